// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// NTFS 8.3 short names (src/names/short_names.h), for is_alias_of (alias.cc).

#include "src/names/short_names.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "src/internal/ascii.h"
#include "wtf8/code_point.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace internal {
namespace names {
namespace {

bool is_ascii(std::string_view s) {
  for (const char c : s) {
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  }
  return true;
}

// The first (up to) six characters a short name of `name` is made of: its leading dots dropped,
// then every '.' and ' '. Bytes: a non-ASCII one can never match a short name, which is ASCII.
struct Usable {
  char bytes[6];
  std::size_t size;
  std::string_view first(std::size_t n) const {
    return std::string_view(bytes, n < size ? n : size);
  }
};

Usable usable_characters(std::string_view name) {
  Usable u{{}, 0};
  std::size_t i = 0;
  while (i < name.size() && name[i] == '.') ++i;
  for (; i < name.size() && u.size < 6; ++i) {
    if (name[i] != '.' && name[i] != ' ') u.bytes[u.size++] = name[i];
  }
  return u;
}

// Whether `text` is a number in 1..9999999 written without leading zeros.
bool is_short_name_number(std::string_view text) {
  if (text.empty() || text.size() > 7 || text[0] == '0') return false;
  for (const char c : text) {
    if (c < '0' || c > '9') return false;
  }
  return true;
}

}  // namespace

uint16_t short_name_checksum(Wtf8View long_name) {
  uint32_t c = 0;
  // Over the UTF-16 code units (a supplementary character is two).
  for (const CodePoint cp : long_name.code_points()) {
    const uint32_t v = cp.value();
    if (v >= 0x10000) {
      c = (c * 0x25 + lead_surrogate_of(v)) & 0xFFFF;
      c = (c * 0x25 + trail_surrogate_of(v)) & 0xFFFF;
    } else {
      c = (c * 0x25 + v) & 0xFFFF;
    }
  }
  c = static_cast<uint32_t>((static_cast<uint64_t>(c) * 314159269u) & 0xFFFFFFFFu);
  if ((c & 0x80000000u) != 0) c = 1 + (~c & 0x7FFFFFFFu);
  c -= static_cast<uint32_t>(((static_cast<uint64_t>(c) * 1152921497u) >> 60) * 1000000007u);
  return static_cast<uint16_t>(c & 0xFFFF);
}

std::string short_name_hex(uint16_t checksum) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out(4, '0');
  for (int k = 0; k < 4; ++k) out[k] = kHex[(checksum >> (4 * k)) & 15];
  return out;
}

bool is_short_name_of(std::string_view candidate, Wtf8View protected_name) {
  if (!is_ascii(candidate)) return false;
  const std::size_t tilde = candidate.rfind('~');
  if (tilde == std::string_view::npos) return false;
  const std::string_view prefix = candidate.substr(0, tilde);
  const std::string_view number = candidate.substr(tilde + 1);
  if (!is_short_name_number(number)) return false;
  const Usable usable = usable_characters(protected_name.as_bytes());
  if (usable.size == 0) return false;
  // Basic forms: the first six usable characters, ~1 to ~4.
  if (number.size() == 1 && number[0] <= '4' &&
      equal_ignoring_ascii_case(prefix, usable.first(6))) {
    return true;
  }
  // Checksum forms: two usable characters and four hex digits, cut so the whole is 8 characters.
  const std::string full =
      std::string(usable.first(2)) + short_name_hex(short_name_checksum(protected_name));
  const std::size_t keep = std::min(full.size(), 7 - number.size());
  return equal_ignoring_ascii_case(prefix, std::string_view(full).substr(0, keep));
}

}  // namespace names
}  // namespace internal
}  // namespace wtf8
