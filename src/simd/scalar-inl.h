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

// WTF-8 §4.2 (decode potentially ill-formed UTF-16) then §6.1 (encode to WTF-8), fused.
inline Conversion utf16_to_wtf8(const char16_t* in, std::size_t n, char* out,
                                std::size_t capacity) {
  std::size_t i = 0;
  std::size_t w = 0;
  while (i < n) {
    uint32_t u = in[i];
    if (u < 0x80) {
      if (w == capacity) break;
      out[w++] = static_cast<char>(u);
      ++i;
      continue;
    }
    std::size_t units = 1;
    if (is_lead_surrogate(u) && i + 1 < n && is_trail_surrogate(in[i + 1])) {
      u = join_surrogates(u, in[i + 1]);
      units = 2;
    }
    if (capacity - w < encoded_length(u)) break;  // never a partial character
    // Invariant: an unpaired surrogate is encoded alone; a lead surrogate is never followed by an
    // encoded trail surrogate (that pair was joined above), so the result is well-formed WTF-8.
    w += encode_code_point(u, out + w);
    i += units;
  }
  return {i, w};
}

// The UTF-16 unit at in[2i, 2i + 2) in byte order `kOrder` (bytes at any address).
template <ByteOrder kOrder>
inline uint16_t utf16_unit_at(const char* in, std::size_t i) {
  const uint16_t first = static_cast<uint8_t>(in[2 * i]);
  const uint16_t second = static_cast<uint8_t>(in[2 * i + 1]);
  return kOrder == ByteOrder::kBig ? static_cast<uint16_t>(first << 8 | second)
                                   : static_cast<uint16_t>(second << 8 | first);
}

// WTF-8 §4.2 (decode potentially ill-formed UTF-16, units in kOrder) then §6.1 (encode), fused,
// with each lone surrogate kept, replaced by U+FFFD (WTF-8 §6.4's lossy form, WHATWG's UTF-8
// encoder) or stopped at, per kLone. Exact: writes nothing past what it reports.
template <ByteOrder kOrder, LoneMode kLone>
inline Utf16Conversion utf16_bytes_to_utf8(const char* in, std::size_t n, char* out,
                                           std::size_t capacity) {
  std::size_t i = 0;
  std::size_t w = 0;
  bool lone = false;
  while (i < n) {
    uint32_t u = utf16_unit_at<kOrder>(in, i);
    if (u < 0x80) {
      if (w == capacity) break;
      out[w++] = static_cast<char>(u);
      ++i;
      continue;
    }
    std::size_t units = 1;
    bool replaced = false;
    if (is_lead_surrogate(u) && i + 1 < n && is_trail_surrogate(utf16_unit_at<kOrder>(in, i + 1))) {
      u = join_surrogates(u, utf16_unit_at<kOrder>(in, i + 1));
      units = 2;
    } else if (is_surrogate(u)) {
      if (kLone == LoneMode::kStop) return {i, w, true};
      if (kLone == LoneMode::kReplace) {
        u = kReplacementCharacter;
        replaced = true;
      }
    }
    if (capacity - w < encoded_length(u)) break;  // never a partial character
    // Invariant: with kKeep an unpaired surrogate is encoded alone, never a lead directly
    // followed by a trail (that pair was joined above), so the result is well-formed WTF-8.
    w += encode_code_point(u, out + w);
    i += units;
    lone |= replaced;
  }
  return {i, w, lone};
}

