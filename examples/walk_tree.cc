// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Before a sync client uploads a tree: walk it as git would see it (ignored entries skipped,
// with the rule that skipped them), report each name that Windows or macOS would refuse, and
// keep going past what cannot be read.
//
//   ./bazelw run //examples:walk_tree -- /some/tree
//
// 1. `wtf8::os::Walk` with `gitignore` reads each directory's `.gitignore` as it descends and
//    never descends into an excluded directory; `yield_ignored` shows what was skipped and why.
// 2. Each name arrives as the OS gave it (POSIX bytes through PEP 383), so `name_problems` sees
//    the real name, not a lossy copy.
// 3. An entry that cannot be read (an unreadable directory, a name that vanished) comes with its
//    error where it is, and the walk goes on.
//
// Output: one line per finding, paths relative to the tree in the debug form, then a summary.
// Exits 1 when some entry could not be read, 2 on a usage error.

#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include "wtf8/wtf8.h"

int main(int argc, char** argv) {
  const std::vector<wtf8::Wtf8Buf> args = wtf8::os::args_os(argc, argv);
  if (args.size() != 2) {
    std::cerr << "usage: walk_tree DIRECTORY\n";
    return 2;
  }
  const wtf8::Platforms others = wtf8::Platforms::kWindows | wtf8::Platforms::kMacOs;

  wtf8::os::WalkOptions options;
  options.order = wtf8::os::WalkOrder::kBytes;  // the same output on every file system
  options.gitignore = true;
  options.yield_ignored = true;
  wtf8::os::Walk walk(args[1], options);
  const std::string_view root = args[1].as_bytes();
#if defined(_WIN32)
  const bool ends_with_separator = !root.empty() && (root.back() == '/' || root.back() == '\\');
#else
  const bool ends_with_separator = !root.empty() && root.back() == '/';
#endif
  const std::size_t root_prefix = root.size() + (ends_with_separator ? 0 : 1);

  std::size_t entries = 0, skipped = 0, refused = 0, errors = 0;
  for (const wtf8::os::WalkEntry& entry : walk) {
    // The path below the root: what follows the root and the separator after it.
    const wtf8::Wtf8View relative =
        entry.depth() == 0 ? entry.path() : entry.path().slice_from(root_prefix);
    if (!entry.ok()) {
      ++errors;
      std::cout << "cannot read " << relative.debug_string() << ": " << entry.status().message()
                << "\n";
      continue;
    }
    if (entry.depth() == 0) continue;
    if (const wtf8::IgnoreRule* rule = entry.ignore_rule()) {
      ++skipped;
      std::cout << "skipped " << relative.debug_string() << " (" << wtf8::display(rule->source())
                << ":" << rule->line() << ": " << wtf8::display(rule->text()) << ")\n";
      continue;
    }
    ++entries;
    for (const wtf8::NameIssue& issue : wtf8::name_problems(entry.name(), others)) {
      ++refused;
      std::cout << "refused " << relative.debug_string() << ": " << wtf8::describe(issue.problem)
                << " at byte " << issue.offset << " on " << wtf8::describe(issue.platforms) << "\n";
    }
  }
  std::cout << entries << " entries to upload, " << skipped << " skipped by ignore rules, "
            << refused << " problems on Windows or macOS, " << errors << " unreadable\n";
  return errors == 0 ? 0 : 1;
}
