// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to wtf8 (the :simd target): does a short string hold a byte below a bound or one of a
// few given bytes? Inline, for callers outside the kernel tables whose inputs are a file name's
// few bytes, where a call through the table costs more than the test (src/names' checker).
//
// On x86-64 the test is SSE2, which every x86-64 CPU has, so there is no dispatch: a string of up
// to 16 bytes is one vector, built from two overlapping 8-byte loads (8 to 16 bytes), two
// overlapping 4-byte loads (4 to 7) or three single bytes (1 to 3), so nothing outside the string
// is read and no byte is made up (a repeated byte changes no answer); longer strings take 16 bytes
// a step, the last step ending at the string's end. Elsewhere the scalar reference runs.
// tests/simd_byte_set_test.cc compares the two at every length and position.

#ifndef WTF8_SRC_SIMD_BYTE_SET_H_
#define WTF8_SRC_SIMD_BYTE_SET_H_

#include <cstddef>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#define WTF8_BYTE_SET_SSE2 1
#endif

namespace wtf8 {
namespace internal {
namespace simd {

// The reference: whether some byte of p[0, n) is below `below` or one of kSet.
template <uint8_t... kSet>
bool has_byte_below_or_in_scalar(const char* p, std::size_t n, uint8_t below) {
  for (std::size_t i = 0; i < n; ++i) {
    const uint8_t b = static_cast<uint8_t>(p[i]);
    if (b < below || ((b == kSet) || ...)) return true;
  }
  return false;
}

#if defined(WTF8_BYTE_SET_SSE2)
namespace byte_set_internal {

inline uint64_t load8(const char* p) {
  uint64_t v;
  std::memcpy(&v, p, 8);
  return v;
}
inline uint32_t load4(const char* p) {
  uint32_t v;
  std::memcpy(&v, p, 4);
  return v;
}

// A mask of the lanes of v that are below `below` or in kSet (compile-time bytes, so each
// comparison's operand is a constant vector, not a broadcast made at run time).
template <uint8_t... kSet>
inline int lanes_below_or_in(__m128i v, uint8_t below) {
  __m128i hit = _mm_setzero_si128();
  if (below != 0) {
    // v <= below - 1 (unsigned) exactly when min(v, below - 1) == v.
    const __m128i last = _mm_set1_epi8(static_cast<char>(below - 1));
    hit = _mm_cmpeq_epi8(_mm_min_epu8(v, last), v);
  }
  ((hit = _mm_or_si128(hit, _mm_cmpeq_epi8(v, _mm_set1_epi8(static_cast<char>(kSet))))), ...);
  return _mm_movemask_epi8(hit);
}

}  // namespace byte_set_internal
#endif

// has_byte_below_or_in_scalar's answer, faster where the ISA allows (see the top of the file).
template <uint8_t... kSet>
inline bool has_byte_below_or_in(const char* p, std::size_t n, uint8_t below) {
#if defined(WTF8_BYTE_SET_SSE2)
  using byte_set_internal::lanes_below_or_in;
  using byte_set_internal::load4;
  using byte_set_internal::load8;
  __m128i v;
  if (n > 16) {
    for (std::size_t i = 0; i + 16 < n; i += 16) {
      const __m128i block = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i));
      if (lanes_below_or_in<kSet...>(block, below) != 0) return true;
    }
    v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + n - 16));
  } else if (n >= 8) {
    v = _mm_set_epi64x(static_cast<int64_t>(load8(p + n - 8)), static_cast<int64_t>(load8(p)));
  } else if (n >= 4) {
    const uint64_t both = load4(p) | uint64_t{load4(p + n - 4)} << 32;
    v = _mm_set1_epi64x(static_cast<int64_t>(both));
  } else if (n > 0) {
    const uint32_t last = static_cast<uint8_t>(p[n - 1]);
    const uint32_t three = static_cast<uint8_t>(p[0]) |
                           uint32_t{static_cast<uint8_t>(p[n / 2])} << 8 | last << 16 | last << 24;
    v = _mm_set1_epi32(static_cast<int>(three));
  } else {
    return false;
  }
  return lanes_below_or_in<kSet...>(v, below) != 0;
#else
  return has_byte_below_or_in_scalar<kSet...>(p, n, below);
#endif
}

}  // namespace simd
}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_SIMD_BYTE_SET_H_
