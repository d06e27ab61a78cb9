// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to src/encoding. The bulk of the streaming UTF-16 jobs (the Encoder's UTF-16 input,
// the UTF-16 Decoder's whole code units): UTF-16 units, as bytes in either byte order, appended to
// a string as UTF-8 or WTF-8 in one pass of the kernels (src/simd/kernels.h,
// utf16_bytes_to_utf8), which keep each lone surrogate, replace it with U+FFFD or stop before it
// as they convert, writing straight into the string.

#ifndef WTF8_SRC_ENCODING_UTF16_APPEND_H_
#define WTF8_SRC_ENCODING_UTF16_APPEND_H_

#include <cstddef>
#include <string>

#include "src/simd/kernels.h"

namespace wtf8 {
namespace encoding {
namespace internal {

namespace simd = ::wtf8::internal::simd;

// Appends the UTF-8 of the n units at the bytes p (in `order`) to `out`, each lone surrogate
// kept, replaced or stopped at (`lone`, as kernels.h says; a lead surrogate at unit n - 1 is lone).
// Returns the units read (n unless kStop stopped at a lone surrogate: then the unit there is
// it), the bytes appended, and whether a lone surrogate was replaced (kReplace) or stopped the
// conversion (kStop).
//
// C++17 strings cannot grow without zero-filling, so the string is grown by what the rest
// surely needs plus half (a byte a unit at least), converted into and cut back to what was
// written, then grown by 3 bytes a unit for whatever did not fit: about as many bytes are filled
// as are written. (Converting into a stack buffer and appending from it wrote every byte twice,
// and each buffer's last bytes went through the scalar code.)
inline simd::Utf16Conversion append_utf8_of_utf16(const simd::Kernels& k, const char* p,
                                                  std::size_t n, simd::ByteOrder order,
                                                  simd::LoneMode lone, std::string& out) {
  simd::Utf16Conversion total{0, 0, false};
  while (total.read < n) {
    const std::size_t at = out.size();
    const std::size_t rest = n - total.read;
    const std::size_t room = total.read == 0 ? rest + rest / 2 + 4 : 3 * rest;
    out.resize(at + room);
    const simd::Utf16Conversion c = k.utf16_bytes_to_utf8(p + 2 * total.read, rest, order, lone,
                                                          &out[at], room, /*scratch=*/true);
    out.resize(at + c.written);
    total.read += c.read;
    total.written += c.written;
    if (c.lone) {
      total.lone = true;
      if (lone == simd::LoneMode::kStop) break;
    }
  }
  return total;
}

}  // namespace internal
}  // namespace encoding
}  // namespace wtf8

#endif  // WTF8_SRC_ENCODING_UTF16_APPEND_H_
