// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Starting a peer tool (git) from a differential test and reading what it prints: POSIX only
// (posix_spawn and pipes); the tests that use it skip on Windows. Test-only.

#ifndef WTF8_TESTS_RUN_CHILD_H_
#define WTF8_TESTS_RUN_CHILD_H_

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <string>
#include <vector>

extern char** environ;

namespace wtf8::test_support {

// Runs argv (searched in PATH) with stdin from `stdin_path` (or /dev/null); returns the exit
// status (-1 when it could not run) and its standard output in `out`.
inline int run(const std::vector<std::string>& argv, std::string& out,
               const std::string& stdin_path = "/dev/null") {
  out.clear();
  int pipe_fds[2];
  if (pipe(pipe_fds) != 0) return -1;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, stdin_path.c_str(), O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], 1);
  posix_spawn_file_actions_addclose(&actions, pipe_fds[0]);
  posix_spawn_file_actions_addclose(&actions, pipe_fds[1]);
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid = 0;
  const int spawned = posix_spawnp(&pid, args[0], &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(pipe_fds[1]);
  if (spawned != 0) {
    close(pipe_fds[0]);
    return -1;
  }
  char buf[65536];
  for (;;) {
    const ssize_t n = read(pipe_fds[0], buf, sizeof buf);
    if (n <= 0) break;
    out.append(buf, static_cast<std::size_t>(n));
  }
  close(pipe_fds[0]);
  int status = 0;
  if (waitpid(pid, &status, 0) != pid) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace wtf8::test_support

#endif  // WTF8_TESTS_RUN_CHILD_H_
