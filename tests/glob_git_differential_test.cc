// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// kGit against git itself. The real wildmatch is reachable through `git ls-files` pathspecs in a
// temporary repository whose index is filled without creating files (`update-index -z
// --index-info`, which takes any bytes): `:(glob)PAT` is wildmatch with WM_PATHNAME, `:()PAT`
// without it (the empty magic keeps a leading `:` from being read as magic), and `icase` adds
// WM_CASEFOLD. git's pathspec code wraps wildmatch, so the harness models that wrapper
// (dir.c `match_pathspec_item` and `git_fnmatch`, ls-files' common-prefix pruning, 2.39) on top
// of our Glob, and the comparison is exact:
//   - the literal head of the pattern (up to its first `*`, `?`, `[` or `\`) up to its last `/`
//     is a common prefix: names that do not start with it are dropped (not with icase, whose
//     common prefix is empty);
//   - then, past that prefix, the pattern compared as a plain string (case-insensitively with
//     icase) against the name matches when it is the whole name or a leading directory of it
//     (or ends in `/`);
//   - else, if the pattern has a wildcard: the rest of its literal head must equal the name's
//     next bytes, and wildmatch decides on what follows each (without `glob`, a rest of `*`
//     and no further wildcard is an ends-with test, PATHSPEC_ONESTAR: the same answer).
// Patterns git would normalise (a leading `/`, `//`, `.` or `..` components) are not generated.
// Patterns and paths: a fixed seed, git's metacharacters in every position, class names,
// non-ASCII UTF-8, the bytes 0x80 and 0xFF. Skips when `git` is not installed.

#include "gtest/gtest.h"

#if defined(_WIN32)
// git's pathspecs are reached by starting git from this process, with POSIX spawn and pipes.
TEST(GitDifferential, NeedsPosix) { GTEST_SKIP() << "POSIX only: starts git through posix_spawn"; }
#else

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "tests/run_child.h"
#include "wtf8/glob.h"
#include "wtf8/os.h"
#include "wtf8/wtf8_buf.h"

namespace wtf8 {
namespace {

using test_support::run;

std::vector<std::string> split_nul(const std::string& s) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start < s.size()) {
    std::size_t end = s.find('\0', start);
    if (end == std::string::npos) end = s.size();
    out.push_back(s.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

// A printable form of bytes for failure messages.
std::string show(std::string_view s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    if (c >= 0x20 && c < 0x7F && c != '"') {
      out += static_cast<char>(c);
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02X", c);
      out += buf;
    }
  }
  return out + "\"";
}

bool glob_special(unsigned char c) { return c == '*' || c == '?' || c == '[' || c == '\\'; }

// dir.c simple_length: the length of the literal head.
std::size_t simple_length(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size() && !glob_special(static_cast<unsigned char>(s[i]))) ++i;
  return i;
}

unsigned char ascii_lower(unsigned char c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

// strncmp / strncasecmp (C locale) equality of two equal-length strings.
bool same(std::string_view a, std::string_view b, bool icase) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const auto x = static_cast<unsigned char>(a[i]);
    const auto y = static_cast<unsigned char>(b[i]);
    if (icase ? ascii_lower(x) != ascii_lower(y) : x != y) return false;
  }
  return true;
}

struct Mode {
  const char* name;
  const char* magic;  // the pathspec's magic
  bool glob;          // WM_PATHNAME
  bool icase;         // WM_CASEFOLD
};
constexpr Mode kModes[] = {
    {"wildmatch", ":(glob)", true, false},
    {"iwildmatch", ":(glob,icase)", true, true},
    {"pathmatch", ":()", false, false},
    {"ipathmatch", ":(icase)", false, true},
};

