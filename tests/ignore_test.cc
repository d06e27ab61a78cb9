// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8/ignore.h: each fact issue 34 lists about how git 2.39 reads an ignore file and decides a
// path, one test each, and the scenarios of git's t/t0008-ignores.sh restated as data (our own
// words and layout; the expectations are git's answers, checked with `git check-ignore -v -n
// --no-index`). Expectations are written as `-v` prints the deciding rule, `source:line:text`,
// or "" when no rule matched.

#include "wtf8/ignore.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "wtf8/name_rules.h"
#include "wtf8/os.h"

namespace wtf8 {
namespace {

// A tree's ignore files: (directory, bytes) pairs, info/exclude and core.excludesFile.
struct Tree {
  std::vector<std::pair<std::string, std::string>> gitignores;
  std::string info_exclude;
  std::string excludes_file;
  bool ignorecase = false;
};

IgnoreStack make_stack(const Tree& tree) {
  IgnoreStack stack(IgnoreOptions{tree.ignorecase});
  for (const auto& [dir, bytes] : tree.gitignores) {
    const Wtf8Buf d = os::from_posix_bytes(dir);
    stack.add_directory_file(d.as_view(), bytes);
  }
  if (!tree.info_exclude.empty()) {
    const Wtf8Buf s = os::from_posix_bytes(".git/info/exclude");
    stack.set_info_exclude(tree.info_exclude, s.as_view());
  }
  if (!tree.excludes_file.empty()) {
    const Wtf8Buf s = os::from_posix_bytes("global-excludes");
    stack.set_excludes_file(tree.excludes_file, s.as_view());
  }
  return stack;
}

// What `git check-ignore -v` prints before the tab for a decision, or "".
std::string verbose_of(const IgnoreDecision& d) {
  if (d.rule == nullptr) return "";
  return std::string(d.rule->source().as_bytes()) + ":" + std::to_string(d.rule->line()) + ":" +
         std::string(d.rule->text_bytes());
}

// The same for `path`.
std::string verbose(const IgnoreStack& stack, std::string_view path, bool is_dir = false) {
  const Wtf8Buf p = os::from_posix_bytes(path);
  return verbose_of(stack.check(p.as_view(), is_dir));
}

// A reader of `files` (path from the root -> bytes) that notes each file it is asked for.
IgnoreStack::Reader recording_reader(const std::map<std::string, std::string>& files,
                                     std::vector<std::string>& asked) {
  return [&files, &asked](Wtf8View file) -> std::optional<std::string> {
    asked.emplace_back(file.as_bytes());
    auto it = files.find(std::string(file.as_bytes()));
    if (it == files.end()) return std::nullopt;
    return it->second;
  };
}

// The same with one root `.gitignore` holding `bytes`.
std::string root_rule(std::string_view bytes, std::string_view path, bool is_dir = false,
                      bool ignorecase = false) {
  Tree t;
  t.gitignores.push_back({"", std::string(bytes)});
  t.ignorecase = ignorecase;
  return verbose(make_stack(t), path, is_dir);
}

// ---- Reading a file ---------------------------------------------------------------------------

TEST(IgnoreFacts, LinesEndAtLfAndOneCrBeforeItIsDropped) {
  EXPECT_EQ(root_rule("a\r\nb\n", "a"), ".gitignore:1:a");
  EXPECT_EQ(root_rule("a\r\nb\n", "b"), ".gitignore:2:b");
  // Only one CR goes; the other is data.
  EXPECT_EQ(root_rule("a\r\r\n", "a"), "");
  EXPECT_EQ(root_rule("a\r\r\n", "a\r"), ".gitignore:1:a\r");
  // At the end of a file without a LF, too (git appends one).
  EXPECT_EQ(root_rule("x\ny\r", "y"), ".gitignore:2:y");
  // A CR elsewhere is data; a lone CR does not end a line.
  EXPECT_EQ(root_rule("a\rb\n", "a\rb"), ".gitignore:1:a\rb");
  EXPECT_EQ(root_rule("a\rb\n", "a"), "");
}

TEST(IgnoreFacts, EveryLineCountsAndOnlyAFirstHashIsAComment) {
  EXPECT_EQ(root_rule("# c\n\n  \nz\n", "z"), ".gitignore:4:z");
  EXPECT_EQ(root_rule("#z\n", "#z"), "");
  EXPECT_EQ(root_rule(" #z\n", " #z"), ".gitignore:1: #z");
  EXPECT_EQ(root_rule("a#z\n", "a#z"), ".gitignore:1:a#z");
  EXPECT_EQ(root_rule("\\#z\n", "#z"), ".gitignore:1:\\#z");
}

TEST(IgnoreFacts, OnlyTrailingSpacesAreTrimmed) {
  EXPECT_EQ(root_rule("a  \n", "a"), ".gitignore:1:a");
  EXPECT_EQ(root_rule("a\t\n", "a"), "");
  EXPECT_EQ(root_rule("a\t\n", "a\t"), ".gitignore:1:a\t");
  // An escaped space stays, and so do the spaces before it; later ones go.
  EXPECT_EQ(root_rule("a\\  \n", "a "), ".gitignore:1:a\\ ");
  EXPECT_EQ(root_rule("a \\  \n", "a  "), ".gitignore:1:a \\ ");
  // Spaces before the CR that is dropped are trimmed too; a CR before spaces is not.
  EXPECT_EQ(root_rule("a \r\n", "a"), ".gitignore:1:a");
  EXPECT_EQ(root_rule("a\r \n", "a\r"), ".gitignore:1:a\r");
}

TEST(IgnoreFacts, ALoneTrailingBackslashStopsTrimmingAndMatchesNothing) {
  const Wtf8Buf src = os::from_posix_bytes(".gitignore");
  IgnoreFile f = IgnoreFile::parse("a \\\n", src.as_view());
  ASSERT_EQ(f.rules().size(), 1u);
  EXPECT_EQ(f.rules()[0].text_bytes(), "a \\");
  EXPECT_EQ(root_rule("a \\\n", "a "), "");
  EXPECT_EQ(root_rule("a \\\n", "a \\"), "");
  EXPECT_EQ(root_rule("a\\\\\n", "a\\"), ".gitignore:1:a\\\\");
}

TEST(IgnoreFacts, ANulEndsThePattern) {
  EXPECT_EQ(root_rule(std::string("ab\0cd\n", 6), "ab"), ".gitignore:1:ab");
  EXPECT_EQ(root_rule(std::string("ab \0cd\n", 7), "ab"), ".gitignore:1:ab");
  EXPECT_EQ(root_rule(std::string("x\n\0y\nz\n", 7), "z"), ".gitignore:3:z");
}

TEST(IgnoreFacts, OneBomAtTheVeryStartIsSkipped) {
  EXPECT_EQ(root_rule("\xEF\xBB\xBF"
                      "a\n",
                      "a"),
            ".gitignore:1:a");
  EXPECT_EQ(root_rule("\xEF\xBB\xBF\xEF\xBB\xBF"
                      "a\n",
                      "a"),
            "");
  EXPECT_EQ(root_rule("x\n\xEF\xBB\xBF"
                      "a\n",
                      "a"),
            "");
  EXPECT_EQ(root_rule("x\n\xEF\xBB\xBF"
                      "a\n",
                      "\xEF\xBB\xBF"
                      "a"),
            ".gitignore:2:\xEF\xBB\xBF"
            "a");
  // A BOM before a comment: the comment is still one.
  EXPECT_EQ(root_rule("\xEF\xBB\xBF#a\n", "#a"), "");
  // In every kind of ignore file.
  Tree t;
  t.info_exclude =
      "\xEF\xBB\xBF"
      "i\n";
  t.excludes_file =
      "\xEF\xBB\xBF"
      "g\n";
  t.gitignores.push_back({"d",
                          "\xEF\xBB\xBF"
                          "s\n"});
  const IgnoreStack s = make_stack(t);
  EXPECT_EQ(verbose(s, "i"), ".git/info/exclude:1:i");
  EXPECT_EQ(verbose(s, "g"), "global-excludes:1:g");
  EXPECT_EQ(verbose(s, "d/s"), "d/.gitignore:1:s");
}

TEST(IgnoreFacts, BangNegatesOnlyAsTheFirstByte) {
  EXPECT_EQ(root_rule("*\n!a\n", "a"), ".gitignore:2:!a");
  EXPECT_EQ(root_rule("*\n!!a\n", "!a"), ".gitignore:2:!!a");
  EXPECT_EQ(root_rule("*\n!!a\n", "a"), ".gitignore:1:*");
  EXPECT_EQ(root_rule("\\!a\n", "!a"), ".gitignore:1:\\!a");
  EXPECT_EQ(root_rule("a!\n", "a!"), ".gitignore:1:a!");
  const Wtf8Buf p = os::from_posix_bytes("a");
  Tree t;
  t.gitignores.push_back({"", "*\n!a\n"});
  const IgnoreDecision d = make_stack(t).check(p.as_view(), false);
  EXPECT_EQ(d.status, IgnoreStatus::kReincluded);
  EXPECT_FALSE(d.ignored());
}

TEST(IgnoreFacts, EmptyPatternsMatchOnlyAQueriedTrailingSlash) {
  // `/`, `!` and a line of spaces are rules with an empty pattern: no name equals it, but the
  // last component of a queried `c/` is empty (git 2.39 answers so; the text says
  // "match nothing").
  for (const char* line : {"/\n", "!\n", "   \n"}) {
    EXPECT_EQ(root_rule(line, "c"), "") << line;
    EXPECT_EQ(root_rule(line, "c", true), "") << line;
  }
  EXPECT_EQ(root_rule("/\n", "c/", true), ".gitignore:1:/");
  EXPECT_EQ(root_rule("/\n", "c/", false), "");  // directory-only, and `c` is no directory
  EXPECT_EQ(root_rule("!\n", "c/", false), ".gitignore:1:!");
  EXPECT_EQ(root_rule("   \n", "c/", false), ".gitignore:1:");
}

// Queried paths are normalised (git normalises a pathspec), so a rule with a `.`, `..` or empty
// component, or two leading `/`, has nothing to match.
TEST(IgnoreFacts, PatternsThatMatchNothing) {
  for (const char* line :
       {"a\\", "[", "a[b", "[[:foo:]]", "a/./b", "a/../b", "a//b", "//a", "./a", "a/.", "[!]"}) {
    for (const char* path : {"a", "b", "a/b", "ab", "[", "a[b"}) {
      EXPECT_EQ(root_rule(std::string(line) + "\n", path), "") << line << " " << path;
      EXPECT_EQ(root_rule(std::string(line) + "\n", path, true), "") << line << " " << path;
    }
  }
}

TEST(IgnoreFacts, OneTrailingSlashMakesARuleDirectoryOnly) {
  EXPECT_EQ(root_rule("d/\n", "d", false), "");
  EXPECT_EQ(root_rule("d/\n", "d", true), ".gitignore:1:d/");
  EXPECT_EQ(root_rule("d/\n", "x/d", true), ".gitignore:1:d/");  // still unanchored
  // The file below is ignored through its directory.
  EXPECT_EQ(root_rule("d/\n", "x/d/f"), ".gitignore:1:d/");
  // `d//`: one `/` made it directory-only, the other anchors `d/`, which no path equals.
  EXPECT_EQ(root_rule("d//\n", "d", true), "");
}

TEST(IgnoreFacts, AnyOtherSlashAnchorsThePattern) {
  EXPECT_EQ(root_rule("/a\n", "a"), ".gitignore:1:/a");
  EXPECT_EQ(root_rule("/a\n", "x/a"), "");
  EXPECT_EQ(root_rule("a\n", "x/a"), ".gitignore:1:a");
  EXPECT_EQ(root_rule("x/a\n", "x/a"), ".gitignore:1:x/a");
  EXPECT_EQ(root_rule("x/a\n", "y/x/a"), "");
  // An escaped `\/` anchors too (and matches `/`).
  EXPECT_EQ(root_rule("x\\/a\n", "x/a"), ".gitignore:1:x\\/a");
  EXPECT_EQ(root_rule("x\\/a\n", "y/x/a"), "");
  // Anchored to the file's own directory.
  Tree t;
  t.gitignores.push_back({"s", "/a\nb/c\n"});
  const IgnoreStack s = make_stack(t);
  EXPECT_EQ(verbose(s, "s/a"), "s/.gitignore:1:/a");
  EXPECT_EQ(verbose(s, "s/t/a"), "");
  EXPECT_EQ(verbose(s, "s/b/c"), "s/.gitignore:2:b/c");
  EXPECT_EQ(verbose(s, "b/c"), "");
}

TEST(IgnoreFacts, DoubleStarIsSpecialOnlyAsAWholeComponent) {
  EXPECT_EQ(root_rule("**\n", "a/b/c"), ".gitignore:1:**");
  EXPECT_EQ(root_rule("***\n", "a/b/c"), ".gitignore:1:***");
  EXPECT_EQ(root_rule("**/b\n", "a/x/b"), ".gitignore:1:**/b");
  EXPECT_EQ(root_rule("**/b\n", "b"), ".gitignore:1:**/b");
  EXPECT_EQ(root_rule("a/**/b\n", "a/b"), ".gitignore:1:a/**/b");
  EXPECT_EQ(root_rule("a/**/b\n", "a/x/y/b"), ".gitignore:1:a/**/b");
  // `a**b` is `a*b` inside one component.
  EXPECT_EQ(root_rule("x/a**b\n", "x/aqb"), ".gitignore:1:x/a**b");
  EXPECT_EQ(root_rule("x/a**b\n", "x/a/b"), "");
  // A trailing `/**` does not match the directory itself, only what is inside it.
  EXPECT_EQ(root_rule("a/**\n", "a", true), "");
  EXPECT_EQ(root_rule("a/**\n", "a/x"), ".gitignore:1:a/**");
  EXPECT_EQ(root_rule("a/**\n", "a/x/y"), ".gitignore:1:a/**");
}

TEST(IgnoreFacts, TheLiteralPrefixIsComparedFirst) {
  EXPECT_EQ(root_rule("foo**/bar\n", "foobar"), ".gitignore:1:foo**/bar");
  EXPECT_EQ(root_rule("foo**/bar\n", "fooX/y/bar"), ".gitignore:1:foo**/bar");
  EXPECT_EQ(root_rule("foo**/bar\n", "foo/bar"), ".gitignore:1:foo**/bar");
  EXPECT_EQ(root_rule("foo**/bar\n", "fobar"), "");
  // A head longer than the path fails at once.
  EXPECT_EQ(root_rule("abcdef/*\n", "abc"), "");
}

TEST(IgnoreFacts, IgnorecaseFoldsAsciiOnly) {
  EXPECT_EQ(root_rule("ABC\n", "abc", false, true), ".gitignore:1:ABC");
  EXPECT_EQ(root_rule("ABC\n", "abc", false, false), "");
  EXPECT_EQ(root_rule("*.TXT\n", "a.txt", false, true), ".gitignore:1:*.TXT");
  EXPECT_EQ(root_rule("d/[A-C]x\n", "D/bX", false, true), ".gitignore:1:d/[A-C]x");
  EXPECT_EQ(root_rule("[[:upper:]]\n", "q", false, true), ".gitignore:1:[[:upper:]]");
  EXPECT_EQ(root_rule("[[:lower:]]\n", "Q", false, true), ".gitignore:1:[[:lower:]]");
  // Not beyond ASCII: É and é are different bytes.
  EXPECT_EQ(root_rule("\xC3\x89\n", "\xC3\xA9", false, true), "");
  // Which file is read does not fold: `SRC/x` reads `SRC/.gitignore` only.
  Tree t;
  t.ignorecase = true;
  t.gitignores.push_back({"src", "x\n"});
  const IgnoreStack s = make_stack(t);
  EXPECT_EQ(verbose(s, "src/X"), "src/.gitignore:1:x");
  EXPECT_EQ(verbose(s, "SRC/x"), "");
}

TEST(IgnoreFacts, VerboseShowsThePatternAsWritten) {
  EXPECT_EQ(root_rule("/a\\*b/  \n", "a*b", true), ".gitignore:1:/a\\*b/");
  EXPECT_EQ(root_rule("*\n!/x/\n", "x", true), ".gitignore:2:!/x/");
  const Wtf8Buf src = os::from_posix_bytes(".gitignore");
  IgnoreFile f = IgnoreFile::parse("!/x/\n", src.as_view());
  ASSERT_EQ(f.rules().size(), 1u);
  EXPECT_TRUE(f.rules()[0].negated());
  EXPECT_TRUE(f.rules()[0].directory_only());
  EXPECT_TRUE(f.rules()[0].anchored());
  EXPECT_EQ(f.rules()[0].text_bytes(), "!/x/");
}

TEST(IgnoreFacts, AQueriedTrailingSlashIsMatchedAsItself) {
  // `c/` tests `c` as a directory first, then the string `c/`: `c/*` matches it.
  EXPECT_EQ(root_rule("c/*\n", "c/", false), ".gitignore:1:c/*");
  EXPECT_EQ(root_rule("c/*\n", "c", true), "");
  EXPECT_EQ(root_rule("c/\n", "c/", false), ".gitignore:1:c/");
}

// ---- Precedence -------------------------------------------------------------------------------

TEST(IgnoreFacts, TheFirstFileWithAMatchDecidesEvenByANegation) {
  Tree t;
  t.gitignores = {{"", "x\n"}, {"a", "!x\n"}, {"a/b", "y\n"}};
  t.info_exclude = "x\nz\n";
  t.excludes_file = "!z\nw\n";
  const IgnoreStack s = make_stack(t);
  EXPECT_EQ(verbose(s, "a/x"), "a/.gitignore:1:!x");
  EXPECT_EQ(verbose(s, "a/b/x"), "a/.gitignore:1:!x");
  EXPECT_EQ(verbose(s, "x"), ".gitignore:1:x");
  EXPECT_EQ(verbose(s, "z"), ".git/info/exclude:2:z");
  EXPECT_EQ(verbose(s, "w"), "global-excludes:2:w");
}

TEST(IgnoreFacts, TheLastMatchingLineOfAFileDecides) {
  EXPECT_EQ(root_rule("*.o\n!k.o\n", "k.o"), ".gitignore:2:!k.o");
  EXPECT_EQ(root_rule("!k.o\n*.o\n", "k.o"), ".gitignore:2:*.o");
}

TEST(IgnoreFacts, AnExcludedAncestorDecidesAndFilesBelowItAreNotRead) {
  Tree t;
  t.gitignores = {{"", "d/\n"}, {"d", "!f\n"}, {"d/e", "!*\n"}};
  const IgnoreStack s = make_stack(t);
  EXPECT_EQ(verbose(s, "d/f"), ".gitignore:1:d/");
  EXPECT_EQ(verbose(s, "d/e/f"), ".gitignore:1:d/");
  // The outermost excluded ancestor is the answer.
  Tree u;
  u.gitignores = {{"", "a/\nb/\n"}};
  EXPECT_EQ(verbose(make_stack(u), "a/b/c"), ".gitignore:1:a/");
}

TEST(IgnoreFacts, ANegationThatMatchedOnlyAnAncestorIsNeverTheAnswer) {
  Tree t;
  t.gitignores = {{"", "!d\n"}};
  EXPECT_EQ(verbose(make_stack(t), "d/f"), "");
  Tree u;
  u.gitignores = {{"", "!d\n*.o\n"}};
  EXPECT_EQ(verbose(make_stack(u), "d/f.o"), ".gitignore:2:*.o");
}

TEST(IgnoreFacts, ProgramRulesComeFirst) {
  Tree t;
  t.gitignores = {{"", "x\n"}};
  IgnoreStack s = make_stack(t);
  const Wtf8Buf src = os::from_posix_bytes("--exclude");
  s.add_program_rules("!x\n", src.as_view());
  EXPECT_EQ(verbose(s, "x"), "--exclude:1:!x");
}

// ---- Lossless names ---------------------------------------------------------------------------

TEST(IgnoreFacts, NamesAreMatchedAsTheirBytes) {
  // A PEP 383 escape is the byte it stands for; `?` is one byte.
  EXPECT_EQ(root_rule("caf?\n", "caf\xE9"), ".gitignore:1:caf?");
  EXPECT_EQ(root_rule("caf\xE9\n", "caf\xE9"), ".gitignore:1:caf\xE9");
  EXPECT_EQ(root_rule("caf??\n", "caf\xC3\xA9"), ".gitignore:1:caf??");
  // The literal head may end inside a code point.
  EXPECT_EQ(root_rule("x/\xC3*\n", "x/\xC3\xA9"), ".gitignore:1:x/\xC3*");
  // A lone surrogate is its three WTF-8 bytes.
  Tree t;
  t.gitignores = {{"", "a???\n"}};
  const IgnoreStack s = make_stack(t);
  const Wtf8Buf lone = Wtf8Buf::from_utf16(u"a\xD800");
  const IgnoreDecision d = s.check(lone.as_view(), false);
  ASSERT_NE(d.rule, nullptr);
  EXPECT_EQ(d.rule->line(), 1u);
  EXPECT_EQ(ignore_path_bytes(lone.as_view()), "a\xED\xA0\x80");
}

// ---- Output -----------------------------------------------------------------------------------

TEST(IgnoreOutput, RecordsAsGitPrintsThem) {
  const Wtf8Buf src = os::from_posix_bytes("d\xC3\xA9/.gitignore");
  IgnoreFile f = IgnoreFile::parse("!x\ny/\n", src.as_view());
  const IgnoreRule* neg = &f.rules()[0];
  const IgnoreRule* dir = &f.rules()[1];
  std::string out;
  append_check_ignore_record(out, "p\tq", dir, true, true, false);
  EXPECT_EQ(out, "\"d\\303\\251/.gitignore\":2:y/\t\"p\\tq\"\n");
  out.clear();
  append_check_ignore_record(out, "p", nullptr, true, true, false);
  EXPECT_EQ(out, "::\tp\n");
  out.clear();
  append_check_ignore_record(out, "p", nullptr, true, false, false);
  EXPECT_EQ(out, "");
  out.clear();
  // Without -v a negation is not printed.
  append_check_ignore_record(out, "p", neg, false, false, false);
  EXPECT_EQ(out, "");
  append_check_ignore_record(out, "\"p", dir, false, false, false);
  EXPECT_EQ(out, "\"\\\"p\"\n");
  out.clear();
  append_check_ignore_record(out, "p\xFF", neg, true, true, true);
  EXPECT_EQ(out, std::string("d\xC3\xA9/.gitignore\0"
                             "1\0!x\0p\xFF\0",
                             23));
  out.clear();
  append_check_ignore_record(out, "p", nullptr, true, true, true);
  EXPECT_EQ(out, std::string("\0\0\0p\0", 5));
}

// ---- git's t0008-ignores.sh, restated ---------------------------------------------------------

// The tree t0008 sets up: root, `a` and `a/b` ignore files (with a comment and a blank line
// counting for the numbering), one in an ignored directory that is never read, a global file
// and info/exclude.
Tree t0008_tree(bool global) {
  Tree t;
  t.gitignores = {
      {"", "one\nignored-*\ntop-level-dir/\n"},
      {"a", "two*\n*three\n"},
      {"a/b",
       "four\nfive\n# this comment should affect the line numbers\nsix\nignored-dir/\n"
       "# and so should this blank line:\n\n!on*\n!two\n"},
      {"a/b/ignored-dir", "seven\n"},
  };
  if (global) t.excludes_file = "globalone\n!globaltwo\nglobalthree\n";
  t.info_exclude = "per-repo\n";
  return t;
}

struct Row {
  const char* path;
  bool is_dir;
  const char* expected;  // `-v` before the tab, "" for no rule
};

TEST(IgnoreT0008, Scenarios) {
  const std::vector<Row> rows = {
      // files that exist or not, at the root and in `a`
      {"non-existent", false, ""},
      {"one", false, ".gitignore:1:one"},
      {"a/one", false, ".gitignore:1:one"},
      {"not-ignored", false, ""},
      {"ignored-and-untracked", false, ".gitignore:2:ignored-*"},
      {"a/ignored-and-untracked", false, ".gitignore:2:ignored-*"},
      {"a/3-three", false, "a/.gitignore:2:*three"},
      {"a/three-not-this-one", false, ""},
      // a negation nested below the rule it overrides
      {"a/b/one", false, "a/b/.gitignore:8:!on*"},
      {"a/b/on", false, "a/b/.gitignore:8:!on*"},
      {"a/b/one one", false, "a/b/.gitignore:8:!on*"},
      {"a/b/one\"three", false, "a/b/.gitignore:8:!on*"},
      {"a/b/two", false, "a/b/.gitignore:9:!two"},
      {"a/b/twooo", false, "a/.gitignore:1:two*"},
      {"a/b/not-ignored", false, ""},
      // an ignored directory and the files below it (its own ignore file is never read)
      {"a/b/ignored-dir", true, "a/b/.gitignore:5:ignored-dir/"},
      {"a/b/ignored-dir/foo", false, "a/b/.gitignore:5:ignored-dir/"},
      {"a/b/ignored-dir/twoooo", false, "a/b/.gitignore:5:ignored-dir/"},
      {"a/b/ignored-dir/seven", false, "a/b/.gitignore:5:ignored-dir/"},
      {"top-level-dir", true, ".gitignore:3:top-level-dir/"},
      {"top-level-dir", false, ""},
      // global excludes and info/exclude
      {"globalone", false, "global-excludes:1:globalone"},
      {"per-repo", false, ".git/info/exclude:1:per-repo"},
      {"globalthree", false, "global-excludes:3:globalthree"},
      {"a/globalthree", false, "a/.gitignore:2:*three"},
      {"a/per-repo", false, ".git/info/exclude:1:per-repo"},
      {"globaltwo", false, "global-excludes:2:!globaltwo"},
      {"a/globaltwo", false, "global-excludes:2:!globaltwo"},
      {"a/b/globaltwo", false, "global-excludes:2:!globaltwo"},
      {"b/globaltwo", false, "global-excludes:2:!globaltwo"},
      {"c/not-ignored", false, ""},
  };
  const IgnoreStack s = make_stack(t0008_tree(true));
  for (const Row& r : rows) {
    EXPECT_EQ(verbose(s, r.path, r.is_dir), r.expected) << r.path;
  }
  // Before core.excludesFile is set, the global rules do not apply.
  const IgnoreStack no_global = make_stack(t0008_tree(false));
  EXPECT_EQ(verbose(no_global, "globalone"), "");
  EXPECT_EQ(verbose(no_global, "a/globaltwo"), "");
  EXPECT_EQ(verbose(no_global, "per-repo"), ".git/info/exclude:1:per-repo");
}

TEST(IgnoreT0008, ExactPrefixMatching) {
  // `/git/` and `git/` in `a/.gitignore` select `a/git`, not `a/git-foo`.
  for (const char* rule : {"/git/\n", "git/\n"}) {
    Tree t;
    t.gitignores = {{"a", rule}};
    const IgnoreStack s = make_stack(t);
    EXPECT_NE(verbose(s, "a/git", true), "") << rule;
    EXPECT_NE(verbose(s, "a/git/foo"), "") << rule;
    EXPECT_EQ(verbose(s, "a/git-foo", true), "") << rule;
    EXPECT_EQ(verbose(s, "a/git-foo/bar"), "") << rule;
  }
}

TEST(IgnoreT0008, DirectoriesAndDoubleStar) {
  Tree t;
  t.gitignores = {{"", "data/**\n!data/**/\n!data/**/*.txt\n"}};
  const IgnoreStack s = make_stack(t);
  EXPECT_EQ(verbose(s, "file"), "");
  EXPECT_EQ(verbose(s, "data/file"), ".gitignore:1:data/**");
  EXPECT_EQ(verbose(s, "data/data1/file1"), ".gitignore:1:data/**");
  EXPECT_EQ(verbose(s, "data/data1/file1.txt"), ".gitignore:3:!data/**/*.txt");
  EXPECT_EQ(verbose(s, "data/data2/file2"), ".gitignore:1:data/**");
  EXPECT_EQ(verbose(s, "data/data2/file2.txt"), ".gitignore:3:!data/**/*.txt");
}

TEST(IgnoreT0008, TrailingWhitespaceAndBackslashes) {
  // Each line and the one name it selects (t0008's whitespace tests).
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"w/trailing   ", "w/trailing"},
      {"w/trailing\\ \\ ", "w/trailing  "},
      {"w/trailing 1 \\    ", "w/trailing 1  "},
      {"w/trailing 2 \\\\\\\\", "w/trailing 2 \\\\"},
      {"w/trailing 3 \\\\\\\\ ", "w/trailing 3 \\\\"},
      {"w/trailing 4   \\\\\\    ", "w/trailing 4   \\ "},
      {"w/trailing 5 \\\\ \\\\\\   ", "w/trailing 5 \\ \\ "},
      {"w/trailing 6 \\\\a\\\\", "w/trailing 6 \\a\\"},
  };
  for (const auto& [line, name] : cases) {
    EXPECT_NE(root_rule(line + "\n", name), "") << line;
    EXPECT_EQ(root_rule(line + "\n", "w/untracked"), "") << line;
  }
}

