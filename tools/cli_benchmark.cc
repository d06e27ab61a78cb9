// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Throughput of `wtf8 convert --from wtf-16le --to wtf-8` against the library call on the same
// bytes (64 MiB of the corpus in tools/testing/wtf16_corpus.h):
//   BM_LibraryOneShot    encoding::decode(bytes, kUtf16Le, kLossless, kKeep): one call
//   BM_LibraryStreaming  a Decoder fed 64 KiB chunks, output bytes appended to a string (the
//                        tool's pipeline, in-process)
//   BM_Tool              the built binary, -i FILE -o /dev/null (process start and I/O included)
// Run: ./bazelw run -c opt //tools:cli_benchmark

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "benchmark/benchmark.h"
#include "tools/testing/wtf16_corpus.h"
#include "wtf8/encoding.h"
#include "wtf8/wtf8_buf.h"

extern char** environ;

namespace {

namespace enc = wtf8::encoding;

constexpr std::size_t kInputBytes = 64u << 20;

const std::string& input() {
  static const std::string* bytes = [] {
    const std::string block = wtf8::cli_testing::wtf16le_block();
    auto* s = new std::string;
    while (s->size() < kInputBytes) *s += block;
    return s;
  }();
  return *bytes;
}

void BM_LibraryOneShot(benchmark::State& state) {
  const std::string& bytes = input();
  for (auto _ : state) {
    auto out = enc::decode(bytes, enc::Encoding::kUtf16Le, enc::ErrorMode::kLossless,
                           enc::Bom::kKeep);
    benchmark::DoNotOptimize(out);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes.size()));
}
BENCHMARK(BM_LibraryOneShot)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_LibraryStreaming(benchmark::State& state) {
  const std::string& bytes = input();
  wtf8::Wtf8Buf text;
  std::string out;
  for (auto _ : state) {
    enc::Decoder decoder(enc::Encoding::kUtf16Le, enc::ErrorMode::kLossless, enc::Bom::kKeep);
    for (std::size_t at = 0; at <= bytes.size(); at += 64 * 1024) {
      const std::string_view chunk = std::string_view(bytes).substr(at, 64 * 1024);
      text.clear();
      if (!decoder.decode(chunk, chunk.empty(), text).ok()) state.SkipWithError("decode");
      out.assign(text.as_bytes());
      benchmark::DoNotOptimize(out);
    }
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes.size()));
}
BENCHMARK(BM_LibraryStreaming)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_Tool(benchmark::State& state) {
  const std::string& bytes = input();
  char path[] = "/tmp/wtf8_cli_benchmark_XXXXXX";
  const int fd = mkstemp(path);
  if (fd < 0 || write(fd, bytes.data(), bytes.size()) != static_cast<ssize_t>(bytes.size())) {
    state.SkipWithError("cannot write the input file");
    return;
  }
  close(fd);
  const char* tool = "tools/wtf8";
  char* argv[] = {const_cast<char*>(tool), const_cast<char*>("convert"),
                  const_cast<char*>("--from"), const_cast<char*>("wtf-16le"),
                  const_cast<char*>("--to"),   const_cast<char*>("wtf-8"),
                  const_cast<char*>("-i"),     path,
                  const_cast<char*>("-o"),     const_cast<char*>("/dev/null"),
                  nullptr};
  for (auto _ : state) {
    pid_t pid;
    int status = 0;
    if (posix_spawn(&pid, tool, nullptr, nullptr, argv, environ) != 0 ||
        waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      state.SkipWithError("the tool failed");
      break;
    }
  }
  unlink(path);
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes.size()));
}
BENCHMARK(BM_Tool)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
