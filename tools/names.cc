// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8 names [--on windows,macos,linux] [--rules ntfs,apfs,hfs,casefold] [--gitignore] [-0]
//            [--json] [PATH|-]...
//
// Checks file names for what each platform refuses (wtf8/name_problems.h) and for names of one
// directory that are the same entry under the chosen rules (wtf8/name_rules.h), through the
// public API only. A PATH that is a directory is walked with wtf8::os::Walk (wtf8/walk.h: depth
// first, each directory's names in byte order, symbolic links reported as entries, never
// followed; with --gitignore, what git ignores is skipped, so a sync client checks what it would
// upload); a directory's set of names is forgotten when the walk leaves it. `-` reads paths from
// standard input, one per line (NUL-separated with -0), in bounded memory for the problem checks;
// collision checks keep one set of names per directory seen (every component of every path is a
// name of its parent). POSIX names enter as PEP 383 text (wtf8::os), so nothing is lost or guessed.

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "tools/commands.h"
#include "tools/io.h"
#include "wtf8/file_names.h"
#include "wtf8/json.h"
#include "wtf8/os.h"
#include "wtf8/path_view.h"
#include "wtf8/walk.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace cli {
namespace {

// "windows", "macos", "linux": the --on spellings, also used in JSON.
std::vector<std::string_view> platform_names(Platforms p) {
  std::vector<std::string_view> out;
  if (includes(p, Platforms::kWindows)) out.push_back("windows");
  if (includes(p, Platforms::kMacOs)) out.push_back("macos");
  if (includes(p, Platforms::kLinux)) out.push_back("linux");
  return out;
}

std::string json_list(const std::vector<std::string_view>& items) {
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += ',';
    absl::StrAppend(&out, "\"", absl::string_view(items[i].data(), items[i].size()), "\"");
  }
  return out + "]";
}

std::string join(const std::vector<std::string_view>& items, std::string_view sep) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out.append(sep);
    out.append(items[i]);
  }
  return out;
}

// The name `path` ends with (every path reported ends with a name: no `.`, no trailing `/`).
Wtf8View last_component(Wtf8View path) { return PathView::posix(path).name(); }

// "U+0043 U+0061 ..." for the last component of `path`.
std::string code_points_of(Wtf8View path) {
  std::string out;
  for (const CodePoint cp : last_component(path).code_points()) {
    if (!out.empty()) out += ' ';
    out += absl::StrFormat("U+%04X", cp.value());
  }
  return out;
}

struct Config {
  Platforms on = Platforms::kAll;
  std::vector<NameRules> rules = {NameRules::kNtfs, NameRules::kApfs};
  bool json = false;
  bool gitignore = false;  // skip what git ignores when walking a directory
  char separator = '\n';
};

// Findings and the summary, as text or JSON lines.
class Report {
 public:
  Report(const Config& config, Output& out) : config_(config), out_(out) {}

  void name_checked() { ++names_; }

  // One line per kind of problem of `name` (at `path`): the first offset, how many times, the
  // platforms refusing it anywhere in the name, and the portable name.
  void problems(Wtf8View path, Wtf8View name, const std::vector<NameIssue>& issues) {
    if (issues.empty()) return;
    ++names_with_findings_;
    const Wtf8Buf fixed = sanitize_name(name, config_.on);
    struct Kind {
      NameProblem problem;
      std::size_t offset;
      std::size_t count;
      Platforms platforms;
    };
    std::vector<Kind> kinds;
    for (const NameIssue& i : issues) {
      auto it = std::find_if(kinds.begin(), kinds.end(),
                             [&](const Kind& k) { return k.problem == i.problem; });
      if (it == kinds.end()) {
        kinds.push_back({i.problem, i.offset, 1, i.platforms});
      } else {
        ++it->count;
        it->platforms |= i.platforms;
      }
    }
    for (const Kind& k : kinds) {
      ++findings_;
      std::string line;
      if (config_.json) {
        const std::string_view id = to_string(k.problem);
        line = absl::StrCat("{\"path\":", json_quote(path), ",\"problem\":\"",
                            absl::string_view(id.data(), id.size()), "\",\"offset\":", k.offset,
                            ",\"count\":", k.count,
                            ",\"platforms\":", json_list(platform_names(k.platforms)),
                            ",\"suggestion\":", json_quote(fixed), "}\n");
      } else {
        const std::string_view what = describe(k.problem);
        line = absl::StrCat(path.debug_string(), ": ", absl::string_view(what.data(), what.size()),
                            " at byte ", k.offset,
                            k.count > 1 ? absl::StrCat(" (", k.count, " times)") : std::string(),
                            " on ", describe(k.platforms), " -> ", fixed.debug_string(), "\n");
      }
      write(line);
    }
  }

