// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8 glob [--dialect D] [--unit U] [--ignore-case | --case RULES] [--full | --match] [-0]
//           [--which] PATTERN... [-- PATH...]
// Prints the paths that match any pattern (wtf8/glob.h), as the bytes they were given, one per
// line (NUL-terminated with -0); paths come from the operands after `--`, or else from standard
// input (newline- or, with -0, NUL-separated). POSIX bytes that are not UTF-8 are read losslessly
// (PEP 383), in patterns too. With --which each printed path is followed by a tab and the first
// pattern that matched it. Exit 0 when some path matched, 1 when none did, 2 on an error (a
// pattern that does not compile is named, with the byte offset of the problem).

#include "wtf8/glob.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/strings/str_cat.h"
#include "tools/commands.h"
#include "tools/io.h"
#include "wtf8/file_names.h"
#include "wtf8/os.h"

namespace wtf8 {
namespace cli {
namespace {

std::optional<GlobOptions> options_of(const Args& args, std::string& error) {
  GlobOptions o = GlobOptions::git();
  const std::string dialect = args.get("--dialect").value_or("git");
  if (dialect == "git") {
    o = GlobOptions::git();
    if (args.has("--no-pathname")) o.pathname = false;
  } else if (dialect == "fnmatch") {
    o = GlobOptions::fnmatch();
    o.pathname = args.has("--pathname");
    o.period = args.has("--period");
    o.noescape = args.has("--noescape");
    o.leading_dir = args.has("--leading-dir");
  } else if (dialect == "globset") {
    o = GlobOptions::globset();
    o.literal_separator = args.has("--literal-separator");
    o.backslash_escape = !args.has("--no-backslash-escape");
  } else if (dialect == "python-posix" || dialect == "python-windows") {
    o = GlobOptions::python(dialect == "python-posix" ? PathStyle::kPosix : PathStyle::kWindows,
                            args.has("--match") ? PythonMatch::kMatch : PythonMatch::kFullMatch);
  } else {
    error = absl::StrCat(
        "--dialect takes git, fnmatch, globset, python-posix or python-windows, "
        "not '",
        dialect, "'");
    return std::nullopt;
  }
  if (args.has("--full") && args.has("--match")) {
    error = "--full and --match exclude each other";
    return std::nullopt;
  }
  if ((args.has("--full") || args.has("--match")) && o.dialect != GlobDialect::kPython) {
    error = "--full and --match are for the python dialects";
    return std::nullopt;
  }
  if (const std::optional<std::string> unit = args.get("--unit")) {
    if (*unit == "byte") {
      o.unit = GlobUnit::kByte;
    } else if (*unit == "codepoint") {
      o.unit = GlobUnit::kCodePoint;
    } else if (*unit == "utf16") {
      o.unit = GlobUnit::kUtf16;
    } else {
      error = absl::StrCat("--unit takes byte, codepoint or utf16, not '", *unit, "'");
      return std::nullopt;
    }
  }
  if (args.has("--ignore-case") && args.has("--case")) {
    error = "--ignore-case and --case exclude each other";
    return std::nullopt;
  }
  if (args.has("--ignore-case")) o.case_mode = GlobCase::kInsensitive;
  if (const std::optional<std::string> rules = args.get("--case")) {
    const std::optional<NameRules> r = parse_name_rules(*rules);
    if (!r.has_value() || *r == NameRules::kExact) {
      error = absl::StrCat("--case takes ntfs, hfs, apfs or casefold, not '", *rules, "'");
      return std::nullopt;
    }
    o.file_system = *r;
  }
  return o;
}

class Matcher {
 public:
  Matcher(std::vector<Glob> globs, std::vector<std::string> patterns, bool which, char end,
          Output& out)
      : set_(GlobSet::build(globs)),
        patterns_(std::move(patterns)),
        which_(which),
        end_(end),
        out_(out) {}

