// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Skipping ahead in the glob DFA: in a state that every byte but a few (one to three "stop"
// bytes) leaves unchanged, the automaton jumps to the next stop byte instead of stepping byte by
// byte (`*` in `*.c` waits for a `.`). `find_stop` finds it: SSE2 on x86-64 (every x86-64 CPU has
// it, so no dispatch), 16 bytes a step, never reading outside [p, p + n); elsewhere the scalar
// reference, which tests/glob_automaton_test.cc compares it with at every length and position.
// Internal to //:glob.

#ifndef WTF8_SRC_GLOB_SKIP_H_
#define WTF8_SRC_GLOB_SKIP_H_

#include <cstddef>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#define WTF8_GLOB_SKIP_SSE2 1
#endif

namespace wtf8::internal::glob {

// Up to three bytes to stop at (unused slots repeat the first).
struct StopBytes {
  uint8_t b[3] = {0, 0, 0};
  uint8_t count = 0;  // 0: the state is not skipped
};

// The reference: the index of the first byte of p[0, n) that is a stop byte, or n.
inline std::size_t find_stop_scalar(const uint8_t* p, std::size_t n, const StopBytes& s) {
  for (std::size_t i = 0; i < n; ++i) {
    if (p[i] == s.b[0] || p[i] == s.b[1] || p[i] == s.b[2]) return i;
  }
  return n;
}

inline std::size_t find_stop(const uint8_t* p, std::size_t n, const StopBytes& s) {
  if (n == 0) return 0;  // p may be null then (an empty text), and memchr must not see a null
  if (s.count == 1) {
    const void* hit = std::memchr(p, s.b[0], n);
    return hit == nullptr ? n : static_cast<std::size_t>(static_cast<const uint8_t*>(hit) - p);
  }
#if defined(WTF8_GLOB_SKIP_SSE2)
  const __m128i b0 = _mm_set1_epi8(static_cast<char>(s.b[0]));
  const __m128i b1 = _mm_set1_epi8(static_cast<char>(s.b[1]));
  const __m128i b2 = _mm_set1_epi8(static_cast<char>(s.b[2]));
  std::size_t i = 0;
  for (; i + 16 <= n; i += 16) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i));
    const __m128i hit = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, b0), _mm_cmpeq_epi8(v, b1)),
                                     _mm_cmpeq_epi8(v, b2));
    const int mask = _mm_movemask_epi8(hit);
    if (mask != 0) return i + static_cast<std::size_t>(__builtin_ctz(static_cast<unsigned>(mask)));
  }
  return i + find_stop_scalar(p + i, n - i, s);
#else
  return find_stop_scalar(p, n, s);
#endif
}

}  // namespace wtf8::internal::glob

#endif  // WTF8_SRC_GLOB_SKIP_H_
