// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// src/json/scan.h: every implementation of the byte scan behind wtf8/json.h this CPU can run
// (8-byte words; SSE2, AVX2, AVX-512 on x86-64) against the byte-by-byte reference, each called
// directly on inputs placed flush against guard pages
// (tests/guard_page.h), so a read before p[0] or at p[n] faults: every length 0..300 at both guard
// pages, every start alignment 0..63 for a set of lengths, with no stop, a stop of every kind at
// every position, and kQuoteJs's two-byte stop (ED A0..BF) cut by the end of the input.

#include "src/json/scan.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/guard_page.h"

namespace wtf8 {
namespace {

using internal::json::find_stop;
using internal::json::find_stop_reference;
using internal::json::find_stop_with;
using internal::json::scan_supported;
using internal::json::ScanIsa;
using internal::json::Stops;
using wtf8_test::Edge;
using wtf8_test::GuardedBuffer;

constexpr Stops kAllStops[] = {Stops::kQuoteJs, Stops::kQuoteAscii, Stops::kUnquote};

std::vector<ScanIsa> isas() {
  std::vector<ScanIsa> out;
  for (const ScanIsa isa : {ScanIsa::kWords, ScanIsa::kSse2, ScanIsa::kAvx2, ScanIsa::kAvx512}) {
    if (scan_supported(isa)) out.push_back(isa);
  }
  return out;
}

const char* name(ScanIsa isa) {
  switch (isa) {
    case ScanIsa::kReference:
      return "reference";
    case ScanIsa::kWords:
      return "words";
    case ScanIsa::kSse2:
      return "sse2";
    case ScanIsa::kAvx2:
      return "avx2";
    case ScanIsa::kAvx512:
      return "avx512";
  }
  return "?";
}

const char* name(Stops s) {
  return s == Stops::kQuoteJs ? "kQuoteJs" : s == Stops::kQuoteAscii ? "kQuoteAscii" : "kUnquote";
}

// Bytes no mode stops at, and bytes that stop some mode (the reference decides which).
constexpr unsigned char kPlain[] = {'a', 'z', ' ', '~', '/', '!', '0'};
constexpr unsigned char kOther[] = {'"', '\\', 0x00, 0x1F, 0x0A, 0x7F, 0x80, 0xC3, 0xED, 0xA0,
                                    0x9F, 0xBF, 0xFF, 0xF0, 0x20, 0x7E, 0x21, 0x5B, 0x5D};

void check_all(GuardedBuffer& buf, const std::string& bytes, const char* what) {
  const std::size_t n = bytes.size();
  for (const Edge edge : {Edge::kEnd, Edge::kStart}) {
    const char* p = buf.put(bytes.data(), n, {edge, 0});
    for (const Stops s : kAllStops) {
      const std::size_t want = find_stop_reference(s, p, n);
      ASSERT_EQ(find_stop(s, p, n), want) << name(s) << " " << what << " length " << n;
      for (const ScanIsa isa : isas()) {
        ASSERT_EQ(find_stop_with(isa, s, p, n), want)
            << name(isa) << " " << name(s) << " " << what << " length " << n;
      }
    }
  }
}

TEST(JsonScanTest, ReferenceFollowsTheRules) {
  const auto ref = [](Stops s, const std::string& b) {
    return find_stop_reference(s, b.data(), b.size());
  };
  EXPECT_EQ(ref(Stops::kUnquote, "ab\\n"), 2u);
  EXPECT_EQ(ref(Stops::kUnquote, "ab\xFF\x7F\""), 4u);  // non-ASCII is validated, not a stop
  EXPECT_EQ(ref(Stops::kQuoteJs, "\xED\x9F\xBF"), 3u);  // U+D7FF
  EXPECT_EQ(ref(Stops::kQuoteJs, "a\xED\xA0\x80"), 1u);  // U+D800
  EXPECT_EQ(ref(Stops::kQuoteJs, "a\xED"), 2u);          // ED last: its next byte is not there
  EXPECT_EQ(ref(Stops::kQuoteJs, "\x7F\xC3\xA9\x1F"), 3u);
  EXPECT_EQ(ref(Stops::kQuoteAscii, "ab~\x7F"), 3u);
  EXPECT_EQ(ref(Stops::kQuoteAscii, "ab\xC3\xA9"), 2u);
  for (const ScanIsa isa : isas()) {
    EXPECT_EQ(find_stop_with(isa, Stops::kQuoteJs, nullptr, 0), 0u) << name(isa);
  }
}

TEST(JsonScanTest, LevelsThisCpuRuns) {
  std::string levels;
  for (const ScanIsa isa : isas()) levels += std::string(" ") + name(isa);
  std::printf("scan implementations tested:%s\n", levels.c_str());
  EXPECT_TRUE(scan_supported(ScanIsa::kWords));
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  EXPECT_TRUE(scan_supported(ScanIsa::kSse2));
#endif
}

TEST(JsonScanTest, EveryLengthEveryStopPositionAtBothGuardPages) {
  GuardedBuffer buf(4096);
  std::mt19937 rng(2026);
  for (std::size_t n = 0; n <= 300; ++n) {
    std::string plain(n, 'a');
    for (std::size_t k = 0; k < n; ++k) plain[k] = static_cast<char>(kPlain[rng() % sizeof kPlain]);
    check_all(buf, plain, "plain");
    // One byte of every other kind at every position up to length 40; beyond, every 31st
    // position, starting at n % 31 (31 is prime to the vector sizes, so the positions still fall
    // on every lane of every vector over the lengths).
    const std::size_t step = n <= 40 ? 1 : 31;
    for (std::size_t at = n % step; at < n; at += step) {
      for (const unsigned char b : kOther) {
        std::string s = plain;
        s[at] = static_cast<char>(b);
        check_all(buf, s, "one stop");
      }
      // A lone surrogate's first two bytes at `at` (cut by the end when at == n - 1).
      std::string s = plain;
      s[at] = '\xED';
      if (at + 1 < n) s[at + 1] = '\xA5';
      check_all(buf, s, "ED A5");
    }
  }
}

TEST(JsonScanTest, EveryAlignment) {
  GuardedBuffer buf(4096);
  std::mt19937 rng(64);
  const std::size_t lengths[] = {0,  1,  2,  15, 16, 17, 31, 63, 64, 65,
                                 66, 127, 128, 129, 191, 255, 256, 300};
  for (std::size_t align = 0; align < 64; ++align) {
    for (const std::size_t n : lengths) {
      std::string s(n, 'q');
      for (std::size_t k = 0; k < n; ++k) {
        // Mostly plain, now and then anything.
        s[k] = rng() % 40 == 0 ? static_cast<char>(rng() % 256)
                               : static_cast<char>(kPlain[rng() % sizeof kPlain]);
      }
      for (const Edge edge : {Edge::kEnd, Edge::kStart}) {
        const char* p = buf.put(s.data(), n, wtf8_test::aligned_placement(edge, n, align));
        for (const Stops st : kAllStops) {
          const std::size_t want = find_stop_reference(st, p, n);
          for (const ScanIsa isa : isas()) {
            ASSERT_EQ(find_stop_with(isa, st, p, n), want)
                << name(isa) << " " << name(st) << " align " << align << " n " << n;
          }
        }
      }
    }
  }
}

TEST(JsonScanTest, RandomBytes) {
  GuardedBuffer buf(4096);
  std::mt19937 rng(99);
  for (int iter = 0; iter < 20000; ++iter) {
    const std::size_t n = rng() % 200;
    std::string s(n, '\0');
    const unsigned density = 1 + rng() % 100;
    for (std::size_t k = 0; k < n; ++k) {
      s[k] = rng() % density == 0 ? static_cast<char>(rng() % 256)
                                  : static_cast<char>(0x20 + rng() % 0x60);
    }
    check_all(buf, s, "random");
  }
}

}  // namespace
}  // namespace wtf8
