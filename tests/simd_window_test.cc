// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Kernels::decode_window (the code point iterator's windows, src/simd/kernels.h) on every table
// this CPU runs, against a model decoded one sequence at a time: every start offset of strings
// of each fill (ASCII, 2-, 3- and 4-byte sequences, lone surrogates, mixes) and of random
// WTF-8, so windows begin inside sequences of every length and end with sequences that run past
// the 64th byte. The kWindowReads input bytes are placed flush against a guard page at either
// end (any read past them, or before them, faults) and the 64-unit output flush against one (any
// write past it faults), with canaries around it. POSIX only (mmap/mprotect); elsewhere the test
// is skipped.

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"

#if defined(_WIN32)

TEST(SimdWindowTest, NeedsPosix) { GTEST_SKIP() << "guard pages need mmap/mprotect"; }

#else

#include "src/simd/kernels.h"
#include "tests/guard_page.h"
#include "tests/test_util.h"
#include "wtf8/internal/bytes/utf8_bits.h"

namespace wtf8 {
namespace {

using internal::simd::Kernels;
using internal::simd::kWindowBytes;
using internal::simd::kWindowReads;
using wtf8_test::Edge;
using wtf8_test::GuardedBuffer;

// The model: the code points of the sequences that start in w[0, 64).
std::vector<uint32_t> model(const char* w) {
  std::vector<uint32_t> out;
  for (std::size_t i = 0; i < kWindowBytes; ++i) {
    if (internal::is_continuation_byte(static_cast<uint8_t>(w[i]))) continue;
    out.push_back(internal::decode_code_point(w + i).code_point);
  }
  return out;
}

std::string fill(const std::vector<uint32_t>& cps, std::size_t bytes) {
  std::string s;
  for (std::size_t k = 0; s.size() < bytes; ++k) s += test_util::utf8_of(cps[k % cps.size()]);
  return s;
}

// Random code points of every length, lone surrogates too (never a lead right before a trail).
std::string random_wtf8(std::mt19937* rng, std::size_t bytes) {
  std::string s;
  bool after_lead = false;
  while (s.size() < bytes) {
    uint32_t c;
    switch ((*rng)() % 6) {
      case 0:
      case 1:
        c = (*rng)() % 0x80;
        break;
      case 2:
        c = 0x80 + (*rng)() % 0x780;
        break;
      case 3:
        c = 0x800 + (*rng)() % 0xF800;
        break;
      case 4:
        c = 0x10000 + (*rng)() % 0x100000;
        break;
      default:
        c = 0xD800 + (*rng)() % 0x800;
        break;
    }
    if (after_lead && c >= 0xDC00 && c <= 0xDFFF) c -= 0x400;
    s += test_util::utf8_of(c);
    after_lead = c >= 0xD800 && c <= 0xDBFF;
  }
  return s;
}

class SimdWindowTest : public ::testing::Test {
 protected:
  // Every window start in s (which must hold kWindowReads bytes from each start) on `k`.
  void check_all_starts(const Kernels& k, const std::string& s, const std::string& what) {
    ASSERT_GE(s.size(), kWindowReads);
    for (std::size_t o = 0; o + kWindowReads <= s.size(); ++o) {
      const std::vector<uint32_t> want = model(s.data() + o);
      for (const Edge edge : {Edge::kEnd, Edge::kStart}) {
        const char* in = in_.put(s.data() + o, kWindowReads, {edge, 0});
        char32_t* out = out_.reserve<char32_t>(kWindowBytes, {edge, 0});
        const std::size_t count = k.decode_window(in, out);
        const std::vector<uint32_t> got(out, out + (count <= kWindowBytes ? count : kWindowBytes));
        ASSERT_EQ(count, want.size()) << k.name << ", " << what << ", start " << o;
        ASSERT_EQ(got, want) << k.name << ", " << what << ", start " << o << ": "
                             << test_util::hex(std::string(s.data() + o, kWindowReads));
        std::ptrdiff_t changed = 0;
        ASSERT_TRUE(out_.outside_untouched(out, kWindowBytes * sizeof(char32_t), &changed))
            << k.name << ", " << what << ", start " << o << ": wrote at byte " << changed;
      }
    }
  }

  GuardedBuffer in_{4096};
  GuardedBuffer out_{4096};
};

TEST_F(SimdWindowTest, EveryStartOfEachFillOnEveryKernel) {
  const std::vector<std::pair<std::string, std::vector<uint32_t> > > fills = {
      {"ascii", {'a', 'b', '/', '0'}},
      {"latin1", {0xE9, 'x', 0xFC, 0x7FF}},
      {"cjk", {0x4E00, 0x9FFF, 0x800, 0xFFFF}},
      {"emoji", {0x1F600, 0x10000, 0x10FFFF}},
      {"lone surrogates", {0xD800, 'a', 0xDFFF, 0xDBFF, 0xE9}},
      {"mixed", {'a', 0xE9, 0x4E00, 0x1F600, 0xDC00, 0xD83D}},
  };
  const Kernels* all[internal::simd::kMaxKernels];
  const std::size_t n = internal::simd::supported_kernels(all);
  for (std::size_t t = 0; t < n; ++t) {
    for (const auto& [name, cps] : fills) {
      check_all_starts(*all[t], fill(cps, 3 * kWindowReads), name);
      if (HasFatalFailure()) return;
    }
    std::mt19937 rng(7);
    for (int round = 0; round < 20; ++round) {
      check_all_starts(*all[t], random_wtf8(&rng, 2 * kWindowReads),
                       "random, round " + std::to_string(round));
      if (HasFatalFailure()) return;
    }
  }
}

// The 64 positions' last sequences: each length ending exactly at 64 and running 1 to 3 bytes
// past it, after an ASCII run (the vector steps' fast path) and after multi-byte text.
TEST_F(SimdWindowTest, SequencesAcrossTheWindowEnd) {
  const Kernels* all[internal::simd::kMaxKernels];
  const std::size_t n = internal::simd::supported_kernels(all);
  const uint32_t lasts[] = {0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0xD800, 0x10000, 0x10FFFF};
  for (std::size_t t = 0; t < n; ++t) {
    for (const uint32_t last : lasts) {
      const std::string tail = test_util::utf8_of(last);
      for (std::size_t cut = 0; cut < tail.size(); ++cut) {
        for (const char* background : {"a", "\xC3\xA9"}) {
          // The sequence starts at 63 - cut, so `cut` of its bytes lie past position 63.
          std::string s;
          while (s.size() < 63 - cut) s += s.size() + 2 <= 63 - cut ? background : "z";
          s += tail;
          while (s.size() < kWindowReads) s += 'q';
          check_all_starts(*all[t], s,
                           "last U+" + std::to_string(last) + " cut " + std::to_string(cut) +
                               " in " + background);
          if (HasFatalFailure()) return;
        }
      }
    }
  }
}

}  // namespace
}  // namespace wtf8

#endif
