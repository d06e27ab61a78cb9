// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to wtf8 (the :simd target); do not include outside src/.
//
// The conversions src/core makes one call for, as inline functions that decide by length: an
// input of a few units or bytes (a file name) runs the scalar reference inline, with no call
// through the table and nothing to set up; longer ones go to the active table, whose vector code
// has its own short-input paths (src/simd/README.md, "Short inputs"). The results are the same
// either way (the scalar table is the reference every table is tested against); only the speed
// differs. ASCII (half of all file names) is recognised by two word loads and copied over. The
// thresholds are where the table's call began to pay for itself in the
// paths_per_name and paths_per_line rows of bench/short_benchmark.cc (24 and 32 bytes measured
// slower than 16 on AVX2 and AVX-512 alike).
//
// Example:
//   char buf[3 * 8];
//   Conversion c = utf16_to_wtf8(u"name.txt", 8, buf, sizeof buf);  // {8, 8}, inline

#ifndef WTF8_SRC_SIMD_SHORT_INPUTS_H_
#define WTF8_SRC_SIMD_SHORT_INPUTS_H_

#include <cstddef>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "src/simd/kernels.h"
#include "src/simd/scalar.h"

namespace wtf8 {
namespace internal {
namespace simd {

// The short-input policy of the two conversions, in one place. A short input is a file name or a
// path: up to kShortUnits UTF-16 units (utf16_to_wtf8) or kShortBytes bytes (wtf8_to_utf16).
// src/core converts one straight into its string with no length pass (src/core/utf16.cc), and
// the AVX2 and AVX-512 tables convert one whole without their loops' setup (their Blocks'
// *_short paths; src/simd/README.md, "Short inputs").
inline constexpr std::size_t kShortUnits = 64;
inline constexpr std::size_t kShortBytes = 128;

// Up to this many UTF-16 units, utf16_to_wtf8 runs inline.
inline constexpr std::size_t kInlineUtf16Units = 8;
// Up to this many bytes, wtf8_to_utf16 runs inline.
inline constexpr std::size_t kInlineWtf8Bytes = 16;

// Whether p[0, n) (n <= 16) is all ASCII: two overlapping word loads (scalar::partial16).
inline bool all_ascii16(const char* p, std::size_t n) {
  const scalar::Partial16 w = scalar::partial16(p, n);
  return ((w.lo | w.hi) & 0x8080808080808080ull) == 0;
}

// Kernels::utf16_to_wtf8 (kernels.h), inline for short inputs.
inline Conversion utf16_to_wtf8(const char16_t* in, std::size_t n, char* out,
                                std::size_t capacity) {
  if (n <= kInlineUtf16Units) {
    if (n <= capacity) {  // ASCII: each unit its byte
      const scalar::Partial16 w = scalar::partial16(reinterpret_cast<const char*>(in), 2 * n);
      if (((w.lo | w.hi) & 0xFF80FF80FF80FF80ull) == 0) {
        for (std::size_t k = 0; k < n; ++k) out[k] = static_cast<char>(in[k]);
        return {n, n};
      }
    }
    return scalar::utf16_to_wtf8(in, n, out, capacity);
  }
  return active_kernels().utf16_to_wtf8(in, n, out, capacity);
}

// Kernels::wtf8_to_utf16 (kernels.h), inline for short inputs. Unlike the table's operation, it
// may write past the units it reports, inside out[0, capacity): an ASCII input of at most 16
// bytes is widened with two 8-unit stores where the room holds 16 units.
inline Conversion wtf8_to_utf16(const char* in, std::size_t n, char16_t* out,
                                std::size_t capacity) {
  if (n <= kInlineWtf8Bytes) {
    const scalar::Partial16 w = scalar::partial16(in, n);
    if (n <= capacity && ((w.lo | w.hi) & 0x8080808080808080ull) == 0) {
      // ASCII: each byte its unit.
#if defined(__SSE2__)
      if (capacity >= 16) {
        // Room for 16 units: the zero-padded bytes widened by two unpacks, stored whole (the
        // units past n are zeros inside the room). The loop below is the reference.
        const __m128i bytes =
            _mm_set_epi64x(static_cast<long long>(w.hi), static_cast<long long>(w.lo));
        const __m128i zero = _mm_setzero_si128();
        _mm_storeu_si128(reinterpret_cast<__m128i*>(out), _mm_unpacklo_epi8(bytes, zero));
        _mm_storeu_si128(reinterpret_cast<__m128i*>(out + 8), _mm_unpackhi_epi8(bytes, zero));
        return {n, n};
      }
#endif
      for (std::size_t k = 0; k < n; ++k) out[k] = static_cast<uint8_t>(in[k]);
      return {n, n};
    }
    return scalar::wtf8_to_utf16(in, n, out, capacity);
  }
  return active_kernels().wtf8_to_utf16(in, n, out, capacity);
}

}  // namespace simd
}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_SIMD_SHORT_INPUTS_H_
