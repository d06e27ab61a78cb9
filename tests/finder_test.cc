// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8::Finder (wtf8/finder.h) and the search engine behind it on haystacks long enough for every
// kernel table's vector loops (hundreds of bytes, with lone surrogates and supplementary
// characters at every position), under every table this CPU has: `Finder`, `Wtf8View::find` and
// the match ranges against the UTF-16 reference model (tests/reference/utf16_search_model.h),
// with needles that begin with a trail or end with a lead surrogate in either form, periodic
// middles that exercise the hand-over to the two-way scanner, and the header examples.

#include "wtf8/finder.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "src/simd/kernels.h"
#include "tests/reference/utf16_search_model.h"
#include "tests/test_util.h"
#include "wtf8/code_point.h"
#include "wtf8/literals.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using internal::simd::Kernels;
using test_util::cp;
using test_util::hex;
using wtf8_model::Model;
using wtf8_model::Range;
using OptRange = std::optional<std::pair<std::size_t, std::size_t>>;
constexpr std::size_t npos = Wtf8View::npos;

Wtf8Buf u16(std::u16string_view s) { return Wtf8Buf::from_utf16(s); }
std::string describe(Wtf8View v) { return v.debug_string() + " [" + hex(v.as_bytes()) + "]"; }

// ---- the API ------------------------------------------------------------------------------------

TEST(FinderTest, HeaderExample) {
  const Wtf8Buf lead = u16(u"\xD800");
  const Finder finder(lead);
  const Wtf8Buf name = u16(u"a\xD800-\U00010000");
  EXPECT_EQ(finder.find(name), 1u);
  EXPECT_EQ(finder.find(name, 2), 5u);
  EXPECT_EQ(finder.find_range(name, 2), OptRange({5, 7}));
  EXPECT_EQ(finder.find_range(name), OptRange({1, 4}));
  EXPECT_EQ(finder.rfind(name), 5u);
  EXPECT_EQ(finder.rfind(name, 4), 1u);
  EXPECT_EQ(finder.rfind_range(name), OptRange({5, 7}));
  std::vector<std::string> pieces;
  for (Wtf8View piece : name.split(finder)) pieces.push_back(piece.debug_string());
  EXPECT_EQ(pieces, (std::vector<std::string>{R"("a")", R"("-")", R"("\u{dc00}")"}));
  EXPECT_EQ(finder.needle(), lead);
  EXPECT_EQ(finder.needle().data(), lead.data());  // borrowed, not copied
}

TEST(FinderTest, NoMatchAndLimits) {
  const Finder finder("GZ"_wtf8);
  EXPECT_EQ(finder.find("abc"_wtf8), npos);
  EXPECT_EQ(finder.find(Wtf8View()), npos);
  EXPECT_EQ(finder.rfind("abc"_wtf8), npos);
  EXPECT_EQ(finder.find_range("abc"_wtf8), std::nullopt);
  EXPECT_EQ(finder.rfind_range("abc"_wtf8), std::nullopt);
  EXPECT_EQ(finder.find("xGZyGZ"_wtf8, 2), 4u);
  EXPECT_EQ(finder.find("xGZyGZ"_wtf8, 5), npos);
  EXPECT_EQ(finder.find("xGZyGZ"_wtf8, npos), npos);
  EXPECT_EQ(finder.rfind("xGZyGZ"_wtf8, 3), 1u);
  EXPECT_EQ(finder.rfind("xGZyGZ"_wtf8, 0), npos);
}

TEST(FinderTest, HaystackIsAViewOrABuf) {
  const Finder finder("b"_wtf8);
  const Wtf8Buf buf = u16(u"abc");
  EXPECT_EQ(finder.find(buf), 1u);
  EXPECT_EQ(finder.find(buf.as_view()), 1u);
  EXPECT_EQ(finder.find(u16(u"xxb")), 2u);  // a temporary haystack: only an offset comes back
  EXPECT_EQ(finder.rfind_range(u16(u"bxb")), OptRange({2, 3}));
}

