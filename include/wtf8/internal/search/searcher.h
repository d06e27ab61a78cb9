// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/internal/search/searcher.h
// -----------------------------------------------------------------------------
//
// Internal to wtf8; included by wtf8/internal/core/search_ranges.h; do not include directly.
// IWYU pragma: private, include "wtf8/wtf8.h"
//
// The byte-level search engine behind `Wtf8View::find`, `split`, `match_indices`, ... It knows
// nothing of `Wtf8View`: a haystack is the bytes of a well-formed OMG-WTF-8 string (a view's
// bytes, possibly beginning with a split trail surrogate and ending with a split lead surrogate),
// and results are [begin, end) ranges in that string's index space (the OMG-WTF-8 description,
// "Worked facts"): byte offsets, where offset k+2 inside a 4-byte sequence starting at k stands
// "between the surrogates".
//
// A needle, also OMG-WTF-8, is compiled once (`compile_needle`) into
//   an optional leading trail surrogate T (in either form),
//   the middle bytes M, matched byte for byte, and
//   an optional trailing lead surrogate L (in either form),
// which is `internal::decompose` (omg.h). A match is an occurrence of M whose neighbours supply T
// and L in any representation the haystack may hold them in:
//   T: the canonical `ED B0..BF xx` just before M (the match begins there), the last 3 bytes of a
//      4-byte sequence at p-4 (the match begins at p-2, mid-sequence), or the haystack's own
//      leading split trail surrogate (the match begins at 0);
//   L: the canonical `ED A0..AF xx` just after M, the first 3 bytes of a 4-byte sequence at q
//      (the match ends at q+2), or the haystack's own trailing split lead surrogate (it ends at
//      the haystack's size).
// Matches are exactly those of the naive search over UTF-16 code units, mapped back to offsets.
//
// Strategy: M without surrogate ends is found by a SIMD prefilter on its two least common bytes
// (src/simd, `find_prefiltered`), which hands over to glibc's `memmem` (two-way, linear) or our
// own two-way scanner when too many candidates fail. With ends, including needles that are only
// surrogates (T, L or T+L), a SIMD pair filter (`find_candidate`) tests two bytes that every
// form of the needle shares: its least common fixed byte (T's last byte is the same in both
// forms) and L's first byte (ED or the 4-byte lead byte that L implies). Each candidate is
// verified (M by memcmp, the ends in O(1)); when rejected candidates cost more than about twice
// the bytes scanned, the search goes on with our two-way scanner (Crochemore-Perrin), which
// enumerates the occurrences of M in linear time, so the whole search stays linear. Right-to-left
// searches use the same filter for every needle but the empty one and a single byte (memrchr).
//
// The empty needle matches at every code point boundary (not at k+2), as Rust's `str` does.
//
// Example (U+DC00 U+D800 in U+10000 U+10000 U+10000, the spec's example):
//   Searcher s("\xED\xB0\x80\xED\xA0\x80");
//   std::string_view h = "\xF0\x90\x80\x80\xF0\x90\x80\x80\xF0\x90\x80\x80";
//   s.find_first(h, 0);         // {2, 6}
//   s.find_first(h, 6);         // {6, 10}: searching on from the previous match's end
//   s.find_last(h, kNoMatch, kNoMatch);  // {6, 10}

