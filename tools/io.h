// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Files and streams for the wtf8 tool: chunked input from stdin or a file, buffered output to
// stdout or a file, the progress line, and error offsets shifted into the whole stream.

#ifndef WTF8_TOOLS_IO_H_
#define WTF8_TOOLS_IO_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace wtf8 {
namespace cli {

// The read size: 256 KiB (io.cc says why), or the environment variable WTF8_CLI_CHUNK_SIZE
// (tests use tiny chunks to make matches and sequences straddle reads).
std::size_t chunk_size();

// A byte source read in chunks.
class Input {
 public:
  // Opens `path`; stdin when it is empty or "-". Fails with the OS's reason.
  static absl::StatusOr<Input> open(const std::string& path);
  Input(Input&& other) noexcept;
  Input& operator=(Input&&) = delete;
  ~Input();

  // Reads the next chunk (at most chunk_size() bytes, one read call: from a pipe, what is there)
  // into an internal buffer, reused from call to call; an empty result means the end of the input.
  absl::StatusOr<std::string_view> read();
  // The display name ("-" for stdin) and, for a regular file, its size.
  const std::string& name() const { return name_; }
  std::optional<uint64_t> file_size() const { return size_; }
  uint64_t consumed() const { return consumed_; }

 private:
  Input(int fd, bool owned, std::string name, std::optional<uint64_t> size);
  int fd_;
  bool owned_;
  std::string name_;
  std::optional<uint64_t> size_;
  uint64_t consumed_ = 0;
  std::string buffer_;
};

// A buffered byte sink.
class Output {
 public:
  // Opens (creates or truncates) `path`; stdout when it is empty or "-".
  static absl::StatusOr<Output> open(const std::string& path);
  Output(Output&& other) noexcept;
  Output& operator=(Output&&) = delete;
  ~Output();

  // Appends bytes (written when the buffer fills or on flush()).
  absl::Status write(std::string_view bytes);
  absl::Status flush();

 private:
  Output(int fd, bool owned);
  int fd_;
  bool owned_;
  std::string buffer_;
};

// "Read 1234 of 5678 MiB (21%)" on stderr, updated in place, only when stderr is a terminal and
// the input is a regular file over 64 MiB.
class Progress {
 public:
  explicit Progress(const Input& input);
  void update(uint64_t consumed);
  void finish();

 private:
  bool enabled_ = false;
  uint64_t total_ = 0;
  int last_percent_ = -1;
};

// The status's message as a std::string_view (Debian's Abseil has its own string_view type).
inline std::string_view message_of(const absl::Status& status) {
  return {status.message().data(), status.message().size()};
}

// Prints "wtf8: <status message>" on stderr.
void print_error(const absl::Status& status);

// The status with its byte offset (payload and "at byte offset N" in the message) increased by
// `base`: errors of a piece become errors of the whole stream. Statuses without one are returned
// unchanged.
absl::Status shift_offset(const absl::Status& status, uint64_t base);

}  // namespace cli
}  // namespace wtf8

#endif  // WTF8_TOOLS_IO_H_
