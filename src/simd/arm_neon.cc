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
// UTF-16 -> WTF-8 has its own lane encoder here (units8_to_wtf8), not the shared
// kernel::utf16_lane_bytes: that one needs 32-bit lanes (a unit's three bytes in one lane), four
// units per NEON register, while NEON's zip puts a 16-bit lane of the first two bytes beside a
// 16-bit lane of the third, so every step of the encoding runs on eight units at once. In an
// llvm-mca model (LLVM 14, a model and not a measurement) the shared encoder over uint32x4_t
// with the same packing took 127 instructions per 16 units without surrogates and 343 with,
// against 78 and 135 here; apple-m1 about 34 vs 17 and 100 vs 36 cycles.
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
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xEF, 0xDF, 0xBF};

struct V {
  using T = uint8x16_t;
  static constexpr std::size_t kBytes = 16;
  static constexpr bool kMaskedLoads = false;  // tails: overlapping loads
  static T load_partial(const void* p, std::size_t r) {
    const scalar::Partial16 w = scalar::partial16(static_cast<const char*>(p), r);
    return vcombine_u8(vcreate_u8(w.lo), vcreate_u8(w.hi));
  }
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
  static T le_u8(T a, T b) { return vcleq_u8(a, b); }
  static T subs_u8(T a, T b) { return vqsubq_u8(a, b); }
  static T add8(T a, T b) { return vaddq_u8(a, b); }
  static T sub8(T a, T b) { return vsubq_u8(a, b); }
  static std::size_t sum8(T a) { return vaddlvq_u8(a); }
  static T shr4(T a) { return vshrq_n_u8(a, 4); }
  static T swap16(T a) { return vrev16q_u8(a); }
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
  static T count_lt_i8(T a, T v, T b) { return sub8(a, gt_i8(b, v)); }
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
alignas(16) inline constexpr uint16_t kUnitWeights[8] = {1, 2, 4, 8, 16, 32, 64, 128};
// The index of kQuadPack for each group of four units: one-byte lanes at bits 0..3, lanes of at
// most two bytes at bits 4..7.
alignas(16) inline constexpr uint16_t kOneByteWeights[8] = {1, 2, 4, 8, 1, 2, 4, 8};
alignas(16) inline constexpr uint16_t kTwoByteWeights[8] = {16, 32, 64, 128, 16, 32, 64, 128};

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

// ---- UTF-16 -> WTF-8 -----------------------------------------------------------------------

// Eight units below U+0800, each in a 16-bit lane as its one or two WTF-8 bytes (first byte
// low): entry m gathers every lane's first byte, and lane k's second byte when bit k of m is set
// (lane k is two bytes long). Indices 0x80 (tbl: zero) fill the rest.
struct TwoBytePack {
  uint8_t shuffle[256][16];
};
constexpr TwoBytePack make_two_byte_pack() {
  TwoBytePack t{};
  for (int m = 0; m < 256; ++m) {
    int out = 0;
    for (int lane = 0; lane < 8; ++lane) {
      t.shuffle[m][out++] = static_cast<uint8_t>(2 * lane);
      if ((m >> lane) & 1) t.shuffle[m][out++] = static_cast<uint8_t>(2 * lane + 1);
    }
    while (out < 16) t.shuffle[m][out++] = 0x80;
  }
  return t;
}
alignas(64) inline constexpr TwoBytePack kTwoBytePack = make_two_byte_pack();

// Four units, each in a 32-bit lane as its WTF-8 bytes (one to three, first byte lowest):
// indexed by (lanes that are one byte) | (lanes that are at most two bytes) << 4, the entry
// gathers each lane's bytes in order (`length` of them). Indices 0x80 (tbl: zero) fill the rest.
struct QuadPack {
  uint8_t shuffle[256][16];
  uint8_t length[256];
};
constexpr QuadPack make_quad_pack() {
  QuadPack t{};
  for (int index = 0; index < 256; ++index) {
    int out = 0;
    for (int lane = 0; lane < 4; ++lane) {
      const int bytes = ((index >> lane) & 1) ? 1 : ((index >> (4 + lane)) & 1) ? 2 : 3;
      for (int b = 0; b < bytes; ++b) t.shuffle[index][out++] = static_cast<uint8_t>(4 * lane + b);
    }
    t.length[index] = static_cast<uint8_t>(out);
    while (out < 16) t.shuffle[index][out++] = 0x80;
  }
  return t;
}
alignas(64) inline constexpr QuadPack kQuadPack = make_quad_pack();

// Eight units below U+0800 to their 8..16 WTF-8 bytes at q; returns the count. Writes q[0, 16).
inline std::size_t below800_8_to_wtf8(uint16x8_t u, char* q) {
  const uint16x8_t two = vcgtq_u16(u, vdupq_n_u16(0x7F));
  // 110xxxxx 10xxxxxx: the first byte in the low half of the lane, the second in the high.
  const uint16x8_t first = vorrq_u16(vshrq_n_u16(u, 6), vdupq_n_u16(0xC0));
  const uint16x8_t second = vorrq_u16(vandq_u16(u, vdupq_n_u16(0x3F)), vdupq_n_u16(0x80));
  const uint16x8_t bytes = vbslq_u16(two, vorrq_u16(first, vshlq_n_u16(second, 8)), u);
  const unsigned m = vaddvq_u16(vandq_u16(two, vld1q_u16(kUnitWeights)));
  const uint8x16_t packed =
      vqtbl1q_u8(vreinterpretq_u8_u16(bytes), vld1q_u8(kTwoBytePack.shuffle[m]));
  vst1q_u8(reinterpret_cast<uint8_t*>(q), packed);
  return 8 + kBitCounts.of[m];
}

// What units8_to_wtf8 returns with kStop for units holding a lone surrogate (nothing written).
constexpr std::size_t kLoneStop = ~std::size_t{0};

// Eight units to their WTF-8 bytes at q (WTF-8 §4.2 then §6.1); returns the count (8..24).
// `before` and `after` are the units shifted by one (lane k holds the unit before, resp. after,
// lane k's), which decide surrogate pairing when `surrogates` is set; a surrogate without its
// partner is encoded alone (3 bytes, ED A0..BF xx). A pair is split over its two lanes: the lead
// surrogate's lane holds the 4-byte sequence's first two bytes, the trail surrogate's lane the
// last two, so every lane is 1, 2 or 3 bytes. Writes inside q[0, 28). A lone surrogate (a
// surrogate lane paired with neither neighbour) is kept (kKeep), becomes EF BF BD, U+FFFD, in its
// lane (kReplace, setting *lone; also 3 bytes), or makes the call return kLoneStop before
// anything is written (kStop).
template <LoneMode kLone>
inline std::size_t units8_to_wtf8(uint16x8_t u, uint16x8_t before, uint16x8_t after,
                                  bool surrogates, char* q, bool* lone) {
  uint16x8_t low6 = vorrq_u16(vandq_u16(u, vdupq_n_u16(0x3F)), vdupq_n_u16(0x80));
  const uint16x8_t one = vcltq_u16(u, vdupq_n_u16(0x80));
  uint16x8_t two = vcltq_u16(u, vdupq_n_u16(0x800));
  // Each lane's first two bytes (the first in the low half) as a 2- and as a 3-byte sequence;
  // a 3-byte sequence's third byte is `low6`, like a 2-byte sequence's second.
  const uint16x8_t two_bytes =
      vorrq_u16(vorrq_u16(vshrq_n_u16(u, 6), vdupq_n_u16(0xC0)), vshlq_n_u16(low6, 8));
  const uint16x8_t mid6 =
      vorrq_u16(vandq_u16(vshrq_n_u16(u, 6), vdupq_n_u16(0x3F)), vdupq_n_u16(0x80));
  const uint16x8_t three_bytes =
      vorrq_u16(vorrq_u16(vshrq_n_u16(u, 12), vdupq_n_u16(0xE0)), vshlq_n_u16(mid6, 8));
  uint16x8_t head = vbslq_u16(one, u, vbslq_u16(two, two_bytes, three_bytes));
  if (surrogates) {
    const uint16x8_t ten = vdupq_n_u16(0xFC00);
    const uint16x8_t lead_tag = vdupq_n_u16(0xD800);
    const uint16x8_t trail_tag = vdupq_n_u16(0xDC00);
    const uint16x8_t lead_paired = vandq_u16(vceqq_u16(vandq_u16(u, ten), lead_tag),
                                             vceqq_u16(vandq_u16(after, ten), trail_tag));
    const uint16x8_t trail_paired = vandq_u16(vceqq_u16(vandq_u16(u, ten), trail_tag),
                                              vceqq_u16(vandq_u16(before, ten), lead_tag));
    // The code point's bits 12..20 are the lead's bits 2..9 plus 0x10 (the 0x10000 offset):
    // F0 | their top three, then 80 | their low six.
    const uint16x8_t top =
        vaddq_u16(vandq_u16(vshrq_n_u16(u, 2), vdupq_n_u16(0xFF)), vdupq_n_u16(0x10));
    const uint16x8_t lead_bytes =
        vorrq_u16(vorrq_u16(vshrq_n_u16(top, 6), vdupq_n_u16(0xF0)),
                  vshlq_n_u16(vorrq_u16(vandq_u16(top, vdupq_n_u16(0x3F)), vdupq_n_u16(0x80)), 8));
    // Bits 6..11: the lead's bits 0..1 above the trail's bits 6..9; then 80 | the trail's low six.
    const uint16x8_t bits6 = vorrq_u16(vshlq_n_u16(vandq_u16(before, vdupq_n_u16(0x3)), 4),
                                       vandq_u16(vshrq_n_u16(u, 6), vdupq_n_u16(0x0F)));
    const uint16x8_t trail_bytes =
        vorrq_u16(vorrq_u16(bits6, vdupq_n_u16(0x80)), vshlq_n_u16(low6, 8));
    head = vbslq_u16(lead_paired, lead_bytes, vbslq_u16(trail_paired, trail_bytes, head));
    two = vorrq_u16(two, vorrq_u16(lead_paired, trail_paired));
    if (kLone != LoneMode::kKeep) {
      const uint16x8_t surrogate =
          vceqq_u16(vandq_u16(u, vdupq_n_u16(0xF800)), vdupq_n_u16(0xD800));
      const uint16x8_t alone = vbicq_u16(surrogate, vorrq_u16(lead_paired, trail_paired));
      if (vmaxvq_u16(alone) != 0) {
        if (kLone == LoneMode::kStop) return kLoneStop;
        head = vbslq_u16(alone, vdupq_n_u16(0xBFEF), head);  // EF BF, then BD
        low6 = vbslq_u16(alone, vdupq_n_u16(0xBD), low6);
        *lone = true;
      }
    }
  }
  // 32-bit lanes [first, second, third (low6), junk]: units 0..3, then units 4..7.
  const uint8x16_t quad_lo = vreinterpretq_u8_u16(vzip1q_u16(head, low6));
  const uint8x16_t quad_hi = vreinterpretq_u8_u16(vzip2q_u16(head, low6));
  const uint16x8_t bits = vorrq_u16(vandq_u16(one, vld1q_u16(kOneByteWeights)),
                                    vandq_u16(two, vld1q_u16(kTwoByteWeights)));
  const unsigned index_lo = vaddv_u16(vget_low_u16(bits));
  const unsigned index_hi = vaddv_u16(vget_high_u16(bits));
  const std::size_t lo_len = kQuadPack.length[index_lo];
  vst1q_u8(reinterpret_cast<uint8_t*>(q),
           vqtbl1q_u8(quad_lo, vld1q_u8(kQuadPack.shuffle[index_lo])));
  vst1q_u8(reinterpret_cast<uint8_t*>(q + lo_len),
           vqtbl1q_u8(quad_hi, vld1q_u8(kQuadPack.shuffle[index_hi])));
  return lo_len + kQuadPack.length[index_hi];
}

// The room one step of utf16_bytes_blocks needs: the general path's four 16-byte stores start
// at most 3 * 12 bytes in (12: four units of 3 bytes), so it writes inside 52 bytes (the other
// paths write 16 and 32 at most).
constexpr std::size_t kUtf16StepRoom = 3 * 12 + 16;

// 16 units per step: all ASCII (narrowed), all below U+0800 (two lookups of eight lanes), else
// eight units at a time through units8_to_wtf8, surrogates paired by comparing each unit with its
// neighbours. The units are read from the bytes `in` through In (kernel::Utf16Bytes: big-endian
// ones swapped by rev16 as they are loaded); lone surrogates as kLone says, with kStop stopping
// before the 8-unit half that holds one. Stops where fewer than 17 units or kUtf16StepRoom bytes
// of room are left, and never between the two units of a pair.
template <class In, LoneMode kLone>
Utf16Conversion utf16_bytes_blocks(const char* in, std::size_t n, char* out, std::size_t capacity) {
  std::size_t i = 0;
  std::size_t w = 0;
  bool lone = false;
  uint16x8_t last = vdupq_n_u16(0);  // the previous step's units 8..15 (0 never pairs)
  const auto load = [in](std::size_t k) { return vreinterpretq_u16_u8(In::load(in + 2 * k)); };
  // Each step reads in[i, i + 17) and writes inside out[w, w + kUtf16StepRoom).
  while (i + 17 <= n && capacity - w >= kUtf16StepRoom) {
    const uint16x8_t a = load(i);
    const uint16x8_t b = load(i + 8);
    const unsigned top = vmaxvq_u16(vmaxq_u16(a, b));
    if (top < 0x80) {
      V::store(out + w, V::pack_u16_to_u8(vreinterpretq_u8_u16(a), vreinterpretq_u8_u16(b)));
      w += 16;
    } else if (top < 0x800) {
      w += below800_8_to_wtf8(a, out + w);
      w += below800_8_to_wtf8(b, out + w);
    } else {
      const uint16x8_t big = vdupq_n_u16(0xF800);
      const uint16x8_t surrogate_tag = vdupq_n_u16(0xD800);
      const bool surrogates =
          top >= 0xD800 && vmaxvq_u16(vorrq_u16(vceqq_u16(vandq_u16(a, big), surrogate_tag),
                                                vceqq_u16(vandq_u16(b, big), surrogate_tag))) != 0;
      // The neighbours of each unit: in[i - 1 + k] and in[i + 1 + k].
      const uint16x8_t before_a = vextq_u16(last, a, 7);
      const uint16x8_t before_b = vextq_u16(a, b, 7);
      const uint16x8_t after_a = vextq_u16(a, b, 1);
      const uint16x8_t after_b = load(i + 9);
      const std::size_t first =
          units8_to_wtf8<kLone>(a, before_a, after_a, surrogates, out + w, &lone);
      if (kLone == LoneMode::kStop && first == kLoneStop) break;
      w += first;
      const std::size_t second =
          units8_to_wtf8<kLone>(b, before_b, after_b, surrogates, out + w, &lone);
      if (kLone == LoneMode::kStop && second == kLoneStop) {
        i += 8;
        break;
      }
      w += second;
    }
    last = b;
    i += 16;
  }
  // A pair cut by the last step's edge: its lead surrogate's lane wrote the first two bytes of
  // the 4-byte sequence. Take them back and stop before the lead.
  if (i > 0 && i < n && is_lead_surrogate(In::unit(in, i - 1)) &&
      is_trail_surrogate(In::unit(in, i))) {
    i -= 1;
    w -= 2;
  }
  return {i, w, lone};
}

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
  static T shl(T a) {
    return vshlq_n_u16(a, K);
  }
  template <int K>
  static T shr(T a) {
    return vshrq_n_u16(a, K);
  }
  static M gt(T a, uint16_t b) { return vcgtq_u16(a, set(b)); }
  static T blend(M m, T if_not, T if_so) { return vbslq_u16(m, if_so, if_not); }
};

