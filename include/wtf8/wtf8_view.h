// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/wtf8_view.h
// -----------------------------------------------------------------------------
//
// `Wtf8View` borrows a string of code points stored as WTF-8 (the WTF-8 spec,
// https://simonsapin.github.io/wtf-8/, §6): UTF-8 that
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
// Every member below is also a member of `Wtf8Buf` with the same meaning (wtf8/wtf8_buf.h
// forwards each one), except that members returning views or ranges into the bytes are not
// callable on a temporary `Wtf8Buf`. Members that return a `Wtf8Buf` (`to_buf`,
// `to_ascii_lowercase`, `replace`, ...) need wtf8/wtf8_buf.h (or wtf8/wtf8.h) where they are
// called; this header does not include it, so that it stays the cheaper of the two.
//
// Index space: every offset is a byte offset into the view's own bytes. A boundary is 0, the
// size, the start of a code point, or the middle (k+2) of a complete 4-byte sequence starting at
// k (OMG-WTF-8: a slice may cut a supplementary character between its two surrogates).

#ifndef WTF8_WTF8_VIEW_H_
#define WTF8_WTF8_VIEW_H_

#include <cstddef>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "absl/status/statusor.h"
#include "wtf8/code_point.h"
#include "wtf8/code_points.h"
#include "wtf8/internal/bytes/char8.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/config.h"
#include "wtf8/pattern.h"
#include "wtf8/search.h"

namespace wtf8 {

class Wtf8View;
class Wtf8Buf;

namespace internal {

struct LiteralAccess;  // "..."_wtf8 (wtf8/literals.h)
struct MatchAccess;    // the views of search results (wtf8/internal/core/search_ranges.h)

// Whether T is one of the two string types (for the mixed comparison operators and `replace`).
template <typename T>
inline constexpr bool kIsWtf8String = std::is_same_v<T, Wtf8View> || std::is_same_v<T, Wtf8Buf>;

// Out of line in src/core/wtf8_view.cc: the comparison the operators below the class share.
bool view_equal(Wtf8View a, Wtf8View b) noexcept;
int view_compare(Wtf8View a, Wtf8View b) noexcept;
// absl::HashOf(v), for std::hash (kept out of line so this header need not include absl/hash).
std::size_t view_hash(Wtf8View v) noexcept;
// Replaces each surrogate of the OMG-WTF-8 bytes [bytes, bytes + size) (canonical, or split at
// either end) by U+FFFD in place: both are 3 bytes, so the size does not change.
void replace_surrogates_in_place(char* bytes, std::size_t size) noexcept;

// A string type whose temporaries must not be viewed (the deleted `from_*` overloads below).
template <typename S>
inline constexpr bool kIsOwnedUtf8String = std::is_same_v<S, std::string>
#if WTF8_HAVE_CHAR8_T
                                           || std::is_same_v<S, std::u8string>
#endif
    ;

}  // namespace internal

// A borrowed, immutable run of bytes that is well-formed WTF-8, except that it may additionally
// begin with a split trail (low) surrogate and end with a split lead (high) surrogate (OMG-WTF-8:
// the halves of a 4-byte sequence that a slice cut in the middle). Such a view still stands for a
// sequence of code points; every operation treats a split surrogate exactly as the lone surrogate
// it stands for.
//
// A view is a pointer and a size; it does not own the bytes, which must outlive it. Copying is
// O(1). Concurrent reads are safe.
class Wtf8View {
 public:
  // "Not found" for `find`/`rfind`, and "to the end" for `rfind`'s `from` (as std::string_view).
  static constexpr std::size_t npos = static_cast<std::size_t>(-1);

  // The empty view.
  constexpr Wtf8View() noexcept = default;

  // ---- factories -------------------------------------------------------------------------------

  // Returns a view of `bytes` when they are well-formed WTF-8 (WTF-8 §6: generalized UTF-8
  // without surrogate pair byte sequences). Fails with InvalidArgument naming the byte offset of
  // the first byte of the offending sequence and the reason.
  // Example: `from_wtf8("\xED\xA0\x80\xED\xB0\x80")` fails "at byte offset 0" (a surrogate pair).
  [[nodiscard]] static absl::StatusOr<Wtf8View> from_wtf8(std::string_view bytes);

