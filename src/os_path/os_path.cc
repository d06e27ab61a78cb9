// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// PathBuf <-> std::filesystem::path, through the OS boundary's string conversions.

#include "wtf8/os_path.h"

#include <filesystem>

#include "absl/status/statusor.h"
#include "src/internal/errors.h"
#include "wtf8/os.h"
#include "wtf8/path.h"

namespace wtf8 {
namespace os {

absl::StatusOr<std::filesystem::path> to_path(const PathBuf& path) {
  if (path.style() != kNativePathStyle) {
    return internal::invalid_input_at(
        "cannot convert to a path",
        kNativePathStyle == PathStyle::kPosix
            ? "a Windows-style PathBuf is text on this POSIX host, not a file system path"
            : "a POSIX-style PathBuf is text on this Windows host, not a file system path",
        0);
  }
  return to_path(path.as_view());
}

PathBuf to_path_buf(const std::filesystem::path& path) {
  const Wtf8Buf text = from_path(path);
  return PathBuf::native(text);
}

}  // namespace os
}  // namespace wtf8
