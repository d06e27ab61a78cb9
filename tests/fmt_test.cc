// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// {fmt} formatters of wtf8/fmt.h: `wtf8::display(s)` writes what `to_utf8_lossy()` returns and
// `wtf8::debug(s)` what `debug_string()` returns, padded and cut in code points like the
// `absl::StrFormat` path; a malformed spec is a format_error. That `fmt::format("{}", s)` does
// not compile for a bare Wtf8View/Wtf8Buf is checked by //tests:compile_fail_test.

#include "wtf8/fmt.h"

#include <string>
#include <vector>

#include "absl/strings/str_format.h"
#include "fmt/format.h"
#include "gtest/gtest.h"
#include "tests/test_util.h"
#include "wtf8/display.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using test_util::omg;

// Views with split surrogates at either end, lone surrogates, supplementary characters.
std::vector<Wtf8View> samples(const std::vector<Wtf8Buf>& owned) {
  std::vector<Wtf8View> out = {Wtf8View(), omg("\x90\x80\x80"
                                               "a\xED\xA0\x80"
                                               "b\xF0\x90\x80")};
  for (const Wtf8Buf& b : owned) out.push_back(b.as_view());
  return out;
}

TEST(FmtTest, DisplayWritesTheLossyUtf8AndDebugTheDebugString) {
  const std::vector<Wtf8Buf> owned = {
      Wtf8Buf::from_utf16(u"report-\xD800.txt"), Wtf8Buf::from_utf16(u"\xDC00\xD800"),
      Wtf8Buf::from_utf16(u"caf\xE9 \U0001F600\t\"q\""), Wtf8Buf::from_utf16(u"\x7F\x01")};
  for (const Wtf8View v : samples(owned)) {
    SCOPED_TRACE(v.debug_string());
    EXPECT_EQ(fmt::format("{}", display(v)), v.to_utf8_lossy());
    EXPECT_EQ(fmt::format("{:s}", display(v)), v.to_utf8_lossy());
    EXPECT_EQ(fmt::format("{}", debug(v)), v.debug_string());
    EXPECT_EQ(fmt::to_string(display(v)), v.to_utf8_lossy());
  }
}

TEST(FmtTest, WidthAndPrecisionCountCodePoints) {
  const Wtf8Buf name = Wtf8Buf::from_utf16(u"report-\xD800.txt");  // 12 code points
  EXPECT_EQ(fmt::format("[{:.3}]", display(name)), "[rep]");
  EXPECT_EQ(fmt::format("[{:.8}]", display(name)), "[report-\uFFFD]");  // never half a sequence
  EXPECT_EQ(fmt::format("[{:14}]", display(name)), "[report-\uFFFD.txt  ]");  // left by default
  EXPECT_EQ(fmt::format("[{:>14}]", display(name)), "[  report-\uFFFD.txt]");
  EXPECT_EQ(fmt::format("[{:^16}]", display(name)), "[  report-\uFFFD.txt  ]");
  EXPECT_EQ(fmt::format("[{:*^15}]", display(name)), "[*report-\uFFFD.txt**]");  // extra right
  EXPECT_EQ(fmt::format("[{:\u00e9>4.2}]", display(name)), "[\u00e9\u00e9re]");  // a UTF-8 fill
  EXPECT_EQ(fmt::format("[{:5}]", display(name)), "[report-\uFFFD.txt]");  // never cut by width
  EXPECT_EQ(fmt::format("[{:.0}]", display(name)), "[]");
  EXPECT_EQ(fmt::format("[{:3}]", display(Wtf8View())), "[   ]");
  const Wtf8Buf wide = Wtf8Buf::from_utf16(u"\x4E2D\x6587");  // East Asian wide: 1 each here
  EXPECT_EQ(fmt::format("[{:>4}]", display(wide)), "[  \u4E2D\u6587]");
  // The debug form is padded and cut the same way.
  EXPECT_EQ(fmt::format("[{:>20}]", debug(name)), "[\"report-\\u{d800}.txt\"]");
  EXPECT_EQ(fmt::format("[{:-^24}]", debug(name)), "[-\"report-\\u{d800}.txt\"--]");  // 21 + 3
  EXPECT_EQ(fmt::format("[{:.8}]", debug(name)), "[\"report-]");
}

TEST(FmtTest, AgreesWithTheAbslPath) {
  const Wtf8Buf mixed = Wtf8Buf::from_utf16(u"\xE9\xD800\U0001F600xyz");
  // printf aligns right by default, {fmt} left: compare with the alignment spelled out.
  EXPECT_EQ(fmt::format("{:>4.3}", display(mixed)), absl::StrFormat("%4.3s", display(mixed)));
  EXPECT_EQ(fmt::format("{:<9}", display(mixed)), absl::StrFormat("%-9s", display(mixed)));
  EXPECT_EQ(fmt::format("{:>30.9}", debug(mixed)), absl::StrFormat("%30.9s", debug(mixed)));
}

TEST(FmtTest, MalformedSpecsAreFormatErrors) {
  const Wtf8Buf s = Wtf8Buf::from_utf16(u"x");
  for (const char* spec : {"{:05}", "{:+}", "{:#}", "{:d}", "{:.}", "{:{}}", "{:.{}}", "{:x<}"}) {
    SCOPED_TRACE(spec);
    if (std::string(spec) == "{:x<}") {  // a fill and an alignment without width: fine
      EXPECT_EQ(fmt::format(fmt::runtime(spec), display(s)), "x");
      continue;
    }
    EXPECT_THROW((void)fmt::format(fmt::runtime(spec), display(s), 3), fmt::format_error);
  }
}

TEST(FmtTest, DebugAdaptorStreamsAndFormatsWithAbsl) {
  const Wtf8Buf s = Wtf8Buf::from_utf16(u"a\xDC00");
  EXPECT_EQ(absl::StrFormat("%s", debug(s)), "\"a\\u{dc00}\"");
  EXPECT_EQ(absl::StrFormat("[%12s]", debug(s)), "[ \"a\\u{dc00}\"]");
  EXPECT_EQ(debug(s).to_string(), s.debug_string());
  EXPECT_EQ(debug(s).view(), s);
}

// Twin of the {fmt} block of docs/cxx20-and-logging.md (//tests:docs_test checks the pairing;
// spdlog's output is the golden test of //examples:log_with_spdlog).
TEST(FmtTest, GuideSnippet) {
  auto name = wtf8::Wtf8Buf::from_utf16(u"report-\xD800.txt");
  EXPECT_EQ(fmt::format("{}", wtf8::display(name)), "report-\uFFFD.txt");
  EXPECT_EQ(fmt::format("{}", wtf8::debug(name)), "\"report-\\u{d800}.txt\"");
  EXPECT_EQ(fmt::format("[{:*^14}]", wtf8::display(name)), "[*report-\uFFFD.txt*]");
}

}  // namespace
}  // namespace wtf8