// The same with the byte order and the treatment of lone surrogates as arguments (the scalar
// table's operation; `scratch` changes nothing here).
inline Utf16Conversion utf16_bytes_to_utf8(const char* in, std::size_t n, ByteOrder order,
                                           LoneMode lone, char* out, std::size_t capacity,
                                           bool /*scratch*/) {
  const bool big = order == ByteOrder::kBig;
  switch (lone) {
    case LoneMode::kKeep:
      return big ? utf16_bytes_to_utf8<ByteOrder::kBig, LoneMode::kKeep>(in, n, out, capacity)
                 : utf16_bytes_to_utf8<ByteOrder::kLittle, LoneMode::kKeep>(in, n, out, capacity);
    case LoneMode::kReplace:
      return big ? utf16_bytes_to_utf8<ByteOrder::kBig, LoneMode::kReplace>(in, n, out, capacity)
                 : utf16_bytes_to_utf8<ByteOrder::kLittle, LoneMode::kReplace>(in, n, out,
                                                                               capacity);
    case LoneMode::kStop:
      break;
  }
  return big ? utf16_bytes_to_utf8<ByteOrder::kBig, LoneMode::kStop>(in, n, out, capacity)
             : utf16_bytes_to_utf8<ByteOrder::kLittle, LoneMode::kStop>(in, n, out, capacity);
}

// WTF-8 §6.2 (decode), each code point written as one `Unit`: UTF-32 as it is, UTF-16 as
// potentially ill-formed UTF-16 (§4.1, a supplementary code point as a pair), fused.
template <typename Unit>
inline Conversion wtf8_to_units_whole(const char* in, std::size_t n, Unit* out,
                                      std::size_t capacity) {
  static_assert(sizeof(Unit) == 2 || sizeof(Unit) == 4, "UTF-16 or UTF-32 units");
  std::size_t i = 0;
  std::size_t w = 0;
  while (i < n && w < capacity) {
    const uint8_t b0 = static_cast<uint8_t>(in[i]);
    if (b0 < 0x80) {
      out[w++] = b0;
      ++i;
      continue;
    }
    // The length decode_code_point reads, so that ill-formed input never takes it past n.
    const std::size_t len = b0 < 0xE0 ? 2 : b0 < 0xF0 ? 3 : 4;
    if (len > n - i) break;
    const uint32_t cp = decode_code_point(in + i).code_point;
    if (sizeof(Unit) == 2 && cp >= 0x10000) {
      if (capacity - w < 2) break;  // a pair is written whole or not at all
      out[w++] = static_cast<Unit>(lead_surrogate_of(cp));
      out[w++] = static_cast<Unit>(trail_surrogate_of(cp));
    } else {
      out[w++] = static_cast<Unit>(cp);
    }
    i += len;
  }
  return {i, w};
}

inline Conversion wtf8_to_utf16_whole(const char* in, std::size_t n, char16_t* out,
                                      std::size_t capacity) {
  return wtf8_to_units_whole(in, n, out, capacity);
}

// Stores UTF-16 unit `u` at out[2w, 2w + 2) in byte order kOrder.
template <ByteOrder kOrder>
inline void put_utf16_unit(char* out, std::size_t w, uint32_t u) {
  const char hi = static_cast<char>(u >> 8), lo = static_cast<char>(u & 0xFF);
  out[2 * w] = kOrder == ByteOrder::kBig ? hi : lo;
  out[2 * w + 1] = kOrder == ByteOrder::kBig ? lo : hi;
}

// WTF-8 §6.2 (decode whole sequences) then §4.1 (encode as UTF-16, units in kOrder), fused, with
// each lone surrogate kept as its unit, replaced by U+FFFD or stopped at, per kLone. Exact: writes
// nothing past what it reports.
template <ByteOrder kOrder, LoneMode kLone>
inline Utf16Conversion wtf8_to_utf16_bytes(const char* in, std::size_t n, char* out,
                                           std::size_t capacity) {
  std::size_t i = 0;
  std::size_t w = 0;
  bool lone = false;
  while (i < n) {
    const uint8_t b0 = static_cast<uint8_t>(in[i]);
    if (b0 < 0x80) {
      if (w == capacity) break;
      put_utf16_unit<kOrder>(out, w++, b0);
      ++i;
      continue;
    }
    // The length decode_code_point reads, so that ill-formed input never takes it past n.
    const std::size_t len = b0 < 0xE0 ? 2 : b0 < 0xF0 ? 3 : 4;
    if (len > n - i) break;
    uint32_t cp = decode_code_point(in + i).code_point;
    if (cp >= 0x10000) {
      if (capacity - w < 2) break;  // a pair is written whole or not at all
      put_utf16_unit<kOrder>(out, w++, lead_surrogate_of(cp));
      put_utf16_unit<kOrder>(out, w++, trail_surrogate_of(cp));
      i += len;
      continue;
    }
    bool replaced = false;
    if (is_surrogate(cp)) {
      if (kLone == LoneMode::kStop) return {i, w, true};
      if (kLone == LoneMode::kReplace) {
        cp = kReplacementCharacter;
        replaced = true;
      }
    }
    if (w == capacity) break;
    put_utf16_unit<kOrder>(out, w++, cp);
    i += len;
    lone |= replaced;
  }
  return {i, w, lone};
}

