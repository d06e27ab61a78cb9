// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The walker's platform layer on POSIX (src/walk/dir.h): directories are descriptors opened with
// `openat(parent, name, O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)`, so no path longer than one name
// is ever handed to the kernel below the root (no PATH_MAX limit, and a parent renamed meanwhile
// cannot redirect the walk), listed with `getdents64` on Linux and `fdopendir` + `readdir`
// elsewhere. A type comes from `d_type`; `fstatat` only where the listing does not say, and a
// directory's own `fstat` only where the walk compares directories (loops, mount points, a
// level given back and reopened). Nothing but directories and regular files is
// ever opened: FIFOs, sockets and devices are only named.

#if !defined(_WIN32)

#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif
#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "src/walk/dir.h"
#include "wtf8/os.h"
#include "wtf8/walk.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace os {
namespace walk_internal {
namespace {

FileType type_of_mode(mode_t mode) {
  if (S_ISREG(mode)) return FileType::kRegular;
  if (S_ISDIR(mode)) return FileType::kDirectory;
  if (S_ISLNK(mode)) return FileType::kSymlink;
  if (S_ISFIFO(mode)) return FileType::kFifo;
  if (S_ISSOCK(mode)) return FileType::kSocket;
  if (S_ISCHR(mode)) return FileType::kCharacterDevice;
  if (S_ISBLK(mode)) return FileType::kBlockDevice;
  return FileType::kUnknown;
}

int64_t nanoseconds(const struct timespec& t) {
  return static_cast<int64_t>(t.tv_sec) * 1000000000 + static_cast<int64_t>(t.tv_nsec);
}

FileMetadata metadata_of(const struct stat& st) {
  FileMetadata m;
  m.type = type_of_mode(st.st_mode);
  m.size = static_cast<uint64_t>(st.st_size);
#if defined(__APPLE__)
  m.modified_ns = nanoseconds(st.st_mtimespec);
  m.accessed_ns = nanoseconds(st.st_atimespec);
  m.changed_ns = nanoseconds(st.st_ctimespec);
#else
  m.modified_ns = nanoseconds(st.st_mtim);
  m.accessed_ns = nanoseconds(st.st_atim);
  m.changed_ns = nanoseconds(st.st_ctim);
#endif
  m.device = static_cast<uint64_t>(st.st_dev);
  m.inode = static_cast<uint64_t>(st.st_ino);
  m.mode = static_cast<uint32_t>(st.st_mode);
  m.links = static_cast<uint64_t>(st.st_nlink);
  return m;
}

// The file type a listing's `d_type` says (DT_UNKNOWN and anything else: ask `lstat`).
FileType type_of_dirent_type(unsigned char type) {
#if defined(DT_UNKNOWN)
  switch (type) {
    case DT_REG:
      return FileType::kRegular;
    case DT_DIR:
      return FileType::kDirectory;
    case DT_LNK:
      return FileType::kSymlink;
    case DT_FIFO:
      return FileType::kFifo;
    case DT_SOCK:
      return FileType::kSocket;
    case DT_CHR:
      return FileType::kCharacterDevice;
    case DT_BLK:
      return FileType::kBlockDevice;
    default:
      return FileType::kUnknown;
  }
#else
  (void)type;
  return FileType::kUnknown;
#endif
}

// Reads what is left of `fd` (a regular file) and closes it.
std::optional<std::string> read_and_close(int fd) {
  std::string out;
  char buf[16384];
  for (;;) {
    const ssize_t n = read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      close(fd);
      return std::nullopt;
    }
    if (n == 0) break;
    out.append(buf, static_cast<std::size_t>(n));
  }
  close(fd);
  return out;
}

// Opens a regular file (through a link only when `follow`: git reads an in-tree `.gitignore`
// with O_NOFOLLOW, info/exclude and core.excludesFile through links) without blocking, and only
// after a stat said it is one; checks again after the open (it may have been replaced).
std::optional<std::string> read_regular_at(int dir_fd, const std::string& name, bool follow) {
  struct stat st;
  if (fstatat(dir_fd, name.c_str(), &st, follow ? 0 : AT_SYMLINK_NOFOLLOW) != 0 ||
      !S_ISREG(st.st_mode)) {
    return std::nullopt;
  }
  const int fd = openat(dir_fd, name.c_str(),
                        O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY | (follow ? 0 : O_NOFOLLOW));
  if (fd < 0) return std::nullopt;
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    close(fd);
    return std::nullopt;
  }
  return read_and_close(fd);
}

