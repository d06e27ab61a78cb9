// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The globset dialect (src/glob/dialect_globset.cc) against globset 0.4.9:
//   - the crate's own test rows (tests/testdata/glob/globset/crate_tests.tsv), matches, errors
//     and the regex text of every row, in byte units and, where pattern and path are ASCII, in
//     code point and UTF-16 units too;
//   - the differential golden file (tests/testdata/glob/globset/differential.tsv): generated
//     patterns and paths decided by the real crate (tests/glob_globset_differential.py);
//   - with WTF8_GLOBSET_ORACLE set (by that script, after building bench/peers/globset), the
//     whole fresh cross product the crate decided, compared here; skipped otherwise;
//   - what no crate row covers: non-ASCII text, lone surrogates and PEP 383 escapes in the three
//     units, ASCII-only case folding, error offsets, linear time.

#include <cstdlib>
#include <fstream>
#include <initializer_list>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "gtest/gtest.h"
#include "src/glob/dialect_globset.h"
#include "wtf8/code_point.h"
#include "wtf8/error.h"
#include "wtf8/glob.h"
#include "wtf8/os.h"
#include "wtf8/wtf8_buf.h"

namespace wtf8 {
namespace {

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

GlobOptions options_of(std::string_view flags, GlobUnit unit = GlobUnit::kByte) {
  GlobOptions o = GlobOptions::globset();
  o.unit = unit;
  for (char c : flags) {
    if (c == 'i') o.case_mode = GlobCase::kInsensitive;
    if (c == 's') o.literal_separator = true;
    if (c == 'n') o.backslash_escape = false;
  }
  return o;
}

// The data files' escapes: `\\`, `\t`, `\n`, `\xHH` (a byte).
std::string unescape(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\' || i + 1 >= s.size()) {
      out += s[i];
      continue;
    }
    const char n = s[++i];
    if (n == 't') {
      out += '\t';
    } else if (n == 'n') {
      out += '\n';
    } else if (n == 'x' && i + 2 < s.size()) {
      out += static_cast<char>(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16));
      i += 2;
    } else {
      out += n;
    }
  }
  return out;
}

bool is_ascii(std::string_view s) {
  for (char c : s) {
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  }
  return true;
}

// The reason in our message for each of globset's ErrorKind names.
std::string reason_of(std::string_view kind) {
  if (kind == "UnclosedClass") return "unclosed character class";
  if (kind == "InvalidRange") return "invalid character range";
  if (kind == "NestedAlternates") return "nested alternate group";
  if (kind == "UnclosedAlternates") return "unclosed alternate group";
  if (kind == "DanglingEscape") return "dangling escape";
  return "unknown kind " + std::string(kind);
}

struct Row {
  std::string kind, name, flags, pattern, last;  // pattern and last unescaped (bytes)
  int line = 0;
};

std::vector<Row> read_rows(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in) << path;
  std::vector<Row> rows;
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f;
    std::stringstream ss(line);
    std::string field;
    while (std::getline(ss, field, '\t')) f.push_back(field);
    if (line.back() == '\t') f.emplace_back();
    if (f.size() != 5) {
      ADD_FAILURE() << path << ":" << number << ": expected 5 fields";
      continue;
    }
    rows.push_back({f[0], f[1], f[2], unescape(f[3]), unescape(f[4]), number});
  }
  return rows;
}

