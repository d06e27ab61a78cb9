// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Twins of the code blocks in README.md and docs/*.md: each TEST runs the statements of one block,
// which names it in a `<!-- test: tests/doc_examples_test.cc SUITE.NAME -->` line, and checks the
// results the block states in its comments. //tests:docs_test checks that every statement of the
// block appears here (spaces aside), so a block and its twin cannot drift apart. Blocks that need
// C++20 or {fmt} have their twins in char8_test.cc and fmt_test.cc.

#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "wtf8/wtf8.h"

namespace {

// README.md, "A short example".
TEST(ReadmeExample, QuickStart) {
  using namespace wtf8::literals;  // "..."_wtf8
  wtf8::Wtf8Buf name = wtf8::Wtf8Buf::from_utf16(u"report-\xD800.txt");
  EXPECT_TRUE(name.to_utf16() == u"report-\xD800.txt");
  testing::internal::CaptureStdout();
  std::cout << wtf8::display(name);
  std::cout.flush();
  EXPECT_EQ(testing::internal::GetCapturedStdout(), "report-\uFFFD.txt");
  EXPECT_EQ(name.to_utf8_lossy(), "report-\uFFFD.txt");
  EXPECT_EQ(name.debug_string(), "\"report-\\u{d800}.txt\"");
  auto text = wtf8::Wtf8View::from_utf8("caf\xC3");
  EXPECT_EQ(wtf8::error_offset(text.status()), 3u);
  EXPECT_EQ(wtf8::valid_utf8_up_to("caf\xC3"), 3u);
  EXPECT_EQ(name.find("report"), 0u);
  EXPECT_TRUE(name.starts_with("rep"_wtf8));
}

// docs/strings.md, the opening example.
TEST(StringsGuide, FirstSteps) {
  using namespace wtf8::literals;  // "..."_wtf8
  wtf8::Wtf8Buf name = wtf8::Wtf8Buf::from_utf16(u"report-\xD800.txt");
  EXPECT_EQ(name.code_point_count(), 12u);
  EXPECT_EQ(name.slice(0, 6).debug_string(), "\"report\"");
  auto [stem, ext] = *name.rsplit_once('.');
  EXPECT_EQ(ext.debug_string(), "\"txt\"");
  EXPECT_EQ(stem.to_utf16(), u"report-\xD800");
  EXPECT_EQ(wtf8::Wtf8View::from_utf8("abc\xE0\x80\x80").status().message(),
            "invalid UTF-8: overlong encoding 0xE0 0x80 at byte offset 3");
}

// docs/strings.md, "Search and split".
TEST(StringsGuide, SearchBySurrogates) {
  const wtf8::Wtf8Buf s = wtf8::Wtf8Buf::from_utf16(u"\xD800\xDC00\xD800\xDC01");
  std::vector<std::string> pieces;
  for (wtf8::Wtf8View piece : s.split(wtf8::CodePoint::from_u32_unchecked(0xD800))) {
    pieces.push_back(piece.debug_string());
  }
  EXPECT_EQ(pieces, (std::vector<std::string>{R"("")", R"("\u{dc00}")", R"("\u{dc01}")"}));
  const wtf8::Wtf8Buf three = wtf8::Wtf8Buf::from_utf16(u"\U00010000\U00010000\U00010000");
  std::vector<std::pair<size_t, size_t>> ranges;
  for (auto r : three.match_ranges(wtf8::Wtf8Buf::from_utf16(u"\xDC00\xD800"))) {
    ranges.push_back(r);
  }
  EXPECT_EQ(ranges, (std::vector<std::pair<size_t, size_t>>{{2, 6}, {6, 10}}));
}

// docs/encodings.md, the opening example.
TEST(EncodingsGuide, DecodeAndEncode) {
  using namespace std::string_view_literals;  // "..."sv keeps embedded NULs
  namespace enc = wtf8::encoding;
  EXPECT_EQ(enc::encoding_for_label(" Latin1 "), enc::Encoding::kWindows1252);
  const std::string_view bytes = "\xFF\xFEh\0\0\xD8"sv;
  EXPECT_EQ(enc::decode(bytes, enc::Encoding::kUtf8)->to_utf16(), u"h\xFFFD");
  const wtf8::Wtf8Buf kept =
      *enc::decode(bytes, enc::Encoding::kUtf16Le, enc::ErrorMode::kLossless, enc::Bom::kStrip);
  EXPECT_EQ(kept.to_utf16(), u"h\xD800");
  EXPECT_EQ(enc::utf16le_encode(kept, enc::LoneSurrogates::kKeep), "h\0\0\xD8"sv);
}

// docs/json.md.
TEST(JsonGuide, QuoteAndUnquote) {
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

// docs/os-strings.md: a directory holding one Latin-1 name, arguments and an environment variable.
TEST(OsStringsGuide, NamesArgumentsEnvironment) {
#ifdef _WIN32
  GTEST_SKIP() << "a Linux name that is not UTF-8; Windows has its own tests (windows_test.cc)";
#else
  const char* tmp = getenv("TEST_TMPDIR");
  const std::filesystem::path dir =
      std::filesystem::path(tmp != nullptr ? tmp : "/tmp") / "os_strings_guide";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "caf\xE9").put('x');
  int seen = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    wtf8::Wtf8Buf name = wtf8::os::from_path(entry.path().filename());
    EXPECT_EQ(name.debug_string(), "\"caf\\u{dce9}\"");
    std::filesystem::path back = wtf8::os::to_path(name).value();
    EXPECT_EQ(back.native(), "caf\xE9");
    ++seen;
  }
  EXPECT_EQ(seen, 1);
  char arg0[] = "app";
  char arg1[] = "caf\xE9";
  char* argv[] = {arg0, arg1, nullptr};
  const int argc = 2;
  std::vector<wtf8::Wtf8Buf> args = wtf8::os::args_os(argc, argv);
  ASSERT_EQ(args.size(), 2u);
  EXPECT_EQ(args[1].debug_string(), "\"caf\\u{dce9}\"");
  setenv("HOME", "/home/caf\xE9", 1);
  std::optional<wtf8::Wtf8Buf> home = wtf8::os::var_os(wtf8::Wtf8View::from_utf8("HOME").value());
  ASSERT_TRUE(home.has_value());
  EXPECT_EQ(home->debug_string(), "\"/home/caf\\u{dce9}\"");
  std::filesystem::remove_all(dir);
#endif
}

