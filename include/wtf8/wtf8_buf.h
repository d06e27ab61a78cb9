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
// Every read-only operation of `Wtf8View` is a member here too, with the same meaning: each is
// documented once, in wtf8/wtf8_view.h, and forwarded below. Those returning views or ranges into
// the bytes are not callable on a temporary `Wtf8Buf` (they would dangle).

#ifndef WTF8_WTF8_BUF_H_
#define WTF8_WTF8_BUF_H_

#include <cstddef>
#include <functional>
#include <initializer_list>
#include <iosfwd>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "absl/status/statusor.h"
#include "absl/strings/str_format.h"
#include "wtf8/code_point.h"
#include "wtf8/code_points.h"
#include "wtf8/internal/bytes/char8.h"
#include "wtf8/pattern.h"
#include "wtf8/search.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {

class Wtf8Buf;

namespace internal {
// For the library's own writers (src/), which build canonical WTF-8 themselves: a `Wtf8Buf`
// that takes `bytes` without validating them (debug builds check). The caller guarantees the
// invariant (no split surrogate, no lead surrogate right before a trail surrogate). Not API.
Wtf8Buf wtf8_buf_from_canonical_unchecked(std::string&& bytes) noexcept;
// The same for the `n` bytes at `p`, copied straight into the new string (no temporary
// `std::string` to move from: the hot path of wtf8/name_rules.h's `name_key`).
Wtf8Buf wtf8_buf_from_canonical_unchecked(const char* p, std::size_t n);
// For the library's own writers that convert straight into a buffer (the UTF-16 Decoder): the
// string behind `buf`, to append canonical WTF-8 to in place. The caller keeps the invariant (no
// split surrogate, no lead surrogate right before a trail surrogate) whenever control leaves it.
// Not API.
std::string& wtf8_buf_bytes_unchecked(Wtf8Buf& buf) noexcept;
}  // namespace internal

