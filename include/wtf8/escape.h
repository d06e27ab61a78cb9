// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/escape.h
// -----------------------------------------------------------------------------
//
// `parse_escaped` reads text written with the escapes that `debug_string()` prints, so a string
// holding lone surrogates or raw bytes of a POSIX name can be typed on a command line, in a
// config file or in a test. It is the inverse of `debug_string()`:
// `*parse_escaped(x.debug_string()) == x` for every `Wtf8Buf x`.
//
// Example:
//   wtf8::parse_escaped(R"(a\u{D800}b)")->to_utf16();   // u"a\xD800" u"b"
//   wtf8::parse_escaped(R"("tab\there")")->as_bytes();   // "tab\there" (quoted form)
//   wtf8::parse_escaped(R"(\xFF)")->to_utf16();          // u"\xDCFF": byte 0xFF by PEP 383
//   wtf8::parse_escaped(R"(ab\q)");                      // InvalidArgument "... at byte offset 2"

#ifndef WTF8_ESCAPE_H_
#define WTF8_ESCAPE_H_

#include <string_view>

#include "absl/status/statusor.h"
#include "wtf8/wtf8_buf.h"

namespace wtf8 {

// Returns the code points that `text` writes with escapes. `text` is UTF-8 in one of two forms:
//   - quoted, as `debug_string()` prints it: it begins with `"` and must end with the matching
//     unescaped `"`, with nothing after it; a `"` inside must be written `\"`;
//   - bare (anything not beginning with `"`): the same escapes, and a `"` stands for itself.
// The escapes:
//   \\  \"  \'  \n  \t  \r  \0      backslash, quotes, LF, TAB, CR, NUL
//   \u{X}                           the code point U+X: 1 to 6 hex digits (either case), at most
//                                   10FFFF; surrogates allowed (`\u{d800}` is a lone surrogate)
//   \xNN                            exactly 2 hex digits: for NN < 0x80 the ASCII character; for
//                                   NN >= 0x80 the byte NN of a POSIX name that is not UTF-8,
//                                   stored as the lone surrogate U+DC80 + (NN - 0x80) (Python's
//                                   PEP 383 "surrogateescape" rule, as `from_posix_bytes` does)
// Code points are joined as `Wtf8Buf::push` joins them, so `\u{d83d}\u{de00}` is U+1F600, as in
// UTF-16 (and `debug_string()` never prints such a pair).
// Fails with InvalidArgument "invalid escaped text: <reason> at byte offset N", N being the offset
// in `text` of the backslash that starts the bad escape (of the opening quote when the closing one
// is missing, of the stray quote when text follows it). Text that is not UTF-8 fails as
// `Wtf8View::from_utf8` does ("invalid UTF-8: ... at byte offset N"): write such bytes as \xNN.
// Example: `parse_escaped(R"(\u{110000})")` fails "... at byte offset 0";
//          `parse_escaped("\"ab")` fails (no closing quote); `parse_escaped("a\"b")` is `a"b`.
[[nodiscard]] absl::StatusOr<Wtf8Buf> parse_escaped(std::string_view text);

}  // namespace wtf8

#endif  // WTF8_ESCAPE_H_