// docs/paths.md, and the claims of its prose.
TEST(PathsGuide, TakeAWindowsPathApart) {
  const wtf8::Wtf8Buf text = wtf8::Wtf8Buf::from_utf16(u"C:/Users//me/./r\xD800.tar.gz");
  const wtf8::PathBuf p = wtf8::PathBuf::windows(text);
  EXPECT_EQ(p.as_view().to_utf16(), u"C:\\Users\\me\\r\xD800.tar.gz");
  EXPECT_EQ(p.drive().to_utf16(), u"C:");
  EXPECT_EQ(p.stem().to_utf16(), u"r\xD800.tar");
  EXPECT_EQ(p.suffix().to_utf16(), u".gz");
  EXPECT_EQ((p / wtf8::Wtf8View::from_utf8("\\Temp").value()).to_buf().to_utf16(), u"C:\\Temp");
  const auto W = [](const char* s) {
    return wtf8::PathBuf::windows(wtf8::Wtf8View::from_utf8(s).value());
  };
  EXPECT_EQ((W("C:\\a") / W("\\b")).to_buf(), W("C:\\b").to_buf());
  EXPECT_EQ((W("C:\\a") / W("C:b")).to_buf(), W("C:\\a\\b").to_buf());
  EXPECT_NE(W("\xC3\x89"), W("\xC3\xA9"));  // É, é
  EXPECT_EQ(W("A"), W("a"));
  EXPECT_TRUE(W("con.txt").is_reserved());
}