#ifndef WTF8_INTERNAL_SEARCH_SEARCHER_H_
#define WTF8_INTERNAL_SEARCH_SEARCHER_H_

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace wtf8 {
namespace internal {

// "No such offset": also the value of `Wtf8View::npos`.
inline constexpr std::size_t kNoMatch = static_cast<std::size_t>(-1);

// a + b, saturating at kNoMatch ("no limit"): limits such as `max_begin + 3` stay "no limit".
constexpr std::size_t add_saturating(std::size_t a, std::size_t b) {
  return a > kNoMatch - b ? kNoMatch : a + b;
}

// A match [begin, end) in the haystack's index space, or none (`begin == kNoMatch`).
struct SearchMatch {
  std::size_t begin = kNoMatch;
  std::size_t end = kNoMatch;

  constexpr bool found() const noexcept { return begin != kNoMatch; }
  constexpr bool empty() const noexcept { return begin == end; }
};

// Parameters of the two-way algorithm for one byte string read in one direction: the critical
// position, the shift after a full match of the right part, and whether the string is periodic
// with that period (then the scan remembers how much of the needle is already known to match).
struct TwoWayPlan {
  std::size_t critical = 0;
  std::size_t period = 1;
  bool periodic = false;
};

// One test of the filter for needles with surrogate ends (see NeedlePlan), on the bytes at
// fixed distances from a window's start w: it passes when (h[w + offset] & mask) == value or
// (h[w + alt_offset] & alt_mask) == alt (a one-byte test repeats its first half).
struct FilterTest {
  std::size_t offset = 0;
  std::size_t alt_offset = 0;
  uint8_t mask = 0xFF;
  uint8_t value = 0;
  uint8_t alt_mask = 0xFF;
  uint8_t alt = 0;
};

// A compiled needle. Position-independent: it stores offsets into the needle, not pointers, so
// its owner may move the needle's bytes (a `std::string` with SSO) and keep the plan. Every
// function below takes the needle bytes the plan was compiled from.
struct NeedlePlan {
  uint32_t head_trail = 0;        // T, or 0 when the needle does not begin with a trail surrogate
  uint32_t tail_lead = 0;         // L, or 0 when the needle does not end with a lead surrogate
  std::size_t middle_offset = 0;  // M is needle.substr(middle_offset, middle_size)
  std::size_t middle_size = 0;
  TwoWayPlan forward;   // for M read left to right (used when M has surrogate ends around it)
  TwoWayPlan backward;  // for M read right to left (reverse searches)
  // The two offsets into M (first < second) whose bytes the SIMD prefilter compares: M's least
  // common bytes in typical text. Chosen once here, not on every search.
  std::size_t prefilter_first = 0;
  std::size_t prefilter_second = 0;
  // For needles with surrogate ends: every match's bytes, in whichever form the haystack holds
  // its ends, include a window of `window_span` bytes that starts `window_before` bytes before
  // the middle (T's last two bytes, M, L's first three), and pass these two tests on it: the
  // needle's least common fixed byte and, when there is an L, L's first byte (ED or the 4-byte
  // lead byte L implies); L alone is tested on its first byte and on its canonical third or
  // split second byte. Candidates are verified in full. Plain needles of two bytes or more have
  // the filter of their two least common bytes, which right-to-left searches use.
  FilterTest filter_first;
  FilterTest filter_second;
  std::size_t window_before = 0;
  std::size_t window_span = 0;
};

// Compiles `needle`, which must be well-formed OMG-WTF-8. O(needle size), no allocation.
NeedlePlan compile_needle(std::string_view needle) noexcept;

// The first match with begin >= `from` (any offset; none when `from` > haystack size).
SearchMatch find_first(const NeedlePlan& plan, std::string_view needle, std::string_view haystack,
                       std::size_t from) noexcept;

// find_first, with a plain one-byte needle (the commonest kind: a separator) going straight to
// memchr here, without a call into the engine.
inline SearchMatch find_first_prepared(const NeedlePlan& plan, std::string_view needle,
                                       std::string_view haystack, std::size_t from) noexcept {
  if (plan.middle_size == 1 && plan.head_trail == 0 && plan.tail_lead == 0) {
    if (from >= haystack.size()) return {};
    const void* hit =
        std::memchr(haystack.data() + from, static_cast<unsigned char>(needle[plan.middle_offset]),
                    haystack.size() - from);
    if (hit == nullptr) return {};
    const std::size_t p = static_cast<std::size_t>(static_cast<const char*>(hit) - haystack.data());
    return {p, p + 1};
  }
  return find_first(plan, needle, haystack, from);
}

// The last match with begin <= `max_begin` and end <= `max_end` (either may be kNoMatch, "no
// limit"). Matches are ordered by begin and by end alike, so this is also "the last match ending
// at or before max_end" when max_begin is kNoMatch: the step a right-to-left iteration takes.
SearchMatch find_last(const NeedlePlan& plan, std::string_view needle, std::string_view haystack,
                      std::size_t max_begin, std::size_t max_end) noexcept;

// The match that begins exactly at `begin`, or none. O(needle size).
SearchMatch match_at(const NeedlePlan& plan, std::string_view needle, std::string_view haystack,
                     std::size_t begin) noexcept;

// The match that ends exactly at `end`, or none. O(needle size).
SearchMatch match_ending_at(const NeedlePlan& plan, std::string_view needle,
                            std::string_view haystack, std::size_t end) noexcept;

// The smallest code point boundary (0, the size, or the start of a code point; never k+2) that is
// >= `from`, or kNoMatch when `from` > size.
std::size_t code_point_boundary_at_or_after(std::string_view haystack, std::size_t from) noexcept;

// The largest code point boundary <= min(`at`, size).
std::size_t code_point_boundary_at_or_before(std::string_view haystack, std::size_t at) noexcept;

// A needle borrowed together with its plan: convenient where the needle outlives the searcher
// (tests, benchmarks, one-shot calls).
class Searcher {
 public:
  explicit Searcher(std::string_view needle) noexcept
      : needle_(needle), plan_(compile_needle(needle)) {}

  SearchMatch find_first(std::string_view haystack, std::size_t from = 0) const noexcept {
    return internal::find_first(plan_, needle_, haystack, from);
  }
  SearchMatch find_last(std::string_view haystack, std::size_t max_begin = kNoMatch,
                        std::size_t max_end = kNoMatch) const noexcept {
    return internal::find_last(plan_, needle_, haystack, max_begin, max_end);
  }
  SearchMatch match_at(std::string_view haystack, std::size_t begin) const noexcept {
    return internal::match_at(plan_, needle_, haystack, begin);
  }
  SearchMatch match_ending_at(std::string_view haystack, std::size_t end) const noexcept {
    return internal::match_ending_at(plan_, needle_, haystack, end);
  }
  const NeedlePlan& plan() const noexcept { return plan_; }

 private:
  std::string_view needle_;
  NeedlePlan plan_;
};

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_INTERNAL_SEARCH_SEARCHER_H_
