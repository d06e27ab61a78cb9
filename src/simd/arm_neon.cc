// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The NEON table (AArch64): vector_kernels-inl.h over 16-byte vectors, plus NEON conversion
// loops. NEON (Advanced SIMD) is part of the AArch64 baseline, so no target region is needed and
// cpu_supports(Isa::kNeon) is always true there; on other architectures neon_kernels() is null.
//
// Shapes chosen because they stay fast on NEON cores (no ARM machine was available: what is
// proven here is correctness, under qemu; speed is by construction, and by llvm-mca models at
// most):
//   - No movemask emulation per block in the hot loops. "Is there any ...?" is one horizontal
//     reduction (umaxv: vmaxvq_u8/u16/u32); counting lanes is one add-across (vaddvq_s8 of the
//     all-ones lanes, which are -1 each).
//   - Where a loop needs a lane bit mask to index a shuffle table (the conversions' packing), it
//     is one add-across of the condition ANDed with per-lane bit weights (1, 2, 4, ... 128), on a
//     64-bit half (vaddv_u8/u16), not a bit-by-bit movemask emulation.
//   - All byte shuffles are tbl lookups (vqtbl1q_u8); an index >= 16 gives 0, which the shared
//     packing table (kernel::kLanePack, 0x80 for "zero") relies on.
//   - Byte-stream shifts are ext (vextq_u8), widening is uxtl/uxtl2 (vmovl_u8/vmovl_high_u8),
//     narrowing of the ASCII units is one uzp1 (vuzp1q_u8).
// Where the shared algorithms build a bit mask per block (find_prefiltered, copy_lossy_blocks,
// wtf8_length_of_utf16's surrogate pairs) the mask is the narrowing-shift form (vshrn_n_u16 by
// 4: four bits per byte lane, one kept), a single instruction plus a move to a general register.
//
// 16-bit data is loaded and stored through the byte intrinsics (vld1q_u8/vst1q_u8 on the
// char16_t arrays, reinterpreted in registers), so no char16_t object is accessed through a
// uint16_t lvalue. The lane order of those reinterpretations assumes little-endian AArch64 (the
// usual one); big-endian AArch64 gets no NEON table.

#include "src/simd/kernels.h"

#if defined(__aarch64__) && (defined(__GNUC__) || defined(__clang__)) && \
    defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__

#include <arm_neon.h>

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "src/simd/cpu.h"
#include "src/simd/scalar.h"
#include "src/simd/target_region.h"
#include "src/simd/vector.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/internal/config.h"

// No WTF8_SIMD_TARGET_BEGIN: NEON is baseline on AArch64, so the whole file is compiled for it.

