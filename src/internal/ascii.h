// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// ASCII letters and their case, for the modules that read ASCII words inside WTF-8 (device
// names, encoding labels, drive letters, `$DATA`). Internal (target //:ascii, not installed).
// Bytes 0x80 and up are never letters, so these are safe on any byte of WTF-8.
//
// Example:
//   wtf8::internal::ascii_to_upper('q');                          // 'Q'
//   wtf8::internal::equal_ignoring_ascii_case("Con", "CON");      // true
//   wtf8::internal::equal_ignoring_ascii_case("\xC3\xA9", "\xC3\x89");  // false: not ASCII

#ifndef WTF8_SRC_INTERNAL_ASCII_H_
#define WTF8_SRC_INTERNAL_ASCII_H_

#include <cstddef>
#include <string_view>

namespace wtf8 {
namespace internal {

constexpr bool is_ascii_upper(char c) noexcept { return c >= 'A' && c <= 'Z'; }
constexpr bool is_ascii_lower(char c) noexcept { return c >= 'a' && c <= 'z'; }
constexpr bool is_ascii_alpha(char c) noexcept { return is_ascii_upper(c) || is_ascii_lower(c); }

// `c` with A-Z lower-cased; every other byte as it is.
constexpr char ascii_to_lower(char c) noexcept {
  return is_ascii_upper(c) ? static_cast<char>(c + ('a' - 'A')) : c;
}
// `c` with a-z upper-cased; every other byte as it is.
constexpr char ascii_to_upper(char c) noexcept {
  return is_ascii_lower(c) ? static_cast<char>(c - ('a' - 'A')) : c;
}

// Whether `a` and `b` are the same bytes once A-Z are lower-cased in both.
constexpr bool equal_ignoring_ascii_case(std::string_view a, std::string_view b) noexcept {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (ascii_to_lower(a[i]) != ascii_to_lower(b[i])) return false;
  }
  return true;
}

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_INTERNAL_ASCII_H_
