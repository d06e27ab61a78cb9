// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "src/core/validate.h"

#include "absl/strings/str_format.h"
#include "src/internal/errors.h"
#include "src/simd/kernels.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"

namespace wtf8 {
namespace internal {
namespace {

inline uint8_t at(std::string_view s, std::size_t i) { return static_cast<uint8_t>(s[i]); }

}  // namespace

std::string describe(const ValidationResult& r, std::string_view s) {
  const std::size_t i = r.offset;
  auto hex = [&](std::size_t k) -> unsigned { return i + k < s.size() ? at(s, i + k) : 0; };
  switch (r.error) {
    case ValidationError::kNone:
      return "valid";
    case ValidationError::kUnexpectedContinuation:
      return absl::StrFormat("unexpected continuation byte 0x%02X", hex(0));
    case ValidationError::kInvalidByte:
      return absl::StrFormat("byte 0x%02X never appears in UTF-8", hex(0));
    case ValidationError::kOverlong:
      if (hex(0) < 0xC2) return absl::StrFormat("overlong encoding (lead byte 0x%02X)", hex(0));
      return absl::StrFormat("overlong encoding 0x%02X 0x%02X", hex(0), hex(1));
    case ValidationError::kTooLarge:
      return absl::StrFormat("code point above U+10FFFF (0x%02X 0x%02X)", hex(0), hex(1));
    case ValidationError::kSurrogate:
      // validate() checked the first two bytes; name the code point only if the third byte
      // completes the sequence.
      if (i + 3 <= s.size() && is_continuation_byte(at(s, i + 2))) {
        return absl::StrFormat("surrogate U+%04X is not allowed in UTF-8",
                               decode_code_point(s.data() + i).code_point);
      }
      return absl::StrFormat("surrogate byte sequence 0x%02X 0x%02X is not allowed in UTF-8",
                             hex(0), hex(1));
    case ValidationError::kSurrogatePair:
      // validate() checked all six bytes.
      return absl::StrFormat(
          "surrogate pair byte sequence (U+%04X U+%04X) must be encoded as one 4-byte sequence",
          decode_code_point(s.data() + i).code_point,
          decode_code_point(s.data() + i + 3).code_point);
    case ValidationError::kExpectedContinuation: {
      std::size_t k = 1;
      while (i + k < s.size() && is_continuation_byte(at(s, i + k))) ++k;
      return absl::StrFormat("expected a continuation byte after lead byte 0x%02X, found 0x%02X",
                             hex(0), hex(k));
    }
    case ValidationError::kTruncated:
      return absl::StrFormat("truncated sequence starting with 0x%02X", hex(0));
  }
  return "invalid";
}

absl::Status validate_or_status(std::string_view bytes, Flavor flavor, std::string_view what) {
  const ValidationResult r = validate(bytes, flavor);
  if (r.ok()) return absl::OkStatus();
  return invalid_input_at(what, describe(r, bytes), r.offset);
}

}  // namespace internal
}  // namespace wtf8
