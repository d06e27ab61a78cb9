// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/path_view.h
// -----------------------------------------------------------------------------
//
// `PathView` borrows the text of a path and reads it in one of two grammars, POSIX or Windows,
// on any host, exactly as `PathBuf` (wtf8/path.h) and Python 3.11's `PurePosixPath` /
// `PureWindowsPath` do, without allocating and without copying: parsing finds the anchor (drive
// and root), and everything else is read from the text when asked. It is to `PathBuf` what
// `Wtf8View` is to `Wtf8Buf` (Rust: `&Path` to `PathBuf`), and it is the one implementation of
// the grammar: `PathBuf` parses through it.
//
// Example:
//   auto text = *wtf8::Wtf8View::from_utf8("C:/Users//me/./a.tar.gz");
//   auto p = wtf8::PathView::windows(text);   // no allocation
//   p.as_view();      // "C:/Users//me/./a.tar.gz" (the text as given: a view cannot rewrite it)
//   p.drive();        // "C:"
//   p.root();         // "\"
//   p.name();         // "a.tar.gz"
//   p.stem();         // "a.tar"
//   p.suffix();       // ".gz"
//   p.parent();       // the view "C:/Users//me", equal to PathBuf::windows(text).parent()
//   for (wtf8::Wtf8View part : p.parts()) {}   // "C:/", "Users", "me", "a.tar.gz"
//   auto same = *wtf8::Wtf8View::from_utf8("c:\\users\\ME\\a.tar.gz");
//   p == wtf8::PathView::windows(same);        // true: the same path, ASCII case folded
//   p.to_path_buf().to_buf();                  // "C:\Users\me\a.tar.gz" (needs wtf8/path.h)
//
// What a view answers, against `PathBuf` of the same text. The logical answers are the same:
// `parts()` (but the anchor's spelling, below), `name()`, `stem()`, `suffix()`, `suffixes()`,
// `root()`, `is_absolute()`, `is_relative_to`, `is_reserved()`, the other name checks, and
// equality, ordering and hashing (a view equals the `PathBuf` of its text). Where `PathBuf`
// normalizes its text (`a//b/./c` becomes `a/b/c`, Windows `/` becomes `\`), a view returns
// pieces of the text as written, so these differ in form:
//   - `as_view()` is the text as given, not normalized.
//   - `drive()` and `anchor()`, and the anchor as the first of `parts()`, are spelled as written:
//     Windows `c:/` for `c:\`, `//host/share` for `\\host\share`. A UNC drive with nothing after
//     the share has a root that is not written, so its anchor is the drive alone
//     (`//host/share`, where `PathBuf` has `\\host\share\`); and after the verbatim prefix `\\?\`
//     a UNC name written with two separators (`\\?\\\host\share`) keeps both in the view's drive,
//     where Python 3.11 drops one (`\\?\\host\share`). `root()` is the same as `PathBuf`'s: one of
//     the constant strings "", "/", "//" and "\".
//   - `parent()` is a view of a prefix of the text: up to the end of the component before the
//     name (`a//b/./c` gives `a//b`), the anchor as written when the name is the only component
//     (`c:/a` gives `c:/`), or the constant "." when nothing is left (`a/.` gives "."). A path
//     without a name (an anchor alone, `.`, `/./`) is its own parent, text unchanged.
//   - `relative_to` returns a view of a suffix of the text: from the first component past `base`
//     to the end as written (`a/b//c/.` relative to `a` is `b//c/.`), or "." when nothing is
//     left; a Windows path with a root relative to its drive alone keeps the root as written
//     (`c:/a` relative to `c:` is `/a`, where `PathBuf` has `\a`). Error offsets are offsets in
//     the view's own text.
//   - A text that begins with a split trail surrogate or ends with a split lead surrogate (a
//     `Wtf8View` sliced inside a 4-byte sequence) gives parts in that split form; `PathBuf` holds
//     the canonical 3-byte form. They compare equal (`Wtf8View`'s `==` compares code points).
// `to_path_buf()` gives the normalized `PathBuf`, equal to `PathBuf::parse(style, as_view())`.
//
// Lifetime: a view points into the text it was made from, which must outlive it; it cannot be
// made from a temporary `Wtf8Buf` or `PathBuf` (those overloads are deleted). The views it
// returns point into the same text (or at static constants). Copying is O(1); concurrent reads
// are safe.

