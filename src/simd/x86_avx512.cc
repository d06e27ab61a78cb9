// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The AVX-512 table (BW, VL, VBMI, VBMI2): the shared vector_kernels-inl.h over 64-byte vectors,
// and conversions that pack with the VBMI2 compress instructions instead of shuffle tables.
// Compiled with a target region, not a file-wide -mavx512*, so the rest of the library runs on
// any x86-64; avx512_kernels() returns null on a CPU without all of these extensions.

#include "src/simd/kernels.h"

#if defined(__x86_64__) && defined(__GNUC__)

// GCC 12 at -O1 (the sanitizer builds) reports the deliberately undefined source operand inside
// its own AVX-512 intrinsics (avx512fintrin.h's `__Y`) as (maybe-)uninitialized; the pragmas must
// come before the header, where those lines are.
#if !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif

#include <immintrin.h>

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "src/simd/cpu.h"
#include "src/simd/scalar.h"
#include "src/simd/short_inputs.h"
#include "src/simd/target_region.h"
#include "src/simd/vector.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/internal/config.h"

WTF8_SIMD_TARGET_BEGIN(
    "avx512f,avx512bw,avx512vl,avx512vbmi,avx512vbmi2,avx2,bmi,bmi2,popcnt,lzcnt")

namespace wtf8 {
namespace internal {
namespace simd {
namespace avx512 {

struct V {
  using T = __m512i;
  static constexpr std::size_t kBytes = 64;
  static constexpr int kMaskShift = 0;
  // Loads of the last bytes with a mask: zeros past the end, nothing read there.
  static constexpr bool kMaskedLoads = true;
  static T load_partial(const void* p, std::size_t r) {
    return _mm512_maskz_loadu_epi8(_bzhi_u64(~0ull, static_cast<unsigned>(r)), p);
  }
  static T zero() { return _mm512_setzero_si512(); }
  static T set1(uint8_t b) { return _mm512_set1_epi8(static_cast<char>(b)); }
  static T set1_16(uint16_t u) { return _mm512_set1_epi16(static_cast<short>(u)); }
  static T load(const void* p) { return _mm512_loadu_si512(p); }
  static void store(void* p, T v) { _mm512_storeu_si512(p, v); }
  // A non-temporal store (bypasses the caches); p must be aligned to kBytes.
  static void stream(void* p, T v) { _mm512_stream_si512(static_cast<__m512i*>(p), v); }
  static T and_(T a, T b) { return _mm512_and_si512(a, b); }
  static T or_(T a, T b) { return _mm512_or_si512(a, b); }
  static T xor_(T a, T b) { return _mm512_xor_si512(a, b); }
  static T eq8(T a, T b) { return _mm512_movm_epi8(_mm512_cmpeq_epi8_mask(a, b)); }
  static T eq16(T a, T b) { return _mm512_movm_epi16(_mm512_cmpeq_epi16_mask(a, b)); }
  static T gt_i8(T a, T b) { return _mm512_movm_epi8(_mm512_cmpgt_epi8_mask(a, b)); }
  static T le_u8(T a, T b) { return _mm512_movm_epi8(_mm512_cmple_epu8_mask(a, b)); }
  static T subs_u8(T a, T b) { return _mm512_subs_epu8(a, b); }
  static T add8(T a, T b) { return _mm512_add_epi8(a, b); }
  static T sub8(T a, T b) { return _mm512_sub_epi8(a, b); }
  static std::size_t sum8(T a) {
    return static_cast<std::size_t>(
        _mm512_reduce_add_epi64(_mm512_sad_epu8(a, _mm512_setzero_si512())));
  }
  static T shr4(T a) { return _mm512_and_si512(_mm512_srli_epi16(a, 4), set1(0x0F)); }
  static T swap16(T a) {
    return _mm512_shuffle_epi8(a, _mm512_broadcast_i32x4(_mm_setr_epi8(1, 0, 3, 2, 5, 4, 7, 6, 9, 8,
                                                                       11, 10, 13, 12, 15, 14)));
  }
  static T table(const uint8_t* t) {
    return _mm512_broadcast_i32x4(_mm_load_si128(reinterpret_cast<const __m128i*>(t)));
  }
  static T lookup16(T table, T idx) { return _mm512_shuffle_epi8(table, idx); }
  // The 64 bytes ending N bytes before the end of `cur`: prev's last N bytes, then cur's first.
  template <int N>
  static T prev(T cur, T prev) {
    alignas(64) static constexpr struct Index {
      uint8_t b[64];
      constexpr Index() : b() {
        for (int k = 0; k < 64; ++k) b[k] = static_cast<uint8_t>(k >= N ? 64 + k - N : 64 - N + k);
      }
    } kIndex{};
    return _mm512_permutex2var_epi8(prev, _mm512_load_si512(kIndex.b), cur);
  }
  static bool any(T a) { return _mm512_test_epi64_mask(a, a) != 0; }
  static uint64_t mask8(T a) { return _mm512_movepi8_mask(a); }
  // mask8(eq8(a, b)), straight into a mask register.
  static uint64_t eq8_mask(T a, T b) { return _mm512_cmpeq_epi8_mask(a, b); }
  static std::size_t popcount_mask(uint64_t m) {
    return static_cast<std::size_t>(_mm_popcnt_u64(m));
  }
  static std::size_t count8(T c) { return popcount_mask(mask8(c)); }
  static void fence() { _mm_sfence(); }
  static T count_lt_i8(T a, T v, T b) {
    return _mm512_mask_sub_epi8(a, _mm512_cmplt_epi8_mask(v, b), a, _mm512_set1_epi8(-1));
  }
  static T incomplete_max() {
    alignas(64) static constexpr struct Max {
      uint8_t b[64];
      constexpr Max() : b() {
        for (int k = 0; k < 61; ++k) b[k] = 0xFF;
        b[61] = 0xEF;
        b[62] = 0xDF;
        b[63] = 0xBF;
      }
    } kMax{};
    return _mm512_load_si512(kMax.b);
  }
  static T pack_u16_to_u8(T a, T b) {
    return _mm512_inserti64x4(_mm512_castsi256_si512(_mm512_cvtepi16_epi8(a)),
                              _mm512_cvtepi16_epi8(b), 1);
  }
};

constexpr const char* kName = "avx512";

#include "src/simd/vector_kernels-inl.h"  // NOLINT: the shared algorithms, compiled for AVX-512 here

// ---- UTF-16 -> WTF-8 -----------------------------------------------------------------------

// 32 UTF-16 units, all below U+0800, as WTF-8 packed at the start of the result: one byte per
// ASCII unit, two per unit marked in `non_ascii` (32 + popcount(non_ascii) bytes in all).
inline __m512i below_0800_to_wtf8(__m512i u, __mmask32 non_ascii) {
  const __m512i pair = _mm512_or_si512(
      _mm512_or_si512(_mm512_srli_epi16(u, 6), _mm512_set1_epi16(0xC0)),
      _mm512_slli_epi16(
          _mm512_or_si512(_mm512_and_si512(u, _mm512_set1_epi16(0x3F)), _mm512_set1_epi16(0x80)),
          8));
  const __m512i bytes = _mm512_mask_blend_epi16(non_ascii, u, pair);
  const uint64_t keep = 0x5555555555555555ull | _pdep_u64(non_ascii, 0xAAAAAAAAAAAAAAAAull);
  return _mm512_maskz_compress_epi8(keep, bytes);
}

// 32-bit lanes with mask conditions for kernel::utf16_lane_bytes.
struct W {
  using T = __m512i;
  using M = __mmask16;
  static T set(uint32_t u) { return _mm512_set1_epi32(static_cast<int>(u)); }
  static T and_(T a, T b) { return _mm512_and_si512(a, b); }
  static T or_(T a, T b) { return _mm512_or_si512(a, b); }
  static T add(T a, T b) { return _mm512_add_epi32(a, b); }
  template <int K>
  static T shl(T a) {
    return _mm512_slli_epi32(a, K);
  }
  template <int K>
  static T shr(T a) {
    return _mm512_srli_epi32(a, K);
  }
  static M gt(T a, uint32_t b) { return _mm512_cmpgt_epu32_mask(a, set(b)); }
  static M eq(T a, T b) { return _mm512_cmpeq_epi32_mask(a, b); }
  static M both(M a, M b) { return static_cast<M>(a & b); }
  static M either(M a, M b) { return static_cast<M>(a | b); }
  static M but_not(M a, M b) { return static_cast<M>(a & ~b); }
  static M none() { return 0; }
  static T blend(M m, T if_not, T if_so) { return _mm512_mask_blend_epi32(m, if_not, if_so); }
};

// Sixteen units (a 256-bit half) to their WTF-8 bytes (kernel::utf16_lane_bytes), packed at the
// start of the result by one vpcompressb, which takes sixteen 32-bit lanes at once (AVX2 and NEON,
// which pack through tables, encode in 16-bit lanes instead: see their files). `prev`/`next` are
// the units shifted by one. *count: the byte count; *lone: the lone surrogates' lanes (kReplace:
// already U+FFFD; kStop: the caller stops before the block; always none with kKeep).
template <LoneMode kLone>
WTF8_SIMD_INLINE __m512i units16_bytes(__m256i units, __m256i prev, __m256i next, bool surrogates,
                                       std::size_t* count, __mmask16* lone) {
  const auto lanes =
      kernel::utf16_lane_bytes<W, kLone>(_mm512_cvtepu16_epi32(units), _mm512_cvtepu16_epi32(prev),
                                         _mm512_cvtepu16_epi32(next), surrogates);
  // Byte 0 of every lane, byte 1 of non-ASCII lanes, byte 2 of 3-byte lanes.
  const uint64_t keep = 0x1111111111111111ull | _pdep_u64(lanes.non_ascii, 0x2222222222222222ull) |
                        _pdep_u64(lanes.three, 0x4444444444444444ull);
  *count = static_cast<std::size_t>(_mm_popcnt_u64(keep));
  *lone = lanes.lone;
  return _mm512_maskz_compress_epi8(keep, lanes.bytes);
}

// Sixteen units without surrogates to WTF-8 at q; returns the byte count. Writes 64 bytes at q.
WTF8_SIMD_INLINE std::size_t units16_to_wtf8(__m256i units, char* q) {
  std::size_t count;
  __mmask16 none;
  _mm512_storeu_si512(
      q, units16_bytes<LoneMode::kKeep>(units, units, units, /*surrogates=*/false, &count, &none));
  return count;
}

// UTF-16 units read through In (kernel::Utf16Bytes): big-endian ones swapped into native lanes.
template <class In>
WTF8_SIMD_INLINE __m512i native512(__m512i u) {
  return In::kSwap ? V::swap16(u) : u;
}
template <class In>
WTF8_SIMD_INLINE __m256i native256(__m256i u) {
  return In::kSwap ? _mm256_shuffle_epi8(
                         u, _mm256_setr_epi8(1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14,
                                             1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14))
                   : u;
}
// The 16 units at the bytes p.
template <class In>
WTF8_SIMD_INLINE __m256i load_units16(const char* p) {
  return native256<In>(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)));
}

// The last units of utf16_bytes_blocks from in[i] (units of the bytes `in`, read through In),
// up to 32 at a time, through masked loads (lanes past the end read as U+0000: one byte each,
// packed last, so dropped by the count; they never pair) and masked stores of the exact length,
// so nothing is written past what is reported. Each step is kept only if it fits
// out[0, capacity) from q, and with kStop only if it holds no lone surrogate; returns where it
// stopped (maybe before n: the caller finishes), never inside a pair.
template <class In, LoneMode kLone>
Utf16Conversion utf16_bytes_masked(const char* in, std::size_t n, std::size_t i, char* out, char* q,
                                   std::size_t capacity) {
  const auto room = [&] { return capacity - static_cast<std::size_t>(q - out); };
  bool lone = false;
  while (i < n) {
    const std::size_t m = n - i < 32 ? n - i : 32;
    const __mmask32 valid = _bzhi_u32(~0u, static_cast<unsigned>(m));
    const std::size_t after = n - i - 1 < 32 ? n - i - 1 : 32;
    const __m512i u = native512<In>(_mm512_maskz_loadu_epi16(valid, in + 2 * i));
    // ASCII and below-U+0800 blocks as in the main loop, with a masked store of the exact length.
    const __mmask32 non_ascii = _mm512_cmpgt_epu16_mask(u, _mm512_set1_epi16(0x7F));
    if (non_ascii == 0) {
      if (m > room()) break;
      _mm256_mask_storeu_epi8(q, valid, _mm512_cvtepi16_epi8(u));
      q += m;
      i += m;
      continue;
    }
    if (_mm512_cmpgt_epu16_mask(u, _mm512_set1_epi16(0x7FF)) == 0) {
      const std::size_t len = m + static_cast<std::size_t>(_mm_popcnt_u32(non_ascii));
      if (len > room()) break;
      _mm512_mask_storeu_epi8(q, _bzhi_u64(~0ull, static_cast<unsigned>(len)),
                              below_0800_to_wtf8(u, non_ascii));
      q += len;
      i += m;
      continue;
    }
    // Lane k of prev: in[i + k - 1] (lanes moved up by one in the register; a zero before the
    // input, which never pairs).
    alignas(64) static constexpr struct UpByOne {
      uint16_t lane[32];
      constexpr UpByOne() : lane() {
        for (int k = 1; k < 32; ++k) lane[k] = static_cast<uint16_t>(k - 1);
      }
    } kUpByOne{};
    __m512i prev = _mm512_maskz_permutexvar_epi16(~1u, _mm512_load_si512(kUpByOne.lane), u);
    if (i > 0) prev = _mm512_mask_set1_epi16(prev, 1, static_cast<short>(In::unit(in, i - 1)));
    const __m512i next = native512<In>(
        _mm512_maskz_loadu_epi16(_bzhi_u32(~0u, static_cast<unsigned>(after)), in + 2 * i + 2));
    const bool surrogates =
        _mm512_cmpeq_epi16_mask(_mm512_and_si512(u, _mm512_set1_epi16(static_cast<short>(0xF800))),
                                _mm512_set1_epi16(static_cast<short>(0xD800))) != 0;
    std::size_t first, second;
    __mmask16 lone_lo, lone_hi;
    const __m512i lo =
        units16_bytes<kLone>(_mm512_castsi512_si256(u), _mm512_castsi512_si256(prev),
                             _mm512_castsi512_si256(next), surrogates, &first, &lone_lo);
    const __m512i hi =
        units16_bytes<kLone>(_mm512_extracti64x4_epi64(u, 1), _mm512_extracti64x4_epi64(prev, 1),
                             _mm512_extracti64x4_epi64(next, 1), surrogates, &second, &lone_hi);
    if (kLone == LoneMode::kStop && (lone_lo | lone_hi) != 0) break;
    const std::size_t len = first + second - (32 - m);
    if (len > room()) break;
    if (first > len) first = len;  // the padding is all in the first half
    _mm512_mask_storeu_epi8(q, _bzhi_u64(~0ull, static_cast<unsigned>(first)), lo);
    _mm512_mask_storeu_epi8(q + first, _bzhi_u64(~0ull, static_cast<unsigned>(len - first)), hi);
    lone |= (lone_lo | lone_hi) != 0;
    q += len;
    i += m;
  }
  return {i, static_cast<std::size_t>(q - out), lone};
}

// 32 units per step: all ASCII (narrowed), all below U+0800 (two bytes per 16-bit lane,
// compressed), else sixteen units at a time through units16_bytes; then the last units through
// masked loads. The units are read from the bytes `in` through In (kernel::Utf16Bytes: big-endian
// ones swapped as they are loaded); lone surrogates as kLone says (kernel::utf16_lane_bytes),
// with kStop stopping before the 32-unit step that holds one. Stops early only there and where
// the output room runs out, never inside a pair.
template <class In, LoneMode kLone>
Utf16Conversion utf16_bytes_blocks(const char* in, std::size_t n, char* out, std::size_t capacity) {
  std::size_t i = 0;
  char* q = out;
  bool lone = false;
  bool stopped = false;  // kStop: at a step holding a lone surrogate
  const auto room = [&] { return capacity - static_cast<std::size_t>(q - out); };
  // Each step reads in[i - 1, i + 33) and writes inside q[0, 32) (ASCII), q[0, 64) (below
  // U+0800) or q[0, 112) (96 bytes at most, plus what the second 64-byte store spills); with
  // less room than its kind needs, the masked loop below takes over.
  while (i + 32 + 1 <= n) {
    const __m512i u = In::load(in + 2 * i);
    const __mmask32 non_ascii = _mm512_cmpgt_epu16_mask(u, _mm512_set1_epi16(0x7F));
    if (non_ascii == 0) {
      if (room() < 32) break;
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(q), _mm512_cvtepi16_epi8(u));
      i += 32;
      q += 32;
      continue;
    }
    if (room() < 112) {
      if (room() < 64) break;
      if (_mm512_cmpgt_epu16_mask(u, _mm512_set1_epi16(0x7FF)) != 0) break;
    }
    const __mmask32 big = _mm512_cmpgt_epu16_mask(u, _mm512_set1_epi16(0x7FF));
    if (big == 0) {
      _mm512_storeu_si512(q, below_0800_to_wtf8(u, non_ascii));
      q += 32 + static_cast<std::size_t>(_mm_popcnt_u32(non_ascii));
      i += 32;
      continue;
    }
    const __m512i high5 = _mm512_and_si512(u, _mm512_set1_epi16(static_cast<short>(0xF800)));
    const bool surrogates =
        _mm512_cmpeq_epi16_mask(high5, _mm512_set1_epi16(static_cast<short>(0xD800))) != 0;
    const __m256i lo = _mm512_castsi512_si256(u);
    const __m256i hi = _mm512_extracti64x4_epi64(u, 1);
    if (!surrogates) {
      q += units16_to_wtf8(lo, q);
      q += units16_to_wtf8(hi, q);
      i += 32;
      continue;
    }
    // No unit before the input: lane 0 of `prev` is then zero, which never pairs.
    const __m256i prev_lo =
        i > 0 ? load_units16<In>(in + 2 * i - 2)
              : native256<In>(_mm256_maskz_expandloadu_epi16(0xFFFE, in));  // in[0, 15) to 1..15
    const __m256i next_lo = load_units16<In>(in + 2 * i + 2);
    const __m256i prev_hi = load_units16<In>(in + 2 * i + 30);
    const __m256i next_hi = load_units16<In>(in + 2 * i + 34);
    // Each half stored as soon as it is packed, as before the lone-surrogate modes (a stop after
    // the first half's store leaves 64 bytes past what is reported, inside kWtf8Spill).
    std::size_t first, second;
    __mmask16 lone_lo, lone_hi;
    _mm512_storeu_si512(q, units16_bytes<kLone>(lo, prev_lo, next_lo, true, &first, &lone_lo));
    const __m512i bytes_hi = units16_bytes<kLone>(hi, prev_hi, next_hi, true, &second, &lone_hi);
    if (kLone == LoneMode::kStop && (lone_lo | lone_hi) != 0) {
      stopped = true;
      break;
    }
    _mm512_storeu_si512(q + first, bytes_hi);
    lone |= (lone_lo | lone_hi) != 0;
    q += first + second;
    i += 32;
  }
  if (!stopped) {
    // The last units through masked loads and exact masked stores.
    const Utf16Conversion tail = utf16_bytes_masked<In, kLone>(in, n, i, out, q, capacity);
    i = tail.read;
    q = out + tail.written;
    lone |= tail.lone;
  }
  // A pair cut by the last block edge: its lead wrote the first two bytes; leave it whole to the
  // caller. Otherwise every unit before i is converted, pairs joined across block edges.
  if (i > 0 && i < n && is_lead_surrogate(In::unit(in, i - 1)) &&
      is_trail_surrogate(In::unit(in, i))) {
    --i;
    q -= 2;
  }
  return {i, static_cast<std::size_t>(q - out), lone};
}

// Bytes beyond one per unit: one more from U+0080, one more from U+0800, two fewer for each pair
// (3 + 3 bytes counted, 4 written); a pair across a block edge is found from the last block's
// lead bit (`carry`). A masked load takes the last partial block.
std::size_t wtf8_length_of_utf16_blocks(const char16_t* in, std::size_t n) {
  std::size_t len = n;
  std::size_t pairs = 0;
  uint32_t carry = 0;
  const __m512i ten = _mm512_set1_epi16(static_cast<short>(0xFC00));
  for (std::size_t i = 0; i < n; i += 32) {
    const __m512i u = n - i >= 32 ? _mm512_loadu_si512(in + i)
                                  : _mm512_maskz_loadu_epi16(
                                        _bzhi_u32(~0u, static_cast<unsigned>(n - i)), in + i);
    const __mmask32 two = _mm512_cmpgt_epu16_mask(u, _mm512_set1_epi16(0x7F));
    const __mmask32 three = _mm512_cmpgt_epu16_mask(u, _mm512_set1_epi16(0x7FF));
    const __m512i top = _mm512_and_si512(u, ten);
    const __mmask32 lead =
        _mm512_cmpeq_epi16_mask(top, _mm512_set1_epi16(static_cast<short>(0xD800)));
    const __mmask32 trail =
        _mm512_cmpeq_epi16_mask(top, _mm512_set1_epi16(static_cast<short>(0xDC00)));
    len += static_cast<std::size_t>(_mm_popcnt_u32(two)) +
           static_cast<std::size_t>(_mm_popcnt_u32(three));
    pairs += static_cast<std::size_t>(_mm_popcnt_u32(lead & (trail >> 1))) + (carry & trail & 1);
    carry = lead >> 31;
  }
  return len - 2 * pairs;
}

// ---- WTF-8 -> UTF-16 -----------------------------------------------------------------------

// 16-bit lanes with mask conditions for kernel::units_at_every_byte.
struct L {
  using T = __m512i;
  using M = __mmask32;
  static T set(uint16_t u) { return _mm512_set1_epi16(static_cast<short>(u)); }
  static T and_(T a, T b) { return _mm512_and_si512(a, b); }
  static T or_(T a, T b) { return _mm512_or_si512(a, b); }
  static T add(T a, T b) { return _mm512_add_epi16(a, b); }
  template <int K>
  static T shl(T a) {
    return _mm512_slli_epi16(a, K);
  }
  template <int K>
  static T shr(T a) {
    return _mm512_srli_epi16(a, K);
  }
  static M gt(T a, uint16_t b) { return _mm512_cmpgt_epu16_mask(a, set(b)); }
  static T blend(M m, T if_not, T if_so) { return _mm512_mask_blend_epi16(m, if_not, if_so); }
};

// The lone surrogates among 32 units decoded at every byte position of the bytes `cur` (a lane
// mask): units that are surrogates at an ED byte (a pair's units come from a 4-byte lead and the
// byte after it; ED 80..9F is U+D000..U+D7FF). Only looked at where `cur` has an ED byte.
WTF8_SIMD_INLINE __mmask32 lone_lanes(__m512i units, __m256i cur) {
  const __mmask32 ed = _mm256_cmpeq_epi8_mask(cur, _mm256_set1_epi8(static_cast<char>(0xED)));
  if (WTF8_PREDICT_TRUE(ed == 0)) return 0;
  return ed & _mm512_cmpeq_epi16_mask(
                  _mm512_and_si512(units, _mm512_set1_epi16(static_cast<short>(0xF800))),
                  _mm512_set1_epi16(static_cast<short>(0xD800)));
}

// Units put into byte order kOrder (big-endian: the bytes of each lane swapped).
template <ByteOrder kOrder>
WTF8_SIMD_INLINE __m512i in_order(__m512i units) {
  return kOrder == ByteOrder::kBig ? V::swap16(units) : units;
}

// The last bytes of wtf8_to_utf16_bytes_blocks from in[i] (a sequence start), up to 32 at a
// time, through masked loads: bytes past the end read as NUL (a one-unit sequence each, packed
// last, so not stored). n ends a sequence, so every sequence here is complete and none continues
// past the end. Units are written (in kOrder, at the bytes `out`; q and `w` count units) with
// masked stores of the exact count; each step is kept only if it fits the room from q, and with
// kStop only if it holds no lone surrogate (kReplace: lone surrogates become U+FFFD), otherwise
// the caller finishes from where this stops.
template <ByteOrder kOrder, LoneMode kLone>
Utf16Conversion wtf8_to_utf16_bytes_masked(const char* in, std::size_t n, std::size_t i, char* out,
                                           std::size_t q, std::size_t capacity) {
  const auto room = [&] { return capacity - q; };
  uint32_t carry = 0;  // 1 when the previous step ended with a 4-byte lead
  bool lone = false;
  while (i < n) {
    const std::size_t m = n - i < 32 ? n - i : 32;
    const __mmask32 valid = _bzhi_u32(~0u, static_cast<unsigned>(m));
    const __mmask32 valid1 = _bzhi_u32(~0u, static_cast<unsigned>(n - i - 1 < 32 ? n - i - 1 : 32));
    const __mmask32 valid2 =
        n - i >= 2 ? _bzhi_u32(~0u, static_cast<unsigned>(n - i - 2 < 32 ? n - i - 2 : 32)) : 0;
    const __m256i cur = _mm256_maskz_loadu_epi8(valid, in + i);
    const __m256i next1 = _mm256_maskz_loadu_epi8(valid1, in + i + 1);
    const __m256i next2 = _mm256_maskz_loadu_epi8(valid2, in + i + 2);
    const __mmask32 starts = _mm256_cmpgt_epi8_mask(cur, _mm256_set1_epi8(-65));
    const __mmask32 four = _mm256_cmpge_epu8_mask(cur, _mm256_set1_epi8(static_cast<char>(0xF0)));
    const __mmask32 after_four = static_cast<__mmask32>((four << 1) | carry);
    __m512i units =
        kernel::units_at_every_byte<L>(_mm512_cvtepu8_epi16(cur), _mm512_cvtepu8_epi16(next1),
                                       _mm512_cvtepu8_epi16(next2), after_four);
    const __mmask32 keep = (starts | after_four) & valid;
    const unsigned count = static_cast<unsigned>(_mm_popcnt_u32(keep));
    const __mmask32 alone = kLone == LoneMode::kKeep ? 0 : lone_lanes(units, cur);
    if (count > room() || (kLone == LoneMode::kStop && alone != 0)) {
      // Resume at a sequence start: if the previous step's last byte led a 4-byte sequence
      // whose trail unit is this step's, take its lead unit back; otherwise step over the
      // continuation bytes of a sequence the previous step already wrote.
      if (carry) {
        --q;
        --i;
      } else {
        while (i < n && is_continuation_byte(static_cast<uint8_t>(in[i]))) ++i;
      }
      break;
    }
    if (kLone == LoneMode::kReplace && alone != 0) {
      units = _mm512_mask_mov_epi16(units, alone, _mm512_set1_epi16(static_cast<short>(0xFFFD)));
      lone = true;
    }
    carry = four >> 31;
    _mm512_mask_storeu_epi16(out + 2 * q, _bzhi_u32(~0u, count),
                             _mm512_maskz_compress_epi16(keep, in_order<kOrder>(units)));
    q += count;
    i += m;
  }
  return {i, q, lone};
}

// 32 bytes per step: every position decoded in 32 16-bit lanes (kernel::units_at_every_byte),
// the sequence starts (and the lanes after 4-byte leads) kept by vpcompressw; 64 ASCII bytes are
// widened directly; then the last bytes through masked loads. The units go to the bytes `out` in
// kOrder (`w` counts units); lone surrogates as kLone says, with kStop stopping before the step
// that holds one. Stops early only there and where the output room runs out, at a sequence
// boundary.
template <ByteOrder kOrder, LoneMode kLone>
Utf16Conversion wtf8_to_utf16_bytes_blocks(const char* in, std::size_t n, char* out,
                                           std::size_t capacity) {
  std::size_t i = 0;
  std::size_t w = 0;
  bool lone = false;
  bool stopped = false;  // kStop: before a step holding a lone surrogate
  uint32_t carry = 0;    // 1 when the previous block ended with a 4-byte lead
  // Each step reads in[i, i + 34) (or i + 64) and writes inside out[w, w + 64) (32 or 64 units),
  // so it runs while w is at most w_last. That bound is computed once: the room recomputed every
  // step (a difference, a shift, a compare) had taken the 64-byte ASCII step from 20 instructions
  // to 30, 4.7 -> 6.8 cycles in llvm-mca's Ice Lake model (see src/simd/README.md).
  const bool roomy = capacity >= 64;
  const std::size_t w_last = roomy ? capacity - 64 : 0;
  while (roomy && i + 34 <= n && w <= w_last) {
    if (i + 64 <= n) {
      const __m512i wide = _mm512_loadu_si512(in + i);
      if (_mm512_movepi8_mask(wide) == 0) {
        _mm512_storeu_si512(out + 2 * w,
                            in_order<kOrder>(_mm512_cvtepu8_epi16(_mm512_castsi512_si256(wide))));
        _mm512_storeu_si512(
            out + 2 * w + 64,
            in_order<kOrder>(_mm512_cvtepu8_epi16(_mm512_extracti64x4_epi64(wide, 1))));
        carry = 0;
        i += 64;
        w += 64;
        continue;
      }
    }
    const __m256i cur = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in + i));
    const __m256i next1 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in + i + 1));
    const __m256i next2 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in + i + 2));
    const __mmask32 starts = _mm256_cmpgt_epi8_mask(cur, _mm256_set1_epi8(-65));
    const __mmask32 four = _mm256_cmpge_epu8_mask(cur, _mm256_set1_epi8(static_cast<char>(0xF0)));
    const __mmask32 after_four = static_cast<__mmask32>((four << 1) | carry);
    __m512i units =
        kernel::units_at_every_byte<L>(_mm512_cvtepu8_epi16(cur), _mm512_cvtepu8_epi16(next1),
                                       _mm512_cvtepu8_epi16(next2), after_four);
    if (kLone != LoneMode::kKeep) {
      const __mmask32 alone = lone_lanes(units, cur);
      if (alone != 0) {
        if (kLone == LoneMode::kStop) {
          stopped = true;
          break;
        }
        units = _mm512_mask_mov_epi16(units, alone, _mm512_set1_epi16(static_cast<short>(0xFFFD)));
        lone = true;
      }
    }
    carry = four >> 31;
    const __mmask32 keep = starts | after_four;
    _mm512_storeu_si512(out + 2 * w, _mm512_maskz_compress_epi16(keep, in_order<kOrder>(units)));
    w += _mm_popcnt_u32(keep);
    i += 32;
  }
  kernel::finish_last_sequence<kOrder>(in, n, &i, &w, out, capacity);
  if (stopped) return {i, w, lone};
  const Utf16Conversion tail =
      wtf8_to_utf16_bytes_masked<kOrder, kLone>(in, n, i, out, w, capacity);
  return {tail.read, tail.written, lone || tail.lone};
}

