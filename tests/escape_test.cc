// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// parse_escaped (wtf8/escape.h): every escape, both forms, every error with its offset, and the
// round trip parse_escaped(debug_string(x)) == x on random strings with lone surrogates.

#include "wtf8/escape.h"

#include <cstdint>
#include <random>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "gtest/gtest.h"
#include "tests/test_util.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using test_util::error_offset;

Wtf8Buf parsed(std::string_view text) {
  auto r = parse_escaped(text);
  EXPECT_TRUE(r.ok()) << text << ": " << r.status();
  return r.ok() ? *std::move(r) : Wtf8Buf();
}

TEST(ParseEscapedTest, PlainTextIsItself) {
  EXPECT_EQ(parsed("").as_bytes(), "");
  EXPECT_EQ(parsed("abc").as_bytes(), "abc");
  EXPECT_EQ(parsed("caf\xC3\xA9 \xF0\x9F\x98\x80").as_bytes(), "caf\xC3\xA9 \xF0\x9F\x98\x80");
  EXPECT_EQ(parsed("a\"b").as_bytes(), "a\"b");  // bare form: a quote is literal
  EXPECT_EQ(parsed("ab\"").as_bytes(), "ab\"");
}

TEST(ParseEscapedTest, SimpleEscapes) {
  EXPECT_EQ(parsed(R"(\\)").as_bytes(), "\\");
  EXPECT_EQ(parsed(R"(\")").as_bytes(), "\"");
  EXPECT_EQ(parsed(R"(\')").as_bytes(), "'");
  EXPECT_EQ(parsed(R"(\n\t\r)").as_bytes(), "\n\t\r");
  EXPECT_EQ(parsed(R"(a\0b)").as_bytes(), std::string_view("a\0b", 3));
}

TEST(ParseEscapedTest, UnicodeEscapes) {
  EXPECT_EQ(parsed(R"(\u{41})").as_bytes(), "A");
  EXPECT_EQ(parsed(R"(\u{0})").as_bytes(), std::string_view("\0", 1));
  EXPECT_EQ(parsed(R"(\u{e9}\u{E9})").as_bytes(), "\xC3\xA9\xC3\xA9");
  EXPECT_EQ(parsed(R"(\u{10FFFF})").as_bytes(), "\xF4\x8F\xBF\xBF");
  EXPECT_EQ(parsed(R"(\u{000041})").as_bytes(), "A");  // 6 digits at most
}

TEST(ParseEscapedTest, LoneSurrogatesAndJoinedPairs) {
  EXPECT_EQ(parsed(R"(a\u{D800})").to_utf16(), u"a\xD800");
  EXPECT_EQ(parsed(R"(\u{dc00}x)").to_utf16(), u"\xDC00x");
  // Pushed one after the other, a lead and a trail join into one supplementary code point.
  EXPECT_EQ(parsed(R"(\u{d83d}\u{de00})").as_bytes(), "\xF0\x9F\x98\x80");
  // A trail then a lead stay two lone surrogates.
  EXPECT_EQ(parsed(R"(\u{de00}\u{d83d})").to_utf16(), u"\xDE00\xD83D");
}

TEST(ParseEscapedTest, HexByteEscapes) {
  EXPECT_EQ(parsed(R"(\x41\x7f\x7F)").as_bytes(), "A\x7F\x7F");
  EXPECT_EQ(parsed(R"(\x00)").as_bytes(), std::string_view("\0", 1));
  // PEP 383: byte b >= 0x80 is U+DC80 + (b - 0x80).
  EXPECT_EQ(parsed(R"(\x80)").to_utf16(), u"\xDC80");
  EXPECT_EQ(parsed(R"(\xff)").to_utf16(), u"\xDCFF");
  EXPECT_EQ(parsed(R"(name-\xE9.txt)").to_utf16(), u"name-\xDCE9.txt");
}

TEST(ParseEscapedTest, QuotedForm) {
  EXPECT_EQ(parsed(R"("")").as_bytes(), "");
  EXPECT_EQ(parsed(R"("a\"b")").as_bytes(), "a\"b");
  EXPECT_EQ(parsed(R"("\\")").as_bytes(), "\\");
  EXPECT_EQ(parsed(R"("a\u{d800}")").to_utf16(), u"a\xD800");
}

