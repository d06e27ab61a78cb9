// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/json.h
// -----------------------------------------------------------------------------
//
// JSON string literals (RFC 8259 §7), losslessly. JSON is where portable strings are stored and
// exchanged, and it can carry a lone surrogate: as an escape (`"\ud800"`), which JavaScript's
// `JSON.stringify` has written since ES2019 and Python's `json.dumps` writes for every
// `surrogateescape` file name. `json_quote` writes a `Wtf8View` as such a literal, byte for byte
// what node or Python writes for the same string; `json_unquote` reads one back into a `Wtf8Buf`,
// lone surrogates included, so any Windows name or PEP 383 POSIX name survives the round trip.
//
// Example:
//   const wtf8::Wtf8Buf name = wtf8::Wtf8Buf::from_utf16(u"caf\u00E9 \xD800.txt");
//   wtf8::json_quote(name);                          // R"("café \ud800.txt")" (JSON.stringify)
//   wtf8::json_quote(name, wtf8::JsonStyle::kAscii);  // R"("caf\u00e9 \ud800.txt")" (json.dumps)
//   wtf8::json_unquote(R"("caf\u00e9 \ud800.txt")")->to_utf16();  // u"caf\u00E9 \xD800.txt"
//   wtf8::json_unquote(R"("\ud83d\ude00")")->as_bytes();          // "\xF0\x9F\x98\x80": joined
//   wtf8::json_unquote("\"a\nb\"");   // InvalidArgument "... at byte offset 2" (a raw newline)
//
// Decisions where RFC 8259 leaves room, and why:
//   - A literal's text is UTF-8 (RFC 8259 §8.1: JSON exchanged between systems must be). A
//     surrogate can therefore only be written as an escape: the bytes ED A0 80 in a literal are
//     not UTF-8 and are rejected, as any other non-UTF-8 bytes are. (Python's `json.loads` of
//     bytes accepts them; node's `Buffer#toString` turns them into U+FFFD. Neither is lossless
//     and neither is UTF-8.)
//   - Escapes `\uXXXX` are UTF-16 code units (RFC 8259 §7): a lead surrogate escape directly
//     followed by a trail surrogate escape is one supplementary code point, as in JavaScript and
//     Python. Any other surrogate escape is a lone surrogate, kept. A `Wtf8Buf` cannot hold a lead
//     surrogate followed by a trail one (WTF-8 §6), so the joining is not optional.
//   - A literal is exactly one JSON string: no whitespace before or after it (JSON.parse and
//     json.loads accept whitespace around a JSON *text*; a literal is a token inside one).
//   - `\/` is accepted (RFC 8259 §7), never written. Hex digits are accepted in either case and
//     written in lowercase, as both node and Python write them.
//
// Thread-safety: the functions keep no state.

#ifndef WTF8_JSON_H_
#define WTF8_JSON_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {

// Which escapes `json_quote` writes. Both write '"' as `\"`, '\' as `\\`, U+0008, U+0009,
// U+000A, U+000C, U+000D as `\b \t \n \f \r`, the other controls below U+0020 as `\u00XX`, and a
// lone surrogate (canonical, or split at either end of the view) as `\uXXXX`, hex in lowercase.
enum class JsonStyle : uint8_t {
  // Everything else as UTF-8: byte for byte node's `JSON.stringify(s)` (ECMA-262 QuoteJSONString,
  // ES2019 and later) encoded as UTF-8. U+007F, U+2028 and U+2029 stay raw. The default.
  kJs,
  // Only printable ASCII (U+0020..U+007E) raw; every other code point escaped, a supplementary
  // one as its surrogate pair (`\ud83d\ude00`): byte for byte Python's `json.dumps(s)` with its
  // default `ensure_ascii=True`. The literal is pure ASCII.
  kAscii,
};

namespace internal {
// Out of line in src/json/json.cc: what the templates below call with a view.
std::string json_quote(Wtf8View text, JsonStyle style);
void append_json_quoted(Wtf8View text, JsonStyle style, std::string& out);
}  // namespace internal

// Returns the JSON string literal, quotes included, that stands for `text` in `style`. Never
// fails. `S` is `Wtf8View` or `Wtf8Buf` (a temporary is fine). Copies runs that need no escape in
// bulk: on such text it runs at the speed of a memory copy (bench/json_benchmark.cc).
// Example: `json_quote(Wtf8Buf::from_utf16(u"a\"\n\xDC00"))` is R"("a\"\n\udc00")";
//          `json_quote(Wtf8Buf::from_utf16(u"\U0001F600"), JsonStyle::kAscii)` is
//          R"("\ud83d\ude00")"; for `s = Wtf8Buf::from_utf16(u"\U0001F600")`,
//          `json_quote(s.slice(0, 2))` is R"("\ud83d")" (the split lead surrogate).
template <typename S, typename = std::enable_if_t<internal::kIsWtf8String<S>>>
[[nodiscard]] std::string json_quote(const S& text, JsonStyle style = JsonStyle::kJs) {
  return internal::json_quote(text.as_view(), style);
}

// Appends `json_quote(text, style)` to `out` (for writers that build a document in one string).
// `S` is `Wtf8View` or `Wtf8Buf` (a temporary is fine).
// Example: `std::string doc = "["; append_json_quoted(name, JsonStyle::kJs, doc);`.
template <typename S, typename = std::enable_if_t<internal::kIsWtf8String<S>>>
void append_json_quoted(const S& text, JsonStyle style, std::string& out) {
  internal::append_json_quoted(text.as_view(), style, out);
}

// Returns the code points that the JSON string literal `literal` (its quotes included, nothing
// before or after them) stands for. Fails with InvalidArgument "invalid JSON string literal:
// <reason> at byte offset N" at the first of:
//   - no opening quote (N = 0);
//   - a raw control character U+0000..U+001F (N = its offset);
//   - a backslash not followed by one of `" \ / b f n r t u`, or `\u` not followed by 4 hex digits
//     (N = the backslash's offset, also when the literal ends inside the escape);
//   - bytes that are not UTF-8 (N = the first byte of the offending sequence);
//   - no closing quote (N = the literal's size);
//   - anything after the closing quote (N = the offset just after it).
// Example: `json_unquote(R"("\ud800\u0041")")->to_utf16()` is u"\xD800" u"A" (a lone lead);
//          `json_unquote(R"("a\x")")` fails "... at byte offset 2"; `json_unquote("\"a")` fails
//          "... at byte offset 2"; `json_unquote(R"("a" )")` fails "... at byte offset 3".
[[nodiscard]] absl::StatusOr<Wtf8Buf> json_unquote(std::string_view literal);

// The same, appending to `out`. As with `Wtf8Buf::append`, a lone lead surrogate that ends `out`
// joins a trail surrogate escape that begins the literal. On failure `out` is left as it was.
// `literal` must not view `out`'s own bytes (appending may move them).
// Example: `Wtf8Buf b; append_json_unquoted(R"("\ud83d")", b); append_json_unquoted(R"("\ude00")",
// b);` leaves `b` as U+1F600.
[[nodiscard]] absl::Status append_json_unquoted(std::string_view literal, Wtf8Buf& out);

}  // namespace wtf8

#endif  // WTF8_JSON_H_
