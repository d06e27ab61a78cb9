// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The walker (wtf8/walk.h) on trees made in a temporary directory. The first part runs
// everywhere, Windows under wine included (trees made with std::filesystem; plain and non-ASCII
// names, the orders, depth limits, contents_first, prune, a missing root). Wine cannot create a
// name holding a lone surrogate, so such names are tested at the conversion layer
// (Wtf8Buf::from_wide, tests/os_test.cc and tests/windows_test.cc), not here. The second part is
// POSIX: names with any bytes, 255-byte names, a tree deeper than PATH_MAX under max_open 1, 2
// and 64, symbolic link loops and dangling links, FIFOs and sockets (never opened: a FIFO opened
// for reading would block the test), an unreadable directory (as the user nobody when the test
// runs as root), a directory removed during the walk, and ignore-aware walking.

#include "wtf8/walk.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "wtf8/name_rules.h"
#include "wtf8/os.h"
#include "wtf8/wtf8_buf.h"

#if defined(_WIN32)
#include <windows.h>
#else
#include <pwd.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/wait.h>

#include "tests/walk_tree.h"
#endif

namespace wtf8 {
namespace {

namespace fs = std::filesystem;
using os::FileType;
using os::Walk;
using os::WalkEntry;
using os::WalkOptions;
using os::WalkOrder;

Wtf8Buf u8(std::string_view s) { return Wtf8Buf::from_utf8(s).value(); }

// ---- portable: trees made with std::filesystem ---------------------------------------------

class PortableTree {
 public:
  PortableTree() {
    static int counter = 0;
    fs::path base = fs::temp_directory_path();
    if (const char* t = std::getenv("TEST_TMPDIR")) base = fs::path(t);
    for (;;) {
      root_ = base / ("wtf8walk_portable_" + std::to_string(++counter));
      std::error_code ec;
      if (fs::create_directory(root_, ec)) break;
      fs::remove_all(root_, ec);
    }
  }
  ~PortableTree() {
    std::error_code ec;
    fs::remove_all(root_, ec);
  }
  // `rel` is UTF-8 with `/`.
  fs::path at(std::string_view rel) const { return root_ / *os::to_path(u8(rel)); }
  void dir(std::string_view rel) const { fs::create_directories(at(rel)); }
  void file(std::string_view rel) const { std::ofstream(at(rel)) << "x"; }
  Wtf8Buf root() const { return os::from_path(root_); }

