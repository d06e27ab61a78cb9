// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8/name_problems.h: every kind of problem at its offset on every platform combination, at the
// ends of names, with supplementary characters, lone and split surrogates; the fast scan against
// the plain model (tests/reference/name_problems_model.h) on exhaustive short names and random
// long ones; names flush against guard pages; sanitize_name's guarantees.
//
// Cases are written after the anchors' own tests, in our words: CPython 3.13's
// test_ntpath.test_isreserved (device names, trailing dots and spaces, reserved characters),
// Mercurial's checkwinfilename doctests (util.py), Microsoft's "Naming Files, Paths, and
// Namespaces", and the documented behaviour of Python's pathvalidate and npm's sanitize-filename
// where they agree with our rules (noted where they do not).

#include "wtf8/name_problems.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <ostream>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "gtest/gtest.h"
#include "tests/guard_page.h"
#include "tests/reference/name_problems_model.h"
#include "tests/test_util.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {

// GoogleTest prints issues this way (found by argument-dependent lookup, so outside the anonymous
// namespace).
void PrintTo(const NameIssue& i, std::ostream* os) {
  *os << "{" << describe(i.problem) << " @" << i.offset << " " << describe(i.platforms) << "}";
}

namespace {

using test_util::error_offset;
using test_util::omg;

constexpr Platforms kW = Platforms::kWindows;
constexpr Platforms kM = Platforms::kMacOs;
constexpr Platforms kL = Platforms::kLinux;
constexpr Platforms kA = Platforms::kAll;
constexpr Platforms kNo = Platforms::kNone;

// Every set of platforms, kNone included.
std::vector<Platforms> all_sets() {
  std::vector<Platforms> sets;
  for (int bits = 0; bits < 8; ++bits) sets.push_back(static_cast<Platforms>(bits));
  return sets;
}

Wtf8Buf u16(std::u16string_view s) { return Wtf8Buf::from_utf16(s); }

Wtf8View v(std::string_view utf8) { return omg(utf8); }

std::string show(const std::vector<NameIssue>& issues) {
  std::string out;
  for (const NameIssue& i : issues) {
    out += "{" + std::string(describe(i.problem)) + " @" + std::to_string(i.offset) + " " +
           describe(i.platforms) + "} ";
  }
  return out;
}

// ---- platforms ---------------------------------------------------------------------------------

TEST(PlatformsTest, BitOperators) {
  EXPECT_EQ(kW | kM | kL, kA);
  EXPECT_EQ(kA & kM, kM);
  EXPECT_EQ(kA ^ kW, kM | kL);
  EXPECT_EQ(~kW, kM | kL);
  EXPECT_EQ(~kA, kNo);
  EXPECT_EQ(~kNo, kA);
  Platforms p = kW;
  p |= kL;
  EXPECT_EQ(p, kW | kL);
  p &= kL;
  EXPECT_EQ(p, kL);
  p ^= kA;
  EXPECT_EQ(p, kW | kM);
  static_assert((kW | kM) != kA, "constexpr");
}

TEST(PlatformsTest, Includes) {
  EXPECT_TRUE(includes(kA, kM));
  EXPECT_TRUE(includes(kW | kL, kW | kL));
  EXPECT_FALSE(includes(kW, kW | kL));
  EXPECT_FALSE(includes(kA, kNo));
  EXPECT_FALSE(includes(kNo, kW));
}

TEST(PlatformsTest, Describe) {
  EXPECT_EQ(describe(kNo), "no platform");
  EXPECT_EQ(describe(kW), "Windows");
  EXPECT_EQ(describe(kM), "macOS");
  EXPECT_EQ(describe(kL), "Linux");
  EXPECT_EQ(describe(kW | kL), "Windows and Linux");
  EXPECT_EQ(describe(kM | kL), "macOS and Linux");
  EXPECT_EQ(describe(kA), "Windows, macOS and Linux");
}

TEST(NameProblemTest, IdsPrintAndParse) {
  const struct {
    NameProblem problem;
    const char* id;
  } kIds[] = {{NameProblem::kEmpty, "empty"},
              {NameProblem::kDotOrDotDot, "dot_or_dot_dot"},
              {NameProblem::kSeparator, "separator"},
              {NameProblem::kReservedName, "reserved_name"},
              {NameProblem::kForbiddenCharacter, "forbidden_character"},
              {NameProblem::kControlCharacter, "control_character"},
              {NameProblem::kTrailingDotOrSpace, "trailing_dot_or_space"},
              {NameProblem::kTooLong, "too_long"},
              {NameProblem::kNotStorable, "not_storable"}};
  for (const auto& k : kIds) {
    EXPECT_EQ(to_string(k.problem), k.id);
    EXPECT_EQ(parse_name_problem(k.id), k.problem) << k.id;
  }
  EXPECT_EQ(to_string(static_cast<NameProblem>(200)), "unknown");
  EXPECT_EQ(parse_name_problem("too long"), std::nullopt);
  EXPECT_EQ(parse_name_problem("TOO_LONG"), std::nullopt);
  EXPECT_EQ(parse_name_problem("unknown"), std::nullopt);
  EXPECT_EQ(parse_name_problem(""), std::nullopt);
}

TEST(NameProblemTest, DescribeEveryKind) {
  EXPECT_EQ(describe(NameProblem::kEmpty), "empty name");
  EXPECT_EQ(describe(NameProblem::kDotOrDotDot), "'.' or '..'");
  EXPECT_EQ(describe(NameProblem::kSeparator), "path separator");
  EXPECT_EQ(describe(NameProblem::kReservedName), "reserved device name");
  EXPECT_EQ(describe(NameProblem::kForbiddenCharacter), "forbidden character");
  EXPECT_EQ(describe(NameProblem::kControlCharacter), "control character");
  EXPECT_EQ(describe(NameProblem::kTrailingDotOrSpace), "trailing dot or space");
  EXPECT_EQ(describe(NameProblem::kTooLong), "name too long");
  EXPECT_EQ(describe(NameProblem::kNotStorable), "character that cannot be stored");
}

// ---- device names ------------------------------------------------------------------------------

TEST(WindowsReservedNameTest, DeviceNamesAloneInAnyAsciiCase) {
  for (const char* n : {"CON", "con", "Con", "PRN", "prn", "AUX", "aux", "NUL", "nul", "CONIN$",
                        "conin$", "CONOUT$", "ConOut$", "COM1", "com9", "LPT1", "lpt9", "LpT5"}) {
    EXPECT_TRUE(is_windows_reserved_name(v(n))) << n;
  }
  // COM and LPT with the superscript digits one, two, three (ISO 8859-1 B9, B2, B3).
  for (const char* n : {"COM\u00B9", "com\u00B2", "Lpt\u00B3", "LPT\u00B9"}) {
    EXPECT_TRUE(is_windows_reserved_name(v(n))) << n;
  }
}

TEST(WindowsReservedNameTest, WithExtensionColonOrTrailingSpaces) {
  // The issue's list and CPython 3.13's test_isreserved.
  for (const char* n :
       {"aux.c", "CON.tar.xz", "AUX  .txt", "PRN  ", "COM1:x", "NUL.txt", "COM1:bar", "LPT9   :bar",
        "con.", "nul..", "com\u00B9.txt", "CONIN$.log", "conout$:stream", "aux :x"}) {
    EXPECT_TRUE(is_windows_reserved_name(v(n))) << n;
  }
  // Mercurial's checkwinfilename: "con.xml" and "AUX" are reserved, "xml.con" is not.
  EXPECT_TRUE(is_windows_reserved_name(v("con.xml")));
  EXPECT_FALSE(is_windows_reserved_name(v("xml.con")));
}

TEST(WindowsReservedNameTest, NotReserved) {
  for (const char* n :
       {"",       "COM0",     "COM10",    "LPT0",     "LPT10", "xCON",      " CON",
        "x.CON",  "CON_.txt", "CONX",     "CO",       "COM",   "LPT",       "CONIN",
        "CONOUT", "CONIN$$",  "bar.com9", "bar.lpt9", "CON\t", "COM\u2074", "COM\u00B9\u00B9",
        "NUL_",   "auxx.c",   "CON-",     ".CON",     ":CON",  "\u0441ON"}) {
    EXPECT_FALSE(is_windows_reserved_name(v(n))) << n;
  }
  // ASCII case only: a dotless i (U+0131) or a Kelvin sign is not a letter of a device name
  // (Python's str.upper would map "conın$" to CONIN$).
  EXPECT_FALSE(is_windows_reserved_name(v("con\u0131n$")));
  // A lone surrogate after the device word: not a device.
  EXPECT_FALSE(is_windows_reserved_name(u16(u"CON\xD800")));
  EXPECT_TRUE(is_windows_reserved_name(u16(u"CON.\xD800")));
}

TEST(WindowsReservedNameTest, AgreesWithModelOnGeneratedNames) {
  const std::vector<std::string> words = {
      "con",  "CON",         "cOn",         "prn",    "aux",     "nul",    "com1", "COM9", "com0",
      "lpt5", "LPT\xC2\xB3", "com\xC2\xB9", "conin$", "CONOUT$", "conout", "co",   "x",    ""};
  const std::vector<std::string> befores = {"", " ", "x", ".", "_"};
  const std::vector<std::string> afters = {"",  ".txt", " ",        "   ",         "  .txt", ":x",
                                           ".", " :",   "x",        "0",           "1",      "$",
                                           "_", ". ",   "\xC2\xB2", "\xE2\x82\xAC"};
  int reserved = 0;
  for (const auto& b : befores) {
    for (const auto& w : words) {
      for (const auto& a : afters) {
        const std::string name = b + w + a;
        const bool expected = reference::model_is_reserved(name);
        EXPECT_EQ(is_windows_reserved_name(v(name)), expected) << name;
        reserved += expected;
      }
    }
  }
  EXPECT_GT(reserved, 50);
}

// ---- name_problems, kind by kind ------------------------------------------------------------

using Issues = std::vector<NameIssue>;

NameIssue I(NameProblem p, std::size_t at, Platforms who) { return NameIssue{p, at, who}; }

// Expects `expected_all` for kAll and, for every other set, the model's answer (itself checked
// against `expected_all` here, restricted).
void expect_problems(Wtf8View name, const Issues& expected_all) {
  EXPECT_EQ(name_problems(name, kA), expected_all)
      << name.debug_string() << ": " << show(name_problems(name, kA));
  for (const Platforms p : all_sets()) {
    const Issues got = name_problems(name, p);
    EXPECT_EQ(got, reference::model_name_problems(name, p))
        << name.debug_string() << " on " << describe(p) << ": " << show(got);
    EXPECT_EQ(is_portable_name(name, p), got.empty()) << name.debug_string();
    EXPECT_EQ(check_name(name, p).ok(), got.empty()) << name.debug_string();
    // Restricting the platforms keeps exactly the issues (and platforms) that remain, except
    // that length issues of different platforms may share one offset only when both are asked.
    for (const NameIssue& i : got) {
      EXPECT_TRUE(includes(p, i.platforms)) << name.debug_string();
    }
  }
}

void expect_problems(const Wtf8Buf& name, const Issues& expected_all) {
  expect_problems(name.as_view(), expected_all);
}

TEST(NameProblemsTest, EmptyAndDots) {
  expect_problems(v(""), {I(NameProblem::kEmpty, 0, kA)});
  EXPECT_EQ(name_problems(v(""), kL), Issues{I(NameProblem::kEmpty, 0, kL)});
  expect_problems(v("."), {I(NameProblem::kDotOrDotDot, 0, kA)});
  expect_problems(v(".."), {I(NameProblem::kDotOrDotDot, 0, kA)});
  // Three dots are a name on macOS and Linux; Windows strips them all.
  expect_problems(v("..."), {I(NameProblem::kTrailingDotOrSpace, 0, kW)});
  expect_problems(v(". ."), {I(NameProblem::kTrailingDotOrSpace, 0, kW)});
  expect_problems(v(".a"), {});
  expect_problems(v("..a"), {});
  expect_problems(v(".gitignore"), {});
  EXPECT_TRUE(name_problems(v(""), kNo).empty());
}

TEST(NameProblemsTest, Separators) {
  expect_problems(v("a/b"), {I(NameProblem::kSeparator, 1, kA)});
  expect_problems(v("a\\b"), {I(NameProblem::kSeparator, 1, kW)});
  expect_problems(v("/"), {I(NameProblem::kSeparator, 0, kA)});
  expect_problems(v("ab/"), {I(NameProblem::kSeparator, 2, kA)});
  expect_problems(v("\\/"), {I(NameProblem::kSeparator, 0, kW), I(NameProblem::kSeparator, 1, kA)});
  EXPECT_TRUE(name_problems(v("a\\b"), kM | kL).empty());
}

TEST(NameProblemsTest, ForbiddenCharactersOnWindowsOnly) {
  // CPython 3.13: wildcards, colon and pipe are reserved.
  for (const char c : std::string_view("<>:\"|?*")) {
    const std::string mid = std::string("foo") + c + "bar";
    expect_problems(v(mid), {I(NameProblem::kForbiddenCharacter, 3, kW)});
    expect_problems(v(std::string(1, c)), {I(NameProblem::kForbiddenCharacter, 0, kW)});
    expect_problems(v(std::string("x") + c), {I(NameProblem::kForbiddenCharacter, 1, kW)});
  }
  // Every occurrence is an issue (Mercurial's "bla:.txt" names ':' at its place).
  expect_problems(v("a:b:c"), {I(NameProblem::kForbiddenCharacter, 1, kW),
                               I(NameProblem::kForbiddenCharacter, 3, kW)});
  expect_problems(v("bla:.txt"), {I(NameProblem::kForbiddenCharacter, 3, kW)});
  // Not forbidden anywhere: what sanitize-filename or others also strip.
  expect_problems(v("semi;colon'quote+plus,comma=eq[b]{c}%~#&!@$^`"), {});
}

TEST(NameProblemsTest, ControlCharacters) {
  // U+0000 everywhere, U+0001..U+001F on Windows; U+007F and C1 controls are fine.
  expect_problems(v(std::string_view("a\0b", 3)), {I(NameProblem::kControlCharacter, 1, kA)});
  for (int c = 1; c < 32; ++c) {
    const std::string name = std::string("b") + static_cast<char>(c) + "la.txt";
    expect_problems(v(name), {I(NameProblem::kControlCharacter, 1, kW)});
  }
  expect_problems(v("\x7f"), {});
  expect_problems(v("\xC2\x80\xC2\x9F"), {});
  expect_problems(v(std::string_view("\0", 1)), {I(NameProblem::kControlCharacter, 0, kA)});
}

TEST(NameProblemsTest, TrailingDotsAndSpacesOnWindows) {
  expect_problems(v("foo."), {I(NameProblem::kTrailingDotOrSpace, 3, kW)});
  expect_problems(v("foo "), {I(NameProblem::kTrailingDotOrSpace, 3, kW)});
  expect_problems(v("bla "), {I(NameProblem::kTrailingDotOrSpace, 3, kW)});
  expect_problems(v("a. . "), {I(NameProblem::kTrailingDotOrSpace, 1, kW)});
  expect_problems(v(" a"), {});
  expect_problems(v("a .b"), {});
  expect_problems(v("\xC3\xA9."), {I(NameProblem::kTrailingDotOrSpace, 2, kW)});
  // After a supplementary character and a lone surrogate.
  expect_problems(u16(u"\U0001F600 "), {I(NameProblem::kTrailingDotOrSpace, 4, kW)});
  expect_problems(u16(u"\xDC80."), {I(NameProblem::kNotStorable, 0, kM),
                                    I(NameProblem::kTrailingDotOrSpace, 3, kW)});
}

TEST(NameProblemsTest, ReservedNames) {
  expect_problems(v("aux.c"), {I(NameProblem::kReservedName, 0, kW)});
  expect_problems(v("CON"), {I(NameProblem::kReservedName, 0, kW)});
  expect_problems(v("PRN  "), {I(NameProblem::kReservedName, 0, kW),
                               I(NameProblem::kTrailingDotOrSpace, 3, kW)});
  expect_problems(v("COM1:x"), {I(NameProblem::kReservedName, 0, kW),
                                I(NameProblem::kForbiddenCharacter, 4, kW)});
  expect_problems(v("COM10"), {});
  EXPECT_TRUE(name_problems(v("aux.c"), kM | kL).empty());
}

TEST(NameProblemsTest, SurrogatesAndEscapes) {
  // A lone surrogate: Windows stores it; macOS takes only UTF-8; Linux has no bytes for it.
  expect_problems(u16(u"a\xD800"), {I(NameProblem::kNotStorable, 1, kM | kL)});
  expect_problems(u16(u"\xDBFF"), {I(NameProblem::kNotStorable, 0, kM | kL)});
  expect_problems(u16(u"\xDC00x"), {I(NameProblem::kNotStorable, 0, kM | kL)});
  expect_problems(u16(u"\xDC7F"), {I(NameProblem::kNotStorable, 0, kM | kL)});
  expect_problems(u16(u"\xDD00"), {I(NameProblem::kNotStorable, 0, kM | kL)});
  // PEP 383 escapes U+DC80..U+DCFF are a Linux name's bytes: only macOS refuses them.
  expect_problems(u16(u"caf\xDCE9"), {I(NameProblem::kNotStorable, 3, kM)});
  expect_problems(u16(u"\xDC80\xDCFF"),
                  {I(NameProblem::kNotStorable, 0, kM), I(NameProblem::kNotStorable, 3, kM)});
  expect_problems(u16(u"\xD800\xDC80"), {});  // a pair: U+10080, fine everywhere
  // Supplementary characters are fine.
  expect_problems(u16(u"\U0001F600\U00010000"), {});
}

TEST(NameProblemsTest, SplitSurrogatesAtTheEndsOfAView) {
  // U+10080 is D800 DC80; a view cut in its middle holds the halves as split surrogates.
  const Wtf8Buf whole = u16(u"x\U00010080y\U00010000");
  const Wtf8View trail_first = whole.slice(3, whole.size());    // split U+DC80, "y", U+10000
  const Wtf8View lead_last = whole.slice(0, whole.size() - 2);  // "x", U+10080, "y", split D800
  ASSERT_FALSE(trail_first.is_canonical());
  ASSERT_FALSE(lead_last.is_canonical());
  expect_problems(trail_first, {I(NameProblem::kNotStorable, 0, kM)});
  expect_problems(lead_last, {I(NameProblem::kNotStorable, 6, kM | kL)});
  const Wtf8View both = whole.slice(3, whole.size() - 2);  // split DC80, "y", split D800
  expect_problems(both,
                  {I(NameProblem::kNotStorable, 0, kM), I(NameProblem::kNotStorable, 4, kM | kL)});
  const Wtf8Buf pair = u16(u"\U00010000");
  expect_problems(pair.slice(2, 4), {I(NameProblem::kNotStorable, 0, kM | kL)});  // DC00
  expect_problems(pair.slice(0, 2), {I(NameProblem::kNotStorable, 0, kM | kL)});  // D800
}

TEST(NameProblemsTest, LengthLimits) {
  expect_problems(v(std::string(255, 'a')), {});
  expect_problems(v(std::string(256, 'a')), {I(NameProblem::kTooLong, 255, kA)});
  expect_problems(v(std::string(1000, 'a')), {I(NameProblem::kTooLong, 255, kA)});
  // é: 2 bytes, 1 unit. macOS and Linux pass 255 bytes at the 128th (offset 254), Windows 255
  // units at the 256th (offset 510).
  std::string e;
  for (int k = 0; k < 300; ++k) e += "\xC3\xA9";
  expect_problems(v(e),
                  {I(NameProblem::kTooLong, 254, kM | kL), I(NameProblem::kTooLong, 510, kW)});
  std::string e255;
  for (int k = 0; k < 255; ++k) e255 += "\xC3\xA9";
  expect_problems(v(e255), {I(NameProblem::kTooLong, 254, kM | kL)});
  // An emoji: 4 bytes, 2 units. Bytes pass at the 64th (252); units at the 128th (508).
  std::string emoji;
  for (int k = 0; k < 130; ++k) emoji += "\xF0\x9F\x98\x80";
  expect_problems(v(emoji),
                  {I(NameProblem::kTooLong, 252, kM | kL), I(NameProblem::kTooLong, 508, kW)});
  // A pair straddling Windows' limit: 254 ASCII then an emoji (units 255 and 256).
  expect_problems(v(std::string(254, 'a') + "\xF0\x9F\x98\x80"),
                  {I(NameProblem::kTooLong, 254, kA)});
  // PEP 383 escapes are one byte each on Linux, three in WTF-8 (and not storable on macOS).
  std::u16string escapes(255, u'\xDCE9');
  const Wtf8Buf esc = u16(escapes);
  EXPECT_TRUE(name_problems(esc, kL).empty());
  EXPECT_TRUE(name_problems(esc, kW).empty());
  const Issues mac = name_problems(esc, kM);
  ASSERT_EQ(mac.size(), 256u);
  EXPECT_EQ(mac[84], I(NameProblem::kNotStorable, 252, kM));
  EXPECT_EQ(mac[85], I(NameProblem::kTooLong, 255, kM));  // the 86th escape is past 255 bytes
  EXPECT_EQ(mac[86], I(NameProblem::kNotStorable, 255, kM));
  escapes += u'\xDC80';
  EXPECT_EQ(name_problems(u16(escapes), kL), Issues{I(NameProblem::kTooLong, 765, kL)});
  // Other surrogates are 3 bytes on Linux too (and not storable there).
  const Issues lone = name_problems(u16(std::u16string(86, u'\xD800')), kL);
  ASSERT_EQ(lone.size(), 87u);
  EXPECT_EQ(lone[85], I(NameProblem::kTooLong, 255, kL));
}

TEST(NameProblemsTest, ManyProblemsInOrder) {
  // Offsets ascending; at one offset, NameProblem's order.
  const std::string name("CON:<a>\x01/\\ \0.", 13);
  expect_problems(v(name), {
                               I(NameProblem::kReservedName, 0, kW),
                               I(NameProblem::kForbiddenCharacter, 3, kW),
                               I(NameProblem::kForbiddenCharacter, 4, kW),
                               I(NameProblem::kForbiddenCharacter, 6, kW),
                               I(NameProblem::kControlCharacter, 7, kW),
                               I(NameProblem::kSeparator, 8, kA),
                               I(NameProblem::kSeparator, 9, kW),
                               I(NameProblem::kControlCharacter, 11, kA),
                               I(NameProblem::kTrailingDotOrSpace, 12, kW),
                           });
  // The trailing run starts where a control character stands: both at 11 ... only when the run
  // starts there: "a \0" ends in NUL, so no trailing issue.
  expect_problems(v(std::string("a \0", 3)), {I(NameProblem::kControlCharacter, 2, kA)});
  // A too-long issue at the offset of a forbidden character comes after it.
  expect_problems(v(std::string(255, 'a') + "?"), {I(NameProblem::kForbiddenCharacter, 255, kW),
                                                   I(NameProblem::kTooLong, 255, kA)});
}

// ---- check_name --------------------------------------------------------------------------------

TEST(CheckNameTest, FirstProblemWithOffsetAndPlatforms) {
  struct Case {
    Wtf8Buf name;
    Platforms platforms;
    std::string message;
    std::size_t offset;
  };
  const std::vector<Case> cases = {
      {u16(u"a:b"), kA,
       "file name not allowed on Windows: forbidden character ':' at byte offset 1", 1},
      {u16(u""), kL, "file name not allowed on Linux: empty name at byte offset 0", 0},
      {u16(u".."), kA,
       "file name not allowed on Windows, macOS and Linux: '..' names a directory, not an entry at "
       "byte offset 0",
       0},
      {u16(u"x/y"), kM, "file name not allowed on macOS: path separator '/' at byte offset 1", 1},
      {u16(u"x\\y"), kA, "file name not allowed on Windows: path separator '\\' at byte offset 1",
       1},
      {u16(u"aux.c"), kA,
       "file name not allowed on Windows: reserved device name 'aux' at byte offset 0", 0},
      {u16(u"com\u00B9 :x"), kW,
       "file name not allowed on Windows: reserved device name 'com\u00B9' at byte offset 0", 0},
      {u16(u"b\ala"), kA,
       "file name not allowed on Windows: control character U+0007 at byte offset 1", 1},
      {u16(u"a. "), kA, "file name not allowed on Windows: trailing dot or space at byte offset 1",
       1},
      {u16(u"caf\xDCE9"), kA,
       "file name not allowed on macOS: byte 0xE9 that is not UTF-8 (escaped as U+DCE9) cannot be "
       "stored at byte offset 3",
       3},
      {u16(u"x\xD800"), kA,
       "file name not allowed on macOS and Linux: lone surrogate U+D800 cannot be stored at byte "
       "offset 1",
       1},
      {Wtf8Buf::from_utf8(std::string(300, 'x')).value(), kA,
       "file name not allowed on Windows, macOS and Linux: name too long (limit: 255 UTF-16 code "
       "units on Windows, 255 bytes on macOS and Linux) at byte offset 255",
       255},
      {Wtf8Buf::from_utf8(std::string(300, 'x')).value(), kL,
       "file name not allowed on Linux: name too long (limit: 255 bytes on Linux) at byte offset "
       "255",
       255},
  };
  for (const Case& c : cases) {
    const absl::Status s = check_name(c.name, c.platforms);
    EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument) << c.message;
    EXPECT_EQ(std::string(s.message()), c.message);
    EXPECT_EQ(error_offset(s), c.offset) << c.message;
  }
  // Control character U+0000 is named the same way.
  EXPECT_EQ(std::string(check_name(v(std::string("a\0", 2)), kL).message()),
            "file name not allowed on Linux: control character U+0000 at byte offset 1");
  // Windows' too-long issue alone.
  std::string e;
  for (int k = 0; k < 300; ++k) e += "\xC3\xA9";
  EXPECT_EQ(std::string(check_name(v(e), kW).message()),
            "file name not allowed on Windows: name too long (limit: 255 UTF-16 code units on "
            "Windows) at byte offset 510");
}