// Checks one row in one unit; returns whether it held (failures are reported).
bool check_row(const Row& r, GlobUnit unit, const std::string& where) {
  const Wtf8Buf pattern = os::from_posix_bytes(r.pattern);
  const GlobOptions o = options_of(r.flags, unit);
  auto g = Glob::compile(pattern.as_view(), o);
  const std::string ctx = where + ":" + std::to_string(r.line) + " " + r.name + " [" + r.flags +
                          "] `" + r.pattern + "` unit " + unit_name(unit);
  if (r.kind == "error") {
    if (g.ok()) {
      ADD_FAILURE() << ctx << ": compiled, globset says " << r.last;
      return false;
    }
    const bool ok = g.status().code() == absl::StatusCode::kInvalidArgument &&
                    g.status().message().find(reason_of(r.last)) != std::string_view::npos &&
                    error_offset(g.status()).has_value();
    if (!ok) ADD_FAILURE() << ctx << ": " << g.status() << ", globset says " << r.last;
    return ok;
  }
  if (!g.ok()) {
    ADD_FAILURE() << ctx << ": " << g.status();
    return false;
  }
  if (r.kind == "regex") {
    auto text = internal::glob::globset_regex(pattern.as_view(), o);
    const bool ok = text.ok() && *text == r.last;
    if (!ok) {
      ADD_FAILURE() << ctx << ": regex " << (text.ok() ? *text : text.status().ToString())
                    << ", globset " << r.last;
    }
    return ok;
  }
  const bool want = r.kind == "match";
  const Wtf8Buf path = os::from_posix_bytes(r.last);
  const bool got = g->matches(path.as_view());
  if (got != want) ADD_FAILURE() << ctx << " on `" << r.last << "`: got " << got;
  return got == want;
}

// Every row in byte units (the anchor's) and, where pattern and path are ASCII, in the others.
void check_file(const std::string& path, int* checked) {
  for (const Row& r : read_rows(path)) {
    for (GlobUnit unit : kUnits) {
      if (unit != GlobUnit::kByte && (!is_ascii(r.pattern) || !is_ascii(r.last))) continue;
      // The regex text is the byte unit's; other units share the parser, not the text.
      if (unit != GlobUnit::kByte && r.kind == "regex") continue;
      check_row(r, unit, path);
      ++*checked;
    }
  }
}

TEST(GlobsetCrateTests, EveryRowInEveryUnit) {
  int checked = 0;
  check_file("tests/testdata/glob/globset/crate_tests.tsv", &checked);
  EXPECT_GT(checked, 195);
}

TEST(GlobsetDifferential, GoldenRowsDecidedByTheCrate) {
  int checked = 0;
  check_file("tests/testdata/glob/globset/differential.tsv", &checked);
  EXPECT_GT(checked, 2000);
}

