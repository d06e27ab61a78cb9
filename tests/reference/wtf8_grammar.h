// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Test-only reference: the well-formedness rules of UTF-8, WTF-8 and OMG-WTF-8 written as plainly
// as possible from the specs' tables (WTF-8 §5 Table 3, §6; the OMG-WTF-8 description), to check
// the library's fast validator against. Slow on purpose: no shortcuts.

#ifndef WTF8_TESTS_REFERENCE_WTF8_GRAMMAR_H_
#define WTF8_TESTS_REFERENCE_WTF8_GRAMMAR_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace wtf8 {
namespace reference {

enum class Grammar { kUtf8, kWtf8, kOmgWtf8 };

// One row of WTF-8 §5 Table 3: the allowed range of each byte of a sequence.
struct Row {
  int length;
  uint8_t lo[4];
  uint8_t hi[4];
};

inline const std::vector<Row>& table3() {
  static const std::vector<Row> rows = {
      {1, {0x00}, {0x7F}},
      {2, {0xC2, 0x80}, {0xDF, 0xBF}},
      {3, {0xE0, 0xA0, 0x80}, {0xE0, 0xBF, 0xBF}},
      {3, {0xE1, 0x80, 0x80}, {0xEF, 0xBF, 0xBF}},
      {4, {0xF0, 0x90, 0x80, 0x80}, {0xF0, 0xBF, 0xBF, 0xBF}},
      {4, {0xF1, 0x80, 0x80, 0x80}, {0xF3, 0xBF, 0xBF, 0xBF}},
      {4, {0xF4, 0x80, 0x80, 0x80}, {0xF4, 0x8F, 0xBF, 0xBF}},
  };
  return rows;
}

inline bool matches(const Row& row, std::string_view s, size_t i, int count) {
  if (i + count > s.size()) return false;
  for (int k = 0; k < count; ++k) {
    const uint8_t b = static_cast<uint8_t>(s[i + k]);
    if (b < row.lo[k] || b > row.hi[k]) return false;
  }
  return true;
}

inline bool is_surrogate_seq(std::string_view s, size_t i) {
  return static_cast<uint8_t>(s[i]) == 0xED && static_cast<uint8_t>(s[i + 1]) >= 0xA0;
}
inline bool is_lead_seq(std::string_view s, size_t i) {
  return is_surrogate_seq(s, i) && static_cast<uint8_t>(s[i + 1]) <= 0xAF;
}
inline bool is_trail_seq(std::string_view s, size_t i) {
  return is_surrogate_seq(s, i) && static_cast<uint8_t>(s[i + 1]) >= 0xB0;
}

// The first error of `s` under a grammar: the offset of the first byte of the first ill-formed
// sequence and, for WTF-8 and OMG-WTF-8, whether that error is a surrogate pair byte sequence
// (then the offset is that of its lead surrogate).
struct FirstError {
  size_t offset;
  bool surrogate_pair;
};

inline std::optional<FirstError> first_error_with_kind(std::string_view s, Grammar g) {
  size_t begin = 0, end = s.size();
  if (g == Grammar::kOmgWtf8) {
    auto cont = [&](size_t i) { return (static_cast<uint8_t>(s[i]) & 0xC0) == 0x80; };
    if (s.size() >= 3 && cont(0) && cont(1) && cont(2)) begin = 3;
    if (end - begin >= 3) {
      for (const Row& row : table3()) {
        if (row.length == 4 && matches(row, s, end - 3, 3)) {
          end -= 3;
          break;
        }
      }
    }
  }
  // Parse code point sequences until the first one that fits no row.
  std::vector<size_t> starts;
  std::optional<size_t> parse_error;
  size_t i = begin;
  while (i < end) {
    int length = 0;
    for (const Row& row : table3()) {
      if (matches(row, s.substr(0, end), i, row.length)) length = row.length;
    }
    if (length == 0 || (g == Grammar::kUtf8 && length == 3 && is_surrogate_seq(s, i))) {
      parse_error = i;
      break;
    }
    starts.push_back(i);
    i += length;
  }
  // WTF-8: a lead surrogate sequence directly followed by a trail surrogate sequence. Only
  // sequences that parsed (fit a row of Table 3) count.
  if (g != Grammar::kUtf8) {
    for (size_t k = 0; k + 1 < starts.size(); ++k) {
      const size_t a = starts[k], b = starts[k + 1];
      if (b - a == 3 && is_lead_seq(s, a) && is_trail_seq(s, b)) return FirstError{a, true};
    }
  }
  if (parse_error) return FirstError{*parse_error, false};
  return std::nullopt;
}

// nullopt when well-formed; otherwise the offset of the first byte of the first ill-formed
// sequence (for a surrogate pair byte sequence, of its lead surrogate).
inline std::optional<size_t> first_error(std::string_view s, Grammar g) {
  const std::optional<FirstError> e = first_error_with_kind(s, g);
  if (!e) return std::nullopt;
  return e->offset;
}

}  // namespace reference
}  // namespace wtf8

#endif  // WTF8_TESTS_REFERENCE_WTF8_GRAMMAR_H_
