// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Windows strings: the 16-bit `wchar_t` code path of `from_wide`/`to_wide` against an independent
// UTF-16 -> WTF-8 model, `to_path`/`from_path` through `std::filesystem::path::native()`, the file
// API (`CreateFileW`, `FindFirstFileW`) with names wine can hold, lone-surrogate names at the
// string level, and arguments and environment passed to a child process through `CreateProcessW`.
//
// Compiled everywhere. What needs Windows skips elsewhere with a reason; the string-level checks
// that do not need a 16-bit `wchar_t` (the model against `from_utf16`, the PEP 383 ambiguity) run
// on every platform. The Windows run is CI's `45-windows` stage (mingw-w64 + wine).
//
// Wine's limit: it keeps file names as UTF-8 on the Linux side, so it cannot create a file whose
// name holds a lone surrogate (CreateFileW fails). `LoneSurrogateNamesOnTheFileSystem` tries, and
// skips saying so when the file system refuses; on NTFS it checks the full round trip.

#include <cstdint>
#include <cstdlib>
#include <cwchar>
#include <filesystem>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "gtest/gtest.h"
#include "tests/test_util.h"
#include "wtf8/os.h"
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
#endif

namespace wtf8 {
namespace {

namespace fs = std::filesystem;
using test_util::hex;

constexpr bool kWide16 = sizeof(wchar_t) == 2;
constexpr const char* kNotWide16 =
    "wchar_t is 32 bits here; the 16-bit path runs in CI's 45-windows stage (mingw-w64 + wine)";

Wtf8Buf utf8(std::string_view s) { return Wtf8Buf::from_utf8(s).value(); }

// ---- an independent model: UTF-16 units -> code points -> generalized UTF-8 -----------------

void append_generalized_utf8(uint32_t c, std::string& out) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {  // surrogates included: WTF-8 writes them as 3 bytes
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

// A lead unit followed by a trail unit is one supplementary code point; any other surrogate unit
// is a code point of its own (WTF-8 §4.2).
std::string model_wtf8(const std::vector<uint16_t>& units) {
  std::string out;
  for (std::size_t i = 0; i < units.size(); ++i) {
    const uint32_t u = units[i];
    if (u >= 0xD800 && u <= 0xDBFF && i + 1 < units.size() && units[i + 1] >= 0xDC00 &&
        units[i + 1] <= 0xDFFF) {
      append_generalized_utf8(0x10000 + ((u - 0xD800) << 10) + (units[i + 1] - 0xDC00), out);
      ++i;
    } else {
      append_generalized_utf8(u, out);
    }
  }
  return out;
}

std::u16string to_u16(const std::vector<uint16_t>& units) {
  return std::u16string(units.begin(), units.end());
}

std::wstring to_w(const std::vector<uint16_t>& units) {
  return std::wstring(units.begin(), units.end());
}

// Calls `check` on every unit sequence the model tests use: every unit alone, every sequence of up
// to four boundary units, and 20,000 random sequences rich in surrogates (so that lone ones,
// pairs and reversed pairs all occur). Stops at the first fatal failure.
template <typename Check>
void for_each_unit_sequence(Check check) {
  for (uint32_t u = 0; u <= 0xFFFF; ++u) {
    check(std::vector<uint16_t>{static_cast<uint16_t>(u)});
    if (::testing::Test::HasFatalFailure()) return;
  }
  // Both ends of both surrogate ranges, their neighbours, NUL, ASCII, the BMP's ends.
  const std::vector<uint16_t> alphabet = {0x0000, 0x0061, 0x00E9, 0xD7FF, 0xD800, 0xD83D, 0xDBFF,
                                          0xDC00, 0xDCE9, 0xDE00, 0xDFFF, 0xE000, 0xFFFF};
  std::vector<uint16_t> units;
  for (std::size_t len = 1; len <= 4; ++len) {
    std::vector<std::size_t> digit(len, 0);
    while (true) {
      units.clear();
      for (std::size_t d : digit) units.push_back(alphabet[d]);
      check(units);
      if (::testing::Test::HasFatalFailure()) return;
      std::size_t i = 0;
      while (i < len && ++digit[i] == alphabet.size()) digit[i++] = 0;
      if (i == len) break;
    }
  }
  std::mt19937 rng(20261123);
  std::uniform_int_distribution<int> kind(0, 3);
  std::uniform_int_distribution<uint32_t> any(0, 0xFFFF);
  std::uniform_int_distribution<uint32_t> surrogate(0xD800, 0xDFFF);
  std::uniform_int_distribution<std::size_t> length(0, 24);
  for (int n = 0; n < 20000; ++n) {
    units.assign(length(rng), 0);
    for (uint16_t& u : units) {
      u = static_cast<uint16_t>(kind(rng) == 0 ? any(rng) : surrogate(rng));
    }
    check(units);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

// ---- the 16-bit code path -------------------------------------------------------------------

// The same logic through char16_t on every platform (the model itself is checked here too).
TEST(Utf16ModelTest, FromUtf16MatchesTheModel) {
  std::size_t checked = 0;
  for_each_unit_sequence([&](const std::vector<uint16_t>& units) {
    const std::string expected = model_wtf8(units);
    const Wtf8Buf s = Wtf8Buf::from_utf16(to_u16(units));
    ASSERT_EQ(s.as_bytes(), expected) << hex(expected);
    ASSERT_EQ(s.to_utf16(), to_u16(units)) << hex(expected);
    ++checked;
  });
  EXPECT_EQ(checked, 0x10000u + 13 + 13 * 13 + 13 * 13 * 13 + 13 * 13 * 13 * 13 + 20000);
}

TEST(WindowsWideTest, FromWideAndToWideMatchTheModel) {
  if (!kWide16) GTEST_SKIP() << kNotWide16;
  std::size_t checked = 0;
  for_each_unit_sequence([&](const std::vector<uint16_t>& units) {
    const std::string expected = model_wtf8(units);
    const Wtf8Buf w = Wtf8Buf::from_wide(to_w(units));
    ASSERT_EQ(w.as_bytes(), expected) << hex(expected);
    ASSERT_EQ(w.to_wide(), to_w(units)) << hex(expected);
    ASSERT_EQ(w.as_view().to_wide(), to_w(units)) << hex(expected);
    ++checked;
  });
  EXPECT_EQ(checked, 0x10000u + 13 + 13 * 13 + 13 * 13 * 13 + 13 * 13 * 13 * 13 + 20000);
}

TEST(WindowsWideTest, LoneSurrogatesKeepTheirPlace) {
  if (!kWide16) GTEST_SKIP() << kNotWide16;
  // A lead at the end, a trail at the start, a reversed pair, two leads.
  EXPECT_EQ(Wtf8Buf::from_wide(std::wstring{L'a', wchar_t(0xD800)}).as_bytes(), "a\xED\xA0\x80");
  EXPECT_EQ(Wtf8Buf::from_wide(std::wstring{wchar_t(0xDC00), L'a'}).as_bytes(),
            "\xED\xB0\x80"
            "a");
  EXPECT_EQ(Wtf8Buf::from_wide(std::wstring{wchar_t(0xDC00), wchar_t(0xD800)}).as_bytes(),
            "\xED\xB0\x80\xED\xA0\x80");
  EXPECT_EQ(Wtf8Buf::from_wide(std::wstring{wchar_t(0xD800), wchar_t(0xD800)}).as_bytes(),
            "\xED\xA0\x80\xED\xA0\x80");
  // A pair is one supplementary code point, never two surrogates.
  EXPECT_EQ(Wtf8Buf::from_wide(std::wstring{wchar_t(0xD83D), wchar_t(0xDE00)}).as_bytes(),
            "\xF0\x9F\x98\x80");
}

TEST(WindowsWideTest, HalvesJoinedByConcatenationBecomeOnePair) {
  if (!kWide16) GTEST_SKIP() << kNotWide16;
  Wtf8Buf s = Wtf8Buf::from_wide(std::wstring{wchar_t(0xD83D)});
  s += Wtf8Buf::from_wide(std::wstring{wchar_t(0xDE00)});
  EXPECT_EQ(s.as_bytes(), "\xF0\x9F\x98\x80");  // WTF-8 joins the halves (§4.3)
  EXPECT_EQ(s.to_wide(), (std::wstring{wchar_t(0xD83D), wchar_t(0xDE00)}));
}

TEST(WindowsWideTest, SplitSurrogateViewsGiveOneUnitEach) {
  if (!kWide16) GTEST_SKIP() << kNotWide16;
  // OMG-WTF-8: a slice may cut U+1F600 between its surrogates; each half is one wchar_t.
  const Wtf8Buf s = Wtf8Buf::from_wide(std::wstring{L'x', wchar_t(0xD83D), wchar_t(0xDE00)});
  ASSERT_EQ(s.size(), 5u);
  EXPECT_EQ(s.as_view().slice(0, 3).to_wide(), (std::wstring{L'x', wchar_t(0xD83D)}));
  EXPECT_EQ(s.as_view().slice(3, 5).to_wide(), std::wstring{wchar_t(0xDE00)});
  EXPECT_EQ(s.as_view().slice(3, 5).to_buf(), Wtf8Buf::from_wide(std::wstring{wchar_t(0xDE00)}));
}

// ---- std::filesystem::path ------------------------------------------------------------------

#ifdef _WIN32
// Windows names the string-level tests use: non-ASCII, supplementary, lone surrogates of both
// kinds, and U+DC80..U+DCFF (what a POSIX escape looks like).
std::vector<std::wstring> windows_names() {
  return {
      L"plain.txt",
      L"caf\u00E9.txt",
      std::wstring{wchar_t(0xD83D), wchar_t(0xDE00)} + L".txt",
      L"lone-" + std::wstring{wchar_t(0xD800)} + L".txt",
      L"lone-" + std::wstring{wchar_t(0xDFFF)},
      L"caf" + std::wstring{wchar_t(0xDCE9)},
      std::wstring{wchar_t(0xDBFF), wchar_t(0xDBFF)},
  };
}
#endif

TEST(WindowsPathTest, ToPathAndFromPathGoThroughNative) {
#ifndef _WIN32
  GTEST_SKIP() << "Windows only: path::native() is a wide string there (POSIX: os_test PathTest)";
#else
  for (const std::wstring& name : windows_names()) {
    const fs::path dir_name = fs::path(L"C:\\dir") / name;
    const Wtf8Buf s = os::from_path(dir_name);
    EXPECT_EQ(s, Wtf8Buf::from_wide(dir_name.native())) << s.debug_string();
    EXPECT_EQ(s.to_wide(), dir_name.native()) << s.debug_string();
    const absl::StatusOr<fs::path> back = os::to_path(s);
    ASSERT_TRUE(back.ok()) << back.status();
    EXPECT_EQ(back->native(), dir_name.native()) << s.debug_string();
    // Taking the path apart keeps the surrogates of the name.
    EXPECT_EQ(os::from_path(back->filename()), Wtf8Buf::from_wide(name)) << s.debug_string();
  }
  // NUL is refused with its offset, never cut.
  const absl::StatusOr<fs::path> nul = os::to_path(Wtf8Buf::from_wide(std::wstring(L"a\0b", 3)));
  ASSERT_FALSE(nul.ok());
  EXPECT_EQ(nul.status().message(), "cannot convert to a path: NUL character at byte offset 1");
#endif
}

TEST(WindowsPathTest, EscapeLookingNamesAreTextOnWindowsAndBytesOnPosix) {
  // The PEP 383 ambiguity: U+DCE9 is a name's text on Windows, the escape of byte E9 on POSIX.
  const Wtf8Buf s = Wtf8Buf::from_utf16(u"caf\xDCE9");
  EXPECT_EQ(os::to_posix_bytes(s).value(), "caf\xE9");  // every platform
  EXPECT_EQ(os::from_posix_bytes("caf\xE9"), s);
  // Two such surrogates that spell UTF-8 bytes read back as that text on POSIX: "é".
  EXPECT_EQ(os::to_posix_bytes(Wtf8Buf::from_utf16(u"\xDCC3\xDCA9")).value(), "\xC3\xA9");
  EXPECT_EQ(os::from_posix_bytes("\xC3\xA9"), utf8("\xC3\xA9"));
#ifdef _WIN32
  // On Windows the path keeps the surrogate as a wide unit.
  EXPECT_EQ(os::to_path(s)->native(), L"caf" + std::wstring{wchar_t(0xDCE9)});
#else
  EXPECT_EQ(os::to_path(s)->native(), "caf\xE9");  // the byte
#endif
}

// ---- the file API ---------------------------------------------------------------------------

#ifdef _WIN32
// A fresh directory under the system's temporary directory.
fs::path make_temp_dir(const std::string& name) {
  std::random_device rd;
  const fs::path dir = fs::temp_directory_path() / (name + "-" + std::to_string(rd()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

// Creates `dir\name` with CreateFileW and writes `content`; returns GetLastError() or 0.
DWORD create_file(const fs::path& dir, const Wtf8Buf& name, std::string_view content) {
  const std::wstring full = (dir / os::to_path(name).value()).native();
  HANDLE h = ::CreateFileW(full.c_str(), GENERIC_WRITE, 0, nullptr, CREATE_NEW,
                           FILE_ATTRIBUTE_NORMAL, nullptr);
  if (h == INVALID_HANDLE_VALUE) return ::GetLastError();
  DWORD written = 0;
  const BOOL ok =
      ::WriteFile(h, content.data(), static_cast<DWORD>(content.size()), &written, nullptr);
  ::CloseHandle(h);
  return ok && written == content.size() ? 0 : ::GetLastError();
}

// Reads `dir\name` with CreateFileW, or nullopt.
std::optional<std::string> read_file(const fs::path& dir, const Wtf8Buf& name) {
  const std::wstring full = (dir / os::to_path(name).value()).native();
  HANDLE h = ::CreateFileW(full.c_str(), GENERIC_READ, FILE_SHARE_READ, nullptr, OPEN_EXISTING,
                           FILE_ATTRIBUTE_NORMAL, nullptr);
  if (h == INVALID_HANDLE_VALUE) return std::nullopt;
  std::string out(4096, '\0');
  DWORD read = 0;
  const BOOL ok = ::ReadFile(h, out.data(), static_cast<DWORD>(out.size()), &read, nullptr);
  ::CloseHandle(h);
  if (!ok) return std::nullopt;
  out.resize(read);
  return out;
}

// Every name in `dir` as FindFirstFileW/FindNextFileW report it, converted with from_wide.
std::set<Wtf8Buf> find_names(const fs::path& dir) {
  std::set<Wtf8Buf> names;
  WIN32_FIND_DATAW data;
  const std::wstring pattern = (dir / L"*").native();
  HANDLE find = ::FindFirstFileW(pattern.c_str(), &data);
  if (find == INVALID_HANDLE_VALUE) return names;
  do {
    const std::wstring name = data.cFileName;
    if (name != L"." && name != L"..") names.insert(Wtf8Buf::from_wide(name));
  } while (::FindNextFileW(find, &data));
  ::FindClose(find);
  return names;
}
#endif

TEST(WindowsFileTest, NamesRoundTripThroughCreateFileWAndFindFirstFileW) {
#ifndef _WIN32
  GTEST_SKIP() << "Windows only (CreateFileW / FindFirstFileW); POSIX files: os_test PathTest";
#else
  // Names wine can hold: accents, CJK, supplementary characters (a pair each), the text a
  // UTF-8 name shows when read as Latin-1 ("cafÃ©"), and a name spelling an escape in ASCII (no
  // backslash: a separator).
  const std::vector<Wtf8Buf> names = {
      utf8("plain.txt"),
      utf8("caf\xC3\xA9.txt"),
      utf8("\xE4\xB8\xAD\xE6\x96\x87"),
      utf8("emoji-\xF0\x9F\x98\x80"),
      utf8("ext-b-\xF0\xA0\x80\x80-\xF4\x8F\xBF\xBD"),
      utf8("caf\xC3\x83\xC2\xA9"),
      utf8("caf-u{dce9}"),
  };
  const fs::path dir = make_temp_dir("windows_test_files");
  for (const Wtf8Buf& name : names) {
    ASSERT_EQ(create_file(dir, name, name.as_bytes()), 0u) << name.debug_string();
  }
  // FindFirstFileW gives the names back exactly; each opens through to_path and holds its name.
  const std::set<Wtf8Buf> found = find_names(dir);
  EXPECT_EQ(found, std::set<Wtf8Buf>(names.begin(), names.end()));
  for (const Wtf8Buf& name : found) {
    EXPECT_EQ(read_file(dir, name), std::string(name.as_bytes())) << name.debug_string();
  }
  // std::filesystem lists the same names through from_path.
  std::set<Wtf8Buf> listed;
  for (const fs::directory_entry& entry : fs::directory_iterator(dir)) {
    listed.insert(os::from_path(entry.path().filename()));
  }
  EXPECT_EQ(listed, found);
  std::error_code ec;
  fs::remove_all(dir, ec);
#endif
}

TEST(WindowsFileTest, LoneSurrogateNamesOnTheFileSystem) {
#ifndef _WIN32
  GTEST_SKIP() << "Windows only (lone surrogates in file names are a Windows matter)";
#else
  const fs::path dir = make_temp_dir("windows_test_lone");
  std::vector<Wtf8Buf> names;
  for (const std::wstring& wide : windows_names()) names.push_back(Wtf8Buf::from_wide(wide));
  std::vector<Wtf8Buf> created;
  DWORD refused_error = 0;
  std::string refused;
  for (const Wtf8Buf& name : names) {
    const DWORD error = create_file(dir, name, name.as_bytes());
    if (error == 0) {
      created.push_back(name);
    } else if (!name.is_utf8()) {
      refused_error = error;
      refused += name.debug_string() + " ";
    } else {
      ADD_FAILURE() << "cannot create " << name.debug_string() << ": error " << error;
    }
  }
  const std::set<Wtf8Buf> found = find_names(dir);
  EXPECT_EQ(found, std::set<Wtf8Buf>(created.begin(), created.end()));
  for (const Wtf8Buf& name : found) {
    EXPECT_EQ(read_file(dir, name), std::string(name.as_bytes())) << name.debug_string();
  }
  std::error_code ec;
  fs::remove_all(dir, ec);
  if (!refused.empty()) {
    GTEST_SKIP() << "this file system cannot hold names with lone surrogates (CreateFileW error "
                 << refused_error << " for " << refused
                 << "); wine keeps names as UTF-8, NTFS would not refuse. The names with "
                 << "surrogate pairs were checked; lone surrogates are covered at the string "
                 << "level (WindowsPathTest, WindowsWideTest)";
  }
#endif
}

// ---- arguments and environment through a child process ----------------------------------------
//
// The parent starts this test binary again with CreateProcessW, a command line holding lone
// surrogates and an environment block holding one, and a filter that runs only the child test.
// The child checks args_os/var_os/vars_os and exits 0 when they saw exactly what was passed.

#ifdef _WIN32
constexpr const char* kChildVariable = "WTF8_WINDOWS_TEST_CHILD";

// The arguments after the filter, as the parent writes them and the child expects them.
std::vector<std::wstring> child_arguments() {
  return {L"a" + std::wstring{wchar_t(0xD800)} + L"b",  // a lone lead
          L"with space",                                // quoted on the command line
          std::wstring{wchar_t(0xDCE9)},                // an escape-looking lone trail
          std::wstring{wchar_t(0xD83D), wchar_t(0xDE00)}};
}
std::wstring child_value() { return L"v" + std::wstring{wchar_t(0xDBFF)} + L"=x"; }
#endif

TEST(WindowsProcessTest, ArgsAndEnvironmentReachAChildLosslessly) {
#ifndef _WIN32
  GTEST_SKIP() << "Windows only (CreateProcessW, GetCommandLineW, GetEnvironmentStringsW)";
#else
  wchar_t exe[MAX_PATH];
  ASSERT_GT(::GetModuleFileNameW(nullptr, exe, MAX_PATH), 0u);
  std::wstring command =
      L"\"" + std::wstring(exe) + L"\" --gtest_filter=WindowsProcessTest.ChildSeesWhatItWasGiven";
  for (const std::wstring& arg : child_arguments()) {
    command += arg.find(L' ') == std::wstring::npos ? L" " + arg : L" \"" + arg + L"\"";
  }
  // The parent's environment plus the two child variables (a double-NUL-terminated block).
  std::wstring block;
  wchar_t* env = ::GetEnvironmentStringsW();
  ASSERT_NE(env, nullptr);
  for (const wchar_t* p = env; *p != L'\0'; p += std::wcslen(p) + 1)
    block += p + std::wstring(1, L'\0');
  ::FreeEnvironmentStringsW(env);
  block += L"WTF8_WINDOWS_TEST_CHILD=1" + std::wstring(1, L'\0');
  block += L"WTF8_WINDOWS_TEST_VALUE=" + child_value() + std::wstring(1, L'\0');
  block += L'\0';

  STARTUPINFOW startup = {};
  startup.cb = sizeof(startup);
  PROCESS_INFORMATION process = {};
  ASSERT_TRUE(::CreateProcessW(exe, command.data(), nullptr, nullptr, FALSE,
                               CREATE_UNICODE_ENVIRONMENT, block.data(), nullptr, &startup,
                               &process))
      << "CreateProcessW error " << ::GetLastError();
  ::WaitForSingleObject(process.hProcess, 120000);
  DWORD code = 1;
  ::GetExitCodeProcess(process.hProcess, &code);
  ::CloseHandle(process.hThread);
  ::CloseHandle(process.hProcess);
  EXPECT_EQ(code, 0u) << "the child's own failures are printed above";
#endif
}

TEST(WindowsProcessTest, ChildSeesWhatItWasGiven) {
#ifndef _WIN32
  GTEST_SKIP() << "Windows only (the child of ArgsAndEnvironmentReachAChildLosslessly)";
#else
  if (std::getenv(kChildVariable) == nullptr) {
    GTEST_SKIP() << "runs only as the child process ArgsAndEnvironmentReachAChildLosslessly starts";
  }
  const std::vector<Wtf8Buf> args = os::args_os(0, nullptr);
  const std::vector<std::wstring> expected = child_arguments();
  ASSERT_EQ(args.size(), 2 + expected.size());
  EXPECT_TRUE(args[0].contains(utf8("windows_test"))) << args[0].debug_string();
  EXPECT_EQ(args[1], utf8("--gtest_filter=WindowsProcessTest.ChildSeesWhatItWasGiven"));
  for (std::size_t i = 0; i < expected.size(); ++i) {
    EXPECT_EQ(args[2 + i], Wtf8Buf::from_wide(expected[i])) << args[2 + i].debug_string();
  }
  const Wtf8Buf value = Wtf8Buf::from_wide(child_value());
  EXPECT_EQ(os::var_os(utf8("WTF8_WINDOWS_TEST_VALUE")), value);
  int seen = 0;
  for (const auto& [name, v] : os::vars_os()) {
    if (name == utf8("WTF8_WINDOWS_TEST_VALUE")) {
      ++seen;
      EXPECT_EQ(v, value) << v.debug_string();  // split at the first "=" only
    }
  }
  EXPECT_EQ(seen, 1);
#endif
}

}  // namespace
}  // namespace wtf8
