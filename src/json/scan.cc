// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "src/json/scan.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

#include "src/simd/cpu.h"
#include "src/simd/kernels.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/config.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define WTF8_JSON_SCAN_X86 1
// GCC 12 at -O1 (the sanitizer builds) reports the undefined source operand inside its own
// AVX-512 intrinsics as (maybe-)uninitialized (as src/simd/x86_avx512.cc notes); before the header.
#if !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif
#include <immintrin.h>

#include "src/simd/target_region.h"
#else
#define WTF8_JSON_SCAN_X86 0
#endif

namespace wtf8 {
namespace internal {
namespace json {
namespace {

// Bytes needing work in every mode: RFC 8259 §7 requires '"', '\' and U+0000..U+001F escaped in a
// literal, and a parser must stop at each of them.
constexpr uint8_t kQuote = '"';
constexpr uint8_t kBackslash = '\\';
constexpr uint8_t kFirstNonControl = 0x20;
// kQuoteAscii copies 20..7E only (the printable ASCII range Python's ensure_ascii keeps).
constexpr uint8_t kLastPrintable = 0x7E;
// The second byte of a lone surrogate in canonical form is A0..BF (omg.h's
// `starts_surrogate_sequence`); the vector loops check the same with one comparison.
constexpr uint8_t kSurrogateSecondMin = 0xA0;

// ---- the reference -----------------------------------------------------------------------------

template <Stops kStops>
inline bool is_stop(const uint8_t* p, std::size_t i, std::size_t n) {
  const uint8_t b = p[i];
  if (b == kQuote || b == kBackslash || b < kFirstNonControl) return true;
  if constexpr (kStops == Stops::kQuoteAscii) {
    return b > kLastPrintable;
  } else if constexpr (kStops == Stops::kQuoteJs) {
    return i + 1 < n && starts_surrogate_sequence(b, p[i + 1]);
  } else {
    return false;
  }
}

template <Stops kStops>
std::size_t reference_loop(const uint8_t* p, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    if (is_stop<kStops>(p, i, n)) return i;
  }
  return n;
}

// How far past a vector the loops read: kQuoteJs looks at the byte after each ED.
template <Stops kStops>
constexpr std::size_t kLookahead = kStops == Stops::kQuoteJs ? 1 : 0;

// ---- 8-byte words (every architecture) ---------------------------------------------------------

constexpr uint64_t kOnes = 0x0101010101010101ull;
constexpr uint64_t kHighs = 0x8080808080808080ull;

// Whether some byte of `w` is zero / below `limit` (<= 0x80): exact as yes/no answers.
constexpr bool has_zero(uint64_t w) { return ((w - kOnes) & ~w & kHighs) != 0; }
constexpr bool has_below(uint64_t w, uint8_t limit) {
  return ((w - kOnes * limit) & ~w & kHighs) != 0;
}

// Whether the word may hold a stop (a superset: a candidate is confirmed byte by byte).
template <Stops kStops>
inline bool may_stop(uint64_t w) {
  bool m = has_zero(w ^ (kOnes * kQuote)) || has_zero(w ^ (kOnes * kBackslash)) ||
           has_below(w, kFirstNonControl);
  if constexpr (kStops == Stops::kQuoteAscii) {
    m = m || (w & kHighs) != 0 || has_zero(w ^ (kOnes * (kLastPrintable + 1)));
  } else if constexpr (kStops == Stops::kQuoteJs) {
    m = m || has_zero(w ^ (kOnes * kSurrogateLeadByte));
  }
  return m;
}

template <Stops kStops>
std::size_t word_loop(const uint8_t* p, std::size_t n) {
  constexpr std::size_t kWord = 8;
  std::size_t i = 0;
  while (i + kWord + kLookahead<kStops> <= n) {
    uint64_t w;
    std::memcpy(&w, p + i, sizeof w);
    if (may_stop<kStops>(w)) {
      // Confirm within this word (and the one byte kQuoteJs looks past it).
      const std::size_t r = reference_loop<kStops>(p + i, kWord + kLookahead<kStops>);
      if (r < kWord) return i + r;
    }
    i += kWord;
  }
  return i + reference_loop<kStops>(p + i, n - i);
}

#if WTF8_JSON_SCAN_X86

// ---- SSE2 (baseline on x86-64) -----------------------------------------------------------------

// The stop bytes of the 16 bytes at p as 0xFF lanes; for kQuoteJs p[16] is read too.
template <Stops kStops>
inline __m128i stop_lanes128(const uint8_t* p) {
  const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
  __m128i m = _mm_or_si128(_mm_cmpeq_epi8(a, _mm_set1_epi8(static_cast<char>(kQuote))),
                           _mm_cmpeq_epi8(a, _mm_set1_epi8(static_cast<char>(kBackslash))));
  if constexpr (kStops == Stops::kQuoteAscii) {
    // Outside 20..7E: a - 0x20 wraps to above 0x5E; unsigned "above" is max(x, limit) == x.
    const __m128i x = _mm_sub_epi8(a, _mm_set1_epi8(static_cast<char>(kFirstNonControl)));
    const __m128i limit = _mm_set1_epi8(static_cast<char>(kLastPrintable - kFirstNonControl + 1));
    m = _mm_or_si128(m, _mm_cmpeq_epi8(_mm_max_epu8(x, limit), x));
  } else {
    // Below 0x20: min(a, 0x1F) == a, unsigned.
    const __m128i last_control = _mm_set1_epi8(static_cast<char>(kFirstNonControl - 1));
    m = _mm_or_si128(m, _mm_cmpeq_epi8(_mm_min_epu8(a, last_control), a));
    if constexpr (kStops == Stops::kQuoteJs) {
      const __m128i next = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 1));
      const __m128i lead = _mm_cmpeq_epi8(a, _mm_set1_epi8(static_cast<char>(kSurrogateLeadByte)));
      const __m128i second_min = _mm_set1_epi8(static_cast<char>(kSurrogateSecondMin));
      m = _mm_or_si128(m, _mm_and_si128(lead, _mm_cmpeq_epi8(_mm_max_epu8(next, second_min), next)));
    }
  }
  return m;
}

inline uint32_t mask16(__m128i lanes) { return static_cast<uint32_t>(_mm_movemask_epi8(lanes)); }

// From offset i on: 16 bytes per step, then the reference for the last few.
template <Stops kStops>
std::size_t sse2_from(const uint8_t* p, std::size_t i, std::size_t n) {
  for (; i + 16 + kLookahead<kStops> <= n; i += 16) {
    const uint32_t m = mask16(stop_lanes128<kStops>(p + i));
    if (m != 0) return i + static_cast<std::size_t>(countr_zero64(m));
  }
  return i + reference_loop<kStops>(p + i, n - i);
}

template <Stops kStops>
std::size_t sse2_loop(const uint8_t* p, std::size_t n) {
  std::size_t i = 0;
  for (; i + 64 + kLookahead<kStops> <= n; i += 64) {
    const __m128i m0 = stop_lanes128<kStops>(p + i), m1 = stop_lanes128<kStops>(p + i + 16);
    const __m128i m2 = stop_lanes128<kStops>(p + i + 32), m3 = stop_lanes128<kStops>(p + i + 48);
    if (mask16(_mm_or_si128(_mm_or_si128(m0, m1), _mm_or_si128(m2, m3))) != 0) {
      const uint64_t m = mask16(m0) | (uint64_t{mask16(m1)} << 16) |
                         (uint64_t{mask16(m2)} << 32) | (uint64_t{mask16(m3)} << 48);
      return i + static_cast<std::size_t>(countr_zero64(m));
    }
  }
  return sse2_from<kStops>(p, i, n);
}

}  // namespace