// docs/command-lines.md, and the claims of its prose.
TEST(CommandLinesGuide, WindowsLineAndBack) {
  const wtf8::Wtf8View exe = wtf8::Wtf8View::from_utf8("C:\\bin\\x.exe").value();
  const wtf8::Wtf8Buf dir = wtf8::Wtf8Buf::from_utf16(u"C:\\my \xD83D files\\");
  const std::vector<wtf8::WindowsArg> args = {dir, wtf8::Wtf8View()};
  std::u16string line = wtf8::to_windows_command_line(exe, args).value();
  EXPECT_EQ(line, u"\"C:\\bin\\x.exe\" \"C:\\my \xD83D files\\\\\" \"\"");
  const std::vector<wtf8::Wtf8Buf> back =
      wtf8::from_windows_command_line(line, wtf8::WindowsArgRules::kCrt);
  ASSERT_EQ(back.size(), 3u);
  EXPECT_EQ(back[0], exe);
  EXPECT_EQ(back[1], dir);
  EXPECT_TRUE(back[2].empty());
  const wtf8::Wtf8View bat = wtf8::Wtf8View::from_utf8("run.bat").value();
  const wtf8::Wtf8View two_lines = wtf8::Wtf8View::from_utf8("a\nb").value();
  EXPECT_EQ(wtf8::to_windows_batch_command_line(bat, {two_lines}).status().code(),
            absl::StatusCode::kInvalidArgument);
  const std::vector<wtf8::Wtf8View> words = {wtf8::Wtf8View::from_utf8("it's").value(),
                                             wtf8::Wtf8View::from_utf8("a b").value()};
  EXPECT_EQ(wtf8::sh_join(words), wtf8::Wtf8View::from_utf8("'it'\"'\"'s' 'a b'").value());
  // The prose: `EXE "a"" a"` is one argument under kCrt, two under kShell32.
  EXPECT_EQ(wtf8::from_windows_command_line(u"EXE \"a\"\" a\"", wtf8::WindowsArgRules::kCrt).size(),
            2u);
  EXPECT_EQ(
      wtf8::from_windows_command_line(u"EXE \"a\"\" a\"", wtf8::WindowsArgRules::kShell32).size(),
      3u);
}