  // Returns a view of `bytes` when they are well-formed UTF-8 (RFC 3629 §4). Fails like
  // `from_wtf8`, and also on any surrogate.
  [[nodiscard]] static absl::StatusOr<Wtf8View> from_utf8(std::string_view bytes);

  // Returns a view of `bytes` when they are a well-formed OMG-WTF-8 sequence: an optional split
  // trail surrogate, well-formed WTF-8, an optional split lead surrogate. Fails like `from_wtf8`.
  // Example: `from_omg_wtf8("\x90\x80\x80")` is U+DC00 in split form.
  [[nodiscard]] static absl::StatusOr<Wtf8View> from_omg_wtf8(std::string_view bytes);

  // Returns a view of `bytes`, which the caller guarantees are well-formed OMG-WTF-8: the
  // unchecked twin of `from_omg_wtf8` (not of `from_wtf8`, which rejects split surrogates), so
  // anything `as_bytes()` of another view returned is accepted. Checked only in debug builds
  // (O(n) there); the library's own O(1) constructions do not go through it.
  // Example: `from_wtf8_unchecked(Wtf8Buf::from_utf16(u"\U00010000").slice_to(2).as_bytes())`.
  [[nodiscard]] static Wtf8View from_wtf8_unchecked(std::string_view bytes) noexcept;

  // Not from a temporary `std::string`: the view would point into a destroyed string (Abseil's
  // deleted rvalue overloads). Name the string first, or copy it with `Wtf8Buf::from_utf8` /
  // `Wtf8Buf::from_wtf8`. A string literal, an lvalue string or a `std::string_view` is fine.
  template <typename S, typename = std::enable_if_t<std::is_same_v<S, std::string>>>
  static void from_wtf8(S&& temporary) = delete;
  template <typename S, typename = std::enable_if_t<internal::kIsOwnedUtf8String<S>>>
  static void from_utf8(S&& temporary) = delete;
  template <typename S, typename = std::enable_if_t<std::is_same_v<S, std::string>>>
  static void from_omg_wtf8(S&& temporary) = delete;
  template <typename S, typename = std::enable_if_t<std::is_same_v<S, std::string>>>
  static void from_wtf8_unchecked(S&& temporary) = delete;

#if WTF8_HAVE_CHAR8_T
  // C++20: `from_utf8` of `char8_t` text (a `u8"..."` literal, a `std::u8string` or
  // `std::u8string_view`). The bytes are viewed where they are, not copied or transcoded; a
  // temporary `std::u8string` is rejected like a temporary `std::string`.
  // Example: `Wtf8View::from_utf8(u8"caf\u00e9")->code_point_count() == 4`.
  [[nodiscard]] static absl::StatusOr<Wtf8View> from_utf8(std::u8string_view bytes) {
    return from_utf8(internal::char_bytes(bytes));
  }
#endif

  // A view of itself (so generic code can call `as_view()` on either type).
  [[nodiscard]] constexpr Wtf8View as_view() const noexcept { return *this; }

  // ---- bytes and size --------------------------------------------------------------------------

  // The view's bytes: well-formed WTF-8, except that a split trail surrogate may begin them and a
  // split lead surrogate may end them (see `is_canonical`). O(1).
  // Example: `Wtf8Buf::from_utf16(u"\xD800").as_bytes() == "\xED\xA0\x80"`.
  [[nodiscard]] constexpr std::string_view as_bytes() const noexcept { return {data_, size_}; }
  // Pointer to the first byte (not NUL-terminated for a view; see `Wtf8Buf::c_str`).
  [[nodiscard]] constexpr const char* data() const noexcept { return data_; }
  // Number of bytes (a split surrogate counts 3). O(1). Example: U+10000 has size 4.
  [[nodiscard]] constexpr std::size_t size() const noexcept { return size_; }
  // Whether `size() == 0`.
  [[nodiscard]] constexpr bool empty() const noexcept { return size_ == 0; }

  // ---- properties ------------------------------------------------------------------------------

  // Whether every byte is ASCII. Example: `Wtf8View::from_utf8("abc")->is_ascii()` is true.
  [[nodiscard]] bool is_ascii() const noexcept;
  // Whether the view holds no surrogate (canonical or split), so its bytes are valid UTF-8.
  // Example: `Wtf8Buf::from_utf16(u"a\xD800").is_utf8()` is false.
  [[nodiscard]] bool is_utf8() const noexcept;
  // Whether the view holds no split surrogate at either end, so its bytes are well-formed WTF-8.
  // Always true for a `Wtf8Buf` and for views made by `from_wtf8`.
  // Example: for U+10000, `slice(0, 2).is_canonical()` is false.
  [[nodiscard]] bool is_canonical() const noexcept {
    return !internal::starts_with_split_trail(data_, size_) &&
           !internal::ends_with_split_lead(data_, size_);
  }

