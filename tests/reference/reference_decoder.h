// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Test-only (target //tests:reference_decoder): the streaming WHATWG decoder as it was before
// `Decoder` handed the bulk of each chunk to the SIMD kernels, kept as the reference the fast
// path is compared with (tests/decoder_differential_test.cc, fuzz/decoder_fuzzer.cc). It walks
// UTF-8 with the shared §8.1.1 state machine and UTF-16 one code unit at a time, with the same
// BOM handling, offsets, messages and `had_errors()` as `wtf8::encoding::Decoder` promises.
// Do not make it faster: its value is that it is plainly the specification.
//
// Example:
//   wtf8::encoding::testing::ReferenceDecoder r(Encoding::kUtf16Le, ErrorMode::kFatal, Bom::kKeep);
//   wtf8::Wtf8Buf out;
//   r.decode("a\0\x00\xDC"sv, /*last=*/true, out);  // InvalidArgument "... at byte offset 2"

#ifndef WTF8_TESTS_REFERENCE_REFERENCE_DECODER_H_
#define WTF8_TESTS_REFERENCE_REFERENCE_DECODER_H_

#include <cstdint>
#include <string_view>

#include "absl/status/status.h"
#include "wtf8/encoding.h"
#include "wtf8/internal/bytes/utf8_decoder_state.h"
#include "wtf8/wtf8_buf.h"

namespace wtf8 {
namespace encoding {
namespace testing {

// The same contract as `wtf8::encoding::Decoder` (wtf8/encoding.h), written plainly.
class ReferenceDecoder {
 public:
  explicit ReferenceDecoder(Encoding encoding, ErrorMode mode = ErrorMode::kReplacement,
                            Bom bom = Bom::kSniff) noexcept;

  [[nodiscard]] absl::Status decode(std::string_view chunk, bool last, Wtf8Buf& out);
  void reset() noexcept;
  Encoding encoding() const noexcept { return active_; }
  bool had_errors() const noexcept { return had_errors_; }

 private:
  // WHATWG Encoding §A.1, one maximal subpart at a time through the shared walk.
  struct Utf8 {
    internal::DecodeResult decode(std::string_view chunk, uint64_t offset, bool last,
                                  ErrorMode mode, Wtf8Buf& out);
    wtf8::internal::Utf8DecoderState machine;
    uint64_t sequence_start = 0;
  };
  // WHATWG Encoding §A.2, one byte at a time, plus the lossless extension.
  struct Utf16 {
    internal::DecodeResult decode(std::string_view chunk, uint64_t offset, bool last,
                                  ErrorMode mode, Wtf8Buf& out);
    bool big_endian = false;
    bool has_lead_byte = false;
    uint8_t lead_byte = 0;
    uint16_t lead_surrogate = 0;
    uint64_t lead_byte_offset = 0;
    uint64_t lead_surrogate_offset = 0;
  };

  absl::Status decode_body(std::string_view chunk, bool last, Wtf8Buf& out);
  absl::Status feed(std::string_view bytes, bool last, Wtf8Buf& out);

  Encoding configured_;
  Encoding active_;
  ErrorMode mode_;
  Bom bom_;
  bool bom_decided_ = false;
  bool finished_ = false;
  bool had_errors_ = false;
  uint8_t bom_size_ = 0;
  char bom_bytes_[3] = {};
  uint64_t position_ = 0;
  absl::Status error_;
  Utf8 utf8_;
  Utf16 utf16_;
  internal::ReplacementDecoder replacement_;
};

}  // namespace testing
}  // namespace encoding
}  // namespace wtf8

#endif  // WTF8_TESTS_REFERENCE_REFERENCE_DECODER_H_
