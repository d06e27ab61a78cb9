// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to wtf8 (the :simd target). The 128-bit x86 pieces the SSE4.2 and AVX2 conversions
// share (pshufb packing, byte classes of a 16-byte block), included inside each one's target
// region after vector_kernels-inl.h. No include guard on purpose.

namespace kernel {

// Stores the lanes of `units` selected by the 8-bit `keep` at q (any address); returns how
// many. Writes 8 units (16 bytes) at q.
inline std::size_t store_kept_units(__m128i units, unsigned keep, void* q) {
  const __m128i idx = _mm_load_si128(reinterpret_cast<const __m128i*>(kLanePack.shuffle[keep]));
  _mm_storeu_si128(reinterpret_cast<__m128i*>(q), _mm_shuffle_epi8(units, idx));
  return static_cast<std::size_t>(_mm_popcnt_u32(keep));
}

// Byte masks for a 16-byte block `cur` preceded by `prev1` (the block shifted by one byte):
// sequence starts (any byte but 80..BF), and positions right after a 4-byte lead (F0..FF).
inline __m128i starts_of(__m128i cur) { return _mm_cmpgt_epi8(cur, _mm_set1_epi8(-65)); }
inline __m128i after_four_lead(__m128i prev1) {
  return _mm_cmpeq_epi8(_mm_max_epu8(prev1, _mm_set1_epi8(static_cast<char>(0xF0))), prev1);
}

}  // namespace kernel