namespace wtf8 {
namespace internal {
namespace simd {
namespace neon {

// 16 bytes (8 units) of 16-bit data at p, without a uint16_t access to char16_t objects.
inline uint16x8_t load_u16(const char16_t* p) {
  return vreinterpretq_u16_u8(vld1q_u8(reinterpret_cast<const uint8_t*>(p)));
}
inline void store_u16(char16_t* p, uint16x8_t v) {
  vst1q_u8(reinterpret_cast<uint8_t*>(p), vreinterpretq_u8_u16(v));
}

alignas(16) inline constexpr uint8_t kIncompleteMax[16] = {
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xEF, 0xDF, 0xBF};

struct V {
  using T = uint8x16_t;
  static constexpr std::size_t kBytes = 16;
  static constexpr bool kMaskPairs = false;  // the generic surrogate-pair check
  static constexpr int kMaskShift = 2;
  static T zero() { return vdupq_n_u8(0); }
  static T set1(uint8_t b) { return vdupq_n_u8(b); }
  static T set1_16(uint16_t u) { return vreinterpretq_u8_u16(vdupq_n_u16(u)); }
  static T load(const void* p) { return vld1q_u8(static_cast<const uint8_t*>(p)); }
  static void store(void* p, T v) { vst1q_u8(static_cast<uint8_t*>(p), v); }
  // NEON's non-temporal pair store (stnp) has no intrinsic; a plain store, and no fence.
  static void stream(void* p, T v) { vst1q_u8(static_cast<uint8_t*>(p), v); }
  static void fence() {}
  static T and_(T a, T b) { return vandq_u8(a, b); }
  static T or_(T a, T b) { return vorrq_u8(a, b); }
  static T xor_(T a, T b) { return veorq_u8(a, b); }
  static T eq8(T a, T b) { return vceqq_u8(a, b); }
  static T eq16(T a, T b) {
    return vreinterpretq_u8_u16(vceqq_u16(vreinterpretq_u16_u8(a), vreinterpretq_u16_u8(b)));
  }
  static T gt_i8(T a, T b) { return vcgtq_s8(vreinterpretq_s8_u8(a), vreinterpretq_s8_u8(b)); }
  static T subs_u8(T a, T b) { return vqsubq_u8(a, b); }
  static T shr4(T a) { return vshrq_n_u8(a, 4); }
  static T table(const uint8_t* t) { return vld1q_u8(t); }
  // tbl: an index of 16 or more gives 0 (the validator's indices are nibbles, 0..15).
  static T lookup16(T table, T idx) { return vqtbl1q_u8(table, idx); }
  template <int N>
  static T prev(T cur, T prev) {
    return vextq_u8(prev, cur, 16 - N);
  }
  static bool any(T a) { return vmaxvq_u32(vreinterpretq_u32_u8(a)) != 0; }
  // Shifting each 16-bit lane right by 4 and narrowing it to a byte keeps the high nibble of its
  // low byte and the low nibble of its high byte: byte lane k becomes bits 4k..4k+3, all equal
  // in a lane condition; one of them is kept.
  static uint64_t mask8(T c) {
    const uint8x8_t nibbles = vshrn_n_u16(vreinterpretq_u16_u8(c), 4);
    return vget_lane_u64(vreinterpret_u64_u8(nibbles), 0) & 0x1111111111111111u;
  }
  static uint64_t eq8_mask(T a, T b) { return mask8(eq8(a, b)); }
  static std::size_t popcount_mask(uint64_t m) { return static_cast<std::size_t>(popcount64(m)); }
  // Each set lane is -1 as a signed byte, so the add-across is minus the count (at least -16).
  static std::size_t count8(T c) {
    return static_cast<std::size_t>(-static_cast<int>(vaddvq_s8(vreinterpretq_s8_u8(c))));
  }
  static T incomplete_max() { return vld1q_u8(kIncompleteMax); }
  // The units are below 0x100: keeping the low byte of every lane (uzp1) narrows them.
  static T pack_u16_to_u8(T a, T b) { return vuzp1q_u8(a, b); }
  static void widen_store(char16_t* q, T a) {
    store_u16(q, vmovl_u8(vget_low_u8(a)));
    store_u16(q + 8, vmovl_high_u8(a));
  }
};

constexpr const char* kName = "neon";

#include "src/simd/vector_kernels-inl.h"  // NOLINT: the shared algorithms, compiled for NEON here

// ---- lane bit masks for table indices -------------------------------------------------------

// Per-lane weights: a lane condition ANDed with these and added across a 64-bit half gives the
// 8-bit mask of that half (lane k -> bit k).
alignas(16) inline constexpr uint8_t kByteWeights[16] = {1, 2, 4, 8, 16, 32, 64, 128,
                                                         1, 2, 4, 8, 16, 32, 64, 128};

struct BitCounts {
  uint8_t of[256];
};
constexpr BitCounts make_bit_counts() {
  BitCounts t{};
  for (int m = 0; m < 256; ++m) {
    int c = 0;
    for (int k = 0; k < 8; ++k) c += (m >> k) & 1;
    t.of[m] = static_cast<uint8_t>(c);
  }
  return t;
}
// The number of set bits of an 8-bit mask (a load, cheaper than a cnt round trip through a
// vector register).
inline constexpr BitCounts kBitCounts = make_bit_counts();

// ---- WTF-8 -> UTF-16 -----------------------------------------------------------------------

// 16-bit lanes for kernel::units_at_every_byte.
struct L {
  using T = uint16x8_t;
  using M = uint16x8_t;
  static T set(uint16_t u) { return vdupq_n_u16(u); }
  static T and_(T a, T b) { return vandq_u16(a, b); }
  static T or_(T a, T b) { return vorrq_u16(a, b); }
  static T add(T a, T b) { return vaddq_u16(a, b); }
  template <int K>
  static T shl(T a) { return vshlq_n_u16(a, K); }
  template <int K>
  static T shr(T a) { return vshrq_n_u16(a, K); }
  static M gt(T a, uint16_t b) { return vcgtq_u16(a, set(b)); }
  static T blend(M m, T if_not, T if_so) { return vbslq_u16(m, if_so, if_not); }
};

// Stores the lanes of `units` selected by the 8-bit `keep` at q, in order; returns how many.
// Writes 8 units at q.
inline std::size_t store_kept_units(uint16x8_t units, unsigned keep, char16_t* q) {
  const uint8x16_t packed =
      vqtbl1q_u8(vreinterpretq_u8_u16(units), vld1q_u8(kernel::kLanePack.shuffle[keep]));
  vst1q_u8(reinterpret_cast<uint8_t*>(q), packed);
  return kBitCounts.of[keep];
}

// 16 bytes per step: every position decoded in two halves of eight 16-bit lanes, then packed to
// the sequence starts and the lanes right after a 4-byte lead (kernel::units_at_every_byte); an
// all-ASCII block is widened directly. Stops where fewer than 18 bytes or 16 units of room are
// left, at a sequence boundary (kernel::finish_last_sequence).
Conversion wtf8_to_utf16_blocks(const char* in, std::size_t n, char16_t* out,
                                std::size_t capacity) {
  std::size_t i = 0;
  std::size_t w = 0;
  uint8x16_t prev = vdupq_n_u8(0);
  // Each step reads in[i, i + 18) and writes inside out[w, w + 16).
  while (i + 18 <= n && capacity - w >= 16) {
    const uint8x16_t cur = V::load(in + i);
    if (vmaxvq_u8(cur) < 0x80) {
      V::widen_store(out + w, cur);
      prev = cur;
      i += 16;
      w += 16;
      continue;
    }
    const uint8x16_t next1 = V::load(in + i + 1);
    const uint8x16_t next2 = V::load(in + i + 2);
    // Sequence starts: any byte but 80..BF (-128..-65 as signed). After a 4-byte lead: the
    // previous byte is F0 or more.
    const uint8x16_t starts = vcgtq_s8(vreinterpretq_s8_u8(cur), vdupq_n_s8(-65));
    const uint8x16_t four = vcgeq_u8(vextq_u8(prev, cur, 15), vdupq_n_u8(0xF0));
    const uint8x16_t bits = vandq_u8(vorrq_u8(starts, four), vld1q_u8(kByteWeights));
    const unsigned keep_lo = vaddv_u8(vget_low_u8(bits));
    const unsigned keep_hi = vaddv_u8(vget_high_u8(bits));
    // A byte lane condition widened to 16 bits: the byte next to itself.
    const uint16x8_t four_lo = vreinterpretq_u16_u8(vzip1q_u8(four, four));
    const uint16x8_t four_hi = vreinterpretq_u16_u8(vzip2q_u8(four, four));
    const uint16x8_t lo = kernel::units_at_every_byte<L>(
        vmovl_u8(vget_low_u8(cur)), vmovl_u8(vget_low_u8(next1)), vmovl_u8(vget_low_u8(next2)),
        four_lo);
    const uint16x8_t hi = kernel::units_at_every_byte<L>(vmovl_high_u8(cur), vmovl_high_u8(next1),
                                                         vmovl_high_u8(next2), four_hi);
    w += store_kept_units(lo, keep_lo, out + w);
    w += store_kept_units(hi, keep_hi, out + w);
    prev = cur;
    i += 16;
  }
  kernel::finish_last_sequence(in, n, &i, &w, out, capacity);
  return {i, w};
}

// The loops vector_ops-inl.h makes complete operations of. UTF-16 -> WTF-8 is the plain ASCII
// loop for now (blocks with other units go to the scalar code).
struct Blocks {
  static Conversion utf16_to_wtf8(const char16_t* in, std::size_t n, char* out,
                                  std::size_t capacity) {
    return kernel::utf16_to_wtf8_ascii_blocks<V>(in, n, out, capacity);
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

}  // namespace neon
}  // namespace simd
}  // namespace internal
}  // namespace wtf8

namespace wtf8 {
namespace internal {
namespace simd {

const Kernels* neon_kernels() noexcept {
  return cpu_supports(Isa::kNeon) ? &neon::kTable : nullptr;
}

}  // namespace simd
}  // namespace internal
}  // namespace wtf8

#else  // not little-endian AArch64 with GCC/Clang

namespace wtf8 {
namespace internal {
namespace simd {
const Kernels* neon_kernels() noexcept { return nullptr; }
}  // namespace simd
}  // namespace internal
}  // namespace wtf8

#endif
