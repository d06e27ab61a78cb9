// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The scalar table: every operation of kernels.h as a plain loop written straight from the specs.
// It is the reference the vector tables are tested against, and its validator is the only code
// that decides where and why input is ill-formed (the vector tables hand it their error blocks).

#include "src/simd/scalar.h"

#include <cstring>

#include "src/simd/kernels.h"
#include "src/simd/needle_bytes.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"

namespace wtf8 {
namespace internal {
namespace simd {
namespace scalar {
namespace {

inline uint8_t at(const char* p, std::size_t i) { return static_cast<uint8_t>(p[i]); }

}  // namespace

ValidationResult validate_head(const char* p, std::size_t n, Flavor flavor) {
  // OMG-WTF-8: an optional split trail surrogate (any three continuation bytes) first.
  if (flavor != Flavor::kOmgWtf8 || n == 0 || !is_continuation_byte(at(p, 0))) {
    return {ValidationError::kNone, 0};
  }
  if (n < 3 || !is_continuation_byte(at(p, 1)) || !is_continuation_byte(at(p, 2))) {
    return {ValidationError::kUnexpectedContinuation, 0};
  }
  return {ValidationError::kNone, 3};
}

ValidationResult validate_from(const char* p, std::size_t n, std::size_t i, Flavor flavor) {
  const bool surrogates_allowed = flavor != Flavor::kUtf8;
  while (i < n) {
    i += ascii_prefix_length(p + i, n - i);
    if (i == n) break;
    const uint8_t b0 = at(p, i);
    // WTF-8 §5 Table 3 / RFC 3629 §4: the allowed range of the second byte depends on the first.
    const LeadByteRule rule = lead_byte_rule(b0, surrogates_allowed);
    if (rule.length == 0) {
      if (b0 < 0xC0) return {ValidationError::kUnexpectedContinuation, i};
      if (b0 < 0xC2) return {ValidationError::kOverlong, i};
      return {ValidationError::kInvalidByte, i};
    }
    const std::size_t len = rule.length;
    for (std::size_t k = 1; k < len; ++k) {
      if (i + k >= n) {
        // OMG-WTF-8: the first 3 bytes of a 4-byte sequence may end the string (split lead).
        if (flavor == Flavor::kOmgWtf8 && len == 4 && k == 3) return {ValidationError::kNone, n};
        return {ValidationError::kTruncated, i};
      }
      const uint8_t b = at(p, i + k);
      if (!is_continuation_byte(b)) return {ValidationError::kExpectedContinuation, i};
      if (k == 1 && (b < rule.second_lo || b > rule.second_hi)) {
        if (b < rule.second_lo) return {ValidationError::kOverlong, i};
        return {b0 == kSurrogateLeadByte ? ValidationError::kSurrogate : ValidationError::kTooLarge,
                i};
      }
    }
    // WTF-8 §6: a lead surrogate byte sequence directly followed by a trail surrogate byte
    // sequence is ill-formed (that pair must be written as one 4-byte sequence). The lead's three
    // bytes were just checked; the look-ahead checks all three of the trail's (a lead followed by
    // anything else is fine here: the next iteration reports that).
    if (len == 3 && surrogates_allowed && is_canonical_lead_surrogate(p + i) &&
        starts_with_trail_surrogate_sequence(p + i + 3, n - i - 3)) {
      return {ValidationError::kSurrogatePair, i};
    }
    i += len;
  }
  return {ValidationError::kNone, n};
}

ValidationResult validate(const char* p, std::size_t n, Flavor flavor) {
  const ValidationResult head = validate_head(p, n, flavor);
  if (!head.ok()) return head;
  return validate_from(p, n, head.offset, flavor);
}

std::size_t wtf8_length_of_utf16(const char16_t* in, std::size_t n) {
  std::size_t len = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const uint32_t u = in[i];
    len += 1 + (u >= 0x80) + (u >= 0x800);
    // A lead surrogate followed by a trail surrogate is one 4-byte sequence, not 3 + 3 bytes.
    if (is_lead_surrogate(u) && i + 1 < n && is_trail_surrogate(in[i + 1])) len -= 2;
  }
  return len;
}

// WTF-8 §6.2 (decode to code points): one value per sequence, a lone surrogate as its value.
Conversion wtf8_to_utf32_whole(const char* in, std::size_t n, char32_t* out, std::size_t capacity) {
  return wtf8_to_units_whole(in, n, out, capacity);
}

Conversion wtf8_to_utf32(const char* in, std::size_t n, char32_t* out, std::size_t capacity,
                         bool /*scratch*/) {
  return wtf8_to_units_omg(in, n, out, capacity, wtf8_to_utf32_whole);
}

std::size_t decode_window(const char* in, char32_t* out) {
  // The end of a sequence begun before the window (3 bytes at most), then sequence by sequence.
  std::size_t i = 0;
  while (i < 3 && is_continuation_byte(static_cast<uint8_t>(in[i]))) ++i;
  std::size_t w = 0;
  while (i < kWindowBytes) {
    const Decoded d = decode_code_point(in + i);
    out[w++] = d.code_point;
    i += d.length;
  }
  return w;
}

std::size_t code_point_count(const char* p, std::size_t n) {
  std::size_t count = 0;
  for (std::size_t i = 0; i < n; ++i) count += !is_continuation_byte(at(p, i));
  // A split trail surrogate is three continuation bytes; a split lead surrogate has its lead byte.
  return count + (starts_with_split_trail(p, n) ? 1 : 0);
}

std::size_t utf16_length(const char* p, std::size_t n) {
  std::size_t units = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const uint8_t b = at(p, i);
    units += !is_continuation_byte(b) + (b >= 0xF0);  // a 4-byte sequence is a surrogate pair
  }
  if (starts_with_split_trail(p, n)) ++units;
  if (ends_with_split_lead(p, n)) --units;  // only the lead half is here
  return units;
}

std::size_t find_surrogate(const char* p, std::size_t n) {
  std::size_t from = 0;
  while (from + 3 <= n) {
    const void* hit = std::memchr(p + from, kSurrogateLeadByte, n - 2 - from);
    if (hit == nullptr) break;
    const std::size_t i = static_cast<std::size_t>(static_cast<const char*>(hit) - p);
    if (at(p, i + 1) >= 0xA0 && at(p, i + 1) <= 0xBF) return i;
    from = i + 1;
  }
  return n;
}

std::size_t copy_canonical_lossy(const char* in, std::size_t n, char* out, std::size_t begin,
                                 std::size_t end, std::size_t carry) {
  if (begin >= end) return carry;
  if (out != in) std::memcpy(out + begin, in + begin, end - begin);
  const std::size_t first = carry < end - begin ? carry : end - begin;
  std::memcpy(out + begin, kReplacementUtf8 + 3 - carry, first);
  if (first < carry) return carry - first;
  // In place, the bytes read below are still the input's: replacements (EF BF BD) are written
  // only over a surrogate's own bytes, at or before the one the search has reached.
  for (std::size_t s = begin + carry; s < end && s + 3 <= n;) {
    const void* hit = std::memchr(in + s, kSurrogateLeadByte, (end < n - 2 ? end : n - 2) - s);
    if (hit == nullptr) break;
    s = static_cast<std::size_t>(static_cast<const char*>(hit) - in);
    if (at(in, s + 1) < 0xA0 || at(in, s + 1) > 0xBF) {
      ++s;  // ED 80..9F: U+D000..U+D7FF stays
      continue;
    }
    const std::size_t inside = end - s < 3 ? end - s : 3;
    std::memcpy(out + s, kReplacementUtf8, inside);
    if (inside < 3) return 3 - inside;
    s += 3;
  }
  return 0;
}

void copy_utf8_lossy(const char* in, std::size_t n, char* out, bool /*stream*/) {
  copy_utf8_lossy_with(in, n, out, /*stream=*/false, 1,
                       [](const char*, std::size_t, char*, bool, std::size_t*) -> std::size_t {
                         return 0;  // no blocks: the scalar copy does it all
                       });
}

// The candidates are the places of the rarer picked byte, found with memchr (vectorized in every
// C library: a byte loop here ran at a tenth of the glibc memmem the scalar table used to hand
// every search to), each tested on the other picked byte and then verified in full. It gives
// up, for the caller's linear search, where verification has cost more than twice the bytes
// scanned (as the vector tables do) or the byte is so frequent that memchr calls stop paying
// (more than one in 64 bytes).
FindResult find_prefiltered(const char* h, std::size_t n, const char* m, std::size_t size,
                            NeedleBytes pick) {
  if (size > n) return {FindResult::kNone, 0};
  const bool swap = byte_commonness(static_cast<uint8_t>(m[pick.second])) <
                    byte_commonness(static_cast<uint8_t>(m[pick.first]));
  const std::size_t anchor = swap ? pick.second : pick.first;  // memchr looks for this one
  const std::size_t other = swap ? pick.first : pick.second;
  const unsigned char anchor_byte = static_cast<unsigned char>(m[anchor]);
  const uint8_t other_byte = static_cast<uint8_t>(m[other]);
  const std::size_t allowance = 16 * size;
  const std::size_t last = n - size + 1;  // positions [0, last) can hold the needle
  std::size_t verified = 0;
  std::size_t hits = 0;
  std::size_t i = 0;
  while (i < last) {
    // The anchor byte of a position p is at p + anchor: positions [i, last).
    const void* hit = std::memchr(h + i + anchor, anchor_byte, last - i);
    if (hit == nullptr) break;
    i = static_cast<std::size_t>(static_cast<const char*>(hit) - h) - anchor;
    if (at(h, i + other) == other_byte) {
      if (std::memcmp(h + i, m, size) == 0) return {i, i};
      verified += size;
    }
    ++i;
    ++hits;
    if (verified > 2 * i + allowance || 64 * hits > i + allowance) return {FindResult::kNone, i};
  }
  return {FindResult::kNone, last};
}

namespace {

bool passes(const char* h, std::size_t i, const ByteTest& t) {
  return static_cast<uint8_t>(at(h, i + t.offset) & t.mask) == t.value ||
         static_cast<uint8_t>(at(h, i + t.alt_offset) & t.alt_mask) == t.alt;
}

bool is_candidate(const char* h, std::size_t i, const PairFilter& f) {
  return passes(h, i, f.first) && passes(h, i, f.second);
}

}  // namespace

std::size_t find_candidate(const char* h, std::size_t n, const PairFilter& f) {
  for (std::size_t i = 0; i < n && n - i >= f.span; ++i) {
    if (is_candidate(h, i, f)) return i;
  }
  return FindResult::kNone;
}

std::size_t rfind_candidate(const char* h, std::size_t n, const PairFilter& f) {
  if (n < f.span) return FindResult::kNone;
  for (std::size_t i = n - f.span + 1; i-- > 0;) {
    if (is_candidate(h, i, f)) return i;
  }
  return FindResult::kNone;
}

std::size_t find_json_stop(const char* p, std::size_t n, JsonStops stops) {
  for (std::size_t i = 0; i < n; ++i) {
    if (json_stop_at(p + i, n - i, stops)) return i;
  }
  return n;
}

}  // namespace scalar

const Kernels& scalar_kernels() {
  static constexpr Kernels kScalar = {"scalar",
                                      scalar::validate,
                                      scalar::utf16_to_wtf8,
                                      scalar::utf16_bytes_to_utf8,
                                      scalar::wtf8_length_of_utf16,
                                      scalar::wtf8_to_utf16,
                                      scalar::wtf8_to_utf16_bytes,
                                      scalar::code_point_count,
                                      scalar::utf16_length,
                                      scalar::find_surrogate,
                                      scalar::copy_utf8_lossy,
                                      scalar::find_prefiltered,
                                      scalar::find_candidate,
                                      scalar::rfind_candidate,
                                      scalar::wtf8_to_utf32,
                                      scalar::find_json_stop,
                                      scalar::decode_window};
  return kScalar;
}

}  // namespace simd
}  // namespace internal
}  // namespace wtf8