 private:
  fs::path root_;
};

// Paths below the root, `/`-joined, in walk order ("" is the root); `depths` gets each depth.
std::vector<std::string> walk_rel(const Wtf8Buf& root, const WalkOptions& options,
                                  std::vector<std::size_t>* depths = nullptr,
                                  std::size_t* errors = nullptr) {
  std::vector<std::string> out;
  Walk walk(root.as_view(), options);
  for (const WalkEntry& e : walk) {
    std::string p(e.path().as_bytes());
    std::string rel = p.size() > root.size() ? p.substr(root.size() + 1) : "";
    std::replace(rel.begin(), rel.end(), '\\', '/');
    if (!e.ok()) rel += " [error]";
    out.push_back(rel);
    if (depths != nullptr) depths->push_back(e.depth());
  }
  if (errors != nullptr) *errors = walk.error_count();
  return out;
}

// A small tree: a/{x,y/z}, b, "é", "Z".
void small_tree(const PortableTree& t) {
  t.dir("a/y");
  t.file("a/x");
  t.file("a/y/z");
  t.file("b");
  t.file("\xC3\xA9");
  t.file("Z");
}

TEST(Walk, EveryEntryOnceRootFirst) {
  PortableTree t;
  small_tree(t);
  std::vector<std::size_t> depths;
  std::vector<std::string> got = walk_rel(t.root(), WalkOptions(), &depths);
  ASSERT_FALSE(got.empty());
  EXPECT_EQ(got[0], "");
  EXPECT_EQ(depths[0], 0u);
  std::multiset<std::string> all(got.begin(), got.end());
  EXPECT_EQ(all,
            (std::multiset<std::string>{"", "a", "a/x", "a/y", "a/y/z", "b", "\xC3\xA9", "Z"}));
  // Depth first: a directory's entries follow it, before any later sibling of it.
  const auto pos = [&](const std::string& s) {
    return std::find(got.begin(), got.end(), s) - got.begin();
  };
  EXPECT_LT(pos("a"), pos("a/y"));
  EXPECT_LT(pos("a/y"), pos("a/y/z"));
  for (std::size_t i = 0; i < got.size(); ++i) {
    EXPECT_EQ(depths[i], got[i].empty() ? 0 : std::count(got[i].begin(), got[i].end(), '/') + 1);
  }
}

TEST(Walk, EntryNamePathAndType) {
  PortableTree t;
  small_tree(t);
  WalkOptions options;
  options.order = WalkOrder::kBytes;
  const Wtf8Buf root_buf = t.root();
  Walk walk(root_buf, options);
  const WalkEntry* root = walk.next();
  ASSERT_NE(root, nullptr);
  EXPECT_EQ(root->name().as_bytes(), t.root().as_bytes());
  EXPECT_EQ(root->type(), FileType::kDirectory);
  const WalkEntry* z = walk.next();  // "Z" sorts first by bytes
  ASSERT_NE(z, nullptr);
  EXPECT_EQ(z->name().as_bytes(), "Z");
  EXPECT_EQ(z->type(), FileType::kRegular);
  EXPECT_EQ(z->depth(), 1u);
  auto m = z->metadata();
  ASSERT_TRUE(m.ok()) << m.status();
  EXPECT_EQ(m->size, 1u);
  EXPECT_EQ(m->type, FileType::kRegular);
#if defined(_WIN32)
  EXPECT_EQ(z->path().as_bytes(), std::string(t.root().as_bytes()) + "\\Z");
#else
  EXPECT_EQ(z->path().as_bytes(), std::string(t.root().as_bytes()) + "/Z");
#endif
}

TEST(Walk, Orders) {
  PortableTree t;
  // U+FF61 (EF BD A1) sorts before U+10000 (F0 90 80 80) by bytes, after it by UTF-16 units
  // (FF61 > D800). NTFS upcases: "B" and "a" go a, B by key.
  for (const char* n : {"a", "B", "\xEF\xBD\xA1", "\xF0\x90\x80\x80", "_"}) t.file(n);
  WalkOptions options;
  options.order = WalkOrder::kBytes;
  EXPECT_EQ(walk_rel(t.root(), options),
            (std::vector<std::string>{"", "B", "_", "a", "\xEF\xBD\xA1", "\xF0\x90\x80\x80"}));
  options.order = WalkOrder::kUtf16;
  EXPECT_EQ(walk_rel(t.root(), options),
            (std::vector<std::string>{"", "B", "_", "a", "\xF0\x90\x80\x80", "\xEF\xBD\xA1"}));
  options.order = WalkOrder::kNameRules;
  options.name_rules = NameRules::kNtfs;
  // Keys: "A", "B", "_" (0x5F, after the letters), U+FF61, U+10000.
  EXPECT_EQ(walk_rel(t.root(), options),
            (std::vector<std::string>{"", "a", "B", "_", "\xEF\xBD\xA1", "\xF0\x90\x80\x80"}));
}

TEST(Walk, DepthLimits) {
  PortableTree t;
  small_tree(t);
  WalkOptions options;
  options.order = WalkOrder::kBytes;
  options.min_depth = 1;
  options.max_depth = 1;
  EXPECT_EQ(walk_rel(t.root(), options), (std::vector<std::string>{"Z", "a", "b", "\xC3\xA9"}));
  options.min_depth = 2;
  options.max_depth = 2;
  EXPECT_EQ(walk_rel(t.root(), options), (std::vector<std::string>{"a/x", "a/y"}));
  options.min_depth = 0;
  options.max_depth = 0;
  EXPECT_EQ(walk_rel(t.root(), options), (std::vector<std::string>{""}));
  options.min_depth = 5;
  options.max_depth = 100;
  EXPECT_EQ(walk_rel(t.root(), options), (std::vector<std::string>{}));
}

TEST(Walk, ContentsFirst) {
  PortableTree t;
  small_tree(t);
  WalkOptions options;
  options.order = WalkOrder::kBytes;
  options.contents_first = true;
  EXPECT_EQ(walk_rel(t.root(), options),
            (std::vector<std::string>{"Z", "a/x", "a/y/z", "a/y", "a", "b", "\xC3\xA9", ""}));
  options.min_depth = 1;
  options.max_depth = 2;
  EXPECT_EQ(walk_rel(t.root(), options),
            (std::vector<std::string>{"Z", "a/x", "a/y", "a", "b", "\xC3\xA9"}));
}

TEST(Walk, PruneAndSkipChildren) {
  PortableTree t;
  small_tree(t);
  WalkOptions options;
  options.order = WalkOrder::kBytes;
  options.prune = [](const WalkEntry& e) { return e.name().as_bytes() == "y"; };
  EXPECT_EQ(walk_rel(t.root(), options),
            (std::vector<std::string>{"", "Z", "a", "a/x", "b", "\xC3\xA9"}));
  options.prune = nullptr;
  std::vector<std::string> got;
  const Wtf8Buf root_buf = t.root();
  Walk walk(root_buf, options);
  for (const WalkEntry& e : walk) {
    got.emplace_back(e.name().as_bytes());
    if (e.name().as_bytes() == "a") e.skip_children();
  }
  EXPECT_EQ(
      got, (std::vector<std::string>{std::string(t.root().as_bytes()), "Z", "a", "b", "\xC3\xA9"}));
  // From prune: `a` is yielded and not descended.
  options.prune = [](const WalkEntry& e) {
    if (e.name().as_bytes() == "a") e.skip_children();
    return false;
  };
  EXPECT_EQ(walk_rel(t.root(), options), (std::vector<std::string>{"", "Z", "a", "b", "\xC3\xA9"}));
  // The root too: only it.
  options.prune = [](const WalkEntry& e) {
    if (e.depth() == 0) e.skip_children();
    return false;
  };
  EXPECT_EQ(walk_rel(t.root(), options), (std::vector<std::string>{""}));
}

TEST(Walk, MissingRootIsOneErrorEntry) {
  PortableTree t;
  Wtf8Buf missing = t.root();
  missing.append(u8("/does-not-exist"));
  std::size_t errors = 0;
  EXPECT_EQ(walk_rel(missing, WalkOptions(), nullptr, &errors),
            (std::vector<std::string>{" [error]"}));
  EXPECT_EQ(errors, 1u);
  Walk walk(missing, WalkOptions());
  const WalkEntry* e = walk.next();
  ASSERT_NE(e, nullptr);
  EXPECT_TRUE(absl::IsNotFound(e->status())) << e->status();
  EXPECT_NE(e->status().message().find("does-not-exist"), std::string_view::npos);
  EXPECT_EQ(walk.next(), nullptr);
  EXPECT_EQ(walk.next(), nullptr);
}

TEST(Walk, RootThatIsAFile) {
  PortableTree t;
  t.file("f");
  Wtf8Buf f = t.root();
  f.append(u8("/f"));
  EXPECT_EQ(walk_rel(f, WalkOptions()), (std::vector<std::string>{""}));
}

// Runs under wine too, where the paths given to the ignore rules are the Windows paths with `\`
// turned into `/`: the entry's and its directory's at once (long names, so neither is a short
// string that a second conversion would leave in place).
TEST(Walk, GitignoreWithLongNames) {
  PortableTree t;
  const std::string d = "a_directory_name_longer_than_a_short_string";
  t.dir(d + "/" + d);
  std::ofstream(t.at(".gitignore")) << "*.o\n";
  std::ofstream(t.at(d + "/.gitignore")) << "!keep.o\n";
  t.file(d + "/x.o");
  t.file(d + "/keep.o");
  t.file(d + "/c.c");
  t.file(d + "/" + d + "/y.o");
  t.file(d + "/" + d + "/keep.o");
  WalkOptions options;
  options.order = WalkOrder::kBytes;
  options.gitignore = true;
  EXPECT_EQ(walk_rel(t.root(), options),
            (std::vector<std::string>{"", ".gitignore", d, d + "/.gitignore", d + "/" + d,
                                      d + "/" + d + "/keep.o", d + "/c.c", d + "/keep.o"}));
}

TEST(Walk, MovedWalkGoesOn) {
  PortableTree t;
  small_tree(t);
  WalkOptions options;
  options.order = WalkOrder::kBytes;
  const Wtf8Buf root_buf = t.root();
  Walk first(root_buf, options);
  ASSERT_NE(first.next(), nullptr);
  Walk second = std::move(first);
  const WalkEntry* e = second.next();
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->name().as_bytes(), "Z");
}

// skip_hidden: dot names everywhere, and on Windows also what has the hidden attribute (set
// here with SetFileAttributesW, which wine keeps), with everything below it.
TEST(Walk, SkipHidden) {
  PortableTree t;
  t.file(".dot");
  t.dir(".dotdir");
  t.file(".dotdir/inner");
  t.file("plain");
  t.dir("attr");
  t.file("attr/inner");
  t.file("attr-file");
#if defined(_WIN32)
  for (const char* hidden : {"attr", "attr-file"}) {
    ASSERT_TRUE(SetFileAttributesW(t.at(hidden).c_str(), FILE_ATTRIBUTE_HIDDEN) != 0);
  }
#endif
  WalkOptions options;
  options.order = WalkOrder::kBytes;
  options.skip_hidden = true;
#if defined(_WIN32)
  EXPECT_EQ(walk_rel(t.root(), options), (std::vector<std::string>{"", "plain"}));
#else
  EXPECT_EQ(walk_rel(t.root(), options),
            (std::vector<std::string>{"", "attr", "attr/inner", "attr-file", "plain"}));
#endif
  options.skip_hidden = false;
  EXPECT_EQ(walk_rel(t.root(), options).size(), 8u);
}

#if defined(_WIN32)
TEST(WalkPosix, NeedsPosix) {
  GTEST_SKIP() << "POSIX only: names with any bytes, FIFOs, sockets, permissions, descriptors";
}
#else

// ---- POSIX ---------------------------------------------------------------------------------

using test_support::collect;
using test_support::Record;
using test_support::rels;
using test_support::TempTree;

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

TEST(WalkPosix, NamesWithAnyBytes) {
  TempTree t;
  const std::vector<std::string> names = {
      "new\nline",    "tab\there",   std::string("\x01\x02\x1b", 3), "bad\xff",
      "half\xc3",     "caf\xc3\xa9", std::string(255, 'n'),
      "\xed\xa0\x80",  // CESU surrogate bytes
      "sp ace ",      "back\\slash"};
  for (const std::string& n : names) t.file(n);
  t.dir("d\xfe");
  t.file("d\xfe/in\x80side");
  WalkOptions options;
  options.order = WalkOrder::kBytes;
  const std::vector<Record> got = collect(t.path(), options);
  std::vector<std::string> want = names;
  want.push_back("d\xfe");
  want.push_back("d\xfe/in\x80side");
  want.push_back("");
  EXPECT_EQ(sorted(rels(got)), sorted(want));
  for (const Record& r : got) EXPECT_TRUE(r.status.ok()) << r.status;
  // The name is the PEP 383 decoding of the bytes.
  const Wtf8Buf root_buf = t.root();
  Walk walk(root_buf, options);
  for (const WalkEntry& e : walk) {
    if (e.depth() != 1) continue;
    const std::string bytes = os::to_posix_bytes(e.name()).value();
    EXPECT_EQ(e.name().as_bytes(), os::from_posix_bytes(bytes).as_bytes());
  }
}

TEST(WalkPosix, ByteOrderIsCSort) {
  TempTree t;
  const std::vector<std::string> names = {"b", "B",  "\xff",     "\x7f", "a\x80",
                                          "a", "aa", "\xc3\xa9", "-",    "0"};
  for (const std::string& n : names) t.file(n);
  WalkOptions options;
  options.order = WalkOrder::kBytes;
  options.min_depth = 1;
  std::vector<std::string> want = names;
  std::sort(want.begin(), want.end());  // std::string: unsigned bytes, as LC_ALL=C sort -z
  EXPECT_EQ(rels(collect(t.path(), options)), want);
  // By UTF-16 units an escaped byte is its unit U+DC80..U+DCFF: "\xff" (U+DCFF) after "é".
  options.order = WalkOrder::kUtf16;
  std::vector<std::string> units = rels(collect(t.path(), options));
  std::vector<std::string> by_units = names;
  std::sort(by_units.begin(), by_units.end(), [](const std::string& a, const std::string& b) {
    return os::from_posix_bytes(a).to_utf16() < os::from_posix_bytes(b).to_utf16();
  });
  EXPECT_EQ(units, by_units);
  EXPECT_LT(std::find(units.begin(), units.end(), "\xc3\xa9"),
            std::find(units.begin(), units.end(), "\xff"));
}

// Builds a chain of `depth` directories named `name` below the tree, one file at the bottom and a
// sibling file at every fifth level, with openat (the full path is longer than PATH_MAX).
void deep_chain(const TempTree& t, std::size_t depth, const std::string& name) {
  int fd = dup(t.fd());
  for (std::size_t i = 0; i < depth; ++i) {
    mkdirat(fd, name.c_str(), 0755);
    if (i % 5 == 0) close(openat(fd, "f", O_WRONLY | O_CREAT, 0644));
    const int next = openat(fd, name.c_str(), O_RDONLY | O_DIRECTORY);
    close(fd);
    fd = next;
  }
  close(openat(fd, "bottom", O_WRONLY | O_CREAT, 0644));
  close(fd);
}

TEST(WalkPosix, DeeperThanPathMaxWithFewDescriptors) {
  TempTree t;
  const std::size_t depth = 700;  // 700 * 6 bytes > PATH_MAX (4096)
  deep_chain(t, depth, "ddddd");
  t.dir("side");
  t.file("side/s");
  for (WalkOrder order : {WalkOrder::kOs, WalkOrder::kBytes}) {
    WalkOptions options;
    options.order = order;
    const std::vector<Record> reference = collect(t.path(), options);
    // root, `depth` directories, bottom, f at every fifth level, side, side/s
    EXPECT_EQ(reference.size(), 1 + depth + 1 + depth / 5 + 2);
    std::size_t longest = 0;
    for (const Record& r : reference) {
      EXPECT_TRUE(r.status.ok()) << r.status;
      longest = std::max(longest, r.rel.size());
    }
    EXPECT_GT(longest, static_cast<std::size_t>(PATH_MAX));
    for (std::size_t max_open : {1, 2, 64}) {
      options.max_open = max_open;
      const std::vector<Record> got = collect(t.path(), options);
      EXPECT_EQ(rels(got), rels(reference)) << "max_open " << max_open;
    }
    options.max_open = 2;
    options.contents_first = true;
    const std::vector<Record> post = collect(t.path(), options);
    EXPECT_EQ(sorted(rels(post)), sorted(rels(reference)));
    EXPECT_EQ(post.back().rel, "");
  }
}

// The descriptors open now (the lowest 1024, which a test process does not pass).
int open_descriptors() {
  int n = 0;
  for (int fd = 0; fd < 1024; ++fd) n += fcntl(fd, F_GETFD) != -1;
  return n;
}

// Three levels of `fanout` directories d0, d1, ... each, every one holding the files `files`.
void bushy_tree(const TempTree& t, int fanout, const std::vector<std::string>& files) {
  std::vector<std::string> dirs = {""};
  for (int level = 0; level < 3; ++level) {
    std::vector<std::string> next;
    for (const std::string& d : dirs) {
      for (int i = 0; i < fanout; ++i) {
        const std::string p = (d.empty() ? "" : d + "/") + "d" + std::to_string(i);
        t.dir(p);
        for (const std::string& f : files) t.file(p + "/" + f);
        next.push_back(p);
      }
    }
    dirs = next;
  }
}

TEST(WalkPosix, DescriptorsStayWithinMaxOpenAndAreAllGivenBack) {
  // A tree with every kind of error entry on the way: a link loop, a link to itself, a dangling
  // link, a nested repository, ignored directories; walked to its end and dropped half way.
  TempTree t;
  bushy_tree(t, 3, {"f.o", "g"});
  t.file(".gitignore", "*.o\nd2/\n");
  t.link("..", "d0/d0/up");
  t.link("self", "d1/self");
  t.link("nowhere", "d1/d1/dangling");
  t.dir("d0/d1/.git");
  const int baseline = open_descriptors();
  for (WalkOrder order : {WalkOrder::kOs, WalkOrder::kBytes}) {
    for (std::size_t max_open : {1, 2, 3, 64}) {
      for (int variant = 0; variant < 4; ++variant) {
        WalkOptions options;
        options.order = order;
        options.max_open = max_open;
        options.contents_first = variant == 1;
        options.follow_links = variant == 2;
        options.gitignore = variant == 3;
        options.metadata = variant == 2;
        const std::string what = "order " + std::to_string(static_cast<int>(order)) + " max_open " +
                                 std::to_string(max_open) + " variant " + std::to_string(variant);
        std::size_t entries = 0, most = 0;
        {
          const Wtf8Buf root = os::from_posix_bytes(t.path());
          Walk walk(root, options);
          for (const WalkEntry& e : walk) {
            ++entries;
            most = std::max<std::size_t>(most, open_descriptors() - baseline);
            if (e.ok() && e.type() == FileType::kRegular) {
              const absl::StatusOr<int> fd = e.open_at(O_RDONLY);
              ASSERT_TRUE(fd.ok()) << fd.status();
              close(*fd);
            }
          }
        }
        EXPECT_GT(entries, 20u) << what;
        EXPECT_LE(most, max_open) << what;
        EXPECT_EQ(open_descriptors(), baseline) << what;
        // Dropped half way, with levels open and levels given back.
        {
          const Wtf8Buf root = os::from_posix_bytes(t.path());
          Walk walk(root, options);
          for (std::size_t k = 0; k < entries / 2; ++k) ASSERT_NE(walk.next(), nullptr);
        }
        EXPECT_EQ(open_descriptors(), baseline) << what << " (dropped)";
      }
    }
  }
}

TEST(WalkPosix, FewDescriptorsOnABushyTree) {
  TempTree t;
  // 3 levels of 4 directories with 3 files each: the oldest levels are read into memory, closed
  // and reopened many times.
  bushy_tree(t, 4, {"f0", "f1", "f2"});
  for (WalkOrder order : {WalkOrder::kOs, WalkOrder::kBytes}) {
    for (bool contents_first : {false, true}) {
      WalkOptions options;
      options.order = order;
      options.contents_first = contents_first;
      options.metadata = true;
      const std::vector<std::string> reference = rels(collect(t.path(), options));
      EXPECT_EQ(reference.size(), 1u + 84 + 84 * 3);
      EXPECT_EQ(std::set<std::string>(reference.begin(), reference.end()).size(), reference.size());
      for (std::size_t max_open : {1, 2}) {
        options.max_open = max_open;
        EXPECT_EQ(rels(collect(t.path(), options)), reference) << max_open;
      }
    }
  }
}

TEST(WalkPosix, LinksLoopsAndDanglingLinks) {
  TempTree t;
  t.dir("a");
  t.dir("a/b");
  t.file("a/b/f");
  t.dir("other");
  t.file("other/o");
  t.link("..", "a/b/up");            // a loop: a/b/up is a
  t.link("../../other", "a/b/out");  // a directory elsewhere
  t.link("nowhere", "dangling");
  t.link("self", "self");  // a link to itself
  WalkOptions options;
  options.order = WalkOrder::kBytes;
  std::vector<Record> got = collect(t.path(), options);
  EXPECT_EQ(rels(got), (std::vector<std::string>{"", "a", "a/b", "a/b/f", "a/b/out", "a/b/up",
                                                 "dangling", "other", "other/o", "self"}));
  for (const Record& r : got) {
    EXPECT_TRUE(r.status.ok()) << r.status;
    if (r.rel == "a/b/up" || r.rel == "dangling" || r.rel == "self") {
      EXPECT_EQ(r.type, FileType::kSymlink) << r.rel;
    }
  }
  options.follow_links = true;
  got = collect(t.path(), options);
  EXPECT_EQ(rels(got),
            (std::vector<std::string>{"", "a", "a/b", "a/b/f", "a/b/out", "a/b/out/o", "a/b/up",
                                      "dangling", "other", "other/o", "self"}));
  for (const Record& r : got) {
    if (r.rel == "a/b/up") {
      EXPECT_TRUE(absl::IsFailedPrecondition(r.status)) << r.status;
      EXPECT_NE(r.status.message().find("file system loop"), std::string_view::npos);
      EXPECT_TRUE(r.followed);
    } else if (r.rel == "self") {
      EXPECT_FALSE(r.status.ok());  // ELOOP: too many levels of symbolic links
    } else {
      EXPECT_TRUE(r.status.ok()) << r.rel << ": " << r.status;
    }
    if (r.rel == "dangling") {
      EXPECT_EQ(r.type, FileType::kSymlink);
    }
    if (r.rel == "a/b/out") {
      EXPECT_EQ(r.type, FileType::kDirectory);
      EXPECT_TRUE(r.followed);
    }
  }
  // A root that is a link: followed by default, not with follow_root_link off.
  t.link("a", "root-link");
  const std::string link_root = t.path() + "/root-link";
  options.follow_links = false;
  EXPECT_EQ(rels(collect(link_root, options)),
            (std::vector<std::string>{"", "b", "b/f", "b/out", "b/up"}));
  options.follow_root_link = false;
  got = collect(link_root, options);
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0].type, FileType::kSymlink);
}

