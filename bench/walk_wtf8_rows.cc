// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The wtf8 walker's rows (wtf8/walk.h), linked into //bench:walk_benchmark_wtf8 beside the
// baseline rows of bench/walk_benchmark.cc (whose header comment says how items are counted):
//
//   walk/names_only/wtf8    wtf8::os::Walk over the generated tree with the default options
//                           (every entry, dot names included, the OS's order, no metadata),
//                           every entry's name read: what `find DIR -printf ''`,
//                           recursive_directory_iterator and walkdir do
//   walk/gitignore/wtf8     the same over the kernel tree with `gitignore` on (each directory's
//                           .gitignore read on the way down, excluded directories never
//                           entered, .git skipped): what `rg --files -j1` and the ignore crate's
//                           single-threaded walker do

#include <string>

#include "bench/walk_trees.h"
#include "benchmark/benchmark.h"
#include "wtf8/walk.h"
#include "wtf8/wtf8.h"

namespace wtf8_bench {
namespace {

void walk_wtf8(benchmark::State& state, const std::string& dir, bool gitignore) {
  const std::size_t n = tree_entries(dir);
  if (n == 0) {
    state.SkipWithError(("no tree at " + dir +
                         ": run python3 bench/make_walk_tree.py and bash bench/kernel_tree.sh")
                            .c_str());
    return;
  }
  const wtf8::Wtf8Buf root = wtf8::os::from_posix_bytes(dir);
  wtf8::os::WalkOptions options;
  options.gitignore = gitignore;
  std::size_t seen = 0, errors = 0;
  for (auto _ : state) {
    seen = 0;
    wtf8::os::Walk walk(root.as_view(), options);
    for (const wtf8::os::WalkEntry& entry : walk) {
      benchmark::DoNotOptimize(entry.name().as_bytes().size());
      ++seen;
    }
    errors = walk.error_count();
  }
  state.counters["entries"] = static_cast<double>(seen);
  state.counters["errors"] = static_cast<double>(errors);
  set_tree_items(state, n);
}

const int registered = [] {
  benchmark::RegisterBenchmark("walk/names_only/wtf8", [](benchmark::State& st) {
    walk_wtf8(st, walk_tree_dir(), false);
  })->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("walk/gitignore/wtf8", [](benchmark::State& st) {
    walk_wtf8(st, kernel_tree_dir(), true);
  })->Unit(benchmark::kMillisecond);
  return 0;
}();

}  // namespace
}  // namespace wtf8_bench
