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

#include "src/simd/scalar.h"
#include "wtf8/internal/bytes/utf8_bits.h"

#pragma GCC push_options
#pragma GCC target("avx2,bmi,bmi2,popcnt,lzcnt")

namespace wtf8 {
namespace internal {
namespace simd {
namespace avx2 {

struct V {
  using T = __m256i;
  static constexpr std::size_t kBytes = 32;
  static T zero() { return _mm256_setzero_si256(); }
  static T set1(uint8_t b) { return _mm256_set1_epi8(static_cast<char>(b)); }
  static T set1_16(uint16_t u) { return _mm256_set1_epi16(static_cast<short>(u)); }
  static T load(const void* p) { return _mm256_loadu_si256(static_cast<const __m256i*>(p)); }
  static void store(void* p, T v) { _mm256_storeu_si256(static_cast<__m256i*>(p), v); }
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
  static std::size_t popcount_mask(uint32_t m) { return static_cast<std::size_t>(_mm_popcnt_u32(m)); }
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

#include "src/simd/x86_kernels-inl.h"  // NOLINT: the kernels, compiled for AVX2 here

std::size_t valid_prefix(const char* p, std::size_t n, bool wtf8) {
  return kernel::valid_prefix<V>(p, n, wtf8);
}
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

// Eight units without surrogates to their 8..24 WTF-8 bytes at q; returns the byte count. Writes
// up to 16 bytes past the returned count's start of each half (callers leave room).
inline std::size_t bmp8_to_wtf8(__m128i units, char* q) {
  const __m256i w = _mm256_cvtepu16_epi32(units);
  const __m256i cont_lo = _mm256_or_si256(_mm256_and_si256(w, _mm256_set1_epi32(0x3F)),
                                          _mm256_set1_epi32(0x80));
  const __m256i two = _mm256_or_si256(
      _mm256_or_si256(_mm256_srli_epi32(w, 6), _mm256_set1_epi32(0xC0)),
      _mm256_slli_epi32(cont_lo, 8));
  const __m256i mid = _mm256_or_si256(
      _mm256_and_si256(_mm256_srli_epi32(w, 6), _mm256_set1_epi32(0x3F)), _mm256_set1_epi32(0x80));
  const __m256i three = _mm256_or_si256(
      _mm256_or_si256(_mm256_srli_epi32(w, 12), _mm256_set1_epi32(0xE0)),
      _mm256_or_si256(_mm256_slli_epi32(mid, 8), _mm256_slli_epi32(cont_lo, 16)));
  const __m256i is_ascii = _mm256_cmpgt_epi32(_mm256_set1_epi32(0x80), w);
  const __m256i is_two = _mm256_cmpgt_epi32(_mm256_set1_epi32(0x800), w);
  const __m256i bytes = _mm256_blendv_epi8(_mm256_blendv_epi8(three, two, is_two), w, is_ascii);
  const unsigned a = static_cast<unsigned>(_mm256_movemask_ps(_mm256_castsi256_ps(is_ascii)));
  const unsigned t = static_cast<unsigned>(_mm256_movemask_ps(_mm256_castsi256_ps(is_two)));
  const Compaction& lo = kCompaction.entry[(a & 0xF) | ((t & 0xF) << 4)];
  const Compaction& hi = kCompaction.entry[(a >> 4) | ((t >> 4) << 4)];
  _mm_storeu_si128(reinterpret_cast<__m128i*>(q),
                   _mm_shuffle_epi8(_mm256_castsi256_si128(bytes),
                                    _mm_loadu_si128(reinterpret_cast<const __m128i*>(lo.shuffle))));
  _mm_storeu_si128(reinterpret_cast<__m128i*>(q + lo.length),
                   _mm_shuffle_epi8(_mm256_extracti128_si256(bytes, 1),
                                    _mm_loadu_si128(reinterpret_cast<const __m128i*>(hi.shuffle))));
  return static_cast<std::size_t>(lo.length) + hi.length;
}

// ASCII blocks as in the generic kernel; blocks without surrogates through bmp8_to_wtf8; blocks
// with a surrogate through the scalar code.
Progress from_utf16(const char16_t* in, std::size_t n, char* out) {
  std::size_t i = 0;
  char* q = out;
  // The last stores of bmp8_to_wtf8 may write 4 bytes past the block's 24; the caller's buffer
  // has 3 bytes per unit, so keep 2 units of slack at the end.
  while (i + 16 + 2 <= n) {
    const __m256i u = V::load(in + i);
    const __m256i high = _mm256_and_si256(u, _mm256_set1_epi16(static_cast<short>(0xFF80)));
    if (_mm256_testz_si256(high, high)) {
      _mm_storeu_si128(reinterpret_cast<__m128i*>(q),
                       _mm_packus_epi16(_mm256_castsi256_si128(u), _mm256_extracti128_si256(u, 1)));
      i += 16;
      q += 16;
      continue;
    }
    const __m256i surrogate =
        _mm256_cmpeq_epi16(_mm256_and_si256(u, _mm256_set1_epi16(static_cast<short>(0xF800))),
                           _mm256_set1_epi16(static_cast<short>(0xD800)));
    if (_mm256_testz_si256(surrogate, surrogate)) {
      q += bmp8_to_wtf8(_mm256_castsi256_si128(u), q);
      q += bmp8_to_wtf8(_mm256_extracti128_si256(u, 1), q);
      i += 16;
      continue;
    }
    std::size_t end = i + 16;
    if (in[end - 1] >= 0xD800 && in[end - 1] <= 0xDBFF) --end;  // keep a pair together
    const Progress r = scalar::from_utf16(in + i, end - i, q);
    i += r.read;
    q += r.written;
  }
  return {i, static_cast<std::size_t>(q - out)};
}
std::size_t wtf8_length_of_utf16(const char16_t* in, std::size_t n) {
  return kernel::wtf8_length_of_utf16<V>(in, n);
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
// starts (kernel::units_at_every_byte); 32 ASCII bytes are widened directly.
Progress to_utf16(const char* in, std::size_t n, char16_t* out) {
  std::size_t i = 0;
  char16_t* q = out;
  __m128i prev = _mm_setzero_si128();
  // Each step reads in[i, i + 18) (or i + 32) and writes at most 16 (32) units at q <= out + i
  // (one unit per byte at most), so it stays inside the caller's n units.
  while (i + 18 <= n) {
    if (i + 32 <= n) {
      const __m256i wide = V::load(in + i);
      if (_mm256_movemask_epi8(wide) == 0) {
        V::widen_store(q, wide);
        prev = _mm256_extracti128_si256(wide, 1);
        i += 32;
        q += 32;
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
    q += kernel::store_kept_units(_mm256_castsi256_si128(units), keep & 0xFF, q);
    q += kernel::store_kept_units(_mm256_extracti128_si256(units, 1), keep >> 8, q);
    prev = cur;
    i += 16;
  }
  kernel::finish_last_sequence(in, n, &i, &q);
  return {i, static_cast<std::size_t>(q - out)};
}
std::size_t count_non_continuation(const char* p, std::size_t n) {
  return kernel::count_non_continuation<V>(p, n);
}
std::size_t utf16_length_of_wtf8(const char* p, std::size_t n) {
  return kernel::utf16_length_of_wtf8<V>(p, n);
}
FindResult find_prefiltered(const char* h, std::size_t n, const char* m, std::size_t size) {
  return kernel::find_prefiltered<V>(h, n, m, size);
}

}  // namespace avx2
}  // namespace simd
}  // namespace internal
}  // namespace wtf8

#pragma GCC pop_options

namespace wtf8 {
namespace internal {
namespace simd {

const Kernels* avx2_kernels() {
  static constexpr Kernels kAvx2 = {"avx2",
                                    avx2::valid_prefix,
                                    avx2::from_utf16,
                                    avx2::wtf8_length_of_utf16,
                                    avx2::to_utf16,
                                    avx2::count_non_continuation,
                                    avx2::utf16_length_of_wtf8,
                                    avx2::find_prefiltered};
  __builtin_cpu_init();
  const bool ok = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi2") &&
                  __builtin_cpu_supports("popcnt");
  return ok ? &kAvx2 : nullptr;
}

}  // namespace simd
}  // namespace internal
}  // namespace wtf8

#else  // not x86-64 with GCC/Clang

namespace wtf8 {
namespace internal {
namespace simd {
const Kernels* avx2_kernels() { return nullptr; }
}  // namespace simd
}  // namespace internal
}  // namespace wtf8

#endif
