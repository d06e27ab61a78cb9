// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// kPython (Python 3.13.0's PurePath.full_match / PurePath.match) against:
//   - CPython's own tests, restated as data (testdata/glob/python/cpython.tsv), in every unit;
//   - hand-written rows for each unit on non-ASCII, lone surrogates, PEP 383 escapes and the
//     grammar and case rules (testdata/glob/python/units.tsv);
//   - 3.13's path grammar itself (python_path_string / python_path_parts);
//   - a golden file CPython 3.13.0 decided (testdata/glob/python/differential.tsv, written by
//     tests/glob_python_oracle.py --seed 33): code points exactly, and UTF-16 units on rows whose
//     text is all BMP, bytes on rows that are all ASCII (where the units must agree);
//   - CPython 3.13.0 live, when it is installed (~/.pyenv/versions/3.13.0/bin/python3 or
//     python3.13 on PATH): fresh cases from another seed, and the hand-written tables' code-point
//     rows re-checked; skipped, saying so, when it is absent;
//   - bad input: arbitrary patterns compile and match without failing, and quickly.

#if !defined(_WIN32)
#include <pwd.h>
#include <unistd.h>
#endif

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "src/glob/dialects.h"
#include "wtf8/glob.h"
#include "wtf8/internal/bytes/utf8_bits.h"

namespace wtf8 {
namespace {

// ---- the table format -------------------------------------------------------------------------

std::string wtf8_of(const std::vector<uint32_t>& cps);

// `\\` is a backslash, `\u{X}` a code point (a lone surrogate included; a lead followed by a trail
// is the supplementary character they make, as WTF-8 has it).
std::string unescape(const std::string& s) {
  std::vector<uint32_t> cps;
  for (std::size_t i = 0; i < s.size();) {
    if (s[i] == '\\' && s.compare(i, 3, "\\u{") == 0) {
      const std::size_t close = s.find('}', i);
      cps.push_back(static_cast<uint32_t>(std::stoul(s.substr(i + 3, close - i - 3), nullptr, 16)));
      i = close + 1;
    } else if (s[i] == '\\' && i + 1 < s.size()) {
      cps.push_back(static_cast<unsigned char>(s[i + 1]));
      i += 2;
    } else {
      cps.push_back(static_cast<unsigned char>(s[i]));
      ++i;
    }
  }
  return wtf8_of(cps);
}

// The WTF-8 of code points, a lead surrogate followed by a trail one joined.
std::string wtf8_of(const std::vector<uint32_t>& cps) {
  std::string out;
  char buf[4];
  for (std::size_t i = 0; i < cps.size(); ++i) {
    uint32_t cp = cps[i];
    if (internal::is_lead_surrogate(cp) && i + 1 < cps.size() &&
        internal::is_trail_surrogate(cps[i + 1])) {
      cp = internal::join_surrogates(cp, cps[++i]);
    }
    out.append(buf, internal::encode_code_point(cp, buf));
  }
  return out;
}

struct Row {
  std::string where;  // file:line
  char expect = '0';  // '1', '0' or 'E'
  std::vector<PathStyle> styles;
  PythonMatch method = PythonMatch::kFullMatch;
  GlobCase case_mode = GlobCase::kDefault;
  std::vector<GlobUnit> units;
  std::string pattern;
  std::string path;
  std::string raw;
};

std::vector<std::string> split_tabs(const std::string& line) {
  std::vector<std::string> f;
  std::size_t i = 0;
  while (true) {
    const std::size_t j = line.find('\t', i);
    f.push_back(line.substr(i, j == std::string::npos ? std::string::npos : j - i));
    if (j == std::string::npos) break;
    i = j + 1;
  }
  return f;
}

bool parse_row(const std::string& line, const std::string& where, Row& row) {
  const std::vector<std::string> f = split_tabs(line);
  if (f.size() != 7) return false;
  row.where = where;
  row.raw = line;
  row.expect = f[0].empty() ? '?' : f[0][0];
  row.styles.clear();
  if (f[1] == "posix" || f[1] == "both") row.styles.push_back(PathStyle::kPosix);
  if (f[1] == "windows" || f[1] == "both") row.styles.push_back(PathStyle::kWindows);
  row.method = f[2] == "match" ? PythonMatch::kMatch : PythonMatch::kFullMatch;
  row.case_mode = f[3] == "sensitive"     ? GlobCase::kSensitive
                  : f[3] == "insensitive" ? GlobCase::kInsensitive
                                          : GlobCase::kDefault;
  row.units.clear();
  std::stringstream units(f[4] == "all" ? std::string("byte,cp,utf16") : f[4]);
  std::string u;
  while (std::getline(units, u, ',')) {
    if (u == "byte") row.units.push_back(GlobUnit::kByte);
    if (u == "cp") row.units.push_back(GlobUnit::kCodePoint);
    if (u == "utf16") row.units.push_back(GlobUnit::kUtf16);
  }
  row.pattern = unescape(f[5]);
  row.path = unescape(f[6]);
  return !row.styles.empty() && !row.units.empty();
}

std::vector<Row> read_rows(std::istream& in, const std::string& name) {
  std::vector<Row> rows;
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    ++n;
    if (line.empty() || line[0] == '#') continue;
    Row row;
    EXPECT_TRUE(parse_row(line, name + ":" + std::to_string(n), row)) << name << ":" << n;
    rows.push_back(std::move(row));
  }
  return rows;
}

std::vector<Row> read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in) << path;
  return read_rows(in, path);
}

