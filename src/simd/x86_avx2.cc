// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The AVX2 table (vector_kernels-inl.h over 32-byte vectors), compiled with a target region, not
// a file-wide -mavx2, so the rest of the library runs on any x86-64. Its UTF-16 -> WTF-8 encoder
// works in 16-bit lanes packed by shuffle tables rather than the shared 32-bit-lane
// kernel::utf16_lane_bytes (which AVX-512 uses with vpcompressb): with AVX2's table packing the
// 16-bit form measured 1.4-1.9x faster on the CJK, emoji and paths mixes (bench/, AVX2 forced).

#include "src/simd/kernels.h"

#if defined(__x86_64__) && defined(__GNUC__)

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

WTF8_SIMD_TARGET_BEGIN("avx2,bmi,bmi2,popcnt,lzcnt")

namespace wtf8 {
namespace internal {
namespace simd {
namespace avx2 {

struct V {
  using T = __m256i;
  static constexpr std::size_t kBytes = 32;
  static constexpr bool kMaskedLoads = false;  // tails: overlapping loads
  static __m128i x86_partial(const char* q, std::size_t r) {
    const scalar::Partial16 w = scalar::partial16(q, r);
    return _mm_set_epi64x(static_cast<long long>(w.hi), static_cast<long long>(w.lo));
  }
  static T load_partial(const void* p, std::size_t r) {
    const char* q = static_cast<const char*>(p);
    if (r < 16) return _mm256_zextsi128_si256(x86_partial(q, r));
    return _mm256_set_m128i(x86_partial(q + 16, r - 16),
                            _mm_loadu_si128(reinterpret_cast<const __m128i*>(q)));
  }
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
  static T le_u8(T a, T b) { return _mm256_cmpeq_epi8(_mm256_min_epu8(a, b), a); }
  static T subs_u8(T a, T b) { return _mm256_subs_epu8(a, b); }
  static T add8(T a, T b) { return _mm256_add_epi8(a, b); }
  static T sub8(T a, T b) { return _mm256_sub_epi8(a, b); }
  static std::size_t sum8(T a) {
    const __m256i s = _mm256_sad_epu8(a, _mm256_setzero_si256());  // four 64-bit sums
    const __m128i h = _mm_add_epi64(_mm256_castsi256_si128(s), _mm256_extracti128_si256(s, 1));
    return static_cast<std::size_t>(_mm_cvtsi128_si64(h) + _mm_extract_epi64(h, 1));
  }
  static T shr4(T a) { return _mm256_and_si256(_mm256_srli_epi16(a, 4), set1(0x0F)); }
  static T swap16(T a) {
    return _mm256_shuffle_epi8(
        a, _mm256_setr_epi8(1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14, 1, 0, 3, 2, 5, 4,
                            7, 6, 9, 8, 11, 10, 13, 12, 15, 14));
  }
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
  static std::size_t popcount_mask(uint32_t m) {
    return static_cast<std::size_t>(_mm_popcnt_u32(m));
  }
  static std::size_t count8(T c) { return popcount_mask(mask8(c)); }
  static void fence() { _mm_sfence(); }
  static T count_lt_i8(T a, T v, T b) { return sub8(a, gt_i8(b, v)); }
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
WTF8_SIMD_INLINE std::size_t below800_16_to_wtf8(__m256i u, char* q) {
  const __m256i is_two = _mm256_cmpgt_epi16(u, _mm256_set1_epi16(0x7F));
  const __m256i pair = _mm256_or_si256(
      _mm256_or_si256(_mm256_srli_epi16(u, 6), _mm256_set1_epi16(0xC0)),
      _mm256_slli_epi16(
          _mm256_or_si256(_mm256_and_si256(u, _mm256_set1_epi16(0x3F)), _mm256_set1_epi16(0x80)),
          8));
  const __m256i bytes = _mm256_blendv_epi8(u, pair, is_two);
  const uint32_t two = _pext_u32(static_cast<uint32_t>(_mm256_movemask_epi8(is_two)), 0x55555555u);
  const unsigned lo = two & 0xFF;
  const unsigned hi = two >> 8;
  _mm_storeu_si128(
      reinterpret_cast<__m128i*>(q),
      _mm_shuffle_epi8(_mm256_castsi256_si128(bytes),
                       _mm_load_si128(reinterpret_cast<const __m128i*>(kBytePack.shuffle[lo]))));
  const std::size_t lo_len = 8 + static_cast<std::size_t>(_mm_popcnt_u32(lo));
  _mm_storeu_si128(
      reinterpret_cast<__m128i*>(q + lo_len),
      _mm_shuffle_epi8(_mm256_extracti128_si256(bytes, 1),
                       _mm_load_si128(reinterpret_cast<const __m128i*>(kBytePack.shuffle[hi]))));
  return lo_len + 8 + static_cast<std::size_t>(_mm_popcnt_u32(hi));
}

// Packing of four units' 32-bit slots [s0 s1 s2 s3] (units16_to_wtf8) into their bytes: bits 2k
// and 2k + 1 of the index are unit k's flags "multi" and "three": a unit keeps s2 (neither: one
// byte), s1 s2 (multi: two), s0 s1 s2 (both: three) or s0 s1 (three alone: a surrogate pair's
// lead). The packed length is 4 + popcount(index).
struct SlotPack {
  uint8_t shuffle[256][16];
};
constexpr SlotPack make_slot_pack() {
  SlotPack t{};
  for (int m = 0; m < 256; ++m) {
    int pos = 0;
    for (int k = 0; k < 4; ++k) {
      const bool multi = (m >> (2 * k)) & 1;
      const bool three = (m >> (2 * k + 1)) & 1;
      const int first = three ? 0 : multi ? 1 : 2;
      const int end = three && !multi ? 2 : 3;
      for (int b = first; b < end; ++b) t.shuffle[m][pos++] = static_cast<uint8_t>(4 * k + b);
    }
    for (; pos < 16; ++pos) t.shuffle[m][pos] = 0x80;
  }
  return t;
}
alignas(64) constexpr SlotPack kSlotPack = make_slot_pack();

inline __m256i splat16(uint16_t u) { return _mm256_set1_epi16(static_cast<short>(u)); }

// The units before and after each lane of a block of sixteen, which decide whether its surrogates
// pair, asked for only when the block holds one: loaded from memory around the block (no unit
// before the input: a zero, which never pairs)...
// Big-endian input (In::kSwap) gives them unswapped, in memory order (kSwapped): they are only
// compared with constants and masked, which units16_to_wtf8 byte-swaps instead (the swaps cost
// big-endian emoji text 8% against little-endian).
template <class In>
struct NeighborsInMemory {
  static constexpr bool kSwapped = In::kSwap;
  const char* at;  // the block's bytes, read through In (kernel::Utf16Bytes: a byte order)
  bool has_prev;   // whether the unit before it is inside the input
  __m256i u;       // its 16 units (in native order)
  __m256i prev() const {
    if (has_prev) return V::load(at - 2);
    const __m256i shifted = _mm256_alignr_epi8(u, _mm256_permute2x128_si256(u, u, 0x08), 14);
    return kSwapped ? V::swap16(shifted) : shifted;
  }
  __m256i next() const { return V::load(at + 2); }
};
// ... or shifted in from the blocks before and after it, held in registers (zeros outside the
// input), so nothing outside the input is read.
struct NeighborsInRegisters {
  static constexpr bool kSwapped = false;
  __m256i before, u, after;
  __m256i prev() const {
    return _mm256_alignr_epi8(u, _mm256_permute2x128_si256(before, u, 0x21), 14);
  }
  __m256i next() const {
    return _mm256_alignr_epi8(_mm256_permute2x128_si256(u, after, 0x21), u, 2);
  }
};

// What units16_to_wtf8 returns with kStop for a block holding a lone surrogate (nothing written).
constexpr std::size_t kLoneStop = ~std::size_t{0};

// Sixteen units `u` to their WTF-8 bytes at q, a surrogate pair split over its two lanes (the
// lead's lane holds the 4-byte sequence's first two bytes, the trail's lane its last two);
// returns the byte count. `nb` gives the units around the lanes (NeighborsIn*). Each unit gets a
// 32-bit slot [s0 s1 s2 s3] computed in 16-bit lanes (s0 s1 and s2 s3), then four slots at a time
// are packed by a shuffle table. Writes 16 bytes at each group's start (at most 36 bytes past q).
// A lone surrogate (a surrogate lane that pairs with neither neighbour, found with the pairs, so
// only blocks holding a surrogate look) is kept (kKeep), becomes EF BF BD in its slot (kReplace,
// setting *lone; the same three bytes, so the packing is unchanged), or makes the block return
// kLoneStop before anything is written (kStop).
template <LoneMode kLone, class Neighbors>
WTF8_SIMD_INLINE std::size_t units16_to_wtf8(__m256i u, const Neighbors& nb, char* q, bool* lone) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i ascii = _mm256_cmpeq_epi16(_mm256_and_si256(u, splat16(0xFF80)), zero);
  const __m256i big = _mm256_and_si256(u, splat16(0xF800));
  const __m256i below800 = _mm256_cmpeq_epi16(big, zero);
  // s0: E0 | u >> 12. s1: 80 | (u >> 6 & 3F), or C0 | u >> 6 below U+0800. s2: 80 | (u & 3F), or
  // u itself if ASCII.
  const __m256i s0 = _mm256_or_si256(_mm256_srli_epi16(u, 12), splat16(0xE0));
  const __m256i mid = _mm256_and_si256(_mm256_slli_epi16(u, 2), splat16(0x3F00));
  const __m256i s1 = _mm256_or_si256(_mm256_or_si256(mid, splat16(0x8000)),
                                     _mm256_and_si256(below800, splat16(0x4000)));
  const __m256i cont_lo = _mm256_or_si256(_mm256_and_si256(u, splat16(0x3F)), splat16(0x80));
  __m256i a = _mm256_or_si256(s0, s1);
  __m256i b = _mm256_blendv_epi8(cont_lo, u, ascii);
  uint32_t multi = ~static_cast<uint32_t>(_mm256_movemask_epi8(ascii));
  uint32_t three = ~static_cast<uint32_t>(_mm256_movemask_epi8(below800));
  // The surrogate lanes as a bit mask (two bits a lane): lone ones are found on it below, so no
  // vector of them stays live through the pairing (which needs every register AVX2 has).
  const uint32_t surrogates =
      static_cast<uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi16(big, splat16(0xD800))));
  if (surrogates != 0) {
    const __m256i ten = splat16(0xFC00);
    const __m256i next = nb.next();
    const __m256i prev = nb.prev();
    // The neighbours' constants in their byte order (Neighbors::kSwapped).
    constexpr bool kSwapped = Neighbors::kSwapped;
    const __m256i nten = kSwapped ? splat16(0x00FC) : ten;
    const __m256i lead_paired = _mm256_and_si256(
        _mm256_cmpeq_epi16(_mm256_and_si256(u, ten), splat16(0xD800)),
        _mm256_cmpeq_epi16(_mm256_and_si256(next, nten), splat16(kSwapped ? 0x00DC : 0xDC00)));
    const __m256i trail_paired = _mm256_and_si256(
        _mm256_cmpeq_epi16(_mm256_and_si256(u, ten), splat16(0xDC00)),
        _mm256_cmpeq_epi16(_mm256_and_si256(prev, nten), splat16(kSwapped ? 0x00D8 : 0xD800)));
    // The pairs as bit masks. kKeep takes them after the pairs' lanes are written, where GCC
    // 12 schedules the block best; the other modes first look for lone surrogates on them, before
    // those writes, so nothing stays live for it that kKeep lets go: no vector instruction more
    // than kKeep unless there is one (emoji text has surrogates in every block: a vector test
    // after the writes cost it 6%, and taking the masks first in kKeep cost kKeep 5%).
    uint32_t leads = 0;
    uint32_t trails = 0;
    const auto take_pairs = [&] {
      leads = static_cast<uint32_t>(_mm256_movemask_epi8(lead_paired));
      trails = static_cast<uint32_t>(_mm256_movemask_epi8(trail_paired));
    };
    if (kLone != LoneMode::kKeep) take_pairs();
    if (kLone != LoneMode::kKeep && WTF8_PREDICT_FALSE((surrogates & ~(leads | trails)) != 0)) {
      if (kLone == LoneMode::kStop) return kLoneStop;
      const __m256i alone = _mm256_andnot_si256(
          _mm256_or_si256(lead_paired, trail_paired),
          _mm256_cmpeq_epi16(_mm256_and_si256(u, splat16(0xF800)), splat16(0xD800)));
      // U+FFFD: s0 s1 = EF BF, s2 = BD (a lone surrogate's lane is a 3-byte one already).
      a = _mm256_blendv_epi8(a, splat16(0xBFEF), alone);
      b = _mm256_blendv_epi8(b, splat16(0xBD), alone);
      *lone = true;
    }
    // Lead lane (keeps s0 s1): F0 | top >> 6 and 80 | (top & 3F), top = cp >> 12 =
    // (lead >> 2 & FF) + 10.
    const __m256i top =
        _mm256_add_epi16(_mm256_and_si256(_mm256_srli_epi16(u, 2), splat16(0xFF)), splat16(0x10));
    const __m256i lead_a = _mm256_or_si256(
        _mm256_or_si256(_mm256_srli_epi16(top, 6),
                        _mm256_and_si256(_mm256_slli_epi16(top, 8), splat16(0x3F00))),
        splat16(0x80F0));
    a = _mm256_blendv_epi8(a, lead_a, lead_paired);
    // Trail lane (keeps s1 s2): s2 is already 80 | (trail & 3F); s1 = B0 | (trail >> 6 & F) becomes
    // 80 | (lead & 3) << 4 | (trail >> 6 & F) by flipping bits 4-5 where the lead's are clear.
    // (Swapped neighbours have the lead's two low bits in their high byte.)
    const __m256i lead_low = kSwapped
                                 ? _mm256_slli_epi16(_mm256_andnot_si256(prev, splat16(0x0300)), 4)
                                 : _mm256_slli_epi16(_mm256_andnot_si256(prev, splat16(3)), 12);
    a = _mm256_xor_si256(a, _mm256_and_si256(trail_paired, lead_low));
    if (kLone == LoneMode::kKeep) take_pairs();
    multi &= ~leads;
    three &= ~trails;
  }
  const uint32_t m = (multi & 0x55555555u) | (three & 0xAAAAAAAAu);
  // Slots: lo holds units 0-3 and 8-11, hi units 4-7 and 12-15.
  const __m256i lo = _mm256_unpacklo_epi16(a, b);
  const __m256i hi = _mm256_unpackhi_epi16(a, b);
  const unsigned m0 = m & 0xFF, m1 = (m >> 8) & 0xFF, m2 = (m >> 16) & 0xFF, m3 = m >> 24;
  const std::size_t l0 = 4 + static_cast<std::size_t>(_mm_popcnt_u32(m0));
  const std::size_t l1 = 4 + static_cast<std::size_t>(_mm_popcnt_u32(m1));
  const std::size_t l2 = 4 + static_cast<std::size_t>(_mm_popcnt_u32(m2));
  const auto pack = [](__m128i slots, unsigned index) {
    return _mm_shuffle_epi8(
        slots, _mm_load_si128(reinterpret_cast<const __m128i*>(kSlotPack.shuffle[index])));
  };
  _mm_storeu_si128(reinterpret_cast<__m128i*>(q), pack(_mm256_castsi256_si128(lo), m0));
  _mm_storeu_si128(reinterpret_cast<__m128i*>(q + l0), pack(_mm256_castsi256_si128(hi), m1));
  _mm_storeu_si128(reinterpret_cast<__m128i*>(q + l0 + l1),
                   pack(_mm256_extracti128_si256(lo, 1), m2));
  _mm_storeu_si128(reinterpret_cast<__m128i*>(q + l0 + l1 + l2),
                   pack(_mm256_extracti128_si256(hi, 1), m3));
  return 16 + static_cast<std::size_t>(_mm_popcnt_u32(m));
}

// 32 units per step: all ASCII (packed), all below U+0800 (two 16-unit halves packed from 16-bit
// lanes), else two units16_to_wtf8 halves, surrogate pairs included (one decision per 32 units:
// on text that mixes scripts, deciding per 16 units mispredicted far more often); then 16-unit
// steps of the same kind. The units are read from the bytes `in` through In (kernel::Utf16Bytes:
// big-endian ones swapped as they are loaded); lone surrogates as kLone says (units16_to_wtf8),
// with kStop stopping before the 16-unit half that holds one. Stops where fewer than 18 units or
// 64 bytes of room are left; never between the two units of a pair.
template <class In, LoneMode kLone>
Utf16Conversion utf16_bytes_blocks(const char* in, std::size_t n, char* out, std::size_t capacity) {
  std::size_t i = 0;
  char* q = out;
  bool lone = false;
  bool stopped = false;  // kStop: at a half holding a lone surrogate
  // A 32-unit step reads in[i - 1, i + 33) and writes inside q[0, 100) (96 bytes at most: the
  // second half starts at most 48 bytes in and its last 16-byte store at most 36 bytes after that).
  while (i + 32 + 2 <= n && capacity - static_cast<std::size_t>(q - out) >= 100) {
    const __m256i u0 = In::load(in + 2 * i);
    const __m256i u1 = In::load(in + 2 * i + 32);
    const __m256i any = _mm256_or_si256(u0, u1);
    const __m256i high = _mm256_and_si256(any, _mm256_set1_epi16(static_cast<short>(0xFF80)));
    if (_mm256_testz_si256(high, high)) {
      V::store(q, V::pack_u16_to_u8(u0, u1));
      i += 32;
      q += 32;
      continue;
    }
    const __m256i big = _mm256_and_si256(any, _mm256_set1_epi16(static_cast<short>(0xF800)));
    if (_mm256_testz_si256(big, big)) {
      q += below800_16_to_wtf8(u0, q);
      q += below800_16_to_wtf8(u1, q);
      i += 32;
      continue;
    }
    const std::size_t first =
        units16_to_wtf8<kLone>(u0, NeighborsInMemory<In>{in + 2 * i, i > 0, u0}, q, &lone);
    if (kLone == LoneMode::kStop && first == kLoneStop) {
      stopped = true;
      break;
    }
    q += first;
    const std::size_t second =
        units16_to_wtf8<kLone>(u1, NeighborsInMemory<In>{in + 2 * i + 32, true, u1}, q, &lone);
    if (kLone == LoneMode::kStop && second == kLoneStop) {
      stopped = true;
      i += 16;
      break;
    }
    q += second;
    i += 32;
  }
  // A 16-unit step reads in[i - 1, i + 17) and writes inside q[0, 64) (48 bytes at most, plus what
  // the last 16-byte stores spill), so it needs 64 bytes of room.
  while (!stopped && i + 16 + 2 <= n && capacity - static_cast<std::size_t>(q - out) >= 64) {
    const __m256i u = In::load(in + 2 * i);
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
    const std::size_t bytes =
        units16_to_wtf8<kLone>(u, NeighborsInMemory<In>{in + 2 * i, i > 0, u}, q, &lone);
    if (kLone == LoneMode::kStop && bytes == kLoneStop) break;
    q += bytes;
    i += 16;
  }
  // A pair cut by the last block edge: its lead wrote the first two bytes; leave it to the caller.
  if (i > 0 && i < n && is_lead_surrogate(In::unit(in, i - 1)) &&
      is_trail_surrogate(In::unit(in, i))) {
    --i;
    q -= 2;
  }
  return {i, static_cast<std::size_t>(q - out), lone};
}
// Sixteen units to WTF-8 at q by the cheapest step that fits them (ASCII, below U+0800, any);
// returns the byte count. Writes inside q[0, 64).
WTF8_SIMD_INLINE std::size_t block16_to_wtf8(__m256i u, const NeighborsInRegisters& nb, char* q) {
  if (_mm256_testz_si256(u, _mm256_set1_epi16(static_cast<short>(0xFF80)))) {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(q),
                     _mm_packus_epi16(_mm256_castsi256_si128(u), _mm256_extracti128_si256(u, 1)));
    return 16;
  }
  if (_mm256_testz_si256(u, _mm256_set1_epi16(static_cast<short>(0xF800)))) {
    return below800_16_to_wtf8(u, q);
  }
  bool lone_unused = false;
  return units16_to_wtf8<LoneMode::kKeep>(u, nb, q, &lone_unused);
}

// A short input whole (up to kShortUnits, short_inputs.h): in[0, n) to WTF-8 in `buf`, which
// must hold 3 * n + 64 bytes; returns the byte count. Blocks of sixteen units, the last one
// loaded partial (V::load_partial: zero units past the end, each one byte, packed last and
// dropped by the count), every block's neighbours taken from registers: nothing outside in[0, n)
// is read, and no unit is left to scalar code.
std::size_t utf16_to_wtf8_short(const char16_t* in, std::size_t n, char* buf) {
  const auto block = [in, n](std::size_t i) {  // the block at i, zeros past the end
    if (i >= n) return _mm256_setzero_si256();
    return n - i >= 16 ? V::load(in + i) : V::load_partial(in + i, 2 * (n - i));
  };
  char* q = buf;
  __m256i before = _mm256_setzero_si256();
  __m256i cur = block(0);
  for (std::size_t i = 0; i < n; i += 16) {
    const __m256i after = block(i + 16);
    q += block16_to_wtf8(cur, NeighborsInRegisters{before, cur, after}, q);
    before = cur;
    cur = after;
  }
  return static_cast<std::size_t>(q - buf) - (15 - (n + 15) % 16);  // less the padding
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
  static T shl(T a) {
    return _mm256_slli_epi16(a, K);
  }
  template <int K>
  static T shr(T a) {
    return _mm256_srli_epi16(a, K);
  }
  static M gt(T a, uint16_t b) { return _mm256_cmpgt_epi16(a, set(b)); }
  static T blend(M m, T if_not, T if_so) { return _mm256_blendv_epi8(if_not, if_so, m); }
};

// kernel::units_at_every_byte for blocks with no 4-byte sequence (no byte F0..FF at or right
// before any position): the ASCII, 2- and 3-byte formulas only.
WTF8_SIMD_INLINE __m256i units_at_every_byte_bmp(__m256i b0, __m256i b1, __m256i b2) {
  const __m256i c1 = _mm256_and_si256(b1, _mm256_set1_epi16(0x3F));
  const __m256i c2 = _mm256_and_si256(b2, _mm256_set1_epi16(0x3F));
  const __m256i two =
      _mm256_or_si256(_mm256_slli_epi16(_mm256_and_si256(b0, _mm256_set1_epi16(0x1F)), 6), c1);
  const __m256i three =
      _mm256_or_si256(_mm256_slli_epi16(b0, 12), _mm256_or_si256(_mm256_slli_epi16(c1, 6), c2));
  __m256i r = _mm256_blendv_epi8(b0, two, _mm256_cmpgt_epi16(b0, _mm256_set1_epi16(0x7F)));
  return _mm256_blendv_epi8(r, three, _mm256_cmpgt_epi16(b0, _mm256_set1_epi16(0xDF)));
}

// Units in 16-bit lanes put into byte order kOrder (big-endian: the bytes of each lane swapped).
template <ByteOrder kOrder>
WTF8_SIMD_INLINE __m256i in_order(__m256i units) {
  return kOrder == ByteOrder::kBig ? V::swap16(units) : units;
}

// Sixteen bytes (ASCII) widened to units at q, in kOrder. Writes 32 bytes at q.
template <ByteOrder kOrder>
WTF8_SIMD_INLINE void store_widened(char* q, __m128i bytes) {
  _mm256_storeu_si256(reinterpret_cast<__m256i*>(q), in_order<kOrder>(_mm256_cvtepu8_epi16(bytes)));
}

// The lone surrogates among the units decoded at every byte position (`units`, with `b0` the
// bytes there, zero-extended to 16 bits): lanes whose unit is a surrogate and whose byte is ED.
// (A pair's units come from a 4-byte lead and the byte after it; ED 80..9F is U+D000..U+D7FF.)
WTF8_SIMD_INLINE __m256i lone_lanes(__m256i units, __m256i b0) {
  return _mm256_and_si256(
      _mm256_cmpeq_epi16(_mm256_and_si256(units, splat16(0xF800)), splat16(0xD800)),
      _mm256_cmpeq_epi16(b0, splat16(0xED)));
}

// kReplace and kStop on a block's units (`lo`, `hi`, decoded at every position of the 32 bytes
// `cur`, with `b0lo`, `b0hi` their bytes): each lone surrogate's unit becomes U+FFFD (setting
// *lone), or, with kStop, false says the block holds one (nothing is changed then). Only blocks
// with an ED byte look at their units (`ed_bytes`: ED in every byte). kKeep: nothing.
template <LoneMode kLone>
WTF8_SIMD_INLINE bool treat_lone(__m256i cur, __m256i ed_bytes, __m256i b0lo, __m256i b0hi,
                                 __m256i* lo, __m256i* hi, bool* lone) {
  if (kLone == LoneMode::kKeep) return true;
  const __m256i ed = _mm256_cmpeq_epi8(cur, ed_bytes);
  if (WTF8_PREDICT_TRUE(_mm256_testz_si256(ed, ed))) return true;
  const __m256i lone_lo = lone_lanes(*lo, b0lo);
  const __m256i lone_hi = lone_lanes(*hi, b0hi);
  const __m256i any = _mm256_or_si256(lone_lo, lone_hi);
  if (_mm256_testz_si256(any, any)) return true;
  if (kLone == LoneMode::kStop) return false;
  *lo = _mm256_blendv_epi8(*lo, splat16(0xFFFD), lone_lo);
  *hi = _mm256_blendv_epi8(*hi, splat16(0xFFFD), lone_hi);
  *lone = true;
  return true;
}

// 32 bytes per step: all ASCII widened directly; else every position decoded in 16-bit lanes
// (kernel::units_at_every_byte, or its no-4-byte form when no byte of in[i - 1, i + 32) is
// F0..FF), both 128-bit halves at once, then packed to the sequence starts; a 16-byte step of the
// same kind for the last blocks. The units go to the bytes `out` in kOrder (`w` counts units);
// lone surrogates as kLone says (treat_lone), with kStop stopping before the block that holds
// one. Stops where fewer than 18 bytes or 32 units of room are left, at a sequence boundary.
template <ByteOrder kOrder, LoneMode kLone>
Utf16Conversion wtf8_to_utf16_bytes_blocks(const char* in, std::size_t n, char* out,
                                           std::size_t capacity) {
  std::size_t i = 0;
  std::size_t w = 0;
  bool lone = false;
  bool stopped = false;  // kStop: before a block holding a lone surrogate
  const auto at = [out, &w] { return out + 2 * w; };
  const __m256i zero = _mm256_setzero_si256();
  const __m256i f0 = _mm256_set1_epi8(static_cast<char>(0xF0));
  // ED in every byte, for treat_lone. GCC 12 has no register to spare for it in this loop and
  // rebuilt it from an immediate every step (mov, vmovd, vpbroadcastb: 9% more instructions on
  // CJK text with kReplace); hidden from the optimizer, it stays in a register or one stack slot
  // that the compare reads directly.
  __m256i ed_bytes = _mm256_set1_epi8(static_cast<char>(0xED));
  if (kLone != LoneMode::kKeep) __asm__("" : "+x"(ed_bytes));
  // Each step reads in[i - 1, i + 34) and writes inside out[w, w + 32) (at most 32 units).
  while (i + 34 <= n && capacity - w >= 32) {
    const __m256i cur = V::load(in + i);
    const unsigned high = static_cast<unsigned>(_mm256_movemask_epi8(cur));
    if (high == 0) {
      store_widened<kOrder>(at(), _mm256_castsi256_si128(cur));
      store_widened<kOrder>(at() + 32, _mm256_extracti128_si256(cur, 1));
      i += 32;
      w += 32;
      continue;
    }
    const __m256i next1 = V::load(in + i + 1);
    const __m256i next2 = V::load(in + i + 2);
    // The byte before each position; before the input, a zero (no 4-byte lead).
    const __m256i prev1 =
        i > 0 ? V::load(in + i - 1)
              : _mm256_alignr_epi8(cur, _mm256_permute2x128_si256(cur, cur, 0x08), 15);
    const __m256i top = _mm256_max_epu8(cur, prev1);
    const unsigned keep =
        static_cast<unsigned>(_mm256_movemask_epi8(_mm256_cmpgt_epi8(cur, _mm256_set1_epi8(-65))));
    // Lanes: lo holds bytes 0-7 and 16-23, hi bytes 8-15 and 24-31.
    const __m256i b0lo = _mm256_unpacklo_epi8(cur, zero);
    const __m256i b0hi = _mm256_unpackhi_epi8(cur, zero);
    __m256i lo, hi;
    if (_mm256_testz_si256(_mm256_cmpeq_epi8(_mm256_max_epu8(top, f0), top),
                           _mm256_set1_epi8(-1))) {
      lo = units_at_every_byte_bmp(b0lo, _mm256_unpacklo_epi8(next1, zero),
                                   _mm256_unpacklo_epi8(next2, zero));
      hi = units_at_every_byte_bmp(b0hi, _mm256_unpackhi_epi8(next1, zero),
                                   _mm256_unpackhi_epi8(next2, zero));
      if (!treat_lone<kLone>(cur, ed_bytes, b0lo, b0hi, &lo, &hi, &lone)) {
        stopped = true;
        break;
      }
      lo = in_order<kOrder>(lo);
      hi = in_order<kOrder>(hi);
      w += kernel::store_kept_units(_mm256_castsi256_si128(lo), keep & 0xFF, at());
      w += kernel::store_kept_units(_mm256_castsi256_si128(hi), (keep >> 8) & 0xFF, at());
      w += kernel::store_kept_units(_mm256_extracti128_si256(lo, 1), (keep >> 16) & 0xFF, at());
      w += kernel::store_kept_units(_mm256_extracti128_si256(hi, 1), keep >> 24, at());
      i += 32;
      continue;
    }
    const __m256i four = _mm256_cmpeq_epi8(_mm256_max_epu8(prev1, f0), prev1);
    const unsigned keep4 = keep | static_cast<unsigned>(_mm256_movemask_epi8(four));
    lo = kernel::units_at_every_byte<L>(b0lo, _mm256_unpacklo_epi8(next1, zero),
                                        _mm256_unpacklo_epi8(next2, zero),
                                        _mm256_unpacklo_epi8(four, four));
    hi = kernel::units_at_every_byte<L>(b0hi, _mm256_unpackhi_epi8(next1, zero),
                                        _mm256_unpackhi_epi8(next2, zero),
                                        _mm256_unpackhi_epi8(four, four));
    if (!treat_lone<kLone>(cur, ed_bytes, b0lo, b0hi, &lo, &hi, &lone)) {
      stopped = true;
      break;
    }
    lo = in_order<kOrder>(lo);
    hi = in_order<kOrder>(hi);
    w += kernel::store_kept_units(_mm256_castsi256_si128(lo), keep4 & 0xFF, at());
    w += kernel::store_kept_units(_mm256_castsi256_si128(hi), (keep4 >> 8) & 0xFF, at());
    w += kernel::store_kept_units(_mm256_extracti128_si256(lo, 1), (keep4 >> 16) & 0xFF, at());
    w += kernel::store_kept_units(_mm256_extracti128_si256(hi, 1), keep4 >> 24, at());
    i += 32;
  }
  __m128i prev = _mm_setzero_si128();
  if (i > 0) prev = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + i - 16));
  // Each step reads in[i, i + 18) and writes inside out[w, w + 16).
  while (!stopped && i + 18 <= n && capacity - w >= 16) {
    const __m128i cur = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + i));
    const __m128i next1 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + i + 1));
    const __m128i next2 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + i + 2));
    const __m128i four = kernel::after_four_lead(_mm_alignr_epi8(cur, prev, 15));
    const unsigned keep =
        static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(kernel::starts_of(cur), four)));
    const __m256i b0 = _mm256_cvtepu8_epi16(cur);
    __m256i units = kernel::units_at_every_byte<L>(
        b0, _mm256_cvtepu8_epi16(next1), _mm256_cvtepu8_epi16(next2), _mm256_cvtepi8_epi16(four));
    __m256i none = zero;
    if (!treat_lone<kLone>(_mm256_zextsi128_si256(cur), ed_bytes, b0, zero, &units, &none, &lone)) {
      break;
    }
    units = in_order<kOrder>(units);
    w += kernel::store_kept_units(_mm256_castsi256_si128(units), keep & 0xFF, at());
    w += kernel::store_kept_units(_mm256_extracti128_si256(units, 1), keep >> 8, at());
    prev = cur;
    i += 16;
  }
  kernel::finish_last_sequence<kOrder>(in, n, &i, &w, out, capacity);
  return {i, w, lone};
}

