// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8/command_line.h: Windows command lines built and parsed (the C runtime's rules and
// CommandLineToArgvW's), batch-file lines, POSIX shell words against Python's shlex (vectors in
// tests/testdata/shlex_vectors.txt, made by tests/gen_shlex_vectors.py) and response files.
// The rows restate, in this file's own form, the cases of Rust's standard library tests for
// Windows arguments and command lines, wine's CommandLineToArgvW table, the published
// "BatBadBut" payloads and CPython's shlex tests; the expected values are the rules' facts.

#include "wtf8/command_line.h"

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "gtest/gtest.h"
#include "wtf8/error.h"
#include "wtf8/os.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

Wtf8View v(std::string_view utf8) { return Wtf8View::from_utf8(utf8).value(); }

std::vector<std::u16string> units_of(const std::vector<Wtf8Buf>& args) {
  std::vector<std::u16string> out;
  for (const Wtf8Buf& a : args) out.push_back(a.to_utf16());
  return out;
}

std::vector<std::u16string> crt(std::u16string_view line) {
  return units_of(from_windows_command_line(line, WindowsArgRules::kCrt));
}
std::vector<std::u16string> shell32(std::u16string_view line) {
  return units_of(from_windows_command_line(line, WindowsArgRules::kShell32));
}

std::u16string build(std::string_view program, std::vector<std::string_view> args) {
  std::vector<Wtf8Buf> bufs;
  for (std::string_view a : args) bufs.push_back(Wtf8Buf::from_utf8(a).value());
  std::vector<WindowsArg> wargs(bufs.begin(), bufs.end());
  absl::StatusOr<std::u16string> line = to_windows_command_line(v(program), wargs);
  EXPECT_TRUE(line.ok()) << line.status();
  return line.ok() ? *line : u"<error>";
}

using Args = std::vector<std::u16string>;

// ---- parsing, C runtime rules ------------------------------------------------------------------

struct ParseRow {
  std::u16string_view line;
  Args args;
};

TEST(WindowsCommandLineCrtTest, SplitsLikeTheCRuntime) {
  const ParseRow rows[] = {
      // single words and the documented examples
      {u"EXE one_word", {u"EXE", u"one_word"}},
      {u"EXE \U0001F605\U0001F926", {u"EXE", u"\U0001F605\U0001F926"}},
      {uR"(EXE "abc" d e)", {u"EXE", u"abc", u"d", u"e"}},
      {uR"(EXE a\\\b d"e f"g h)", {u"EXE", uR"(a\\\b)", u"de fg", u"h"}},
      {uR"(EXE a\\\"b c d)", {u"EXE", uR"(a\"b)", u"c", u"d"}},
      {uR"(EXE a\\\\"b c" d e)", {u"EXE", uR"(a\\b c)", u"d", u"e"}},
      // blanks around the program name and at the end
      {u" test", {u"", u"test"}},
      {u"  test  test2", {u"", u"test", u"test2"}},
      {u"test test2 ", {u"test", u"test2"}},
      {u"test \t", {u"test"}},
      {u"test\ttest2", {u"test", u"test2"}},
      // "" inside quotes is a literal quote and quoting goes on
      {uR"(EXE "" "")", {u"EXE", u"", u""}},
      {uR"(EXE "" """)", {u"EXE", u"", u"\""}},
      {uR"(EXE "this is """all""" in the same argument")",
       {u"EXE", u"this is \"all\" in the same argument"}},
      {uR"(EXE "a""")", {u"EXE", u"a\""}},
      {uR"(EXE "a"" a")", {u"EXE", u"a\" a"}},
      {uR"(EXE "a b c""")", {u"EXE", u"a b c\""}},
      {uR"(EXE """CallMeIshmael"""  b  c)", {u"EXE", u"\"CallMeIshmael\"", u"b", u"c"}},
      {uR"(EXE """"Call Me Ishmael"" b c)", {u"EXE", u"\"Call", u"Me", u"Ishmael", u"b", u"c"}},
      // the program name: quotes toggle, no escapes
      {uR"("EXE" check)", {u"EXE", u"check"}},
      {uR"("EXE check")", {u"EXE check"}},
      {uR"("EXE """for""" check)", {u"EXE for check"}},
      {uR"("EXE \"for\" check)", {uR"(EXE \for\ check)"}},
      {uR"("EXE \" for \" check)", {uR"(EXE \)", u"for", u"\"", u"check"}},
      {uR"(E"X"E test)", {u"EXE", u"test"}},
      {uR"(EX""E test)", {u"EXE", u"test"}},
      // more of the post-2008 rules
      {uR"(EXE Cal"l Me I"shmael)", {u"EXE", u"Call Me Ishmael"}},
      {uR"(EXE CallMe\"Ishmael)", {u"EXE", u"CallMe\"Ishmael"}},
      {uR"(EXE "Call Me Ishmael\\")", {u"EXE", uR"(Call Me Ishmael\)"}},
      {uR"(EXE "CallMe\\\"Ishmael")", {u"EXE", uR"(CallMe\"Ishmael)"}},
      {uR"(EXE "a\\\b")", {u"EXE", uR"(a\\\b)"}},
      {uR"(EXE "\"C:\TEST A\\\"")", {u"EXE", uR"("C:\TEST A\")"}},
      {uR"(EXE "ab\"c"  "\\"  d)", {u"EXE", u"ab\"c", u"\\", u"d"}},
      // an unclosed quote runs to the end; a final lone quote is an empty argument
      {uR"(EXE "a b)", {u"EXE", u"a b"}},
      {uR"(EXE a ")", {u"EXE", u"a", u""}},
      // CR and LF are not separators; the line ends at NUL
      {u"EXE a\rb\nc", {u"EXE", u"a\rb\nc"}},
      {std::u16string_view(u"EXE a\0b", 7), {u"EXE", u"a"}},
      // lone surrogates pass through
      {u"EXE \xD800 \"\xDC00 x\"", {u"EXE", u"\xD800", u"\xDC00 x"}},
      {u"", {u""}},
  };
  for (const ParseRow& row : rows) {
    EXPECT_EQ(crt(row.line), row.args) << Wtf8Buf::from_utf16(row.line).debug_string();
  }
}

