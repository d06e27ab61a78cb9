// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/internal/bytes/omg.h
// -----------------------------------------------------------------------------
//
// Internal to wtf8; included by the public wtf8 headers; do not include directly.
// IWYU pragma: private, include "wtf8/wtf8.h"
//
// The OMG-WTF-8 byte rules, in one place (the OMG-WTF-8 description: the omgwtf8 prototype's README
// and Rust RFC 2295). Every piece of code that recognizes a surrogate, canonical or split, or
// classifies an offset as a boundary, calls here.
//
// A surrogate has two byte forms:
//   canonical   lead  ED A0..AF 80..BF      trail  ED B0..BF 80..BF
//   split       lead  the first 3 bytes of a 4-byte sequence (F0 90..BF | F1..F3 80..BF |
//                     F4 80..8F, then 80..BF)
//               trail the last 3 bytes of a 4-byte sequence (80..BF 80..BF 80..BF)
// A split lead (high) surrogate can only end a view; a split trail (low) surrogate can only begin
// one. Offset k+2 of a complete 4-byte sequence starting at k is a boundary ("between the
// surrogates"); k+1, k+3 and offsets inside 2- and 3-byte sequences are not.
//
// Every function takes a view's bytes (`data`, `size`) that are already known to be well-formed
// OMG-WTF-8 (it may then look at fewer bytes than a validator would: `is_canonical_trail_surrogate`
// reads only two), except the two in the section "unvalidated bytes", which validators use.

#ifndef WTF8_INTERNAL_BYTES_OMG_H_
#define WTF8_INTERNAL_BYTES_OMG_H_

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "wtf8/internal/bytes/utf8_bits.h"

