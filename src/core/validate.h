// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The validators of UTF-8 (RFC 3629 §4), WTF-8 (WTF-8 spec §6) and OMG-WTF-8 (the OMG-WTF-8
// description, "well-formed OMG-WTF-8 sequence"): one operation of the SIMD tables with a policy
// parameter (src/simd/kernels.h), returning a plain {error, offset}; here the API edge turns it
// into an absl::Status with a message.

#ifndef WTF8_SRC_VALIDATE_H_
#define WTF8_SRC_VALIDATE_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "src/simd/kernels.h"

namespace wtf8 {
namespace internal {

// The validators' vocabulary lives with the operations that implement them (src/simd).
using simd::Flavor;
using simd::ValidationError;
using simd::ValidationResult;

// Validates `bytes` under `flavor` (inline: one call into the active table).
inline ValidationResult validate(std::string_view bytes, Flavor flavor) noexcept {
  return simd::active_kernels().validate(bytes.data(), bytes.size(), flavor);
}

// The reason, in words, for a failed result on `bytes` (e.g. "overlong encoding 0xE0 0x80").
std::string describe(const ValidationResult& result, std::string_view bytes);

// validate(), then an InvalidArgument status "<what>: <reason> at byte offset N" on failure.
absl::Status validate_or_status(std::string_view bytes, Flavor flavor, std::string_view what);

// The checked factories' one shape: validates `bytes` under `flavor`; returns `make()`, which
// builds the value from the validated bytes, or the status of validate_or_status on failure
// (then `make` is not called).
template <typename Make>
auto validated(std::string_view bytes, Flavor flavor, std::string_view what, Make make)
    -> absl::StatusOr<decltype(make())> {
  absl::Status s = validate_or_status(bytes, flavor, what);
  if (!s.ok()) return s;
  return make();
}

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_VALIDATE_H_