// One pathspec item under one mode, as git 2.39's ls-files applies it, with our Glob in the
// place of wildmatch.
class PathspecModel {
 public:
  PathspecModel(const std::string& pattern, const Mode& mode) : pattern_(pattern), mode_(mode) {
    nowildcard_ = simple_length(pattern_);
    if (!mode_.icase) {
      for (std::size_t i = 0; i < nowildcard_; ++i) {
        if (pattern_[i] == '/') common_prefix_ = i + 1;
      }
    }
    if (nowildcard_ < pattern_.size()) {
      const std::string rest = pattern_.substr(nowildcard_);
      onestar_ = !mode_.glob && rest[0] == '*' && simple_length(rest.substr(1)) == rest.size() - 1;
      GlobOptions o;
      o.dialect = GlobDialect::kGit;
      o.pathname = mode_.glob;
      o.case_mode = mode_.icase ? GlobCase::kInsensitive : GlobCase::kSensitive;
      const Wtf8Buf rest_text = os::from_posix_bytes(rest);
      auto g = Glob::compile(rest_text, o);
      EXPECT_TRUE(g.ok()) << g.status();
      if (g.ok()) rest_glob_.push_back(*g);
    }
  }

  bool matches(std::string_view path) const {
    const std::string_view pattern = pattern_;
    // ls-files keeps only the index entries under the common prefix.
    if (path.substr(0, common_prefix_) != pattern.substr(0, common_prefix_)) return false;
    const std::string_view match = pattern.substr(common_prefix_);
    const std::string_view name = path.substr(common_prefix_);
    if (match.empty()) return true;
    if (match.size() <= name.size() && same(match, name.substr(0, match.size()), mode_.icase)) {
      if (match.size() == name.size()) return true;
      if (match.back() == '/' || name[match.size()] == '/') return true;
    }
    if (nowildcard_ == pattern.size()) return false;
    const std::size_t head = nowildcard_ - common_prefix_;
    if (name.size() < head || !same(match.substr(0, head), name.substr(0, head), mode_.icase)) {
      return false;
    }
    const std::string_view rest_name = name.substr(head);
    if (onestar_) {
      const std::string_view tail = match.substr(head + 1);
      return rest_name.size() >= tail.size() &&
             same(rest_name.substr(rest_name.size() - tail.size()), tail, mode_.icase);
    }
    const Wtf8Buf text = os::from_posix_bytes(rest_name);
    return !rest_glob_.empty() && rest_glob_[0].matches(text.as_view());
  }

 private:
  std::string pattern_;
  Mode mode_;
  std::size_t nowildcard_ = 0;
  std::size_t common_prefix_ = 0;
  bool onestar_ = false;
  std::vector<Glob> rest_glob_;
};

const std::vector<std::string>& pattern_atoms() {
  static const std::vector<std::string> atoms = {
      // Loose characters: every metacharacter, alone and next to each other.
      "a", "b", "A", "B", "z", "/", "/", "/", "*", "*", "**", "?", "?", "[", "[", "]", "]", "!",
      "^", "-", "-", "\\", "\\", ":", ".", " ", "1", "\xC3\xA9", "\xC3", "\xA9", "\x80", "\xFF",
      // Whole brackets, classes (known, unknown, unfinished) and git's odd corners.
      "[ab]", "[!a]", "[^b]", "[]a]", "[!]a]", "[z-a]", "[A-Z]", "[a-z]", "[B-a]", "[Z-y]", "[]-a]",
      "[!]-]", "[--A]", "[\\\\-^]", "[\\]]", "[\\A]", "[a-]", "[-b]", "[a-c-e]", "[[:space:]]",
      "[![:space:]]", "[[:blank:]]", "[[:upper:]]", "[[:lower:]]", "[[:alpha:]]", "[![:alpha:]]",
      "[[:alnum:]]", "[[:digit:]]", "[[:xdigit:]]", "[[:punct:]]", "[[:graph:]]", "[[:print:]]",
      "[[:cntrl:]]", "[a[:digit:]z]", "[[:digit:]-z]", "[[:nope:]]", "[[::]]", "[[:]", "[[:a]",
      "[:alpha:]", "[:", ":]", "[\xC3\xA9]", "[\x80-\xFF]", "[!\x80]",
      // Escapes and star shapes around `/`.
      "\\*", "\\?", "\\[", "\\/", "\\A", "\\a", "\\\\", "/**/", "**/", "/**", "**\\/", "\\/**",
      "***", "*/"};
  return atoms;
}