// A short input whole (up to kShortBytes, short_inputs.h): in[0, n) (whole sequences) to UTF-16
// in `buf`, which must hold n + 16 units; returns the unit count. The 16-byte step of
// wtf8_to_utf16_blocks with the bytes around each block taken from the blocks before and after
// it in registers, the last one loaded partial (zeros past the end: one unit each, kept last and
// dropped by the count): nothing outside in[0, n) is read, and no byte is left to scalar code.
std::size_t wtf8_to_utf16_short(const char* in, std::size_t n, char16_t* buf) {
  const auto block = [in, n](std::size_t i) {  // the block at i, zeros past the end
    if (i >= n) return _mm_setzero_si128();
    return n - i >= 16 ? _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + i))
                       : V::x86_partial(in + i, n - i);
  };
  std::size_t w = 0;
  __m128i before = _mm_setzero_si128();
  __m128i cur = block(0);
  for (std::size_t i = 0; i < n; i += 16) {
    const __m128i after = block(i + 16);
    if (_mm_movemask_epi8(cur) == 0) {  // ASCII
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(buf + w), _mm256_cvtepu8_epi16(cur));
      w += 16;
    } else {
      const __m128i four = kernel::after_four_lead(_mm_alignr_epi8(cur, before, 15));
      const unsigned keep =
          static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(kernel::starts_of(cur), four)));
      const __m256i units = kernel::units_at_every_byte<L>(
          _mm256_cvtepu8_epi16(cur), _mm256_cvtepu8_epi16(_mm_alignr_epi8(after, cur, 1)),
          _mm256_cvtepu8_epi16(_mm_alignr_epi8(after, cur, 2)), _mm256_cvtepi8_epi16(four));
      w += kernel::store_kept_units(_mm256_castsi256_si128(units), keep & 0xFF, buf + w);
      w += kernel::store_kept_units(_mm256_extracti128_si256(units, 1), keep >> 8, buf + w);
    }
    before = cur;
    cur = after;
  }
  return w - (15 - (n + 15) % 16);  // less the padding
}

