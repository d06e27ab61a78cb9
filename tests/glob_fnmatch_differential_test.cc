// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The fnmatch dialect against the real thing: glibc's own `fnmatch()`, called in this process in
// the C locale, on generated patterns and paths (every metacharacter in every position, class
// names, non-ASCII UTF-8, the invalid bytes 0x80 and 0xFF) under all 32 combinations of the five
// flags. `Glob` sees the same bytes as WTF-8 with PEP 383 escapes, in byte units. Deterministic
// (fixed seed). Only glibc is the reference: elsewhere the test skips.

#include <clocale>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "wtf8/glob.h"
#include "wtf8/os.h"

#if defined(__GLIBC__)  // set by any glibc header (here <cstdlib>): the reference is glibc's
#include <fnmatch.h>
#endif

namespace wtf8 {
namespace {

#if defined(__GLIBC__)

// Patterns are built from these pieces (metacharacters, bracket parts, class names).
const std::vector<std::string>& pattern_pieces() {
  static const std::vector<std::string> pieces = {
      "a",         "b",         "A",         ".",       "/",     "*",     "?",         "[",
      "]",         "!",         "^",         "-",       "\\",    ":",     "=",         "[:",
      ":]",        "[=",        "=]",        "[.",      ".]",    "alpha", "[:alpha:]", "[:upper:]",
      "[:lower:]", "[:digit:]", "[:punct:]", "[:foo:]", "[=a=]", "[.a.]", "[.-.]",     "**",
      "\xC3\xA9",  "\x80",      "\xFF",      "z",       "[a-z]", "[!a]",  "[]",        "*/",
      "/*",        ".*",        "\\/",       "*\\",     "\\*",   "\\["};
  return pieces;
}

// Paths are built from these.
const std::vector<std::string>& path_pieces() {
  static const std::vector<std::string> pieces = {
      "a", "b", "A", "B", ".", "/", "[", "]",        "-",    "\\",   ":",
      "=", "!", "^", "*", "?", "z", "1", "\xC3\xA9", "\x80", "\xFF", " "};
  return pieces;
}

std::string random_string(std::mt19937& rng, const std::vector<std::string>& pieces,
                          std::size_t max_pieces) {
  std::uniform_int_distribution<std::size_t> len(0, max_pieces);
  std::uniform_int_distribution<std::size_t> pick(0, pieces.size() - 1);
  std::string s;
  const std::size_t n = len(rng);
  for (std::size_t i = 0; i < n; ++i) s += pieces[pick(rng)];
  return s;
}

// A path likely to match: the pattern with each metacharacter replaced by something it may
// match (so the generated paths are not all misses).
std::string path_like(std::mt19937& rng, const std::string& pattern) {
  std::string out;
  std::uniform_int_distribution<int> coin(0, 3);
  for (char ch : pattern) {
    switch (ch) {
      case '*':
        if (coin(rng) == 0) out += "ab";
        if (coin(rng) == 0) out += "/.";
        break;
      case '?':
        out += coin(rng) == 0 ? "." : "a";
        break;
      case '\\':
        if (coin(rng) != 0) break;
        out += ch;
        break;
      case '[':
      case ']':
      case '!':
      case '^':
      case ':':
      case '=':
        if (coin(rng) == 0) break;
        out += coin(rng) == 0 ? 'a' : ch;
        break;
      default:
        out += ch;
    }
  }
  return out;
}

std::string flag_names(int flags) {
  std::string s;
  if (flags & FNM_PATHNAME) s += "PATHNAME|";
  if (flags & FNM_NOESCAPE) s += "NOESCAPE|";
  if (flags & FNM_PERIOD) s += "PERIOD|";
  if (flags & FNM_LEADING_DIR) s += "LEADING_DIR|";
  if (flags & FNM_CASEFOLD) s += "CASEFOLD|";
  if (s.empty()) return "0";
  s.pop_back();
  return s;
}

std::string shown(const std::string& bytes) {
  std::string out = "\"";
  for (unsigned char c : bytes) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20 || c >= 0x7F) {
      static const char* kHex = "0123456789abcdef";
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

GlobOptions options_for(int flags) {
  GlobOptions o = GlobOptions::fnmatch();
  o.unit = GlobUnit::kByte;
  o.pathname = (flags & FNM_PATHNAME) != 0;
  o.noescape = (flags & FNM_NOESCAPE) != 0;
  o.period = (flags & FNM_PERIOD) != 0;
  o.leading_dir = (flags & FNM_LEADING_DIR) != 0;
  o.case_mode = (flags & FNM_CASEFOLD) != 0 ? GlobCase::kInsensitive : GlobCase::kSensitive;
  return o;
}

// Patterns under which glibc's `*` commits to a place trying every place would not (see
// src/glob/dialect_fnmatch.cc): a range ending in `[` followed by `:` or `=` inside a bracket.
bool has_documented_divergence(const std::string& pattern) {
  return pattern.find("-[:") != std::string::npos || pattern.find("-[=") != std::string::npos;
}

class FnmatchDifferential : public ::testing::Test {
 protected:
  void SetUp() override {
    // glibc reads POSIXLY_CORRECT once (it stops `^` from negating); the dialect is the default.
    unsetenv("POSIXLY_CORRECT");
    std::setlocale(LC_ALL, "C");
  }
};

struct Tally {
  std::size_t compared = 0;
  std::size_t matched = 0;
  std::size_t failures = 0;
  std::size_t divergent = 0;
};

// Compares glibc and `Glob` on `pattern` against each of `paths` under all 32 flag combinations.
void compare_all_flags(const std::string& pattern, const std::vector<std::string>& paths,
                       Tally& tally) {
  const Wtf8Buf wpattern = os::from_posix_bytes(pattern);
  std::vector<Wtf8Buf> wpaths;
  for (const std::string& p : paths) wpaths.push_back(os::from_posix_bytes(p));
  // NOESCAPE changes nothing for a pattern without `\`: that Glob is the one without it.
  const bool has_backslash = pattern.find('\\') != std::string::npos;
  std::vector<std::optional<Glob>> globs(32);
  for (int flags = 0; flags < 32; ++flags) {
    const int glibc_flags = ((flags & 1) ? FNM_PATHNAME : 0) | ((flags & 2) ? FNM_NOESCAPE : 0) |
                            ((flags & 4) ? FNM_PERIOD : 0) | ((flags & 8) ? FNM_LEADING_DIR : 0) |
                            ((flags & 16) ? FNM_CASEFOLD : 0);
    if (!has_backslash && (flags & 2) != 0) {
      globs[flags] = globs[flags & ~2];
    } else {
      auto compiled = Glob::compile(wpattern.as_view(), options_for(glibc_flags));
      ASSERT_TRUE(compiled.ok()) << shown(pattern) << ": " << compiled.status();
      globs[flags] = *std::move(compiled);
    }
    const Glob& glob = *globs[flags];
    for (std::size_t j = 0; j < paths.size(); ++j) {
      const bool expected = fnmatch(pattern.c_str(), paths[j].c_str(), glibc_flags) == 0;
      const bool got = glob.matches(wpaths[j].as_view());
      ++tally.compared;
      tally.matched += expected ? 1 : 0;
      if (expected == got) continue;
      if (has_documented_divergence(pattern)) {
        ++tally.divergent;
        continue;
      }
      if (++tally.failures <= 20) {
        ADD_FAILURE() << "fnmatch(" << shown(pattern) << ", " << shown(paths[j]) << ", "
                      << flag_names(glibc_flags) << "): glibc says "
                      << (expected ? "match" : "no match") << ", Glob says "
                      << (got ? "match" : "no match");
      }
    }
  }
}

int env_int(const char* name, int fallback) {
  const char* v = std::getenv(name);
  return v != nullptr ? std::atoi(v) : fallback;
}

void report(const Tally& tally) {
  EXPECT_EQ(tally.failures, 0u) << "of " << tally.compared << " comparisons";
  // The generator must produce both answers in good number.
  EXPECT_GT(tally.matched, tally.compared / 50);
  EXPECT_LT(tally.matched, tally.compared - tally.compared / 50);
  std::printf("compared %zu (matches %zu), documented divergences %zu\n", tally.compared,
              tally.matched, tally.divergent);
}

// Whole patterns from every piece; paths from the pattern itself and at random.
TEST_F(FnmatchDifferential, GeneratedPatternsAllFlags) {
  std::mt19937 rng(static_cast<uint32_t>(env_int("FNMATCH_DIFF_SEED", 20260333)));
  const int patterns = env_int("FNMATCH_DIFF_PATTERNS", 1000);
  constexpr int kPathsPerPattern = 24;
  Tally tally;
  for (int i = 0; i < patterns; ++i) {
    const std::string pattern = random_string(rng, pattern_pieces(), 7);
    std::vector<std::string> paths;
    for (int j = 0; j < kPathsPerPattern; ++j) {
      paths.push_back(j % 2 == 0 ? path_like(rng, pattern) : random_string(rng, path_pieces(), 8));
    }
    compare_all_flags(pattern, paths, tally);
  }
  report(tally);
}

// Bracket expressions taken apart: `[`, optional negation, members from bracket syntax (classes,
// equivalence classes, collating symbols, ranges, escapes, malformed pieces), an optional `]`,
// before and after `*` and `?`; paths of one to three chars.
TEST_F(FnmatchDifferential, BracketsAllFlags) {
  static const std::vector<std::string> members = {
      "a",         "b",         "A",         "z",        "Z",     ".",     "/",     "-",
      "]",         "[",         "!",         "^",        "\\",    ":",     "=",     "[:",
      ":]",        "[=",        "=]",        "[.",       ".]",    "alpha", "upper", "lower",
      "[:alpha:]", "[:upper:]", "[:punct:]", "[:nope:]", "[=a=]", "[.a.]", "[.-.]", "[.ab.]",
      "\xff",      "\x80",      "*",         "?"};
  static const std::vector<std::string> around = {"",  "",  "*",  "?", "*?", "a",
                                                  "/", ".", "*/", "]", "[",  "\\"};
  static const std::vector<std::string> chars = {"a", "b",    "A",    "Z",        "z", ".",  "/",
                                                 "-", "]",    "[",    "!",        "^", "\\", ":",
                                                 "=", "\xff", "\x80", "\xC3\xA9", "1", " "};
  std::mt19937 rng(static_cast<uint32_t>(env_int("FNMATCH_DIFF_SEED", 20260334)));
  const int patterns = env_int("FNMATCH_DIFF_BRACKETS", 700);
  std::uniform_int_distribution<int> coin(0, 3);
  Tally tally;
  for (int i = 0; i < patterns; ++i) {
    std::string pattern = random_string(rng, around, 2) + "[";
    if (coin(rng) == 0) pattern += coin(rng) < 2 ? "!" : "^";
    pattern += random_string(rng, members, 5);
    if (coin(rng) != 0) pattern += "]";
    pattern += random_string(rng, around, 2);
    std::vector<std::string> paths;
    for (int j = 0; j < 24; ++j) {
      std::string p = random_string(rng, chars, 3);
      if (j % 3 == 0) p = path_like(rng, pattern);
      paths.push_back(p);
    }
    compare_all_flags(pattern, paths, tally);
  }
  report(tally);
}

#else

TEST(FnmatchDifferential, NeedsGlibc) { GTEST_SKIP() << "glibc's fnmatch() is the reference"; }

#endif

}  // namespace
}  // namespace wtf8