TEST(FinderTest, EmptyNeedleMatchesAtCodePointBoundaries) {
  const Finder empty{Wtf8View()};
  const Wtf8Buf s = u16(u"a\U00010000");
  EXPECT_EQ(empty.find(s), 0u);
  EXPECT_EQ(empty.find(s, 2), 5u);  // not at 3 (inside) nor at the k+2 boundary
  EXPECT_EQ(empty.rfind(s), 5u);
  EXPECT_EQ(empty.rfind(s, 4), 1u);
}

TEST(FinderTest, CopiesAreCheapAndEqual) {
  static_assert(std::is_trivially_copyable_v<Finder>);
  static_assert(std::is_nothrow_move_constructible_v<Finder>);
  static_assert(!std::is_constructible_v<Finder, Wtf8Buf&&>, "a temporary needle would dangle");
  static_assert(!std::is_convertible_v<Wtf8View, Finder>, "explicit");
  const Wtf8Buf needle = u16(u"\xDC00x");
  const Finder a(needle);
  const Finder b = a;
  Finder c("zz"_wtf8);
  c = b;
  const Wtf8Buf hay = u16(u"x\U00010000x\xDC00x");
  EXPECT_EQ(a.find(hay), 3u);
  EXPECT_EQ(c.find(hay), 3u);
  EXPECT_EQ(c.rfind(hay), 6u);
}

TEST(FinderTest, IsAPattern) {
  const Wtf8Buf comma = u16(u",");
  const Finder finder(comma);
  const Wtf8Buf s = u16(u"a,b\xD800,\U00010000");
  EXPECT_EQ(s.find(finder), 1u);
  EXPECT_EQ(s.rfind(finder), 6u);
  EXPECT_TRUE(s.contains(finder));
  EXPECT_TRUE(u16(u",x").starts_with(finder));
  EXPECT_TRUE(u16(u"x,").ends_with(finder));
  EXPECT_EQ(s.split(finder).begin()->as_bytes(), "a");
  std::vector<std::size_t> at;
  for (auto [offset, m] : s.match_indices(finder)) at.push_back(offset);
  EXPECT_EQ(at, (std::vector<std::size_t>{1, 6}));
  at.clear();
  for (auto [offset, m] : s.rmatch_indices(finder)) at.push_back(offset);
  EXPECT_EQ(at, (std::vector<std::size_t>{6, 1}));
  const Wtf8Buf padded = u16(u",,a,,");
  EXPECT_EQ(padded.trim_matches(finder).as_bytes(), "a");
  EXPECT_EQ(s.replace(finder, u16(u"/")).as_bytes(), u16(u"a/b\xD800/\U00010000").as_bytes());
}

// ---- long haystacks, every kernel table -------------------------------------------------------

using Rng = std::mt19937;

// UTF-16 tokens: mostly ASCII (so plain middles occur), lone surrogates of both kinds (which pair
// up when a lead meets a trail), supplementary characters sharing lead or trail halves, and a
// 2- and a 3-byte character.
const std::vector<std::u16string>& tokens() {
  static const auto* t = new std::vector<std::u16string>{
      u"a",          u"a",          u"a",          u"a",         u"b",
      u"e",          u" ",          u"\u00E9",     u"\u4E2D",    u"\xD800",
      u"\xDBFF",     u"\xD801",     u"\xDC00",     u"\xDFFF",    u"\U00010000",
      u"\U00010001", u"\U0001F600", u"\U00010400", u"\U0010FFFF"};
  return *t;
}

std::u16string random_units(Rng& rng, std::size_t count) {
  std::uniform_int_distribution<std::size_t> pick(0, tokens().size() - 1);
  std::u16string out;
  for (std::size_t i = 0; i < count; ++i) out += tokens()[pick(rng)];
  return out;
}

std::vector<std::size_t> boundaries(Wtf8View v) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i <= v.size(); ++i) {
    if (v.is_boundary(i)) out.push_back(i);
  }
  return out;
}