// ---- WTF-8 -> UTF-32 -----------------------------------------------------------------------

// 32-bit lanes for kernel::code_points_at_every_byte.
struct Q {
  using T = __m256i;
  static T set(uint32_t u) { return _mm256_set1_epi32(static_cast<int>(u)); }
  static T and_(T a, T b) { return _mm256_and_si256(a, b); }
  static T xor_(T a, T b) { return _mm256_xor_si256(a, b); }
  static T shr4(T a) { return _mm256_srli_epi32(a, 4); }
  static T table(const uint8_t* t) { return V::table(t); }
  static T lookup16(T table, T idx) { return _mm256_shuffle_epi8(table, idx); }
  // [b0 c1 c2 c3] -> b0 * 64 + c1 and c2 * 64 + c3 in 16-bit lanes, then the first * 4096 plus
  // the second.
  static T merge6(T a) {
    return _mm256_madd_epi16(_mm256_maddubs_epi16(a, set(0x01400140)), set(0x00011000));
  }
  static T shl_var(T a, T n) { return _mm256_sllv_epi32(a, n); }
  static T shr_var(T a, T n) { return _mm256_srlv_epi32(a, n); }
};

// Packing of eight 32-bit lanes: entry m lists the lanes whose bit is set in m, in order (for
// vpermd; the rest repeat lane 0 and are not counted).
struct DwordPack {
  uint8_t lanes[256][8];
};
constexpr DwordPack make_dword_pack() {
  DwordPack t{};
  for (int m = 0; m < 256; ++m) {
    int pos = 0;
    for (int k = 0; k < 8; ++k) {
      if ((m >> k) & 1) t.lanes[m][pos++] = static_cast<uint8_t>(k);
    }
  }
  return t;
}
alignas(64) constexpr DwordPack kDwordPack = make_dword_pack();

