// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The walk engine (wtf8/walk.h): a stack of levels, one per directory on the way from the root,
// each listing its directory as the OS gives it (kOs) or sorted in memory. The platform calls
// live in src/walk/dir.h; ignore files in src/walk/ignore_layer.h.
//
// A directory is opened before it is yielded (when it is to be descended), so that an error
// opening it is the status of its own entry and the walk never yields it twice. A followed link
// to a directory already on the stack (same device and inode) is a loop: its entry carries the
// error and is not descended. At most `max_open` levels hold a descriptor: opening one more
// first reads the rest of the oldest open level's listing into memory and closes it; when the
// walk comes back to a closed level it is opened again from the nearest open ancestor, one name
// at a time (never one long path), each step checked against the device and inode recorded at the
// first open. Going back up, `..` of the level being left is tried first (checked the same way).
//
// Decisions walk.h leaves open: with follow_links a dangling link is an OK kSymlink entry (as
// `find -L` lists it) and a link to itself (ELOOP) an error entry; an error entry is yielded
// even above min_depth (a silent failure would be worse); `prune` sees the root too (true: nothing
// is yielded); a listing that fails half way yields, after what was read, its directory once
// more with the error (before its contents, or with contents_first as that directory's status);
// a closed level that cannot be reopened as the same directory yields the same error entry and
// the rest of its listing is dropped.

#include "wtf8/walk.h"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "src/walk/dir.h"
#include "src/walk/ignore_layer.h"
#include "src/walk/order.h"
#include "wtf8/ignore.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace os {

using walk_internal::Dir;
using walk_internal::DirId;
using walk_internal::kSeparator;
using walk_internal::RawEntry;
using walk_internal::sys_status;
using walk_internal::SysError;

const char* file_type_name(FileType type) noexcept {
  switch (type) {
    case FileType::kRegular:
      return "file";
    case FileType::kDirectory:
      return "dir";
    case FileType::kSymlink:
      return "symlink";
    case FileType::kFifo:
      return "fifo";
    case FileType::kSocket:
      return "socket";
    case FileType::kCharacterDevice:
      return "char";
    case FileType::kBlockDevice:
      return "block";
    case FileType::kUnknown:
      break;
  }
  return "unknown";
}

namespace {

// What an entry is, apart from its path (which lives in WalkState::path_).
struct EntryInfo {
  std::size_t path_size = 0;   // bytes of the path
  std::size_t name_begin = 0;  // where the name starts in the path
  std::size_t depth = 0;
  FileType type = FileType::kUnknown;
  bool followed = false;
  absl::Status status;
  std::optional<FileMetadata> metadata;
  const IgnoreRule* rule = nullptr;
  std::string native_name;  // for the root: its native path
  // A level was pushed for this directory and is still the top of the stack (until skipped).
  bool has_child = false;
};

// One directory being listed.
struct Level {
  Dir dir;
  std::string native_name;     // its name in its parent (the root level: the root's native path)
  bool followed = false;       // reached through a link
  std::size_t path_size = 0;   // bytes of its path
  std::size_t name_begin = 0;  // where its name starts in its path
  FileType type = FileType::kDirectory;
  // Entries come from `buffer` (a sorted listing, or the rest of one whose descriptor was given
  // back); else from the stream.
  bool buffered = false;
  std::vector<RawEntry> buffer;
  std::size_t next = 0;
  bool stream_done = false;
  absl::Status read_error;           // a listing error, yielded after what was read
  std::optional<EntryInfo> pending;  // contents_first: the directory's own entry
};

// Whether every entry of the level's listing was taken (nothing left to visit in it).
bool exhausted(const Level& level) {
  return level.buffered ? level.next >= level.buffer.size() : level.stream_done;
}

}  // namespace

class WalkState {
 public:
  WalkState(Wtf8View root, WalkOptions options);
  const WalkEntry* next();

  // For WalkEntry.
  Wtf8View path() const noexcept { return Wtf8View::from_wtf8_unchecked(path_); }
  Wtf8View name() const noexcept {
    return Wtf8View::from_wtf8_unchecked(std::string_view(path_).substr(current_.name_begin));
  }
  const EntryInfo& current() const noexcept { return current_; }
  absl::StatusOr<FileMetadata> metadata();
  absl::StatusOr<int> open_at(int flags);
  void skip_children() noexcept { skip_ = true; }
  std::size_t error_count() const noexcept { return errors_; }

