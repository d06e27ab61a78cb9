// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Explicit output (wtf8/display.h): the lossy adaptor streams and formats; GoogleTest prints the
// debug form. That `os << s` and `StrFormat("%s", s)` do not compile is checked by
// //tests:compile_fail_test.

#include "wtf8/display.h"

#include <sstream>
#include <string>

#include "absl/strings/str_format.h"
#include "absl/strings/string_view.h"
#include "gtest/gtest.h"
#include "tests/test_util.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using test_util::omg;

TEST(DisplayTest, StreamsLossyUtf8) {
  const Wtf8View v =
      omg("\x90\x80\x80"
          "a\xED\xA0\x80"
          "b\xF0\x90\x80");
  std::ostringstream os;
  os << display(v);
  EXPECT_EQ(os.str(),
            "\xEF\xBF\xBD"
            "a\xEF\xBF\xBD"
            "b\xEF\xBF\xBD");
  EXPECT_EQ(display(v).to_string(), v.to_utf8_lossy());
  EXPECT_EQ(display(v).view(), v);
  const Wtf8Buf name = Wtf8Buf::from_utf16(u"report-\xD800.txt");
  std::ostringstream named;
  named << display(name);
  EXPECT_EQ(named.str(), "report-\xEF\xBF\xBD.txt");
  EXPECT_EQ(named.str(), name.to_utf8_lossy());
}

TEST(DisplayTest, FormatsWithWidthAndPrecisionInCodePoints) {
  const Wtf8View v =
      omg("\x90\x80\x80"
          "a\xED\xA0\x80"
          "b\xF0\x90\x80");
  EXPECT_EQ(absl::StrFormat("[%s]", display(v)),
            "[\xEF\xBF\xBD"
            "a\xEF\xBF\xBD"
            "b\xEF\xBF\xBD]");
  // Width and precision count code points, so a precision never cuts a UTF-8 sequence.
  EXPECT_EQ(absl::StrFormat("[%.1s]", display(omg("\xC3\xA9\xC3\xA9"))), "[\xC3\xA9]");
  const Wtf8Buf mixed = Wtf8Buf::from_utf16(u"\xE9\xD800\U0001F600xyz");
  EXPECT_EQ(absl::StrFormat("[%4.3s]", display(mixed)), "[ \xC3\xA9\xEF\xBF\xBD\xF0\x9F\x98\x80]");
  EXPECT_EQ(absl::StrFormat("[%-3s]", display(omg("\xC3\xA9"))), "[\xC3\xA9  ]");
  EXPECT_EQ(absl::StrFormat("[%.0s]", display(omg("abc"))), "[]");
  EXPECT_EQ(absl::StrFormat("[%5s]", display(omg("ab"))), "[   ab]");
  const Wtf8Buf x = Wtf8Buf::from_utf16(u"x");
  EXPECT_EQ(absl::StrFormat("[%-4s]", display(x)), "[x   ]");
  EXPECT_EQ(absl::StrFormat("[%s]", display(Wtf8View())), "[]");
}

TEST(DisplayTest, GoogleTestPrintsTheDebugForm) {
  EXPECT_EQ(::testing::PrintToString(Wtf8Buf::from_utf16(u"a\xD800")), R"("a\u{d800}")");
  EXPECT_EQ(::testing::PrintToString(omg("\x90\x80\x80")), R"("\u{dc00}")");
}

struct StringSink {
  std::string out;
  void Append(absl::string_view s) { out.append(s.data(), s.size()); }
};

TEST(DisplayTest, AbslStringifyWritesLossyUtf8) {
  StringSink sink;
  const Wtf8Buf s = Wtf8Buf::from_utf16(u"x\xDC00");
  AbslStringify(sink, display(s));
  EXPECT_EQ(sink.out, "x\xEF\xBF\xBD");
}

}  // namespace
}  // namespace wtf8
