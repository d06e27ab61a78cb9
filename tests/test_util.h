// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Small helpers shared by the core tests.

#ifndef WTF8_TESTS_TEST_UTIL_H_
#define WTF8_TESTS_TEST_UTIL_H_

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "gtest/gtest.h"
#include "tests/reference/utf_model.h"
#include "wtf8/error.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace test_util {

// A view of bytes that must be well-formed OMG-WTF-8 (aborts otherwise: a broken test input).
inline Wtf8View omg(std::string_view bytes) {
  auto v = Wtf8View::from_omg_wtf8(bytes);
  if (!v.ok()) {
    std::fprintf(stderr, "test input is not OMG-WTF-8: %s\n", v.status().ToString().c_str());
    std::abort();
  }
  return *v;
}

// "F0 90 80 80" style hex dump.
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

inline CodePoint cp(uint32_t value) { return CodePoint::from_u32(value).value(); }

// The byte offset `status` carries as a value (`wtf8::error_offset`, its payload), or nullopt.
// Also checks that the message says the same to people: it ends with "at byte offset N".
inline std::optional<std::size_t> error_offset(const absl::Status& status) {
  const std::optional<std::size_t> offset = wtf8::error_offset(status);
  if (offset.has_value()) {
    const std::string tail = "at byte offset " + std::to_string(*offset);
    const std::string_view message(status.message().data(), status.message().size());
    EXPECT_TRUE(message.size() >= tail.size() &&
                message.substr(message.size() - tail.size()) == tail)
        << "the message does not end with \"" << tail << "\": " << status;
  }
  return offset;
}

using reference::random_utf16;  // tests/reference/utf_model.h
using reference::utf8_of;

}  // namespace test_util
}  // namespace wtf8

#endif  // WTF8_TESTS_TEST_UTIL_H_
