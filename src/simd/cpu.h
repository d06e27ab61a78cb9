// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to wtf8 (the :simd target); do not include outside src/ (and tests/).
//
// Which of src/simd's instruction sets the machine running this code can execute, asked of the
// CPU directly (CPUID and XGETBV on x86-64; nothing to ask on AArch64, where NEON is baseline).
// The one place in the library that asks the CPU.
//
// Example:
//   if (cpu_supports(Isa::kAvx2)) { ... use the AVX2 kernel table ... }

#ifndef WTF8_SRC_SIMD_CPU_H_
#define WTF8_SRC_SIMD_CPU_H_

#include <cstdint>

namespace wtf8 {
namespace internal {
namespace simd {

// The instruction sets src/simd has implementations for.
enum class Isa : uint8_t { kScalar, kSse4, kAvx2, kAvx512, kNeon };

// Whether the CPU running this code (and the OS, for the AVX/AVX-512 register state) can run
// every instruction that ISA's kernels are compiled with. Computed once; allocates nothing;
// cannot throw.
bool cpu_supports(Isa isa) noexcept;

// "scalar", "sse4", "avx2", "avx512", "neon".
const char* isa_name(Isa isa) noexcept;

}  // namespace simd
}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_SIMD_CPU_H_
