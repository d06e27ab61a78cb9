// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8 walk [--follow] [--min-depth N] [--max-depth N] [--sort os|bytes|utf16|ntfs|apfs]
//           [--gitignore] [--hidden|--no-hidden] [--type f|d|l] [-0] [--json] [PATH...]
// (and `wtf8 ls -r`): every entry under each PATH, through wtf8::os::Walk. A path is printed as
// it is when it is UTF-8 without control characters and does not start with `"`, else in the
// debug form (quoted, with \u{...} and \xNN escapes), so one line is always one path; `-0`
// writes the raw bytes, NUL-terminated, as `find -print0` does. Errors go to standard error with
// their path, and the walk goes on: exit 0, 1 (some entries had errors) or 2 (a usage error).

#include "wtf8/walk.h"

#include <chrono>
#include <cstdio>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "tools/commands.h"
#include "tools/io.h"
#include "wtf8/json.h"
#include "wtf8/os.h"
#include "wtf8/wtf8_view.h"

#if defined(_WIN32)
#include <io.h>
#define WTF8_ISATTY _isatty
#define WTF8_STDERR_FD 2
#else
#include <unistd.h>
#define WTF8_ISATTY ::isatty
#define WTF8_STDERR_FD STDERR_FILENO
#endif

namespace wtf8 {
namespace cli {
namespace {

// True when `bytes` can be printed as it is on a line of its own and read back unambiguously:
// UTF-8, no C0 or C1 control character or DEL, no leading `"` (which starts the debug form).
bool prints_plainly(std::string_view bytes) {
  if (!bytes.empty() && bytes.front() == '"') return false;
  if (!is_well_formed_utf8(bytes)) return false;
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    const auto b = static_cast<unsigned char>(bytes[i]);
    if (b < 0x20 || b == 0x7F) return false;
    // C1 controls U+0080..U+009F are C2 80..C2 9F in UTF-8.
    if (b == 0xC2 && i + 1 < bytes.size() && static_cast<unsigned char>(bytes[i + 1]) < 0xA0) {
      return false;
    }
  }
  return true;
}

// A progress line on standard error, for walks over a few seconds when it is a terminal.
class WalkProgress {
 public:
  WalkProgress() : enabled_(WTF8_ISATTY(WTF8_STDERR_FD) == 1), start_(Clock::now()) {}

  void entry(std::size_t entries, std::size_t errors) {
    if (!enabled_ || (entries & 1023) != 0) return;
    const Clock::time_point now = Clock::now();
    if (now - start_ < std::chrono::seconds(2) || now - last_ < std::chrono::milliseconds(250)) {
      return;
    }
    last_ = now;
    shown_ = true;
    std::fprintf(stderr, "\rwtf8: walked %zu entries, %zu errors", entries, errors);
    std::fflush(stderr);
  }
  // Clears the line before an error message or at the end.
  void clear() {
    if (!shown_) return;
    std::fputs("\r\033[K", stderr);
    shown_ = false;
  }

