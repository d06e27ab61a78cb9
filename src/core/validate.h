// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The scalar validators of UTF-8 (RFC 3629 §4), WTF-8 (WTF-8 spec §6) and OMG-WTF-8
// (the OMG-WTF-8 description, "well-formed OMG-WTF-8 sequence"): one implementation, a policy parameter. Hot
// loops return a plain {error, offset}; the API edge turns it into an absl::Status.

#ifndef WTF8_SRC_VALIDATE_H_
#define WTF8_SRC_VALIDATE_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/status.h"

namespace wtf8 {
namespace internal {

enum class Flavor : uint8_t {
  kUtf8,     // no surrogates at all
  kWtf8,     // lone surrogates, but no surrogate pair byte sequence
  kOmgWtf8,  // WTF-8, plus a split trail surrogate first and a split lead surrogate last
};

enum class ValidationError : uint8_t {
  kNone,
  kUnexpectedContinuation,  // 80..BF where a sequence must start
  kInvalidByte,             // F5..FF: never appears
  kOverlong,                // C0, C1, E0 80..9F, F0 80..8F
  kTooLarge,                // F4 90..BF: above U+10FFFF
  kSurrogate,               // ED A0..BF in UTF-8
  kSurrogatePair,           // ED A0..AF xx ED B0..BF xx in WTF-8
  kExpectedContinuation,    // a sequence interrupted by a byte that is not 80..BF
  kTruncated,               // a sequence cut off by the end of the input
};

struct ValidationResult {
  ValidationError error;
  std::size_t offset;  // first byte of the offending sequence; the size when error == kNone
  bool ok() const { return error == ValidationError::kNone; }
};

// Validates `bytes` under `flavor`.
ValidationResult validate(std::string_view bytes, Flavor flavor) noexcept;

// The reason, in words, for a failed result on `bytes` (e.g. "overlong encoding 0xE0 0x80").
std::string describe(const ValidationResult& result, std::string_view bytes);

// validate(), then an InvalidArgument status "<what>: <reason> at byte offset N" on failure.
absl::Status validate_or_status(std::string_view bytes, Flavor flavor, std::string_view what);

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_VALIDATE_H_
