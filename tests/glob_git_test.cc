// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The git dialect (kGit, git 2.39's wildmatch): every row of git's own t3070-wildmatch.sh
// (restated as data in tests/testdata/glob/git/wildmatch.tsv) in its four modes and in all three
// units, git's corners one by one, non-ASCII text, lone surrogates and PEP 383 escapes in each
// unit, patterns that never match, and the three units agreeing on random ASCII patterns.

#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"
#include "wtf8/glob.h"
#include "wtf8/literals.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

// wildmatch's flags as the four columns of t3070 name them.
struct Mode {
  const char* name;
  bool pathname;
  bool casefold;
};
constexpr Mode kModes[] = {
    {"wildmatch", true, false},
    {"iwildmatch", true, true},
    {"pathmatch", false, false},
    {"ipathmatch", false, true},
};
constexpr GlobUnit kUnits[] = {GlobUnit::kByte, GlobUnit::kCodePoint, GlobUnit::kUtf16};

const char* unit_name(GlobUnit u) {
  switch (u) {
    case GlobUnit::kByte:
      return "byte";
    case GlobUnit::kCodePoint:
      return "codepoint";
    case GlobUnit::kUtf16:
      return "utf16";
    default:
      return "default";
  }
}

GlobOptions options(bool pathname, bool casefold, GlobUnit unit = GlobUnit::kDefault) {
  GlobOptions o;
  o.dialect = GlobDialect::kGit;
  o.pathname = pathname;
  o.case_mode = casefold ? GlobCase::kInsensitive : GlobCase::kSensitive;
  o.unit = unit;
  return o;
}

Wtf8View view(const std::string& s) { return Wtf8View::from_wtf8_unchecked(s); }

// Whether `pattern` matches `text` (both WTF-8).
bool git_match(const std::string& pattern, const std::string& text, bool pathname, bool casefold,
               GlobUnit unit = GlobUnit::kDefault) {
  auto g = Glob::compile(view(pattern), options(pathname, casefold, unit));
  EXPECT_TRUE(g.ok()) << g.status() << " for " << pattern;
  if (!g.ok()) return false;
  return g->matches(view(text));
}

std::vector<std::string> split_tabs(const std::string& line) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (;;) {
    const std::size_t tab = line.find('\t', start);
    out.push_back(line.substr(start, tab == std::string::npos ? std::string::npos : tab - start));
    if (tab == std::string::npos) return out;
    start = tab + 1;
  }
}

std::string read_testdata(const std::string& name) {
  std::vector<std::string> candidates = {"tests/testdata/glob/git/" + name};
  if (const char* srcdir = std::getenv("TEST_SRCDIR")) {
    candidates.push_back(std::string(srcdir) + "/wtf8/tests/testdata/glob/git/" + name);
  }
  for (const std::string& path : candidates) {
    std::ifstream in(path, std::ios::binary);
    if (in) {
      std::ostringstream s;
      s << in.rdbuf();
      return s.str();
    }
  }
  return {};
}

TEST(GitGlob, T3070EveryRowEveryModeEveryUnit) {
  const std::string data = read_testdata("wildmatch.tsv");
  ASSERT_FALSE(data.empty()) << "tests/testdata/glob/git/wildmatch.tsv not found";
  std::istringstream in(data);
  std::string line;
  int rows = 0;
  int checks = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const std::vector<std::string> f = split_tabs(line);
    ASSERT_EQ(f.size(), 6u) << line;
    ++rows;
    for (int m = 0; m < 4; ++m) {
      ASSERT_TRUE(f[m] == "0" || f[m] == "1") << line;
      const bool expected = f[m] == "1";
      for (GlobUnit unit : kUnits) {
        EXPECT_EQ(git_match(f[4], f[5], kModes[m].pathname, kModes[m].casefold, unit), expected)
            << kModes[m].name << " pattern '" << f[4] << "' text '" << f[5] << "' unit "
            << unit_name(unit);
        ++checks;
      }
    }
  }
  // Every `match` line of git 2.39's t3070-wildmatch.sh.
  EXPECT_EQ(rows, 189);
  EXPECT_EQ(checks, 189 * 4 * 3);
}