TEST(WalkPosix, FifosAndSocketsAreNeverOpened) {
  TempTree t;
  t.fifo("fifo");
  t.dir("d");
  t.fifo("d/.gitignore");  // ignore-aware walking must not read it either
  const int s = socket(AF_UNIX, SOCK_STREAM, 0);
  ASSERT_GE(s, 0);
  sockaddr_un addr{};
  addr.sun_family = AF_UNIX;
  const std::string sock_path = t.path() + "/sock";
  ASSERT_LT(sock_path.size(), sizeof addr.sun_path);
  std::copy(sock_path.begin(), sock_path.end(), addr.sun_path);
  ASSERT_EQ(bind(s, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
  for (bool metadata : {false, true}) {
    for (bool gitignore : {false, true}) {
      WalkOptions options;
      options.order = WalkOrder::kBytes;
      options.metadata = metadata;
      options.gitignore = gitignore;
      const std::vector<Record> got = collect(t.path(), options);
      ASSERT_EQ(rels(got), (std::vector<std::string>{"", "d", "d/.gitignore", "fifo", "sock"}));
      EXPECT_EQ(got[2].type, FileType::kFifo);
      EXPECT_EQ(got[3].type, FileType::kFifo);
      EXPECT_EQ(got[4].type, FileType::kSocket);
    }
  }
  close(s);
}

TEST(WalkPosix, UnreadableDirectoryIsAnErrorEntry) {
  TempTree t;
  t.dir("open");
  t.file("open/f");
  t.dir("locked");
  t.file("locked/secret");
  t.dir("z");
  chmod(t.path().c_str(), 0755);
  fchmodat(t.fd(), "locked", 0, 0);
  // Root bypasses permissions: the walk runs in a child as nobody (65534) then.
  const pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0)) _exit(3);
    WalkOptions options;
    options.order = WalkOrder::kBytes;
    int fails = 0;
    for (bool contents_first : {false, true}) {
      options.contents_first = contents_first;
      std::vector<Record> got = collect(t.path(), options);
      std::vector<std::string> want = {"", "locked", "open", "open/f", "z"};
      if (contents_first) want = {"locked", "open/f", "open", "z", ""};
      if (rels(got) != want) ++fails;
      for (const Record& r : got) {
        const bool should_fail = r.rel == "locked";
        if (should_fail != !r.status.ok()) ++fails;
        if (should_fail && !absl::IsPermissionDenied(r.status)) ++fails;
      }
    }
    _exit(fails == 0 ? 0 : 1);
  }
  int status = 0;
  ASSERT_EQ(waitpid(pid, &status, 0), pid);
  ASSERT_TRUE(WIFEXITED(status));
  if (WEXITSTATUS(status) == 3) GTEST_SKIP() << "running as root and cannot become nobody";
  EXPECT_EQ(WEXITSTATUS(status), 0);
}