TEST(CheckNameTest, FineNames) {
  for (const char* n : {"report.txt", "Makefile", ".git", "caf\xC3\xA9", "\xF0\x9F\x98\x80", "a b",
                        " leading", "x.CON", "COM10", "~$lock", "#tmp#"}) {
    EXPECT_TRUE(check_name(v(n), kA).ok()) << n;
  }
  EXPECT_TRUE(check_name(u16(u"a\xD800"), kW).ok());
  EXPECT_TRUE(check_name(u16(u"caf\xDCE9"), kW | kL).ok());
  EXPECT_TRUE(check_name(v("a:b"), kM | kL).ok());
  EXPECT_TRUE(check_name(v(""), kNo).ok());
}

// ---- the fast scan against the model
// -------------------------------------------------------------

// Pieces that exercise every rule; joined with Wtf8Buf::append (a lead surrogate followed by a
// trail one becomes a pair, as in UTF-16).
std::vector<Wtf8Buf> pieces() {
  std::vector<Wtf8Buf> out;
  for (const char* p : {"a", "Z", ".", " ", "/", "\\", ":", "*", "\x01", "\x1F", "\x7F", "\xC3\xA9",
                        "\xE2\x82\xAC", "\xF0\x9F\x98\x80", "\xC2\xB9", "CON", "com", "1", "$"}) {
    out.push_back(Wtf8Buf::from_utf8(p).value());
  }
  out.push_back(Wtf8Buf::from_utf8(std::string_view("\0", 1)).value());
  for (const char16_t s : {u'\xD800', u'\xDBFF', u'\xDC00', u'\xDC80', u'\xDCFF', u'\xDFFF'}) {
    out.push_back(u16(std::u16string(1, s)));
  }
  return out;
}