// Lane k (32-bit) of the result holds bytes k, k + 1, k + 2, k + 3 of a 16-byte load (as
// broadcast to both 128-bit halves): positions 0..3 in the low half, 4..7 in the high one.
alignas(32) constexpr uint8_t kWindows[32] = {0, 1, 2, 3, 1, 2, 3, 4, 2, 3, 4, 5, 3, 4, 5, 6,
                                              4, 5, 6, 7, 5, 6, 7, 8, 6, 7, 8, 9, 7, 8, 9, 10};

// Where a step's code points go: put(v, c) takes lanes [0, c) of v, in order.
// StoreSink stores each vector where the last one's code points ended (8 units, up to 7 past
// them). CompactSink gathers them into whole vectors first and stores those 32-byte aligned
// (relative to q): the code point iterator reads its window right after the call, and loads that
// span two stores at odd offsets are not forwarded from the store buffer; they waited for the
// cache, about 140 cycles a window on Zen 4, more than the decoding took.
struct StoreSink {
  char32_t* q;
  std::size_t count = 0;
  WTF8_SIMD_INLINE void put(__m256i v, unsigned c) {
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(q + count), v);
    count += c;
  }
};

// Lane j of kRotate[h] is (j - h) mod 8: vpermd by it moves lane 0 to lane h. kFromLane + 8 - h:
// lanes h and up set.
alignas(32) constexpr struct Rotations {
  int32_t lanes[8][8];
  constexpr Rotations() : lanes() {
    for (int h = 0; h < 8; ++h) {
      for (int j = 0; j < 8; ++j) lanes[h][j] = (j - h) & 7;
    }
  }
} kRotate{};
alignas(32) constexpr int32_t kFromLane[16] = {0,  0,  0,  0,  0,  0,  0,  0,
                                               -1, -1, -1, -1, -1, -1, -1, -1};