#ifndef WTF8_PATH_VIEW_H_
#define WTF8_PATH_VIEW_H_

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <iterator>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "absl/status/statusor.h"
#include "wtf8/internal/path/separators.h"
#include "wtf8/pattern.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {

class Wtf8Buf;
class PathBuf;
class PathView;

// Which grammar a path follows.
enum class PathStyle {
  kPosix,    // `/` separates; a leading `/` (or exactly `//`) is the root; no drives.
  kWindows,  // `\` or `/` separate; drives, UNC and `\\?\` prefixes; ASCII case-insensitive.
};

// The style of the host this code was compiled for.
#ifdef _WIN32
inline constexpr PathStyle kNativePathStyle = PathStyle::kWindows;
#else
inline constexpr PathStyle kNativePathStyle = PathStyle::kPosix;
#endif

namespace internal {

// What a `PathPieces` range splits: the parts of a POSIX or a Windows path, or the suffixes of
// a name.
enum class PathPieceKind : uint8_t { kPosixParts, kWindowsParts, kSuffixes };

// A path's root; `root()` returns the matching constant string.
enum class PathRoot : uint8_t { kNone, kSlash, kDoubleSlash, kBackslash };

// Where a `PathView`'s anchor is in its text (see the invariant of `PathView`).
struct PathFields {
  std::size_t drive_end;   // the drive as written is [0, drive_end)
  std::size_t anchor_end;  // the anchor as written is [0, anchor_end); components follow
  PathRoot root;
  bool drive_skip;  // `\\?\` + `\\server\share`: Python's drive leaves out byte 4
};

// Out of line in src/path/path_view.cc: what `PathView`'s operators and hash share.
int path_compare(const PathView& a, const PathView& b) noexcept;
std::size_t path_hash(const PathView& p) noexcept;

// What the deleted `PathView::posix(Wtf8Buf&&)` and its siblings instantiate: a compile error
// with a message, instead of a view of a destroyed string.
template <typename T>
struct NoPathViewOfTemporary {
  static_assert(kDependentFalse<T>,
                "a wtf8::PathView of a temporary Wtf8Buf would dangle: name the string first, or "
                "parse it into a PathBuf");
  static PathView value();
};

}  // namespace internal

// A lazy forward range of views into a path's text: its parts (`parts()`: the anchor, when there
// is one, then each component, skipping empty and `.` components) or the suffixes of a name
// (`suffixes()`). Users never name it. Each piece is a view into the text, valid while the text
// is alive and unchanged. Iterating allocates nothing.
class PathPieces {
 public:
  class iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Wtf8View;
    using difference_type = std::ptrdiff_t;
    using pointer = const Wtf8View*;
    using reference = Wtf8View;

    iterator() = default;
    Wtf8View operator*() const {
      // Invariant: a piece begins at 0 or after an ASCII byte and ends at the text's end or
      // before one, so it is the text's own bytes there: well-formed OMG-WTF-8.
      return Wtf8View::from_wtf8_unchecked(std::string_view(text_.data() + begin_, end_ - begin_));
    }
    iterator& operator++() {
      seek(end_);
      return *this;
    }
    iterator operator++(int) {
      iterator old = *this;
      seek(end_);
      return old;
    }
    friend bool operator==(const iterator& a, const iterator& b) { return a.begin_ == b.begin_; }
    friend bool operator!=(const iterator& a, const iterator& b) { return a.begin_ != b.begin_; }

