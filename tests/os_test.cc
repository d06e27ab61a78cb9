// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The OS boundary (wtf8/os.h): the PEP 383 byte rule against an independent model on every 1- and
// 2-byte string, random strings and Markus Kuhn's UTF-8 stress test; real files with non-UTF-8
// names; arguments and environment. Windows-only and POSIX-only tests exist on both platforms and
// skip, saying so, on the other.

#include "wtf8/os.h"

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/test_util.h"
#include "wtf8/code_point.h"
#include "wtf8/error.h"
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
#else
#include <stdlib.h>  // setenv, unsetenv
#endif

namespace wtf8 {
namespace {

namespace fs = std::filesystem;
using test_util::cp;
using test_util::hex;
using ::testing::HasSubstr;
using ::wtf8::error_offset;

Wtf8Buf utf8(std::string_view s) { return Wtf8Buf::from_utf8(s).value(); }

// ---- an independent model of PEP 383 over maximal subparts ------------------------------------
//
// At each position: if a complete well-formed UTF-8 sequence (RFC 3629, checked by the strict
// validator on the candidate length the lead byte announces) starts here, keep it; otherwise
// escape this one byte. Escaping byte by byte gives the same result as escaping each maximal
// ill-formed subpart, because every byte after the first of a subpart is a continuation byte,
// which can never start a sequence.
Wtf8Buf model_from_posix_bytes(std::string_view bytes) {
  Wtf8Buf out;
  std::size_t pos = 0;
  while (pos < bytes.size()) {
    const auto b = static_cast<uint8_t>(bytes[pos]);
    const std::size_t n = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
    if (pos + n <= bytes.size() && Wtf8View::from_utf8(bytes.substr(pos, n)).ok()) {
      out += Wtf8View::from_utf8(bytes.substr(pos, n)).value();
      pos += n;
    } else {
      out.push(cp(0xDC00 + b));
      ++pos;
    }
  }
  return out;
}

void check_round_trip(std::string_view bytes) {
  const Wtf8Buf s = os::from_posix_bytes(bytes);
  ASSERT_EQ(s, model_from_posix_bytes(bytes)) << hex(bytes);
  ASSERT_EQ(s.is_utf8(), Wtf8View::from_utf8(bytes).ok()) << hex(bytes);
  if (s.is_utf8()) {
    ASSERT_EQ(s.as_bytes(), bytes) << hex(bytes);
  }
  const absl::StatusOr<std::string> back = os::to_posix_bytes(s);
  ASSERT_TRUE(back.ok()) << hex(bytes) << ": " << back.status();
  ASSERT_EQ(*back, bytes) << hex(bytes);
}

// ---- from_posix_bytes / to_posix_bytes --------------------------------------------------------

TEST(PosixBytesTest, KeepsUtf8AndEscapesEachIllFormedByte) {
  EXPECT_EQ(os::from_posix_bytes(""), Wtf8Buf());
  EXPECT_EQ(os::from_posix_bytes("plain"), utf8("plain"));
  EXPECT_EQ(os::from_posix_bytes("caf\xC3\xA9 \xF0\x9F\x98\x80"),
            utf8("caf\xC3\xA9 \xF0\x9F\x98\x80"));
  EXPECT_EQ(os::from_posix_bytes("caf\xE9"),
            Wtf8Buf::from_code_points({cp('c'), cp('a'), cp('f'), cp(0xDCE9)}));
  // CESU-8 / WTF-8 surrogate bytes are not UTF-8: three escapes, never a real surrogate.
  EXPECT_EQ(os::from_posix_bytes("\xED\xA0\x80"),
            Wtf8Buf::from_code_points({cp(0xDCED), cp(0xDCA0), cp(0xDC80)}));
  // Over-long, truncated at the end, truncated before ASCII, bytes that never occur in UTF-8.
  EXPECT_EQ(os::from_posix_bytes("\xC0\xAF"), Wtf8Buf::from_code_points({cp(0xDCC0), cp(0xDCAF)}));
  EXPECT_EQ(os::from_posix_bytes("a\xE2\x82"),
            Wtf8Buf::from_code_points({cp('a'), cp(0xDCE2), cp(0xDC82)}));
  EXPECT_EQ(os::from_posix_bytes("\xF0\x9F\x98"
                                 "A"),
            Wtf8Buf::from_code_points({cp(0xDCF0), cp(0xDC9F), cp(0xDC98), cp('A')}));
  EXPECT_EQ(os::from_posix_bytes("\xFE\xFF\x80"),
            Wtf8Buf::from_code_points({cp(0xDCFE), cp(0xDCFF), cp(0xDC80)}));
  // An escaped trail surrogate after a valid character stays a lone surrogate.
  EXPECT_EQ(os::from_posix_bytes("\xF0\x9F\x98\x80\xB0").code_point_count(), 2u);
  // NUL is data here.
  EXPECT_EQ(os::from_posix_bytes(std::string_view("a\0\xFF", 3)).as_bytes(),
            std::string_view("a\0\xED\xB3\xBF", 5));
}

TEST(PosixBytesTest, OneEscapePerByteOfEachMaximalSubpart) {
  // from_utf8_lossy puts one U+FFFD per maximal subpart; PEP 383 one escape per byte of it.
  const std::string input = "x\xF0\x80\x80y\xE1\x80z\xF4\x90";
  EXPECT_EQ(Wtf8Buf::from_utf8_lossy(input).to_utf8_lossy(),
            "x\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBDy\xEF\xBF\xBDz\xEF\xBF\xBD\xEF\xBF\xBD");
  EXPECT_EQ(os::from_posix_bytes(input),
            Wtf8Buf::from_code_points({cp('x'), cp(0xDCF0), cp(0xDC80), cp(0xDC80), cp('y'),
                                       cp(0xDCE1), cp(0xDC80), cp('z'), cp(0xDCF4), cp(0xDC90)}));
}

TEST(PosixBytesTest, EveryOneAndTwoByteStringRoundTrips) {
  for (int a = 0; a < 256; ++a) {
    const std::string one(1, static_cast<char>(a));
    check_round_trip(one);
    for (int b = 0; b < 256; ++b) {
      const std::string two = one + static_cast<char>(b);
      check_round_trip(two);
      if (testing::Test::HasFatalFailure()) return;
    }
  }
}

TEST(PosixBytesTest, RandomByteStringsRoundTrip) {
  // Bytes drawn half from the whole range and half from the bytes where UTF-8 rules change, so
  // that valid multi-byte sequences, over-longs, surrogates and truncations all occur.
  static constexpr uint8_t kInteresting[] = {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0,
                                             0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xED,
                                             0xEE, 0xEF, 0xF0, 0xF1, 0xF4, 0xF5, 0xFE, 0xFF};
  const uint32_t seed = 20261123;
  std::mt19937 rng(seed);
  for (int i = 0; i < 100000; ++i) {
    const std::size_t len = rng() % 24;
    std::string bytes;
    for (std::size_t j = 0; j < len; ++j) {
      bytes += static_cast<char>(rng() % 2 ? rng() % 256
                                           : kInteresting[rng() % std::size(kInteresting)]);
    }
    check_round_trip(bytes);
    if (HasFatalFailure()) {
      ADD_FAILURE() << "seed " << seed << ", string " << i;
      return;
    }
  }
}

std::optional<std::string> read_test_data(const std::string& name) {
  std::vector<std::string> candidates = {"tests/testdata/" + name};
  if (const char* srcdir = std::getenv("TEST_SRCDIR")) {
    candidates.push_back(std::string(srcdir) + "/wtf8/tests/testdata/" + name);
  }
  for (const std::string& path : candidates) {
    std::ifstream in(path, std::ios::binary);
    if (!in) continue;
    std::ostringstream content;
    content << in.rdbuf();
    return content.str();
  }
  return std::nullopt;
}

TEST(PosixBytesTest, KuhnStressTestRoundTrips) {
  const std::optional<std::string> file = read_test_data("UTF-8-test.txt");
  ASSERT_TRUE(file.has_value()) << "tests/testdata/UTF-8-test.txt not found";
  ASSERT_EQ(file->size(), 22835u);
  check_round_trip(*file);
  // Line by line too, so a failure names a short input.
  std::size_t start = 0;
  while (start < file->size()) {
    std::size_t end = file->find('\n', start);
    if (end == std::string::npos) end = file->size();
    check_round_trip(std::string_view(*file).substr(start, end - start));
    if (HasFatalFailure()) return;
    start = end + 1;
  }
  EXPECT_FALSE(os::from_posix_bytes(*file).is_utf8());
}

TEST(PosixBytesTest, ToPosixBytesTurnsEscapesBackIntoBytes) {
  EXPECT_EQ(os::to_posix_bytes(utf8("caf\xC3\xA9")).value(), "caf\xC3\xA9");
  EXPECT_EQ(os::to_posix_bytes(Wtf8Buf::from_utf16(u"\xDC80\xDCFF")).value(), "\x80\xFF");
  // The one ambiguity: escapes that happen to spell UTF-8 come back as that UTF-8.
  const std::string bytes = os::to_posix_bytes(Wtf8Buf::from_utf16(u"\xDCC3\xDCA9")).value();
  EXPECT_EQ(bytes, "\xC3\xA9");
  EXPECT_EQ(os::from_posix_bytes(bytes), utf8("\xC3\xA9"));
}

TEST(PosixBytesTest, ToPosixBytesReadsSplitEscapes) {
  // U+10080 is D800 DC80: the slice after its midpoint is a split trail surrogate U+DC80.
  const Wtf8Buf s = Wtf8Buf::from_utf16(u"\xD800\xDC80");
  ASSERT_EQ(s.as_bytes(), "\xF0\x90\x82\x80");
  const Wtf8View low = s.slice(2, 4);
  EXPECT_EQ(os::to_posix_bytes(low).value(), "\x80");
  // The split lead half is U+D800: not an escape.
  const absl::StatusOr<std::string> high = os::to_posix_bytes(s.slice(0, 2));
  ASSERT_FALSE(high.ok());
  EXPECT_THAT(high.status().message(), HasSubstr("U+D800"));
  EXPECT_EQ(error_offset(high.status()), 0u);
}

TEST(PosixBytesTest, ToPosixBytesRejectsOtherSurrogatesNamingThem) {
  struct Case {
    std::u16string input;
    const char* named;
    std::size_t offset;
  };
  const Case cases[] = {
      {u"a\xD800", "U+D800", 1},      {u"ab\xDBFF", "U+DBFF", 2}, {u"\xDC7F", "U+DC7F", 0},
      {u"\xDC80\xDD00", "U+DD00", 3}, {u"\xDFFF", "U+DFFF", 0},   {u"\x00E9\xDC00", "U+DC00", 2},
  };
  for (const Case& c : cases) {
    const absl::StatusOr<std::string> r = os::to_posix_bytes(Wtf8Buf::from_utf16(c.input));
    ASSERT_FALSE(r.ok()) << c.named;
    EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_THAT(r.status().message(), HasSubstr(c.named));
    EXPECT_EQ(error_offset(r.status()), c.offset) << r.status();
  }
  EXPECT_EQ(os::to_posix_bytes(Wtf8Buf::from_utf16(u"a\xD800")).status().message(),
            "cannot convert to POSIX bytes: surrogate U+D800 is not an escaped byte (only "
            "U+DC80..U+DCFF are) at byte offset 1");
}

// ---- paths ----------------------------------------------------------------------------------

TEST(PathTest, ToPathRefusesNulInsteadOfTruncating) {
  const absl::StatusOr<fs::path> p = os::to_path(utf8(std::string_view("dir/a\0b", 7)));
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(p.status().message(), "cannot convert to a path: NUL character at byte offset 5");
  // A path object holding NUL (possible in memory) converts, keeping it.
  EXPECT_EQ(os::from_path(fs::path(std::string("a\0b", 3))).as_bytes(),
            std::string_view("a\0b", 3));
}

TEST(PathTest, PosixPathsGoThroughBytes) {
#ifdef _WIN32
  GTEST_SKIP() << "POSIX only: Windows paths are wide strings (see WindowsPathTest)";
#else
  const std::string native = "dir/caf\xE9/\xF0\x9F\x98\x80\xFF";
  const Wtf8Buf s = os::from_path(fs::path(native));
  EXPECT_EQ(s, os::from_posix_bytes(native));
  const absl::StatusOr<fs::path> back = os::to_path(s);
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(back->native(), native);
  const absl::StatusOr<fs::path> lead = os::to_path(Wtf8Buf::from_utf16(u"x/\xD800"));
  ASSERT_FALSE(lead.ok());
  EXPECT_EQ(error_offset(lead.status()), 2u);
#endif
}

TEST(WindowsPathTest, WindowsPathsGoThroughWideStrings) {
#ifndef _WIN32
  GTEST_SKIP() << "Windows only: POSIX paths are bytes (see PathTest)";
#else
  // Lone surrogates of both kinds, a pair, and U+DC80..U+DCFF (text on Windows, not bytes).
  const std::wstring native = L"dir\\a\xD800-b\xDC00-\xD83D\xDE00-\xDCE9";
  const Wtf8Buf s = os::from_path(fs::path(native));
  EXPECT_EQ(s.to_wide(), native);
  EXPECT_EQ(s, Wtf8Buf::from_utf16(u"dir\\a\xD800-b\xDC00-\xD83D\xDE00-\xDCE9"));
  const absl::StatusOr<fs::path> back = os::to_path(s);
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(back->native(), native);
#endif
}

// A fresh directory under the test's temporary directory (Bazel's TEST_TMPDIR, else the system's).
fs::path make_temp_dir(const std::string& name) {
  fs::path base;
  if (const char* tmp = std::getenv("TEST_TMPDIR")) {
    base = fs::path(tmp);
  } else {
    base = fs::temp_directory_path();
  }
  std::random_device rd;
  const fs::path dir = base / (name + "-" + std::to_string(rd()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

// The file names the file-system test creates, as they appear in WTF-8.
std::vector<Wtf8Buf> file_names_for_this_os() {
  std::vector<Wtf8Buf> names = {
      utf8("plain.txt"),
      utf8("caf\xC3\xA9.txt"),
      utf8("emoji-\xF0\x9F\x98\x80"),
      utf8("\xE4\xB8\xAD\xE6\x96\x87"),
  };
#ifndef _WIN32
  // POSIX names that are not UTF-8: Latin-1, stray bytes, CESU-8 surrogate bytes, over-long.
  for (const char* bytes : {"latin1-caf\xE9.txt", "bad-\xFF\xFE", "cesu-\xED\xA0\x80\xED\xB0\x80",
                            "\xC0\xAF-overlong", "mixed-\xC3\xA9-\x80"}) {
    names.push_back(os::from_posix_bytes(bytes));
  }
#endif
  return names;
}

TEST(PathTest, RealFilesRoundTripThroughDirectoryListing) {
  const fs::path dir = make_temp_dir("os_test_files");
  const std::vector<Wtf8Buf> names = file_names_for_this_os();
  for (const Wtf8Buf& name : names) {
    const absl::StatusOr<fs::path> p = os::to_path(name);
    ASSERT_TRUE(p.ok()) << p.status();
    std::ofstream out(dir / *p, std::ios::binary);
    ASSERT_TRUE(out) << "cannot create " << name.debug_string();
    out << name.as_bytes();  // each file holds its own name's WTF-8
  }

  std::set<Wtf8Buf> listed;
  std::size_t not_utf8 = 0;
  for (const fs::directory_entry& entry : fs::directory_iterator(dir)) {
    const fs::path file_name = entry.path().filename();
    const Wtf8Buf name = os::from_path(file_name);
    if (!name.is_utf8()) ++not_utf8;
    const absl::StatusOr<fs::path> back = os::to_path(name);
    ASSERT_TRUE(back.ok()) << back.status();
    EXPECT_EQ(back->native(), file_name.native()) << name.debug_string();
    // Open the file through the converted name and find the name inside.
    std::ifstream in(dir / *back, std::ios::binary);
    ASSERT_TRUE(in) << "cannot open " << name.debug_string();
    const std::string content((std::istreambuf_iterator<char>(in)),
                              std::istreambuf_iterator<char>());
    EXPECT_EQ(content, name.as_bytes()) << name.debug_string();
    listed.insert(name);
  }
  EXPECT_EQ(listed, std::set<Wtf8Buf>(names.begin(), names.end()));
#ifdef _WIN32
  EXPECT_EQ(not_utf8, 0u);
#else
  EXPECT_EQ(not_utf8, 5u);
#endif
  std::error_code ec;
  fs::remove_all(dir, ec);
}

// ---- Windows file API ------------------------------------------------------------------------

TEST(WindowsFileTest, CreateFileWAndFindFirstFileWRoundTrip) {
#ifndef _WIN32
  GTEST_SKIP() << "Windows only (CreateFileW / FindFirstFileW)";
#else
  // Names wine can hold (wine stores names as UTF-8 on the Linux side, so no lone surrogates;
  // those are covered at the string level by WindowsPathTest and WideStringTest).
  const fs::path dir = make_temp_dir("os_test_win32");
  const std::vector<Wtf8Buf> names = {utf8("plain.txt"), utf8("caf\xC3\xA9"),
                                      utf8("emoji-\xF0\x9F\x98\x80"),
                                      utf8("\xE4\xB8\xAD\xE6\x96\x87-\xF0\xA0\x80\x80")};
  for (const Wtf8Buf& name : names) {
    const std::wstring full = (dir / os::to_path(name).value()).native();
    HANDLE h = ::CreateFileW(full.c_str(), GENERIC_WRITE, 0, nullptr, CREATE_NEW,
                             FILE_ATTRIBUTE_NORMAL, nullptr);
    ASSERT_NE(h, INVALID_HANDLE_VALUE) << name.debug_string() << " error " << ::GetLastError();
    ::CloseHandle(h);
  }
  std::set<Wtf8Buf> found;
  WIN32_FIND_DATAW data;
  const std::wstring pattern = (dir / L"*").native();
  HANDLE find = ::FindFirstFileW(pattern.c_str(), &data);
  ASSERT_NE(find, INVALID_HANDLE_VALUE);
  do {
    const Wtf8Buf name = Wtf8Buf::from_wide(data.cFileName);
    if (name == utf8(".") || name == utf8("..")) continue;
    found.insert(name);
    // Open it again through to_path.
    const std::wstring full = (dir / os::to_path(name).value()).native();
    HANDLE h = ::CreateFileW(full.c_str(), GENERIC_READ, 0, nullptr, OPEN_EXISTING,
                             FILE_ATTRIBUTE_NORMAL, nullptr);
    EXPECT_NE(h, INVALID_HANDLE_VALUE) << name.debug_string();
    if (h != INVALID_HANDLE_VALUE) ::CloseHandle(h);
  } while (::FindNextFileW(find, &data));
  ::FindClose(find);
  EXPECT_EQ(found, std::set<Wtf8Buf>(names.begin(), names.end()));
  std::error_code ec;
  fs::remove_all(dir, ec);
#endif
}

TEST(WideStringTest, LoneSurrogatesRoundTripThroughWchar) {
  // On Windows wchar_t is UTF-16 (16 bits); elsewhere it holds code points.
  const std::wstring wide = sizeof(wchar_t) == 2 ? std::wstring(
                                                       L"a\xD800"
                                                       L"b\xDFFF")
                                                 : std::wstring(L"ab");
  const Wtf8Buf s = Wtf8Buf::from_wide(wide);
  EXPECT_EQ(s.to_wide(), wide);
  if (sizeof(wchar_t) == 2) {
    EXPECT_EQ(s, Wtf8Buf::from_utf16(u"a\xD800"
                                     u"b\xDFFF"));
    // A pair in wchar_t is one supplementary code point.
    EXPECT_EQ(Wtf8Buf::from_wide(std::wstring{wchar_t(0xD83D), wchar_t(0xDE00)}),
              utf8("\xF0\x9F\x98\x80"));
  }
}

// ---- arguments and environment ---------------------------------------------------------------

TEST(ArgsTest, PosixArgumentsAreDecodedLosslessly) {
#ifdef _WIN32
  GTEST_SKIP() << "POSIX only: on Windows args_os reads the wide command line (WindowsArgsTest)";
#else
  const char* argv[] = {"prog", "caf\xE9", "", "\xF0\x9F\x98\x80", nullptr};
  const std::vector<Wtf8Buf> args = os::args_os(4, argv);
  ASSERT_EQ(args.size(), 4u);
  EXPECT_EQ(args[0], utf8("prog"));
  EXPECT_EQ(args[1], os::from_posix_bytes("caf\xE9"));
  EXPECT_EQ(os::to_posix_bytes(args[1]).value(), "caf\xE9");
  EXPECT_EQ(args[2], Wtf8Buf());
  EXPECT_EQ(args[3], utf8("\xF0\x9F\x98\x80"));
  EXPECT_TRUE(os::args_os(0, nullptr).empty());
#endif
}

TEST(WindowsArgsTest, ArgumentsComeFromTheWideCommandLine) {
#ifndef _WIN32
  GTEST_SKIP() << "Windows only (GetCommandLineW)";
#else
  const std::vector<Wtf8Buf> args = os::args_os(0, nullptr);
  ASSERT_FALSE(args.empty());
  // The program name: this test binary.
  EXPECT_TRUE(args[0].contains(utf8("os_test"))) << args[0].debug_string();
#endif
}

#ifdef _WIN32
void set_env(const std::wstring& name, const std::wstring& value) {
  ASSERT_TRUE(::SetEnvironmentVariableW(name.c_str(), value.c_str()));
}
#endif

TEST(EnvTest, VarOsReadsValuesLosslessly) {
#ifdef _WIN32
  set_env(L"WTF8_OS_TEST_VALUE", L"x\xD800y");
  const std::optional<Wtf8Buf> v = os::var_os(utf8("WTF8_OS_TEST_VALUE"));
  ASSERT_TRUE(v.has_value());
  EXPECT_EQ(*v, Wtf8Buf::from_utf16(u"x\xD800y"));
  set_env(L"WTF8_OS_TEST_EMPTY", L"");
  // A long value exercises the buffer growth.
  set_env(L"WTF8_OS_TEST_LONG", std::wstring(1000, L'\xDC00'));
  EXPECT_EQ(os::var_os(utf8("WTF8_OS_TEST_LONG")),
            Wtf8Buf::from_utf16(std::u16string(1000, u'\xDC00')));
#else
  ASSERT_EQ(::setenv("WTF8_OS_TEST_VALUE", "x\xFFy", 1), 0);
  const std::optional<Wtf8Buf> v = os::var_os(utf8("WTF8_OS_TEST_VALUE"));
  ASSERT_TRUE(v.has_value());
  EXPECT_EQ(*v, os::from_posix_bytes("x\xFFy"));
  EXPECT_EQ(os::to_posix_bytes(*v).value(), "x\xFFy");
  ASSERT_EQ(::setenv("WTF8_OS_TEST_EMPTY", "", 1), 0);
  // A name that is not UTF-8, read back through its escape.
  ASSERT_EQ(::setenv("WTF8_OS_TEST_\xE9", "latin1", 1), 0);
  EXPECT_EQ(os::var_os(os::from_posix_bytes("WTF8_OS_TEST_\xE9")), utf8("latin1"));
#endif
  EXPECT_EQ(os::var_os(utf8("WTF8_OS_TEST_EMPTY")), Wtf8Buf());
  EXPECT_EQ(os::var_os(utf8("WTF8_OS_TEST_UNSET_VARIABLE")), std::nullopt);
  // Names that cannot name a variable.
  EXPECT_EQ(os::var_os(utf8("")), std::nullopt);
  EXPECT_EQ(os::var_os(utf8("WTF8_OS_TEST_VALUE=x")), std::nullopt);
  EXPECT_EQ(os::var_os(utf8(std::string_view("WTF8_OS_TEST_VALUE\0", 19))), std::nullopt);
}

TEST(EnvTest, VarsOsListsEveryVariable) {
#ifdef _WIN32
  set_env(L"WTF8_OS_TEST_LIST", L"v=\xDBFF");
  const Wtf8Buf expected = Wtf8Buf::from_utf16(u"v=\xDBFF");
#else
  ASSERT_EQ(::setenv("WTF8_OS_TEST_LIST", "v=\x80", 1), 0);
  const Wtf8Buf expected = os::from_posix_bytes("v=\x80");
#endif
  int found = 0;
  for (const auto& [name, value] : os::vars_os()) {
    EXPECT_FALSE(name.empty());
    if (name == utf8("WTF8_OS_TEST_LIST")) {
      ++found;
      EXPECT_EQ(value, expected);  // split at the first "=" only
    }
    // Every listed variable reads back the same through var_os (names such as "=C:" included).
    EXPECT_EQ(os::var_os(name), value) << name.debug_string();
  }
  EXPECT_EQ(found, 1);
}

}  // namespace
}  // namespace wtf8
