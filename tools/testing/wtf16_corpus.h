// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Test and benchmark input for the wtf8 tool: a 64 KiB block of UTF-16LE code units with ASCII,
// Latin, CJK, supplementary pairs and lone surrogates, beginning and ending with ASCII so that
// repeated blocks concatenate without joining surrogates across blocks.

#ifndef WTF8_TOOLS_TESTING_WTF16_CORPUS_H_
#define WTF8_TOOLS_TESTING_WTF16_CORPUS_H_

#include <cstdint>
#include <random>
#include <string>

namespace wtf8 {
namespace cli_testing {

inline std::string wtf16le_block() {
  constexpr std::size_t kUnits = 32 * 1024;
  std::mt19937 rng(20261123);
  std::u16string units;
  units.reserve(kUnits);
  units += u'<';
  while (units.size() < kUnits - 3) {
    switch (rng() % 16) {
      case 0:
        units += static_cast<char16_t>(0xD800 + rng() % 0x800);  // a lone surrogate
        break;
      case 1:
      case 2: {
        const uint32_t c = 0x10000 + rng() % 0x100000;  // a pair
        units += static_cast<char16_t>(0xD800 + ((c - 0x10000) >> 10));
        units += static_cast<char16_t>(0xDC00 + ((c - 0x10000) & 0x3FF));
        break;
      }
      case 3:
      case 4:
        units += static_cast<char16_t>(0x4E00 + rng() % 0x5000);  // CJK
        break;
      case 5:
        units += static_cast<char16_t>(0xC0 + rng() % 0x100);  // Latin
        break;
      default:
        units += static_cast<char16_t>(0x20 + rng() % 0x5F);  // ASCII
    }
  }
  while (units.size() < kUnits) units += u'>';
  std::string bytes;
  bytes.reserve(units.size() * 2);
  for (const char16_t u : units) {
    bytes += static_cast<char>(u & 0xFF);
    bytes += static_cast<char>(u >> 8);
  }
  return bytes;
}

}  // namespace cli_testing
}  // namespace wtf8

#endif  // WTF8_TOOLS_TESTING_WTF16_CORPUS_H_
