// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/os_path.h
// -----------------------------------------------------------------------------
//
// Where the lexical paths of wtf8/path.h meet the OS boundary of wtf8/os.h: a `PathBuf` in the
// host's style (`kNativePathStyle`) converts to and from `std::filesystem::path` losslessly
// (PEP 383 bytes on POSIX, wide strings with unpaired surrogates on Windows). A path of the other
// style is text on this host, not a file system path: `to_path` refuses it rather than guess
// (re-root it explicitly, as examples/windows_path.cc does). This sits in its own target so that
// neither paths nor the OS boundary depend on each other.
//
// Example (POSIX):
//   wtf8::PathBuf p = wtf8::os::to_path_buf(std::filesystem::path("dir//caf\xE9/"));
//   p.debug_string();                       // "\"dir/caf\\u{dce9}\""  (normalized)
//   wtf8::os::to_path(p)->native();         // "dir/caf\xE9"
//   auto w = wtf8::PathBuf::windows(*wtf8::Wtf8View::from_utf8("C:\\a"));
//   wtf8::os::to_path(w).ok();              // false: a Windows path is text on this host

#ifndef WTF8_OS_PATH_H_
#define WTF8_OS_PATH_H_

#include <filesystem>

#include "absl/status/statusor.h"
#include "wtf8/os.h"
#include "wtf8/path.h"

namespace wtf8 {
namespace os {

// The file system path named by `path`: `to_path(path.as_view())`. Fails with InvalidArgument
// (byte offset 0) when `path.style()` is not `kNativePathStyle`, and otherwise as
// `to_path(Wtf8View)` does (U+0000; on POSIX a surrogate outside U+DC80..U+DCFF).
// Example (POSIX): `to_path(PathBuf::posix(from_posix_bytes("a/caf\xE9")))->native()` is
// "a/caf\xE9"; `to_path(PathBuf::windows(Wtf8View::from_utf8("C:\\a").value()))` fails there.
absl::StatusOr<std::filesystem::path> to_path(const PathBuf& path);

// `path` as a `PathBuf` in the native style: `PathBuf::native(from_path(path))`. Never fails. The
// text is normalized as `PathBuf` always is (`a//b/./` becomes `a/b`), so
// `to_path(to_path_buf(p))` names the same file as `p` without being byte-identical to it.
// Example (POSIX): `to_path_buf("dir//caf\xE9/").as_view()` is "dir/caf" U+DCE9.
PathBuf to_path_buf(const std::filesystem::path& path);

}  // namespace os
}  // namespace wtf8

#endif  // WTF8_OS_PATH_H_
