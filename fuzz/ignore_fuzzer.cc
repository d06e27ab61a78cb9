// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Fuzz target: ignore files (wtf8/ignore.h). The input gives `.gitignore` files for a few
// directories (one of them named by the input), `info/exclude`, `core.excludesFile` and program
// rules, each any bytes, `core.ignorecase` or not, then up to eight paths (built from those
// directories plus any bytes, or any bytes alone) with whether each is a directory. For each:
//   - parsing and checking never crash, whatever the bytes (NUL, CR, BOM, unclosed `[`, ...);
//   - on a normalised path (no empty, `.` or `..` component, no trailing `/`), `check` equals a
//     plain reference that asks each file's `last_match` in git's order by brute force: each
//     ancestor directory from the root down, as a directory, against the files above it (the
//     first file with a match decides; an ignoring rule ends the walk), then the path against
//     the files of its own directory and above;
//   - `check_loading` through a reader of the same files answers as `check`, and so does
//     `check_entry` (a walker's check) wherever no directory on the way is excluded;
//   - when `can_skip(d)` holds for a directory on a path's way, the path is ignored.

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/fuzz_util.h"
#include "wtf8/ignore.h"
#include "wtf8/os.h"
#include "wtf8/wtf8_buf.h"

namespace {

using wtf8::IgnoreDecision;
using wtf8::IgnoreFile;
using wtf8::IgnoreOptions;
using wtf8::IgnoreRule;
using wtf8::IgnoreStack;
using wtf8::IgnoreStatus;
using wtf8::Wtf8Buf;

// One path component from any bytes: no `/` and no NUL, never empty, `.` or `..`.
std::string component(std::string_view bytes) {
  std::string out;
  for (char c : bytes) {
    if (c != '/' && c != '\0') out.push_back(c);
  }
  if (out.empty() || out == "." || out == "..") out = "d" + out;
  return out;
}

bool normalised(std::string_view path) {
  if (path.empty() || path.back() == '/') return false;
  std::size_t start = 0;
  while (true) {
    const std::size_t slash = path.find('/', start);
    const std::string_view c = path.substr(
        start, slash == std::string_view::npos ? std::string_view::npos : slash - start);
    if (c.empty() || c == "." || c == "..") return false;
    if (slash == std::string_view::npos) return true;
    start = slash + 1;
  }
}

struct Files {
  IgnoreOptions options;
  std::map<std::string, IgnoreFile> dirs;  // by directory ("" or "a/b")
  std::optional<IgnoreFile> program, info, excludes;
};

// The first file, in git's order for `path`, with a matching rule: that rule. `own` is how many
// leading components name the deepest directory whose file applies.
const IgnoreRule* first_match(const Files& f, const std::vector<std::string>& comps,
                              std::size_t own, const std::string& path, bool is_dir) {
  const Wtf8Buf p = wtf8::os::from_posix_bytes(path);
  auto ask = [&](const IgnoreFile& file) { return file.last_match(p.as_view(), is_dir); };
  if (f.program.has_value()) {
    if (const IgnoreRule* r = ask(*f.program)) return r;
  }
  for (std::size_t k = own + 1; k-- > 0;) {
    std::string dir;
    for (std::size_t j = 0; j < k; ++j) dir += (j ? "/" : "") + comps[j];
    const auto it = f.dirs.find(dir);
    if (it == f.dirs.end()) continue;
    if (const IgnoreRule* r = ask(it->second)) return r;
  }
  if (f.info.has_value()) {
    if (const IgnoreRule* r = ask(*f.info)) return r;
  }
  if (f.excludes.has_value()) {
    if (const IgnoreRule* r = ask(*f.excludes)) return r;
  }
  return nullptr;
}

IgnoreDecision reference(const Files& f, const std::string& path, bool is_dir) {
  std::vector<std::string> comps;
  std::size_t start = 0;
  while (true) {
    const std::size_t slash = path.find('/', start);
    comps.push_back(
        path.substr(start, slash == std::string::npos ? std::string::npos : slash - start));
    if (slash == std::string::npos) break;
    start = slash + 1;
  }
  IgnoreDecision d;
  std::string ancestor;
  for (std::size_t k = 1; k < comps.size(); ++k) {
    ancestor += (k > 1 ? "/" : "") + comps[k - 1];
    const IgnoreRule* r = first_match(f, comps, k - 1, ancestor, /*is_dir=*/true);
    if (r != nullptr && !r->negated()) {
      d.status = IgnoreStatus::kIgnored;
      d.rule = r;
      return d;
    }
  }
  d.rule = first_match(f, comps, comps.size() - 1, path, is_dir);
  if (d.rule != nullptr) {
    d.status = d.rule->negated() ? IgnoreStatus::kReincluded : IgnoreStatus::kIgnored;
  }
  return d;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  wtf8_fuzz::FuzzInput in(data, size);
  Files f;
  f.options.ignorecase = in.flag();
  IgnoreStack stack(f.options);
  const std::string named = component(in.take(in.below(8)));
  const std::vector<std::string> dirs = {"", "a", "a/b", named, "a/" + named};
  std::map<std::string, std::string> bytes_of;  // `.gitignore` paths the reader finds
  for (std::size_t i = 0, n = in.below(6); i < n; ++i) {
    const std::string& dir = dirs[in.below(dirs.size())];
    const std::string bytes(in.take(in.below(512)));
    const Wtf8Buf d = wtf8::os::from_posix_bytes(dir);
    stack.add_directory_file(d.as_view(), bytes);
    const std::string source = dir.empty() ? ".gitignore" : dir + "/.gitignore";
    const Wtf8Buf s = wtf8::os::from_posix_bytes(source);
    f.dirs[dir] = IgnoreFile::parse(bytes, s.as_view(), d.as_view(), f.options);
    bytes_of[source] = bytes;
  }
  IgnoreStack lazy(f.options), entry(f.options);
  if (in.flag()) {
    const std::string bytes(in.take(in.below(256)));
    const Wtf8Buf s = wtf8::os::from_posix_bytes(".git/info/exclude");
    stack.set_info_exclude(bytes, s.as_view());
    lazy.set_info_exclude(bytes, s.as_view());
    entry.set_info_exclude(bytes, s.as_view());
    f.info = IgnoreFile::parse(bytes, s.as_view(), wtf8::Wtf8View(), f.options);
  }
  if (in.flag()) {
    const std::string bytes(in.take(in.below(256)));
    const Wtf8Buf s = wtf8::os::from_posix_bytes("excludes");
    stack.set_excludes_file(bytes, s.as_view());
    lazy.set_excludes_file(bytes, s.as_view());
    entry.set_excludes_file(bytes, s.as_view());
    f.excludes = IgnoreFile::parse(bytes, s.as_view(), wtf8::Wtf8View(), f.options);
  }
  if (in.flag()) {
    const std::string bytes(in.take(in.below(128)));
    const Wtf8Buf s = wtf8::os::from_posix_bytes("--exclude");
    stack.add_program_rules(bytes, s.as_view());
    lazy.add_program_rules(bytes, s.as_view());
    entry.add_program_rules(bytes, s.as_view());
    f.program = IgnoreFile::parse(bytes, s.as_view(), wtf8::Wtf8View(), f.options);
  }
  const IgnoreStack::Reader reader = [&](wtf8::Wtf8View file) -> std::optional<std::string> {
    const auto it = bytes_of.find(wtf8::ignore_path_bytes(file));
    if (it == bytes_of.end()) return std::nullopt;
    return it->second;
  };

  for (std::size_t i = 0, n = in.below(9); i < n && !in.empty(); ++i) {
    const bool is_dir = in.flag();
    std::string path;
    if (in.flag()) {
      path = std::string(in.take(in.below(48)));  // any bytes: never a crash
    } else {
      const std::string& dir = dirs[in.below(dirs.size())];
      path = (dir.empty() ? "" : dir + "/") + component(in.take(in.below(12)));
      if (in.flag()) path += "/" + component(in.take(in.below(6)));
    }
    const Wtf8Buf p = wtf8::os::from_posix_bytes(path);
    const IgnoreDecision got = stack.check(p.as_view(), is_dir);
    const IgnoreDecision loaded = lazy.check_loading(p.as_view(), is_dir, reader);
    FUZZ_CHECK(got.status == loaded.status, "check_loading and check disagree");
    FUZZ_CHECK((got.rule == nullptr) == (got.status == IgnoreStatus::kNotMatched),
               "a decision without a rule, or a rule without one");
    (void)stack.can_skip(p.as_view());
    if (!normalised(path)) continue;
    const IgnoreDecision want = reference(f, path, is_dir);
    FUZZ_CHECK(got.status == want.status, "check and the brute-force reference disagree");
    if (got.rule != nullptr && want.rule != nullptr) {
      FUZZ_CHECK(got.rule->source().as_bytes() == want.rule->source().as_bytes() &&
                     got.rule->line() == want.rule->line(),
                 "check and the reference name different rules");
    }
    if (loaded.rule != nullptr && got.rule != nullptr) {
      FUZZ_CHECK(loaded.rule->source().as_bytes() == got.rule->source().as_bytes() &&
                     loaded.rule->line() == got.rule->line(),
                 "check_loading and check name different rules");
    }
    // A skippable directory on the way means the path is ignored.
    bool way_excluded = false;
    for (std::size_t slash = path.find('/'); slash != std::string::npos;
         slash = path.find('/', slash + 1)) {
      const Wtf8Buf d = wtf8::os::from_posix_bytes(path.substr(0, slash));
      if (stack.can_skip(d.as_view())) {
        FUZZ_CHECK(got.ignored(), "a path below a skippable directory is not ignored");
        way_excluded = true;
      }
    }
    if (!way_excluded) {
      const IgnoreDecision e = entry.check_entry(p.as_view(), is_dir, reader);
      FUZZ_CHECK(e.status == got.status, "check_entry and check disagree");
      if (e.rule != nullptr && got.rule != nullptr) {
        FUZZ_CHECK(e.rule->source().as_bytes() == got.rule->source().as_bytes() &&
                       e.rule->line() == got.rule->line(),
                   "check_entry and check name different rules");
      }
    }
  }
  return 0;
}
