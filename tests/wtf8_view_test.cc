// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "wtf8/wtf8_view.h"

#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "absl/hash/hash_testing.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/test_util.h"
#include "wtf8/wtf8_buf.h"

namespace wtf8 {
namespace {

using ::testing::HasSubstr;
using wtf8::test_util::cp;
using wtf8::test_util::hex;
using wtf8::test_util::omg;

// ---- validation -----------------------------------------------------------------------------

struct Rejected {
  const char* name;
  std::string bytes;
  size_t offset;
  const char* reason;  // a word the message must contain
};

class Wtf8ViewRejectTest : public ::testing::TestWithParam<Rejected> {};

TEST_P(Wtf8ViewRejectTest, NamesTheOffendingOffset) {
  const Rejected& r = GetParam();
  auto v = Wtf8View::from_wtf8(r.bytes);
  ASSERT_FALSE(v.ok()) << hex(r.bytes);
  EXPECT_EQ(v.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(std::string(v.status().message()),
              HasSubstr("at byte offset " + std::to_string(r.offset)));
  EXPECT_THAT(std::string(v.status().message()), HasSubstr(r.reason));
  // UTF-8 is stricter than WTF-8: it rejects the same input at the same place.
  auto u = Wtf8View::from_utf8(r.bytes);
  ASSERT_FALSE(u.ok());
  EXPECT_THAT(std::string(u.status().message()),
              HasSubstr("at byte offset " + std::to_string(r.offset)));
  EXPECT_FALSE(is_well_formed_wtf8(r.bytes));
  EXPECT_FALSE(is_well_formed_utf8(r.bytes));
}

INSTANTIATE_TEST_SUITE_P(
    Spec, Wtf8ViewRejectTest,
    ::testing::Values(Rejected{"OverlongC0", "ab\xC0\xAF", 2, "overlong"},
                      Rejected{"OverlongC1", "\xC1\xBF", 0, "overlong"},
                      Rejected{"OverlongE0", "a\xE0\x80\x80", 1, "overlong"},
                      Rejected{"OverlongE09F", "\xE0\x9F\xBF", 0, "overlong"},
                      Rejected{"OverlongF0", "xyz\xF0\x8F\xBF\xBF", 3, "overlong"},
                      Rejected{"F5", "\xF5\x80\x80\x80", 0, "never appears"},
                      Rejected{"FF", "abc\xFF", 3, "never appears"},
                      Rejected{"FE", "\xFE", 0, "never appears"},
                      Rejected{"AboveMax", "\xF4\x90\x80\x80", 0, "above U+10FFFF"},
                      Rejected{"StrayContinuation", "a\x80", 1, "continuation"},
                      Rejected{"StrayContinuationAfterSequence", "\xC3\xA9\xA9", 2, "continuation"},
                      Rejected{"TruncatedTwoAtEnd", "ab\xC3", 2, "truncated"},
                      Rejected{"TruncatedThreeAtEnd", "\xE2\x82", 0, "truncated"},
                      Rejected{"TruncatedFourAtEnd", "a\xF0\x9F\x98", 1, "truncated"},
                      Rejected{"InterruptedSequence",
                               "\xE2\x82"
                               "A",
                               0, "continuation"},
                      Rejected{"InterruptedFour",
                               "ab\xF0\x9F\x98"
                               "A",
                               2, "continuation"},
                      Rejected{"SurrogatePair", "\xED\xA0\x80\xED\xB0\x80", 0, "surrogate pair"},
                      Rejected{"SurrogatePairLater", "ab\xED\xAF\xBF\xED\xBF\xBF", 2,
                               "surrogate pair"},
                      Rejected{"C0Controls", std::string("\x00\xC0\x80", 3), 1, "overlong"}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(Wtf8ViewFromWtf8Test, AcceptsLoneSurrogatesAndTrailThenLead) {
  for (const std::string s : {"\xED\xA0\x80", "\xED\xB0\x80", "\xED\xB0\x80\xED\xA0\x80",
                              "\xED\xA0\x80"
                              "a"
                              "\xED\xB0\x80",
                              "\xED\xAF\xBF\xED\xAF\xBF"}) {
    auto v = Wtf8View::from_wtf8(s);
    ASSERT_TRUE(v.ok()) << hex(s) << " " << v.status();
    EXPECT_EQ(v->as_bytes(), s);
    EXPECT_TRUE(is_well_formed_wtf8(s));
    EXPECT_FALSE(is_well_formed_utf8(s));
    auto u = Wtf8View::from_utf8(s);
    ASSERT_FALSE(u.ok());
    EXPECT_THAT(std::string(u.status().message()), HasSubstr("at byte offset 0"));
    EXPECT_THAT(std::string(u.status().message()), HasSubstr("surrogate"));
  }
}

TEST(Wtf8ViewFromWtf8Test, AcceptsEveryWellFormedBoundaryValue) {
  for (const std::string& s :
       {std::string("\0", 1), std::string("\x7F"), std::string("\xC2\x80"), std::string("\xDF\xBF"),
        std::string("\xE0\xA0\x80"), std::string("\xED\x9F\xBF"), std::string("\xEE\x80\x80"),
        std::string("\xEF\xBF\xBF"), std::string("\xF0\x90\x80\x80"),
        std::string("\xF4\x8F\xBF\xBF"), std::string("")}) {
    EXPECT_TRUE(Wtf8View::from_wtf8(s).ok()) << hex(s);
    EXPECT_TRUE(Wtf8View::from_utf8(s).ok()) << hex(s);
  }
}

TEST(Wtf8ViewFromWtf8Test, Rfc3629Section7Examples) {
  const std::vector<std::pair<std::string, std::vector<uint32_t>>> examples = {
      {"\x41\xE2\x89\xA2\xCE\x91\x2E", {0x41, 0x2262, 0x391, 0x2E}},
      {"\xED\x95\x9C\xEA\xB5\xAD\xEC\x96\xB4", {0xD55C, 0xAD6D, 0xC5B4}},
      {"\xE6\x97\xA5\xE6\x9C\xAC\xE8\xAA\x9E", {0x65E5, 0x672C, 0x8A9E}},
      {"\xEF\xBB\xBF\xF0\xA3\x8E\xB4", {0xFEFF, 0x233B4}},
  };
  for (const auto& [bytes, code_points] : examples) {
    auto v = Wtf8View::from_utf8(bytes);
    ASSERT_TRUE(v.ok()) << v.status();
    std::vector<uint32_t> got;
    for (CodePoint c : v->code_points()) got.push_back(c.value());
    EXPECT_EQ(got, code_points);
    std::vector<CodePoint> cps;
    for (uint32_t c : code_points) cps.push_back(cp(c));
    EXPECT_EQ(Wtf8Buf::from_code_points(cps).as_bytes(), bytes);
  }
  // RFC 3629 §10: the surrogate pair bytes must not decode to U+233B4.
  EXPECT_FALSE(Wtf8View::from_utf8("\xED\xA1\x8C\xED\xBE\xB4").ok());
  EXPECT_FALSE(Wtf8View::from_wtf8("\xED\xA1\x8C\xED\xBE\xB4").ok());
  EXPECT_FALSE(Wtf8View::from_utf8(std::string_view("\xC0\x80", 2)).ok());
}

TEST(Wtf8ViewFromOmgWtf8Test, AcceptsSplitEndsOnly) {
  EXPECT_TRUE(Wtf8View::from_omg_wtf8("\x90\x80\x80").ok());  // split U+DC00
  EXPECT_TRUE(Wtf8View::from_omg_wtf8("\xF0\x90\x80").ok());  // split U+D800
  EXPECT_TRUE(Wtf8View::from_omg_wtf8("\x90\x80\x80\xF0\x90\x80").ok());
  EXPECT_TRUE(Wtf8View::from_omg_wtf8("\xBF\xBF\xBF"
                                      "abc"
                                      "\xF4\x8F\xBF")
                  .ok());
  // Not in the middle.
  auto mid = Wtf8View::from_omg_wtf8("a\x90\x80\x80");
  ASSERT_FALSE(mid.ok());
  EXPECT_THAT(std::string(mid.status().message()), HasSubstr("at byte offset 1"));
  auto mid_lead = Wtf8View::from_omg_wtf8(
      "\xF0\x90\x80"
      "a");
  ASSERT_FALSE(mid_lead.ok());
  EXPECT_THAT(std::string(mid_lead.status().message()), HasSubstr("at byte offset 0"));
  // Too short to be a split surrogate.
  EXPECT_FALSE(Wtf8View::from_omg_wtf8("\x90\x80").ok());
  EXPECT_FALSE(Wtf8View::from_omg_wtf8("\xF0\x90").ok());
  // The split lead must be a valid prefix of a 4-byte sequence.
  EXPECT_FALSE(Wtf8View::from_omg_wtf8("\xF0\x80\x80").ok());
  EXPECT_FALSE(Wtf8View::from_omg_wtf8("\xF4\x90\x80").ok());
  // WTF-8 rules still hold inside.
  EXPECT_FALSE(Wtf8View::from_omg_wtf8("\x90\x80\x80\xED\xA0\x80\xED\xB0\x80").ok());
  EXPECT_FALSE(Wtf8View::from_wtf8("\x90\x80\x80").ok());
  EXPECT_FALSE(Wtf8View::from_wtf8("\xF0\x90\x80").ok());
}

// ---- boundaries and slicing (OMG-WTF-8 index space) ---------------------------------------

TEST(Wtf8ViewSliceTest, SplitsSupplementaryAtMidpoint) {
  const Wtf8View s = omg("\xF0\x90\x80\x80");  // U+10000
  EXPECT_TRUE(s.is_boundary(0));
  EXPECT_FALSE(s.is_boundary(1));
  EXPECT_TRUE(s.is_boundary(2));
  EXPECT_FALSE(s.is_boundary(3));
  EXPECT_TRUE(s.is_boundary(4));
  EXPECT_FALSE(s.is_boundary(5));

  const Wtf8View first = s.slice(0, 2);
  EXPECT_EQ(first.as_bytes(), "\xF0\x90\x80");
  EXPECT_EQ(first.size(), 3u);
  EXPECT_FALSE(first.is_canonical());
  EXPECT_EQ(first, Wtf8Buf::from_utf16(u"\xD800"));

  const Wtf8View second = s.slice(2, 4);
  EXPECT_EQ(second.as_bytes(), "\x90\x80\x80");
  EXPECT_EQ(second, Wtf8Buf::from_utf16(u"\xDC00"));
  EXPECT_TRUE(s.slice(2, 2).empty());
  // Zero-copy: the halves overlap by two bytes in memory.
  EXPECT_EQ(first.data(), s.data());
  EXPECT_EQ(second.data(), s.data() + 1);
}

TEST(Wtf8ViewSliceTest, RejectsInsideTwoAndThreeByteSequences) {
  const Wtf8View s = omg("\xC3\xA9\xE2\x82\xAC\xED\xA0\x80");  // é € U+D800
  for (size_t i : {1u, 3u, 4u, 6u, 7u}) {
    EXPECT_FALSE(s.is_boundary(i)) << i;
    EXPECT_FALSE(s.try_slice(0, i).has_value()) << i;
    EXPECT_FALSE(s.try_slice(i, s.size()).has_value()) << i;
  }
  for (size_t i : {0u, 2u, 5u, 8u}) EXPECT_TRUE(s.is_boundary(i)) << i;
  EXPECT_FALSE(s.try_slice(5, 2).has_value());  // begin > end
  EXPECT_FALSE(s.try_slice(0, 9).has_value());  // past the end
  EXPECT_EQ(s.try_slice(2, 5)->as_bytes(), "\xE2\x82\xAC");
}

TEST(Wtf8ViewSliceTest, SlicesOfSplitViewsStayConsistent) {
  const Wtf8View s = omg("\xF0\x90\x80\x80\xF0\x9F\x98\x80");  // U+10000 U+1F600
  const Wtf8View mid = s.slice(2, 6);                          // U+DC00 U+D83D
  EXPECT_EQ(mid.as_bytes(), "\x90\x80\x80\xF0\x9F\x98");
  EXPECT_EQ(mid.to_utf16(), u"\xDC00\xD83D");
  // Offsets inside a split surrogate are not boundaries of the slice.
  EXPECT_TRUE(mid.is_boundary(0));
  EXPECT_FALSE(mid.is_boundary(1));
  EXPECT_FALSE(mid.is_boundary(2));
  EXPECT_TRUE(mid.is_boundary(3));
  EXPECT_FALSE(mid.is_boundary(4));
  EXPECT_FALSE(mid.is_boundary(5));
  EXPECT_TRUE(mid.is_boundary(6));
  EXPECT_EQ(mid.slice(0, 3), Wtf8Buf::from_utf16(u"\xDC00"));
  EXPECT_EQ(mid.slice(3, 6), Wtf8Buf::from_utf16(u"\xD83D"));
}

TEST(Wtf8ViewSliceDeathTest, AbortsNamingOffsetAndSize) {
  const Wtf8View s = omg("a\xC3\xA9");
  EXPECT_DEATH((void)s.slice(0, 2), "slice.*\\[0, 2\\).*3 bytes");
  EXPECT_DEATH((void)s.slice(3, 1), "slice.*\\[3, 1\\)");
  EXPECT_DEATH((void)s.slice_from(9), "slice.*9");
}

// ---- code points ------------------------------------------------------------------------------

std::vector<uint32_t> forward(Wtf8View v) {
  std::vector<uint32_t> out;
  for (CodePoint c : v.code_points()) out.push_back(c.value());
  return out;
}

std::vector<uint32_t> backward(Wtf8View v) {
  std::vector<uint32_t> out;
  auto range = v.code_points();
  for (auto it = range.end(); it != range.begin();) out.insert(out.begin(), (*--it).value());
  return out;
}

TEST(Wtf8ViewCodePointsTest, IteratesBothWaysIncludingSplitEnds) {
  const Wtf8View whole = omg("a\xED\xA0\x80\xC3\xA9\xF0\x9F\x98\x80\xED\xB0\x80");
  const std::vector<uint32_t> expected = {0x61, 0xD800, 0xE9, 0x1F600, 0xDC00};
  EXPECT_EQ(forward(whole), expected);
  EXPECT_EQ(backward(whole), expected);

  const Wtf8View split = omg("\xF0\x9F\x98\x80\xF0\x9F\x98\x80").slice(2, 6);
  EXPECT_EQ(forward(split), (std::vector<uint32_t>{0xDE00, 0xD83D}));
  EXPECT_EQ(backward(split), (std::vector<uint32_t>{0xDE00, 0xD83D}));
  EXPECT_EQ(split.front()->value(), 0xDE00u);
  EXPECT_EQ(split.back()->value(), 0xD83Du);
  EXPECT_FALSE(Wtf8View().front().has_value());

  const Wtf8View lone_split = omg("\x90\x80\x80");
  EXPECT_EQ(backward(lone_split), (std::vector<uint32_t>{0xDC00}));
}

TEST(Wtf8ViewCodePointsTest, IndicesAreByteOffsets) {
  const Wtf8View v =
      omg("\x90\x80\x80"
          "a\xC3\xA9"
          "\xF0\x90\x80");
  std::vector<std::pair<size_t, uint32_t>> got;
  for (auto [offset, c] : v.code_point_indices()) got.emplace_back(offset, c.value());
  EXPECT_EQ(got, (std::vector<std::pair<size_t, uint32_t>>{
                     {0, 0xDC00}, {3, 0x61}, {4, 0xE9}, {6, 0xD800}}));
  auto it = v.code_point_indices().end();
  --it;
  EXPECT_EQ(it->first, 6u);
  EXPECT_EQ(it.offset(), 6u);
}

TEST(Wtf8ViewCodePointsTest, CountsWithoutConverting) {
  const Wtf8View v =
      omg("\x90\x80\x80"
          "a\xC3\xA9\xF0\x9F\x98\x80\xF0\x90\x80");
  EXPECT_EQ(v.code_point_count(), forward(v).size());
  EXPECT_EQ(v.utf16_len(), v.to_utf16().size());
  EXPECT_EQ(v.utf16_len(), 6u);  // DC00, a, é, D83D DE00, D800
  EXPECT_EQ(Wtf8View().code_point_count(), 0u);
}

// ---- conversions --------------------------------------------------------------------------------

TEST(Wtf8ViewConvertTest, ToUtf8FailsOnTheFirstSurrogate) {
  const Wtf8Buf b = Wtf8Buf::from_utf16(
      u"ab\xD800"
      u"c\xDC00");
  auto u = b.to_utf8();
  ASSERT_FALSE(u.ok());
  EXPECT_THAT(std::string(u.status().message()), HasSubstr("at byte offset 2"));
  EXPECT_THAT(std::string(u.status().message()), HasSubstr("U+D800"));
  EXPECT_EQ(b.to_utf8_lossy(),
            "ab\xEF\xBF\xBD"
            "c\xEF\xBF\xBD");

  const Wtf8View split = omg("\xF0\x9F\x98\x80"
                             "ab")
                             .slice(2, 6);
  auto su = split.to_utf8();
  ASSERT_FALSE(su.ok());
  EXPECT_THAT(std::string(su.status().message()), HasSubstr("at byte offset 0"));
  EXPECT_EQ(split.to_utf8_lossy(),
            "\xEF\xBF\xBD"
            "ab");
  EXPECT_EQ(*omg("a\xC3\xA9").to_utf8(), "a\xC3\xA9");
}

TEST(Wtf8ViewConvertTest, IsUtf8AndIsAscii) {
  EXPECT_TRUE(omg("abc").is_ascii());
  EXPECT_TRUE(omg("abc").is_utf8());
  EXPECT_FALSE(omg("\xC3\xA9").is_ascii());
  EXPECT_TRUE(omg("\xC3\xA9").is_utf8());
  EXPECT_FALSE(omg("a\xED\xBF\xBF").is_utf8());
  EXPECT_FALSE(omg("\x90\x80\x80").is_utf8());
  EXPECT_FALSE(omg("\xF0\x90\x80").is_utf8());
  EXPECT_TRUE(omg("\xF0\x90\x80\x80").is_utf8());
  EXPECT_TRUE(Wtf8View().is_ascii());
}

TEST(Wtf8ViewConvertTest, ToBufCanonicalizes) {
  const Wtf8View split =
      omg("\x90\x80\x80"
          "x"
          "\xF0\x90\x80");
  const Wtf8Buf b = split.to_buf();
  EXPECT_EQ(b.as_bytes(),
            "\xED\xB0\x80"
            "x"
            "\xED\xA0\x80");
  EXPECT_TRUE(b.is_canonical());
  EXPECT_EQ(b, split);
}

TEST(Wtf8ViewConvertTest, ToWideRoundTrips) {
  const Wtf8Buf b = Wtf8Buf::from_utf16(u"w\xD800\xDBFF\xDFFF\xDC00");
  EXPECT_EQ(Wtf8Buf::from_wide(b.to_wide()), b);
  if constexpr (sizeof(wchar_t) == 4) {
    EXPECT_EQ(b.to_wide(),
              (std::wstring{L'w', wchar_t(0xD800), wchar_t(0x10FFFF), wchar_t(0xDC00)}));
  }
}

// ---- ASCII case
// ------------------------------------------------------------------------------------

TEST(Wtf8ViewAsciiCaseTest, FoldsOnlyAscii) {
  const Wtf8Buf a = Wtf8Buf::from_utf16(u"Hello \xD800 \u00C9");
  const Wtf8Buf b = Wtf8Buf::from_utf16(u"hELLO \xD800 \u00C9");
  EXPECT_TRUE(a.eq_ignore_ascii_case(b));
  EXPECT_FALSE(a.eq_ignore_ascii_case(Wtf8Buf::from_utf16(u"hello \xD800 \u00E9")));
  EXPECT_FALSE(a.eq_ignore_ascii_case(Wtf8Buf::from_utf16(u"hello \xD801 \u00C9")));
  EXPECT_EQ(a.to_ascii_lowercase(), Wtf8Buf::from_utf16(u"hello \xD800 \u00C9"));
  EXPECT_EQ(a.to_ascii_uppercase(), Wtf8Buf::from_utf16(u"HELLO \xD800 \u00C9"));
  // Split and canonical forms of the same surrogates compare equal ignoring case too.
  const Wtf8View split = omg("\xF0\x90\x80\x80"
                             "Ab")
                             .slice(2, 6);
  EXPECT_TRUE(
      split.eq_ignore_ascii_case(Wtf8Buf::from_utf16(u"\xDC00"
                                                     u"aB")));
  EXPECT_EQ(split.to_ascii_uppercase().as_bytes(),
            "\xED\xB0\x80"
            "AB");
}

// ---- comparison and hashing
// ----------------------------------------------------------------------

TEST(Wtf8ViewCompareTest, SplitAndCanonicalFormsAreEqual) {
  EXPECT_EQ(omg("\xF0\x90\x80"), omg("\xED\xA0\x80"));
  EXPECT_EQ(omg("\x90\x80\x80"), omg("\xED\xB0\x80"));
  EXPECT_EQ(omg("\x90\x80\x80"
                "a"
                "\xF0\x90\x80"),
            omg("\xED\xB0\x80"
                "a"
                "\xED\xA0\x80"));
  EXPECT_NE(omg("\xF0\x90\x80"), omg("\xED\xA0\x81"));
  EXPECT_NE(omg("\x90\x80\x80"), omg("\xED\xA0\x80"));
  EXPECT_FALSE(omg("\x90\x80\x80") < omg("\xED\xB0\x80"));
  EXPECT_FALSE(omg("\xED\xB0\x80") < omg("\x90\x80\x80"));
}

TEST(Wtf8ViewCompareTest, OrderIsCodePointOrder) {
  std::vector<uint32_t> values = {0,      0x41,   0x7F,    0x80,    0x7FF,   0x800,
                                  0xD7FF, 0xD800, 0xDBFF,  0xDC00,  0xDFFF,  0xE000,
                                  0xFFFD, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF};
  // Strings of one or two of these code points, compared against the code point sequences.
  std::vector<std::vector<uint32_t>> seqs;
  for (uint32_t a : values) {
    seqs.push_back({a});
    for (uint32_t b : {0x41u, 0xDC00u, 0xD800u, 0x10000u}) {
      if (internal::is_lead_surrogate(a) && internal::is_trail_surrogate(b)) continue;
      seqs.push_back({a, b});
    }
  }
  seqs.push_back({});
  for (const auto& x : seqs) {
    for (const auto& y : seqs) {
      std::vector<CodePoint> cx, cy;
      for (uint32_t c : x) cx.push_back(cp(c));
      for (uint32_t c : y) cy.push_back(cp(c));
      const Wtf8Buf bx = Wtf8Buf::from_code_points(cx), by = Wtf8Buf::from_code_points(cy);
      EXPECT_EQ(bx < by, x < y);
      EXPECT_EQ(bx <= by, x <= y);
      EXPECT_EQ(bx > by, x > y);
      EXPECT_EQ(bx >= by, x >= y);
      EXPECT_EQ(bx == by, x == y);
      EXPECT_EQ(bx != by, x != y);
    }
  }
}

TEST(Wtf8ViewCompareTest, OrderTreatsSplitFormsAsCanonical) {
  const Wtf8View s = omg("\xF0\x90\x80\x80\xF0\x90\x80\x80");
  const Wtf8View lead = s.slice(0, 2);   // F0 90 80 = U+D800
  const Wtf8View trail = s.slice(2, 4);  // 90 80 80 = U+DC00
  const Wtf8View both = s.slice(2, 6);   // U+DC00 U+D800
  EXPECT_LT(lead, trail);
  EXPECT_LT(trail, both);
  EXPECT_LT(lead, omg("\xED\xA0\x81"));
  EXPECT_GT(lead, omg("\xED\x9F\xBF"));
  EXPECT_LT(lead, omg("\xEE\x80\x80"));
  EXPECT_LT(both, omg("\xED\xB0\x80\xED\xA0\x81"));
  EXPECT_LT(both, omg(std::string("\xED\xB0\x80\xED\xA0\x80\0", 7)));  // a proper prefix
  EXPECT_GT(both, omg("\xED\xB0\x80"));
  EXPECT_LT(both, omg("\xED\xB0\x80\xF0\x90\x80\x80"));
}

TEST(Wtf8ViewHashTest, SplitAndCanonicalFormsHashAlike) {
  const Wtf8View s =
      omg("\xF0\x90\x80\x80"
          "ab"
          "\xF0\x90\x80\x80");
  EXPECT_TRUE(absl::VerifyTypeImplementsAbslHashCorrectly({
      Wtf8View(),
      omg("ab"),
      omg("\xED\xA0\x80"),
      s.slice(0, 2),
      omg("\xED\xB0\x80"),
      s.slice(2, 4),
      s.slice(2, 8),
      omg("\xED\xB0\x80"
          "ab"
          "\xED\xA0\x80"),
      s.slice(6, 8),
      omg("\xED\xB0\x80\xED\xA0\x80"),
      omg("\x90\x80\x80\xF0\x90\x80"),
      omg("\xF0\x90\x80\x80"),
  }));
  EXPECT_EQ(absl::HashOf(s.slice(0, 2)), absl::HashOf(omg("\xED\xA0\x80")));
  EXPECT_EQ(absl::HashOf(Wtf8Buf::from_utf16(u"\xD800")), absl::HashOf(s.slice(0, 2)));
}

TEST(Wtf8ViewHashTest, StdHashAgreesWithEquality) {
  const Wtf8View s = omg("\xF0\x90\x80\x80");
  std::unordered_set<Wtf8Buf> bufs = {Wtf8Buf::from_utf16(u"\xD800"), Wtf8Buf::from_utf16(u"a")};
  EXPECT_EQ(bufs.count(Wtf8Buf::from_utf16(u"\xD800")), 1u);
  std::unordered_set<Wtf8View> views = {s.slice(0, 2), omg("\xED\xA0\x80"), s.slice(2, 4)};
  EXPECT_EQ(views.size(), 2u);  // the split and canonical U+D800 are one key
  EXPECT_EQ(std::hash<Wtf8View>{}(s.slice(0, 2)),
            std::hash<Wtf8Buf>{}(Wtf8Buf::from_utf16(u"\xD800")));
}

// ---- display ------------------------------------------------------------------------------------

TEST(Wtf8ViewDisplayTest, DebugStringEscapes) {
  EXPECT_EQ(Wtf8Buf::from_utf16(u"a\t\r\n\\\"").debug_string(), R"("a\t\r\n\\\"")");
  EXPECT_EQ(Wtf8Buf::from_utf16(std::u16string(u"\0\x1B\x7F", 3)).debug_string(),
            R"("\0\u{1b}\u{7f}")");
  EXPECT_EQ(Wtf8Buf::from_utf16(u"\xD800x\xDFFF").debug_string(), R"("\u{d800}x\u{dfff}")");
  EXPECT_EQ(Wtf8Buf::from_utf16(u"\u00E9\U0001F600\u0080").debug_string(),
            "\"\xC3\xA9\xF0\x9F\x98\x80\xC2\x80\"");
  EXPECT_EQ(omg("\xF0\x9F\x98\x80").slice(2, 4).debug_string(), R"("\u{de00}")");
  EXPECT_EQ(Wtf8View().debug_string(), R"("")");
}

}  // namespace
}  // namespace wtf8
