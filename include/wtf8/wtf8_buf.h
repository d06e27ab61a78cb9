// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/wtf8_buf.h
// -----------------------------------------------------------------------------
//
// `Wtf8Buf` owns a growable string of code points stored as well-formed WTF-8 (Rust: `OsString`
// on Windows). It converts losslessly from any UTF-16 / `wchar_t` string, and concatenation joins
// a trailing lead surrogate with a leading trail surrogate into one supplementary code point, so
// `from_utf16(a) + from_utf16(b) == from_utf16(a + b)` for all code unit sequences a, b.
//
// Example:
//   wtf8::Wtf8Buf s = wtf8::Wtf8Buf::from_utf16(u"x\xD83D");     // "x" + lone lead surrogate
//   s += wtf8::Wtf8Buf::from_utf16(u"\xDE00");                    // joins: "x😀"
//   s.as_bytes();                                                   // "x\xF0\x9F\x98\x80"
//   s.pop();                                                        // U+1F600
//
// Every read-only operation of `Wtf8View` is available here too (wtf8/internal/core/view_ops.h).

#ifndef WTF8_WTF8_BUF_H_
#define WTF8_WTF8_BUF_H_

#include <cstddef>
#include <functional>
#include <initializer_list>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "absl/hash/hash.h"
#include "absl/status/statusor.h"
#include "wtf8/code_point.h"
#include "wtf8/internal/core/view_ops.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {

// An owned string that is always well-formed WTF-8 (never holds a split surrogate: appending
// canonicalizes). Movable and copyable like `std::string`; not synchronized.
class Wtf8Buf : public internal::ViewOps<Wtf8Buf> {
 public:
  static constexpr bool kOwning = true;

  // The empty string.
  Wtf8Buf() = default;

  // ---- construction
  // ------------------------------------------------------------------------------

  // Converts potentially ill-formed UTF-16 (WTF-8 §6.3). Lossless; never fails.
  // Example: `from_utf16(u"\xD800\xDC00")` is U+10000; `from_utf16(u"\xDC00")` a lone surrogate.
  static Wtf8Buf from_utf16(std::u16string_view utf16);
  // Replaces the contents with the conversion of `utf16`, like `*this = from_utf16(utf16)` but
  // reusing the capacity (for loops over many strings). Sizes the buffer exactly.
  // Example: `b.assign_from_utf16(u"x\xDC00")` makes `b` "x" + lone U+DC00.
  void assign_from_utf16(std::u16string_view utf16);
  // Appends the conversion of `utf16`; a trailing lead surrogate joins a leading trail surrogate
  // of `utf16` (WTF-8 §6.5), so appending pieces equals converting the whole.
  // Example: `from_utf16(u"\xD83D")` then `append_utf16(u"\xDE00")` is U+1F600.
  void append_utf16(std::u16string_view utf16);
  // Converts a wide string: UTF-16 where `wchar_t` is 16 bits; where it is 32 bits, each unit is a
  // code point (a unit > 0x10FFFF becomes U+FFFD; surrogate units pair as in UTF-16).
  static Wtf8Buf from_wide(std::wstring_view wide);
  // Copies strict UTF-8 (RFC 3629). Fails with InvalidArgument naming the byte offset.
  static absl::StatusOr<Wtf8Buf> from_utf8(std::string_view utf8);
  // Copies well-formed WTF-8. Fails with InvalidArgument naming the byte offset.
  static absl::StatusOr<Wtf8Buf> from_wtf8(std::string_view wtf8);
  // Decodes UTF-8, replacing each maximal ill-formed subpart with one U+FFFD (the WHATWG UTF-8
  // decoder's rule). Example: `from_utf8_lossy("a\xF0\x80\x80")` is "a\uFFFD\uFFFD\uFFFD".
  static Wtf8Buf from_utf8_lossy(std::string_view bytes);
  // Encodes code points (WTF-8 §6.1): a lead surrogate followed by a trail surrogate is joined into
  // one supplementary code point.
  static Wtf8Buf from_code_points(std::initializer_list<CodePoint> code_points) {
    return from_code_points<std::initializer_list<CodePoint>>(code_points);
  }
  // The same, for any range (begin/end) of `CodePoint`.
  template <typename Range>
  static Wtf8Buf from_code_points(const Range& code_points) {
    Wtf8Buf out;
    for (const CodePoint cp : code_points) out.push(cp);
    return out;
  }

  // ---- views
  // ---------------------------------------------------------------------------------------

