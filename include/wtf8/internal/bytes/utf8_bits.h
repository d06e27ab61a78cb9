// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/internal/bytes/utf8_bits.h
// -----------------------------------------------------------------------------
//
// Internal to wtf8; included by the public wtf8 headers; do not include directly.
// IWYU pragma: private, include "wtf8/wtf8.h"
//
// constexpr byte classification and the encoding/decoding of one code point in generalized UTF-8
// (WTF-8 spec §5, §6.1, §6.2). Everything here works on bytes already known to be well-formed
// unless its comment says otherwise; validation lives in src/core/validate.cc.

#ifndef WTF8_INTERNAL_BYTES_UTF8_BITS_H_
#define WTF8_INTERNAL_BYTES_UTF8_BITS_H_

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace wtf8 {
namespace internal {

inline constexpr uint32_t kMaxCodePoint = 0x10FFFF;
inline constexpr uint32_t kLeadSurrogateMin = 0xD800;
inline constexpr uint32_t kLeadSurrogateMax = 0xDBFF;
inline constexpr uint32_t kTrailSurrogateMin = 0xDC00;
inline constexpr uint32_t kTrailSurrogateMax = 0xDFFF;
inline constexpr uint32_t kReplacementCharacter = 0xFFFD;
// Its UTF-8 bytes (as long as a surrogate's, so lossy output keeps every offset).
inline constexpr char kReplacementUtf8[3] = {'\xEF', '\xBF', '\xBD'};

constexpr bool is_surrogate(uint32_t cp) { return cp >= 0xD800 && cp <= 0xDFFF; }
constexpr bool is_lead_surrogate(uint32_t cp) { return cp >= 0xD800 && cp <= 0xDBFF; }
constexpr bool is_trail_surrogate(uint32_t cp) { return cp >= 0xDC00 && cp <= 0xDFFF; }

// WHATWG Encoding §3 "scalar value from surrogates"; WTF-8 §4.2 step 2.1.
constexpr uint32_t join_surrogates(uint32_t lead, uint32_t trail) {
  return 0x10000 + ((lead - 0xD800) << 10) + (trail - 0xDC00);
}
// WTF-8 §4.1 step 2.1: the two halves of a supplementary code point.
constexpr uint32_t lead_surrogate_of(uint32_t supplementary) {
  return ((supplementary - 0x10000) >> 10) + 0xD800;
}
constexpr uint32_t trail_surrogate_of(uint32_t supplementary) {
  return ((supplementary - 0x10000) & 0x3FF) + 0xDC00;
}

constexpr bool is_ascii_byte(uint8_t b) { return b < 0x80; }
constexpr bool is_continuation_byte(uint8_t b) { return (b & 0xC0) == 0x80; }

// Length of the sequence a well-formed lead byte starts (1 to 4). Undefined for a continuation
// byte; returns 1 for bytes that can never lead (C0, C1, F5..FF) so callers always advance.
constexpr std::size_t sequence_length(uint8_t lead) {
  return lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : lead < 0xF8 ? 4 : 1;
}

// What a lead byte allows (RFC 3629 §4, WTF-8 §5 Table 3): the one place these byte ranges are
// written, used by the validator (src/core/validate.cc) and the WHATWG UTF-8 decoder
// (utf8_decoder_state.h), so the two cannot disagree about where an ill-formed sequence begins.
struct LeadByteRule {
  uint8_t length;     // 1 to 4; 0 when the byte cannot begin a sequence (80..C1, F5..FF)
  uint8_t second_lo;  // the allowed range of the second byte (the third and fourth: 80..BF)
  uint8_t second_hi;
};

// The rule for lead byte `b`. `allow_surrogates` is generalized UTF-8 (WTF-8), where ED may be
// followed by A0..BF; in UTF-8 it may not (ED A0..BF would be a surrogate).
// Example: `lead_byte_rule(0xE0, false)` is {3, 0xA0, 0xBF}; `lead_byte_rule(0xC1, false).length`
// is 0 (an overlong lead).
constexpr LeadByteRule lead_byte_rule(uint8_t b, bool allow_surrogates) {
  if (b < 0x80) return {1, 0x80, 0xBF};
  if (b < 0xC2) return {0, 0x80, 0xBF};
  if (b < 0xE0) return {2, 0x80, 0xBF};
  if (b < 0xF0) {
    return {3, static_cast<uint8_t>(b == 0xE0 ? 0xA0 : 0x80),
            static_cast<uint8_t>(b == 0xED && !allow_surrogates ? 0x9F : 0xBF)};
  }
  if (b < 0xF5) {
    return {4, static_cast<uint8_t>(b == 0xF0 ? 0x90 : 0x80),
            static_cast<uint8_t>(b == 0xF4 ? 0x8F : 0xBF)};
  }
  return {0, 0x80, 0xBF};
}

// Bytes the generalized UTF-8 encoding of `cp` takes (WTF-8 §5 Table 2).
constexpr std::size_t encoded_length(uint32_t cp) {
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

// Writes the generalized UTF-8 encoding of `cp` (<= U+10FFFF, surrogates allowed) to `out`, which
// must have room for 4 bytes, and returns the number of bytes written (WTF-8 §6.1 step 2.2).
constexpr std::size_t encode_code_point(uint32_t cp, char* out) {
  if (cp < 0x80) {
    out[0] = static_cast<char>(cp);
    return 1;
  }
  if (cp < 0x800) {
    out[0] = static_cast<char>(0xC0 | (cp >> 6));
    out[1] = static_cast<char>(0x80 | (cp & 0x3F));
    return 2;
  }
  if (cp < 0x10000) {
    out[0] = static_cast<char>(0xE0 | (cp >> 12));
    out[1] = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out[2] = static_cast<char>(0x80 | (cp & 0x3F));
    return 3;
  }
  out[0] = static_cast<char>(0xF0 | (cp >> 18));
  out[1] = static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
  out[2] = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
  out[3] = static_cast<char>(0x80 | (cp & 0x3F));
  return 4;
}

// Length of the run of ASCII bytes at the start of p[0, n): eight bytes at a time, then byte by
// byte. The scalar reference of the "ASCII run length" kernel.
inline std::size_t ascii_prefix_length(const char* p, std::size_t n) {
  std::size_t i = 0;
  for (; n - i >= 8; i += 8) {
    uint64_t word;
    std::memcpy(&word, p + i, sizeof word);
    if ((word & 0x8080808080808080ull) != 0) break;
  }
  while (i < n && static_cast<uint8_t>(p[i]) < 0x80) ++i;
  return i;
}

struct Decoded {
  uint32_t code_point;
  std::size_t length;
};

// Decodes the code point whose well-formed sequence starts at `p` (WTF-8 §6.2). `p` must point at
// a lead byte of a complete sequence.
constexpr Decoded decode_code_point(const char* p) {
  const uint8_t b0 = static_cast<uint8_t>(p[0]);
  if (b0 < 0x80) return {b0, 1};
  const uint32_t b1 = static_cast<uint8_t>(p[1]) & 0x3F;
  if (b0 < 0xE0) return {((b0 & 0x1Fu) << 6) | b1, 2};
  const uint32_t b2 = static_cast<uint8_t>(p[2]) & 0x3F;
  if (b0 < 0xF0) return {((b0 & 0x0Fu) << 12) | (b1 << 6) | b2, 3};
  const uint32_t b3 = static_cast<uint8_t>(p[3]) & 0x3F;
  return {((b0 & 0x07u) << 18) | (b1 << 12) | (b2 << 6) | b3, 4};
}

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_INTERNAL_BYTES_UTF8_BITS_H_
