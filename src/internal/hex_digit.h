// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to wtf8 (the :hex_digit target); do not include outside src/.
//
// The value of one hex digit, for the parsers of escapes: JSON's \uXXXX (src/json/json.cc) and
// the debug form's \xNN and \u{...} (src/escape/escape.cc).
//
// Example:
//   hex_digit_value('b');  // 11
//   hex_digit_value('g');  // std::nullopt

#ifndef WTF8_SRC_INTERNAL_HEX_DIGIT_H_
#define WTF8_SRC_INTERNAL_HEX_DIGIT_H_

#include <cstdint>
#include <optional>

namespace wtf8 {
namespace internal {

// 0..15 for 0-9, a-f and A-F; nothing for any other character.
constexpr std::optional<uint32_t> hex_digit_value(char c) {
  if (c >= '0' && c <= '9') return static_cast<uint32_t>(c - '0');
  if (c >= 'a' && c <= 'f') return static_cast<uint32_t>(c - 'a' + 10);
  if (c >= 'A' && c <= 'F') return static_cast<uint32_t>(c - 'A' + 10);
  return std::nullopt;
}

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_INTERNAL_HEX_DIGIT_H_