TEST(WalkPosix, DirectoryRemovedDuringTheWalk) {
  TempTree t;
  t.dir("a");
  t.dir("b");
  t.file("b/f");
  t.file("c");
  WalkOptions options;
  options.order = WalkOrder::kBytes;
  options.metadata = true;  // so the vanished file "c" is looked at
  const int fd = t.fd();
  options.prune = [fd](const WalkEntry& e) {
    if (e.name().as_bytes() == "a") {
      unlinkat(fd, "b/f", 0);
      unlinkat(fd, "b", AT_REMOVEDIR);
      unlinkat(fd, "c", 0);
    }
    return false;
  };
  const std::vector<Record> got = collect(t.path(), options);
  ASSERT_EQ(rels(got), (std::vector<std::string>{"", "a", "b", "c"}));
  EXPECT_TRUE(got[1].status.ok());
  EXPECT_TRUE(absl::IsNotFound(got[2].status)) << got[2].status;
  EXPECT_TRUE(absl::IsNotFound(got[3].status)) << got[3].status;
}

// With one descriptor, leaving a/b/c reopens a/b: through `..` of c when that is still a/b,
// else from the root by names, each checked by device and inode.
TEST(WalkPosix, ReopenedDirectoryIsCheckedByDeviceAndInode) {
  for (bool replace_b : {false, true}) {
    TempTree t;
    t.dir("a");
    t.dir("a/b");
    t.dir("a/b/c");
    t.file("a/b/c/d");
    t.file("a/b/z");
    t.file("a/y");
    WalkOptions options;
    options.order = WalkOrder::kBytes;
    options.max_open = 1;
    const int fd = t.fd();
    options.prune = [fd, replace_b](const WalkEntry& e) {
      if (e.name().as_bytes() == "d") {
        renameat(fd, "a/b/c", fd, "moved");  // `..` of c is no longer a/b
        if (replace_b) {
          renameat(fd, "a/b", fd, "old_b");
          mkdirat(fd, "a/b", 0755);  // another directory where a/b was
        }
      }
      return false;
    };
    const std::vector<Record> got = collect(t.path(), options);
    if (!replace_b) {
      EXPECT_EQ(rels(got),
                (std::vector<std::string>{"", "a", "a/b", "a/b/c", "a/b/c/d", "a/b/z", "a/y"}));
      for (const Record& r : got) EXPECT_TRUE(r.status.ok()) << r.status;
    } else {
      ASSERT_EQ(rels(got),
                (std::vector<std::string>{"", "a", "a/b", "a/b/c", "a/b/c/d", "a/b", "a/y"}));
      EXPECT_TRUE(absl::IsFailedPrecondition(got[5].status)) << got[5].status;
      EXPECT_NE(got[5].status.message().find("directory changed during the walk"),
                std::string_view::npos);
    }
  }
}

