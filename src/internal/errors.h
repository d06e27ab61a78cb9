// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The one formatter of the library's InvalidArgument errors. Every message has the shape
//   "<what>: <reason> at byte offset <N>"
// (or "at unit offset <N>" where the input is UTF-16 code units: the streaming Encoder), so that
// people can rely on the phrase "at byte offset N", and carries N as the payload
// wtf8/error.h documents, so that programs read it with `wtf8::error_offset`.

#ifndef WTF8_SRC_INTERNAL_ERRORS_H_
#define WTF8_SRC_INTERNAL_ERRORS_H_

#include <cstddef>
#include <string_view>

#include "absl/status/status.h"

namespace wtf8 {
namespace internal {

// Example: invalid_input_at("invalid UTF-8", "overlong encoding", 3) is InvalidArgument
// "invalid UTF-8: overlong encoding at byte offset 3", and `error_offset` of it is 3.
absl::Status invalid_input_at(std::string_view what, std::string_view reason, std::size_t offset);

// The same for input given as UTF-16 code units: "... at unit offset N", the payload N (units).
absl::Status invalid_input_at_unit(std::string_view what, std::string_view reason,
                                   std::size_t offset);

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_INTERNAL_ERRORS_H_
