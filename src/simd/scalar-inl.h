// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to wtf8 (the :simd target): the templates of scalar.h, which every table uses to
// handle an OMG view's split surrogate halves around its own loop. Include scalar.h instead.

#ifndef WTF8_SRC_SIMD_SCALAR_INL_H_
#define WTF8_SRC_SIMD_SCALAR_INL_H_

#include <cstdint>
#include <cstring>

#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"

namespace wtf8 {
namespace internal {
namespace simd {
namespace scalar {

template <typename Unit, typename Whole>
Conversion wtf8_to_units_omg(const char* in, std::size_t n, Unit* out, std::size_t capacity,
                             Whole whole) {
  std::size_t read = 0;
  std::size_t written = 0;
  // A split trail (three continuation bytes) is one unit; a split lead (the first three bytes of
  // a 4-byte sequence) at the end is one unit, its surrogate's value in UTF-16 and UTF-32 alike.
  // A view of 3 bytes is at most one of the two.
  const bool split_tail = ends_with_split_lead(in, n);
  if (starts_with_split_trail(in, n)) {
    if (capacity == 0) return {0, 0};
    out[0] = static_cast<Unit>(split_trail_value(in));
    read = 3;
    written = 1;
  }
  const std::size_t end = split_tail && n - 3 >= read ? n - 3 : n;
  const Conversion c = whole(in + read, end - read, out + written, capacity - written);
  read += c.read;
  written += c.written;
  if (read == end && end != n && written < capacity) {
    out[written++] = static_cast<Unit>(split_lead_value(in + end));
    read = n;
  }
  return {read, written};
}

template <typename Blocks>
void copy_utf8_lossy_with(const char* in, std::size_t n, char* out, bool stream,
                          std::size_t block_bytes, Blocks blocks) {
  // Everything that reads `in` to decide happens before the first write, since out may be in.
  const bool split_head = starts_with_split_trail(in, n);
  const bool split_tail = ends_with_split_lead(in, n);
  // The blocks are written at aligned addresses (a store that crosses a cache line costs more,
  // and streaming needs alignment): the head up to the first one is done here.
  std::size_t head = static_cast<std::size_t>(-reinterpret_cast<uintptr_t>(out) & (block_bytes - 1));
  if (head > n) head = n;
  // A replacement may cross from the head into the blocks and from the blocks into the tail:
  // `carry` takes its remaining bytes along (in place, its first bytes are already overwritten).
  std::size_t carry = copy_canonical_lossy(in, n, out, 0, head, 0);
  const std::size_t done = head + blocks(in + head, n - head, out + head, stream, &carry);
  copy_canonical_lossy(in, n, out, done, n, carry);
  // Split halves are 3 bytes, like U+FFFD, so every length is kept.
  if (split_head) std::memcpy(out, kReplacementUtf8, 3);
  if (split_tail) std::memcpy(out + n - 3, kReplacementUtf8, 3);
}

}  // namespace scalar
}  // namespace simd
}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_SIMD_SCALAR_INL_H_
