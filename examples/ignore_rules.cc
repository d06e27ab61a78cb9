// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Would git ignore this path, and which line of which ignore file decided? A build tool, a
// watcher or a sync client asks that for every path it sees:
//
//   1. The ignore files of a small tree are loaded as bytes (as git reads them): the root's
//      `.gitignore`, one in `src/`, and `$GIT_DIR/info/exclude`.
//   2. Each path gets its decision and the deciding rule, printed as `git check-ignore -v`
//      prints it, including a path decided by its excluded parent directory, a `!` rule, and a
//      Linux name that is not UTF-8 (its byte 0xE9 matched by `?` as git matches it).
//   3. `can_skip` tells a walker which directories it need not enter.
//
//   ./bazelw run //examples:ignore_rules

#include <iostream>
#include <string>
#include <vector>

#include "wtf8/wtf8.h"

namespace {

wtf8::Wtf8View text(const char* utf8) { return wtf8::Wtf8View::from_utf8(utf8).value(); }

const char* status_name(wtf8::IgnoreStatus s) {
  switch (s) {
    case wtf8::IgnoreStatus::kIgnored:
      return "ignored    ";
    case wtf8::IgnoreStatus::kReincluded:
      return "re-included";
    case wtf8::IgnoreStatus::kNotMatched:
      break;
  }
  return "kept       ";
}

}  // namespace

int main() {
  // 1. The tree's ignore files, as bytes.
  wtf8::IgnoreStack stack;
  stack.add_directory_file(text(""), "# build output\n*.o\n!keep.o\nbuild/\ncaf?.log\n");
  stack.add_directory_file(text("src"), "/generated\n*.tmp\n");
  stack.set_info_exclude("*.swp\n", text(".git/info/exclude"));

  // 2. Paths and their deciding rules.
  struct Query {
    wtf8::Wtf8Buf path;
    bool is_dir;
  };
  std::vector<Query> queries;
  for (const char* p : {"main.c", "main.o", "keep.o", "build/x/y.c", "src/generated",
                        "src/a/generated", "src/notes.tmp", "README.md.swp"}) {
    queries.push_back({wtf8::Wtf8Buf::from_utf8(p).value(), false});
  }
  queries.push_back({wtf8::os::from_posix_bytes("caf\xE9.log"), false});      // Latin-1 name
  queries.push_back({wtf8::os::from_posix_bytes("caf\xC3\xA9.log"), false});  // UTF-8 name
  for (const Query& q : queries) {
    const wtf8::IgnoreDecision d = stack.check(q.path.as_view(), q.is_dir);
    std::cout << status_name(d.status) << "  " << q.path.debug_string();
    if (d.rule != nullptr) {
      std::cout << "  <- " << d.rule->source().debug_string() << ":" << d.rule->line() << ":"
                << d.rule->text().debug_string();
    }
    std::cout << '\n';
  }

  // 3. Directories a walker can skip: nothing below them can be anything but ignored.
  for (const char* dir : {"build", "src", "src/generated"}) {
    std::cout << "can_skip(" << dir << ") = " << (stack.can_skip(text(dir)) ? "yes" : "no") << '\n';
  }
  return 0;
}