struct CompactSink {
  char32_t* q;
  std::size_t stored = 0;
  __m256i held = _mm256_setzero_si256();  // lanes [0, count) not stored yet
  unsigned count = 0;
  alignas(32) char32_t spare[8] = {};  // where a vector not yet full is stored, never read
  // Branch-free: whether the vector fills up depends on the text, and a branch on it mispredicted
  // often enough to double the time of a CJK window.
  WTF8_SIMD_INLINE void put(__m256i v, unsigned c) {
    const __m256i rotated = _mm256_permutevar8x32_epi32(
        v, _mm256_load_si256(reinterpret_cast<const __m256i*>(kRotate.lanes[count])));
    const __m256i joined = _mm256_blendv_epi8(
        held, rotated, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(kFromLane + 8 - count)));
    const unsigned total = count + c;     // at most 15
    const std::size_t full = total >> 3;  // 1 when joined is 8 code points
    char32_t* const to[2] = {spare, q + stored};
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(to[full]), joined);
    stored += 8 * full;
    // The rotated vector's lanes [0, total - 8) are v's last ones.
    held = _mm256_blendv_epi8(joined, rotated, _mm256_set1_epi32(-static_cast<int>(full)));
    count = total & 7;
  }
  // Stores what is held (exactly: 4, 2 and 1 units as its count has them); returns the code
  // points.
  std::size_t finish() {
    char32_t* at = q + stored;
    __m128i part = _mm256_castsi256_si128(held);
    if (count & 4) {
      _mm_storeu_si128(reinterpret_cast<__m128i*>(at), part);
      part = _mm256_extracti128_si256(held, 1);
      at += 4;
    }
    if (count & 2) {
      _mm_storel_epi64(reinterpret_cast<__m128i*>(at), part);
      part = _mm_srli_si128(part, 8);
      at += 2;
    }
    if (count & 1) *at = static_cast<char32_t>(_mm_cvtsi128_si32(part));
    return stored + count;
  }
};