TEST(WindowsCommandLineCrtTest, WtfViewLineIsTheSame) {
  const std::vector<Wtf8Buf> args =
      from_windows_command_line(v(R"(p a\\\"b "c d")"), WindowsArgRules::kCrt);
  EXPECT_EQ(units_of(args), (Args{u"p", u"a\\\"b", u"c d"}));
}

// ---- parsing, CommandLineToArgvW
// -----------------------------------------------------------------

TEST(WindowsCommandLineShell32Test, SplitsLikeCommandLineToArgvW) {
  const ParseRow rows[] = {
      {u"exe", {u"exe"}},
      {uR"(exe arg1 arg2 "arg three" 'four five` six\ $even))",
       {u"exe", u"arg1", u"arg2", u"arg three", u"'four", u"five`", u"six\\", u"$even)"}},
      {u"exe arg=1 arg-2 three\tfour\rfour\nfour ",
       {u"exe", u"arg=1", u"arg-2", u"three", u"four\rfour\nfour"}},
      {uR"(exe arg"one" "second"arg thirdarg )", {u"exe", u"argone", u"secondarg", u"thirdarg"}},
      {uR"(exe arg1 "unclosed)", {u"exe", u"arg1", u"unclosed"}},
      {uR"(exe arg1 ")", {u"exe", u"arg1", u""}},
      {uR"(exe "one^" "arg"&two three|four)", {u"exe", u"one^", u"arg&two", u"three|four"}},
      {uR"(exe o\ne t\\wo t\\\ree f\\\\our )",
       {u"exe", uR"(o\ne)", uR"(t\\wo)", uR"(t\\\ree)", uR"(f\\\\our)"}},
      // quotes outside quoting: 3n -> n, 3n+1 -> n and opens, 3n+2 -> n
      {uR"(exe two""quotes next)", {u"exe", u"twoquotes", u"next"}},
      {uR"(exe three"""quotes next)", {u"exe", u"three\"quotes", u"next"}},
      {uR"(exe four"""" quotes" next 4%3=1)", {u"exe", u"four\" quotes", u"next", u"4%3=1"}},
      {uR"(exe five"""""quotes next)", {u"exe", u"five\"quotes", u"next"}},
      {uR"(exe six""""""quotes next)", {u"exe", u"six\"\"quotes", u"next"}},
      {uR"(exe seven""""""" quotes" next 7%3=1)", {u"exe", u"seven\"\" quotes", u"next", u"7%3=1"}},
      // inside quoting the opening quote counts: 1+3n -> n, 1+3n+1 -> n and closes, +2 -> n+1
      {uR"(exe "two""quotes next)", {u"exe", u"two\"quotes", u"next"}},
      {uR"(exe "two"" next)", {u"exe", u"two\"", u"next"}},
      {uR"(exe "three""" quotes" next 4%3=1)", {u"exe", u"three\" quotes", u"next", u"4%3=1"}},
      {uR"(exe "four""""quotes next)", {u"exe", u"four\"quotes", u"next"}},
      {uR"(exe "five"""""quotes next)", {u"exe", u"five\"\"quotes", u"next"}},
      {uR"(exe "the crazy \\"""\\" quotes)", {u"exe", uR"(the crazy \"\)", u"quotes"}},
      // the program name: up to the second quote, or to a blank, no escapes
      {uR"(exe"file"path arg1)", {uR"(exe"file"path)", u"arg1"}},
      {uR"(exe"path\ arg1)", {uR"(exe"path\)", u"arg1"}},
      {uR"(\"exe "arg one")", {uR"(\"exe)", u"arg one"}},
      {uR"("spaced exe" "next arg")", {u"spaced exe", u"next arg"}},
      {uR"("exe"arg" one" argtwo)", {u"exe", u"arg one", u"argtwo"}},
      {uR"("spaced exe\"arg1 arg2)", {uR"(spaced exe\)", u"arg1", u"arg2"}},
      {uR"("two"" arg1 )", {u"two", u" arg1 "}},
      {uR"("three""" arg2)", {u"three", u"", u"arg2"}},
      {uR"("four""""arg1)", {u"four", u"\"arg1"}},
      {uR"( "arg"one argtwo)", {u"", u"argone", u"argtwo"}},
      // the issue's example: two arguments here, one under the C runtime
      {uR"(EXE "a"" a")", {u"EXE", u"a\"", u"a"}},
  };
  for (const ParseRow& row : rows) {
    EXPECT_EQ(shell32(row.line), row.args) << Wtf8Buf::from_utf16(row.line).debug_string();
  }
}

// ---- building ----------------------------------------------------------------------------------

TEST(WindowsCommandLineBuildTest, QuotesLikeRustStd) {
  EXPECT_EQ(build("prog", {"aaa", "bbb", "ccc"}), uR"("prog" aaa bbb ccc)");
  EXPECT_EQ(build(R"(C:\Program Files\blah\blah.exe)", {"aaa"}),
            uR"("C:\Program Files\blah\blah.exe" aaa)");
  EXPECT_EQ(build(R"(C:\Program Files\test)", {"aa\"bb"}), uR"("C:\Program Files\test" aa\"bb)");
  EXPECT_EQ(build("echo", {"a b c"}), uR"("echo" "a b c")");
  EXPECT_EQ(build("echo", {"\" \\\" \\", "\\"}), uR"("echo" "\" \\\" \\" \)");
  EXPECT_EQ(build("\u03c0\u042f\u97f3\u00e6\u221e", {}), u"\"\u03c0\u042f\u97f3\u00e6\u221e\"");
  EXPECT_EQ(build("p", {""}), uR"("p" "")");
  EXPECT_EQ(build("p", {"a\tb"}), u"\"p\" \"a\tb\"");
  EXPECT_EQ(build("p", {R"(a\\b)"}), uR"("p" a\\b)");
  EXPECT_EQ(build("p", {R"(a b\\)"}), uR"("p" "a b\\\\")");
  EXPECT_EQ(build("p", {R"(a\\"b)"}), uR"("p" a\\\\\"b)");
  EXPECT_EQ(build("p", {"say \"hi\"\\"}), uR"("p" "say \"hi\"\\")");
  EXPECT_EQ(build("p", {"a\"b", "c\\"}), uR"("p" a\"b c\)");
  // ninja's Windows escaping test: the same bytes come out
  EXPECT_EQ(build("p", {R"(foo bar\"'$@d!st!c'\path'\)"}),
            uR"("p" "foo bar\\\"'$@d!st!c'\path'\\")");
}

TEST(WindowsCommandLineBuildTest, RawArgumentsAreAppendedUnchanged) {
  const std::vector<WindowsArg> args = {WindowsArg::raw(v("aaa")), WindowsArg::raw(v("\"b b\"")),
                                        WindowsArg(v("c c")), WindowsArg::raw(v(""))};
  EXPECT_EQ(to_windows_command_line(v("prog"), args).value(), uR"("prog" aaa "b b" "c c" )");
}

TEST(WindowsCommandLineBuildTest, LoneSurrogateAndTrailingBackslashRoundTrip) {
  const Wtf8Buf file = Wtf8Buf::from_utf16(u"dir\\a b\xD800\\");
  const std::vector<WindowsArg> args = {WindowsArg(file), WindowsArg(Wtf8View())};
  const std::u16string line = to_windows_command_line(v(R"(C:\bin\tool.exe)"), args).value();
  EXPECT_EQ(line, u"\"C:\\bin\\tool.exe\" \"dir\\a b\xD800\\\\\" \"\"");
  EXPECT_EQ(crt(line), (Args{uR"(C:\bin\tool.exe)", u"dir\\a b\xD800\\", u""}));
}

TEST(WindowsCommandLineBuildTest, RefusesWhatCannotBeWritten) {
  absl::StatusOr<std::u16string> r = to_windows_command_line(v("a\"b"), {});
  EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(error_offset(r.status()), 1u);
  const Wtf8Buf nul = Wtf8Buf::from_utf8(std::string("xy\0z", 4)).value();
  r = to_windows_command_line(v("p"), {WindowsArg(v("ok")), WindowsArg(nul)});
  EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(error_offset(r.status()), 2u);
  EXPECT_NE(r.status().message().find("argument 1"), std::string_view::npos) << r.status();
}

TEST(WindowsCommandLineBuildTest, LengthLimitNamesTheArgumentThatCrossesIt) {
  // "p" takes 3 units, each argument 1 + its length.
  const std::string big(32000, 'x');
  const std::string rest(1000, 'y');
  const Wtf8Buf a = Wtf8Buf::from_utf8(big).value();
  const Wtf8Buf b = Wtf8Buf::from_utf8(rest).value();
  const std::vector<WindowsArg> args = {WindowsArg(a), WindowsArg(b)};
  absl::StatusOr<std::u16string> r = to_windows_command_line(v("p"), args);
  ASSERT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(r.status().message().find("argument 1"), std::string_view::npos) << r.status();
  // 3 + 1 + 32000 + 1 = 32005 units before b; the 32767th unit is b[761].
  EXPECT_EQ(error_offset(r.status()), 32766u - 32005u);
  // Exactly at the limit is fine: 3 + 1 + 32762 = 32766 units.
  const Wtf8Buf fits = Wtf8Buf::from_utf8(std::string(32762, 'z')).value();
  r = to_windows_command_line(v("p"), {WindowsArg(fits)});
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->size(), kWindowsCommandLineMax - 1);
  const Wtf8Buf over = Wtf8Buf::from_utf8(std::string(32763, 'z')).value();
  EXPECT_FALSE(to_windows_command_line(v("p"), {WindowsArg(over)}).ok());
  // Escapes count: 16383 quotes become 32766 units with their backslashes.
  const Wtf8Buf quotes = Wtf8Buf::from_utf8(std::string(16382, '"')).value();
  r = to_windows_command_line(v("p"), {WindowsArg(quotes)});
  ASSERT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(error_offset(r.status()), 16381u);
}

TEST(WindowsCommandLineBuildTest, IntoABuffer) {
  char16_t buf[kWindowsCommandLineMax];
  absl::StatusOr<std::size_t> n =
      to_windows_command_line_into(v("p"), {WindowsArg(v("x"))}, absl::MakeSpan(buf));
  ASSERT_TRUE(n.ok()) << n.status();
  EXPECT_EQ(*n, 5u);
  EXPECT_EQ(std::u16string(buf, 6), std::u16string(u"\"p\" x\0", 6));
  char16_t small[5] = {u'#', u'#', u'#', u'#', u'#'};
  n = to_windows_command_line_into(v("p"), {WindowsArg(v("x"))}, absl::MakeSpan(small));
  EXPECT_EQ(n.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(small[0], u'#');  // nothing written
}

// Every argument list round-trips through the C runtime's rules (fixed seed).
TEST(WindowsCommandLineBuildTest, BuildThenParseGivesTheArgumentsBack) {
  std::mt19937 rng(36);
  const char16_t alphabet[] = {u'a',      u' ',      u'\t',   u'"', u'\\',
                               u'\xD800', u'\xDC00', u'\xE9', u'\n'};
  for (int round = 0; round < 3000; ++round) {
    std::vector<Wtf8Buf> bufs;
    const int n = static_cast<int>(rng() % 5);
    for (int i = 0; i < n; ++i) {
      std::u16string s;
      const int len = static_cast<int>(rng() % 7);
      for (int k = 0; k < len; ++k) s.push_back(alphabet[rng() % std::size(alphabet)]);
      bufs.push_back(Wtf8Buf::from_utf16(s));
    }
    const std::vector<WindowsArg> args(bufs.begin(), bufs.end());
    const std::u16string line = to_windows_command_line(v("C:\\p q\\r.exe"), args).value();
    std::vector<Wtf8Buf> back = from_windows_command_line(line, WindowsArgRules::kCrt);
    ASSERT_EQ(back.size(), bufs.size() + 1) << Wtf8Buf::from_utf16(line).debug_string();
    EXPECT_EQ(back[0], v("C:\\p q\\r.exe"));
    for (std::size_t i = 0; i < bufs.size(); ++i) {
      EXPECT_EQ(back[i + 1], bufs[i]) << Wtf8Buf::from_utf16(line).debug_string();
    }
  }
}

// ---- batch files -------------------------------------------------------------------------------

TEST(WindowsBatchFileTest, RecognisesBatchFiles) {
  EXPECT_TRUE(is_windows_batch_file(v(R"(C:\x\Run.BAT)")));
  EXPECT_TRUE(is_windows_batch_file(v("run.cmd")));
  EXPECT_TRUE(is_windows_batch_file(v("run.cmd. ")));
  EXPECT_TRUE(is_windows_batch_file(v("run.bat...")));
  EXPECT_TRUE(is_windows_batch_file(v("run.Cmd  . .")));
  EXPECT_TRUE(is_windows_batch_file(v(".bat")));
  EXPECT_FALSE(is_windows_batch_file(v("run.exe")));
  EXPECT_FALSE(is_windows_batch_file(v("bat")));
  EXPECT_FALSE(is_windows_batch_file(v("runbat")));
  EXPECT_FALSE(is_windows_batch_file(v("run.bat2")));
  EXPECT_FALSE(is_windows_batch_file(v("run.ba t")));
  EXPECT_FALSE(is_windows_batch_file(v("")));
}

std::u16string bat(std::string_view script, std::vector<std::string_view> args) {
  std::vector<Wtf8Buf> bufs;
  for (std::string_view a : args) bufs.push_back(Wtf8Buf::from_utf8(a).value());
  std::vector<WindowsArg> wargs(bufs.begin(), bufs.end());
  absl::StatusOr<std::u16string> line = to_windows_batch_command_line(v(script), wargs);
  EXPECT_TRUE(line.ok()) << line.status();
  return line.ok() ? *line : u"<error>";
}

TEST(WindowsBatchFileTest, QuotesAndDefusesArguments) {
  const std::u16string prefix = u"cmd.exe /e:ON /v:OFF /d /c \"";
  EXPECT_EQ(bat("a.bat", {}), prefix + u"\"a.bat\"\"");
  EXPECT_EQ(bat(R"(C:\my dir\a.bat)", {"x"}), prefix + uR"("C:\my dir\a.bat" x")");
  // safe characters stay bare
  EXPECT_EQ(bat("a.bat", {R"(abc#$*+-./:?@\_XYZ09)"}),
            prefix + uR"("a.bat" abc#$*+-./:?@\_XYZ09")");
  EXPECT_EQ(bat("a.bat", {"\xC3\xA9"}), prefix + u"\"a.bat\" \xE9\"");
  // BatBadBut payloads: the command separators stay inside quotes, quotes are doubled
  EXPECT_EQ(bat("a.bat", {"\"&calc.exe"}), prefix + uR"("a.bat" """&calc.exe"")");
  EXPECT_EQ(bat("a.bat", {"x&calc"}), prefix + uR"("a.bat" "x&calc"")");
  EXPECT_EQ(bat("a.bat", {"\\\"&whoami"}), prefix + uR"("a.bat" "\\""&whoami"")");
  EXPECT_EQ(bat("a.bat", {"aaa\"bbb|ccc"}), prefix + uR"("a.bat" "aaa""bbb|ccc"")");
  EXPECT_EQ(bat("a.bat", {"a^b<c>d(e)f!g"}), prefix + uR"("a.bat" "a^b<c>d(e)f!g"")");
  // % cannot be escaped inside quotes; it is broken up so that no %NAME% is left
  EXPECT_EQ(bat("a.bat", {"%PATH%"}), prefix + uR"("a.bat" "%%cd:~,%PATH%%cd:~,%"")");
  EXPECT_EQ(bat("a.bat", {"%"}), prefix + uR"("a.bat" "%%cd:~,%"")");
  // empty, trailing backslash, blanks, control characters
  EXPECT_EQ(bat("a.bat", {""}), prefix + uR"("a.bat" """)");
  EXPECT_EQ(bat("a.bat", {"dir\\"}), prefix + uR"("a.bat" "dir\\"")");
  EXPECT_EQ(bat("a.bat", {"a b"}), prefix + uR"("a.bat" "a b"")");
  EXPECT_EQ(bat("a.bat", {"a\tb"}), prefix + u"\"a.bat\" \"a\tb\"\"");
  EXPECT_EQ(bat("a.bat", {"\xC2\x85"}), prefix + u"\"a.bat\" \"\x85\"\"");
  // a raw argument is the caller's business
  const std::vector<WindowsArg> raw = {WindowsArg::raw(v("/x \"y\""))};
  EXPECT_EQ(to_windows_batch_command_line(v("a.cmd"), raw).value(), prefix + uR"("a.cmd" /x "y"")");
  // a lone surrogate is no reason to quote, and survives
  const Wtf8Buf lone = Wtf8Buf::from_utf16(u"\xD800");
  EXPECT_EQ(to_windows_batch_command_line(v("a.bat"), {WindowsArg(lone)}).value(),
            prefix + u"\"a.bat\" \xD800\"");
}

