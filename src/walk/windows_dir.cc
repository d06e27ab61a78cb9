// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The walker's platform layer on Windows (src/walk/dir.h): a directory is its full path, always
// in the `\\?\` form (no MAX_PATH limit, and names that end in a dot or a space, which Win32's
// path normalisation would cut, reach the file system as they are); it is listed with
// FindFirstFileExW (FindExInfoBasic: no short names; FIND_FIRST_EX_LARGE_FETCH). Names are
// converted from UTF-16 with Wtf8Buf::from_wide, which keeps lone surrogates. A reparse point
// that is a symbolic link or a junction is kSymlink and is followed only when asked; other
// reparse points (cloud placeholders, deduplicated files) are what their attributes say.
// Device and inode are the volume serial number and the file index (GetFileInformationByHandle),
// read only where loops or mount points are checked.

#if defined(_WIN32)

#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "src/walk/dir.h"
#include "wtf8/walk.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace os {
namespace walk_internal {

struct Dir::FindData {
  WIN32_FIND_DATAW data;
};

namespace {

std::wstring wide(std::string_view wtf8) { return Wtf8View::from_wtf8_unchecked(wtf8).to_wide(); }

// The `\\?\` form of a full path (`\\server\share\x` becomes `\\?\UNC\server\share\x`).
std::wstring long_form(std::wstring full) {
  if (full.rfind(L"\\\\?\\", 0) == 0 || full.rfind(L"\\\\.\\", 0) == 0) return full;
  if (full.rfind(L"\\\\", 0) == 0) return L"\\\\?\\UNC\\" + full.substr(2);
  return L"\\\\?\\" + full;
}

// The full path of `native` (GetFullPathNameW), in the `\\?\` form.
std::optional<std::wstring> full_long_path(std::string_view native) {
  const std::wstring w = wide(native);
  if (w.rfind(L"\\\\?\\", 0) == 0) return w;
  const DWORD needed = GetFullPathNameW(w.c_str(), 0, nullptr, nullptr);
  if (needed == 0) return std::nullopt;
  std::wstring full(needed, L'\0');
  const DWORD got = GetFullPathNameW(w.c_str(), needed, full.data(), nullptr);
  if (got == 0 || got >= needed) return std::nullopt;
  full.resize(got);
  return long_form(std::move(full));
}

int64_t nanoseconds(const FILETIME& t) {
  const uint64_t ticks = (static_cast<uint64_t>(t.dwHighDateTime) << 32) | t.dwLowDateTime;
  // 100-ns ticks since 1601-01-01; 11644473600 s separate 1601 from 1970.
  return (static_cast<int64_t>(ticks) - 116444736000000000LL) * 100;
}

bool is_link_tag(DWORD attributes, DWORD tag) {
  return (attributes & FILE_ATTRIBUTE_REPARSE_POINT) != 0 &&
         (tag == IO_REPARSE_TAG_SYMLINK || tag == IO_REPARSE_TAG_MOUNT_POINT);
}

FileType type_of(DWORD attributes, bool link) {
  if (link) return FileType::kSymlink;
  if ((attributes & FILE_ATTRIBUTE_DIRECTORY) != 0) return FileType::kDirectory;
  return FileType::kRegular;
}

// Metadata of a path through a handle opened for attributes only.
SysError metadata_of(const std::wstring& path, bool follow, FileMetadata* out) {
  const HANDLE h = CreateFileW(
      path.c_str(), FILE_READ_ATTRIBUTES, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
      nullptr, OPEN_EXISTING,
      FILE_FLAG_BACKUP_SEMANTICS | (follow ? 0 : FILE_FLAG_OPEN_REPARSE_POINT), nullptr);
  if (h == INVALID_HANDLE_VALUE) return SysError{"CreateFileW", static_cast<int>(GetLastError())};
  BY_HANDLE_FILE_INFORMATION info;
  if (!GetFileInformationByHandle(h, &info)) {
    const int e = static_cast<int>(GetLastError());
    CloseHandle(h);
    return SysError{"GetFileInformationByHandle", e};
  }
  bool link = false;
  if (!follow && (info.dwFileAttributes & FILE_ATTRIBUTE_REPARSE_POINT) != 0) {
    FILE_ATTRIBUTE_TAG_INFO tag;
    link = GetFileInformationByHandleEx(h, FileAttributeTagInfo, &tag, sizeof tag) &&
           is_link_tag(tag.FileAttributes, tag.ReparseTag);
  }
  CloseHandle(h);
  FileMetadata m;
  m.type = type_of(info.dwFileAttributes, link);
  m.size = (static_cast<uint64_t>(info.nFileSizeHigh) << 32) | info.nFileSizeLow;
  m.modified_ns = nanoseconds(info.ftLastWriteTime);
  m.accessed_ns = nanoseconds(info.ftLastAccessTime);
  m.changed_ns = nanoseconds(info.ftCreationTime);
  m.device = info.dwVolumeSerialNumber;
  m.inode = (static_cast<uint64_t>(info.nFileIndexHigh) << 32) | info.nFileIndexLow;
  m.mode = info.dwFileAttributes;
  m.links = info.nNumberOfLinks;
  *out = m;
  return SysError{};
}

std::optional<std::string> read_file(const std::wstring& path) {
  const HANDLE h = CreateFileW(path.c_str(), GENERIC_READ,
                               FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                               OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr);
  if (h == INVALID_HANDLE_VALUE) return std::nullopt;
  BY_HANDLE_FILE_INFORMATION info;
  if (GetFileType(h) != FILE_TYPE_DISK || !GetFileInformationByHandle(h, &info) ||
      (info.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) != 0) {
    CloseHandle(h);
    return std::nullopt;
  }
  std::string out;
  char buf[16384];
  for (;;) {
    DWORD got = 0;
    if (!ReadFile(h, buf, sizeof buf, &got, nullptr)) {
      CloseHandle(h);
      return std::nullopt;
    }
    if (got == 0) break;
    out.append(buf, got);
  }
  CloseHandle(h);
  return out;
}

std::wstring child_path(const std::wstring& dir, std::string_view name) {
  std::wstring out = dir;
  if (!out.empty() && out.back() != L'\\') out.push_back(L'\\');
  out += wide(name);
  return out;
}

SysError check_directory(const std::wstring& path, bool follow, bool want_id, DirId* id) {
  if (want_id) {
    FileMetadata m;
    const SysError e = metadata_of(path, follow, &m);
    if (e.failed()) return e;
    if (m.type != FileType::kDirectory) return SysError{"open", ERROR_DIRECTORY};
    *id = DirId{m.device, m.inode};
    return SysError{};
  }
  const DWORD attributes = GetFileAttributesW(path.c_str());
  if (attributes == INVALID_FILE_ATTRIBUTES) {
    return SysError{"GetFileAttributesW", static_cast<int>(GetLastError())};
  }
  if ((attributes & FILE_ATTRIBUTE_DIRECTORY) == 0) return SysError{"open", ERROR_DIRECTORY};
  return SysError{};
}

}  // namespace

absl::Status sys_status(const SysError& error, Wtf8View path) {
  wchar_t* text = nullptr;
  const DWORD n = FormatMessageW(
      FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
      nullptr, static_cast<DWORD>(error.code), 0, reinterpret_cast<wchar_t*>(&text), 0, nullptr);
  std::wstring reason = n != 0 && text != nullptr ? std::wstring(text, n) : std::wstring();
  if (text != nullptr) LocalFree(text);
  while (!reason.empty() && (reason.back() == L'\n' || reason.back() == L'\r' ||
                             reason.back() == L' ' || reason.back() == L'.')) {
    reason.pop_back();
  }
  std::string message = absl::StrCat(error.call, " ", path.debug_string(), ": ");
  if (reason.empty()) {
    absl::StrAppend(&message, "Windows error ", error.code);
  } else {
    message += absl::StrCat(std::string(Wtf8Buf::from_wide(reason).as_bytes()), " (Windows error ",
                            error.code, ")");
  }
  switch (error.code) {
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND:
      return absl::NotFoundError(message);
    case ERROR_ACCESS_DENIED:
      return absl::PermissionDeniedError(message);
    case ERROR_FILENAME_EXCED_RANGE:
    case ERROR_INVALID_NAME:
      return absl::InvalidArgumentError(message);
    case ERROR_DIRECTORY:
    case ERROR_CANT_RESOLVE_FILENAME:
      return absl::FailedPreconditionError(message);
    case ERROR_NOT_ENOUGH_MEMORY:
    case ERROR_TOO_MANY_OPEN_FILES:
      return absl::ResourceExhaustedError(message);
    default:
      return absl::UnknownError(message);
  }
}

bool is_not_found(const SysError& error) noexcept {
  return error.failed() &&
         (error.code == ERROR_FILE_NOT_FOUND || error.code == ERROR_PATH_NOT_FOUND);
}

Dir::Dir() noexcept = default;
Dir::~Dir() { release(); }

Dir::Dir(Dir&& other) noexcept
    : id_(other.id_),
      path_(std::move(other.path_)),
      find_(std::exchange(other.find_, nullptr)),
      first_pending_(other.first_pending_),
      started_(other.started_),
      data_(std::move(other.data_)) {}

Dir& Dir::operator=(Dir&& other) noexcept {
  if (this != &other) {
    release();
    id_ = other.id_;
    path_ = std::move(other.path_);
    find_ = std::exchange(other.find_, nullptr);
    first_pending_ = other.first_pending_;
    started_ = other.started_;
    data_ = std::move(other.data_);
  }
  return *this;
}

SysError Dir::open_root(std::string_view path, bool follow, bool want_id) {
  release();
  std::optional<std::wstring> full = full_long_path(path);
  if (!full) return SysError{"GetFullPathNameW", static_cast<int>(GetLastError())};
  path_ = std::move(*full);
  return check_directory(path_, follow, want_id, &id_);
}

SysError Dir::open_child(const Dir& parent, std::string_view name, bool follow, bool want_id) {
  release();
  path_ = child_path(parent.path_, name);
  return check_directory(path_, follow, want_id, &id_);
}

SysError Dir::open_parent(const Dir&) {
  return SysError{"open_parent", ERROR_CALL_NOT_IMPLEMENTED};
}

SysError Dir::start_listing() {
  if (!data_) data_ = std::make_unique<FindData>();
  const std::wstring pattern = child_path(path_, "*");
  const HANDLE h = FindFirstFileExW(pattern.c_str(), FindExInfoBasic, &data_->data,
                                    FindExSearchNameMatch, nullptr, FIND_FIRST_EX_LARGE_FETCH);
  started_ = true;
  if (h == INVALID_HANDLE_VALUE) {
    const DWORD e = GetLastError();
    if (e == ERROR_FILE_NOT_FOUND) return SysError{};  // nothing, not even "." (a drive's root)
    return SysError{"FindFirstFileExW", static_cast<int>(e)};
  }
  find_ = h;
  first_pending_ = true;
  return SysError{};
}

bool Dir::read(RawEntry* out, SysError* error) {
  if (find_ == nullptr) return false;
  for (;;) {
    if (first_pending_) {
      first_pending_ = false;
    } else if (!FindNextFileW(static_cast<HANDLE>(find_), &data_->data)) {
      const DWORD e = GetLastError();
      if (e != ERROR_NO_MORE_FILES) *error = SysError{"FindNextFileW", static_cast<int>(e)};
      return false;
    }
    const WIN32_FIND_DATAW& d = data_->data;
    const wchar_t* name = d.cFileName;
    if (name[0] == L'.' && (name[1] == L'\0' || (name[1] == L'.' && name[2] == L'\0'))) continue;
    out->name.assign(Wtf8Buf::from_wide(name).as_bytes());
    out->type = type_of(d.dwFileAttributes, is_link_tag(d.dwFileAttributes, d.dwReserved0));
    out->hidden = (d.dwFileAttributes & FILE_ATTRIBUTE_HIDDEN) != 0;
    return true;
  }
}

void Dir::remember_id() noexcept {}

bool Dir::holds_resource() const noexcept { return find_ != nullptr; }
bool Dir::usable() const noexcept { return !path_.empty(); }

void Dir::release() noexcept {
  if (find_ != nullptr) FindClose(static_cast<HANDLE>(find_));
  find_ = nullptr;
}

absl::StatusOr<FileMetadata> Dir::stat_self(Wtf8View path_for_errors) const {
  FileMetadata m;
  const SysError e = metadata_of(path_, /*follow=*/true, &m);
  if (e.failed()) return sys_status(e, path_for_errors);
  return m;
}

SysError Dir::stat_entry(std::string_view name, bool follow, FileMetadata* out) const {
  return metadata_of(child_path(path_, name), follow, out);
}

bool Dir::has_entry(std::string_view name) const {
  return GetFileAttributesW(child_path(path_, name).c_str()) != INVALID_FILE_ATTRIBUTES;
}

std::optional<std::string> Dir::read_regular_file(std::string_view name) const {
  return read_file(child_path(path_, name));
}

absl::StatusOr<int> Dir::open_entry(std::string_view, int, Wtf8View path_for_errors) const {
  return absl::UnimplementedError(
      absl::StrCat("open_at ", path_for_errors.debug_string(), ": no descriptors on Windows"));
}

SysError stat_path(std::string_view native, bool follow, FileMetadata* out) {
  std::optional<std::wstring> full = full_long_path(native);
  if (!full) return SysError{"GetFullPathNameW", static_cast<int>(GetLastError())};
  return metadata_of(*full, follow, out);
}

absl::StatusOr<std::string> native_path(Wtf8View path) {
  const std::size_t nul = path.as_bytes().find('\0');
  if (nul != std::string_view::npos) {
    return absl::InvalidArgumentError(
        absl::StrCat("cannot walk ", path.debug_string(), ": NUL character at byte offset ", nul));
  }
  return std::string(path.as_bytes());
}

void append_name(std::string& out, std::string_view native) { out.append(native); }

std::optional<std::string> read_regular_file(std::string_view native) {
  std::optional<std::wstring> full = full_long_path(native);
  if (!full) return std::nullopt;
  return read_file(*full);
}

absl::StatusOr<int> open_path(std::string_view, int, Wtf8View path_for_errors) {
  return absl::UnimplementedError(
      absl::StrCat("open_at ", path_for_errors.debug_string(), ": no descriptors on Windows"));
}

std::optional<std::string> absolute_path(std::string_view native) {
  std::optional<std::wstring> full = full_long_path(native);
  if (!full) return std::nullopt;
  return std::string(Wtf8Buf::from_wide(*full).as_bytes());
}

bool path_exists(std::string_view native, bool* is_directory) {
  std::optional<std::wstring> full = full_long_path(native);
  if (!full) return false;
  const DWORD attributes = GetFileAttributesW(full->c_str());
  if (attributes == INVALID_FILE_ATTRIBUTES) return false;
  if (is_directory != nullptr) *is_directory = (attributes & FILE_ATTRIBUTE_DIRECTORY) != 0;
  return true;
}

}  // namespace walk_internal
}  // namespace os
}  // namespace wtf8

#endif  // defined(_WIN32)
