// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to wtf8 (the :simd target). The scalar kernels by name, so SIMD kernels can hand a
// mixed block to them and the core can finish a tail (see kernels.h for each contract).

#ifndef WTF8_SRC_SIMD_SCALAR_H_
#define WTF8_SRC_SIMD_SCALAR_H_

#include <cstddef>

#include "src/simd/kernels.h"

namespace wtf8 {
namespace internal {
namespace simd {
namespace scalar {

std::size_t valid_prefix(const char* p, std::size_t n, bool wtf8);
Progress from_utf16(const char16_t* in, std::size_t n, char* out);
std::size_t wtf8_length_of_utf16(const char16_t* in, std::size_t n);
Progress to_utf16(const char* in, std::size_t n, char16_t* out);
std::size_t count_non_continuation(const char* p, std::size_t n);
std::size_t utf16_length_of_wtf8(const char* p, std::size_t n);
std::size_t copy_utf8_lossy(const char* in, std::size_t n, char* out, bool stream);
FindResult find_prefiltered(const char* h, std::size_t n, const char* m, std::size_t size,
                            NeedleBytes pick);

}  // namespace scalar
}  // namespace simd
}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_SIMD_SCALAR_H_
