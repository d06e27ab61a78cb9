// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "src/core/validate.h"

#include "absl/strings/str_format.h"
#include "src/internal/errors.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"

namespace wtf8 {
namespace internal {
namespace {

inline uint8_t at(std::string_view s, std::size_t i) { return static_cast<uint8_t>(s[i]); }

}  // namespace

ValidationResult validate(std::string_view s, Flavor flavor) noexcept {
  const std::size_t n = s.size();
  std::size_t i = 0;
  // OMG-WTF-8: an optional split trail surrogate (any three continuation bytes) first.
  if (flavor == Flavor::kOmgWtf8 && n > 0 && is_continuation_byte(at(s, 0))) {
    if (n < 3 || !is_continuation_byte(at(s, 1)) || !is_continuation_byte(at(s, 2))) {
      return {ValidationError::kUnexpectedContinuation, 0};
    }
    i = 3;
  }
  while (i < n) {
    i += ascii_prefix_length(s.data() + i, n - i);
    if (i == n) break;
    const uint8_t b0 = at(s, i);
    // WTF-8 §5 Table 3 / RFC 3629 §4: the allowed range of the second byte depends on the first.
    const LeadByteRule rule = lead_byte_rule(b0, /*allow_surrogates=*/flavor != Flavor::kUtf8);
    if (rule.length == 0) {
      if (b0 < 0xC0) return {ValidationError::kUnexpectedContinuation, i};
      if (b0 < 0xC2) return {ValidationError::kOverlong, i};
      return {ValidationError::kInvalidByte, i};
    }
    const std::size_t len = rule.length;
    const uint8_t lo = rule.second_lo;
    const uint8_t hi = rule.second_hi;
    for (std::size_t k = 1; k < len; ++k) {
      if (i + k >= n) {
        // OMG-WTF-8: the first 3 bytes of a 4-byte sequence may end the string (split lead).
        if (flavor == Flavor::kOmgWtf8 && len == 4 && k == 3) return {ValidationError::kNone, n};
        return {ValidationError::kTruncated, i};
      }
      const uint8_t b = at(s, i + k);
      if (!is_continuation_byte(b)) return {ValidationError::kExpectedContinuation, i};
      if (k == 1 && (b < lo || b > hi)) {
        if (b < lo) return {ValidationError::kOverlong, i};
        return {b0 == kSurrogateLeadByte ? ValidationError::kSurrogate : ValidationError::kTooLarge,
                i};
      }
    }
    // WTF-8 §6: a lead surrogate byte sequence directly followed by a trail surrogate byte
    // sequence is ill-formed (that pair must be written as one 4-byte sequence). The lead's three
    // bytes were just checked; the trail's are not yet, so the look-ahead checks all three of them
    // (a lead followed by anything else is fine here: the next iteration reports that).
    if (len == 3 && flavor != Flavor::kUtf8 && is_canonical_lead_surrogate(s.data() + i) &&
        starts_with_trail_surrogate_sequence(s.data() + i + 3, n - i - 3)) {
      return {ValidationError::kSurrogatePair, i};
    }
    i += len;
  }
  return {ValidationError::kNone, n};
}

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