namespace wtf8 {
namespace internal {

inline constexpr uint8_t kSurrogateLeadByte = 0xED;

constexpr uint8_t byte_at(const char* p, std::size_t i) { return static_cast<uint8_t>(p[i]); }

// ---- canonical forms (3 bytes at p) ----------------------------------------------------------

// For well-formed input only: each reads two bytes and assumes the third is a continuation byte.
constexpr bool is_canonical_surrogate(const char* p) {
  return byte_at(p, 0) == kSurrogateLeadByte && byte_at(p, 1) >= 0xA0;
}
constexpr bool is_canonical_lead_surrogate(const char* p) {
  return byte_at(p, 0) == kSurrogateLeadByte && byte_at(p, 1) >= 0xA0 && byte_at(p, 1) <= 0xAF;
}
constexpr bool is_canonical_trail_surrogate(const char* p) {
  return byte_at(p, 0) == kSurrogateLeadByte && byte_at(p, 1) >= 0xB0;
}

// ---- unvalidated bytes (validators, decoders) --------------------------------------------------

// Whether a lead byte `b0` followed by `b1` starts a surrogate byte sequence; says nothing about
// whether `b1` is a continuation byte or about what follows.
constexpr bool starts_surrogate_sequence(uint8_t b0, uint8_t b1) {
  return b0 == kSurrogateLeadByte && b1 >= 0xA0;
}
// Whether p[0, avail) begins with a complete, well-formed trail surrogate byte sequence
// (ED B0..BF 80..BF), checking every byte it relies on.
constexpr bool starts_with_trail_surrogate_sequence(const char* p, std::size_t avail) {
  return avail >= 3 && byte_at(p, 0) == kSurrogateLeadByte && byte_at(p, 1) >= 0xB0 &&
         byte_at(p, 1) <= 0xBF && is_continuation_byte(byte_at(p, 2));
}

// ---- split forms -----------------------------------------------------------------------------

// Whether the view starts with a split trail (low) surrogate: in a well-formed view only that can
// start with a continuation byte.
constexpr bool starts_with_split_trail(const char* data, std::size_t size) {
  return size >= 3 && is_continuation_byte(byte_at(data, 0));
}
// Whether the view ends with a split lead (high) surrogate: a 4-byte lead byte 3 bytes before the
// end cannot start a complete sequence.
constexpr bool ends_with_split_lead(const char* data, std::size_t size) {
  return size >= 3 && byte_at(data, size - 3) >= 0xF0;
}

// The lead surrogate that the first 3 bytes of a 4-byte sequence at `p` determine.
constexpr uint32_t split_lead_value(const char* p) {
  const uint32_t top = ((byte_at(p, 0) & 0x07u) << 18) | ((byte_at(p, 1) & 0x3Fu) << 12) |
                       ((byte_at(p, 2) & 0x3Fu) << 6);
  return lead_surrogate_of(top);
}
// The trail surrogate that the last 3 bytes of a 4-byte sequence (starting at `p`) determine:
// only the low 4 bits of the middle byte and the last byte carry it.
constexpr uint32_t split_trail_value(const char* p) {
  return kTrailSurrogateMin + (((byte_at(p, 1) & 0x0Fu) << 6) | (byte_at(p, 2) & 0x3Fu));
}

// ---- reading code points at the ends (the one place that knows about split halves) ----------

// The code point starting at boundary `pos` (< size), and how many bytes it occupies in the view.
constexpr Decoded code_point_at(const char* data, std::size_t size, std::size_t pos) {
  if (pos == 0 && starts_with_split_trail(data, size)) return {split_trail_value(data), 3};
  if (pos + 3 == size && ends_with_split_lead(data, size)) {
    return {split_lead_value(data + pos), 3};
  }
  return decode_code_point(data + pos);
}

// The code point ending at boundary `pos` (> 0); `length` is the bytes it occupies, so the
// previous boundary is `pos - length`.
constexpr Decoded code_point_before(const char* data, std::size_t size, std::size_t pos) {
  if (pos == size && ends_with_split_lead(data, size)) {
    return {split_lead_value(data + size - 3), 3};
  }
  std::size_t start = pos - 1;
  while (start > 0 && is_continuation_byte(byte_at(data, start))) --start;
  if (start == 0 && is_continuation_byte(byte_at(data, 0))) {
    return {split_trail_value(data), pos};  // the split trail surrogate at the front
  }
  return {decode_code_point(data + start).code_point, pos - start};
}

// ---- boundaries and slicing ------------------------------------------------------------------

enum class OffsetKind : uint8_t {
  kNotBoundary,
  kCodePointBoundary,  // 0, size, or the start of a code point
  kMidSupplementary,   // k+2 of a complete 4-byte sequence starting at k
};

constexpr OffsetKind classify_offset(const char* data, std::size_t size, std::size_t i) {
  if (i == 0 || i == size) return OffsetKind::kCodePointBoundary;
  if (i > size) return OffsetKind::kNotBoundary;
  if (!is_continuation_byte(byte_at(data, i))) return OffsetKind::kCodePointBoundary;
  // A continuation byte two after a 4-byte lead byte, with the whole sequence inside the view
  // (a split lead surrogate at the end has only 3 of its bytes, so it cannot be cut again).
  if (i >= 2 && byte_at(data, i - 2) >= 0xF0 && i + 2 <= size) {
    return OffsetKind::kMidSupplementary;
  }
  return OffsetKind::kNotBoundary;
}

struct ByteRange {
  std::size_t begin;
  std::size_t end;
};

// The bytes of the view's slice [begin, end), both boundaries (classified as `bk`, `ek`) with
// begin <= end. A slice beginning mid-supplementary starts one byte earlier (the split trail
// surrogate's 3 bytes); one ending there ends one byte later (the split lead surrogate's 3 bytes).
constexpr ByteRange slice_bytes(std::size_t begin, std::size_t end, OffsetKind bk, OffsetKind ek) {
  if (begin == end) return {begin, begin};
  return {bk == OffsetKind::kMidSupplementary ? begin - 1 : begin,
          ek == OffsetKind::kMidSupplementary ? end + 1 : end};
}

// ---- canonical decomposition (equality, ordering, hashing) -----------------------------------

// A view seen as: an optional trail surrogate at its start (either form), the middle bytes, and an
// optional lead surrogate at its end (either form). Two views hold the same code points exactly
// when their decompositions are equal, whatever form their surrogates take. 0 means "none".
struct Decomposition {
  uint32_t head_trail;
  std::string_view middle;
  uint32_t tail_lead;
};

constexpr Decomposition decompose(const char* data, std::size_t size) {
  Decomposition d{0, std::string_view(data, size), 0};
  if (size >= 3 && (starts_with_split_trail(data, size) || is_canonical_trail_surrogate(data))) {
    d.head_trail = code_point_at(data, size, 0).code_point;
    d.middle.remove_prefix(3);
  }
  if (d.middle.size() >= 3) {
    const char* last3 = data + size - 3;
    if (ends_with_split_lead(data, size)) {
      d.tail_lead = split_lead_value(last3);
      d.middle.remove_suffix(3);
    } else if (is_canonical_lead_surrogate(last3)) {
      d.tail_lead = decode_code_point(last3).code_point;
      d.middle.remove_suffix(3);
    }
  }
  return d;
}

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_INTERNAL_BYTES_OMG_H_