void expect_like_model(Wtf8View name) {
  for (const Platforms p : all_sets()) {
    const Issues got = name_problems(name, p);
    const Issues want = reference::model_name_problems(name, p);
    ASSERT_EQ(got, want) << name.debug_string() << " on " << describe(p) << "\n got " << show(got)
                         << "\nwant " << show(want);
    ASSERT_EQ(is_portable_name(name, p), want.empty()) << name.debug_string();
    const absl::Status s = check_name(name, p);
    ASSERT_EQ(s.ok(), want.empty()) << name.debug_string();
    if (!want.empty()) {
      ASSERT_EQ(error_offset(s), want.front().offset) << name.debug_string();
    }
  }
}

TEST(NameProblemsModelTest, EveryNameOfUpToThreePieces) {
  const std::vector<Wtf8Buf> ps = pieces();
  expect_like_model(Wtf8View());
  for (const auto& a : ps) {
    expect_like_model(a);
    for (const auto& b : ps) {
      Wtf8Buf ab = a;
      ab.append(b);
      expect_like_model(ab);
      for (const auto& c : ps) {
        Wtf8Buf abc = ab;
        abc.append(c);
        expect_like_model(abc);
      }
    }
  }
}

TEST(NameProblemsModelTest, EverySliceOfMixedNames) {
  // Slices at every boundary, the OMG ones (mid 4-byte sequence) included.
  for (const Wtf8Buf& s :
       {u16(u"a\U00010080:\U0001F600 .\xDCE9\U00010000"), u16(u"CON\U00010000.\xD800 x\U0010FFFF."),
        u16(u"\U00010380\U00010380\\/\U000103FF")}) {
    for (std::size_t b = 0; b <= s.size(); ++b) {
      for (std::size_t e = b; e <= s.size(); ++e) {
        const std::optional<Wtf8View> slice = s.as_view().try_slice(b, e);
        if (slice.has_value()) expect_like_model(*slice);
      }
    }
  }
}

