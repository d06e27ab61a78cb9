// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// PathBuf <-> std::filesystem::path (wtf8/os_path.h): lossless for native-style paths, refused
// for the other style, and real files with non-UTF-8 names reached through a PathBuf.

#include "wtf8/os_path.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>

#include "absl/status/status.h"
#include "gtest/gtest.h"
#include "tests/test_util.h"
#include "wtf8/error.h"
#include "wtf8/os.h"
#include "wtf8/path.h"
#include "wtf8/wtf8_buf.h"

namespace wtf8 {
namespace {

using ::wtf8::error_offset;

Wtf8Buf u(std::string_view utf8) { return Wtf8Buf::from_utf8(utf8).value(); }

TEST(OsPathTest, OtherStyleIsTextNotAPath) {
  const Wtf8Buf text = u("a/b");
  const PathStyle other =
      kNativePathStyle == PathStyle::kPosix ? PathStyle::kWindows : PathStyle::kPosix;
  const absl::StatusOr<std::filesystem::path> p = os::to_path(PathBuf::parse(other, text));
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(error_offset(p.status()), 0u);
  EXPECT_TRUE(os::to_path(PathBuf::native(text)).ok());
}

TEST(OsPathTest, NulIsRefusedWithItsOffset) {
  const Wtf8Buf text = u(std::string("ab/c\0d", 6));
  const absl::StatusOr<std::filesystem::path> p = os::to_path(PathBuf::native(text));
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(error_offset(p.status()), 4u);
}

TEST(OsPathTest, PosixBytesRoundTripThroughANormalizedPathBuf) {
#ifdef _WIN32
  GTEST_SKIP() << "POSIX only: names are bytes (Windows: WindowsNamesRoundTrip...)";
#else
  const PathBuf p = os::to_path_buf(std::filesystem::path("dir//caf\xE9/./x/"));
  EXPECT_EQ(p.as_view(), os::from_posix_bytes("dir/caf\xE9/x"));
  EXPECT_EQ(p.name(), u("x"));
  const PathBuf parent = p.parent();
  EXPECT_EQ(parent.name(), os::from_posix_bytes("caf\xE9"));
  EXPECT_EQ(os::to_path(p)->native(), "dir/caf\xE9/x");
  // A surrogate that is no escaped byte cannot be a POSIX name.
  const Wtf8Buf lone_text = Wtf8Buf::from_utf16(u"a/\xD800");
  const PathBuf lone = PathBuf::posix(lone_text);
  EXPECT_FALSE(os::to_path(lone).ok());
#endif
}

TEST(OsPathTest, EveryComponentByteStringSurvives) {
#ifdef _WIN32
  GTEST_SKIP() << "POSIX only: byte-string names (Windows names are wide strings)";
#else
  std::mt19937 rng(20261123);
  for (int i = 0; i < 20000; ++i) {
    std::string name;
    const int n = 1 + static_cast<int>(rng() % 6);
    for (int k = 0; k < n; ++k) {
      char c = static_cast<char>(rng() % 256);
      if (c == '/' || c == '\0') c = 'x';
      name.push_back(c);
    }
    if (name == ".") continue;  // the one component normalization drops
    const std::string bytes = "/d/" + name;
    SCOPED_TRACE(test_util::hex(bytes));
    const PathBuf p = os::to_path_buf(std::filesystem::path(bytes));
    ASSERT_EQ(p.name(), os::from_posix_bytes(name));
    const absl::StatusOr<std::filesystem::path> back = os::to_path(p);
    ASSERT_TRUE(back.ok()) << back.status();
    ASSERT_EQ(back->native(), bytes);
  }
#endif
}

TEST(OsPathTest, RealFileWithANonUtf8NameThroughAPathBuf) {
#ifdef _WIN32
  GTEST_SKIP() << "POSIX only: a name that is not UTF-8 (Windows: RealFileWithAWideName...)";
#else
  const char* tmp = std::getenv("TEST_TMPDIR");
  const std::filesystem::path dir =
      std::filesystem::path(tmp != nullptr ? tmp : "/tmp") / "os_path_test";
  std::filesystem::create_directories(dir);
  const PathBuf base = os::to_path_buf(dir);
  const Wtf8Buf name = os::from_posix_bytes("r\xE9sum\xE9.tar.gz");
  const PathBuf file = base / name;
  EXPECT_EQ(file.suffix(), u(".gz"));
  EXPECT_EQ(file.stem().to_buf(), os::from_posix_bytes("r\xE9sum\xE9.tar"));
  const absl::StatusOr<std::filesystem::path> path = os::to_path(file);
  ASSERT_TRUE(path.ok()) << path.status();
  { std::ofstream(*path) << "x"; }
  EXPECT_TRUE(std::filesystem::exists(dir / "r\xE9sum\xE9.tar.gz"));
  bool found = false;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const PathBuf listed = os::to_path_buf(entry.path());
    if (listed == file) found = true;
  }
  EXPECT_TRUE(found);
  std::filesystem::remove_all(dir);
#endif
}

TEST(OsPathTest, WindowsNamesRoundTripThroughANormalizedPathBuf) {
#ifndef _WIN32
  GTEST_SKIP() << "Windows only: wide names with lone surrogates (POSIX: PosixBytesRoundTrip...)";
#else
  const std::wstring lone{wchar_t(0xD800)};
  const PathBuf p = os::to_path_buf(std::filesystem::path(L"C:/dir//a" + lone + L"/./x/"));
  EXPECT_EQ(p.as_view(), Wtf8Buf::from_utf16(u"C:\\dir\\a\xD800\\x"));
  const PathBuf parent = p.parent();
  EXPECT_EQ(parent.name(), Wtf8Buf::from_utf16(u"a\xD800"));
  EXPECT_EQ(os::to_path(p)->native(), L"C:\\dir\\a" + lone + L"\\x");
#endif
}

TEST(OsPathTest, RealFileWithAWideNameThroughAPathBuf) {
#ifndef _WIN32
  GTEST_SKIP() << "Windows only (POSIX: RealFileWithANonUtf8NameThroughAPathBuf)";
#else
  // A name wine can hold (no lone surrogate: see windows_test.cc).
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "os_path_test";
  std::filesystem::create_directories(dir);
  const Wtf8Buf name = u("r\xC3\xA9sum\xF0\x9F\x98\x80.tar.gz");
  const PathBuf file = os::to_path_buf(dir) / name;
  EXPECT_EQ(file.suffix(), u(".gz"));
  const absl::StatusOr<std::filesystem::path> path = os::to_path(file);
  ASSERT_TRUE(path.ok()) << path.status();
  { std::ofstream(*path) << "x"; }
  bool found = false;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (os::to_path_buf(entry.path()) == file) found = true;
  }
  EXPECT_TRUE(found);
  std::filesystem::remove_all(dir);
#endif
}

}  // namespace
}  // namespace wtf8
