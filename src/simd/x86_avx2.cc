// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The AVX2 kernels (x86_kernels-inl.h over 32-byte vectors), compiled with a target region, not
// a file-wide -mavx2, so the rest of the library runs on any x86-64.

#include "src/simd/kernels.h"

#if defined(__x86_64__) && defined(__GNUC__)

#include <immintrin.h>

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "src/simd/cpu.h"
#include "src/simd/scalar.h"
#include "src/simd/vector.h"
#include "src/simd/target_region.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/internal/config.h"

WTF8_SIMD_TARGET_BEGIN("avx2,bmi,bmi2,popcnt,lzcnt")

namespace wtf8 {
namespace internal {
namespace simd {
namespace avx2 {

struct V {
  using T = __m256i;
  static constexpr std::size_t kBytes = 32;
  static constexpr bool kMaskPairs = false;  // the generic surrogate-pair check
  static constexpr int kMaskShift = 0;
  static T zero() { return _mm256_setzero_si256(); }
  static T set1(uint8_t b) { return _mm256_set1_epi8(static_cast<char>(b)); }
  static T set1_16(uint16_t u) { return _mm256_set1_epi16(static_cast<short>(u)); }
  static T load(const void* p) { return _mm256_loadu_si256(static_cast<const __m256i*>(p)); }
  static void store(void* p, T v) { _mm256_storeu_si256(static_cast<__m256i*>(p), v); }
  // A non-temporal store (bypasses the caches); p must be aligned to kBytes.
  static void stream(void* p, T v) { _mm256_stream_si256(static_cast<__m256i*>(p), v); }
  static T and_(T a, T b) { return _mm256_and_si256(a, b); }
  static T or_(T a, T b) { return _mm256_or_si256(a, b); }
  static T xor_(T a, T b) { return _mm256_xor_si256(a, b); }
  static T eq8(T a, T b) { return _mm256_cmpeq_epi8(a, b); }
  static T eq16(T a, T b) { return _mm256_cmpeq_epi16(a, b); }
  static T gt_i8(T a, T b) { return _mm256_cmpgt_epi8(a, b); }
  static T subs_u8(T a, T b) { return _mm256_subs_epu8(a, b); }
  static T shr4(T a) { return _mm256_and_si256(_mm256_srli_epi16(a, 4), set1(0x0F)); }
  static T table(const uint8_t* t) {
    return _mm256_broadcastsi128_si256(_mm_load_si128(reinterpret_cast<const __m128i*>(t)));
  }
  static T lookup16(T table, T idx) { return _mm256_shuffle_epi8(table, idx); }
  template <int N>
  static T prev(T cur, T prev) {
    return _mm256_alignr_epi8(cur, _mm256_permute2x128_si256(prev, cur, 0x21), 16 - N);
  }
  static bool any(T a) { return !_mm256_testz_si256(a, a); }
  static uint32_t mask8(T a) { return static_cast<uint32_t>(_mm256_movemask_epi8(a)); }
  static uint32_t eq8_mask(T a, T b) { return mask8(eq8(a, b)); }
  static std::size_t popcount_mask(uint32_t m) { return static_cast<std::size_t>(_mm_popcnt_u32(m)); }
  static std::size_t count8(T c) { return popcount_mask(mask8(c)); }
  static void fence() { _mm_sfence(); }
  static T incomplete_max() {
    return _mm256_setr_epi8(-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
                            -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, static_cast<char>(0xEF),
                            static_cast<char>(0xDF), static_cast<char>(0xBF));
  }
  static T pack_u16_to_u8(T a, T b) {
    return _mm256_permute4x64_epi64(_mm256_packus_epi16(a, b), 0xD8);
  }
  static void widen_store(char16_t* q, T a) {
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(q),
                        _mm256_cvtepu8_epi16(_mm256_castsi256_si128(a)));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(q + 16),
                        _mm256_cvtepu8_epi16(_mm256_extracti128_si256(a, 1)));
  }
};

constexpr const char* kName = "avx2";

#include "src/simd/vector_kernels-inl.h"  // NOLINT: the shared algorithms, compiled for AVX2 here
#include "src/simd/x86_common-inl.h"      // NOLINT

// Compaction of four units, each widened to a 32-bit lane holding its 1 to 3 WTF-8 bytes, into
// their packed bytes: indexed by (lanes that are ASCII) | (lanes below U+0800) << 4.
struct Compaction {
  uint8_t shuffle[16];
  uint8_t length;
};
struct CompactionTable {
  Compaction entry[256];
};
constexpr CompactionTable make_compaction_table() {
  CompactionTable t{};
  for (int index = 0; index < 256; ++index) {
    Compaction& c = t.entry[index];
    int pos = 0;
    for (int k = 0; k < 4; ++k) {
      const bool ascii = (index >> k) & 1;
      const bool two = (index >> (4 + k)) & 1;
      const int len = ascii ? 1 : two ? 2 : 3;
      for (int b = 0; b < len; ++b) c.shuffle[pos++] = static_cast<uint8_t>(4 * k + b);
    }
    c.length = static_cast<uint8_t>(pos);
    for (; pos < 16; ++pos) c.shuffle[pos] = 0x80;  // zero
  }
  return t;
}
alignas(64) constexpr CompactionTable kCompaction = make_compaction_table();

// 32-bit lanes for kernel::utf16_lane_bytes.
struct W {
  using T = __m256i;
  using M = __m256i;
  static T set(uint32_t u) { return _mm256_set1_epi32(static_cast<int>(u)); }
  static T and_(T a, T b) { return _mm256_and_si256(a, b); }
  static T or_(T a, T b) { return _mm256_or_si256(a, b); }
  static T add(T a, T b) { return _mm256_add_epi32(a, b); }
  template <int K>
  static T shl(T a) { return _mm256_slli_epi32(a, K); }
  template <int K>
  static T shr(T a) { return _mm256_srli_epi32(a, K); }
  static M gt(T a, uint32_t b) { return _mm256_cmpgt_epi32(a, set(b)); }  // values < 2^31
  static M eq(T a, T b) { return _mm256_cmpeq_epi32(a, b); }
  static M both(M a, M b) { return _mm256_and_si256(a, b); }
  static M either(M a, M b) { return _mm256_or_si256(a, b); }
  static M but_not(M a, M b) { return _mm256_andnot_si256(b, a); }
  static T blend(M m, T if_not, T if_so) { return _mm256_blendv_epi8(if_not, if_so, m); }
};

// Eight units to their WTF-8 bytes at q (kernel::utf16_lane_bytes, packed by a shuffle table per
// four lanes); returns the byte count. `prev` and `next` are the units shifted by one. Writes up
// to 16 bytes past each half's start (callers leave room).
inline std::size_t units8_to_wtf8(__m128i units, __m128i prev, __m128i next, bool surrogates,
                                  char* q) {
  const auto lanes = kernel::utf16_lane_bytes<W>(
      _mm256_cvtepu16_epi32(units), _mm256_cvtepu16_epi32(prev), _mm256_cvtepu16_epi32(next),
      surrogates);
  const unsigned a =
      ~static_cast<unsigned>(_mm256_movemask_ps(_mm256_castsi256_ps(lanes.non_ascii))) & 0xFF;
  const unsigned t =
      ~static_cast<unsigned>(_mm256_movemask_ps(_mm256_castsi256_ps(lanes.three))) & 0xFF;
  const Compaction& lo = kCompaction.entry[(a & 0xF) | ((t & 0xF) << 4)];
  const Compaction& hi = kCompaction.entry[(a >> 4) | ((t >> 4) << 4)];
  _mm_storeu_si128(reinterpret_cast<__m128i*>(q),
                   _mm_shuffle_epi8(_mm256_castsi256_si128(lanes.bytes),
                                    _mm_loadu_si128(reinterpret_cast<const __m128i*>(lo.shuffle))));
  _mm_storeu_si128(reinterpret_cast<__m128i*>(q + lo.length),
                   _mm_shuffle_epi8(_mm256_extracti128_si256(lanes.bytes, 1),
                                    _mm_loadu_si128(reinterpret_cast<const __m128i*>(hi.shuffle))));
  return static_cast<std::size_t>(lo.length) + hi.length;
}

// Packing of eight 16-bit lanes holding one or two UTF-8 bytes each: entry m keeps every lane's
// first byte and lane k's second byte when bit k of m is set.
struct BytePack {
  uint8_t shuffle[256][16];
};
constexpr BytePack make_byte_pack() {
  BytePack t{};
  for (int m = 0; m < 256; ++m) {
    int pos = 0;
    for (int k = 0; k < 8; ++k) {
      t.shuffle[m][pos++] = static_cast<uint8_t>(2 * k);
      if ((m >> k) & 1) t.shuffle[m][pos++] = static_cast<uint8_t>(2 * k + 1);
    }
    for (; pos < 16; ++pos) t.shuffle[m][pos] = 0x80;
  }
  return t;
}
alignas(64) constexpr BytePack kBytePack = make_byte_pack();

// Sixteen units below U+0800 to 16..32 bytes at q; returns the byte count. Writes 16 bytes at
// each half's start.
inline std::size_t below800_16_to_wtf8(__m256i u, char* q) {
  const __m256i is_two = _mm256_cmpgt_epi16(u, _mm256_set1_epi16(0x7F));
  const __m256i pair = _mm256_or_si256(
      _mm256_or_si256(_mm256_srli_epi16(u, 6), _mm256_set1_epi16(0xC0)),
      _mm256_slli_epi16(_mm256_or_si256(_mm256_and_si256(u, _mm256_set1_epi16(0x3F)),
                                        _mm256_set1_epi16(0x80)),
                        8));
  const __m256i bytes = _mm256_blendv_epi8(u, pair, is_two);
  const uint32_t two = _pext_u32(static_cast<uint32_t>(_mm256_movemask_epi8(is_two)), 0x55555555u);
  const unsigned lo = two & 0xFF;
  const unsigned hi = two >> 8;
  _mm_storeu_si128(reinterpret_cast<__m128i*>(q),
                   _mm_shuffle_epi8(_mm256_castsi256_si128(bytes),
                                    _mm_load_si128(reinterpret_cast<const __m128i*>(
                                        kBytePack.shuffle[lo]))));
  const std::size_t lo_len = 8 + static_cast<std::size_t>(_mm_popcnt_u32(lo));
  _mm_storeu_si128(reinterpret_cast<__m128i*>(q + lo_len),
                   _mm_shuffle_epi8(_mm256_extracti128_si256(bytes, 1),
                                    _mm_load_si128(reinterpret_cast<const __m128i*>(
                                        kBytePack.shuffle[hi]))));
  return lo_len + 8 + static_cast<std::size_t>(_mm_popcnt_u32(hi));
}

// 16 units per step: all ASCII (packed), all below U+0800 (two bytes per lane, packed), else
// eight units at a time through units8_to_wtf8, surrogate pairs included. Stops where fewer than
// 18 units or 64 bytes of room are left; never between the two units of a pair.
Conversion utf16_to_wtf8_blocks(const char16_t* in, std::size_t n, char* out,
                                std::size_t capacity) {
  std::size_t i = 0;
  char* q = out;
  // Each step reads in[i - 1, i + 17) and writes inside q[0, 64) (48 bytes at most, plus what
  // the last 16-byte stores spill), so it needs 64 bytes of room.
  while (i + 16 + 2 <= n && capacity - static_cast<std::size_t>(q - out) >= 64) {
    const __m256i u = V::load(in + i);
    const __m256i high = _mm256_and_si256(u, _mm256_set1_epi16(static_cast<short>(0xFF80)));
    if (_mm256_testz_si256(high, high)) {
      _mm_storeu_si128(reinterpret_cast<__m128i*>(q),
                       _mm_packus_epi16(_mm256_castsi256_si128(u), _mm256_extracti128_si256(u, 1)));
      i += 16;
      q += 16;
      continue;
    }
    const __m256i big = _mm256_and_si256(u, _mm256_set1_epi16(static_cast<short>(0xF800)));
    if (_mm256_testz_si256(big, big)) {
      q += below800_16_to_wtf8(u, q);
      i += 16;
      continue;
    }
    const __m256i surrogate = _mm256_cmpeq_epi16(big, _mm256_set1_epi16(static_cast<short>(0xD800)));
    const __m128i lo = _mm256_castsi256_si128(u);
    const __m128i hi = _mm256_extracti128_si256(u, 1);
    if (_mm256_testz_si256(surrogate, surrogate)) {
      q += units8_to_wtf8(lo, lo, lo, false, q);
      q += units8_to_wtf8(hi, hi, hi, false, q);
      i += 16;
      continue;
    }
    __m128i prev_lo = _mm_slli_si128(lo, 2);  // no unit before the input: a zero never pairs
    if (i > 0) prev_lo = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + i - 1));
    const __m128i next_lo = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + i + 1));
    const __m128i prev_hi = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + i + 7));
    const __m128i next_hi = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + i + 9));
    q += units8_to_wtf8(lo, prev_lo, next_lo, true, q);
    q += units8_to_wtf8(hi, prev_hi, next_hi, true, q);
    i += 16;
  }
  // A pair cut by the last block edge: its lead wrote the first two bytes; leave it to the caller.
  if (i > 0 && i < n && is_lead_surrogate(in[i - 1]) && is_trail_surrogate(in[i])) {
    --i;
    q -= 2;
  }
  return {i, static_cast<std::size_t>(q - out)};
}
// 16-bit lanes for kernel::units_at_every_byte.
struct L {
  using T = __m256i;
  using M = __m256i;
  static T set(uint16_t u) { return _mm256_set1_epi16(static_cast<short>(u)); }
  static T and_(T a, T b) { return _mm256_and_si256(a, b); }
  static T or_(T a, T b) { return _mm256_or_si256(a, b); }
  static T add(T a, T b) { return _mm256_add_epi16(a, b); }
  template <int K>
  static T shl(T a) { return _mm256_slli_epi16(a, K); }
  template <int K>
  static T shr(T a) { return _mm256_srli_epi16(a, K); }
  static M gt(T a, uint16_t b) { return _mm256_cmpgt_epi16(a, set(b)); }
  static T blend(M m, T if_not, T if_so) { return _mm256_blendv_epi8(if_not, if_so, m); }
};