TEST(NameProblemsModelTest, RandomLongNames) {
  std::mt19937 rng(2026);
  const std::vector<Wtf8Buf> ps = pieces();
  for (int round = 0; round < 1000; ++round) {
    Wtf8Buf name;
    const std::size_t target = 150 + rng() % 700;
    const bool plain = rng() % 2 == 0;  // mostly letters, so lengths dominate
    while (name.size() < target) {
      name.append(plain && rng() % 8 != 0 ? ps[rng() % 2] : ps[rng() % ps.size()]);
    }
    expect_like_model(name);
  }
}

TEST(NameProblemsModelTest, RandomUtf16Names) {
  std::mt19937 rng(25);
  for (int round = 0; round < 1000; ++round) {
    const Wtf8Buf name = u16(test_util::random_utf16(rng, rng() % 300));
    expect_like_model(name);
  }
}

// ---- bounds ----------------------------------------------------------------------------------

TEST(NameProblemsBoundsTest, NamesFlushAgainstGuardPages) {
  wtf8_test::GuardedBuffer buffer(4096);
  std::vector<Wtf8Buf> names = pieces();
  names.push_back(u16(u"CON.\U00010000"));
  names.push_back(u16(u"x\U00010080 ."));
  names.push_back(Wtf8Buf::from_utf8(std::string(300, 'a') + ".txt").value());
  for (const Wtf8Buf& n : names) {
    for (std::size_t b = 0; b <= n.size(); ++b) {
      for (const std::size_t e : {n.size(), n.size() - (n.size() > 0 ? 1 : 0)}) {
        const std::optional<Wtf8View> slice = n.as_view().try_slice(b, e);
        if (!slice.has_value()) continue;
        const std::string_view bytes = slice->as_bytes();
        for (const wtf8_test::Edge edge : {wtf8_test::Edge::kEnd, wtf8_test::Edge::kStart}) {
          const char* p = buffer.put(bytes.data(), bytes.size(), {edge, 0});
          const Wtf8View at_edge = Wtf8View::from_wtf8_unchecked(std::string_view(p, bytes.size()));
          const Issues issues = name_problems(at_edge, kA);
          EXPECT_EQ(issues, reference::model_name_problems(*slice, kA));
          EXPECT_EQ(is_portable_name(at_edge, kA), issues.empty());
          EXPECT_EQ(check_name(at_edge, kA).ok(), issues.empty());
          (void)is_windows_reserved_name(at_edge);
          const Wtf8Buf fixed = sanitize_name(at_edge, kA);
          EXPECT_TRUE(check_name(fixed, kA).ok()) << fixed.debug_string();
        }
      }
    }
  }
}

