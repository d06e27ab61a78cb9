// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// src/simd/byte_set.h: has_byte_below_or_in against its scalar reference at every length 0..80,
// with every byte of interest at every position, on strings placed flush against a guard page on
// either side (so a load outside the string faults), and on random strings.

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>

#include "gtest/gtest.h"
#include "src/simd/byte_set.h"
#include "tests/guard_page.h"

namespace {

using wtf8::internal::simd::has_byte_below_or_in;
using wtf8::internal::simd::has_byte_below_or_in_scalar;
using wtf8_test::Edge;
using wtf8_test::GuardedBuffer;

// The bytes src/names' prefilter asks about.
bool fast(const char* p, std::size_t n, uint8_t below) {
  return has_byte_below_or_in<'"', '*', '/', ':', '<', '>', '?', '\\', '|', 0xED>(p, n, below);
}
bool reference(const char* p, std::size_t n, uint8_t below) {
  return has_byte_below_or_in_scalar<'"', '*', '/', ':', '<', '>', '?', '\\', '|', 0xED>(p, n,
                                                                                         below);
}

// Checks `s` placed against each guard page, with the bound 0x20 and without one.
void expect_same(GuardedBuffer& buffer, const std::string& s) {
  for (const Edge edge : {Edge::kStart, Edge::kEnd}) {
    const char* p = reinterpret_cast<const char*>(buffer.put(s.data(), s.size(), {edge, 0}));
    for (const uint8_t below : {uint8_t{0x20}, uint8_t{0}}) {
      ASSERT_EQ(fast(p, s.size(), below), reference(p, s.size(), below))
          << "length " << s.size() << ", below " << int{below} << ", edge "
          << (edge == Edge::kStart ? "start" : "end");
    }
  }
}

TEST(ByteSetTest, EveryByteOfInterestAtEveryPosition) {
  GuardedBuffer buffer(4096);
  // Plain filler bytes: ASCII letters and a 3-byte sequence's bytes that are not in the set.
  for (std::size_t n = 0; n <= 80; ++n) {
    std::string clean(n, 'a');
    for (std::size_t i = 0; i < n; ++i) clean[i] = "ab\xE4\xB8\xADz.-"[i % 8];
    expect_same(buffer, clean);
    EXPECT_FALSE(fast(clean.data(), n, 0x20));
    for (std::size_t pos = 0; pos < n; ++pos) {
      for (int b = 0; b < 256; ++b) {
        std::string s = clean;
        s[pos] = static_cast<char>(b);
        expect_same(buffer, s);
      }
    }
  }
}

TEST(ByteSetTest, RandomStrings) {
  GuardedBuffer buffer(4096);
  std::mt19937 rng(7);
  for (int round = 0; round < 20000; ++round) {
    const std::size_t n = rng() % 200;
    std::string s(n, '\0');
    // Mostly bytes outside the set, so both answers occur.
    for (char& c : s) c = static_cast<char>(rng() % 64 == 0 ? rng() % 256 : 0x40 + rng() % 0x3A);
    expect_same(buffer, s);
  }
}

}  // namespace
