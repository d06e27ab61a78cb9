// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The walker against other programs on generated trees (fixed seeds): `find -print0` (every
// entry; with -mindepth/-maxdepth; `find -L` for follow_links, where find reports the loops and
// the self-links as errors that the walker yields as error entries), Python's `os.walk(b'.')`,
// `LC_ALL=C sort -z` for each directory's byte order, and `git ls-files --cached --others
// --exclude-standard -z` for ignore-aware walks (trees with `.gitignore` files, info/exclude,
// tracked and untracked files, a nested repository). Names hold newlines, control characters,
// bytes that are not UTF-8, spaces and dots. A test whose program is missing skips.

#include "gtest/gtest.h"

#if defined(_WIN32)
TEST(WalkDifferential, NeedsPosix) {
  GTEST_SKIP() << "POSIX only: names with any bytes, and find, python3, sort and git as oracles";
}
#else

#include <algorithm>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "tests/run_child.h"
#include "tests/walk_tree.h"
#include "wtf8/os.h"
#include "wtf8/walk.h"

namespace wtf8 {
namespace {

using os::FileType;
using os::WalkOptions;
using os::WalkOrder;
using test_support::collect;
using test_support::Record;
using test_support::run;
using test_support::TempTree;

std::vector<std::string> split_nul(const std::string& s) {
  std::vector<std::string> out;
  std::size_t begin = 0;
  while (begin < s.size()) {
    std::size_t end = s.find('\0', begin);
    if (end == std::string::npos) end = s.size();
    out.push_back(s.substr(begin, end - begin));
    begin = end + 1;
  }
  return out;
}

std::string show(const std::string& s) { return os::from_posix_bytes(s).debug_string(); }

std::string show_set(const std::multiset<std::string>& s) {
  std::string out;
  for (const std::string& x : s) out += show(x) + "\n";
  return out;
}

bool have(const std::string& program) {
  std::string out;
  return run({"sh", "-c", "command -v " + program}, out) == 0;
}

// A generated tree: directories, files, links (to a parent, a sibling, nowhere, themselves) and
// FIFOs, names from pieces that include odd bytes.
class Generator {
 public:
  Generator(const TempTree& tree, unsigned seed, bool links, bool fifos)
      : tree_(tree), rng_(seed), links_(links), fifos_(fifos) {}

  void fill(const std::string& dir, int depth) {
    std::uniform_int_distribution<int> count(0, depth == 0 ? 8 : 5);
    std::set<std::string> used;
    std::vector<std::string> dirs;
    const int n = count(rng_);
    for (int i = 0; i < n; ++i) {
      std::string name = make_name();
      if (!used.insert(name).second) continue;
      const std::string rel = dir.empty() ? name : dir + "/" + name;
      const int kind = std::uniform_int_distribution<int>(0, 99)(rng_);
      if (kind < 35 && depth < 4) {
        tree_.dir(rel);
        dirs.push_back(rel);
      } else if (links_ && kind >= 90) {
        // Never above the tree's root: ".." only from depth 1, "../.." from depth 2.
        static const char* const kTargets[] = {"..", "nowhere", "self-link-target", "../.."};
        std::string target = kTargets[kind % 4];
        if ((target == ".." && depth < 1) || (target == "../.." && depth < 2)) target = "nowhere";
        if (target == "self-link-target") target = name;
        if (!dirs.empty() && kind % 3 == 0) {
          target = "../" + dirs.back().substr(dir.size() + (dir.empty() ? 0 : 1));
          if (depth < 1) target = dirs.back();
        }
        tree_.link(target, rel);
      } else if (fifos_ && kind >= 86 && kind < 90) {
        tree_.fifo(rel);
      } else {
        tree_.file(rel, "x");
      }
    }
    for (const std::string& d : dirs) fill(d, depth + 1);
  }

 private:
  std::string make_name() {
    static const char* const kPieces[] = {
        "a",    "b",    "x",    "Z",        "0", "_",  "-",    ".",   " ",  "\n",
        "\x01", "\xff", "\x80", "\xc3\xa9", "o", ".o", "keep", "src", "\t", "\xe2\x82\xac"};
    std::uniform_int_distribution<int> pieces(1, 3);
    std::uniform_int_distribution<int> piece(0, sizeof kPieces / sizeof kPieces[0] - 1);
    std::string name;
    do {
      name.clear();
      const int k = pieces(rng_);
      for (int i = 0; i < k; ++i) name += kPieces[piece(rng_)];
    } while (name == "." || name == ".." || name == ".git");
    return name;
  }

