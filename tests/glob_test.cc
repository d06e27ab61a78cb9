// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8/glob.h as a user sees it, across the dialects: the units on non-ASCII names, PathView,
// copies and threads, file-system folding (an all-literal pattern is `same_entry` component by
// component, checked on generated names for every rule), GlobSet against each Glob on generated
// pattern sets of every strategy, and linear time on the adversarial pattern. Each dialect's own
// rules are tested in tests/glob_<dialect>_test.cc against its anchor.

#include "wtf8/glob.h"

#include <cstddef>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "src/glob/program.h"
#include "wtf8/file_names.h"
#include "wtf8/os.h"
#include "wtf8/path_view.h"
#include "wtf8/wtf8_buf.h"

namespace wtf8 {
namespace {

Wtf8View v(const char* s) { return *Wtf8View::from_utf8(s); }

Glob compile(const char* pattern, const GlobOptions& o) {
  absl::StatusOr<Glob> g = Glob::compile(v(pattern), o);
  EXPECT_TRUE(g.ok()) << pattern << ": " << g.status();
  return *std::move(g);
}

GlobOptions with_unit(GlobOptions o, GlobUnit u) {
  o.unit = u;
  return o;
}

TEST(Glob, QuestionMarkPerUnit) {
  const Wtf8Buf latin1 = os::from_posix_bytes("caf\xE9");        // the byte 0xE9 (PEP 383)
  const Wtf8Buf lone = Wtf8Buf::from_utf16(u"caf\xD800");        // a lone surrogate
  const Wtf8Buf astral = Wtf8Buf::from_utf16(u"caf\U0001F600");  // two UTF-16 units
  for (const GlobOptions& base : {GlobOptions::git(), GlobOptions::fnmatch(),
                                  GlobOptions::globset(), GlobOptions::python(PathStyle::kPosix)}) {
    SCOPED_TRACE(static_cast<int>(base.dialect));
    const Glob byte = compile("caf?", with_unit(base, GlobUnit::kByte));
    const Glob cp = compile("caf?", with_unit(base, GlobUnit::kCodePoint));
    const Glob u16 = compile("caf?", with_unit(base, GlobUnit::kUtf16));
    const Glob two = compile("caf??", with_unit(base, GlobUnit::kUtf16));
    EXPECT_FALSE(byte.matches(v("caf\u00E9")));
    EXPECT_TRUE(byte.matches(latin1.as_view()));
    EXPECT_FALSE(byte.matches(lone.as_view()));  // three bytes
    EXPECT_TRUE(cp.matches(v("caf\u00E9")));
    EXPECT_TRUE(cp.matches(latin1.as_view()));
    EXPECT_TRUE(cp.matches(lone.as_view()));
    EXPECT_TRUE(cp.matches(astral.as_view()));
    EXPECT_FALSE(u16.matches(astral.as_view()));
    EXPECT_TRUE(two.matches(astral.as_view()));
    EXPECT_TRUE(u16.matches(lone.as_view()));
  }
  EXPECT_EQ(default_unit(GlobDialect::kGit), GlobUnit::kByte);
  EXPECT_EQ(default_unit(GlobDialect::kPython), GlobUnit::kCodePoint);
}

TEST(Glob, SplitSurrogatesAtTheEndsAreLoneSurrogates) {
  const Wtf8Buf astral = Wtf8Buf::from_utf16(u"a\U00010000");
  const Wtf8View lead = astral.slice(0, 3);  // "a" + the split lead half
  GlobOptions o = GlobOptions::git();
  o.unit = GlobUnit::kCodePoint;
  EXPECT_TRUE(compile("a?", o).matches(lead));
  const Wtf8Buf lone_lead = Wtf8Buf::from_utf16(u"a\xD800");
  EXPECT_TRUE(Glob::compile(lone_lead.as_view(), o)->matches(lead));
  o.unit = GlobUnit::kByte;  // the lone lead's three bytes, canonical
  EXPECT_TRUE(compile("a???", o).matches(lead));
  EXPECT_TRUE(Glob::compile(lone_lead.as_view(), o)->matches(lead));
}

TEST(Glob, PathViewCopiesAndAccessors) {
  const Glob g = compile("a/*.c", GlobOptions::git());
  EXPECT_TRUE(g.matches(PathView::posix(v("a/x.c"))));
  EXPECT_FALSE(g.matches(PathView::posix(v("a/b/x.c"))));
  const Glob copy = g;
  EXPECT_TRUE(copy.matches(v("a/x.c")));
  EXPECT_EQ(copy.pattern(), v("a/*.c"));
  EXPECT_EQ(copy.options().dialect, GlobDialect::kGit);
  EXPECT_TRUE(copy.options().pathname);
}

TEST(Glob, OptionsThatContradictEachOther) {
  GlobOptions o = GlobOptions::git();
  o.file_system = NameRules::kNtfs;
  o.case_mode = GlobCase::kInsensitive;
  const absl::StatusOr<Glob> g = Glob::compile(v("a"), o);
  EXPECT_EQ(g.status().code(), absl::StatusCode::kInvalidArgument);
}

TEST(Glob, ThreadsShareOneGlob) {
  const Glob g = compile("**/*.c", GlobOptions::git());
  auto work = [&](int* count) {
    for (int i = 0; i < 2000; ++i) {
      *count += g.matches(v("src/deep/x.c")) ? 1 : 0;
      *count += g.matches(v("src/deep/x.h")) ? 1 : 0;
    }
  };
  int a = 0, b = 0;
  std::thread t1(work, &a), t2(work, &b);
  t1.join();
  t2.join();
  EXPECT_EQ(a, 2000);
  EXPECT_EQ(b, 2000);
}

TEST(Glob, AdversarialPatternIsLinear) {
  // Exponential backtracking would not finish; the automaton reads the megabyte once.
  const std::string text(std::size_t{1} << 20, 'a');
  const Wtf8View view = Wtf8View::from_wtf8_unchecked(text);
  for (const GlobOptions& o : {GlobOptions::git(), GlobOptions::fnmatch(), GlobOptions::globset(),
                               GlobOptions::python(PathStyle::kPosix)}) {
    const Glob g = compile("*a*a*a*a*a*a*a*a*a*b", o);
    EXPECT_FALSE(g.matches(view));
  }
}

TEST(Glob, LongPatternsCompileAndMatch) {
  // 20000 different code points: too many classes for a whole DFA, so the NFA runs; neither
  // compiling nor matching may be quadratic in the pattern.
  std::u16string text;
  for (char16_t c = 0x4E00; c < 0x4E00 + 20000; ++c) text.push_back(c);
  const Wtf8Buf literal = Wtf8Buf::from_utf16(text);
  const Wtf8Buf pattern = Wtf8Buf::from_utf16(text + u"*");
  for (GlobUnit unit : {GlobUnit::kByte, GlobUnit::kCodePoint, GlobUnit::kUtf16}) {
    GlobOptions o = GlobOptions::git();
    o.unit = unit;
    const absl::StatusOr<Glob> g = Glob::compile(pattern.as_view(), o);
    ASSERT_TRUE(g.ok()) << g.status();
    EXPECT_TRUE(g->matches(literal.as_view()));
    EXPECT_FALSE(g->matches(pattern.as_view().slice_from(3)));
  }
}

// ---- file systems --------------------------------------------------------------------------

TEST(GlobFileSystem, Examples) {
  GlobOptions ntfs = GlobOptions::globset();
  ntfs.file_system = NameRules::kNtfs;
  EXPECT_TRUE(compile("*.TXT", ntfs).matches(v("notes.txt")));
  EXPECT_TRUE(compile("Report", ntfs).matches(v("REPORT.")));
  EXPECT_TRUE(compile("dir/Report", ntfs).matches(v("DIR/report ")));
  EXPECT_FALSE(compile("stra\u00DFe", ntfs).matches(v("STRASSE")));
  GlobOptions apfs = GlobOptions::git();
  apfs.file_system = NameRules::kApfs;
  EXPECT_TRUE(compile("stra\u00DFe", apfs).matches(v("STRASSE")));
  EXPECT_TRUE(compile("Caf\u00E9*", apfs).matches(v("cafe\u0301.txt")));
  EXPECT_TRUE(compile("*.TXT", apfs).matches(v("a.txt")));
  EXPECT_FALSE(compile("*.TXT", apfs).matches(v("a/b.txt")));  // WM_PATHNAME still holds
  GlobOptions hfs = GlobOptions::git();
  hfs.file_system = NameRules::kHfsPlus;
  EXPECT_TRUE(compile(".git", hfs).matches(v(".g\u200Cit")));
  EXPECT_TRUE(compile("[A-C]*", hfs).matches(v("bravo")));
}

std::vector<std::string> components(const std::string& whole) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (true) {
    const std::size_t slash = whole.find('/', start);
    parts.push_back(whole.substr(start, slash == std::string::npos ? slash : slash - start));
    if (slash == std::string::npos) return parts;
    start = slash + 1;
  }
}

// For a pattern without metacharacters, matches() is same_entry component by component.
TEST(GlobFileSystem, LiteralPatternIsSameEntry) {
  const std::vector<std::string> pieces = {
      "a", "A",      "b",      ".", " ",      "\u00DF",  "ss",     "SS", "\u0130",
      "i", "\u0131", "\u212A", "k", "\u00E9", "e\u0301", "\u200C", ":",  "\xED\xA0\x80"};
  std::mt19937 rng(33);
  auto name = [&] {
    std::string s;
    const int n = 1 + static_cast<int>(rng() % 4);
    for (int i = 0; i < n; ++i) s += pieces[rng() % pieces.size()];
    return s;
  };
  int checked = 0;
  for (NameRules rules :
       {NameRules::kNtfs, NameRules::kHfsPlus, NameRules::kApfs, NameRules::kLinuxCasefold}) {
    GlobOptions o = GlobOptions::git();
    o.unit = GlobUnit::kCodePoint;
    o.file_system = rules;
    for (int i = 0; i < 400; ++i) {
      const std::string p1 = name(), p2 = name(), n1 = name(), n2 = name();
      const bool two = rng() % 2 == 0;
      const std::string pattern = two ? p1 + "/" + p2 : p1;
      const Wtf8View pv = *Wtf8View::from_wtf8(pattern);
      absl::StatusOr<Glob> g = Glob::compile(pv, o);
      ASSERT_TRUE(g.ok()) << g.status();
      for (const std::string& path : {n1, n1 + "/" + n2, p1, two ? p1 + "/" + n2 : n1}) {
        const Wtf8View path_view = *Wtf8View::from_wtf8(path);
        // same_entry component by component.
        const std::vector<std::string> a = components(pattern), b = components(path);
        bool expected = a.size() == b.size();
        for (std::size_t k = 0; expected && k < a.size(); ++k) {
          expected = same_entry(*Wtf8View::from_wtf8(a[k]), *Wtf8View::from_wtf8(b[k]), rules);
        }
        EXPECT_EQ(g->matches(path_view), expected)
            << to_string(rules) << " pattern " << pv.debug_string() << " path "
            << path_view.debug_string();
        ++checked;
      }
    }
  }
  EXPECT_EQ(checked, 4 * 400 * 4);
}

// ---- GlobSet ---------------------------------------------------------------------------------

std::string random_pattern(std::mt19937& rng, bool braces) {
  static const std::vector<std::string> atoms = {"a",    "b",    "c",    ".",    "/",      "*",
                                                 "**",   "?",    "[ab]", "[!a]", "\u00E9", "x.c",
                                                 "src/", "/**/", "**/",  "*.c",  ".h"};
  std::string p;
  const int n = 1 + static_cast<int>(rng() % 5);
  for (int i = 0; i < n; ++i) p += atoms[rng() % atoms.size()];
  if (braces && rng() % 4 == 0) p += "{a,b}";
  return p;
}

std::string random_path(std::mt19937& rng) {
  static const std::vector<std::string> atoms = {
      "a", "b", "c", ".", "/", "x.c", ".h", "src/", "\u00E9", "\xED\xB3\xBF", "ab"};
  std::string p;
  const int n = static_cast<int>(rng() % 6);
  for (int i = 0; i < n; ++i) p += atoms[rng() % atoms.size()];
  return p;
}

void expect_set_equals_globs(const std::vector<GlobOptions>& options, uint32_t seed) {
  std::mt19937 rng(seed);
  for (int round = 0; round < 30; ++round) {
    std::vector<Glob> globs;
    const int n = 1 + static_cast<int>(rng() % 40);
    for (int i = 0; i < n; ++i) {
      const GlobOptions& o = options[rng() % options.size()];
      const std::string p = random_pattern(rng, o.dialect == GlobDialect::kGlobset);
      absl::StatusOr<Glob> g = Glob::compile(*Wtf8View::from_wtf8(p), o);
      if (g.ok()) globs.push_back(*std::move(g));
    }
    const GlobSet set = GlobSet::build(globs);
    ASSERT_EQ(set.size(), globs.size());
    std::vector<std::size_t> got;
    for (int k = 0; k < 60; ++k) {
      const std::string path = random_path(rng);
      const Wtf8View pv = *Wtf8View::from_wtf8(path);
      std::vector<std::size_t> expected;
      for (std::size_t i = 0; i < globs.size(); ++i) {
        if (globs[i].matches(pv)) expected.push_back(i);
      }
      set.matching(pv, got);
      ASSERT_EQ(got, expected) << "path " << pv.debug_string();
      ASSERT_EQ(set.matches(pv), !expected.empty());
    }
  }
}

TEST(GlobSet, EqualsEachGlobGit) {
  GlobOptions cp = GlobOptions::git();
  cp.unit = GlobUnit::kCodePoint;
  GlobOptions nopath = GlobOptions::git();
  nopath.pathname = false;
  GlobOptions icase = GlobOptions::git();
  icase.case_mode = GlobCase::kInsensitive;
  expect_set_equals_globs({GlobOptions::git(), cp, nopath, icase}, 1);
}

TEST(GlobSet, EqualsEachGlobEveryDialect) {
  GlobOptions fn = GlobOptions::fnmatch();
  fn.pathname = true;
  fn.period = true;
  GlobOptions gs = GlobOptions::globset();
  gs.literal_separator = true;
  GlobOptions ntfs = GlobOptions::globset();
  ntfs.file_system = NameRules::kNtfs;
  expect_set_equals_globs(
      {GlobOptions::fnmatch(), fn, GlobOptions::globset(), gs,
       GlobOptions::python(PathStyle::kPosix), GlobOptions::python(PathStyle::kWindows),
       GlobOptions::python(PathStyle::kPosix, PythonMatch::kMatch), ntfs},
      2);
}

TEST(GlobSet, EmptyAndStrategies) {
  const GlobSet empty;
  EXPECT_TRUE(empty.empty());
  EXPECT_FALSE(empty.matches(v("a")));
  EXPECT_TRUE(empty.matching(v("a")).empty());
  std::vector<Glob> globs;
  for (const char* p : {"Makefile", "*.c", "docs/*", "**/*.h", "src/**", "[ab]*x", "a?c"}) {
    globs.push_back(compile(p, GlobOptions::git()));
  }
  const GlobSet set = GlobSet::build(globs);
  EXPECT_EQ(set.matching(v("Makefile")), (std::vector<std::size_t>{0}));
  EXPECT_EQ(set.matching(v("x.c")), (std::vector<std::size_t>{1}));
  EXPECT_EQ(set.matching(v("docs/a")), (std::vector<std::size_t>{2}));
  EXPECT_TRUE(set.matching(v("docs/a/b")).empty());
  EXPECT_EQ(set.matching(v("src/a/b.h")), (std::vector<std::size_t>{3, 4}));
  EXPECT_EQ(set.matching(v("bx")), (std::vector<std::size_t>{5}));
  EXPECT_EQ(set.matching(v("abc")), (std::vector<std::size_t>{6}));
}

}  // namespace
}  // namespace wtf8