// The fresh cross product from tests/glob_globset_differential.py: `<dir>/input` holds the
// peer's records (P<flags>\t<pattern>, T<path>, each ending in NUL), `<dir>/output` its answer
// (per pattern, `error <Kind>` or `<one 0/1 per path>\t<regex in hex>`).
TEST(GlobsetDifferential, LiveAgainstTheCrate) {
  const char* dir = std::getenv("WTF8_GLOBSET_ORACLE");
  if (dir == nullptr || *dir == '\0') {
    GTEST_SKIP() << "WTF8_GLOBSET_ORACLE is not set: tests/glob_globset_differential.py sets it "
                    "after building bench/peers/globset (needs cargo and librust-globset-dev)";
  }
  std::ifstream in(std::string(dir) + "/input", std::ios::binary);
  std::ifstream out(std::string(dir) + "/output", std::ios::binary);
  ASSERT_TRUE(in && out) << dir;
  std::vector<std::pair<std::string, std::string>> patterns;  // flags, pattern
  std::vector<Wtf8Buf> paths;
  std::string rec;
  while (std::getline(in, rec, '\0')) {
    if (rec[0] == 'P') {
      const std::size_t tab = rec.find('\t');
      patterns.emplace_back(rec.substr(1, tab - 1), rec.substr(tab + 1));
    } else {
      paths.push_back(os::from_posix_bytes(std::string_view(rec).substr(1)));
    }
  }
  std::vector<bool> ascii_path;
  for (const Wtf8Buf& p : paths) {
    ascii_path.push_back(is_ascii(std::string_view(p.as_view().data(), p.as_view().size())));
  }
  std::size_t compared = 0, failures = 0;
  std::string line;
  for (const auto& [flags, pattern_bytes] : patterns) {
    ASSERT_TRUE(std::getline(out, line)) << "peer output too short";
    const Wtf8Buf pattern = os::from_posix_bytes(pattern_bytes);
    const std::string ctx = "[" + flags + "] `" + pattern_bytes + "`";
    auto g = Glob::compile(pattern.as_view(), options_of(flags));
    if (line.rfind("error ", 0) == 0) {
      const std::string kind = line.substr(6);
      ++compared;
      if (g.ok() || g.status().message().find(reason_of(kind)) == std::string_view::npos) {
        if (++failures < 50)
          ADD_FAILURE() << ctx << ": globset " << kind << ", ours " << g.status();
      }
      continue;
    }
    if (!g.ok()) {
      if (++failures < 50) ADD_FAILURE() << ctx << ": " << g.status();
      continue;
    }
    const std::size_t tab = line.find('\t');
    const std::string bits = line.substr(0, tab);
    std::string regex;
    for (std::size_t i = tab + 1; i + 1 < line.size(); i += 2) {
      regex += static_cast<char>(std::stoi(line.substr(i, 2), nullptr, 16));
    }
    auto text = internal::glob::globset_regex(pattern.as_view(), options_of(flags));
    ++compared;
    if (!text.ok() || *text != regex) {
      if (++failures < 50) ADD_FAILURE() << ctx << ": regex " << *text << ", globset " << regex;
    }
    ASSERT_EQ(bits.size(), paths.size()) << ctx;
    // Byte units on every path; the other units too where pattern and path are ASCII.
    std::vector<Glob> others;
    if (is_ascii(pattern_bytes)) {
      for (GlobUnit u : {GlobUnit::kCodePoint, GlobUnit::kUtf16}) {
        others.push_back(*Glob::compile(pattern.as_view(), options_of(flags, u)));
      }
    }
    for (std::size_t k = 0; k < paths.size(); ++k) {
      const bool want = bits[k] == '1';
      ++compared;
      if (g->matches(paths[k].as_view()) != want) {
        if (++failures < 50) {
          ADD_FAILURE() << ctx << " on path " << k << ": globset says " << bits[k];
        }
      }
      if (!ascii_path[k]) continue;
      for (const Glob& other : others) {
        ++compared;
        if (other.matches(paths[k].as_view()) != want && ++failures < 50) {
          ADD_FAILURE() << ctx << " on path " << k << " in " << unit_name(other.options().unit)
                        << ": globset says " << bits[k];
        }
      }
    }
  }
  EXPECT_EQ(failures, 0u) << "of " << compared;
  std::printf("compared %zu answers with globset's\n", compared);
}

// ---------------------------------------------------------------------------------------------
// Beyond the crate's rows.

bool m(std::string_view pattern, Wtf8View path, GlobUnit unit, std::string_view flags = "-") {
  auto g = Glob::compile(Wtf8View::from_wtf8_unchecked(pattern), options_of(flags, unit));
  EXPECT_TRUE(g.ok()) << pattern << ": " << g.status();
  return g.ok() && g->matches(path);
}
bool m(std::string_view pattern, std::string_view path, GlobUnit unit,
       std::string_view flags = "-") {
  return m(pattern, Wtf8View::from_wtf8_unchecked(path), unit, flags);
}

// The WTF-8 text of these code points (lone surrogates and escapes allowed).
Wtf8Buf text_of(std::initializer_list<uint32_t> cps) {
  std::vector<CodePoint> v;
  for (uint32_t c : cps) v.push_back(CodePoint::from_u32_unchecked(c));
  return Wtf8Buf::from_code_points(v);
}

constexpr GlobUnit kB = GlobUnit::kByte, kC = GlobUnit::kCodePoint, kU = GlobUnit::kUtf16;

