// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to wtf8 (the :simd target). The shared vector algorithms, written once over the vector
// interface `V` (vector.h states each operation's contract) and included by every ISA file
// (x86_sse4.cc, x86_avx2.cc, x86_avx512.cc, arm_neon.cc) INSIDE its target region
// (target_region.h), so every function here is compiled for that ISA only and never shared with
// callers on older CPUs. No include guard on purpose. The pieces here are partial: each stops at
// a point the scalar code may continue from; vector_ops-inl.h makes them complete operations.

namespace kernel {

// ---- validation: the lookup algorithm (Keiser & Lemire, "Validating UTF-8 In Less Than One
// Instruction Per Byte", 2021), three 16-entry tables indexed by the high and low nibbles of the
// previous byte and the high nibble of the current one. One set of tables serves both flavors: a
// surrogate's second byte (ED A0..BF) is flagged with the kSurrogate bit alone, which is an error
// in UTF-8; WTF-8 accepts it, so a block whose only flags are kSurrogate bits passes after a
// second look (allow_surrogates) that clears them and instead rejects a lead surrogate sequence
// directly followed by a trail surrogate sequence (WTF-8 §6). Text without lone surrogates never
// takes that second look, so WTF-8 costs what UTF-8 costs.

constexpr uint8_t kTooShort = 1 << 0;      // lead or ASCII, then a lead or ASCII where 10xxxxxx due
constexpr uint8_t kTooLong = 1 << 1;       // ASCII, then a continuation
constexpr uint8_t kOverlong3 = 1 << 2;     // E0 80..9F
constexpr uint8_t kTooLarge = 1 << 3;      // F4 90..BF, F5..FF 90..BF
constexpr uint8_t kSurrogate = 1 << 4;     // ED A0..BF
constexpr uint8_t kOverlong2 = 1 << 5;     // C0, C1 then a continuation
constexpr uint8_t kTooLarge1000 = 1 << 6;  // F5..FF 80..8F
constexpr uint8_t kOverlong4 = 1 << 6;     // F0 80..8F
constexpr uint8_t kTwoConts = 1 << 7;      // a continuation after a continuation (maybe fine)
constexpr uint8_t kCarry = kTooShort | kTooLong | kTwoConts;

alignas(16) constexpr uint8_t kByte1High[16] = {
    kTooLong,
    kTooLong,
    kTooLong,
    kTooLong,
    kTooLong,
    kTooLong,
    kTooLong,
    kTooLong,  // 0xxx
    kTwoConts,
    kTwoConts,
    kTwoConts,
    kTwoConts,                                            // 10xx
    kTooShort | kOverlong2,                               // C
    kTooShort,                                            // D
    kTooShort | kOverlong3 | kSurrogate,                  // E
    kTooShort | kTooLarge | kTooLarge1000 | kOverlong4};  // F

constexpr uint8_t kLarge = kCarry | kTooLarge | kTooLarge1000;
alignas(16) constexpr uint8_t kByte1Low[16] = {kCarry | kOverlong3 | kOverlong2 | kOverlong4,  // x0
                                               kCarry | kOverlong2,                            // x1
                                               kCarry,
                                               kCarry,              // x2, x3
                                               kCarry | kTooLarge,  // x4
                                               kLarge,
                                               kLarge,
                                               kLarge,
                                               kLarge,
                                               kLarge,
                                               kLarge,
                                               kLarge,
                                               kLarge,               // x5..xC
                                               kLarge | kSurrogate,  // xD
                                               kLarge,
                                               kLarge};  // xE, xF

constexpr uint8_t kCont = kTooLong | kOverlong2 | kTwoConts;
alignas(16) constexpr uint8_t kByte2High[16] = {
    kTooShort,
    kTooShort,
    kTooShort,
    kTooShort,
    kTooShort,
    kTooShort,
    kTooShort,
    kTooShort,
    kCont | kOverlong3 | kTooLarge1000 | kOverlong4,  // 8x
    kCont | kOverlong3 | kTooLarge,                   // 9x
    kCont | kSurrogate | kTooLarge,                   // Ax
    kCont | kSurrogate | kTooLarge,                   // Bx
    kTooShort,
    kTooShort,
    kTooShort,
    kTooShort};  // Cx..Fx

template <class V>
struct Validator {
  using T = typename V::T;
  // The bytes 1, 2, 3 and 4 positions before each lane of a block.
  struct Before {
    T b1, b2, b3, b4;
  };

  T byte1_high, byte1_low, byte2_high;

  Validator()
      : byte1_high(V::table(kByte1High)),
        byte1_low(V::table(kByte1Low)),
        byte2_high(V::table(kByte2High)) {}

  // The bytes before `in`, from the block before it (zero before the input: as if ASCII).
  WTF8_SIMD_INLINE static Before before(T in, T prev) {
    return {V::template prev<1>(in, prev), V::template prev<2>(in, prev),
            V::template prev<3>(in, prev), V::template prev<4>(in, prev)};
  }
  // The bytes before the block at q, loaded from memory (q[-4] must be readable).
  WTF8_SIMD_INLINE static Before before_at(const char* q) {
    return {V::load(q - 1), V::load(q - 2), V::load(q - 3), V::load(q - 4)};
  }

  // Nonzero bytes where `in` breaks RFC 3629; at a surrogate's second byte exactly kSurrogate.
  WTF8_SIMD_INLINE T errors(T in, const Before& b) const {
    const T special = V::and_(V::and_(V::lookup16(byte1_high, V::shr4(b.b1)),
                                      V::lookup16(byte1_low, V::and_(b.b1, V::set1(0x0F)))),
                              V::lookup16(byte2_high, V::shr4(in)));
    // Bytes 2 and 3 after a 3- or 4-byte lead must be continuations (the kTwoConts bit).
    const T must23 =
        V::or_(V::subs_u8(b.b2, V::set1(0xE0 - 0x80)), V::subs_u8(b.b3, V::set1(0xF0 - 0x80)));
    return V::xor_(V::and_(must23, V::set1(0x80)), special);
  }

  // `err` (errors() of `in`) for WTF-8: surrogates allowed, except a lead surrogate sequence
  // directly followed by a trail one (ED A0..AF xx ED B0..BF), flagged at its B0..BF byte.
  WTF8_SIMD_INLINE static T allow_surrogates(T err, T in, const Before& b) {
    const T ed = V::set1(0xED);
    const T pair = V::and_(V::and_(V::eq8(b.b4, ed), V::eq8(b.b1, ed)),
                           V::and_(V::eq8(V::and_(b.b3, V::set1(0xF0)), V::set1(0xA0)),
                                   V::eq8(V::and_(in, V::set1(0xF0)), V::set1(0xB0))));
    return V::or_(V::and_(err, V::set1(static_cast<uint8_t>(~kSurrogate))), pair);
  }

  // Whether `in` (with the bytes before it) is valid: no flags, or for WTF-8 only surrogates.
  WTF8_SIMD_INLINE bool valid(T in, const Before& b, bool wtf8) const {
    const T err = errors(in, b);
    return !V::any(err) || (wtf8 && !V::any(allow_surrogates(err, in, b)));
  }