   private:
    friend class PathPieces;
    iterator(Wtf8View text, internal::PathPieceKind kind) : text_(text), kind_(kind) {}
    // Moves to the first piece that starts at or after `pos`, or to the end.
    void seek(std::size_t pos) {
      switch (kind_) {
        case internal::PathPieceKind::kPosixParts:
          return seek_part<false>(pos);
        case internal::PathPieceKind::kWindowsParts:
          return seek_part<true>(pos);
        case internal::PathPieceKind::kSuffixes:
          break;
      }
      // Each suffix runs from its `.` to the next one.
      const std::size_t n = text_.size();
      begin_ = end_ = pos < n ? pos : n;
      if (begin_ < n) {
        do ++end_;
        while (end_ < n && text_.data()[end_] != '.');
      }
    }
    // The next component at or after `pos`: separators and `.` components skipped.
    template <bool kWindows>
    void seek_part(std::size_t pos) {
      const char* const s = text_.data();
      const std::size_t n = text_.size();
      while (true) {
        while (pos < n && internal::is_path_separator(s[pos], kWindows)) ++pos;
        if (pos == n) break;
        const std::size_t e = internal::find_path_separator(s, pos + 1, n, kWindows);
        if (e - pos != 1 || s[pos] != '.') {  // a `.` component: Python drops it
          begin_ = pos;
          end_ = e;
          return;
        }
        pos = e;
      }
      begin_ = end_ = n;
    }
    Wtf8View text_;
    internal::PathPieceKind kind_ = internal::PathPieceKind::kPosixParts;
    std::size_t begin_ = 0;
    std::size_t end_ = 0;
  };

  // The first piece, and the end (forward iteration only).
  iterator begin() const {
    iterator it(text_, kind_);
    if (first_end_ != 0) {
      it.end_ = first_end_;  // the anchor, which may hold separators
    } else {
      it.seek(0);
    }
    return it;
  }
  iterator end() const {
    iterator it(text_, kind_);
    it.begin_ = it.end_ = text_.size();
    return it;
  }
  // Whether there are no pieces. O(1) on a normalized path; a view skips leading separators and
  // `.` components to find out.
  bool empty() const { return begin() == end(); }
  // The number of pieces. O(n).
  std::size_t size() const { return static_cast<std::size_t>(std::distance(begin(), end())); }

 private:
  friend class PathView;
  // `first_end`, when nonzero, ends the first piece (the anchor, which may hold separators).
  PathPieces(Wtf8View text, std::size_t first_end, internal::PathPieceKind kind)
      : text_(text), first_end_(first_end), kind_(kind) {}
  Wtf8View text_;
  std::size_t first_end_;
  internal::PathPieceKind kind_;
};

// A borrowed path in one style: a view of its text (any WTF-8, split surrogates at the ends
// included, as `Wtf8View` allows) and where its drive and root are in it.
//
// Invariant: `drive_end <= anchor_end <= text_.size()` (`fields_`); [0, drive_end) spells the
// drive as Python 3.11's `splitroot` finds it (except the byte at offset 4 when `drive_skip`), and
// [drive_end, anchor_end) is the root's first separator, or the two slashes of a POSIX `//` root,
// or nothing when the root is absent or not written (a UNC drive that ends the text). The
// components are what lies after `anchor_end` between separators, empty and `.` ones skipped.
class PathView {
 public:
  // The empty path `.` in the native style (the empty text).
  PathView() noexcept : PathView(kNativePathStyle) {}
  // The empty path `.` in `style` (the empty text).
  explicit PathView(PathStyle style) noexcept : style_(style) {}

  // ---- construction ------------------------------------------------------------------------

