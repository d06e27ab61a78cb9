// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The trees of the walk rows (bench/walk_benchmark.cc, bench/walk_wtf8_rows.cc) and their sizes.

#ifndef WTF8_BENCH_WALK_TREES_H_
#define WTF8_BENCH_WALK_TREES_H_

#include <cstddef>
#include <string>

#include "benchmark/benchmark.h"

namespace wtf8_bench {

// The generated tree (bench/make_walk_tree.py): $WTF8_BENCH_WALK_TREE, else build/walk-tree of
// the workspace (under `bazel run`) or of the current directory.
const std::string& walk_tree_dir();
// The kernel tree with its .gitignore files (bench/kernel_tree.sh): $WTF8_BENCH_WALK_KERNEL,
// else build/walk-kernel.
const std::string& kernel_tree_dir();

// The entries of `dir` as `find DIR` lists them (the root included, links not followed),
// counted once with nftw and remembered; 0 when `dir` cannot be read.
std::size_t tree_entries(const std::string& dir);

// Items per second of a row: `entries` (the tree's) per iteration.
void set_tree_items(benchmark::State& state, std::size_t entries);

}  // namespace wtf8_bench

#endif  // WTF8_BENCH_WALK_TREES_H_