TEST(IgnoreT0008, InfoExcludeTrumpsCoreExcludesFile) {
  Tree t;
  t.excludes_file = "usually-ignored\n";
  t.info_exclude = "!usually-ignored\n";
  const Wtf8Buf p = os::from_posix_bytes("usually-ignored");
  EXPECT_EQ(make_stack(t).check(p.as_view(), false).status, IgnoreStatus::kReincluded);
}

// ---- The incremental form ---------------------------------------------------------------------

TEST(IgnoreLoading, ReadsOnlyTheFilesOnTheWayOnceEach) {
  const std::map<std::string, std::string> files = {
      {".gitignore", "d/\n*.o\n"}, {"d/.gitignore", "!f\n"}, {"e/x/.gitignore", "!k.o\n"}};
  std::vector<std::string> asked;
  const IgnoreStack::Reader reader = recording_reader(files, asked);
  IgnoreStack s;
  auto v = [&](const char* path) {
    const Wtf8Buf p = os::from_posix_bytes(path);
    return verbose_of(s.check_loading(p.as_view(), false, reader));
  };
  // `d` is excluded: `d/.gitignore` is never read.
  EXPECT_EQ(v("d/f"), ".gitignore:1:d/");
  EXPECT_EQ(asked, std::vector<std::string>{".gitignore"});
  EXPECT_EQ(v("e/x/k.o"), "e/x/.gitignore:1:!k.o");
  EXPECT_EQ(v("e/x/j.o"), ".gitignore:2:*.o");
  EXPECT_EQ(asked, (std::vector<std::string>{".gitignore", "e/.gitignore", "e/x/.gitignore"}));
  EXPECT_EQ(s.directories_read(), 3u);
  // The same answers without loading, once the files are there.
  const Wtf8Buf p = os::from_posix_bytes("e/x/k.o");
  EXPECT_EQ(s.check(p.as_view(), false).status, IgnoreStatus::kReincluded);
  // `forget` reads a directory again.
  const Wtf8Buf ex = os::from_posix_bytes("e/x");
  s.forget(ex.as_view());
  EXPECT_EQ(v("e/x/k.o"), "e/x/.gitignore:1:!k.o");
  EXPECT_EQ(asked.size(), 4u);
}

