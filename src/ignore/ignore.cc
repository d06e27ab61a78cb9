// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// `.gitignore` as git 2.39 reads it. The rules, as read from git's dir.c (our own restatement,
// not its code):
//
// Reading a file (add_patterns_from_buffer, trim_trailing_spaces, parse_path_pattern):
//   - an empty file holds nothing; otherwise git appends a LF, so a last line without one is
//     read like the others; one UTF-8 BOM at the very start is skipped;
//   - a line is the bytes up to a LF; an empty line and one whose first byte is `#` hold no
//     pattern (every line still counts for the numbering); otherwise one CR right before the
//     LF is dropped, and the rest is a C string: it ends at its first NUL;
//   - trailing spaces (0x20 only) are trimmed; a `\` keeps the byte after it, so `a\ ` keeps
//     its space; a `\` that is the last byte stops the trimming (the pattern then matches
//     nothing, wildmatch refusing a trailing `\`). Even a line left empty is a rule;
//   - a first `!` negates (and is dropped); then one trailing `/` makes the rule
//     directory-only (and is dropped); a `/` left anywhere else, even escaped, makes the rule
//     anchored (else it is matched against the last component only);
//   - the literal head is the bytes before the first `*`, `?`, `[` or `\` (at most the
//     pattern's length); a pattern that is `*` followed by no other such byte is an
//     "ends with" rule.
// Matching one rule (match_basename, match_pathname):
//   - unanchored: a literal pattern equals the last component; an "ends with" rule compares
//     its tail with the component's end; any other is wildmatch without WM_PATHNAME against
//     the component;
//   - anchored: a leading `/` is dropped (and the literal head shortens with it); the path must
//     start with the file's directory and a `/` (the root's rules see the whole path, which
//     must not be empty); then the literal head must equal the start of the rest (a head
//     longer than the rest fails); if both are then used up it matches, else wildmatch with
//     WM_PATHNAME decides on the remainders. That head comparison is why `foo**/bar` matches
//     `foobar`: wildmatch only sees `**/bar` against `bar`;
//   - `core.ignorecase`: the literal comparisons ignore ASCII case, wildmatch gets WM_CASEFOLD;
//   - a directory-only rule is skipped unless the path is a directory.
// One file: its rules from the last to the first; the first that matches decides.

#include "wtf8/ignore.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "wtf8/name_rules.h"
#include "wtf8/os.h"

namespace wtf8 {

namespace {

bool glob_special(unsigned char c) { return c == '*' || c == '?' || c == '[' || c == '\\'; }

std::size_t simple_length(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size() && !glob_special(static_cast<unsigned char>(s[i]))) ++i;
  return i;
}

char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; }

// git's fspathncmp on `n` bytes: exact, or ASCII case-insensitive under core.ignorecase.
bool same_bytes(const char* a, const char* b, std::size_t n, bool ignorecase) {
  if (!ignorecase) return std::memcmp(a, b, n) == 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (ascii_lower(a[i]) != ascii_lower(b[i])) return false;
  }
  return true;
}

// git's trim_trailing_spaces on a C string: the length left.
std::size_t trimmed_length(std::string_view s) {
  std::size_t last_space = std::string_view::npos;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c == ' ') {
      if (last_space == std::string_view::npos) last_space = i;
      continue;
    }
    if (c == '\\') {
      ++i;
      // A lone `\` at the end: git stops without trimming anything.
      if (i >= s.size()) return s.size();
    }
    last_space = std::string_view::npos;
  }
  return last_space == std::string_view::npos ? s.size() : last_space;
}

GlobOptions wildmatch_options(bool pathname, const IgnoreOptions& options) {
  GlobOptions o = GlobOptions::git();
  o.unit = GlobUnit::kByte;
  o.pathname = pathname;
  if (options.file_system.has_value()) {
    o.file_system = options.file_system;
  } else if (options.ignorecase) {
    o.case_mode = GlobCase::kInsensitive;
  }
  return o;
}

// wildmatch of a compiled pattern against bytes: bytes that are UTF-8 are their own WTF-8
// (no escapes, no surrogates), anything else goes through the PEP 383 reading first, which the
// byte unit reads back as the same bytes.
bool glob_matches(const Glob& glob, std::string_view text) {
  // Invariant: well-formed UTF-8 is well-formed WTF-8 (and the check costs no Status).
  if (is_well_formed_utf8(text)) return glob.matches(Wtf8View::from_wtf8_unchecked(text));
  const Wtf8Buf buf = os::from_posix_bytes(text);
  return glob.matches(buf.as_view());
}

// ---- IgnoreOptions::file_system: keys ---------------------------------------------------------

