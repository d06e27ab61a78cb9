// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "tools/io.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <utility>

#include "absl/strings/cord.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "wtf8/error.h"

namespace wtf8 {
namespace cli {
namespace {

// The read size. A read returns what is there, so from a pipe (64 KiB of buffer by default) a read
// gets at most that and an interactive producer is never waited for; from a regular file a read
// fills the whole block. 256 KiB takes a quarter of the read calls 64 KiB did, while one block
// and what a conversion makes of it (up to twice its size) still fit a 1 MiB L2 cache: 1 MiB
// blocks measured slower (100 MB UTF-16LE -> UTF-8 from a file in the page cache: 64 KiB and
// 256 KiB within noise of each other, 1 MiB 10-30% more CPU time). No mmap: a mapping faults
// (SIGBUS) when another process truncates the file, and read() into one reused block keeps the
// resident memory at that block whatever the file's size.
constexpr std::size_t kDefaultChunk = 256 * 1024;
constexpr uint64_t kProgressThreshold = 64ull * 1024 * 1024;

absl::string_view to_absl(std::string_view s) { return {s.data(), s.size()}; }

absl::Status os_error(std::string_view what, const std::string& name) {
  return absl::FailedPreconditionError(
      absl::StrCat(to_absl(what), " '", name, "': ", std::strerror(errno)));
}

}  // namespace

std::size_t chunk_size() {
  static const std::size_t size = [] {
    const char* env = std::getenv("WTF8_CLI_CHUNK_SIZE");
    if (env == nullptr) return kDefaultChunk;
    const long v = std::strtol(env, nullptr, 10);
    return v > 0 ? static_cast<std::size_t>(v) : kDefaultChunk;
  }();
  return size;
}

// ---- Input -------------------------------------------------------------------------------------

Input::Input(int fd, bool owned, std::string name, std::optional<uint64_t> size)
    : fd_(fd), owned_(owned), name_(std::move(name)), size_(size) {}

Input::Input(Input&& other) noexcept
    : fd_(other.fd_),
      owned_(other.owned_),
      name_(std::move(other.name_)),
      size_(other.size_),
      consumed_(other.consumed_),
      buffer_(std::move(other.buffer_)) {
  other.owned_ = false;
}

Input::~Input() {
  if (owned_) ::close(fd_);
}

absl::StatusOr<Input> Input::open(const std::string& path) {
  int fd = STDIN_FILENO;
  bool owned = false;
  std::string name = "-";
  if (!path.empty() && path != "-") {
    fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return os_error("cannot open", path);
    owned = true;
    name = path;
  }
  std::optional<uint64_t> size;
  struct stat st;
  if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
    size = static_cast<uint64_t>(st.st_size);
#if defined(POSIX_FADV_SEQUENTIAL)
    // Read once, front to back: let the kernel read ahead further (advice only; errors ignored).
    (void)::posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL);
#endif
  }
  if (owned && ::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
    ::close(fd);
    errno = EISDIR;
    return os_error("cannot read", path);
  }
  return Input(fd, owned, std::move(name), size);
}

absl::StatusOr<std::string_view> Input::read() {
  buffer_.resize(chunk_size());
  while (true) {
    const ssize_t n = ::read(fd_, buffer_.data(), buffer_.size());
    if (n >= 0) {
      consumed_ += static_cast<uint64_t>(n);
      return std::string_view(buffer_.data(), static_cast<std::size_t>(n));
    }
    if (errno != EINTR) return os_error("cannot read", name_);
  }
}

// ---- Output ------------------------------------------------------------------------------------

Output::Output(int fd, bool owned) : fd_(fd), owned_(owned) {}

Output::Output(Output&& other) noexcept
    : fd_(other.fd_), owned_(other.owned_), buffer_(std::move(other.buffer_)) {
  other.owned_ = false;
  other.buffer_.clear();
}

Output::~Output() {
  (void)flush();
  if (owned_) ::close(fd_);
}

absl::StatusOr<Output> Output::open(const std::string& path) {
  if (path.empty() || path == "-") return Output(STDOUT_FILENO, false);
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd < 0) return os_error("cannot open", path);
  return Output(fd, true);
}

namespace {

// Writes all of `bytes` to `fd`, retrying after signals and short writes (pipes).
bool write_all(int fd, std::string_view bytes) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    done += static_cast<std::size_t>(n);
  }
  return true;
}

constexpr std::size_t kOutputBlock = 64 * 1024;

}  // namespace

absl::Status Output::write(std::string_view bytes) {
  // A block at least as large as the buffer goes out in one write() without being copied (what
  // convert hands over per input block); small pieces are gathered first.
  if (bytes.size() >= kOutputBlock) {
    if (absl::Status s = flush(); !s.ok()) return s;
    if (!write_all(fd_, bytes)) return os_error("cannot write", "output");
    return absl::OkStatus();
  }
  buffer_.append(bytes.data(), bytes.size());
  if (buffer_.size() >= kOutputBlock) return flush();
  return absl::OkStatus();
}

absl::Status Output::flush() {
  const bool ok = write_all(fd_, buffer_);
  buffer_.clear();
  return ok ? absl::OkStatus() : os_error("cannot write", "output");
}

// ---- Progress ----------------------------------------------------------------------------------

Progress::Progress(const Input& input) {
  enabled_ = ::isatty(STDERR_FILENO) == 1 && input.file_size().has_value() &&
             *input.file_size() > kProgressThreshold;
  if (enabled_) total_ = *input.file_size();
}

void Progress::update(uint64_t consumed) {
  if (!enabled_) return;
  const int percent = static_cast<int>(consumed * 100 / total_);
  if (percent == last_percent_) return;
  last_percent_ = percent;
  std::fprintf(stderr, "\rwtf8: read %llu of %llu MiB (%d%%)",
               static_cast<unsigned long long>(consumed >> 20),
               static_cast<unsigned long long>(total_ >> 20), percent);
  std::fflush(stderr);
}

void Progress::finish() {
  if (enabled_ && last_percent_ >= 0) std::fputs("\n", stderr);
  enabled_ = false;
}

// ---- errors ------------------------------------------------------------------------------------

void print_error(const absl::Status& status) {
  std::string line = "wtf8: ";
  line.append(status.message().data(), status.message().size()).append("\n");
  std::fwrite(line.data(), 1, line.size(), stderr);
}

absl::Status shift_offset(const absl::Status& status, uint64_t base) {
  if (status.ok() || base == 0) return status;
  const std::optional<std::size_t> offset = wtf8::error_offset(status);
  if (!offset) return status;
  // The library writes the offset twice: "at byte offset N" for people, the payload for programs.
  const std::string old_text = absl::StrCat("at byte offset ", *offset);
  const std::string new_text = absl::StrCat("at byte offset ", *offset + base);
  std::string message(status.message().data(), status.message().size());
  const std::size_t at = message.rfind(old_text);
  if (at != std::string::npos) message.replace(at, old_text.size(), new_text);
  absl::Status shifted(status.code(), message);
  shifted.SetPayload(wtf8::kErrorOffsetTypeUrl, absl::Cord(absl::StrCat(*offset + base)));
  return shifted;
}

}  // namespace cli
}  // namespace wtf8
