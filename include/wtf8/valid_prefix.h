// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/valid_prefix.h
// -----------------------------------------------------------------------------
//
// Longest-valid-prefix queries (Rust's `Utf8Error::valid_up_to`): how many leading bytes of some
// input are well-formed UTF-8, WTF-8 or OMG-WTF-8, without building a status. Each returns the
// size when the whole input is valid, otherwise the offset of the first byte of the first
// ill-formed sequence: the same offset the matching `Wtf8View::from_*` error carries (see
// wtf8/error.h). `utf8_prefix` asks it of a view: the longest prefix that converts to UTF-8.
//
// Example:
//   wtf8::valid_utf8_up_to("ab\xED\xA0\x80");         // 2: a surrogate is not UTF-8
//   wtf8::valid_wtf8_up_to("ab\xED\xA0\x80");         // 5: but it is WTF-8
//   wtf8::valid_omg_wtf8_up_to("\x90\x80\x80" "a");   // 4: a split trail surrogate may begin it
//   auto name = wtf8::Wtf8Buf::from_utf16(u"ok\xD800!");
//   wtf8::utf8_prefix(name);                          // "ok" (a std::string_view)

#ifndef WTF8_VALID_PREFIX_H_
#define WTF8_VALID_PREFIX_H_

#include <cstddef>
#include <string_view>

#include "wtf8/internal/bytes/char8.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {

// Returns the number of leading bytes of `bytes` that are well-formed UTF-8 (RFC 3629 §4): the
// size when all are, otherwise the offset `Wtf8View::from_utf8(bytes)` fails at. O(n), no
// allocation.
// Example: `valid_utf8_up_to("a\xF0\x9F") == 1` (a truncated sequence);
//          `valid_utf8_up_to("ab") == 2`.
[[nodiscard]] std::size_t valid_utf8_up_to(std::string_view bytes) noexcept;
#if WTF8_HAVE_CHAR8_T
// C++20: the same for `char8_t` text. Example: `valid_utf8_up_to(u8"ab") == 2`.
[[nodiscard]] inline std::size_t valid_utf8_up_to(std::u8string_view bytes) noexcept {
  return valid_utf8_up_to(internal::char_bytes(bytes));
}
#endif

// The same for WTF-8 (WTF-8 spec §6: lone surrogates allowed, surrogate pair byte sequences not):
// the offset `Wtf8View::from_wtf8(bytes)` fails at, or the size.
// Example: `valid_wtf8_up_to("a\xED\xA0\x80\xED\xB0\x80") == 1` (a surrogate pair starts at 1).
[[nodiscard]] std::size_t valid_wtf8_up_to(std::string_view bytes) noexcept;

// The same for OMG-WTF-8 (WTF-8 that may also begin with a split trail surrogate and end with a
// split lead surrogate): the offset `Wtf8View::from_omg_wtf8(bytes)` fails at, or the size.
// Example: `valid_omg_wtf8_up_to("a\xF0\x90\x80") == 4`; `valid_wtf8_up_to` of it is 1.
[[nodiscard]] std::size_t valid_omg_wtf8_up_to(std::string_view bytes) noexcept;

// Returns the longest prefix of `text` that is UTF-8: its bytes before the first surrogate
// (canonical, or split at either end). `utf8_prefix(text).size()` is the offset `to_utf8()` fails
// at, or `size()` when it succeeds. Borrows `text`'s bytes (not callable on a temporary `Wtf8Buf`).
// Example: for `Wtf8Buf::from_utf16(u"ok\xD800!")`, `utf8_prefix` is "ok";
//          for `Wtf8Buf::from_utf16(u"ok")`, it is "ok", the whole string.
[[nodiscard]] std::string_view utf8_prefix(Wtf8View text) noexcept;

}  // namespace wtf8

#endif  // WTF8_VALID_PREFIX_H_
