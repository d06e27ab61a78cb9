// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// For tests that run the API once per kernel table: the tables this CPU runs, and a scope that
// makes one of them the active table (src/simd/kernels.h).

#ifndef WTF8_TESTS_KERNEL_TABLES_H_
#define WTF8_TESTS_KERNEL_TABLES_H_

#include <cstddef>
#include <vector>

#include "src/simd/kernels.h"

namespace wtf8 {
namespace test_util {

// Every kernel table this CPU runs, the scalar reference first.
inline std::vector<const internal::simd::Kernels*> all_kernels() {
  const internal::simd::Kernels* all[internal::simd::kMaxKernels];
  const std::size_t n = internal::simd::supported_kernels(all);
  return std::vector<const internal::simd::Kernels*>(all, all + n);
}

// Makes `k` the active table until the scope ends, then restores the one before.
class KernelScope {
 public:
  explicit KernelScope(const internal::simd::Kernels* k)
      : old_(internal::simd::set_active_kernels_for_testing(k)) {}
  ~KernelScope() { internal::simd::set_active_kernels_for_testing(old_); }
  KernelScope(const KernelScope&) = delete;
  KernelScope& operator=(const KernelScope&) = delete;

 private:
  const internal::simd::Kernels* old_;
};

}  // namespace test_util
}  // namespace wtf8

#endif  // WTF8_TESTS_KERNEL_TABLES_H_