 private:
  bool visit_root();
  bool step();
  bool visit(RawEntry& raw);
  bool descend_into_current();
  bool leave_level(absl::Status error);
  void pop_level();
  const RawEntry* next_raw(Level& level);
  void push_level(Dir dir);
  void read_all(Level& level);
  void enforce_max_open(std::size_t keep);
  absl::Status reopen(std::size_t index);
  const WalkEntry* yield();
  Wtf8View path_of(std::size_t size) const {
    return Wtf8View::from_wtf8_unchecked(std::string_view(path_).substr(0, size));
  }
  // The part of a path below the root, `/`-separated (for the ignore rules): a view into the
  // path on POSIX; on Windows the separators are replaced in `scratch`, so two views at once
  // need two of them.
  std::string_view below_root(std::size_t size, std::string& scratch) const;

  WalkOptions options_;
  std::size_t max_open_;
  std::string root_;  // as given (WTF-8)
  absl::StatusOr<std::string> root_native_;
  bool root_needs_separator_ = true;
  std::size_t below_root_begin_ = 0;
  bool root_followed_ = false;
  DirId root_id_;

  std::string path_;
  std::vector<Level> stack_;
  std::size_t open_count_ = 0;
  std::size_t lowest_open_ = 0;  // no level below this index holds a descriptor
  RawEntry raw_;
  EntryInfo current_;
  WalkEntry entry_;
  bool started_ = false, finished_ = false, skip_ = false;
  std::size_t errors_ = 0;
  walk_internal::IgnoreLayer ignore_;
  std::string below_, below_parent_;  // below_root's scratch (Windows)
};

WalkState::WalkState(Wtf8View root, WalkOptions options)
    : options_(std::move(options)),
      max_open_(std::max<std::size_t>(1, options_.max_open)),
      root_(root.as_bytes()),
      root_native_(walk_internal::native_path(root)) {
  entry_.state_ = this;
  if (!root_.empty()) {
    const char last = root_.back();
    root_needs_separator_ = last != '/' && last != kSeparator;
#if defined(_WIN32)
    if (root_.size() == 2 && last == ':') root_needs_separator_ = false;  // "C:" + "name"
#endif
  }
  below_root_begin_ = root_.size() + (root_needs_separator_ ? 1 : 0);
}

const WalkEntry* WalkState::yield() {
  if (!current_.status.ok()) ++errors_;
  return &entry_;
}

const WalkEntry* WalkState::next() {
  if (finished_) return nullptr;
  if (!started_) {
    started_ = true;
    if (visit_root()) return yield();
  } else if (skip_ && current_.has_child && stack_.size() == current_.depth + 1) {
    pop_level();
  }
  skip_ = false;
  current_.has_child = false;
  while (!stack_.empty()) {
    if (step()) return yield();
  }
  finished_ = true;
  return nullptr;
}

std::string_view WalkState::below_root(std::size_t size, std::string& scratch) const {
  if (size <= below_root_begin_) return std::string_view();
  std::string_view below =
      std::string_view(path_).substr(below_root_begin_, size - below_root_begin_);
  if (kSeparator == '/') return below;
  scratch.assign(below);
  std::replace(scratch.begin(), scratch.end(), kSeparator, '/');
  return scratch;
}

bool WalkState::visit_root() {
  path_ = root_;
  current_ = EntryInfo();
  current_.path_size = path_.size();
  if (!root_native_.ok()) {
    current_.status = root_native_.status();
    return true;
  }
  current_.native_name = *root_native_;
  FileMetadata m;
  SysError e = walk_internal::stat_path(*root_native_, /*follow=*/false, &m);
  if (e.failed()) {
    current_.status = sys_status(e, path());
    return true;
  }
  current_.type = m.type;
  // `follow_links` follows every link, the root too (as `find -L` and walkdir do).
  if (m.type == FileType::kSymlink && (options_.follow_root_link || options_.follow_links)) {
    FileMetadata target;
    if (!walk_internal::stat_path(*root_native_, /*follow=*/true, &target).failed()) {
      current_.followed = true;
      current_.type = target.type;
      m = target;
    }
  }
  if (options_.metadata) current_.metadata = m;
  root_followed_ = current_.followed;
  if (options_.prune && options_.prune(entry_)) return false;
  // skip_children() called from prune: yielded, never opened.
  const bool skip = std::exchange(skip_, false);
  if (current_.type == FileType::kDirectory && options_.max_depth > 0 && !skip) {
    Dir dir;
    e = dir.open_root(*root_native_, root_followed_, /*want_id=*/true);
    if (!e.failed()) e = dir.start_listing();
    if (e.failed()) {
      current_.status = sys_status(e, path());
      return true;
    }
    root_id_ = dir.id();
    if (options_.gitignore) ignore_.start(options_, *root_native_, dir);
    push_level(std::move(dir));
    if (options_.contents_first) {
      stack_.back().pending = current_;
      return false;
    }
    current_.has_child = true;
  }
  return options_.min_depth == 0;
}