// Whether git would take the pattern as it is (no normalisation, no "outside repository").
bool pattern_is_plain(const std::string& p) {
  if (p.empty() || p[0] == '/' || p.find("//") != std::string::npos) return false;
  std::size_t start = 0;
  for (;;) {
    const std::size_t slash = p.find('/', start);
    const std::string part =
        p.substr(start, slash == std::string::npos ? std::string::npos : slash - start);
    if (part == "." || part == "..") return false;
    if (slash == std::string::npos) return true;
    start = slash + 1;
  }
}

const std::string kTextChars[] = {"a", "b", "A", "B",        "z",    "Z",    "-", "]",  "[",
                                  "!", "^", "*", "?",        "\\",   ":",    " ", "\t", "\x0B",
                                  "1", ".", "_", "\xC3\xA9", "\x80", "\xFF", "/", "/"};

std::string random_text(std::mt19937& rng, int max_len) {
  std::string out;
  const int len = static_cast<int>(rng() % (max_len + 1));
  for (int i = 0; i < len; ++i) out += kTextChars[rng() % std::size(kTextChars)];
  return out;
}

// A text shaped like the pattern: its literals kept, its wildcards filled with random text.
std::string text_like(const std::string& pattern, std::mt19937& rng) {
  std::string out;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const char c = pattern[i];
    if (c == '*') {
      out += random_text(rng, 3);
    } else if (c == '?') {
      out += kTextChars[rng() % std::size(kTextChars)];
    } else if (c == '[' && rng() % 4 != 0) {
      const std::size_t close = pattern.find(']', i + 2);
      if (close != std::string::npos) {
        // One byte of the bracket's text, or any character.
        if (rng() % 2 == 0) {
          out += pattern[i + 1 + rng() % (close - i - 1)];
        } else {
          out += kTextChars[rng() % std::size(kTextChars)];
        }
        i = close;
      } else {
        out += c;
      }
    } else if (c == '\\' && i + 1 < pattern.size()) {
      out += pattern[++i];
    } else if (rng() % 8 == 0) {
      out += kTextChars[rng() % std::size(kTextChars)];
    } else {
      out += c;
    }
  }
  return out;
}

// The path an index can hold, made from `text`: no empty, `.`, `..` or `.git` components.
std::string as_index_path(const std::string& text) {
  std::string out;
  std::size_t start = 0;
  for (;;) {
    const std::size_t slash = text.find('/', start);
    std::string part =
        text.substr(start, slash == std::string::npos ? std::string::npos : slash - start);
    std::string lower = part;
    for (char& ch : lower) ch = static_cast<char>(ascii_lower(static_cast<unsigned char>(ch)));
    if (!part.empty() && part != "." && part != ".." && lower != ".git") {
      if (!out.empty()) out += '/';
      out += part;
    }
    if (slash == std::string::npos) return out;
    start = slash + 1;
  }
}

class GitDifferential : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string version;
    if (run({"git", "--version"}, version) != 0) GTEST_SKIP() << "git is not installed";
    std::printf("oracle: %s", version.c_str());
    const char* tmp = std::getenv("TEST_TMPDIR");
    std::string base = tmp != nullptr ? tmp : "/tmp";
    std::string templ = base + "/glob_git_XXXXXX";
    ASSERT_NE(mkdtemp(templ.data()), nullptr);
    dir_ = templ;
    // A repository of our own, untouched by the user's configuration or pathspec variables.
    setenv("HOME", dir_.c_str(), 1);
    setenv("LC_ALL", "C", 1);
    setenv("GIT_CONFIG_NOSYSTEM", "1", 1);
    setenv("GIT_CONFIG_GLOBAL", "/dev/null", 1);
    for (const char* v : {"GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_LITERAL_PATHSPECS",
                          "GIT_GLOB_PATHSPECS", "GIT_NOGLOB_PATHSPECS", "GIT_ICASE_PATHSPECS",
                          "GIT_CONFIG_PARAMETERS", "GIT_CONFIG_COUNT"}) {
      unsetenv(v);
    }
    std::string out;
    ASSERT_EQ(run({"git", "init", "-q", dir_}, out), 0);
    ASSERT_EQ(run({"git", "-C", dir_, "config", "core.protectNTFS", "false"}, out), 0);
    ASSERT_EQ(run({"git", "-C", dir_, "config", "core.protectHFS", "false"}, out), 0);
    ASSERT_EQ(run({"git", "-C", dir_, "hash-object", "-w", "--stdin"}, out), 0);
    blob_ = out.substr(0, out.find('\n'));
  }

  void TearDown() override {
    if (!dir_.empty()) {
      std::string out;
      run({"rm", "-rf", dir_}, out);
    }
  }

  std::string dir_;
  std::string blob_;
};

