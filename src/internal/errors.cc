// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The library-internal half of its errors: the one InvalidArgument formatter (errors.h). What
// programs read back from those errors is in error_offset.cc (wtf8/error.h).

#include "src/internal/errors.h"

#include "absl/strings/cord.h"
#include "absl/strings/str_cat.h"
#include "src/internal/absl_compat.h"
#include "wtf8/error.h"

namespace wtf8 {
namespace internal {

namespace {

absl::Status invalid_input(std::string_view what, std::string_view reason, std::string_view unit,
                           std::size_t offset) {
  absl::Status status = absl::InvalidArgumentError(absl::StrCat(
      to_absl(what), ": ", to_absl(reason), " at ", to_absl(unit), " offset ", offset));
  // The same offset as a value (wtf8/error.h), so nobody parses the message.
  status.SetPayload(kErrorOffsetTypeUrl, absl::Cord(absl::StrCat(offset)));
  return status;
}

}  // namespace

absl::Status invalid_input_at(std::string_view what, std::string_view reason, std::size_t offset) {
  return invalid_input(what, reason, "byte", offset);
}

absl::Status invalid_input_at_unit(std::string_view what, std::string_view reason,
                                   std::size_t offset) {
  return invalid_input(what, reason, "unit", offset);
}

}  // namespace internal
}  // namespace wtf8
