// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// IgnoreStack against git itself: generated trees of `.gitignore` files (plus
// `$GIT_DIR/info/exclude` and `core.excludesFile`, sometimes `core.ignorecase`) are written into
// a temporary repository, and every path of the tree (files, directories, directories with a
// trailing `/`, names that do not exist) goes through `git check-ignore --no-index -v -n
// --stdin`, once with `-z` and once without; the whole output must equal, byte for byte, what
// `append_check_ignore_record` makes of IgnoreStack's answers. Rules: git's metacharacters,
// `**` in every place, `!`, escapes, trailing `/` and spaces, CR, BOM, NUL, comments, rules that
// match nothing; names: non-ASCII UTF-8, the bytes 0x80 and 0xFF, brackets, stars. A fixed
// seed. Skips when git is not installed.

#include "gtest/gtest.h"

#if defined(_WIN32)
TEST(IgnoreDifferential, NeedsPosix) {
  GTEST_SKIP() << "POSIX only: starts git through posix_spawn";
}
#else

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "tests/run_child.h"
#include "wtf8/ignore.h"
#include "wtf8/os.h"
#include "wtf8/wtf8_buf.h"

namespace wtf8 {
namespace {

using test_support::run;

namespace fs = std::filesystem;

// A printable form of bytes for failure messages.
std::string show(std::string_view s) {
  std::string out;
  for (unsigned char c : s) {
    if (c >= 0x20 && c < 0x7F && c != '\\') {
      out += static_cast<char>(c);
    } else if (c == '\0') {
      out += "\\0\n";
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02X", c);
      out += buf;
    }
  }
  return out;
}

void write_file(const std::string& path, const std::string& bytes) {
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  f.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

// Names for directories, files and the literal parts of rules.
const std::vector<std::string>& names() {
  static const std::vector<std::string> kNames = {
      "a",      "b",    "B",         "foo",           "foobar",   "fooX",  "bar",
      "x.o",    "X.O",  "c\xC3\xA9", "\xFF",          "\x80z",    "*",     "[a]",
      "a b",    "doc",  "Doc",       "n\xE2\x82\xAC", "zz",       "build", "o",
      "keep.o", ".hid", "sp ",       "\xC3",          "\xE9t\xE9"};
  return kNames;
}

// Pieces a rule component is made of.
const std::vector<std::string>& atoms() {
  static const std::vector<std::string> kAtoms = {
      "*",         "**",  "?",   "[a-c]", "[!a]", "[^b]", "\\*",         "[[:alpha:]]",
      "[[:foo:]]", "[",   "o",   "f",     "\\\\", "[]a]", "[\xC3\xA9]",  "\\a",
      "[A-Z]",     "***", "\\ ", "x",     "\xFF", "\xC3", "[\x80-\xFF]", "[[:upper:]]"};
  return kAtoms;
}

class Gen {
 public:
  explicit Gen(uint32_t seed) : rng_(seed) {}
  uint32_t pick(uint32_t n) { return static_cast<uint32_t>(rng_() % n); }
  bool chance(int percent) { return pick(100) < static_cast<uint32_t>(percent); }

  std::string name() { return names()[pick(static_cast<uint32_t>(names().size()))]; }

  std::string component() {
    if (chance(35)) return name();
    if (chance(12)) return "**";
    std::string c;
    const int n = 1 + static_cast<int>(pick(3));
    for (int i = 0; i < n; ++i) {
      if (chance(40)) {
        c += name();
      } else {
        c += atoms()[pick(static_cast<uint32_t>(atoms().size()))];
      }
    }
    return c;
  }

  std::string rule(const std::vector<std::string>& dirs_below) {
    std::string r;
    if (chance(4)) return "";
    if (chance(4)) return "#" + component();
    if (chance(3)) return chance(50) ? "\\#" + name() : "\\!" + name();
    if (chance(18)) r += '!';
    if (chance(3)) r += '!';
    if (chance(18)) r += '/';
    if (chance(2)) r += '/';
    const int parts = chance(55) ? 1 : 2 + static_cast<int>(pick(2));
    for (int i = 0; i < parts; ++i) {
      if (i > 0) r += chance(3) ? "\\/" : "/";
      if (i == 0 && !dirs_below.empty() && chance(30)) {
        r += dirs_below[pick(static_cast<uint32_t>(dirs_below.size()))];
      } else if (chance(2)) {
        r += chance(50) ? "." : "..";
      } else {
        r += component();
      }
    }
    if (chance(25)) r += '/';
    if (chance(2)) r += '/';
    if (chance(8)) r += chance(50) ? "  " : " ";
    if (chance(4)) r += "\\ ";
    if (chance(3)) r += '\t';
    if (chance(3)) r += '\\';
    if (chance(3)) r += std::string("\0", 1) + component();
    if (chance(2)) r += "\r\r";
    return r;
  }

  std::string file(const std::vector<std::string>& dirs_below) {
    std::string f;
    if (chance(10)) f += "\xEF\xBB\xBF";
    const int lines = 1 + static_cast<int>(pick(7));
    for (int i = 0; i < lines; ++i) {
      if (i > 0 && chance(3)) f += "\xEF\xBB\xBF";
      f += rule(dirs_below);
      if (chance(12)) f += '\r';
      if (i + 1 < lines || chance(70)) f += '\n';
    }
    return f;
  }

 private:
  std::mt19937 rng_;
};

struct Query {
  std::string path;  // bytes, as given to git
  bool is_dir;       // whether git's lstat finds a directory there
};

class IgnoreDifferential : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string version;
    if (run({"git", "--version"}, version) != 0) GTEST_SKIP() << "git is not installed";
    std::printf("oracle: %s", version.c_str());
    const char* tmp = std::getenv("TEST_TMPDIR");
    std::string base = tmp != nullptr ? tmp : "/tmp";
    std::string templ = base + "/ignore_git_XXXXXX";
    ASSERT_NE(mkdtemp(templ.data()), nullptr);
    top_ = templ;
    repo_ = top_ + "/repo";
    setenv("HOME", top_.c_str(), 1);
    setenv("XDG_CONFIG_HOME", (top_ + "/xdg").c_str(), 1);
    setenv("LC_ALL", "C", 1);
    setenv("GIT_CONFIG_NOSYSTEM", "1", 1);
    setenv("GIT_CONFIG_GLOBAL", "/dev/null", 1);
    for (const char* v : {"GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_CONFIG_PARAMETERS",
                          "GIT_CONFIG_COUNT", "GIT_CEILING_DIRECTORIES"}) {
      unsetenv(v);
    }
    std::string out;
    ASSERT_EQ(run({"git", "init", "-q", repo_}, out), 0);
  }

