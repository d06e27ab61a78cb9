// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Chooses the kernel table once: the best the CPU supports, unless WTF8_FORCE_KERNELS names
// another supported one (like simdutf's SIMDUTF_FORCE_IMPLEMENTATION).

#include <atomic>
#include <cstdlib>
#include <cstring>

#include "src/simd/kernels.h"

namespace wtf8 {
namespace internal {
namespace simd {
namespace {

std::atomic<const Kernels*> g_active{nullptr};

const Kernels* choose() {
  const std::vector<const Kernels*> all = supported_kernels();
  if (const char* forced = std::getenv("WTF8_FORCE_KERNELS")) {
    for (const Kernels* k : all) {
      if (std::strcmp(k->name, forced) == 0) return k;
    }
  }
  return all.back();
}

}  // namespace

std::vector<const Kernels*> supported_kernels() {
  std::vector<const Kernels*> all = {&scalar_kernels()};
  for (const Kernels* k : {sse4_kernels(), avx2_kernels(), avx512_kernels()}) {
    if (k != nullptr) all.push_back(k);
  }
  return all;
}

const Kernels& active_kernels() {
  const Kernels* k = g_active.load(std::memory_order_acquire);
  if (k == nullptr) {
    // Racing first calls choose the same table; either store wins harmlessly.
    k = choose();
    g_active.store(k, std::memory_order_release);
  }
  return *k;
}

const Kernels* set_active_kernels_for_testing(const Kernels* k) {
  const Kernels* old = &active_kernels();
  g_active.store(k, std::memory_order_release);
  return old;
}

}  // namespace simd
}  // namespace internal
}  // namespace wtf8
