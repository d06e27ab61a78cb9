// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to wtf8 (the :simd target). The vector interface the shared algorithms
// (vector_kernels-inl.h) are written against, and the contract of each of its operations,
// written once here. Each ISA file (x86_sse4.cc, x86_avx2.cc, x86_avx512.cc, arm_neon.cc)
// defines a struct `V` with these members inside its target region, then includes the shared
// algorithms, which are compiled there for that ISA only. This header holds no code an ISA
// runs; `check_vector_interface<V>()` only makes the compiler confirm that a `V` is complete.
//
// Vectors: `T` is kBytes bytes (16, 32 or 64). Byte lanes are unsigned unless a name says i8;
// 16-bit lanes hold UTF-16 units in memory order. A "lane condition" vector has every bit of a
// lane set where the condition holds and clear elsewhere (what a compare returns).
//
//   kBytes              bytes per vector.
//   zero()              all lanes 0.
//   set1(b), set1_16(u) every byte lane b, every 16-bit lane u.
//   load(p), store(p,v) unaligned load/store of kBytes bytes.
//   load_partial(p, r)  p[0, r) (r < kBytes) and zero lanes after, reading nothing past p[r - 1].
//   kMaskedLoads        whether load_partial is one masked load (AVX-512); without, it is built
//                       from word loads, and tails are vectors loaded to end at the input's end.
//   stream(p, v)        store with a non-temporal hint where the ISA has one (p aligned to
//                       kBytes); fence() orders such stores before later ones (no-op elsewhere).
//   and_, or_, xor_     bitwise.
//   eq8, eq16, gt_i8    lane conditions: equal bytes, equal 16-bit lanes, signed byte greater.
//   le_u8(a, b)         lane condition: unsigned byte a <= b.
//   subs_u8(a, b)       per byte max(a - b, 0).
//   add8(a, b)          per byte a + b, wrapping.
//   sub8(a, b)          per byte a - b, wrapping (a lane condition is -1: sub8(acc, c) counts).
//   count_lt_i8(a, v, b) per byte a + 1 where v < b (signed), else a: sub8(a, gt_i8(b, v)), in
//                       one step where the ISA compares into a mask (AVX-512).
//   sum8(a)             the sum of a's byte lanes as unsigned values (a horizontal add).
//   shr4(a)             per byte a >> 4 (the high nibble, 0..15).
//   swap16(a)           the two bytes of every 16-bit lane swapped (big-endian UTF-16 units).
//   table(t)            a 16-byte table t (16-aligned) in every 16-byte part of a vector.
//   lookup16(tab, idx)  per byte tab[idx] for idx in 0..15, within each 16-byte part.
//   prev<N>(cur, prev)  the bytes of the stream shifted by N (1..4): byte k is cur[k - N] for
//                       k >= N, else prev[kBytes + k - N] (prev: the vector before cur).
//   any(a)              whether any bit of a is set.
//   incomplete_max()    per byte the largest value the byte at that position may have for the
//                       vector to end on a complete sequence: FF except the last three bytes
//                       (EF, DF, BF: no 4-, 3- or 2-byte lead too close to the end).
//   pack_u16_to_u8(a,b) the 16-bit lanes of a then b, narrowed to bytes (values below 0x100).
//   widen_store(q, a)   a's bytes zero-extended to 2 * kBytes 16-bit units at q.
//
// Bit masks: mask8(c) turns a lane condition c into an integer with one bit per byte lane, the
// bit of lane k at k << kMaskShift (x86: movemask, kMaskShift 0; NEON: a narrowing shift gives
// four bits per lane, kept at the lowest one, kMaskShift 2). So the masks of two vectors combine
// with & and |, the first set lane is countr_zero(m) >> kMaskShift, popcount(m) counts lanes,
// m & (m - 1) drops the first lane, and lane k + d is bit (k + d) << kMaskShift.
//   kMaskShift, mask8(c), eq8_mask(a, b) = mask8(eq8(a, b)), popcount_mask(m).
//   count8(c)           the number of byte lanes set in lane condition c (= popcount of mask8,
//                       without building the mask where the ISA has a cheaper way).
//
// Shapes that stay fast on NEON (arm_neon.cc says where it departs): no per-block movemask in
// the main loops (any() and count8() instead; masks only on the rare hit), table lookups through
// lookup16 (tbl), lane conditions rather than blends of shifted copies.

