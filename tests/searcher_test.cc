// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The byte-level search engine (wtf8/internal/search/searcher.h) on raw OMG-WTF-8 bytes: the spec's
// examples, every representation a needle's surrogate ends can meet, surrogate-only needles,
// anchored matching, the empty needle, and the two-way scanner against a naive byte search on
// periodic needles (forward and backward, with and without surrogate ends).

#include "wtf8/internal/search/searcher.h"

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gtest/gtest.h"

namespace wtf8 {
namespace internal {
namespace {

using Range = std::pair<std::size_t, std::size_t>;
constexpr Range kNone{kNoMatch, kNoMatch};

Range R(SearchMatch m) { return {m.begin, m.end}; }

// Every match, left to right, resuming at the previous match's end (one past an empty match).
std::vector<Range> all_forward(const Searcher& s, std::string_view h) {
  std::vector<Range> out;
  std::size_t from = 0;
  while (true) {
    const SearchMatch m = s.find_first(h, from);
    if (!m.found()) return out;
    out.push_back(R(m));
    from = m.empty() ? m.end + 1 : m.end;
  }
}

// Every match, right to left, each ending at or before the previous one's begin.
std::vector<Range> all_backward(const Searcher& s, std::string_view h) {
  std::vector<Range> out;
  std::size_t max_end = kNoMatch;
  while (true) {
    const SearchMatch m = s.find_last(h, kNoMatch, max_end);
    if (!m.found()) return out;
    out.push_back(R(m));
    if (!m.empty()) {
      max_end = m.begin;
    } else if (m.begin == 0) {
      return out;
    } else {
      max_end = m.begin - 1;
    }
  }
}

constexpr std::string_view kU10000 = "\xF0\x90\x80\x80";  // U+10000 = D800 DC00
constexpr std::string_view kD800 = "\xED\xA0\x80";
constexpr std::string_view kDC00 = "\xED\xB0\x80";
constexpr std::string_view kSplitD800 = "\xF0\x90\x80";  // first 3 bytes of U+10000
constexpr std::string_view kSplitDC00 = "\x90\x80\x80";  // last 3 bytes of U+10000

std::string cat(std::initializer_list<std::string_view> parts) {
  std::string out;
  for (std::string_view p : parts) out += p;
  return out;
}

TEST(SearcherTest, SpecExampleOverlapsInBytesNotInIndexSpace) {
  const std::string h = cat({kU10000, kU10000, kU10000});
  const std::string s_needle = cat({kDC00, kD800});
  const Searcher s(s_needle);
  EXPECT_EQ(all_forward(s, h), (std::vector<Range>{{2, 6}, {6, 10}}));
  EXPECT_EQ(all_backward(s, h), (std::vector<Range>{{6, 10}, {2, 6}}));
  EXPECT_EQ(R(s.find_first(h, 3)), Range(6, 10));
  EXPECT_EQ(R(s.find_last(h, 5, kNoMatch)), Range(2, 6));
  // The same needle in split form (a slice of U+10000 U+10000 from 2 to 6).
  const std::string split_needle = cat({kSplitDC00, kSplitD800});
  const Searcher split(split_needle);
  EXPECT_EQ(all_forward(split, h), (std::vector<Range>{{2, 6}, {6, 10}}));
}

TEST(SearcherTest, SplitOnLeadSurrogateFromWideString) {
  // OsString::from_wide([d800, dc00, d800, dc01, d800, dc02]) is three supplementary characters.
  const std::string h = "\xF0\x90\x80\x80\xF0\x90\x80\x81\xF0\x90\x80\x82";
  const Searcher s(kD800);
  EXPECT_EQ(all_forward(s, h), (std::vector<Range>{{0, 2}, {4, 6}, {8, 10}}));
}

TEST(SearcherTest, TrailSurrogateInEveryForm) {
  const Searcher s(kDC00);
  EXPECT_EQ(all_forward(s, cat({"a", kDC00, "b"})), (std::vector<Range>{{1, 4}}));
  EXPECT_EQ(all_forward(s, cat({"a", kU10000, "b"})), (std::vector<Range>{{3, 5}}));
  EXPECT_EQ(all_forward(s, cat({kSplitDC00, "b"})), (std::vector<Range>{{0, 3}}));
  // U+10400 = D801 DC00 holds the same trail half; U+10001 = D800 DC01 does not.
  EXPECT_EQ(all_forward(s, "\xF0\x90\x90\x80"), (std::vector<Range>{{2, 4}}));
  EXPECT_EQ(all_forward(s, "\xF0\x90\x80\x81"), (std::vector<Range>{}));
  // The split form of the needle finds the same.
  const Searcher split(kSplitDC00);
  EXPECT_EQ(all_forward(split, cat({"a", kDC00, kU10000})), (std::vector<Range>{{1, 4}, {6, 8}}));
}

TEST(SearcherTest, LeadSurrogateInEveryForm) {
  const Searcher s(kD800);
  EXPECT_EQ(all_forward(s, cat({"a", kD800, "b"})), (std::vector<Range>{{1, 4}}));
  EXPECT_EQ(all_forward(s, cat({"a", kU10000, "b"})), (std::vector<Range>{{1, 3}}));
  EXPECT_EQ(all_forward(s, cat({"b", kSplitD800})), (std::vector<Range>{{1, 4}}));
  EXPECT_EQ(all_backward(s, cat({kD800, kU10000, kSplitD800})),
            (std::vector<Range>{{7, 10}, {3, 5}, {0, 3}}));
  // U+10001 has lead half D800 too; U+10400 does not.
  EXPECT_EQ(all_forward(s, "\xF0\x90\x80\x81"), (std::vector<Range>{{0, 2}}));
  EXPECT_EQ(all_forward(s, "\xF0\x90\x90\x80"), (std::vector<Range>{}));
}

TEST(SearcherTest, MiddleWithSurrogateEnds) {
  // DC00 "x" D800 against each combination of forms around "x".
  const std::string s_needle = cat({kDC00, "x", kD800});
  const Searcher s(s_needle);
  EXPECT_EQ(all_forward(s, cat({kDC00, "x", kD800})), (std::vector<Range>{{0, 7}}));
  EXPECT_EQ(all_forward(s, cat({kU10000, "x", kU10000})), (std::vector<Range>{{2, 7}}));
  EXPECT_EQ(all_forward(s, cat({kSplitDC00, "x", kSplitD800})), (std::vector<Range>{{0, 7}}));
  EXPECT_EQ(all_forward(s, cat({"a", kDC00, "x", kU10000})), (std::vector<Range>{{1, 7}}));
  EXPECT_EQ(all_forward(s, cat({kDC00, "x", "y", kD800})), (std::vector<Range>{}));
  EXPECT_EQ(all_forward(s, cat({kD800, "x", kD800})), (std::vector<Range>{}));
  EXPECT_EQ(all_backward(s, cat({kU10000, "x", kU10000, "x", kD800})),
            (std::vector<Range>{{7, 13}, {2, 7}}));
  // Overlapping in bytes, adjacent in index space.
  EXPECT_EQ(all_forward(s, cat({kU10000, "x", kU10000, "x", kU10000})),
            (std::vector<Range>{{2, 7}, {7, 12}}));
}

TEST(SearcherTest, NeedleWithoutSurrogateEndsMatchesBytes) {
  const std::string s_needle = cat({kD800, "a"});
  const Searcher s(s_needle);  // a lead surrogate followed by "a" is always canonical
  EXPECT_EQ(all_forward(s, cat({"a", kD800, "a", kD800, "a"})),
            (std::vector<Range>{{1, 5}, {5, 9}}));
  EXPECT_EQ(all_backward(s, cat({"a", kD800, "a", kD800, "a"})),
            (std::vector<Range>{{5, 9}, {1, 5}}));
  const Searcher supp(kU10000);
  EXPECT_EQ(all_forward(supp, cat({kU10000, kSplitD800})), (std::vector<Range>{{0, 4}}));
  EXPECT_EQ(all_forward(supp, cat({kSplitDC00, kU10000})), (std::vector<Range>{{3, 7}}));
}

TEST(SearcherTest, EmptyNeedleMatchesAtCodePointBoundariesOnly) {
  const Searcher s("");
  EXPECT_EQ(all_forward(s, cat({"a", kU10000})), (std::vector<Range>{{0, 0}, {1, 1}, {5, 5}}));
  EXPECT_EQ(all_backward(s, cat({"a", kU10000})), (std::vector<Range>{{5, 5}, {1, 1}, {0, 0}}));
  EXPECT_EQ(all_forward(s, cat({kSplitDC00, "a", kSplitD800})),
            (std::vector<Range>{{0, 0}, {3, 3}, {4, 4}, {7, 7}}));
  EXPECT_EQ(all_forward(s, ""), (std::vector<Range>{{0, 0}}));
  EXPECT_EQ(R(s.find_first(kU10000, 2)), Range(4, 4));
  EXPECT_EQ(R(s.find_last(kU10000, 3, kNoMatch)), Range(0, 0));
  EXPECT_EQ(R(s.find_first(kU10000, 5)), kNone);
}

TEST(SearcherTest, FromAndLimits) {
  const std::string h = cat({kDC00, kU10000, kDC00});  // DC00 D800 DC00 DC00
  const Searcher s(kDC00);
  EXPECT_EQ(R(s.find_first(h, 0)), Range(0, 3));
  EXPECT_EQ(R(s.find_first(h, 1)), Range(5, 7));
  EXPECT_EQ(R(s.find_first(h, 5)), Range(5, 7));
  EXPECT_EQ(R(s.find_first(h, 6)), Range(7, 10));
  EXPECT_EQ(R(s.find_first(h, 8)), kNone);
  EXPECT_EQ(R(s.find_first(h, 100)), kNone);
  EXPECT_EQ(R(s.find_last(h, kNoMatch, kNoMatch)), Range(7, 10));
  EXPECT_EQ(R(s.find_last(h, 6, kNoMatch)), Range(5, 7));
  EXPECT_EQ(R(s.find_last(h, kNoMatch, 9)), Range(5, 7));
  EXPECT_EQ(R(s.find_last(h, kNoMatch, 6)), Range(0, 3));
  EXPECT_EQ(R(s.find_last(h, 4, 4)), Range(0, 3));
  EXPECT_EQ(R(s.find_last(h, kNoMatch, 2)), kNone);
}

TEST(SearcherTest, AnchoredMatching) {
  const std::string h = cat({kU10000, "x", kU10000});
  const Searcher trail(kDC00);
  EXPECT_EQ(R(trail.match_at(h, 2)), Range(2, 4));
  EXPECT_EQ(R(trail.match_at(h, 0)), kNone);
  EXPECT_EQ(R(trail.match_at(h, 1)), kNone);  // not a boundary
  EXPECT_EQ(R(trail.match_ending_at(h, 4)), Range(2, 4));
  EXPECT_EQ(R(trail.match_ending_at(h, 9)), Range(7, 9));
  EXPECT_EQ(R(trail.match_ending_at(h, 7)), kNone);
  const Searcher lead(kD800);
  EXPECT_EQ(R(lead.match_at(h, 0)), Range(0, 2));
  EXPECT_EQ(R(lead.match_at(h, 2)), kNone);
  EXPECT_EQ(R(lead.match_ending_at(h, 2)), Range(0, 2));
  EXPECT_EQ(R(lead.match_ending_at(h, 7)), Range(5, 7));
  EXPECT_EQ(R(lead.match_ending_at(h, 5)), kNone);
  const std::string mid_needle = cat({kDC00, "x", kD800});
  const Searcher mid(mid_needle);
  EXPECT_EQ(R(mid.match_at(h, 2)), Range(2, 7));
  EXPECT_EQ(R(mid.match_ending_at(h, 7)), Range(2, 7));
  EXPECT_EQ(R(mid.match_at(cat({kSplitDC00, "x", kSplitD800}), 0)), Range(0, 7));
  EXPECT_EQ(R(mid.match_ending_at(cat({kSplitDC00, "x", kSplitD800}), 7)), Range(0, 7));
  const Searcher empty("");
  EXPECT_EQ(R(empty.match_at(h, 2)), kNone);
  EXPECT_EQ(R(empty.match_at(h, 4)), Range(4, 4));
  EXPECT_EQ(R(empty.match_ending_at(h, 9)), Range(9, 9));
}

TEST(SearcherTest, CodePointBoundaries) {
  const std::string h = cat({kSplitDC00, "a", kU10000, kSplitD800});
  EXPECT_EQ(code_point_boundary_at_or_after(h, 0), 0u);
  EXPECT_EQ(code_point_boundary_at_or_after(h, 1), 3u);
  EXPECT_EQ(code_point_boundary_at_or_after(h, 6), 8u);
  EXPECT_EQ(code_point_boundary_at_or_after(h, 9), 11u);
  EXPECT_EQ(code_point_boundary_at_or_after(h, 11), 11u);
  EXPECT_EQ(code_point_boundary_at_or_after(h, 12), kNoMatch);
  EXPECT_EQ(code_point_boundary_at_or_before(h, 2), 0u);
  EXPECT_EQ(code_point_boundary_at_or_before(h, 6), 4u);
  EXPECT_EQ(code_point_boundary_at_or_before(h, 10), 8u);
  EXPECT_EQ(code_point_boundary_at_or_before(h, 99), 11u);
}

// ---- the two-way scanner against a naive search -------------------------------------------------

// Every byte offset p where `needle` occurs in `h` (overlapping).
std::vector<std::size_t> naive_occurrences(std::string_view h, std::string_view needle) {
  std::vector<std::size_t> out;
  for (std::size_t p = 0; p + needle.size() <= h.size(); ++p) {
    if (h.substr(p, needle.size()) == needle) out.push_back(p);
  }
  return out;
}

std::string random_ab(std::mt19937& rng, std::size_t max_len, int b_percent) {
  std::uniform_int_distribution<std::size_t> len(0, max_len);
  std::uniform_int_distribution<int> pct(0, 99);
  std::string s(len(rng), 'a');
  for (char& c : s) c = pct(rng) < b_percent ? 'b' : 'a';
  return s;
}

TEST(SearcherTwoWayTest, AsciiNeedlesMatchNaiveSearchBothWays) {
  const uint32_t seed = 20260101;
  std::mt19937 rng(seed);
  for (int iter = 0; iter < 4000; ++iter) {
    const std::string h = random_ab(rng, 40, iter % 2 ? 10 : 40);
    std::string needle = random_ab(rng, 9, iter % 3 ? 15 : 50);
    if (needle.empty()) needle = "a";
    SCOPED_TRACE(testing::Message() << "seed " << seed << " iter " << iter << " haystack \"" << h
                                    << "\" needle \"" << needle << "\"");
    const std::vector<std::size_t> occ = naive_occurrences(h, needle);
    const Searcher s(needle);
    for (std::size_t from = 0; from <= h.size() + 1; ++from) {
      std::size_t want = kNoMatch;
      for (std::size_t p : occ) {
        if (p >= from) {
          want = p;
          break;
        }
      }
      ASSERT_EQ(s.find_first(h, from).begin, want) << "from " << from;
      std::size_t want_last = kNoMatch;
      for (std::size_t p : occ) {
        if (p <= from) want_last = p;
      }
      ASSERT_EQ(s.find_last(h, from, kNoMatch).begin, want_last) << "max_begin " << from;
      std::size_t want_end = kNoMatch;
      for (std::size_t p : occ) {
        if (p + needle.size() <= from) want_end = p;
      }
      ASSERT_EQ(s.find_last(h, kNoMatch, from).begin, want_end) << "max_end " << from;
    }
  }
}

// Haystacks made of "a", "b" and lone U+DC00 (canonical) or U+10000 (whose trail half is U+DC00);
// needles are U+DC00 followed by a periodic ASCII middle, so the middle occurs often and the
// surrogate check rejects most occurrences: the two-way scanner must enumerate them all.
TEST(SearcherTwoWayTest, SurrogateHeadedNeedlesMatchNaiveSearch) {
  const uint32_t seed = 777;
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> token(0, 9);
  for (int iter = 0; iter < 3000; ++iter) {
    // Build the haystack and, alongside, the index-space offsets where a U+DC00 unit begins and
    // ends (its trail half for U+10000).
    std::string h;
    std::vector<Range> trails;
    const int tokens = static_cast<int>(rng() % 24);
    for (int t = 0; t < tokens; ++t) {
      const int k = token(rng);
      if (k < 5) {
        h += 'a';
      } else if (k < 7) {
        h += 'b';
      } else if (k < 8 && (h.size() < 3 || h.compare(h.size() - 3, 3, kD800) != 0)) {
        trails.push_back({h.size(), h.size() + 3});
        h += kDC00;
      } else {
        trails.push_back({h.size() + 2, h.size() + 4});
        h += kU10000;
      }
    }
    std::string middle = random_ab(rng, 5, iter % 2 ? 10 : 40);
    const std::string needle = cat({kDC00, middle});
    SCOPED_TRACE(testing::Message() << "seed " << seed << " iter " << iter << " middle \"" << middle
                                    << "\" haystack bytes " << testing::PrintToString(h));
    // Naive: a trail unit ending at e followed by the middle's bytes.
    std::vector<Range> want;
    for (const Range& t : trails) {
      if (h.compare(t.second, middle.size(), middle) == 0 && t.second + middle.size() <= h.size()) {
        want.push_back({t.first, t.second + middle.size()});
      }
    }
    // Non-overlapping left to right.
    std::vector<Range> want_forward;
    std::size_t cur = 0;
    for (const Range& r : want) {
      if (r.first >= cur) {
        want_forward.push_back(r);
        cur = r.second;
      }
    }
    const Searcher s(needle);
    ASSERT_EQ(all_forward(s, h), want_forward);
    std::vector<Range> want_backward;
    std::size_t lim = kNoMatch;
    for (auto it = want.rbegin(); it != want.rend(); ++it) {
      if (it->second <= lim) {
        want_backward.push_back(*it);
        lim = it->first;
      }
    }
    ASSERT_EQ(all_backward(s, h), want_backward);
  }
}

// Longer periodic middles between optional surrogate ends, in haystacks of "a", "b", lone U+D800
// and U+DC00 (canonical) and U+10000 (lead half D800, trail half DC00). The oracle is a naive
// search over the haystack's UTF-16 units, whose index-space offsets are known per token.
TEST(SearcherTwoWayTest, PeriodicMiddlesWithEitherEndMatchNaiveUnitSearch) {
  const uint32_t seed = 4711;
  std::mt19937 rng(seed);
  for (int iter = 0; iter < 3000; ++iter) {
    std::string h;
    std::u16string units;
    std::vector<std::size_t> offsets;  // of each unit, then the size
    bool last_was_lead = false;
    const int tokens = static_cast<int>(rng() % 48);
    for (int t = 0; t < tokens; ++t) {
      const int k = static_cast<int>(rng() % 12);
      if (k < 6 || (k == 9 && last_was_lead)) {
        offsets.push_back(h.size());
        units += u'a';
        h += 'a';
        last_was_lead = false;
      } else if (k < 8) {
        offsets.push_back(h.size());
        units += u'b';
        h += 'b';
        last_was_lead = false;
      } else if (k == 8) {
        offsets.push_back(h.size());
        units += u'\xD800';
        h += kD800;
        last_was_lead = true;
      } else if (k == 9) {
        offsets.push_back(h.size());
        units += u'\xDC00';
        h += kDC00;
        last_was_lead = false;
      } else {
        offsets.push_back(h.size());
        offsets.push_back(h.size() + 2);
        units += u"\xD800\xDC00";
        h += kU10000;
        last_was_lead = false;
      }
    }
    offsets.push_back(h.size());
    // A periodic middle: a random period of 1-3 bytes over {a, b}, repeated to 1-12 bytes.
    const std::string period = random_ab(rng, 2, 40) + (rng() % 2 ? "a" : "b");
    const std::size_t middle_size = 1 + rng() % 12;
    std::string middle;
    while (middle.size() < middle_size) middle += period;
    middle.resize(middle_size);
    const bool head = rng() % 2;
    const bool tail = rng() % 2;
    std::string needle =
        (head ? std::string(kDC00) : "") + middle + (tail ? std::string(kD800) : "");
    std::u16string needle16 = (head ? u"\xDC00" : u"") +
                              std::u16string(middle.begin(), middle.end()) +
                              (tail ? u"\xD800" : u"");
    SCOPED_TRACE(testing::Message()
                 << "seed " << seed << " iter " << iter << " needle "
                 << testing::PrintToString(needle) << " haystack " << testing::PrintToString(h));
    std::vector<Range> want;  // overlapping, in index space
    for (std::size_t i = 0; i + needle16.size() <= units.size(); ++i) {
      if (units.compare(i, needle16.size(), needle16) == 0) {
        want.push_back({offsets[i], offsets[i + needle16.size()]});
      }
    }
    std::vector<Range> want_forward;
    std::size_t cur = 0;
    for (const Range& r : want) {
      if (r.first >= cur) {
        want_forward.push_back(r);
        cur = r.second;
      }
    }
    std::vector<Range> want_backward;
    std::size_t lim = kNoMatch;
    for (auto it = want.rbegin(); it != want.rend(); ++it) {
      if (it->second <= lim) {
        want_backward.push_back(*it);
        lim = it->first;
      }
    }
    const Searcher s(needle);
    ASSERT_EQ(all_forward(s, h), want_forward);
    ASSERT_EQ(all_backward(s, h), want_backward);
    for (const Range& r : want) {
      ASSERT_EQ(R(s.match_at(h, r.first)), r);
      ASSERT_EQ(R(s.match_ending_at(h, r.second)), r);
    }
  }
}

TEST(SearcherTwoWayTest, AdversarialInputsStayCorrect) {
  // "a...ab" in "a...a": no match, and no quadratic rescanning (not timed here).
  const std::string h(1 << 20, 'a');
  std::string needle(1000, 'a');
  needle += 'b';
  const Searcher s(needle);
  EXPECT_FALSE(s.find_first(h, 0).found());
  EXPECT_FALSE(s.find_last(h).found());
  // A surrogate-headed needle whose middle occurs at every other byte: "\u{dc00}" + "\u{c0}" x 500
  // in "\u{c0}" x 500000 (U+00C0 is C3 80, and 80 is also U+DC00's last byte).
  std::string agrave;
  for (int i = 0; i < 500000; ++i) agrave += "\xC3\x80";
  std::string needle2(kDC00);
  for (int i = 0; i < 500; ++i) needle2 += "\xC3\x80";
  const Searcher s2(needle2);
  EXPECT_FALSE(s2.find_first(agrave, 0).found());
  EXPECT_FALSE(s2.find_last(agrave).found());
  // ... and with a match at the very end, behind a U+10000.
  const std::string with_match = agrave + std::string(kU10000) + needle2.substr(3);
  EXPECT_EQ(R(s2.find_first(with_match, 0)), Range(agrave.size() + 2, with_match.size()));
  EXPECT_EQ(R(s2.find_last(with_match)), Range(agrave.size() + 2, with_match.size()));
  // Surrogate-only needles over long runs of near misses.
  std::string near_misses;
  for (int i = 0; i < 200000; ++i) near_misses += "\xF0\x90\x80\x81";  // U+10001: D800 DC01
  EXPECT_FALSE(Searcher(kDC00).find_first(near_misses, 0).found());
  EXPECT_EQ(R(Searcher(kD800).find_last(near_misses)),
            Range(near_misses.size() - 4, near_misses.size() - 2));
  const std::string trail_lead = cat({kDC00, kD800});
  EXPECT_FALSE(Searcher(trail_lead).find_first(near_misses + "x", 0).found());
}

}  // namespace
}  // namespace internal
}  // namespace wtf8
