// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Chooses the table once: the best the CPU supports (cpu.cc), unless WTF8_FORCE_KERNELS names
// another supported one (like simdutf's SIMDUTF_FORCE_IMPLEMENTATION). Allocates nothing and
// cannot throw, so noexcept callers may trigger the first choice.

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <initializer_list>

#include "src/simd/kernels.h"

namespace wtf8 {
namespace internal {
namespace simd {
namespace dispatch_internal {
std::atomic<const Kernels*> g_active{nullptr};
}  // namespace dispatch_internal

namespace {

using dispatch_internal::g_active;

const Kernels* choose() noexcept {
  const Kernels* all[kMaxKernels];
  const std::size_t count = supported_kernels(all);
  // getenv only reads the environment; nothing here allocates.
  if (const char* forced = std::getenv("WTF8_FORCE_KERNELS")) {
    for (std::size_t k = 0; k < count; ++k) {
      if (std::strcmp(all[k]->name, forced) == 0) return all[k];
    }
  }
  return all[count - 1];
}

}  // namespace

std::size_t supported_kernels(const Kernels* out[kMaxKernels]) noexcept {
  std::size_t count = 0;
  out[count++] = &scalar_kernels();
  for (const Kernels* k : {sse4_kernels(), avx2_kernels(), avx512_kernels(), neon_kernels()}) {
    if (k != nullptr) out[count++] = k;
  }
  return count;
}

const Kernels& dispatch_internal::choose_active() noexcept {
  // Racing first calls choose the same table; either store wins harmlessly.
  const Kernels* k = choose();
  g_active.store(k, std::memory_order_release);
  return *k;
}

const Kernels* set_active_kernels_for_testing(const Kernels* k) noexcept {
  const Kernels* old = &active_kernels();
  g_active.store(k, std::memory_order_release);
  return old;
}

}  // namespace simd
}  // namespace internal
}  // namespace wtf8