  // `path` is the same entry as the earlier `other` under `rules`; `suggestion` is free.
  void collision(Wtf8View path, Wtf8View other, const std::vector<NameRules>& rules,
                 Wtf8View suggestion) {
    ++findings_;
    ++collisions_;
    std::vector<std::string_view> names;
    for (const NameRules r : rules) names.push_back(to_string(r));
    std::string line;
    if (config_.json) {
      line = absl::StrCat(
          "{\"path\":", json_quote(path), ",\"problem\":\"collision\",\"with\":", json_quote(other),
          ",\"rules\":", json_list(names), ",\"suggestion\":", json_quote(suggestion), "}\n");
    } else {
      std::string a = path.debug_string();
      std::string b = other.debug_string();
      if (!last_component(path).is_ascii() || !last_component(other).is_ascii()) {
        // Names that may print alike (NFC and NFD, say): show their code points.
        absl::StrAppend(&a, " (", code_points_of(path), ")");
        absl::StrAppend(&b, " (", code_points_of(other), ")");
      }
      line = absl::StrCat(a, ": same entry as ", b, " under ", join(names, ", "), " -> ",
                          suggestion.debug_string(), "\n");
    }
    write(line);
  }

  void error() { ++errors_; }

  int finish() {
    std::string line;
    if (config_.json) {
      line = absl::StrCat("{\"summary\":{\"names\":", names_, ",\"findings\":", findings_,
                          ",\"names_with_problems\":", names_with_findings_,
                          ",\"collisions\":", collisions_, ",\"errors\":", errors_, "}}\n");
    } else {
      line = absl::StrCat(
          findings_, findings_ == 1 ? " finding" : " findings", " (", names_with_findings_,
          names_with_findings_ == 1 ? " name with problems, " : " names with problems, ",
          collisions_, collisions_ == 1 ? " collision" : " collisions", ") in ", names_,
          names_ == 1 ? " name" : " names", " on ", describe(config_.on),
          errors_ > 0 ? absl::StrCat("; ", errors_, errors_ == 1 ? " error" : " errors")
                      : std::string(),
          "\n");
    }
    write(line);
    if (absl::Status s = out_.flush(); !s.ok()) {
      print_error(s);
      return kExitUsage;
    }
    if (errors_ > 0 || write_failed_) return kExitUsage;
    return findings_ > 0 ? kExitDataError : kExitOk;
  }

 private:
  void write(const std::string& line) {
    if (write_failed_) return;
    if (absl::Status s = out_.write(line); !s.ok()) {
      print_error(s);
      write_failed_ = true;
    }
  }

  const Config& config_;
  Output& out_;
  uint64_t names_ = 0;
  uint64_t findings_ = 0;
  uint64_t names_with_findings_ = 0;
  uint64_t collisions_ = 0;
  uint64_t errors_ = 0;
  bool write_failed_ = false;
};

// The names of one directory: one set per rule, plus the exact names (a path list names a
// directory once per path under it; the repeats are not new entries).
class DirNames {
 public:
  explicit DirNames(const std::vector<NameRules>& rules) : exact_(NameRules::kExact) {
    for (const NameRules r : rules) sets_.emplace_back(r);
  }

