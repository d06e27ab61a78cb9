// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The SSE4.2 table (vector_kernels-inl.h over 16-byte vectors; SSSE3 pshufb, SSE4.1 ptest),
// compiled with a target region, not a file-wide -msse4.2, so the rest of the library runs on any
// x86-64.

#include "src/simd/kernels.h"

#if defined(__x86_64__) && defined(__GNUC__)

#include <immintrin.h>

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "src/simd/cpu.h"
#include "src/simd/scalar.h"
#include "src/simd/target_region.h"
#include "src/simd/vector.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/internal/config.h"

WTF8_SIMD_TARGET_BEGIN("sse4.2,popcnt")

namespace wtf8 {
namespace internal {
namespace simd {
namespace sse4 {

struct V {
  using T = __m128i;
  static constexpr std::size_t kBytes = 16;
  static constexpr bool kMaskedLoads = false;  // tails: overlapping loads
  static __m128i x86_partial(const char* q, std::size_t r) {
    const scalar::Partial16 w = scalar::partial16(q, r);
    return _mm_set_epi64x(static_cast<long long>(w.hi), static_cast<long long>(w.lo));
  }
  static T load_partial(const void* p, std::size_t r) {
    return x86_partial(static_cast<const char*>(p), r);
  }
  static constexpr int kMaskShift = 0;
  static T zero() { return _mm_setzero_si128(); }
  static T set1(uint8_t b) { return _mm_set1_epi8(static_cast<char>(b)); }
  static T set1_16(uint16_t u) { return _mm_set1_epi16(static_cast<short>(u)); }
  static T load(const void* p) { return _mm_loadu_si128(static_cast<const __m128i*>(p)); }
  static void store(void* p, T v) { _mm_storeu_si128(static_cast<__m128i*>(p), v); }
  // A non-temporal store (bypasses the caches); p must be aligned to kBytes.
  static void stream(void* p, T v) { _mm_stream_si128(static_cast<__m128i*>(p), v); }
  static T and_(T a, T b) { return _mm_and_si128(a, b); }
  static T or_(T a, T b) { return _mm_or_si128(a, b); }
  static T xor_(T a, T b) { return _mm_xor_si128(a, b); }
  static T eq8(T a, T b) { return _mm_cmpeq_epi8(a, b); }
  static T eq16(T a, T b) { return _mm_cmpeq_epi16(a, b); }
  static T gt_i8(T a, T b) { return _mm_cmpgt_epi8(a, b); }
  static T le_u8(T a, T b) { return _mm_cmpeq_epi8(_mm_min_epu8(a, b), a); }
  static T subs_u8(T a, T b) { return _mm_subs_epu8(a, b); }
  static T add8(T a, T b) { return _mm_add_epi8(a, b); }
  static T sub8(T a, T b) { return _mm_sub_epi8(a, b); }
  static std::size_t sum8(T a) {
    const __m128i s = _mm_sad_epu8(a, _mm_setzero_si128());  // two 64-bit sums
    return static_cast<std::size_t>(_mm_cvtsi128_si64(s) + _mm_extract_epi64(s, 1));
  }
  static T shr4(T a) { return _mm_and_si128(_mm_srli_epi16(a, 4), set1(0x0F)); }
  static T swap16(T a) {
    return _mm_shuffle_epi8(a, _mm_setr_epi8(1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14));
  }
  static T table(const uint8_t* t) { return _mm_load_si128(reinterpret_cast<const __m128i*>(t)); }
  static T lookup16(T table, T idx) { return _mm_shuffle_epi8(table, idx); }
  template <int N>
  static T prev(T cur, T prev) {
    return _mm_alignr_epi8(cur, prev, 16 - N);
  }
  static bool any(T a) { return !_mm_testz_si128(a, a); }
  static uint32_t mask8(T a) { return static_cast<uint32_t>(_mm_movemask_epi8(a)) & 0xFFFF; }
  static uint32_t eq8_mask(T a, T b) { return mask8(eq8(a, b)); }
  static std::size_t popcount_mask(uint32_t m) {
    return static_cast<std::size_t>(_mm_popcnt_u32(m & 0xFFFF));
  }
  static std::size_t count8(T c) { return popcount_mask(mask8(c)); }
  static void fence() { _mm_sfence(); }
  static T count_lt_i8(T a, T v, T b) { return sub8(a, gt_i8(b, v)); }
  static T incomplete_max() {
    return _mm_setr_epi8(-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
                         static_cast<char>(0xEF), static_cast<char>(0xDF), static_cast<char>(0xBF));
  }
  static T pack_u16_to_u8(T a, T b) { return _mm_packus_epi16(a, b); }
  static void widen_store(char16_t* q, T a) {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(q), _mm_cvtepu8_epi16(a));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(q + 8), _mm_cvtepu8_epi16(_mm_srli_si128(a, 8)));
  }
};

constexpr const char* kName = "sse4";

#include "src/simd/vector_kernels-inl.h"  // NOLINT: the shared algorithms, compiled for SSE4.2 here
#include "src/simd/x86_common-inl.h"      // NOLINT

// 16-bit lanes for kernel::units_at_every_byte.
struct L {
  using T = __m128i;
  using M = __m128i;
  static T set(uint16_t u) { return _mm_set1_epi16(static_cast<short>(u)); }
  static T and_(T a, T b) { return _mm_and_si128(a, b); }
  static T or_(T a, T b) { return _mm_or_si128(a, b); }
  static T add(T a, T b) { return _mm_add_epi16(a, b); }
  template <int K>
  static T shl(T a) {
    return _mm_slli_epi16(a, K);
  }
  template <int K>
  static T shr(T a) {
    return _mm_srli_epi16(a, K);
  }
  static M gt(T a, uint16_t b) { return _mm_cmpgt_epi16(a, set(b)); }
  static T blend(M m, T if_not, T if_so) { return _mm_blendv_epi8(if_not, if_so, m); }
};

// 16 bytes per step: ASCII widened directly, else every position decoded in 16-bit lanes
// (kernel::units_at_every_byte) and packed to the sequence starts (and the lanes after 4-byte
// leads). The units go to the bytes `out` in kOrder (`w` counts units); a lone surrogate (a
// surrogate unit at an ED byte; only blocks with an ED byte look) becomes U+FFFD with kReplace,
// or, with kStop, stops the loop before its block. Stops where fewer than 18 bytes or 16 units of
// room are left, at a sequence boundary.
template <ByteOrder kOrder, LoneMode kLone>
Utf16Conversion wtf8_to_utf16_bytes_blocks(const char* in, std::size_t n, char* out,
                                           std::size_t capacity) {
  const auto in_order = [](__m128i units) {
    return kOrder == ByteOrder::kBig ? V::swap16(units) : units;
  };
  const auto lone_lanes = [](__m128i units, __m128i b0) {
    return _mm_and_si128(_mm_cmpeq_epi16(_mm_and_si128(units, _mm_set1_epi16(-0x800)),
                                         _mm_set1_epi16(-0x2800)),  // F800, D800
                         _mm_cmpeq_epi16(b0, _mm_set1_epi16(0xED)));
  };
  std::size_t i = 0;
  std::size_t w = 0;
  bool lone = false;
  __m128i prev = _mm_setzero_si128();
  // Each step reads in[i, i + 18) and writes inside out[w, w + 16).
  while (i + 18 <= n && capacity - w >= 16) {
    const __m128i cur = V::load(in + i);
    if (_mm_movemask_epi8(cur) == 0) {
      V::store(out + 2 * w, in_order(_mm_cvtepu8_epi16(cur)));
      V::store(out + 2 * w + 16, in_order(_mm_cvtepu8_epi16(_mm_srli_si128(cur, 8))));
      prev = cur;
      i += 16;
      w += 16;
      continue;
    }
    const __m128i next1 = V::load(in + i + 1);
    const __m128i next2 = V::load(in + i + 2);
    const __m128i four = kernel::after_four_lead(_mm_alignr_epi8(cur, prev, 15));
    const unsigned keep =
        static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(kernel::starts_of(cur), four)));
    const __m128i b0lo = _mm_cvtepu8_epi16(cur);
    const __m128i b0hi = _mm_cvtepu8_epi16(_mm_srli_si128(cur, 8));
    __m128i lo = kernel::units_at_every_byte<L>(b0lo, _mm_cvtepu8_epi16(next1),
                                                _mm_cvtepu8_epi16(next2), _mm_cvtepi8_epi16(four));
    __m128i hi = kernel::units_at_every_byte<L>(b0hi, _mm_cvtepu8_epi16(_mm_srli_si128(next1, 8)),
                                                _mm_cvtepu8_epi16(_mm_srli_si128(next2, 8)),
                                                _mm_cvtepi8_epi16(_mm_srli_si128(four, 8)));
    if (kLone != LoneMode::kKeep &&
        _mm_movemask_epi8(_mm_cmpeq_epi8(cur, _mm_set1_epi8(static_cast<char>(0xED)))) != 0) {
      const __m128i lone_lo = lone_lanes(lo, b0lo);
      const __m128i lone_hi = lone_lanes(hi, b0hi);
      if (!_mm_testz_si128(_mm_or_si128(lone_lo, lone_hi), _mm_set1_epi8(-1))) {
        if (kLone == LoneMode::kStop) break;
        lo = _mm_blendv_epi8(lo, _mm_set1_epi16(-3), lone_lo);  // U+FFFD
        hi = _mm_blendv_epi8(hi, _mm_set1_epi16(-3), lone_hi);
        lone = true;
      }
    }
    w += kernel::store_kept_units(in_order(lo), keep & 0xFF, out + 2 * w);
    w += kernel::store_kept_units(in_order(hi), keep >> 8, out + 2 * w);
    prev = cur;
    i += 16;
  }
  kernel::finish_last_sequence<kOrder>(in, n, &i, &w, out, capacity);
  return {i, w, lone};
}