// ripgrep's `.ignore` (IgnoreOptions::dot_ignore): a directory's `.ignore` is tried before its
// `.gitignore`, named as itself; a deeper directory's files still come first; without the option
// the reader is never asked for one.
TEST(IgnoreLoading, DotIgnoreComesBeforeItsDirectorysGitignore) {
  const std::map<std::string, std::string> files = {{".gitignore", "*.o\n*.log\n"},
                                                    {".ignore", "!keep.o\n"},
                                                    {"src/.gitignore", "!*.log\n"},
                                                    {"src/.ignore", "*.log\nbuild/\n"}};
  std::vector<std::string> asked;
  const IgnoreStack::Reader reader = recording_reader(files, asked);
  const auto answer = [&](IgnoreStack& s, const char* path, bool is_dir) {
    const Wtf8Buf p = os::from_posix_bytes(path);
    return verbose_of(s.check_loading(p.as_view(), is_dir, reader));
  };
  IgnoreOptions options;
  options.dot_ignore = true;
  IgnoreStack s(options);
  EXPECT_EQ(answer(s, "keep.o", false), ".ignore:1:!keep.o");
  EXPECT_EQ(answer(s, "a.o", false), ".gitignore:1:*.o");
  EXPECT_EQ(answer(s, "src/x.log", false), "src/.ignore:1:*.log");  // before src/.gitignore
  EXPECT_EQ(answer(s, "src/build/y", false), "src/.ignore:2:build/");
  EXPECT_EQ(asked,
            (std::vector<std::string>{".gitignore", ".ignore", "src/.gitignore", "src/.ignore"}));
  // The same stack built by hand answers the same.
  IgnoreStack by_hand;
  by_hand.add_directory_file(Wtf8View(), files.at(".gitignore"));
  by_hand.add_directory_ignore_file(Wtf8View(), files.at(".ignore"));
  by_hand.add_directory_file(Wtf8View::from_wtf8_unchecked("src"), files.at("src/.gitignore"));
  by_hand.add_directory_ignore_file(Wtf8View::from_wtf8_unchecked("src"), files.at("src/.ignore"));
  EXPECT_EQ(
      by_hand.check(Wtf8View::from_wtf8_unchecked("src/x.log"), false).rule->source().as_bytes(),
      "src/.ignore");
  EXPECT_EQ(by_hand.check(Wtf8View::from_wtf8_unchecked("keep.o"), false).status,
            IgnoreStatus::kReincluded);
  // Without the option, git's files only.
  asked.clear();
  IgnoreStack git_only;
  EXPECT_EQ(answer(git_only, "src/x.log", false), "src/.gitignore:1:!*.log");
  EXPECT_EQ(asked, (std::vector<std::string>{".gitignore", "src/.gitignore"}));
  // `forget` drops both files of a directory.
  asked.clear();
  s.forget(Wtf8View::from_wtf8_unchecked("src"));
  EXPECT_EQ(answer(s, "src/x.log", false), "src/.ignore:1:*.log");
  EXPECT_EQ(asked, (std::vector<std::string>{"src/.gitignore", "src/.ignore"}));
}