  absl::Status path(std::string_view bytes) {
    const Wtf8Buf text = os::from_posix_bytes(bytes);
    if (which_) {
      set_.matching(text.as_view(), hits_);
      if (hits_.empty()) return absl::OkStatus();
      line_.assign(bytes).append("\t").append(patterns_[hits_.front()]);
    } else {
      if (!set_.matches(text.as_view())) return absl::OkStatus();
      line_.assign(bytes);
    }
    line_.push_back(end_);
    matched_ = true;
    return out_.write(line_);
  }
  bool matched() const { return matched_; }

 private:
  GlobSet set_;
  std::vector<std::string> patterns_;
  bool which_;
  char end_;
  Output& out_;
  std::vector<std::size_t> hits_;
  std::string line_;
  bool matched_ = false;
};

}  // namespace

int run_glob(const Args& args) {
  std::string error;
  const std::optional<GlobOptions> options = options_of(args, error);
  if (!options.has_value()) return usage_error(error);
  // Patterns, then paths after `--`: the `--` that ended the options when a pattern came before
  // it, or else the first `--` operand after it (`wtf8 glob -- -x.c -- a.c`).
  const std::vector<std::string>& ops = args.operands;
  std::size_t split = ops.size();
  std::size_t first_path = ops.size();
  if (args.dash_dash_at.has_value() && *args.dash_dash_at > 0) {
    split = first_path = *args.dash_dash_at;
  } else {
    for (std::size_t i = 0; i < ops.size(); ++i) {
      if (ops[i] == "--") {
        split = i;
        first_path = i + 1;
        break;
      }
    }
  }
  const bool have_paths = split < ops.size();
  const std::vector<std::string> patterns(ops.begin(), ops.begin() + split);
  const std::vector<std::string> paths(ops.begin() + first_path, ops.end());
  if (patterns.empty()) return usage_error("'glob' needs at least one PATTERN");
  std::vector<Glob> globs;
  for (std::size_t i = 0; i < patterns.size(); ++i) {
    const Wtf8Buf pattern = os::from_posix_bytes(patterns[i]);
    absl::StatusOr<Glob> g = Glob::compile(pattern.as_view(), *options);
    if (!g.ok()) {
      return usage_error(absl::StrCat("pattern ", i + 1, " ", pattern.debug_string(), ": ",
                                      std::string(message_of(g.status()))));
    }
    globs.push_back(*std::move(g));
  }
  absl::StatusOr<Output> out = Output::open("");
  if (!out.ok()) return usage_error(message_of(out.status()));
  const char end = args.has("--null") ? '\0' : '\n';
  Matcher matcher(std::move(globs), patterns, args.has("--which"), end, *out);
  if (have_paths) {
    for (const std::string& p : paths) {
      if (absl::Status s = matcher.path(p); !s.ok()) return usage_error(message_of(s));
    }
  } else {
    absl::StatusOr<Input> input = Input::open("");
    if (!input.ok()) return usage_error(message_of(input.status()));
    std::string pending;
    while (true) {
      absl::StatusOr<std::string_view> chunk = input->read();
      if (!chunk.ok()) return usage_error(message_of(chunk.status()));
      if (chunk->empty()) break;
      std::string_view rest = *chunk;
      std::size_t cut;
      while ((cut = rest.find(end)) != std::string_view::npos) {
        absl::Status s;
        if (pending.empty()) {
          s = matcher.path(rest.substr(0, cut));
        } else {
          pending.append(rest.substr(0, cut));
          s = matcher.path(pending);
          pending.clear();
        }
        if (!s.ok()) return usage_error(message_of(s));
        rest.remove_prefix(cut + 1);
      }
      pending.append(rest);
    }
    if (!pending.empty()) {
      if (absl::Status s = matcher.path(pending); !s.ok()) return usage_error(message_of(s));
    }
  }
  if (absl::Status s = out->flush(); !s.ok()) return usage_error(message_of(s));
  return matcher.matched() ? kExitOk : kExitDataError;
}

}  // namespace cli
}  // namespace wtf8