// One step of kernel::wtf8_to_utf32_steps: 16 positions. 16 ASCII bytes are widened at once; a
// block without a 4-byte sequence (no byte F0..FF) is decoded in 16-bit lanes, as the UTF-16
// conversion does (kernel::units_at_every_byte), packed, then widened. SSE4.2 has no per-lane
// variable shifts, which kernel::code_points_at_every_byte needs, so a block with a 4-byte
// sequence is decoded one sequence at a time (SSE4.2 is the fallback for CPUs without AVX2).
struct Utf32Step {
  static constexpr std::size_t kBytes = 16;
  static constexpr std::size_t kReads = 16 + 3;  // a sequence at p[15] reads p[18]
  static constexpr std::size_t kSpill = 7;       // the last 8-unit store of a step
  static std::size_t decode(const char* p, char32_t* q) {
    const __m128i block = V::load(p);
    if (_mm_movemask_epi8(block) == 0) {
      _mm_storeu_si128(reinterpret_cast<__m128i*>(q), _mm_cvtepu8_epi32(block));
      _mm_storeu_si128(reinterpret_cast<__m128i*>(q + 4),
                       _mm_cvtepu8_epi32(_mm_srli_si128(block, 4)));
      _mm_storeu_si128(reinterpret_cast<__m128i*>(q + 8),
                       _mm_cvtepu8_epi32(_mm_srli_si128(block, 8)));
      _mm_storeu_si128(reinterpret_cast<__m128i*>(q + 12),
                       _mm_cvtepu8_epi32(_mm_srli_si128(block, 12)));
      return 16;
    }
    const __m128i f0 = _mm_set1_epi8(static_cast<char>(0xF0));
    if (_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_max_epu8(block, f0), block)) == 0) {
      const __m128i next1 = V::load(p + 1);
      const __m128i next2 = V::load(p + 2);
      const unsigned keep = static_cast<unsigned>(_mm_movemask_epi8(kernel::starts_of(block)));
      const __m128i none = _mm_setzero_si128();  // no lane follows a 4-byte lead
      const __m128i lo = kernel::units_at_every_byte<L>(
          _mm_cvtepu8_epi16(block), _mm_cvtepu8_epi16(next1), _mm_cvtepu8_epi16(next2), none);
      const __m128i hi = kernel::units_at_every_byte<L>(
          _mm_cvtepu8_epi16(_mm_srli_si128(block, 8)), _mm_cvtepu8_epi16(_mm_srli_si128(next1, 8)),
          _mm_cvtepu8_epi16(_mm_srli_si128(next2, 8)), none);
      std::size_t count = store_kept_units32(lo, keep & 0xFF, q);
      count += store_kept_units32(hi, keep >> 8, q + count);
      return count;
    }
    std::size_t k = 0;
    while (k < 16 && is_continuation_byte(static_cast<uint8_t>(p[k]))) ++k;
    std::size_t count = 0;
    while (k < 16) {
      const Decoded d = decode_code_point(p + k);  // reads p[k, k + 4) at most
      q[count++] = d.code_point;
      k += d.length;
    }
    return count;
  }
  // Eight 16-bit units kept by `keep` (kernel::kLanePack), zero-extended, at q; returns how many.
  // Writes 8 units at q.
  static std::size_t store_kept_units32(__m128i units, unsigned keep, char32_t* q) {
    const __m128i packed = _mm_shuffle_epi8(
        units, _mm_load_si128(reinterpret_cast<const __m128i*>(kernel::kLanePack.shuffle[keep])));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(q), _mm_cvtepu16_epi32(packed));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(q + 4),
                     _mm_cvtepu16_epi32(_mm_srli_si128(packed, 8)));
    return static_cast<std::size_t>(_mm_popcnt_u32(keep));
  }
};