TEST(WalkPosix, ALevelReadToItsEndIsNotReopened) {
  // With one descriptor, `a`'s listing (just `b`) is read into memory when `b` is opened; `b`
  // then leaves `a` and `a` is renamed. Nothing of `a` is left to visit, so the walk does not
  // look for it again: no error for a directory whose every entry was yielded.
  TempTree t;
  t.dir("a");
  t.dir("a/b");
  t.file("a/b/f");
  WalkOptions options;
  options.order = WalkOrder::kBytes;
  options.max_open = 1;
  const int fd = t.fd();
  options.prune = [fd](const WalkEntry& e) {
    if (e.name().as_bytes() == "f") {
      renameat(fd, "a/b", fd, "b_moved");  // `..` of b is no longer a
      renameat(fd, "a", fd, "a_moved");    // and a is not where the walk found it
    }
    return false;
  };
  const std::vector<Record> got = collect(t.path(), options);
  EXPECT_EQ(rels(got), (std::vector<std::string>{"", "a", "a/b", "a/b/f"}));
  for (const Record& r : got) EXPECT_TRUE(r.status.ok()) << r.rel << ": " << r.status;
}

TEST(WalkPosix, FollowLinksFollowsTheRootToo) {
  TempTree t;
  t.dir("d");
  t.file("d/f");
  t.link("d", "root_link");
  WalkOptions options;
  options.follow_root_link = false;
  const std::string root = t.path() + "/root_link";
  std::vector<Record> got = collect(root, options);
  ASSERT_EQ(rels(got), (std::vector<std::string>{""}));
  EXPECT_EQ(got[0].type, FileType::kSymlink);
  options.follow_links = true;  // as `find -L`: every link, the root's too
  got = collect(root, options);
  ASSERT_EQ(rels(got), (std::vector<std::string>{"", "f"}));
  EXPECT_EQ(got[0].type, FileType::kDirectory);
}

