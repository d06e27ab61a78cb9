// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/internal/encoding/decoders.h
// -----------------------------------------------------------------------------
//
// Internal to wtf8; included by wtf8/encoding.h; do not include directly.
// IWYU pragma: private, include "wtf8/wtf8.h"
//
// The per-encoding state machines behind `wtf8::encoding::Decoder` (defined in src/encoding/).
// They are in a header only because a `Decoder` holds them by value (so it stays a small copyable
// value that allocates nothing).

#ifndef WTF8_INTERNAL_ENCODING_DECODERS_H_
#define WTF8_INTERNAL_ENCODING_DECODERS_H_

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "wtf8/internal/bytes/utf8_decoder_state.h"
#include "wtf8/wtf8_buf.h"

namespace wtf8 {
namespace encoding {

enum class ErrorMode : uint8_t;  // wtf8/encoding.h

namespace internal {

// What feeding a chunk to a decoder below produced: hot loops return this plain value and
// `Decoder` turns an error into an absl::Status at the edge.
struct DecodeResult {
  bool ok = true;
  bool replaced = false;    // at least one error became U+FFFD
  const char* reason = "";  // static text; meaningful when !ok
  uint64_t offset = 0;      // absolute offset of the ill-formed sequence's first byte when !ok
};

// WHATWG Encoding §A.1 around the shared `wtf8::internal::Utf8DecoderState`.
class Utf8Decoder {
 public:
  // Decodes `chunk`, whose first byte has absolute offset `offset`, appending to `out`; `last`
  // marks the end of the input. The SIMD validator finds runs of well-formed UTF-8, each
  // appended in one go; the scalar state machine handles what lies between them.
  DecodeResult decode(std::string_view chunk, uint64_t offset, bool last, ErrorMode mode,
                      Wtf8Buf& out);
  // The same result, one byte and one `Wtf8Buf::push` at a time: the reference for `decode`.
  // Test-only: defined in tests/reference/utf8_decoder_reference.cc (target
  // //tests:reference_decoder), so the library does not carry it.
  DecodeResult decode_byte_at_a_time(std::string_view chunk, uint64_t offset, bool last,
                                     ErrorMode mode, Wtf8Buf& out);

 private:
  // Decodes from chunk[i] (a sequence start, the machine idle, an ill-formed sequence somewhere
  // ahead) with the state machine until the text has been well-formed for a while, advancing
  // `i`. Returns false when decoding of this chunk is over (an error stopped it, or it ended
  // inside a sequence).
  bool decode_ill_formed_region(std::string_view chunk, uint64_t offset, bool last, ErrorMode mode,
                                Wtf8Buf& out, DecodeResult& result, std::size_t& i);

  wtf8::internal::Utf8DecoderState machine_;
  uint64_t sequence_start_ = 0;  // absolute offset of the pending sequence's first byte
};

// WHATWG Encoding §A.2, both byte orders, plus the lossless extension.
class Utf16Decoder {
 public:
  explicit Utf16Decoder(bool big_endian = false) : big_endian_(big_endian) {}
  // Decodes `chunk` as `Utf8Decoder::decode` does. Whole code units in the middle of a chunk go
  // to the SIMD conversion in blocks; the scalar state machine takes the bytes that cross a
  // chunk boundary (an odd byte, a lead surrogate waiting for its trail).
  DecodeResult decode(std::string_view chunk, uint64_t offset, bool last, ErrorMode mode,
                      Wtf8Buf& out);

 private:
  // §A.2 steps 2 to 7 for one byte at absolute offset `at`. Returns false when an error stops
  // decoding (`result` says which).
  bool take_byte(uint8_t byte, uint64_t at, ErrorMode mode, Wtf8Buf& out, DecodeResult& result);
  // Converts `count` whole code units at `p` (absolute offset `at`), none of them a lead
  // surrogate waiting for the next chunk, with the SIMD kernels. Returns false when an error
  // stops decoding.
  bool decode_units(const char* p, std::size_t count, uint64_t at, ErrorMode mode, Wtf8Buf& out,
                    DecodeResult& result);

  bool big_endian_;
  bool has_lead_byte_ = false;
  uint8_t lead_byte_ = 0;
  uint16_t lead_surrogate_ = 0;  // 0: none pending
  uint64_t lead_byte_offset_ = 0;
  uint64_t lead_surrogate_offset_ = 0;
};

// The replacement decoder: one error for the whole (non-empty) input.
class ReplacementDecoder {
 public:
  DecodeResult decode(std::string_view chunk, uint64_t offset, ErrorMode mode, Wtf8Buf& out);

 private:
  bool error_returned_ = false;
};

// The x-user-defined decoder: stateless, never fails.
void decode_x_user_defined(std::string_view chunk, Wtf8Buf& out);

}  // namespace internal

}  // namespace encoding
}  // namespace wtf8

#endif  // WTF8_INTERNAL_ENCODING_DECODERS_H_
