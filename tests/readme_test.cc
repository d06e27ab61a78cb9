// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Twin of the README's code: every claim it shows in a comment is checked here.

#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "wtf8/wtf8.h"

namespace wtf8 {
namespace {

TEST(ReadmeTest, QuickStartSnippet) {
  using namespace wtf8::literals;
  wtf8::Wtf8Buf name = wtf8::Wtf8Buf::from_utf16(u"report-\xD800.txt");
  EXPECT_TRUE(name.to_utf16() == u"report-\xD800.txt");
  std::ostringstream out;
  out << wtf8::display(name);
  EXPECT_EQ(out.str(), "report-\uFFFD.txt");
  EXPECT_EQ(name.to_utf8_lossy(), "report-\uFFFD.txt");
  EXPECT_EQ(name.debug_string(), "\"report-\\u{d800}.txt\"");
  auto text = wtf8::Wtf8View::from_utf8("caf\xC3");
  EXPECT_EQ(wtf8::error_offset(text.status()), 3u);
  EXPECT_EQ(wtf8::valid_utf8_up_to("caf\xC3"), 3u);
  EXPECT_EQ(name.find("report"), 0u);
  EXPECT_TRUE(name.starts_with("rep"_wtf8));
}

TEST(ReadmeTest, SearchClaims) {
  std::vector<std::string> pieces;
  const Wtf8Buf s = Wtf8Buf::from_utf16(u"\xD800\xDC00\xD800\xDC01");
  for (Wtf8View p : s.split(CodePoint::from_u32_unchecked(0xD800))) {
    pieces.push_back(p.debug_string());
  }
  EXPECT_EQ(pieces, (std::vector<std::string>{R"("")", R"("\u{dc00}")", R"("\u{dc01}")"}));

  const Wtf8Buf haystack = Wtf8Buf::from_utf16(u"\U00010000\U00010000\U00010000");
  std::vector<std::pair<size_t, size_t>> ranges;
  for (auto r : haystack.match_ranges(Wtf8Buf::from_utf16(u"\xDC00\xD800"))) ranges.push_back(r);
  EXPECT_EQ(ranges, (std::vector<std::pair<size_t, size_t>>{{2, 6}, {6, 10}}));
}

TEST(ReadmeTest, ErrorMessageShape) {
  EXPECT_EQ(Wtf8View::from_utf8("abc\xE0\x80\x80").status().message(),
            "invalid UTF-8: overlong encoding 0xE0 0x80 at byte offset 3");
}

TEST(ReadmeTest, JsonSnippet) {
  const wtf8::Wtf8Buf name = wtf8::Wtf8Buf::from_utf16(u"draft-\xD83D.docx");
  const std::string lit = wtf8::json_quote(name);
  EXPECT_EQ(lit, R"("draft-\ud83d.docx")");
  EXPECT_EQ(wtf8::json_unquote(lit)->to_utf16(), u"draft-\xD83D.docx");
  EXPECT_EQ(wtf8::json_quote(wtf8::Wtf8Buf::from_utf16(u"\u00E9"), wtf8::JsonStyle::kAscii),
            R"("\u00e9")");
  const absl::Status s = wtf8::json_unquote("\"a\nb\"").status();
  EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(wtf8::error_offset(s), 2u);
}

TEST(ReadmeTest, PathsSnippet) {
  const wtf8::Wtf8Buf text = wtf8::Wtf8Buf::from_utf16(u"C:/Users//me/./r\xD800.tar.gz");
  const wtf8::PathBuf p = wtf8::PathBuf::windows(text);
  EXPECT_EQ(p.as_view().to_utf16(), u"C:\\Users\\me\\r\xD800.tar.gz");
  EXPECT_EQ(p.drive().to_utf16(), u"C:");
  EXPECT_EQ(p.stem().to_utf16(), u"r\xD800.tar");
  EXPECT_EQ(p.suffix().to_utf16(), u".gz");
  EXPECT_EQ((p / wtf8::Wtf8View::from_utf8("\\Temp").value()).to_buf().to_utf16(), u"C:\\Temp");
  // The claims in the section's prose.
  const auto W = [](const char* s) {
    return wtf8::PathBuf::windows(Wtf8View::from_utf8(s).value());
  };
  EXPECT_EQ((W("C:\\a") / W("\\b")).to_buf(), W("C:\\b").to_buf());
  EXPECT_EQ((W("C:\\a") / W("C:b")).to_buf(), W("C:\\a\\b").to_buf());
  EXPECT_NE(W("\xC3\x89"), W("\xC3\xA9"));  // É, é
  EXPECT_EQ(W("A"), W("a"));
  EXPECT_TRUE(W("con.txt").is_reserved());
}

TEST(ReadmeTest, CommandLinesSnippet) {
  const wtf8::Wtf8View exe = Wtf8View::from_utf8("C:\\bin\\x.exe").value();
  const wtf8::Wtf8Buf dir = wtf8::Wtf8Buf::from_utf16(u"C:\\my \xD83D files\\");
  const std::vector<wtf8::WindowsArg> args = {dir, wtf8::Wtf8View()};
  const std::u16string line = wtf8::to_windows_command_line(exe, args).value();
  EXPECT_EQ(line, u"\"C:\\bin\\x.exe\" \"C:\\my \xD83D files\\\\\" \"\"");
  const std::vector<wtf8::Wtf8Buf> back =
      wtf8::from_windows_command_line(line, wtf8::WindowsArgRules::kCrt);
  ASSERT_EQ(back.size(), 3u);
  EXPECT_EQ(back[0], exe);
  EXPECT_EQ(back[1], dir);
  EXPECT_TRUE(back[2].empty());
  const wtf8::Wtf8View bat = Wtf8View::from_utf8("run.bat").value();
  const wtf8::Wtf8View two_lines = Wtf8View::from_utf8("a\nb").value();
  EXPECT_EQ(wtf8::to_windows_batch_command_line(bat, {two_lines}).status().code(),
            absl::StatusCode::kInvalidArgument);
  // The prose: `EXE "a"" a"` is one argument under kCrt, two under kShell32.
  EXPECT_EQ(wtf8::from_windows_command_line(u"EXE \"a\"\" a\"", wtf8::WindowsArgRules::kCrt).size(),
            2u);
  EXPECT_EQ(
      wtf8::from_windows_command_line(u"EXE \"a\"\" a\"", wtf8::WindowsArgRules::kShell32).size(),
      3u);
  EXPECT_EQ(wtf8::sh_join({Wtf8View::from_utf8("it's").value()}),
            Wtf8View::from_utf8("'it'\"'\"'s'").value());
}

}  // namespace
}  // namespace wtf8
