// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/internal/core/view_ops.h
// -----------------------------------------------------------------------------
//
// Internal to wtf8; included by wtf8/wtf8_view.h; do not include directly.
// IWYU pragma: private, include "wtf8/wtf8.h"
//
// `ViewOps<Self>` declares, once, every read-only operation that `Wtf8View` and `Wtf8Buf` share
// (Rust gets this from `OsString: Deref<Target = OsStr>`; C++ gets it from this CRTP base). `Self`
// provides `Wtf8View as_view() const&`. Users never name this type; they call the members on a
// `Wtf8View` or a `Wtf8Buf`. Definitions are in view_ops-inl.h, included once both are complete.
//
// Index space: every offset is a byte offset into the view's own bytes. A boundary is 0, the
// size, the start of a code point, or the middle (k+2) of a complete 4-byte sequence starting at k.

#ifndef WTF8_INTERNAL_CORE_VIEW_OPS_H_
#define WTF8_INTERNAL_CORE_VIEW_OPS_H_

#include <cstddef>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "absl/status/statusor.h"
#include "absl/strings/str_format.h"
#include "wtf8/code_point.h"
#include "wtf8/code_points.h"
#include "wtf8/pattern.h"
#include "wtf8/search.h"

namespace wtf8 {

class Wtf8View;
class Wtf8Buf;

namespace internal {

template <typename T>
inline constexpr bool kIsWtf8String = std::is_same_v<T, Wtf8View> || std::is_same_v<T, Wtf8Buf>;

// Out-of-line implementations (src/core/wtf8_view.cc, src/core/utf16.cc), shared by both types.
bool view_equal(Wtf8View a, Wtf8View b) noexcept;
int view_compare(Wtf8View a, Wtf8View b) noexcept;
std::string view_debug_string(Wtf8View v);
std::string view_to_utf8_lossy(Wtf8View v);
void view_to_utf8_lossy_into(Wtf8View v, std::string* out);
absl::StatusOr<std::string> view_to_utf8(Wtf8View v);
// OK, or InvalidArgument naming the byte offset of the first surrogate.
absl::Status view_check_utf8(Wtf8View v);
std::u16string view_to_utf16(Wtf8View v);
void view_to_utf16_into(Wtf8View v, std::u16string* out);
std::wstring view_to_wide(Wtf8View v);
std::size_t view_utf16_len(Wtf8View v) noexcept;
std::size_t view_code_point_count(Wtf8View v) noexcept;
bool view_is_utf8(Wtf8View v) noexcept;
bool view_is_ascii(Wtf8View v) noexcept;
bool view_eq_ignore_ascii_case(Wtf8View a, Wtf8View b) noexcept;
// Writes the lossy UTF-8 form of `v` to `os`, without building a string.
void write_lossy_utf8(std::ostream& os, Wtf8View v);
// Writes the lossy UTF-8 form of `v` to `sink`: at most `precision` code points (all when < 0),
// padded with spaces to `width` code points, on the left unless `left`.
void format_lossy_utf8(Wtf8View v, int width, int precision, bool left, absl::FormatSink* sink);

template <typename Self>
class ViewOps {
 public:
  static constexpr std::size_t npos = static_cast<std::size_t>(-1);

  // ---- bytes and size --------------------------------------------------------------------------

  // The view's bytes: well-formed WTF-8, except that a split trail surrogate may begin them and a
  // split lead surrogate may end them (see `is_canonical`). O(1).
  std::string_view as_bytes() const noexcept { return {data(), size()}; }
  // Pointer to the first byte (not NUL-terminated for a view; see `Wtf8Buf::c_str`).
  const char* data() const noexcept { return self().as_view().data_; }
  // Number of bytes (a split surrogate counts 3). O(1).
  std::size_t size() const noexcept { return self().as_view().size_; }
  bool empty() const noexcept { return size() == 0; }

  // ---- properties ------------------------------------------------------------------------------

