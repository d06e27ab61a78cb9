// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Small helpers shared by the core tests.

#ifndef WTF8_TESTS_TEST_UTIL_H_
#define WTF8_TESTS_TEST_UTIL_H_

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <random>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "gtest/gtest.h"
#include "wtf8/error.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace test_util {

// A view of bytes that must be well-formed OMG-WTF-8 (aborts otherwise: a broken test input).
inline Wtf8View omg(std::string_view bytes) {
  auto v = Wtf8View::from_omg_wtf8(bytes);
  if (!v.ok()) {
    std::fprintf(stderr, "test input is not OMG-WTF-8: %s\n", v.status().ToString().c_str());
    std::abort();
  }
  return *v;
}

// "F0 90 80 80" style hex dump.
inline std::string hex(std::string_view bytes) {
  std::string out;
  static const char kDigits[] = "0123456789ABCDEF";
  for (unsigned char c : bytes) {
    if (!out.empty()) out += ' ';
    out += kDigits[c >> 4];
    out += kDigits[c & 15];
  }
  return out;
}

inline CodePoint cp(uint32_t value) { return CodePoint::from_u32(value).value(); }

// The byte offset `status` carries as a value (`wtf8::error_offset`, its payload), or nullopt.
// Also checks that the message says the same to people: it ends with "at byte offset N".
inline std::optional<std::size_t> error_offset(const absl::Status& status) {
  const std::optional<std::size_t> offset = wtf8::error_offset(status);
  if (offset.has_value()) {
    const std::string tail = "at byte offset " + std::to_string(*offset);
    const std::string_view message(status.message().data(), status.message().size());
    EXPECT_TRUE(message.size() >= tail.size() &&
                message.substr(message.size() - tail.size()) == tail)
        << "the message does not end with \"" << tail << "\": " << status;
  }
  return offset;
}


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

}  // namespace test_util
}  // namespace wtf8

#endif  // WTF8_TESTS_TEST_UTIL_H_
