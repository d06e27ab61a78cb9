// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/internal/core/explicit_only.h
// -----------------------------------------------------------------------------
//
// Internal to wtf8; included by wtf8/wtf8_buf.h; do not include directly.
// IWYU pragma: private, include "wtf8/wtf8.h"
//
// Operations on `Wtf8View` / `Wtf8Buf` that would silently lose or guess, rejected with one
// `static_assert` line that names the explicit form instead of a page of overload candidates:
//   - `os << s`, `absl::StrFormat("%s", s)`, `absl::StrCat(s)`: lone surrogates would become
//     U+FFFD without the caller asking (wtf8/display.h has the explicit forms);
//   - `s == str`, `s < str`, ... with a `std::string`, `std::string_view`, character array or
//     pointer, `std::u16string(_view)`, `std::wstring(_view)` or `std::u32string(_view)`: which
//     encoding the other side is in, and what its ill-formed parts mean, is the caller's call.
// Each is a template whose declaration matches better than any other candidate, so it is chosen,
// and whose body fails when it is instantiated, that is, only when a program uses it.

#ifndef WTF8_INTERNAL_CORE_EXPLICIT_ONLY_H_
#define WTF8_INTERNAL_CORE_EXPLICIT_ONLY_H_

#include <ostream>
#include <string_view>
#include <type_traits>

#include "absl/strings/str_format.h"
#include "wtf8/pattern.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace internal {

// Any character string of the standard library's kinds, or a type that converts to one.
template <typename T>
inline constexpr bool kIsPlainString =
    !kIsWtf8String<T> && (std::is_convertible_v<const T&, std::string_view> ||
                          std::is_convertible_v<const T&, std::u16string_view> ||
                          std::is_convertible_v<const T&, std::wstring_view> ||
                          std::is_convertible_v<const T&, std::u32string_view>);

template <typename A, typename B>
inline constexpr bool kIsMixedComparison = (kIsWtf8String<A> && kIsPlainString<B>) ||
                                           (kIsPlainString<A> && kIsWtf8String<B>);

}  // namespace internal

#define WTF8_INTERNAL_NO_TEXT_OUTPUT_                                                             \
  "wtf8: printing a Wtf8View/Wtf8Buf would silently turn lone surrogates into U+FFFD; say which " \
  "form you want: wtf8::display(s) (lossy UTF-8, streams and formats), s.to_utf8_lossy(), or "    \
  "s.debug_string() (lossless, escaped); see wtf8/display.h"

template <typename T, std::enable_if_t<internal::kIsWtf8String<T>, int> = 0>
std::ostream& operator<<(std::ostream& os, const T&) {
  static_assert(internal::kDependentFalse<T>, WTF8_INTERNAL_NO_TEXT_OUTPUT_);
  return os;
}

template <typename T, std::enable_if_t<internal::kIsWtf8String<T>, int> = 0>
absl::FormatConvertResult<absl::FormatConversionCharSet::kString> AbslFormatConvert(
    const T&, const absl::FormatConversionSpec&, absl::FormatSink*) {
  static_assert(internal::kDependentFalse<T>, WTF8_INTERNAL_NO_TEXT_OUTPUT_);
  return {false};
}

template <typename Sink, typename T, std::enable_if_t<internal::kIsWtf8String<T>, int> = 0>
void AbslStringify(Sink&, const T&) {
  static_assert(internal::kDependentFalse<T>, WTF8_INTERNAL_NO_TEXT_OUTPUT_);
}

#undef WTF8_INTERNAL_NO_TEXT_OUTPUT_

#define WTF8_INTERNAL_REJECT_COMPARISON_(op)                                                       \
  template <typename A, typename B, std::enable_if_t<internal::kIsMixedComparison<A, B>, int> = 0> \
  bool operator op(const A&, const B&) {                                                           \
    static_assert(                                                                                 \
        internal::kDependentFalse<A>,                                                              \
        "wtf8: a Wtf8View/Wtf8Buf does not compare with a plain string (which encoding? "          \
        "what of ill-formed parts?); compare explicitly: s == \"text\"_wtf8 "                      \
        "(wtf8::literals), s == wtf8::Wtf8Buf::from_utf16(u16), s.to_utf16() == u16, "             \
        "or s.as_bytes() == bytes");                                                               \
    return false;                                                                                  \
  }
WTF8_INTERNAL_REJECT_COMPARISON_(==)
WTF8_INTERNAL_REJECT_COMPARISON_(!=)
WTF8_INTERNAL_REJECT_COMPARISON_(<)
WTF8_INTERNAL_REJECT_COMPARISON_(<=)
WTF8_INTERNAL_REJECT_COMPARISON_(>)
WTF8_INTERNAL_REJECT_COMPARISON_(>=)
#undef WTF8_INTERNAL_REJECT_COMPARISON_

}  // namespace wtf8

#endif  // WTF8_INTERNAL_CORE_EXPLICIT_ONLY_H_
