// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// is_alias_of (wtf8/name_rules.h) and the NTFS 8.3 short names it recognises.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "src/names/name_key.h"
#include "src/names/short_names.h"
#include "wtf8/name_rules.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace internal {
namespace names {
namespace {

char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; }

// Whether `a` equals `b` in any ASCII case (`b` is ASCII).
bool equal_ignoring_ascii_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (ascii_lower(a[i]) != ascii_lower(b[i])) return false;
  }
  return true;
}

bool is_ascii(std::string_view s) {
  for (const char c : s) {
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  }
  return true;
}

// The characters of `protected_name` a short name is made of: its leading dots dropped, then
// every '.' and ' '. (Bytes; non-ASCII ones can never match a short name, which is ASCII.)
std::string usable_characters(std::string_view name) {
  std::size_t i = 0;
  while (i < name.size() && name[i] == '.') ++i;
  std::string out;
  for (; i < name.size(); ++i) {
    if (name[i] != '.' && name[i] != ' ') out += name[i];
  }
  return out;
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
  for (const char16_t unit : long_name.to_utf16()) c = (c * 0x25 + unit) & 0xFFFF;
  c = static_cast<uint32_t>((static_cast<uint64_t>(c) * 314159269u) & 0xFFFFFFFFu);
  if ((c & 0x80000000u) != 0) c = 1 + (~c & 0x7FFFFFFFu);
  c -= static_cast<uint32_t>(((static_cast<uint64_t>(c) * 1152921497u) >> 60) * 1000000007u);
  return static_cast<uint16_t>(c & 0xFFFF);
}

std::string short_name_hex(uint16_t checksum) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (int shift = 0; shift < 16; shift += 4) out += kHex[(checksum >> shift) & 15];
  return out;
}

bool is_short_name_of(std::string_view candidate, Wtf8View protected_name) {
  if (!is_ascii(candidate)) return false;
  const std::size_t tilde = candidate.rfind('~');
  if (tilde == std::string_view::npos) return false;
  const std::string_view prefix = candidate.substr(0, tilde);
  const std::string_view number = candidate.substr(tilde + 1);
  if (!is_short_name_number(number)) return false;
  const std::string usable = usable_characters(protected_name.as_bytes());
  if (usable.empty()) return false;
  // Basic forms: the first six usable characters, ~1 to ~4.
  if (number.size() == 1 && number[0] <= '4' &&
      equal_ignoring_ascii_case(prefix, std::string_view(usable).substr(0, 6))) {
    return true;
  }
  // Checksum forms: two usable characters and four hex digits, cut so the whole is 8 characters.
  const std::string full =
      usable.substr(0, 2) + short_name_hex(short_name_checksum(protected_name));
  const std::size_t keep = std::min(full.size(), 7 - number.size());
  return equal_ignoring_ascii_case(prefix, std::string_view(full).substr(0, keep));
}

}  // namespace names

bool is_alias_of(Wtf8View name, Wtf8View protected_name, NameRules rules) {
  const std::string_view bytes = name.as_bytes();
  // A separator ends the name (for NTFS also `\` and `:`, which starts a stream of the entry).
  // Invariant: these are ASCII, so the cut is a code point boundary.
  const std::size_t end = bytes.find_first_of(rules == NameRules::kNtfs ? "/\\:" : "/");
  Wtf8View cut = end == std::string_view::npos ? name : name.slice_to(end);
  if (rules != NameRules::kNtfs) return same_entry(cut, protected_name, rules);
  cut = cut.slice_to(internal::names::ntfs_strip_trailing(cut.as_bytes(), cut.size()));
  return same_entry(cut, protected_name, rules) ||
         internal::names::is_short_name_of(cut.as_bytes(), protected_name);
}

}  // namespace internal
}  // namespace wtf8