struct BadCase {
  std::string_view text;
  std::size_t offset;
};

TEST(ParseEscapedTest, BadEscapesNameTheirOffset) {
  const BadCase cases[] = {
      {R"(\)", 0},
      {R"(ab\)", 2},
      {R"(ab\q)", 2},
      {R"(\x)", 0},
      {R"(\x4)", 0},
      {R"(\x4g)", 0},
      {R"(a\xg1)", 1},
      {R"(\u)", 0},
      {R"(\u41)", 0},
      {R"(\u{)", 0},
      {R"(\u{41)", 0},
      {R"(xy\u{})", 2},
      {R"(\u{12345678})", 0},
      {R"(\u{1234567})", 0},
      {R"(\u{110000})", 0},
      {R"(\u{4g})", 0},
      {R"(\u{-1})", 0},
      {R"(ok\U{41})", 2},
      {"\"ab", 0},
      {"\"a\"b\"", 2},
      {"\"ab\"c", 3},
      {"\"", 0},
      {R"("\")", 0},
  };
  for (const BadCase& c : cases) {
    const auto r = parse_escaped(c.text);
    ASSERT_FALSE(r.ok()) << c.text;
    EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument) << c.text;
    EXPECT_EQ(error_offset(r.status()), c.offset) << c.text << ": " << r.status();
  }
}

TEST(ParseEscapedTest, TextThatIsNotUtf8Fails) {
  for (const BadCase& c : {BadCase{"ab\xFF", 2}, BadCase{"\xED\xA0\x80", 0}, BadCase{"\\n\xC3", 2},
                           BadCase{"\"a\x80\"", 2}}) {
    const auto r = parse_escaped(c.text);
    ASSERT_FALSE(r.ok()) << test_util::hex(c.text);
    EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_EQ(error_offset(r.status()), c.offset) << r.status();
  }
}

// A random code point, biased towards the interesting ones: escapes, controls, surrogates.
uint32_t random_code_point(std::mt19937& rng) {
  static constexpr uint32_t kSpecial[] = {
      0,      '\t',   '\n',   '\r',   '\\',    '"',      '\'',   0x1B, 0x7F, 0x80, 0xD800, 0xDBFF,
      0xDC00, 0xDC80, 0xDCFF, 0xDFFF, 0x10000, 0x10FFFF, 0xFFFD, 'u',  '{',  '}',  0x1F600};
  switch (rng() % 4) {
    case 0:
      return kSpecial[rng() % (sizeof(kSpecial) / sizeof(kSpecial[0]))];
    case 1:
      return 0x20 + rng() % 0x5F;
    case 2:
      return 0xD800 + rng() % 0x800;
    default:
      return rng() % 0x110000;
  }
}

TEST(ParseEscapedTest, InvertsDebugStringOnRandomStrings) {
  std::mt19937 rng(20261123);
  for (int iter = 0; iter < 20000; ++iter) {
    Wtf8Buf x;
    const int len = static_cast<int>(rng() % 12);
    for (int k = 0; k < len; ++k) x.push(CodePoint::from_u32_unchecked(random_code_point(rng)));
    const std::string debug = x.debug_string();
    const auto back = parse_escaped(debug);
    ASSERT_TRUE(back.ok()) << debug << ": " << back.status();
    ASSERT_EQ(*back, x) << "seed 20261123, iteration " << iter << ": " << debug;
    // The bare form (without the quotes) parses to the same string.
    const auto bare = parse_escaped(std::string_view(debug).substr(1, debug.size() - 2));
    ASSERT_TRUE(bare.ok()) << debug;
    ASSERT_EQ(*bare, x) << debug;
  }
}

TEST(ParseEscapedTest, InvertsDebugStringOfSplitSurrogateViews) {
  const Wtf8Buf emoji = Wtf8Buf::from_utf16(u"\U0001F600");
  for (const Wtf8View half : {emoji.slice(0, 2), emoji.slice(2, 4)}) {
    const auto back = parse_escaped(half.debug_string());
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(*back, half) << half.debug_string();
  }
}

}  // namespace
}  // namespace wtf8