TEST(WindowsBatchFileTest, RefusesWhatCannotBeEscaped) {
  auto offset_of = [](std::string_view script, std::string_view arg) -> std::int64_t {
    const Wtf8Buf a = Wtf8Buf::from_utf8(arg).value();
    absl::StatusOr<std::u16string> r = to_windows_batch_command_line(v(script), {WindowsArg(a)});
    if (r.ok()) return -1;
    EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
    return static_cast<std::int64_t>(error_offset(r.status()).value_or(999));
  };
  EXPECT_EQ(offset_of("a.bat", "a\nb"), 1);
  EXPECT_EQ(offset_of("a.bat", "ab\r"), 2);
  EXPECT_EQ(offset_of("a.bat", std::string_view("a\0", 2)), 1);
  EXPECT_EQ(offset_of("a\"b.bat", "x"), 1);
  EXPECT_EQ(offset_of("dir\\", "x"), 3);
  EXPECT_EQ(offset_of("a.bat", "ok"), -1);
}

// ---- POSIX shell: Python's shlex
// -------------------------------------------------------------------

std::string unhex(std::string_view h) {
  if (h == "-") return "";
  std::string out;
  for (std::size_t i = 0; i + 1 < h.size(); i += 2) {
    out.push_back(static_cast<char>(std::stoi(std::string(h.substr(i, 2)), nullptr, 16)));
  }
  return out;
}