 private:
  using Clock = std::chrono::steady_clock;
  bool enabled_;
  bool shown_ = false;
  Clock::time_point start_, last_;
};

struct WalkConfig {
  os::WalkOptions options;
  bool nul = false;
  bool json = false;
  bool has_type = false;
  os::FileType type = os::FileType::kRegular;
};

absl::Status parse_depth(const Args& args, std::string_view name, std::size_t& out) {
  const std::optional<std::string> value = args.get(name);
  if (!value) return absl::OkStatus();
  uint64_t n = 0;
  if (!absl::SimpleAtoi(*value, &n)) {
    return absl::InvalidArgumentError(
        absl::StrCat(std::string(name), ": not a number of levels: '", *value, "'"));
  }
  out = static_cast<std::size_t>(n);
  return absl::OkStatus();
}

absl::Status parse_config(const Args& args, WalkConfig& config) {
  os::WalkOptions& o = config.options;
  o.follow_links = args.has("--follow");
  if (absl::Status s = parse_depth(args, "--min-depth", o.min_depth); !s.ok()) return s;
  if (absl::Status s = parse_depth(args, "--max-depth", o.max_depth); !s.ok()) return s;
  if (args.has("--hidden") && args.has("--no-hidden")) {
    return absl::InvalidArgumentError("--hidden and --no-hidden: choose one");
  }
  o.skip_hidden = args.has("--no-hidden");
  o.gitignore = args.has("--gitignore");
  const std::string sort = args.get("--sort").value_or("os");
  if (sort == "os") {
    o.order = os::WalkOrder::kOs;
  } else if (sort == "bytes") {
    o.order = os::WalkOrder::kBytes;
  } else if (sort == "utf16") {
    o.order = os::WalkOrder::kUtf16;
  } else if (sort == "ntfs" || sort == "apfs") {
    o.order = os::WalkOrder::kNameRules;
    o.name_rules = sort == "ntfs" ? NameRules::kNtfs : NameRules::kApfs;
  } else {
    return absl::InvalidArgumentError(
        absl::StrCat("--sort: unknown order '", sort, "' (os, bytes, utf16, ntfs or apfs)"));
  }
  if (const std::optional<std::string> type = args.get("--type")) {
    config.has_type = true;
    if (*type == "f") {
      config.type = os::FileType::kRegular;
    } else if (*type == "d") {
      config.type = os::FileType::kDirectory;
    } else if (*type == "l") {
      config.type = os::FileType::kSymlink;
    } else {
      return absl::InvalidArgumentError(
          absl::StrCat("--type: unknown type '", *type, "' (f, d or l)"));
    }
  }
  config.nul = args.has("--null");
  config.json = args.has("--json");
  if (config.nul && config.json) return absl::InvalidArgumentError("-0 and --json: choose one");
  return absl::OkStatus();
}

// The bytes of `path` as the OS has them (POSIX: PEP 383 undone; Windows: its WTF-8).
std::string os_bytes(Wtf8View path) {
#if defined(_WIN32)
  return std::string(path.as_bytes());
#else
  absl::StatusOr<std::string> bytes = os::to_posix_bytes(path);
  // Every name a POSIX walk yields came from bytes, so it goes back to them.
  return bytes.ok() ? *std::move(bytes) : std::string(path.as_bytes());
#endif
}

void append_record(const WalkConfig& config, const os::WalkEntry& entry, std::string& out) {
  if (config.nul) {
    out += os_bytes(entry.path());
    out += '\0';
  } else if (config.json) {
    out += "{\"path\":";
    append_json_quoted(entry.path(), JsonStyle::kJs, out);
    absl::StrAppend(&out, ",\"type\":\"", os::file_type_name(entry.type()),
                    "\",\"depth\":", entry.depth());
    if (entry.is_followed_link()) out += ",\"followed_link\":true";
    out += "}\n";
  } else {
    const std::string bytes = os_bytes(entry.path());
    if (prints_plainly(bytes)) {
      out += bytes;
    } else {
      out += entry.path().debug_string();
    }
    out += '\n';
  }
}

}  // namespace

int run_walk(const Args& args) {
  WalkConfig config;
  if (absl::Status s = parse_config(args, config); !s.ok()) return usage_error(message_of(s));
  absl::StatusOr<Output> out = Output::open("");
  if (!out.ok()) return usage_error(message_of(out.status()));

  std::vector<std::string> roots = args.operands;
  if (roots.empty()) roots.push_back(".");
  WalkProgress progress;
  std::size_t entries = 0, errors = 0;
  std::string record;  // reused: Output buffers the records itself
  for (const std::string& root : roots) {
    const Wtf8Buf root_path = os::from_posix_bytes(root);
    os::Walk walk(root_path, config.options);
    while (const os::WalkEntry* entry = walk.next()) {
      ++entries;
      if (!entry->ok()) {
        ++errors;
        progress.clear();
        // What was printed so far goes first, so the error lands where it happened.
        if (absl::Status s = out->flush(); !s.ok()) return usage_error(message_of(s));
        print_error(entry->status());
        continue;
      }
      progress.entry(entries, errors);
      if (config.has_type && entry->type() != config.type) continue;
      record.clear();
      append_record(config, *entry, record);
      if (absl::Status s = out->write(record); !s.ok()) return usage_error(message_of(s));
    }
  }
  progress.clear();
  if (absl::Status s = out->flush(); !s.ok()) return usage_error(message_of(s));
  return errors == 0 ? kExitOk : kExitDataError;
}

}  // namespace cli
}  // namespace wtf8
