// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The error branch of WHATWG Encoding §4.1 "process an item", shared by every decoder in this
// folder: in "replacement" mode an error becomes one U+FFFD and decoding goes on; in "fatal" mode
// (and in kLossless mode, for whatever it cannot keep) decoding stops and the error is reported
// to `Decoder` as a plain {offset, reason}, which turns it into an absl::Status at the API edge.

#ifndef WTF8_SRC_ENCODING_ERROR_POLICY_H_
#define WTF8_SRC_ENCODING_ERROR_POLICY_H_

#include <cstdint>

#include "wtf8/code_point.h"
#include "wtf8/encoding.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/wtf8_buf.h"

namespace wtf8 {
namespace encoding {
namespace internal {

inline constexpr CodePoint kReplacementCodePoint =
    CodePoint::from_u32_unchecked(wtf8::internal::kReplacementCharacter);

// Handles one decoder error whose ill-formed sequence begins at absolute offset `offset`.
// Returns true when decoding goes on (replacement mode: U+FFFD was pushed); false when it stops,
// with `result` describing the error.
inline bool handle_error(ErrorMode mode, const char* reason, uint64_t offset, Wtf8Buf& out,
                         DecodeResult& result) {
  if (mode == ErrorMode::kReplacement) {
    out.push(kReplacementCodePoint);
    result.replaced = true;
    return true;
  }
  result.ok = false;
  result.reason = reason;
  result.offset = offset;
  return false;
}

}  // namespace internal
}  // namespace encoding
}  // namespace wtf8

#endif  // WTF8_SRC_ENCODING_ERROR_POLICY_H_