  // ---- boundaries and slicing ------------------------------------------------------------------

  // Whether `offset` is a boundary: 0, `size()`, the start of a code point, or the middle of a
  // 4-byte sequence (OMG-WTF-8). O(1).
  // Example: for U+10000 (f0 90 80 80), offsets 0, 2 and 4 are boundaries; 1 and 3 are not.
  [[nodiscard]] bool is_boundary(std::size_t offset) const noexcept {
    return internal::classify_offset(data_, size_, offset) != internal::OffsetKind::kNotBoundary;
  }

  // Returns the view of [begin, end). Either end may be the middle of a 4-byte sequence: the slice
  // then begins with the split trail surrogate (the sequence's last 3 bytes) or ends with the split
  // lead surrogate (its first 3 bytes), so its `size()` can exceed `end - begin`. Zero-copy.
  // Both offsets must be boundaries with begin <= end; otherwise aborts naming them and the size.
  // See `try_slice`. Example: for U+10000, `slice(0, 2).as_bytes() == "\xF0\x90\x80"`,
  // `slice(2, 4).as_bytes() == "\x90\x80\x80"`, `slice(2, 2).empty()`.
  [[nodiscard]] Wtf8View slice(std::size_t begin, std::size_t end) const;
  // `slice(begin, size())`. Example: for "abc", `slice_from(1)` is "bc".
  [[nodiscard]] Wtf8View slice_from(std::size_t begin) const { return slice(begin, size_); }
  // `slice(0, end)`. Example: for "abc", `slice_to(1)` is "a".
  [[nodiscard]] Wtf8View slice_to(std::size_t end) const { return slice(0, end); }
  // Like `slice`, but returns nullopt instead of aborting.
  // Example: for U+10000, `try_slice(0, 1)` is nullopt and `try_slice(0, 2)` the split lead.
  [[nodiscard]] std::optional<Wtf8View> try_slice(std::size_t begin,
                                                  std::size_t end) const noexcept;

  // ---- code points -----------------------------------------------------------------------------

  // The code points, as a bidirectional range. A split surrogate yields the lone surrogate it
  // stands for. Borrows the bytes (not callable on a temporary `Wtf8Buf`).
  // Example: `Wtf8Buf::from_utf16(u"a\xD800").code_points()` yields U+0061, U+D800.
  [[nodiscard]] CodePoints code_points() const noexcept { return CodePoints(data_, size_); }
  // (byte offset, code point) pairs, as a bidirectional range.
  // Example: for "a\U00010000", yields (0, U+0061), (1, U+10000).
  [[nodiscard]] CodePointIndices code_point_indices() const noexcept {
    return CodePointIndices(data_, size_);
  }

  // The first / last code point, or nullopt when empty.
  // Example: for "ab", `front()` is U+0061 and `back()` U+0062; for "", both are nullopt.
  [[nodiscard]] std::optional<CodePoint> front() const noexcept;
  [[nodiscard]] std::optional<CodePoint> back() const noexcept;

  // Number of code points (a split surrogate counts 1). O(n), no allocation.
  // Example: for "a\U00010000", 2.
  [[nodiscard]] std::size_t code_point_count() const noexcept;
  // Number of UTF-16 code units `to_utf16` would produce. O(n), no allocation.
  // Example: for "a\U00010000", 3.
  [[nodiscard]] std::size_t utf16_len() const noexcept;

  // ---- conversions out -------------------------------------------------------------------------

