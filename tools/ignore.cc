// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8 ignore check [--no-index] [-v] [-n] [-z] [--stdin] [--ignorecase] [--excludes-file FILE]
//                   [PATH...]
// wtf8 ignore list [DIR]
// `check` answers as `git check-ignore --no-index` does, byte for byte and with its exit status
// (0 some path matched, 1 none did, 128 what git treats as fatal), so a script can swap one for
// the other. It runs anywhere inside a working tree: the root is the nearest directory upwards
// holding `.git` (a directory, or a file naming one, as in a linked worktree); paths are taken
// relative to the current directory and normalised as git normalises a pathspec, then looked up
// from the root; the `.gitignore` files on each path's way are read as git reads them (never one
// at or below an excluded directory), then `$GIT_DIR/info/exclude`, then the excludes file
// (--excludes-file, standing for core.excludesFile; else git's default,
// $XDG_CONFIG_HOME/git/ignore or $HOME/.config/git/ignore). wtf8 reads no git config, so
// --ignorecase stands for core.ignorecase. `list` prints every rule of the ignore files that
// apply below DIR, one per line as `-v` names a rule (source:line:pattern).
//
// Only the public API (wtf8/wtf8.h) is used; file access is the C++ standard library's.

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "tools/commands.h"
#include "tools/io.h"
#include "wtf8/wtf8.h"

