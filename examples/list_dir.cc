// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Lists the directory named on the command line with every name converted to WTF-8 and back,
// opens each file through the converted name, and reports how many names were not UTF-8.
//
//   ./bazelw run //examples:list_dir -- /some/dir
//
// Output: one line per name (sorted), its debug form, "  (not UTF-8)" when it is not; then
// "N names, M not UTF-8". Exits 1 if a name did not round-trip or a file could not be opened
// through its converted name, 2 on a usage or directory error.

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <system_error>
#include <vector>

#include "wtf8/wtf8.h"

namespace fs = std::filesystem;

int main(int argc, char** argv) {
  // The directory may itself have a name that is not UTF-8: read the arguments losslessly.
  const std::vector<wtf8::Wtf8Buf> args = wtf8::os::args_os(argc, argv);
  if (args.size() != 2) {
    std::cerr << "usage: list_dir DIRECTORY\n";
    return 2;
  }
  const absl::StatusOr<fs::path> dir = wtf8::os::to_path(args[1]);
  if (!dir.ok()) {
    std::cerr << "list_dir: " << dir.status().message() << "\n";
    return 2;
  }
  std::error_code ec;
  std::vector<wtf8::Wtf8Buf> names;
  int failures = 0;
  for (fs::directory_iterator it(*dir, ec), end; !ec && it != end; it.increment(ec)) {
    const fs::path file_name = it->path().filename();
    wtf8::Wtf8Buf name = wtf8::os::from_path(file_name);  // never fails, loses nothing
    const absl::StatusOr<fs::path> back = wtf8::os::to_path(name);
    if (!back.ok() || back->native() != file_name.native()) {
      std::cerr << "list_dir: " << name.debug_string() << " did not round-trip\n";
      ++failures;
    } else if (it->is_regular_file() && !std::ifstream(*dir / *back, std::ios::binary)) {
      std::cerr << "list_dir: cannot open " << name.debug_string() << "\n";
      ++failures;
    }
    names.push_back(std::move(name));
  }
  if (ec) {
    std::cerr << "list_dir: " << args[1].debug_string() << ": " << ec.message() << "\n";
    return 2;
  }
  std::sort(names.begin(), names.end());
  int not_utf8 = 0;
  for (const wtf8::Wtf8Buf& name : names) {
    std::cout << name.debug_string();
    if (!name.is_utf8()) {
      std::cout << "  (not UTF-8)";
      ++not_utf8;
    }
    std::cout << "\n";
  }
  std::cout << names.size() << " names, " << not_utf8 << " not UTF-8\n";
  return failures == 0 ? 0 : 1;
}
