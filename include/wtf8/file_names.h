// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/file_names.h
// -----------------------------------------------------------------------------
//
// File names across file systems, in one include: which names are the same entry on NTFS, HFS+,
// APFS or a Linux casefold directory, which names collide, and which can reach a protected entry
// such as `.git` (wtf8/name_rules.h); which names Windows, macOS or Linux refuse, and a portable
// name for any name (wtf8/name_problems.h).
//
// Example:
//   #include "wtf8/file_names.h"
//   auto v = [](const char* s) { return *wtf8::Wtf8View::from_utf8(s); };
//   wtf8::same_entry(v("Makefile"), v("makefile"), wtf8::NameRules::kNtfs);    // true
//   wtf8::is_alias_of(v("GIT~1"), v(".git"), wtf8::NameRules::kNtfs);          // true
//   wtf8::sanitize_name(v("aux.c"), wtf8::Platforms::kAll);                     // "aux_.c"

#ifndef WTF8_FILE_NAMES_H_
#define WTF8_FILE_NAMES_H_

#include "wtf8/name_problems.h"  // IWYU pragma: export
#include "wtf8/name_rules.h"     // IWYU pragma: export

#endif  // WTF8_FILE_NAMES_H_
