// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/path.h
// -----------------------------------------------------------------------------
//
// Lexical paths in both grammars, on any host: `PathBuf` takes a POSIX or a Windows path apart
// exactly as Python 3.11's `pathlib.PurePosixPath` / `PureWindowsPath` do, over WTF-8 text, so a
// Windows name with a lone surrogate keeps it. Nothing here touches the file system: a path is
// text plus the positions of its drive and root. (The OS boundary is wtf8/os.h.) Its borrowed
// twin `PathView` (wtf8/path_view.h) reads a path in place without allocating; `PathBuf` parses
// through it, and each reading accessor of `PathBuf` is its view's.
//
// Example:
//   auto p = wtf8::PathBuf::windows(*wtf8::Wtf8View::from_utf8("C:/Users//me/./a.tar.gz"));
//   p.as_view();        // "C:\Users\me\a.tar.gz"   (normalized text)
//   p.drive();          // "C:"
//   p.root();           // "\"
//   p.name();           // "a.tar.gz"
//   p.stem();           // "a.tar"
//   p.suffix();         // ".gz"
//   p.parent();         // C:\Users\me
//   for (wtf8::Wtf8View part : p.parts()) {}   // "C:\", "Users", "me", "a.tar.gz"
//
// Normalized text (Python's `str(path)`): separators repeat-collapse, `.` components go, a
// trailing separator goes, Windows `/` becomes `\`, `..` stays (lexical only), the empty path is
// `.`, POSIX keeps exactly two leading `//` as its root, a UNC drive always gets a root.
//
// Windows prefixes (Python 3.11's `splitroot`): drive letters `C:`; UNC `\\server\share`
// (drive `\\server\share`, root `\`); verbatim `\\?\` (drive `\\?\` or `\\?\C:`); verbatim UNC
// `\\?\UNC\server\share`; device `\\.\name` (parsed as UNC with server `.`). Either separator may
// spell a prefix (`//?/c:/a` is `\\?\c:\a`); `UNC` is matched case-sensitively, as Python does.
//
// Where this differs from Python 3.11, on purpose:
//   - Windows comparisons fold ASCII letters only (Python lowercases all of Unicode): non-ASCII
//     case folding on Windows depends on the volume's upcase table, so a lexical library cannot
//     know it. `is_reserved` uppercases ASCII only, for the same reason.
//   - `with_name` rejects any name holding a separator; 3.11 accepts `./a` and inserts it verbatim
//     as one part (an unnormalized path; 3.12 rejects it too).
//   - `a / b` with a `PathBuf` on the right uses b's parsed parts; 3.11 re-parses b's parts one by
//     one, which turns the part `c:` of `a\c:` into a drive.
//
// Thread safety: a `PathBuf` is a value; concurrent reads are safe.

#ifndef WTF8_PATH_H_
#define WTF8_PATH_H_

#include <cstddef>
#include <cstdint>
#include <ostream>
#include <string>
#include <utility>

#include "absl/status/statusor.h"
#include "wtf8/path_view.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {

// An owned path in one style: its normalized text (WTF-8) and where its drive and root end.
//
// Invariant: `text_` is exactly Python 3.11's `str()` of the path: drive, root, then the
// components joined by the style's separator, or `.` when all three are empty; no component is
// empty, `.`, or holds a separator (`\` or `/` for Windows, `/` for POSIX).
//
// Every accessor returning `Wtf8View` returns a view into the path's text (no allocation), valid
// until the path is destroyed or assigned; they are deleted on temporaries, which would dangle.
class PathBuf {
 public:
  // The empty path `.` in the native style.
  PathBuf() : PathBuf(kNativePathStyle) {}
  // The empty path `.` in `style`.
  explicit PathBuf(PathStyle style);

  // ---- construction ------------------------------------------------------------------------