// 16 bytes per step: every position decoded in sixteen 16-bit lanes, then packed to the sequence
// starts (kernel::units_at_every_byte); 32 ASCII bytes are widened directly. Stops where fewer
// than 18 bytes or 32 units of room are left, at a sequence boundary.
Conversion wtf8_to_utf16_blocks(const char* in, std::size_t n, char16_t* out,
                                std::size_t capacity) {
  std::size_t i = 0;
  std::size_t w = 0;
  __m128i prev = _mm_setzero_si128();
  // Each step reads in[i, i + 18) (or i + 32) and writes inside out[w, w + 32) (16 or 32 units).
  while (i + 18 <= n && capacity - w >= 32) {
    if (i + 32 <= n) {
      const __m256i wide = V::load(in + i);
      if (_mm256_movemask_epi8(wide) == 0) {
        V::widen_store(out + w, wide);
        prev = _mm256_extracti128_si256(wide, 1);
        i += 32;
        w += 32;
        continue;
      }
    }
    const __m128i cur = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + i));
    const __m128i next1 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + i + 1));
    const __m128i next2 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + i + 2));
    const __m128i four = kernel::after_four_lead(_mm_alignr_epi8(cur, prev, 15));
    const unsigned keep =
        static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(kernel::starts_of(cur), four)));
    const __m256i units = kernel::units_at_every_byte<L>(
        _mm256_cvtepu8_epi16(cur), _mm256_cvtepu8_epi16(next1), _mm256_cvtepu8_epi16(next2),
        _mm256_cvtepi8_epi16(four));
    w += kernel::store_kept_units(_mm256_castsi256_si128(units), keep & 0xFF, out + w);
    w += kernel::store_kept_units(_mm256_extracti128_si256(units, 1), keep >> 8, out + w);
    prev = cur;
    i += 16;
  }
  kernel::finish_last_sequence(in, n, &i, &w, out, capacity);
  return {i, w};
}