std::vector<std::string> split_on(std::string_view s, char sep) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (true) {
    const std::size_t at = s.find(sep, start);
    out.emplace_back(s.substr(start, at - start));
    if (at == std::string_view::npos) break;
    start = at + 1;
  }
  return out;
}

std::string bytes_of(const Wtf8Buf& s) { return os::to_posix_bytes(s).value(); }

TEST(ShellWordsTest, MatchesPythonShlex) {
  std::ifstream in("tests/testdata/shlex_vectors.txt", std::ios::binary);
  ASSERT_TRUE(in) << "tests/testdata/shlex_vectors.txt";
  std::string row;
  int quotes = 0, splits = 0, joins = 0;
  while (std::getline(in, row)) {
    if (row.empty() || row[0] == '#') continue;
    const std::vector<std::string> f = split_on(row, ' ');
    ASSERT_GE(f.size(), 3u) << row;
    if (f[0] == "quote") {
      const Wtf8Buf input = os::from_posix_bytes(unhex(f[1]));
      EXPECT_EQ(bytes_of(sh_quote(input)), unhex(f[2])) << row;
      ++quotes;
    } else if (f[0] == "split") {
      const Wtf8Buf input = os::from_posix_bytes(unhex(f[1]));
      absl::StatusOr<std::vector<Wtf8Buf>> words = sh_split(input);
      if (f[2] == "error") {
        EXPECT_EQ(words.status().code(), absl::StatusCode::kInvalidArgument) << row;
      } else {
        ASSERT_TRUE(words.ok()) << row << " " << words.status();
        std::vector<std::string> want;
        if (f.size() > 3) {
          for (const std::string& w : split_on(f[3], ',')) want.push_back(unhex(w));
        }
        std::vector<std::string> got;
        for (const Wtf8Buf& w : *words) got.push_back(bytes_of(w));
        EXPECT_EQ(got, want) << row;
      }
      ++splits;
    } else if (f[0] == "join") {
      std::vector<Wtf8Buf> bufs;
      for (const std::string& a : split_on(f[1], ',')) {
        bufs.push_back(os::from_posix_bytes(unhex(a)));
      }
      const std::vector<Wtf8View> views(bufs.begin(), bufs.end());
      EXPECT_EQ(bytes_of(sh_join(views)), unhex(f[2])) << row;
      ++joins;
    }
  }
  EXPECT_GT(quotes, 500);
  EXPECT_GT(splits, 500);
  EXPECT_GT(joins, 100);
}

