// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The public half of the library's errors: wtf8/error.h's `error_offset`, which reads the byte
// offset payload that the one error formatter (src/internal/errors.h) attaches.

#include <cstddef>
#include <optional>
#include <string>

#include "absl/strings/cord.h"
#include "absl/strings/numbers.h"
#include "absl/types/optional.h"
#include "wtf8/error.h"

namespace wtf8 {

std::optional<std::size_t> error_offset(const absl::Status& status) {
  const auto payload = status.GetPayload(kErrorOffsetTypeUrl);
  if (!payload.has_value()) return std::nullopt;
  const std::string digits(*payload);
  // SimpleAtoi accepts a sign and surrounding spaces; the payload is digits only.
  if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos) {
    return std::nullopt;
  }
  uint64_t value = 0;
  if (!absl::SimpleAtoi(digits, &value)) return std::nullopt;
  return static_cast<std::size_t>(value);
}

}  // namespace wtf8
