// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/walk.h
// -----------------------------------------------------------------------------
//
// Walking a directory tree losslessly (namespace `wtf8::os`): every name as the OS gave it
// (POSIX bytes through PEP 383, Windows UTF-16 with lone surrogates kept), errors yielded in
// place instead of ending the walk, no endless loops, an order you choose, and, on request,
// `.gitignore` pruning exactly as git decides (wtf8/ignore.h).
//
// `Walk` is an input range of `WalkEntry`, depth first, the root first at depth 0, `.` and `..`
// never yielded. Each entry has its path from the root (the root as given, then names joined
// with `/` on POSIX and `\` on Windows), its name, its depth and its file type, read from the
// directory listing (`d_type`, the find data), with an `lstat` only where the listing does not
// say. An entry that cannot be read (a directory that cannot be opened, a name that vanished,
// a link loop, a name too long for a system call) is yielded with a non-OK `status()` naming
// the path and the system's reason; the walk goes on, and an unreadable directory is not
// descended. Nothing throws.
//
// POSIX: the walk descends through directory descriptors (`openat` with `O_DIRECTORY |
// O_NOFOLLOW | O_CLOEXEC`, then `fdopendir`), so its depth is not limited by `PATH_MAX` and a
// parent renamed during the walk cannot send it elsewhere. At most `max_open` descriptors are
// open at once; a level whose descriptor had to be closed reads the rest of its listing into
// memory first and is reopened, checked by device and inode, when the walk returns to it.
// Windows: `FindFirstFileExW` (`FindExInfoBasic`, `FIND_FIRST_EX_LARGE_FETCH`) with `\\?\`
// paths where a path is too long; reparse points are not followed unless asked.
//
// Example:
//   wtf8::os::WalkOptions options;
//   options.order = wtf8::os::WalkOrder::kBytes;
//   options.gitignore = true;  // as `git ls-files --others --exclude-standard` plus tracked
//   for (const wtf8::os::WalkEntry& entry : wtf8::os::Walk(root, options)) {
//     if (!entry.ok()) { report(entry.status()); continue; }  // the walk goes on
//     if (entry.name() == "node_modules"_wtf8) entry.skip_children();
//     use(entry.path(), entry.type());
//   }

#ifndef WTF8_WALK_H_
#define WTF8_WALK_H_

#include <cstddef>
#include <cstdint>
#include <functional>
#include <iterator>
#include <limits>
#include <memory>
#include <optional>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "wtf8/ignore.h"
#include "wtf8/name_rules.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace os {

// What a directory entry is. A symbolic link is `kSymlink` unless the walk followed it (then it
// is what the link points to, and `WalkEntry::is_followed_link()` is true).
enum class FileType : uint8_t {
  kUnknown,  // the listing did not say and `lstat` failed (the entry has an error then)
  kRegular,
  kDirectory,
  kSymlink,
  kFifo,
  kSocket,
  kCharacterDevice,
  kBlockDevice,
};

// A short lowercase name: "file", "dir", "symlink", "fifo", "socket", "char", "block", "unknown".
[[nodiscard]] const char* file_type_name(FileType type) noexcept;

// What `lstat` (or `stat`, for a followed link) says, or on Windows the file's attributes.
struct FileMetadata {
  FileType type = FileType::kUnknown;
  uint64_t size = 0;
  int64_t modified_ns = 0;  // nanoseconds since 1970-01-01 UTC
  int64_t accessed_ns = 0;
  int64_t changed_ns = 0;  // POSIX: the inode change time; Windows: the creation time
  uint64_t device = 0;     // POSIX st_dev; Windows: the volume serial number
  uint64_t inode = 0;      // POSIX st_ino; Windows: the file index
  uint32_t mode = 0;       // POSIX st_mode; Windows: the file attributes
  uint64_t links = 0;      // hard links
};

// The order of the entries of one directory.
enum class WalkOrder : uint8_t {
  kOs,         // as the OS lists them: fastest, no listing is held in memory
  kBytes,      // by the names' bytes (POSIX bytes; on Windows their WTF-8), as `LC_ALL=C sort`
  kUtf16,      // by the names' UTF-16 code units, as Windows tools sort
  kNameRules,  // by `name_key(name, WalkOptions::name_rules)`, then by bytes: one order for a
               // tree whatever file system holds it (reproducible archives and build graphs)
};

class WalkEntry;

struct WalkOptions {
  // Follow symbolic links (Windows: reparse points) to directories and descend into them; a
  // link back to a directory on the way from the root is yielded as an error entry (a loop,
  // found by device and inode, or volume and file index), never walked again.
  bool follow_links = false;
  // Follow the root if it is a link (even without `follow_links`), as `find -H` does. With
  // `follow_links` the root is followed whatever this says.
  bool follow_root_link = true;
  // Entries shallower than `min_depth` or deeper than `max_depth` are not yielded; nothing
  // deeper than `max_depth` is read.
  std::size_t min_depth = 0;
  std::size_t max_depth = std::numeric_limits<std::size_t>::max();
  // Yield a directory after its contents instead of before (`find -depth`).
  bool contents_first = false;
  // Do not descend into directories on another device (mount points) than the root's.
  bool same_file_system = false;
  // Skip names that start with `.` (and on Windows, entries with the hidden attribute) and all
  // below them. The root is always yielded.
  bool skip_hidden = false;
  WalkOrder order = WalkOrder::kOs;
  NameRules name_rules = NameRules::kExact;  // for WalkOrder::kNameRules
  // The most directory descriptors (Windows: find handles) open at once; at least 1.
  std::size_t max_open = 64;
  // Fill each entry's metadata during the walk (one `lstat`/`stat` per entry).
  bool metadata = false;
  // Called for each entry before it is yielded: true skips it and, for a directory, all below it.
  using Prune = std::function<bool(const WalkEntry&)>;
  Prune prune;