// ---- WTF-8 -> UTF-32 -----------------------------------------------------------------------

// 32-bit lanes for kernel::code_points_at_every_byte.
struct Q {
  using T = __m512i;
  static T set(uint32_t u) { return _mm512_set1_epi32(static_cast<int>(u)); }
  static T and_(T a, T b) { return _mm512_and_si512(a, b); }
  static T xor_(T a, T b) { return _mm512_xor_si512(a, b); }
  static T shr4(T a) { return _mm512_srli_epi32(a, 4); }
  static T table(const uint8_t* t) { return V::table(t); }
  static T lookup16(T table, T idx) { return _mm512_shuffle_epi8(table, idx); }
  // [b0 c1 c2 c3] -> b0 * 64 + c1 and c2 * 64 + c3 in 16-bit lanes, then the first * 4096 plus
  // the second.
  static T merge6(T a) {
    return _mm512_madd_epi16(_mm512_maddubs_epi16(a, set(0x01400140)), set(0x00011000));
  }
  static T shl_var(T a, T n) { return _mm512_sllv_epi32(a, n); }
  static T shr_var(T a, T n) { return _mm512_srlv_epi32(a, n); }
};

// Index tables for utf32_of_block. repeat[g]: lane j (32-bit) gets byte 16g + j four times (the
// position of start 16g + j, from the packed positions); byte_in_lane: 0, 1, 2, 3 in every lane
// (added: the positions of the four bytes from there); iota: 0..63.
alignas(64) constexpr struct Utf32Tables {
  uint8_t repeat[4][64];
  uint8_t byte_in_lane[64];
  uint8_t iota[64];
  constexpr Utf32Tables() : repeat(), byte_in_lane(), iota() {
    for (int g = 0; g < 4; ++g) {
      for (int k = 0; k < 64; ++k) repeat[g][k] = static_cast<uint8_t>(16 * g + k / 4);
    }
    for (int k = 0; k < 64; ++k) {
      byte_in_lane[k] = static_cast<uint8_t>(k % 4);
      iota[k] = static_cast<uint8_t>(k);
    }
  }
} kUtf32Tables{};

