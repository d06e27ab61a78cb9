// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Scanning for surrogates in canonical form (ED A0..BF xx), shared by the view's and the buffer's
// UTF-8 conversions. Split forms are handled by the callers (they only occur at a view's ends).

#ifndef WTF8_SRC_SURROGATES_H_
#define WTF8_SRC_SURROGATES_H_

#include <cstddef>
#include <cstring>
#include <string_view>

#include "wtf8/internal/bytes/omg.h"

namespace wtf8 {
namespace internal {

// Offset of the first canonical surrogate in `bytes` at or after `from`, or bytes.size().
// `bytes` must be well-formed WTF-8 (possibly with split surrogates at the ends).
inline std::size_t find_canonical_surrogate(std::string_view bytes, std::size_t from = 0) {
  const char* const data = bytes.data();
  const std::size_t n = bytes.size();
  while (from + 3 <= n) {
    const void* hit = std::memchr(data + from, kSurrogateLeadByte, n - from);
    if (hit == nullptr) break;
    const std::size_t i = static_cast<const char*>(hit) - data;
    if (i + 3 <= n && is_canonical_surrogate(data + i)) return i;
    from = i + 1;
  }
  return n;
}

// Overwrites each canonical surrogate in data[0, n) with U+FFFD (same length: WTF-8 §6.4).
inline void replace_canonical_surrogates(char* data, std::size_t n) {
  std::string_view bytes(data, n);
  for (std::size_t i = find_canonical_surrogate(bytes); i < n;
       i = find_canonical_surrogate(bytes, i + 3)) {
    std::memcpy(data + i, kReplacementUtf8, 3);
  }
}

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_SURROGATES_H_
