// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to wtf8 (the :simd target). The x86 kernels, written once over a small vector
// interface `V` (x86_sse4.cc and x86_avx2.cc define it) and included by each of those files
// INSIDE its target region (src/simd/target_region.h), so every function here is compiled for that ISA only
// and never shared with callers on older CPUs. No include guard on purpose.
//
// `V` provides: type T, kBytes, zero(), set1(uint8_t), load(const void*), store(void*, T),
// stream(void*, T) (non-temporal, aligned), bit ops and_/or_/xor_, eq8, eq8_mask (mask8 of eq8),
// eq16, subs_u8, shr4 (per byte), min_u8/max_u8, lookup16(table, idx), table(const uint8_t[16]),
// prev<N>(cur, prev) (the input shifted by N bytes, carrying the last N bytes of `prev`), any(T),
// mask8(T) (one bit per byte), pack_u16_to_u8(a, b), widen_store(out, T) (bytes to 16-bit units),
// and16 / min_u16 etc. where used.

namespace kernel {

// ---- validation: the lookup algorithm (Keiser & Lemire, "Validating UTF-8 In Less Than One
// Instruction Per Byte", 2021), three 16-entry tables indexed by the high and low nibbles of the
// previous byte and the high nibble of the current one. The WTF-8 twin drops the surrogate bit
// and instead rejects a lead surrogate sequence directly followed by a trail surrogate sequence
// (WTF-8 §6).

constexpr uint8_t kTooShort = 1 << 0;   // lead or ASCII, then a lead or ASCII where 10xxxxxx due
constexpr uint8_t kTooLong = 1 << 1;    // ASCII, then a continuation
constexpr uint8_t kOverlong3 = 1 << 2;  // E0 80..9F
constexpr uint8_t kTooLarge = 1 << 3;   // F4 90..BF, F5..FF 90..BF
constexpr uint8_t kSurrogate = 1 << 4;  // ED A0..BF (UTF-8 only)
constexpr uint8_t kOverlong2 = 1 << 5;  // C0, C1 then a continuation
constexpr uint8_t kTooLarge1000 = 1 << 6;  // F5..FF 80..8F
constexpr uint8_t kOverlong4 = 1 << 6;     // F0 80..8F
constexpr uint8_t kTwoConts = 1 << 7;      // a continuation after a continuation (maybe fine)
constexpr uint8_t kCarry = kTooShort | kTooLong | kTwoConts;

alignas(16) constexpr uint8_t kByte1High[16] = {
    kTooLong, kTooLong, kTooLong, kTooLong, kTooLong, kTooLong, kTooLong, kTooLong,  // 0xxx
    kTwoConts, kTwoConts, kTwoConts, kTwoConts,                                     // 10xx
    kTooShort | kOverlong2,                                                         // C
    kTooShort,                                                                      // D
    kTooShort | kOverlong3 | kSurrogate,                                            // E
    kTooShort | kTooLarge | kTooLarge1000 | kOverlong4};                            // F

constexpr uint8_t kLarge = kCarry | kTooLarge | kTooLarge1000;
alignas(16) constexpr uint8_t kByte1LowUtf8[16] = {
    kCarry | kOverlong3 | kOverlong2 | kOverlong4,  // x0
    kCarry | kOverlong2,                            // x1
    kCarry, kCarry,                                 // x2, x3
    kCarry | kTooLarge,                             // x4
    kLarge, kLarge, kLarge, kLarge, kLarge, kLarge, kLarge, kLarge,  // x5..xC
    kLarge | kSurrogate,                                             // xD
    kLarge, kLarge};                                                 // xE, xF
alignas(16) constexpr uint8_t kByte1LowWtf8[16] = {
    kCarry | kOverlong3 | kOverlong2 | kOverlong4,
    kCarry | kOverlong2,
    kCarry, kCarry,
    kCarry | kTooLarge,
    kLarge, kLarge, kLarge, kLarge, kLarge, kLarge, kLarge, kLarge,
    kLarge,  // xD: ED A0..BF is a lone surrogate, allowed in WTF-8
    kLarge, kLarge};

constexpr uint8_t kCont = kTooLong | kOverlong2 | kTwoConts;
alignas(16) constexpr uint8_t kByte2High[16] = {
    kTooShort, kTooShort, kTooShort, kTooShort, kTooShort, kTooShort, kTooShort, kTooShort,
    kCont | kOverlong3 | kTooLarge1000 | kOverlong4,  // 8x
    kCont | kOverlong3 | kTooLarge,                   // 9x
    kCont | kSurrogate | kTooLarge,                   // Ax
    kCont | kSurrogate | kTooLarge,                   // Bx
    kTooShort, kTooShort, kTooShort, kTooShort};      // Cx..Fx

template <class V>
struct Validator {
  using T = typename V::T;
  T byte1_high = V::table(kByte1High);
  T byte1_low;
  T byte2_high = V::table(kByte2High);
  bool wtf8;

