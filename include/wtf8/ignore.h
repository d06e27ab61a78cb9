// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/ignore.h
// -----------------------------------------------------------------------------
//
// `.gitignore` exactly as git 2.39 reads it: one ignore file (`IgnoreFile`), the ignore files of
// a tree in git's precedence (`IgnoreStack`), and for a path the rule that decided, as
// `git check-ignore --no-index -v -n` reports it.
//
// An ignore file is bytes (git reads it so): lines end at LF, one CR before the LF is dropped, a
// UTF-8 BOM at the very start is skipped, a first byte `#` makes a comment, trailing spaces go
// unless escaped with `\`, a NUL ends the pattern, `!` as the first byte negates, one trailing
// `/` makes the rule directory-only, any other `/` anchors it to the file's directory. Matching
// is git's: a literal prefix compared first, then `wtf8::Glob` in the git dialect (wildmatch,
// bytes; with `WM_PATHNAME` for anchored rules), an unanchored rule against the last component.
// Where git's documentation and git disagree, git decides (see docs/ignore.md).
//
// Paths are `/`-separated and relative to the tree's root, normalised as git normalises a
// pathspec (no `.`, `..` or empty components); a trailing `/` is kept and means what it means to
// git (the directory is tested as one, then the string `c/` itself is matched). A path is read as
// the POSIX bytes it stands for: a PEP 383 escape U+DC80..U+DCFF is its byte, a lone surrogate
// its three WTF-8 bytes (what git would see if it kept them; git for Windows replaces one with
// U+FFFD instead).
//
// Example:
//   wtf8::IgnoreStack stack;
//   stack.add_directory_file(""_wtf8, "*.o\n!keep.o\nbuild/\n");
//   stack.add_directory_file("src"_wtf8, "/gen\n");
//   auto d = stack.check("src/a.o"_wtf8, /*is_dir=*/false);
//   d.ignored();             // true
//   d.rule->source();        // ".gitignore"
//   d.rule->line();          // 1
//   stack.check("build/x/y.c"_wtf8, false).rule->text();  // "build/" (its directory decided)

#ifndef WTF8_IGNORE_H_
#define WTF8_IGNORE_H_

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "wtf8/glob.h"
#include "wtf8/internal/ignore/generation.h"
#include "wtf8/name_rules.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {

struct IgnoreOptions {
  // git's `core.ignorecase`: ASCII letters compare without case (literal parts, ranges and
  // `[:upper:]`/`[:lower:]` as wildmatch's WM_CASEFOLD has them). It never changes which ignore
  // file is read: `SRC/x` reads `SRC/.gitignore`, never `src/.gitignore`.
  bool ignorecase = false;

  // Beyond git: rules match as this file system compares names (wtf8/name_rules.h), as
  // `GlobOptions::file_system` does for a glob: NTFS's and HFS+'s case tables, APFS's and Linux
  // casefold's full folding and normalisation, NTFS's trailing dots and spaces, not just ASCII.
  // When set, `ignorecase` is not consulted (the file system folds case itself). Precisely,
  // git's matching runs on keys: each component of the path is replaced by its `name_key`; a
  // rule's literal text is folded as a glob's is (a whole literal component by its key, a
  // literal piece glued to a wildcard code point by code point) and the rest of the rule is
  // matched by `Glob` with `file_system`. Like `ignorecase`, it never changes which ignore file
  // is read: `SRC/x` reads `SRC/.gitignore`, never `src/.gitignore`.
  // Example: under `NameRules::kNtfs` or `kApfs`, the rule `Été/` matches the
  // directory `éTÉ`; under neither (the default), and never with `ignorecase` alone.
  std::optional<NameRules> file_system = std::nullopt;

  // Beyond git (ripgrep's convention): `check_loading` also reads each directory's `.ignore`,
  // whose rules come before that directory's `.gitignore` (the first file with a matching rule
  // decides); `-v` names it `a/b/.ignore`. The other files keep git's order.
  bool dot_ignore = false;
};

class IgnoreFile;
class IgnoreStack;