  // Reads `text` as a POSIX path. Never fails (every string is a path); O(1) past the leading
  // slashes, no allocation: components are found when asked for.
  // Example: `posix("//a/./b/").parts()` yields "//", "a", "b"; `posix("")` is the path ".".
  static PathView posix(Wtf8View text) noexcept { return parse(PathStyle::kPosix, text); }
  // Reads `text` as a Windows path (drive, UNC and `\\?\` prefixes; `/` or `\`). Never fails.
  // Example: `windows("c:/a//b/").parts()` yields "c:/", "a", "b"; `windows("//host/share")`
  // has the drive "//host/share" and the root "\".
  static PathView windows(Wtf8View text) noexcept { return parse(PathStyle::kWindows, text); }
  // Reads `text` in `kNativePathStyle`.
  static PathView native(Wtf8View text) noexcept { return parse(kNativePathStyle, text); }
  // Reads `text` in `style`.
  static PathView parse(PathStyle style, Wtf8View text) noexcept;

  // Not from a temporary `Wtf8Buf`: the view would point into a destroyed string. Name the
  // string first, or parse it into an owned `PathBuf`.
  template <typename T, std::enable_if_t<std::is_same_v<T, Wtf8Buf>, int> = 0>
  static PathView posix(T&& /*temporary*/) {
    return internal::NoPathViewOfTemporary<T>::value();
  }
  template <typename T, std::enable_if_t<std::is_same_v<T, Wtf8Buf>, int> = 0>
  static PathView windows(T&& /*temporary*/) {
    return internal::NoPathViewOfTemporary<T>::value();
  }
  template <typename T, std::enable_if_t<std::is_same_v<T, Wtf8Buf>, int> = 0>
  static PathView native(T&& /*temporary*/) {
    return internal::NoPathViewOfTemporary<T>::value();
  }
  template <typename T, std::enable_if_t<std::is_same_v<T, Wtf8Buf>, int> = 0>
  static PathView parse(PathStyle, T&& /*temporary*/) {
    return internal::NoPathViewOfTemporary<T>::value();
  }

  // ---- text and components -------------------------------------------------------------------

  // The grammar this path was read with. Example: `windows(t).style()` is `kWindows`.
  PathStyle style() const noexcept { return style_; }
  // The text as given (not normalized). Example: `posix("a//b/.").as_view()` is "a//b/.".
  Wtf8View as_view() const noexcept { return text_; }
  // The normalized owned path: `PathBuf::parse(style(), as_view())` for a view made by `parse`
  // (and the same path, with the same drive and root, for one made by `parent` or
  // `relative_to`). Needs wtf8/path.h where it is called. Allocates.
  // Example: `windows("c:/a//b/").to_path_buf().to_buf()` is "c:\a\b".
  PathBuf to_path_buf() const;

  // The parts: the anchor (drive and root, as written), when there is one, then each component,
  // skipping empty and `.` components. Views into the text; no allocation.
  // Example: `posix("/usr//bin/./python3").parts()` yields "/", "usr", "bin", "python3";
  // `windows("c:/Program Files/PSF").parts()` yields "c:/", "Program Files", "PSF".
  PathPieces parts() const noexcept {
    return PathPieces(text_, fields_.anchor_end,
                      style_ == PathStyle::kWindows ? internal::PathPieceKind::kWindowsParts
                                                    : internal::PathPieceKind::kPosixParts);
  }
  // The drive as written: `C:`, `\\server\share`, `\\?\`, `\\?\C:`, `\\?\UNC\server\share`,
  // `\\.\name` (either separator); always empty for POSIX.
  // Example: `windows("//host/share/foo.txt").drive()` is "//host/share"; `windows("/a")` "".
  Wtf8View drive() const noexcept { return text_.slice_to(fields_.drive_end); }
  // The root: "", `\` (Windows), `/` or `//` (POSIX); a constant string, the same as `PathBuf`'s.
  // Example: `posix("//etc").root()` is "//"; `posix("///etc").root()` "/";
  // `windows("c:/Program Files").root()` "\"; `windows("c:Program Files").root()` "".
  Wtf8View root() const noexcept;
  // The drive and the root as written: the first part. Empty when there is neither.
  // Example: `windows("c:/a").anchor()` is "c:/"; `windows("//host/share").anchor()` is
  // "//host/share" (its root is not written); `posix("///a").anchor()` is "/".
  Wtf8View anchor() const noexcept { return text_.slice_to(fields_.anchor_end); }
  // The last component unless there is none but the anchor; "" then.
  // Example: `posix("my/library/setup.py/.").name()` is "setup.py"; `windows("//some/share")` "".
  Wtf8View name() const noexcept;
  // The name's last suffix: from its last `.`, if that dot is neither first nor last.
  // Example: `posix("my/library.tar.gz").suffix()` is ".gz"; of ".bashrc" and "a." it is "".
  Wtf8View suffix() const noexcept;
  // The name without its suffix. Example: `posix("my/library.tar.gz").stem()` is "library.tar".
  Wtf8View stem() const noexcept;
  // Every suffix of the name (none when it ends with `.`; leading dots are skipped).
  // Example: `posix("my/library.tar.gz").suffixes()` yields ".tar", ".gz"; "a..b" yields ".", ".b".
  PathPieces suffixes() const noexcept;