TEST(ShellWordsTest, ExamplesAndErrorOffsets) {
  EXPECT_EQ(sh_quote(v("a.txt")), v("a.txt"));
  EXPECT_EQ(sh_quote(v("")), v("''"));
  EXPECT_EQ(sh_quote(v("it's")), v("'it'\"'\"'s'"));
  EXPECT_EQ(sh_quote(v("$HOME")), v("'$HOME'"));
  EXPECT_EQ(sh_join({v("echo"), v("a b")}), v("echo 'a b'"));
  EXPECT_EQ(sh_join({}), v(""));
  absl::StatusOr<std::vector<Wtf8Buf>> w = sh_split(v("a 'b c'\\ d \"\\$x\\y\" ''"));
  ASSERT_TRUE(w.ok()) << w.status();
  EXPECT_EQ(*w, (std::vector<Wtf8Buf>{Wtf8Buf::from_utf8("a").value(),
                                      Wtf8Buf::from_utf8("b c d").value(),
                                      Wtf8Buf::from_utf8("\\$x\\y").value(), Wtf8Buf()}));
  EXPECT_EQ(error_offset(sh_split(v("a 'b")).status()), 2u);
  EXPECT_EQ(error_offset(sh_split(v("ab \"c\\\"")).status()), 3u);
  EXPECT_EQ(error_offset(sh_split(v("ab c\\")).status()), 4u);
  EXPECT_EQ(error_offset(sh_split(v("\"x\\")).status()), 2u);
}

