// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/glob.h
// -----------------------------------------------------------------------------
//
// Glob patterns over OS strings: which names a pattern selects, exactly as one of four real
// matchers decides it, for any name a `Wtf8View` holds (a Windows name with a lone surrogate, a
// Linux name that is not UTF-8), one pattern (`Glob`) or many at once (`GlobSet`).
//
// A dialect is one pattern language, reproduced byte for byte, malformed patterns included:
//   kGit        git's `wildmatch()` (git 2.39): `.gitignore`, pathspecs, `git ls-files`.
//   kFnmatch    POSIX `fnmatch(3)` as glibc 2.36 behaves in the C locale.
//   kGlobset    Rust's `globset` 0.4.9 (ripgrep's), braces included.
//   kPython     Python 3.13.0's `PurePath.full_match` and `PurePath.match`, either path grammar.
// Each has its own flags in `GlobOptions`; a flag of another dialect is ignored. The differences
// that trip people up, on the name `café` and friends:
//
//                          kGit              kFnmatch          kGlobset          kPython
//   `?` on `é`             one byte          one byte          one byte          one code point
//   `[!]`, `[]`            never match       literal text      compile error     literal text
//   `[z-a]`                matches `z`       matches nothing   compile error     matches nothing
//   trailing `\`           never matches     never matches     compile error     literal `\`
//   `[A]`, ignoring case   matches nothing   `a` and `A`       `a` and `A`       `a` and `A`
//   `a**b`                 `a*b`             `a*b`             `a*b`             `a*b`
//   `x/**` on `x`          no                no                no                no
//   `[[:alpha:]]`          an ASCII letter   an ASCII letter   one of `[:alph`, then `]` (both)
//
// What one step consumes (`GlobUnit`) is each dialect's own by default (bytes for git, fnmatch and
// globset; code points for Python) and can be any of the three, losslessly:
//   kByte       the name as the POSIX bytes it stands for: a PEP 383 escape U+DC80..U+DCFF is the
//               byte it came from (so `?` matches the `\xff` of a Linux name), every other code
//               point is its WTF-8 bytes (a lone surrogate three bytes). A bracket member is a
//               byte.
//   kCodePoint  each code point is one step, a lone surrogate and an escape included.
//   kUtf16      a supplementary character is two steps, its two surrogate halves (as JavaScript
//               matchers see it); a bracket member is a unit.
//
// Case: `GlobCase::kInsensitive` folds as the dialect's anchor does (ASCII for git, fnmatch and
// globset; Python's `re.IGNORECASE` for Python); `GlobOptions::file_system` instead folds as a
// file system compares names (see `GlobOptions::file_system` below).
//
// Matching is linear: O(pattern x path) in the worst case, never backtracking, and a compiled
// `Glob` or `GlobSet` allocates nothing per match (Python's path normalisation reuses a buffer
// per thread; only `file_system` matching builds the keys of the path's components). Both are
// immutable once compiled: copyable and safe to use from many threads at once.
//
// Example:
//   auto g = wtf8::Glob::compile("src/**/*.cc"_wtf8, wtf8::GlobOptions::git());
//   g->matches("src/a/b/x.cc"_wtf8);                                  // true
//   g->matches("src/x.cc"_wtf8);                                      // true ("/**/" spans zero)
//   g->matches("src/x.h"_wtf8);                                       // false
//   auto p = wtf8::Glob::compile("caf?"_wtf8, wtf8::GlobOptions::python(wtf8::PathStyle::kPosix));
//   p->matches("caf\u00e9"_wtf8);                                     // true (one code point)
//   auto b = wtf8::Glob::compile("caf?"_wtf8, wtf8::GlobOptions::git());
//   b->matches("caf\u00e9"_wtf8);                                     // false (`?` is one byte)

#ifndef WTF8_GLOB_H_
#define WTF8_GLOB_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "wtf8/name_rules.h"
#include "wtf8/path_view.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {

class Glob;
namespace internal {
struct GlobProgram;
struct GlobSetProgram;
// The compiled form behind a `Glob`, for the library's own tests and fuzzers.
const GlobProgram& glob_program(const Glob& glob);
}  // namespace internal

// Which pattern language (see the header comment).
enum class GlobDialect : uint8_t { kGit, kFnmatch, kGlobset, kPython };

// What `?`, one step of `*` and a bracket expression consume (see the header comment).
// `kDefault` is the dialect's own: kByte for git, fnmatch and globset, kCodePoint for Python.
enum class GlobUnit : uint8_t { kDefault, kByte, kCodePoint, kUtf16 };

// Case sensitivity. `kDefault` is the anchor's default: sensitive everywhere, except Python's
// `case_sensitive=None`, which is insensitive for the Windows grammar.
enum class GlobCase : uint8_t { kDefault, kSensitive, kInsensitive };

// Which of Python's two methods a kPython pattern reproduces.
enum class PythonMatch : uint8_t {
  kFullMatch,  // `PurePath.full_match(pattern)`: the whole path; `**` spans segments.
  kMatch,      // `PurePath.match(pattern)`: segments compared from the right; no `**`.
};

struct GlobOptions {
  GlobDialect dialect = GlobDialect::kGit;
  GlobUnit unit = GlobUnit::kDefault;
  GlobCase case_mode = GlobCase::kDefault;

