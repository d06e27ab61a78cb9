// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to src/encoding. The bulk of the streaming UTF-16 jobs: UTF-16 units, as bytes in
// either byte order, appended to a string as UTF-8 or WTF-8 (the Encoder's UTF-16 input, the
// UTF-16 Decoder's whole code units), and WTF-8 appended as UTF-16 bytes (the Encoder's UTF-16
// outputs), each in one pass of the kernels (src/simd/kernels.h: utf16_bytes_to_utf8,
// wtf8_to_utf16_bytes), which keep each lone surrogate, replace it with U+FFFD or stop before it
// as they convert, writing straight into the string.

#ifndef WTF8_SRC_ENCODING_UTF16_APPEND_H_
#define WTF8_SRC_ENCODING_UTF16_APPEND_H_

#include <cstddef>
#include <cstdint>
#include <string>

#include "src/simd/kernels.h"

namespace wtf8 {
namespace encoding {
namespace internal {

namespace simd = ::wtf8::internal::simd;

// How much to grow the output by before a conversion. C++17 strings cannot grow without
// zero-filling, so the string grows by an estimate of the output, is converted into and cut back
// to what was written, then grows by the most the rest can need for whatever did not fit: about
// as many bytes are filled as written. (Converting into a stack buffer and appending from it
// wrote every byte twice, and each buffer's last ~100 bytes went through scalar code.) The
// estimate scales the output of the first kSample input units (bytes) to the whole, plus 1/8:
// text keeps its mix over a chunk, mostly (growing by the most every unit can need filled three
// times the output of CJK text to UTF-16, two thirds too much of ASCII to UTF-8). A sample of
// 128 cost the UTF-16 Decoder 2% of its time on Latin-1 text; what a short sample misses costs
// a second call.
constexpr std::size_t kSample = 32;
inline std::size_t estimate(std::size_t rest, std::size_t sampled, std::size_t sample_out,
                            std::size_t most) {
  const std::size_t guess = rest / sampled * sample_out + sample_out + rest / 8 + 8;
  return guess < most ? guess : most;
}

// Appends the UTF-8 of the n units at the bytes p (in `order`) to `out`, each lone surrogate
// kept, replaced or stopped at (`lone`, as kernels.h says; a lead surrogate at unit n - 1 is lone).
// Returns the units read (n unless kStop stopped at a lone surrogate: then the unit there is
// it), the bytes appended, and whether a lone surrogate was replaced (kReplace) or stopped the
// conversion (kStop).
inline simd::Utf16Conversion append_utf8_of_utf16(const simd::Kernels& k, const char* p,
                                                  std::size_t n, simd::ByteOrder order,
                                                  simd::LoneMode lone, std::string& out) {
  simd::Utf16Conversion total{0, 0, false};
  while (total.read < n) {
    const std::size_t at = out.size();
    const std::size_t rest = n - total.read;
    std::size_t room = 3 * rest;
    if (total.read == 0) {
      // A unit's UTF-8 length from its high byte (and the low byte's top bit).
      const std::size_t sampled = rest < kSample ? rest : kSample;
      const std::size_t hi = order == simd::ByteOrder::kBig ? 0 : 1;
      std::size_t bytes = 0;
      for (std::size_t i = 0; i < sampled; ++i) {
        const uint8_t high = static_cast<uint8_t>(p[2 * i + hi]);
        const uint8_t low = static_cast<uint8_t>(p[2 * i + 1 - hi]);
        bytes += 1 + (high != 0 || low >= 0x80) + (high >= 0x08);
      }
      room = estimate(rest, sampled, bytes, room);
    }
    out.resize(at + room);
    const simd::Utf16Conversion c = k.utf16_bytes_to_utf8(p + 2 * total.read, rest, order, lone,
                                                          &out[at], room, /*scratch=*/true);
    out.resize(at + c.written);
    total.read += c.read;
    total.written += c.written;
    if (c.lone) {
      total.lone = true;
      if (lone == simd::LoneMode::kStop) break;
    }
  }
  return total;
}

// Appends the UTF-16 of the canonical WTF-8 p[0, n) (whole sequences, no split halves) to `out`
// as bytes in `order`, each lone surrogate kept, replaced or stopped at (kernels.h,
// wtf8_to_utf16_bytes). Returns the bytes read (n unless kStop stopped at a lone surrogate: then
// one starts there), the units appended, and `lone` as append_utf8_of_utf16 does.
inline simd::Utf16Conversion append_utf16_of_wtf8(const simd::Kernels& k, const char* p,
                                                  std::size_t n, simd::ByteOrder order,
                                                  simd::LoneMode lone, std::string& out) {
  simd::Utf16Conversion total{0, 0, false};
  while (total.read < n) {
    const std::size_t at = out.size();
    const std::size_t rest = n - total.read;
    std::size_t units = rest;
    if (total.read == 0) {
      // A unit for each sequence's first byte, two for a 4-byte sequence's.
      const std::size_t sampled = rest < kSample ? rest : kSample;
      std::size_t counted = 0;
      for (std::size_t i = 0; i < sampled; ++i) {
        const uint8_t b = static_cast<uint8_t>(p[i]);
        counted += ((b & 0xC0) != 0x80) + (b >= 0xF0);
      }
      units = estimate(rest, sampled, counted, units);
    }
    out.resize(at + 2 * units);
    const simd::Utf16Conversion c =
        k.wtf8_to_utf16_bytes(p + total.read, rest, order, lone, &out[at], units, /*scratch=*/true);
    out.resize(at + 2 * c.written);
    total.read += c.read;
    total.written += c.written;
    if (c.lone) {
      total.lone = true;
      if (lone == simd::LoneMode::kStop) break;
    }
  }
  return total;
}

}  // namespace internal
}  // namespace encoding
}  // namespace wtf8

#endif  // WTF8_SRC_ENCODING_UTF16_APPEND_H_
