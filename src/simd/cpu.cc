// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Run-time CPU detection for src/simd (cpu.h). On x86-64, CPUID says what the processor has and
// XCR0 (read with XGETBV) says which register state the OS saves across context switches: AVX
// and AVX-512 instructions are only usable when both agree. Each level checks every extension its
// kernels' target list enables, including what the compilers enable along with them, because a
// compiler may emit any of those instructions anywhere in a kernel.
//
// No getenv here (WTF8_FORCE_KERNELS belongs to dispatch.cc), no heap, no exceptions: the answers
// are computed once into a function-local static of plain bools.

#include "src/simd/cpu.h"

#include <cstdint>
#include <type_traits>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define WTF8_SIMD_CPU_X86_GNU 1
#include <cpuid.h>
#elif defined(_MSC_VER) && defined(_M_X64)
#define WTF8_SIMD_CPU_X86_MSVC 1
#include <immintrin.h>  // _xgetbv
#include <intrin.h>     // __cpuidex
#endif

namespace wtf8 {
namespace internal {
namespace simd {
namespace {

// One flag per Isa besides kScalar (always true).
struct Support {
  bool sse4;
  bool avx2;
  bool avx512;
  bool neon;
};
static_assert(std::is_trivially_destructible<Support>::value,
              "the detection result lives in a function-local static: nothing may run at exit");

#if defined(WTF8_SIMD_CPU_X86_GNU) || defined(WTF8_SIMD_CPU_X86_MSVC)

constexpr uint32_t bit(int n) { return uint32_t{1} << n; }

// CPUID leaf 1, ECX.
constexpr uint32_t kSse3 = bit(0);
constexpr uint32_t kSsse3 = bit(9);
constexpr uint32_t kFma = bit(12);
constexpr uint32_t kSse41 = bit(19);
constexpr uint32_t kSse42 = bit(20);
constexpr uint32_t kPopcnt = bit(23);
constexpr uint32_t kXsave = bit(26);
constexpr uint32_t kOsxsave = bit(27);  // the OS has enabled XGETBV and XCR0
constexpr uint32_t kAvx = bit(28);
constexpr uint32_t kF16c = bit(29);

// CPUID leaf 7 subleaf 0, EBX.
constexpr uint32_t kBmi1 = bit(3);
constexpr uint32_t kAvx2 = bit(5);
constexpr uint32_t kBmi2 = bit(8);
constexpr uint32_t kAvx512F = bit(16);
constexpr uint32_t kAvx512Bw = bit(30);
constexpr uint32_t kAvx512Vl = bit(31);

// CPUID leaf 7 subleaf 0, ECX.
constexpr uint32_t kAvx512Vbmi = bit(1);
constexpr uint32_t kAvx512Vbmi2 = bit(6);

// CPUID leaf 0x80000001, ECX: ABM, which is LZCNT (AMD's name; Intel reports the same bit).
constexpr uint32_t kLzcnt = bit(5);

// XCR0: the register state the OS saves and restores.
constexpr uint64_t kXcr0Sse = uint64_t{1} << 1;       // XMM registers
constexpr uint64_t kXcr0Avx = uint64_t{1} << 2;       // upper halves of YMM
constexpr uint64_t kXcr0Opmask = uint64_t{1} << 5;    // k0-k7
constexpr uint64_t kXcr0ZmmHi256 = uint64_t{1} << 6;  // upper halves of ZMM0-15
constexpr uint64_t kXcr0Hi16Zmm = uint64_t{1} << 7;   // ZMM16-31

// What each level's target list ("sse4.2,popcnt"; "avx2,bmi,bmi2,popcnt,lzcnt"; "avx512f,
// avx512bw,avx512vl,avx512vbmi,avx512vbmi2" plus the AVX2 list) enables, spelled out. Both GCC
// and Clang turn on SSE3, SSSE3 and SSE4.1 with SSE4.2, and XSAVE with AVX; Clang also turns on
// FMA and F16C with AVX-512F. Every CPU with AVX-512 has FMA and F16C, so they are required
// whatever the compiler.
constexpr uint32_t kSse4Leaf1Ecx = kSse3 | kSsse3 | kSse41 | kSse42 | kPopcnt;
constexpr uint32_t kAvx2Leaf1Ecx = kSse4Leaf1Ecx | kXsave | kOsxsave | kAvx;
constexpr uint32_t kAvx2Leaf7Ebx = kBmi1 | kAvx2 | kBmi2;
constexpr uint64_t kAvx2Xcr0 = kXcr0Sse | kXcr0Avx;
constexpr uint32_t kAvx512Leaf1Ecx = kAvx2Leaf1Ecx | kFma | kF16c;
constexpr uint32_t kAvx512Leaf7Ebx = kAvx2Leaf7Ebx | kAvx512F | kAvx512Bw | kAvx512Vl;
constexpr uint32_t kAvx512Leaf7Ecx = kAvx512Vbmi | kAvx512Vbmi2;
constexpr uint64_t kAvx512Xcr0 = kAvx2Xcr0 | kXcr0Opmask | kXcr0ZmmHi256 | kXcr0Hi16Zmm;

struct CpuidRegs {
  uint32_t eax, ebx, ecx, edx;
};

CpuidRegs cpuid(uint32_t leaf, uint32_t subleaf) noexcept {
#if defined(WTF8_SIMD_CPU_X86_GNU)
  unsigned int a = 0, b = 0, c = 0, d = 0;
  __cpuid_count(leaf, subleaf, a, b, c, d);
  return {a, b, c, d};
#else
  int r[4] = {0, 0, 0, 0};
  __cpuidex(r, static_cast<int>(leaf), static_cast<int>(subleaf));
  return {static_cast<uint32_t>(r[0]), static_cast<uint32_t>(r[1]), static_cast<uint32_t>(r[2]),
          static_cast<uint32_t>(r[3])};
#endif
}

// Only valid once CPUID has reported OSXSAVE (otherwise XGETBV faults).
uint64_t read_xcr0() noexcept {
#if defined(WTF8_SIMD_CPU_X86_GNU)
  // Not _xgetbv(): GCC declares it only for code compiled with -mxsave, and this file is
  // compiled for the baseline so that it runs everywhere.
  uint32_t lo = 0, hi = 0;
  __asm__ __volatile__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0u));
  return (uint64_t{hi} << 32) | lo;
#else
  return _xgetbv(0);
#endif
}

template <typename T>
bool has_all(T value, T mask) {
  return (value & mask) == mask;
}

Support detect() noexcept {
  Support s{};
  const uint32_t max_leaf = cpuid(0, 0).eax;
  if (max_leaf < 1) return s;
  const CpuidRegs leaf1 = cpuid(1, 0);
  // A leaf above the maximum returns another leaf's data, so unread leaves count as all zeros.
  CpuidRegs leaf7{0, 0, 0, 0};
  if (max_leaf >= 7) leaf7 = cpuid(7, 0);
  uint32_t ext1_ecx = 0;
  if (cpuid(0x80000000u, 0).eax >= 0x80000001u) ext1_ecx = cpuid(0x80000001u, 0).ecx;
  const uint64_t xcr0 = has_all(leaf1.ecx, kOsxsave) ? read_xcr0() : 0;

  s.sse4 = has_all(leaf1.ecx, kSse4Leaf1Ecx);
  s.avx2 = s.sse4 && has_all(leaf1.ecx, kAvx2Leaf1Ecx) && has_all(leaf7.ebx, kAvx2Leaf7Ebx) &&
           has_all(ext1_ecx, kLzcnt) && has_all(xcr0, kAvx2Xcr0);
  s.avx512 = s.avx2 && has_all(leaf1.ecx, kAvx512Leaf1Ecx) && has_all(leaf7.ebx, kAvx512Leaf7Ebx) &&
             has_all(leaf7.ecx, kAvx512Leaf7Ecx) && has_all(xcr0, kAvx512Xcr0);
  return s;
}

#else  // not x86-64

Support detect() noexcept {
  Support s{};
#if defined(__aarch64__) || defined(_M_ARM64)
  s.neon = true;  // Advanced SIMD is part of the AArch64 baseline
#endif
  return s;
}

#endif

const Support& support() noexcept {
  static const Support s = detect();  // thread-safe initialization; nothing to destroy
  return s;
}

}  // namespace

bool cpu_supports(Isa isa) noexcept {
  const Support& s = support();
  switch (isa) {
    case Isa::kScalar:
      return true;
    case Isa::kSse4:
      return s.sse4;
    case Isa::kAvx2:
      return s.avx2;
    case Isa::kAvx512:
      return s.avx512;
    case Isa::kNeon:
      return s.neon;
  }
  return false;
}

const char* isa_name(Isa isa) noexcept {
  switch (isa) {
    case Isa::kScalar:
      return "scalar";
    case Isa::kSse4:
      return "sse4";
    case Isa::kAvx2:
      return "avx2";
    case Isa::kAvx512:
      return "avx512";
    case Isa::kNeon:
      return "neon";
  }
  return "unknown";
}

}  // namespace simd
}  // namespace internal
}  // namespace wtf8
