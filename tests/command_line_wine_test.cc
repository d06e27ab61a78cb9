// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Windows only (CI runs it under wine in the 45-windows stage; elsewhere it skips itself):
// wtf8/command_line.h against the real thing.
//   - kShell32 against CommandLineToArgvW for every line of up to 7 units over
//     {a, space, tab, ", \} (97,655 lines, in this process; not the empty line, for which
//     CommandLineToArgvW returns the program's own path).
//   - kCrt against the C runtime's argv: a child (tests/windows/command_line_child.cc) is started
//     through CreateProcessW with each line of up to 4 units over the same alphabet (780 lines,
//     the empty one left out: CreateProcessW puts the program's name in its place;
//     each start of a child costs about 0.1 s under wine, which is why not 7), and with lines that
//     to_windows_command_line built for tricky argument lists (lone surrogates, trailing
//     backslashes, quotes, empty arguments): its argv must equal the arguments.
//   - args_os, read in the same child, must equal its argv.
// Where wine is known to differ from Windows the test follows Windows and counts the difference:
// wine's C runtime splits the program name with the rules of the other arguments (escapes, `""`
// in quotes), while Windows' runs quotes on and off with no escapes. A line on which wine's argv
// differs from kCrt is accepted only when it equals that wine rule exactly; the count is printed.

#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"
#include "wtf8/command_line.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

#ifdef _WIN32
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>
// windows.h first.
#include <shellapi.h>
#endif