  // Parses `text` as a POSIX path. Never fails: every string is a path.
  // Example: `posix("//a/./b/")` is "//a/b"; `posix("///a")` is "/a"; `posix("")` is ".".
  static PathBuf posix(Wtf8View text) { return parse(PathStyle::kPosix, text); }
  // Parses `text` as a Windows path. Never fails; reserved or illegal names parse (see
  // `is_reserved`).
  // Example: `windows("c:/a//b/")` is "c:\a\b"; `windows("//host/share")` is "\\host\share\".
  static PathBuf windows(Wtf8View text) { return parse(PathStyle::kWindows, text); }
  // Parses `text` in `kNativePathStyle`.
  static PathBuf native(Wtf8View text) { return parse(kNativePathStyle, text); }
  // Parses `text` in `style`: `PathView::parse(style, text).to_path_buf()`.
  static PathBuf parse(PathStyle style, Wtf8View text);

  // ---- text and components -------------------------------------------------------------------

  // The grammar this path was parsed with. Example: `windows("a").style()` is `kWindows`.
  PathStyle style() const noexcept { return style_; }
  // The normalized text. Example: `windows("a/b").as_view()` is "a\b".
  Wtf8View as_view() const& noexcept { return text_.as_view(); }
  Wtf8View as_view() && = delete;
  // The normalized text, copied.
  Wtf8Buf to_buf() const { return text_; }
  // A view of this path (its text is the normalized text); every reading accessor below is the
  // view's. An lvalue `PathBuf` also converts to `PathView` implicitly; a temporary does not
  // (the view would dangle).
  // Example: `PathView v = p;` then `v.name() == p.name()` and `v == p`.
  PathView as_path_view() const& noexcept;
  PathView as_path_view() && = delete;
  operator PathView() const& noexcept { return as_path_view(); }  // NOLINT: implicit by design
  operator PathView() && = delete;

  // The components; the anchor (drive + root), when present, is the first one. Empty for `.`.
  // Example: `posix("/usr/bin/python3").parts()` yields "/", "usr", "bin", "python3";
  // `windows("c:/Program Files/PSF").parts()` yields "c:\", "Program Files", "PSF".
  PathPieces parts() const& noexcept { return as_path_view().parts(); }
  void parts() && = delete;

  // The drive: `C:`, `\\server\share`, `\\?\`, `\\?\C:`, `\\?\UNC\server\share`, `\\.\name`;
  // always empty for POSIX.
  // Example: `windows("//host/share/foo.txt").drive()` is "\\host\share"; `windows("/a")` "".
  Wtf8View drive() const& noexcept { return text_.as_view().slice_to(drive_len_); }
  Wtf8View drive() && = delete;
  // The root: "", `\` (Windows), `/` or `//` (POSIX).
  // Example: `posix("//etc").root()` is "//"; `posix("///etc").root()` "/";
  // `windows("c:Program Files").root()` "".
  Wtf8View root() const& noexcept { return text_.as_view().slice(drive_len_, anchor_len_); }
  Wtf8View root() && = delete;
  // Drive and root together. Example: `windows("//host/share").anchor()` is "\\host\share\".
  Wtf8View anchor() const& noexcept { return text_.as_view().slice_to(anchor_len_); }
  Wtf8View anchor() && = delete;
  // The last component unless it is the anchor; "" otherwise.
  // Example: `posix("my/library/setup.py").name()` is "setup.py"; `windows("//some/share")` "".
  Wtf8View name() const& noexcept { return as_path_view().name(); }
  Wtf8View name() && = delete;
  // The name's last suffix: from its last `.`, if that dot is neither first nor last.
  // Example: `posix("my/library.tar.gz").suffix()` is ".gz"; of ".bashrc" and "a." it is "".
  Wtf8View suffix() const& noexcept { return as_path_view().suffix(); }
  Wtf8View suffix() && = delete;
  // The name without its suffix. Example: `posix("my/library.tar.gz").stem()` is "library.tar".
  Wtf8View stem() const& noexcept { return as_path_view().stem(); }
  Wtf8View stem() && = delete;
  // Every suffix of the name (none when it ends with `.`; leading dots are skipped).
  // Example: `posix("my/library.tar.gz").suffixes()` yields ".tar", ".gz"; "a..b" yields ".", ".b".
  PathPieces suffixes() const& noexcept { return as_path_view().suffixes(); }
  void suffixes() && = delete;

  // The path without its last component; an anchor alone, and `.`, are their own parent.
  // Example: `posix("/a/b/c/d").parent()` is "/a/b/c"; `posix("a").parent()` is ".";
  // `posix("foo/..").parent()` is "foo"; `windows("c:").parent()` is "c:".
  PathBuf parent() const;

