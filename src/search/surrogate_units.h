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

// ---- the bytes every form of a unit shares (the search filter, searcher.cc) ------------------

// A byte of a surrogate unit in its two forms: the canonical 3-byte one and the split one (in a
// 4-byte sequence). The filter accepts either.
struct TwoForms {
  uint8_t canonical;
  uint8_t split;
};

// Byte 0 and byte 1 of lead surrogate unit L: canonical ED A0..AF, or the 4-byte lead byte and the
// byte after it, which depend on L alone (RFC 3629 §3: they carry the code point's bits 12 and
// up, all from L), not on the trail surrogate completing the sequence.
constexpr TwoForms lead_unit_byte0(uint32_t lead) {
  return {kSurrogateLeadByte, static_cast<uint8_t>(0xF0 | (join_surrogates(lead, 0xDC00) >> 18))};
}
constexpr TwoForms lead_unit_byte1(uint32_t lead) {
  return {static_cast<uint8_t>(0x80 | ((lead >> 6) & 0x3F)),
          static_cast<uint8_t>(0x80 | ((join_surrogates(lead, 0xDC00) >> 12) & 0x3F))};
}

// Byte 2 of lead surrogate unit L's canonical form (its low 6 bits). The split form's byte 2 also
// carries bits of the trail surrogate that completes the sequence.
constexpr uint8_t lead_unit_canonical_byte2(uint32_t lead) {
  return static_cast<uint8_t>(0x80 | (lead & 0x3F));
}

// The byte before the last of trail surrogate unit T, in either form, under kTrailMiddleMask:
// canonical B0..BF, split 80..BF; only its low 4 bits come from T (bits 6-9), the split form's
// bits 4-5 come from the lead surrogate.
inline constexpr uint8_t kTrailMiddleMask = 0xCF;
constexpr uint8_t trail_middle_bits(uint32_t trail) {
  return static_cast<uint8_t>(0x80 | ((trail >> 6) & 0x0F));
}

// The direct forms agree with the encoder for every lead and every trail surrogate.
constexpr bool unit_bytes_agree_with_encoder() {
  for (uint32_t s = 0xD800; s <= 0xDBFF; ++s) {
    char canonical[4] = {};
    char split[4] = {};
    encode_code_point(s, canonical);
    encode_code_point(join_surrogates(s, 0xDFFF), split);
    const TwoForms b0 = lead_unit_byte0(s);
    const TwoForms b1 = lead_unit_byte1(s);
    if (b0.canonical != static_cast<uint8_t>(canonical[0]) ||
        b0.split != static_cast<uint8_t>(split[0]) ||
        b1.canonical != static_cast<uint8_t>(canonical[1]) ||
        b1.split != static_cast<uint8_t>(split[1]) ||
        lead_unit_canonical_byte2(s) != static_cast<uint8_t>(canonical[2])) {
      return false;
    }
  }
  for (uint32_t t = 0xDC00; t <= 0xDFFF; ++t) {
    char canonical[4] = {};
    encode_code_point(t, canonical);
    if ((static_cast<uint8_t>(canonical[1]) & kTrailMiddleMask) != trail_middle_bits(t)) {
      return false;
    }
    for (uint32_t lead : {0xD800u, 0xD801u, 0xD802u, 0xD803u, 0xDBFFu}) {
      char split[4] = {};
      encode_code_point(join_surrogates(lead, t), split);
      if ((static_cast<uint8_t>(split[2]) & kTrailMiddleMask) != trail_middle_bits(t)) return false;
    }
  }
  return true;
}
static_assert(unit_bytes_agree_with_encoder());

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_SEARCH_SURROGATE_UNITS_H_