// Stores the lanes of `units` selected by the 8-bit `keep` at q (any address), in order; returns
// how many. Writes 8 units (16 bytes) at q.
inline std::size_t store_kept_units(uint16x8_t units, unsigned keep, char* q) {
  const uint8x16_t packed =
      vqtbl1q_u8(vreinterpretq_u8_u16(units), vld1q_u8(kernel::kLanePack.shuffle[keep]));
  vst1q_u8(reinterpret_cast<uint8_t*>(q), packed);
  return kBitCounts.of[keep];
}

// 16 bytes per step: every position decoded in two halves of eight 16-bit lanes, then packed to
// the sequence starts and the lanes right after a 4-byte lead (kernel::units_at_every_byte); an
// all-ASCII block is widened directly. The units go to the bytes `out` in kOrder (rev16 for
// big-endian; `w` counts units); a lone surrogate (a surrogate unit at an ED byte; only blocks
// with an ED byte look) becomes U+FFFD with kReplace, or, with kStop, stops the loop before its
// block. Stops where fewer than 18 bytes or 16 units of room are left, at a sequence boundary
// (kernel::finish_last_sequence).
template <ByteOrder kOrder, LoneMode kLone>
Utf16Conversion wtf8_to_utf16_bytes_blocks(const char* in, std::size_t n, char* out,
                                           std::size_t capacity) {
  const auto in_order = [](uint16x8_t units) {
    return kOrder == ByteOrder::kBig ? vreinterpretq_u16_u8(vrev16q_u8(vreinterpretq_u8_u16(units)))
                                     : units;
  };
  const auto lone_lanes = [](uint16x8_t units, uint16x8_t b0) {
    return vandq_u16(vceqq_u16(vandq_u16(units, vdupq_n_u16(0xF800)), vdupq_n_u16(0xD800)),
                     vceqq_u16(b0, vdupq_n_u16(0xED)));
  };
  std::size_t i = 0;
  std::size_t w = 0;
  bool lone = false;
  uint8x16_t prev = vdupq_n_u8(0);
  // Each step reads in[i, i + 18) and writes inside out[w, w + 16).
  while (i + 18 <= n && capacity - w >= 16) {
    const uint8x16_t cur = V::load(in + i);
    if (vmaxvq_u8(cur) < 0x80) {
      vst1q_u8(reinterpret_cast<uint8_t*>(out + 2 * w),
               vreinterpretq_u8_u16(in_order(vmovl_u8(vget_low_u8(cur)))));
      vst1q_u8(reinterpret_cast<uint8_t*>(out + 2 * w + 16),
               vreinterpretq_u8_u16(in_order(vmovl_high_u8(cur))));
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
    const uint16x8_t b0lo = vmovl_u8(vget_low_u8(cur));
    const uint16x8_t b0hi = vmovl_high_u8(cur);
    uint16x8_t lo = kernel::units_at_every_byte<L>(b0lo, vmovl_u8(vget_low_u8(next1)),
                                                   vmovl_u8(vget_low_u8(next2)), four_lo);
    uint16x8_t hi =
        kernel::units_at_every_byte<L>(b0hi, vmovl_high_u8(next1), vmovl_high_u8(next2), four_hi);
    if (kLone != LoneMode::kKeep && vmaxvq_u8(vceqq_u8(cur, vdupq_n_u8(0xED))) != 0) {
      const uint16x8_t lone_lo = lone_lanes(lo, b0lo);
      const uint16x8_t lone_hi = lone_lanes(hi, b0hi);
      if (vmaxvq_u16(vorrq_u16(lone_lo, lone_hi)) != 0) {
        if (kLone == LoneMode::kStop) break;
        lo = vbslq_u16(lone_lo, vdupq_n_u16(0xFFFD), lo);
        hi = vbslq_u16(lone_hi, vdupq_n_u16(0xFFFD), hi);
        lone = true;
      }
    }
    w += store_kept_units(in_order(lo), keep_lo, out + 2 * w);
    w += store_kept_units(in_order(hi), keep_hi, out + 2 * w);
    prev = cur;
    i += 16;
  }
  kernel::finish_last_sequence<kOrder>(in, n, &i, &w, out, capacity);
  return {i, w, lone};
}

// ---- WTF-8 -> UTF-32 -----------------------------------------------------------------------

// 32-bit lanes for kernel::code_points_at_every_byte.
struct Q {
  using T = uint32x4_t;
  static T set(uint32_t u) { return vdupq_n_u32(u); }
  static T and_(T a, T b) { return vandq_u32(a, b); }
  static T xor_(T a, T b) { return veorq_u32(a, b); }
  static T shr4(T a) { return vshrq_n_u32(a, 4); }
  static T table(const uint8_t* t) { return vreinterpretq_u32_u8(vld1q_u8(t)); }
  static T lookup16(T table, T idx) {
    return vreinterpretq_u32_u8(vqtbl1q_u8(vreinterpretq_u8_u32(table), vreinterpretq_u8_u32(idx)));
  }
  // [b0 c1 c2 c3] -> b0 << 18 | c1 << 12 | c2 << 6 | c3 (NEON has no byte multiply-add across
  // lanes like x86's pmaddubsw; four shifts instead).
  static T merge6(T a) {
    const uint32x4_t byte = vdupq_n_u32(0xFF);
    const uint32x4_t b0 = vandq_u32(a, byte);
    const uint32x4_t c1 = vandq_u32(vshrq_n_u32(a, 8), byte);
    const uint32x4_t c2 = vandq_u32(vshrq_n_u32(a, 16), byte);
    return vorrq_u32(vorrq_u32(vshlq_n_u32(b0, 18), vshlq_n_u32(c1, 12)),
                     vorrq_u32(vshlq_n_u32(c2, 6), vshrq_n_u32(a, 24)));
  }
  // ushl shifts left by a positive count and right by a negative one.
  static T shl_var(T a, T n) { return vshlq_u32(a, vreinterpretq_s32_u32(n)); }
  static T shr_var(T a, T n) { return vshlq_u32(a, vnegq_s32(vreinterpretq_s32_u32(n))); }
};

// Lane k (32-bit) gets bytes k..k + 3 of a 16-byte register (tbl), for positions 0..3; adding 4
// to every index gives positions 4..7.
alignas(16) inline constexpr uint8_t kUtf32Windows[16] = {0, 1, 2, 3, 1, 2, 3, 4,
                                                          2, 3, 4, 5, 3, 4, 5, 6};

// Packing of four 32-bit lanes: entry m gathers the lanes whose bit is set in m, in order
// (indices 0x80, tbl: zero, fill the rest).
struct LanePack4 {
  uint8_t shuffle[16][16];
};
constexpr LanePack4 make_lane_pack4() {
  LanePack4 t{};
  for (int m = 0; m < 16; ++m) {
    int out = 0;
    for (int lane = 0; lane < 4; ++lane) {
      if ((m >> lane) & 1) {
        for (int b = 0; b < 4; ++b) t.shuffle[m][out++] = static_cast<uint8_t>(4 * lane + b);
      }
    }
    while (out < 16) t.shuffle[m][out++] = 0x80;
  }
  return t;
}
alignas(64) inline constexpr LanePack4 kLanePack4 = make_lane_pack4();

// Four positions of a 16-byte register `bytes` (positions `first`..`first` + 3, with `first` 0
// or 4 and at least three bytes after them in the register), `keep` their 4-bit start mask: the
// code points of the starts, in order, at q (writes q[0, 4)); returns how many.
inline std::size_t utf32_of_four(uint8x16_t bytes, int first, unsigned keep, char32_t* q) {
  const uint8x16_t index =
      vaddq_u8(vld1q_u8(kUtf32Windows), vdupq_n_u8(static_cast<uint8_t>(first)));
  const uint32x4_t units =
      kernel::code_points_at_every_byte<Q>(vreinterpretq_u32_u8(vqtbl1q_u8(bytes, index)));
  vst1q_u8(reinterpret_cast<uint8_t*>(q),
           vqtbl1q_u8(vreinterpretq_u8_u32(units), vld1q_u8(kLanePack4.shuffle[keep])));
  return kBitCounts.of[keep];
}

// One step of kernel::wtf8_to_utf32_steps: 16 positions, four at a time (tbl windows of two
// overlapping 16-byte loads), decoded by kernel::code_points_at_every_byte and packed to the
// sequence starts by tbl; 16 ASCII bytes are widened directly.
struct Utf32Step {
  static constexpr std::size_t kBytes = 16;
  static constexpr std::size_t kReads = 8 + 16;  // the second load starts at 8
  static constexpr std::size_t kSpill = 3;       // the last 4-unit store of a step
  static std::size_t decode(const char* p, char32_t* q) {
    const uint8x16_t lo = V::load(p);
    if (vmaxvq_u8(lo) < 0x80) {
      const uint16x8_t a = vmovl_u8(vget_low_u8(lo));
      const uint16x8_t b = vmovl_high_u8(lo);
      vst1q_u8(reinterpret_cast<uint8_t*>(q), vreinterpretq_u8_u32(vmovl_u16(vget_low_u16(a))));
      vst1q_u8(reinterpret_cast<uint8_t*>(q + 4), vreinterpretq_u8_u32(vmovl_high_u16(a)));
      vst1q_u8(reinterpret_cast<uint8_t*>(q + 8), vreinterpretq_u8_u32(vmovl_u16(vget_low_u16(b))));
      vst1q_u8(reinterpret_cast<uint8_t*>(q + 12), vreinterpretq_u8_u32(vmovl_high_u16(b)));
      return 16;
    }
    const uint8x16_t hi = V::load(p + 8);
    // Sequence starts (any byte but 80..BF), as a 4-bit mask per group of four positions: the
    // weights 1, 2, 4, 8 of each group added pairwise, then again.
    const uint8x16_t starts = vcgtq_s8(vreinterpretq_s8_u8(lo), vdupq_n_s8(-65));
    alignas(16) static constexpr uint8_t kWeights[16] = {1, 2, 4, 8, 1, 2, 4, 8,
                                                         1, 2, 4, 8, 1, 2, 4, 8};
    const uint32x4_t masks = vpaddlq_u16(vpaddlq_u8(vandq_u8(starts, vld1q_u8(kWeights))));
    std::size_t count = utf32_of_four(lo, 0, vgetq_lane_u32(masks, 0), q);
    count += utf32_of_four(lo, 4, vgetq_lane_u32(masks, 1), q + count);
    count += utf32_of_four(hi, 0, vgetq_lane_u32(masks, 2), q + count);
    count += utf32_of_four(hi, 4, vgetq_lane_u32(masks, 3), q + count);
    return count;
  }
};

// The loops vector_ops-inl.h makes complete operations of.
struct Blocks : kernel::SharedBlocks<V, Utf32Step> {
  // The most a step writes past what it reports (bytes; units): its room check.
  static constexpr std::size_t kWtf8Spill = kUtf16StepRoom;
  static constexpr std::size_t kUtf16Spill = 16;
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
};

#include "src/simd/vector_ops-inl.h"  // NOLINT: the complete operations and kTable

}  // namespace neon
}  // namespace simd
}  // namespace internal
}  // namespace wtf8

// This ISA's table where the CPU runs it; null where it does not, or where it is not compiled.
namespace wtf8::internal::simd {
const Kernels* neon_kernels() noexcept {
  return cpu_supports(Isa::kNeon) ? &neon::kTable : nullptr;
}
}  // namespace wtf8::internal::simd

#else  // not little-endian AArch64 with GCC/Clang

namespace wtf8::internal::simd {
const Kernels* neon_kernels() noexcept { return nullptr; }
}  // namespace wtf8::internal::simd

#endif
