// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The units one glob step consumes (`GlobUnit`), read off WTF-8 text without copying it:
//   kByte       the POSIX bytes the text stands for: a PEP 383 escape U+DC80..U+DCFF is the one
//               byte it came from, any other code point its WTF-8 bytes (a lone surrogate, split
//               at an end of the view or not, in its canonical three bytes);
//   kCodePoint  each code point, a lone surrogate included;
//   kUtf16      each UTF-16 code unit: a supplementary character is its two surrogates.
// Patterns and paths are read the same way, so a pattern's literal text and a path compare unit
// for unit. Internal to //:glob.

#ifndef WTF8_SRC_GLOB_UNITS_H_
#define WTF8_SRC_GLOB_UNITS_H_

#include <cstddef>
#include <cstdint>
#include <vector>

#include "src/glob/unit_set.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"

namespace wtf8::internal::glob {

enum class UnitKind : uint8_t { kByte, kCodePoint, kUtf16 };

constexpr Unit max_unit(UnitKind kind) {
  return kind == UnitKind::kByte ? kMaxByteUnit
                                 : (kind == UnitKind::kUtf16 ? kMaxUtf16Unit : kMaxCodePointUnit);
}

// Whether `cp` is a PEP 383 escape (a POSIX name's byte 0x80..0xFF that is not UTF-8).
constexpr bool is_escape(uint32_t cp) { return cp >= 0xDC80 && cp <= 0xDCFF; }

// Calls `emit(unit, offset)` for each unit of the code point `cp` (which starts at byte `offset`
// of its text) in `kind`'s units.
template <UnitKind kKind, typename Emit>
inline void emit_code_point(uint32_t cp, std::size_t offset, Emit& emit) {
  if constexpr (kKind == UnitKind::kCodePoint) {
    emit(cp, offset);
  } else if constexpr (kKind == UnitKind::kUtf16) {
    if (cp >= 0x10000) {
      emit(lead_surrogate_of(cp), offset);
      emit(trail_surrogate_of(cp), offset);
    } else {
      emit(cp, offset);
    }
  } else {
    if (is_escape(cp)) {
      emit(cp - 0xDC00, offset);
      return;
    }
    char buf[4];
    const std::size_t n = encode_code_point(cp, buf);
    for (std::size_t i = 0; i < n; ++i) emit(static_cast<uint8_t>(buf[i]), offset);
  }
}

// `emit_code_point` for a unit kind known only at run time.
template <typename Emit>
inline void emit_code_point(UnitKind kind, uint32_t cp, std::size_t offset, Emit&& emit) {
  switch (kind) {
    case UnitKind::kByte:
      emit_code_point<UnitKind::kByte>(cp, offset, emit);
      return;
    case UnitKind::kCodePoint:
      emit_code_point<UnitKind::kCodePoint>(cp, offset, emit);
      return;
    case UnitKind::kUtf16:
      emit_code_point<UnitKind::kUtf16>(cp, offset, emit);
      return;
  }
}

// Calls `emit(unit, offset)` for every unit of the OMG-WTF-8 text [data, data + size), where
// `offset` is the byte offset of the code point the unit belongs to. Bytes of plain UTF-8 are
// passed through without decoding in kByte units.
template <UnitKind kKind, typename Emit>
inline void for_each_unit(const char* data, std::size_t size, Emit&& emit) {
  const auto* p = reinterpret_cast<const uint8_t*>(data);
  std::size_t i = 0;
  std::size_t end = size;
  if (starts_with_split_trail(data, size)) {
    emit_code_point<kKind>(split_trail_value(data), 0, emit);
    i = 3;
  }
  const bool split_lead = size >= 3 && i + 3 <= size && ends_with_split_lead(data, size);
  if (split_lead) end = size - 3;
  if constexpr (kKind == UnitKind::kByte) {
    while (i < end) {
      const uint8_t b = p[i];
      if (b == 0xED && i + 2 < end && (p[i + 1] == 0xB2 || p[i + 1] == 0xB3)) {
        emit(0x80u + ((p[i + 1] - 0xB2u) << 6) + (p[i + 2] & 0x3Fu), i);
        i += 3;
        continue;
      }
      emit(b, i);
      ++i;
    }
  } else {
    while (i < end) {
      const Decoded d = decode_code_point(data + i);
      emit_code_point<kKind>(d.code_point, i, emit);
      i += d.length;
    }
  }
  if (split_lead) emit_code_point<kKind>(split_lead_value(data + end), end, emit);
}

template <typename Emit>
inline void for_each_unit(UnitKind kind, const char* data, std::size_t size, Emit&& emit) {
  switch (kind) {
    case UnitKind::kByte:
      for_each_unit<UnitKind::kByte>(data, size, emit);
      return;
    case UnitKind::kCodePoint:
      for_each_unit<UnitKind::kCodePoint>(data, size, emit);
      return;
    case UnitKind::kUtf16:
      for_each_unit<UnitKind::kUtf16>(data, size, emit);
      return;
  }
}

// The units of a pattern, with the byte offset of each (for error messages).
struct PatternUnits {
  std::vector<Unit> units;
  std::vector<uint32_t> offsets;
  std::size_t size() const { return units.size(); }
};
inline PatternUnits pattern_units(UnitKind kind, const char* data, std::size_t size) {
  PatternUnits out;
  for_each_unit(kind, data, size, [&](Unit u, std::size_t offset) {
    out.units.push_back(u);
    out.offsets.push_back(static_cast<uint32_t>(offset));
  });
  return out;
}

}  // namespace wtf8::internal::glob

#endif  // WTF8_SRC_GLOB_UNITS_H_