  // Nonzero when `in` ends inside a sequence (a lead in the last 1, 2 or 3 bytes too long to end
  // there).
  WTF8_SIMD_INLINE static T incomplete(T in) { return V::subs_u8(in, V::incomplete_max()); }

  // One step of the block loop: whether the two blocks at q, after *prev (the block before
  // them), are valid; moves *prev and *prev_incomplete (the cut-off test of the last block) on.
  // The flags of both blocks are tested at once; WTF-8's second look, which needs each block's
  // own, computes them again (it is rare: only blocks holding a lone surrogate take it). Keeping
  // them for it instead measured slower (registers).
  WTF8_SIMD_INLINE bool step_valid(const char* q, T* prev, T* prev_incomplete, bool wtf8) const {
    const T a = V::load(q);
    const T b = V::load(q + V::kBytes);
    const T before_block = *prev;
    const T err = V::or_(errors(a, before(a, before_block)), errors(b, before(b, a)));
    *prev = b;
    *prev_incomplete = incomplete(b);
    if (WTF8_PREDICT_TRUE(!V::any(err))) return true;
    return wtf8 && valid(a, before(a, before_block), true) && valid(b, before(b, a), true);
  }
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

// Whether p[0, n) (0 < n < kBytes) is valid UTF-8, or with `wtf8` WTF-8: one partial vector, the
// zeros past the end standing for ASCII (so a sequence cut off by the end is caught as one cut off
// by ASCII), ASCII accepted on sight.
template <class V>
WTF8_SIMD_INLINE bool valid_short(const char* p, std::size_t n, bool wtf8) {
  using Check = Validator<V>;
  const typename V::T in = V::load_partial(p, n);
  if (!V::any(V::and_(in, V::set1(0x80)))) return true;
  return Check().valid(in, Check::before(in, V::zero()), wtf8);
}

// Validates p[0, n) as UTF-8, or with `wtf8` as WTF-8: returns n when it is valid, else a
// position before the first error from which the scalar validator may resume (resume_point).
// Two blocks per step, a pair of ASCII blocks after a complete sequence skipped at once. The
// bytes after the last whole block: where the ISA has masked loads (V::kMaskedLoads), one more
// block loaded with zeros past the end (ASCII, so a sequence cut off by the end is caught as one
// cut off by ASCII); elsewhere a block loaded to end at p[n], overlapping blocks already checked,
// with the bytes before it loaded from memory too. Inputs shorter than a block: valid_short.
template <class V>
std::size_t valid_prefix(const char* p, std::size_t n, bool wtf8) {
  using T = typename V::T;
  using Check = Validator<V>;
  constexpr std::size_t B = V::kBytes;
  const Check check;
  if (n < B) return n != 0 && valid_short<V>(p, n, wtf8) ? n : 0;
  T prev = V::zero();
  T prev_incomplete = V::zero();
  std::size_t i = 0;
  if (n >= 2 * B) {
    // The first step at p, then the steps from the first block boundary past p + B, the block
    // before it reloaded as `prev` (bytes already checked, some checked twice): the loop's loads
    // are aligned wherever the caller's bytes are (unaligned, every other AVX2 load may cross a
    // cache line: the _ls rows on input at 48 mod 64 gained 5% from this on Zen 3).
    if (V::any(V::and_(V::or_(V::load(p), V::load(p + B)), V::set1(0x80))) &&
        !check.step_valid(p, &prev, &prev_incomplete, wtf8)) {
      return resume_point(p, 0, wtf8);
    }
    i = 2 * B - (reinterpret_cast<uintptr_t>(p) & (B - 1));
    prev = V::load(p + i - B);
    prev_incomplete = Check::incomplete(prev);
  }
  // `i + 2 * B <= n` (no overflow: n is an object's size), not `n - i >= 2 * B`: GCC keeps the
  // former as lea, cmp, and the ASCII skip below at 12 instructions a step, one fewer.
  for (; i + 2 * B <= n; i += 2 * B) {
    const T a = V::load(p + i);
    const T b = V::load(p + i + B);
    if (!V::any(V::or_(V::and_(V::or_(a, b), V::set1(0x80)), prev_incomplete))) {
      prev = b;
      continue;  // 2B ASCII bytes after a complete sequence
    }
    if (!check.step_valid(p + i, &prev, &prev_incomplete, wtf8)) return resume_point(p, i, wtf8);
  }
  if (n - i >= B) {
    const T a = V::load(p + i);
    if (!check.valid(a, Check::before(a, prev), wtf8)) return resume_point(p, i, wtf8);
    prev = a;
    prev_incomplete = Check::incomplete(a);
    i += B;
  }
  if (i == n) return V::any(prev_incomplete) ? resume_point(p, i, wtf8) : n;
  if constexpr (V::kMaskedLoads) {
    const T in = V::load_partial(p + i, n - i);
    return check.valid(in, Check::before(in, prev), wtf8) ? n : resume_point(p, i, wtf8);
  } else {
    // The block ending at p[n] starts at least 4 bytes in (its bytes before are loaded from
    // there) unless n < B + 4: then the scalar validator takes the last few bytes.
    if (n < B + 4) return resume_point(p, i, wtf8);
    const char* q = p + n - B;
    const T in = V::load(q);
    if (!check.valid(in, Check::before_at(q), wtf8) || V::any(Check::incomplete(in))) {
      return resume_point(p, i, wtf8);
    }
    return n;
  }
}

// ---- UTF-16 -> WTF-8 -----------------------------------------------------------------------

// UTF-16 units read from bytes in byte order kOrder (kernels.h: utf16_bytes_to_utf8): vectors of
// V::kBytes / 2 units loaded at any address, their bytes swapped into native lanes for
// big-endian input, and single units put together from their two bytes. The loops of
// utf16_to_wtf8 read their char16_t input through Utf16Bytes<V, ByteOrder::kLittle> too (the
// vector tables exist on little-endian machines only), so both operations share one loop per ISA.
template <class V, ByteOrder kOrder>
struct Utf16Bytes {
  static constexpr ByteOrder kByteOrder = kOrder;
  static constexpr bool kSwap = kOrder == ByteOrder::kBig;
  WTF8_SIMD_INLINE static typename V::T load(const char* p) {
    return kSwap ? V::swap16(V::load(p)) : V::load(p);
  }
  WTF8_SIMD_INLINE static uint16_t unit(const char* p, std::size_t i) {
    return scalar::utf16_unit_at<kOrder>(p, i);
  }
};

// The plain loop: 2U ASCII units are narrowed at once; a block with anything else goes to the
// scalar code (which keeps, replaces or stops at lone surrogates as kLone says), cut so that it
// never ends between a lead and a trail surrogate. Stops where the output capacity runs out,
// never inside a pair, and with kStop at a lone surrogate (in[read]: `lone` set).
template <class V, class In, LoneMode kLone>
Utf16Conversion utf16_ascii_blocks(const char* in, std::size_t n, char* out, std::size_t capacity) {
  using T = typename V::T;
  constexpr std::size_t U = V::kBytes / 2;  // units per vector
  std::size_t i = 0;
  std::size_t w = 0;
  bool lone = false;
  while (i + 2 * U <= n && capacity - w >= 2 * U) {
    const T a = In::load(in + 2 * i);
    const T b = In::load(in + 2 * (i + U));
    if (!V::any(V::and_(V::or_(a, b), V::set1_16(0xFF80)))) {
      V::store(out + w, V::pack_u16_to_u8(a, b));  // 2U ASCII units -> 2U bytes
      i += 2 * U;
      w += 2 * U;
      continue;
    }
    std::size_t end = i + 2 * U;
    if (end < n && is_lead_surrogate(In::unit(in, end - 1))) --end;
    const Utf16Conversion r = scalar::utf16_bytes_to_utf8<In::kByteOrder, kLone>(
        in + 2 * i, end - i, out + w, capacity - w);
    i += r.read;
    w += r.written;
    lone |= r.lone;
    if (i != end) break;  // the output is full, or (kStop) a lone surrogate is next
  }
  return {i, w, lone};
}

// The exact WTF-8 length of in[0, n) (complete).
template <class V>
std::size_t wtf8_length_of_utf16(const char16_t* in, std::size_t n) {
  using T = typename V::T;
  constexpr std::size_t U = V::kBytes / 2;
  constexpr unsigned kUnitBits = 2u << V::kMaskShift;  // mask bits from one unit to the next
  constexpr unsigned kLastBit = (V::kBytes - 1) << V::kMaskShift;
  // Mask bits come two per unit (one per byte). `zeros`: lanes below U+0080 and below U+0800
  // (each unit that is not is one more byte); `pairs`: lead-trail pairs (each saves 2 bytes: 4,
  // not 3 + 3). A pair across a block edge is found from the last block's lead bit (`carry`).
  std::size_t small = 0;
  std::size_t pairs = 0;
  unsigned carry = 0;
  std::size_t i = 0;
  for (; i + U <= n; i += U) {
    const T u = V::load(in + i);
    const T zero = V::zero();
    small += V::count8(V::eq16(V::and_(u, V::set1_16(0xFF80)), zero));
    small += V::count8(V::eq16(V::and_(u, V::set1_16(0xF800)), zero));
    const T ten = V::and_(u, V::set1_16(0xFC00));
    const auto lead = V::mask8(V::eq16(ten, V::set1_16(0xD800)));
    const auto trail = V::mask8(V::eq16(ten, V::set1_16(0xDC00)));
    pairs += V::popcount_mask(lead & (trail >> kUnitBits)) + 2 * (carry & trail & 1);
    carry = static_cast<unsigned>((lead >> kLastBit) & 1);
  }
  // Bytes: 3 per unit, less one per unit below U+0800 and one more below U+0080.
  std::size_t len = 3 * i - small / 2 - pairs + scalar::wtf8_length_of_utf16(in + i, n - i);
  if (carry && i < n && is_trail_surrogate(in[i])) len -= 2;  // a pair across i
  return len;
}

// Units widened to 32-bit lanes, each lane's WTF-8 bytes in its low bytes (WTF-8 §4.2 then
// §6.1): 1 to 3 bytes, except that a surrogate pair is split over its two lanes, the lead's
// lane holding the 4-byte sequence's first two bytes and the trail's lane its last two. `wp`
// and `wn` are the units before and after each lane, which decide pairing (only read with
// `surrogates`); a surrogate without its partner is encoded alone (3 bytes). `non_ascii`: lanes
// with more than one byte; `three`: lanes with three. Used by AVX-512, which packs the lanes
// with vpcompressb; AVX2 and NEON pack through tables and encode in 16-bit lanes instead, which
// measured (AVX2) and modeled (NEON) faster there. `lone`: the lone surrogates' lanes (found with
// the pairs), which hold their own 3 bytes (kKeep, kStop: the caller stops before the block) or
// EF BF BD, U+FFFD (kReplace). `W` provides T, M (a lane condition), set, and_, or_, add, shl<k>,
// shr<k>, gt(T, uint32_t) -> M, eq(T, T) -> M, both(M, M) -> M, either(M, M) -> M,
// but_not(M, M) -> M, none() -> M and blend(M, if_not, if_so).
template <class W>
struct LaneBytes {
  typename W::T bytes;
  typename W::M non_ascii;
  typename W::M three;
  typename W::M lone;
};
template <class W, LoneMode kLone = LoneMode::kKeep>
WTF8_SIMD_INLINE LaneBytes<W> utf16_lane_bytes(typename W::T w, typename W::T wp, typename W::T wn,
                                               bool surrogates) {
  using T = typename W::T;
  const T cont_lo = W::or_(W::and_(w, W::set(0x3F)), W::set(0x80));
  const T two = W::or_(W::or_(W::template shr<6>(w), W::set(0xC0)), W::template shl<8>(cont_lo));
  const T mid = W::or_(W::and_(W::template shr<6>(w), W::set(0x3F)), W::set(0x80));
  const T three = W::or_(W::or_(W::template shr<12>(w), W::set(0xE0)),
                         W::or_(W::template shl<8>(mid), W::template shl<16>(cont_lo)));
  LaneBytes<W> r;
  r.non_ascii = W::gt(w, 0x7F);
  r.three = W::gt(w, 0x7FF);
  r.bytes = W::blend(r.non_ascii, w, W::blend(r.three, two, three));
  r.lone = W::none();
  if (surrogates) {
    const T ten = W::set(0xFC00);
    const auto lead_paired =
        W::both(W::eq(W::and_(w, ten), W::set(0xD800)), W::eq(W::and_(wn, ten), W::set(0xDC00)));
    const auto trail_paired =
        W::both(W::eq(W::and_(w, ten), W::set(0xDC00)), W::eq(W::and_(wp, ten), W::set(0xD800)));
    // Lead lane: F0 | cp >> 18 and 80 | (cp >> 12 & 3F), where cp >> 12 = (lead >> 2 & FF) + 10.
    const T top = W::add(W::and_(W::template shr<2>(w), W::set(0xFF)), W::set(0x10));
    const T lead_bytes =
        W::or_(W::or_(W::template shr<6>(top), W::set(0xF0)),
               W::template shl<8>(W::or_(W::and_(top, W::set(0x3F)), W::set(0x80))));
    // Trail lane: 80 | (cp >> 6 & 3F), with bits 10-11 of cp from the lead, and 80 | (cp & 3F).
    const T third = W::or_(W::or_(W::template shl<4>(W::and_(wp, W::set(3))),
                                  W::and_(W::template shr<6>(w), W::set(0x0F))),
                           W::set(0x80));
    const T trail_bytes = W::or_(third, W::template shl<8>(cont_lo));
    r.bytes = W::blend(trail_paired, W::blend(lead_paired, r.bytes, lead_bytes), trail_bytes);
    r.three = W::but_not(r.three, W::either(lead_paired, trail_paired));
    if (kLone != LoneMode::kKeep) {
      const auto surrogate = W::eq(W::and_(w, W::set(0xF800)), W::set(0xD800));
      r.lone = W::but_not(surrogate, W::either(lead_paired, trail_paired));
      if (kLone == LoneMode::kReplace) r.bytes = W::blend(r.lone, r.bytes, W::set(0xBDBFEF));
    }
  }
  return r;
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
WTF8_SIMD_INLINE typename L::T units_at_every_byte(typename L::T b0, typename L::T b1,
                                                   typename L::T b2, typename L::M after_four) {
  using T = typename L::T;
  const T c1 = L::and_(b1, L::set(0x3F));
  const T c2 = L::and_(b2, L::set(0x3F));
  const T low12 = L::or_(L::template shl<6>(c1), c2);
  T r = b0;  // ASCII
  r = L::blend(L::gt(b0, 0x7F), r, L::or_(L::template shl<6>(L::and_(b0, L::set(0x1F))), c1));
  r = L::blend(L::gt(b0, 0xDF), r, L::or_(L::template shl<12>(b0), low12));  // 1110xxxx: top 4
  // 4-byte lead: the lead surrogate 0xD800 + ((cp - 0x10000) >> 10) = 0xD7C0 + (cp >> 10).
  const T cp_high =
      L::or_(L::or_(L::template shl<8>(L::and_(b0, L::set(0x07))), L::template shl<2>(c1)),
             L::template shr<4>(c2));
  r = L::blend(L::gt(b0, 0xEF), r, L::add(cp_high, L::set(0xD7C0)));
  r = L::blend(after_four, r, L::or_(L::and_(low12, L::set(0x3FF)), L::set(0xDC00)));
  return r;
}

// Packing of eight 16-bit lanes: entry m moves the lanes whose bit is set in m to the front
// (indices for a 16-byte table lookup; 0x80 selects zero on x86, and any index >= 16 on NEON).
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
alignas(64) inline constexpr LanePack kLanePack = make_lane_pack();

// The block loops stop at a block edge, which may fall inside a sequence whose units were all
// written except, after a 4-byte lead in the block's last byte, the trail surrogate. Writes that
// unit if it fits (else takes the lead's unit back and stops before the lead) and moves `i` to
// the next sequence start. The units are UTF-16 in kOrder at the bytes `out` (`w` counts units).
template <ByteOrder kOrder>
inline void finish_last_sequence(const char* in, std::size_t n, std::size_t* i, std::size_t* w,
                                 char* out, std::size_t capacity) {
  if (*i == 0 || *i >= n) return;
  if (static_cast<uint8_t>(in[*i - 1]) >= 0xF0) {
    if (*w == capacity || *i + 2 >= n) {  // no room (or, in ill-formed input, no third byte)
      --*i;
      --*w;
      return;
    }
    const uint32_t b2 = static_cast<uint8_t>(in[*i + 1]) & 0x0F;
    const uint32_t b3 = static_cast<uint8_t>(in[*i + 2]) & 0x3F;
    scalar::put_utf16_unit<kOrder>(out, (*w)++, 0xDC00 | (b2 << 6) | b3);
  }
  while (*i < n && is_continuation_byte(static_cast<uint8_t>(in[*i]))) ++*i;
}

// ---- WTF-8 -> UTF-32 -----------------------------------------------------------------------

// Every byte position p of a block gets, in a 32-bit lane, the code point a sequence starting at
// p would decode to (WTF-8 §6.2), from `w`: the bytes at p, p + 1, p + 2 and p + 3 in the lane's
// bytes 0..3 (b0 lowest). All four lengths are computed at once: the lead byte in full and the
// next three bytes' low six bits are merged into one value, b0 << 18 | c1 << 12 | c2 << 6 | c3,
// whose low bits hold the code point of a 4-byte sequence and, shifted right by 6, 12 or 18,
// that of a 3-, 2- or 1-byte one; the lead byte's length bits above the payload are then shifted
// out to the left. Both shift counts come from the lead byte's high nibble (kUtf32Left and
// kUtf32Right). Lone surrogates (ED A0..BF xx) fall out of the 3-byte formula. Lanes at
// continuation bytes hold garbage that the caller's packing drops. `Q` provides T, set(uint32_t),
// and_, xor_, shr4(a) (each lane shifted right by 4), lookup16 (vector.h's, within 16-byte
// parts; an index byte of 0 gives the table's entry 0), merge6(a) (lane bytes [b0 c1 c2 c3] to
// b0 << 18 | c1 << 12 | c2 << 6 | c3, with b0 < 0x100 and c1..c3 < 0x40), and shl_var(a, n),
// shr_var(a, n) (each lane shifted by the count in the same lane of n, 0..31).
//
// The tables are indexed by the high nibble of the lead byte XOR 8, so that index 0 is a
// continuation byte's nibble (8): the lookups' lanes have index 0 in bytes 1..3 and must get a
// count of 0 there.
alignas(16) constexpr uint8_t kUtf32Left[16] = {
    0,  0, 0, 0,               // 8..B: continuation bytes (dropped)
    9,  9,                     // C, D: 110xxxxx, the payload's 11 bits are bits 12..22
    10,                        // E: 1110xxxx, 16 bits from bit 6
    11,                        // F: 11110xxx, 21 bits from bit 0
    0,  0, 0, 0, 0, 0, 0, 0};  // 0..7: ASCII, b0 is bits 18..24
alignas(16) constexpr uint8_t kUtf32Right[16] = {0,  0,  0,  0,  21, 21, 16, 11,
                                                 18, 18, 18, 18, 18, 18, 18, 18};

template <class Q>
WTF8_SIMD_INLINE typename Q::T code_points_at_every_byte(typename Q::T w) {
  using T = typename Q::T;
  const T merged = Q::merge6(Q::and_(w, Q::set(0x3F3F3FFF)));
  const T index = Q::xor_(Q::and_(Q::shr4(w), Q::set(0x0F)), Q::set(0x08));
  const T left = Q::lookup16(Q::table(kUtf32Left), index);
  const T right = Q::lookup16(Q::table(kUtf32Right), index);
  return Q::shr_var(Q::shl_var(merged, left), right);
}

// The last bytes of an input for a vector step that reads `reads` bytes: in[i, i + have) (have =
// min(n - i, reads)) at padded[B] with zeros after it, `padded` (B + reads + B bytes, B =
// V::kBytes) zeroed by the caller. Whole vectors from the front, then one that ends at the
// input's end (it may start before i, into padded[0, B), which is not read): no memcpy call.
template <class V>
WTF8_SIMD_INLINE void padded_copy(const char* in, std::size_t i, std::size_t n, std::size_t reads,
                                  char* padded) {
  constexpr std::size_t B = V::kBytes;
  const std::size_t have = n - i < reads ? n - i : reads;
  std::size_t k = 0;
  for (; k + B <= have; k += B) V::store(padded + B + k, V::load(in + i + k));
  if (k < have) {
    if (i + have >= B) {
      V::store(padded + have, V::load(in + i + have - B));
    } else {
      std::memcpy(padded + B + k, in + i + k, have - k);  // an input shorter than a vector
    }
  }
}

// Blocks::wtf8_to_utf32 built from a block step. `Step` provides kBytes (S, the positions a
// step decodes), kReads (the bytes it reads from p, at least S + 3), kSpill (how many units past
// its count a step may write, inside q[0, S)) and decode(p, q) -> std::size_t, which writes the
// code points of the sequences that start in p[0, S) to q, in order, and returns how many.
// Whole-sequence input (no split halves); complete: the scalar code finishes where the room is
// short.
//
// Steps run in place while they can read kReads bytes and, unless `scratch`, while the bytes
// after them hold at least kSpill code points (4 bytes each at most), which write over their
// spill. The last bytes go through a zero-padded copy (each zero is a one-byte sequence decoded
// after the real ones, so the count drops them), made with vector loads that end at the input's
// end rather than a memcpy; their code points are stored in place with `scratch` and room for
// a step, else through a local array, copied out exactly.
template <class V, class Step>
Conversion wtf8_to_utf32_steps(const char* in, std::size_t n, char32_t* out, std::size_t capacity,
                               bool scratch) {
  constexpr std::size_t S = Step::kBytes;
  constexpr std::size_t B = V::kBytes;
  const std::size_t in_place =
      scratch || Step::kReads > S + 4 * Step::kSpill ? Step::kReads : S + 4 * Step::kSpill;
  std::size_t i = 0;
  std::size_t w = 0;
  while (n - i >= in_place && capacity - w >= S) {
    w += Step::decode(in + i, out + w);
    i += S;  // possibly inside the last sequence: the next step skips its continuation bytes
  }
  while (i < n) {
    if (is_continuation_byte(static_cast<uint8_t>(in[i]))) {
      ++i;  // the rest of a sequence begun in the last step starts nothing
      continue;
    }
    alignas(64) char padded[B + Step::kReads + B] = {};
    padded_copy<V>(in, i, n, Step::kReads, padded);
    const std::size_t real = n - i < S ? n - i : S;
    if (scratch && capacity - w >= S) {
      w += Step::decode(padded + B, out + w) - (S - real);
    } else {
      alignas(64) char32_t units[S];
      const std::size_t count = Step::decode(padded + B, units) - (S - real);
      if (count > capacity - w) break;
      std::memcpy(out + w, units, count * sizeof(char32_t));
      w += count;
    }
    i += real;
  }
  if (i == n) return {n, w};
  // Room for fewer code points than the next step gives: the scalar code goes on from the next
  // sequence start and stops exactly where the room ends.
  while (i < n && is_continuation_byte(static_cast<uint8_t>(in[i]))) ++i;
  const Conversion rest = scalar::wtf8_to_utf32_whole(in + i, n - i, out + w, capacity - w);
  return {i + rest.read, w + rest.written};
}

// Kernels::decode_window from a block step (see wtf8_to_utf32_steps): the window's steps run in
// place, as kWindowReads bytes are there. Each step writes inside out[w, w + S), and w is at most
// the step's offset (a start per position at most), so all of it lands inside out[0, 64).
template <class V, class Step>
std::size_t decode_window_steps(const char* in, char32_t* out) {
  static_assert(kWindowBytes % Step::kBytes == 0, "whole steps");
  static_assert(kWindowBytes - Step::kBytes + Step::kReads <= kWindowReads, "reads in bounds");
  std::size_t w = 0;
  for (std::size_t i = 0; i < kWindowBytes; i += Step::kBytes) w += Step::decode(in + i, out + w);
  return w;
}

// ---- counting --------------------------------------------------------------------------------

// The last r lanes of a vector (0 < r < kBytes) as a lane condition: a window into 64 clear bytes
// followed by 64 set ones.
alignas(64) inline constexpr struct TailWindow {
  uint8_t b[128];
  constexpr TailWindow() : b() {
    for (int k = 64; k < 128; ++k) b[k] = 0xFF;
  }
} kTailWindow{};
template <class V>
WTF8_SIMD_INLINE typename V::T last_lanes(std::size_t r) {
  return V::load(kTailWindow.b + 64 - V::kBytes + r);
}

// Counts the bytes of p[0, n) of W::kKinds kinds. `W::add(c, v)` adds to c[k] in each byte lane
// of v its weight as kind k (at most W::kMaxWeight; a lane condition is -1, so subtracting one
// adds one), `W::add_masked(c, v, m)` only in the lanes of lane condition m;
// `W::total(sums, bytes)` combines the counts of `bytes` bytes into the result, and
// `W::scalar(b)` gives one byte's share of it. Per vector a compare or a lookup and an addition
// into byte counters (two sets, for alternate vectors, so consecutive vectors do not wait on each
// other), summed across lanes before a counter can wrap: no bit mask and no popcount per vector.
// The last partial vector is loaded to end at p[n], its lanes before the rest masked off; inputs
// shorter than a vector go byte by byte.
template <class V, class W>
WTF8_SIMD_INLINE std::size_t count_bytes(const char* p, std::size_t n) {
  using T = typename V::T;
  constexpr std::size_t B = V::kBytes;
  constexpr int K = W::kKinds;
  if (n < B) {
    std::size_t total = 0;
    for (std::size_t i = 0; i < n; ++i) total += W::scalar(static_cast<uint8_t>(p[i]));
    return total;
  }
  std::size_t sums[K] = {};
  const auto sum_into = [&sums](const T* c) {
    for (int k = 0; k < K; ++k) sums[k] += V::sum8(c[k]);
  };
  std::size_t i = 0;
  while (n - i >= 4 * B) {
    // A counter takes at most 2 * W::kMaxWeight a step (four vectors, alternating between the
    // two sets).
    constexpr std::size_t kMaxSteps = 255 / (2 * W::kMaxWeight);
    std::size_t steps = (n - i) / (4 * B);
    if (steps > kMaxSteps) steps = kMaxSteps;
    T a[K], b[K];
    for (int k = 0; k < K; ++k) a[k] = b[k] = V::zero();
    for (; steps != 0; --steps, i += 4 * B) {
      W::add(a, V::load(p + i));
      W::add(b, V::load(p + i + B));
      W::add(a, V::load(p + i + 2 * B));
      W::add(b, V::load(p + i + 3 * B));
    }
    sum_into(a);
    sum_into(b);
  }
  T a[K];
  for (int k = 0; k < K; ++k) a[k] = V::zero();
  for (; n - i >= B; i += B) W::add(a, V::load(p + i));
  if (i < n) W::add_masked(a, V::load(p + n - B), last_lanes<V>(n - i));
  sum_into(a);
  return W::total(sums, n);
}

// Code points: the bytes that are not continuations (80..BF, the signed bytes below -64;
// compilers emit "less than a constant" as one compare, "greater than" may become two steps).
template <class V>
struct NonContinuations {
  using T = typename V::T;
  static constexpr int kKinds = 1;  // continuations
  static constexpr unsigned kMaxWeight = 1;
  WTF8_SIMD_INLINE static void add(T* c, T v) { c[0] = V::count_lt_i8(c[0], v, V::set1(0xC0)); }
  WTF8_SIMD_INLINE static void add_masked(T* c, T v, T m) {
    c[0] = V::sub8(c[0], V::and_(V::gt_i8(V::set1(0xC0), v), m));
  }
  static std::size_t total(const std::size_t* sums, std::size_t bytes) { return bytes - sums[0]; }
  static std::size_t scalar(uint8_t b) { return !is_continuation_byte(b); }
};

template <class V>
std::size_t count_non_continuation(const char* p, std::size_t n) {
  return count_bytes<V, NonContinuations<V>>(p, n);
}

// UTF-16 units by a byte's high nibble (a table lookup): one unless a continuation, two for a
// 4-byte lead (a surrogate pair). (Counting continuations and 4-byte leads with compares instead
// takes more instructions, and measured no faster on AVX2.)
alignas(16) inline constexpr uint8_t kUnitsByHighNibble[16] = {1, 1, 1, 1, 1, 1, 1, 1,
                                                               0, 0, 0, 0, 1, 1, 1, 2};
template <class V>
struct Units {
  using T = typename V::T;
  static constexpr int kKinds = 1;
  static constexpr unsigned kMaxWeight = 2;
  WTF8_SIMD_INLINE static T units(T v) {
    return V::lookup16(V::table(kUnitsByHighNibble), V::shr4(v));
  }
  WTF8_SIMD_INLINE static void add(T* c, T v) { c[0] = V::add8(c[0], units(v)); }
  WTF8_SIMD_INLINE static void add_masked(T* c, T v, T m) {
    c[0] = V::add8(c[0], V::and_(units(v), m));
  }
  static std::size_t total(const std::size_t* sums, std::size_t) { return sums[0]; }
  static std::size_t scalar(uint8_t b) { return !is_continuation_byte(b) + (b >= 0xF0); }
};

// One unit per sequence, two per 4-byte one (no split halves: the caller adjusts for those).
template <class V>
std::size_t utf16_units_of_sequences(const char* p, std::size_t n) {
  return count_bytes<V, Units<V>>(p, n);
}

// ---- surrogates ------------------------------------------------------------------------------

// The first canonical surrogate (ED A0..BF, with a third byte inside p[0, n)), or n.
template <class V>
std::size_t find_surrogate(const char* p, std::size_t n) {
  constexpr std::size_t B = V::kBytes;
  std::size_t i = 0;
  for (; i + B + 1 <= n; i += B) {
    const auto here = V::load(p + i);
    const auto next = V::load(p + i + 1);
    if (!V::any(V::eq8(here, V::set1(0xED)))) continue;
    const auto hit =
        V::and_(V::eq8(here, V::set1(0xED)), V::eq8(V::and_(next, V::set1(0xE0)), V::set1(0xA0)));
    const auto mask = V::mask8(hit);
    if (mask != 0) {
      const std::size_t at = i + (static_cast<std::size_t>(countr_zero64(mask)) >> V::kMaskShift);
      return at + 3 <= n ? at : n;  // later candidates would be cut off too
    }
  }
  return i + scalar::find_surrogate(p + i, n - i);
}

// The blocks of copy_utf8_lossy: copies whole blocks of in to out, each canonical surrogate
// starting in them written as U+FFFD (EF BF BD), and the first *carry_io bytes as the end of a
// replacement begun before `in`; returns the bytes done, with *carry_io the bytes of a
// replacement that lie past them. Replacements are made in a copy of the
// block before it is written, so every block can be streamed, no line is written twice, and
// out may be in (a block is loaded before it is stored, and the byte after a block, read to
// classify an ED at its end, is not yet written). kStream: every block is stored non-temporally
// (out aligned to kBytes). A loop per kind of store, chosen once: deciding per block, with a
// "streamed" flag for the fence, GCC kept the flag on the stack and stored it on every block,
// a second store beside each non-temporal one (to_utf8_lossy on 16 MiB x0.72-0.88 of 2a445d3).
template <class V, bool kStream>
WTF8_SIMD_INLINE std::size_t copy_lossy_loop(const char* in, std::size_t n, char* out,
                                             std::size_t* carry_io) {
  constexpr std::size_t B = V::kBytes;
  std::size_t carry = *carry_io;
  std::size_t i = 0;
  for (; i + B <= n; i += B) {
    auto block = V::load(in + i);
    auto ed = V::eq8_mask(block, V::set1(0xED));
    if (WTF8_PREDICT_FALSE(ed != 0 || carry != 0)) {
      alignas(64) char fixed[B];
      V::store(fixed, block);
      std::memcpy(fixed, kReplacementUtf8 + 3 - carry, carry);
      carry = 0;
      for (; ed != 0; ed &= ed - 1) {
        const std::size_t at = static_cast<std::size_t>(countr_zero64(ed)) >> V::kMaskShift;
        // ED A0..BF is a surrogate; ED 80..9F is U+D000..U+D7FF and stays.
        if (i + at + 1 >= n || static_cast<uint8_t>(in[i + at + 1]) < 0xA0) continue;
        const std::size_t inside = B - at < 3 ? B - at : 3;
        std::memcpy(fixed + at, kReplacementUtf8, inside);
        carry = 3 - inside;
      }
      block = V::load(fixed);
    }
    if constexpr (kStream) {
      V::stream(out + i, block);
    } else {
      V::store(out + i, block);
    }
  }
  if constexpr (kStream) {
    if (i != 0) V::fence();  // order the non-temporal stores before anything that follows
  }
  *carry_io = carry;
  return i;
}

template <class V>
std::size_t copy_lossy_blocks(const char* in, std::size_t n, char* out, bool stream,
                              std::size_t* carry_io) {
  if (stream && reinterpret_cast<uintptr_t>(out) % V::kBytes == 0) {
    return copy_lossy_loop<V, true>(in, n, out, carry_io);
  }
  return copy_lossy_loop<V, false>(in, n, out, carry_io);
}

// ---- search ----------------------------------------------------------------------------------

// The lanes k >= `from` of a bit mask (from < kBytes).
template <class V>
uint64_t lanes_from(std::size_t from) {
  return ~uint64_t{0} << (from << V::kMaskShift);
}

template <class V>
FindResult find_prefiltered(const char* h, std::size_t n, const char* m, std::size_t size,
                            NeedleBytes pick) {
  using T = typename V::T;
  constexpr std::size_t B = V::kBytes;
  // Too short for one block: the positions one at a time.
  if (n < size - 1 + B) return scalar::find_prefiltered(h, n, m, size, pick);
  const T first = V::set1(static_cast<uint8_t>(m[pick.first]));
  const T second = V::set1(static_cast<uint8_t>(m[pick.second]));
  const char* const at_first = h + pick.first;
  const char* const at_second = h + pick.second;
  // The positions of [at, at + B) where both picked bytes are in place, as a bit mask.
  const auto candidates = [&](std::size_t at) {
    return V::eq8_mask(V::load(at_first + at), first) &
           V::eq8_mask(V::load(at_second + at), second);
  };
  const std::size_t allowance = 16 * size;
  const std::size_t last = n - size + 1;  // positions [0, last) can hold the needle
  std::size_t verified = 0;
  std::size_t found = FindResult::kNone;
  // Verifies the candidates `mask` of the block at `at`: true when one is the needle (`found`).
  const auto verify = [&](std::size_t at, uint64_t mask) {
    for (; mask != 0; mask &= mask - 1) {
      const std::size_t p = at + (static_cast<std::size_t>(countr_zero64(mask)) >> V::kMaskShift);
      if (std::memcmp(h + p, m, size) == 0) {
        found = p;
        return true;
      }
      verified += size;
    }
    return false;
  };
  std::size_t i = 0;
  // Between occurrences of a needle in text most blocks have no candidate, so the loop is the
  // loads, the compares and one branch. Where compares give vectors (SSE4.2, AVX2, NEON) a step
  // covers two blocks: their lane conditions are combined and tested with one any(), and bit
  // masks are made only for a step with candidates. Where compares give bit masks (AVX-512's
  // mask registers, which V::kMaskedLoads stands for too) a step is one block: two blocks a step
  // measured slower there (bench/report.py's notes on find). A step with candidates verifies
  // them in order, then checks what verification has cost.
  constexpr bool kMaskCompares = V::kMaskedLoads;
  constexpr std::size_t kStep = kMaskCompares ? B : 2 * B;
  for (; i + kStep <= last; i += kStep) {
    uint64_t lo = 0, hi = 0;
    if constexpr (kMaskCompares) {
      lo = candidates(i);
      if (WTF8_PREDICT_TRUE(lo == 0)) continue;
    } else {
      const T a =
          V::and_(V::eq8(V::load(at_first + i), first), V::eq8(V::load(at_second + i), second));
      const T b = V::and_(V::eq8(V::load(at_first + i + B), first),
                          V::eq8(V::load(at_second + i + B), second));
      if (WTF8_PREDICT_TRUE(!V::any(V::or_(a, b)))) continue;
      lo = V::mask8(a);
      hi = V::mask8(b);
    }
    if (verify(i, lo) || (kStep > B && verify(i + B, hi))) return {found, found};
    if (verified > 2 * (i + kStep) + allowance) return {FindResult::kNone, i + kStep};
  }
  if (i + B <= last) {
    if (verify(i, candidates(i))) return {found, found};
    i += B;
  }
  if (i < last) {
    // One block ending at the last position, its lanes before i (verified already) dropped.
    const std::size_t end = last - B;
    if (verify(end, candidates(end) & lanes_from<V>(i - end))) return {found, found};
  }
  return {FindResult::kNone, last};
}

// One test of the pair filter (kernels.h, ByteTest) on one block: the lanes of positions
// [at, at + kBytes) that pass it, as a bit mask. Its kind, fixed at compile time, says which
// parts it needs, so the tests the search engine builds cost no more than they need.
enum class TestKind {
  kByte,      // h[i + offset] == value (mask FF, the second half the same)
  kMasked,    // (h[i + offset] & mask) == value (the second half the same)
  kEither,    // h[i + offset] is value or alt (no masks)
  kEitherAt,  // h[i + offset] == value or h[i + alt_offset] == alt (no masks)
  kGeneral,   // anything else
};

constexpr TestKind kind_of(const ByteTest& t) {
  const bool same_half = t.alt_offset == t.offset && t.alt_mask == t.mask && t.alt == t.value;
  if (same_half) return t.mask == 0xFF ? TestKind::kByte : TestKind::kMasked;
  if (t.mask != 0xFF || t.alt_mask != 0xFF) return TestKind::kGeneral;
  return t.alt_offset == t.offset ? TestKind::kEither : TestKind::kEitherAt;
}

template <class V, TestKind K>
struct TestLanes {
  using T = typename V::T;
  explicit TestLanes(const ByteTest& t)
      : offset(t.offset),
        alt_offset(t.alt_offset),
        mask(V::set1(t.mask)),
        value(V::set1(t.value)),
        alt_mask(V::set1(t.alt_mask)),
        alt(V::set1(t.alt)) {}

  uint64_t at(const char* p) const {
    T x = V::load(p + offset);
    if (K == TestKind::kMasked || K == TestKind::kGeneral) x = V::and_(x, mask);
    uint64_t m = V::eq8_mask(x, value);
    if (K == TestKind::kEither) m |= V::eq8_mask(x, alt);
    if (K == TestKind::kEitherAt || K == TestKind::kGeneral) {
      T y = V::load(p + alt_offset);
      if (K == TestKind::kGeneral) y = V::and_(y, alt_mask);
      m |= V::eq8_mask(y, alt);
    }
    return m;
  }

  std::size_t offset, alt_offset;
  T mask, value, alt_mask, alt;
};

template <class V, TestKind K1, TestKind K2>
struct PairTests {
  explicit PairTests(const PairFilter& f) : first(f.first), second(f.second) {}

  // The candidates among positions [p, p + kBytes).
  uint64_t at(const char* p) const {
    // The first test is the needle's least common byte (or L's first byte, rarer still in most
    // text), so usually no lane passes it. A second test of two loads is then skipped; one of a
    // single load costs less than the branch mispredicted on the blocks where a lane does pass
    // (measured on text with a lone surrogate every ~1000 bytes: 0.7x without the branch).
    const uint64_t m = first.at(p);
    if ((K2 == TestKind::kEitherAt || K2 == TestKind::kGeneral) && m == 0) return 0;
    return m & second.at(p);
  }

  TestLanes<V, K1> first;
  TestLanes<V, K2> second;
};

// find_candidate for inputs of at least span - 1 + kBytes bytes.
template <class V, class Tests>
std::size_t find_candidate_blocks(const char* h, std::size_t n, std::size_t span,
                                  const Tests& tests) {
  constexpr std::size_t B = V::kBytes;
  const std::size_t last = n - span + 1;  // candidates are [0, last)
  std::size_t i = 0;
  for (; i + B <= last; i += B) {
    const uint64_t mask = tests.at(h + i);
    if (mask != 0) return i + (static_cast<std::size_t>(countr_zero64(mask)) >> V::kMaskShift);
  }
  if (i < last) {
    // One block ending at the last position (its lanes before i were looked at and hold no
    // candidate).
    const std::size_t at = last - B;
    const uint64_t mask = tests.at(h + at);
    if (mask != 0) return at + (static_cast<std::size_t>(countr_zero64(mask)) >> V::kMaskShift);
  }
  return FindResult::kNone;
}

// rfind_candidate for inputs of at least span - 1 + kBytes bytes.
template <class V, class Tests>
std::size_t rfind_candidate_blocks(const char* h, std::size_t n, std::size_t span,
                                   const Tests& tests) {
  constexpr std::size_t B = V::kBytes;
  const auto highest = [](std::size_t at, uint64_t mask) {
    return at + (static_cast<std::size_t>(63 - countl_zero64(mask)) >> V::kMaskShift);
  };
  std::size_t end = n - span + 1;  // candidates [0, end) are left to look at
  for (; end >= B; end -= B) {
    const uint64_t mask = tests.at(h + end - B);
    if (mask != 0) return highest(end - B, mask);
  }
  if (end > 0) {
    // One block at 0 (its lanes from `end` on were looked at and hold no candidate).
    const uint64_t mask = tests.at(h);
    if (mask != 0) return highest(0, mask);
  }
  return FindResult::kNone;
}

template <class V, TestKind K1, TestKind K2>
std::size_t find_candidate_shaped(const char* h, std::size_t n, const PairFilter& f, bool reverse) {
  const PairTests<V, K1, K2> tests(f);
  return reverse ? rfind_candidate_blocks<V>(h, n, f.span, tests)
                 : find_candidate_blocks<V>(h, n, f.span, tests);
}

// find_candidate (reverse: rfind_candidate) for inputs of at least span - 1 + kBytes bytes. The
// shapes the search engine builds (src/search/searcher.cc) have their own loops: a byte and a
// byte, a byte and a masked byte, a byte and two values, two values and a byte, two values and
// two values at two offsets; anything else takes the general one.
template <class V>
std::size_t find_candidate(const char* h, std::size_t n, const PairFilter& f, bool reverse) {
  using K = TestKind;
  const K k1 = kind_of(f.first);
  const K k2 = kind_of(f.second);
  if (k1 == K::kByte) {
    if (k2 == K::kByte) return find_candidate_shaped<V, K::kByte, K::kByte>(h, n, f, reverse);
    if (k2 == K::kMasked) return find_candidate_shaped<V, K::kByte, K::kMasked>(h, n, f, reverse);
    if (k2 == K::kEither) return find_candidate_shaped<V, K::kByte, K::kEither>(h, n, f, reverse);
  } else if (k1 == K::kEither) {
    if (k2 == K::kByte) return find_candidate_shaped<V, K::kEither, K::kByte>(h, n, f, reverse);
    if (k2 == K::kEitherAt) {
      return find_candidate_shaped<V, K::kEither, K::kEitherAt>(h, n, f, reverse);
    }
  }
  return find_candidate_shaped<V, K::kGeneral, K::kGeneral>(h, n, f, reverse);
}

// ---- JSON stop bytes -------------------------------------------------------------------------

// The lanes of the bytes `a` that `kStops` stops at (kernels.h, find_json_stop) as a lane
// condition; `next` holds each lane's next byte (read for kQuoteJs only).
template <class V, JsonStops kStops>
WTF8_SIMD_INLINE typename V::T json_stop_lanes(typename V::T a, typename V::T next) {
  auto m = V::or_(V::eq8(a, V::set1('"')), V::eq8(a, V::set1('\\')));
  if constexpr (kStops == JsonStops::kQuoteAscii) {
    // Outside 20..7E: a - 0x20 wraps every such byte to 5F..FF.
    return V::or_(m, V::le_u8(V::set1(0x7F - 0x20), V::sub8(a, V::set1(0x20))));
  } else {
    m = V::or_(m, V::le_u8(a, V::set1(0x1F)));
    if constexpr (kStops == JsonStops::kQuoteJs) {
      // A lone surrogate's first byte: ED followed by A0..BF (starts_surrogate_sequence).
      m = V::or_(m, V::and_(V::eq8(a, V::set1(kSurrogateLeadByte)), V::le_u8(V::set1(0xA0), next)));
    }
    return m;
  }
}

// How far past a vector json_stops_at reads: kQuoteJs looks at the byte after each lane.
template <JsonStops kStops>
inline constexpr std::size_t kJsonLookahead = kStops == JsonStops::kQuoteJs ? 1 : 0;

// The stop lanes of the vector at p; reads p[0, kBytes + kJsonLookahead).
template <class V, JsonStops kStops>
WTF8_SIMD_INLINE typename V::T json_stops_at(const char* p) {
  const auto a = V::load(p);
  return json_stop_lanes<V, kStops>(a, kStops == JsonStops::kQuoteJs ? V::load(p + 1) : a);
}

// The first lane of bit mask m (m != 0).
template <class V, class M>
WTF8_SIMD_INLINE std::size_t first_lane(M m) {
  return static_cast<std::size_t>(countr_zero64(m)) >> V::kMaskShift;
}

// find_json_stop: four vectors a step (one "any" test for all four, as the window json.cc scans
// is usually all text), then single vectors, then the last bytes in one vector that ends at
// p[n] (its lanes before i were checked already, with the same bytes after them, and hold no
// stop) or, for an input shorter than that, from partial loads (whose zero lanes past the end
// are stops, but come after every real one). Inlined into the table's operation, so a call (one
// a window or a stop in json.cc) costs one indirect call and a switch on the kind of stops.
template <class V, JsonStops kStops>
WTF8_SIMD_INLINE std::size_t find_json_stop(const char* p, std::size_t n) {
  constexpr std::size_t B = V::kBytes;
  constexpr std::size_t kAhead = kJsonLookahead<kStops>;
  std::size_t i = 0;
  for (; i + 4 * B + kAhead <= n; i += 4 * B) {
    const typename V::T m[4] = {
        json_stops_at<V, kStops>(p + i), json_stops_at<V, kStops>(p + i + B),
        json_stops_at<V, kStops>(p + i + 2 * B), json_stops_at<V, kStops>(p + i + 3 * B)};
    if (WTF8_PREDICT_TRUE(!V::any(V::or_(V::or_(m[0], m[1]), V::or_(m[2], m[3]))))) continue;
    for (std::size_t k = 0;; ++k) {
      const auto bits = V::mask8(m[k]);
      if (bits != 0) return i + k * B + first_lane<V>(bits);
    }
  }
  for (; i + B + kAhead <= n; i += B) {
    const auto bits = V::mask8(json_stops_at<V, kStops>(p + i));
    if (bits != 0) return i + first_lane<V>(bits);
  }
  if (i == n) return n;
  if (n >= B + kAhead) {
    // The vector at `start` covers p[start, n - kAhead); for kQuoteJs p[n - 1] is left, where
    // only a one-byte stop can be (its next byte is not there).
    const std::size_t start = n - B - kAhead;
    const auto bits = V::mask8(json_stops_at<V, kStops>(p + start));
    if (bits != 0) return start + first_lane<V>(bits);
    return kAhead != 0 && scalar::json_stop_at(p + n - 1, 1, kStops) ? n - 1 : n;
  }
  // Shorter than B + kAhead bytes (so i == 0).
  const auto a = n < B ? V::load_partial(p, n) : V::load(p);
  const auto next = kStops == JsonStops::kQuoteJs ? V::load_partial(p + 1, n - 1) : a;
  const auto bits = V::mask8(json_stop_lanes<V, kStops>(a, next));
  const std::size_t at = bits != 0 ? first_lane<V>(bits) : n;
  return at < n ? at : n;
}

// ---- the conversion loops an ISA takes from the shared algorithms ------------------------------

// The members of an ISA's `Blocks` (vector_ops-inl.h states their contracts) that most ISAs take
// from the shared algorithms: an ISA's Blocks derives from this and declares only the loops of
// its own (a member of the same name hides the shared one). `Utf32Step` is the ISA's step of
// wtf8_to_utf32_steps, for an ISA without a UTF-32 loop of its own.
template <class V, class Utf32Step = void>
struct SharedBlocks {
  static std::size_t wtf8_length_of_utf16(const char16_t* in, std::size_t n) {
    return kernel::wtf8_length_of_utf16<V>(in, n);
  }
  // No path of its own for short inputs: the general code runs.
  static bool utf16_to_wtf8_short(const char16_t*, std::size_t, char*, std::size_t, Conversion*) {
    return false;
  }
  static bool wtf8_to_utf16_short(const char*, std::size_t, char16_t*, std::size_t, Conversion*) {
    return false;
  }
  static Conversion wtf8_to_utf32(const char* in, std::size_t n, char32_t* out,
                                  std::size_t capacity, bool scratch) {
    return wtf8_to_utf32_steps<V, Utf32Step>(in, n, out, capacity, scratch);
  }
  static std::size_t decode_window(const char* in, char32_t* out) {
    return decode_window_steps<V, Utf32Step>(in, out);
  }
};

}  // namespace kernel