TEST(GlobsetUnits, DefaultIsBytes) {
  auto g = Glob::compile(Wtf8View::from_wtf8_unchecked("caf??"), GlobOptions::globset());
  ASSERT_TRUE(g.ok());
  EXPECT_TRUE(g->matches(Wtf8View::from_wtf8_unchecked("caf\u00e9")));
}

TEST(GlobsetUnits, QuestionMarkOnNonAscii) {
  EXPECT_FALSE(m("caf?", "caf\u00e9", kB));
  EXPECT_TRUE(m("caf??", "caf\u00e9", kB));
  EXPECT_TRUE(m("caf?", "caf\u00e9", kC));
  EXPECT_TRUE(m("caf?", "caf\u00e9", kU));
  EXPECT_FALSE(m("caf??", "caf\u00e9", kC));
  // A supplementary character: four bytes, one code point, two UTF-16 units.
  EXPECT_TRUE(m("????", "\U0001F600", kB));
  EXPECT_TRUE(m("?", "\U0001F600", kC));
  EXPECT_FALSE(m("?", "\U0001F600", kU));
  EXPECT_TRUE(m("??", "\U0001F600", kU));
  EXPECT_TRUE(m("*", "\U0001F600", kU));
  EXPECT_TRUE(m("\U0001F600", "\U0001F600", kU));
}

TEST(GlobsetUnits, ClassesAreClassesOfUnits) {
  // globset's `[é]` is the byte class {C3, A9}: one byte of `é`, never `é` itself.
  EXPECT_FALSE(m("[\u00e9]", "\u00e9", kB));
  EXPECT_TRUE(m("[\u00e9][\u00e9]", "\u00e9", kB));
  EXPECT_TRUE(m("[\u00e9]", "\u00e9", kC));
  EXPECT_TRUE(m("[\u00e9]", "\u00e9", kU));
  // `[à-é]` is C3, A0..C3, A9 as bytes: the lone byte B0 (a PEP 383 escape) is in it.
  const Wtf8Buf b0 = os::from_posix_bytes("\xB0");
  EXPECT_TRUE(m("[\u00e0-\u00e9]", b0.as_view(), kB));
  EXPECT_FALSE(m("[\u00e0-\u00e9]", b0.as_view(), kC));
  EXPECT_TRUE(m("[\u00e0-\u00e9]", "\u00e1", kC));
  EXPECT_FALSE(m("[\u00e0-\u00e9]", "\u00ea", kC));
  EXPECT_TRUE(m("[\u00e0-\u00e9]", "\u00e1", kU));
  // A negated class takes one unit.
  EXPECT_FALSE(m("[!a]", "\u00e9", kB));
  EXPECT_TRUE(m("[!a][!a]", "\u00e9", kB));
  EXPECT_TRUE(m("[!a]", "\u00e9", kC));
  // In UTF-16 a supplementary member stands for its two halves.
  EXPECT_FALSE(m("[\U0001F600]", "\U0001F600", kU));
  EXPECT_TRUE(m("[\U0001F600][\U0001F600]", "\U0001F600", kU));
  EXPECT_TRUE(m("[\U0001F600]", "\U0001F600", kC));
  EXPECT_TRUE(m("[a-\U0001F600]", "\U0001F5FF", kC));
}

TEST(GlobsetUnits, LoneSurrogates) {
  const Wtf8Buf lone = text_of({0xD800});  // WTF-8 ED A0 80
  const Wtf8View p = lone.as_view();
  EXPECT_TRUE(m("???", p, kB));
  EXPECT_FALSE(m("?", p, kB));
  EXPECT_TRUE(m("?", p, kC));
  EXPECT_TRUE(m("?", p, kU));
  // The same lone surrogate as a literal, in every unit; and as a class member.
  const std::string lit(lone.as_view().data(), lone.as_view().size());
  for (GlobUnit u : kUnits) EXPECT_TRUE(m(lit, p, u)) << unit_name(u);
  EXPECT_TRUE(m("[" + lit + "]", p, kC));
  EXPECT_TRUE(m("[" + lit + "][" + lit + "][" + lit + "]", p, kB));
  // On bytes, the path is exactly what globset sees of the bytes ED A0 80.
  const Wtf8Buf raw = os::from_posix_bytes("\xED\xA0\x80");
  EXPECT_TRUE(m(lit, raw.as_view(), kB));
  EXPECT_FALSE(m(lit, raw.as_view(), kC));
}