  // Potentially ill-formed UTF-16 (WTF-8 §6.3); lossless.
  // Example: `Wtf8Buf::from_utf16(u"\xD800").to_utf16() == u"\xD800"`.
  [[nodiscard]] std::u16string to_utf16() const;
  // The same into `*out`, replacing its contents and reusing its capacity (for loops over many
  // strings). Example: `std::u16string u; Wtf8Buf::from_utf16(u"a\xD800").to_utf16(&u);` leaves
  // `u == u"a\xD800"`.
  void to_utf16(std::u16string* out) const;
  // The code points as 32-bit units, one per code point: UTF-32, except that a lone surrogate
  // (canonical or a split half) is its surrogate value, as `code_points()` yields it; lossless.
  // Example: `Wtf8Buf::from_utf16(u"a\xD800\U0001F600").to_utf32() == U"a\xD800\U0001F600"`.
  [[nodiscard]] std::u32string to_utf32() const;
  // The same into `*out`, replacing its contents and reusing its capacity (for loops over many
  // strings). Example: `std::u32string u; Wtf8Buf::from_utf16(u"\xDC00").to_utf32(&u);` leaves
  // `u == U"\xDC00"`.
  void to_utf32(std::u32string* out) const;
  // UTF-16 where `wchar_t` is 16 bits (Windows), code points where it is 32 bits.
  // Example: `Wtf8Buf::from_wide(L"x").to_wide() == L"x"`.
  [[nodiscard]] std::wstring to_wide() const;
  // Strict UTF-8. Fails with InvalidArgument naming the byte offset of the first surrogate.
  // Example: `Wtf8Buf::from_utf16(u"a\xD800").to_utf8()` fails "at byte offset 1".
  [[nodiscard]] absl::StatusOr<std::string> to_utf8() const;
  // UTF-8 with each surrogate replaced by U+FFFD (WTF-8 §6.4). Never fails.
  // Example: `Wtf8Buf::from_utf16(u"a\xD800").to_utf8_lossy() == "a\uFFFD"`.
  [[nodiscard]] std::string to_utf8_lossy() const;
  // The same into `*out`, replacing its contents and reusing its capacity (for loops over many
  // strings). Example: `std::string s; Wtf8Buf::from_utf16(u"a\xD800").to_utf8_lossy(&s);`
  // leaves `s == "a\uFFFD"`.
  void to_utf8_lossy(std::string* out) const;
#if WTF8_HAVE_CHAR8_T
  // C++20: `to_utf8` as a `std::u8string` (one copy of the bytes). Fails like `to_utf8`.
  // Example: `Wtf8Buf::from_utf16(u"caf\xE9").to_u8string().value() == u8"caf\u00e9"`.
  [[nodiscard]] absl::StatusOr<std::u8string> to_u8string() const {
    if (!is_utf8()) return to_utf8().status();
    return internal::to_u8string_copy(as_bytes());
  }
  // C++20: `to_utf8_lossy` as a `std::u8string` (one copy; surrogates are replaced in place).
  // Example: `Wtf8Buf::from_utf16(u"a\xD800").to_u8string_lossy() == u8"a\uFFFD"`.
  [[nodiscard]] std::u8string to_u8string_lossy() const {
    std::u8string out = internal::to_u8string_copy(as_bytes());
    // `char` may write any object: the bytes of `out` are rewritten in place.
    internal::replace_surrogates_in_place(reinterpret_cast<char*>(out.data()), out.size());
    return out;
  }
#endif
  // An owned copy; split surrogates are canonicalized. Needs wtf8/wtf8_buf.h.
  // Example: for U+10000, `slice(0, 2).to_buf().as_bytes() == "\xED\xA0\x80"`.
  [[nodiscard]] Wtf8Buf to_buf() const;

  // ---- ASCII case ------------------------------------------------------------------------------

  // Whether the two are equal ignoring ASCII case (A-Z vs a-z); other code points must match.
  // `Other` is Wtf8View or Wtf8Buf (a temporary Wtf8Buf is fine here).
  // Example: "Hello" and "hELLO" are equal ignoring ASCII case; "é" and "É" are not.
  template <typename Other, typename = std::enable_if_t<internal::kIsWtf8String<Other>>>
  [[nodiscard]] bool eq_ignore_ascii_case(const Other& other) const noexcept {
    return eq_ignore_ascii_case_view(other.as_view());
  }
  // A copy with A-Z mapped to a-z (resp. a-z to A-Z); other code points unchanged. Needs
  // wtf8/wtf8_buf.h. Example: "aBc\u{d800}" becomes "abc\u{d800}" (resp. "ABC\u{d800}").
  [[nodiscard]] Wtf8Buf to_ascii_lowercase() const;
  [[nodiscard]] Wtf8Buf to_ascii_uppercase() const;

