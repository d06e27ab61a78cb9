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
#include "wtf8/internal/bytes/utf8_decoder_state.h"
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

// ---- shared by the UTF-8 decoder (utf8_decoder.cc) and its byte-at-a-time reference ----------

using Step = wtf8::internal::Utf8DecoderState::Step;

inline constexpr const char* kTruncated = "sequence truncated by the end of the input";

inline uint8_t byte_at(std::string_view s, std::size_t i) { return static_cast<uint8_t>(s[i]); }

// Why the state machine reported `step` on `byte`.
inline const char* reason_for(Step step, uint8_t byte) {
  if (step == Step::kError) {
    // §A.1 step 2, "anything else": a byte that cannot start a sequence.
    return wtf8::internal::is_continuation_byte(byte) ? "unexpected continuation byte"
                                                      : "byte that never appears in UTF-8";
  }
  // §A.1 step 3: the byte is outside [lower boundary, upper boundary]. Only the second byte of a
  // sequence has narrower boundaries than 80..BF, so a continuation byte here makes the sequence
  // overlong, a surrogate or above U+10FFFF.
  return wtf8::internal::is_continuation_byte(byte)
             ? "overlong, surrogate or out-of-range sequence"
             : "incomplete sequence (interrupted by a byte that is not a continuation byte)";
}

// The state machine only completes scalar values <= U+10FFFF (§A.1 boundaries).
inline CodePoint scalar(uint32_t cp) { return CodePoint::from_u32_unchecked(cp); }

}  // namespace internal
}  // namespace encoding
}  // namespace wtf8

#endif  // WTF8_SRC_ENCODING_ERROR_POLICY_H_
