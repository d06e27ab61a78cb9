// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/encode_into.h
// -----------------------------------------------------------------------------
//
// Conversions into a buffer the caller owns and sized: a `wchar_t buf[MAX_PATH]` for a Windows
// call, a fixed output block of a file or network writer, the web platform's
// `TextEncoder.encodeInto`, a block of code points for a parser. Nothing here allocates; each
// call runs the same SIMD operations as the allocating conversions (`Wtf8Buf::from_utf16`,
// `Wtf8View::to_utf16`, `to_utf32`, `to_utf8_lossy`).
//
// Every call converts the longest prefix of the source whose output fits, and returns how much
// of the source it read and how much it wrote. A character is written whole or not at all (and
// then not read either): a surrogate pair is two UTF-16 units and four bytes, never split; a
// destination too small for the next character ends the call. Units of the destination past
// `written` are never touched, and a destination of size 0 (a null span included) reads and
// writes nothing. The caller continues with `source.substr(read)` (a view: `slice_from(read)`)
// and a fresh destination, or asks the length functions below first ("query, allocate once,
// convert"): they give the exact size of the whole output.
//
// A `Wtf8View` source is read by bytes (`read` is a byte offset, always a code point boundary of
// the view, so `source.slice_from(read)` is valid). A split surrogate half at either end of a view
// (OMG-WTF-8) is the lone surrogate it stands for: three bytes in, one UTF-16 or UTF-32 unit
// out.
//
// Example:
//   char out[5];
//   wtf8::utf8_encode_into(u"a\xD800" u"b", absl::MakeSpan(out));  // {read 2, written 4}: "a",
//                                                 // then U+FFFD for the lone surrogate; "b" waits
//   wtf8::utf8_encode_into(u"\U0001F600", absl::MakeSpan(out, 3));  // {0, 0}: the pair needs 4
//   char16_t units[260];
//   auto r = wtf8::utf16_encode_into(name, absl::MakeSpan(units));   // r.read == name.size()
//                                                                    // when all of it fit
//   char32_t code_points[64];
//   wtf8::utf32_encode_into(name, absl::MakeSpan(code_points));  // the first 64 code points

#ifndef WTF8_ENCODE_INTO_H_
#define WTF8_ENCODE_INTO_H_

#include <cstddef>
#include <string_view>

#include "absl/types/span.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {

// What a bounded conversion did: `read` source units (char16_t or wchar_t units, or bytes of a
// Wtf8View) were converted into `written` destination units (bytes, char16_t, char32_t or
// wchar_t).
// `read` is less than the source's size exactly when the destination ran out of room.
struct EncodeIntoResult {
  std::size_t read = 0;
  std::size_t written = 0;

  friend constexpr bool operator==(const EncodeIntoResult& a, const EncodeIntoResult& b) {
    return a.read == b.read && a.written == b.written;
  }
  friend constexpr bool operator!=(const EncodeIntoResult& a, const EncodeIntoResult& b) {
    return !(a == b);
  }
};

// ---- UTF-8, lone surrogates replaced (WHATWG `TextEncoder.encodeInto`) ------------------------

// Encodes UTF-16 as UTF-8 into `destination`, exactly as `TextEncoder.encodeInto` does with a
// JavaScript string: a surrogate pair is one 4-byte character, a lone surrogate (either kind,
// including a lead surrogate as the last unit) becomes U+FFFD (3 bytes, `read` 1).
// Example: `utf8_encode_into(u"\xE9\xDC00", span_of_4)` is {read 1, written 2} ("é"; U+FFFD
//          needs 3 more bytes).
EncodeIntoResult utf8_encode_into(std::u16string_view source,
                                  absl::Span<char> destination) noexcept;

// The same from WTF-8: `Wtf8View::to_utf8_lossy`, bounded. Each lone surrogate (canonical or a
// split half at an end) becomes U+FFFD, which takes the same 3 bytes, so the output of the whole
// view is exactly `source.size()` bytes.
// Example: for `s = Wtf8Buf::from_utf16(u"a\xD800")`, `utf8_encode_into(s, span_of_4)` is
//          {4, 4} and the bytes are "a\xEF\xBF\xBD".
EncodeIntoResult utf8_encode_into(Wtf8View source, absl::Span<char> destination) noexcept;

// ---- WTF-8, lossless ----------------------------------------------------------------------------

// Potentially ill-formed UTF-16 to WTF-8 (`Wtf8Buf::from_utf16`, bounded): lone surrogates are
// kept (3 bytes each); a pair is one 4-byte character.
// Example: `wtf8_encode_into(u"a\xD800", span_of_4)` is {2, 4}: "a\xED\xA0\x80".
EncodeIntoResult wtf8_encode_into(std::u16string_view source,
                                  absl::Span<char> destination) noexcept;