  // ---- search (OMG-WTF-8 patterns) -------------------------------------------------------------
  // (definitions in wtf8/internal/core/wtf8_view_search-inl.h)
  //
  // `pattern` is any pattern of wtf8/pattern.h: a `Wtf8View` or `Wtf8Buf` needle, a `CodePoint`,
  // an ASCII `char`, a `CodePointSet` or a callable `bool(CodePoint)`. Offsets are in the index
  // space above, and a match is a [begin, end) range there; a surrogate at either end of a needle
  // also matches half of a supplementary character, so a match can begin or end at k+2 and its
  // extent can differ from the needle's byte length. Matches are those of the naive search over
  // UTF-16 code units, mapped back. Each operation follows Rust's `str` method of the same name
  // (empty haystack, adjacent matches, the empty pattern matching at every code point boundary).
  // Searching is linear in haystack plus needle. Nothing allocates except `replace`/`replacen`
  // (their result) and a range made from a temporary `Wtf8Buf` or `CodePointSet` (it keeps it).
  // Members returning views or ranges are not callable on a temporary `Wtf8Buf` (they would
  // dangle); on a `Wtf8View` they are, as the bytes belong to someone else.
  //
  // In the examples, `s` is `Wtf8Buf::from_utf16(u"a,b\xD800,\U00010000")`, whose 11 bytes are
  // `a , b ED.A0.80 , F0.90.80.80`; `lead` is the CodePoint U+D800 and `trail` U+DC00.

  // The offset where the first match beginning at or after `from` begins, or `npos`.
  // Example: `s.find(',') == 1`, `s.find(',', 2) == 6`, `s.find(lead, 4) == 7` (the lead half of
  // U+10000), `s.find(trail) == 9` (its trail half), `s.find(Wtf8View()) == 0`.
  template <typename P>
  [[nodiscard]] std::size_t find(P&& pattern, std::size_t from = 0) const;
  // The offset where the last match beginning at or before `from` begins, or `npos` (as
  // `std::string_view::rfind`). Example: `s.rfind(',') == 6`, `s.rfind(',', 5) == 1`.
  template <typename P>
  [[nodiscard]] std::size_t rfind(P&& pattern, std::size_t from = npos) const;
  // The first match beginning at or after `from` as [begin, end), or nullopt.
  // Example: `s.find_range(trail) == std::pair{9, 11}`, `s.find_range(lead, 4) == std::pair{7, 9}`.
  template <typename P>
  [[nodiscard]] std::optional<std::pair<std::size_t, std::size_t>> find_range(
      P&& pattern, std::size_t from = 0) const;
  // The last match beginning at or before `from` as [begin, end), or nullopt.
  // Example: `s.rfind_range(lead) == std::pair{7, 9}`.
  template <typename P>
  [[nodiscard]] std::optional<std::pair<std::size_t, std::size_t>> rfind_range(
      P&& pattern, std::size_t from = npos) const;
  // Whether the pattern matches anywhere. Example: `s.contains(trail)` is true.
  template <typename P>
  [[nodiscard]] bool contains(P&& pattern) const;
  // Whether a match begins at 0 / ends at `size()`.
  // Example: `s.starts_with('a')`, `s.ends_with(trail)` (the trail half of U+10000) are true.
  template <typename P>
  [[nodiscard]] bool starts_with(P&& pattern) const;
  template <typename P>
  [[nodiscard]] bool ends_with(P&& pattern) const;
  // The view after a match beginning at 0 / before a match ending at `size()`, or nullopt.
  // Example: `s.strip_suffix(trail)` is `s.slice(0, 9)`, "a,b\u{d800},\u{d800}" ending with the
  // split lead surrogate; `s.strip_prefix('b')` is nullopt.
  template <typename P>
  [[nodiscard]] std::optional<Wtf8View> strip_prefix(P&& pattern) const;
  template <typename P>
  [[nodiscard]] std::optional<Wtf8View> strip_suffix(P&& pattern) const;