TEST_F(GitDifferential, LsFilesPathspecsAgreeWithGlob) {
  std::mt19937 rng(20260433);
  constexpr int kPatterns = 400;

  std::vector<std::string> patterns;
  std::set<std::string> patterns_seen;
  while (static_cast<int>(patterns.size()) < kPatterns) {
    std::string p;
    const int atoms = 1 + static_cast<int>(rng() % 6);
    for (int k = 0; k < atoms; ++k) p += pattern_atoms()[rng() % pattern_atoms().size()];
    if (!pattern_is_plain(p) || !patterns_seen.insert(p).second) continue;
    patterns.push_back(p);
  }

  // Paths: texts shaped like the patterns and random ones, made valid for the index, and no
  // path that is also a leading directory of another (git's index holds no such pair).
  std::set<std::string> candidates;
  for (const std::string& p : patterns) {
    for (int k = 0; k < 4; ++k) candidates.insert(as_index_path(text_like(p, rng)));
  }
  for (int k = 0; k < 200; ++k) candidates.insert(as_index_path(random_text(rng, 10)));
  candidates.erase("");
  std::set<std::string> directories;
  for (const std::string& c : candidates) {
    for (std::size_t i = 0; i < c.size(); ++i) {
      if (c[i] == '/') directories.insert(c.substr(0, i));
    }
  }
  std::vector<std::string> paths;
  for (const std::string& c : candidates) {
    if (directories.count(c) == 0) paths.push_back(c);
  }

  {
    const std::string info = dir_ + "/index-info";
    std::ofstream f(info, std::ios::binary);
    for (const std::string& p : paths) f << "100644 " << blob_ << '\t' << p << '\0';
    f.close();
    std::string out;
    ASSERT_EQ(run({"git", "-C", dir_, "update-index", "--add", "-z", "--index-info"}, out, info),
              0);
    ASSERT_EQ(run({"git", "-C", dir_, "ls-files", "-z"}, out), 0);
    std::vector<std::string> listed = split_nul(out);
    ASSERT_EQ(listed.size(), paths.size()) << "git's index did not take every path";
  }
  std::printf("%zu patterns x %zu paths x 4 modes\n", patterns.size(), paths.size());

  std::map<std::string, int> differences_by_mode;
  int differences = 0;
  int shown = 0;
  long compared = 0;
  long matched = 0;
  for (const std::string& p : patterns) {
    for (const Mode& mode : kModes) {
      std::string out;
      const int rc = run({"git", "-C", dir_, "ls-files", "-z", "--", mode.magic + p}, out);
      ASSERT_EQ(rc, 0) << "git ls-files refused " << show(mode.magic + p);
      const std::vector<std::string> listed = split_nul(out);
      const std::set<std::string> by_git(listed.begin(), listed.end());
      const PathspecModel model(p, mode);
      for (const std::string& path : paths) {
        const bool git = by_git.count(path) != 0;
        const bool ours = model.matches(path);
        ++compared;
        matched += git ? 1 : 0;
        if (git != ours) {
          ++differences;
          ++differences_by_mode[mode.name];
          if (shown++ < 25) {
            ADD_FAILURE() << mode.name << ": pathspec " << show(mode.magic + p) << " on path "
                          << show(path) << ": git " << (git ? "matches" : "does not match")
                          << ", ours " << (ours ? "matches" : "does not match");
          }
        }
      }
    }
  }
  std::printf("%ld comparisons, %ld matches, %d differences\n", compared, matched, differences);
  for (const auto& [mode, n] : differences_by_mode) std::printf("  %s: %d\n", mode.c_str(), n);
  EXPECT_EQ(differences, 0);
  // The generator must reach matches often enough for the comparison to mean something.
  EXPECT_GT(matched, compared / 200);
}

}  // namespace
}  // namespace wtf8

#endif  // _WIN32