const char* unit_name(GlobUnit u) {
  return u == GlobUnit::kByte ? "byte" : u == GlobUnit::kUtf16 ? "utf16" : "cp";
}

// '1', '0', or 'E' when the pattern does not compile.
char run(const Row& row, PathStyle style, GlobUnit unit) {
  GlobOptions o = GlobOptions::python(style, row.method);
  o.case_mode = row.case_mode;
  o.unit = unit;
  const auto g = Glob::compile(Wtf8View::from_wtf8_unchecked(row.pattern), o);
  if (!g.ok()) return 'E';
  return g->matches(Wtf8View::from_wtf8_unchecked(row.path)) ? '1' : '0';
}

// Runs every row in each of its styles and units; returns how many checks ran.
int check_rows(const std::vector<Row>& rows) {
  int checks = 0;
  for (const Row& row : rows) {
    for (PathStyle style : row.styles) {
      for (GlobUnit unit : row.units) {
        ++checks;
        EXPECT_EQ(run(row, style, unit), row.expect)
            << row.where << " (" << (style == PathStyle::kWindows ? "windows" : "posix") << ", "
            << unit_name(unit) << "): " << row.raw;
      }
    }
  }
  return checks;
}

TEST(GlobPython, CPythonsOwnTests) {
  const std::vector<Row> rows = read_file("tests/testdata/glob/python/cpython.tsv");
  EXPECT_GT(rows.size(), 100u);
  std::printf("cpython.tsv: %d checks\n", check_rows(rows));
}

TEST(GlobPython, UnitsCaseAndGrammar) {
  const std::vector<Row> rows = read_file("tests/testdata/glob/python/units.tsv");
  EXPECT_GT(rows.size(), 100u);
  std::printf("units.tsv: %d checks\n", check_rows(rows));
}

// ---- the grammar --------------------------------------------------------------------------------

std::string printed(const std::string& path, PathStyle style) {
  std::string out;
  internal::glob::python_path_string(Wtf8View::from_wtf8_unchecked(path), style, out);
  return out;
}

std::string parts(const std::string& path, PathStyle style) {
  std::string storage;
  std::vector<std::pair<std::size_t, std::size_t>> p;
  internal::glob::python_path_parts(Wtf8View::from_wtf8_unchecked(path), style, storage, p);
  std::string out;
  for (const auto& r : p) out += "<" + storage.substr(r.first, r.second - r.first) + ">";
  return out;
}

