// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/utf58.h
// -----------------------------------------------------------------------------
//
// UTF-58 ("fifty-eight"; the UTF-58 specification, see docs/specs.md) is a toy encoding of Unicode
// scalar values: each code point is one byte whose low 5 bits are its "quibble", followed by 0 to 3
// value bytes, least significant first. The quibble says what follows:
//
//   quibble 0         the rainbow U+1F308, no value bytes
//   a letter quibble  one of the lowercase letters a..z, no value bytes (which quibble is which
//                     letter depends on the `Dialect`)
//   29 / 30 / 31      1 / 2 / 3 value bytes holding any other scalar value, in the fewest bytes
//                     that fit it (< 256, < 65536, otherwise)
//
// The high 3 bits of the quibble byte are spare: the encoder writes them as 0; the decoder ignores
// them unless asked to reject them (`SpareBits`).
//
// The specification contradicts itself on which quibble is which letter, so this module speaks
// both readings (`Dialect`). The default, `kAsciiCompatible`, follows the spec's stated goal and
// its authors' reference implementation: a letter's quibble is the low 5 bits of its ASCII code,
// so a lowercase ASCII word decodes as itself when the spare bits are ignored.
//
// Example:
//   auto bytes = wtf8::utf58::encode(*wtf8::Wtf8View::from_utf8("a\u3042\U0001F308"));
//   *bytes == std::string("\x01" "\x1E\x42\x30" "\x00", 5);  // a, U+3042, rainbow
//   wtf8::utf58::decode(*bytes)->as_bytes();                   // "a\u3042\U0001F308"
//   wtf8::utf58::decode("hello")->as_bytes();                  // "hello" (spare bits ignored)
//   wtf8::utf58::decode("hello", wtf8::utf58::Dialect::kSpecTable)->as_bytes();  // "gekkn"
//   wtf8::utf58::decode("\x1D\x61");   // InvalidArgument: 'a' in a continuation form, offset 0

#ifndef WTF8_UTF58_H_
#define WTF8_UTF58_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

#include "absl/status/statusor.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace utf58 {

// Which quibble stands for which lowercase letter. In both dialects quibble 0 is the rainbow
// U+1F308, quibbles 29, 30 and 31 announce 1, 2 and 3 value bytes, and the letters are a..z in
// order; two of the quibbles 1..28 are left unassigned, and the decoder rejects them.
enum class Dialect : uint8_t {
  // a = 1, b = 2, ..., z = 26: a letter's quibble is its ASCII code's low 5 bits, as the spec's
  // goal ("compatible with 5 bit lowercase letters like in ASCII") and the authors' reference
  // implementation have it. Quibbles 27 and 28 are unassigned (decoding them as '{' and '|' would
  // give those characters a second encoding besides their canonical 1-value-byte form).
  kAsciiCompatible,
  // The table exactly as printed in the spec: a..f = 1..6, g..u = 8..22, v..z = 24..28.
  // Quibbles 7 and 23 are unassigned.
  kSpecTable,
};

// What the decoder does with the high 3 bits of a quibble byte.
enum class SpareBits : uint8_t {
  // Ignores them: only the low 5 bits matter (0x61 and 0x01 are both 'a' in kAsciiCompatible).
  kIgnore,
  // Rejects a quibble byte whose high 3 bits are not all zero.
  kReject,
};

// Out of line in src/utf58/utf58.cc: what `encode` below calls with a view.
namespace internal {
[[nodiscard]] absl::StatusOr<std::string> encode(Wtf8View text, Dialect dialect);
}  // namespace internal

// Returns the UTF-58 bytes of `text`, one quibble byte (spare bits 0) plus 0 to 3 value bytes per
// code point, in the canonical form: letters and the rainbow as a single quibble, every other
// scalar value in the fewest value bytes. `S` is `Wtf8View` or `Wtf8Buf`; a temporary `Wtf8Buf`
// is fine (the result does not refer to it). A split surrogate at either end of a view counts as
// the lone surrogate it stands for.
// Fails with InvalidArgument naming the byte offset (in `text.as_bytes()`) of the first lone
// surrogate: UTF-58 encodes Unicode scalar values only.
// Example: `encode(*Wtf8View::from_utf8("z"))` is "\x1A"; with `Dialect::kSpecTable`, "\x1C".
// Example: `encode(Wtf8Buf::from_utf16(u"x\xD800"))` fails "... at byte offset 1".
template <typename S, typename = std::enable_if_t<wtf8::internal::kIsWtf8String<S>>>
[[nodiscard]] absl::StatusOr<std::string> encode(const S& text,
                                                 Dialect dialect = Dialect::kAsciiCompatible) {
  return internal::encode(text.as_view(), dialect);
}

// Returns the code points that the UTF-58 `bytes` encode (always valid UTF-8: no surrogates).
// Fails with InvalidArgument naming the byte offset of the quibble byte that starts the first bad
// sequence, when that sequence
//   - has an unassigned quibble (27, 28 in kAsciiCompatible; 7, 23 in kSpecTable),
//   - has non-zero spare bits and `spare_bits` is `SpareBits::kReject`,
//   - is truncated (fewer value bytes left than its quibble announces),
//   - writes a letter a..z or the rainbow in a continuation form (not canonical),
//   - writes a value with more value bytes than it needs (over-long),
//   - holds a surrogate U+D800..U+DFFF, or a value above U+10FFFF.
// Example: `decode(std::string("\x08\x09\x1D\x21", 4))` is "hi!".
// Example: `decode(std::string("\x1E\x41\x00", 3))` fails "invalid UTF-58: over-long ... at byte
// offset 0".
[[nodiscard]] absl::StatusOr<Wtf8Buf> decode(std::string_view bytes,
                                             Dialect dialect = Dialect::kAsciiCompatible,
                                             SpareBits spare_bits = SpareBits::kIgnore);

}  // namespace utf58
}  // namespace wtf8

#endif  // WTF8_UTF58_H_