TEST(GlobsetUnits, Pep383Escapes) {
  const Wtf8Buf latin1 = os::from_posix_bytes("caf\xE9");  // caf U+DCE9
  for (GlobUnit u : kUnits) {
    EXPECT_TRUE(m("caf?", latin1.as_view(), u)) << unit_name(u);
    EXPECT_TRUE(m("caf*", latin1.as_view(), u)) << unit_name(u);
    EXPECT_FALSE(m("caf\u00e9", latin1.as_view(), u)) << unit_name(u);
  }
  // A pattern escape is the byte it stands for: U+DCC3 U+DCA9 is `é`'s bytes in byte units.
  const Wtf8Buf escapes = os::from_posix_bytes("\xC3\xA9");  // valid UTF-8: stays é
  const Wtf8Buf two = text_of({0xDCC3, 0xDCA9});
  const std::string esc(two.as_view().data(), two.as_view().size());
  EXPECT_TRUE(m(esc, "\u00e9", kB));
  EXPECT_FALSE(m(esc, "\u00e9", kC));
  EXPECT_TRUE(m("\u00e9", escapes.as_view(), kB));
  const Wtf8Buf ff = os::from_posix_bytes("\xFF");
  for (GlobUnit u : kUnits) EXPECT_TRUE(m("?", ff.as_view(), u)) << unit_name(u);
  // `[\xff]` as an escape member: the byte FF, or the code point U+DCFF.
  const Wtf8Buf member = text_of({'[', 0xDCFF, ']'});
  const std::string cls(member.as_view().data(), member.as_view().size());
  for (GlobUnit u : kUnits) EXPECT_TRUE(m(cls, ff.as_view(), u)) << unit_name(u);
  // The escapes U+DC80..U+DCFF as a range: the bytes 80..FF, or those code points.
  const Wtf8Buf range = text_of({'[', 0xDC80, '-', 0xDCFF, ']'});
  const std::string rng(range.as_view().data(), range.as_view().size());
  for (GlobUnit u : kUnits) EXPECT_TRUE(m(rng, ff.as_view(), u)) << unit_name(u);
  EXPECT_TRUE(m(rng + rng, "\u00e9", kB));
  EXPECT_FALSE(m(rng, "\u00e9", kC));
}

TEST(GlobsetCase, AsciiOnlyAsTheCrate) {
  for (GlobUnit u : kUnits) {
    EXPECT_TRUE(m("aBc", "AbC", u, "i")) << unit_name(u);
    EXPECT_FALSE(m("\u00c9", "\u00e9", u, "i")) << unit_name(u);  // É is not é: (?-u)(?i)
    EXPECT_TRUE(m("[a-c]", "B", u, "i")) << unit_name(u);
    EXPECT_FALSE(m("[!a]", "A", u, "i")) << unit_name(u);    // folded, then negated
    EXPECT_TRUE(m("[Z-a]", "z", u, "i")) << unit_name(u);    // Z-a holds Z and a: z and A too
    EXPECT_FALSE(m("K", "\u212a", u, "i")) << unit_name(u);  // no Kelvin sign
    EXPECT_FALSE(m("aBc", "AbC", u)) << unit_name(u);
  }
}