  // Whether every byte is ASCII. Example: `Wtf8View::from_utf8("abc")->is_ascii()` is true.
  bool is_ascii() const noexcept { return view_is_ascii(view()); }
  // Whether the view holds no surrogate (canonical or split), so its bytes are valid UTF-8.
  bool is_utf8() const noexcept { return view_is_utf8(view()); }
  // Whether the view holds no split surrogate at either end, so its bytes are well-formed WTF-8.
  // Always true for a `Wtf8Buf` and for views made by `from_wtf8`.
  bool is_canonical() const noexcept;

  // ---- boundaries and slicing ------------------------------------------------------------------

  // Whether `offset` is a boundary: 0, `size()`, the start of a code point, or the middle of a
  // 4-byte sequence (OMG-WTF-8). O(1).
  // Example: for U+10000 (f0 90 80 80), offsets 0, 2 and 4 are boundaries; 1 and 3 are not.
  bool is_boundary(std::size_t offset) const noexcept;

  // Returns the view of [begin, end). Either end may be the middle of a 4-byte sequence: the slice
  // then begins with the split trail surrogate (the sequence's last 3 bytes) or ends with the split
  // lead surrogate (its first 3 bytes), so its `size()` can exceed `end - begin`. Zero-copy.
  // Both offsets must be boundaries with begin <= end; otherwise aborts naming them and the size.
  // See `try_slice`. Example: for U+10000, `slice(0, 2).as_bytes() == "\xF0\x90\x80"`,
  // `slice(2, 4).as_bytes() == "\x90\x80\x80"`, `slice(2, 2).empty()`.
  Wtf8View slice(std::size_t begin, std::size_t end) const;
  // `slice(begin, size())`.
  Wtf8View slice_from(std::size_t begin) const;
  // `slice(0, end)`.
  Wtf8View slice_to(std::size_t end) const;
  // Like `slice`, but returns nullopt instead of aborting.
  std::optional<Wtf8View> try_slice(std::size_t begin, std::size_t end) const noexcept;

  // ---- code points -----------------------------------------------------------------------------

  // The code points, as a bidirectional range. A split surrogate yields the lone surrogate it
  // stands for. Borrows the bytes (not callable on a temporary `Wtf8Buf`).
  CodePoints code_points() const& noexcept { return CodePoints(data(), size()); }
  // (byte offset, code point) pairs, as a bidirectional range.
  CodePointIndices code_point_indices() const& noexcept { return CodePointIndices(data(), size()); }
  template <typename S = Self, std::enable_if_t<S::kOwning, int> = 0>
  void code_points() && = delete;
  template <typename S = Self, std::enable_if_t<S::kOwning, int> = 0>
  void code_point_indices() && = delete;

  // The first / last code point, or nullopt when empty.
  std::optional<CodePoint> front() const noexcept;
  std::optional<CodePoint> back() const noexcept;

  // Number of code points (a split surrogate counts 1). O(n), no allocation.
  std::size_t code_point_count() const noexcept { return view_code_point_count(view()); }
  // Number of UTF-16 code units `to_utf16` would produce. O(n), no allocation.
  std::size_t utf16_len() const noexcept { return view_utf16_len(view()); }

  // ---- conversions out -------------------------------------------------------------------------

  // Potentially ill-formed UTF-16 (WTF-8 §6.3); lossless.
  // Example: `Wtf8Buf::from_utf16(u"\xD800").to_utf16() == u"\xD800"`.
  std::u16string to_utf16() const { return view_to_utf16(view()); }
  // The same into `*out`, replacing its contents and reusing its capacity (for loops over many
  // strings). Example: `std::u16string u; Wtf8Buf::from_utf16(u"a\xD800").to_utf16(&u);` leaves
  // `u == u"a\xD800"`.
  void to_utf16(std::u16string* out) const { view_to_utf16_into(view(), out); }
  // UTF-16 where `wchar_t` is 16 bits (Windows), code points where it is 32 bits.
  std::wstring to_wide() const { return view_to_wide(view()); }
  // Strict UTF-8. Fails with InvalidArgument naming the byte offset of the first surrogate.
  absl::StatusOr<std::string> to_utf8() const { return view_to_utf8(view()); }
  // UTF-8 with each surrogate replaced by U+FFFD (WTF-8 §6.4). Never fails.
  std::string to_utf8_lossy() const { return view_to_utf8_lossy(view()); }
  // The same into `*out`, replacing its contents and reusing its capacity (for loops over many
  // strings). Example: `std::string s; Wtf8Buf::from_utf16(u"a\xD800").to_utf8_lossy(&s);`
  // leaves `s == "a\uFFFD"`.
  void to_utf8_lossy(std::string* out) const { view_to_utf8_lossy_into(view(), out); }
  // An owned copy; split surrogates are canonicalized.
  Wtf8Buf to_buf() const;

