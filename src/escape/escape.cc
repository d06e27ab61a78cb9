// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// parse_escaped: the inverse of debug_string() (src/core/wtf8_view.cc, view_debug_string).

#include "wtf8/escape.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "absl/status/status.h"
#include "src/internal/errors.h"
#include "src/internal/hex_digit.h"
#include "wtf8/code_point.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

constexpr std::string_view kWhat = "invalid escaped text";

absl::Status bad(std::string_view reason, std::size_t offset) {
  return internal::invalid_input_at(kWhat, reason, offset);
}

}  // namespace

absl::StatusOr<Wtf8Buf> parse_escaped(std::string_view text) {
  // Escapes are ASCII, so the whole text must be UTF-8 (and its errors' offsets are ours).
  if (!is_well_formed_utf8(text)) return Wtf8View::from_utf8(text).status();

  const bool quoted = !text.empty() && text.front() == '"';
  std::size_t i = quoted ? 1 : 0;
  const std::size_t n = text.size();
  Wtf8Buf out;
  out.reserve(n);
  bool closed = false;
  while (i < n) {
    // A run of literal bytes (already known to be UTF-8, and cut only at ASCII bytes).
    std::size_t run_end = i;
    while (run_end < n && text[run_end] != '\\' && !(quoted && text[run_end] == '"')) ++run_end;
    if (run_end > i) {
      // Invariant: a run of a valid UTF-8 text cut at ASCII bytes is valid UTF-8.
      out.append(Wtf8View::from_wtf8_unchecked(text.substr(i, run_end - i)));
      i = run_end;
      continue;
    }
    if (text[i] == '"') {  // quoted form: the closing quote must end the text
      if (i + 1 != n) return bad("text after the closing quote", i);
      closed = true;
      ++i;
      break;
    }
    // text[i] == '\\'
    const std::size_t start = i;
    if (i + 1 >= n) return bad("a lone backslash ends the text", start);
    const char e = text[i + 1];
    i += 2;
    uint32_t value = 0;
    switch (e) {
      case '\\':
        value = '\\';
        break;
      case '"':
        value = '"';
        break;
      case '\'':
        value = '\'';
        break;
      case 'n':
        value = '\n';
        break;
      case 't':
        value = '\t';
        break;
      case 'r':
        value = '\r';
        break;
      case '0':
        value = 0;
        break;
      case 'x': {
        if (i + 2 > n) return bad("\\x needs exactly 2 hex digits", start);
        const auto hi = internal::hex_digit_value(text[i]);
        const auto lo = internal::hex_digit_value(text[i + 1]);
        if (!hi || !lo) return bad("\\x needs exactly 2 hex digits", start);
        const uint32_t byte = *hi * 16 + *lo;
        // PEP 383: a byte >= 0x80 of a POSIX name that is not UTF-8 is the surrogate U+DC80 +
        // (b-0x80).
        value = byte < 0x80 ? byte : 0xDC80 + (byte - 0x80);
        i += 2;
        break;
      }
      case 'u': {
        if (i >= n || text[i] != '{') return bad("\\u must be followed by {hex digits}", start);
        ++i;
        std::size_t digits = 0;
        while (i < n && text[i] != '}') {
          const auto d = internal::hex_digit_value(text[i]);
          if (!d) return bad("\\u{...} holds a character that is not a hex digit", start);
          if (++digits > 6) return bad("\\u{...} has more than 6 hex digits", start);
          value = value * 16 + *d;
          ++i;
        }
        if (i >= n) return bad("\\u{ without its closing }", start);
        if (digits == 0) return bad("\\u{} has no hex digits", start);
        ++i;  // '}'
        if (value > 0x10FFFF) return bad("\\u{...} is above 10FFFF", start);
        break;
      }
      default:
        return bad("unknown escape", start);
    }
    out.push(CodePoint::from_u32_unchecked(value));  // value <= 0x10FFFF in every branch
  }
  if (quoted && !closed) return bad("quoted text without its closing quote", 0);
  return out;
}

}  // namespace wtf8