// Stores the first `c` (at most 16) units of `units` at q: exactly with `exact`, else all 16.
WTF8_SIMD_INLINE void store_units(char32_t* q, __m512i units, std::size_t c, bool exact) {
  if (exact) {
    _mm512_mask_storeu_epi32(q, static_cast<__mmask16>(_bzhi_u32(~0u, static_cast<unsigned>(c))),
                             units);
  } else {
    _mm512_storeu_si512(q, units);
  }
}

// The code points of the sequences that start at the positions set in `keep` (a subset of the
// sequence starts of `block`, the 64 bytes at a position, with `after` the 3 bytes that follow
// it; a prefix of them where the block is ASCII), in order, at q; returns how many. The starts'
// positions are packed first (vpcompressb), so only as many groups of 16 lanes are decoded as
// there are code points (two for a block of CJK text, not four). `exact`: masked stores that
// write only those units; otherwise each group stores 16 units (up to 15 past its own, inside
// q[0, 64)).
WTF8_SIMD_INLINE std::size_t utf32_of_block(__m512i block, __m512i after, uint64_t keep, bool exact,
                                            char32_t* q) {
  const std::size_t count = static_cast<std::size_t>(_mm_popcnt_u64(keep));
  if (_mm512_movepi8_mask(block) == 0) {
    // ASCII: every position is a sequence start, so `keep` is a prefix, already in order.
    alignas(64) uint8_t bytes[64];
    _mm512_store_si512(bytes, block);
    for (std::size_t g = 0; g < count; g += 16) {
      const __m512i units =
          _mm512_cvtepu8_epi32(_mm_load_si128(reinterpret_cast<const __m128i*>(bytes + g)));
      store_units(q + g, units, count - g < 16 ? count - g : 16, exact);
    }
    return count;
  }
  const __m512i positions = _mm512_maskz_compress_epi8(keep, _mm512_load_si512(kUtf32Tables.iota));
  const __m512i byte_in_lane = _mm512_load_si512(kUtf32Tables.byte_in_lane);
  for (std::size_t g = 0; g < count; g += 16) {
    const __m512i index = _mm512_add_epi8(
        _mm512_permutexvar_epi8(_mm512_load_si512(kUtf32Tables.repeat[g / 16]), positions),
        byte_in_lane);
    const __m512i units =
        kernel::code_points_at_every_byte<Q>(_mm512_permutex2var_epi8(block, index, after));
    store_units(q + g, units, count - g < 16 ? count - g : 16, exact);
  }
  return count;
}

