// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "wtf8/wtf8_buf.h"

#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/test_util.h"

namespace wtf8 {
namespace {

using ::testing::HasSubstr;
using wtf8::test_util::cp;
using wtf8::test_util::hex;
using wtf8::test_util::omg;

// A temporary owner must not hand out views (they would dangle).
static_assert(std::is_convertible_v<const Wtf8Buf&, Wtf8View>);
static_assert(!std::is_convertible_v<Wtf8Buf&&, Wtf8View>);

// The same for the forwarded Wtf8View members that return views into the bytes.
template <typename T, typename = void>
struct CanSlice : std::false_type {};
template <typename T>
struct CanSlice<T, std::void_t<decltype(std::declval<T>().slice(0, 0))>> : std::true_type {};
template <typename T, typename = void>
struct CanIterate : std::false_type {};
template <typename T>
struct CanIterate<T, std::void_t<decltype(std::declval<T>().code_points())>> : std::true_type {};
static_assert(CanSlice<const Wtf8Buf&>::value && CanIterate<const Wtf8Buf&>::value);
static_assert(!CanSlice<Wtf8Buf&&>::value, "slicing a temporary Wtf8Buf would dangle");
static_assert(!CanIterate<Wtf8Buf&&>::value, "iterating a temporary Wtf8Buf would dangle");
static_assert(CanSlice<Wtf8View&&>::value && CanIterate<Wtf8View&&>::value,
              "a temporary view is fine: it owns nothing");

// Every member of Wtf8View is a member of Wtf8Buf with the same result.
TEST(Wtf8BufForwardingTest, SameAsTheView) {
  const Wtf8Buf s = Wtf8Buf::from_utf16(u"a,B\xD800,\U00010000");
  const Wtf8View v = s;
  EXPECT_EQ(s.as_bytes(), v.as_bytes());
  EXPECT_EQ(s.is_ascii(), v.is_ascii());
  EXPECT_EQ(s.is_utf8(), v.is_utf8());
  EXPECT_EQ(s.is_boundary(9), v.is_boundary(9));
  EXPECT_EQ(s.slice(2, 9), v.slice(2, 9));
  EXPECT_EQ(s.try_slice(0, 8), v.try_slice(0, 8));
  EXPECT_EQ(s.front(), v.front());
  EXPECT_EQ(s.back(), v.back());
  EXPECT_EQ(s.code_point_count(), v.code_point_count());
  EXPECT_EQ(s.utf16_len(), v.utf16_len());
  EXPECT_EQ(s.to_utf16(), v.to_utf16());
  EXPECT_EQ(s.to_utf8_lossy(), v.to_utf8_lossy());
  EXPECT_EQ(s.to_ascii_lowercase(), v.to_ascii_lowercase());
  EXPECT_EQ(s.find(','), v.find(','));
  EXPECT_EQ(s.rfind_range(','), v.rfind_range(','));
  EXPECT_EQ(s.split_once(','), v.split_once(','));
  EXPECT_EQ(s.trim_end_matches(cp(0xDC00)), v.trim_end_matches(cp(0xDC00)));
  EXPECT_EQ(s.debug_string(), v.debug_string());
  EXPECT_EQ(std::hash<Wtf8Buf>()(s), std::hash<Wtf8View>()(v));
}

TEST(Wtf8BufFromUtf16Test, SpecExamples) {
  EXPECT_EQ(Wtf8Buf::from_utf16(u"\xD800").as_bytes(), "\xED\xA0\x80");
  EXPECT_EQ(Wtf8Buf::from_utf16(u"\xDC00").as_bytes(), "\xED\xB0\x80");
  EXPECT_EQ(Wtf8Buf::from_utf16(u"\xD800\xDC00").as_bytes(), "\xF0\x90\x80\x80");
  EXPECT_EQ(Wtf8Buf::from_utf16(u"\xDC00\xD800").as_bytes(), "\xED\xB0\x80\xED\xA0\x80");
  EXPECT_EQ(Wtf8Buf::from_utf16(u"\xDBFF\xDFFF").as_bytes(), "\xF4\x8F\xBF\xBF");
  EXPECT_EQ(Wtf8Buf::from_utf16(u"\xD800\xD800\xDC00").as_bytes(), "\xED\xA0\x80\xF0\x90\x80\x80");
  EXPECT_EQ(Wtf8Buf::from_utf16(u"a\u00E9\u20AC").as_bytes(), "a\xC3\xA9\xE2\x82\xAC");
  EXPECT_EQ(Wtf8Buf::from_utf16(u"").size(), 0u);
}

TEST(Wtf8BufFromCodePointsTest, JoinsPairsLikeSpec61) {
  EXPECT_EQ(Wtf8Buf::from_code_points({cp(0xD800), cp(0xDC00)}).as_bytes(), "\xF0\x90\x80\x80");
  EXPECT_EQ(Wtf8Buf::from_code_points({cp(0xDC00), cp(0xD800)}).as_bytes(),
            "\xED\xB0\x80\xED\xA0\x80");
  std::vector<CodePoint> v = {cp('a'), cp(0xD83D), cp(0xDE00), cp(0xD83D)};
  EXPECT_EQ(Wtf8Buf::from_code_points(v).to_utf16(), u"a\U0001F600\xD83D");
}

TEST(Wtf8BufFromUtf8Test, StrictAndLossy) {
  EXPECT_EQ(Wtf8Buf::from_utf8("a\xC3\xA9")->as_bytes(), "a\xC3\xA9");
  auto bad = Wtf8Buf::from_utf8("ab\xED\xA0\x80");
  ASSERT_FALSE(bad.ok());
  EXPECT_THAT(std::string(bad.status().message()), HasSubstr("at byte offset 2"));
  EXPECT_TRUE(Wtf8Buf::from_wtf8("ab\xED\xA0\x80").ok());
  EXPECT_FALSE(Wtf8Buf::from_wtf8("\xED\xA0\x80\xED\xB0\x80").ok());
}

TEST(Wtf8BufFromUtf8LossyTest, OneReplacementPerMaximalSubpart) {
  const std::string r = "\xEF\xBF\xBD";
  EXPECT_EQ(Wtf8Buf::from_utf8_lossy("\xF0\x80\x80").as_bytes(), r + r + r);
  EXPECT_EQ(Wtf8Buf::from_utf8_lossy("\xE1\x80").as_bytes(), r);
  EXPECT_EQ(Wtf8Buf::from_utf8_lossy("\xED\xA0\x80").as_bytes(), r + r + r);
  EXPECT_EQ(Wtf8Buf::from_utf8_lossy("\xF4\x90\x80\x80").as_bytes(), r + r + r + r);
  EXPECT_EQ(Wtf8Buf::from_utf8_lossy("\xC0\xAF").as_bytes(), r + r);
  EXPECT_EQ(Wtf8Buf::from_utf8_lossy("a\xE2\x82"
                                     "b")
                .as_bytes(),
            "a" + r + "b");
  EXPECT_EQ(Wtf8Buf::from_utf8_lossy("\xF0\x9F\x98"
                                     "\xF0\x9F\x98\x80")
                .as_bytes(),
            r + "\xF0\x9F\x98\x80");
  EXPECT_EQ(Wtf8Buf::from_utf8_lossy("\x80\x80 ok").as_bytes(), r + r + " ok");
  EXPECT_EQ(Wtf8Buf::from_utf8_lossy("valid \xC3\xA9").as_bytes(), "valid \xC3\xA9");
  EXPECT_EQ(Wtf8Buf::from_utf8_lossy("").as_bytes(), "");
  EXPECT_TRUE(Wtf8Buf::from_utf8_lossy("\xFF\xED\xA0\x80\xF8").is_utf8());
}

// ---- concatenation ----------------------------------------------------------------------------

std::u16string random_units(std::mt19937& rng, size_t max_len) {
  static const char16_t kAlphabet[] = {u'a',   0xE9,   0x20AC, 0xD800, 0xDBFF,
                                       0xDC00, 0xDFFF, 0xD83D, 0xDE00, 0xFFFF};
  std::u16string s(rng() % (max_len + 1), u'a');
  for (auto& c : s) c = kAlphabet[rng() % (sizeof kAlphabet / sizeof kAlphabet[0])];
  return s;
}

TEST(Wtf8BufConcatTest, EdgeCasesMatchUtf16Concatenation) {
  const std::vector<std::u16string> edges = {u"",
                                             u"a",
                                             u"\xD800",
                                             u"\xDC00",
                                             u"a\xD800",
                                             u"\xDC00"
                                             u"a",
                                             u"\xD83D",
                                             u"\xDE00",
                                             u"\xD800\xDC00",
                                             u"\xDC00\xD800",
                                             u"\xD800\xD800",
                                             u"\xDC00\xDC00",
                                             u"\U0001F600",
                                             u"x\xD83D",
                                             u"\xDE00y",
                                             u"\xDBFF",
                                             u"\xDFFF"};
  for (const auto& a : edges) {
    for (const auto& b : edges) {
      const Wtf8Buf expected = Wtf8Buf::from_utf16(a + b);
      const Wtf8Buf wa = Wtf8Buf::from_utf16(a), wb = Wtf8Buf::from_utf16(b);
      EXPECT_EQ((wa + wb).as_bytes(), expected.as_bytes());
      EXPECT_EQ((Wtf8Buf::from_utf16(a) + Wtf8Buf::from_utf16(b)).as_bytes(), expected.as_bytes());
      EXPECT_EQ((wa.as_view() + wb.as_view()).as_bytes(), expected.as_bytes());
      Wtf8Buf c = wa;
      c += wb;
      EXPECT_EQ(c.as_bytes(), expected.as_bytes());
      Wtf8Buf d = wa;
      for (CodePoint p : wb.code_points()) d.push(p);
      EXPECT_EQ(d.as_bytes(), expected.as_bytes());
    }
  }
}

TEST(Wtf8BufConcatTest, RandomPairsMatchUtf16Concatenation) {
  std::mt19937 rng(20261122);
  for (int i = 0; i < 20000; ++i) {
    const std::u16string a = random_units(rng, 6), b = random_units(rng, 6);
    const Wtf8Buf joined = Wtf8Buf::from_utf16(a) + Wtf8Buf::from_utf16(b);
    ASSERT_EQ(joined.as_bytes(), Wtf8Buf::from_utf16(a + b).as_bytes())
        << Wtf8Buf::from_utf16(a).debug_string() << " + " << Wtf8Buf::from_utf16(b).debug_string();
    ASSERT_TRUE(is_well_formed_wtf8(joined.as_bytes()));
  }
}

TEST(Wtf8BufConcatTest, AppendingSplitHalvesRejoinsThem) {
  const Wtf8View s = omg("\xF0\x9F\x98\x80");
  Wtf8Buf b;
  b.append(s.slice(0, 2));
  EXPECT_EQ(b.as_bytes(), "\xED\xA0\xBD");  // canonical U+D83D
  b.append(s.slice(2, 4));
  EXPECT_EQ(b.as_bytes(), "\xF0\x9F\x98\x80");
  // Split trail surrogate after something else is canonicalized.
  Wtf8Buf c = Wtf8Buf::from_utf16(u"x");
  c += s.slice(2, 4);
  EXPECT_EQ(c.as_bytes(), "x\xED\xB8\x80");
  EXPECT_TRUE(c.is_canonical());
}

TEST(Wtf8BufConcatTest, AppendingItselfJoinsLikeUtf16) {
  // Regression: the join rewrote the buffer (and could reallocate) before the rest of a view of
  // the same buffer was read.
  for (size_t fill : {0u, 1u, 9u, 24u, 100u}) {
    const std::u16string u = u"\xDC00" + std::u16string(fill, u'a') + u"\xD800";
    Wtf8Buf s = Wtf8Buf::from_utf16(u);
    s.shrink_to_fit();
    s += s;
    EXPECT_EQ(s.as_bytes(), Wtf8Buf::from_utf16(u + u).as_bytes()) << fill;
    EXPECT_TRUE(is_well_formed_wtf8(s.as_bytes())) << fill;

    Wtf8Buf t = Wtf8Buf::from_utf16(u);
    t.shrink_to_fit();
    t.append(t.slice_from(0));
    EXPECT_EQ(t.as_bytes(), Wtf8Buf::from_utf16(u + u).as_bytes()) << fill;

    // A split half of our own last supplementary character.
    Wtf8Buf w = Wtf8Buf::from_utf16(std::u16string(fill, u'b') + u"\xD83D\U0001F600");
    w.shrink_to_fit();
    w.append(w.slice_from(w.size() - 2));  // trail half U+DE00 after a scalar: stays lone
    EXPECT_EQ(w.to_utf16(), std::u16string(fill, u'b') + u"\xD83D\U0001F600\xDE00") << fill;
    Wtf8Buf x = Wtf8Buf::from_utf16(std::u16string(fill, u'b') + u"\xD83D\U0001F600\xD83D");
    x.shrink_to_fit();
    x.append(x.slice(x.size() - 5, x.size() - 3));  // trail half of U+1F600 joins the last lead
    EXPECT_EQ(x.to_utf16(), std::u16string(fill, u'b') + u"\xD83D\U0001F600\U0001F600") << fill;
  }
}

// ---- growth and shrinking
// -------------------------------------------------------------------------

TEST(Wtf8BufTest, PopReturnsCodePointsInReverse) {
  Wtf8Buf b = Wtf8Buf::from_utf16(u"a\xD800\U0001F600\xDC00");
  EXPECT_EQ(b.pop()->value(), 0xDC00u);
  EXPECT_EQ(b.pop()->value(), 0x1F600u);
  EXPECT_EQ(b.pop()->value(), 0xD800u);
  EXPECT_EQ(b.pop()->value(), 0x61u);
  EXPECT_FALSE(b.pop().has_value());
  EXPECT_TRUE(b.empty());
}

TEST(Wtf8BufTest, TruncateNeedsACodePointBoundary) {
  Wtf8Buf b = Wtf8Buf::from_utf16(u"a\U0001F600");
  EXPECT_FALSE(b.try_truncate(3));  // middle of the 4-byte sequence: not for an owned string
  EXPECT_FALSE(b.try_truncate(2));
  EXPECT_FALSE(b.try_truncate(6));
  EXPECT_EQ(b.size(), 5u);
  EXPECT_TRUE(b.try_truncate(5));
  EXPECT_TRUE(b.try_truncate(1));
  EXPECT_EQ(b.as_bytes(), "a");
  b.truncate(0);
  EXPECT_TRUE(b.empty());
}

TEST(Wtf8BufDeathTest, TruncateAbortsNamingOffsetAndSize) {
  Wtf8Buf b = Wtf8Buf::from_utf16(u"a\U0001F600");
  EXPECT_DEATH(b.truncate(3), "truncate.*offset 3.*5 bytes");
}

TEST(Wtf8BufTest, CapacityClearCStr) {
  Wtf8Buf b;
  b.reserve(100);
  EXPECT_GE(b.capacity(), 100u);
  b += Wtf8Buf::from_utf16(u"ab");
  EXPECT_STREQ(b.c_str(), "ab");
  b.clear();
  EXPECT_TRUE(b.empty());
  EXPECT_STREQ(b.c_str(), "");
}

TEST(Wtf8BufTest, AsciiCaseInPlace) {
  Wtf8Buf b = Wtf8Buf::from_utf16(u"MiXeD \xD800 \u00C9");
  b.make_ascii_lowercase();
  EXPECT_EQ(b, Wtf8Buf::from_utf16(u"mixed \xD800 \u00C9"));
  b.make_ascii_uppercase();
  EXPECT_EQ(b, Wtf8Buf::from_utf16(u"MIXED \xD800 \u00C9"));
}

TEST(Wtf8BufTest, IntoUtf8) {
  EXPECT_EQ(Wtf8Buf::from_utf16(u"a\xD800"
                                u"b")
                .into_utf8_lossy(),
            "a\xEF\xBF\xBD"
            "b");
  auto ok = Wtf8Buf::from_utf16(u"\u00E9").into_utf8();
  ASSERT_TRUE(ok.ok());
  EXPECT_EQ(*ok, "\xC3\xA9");
  auto bad = Wtf8Buf::from_utf16(u"abc\xDFFF").into_utf8();
  ASSERT_FALSE(bad.ok());
  EXPECT_THAT(std::string(bad.status().message()), HasSubstr("at byte offset 3"));
  EXPECT_EQ(Wtf8Buf::from_utf16(u"\xD800").into_bytes(), "\xED\xA0\x80");
}

TEST(Wtf8BufTest, WideStrings) {
  const std::wstring w = L"w\u00E9";
  EXPECT_EQ(Wtf8Buf::from_wide(w).as_bytes(), "w\xC3\xA9");
  if constexpr (sizeof(wchar_t) == 4) {
    // Surrogate units pair up as in UTF-16; values past U+10FFFF become U+FFFD.
    const std::wstring units = {wchar_t(0xD83D), wchar_t(0xDE00), wchar_t(0xD800),
                                wchar_t(0x110000)};
    EXPECT_EQ(Wtf8Buf::from_wide(units).to_utf16(), u"\U0001F600\xD800\uFFFD");
  }
}

}  // namespace
}  // namespace wtf8