// Wide strings as `Wtf8Buf::from_wide` takes them: 16-bit wchar_t (Windows) is UTF-16 as above;
// 32-bit wchar_t holds code points, a lead surrogate unit directly followed by a trail one is one
// supplementary character (`read` 2), and a value above U+10FFFF becomes U+FFFD.
EncodeIntoResult wtf8_encode_into(std::wstring_view source, absl::Span<char> destination) noexcept;

// A view's bytes in canonical WTF-8 (`Wtf8Buf(source)`, bounded): a split surrogate half at
// either end is written as its 3-byte lone surrogate, so the whole output is `source.size()`
// bytes and is well-formed WTF-8 on its own.
// Example: for `v = Wtf8Buf::from_utf16(u"\U0001F600").as_view().slice_to(2)` (the split lead
//          F0 9F 98), `wtf8_encode_into(v, span_of_3)` writes ED A0 BD (U+D83D), {3, 3}.
EncodeIntoResult wtf8_encode_into(Wtf8View source, absl::Span<char> destination) noexcept;

// ---- UTF-16 and wchar_t, lossless ---------------------------------------------------------------

// WTF-8 to potentially ill-formed UTF-16 (`Wtf8View::to_utf16`, bounded): lone surrogates kept;
// a supplementary character is two units, written both or neither.
// Example: `utf16_encode_into(Wtf8Buf::from_utf16(u"a\U0001F600"), span_of_2)` is {1, 1}.
EncodeIntoResult utf16_encode_into(Wtf8View source, absl::Span<char16_t> destination) noexcept;

// WTF-8 to wchar_t (`Wtf8View::to_wide`, bounded): with 16-bit wchar_t (Windows) as
// `utf16_encode_into`; with 32-bit wchar_t one unit per code point, lone surrogates as their
// values.
// Example (Windows): `wchar_t buf[MAX_PATH];` then `wide_encode_into(name, absl::MakeSpan(buf))`.
EncodeIntoResult wide_encode_into(Wtf8View source, absl::Span<wchar_t> destination) noexcept;

// ---- code points ----------------------------------------------------------------------------

// WTF-8 to code points, one 32-bit unit each (`Wtf8View::to_utf32`, bounded; what
// `code_points()` yields, in bulk): UTF-32, except that a lone surrogate (canonical or a split
// half at either end) is its surrogate value. The whole output is `source.code_point_count()`
// units. Runs on the SIMD decoder that also fills `code_points()`'s iterator.
// Example: `utf32_encode_into(Wtf8Buf::from_utf16(u"a\xD800\U0001F600"), span_of_2)` is
//          {4, 2}: U+0061, U+D800; then {4, 1} for the rest.
EncodeIntoResult utf32_encode_into(Wtf8View source, absl::Span<char32_t> destination) noexcept;

// ---- exact lengths of the whole output --------------------------------------------------------

// Bytes `wtf8_encode_into` writes for the whole source, which is also what `utf8_encode_into`
// writes (a lone surrogate and U+FFFD both take 3 bytes) and what `Wtf8Buf::from_utf16` holds.
// Example: `wtf8_len(u"a\xD800\U0001F600") == 8`.
[[nodiscard]] std::size_t wtf8_len(std::u16string_view source) noexcept;
[[nodiscard]] std::size_t wtf8_len(std::wstring_view source) noexcept;

// Bytes `utf8_encode_into` writes for the whole source: `wtf8_len(source)` for UTF-16, and
// `source.size()` for a view (each surrogate is replaced by a character of the same length).
// Example: `utf8_lossy_len(Wtf8Buf::from_utf16(u"\xDC00")) == 3`.
[[nodiscard]] std::size_t utf8_lossy_len(std::u16string_view source) noexcept;
[[nodiscard]] std::size_t utf8_lossy_len(Wtf8View source) noexcept;

// Units `wide_encode_into` writes for the whole view: `source.utf16_len()` with 16-bit wchar_t,
// `source.code_point_count()` with 32-bit wchar_t. (`Wtf8View::utf16_len` is the char16_t one,
// `Wtf8View::code_point_count` the char32_t one.)
// Example: `wide_len(Wtf8Buf::from_utf16(u"\U0001F600"))` is 2 on Windows, 1 on Linux.
[[nodiscard]] std::size_t wide_len(Wtf8View source) noexcept;

}  // namespace wtf8

#endif  // WTF8_ENCODE_INTO_H_