  void TearDown() override {
    if (!top_.empty()) {
      std::error_code ec;
      fs::remove_all(top_, ec);
    }
  }

  // Empties the work tree (keeping .git) and the exclude files.
  void clear_tree() {
    for (const auto& entry : fs::directory_iterator(repo_)) {
      if (entry.path().filename() == ".git") continue;
      fs::remove_all(entry.path());
    }
    fs::remove(repo_ + "/.git/info/exclude");
    fs::remove(top_ + "/excludes");
  }

  std::string top_, repo_;
};

TEST_F(IgnoreDifferential, CheckIgnoreAgreesWithGit) {
  Gen gen(20260434);
  constexpr int kTrees = 500;
  std::size_t compared = 0;
  std::map<std::string, std::size_t> kinds;  // how the answers spread, to show the test bites
  int failures = 0;
  for (int t = 0; t < kTrees && failures < 3; ++t) {
    clear_tree();
    const bool ignorecase = t % 5 == 4;
    std::string out;
    ASSERT_EQ(
        run({"git", "-C", repo_, "config", "core.ignorecase", ignorecase ? "true" : "false"}, out),
        0);

    // The tree: directories up to three deep, files in them.
    std::vector<std::string> dirs = {""};
    std::set<std::string> taken;
    const int ndirs = 1 + static_cast<int>(gen.pick(6));
    for (int i = 0; i < ndirs; ++i) {
      const std::string& parent = dirs[gen.pick(static_cast<uint32_t>(dirs.size()))];
      if (std::count(parent.begin(), parent.end(), '/') >= 2) continue;
      const std::string d = parent.empty() ? gen.name() : parent + "/" + gen.name();
      if (!taken.insert(d).second) continue;
      dirs.push_back(d);
    }
    std::vector<Query> queries;
    for (const std::string& d : dirs) {
      if (d.empty()) continue;
      fs::create_directories(repo_ + "/" + d);
      queries.push_back({d, true});
      queries.push_back({d + "/", true});
    }
    for (int i = 0; i < 10; ++i) {
      const std::string& parent = dirs[gen.pick(static_cast<uint32_t>(dirs.size()))];
      const std::string f = parent.empty() ? gen.name() : parent + "/" + gen.name();
      if (!taken.insert(f).second) continue;
      const bool exists = gen.chance(70);
      if (exists) write_file(repo_ + "/" + f, "x");
      queries.push_back({f, false});
      if (gen.chance(20)) queries.push_back({f + "/", false});
      // A name below one that does not exist as a directory.
      if (gen.chance(20)) queries.push_back({f + "/" + gen.name(), false});
    }

    IgnoreStack stack(IgnoreOptions{ignorecase});
    for (const std::string& d : dirs) {
      if (!gen.chance(65)) continue;
      std::vector<std::string> below;
      for (const std::string& e : dirs) {
        if (e.size() > d.size() && (d.empty() || e.compare(0, d.size() + 1, d + "/") == 0)) {
          below.push_back(d.empty() ? e : e.substr(d.size() + 1));
        }
      }
      const std::string bytes = gen.file(below);
      write_file(repo_ + "/" + (d.empty() ? "" : d + "/") + ".gitignore", bytes);
      const Wtf8Buf dir = os::from_posix_bytes(d);
      stack.add_directory_file(dir.as_view(), bytes);
    }
    std::vector<std::string> all_dirs(dirs.begin() + 1, dirs.end());
    if (gen.chance(40)) {
      const std::string bytes = gen.file(all_dirs);
      write_file(repo_ + "/.git/info/exclude", bytes);
      const Wtf8Buf source = os::from_posix_bytes(".git/info/exclude");
      stack.set_info_exclude(bytes, source.as_view());
    }
    const std::string excludes = top_ + "/excludes";
    if (gen.chance(30)) {
      const std::string bytes = gen.file(all_dirs);
      write_file(excludes, bytes);
      const Wtf8Buf source = os::from_posix_bytes(excludes);
      stack.set_excludes_file(bytes, source.as_view());
    }
    ASSERT_EQ(run({"git", "-C", repo_, "config", "core.excludesFile", excludes}, out), 0);

    // The incremental form, reading the same files from disk, must say the same.
    IgnoreStack lazy(IgnoreOptions{ignorecase});
    {
      std::ifstream info(repo_ + "/.git/info/exclude", std::ios::binary);
      if (info) {
        const std::string bytes((std::istreambuf_iterator<char>(info)),
                                std::istreambuf_iterator<char>());
        const Wtf8Buf source = os::from_posix_bytes(".git/info/exclude");
        lazy.set_info_exclude(bytes, source.as_view());
      }
      std::ifstream global(excludes, std::ios::binary);
      if (global) {
        const std::string bytes((std::istreambuf_iterator<char>(global)),
                                std::istreambuf_iterator<char>());
        const Wtf8Buf source = os::from_posix_bytes(excludes);
        lazy.set_excludes_file(bytes, source.as_view());
      }
    }
    const IgnoreStack::Reader reader = [&](Wtf8View file) -> std::optional<std::string> {
      std::ifstream f(repo_ + "/" + ignore_path_bytes(file), std::ios::binary);
      if (!f) return std::nullopt;
      return std::string((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    };

    for (const bool nul : {true, false}) {
      std::string input, expected;
      int expected_status = 1;
      for (const Query& q : queries) {
        input += q.path;
        input += nul ? '\0' : '\n';
        const Wtf8Buf path = os::from_posix_bytes(q.path);
        const IgnoreDecision d = stack.check(path.as_view(), q.is_dir);
        const IgnoreDecision l = lazy.check_loading(path.as_view(), q.is_dir, reader);
        EXPECT_EQ(l.status, d.status) << show(q.path);
        if (l.rule != nullptr && d.rule != nullptr) {
          EXPECT_EQ(l.rule->source().as_bytes(), d.rule->source().as_bytes()) << show(q.path);
          EXPECT_EQ(l.rule->line(), d.rule->line()) << show(q.path);
        }
        if (nul) {
          ++kinds[d.status == IgnoreStatus::kNotMatched
                      ? "no rule"
                      : (d.status == IgnoreStatus::kIgnored ? "ignored" : "re-included")];
          if (d.rule != nullptr && d.rule->anchored()) ++kinds["by an anchored rule"];
          if (d.rule != nullptr && d.rule->directory_only()) ++kinds["by a directory-only rule"];
          if (d.rule != nullptr && q.path.find('/') != std::string::npos &&
              d.rule->source().as_bytes().find(".git/") == std::string_view::npos &&
              d.rule->source().as_bytes() != excludes) {
            ++kinds["paths below a directory"];
          }
        }
        append_check_ignore_record(expected, q.path, d.rule, /*verbose=*/true,
                                   /*non_matching=*/true, nul);
        if (d.rule != nullptr) expected_status = 0;
      }
      const std::string input_path = top_ + "/stdin";
      write_file(input_path, input);
      std::vector<std::string> argv = {"git",        "-C", repo_, "check-ignore",
                                       "--no-index", "-v", "-n",  "--stdin"};
      if (nul) argv.push_back("-z");
      const int status = run(argv, out, input_path);
      ++compared;
      if (out != expected || status != expected_status) {
        ++failures;
        std::string files;
        for (const std::string& d : dirs) {
          const std::string p = repo_ + "/" + (d.empty() ? "" : d + "/") + ".gitignore";
          std::ifstream f(p, std::ios::binary);
          if (!f) continue;
          std::string bytes((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
          files += "  " + show(d) + "/.gitignore: " + show(bytes) + "\n";
        }
        for (const std::string& p : {repo_ + "/.git/info/exclude", excludes}) {
          std::ifstream f(p, std::ios::binary);
          if (!f) continue;
          std::string bytes((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
          files += "  " + show(p) + ": " + show(bytes) + "\n";
        }
        ADD_FAILURE() << "tree " << t << (nul ? " -z" : "") << (ignorecase ? " ignorecase" : "")
                      << "\nfiles:\n"
                      << files << "git (status " << status << "):\n"
                      << show(out) << "\nwtf8 (status " << expected_status << "):\n"
                      << show(expected);
      }
    }
  }
  std::printf("compared %zu check-ignore runs\n", compared);
  for (const auto& [kind, n] : kinds) std::printf("  %s: %zu\n", kind.c_str(), n);
}

}  // namespace
}  // namespace wtf8

#endif  // _WIN32