  // Beyond every anchor: compare as this file system compares names (wtf8/name_rules.h). When
  // set, `case_mode` must be kDefault. Precisely:
  //   - the path: each `/`-separated component is replaced by its `name_key` under these rules
  //     (HFS+ keys keep `:` as `:`, so a key never holds the separator);
  //   - a pattern that is all literal text (no metacharacter, or only escaped ones): each of its
  //     components is replaced by its `name_key`, so `matches(path)` is exactly "as many
  //     components, and each is `same_entry` with the pattern's component at the same place";
  //   - any other pattern: each literal code point is replaced by the key of the one-character
  //     name it forms (NTFS `a` -> `A`, APFS `ß` -> `ss`, HFS+ U+200C -> nothing); a bracket
  //     member or range member by its key when that key is one step, and dropped when it is
  //     not; ranges wider than 12288 units (what `?`, `*` and negated brackets stand for) are
  //     kept as they are. `?` and `*` then step over the key's units. The NTFS rule that drops
  //     trailing dots and spaces applies to the path's components, never to a piece of pattern.
  // Example: under kNtfs, `*.TXT` matches `notes.txt`; `Report` matches `REPORT.`.
  std::optional<NameRules> file_system;

  // kGit: `WM_PATHNAME` (`*`, `?` and brackets never match `/`; `**` spans components only as a
  // whole component). kFnmatch: `FNM_PATHNAME`.
  bool pathname = false;
  // kFnmatch: `FNM_PERIOD` (a leading `.`, and with `pathname` one after `/`, only matches a
  // literal `.`), `FNM_NOESCAPE` (`\` is an ordinary character), `FNM_LEADING_DIR` (the pattern
  // may match a leading part of the path that ends before a `/`).
  bool period = false;
  bool noescape = false;
  bool leading_dir = false;
  // kGlobset: `literal_separator` (`*` and `?` never match `/`) and `backslash_escape` (on by
  // default, as in globset on Unix).
  bool literal_separator = false;
  bool backslash_escape = true;
  // kPython: the path grammar (`PurePosixPath` or `PureWindowsPath`) and the method.
  PathStyle python_style = PathStyle::kPosix;
  PythonMatch python_match = PythonMatch::kFullMatch;

  // The anchors' usual set-ups.
  // git's `wildmatch(pattern, path, WM_PATHNAME)`, as `.gitignore` and `:(glob)` use it.
  static GlobOptions git() {
    GlobOptions o;
    o.pathname = true;
    return o;
  }
  // `fnmatch(pattern, path, 0)`; set the flags on the result.
  static GlobOptions fnmatch() {
    GlobOptions o;
    o.dialect = GlobDialect::kFnmatch;
    return o;
  }
  // `GlobBuilder::new(pattern)` with globset's defaults.
  static GlobOptions globset() {
    GlobOptions o;
    o.dialect = GlobDialect::kGlobset;
    return o;
  }
  // `PurePosixPath(path).full_match(pattern)` or the Windows one; `kMatch` for `.match`.
  static GlobOptions python(PathStyle style, PythonMatch method = PythonMatch::kFullMatch) {
    GlobOptions o;
    o.dialect = GlobDialect::kPython;
    o.python_style = style;
    o.python_match = method;
    return o;
  }
};

// The unit a dialect takes when `GlobUnit::kDefault` is asked for.
[[nodiscard]] GlobUnit default_unit(GlobDialect dialect) noexcept;

// One compiled pattern. Cheap to copy (the compiled form is shared and immutable).
class Glob {
 public:
  // Compiles `pattern` in `options.dialect`. Fails with InvalidArgument, naming the byte offset,
  // exactly where the anchor refuses the pattern (globset's errors; Python's `match` with an
  // empty pattern), and for options that contradict each other (`file_system` with a
  // `case_mode`). A pattern the anchor accepts is never refused, even one that matches nothing.
  [[nodiscard]] static absl::StatusOr<Glob> compile(Wtf8View pattern, const GlobOptions& options);

  // Whether the whole of `path` matches. Never fails; allocates nothing (see above).
  [[nodiscard]] bool matches(Wtf8View path) const noexcept;
  [[nodiscard]] bool matches(PathView path) const noexcept;

  // The pattern as given and the options it was compiled with.
  [[nodiscard]] Wtf8View pattern() const noexcept;
  [[nodiscard]] const GlobOptions& options() const noexcept;

 private:
  explicit Glob(std::shared_ptr<const internal::GlobProgram> program)
      : program_(std::move(program)) {}
  std::shared_ptr<const internal::GlobProgram> program_;
  friend class GlobSet;
  friend struct internal::GlobSetProgram;
  friend const internal::GlobProgram& internal::glob_program(const Glob& glob);
};

// Many patterns, each with its own options, answered in one pass over a path.
class GlobSet {
 public:
  // An empty set: matches nothing.
  GlobSet();

  // Builds the set from compiled globs (index i is `globs[i]`).
  [[nodiscard]] static GlobSet build(const std::vector<Glob>& globs);

  // Whether any pattern matches `path`.
  [[nodiscard]] bool matches(Wtf8View path) const noexcept;
  // The indices of every pattern that matches `path`, in increasing order, appended to `out`
  // after clearing it (reuse `out` across calls to avoid allocating).
  void matching(Wtf8View path, std::vector<std::size_t>& out) const;
  [[nodiscard]] std::vector<std::size_t> matching(Wtf8View path) const;

  [[nodiscard]] std::size_t size() const noexcept;
  [[nodiscard]] bool empty() const noexcept { return size() == 0; }

 private:
  std::shared_ptr<const internal::GlobSetProgram> program_;
};

}  // namespace wtf8

#endif  // WTF8_GLOB_H_
