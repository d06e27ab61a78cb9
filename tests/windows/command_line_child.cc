// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Windows only (built by CMake for a Windows target, linked with -municode): the child that
// tests/command_line_wine_test.cc starts with CreateProcessW. It prints, one item a line, what
// the C runtime made of its command line and what wtf8::os::args_os makes of it:
//   argv N            then N lines, each argv[i] (wmain's, i.e. __wargv) as hex UTF-16 units
//   args_os M         then M lines, the same for wtf8::os::args_os
// An empty argument is the line "-".

#include <cstdio>
#include <string>
#include <vector>

#include "wtf8/os.h"
#include "wtf8/wtf8_buf.h"

namespace {

void print_units(const std::u16string& units) {
  if (units.empty()) {
    std::fputs("-\n", stdout);
    return;
  }
  for (char16_t u : units) std::printf("%04x", static_cast<unsigned>(u));
  std::fputs("\n", stdout);
}

}  // namespace

int wmain(int argc, wchar_t** argv) {
  std::printf("argv %d\n", argc);
  for (int i = 0; i < argc; ++i) {
    const std::wstring wide(argv[i]);
    print_units(std::u16string(wide.begin(), wide.end()));
  }
  const std::vector<wtf8::Wtf8Buf> args = wtf8::os::args_os(0, nullptr);
  std::printf("args_os %d\n", static_cast<int>(args.size()));
  for (const wtf8::Wtf8Buf& a : args) print_units(a.to_utf16());
  std::fflush(stdout);
  return 0;
}