// Appends the key of one component (bytes) under `rules`, as the bytes matching reads. HFS+
// keys store `:` as `/`; here it stays `:`, so a key never holds the separator (as in a Glob).
void append_component_key(std::string_view component, NameRules rules, std::string& out) {
  if (component.empty()) return;
  const Wtf8Buf name = os::from_posix_bytes(component);
  const Wtf8Buf key = name_key(name, rules);
  const std::size_t from = out.size();
  out += ignore_path_bytes(key.as_view());
  if (rules == NameRules::kHfsPlus) std::replace(out.begin() + from, out.end(), '/', ':');
}

// `path` (bytes) with each `/`-separated component replaced by its key. `slashes`, if given,
// receives for each `/` its position in `path` and in the result.
std::string key_path(std::string_view path, NameRules rules,
                     std::vector<std::pair<std::size_t, std::size_t>>* slashes = nullptr) {
  std::string out;
  std::size_t start = 0;
  while (true) {
    const std::size_t slash = path.find('/', start);
    const std::size_t end = slash == std::string_view::npos ? path.size() : slash;
    append_component_key(path.substr(start, end - start), rules, out);
    if (slash == std::string_view::npos) break;
    if (slashes != nullptr) slashes->emplace_back(slash, out.size());
    out += '/';
    start = slash + 1;
  }
  return out;
}

// The text an anchored pattern stands for when it has no wildcard, only escapes (`x\ `), or
// nullopt (a `*`, `?`, `[`, or a trailing lone `\`, which matches nothing).
std::optional<std::string> unescaped_literal(std::string_view pattern) {
  std::string out;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const char c = pattern[i];
    if (c == '*' || c == '?' || c == '[') return std::nullopt;
    if (c == '\\') {
      if (++i == pattern.size()) return std::nullopt;
      out += pattern[i];
      continue;
    }
    out += c;
  }
  return out;
}

// A literal piece of a pattern glued to a wildcard (no `/` in it), folded code point by code
// point as a Glob with `file_system` folds its literals: each by the key of the one-character
// name it forms; a byte that is no UTF-8 (a PEP 383 escape) and `:` stay as they are.
std::string fold_piece(std::string_view piece, NameRules rules) {
  const Wtf8Buf text = os::from_posix_bytes(piece);
  std::string out;
  for (CodePoint cp : text.as_view().code_points()) {
    Wtf8Buf one;
    one.push(cp);
    const std::string bytes = ignore_path_bytes(one.as_view());
    const uint32_t v = cp.value();
    if ((v >= 0xDC80 && v <= 0xDCFF) || v == ':') {
      out += bytes;
    } else {
      append_component_key(bytes, rules, out);
    }
  }
  return out;
}

}  // namespace