  // Whether `name` was added before, byte for byte.
  bool seen(Wtf8View name) { return exact_.insert(name).has_value(); }

  // Adds `name` to each rule's set and reports, once per earlier name, the rules under which it
  // is that name's entry, with a name that is free under all of them. `path()` and
  // `parent_prefix()` (the parent's path ending in '/') give the texts, made only for a finding.
  template <typename PathFn, typename ParentFn>
  void add(PathFn&& path_fn, ParentFn&& parent_fn, Wtf8View name, Report& report, Platforms on) {
    std::vector<std::pair<Wtf8Buf, std::vector<NameRules>>> hits;
    for (NameSet& set : sets_) {
      const std::optional<Wtf8View> earlier = set.insert(name);
      if (!earlier.has_value()) continue;
      auto it = std::find_if(hits.begin(), hits.end(),
                             [&](const auto& h) { return h.first == *earlier; });
      if (it == hits.end()) {
        hits.emplace_back(earlier->to_buf(), std::vector<NameRules>{set.rules()});
      } else {
        it->second.push_back(set.rules());
      }
    }
    if (hits.empty()) return;
    const Wtf8Buf path = path_fn();
    const Wtf8Buf parent_prefix = parent_fn();
    for (const auto& [earlier, rules] : hits) {
      Wtf8Buf other = parent_prefix;
      other.append(earlier);
      const Wtf8Buf suggestion = free_name(name, on);
      report.collision(path, other, rules, suggestion);
    }
  }

 private:
  // A name no set holds an entry for, made the way file managers do (`name (2).ext`), then
  // made portable; a few rounds, since each set only knows its own entries.
  Wtf8Buf free_name(Wtf8View name, Platforms on) const {
    Wtf8Buf candidate = name.to_buf();
    for (int round = 0; round < 4; ++round) {
      bool changed = false;
      for (const NameSet& set : sets_) {
        if (set.contains(candidate)) {
          candidate = set.unique_name(candidate);
          changed = true;
        }
      }
      const Wtf8Buf portable = sanitize_name(candidate, on);
      if (portable != candidate) {
        candidate = portable;
        changed = true;
      }
      if (!changed) break;
    }
    return candidate;
  }

  NameSet exact_;
  std::vector<NameSet> sets_;
};

class Checker {
 public:
  Checker(const Config& config, Report& report) : config_(config), report_(report) {}

  // Checks the operand: a directory is walked (wtf8::os::Walk, each directory's names in byte
  // order, links not followed; with --gitignore what git ignores is skipped, as `git ls-files
  // --others --exclude-standard` would); anything else is one path whose last component is
  // checked.
  void operand(const std::string& arg) {
    os::WalkOptions options;
    options.order = os::WalkOrder::kBytes;
    options.follow_root_link = false;
    options.gitignore = config_.gitignore;
    const Wtf8Buf root = os::from_posix_bytes(arg);
    os::Walk walk(root, options);
    // dirs[k]: the names seen so far in the directory at depth k on the walk's way (the
    // entries at depth k + 1). Depth first, an entry at depth d ends every directory at depth
    // d or more, so their sets go and memory stays bounded by the depth.
    std::vector<std::unique_ptr<DirNames>> dirs;
    while (const os::WalkEntry* entry = walk.next()) {
      const std::size_t depth = entry->depth();
      if (depth == 0) {
        if (!entry->ok()) {
          fail(std::string(message_of(entry->status())));
          return;
        }
        // A root that is no directory is one path: its last component is checked.
        if (!entry->is_directory()) check_problems(root, last_component(root));
        continue;
      }
      // An entry that could not be read (an unreadable directory) is still a name to check.
      if (!entry->ok()) fail(std::string(message_of(entry->status())));
      const Wtf8View path = entry->path();
      const Wtf8View name = entry->name();
      check_problems(path, name);
      if (config_.rules.empty()) continue;
      dirs.resize(depth);
      std::unique_ptr<DirNames>& names = dirs[depth - 1];
      if (names == nullptr) names = std::make_unique<DirNames>(config_.rules);
      names->add([path] { return path.to_buf(); },
                 [path, name] { return path.slice_to(path.size() - name.size()).to_buf(); }, name,
                 report_, config_.on);
    }
  }