// ---- sanitize_name -----------------------------------------------------------------------------

void expect_sanitize_guarantees(Wtf8View name, Platforms p, const SanitizeOptions& o = {}) {
  const Wtf8Buf once = sanitize_name(name, p, o);
  const absl::Status s = check_name(once, p);
  ASSERT_TRUE(s.ok()) << name.debug_string() << " on " << describe(p) << " -> "
                      << once.debug_string() << ": " << s;
  if (p != kNo) {
    ASSERT_LE(once.size(), o.max_bytes < 1 ? 1 : o.max_bytes) << name.debug_string();
  }
  const Wtf8Buf twice = sanitize_name(once, p, o);
  ASSERT_EQ(twice, once) << name.debug_string() << " on " << describe(p);
  if (check_name(name, p).ok() &&
      (p == kNo || name.size() <= (o.max_bytes < 1 ? 1 : o.max_bytes))) {
    ASSERT_EQ(once, name) << "a fine name was changed: " << name.debug_string();
  }
}

std::string sanitized(std::string_view utf8, Platforms p, const SanitizeOptions& o = {}) {
  const Wtf8Buf out = sanitize_name(v(utf8), p, o);
  expect_sanitize_guarantees(v(utf8), p, o);
  return std::string(out.as_bytes());
}

TEST(SanitizeNameTest, Examples) {
  EXPECT_EQ(sanitized("CON.txt", kA), "CON_.txt");
  EXPECT_EQ(sanitized("aux.c", kA), "aux_.c");
  EXPECT_EQ(sanitized("CON", kA), "CON_");
  EXPECT_EQ(sanitized("AUX  .txt", kA), "AUX_  .txt");
  EXPECT_EQ(sanitized("PRN  ", kA), "PRN_");
  EXPECT_EQ(sanitized("COM1:x", kA), "COM1_x");  // the ':' goes first; no device name is left
  EXPECT_EQ(sanitized("com\xC2\xB9.log", kW), "com\xC2\xB9_.log");
  EXPECT_EQ(sanitized("CON.txt", kM | kL), "CON.txt");
  EXPECT_EQ(sanitized("a<b>", kW), "a_b_");
  EXPECT_EQ(sanitized("a<b>", kL), "a<b>");
  EXPECT_EQ(sanitized("a:b?.", kW), "a_b_");
  EXPECT_EQ(sanitized("x/y", kL), "x_y");
  EXPECT_EQ(sanitized("x\\y", kL), "x\\y");
  EXPECT_EQ(sanitized("..", kA), "__");
  EXPECT_EQ(sanitized(".", kA), "_");
  EXPECT_EQ(sanitized("..", kL), "__");
  EXPECT_EQ(sanitized("", kA), "_");
  EXPECT_EQ(sanitized("...", kW), "_");
  EXPECT_EQ(sanitized("...", kL), "...");
  EXPECT_EQ(sanitized("name. . ", kW), "name");
  EXPECT_EQ(sanitized(std::string_view("a\0b", 3), kL), "a_b");
  EXPECT_EQ(sanitized("b\x07la.txt", kA), "b_la.txt");
  EXPECT_EQ(sanitized("b\x07la.txt", kL), "b\x07la.txt");
  EXPECT_EQ(sanitized("report.txt", kA), "report.txt");
}