  // The path without its name, as a view of a prefix of the text (see the header comment); a
  // path without a name is its own parent. No allocation.
  // Example: `posix("/a/b//c/./d").parent().as_view()` is "/a/b//c"; `posix("a").parent()` is
  // "."; `posix("foo/..").parent()` is "foo"; `windows("c:").parent()` is "c:".
  PathView parent() const noexcept;

  // POSIX: has a root. Windows: has a drive and a root.
  // Example: `windows("c:/a").is_absolute()` is true; `windows("/a")` and `windows("c:a")` false;
  // `windows("//some/share")` true.
  bool is_absolute() const noexcept {
    return has_root() && (style_ == PathStyle::kPosix || fields_.drive_end != 0);
  }

  // This path relative to `base` (text is read in this path's style, and so is the text of a
  // base of the other style): `base`'s parts, compared part by part (Windows: ASCII
  // case-insensitively, `/` as `\`, drive and root as separate parts), must be a prefix of this
  // path's. The result views this path's text (see the header comment). Fails with
  // InvalidArgument naming both texts and the byte offset in this path's text where they stop
  // matching. Allocates only to fail.
  // Example: `posix("/etc//passwd").relative_to(posix("/etc"))` is "passwd"; against "/usr" it
  // fails at byte offset 1; `windows("c:/a").relative_to(windows("c:"))` is "/a" (the path `\a`).
  [[nodiscard]] absl::StatusOr<PathView> relative_to(PathView base) const;
  [[nodiscard]] absl::StatusOr<PathView> relative_to(Wtf8View base) const;
  // Whether `relative_to(base)` succeeds. No allocation.
  // Example: `posix("/etc/passwd").is_relative_to(posix("/etc/"))` is true.
  bool is_relative_to(PathView base) const noexcept;
  bool is_relative_to(Wtf8View base) const noexcept;

  // ---- names Windows refuses (reading never rejects them) ------------------------------------

  // Python 3.11's `is_reserved` (see `PathBuf::is_reserved`). Always false for POSIX.
  // Example: `windows("a/Com1 .txt").is_reserved()` is true; `windows("//host/share/nul")` false.
  bool is_reserved() const noexcept;
  // Whether a component other than `..` ends with `.` or a space (see `PathBuf`).
  // Example: `windows("a./b").has_trailing_dot_or_space()` is true.
  bool has_trailing_dot_or_space() const noexcept;
  // Whether a component holds `<>:"|?*` or U+0000..U+001F, or for POSIX `\` (see `PathBuf`).
  // Example: `windows("a/b?c").has_invalid_windows_char()` is true.
  bool has_invalid_windows_char() const noexcept;

  // ---- comparison ------------------------------------------------------------------------

