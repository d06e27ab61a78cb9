// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/internal/bytes/char8.h
// -----------------------------------------------------------------------------
//
// Internal to wtf8; included by the public wtf8 headers; do not include directly.
// IWYU pragma: private, include "wtf8/wtf8.h"
//
// The one bridge between C++20's `char8_t` text and the library's `char` bytes. A `char8_t`
// string is read as the same bytes through a `char` pointer (no transcoding, no copy); `char` may
// read any object, so this is well-defined. Going the other way, into a `std::u8string`, copies
// the bytes element by element (one copy), never through a cast pointer. Empty unless
// WTF8_HAVE_CHAR8_T (wtf8/internal/config.h).

#ifndef WTF8_INTERNAL_BYTES_CHAR8_H_
#define WTF8_INTERNAL_BYTES_CHAR8_H_

#include <string_view>

#include "wtf8/internal/config.h"

#if WTF8_HAVE_CHAR8_T
#include <string>

namespace wtf8 {
namespace internal {

// The bytes of `text`, as `char`s.
inline std::string_view char_bytes(std::u8string_view text) noexcept {
  return std::string_view(reinterpret_cast<const char*>(text.data()), text.size());
}

// A `std::u8string` holding a copy of `bytes`.
inline std::u8string to_u8string_copy(std::string_view bytes) {
  return std::u8string(bytes.begin(), bytes.end());
}

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_HAVE_CHAR8_T
#endif  // WTF8_INTERNAL_BYTES_CHAR8_H_
