// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The NEON table (AArch64, where NEON is baseline): placeholder until the NEON loops land; on
// other architectures neon_kernels() is null.

#include "src/simd/kernels.h"

namespace wtf8 {
namespace internal {
namespace simd {
const Kernels* neon_kernels() noexcept { return nullptr; }
}  // namespace simd
}  // namespace internal
}  // namespace wtf8
