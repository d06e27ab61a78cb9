// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The Win32 layer's rules for a name, as Microsoft's "Naming Files, Paths, and Namespaces" states
// them, written once for PathView (wtf8/path_view.h: `is_reserved`, `has_invalid_windows_char`)
// and the file-name checks (wtf8/name_problems.h). Internal (target //:ascii, not installed).
//
// Example:
//   wtf8::internal::is_windows_device_word("cOm1");           // true
//   wtf8::internal::is_windows_device_word("LPT\xC2\xB9");    // true: LPT + U+00B9
//   wtf8::internal::is_windows_device_word("COM0");           // false
//   wtf8::internal::is_windows_forbidden_char('?');           // true

#ifndef WTF8_SRC_INTERNAL_WINDOWS_NAMES_H_
#define WTF8_SRC_INTERNAL_WINDOWS_NAMES_H_

#include <cstddef>
#include <string_view>

#include "src/internal/ascii.h"

namespace wtf8 {
namespace internal {

// Whether Win32 refuses the printable ASCII character `c` anywhere in a name: `< > : " | ? *`.
// (It refuses U+0001..U+001F and the separators `\` and `/` too; callers say which they mean.)
constexpr bool is_windows_forbidden_char(char c) noexcept {
  return c == '<' || c == '>' || c == ':' || c == '"' || c == '|' || c == '?' || c == '*';
}

// Whether `word` (a name's base, already cut where the caller's rules cut it) is a DOS device
// name in any ASCII case: CON, PRN, AUX, NUL, CONIN$, CONOUT$, COM1..COM9, LPT1..LPT9, and COM or
// LPT followed by a superscript one, two or three (U+00B9, U+00B2, U+00B3 in UTF-8).
constexpr bool is_windows_device_word(std::string_view word) noexcept {
  const std::size_t n = word.size();
  if (n < 3 || n > 7) return false;
  char up[7] = {};
  for (std::size_t i = 0; i < n; ++i) up[i] = ascii_to_upper(word[i]);
  const std::string_view w(up, n);
  const std::string_view head = w.substr(0, 3);
  if (n == 3) return head == "CON" || head == "PRN" || head == "AUX" || head == "NUL";
  if (head != "COM" && head != "LPT") return w == "CONIN$" || w == "CONOUT$";
  const std::string_view tail = w.substr(3);
  if (tail.size() == 1) return tail[0] >= '1' && tail[0] <= '9';
  return tail == "\xC2\xB9" || tail == "\xC2\xB2" || tail == "\xC2\xB3";
}

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_INTERNAL_WINDOWS_NAMES_H_