#ifndef WTF8_SRC_SIMD_VECTOR_H_
#define WTF8_SRC_SIMD_VECTOR_H_

#include <cstddef>
#include <cstdint>

namespace wtf8 {
namespace internal {
namespace simd {

// Compiles only when V has every member the shared algorithms use (each ISA's table checks its
// own V). The members are named in unevaluated sizeof expressions: vector types lose their
// attributes as template arguments, so their types are not compared.
template <class V>
constexpr bool check_vector_interface() {
  using T = typename V::T;
  static_assert(V::kBytes == 16 || V::kBytes == 32 || V::kBytes == 64, "kBytes");
  static_assert(V::kMaskShift == 0 || V::kMaskShift == 2, "kMaskShift");
  static_assert(sizeof(V::load_partial(nullptr, 0)) == V::kBytes && sizeof(V::kMaskedLoads),
                "load_partial, kMaskedLoads");
  constexpr T* t = nullptr;
  static_assert(sizeof(V::zero()) == V::kBytes && sizeof(V::set1(uint8_t{0})) == V::kBytes &&
                    sizeof(V::set1_16(uint16_t{0})) == V::kBytes &&
                    sizeof(V::load(nullptr)) == V::kBytes,
                "zero, set1, set1_16, load");
  static_assert(
      sizeof(V::and_(*t, *t)) + sizeof(V::or_(*t, *t)) + sizeof(V::xor_(*t, *t)) == 3 * V::kBytes,
      "and_, or_, xor_");
  static_assert(sizeof(V::eq8(*t, *t)) + sizeof(V::eq16(*t, *t)) + sizeof(V::gt_i8(*t, *t)) +
                        sizeof(V::subs_u8(*t, *t)) + sizeof(V::sub8(*t, *t)) +
                        sizeof(V::add8(*t, *t)) + sizeof(V::shr4(*t)) + sizeof(V::le_u8(*t, *t)) +
                        sizeof(V::swap16(*t)) ==
                    9 * V::kBytes,
                "eq8, eq16, gt_i8, subs_u8, sub8, add8, shr4, le_u8, swap16");
  static_assert(sizeof(V::sum8(*t)) == sizeof(std::size_t), "sum8");
  static_assert(sizeof(V::count_lt_i8(*t, *t, *t)) == V::kBytes, "count_lt_i8");
  static_assert(sizeof(V::lookup16(*t, *t)) + sizeof(V::template prev<1>(*t, *t)) +
                        sizeof(V::incomplete_max()) + sizeof(V::pack_u16_to_u8(*t, *t)) ==
                    4 * V::kBytes,
                "lookup16, prev, incomplete_max, pack_u16_to_u8");
  static_assert(sizeof(V::any(*t)) == sizeof(bool), "any");
  static_assert(sizeof(V::count8(*t)) == sizeof(std::size_t), "count8");
  static_assert(sizeof(V::popcount_mask(V::mask8(*t))) == sizeof(std::size_t), "mask8");
  static_assert(sizeof(V::eq8_mask(*t, *t)) == sizeof(V::mask8(*t)), "eq8_mask");
  static_assert(
      sizeof(V::store(nullptr, *t), 0) + sizeof(V::stream(nullptr, *t), 0) + sizeof(V::fence(), 0) >
          0,
      "store, stream, fence");
  return true;
}

}  // namespace simd
}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_SIMD_VECTOR_H_