// 64 bytes per step: the sequence starts' positions packed by vpcompressb, their four bytes
// gathered by vpermt2b, and kernel::code_points_at_every_byte on 16 of them at a time; an ASCII
// block widened directly. With `scratch` and room for 64 units the stores are whole vectors even
// at the end (a masked store cannot be forwarded to the loads that read the units right after,
// which then wait for it to reach the cache). Unmasked while at least 128 bytes are left (the 16 or
// more code points they hold write over a step's spill) and there is room for 64 units; then masked
// loads and stores, and a step that does not fit the room writes what fits and stops at the next
// sequence start. Complete for whole sequences.
Conversion wtf8_to_utf32_blocks(const char* in, std::size_t n, char32_t* out, std::size_t capacity,
                                bool scratch) {
  std::size_t i = 0;
  std::size_t w = 0;
  const __m512i cont_max = _mm512_set1_epi8(-65);  // 80..BF are -128..-65
  while (n - i >= 128 && capacity - w >= 64) {
    const __m512i block = _mm512_loadu_si512(in + i);
    const __m512i after = _mm512_maskz_loadu_epi8(0x7, in + i + 64);
    const uint64_t starts = _mm512_cmpgt_epi8_mask(block, cont_max);
    w += utf32_of_block(block, after, starts, /*exact=*/false, out + w);
    i += 64;  // possibly inside a sequence: its continuation bytes start nothing in the next step
  }
  while (i < n) {
    // The rest of a sequence begun in the last block starts nothing: a block of only that (the
    // last bytes of the input, often) is skipped.
    if (is_continuation_byte(static_cast<uint8_t>(in[i]))) {
      ++i;
      continue;
    }
    const std::size_t rest = n - i;
    const uint64_t valid =
        rest >= 64 ? ~uint64_t{0} : _bzhi_u64(~uint64_t{0}, static_cast<unsigned>(rest));
    const __m512i block = _mm512_maskz_loadu_epi8(valid, in + i);
    const __m512i after =
        rest > 64
            ? _mm512_maskz_loadu_epi8(
                  _bzhi_u64(~uint64_t{0}, static_cast<unsigned>(rest - 64 < 3 ? rest - 64 : 3)),
                  in + i + 64)
            : _mm512_setzero_si512();
    const uint64_t starts = _mm512_cmpgt_epi8_mask(block, cont_max) & valid;
    const std::size_t room = capacity - w;
    if (static_cast<std::size_t>(_mm_popcnt_u64(starts)) > room) {
      // The first `room` starts fit; the next one is where the conversion stops.
      const uint64_t stop = _pdep_u64(uint64_t{1} << room, starts);
      w += utf32_of_block(block, after, starts & (stop - 1), /*exact=*/!scratch || room < 64,
                          out + w);
      return {i + static_cast<std::size_t>(_tzcnt_u64(stop)), w};
    }
    w += utf32_of_block(block, after, starts, /*exact=*/!scratch || room < 64, out + w);
    i += rest < 64 ? rest : 64;
  }
  return {n, w};
}