TEST(SanitizeNameTest, SurrogatesBecomeReplacementCharactersWhereUnstorable) {
  const Wtf8Buf lone =
      u16(u"a\xD800"
          u"b");
  EXPECT_EQ(sanitize_name(lone, kW), lone);
  EXPECT_EQ(sanitize_name(lone, kA).as_bytes(),
            "a\xEF\xBF\xBD"
            "b");
  EXPECT_EQ(sanitize_name(lone, kL).as_bytes(),
            "a\xEF\xBF\xBD"
            "b");
  const Wtf8Buf escape = u16(u"caf\xDCE9");
  EXPECT_EQ(sanitize_name(escape, kL), escape);
  EXPECT_EQ(sanitize_name(escape, kW | kL), escape);
  EXPECT_EQ(sanitize_name(escape, kM).as_bytes(), "caf\xEF\xBF\xBD");
  // A split surrogate at the end of a view comes back canonical (Windows keeps it).
  const Wtf8Buf pair = u16(u"x\U00010000");
  const Wtf8View split = pair.slice(0, 3);  // "x" + split lead U+D800
  EXPECT_EQ(sanitize_name(split, kW), u16(u"x\xD800"));
  EXPECT_EQ(sanitize_name(split, kA).as_bytes(), "x\xEF\xBF\xBD");
  // A dropped character between a lead and a trail surrogate leaves a pair (as UTF-16 would).
  SanitizeOptions drop;
  drop.replacement = "";
  EXPECT_EQ(sanitize_name(u16(u"\xD800?\xDC00"), kW, drop), u16(u"\U00010000"));
}

