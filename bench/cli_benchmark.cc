// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Throughput of `wtf8 convert --from wtf-16le --to wtf-8` against the library call on the same
// bytes (64 MiB of the corpus in tools/testing/wtf16_corpus.h):
//   BM_LibraryOneShot    encoding::decode(bytes, kUtf16Le, kLossless, kKeep): one call
//   BM_LibraryStreaming  a Decoder fed 64 KiB chunks, output bytes appended to a string (the
//                        tool's pipeline, in-process)
//   BM_Tool              the built binary, -i FILE -o /dev/null (process start and I/O included)
// and whole processes side by side on a 100 MB file of mixed text (ASCII, Latin-1, CJK and emoji
// pieces of the bench mixes, in the page cache), output read from a pipe by this process:
//   cli_convert/<job>/{wtf8,iconv,uconv,cat}   jobs utf16le_to_utf8, utf8_to_utf16le,
//                                              wtf16le_to_wtf8 (the peers convert UTF-16LE, having
//                                              no lossless mode), utf8_to_utf8; `cat` is the floor
//   cli_check/utf8/{wtf8,isutf8}               wtf8 check --as utf-8 against moreutils' isutf8
// Peers that are not installed (icu-devtools' uconv, moreutils' isutf8) are skipped with a
// message. Rows report input bytes per wall-clock second.
// Run: ./bazelw run -c opt //bench:cli_benchmark -- --benchmark_filter=cli_

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bench/inputs.h"
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
    auto out =
        enc::decode(bytes, enc::Encoding::kUtf16Le, enc::ErrorMode::kLossless, enc::Bom::kKeep);
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
  char* argv[] = {const_cast<char*>(tool),
                  const_cast<char*>("convert"),
                  const_cast<char*>("--from"),
                  const_cast<char*>("wtf-16le"),
                  const_cast<char*>("--to"),
                  const_cast<char*>("wtf-8"),
                  const_cast<char*>("-i"),
                  path,
                  const_cast<char*>("-o"),
                  const_cast<char*>("/dev/null"),
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

// ---- whole processes on a 100 MB file ---------------------------------------------------------

constexpr std::size_t kMixedBytes = 100u * 1000 * 1000;

struct MixedFiles {
  std::string utf8_path;
  std::string utf16le_path;
  std::size_t utf8_size = 0;
  std::size_t utf16le_size = 0;
};

std::string write_temp(const std::string& bytes, const char* suffix) {
  const char* dir = std::getenv("TMPDIR");
  std::string path =
      std::string(dir != nullptr && *dir != '\0' ? dir : "/tmp") + "/wtf8_cli_benchmark_" + suffix;
  FILE* f = std::fopen(path.c_str(), "wb");
  if (f == nullptr || std::fwrite(bytes.data(), 1, bytes.size(), f) != bytes.size()) std::abort();
  std::fclose(f);
  return path;
}

// Pieces of about 4 KiB of each bench mix in turn (ascii, latin1, cjk, emoji), cut between code
// points, until the UTF-8 holds 100 MB; the same text as UTF-16LE.
const MixedFiles& mixed_files() {
  static const MixedFiles* files = [] {
    const char* mixes[] = {"ascii", "latin1", "cjk", "emoji"};
    wtf8::Wtf8Buf text;
    std::size_t at = 0;
    while (text.size() < kMixedBytes) {
      for (const char* mix : mixes) {
        const std::u16string& u = wtf8_bench::utf16_of(mix);
        std::size_t begin = at % (u.size() - 4096), end = begin + 2048;
        if (begin > 0 && (u[begin] & 0xFC00) == 0xDC00) ++begin;
        if ((u[end - 1] & 0xFC00) == 0xD800) --end;
        text.append_utf16(std::u16string_view(u).substr(begin, end - begin));
      }
      at += 2048;
    }
    auto* f = new MixedFiles;
    f->utf8_size = text.size();
    f->utf8_path = write_temp(std::string(text.as_bytes()), "mixed.utf8");
    const std::string utf16 = enc::utf16le_encode(text);
    f->utf16le_size = utf16.size();
    f->utf16le_path = write_temp(utf16, "mixed.utf16le");
    return f;
  }();
  return *files;
}

// Runs `argv` with its standard output on a pipe that this process reads to the end; false when
// the program cannot be started or does not exit with status 0.
bool run_to_pipe(const std::vector<std::string>& args) {
  int fds[2];
  if (pipe(fds) != 0) return false;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
  posix_spawn_file_actions_addclose(&actions, fds[0]);
  posix_spawn_file_actions_addclose(&actions, fds[1]);
  std::vector<char*> argv;
  for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  pid_t pid;
  const int spawned = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(fds[1]);
  static char sink[1 << 20];
  while (spawned == 0 && read(fds[0], sink, sizeof sink) > 0) {
  }
  close(fds[0]);
  int status = 0;
  return spawned == 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status) &&
         WEXITSTATUS(status) == 0;
}

