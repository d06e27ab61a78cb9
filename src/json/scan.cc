// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "src/json/scan.h"

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "wtf8/internal/bytes/omg.h"

#if defined(__SSE2__) || defined(_M_X64) || (defined(_M_IX86_FP) && _M_IX86_FP >= 2)
#include <emmintrin.h>
#define WTF8_JSON_SCAN_SSE2 1
#else
#define WTF8_JSON_SCAN_SSE2 0
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
// `starts_surrogate_sequence`); the vector loop below checks the same with one comparison.
constexpr uint8_t kSurrogateSecondMin = 0xA0;

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

// How far past a block the fast loops read: kQuoteJs looks at the byte after each ED.
template <Stops kStops>
constexpr std::size_t kLookahead = kStops == Stops::kQuoteJs ? 1 : 0;

#if WTF8_JSON_SCAN_SSE2

// The stop bytes of the 16 bytes at p, as 0xFF lanes; for kQuoteJs p[16] is read too.
template <Stops kStops>
inline __m128i stop_lanes(const uint8_t* p) {
  const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
  __m128i m = _mm_or_si128(_mm_cmpeq_epi8(a, _mm_set1_epi8(static_cast<char>(kQuote))),
                           _mm_cmpeq_epi8(a, _mm_set1_epi8(static_cast<char>(kBackslash))));
  if constexpr (kStops == Stops::kQuoteAscii) {
    // Outside 20..7E: (a - 0x20) wraps to above 0x5E, tested as unsigned with max.
    const __m128i shifted = _mm_sub_epi8(a, _mm_set1_epi8(static_cast<char>(kFirstNonControl)));
    const __m128i limit =
        _mm_set1_epi8(static_cast<char>(kLastPrintable - kFirstNonControl + 1));
    m = _mm_or_si128(m, _mm_cmpeq_epi8(_mm_max_epu8(shifted, limit), shifted));
  } else {
    // Below 0x20: min(a, 0x1F) == a, unsigned.
    const __m128i last_control = _mm_set1_epi8(static_cast<char>(kFirstNonControl - 1));
    m = _mm_or_si128(m, _mm_cmpeq_epi8(_mm_min_epu8(a, last_control), a));
    if constexpr (kStops == Stops::kQuoteJs) {
      const __m128i next = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 1));
      const __m128i lead = _mm_cmpeq_epi8(a, _mm_set1_epi8(static_cast<char>(kSurrogateLeadByte)));
      const __m128i second_min = _mm_set1_epi8(static_cast<char>(kSurrogateSecondMin));
      const __m128i second = _mm_cmpeq_epi8(_mm_max_epu8(next, second_min), next);
      m = _mm_or_si128(m, _mm_and_si128(lead, second));
    }
  }
  return m;
}

template <Stops kStops>
std::size_t sse2_loop(const uint8_t* p, std::size_t n) {
  constexpr std::size_t kBlock = 64;
  std::size_t i = 0;
  for (; i + kBlock + kLookahead<kStops> <= n; i += kBlock) {
    const __m128i any = _mm_or_si128(
        _mm_or_si128(stop_lanes<kStops>(p + i), stop_lanes<kStops>(p + i + 16)),
        _mm_or_si128(stop_lanes<kStops>(p + i + 32), stop_lanes<kStops>(p + i + 48)));
    if (_mm_movemask_epi8(any) != 0) {
      // The lanes are exact, so the stop is in this block: find it byte by byte.
      return i + reference_loop<kStops>(p + i, n - i);
    }
  }
  return i + reference_loop<kStops>(p + i, n - i);
}

#endif  // WTF8_JSON_SCAN_SSE2

// ---- 8-byte words (every architecture; the fast loop where SSE2 is not there) ----------------

constexpr uint64_t kOnes = 0x0101010101010101ull;
constexpr uint64_t kHighs = 0x8080808080808080ull;

// Whether some byte of `w` is zero / below `limit` (<= 0x80): exact as a yes/no answer.
constexpr bool has_zero(uint64_t w) { return ((w - kOnes) & ~w & kHighs) != 0; }
constexpr bool has_below(uint64_t w, uint8_t limit) {
  return ((w - kOnes * limit) & ~w & kHighs) != 0;
}

// Whether the word may hold a stop (a superset test: a candidate is confirmed byte by byte).
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
      const std::size_t window = kWord + kLookahead<kStops>;
      const std::size_t r = reference_loop<kStops>(p + i, window);
      if (r < kWord) return i + r;
    }
    i += kWord;
  }
  return i + reference_loop<kStops>(p + i, n - i);
}

enum class Loop { kReference, kWords, kFast };

template <Loop kLoop, Stops kStops>
std::size_t run(const char* p, std::size_t n) {
  const auto* bytes = reinterpret_cast<const uint8_t*>(p);
  if constexpr (kLoop == Loop::kReference) {
    return reference_loop<kStops>(bytes, n);
  } else if constexpr (kLoop == Loop::kWords || !WTF8_JSON_SCAN_SSE2) {
    return word_loop<kStops>(bytes, n);
  } else {
#if WTF8_JSON_SCAN_SSE2
    return sse2_loop<kStops>(bytes, n);
#endif
  }
}

template <Loop kLoop>
std::size_t run(Stops stops, const char* p, std::size_t n) {
  switch (stops) {
    case Stops::kQuoteJs:
      return run<kLoop, Stops::kQuoteJs>(p, n);
    case Stops::kQuoteAscii:
      return run<kLoop, Stops::kQuoteAscii>(p, n);
    case Stops::kUnquote:
      break;
  }
  return run<kLoop, Stops::kUnquote>(p, n);
}

}  // namespace

std::size_t find_stop(Stops stops, const char* p, std::size_t n) noexcept {
  return run<Loop::kFast>(stops, p, n);
}

std::size_t find_stop_words(Stops stops, const char* p, std::size_t n) noexcept {
  return run<Loop::kWords>(stops, p, n);
}

std::size_t find_stop_reference(Stops stops, const char* p, std::size_t n) noexcept {
  return run<Loop::kReference>(stops, p, n);
}

}  // namespace json
}  // namespace internal
}  // namespace wtf8
