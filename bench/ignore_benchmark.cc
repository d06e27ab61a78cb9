// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// `.gitignore` rules (wtf8/ignore.h) on the Linux kernel tree, part of the wtf8_benchmark binary.
// Corpus: the file list of Debian's linux-source-6.1 tree and its .gitignore files, written by
// bench/kernel_corpus.sh into build/corpus (or WTF8_BENCH_CORPUS): kernel_paths.txt,
// kernel_ignore_files.txt and the files themselves under kernel_ignore/. Rows are skipped, saying
// so, when it is missing.
//
//   ignore_check/kernel/wtf8   IgnoreStack::check(path, /*is_dir=*/false) on every file path of
//                              the tree, the stack holding every .gitignore of the tree (items:
//                              paths; the counter `ignored` is how many of them git ignores)
//   ignore_load/kernel/wtf8    a fresh IgnoreStack given every .gitignore of the tree, from bytes
//                              already in memory: parsing and compiling (items: pattern lines,
//                              the lines neither blank nor `#` comments, counted as the peer
//                              counts them, so both rows divide the same work)
//
// The peers' rows come from bench/ignore_peer.py: the ignore crate (bench/peers/ignore) and
// `git check-ignore --no-index --stdin`, over the same paths and files.
//
//   bash bench/kernel_corpus.sh
//   ./bazelw run -c opt //bench:wtf8_benchmark -- --benchmark_filter='^ignore'

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "bench/inputs.h"
#include "benchmark/benchmark.h"
#include "wtf8/ignore.h"
#include "wtf8/wtf8.h"

namespace wtf8_bench {
namespace {

using benchmark::State;

// One ignore file of the tree: its directory ("" for the top, else `a/b`) and its bytes.
struct IgnoreSource {
  wtf8::Wtf8Buf directory;
  std::string bytes;
};

struct Corpus {
  std::vector<wtf8::Wtf8Buf> paths;
  std::vector<IgnoreSource> files;
  std::size_t pattern_lines = 0;
};

// Lines that hold a pattern as the peer counts them: neither empty after trailing spaces and a
// CR nor starting with `#`. Only the denominator of the load rows; the stack parses as git does.
std::size_t count_pattern_lines(std::string_view bytes) {
  std::size_t n = 0;
  while (!bytes.empty()) {
    const std::size_t end = bytes.find('\n');
    std::string_view line = bytes.substr(0, end);
    bytes.remove_prefix(end == std::string_view::npos ? bytes.size() : end + 1);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.remove_suffix(1);
    if (!line.empty() && line.front() != '#') ++n;
  }
  return n;
}

const Corpus& corpus() {
  static const auto* c = [] {
    auto* out = new Corpus;
    for (const std::string& p : read_corpus_lines("kernel_paths.txt")) {
      out->paths.push_back(wtf8::os::from_posix_bytes(p));
    }
    for (const std::string& f : read_corpus_lines("kernel_ignore_files.txt")) {
      std::ifstream in(corpus_dir() + "/kernel_ignore/" + f, std::ios::binary);
      std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      const std::size_t slash = f.rfind('/');
      const std::string dir = slash == std::string::npos ? std::string() : f.substr(0, slash);
      out->pattern_lines += count_pattern_lines(bytes);
      out->files.push_back({wtf8::os::from_posix_bytes(dir), std::move(bytes)});
    }
    return out;
  }();
  return *c;
}

bool have_corpus(State& state) {
  if (corpus().paths.empty() || corpus().files.empty()) {
    state.SkipWithError(
        "no kernel corpus with its .gitignore files: run bash bench/kernel_corpus.sh");
    return false;
  }
  return true;
}

void load_stack(wtf8::IgnoreStack& stack) {
  for (const IgnoreSource& f : corpus().files) {
    stack.add_directory_file(f.directory.as_view(), f.bytes);
  }
}

void ignore_check_wtf8(State& state) {
  if (!have_corpus(state)) return;
  wtf8::IgnoreStack stack;
  load_stack(stack);
  const auto& paths = corpus().paths;
  std::size_t ignored = 0;
  for (auto _ : state) {
    ignored = 0;
    for (const wtf8::Wtf8Buf& p : paths) ignored += stack.check(p.as_view(), false).ignored();
    benchmark::DoNotOptimize(ignored);
  }
  state.counters["ignored"] = static_cast<double>(ignored);
  state.counters["files"] = static_cast<double>(corpus().files.size());
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()) *
                          static_cast<int64_t>(paths.size()));
}

void ignore_load_wtf8(State& state) {
  if (!have_corpus(state)) return;
  std::size_t rules = 0;  // what the stack keeps, for the record (not timed)
  for (const IgnoreSource& f : corpus().files) {
    rules += wtf8::IgnoreFile::parse(f.bytes, f.directory.as_view(), f.directory.as_view())
                 .rules()
                 .size();
  }
  for (auto _ : state) {
    wtf8::IgnoreStack stack;
    load_stack(stack);
    benchmark::DoNotOptimize(stack);
  }
  state.counters["rules"] = static_cast<double>(rules);
  state.counters["files"] = static_cast<double>(corpus().files.size());
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()) *
                          static_cast<int64_t>(corpus().pattern_lines));
}

int register_rows() {
  benchmark::RegisterBenchmark("ignore_check/kernel/wtf8", ignore_check_wtf8)
      ->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("ignore_load/kernel/wtf8", ignore_load_wtf8)
      ->Unit(benchmark::kMicrosecond);
  return 0;
}

const int registered = register_rows();

}  // namespace
}  // namespace wtf8_bench
