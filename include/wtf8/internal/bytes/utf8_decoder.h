// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/internal/bytes/utf8_decoder.h
// -----------------------------------------------------------------------------
//
// Internal to wtf8; used by Wtf8Buf::from_utf8_lossy and the WHATWG UTF-8 decoder; do not include
// directly.
// IWYU pragma: private, include "wtf8/wtf8.h"
//
// The WHATWG Encoding Standard's UTF-8 decoder (WHATWG Encoding §8.1.1 "UTF-8 decoder") as a byte-at-a-time state
// machine: the one place that decides where an ill-formed sequence ends, so that "one U+FFFD per
// maximal subpart" means the same thing everywhere. It keeps no input; a caller may feed bytes
// from as many chunks as it likes.

#ifndef WTF8_INTERNAL_BYTES_UTF8_DECODER_H_
#define WTF8_INTERNAL_BYTES_UTF8_DECODER_H_

#include <cstddef>
#include <cstdint>

#include "wtf8/internal/bytes/utf8_bits.h"

namespace wtf8 {
namespace internal {

class Utf8DecoderState {
 public:
  enum class Step : uint8_t {
    kNeedMore,        // byte consumed, sequence incomplete
    kCodePoint,       // byte consumed, a scalar value is complete
    kError,           // byte consumed; it (with any pending bytes) is ill-formed
    kErrorReprocess,  // the pending bytes are ill-formed; the byte was NOT consumed: feed it again
  };

  // Processes one byte (§8.1.1 steps 2 to 4). On kCodePoint, `*code_point` is set.
  constexpr Step feed(uint8_t byte, uint32_t* code_point) {
    if (needed_ == 0) {
      const LeadByteRule rule = lead_byte_rule(byte, /*allow_surrogates=*/false);
      if (rule.length == 1) {
        *code_point = byte;
        return Step::kCodePoint;
      }
      if (rule.length == 0) return Step::kError;
      needed_ = static_cast<uint8_t>(rule.length - 1);
      lower_ = rule.second_lo;
      upper_ = rule.second_hi;
      cp_ = byte & (0x7Fu >> rule.length);  // the lead byte's payload bits
      return Step::kNeedMore;
    }
    if (byte < lower_ || byte > upper_) {
      reset();
      return Step::kErrorReprocess;
    }
    lower_ = 0x80;
    upper_ = 0xBF;
    cp_ = (cp_ << 6) | (byte & 0x3Fu);
    if (++seen_ < needed_) return Step::kNeedMore;
    *code_point = cp_;
    reset();
    return Step::kCodePoint;
  }

  // End of input (§8.1.1 step 1): returns true (an error) when a sequence was incomplete, and resets.
  constexpr bool finish() {
    const bool incomplete = needed_ != 0;
    reset();
    return incomplete;
  }

  // Bytes of the incomplete sequence consumed so far (0 when idle).
  constexpr std::size_t pending() const { return needed_ == 0 ? 0 : seen_ + 1u; }
  constexpr bool idle() const { return needed_ == 0; }

 private:
  constexpr void reset() {
    cp_ = 0;
    needed_ = 0;
    seen_ = 0;
    lower_ = 0x80;
    upper_ = 0xBF;
  }

  uint32_t cp_ = 0;
  uint8_t needed_ = 0;
  uint8_t seen_ = 0;
  uint8_t lower_ = 0x80;
  uint8_t upper_ = 0xBF;
};

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_INTERNAL_BYTES_UTF8_DECODER_H_