  // Checks the paths of standard input, one per `separator`.
  void paths_from_stdin() {
    absl::StatusOr<Input> input = Input::open("");
    if (!input.ok()) {
      fail(std::string(message_of(input.status())));
      return;
    }
    std::string pending;
    while (true) {
      absl::StatusOr<std::string_view> chunk = input->read();
      if (!chunk.ok()) {
        fail(std::string(message_of(chunk.status())));
        return;
      }
      if (chunk->empty()) break;
      std::string_view rest = *chunk;
      std::size_t cut;
      while ((cut = rest.find(config_.separator)) != std::string_view::npos) {
        if (pending.empty()) {
          path_line(rest.substr(0, cut));
        } else {
          pending.append(rest.substr(0, cut));
          path_line(pending);
          pending.clear();
        }
        rest.remove_prefix(cut + 1);
      }
      pending.append(rest);
    }
    if (!pending.empty()) path_line(pending);
  }

 private:
  void fail(const std::string& message) {
    usage_error(message);
    report_.error();
  }

  void check_problems(Wtf8View path, Wtf8View name) {
    report_.name_checked();
    report_.problems(path, name, name_problems(name, config_.on));
  }

  // One path of the list (POSIX bytes): every component is a name of the directory before it.
  // The anchor, `.` and `..` are steps, not names. A component is a directory when anything
  // follows it (`a/`, `a/b`, `a/.`).
  void path_line(std::string_view line) {
    if (line.empty()) return;
    // Most lines are UTF-8, which is its own POSIX decoding: viewed in place, so a million paths
    // cost no allocation each (the memory bound of `--rules none` holds under ASan's quarantine
    // too). Other lines are decoded into one reused buffer.
    Wtf8View text;
    if (is_well_formed_utf8(line)) {
      // Invariant: well-formed UTF-8 is well-formed WTF-8.
      text = Wtf8View::from_wtf8_unchecked(line);
    } else {
      decoded_ = os::from_posix_bytes(line);
      text = decoded_;
    }
    for (const Wtf8View part : PathView::posix(text).parts()) {
      const std::string_view bytes = part.as_bytes();
      if (bytes.front() == '/' || bytes == "..") continue;  // the anchor, or a step up
      const std::size_t begin = static_cast<std::size_t>(bytes.data() - text.data());
      const std::size_t end = begin + bytes.size();
      component_of(text.slice_to(begin), text.slice_to(end), part, end < text.size());
    }
    last_path_.assign(text.as_bytes());
  }

  void component_of(Wtf8View parent, Wtf8View path, Wtf8View component, bool is_dir) {
    const std::string_view path_bytes = path.as_bytes();
    if (config_.rules.empty()) {
      // Problem checks only: each directory is checked once. The previous path's components
      // were checked already (sorted lists and `find` list a directory, then what is in it);
      // other directories are remembered (not files: memory stays bounded by the directories).
      const bool in_last =
          last_path_.size() >= path_bytes.size() &&
          std::string_view(last_path_).substr(0, path_bytes.size()) == path_bytes &&
          (last_path_.size() == path_bytes.size() || last_path_[path_bytes.size()] == '/');
      if (in_last && !is_dir) return;
      if (is_dir) {
        key_.assign(path_bytes);  // reuses the buffer: no allocation per lookup
        if (seen_dirs_.count(key_) != 0) return;
        seen_dirs_.insert(key_);
      }
      if (in_last) return;
      check_problems_at(path, component);
      return;
    }
    key_.assign(parent.as_bytes());
    while (!key_.empty() && key_.back() == '/') key_.pop_back();
    auto it = dirs_.find(key_);
    if (it == dirs_.end()) {
      it = dirs_.emplace(key_, std::make_unique<DirNames>(config_.rules)).first;
    }
    if (it->second->seen(component)) return;
    check_problems_at(path, component);
    it->second->add([path] { return path.to_buf(); }, [parent] { return parent.to_buf(); },
                    component, report_, config_.on);
  }