// One step of kernel::wtf8_to_utf32_steps: 32 positions. 32 ASCII bytes are widened directly. A
// block without a 4-byte sequence (no byte F0..FF) is decoded in 16-bit lanes, sixteen positions
// a vector (units_at_every_byte_bmp, as the UTF-16 conversion does), packed and then widened:
// half the work of 32-bit lanes, which the other blocks take, eight positions at a time (each
// from a 16-byte load, as four bytes per lane), decoded by kernel::code_points_at_every_byte and
// packed to the sequence starts by vpermd.
struct Utf32Step {
  static constexpr std::size_t kBytes = 32;
  static constexpr std::size_t kReads = 24 + 16;  // the last 16-byte load starts at 24
  static constexpr std::size_t kSpill = 7;        // the last 8-unit store of a step
  static std::size_t decode(const char* p, char32_t* q) {
    StoreSink sink{q};
    decode_to(p, ~0u, sink);
    return sink.count;
  }
  // The code points of the sequences that start at the positions of p[0, 32) set in `valid` (a
  // prefix), to `sink`.
  template <class Sink>
  WTF8_SIMD_INLINE static void decode_to(const char* p, uint32_t valid, Sink& sink) {
    const __m256i block = V::load(p);
    const uint32_t high = static_cast<uint32_t>(_mm256_movemask_epi8(block));
    if (high == 0) {
      for (int k = 0; k < 32; k += 8) {
        const unsigned c = static_cast<unsigned>(_mm_popcnt_u32((valid >> k) & 0xFF));
        sink.put(_mm256_cvtepu8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(p + k))), c);
      }
      return;
    }
    // Sequence starts: any byte but 80..BF (-128..-65 as signed bytes).
    const uint32_t starts = valid & static_cast<uint32_t>(_mm256_movemask_epi8(
                                        _mm256_cmpgt_epi8(block, _mm256_set1_epi8(-65))));
    const __m256i f0 = _mm256_set1_epi8(static_cast<char>(0xF0));
    if (_mm256_testz_si256(_mm256_cmpeq_epi8(_mm256_max_epu8(block, f0), block),
                           _mm256_set1_epi8(-1))) {
      const __m256i zero = _mm256_setzero_si256();
      const __m256i next1 = V::load(p + 1);
      const __m256i next2 = V::load(p + 2);
      // Lanes: lo holds positions 0-7 and 16-23, hi 8-15 and 24-31.
      const __m256i lo = units_at_every_byte_bmp(_mm256_unpacklo_epi8(block, zero),
                                                 _mm256_unpacklo_epi8(next1, zero),
                                                 _mm256_unpacklo_epi8(next2, zero));
      const __m256i hi = units_at_every_byte_bmp(_mm256_unpackhi_epi8(block, zero),
                                                 _mm256_unpackhi_epi8(next1, zero),
                                                 _mm256_unpackhi_epi8(next2, zero));
      put_kept_units(_mm256_castsi256_si128(lo), starts & 0xFF, sink);
      put_kept_units(_mm256_castsi256_si128(hi), (starts >> 8) & 0xFF, sink);
      put_kept_units(_mm256_extracti128_si256(lo, 1), (starts >> 16) & 0xFF, sink);
      put_kept_units(_mm256_extracti128_si256(hi, 1), starts >> 24, sink);
      return;
    }
    const __m256i windows = _mm256_load_si256(reinterpret_cast<const __m256i*>(kWindows));
    for (int k = 0; k < 32; k += 8) {
      const __m256i bytes =
          _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p + k)));
      const __m256i units =
          kernel::code_points_at_every_byte<Q>(_mm256_shuffle_epi8(bytes, windows));
      const unsigned keep = (starts >> k) & 0xFF;
      const __m256i order = _mm256_cvtepu8_epi32(
          _mm_loadl_epi64(reinterpret_cast<const __m128i*>(kDwordPack.lanes[keep])));
      sink.put(_mm256_permutevar8x32_epi32(units, order),
               static_cast<unsigned>(_mm_popcnt_u32(keep)));
    }
  }
  // Eight 16-bit units kept by `keep` (kernel::kLanePack), zero-extended, to `sink`.
  template <class Sink>
  WTF8_SIMD_INLINE static void put_kept_units(__m128i units, unsigned keep, Sink& sink) {
    const __m128i idx =
        _mm_load_si128(reinterpret_cast<const __m128i*>(kernel::kLanePack.shuffle[keep]));
    sink.put(_mm256_cvtepu16_epi32(_mm_shuffle_epi8(units, idx)),
             static_cast<unsigned>(_mm_popcnt_u32(keep)));
  }
};