void WalkState::push_level(Dir dir) {
  Level level;
  level.dir = std::move(dir);
  level.native_name = current_.native_name;
  level.followed = current_.followed;
  level.path_size = current_.path_size;
  level.name_begin = current_.name_begin;
  stack_.push_back(std::move(level));
  if (stack_.back().dir.holds_resource()) ++open_count_;
  Level& top = stack_.back();
  if (options_.order != WalkOrder::kOs) {
    read_all(top);
    walk_internal::sort_entries(top.buffer, options_.order, options_.name_rules);
  }
  enforce_max_open(stack_.size() - 1);
}

void WalkState::read_all(Level& level) {
  if (!level.buffered) {
    level.buffered = true;
    level.next = 0;
  }
  if (level.stream_done) return;
  RawEntry raw;
  SysError e;
  while (level.dir.read(&raw, &e)) level.buffer.push_back(std::move(raw));
  level.stream_done = true;
  if (e.failed()) level.read_error = sys_status(e, path_of(level.path_size));
}

void WalkState::enforce_max_open(std::size_t keep) {
  while (open_count_ > max_open_) {
    std::size_t k = lowest_open_;
    while (k < stack_.size() && (k == keep || !stack_[k].dir.holds_resource())) ++k;
    if (k >= stack_.size()) return;
    read_all(stack_[k]);
    stack_[k].dir.remember_id();  // what `reopen` checks the directory it finds against
    stack_[k].dir.release();
    --open_count_;
    if (k == lowest_open_) lowest_open_ = k + 1;
  }
}

absl::Status WalkState::reopen(std::size_t index) {
  std::size_t first = index;
  while (first > 0 && !stack_[first - 1].dir.usable()) --first;
  for (std::size_t j = first; j <= index; ++j) {
    Dir dir;
    const SysError e =
        j == 0 ? dir.open_root(stack_[0].native_name, root_followed_, /*want_id=*/true)
               : dir.open_child(stack_[j - 1].dir, stack_[j].native_name, stack_[j].followed,
                                /*want_id=*/true);
    const Wtf8View path = path_of(stack_[j].path_size);
    if (e.failed()) return sys_status(e, path);
    const DirId was = stack_[j].dir.id();
    if (!(dir.id() == was)) {
      return absl::FailedPreconditionError(absl::StrCat(
          "directory changed during the walk: ", path.debug_string(), " was device ", was.device,
          " inode ", was.inode, ", now device ", dir.id().device, " inode ", dir.id().inode));
    }
    stack_[j].dir = std::move(dir);
    if (stack_[j].dir.holds_resource()) ++open_count_;
    lowest_open_ = std::min(lowest_open_, j);
    enforce_max_open(j);
  }
  return absl::OkStatus();
}

const RawEntry* WalkState::next_raw(Level& level) {
  if (level.buffered) {
    if (level.next < level.buffer.size()) return &level.buffer[level.next++];
    return nullptr;
  }
  if (level.stream_done) return nullptr;
  SysError e;
  if (level.dir.read(&raw_, &e)) return &raw_;
  level.stream_done = true;
  if (e.failed()) level.read_error = sys_status(e, path_of(level.path_size));
  return nullptr;
}

bool WalkState::step() {
  const std::size_t t = stack_.size() - 1;
  // A level given back is opened again only for entries still to come: one whose listing was
  // read to its end needs nothing more of its directory, which may be gone by now.
  if (!stack_[t].dir.usable() && !exhausted(stack_[t])) {
    absl::Status status = reopen(t);
    // The rest of this directory cannot be reached safely: an error entry for it instead.
    if (!status.ok()) return leave_level(std::move(status));
  }
  const RawEntry* raw = next_raw(stack_[t]);
  if (raw == nullptr) return leave_level(stack_[t].read_error);
  return visit(const_cast<RawEntry&>(*raw));
}