// An owned string that is always well-formed WTF-8 (never holds a split surrogate: appending
// canonicalizes). Movable and copyable like `std::string`; not synchronized.
class Wtf8Buf {
 public:
  // Same as `Wtf8View::npos`.
  static constexpr std::size_t npos = Wtf8View::npos;

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
  // Example: `from_utf8("a\xED\xA0\x80")` fails "at byte offset 1" (a surrogate).
  [[nodiscard]] static absl::StatusOr<Wtf8Buf> from_utf8(std::string_view utf8);
  // Takes a `std::string` of strict UTF-8 without copying (Rust's `OsString::from(String)`): on
  // success the result owns `utf8`'s buffer; on failure (as above) `utf8` is left unchanged, so
  // the caller still has its string. Only an rvalue `std::string` chooses this overload.
  // Example: `Wtf8Buf::from_utf8(std::move(text))` reuses `text`'s allocation.
  template <typename S, std::enable_if_t<std::is_same_v<S, std::string>, int> = 0>
  [[nodiscard]] static absl::StatusOr<Wtf8Buf> from_utf8(S&& utf8) {
    return take_utf8(utf8);
  }
#if WTF8_HAVE_CHAR8_T
  // C++20: `from_utf8` of `char8_t` text (`u8"..."`, `std::u8string`), copied once as it is.
  // Example: `Wtf8Buf::from_utf8(u8"caf\u00e9")->to_utf16() == u"caf\xE9"`.
  [[nodiscard]] static absl::StatusOr<Wtf8Buf> from_utf8(std::u8string_view utf8) {
    return from_utf8(internal::char_bytes(utf8));
  }
#endif
  // Copies well-formed WTF-8. Fails with InvalidArgument naming the byte offset.
  [[nodiscard]] static absl::StatusOr<Wtf8Buf> from_wtf8(std::string_view wtf8);
  // Decodes UTF-8, replacing each maximal ill-formed subpart with one U+FFFD (the WHATWG UTF-8
  // decoder's rule). Example: `from_utf8_lossy("a\xF0\x80\x80")` is "a\uFFFD\uFFFD\uFFFD".
  static Wtf8Buf from_utf8_lossy(std::string_view bytes);
#if WTF8_HAVE_CHAR8_T
  // C++20: the same for `char8_t` text that may not be UTF-8 (e.g. read into a `std::u8string`).
  static Wtf8Buf from_utf8_lossy(std::u8string_view bytes) {
    return from_utf8_lossy(internal::char_bytes(bytes));
  }
#endif
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
  // Appends `s`, a `Wtf8View` or a `Wtf8Buf` (a temporary is fine) (WTF-8 §6.5): a trailing lead
  // surrogate and the leading trail surrogate of `s` (in either form) join into one supplementary
  // code point; split surrogates are canonicalized. `s` may view this string's own bytes.
  // Example: `Wtf8Buf::from_utf16(u"\xD83D")` after `append(Wtf8Buf::from_utf16(u"\xDE00"))` is
  // U+1F600.
  template <typename S, typename = std::enable_if_t<internal::kIsWtf8String<S>>>
  void append(const S& s) {
    append_view(s.as_view());
  }
  // `append(s)` for a `Wtf8View` or `Wtf8Buf` `s`; `push(cp)` for a code point.
  // Example: `s += Wtf8Buf::from_utf16(u"\xDE00"); s += CodePoint::from_u32(0x21).value();`.
  template <typename S, typename = std::enable_if_t<internal::kIsWtf8String<S>>>
  Wtf8Buf& operator+=(const S& s) {
    append_view(s.as_view());
    return *this;
  }
  Wtf8Buf& operator+=(CodePoint cp) {
    push(cp);
    return *this;
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
  // The bytes as UTF-8, without copying (Rust's `OsString::into_string`). Fails with
  // InvalidArgument naming the byte offset of the first surrogate, and then gives the string
  // back: on failure `*this` is left unchanged (only success moves the bytes out), so the caller
  // may go on using it. Example:
  //   absl::StatusOr<std::string> r = std::move(b).into_utf8();
  //   if (!r.ok()) return b.to_utf8_lossy();   // b still holds its bytes
  absl::StatusOr<std::string> into_utf8() &&;
  // The WTF-8 bytes.
  std::string into_bytes() && noexcept { return std::move(bytes_); }

  // ---- the read-only operations of Wtf8View ----------------------------------------------------
  // Each is documented at the `Wtf8View` member of the same name (wtf8/wtf8_view.h). Those that
  // return views or ranges into the bytes are deleted on a temporary `Wtf8Buf`.

  // Same as `Wtf8View::as_bytes` (valid until the next mutation).
  [[nodiscard]] std::string_view as_bytes() const noexcept { return bytes_; }
  // Same as `Wtf8View::data`; the bytes are NUL-terminated (see `c_str`).
  [[nodiscard]] const char* data() const noexcept { return bytes_.data(); }
  // Same as `Wtf8View::size`.
  [[nodiscard]] std::size_t size() const noexcept { return bytes_.size(); }
  // Same as `Wtf8View::empty`.
  [[nodiscard]] bool empty() const noexcept { return bytes_.empty(); }
  // Same as `Wtf8View::is_ascii`.
  [[nodiscard]] bool is_ascii() const noexcept { return as_view().is_ascii(); }
  // Same as `Wtf8View::is_utf8`.
  [[nodiscard]] bool is_utf8() const noexcept { return as_view().is_utf8(); }
  // Same as `Wtf8View::is_canonical`: always true for a `Wtf8Buf`.
  [[nodiscard]] bool is_canonical() const noexcept { return as_view().is_canonical(); }
  // Same as `Wtf8View::is_boundary`.
  [[nodiscard]] bool is_boundary(std::size_t offset) const noexcept {
    return as_view().is_boundary(offset);
  }
  // Same as `Wtf8View::slice`.
  [[nodiscard]] Wtf8View slice(std::size_t begin, std::size_t end) const& {
    return as_view().slice(begin, end);
  }
  Wtf8View slice(std::size_t begin, std::size_t end) && = delete;
  // Same as `Wtf8View::slice_from`.
  [[nodiscard]] Wtf8View slice_from(std::size_t begin) const& {
    return as_view().slice_from(begin);
  }
  Wtf8View slice_from(std::size_t begin) && = delete;
  // Same as `Wtf8View::slice_to`.
  [[nodiscard]] Wtf8View slice_to(std::size_t end) const& { return as_view().slice_to(end); }
  Wtf8View slice_to(std::size_t end) && = delete;
  // Same as `Wtf8View::try_slice`.
  [[nodiscard]] std::optional<Wtf8View> try_slice(std::size_t begin,
                                                  std::size_t end) const& noexcept {
    return as_view().try_slice(begin, end);
  }
  std::optional<Wtf8View> try_slice(std::size_t begin, std::size_t end) && = delete;
  // Same as `Wtf8View::code_points`.
  [[nodiscard]] CodePoints code_points() const& noexcept { return as_view().code_points(); }
  CodePoints code_points() && = delete;
  // Same as `Wtf8View::code_point_indices`.
  [[nodiscard]] CodePointIndices code_point_indices() const& noexcept {
    return as_view().code_point_indices();
  }
  CodePointIndices code_point_indices() && = delete;
  // Same as `Wtf8View::front`.
  [[nodiscard]] std::optional<CodePoint> front() const noexcept { return as_view().front(); }
  // Same as `Wtf8View::back`.
  [[nodiscard]] std::optional<CodePoint> back() const noexcept { return as_view().back(); }
  // Same as `Wtf8View::code_point_count`.
  [[nodiscard]] std::size_t code_point_count() const noexcept {
    return as_view().code_point_count();
  }
  // Same as `Wtf8View::utf16_len`.
  [[nodiscard]] std::size_t utf16_len() const noexcept { return as_view().utf16_len(); }
  // Same as `Wtf8View::to_utf16`.
  [[nodiscard]] std::u16string to_utf16() const { return as_view().to_utf16(); }
  // Same as `Wtf8View::to_utf16(std::u16string*)`.
  void to_utf16(std::u16string* out) const { as_view().to_utf16(out); }
  // Same as `Wtf8View::to_utf32`.
  [[nodiscard]] std::u32string to_utf32() const { return as_view().to_utf32(); }
  // Same as `Wtf8View::to_utf32(std::u32string*)`.
  void to_utf32(std::u32string* out) const { as_view().to_utf32(out); }
  // Same as `Wtf8View::to_wide`.
  [[nodiscard]] std::wstring to_wide() const { return as_view().to_wide(); }
  // Same as `Wtf8View::to_utf8` (see `into_utf8` to reuse the buffer).
  [[nodiscard]] absl::StatusOr<std::string> to_utf8() const { return as_view().to_utf8(); }
  // Same as `Wtf8View::to_utf8_lossy`.
  [[nodiscard]] std::string to_utf8_lossy() const { return as_view().to_utf8_lossy(); }
  // Same as `Wtf8View::to_utf8_lossy(std::string*)`.
  void to_utf8_lossy(std::string* out) const { as_view().to_utf8_lossy(out); }
#if WTF8_HAVE_CHAR8_T
  // Same as `Wtf8View::to_u8string`.
  [[nodiscard]] absl::StatusOr<std::u8string> to_u8string() const {
    return as_view().to_u8string();
  }
  // Same as `Wtf8View::to_u8string_lossy`.
  [[nodiscard]] std::u8string to_u8string_lossy() const { return as_view().to_u8string_lossy(); }
#endif
  // Same as `Wtf8View::to_buf`: a copy.
  [[nodiscard]] Wtf8Buf to_buf() const { return *this; }
  // Same as `Wtf8View::eq_ignore_ascii_case`.
  template <typename Other, typename = std::enable_if_t<internal::kIsWtf8String<Other>>>
  [[nodiscard]] bool eq_ignore_ascii_case(const Other& other) const noexcept {
    return as_view().eq_ignore_ascii_case(other);
  }
  // Same as `Wtf8View::to_ascii_lowercase` (see `make_ascii_lowercase` to change in place).
  [[nodiscard]] Wtf8Buf to_ascii_lowercase() const { return as_view().to_ascii_lowercase(); }
  // Same as `Wtf8View::to_ascii_uppercase`.
  [[nodiscard]] Wtf8Buf to_ascii_uppercase() const { return as_view().to_ascii_uppercase(); }

  // Same as `Wtf8View::find`.
  template <typename P>
  [[nodiscard]] std::size_t find(P&& pattern, std::size_t from = 0) const {
    return as_view().find(std::forward<P>(pattern), from);
  }
  // Same as `Wtf8View::rfind`.
  template <typename P>
  [[nodiscard]] std::size_t rfind(P&& pattern, std::size_t from = npos) const {
    return as_view().rfind(std::forward<P>(pattern), from);
  }
  // Same as `Wtf8View::find_range`.
  template <typename P>
  [[nodiscard]] std::optional<std::pair<std::size_t, std::size_t>> find_range(
      P&& pattern, std::size_t from = 0) const {
    return as_view().find_range(std::forward<P>(pattern), from);
  }
  // Same as `Wtf8View::rfind_range`.
  template <typename P>
  [[nodiscard]] std::optional<std::pair<std::size_t, std::size_t>> rfind_range(
      P&& pattern, std::size_t from = npos) const {
    return as_view().rfind_range(std::forward<P>(pattern), from);
  }
  // Same as `Wtf8View::contains`.
  template <typename P>
  [[nodiscard]] bool contains(P&& pattern) const {
    return as_view().contains(std::forward<P>(pattern));
  }
  // Same as `Wtf8View::starts_with`.
  template <typename P>
  [[nodiscard]] bool starts_with(P&& pattern) const {
    return as_view().starts_with(std::forward<P>(pattern));
  }
  // Same as `Wtf8View::ends_with`.
  template <typename P>
  [[nodiscard]] bool ends_with(P&& pattern) const {
    return as_view().ends_with(std::forward<P>(pattern));
  }
  // Same as `Wtf8View::strip_prefix`.
  template <typename P>
  [[nodiscard]] std::optional<Wtf8View> strip_prefix(P&& pattern) const& {
    return as_view().strip_prefix(std::forward<P>(pattern));
  }
  template <typename P>
  void strip_prefix(P&&) && = delete;
  // Same as `Wtf8View::strip_suffix`.
  template <typename P>
  [[nodiscard]] std::optional<Wtf8View> strip_suffix(P&& pattern) const& {
    return as_view().strip_suffix(std::forward<P>(pattern));
  }
  template <typename P>
  void strip_suffix(P&&) && = delete;
  // Same as `Wtf8View::split`.
  template <typename P>
  [[nodiscard]] Split<internal::MatcherFor<P&&>> split(P&& pattern) const& {
    return as_view().split(std::forward<P>(pattern));
  }
  template <typename P>
  void split(P&&) && = delete;
  // Same as `Wtf8View::rsplit`.
  template <typename P>
  [[nodiscard]] RSplit<internal::MatcherFor<P&&>> rsplit(P&& pattern) const& {
    return as_view().rsplit(std::forward<P>(pattern));
  }
  template <typename P>
  void rsplit(P&&) && = delete;
  // Same as `Wtf8View::splitn`.
  template <typename P>
  [[nodiscard]] SplitN<internal::MatcherFor<P&&>> splitn(std::size_t n, P&& pattern) const& {
    return as_view().splitn(n, std::forward<P>(pattern));
  }
  template <typename P>
  void splitn(std::size_t, P&&) && = delete;
  // Same as `Wtf8View::rsplitn`.
  template <typename P>
  [[nodiscard]] RSplitN<internal::MatcherFor<P&&>> rsplitn(std::size_t n, P&& pattern) const& {
    return as_view().rsplitn(n, std::forward<P>(pattern));
  }
  template <typename P>
  void rsplitn(std::size_t, P&&) && = delete;
  // Same as `Wtf8View::split_terminator`.
  template <typename P>
  [[nodiscard]] SplitTerminator<internal::MatcherFor<P&&>> split_terminator(P&& pattern) const& {
    return as_view().split_terminator(std::forward<P>(pattern));
  }
  template <typename P>
  void split_terminator(P&&) && = delete;
  // Same as `Wtf8View::split_inclusive`.
  template <typename P>
  [[nodiscard]] SplitInclusive<internal::MatcherFor<P&&>> split_inclusive(P&& pattern) const& {
    return as_view().split_inclusive(std::forward<P>(pattern));
  }
  template <typename P>
  void split_inclusive(P&&) && = delete;
  // Same as `Wtf8View::split_once`.
  template <typename P>
  [[nodiscard]] std::optional<std::pair<Wtf8View, Wtf8View>> split_once(P&& pattern) const& {
    return as_view().split_once(std::forward<P>(pattern));
  }
  template <typename P>
  void split_once(P&&) && = delete;
  // Same as `Wtf8View::rsplit_once`.
  template <typename P>
  [[nodiscard]] std::optional<std::pair<Wtf8View, Wtf8View>> rsplit_once(P&& pattern) const& {
    return as_view().rsplit_once(std::forward<P>(pattern));
  }
  template <typename P>
  void rsplit_once(P&&) && = delete;
  // Same as `Wtf8View::matches`.
  template <typename P>
  [[nodiscard]] Matches<internal::MatcherFor<P&&>> matches(P&& pattern) const& {
    return as_view().matches(std::forward<P>(pattern));
  }
  template <typename P>
  void matches(P&&) && = delete;
  // Same as `Wtf8View::match_indices`.
  template <typename P>
  [[nodiscard]] MatchIndices<internal::MatcherFor<P&&>> match_indices(P&& pattern) const& {
    return as_view().match_indices(std::forward<P>(pattern));
  }
  template <typename P>
  void match_indices(P&&) && = delete;
  // Same as `Wtf8View::rmatch_indices`.
  template <typename P>
  [[nodiscard]] RMatchIndices<internal::MatcherFor<P&&>> rmatch_indices(P&& pattern) const& {
    return as_view().rmatch_indices(std::forward<P>(pattern));
  }
  template <typename P>
  void rmatch_indices(P&&) && = delete;
  // Same as `Wtf8View::match_ranges`.
  template <typename P>
  [[nodiscard]] MatchRanges<internal::MatcherFor<P&&>> match_ranges(P&& pattern) const& {
    return as_view().match_ranges(std::forward<P>(pattern));
  }
  template <typename P>
  void match_ranges(P&&) && = delete;
  // Same as `Wtf8View::replace`.
  template <typename P, typename To, typename = std::enable_if_t<internal::kIsWtf8String<To>>>
  [[nodiscard]] Wtf8Buf replace(P&& pattern, const To& to) const {
    return as_view().replace(std::forward<P>(pattern), to);
  }
  // Same as `Wtf8View::replacen`.
  template <typename P, typename To, typename = std::enable_if_t<internal::kIsWtf8String<To>>>
  [[nodiscard]] Wtf8Buf replacen(P&& pattern, const To& to, std::size_t n) const {
    return as_view().replacen(std::forward<P>(pattern), to, n);
  }
  // Same as `Wtf8View::trim_matches`.
  template <typename P>
  [[nodiscard]] Wtf8View trim_matches(P&& pattern) const& {
    return as_view().trim_matches(std::forward<P>(pattern));
  }
  template <typename P>
  void trim_matches(P&&) && = delete;
  // Same as `Wtf8View::trim_start_matches`.
  template <typename P>
  [[nodiscard]] Wtf8View trim_start_matches(P&& pattern) const& {
    return as_view().trim_start_matches(std::forward<P>(pattern));
  }
  template <typename P>
  void trim_start_matches(P&&) && = delete;
  // Same as `Wtf8View::trim_end_matches`.
  template <typename P>
  [[nodiscard]] Wtf8View trim_end_matches(P&& pattern) const& {
    return as_view().trim_end_matches(std::forward<P>(pattern));
  }
  template <typename P>
  void trim_end_matches(P&&) && = delete;

  // Same as `Wtf8View::debug_string`.
  [[nodiscard]] std::string debug_string() const { return as_view().debug_string(); }
  // Same as `PrintTo` of `Wtf8View`.
  friend void PrintTo(const Wtf8Buf& b, std::ostream* os) { PrintTo(b.as_view(), os); }
  // Same as `AbslHashValue` of `Wtf8View`: equal views and strings hash alike.
  template <typename H>
  friend H AbslHashValue(H h, const Wtf8Buf& b) {
    return AbslHashValue(std::move(h), b.as_view());
  }

 private:
  friend Wtf8Buf internal::wtf8_buf_from_canonical_unchecked(std::string&& bytes) noexcept;
  friend Wtf8Buf internal::wtf8_buf_from_canonical_unchecked(const char* p, std::size_t n);
  friend std::string& internal::wtf8_buf_bytes_unchecked(Wtf8Buf& buf) noexcept;
  struct CanonicalTag {};
  // What the second `wtf8_buf_from_canonical_unchecked` builds (its caller keeps the invariant).
  Wtf8Buf(CanonicalTag, const char* p, std::size_t n) : bytes_(p, n) {}
  // What `append` and `operator+=` do, out of line in src/core/wtf8_buf.cc.
  void append_view(Wtf8View v);
  // from_utf8(std::string&&): moves `utf8` in only when it validates.
  static absl::StatusOr<Wtf8Buf> take_utf8(std::string& utf8);

  // Invariant: `bytes_` is always well-formed WTF-8 (no split surrogates).
  std::string bytes_;
};

namespace internal {
inline Wtf8Buf wtf8_buf_from_canonical_unchecked(std::string&& bytes) noexcept {
  Wtf8Buf out;
  out.bytes_ = std::move(bytes);
#ifndef NDEBUG
  // Invariant (checked here in debug builds): the caller's bytes are canonical WTF-8.
  (void)Wtf8View::from_wtf8_unchecked(out.bytes_);
  WTF8_CHECK(out.as_view().is_canonical(),
             "wtf8_buf_from_canonical_unchecked: the bytes end in a split surrogate");
#endif
  return out;
}
inline std::string& wtf8_buf_bytes_unchecked(Wtf8Buf& buf) noexcept { return buf.bytes_; }

inline Wtf8Buf wtf8_buf_from_canonical_unchecked(const char* p, std::size_t n) {
#ifndef NDEBUG
  // Invariant (checked here in debug builds): the caller's bytes are canonical WTF-8.
  WTF8_CHECK(Wtf8View::from_wtf8_unchecked(std::string_view(p, n)).is_canonical(),
             "wtf8_buf_from_canonical_unchecked: the bytes end in a split surrogate");
#endif
  return Wtf8Buf(Wtf8Buf::CanonicalTag{}, p, n);
}
}  // namespace internal

// Concatenation (WTF-8 §6.5) of any mix of `Wtf8View` and `Wtf8Buf` into a new string: a
// trailing lead surrogate of `a` and a leading trail surrogate of `b` join into one supplementary
// code point. Temporaries are fine on either side; a temporary `Wtf8Buf` on the left is reused
// (its buffer grows in place), anything else on the left is copied.
// Example: `Wtf8Buf::from_utf16(u"x\xD83D") + Wtf8Buf::from_utf16(u"\xDE00")` is "x\U0001F600",
//          the same as `Wtf8Buf::from_utf16(u"x\xD83D\xDE00")`.
template <typename A, typename B,
          typename = std::enable_if_t<internal::kIsWtf8String<std::decay_t<A>> &&
                                      internal::kIsWtf8String<B>>>
[[nodiscard]] Wtf8Buf operator+(A&& a, const B& b) {
  if constexpr (std::is_same_v<A, Wtf8Buf>) {  // an rvalue `Wtf8Buf`: reuse its buffer
    a.append(b);
    return std::move(a);
  } else {
    Wtf8Buf out = a.to_buf();
    out.append(b);
    return out;
  }
}

}  // namespace wtf8

