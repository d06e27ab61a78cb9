// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to wtf8 (the :core target); do not include outside src/core.
//
// How the core reads a wchar_t string, in one place for every conversion that takes one
// (`Wtf8Buf::from_wide`, `wtf8_encode_into`, `wtf8_len`):
//   - 16-bit wchar_t (Windows) is potentially ill-formed UTF-16. wchar_t and char16_t are
//     distinct types, so the units are copied into char16_t pieces for the kernels (never read
//     through a char16_t alias), and a piece never ends on a lead surrogate whose trail begins
//     the next: each piece converts exactly as the whole would there.
//   - 32-bit wchar_t holds code points; surrogate units still pair up, as they would in the
//     UTF-16 the string may have come from, and a value past U+10FFFF becomes U+FFFD.

#ifndef WTF8_SRC_CORE_WIDE_UNITS_H_
#define WTF8_SRC_CORE_WIDE_UNITS_H_

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "wtf8/internal/bytes/utf8_bits.h"

namespace wtf8 {
namespace internal {

// 16-bit wchar_t: calls `piece(const char16_t* units, std::size_t count)` on consecutive copies
// of wide[0, n) as described above, while it returns true. Compiled everywhere (callers are not
// templates, so their `if constexpr` branches are too) but only ever called with 16-bit wchar_t.
template <typename Piece>
void for_each_utf16_piece(const wchar_t* wide, std::size_t n, Piece piece) {
  constexpr std::size_t kPiece = 2048;
  char16_t units[kPiece];
  for (std::size_t i = 0; i < n;) {
    std::size_t m = n - i < kPiece ? n - i : kPiece;
    std::memcpy(units, wide + i, m * sizeof(char16_t));
    if (m < n - i && is_lead_surrogate(units[m - 1])) --m;
    if (!piece(static_cast<const char16_t*>(units), m)) return;
    i += m;
  }
}

// 32-bit wchar_t: the code point starting at wide[i] (i < n) and how many units it takes.
struct WideCodePoint {
  uint32_t code_point;
  std::size_t units;
};

inline WideCodePoint wide32_code_point_at(const wchar_t* wide, std::size_t n, std::size_t i) {
  const uint32_t u = static_cast<uint32_t>(wide[i]);
  if (is_lead_surrogate(u) && i + 1 < n && is_trail_surrogate(static_cast<uint32_t>(wide[i + 1]))) {
    return {join_surrogates(u, static_cast<uint32_t>(wide[i + 1])), 2};
  }
  return {u > kMaxCodePoint ? kReplacementCharacter : u, 1};
}

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_CORE_WIDE_UNITS_H_
