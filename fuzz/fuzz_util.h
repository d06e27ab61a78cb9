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
#include <string>
#include <string_view>

#include "absl/status/status.h"

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

// The N of the "at byte offset N" that ends every error message of the library, or -1.
inline long long error_offset(const absl::Status& status) {
  constexpr std::string_view kMarker = "at byte offset ";
  const std::string_view message(status.message().data(), status.message().size());
  const std::size_t at = message.rfind(kMarker);
  if (at == std::string_view::npos || at + kMarker.size() == message.size()) return -1;
  long long value = 0;
  for (std::size_t i = at + kMarker.size(); i < message.size(); ++i) {
    if (message[i] < '0' || message[i] > '9') return -1;
    value = value * 10 + (message[i] - '0');
  }
  return value;
}

[[noreturn]] inline void fail(const char* file, int line, const char* condition,
                              const std::string& message) {
  std::fprintf(stderr, "%s:%d: FUZZ_CHECK failed: %s\n  %s\n", file, line, condition,
               message.c_str());
  std::abort();
}

}  // namespace wtf8_fuzz

// Aborts (a fuzzer finding) unless `cond`; `msg` is anything convertible to std::string.
#define FUZZ_CHECK(cond, msg)                                               \
  do {                                                                      \
    if (!(cond)) ::wtf8_fuzz::fail(__FILE__, __LINE__, #cond, (msg));       \
  } while (0)

#endif  // WTF8_FUZZ_FUZZ_UTIL_H_