std::string ignore_path_bytes(Wtf8View path) {
  const std::string_view bytes = path.as_bytes();
  if (is_well_formed_utf8(bytes)) return std::string(bytes);
  std::string out;
  out.reserve(bytes.size());
  for (CodePoint cp : path.code_points()) {
    const uint32_t v = cp.value();
    if (v >= 0xDC80 && v <= 0xDCFF) {
      out += static_cast<char>(v - 0xDC00);
    } else if (v < 0x80) {
      out += static_cast<char>(v);
    } else if (v < 0x800) {
      out += static_cast<char>(0xC0 | (v >> 6));
      out += static_cast<char>(0x80 | (v & 0x3F));
    } else if (v < 0x10000) {
      out += static_cast<char>(0xE0 | (v >> 12));
      out += static_cast<char>(0x80 | ((v >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (v & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (v >> 18));
      out += static_cast<char>(0x80 | ((v >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((v >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (v & 0x3F));
    }
  }
  return out;
}

// ---- IgnoreRule -------------------------------------------------------------------------------

bool IgnoreRule::matches(std::string_view path, std::size_t base_end, std::string_view dir_base,
                         bool ignorecase) const {
  const std::string_view pattern(text_bytes_.data() + pattern_begin_, pattern_size_);
  // With a file system's folding, `path` and `dir_base` are keys and the rule's literal text is
  // folded: the comparisons below are exact, and the globs fold what they compare themselves.
  if (folded_) ignorecase = false;
  if (no_dir_) {
    // match_basename
    const std::string_view name = path.substr(base_end);
    if (folded_) return glob_ ? glob_matches(*glob_, name) : name == folded_pattern_;
    if (literal_size_ == pattern.size()) {
      return pattern.size() == name.size() &&
             same_bytes(pattern.data(), name.data(), name.size(), ignorecase);
    }
    if (ends_with_) {
      const std::size_t tail = pattern.size() - 1;
      return tail <= name.size() &&
             same_bytes(pattern.data() + 1, name.data() + name.size() - tail, tail, ignorecase);
    }
    return glob_ && glob_matches(*glob_, name);
  }
  // match_pathname: `dir_base` is "" or "a/b/"; git compares without its trailing `/`.
  std::string_view pat = folded_ ? std::string_view(folded_pattern_) : pattern;
  std::size_t prefix = folded_ ? folded_literal_size_ : literal_size_;
  if (!folded_ && !pat.empty() && pat[0] == '/') {
    pat.remove_prefix(1);
    --prefix;
  }
  const std::size_t baselen = dir_base.empty() ? 0 : dir_base.size() - 1;
  if (path.size() < baselen + 1 || (baselen != 0 && path[baselen] != '/') ||
      !same_bytes(path.data(), dir_base.data(), baselen, ignorecase)) {
    return false;
  }
  std::string_view name = baselen != 0 ? path.substr(baselen + 1) : path;
  if (prefix != 0) {
    if (prefix > name.size()) return false;
    if (!same_bytes(pat.data(), name.data(), prefix, ignorecase)) return false;
    pat.remove_prefix(prefix);
    name.remove_prefix(prefix);
    if (pat.empty() && name.empty()) return true;
  }
  // What is left of the pattern was compiled at parse time (an empty rest matches only the
  // empty rest of the path).
  if (!glob_) return pat.empty() && name.empty();
  return glob_matches(*glob_, name);
}

// ---- IgnoreFile -------------------------------------------------------------------------------

IgnoreFile IgnoreFile::parse(std::string_view bytes, Wtf8View source, Wtf8View directory,
                             const IgnoreOptions& options) {
  IgnoreFile file;
  file.source_ = std::make_shared<const Wtf8Buf>(source.to_buf());
  file.directory_ = directory.to_buf();
  file.base_ = ignore_path_bytes(directory);
  if (!file.base_.empty()) file.base_ += '/';
  file.ignorecase_ = options.ignorecase;
  file.file_system_ = options.file_system;
  if (options.file_system.has_value()) {
    file.keyed_base_ = key_path(file.base_, *options.file_system);
  }
  if (bytes.empty()) return file;
  if (bytes.size() >= 3 && bytes.substr(0, 3) == "\xEF\xBB\xBF") bytes.remove_prefix(3);

  std::size_t line = 1;
  std::size_t start = 0;
  while (start <= bytes.size()) {
    std::size_t end = bytes.find('\n', start);
    // git appends a LF to a non-empty file: the last line ends there.
    const bool last = end == std::string_view::npos;
    if (last) end = bytes.size();
    if (last && start == end) break;
    std::string_view entry = bytes.substr(start, end - start);
    if (!entry.empty() && entry[0] != '#') {
      if (entry.back() == '\r') entry.remove_suffix(1);
      const std::size_t nul = entry.find('\0');
      if (nul != std::string_view::npos) entry = entry.substr(0, nul);
      entry = entry.substr(0, trimmed_length(entry));

      IgnoreRule rule;
      rule.source_ = file.source_;
      rule.line_ = line;
      rule.text_bytes_ = std::string(entry);
      rule.text_ = os::from_posix_bytes(entry);
      std::string_view p = entry;
      if (!p.empty() && p[0] == '!') {
        rule.negative_ = true;
        p.remove_prefix(1);
        rule.pattern_begin_ = 1;
      }
      std::size_t len = p.size();
      if (len != 0 && p[len - 1] == '/') {
        --len;
        rule.must_be_dir_ = true;
      }
      rule.pattern_size_ = len;
      const std::string_view pattern = p.substr(0, len);
      rule.no_dir_ = pattern.find('/') == std::string_view::npos;
      // git measures the literal head on the text before the trailing `/` is dropped, then
      // caps it at the pattern's length.
      rule.literal_size_ = std::min(simple_length(p), len);
      rule.ends_with_ = !p.empty() && p[0] == '*' && simple_length(p.substr(1)) == p.size() - 1;

      // The glob git would hand to wildmatch, if it gets that far.
      std::string_view rest;
      bool need_glob = false;
      if (rule.no_dir_) {
        if (rule.literal_size_ != len && !rule.ends_with_) {
          rest = pattern;
          need_glob = true;
        }
      } else {
        std::string_view pat = pattern;
        std::size_t prefix = rule.literal_size_;
        if (!pat.empty() && pat[0] == '/') {
          pat.remove_prefix(1);
          --prefix;
        }
        rest = pat.substr(prefix);
        need_glob = !rest.empty();
      }
      if (options.file_system.has_value()) {
        // git's matching on keys: the literal head folded, the rest to a folding glob.
        const NameRules fs = *options.file_system;
        rule.folded_ = true;
        if (rule.no_dir_) {
          if (rule.literal_size_ == len) {
            append_component_key(pattern, fs, rule.folded_pattern_);
            need_glob = false;
          } else {
            rest = pattern;
            need_glob = true;
          }
        } else {
          std::string_view pat = pattern;
          if (!pat.empty() && pat[0] == '/') pat.remove_prefix(1);
          const std::string_view head = pat.substr(0, pat.size() - rest.size());
          const std::optional<std::string> literal = unescaped_literal(pat);
          if (literal.has_value()) {
            // All literal (escapes included): each component is compared by its key (NTFS:
            // `report.` is `REPORT`, `x\ ` is `X`), as a Glob compares an all-literal pattern.
            rule.folded_pattern_ = key_path(*literal, fs);
            rule.folded_literal_size_ = rule.folded_pattern_.size();
            need_glob = false;
          } else {
            // Whole components by their keys, the piece glued to the wildcard code point by
            // code point.
            const std::size_t cut = head.rfind('/');
            if (cut != std::string_view::npos) {
              rule.folded_pattern_ = key_path(head.substr(0, cut), fs) + "/";
            }
            rule.folded_pattern_ +=
                fold_piece(head.substr(cut == std::string_view::npos ? 0 : cut + 1), fs);
            rule.folded_literal_size_ = rule.folded_pattern_.size();
            rule.folded_pattern_ += rest;
          }
        }
      }
      if (need_glob) {
        const Wtf8Buf glob_text = os::from_posix_bytes(rest);
        absl::StatusOr<Glob> glob =
            Glob::compile(glob_text.as_view(), wildmatch_options(!rule.no_dir_, options));
        // The git dialect refuses no pattern; if it ever did, the rule would match nothing.
        if (glob.ok()) rule.glob_ = *std::move(glob);
      }
      file.rules_.push_back(std::move(rule));
    }
    ++line;
    if (last) break;
    start = end + 1;
  }
  file.build_index();
  return file;
}

void IgnoreFile::build_index() {
  indexed_ = !ignorecase_ && !file_system_.has_value();
  if (!indexed_) return;
  for (std::size_t i = 0; i < rules_.size(); ++i) {
    const IgnoreRule& rule = rules_[i];
    const std::string_view pattern(rule.text_bytes_.data() + rule.pattern_begin_,
                                   rule.pattern_size_);
    const auto index = static_cast<uint32_t>(i);
    const auto add_key = [&](auto& map, std::vector<bool>& lengths, std::string_view key) {
      map[std::string(key)].push_back(index);
      if (lengths.size() <= key.size()) lengths.resize(key.size() + 1);
      lengths[key.size()] = true;
    };
    if (rule.no_dir_ && rule.literal_size_ == pattern.size()) {
      add_key(by_name_, name_lengths_, pattern);
    } else if (!rule.no_dir_ && rule.literal_size_ == pattern.size()) {
      // Anchored and all literal: it matches exactly the path below this file's directory
      // that equals it (without its leading `/`).
      add_key(by_path_, path_lengths_,
              pattern.substr(!pattern.empty() && pattern[0] == '/' ? 1 : 0));
    } else if (rule.no_dir_ && rule.ends_with_ && pattern.size() > 1) {
      by_last_byte_[static_cast<unsigned char>(pattern.back())].push_back(index);
    } else if (rule.no_dir_ && rule.glob_.has_value()) {
      name_glob_rules_.push_back(index);
    } else {
      others_.push_back(index);
    }
  }
  // The unanchored wildcard rules match the last component through one GlobSet: one pass over
  // the name instead of one per rule.
  if (name_glob_rules_.size() > 1) {
    std::vector<Glob> globs;
    globs.reserve(name_glob_rules_.size());
    for (const uint32_t i : name_glob_rules_) globs.push_back(*rules_[i].glob_);
    name_globs_ = GlobSet::build(globs);
  } else {
    others_.insert(others_.end(), name_glob_rules_.begin(), name_glob_rules_.end());
    std::sort(others_.begin(), others_.end());
    name_glob_rules_.clear();
  }
}

const IgnoreRule* IgnoreFile::last_match_bytes(std::string_view path, std::size_t base_end,
                                               bool is_dir) const {
  if (indexed_) return last_match_indexed(path, base_end, is_dir);
  return last_match_scalar(path, base_end, is_dir);
}

// The last matching rule through the index: the latest candidate of each list that matches;
// the latest of those decides. A list is tried from its end and only down to the best found.
const IgnoreRule* IgnoreFile::last_match_indexed(std::string_view path, std::size_t base_end,
                                                 bool is_dir) const {
  const std::string_view name = path.substr(base_end);
  const std::string_view base = file_system_ ? keyed_base_ : base_;
  std::size_t best = 0;  // one past the index of the best rule found, 0: none
  const auto latest = [&](const std::vector<uint32_t>& list, bool known_to_match) {
    for (std::size_t k = list.size(); k-- > 0;) {
      const uint32_t i = list[k];
      if (i < best) return;
      const IgnoreRule& rule = rules_[i];
      if (rule.must_be_dir_ && !is_dir) continue;
      if (known_to_match || rule.matches(path, base_end, base, false)) {
        best = std::size_t{i} + 1;
        return;
      }
    }
  };
  // A key length no rule has needs no look-up (most names and paths).
  const auto has_length = [](const std::vector<bool>& lengths, std::size_t n) {
    return n < lengths.size() && lengths[n];
  };
  if (has_length(name_lengths_, name.size())) {
    const auto it = by_name_.find(std::string(name));
    // A key equal to the name is the name: an all-literal unanchored rule matches it.
    if (it != by_name_.end()) latest(it->second, /*known_to_match=*/true);
  }
  if (!name.empty() && !by_last_byte_.empty()) {
    const auto it = by_last_byte_.find(static_cast<unsigned char>(name.back()));
    if (it != by_last_byte_.end()) latest(it->second, false);
  }
  if (!by_path_.empty()) {
    // The path below the directory, as match_pathname cuts it.
    const std::size_t baselen = base.empty() ? 0 : base.size() - 1;
    const std::size_t below =
        baselen != 0 ? path.size() - std::min(path.size(), baselen + 1) : path.size();
    if (has_length(path_lengths_, below) && path.size() >= baselen + 1 &&
        (baselen == 0 || path[baselen] == '/') && path.compare(0, baselen, base, 0, baselen) == 0) {
      const auto it = by_path_.find(std::string(baselen != 0 ? path.substr(baselen + 1) : path));
      if (it != by_path_.end()) latest(it->second, /*known_to_match=*/true);
    }
  }
  if (!name_glob_rules_.empty()) {
    thread_local std::vector<std::size_t> hits;
    if (is_well_formed_utf8(name)) {
      name_globs_.matching(Wtf8View::from_wtf8_unchecked(name), hits);
    } else {
      const Wtf8Buf decoded = os::from_posix_bytes(name);
      name_globs_.matching(decoded.as_view(), hits);
    }
    for (std::size_t k = hits.size(); k-- > 0;) {
      const uint32_t i = name_glob_rules_[hits[k]];
      if (i < best) break;
      if (rules_[i].must_be_dir_ && !is_dir) continue;
      best = std::size_t{i} + 1;
      break;
    }
  }
  latest(others_, false);
  return best == 0 ? nullptr : &rules_[best - 1];
}

// The reference: every rule from the last, as git's last_matching_pattern_from_list.
const IgnoreRule* IgnoreFile::last_match_scalar(std::string_view path, std::size_t base_end,
                                                bool is_dir) const {
  for (std::size_t i = rules_.size(); i-- > 0;) {
    const IgnoreRule& rule = rules_[i];
    if (rule.must_be_dir_ && !is_dir) continue;
    if (rule.matches(path, base_end, file_system_ ? keyed_base_ : base_, ignorecase_)) return &rule;
  }
  return nullptr;
}

const IgnoreRule* IgnoreFile::last_match(Wtf8View path, bool is_dir) const {
  std::string bytes = ignore_path_bytes(path);
  if (file_system_) bytes = key_path(bytes, *file_system_);
  const std::size_t slash = bytes.rfind('/');
  return last_match_bytes(bytes, slash == std::string::npos ? 0 : slash + 1, is_dir);
}

// ---- IgnoreStack ------------------------------------------------------------------------------

uint64_t internal::IgnoreGeneration::next() noexcept {
  static std::atomic<uint64_t> counter{1};
  return counter.fetch_add(1, std::memory_order_relaxed);
}

namespace {

// A queried path's bytes as matching reads them (ignore_path_bytes): UTF-8 is its own bytes,
// viewed in place; anything else is spelled out once. `base_len`: where the last component
// starts (after the last `/`, or 0).
class PathBytes {
 public:
  explicit PathBytes(Wtf8View path) : path_(path.as_bytes()) {
    if (!is_well_formed_utf8(path_)) {
      spelled_ = ignore_path_bytes(path);
      path_ = spelled_;
    }
    const std::size_t slash = path_.rfind('/');
    base_len_ = slash == std::string_view::npos ? 0 : slash + 1;
  }
  PathBytes(const PathBytes&) = delete;  // `path_` may view `spelled_`
  PathBytes& operator=(const PathBytes&) = delete;

  [[nodiscard]] std::string_view path() const noexcept { return path_; }
  [[nodiscard]] std::size_t base_len() const noexcept { return base_len_; }

 private:
  std::string spelled_;
  std::string_view path_;
  std::size_t base_len_ = 0;
};

// The last path's ancestors, per thread (`check` is const and may run on many threads at once):
// which stack and state they were found in, the path's bytes up to its last `/`, the rule that
// excluded an ancestor (nullptr: none did) and the files on the way.
struct AncestorMemo {
  const IgnoreStack* stack = nullptr;
  uint64_t generation = 0;
  std::string dir;
  const IgnoreRule* excluded = nullptr;
  std::vector<const IgnoreFile*> dirs;
};

AncestorMemo& ancestor_memo() {
  thread_local AncestorMemo memo;
  return memo;
}

}  // namespace

namespace {

// The key of a directory ("" or "a/b/") and the name `-v` gives its file `name` there.
std::pair<std::string, Wtf8Buf> directory_file(Wtf8View directory, std::string_view name) {
  std::string key = ignore_path_bytes(directory);
  Wtf8Buf source = directory.to_buf();
  if (!key.empty()) {
    key += '/';
    source += Wtf8View::from_wtf8_unchecked("/");
  }
  source += Wtf8View::from_wtf8_unchecked(name);  // ASCII
  return {std::move(key), std::move(source)};
}

}  // namespace

void IgnoreStack::add_directory_file(Wtf8View directory, std::string_view bytes) {
  auto [key, source] = directory_file(directory, ".gitignore");
  directories_[key] = IgnoreFile::parse(bytes, source.as_view(), directory, options_);
  generation_.renew();
}

void IgnoreStack::add_directory_ignore_file(Wtf8View directory, std::string_view bytes) {
  auto [key, source] = directory_file(directory, ".ignore");
  dot_ignores_[key] = IgnoreFile::parse(bytes, source.as_view(), directory, options_);
  generation_.renew();
}

void IgnoreStack::set_info_exclude(std::string_view bytes, Wtf8View source) {
  info_exclude_ = IgnoreFile::parse(bytes, source, Wtf8View(), options_);
  generation_.renew();
}

void IgnoreStack::set_excludes_file(std::string_view bytes, Wtf8View source) {
  excludes_file_ = IgnoreFile::parse(bytes, source, Wtf8View(), options_);
  generation_.renew();
}

void IgnoreStack::add_program_rules(std::string_view bytes, Wtf8View source) {
  program_.push_back(IgnoreFile::parse(bytes, source, Wtf8View(), options_));
  generation_.renew();
}

// git's last_matching_pattern_from_lists: the program's rules (last added first), the
// directories' files loaded so far (the deepest first), info/exclude, core.excludesFile.
const IgnoreRule* IgnoreStack::match_lists(std::string_view path, std::size_t base_end, bool is_dir,
                                           std::size_t dirs_end,
                                           const std::vector<const IgnoreFile*>& dirs) const {
  for (std::size_t i = program_.size(); i-- > 0;) {
    if (const IgnoreRule* r = program_[i].last_match_bytes(path, base_end, is_dir)) return r;
  }
  for (std::size_t i = dirs_end; i-- > 0;) {
    if (dirs[i] == nullptr) continue;
    if (const IgnoreRule* r = dirs[i]->last_match_bytes(path, base_end, is_dir)) return r;
  }
  if (info_exclude_) {
    if (const IgnoreRule* r = info_exclude_->last_match_bytes(path, base_end, is_dir)) return r;
  }
  if (excludes_file_) {
    if (const IgnoreRule* r = excludes_file_->last_match_bytes(path, base_end, is_dir)) return r;
  }
  return nullptr;
}

IgnoreDecision IgnoreStack::decide(const IgnoreRule* rule) const {
  IgnoreDecision d;
  d.rule = rule;
  if (rule != nullptr) {
    d.status = rule->negated() ? IgnoreStatus::kReincluded : IgnoreStatus::kIgnored;
  }
  return d;
}

// git's prep_exclude then last_matching_pattern. The directories on the way are walked from the
// root: each is tested as a directory against the files loaded so far (those above it); an
// excluded one decides; else its own file is loaded. The walk finds the next `/` from one byte
// past the start of the current directory's name, as git does.
IgnoreDecision IgnoreStack::check(Wtf8View path, bool is_dir) const {
  // Without a reader `walk` only looks files up; it changes nothing.
  return const_cast<IgnoreStack*>(this)->walk(path, is_dir, nullptr);
}

bool IgnoreStack::can_skip(Wtf8View dir) const {
  std::string_view bytes = dir.as_bytes();
  while (!bytes.empty() && bytes.back() == '/') bytes.remove_suffix(1);
  // The root is never ignored: git does not test it against any rule.
  if (bytes.empty()) return false;
  // Cutting ASCII `/` off keeps the view well formed.
  return check(Wtf8View::from_wtf8_unchecked(bytes), /*is_dir=*/true).ignored();
}

IgnoreDecision IgnoreStack::check_loading(Wtf8View path, bool is_dir, const Reader& reader) {
  return walk(path, is_dir, &reader);
}

IgnoreDecision IgnoreStack::check_entry(Wtf8View path_view, bool is_dir, const Reader& reader) {
  if (options_.file_system.has_value()) return walk(path_view, is_dir, &reader);
  const PathBytes bytes(path_view);
  const std::string_view path = bytes.path();
  const std::size_t base_len = bytes.base_len();
  const std::string_view dir = path.substr(0, base_len);
  // Each directory has one slot in entry_dirs_ per file kind `load` appends (its `.gitignore`,
  // and its `.ignore` where those are read); that cannot change without a new generation.
  const std::size_t per_dir = options_.dot_ignore || !dot_ignores_.empty() ? 2 : 1;
  if (entry_generation_ != generation_.value() || entry_dirs_.empty()) {
    entry_dir_.clear();
    entry_dirs_.clear();
    load(std::string(), &reader, entry_dirs_);
  }
  if (dir != entry_dir_) {
    // Keep the files of the directories both paths share, then load the rest of the way. The
    // directories are cut as `walk` cuts them (the next `/` from one byte past the start of the
    // name), which depends only on the bytes before the cut.
    const std::size_t limit = std::min(dir.size(), entry_dir_.size());
    std::size_t common = 0;
    while (common < limit && dir[common] == entry_dir_[common]) ++common;
    const std::size_t had = entry_dirs_.size();
    std::size_t n = per_dir;  // slots of `dir`'s directories so far, the root's included
    for (std::size_t current = 0; current < base_len;) {
      const std::size_t slash = path.find('/', current + 1);
      if (slash == std::string_view::npos || slash >= base_len) break;
      current = slash + 1;
      if (current <= common && n < had) {
        n += per_dir;
        continue;
      }
      entry_dirs_.resize(n);
      load(std::string(path.substr(0, current)), &reader, entry_dirs_);
      n = entry_dirs_.size();
    }
    entry_dirs_.resize(n);
    entry_dir_.assign(dir);
  }
  entry_generation_ = generation_.value();
  return decide(match_lists(path, base_len, is_dir, entry_dirs_.size(), entry_dirs_));
}

void IgnoreStack::forget(Wtf8View directory) {
  std::string key = ignore_path_bytes(directory);
  if (!key.empty()) key += '/';
  directories_.erase(key);
  dot_ignores_.erase(key);
  asked_.erase(key);
  generation_.renew();
}

// The files of the directory `key` ("" or "a/b/") appended to `dirs`, its `.gitignore` and
// then (with `dot_ignore`, or when one was added) its `.ignore`, each nullptr when there is none:
// the ones added or loaded, else (with a reader, once per directory) the ones the reader gives.
void IgnoreStack::load(const std::string& key, const Reader* reader,
                       std::vector<const IgnoreFile*>& dirs) {
  auto git = directories_.find(key);
  auto dot = dot_ignores_.find(key);
  const bool need_git = git == directories_.end();
  const bool need_dot = options_.dot_ignore && dot == dot_ignores_.end();
  if (reader != nullptr && (need_git || need_dot) && asked_.insert(key).second) {
    generation_.renew();
    const Wtf8Buf directory =
        os::from_posix_bytes(std::string_view(key).substr(0, key.empty() ? 0 : key.size() - 1));
    // std::map keeps its nodes in place, so earlier pointers stay valid.
    const auto read = [&](std::map<std::string, IgnoreFile>& files, std::string_view name) {
      const Wtf8Buf file = os::from_posix_bytes(key + std::string(name));
      std::optional<std::string> bytes = (*reader)(file.as_view());
      if (!bytes) return files.end();
      return files
          .emplace(key, IgnoreFile::parse(*bytes, file.as_view(), directory.as_view(), options_))
          .first;
    };
    if (need_git) git = read(directories_, ".gitignore");
    if (need_dot) dot = read(dot_ignores_, ".ignore");
  }
  dirs.push_back(git == directories_.end() ? nullptr : &git->second);
  // Deepest first, the `.ignore` is tried before the `.gitignore` of its directory.
  if (options_.dot_ignore || !dot_ignores_.empty()) {
    dirs.push_back(dot == dot_ignores_.end() ? nullptr : &dot->second);
  }
}

// git's prep_exclude then last_matching_pattern. The directories on the way are walked from the
// root: each is tested as a directory against the files loaded so far (those above it); an
// excluded one decides; else its own file is loaded. The walk finds the next `/` from one byte
// past the start of the current directory's name, as git does.
IgnoreDecision IgnoreStack::walk(Wtf8View path_view, bool is_dir, const Reader* reader) {
  const PathBytes bytes(path_view);
  const std::string_view path = bytes.path();
  const std::size_t base_len = bytes.base_len();

  // Paths come in runs from one directory (a listing, a sorted list): the ancestors' tests and
  // the files on the way are those of the previous path when its directory is this one and the
  // stack is the same, unchanged (only `check`: `check_loading` may load, which changes it).
  AncestorMemo& memo = ancestor_memo();
  const bool memo_usable = reader == nullptr && !options_.file_system.has_value();
  if (memo_usable && memo.stack == this && memo.generation == generation_.value() &&
      std::string_view(memo.dir) == std::string_view(path).substr(0, base_len)) {
    if (memo.excluded != nullptr) return decide(memo.excluded);
    return decide(match_lists(path, base_len, is_dir, memo.dirs.size(), memo.dirs));
  }
  const auto remember = [&](const IgnoreRule* excluded, std::vector<const IgnoreFile*>& dirs) {
    if (!memo_usable) return;
    memo.stack = this;
    memo.generation = generation_.value();
    memo.dir.assign(path, 0, base_len);
    memo.excluded = excluded;
    memo.dirs.swap(dirs);
  };

  // With a file system's folding, rules are matched against the path's keys, while the files
  // are still loaded by the path's own directories. `to_keyed` maps a position in `path` just
  // after a `/` (or 0) to the same place in `keyed`.
  std::string keyed;
  std::vector<std::pair<std::size_t, std::size_t>> slashes;
  if (options_.file_system.has_value()) keyed = key_path(path, *options_.file_system, &slashes);
  const bool folding = options_.file_system.has_value();
  const std::string_view subject = folding ? std::string_view(keyed) : path;
  auto to_keyed = [&](std::size_t after_slash) -> std::size_t {
    if (!folding || after_slash == 0) return after_slash;
    for (const auto& [from, to] : slashes) {
      if (from + 1 == after_slash) return to + 1;
    }
    return after_slash;  // not reached: the callers pass a position after a `/`
  };

  std::vector<const IgnoreFile*> dirs;
  load(std::string(), reader, dirs);
  std::size_t current = 0;
  while (current < base_len) {
    const std::size_t slash = path.find('/', current + 1);
    if (slash == std::string::npos || slash >= base_len) break;
    const std::size_t len = slash + 1;
    const std::size_t keyed_len = to_keyed(len);
    const std::string_view dir(subject.data(), keyed_len - 1);
    const IgnoreRule* rule =
        match_lists(dir, to_keyed(current), /*is_dir=*/true, dirs.size(), dirs);
    if (rule != nullptr && !rule->negated()) {
      remember(rule, dirs);
      return decide(rule);
    }
    load(std::string(path.substr(0, len)), reader, dirs);
    current = len;
  }
  const IgnoreDecision decision =
      decide(match_lists(subject, to_keyed(base_len), is_dir, dirs.size(), dirs));
  remember(nullptr, dirs);
  return decision;
}

// ---- Output -----------------------------------------------------------------------------------

void append_git_quoted(std::string& out, std::string_view bytes) {
  auto must_quote = [](unsigned char c) { return c < 0x20 || c == '"' || c == '\\' || c >= 0x7F; };
  bool any = false;
  for (unsigned char c : bytes) any = any || must_quote(c);
  if (!any) {
    out.append(bytes);
    return;
  }
  out += '"';
  for (unsigned char c : bytes) {
    if (!must_quote(c)) {
      out += static_cast<char>(c);
      continue;
    }
    out += '\\';
    switch (c) {
      case '\a':
        out += 'a';
        break;
      case '\b':
        out += 'b';
        break;
      case '\t':
        out += 't';
        break;
      case '\n':
        out += 'n';
        break;
      case '\v':
        out += 'v';
        break;
      case '\f':
        out += 'f';
        break;
      case '\r':
        out += 'r';
        break;
      case '"':
        out += '"';
        break;
      case '\\':
        out += '\\';
        break;
      default:
        out += static_cast<char>('0' + ((c >> 6) & 3));
        out += static_cast<char>('0' + ((c >> 3) & 7));
        out += static_cast<char>('0' + (c & 7));
    }
  }
  out += '"';
}

void append_check_ignore_record(std::string& out, std::string_view path_bytes,
                                const IgnoreRule* rule, bool verbose, bool non_matching, bool nul) {
  if (!verbose && rule != nullptr && rule->negated()) rule = nullptr;
  if (rule == nullptr && !non_matching) return;
  std::string source;
  if (rule != nullptr) source = ignore_path_bytes(rule->source());
  const std::string line = rule != nullptr ? std::to_string(rule->line()) : std::string();
  if (!nul) {
    if (!verbose) {
      append_git_quoted(out, path_bytes);
      out += '\n';
      return;
    }
    if (rule != nullptr) {
      append_git_quoted(out, source);
      out += ':';
      out += line;
      out += ':';
      out += rule->text_bytes();
      out += '\t';
    } else {
      out += "::\t";
    }
    append_git_quoted(out, path_bytes);
    out += '\n';
    return;
  }
  if (!verbose) {
    out.append(path_bytes);
    out += '\0';
    return;
  }
  if (rule != nullptr) {
    out += source;
    out += '\0';
    out += line;
    out += '\0';
    out += rule->text_bytes();
    out += '\0';
  } else {
    out.append(3, '\0');
  }
  out.append(path_bytes);
  out += '\0';
}

}  // namespace wtf8