TEST(IgnoreLoading, AgreesWithTheWholeStackOnT0008) {
  const Tree tree = t0008_tree(true);
  const IgnoreStack whole = make_stack(tree);
  IgnoreStack lazy(IgnoreOptions{});
  const Wtf8Buf info = os::from_posix_bytes(".git/info/exclude");
  lazy.set_info_exclude(tree.info_exclude, info.as_view());
  const Wtf8Buf global = os::from_posix_bytes("global-excludes");
  lazy.set_excludes_file(tree.excludes_file, global.as_view());
  const IgnoreStack::Reader reader = [&](Wtf8View file) -> std::optional<std::string> {
    for (const auto& [dir, bytes] : tree.gitignores) {
      if ((dir.empty() ? ".gitignore" : dir + "/.gitignore") == file.as_bytes()) return bytes;
    }
    return std::nullopt;
  };
  for (const char* path : {"one", "a/b/one", "a/b/ignored-dir/seven", "a/b/twooo", "b/globaltwo",
                           "a/3-three", "x/y/z", "a/b/ignored-dir/", "per-repo"}) {
    const Wtf8Buf p = os::from_posix_bytes(path);
    const IgnoreDecision a = whole.check(p.as_view(), false);
    const IgnoreDecision b = lazy.check_loading(p.as_view(), false, reader);
    EXPECT_EQ(a.status, b.status) << path;
    ASSERT_EQ(a.rule == nullptr, b.rule == nullptr) << path;
    if (a.rule != nullptr) {
      EXPECT_EQ(a.rule->source().as_bytes(), b.rule->source().as_bytes()) << path;
      EXPECT_EQ(a.rule->line(), b.rule->line()) << path;
    }
  }
  // `a/b/ignored-dir/.gitignore` sits below an excluded directory: never read.
  const Wtf8Buf p = os::from_posix_bytes("a/b/ignored-dir/x/y");
  (void)lazy.check_loading(p.as_view(), false, [&](Wtf8View file) -> std::optional<std::string> {
    EXPECT_EQ(file.as_bytes().find("ignored-dir"), std::string_view::npos);
    return reader(file);
  });
}