TEST(WalkPosix, MetadataAndOpenAt) {
  TempTree t;
  t.dir("d");
  t.file("d/f", "hello");
  WalkOptions options;
  options.order = WalkOrder::kBytes;
  options.max_open = 1;
  const Wtf8Buf root_buf = t.root();
  Walk walk(root_buf, options);
  int seen = 0;
  for (const WalkEntry& e : walk) {
    auto m = e.metadata();
    ASSERT_TRUE(m.ok()) << m.status();
    EXPECT_EQ(m->type, e.type());
    auto fd = e.open_at(O_RDONLY);
    ASSERT_TRUE(fd.ok()) << fd.status();
    struct stat st;
    ASSERT_EQ(fstat(*fd, &st), 0);
    EXPECT_EQ(static_cast<uint64_t>(st.st_ino), m->inode);
    if (e.name().as_bytes() == "f") {
      char buf[8] = {};
      EXPECT_EQ(read(*fd, buf, sizeof buf), 5);
      EXPECT_EQ(std::string(buf), "hello");
      EXPECT_EQ(m->size, 5u);
    }
    close(*fd);
    ++seen;
  }
  EXPECT_EQ(seen, 3);
}

TEST(WalkPosix, SameFileSystemStopsAtAnotherDevice) {
  struct stat proc, tmp;
  if (stat("/proc/self", &proc) != 0 || stat("/tmp", &tmp) != 0 || proc.st_dev == tmp.st_dev) {
    GTEST_SKIP() << "no /proc on a device of its own";
  }
  TempTree t;
  t.link("/proc/self/fdinfo", "p");
  WalkOptions options;
  options.follow_links = true;
  options.same_file_system = true;
  const std::vector<Record> got = collect(t.path(), options);
  EXPECT_EQ(rels(got), (std::vector<std::string>{"", "p"}));
}