// One line of an ignore file that holds a pattern (comments and blank lines hold none).
class IgnoreRule {
 public:
  // The file it came from, as `git check-ignore -v` names it (`.gitignore`, `a/b/.gitignore`).
  [[nodiscard]] Wtf8View source() const noexcept { return source_->as_view(); }
  // Its 1-based line number (every line counts, comments and blank ones included).
  [[nodiscard]] std::size_t line() const noexcept { return line_; }
  // The line as written after git's trimming, up to a NUL: what `-v` prints (`!` and a trailing
  // `/` included, escapes and a leading `/` kept). Bytes that are not UTF-8 are PEP 383 escapes.
  [[nodiscard]] Wtf8View text() const noexcept { return text_.as_view(); }
  // The same as the bytes git prints.
  [[nodiscard]] std::string_view text_bytes() const noexcept { return text_bytes_; }
  // `!`: a match re-includes.
  [[nodiscard]] bool negated() const noexcept { return negative_; }
  // A trailing `/`: only directories match.
  [[nodiscard]] bool directory_only() const noexcept { return must_be_dir_; }
  // A `/` other than the trailing one: matched against the path below the file's directory,
  // not against the last component.
  [[nodiscard]] bool anchored() const noexcept { return !no_dir_; }

 private:
  friend class IgnoreFile;
  friend class IgnoreStack;
  // dir.c's `match_basename` / `match_pathname` on the path's bytes (`base_end`: where its
  // last component starts).
  bool matches(std::string_view path, std::size_t base_end, std::string_view dir_base,
               bool ignorecase) const;

  std::shared_ptr<const Wtf8Buf> source_;
  std::size_t line_ = 0;
  std::string text_bytes_;
  Wtf8Buf text_;
  // The pattern git matches: the text without a leading `!` and one trailing `/`.
  std::size_t pattern_begin_ = 0, pattern_size_ = 0;
  // The length of its literal head (before the first `*`, `?`, `[` or `\`).
  std::size_t literal_size_ = 0;
  bool negative_ = false, must_be_dir_ = false, no_dir_ = false, ends_with_ = false;
  // wildmatch of what the literal head leaves (unanchored: the whole pattern, without
  // WM_PATHNAME), when git would call it.
  std::optional<Glob> glob_;
  // With `IgnoreOptions::file_system`: the pattern (no leading `!` or `/`, no trailing `/`)
  // with its literal head folded (anchored) or the key of the whole literal pattern
  // (unanchored), and the folded head's length; `glob_` then folds the rest itself.
  bool folded_ = false;
  std::string folded_pattern_;
  std::size_t folded_literal_size_ = 0;
};

namespace internal {
struct IgnoreFileAccess;  // tests/ignore_test.cc: the index against its scalar reference
}  // namespace internal

// The rules of one ignore file, in file order.
class IgnoreFile {
 public:
  IgnoreFile() = default;

  // Reads `bytes` as git reads an ignore file. `source` names it for `-v`; `directory` is the
  // directory it applies to, relative to the root without a trailing `/` ("" for the root and
  // for `info/exclude` and `core.excludesFile`). Never fails: a line git would keep but that can
  // match nothing (a trailing `\`, an unclosed `[`, `a/./b`) is kept and matches nothing.
  [[nodiscard]] static IgnoreFile parse(std::string_view bytes, Wtf8View source,
                                        Wtf8View directory = Wtf8View(),
                                        const IgnoreOptions& options = IgnoreOptions());

  [[nodiscard]] Wtf8View source() const noexcept {
    return source_ ? source_->as_view() : Wtf8View();
  }
  [[nodiscard]] Wtf8View directory() const noexcept { return directory_.as_view(); }
  [[nodiscard]] const std::vector<IgnoreRule>& rules() const noexcept { return rules_; }

  // The last rule of this file that matches `path` (relative to the root), as git scans a file
  // from its end; nullptr when none does. `is_dir`: whether `path` is a directory (git asks
  // only when a directory-only rule is reached).
  [[nodiscard]] const IgnoreRule* last_match(Wtf8View path, bool is_dir) const;

 private:
  friend class IgnoreStack;
  friend struct internal::IgnoreFileAccess;
  const IgnoreRule* last_match_bytes(std::string_view path, std::size_t base_end,
                                     bool is_dir) const;
  const IgnoreRule* last_match_indexed(std::string_view path, std::size_t base_end,
                                       bool is_dir) const;
  const IgnoreRule* last_match_scalar(std::string_view path, std::size_t base_end,
                                      bool is_dir) const;
  void build_index();

