// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Test trees for the walker's tests (walk_test, walk_differential_test): a temporary directory
// built with the POSIX *at calls (so names may hold any byte and trees may be deeper than
// PATH_MAX) and removed the same way, and a walk collected into comparable records. POSIX only;
// the portable tests build their trees with std::filesystem. Test-only.

#ifndef WTF8_TESTS_WALK_TREE_H_
#define WTF8_TESTS_WALK_TREE_H_

#if !defined(_WIN32)

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "wtf8/os.h"
#include "wtf8/walk.h"
#include "wtf8/wtf8_buf.h"

namespace wtf8::test_support {

// Removes everything in the directory `fd` (closed here), without paths (any depth).
inline void remove_contents(int fd) {
  DIR* d = fdopendir(fd);
  if (d == nullptr) {
    close(fd);
    return;
  }
  std::vector<std::string> names;
  while (const dirent* e = readdir(d)) {
    const std::string n = e->d_name;
    if (n != "." && n != "..") names.push_back(n);
  }
  for (const std::string& n : names) {
    struct stat st;
    if (fstatat(dirfd(d), n.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0) continue;
    if (S_ISDIR(st.st_mode)) {
      fchmodat(dirfd(d), n.c_str(), 0700, 0);
      const int child = openat(dirfd(d), n.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
      if (child >= 0) remove_contents(child);
      unlinkat(dirfd(d), n.c_str(), AT_REMOVEDIR);
    } else {
      unlinkat(dirfd(d), n.c_str(), 0);
    }
  }
  closedir(d);
}

// A fresh directory under /tmp (short, so a socket's path fits in sun_path), removed at the end.
class TempTree {
 public:
  TempTree() {
    std::string templ = "/tmp/wtf8walk.XXXXXX";
    if (mkdtemp(templ.data()) != nullptr) path_ = templ;
    fd_ = open(path_.c_str(), O_RDONLY | O_DIRECTORY);
  }
  ~TempTree() {
    if (fd_ >= 0) remove_contents(fd_);
    rmdir(path_.c_str());
  }
  TempTree(const TempTree&) = delete;
  TempTree& operator=(const TempTree&) = delete;

  const std::string& path() const { return path_; }
  int fd() const { return fd_; }
  Wtf8Buf root() const { return os::from_posix_bytes(path_); }

  // `rel` is `/`-separated bytes below the root; parents must exist.
  void dir(const std::string& rel) const { mkdirat(fd_, rel.c_str(), 0755); }
  void file(const std::string& rel, std::string_view content = "") const {
    const int f = openat(fd_, rel.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (f < 0) return;
    if (!content.empty()) (void)!write(f, content.data(), content.size());
    close(f);
  }
  void link(const std::string& target, const std::string& rel) const {
    (void)!symlinkat(target.c_str(), fd_, rel.c_str());
  }
  void fifo(const std::string& rel) const { mkfifoat(fd_, rel.c_str(), 0644); }

 private:
  std::string path_;
  int fd_ = -1;
};

// One yielded entry: its path below the root as POSIX bytes ("" for the root), depth, type,
// whether its status is OK (and the status).
struct Record {
  std::string rel;
  std::size_t depth = 0;
  os::FileType type = os::FileType::kUnknown;
  absl::Status status;
  bool followed = false;
};

// Collects a walk of `root` (the root's bytes followed by `/` are cut from each path).
inline std::vector<Record> collect(const std::string& root, const os::WalkOptions& options) {
  std::vector<Record> out;
  const Wtf8Buf root_wtf8 = os::from_posix_bytes(root);
  os::Walk walk(root_wtf8, options);
  for (const os::WalkEntry& e : walk) {
    Record r;
    std::string bytes = os::to_posix_bytes(e.path()).value();
    if (bytes.size() > root.size()) {
      r.rel = bytes.substr(root.size() + (root.back() == '/' ? 0 : 1));
    }
    r.depth = e.depth();
    r.type = e.type();
    r.status = e.status();
    r.followed = e.is_followed_link();
    out.push_back(std::move(r));
  }
  return out;
}

inline std::vector<std::string> rels(const std::vector<Record>& records) {
  std::vector<std::string> out;
  for (const Record& r : records) out.push_back(r.rel);
  return out;
}

}  // namespace wtf8::test_support

#endif  // !defined(_WIN32)
#endif  // WTF8_TESTS_WALK_TREE_H_