// A random OMG slice of v no longer than `max_bytes` (either end may be a k+2 boundary).
Wtf8View random_slice(Rng& rng, Wtf8View v, std::size_t max_bytes) {
  const std::vector<std::size_t> b = boundaries(v);
  std::uniform_int_distribution<std::size_t> pick(0, b.size() - 1);
  const std::size_t first = pick(rng);
  std::size_t last = first;
  while (last + 1 < b.size() && b[last + 1] - b[first] <= max_bytes && rng() % 4 != 0) ++last;
  return v.slice(b[first], b[last]);
}

std::vector<const Kernels*> tables() {
  const Kernels* all[internal::simd::kMaxKernels];
  const std::size_t n = internal::simd::supported_kernels(all);
  return std::vector<const Kernels*>(all, all + n);
}

class FinderKernelTest : public ::testing::TestWithParam<const Kernels*> {
 protected:
  void SetUp() override { old_ = internal::simd::set_active_kernels_for_testing(GetParam()); }
  void TearDown() override { internal::simd::set_active_kernels_for_testing(old_); }

  // find and rfind from many offsets (every one near the ends and near each match, every third
  // elsewhere), and the non-overlapping matches both ways, for `needle` in `hay`, through a
  // Finder and through Wtf8View's members, against the model.
  void check(Wtf8View hay, Wtf8View needle) {
    SCOPED_TRACE(testing::Message() << "table " << GetParam()->name << ", needle "
                                    << describe(needle) << ", haystack " << describe(hay));
    const Model model = wtf8_model::needle_model(hay, needle.to_utf16());
    const Finder finder(needle);
    std::vector<bool> near(hay.size() + 2, false);
    for (const Range& m : model.forward()) {
      for (std::size_t at : {m.first, m.second}) {
        for (std::size_t k = at > 2 ? at - 2 : 0; k <= at + 2 && k < near.size(); ++k) {
          near[k] = true;
        }
      }
    }
    for (std::size_t from = 0; from <= hay.size() + 1; ++from) {
      if (from > 80 && from + 80 < hay.size() && from % 3 != 0 && !near[from]) continue;
      const std::optional<Range> f = model.find(from);
      ASSERT_EQ(finder.find_range(hay, from), OptRange(f)) << "find from " << from;
      ASSERT_EQ(hay.find(needle, from), f ? f->first : npos) << "Wtf8View::find from " << from;
      const std::optional<Range> r = model.rfind(from);
      ASSERT_EQ(finder.rfind_range(hay, from), OptRange(r)) << "rfind from " << from;
      ASSERT_EQ(hay.rfind(needle, from), r ? r->first : npos) << "Wtf8View::rfind from " << from;
    }
    std::vector<Range> fwd;
    for (const auto& range : hay.match_ranges(finder)) fwd.push_back(range);
    ASSERT_EQ(fwd, model.forward()) << "match_ranges";
    const std::vector<Range> bwd = model.backward();
    std::size_t i = 0;
    for (const auto& [at, m] : hay.rmatch_indices(needle)) {
      ASSERT_LT(i, bwd.size()) << "rmatch_indices";
      const Wtf8View want = hay.slice(bwd[i].first, bwd[i].second);
      ASSERT_EQ(at, bwd[i].first) << "rmatch_indices " << i;
      ASSERT_TRUE(m.data() == want.data() && m.size() == want.size()) << "rmatch_indices " << i;
      ++i;
    }
    ASSERT_EQ(i, bwd.size()) << "rmatch_indices";
  }

  const Kernels* old_ = nullptr;
};

