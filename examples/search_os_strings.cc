// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Searching OS strings: file names and environment values found on a system, some of which
// are not valid Unicode. The search API is Rust's `str` API; patterns are string literals,
// "..."_wtf8 literals, chars, code points, sets, predicates or a prepared `wtf8::Finder`. A lone
// surrogate is a pattern like any other, and it also finds half of a supplementary character (as
// a UTF-16 search would).
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

  // One needle looked for in many names: prepare it once (wtf8::Finder); each search then goes
  // straight to the scan. Here U+DC00 then "-": a lone trail surrogate, or the trail half of a
  // supplementary character, followed by a dash.
  const Wtf8Buf trail_dash = Wtf8Buf::from_utf16(u"\xDC00-");
  const wtf8::Finder finder(trail_dash);
  std::cout << "names with U+DC00 then '-' (one prepared needle):\n";
  for (const Wtf8Buf& n : names) {
    if (const auto m = finder.find_range(n)) {
      std::cout << "  " << n.debug_string() << " [" << m->first << ", " << m->second << ")\n";
    }
  }

  // Counting and replacing: every '-' becomes '_', copies only the result.
  std::cout << "with '_': ";
  for (const Wtf8Buf& n : names) std::cout << n.replace('-', "_"_wtf8).debug_string() << " ";
  std::cout << "\n";
  return 0;
}
