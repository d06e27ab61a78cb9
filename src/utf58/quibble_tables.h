// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The UTF-58 quibble tables, one per dialect (UTF-58 §Encoding, and this project's notes in
// docs/specs.md for why there are two). Implementation detail of src/utf58/utf58.cc; UTF-58's
// quirks stay in this folder.

#ifndef WTF8_SRC_UTF58_QUIBBLE_TABLES_H_
#define WTF8_SRC_UTF58_QUIBBLE_TABLES_H_

#include <array>
#include <cstddef>
#include <cstdint>

#include "wtf8/utf58.h"

namespace wtf8 {
namespace utf58 {
namespace internal {

// Quibble values with a fixed meaning in every dialect (UTF-58 §Encoding).
inline constexpr uint8_t kRainbowQuibble = 0;      // 00000
inline constexpr uint8_t kFirstContinuation = 29;  // 11101: 1 value byte; 30: 2; 31: 3
inline constexpr uint8_t kQuibbleMask = 0x1F;      // low 5 bits of a quibble byte
inline constexpr uint8_t kSpareBitsMask = 0xE0;    // high 3 bits, written as 0
inline constexpr char32_t kRainbow = 0x1F308;      // U+1F308 RAINBOW

// Entries of a quibble table that are not code points.
inline constexpr char32_t kUnassigned = 0xFFFFFFFF;    // no meaning: the decoder rejects it
inline constexpr char32_t kContinuation = 0xFFFFFFFE;  // 29..31: value bytes follow

// Value bytes that continuation quibble `q` (29..31) announces.
constexpr std::size_t value_byte_count(uint8_t q) { return static_cast<std::size_t>(q) - 28; }

// Fewest value bytes (1 to 3) that hold `value` (UTF-58 §Encoding: "smaller than 256 ... bigger
// than 255 but smaller than 65536 ... bigger than 65535").
constexpr std::size_t min_value_bytes(uint32_t value) {
  return value < 0x100 ? 1 : value < 0x10000 ? 2 : 3;
}

using QuibbleMeanings = std::array<char32_t, 32>;

// Dialect::kAsciiCompatible: the table of UTF-58 §Encoding read as its §Goals say ("compatible
// with 5 bit alphabetical lowercase english letters (like in ASCII)") and as the authors'
// reference implementation encodes: a letter's quibble is its ASCII code's low 5 bits. 27 and 28
// are unassigned by our decision (as '{' and '|' they would be a second encoding of characters
// whose canonical form is quibble 29 + one value byte).
// clang-format off
inline constexpr QuibbleMeanings kAsciiCompatibleQuibbles = {
    kRainbow,                                                                // 00000
    U'a', U'b', U'c', U'd', U'e', U'f', U'g', U'h',                          // 00001..01000
    U'i', U'j', U'k', U'l', U'm', U'n', U'o', U'p',                          // 01001..10000
    U'q', U'r', U's', U't', U'u', U'v', U'w', U'x',                          // 10001..11000
    U'y', U'z',                                                              // 11001..11010
    kUnassigned, kUnassigned,                                                // 11011, 11100
    kContinuation, kContinuation, kContinuation,                             // 11101..11111
};
// clang-format on

// Dialect::kSpecTable: the table of UTF-58 §Encoding exactly as printed, which skips 00111 and
// 10111 (so they are unassigned).
// clang-format off
inline constexpr QuibbleMeanings kSpecTableQuibbles = {
    kRainbow,                                                                // 00000
    U'a', U'b', U'c', U'd', U'e', U'f',                                      // 00001..00110
    kUnassigned,                                                             // 00111
    U'g', U'h', U'i', U'j', U'k', U'l', U'm', U'n',                          // 01000..01111
    U'o', U'p', U'q', U'r', U's', U't', U'u',                                // 10000..10110
    kUnassigned,                                                             // 10111
    U'v', U'w', U'x', U'y', U'z',                                            // 11000..11100
    kContinuation, kContinuation, kContinuation,                             // 11101..11111
};
// clang-format on

// The inverse for the letters: `result[c - 'a']` is the quibble of letter c.
constexpr std::array<uint8_t, 26> letter_quibbles(const QuibbleMeanings& meanings) {
  std::array<uint8_t, 26> result{};
  for (std::size_t q = 0; q < meanings.size(); ++q) {
    if (meanings[q] >= U'a' && meanings[q] <= U'z') {
      result[meanings[q] - U'a'] = static_cast<uint8_t>(q);
    }
  }
  return result;
}

// Whether `meanings` is a well-formed dialect: rainbow at 0, continuations at 29..31 only, every
// letter a..z exactly once, in alphabetical order, and nothing else.
constexpr bool is_valid_table(const QuibbleMeanings& meanings) {
  if (meanings[kRainbowQuibble] != kRainbow) return false;
  char32_t next_letter = U'a';
  for (std::size_t q = 1; q < meanings.size(); ++q) {
    const char32_t m = meanings[q];
    if ((m == kContinuation) != (q >= kFirstContinuation)) return false;
    if (m == kContinuation || m == kUnassigned) continue;
    if (m != next_letter) return false;
    ++next_letter;
  }
  return next_letter == U'z' + 1;
}

static_assert(is_valid_table(kAsciiCompatibleQuibbles));
static_assert(is_valid_table(kSpecTableQuibbles));
static_assert(kAsciiCompatibleQuibbles['p' & kQuibbleMask] == U'p');  // reference test: p = 10000
static_assert(kSpecTableQuibbles[0b11100] == U'z');                   // as printed: z = 11100

// Everything the codec needs to know about one dialect.
struct DialectTables {
  const QuibbleMeanings* meanings;
  std::array<uint8_t, 26> letter_quibble;
  const char* name;  // for error messages
};

inline constexpr DialectTables kAsciiCompatibleTables = {
    &kAsciiCompatibleQuibbles, letter_quibbles(kAsciiCompatibleQuibbles), "ASCII-compatible"};
inline constexpr DialectTables kSpecTableTables = {
    &kSpecTableQuibbles, letter_quibbles(kSpecTableQuibbles), "spec-table"};

constexpr const DialectTables& tables_for(utf58::Dialect dialect) {
  return dialect == utf58::Dialect::kSpecTable ? kSpecTableTables : kAsciiCompatibleTables;
}

}  // namespace internal
}  // namespace utf58
}  // namespace wtf8

#endif  // WTF8_SRC_UTF58_QUIBBLE_TABLES_H_
