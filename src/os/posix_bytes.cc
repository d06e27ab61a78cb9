// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// PEP 383 "surrogateescape" between POSIX byte strings and WTF-8 (wtf8/os.h). Where an ill-formed
// sequence ends is decided by the one WHATWG UTF-8 state machine (wtf8/internal/bytes/
// utf8_decoder.h) that Wtf8Buf::from_utf8_lossy and the WHATWG decoder use; surrogates are
// recognized through wtf8/internal/bytes/omg.h.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "absl/strings/str_format.h"
#include "src/internal/errors.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/internal/bytes/utf8_decoder.h"
#include "wtf8/os.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace os {
namespace {

// U+DC00 + byte escapes a byte 0x80..0xFF (PEP 383).
constexpr uint32_t kEscapeBase = 0xDC00;
constexpr uint32_t kEscapeMin = 0xDC80;
constexpr uint32_t kEscapeMax = 0xDCFF;

// Appends the escape of each byte of `bytes` (all >= 0x80: an ASCII byte is never ill-formed).
void append_escaped(std::string_view bytes, std::string* out) {
  for (const char c : bytes) {
    char buf[4];
    const std::size_t n =
        wtf8::internal::encode_code_point(kEscapeBase + static_cast<uint8_t>(c), buf);
    out->append(buf, n);
  }
}

}  // namespace

Wtf8Buf from_posix_bytes(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size());
  wtf8::internal::Utf8DecoderState decoder;
  std::size_t seq_start = 0;  // where the sequence the decoder is in began
  std::size_t pos = 0;
  while (pos < bytes.size()) {
    if (decoder.idle()) {
      // Copy ASCII runs in one go; they are always well-formed.
      const std::size_t run =
          wtf8::internal::ascii_prefix_length(bytes.data() + pos, bytes.size() - pos);
      out.append(bytes.data() + pos, run);
      pos += run;
      if (pos == bytes.size()) break;
      seq_start = pos;
    }
    uint32_t cp;
    switch (decoder.feed(static_cast<uint8_t>(bytes[pos]), &cp)) {
      case wtf8::internal::Utf8DecoderState::Step::kNeedMore:
        ++pos;
        break;
      case wtf8::internal::Utf8DecoderState::Step::kCodePoint:
        ++pos;
        // A well-formed UTF-8 sequence: copied as is.
        out.append(bytes.data() + seq_start, pos - seq_start);
        break;
      case wtf8::internal::Utf8DecoderState::Step::kError:
        ++pos;  // the byte (and any pending bytes) form the maximal ill-formed subpart
        append_escaped(bytes.substr(seq_start, pos - seq_start), &out);
        break;
      case wtf8::internal::Utf8DecoderState::Step::kErrorReprocess:
        // The pending bytes are the subpart; the byte at `pos` starts the next sequence.
        append_escaped(bytes.substr(seq_start, pos - seq_start), &out);
        break;
    }
  }
  if (decoder.finish()) append_escaped(bytes.substr(seq_start), &out);
  // Invariant: `out` is well-formed UTF-8 sequences from `bytes` and escapes, which are trail
  // surrogates; no lead surrogate can precede one (UTF-8 holds none), so it is well-formed WTF-8.
  return Wtf8Buf::from_wtf8(out).value();
}

namespace internal {

absl::StatusOr<std::string> to_posix_bytes(Wtf8View s) {
  std::string out;
  out.reserve(s.size());
  const char* data = s.data();
  const std::size_t size = s.size();
  std::size_t run_start = 0;  // start of the bytes not yet copied
  std::size_t pos = 0;
  while (pos < size) {
    const wtf8::internal::Decoded d = wtf8::internal::code_point_at(data, size, pos);
    if (wtf8::internal::is_surrogate(d.code_point)) {
      if (d.code_point < kEscapeMin || d.code_point > kEscapeMax) {
        return wtf8::internal::invalid_input_at(
            "cannot convert to POSIX bytes",
            absl::StrFormat("surrogate U+%04X is not an escaped byte (only U+DC80..U+DCFF are)",
                            d.code_point),
            pos);
      }
      out.append(data + run_start, pos - run_start);
      out.push_back(static_cast<char>(d.code_point - kEscapeBase));
      run_start = pos + d.length;
    }
    pos += d.length;
  }
  out.append(data + run_start, size - run_start);
  return out;
}

}  // namespace internal
}  // namespace os
}  // namespace wtf8