namespace wtf8 {
namespace {

using Units = std::vector<std::u16string>;

// Every string of exactly `length` units over `alphabet`, in order.
void enumerate(std::u16string_view alphabet, std::size_t length, std::u16string& prefix,
               std::vector<std::u16string>& out) {
  if (prefix.size() == length) {
    out.push_back(prefix);
    return;
  }
  for (char16_t c : alphabet) {
    prefix.push_back(c);
    enumerate(alphabet, length, prefix, out);
    prefix.pop_back();
  }
}

std::vector<std::u16string> lines_up_to(std::size_t max_length) {
  std::vector<std::u16string> lines;
  for (std::size_t n = 0; n <= max_length; ++n) {
    std::u16string prefix;
    enumerate(u"a \t\"\\", n, prefix, lines);
  }
  return lines;
}

Units units_of(const std::vector<Wtf8Buf>& args) {
  Units out;
  for (const Wtf8Buf& a : args) out.push_back(a.to_utf16());
  return out;
}

std::string show(std::u16string_view line) { return Wtf8Buf::from_utf16(line).debug_string(); }

// wine's C runtime: the program name split with the rules of the other arguments.
Units wine_crt_model(std::u16string_view line) {
  std::u16string shifted = u"x ";
  shifted.append(line);
  Units args = units_of(from_windows_command_line(shifted, WindowsArgRules::kCrt));
  args.erase(args.begin());
  if (line.empty() || line[0] == u' ' || line[0] == u'\t') args.insert(args.begin(), u"");
  return args;
}

// The difference this test tolerates, on lines where it shows: Windows' C runtime reads the
// program name with quotes toggling and no escapes, wine's like any other argument.
TEST(WindowsCommandLineModelTest, WineProgramNameRule) {
  // a\" b: Windows keeps the backslash and opens quoting; wine reads an escaped quote.
  const std::u16string_view line = u"a\\\" b";
  EXPECT_EQ(units_of(from_windows_command_line(line, WindowsArgRules::kCrt)), Units{u"a\\ b"})
      << show(line);
  EXPECT_EQ(wine_crt_model(line), (Units{u"a\"", u"b"}));
  // "a""b" c: Windows toggles twice, wine reads "" in quotes as a quote.
  EXPECT_EQ(units_of(from_windows_command_line(u"\"a\"\"b\" c", WindowsArgRules::kCrt)),
            (Units{u"ab", u"c"}));
  EXPECT_EQ(wine_crt_model(u"\"a\"\"b\" c"), (Units{u"a\"b", u"c"}));
  EXPECT_EQ(wine_crt_model(u" a"), (Units{u"", u"a"}));
  EXPECT_EQ(wine_crt_model(u""), Units{u""});
}

TEST(WindowsCommandLineModelTest, EnumerationSizes) {
  EXPECT_EQ(lines_up_to(7).size(), 97656u);  // 1 + 5 + ... + 5^7
  EXPECT_EQ(lines_up_to(4).size(), 781u);
}

#ifdef _WIN32

TEST(WindowsCommandLineWineTest, Shell32MatchesCommandLineToArgvW) {
  std::size_t checked = 0;
  for (const std::u16string& line : lines_up_to(7)) {
    if (line.empty()) continue;  // CommandLineToArgvW returns the program's own path then
    const std::wstring wide(line.begin(), line.end());
    int count = 0;
    wchar_t** argv = ::CommandLineToArgvW(wide.c_str(), &count);
    ASSERT_NE(argv, nullptr) << show(line);
    Units real;
    for (int i = 0; i < count; ++i) {
      const std::wstring arg(argv[i]);
      real.emplace_back(arg.begin(), arg.end());
    }
    ::LocalFree(argv);
    ASSERT_EQ(units_of(from_windows_command_line(line, WindowsArgRules::kShell32)), real)
        << show(line);
    ++checked;
  }
  std::printf("kShell32 == CommandLineToArgvW on %zu lines\n", checked);
}

// The path of the child, next to this test's executable.
std::wstring child_path() {
  std::wstring self(MAX_PATH, L'\0');
  const DWORD n = ::GetModuleFileNameW(nullptr, self.data(), static_cast<DWORD>(self.size()));
  self.resize(n);
  return self.substr(0, self.find_last_of(L"\\/") + 1) + L"command_line_child.exe";
}

struct ChildResult {
  Units argv;
  Units args_os;
};

std::u16string unhex(const std::string& hex) {
  if (hex == "-") return u"";
  std::u16string out;
  for (std::size_t i = 0; i + 3 < hex.size(); i += 4) {
    out.push_back(static_cast<char16_t>(std::stoul(hex.substr(i, 4), nullptr, 16)));
  }
  return out;
}

// Starts the child with `line` as its lpCommandLine and reads what it printed.
bool run_child(const std::wstring& exe, std::u16string_view line, ChildResult& result) {
  SECURITY_ATTRIBUTES sa = {sizeof sa, nullptr, TRUE};
  HANDLE read_end = nullptr, write_end = nullptr;
  if (!::CreatePipe(&read_end, &write_end, &sa, 0)) return false;
  ::SetHandleInformation(read_end, HANDLE_FLAG_INHERIT, 0);
  STARTUPINFOW si = {};
  si.cb = sizeof si;
  si.dwFlags = STARTF_USESTDHANDLES;
  si.hStdOutput = write_end;
  si.hStdError = write_end;
  si.hStdInput = nullptr;
  PROCESS_INFORMATION pi = {};
  std::wstring writable(line.begin(), line.end());  // CreateProcessW may write to it
  const BOOL started = ::CreateProcessW(exe.c_str(), writable.data(), nullptr, nullptr, TRUE, 0,
                                        nullptr, nullptr, &si, &pi);
  ::CloseHandle(write_end);
  if (!started) {
    ::CloseHandle(read_end);
    return false;
  }
  std::string out;
  char buffer[4096];
  DWORD got = 0;
  while (::ReadFile(read_end, buffer, sizeof buffer, &got, nullptr) && got > 0) {
    out.append(buffer, got);
  }
  ::WaitForSingleObject(pi.hProcess, INFINITE);
  ::CloseHandle(pi.hProcess);
  ::CloseHandle(pi.hThread);
  ::CloseHandle(read_end);
  // "argv N", N lines, "args_os M", M lines.
  std::vector<std::string> rows;
  std::size_t start = 0;
  while (start < out.size()) {
    std::size_t end = out.find('\n', start);
    if (end == std::string::npos) end = out.size();
    std::string row = out.substr(start, end - start);
    if (!row.empty() && row.back() == '\r') row.pop_back();
    rows.push_back(row);
    start = end + 1;
  }
  std::size_t i = 0;
  auto read_block = [&](std::string_view name, Units& into) {
    if (i >= rows.size() || rows[i].rfind(std::string(name) + " ", 0) != 0) return false;
    const int n = std::stoi(rows[i].substr(name.size() + 1));
    ++i;
    for (int k = 0; k < n && i < rows.size(); ++k, ++i) into.push_back(unhex(rows[i]));
    return static_cast<int>(into.size()) == n;
  };
  return read_block("argv", result.argv) && read_block("args_os", result.args_os);
}

TEST(WindowsCommandLineWineTest, CrtMatchesTheChildsArgv) {
  const std::wstring exe = child_path();
  std::size_t checked = 0, wine_program_name = 0;
  for (const std::u16string& line : lines_up_to(4)) {
    // An empty lpCommandLine makes CreateProcessW use the program's own name as the line.
    if (line.empty()) continue;
    ChildResult child;
    ASSERT_TRUE(run_child(exe, line, child)) << show(line);
    const Units ours = units_of(from_windows_command_line(line, WindowsArgRules::kCrt));
    if (child.argv != ours) {
      // wine splits the program name like an argument; accepted only when that explains it.
      ASSERT_EQ(child.argv, wine_crt_model(line)) << show(line);
      ++wine_program_name;
    } else {
      // args_os reads the same line with kCrt.
      EXPECT_EQ(child.args_os, child.argv) << show(line);
    }
    EXPECT_EQ(child.args_os, ours) << show(line);
    ++checked;
  }
  std::printf(
      "kCrt == the child's argv on %zu of %zu lines; on the other %zu wine's C runtime split the "
      "program name with the argument rules (Windows does not), and args_os followed Windows\n",
      checked - wine_program_name, checked, wine_program_name);
}

TEST(WindowsCommandLineWineTest, BuiltLinesGiveTheArgumentsBack) {
  const std::wstring exe = child_path();
  const std::vector<std::u16string> lists[] = {
      {u"a b", u"", u"c\"d", u"e\\"},
      {u"dir\\a b\xD800\\", u"\xDC00", u"\U0001F600\xD800"},
      {u"\\\\\"", u"\\\"\\", u"\"\"", u" ", u"\t"},
      {u"EXE \"a\"\" a\"", u"%PATH%", u"^&|<>"},
      {u"a\\\\b", u"\\", u"\\\\", u"\" \\\" \\"},
  };
  for (const auto& list : lists) {
    std::vector<Wtf8Buf> bufs;
    for (const std::u16string& a : list) bufs.push_back(Wtf8Buf::from_utf16(a));
    const std::vector<WindowsArg> args(bufs.begin(), bufs.end());
    const Wtf8Buf program = Wtf8Buf::from_utf16(u"C:\\Program Files\\child.exe");
    const std::u16string line = to_windows_command_line(program, args).value();
    ChildResult child;
    ASSERT_TRUE(run_child(exe, line, child)) << show(line);
    Units want = {program.to_utf16()};
    want.insert(want.end(), list.begin(), list.end());
    EXPECT_EQ(child.argv, want) << show(line);
    EXPECT_EQ(child.args_os, want) << show(line);
  }
}

#else

TEST(WindowsCommandLineWineTest, WindowsOnly) {
  GTEST_SKIP() << "Windows only: CI runs it under wine (stage 45-windows)";
}

#endif

}  // namespace
}  // namespace wtf8
