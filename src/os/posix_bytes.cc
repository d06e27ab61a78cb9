// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// PEP 383 "surrogateescape" between POSIX byte strings and WTF-8 (wtf8/os.h). Where an ill-formed
// sequence ends is decided by the one walk over the WHATWG UTF-8 state machine (`walk_utf8`,
// wtf8/internal/bytes/utf8_decoder_state.h) that Wtf8Buf::from_utf8_lossy and the WHATWG decoder
// use; surrogates are recognized through wtf8/internal/bytes/omg.h.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "absl/strings/str_format.h"
#include "src/internal/errors.h"
#include "wtf8/code_point.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/internal/bytes/utf8_decoder_state.h"
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

}  // namespace

Wtf8Buf from_posix_bytes(std::string_view bytes) {
  Wtf8Buf out;
  out.reserve(bytes.size());
  wtf8::internal::Utf8DecoderState machine;
  wtf8::internal::walk_utf8(
      bytes, /*last=*/true, machine,
      [&](std::size_t begin, std::size_t end) {
        // Invariant: well-formed UTF-8 (complete sequences the state machine accepted).
        out.append(Wtf8View::from_wtf8_unchecked(bytes.substr(begin, end - begin)));
      },
      [&](std::size_t begin, std::size_t end, wtf8::internal::Utf8Fault) {
        // Each byte of the subpart (all >= 0x80: an ASCII byte is never ill-formed) becomes its
        // escape, a trail surrogate; no lead surrogate precedes it (UTF-8 holds none), so
        // nothing joins.
        for (std::size_t k = begin; k < end; ++k) {
          out.push(CodePoint::from_u32_unchecked(kEscapeBase + static_cast<uint8_t>(bytes[k])));
        }
        return true;
      });
  return out;
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