TEST(GitGlob, DefaultsAreBytesAndCaseSensitive) {
  auto g = Glob::compile("caf?"_wtf8, GlobOptions::git());
  ASSERT_TRUE(g.ok());
  EXPECT_FALSE(g->matches("caf\u00e9"_wtf8));  // `?` is one byte of the two
  EXPECT_TRUE(g->matches("cafe"_wtf8));
  EXPECT_FALSE(g->matches("CAFE"_wtf8));
  auto h = Glob::compile("src/**/*.cc"_wtf8, GlobOptions::git());
  ASSERT_TRUE(h.ok());
  EXPECT_TRUE(h->matches("src/a/b/x.cc"_wtf8));
  EXPECT_TRUE(h->matches("src/x.cc"_wtf8));
  EXPECT_FALSE(h->matches("src/x.h"_wtf8));
}

struct Case {
  const char* pattern;
  const char* text;
  bool pathname;
  bool casefold;
  bool expected;
};

// git's corners, each read off wildmatch.c, checked in all three units (all ASCII).
TEST(GitGlob, Corners) {
  const Case cases[] = {
      // `**` is special only as a whole component under WM_PATHNAME.
      {"a**", "a/b", true, false, false},
      {"a**", "abc", true, false, true},
      {"a**", "a/b", false, false, true},
      {"**a", "b/a", true, false, false},
      {"**", "a/b/c", true, false, true},
      {"***", "a/b/c", true, false, true},
      {"/**", "/a/b", true, false, true},
      {"a/**", "a", true, false, false},
      {"a/**", "a/", true, false, true},
      {"a/**b", "a/x/b", true, false, false},
      {"a/**b", "a/xb", true, false, true},
      {"a/**/b", "a/b", true, false, true},
      {"a/**/b", "a//b", true, false, true},
      {"a/**/b", "a/x/y/b", true, false, true},
      {"a/***/b", "a/x/y/b", true, false, true},
      {"**/b", "b", true, false, true},
      {"**/b", "/b", true, false, true},
      {"**/b", "x/y/b", true, false, true},
      // `**\/`: recursive, but an escaped `/` does not let the `/` be skipped.
      {"x/**\\/a", "x/a", true, false, false},
      {"x/**\\/a", "x//a", true, false, true},
      {"x/**\\/a", "x/b/c/a", true, false, true},
      {"**\\/a", "a", true, false, false},
      {"**\\/a", "/a", true, false, true},
      {"**\\/a", "b/c/a", true, false, true},
      // An escaped `/` before the stars counts as a `/`.
      {"a\\/**", "a/b/c", true, false, true},
      {"a\\/**/b", "a/b", true, false, true},
      // A single `*` and `*/`.
      {"*/b", "a/b", true, false, true},
      {"*/b", "a/c/b", true, false, false},
      {"*/b", "a/c/b", false, false, true},
      {"*", "", true, false, true},
      {"*", "a/", true, false, false},
      // `?` and brackets never match `/` with WM_PATHNAME, negated or not.
      {"a?b", "a/b", true, false, false},
      {"a[!x]b", "a/b", true, false, false},
      {"a[/]b", "a/b", true, false, false},
      {"a[!x]b", "a/b", false, false, true},
      // Brackets: `]` first, `^` negates, ranges and what counts as a range start.
      {"[]a]", "]", true, false, true},
      {"[!]a]", "b", true, false, true},
      {"[^]a]", "]", true, false, false},
      {"[z-a]", "z", true, false, true},
      {"[z-a]", "m", true, false, false},
      {"[z-a]", "a", true, false, false},
      {"[a-c-e]", "d", true, false, false},
      {"[a-c-e]", "-", true, false, true},
      {"[a-c-e]", "e", true, false, true},
      {"[[:digit:]-z]", "-", true, false, true},
      {"[[:digit:]-z]", "m", true, false, false},
      {"[-z]", "-", true, false, true},
      {"[a-]", "-", true, false, true},
      {"[\\a-\\c]", "b", true, false, true},
      {"[a-\\]]", "]", true, false, false},
      {"[[-]]", "[", true, false, false},  // a `-` before `]` is a member: {`[`, `-`} then `]`
      {"[[-]]", "[]", true, false, true},
      {"[[:]", "[", true, false, true},
      {"[[:]", ":", true, false, true},
      {"[[:a]", "a", true, false, true},
      {"[[:a]", "[", true, false, true},
      {"[[:alpha:]]", "q", true, false, true},
      {"[[:alpha:]x]", "x", true, false, true},
      {"[[:alpha:]]", "1", true, false, false},
      {"[[:space:]]", " ", true, false, true},
      {"[[:space:]]", "\t", true, false, true},
      {"[[:space:]]", "\n", true, false, true},
      {"[[:space:]]", "\r", true, false, true},
      {"[[:space:]]", "\v", true, false, false},
      {"[[:space:]]", "\f", true, false, false},
      {"[[:blank:]]", "\t", true, false, true},
      {"[[:blank:]]", "\n", true, false, false},
      {"[[:cntrl:]]", "\x7f", true, false, true},
      {"[[:punct:]]", "~", true, false, true},
      {"[[:punct:]]", "/", false, false, true},
      {"[[:graph:]]", " ", true, false, false},
      {"[[:print:]]", " ", true, false, true},
      {"[[:xdigit:]]", "g", true, false, false},
      // WM_CASEFOLD: plain literals fold; escaped literals and bracket members are compared
      // as written against the lowered text.
      {"ABC", "abc", true, true, true},
      {"abc", "ABC", true, true, true},
      {"\\A", "A", true, true, false},
      {"\\A", "a", true, true, false},
      {"\\a", "A", true, true, true},
      {"[A]", "A", true, true, false},
      {"[A]", "a", true, true, false},
      {"[a]", "A", true, true, true},
      {"[\\A]", "A", true, true, false},
      {"[!A]", "A", true, true, true},
      {"[!a]", "A", true, true, false},
      {"[A-C]", "b", true, true, true},
      {"[A-C]", "B", true, true, true},
      {"[a-c]", "B", true, true, true},
      {"[Z-a]", "z", true, true, true},
      {"[Z-a]", "_", true, true, true},
      {"[Z-a]", "b", true, true, false},
      {"[[:upper:]]", "q", true, true, true},
      {"[[:lower:]]", "Q", true, true, true},
      {"[![:upper:]]", "q", true, true, false},
      {"[[:alpha:]]", "Q", true, true, true},
      {"*B", "xb", true, true, true},
      {"*B*", "AbC", false, true, true},
  };
  for (const Case& c : cases) {
    const std::string pattern = c.pattern;
    for (GlobUnit unit : kUnits) {
      EXPECT_EQ(git_match(pattern, c.text, c.pathname, c.casefold, unit), c.expected)
          << "pattern '" << c.pattern << "' text '" << c.text << "' pathname " << c.pathname
          << " casefold " << c.casefold << " unit " << unit_name(unit);
    }
  }
}

