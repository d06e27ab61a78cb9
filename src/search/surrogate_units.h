// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Where a haystack holds a surrogate "unit" (in UTF-16 terms) and what index range it occupies,
// in any of the representations OMG-WTF-8 allows. Built only from the byte rules of
// wtf8/internal/bytes/omg.h; this file adds the mapping to the index space:
//
//   trail surrogate                 bytes            index range
//   canonical ED B0..BF xx at p     [p, p+3)         [p, p+3)
//   half of a 4-byte sequence at k  [k+1, k+4)       [k+2, k+4)
//   leading split trail             [0, 3)           [0, 3)
//
//   lead surrogate                  bytes            index range
//   canonical ED A0..AF xx at q     [q, q+3)         [q, q+3)
//   half of a 4-byte sequence at q  [q, q+3)         [q, q+2)
//   trailing split lead (q = n-3)   [n-3, n)         [n-3, n)

#ifndef WTF8_SRC_SEARCH_SURROGATE_UNITS_H_
#define WTF8_SRC_SEARCH_SURROGATE_UNITS_H_

#include <cstddef>
#include <cstdint>

#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"

namespace wtf8 {
namespace internal {

// A surrogate unit of the haystack: its value (0 when there is none) and its index range.
struct SurrogateUnit {
  uint32_t value = 0;
  std::size_t begin = 0;
  std::size_t end = 0;
};

constexpr bool is_four_byte_lead(uint8_t b) { return sequence_length(b) == 4; }

// The trail surrogate unit whose bytes end right before byte `p` of h[0, n), if any. Safe for any
// p <= n: every form is recognized from its own bytes, never from p's alignment.
inline SurrogateUnit trail_unit_ending_at(const char* h, std::size_t n, std::size_t p) {
  if (p >= 3 && is_canonical_trail_surrogate(h + p - 3)) {
    return {decode_code_point(h + p - 3).code_point, p - 3, p};
  }
  if (p >= 4 && is_four_byte_lead(byte_at(h, p - 4))) {
    return {split_trail_value(h + p - 3), p - 2, p};
  }
  if (p == 3 && starts_with_split_trail(h, n)) return {split_trail_value(h), 0, 3};
  return {};
}

// The lead surrogate unit whose bytes begin at byte `q` of h[0, n), if any (q <= n).
inline SurrogateUnit lead_unit_starting_at(const char* h, std::size_t n, std::size_t q) {
  if (q + 3 <= n && is_canonical_lead_surrogate(h + q)) {
    return {decode_code_point(h + q).code_point, q, q + 3};
  }
  if (q < n && is_four_byte_lead(byte_at(h, q))) {
    const uint32_t value = split_lead_value(h + q);
    if (q + 3 == n && ends_with_split_lead(h, n)) return {value, q, n};
    return {value, q, q + 2};  // a complete 4-byte sequence: its lead half ends at k+2
  }
  return {};
}

// Whether byte b can begin a lead surrogate unit (a canonical surrogate's first byte or a 4-byte
// lead byte); every such unit begins at one.
constexpr bool may_begin_lead_unit(uint8_t b) {
  return b == kSurrogateLeadByte || is_four_byte_lead(b);
}

// The last byte of trail surrogate T's canonical form. A trail half of a 4-byte sequence ends with
// the same byte (both are 0x80 | (T & 0x3F)), so one memchr finds every candidate of either form.
// Computed directly (RFC 3629 §3: the last byte of a 3-byte sequence carries the low 6 bits), not
// by encoding into a scratch buffer, which gcc -O2 reports as maybe uninitialized.
constexpr char trail_last_byte(uint32_t trail) { return static_cast<char>(0x80 | (trail & 0x3F)); }

// The direct form agrees with the encoder for every trail surrogate.
constexpr bool trail_last_byte_agrees_with_encoder() {
  for (uint32_t t = 0xDC00; t <= 0xDFFF; ++t) {
    char buf[4] = {};
    encode_code_point(t, buf);
    if (buf[2] != trail_last_byte(t)) return false;
  }
  return true;
}
static_assert(trail_last_byte_agrees_with_encoder());

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_SEARCH_SURROGATE_UNITS_H_
