// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Selecting names from a directory listing with glob patterns, the way a build system, an
// archiver or a sync client does, without losing a name that is not valid Unicode:
//
//   1. A Linux listing holds bytes: `caf\xE9.txt` (Latin-1) is not UTF-8. Read as PEP 383 text
//      (wtf8::os::from_posix_bytes), it matches git's `?` as the one byte it is.
//   2. A Windows listing holds UTF-16, which may have a lone surrogate (`x\uD800.log`). Python's
//      `?` takes it as one code point; it is selected and printed, not replaced by U+FFFD.
//   3. One `GlobSet` answers several patterns in one pass, and says which ones matched.
//
//   ./bazelw run //examples:select_files

#include <iostream>
#include <string>
#include <vector>

#include "wtf8/wtf8.h"

namespace {

void select(const char* title, const std::vector<wtf8::Wtf8Buf>& names, const wtf8::Glob& glob) {
  std::cout << title << '\n';
  for (const wtf8::Wtf8Buf& name : names) {
    std::cout << "  " << (glob.matches(name.as_view()) ? "[x] " : "[ ] ") << name.debug_string()
              << '\n';
  }
}

wtf8::Wtf8View text(const char* utf8) { return wtf8::Wtf8View::from_utf8(utf8).value(); }

}  // namespace

int main() {
  // 1. A Linux directory: names are bytes.
  std::vector<wtf8::Wtf8Buf> linux_names;
  for (const char* bytes :
       {"cafe.txt", "caf\xC3\xA9.txt", "caf\xE9.txt", "notes.md", "src/caf.txt"}) {
    linux_names.push_back(wtf8::os::from_posix_bytes(bytes));
  }
  // git's `?` is one byte: the Latin-1 name's 0xE9 is one, the UTF-8 `é` (two bytes) is not.
  const wtf8::Glob git = wtf8::Glob::compile(text("caf?.txt"), wtf8::GlobOptions::git()).value();
  select("git 'caf?.txt' (one byte):", linux_names, git);
  // The same pattern stepping over code points takes both spellings of the name.
  wtf8::GlobOptions by_code_point = wtf8::GlobOptions::git();
  by_code_point.unit = wtf8::GlobUnit::kCodePoint;
  const wtf8::Glob git_cp = wtf8::Glob::compile(text("caf?.txt"), by_code_point).value();
  select("git 'caf?.txt', --unit codepoint:", linux_names, git_cp);

  // 2. A Windows directory: names are UTF-16, possibly ill-formed.
  std::vector<wtf8::Wtf8Buf> windows_names;
  for (const char16_t* utf16 : {u"app.log", u"x\xD800.log", u"LOGS\\old.LOG", u"readme.txt"}) {
    windows_names.push_back(wtf8::Wtf8Buf::from_utf16(utf16));
  }
  // Python's PureWindowsPath.full_match: `?` is one code point, case is ignored on Windows.
  const wtf8::Glob python =
      wtf8::Glob::compile(text("**/?*.log"), wtf8::GlobOptions::python(wtf8::PathStyle::kWindows))
          .value();
  select("python-windows '**/?*.log':", windows_names, python);

  // 3. Several patterns at once, and which one matched.
  std::vector<wtf8::Glob> globs;
  for (const char* p : {"*.md", "**/*.txt", "x*"}) {
    globs.push_back(wtf8::Glob::compile(text(p), wtf8::GlobOptions::globset()).value());
  }
  const wtf8::GlobSet set = wtf8::GlobSet::build(globs);
  std::cout << "globset {*.md, **/*.txt, x*}:\n";
  std::vector<wtf8::Wtf8Buf> all = linux_names;
  all.insert(all.end(), windows_names.begin(), windows_names.end());
  for (const wtf8::Wtf8Buf& name : all) {
    std::cout << "  " << name.debug_string() << " ->";
    for (std::size_t i : set.matching(name.as_view()))
      std::cout << ' ' << globs[i].pattern().debug_string();
    std::cout << '\n';
  }
  return 0;
}
