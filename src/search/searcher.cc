// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The byte-level search engine declared in wtf8/internal/search/searcher.h: needle compilation, the
// middle search (memmem, or the two-way scanner when surrogate ends must be checked), the
// dedicated scans for surrogate-only needles, and anchored matching.

#include "wtf8/internal/search/searcher.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

#include "src/search/surrogate_units.h"
#include "src/search/two_way.h"
#include "src/simd/kernels.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/config.h"
#include "wtf8/internal/bytes/utf8_bits.h"

namespace wtf8 {
namespace internal {
namespace {

// The needle taken apart by its plan.
struct Needle {
  uint32_t head_trail;
  uint32_t tail_lead;
  const char* middle;
  std::size_t middle_size;
};

Needle parts(const NeedlePlan& plan, std::string_view needle) {
  return {plan.head_trail, plan.tail_lead, needle.data() + plan.middle_offset, plan.middle_size};
}

// Given an occurrence of the middle at h[p, q), checks the needle's surrogate ends around it and
// returns the match in index space, or none.
SearchMatch complete_match(const Needle& nd, const char* h, std::size_t n, std::size_t p,
                           std::size_t q) {
  SearchMatch m{p, q};
  if (nd.head_trail != 0) {
    const SurrogateUnit t = trail_unit_ending_at(h, n, p);
    if (t.value != nd.head_trail) return {};
    m.begin = t.begin;
  }
  if (nd.tail_lead != 0) {
    const SurrogateUnit l = lead_unit_starting_at(h, n, q);
    if (l.value != nd.tail_lead) return {};
    m.end = l.end;
  }
  return m;
}

// The match whose middle occupies h[p, p + middle size), when those bytes are the middle and the
// needle's surrogate ends fit around it (`complete_match`), or none. Safe for any p.
SearchMatch match_with_middle_at(const Needle& nd, const char* h, std::size_t n, std::size_t p) {
  if (p > n || nd.middle_size > n - p) return {};
  if (nd.middle_size != 0 && std::memcmp(h + p, nd.middle, nd.middle_size) != 0) return {};
  return complete_match(nd, h, n, p, p + nd.middle_size);
}

simd::NeedleBytes prefilter_bytes(const NeedlePlan& plan) {
  return {plan.prefilter_first, plan.prefilter_second};
}

// First occurrence of m[0, size) in h[from, n) as an offset, or kNoMatch. Linear: a single byte is
// memchr; glibc's memmem is two-way (with a fast path for short needles); elsewhere our scanner.
std::size_t find_bytes(const NeedlePlan& plan, const char* h, std::size_t n, std::size_t from,
                       const char* m, std::size_t size) {
  if (from > n || n - from < size) return kNoMatch;
  if (size == 1) {
    const void* hit = std::memchr(h + from, static_cast<unsigned char>(m[0]), n - from);
    return hit == nullptr ? kNoMatch : static_cast<std::size_t>(static_cast<const char*>(hit) - h);
  }
  // SIMD prefilter on two needle bytes; it gives up early on adversarial input, and the
  // linear search below continues from where it stopped.
  const simd::FindResult pre =
      simd::active_kernels().find_prefiltered(h + from, n - from, m, size, prefilter_bytes(plan));
  if (pre.match != simd::FindResult::kNone) return from + pre.match;
  from += pre.resume;
  if (n - from < size) return kNoMatch;
#if WTF8_HAVE_MEMMEM
  (void)plan;
  const void* hit = memmem(h + from, n - from, m, size);
  return hit == nullptr ? kNoMatch : static_cast<std::size_t>(static_cast<const char*>(hit) - h);
#else
  return TwoWayScanner<Direction::kForward>(m, size, plan.forward, h, from, n).next();
#endif
}

// ---- surrogate-only needles ---------------------------------------------------------------------

// T (and, when tail_lead != 0, L right after it): candidates are the places where T's last byte
// occurs, found with memchr; each is checked in O(1).
SearchMatch scan_trail_forward(const Needle& nd, const char* h, std::size_t n, std::size_t from) {
  const unsigned char last = static_cast<unsigned char>(trail_last_byte(nd.head_trail));
  // A unit ending at byte i begins at index >= i - 2, and after `from` only if i >= from + 1.
  std::size_t i = std::max<std::size_t>(add_saturating(from, 1), 2);
  while (i < n) {
    const void* hit = std::memchr(h + i, last, n - i);
    if (hit == nullptr) break;
    i = static_cast<std::size_t>(static_cast<const char*>(hit) - h);
    const SurrogateUnit t = trail_unit_ending_at(h, n, i + 1);
    if (t.value == nd.head_trail && t.begin >= from) {
      if (nd.tail_lead == 0) return {t.begin, t.end};
      const SurrogateUnit l = lead_unit_starting_at(h, n, i + 1);
      if (l.value == nd.tail_lead) return {t.begin, l.end};
    }
    ++i;
  }
  return {};
}

SearchMatch scan_trail_backward(const Needle& nd, const char* h, std::size_t n,
                                std::size_t max_begin, std::size_t max_end) {
  const unsigned char last = static_cast<unsigned char>(trail_last_byte(nd.head_trail));
  // The unit's last byte i satisfies i + 1 <= max_end and i - 2 <= max_begin.
  std::size_t limit = std::min({n, max_end, add_saturating(max_begin, 3)});  // i < limit
  while (limit > 2) {
    const void* hit = find_byte_backward(h + 2, last, limit - 2);
    if (hit == nullptr) break;
    const std::size_t i = static_cast<std::size_t>(static_cast<const char*>(hit) - h);
    const SurrogateUnit t = trail_unit_ending_at(h, n, i + 1);
    if (t.value == nd.head_trail && t.begin <= max_begin) {
      if (nd.tail_lead == 0) {
        if (t.end <= max_end) return {t.begin, t.end};
      } else {
        const SurrogateUnit l = lead_unit_starting_at(h, n, i + 1);
        if (l.value == nd.tail_lead && l.end <= max_end) return {t.begin, l.end};
      }
    }
    limit = i;
  }
  return {};
}

// L alone: candidates are the bytes that can begin a lead unit.
SearchMatch scan_lead_forward(const Needle& nd, const char* h, std::size_t n, std::size_t from) {
  for (std::size_t q = from; q < n; ++q) {
    if (!may_begin_lead_unit(byte_at(h, q))) continue;
    const SurrogateUnit l = lead_unit_starting_at(h, n, q);
    if (l.value == nd.tail_lead) return {l.begin, l.end};
  }
  return {};
}

SearchMatch scan_lead_backward(const Needle& nd, const char* h, std::size_t n,
                               std::size_t max_begin, std::size_t max_end) {
  // A lead unit beginning at q ends after q, so only q < max_end can end by max_end: starting
  // there keeps right-to-left iteration (which lowers max_end step by step) linear.
  for (std::size_t q = std::min({n, max_end, add_saturating(max_begin, 1)}); q-- > 0;) {
    if (!may_begin_lead_unit(byte_at(h, q))) continue;
    const SurrogateUnit l = lead_unit_starting_at(h, n, q);
    if (l.value == nd.tail_lead && l.end <= max_end) return {l.begin, l.end};
  }
  return {};
}

}  // namespace

// ---- compilation --------------------------------------------------------------------------------

NeedlePlan compile_needle(std::string_view needle) noexcept {
  const Decomposition d = decompose(needle.data(), needle.size());
  NeedlePlan plan;
  plan.head_trail = d.head_trail;
  plan.tail_lead = d.tail_lead;
  plan.middle_offset = static_cast<std::size_t>(d.middle.data() - needle.data());
  plan.middle_size = d.middle.size();
  if (!d.middle.empty()) {
    plan.forward = plan_two_way<Direction::kForward>(d.middle.data(), d.middle.size());
    plan.backward = plan_two_way<Direction::kBackward>(d.middle.data(), d.middle.size());
  }
  if (d.middle.size() >= 2) {
    const simd::NeedleBytes pick = simd::rarest_needle_bytes(d.middle.data(), d.middle.size());
    plan.prefilter_first = pick.first;
    plan.prefilter_second = pick.second;
  }
  return plan;
}

// ---- searching ----------------------------------------------------------------------------------

SearchMatch find_first(const NeedlePlan& plan, std::string_view needle, std::string_view haystack,
                       std::size_t from) noexcept {
  const char* h = haystack.data();
  const std::size_t n = haystack.size();
  if (from > n) return {};
  const Needle nd = parts(plan, needle);
  const bool has_ends = nd.head_trail != 0 || nd.tail_lead != 0;
  if (nd.middle_size == 0) {
    if (nd.head_trail != 0) return scan_trail_forward(nd, h, n, from);
    if (nd.tail_lead != 0) return scan_lead_forward(nd, h, n, from);
    const std::size_t b = code_point_boundary_at_or_after(haystack, from);
    return {b, b};
  }
  if (!has_ends) {
    // The middle begins with a lead byte and holds whole code points, so every byte occurrence is
    // aligned with code points and is a match as it stands.
    const std::size_t p = find_bytes(plan, h, n, from, nd.middle, nd.middle_size);
    if (p == kNoMatch) return {};
    return {p, p + nd.middle_size};
  }
  // Skip to the first occurrence of the middle with the SIMD prefilter (none starts in
  // [from, start)); the scanner goes on from there in linear time.
  std::size_t start = from;
  if (nd.middle_size >= 2 && n - from >= nd.middle_size) {
    const simd::FindResult pre =
        simd::active_kernels().find_prefiltered(h + from, n - from, nd.middle, nd.middle_size,
                                                prefilter_bytes(plan));
    start = from + (pre.match != simd::FindResult::kNone ? pre.match : pre.resume);
  }
  TwoWayScanner<Direction::kForward> scanner(nd.middle, nd.middle_size, plan.forward, h, start,
                                             n);
  for (std::size_t p = scanner.next(); p != kNoMatch; p = scanner.next()) {
    const SearchMatch m = complete_match(nd, h, n, p, p + nd.middle_size);
    if (m.found() && m.begin >= from) return m;
  }
  return {};
}

SearchMatch find_last(const NeedlePlan& plan, std::string_view needle, std::string_view haystack,
                      std::size_t max_begin, std::size_t max_end) noexcept {
  const char* h = haystack.data();
  const std::size_t n = haystack.size();
  const Needle nd = parts(plan, needle);
  if (nd.middle_size == 0) {
    if (nd.head_trail != 0) return scan_trail_backward(nd, h, n, max_begin, max_end);
    if (nd.tail_lead != 0) return scan_lead_backward(nd, h, n, max_begin, max_end);
    const std::size_t b = code_point_boundary_at_or_before(haystack, std::min(max_begin, max_end));
    return {b, b};
  }
  // An occurrence of the middle at p ends at q = p + size <= match end <= max_end, and begins at
  // p <= match begin + 3 <= max_begin + 3.
  const std::size_t hi = std::min({n, max_end, add_saturating(max_begin, 3 + nd.middle_size)});
  if (hi < nd.middle_size) return {};
  if (nd.head_trail == 0 && nd.tail_lead == 0) {
    const std::size_t limit = std::min(hi, add_saturating(max_begin, nd.middle_size));
    if (limit < nd.middle_size) return {};
    if (nd.middle_size == 1) {
      const void* hit = find_byte_backward(h, static_cast<unsigned char>(nd.middle[0]), limit);
      if (hit == nullptr) return {};
      const std::size_t p = static_cast<std::size_t>(static_cast<const char*>(hit) - h);
      return {p, p + 1};
    }
    TwoWayScanner<Direction::kBackward> scanner(nd.middle, nd.middle_size, plan.backward, h, 0,
                                                limit);
    const std::size_t p = scanner.next();
    if (p == kNoMatch) return {};
    return {p, p + nd.middle_size};
  }
  TwoWayScanner<Direction::kBackward> scanner(nd.middle, nd.middle_size, plan.backward, h, 0, hi);
  for (std::size_t p = scanner.next(); p != kNoMatch; p = scanner.next()) {
    const SearchMatch m = complete_match(nd, h, n, p, p + nd.middle_size);
    if (m.found() && m.begin <= max_begin && m.end <= max_end) return m;
  }
  return {};
}

// ---- anchored matching --------------------------------------------------------------------------

SearchMatch match_at(const NeedlePlan& plan, std::string_view needle, std::string_view haystack,
                     std::size_t begin) noexcept {
  const char* h = haystack.data();
  const std::size_t n = haystack.size();
  const Needle nd = parts(plan, needle);
  const OffsetKind kind = classify_offset(h, n, begin);
  if (kind == OffsetKind::kNotBoundary) return {};
  std::size_t p = begin;  // where the middle must begin
  if (nd.head_trail != 0) {
    // The needle's trail unit begins at `begin`: the trail half of the 4-byte sequence at
    // begin - 2 (2 bytes), or a canonical or leading split trail surrogate (3 bytes).
    p = begin + (kind == OffsetKind::kMidSupplementary ? 2 : 3);
  } else if (kind == OffsetKind::kMidSupplementary) {
    return {};  // only a trail surrogate can begin at k+2
  }
  const SearchMatch m = match_with_middle_at(nd, h, n, p);
  return m.found() && m.begin == begin ? m : SearchMatch{};
}

SearchMatch match_ending_at(const NeedlePlan& plan, std::string_view needle,
                            std::string_view haystack, std::size_t end) noexcept {
  const char* h = haystack.data();
  const std::size_t n = haystack.size();
  const Needle nd = parts(plan, needle);
  const OffsetKind kind = classify_offset(h, n, end);
  if (kind == OffsetKind::kNotBoundary) return {};
  std::size_t q = end;  // where the middle must end
  if (nd.tail_lead != 0) {
    // The needle's lead unit ends at `end`: the lead half of the 4-byte sequence at end - 2
    // (2 bytes), or a canonical or trailing split lead surrogate (3 bytes).
    const std::size_t lead_size = kind == OffsetKind::kMidSupplementary ? 2 : 3;
    if (end < lead_size) return {};
    q = end - lead_size;
  } else if (kind == OffsetKind::kMidSupplementary) {
    return {};  // only a lead surrogate can end at k+2
  }
  if (nd.middle_size > q) return {};
  const SearchMatch m = match_with_middle_at(nd, h, n, q - nd.middle_size);
  return m.found() && m.end == end ? m : SearchMatch{};
}

// ---- code point boundaries ----------------------------------------------------------------------

std::size_t code_point_boundary_at_or_after(std::string_view haystack, std::size_t from) noexcept {
  const std::size_t n = haystack.size();
  if (from > n) return kNoMatch;
  if (from == 0) return 0;  // a view's start is a boundary even before a split trail surrogate
  while (from < n && is_continuation_byte(byte_at(haystack.data(), from))) ++from;
  return from;
}

std::size_t code_point_boundary_at_or_before(std::string_view haystack, std::size_t at) noexcept {
  const std::size_t n = haystack.size();
  if (at >= n) return n;
  while (at > 0 && is_continuation_byte(byte_at(haystack.data(), at))) --at;
  return at;
}

}  // namespace internal
}  // namespace wtf8