namespace wtf8 {
namespace {

using ::testing::HasSubstr;

TEST(Wtf8BufMoveInTest, FromUtf8TakesTheStringWithoutCopying) {
  std::string text(100, 'x');  // longer than any small-string buffer
  const char* const buffer = text.data();
  absl::StatusOr<Wtf8Buf> b = Wtf8Buf::from_utf8(std::move(text));
  ASSERT_TRUE(b.ok());
  EXPECT_EQ(b->data(), buffer);
  EXPECT_EQ(b->size(), 100u);
}

TEST(Wtf8BufMoveInTest, FailingFromUtf8LeavesTheStringToTheCaller) {
  std::string text = std::string(50, 'x') + "\xED\xA0\x80";
  const absl::StatusOr<Wtf8Buf> b = Wtf8Buf::from_utf8(std::move(text));
  ASSERT_FALSE(b.ok());
  EXPECT_THAT(std::string(b.status().message()), HasSubstr("at byte offset 50"));
  EXPECT_EQ(text.size(), 53u);  // NOLINT(bugprone-use-after-move): documented to be kept
}

TEST(Wtf8BufMoveInTest, LvalueStringsAreCopied) {
  const std::string text = "abc";
  absl::StatusOr<Wtf8Buf> b = Wtf8Buf::from_utf8(text);
  ASSERT_TRUE(b.ok());
  EXPECT_NE(b->data(), text.data());
  EXPECT_EQ(Wtf8Buf::from_utf8("abc")->as_bytes(), "abc");  // a literal still works
}

TEST(Wtf8BufMoveOutTest, IntoUtf8MovesOrGivesTheStringBack) {
  Wtf8Buf ok = Wtf8Buf::from_utf16(std::u16string(100, u'y'));
  const char* const buffer = ok.data();
  absl::StatusOr<std::string> s = std::move(ok).into_utf8();
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(s->data(), buffer);

  Wtf8Buf bad = Wtf8Buf::from_utf16(u"ab\xD800");
  const absl::StatusOr<std::string> r = std::move(bad).into_utf8();
  ASSERT_FALSE(r.ok());
  EXPECT_THAT(std::string(r.status().message()), HasSubstr("at byte offset 2"));
  EXPECT_EQ(bad, Wtf8Buf::from_utf16(u"ab\xD800"));  // NOLINT(bugprone-use-after-move)
}

}  // namespace
}  // namespace wtf8