// std::hash, so strings work as keys of std::unordered_map/set; it agrees with absl::Hash and
// with std::hash<wtf8::Wtf8View> (equal strings hash alike).
template <>
struct std::hash<wtf8::Wtf8Buf> {
  std::size_t operator()(const wtf8::Wtf8Buf& b) const noexcept {
    return wtf8::internal::view_hash(b.as_view());
  }
};

namespace wtf8 {

// ---- Wtf8View members that build a Wtf8Buf (declared in wtf8/wtf8_view.h)
// ----------------------------------------------------------------------------------

template <typename P, typename To, typename>
Wtf8Buf Wtf8View::replace(P&& pattern, const To& to) const {
  return replacen(pattern, to, npos);
}

template <typename P, typename To, typename>
Wtf8Buf Wtf8View::replacen(P&& pattern, const To& to, std::size_t n) const {
  const auto matcher = internal::make_matcher(pattern);
  const Wtf8View haystack = *this;
  const Wtf8View replacement = to.as_view();
  Wtf8Buf out;
  out.reserve(haystack.size());
  internal::ForwardMatchCursor cursor;
  std::size_t last = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const internal::SearchMatch m = cursor.next(matcher, haystack.as_bytes());
    if (!m.found()) break;
    // `append` joins a lead surrogate at the end of `out` with a trail surrogate that begins the
    // next piece (WTF-8 §6.5), and canonicalizes split surrogates.
    out.append(haystack.slice(last, m.begin));
    out.append(replacement);
    last = m.end;
  }
  out.append(haystack.slice_from(last));
  return out;
}

}  // namespace wtf8

// Printing is explicit (wtf8::display); `os << s` and mixed string comparisons fail with a message.
#include "wtf8/display.h"                      // IWYU pragma: export
#include "wtf8/internal/core/explicit_only.h"  // IWYU pragma: export

#endif  // WTF8_WTF8_BUF_H_