TEST(GlobPython, PosixGrammar) {
  // (str(PurePosixPath(x)) with '.' as '', and its parts), as 3.13.0 prints them.
  const PathStyle P = PathStyle::kPosix;
  EXPECT_EQ(printed("", P), "");
  EXPECT_EQ(printed(".", P), "");
  EXPECT_EQ(printed("././/.", P), "");
  EXPECT_EQ(printed("a/./b//c/", P), "a/b/c");
  EXPECT_EQ(printed("a/../b", P), "a/../b");
  EXPECT_EQ(printed("/", P), "/");
  EXPECT_EQ(printed("//", P), "//");
  EXPECT_EQ(printed("///", P), "/");
  EXPECT_EQ(printed("//a//b", P), "//a/b");
  EXPECT_EQ(printed("////a", P), "/a");
  EXPECT_EQ(printed("a\\b", P), "a\\b");
  EXPECT_EQ(printed("c:a", P), "c:a");
  EXPECT_EQ(parts("/a/b/", P), "</><a><b>");
  EXPECT_EQ(parts("//a", P), "<//><a>");
  EXPECT_EQ(parts("a/./b", P), "<a><b>");
  EXPECT_EQ(parts(".", P), "");
}

TEST(GlobPython, WindowsGrammar) {
  const PathStyle W = PathStyle::kWindows;
  EXPECT_EQ(printed("a/b\\c/", W), "a\\b\\c");
  EXPECT_EQ(printed("/a", W), "\\a");
  EXPECT_EQ(printed("//a", W), "\\\\a");  // a UNC drive with no share, no root
  EXPECT_EQ(printed("//a/", W), "\\\\a\\");
  EXPECT_EQ(printed("//srv/share", W), "\\\\srv\\share\\");  // the drive gets a root
  EXPECT_EQ(printed("//srv/share/x/", W), "\\\\srv\\share\\x");
  EXPECT_EQ(printed("//?/c:/x", W), "\\\\?\\c:\\x");
  EXPECT_EQ(printed("//./dev", W), "\\\\.\\dev");  // a device: no root added
  EXPECT_EQ(printed("//?/UNC/srv/share", W), "\\\\?\\UNC\\srv\\share\\");
  EXPECT_EQ(printed("\\\\?\\unc\\srv\\share\\a", W), "\\\\?\\unc\\srv\\share\\a");
  EXPECT_EQ(printed("///a/b", W), "\\\\\\a\\b");  // empty server
  EXPECT_EQ(printed("\\\\\\\\", W), "\\\\\\\\");  // four: a drive (3.11: a root)
  EXPECT_EQ(parts("\\\\?\\unc\\a\\b\\c", W), "<\\\\?\\unc\\a\\b\\><c>");  // case-blind prefix
  EXPECT_EQ(parts("1:/x", W), "<1:\\><x>");  // 3.11: drive `1:` without a root
  EXPECT_EQ(printed("c:", W), "c:");
  EXPECT_EQ(printed("c:/", W), "c:\\");
  EXPECT_EQ(printed("c:a/./b", W), "c:a\\b");
  EXPECT_EQ(printed("\xC3\xA9:a", W), "\xC3\xA9:a");             // any X before `:` (3.13)
  EXPECT_EQ(printed("\xED\xA0\x80:/a", W), "\xED\xA0\x80:\\a");  // a lone surrogate too
  EXPECT_EQ(printed("::a", W), "::a");
  EXPECT_EQ(printed("./c:a", W), ".\\c:a");  // the guard
  EXPECT_EQ(printed("./c:", W), ".\\c:");
  EXPECT_EQ(printed("./ca", W), "ca");
  EXPECT_EQ(printed("a/c:b", W), "a\\c:b");
  EXPECT_EQ(parts("./c:a", W), "<c:a>");
  EXPECT_EQ(parts("c:/a", W), "<c:\\><a>");
  EXPECT_EQ(parts("c:a", W), "<c:><a>");
  EXPECT_EQ(parts("//srv/share/a", W), "<\\\\srv\\share\\><a>");
  // A view that starts inside a supplementary character (OMG-WTF-8's split trail).
  const std::string emoji = "\xF0\x9F\x98\x80";
  const std::string trail_first = emoji.substr(1) + ":a";
  EXPECT_EQ(printed(trail_first, W), "\xED\xB8\x80:a");
  EXPECT_EQ(printed("./" + trail_first.substr(0, 0) + "x", W), "x");
}