// ---- AVX2 --------------------------------------------------------------------------------------

WTF8_SIMD_TARGET_BEGIN("avx2")

namespace {

template <Stops kStops>
inline __m256i stop_lanes256(const uint8_t* p) {
  const __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
  __m256i m = _mm256_or_si256(_mm256_cmpeq_epi8(a, _mm256_set1_epi8(static_cast<char>(kQuote))),
                              _mm256_cmpeq_epi8(a, _mm256_set1_epi8(static_cast<char>(kBackslash))));
  if constexpr (kStops == Stops::kQuoteAscii) {
    const __m256i x = _mm256_sub_epi8(a, _mm256_set1_epi8(static_cast<char>(kFirstNonControl)));
    const __m256i limit =
        _mm256_set1_epi8(static_cast<char>(kLastPrintable - kFirstNonControl + 1));
    m = _mm256_or_si256(m, _mm256_cmpeq_epi8(_mm256_max_epu8(x, limit), x));
  } else {
    const __m256i last_control = _mm256_set1_epi8(static_cast<char>(kFirstNonControl - 1));
    m = _mm256_or_si256(m, _mm256_cmpeq_epi8(_mm256_min_epu8(a, last_control), a));
    if constexpr (kStops == Stops::kQuoteJs) {
      const __m256i next = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + 1));
      const __m256i lead =
          _mm256_cmpeq_epi8(a, _mm256_set1_epi8(static_cast<char>(kSurrogateLeadByte)));
      const __m256i second_min = _mm256_set1_epi8(static_cast<char>(kSurrogateSecondMin));
      m = _mm256_or_si256(
          m, _mm256_and_si256(lead, _mm256_cmpeq_epi8(_mm256_max_epu8(next, second_min), next)));
    }
  }
  return m;
}