void WalkState::pop_level() {
  Level& level = stack_.back();
  if (options_.gitignore) ignore_.leave(below_root(level.path_size, below_));
  if (stack_.size() >= 2) {
    // The parent's descriptor was given back: `..` of this one is the cheap way back (one call
    // instead of a walk down from the nearest open ancestor), taken only when it is the very
    // directory recorded; else `reopen` goes down by names.
    Level& parent = stack_[stack_.size() - 2];
    if (!parent.dir.usable() && level.dir.usable() && !exhausted(parent)) {
      Dir dir;
      if (!dir.open_parent(level.dir).failed() && dir.id() == parent.dir.id()) {
        parent.dir = std::move(dir);
        if (parent.dir.holds_resource()) ++open_count_;
        lowest_open_ = std::min(lowest_open_, stack_.size() - 2);
      }
    }
  }
  if (level.dir.holds_resource()) --open_count_;
  stack_.pop_back();
  if (lowest_open_ > stack_.size()) lowest_open_ = stack_.size();
}

bool WalkState::leave_level(absl::Status error) {
  Level& level = stack_.back();
  std::optional<EntryInfo> pending = std::move(level.pending);
  EntryInfo info;
  if (!pending && !error.ok()) {
    // Listed before its contents: the directory's entry again, now with the error.
    info.path_size = level.path_size;
    info.name_begin = level.name_begin;
    info.depth = stack_.size() - 1;
    info.type = level.type;
    info.followed = level.followed;
    info.native_name = level.native_name;
  }
  pop_level();
  if (pending) {
    info = *std::move(pending);
    if (!error.ok() && info.status.ok()) info.status = std::move(error);
  } else if (error.ok()) {
    return false;
  } else {
    info.status = std::move(error);
  }
  path_.resize(info.path_size);
  current_ = std::move(info);
  current_.has_child = false;
  return current_.depth >= options_.min_depth || !current_.status.ok();
}

bool WalkState::visit(RawEntry& raw) {
  const std::size_t t = stack_.size() - 1;
  const Level& parent = stack_[t];
  path_.resize(parent.path_size);
  if (t > 0 || root_needs_separator_) path_.push_back(kSeparator);
  current_ = EntryInfo();
  current_.name_begin = path_.size();
  walk_internal::append_name(path_, raw.name);
  current_.path_size = path_.size();
  current_.depth = t + 1;
  current_.native_name.swap(raw.name);
  const std::string& name = current_.native_name;
  if (options_.skip_hidden && ((!name.empty() && name[0] == '.') || raw.hidden)) return false;
  if (options_.gitignore && name == ".git") return false;

  // The type: from the listing, with a stat only where it does not say, for a link to follow,
  // or for the metadata asked for.
  FileType type = raw.type;
  FileMetadata m;
  bool have_metadata = false;
  const bool follow = options_.follow_links;
  if (type == FileType::kUnknown ||
      (options_.metadata && !(follow && type == FileType::kSymlink))) {
    const SysError e = parent.dir.stat_entry(name, /*follow=*/false, &m);
    if (e.failed()) {
      current_.status = sys_status(e, path());  // vanished since the listing, or unreadable
    } else {
      type = m.type;
      have_metadata = true;
    }
  }
  if (current_.status.ok() && type == FileType::kSymlink && follow) {
    FileMetadata target;
    const SysError e = parent.dir.stat_entry(name, /*follow=*/true, &target);
    if (!e.failed()) {
      current_.followed = true;
      type = target.type;
      m = target;
      have_metadata = true;
    } else if (walk_internal::is_not_found(e)) {
      // A dangling link is listed as the link, as `find -L` lists it.
      if (options_.metadata && !have_metadata) {
        have_metadata = !parent.dir.stat_entry(name, /*follow=*/false, &m).failed();
      }
    } else {
      current_.status = sys_status(e, path());  // a link to itself, a chain too long, ...
    }
  }
  current_.type = type;
  if (options_.metadata && have_metadata) current_.metadata = m;

  bool excluded = false;
  if (options_.gitignore) {
    const IgnoreDecision decision =
        ignore_.check(below_root(path_.size(), below_), type == FileType::kDirectory, parent.dir,
                      below_root(parent.path_size, below_parent_));
    if (decision.ignored()) {
      if (!options_.yield_ignored) return false;
      current_.rule = decision.rule;
      excluded = true;
    }
  }
  if (options_.prune && options_.prune(entry_)) {
    skip_ = false;
    return false;
  }
  // skip_children() called from prune: yielded, never opened.
  const bool skip = std::exchange(skip_, false);
  if (current_.status.ok() && !excluded && !skip && type == FileType::kDirectory &&
      current_.depth < options_.max_depth && descend_into_current()) {
    if (options_.contents_first) {
      stack_.back().pending = current_;
      return false;
    }
    current_.has_child = true;
  }
  return current_.depth >= options_.min_depth || !current_.status.ok();
}

