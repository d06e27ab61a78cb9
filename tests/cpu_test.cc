// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// src/simd/cpu.h: the CPU detection behind kernel dispatch. On x86-64 with GCC or Clang, each
// level's answer is compared with the compiler runtime's own detection (__builtin_cpu_supports,
// which also checks the OS-enabled register state), extension by extension.

#include "src/simd/cpu.h"

#include <cstring>
#include <iostream>

#include "gtest/gtest.h"

namespace wtf8 {
namespace internal {
namespace simd {
namespace {

constexpr Isa kAllIsas[] = {Isa::kScalar, Isa::kSse4, Isa::kAvx2, Isa::kAvx512, Isa::kNeon};

TEST(CpuTest, ScalarIsAlwaysSupported) { EXPECT_TRUE(cpu_supports(Isa::kScalar)); }

TEST(CpuTest, AnswersAreStable) {
  for (Isa isa : kAllIsas) {
    const bool first = cpu_supports(isa);
    for (int i = 0; i < 3; ++i) EXPECT_EQ(cpu_supports(isa), first) << isa_name(isa);
  }
}

TEST(CpuTest, X86LevelsAreNested) {
  // avx512 => avx2 => sse4.
  EXPECT_TRUE(!cpu_supports(Isa::kAvx512) || cpu_supports(Isa::kAvx2));
  EXPECT_TRUE(!cpu_supports(Isa::kAvx2) || cpu_supports(Isa::kSse4));
}

TEST(CpuTest, NamesRoundTrip) {
  EXPECT_STREQ(isa_name(Isa::kScalar), "scalar");
  EXPECT_STREQ(isa_name(Isa::kSse4), "sse4");
  EXPECT_STREQ(isa_name(Isa::kAvx2), "avx2");
  EXPECT_STREQ(isa_name(Isa::kAvx512), "avx512");
  EXPECT_STREQ(isa_name(Isa::kNeon), "neon");
  // Each name leads back to exactly the Isa it came from.
  for (Isa isa : kAllIsas) {
    int matches = 0;
    for (Isa other : kAllIsas) {
      if (std::strcmp(isa_name(isa), isa_name(other)) == 0) {
        ++matches;
        EXPECT_EQ(other, isa);
      }
    }
    EXPECT_EQ(matches, 1) << isa_name(isa);
  }
}

// Not an assertion: the answers on this machine, for the test log.
TEST(CpuTest, PrintsWhatThisMachineSupports) {
  for (Isa isa : kAllIsas) std::cout << isa_name(isa) << "=" << cpu_supports(isa) << " ";
  std::cout << "\n";
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))

// __builtin_cpu_supports takes only a string literal, hence the macro.
#define WTF8_RUNTIME_HAS(feature) (__builtin_cpu_supports(feature) != 0)

TEST(CpuTest, X86MatchesCompilerRuntime) {
  __builtin_cpu_init();
  // Extensions Clang 14's __builtin_cpu_supports rejects ("lzcnt", "abm", "f16c") are compared
  // under GCC only; under Clang they are left out of the comparison (every CPU with BMI2 has
  // LZCNT, and every CPU with AVX-512 has F16C).
#if defined(__clang__)
  const bool lzcnt = true;
  const bool f16c = true;
#else
  const bool lzcnt = WTF8_RUNTIME_HAS("lzcnt");
  const bool f16c = WTF8_RUNTIME_HAS("f16c");
#endif
  const bool sse4 = WTF8_RUNTIME_HAS("sse3") && WTF8_RUNTIME_HAS("ssse3") &&
                    WTF8_RUNTIME_HAS("sse4.1") && WTF8_RUNTIME_HAS("sse4.2") &&
                    WTF8_RUNTIME_HAS("popcnt");
  const bool avx2 = sse4 && WTF8_RUNTIME_HAS("avx") && WTF8_RUNTIME_HAS("avx2") &&
                    WTF8_RUNTIME_HAS("bmi") && WTF8_RUNTIME_HAS("bmi2") && lzcnt;
  const bool avx512 = avx2 && WTF8_RUNTIME_HAS("fma") && f16c && WTF8_RUNTIME_HAS("avx512f") &&
                      WTF8_RUNTIME_HAS("avx512bw") && WTF8_RUNTIME_HAS("avx512vl") &&
                      WTF8_RUNTIME_HAS("avx512vbmi") && WTF8_RUNTIME_HAS("avx512vbmi2");
  EXPECT_EQ(cpu_supports(Isa::kSse4), sse4);
  EXPECT_EQ(cpu_supports(Isa::kAvx2), avx2);
  EXPECT_EQ(cpu_supports(Isa::kAvx512), avx512);
  EXPECT_FALSE(cpu_supports(Isa::kNeon));
}

#undef WTF8_RUNTIME_HAS

#elif defined(__aarch64__) || defined(_M_ARM64)

TEST(CpuTest, NeonIsBaselineOnAarch64) {
  EXPECT_TRUE(cpu_supports(Isa::kNeon));
  EXPECT_FALSE(cpu_supports(Isa::kSse4));
  EXPECT_FALSE(cpu_supports(Isa::kAvx2));
  EXPECT_FALSE(cpu_supports(Isa::kAvx512));
}

#elif !defined(_M_X64)

TEST(CpuTest, OnlyScalarElsewhere) {
  for (Isa isa : kAllIsas) EXPECT_EQ(cpu_supports(isa), isa == Isa::kScalar) << isa_name(isa);
}

#endif

}  // namespace
}  // namespace simd
}  // namespace internal
}  // namespace wtf8