// The loops vector_ops-inl.h makes complete operations of. UTF-16 -> WTF-8 is the plain ASCII
// loop here (blocks with other units go to the scalar code): SSE4.2 is the fallback for CPUs
// without AVX2, and has no block conversion of its own.
struct Blocks : kernel::SharedBlocks<V, Utf32Step> {
  // The most a step writes past what it reports (bytes; units): its room check.
  static constexpr std::size_t kWtf8Spill = 2 * (V::kBytes / 2);
  static constexpr std::size_t kUtf16Spill = 16;
  template <class In, LoneMode kLone>
  static Utf16Conversion utf16_bytes(const char* in, std::size_t n, char* out,
                                     std::size_t capacity) {
    return kernel::utf16_ascii_blocks<V, In, kLone>(in, n, out, capacity);
  }
  template <ByteOrder kOrder, LoneMode kLone>
  static Utf16Conversion wtf8_to_utf16_bytes(const char* in, std::size_t n, char* out,
                                             std::size_t capacity) {
    return wtf8_to_utf16_bytes_blocks<kOrder, kLone>(in, n, out, capacity);
  }
};

#include "src/simd/vector_ops-inl.h"  // NOLINT: the complete operations and kTable

}  // namespace sse4
}  // namespace simd
}  // namespace internal
}  // namespace wtf8

WTF8_SIMD_TARGET_END

// This ISA's table where the CPU runs it; null where it does not, or where it is not compiled.
namespace wtf8::internal::simd {
const Kernels* sse4_kernels() noexcept {
  return cpu_supports(Isa::kSse4) ? &sse4::kTable : nullptr;
}
}  // namespace wtf8::internal::simd

#else  // not x86-64 with GCC/Clang

namespace wtf8::internal::simd {
const Kernels* sse4_kernels() noexcept { return nullptr; }
}  // namespace wtf8::internal::simd

#endif