TEST(ShellWordsTest, SurrogateHalvesJoinAcrossQuotes) {
  // A lead and a trail surrogate that meet once the quotes are gone form one supplementary
  // character, as they do in Python's str.
  const Wtf8Buf line = Wtf8Buf::from_utf16(u"'\xD83D'\xDE00");
  absl::StatusOr<std::vector<Wtf8Buf>> w = sh_split(line);
  ASSERT_TRUE(w.ok());
  ASSERT_EQ(w->size(), 1u);
  EXPECT_EQ((*w)[0].to_utf16(), u"\U0001F600");
  EXPECT_TRUE((*w)[0].is_utf8());
}

TEST(ShellWordsTest, JoinThenSplitGivesTheArgumentsBack) {
  std::mt19937 rng(2026);
  const std::string alphabet[] = {"a", " ",        "\t",   "\n", "'", "\"", "\\",
                                  "$", "\xC3\xA9", "\xFF", "#",  "*", "~",  std::string(1, '\0')};
  for (int round = 0; round < 3000; ++round) {
    std::vector<Wtf8Buf> bufs;
    const int n = static_cast<int>(rng() % 5);
    for (int i = 0; i < n; ++i) {
      std::string s;
      const int len = static_cast<int>(rng() % 7);
      for (int k = 0; k < len; ++k) s += alphabet[rng() % std::size(alphabet)];
      bufs.push_back(os::from_posix_bytes(s));
    }
    const std::vector<Wtf8View> views(bufs.begin(), bufs.end());
    const Wtf8Buf line = sh_join(views);
    absl::StatusOr<std::vector<Wtf8Buf>> back = sh_split(line);
    ASSERT_TRUE(back.ok()) << line.debug_string();
    EXPECT_EQ(*back, bufs) << line.debug_string();
  }
}

