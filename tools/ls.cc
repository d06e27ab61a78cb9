// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8 ls [DIR]: the names in DIR, sorted by their bytes, each in the debug form of its WTF-8
// (PEP 383 on POSIX, through wtf8::os::from_path), with the names that are not valid UTF-8
// flagged. `wtf8 ls -r` is `wtf8 walk` (tools/walk.cc).

#include <algorithm>
#include <filesystem>
#include <initializer_list>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "tools/commands.h"
#include "tools/io.h"
#include "wtf8/os.h"

namespace wtf8 {
namespace cli {

int run_ls(const Args& args) {
  if (args.has("--recursive")) return run_walk(args);
  for (const std::string_view walk_only :
       {"--null", "--json", "--follow", "--min-depth", "--max-depth", "--sort", "--gitignore",
        "--hidden", "--no-hidden", "--type"}) {
    if (args.has(walk_only)) return usage_error(absl::StrCat(std::string(walk_only), " needs -r"));
  }
  const std::string dir = args.operands.empty() ? "." : args.operands[0];
  std::error_code ec;
  std::filesystem::directory_iterator it(dir, ec);
  if (ec) return usage_error(absl::StrCat("cannot list '", dir, "': ", ec.message()));
  std::vector<std::pair<std::filesystem::path::string_type, Wtf8Buf>> names;
  for (; it != std::filesystem::directory_iterator(); it.increment(ec)) {
    const std::filesystem::path name = it->path().filename();
    names.emplace_back(name.native(), os::from_path(name));
  }
  if (ec) return usage_error(absl::StrCat("cannot list '", dir, "': ", ec.message()));
  std::sort(names.begin(), names.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  absl::StatusOr<Output> out = Output::open("");
  if (!out.ok()) return usage_error(message_of(out.status()));
  std::string lines;
  for (const auto& [native, name] : names) {
    lines += name.debug_string();
    if (!name.is_utf8()) lines += "  [not UTF-8]";
    lines += '\n';
  }
  if (absl::Status s = out->write(lines); !s.ok()) return usage_error(message_of(s));
  if (absl::Status s = out->flush(); !s.ok()) return usage_error(message_of(s));
  return kExitOk;
}

}  // namespace cli
}  // namespace wtf8