// git reads the pattern as a C string: it ends at a NUL.
TEST(GitGlob, PatternEndsAtNul) {
  const std::string pattern("a\0b", 3);
  for (GlobUnit unit : kUnits) {
    EXPECT_TRUE(git_match(pattern, "a", true, false, unit)) << unit_name(unit);
    EXPECT_FALSE(git_match(pattern, "ab", true, false, unit)) << unit_name(unit);
  }
}

// Patterns git accepts but never matches: compile fine, match nothing.
TEST(GitGlob, PatternsThatNeverMatch) {
  const char* patterns[] = {
      "[",        "[]",          "[!]",        "[^]",       "a\\",    "\\",
      "[\\",      "[a\\",        "[a",         "[a-",       "[!a-",   "*[",
      "**/[",     "a[]b",        "[]]a[",      "[[:foo:]]", "[[::]]", "[[:alpha:]",
      "[[:alpha", "[[:ALPHA:]]", "[[:alpha:]", "x/**/[a",   "[[:",    "*\\",
  };
  const char* texts[] = {"",  "a",   "[",  "]",   "[]", "\\",  "a\\", "ab", "a[]b", "[!]",
                         "x", "x/a", "[a", "[a-", "*[", "a/b", "aa",  "-",  "A",    ":"};
  for (const char* p : patterns) {
    for (const Mode& m : kModes) {
      for (GlobUnit unit : kUnits) {
        auto g = Glob::compile(view(p), options(m.pathname, m.casefold, unit));
        ASSERT_TRUE(g.ok()) << p;
        for (const char* t : texts) {
          EXPECT_FALSE(g->matches(view(t)))
              << "pattern '" << p << "' text '" << t << "' " << m.name << " " << unit_name(unit);
        }
        EXPECT_FALSE(g->matches(view(p))) << p;
      }
    }
  }
  // Under WM_CASEFOLD an escaped capital never matches.
  EXPECT_FALSE(git_match("x\\Y", "xY", true, true));
  EXPECT_FALSE(git_match("x\\Y", "xy", true, true));
  EXPECT_TRUE(git_match("x\\Y", "xY", true, false));
}

