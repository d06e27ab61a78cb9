// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// What the path tests share: the notation of the Python 3.11 oracle table
// (tests/testdata/path_cases.txt, written by tests/testdata/gen_path_cases.py: tab-separated
// fields, `\u{X}` for code point X), reading that table, and random path texts built from the
// pieces the grammar cares about (separators, `.`, drives, prefixes, lone surrogates and
// supplementary characters).

#ifndef WTF8_TESTS_PATH_CASES_H_
#define WTF8_TESTS_PATH_CASES_H_

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"
#include "wtf8/code_point.h"
#include "wtf8/wtf8_buf.h"

namespace wtf8 {
namespace path_cases {

// Text with `\u{X}` escapes (the table's notation) as WTF-8; any other byte is itself.
inline Wtf8Buf unescape(std::string_view s) {
  Wtf8Buf out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\\' && s.substr(i + 1, 2) == "u{") {
      const std::size_t close = s.find('}', i);
      const uint32_t value = static_cast<uint32_t>(
          std::stoul(std::string(s.substr(i + 3, close - i - 3)), nullptr, 16));
      out.push(CodePoint::from_u32(value).value());
      i = close;
    } else {
      out.push(CodePoint::from_u32(static_cast<unsigned char>(s[i])).value());
    }
  }
  return out;
}

// The whole table (a test failure, and "", when it cannot be read).
inline std::string read_table() {
  std::vector<std::string> candidates = {"tests/testdata/path_cases.txt"};
  if (const char* srcdir = std::getenv("TEST_SRCDIR")) {
    candidates.push_back(std::string(srcdir) + "/wtf8/tests/testdata/path_cases.txt");
  }
  for (const std::string& path : candidates) {
    std::ifstream in(path, std::ios::binary);
    if (in) return std::string(std::istreambuf_iterator<char>(in), {});
  }
  ADD_FAILURE() << "cannot read tests/testdata/path_cases.txt";
  return "";
}

// The tab-separated fields of a line.
inline std::vector<std::string_view> fields(std::string_view line) {
  std::vector<std::string_view> out;
  std::size_t begin = 0;
  while (true) {
    const std::size_t tab = line.find('\t', begin);
    out.push_back(line.substr(begin, tab == std::string_view::npos ? tab : tab - begin));
    if (tab == std::string_view::npos) return out;
    begin = tab + 1;
  }
}

// Calls `f(fields)` for each record line of the table (comments and blank lines skipped).
template <typename F>
void for_each_line(const std::string& table, F f) {
  std::size_t begin = 0;
  while (begin < table.size()) {
    std::size_t end = table.find('\n', begin);
    if (end == std::string::npos) end = table.size();
    const std::string_view line = std::string_view(table).substr(begin, end - begin);
    begin = end + 1;
    if (line.empty() || line[0] == '#') continue;
    f(fields(line));
  }
}

// A random path text of up to `max_pieces` pieces, each a separator, a dot, a drive, a prefix, a
// name, a lone surrogate or a supplementary character (in the table's notation, unescaped).
inline Wtf8Buf random_path(std::mt19937* rng, int max_pieces = 10) {
  static const char* const kAlphabet[] = {
      "/",         "\\",         "\\",         ".",       "..",   "a",         "B",
      "C:",        "c:",         "z:",         "\\\\?\\", "//?/", "UNC",       "\\\\.\\",
      ":",         " ",          "x.tar.gz",   ".t",      "srv",  "\\u{D800}", "\\u{DC00}",
      "\\u{DBFF}", "\\u{1F600}", "\\u{10000}", "//",      "./"};
  std::string s;
  const int n = static_cast<int>((*rng)() % static_cast<uint32_t>(max_pieces));
  for (int i = 0; i < n; ++i) s += kAlphabet[(*rng)() % (sizeof kAlphabet / sizeof *kAlphabet)];
  return unescape(s);
}

}  // namespace path_cases
}  // namespace wtf8

#endif  // WTF8_TESTS_PATH_CASES_H_