TEST(GlobsetQuirks, AsTheCrateDoes) {
  for (GlobUnit u : kUnits) {
    SCOPED_TRACE(unit_name(u));
    EXPECT_TRUE(m("a}b", "ab", u));  // `}` outside braces: an empty group
    EXPECT_TRUE(m("{a,}", "a", u));  // the empty alternative is dropped...
    EXPECT_FALSE(m("{a,}", "", u));  // ...so "" does not match
    EXPECT_TRUE(m("{}", "", u));
    EXPECT_TRUE(m("{,}", "", u));
    EXPECT_TRUE(m("x/**", "x/", u));
    EXPECT_FALSE(m("x/**", "x", u));
    EXPECT_TRUE(m("**/c", "a/b/c", u, "s"));
    EXPECT_FALSE(m("***/c", "a/b/c", u, "s"));  // `***` is three stars, never recursive
    EXPECT_TRUE(m("a/**/b", "a/b", u, "s"));
    EXPECT_TRUE(m("**/x", "/x", u, "s"));
    EXPECT_TRUE(m("[a-b-d]", "c", u));   // a range extended by a second `-d`
    EXPECT_TRUE(m("[/]", "/", u, "s"));  // literal_separator stops only `*` and `?`
    EXPECT_TRUE(m("[!a]", "/", u, "s"));
    EXPECT_FALSE(m("?", "/", u, "s"));
    EXPECT_TRUE(m("[\\]", "\\", u));       // no escapes in classes
    EXPECT_TRUE(m("\\/**", "/x", u));      // an escaped `/` still makes `/**` a suffix
    EXPECT_TRUE(m("{a\\,**}", "a/x", u));  // globset looks at the raw previous character
    EXPECT_TRUE(m("a\\", "a\\", u, "n"));
    EXPECT_TRUE(m("\\a", "\\a", u, "n"));
  }
}

TEST(GlobsetErrors, KindAndByteOffset) {
  struct Case {
    const char* pattern;
    const char* reason;
    std::size_t offset;
  };
  const Case cases[] = {
      {"ab[", "unclosed character class", 2},
      {"[]", "unclosed character class", 0},
      {"[!]", "unclosed character class", 0},
      {"\u00e9[\u00e9", "unclosed character class", 2},
      {"\u00e9[z-a]", "invalid character range", 3},
      {"[c-d-a]", "invalid character range", 1},
      {"[z--]", "invalid character range", 1},
      {"x{a{b}}", "nested alternate group", 3},
      {"a{b", "unclosed alternate group", 1},
      {"{a}{b", "unclosed alternate group", 3},
      {"{[", "unclosed character class", 1},
      {"ab\\", "dangling escape", 2},
  };
  for (const Case& c : cases) {
    for (GlobUnit u : kUnits) {
      auto g = Glob::compile(Wtf8View::from_wtf8_unchecked(c.pattern), options_of("-", u));
      ASSERT_FALSE(g.ok()) << c.pattern;
      EXPECT_EQ(g.status().code(), absl::StatusCode::kInvalidArgument);
      EXPECT_NE(g.status().message().find(c.reason), std::string_view::npos) << g.status();
      EXPECT_NE(g.status().message().find("glob pattern (globset)"), std::string_view::npos);
      EXPECT_EQ(error_offset(g.status()), c.offset) << c.pattern << ": " << g.status();
    }
  }
  // A dangling `\` is only an error with backslash_escape.
  EXPECT_TRUE(Glob::compile(Wtf8View::from_wtf8_unchecked("ab\\"), options_of("n")).ok());
}