TEST_P(FinderKernelTest, SlicesOfTheHaystackAsNeedles) {
  const uint32_t seed = 0xF1DE12;
  Rng rng(seed);
  for (int iter = 0; iter < 150; ++iter) {
    SCOPED_TRACE(testing::Message() << "seed " << seed << " iteration " << iter);
    const Wtf8Buf whole = u16(random_units(rng, 60 + rng() % 300));
    const Wtf8View hay = rng() % 2 ? random_slice(rng, whole, whole.size()) : whole.as_view();
    for (int k = 0; k < 4; ++k) {
      // A piece of the haystack (present at least once; often cut at k+2, so it begins with a
      // split trail or ends with a split lead surrogate).
      check(hay, random_slice(rng, hay, 1 + rng() % 12));
    }
  }
}

TEST_P(FinderKernelTest, NeedlesWithSurrogateEnds) {
  const uint32_t seed = 0x5E11D;
  Rng rng(seed);
  const std::u16string trails[] = {u"\xDC00", u"\xDFFF", u"\xDC01"};
  const std::u16string leads[] = {u"\xD800", u"\xDBFF", u"\xD801"};
  for (int iter = 0; iter < 80; ++iter) {
    SCOPED_TRACE(testing::Message() << "seed " << seed << " iteration " << iter);
    const Wtf8Buf hay = u16(random_units(rng, 80 + rng() % 250));
    for (int k = 0; k < 4; ++k) {
      std::u16string middle;
      for (std::size_t i = rng() % 4; i > 0; --i) middle += tokens()[rng() % 9];  // no surrogates
      const std::u16string t = rng() % 2 ? trails[rng() % 3] : u"";
      const std::u16string l = rng() % 2 ? leads[rng() % 3] : u"";
      const Wtf8Buf needle = u16(t + middle + l);
      check(hay, needle);
      // The same needle with its ends in split form, as a slice of a longer string gives them.
      if (!t.empty() || !l.empty()) {
        const Wtf8Buf wide = u16(u"\xD800" + t + middle + l + u"\xDC00");
        const std::size_t begin = t.empty() ? 3 : 2;
        const std::size_t end = wide.size() - (l.empty() ? 3 : 2);
        check(hay, wide.slice(begin, end));
      }
    }
  }
}

// Periodic middles that occur at almost every offset, with ends that reject most occurrences:
// the search hands over to the two-way scanner. Also surrogate-only needles where every 4-byte
// sequence passes the filter.
TEST_P(FinderKernelTest, CandidatesThatMostlyFail) {
  std::u16string runs;
  for (int i = 0; i < 40; ++i) runs += u"ab";
  std::u16string hay16;
  for (int rep = 0; rep < 6; ++rep) hay16 += runs + u"\xD801" + runs + u"\U00010400";
  hay16 += runs + u"\xD800" + u"\U00010000ab\xDC00";
  const Wtf8Buf hay = u16(hay16);
  const std::u16string needles[] = {runs.substr(0, 20) + u"\xD800",
                                    u"\xDC00" + runs.substr(0, 20),
                                    u"b\xD801",
                                    u"\xD800",
                                    u"\xDC00",
                                    u"\xDC00\xD800",
                                    u"\xDC00" + runs.substr(0, 6) + u"\xD801"};
  for (const std::u16string& n : needles) {
    const Wtf8Buf needle = u16(n);
    check(hay, needle);
  }
  // Every byte a candidate for T's last byte and the byte before it.
  std::u16string conts;
  for (int i = 0; i < 100; ++i) conts += u"\U00010000";
  const Wtf8Buf supp = u16(conts + u"\xDC00" + conts);
  for (const std::u16string& n : {std::u16string(u"\xDC00"), std::u16string(u"\xDC00\xD800"),
                                  std::u16string(u"\xD800\xDC00")}) {
    const Wtf8Buf needle = u16(n);  // the last: a whole supplementary character, plain bytes
    check(supp, needle);
  }
  check(supp, supp.slice(6, 14));  // split trail, U+10000, split lead
}

INSTANTIATE_TEST_SUITE_P(EverySupportedTable, FinderKernelTest, ::testing::ValuesIn(tables()),
                         [](const ::testing::TestParamInfo<const Kernels*>& info) {
                           return std::string(info.param->name);
                         });

}  // namespace
}  // namespace wtf8
