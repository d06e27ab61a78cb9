// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// `wtf8 names -` on a million paths from a pipe, in bounded memory: a writer thread makes the
// paths as it goes (1000 directories of 1000 files, some with a ':' or a non-UTF-8 byte), the
// tool checks them, and this test reads the tool's findings and summary, checks them, and checks
// the tool's peak RSS (getrusage of the child, as tools/huge_convert_test.cc does):
//   - `--rules none` (problem checks only): under 16 MiB, whatever the number of paths;
//   - the default rules (collisions too) on the first 100,000 paths, with a planted collision per
//     directory: reported, with its RSS (it grows with the names kept, one set per directory).
// WTF8_NAMES_PATHS changes the million.

#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

extern char** environ;

namespace {

int fail(const std::string& what) {
  std::fprintf(stderr, "FAIL: %s\n", what.c_str());
  return 1;
}

// Path number `i`: dir<i/1000>/file<i>.txt; every 50,000th with a ':' (Windows refuses it), every
// 70,000th with the byte 0xE9 (not UTF-8: macOS refuses it), and with `collide`, every 1000th
// path (the first of a directory) is followed by the same name in capitals.
std::string path_of(uint64_t i, bool collide) {
  std::string p = "tree/dir" + std::to_string(i / 1000) + "/file" + std::to_string(i);
  if (i % 50000 == 0) p += ':';
  if (i % 70000 == 0) p += '\xE9';
  p += ".txt\n";
  if (collide && i % 1000 == 0) {
    p += "tree/dir" + std::to_string(i / 1000) + "/FILE" + std::to_string(i);
    if (i % 50000 == 0) p += ':';
    if (i % 70000 == 0) p += '\xE9';
    p += ".TXT\n";
  }
  return p;
}

struct Run {
  int exit_code = -1;
  long peak_kib = 0;
  std::string output;
};

// Runs `tools/wtf8 names <options> -` with `paths` paths written into its standard input.
bool run_names(const std::vector<const char*>& options, uint64_t paths, bool collide, Run* run) {
  int in_pipe[2], out_pipe[2];
  if (pipe(in_pipe) != 0 || pipe(out_pipe) != 0) return false;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in_pipe[0], 0);
  posix_spawn_file_actions_adddup2(&actions, out_pipe[1], 1);
  for (int fd : {in_pipe[0], in_pipe[1], out_pipe[0], out_pipe[1]}) {
    posix_spawn_file_actions_addclose(&actions, fd);
  }
  const char* tool = "tools/wtf8";
  std::vector<char*> argv = {const_cast<char*>(tool), const_cast<char*>("names")};
  for (const char* o : options) argv.push_back(const_cast<char*>(o));
  argv.push_back(const_cast<char*>("-"));
  argv.push_back(nullptr);
  pid_t pid;
  const int spawned = posix_spawn(&pid, tool, &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(in_pipe[0]);
  close(out_pipe[1]);
  if (spawned != 0) return false;

  std::thread writer([&] {
    std::string block;
    for (uint64_t i = 0; i < paths; ++i) {
      block += path_of(i, collide);
      if (block.size() < (1u << 16) && i + 1 < paths) continue;
      std::size_t done = 0;
      while (done < block.size()) {
        const ssize_t n = write(in_pipe[1], block.data() + done, block.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
          close(in_pipe[1]);
          return;
        }
        done += static_cast<std::size_t>(n);
      }
      block.clear();
    }
    close(in_pipe[1]);
  });
  char buf[1 << 16];
  while (true) {
    const ssize_t n = read(out_pipe[0], buf, sizeof(buf));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    run->output.append(buf, static_cast<std::size_t>(n));
  }
  close(out_pipe[0]);
  writer.join();
  int status = 0;
  struct rusage usage;
  if (wait4(pid, &status, 0, &usage) != pid) return false;
  run->exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  run->peak_kib = usage.ru_maxrss;
  return true;
}

std::string last_line(const std::string& s) {
  const std::size_t end = s.empty() ? 0 : s.size() - 1;
  const std::size_t start = s.rfind('\n', end == 0 ? 0 : end - 1);
  return s.substr(start == std::string::npos ? 0 : start + 1);
}

}  // namespace

int main() {
  uint64_t paths = 1000000;
  if (const char* env = std::getenv("WTF8_NAMES_PATHS")) paths = std::strtoull(env, nullptr, 10);

  // Problem checks only: bounded memory.
  Run plain;
  if (!run_names({"--rules", "none"}, paths, false, &plain)) return fail("cannot run the tool");
  // Names: per path its file name, plus each directory once ("tree" and "tree/dirN").
  const uint64_t dirs = (paths + 999) / 1000;
  const uint64_t names = paths + dirs + 1;
  const uint64_t colons = (paths + 49999) / 50000;
  const uint64_t bytes = (paths + 69999) / 70000;
  uint64_t both = 0;  // paths with both, e.g. 0 and 350000: one name, two findings
  for (uint64_t i = 0; i < paths; i += 350000) ++both;
  const uint64_t findings = colons + bytes;
  const std::string want = std::to_string(findings) + " findings (" +
                           std::to_string(colons + bytes - both) +
                           " names with problems, 0 collisions) in " + std::to_string(names) +
                           " names on Windows, macOS and Linux\n";
  std::printf("--rules none, %llu paths: exit %d, peak RSS %ld KiB, summary: %s",
              static_cast<unsigned long long>(paths), plain.exit_code, plain.peak_kib,
              last_line(plain.output).c_str());
  if (plain.exit_code != 1) return fail("exit code " + std::to_string(plain.exit_code));
  if (last_line(plain.output) != want) return fail("summary, expected: " + want);
  if (plain.peak_kib >= 16 * 1024) return fail("peak RSS not under 16 MiB");

  // Collisions too, on a tenth of the paths (or all, when fewer).
  const uint64_t some = paths < 100000 ? paths : 100000;
  Run keyed;
  if (!run_names({}, some, true, &keyed)) return fail("cannot run the tool");
  const uint64_t collisions = (some + 999) / 1000;
  std::printf("default rules, %llu paths: exit %d, peak RSS %ld KiB, summary: %s",
              static_cast<unsigned long long>(some), keyed.exit_code, keyed.peak_kib,
              last_line(keyed.output).c_str());
  const std::string tail = std::to_string(collisions) + " collisions) in ";
  if (keyed.exit_code != 1) return fail("exit code " + std::to_string(keyed.exit_code));
  if (last_line(keyed.output).find(tail) == std::string::npos) {
    return fail("expected " + std::to_string(collisions) + " collisions");
  }
  if (keyed.output.find("\"tree/dir3/FILE3000.TXT\": same entry as \"tree/dir3/file3000.txt\" "
                        "under ntfs, apfs -> \"FILE3000 (2).TXT\"\n") == std::string::npos) {
    return fail("the collision line of dir3");
  }
  std::printf("PASS\n");
  return 0;
}
