// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "bench/walk_trees.h"

#include <ftw.h>

#include <cstdlib>
#include <map>
#include <mutex>

namespace wtf8_bench {
namespace {

std::string tree_dir(const char* variable, const char* name) {
  if (const char* d = std::getenv(variable)) return d;
  if (const char* w = std::getenv("BUILD_WORKSPACE_DIRECTORY")) {
    return std::string(w) + "/build/" + name;
  }
  return std::string("build/") + name;
}

std::size_t counted = 0;  // nftw's callback has no user pointer

int count_entry(const char*, const struct stat*, int, struct FTW*) {
  ++counted;
  return 0;
}

}  // namespace

const std::string& walk_tree_dir() {
  static const auto* dir = new std::string(tree_dir("WTF8_BENCH_WALK_TREE", "walk-tree"));
  return *dir;
}

const std::string& kernel_tree_dir() {
  static const auto* dir = new std::string(tree_dir("WTF8_BENCH_WALK_KERNEL", "walk-kernel"));
  return *dir;
}

std::size_t tree_entries(const std::string& dir) {
  static std::mutex mu;
  static auto* sizes = new std::map<std::string, std::size_t>;
  const std::lock_guard<std::mutex> lock(mu);
  auto it = sizes->find(dir);
  if (it != sizes->end()) return it->second;
  counted = 0;
  // FTW_PHYS: links are entries, never followed (as `find` without -L).
  const std::size_t n = nftw(dir.c_str(), count_entry, 64, FTW_PHYS) == 0 ? counted : 0;
  sizes->emplace(dir, n);
  return n;
}

void set_tree_items(benchmark::State& state, std::size_t entries) {
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(entries));
}

}  // namespace wtf8_bench