// The loops vector_ops-inl.h makes complete operations of.
struct Blocks {
  static Conversion utf16_to_wtf8(const char16_t* in, std::size_t n, char* out,
                                  std::size_t capacity) {
    return utf16_to_wtf8_blocks(in, n, out, capacity);
  }
  static std::size_t wtf8_length_of_utf16(const char16_t* in, std::size_t n) {
    return kernel::wtf8_length_of_utf16<V>(in, n);
  }
  static Conversion wtf8_to_utf16(const char* in, std::size_t n, char16_t* out,
                                  std::size_t capacity) {
    return wtf8_to_utf16_blocks(in, n, out, capacity);
  }
};

#include "src/simd/vector_ops-inl.h"  // NOLINT: the complete operations and kTable

}  // namespace avx2
}  // namespace simd
}  // namespace internal
}  // namespace wtf8

WTF8_SIMD_TARGET_END

namespace wtf8 {
namespace internal {
namespace simd {

const Kernels* avx2_kernels() noexcept {
  return cpu_supports(Isa::kAvx2) ? &avx2::kTable : nullptr;
}

}  // namespace simd
}  // namespace internal
}  // namespace wtf8

#else  // not x86-64 with GCC/Clang

namespace wtf8 {
namespace internal {
namespace simd {
const Kernels* avx2_kernels() noexcept { return nullptr; }
}  // namespace simd
}  // namespace internal
}  // namespace wtf8

#endif
