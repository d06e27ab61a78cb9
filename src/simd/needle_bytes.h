// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to wtf8 (the :simd target). Which two needle bytes the search prefilter compares:
// the two that are least common in typical text, so that fewer positions pass the filter and
// need a full comparison. Any choice is correct; this one only makes the search faster.
//
// Example: for the needle "zebra" the prefilter compares 'z' (offset 0) and 'b' (offset 2), not
// 'z' and 'a'.

#ifndef WTF8_SRC_SIMD_NEEDLE_BYTES_H_
#define WTF8_SRC_SIMD_NEEDLE_BYTES_H_

#include <cstddef>
#include <cstdint>

namespace wtf8 {
namespace internal {
namespace simd {

// A rough rank of how often byte `b` occurs in text and file names (higher: more often): English
// letter frequencies, then separators and digits; continuation bytes are common in any
// non-English text, 4-byte lead bytes much less so.
// 'a'..'z' (English letter frequency order e t a o i n s h r d l c u m w f g y p b v k j x q z).
inline constexpr uint8_t kLowercaseCommonness[26] = {240, 155, 195, 205, 250, 175, 170, 215, 230,
                                                     140, 145, 200, 185, 225, 235, 160, 130, 210,
                                                     220, 245, 190, 150, 180, 135, 165, 125};
constexpr int byte_commonness(uint8_t b) {
  if (b == ' ') return 255;
  if (b >= 'a' && b <= 'z') return kLowercaseCommonness[b - 'a'];
  if (b >= 0x80 && b < 0xC0) return 180;
  if (b == '\n' || b == '.' || b == ',' || b == '/' || b == '\\' || b == '-' || b == '_')
    return 150;
  if (b >= 0xC0 && b < 0xF0) return 140;
  if (b >= 'A' && b <= 'Z') return 120;
  if (b >= '0' && b <= '9') return 110;
  if (b >= 0xF0) return 70;
  if (b < 0x20 || b == 0x7F) return 5;
  return 60;  // other ASCII punctuation
}

struct NeedleBytes {
  std::size_t first;  // offsets into the needle, first < second
  std::size_t second;
};

// The two least common bytes of m[0, size) (size >= 2); ties keep the earlier offset, so a
// needle of one repeated byte uses its first two offsets.
constexpr NeedleBytes rarest_needle_bytes(const char* m, std::size_t size) {
  std::size_t a = 0;  // the rarest
  std::size_t b = 1;  // the second rarest
  const auto rank = [m](std::size_t i) { return byte_commonness(static_cast<uint8_t>(m[i])); };
  if (rank(b) < rank(a)) {
    a = 1;
    b = 0;
  }
  for (std::size_t i = 2; i < size; ++i) {
    if (rank(i) < rank(a)) {
      b = a;
      a = i;
    } else if (rank(i) < rank(b)) {
      b = i;
    }
  }
  return a < b ? NeedleBytes{a, b} : NeedleBytes{b, a};
}

}  // namespace simd
}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_SIMD_NEEDLE_BYTES_H_
