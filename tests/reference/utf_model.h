// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Models the tests and the fuzz targets share (no GoogleTest, so fuzz targets may use them):
// UTF-8 written out from the encoding's table, and random potentially ill-formed UTF-16.

#ifndef WTF8_TESTS_REFERENCE_UTF_MODEL_H_
#define WTF8_TESTS_REFERENCE_UTF_MODEL_H_

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>

namespace wtf8 {
namespace reference {

// The generalized UTF-8 of `c` (<= U+10FFFF, surrogates as their 3 bytes), written out here from
// the encoding's table so models do not use the library's own encoder.
inline std::string utf8_of(uint32_t c) {
  std::string s;
  if (c < 0x80) {
    s += static_cast<char>(c);
  } else if (c < 0x800) {
    s += static_cast<char>(0xC0 | (c >> 6));
    s += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    s += static_cast<char>(0xE0 | (c >> 12));
    s += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    s += static_cast<char>(0xF0 | (c >> 18));
    s += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    s += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (c & 0x3F));
  }
  return s;
}

// About `n` random UTF-16 units: ASCII, 2- and 3-byte characters (U+E000..U+FFFF too), pairs,
// and lone leads and trails (a lone lead may be followed by a lone trail and so make a pair).
inline std::u16string random_utf16(std::mt19937& rng, std::size_t n) {
  std::u16string s;
  while (s.size() < n) {
    switch (rng() % 8) {
      case 0:
      case 1:
        s += static_cast<char16_t>(0x20 + rng() % 0x5F);
        break;
      case 7:
        s += static_cast<char16_t>(0xE000 + rng() % 0x2000);
        break;
      case 2:
        s += static_cast<char16_t>(0x80 + rng() % 0x780);
        break;
      case 3:
        s += static_cast<char16_t>(0x800 + rng() % 0x7000);
        break;
      case 4:
        s += static_cast<char16_t>(0xD800 + rng() % 0x400);
        s += static_cast<char16_t>(0xDC00 + rng() % 0x400);
        break;
      case 5:
        s += static_cast<char16_t>(0xD800 + rng() % 0x400);
        break;
      case 6:
        s += static_cast<char16_t>(0xDC00 + rng() % 0x400);
        break;
    }
  }
  return s;
}

}  // namespace reference
}  // namespace wtf8

#endif  // WTF8_TESTS_REFERENCE_UTF_MODEL_H_