TEST(WalkPosix, SkipHidden) {
  TempTree t;
  t.dir(".hidden");
  t.file(".hidden/f");
  t.file(".dot");
  t.file("seen");
  WalkOptions options;
  options.skip_hidden = true;
  EXPECT_EQ(rels(collect(t.path(), options)), (std::vector<std::string>{"", "seen"}));
  // The root is yielded even when hidden.
  EXPECT_EQ(rels(collect(t.path() + "/.hidden", options)), (std::vector<std::string>{"", "f"}));
}

TEST(WalkPosix, RootWithTrailingSlash) {
  TempTree t;
  t.file("f");
  const Wtf8Buf slashed = os::from_posix_bytes(t.path() + "/");
  Walk walk(slashed, WalkOptions());
  std::vector<std::string> paths;
  for (const WalkEntry& e : walk) paths.emplace_back(e.path().as_bytes());
  EXPECT_EQ(paths, (std::vector<std::string>{t.path() + "/", t.path() + "/f"}));
}

// ---- ignore-aware walking ------------------------------------------------------------------

TEST(WalkIgnore, RulesNestedRepositoriesAndGit) {
  TempTree t;
  t.dir(".git");
  t.dir(".git/info");
  t.file(".git/info/exclude", "*.excluded\n");
  t.file(".git/HEAD");
  t.file(".gitignore", "*.o\nbuild/\n!keep.o\n");
  t.file("a.o");
  t.file("keep.o");
  t.file("x.excluded");
  t.dir("build");
  t.file("build/out");
  t.dir("src");
  t.file("src/.gitignore", "/gen\n");
  t.dir("src/gen");
  t.file("src/gen/g.c");
  t.file("src/m.c");
  t.file("src/z.o");
  t.dir("nested");
  t.dir("nested/.git");
  t.file("nested/inside");
  t.file("custom", "");
  WalkOptions options;
  options.order = WalkOrder::kBytes;
  options.gitignore = true;
  EXPECT_EQ(rels(collect(t.path(), options)),
            (std::vector<std::string>{"", ".gitignore", "custom", "keep.o", "nested", "src",
                                      "src/.gitignore", "src/m.c"}));
  // Which rule excluded what.
  options.yield_ignored = true;
  const Wtf8Buf root_buf = t.root();
  Walk walk(root_buf, options);
  std::vector<std::string> decided;
  for (const WalkEntry& e : walk) {
    if (e.ignore_rule() == nullptr) continue;
    decided.push_back(std::string(e.name().as_bytes()) + " " +
                      std::string(e.ignore_rule()->source().as_bytes()) + ":" +
                      std::to_string(e.ignore_rule()->line()));
  }
  EXPECT_EQ(decided, (std::vector<std::string>{"a.o .gitignore:1", "build .gitignore:2",
                                               "gen src/.gitignore:1", "z.o .gitignore:1",
                                               "x.excluded .git/info/exclude:1"}));
  // core.excludesFile.
  t.file("global-excludes", "custom\n");
  options.yield_ignored = false;
  options.excludes_file = os::from_posix_bytes(t.path() + "/global-excludes");
  const std::vector<std::string> got = rels(collect(t.path(), options));
  EXPECT_EQ(std::count(got.begin(), got.end(), "custom"), 0);
  EXPECT_EQ(std::count(got.begin(), got.end(), "global-excludes"), 1);
}