  // check_problems for a path of the list.
  void check_problems_at(Wtf8View path, Wtf8View name) {
    report_.name_checked();
    const std::vector<NameIssue> issues = name_problems(name, config_.on);
    if (issues.empty()) return;
    report_.problems(path, name, issues);
  }

  const Config& config_;
  Report& report_;
  std::string key_;
  std::string last_path_;
  Wtf8Buf decoded_;  // the line being checked, when it is not UTF-8
  std::unordered_set<std::string> seen_dirs_;
  std::unordered_map<std::string, std::unique_ptr<DirNames>> dirs_;
};

// Parses a comma-separated list against `choose`, which returns false for an unknown item;
// returns the first unknown item, or nullopt.
template <typename F>
std::optional<std::string> parse_list(const std::string& list, F&& choose) {
  std::size_t start = 0;
  while (start <= list.size()) {
    std::size_t end = list.find(',', start);
    if (end == std::string::npos) end = list.size();
    const std::string item = list.substr(start, end - start);
    if (!choose(item)) return item;
    start = end + 1;
  }
  return std::nullopt;
}

}  // namespace

int run_names(const Args& args) {
  Config config;
  if (const std::optional<std::string> on = args.get("--on")) {
    config.on = Platforms::kNone;
    const std::optional<std::string> bad = parse_list(*on, [&](const std::string& item) {
      if (item == "windows") {
        config.on |= Platforms::kWindows;
      } else if (item == "macos") {
        config.on |= Platforms::kMacOs;
      } else if (item == "linux") {
        config.on |= Platforms::kLinux;
      } else if (item == "all") {
        config.on |= Platforms::kAll;
      } else {
        return false;
      }
      return true;
    });
    if (bad.has_value()) {
      return usage_error(absl::StrCat(
          "--on takes windows, macos, linux or all, comma-separated, not '", *bad, "'"));
    }
  }
  if (const std::optional<std::string> rules = args.get("--rules")) {
    config.rules.clear();
    const std::optional<std::string> bad =
        *rules == "none" ? std::nullopt : parse_list(*rules, [&](const std::string& item) {
          const std::optional<NameRules> r = parse_name_rules(item);
          if (!r.has_value()) return false;
          if (std::find(config.rules.begin(), config.rules.end(), *r) == config.rules.end()) {
            config.rules.push_back(*r);
          }
          return true;
        });
    if (bad.has_value()) {
      return usage_error(absl::StrCat(
          "--rules takes ntfs, apfs, hfs, casefold or exact, comma-separated, or none, not '", *bad,
          "'"));
    }
  }
  config.json = args.has("--json");
  config.gitignore = args.has("--gitignore");
  if (args.has("--null")) config.separator = '\0';

  absl::StatusOr<Output> out = Output::open("");
  if (!out.ok()) return usage_error(message_of(out.status()));
  Report report(config, *out);
  Checker checker(config, report);
  std::vector<std::string> operands = args.operands;
  if (operands.empty()) operands.push_back(".");
  bool stdin_done = false;
  for (const std::string& operand : operands) {
    if (operand == "-") {
      if (!stdin_done) checker.paths_from_stdin();
      stdin_done = true;
    } else {
      checker.operand(operand);
    }
  }
  return report.finish();
}

}  // namespace cli
}  // namespace wtf8