  // As `PathBuf`: by style (POSIX first), then part by part as code point sequences (the anchor
  // is one part, in its normalized spelling); Windows folds ASCII letters only. A view equals the
  // `PathBuf` of its text (an lvalue `PathBuf` converts).
  // Example: `windows("C:/a//b") == windows("c:\\A\\b\\.")`, `posix("a//b") == posix("a/b/")`,
  // `posix("foo") != posix("FOO")`, `windows("C:") < windows("d:")`.
  friend bool operator==(const PathView& a, const PathView& b) noexcept {
    return compare(a, b) == 0;
  }
  friend bool operator!=(const PathView& a, const PathView& b) noexcept {
    return compare(a, b) != 0;
  }
  friend bool operator<(const PathView& a, const PathView& b) noexcept { return compare(a, b) < 0; }
  friend bool operator<=(const PathView& a, const PathView& b) noexcept {
    return compare(a, b) <= 0;
  }
  friend bool operator>(const PathView& a, const PathView& b) noexcept { return compare(a, b) > 0; }
  friend bool operator>=(const PathView& a, const PathView& b) noexcept {
    return compare(a, b) >= 0;
  }
  // Negative, zero or positive as `a` sorts before, with or after `b`.
  static int compare(const PathView& a, const PathView& b) noexcept {
    return internal::path_compare(a, b);
  }

  // Hashes the style and the parts as they compare, so equal paths (and a view and the
  // `PathBuf` of its text) hash alike.
  template <typename H>
  friend H AbslHashValue(H h, const PathView& p) {
    return H::combine(std::move(h), internal::path_hash(p));
  }

  // The text as lossy UTF-8 (each surrogate becomes U+FFFD), as written.
  friend std::ostream& operator<<(std::ostream& os, const PathView& p);
  // The text in Rust's `Debug` form, as written, e.g. "\"C:/a\\u{d800}\"".
  std::string debug_string() const { return text_.debug_string(); }
  friend void PrintTo(const PathView& p, std::ostream* os);

 private:
  friend class PathBuf;
  friend class PathAssembler;  // src/path/path.cc: builds a PathBuf from views
  PathView(PathStyle style, Wtf8View text, internal::PathFields fields) noexcept
      : style_(style), text_(text), fields_(fields) {}
  bool has_root() const noexcept { return fields_.root != internal::PathRoot::kNone; }
  bool has_anchor() const noexcept { return fields_.anchor_end != 0; }
  // The bytes [begin, end) of the text, at positions next to ASCII bytes or at its ends.
  Wtf8View piece(std::size_t begin, std::size_t end) const noexcept;
  // Whether the text is already the normalized text of the path (`to_path_buf` then copies it).
  bool is_normalized() const noexcept;
  // The components (the parts after the anchor).
  PathPieces components() const noexcept;
  // The last component ending at or before `end` (a position after the anchor): its end, with
  // its start in `*begin`; npos when there is none.
  std::size_t last_component(std::size_t end, std::size_t* begin) const noexcept;
  // Where this path's text stops matching `base`'s parts (npos when `base` is a prefix; see
  // `relative_to`), the number of `base`'s elements, and the offset of this path's first
  // component past them (npos when none).
  std::size_t mismatch(const PathView& base, std::size_t* base_elements,
                       std::size_t* rest) const noexcept;
  // Whether `a` and `b` (of one style) have the same drive (Windows: ASCII case-insensitively,
  // `/` as `\`).
  static bool same_drive(const PathView& a, const PathView& b) noexcept;

  friend int internal::path_compare(const PathView& a, const PathView& b) noexcept;
  friend std::size_t internal::path_hash(const PathView& p) noexcept;

  PathStyle style_ = kNativePathStyle;
  Wtf8View text_;
  internal::PathFields fields_ = {0, 0, internal::PathRoot::kNone, false};
};

}  // namespace wtf8

#endif  // WTF8_PATH_VIEW_H_
