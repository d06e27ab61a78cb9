// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Test-only: `Utf8Decoder::decode_byte_at_a_time`, the simple reference the fast
// `Utf8Decoder::decode` is compared with (tests/encoding_test.cc). Built in the testonly target
// //tests:reference_decoder, so the library itself does not carry it.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "src/encoding/error_policy.h"
#include "wtf8/encoding.h"
#include "wtf8/wtf8_buf.h"

namespace wtf8 {
namespace encoding {
namespace internal {

DecodeResult Utf8Decoder::decode_byte_at_a_time(std::string_view chunk, uint64_t offset, bool last,
                                                ErrorMode mode, Wtf8Buf& out) {
  DecodeResult result;
  std::size_t i = 0;
  while (i < chunk.size()) {
    const uint8_t byte = byte_at(chunk, i);
    if (machine_.idle()) sequence_start_ = offset + i;
    uint32_t cp = 0;
    const Step step = machine_.feed(byte, &cp);
    switch (step) {
      case Step::kNeedMore:
        ++i;
        break;
      case Step::kCodePoint:
        out.push(scalar(cp));
        ++i;
        break;
      case Step::kError:
        if (!handle_error(mode, reason_for(step, byte), sequence_start_, out, result)) {
          return result;
        }
        ++i;
        break;
      case Step::kErrorReprocess:
        // §A.1 step 3: the byte is read again, by the next iteration.
        if (!handle_error(mode, reason_for(step, byte), sequence_start_, out, result)) {
          return result;
        }
        break;
    }
  }
  // §A.1 step 1: end-of-queue inside a sequence is one error.
  if (last && machine_.finish()) handle_error(mode, kTruncated, sequence_start_, out, result);
  return result;
}

}  // namespace internal
}  // namespace encoding
}  // namespace wtf8