// docs/file-names.md.
TEST(FileNamesGuide, SameEntryAliasesProblems) {
  auto v = [](const char* s) { return *wtf8::Wtf8View::from_utf8(s); };
  EXPECT_TRUE(wtf8::same_entry(v("Makefile"), v("makefile"), wtf8::NameRules::kNtfs));
  EXPECT_TRUE(wtf8::same_entry(v("Caf\u00E9"), v("Cafe\u0301"), wtf8::NameRules::kApfs));
  EXPECT_EQ(wtf8::name_key(v("Caf\u00E9.TXT"), wtf8::NameRules::kApfs), v("cafe\u0301.txt"));
  EXPECT_EQ(wtf8::find_collisions({v("a.c"), v("b.c"), v("A.C")}, wtf8::NameRules::kNtfs),
            (std::vector<std::vector<std::size_t>>{{0, 2}}));
  EXPECT_TRUE(wtf8::is_alias_of(v("GIT~1"), v(".git"), wtf8::NameRules::kNtfs));
  EXPECT_TRUE(wtf8::is_alias_of(v(".g\u200Cit"), v(".git"), wtf8::NameRules::kHfsPlus));
  const absl::Status aux = wtf8::check_name(v("aux.c"), wtf8::Platforms::kAll);
  EXPECT_EQ(aux.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(aux.message().find("reserved device name"), absl::string_view::npos) << aux;
  EXPECT_EQ(wtf8::sanitize_name(v("a:b?."), wtf8::Platforms::kWindows), v("a_b_"));
}

TEST(GlobsGuide, FirstSteps) {
  auto v = [](const char* s) { return *wtf8::Wtf8View::from_utf8(s); };
  wtf8::Glob git = *wtf8::Glob::compile(v("src/**/*.cc"), wtf8::GlobOptions::git());
  EXPECT_TRUE(git.matches(v("src/a/b/x.cc")));
  EXPECT_TRUE(git.matches(v("src/x.cc")));
  wtf8::Glob byte = *wtf8::Glob::compile(v("caf?"), wtf8::GlobOptions::git());
  EXPECT_FALSE(byte.matches(v("caf\u00E9")));
  wtf8::Wtf8Buf latin1 = wtf8::os::from_posix_bytes("caf\xE9");
  EXPECT_TRUE(byte.matches(latin1.as_view()));
  wtf8::Glob py =
      *wtf8::Glob::compile(v("caf?"), wtf8::GlobOptions::python(wtf8::PathStyle::kPosix));
  EXPECT_TRUE(py.matches(v("caf\u00E9")));
  wtf8::GlobOptions ntfs = wtf8::GlobOptions::globset();
  ntfs.file_system = wtf8::NameRules::kNtfs;
  wtf8::Glob txt = *wtf8::Glob::compile(v("*.TXT"), ntfs);
  EXPECT_TRUE(txt.matches(v("notes.txt")));
}

TEST(IgnoreGuide, FirstSteps) {
  using namespace wtf8::literals;  // "..."_wtf8
  wtf8::IgnoreStack stack;
  stack.add_directory_file(""_wtf8, "*.o\n!keep.o\nbuild/\n");
  stack.add_directory_file("src"_wtf8, "/gen\n");
  wtf8::IgnoreDecision d = stack.check("src/a.o"_wtf8, /*is_dir=*/false);
  EXPECT_TRUE(d.ignored());
  EXPECT_EQ(d.rule->source().as_bytes(), ".gitignore");
  EXPECT_EQ(d.rule->line(), 1u);
  EXPECT_EQ(stack.check("build/x/y.c"_wtf8, false).rule->text().as_bytes(), "build/");
}

// docs/walk.md, the first block: a tree with a node_modules directory whose contents are skipped.
TEST(WalkGuide, FirstSteps) {
  using namespace wtf8::literals;  // "..."_wtf8
  const std::filesystem::path dir =
      std::filesystem::path(testing::TempDir()) / "walk_guide_first_steps";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir / "node_modules" / "left-pad");
  std::filesystem::create_directories(dir / "src");
  std::ofstream(dir / "src" / "main.c") << "int main() {}\n";
  std::ofstream(dir / "README") << "hi\n";
  const wtf8::Wtf8Buf root = wtf8::os::from_path(dir);
  std::vector<std::pair<std::string, std::size_t>> seen;
  std::size_t errors = 0;
  const auto log = [&](const absl::Status&) { ++errors; };
  const auto use = [&](wtf8::Wtf8View path, std::size_t depth, wtf8::os::FileType) {
    seen.emplace_back(path.slice_from(root.size()).to_utf8_lossy(), depth);
  };
  wtf8::os::WalkOptions options;
  options.order = wtf8::os::WalkOrder::kBytes;  // as `LC_ALL=C sort`, directory by directory
  for (const wtf8::os::WalkEntry& entry : wtf8::os::Walk(root, options)) {
    if (!entry.ok()) {      // unreadable, vanished, a loop: the walk goes on
      log(entry.status());  // the path, the call and the system's reason
      continue;
    }
    if (entry.is_directory() && entry.name() == "node_modules"_wtf8) entry.skip_children();
    use(entry.path(), entry.depth(), entry.type());
  }
  const std::string sep(1, static_cast<char>(std::filesystem::path::preferred_separator));
  const std::vector<std::pair<std::string, std::size_t>> want = {{"", 0},
                                                                 {sep + "README", 1},
                                                                 {sep + "node_modules", 1},
                                                                 {sep + "src", 1},
                                                                 {sep + "src" + sep + "main.c", 2}};
  EXPECT_EQ(seen, want);
  EXPECT_EQ(errors, 0u);
  std::filesystem::remove_all(dir);
}

}  // namespace
