// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/wtf8_view.h
// -----------------------------------------------------------------------------
//
// `Wtf8View` borrows a string of code points stored as WTF-8 (the WTF-8 spec, https://simonsapin.github.io/wtf-8/, §6): UTF-8 that
// may also hold lone surrogates, so any Windows wide string, and any text, fits losslessly. It is
// to `Wtf8Buf` what `std::string_view` is to `std::string` (Rust: `&OsStr` to `OsString`).
//
// Example:
//   auto v = wtf8::Wtf8View::from_wtf8("a\xED\xA0\x80");   // "a" + lone U+D800
//   v->size();                // 4
//   v->is_utf8();             // false
//   v->to_utf16();            // u"a\xD800"
//   v->to_utf8_lossy();       // "a\uFFFD"
//   v->debug_string();        // "\"a\\u{d800}\""
//
// The read-only operations (slicing, iteration, conversions, comparison, search) are shared with
// `Wtf8Buf` and documented in wtf8/internal/core/view_ops.h.

#ifndef WTF8_WTF8_VIEW_H_
#define WTF8_WTF8_VIEW_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>

#include "absl/status/statusor.h"
#include "wtf8/code_point.h"
#include "wtf8/code_points.h"
#include "wtf8/internal/config.h"
#include "wtf8/internal/core/view_ops.h"

namespace wtf8 {

namespace internal {
struct LiteralAccess;  // "..."_wtf8 (wtf8/literals.h)
}  // namespace internal

// A borrowed, immutable run of bytes that is well-formed WTF-8, except that it may additionally
// begin with a split trail (low) surrogate and end with a split lead (high) surrogate (OMG-WTF-8:
// the halves of a 4-byte sequence that a slice cut in the middle). Such a view still stands for a
// sequence of code points; every operation treats a split surrogate exactly as the lone surrogate
// it stands for.
//
// A view is a pointer and a size; it does not own the bytes, which must outlive it. Copying is
// O(1). Concurrent reads are safe.
class Wtf8View : public internal::ViewOps<Wtf8View> {
 public:
  static constexpr bool kOwning = false;

  // The empty view.
  constexpr Wtf8View() noexcept = default;

  // Returns a view of `bytes` when they are well-formed WTF-8 (WTF-8 §6: generalized UTF-8
  // without surrogate pair byte sequences). Fails with InvalidArgument naming the byte offset of
  // the first byte of the offending sequence and the reason.
  // Example: `from_wtf8("\xED\xA0\x80\xED\xB0\x80")` fails "at byte offset 0" (a surrogate pair).
  static absl::StatusOr<Wtf8View> from_wtf8(std::string_view bytes);

  // Returns a view of `bytes` when they are well-formed UTF-8 (RFC 3629 §4). Fails like
  // `from_wtf8`, and also on any surrogate.
  static absl::StatusOr<Wtf8View> from_utf8(std::string_view bytes);

  // Returns a view of `bytes` when they are a well-formed OMG-WTF-8 sequence: an optional split
  // trail surrogate, well-formed WTF-8, an optional split lead surrogate. Fails like `from_wtf8`.
  // Example: `from_omg_wtf8("\x90\x80\x80")` is U+DC00 in split form.
  static absl::StatusOr<Wtf8View> from_omg_wtf8(std::string_view bytes);

  // Returns a view of `bytes`, which the caller guarantees are well-formed OMG-WTF-8 (in
  // particular, anything `as_bytes()` of another view returned). Checked only in debug builds
  // (O(n) there); the library's own O(1) constructions do not go through it.
  static Wtf8View from_wtf8_unchecked(std::string_view bytes) noexcept;

  // Not from a temporary `std::string`: the view would point into a destroyed string (Abseil's
  // deleted rvalue overloads). Name the string first, or copy it with `Wtf8Buf::from_utf8` /
  // `Wtf8Buf::from_wtf8`. A string literal, an lvalue string or a `std::string_view` is fine.
  template <typename S, typename = std::enable_if_t<std::is_same_v<S, std::string>>>
  static void from_wtf8(S&& temporary) = delete;
  template <typename S, typename = std::enable_if_t<std::is_same_v<S, std::string>>>
  static void from_utf8(S&& temporary) = delete;
  template <typename S, typename = std::enable_if_t<std::is_same_v<S, std::string>>>
  static void from_omg_wtf8(S&& temporary) = delete;
  template <typename S, typename = std::enable_if_t<std::is_same_v<S, std::string>>>
  static void from_wtf8_unchecked(S&& temporary) = delete;

  // A view of itself (so generic code can call `as_view()` on either type).
  constexpr Wtf8View as_view() const noexcept { return *this; }

 private:
  template <typename>
  friend class internal::ViewOps;
  friend class Wtf8Buf;
  friend struct internal::LiteralAccess;

  constexpr Wtf8View(const char* data, std::size_t size) noexcept : data_(data), size_(size) {}

  const char* data_ = "";
  std::size_t size_ = 0;
};

// ---- validation predicates ----------------------------------------------------------------
// Cheap yes/no checks on raw bytes, with no error message (use `Wtf8View::from_*` for that).
// Example: `is_well_formed_wtf8("\xED\xA0\x80")` is true, `is_well_formed_utf8` of it false.

// RFC 3629 §4 UTF-8.
bool is_well_formed_utf8(std::string_view bytes) noexcept;
// WTF-8 §6: generalized UTF-8 without surrogate pair byte sequences.
bool is_well_formed_wtf8(std::string_view bytes) noexcept;
// OMG-WTF-8: WTF-8 with an optional split trail surrogate first and split lead surrogate last.
bool is_well_formed_omg_wtf8(std::string_view bytes) noexcept;

// ---- comparison (any mix of Wtf8View and Wtf8Buf) -------------------------------------------

template <typename A, typename B,
          typename = std::enable_if_t<internal::kIsWtf8String<A> && internal::kIsWtf8String<B>>>
bool operator==(const A& a, const B& b) noexcept {
  return internal::view_equal(a.as_view(), b.as_view());
}
template <typename A, typename B,
          typename = std::enable_if_t<internal::kIsWtf8String<A> && internal::kIsWtf8String<B>>>
bool operator!=(const A& a, const B& b) noexcept {
  return !internal::view_equal(a.as_view(), b.as_view());
}
template <typename A, typename B,
          typename = std::enable_if_t<internal::kIsWtf8String<A> && internal::kIsWtf8String<B>>>
bool operator<(const A& a, const B& b) noexcept {
  return internal::view_compare(a.as_view(), b.as_view()) < 0;
}
template <typename A, typename B,
          typename = std::enable_if_t<internal::kIsWtf8String<A> && internal::kIsWtf8String<B>>>
bool operator<=(const A& a, const B& b) noexcept {
  return internal::view_compare(a.as_view(), b.as_view()) <= 0;
}
template <typename A, typename B,
          typename = std::enable_if_t<internal::kIsWtf8String<A> && internal::kIsWtf8String<B>>>
bool operator>(const A& a, const B& b) noexcept {
  return internal::view_compare(a.as_view(), b.as_view()) > 0;
}
template <typename A, typename B,
          typename = std::enable_if_t<internal::kIsWtf8String<A> && internal::kIsWtf8String<B>>>
bool operator>=(const A& a, const B& b) noexcept {
  return internal::view_compare(a.as_view(), b.as_view()) >= 0;
}

}  // namespace wtf8

// Wtf8Buf completes the picture (to_buf, to_ascii_lowercase return one) and pulls in the
// definitions of the shared operations.
#include "wtf8/wtf8_buf.h"  // IWYU pragma: export

#endif  // WTF8_WTF8_VIEW_H_