// ---- CPython 3.13.0 ---------------------------------------------------------------------------

bool all_ascii(const std::string& s) {
  for (char c : s) {
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  }
  return true;
}

bool all_bmp(const std::string& s) {
  for (char c : s) {
    if (static_cast<unsigned char>(c) >= 0xF0) return false;
  }
  return true;
}

// The anchor's rows (cp); the other units where they must agree.
int check_differential(const std::vector<Row>& rows) {
  int checks = 0;
  for (const Row& row : rows) {
    std::vector<GlobUnit> units = {GlobUnit::kCodePoint};
    if (all_bmp(row.pattern) && all_bmp(row.path)) units.push_back(GlobUnit::kUtf16);
    if (all_ascii(row.pattern) && all_ascii(row.path)) units.push_back(GlobUnit::kByte);
    for (PathStyle style : row.styles) {
      for (GlobUnit unit : units) {
        ++checks;
        EXPECT_EQ(run(row, style, unit), row.expect)
            << row.where << " (" << unit_name(unit) << "): " << row.raw;
      }
    }
  }
  return checks;
}

TEST(GlobPython, DifferentialGolden) {
  const std::vector<Row> rows = read_file("tests/testdata/glob/python/differential.tsv");
  EXPECT_GE(rows.size(), 4000u);
  std::printf("differential.tsv: %zu rows, %d checks\n", rows.size(), check_differential(rows));
}

#if defined(_WIN32)
TEST(GlobPython, DifferentialLive) {
  GTEST_SKIP() << "POSIX only: runs CPython 3.13.0 through popen";
}
#else
std::string find_python313() {
  std::vector<std::string> candidates;
  if (const char* home = std::getenv("HOME")) {
    candidates.push_back(std::string(home) + "/.pyenv/versions/3.13.0/bin/python3");
  }
  // Bazel's test environment may not carry HOME: the password entry still names it.
  if (const passwd* pw = getpwuid(getuid())) {
    candidates.push_back(std::string(pw->pw_dir) + "/.pyenv/versions/3.13.0/bin/python3");
  }
  for (const std::string& c : candidates) {
    if (access(c.c_str(), X_OK) == 0) return c;
  }
  // python3.13 on PATH, if it is 3.13.0.
  FILE* p = popen(
      "python3.13 -c 'import sys; print(sys.version_info[:3] == (3, 13, 0))' "
      "2>/dev/null",
      "r");
  if (p != nullptr) {
    char buf[16] = {};
    const bool ok = std::fgets(buf, sizeof buf, p) != nullptr && std::string(buf) == "True\n";
    pclose(p);
    if (ok) return "python3.13";
  }
  return "";
}

std::string run_command(const std::string& command, int& status) {
  std::string out;
  FILE* p = popen(command.c_str(), "r");
  if (p == nullptr) {
    status = -1;
    return out;
  }
  char buf[65536];
  std::size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  status = pclose(p);
  return out;
}