inline uint64_t mask32(__m256i lanes) {
  return static_cast<uint32_t>(_mm256_movemask_epi8(lanes));
}

template <Stops kStops>
std::size_t avx2_loop(const uint8_t* p, std::size_t n) {
  std::size_t i = 0;
  for (; i + 128 + kLookahead<kStops> <= n; i += 128) {
    const __m256i m0 = stop_lanes256<kStops>(p + i), m1 = stop_lanes256<kStops>(p + i + 32);
    const __m256i m2 = stop_lanes256<kStops>(p + i + 64), m3 = stop_lanes256<kStops>(p + i + 96);
    if (!_mm256_testz_si256(_mm256_or_si256(_mm256_or_si256(m0, m1), _mm256_or_si256(m2, m3)),
                            _mm256_set1_epi8(-1))) {
      const uint64_t lo = mask32(m0) | (mask32(m1) << 32);
      if (lo != 0) return i + static_cast<std::size_t>(countr_zero64(lo));
      const uint64_t hi = mask32(m2) | (mask32(m3) << 32);
      return i + 64 + static_cast<std::size_t>(countr_zero64(hi));
    }
  }
  for (; i + 32 + kLookahead<kStops> <= n; i += 32) {
    const uint64_t m = mask32(stop_lanes256<kStops>(p + i));
    if (m != 0) return i + static_cast<std::size_t>(countr_zero64(m));
  }
  return sse2_from<kStops>(p, i, n);
}

}  // namespace

WTF8_SIMD_TARGET_END

// ---- AVX-512BW ---------------------------------------------------------------------------------

WTF8_SIMD_TARGET_BEGIN("avx512f,avx512bw")

namespace {

// The stops among the 64 bytes `a`, whose next bytes (for kQuoteJs) are `next`.
template <Stops kStops>
inline __mmask64 stop_mask512(__m512i a, __m512i next) {
  __mmask64 m = _mm512_cmpeq_epi8_mask(a, _mm512_set1_epi8(static_cast<char>(kQuote))) |
                _mm512_cmpeq_epi8_mask(a, _mm512_set1_epi8(static_cast<char>(kBackslash)));
  if constexpr (kStops == Stops::kQuoteAscii) {
    const __m512i x = _mm512_sub_epi8(a, _mm512_set1_epi8(static_cast<char>(kFirstNonControl)));
    m |= _mm512_cmpgt_epu8_mask(
        x, _mm512_set1_epi8(static_cast<char>(kLastPrintable - kFirstNonControl)));
  } else {
    m |= _mm512_cmplt_epu8_mask(a, _mm512_set1_epi8(static_cast<char>(kFirstNonControl)));
    if constexpr (kStops == Stops::kQuoteJs) {
      m |= _mm512_cmpeq_epi8_mask(a, _mm512_set1_epi8(static_cast<char>(kSurrogateLeadByte))) &
           _mm512_cmpge_epu8_mask(next, _mm512_set1_epi8(static_cast<char>(kSurrogateSecondMin)));
    }
  }
  return m;
}

template <Stops kStops>
inline __mmask64 stop_mask512_at(const uint8_t* p) {
  const __m512i a = _mm512_loadu_si512(p);
  const __m512i next =
      kStops == Stops::kQuoteJs ? _mm512_loadu_si512(p + 1) : _mm512_setzero_si512();
  return stop_mask512<kStops>(a, next);
}

template <Stops kStops>
std::size_t avx512_loop(const uint8_t* p, std::size_t n) {
  std::size_t i = 0;
  for (; i + 128 + kLookahead<kStops> <= n; i += 128) {
    const __mmask64 m0 = stop_mask512_at<kStops>(p + i);
    const __mmask64 m1 = stop_mask512_at<kStops>(p + i + 64);
    if ((m0 | m1) != 0) {
      return m0 != 0 ? i + static_cast<std::size_t>(countr_zero64(m0))
                     : i + 64 + static_cast<std::size_t>(countr_zero64(m1));
    }
  }
  for (; i + 64 + kLookahead<kStops> <= n; i += 64) {
    const __mmask64 m = stop_mask512_at<kStops>(p + i);
    if (m != 0) return i + static_cast<std::size_t>(countr_zero64(m));
  }
  // The last 0..64 bytes with masked loads (masked-off lanes are neither read nor faulted on, and
  // load as 0, which is a control byte: the lane mask removes them). For kQuoteJs, `next` has one
  // lane fewer, so an ED in the last lane is not a stop, as the contract says.
  const std::size_t rest = n - i;
  if (rest == 0) return n;
  const __mmask64 lanes = rest >= 64 ? ~__mmask64{0} : (__mmask64{1} << rest) - 1;
  const __m512i a = _mm512_maskz_loadu_epi8(lanes, p + i);
  const __m512i next = kStops == Stops::kQuoteJs
                           ? _mm512_maskz_loadu_epi8(lanes >> 1, p + i + 1)
                           : _mm512_setzero_si512();
  const __mmask64 m = stop_mask512<kStops>(a, next) & lanes;
  return m != 0 ? i + static_cast<std::size_t>(countr_zero64(m)) : n;
}

}  // namespace

