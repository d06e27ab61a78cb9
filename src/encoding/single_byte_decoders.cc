// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The two decoders of the Encoding Standard that need no index table besides UTF-8 and UTF-16:
// "replacement" (§4.2's legacy miscellaneous encodings: labels of dangerous encodings such as
// ISO-2022-KR map to it, and it decodes any non-empty input to a single error) and
// "x-user-defined" (bytes 80..FF map to U+F780..U+F7FF, the private use area).

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "src/encoding/error_policy.h"
#include "wtf8/code_point.h"
#include "wtf8/encoding.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace encoding {
namespace internal {

DecodeResult ReplacementDecoder::decode(std::string_view chunk, uint64_t offset, ErrorMode mode,
                                        Wtf8Buf& out) {
  // Replacement decoder handler: end-of-queue is finished; the first byte is an error (once);
  // every later byte is finished, i.e. ignored.
  DecodeResult result;
  if (chunk.empty() || error_returned_) return result;
  error_returned_ = true;
  handle_error(mode, "the replacement encoding decodes any input to an error", offset, out, result);
  return result;
}

void decode_x_user_defined(std::string_view chunk, Wtf8Buf& out) {
  // x-user-defined decoder handler: an ASCII byte is that code point; any other byte b is
  // U+F780 + b - 0x80. Never an error.
  std::size_t run = 0;  // start of the pending ASCII run
  for (std::size_t i = 0; i < chunk.size(); ++i) {
    const uint8_t byte = static_cast<uint8_t>(chunk[i]);
    if (byte < 0x80) continue;
    // Invariant: [run, i) is ASCII, which is well-formed WTF-8.
    if (i > run) out.append(Wtf8View::from_wtf8_unchecked(chunk.substr(run, i - run)));
    out.push(CodePoint::from_u32_unchecked(0xF780u + byte - 0x80u));
    run = i + 1;
  }
  // Invariant: as above, ASCII.
  if (chunk.size() > run) out.append(Wtf8View::from_wtf8_unchecked(chunk.substr(run)));
}

}  // namespace internal
}  // namespace encoding
}  // namespace wtf8