  explicit Validator(bool w) : byte1_low(V::table(w ? kByte1LowWtf8 : kByte1LowUtf8)), wtf8(w) {}

  // Nonzero bytes where `in` (following `prev`) breaks the rules.
  T errors(T in, T prev) const {
    const T prev1 = V::template prev<1>(in, prev);
    const T special = V::and_(V::and_(V::lookup16(byte1_high, V::shr4(prev1)),
                                      V::lookup16(byte1_low, V::and_(prev1, V::set1(0x0F)))),
                              V::lookup16(byte2_high, V::shr4(in)));
    const T prev2 = V::template prev<2>(in, prev);
    const T prev3 = V::template prev<3>(in, prev);
    // Bytes 2 and 3 after a 3- or 4-byte lead must be continuations (the kTwoConts bit).
    const T must23 = V::or_(V::subs_u8(prev2, V::set1(0xE0 - 0x80)),
                            V::subs_u8(prev3, V::set1(0xF0 - 0x80)));
    T err = V::xor_(V::and_(must23, V::set1(0x80)), special);
    if constexpr (V::kMaskPairs) {
      // The same check on bit masks (AVX-512), cheaper than the byte vectors below.
      if (wtf8) err = V::or_(err, V::surrogate_pairs(in, prev));
      return err;
    }
    const T ed = V::set1(0xED);
    // Both EDs of a pair flagged in `in` lie in `prev` or `in`: without one, skip the check.
    if (wtf8 && V::any(V::or_(V::eq8(in, ed), V::eq8(prev, ed)))) {
      // ED A0..AF xx ED B0..BF: flagged at the B0..BF byte.
      const T prev4 = V::template prev<4>(in, prev);
      const T pair =
          V::and_(V::and_(V::eq8(prev4, ed), V::eq8(prev1, ed)),
                  V::and_(V::eq8(V::and_(prev3, V::set1(0xF0)), V::set1(0xA0)),
                          V::eq8(V::and_(in, V::set1(0xF0)), V::set1(0xB0))));
      err = V::or_(err, pair);
    }
    return err;
  }