struct UnitCase {
  const char* pattern;
  const char* text;
  bool byte, code_point, utf16;  // the answer in each unit (WM_PATHNAME, case-sensitive)
};

// Non-ASCII text, lone surrogates (WTF-8 "\xED\xA0\x80" is U+D800) and PEP 383 escapes
// (U+DCxx, "\xED\xB2\x80".."\xED\xB3\xBF", the bytes 0x80..0xFF of a POSIX name).
TEST(GitGlob, UnitsOnNonAscii) {
  const UnitCase cases[] = {
      // é is two bytes, one code point, one UTF-16 unit.
      {"caf?", "caf\u00e9", false, true, true},
      {"caf??", "caf\u00e9", true, false, false},
      {"caf\u00e9", "caf\u00e9", true, true, true},
      {"[\u00e9]", "\u00e9", false, true, true},
      {"[\u00e9][\u00e9]", "\u00e9", true, false, false},
      {"[!a]", "\u00e9", false, true, true},
      {"[!a][!a]", "\u00e9", true, false, false},
      {"[\u00e0-\u00ff]", "\u00e9", false, true, true},
      {"[\u00e0-\u00ff]", "\u0100", false, false, false},
      {"*\u00e9", "x/\u00e9", false, false, false},
      {"**/\u00e9", "x/\u00e9", true, true, true},
      {"\u00e9*", "\u00e9t\u00e9", true, true, true},
      // U+1F600: four bytes, one code point, two UTF-16 units.
      {"?", "\U0001F600", false, true, false},
      {"??", "\U0001F600", false, false, true},
      {"????", "\U0001F600", true, false, false},
      {"[\U0001F600]", "\U0001F600", false, true, false},
      {"[\U0001F600][\U0001F600]", "\U0001F600", false, false, true},
      {"[!x][!x]", "\U0001F600", false, false, true},
      {"*", "\U0001F600", true, true, true},
      // A lone surrogate: three bytes (its WTF-8), one code point, one unit.
      {"?", "\xED\xA0\x80", false, true, true},
      {"???", "\xED\xA0\x80", true, false, false},
      {"\xED\xA0\x80", "\xED\xA0\x80", true, true, true},
      {"[\xED\xA0\x80]", "\xED\xA0\x80", false, true, true},
      {"a*", "a\xED\xA0\x80", true, true, true},
      {"[\xED\xA0\x80-\xED\xAF\xBF]", "\xED\xA1\x80", false, true, true},
      // A PEP 383 escape U+DCFF is the byte 0xFF in bytes, one code point otherwise.
      {"?", "\xED\xB3\xBF", true, true, true},
      {"[\xED\xB3\xBF]", "\xED\xB3\xBF", true, true, true},
      {"[\xED\xB2\x80-\xED\xB3\xBF]", "\xED\xB3\x81", true, true, true},
      // The escapes of the bytes C3 A9 are, as bytes, the UTF-8 of é (and only as bytes).
      {"caf\u00e9", "caf\xED\xB3\x83\xED\xB2\xA9", true, false, false},
      {"caf\xED\xB3\x83\xED\xB2\xA9", "caf\u00e9", true, false, false},
      {"caf?", "caf\xED\xB3\x83\xED\xB2\xA9", false, false, false},
      {"caf??", "caf\xED\xB3\x83\xED\xB2\xA9", true, true, true},
      // A byte range in bytes reaches escapes and UTF-8 lead bytes alike.
      {"[\xED\xB2\x80-\xED\xB3\xBF][\xED\xB2\x80-\xED\xB3\xBF]", "\u00e9", true, false, false},
      // Classes and case stay ASCII.
      {"[[:alpha:]]", "\u00e9", false, false, false},
      {"[[:punct:]]", "\u00bf", false, false, false},
      {"[![:alpha:]]", "\u00e9", false, true, true},
  };
  for (const UnitCase& c : cases) {
    const bool expected[] = {c.byte, c.code_point, c.utf16};
    for (int u = 0; u < 3; ++u) {
      EXPECT_EQ(git_match(c.pattern, c.text, true, false, kUnits[u]), expected[u])
          << "pattern '" << c.pattern << "' text '" << c.text << "' unit " << unit_name(kUnits[u]);
    }
  }
  for (GlobUnit unit : kUnits) {
    // ASCII folding only: É and é stay apart, Ǆ and ǆ too.
    EXPECT_FALSE(git_match("\u00c9", "\u00e9", true, true, unit)) << unit_name(unit);
    EXPECT_FALSE(git_match("\u01c4", "\u01c6", false, true, unit)) << unit_name(unit);
    EXPECT_TRUE(git_match("CAF\u00e9", "caf\u00e9", true, true, unit)) << unit_name(unit);
    // Without WM_PATHNAME a bracket holding `/` matches it, and `*` crosses it.
    EXPECT_TRUE(git_match("\u00e9[/]*\u00e9", "\u00e9/x/\u00e9", false, false, unit));
  }
}