constexpr int kDirFlags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY;

}  // namespace

absl::Status sys_status(const SysError& error, Wtf8View path) {
  std::string message =
      absl::StrCat(error.call, " ", path.debug_string(), ": ", std::strerror(error.code));
  switch (error.code) {
    case ENOENT:
      return absl::NotFoundError(message);
    case EACCES:
    case EPERM:
      return absl::PermissionDeniedError(message);
    case ENAMETOOLONG:
      return absl::InvalidArgumentError(message);
    case ELOOP:
    case ENOTDIR:
      return absl::FailedPreconditionError(message);
    case EMFILE:
    case ENFILE:
    case ENOMEM:
      return absl::ResourceExhaustedError(message);
    default:
      return absl::UnknownError(message);
  }
}

bool is_not_found(const SysError& error) noexcept { return error.failed() && error.code == ENOENT; }

#if defined(__linux__)
namespace {

// The listing buffer: large enough that most directories take one getdents64 call (and one
// more that says the end), as glibc's readdir does. A few buffers are kept per thread for the
// next directory, so a walk allocates about as many as it has levels listing at once.
constexpr uint32_t kListingBufferSize = 32 * 1024;
constexpr std::size_t kSpareBuffers = 8;

struct SpareBuffers {
  char* buffers[kSpareBuffers] = {};
  std::size_t count = 0;
  ~SpareBuffers() {
    for (std::size_t i = 0; i < count; ++i) std::free(buffers[i]);
  }
};

SpareBuffers& spare_buffers() {
  thread_local SpareBuffers spare;
  return spare;
}

char* take_buffer() {
  SpareBuffers& spare = spare_buffers();
  if (spare.count > 0) return spare.buffers[--spare.count];
  return static_cast<char*>(std::malloc(kListingBufferSize));
}

void give_back_buffer(char* buffer) noexcept {
  SpareBuffers& spare = spare_buffers();
  if (spare.count < kSpareBuffers) {
    spare.buffers[spare.count++] = buffer;
  } else {
    std::free(buffer);
  }
}

// The kernel's record (linux_dirent64): fixed fields, then the NUL-terminated name, each record
// `d_reclen` bytes.
constexpr std::size_t kRecordLengthOffset = 16, kRecordTypeOffset = 18, kRecordNameOffset = 19;

}  // namespace
#endif

Dir::Dir() noexcept = default;
Dir::~Dir() { release(); }

Dir::Dir(Dir&& other) noexcept { *this = std::move(other); }

Dir& Dir::operator=(Dir&& other) noexcept {
  if (this != &other) {
    release();
    id_ = other.id_;
    id_known_ = other.id_known_;
    fd_ = std::exchange(other.fd_, -1);
#if defined(__linux__)
    buffer_ = std::exchange(other.buffer_, nullptr);
    pos_ = other.pos_;
    end_ = other.end_;
    listing_ = std::exchange(other.listing_, false);
    at_end_ = other.at_end_;
#else
    stream_ = std::exchange(other.stream_, nullptr);
#endif
  }
  return *this;
}

namespace {

// The open descriptor's device and inode.
bool id_of(int fd, DirId* id) {
  struct stat st;
  if (fstat(fd, &st) != 0) return false;
  *id = DirId{static_cast<uint64_t>(st.st_dev), static_cast<uint64_t>(st.st_ino)};
  return true;
}

}  // namespace