  // A view of the bytes; valid until the next mutation. Not available on a temporary (it would
  // dangle).
  Wtf8View as_view() const& noexcept {
    return Wtf8View(bytes_.data(), bytes_.size());  // Invariant: `bytes_` is WTF-8.
  }
  Wtf8View as_view() && = delete;
  operator Wtf8View() const& noexcept { return as_view(); }  // NOLINT: implicit by design
  operator Wtf8View() && = delete;

  // A NUL-terminated pointer to the bytes (the NUL is not part of the string).
  const char* c_str() const noexcept { return bytes_.c_str(); }

  // ---- growth
  // ----------------------------------------------------------------------------------------

  // Appends one code point; a trail surrogate after a trailing lead surrogate joins with it.
  void push(CodePoint cp);
  // Appends a view (WTF-8 §6.5): a trailing lead surrogate and the view's leading trail surrogate
  // (in either form) join into one supplementary code point; split surrogates are canonicalized.
  void append(Wtf8View v);
  void append(const Wtf8Buf& b) { append(b.as_view()); }
  Wtf8Buf& operator+=(Wtf8View v) {
    append(v);
    return *this;
  }
  Wtf8Buf& operator+=(const Wtf8Buf& b) {
    append(b.as_view());
    return *this;
  }
  Wtf8Buf& operator+=(CodePoint cp) {
    push(cp);
    return *this;
  }
  friend Wtf8Buf operator+(Wtf8Buf a, Wtf8View b) {
    a.append(b);
    return a;
  }
  friend Wtf8Buf operator+(Wtf8View a, const Wtf8Buf& b);
  friend Wtf8Buf operator+(const Wtf8Buf& a, const Wtf8Buf& b) {
    Wtf8Buf out = a;
    out.append(b);
    return out;
  }
  friend Wtf8Buf operator+(Wtf8Buf&& a, const Wtf8Buf& b) {
    a.append(b);
    return std::move(a);
  }

  void reserve(std::size_t bytes) { bytes_.reserve(bytes); }
  std::size_t capacity() const noexcept { return bytes_.capacity(); }
  void clear() noexcept { bytes_.clear(); }
  void shrink_to_fit() { bytes_.shrink_to_fit(); }

  // ---- shrinking
  // ---------------------------------------------------------------------------------------

  // Removes and returns the last code point, or nullopt when empty.
  std::optional<CodePoint> pop();
  // Shortens the string to `new_size` bytes. `new_size` must be a code point boundary no greater
  // than `size()` (the middle of a 4-byte sequence is not one for an owned string); otherwise
  // aborts naming it and the size. See `try_truncate`.
  void truncate(std::size_t new_size);
  // Like `truncate`, but returns false and leaves the string unchanged instead of aborting.
  [[nodiscard]] bool try_truncate(std::size_t new_size) noexcept;

  // ---- in-place transformations
  // -------------------------------------------------------------------

  // Maps A-Z to a-z (resp. a-z to A-Z) in place.
  void make_ascii_lowercase() noexcept;
  void make_ascii_uppercase() noexcept;

  // ---- consuming conversions
  // -----------------------------------------------------------------------

  // The bytes as UTF-8, each surrogate replaced in place by U+FFFD (same length).
  std::string into_utf8_lossy() &&;
  // The bytes as UTF-8. Fails with InvalidArgument naming the byte offset of the first surrogate.
  absl::StatusOr<std::string> into_utf8() &&;
  // The WTF-8 bytes.
  std::string into_bytes() && noexcept { return std::move(bytes_); }

 private:
  // Invariant: `bytes_` is always well-formed WTF-8 (no split surrogates).
  std::string bytes_;
};

// Concatenation of two views into a new string (WTF-8 §6.5).
Wtf8Buf operator+(Wtf8View a, Wtf8View b);
inline Wtf8Buf operator+(Wtf8View a, const Wtf8Buf& b) { return a + b.as_view(); }

}  // namespace wtf8

// std::hash, so both types work as keys of std::unordered_map/set; it agrees with absl::Hash
// (a split surrogate hashes as its canonical form, so equal strings hash alike).
template <>
struct std::hash<wtf8::Wtf8View> {
  std::size_t operator()(const wtf8::Wtf8View& v) const noexcept { return absl::HashOf(v); }
};
template <>
struct std::hash<wtf8::Wtf8Buf> {
  std::size_t operator()(const wtf8::Wtf8Buf& b) const noexcept {
    return absl::HashOf(b.as_view());
  }
};

#include "wtf8/internal/core/view_ops-inl.h"  // IWYU pragma: export

#endif  // WTF8_WTF8_BUF_H_
