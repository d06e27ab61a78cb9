// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Finding surrogates in canonical form (ED A0..BF xx), shared by the view's UTF-8 checks and
// lossy display. Split forms are handled by the callers (they only occur at a view's ends).

#ifndef WTF8_SRC_SURROGATES_H_
#define WTF8_SRC_SURROGATES_H_

#include <cstddef>
#include <string_view>

#include "src/simd/kernels.h"

namespace wtf8 {
namespace internal {

// Offset of the first canonical surrogate in `bytes`, or bytes.size(). `bytes` must be
// well-formed WTF-8 (possibly with split surrogates at the ends).
inline std::size_t find_canonical_surrogate(std::string_view bytes) {
  return simd::active_kernels().find_surrogate(bytes.data(), bytes.size());
}

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_SURROGATES_H_
