// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Before writing an archive that Windows and macOS users will unpack: which names of a Linux
// directory would fail there, which would overwrite each other, and what to call them instead.
//
//   1. Each name, read from the directory as bytes (PEP 383: bytes that are not UTF-8 stay, as
//      U+DC80..U+DCFF), is checked with `check_name` for Windows and macOS.
//   2. `find_collisions` shows the names that are one entry on NTFS or on APFS.
//   3. Each name is made portable with `sanitize_name`, then unique in the archive's directory
//      under both rules with `NameSet::insert_unique` (`name (2).ext`, as file managers do).
//
//   ./bazelw run //examples:portable_names

#include <iostream>
#include <string>
#include <vector>

#include "absl/types/span.h"
#include "wtf8/wtf8.h"

int main() {
  using wtf8::NameRules;
  using wtf8::Platforms;
  const Platforms targets = Platforms::kWindows | Platforms::kMacOs;

  // The names as a Linux directory holds them: bytes.
  const std::vector<std::string> on_disk = {
      "README.md",
      "Makefile",
      "makefile",
      "notes: draft?.txt",
      "CON.txt",
      "report.",
      "Report",
      "Cafe\xCC\x81.txt",    // "Café" with a combining accent (NFD)
      "Caf\xC3\xA9.txt",     // "Café" precomposed (NFC)
      "caf\xE9-latin1.txt",  // Latin-1 bytes: not UTF-8
      "tab\there",
      "aux",
      "x.CON",
      "photo.JPG"};
  std::vector<wtf8::Wtf8Buf> names;
  for (const std::string& bytes : on_disk) names.push_back(wtf8::os::from_posix_bytes(bytes));

  std::cout << "1. Checked for " << wtf8::describe(targets) << ":\n";
  for (const wtf8::Wtf8Buf& name : names) {
    const absl::Status status = wtf8::check_name(name, targets);
    std::cout << "  " << name.debug_string() << ": "
              << (status.ok() ? std::string("ok") : std::string(status.message())) << "\n";
  }

  std::cout << "\n2. Names that are one entry there:\n";
  std::vector<wtf8::Wtf8View> views(names.begin(), names.end());
  for (const NameRules rules : {NameRules::kNtfs, NameRules::kApfs}) {
    for (const std::vector<std::size_t>& group : wtf8::find_collisions(views, rules)) {
      std::cout << "  " << (rules == NameRules::kNtfs ? "NTFS:" : "APFS:");
      for (const std::size_t i : group) std::cout << " " << names[i].debug_string();
      std::cout << "\n";
    }
  }

  std::cout << "\n3. Names in the archive:\n";
  wtf8::NameSet ntfs(NameRules::kNtfs);
  wtf8::NameSet apfs(NameRules::kApfs);
  for (const wtf8::Wtf8Buf& name : names) {
    wtf8::Wtf8Buf portable = wtf8::sanitize_name(name, targets);
    // Free under both rules: each set knows its own entries, so ask each until both agree.
    while (ntfs.contains(portable) || apfs.contains(portable)) {
      portable = ntfs.contains(portable) ? ntfs.unique_name(portable) : apfs.unique_name(portable);
      portable = wtf8::sanitize_name(portable, targets);
    }
    (void)ntfs.insert(portable);
    (void)apfs.insert(portable);
    std::cout << "  " << name.debug_string()
              << (portable == name ? "" : " -> " + portable.debug_string()) << "\n";
  }
  return 0;
}
