// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// is_alias_of (wtf8/name_rules.h); the NTFS 8.3 short names it recognises are in short_names.cc.

#include <cstddef>
#include <string_view>

#include "src/names/name_key.h"
#include "src/names/short_names.h"
#include "wtf8/name_rules.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace internal {

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
  cut = cut.slice_to(names::ntfs_strip_trailing(cut.as_bytes(), cut.size()));
  return same_entry(cut, protected_name, rules) ||
         names::is_short_name_of(cut.as_bytes(), protected_name);
}

}  // namespace internal
}  // namespace wtf8