// The loops vector_ops-inl.h makes complete operations of.
struct Blocks {
  // The most a step writes past what it reports (bytes; units): its room check.
  static constexpr std::size_t kWtf8Spill = 112;
  static constexpr std::size_t kUtf16Spill = 64;
  template <class In, LoneMode kLone>
  static Utf16Conversion utf16_bytes(const char* in, std::size_t n, char* out,
                                     std::size_t capacity) {
    return utf16_bytes_blocks<In, kLone>(in, n, out, capacity);
  }
  static std::size_t wtf8_length_of_utf16(const char16_t* in, std::size_t n) {
    return wtf8_length_of_utf16_blocks(in, n);
  }
  template <ByteOrder kOrder, LoneMode kLone>
  static Utf16Conversion wtf8_to_utf16_bytes(const char* in, std::size_t n, char* out,
                                             std::size_t capacity) {
    return wtf8_to_utf16_bytes_blocks<kOrder, kLone>(in, n, out, capacity);
  }
  // Short inputs: the masked steps alone, straight into `out` with exact stores, when the room
  // surely holds the output (3 bytes a unit; a unit a byte), so no step can stop early.
  static bool utf16_to_wtf8_short(const char16_t* in, std::size_t n, char* out,
                                  std::size_t capacity, Conversion* done) {
    if (n > kShortUnits || capacity / 3 < n) return false;
    const Utf16Conversion c =
        utf16_bytes_masked<kernel::Utf16Bytes<V, ByteOrder::kLittle>, LoneMode::kKeep>(
            reinterpret_cast<const char*>(in), n, 0, out, out, capacity);
    *done = {c.read, c.written};
    return true;
  }
  static bool wtf8_to_utf16_short(const char* in, std::size_t n, char16_t* out,
                                  std::size_t capacity, Conversion* done) {
    if (n > kShortBytes || capacity < n) return false;
    const Utf16Conversion c = wtf8_to_utf16_bytes_masked<ByteOrder::kLittle, LoneMode::kKeep>(
        in, n, 0, reinterpret_cast<char*>(out), 0, capacity);
    *done = {c.read, c.written};
    return true;
  }
  static Conversion wtf8_to_utf32(const char* in, std::size_t n, char32_t* out,
                                  std::size_t capacity, bool scratch) {
    return wtf8_to_utf32_blocks(in, n, out, capacity, scratch);
  }
  // One step: the window's 64 positions and the 3 bytes after them; whole 16-unit stores, which
  // stay inside out[0, 64).
  static std::size_t decode_window(const char* in, char32_t* out) {
    const __m512i block = _mm512_loadu_si512(in);
    const __m512i after = _mm512_maskz_loadu_epi8(0x7, in + 64);
    const uint64_t starts = _mm512_cmpgt_epi8_mask(block, _mm512_set1_epi8(-65));
    return utf32_of_block(block, after, starts, /*exact=*/false, out);
  }
};

#include "src/simd/vector_ops-inl.h"  // NOLINT: the complete operations and kTable

}  // namespace avx512
}  // namespace simd
}  // namespace internal
}  // namespace wtf8

WTF8_SIMD_TARGET_END

// This ISA's table where the CPU runs it; null where it does not, or where it is not compiled.
namespace wtf8::internal::simd {
const Kernels* avx512_kernels() noexcept {
  return cpu_supports(Isa::kAvx512) ? &avx512::kTable : nullptr;
}
}  // namespace wtf8::internal::simd

#else  // not x86-64 with GCC/Clang

namespace wtf8::internal::simd {
const Kernels* avx512_kernels() noexcept { return nullptr; }
}  // namespace wtf8::internal::simd

#endif
