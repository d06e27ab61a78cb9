// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Searching OS strings: file names and environment values found on a system, some of which
// are not valid Unicode. The search API is Rust's `str` API; patterns are string literals,
// "..."_wtf8 literals, chars, code points, sets or predicates. A lone surrogate is a pattern like
// any other, and it also finds half of a supplementary character (as a UTF-16 search would).
//
// Run: ./bazelw run //examples:search_os_strings

#include <iostream>
#include <vector>

#include "wtf8/wtf8.h"

int main() {
  using wtf8::CodePoint;
  using wtf8::Wtf8Buf;
  using wtf8::Wtf8View;
  using namespace wtf8::literals;

  const std::vector<Wtf8Buf> names = {
      Wtf8Buf::from_utf16(u"Backup-2026.ZIP"), Wtf8Buf::from_utf16(u"backup-\xD800.zip"),
      Wtf8Buf::from_utf16(u"notes.txt"), Wtf8Buf::from_utf16(u"\U00010000-archive.zip")};

  // Plain substring search with a string literal (valid UTF-8, checked when the search runs).
  std::cout << "names containing \"backup\":\n";
  for (const Wtf8Buf& n : names) {
    if (n.contains("backup")) std::cout << "  " << n.debug_string() << "\n";
  }

  // Case-insensitive suffix: lowercase an ASCII copy, or compare the tail ignoring ASCII case.
  std::cout << "names ending in .zip, ignoring ASCII case:\n";
  for (const Wtf8Buf& n : names) {
    if (n.to_ascii_lowercase().ends_with(".zip")) std::cout << "  " << n.debug_string() << "\n";
  }

  // Which names are not valid Unicode, and where the first surrogate is.
  const auto is_surrogate = [](CodePoint c) { return c.is_surrogate(); };
  std::cout << "names holding a lone surrogate:\n";
  for (const Wtf8Buf& n : names) {
    const std::size_t at = n.find(is_surrogate);
    if (at != Wtf8Buf::npos) {
      std::cout << "  " << n.debug_string() << " at byte " << at << "; UTF-8 prefix \""
                << wtf8::utf8_prefix(n) << "\"\n";
    }
  }

  // A surrogate needle matches the lone surrogate and the lead half of U+10000 (F0 90 80 80):
  // the predicate above sees U+10000 whole; the code point pattern sees its halves.
  const CodePoint lead = CodePoint::from_u32_unchecked(0xD800);
  std::cout << "matches of U+D800 as a pattern:\n";
  for (const Wtf8Buf& n : names) {
    for (const auto& [begin, end] : n.match_ranges(lead)) {
      std::cout << "  " << n.debug_string() << " [" << begin << ", " << end << ")\n";
    }
  }

  // Counting and replacing: every '-' becomes '_', copies only the result.
  std::cout << "with '_': ";
  for (const Wtf8Buf& n : names) std::cout << n.replace('-', "_"_wtf8).debug_string() << " ";
  std::cout << "\n";
  return 0;
}
