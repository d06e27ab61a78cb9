// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/internal/path/separators.h
// -----------------------------------------------------------------------------
//
// Internal to wtf8; included by wtf8/path_view.h; do not include directly.
// IWYU pragma: private, include "wtf8/wtf8.h"
//
// Finding a path's separators (`/`, and for Windows also `\`), forwards and backwards, in the
// bytes of a view. Path components are short (a few to a few dozen bytes), so these look at 8
// bytes per step in a 64-bit word (on little-endian hosts) and never call out; each has a one
// byte at a time reference beside it (`*_bytewise`), which tests/path_view_test.cc compares with
// it at every position of random texts. Both only read bytes in [0, n) of the text they are given.

#ifndef WTF8_INTERNAL_PATH_SEPARATORS_H_
#define WTF8_INTERNAL_PATH_SEPARATORS_H_

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "wtf8/internal/config.h"

namespace wtf8 {
namespace internal {

inline constexpr std::size_t kNoSeparator = static_cast<std::size_t>(-1);

constexpr bool is_path_separator(char c, bool windows) {
  return c == '/' || (windows && c == '\\');
}

// ---- the references --------------------------------------------------------------------------

// The first separator in s[from, n), or n.
constexpr std::size_t find_path_separator_bytewise(const char* s, std::size_t from, std::size_t n,
                                                   bool windows) {
  while (from < n && !is_path_separator(s[from], windows)) ++from;
  return from;
}

// The last separator in s[floor, end), or kNoSeparator.
constexpr std::size_t rfind_path_separator_bytewise(const char* s, std::size_t floor,
                                                    std::size_t end, bool windows) {
  while (end > floor) {
    if (is_path_separator(s[--end], windows)) return end;
  }
  return kNoSeparator;
}

// ---- 8 bytes at a time -----------------------------------------------------------------------

// Bit 7 of each byte of the result is set exactly where `w` holds the byte `c` (no carries
// between bytes: each byte's low 7 bits are added apart from its top bit).
constexpr uint64_t bytes_equal_to(uint64_t w, char c) {
  constexpr uint64_t kLow7 = 0x7F7F7F7F7F7F7F7Full;
  const uint64_t x = w ^ (0x0101010101010101ull * static_cast<uint8_t>(c));
  return ~(((x & kLow7) + kLow7) | x | kLow7);
}

// The separators among the 8 bytes at `p`, as bit 7 of each byte (byte i of the text is byte i
// of the word: little-endian hosts only).
inline uint64_t separators_in_word(const char* p, bool windows) {
  uint64_t w;
  std::memcpy(&w, p, sizeof w);
  const uint64_t m = bytes_equal_to(w, '/');
  return windows ? m | bytes_equal_to(w, '\\') : m;
}

// The index of the highest byte flagged in `m` (bit 7 of bytes only; `m` is not 0).
constexpr std::size_t highest_flagged_byte(uint64_t m) {
  std::size_t i = 0;
  if (m >> 32 != 0) m >>= 32, i += 4;
  if (m >> 16 != 0) m >>= 16, i += 2;
  if (m >> 8 != 0) i += 1;
  return i;
}

// `find_path_separator_bytewise`, a word at a time.
inline std::size_t find_path_separator(const char* s, std::size_t from, std::size_t n,
                                       bool windows) {
#if WTF8_LITTLE_ENDIAN
  while (from + 8 <= n) {
    const uint64_t m = separators_in_word(s + from, windows);
    if (m != 0) return from + static_cast<std::size_t>(countr_zero64(m)) / 8;
    from += 8;
  }
  if (from < n && n >= 8) {
    // The last 8 bytes of the text, those before `from` shifted out.
    const std::size_t skip = from - (n - 8);  // 1..7
    const uint64_t m = separators_in_word(s + n - 8, windows) >> (8 * skip);
    return m != 0 ? from + static_cast<std::size_t>(countr_zero64(m)) / 8 : n;
  }
#endif
  return find_path_separator_bytewise(s, from, n, windows);
}

// `rfind_path_separator_bytewise`, a word at a time.
inline std::size_t rfind_path_separator(const char* s, std::size_t floor, std::size_t end,
                                        bool windows) {
#if WTF8_LITTLE_ENDIAN
  while (end >= floor + 8) {
    const uint64_t m = separators_in_word(s + end - 8, windows);
    if (m != 0) return end - 8 + highest_flagged_byte(m);
    end -= 8;
  }
  if (end > floor && end >= 8) {
    // The 8 bytes before `end`, those below `floor` masked off.
    const std::size_t below = floor - (end - 8);  // 1..7
    const uint64_t m = separators_in_word(s + end - 8, windows) & (~uint64_t{0} << (8 * below));
    return m != 0 ? end - 8 + highest_flagged_byte(m) : kNoSeparator;
  }
#endif
  return rfind_path_separator_bytewise(s, floor, end, windows);
}

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_INTERNAL_PATH_SEPARATORS_H_
