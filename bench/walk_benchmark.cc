// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Walking a directory tree, whole walks with a warm cache on one thread (bench/run.sh --walk).
// The trees: the generated one of bench/make_walk_tree.py (200,000 entries shaped like a source
// tree, with odd names; build/walk-tree or WTF8_BENCH_WALK_TREE) and the Linux kernel tree with
// its .gitignore files as a git repository (bench/kernel_tree.sh; build/walk-kernel or
// WTF8_BENCH_WALK_KERNEL). Rows are skipped, saying so, when a tree is missing.
//
// Every row's items are the entries of its tree as `find DIR` lists them (the root included,
// whatever the walker yields or skips), so items per second is the tree over the walk's time and
// rows compare as the inverse of their times; the counter `entries` is what the walker yielded.
//
//   walk/names_only/std_filesystem   std::filesystem::recursive_directory_iterator over the
//                                    generated tree (options none: links not followed), every
//                                    entry's path read
//
// This file is the whole //bench:walk_benchmark; //bench:walk_benchmark_wtf8 adds the wtf8
// walker's rows of bench/walk_wtf8_rows.cc (walk/names_only/wtf8, walk/gitignore/wtf8), built by
// bench/run.sh --walk when //:wtf8 provides wtf8/walk.h. The other peers (find, walkdir,
// rg --files -j1, the ignore crate's walker) are whole programs run by bench/walk_peers.py.

#include <filesystem>
#include <system_error>

#include "bench/walk_trees.h"
#include "benchmark/benchmark.h"

namespace wtf8_bench {
namespace {

namespace fs = std::filesystem;

void walk_std_filesystem(benchmark::State& state) {
  const std::string& dir = walk_tree_dir();
  const std::size_t n = tree_entries(dir);
  if (n == 0) {
    state.SkipWithError("no generated tree: run python3 bench/make_walk_tree.py");
    return;
  }
  std::size_t seen = 0;
  for (auto _ : state) {
    seen = 1;  // the root, which the iterator does not yield
    std::error_code ec;
    fs::recursive_directory_iterator it(dir, fs::directory_options::none, ec);
    for (const fs::recursive_directory_iterator end; !ec && it != end; it.increment(ec)) {
      benchmark::DoNotOptimize(it->path().native().size());
      ++seen;
    }
  }
  state.counters["entries"] = static_cast<double>(seen);
  set_tree_items(state, n);
}

const int registered = [] {
  benchmark::RegisterBenchmark("walk/names_only/std_filesystem", walk_std_filesystem)
      ->Unit(benchmark::kMillisecond);
  return 0;
}();

}  // namespace
}  // namespace wtf8_bench

BENCHMARK_MAIN();
