// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// AsciiFold: what each rule of wtf8/name_rules.h does to an ASCII byte, one byte at a time (the
// 128-byte maps, the reference) and eight at a time (SWAR words, what the key writers use).
// Internal to src/names/; name_rules_test compares the two on every byte value at every
// position of a word.

#ifndef WTF8_SRC_NAMES_ASCII_FOLD_H_
#define WTF8_SRC_NAMES_ASCII_FOLD_H_

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

#include "src/internal/ascii.h"

namespace wtf8 {
namespace internal {
namespace names {

enum class AsciiFold {
  kLower,  // APFS, Linux casefold: A-Z to a-z
  kUpper,  // NTFS: a-z to A-Z
  kHfs,    // HFS+: A-Z to a-z and ':' to '/' (U+0000 is handled apart: its key is U+FFFF)
};

// ---- One byte at a time -------------------------------------------------------------------------

struct AsciiMaps {
  char lower[128];
  char upper[128];
  char hfs[128];
};

constexpr AsciiMaps make_ascii_maps() {
  AsciiMaps m{};
  for (int c = 0; c < 128; ++c) {
    const char ch = static_cast<char>(c);
    m.lower[c] = ascii_to_lower(ch);
    m.upper[c] = ascii_to_upper(ch);
    m.hfs[c] = ch == ':' ? '/' : ascii_to_lower(ch);
  }
  return m;
}
inline constexpr AsciiMaps kAsciiMaps = make_ascii_maps();

// The key of the ASCII byte `c` under `fold`.
template <AsciiFold kFold>
inline char fold_byte(uint8_t c) {
  if (kFold == AsciiFold::kUpper) return kAsciiMaps.upper[c];
  if (kFold == AsciiFold::kHfs) return kAsciiMaps.hfs[c];
  return kAsciiMaps.lower[c];
}

// ---- Eight bytes at a time (SWAR) ---------------------------------------------------------------

inline constexpr uint64_t kOnes = 0x0101010101010101ull;
inline constexpr uint64_t kHighBits = 0x8080808080808080ull;

// 0x80 in each byte of `w` (whose bytes are all < 0x80) that lies in [lo, hi], 0 elsewhere: adding
// 0x80 - lo sets a byte's top bit exactly when it is >= lo, and no sum carries out of its byte.
constexpr uint64_t bytes_in_range(uint64_t w, uint8_t lo, uint8_t hi) {
  return (w + kOnes * (0x80u - lo)) & ~(w + kOnes * (0x80u - hi - 1u)) & kHighBits;
}

// 0x80 in each byte of `w` (bytes < 0x80) equal to `c`, 0 elsewhere.
constexpr uint64_t bytes_equal(uint64_t w, uint8_t c) {
  const uint64_t t = w ^ (kOnes * c);
  return ~(((t & ~kHighBits) + ~kHighBits) | t) & kHighBits;
}

// Each byte of `w` (bytes < 0x80) folded.
constexpr uint64_t fold_word(uint64_t w, AsciiFold fold) {
  switch (fold) {
    case AsciiFold::kLower:
      return w | (bytes_in_range(w, 'A', 'Z') >> 2);  // 0x80 >> 2 is the case bit 0x20
    case AsciiFold::kUpper:
      return w & ~(bytes_in_range(w, 'a', 'z') >> 2);
    case AsciiFold::kHfs:
      return (w | (bytes_in_range(w, 'A', 'Z') >> 2)) ^ ((bytes_equal(w, ':') >> 7) * (':' ^ '/'));
  }
  return w;
}

template <std::size_t kBytes>
inline void fold_bytes(const char* src, char* dst, AsciiFold fold) {
  uint64_t w = 0;  // zero bytes fold to zero bytes
  std::memcpy(&w, src, kBytes);
  w = fold_word(w, fold);
  std::memcpy(dst, &w, kBytes);
}

// Writes the ASCII bytes src[0, n) folded to dst[0, n) (which must not overlap src). Every
// access has a fixed size (no call to memcpy); the last word may overlap the one before it, and
// since each word is read from `src` and only written to `dst`, no load waits for a store.
inline void fold_ascii(const char* src, char* dst, std::size_t n, AsciiFold fold) {
  if (n >= 8) {
    std::size_t i = 0;
    for (; n - i >= 8; i += 8) fold_bytes<8>(src + i, dst + i, fold);
    if (i < n) fold_bytes<8>(src + n - 8, dst + n - 8, fold);
  } else if (n >= 4) {
    fold_bytes<4>(src, dst, fold);
    fold_bytes<4>(src + n - 4, dst + n - 4, fold);
  } else {
    for (std::size_t i = 0; i < n; ++i) fold_bytes<1>(src + i, dst + i, fold);
  }
}

// Whether the ASCII strings `a` and `b` are equal once folded (eight bytes at a time).
inline bool ascii_folded_equal(std::string_view a, std::string_view b, AsciiFold fold) {
  if (a.size() != b.size()) return false;
  const std::size_t n = a.size();
  std::size_t i = 0;
  for (; n - i >= 8; i += 8) {
    uint64_t wa, wb;
    std::memcpy(&wa, a.data() + i, 8);
    std::memcpy(&wb, b.data() + i, 8);
    if (fold_word(wa, fold) != fold_word(wb, fold)) return false;
  }
  if (i == n) return true;
  uint64_t wa = 0, wb = 0;
  std::memcpy(&wa, a.data() + i, n - i);
  std::memcpy(&wb, b.data() + i, n - i);
  return fold_word(wa, fold) == fold_word(wb, fold);
}

}  // namespace names
}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_NAMES_ASCII_FOLD_H_