  // The pieces between non-overlapping matches, left to right; n matches give n + 1 pieces, some
  // perhaps empty. Example: `s.split(',')` yields "a", "b\u{d800}", "\u{10000}";
  // `s.split(lead)` yields "a,b", ",", "\u{dc00}" (a split trail surrogate); the empty pattern
  // splits "ab" into "", "a", "b", "".
  template <typename P>
  [[nodiscard]] Split<internal::MatcherFor<P&&>> split(P&& pattern) const;
  // The pieces between matches found right to left. Example: `s.rsplit(',')` yields
  // "\u{10000}", "b\u{d800}", "a".
  template <typename P>
  [[nodiscard]] RSplit<internal::MatcherFor<P&&>> rsplit(P&& pattern) const;
  // At most `n` pieces, the last one the unsplit rest. Example: `s.splitn(2, ',')` yields "a",
  // "b\u{d800},\u{10000}"; `splitn(0, p)` yields nothing.
  template <typename P>
  [[nodiscard]] SplitN<internal::MatcherFor<P&&>> splitn(std::size_t n, P&& pattern) const;
  // At most `n` pieces from the right. Example: `s.rsplitn(2, ',')` yields "\u{10000}",
  // "a,b\u{d800}".
  template <typename P>
  [[nodiscard]] RSplitN<internal::MatcherFor<P&&>> rsplitn(std::size_t n, P&& pattern) const;
  // Like `split`, but an empty last piece is skipped. Example: for "a,b,", `split_terminator(',')`
  // yields "a", "b" (split yields "a", "b", "").
  template <typename P>
  [[nodiscard]] SplitTerminator<internal::MatcherFor<P&&>> split_terminator(P&& pattern) const;
  // Pieces that each end with their match; an empty last piece is skipped. Example:
  // `s.split_inclusive(',')` yields "a,", "b\u{d800},", "\u{10000}".
  template <typename P>
  [[nodiscard]] SplitInclusive<internal::MatcherFor<P&&>> split_inclusive(P&& pattern) const;
  // The views before and after the first / last match, or nullopt when there is none.
  // Example: `s.split_once(',')` is ("a", "b\u{d800},\u{10000}"); `s.rsplit_once(',')` is
  // ("a,b\u{d800}", "\u{10000}").
  template <typename P>
  [[nodiscard]] std::optional<std::pair<Wtf8View, Wtf8View>> split_once(P&& pattern) const;
  template <typename P>
  [[nodiscard]] std::optional<std::pair<Wtf8View, Wtf8View>> rsplit_once(P&& pattern) const;

  // The non-overlapping matches, left to right, as views. Example: `s.matches(lead)` yields
  // "\u{d800}" twice (the lone surrogate, then the lead half of U+10000); with the predicate
  // `[](CodePoint c) { return c.is_surrogate(); }` only the first (predicates see U+10000 whole).
  template <typename P>
  [[nodiscard]] Matches<internal::MatcherFor<P&&>> matches(P&& pattern) const;
  // (begin offset, matched view) pairs, left to right. Example: `s.match_indices(',')` yields
  // (1, ","), (6, ",").
  template <typename P>
  [[nodiscard]] MatchIndices<internal::MatcherFor<P&&>> match_indices(P&& pattern) const;
  // (begin offset, matched view) pairs of non-overlapping matches found right to left.
  // Example: `s.rmatch_indices(',')` yields (6, ","), (1, ",").
  template <typename P>
  [[nodiscard]] RMatchIndices<internal::MatcherFor<P&&>> rmatch_indices(P&& pattern) const;
  // [begin, end) offsets of the non-overlapping matches, left to right.
  // Example: `s.match_ranges(lead)` yields (3, 6), (7, 9).
  template <typename P>
  [[nodiscard]] MatchRanges<internal::MatcherFor<P&&>> match_ranges(P&& pattern) const;

  // A copy with every non-overlapping match (left to right) replaced by `to`, a `Wtf8View` or
  // `Wtf8Buf`. Pieces are joined as `Wtf8Buf::append` joins them, so a lead surrogate left before
  // a seam and a trail surrogate after it become one supplementary character: the result equals
  // replacing in UTF-16 and converting. Needs wtf8/wtf8_buf.h. Example:
  // `s.replace(',', Wtf8Buf::from_utf16(u"/"))` is "a/b\u{d800}/\u{10000}";
  // `s.replace(trail, Wtf8Buf::from_utf16(u"x"))` is "a,b\u{d800},\u{d800}x";
  // `Wtf8Buf::from_utf16(u"\xD800,\xDC00").replace(',', Wtf8View())` is "\u{10000}" (the lead and
  // trail surrogates join).
  template <typename P, typename To, typename = std::enable_if_t<internal::kIsWtf8String<To>>>
  [[nodiscard]] Wtf8Buf replace(P&& pattern, const To& to) const;
  // The same for the first `n` matches only.
  template <typename P, typename To, typename = std::enable_if_t<internal::kIsWtf8String<To>>>
  [[nodiscard]] Wtf8Buf replacen(P&& pattern, const To& to, std::size_t n) const;