// The same with the byte order and the treatment of lone surrogates as arguments (the scalar
// table's operation; `scratch` changes nothing here).
inline Utf16Conversion wtf8_to_utf16_bytes(const char* in, std::size_t n, ByteOrder order,
                                           LoneMode lone, char* out, std::size_t capacity,
                                           bool /*scratch*/) {
  constexpr ByteOrder kLe = ByteOrder::kLittle, kBe = ByteOrder::kBig;
  const bool big = order == kBe;
  switch (lone) {
    case LoneMode::kKeep:
      return big ? wtf8_to_utf16_bytes<kBe, LoneMode::kKeep>(in, n, out, capacity)
                 : wtf8_to_utf16_bytes<kLe, LoneMode::kKeep>(in, n, out, capacity);
    case LoneMode::kReplace:
      return big ? wtf8_to_utf16_bytes<kBe, LoneMode::kReplace>(in, n, out, capacity)
                 : wtf8_to_utf16_bytes<kLe, LoneMode::kReplace>(in, n, out, capacity);
    case LoneMode::kStop:
      break;
  }
  return big ? wtf8_to_utf16_bytes<kBe, LoneMode::kStop>(in, n, out, capacity)
             : wtf8_to_utf16_bytes<kLe, LoneMode::kStop>(in, n, out, capacity);
}

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

inline Conversion wtf8_to_utf16(const char* in, std::size_t n, char16_t* out,
                                std::size_t capacity) {
  // A function object, not a pointer, so the whole conversion can be inlined.
  return wtf8_to_units_omg(in, n, out, capacity,
                           [](const char* i, std::size_t m, char16_t* o, std::size_t c) {
                             return wtf8_to_utf16_whole(i, m, o, c);
                           });
}

template <typename Blocks>
void copy_utf8_lossy_with(const char* in, std::size_t n, char* out, bool stream,
                          std::size_t block_bytes, Blocks blocks) {
  // Everything that reads `in` to decide happens before the first write, since out may be in.
  const bool split_head = starts_with_split_trail(in, n);
  const bool split_tail = ends_with_split_lead(in, n);
  // The blocks are written at aligned addresses (a store that crosses a cache line costs more,
  // and streaming needs alignment): the head up to the first one is done here.
  std::size_t head =
      static_cast<std::size_t>(-reinterpret_cast<uintptr_t>(out) & (block_bytes - 1));
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

inline bool json_stop_at(const char* p, std::size_t avail, JsonStops stops) {
  const uint8_t b = static_cast<uint8_t>(p[0]);
  if (b == '"' || b == '\\' || b < 0x20) return true;
  switch (stops) {
    case JsonStops::kQuoteAscii:
      return b > 0x7E;
    case JsonStops::kQuoteJs:
      return avail >= 2 && starts_surrogate_sequence(b, static_cast<uint8_t>(p[1]));
    case JsonStops::kUnquote:
      break;
  }
  return false;
}

}  // namespace scalar
}  // namespace simd
}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_SIMD_SCALAR_INL_H_