  // Nonzero when `in` ends inside a sequence (a lead in the last 1, 2 or 3 bytes too long to end
  // there).
  static T incomplete(T in) { return V::subs_u8(in, V::incomplete_max()); }
};

inline bool is_continuation(const char* p, std::size_t i) {
  return (static_cast<uint8_t>(p[i]) & 0xC0) == 0x80;
}

// A position at or before i where the scalar validator may resume, given that p[0, i) passed
// the block checks except possibly for sequences that cross i.
inline std::size_t resume_point(const char* p, std::size_t i, bool wtf8) {
  std::size_t j = i;
  for (std::size_t k = 1; k <= 3 && k <= i; ++k) {
    if (!is_continuation(p, i - k)) {
      j = i - k;
      break;
    }
  }
  // Never leave a lead surrogate sequence behind: the scalar code must see it to reject a trail
  // surrogate right after it.
  if (wtf8 && j >= 3 && static_cast<uint8_t>(p[j - 3]) == 0xED &&
      (static_cast<uint8_t>(p[j - 2]) & 0xF0) == 0xA0) {
    j -= 3;
  }
  return j;
}

template <class V>
std::size_t valid_prefix(const char* p, std::size_t n, bool wtf8) {
  using T = typename V::T;
  constexpr std::size_t B = V::kBytes;
  const Validator<V> check(wtf8);
  T prev = V::zero();
  T prev_incomplete = V::zero();
  std::size_t i = 0;
  for (; i + 2 * B <= n; i += 2 * B) {
    const T a = V::load(p + i);
    const T b = V::load(p + i + B);
    T err;
    if (!V::any(V::or_(V::and_(V::or_(a, b), V::set1(0x80)), prev_incomplete))) {
      prev = b;
      continue;  // 2B ASCII bytes after a complete sequence
    }
    err = V::or_(check.errors(a, prev), check.errors(b, a));
    if (V::any(err)) break;
    prev = b;
    prev_incomplete = Validator<V>::incomplete(b);
  }
  return resume_point(p, i, wtf8);
}

// ---- UTF-16 -> WTF-8 -----------------------------------------------------------------------

template <class V>
Progress from_utf16(const char16_t* in, std::size_t n, char* out) {
  using T = typename V::T;
  constexpr std::size_t U = V::kBytes / 2;  // units per vector
  std::size_t i = 0;
  char* q = out;
  while (i + 2 * U <= n) {
    const T a = V::load(in + i);
    const T b = V::load(in + i + U);
    if (!V::any(V::and_(V::or_(a, b), V::set1_16(0xFF80)))) {
      V::store(q, V::pack_u16_to_u8(a, b));  // 2U ASCII units -> 2U bytes
      i += 2 * U;
      q += 2 * U;
      continue;
    }
    // A mixed block: the scalar code converts it, ending on a unit that does not split a pair.
    std::size_t end = i + 2 * U;
    if (end < n && in[end - 1] >= 0xD800 && in[end - 1] <= 0xDBFF) --end;
    const Progress r = scalar::from_utf16(in + i, end - i, q);
    i += r.read;
    q += r.written;
  }
  return {i, static_cast<std::size_t>(q - out)};
}

template <class V>
std::size_t wtf8_length_of_utf16(const char16_t* in, std::size_t n) {
  using T = typename V::T;
  constexpr std::size_t U = V::kBytes / 2;
  constexpr unsigned kLastBit = V::kBytes - 1;
  // Mask bits come two per unit. `extra`: bytes beyond one per unit (two bits each); `pairs`:
  // lead-trail pairs (two bits each = the 2 bytes each saves: 4 bytes, not 3 + 3). A pair across
  // a block edge is found from the last block's lead bit (`carry`), so every load is one block.
  std::size_t extra = 0;
  std::size_t pairs = 0;
  unsigned carry = 0;
  std::size_t i = 0;
  for (; i + U <= n; i += U) {
    const T u = V::load(in + i);
    const T zero = V::zero();
    extra += V::popcount_mask(~V::mask8(V::eq16(V::and_(u, V::set1_16(0xFF80)), zero)));
    extra += V::popcount_mask(~V::mask8(V::eq16(V::and_(u, V::set1_16(0xF800)), zero)));
    const T ten = V::and_(u, V::set1_16(0xFC00));
    const auto lead = V::mask8(V::eq16(ten, V::set1_16(0xD800)));
    const auto trail = V::mask8(V::eq16(ten, V::set1_16(0xDC00)));
    pairs += V::popcount_mask(lead & (trail >> 2)) + 2 * (carry & trail & 1);
    carry = static_cast<unsigned>((lead >> kLastBit) & 1);
  }
  std::size_t len = i + extra / 2 - pairs + scalar::wtf8_length_of_utf16(in + i, n - i);
  if (carry && i < n && is_trail_surrogate(in[i])) len -= 2;  // a pair across i
  return len;
}

// ---- WTF-8 -> UTF-16 -----------------------------------------------------------------------

// Every byte position p of a block gets, in a 16-bit lane, the UTF-16 unit that a sequence
// starting at p would decode to, computed from the bytes at p, p + 1 and p + 2 (b0, b1, b2) for
// every sequence length at once and then selected by b0; the lane right after a 4-byte lead
// (`after_four`) gets the trail surrogate of that sequence instead, computed from its third and
// fourth bytes, which are that lane's b1 and b2. Lanes at continuation bytes hold garbage that
// the caller's packing drops. Lone surrogates (ED A0..BF xx) fall out of the 3-byte formula.
// `L` provides T, M (a lane condition), set(uint16_t), and_, or_, add, shl<k>, shr<k>,
// gt(T, uint16_t) -> M (unsigned values below 0x8000) and blend(M, if_not, if_so).
template <class L>
__attribute__((always_inline)) inline typename L::T units_at_every_byte(typename L::T b0, typename L::T b1, typename L::T b2,
                                  typename L::M after_four) {
  using T = typename L::T;
  const T c1 = L::and_(b1, L::set(0x3F));
  const T c2 = L::and_(b2, L::set(0x3F));
  const T low12 = L::or_(L::template shl<6>(c1), c2);
  T r = b0;  // ASCII
  r = L::blend(L::gt(b0, 0x7F), r, L::or_(L::template shl<6>(L::and_(b0, L::set(0x1F))), c1));
  r = L::blend(L::gt(b0, 0xDF), r, L::or_(L::template shl<12>(b0), low12));  // 1110xxxx: top 4
  // 4-byte lead: the lead surrogate 0xD800 + ((cp - 0x10000) >> 10) = 0xD7C0 + (cp >> 10).
  const T cp_high = L::or_(L::or_(L::template shl<8>(L::and_(b0, L::set(0x07))),
                                  L::template shl<2>(c1)),
                           L::template shr<4>(c2));
  r = L::blend(L::gt(b0, 0xEF), r, L::add(cp_high, L::set(0xD7C0)));
  r = L::blend(after_four, r, L::or_(L::and_(low12, L::set(0x3FF)), L::set(0xDC00)));
  return r;
}

// Packing of eight 16-bit lanes: entry m moves the lanes whose bit is set in m to the front.
struct LanePack {
  uint8_t shuffle[256][16];
};
constexpr LanePack make_lane_pack() {
  LanePack t{};
  for (int m = 0; m < 256; ++m) {
    int pos = 0;
    for (int k = 0; k < 8; ++k) {
      if ((m >> k) & 1) {
        t.shuffle[m][pos++] = static_cast<uint8_t>(2 * k);
        t.shuffle[m][pos++] = static_cast<uint8_t>(2 * k + 1);
      }
    }
    for (; pos < 16; ++pos) t.shuffle[m][pos] = 0x80;
  }
  return t;
}
alignas(64) constexpr LanePack kLanePack = make_lane_pack();

// Stores the lanes of `units` selected by the 8-bit `keep` at q; returns how many.
inline std::size_t store_kept_units(__m128i units, unsigned keep, char16_t* q) {
  const __m128i idx = _mm_load_si128(reinterpret_cast<const __m128i*>(kLanePack.shuffle[keep]));
  _mm_storeu_si128(reinterpret_cast<__m128i*>(q), _mm_shuffle_epi8(units, idx));
  return static_cast<std::size_t>(_mm_popcnt_u32(keep));
}

// The block loops stop at a block edge, which may fall inside a sequence whose units were all
// written except, after a 4-byte lead in the block's last byte, the trail surrogate. Writes that
// unit and moves `i` to the next sequence start (the input is complete, so it exists).
inline void finish_last_sequence(const char* in, std::size_t n, std::size_t* i, char16_t** q) {
  if (*i == 0 || *i >= n) return;
  if (static_cast<uint8_t>(in[*i - 1]) >= 0xF0) {
    const uint32_t b2 = static_cast<uint8_t>(in[*i + 1]) & 0x0F;
    const uint32_t b3 = static_cast<uint8_t>(in[*i + 2]) & 0x3F;
    *(*q)++ = static_cast<char16_t>(0xDC00 | (b2 << 6) | b3);
  }
  while (*i < n && is_continuation_byte(static_cast<uint8_t>(in[*i]))) ++*i;
}

// Byte masks for a 16-byte block `cur` preceded by `prev1` (the block shifted by one byte):
// sequence starts (any byte but 80..BF), and positions right after a 4-byte lead (F0..FF).
inline __m128i starts_of(__m128i cur) { return _mm_cmpgt_epi8(cur, _mm_set1_epi8(-65)); }
inline __m128i after_four_lead(__m128i prev1) {
  return _mm_cmpeq_epi8(_mm_max_epu8(prev1, _mm_set1_epi8(static_cast<char>(0xF0))), prev1);
}

template <class V>
std::size_t count_non_continuation(const char* p, std::size_t n) {
  constexpr std::size_t B = V::kBytes;
  std::size_t count = 0;
  std::size_t i = 0;
  for (; i + B <= n; i += B) {
    // Continuations are 80..BF, the signed bytes -128..-65.
    count += V::popcount_mask(V::mask8(V::gt_i8(V::load(p + i), V::set1(0xBF))));
  }
  return count + scalar::count_non_continuation(p + i, n - i);
}

template <class V>
std::size_t utf16_length_of_wtf8(const char* p, std::size_t n) {
  constexpr std::size_t B = V::kBytes;
  std::size_t units = 0;
  std::size_t i = 0;
  for (; i + B <= n; i += B) {
    const auto in = V::load(p + i);
    units += V::popcount_mask(V::mask8(V::gt_i8(in, V::set1(0xBF))));
    units += V::popcount_mask(V::mask8(V::eq8(V::and_(in, V::set1(0xF0)), V::set1(0xF0))));
  }
  return units + scalar::utf16_length_of_wtf8(p + i, n - i);
}

template <class V>
std::size_t copy_utf8_lossy(const char* in, std::size_t n, char* out, bool stream) {
  constexpr std::size_t B = V::kBytes;
  // Replacements are made in a copy of the block before it is written, so every block can be
  // streamed and no line is written twice. `carry`: how many bytes of a replacement that began in
  // the previous block belong at the start of this one.
  std::size_t carry = 0;
  bool streamed = false;
  std::size_t i = 0;
  for (; i + B <= n; i += B) {
    auto block = V::load(in + i);
    const uint64_t ed = V::eq8_mask(block, V::set1(0xED));
    if (WTF8_PREDICT_FALSE(ed != 0 || carry != 0)) {
      alignas(64) char fixed[B];
      V::store(fixed, block);
      std::memcpy(fixed, kReplacementUtf8 + 3 - carry, carry);
      carry = 0;
      for (uint64_t m = ed; m != 0; m &= m - 1) {
        const std::size_t at = static_cast<std::size_t>(countr_zero64(m));
        // ED A0..BF is a surrogate; ED 80..9F is U+D000..U+D7FF and stays. A well-formed ED
        // sequence is whole inside `in`, so in[i + at + 1] exists.
        if (static_cast<uint8_t>(in[i + at + 1]) < 0xA0) continue;
        const std::size_t inside = B - at < 3 ? B - at : 3;
        std::memcpy(fixed + at, kReplacementUtf8, inside);
        carry = 3 - inside;
      }
      block = V::load(fixed);
    }
    if (stream && reinterpret_cast<uintptr_t>(out + i) % B == 0) {
      V::stream(out + i, block);
      streamed = true;
    } else {
      V::store(out + i, block);
    }
  }
  if (streamed) _mm_sfence();  // order the non-temporal stores before anything that follows
  // A surrogate cut by the end of the last block: give it back to the caller whole.
  return i - (carry == 0 ? 0 : 3 - carry);
}

template <class V>
FindResult find_prefiltered(const char* h, std::size_t n, const char* m, std::size_t size,
                            NeedleBytes pick) {
  using T = typename V::T;
  constexpr std::size_t B = V::kBytes;
  const T first = V::set1(static_cast<uint8_t>(m[pick.first]));
  const T second = V::set1(static_cast<uint8_t>(m[pick.second]));
  const std::size_t allowance = 16 * size;
  std::size_t verified = 0;
  std::size_t i = 0;
  for (; i + size - 1 + B <= n; i += B) {
    uint64_t mask = V::eq8_mask(V::load(h + i + pick.first), first) &
                    V::eq8_mask(V::load(h + i + pick.second), second);
    while (mask != 0) {
      const std::size_t at = i + static_cast<std::size_t>(countr_zero64(mask));
      if (std::memcmp(h + at, m, size) == 0) return {at, at};
      verified += size;
      mask &= mask - 1;
    }
    if (verified > 2 * (i + B) + allowance) return {FindResult::kNone, i + B};
  }
  return {FindResult::kNone, i};
}

}  // namespace kernel