// ---- IgnoreOptions::file_system (beyond git) ---------------------------------------------------

// `-v` for `path` with one root `.gitignore` holding `bytes`, matched as `rules` compares names.
std::string fs_rule(std::string_view bytes, std::string_view path, std::optional<NameRules> rules,
                    bool is_dir = false, bool ignorecase = false) {
  IgnoreOptions options;
  options.ignorecase = ignorecase;
  options.file_system = rules;
  IgnoreStack stack(options);
  stack.add_directory_file(Wtf8View(), bytes);
  return verbose(stack, path, is_dir);
}

TEST(IgnoreFileSystem, NonAsciiCaseFoldsAsTheFileSystemDoes) {
  // `Été/` against the directory `éTÉ`: one entry on NTFS and APFS, two on ext4.
  const char* rule = "\xC3\x89t\xC3\xA9/\n";
  const char* path = "\xC3\xA9T\xC3\x89";
  EXPECT_EQ(fs_rule(rule, path, NameRules::kNtfs, true), ".gitignore:1:\xC3\x89t\xC3\xA9/");
  EXPECT_EQ(fs_rule(rule, path, NameRules::kApfs, true), ".gitignore:1:\xC3\x89t\xC3\xA9/");
  EXPECT_EQ(fs_rule(rule, path, NameRules::kHfsPlus, true), ".gitignore:1:\xC3\x89t\xC3\xA9/");
  EXPECT_EQ(fs_rule(rule, path, std::nullopt, true), "");
  EXPECT_EQ(fs_rule(rule, path, std::nullopt, true, /*ignorecase=*/true), "");
  EXPECT_EQ(fs_rule(rule, path, NameRules::kExact, true), "");
  // Files below it are ignored through it.
  EXPECT_EQ(fs_rule(rule, std::string(path) + "/x", NameRules::kNtfs),
            ".gitignore:1:\xC3\x89t\xC3\xA9/");
  // In wildcard patterns too: the literal pieces fold code point by code point.
  EXPECT_EQ(fs_rule("*.\xC3\x89T\xC3\x89\n", "a.\xC3\xA9t\xC3\xA9", NameRules::kNtfs),
            ".gitignore:1:*.\xC3\x89T\xC3\x89");
  EXPECT_EQ(fs_rule("*.\xC3\x89T\xC3\x89\n", "a.\xC3\xA9t\xC3\xA9", std::nullopt), "");
  EXPECT_EQ(fs_rule("d/\xC3\x89*\n", "D/\xC3\xA9t\xC3\xA9", NameRules::kApfs),
            ".gitignore:1:d/\xC3\x89*");
  EXPECT_EQ(fs_rule("[\xC3\x89]\n", "\xC3\xA9", NameRules::kNtfs),
            "");  // a byte class: `[` `\xC3`..
  // Greek and Cyrillic, which ASCII folding never touches.
  EXPECT_EQ(fs_rule("\xCE\xA3\xCE\x9F\xCE\xA6\xCE\x99\xCE\x91\n",
                    "\xCF\x83\xCE\xBF\xCF\x86\xCE\xB9\xCE\xB1", NameRules::kNtfs),
            ".gitignore:1:\xCE\xA3\xCE\x9F\xCE\xA6\xCE\x99\xCE\x91");
  EXPECT_EQ(fs_rule("/\xD0\x9F\xD1\x80\xD0\xBE/*.TXT\n", "\xD0\xBF\xD0\xA0\xD0\x9E/a.txt",
                    NameRules::kApfs),
            ".gitignore:1:/\xD0\x9F\xD1\x80\xD0\xBE/*.TXT");
}