bool WalkState::descend_into_current() {
  const std::size_t t = stack_.size() - 1;
  Dir dir;
  SysError e = dir.open_child(stack_[t].dir, current_.native_name, current_.followed,
                              options_.follow_links || options_.same_file_system);
  if (e.failed()) {
    current_.status = sys_status(e, path());
    return false;
  }
  if (current_.followed) {
    for (std::size_t k = 0; k < stack_.size(); ++k) {
      if (stack_[k].dir.id() == dir.id()) {
        current_.status = absl::FailedPreconditionError(
            absl::StrCat("file system loop: ", path().debug_string(), " points to its ancestor ",
                         path_of(stack_[k].path_size).debug_string()));
        return false;
      }
    }
  }
  if (options_.same_file_system && dir.id().device != root_id_.device) return false;
  // A nested repository: git lists it, never what is inside.
  if (options_.gitignore && dir.has_entry(".git")) return false;
  e = dir.start_listing();
  if (e.failed()) {
    current_.status = sys_status(e, path());
    return false;
  }
  push_level(std::move(dir));
  return true;
}

absl::StatusOr<FileMetadata> WalkState::metadata() {
  if (current_.metadata) return *current_.metadata;
  if (!current_.status.ok() && current_.type == FileType::kUnknown) return current_.status;
  if (current_.depth == 0) {
    if (!root_native_.ok()) return root_native_.status();
    FileMetadata m;
    const SysError e = walk_internal::stat_path(*root_native_, current_.followed, &m);
    if (e.failed()) return sys_status(e, path());
    return m;
  }
  if (current_.has_child && stack_.size() > current_.depth) {
    return stack_[current_.depth].dir.stat_self(path());
  }
  const std::size_t p = current_.depth - 1;
  if (p >= stack_.size()) return absl::InternalError("walk: no directory for the entry");
  if (!stack_[p].dir.usable()) {
    absl::Status status = reopen(p);
    if (!status.ok()) return status;
  }
  FileMetadata m;
  const SysError e = stack_[p].dir.stat_entry(current_.native_name, current_.followed, &m);
  if (e.failed()) return sys_status(e, path());
  return m;
}

absl::StatusOr<int> WalkState::open_at(int flags) {
  if (current_.depth == 0) {
    if (!root_native_.ok()) return root_native_.status();
    return walk_internal::open_path(*root_native_, flags, path());
  }
  if (current_.has_child && stack_.size() > current_.depth) {
    return stack_[current_.depth].dir.open_entry(".", flags, path());
  }
  const std::size_t p = current_.depth - 1;
  if (p >= stack_.size()) return absl::InternalError("walk: no directory for the entry");
  if (!stack_[p].dir.usable()) {
    absl::Status status = reopen(p);
    if (!status.ok()) return status;
  }
  return stack_[p].dir.open_entry(current_.native_name, flags, path());
}

// ---- WalkEntry -------------------------------------------------------------------------------

Wtf8View WalkEntry::path() const noexcept { return state_->path(); }
Wtf8View WalkEntry::name() const noexcept { return state_->name(); }
std::size_t WalkEntry::depth() const noexcept { return state_->current().depth; }
FileType WalkEntry::type() const noexcept { return state_->current().type; }
bool WalkEntry::is_followed_link() const noexcept { return state_->current().followed; }
const absl::Status& WalkEntry::status() const noexcept { return state_->current().status; }
absl::StatusOr<FileMetadata> WalkEntry::metadata() const {
  return const_cast<WalkState*>(state_)->metadata();
}
const IgnoreRule* WalkEntry::ignore_rule() const noexcept { return state_->current().rule; }
void WalkEntry::skip_children() const noexcept { const_cast<WalkState*>(state_)->skip_children(); }
absl::StatusOr<int> WalkEntry::open_at(int flags) const {
  return const_cast<WalkState*>(state_)->open_at(flags);
}

// ---- Walk ------------------------------------------------------------------------------------

Walk::Walk(Wtf8View root, WalkOptions options)
    : state_(std::make_unique<WalkState>(root, std::move(options))) {}
Walk::~Walk() = default;
Walk::Walk(Walk&&) noexcept = default;
Walk& Walk::operator=(Walk&&) noexcept = default;

const WalkEntry* Walk::next() { return state_ ? state_->next() : nullptr; }

std::size_t Walk::error_count() const noexcept { return state_ ? state_->error_count() : 0; }

}  // namespace os
}  // namespace wtf8