  // ---- ignore-aware walking (wtf8/ignore.h) ----
  // Read each directory's `.gitignore` as the walk descends, with `$GIT_DIR/info/exclude` of the
  // repository holding the root (the nearest directory upwards with a `.git`) and
  // `excludes_file`; skip every excluded entry and never descend into an excluded directory;
  // never yield `.git`; a directory below the root holding `.git` (a nested repository) is
  // yielded but not descended. Rules are matched with paths relative to the repository's top
  // (so the `.gitignore` files between the top and the root count too). What is yielded then
  // equals `git ls-files --cached --others --exclude-standard` (tracked files that ignore rules
  // match excepted: there is no index) plus the directories on the way.
  bool gitignore = false;
  // Also read each directory's `.ignore` (ripgrep's; its rules above the `.gitignore`'s).
  bool dot_ignore = false;
  // `core.excludesFile`: a path to read (no file there is no error).
  std::optional<Wtf8Buf> excludes_file;
  IgnoreOptions ignore_options;
  // Yield excluded entries too, with `ignore_rule()` set (still never descended).
  bool yield_ignored = false;
};

// One entry of a walk. References and views into it are valid until the walk advances.
class WalkEntry {
 public:
  // The root as given, then the names on the way joined with `/` (Windows: `\`).
  [[nodiscard]] Wtf8View path() const noexcept;
  // The last component (for the root: the root as given).
  [[nodiscard]] Wtf8View name() const noexcept;
  // 0 for the root.
  [[nodiscard]] std::size_t depth() const noexcept;
  [[nodiscard]] FileType type() const noexcept;
  [[nodiscard]] bool is_directory() const noexcept { return type() == FileType::kDirectory; }
  // A symbolic link that the walk followed (`type()` is then its target's).
  [[nodiscard]] bool is_followed_link() const noexcept;
  // OK, or why this entry could not be read (the path, the call and the system's reason).
  [[nodiscard]] const absl::Status& status() const noexcept;
  [[nodiscard]] bool ok() const noexcept { return status().ok(); }
  // The metadata: filled during the walk with `WalkOptions::metadata`, else read now (`lstat`,
  // or `stat` for a followed link; relative to the directory's descriptor on POSIX).
  [[nodiscard]] absl::StatusOr<FileMetadata> metadata() const;
  // With `WalkOptions::gitignore` and `yield_ignored`: the rule that excluded this entry (or
  // its directory), else nullptr.
  [[nodiscard]] const IgnoreRule* ignore_rule() const noexcept;
  // Do not descend into this directory (nothing for other entries). Call it before advancing,
  // or from `WalkOptions::prune` (returning false): the directory is then yielded and never
  // opened.
  void skip_children() const noexcept;
  // POSIX: `openat(directory descriptor, name, flags | O_CLOEXEC)`, the caller owns the
  // descriptor. Windows: an Unimplemented error.
  [[nodiscard]] absl::StatusOr<int> open_at(int flags) const;

 private:
  friend class Walk;
  friend class WalkState;
  const class WalkState* state_ = nullptr;
};

class WalkState;

// The walk over `root` (a directory, or any file: then only it is yielded). `root` is copied.
class Walk {
 public:
  explicit Walk(Wtf8View root, WalkOptions options = WalkOptions());
  ~Walk();
  Walk(Walk&&) noexcept;
  Walk& operator=(Walk&&) noexcept;
  Walk(const Walk&) = delete;
  Walk& operator=(const Walk&) = delete;

  // The next entry, or nullptr at the end. Valid until the next call.
  const WalkEntry* next();

  class iterator {
   public:
    using value_type = WalkEntry;
    using reference = const WalkEntry&;
    using pointer = const WalkEntry*;
    using difference_type = std::ptrdiff_t;
    using iterator_category = std::input_iterator_tag;
    iterator() = default;
    reference operator*() const { return *entry_; }
    pointer operator->() const { return entry_; }
    iterator& operator++() {
      entry_ = walk_->next();
      return *this;
    }
    friend bool operator==(const iterator& a, const iterator& b) { return a.entry_ == b.entry_; }
    friend bool operator!=(const iterator& a, const iterator& b) { return a.entry_ != b.entry_; }

   private:
    friend class Walk;
    iterator(Walk* walk, const WalkEntry* entry) : walk_(walk), entry_(entry) {}
    Walk* walk_ = nullptr;
    const WalkEntry* entry_ = nullptr;
  };
  // Starts the walk (call once).
  iterator begin() { return iterator(this, next()); }
  iterator end() { return iterator(); }

  // How many entries with errors were yielded so far.
  [[nodiscard]] std::size_t error_count() const noexcept;

 private:
  std::unique_ptr<WalkState> state_;
};

}  // namespace os
}  // namespace wtf8

#endif  // WTF8_WALK_H_