  // The view without the matches repeatedly found at its start (`trim_start_matches`), at its end
  // (`trim_end_matches`), or first at its start then at the end of what is left (`trim_matches`).
  // The empty pattern trims nothing. Example: for "xxaxx", `trim_matches('x')` is "a",
  // `trim_start_matches('x')` is "axx"; for "\U00010000", `trim_start_matches(lead)` is
  // "\u{dc00}", the split trail surrogate.
  template <typename P>
  [[nodiscard]] Wtf8View trim_matches(P&& pattern) const;
  template <typename P>
  [[nodiscard]] Wtf8View trim_start_matches(P&& pattern) const;
  template <typename P>
  [[nodiscard]] Wtf8View trim_end_matches(P&& pattern) const;

  // ---- display ---------------------------------------------------------------------------------

  // The text in double quotes with escapes: \t \r \n \\ \" \0; other C0 controls and U+007F as
  // \u{1b} (lowercase hex, no padding); a lone surrogate as \u{d800}; everything else as UTF-8.
  // Example: `Wtf8Buf::from_utf16(u"a\t\xD800").debug_string() == R"("a\t\u{d800}")"`.
  [[nodiscard]] std::string debug_string() const;

  // No `operator<<`, `AbslFormatConvert` or `AbslStringify`: printing as UTF-8 turns lone
  // surrogates into U+FFFD, so it is explicit: `wtf8::display(v)` (wtf8/display.h),
  // `to_utf8_lossy()` or `debug_string()`. The implicit forms fail to compile with a message
  // naming these (wtf8/internal/core/explicit_only.h, included with wtf8/wtf8_buf.h).
  // GoogleTest shows values in `debug_string` form.
  friend void PrintTo(Wtf8View v, std::ostream* os);

  // ---- comparison and hashing ------------------------------------------------------------------
  // ==, !=, <, <=, >, >= are declared below the class (they mix Wtf8View and Wtf8Buf). Ordering is
  // code point order; a split surrogate compares, and hashes, as its canonical form, so a view
  // and a `Wtf8Buf` that are equal hash alike (absl::Hash and std::hash).

  template <typename H>
  friend H AbslHashValue(H h, Wtf8View v) {
    const internal::Decomposition d = internal::decompose(v.data_, v.size_);
    return H::combine(std::move(h), d.head_trail, d.middle, d.tail_lead);
  }

 private:
  friend class Wtf8Buf;
  friend struct internal::LiteralAccess;
  friend struct internal::MatchAccess;

  // Invariant: [data, data + size) is well-formed OMG-WTF-8.
  constexpr Wtf8View(const char* data, std::size_t size) noexcept : data_(data), size_(size) {}

  bool eq_ignore_ascii_case_view(Wtf8View other) const noexcept;