  // POSIX: has a root. Windows: has a drive and a root.
  // Example: `windows("c:/a").is_absolute()` is true; `windows("/a")` and `windows("c:a")` false;
  // `windows("//some/share")` true.
  bool is_absolute() const noexcept { return as_path_view().is_absolute(); }

  // ---- derived paths -------------------------------------------------------------------------

  // This path relative to `base` (parsed in this path's style when given as text): `base`'s
  // parts, compared part by part (Windows: ASCII case-insensitively, drive and root as separate
  // parts), must be a prefix of this path's. Fails with InvalidArgument naming both paths and the
  // byte offset in this path's text where they stop matching.
  // Example: `posix("/etc/passwd").relative_to(posix("/etc"))` is "passwd"; against "/usr" it
  // fails; `windows("c:/a").relative_to(windows("c:"))` is "\a".
  absl::StatusOr<PathBuf> relative_to(const PathBuf& base) const;
  absl::StatusOr<PathBuf> relative_to(PathView base) const;
  absl::StatusOr<PathBuf> relative_to(Wtf8View base) const;
  // Whether `relative_to(base)` succeeds. No allocation.
  // Example: `posix("/etc/passwd").is_relative_to(posix("/etc"))` is true.
  bool is_relative_to(const PathBuf& base) const noexcept;
  bool is_relative_to(PathView base) const noexcept;
  bool is_relative_to(Wtf8View base) const noexcept;

  // This path with its name replaced. Fails with InvalidArgument when this path has no name
  // (offset 0 in this path's text), or `name` is empty, is `.`, holds a separator, or (Windows)
  // begins with a drive letter and `:` (the message names `name` and the offset in it).
  // Example: `windows("c:/Downloads/pathlib.tar.gz").with_name("setup.py")` is
  // "c:\Downloads\setup.py"; `windows("c:/").with_name("setup.py")` fails.
  absl::StatusOr<PathBuf> with_name(Wtf8View name) const;
  // `with_name(stem + suffix())`. Example: `windows("c:/Downloads/draft.txt").with_stem("final")`
  // is "c:\Downloads\final.txt"; `windows("c:/").with_stem("")` fails.
  absl::StatusOr<PathBuf> with_stem(Wtf8View stem) const;
  // This path with its suffix replaced (added when there is none, removed when `suffix` is "").
  // Fails with InvalidArgument when `suffix` is `.`, is not empty and does not start with `.`, or
  // holds a separator, or when this path has no name.
  // Example: `windows("c:/Downloads/pathlib.tar.gz").with_suffix(".bz2")` is
  // "c:\Downloads\pathlib.tar.bz2"; `windows("README.txt").with_suffix("")` is "README".
  absl::StatusOr<PathBuf> with_suffix(Wtf8View suffix) const;

  // Joins (Python's `/`): `right` is parsed in this path's style; an absolute right side replaces
  // this path; Windows: a right side with another drive replaces it, one with a root but no drive
  // keeps this drive, one with the same drive (ASCII case-insensitive) and no root appends.
  // Example: `posix("/etc") / "init.d"` is "/etc/init.d"; `posix("/etc") / "/usr"` is "/usr";
  // `windows("C:/a") / "/b"` is "C:\b"; `windows("C:/a") / "c:b"` is "C:\a\b";
  // `windows("c:/Windows") / "d:bar"` is "d:bar".
  PathBuf join(Wtf8View right) const;
  // The same with a parsed path, owned or viewed (its parts are used as parsed; a path of the
  // other style counts as its text).
  PathBuf join(const PathBuf& right) const;
  PathBuf join(PathView right) const;
  friend PathBuf operator/(const PathBuf& left, Wtf8View right) { return left.join(right); }
  friend PathBuf operator/(const PathBuf& left, const PathBuf& right) { return left.join(right); }
  friend PathBuf operator/(const PathBuf& left, PathView right) { return left.join(right); }
  PathBuf& operator/=(Wtf8View right) { return *this = join(right); }
  PathBuf& operator/=(const PathBuf& right) { return *this = join(right); }
  PathBuf& operator/=(PathView right) { return *this = join(right); }

  // ---- names Windows refuses (parsing never rejects them) ----------------------------------