WTF8_SIMD_TARGET_END

namespace {

#endif  // WTF8_JSON_SCAN_X86

// ---- choosing ----------------------------------------------------------------------------------

using Loop = std::size_t (*)(const uint8_t*, std::size_t);

template <Stops kStops>
Loop loop_for(ScanIsa isa) {
  switch (isa) {
    case ScanIsa::kReference:
      return reference_loop<kStops>;
    case ScanIsa::kWords:
      return word_loop<kStops>;
#if WTF8_JSON_SCAN_X86
    case ScanIsa::kSse2:
      return sse2_loop<kStops>;
    case ScanIsa::kAvx2:
      return avx2_loop<kStops>;
    case ScanIsa::kAvx512:
      return avx512_loop<kStops>;
#else
    default:
      break;
#endif
  }
  return word_loop<kStops>;
}

Loop loop_for(ScanIsa isa, Stops stops) {
  switch (stops) {
    case Stops::kQuoteJs:
      return loop_for<Stops::kQuoteJs>(isa);
    case Stops::kQuoteAscii:
      return loop_for<Stops::kQuoteAscii>(isa);
    case Stops::kUnquote:
      break;
  }
  return loop_for<Stops::kUnquote>(isa);
}

// The implementation matching the kernel table in use (so WTF8_FORCE_KERNELS pins both).
ScanIsa active_isa() {
  const std::string_view table = simd::active_kernels().name;
  for (const ScanIsa isa : {ScanIsa::kAvx512, ScanIsa::kAvx2, ScanIsa::kSse2}) {
    const std::string_view name = isa == ScanIsa::kAvx512 ? "avx512"
                                  : isa == ScanIsa::kAvx2 ? "avx2"
                                                          : "sse4";
    if (table == name && scan_supported(isa)) return isa;
  }
  return ScanIsa::kWords;
}

struct Active {
  Loop loops[3];
};

const Active& active() {
  static const Active kActive = [] {
    const ScanIsa isa = active_isa();
    return Active{{loop_for(isa, Stops::kQuoteJs), loop_for(isa, Stops::kQuoteAscii),
                   loop_for(isa, Stops::kUnquote)}};
  }();
  return kActive;
}

}  // namespace

bool scan_supported(ScanIsa isa) noexcept {
  switch (isa) {
    case ScanIsa::kReference:
    case ScanIsa::kWords:
      return true;
    case ScanIsa::kSse2:
      return WTF8_JSON_SCAN_X86 != 0;
    case ScanIsa::kAvx2:
      return WTF8_JSON_SCAN_X86 != 0 && simd::cpu_supports(simd::Isa::kAvx2);
    case ScanIsa::kAvx512:
      // The kernel table's AVX-512 level (F, BW, VL, VBMI, VBMI2) covers the F and BW used here.
      return WTF8_JSON_SCAN_X86 != 0 && simd::cpu_supports(simd::Isa::kAvx512);
  }
  return false;
}

std::size_t find_stop_with(ScanIsa isa, Stops stops, const char* p, std::size_t n) noexcept {
  return loop_for(isa, stops)(reinterpret_cast<const uint8_t*>(p), n);
}

std::size_t find_stop(Stops stops, const char* p, std::size_t n) noexcept {
  return active().loops[static_cast<int>(stops)](reinterpret_cast<const uint8_t*>(p), n);
}

}  // namespace json
}  // namespace internal
}  // namespace wtf8