  const char* data_ = "";
  std::size_t size_ = 0;
};

// ---- inline definitions ------------------------------------------------------------------------

inline std::optional<Wtf8View> Wtf8View::try_slice(std::size_t begin,
                                                   std::size_t end) const noexcept {
  const internal::OffsetKind bk = internal::classify_offset(data_, size_, begin);
  const internal::OffsetKind ek = internal::classify_offset(data_, size_, end);
  if (bk == internal::OffsetKind::kNotBoundary || ek == internal::OffsetKind::kNotBoundary ||
      begin > end) {
    return std::nullopt;
  }
  const internal::ByteRange r = internal::slice_bytes(begin, end, bk, ek);
  // Invariant: both ends are boundaries, so the bytes are well-formed OMG-WTF-8 (a cut in the
  // middle of a 4-byte sequence leaves a split surrogate only at the ends).
  return Wtf8View(data_ + r.begin, r.end - r.begin);
}

inline Wtf8View Wtf8View::slice(std::size_t begin, std::size_t end) const {
  std::optional<Wtf8View> v = try_slice(begin, end);
  if (WTF8_PREDICT_FALSE(!v.has_value())) {
    internal::boundary_check_failed("slice", begin, end, size_);
  }
  return *v;
}

inline std::optional<CodePoint> Wtf8View::front() const noexcept {
  if (empty()) return std::nullopt;
  return CodePoint::from_u32_unchecked(internal::code_point_at(data_, size_, 0).code_point);
}

inline std::optional<CodePoint> Wtf8View::back() const noexcept {
  if (empty()) return std::nullopt;
  return CodePoint::from_u32_unchecked(internal::code_point_before(data_, size_, size_).code_point);
}

// ---- validation predicates ----------------------------------------------------------------
// Cheap yes/no checks on raw bytes, with no error message (use `Wtf8View::from_*` for that).
// Example: `is_well_formed_wtf8("\xED\xA0\x80")` is true, `is_well_formed_utf8` of it false.

// RFC 3629 §4 UTF-8.
[[nodiscard]] bool is_well_formed_utf8(std::string_view bytes) noexcept;
#if WTF8_HAVE_CHAR8_T
// C++20: the same for `char8_t` text. Example: `is_well_formed_utf8(u8"caf\u00e9")` is true.
[[nodiscard]] inline bool is_well_formed_utf8(std::u8string_view bytes) noexcept {
  return is_well_formed_utf8(internal::char_bytes(bytes));
}
#endif
// WTF-8 §6: generalized UTF-8 without surrogate pair byte sequences.
[[nodiscard]] bool is_well_formed_wtf8(std::string_view bytes) noexcept;
// OMG-WTF-8: WTF-8 with an optional split trail surrogate first and split lead surrogate last.
[[nodiscard]] bool is_well_formed_omg_wtf8(std::string_view bytes) noexcept;

// ---- comparison (any mix of Wtf8View and Wtf8Buf) -------------------------------------------
// Code point order. Example: `Wtf8Buf::from_utf16(u"\xFFFF") < Wtf8Buf::from_utf16(u"\U00010000")`
// (UTF-16 code unit order would say the opposite).

template <typename A, typename B,
          typename = std::enable_if_t<internal::kIsWtf8String<A> && internal::kIsWtf8String<B>>>
[[nodiscard]] bool operator==(const A& a, const B& b) noexcept {
  return internal::view_equal(a.as_view(), b.as_view());
}
template <typename A, typename B,
          typename = std::enable_if_t<internal::kIsWtf8String<A> && internal::kIsWtf8String<B>>>
[[nodiscard]] bool operator!=(const A& a, const B& b) noexcept {
  return !internal::view_equal(a.as_view(), b.as_view());
}
template <typename A, typename B,
          typename = std::enable_if_t<internal::kIsWtf8String<A> && internal::kIsWtf8String<B>>>
[[nodiscard]] bool operator<(const A& a, const B& b) noexcept {
  return internal::view_compare(a.as_view(), b.as_view()) < 0;
}
template <typename A, typename B,
          typename = std::enable_if_t<internal::kIsWtf8String<A> && internal::kIsWtf8String<B>>>
[[nodiscard]] bool operator<=(const A& a, const B& b) noexcept {
  return internal::view_compare(a.as_view(), b.as_view()) <= 0;
}
template <typename A, typename B,
          typename = std::enable_if_t<internal::kIsWtf8String<A> && internal::kIsWtf8String<B>>>
[[nodiscard]] bool operator>(const A& a, const B& b) noexcept {
  return internal::view_compare(a.as_view(), b.as_view()) > 0;
}
template <typename A, typename B,
          typename = std::enable_if_t<internal::kIsWtf8String<A> && internal::kIsWtf8String<B>>>
[[nodiscard]] bool operator>=(const A& a, const B& b) noexcept {
  return internal::view_compare(a.as_view(), b.as_view()) >= 0;
}

}  // namespace wtf8

// std::hash, so views work as keys of std::unordered_map/set; it agrees with absl::Hash.
template <>
struct std::hash<wtf8::Wtf8View> {
  std::size_t operator()(const wtf8::Wtf8View& v) const noexcept {
    return wtf8::internal::view_hash(v);
  }
};

// Definitions of the search members, and the prepared needle they search with.
#include "wtf8/finder.h"                              // IWYU pragma: export
#include "wtf8/internal/core/wtf8_view_search-inl.h"  // IWYU pragma: export

#endif  // WTF8_WTF8_VIEW_H_
