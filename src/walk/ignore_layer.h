// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Ignore-aware walking (WalkOptions::gitignore): the repository's top, the IgnoreStack of the
// walk and how it reads each directory's ignore files, relative to the open directory where it
// can.

#ifndef WTF8_SRC_WALK_IGNORE_LAYER_H_
#define WTF8_SRC_WALK_IGNORE_LAYER_H_

#include <optional>
#include <string>
#include <string_view>

#include "src/walk/dir.h"
#include "wtf8/ignore.h"
#include "wtf8/walk.h"

namespace wtf8 {
namespace os {
namespace walk_internal {

class IgnoreLayer {
 public:
  // Finds the top of the repository holding the root (`root_native`, a directory): the nearest
  // directory upwards from it, its real path, with a `.git` directory or file; with none the
  // root is the top. Reads `.git/info/exclude` (when `.git` is a directory) and the excludes
  // file of the options, and decides whether a directory between the top and the root (or the
  // root) is excluded: then everything below the root is, by that rule. `root` is the root's
  // open directory.
  void start(const WalkOptions& options, std::string_view root_native, const Dir& root);

  // What git decides for an entry: `below_root` is its path below the root (WTF-8, `/`-joined),
  // `dir` the open directory holding it and `dir_below_root` that directory's path below the root
  // ("" for the root). Loads the ignore files on the way that were not read yet. The walk never
  // enters an excluded directory, so the directories on the way are not tested again
  // (IgnoreStack::check_entry).
  IgnoreDecision check(std::string_view below_root, bool is_dir, const Dir& dir,
                       std::string_view dir_below_root);

  // The walk left the directory `dir_below_root`: its rules are dropped (memory stays bounded by
  // the depth).
  void leave(std::string_view dir_below_root);

 private:
  // Path from the top of something below the root, into `path_`.
  Wtf8View from_top(std::string_view below_root);
  std::optional<std::string> read(Wtf8View file, const Dir& dir, std::string_view dir_below_root);
  std::optional<std::string> read_named(std::string_view dir_from_top, std::string_view file_name,
                                        const Dir& dir, std::string_view dir_below_root);

  IgnoreStack stack_;
  std::string top_native_;  // the top's native path
  std::string root_rel_;    // the root's path from the top, WTF-8 with a trailing `/`, or ""
  std::string path_;
  IgnoreStack::Reader reader_;
  const Dir* current_dir_ = nullptr;  // what `check` was given, for `reader_`
  std::string_view current_dir_below_root_;
  // The rule that excludes the root or a directory above it (then every entry's answer).
  std::optional<IgnoreDecision> root_excluded_;
};

}  // namespace walk_internal
}  // namespace os
}  // namespace wtf8

#endif  // WTF8_SRC_WALK_IGNORE_LAYER_H_
