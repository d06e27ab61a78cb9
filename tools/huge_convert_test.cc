// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Streams 2 GiB (or WTF8_HUGE_BYTES) of generated UTF-16LE with lone surrogates through
// `wtf8 convert --from wtf-16le --to wtf-8` over pipes, then 512 MiB (or WTF8_HUGE_FILE_BYTES)
// from a file named with --input (written to TEST_TMPDIR and removed), checks every output byte
// against the library's own conversion, and checks the tool's peak RSS (getrusage of the child)
// is under 64 MiB both times. Manual: run by .ci/stages/75-cli-huge.sh with -c opt.

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

#include "tools/testing/wtf16_corpus.h"
#include "wtf8/encoding.h"
#include "wtf8/wtf8_buf.h"

extern char** environ;

namespace {

int fail(const char* what) {
  std::fprintf(stderr, "FAIL: %s (%s)\n", what, std::strerror(errno));
  return 1;
}

// Runs `wtf8 convert --from wtf-16le --to wtf-8`, reading `blocks` corpus blocks from standard
// input (fed through a pipe by a thread) or, with `input_file`, from that file (`--input`); checks
// every output byte and that the tool's peak RSS stays under 64 MiB. Returns 0 on success.
int run_convert(const std::string& block, const std::string& expected, uint64_t blocks,
                const char* input_file) {
  int in_pipe[2], out_pipe[2];
  if (pipe(in_pipe) != 0 || pipe(out_pipe) != 0) return fail("pipe");
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  if (input_file == nullptr) posix_spawn_file_actions_adddup2(&actions, in_pipe[0], 0);
  posix_spawn_file_actions_adddup2(&actions, out_pipe[1], 1);
  posix_spawn_file_actions_addclose(&actions, in_pipe[0]);
  posix_spawn_file_actions_addclose(&actions, in_pipe[1]);
  posix_spawn_file_actions_addclose(&actions, out_pipe[0]);
  posix_spawn_file_actions_addclose(&actions, out_pipe[1]);
  const char* tool = "tools/wtf8";
  std::vector<char*> argv = {const_cast<char*>(tool),     const_cast<char*>("convert"),
                             const_cast<char*>("--from"), const_cast<char*>("wtf-16le"),
                             const_cast<char*>("--to"),   const_cast<char*>("wtf-8")};
  if (input_file != nullptr) {
    argv.push_back(const_cast<char*>("--input"));
    argv.push_back(const_cast<char*>(input_file));
  }
  argv.push_back(nullptr);
  pid_t pid;
  if (posix_spawn(&pid, tool, &actions, nullptr, argv.data(), environ) != 0) return fail("spawn");
  posix_spawn_file_actions_destroy(&actions);
  close(in_pipe[0]);
  close(out_pipe[1]);

  std::thread writer([&] {
    for (uint64_t i = 0; i < blocks && input_file == nullptr; ++i) {
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
    }
    close(in_pipe[1]);
  });

  uint64_t received = 0;
  bool mismatch = false;
  std::string buf(1 << 16, '\0');
  while (true) {
    const ssize_t n = read(out_pipe[0], buf.data(), buf.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    for (ssize_t i = 0; i < n && !mismatch; ++i) {
      if (buf[i] != expected[(received + i) % expected.size()]) {
        std::fprintf(stderr, "FAIL: output byte %llu differs\n",
                     static_cast<unsigned long long>(received + i));
        mismatch = true;
      }
    }
    received += static_cast<uint64_t>(n);
  }
  close(out_pipe[0]);
  writer.join();
  int status = 0;
  struct rusage usage;
  if (wait4(pid, &status, 0, &usage) != pid) return fail("wait4");
  const uint64_t want = blocks * expected.size();
  const long peak_kib = usage.ru_maxrss;
  std::printf("%s: input %llu bytes, output %llu bytes (expected %llu), tool peak RSS %ld KiB\n",
              input_file == nullptr ? "standard input" : "--input FILE",
              static_cast<unsigned long long>(blocks * block.size()),
              static_cast<unsigned long long>(received), static_cast<unsigned long long>(want),
              peak_kib);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    std::fprintf(stderr, "FAIL: the tool exited with status %d\n", status);
    return 1;
  }
  if (mismatch || received != want) {
    std::fprintf(stderr, "FAIL: output differs from the library's conversion\n");
    return 1;
  }
  if (peak_kib >= 64 * 1024) {
    std::fprintf(stderr, "FAIL: peak RSS %ld KiB is not under 64 MiB\n", peak_kib);
    return 1;
  }
  return 0;
}

// Writes `blocks` corpus blocks to a new file at `path`. Returns 0 on success.
int write_input_file(const std::string& path, const std::string& block, uint64_t blocks) {
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (f == nullptr) return fail("cannot create the input file");
  for (uint64_t i = 0; i < blocks; ++i) {
    if (std::fwrite(block.data(), 1, block.size(), f) != block.size()) {
      std::fclose(f);
      return fail("cannot write the input file");
    }
  }
  if (std::fclose(f) != 0) return fail("cannot write the input file");
  return 0;
}

}  // namespace

int main() {
  namespace enc = wtf8::encoding;
  uint64_t total = 2ull << 30;
  if (const char* env = std::getenv("WTF8_HUGE_BYTES")) total = std::strtoull(env, nullptr, 10);
  uint64_t file_total = 512ull << 20;
  if (const char* env = std::getenv("WTF8_HUGE_FILE_BYTES")) {
    file_total = std::strtoull(env, nullptr, 10);
  }
  const std::string block = wtf8::cli_testing::wtf16le_block();
  auto expected_buf =
      enc::decode(block, enc::Encoding::kUtf16Le, enc::ErrorMode::kLossless, enc::Bom::kKeep);
  if (!expected_buf.ok()) return fail("the corpus block does not decode");
  const std::string expected = std::move(*expected_buf).into_bytes();

  // From standard input, through a pipe.
  if (run_convert(block, expected, total / block.size(), nullptr) != 0) return 1;

  // From a regular file named with --input (the reading path a file takes may differ).
  const char* tmp = std::getenv("TEST_TMPDIR");
  const std::string path = std::string(tmp != nullptr ? tmp : "/tmp") + "/huge_convert_input.bin";
  const uint64_t file_blocks = file_total / block.size();
  if (write_input_file(path, block, file_blocks) != 0) return 1;
  const int rc = run_convert(block, expected, file_blocks, path.c_str());
  std::remove(path.c_str());
  if (rc != 0) return 1;
  std::printf("PASS\n");
  return 0;
}