// The three units agree on ASCII: random patterns over git's metacharacters and random texts.
TEST(GitGlob, UnitsAgreeOnAscii) {
  std::mt19937 rng(33);
  const std::vector<std::string> pattern_atoms = {
      "a",         "b",         "A",    "/",     "*",    "**", "?",         "[",
      "]",         "!",         "^",    "-",     "\\",   ":",  "[:alpha:]", "[:upper:]",
      "[:lower:]", "[:space:]", "/**/", "[a-z]", "[!b]", " "};
  const std::string text_chars = "abAB/-]:[!\\ ";
  int compared = 0;
  for (int i = 0; i < 800; ++i) {
    std::string pattern;
    const int atoms = static_cast<int>(rng() % 7);
    for (int k = 0; k < atoms; ++k) pattern += pattern_atoms[rng() % pattern_atoms.size()];
    for (const Mode& m : kModes) {
      std::vector<Glob> globs;
      for (GlobUnit unit : kUnits) {
        auto g = Glob::compile(view(pattern), options(m.pathname, m.casefold, unit));
        ASSERT_TRUE(g.ok()) << pattern;
        globs.push_back(*g);
      }
      for (int t = 0; t < 12; ++t) {
        std::string text;
        const int len = static_cast<int>(rng() % 7);
        for (int k = 0; k < len; ++k) text += text_chars[rng() % text_chars.size()];
        const bool byte = globs[0].matches(view(text));
        EXPECT_EQ(globs[1].matches(view(text)), byte) << pattern << " / " << text << " " << m.name;
        EXPECT_EQ(globs[2].matches(view(text)), byte) << pattern << " / " << text << " " << m.name;
        ++compared;
      }
    }
  }
  EXPECT_EQ(compared, 800 * 4 * 12);
}

// Linear time: the classic exponential case for backtracking matchers.
TEST(GitGlob, NoExponentialBacktracking) {
  auto g = Glob::compile("*a*a*a*a*a*a*a*a*a*a*a*a*b"_wtf8, GlobOptions::git());
  ASSERT_TRUE(g.ok());
  const std::string text(100000, 'a');
  EXPECT_FALSE(g->matches(view(text)));
}

}  // namespace
}  // namespace wtf8