TEST(GlobPython, DifferentialLive) {
  const std::string python = find_python313();
  if (python.empty()) {
    GTEST_SKIP() << "CPython 3.13.0 not found (~/.pyenv/versions/3.13.0/bin/python3 or "
                    "python3.13 on PATH): the live comparison is skipped; the golden file ran";
  }
  // GLOB_PYTHON_ROWS=file: check that table (rows 3.13.0 decided elsewhere) instead.
  if (const char* rows_file = std::getenv("GLOB_PYTHON_ROWS")) {
    const std::vector<Row> rows = read_file(rows_file);
    std::printf("%s: %zu rows, %d checks\n", rows_file, rows.size(), check_differential(rows));
    return;
  }
  // Another fixed seed than the golden file's (GLOB_PYTHON_SEED overrides it).
  const char* seed_env = std::getenv("GLOB_PYTHON_SEED");
  const std::string seed = seed_env != nullptr ? seed_env : "2026";
  int status = 0;
  const std::string out =
      run_command(python + " tests/glob_python_oracle.py --seed " + seed + " --pairs 400", status);
  ASSERT_EQ(status, 0) << "the oracle failed";
  std::istringstream in(out);
  const std::vector<Row> rows = read_rows(in, "live(seed " + seed + ")");
  EXPECT_GE(rows.size(), 1000u);
  std::printf("live: %zu rows, %d checks\n", rows.size(), check_differential(rows));
  // The hand-written tables' code-point rows, against the anchor.
  for (const char* table :
       {"tests/testdata/glob/python/cpython.tsv", "tests/testdata/glob/python/units.tsv"}) {
    const std::string check =
        run_command(python + " tests/glob_python_oracle.py --check " + table + " 2>&1", status);
    EXPECT_EQ(status, 0) << check;
  }
}

// ---- bad input ----------------------------------------------------------------------------------
#endif  // _WIN32

TEST(GlobPython, ArbitraryPatternsNeverFail) {
  // Short strings over the characters that matter: compile (except `match`'s empty pattern)
  // and match without failing, in every unit and grammar.
  const std::vector<uint32_t> alphabet = {
      '*', '?', '[', ']',  '!',   '^',    '-',    '/',    '\\',   '.',     ':',
      'a', 'Z', 'k', 0xE9, 0x130, 0x212A, 0xD800, 0xDC00, 0xDCFF, 0x10400, 0x10428};
  std::mt19937 rng(33);
  auto random_text = [&] {
    std::vector<uint32_t> cps(rng() % 9);
    for (uint32_t& c : cps) c = alphabet[rng() % alphabet.size()];
    return wtf8_of(cps);
  };
  for (int i = 0; i < 1500; ++i) {
    const std::string pattern = random_text();
    const std::string path = random_text();
    for (PathStyle style : {PathStyle::kPosix, PathStyle::kWindows}) {
      for (PythonMatch method : {PythonMatch::kFullMatch, PythonMatch::kMatch}) {
        for (GlobUnit unit : {GlobUnit::kByte, GlobUnit::kCodePoint, GlobUnit::kUtf16}) {
          GlobOptions o = GlobOptions::python(style, method);
          o.unit = unit;
          o.case_mode = (i & 1) != 0 ? GlobCase::kInsensitive : GlobCase::kSensitive;
          const auto g = Glob::compile(Wtf8View::from_wtf8_unchecked(pattern), o);
          if (!g.ok()) {
            EXPECT_EQ(method, PythonMatch::kMatch) << pattern;
            EXPECT_NE(g.status().message().find("empty pattern at byte offset 0"),
                      std::string::npos)
                << g.status().message();
            continue;
          }
          (void)g->matches(Wtf8View::from_wtf8_unchecked(path));
        }
      }
    }
  }
}

TEST(GlobPython, LinearTime) {
  std::string pattern;
  for (int i = 0; i < 20; ++i) pattern += "*a";
  pattern += "*b";
  const std::string path(1 << 20, 'a');
  const auto start = std::chrono::steady_clock::now();
  for (GlobCase c : {GlobCase::kSensitive, GlobCase::kInsensitive}) {
    GlobOptions o = GlobOptions::python(PathStyle::kPosix);
    o.case_mode = c;
    const auto g = Glob::compile(Wtf8View::from_wtf8_unchecked(pattern), o);
    ASSERT_TRUE(g.ok());
    EXPECT_FALSE(g->matches(Wtf8View::from_wtf8_unchecked(path)));
  }
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(20));
}

}  // namespace
}  // namespace wtf8