  std::shared_ptr<const Wtf8Buf> source_;
  Wtf8Buf directory_;
  std::string base_;  // the directory's bytes with a trailing `/` ("" for the root)
  // With `IgnoreOptions::file_system`: `base_` with each component replaced by its key, what
  // the (keyed) paths are compared with.
  std::string keyed_base_;
  bool ignorecase_ = false;
  std::optional<NameRules> file_system_;
  std::vector<IgnoreRule> rules_;
  // An index for `last_match_bytes`, built by `parse` when names compare byte for byte (no
  // `ignorecase`, no `file_system`): the unanchored all-literal rules by their text, the
  // anchored all-literal ones by their path below the file's directory, the unanchored
  // `*literal` rules by the literal's last byte, the other unanchored ones in a GlobSet, every
  // other rule in a list; each list in file order. Without it (`indexed_` false) every rule is
  // tried from the last.
  bool indexed_ = false;
  std::unordered_map<std::string, std::vector<uint32_t>> by_name_;
  std::unordered_map<std::string, std::vector<uint32_t>> by_path_;
  std::vector<bool> name_lengths_, path_lengths_;  // the key lengths each map holds
  std::unordered_map<unsigned char, std::vector<uint32_t>> by_last_byte_;
  std::vector<uint32_t> others_;
  // The unanchored wildcard rules (when more than one), in file order, and their GlobSet.
  std::vector<uint32_t> name_glob_rules_;
  GlobSet name_globs_;
};

// What decided a path.
enum class IgnoreStatus : uint8_t {
  kNotMatched,  // no rule matched: not ignored
  kIgnored,     // a rule matched (or one matched a parent directory)
  kReincluded,  // the deciding rule is a `!` rule: not ignored
};

struct IgnoreDecision {
  IgnoreStatus status = IgnoreStatus::kNotMatched;
  // The deciding rule (what `git check-ignore -v` prints); nullptr for kNotMatched. Points into
  // the stack, valid while it is unchanged.
  const IgnoreRule* rule = nullptr;
  [[nodiscard]] bool ignored() const noexcept { return status == IgnoreStatus::kIgnored; }
};

// The ignore files of one tree, in git's precedence. For a path, in order: rules the program
// gave (`add_program_rules`, git's `--exclude` of ls-files; the last added first), the path's
// own directory's `.gitignore` (after its `.ignore`, where there is one), each ancestor's up to
// the root, `$GIT_DIR/info/exclude`,
// `core.excludesFile`. The first file with any matching rule decides, by its last matching
// rule (a `!` one too). Before that, each ancestor directory of the path is tested, as a
// directory, against the files above it, from the root down: the first one excluded decides
// for everything below it (its rule is the answer) and the ignore files at or below it are not
// consulted; a `!` rule that matched an ancestor only lets the walk go on.
class IgnoreStack {
 public:
  explicit IgnoreStack(const IgnoreOptions& options = IgnoreOptions()) : options_(options) {}

  // The `.gitignore` of `directory` ("" is the root; `a/b`, no trailing `/`), named
  // `a/b/.gitignore`. Replaces an earlier one of the same directory.
  void add_directory_file(Wtf8View directory, std::string_view bytes);
  // The `.ignore` of `directory`, named `a/b/.ignore`, tried before its `.gitignore` (see
  // `IgnoreOptions::dot_ignore`, which makes `check_loading` read them). Replaces an earlier one.
  void add_directory_ignore_file(Wtf8View directory, std::string_view bytes);
  // `$GIT_DIR/info/exclude` (named as git names it when run at the top: `.git/info/exclude`).
  void set_info_exclude(std::string_view bytes, Wtf8View source);
  // `core.excludesFile`, named as configured.
  void set_excludes_file(std::string_view bytes, Wtf8View source);
  // Rules from the program, above every file.
  void add_program_rules(std::string_view bytes, Wtf8View source);

  // What git decides for `path` (see the class comment). `is_dir`: whether `path` is a
  // directory on disk (what git's `lstat` says; for a queried `c/` too: a `c/` that does not
  // exist is no directory to git, though its ancestor test treats `c` as one).
  [[nodiscard]] IgnoreDecision check(Wtf8View path, bool is_dir) const;

  // For a walker or a file watcher: true exactly when nothing at or below the directory `dir`
  // ("" is the root; a trailing `/` is allowed) can be anything but ignored, so it can be pruned.
  // That holds exactly when `dir`, tested as a directory, is ignored (by a rule, or through an
  // excluded ancestor): git then ignores every path below it by that rule and reads no ignore
  // file at or below it, so no `!` rule can bring one back. When `dir` itself is not ignored,
  // `dir` is something other than ignored and the answer is false, however many rules like
  // `dir/*` catch its entries. With the incremental form, call `check_loading(dir, true, ...)`
  // first, so the files on its way are loaded.
  [[nodiscard]] bool can_skip(Wtf8View dir) const;

