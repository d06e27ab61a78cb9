// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Ignore-aware walking (src/walk/ignore_layer.h). Rules are matched with paths from the
// repository's top, as git matches them, so the `.gitignore` files between the top and the root
// count too; they are read by path once, the ones at or below the root relative to the open
// directory's descriptor as the walk reaches them.
//
// `.ignore` (WalkOptions::dot_ignore): the stack reads each directory's `.ignore` too
// (IgnoreOptions::dot_ignore) and tries it before that directory's `.gitignore`, while a deeper
// directory's files still come first (ripgrep's order); its rules are named `dir/.ignore`.

#include "src/walk/ignore_layer.h"

#include <optional>
#include <string>
#include <string_view>

#include "src/walk/dir.h"
#include "wtf8/ignore.h"
#include "wtf8/walk.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace os {
namespace walk_internal {
namespace {

std::string join_native(std::string_view dir, std::string_view name) {
  std::string out(dir);
  if (!out.empty() && out.back() != '/' && out.back() != kSeparator) out.push_back(kSeparator);
  out.append(name);
  return out;
}

// The native form of a `/`-separated WTF-8 path from the top (nullopt: not representable).
std::optional<std::string> native_relative(std::string_view wtf8_path) {
  absl::StatusOr<std::string> native = native_path(Wtf8View::from_wtf8_unchecked(wtf8_path));
  if (!native.ok()) return std::nullopt;
  if (kSeparator != '/') {
    for (char& c : *native) {
      if (c == '/') c = kSeparator;
    }
  }
  return *std::move(native);
}

// Strips the last component: "/a/b" -> "/a", "/a" -> "/", "C:\a" -> "C:\"; false at a root.
bool parent_of(std::string& path) {
  std::size_t end = path.size();
  while (end > 1 && (path[end - 1] == '/' || path[end - 1] == kSeparator)) --end;
  std::size_t cut = end;
  while (cut > 0 && path[cut - 1] != '/' && path[cut - 1] != kSeparator) --cut;
  if (cut == 0 || cut == end) return false;
  // Keep the separator of a root ("/", "C:\", "\\?\C:\").
  std::size_t keep = cut - 1;
  if (keep == 0 || path[keep - 1] == ':' || path[keep - 1] == '?') keep = cut;
  if (keep >= end) return false;
  path.resize(keep);
  return true;
}

}  // namespace

void IgnoreLayer::start(const WalkOptions& options, std::string_view root_native, const Dir& root) {
  IgnoreOptions ignore_options = options.ignore_options;
  ignore_options.dot_ignore = ignore_options.dot_ignore || options.dot_ignore;
  stack_ = IgnoreStack(ignore_options);
  // Made once: a std::function per entry would allocate per entry.
  reader_ = [this](Wtf8View file) { return read(file, *current_dir_, current_dir_below_root_); };
  top_native_.assign(root_native);
  root_rel_.clear();
  root_excluded_.reset();
  bool git_is_directory = false;
  bool found = false;
  if (std::optional<std::string> absolute = absolute_path(root_native)) {
    std::string candidate = *absolute;
    for (;;) {
      if (path_exists(join_native(candidate, ".git"), &git_is_directory)) {
        found = true;
        break;
      }
      if (!parent_of(candidate)) break;
    }
    if (found) {
      top_native_ = candidate;
      if (absolute->size() > candidate.size()) {
        std::string_view below(*absolute);
        below.remove_prefix(candidate.size());
        while (!below.empty() && (below.front() == '/' || below.front() == kSeparator)) {
          below.remove_prefix(1);
        }
        append_name(root_rel_, below);
        for (char& c : root_rel_) {
          if (c == kSeparator) c = '/';
        }
        if (!root_rel_.empty()) root_rel_.push_back('/');
      }
    }
  }
  if (found && git_is_directory) {
    const std::string exclude =
        join_native(join_native(join_native(top_native_, ".git"), "info"), "exclude");
    if (std::optional<std::string> bytes = read_regular_file(exclude)) {
      stack_.set_info_exclude(*bytes, Wtf8View::from_wtf8_unchecked(".git/info/exclude"));
    }
  }
  if (options.excludes_file) {
    absl::StatusOr<std::string> native = native_path(options.excludes_file->as_view());
    if (native.ok()) {
      if (std::optional<std::string> bytes = read_regular_file(*native)) {
        stack_.set_excludes_file(*bytes, options.excludes_file->as_view());
      }
    }
  }
  if (!root_rel_.empty()) {
    // The root below the top: the directories from the top down to it are tested once, here.
    current_dir_ = &root;
    current_dir_below_root_ = std::string_view();
    const IgnoreDecision decision = stack_.check_loading(from_top(""), /*is_dir=*/true, reader_);
    if (decision.ignored()) root_excluded_ = decision;
  }
}

Wtf8View IgnoreLayer::from_top(std::string_view below_root) {
  path_.assign(root_rel_);
  path_.append(below_root);
  if (!path_.empty() && path_.back() == '/') path_.pop_back();
  return Wtf8View::from_wtf8_unchecked(path_);
}

std::optional<std::string> IgnoreLayer::read_named(std::string_view dir_from_top,
                                                   std::string_view file_name, const Dir& dir,
                                                   std::string_view dir_below_root) {
  // The directory the walk has open, from the top: read relative to its descriptor.
  std::string open_dir = root_rel_ + std::string(dir_below_root);
  if (!open_dir.empty() && open_dir.back() == '/') open_dir.pop_back();
  if (dir.usable() && open_dir == dir_from_top) return dir.read_regular_file(file_name);
  std::string relative(dir_from_top);
  if (!relative.empty()) relative.push_back('/');
  relative.append(file_name);
  std::optional<std::string> native = native_relative(relative);
  if (!native) return std::nullopt;
  return read_regular_file(join_native(top_native_, *native));
}

std::optional<std::string> IgnoreLayer::read(Wtf8View file, const Dir& dir,
                                             std::string_view dir_below_root) {
  // `file` is "<dir>/<name>" or "<name>" from the top (`.gitignore`, `.ignore`).
  std::string_view bytes = file.as_bytes();
  std::string_view dir_from_top;
  std::string_view name = bytes;
  const std::size_t slash = bytes.rfind('/');
  if (slash != std::string_view::npos) {
    dir_from_top = bytes.substr(0, slash);
    name = bytes.substr(slash + 1);
  }
  return read_named(dir_from_top, name, dir, dir_below_root);
}

IgnoreDecision IgnoreLayer::check(std::string_view below_root, bool is_dir, const Dir& dir,
                                  std::string_view dir_below_root) {
  current_dir_ = &dir;
  current_dir_below_root_ = dir_below_root;
  if (root_excluded_) return *root_excluded_;
  const Wtf8View path = from_top(below_root);
  return stack_.check_entry(path, is_dir, reader_);
}

void IgnoreLayer::leave(std::string_view dir_below_root) {
  std::string dir = root_rel_ + std::string(dir_below_root);
  if (!dir.empty() && dir.back() == '/') dir.pop_back();
  stack_.forget(Wtf8View::from_wtf8_unchecked(dir));
}

}  // namespace walk_internal
}  // namespace os
}  // namespace wtf8
