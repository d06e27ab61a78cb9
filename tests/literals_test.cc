// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Checked literals (wtf8/literals.h) and string literals as patterns (wtf8/pattern.h). That an
// ill-formed literal in a constant expression does not compile is checked by
// //tests:compile_fail_test.

#include "wtf8/literals.h"

#include <cstddef>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_util.h"
#include "wtf8/valid_prefix.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using namespace wtf8::literals;
using test_util::hex;

// Checked at compile time: an ill-formed literal here would not compile.
constexpr Wtf8View kGz = "GZ"_wtf8;
constexpr Wtf8View kLoneLead = "a\xED\xA0\x80"_wtf8;
constexpr Wtf8View kEmpty = ""_wtf8;
static_assert(internal::constexpr_valid_wtf8_up_to("\xC0\xAF", 2) == 0);
static_assert(internal::constexpr_valid_wtf8_up_to("ab\xED\xA0\x80\xED\xB0\x80", 8) == 2);
static_assert(internal::constexpr_valid_wtf8_up_to("\xF0\x9F\x98\x80", 4) == 4);

TEST(Wtf8LiteralTest, ViewsTheLiteral) {
  EXPECT_EQ(kGz.as_bytes(), "GZ");
  EXPECT_TRUE(kEmpty.empty());
  EXPECT_EQ(kLoneLead, Wtf8Buf::from_utf16(u"a\xD800"));
  EXPECT_FALSE(kLoneLead.is_utf8());
  EXPECT_EQ("caf\xC3\xA9"_wtf8.code_point_count(), 4u);
  EXPECT_EQ(Wtf8Buf::from_utf16(u"x\xD800"), "x\xED\xA0\x80"_wtf8);
  // Embedded NULs count: the literal's length is the operator's size argument.
  EXPECT_EQ("a\0b"_wtf8.size(), 3u);
}

TEST(Wtf8LiteralDeathTest, IllFormedAtRunTimeAbortsNamingTheOffset) {
#if !(defined(__cpp_consteval) && __cpp_consteval >= 201811L)
  // Under C++17, outside a constant expression the check runs when the literal is evaluated.
  EXPECT_DEATH((void)"ab\xC0\xAF"_wtf8, "needs well-formed WTF-8.*at byte offset 2");
  EXPECT_DEATH((void)"\xED\xA0\x80\xED\xB0\x80"_wtf8, "at byte offset 0");
#endif
}

// The constexpr validator is a second implementation: it must agree with the library's.
void ExpectAgrees(std::string_view bytes) {
  ASSERT_EQ(internal::constexpr_valid_wtf8_up_to(bytes.data(), bytes.size()),
            valid_wtf8_up_to(bytes))
      << hex(bytes);
}

TEST(Wtf8LiteralTest, ConstexprValidatorAgreesOnAllShortInputs) {
  std::string s;
  for (int a = 0; a < 256; ++a) {
    ExpectAgrees(std::string(1, static_cast<char>(a)));
    for (int b = 0; b < 256; ++b) {
      s = {static_cast<char>(a), static_cast<char>(b)};
      ExpectAgrees(s);
    }
  }
  // Every 3- and 4-byte string over the bytes where the rules change.
  const std::vector<unsigned char> edges = {0x00, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xAF, 0xB0,
                                            0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED,
                                            0xEE, 0xEF, 0xF0, 0xF1, 0xF4, 0xF5, 0xFF};
  for (unsigned char a : edges) {
    for (unsigned char b : edges) {
      for (unsigned char c : edges) {
        s = {static_cast<char>(a), static_cast<char>(b), static_cast<char>(c)};
        ExpectAgrees(s);
        for (unsigned char d : edges) {
          ExpectAgrees(s + static_cast<char>(d));
        }
      }
    }
  }
}

TEST(Wtf8LiteralTest, ConstexprValidatorAgreesOnSurrogateSequences) {
  const std::string_view pieces[] = {"a",
                                     "\xED\xA0\x80",
                                     "\xED\xAF\xBF",
                                     "\xED\xB0\x80",
                                     "\xED\xBF\xBF",
                                     "\xF0\x90\x80\x80",
                                     "\xED\x9F\xBF",
                                     "\xEE\x80\x80",
                                     "\xED\xA0",
                                     "\x80"};
  std::mt19937 rng(7);
  for (int round = 0; round < 20000; ++round) {
    std::string s;
    for (int i = 0, n = static_cast<int>(rng() % 6); i < n; ++i) s += pieces[rng() % 10];
    ExpectAgrees(s);
  }
}

TEST(StringPatternTest, ALiteralIsANeedle) {
  const Wtf8Buf path = Wtf8Buf::from_utf16(u"C:\\dir\\x\xD800.txt");
  EXPECT_EQ(path.find("dir"), 3u);
  EXPECT_EQ(path.rfind("\\"), 6u);
  EXPECT_TRUE(path.ends_with(".txt"));
  EXPECT_TRUE(path.contains(""));
  std::vector<std::string> pieces;
  for (const Wtf8View piece : path.split("\\")) pieces.push_back(piece.debug_string());
  EXPECT_EQ(pieces, (std::vector<std::string>{R"("C:")", R"("dir")", R"("x\u{d800}.txt")"}));
  // The same matches as the equivalent view.
  EXPECT_EQ(path.find("x"), path.find("x"_wtf8));
  const char* c_string = "\xC3\xA9";
  EXPECT_EQ(Wtf8Buf::from_utf16(u"a\xE9").find(c_string), 1u);
}

TEST(StringPatternDeathTest, NotUtf8AbortsNamingTheOffset) {
  const Wtf8Buf s = Wtf8Buf::from_utf16(u"a\xD800");
  // A lone surrogate is WTF-8 but not UTF-8: a plain literal must be UTF-8; "..."_wtf8 may not.
  EXPECT_EQ(s.find("\xED\xA0\x80"_wtf8), 1u);
  EXPECT_DEATH((void)s.find("a\xED\xA0\x80"), "must be valid UTF-8.*at byte offset 1");
  EXPECT_DEATH((void)s.contains("\xFF"), "at byte offset 0");
}

}  // namespace
}  // namespace wtf8
