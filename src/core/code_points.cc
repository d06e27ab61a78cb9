// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The block decoder behind `code_points()` (wtf8/code_points.h): one 64-byte window of a view at
// a time, by the kernels' decode_window (the last windows, and one that starts with a split trail,
// by wtf8_to_utf32, the operation behind `utf32_encode_into`).

#include "wtf8/code_points.h"

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "src/simd/kernels.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"

namespace wtf8 {
namespace internal {
namespace {

// The code points whose first byte is in window `w` into `b` (the window count is the caller's
// business). The view's bytes from the window's first sequence start to the next window's (or the
// end) are whole sequences, plus the view's split halves where they are the window's ends (the
// split trail is at offset 0, so only window 0 can start with one): an OMG view of its own, with
// at most kBlockBytes code points.
void decode_window(const char* data, std::size_t size, std::size_t w, CodePointBlock* b) {
  static_assert(kBlockBytes == simd::kWindowBytes, "the kernels' windows are the iterator's");
  b->window = w;
  // Most windows: kWindowReads bytes there, and no split half (a split trail is at offset 0 of
  // window 0; a split lead ends the view, past this window's reads): one kernel call.
  if (w * kBlockBytes + simd::kWindowReads <= size &&
      (w > 0 || !is_continuation_byte(byte_at(data, 0)))) {
    b->count = static_cast<std::uint32_t>(
        simd::active_kernels().decode_window(data + w * kBlockBytes, b->units.unit));
    return;
  }
  const std::size_t start = w * kBlockBytes;
  const bool split_trail = w == 0 && is_continuation_byte(byte_at(data, 0));
  const bool split_lead = size >= 3 && byte_at(data, size - 3) >= 0xF0;
  if (!split_trail && !split_lead) {
    // The last windows of a view with no split half at its end: the same call on a copy of the
    // bytes left, padded with zeros. Each zero is a one-byte sequence after the view's last, so
    // the padding inside the window's 64 positions adds that many U+0000 at the end, dropped.
    char tail[simd::kWindowReads] = {};
    const std::size_t have = size - start;  // < kWindowReads
    std::memcpy(tail, data + start, have);
    const std::size_t got = simd::active_kernels().decode_window(tail, b->units.unit);
    b->count = static_cast<std::uint32_t>(got - (have < kBlockBytes ? kBlockBytes - have : 0));
    return;
  }
  // A window with a split half: window 0 of a view that starts with a split trail, or one of the
  // last windows of a view that ends with a split lead.
  std::size_t begin = start;
  std::size_t end = begin + kBlockBytes < size ? begin + kBlockBytes : size;
  if (begin > 0) {
    while (begin < size && is_continuation_byte(byte_at(data, begin))) ++begin;
  }
  while (end < size && is_continuation_byte(byte_at(data, end))) ++end;
  b->count = 0;
  if (begin >= end) return;  // only the end of a sequence begun in an earlier window
  // The block is the iterator's own, so whole vectors may be stored up to its end (`scratch`).
  const simd::Conversion c = simd::active_kernels().wtf8_to_utf32(
      data + begin, end - begin, b->units.unit, sizeof b->units.unit / sizeof b->units.unit[0],
      /*scratch=*/true);
  b->count = static_cast<std::uint32_t>(c.written);
}

std::size_t window_count(std::size_t size) {
  return size / kBlockBytes + (size % kBlockBytes != 0);
}

}  // namespace

CodePointBlock decode_block_forward(const char* data, std::size_t size,
                                    std::size_t window) noexcept {
  CodePointBlock b;
  const std::size_t windows = window_count(size);
  for (; window < windows; ++window) {
    decode_window(data, size, window, &b);
    if (b.count != 0) return b;
  }
  b.window = windows;
  b.count = 0;
  return b;
}

CodePointBlock decode_block_backward(const char* data, std::size_t size,
                                     std::size_t window) noexcept {
  CodePointBlock b;
  // Window 0 of a non-empty view always holds its first code point, so this ends there at the
  // latest (the caller is never at begin()).
  for (;; --window) {
    decode_window(data, size, window, &b);
    if (b.count != 0 || window == 0) return b;
  }
}

}  // namespace internal
}  // namespace wtf8
