// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "src/internal/errors.h"

#include "absl/strings/str_cat.h"
#include "src/internal/absl_compat.h"

namespace wtf8 {
namespace internal {

absl::Status invalid_input_at(std::string_view what, std::string_view reason, std::size_t offset) {
  return absl::InvalidArgumentError(
      absl::StrCat(to_absl(what), ": ", to_absl(reason), " at byte offset ", offset));
}

}  // namespace internal
}  // namespace wtf8