  const TempTree& tree_;
  std::mt19937 rng_;
  bool links_, fifos_;
};

std::multiset<std::string> ok_rels(const std::vector<Record>& records, bool with_root) {
  std::multiset<std::string> out;
  for (const Record& r : records) {
    if (r.status.ok() && (with_root || r.depth > 0)) out.insert(r.rel);
  }
  return out;
}

std::multiset<std::string> find_rels(const std::string& root, std::vector<std::string> args) {
  std::vector<std::string> argv = {"find"};
  if (!args.empty() && args[0] == "-L") {
    argv.push_back("-L");
    args.erase(args.begin());
  }
  argv.push_back(root);
  argv.insert(argv.end(), args.begin(), args.end());
  argv.push_back("-print0");
  std::string out;
  run(argv, out);
  std::multiset<std::string> rels;
  for (const std::string& p : split_nul(out)) {
    rels.insert(p.size() > root.size() ? p.substr(root.size() + 1) : "");
  }
  return rels;
}

TEST(WalkDifferential, FindAndOsWalk) {
  if (!have("find")) GTEST_SKIP() << "find is not installed";
  for (unsigned seed : {35u, 36u, 37u}) {
    TempTree t;
    Generator(t, seed, /*links=*/true, /*fifos=*/true).fill("", 0);
    WalkOptions options;
    const std::vector<Record> all = collect(t.path(), options);
    EXPECT_EQ(find_rels(t.path(), {}), ok_rels(all, true)) << "seed " << seed;
    EXPECT_EQ(ok_rels(all, true).size(), all.size());  // no errors without following
    std::set<std::string> unique;
    for (const Record& r : all) EXPECT_TRUE(unique.insert(r.rel).second) << show(r.rel);

    options.min_depth = 2;
    options.max_depth = 3;
    EXPECT_EQ(find_rels(t.path(), {"-mindepth", "2", "-maxdepth", "3"}),
              ok_rels(collect(t.path(), options), true))
        << "seed " << seed;

    WalkOptions follow;
    follow.follow_links = true;
    const std::vector<Record> followed = collect(t.path(), follow);
    EXPECT_EQ(find_rels(t.path(), {"-L"}), ok_rels(followed, true))
        << "seed " << seed << "\nwalk:\n"
        << show_set(ok_rels(followed, true));
    for (const Record& r : followed) {
      if (!r.status.ok()) {
        EXPECT_TRUE(absl::IsFailedPrecondition(r.status)) << r.status;  // a loop, or ELOOP
      }
    }

    if (have("python3")) {
      std::string out;
      ASSERT_EQ(run({"python3", "-c",
                     "import os, sys\n"
                     "os.chdir(sys.argv[1])\n"
                     "out = []\n"
                     "for d, dirs, files in os.walk(b'.'):\n"
                     "    out += [os.path.join(d, n)[2:] for n in dirs + files]\n"
                     "sys.stdout.buffer.write(b''.join(p + b'\\0' for p in out))\n",
                     t.path()},
                    out),
                0);
      const std::vector<std::string> py = split_nul(out);
      EXPECT_EQ(std::multiset<std::string>(py.begin(), py.end()), ok_rels(all, false))
          << "seed " << seed;
    }
  }
}

TEST(WalkDifferential, ByteOrderIsLcAllCSort) {
  if (!have("sort")) GTEST_SKIP() << "sort is not installed";
  TempTree t;
  Generator(t, 41, /*links=*/false, /*fifos=*/false).fill("", 0);
  WalkOptions options;
  options.order = WalkOrder::kBytes;
  std::map<std::string, std::vector<std::string> > children;  // directory -> names in walk order
  const Wtf8Buf root = t.root();
  os::Walk walk(root, options);
  for (const os::WalkEntry& e : walk) {
    ASSERT_TRUE(e.ok()) << e.status();
    if (e.depth() == 0) continue;
    const std::string path = os::to_posix_bytes(e.path()).value();
    const std::string name = os::to_posix_bytes(e.name()).value();
    children[path.substr(0, path.size() - name.size() - 1)].push_back(name);
  }
  const std::string list = t.path() + ".names";  // beside the tree, not in it
  int compared = 0;
  for (const auto& [dir, names] : children) {
    if (names.size() < 2) continue;
    {
      std::ofstream f(list, std::ios::binary);
      for (const std::string& n : names) f << n << '\0';
    }
    std::string out;
    ASSERT_EQ(run({"env", "LC_ALL=C", "sort", "-z", list}, out), 0);
    EXPECT_EQ(split_nul(out), names) << show(dir);
    ++compared;
  }
  std::remove(list.c_str());
  EXPECT_GT(compared, 3);
}

// The ignore-aware walk against git on generated trees: files and links the walk yields (a
// nested repository as `name/`) equal git's list, and every directory on the way of one is
// yielded.
TEST(WalkDifferential, GitLsFiles) {
  if (!have("git")) GTEST_SKIP() << "git is not installed";
  static const char* const kRules[] = {"*.o\n",  "b*\n",   "!keep*\n", "/x\n",         "src/\n",
                                       "*a\n",   "**/Z\n", "\xff*\n",  "!*\xc3\xa9\n", "0/\n",
                                       "*.ex\n", "-*\n",   "!b\n",     "a/**\n",       "_\n"};
  for (unsigned seed : {51u, 52u, 53u, 54u}) {
    TempTree t;
    std::string out;
    ASSERT_EQ(run({"git", "init", "-q", t.path()}, out), 0);
    Generator(t, seed, /*links=*/seed % 2 == 0, /*fifos=*/false).fill("", 0);
    // .gitignore files in some directories (the ones the walk yields without them).
    std::mt19937 rng(seed);
    WalkOptions plain;
    int i = 0;
    for (const Record& r : collect(t.path(), plain)) {
      if (r.type != FileType::kDirectory || r.rel.find("/.git") != std::string::npos ||
          r.rel == ".git" || r.rel.rfind(".git/", 0) == 0) {
        continue;
      }
      if (rng() % 3 != 0) continue;
      std::string rules;
      for (int k = 0; k < 3; ++k) rules += kRules[rng() % (sizeof kRules / sizeof kRules[0])];
      t.file((r.rel.empty() ? "" : r.rel + "/") + ".gitignore", rules);
      ++i;
    }
    t.file(".git/info/exclude", "*.ex\n");
    t.file("f.ex");
    ASSERT_EQ(run({"git", "-C", t.path(), "-c", "core.excludesFile=/dev/null", "add", "-A"}, out),
              0);
    // Untracked after the add: more files, and a nested repository.
    t.file("untracked");
    t.dir("nested");
    ASSERT_EQ(run({"git", "init", "-q", t.path() + "/nested"}, out), 0);
    t.file("nested/inside");
    ASSERT_EQ(run({"git", "-C", t.path(), "-c", "core.excludesFile=/dev/null", "ls-files",
                   "--cached", "--others", "--exclude-standard", "-z"},
                  out),
              0);
    const std::vector<std::string> git_list = split_nul(out);
    const std::multiset<std::string> git(git_list.begin(), git_list.end());

    WalkOptions options;
    options.gitignore = true;
    std::multiset<std::string> files;
    std::set<std::string> dirs;
    const std::string root_bytes = t.path();
    const Wtf8Buf root = t.root();
    os::Walk walk(root, options);
    for (const os::WalkEntry& e : walk) {
      ASSERT_TRUE(e.ok()) << e.status();
      if (e.depth() == 0) continue;
      const std::string rel = os::to_posix_bytes(e.path()).value().substr(root_bytes.size() + 1);
      if (e.type() == FileType::kDirectory) {
        struct stat st;
        if (lstat((root_bytes + "/" + rel + "/.git").c_str(), &st) == 0) {
          files.insert(rel + "/");
        }
        dirs.insert(rel);
      } else {
        files.insert(rel);
      }
    }
    // Both sides are not trivial: git lists files, and the rules excluded some.
    EXPECT_GT(git.size(), 5u) << "seed " << seed;
    EXPECT_LT(files.size() + dirs.size() + 1, collect(t.path(), plain).size()) << "seed " << seed;
    EXPECT_EQ(files, git) << "seed " << seed << "\nwalk:\n"
                          << show_set(files) << "git:\n"
                          << show_set(git);
    for (const std::string& f : git_list) {
      for (std::size_t slash = f.find('/'); slash != std::string::npos && slash + 1 < f.size();
           slash = f.find('/', slash + 1)) {
        EXPECT_EQ(dirs.count(f.substr(0, slash)), 1u) << show(f);
      }
    }
  }
}

}  // namespace
}  // namespace wtf8

#endif  // !defined(_WIN32)