namespace wtf8 {
namespace cli {
namespace {

namespace fs = std::filesystem;

// git's exit status for what it treats as fatal (`die`).
constexpr int kExitFatal = 128;

int fatal(std::string_view message) {
  usage_error(message);
  return kExitFatal;
}

std::optional<std::string> read_file(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return std::nullopt;
  return std::string((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
}

struct Tree {
  std::string root;          // absolute, no trailing `/`
  std::string prefix;        // the current directory below the root, "" or "a/b/"
  std::string info_exclude;  // where $GIT_DIR/info/exclude is
  std::string info_source;   // and how git names it
};

// The nearest directory upwards holding `.git`, as git discovers a working tree.
std::optional<Tree> find_tree(std::string& error) {
  std::error_code ec;
  const fs::path cwd = fs::current_path(ec);
  if (ec) {
    error = absl::StrCat("cannot read the current directory: ", ec.message());
    return std::nullopt;
  }
  for (fs::path dir = cwd;; dir = dir.parent_path()) {
    const fs::path dot_git = dir / ".git";
    const fs::file_status st = fs::status(dot_git, ec);
    if (fs::exists(st)) {
      Tree t;
      t.root = dir.string();
      if (t.root.size() > 1 && t.root.back() == '/') t.root.pop_back();
      const std::string rel = cwd.lexically_relative(dir).generic_string();
      if (!rel.empty() && rel != ".") t.prefix = rel + "/";
      if (t.prefix.rfind(".git/", 0) == 0) {
        // Inside the repository's own directory: git has no work tree there.
        error = "this operation must be run in a work tree";
        return std::nullopt;
      }
      if (fs::is_directory(st)) {
        // git changes to the top and names it from there.
        t.info_exclude = (dot_git / "info" / "exclude").string();
        t.info_source = ".git/info/exclude";
        return t;
      }
      // A `.git` file (`gitdir: X`): a linked worktree or a submodule. info/exclude is shared
      // through `commondir` when there is one; git names it by its absolute path then.
      std::optional<std::string> text = read_file(dot_git.string());
      if (!text.has_value() || text->rfind("gitdir: ", 0) != 0) {
        error = absl::StrCat("invalid gitfile format: ", dot_git.string());
        return std::nullopt;
      }
      std::string target = text->substr(8);
      while (!target.empty() && (target.back() == '\n' || target.back() == '\r')) {
        target.pop_back();
      }
      fs::path git_dir = fs::path(target).is_absolute() ? fs::path(target) : dir / target;
      fs::path common = git_dir;
      if (std::optional<std::string> c = read_file((git_dir / "commondir").string())) {
        while (!c->empty() && (c->back() == '\n' || c->back() == '\r')) c->pop_back();
        common = fs::path(*c).is_absolute() ? fs::path(*c) : git_dir / *c;
      }
      const fs::path info = (common / "info" / "exclude").lexically_normal();
      t.info_exclude = info.string();
      t.info_source = info.string();
      return t;
    }
    if (dir == dir.root_path() || dir.parent_path() == dir) break;
  }
  error = "not a git repository (or any of the parent directories): .git";
  return std::nullopt;
}

// `.` components dropped, `..` ones resolved, runs of `/` squeezed, a trailing `/` kept; nullopt
// when a `..` climbs above the start.
std::optional<std::string> squeeze(std::string_view src) {
  std::string dst;
  std::size_t i = 0;
  const std::size_t n = src.size();
  while (i < n && src[i] == '/') ++i;
  while (i < n) {
    if (src[i] == '.') {
      if (i + 1 == n) break;  // a final `.`: the directory it stands in (`a/.` is `a/`)
      if (src[i + 1] == '/') {
        i += 2;
        while (i < n && src[i] == '/') ++i;
        continue;
      }
      if (src[i + 1] == '.' && (i + 2 == n || src[i + 2] == '/')) {
        if (dst.empty()) return std::nullopt;
        dst.pop_back();  // its `/`
        const std::size_t slash = dst.rfind('/');
        dst.resize(slash == std::string::npos ? 0 : slash + 1);
        i += 2;
        while (i < n && src[i] == '/') ++i;
        continue;
      }
    }
    while (i < n && src[i] != '/') dst.push_back(src[i++]);
    if (i < n) {
      dst.push_back('/');
      while (i < n && src[i] == '/') ++i;
    }
  }
  return dst;
}

// A pathspec as git makes it: the prefix joined with `path` (or an absolute path inside the
// tree, made relative to its root), squeezed. nullopt when it leaves the tree.
std::optional<std::string> normalize(const Tree& tree, std::string_view path) {
  if (path.empty() || path[0] != '/') return squeeze(tree.prefix + std::string(path));
  std::optional<std::string> abs = squeeze(path);
  if (!abs.has_value()) return std::nullopt;
  std::string_view root = tree.root;
  while (!root.empty() && root.front() == '/') root.remove_prefix(1);
  if (root.empty()) return abs;
  const std::string_view a = *abs;
  if (a.substr(0, root.size()) != root) return std::nullopt;
  if (a.size() == root.size()) return std::string();
  if (a[root.size()] != '/') return std::nullopt;
  return std::string(a.substr(root.size() + 1));
}

// git's `unquote_c_style`, for a `--stdin` line that starts with `"`.
std::optional<std::string> unquote(std::string_view q) {
  if (q.size() < 2 || q.front() != '"') return std::nullopt;
  std::string out;
  std::size_t i = 1;
  while (i < q.size()) {
    const char c = q[i++];
    if (c == '"') return i == q.size() ? std::optional<std::string>(out) : std::nullopt;
    if (c != '\\') {
      out.push_back(c);
      continue;
    }
    if (i >= q.size()) return std::nullopt;
    const char e = q[i++];
    switch (e) {
      case 'a':
        out.push_back('\a');
        break;
      case 'b':
        out.push_back('\b');
        break;
      case 'f':
        out.push_back('\f');
        break;
      case 'n':
        out.push_back('\n');
        break;
      case 'r':
        out.push_back('\r');
        break;
      case 't':
        out.push_back('\t');
        break;
      case 'v':
        out.push_back('\v');
        break;
      case '\\':
        out.push_back('\\');
        break;
      case '"':
        out.push_back('"');
        break;
      default: {
        // Three octal digits, the first 0..3.
        if (e < '0' || e > '3' || i + 1 >= q.size() || q[i] < '0' || q[i] > '7' || q[i + 1] < '0' ||
            q[i + 1] > '7') {
          return std::nullopt;
        }
        out.push_back(static_cast<char>(((e - '0') << 6) | ((q[i] - '0') << 3) | (q[i + 1] - '0')));
        i += 2;
      }
    }
  }
  return std::nullopt;
}

class Checker {
 public:
  Checker(Tree tree, IgnoreStack stack, bool verbose, bool non_matching, bool nul, Output& out)
      : tree_(std::move(tree)),
        stack_(std::move(stack)),
        verbose_(verbose),
        non_matching_(non_matching),
        nul_(nul),
        out_(out) {}

  // One path as the user wrote it. Returns false (after the message) when git would die.
  bool path(std::string_view original) {
    const std::optional<std::string> full = valid(original);
    if (!full.has_value()) return false;
    IgnoreDecision d;
    if (!full->empty()) {
      std::error_code ec;
      const bool is_dir = fs::is_directory(fs::symlink_status(tree_.root + "/" + *full, ec));
      const Wtf8Buf text = os::from_posix_bytes(*full);
      d = stack_.check_loading(text.as_view(), is_dir, reader_);
    }
    // Without -v git leaves out a path a `!` rule decided, and does not count it.
    const IgnoreRule* rule = d.rule;
    if (!verbose_ && rule != nullptr && rule->negated()) rule = nullptr;
    if (rule != nullptr) matched_ = true;
    record_.clear();
    append_check_ignore_record(record_, original, rule, verbose_, non_matching_, nul_);
    if (absl::Status s = out_.write(record_); !s.ok()) {
      fatal(message_of(s));
      return false;
    }
    return true;
  }
  bool matched() const { return matched_; }

  // The path from the root, or nullopt after git's message where git dies on it.
  std::optional<std::string> valid(std::string_view original) const {
    if (original.empty()) {
      fatal(
          "empty string is not a valid pathspec. please use . instead if you meant to match all "
          "paths");
      return std::nullopt;
    }
    std::optional<std::string> full = normalize(tree_, original);
    const std::string o(original);
    if (!full.has_value()) {
      fatal(absl::StrCat(o, ": '", o, "' is outside repository at '", tree_.root, "'"));
      return std::nullopt;
    }
    // git refuses a path that goes through a symbolic link (`ld/`, `ld/x`).
    for (std::size_t slash = full->find('/'); slash != std::string::npos;
         slash = full->find('/', slash + 1)) {
      std::error_code ec;
      if (fs::is_symlink(fs::symlink_status(tree_.root + "/" + full->substr(0, slash), ec))) {
        fatal(absl::StrCat("pathspec '", o, "' is beyond a symbolic link"));
        return std::nullopt;
      }
    }
    return full;
  }

 private:
  Tree tree_;
  IgnoreStack stack_;
  bool verbose_, non_matching_, nul_;
  Output& out_;
  bool matched_ = false;
  std::string record_;
  IgnoreStack::Reader reader_ = [this](Wtf8View file) -> std::optional<std::string> {
    return read_file(tree_.root + "/" + ignore_path_bytes(file));
  };
};

// The excludes file git reads when core.excludesFile is not set.
std::optional<std::string> default_excludes_file() {
  const char* xdg = std::getenv("XDG_CONFIG_HOME");
  if (xdg != nullptr && *xdg != '\0') return absl::StrCat(xdg, "/git/ignore");
  const char* home = std::getenv("HOME");
  if (home != nullptr) return absl::StrCat(home, "/.config/git/ignore");
  return std::nullopt;
}

// The stack of a tree without its `.gitignore` files (those are read on the way).
bool base_stack(const Args& args, const Tree& tree, IgnoreStack& stack,
                std::vector<std::pair<std::string, std::string>>* files) {
  if (std::optional<std::string> bytes = read_file(tree.info_exclude)) {
    const Wtf8Buf source = os::from_posix_bytes(tree.info_source);
    stack.set_info_exclude(*bytes, source.as_view());
    if (files != nullptr) files->emplace_back(tree.info_source, *bytes);
  }
  std::optional<std::string> excludes = args.get("--excludes-file");
  if (!excludes.has_value()) excludes = default_excludes_file();
  if (excludes.has_value()) {
    // git reads a relative core.excludesFile from the top of the tree, where it runs.
    const std::string where =
        !excludes->empty() && (*excludes)[0] == '/' ? *excludes : tree.root + "/" + *excludes;
    if (std::optional<std::string> bytes = read_file(where)) {
      const Wtf8Buf source = os::from_posix_bytes(*excludes);
      stack.set_excludes_file(*bytes, source.as_view());
      if (files != nullptr) files->emplace_back(*excludes, *bytes);
    }
  }
  return true;
}

// --ignorecase (git's core.ignorecase) or --case RULES (beyond git: a file system's folding).
absl::StatusOr<IgnoreOptions> ignore_options(const Args& args) {
  IgnoreOptions options;
  options.ignorecase = args.has("--ignorecase");
  if (const std::optional<std::string> rules = args.get("--case")) {
    if (options.ignorecase) {
      return absl::InvalidArgumentError("--ignorecase and --case exclude each other");
    }
    const std::optional<NameRules> r = parse_name_rules(*rules);
    if (!r.has_value() || *r == NameRules::kExact) {
      return absl::InvalidArgumentError(
          absl::StrCat("--case takes ntfs, hfs, apfs or casefold, not '", *rules, "'"));
    }
    options.file_system = *r;
  }
  return options;
}

int run_check(const Args& args, const std::vector<std::string>& paths) {
  const bool verbose = args.has("--verbose");
  const bool non_matching = args.has("--non-matching");
  const bool nul = args.has("--nul");
  const bool from_stdin = args.has("--stdin");
  // git's own checks, in its order and with its exit status.
  if (from_stdin) {
    if (!paths.empty()) return fatal("cannot specify pathnames with --stdin");
  } else {
    if (nul) return fatal("-z only makes sense with --stdin");
    if (paths.empty()) return fatal("no path specified");
  }
  if (non_matching && !verbose) return fatal("--non-matching is only valid with --verbose");
  absl::StatusOr<IgnoreOptions> options = ignore_options(args);
  if (!options.ok()) return usage_error(message_of(options.status()));
  std::string error;
  std::optional<Tree> tree = find_tree(error);
  if (!tree.has_value()) return fatal(error);
  IgnoreStack stack(*options);
  base_stack(args, *tree, stack, nullptr);
  absl::StatusOr<Output> out = Output::open("");
  if (!out.ok()) return usage_error(message_of(out.status()));
  Checker checker(*std::move(tree), std::move(stack), verbose, non_matching, nul, *out);
  int status = kExitOk;
  auto one = [&](std::string_view line) {
    if (!nul && !line.empty() && line[0] == '"') {
      const std::optional<std::string> p = unquote(line);
      if (!p.has_value()) {
        fatal("line is badly quoted");
        return false;
      }
      return checker.path(*p);
    }
    return checker.path(line);
  };
  if (!from_stdin) {
    // git reads every operand before it answers any.
    for (const std::string& p : paths) {
      if (!checker.valid(p).has_value()) return kExitFatal;
    }
    for (const std::string& p : paths) {
      if (!checker.path(p)) {
        status = kExitFatal;
        break;
      }
    }
  } else {
    absl::StatusOr<Input> input = Input::open("");
    if (!input.ok()) return usage_error(message_of(input.status()));
    const char end = nul ? '\0' : '\n';
    std::string pending;
    bool ok = true;
    while (ok) {
      absl::StatusOr<std::string_view> chunk = input->read();
      if (!chunk.ok()) return usage_error(message_of(chunk.status()));
      if (chunk->empty()) break;
      std::string_view rest = *chunk;
      std::size_t cut;
      while (ok && (cut = rest.find(end)) != std::string_view::npos) {
        pending.append(rest.substr(0, cut));
        // A CR before the LF is kept: git reads --stdin lines up to LF only.
        ok = one(pending);
        pending.clear();
        rest.remove_prefix(cut + 1);
      }
      pending.append(rest);
    }
    if (ok && !pending.empty()) {
      ok = one(pending);
    }
    if (!ok) status = kExitFatal;
  }
  if (absl::Status s = out->flush(); !s.ok()) return usage_error(message_of(s));
  if (status != kExitOk) return status;
  return checker.matched() ? kExitOk : kExitDataError;
}

// Every rule of the ignore files that apply at or below DIR: info/exclude, the excludes file,
// then each `.gitignore` from DIR's way down, directories in name order, skipping `.git` and the
// directories git would not enter (excluded ones).
int run_list(const Args& args, const std::vector<std::string>& operands) {
  if (operands.size() > 1) return usage_error("'ignore list' takes at most one DIR");
  absl::StatusOr<IgnoreOptions> options = ignore_options(args);
  if (!options.ok()) return usage_error(message_of(options.status()));
  std::string error;
  std::optional<Tree> tree = find_tree(error);
  if (!tree.has_value()) return fatal(error);
  const std::optional<std::string> start =
      normalize(*tree, operands.empty() ? std::string_view(".") : operands[0]);
  if (!start.has_value()) {
    return fatal(absl::StrCat("'", operands[0], "' is outside repository at '", tree->root, "'"));
  }
  IgnoreStack stack(*options);
  std::vector<std::pair<std::string, std::string>> files;
  base_stack(args, *tree, stack, &files);
  const IgnoreStack::Reader reader = [&](Wtf8View file) -> std::optional<std::string> {
    std::optional<std::string> bytes = read_file(tree->root + "/" + ignore_path_bytes(file));
    if (bytes.has_value()) files.emplace_back(ignore_path_bytes(file), *bytes);
    return bytes;
  };
  // The `.gitignore` files above DIR, as a check below it reads them.
  std::string dir = *start;
  if (!dir.empty() && dir.back() == '/') dir.pop_back();
  std::vector<std::string> todo = {dir};
  while (!todo.empty()) {
    const std::string d = todo.back();
    todo.pop_back();
    const Wtf8Buf probe = os::from_posix_bytes(d.empty() ? ".gitignore" : d + "/.gitignore");
    (void)stack.check_loading(probe.as_view(), false, reader);
    if (!d.empty()) {
      const Wtf8Buf self = os::from_posix_bytes(d);
      if (stack.check(self.as_view(), true).ignored()) continue;
    }
    std::vector<std::string> children;
    std::error_code ec;
    for (fs::directory_iterator it(tree->root + (d.empty() ? "" : "/" + d), ec), end;
         !ec && it != end; it.increment(ec)) {
      std::error_code e2;
      if (it->symlink_status(e2).type() != fs::file_type::directory) continue;
      const std::string name = it->path().filename().string();
      if (name == ".git") continue;
      children.push_back(d.empty() ? name : d + "/" + name);
    }
    std::sort(children.rbegin(), children.rend());  // popped in name order
    for (std::string& c : children) todo.push_back(std::move(c));
  }
  absl::StatusOr<Output> out = Output::open("");
  if (!out.ok()) return usage_error(message_of(out.status()));
  std::string text;
  for (const auto& [source, bytes] : files) {
    const Wtf8Buf name = os::from_posix_bytes(source);
    const IgnoreFile file = IgnoreFile::parse(bytes, name.as_view());
    for (const IgnoreRule& r : file.rules()) {
      append_git_quoted(text, source);
      absl::StrAppend(&text, ":", r.line(), ":");
      text.append(r.text_bytes());
      text.push_back('\n');
    }
  }
  if (absl::Status s = out->write(text); !s.ok()) return usage_error(message_of(s));
  if (absl::Status s = out->flush(); !s.ok()) return usage_error(message_of(s));
  return kExitOk;
}

}  // namespace

int run_ignore(const Args& args) {
  const std::vector<std::string>& ops = args.operands;
  const std::string_view what = ops.empty() ? std::string_view() : std::string_view(ops[0]);
  const std::vector<std::string> rest(ops.begin() + (ops.empty() ? 0 : 1), ops.end());
  if (what == "check") return run_check(args, rest);
  if (what == "list") return run_list(args, rest);
  return usage_error(absl::StrCat("'ignore' takes check or list, not '", std::string(what), "'"));
}

}  // namespace cli
}  // namespace wtf8