  // Python 3.11's `is_reserved`: Windows style only, false for UNC and other `\\` prefixes; the
  // last part up to its first `.` and then its first `:`, with trailing spaces removed, is a
  // device name (CON PRN AUX NUL CONIN$ CONOUT$ COM1-9 LPT1-9, and COM/LPT with ¹ ² ³), ASCII
  // case-insensitively. Always false for POSIX.
  // Example: `windows("nul").is_reserved()` and `windows("a/Com1 .txt").is_reserved()` are true;
  // `posix("nul")` and `windows("//host/share/nul")` false.
  bool is_reserved() const noexcept { return as_path_view().is_reserved(); }
  // Whether a component (not the anchor) other than `..` ends with `.` or a space, which Windows
  // strips silently. Either style (a POSIX name that would not survive on Windows).
  // Example: `windows("a./b").has_trailing_dot_or_space()` is true; `windows("../b")` false.
  bool has_trailing_dot_or_space() const noexcept {
    return as_path_view().has_trailing_dot_or_space();
  }
  // Whether a component (not the anchor) holds a character Windows forbids in names: `<>:"|?*`,
  // U+0000..U+001F, and for POSIX paths also `\` (a separator on Windows).
  // Example: `windows("a/b?c").has_invalid_windows_char()` is true; `windows("c:/x")` false.
  bool has_invalid_windows_char() const noexcept {
    return as_path_view().has_invalid_windows_char();
  }

  // ---- comparison ------------------------------------------------------------------------

  // Paths compare by style (POSIX first), then part by part as code point sequences (the anchor
  // is one part); Windows folds ASCII letters only. A lone surrogate equals only itself.
  // Example: `windows("foo") == windows("FOO")`, `posix("foo") != posix("FOO")`,
  // `windows("C:") < windows("d:")`, `windows("foo") != posix("foo")`.
  friend bool operator==(const PathBuf& a, const PathBuf& b) noexcept { return compare(a, b) == 0; }
  friend bool operator!=(const PathBuf& a, const PathBuf& b) noexcept { return compare(a, b) != 0; }
  friend bool operator<(const PathBuf& a, const PathBuf& b) noexcept { return compare(a, b) < 0; }
  friend bool operator<=(const PathBuf& a, const PathBuf& b) noexcept { return compare(a, b) <= 0; }
  friend bool operator>(const PathBuf& a, const PathBuf& b) noexcept { return compare(a, b) > 0; }
  friend bool operator>=(const PathBuf& a, const PathBuf& b) noexcept { return compare(a, b) >= 0; }
  // Negative, zero or positive as `a` sorts before, with or after `b`. A `PathBuf` compares
  // with a `PathView` through the view's operators (an lvalue `PathBuf` converts).
  static int compare(const PathBuf& a, const PathBuf& b) noexcept {
    return PathView::compare(a.as_path_view(), b.as_path_view());
  }

  // Hashes as its view does (the style and the folded parts), so equal paths hash alike, and a
  // `PathBuf` like a `PathView` of the same path.
  template <typename H>
  friend H AbslHashValue(H h, const PathBuf& p) {
    return H::combine(std::move(h), p.as_path_view());
  }

  // The text as lossy UTF-8 (each surrogate becomes U+FFFD).
  friend std::ostream& operator<<(std::ostream& os, const PathBuf& p) {
    return os << wtf8::display(p.text_);
  }
  // The text in Rust's `Debug` form, e.g. "\"C:\\\\a\\u{d800}\"".
  std::string debug_string() const { return text_.debug_string(); }
  friend void PrintTo(const PathBuf& p, std::ostream* os) { *os << p.debug_string(); }

 private:
  PathBuf(PathStyle style, Wtf8Buf text, std::size_t drive_len, std::size_t anchor_len)
      : style_(style), text_(std::move(text)), drive_len_(drive_len), anchor_len_(anchor_len) {}
  friend class PathAssembler;
  friend class PathView;  // to_path_buf() of a text that is already normalized

  PathStyle style_;
  Wtf8Buf text_;
  std::size_t drive_len_ = 0;
  std::size_t anchor_len_ = 0;  // drive + root
};

}  // namespace wtf8

#endif  // WTF8_PATH_H_