TEST(SanitizeNameTest, Replacement) {
  SanitizeOptions dash;
  dash.replacement = "-";
  EXPECT_EQ(sanitized("x/y:z", kA, dash), "x-y-z");
  SanitizeOptions none;
  none.replacement = "";
  // pathvalidate's README examples (it drops what it cannot keep).
  EXPECT_EQ(sanitized("fi:l*e/p\"a?t>h|.t<xt", kA, none), "filepath.txt");
  EXPECT_EQ(sanitized(std::string_view("\0_a*b:c<d>e%f/(g)h+i_0.txt", 26), kA, none),
            "_abcde%f(g)h+i_0.txt");
  // npm sanitize-filename's tests, where they agree (it drops too).
  EXPECT_EQ(sanitized("col:on.js", kA, none), "colon.js");
  EXPECT_EQ(sanitized("period.", kA, none), "period");
  EXPECT_EQ(sanitized("space at end ", kA, none), "space at end");
  EXPECT_EQ(sanitized(" space at front", kA, none), " space at front");
  EXPECT_EQ(sanitized(".period", kA, none), ".period");
  EXPECT_EQ(sanitized("relative/path/to/some/dir", kA, none), "relativepathtosomedir");
  EXPECT_EQ(sanitized(std::string_view("~/.\0notssh/authorized_keys", 26), kA, none),
            "~.notsshauthorized_keys");
  EXPECT_EQ(sanitized("foobar...", kA, none), "foobar");
  EXPECT_EQ(sanitized("h?w", kA, none), "hw");
  EXPECT_EQ(sanitized("r\xC3\xA9sum\xC3\xA9", kA, none), "r\xC3\xA9sum\xC3\xA9");
  // Where it differs on purpose: it empties device names and dot names; we repair them.
  EXPECT_EQ(sanitized("con.txt", kA, none), "con_.txt");
  EXPECT_EQ(sanitized("..", kA, none), "__");
  EXPECT_EQ(sanitized("*.|.", kA, none), "__");  // ".." is left
  // A replacement the platforms refuse, or one that is not UTF-8, is not used.
  SanitizeOptions colon;
  colon.replacement = ":";
  EXPECT_EQ(sanitized("a?b", kA, colon), "a_b");
  EXPECT_EQ(sanitized("a/b", kL, colon), "a:b");  // Linux takes ':'
  SanitizeOptions bad;
  bad.replacement = "\xFF";
  EXPECT_EQ(sanitized("a?b", kW, bad), "a_b");
  SanitizeOptions sp;
  sp.replacement = " ";
  EXPECT_EQ(sanitized("a?", kW, sp), "a");  // then the trailing space goes
  EXPECT_EQ(sanitized("?", kW, sp), "_");
  SanitizeOptions dot;
  dot.replacement = ".";
  EXPECT_EQ(sanitized("a:b", kW, dot), "a.b");
  EXPECT_EQ(sanitized("/", kL, dot), "_");  // "." is no name
  EXPECT_EQ(sanitized("//", kL, dot), "__");
  SanitizeOptions dev;
  dev.replacement = "CON";
  EXPECT_EQ(sanitized("?", kW, dev), "CON_");
  SanitizeOptions emoji;
  emoji.replacement = "\xF0\x9F\x98\x80";
  EXPECT_EQ(sanitized("a*", kA, emoji), "a\xF0\x9F\x98\x80");
}

