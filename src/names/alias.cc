// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// is_alias_of (wtf8/name_rules.h) and the NTFS 8.3 short names it recognises.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "src/internal/ascii.h"
#include "src/names/name_key.h"
#include "src/names/short_names.h"
#include "wtf8/code_point.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/name_rules.h"
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
  char full[6];
  const std::string_view two = usable.first(2);
  std::memcpy(full, two.data(), two.size());
  const uint16_t checksum = short_name_checksum(protected_name);
  static constexpr char kHex[] = "0123456789abcdef";
  for (int k = 0; k < 4; ++k) full[two.size() + k] = kHex[(checksum >> (4 * k)) & 15];
  const std::size_t keep = std::min(two.size() + 4, 7 - number.size());
  return equal_ignoring_ascii_case(prefix, std::string_view(full, keep));
}

}  // namespace names

bool is_alias_of(Wtf8View name, Wtf8View protected_name, NameRules rules) {
  // A byte test, not strchr: strchr also finds a separator list's terminating NUL, and a NUL
  // byte in a name is an ordinary byte here.
  const bool backslash_separates = rules == NameRules::kNtfs;
  const auto is_separator = [backslash_separates](char c) {
    return c == '/' || (backslash_separates && c == '\\');
  };
  // Leading `./` components name the directory itself (`./.git`, `.\.GIT\x`): skipped.
  std::string_view bytes = name.as_bytes();
  std::size_t begin = 0;
  while (bytes.size() - begin >= 2 && bytes[begin] == '.' && is_separator(bytes[begin + 1])) {
    begin += 2;
    while (begin < bytes.size() && is_separator(bytes[begin])) ++begin;
  }
  // Then a separator ends the name (for NTFS also `:`, which starts a stream of the entry).
  // Invariant: these are ASCII, so both cuts are code point boundaries.
  const std::size_t end = bytes.find_first_of(rules == NameRules::kNtfs ? "/\\:" : "/", begin);
  Wtf8View cut = name.slice(begin, end == std::string_view::npos ? name.size() : end);
  if (rules != NameRules::kNtfs) return same_entry(cut, protected_name, rules);
  cut = cut.slice_to(internal::names::ntfs_strip_trailing(cut.as_bytes(), cut.size()));
  return same_entry(cut, protected_name, rules) ||
         internal::names::is_short_name_of(cut.as_bytes(), protected_name);
}

}  // namespace internal
}  // namespace wtf8
