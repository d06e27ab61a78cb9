// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/internal/view_ops.h
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

#ifndef WTF8_INTERNAL_VIEW_OPS_H_
#define WTF8_INTERNAL_VIEW_OPS_H_

#include <cstddef>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <type_traits>

#include "absl/status/statusor.h"
#include "absl/strings/str_format.h"
#include "wtf8/code_point.h"
#include "wtf8/code_points.h"

namespace wtf8 {

class Wtf8View;
class Wtf8Buf;

namespace internal {

template <typename T>
inline constexpr bool kIsWtf8String =
    std::is_same_v<T, Wtf8View> || std::is_same_v<T, Wtf8Buf>;

// Out-of-line implementations (src/wtf8_view.cc, src/utf16.cc), shared by both types.
bool view_equal(Wtf8View a, Wtf8View b) noexcept;
int view_compare(Wtf8View a, Wtf8View b) noexcept;
std::string view_debug_string(Wtf8View v);
std::string view_to_utf8_lossy(Wtf8View v);
absl::StatusOr<std::string> view_to_utf8(Wtf8View v);
// OK, or InvalidArgument naming the byte offset of the first surrogate.
absl::Status view_check_utf8(Wtf8View v);
std::u16string view_to_utf16(Wtf8View v);
std::wstring view_to_wide(Wtf8View v);
std::size_t view_utf16_len(Wtf8View v) noexcept;
std::size_t view_code_point_count(Wtf8View v) noexcept;
bool view_is_utf8(Wtf8View v) noexcept;
bool view_is_ascii(Wtf8View v) noexcept;
bool view_eq_ignore_ascii_case(Wtf8View a, Wtf8View b) noexcept;
// Writes the lossy UTF-8 form of `v` to `os`, without building a string.
void write_lossy_utf8(std::ostream& os, Wtf8View v);

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
  CodePointIndices code_point_indices() const& noexcept {
    return CodePointIndices(data(), size());
  }
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
  // UTF-16 where `wchar_t` is 16 bits (Windows), code points where it is 32 bits.
  std::wstring to_wide() const { return view_to_wide(view()); }
  // Strict UTF-8. Fails with InvalidArgument naming the byte offset of the first surrogate.
  absl::StatusOr<std::string> to_utf8() const { return view_to_utf8(view()); }
  // UTF-8 with each surrogate replaced by U+FFFD (WTF-8 §6.4). Never fails.
  std::string to_utf8_lossy() const { return view_to_utf8_lossy(view()); }
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
  // wtf8/internal/wtf8_view_search-inl.h)

  // ---- end of search ---------------------------------------------------------------------------

  // ---- display ---------------------------------------------------------------------------------

  // The text in double quotes with escapes: \t \r \n \\ \" \0; other C0 controls and U+007F as
  // \u{1b} (lowercase hex, no padding); a lone surrogate as \u{d800}; everything else as UTF-8.
  // Example: `Wtf8Buf::from_utf16(u"a\t\xD800").debug_string() == R"("a\t\u{d800}")"`.
  std::string debug_string() const { return view_debug_string(view()); }

  // ---- comparison and hashing --------------------------------------------------------------------
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
    const std::string text = s.to_utf8_lossy();
    // Width, precision and '-' apply as they do to a string (precision counts bytes).
    return {sink->PutPaddedString(absl::string_view(text.data(), text.size()), spec.width(),
                                  spec.precision(), spec.has_left_flag())};
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

#endif  // WTF8_INTERNAL_VIEW_OPS_H_