SysError Dir::adopt(int fd, const char* call, bool want_id) {
  if (fd < 0) return SysError{call, errno};
  fd_ = fd;
  id_known_ = false;
  if (want_id && !(id_known_ = id_of(fd, &id_))) {
    const int e = errno;
    release();
    return SysError{"fstat", e};
  }
  return SysError{};
}

SysError Dir::open_root(std::string_view path, bool follow, bool want_id) {
  release();
  const std::string p(path);
  return adopt(open(p.c_str(), kDirFlags | (follow ? 0 : O_NOFOLLOW)), "open", want_id);
}

SysError Dir::open_child(const Dir& parent, std::string_view name, bool follow, bool want_id) {
  release();
  // Names are short: a copy on the stack for the NUL, not a std::string per directory.
  char small[256];
  std::string large;
  const char* n = small;
  if (name.size() < sizeof small) {
    std::memcpy(small, name.data(), name.size());
    small[name.size()] = '\0';
  } else {
    large.assign(name);
    n = large.c_str();
  }
  return adopt(openat(parent.fd_, n, kDirFlags | (follow ? 0 : O_NOFOLLOW)), "openat", want_id);
}

SysError Dir::open_parent(const Dir& child) { return open_child(child, "..", true, true); }

void Dir::remember_id() noexcept {
  if (!id_known_ && fd_ >= 0) id_known_ = id_of(fd_, &id_);
}

#if defined(__linux__)

SysError Dir::start_listing() {
  // getdents64 on the descriptor itself: no fdopendir (whose fstat and fcntl calls cost as much
  // as the listing of a small directory) and no DIR to allocate.
  if (buffer_ == nullptr) buffer_ = take_buffer();
  if (buffer_ == nullptr) return SysError{"malloc", ENOMEM};
  pos_ = end_ = 0;
  listing_ = true;
  at_end_ = false;
  return SysError{};
}

bool Dir::read(RawEntry* out, SysError* error) {
  if (!listing_) return false;
  for (;;) {
    if (pos_ >= end_) {
      if (at_end_) return false;
      const long n = syscall(SYS_getdents64, fd_, buffer_, kListingBufferSize);
      if (n <= 0) {
        at_end_ = true;
        if (n < 0) *error = SysError{"getdents64", errno};
        return false;
      }
      pos_ = 0;
      end_ = static_cast<uint32_t>(n);
    }
    const char* record = buffer_ + pos_;
    unsigned short length;
    std::memcpy(&length, record + kRecordLengthOffset, sizeof length);
    pos_ += length;
    const char* name = record + kRecordNameOffset;
    if (name[0] == '.' && (name[1] == '\0' || (name[1] == '.' && name[2] == '\0'))) continue;
    out->name.assign(name, std::strlen(name));
    out->type = type_of_dirent_type(static_cast<unsigned char>(record[kRecordTypeOffset]));
    out->hidden = false;
    return true;
  }
}

void Dir::release() noexcept {
  if (fd_ >= 0) close(fd_);
  fd_ = -1;
  if (buffer_ != nullptr) give_back_buffer(buffer_);
  buffer_ = nullptr;
  listing_ = false;
}

#else

SysError Dir::start_listing() {
  DIR* stream = fdopendir(fd_);
  if (stream == nullptr) return SysError{"fdopendir", errno};
  stream_ = stream;  // owns fd_ now: closedir closes it
  return SysError{};
}

bool Dir::read(RawEntry* out, SysError* error) {
  DIR* stream = static_cast<DIR*>(stream_);
  if (stream == nullptr) return false;
  for (;;) {
    errno = 0;
    const struct dirent* d = readdir(stream);
    if (d == nullptr) {
      if (errno != 0) *error = SysError{"readdir", errno};
      return false;
    }
    const char* name = d->d_name;
    if (name[0] == '.' && (name[1] == '\0' || (name[1] == '.' && name[2] == '\0'))) continue;
    out->name.assign(name);
#if defined(DT_UNKNOWN)
    out->type = type_of_dirent_type(d->d_type);
#else
    out->type = FileType::kUnknown;
#endif
    out->hidden = false;
    return true;
  }
}

