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
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/internal/config.h"

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

// ---- the pair filter (needles with surrogate ends, and right-to-left searches) -----------------

simd::PairFilter pair_filter(const NeedlePlan& plan) {
  const auto test = [](const FilterTest& t) {
    return simd::ByteTest{t.offset, t.mask, t.value, t.alt_offset, t.alt_mask, t.alt};
  };
  return {test(plan.filter_first), test(plan.filter_second), plan.window_span};
}

// How much verification the rejected candidates of one search may cost beyond twice the bytes it
// has scanned before it goes on with the two-way scanner (about what find_prefiltered allows).
std::size_t allowance(const Needle& nd) { return 16 * (nd.middle_size + 8); }

// The first match beginning at or after `from` among the occurrences of the middle that begin at
// or after `start`: the two-way scanner, linear however many occurrences the ends reject.
SearchMatch scan_middle_forward(const NeedlePlan& plan, const Needle& nd, const char* h,
                                std::size_t n, std::size_t from, std::size_t start) {
  TwoWayScanner<Direction::kForward> scanner(nd.middle, nd.middle_size, plan.forward, h, start, n);
  for (std::size_t p = scanner.next(); p != kNoMatch; p = scanner.next()) {
    const SearchMatch m = complete_match(nd, h, n, p, p + nd.middle_size);
    if (m.found() && m.begin >= from) return m;
  }
  return {};
}

// The last match with begin <= max_begin and end <= max_end among the occurrences of the middle
// that end at or before `hi`.
SearchMatch scan_middle_backward(const NeedlePlan& plan, const Needle& nd, const char* h,
                                 std::size_t n, std::size_t max_begin, std::size_t max_end,
                                 std::size_t hi) {
  TwoWayScanner<Direction::kBackward> scanner(nd.middle, nd.middle_size, plan.backward, h, 0, hi);
  for (std::size_t p = scanner.next(); p != kNoMatch; p = scanner.next()) {
    const SearchMatch m = complete_match(nd, h, n, p, p + nd.middle_size);
    if (m.found() && m.begin <= max_begin && m.end <= max_end) return m;
  }
  return {};
}

// find_first for a needle with surrogate ends (its middle may be empty). A match's window begins
// at or after the match does (2 bytes before a middle that T's 3 bytes precede, or where the
// middle does), so the windows of the matches beginning at or after `from` are all there.
SearchMatch find_first_filtered(const NeedlePlan& plan, const Needle& nd, const char* h,
                                std::size_t n, std::size_t from) {
  const simd::Kernels& kernels = simd::active_kernels();
  const simd::PairFilter f = pair_filter(plan);
  std::size_t spent = 0;
  std::size_t i = from;  // the windows starting before i are done with
  while (i < n && n - i >= f.span) {
    const std::size_t c = kernels.find_candidate(h + i, n - i, f);
    if (c == simd::FindResult::kNone) return {};
    const std::size_t p = i + c + plan.window_before;  // where the middle would begin
    const SearchMatch m = match_with_middle_at(nd, h, n, p);
    if (m.found() && m.begin >= from) return m;
    i += c + 1;
    // Each rejection costs O(middle size); an empty middle costs O(1) and never hands over.
    spent += nd.middle_size;
    if (spent > 2 * (i - from) + allowance(nd)) {
      return scan_middle_forward(plan, nd, h, n, from, i + plan.window_before);
    }
  }
  return {};
}

// find_last through the pair filter: any needle except the empty one and a single byte.
SearchMatch find_last_filtered(const NeedlePlan& plan, const Needle& nd, const char* h,
                               std::size_t n, std::size_t max_begin, std::size_t max_end) {
  const simd::Kernels& kernels = simd::active_kernels();
  const simd::PairFilter f = pair_filter(plan);
  // A match's window ends at most 1 byte after the match does (L's third byte, when the match
  // ends between the halves of a 4-byte sequence) and begins at most 1 byte after it (2 bytes
  // before a middle that T's 3 bytes precede), so every window to look at lies in [0, limit).
  const std::size_t limit =
      std::min({n, add_saturating(max_end, nd.tail_lead != 0 ? 1 : 0),
                add_saturating(max_begin, f.span + (nd.head_trail != 0 ? 1 : 0))});
  std::size_t spent = 0;
  std::size_t end = limit;  // the windows ending after `end` are done with
  while (end >= f.span) {
    const std::size_t c = kernels.rfind_candidate(h, end, f);
    if (c == simd::FindResult::kNone) return {};
    const std::size_t p = c + plan.window_before;
    const SearchMatch m = match_with_middle_at(nd, h, n, p);
    if (m.found() && m.begin <= max_begin && m.end <= max_end) return m;
    if (c == 0) return {};
    end = c - 1 + f.span;
    spent += nd.middle_size;
    if (spent > 2 * (limit - end) + allowance(nd)) {
      // The windows left start before c, so their middles end at or before p - 1 + middle size.
      return scan_middle_backward(plan, nd, h, n, max_begin, max_end, p - 1 + nd.middle_size);
    }
  }
  return {};
}

}  // namespace

// ---- compilation --------------------------------------------------------------------------------

