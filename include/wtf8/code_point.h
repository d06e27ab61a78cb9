// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/code_point.h
// -----------------------------------------------------------------------------
//
// `CodePoint` is any Unicode code point, U+0000..U+10FFFF, surrogates included: the unit a
// `Wtf8View` is made of (Rust's `CodePoint` in `sys_common::wtf8`). Unlike `char32_t` it cannot
// hold a value past U+10FFFF, and unlike a Unicode scalar value it can hold a lone surrogate.
//
// Example:
//   auto cp = wtf8::CodePoint::from_u32(0xD800);   // engaged: surrogates are code points
//   cp->is_lead_surrogate();                        // true
//   cp->to_scalar_lossy();                          // U'\uFFFD'
//   wtf8::CodePoint::from_u32(0x110000);            // std::nullopt

#ifndef WTF8_CODE_POINT_H_
#define WTF8_CODE_POINT_H_

#include <cstdint>
#include <optional>
#include <utility>

#include "wtf8/internal/bytes/utf8_bits.h"

namespace wtf8 {

// A value in U+0000..U+10FFFF. Trivially copyable; ordered by value.
class CodePoint {
 public:
  // U+0000.
  constexpr CodePoint() noexcept = default;

  // Returns the code point of value `value`, or nullopt when `value` > 0x10FFFF.
  static constexpr std::optional<CodePoint> from_u32(uint32_t value) noexcept {
    if (value > internal::kMaxCodePoint) return std::nullopt;
    return CodePoint(value);
  }
  // Returns the code point of value `value`, which must be <= 0x10FFFF (not checked).
  static constexpr CodePoint from_u32_unchecked(uint32_t value) noexcept {
    return CodePoint(value);
  }
  // Returns the code point of a Unicode scalar value, or nullopt when `c` is a surrogate or
  // > U+10FFFF. Example: `CodePoint::from_scalar(U'é')->value() == 0xE9`.
  static constexpr std::optional<CodePoint> from_scalar(char32_t c) noexcept {
    if (c > internal::kMaxCodePoint || internal::is_surrogate(c)) return std::nullopt;
    return CodePoint(c);
  }
  // Returns the code point of an ASCII character; nullopt when `c` is not ASCII.
  static constexpr std::optional<CodePoint> from_ascii(char c) noexcept {
    if (static_cast<unsigned char>(c) >= 0x80) return std::nullopt;
    return CodePoint(static_cast<unsigned char>(c));
  }

  // The numeric value.
  constexpr uint32_t value() const noexcept { return value_; }

  // U+D800..U+DFFF.
  constexpr bool is_surrogate() const noexcept { return internal::is_surrogate(value_); }
  // U+D800..U+DBFF (high surrogate).
  constexpr bool is_lead_surrogate() const noexcept { return internal::is_lead_surrogate(value_); }
  // U+DC00..U+DFFF (low surrogate).
  constexpr bool is_trail_surrogate() const noexcept {
    return internal::is_trail_surrogate(value_);
  }
  // U+0000..U+007F.
  constexpr bool is_ascii() const noexcept { return value_ < 0x80; }
  // Not a surrogate: a Unicode scalar value.
  constexpr bool is_scalar() const noexcept { return !is_surrogate(); }

  // Returns the value as a scalar value; a surrogate becomes U+FFFD.
  constexpr char32_t to_scalar_lossy() const noexcept {
    return is_surrogate() ? internal::kReplacementCharacter : value_;
  }
  // Returns the value as a scalar value, or nullopt for a surrogate.
  constexpr std::optional<char32_t> to_scalar() const noexcept {
    if (is_surrogate()) return std::nullopt;
    return value_;
  }

  // Bytes of its WTF-8 encoding (1 to 4) and UTF-16 code units (1 or 2).
  constexpr std::size_t wtf8_len() const noexcept { return internal::encoded_length(value_); }
  constexpr std::size_t utf16_len() const noexcept { return value_ >= 0x10000 ? 2 : 1; }

  friend constexpr bool operator==(CodePoint a, CodePoint b) { return a.value_ == b.value_; }
  friend constexpr bool operator!=(CodePoint a, CodePoint b) { return a.value_ != b.value_; }
  friend constexpr bool operator<(CodePoint a, CodePoint b) { return a.value_ < b.value_; }
  friend constexpr bool operator<=(CodePoint a, CodePoint b) { return a.value_ <= b.value_; }
  friend constexpr bool operator>(CodePoint a, CodePoint b) { return a.value_ > b.value_; }
  friend constexpr bool operator>=(CodePoint a, CodePoint b) { return a.value_ >= b.value_; }

  template <typename H>
  friend H AbslHashValue(H h, CodePoint cp) {
    return H::combine(std::move(h), cp.value_);
  }

 private:
  constexpr explicit CodePoint(uint32_t value) noexcept : value_(value) {}

  uint32_t value_ = 0;
};

}  // namespace wtf8

#endif  // WTF8_CODE_POINT_H_
