// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8/name_rules.h: the rules' steps one by one, the header's examples, the key writers against
// the plain model (tests/reference/name_key_model.h), same_entry against keys, NameSet,
// find_collisions and is_alias_of (with cases drawn from git's t0060-path-utils.sh,
// t1014-read-tree-confusing.sh, t1450-fsck.sh and t7450-bad-git-dotfiles.sh, libgit2's path
// tests and gitoxide's gix-validate tests, written here in our own words). The tables themselves
// are checked against the file systems' code in name_goldens_test.cc.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "src/names/name_key.h"
#include "src/names/short_names.h"
#include "src/names/tables/name_tables.h"
#include "tests/reference/name_key_model.h"
#include "wtf8/file_names.h"
#include "wtf8/wtf8.h"

namespace {

using wtf8::NameRules;
using wtf8::NameSet;
using wtf8::Wtf8Buf;
using wtf8::Wtf8View;
using wtf8_test::model_name_key;

constexpr NameRules kAllRules[] = {NameRules::kExact, NameRules::kNtfs, NameRules::kHfsPlus,
                                   NameRules::kApfs, NameRules::kLinuxCasefold};

// UTF-8 text (a literal) as a string.
Wtf8Buf W(const char* utf8) { return *Wtf8Buf::from_utf8(utf8); }
Wtf8Buf W(const std::string& utf8) { return *Wtf8Buf::from_utf8(utf8); }
// UTF-16, lone surrogates allowed.
Wtf8Buf U(const std::u16string& utf16) { return Wtf8Buf::from_utf16(utf16); }

const char* rules_name(NameRules r) {
  switch (r) {
    case NameRules::kExact:
      return "kExact";
    case NameRules::kNtfs:
      return "kNtfs";
    case NameRules::kHfsPlus:
      return "kHfsPlus";
    case NameRules::kApfs:
      return "kApfs";
    case NameRules::kLinuxCasefold:
      return "kLinuxCasefold";
  }
  return "?";
}

bool same(const Wtf8Buf& a, const Wtf8Buf& b, NameRules r) { return wtf8::same_entry(a, b, r); }
Wtf8Buf key(const Wtf8Buf& a, NameRules r) { return wtf8::name_key(a, r); }

// ---- the header's examples
// -----------------------------------------------------------------------

TEST(NameRulesTest, HeaderExamples) {
  EXPECT_TRUE(same(W("Makefile"), W("makefile"), NameRules::kNtfs));
  EXPECT_FALSE(same(W("Makefile"), W("makefile"), NameRules::kExact));
  EXPECT_TRUE(same(W("Caf\u00E9"), W("Cafe\u0301"), NameRules::kApfs));
  EXPECT_TRUE(same(W("report."), W("REPORT"), NameRules::kNtfs));
  EXPECT_TRUE(same(W("stra\u00DFe"), W("STRASSE"), NameRules::kApfs));
  EXPECT_FALSE(same(W("stra\u00DFe"), W("STRASSE"), NameRules::kNtfs));
  EXPECT_EQ(key(W("Caf\u00E9.TXT"), NameRules::kApfs), W("cafe\u0301.txt"));
  EXPECT_TRUE(wtf8::is_alias_of(W("GIT~1"), W(".git"), NameRules::kNtfs));
  EXPECT_TRUE(wtf8::is_alias_of(W(".g\u200Cit"), W(".git"), NameRules::kHfsPlus));
  const Wtf8Buf a = W("a.c"), b = W("b.c"), c = W("A.C");
  EXPECT_EQ(wtf8::find_collisions({a, b, c}, NameRules::kNtfs),
            (std::vector<std::vector<std::size_t>>{{0, 2}}));
  EXPECT_EQ(key(W("Makefile"), NameRules::kNtfs), W("MAKEFILE"));
  EXPECT_EQ(key(W("Makefile"), NameRules::kApfs), W("makefile"));
  EXPECT_EQ(key(W("Makefile"), NameRules::kExact), W("Makefile"));
}

TEST(NameRulesTest, NamesPrintAndParse) {
  const struct {
    NameRules rules;
    const char* name;
  } kNames[] = {{NameRules::kExact, "exact"},
                {NameRules::kNtfs, "ntfs"},
                {NameRules::kHfsPlus, "hfs"},
                {NameRules::kApfs, "apfs"},
                {NameRules::kLinuxCasefold, "casefold"}};
  for (const auto& n : kNames) {
    EXPECT_EQ(wtf8::to_string(n.rules), n.name);
    EXPECT_EQ(wtf8::parse_name_rules(n.name), n.rules) << n.name;
  }
  EXPECT_EQ(wtf8::to_string(static_cast<NameRules>(200)), "unknown");
  EXPECT_EQ(wtf8::parse_name_rules("APFS"), std::nullopt);
  EXPECT_EQ(wtf8::parse_name_rules("hfsplus"), std::nullopt);
  EXPECT_EQ(wtf8::parse_name_rules(" ntfs"), std::nullopt);
  EXPECT_EQ(wtf8::parse_name_rules("unknown"), std::nullopt);
  EXPECT_EQ(wtf8::parse_name_rules(""), std::nullopt);
}

TEST(NameRulesTest, ExampleKeysOfEachRule) {
  // kNtfs
  EXPECT_EQ(key(W("Report. "), NameRules::kNtfs), W("REPORT"));
  EXPECT_EQ(key(W("a.txt::$data"), NameRules::kNtfs), W("A.TXT"));
  EXPECT_EQ(key(W("x.:Zone.Identifier"), NameRules::kNtfs), W("X:ZONE.IDENTIFIER"));
  EXPECT_EQ(key(W("stra\u00DFe"), NameRules::kNtfs), W("STRA\u00DFE"));
  EXPECT_EQ(key(W("\u00FF"), NameRules::kNtfs), W("\u0178"));
  // kHfsPlus
  EXPECT_EQ(key(W("README.md"), NameRules::kHfsPlus), W("readme.md"));
  EXPECT_EQ(key(W("\u00E9"), NameRules::kHfsPlus), W("e\u0301"));
  EXPECT_EQ(key(W("a:b"), NameRules::kHfsPlus), W("a/b"));
  EXPECT_EQ(key(W(".g\u200Cit"), NameRules::kHfsPlus), W(".git"));
  EXPECT_EQ(key(W("\u2400"), NameRules::kHfsPlus), W("\uFFFF"));
  EXPECT_EQ(key(U(std::u16string(1, u'\0')), NameRules::kHfsPlus), W("\uFFFF"));
  EXPECT_EQ(key(W("\uFFFF"), NameRules::kHfsPlus), W("\uFFFF"));
  // kApfs
  EXPECT_EQ(key(W("Stra\u00DFe"), NameRules::kApfs), W("strasse"));
  EXPECT_EQ(key(W("\u212B"), NameRules::kApfs), W("a\u030A"));
  EXPECT_EQ(key(W("\uFB01"), NameRules::kApfs), W("fi"));
  // kLinuxCasefold
  EXPECT_EQ(key(W("Stra\u00DFe"), NameRules::kLinuxCasefold), W("strasse"));
  EXPECT_EQ(key(W("a\u200Bb"), NameRules::kLinuxCasefold), W("ab"));
  EXPECT_EQ(key(U(u"\xD800"
                  u"A"),
                NameRules::kLinuxCasefold),
            U(u"\xD800"
              u"A"));
}

// ---- kNtfs
// ----------------------------------------------------------------------------------------

TEST(NameRulesNtfsTest, DefaultDataStreamIsDroppedInAnyCase) {
  for (const char* n : {"name::$DATA", "name::$data", "name::$DaTa", "NAME"}) {
    EXPECT_EQ(key(W(n), NameRules::kNtfs), W("NAME")) << n;
  }
  EXPECT_EQ(key(W("name.::$DATA"), NameRules::kNtfs), W("NAME"));  // then the dot goes
  EXPECT_EQ(key(W("::$DATA"), NameRules::kNtfs), W(""));
  // Only the default stream's full spelling: `:$DATA` names a stream called "$DATA".
  EXPECT_EQ(key(W("name:$DATA"), NameRules::kNtfs), W("NAME:$DATA"));
  EXPECT_EQ(key(W("name::$DATAX"), NameRules::kNtfs), W("NAME::$DATAX"));
}

TEST(NameRulesNtfsTest, TrailingDotsAndSpaces) {
  EXPECT_EQ(key(W("a. . ."), NameRules::kNtfs), W("A"));
  EXPECT_EQ(key(W("a  "), NameRules::kNtfs), W("A"));
  EXPECT_EQ(key(W(" a"), NameRules::kNtfs), W(" A"));  // leading spaces stay
  EXPECT_EQ(key(W("a.b."), NameRules::kNtfs), W("A.B"));
  // Never from `.` or `..`; a name made only of dots and spaces is kept whole.
  for (const char* n : {".", "..", "...", " ", ". .", " ."}) {
    EXPECT_EQ(key(W(n), NameRules::kNtfs), W(n)) << n;
  }
  EXPECT_FALSE(same(W("."), W(".."), NameRules::kNtfs));
  EXPECT_TRUE(same(W("report."), W("report"), NameRules::kNtfs));
  EXPECT_TRUE(same(W("report .  "), W("REPORT"), NameRules::kNtfs));
}

TEST(NameRulesNtfsTest, StreamsStayInTheKey) {
  EXPECT_EQ(key(W("a.txt:s"), NameRules::kNtfs), W("A.TXT:S"));
  EXPECT_EQ(key(W("a.txt. :s"), NameRules::kNtfs), W("A.TXT:S"));      // the base is stripped
  EXPECT_EQ(key(W("a.txt:s:$DATA"), NameRules::kNtfs), W("A.TXT:S"));  // the stream's type
  EXPECT_EQ(key(W("a.txt:s:$data"), NameRules::kNtfs), W("A.TXT:S"));
  EXPECT_EQ(key(W(":s"), NameRules::kNtfs), W(":S"));
  EXPECT_EQ(key(W("a:"), NameRules::kNtfs), W("A:"));
  EXPECT_FALSE(same(W("a:s"), W("a"), NameRules::kNtfs));
  EXPECT_TRUE(same(W("a:S"), W("A.:s"), NameRules::kNtfs));
  EXPECT_FALSE(same(W("a:s."), W("a:s"), NameRules::kNtfs));  // a stream name is not stripped
  EXPECT_EQ(key(W(".git::$INDEX_ALLOCATION"), NameRules::kNtfs), W(".GIT::$INDEX_ALLOCATION"));
}

TEST(NameRulesNtfsTest, UpcaseTableUnitByUnit) {
  // No normalization, no folding beyond the table: ı, ſ and the Kelvin sign stay themselves.
  EXPECT_EQ(key(W("\u0131"), NameRules::kNtfs), W("\u0131"));
  EXPECT_EQ(key(W("\u017F"), NameRules::kNtfs), W("\u017F"));
  EXPECT_EQ(key(W("\u212A"), NameRules::kNtfs), W("\u212A"));
  EXPECT_FALSE(same(W("\u212A"), W("k"), NameRules::kNtfs));
  EXPECT_FALSE(same(W("Caf\u00E9"), W("Cafe\u0301"), NameRules::kNtfs));
  EXPECT_TRUE(same(W("caf\u00E9"), W("CAF\u00C9"), NameRules::kNtfs));
  EXPECT_EQ(key(W("\u01C6"), NameRules::kNtfs), W("\u01C4"));
  EXPECT_EQ(key(W("\uFF41"), NameRules::kNtfs), W("\uFF21"));  // fullwidth a
  // Surrogate units, so everything above the BMP, compare as they are.
  EXPECT_EQ(key(W("\U00010428"), NameRules::kNtfs), W("\U00010428"));  // Deseret small
  EXPECT_FALSE(same(W("\U00010428"), W("\U00010400"), NameRules::kNtfs));
  EXPECT_EQ(key(U(u"a\xDC00"), NameRules::kNtfs), U(u"A\xDC00"));
  EXPECT_EQ(key(U(u"\xD800."), NameRules::kNtfs), U(u"\xD800"));
}

// ---- kHfsPlus
// ------------------------------------------------------------------------------------

TEST(NameRulesHfsTest, OneToOneFoldingOnly) {
  EXPECT_FALSE(same(W("stra\u00DFe"), W("strasse"), NameRules::kHfsPlus));  // ß is not ss
  EXPECT_FALSE(same(W("\uFB01"), W("fi"), NameRules::kHfsPlus));            // ﬁ is not fi
  EXPECT_FALSE(same(W("\u212A"), W("k"), NameRules::kHfsPlus));             // Kelvin is not k
  EXPECT_TRUE(same(W("\u00C9T\u00C9"), W("e\u0301te\u0301"), NameRules::kHfsPlus));
  EXPECT_TRUE(same(W("\u0391\u0392"), W("\u03B1\u03B2"), NameRules::kHfsPlus));  // Greek
  EXPECT_TRUE(same(W("\u0416"), W("\u0436"), NameRules::kHfsPlus));              // Cyrillic
}

TEST(NameRulesHfsTest, DecompositionOnceWithoutReordering) {
  // HFS+'s own table (U+0390 uses U+030D, its 1990s decomposition), no reordering of marks.
  EXPECT_EQ(key(W("\u0390"), NameRules::kHfsPlus), W("\u03B9\u0308\u030D"));
  EXPECT_FALSE(same(W("a\u0301\u0316"), W("a\u0316\u0301"), NameRules::kHfsPlus));
  EXPECT_TRUE(same(W("a\u0316\u0301"), W("a\u0316\u0301"), NameRules::kHfsPlus));
  // U+2000..U+2FFF and U+F900..U+FAFF are not decomposed.
  EXPECT_EQ(key(W("\u2126"), NameRules::kHfsPlus), W("\u2126"));  // OHM SIGN
  EXPECT_EQ(key(W("\u212B"), NameRules::kHfsPlus), W("\u212B"));  // ANGSTROM SIGN
  EXPECT_EQ(key(W("\uF900"), NameRules::kHfsPlus), W("\uF900"));
  // Hangul is decomposed.
  EXPECT_EQ(key(W("\uD55C"), NameRules::kHfsPlus), W("\u1112\u1161\u11AB"));
  EXPECT_TRUE(same(W("\uD55C"), W("\u1112\u1161\u11AB"), NameRules::kHfsPlus));
}

TEST(NameRulesHfsTest, NothingAboveTheBmpFolds) {
  EXPECT_FALSE(same(W("\U00010400"), W("\U00010428"), NameRules::kHfsPlus));
  EXPECT_EQ(key(W("\U0001F600A"), NameRules::kHfsPlus), W("\U0001F600a"));
}

TEST(NameRulesHfsTest, IgnorablesAreSkipped) {
  const char32_t ignorables[] = {0x200C, 0x200D, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D,
                                 0x202E, 0x206A, 0x206B, 0x206C, 0x206D, 0x206E, 0x206F, 0xFEFF};
  for (const char32_t c : ignorables) {
    Wtf8Buf name = W(".g");
    name.push(wtf8::CodePoint::from_u32(c).value());
    name.append(W("it"));
    EXPECT_EQ(key(name, NameRules::kHfsPlus), W(".git")) << name.debug_string();
  }
  EXPECT_EQ(key(W("\u200B"), NameRules::kHfsPlus), W("\u200B"));  // not one of them
  // Skipping one between a lead and a trail surrogate pairs them, as HFS+'s units do.
  EXPECT_EQ(key(U(u"\xD83D\x200C\xDE00"), NameRules::kHfsPlus), W("\U0001F600"));
  EXPECT_TRUE(same(U(u"\xD83D\x200C\xDE00"), W("\U0001F600"), NameRules::kHfsPlus));
}

TEST(NameRulesHfsTest, DriverCharacterMappings) {
  EXPECT_TRUE(same(W("a:b"), W("a/b"), NameRules::kHfsPlus));
  EXPECT_TRUE(same(W("\u2400"), U(std::u16string(1, u'\0')), NameRules::kHfsPlus));
  EXPECT_TRUE(same(W("\u2400"), W("\uFFFF"), NameRules::kHfsPlus));
  EXPECT_FALSE(same(W("a:b"), W("a;b"), NameRules::kHfsPlus));
}

TEST(NameRulesHfsTest, Pep383EscapesAreWhatMacOsStores) {
  // POSIX byte 0xE9 (not UTF-8) arrives as U+DCE9; macOS stores it as "%E9".
  const Wtf8Buf latin1 = U(u"caf\xDCE9");
  EXPECT_EQ(key(latin1, NameRules::kHfsPlus), W("caf%e9"));
  EXPECT_TRUE(same(latin1, W("CAF%E9"), NameRules::kHfsPlus));
  EXPECT_TRUE(same(latin1, W("caf%e9"), NameRules::kHfsPlus));
  EXPECT_FALSE(same(latin1, W("caf\u00E9"), NameRules::kHfsPlus));
  EXPECT_EQ(key(U(u"\xDC80\xDCFF"), NameRules::kHfsPlus), W("%80%ff"));
  // Other lone surrogates stay units.
  EXPECT_EQ(key(U(u"\xD800"
                  u"A"),
                NameRules::kHfsPlus),
            U(u"\xD800"
              u"a"));
  EXPECT_EQ(key(U(u"\xDC7F"), NameRules::kHfsPlus), U(u"\xDC7F"));
  EXPECT_EQ(key(U(u"\xDD00"), NameRules::kHfsPlus), U(u"\xDD00"));
}

// ---- kApfs and kLinuxCasefold ----------------------------------------------------------------

TEST(NameRulesApfsTest, FullFoldingThenNfd) {
  EXPECT_TRUE(same(W("Caf\u00E9"), W("CAFE\u0301"), NameRules::kApfs));
  EXPECT_TRUE(same(W("\u1E9E"), W("ss"), NameRules::kApfs));
  EXPECT_TRUE(same(W("\u212A"), W("k"), NameRules::kApfs));
  EXPECT_TRUE(same(W("\u2126"), W("\u03C9"), NameRules::kApfs));
  EXPECT_TRUE(same(W("\u0130"), W("i\u0307"), NameRules::kApfs));
  EXPECT_TRUE(same(W("\U00010400"), W("\U00010428"), NameRules::kApfs));  // folds above the BMP
  EXPECT_EQ(key(W("\u0390"), NameRules::kApfs), W("\u03B9\u0308\u0301"));
  // Canonical order: marks of different classes in either order are one name.
  EXPECT_TRUE(same(W("a\u0301\u0316"), W("a\u0316\u0301"), NameRules::kApfs));
  EXPECT_EQ(key(W("a\u0301\u0316"), NameRules::kApfs), W("a\u0316\u0301"));
  EXPECT_FALSE(same(W("a\u0301\u0300"), W("a\u0300\u0301"), NameRules::kApfs));  // same class
  // No code point is ignored.
  EXPECT_FALSE(same(W(".g\u200Cit"), W(".git"), NameRules::kApfs));
  EXPECT_FALSE(same(W("a\u00ADb"), W("ab"), NameRules::kApfs));
}

TEST(NameRulesApfsTest, Ypogegrammeni) {
  // NFD(casefold(x)): U+0345 folds to U+03B9, a starter, so a mark after it stays after it;
  // Unicode's canonical caseless match (NFD first) would move U+0301 before it.
  const Wtf8Buf name = W("\u03B1\u0345\u0301");
  EXPECT_EQ(key(name, NameRules::kApfs), W("\u03B1\u03B9\u0301"));
  EXPECT_TRUE(same(name, W("\u0391\u0399\u0301"), NameRules::kApfs));
  EXPECT_FALSE(same(name, W("\u03B1\u0301\u03B9"), NameRules::kApfs));
  EXPECT_EQ(key(W("\u1F80"), NameRules::kApfs), W("\u03B1\u0313\u03B9"));
  EXPECT_EQ(key(W("\u1F88"), NameRules::kApfs), W("\u03B1\u0313\u03B9"));
  EXPECT_EQ(key(W("\u1FB3\u0301"), NameRules::kLinuxCasefold), W("\u03B1\u03B9\u0301"));
}

TEST(NameRulesApfsTest, Unicode9Only) {
  // Georgian Mtavruli (Unicode 11.0) folds to Mkhedruli on Linux (12.1), not on APFS (9.0).
  EXPECT_FALSE(same(W("\u1C90"), W("\u10D0"), NameRules::kApfs));
  EXPECT_TRUE(same(W("\u1C90"), W("\u10D0"), NameRules::kLinuxCasefold));
  // Medefaidrin (11.0) likewise; Adlam and Osage (9.0) fold on both.
  EXPECT_FALSE(same(W("\U00016E40"), W("\U00016E60"), NameRules::kApfs));
  EXPECT_TRUE(same(W("\U00016E40"), W("\U00016E60"), NameRules::kLinuxCasefold));
  EXPECT_TRUE(same(W("\U0001E900"), W("\U0001E922"), NameRules::kApfs));
  EXPECT_TRUE(same(W("\U000104B0"), W("\U000104D8"), NameRules::kApfs));
  // A mark of Unicode 10.0 or later has class 0 on APFS (unassigned), its class on Linux.
  EXPECT_EQ(key(W("a\u1DF6\u0316"), NameRules::kApfs), W("a\u1DF6\u0316"));  // U+1DF6: 10.0
  EXPECT_EQ(key(W("a\u1DF6\u0316"), NameRules::kLinuxCasefold), W("a\u0316\u1DF6"));
  // Characters newer than 12.1 are themselves everywhere.
  EXPECT_EQ(key(W("\u2C2F"), NameRules::kLinuxCasefold), W("\u2C2F"));  // Glagolitic, 14.0
}

TEST(NameRulesApfsTest, SurrogatesKeptAsTheyAre) {
  // APFS cannot store these; their keys fold the rest and keep each surrogate.
  EXPECT_EQ(key(U(u"A\xD800"), NameRules::kApfs), U(u"a\xD800"));
  EXPECT_TRUE(same(U(u"A\xD800"), U(u"a\xD800"), NameRules::kApfs));
  EXPECT_TRUE(same(U(u"\xDCE9"
                     u"E\x0301"),
                   U(u"\xDCE9\x00C9"), NameRules::kApfs));
  EXPECT_FALSE(same(U(u"\xDCE9"), W("\u00E9"), NameRules::kApfs));
  EXPECT_FALSE(same(U(u"\xD800"), U(u"\xDC00"), NameRules::kApfs));
  // A surrogate is a starter: marks do not move across it.
  EXPECT_EQ(key(U(u"a\x0301\xD800\x0316"), NameRules::kApfs), U(u"a\x0301\xD800\x0316"));
}

TEST(NameRulesLinuxTest, DefaultIgnorablesRemoved) {
  for (const char* n : {"a\u200Bb", "a\u00ADb", "a\u2065b", "a\uFFF0b", "a\U000E0080b",
                        "a\U000E0001b", "a\uFE0Fb", "a\u034Fb", "a\U0001D173b", "a\u3164b"}) {
    EXPECT_TRUE(same(W(n), W("AB"), NameRules::kLinuxCasefold)) << n;
    EXPECT_FALSE(same(W(n), W("AB"), NameRules::kApfs)) << n;
  }
  // U+180F was assigned in 14.0 (a Default_Ignorable): not one in 12.1.
  EXPECT_FALSE(same(W("a\u180Fb"), W("ab"), NameRules::kLinuxCasefold));
  EXPECT_EQ(key(W("\u200B\u200C"), NameRules::kLinuxCasefold), W(""));
  // A removed code point still ends a run of marks, as in the kernel.
  EXPECT_EQ(key(W("a\u0301\u200B\u0316"), NameRules::kLinuxCasefold), W("a\u0301\u0316"));
  EXPECT_EQ(key(W("a\u0301\u0316"), NameRules::kLinuxCasefold), W("a\u0316\u0301"));
}

TEST(NameRulesLinuxTest, KeyIsNotAlwaysItsOwnKey) {
  // The removal comes after the reordering: the marks around U+FE03 keep their order, and the key
  // is a name of its own (Linux 6.1's utf8_casefold gives the same three keys).
  const Wtf8Buf k = key(W("a\u0301\uFE03\u0323"), NameRules::kLinuxCasefold);
  EXPECT_EQ(k, W("a\u0301\u0323"));
  EXPECT_EQ(key(k, NameRules::kLinuxCasefold), W("a\u0323\u0301"));
  EXPECT_FALSE(same(W("a\u0301\uFE03\u0323"), W("a\u0301\u0323"), NameRules::kLinuxCasefold));
  EXPECT_FALSE(same(W("a\u0301\uFE03\u0323"), W("a\u0323\u0301"), NameRules::kLinuxCasefold));
  // From the second application on, the key is stable.
  EXPECT_EQ(key(key(k, NameRules::kLinuxCasefold), NameRules::kLinuxCasefold), W("a\u0323\u0301"));
}

TEST(NameRulesLinuxTest, NamesWithSurrogatesCompareByteForByte) {
  EXPECT_EQ(key(U(u"A\xD800"), NameRules::kLinuxCasefold), U(u"A\xD800"));
  EXPECT_FALSE(same(U(u"A\xD800"), U(u"a\xD800"), NameRules::kLinuxCasefold));
  EXPECT_TRUE(same(U(u"A\xDCE9"), U(u"A\xDCE9"), NameRules::kLinuxCasefold));
  EXPECT_FALSE(same(U(u"\xDCE9"), W("\u00E9"), NameRules::kLinuxCasefold));
  EXPECT_EQ(key(U(u"\x00C9\xDC80"), NameRules::kLinuxCasefold), U(u"\x00C9\xDC80"));
}

// ---- all rules --------------------------------------------------------------------------------

TEST(NameRulesTest, ExactIsByteEquality) {
  EXPECT_TRUE(same(W("a"), W("a"), NameRules::kExact));
  EXPECT_FALSE(same(W("a"), W("A"), NameRules::kExact));
  EXPECT_FALSE(same(W("\u00E9"), W("e\u0301"), NameRules::kExact));
  EXPECT_FALSE(same(W("a."), W("a"), NameRules::kExact));
}

TEST(NameRulesTest, SplitSurrogateHalvesKeyAsTheirCanonicalForm) {
  const Wtf8Buf two = W("\U0001F600\U0001F600");
  const Wtf8View tail = two.slice_from(2);  // a split trail surrogate, then U+1F600
  const Wtf8View head = two.slice_to(6);    // U+1F600, then a split lead surrogate
  for (const NameRules r : kAllRules) {
    EXPECT_EQ(wtf8::name_key(tail, r), key(tail.to_buf(), r)) << rules_name(r);
    EXPECT_EQ(wtf8::name_key(head, r), key(head.to_buf(), r)) << rules_name(r);
    EXPECT_TRUE(wtf8::same_entry(tail, tail.to_buf(), r)) << rules_name(r);
    EXPECT_TRUE(wtf8::same_entry(head.to_buf(), head, r)) << rules_name(r);
  }
}

TEST(NameRulesTest, NamesHoldingSeparatorsStillGetKeys) {
  EXPECT_EQ(key(W("A/b"), NameRules::kApfs), W("a/b"));
  EXPECT_EQ(key(W("a\\B"), NameRules::kNtfs), W("A\\B"));
  EXPECT_EQ(key(W(""), NameRules::kNtfs), W(""));
  for (const NameRules r : kAllRules) {
    EXPECT_EQ(key(W(""), r), W("")) << rules_name(r);
    EXPECT_TRUE(same(W(""), W(""), r));
  }
}

// ---- the fast key writers against the model, and same_entry against keys
// --------------------------

// Random WTF-8 names: ASCII (with the characters the rules treat specially), letters with case,
// marks of many classes, Hangul, ignorables, supplementary characters, lone surrogates, PEP 383
// escapes and NUL.
Wtf8Buf random_name(std::mt19937& rng, std::size_t max_len) {
  static const std::vector<std::pair<uint32_t, uint32_t>> kRanges = {
      {0x41, 0x5A},       {0x61, 0x7A},       {0x2E, 0x2E},         {0x20, 0x20},
      {0x3A, 0x3A},       {0x24, 0x24},       {0x0, 0x7F},          {0xC0, 0x24F},
      {0x300, 0x36F},     {0x591, 0x5C7},     {0x345, 0x345},       {0x370, 0x3FF},
      {0x1F00, 0x1FFF},   {0x400, 0x4FF},     {0x1C90, 0x1CBF},     {0x13A0, 0x13FD},
      {0xAB70, 0xABBF},   {0x1E00, 0x1EFF},   {0x2100, 0x214F},     {0xFB00, 0xFB06},
      {0xAC00, 0xD7A3},   {0x1100, 0x11FF},   {0x4E00, 0x4E20},     {0xF900, 0xF910},
      {0x200B, 0x200F},   {0x202A, 0x202E},   {0x2060, 0x206F},     {0xFE00, 0xFE0F},
      {0xFEFF, 0xFEFF},   {0xFFF0, 0xFFFF},   {0x2400, 0x2400},     {0x10400, 0x1044F},
      {0x1E900, 0x1E943}, {0x16E40, 0x16E7F}, {0x1F600, 0x1F64F},   {0xE0000, 0xE0FFF},
      {0x1D165, 0x1D1AD}, {0x2F800, 0x2F810}, {0x10FFF0, 0x10FFFF}, {0xD800, 0xDBFF},
      {0xDC00, 0xDFFF},   {0xDC80, 0xDCFF},   {0x1DF6, 0x1DFF},     {0xA69E, 0xA69F}};
  std::uniform_int_distribution<std::size_t> len(0, max_len);
  std::uniform_int_distribution<std::size_t> pick(0, kRanges.size() - 1);
  Wtf8Buf out;
  for (std::size_t n = len(rng); n > 0; --n) {
    const auto [lo, hi] = kRanges[pick(rng)];
    out.push(
        wtf8::CodePoint::from_u32(std::uniform_int_distribution<uint32_t>(lo, hi)(rng)).value());
  }
  return out;
}

// Flips the ASCII case of some characters, so random pairs are often the same entry.
Wtf8Buf perturb(const Wtf8Buf& name, std::mt19937& rng) {
  std::string bytes(name.as_bytes());
  for (char& c : bytes) {
    if ((rng() & 1) != 0) {
      if (c >= 'a' && c <= 'z')
        c = static_cast<char>(c - 32);
      else if (c >= 'A' && c <= 'Z')
        c = static_cast<char>(c + 32);
    }
  }
  if ((rng() & 7) == 0) bytes += (rng() & 1) ? "." : " ";
  return *Wtf8Buf::from_wtf8(bytes);
}

TEST(NameRulesTest, KeysEqualTheModel) {
  std::mt19937 rng(2026);
  for (int i = 0; i < 20000; ++i) {
    const Wtf8Buf name = random_name(rng, 12);
    for (const NameRules r : kAllRules) {
      ASSERT_EQ(key(name, r), model_name_key(name, r))
          << rules_name(r) << " " << name.debug_string() << " (seed 2026, case " << i << ")";
    }
  }
}

TEST(NameRulesTest, AsciiKeysEqualTheModel) {
  std::mt19937 rng(7);
  const std::string alphabet = "aZ.: $DATdat~\\/\x01";
  for (int i = 0; i < 20000; ++i) {
    std::string s;
    for (std::size_t n = rng() % 14; n > 0; --n) s += alphabet[rng() % alphabet.size()];
    if (rng() % 4 == 0) s += "::$DATA";
    const Wtf8Buf name = *Wtf8Buf::from_utf8(s);
    for (const NameRules r : kAllRules) {
      ASSERT_EQ(key(name, r), model_name_key(name, r)) << rules_name(r) << " " << s;
    }
  }
}

TEST(NameRulesTest, SameEntryIsKeyEqualityAndSymmetric) {
  std::mt19937 rng(99);
  int equal_pairs = 0;
  for (int i = 0; i < 20000; ++i) {
    const Wtf8Buf a = (i % 2 == 0) ? random_name(rng, 6) : perturb(random_name(rng, 6), rng);
    const Wtf8Buf b = (rng() % 3 == 0) ? random_name(rng, 6) : perturb(a, rng);
    for (const NameRules r : kAllRules) {
      const bool keys_equal = key(a, r) == key(b, r);
      ASSERT_EQ(wtf8::same_entry(a, b, r), keys_equal)
          << rules_name(r) << " " << a.debug_string() << " " << b.debug_string();
      ASSERT_EQ(wtf8::same_entry(b, a, r), keys_equal);
      equal_pairs += keys_equal ? 1 : 0;
    }
  }
  EXPECT_GT(equal_pairs, 20000);  // the test exercises both answers
}

TEST(NameRulesTest, AsciiOnTheFlyEqualsKeys) {
  std::mt19937 rng(5);
  const std::string alphabet = std::string("aAzZ.: $dDATA\\/~1", 17) + std::string(1, '\0');
  for (int i = 0; i < 50000; ++i) {
    std::string x, y;
    for (std::size_t n = rng() % 10; n > 0; --n) x += alphabet[rng() % alphabet.size()];
    y = x;
    for (char& c : y) {
      if (rng() % 3 == 0) c = alphabet[rng() % alphabet.size()];
    }
    if (rng() % 5 == 0) y += "::$data";
    const Wtf8Buf a = *Wtf8Buf::from_utf8(x), b = *Wtf8Buf::from_utf8(y);
    for (const NameRules r : kAllRules) {
      ASSERT_EQ(wtf8::internal::names::ascii_same_entry(x, y, r), key(a, r) == key(b, r))
          << rules_name(r) << " '" << x << "' '" << y << "'";
    }
  }
}

TEST(NameRulesTest, AsciiWordFoldEqualsTheByteRule) {
  // The eight-bytes-at-a-time fold against the rule written per byte, for every ASCII byte at
  // every position of a word, next to every other byte value in the other positions.
  auto byte_key = [](uint8_t c, NameRules r) -> uint8_t {
    switch (r) {
      case NameRules::kNtfs:
        return c >= 'a' && c <= 'z' ? c - 32 : c;
      case NameRules::kHfsPlus:
        return c == ':' ? '/' : c >= 'A' && c <= 'Z' ? c + 32 : c;
      case NameRules::kApfs:
      case NameRules::kLinuxCasefold:
        return c >= 'A' && c <= 'Z' ? c + 32 : c;
      case NameRules::kExact:
        break;
    }
    return c;
  };
  for (const NameRules r : kAllRules) {
    for (int pos = 0; pos < 8; ++pos) {
      for (uint32_t c = 0; c < 0x80; ++c) {
        for (uint32_t other = 0; other < 0x80; other += 7) {
          uint64_t w = 0;
          for (int k = 0; k < 8; ++k) w |= static_cast<uint64_t>(k == pos ? c : other) << (8 * k);
          const uint64_t got = wtf8::internal::names::fold_ascii_word(w, r);
          for (int k = 0; k < 8; ++k) {
            const uint8_t in = static_cast<uint8_t>(w >> (8 * k));
            ASSERT_EQ(static_cast<uint8_t>(got >> (8 * k)), byte_key(in, r))
                << rules_name(r) << " byte " << c << " at " << pos << " beside " << other;
          }
        }
      }
    }
  }
}

TEST(NameRulesTest, LongRunsOfMarksAreSorted) {
  // More marks than the writer's small buffer (32), in reverse class order.
  std::u16string name = u"a";
  std::u16string sorted = u"a";
  for (int i = 0; i < 40; ++i) name += u"\x0301\x0316";
  for (int i = 0; i < 40; ++i) sorted += u"\x0316";
  for (int i = 0; i < 40; ++i) sorted += u"\x0301";
  EXPECT_EQ(key(U(name), NameRules::kApfs), U(sorted));
  EXPECT_EQ(key(U(name), NameRules::kLinuxCasefold),
            model_name_key(U(name), NameRules::kLinuxCasefold));
  // And a name whose key is longer than the writer's inline buffer.
  std::u16string long_name;
  for (int i = 0; i < 300; ++i) long_name += u"\x1F82";
  EXPECT_EQ(key(U(long_name), NameRules::kApfs), model_name_key(U(long_name), NameRules::kApfs));
  EXPECT_EQ(key(U(long_name), NameRules::kHfsPlus),
            model_name_key(U(long_name), NameRules::kHfsPlus));
}

// ---- is_alias_of
// ------------------------------------------------------------------------------------

// The four hex digits of the short-name checksum of `name`.
std::string checksum_hex(const char* name) {
  const Wtf8Buf b = W(name);
  return wtf8::internal::names::short_name_hex(wtf8::internal::names::short_name_checksum(b));
}

TEST(ShortNameTest, ChecksumsGitKnows) {
  EXPECT_EQ(checksum_hex(".gitmodules"), "7eba");
  EXPECT_EQ(checksum_hex(".hg"), "8b6c");
  EXPECT_EQ(checksum_hex(".gitignore"), "250a");
  EXPECT_EQ(checksum_hex(".gitattributes"), "7d29");
  EXPECT_EQ(checksum_hex(".mailmap"), "ba30");
  EXPECT_EQ(wtf8::internal::names::short_name_hex(0xC6B8), "8b6c");  // lowest nibble first
  EXPECT_EQ(wtf8::internal::names::short_name_hex(0x000F), "f000");
}

bool alias(const char* name, const char* protected_name, NameRules r = NameRules::kNtfs) {
  return wtf8::is_alias_of(W(name), W(protected_name), r);
}

TEST(IsAliasOfTest, DotGitmodulesOnNtfs) {
  // t0060's "match .gitmodules" list, NTFS half.
  for (const char* n : {".gitmodules",
                        ".Gitmodules",
                        ".gitmoduleS",
                        ".gitmodules ",
                        ".gitmodules.",
                        ".gitmodules  ",
                        ".gitmodules. ",
                        ".gitmodules .",
                        ".gitmodules..",
                        ".gitmodules   ",
                        ".gitmodules.  ",
                        ".gitmodules . ",
                        ".gitmodules  .",
                        ".Gitmodules ",
                        ".Gitmodules.",
                        ".Gitmodules . ",
                        "GITMOD~1",
                        "gitmod~1",
                        "GITMOD~2",
                        "gitmod~3",
                        "GITMOD~4",
                        "GITMOD~1 ",
                        "gitmod~2.",
                        "GITMOD~3  ",
                        "gitmod~4. ",
                        "GITMOD~1 .",
                        "gitmod~2   ",
                        "GITMOD~3.  ",
                        "gitmod~4 . ",
                        "GI7EBA~1",
                        "gi7eba~9",
                        "GI7EB~10",
                        "GI7EB~11",
                        "GI7EB~99",
                        "GI7E~100",
                        "GI7E~101",
                        "GI7E~999",
                        "~1000000",
                        "~9999999",
                        ".gitmodules:$DATA",
                        "gitmod~4 . :$DATA",
                        ".gitmodules::$DATA",
                        ".gitmodules:$DATA:$DATA",
                        ".giTmodUles:$DATA",
                        "G~100000",
                        "gi~10000"}) {
    EXPECT_TRUE(alias(n, ".gitmodules")) << n;
  }
  for (const char* n :
       {".gitmodules x", ".gitmodules .x",     " .gitmodules", "..gitmodules", "gitmodules",
        ".gitmodule",    ".gitmodules x ",     "GI7EBA~",      "GI7EBA~0",     "GI7EBA~~1",
        "GI7EBA~X",      "Gx7EBA~1",           "GI7EBX~1",     "GI7EB~1",      "GI7EB~01",
        "GI7EB~1X",      ".gitmodules,:$DATA", "GITMOD~5",     "GITMO~1",      "gitmodu~1",
        ".gitmodulesa",  "~10000000",          "GI7EBA~10"}) {
    EXPECT_FALSE(alias(n, ".gitmodules")) << n;
  }
  // The HFS+ spelling is another name on NTFS.
  EXPECT_FALSE(alias(".git\u200Cmodules", ".gitmodules"));
  EXPECT_TRUE(alias(".git\u200Cmodules", ".gitmodules", NameRules::kHfsPlus));
}

TEST(IsAliasOfTest, OtherGitDotFiles) {
  // t0060's .gitattributes, .gitignore and .mailmap lists (fallback prefixes from the checksum).
  for (const char* n :
       {".gitattributes", ".Gitattributes", ".gitattributeS", "GITATT~1", "GI7D29~1"}) {
    EXPECT_TRUE(alias(n, ".gitattributes")) << n;
  }
  for (const char* n : {".gitignore", ".Gitignore", ".gitignorE", "GITIGN~1", "GI250A~1"}) {
    EXPECT_TRUE(alias(n, ".gitignore")) << n;
  }
  for (const char* n : {".mailmap", ".Mailmap", ".mailmaP", "MAILMA~1", "MABA30~1"}) {
    EXPECT_TRUE(alias(n, ".mailmap")) << n;
  }
  for (const char* p : {".gitattributes", ".gitignore", ".mailmap"}) {
    const Wtf8Buf plain = W(p);
    Wtf8Buf hfs = plain.slice_to(2).to_buf();  // ".g\u200Citignore" and so on
    hfs.append(W("\u200C"));
    hfs.append(plain.slice_from(2));
    EXPECT_TRUE(wtf8::is_alias_of(hfs, W(p), NameRules::kHfsPlus)) << p;
  }
}

TEST(IsAliasOfTest, DotGitOnNtfs) {
  // t1014 and t7450's confusing trees, libgit2's and gitoxide's .git lists.
  for (const char* n : {".git",
                        ".GIT",
                        ".Git",
                        ".gIt",
                        "git~1",
                        "GIT~1",
                        "gIt~1",
                        ".git.",
                        ".git ",
                        ".git. .",
                        ".git::$INDEX_ALLOCATION",
                        ".git:x",
                        ".git\\hooks",
                        ".git\\",
                        ".GIT\\foobar",
                        ".git/hooks",
                        "GI2837~1",
                        "gi283~10",
                        "git~2",
                        "GIT~4"}) {
    EXPECT_TRUE(alias(n, ".git")) << n;
  }
  for (const char* n : {".gitu", ".gi", "gi~1", "gitu~1", "git~5", ".git x", " .git", "..git",
                        "git", ".git\u200C", ".gitfoo", "x.git", ".g\u00EFt"}) {
    EXPECT_FALSE(alias(n, ".git")) << n;
  }
  EXPECT_EQ(checksum_hex(".git"), "2837");
}

TEST(IsAliasOfTest, DotGitOnHfs) {
  // t0060's is_hfs_dotgit family, gitoxide's HFS cases: every ignorable, anywhere, any case.
  for (const char* n : {".git", ".GIT", ".g\u200Cit", ".GIT\u200E", "\u206E.gIt",
                        "\u200C.\u200Dg\u200Ei\u200Ft\u202A", ".g\uFEFFit", ".gi\u206Ft"}) {
    EXPECT_TRUE(alias(n, ".git", NameRules::kHfsPlus)) << n;
  }
  for (const char* n :
       {".gitu", ".g\u200Citu", ".g\u200Ci", ".gi", ".git\u200B", "git~1", ".git.", ".git:x"}) {
    EXPECT_FALSE(alias(n, ".git", NameRules::kHfsPlus)) << n;
  }
  EXPECT_TRUE(alias("\u206E.gItmodules", ".gitmodules", NameRules::kHfsPlus));
  EXPECT_FALSE(alias(".gitm\u200Codule", ".gitmodules", NameRules::kHfsPlus));
  EXPECT_FALSE(alias("\u200C.gitmodulesa", ".gitmodules", NameRules::kHfsPlus));
  // HFS+ folds beyond ASCII: a Latin capital with accent is its small letter.
  EXPECT_TRUE(alias("\u00C9T\u00C9", "e\u0301te\u0301", NameRules::kHfsPlus));
}

TEST(IsAliasOfTest, ConfusingTreeEntries) {
  // t1014-read-tree-confusing.sh and t1450-fsck.sh: every entry git refuses in a tree with both
  // core.protectNTFS and core.protectHFS, each under the file system that makes it .git.
  for (const char* n : {".git", ".GIT", ".Git", "git~1", ".git ", ".git.", ".\\.GIT\\foobar",
                        ".git\\foobar", ".git...:alternate-stream", "./.git/x", ".\\.\\.git"}) {
    EXPECT_TRUE(alias(n, ".git")) << n;
  }
  for (const char* n : {".git", "\u200C.Git", ".gI\u200CT", ".GiT\u200C", "./.GIT"}) {
    EXPECT_TRUE(alias(n, ".git", NameRules::kHfsPlus)) << n;
  }
  for (const char* n : {".", "..", "../.git", "a/.git", ".\\..\\.git", "x\\.git"}) {
    EXPECT_FALSE(alias(n, ".git")) << n;
  }
  EXPECT_TRUE(alias("./.git", ".git", NameRules::kExact));
  EXPECT_FALSE(alias(".\\.git", ".git", NameRules::kExact));  // `\` is a character there
  // t7450-bad-git-dotfiles.sh: the NTFS and HFS+ spellings of the dot files it protects.
  for (const char* p : {".gitmodules", ".gitattributes", ".gitignore", ".mailmap"}) {
    EXPECT_TRUE(alias((std::string(p) + " .").c_str(), p)) << p;
    EXPECT_TRUE(alias((".\u200C" + std::string(p + 1)).c_str(), p, NameRules::kHfsPlus)) << p;
  }
}

TEST(IsAliasOfTest, OtherRules) {
  EXPECT_TRUE(alias(".git", ".git", NameRules::kExact));
  EXPECT_FALSE(alias(".GIT", ".git", NameRules::kExact));
  EXPECT_TRUE(alias(".git/config", ".git", NameRules::kExact));  // a separator ends the name
  EXPECT_FALSE(alias(".git\\config", ".git", NameRules::kExact));
  EXPECT_FALSE(alias(".git:x", ".git", NameRules::kApfs));
  EXPECT_TRUE(alias(".GIT", ".git", NameRules::kApfs));
  EXPECT_FALSE(alias(".g\u200Cit", ".git", NameRules::kApfs));
  EXPECT_TRUE(alias(".g\u200Cit", ".git", NameRules::kLinuxCasefold));
  EXPECT_FALSE(alias("GIT~1", ".git", NameRules::kApfs));
  EXPECT_FALSE(alias(".git.", ".git", NameRules::kLinuxCasefold));
}

TEST(IsAliasOfTest, NulIsAnOrdinaryByte) {
  // Found by fuzz/name_keys (seed37): a NUL after `.` was taken for a separator, so `.\0#` was
  // cut to `#` and was not an alias of itself.
  const Wtf8Buf name = W(std::string(".\0#", 3));
  for (const NameRules r : {NameRules::kExact, NameRules::kNtfs, NameRules::kHfsPlus,
                            NameRules::kApfs, NameRules::kLinuxCasefold}) {
    EXPECT_TRUE(wtf8::is_alias_of(name, name, r)) << rules_name(r);
    EXPECT_FALSE(wtf8::is_alias_of(name, W("#"), r)) << rules_name(r);
    EXPECT_TRUE(wtf8::is_alias_of(W(std::string("./.\0#", 5)), name, r)) << rules_name(r);
  }
}

TEST(IsAliasOfTest, AnyProtectedName) {
  EXPECT_TRUE(alias("HG~1", ".hg"));
  EXPECT_TRUE(alias("HG8B6C~1", ".hg"));
  EXPECT_TRUE(alias("hg8b6~10", ".hg"));
  EXPECT_TRUE(alias(".HG. ", ".hg"));
  EXPECT_TRUE(alias("SVN~1", ".svn"));
  const std::string svn = "SV" + checksum_hex(".svn") + "~3";
  EXPECT_TRUE(alias(svn.c_str(), ".svn"));
  // A build system's lock directory, with spaces and dots inside.
  EXPECT_TRUE(alias("BUILDL~1", ".build lock.d"));
  EXPECT_TRUE(alias(".Build Lock.D.", ".build lock.d"));
  // A candidate holding a non-ASCII character is never a short name.
  EXPECT_FALSE(alias("G\u00CFT~1", ".git"));
  // A short protected name.
  EXPECT_TRUE(alias("A~1", ".a"));
  EXPECT_FALSE(alias("~1", ".a"));
}

// ---- NameSet and find_collisions
// -------------------------------------------------------------------

TEST(NameSetTest, InsertReturnsTheEarlierName) {
  NameSet dir(NameRules::kNtfs);
  EXPECT_TRUE(dir.empty());
  EXPECT_EQ(dir.insert(W("Makefile")), std::nullopt);
  const std::optional<Wtf8View> earlier = dir.insert(W("makefile"));
  ASSERT_TRUE(earlier.has_value());
  EXPECT_EQ(*earlier, W("Makefile"));
  EXPECT_EQ(dir.insert(W("MAKEFILE. ")), W("Makefile"));
  EXPECT_EQ(dir.insert(W("readme")), std::nullopt);
  EXPECT_EQ(dir.size(), 2u);
  EXPECT_TRUE(dir.contains(W("README")));
  EXPECT_EQ(dir.find(W("README.")), W("readme"));
  EXPECT_EQ(dir.find(W("other")), std::nullopt);
  EXPECT_EQ(dir.rules(), NameRules::kNtfs);
  dir.clear();
  EXPECT_TRUE(dir.empty());
  EXPECT_EQ(dir.insert(W("makefile")), std::nullopt);
}

TEST(NameSetTest, ViewsStayValidAsTheSetGrowsAndMoves) {
  NameSet dir(NameRules::kApfs);
  dir.insert(W("first"));  // short enough for the small-string buffer
  const Wtf8View first = *dir.insert(W("FIRST"));
  for (int i = 0; i < 5000; ++i) dir.insert(*Wtf8Buf::from_utf8("name" + std::to_string(i)));
  EXPECT_EQ(first, W("first"));
  NameSet moved = std::move(dir);
  EXPECT_EQ(first, W("first"));
  EXPECT_EQ(moved.find(W("Name4999")), W("name4999"));
  EXPECT_EQ(moved.size(), 5001u);
}

TEST(NameSetTest, UniqueNameLikeFileManagers) {
  NameSet dir(NameRules::kNtfs);
  for (const char* n : {"report.txt", "archive.tar.gz", ".bashrc", ".config.json", "name.",
                        "Makefile", "a.TAR.XZ", ".tar.gz", "x.y.z"}) {
    dir.insert(W(n));
  }
  EXPECT_EQ(dir.unique_name(W("new.txt")), W("new.txt"));  // free: itself
  EXPECT_EQ(dir.unique_name(W("REPORT.TXT")), W("REPORT (2).TXT"));
  EXPECT_EQ(dir.unique_name(W("archive.tar.gz")), W("archive (2).tar.gz"));
  EXPECT_EQ(dir.unique_name(W("a.tar.xz")), W("a (2).tar.xz"));
  EXPECT_EQ(dir.unique_name(W(".bashrc")), W(".bashrc (2)"));
  EXPECT_EQ(dir.unique_name(W(".config.json")), W(".config (2).json"));
  EXPECT_EQ(dir.unique_name(W("name.")), W("name. (2)"));
  EXPECT_EQ(dir.unique_name(W("makefile")), W("makefile (2)"));
  EXPECT_EQ(dir.unique_name(W(".tar.gz")), W(".tar (2).gz"));
  EXPECT_EQ(dir.unique_name(W("x.y.z")), W("x.y (2).z"));
  // The counter skips what is taken, under the set's rules.
  EXPECT_EQ(dir.insert_unique(W("report.txt")), W("report (2).txt"));
  dir.insert(W("REPORT (3).TXT"));
  EXPECT_EQ(dir.insert_unique(W("Report.txt")), W("Report (4).txt"));
  EXPECT_EQ(dir.size(), 12u);
}

TEST(NameSetTest, UniqueNameContinuesACounter) {
  NameSet dir(NameRules::kNtfs);
  for (const char* n : {"a (2).txt",
                        "a (0).txt",
                        "a (01).txt",
                        "a (2)",
                        "(2)",
                        "a (2).tar.gz",
                        ".bashrc (2)",
                        "b (1).txt",
                        "c (9).txt",
                        "c (10).txt",
                        "d (999999999999999999).txt",
                        "e (1000000000000000000).txt",
                        "f ( 2).txt",
                        "g (2a).txt",
                        " (2)",
                        "h(2).txt",
                        "i (2) .txt",
                        "j (-2).txt",
                        "k ().txt",
                        ".. (2)",
                        "l (2).",
                        "m (3)"}) {
    dir.insert(W(n));
  }
  EXPECT_EQ(dir.unique_name(W("a (2).txt")), W("a (3).txt"));
  EXPECT_EQ(dir.unique_name(W("A (2).TXT")), W("A (3).TXT"));  // same entry under kNtfs
  EXPECT_EQ(dir.unique_name(W("a (0).txt")), W("a (0) (2).txt"));
  EXPECT_EQ(dir.unique_name(W("a (01).txt")), W("a (01) (2).txt"));
  EXPECT_EQ(dir.unique_name(W("a (2)")), W("a (3)"));
  EXPECT_EQ(dir.unique_name(W("(2)")), W("(2) (2)"));
  EXPECT_EQ(dir.unique_name(W("a (2).tar.gz")), W("a (3).tar.gz"));
  EXPECT_EQ(dir.unique_name(W(".bashrc (2)")), W(".bashrc (3)"));
  EXPECT_EQ(dir.unique_name(W("b (1).txt")), W("b (2).txt"));
  EXPECT_EQ(dir.unique_name(W("c (9).txt")), W("c (11).txt"));  // (10) is taken
  EXPECT_EQ(dir.unique_name(W("d (999999999999999999).txt")), W("d (1000000000000000000).txt"));
  // 19 digits or more is not read as a counter (no overflow to think about).
  EXPECT_EQ(dir.unique_name(W("e (1000000000000000000).txt")),
            W("e (1000000000000000000) (2).txt"));
  EXPECT_EQ(dir.unique_name(W("f ( 2).txt")), W("f ( 2) (2).txt"));
  EXPECT_EQ(dir.unique_name(W("g (2a).txt")), W("g (2a) (2).txt"));
  EXPECT_EQ(dir.unique_name(W(" (2)")), W(" (2) (2)"));  // nothing before the counter
  EXPECT_EQ(dir.unique_name(W("h(2).txt")), W("h(2) (2).txt"));
  EXPECT_EQ(dir.unique_name(W("i (2) .txt")), W("i (2)  (2).txt"));
  EXPECT_EQ(dir.unique_name(W("j (-2).txt")), W("j (-2) (2).txt"));
  EXPECT_EQ(dir.unique_name(W("k ().txt")), W("k () (2).txt"));
  EXPECT_EQ(dir.unique_name(W(".. (2)")), W(".. (3)"));
  EXPECT_EQ(dir.unique_name(W("l (2).")), W("l (2). (2)"));  // ends with a dot: no extension
  EXPECT_EQ(dir.unique_name(W("m (3)")), W("m (4)"));
  EXPECT_EQ(dir.unique_name(W("m (2)")), W("m (2)"));  // free: itself, even below a taken one
  EXPECT_EQ(dir.insert_unique(W("a (2).txt")), W("a (3).txt"));
  EXPECT_EQ(dir.insert_unique(W("a (2).txt")), W("a (4).txt"));
  EXPECT_EQ(dir.insert_unique(W("a (3).txt")), W("a (5).txt"));
  dir.insert(U(u"\xD800 (7).txt"));  // a lone surrogate before the counter
  EXPECT_EQ(dir.unique_name(U(u"\xD800 (7).TXT")), U(u"\xD800 (8).TXT"));
}

TEST(NameSetTest, UniqueNameKeepsSurrogates) {
  NameSet dir(NameRules::kNtfs);
  dir.insert(U(u"\xD800.txt"));
  EXPECT_EQ(dir.insert_unique(U(u"\xD800.TXT")), U(u"\xD800 (2).TXT"));
}

TEST(FindCollisionsTest, GroupsInInputOrder) {
  const std::vector<Wtf8Buf> owned = {W("b"),      W("README"),  W("src"), W("B"),
                                      W("readme"), W("Readme."), W("c"),   W("SRC")};
  std::vector<Wtf8View> names(owned.begin(), owned.end());
  EXPECT_EQ(wtf8::find_collisions(names, NameRules::kNtfs),
            (std::vector<std::vector<std::size_t>>{{0, 3}, {1, 4, 5}, {2, 7}}));
  EXPECT_EQ(wtf8::find_collisions(names, NameRules::kApfs),
            (std::vector<std::vector<std::size_t>>{{0, 3}, {1, 4}, {2, 7}}));
  EXPECT_TRUE(wtf8::find_collisions(names, NameRules::kExact).empty());
  EXPECT_TRUE(wtf8::find_collisions({}, NameRules::kNtfs).empty());
}

TEST(FindCollisionsTest, AgreesWithPairwiseSameEntry) {
  std::mt19937 rng(11);
  for (int round = 0; round < 200; ++round) {
    std::vector<Wtf8Buf> owned;
    for (int i = 0; i < 30; ++i) {
      owned.push_back(i > 0 && rng() % 3 == 0 ? perturb(owned[rng() % owned.size()], rng)
                                              : random_name(rng, 4));
    }
    const std::vector<Wtf8View> names(owned.begin(), owned.end());
    for (const NameRules r : kAllRules) {
      std::vector<std::vector<std::size_t>> want;
      std::vector<bool> used(names.size(), false);
      for (std::size_t i = 0; i < names.size(); ++i) {
        if (used[i]) continue;
        std::vector<std::size_t> group = {i};
        for (std::size_t j = i + 1; j < names.size(); ++j) {
          if (!used[j] && wtf8::same_entry(names[i], names[j], r)) {
            group.push_back(j);
            used[j] = true;
          }
        }
        if (group.size() > 1) want.push_back(group);
      }
      ASSERT_EQ(wtf8::find_collisions(names, r), want) << rules_name(r) << " round " << round;
    }
  }
}

TEST(NameTablesTest, UnderSixtyFourKiB) {
  EXPECT_LT(wtf8::internal::names::kNameTablesBytes, 64u * 1024u);
}

}  // namespace