// ---- response files ----------------------------------------------------------------------------

TEST(ResponseFileTest, WritesAndReadsBothSyntaxes) {
  EXPECT_EQ(to_response_file({v("-o"), v("a b.o")}, ResponseFileSyntax::kGnu).value(),
            v("-o\n\"a b.o\"\n"));
  EXPECT_EQ(to_response_file({v("-o"), v("a b.o")}, ResponseFileSyntax::kWindows).value(),
            v("-o\n\"a b.o\"\n"));
  EXPECT_EQ(to_response_file({v("C:\\d\\")}, ResponseFileSyntax::kWindows).value(), v("C:\\d\\\n"));
  EXPECT_EQ(to_response_file({v("C:\\d\\")}, ResponseFileSyntax::kGnu).value(),
            v("\"C:\\\\d\\\\\"\n"));
  EXPECT_EQ(to_response_file({v("")}, ResponseFileSyntax::kGnu).value(), v("\"\"\n"));
  EXPECT_EQ(to_response_file({v("it's")}, ResponseFileSyntax::kGnu).value(), v("\"it's\"\n"));
  EXPECT_EQ(
      from_response_file(v("-c 'a b'\n\"x\\\"y\""), ResponseFileSyntax::kGnu),
      (std::vector<Wtf8Buf>{Wtf8Buf::from_utf8("-c").value(), Wtf8Buf::from_utf8("a b").value(),
                            Wtf8Buf::from_utf8("x\"y").value()}));
  // GNU: a backslash escapes inside single quotes too; \v and \f separate words
  EXPECT_EQ(
      from_response_file(v("'a\\'b' c\vd\fe"), ResponseFileSyntax::kGnu),
      (std::vector<Wtf8Buf>{Wtf8Buf::from_utf8("a'b").value(), Wtf8Buf::from_utf8("c").value(),
                            Wtf8Buf::from_utf8("d").value(), Wtf8Buf::from_utf8("e").value()}));
  // Windows: the C runtime's rules, line breaks separate
  EXPECT_EQ(
      from_response_file(v("/Fo\"a b.obj\"\r\n\"x\"\"y\" C:\\d\\"), ResponseFileSyntax::kWindows),
      (std::vector<Wtf8Buf>{Wtf8Buf::from_utf8("/Foa b.obj").value(),
                            Wtf8Buf::from_utf8("x\"y").value(),
                            Wtf8Buf::from_utf8("C:\\d\\").value()}));
  // LLVM's Windows tokenizer test line
  const std::vector<Wtf8Buf> llvm = from_response_file(
      v(R"(a\b c\\d e\\"f g" h\"i j\\\"k "lmn" o pqr "st \"u" \v)"), ResponseFileSyntax::kWindows);
  std::vector<std::string> llvm_utf8;
  for (const Wtf8Buf& w : llvm) llvm_utf8.push_back(w.to_utf8().value());
  EXPECT_EQ(llvm_utf8,
            (std::vector<std::string>{R"(a\b)", R"(c\\d)", R"(e\f g)", R"(h"i)", R"(j\"k)", "lmn",
                                      "o", "pqr", R"(st "u)", R"(\v)"}));
  absl::StatusOr<Wtf8Buf> nul =
      to_response_file({v("a"), v(std::string_view("b\0", 2))}, ResponseFileSyntax::kGnu);
  EXPECT_EQ(error_offset(nul.status()), 1u);
}

TEST(ResponseFileTest, RoundTripsAnyArguments) {
  std::mt19937 rng(5);
  const std::u16string alphabet = u"a \t\r\n\v\f'\"\\@#\xE9\xD800\xDC00";
  for (ResponseFileSyntax syntax : {ResponseFileSyntax::kGnu, ResponseFileSyntax::kWindows}) {
    for (int round = 0; round < 2000; ++round) {
      std::vector<Wtf8Buf> bufs;
      const int n = static_cast<int>(rng() % 5);
      for (int i = 0; i < n; ++i) {
        std::u16string s;
        const int len = static_cast<int>(rng() % 7);
        for (int k = 0; k < len; ++k) s.push_back(alphabet[rng() % alphabet.size()]);
        bufs.push_back(Wtf8Buf::from_utf16(s));
      }
      const std::vector<Wtf8View> views(bufs.begin(), bufs.end());
      const Wtf8Buf text = to_response_file(views, syntax).value();
      EXPECT_EQ(from_response_file(text, syntax), bufs) << text.debug_string();
    }
  }
}

}  // namespace
}  // namespace wtf8