  // ---- ASCII case ------------------------------------------------------------------------------

  // Whether the two are equal ignoring ASCII case (A-Z vs a-z); other code points must match.
  // `Other` is Wtf8View or Wtf8Buf (a temporary Wtf8Buf is fine here).
  template <typename Other, typename = std::enable_if_t<kIsWtf8String<Other>>>
  bool eq_ignore_ascii_case(const Other& other) const noexcept {
    return view_eq_ignore_ascii_case(view(), other.as_view());
  }
  // A copy with A-Z mapped to a-z (resp. a-z to A-Z); other code points unchanged.
  Wtf8Buf to_ascii_lowercase() const;
  Wtf8Buf to_ascii_uppercase() const;

  // ---- search (OMG-WTF-8 patterns) -------------------------------------------------------------
  // (section owned by the search work; declarations only, definitions in
  // wtf8/internal/core/wtf8_view_search-inl.h)
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
  [[nodiscard]] std::optional<Wtf8View> strip_prefix(P&& pattern) const&;
  template <typename P>
  [[nodiscard]] std::optional<Wtf8View> strip_suffix(P&& pattern) const&;

  // The pieces between non-overlapping matches, left to right; n matches give n + 1 pieces, some
  // perhaps empty. Example: `s.split(',')` yields "a", "b\u{d800}", "\u{10000}";
  // `s.split(lead)` yields "a,b", ",", "\u{dc00}" (a split trail surrogate); the empty pattern
  // splits "ab" into "", "a", "b", "".
  template <typename P>
  [[nodiscard]] Split<internal::MatcherFor<P&&>> split(P&& pattern) const&;
  // The pieces between matches found right to left. Example: `s.rsplit(',')` yields
  // "\u{10000}", "b\u{d800}", "a".
  template <typename P>
  [[nodiscard]] RSplit<internal::MatcherFor<P&&>> rsplit(P&& pattern) const&;
  // At most `n` pieces, the last one the unsplit rest. Example: `s.splitn(2, ',')` yields "a",
  // "b\u{d800},\u{10000}"; `splitn(0, p)` yields nothing.
  template <typename P>
  [[nodiscard]] SplitN<internal::MatcherFor<P&&>> splitn(std::size_t n, P&& pattern) const&;
  // At most `n` pieces from the right. Example: `s.rsplitn(2, ',')` yields "\u{10000}",
  // "a,b\u{d800}".
  template <typename P>
  [[nodiscard]] RSplitN<internal::MatcherFor<P&&>> rsplitn(std::size_t n, P&& pattern) const&;
  // Like `split`, but an empty last piece is skipped. Example: for "a,b,", `split_terminator(',')`
  // yields "a", "b" (split yields "a", "b", "").
  template <typename P>
  [[nodiscard]] SplitTerminator<internal::MatcherFor<P&&>> split_terminator(P&& pattern) const&;
  // Pieces that each end with their match; an empty last piece is skipped. Example:
  // `s.split_inclusive(',')` yields "a,", "b\u{d800},", "\u{10000}".
  template <typename P>
  [[nodiscard]] SplitInclusive<internal::MatcherFor<P&&>> split_inclusive(P&& pattern) const&;
  // The views before and after the first / last match, or nullopt when there is none.
  // Example: `s.split_once(',')` is ("a", "b\u{d800},\u{10000}"); `s.rsplit_once(',')` is
  // ("a,b\u{d800}", "\u{10000}").
  template <typename P>
  [[nodiscard]] std::optional<std::pair<Wtf8View, Wtf8View>> split_once(P&& pattern) const&;
  template <typename P>
  [[nodiscard]] std::optional<std::pair<Wtf8View, Wtf8View>> rsplit_once(P&& pattern) const&;