TEST(SanitizeNameTest, TruncationKeepsTheExtension) {
  const std::string long_stem(300, 'x');
  EXPECT_EQ(sanitized(long_stem + ".txt", kA), std::string(251, 'x') + ".txt");
  SanitizeOptions cut;
  cut.keep_extension = false;
  EXPECT_EQ(sanitized(long_stem + ".txt", kA, cut), std::string(255, 'x'));
  // At a code point boundary: 200 'é' (400 bytes) + ".md" on macOS: 126 'é' (252) + ".md".
  std::string e;
  for (int k = 0; k < 200; ++k) e += "\xC3\xA9";
  std::string e126;
  for (int k = 0; k < 126; ++k) e126 += "\xC3\xA9";
  EXPECT_EQ(sanitized(e + ".md", kM), e126 + ".md");
  // On Windows alone 200 'é' are 200 units: it fits.
  EXPECT_EQ(sanitized(e + ".md", kW), e + ".md");
  // An extension that leaves no room for the stem is not kept.
  const std::string huge_ext = "a." + std::string(300, 'y');
  EXPECT_EQ(sanitized(huge_ext, kA), "a." + std::string(253, 'y'));
  // A leading dot is not an extension.
  EXPECT_EQ(sanitized("." + std::string(300, 'z'), kA), "." + std::string(254, 'z'));
  // Cutting may leave a trailing dot or space, which then goes (Windows).
  EXPECT_EQ(sanitized(std::string(254, 'q') + " x" + std::string(50, 'r'), kW, cut),
            std::string(254, 'q'));
  // Emoji straddling the limit are not split.
  std::string emoji;
  for (int k = 0; k < 100; ++k) emoji += "\xF0\x9F\x98\x80";
  const std::string cut_emoji = sanitized(emoji, kA);
  EXPECT_EQ(cut_emoji.size(), 252u);
  // Linux counts escapes as one byte: 255 of them fit there, not on macOS (where they are U+FFFD).
  const Wtf8Buf escapes = u16(std::u16string(300, u'\xDCE9'));
  EXPECT_EQ(sanitize_name(escapes, kL).size(), 255u * 3);
  EXPECT_EQ(sanitize_name(escapes, kM).size(), 255u);
}

TEST(SanitizeNameTest, MaxBytes) {
  SanitizeOptions o;
  o.max_bytes = 8;
  EXPECT_EQ(sanitized("archive-of-2026.tar.gz", kA, o), "archi.gz");
  EXPECT_EQ(sanitized("CONOUT$.txt", kA, o), "CONO.txt");
  o.keep_extension = false;
  EXPECT_EQ(sanitized("archive-of-2026.tar.gz", kA, o), "archive-");
  for (std::size_t max = 0; max <= 12; ++max) {
    o.max_bytes = max;
    for (const bool keep : {true, false}) {
      o.keep_extension = keep;
      for (const char* n : {"CON", "CONOUT$", "LPT1.txt", "COM\xC2\xB9.x", "\xF0\x9F\x98\x80", "a.",
                            "..", "x:y.z", "CONIN$ .tar.gz"}) {
        expect_sanitize_guarantees(v(n), kA, o);
        expect_sanitize_guarantees(v(n), kW, o);
        expect_sanitize_guarantees(v(n), kL, o);
      }
    }
  }
  // max_bytes 0 counts as 1.
  o.max_bytes = 0;
  o.keep_extension = true;
  EXPECT_EQ(sanitized("abc", kL, o), "a");
}

TEST(SanitizeNameTest, CycleOfCutAndDeviceNameIsBroken) {
  // The stem keeps exactly "CON" before a 252-byte extension: adding "_" makes the name too long,
  // cutting it makes it a device name again.
  const std::string name = "CONx." + std::string(251, 'e');
  const std::string out = sanitized(name, kW);
  EXPECT_EQ(out, "_ON." + std::string(251, 'e'));
}

TEST(SanitizeNameTest, NonePlatformsReturnsTheName) {
  EXPECT_EQ(sanitized("a/b:c", kNo), "a/b:c");
  EXPECT_EQ(sanitized("", kNo), "");
}

TEST(SanitizeNameTest, GuaranteesOnGeneratedNames) {
  const std::vector<Wtf8Buf> ps = pieces();
  SanitizeOptions dash;
  dash.replacement = "-";
  SanitizeOptions drop;
  drop.replacement = "";
  for (const auto& a : ps) {
    for (const auto& b : ps) {
      for (const auto& c : ps) {
        Wtf8Buf name = a;
        name.append(b);
        name.append(c);
        for (const Platforms p : all_sets()) {
          expect_sanitize_guarantees(name, p);
          expect_sanitize_guarantees(name, p, drop);
        }
        expect_sanitize_guarantees(name, kW, dash);
      }
    }
  }
  std::mt19937 rng(7);
  for (int round = 0; round < 2000; ++round) {
    Wtf8Buf name;
    const std::size_t target = rng() % 600;
    while (name.size() < target) name.append(ps[rng() % ps.size()]);
    SanitizeOptions o;
    o.keep_extension = rng() % 2 == 0;
    o.max_bytes = rng() % 3 == 0 ? rng() % 40 : 255;
    for (const Platforms p : all_sets()) expect_sanitize_guarantees(name, p, o);
  }
}

}  // namespace
}  // namespace wtf8