TEST(WalkIgnore, RootBelowTheTopReadsTheFilesOnTheWay) {
  TempTree t;
  t.dir(".git");
  t.file(".gitignore", "sub/deep/*.log\n");
  t.dir("sub");
  t.file("sub/.gitignore", "*.tmp\n");
  t.dir("sub/deep");
  t.file("sub/deep/a.log");
  t.file("sub/deep/a.tmp");
  t.file("sub/deep/a.c");
  WalkOptions options;
  options.order = WalkOrder::kBytes;
  options.gitignore = true;
  EXPECT_EQ(rels(collect(t.path() + "/sub/deep", options)), (std::vector<std::string>{"", "a.c"}));
  // Without a repository the root is the top: the files above it do not count.
  TempTree plain;
  plain.file(".gitignore", "*.log\n");
  plain.dir("d");
  plain.file("d/x.log");
  plain.file("d/.gitignore", "!x.log\n*.c\n");
  plain.file("d/y.c");
  EXPECT_EQ(rels(collect(plain.path(), options)),
            (std::vector<std::string>{"", ".gitignore", "d", "d/.gitignore", "d/x.log"}));
}

TEST(WalkIgnore, RootInsideAnExcludedDirectoryYieldsOnlyTheRoot) {
  TempTree t;
  t.dir(".git");
  t.file(".gitignore", "build/\n");
  t.dir("build");
  t.dir("build/sub");
  t.file("build/sub/.gitignore", "!*\n");
  t.file("build/sub/f");
  t.dir("build/sub/d");
  t.file("build/sub/d/g");
  WalkOptions options;
  options.order = WalkOrder::kBytes;
  options.gitignore = true;
  // As `git ls-files -o --exclude-standard` run there: nothing (the root is always yielded).
  EXPECT_EQ(rels(collect(t.path() + "/build/sub", options)), (std::vector<std::string>{""}));
  options.yield_ignored = true;
  const Wtf8Buf root = os::from_posix_bytes(t.path() + "/build/sub");
  std::vector<std::string> decided;
  for (const WalkEntry& e : Walk(root, options)) {
    if (e.depth() == 0) continue;
    ASSERT_NE(e.ignore_rule(), nullptr) << e.path().debug_string();
    decided.push_back(std::string(e.name().as_bytes()) + " " +
                      std::string(e.ignore_rule()->source().as_bytes()) + ":" +
                      std::to_string(e.ignore_rule()->line()));
  }
  // Every entry by the rule that excluded `build`; `d` is not entered.
  EXPECT_EQ(decided, (std::vector<std::string>{".gitignore .gitignore:1", "d .gitignore:1",
                                               "f .gitignore:1"}));
}

TEST(WalkIgnore, DotIgnoreOverridesGitignore) {
  TempTree t;
  t.file(".gitignore", "*.log\n");
  t.file(".ignore", "!keep.log\nsecret\n");
  t.file("a.log");
  t.file("keep.log");
  t.file("secret");
  WalkOptions options;
  options.order = WalkOrder::kBytes;
  options.gitignore = true;
  EXPECT_EQ(rels(collect(t.path(), options)),
            (std::vector<std::string>{"", ".gitignore", ".ignore", "secret"}));
  options.dot_ignore = true;
  EXPECT_EQ(rels(collect(t.path(), options)),
            (std::vector<std::string>{"", ".gitignore", ".ignore", "keep.log"}));
  // Each rule is named by the file it is in.
  options.yield_ignored = true;
  const Wtf8Buf root_buf = t.root();
  std::vector<std::string> decided;
  for (const WalkEntry& e : Walk(root_buf, options)) {
    if (e.ignore_rule() == nullptr) continue;
    decided.push_back(std::string(e.name().as_bytes()) + " " +
                      std::string(e.ignore_rule()->source().as_bytes()) + ":" +
                      std::to_string(e.ignore_rule()->line()));
  }
  EXPECT_EQ(decided, (std::vector<std::string>{"a.log .gitignore:1", "secret .ignore:2"}));
}

#endif  // !defined(_WIN32)

}  // namespace
}  // namespace wtf8