TEST(IgnoreFileSystem, EachFileSystemsOwnRules) {
  // APFS folds fully (`ß` is `ss`) and normalises (`é` is `e` + U+0301); NTFS's table is 1:1 and
  // does not normalise, but drops trailing dots and spaces.
  EXPECT_EQ(fs_rule("stra\xC3\x9F"
                    "e\n",
                    "STRASSE", NameRules::kApfs),
            ".gitignore:1:stra\xC3\x9F"
            "e");
  EXPECT_EQ(fs_rule("stra\xC3\x9F"
                    "e\n",
                    "STRASSE", NameRules::kNtfs),
            "");
  EXPECT_EQ(fs_rule("caf\xC3\xA9\n", "CAFE\xCC\x81", NameRules::kApfs), ".gitignore:1:caf\xC3\xA9");
  EXPECT_EQ(fs_rule("caf\xC3\xA9\n", "CAFE\xCC\x81", NameRules::kNtfs), "");
  EXPECT_EQ(fs_rule("report\n", "REPORT. ", NameRules::kNtfs), ".gitignore:1:report");
  EXPECT_EQ(fs_rule("/docs/report\n", "DOCS/Report.", NameRules::kNtfs),
            ".gitignore:1:/docs/report");
  EXPECT_EQ(fs_rule("report\n", "REPORT.", NameRules::kApfs), "");
  // The Kelvin sign is `k` to APFS, itself to NTFS.
  EXPECT_EQ(fs_rule("k*\n", "\xE2\x84\xAAiln", NameRules::kApfs), ".gitignore:1:k*");
  EXPECT_EQ(fs_rule("k*\n", "\xE2\x84\xAAiln", NameRules::kNtfs), "");
}

TEST(IgnoreFileSystem, GitsMatchingStaysGits) {
  // The literal head is still compared first (`foo**/bar` matches `foobar`), a trailing `/**`
  // still spares the directory, `!` and directory-only rules work as without folding.
  EXPECT_EQ(fs_rule("foo**/bar\n", "FOOBAR", NameRules::kNtfs), ".gitignore:1:foo**/bar");
  EXPECT_EQ(fs_rule("foo**/bar\n", "FoOx/Y/bAr", NameRules::kNtfs), ".gitignore:1:foo**/bar");
  EXPECT_EQ(fs_rule("Build/**\n", "bUILD", NameRules::kNtfs, true), "");
  EXPECT_EQ(fs_rule("Build/**\n", "bUILD/x", NameRules::kNtfs), ".gitignore:1:Build/**");
  EXPECT_EQ(fs_rule("*.O\n!KEEP.o\n", "keep.O", NameRules::kNtfs), ".gitignore:2:!KEEP.o");
  EXPECT_EQ(fs_rule("OUT/\n", "out", NameRules::kNtfs, false), "");
  EXPECT_EQ(fs_rule("/OUT/\n", "out/a/b", NameRules::kNtfs), ".gitignore:1:/OUT/");
  EXPECT_EQ(fs_rule("a/b\n", "x/A/B", NameRules::kNtfs), "");  // still anchored
}

TEST(IgnoreFileSystem, WhichFileIsReadDoesNotChange) {
  IgnoreOptions options;
  options.file_system = NameRules::kNtfs;
  IgnoreStack s(options);
  const Wtf8Buf src = os::from_posix_bytes("src");
  s.add_directory_file(src.as_view(), "X\n/Gen/\n");
  EXPECT_EQ(verbose(s, "src/x"), "src/.gitignore:1:X");
  EXPECT_EQ(verbose(s, "src/GEN/a"), "src/.gitignore:2:/Gen/");
  // `SRC/x` reads `SRC/.gitignore`, which there is none of.
  EXPECT_EQ(verbose(s, "SRC/x"), "");
  // info/exclude, the excludes file and program rules fold too.
  const Wtf8Buf info = os::from_posix_bytes(".git/info/exclude");
  s.set_info_exclude("\xC3\x89\n", info.as_view());
  EXPECT_EQ(verbose(s, "a/\xC3\xA9"), ".git/info/exclude:1:\xC3\x89");
  const Wtf8Buf prog = os::from_posix_bytes("--exclude");
  s.add_program_rules("!*\xC3\xA9\n", prog.as_view());
  EXPECT_EQ(verbose(s, "a/\xC3\x89"), "--exclude:1:!*\xC3\xA9");
  // The incremental form reads the same files and answers the same.
  IgnoreStack lazy(options);
  const IgnoreStack::Reader reader = [](Wtf8View file) -> std::optional<std::string> {
    if (file.as_bytes() == "src/.gitignore") return std::string("X\n/Gen/\n");
    return std::nullopt;
  };
  const Wtf8Buf p = os::from_posix_bytes("src/GEN/a");
  const IgnoreDecision d = lazy.check_loading(p.as_view(), false, reader);
  ASSERT_NE(d.rule, nullptr);
  EXPECT_EQ(d.rule->line(), 2u);
  const Wtf8Buf gen = os::from_posix_bytes("src/gen");
  EXPECT_TRUE(lazy.can_skip(gen.as_view()));
  // One file on its own.
  const Wtf8Buf name = os::from_posix_bytes(".gitignore");
  const IgnoreFile f =
      IgnoreFile::parse("/\xC3\x89t\xC3\xA9\n", name.as_view(), Wtf8View(), options);
  const Wtf8Buf q = os::from_posix_bytes("\xC3\xA9T\xC3\x89");
  EXPECT_NE(f.last_match(q.as_view(), false), nullptr);
}

TEST(IgnoreFileSystem, ReplacesAsciiIgnorecase) {
  // Without `file_system`, `ignorecase` is git's ASCII folding, unchanged; with it, the file
  // system decides and `ignorecase` is not consulted.
  EXPECT_EQ(fs_rule("ABC\n", "abc", std::nullopt, false, true), ".gitignore:1:ABC");
  EXPECT_EQ(fs_rule("\xC3\x89\n", "\xC3\xA9", std::nullopt, false, true), "");
  EXPECT_EQ(fs_rule("ABC\n", "abc", NameRules::kExact, false, true), "");
  EXPECT_EQ(fs_rule("ABC\n", "abc", NameRules::kNtfs, false, false), ".gitignore:1:ABC");
}

