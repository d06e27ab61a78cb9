// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// std::filesystem::path in and out of WTF-8 (wtf8/os.h): POSIX through the PEP 383 byte rule,
// Windows through the native wide string.

#include <cstddef>
#include <filesystem>
#include <string>
#include <utility>

#include "absl/status/statusor.h"
#include "src/internal/errors.h"
#include "wtf8/os.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace os {

Wtf8Buf from_path(const std::filesystem::path& path) {
#ifdef _WIN32
  return Wtf8Buf::from_wide(path.native());
#else
  return from_posix_bytes(path.native());
#endif
}

namespace internal {

absl::StatusOr<std::filesystem::path> to_path(Wtf8View s) {
  // U+0000 is the byte 00 in WTF-8 and occurs nowhere else.
  const std::size_t nul = s.as_bytes().find('\0');
  if (nul != std::string_view::npos) {
    return wtf8::internal::invalid_input_at("cannot convert to a path", "NUL character", nul);
  }
#ifdef _WIN32
  return std::filesystem::path(s.to_wide());
#else
  absl::StatusOr<std::string> bytes = internal::to_posix_bytes(s);
  if (!bytes.ok()) return bytes.status();
  // On POSIX the native format is the byte string itself: no conversion happens here.
  return std::filesystem::path(*std::move(bytes));
#endif
}

}  // namespace internal
}  // namespace os
}  // namespace wtf8
