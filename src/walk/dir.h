// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The platform layer under the walker (src/walk/walk.cc): one open directory (`Dir`), its
// listing one raw entry at a time, and the few calls the walker makes relative to it. POSIX
// (posix_dir.cc) and Windows (windows_dir.cc) each define it; both files are compiled everywhere
// and guard themselves with #if, so the build lists no platform.
//
// Names here are native: POSIX the name's bytes as `readdir` gave them, Windows the WTF-8 of the
// UTF-16 name (`Wtf8Buf::from_wide`, lone surrogates kept). `append_name` turns one into the WTF-8
// that the walker's paths hold.

#ifndef WTF8_SRC_WALK_DIR_H_
#define WTF8_SRC_WALK_DIR_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "wtf8/walk.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace os {
namespace walk_internal {

#if defined(_WIN32)
inline constexpr char kSeparator = '\\';
#else
inline constexpr char kSeparator = '/';
#endif

// A failed system call: its name and the system's code (errno; Windows: GetLastError()).
struct SysError {
  const char* call = nullptr;
  int code = 0;
  [[nodiscard]] bool failed() const noexcept { return call != nullptr; }
};

// The status of a failed call on `path`: "<call> <path in debug form>: <the system's text>", with
// the absl code closest to the error (NotFound, PermissionDenied, ...).
absl::Status sys_status(const SysError& error, Wtf8View path);
// Whether the error says the name is not there (ENOENT; Windows: file or path not found).
bool is_not_found(const SysError& error) noexcept;

// One name of a listing.
struct RawEntry {
  std::string name;                    // native (see the file comment)
  FileType type = FileType::kUnknown;  // what the listing says; kUnknown: ask `stat_entry`
  bool hidden = false;                 // Windows: the hidden attribute
};

// The identity of a directory: device and inode (Windows: volume serial and file index).
struct DirId {
  uint64_t device = 0, inode = 0;
  friend bool operator==(const DirId& a, const DirId& b) {
    return a.device == b.device && a.inode == b.inode;
  }
};

// One directory of the walk. POSIX: a descriptor and, while listing, a buffer of `getdents64`
// records (Linux) or a `DIR*` on it (elsewhere). Windows: the directory's path and, while
// listing, a find handle.
class Dir {
 public:
  Dir() noexcept;  // out of line: Windows holds its find data behind a unique_ptr
  ~Dir();
  Dir(Dir&& other) noexcept;
  Dir& operator=(Dir&& other) noexcept;
  Dir(const Dir&) = delete;
  Dir& operator=(const Dir&) = delete;

  // Opens the root (`path`, native) or `name` in the open `parent`, following a link only when
  // `follow`; fills `id()` when `want_id` (an `fstat` on POSIX: the walk asks for it only where
  // it compares directories, and `remember_id` fills it before a level is given back). Does not
  // start the listing.
  SysError open_root(std::string_view path, bool follow, bool want_id);
  SysError open_child(const Dir& parent, std::string_view name, bool follow, bool want_id);
  // Opens the parent of the open `child` (POSIX: `openat(child, "..")`; Windows: fails, as
  // nothing there needs it). The caller checks `id()` against what it expects.
  SysError open_parent(const Dir& child);
  // Starts listing (after an open). Windows: the first find call happens here.
  SysError start_listing();
  // The next entry without `.` and `..`: true with one, false at the end or on an error
  // (`*error` set then).
  bool read(RawEntry* out, SysError* error);
  // Whether the system resource (descriptor, find handle) is held.
  [[nodiscard]] bool holds_resource() const noexcept;
  // Whether calls relative to it (stat_entry, open_child, ...) work: POSIX needs the descriptor,
  // Windows only the path.
  [[nodiscard]] bool usable() const noexcept;
  // Gives the descriptor or handle back.
  void release() noexcept;
  // Fills `id()` if the open did not (POSIX: `fstat` of the descriptor), so that a level given
  // back can be checked when it is reopened. Windows: nothing (a level there keeps its path and
  // is never reopened).
  void remember_id() noexcept;

  [[nodiscard]] DirId id() const noexcept { return id_; }
  // The directory's own metadata (POSIX fstat; Windows by its path).
  [[nodiscard]] absl::StatusOr<FileMetadata> stat_self(Wtf8View path_for_errors) const;
  // lstat (stat when `follow`) of `name` in this directory.
  SysError stat_entry(std::string_view name, bool follow, FileMetadata* out) const;
  // Whether `name` exists in this directory (not following a link).
  [[nodiscard]] bool has_entry(std::string_view name) const;
  // The bytes of the regular file `name` in this directory (not through a link, never a FIFO),
  // nullopt when there is none or it cannot be read.
  [[nodiscard]] std::optional<std::string> read_regular_file(std::string_view name) const;
  // POSIX: openat(descriptor, name, flags | O_CLOEXEC). Windows: Unimplemented.
  [[nodiscard]] absl::StatusOr<int> open_entry(std::string_view name, int flags,
                                               Wtf8View path_for_errors) const;

 private:
  DirId id_;
#if defined(_WIN32)
  std::wstring path_;     // the directory, `\\?\` where needed
  void* find_ = nullptr;  // HANDLE of FindFirstFileExW, nullptr when none
  bool first_pending_ = false;
  bool started_ = false;
  struct FindData;
  std::unique_ptr<FindData> data_;
#else
  // Takes `fd` (the result of an open `call`: -1 is its failure, errno set), reading its id when
  // `want_id`.
  SysError adopt(int fd, const char* call, bool want_id);

  int fd_ = -1;
  bool id_known_ = false;
#if defined(__linux__)
  // The listing: records read by getdents64 into `buffer_` (from a small pool, see
  // posix_dir.cc), `pos_` the next one, `end_` the end of what the last call gave.
  char* buffer_ = nullptr;
  uint32_t pos_ = 0, end_ = 0;
  bool listing_ = false, at_end_ = false;
#else
  void* stream_ = nullptr;  // DIR*
#endif
#endif
};

// lstat (stat when `follow`) of a path (the root).
SysError stat_path(std::string_view native, bool follow, FileMetadata* out);
// The native form of a path the walk was given: POSIX bytes (PEP 383), Windows UTF-16 as
// WTF-8. InvalidArgument for a NUL or (POSIX) a surrogate that is no escaped byte.
absl::StatusOr<std::string> native_path(Wtf8View path);
// Appends the WTF-8 of a native name.
void append_name(std::string& out, std::string_view native);
// The bytes of the regular file at the `native` path (through links), nullopt when there is
// none or it cannot be read.
std::optional<std::string> read_regular_file(std::string_view native);
// POSIX: open(path, flags | O_CLOEXEC). Windows: Unimplemented.
absl::StatusOr<int> open_path(std::string_view native, int flags, Wtf8View path_for_errors);
// The absolute, canonical native path of an existing directory (realpath; Windows:
// GetFullPathNameW), nullopt when it cannot be had.
std::optional<std::string> absolute_path(std::string_view native);
// Whether `native` names something (not following a link): for `.git`.
bool path_exists(std::string_view native, bool* is_directory);

}  // namespace walk_internal
}  // namespace os
}  // namespace wtf8

#endif  // WTF8_SRC_WALK_DIR_H_