// A literal rule without `/` matches a name exactly when the file system calls them one entry.
TEST(IgnoreFileSystem, LiteralRulesAreSameEntry) {
  const std::vector<std::string> names = {"a",
                                          "A",
                                          "readme.md",
                                          "README.MD",
                                          "\xC3\xA9",
                                          "\xC3\x89",
                                          "e\xCC\x81",
                                          "E\xCC\x81",
                                          "stra\xC3\x9F"
                                          "e",
                                          "STRASSE",
                                          "\xEF\xAC\x81",
                                          "FI",
                                          "x.",
                                          "x ",
                                          "x",
                                          "\xE2\x84\xAA",
                                          "k",
                                          "K",
                                          "\xC4\xB1",
                                          "I",
                                          "i",
                                          "\xCF\x82",
                                          "\xCF\x83",
                                          "\xCE\xA3"};
  std::size_t same = 0;
  for (NameRules rules : {NameRules::kExact, NameRules::kNtfs, NameRules::kHfsPlus,
                          NameRules::kApfs, NameRules::kLinuxCasefold}) {
    for (const std::string& a : names) {
      for (const std::string& b : names) {
        const Wtf8Buf va = os::from_posix_bytes(a), vb = os::from_posix_bytes(b);
        const bool expected = same_entry(va, vb, rules);
        same += expected;
        // A trailing space is escaped, or git would trim it.
        const std::string rule = a.back() == ' ' ? a.substr(0, a.size() - 1) + "\\ " : a;
        EXPECT_EQ(fs_rule(rule + "\n", b, rules) != "", expected)
            << to_string(rules) << " " << a << " " << b;
        EXPECT_EQ(fs_rule("d/" + rule + "\n", "d/" + b, rules) != "", expected)
            << to_string(rules) << " d/" << a << " d/" << b;
      }
    }
  }
  EXPECT_GT(same, 5 * names.size());
}

// ---- Bad input --------------------------------------------------------------------------------

TEST(IgnoreBadInput, AnyBytesAndLongLines) {
  std::string bytes;
  for (int i = 0; i < 256; ++i) {
    bytes += static_cast<char>(i);
    if (i % 7 == 0) bytes += '\n';
  }
  bytes += std::string(100000, '*') + "a\n" + std::string(50000, '[') + "\n";
  const Wtf8Buf src = os::from_posix_bytes("x");
  IgnoreFile f = IgnoreFile::parse(bytes, src.as_view());
  const Wtf8Buf p = os::from_posix_bytes(std::string(5000, 'b') + "/" + std::string(300, '\xFF'));
  (void)f.last_match(p.as_view(), true);
  SUCCEED();
}

// can_skip against brute force: on generated trees, a directory can be skipped exactly when it
// and every generated path below it (directories, files, names that are not there) is ignored
// per `check`. The rules include the cases that make the two differ if can_skip were wrong:
// `d/*` and `*` with `!*/` (every entry caught, the directory itself not), `!` rules below an
// excluded directory (never read), anchored and `**` rules, ignorecase.
TEST(IgnoreCanSkip, EqualsBruteForceOnGeneratedTrees) {
  std::mt19937 rng(34);
  auto pick = [&](std::size_t n) { return static_cast<std::size_t>(rng() % n); };
  const std::vector<std::string> names = {"a", "b",        "c",    "d.o", "x",
                                          "A", "\xC3\xA9", "\x80", "\xFF"};
  const std::vector<std::string> rules = {
      "a/",   "a/*",  "!a/x", "*",       "!*/",  "**/b", "a/**", "!b",   "/a",    "x",
      "*.o",  "!d.o", "c/",   "[ab]",    "b/c/", "!c",   "*/*",  "!x/",  "/b/**", "\xC3\xA9",
      "\x80", "?",    "!*",   "a/**/x/", "#a",   "b/",   "!a/",  "c/**", "\xFF/"};
  std::size_t skippable = 0, not_skippable = 0, entries_only = 0, dirs_checked = 0;
  for (int t = 0; t < 400; ++t) {
    Tree tree;
    tree.ignorecase = pick(4) == 0;
    std::vector<std::string> dirs = {""};
    for (int i = 0; i < 7; ++i) {
      const std::string& parent = dirs[pick(dirs.size())];
      if (std::count(parent.begin(), parent.end(), '/') >= 2) continue;
      const std::string d = (parent.empty() ? "" : parent + "/") + names[pick(names.size())];
      if (std::find(dirs.begin(), dirs.end(), d) == dirs.end()) dirs.push_back(d);
    }
    auto some_rules = [&] {
      std::string bytes;
      for (std::size_t i = 0, n = 1 + pick(4); i < n; ++i)
        bytes += rules[pick(rules.size())] + "\n";
      return bytes;
    };
    for (const std::string& d : dirs) {
      if (pick(2) == 0) tree.gitignores.emplace_back(d, some_rules());
    }
    if (pick(3) == 0) tree.info_exclude = some_rules();
    const IgnoreStack stack = make_stack(tree);
    // Every path: (bytes, is_dir).
    std::vector<std::pair<std::string, bool>> paths;
    for (const std::string& d : dirs) {
      if (!d.empty()) paths.emplace_back(d, true);
      for (int i = 0; i < 3; ++i) {
        const std::string f = (d.empty() ? "" : d + "/") + names[pick(names.size())];
        if (std::find(dirs.begin(), dirs.end(), f) == dirs.end()) paths.emplace_back(f, false);
      }
    }
    auto ignored = [&](const std::string& path, bool is_dir) {
      const Wtf8Buf p = os::from_posix_bytes(path);
      return stack.check(p.as_view(), is_dir).ignored();
    };
    for (const std::string& d : dirs) {
      const Wtf8Buf dv = os::from_posix_bytes(d);
      const Wtf8Buf slashed = os::from_posix_bytes(d + "/");
      bool all = !d.empty() && ignored(d, true);
      bool below = true;
      for (const auto& [p, is_dir] : paths) {
        if (d.empty() || p.compare(0, d.size() + 1, d + "/") == 0) {
          below = below && ignored(p, is_dir);
        }
      }
      if (!all && below && !d.empty()) ++entries_only;
      all = all && below;
      ++dirs_checked;
      EXPECT_EQ(stack.can_skip(dv.as_view()), all) << "tree " << t << " dir " << d;
      EXPECT_EQ(stack.can_skip(slashed.as_view()), all) << "tree " << t << " dir " << d << "/";
      ++(all ? skippable : not_skippable);
    }
  }
  std::printf(
      "can_skip: %zu directories, %zu skippable, %zu not (%zu of them with every entry "
      "below ignored)\n",
      dirs_checked, skippable, not_skippable, entries_only);
  EXPECT_GT(skippable, 100u);
  EXPECT_GT(not_skippable, 100u);
  EXPECT_GT(entries_only, 10u);
}

TEST(IgnoreCanSkip, Examples) {
  Tree t;
  t.gitignores = {{"", "build/\nout/*\n!build/keep\n"}, {"build", "!x\n"}};
  const IgnoreStack s = make_stack(t);
  const Wtf8Buf build = os::from_posix_bytes("build"), deep = os::from_posix_bytes("build/a/b");
  const Wtf8Buf out = os::from_posix_bytes("out"), root = os::from_posix_bytes("");
  EXPECT_TRUE(s.can_skip(build.as_view()));  // !build/keep and build/.gitignore cannot help
  EXPECT_TRUE(s.can_skip(deep.as_view()));   // below an excluded directory
  EXPECT_FALSE(s.can_skip(out.as_view()));   // its entries are ignored, `out` itself is not
  EXPECT_FALSE(s.can_skip(root.as_view()));
}

}  // namespace
}  // namespace wtf8

namespace wtf8::internal {
// The index and the scalar scan of one file, side by side.
struct IgnoreFileAccess {
  static const IgnoreRule* indexed(const IgnoreFile& f, std::string_view path, bool is_dir) {
    const std::size_t slash = path.rfind('/');
    return f.last_match_bytes(path, slash == std::string_view::npos ? 0 : slash + 1, is_dir);
  }
  static const IgnoreRule* scalar(const IgnoreFile& f, std::string_view path, bool is_dir) {
    const std::size_t slash = path.rfind('/');
    return f.last_match_scalar(path, slash == std::string_view::npos ? 0 : slash + 1, is_dir);
  }
};
}  // namespace wtf8::internal

