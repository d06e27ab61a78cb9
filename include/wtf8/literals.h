// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/literals.h
// -----------------------------------------------------------------------------
//
// `"text"_wtf8`: a checked `Wtf8View` literal, for needles, comparisons and constants. The bytes
// must be well-formed WTF-8 (WTF-8 spec §6: UTF-8, plus lone surrogates written as their 3-byte
// form, but no surrogate pair). The check runs at compile time under C++20 (the operator is
// `consteval`) and under C++17 whenever the literal is used in a constant expression (`constexpr
// auto x = "..."_wtf8;`); an ill-formed literal is then a compile error naming
// `wtf8_literal_is_not_well_formed_wtf8`. Anywhere else under C++17 it runs when the literal is
// evaluated, and an ill-formed literal aborts with a message naming the byte offset: it never
// passes silently. The view points at the literal's static storage, so it never dangles.
//
// Under C++20 `u8"text"_wtf8` works too (a `char8_t` literal), checked the same way at compile
// time. Its bytes are copied, at compile time, into a constant of the program that the view points
// at (a `Wtf8View` holds `char` bytes, and a constant expression cannot reinterpret a `char8_t`
// pointer), so it never dangles either.
//
// Plain string literals also work as search patterns (`s.find("GZ")`, see wtf8/pattern.h) when
// they are valid UTF-8; the literal adds compile-time checking and lone surrogates.
//
// Example:
//   using namespace wtf8::literals;
//   constexpr wtf8::Wtf8View kGz = "GZ"_wtf8;          // checked at compile time
//   "caf\xC3\xA9"_wtf8.code_point_count();              // 4
//   "a\xED\xA0\x80"_wtf8.is_utf8();                     // false: a lone U+D800
//   wtf8::Wtf8Buf::from_utf16(u"x\xD800") == "x\xED\xA0\x80"_wtf8;   // true
//   // constexpr auto bad = "\xC0\xAF"_wtf8;            // does not compile (overlong)
//   u8"caf\u00e9"_wtf8 == "caf\xC3\xA9"_wtf8;           // true (C++20)

#ifndef WTF8_LITERALS_H_
#define WTF8_LITERALS_H_

#include <cstddef>
#include <cstdint>

#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace internal {

// The number of leading bytes of p[0, n) that are well-formed WTF-8 (n when all are), usable in
// constant expressions. A second implementation of `valid_wtf8_up_to` (src/core/validate.cc),
// which it is tested against; only literals use it.
constexpr std::size_t constexpr_valid_wtf8_up_to(const char* p, std::size_t n) {
  bool after_lead_surrogate = false;
  std::size_t i = 0;
  while (i < n) {
    const uint8_t b0 = static_cast<uint8_t>(p[i]);
    std::size_t length = 0;
    uint8_t lo = 0x80;  // the range allowed for the second byte (RFC 3629 §4, with ED A0..BF
    uint8_t hi = 0xBF;  // allowed, as generalized UTF-8 allows surrogates)
    if (b0 < 0x80) {
      length = 1;
    } else if (b0 >= 0xC2 && b0 <= 0xDF) {
      length = 2;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
      length = 3;
      if (b0 == 0xE0) lo = 0xA0;
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
      length = 4;
      if (b0 == 0xF0) lo = 0x90;
      if (b0 == 0xF4) hi = 0x8F;
    } else {
      return i;
    }
    if (n - i < length) return i;
    for (std::size_t k = 1; k < length; ++k) {
      const uint8_t b = static_cast<uint8_t>(p[i + k]);
      if (k == 1 ? (b < lo || b > hi) : !is_continuation_byte(b)) return i;
    }
    const uint32_t cp = decode_code_point(p + i).code_point;
    // WTF-8 §6: a lead surrogate followed by a trail surrogate must have been one code point.
    if (after_lead_surrogate && is_trail_surrogate(cp)) return i - 3;
    after_lead_surrogate = is_lead_surrogate(cp);
    i += length;
  }
  return n;
}

// Reached only for an ill-formed literal. Not constexpr, so a constant evaluation that reaches it
// fails to compile with this name in the message; at run time it prints the offset and aborts.
[[noreturn]] void wtf8_literal_is_not_well_formed_wtf8(const char* p, std::size_t n,
                                                       std::size_t offset);

// The one way in for literals (a friend of `Wtf8View`).
struct LiteralAccess {
  static constexpr Wtf8View make(const char* p, std::size_t n) noexcept { return Wtf8View(p, n); }
};

#if WTF8_HAVE_CHAR8_T &&                                                               \
    (defined(__cpp_nontype_template_args) && __cpp_nontype_template_args >= 201911L || \
     defined(__clang__) && __clang_major__ >= 12)
#define WTF8_HAVE_U8_LITERAL 1
// The bytes of a `u8"..."` literal as `char`s: the template argument of `u8"..."_wtf8` (C++20
// lets a literal operator template take the literal as a class-type constant). The argument
// object has static storage duration, so views of `bytes` never dangle.
template <std::size_t N>
struct U8LiteralBytes {
  // NOLINTNEXTLINE(google-explicit-constructor): the literal converts implicitly, by design.
  constexpr U8LiteralBytes(const char8_t (&text)[N]) noexcept {
    for (std::size_t i = 0; i < N; ++i) bytes[i] = static_cast<char>(text[i]);
  }
  char bytes[N] = {};  // N includes the terminating NUL
};
#else
#define WTF8_HAVE_U8_LITERAL 0
#endif

}  // namespace internal

inline namespace literals {

#if defined(__cpp_consteval) && __cpp_consteval >= 201811L
#define WTF8_INTERNAL_LITERAL_ consteval
#else
#define WTF8_INTERNAL_LITERAL_ constexpr
#endif

// Returns a view of the literal's bytes, which must be well-formed WTF-8 (see the file comment).
// Example: `"GZ"_wtf8.size() == 2`; `Wtf8Buf::from_utf16(u"GZ") == "GZ"_wtf8`.
WTF8_INTERNAL_LITERAL_ Wtf8View operator""_wtf8(const char* bytes, std::size_t size) {
  const std::size_t valid = internal::constexpr_valid_wtf8_up_to(bytes, size);
  if (valid != size) internal::wtf8_literal_is_not_well_formed_wtf8(bytes, size, valid);
  // Invariant: the bytes were just checked to be well-formed WTF-8.
  return internal::LiteralAccess::make(bytes, size);
}

#if WTF8_HAVE_U8_LITERAL
// C++20: the same for a `u8"..."` literal (see the file comment).
// Example: `u8"caf\u00e9"_wtf8.code_point_count() == 4`.
template <internal::U8LiteralBytes Literal>
consteval Wtf8View operator""_wtf8() {
  constexpr std::size_t size = sizeof(Literal.bytes) - 1;
  const std::size_t valid = internal::constexpr_valid_wtf8_up_to(Literal.bytes, size);
  if (valid != size) internal::wtf8_literal_is_not_well_formed_wtf8(Literal.bytes, size, valid);
  // Invariant: the bytes were just checked to be well-formed WTF-8.
  return internal::LiteralAccess::make(Literal.bytes, size);
}
#endif

#undef WTF8_INTERNAL_LITERAL_

}  // namespace literals
}  // namespace wtf8

#endif  // WTF8_LITERALS_H_