// Seeded random patterns over metacharacters, non-ASCII, lone surrogates and PEP 383 escapes:
// nothing crashes, the parser (which reads code points) refuses the same patterns with the same
// message in every unit, and on ASCII patterns and paths every unit gives the byte answer.
TEST(GlobsetRandom, UnitsAgreeAndNothingBreaks) {
  const std::vector<std::vector<uint32_t>> atoms = {{'*'},
                                                    {'*', '*'},
                                                    {'?'},
                                                    {'['},
                                                    {']'},
                                                    {'!'},
                                                    {'^'},
                                                    {'-'},
                                                    {'{'},
                                                    {'}'},
                                                    {','},
                                                    {'\\'},
                                                    {'/'},
                                                    {'a'},
                                                    {'b'},
                                                    {'A'},
                                                    {0xE9},
                                                    {0x1F600},
                                                    {0xD800},
                                                    {0xDFFF},
                                                    {0xDCFF},
                                                    {0xDC80},
                                                    {'[', 'a', '-', 'c', ']'},
                                                    {'{', 'a', ',', 'b', '}'},
                                                    {'/', '*', '*', '/'}};
  const std::vector<std::string> paths = {"",      "a",  "ab", "a/b", "/", "b/a/",  "A",  "[",
                                          "{a,b}", "a*", "\\", "-",   "!", "a/b/c", "aaa"};
  uint64_t state = 0x9E3779B97F4A7C15u;
  const auto next = [&](uint64_t n) {
    state = state * 6364136223846793005u + 1442695040888963407u;
    return (state >> 33) % n;
  };
  for (int i = 0; i < 3000; ++i) {
    std::vector<uint32_t> cps;
    bool ascii = true;
    for (uint64_t k = next(8); k > 0; --k) {
      for (uint32_t c : atoms[next(atoms.size())]) {
        cps.push_back(c);
        ascii = ascii && c < 0x80;
      }
    }
    std::vector<CodePoint> v;
    for (uint32_t c : cps) v.push_back(CodePoint::from_u32_unchecked(c));
    const Wtf8Buf pattern = Wtf8Buf::from_code_points(v);
    const std::string flags =
        std::string(next(2) ? "i" : "") + (next(2) ? "s" : "") + (next(4) == 0 ? "n" : "");
    std::vector<absl::StatusOr<Glob>> globs;
    for (GlobUnit u : kUnits)
      globs.push_back(Glob::compile(pattern.as_view(), options_of(flags, u)));
    for (std::size_t u = 1; u < globs.size(); ++u) {
      ASSERT_EQ(globs[u].status(), globs[0].status()) << i;
    }
    if (!globs[0].ok()) continue;
    for (const std::string& p : paths) {
      const Wtf8View path = Wtf8View::from_wtf8_unchecked(p);
      const bool byte = globs[0]->matches(path);
      if (!ascii) continue;
      EXPECT_EQ(globs[1]->matches(path), byte) << i << " " << p;
      EXPECT_EQ(globs[2]->matches(path), byte) << i << " " << p;
    }
  }
}

TEST(GlobsetLinear, LongPatterns) {
  // 300 distinct code points (as many unit classes), as a literal, between stars, in a group.
  // (Compile time grows faster than the pattern in the shared automaton's DFA construction, so
  // this stays modest; matching stays linear.)
  std::vector<CodePoint> v;
  for (uint32_t c = 0x4E00; c < 0x4E00 + 300; ++c) v.push_back(CodePoint::from_u32_unchecked(c));
  const Wtf8Buf lit = Wtf8Buf::from_code_points(v);
  const std::string text(lit.as_view().data(), lit.as_view().size());
  for (GlobUnit u : kUnits) {
    EXPECT_TRUE(m(text, text, u));
    EXPECT_TRUE(m("*" + text + "*", text, u));
    EXPECT_FALSE(m("{" + text + ",b}*[!a]", text, u));
  }
}

TEST(GlobsetLinear, NoBacktracking) {
  const std::string a(1 << 20, 'a');
  for (GlobUnit u : kUnits) {
    EXPECT_FALSE(m("*a*a*a*a*a*a*a*a*a*b", a, u));
    EXPECT_FALSE(m("{*a*a*a*b,**/*a*a*a*c}", a, u));
  }
}

}  // namespace
}  // namespace wtf8