void Dir::release() noexcept {
  if (stream_ != nullptr) {
    closedir(static_cast<DIR*>(stream_));
  } else if (fd_ >= 0) {
    close(fd_);
  }
  stream_ = nullptr;
  fd_ = -1;
}

#endif

bool Dir::holds_resource() const noexcept { return fd_ >= 0; }
bool Dir::usable() const noexcept { return fd_ >= 0; }

absl::StatusOr<FileMetadata> Dir::stat_self(Wtf8View path_for_errors) const {
  struct stat st;
  if (fstat(fd_, &st) != 0) return sys_status(SysError{"fstat", errno}, path_for_errors);
  return metadata_of(st);
}

SysError Dir::stat_entry(std::string_view name, bool follow, FileMetadata* out) const {
  struct stat st;
  const std::string n(name);
  if (fstatat(fd_, n.c_str(), &st, follow ? 0 : AT_SYMLINK_NOFOLLOW) != 0) {
    return SysError{follow ? "fstatat (following links)" : "fstatat", errno};
  }
  *out = metadata_of(st);
  return SysError{};
}

bool Dir::has_entry(std::string_view name) const {
  struct stat st;
  const std::string n(name);
  return fstatat(fd_, n.c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0;
}

std::optional<std::string> Dir::read_regular_file(std::string_view name) const {
  return read_regular_at(fd_, std::string(name), /*follow=*/false);
}

absl::StatusOr<int> Dir::open_entry(std::string_view name, int flags,
                                    Wtf8View path_for_errors) const {
  const std::string n(name);
  const int fd = openat(fd_, n.c_str(), flags | O_CLOEXEC);
  if (fd < 0) return sys_status(SysError{"openat", errno}, path_for_errors);
  return fd;
}

SysError stat_path(std::string_view native, bool follow, FileMetadata* out) {
  struct stat st;
  const std::string p(native);
  if ((follow ? stat(p.c_str(), &st) : lstat(p.c_str(), &st)) != 0) {
    return SysError{follow ? "stat" : "lstat", errno};
  }
  *out = metadata_of(st);
  return SysError{};
}

absl::StatusOr<std::string> native_path(Wtf8View path) {
  absl::StatusOr<std::string> bytes = to_posix_bytes(path);
  if (!bytes.ok()) return bytes.status();
  const std::size_t nul = bytes->find('\0');
  if (nul != std::string::npos) {
    return absl::InvalidArgumentError(
        absl::StrCat("cannot walk ", path.debug_string(), ": NUL character at byte offset ", nul));
  }
  return bytes;
}

void append_name(std::string& out, std::string_view native) {
  // Most names are ASCII, which PEP 383 keeps as they are: no conversion, no allocation.
  for (const char c : native) {
    if (static_cast<unsigned char>(c) >= 0x80) {
      out.append(from_posix_bytes(native).as_bytes());
      return;
    }
  }
  out.append(native);
}

std::optional<std::string> read_regular_file(std::string_view native) {
  return read_regular_at(AT_FDCWD, std::string(native), /*follow=*/true);
}

absl::StatusOr<int> open_path(std::string_view native, int flags, Wtf8View path_for_errors) {
  const std::string p(native);
  const int fd = open(p.c_str(), flags | O_CLOEXEC);
  if (fd < 0) return sys_status(SysError{"open", errno}, path_for_errors);
  return fd;
}

std::optional<std::string> absolute_path(std::string_view native) {
  const std::string p(native);
  char* resolved = realpath(p.c_str(), nullptr);
  if (resolved == nullptr) return std::nullopt;
  std::string out(resolved);
  std::free(resolved);
  return out;
}

bool path_exists(std::string_view native, bool* is_directory) {
  struct stat st;
  const std::string p(native);
  if (lstat(p.c_str(), &st) != 0) return false;
  if (is_directory != nullptr) *is_directory = S_ISDIR(st.st_mode);
  return true;
}

}  // namespace walk_internal
}  // namespace os
}  // namespace wtf8

#endif  // !defined(_WIN32)