// wtf8_to_utf32 with `scratch` and room for every code point of the input: no room checks, and
// whole aligned vectors stored (CompactSink: a vector only once all its units are code points,
// the rest exactly, so nothing goes past the output). The last
// bytes are decoded from a zero-padded copy, their padding masked off.
Conversion wtf8_to_utf32_compact(const char* in, std::size_t n, char32_t* out) {
  CompactSink sink{out};
  std::size_t i = 0;
  for (; n - i >= Utf32Step::kReads; i += 32) Utf32Step::decode_to(in + i, ~0u, sink);
  while (i < n) {
    alignas(64) char padded[32 + Utf32Step::kReads + 32] = {};
    kernel::padded_copy<V>(in, i, n, Utf32Step::kReads, padded);
    const std::size_t real = n - i < 32 ? n - i : 32;
    Utf32Step::decode_to(padded + 32, _bzhi_u32(~0u, static_cast<unsigned>(real)), sink);
    i += real;
  }
  return {n, sink.finish()};
}

// The loops vector_ops-inl.h makes complete operations of.
struct Blocks : kernel::SharedBlocks<V, Utf32Step> {
  // Bounds on what the loops write past what they report (bytes; units), kept at the 16-unit
  // and 16-byte steps' room checks. The steps spill less: a packed store's unused end (12 bytes,
  // 8 units at most) plus, at the end, a cut pair's 2 bytes or a 4-byte lead's unit taken back.
  static constexpr std::size_t kWtf8Spill = 64;
  static constexpr std::size_t kUtf16Spill = 32;
  template <class In, LoneMode kLone>
  static Utf16Conversion utf16_bytes(const char* in, std::size_t n, char* out,
                                     std::size_t capacity) {
    return utf16_bytes_blocks<In, kLone>(in, n, out, capacity);
  }
  template <ByteOrder kOrder, LoneMode kLone>
  static Utf16Conversion wtf8_to_utf16_bytes(const char* in, std::size_t n, char* out,
                                             std::size_t capacity) {
    return wtf8_to_utf16_bytes_blocks<kOrder, kLone>(in, n, out, capacity);
  }
  // Whole short inputs in registers (utf16_to_wtf8_short, wtf8_to_utf16_short), converted into a
  // local buffer (the vector stores spill) and copied out when the output fits the room.
  static bool utf16_to_wtf8_short(const char16_t* in, std::size_t n, char* out,
                                  std::size_t capacity, Conversion* done) {
    if (n > kShortUnits) return false;
    char buf[3 * kShortUnits + 64];
    const std::size_t written = avx2::utf16_to_wtf8_short(in, n, buf);
    if (written > capacity) return false;
    std::memcpy(out, buf, written);
    *done = {n, written};
    return true;
  }
  static bool wtf8_to_utf16_short(const char* in, std::size_t n, char16_t* out,
                                  std::size_t capacity, Conversion* done) {
    if (n > kShortBytes) return false;
    char16_t buf[kShortBytes + 16];
    const std::size_t written = avx2::wtf8_to_utf16_short(in, n, buf);
    if (written > capacity) return false;
    std::memcpy(out, buf, written * sizeof(char16_t));
    *done = {n, written};
    return true;
  }
  static Conversion wtf8_to_utf32(const char* in, std::size_t n, char32_t* out,
                                  std::size_t capacity, bool scratch) {
    // The code point iterator's windows: up to 67 bytes, at most 64 code points, room for 64.
    if (scratch && (capacity >= n ||
                    (n <= 2 * capacity && kernel::count_non_continuation<V>(in, n) <= capacity))) {
      return wtf8_to_utf32_compact(in, n, out);
    }
    return kernel::wtf8_to_utf32_steps<V, Utf32Step>(in, n, out, capacity, scratch);
  }
};

#include "src/simd/vector_ops-inl.h"  // NOLINT: the complete operations and kTable

}  // namespace avx2
}  // namespace simd
}  // namespace internal
}  // namespace wtf8

WTF8_SIMD_TARGET_END

// This ISA's table where the CPU runs it; null where it does not, or where it is not compiled.
namespace wtf8::internal::simd {
const Kernels* avx2_kernels() noexcept {
  return cpu_supports(Isa::kAvx2) ? &avx2::kTable : nullptr;
}
}  // namespace wtf8::internal::simd

#else  // not x86-64 with GCC/Clang

namespace wtf8::internal::simd {
const Kernels* avx2_kernels() noexcept { return nullptr; }
}  // namespace wtf8::internal::simd

#endif