namespace wtf8 {
namespace {

// The index a file builds (names, paths below its directory, last bytes, one GlobSet) gives
// the rule the plain scan from the last rule gives, for generated files and paths.
TEST(IgnoreIndex, EqualsTheScalarScan) {
  std::mt19937 rng(341);
  auto pick = [&](std::size_t n) { return static_cast<std::size_t>(rng() % n); };
  const std::vector<std::string> parts = {"a", "b", "c.o", "x.c", ".h", "\xC3\xA9", "\x80"};
  const std::vector<std::string> rules = {
      "a",    "b/",  "!a",     "*.o",  "*.c",   "/a",   "/a/b",     "a/b",   "x.c",  "!x.c",
      "*",    ".*",  "*.[oc]", "c.*",  "/c.o/", "**/b", "a/**",     "?",     "[ab]", "*c",
      "!*.o", "\\*", "/x.c",   "b/a/", "*.h",   "!/b",  "\xC3\xA9", "*\x80", "a*",   "/*.o"};
  std::size_t compared = 0, matched = 0;
  for (int t = 0; t < 300; ++t) {
    std::string bytes;
    for (std::size_t i = 0, n = 1 + pick(12); i < n; ++i) bytes += rules[pick(rules.size())] + "\n";
    const std::string dir = pick(2) == 0 ? "" : parts[pick(2)];
    const Wtf8Buf directory = os::from_posix_bytes(dir);
    const IgnoreFile file =
        IgnoreFile::parse(bytes, Wtf8View::from_wtf8_unchecked("f"), directory.as_view());
    for (int k = 0; k < 40; ++k) {
      std::string path = dir;
      for (std::size_t i = 0, n = 1 + pick(3); i < n; ++i) {
        if (!path.empty()) path += '/';
        path += parts[pick(parts.size())];
      }
      for (const bool is_dir : {false, true}) {
        const IgnoreRule* want = internal::IgnoreFileAccess::scalar(file, path, is_dir);
        EXPECT_EQ(internal::IgnoreFileAccess::indexed(file, path, is_dir), want)
            << "rules:\n"
            << bytes << "path " << path << " is_dir " << is_dir;
        ++compared;
        matched += want != nullptr;
      }
    }
  }
  EXPECT_GT(matched, compared / 5);  // the cases are not all misses
}

// check_entry, the walker's check, answers as check_loading for every path whose directories on
// the way are not excluded, in a walk's order (each directory's entries, its subdirectories
// entered after it) and in a random order (the memo of the last directory moving anywhere).
TEST(IgnoreCheckEntry, EqualsCheckLoadingWhereNoDirectoryOnTheWayIsExcluded) {
  std::mt19937 rng(35);
  auto pick = [&](std::size_t n) { return static_cast<std::size_t>(rng() % n); };
  const std::vector<std::string> names = {"a", "b", "c", "d.o", "x", "A", "\xC3\xA9", "\x80"};
  const std::vector<std::string> rules = {
      "a/",   "a/*",  "!a/x", "*.o", "!*/", "**/b",  "a/**",     "!b",   "/a", "x",   "!d.o", "c/",
      "[ab]", "b/c/", "!c",   "*/*", "!x/", "/b/**", "\xC3\xA9", "\x80", "?",  "!a/", "c/**", "b/"};
  std::size_t compared = 0, ignored = 0, skipped = 0;
  for (int t = 0; t < 300; ++t) {
    std::map<std::string, std::string> files;  // "dir/.gitignore" -> bytes
    std::vector<std::string> dirs = {""};
    for (int i = 0; i < 8; ++i) {
      const std::string& parent = dirs[pick(dirs.size())];
      if (std::count(parent.begin(), parent.end(), '/') >= 2) continue;
      const std::string d = (parent.empty() ? "" : parent + "/") + names[pick(names.size())];
      if (std::find(dirs.begin(), dirs.end(), d) == dirs.end()) dirs.push_back(d);
    }
    IgnoreOptions options;
    options.ignorecase = pick(4) == 0;
    if (pick(8) == 0) options.file_system = NameRules::kNtfs;
    options.dot_ignore = pick(3) == 0;  // then `.ignore` files too, one slot more per directory
    for (const std::string& d : dirs) {
      for (const char* name : {".gitignore", ".ignore"}) {
        if (pick(2) != 0) continue;
        std::string bytes;
        for (std::size_t i = 0, n = 1 + pick(4); i < n; ++i)
          bytes += rules[pick(rules.size())] + "\n";
        files[d.empty() ? std::string(name) : d + "/" + name] = bytes;
      }
    }
    const IgnoreStack::Reader reader = [&](Wtf8View file) -> std::optional<std::string> {
      auto it = files.find(std::string(ignore_path_bytes(file)));
      if (it == files.end()) return std::nullopt;
      return it->second;
    };
    IgnoreStack loading(options), entry(options);
    if (pick(3) == 0) {
      const std::string info = rules[pick(rules.size())] + "\n";
      const Wtf8Buf s = os::from_posix_bytes(".git/info/exclude");
      loading.set_info_exclude(info, s.as_view());
      entry.set_info_exclude(info, s.as_view());
    }
    // The walk's order: the directories sorted put each one's entries after it; files mixed in.
    std::vector<std::pair<std::string, bool>> paths;
    std::sort(dirs.begin(), dirs.end());
    for (const std::string& d : dirs) {
      if (!d.empty()) paths.emplace_back(d, true);
      for (int i = 0; i < 3; ++i) {
        const std::string f = (d.empty() ? "" : d + "/") + names[pick(names.size())];
        if (std::find(dirs.begin(), dirs.end(), f) == dirs.end()) paths.emplace_back(f, false);
      }
    }
    for (int order = 0; order < 2; ++order) {
      if (order == 1) std::shuffle(paths.begin(), paths.end(), rng);
      for (const auto& [path, is_dir] : paths) {
        bool on_way_excluded = false;
        for (std::size_t slash = path.find('/'); slash != std::string::npos;
             slash = path.find('/', slash + 1)) {
          const Wtf8Buf d = os::from_posix_bytes(path.substr(0, slash));
          on_way_excluded =
              on_way_excluded || loading.check_loading(d.as_view(), true, reader).ignored();
        }
        if (on_way_excluded) {
          ++skipped;
          continue;
        }
        const Wtf8Buf p = os::from_posix_bytes(path);
        const IgnoreDecision want = loading.check_loading(p.as_view(), is_dir, reader);
        const IgnoreDecision got = entry.check_entry(p.as_view(), is_dir, reader);
        EXPECT_EQ(got.status, want.status) << "tree " << t << " path " << path;
        ASSERT_EQ(got.rule == nullptr, want.rule == nullptr) << "tree " << t << " path " << path;
        if (want.rule != nullptr) {
          EXPECT_EQ(got.rule->source().as_bytes(), want.rule->source().as_bytes()) << path;
          EXPECT_EQ(got.rule->line(), want.rule->line()) << path;
        }
        ++compared;
        ignored += want.ignored();
      }
    }
    // A change of the stack is seen: the root's file is deleted and forgotten; both see none.
    (void)entry.check_entry(Wtf8View::from_wtf8_unchecked("d.o"), false, reader);
    entry.forget(Wtf8View());
    files.erase(".gitignore");
    loading.forget(Wtf8View());
    const IgnoreDecision after =
        entry.check_entry(Wtf8View::from_wtf8_unchecked("d.o"), false, reader);
    EXPECT_EQ(after.status,
              loading.check_loading(Wtf8View::from_wtf8_unchecked("d.o"), false, reader).status);
  }
  EXPECT_GT(compared, 3000u);
  EXPECT_GT(ignored, compared / 10);
  EXPECT_GT(skipped, 100u);
}

}  // namespace
}  // namespace wtf8