namespace {

FilterTest fixed_test(std::size_t offset, uint8_t byte) {
  return {offset, offset, 0xFF, byte, 0xFF, byte};
}

FilterTest masked_test(std::size_t offset, uint8_t mask, uint8_t bits) {
  return {offset, offset, mask, bits, mask, bits};
}

// Either form's byte at the same offset.
FilterTest either_test(std::size_t offset, TwoForms forms) {
  return {offset, offset, 0xFF, forms.canonical, 0xFF, forms.split};
}

// `canonical` at `offset`, or `split` at `split_offset`.
FilterTest either_at_test(std::size_t offset, uint8_t canonical, std::size_t split_offset,
                          uint8_t split) {
  return {offset, split_offset, 0xFF, canonical, 0xFF, split};
}

// NeedlePlan's window and filter tests. `head` is the needle up to the end of its middle: the
// middle's bytes are fixed, and so is the byte before them when the needle begins with T (T's
// last byte, the same in both forms). Plain needles of two bytes or more get a filter too (their
// two least common bytes), which right-to-left searches use.
void plan_filter(const Decomposition& d, std::string_view head, NeedlePlan* plan) {
  const std::size_t m = d.middle.size();
  const std::size_t before = d.head_trail != 0 ? 2 : 0;
  plan->window_before = before;
  plan->window_span = before + m + (d.tail_lead != 0 ? 3 : 0);
  // The fixed bytes: [T's last byte] M, at window offset before - 1 (or `before` without T).
  const std::size_t fixed_at = d.head_trail != 0 ? 1 : 0;
  const std::string_view fixed = head.substr(head.size() - m - fixed_at);
  if (d.tail_lead != 0) {
    plan->filter_first = either_test(before + m, lead_unit_byte0(d.tail_lead));
    if (fixed.empty()) {
      // L's canonical third byte, or its split form's second (its first two bytes alone are
      // shared by 64 lead surrogates in canonical form, 4 in split form).
      plan->filter_second = either_at_test(before + m + 2, lead_unit_canonical_byte2(d.tail_lead),
                                           before + m + 1, lead_unit_byte1(d.tail_lead).split);
    } else {
      // The least common fixed byte; ties keep the first.
      std::size_t best = 0;
      for (std::size_t k = 1; k < fixed.size(); ++k) {
        if (simd::byte_commonness(static_cast<uint8_t>(fixed[k])) <
            simd::byte_commonness(static_cast<uint8_t>(fixed[best]))) {
          best = k;
        }
      }
      plan->filter_second = fixed_test(fixed_at + best, static_cast<uint8_t>(fixed[best]));
    }
  } else if (fixed.size() >= 2) {
    const simd::NeedleBytes pick = simd::rarest_needle_bytes(fixed.data(), fixed.size());
    plan->filter_first = fixed_test(fixed_at + pick.first, static_cast<uint8_t>(fixed[pick.first]));
    plan->filter_second =
        fixed_test(fixed_at + pick.second, static_cast<uint8_t>(fixed[pick.second]));
  } else if (d.head_trail != 0) {
    // T alone: its last byte, and the byte before under the mask that keeps T's bits.
    plan->filter_first = fixed_test(1, static_cast<uint8_t>(trail_last_byte(d.head_trail)));
    plan->filter_second = masked_test(0, kTrailMiddleMask, trail_middle_bits(d.head_trail));
  }
  // Otherwise (the empty needle, a single byte) the filter is unused.
}

}  // namespace

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
  plan_filter(d, needle.substr(0, plan.middle_offset + plan.middle_size), &plan);
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
  if (!has_ends) {
    if (nd.middle_size == 0) {
      const std::size_t b = code_point_boundary_at_or_after(haystack, from);
      return {b, b};
    }
    // The middle begins with a lead byte and holds whole code points, so every byte occurrence is
    // aligned with code points and is a match as it stands.
    const std::size_t p = find_bytes(plan, h, n, from, nd.middle, nd.middle_size);
    if (p == kNoMatch) return {};
    return {p, p + nd.middle_size};
  }
  return find_first_filtered(plan, nd, h, n, from);
}

SearchMatch find_last(const NeedlePlan& plan, std::string_view needle, std::string_view haystack,
                      std::size_t max_begin, std::size_t max_end) noexcept {
  const char* h = haystack.data();
  const std::size_t n = haystack.size();
  const Needle nd = parts(plan, needle);
  const bool has_ends = nd.head_trail != 0 || nd.tail_lead != 0;
  if (!has_ends && nd.middle_size == 0) {
    const std::size_t b = code_point_boundary_at_or_before(haystack, std::min(max_begin, max_end));
    return {b, b};
  }
  if (!has_ends && nd.middle_size == 1) {
    const std::size_t limit = std::min({n, max_end, add_saturating(max_begin, 1)});
    const void* hit = find_byte_backward(h, static_cast<unsigned char>(nd.middle[0]), limit);
    if (hit == nullptr) return {};
    const std::size_t p = static_cast<std::size_t>(static_cast<const char*>(hit) - h);
    return {p, p + 1};
  }
  return find_last_filtered(plan, nd, h, n, max_begin, max_end);
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