bool installed(const std::string& program) {
  return run_to_pipe({"sh", "-c", "command -v " + program + " >/dev/null"});
}

void process_row(benchmark::State& state, std::vector<std::string> args, std::size_t input_bytes) {
  if (args[0] != "tools/wtf8" && !installed(args[0])) {
    state.SkipWithError((args[0] + " is not installed").c_str());
    return;
  }
  for (auto _ : state) {
    if (!run_to_pipe(args)) {
      state.SkipWithError((args[0] + " failed").c_str());
      break;
    }
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * input_bytes));
}

struct Job {
  const char* name;
  bool from_utf16;        // the input file is the UTF-16LE one
  const char* wtf8_from;  // wtf8 convert --from
  const char* wtf8_to;    // --to
  const char* peer_from;  // iconv / uconv -f
  const char* peer_to;    // -t
};

constexpr Job kJobs[] = {
    {"utf16le_to_utf8", true, "utf-16le", "utf-8", "UTF-16LE", "UTF-8"},
    {"utf8_to_utf16le", false, "utf-8", "utf-16le", "UTF-8", "UTF-16LE"},
    {"wtf16le_to_wtf8", true, "wtf-16le", "wtf-8", "UTF-16LE", "UTF-8"},
    {"utf8_to_utf8", false, "utf-8", "utf-8", "UTF-8", "UTF-8"},
};

bool register_process_rows() {
  for (const Job& job : kJobs) {
    const std::string pre = std::string("cli_convert/") + job.name + "/";
    auto input = [job] {
      const MixedFiles& f = mixed_files();
      return std::make_pair(job.from_utf16 ? f.utf16le_path : f.utf8_path,
                            job.from_utf16 ? f.utf16le_size : f.utf8_size);
    };
    const auto add = [&](const std::string& impl, auto make_args) {
      benchmark::RegisterBenchmark((pre + impl).c_str(),
                                   [input, make_args](benchmark::State& st) {
                                     const auto [path, size] = input();
                                     process_row(st, make_args(path), size);
                                   })
          ->Unit(benchmark::kMillisecond)
          ->UseRealTime()
          ->MinTime(2);
    };
    add("wtf8", [job](const std::string& path) {
      return std::vector<std::string>{"tools/wtf8", "convert",   "--from", job.wtf8_from,
                                      "--to",       job.wtf8_to, "-i",     path};
    });
    add("iconv", [job](const std::string& path) {
      return std::vector<std::string>{"iconv", "-f", job.peer_from, "-t", job.peer_to, path};
    });
    add("uconv", [job](const std::string& path) {
      return std::vector<std::string>{"uconv", "-f", job.peer_from, "-t", job.peer_to, path};
    });
    add("cat", [](const std::string& path) { return std::vector<std::string>{"cat", path}; });
  }
  const auto check = [](const std::string& impl, std::vector<std::string> head) {
    benchmark::RegisterBenchmark(("cli_check/utf8/" + impl).c_str(),
                                 [head](benchmark::State& st) {
                                   std::vector<std::string> args = head;
                                   args.push_back(mixed_files().utf8_path);
                                   process_row(st, args, mixed_files().utf8_size);
                                 })
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime()
        ->MinTime(2);
  };
  check("wtf8", {"tools/wtf8", "check", "--as", "utf-8"});
  check("isutf8", {"isutf8"});
  return true;
}

const bool kProcessRowsRegistered = register_process_rows();

}  // namespace

BENCHMARK_MAIN();