  // Reads an ignore file: given its path relative to the root (`.gitignore`,
  // `a/b/.gitignore`), its bytes, or nullopt when there is none (or it cannot be read, which git
  // also treats as none).
  using Reader = std::function<std::optional<std::string>(Wtf8View file)>;

  // The incremental form, for watchers and sync clients: `check`, after loading through
  // `reader` each `.gitignore` on the way from the root that was not asked for yet, as git
  // loads them: the ones at or below an excluded directory are never read. Each directory is
  // asked once (its answer, a file or none, is kept); `add_directory_file` and `forget`
  // change what is kept. Not thread-safe (it changes the stack); `check` is, while nothing
  // changes it.
  IgnoreDecision check_loading(Wtf8View path, bool is_dir, const Reader& reader);
  // For a walker that never enters an excluded directory: `check_loading(path, is_dir, reader)`
  // when no directory on the way to `path` is excluded (the walker asked about each, as a
  // directory, before entering it). Those directories are not tested again: only their files
  // are looked up (and read through `reader` once each), once for a run of paths in one
  // directory. It then answers exactly as `check_loading` (tests/ignore_test.cc compares them on
  // generated trees); for a path below an excluded directory it answers from the path's own
  // directory's rules instead, which `check_loading` never reaches. With
  // `IgnoreOptions::file_system` it is `check_loading`.
  IgnoreDecision check_entry(Wtf8View path, bool is_dir, const Reader& reader);
  // Drops what was loaded or added for `directory` ("" is the root), so the next
  // `check_loading` reads its `.gitignore` again (after the file changed on disk).
  void forget(Wtf8View directory);
  // How many times the reader was called so far (for tests and statistics).
  [[nodiscard]] std::size_t directories_read() const noexcept { return asked_.size(); }

  [[nodiscard]] const IgnoreOptions& options() const noexcept { return options_; }

 private:
  IgnoreDecision decide(const IgnoreRule* rule) const;
  IgnoreDecision walk(Wtf8View path, bool is_dir, const Reader* reader);
  void load(const std::string& key, const Reader* reader, std::vector<const IgnoreFile*>& dirs);
  const IgnoreRule* match_lists(std::string_view path, std::size_t base_end, bool is_dir,
                                std::size_t dirs_end,
                                const std::vector<const IgnoreFile*>& dirs) const;

  IgnoreOptions options_;
  internal::IgnoreGeneration generation_;          // renewed by every change
  std::map<std::string, IgnoreFile> directories_;  // by the directory's bytes, "" or "a/b/"
  std::map<std::string, IgnoreFile> dot_ignores_;  // the `.ignore` files, by the same keys
  std::set<std::string> asked_;                    // directories the reader was asked about
  std::vector<IgnoreFile> program_;
  std::optional<IgnoreFile> info_exclude_, excludes_file_;
  // check_entry's last directory (its bytes with a trailing `/`, "" for the root) and the files
  // on the way to it, root first; valid while `generation_` is `entry_generation_` (its own
  // loads keep it: std::map nodes stay where they are).
  std::string entry_dir_;
  std::vector<const IgnoreFile*> entry_dirs_;
  uint64_t entry_generation_ = 0;
};

// One record of `git check-ignore` output for `path` (as the user wrote it) and the rule that
// decided it (nullptr: none), with the flags `-v` (`verbose`) and `-z` (`nul`). Without `-z`,
// the source and the path are quoted as git quotes names (core.quotePath on). Appends nothing
// where git prints nothing (no rule without `-n`, `non_matching`; a `!` rule without `-v`).
void append_check_ignore_record(std::string& out, std::string_view path_bytes,
                                const IgnoreRule* rule, bool verbose, bool non_matching, bool nul);

// git's C-style quoting of a name (`quote_c_style` with core.quotePath on): the bytes as they
// are when none needs quoting, else in double quotes with `\t`, `\"`, `\\`, octal escapes.
void append_git_quoted(std::string& out, std::string_view bytes);

// The POSIX bytes a path stands for, as matching reads it (PEP 383 escapes as their byte, a lone
// surrogate as its WTF-8 bytes).
[[nodiscard]] std::string ignore_path_bytes(Wtf8View path);

}  // namespace wtf8

#endif  // WTF8_IGNORE_H_