  // The non-overlapping matches, left to right, as views. Example: `s.matches(lead)` yields
  // "\u{d800}" twice (the lone surrogate, then the lead half of U+10000); with the predicate
  // `[](CodePoint c) { return c.is_surrogate(); }` only the first (predicates see U+10000 whole).
  template <typename P>
  [[nodiscard]] Matches<internal::MatcherFor<P&&>> matches(P&& pattern) const&;
  // (begin offset, matched view) pairs, left to right. Example: `s.match_indices(',')` yields
  // (1, ","), (6, ",").
  template <typename P>
  [[nodiscard]] MatchIndices<internal::MatcherFor<P&&>> match_indices(P&& pattern) const&;
  // (begin offset, matched view) pairs of non-overlapping matches found right to left.
  // Example: `s.rmatch_indices(',')` yields (6, ","), (1, ",").
  template <typename P>
  [[nodiscard]] RMatchIndices<internal::MatcherFor<P&&>> rmatch_indices(P&& pattern) const&;
  // [begin, end) offsets of the non-overlapping matches, left to right.
  // Example: `s.match_ranges(lead)` yields (3, 6), (7, 9).
  template <typename P>
  [[nodiscard]] MatchRanges<internal::MatcherFor<P&&>> match_ranges(P&& pattern) const&;

  // A copy with every non-overlapping match (left to right) replaced by `to`, a `Wtf8View` or
  // `Wtf8Buf`. Pieces are joined as `Wtf8Buf::append` joins them, so a lead surrogate left before
  // a seam and a trail surrogate after it become one supplementary character: the result equals
  // replacing in UTF-16 and converting. Example: `s.replace(',', Wtf8Buf::from_utf16(u"/"))` is
  // "a/b\u{d800}/\u{10000}"; `s.replace(trail, Wtf8Buf::from_utf16(u"x"))` is
  // "a,b\u{d800},\u{d800}x"; `Wtf8Buf::from_utf16(u"\xD800,\xDC00").replace(',', Wtf8View())`
  // is "\u{10000}" (the lead and trail surrogates join).
  template <typename P, typename To, typename = std::enable_if_t<kIsWtf8String<To>>>
  [[nodiscard]] Wtf8Buf replace(P&& pattern, const To& to) const;
  // The same for the first `n` matches only.
  template <typename P, typename To, typename = std::enable_if_t<kIsWtf8String<To>>>
  [[nodiscard]] Wtf8Buf replacen(P&& pattern, const To& to, std::size_t n) const;

  // The view without the matches repeatedly found at its start (`trim_start_matches`), at its end
  // (`trim_end_matches`), or first at its start then at the end of what is left (`trim_matches`).
  // The empty pattern trims nothing. Example: for "xxaxx", `trim_matches('x')` is "a",
  // `trim_start_matches('x')` is "axx"; for "\U00010000", `trim_start_matches(lead)` is
  // "\u{dc00}", the split trail surrogate.
  template <typename P>
  [[nodiscard]] Wtf8View trim_matches(P&& pattern) const&;
  template <typename P>
  [[nodiscard]] Wtf8View trim_start_matches(P&& pattern) const&;
  template <typename P>
  [[nodiscard]] Wtf8View trim_end_matches(P&& pattern) const&;

