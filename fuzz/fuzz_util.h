// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Small helpers shared by the fuzz targets (fuzz/*_fuzzer.cc). Test-only.
//
// `FuzzInput` hands out the fuzzer's bytes as choices (a byte, a number in a range, the rest), the
// way clang's FuzzedDataProvider does; it is written here so the targets also build with GCC as
// the replay tests (fuzz/replay_main.cc). `FUZZ_CHECK` aborts with the failed condition, a message
// and the input, which is how libFuzzer and the replay tests notice a finding.

#ifndef WTF8_FUZZ_FUZZ_UTIL_H_
#define WTF8_FUZZ_FUZZ_UTIL_H_

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "wtf8/error.h"

namespace wtf8_fuzz {

class FuzzInput {
 public:
  FuzzInput(const uint8_t* data, std::size_t size)
      : data_(reinterpret_cast<const char*>(data), size) {}

  bool empty() const { return pos_ >= data_.size(); }
  std::size_t remaining() const { return data_.size() - pos_; }

  // The next byte, or 0 when none is left.
  uint8_t byte() { return empty() ? 0 : static_cast<uint8_t>(data_[pos_++]); }
  // A number in [0, n) (n > 0) from the next byte (or two, when n > 256).
  std::size_t below(std::size_t n) {
    std::size_t v = byte();
    if (n > 256) v = (v << 8) | byte();
    return n == 0 ? 0 : v % n;
  }
  bool flag() { return (byte() & 1) != 0; }
  // The next `n` bytes (fewer when the input runs out).
  std::string_view take(std::size_t n) {
    if (n > remaining()) n = remaining();
    const std::string_view out = data_.substr(pos_, n);
    pos_ += n;
    return out;
  }
  // Everything not consumed yet.
  std::string_view rest() { return take(remaining()); }

 private:
  std::string_view data_;
  std::size_t pos_ = 0;
};

// "41 ED A0 80" style hex dump (input of a failed check).
inline std::string hex(std::string_view bytes) {
  std::string out;
  static const char kDigits[] = "0123456789ABCDEF";
  for (unsigned char c : bytes) {
    if (!out.empty()) out += ' ';
    out += kDigits[c >> 4];
    out += kDigits[c & 15];
  }
  return out;
}

// The byte offset `status` carries as a value (`wtf8::error_offset`, its payload), or -1. Aborts
// (a finding) when the message does not end with the same "at byte offset N".
inline long long error_offset(const absl::Status& status) {
  const std::optional<std::size_t> offset = wtf8::error_offset(status);
  if (!offset.has_value()) return -1;
  const std::string tail = "at byte offset " + std::to_string(*offset);
  const std::string_view message(status.message().data(), status.message().size());
  if (message.size() < tail.size() || message.substr(message.size() - tail.size()) != tail) {
    std::fprintf(stderr, "the message does not end with \"%s\": %s\n", tail.c_str(),
                 std::string(message).c_str());
    std::abort();
  }
  return static_cast<long long>(*offset);
}

[[noreturn]] inline void fail(const char* file, int line, const char* condition,
                              const std::string& message) {
  std::fprintf(stderr, "%s:%d: FUZZ_CHECK failed: %s\n  %s\n", file, line, condition,
               message.c_str());
  std::abort();
}

}  // namespace wtf8_fuzz

// Aborts (a fuzzer finding) unless `cond`; `msg` is anything convertible to std::string.
#define FUZZ_CHECK(cond, msg)                                         \
  do {                                                                \
    if (!(cond)) ::wtf8_fuzz::fail(__FILE__, __LINE__, #cond, (msg)); \
  } while (0)

#endif  // WTF8_FUZZ_FUZZ_UTIL_H_
