// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// NTFS 8.3 short names, for `is_alias_of` (wtf8/name_rules.h). Internal to src/names/ (and its
// tests).

#ifndef WTF8_SRC_NAMES_SHORT_NAMES_H_
#define WTF8_SRC_NAMES_SHORT_NAMES_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace internal {
namespace names {

// The checksum Windows puts in the fallback short names of a long name (`GI7EBA~1` for
// `.gitmodules`), over the name's UTF-16 code units, as described in git's commit e7cb0b4455:
//   c = 0; for each unit u: c = (c * 0x25 + u) mod 2^16;
//   c = (c * 314159269) mod 2^32; if bit 31 is set: c = 1 + (~c & 0x7FFFFFFF) (its magnitude as
//   a 32-bit integer); c = c - ((c * 1152921497) >> 60) * 1000000007 (c mod 1000000007);
// and the result is the low 16 bits of c.
uint16_t short_name_checksum(Wtf8View long_name);

// The four hex digits short names show for `checksum`: its nibbles from the lowest to the
// highest, in lower case: 0xC6B8 -> "8b6c".
std::string short_name_hex(uint16_t checksum);

// Whether `candidate` (already cut at `:`, `\` and `/` and stripped of trailing dots and
// spaces) is one of the 8.3 short names Windows may give `protected_name` (see `is_alias_of`).
bool is_short_name_of(std::string_view candidate, Wtf8View protected_name);

}  // namespace names
}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_NAMES_SHORT_NAMES_H_