  // Not on a temporary Wtf8Buf: the views and ranges would point into a destroyed string.
  template <typename P, typename S = Self, std::enable_if_t<S::kOwning, int> = 0>
  void strip_prefix(P&&) && = delete;
  template <typename P, typename S = Self, std::enable_if_t<S::kOwning, int> = 0>
  void strip_suffix(P&&) && = delete;
  template <typename P, typename S = Self, std::enable_if_t<S::kOwning, int> = 0>
  void split(P&&) && = delete;
  template <typename P, typename S = Self, std::enable_if_t<S::kOwning, int> = 0>
  void rsplit(P&&) && = delete;
  template <typename P, typename S = Self, std::enable_if_t<S::kOwning, int> = 0>
  void splitn(std::size_t, P&&) && = delete;
  template <typename P, typename S = Self, std::enable_if_t<S::kOwning, int> = 0>
  void rsplitn(std::size_t, P&&) && = delete;
  template <typename P, typename S = Self, std::enable_if_t<S::kOwning, int> = 0>
  void split_terminator(P&&) && = delete;
  template <typename P, typename S = Self, std::enable_if_t<S::kOwning, int> = 0>
  void split_inclusive(P&&) && = delete;
  template <typename P, typename S = Self, std::enable_if_t<S::kOwning, int> = 0>
  void split_once(P&&) && = delete;
  template <typename P, typename S = Self, std::enable_if_t<S::kOwning, int> = 0>
  void rsplit_once(P&&) && = delete;
  template <typename P, typename S = Self, std::enable_if_t<S::kOwning, int> = 0>
  void matches(P&&) && = delete;
  template <typename P, typename S = Self, std::enable_if_t<S::kOwning, int> = 0>
  void match_indices(P&&) && = delete;
  template <typename P, typename S = Self, std::enable_if_t<S::kOwning, int> = 0>
  void rmatch_indices(P&&) && = delete;
  template <typename P, typename S = Self, std::enable_if_t<S::kOwning, int> = 0>
  void match_ranges(P&&) && = delete;
  template <typename P, typename S = Self, std::enable_if_t<S::kOwning, int> = 0>
  void trim_matches(P&&) && = delete;
  template <typename P, typename S = Self, std::enable_if_t<S::kOwning, int> = 0>
  void trim_start_matches(P&&) && = delete;
  template <typename P, typename S = Self, std::enable_if_t<S::kOwning, int> = 0>
  void trim_end_matches(P&&) && = delete;

  // ---- end of search ---------------------------------------------------------------------------

  // ---- display ---------------------------------------------------------------------------------

  // The text in double quotes with escapes: \t \r \n \\ \" \0; other C0 controls and U+007F as
  // \u{1b} (lowercase hex, no padding); a lone surrogate as \u{d800}; everything else as UTF-8.
  // Example: `Wtf8Buf::from_utf16(u"a\t\xD800").debug_string() == R"("a\t\u{d800}")"`.
  std::string debug_string() const { return view_debug_string(view()); }

  // ---- comparison and hashing
  // --------------------------------------------------------------------
  // ==, !=, <, <=, >, >= are declared below the class (they mix Wtf8View and Wtf8Buf). Ordering is
  // code point order; a split surrogate compares, and hashes, as its canonical form.

  template <typename H>
  friend H AbslHashValue(H h, const Self& s) {
    const internal::Decomposition d = s.decomposition();
    return H::combine(std::move(h), d.head_trail, d.middle, d.tail_lead);
  }

  // Writes the lossy UTF-8 (surrogates as U+FFFD), like Rust's Display.
  friend std::ostream& operator<<(std::ostream& os, const Self& s) {
    write_lossy_utf8(os, s.as_view());
    return os;
  }
  // absl::StrFormat("%s", s): the lossy UTF-8.
  friend absl::FormatConvertResult<absl::FormatConversionCharSet::kString> AbslFormatConvert(
      const Self& s, const absl::FormatConversionSpec& spec, absl::FormatSink* sink) {
    // Width and precision count code points, as Rust's `{:5.3}` does for a str, so "%.1s" never
    // cuts a UTF-8 sequence; '-' pads on the right.
    format_lossy_utf8(s.as_view(), spec.width(), spec.precision(), spec.has_left_flag(), sink);
    return {true};
  }
  // absl::StrCat(s) with Abseil 20230125 or later: the lossy UTF-8.
  template <typename Sink>
  friend void AbslStringify(Sink& sink, const Self& s) {
    const std::string text = s.to_utf8_lossy();
    sink.Append(absl::string_view(text.data(), text.size()));
  }
  // GoogleTest shows values in `debug_string` form.
  friend void PrintTo(const Self& s, std::ostream* os) { *os << s.debug_string(); }

 protected:
  ViewOps() = default;

 private:
  friend class wtf8::Wtf8View;
  friend class wtf8::Wtf8Buf;

  const Self& self() const noexcept { return static_cast<const Self&>(*this); }
  Wtf8View view() const noexcept;
  internal::Decomposition decomposition() const noexcept {
    return internal::decompose(data(), size());
  }
};

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_INTERNAL_CORE_VIEW_OPS_H_
