// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Glob patterns (wtf8/glob.h), part of the wtf8_benchmark binary. Corpus: the file list of
// Debian's linux-source-6.1 tree and the patterns of its .gitignore files, written by
// bench/kernel_corpus.sh into build/corpus (or WTF8_BENCH_CORPUS); rows are skipped, saying so,
// when it is missing. Rows report paths per second (items_per_second):
//
//   glob/<pattern>/kernel_paths/wtf8      Glob::matches (globset dialect) on every path
//   glob/<pattern>/kernel_paths/fnmatch   glibc fnmatch(3), flags 0, with the same meaning (a
//                                         pattern fnmatch cannot say in one call is two calls)
//   globset/kernel_gitignore/kernel_paths/wtf8   GlobSet::matching, every .gitignore pattern
//                                                as one set, on every path
//   glob/adversarial/wtf8                 `*a*a*a*a*a*a*a*a*a*b` against 1 MiB of `a` (bytes/s):
//                                         the pattern's literal tail `b` rejects it at once
//   glob/adversarial_match/wtf8           the same pattern against 1 MiB of `a` ending in `b`:
//                                         the automaton reads every byte (the real worst case)
//   glob/adversarial/memchr               memchr for `b` over the same bytes (the floor)
//
// globset's own rows come from the Rust peer in bench/peers/globset.
//
//   bash bench/kernel_corpus.sh
//   ./bazelw run -c opt //bench:wtf8_benchmark -- --benchmark_filter='glob'

#include <fnmatch.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include "bench/inputs.h"
#include "benchmark/benchmark.h"
#include "wtf8/glob.h"
#include "wtf8/wtf8.h"

namespace wtf8_bench {
namespace {

using benchmark::State;

const std::vector<std::string>& kernel_paths() {
  static const auto* paths = new std::vector<std::string>(read_corpus_lines("kernel_paths.txt"));
  return *paths;
}

const std::vector<wtf8::Wtf8Buf>& kernel_views() {
  static const auto* views = [] {
    auto* v = new std::vector<wtf8::Wtf8Buf>;
    for (const std::string& p : kernel_paths()) v->push_back(wtf8::os::from_posix_bytes(p));
    return v;
  }();
  return *views;
}

void set_paths(State& state, std::size_t n) {
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(n));
}

bool have_corpus(State& state) {
  if (kernel_paths().empty()) {
    state.SkipWithError("no kernel corpus: run bash bench/kernel_corpus.sh");
    return false;
  }
  return true;
}

void glob_wtf8(State& state, const std::string& pattern) {
  if (!have_corpus(state)) return;
  const wtf8::Wtf8Buf text = wtf8::os::from_posix_bytes(pattern);
  auto g = wtf8::Glob::compile(text.as_view(), wtf8::GlobOptions::globset());
  if (!g.ok()) {
    state.SkipWithError(std::string(g.status().message()).c_str());
    return;
  }
  const auto& paths = kernel_views();
  std::size_t hits = 0;
  for (auto _ : state) {
    hits = 0;
    for (const wtf8::Wtf8Buf& p : paths) hits += g->matches(p.as_view()) ? 1 : 0;
    benchmark::DoNotOptimize(hits);
  }
  state.counters["matched"] = static_cast<double>(hits);
  set_paths(state, paths.size());
}

void glob_fnmatch(State& state, const std::vector<std::string>& patterns) {
  if (!have_corpus(state)) return;
  const auto& paths = kernel_paths();
  std::size_t hits = 0;
  for (auto _ : state) {
    hits = 0;
    for (const std::string& p : paths) {
      for (const std::string& pat : patterns) {
        if (fnmatch(pat.c_str(), p.c_str(), 0) == 0) {
          ++hits;
          break;
        }
      }
    }
    benchmark::DoNotOptimize(hits);
  }
  state.counters["matched"] = static_cast<double>(hits);
  set_paths(state, paths.size());
}

void globset_wtf8(State& state) {
  if (!have_corpus(state)) return;
  std::vector<wtf8::Glob> globs;
  for (const std::string& line : read_corpus_lines("kernel_gitignore.txt")) {
    const wtf8::Wtf8Buf text = wtf8::os::from_posix_bytes(line);
    auto g = wtf8::Glob::compile(text.as_view(), wtf8::GlobOptions::globset());
    if (g.ok()) globs.push_back(*std::move(g));
  }
  const wtf8::GlobSet set = wtf8::GlobSet::build(globs);
  const auto& paths = kernel_views();
  std::vector<std::size_t> out;
  std::size_t hits = 0;
  for (auto _ : state) {
    hits = 0;
    for (const wtf8::Wtf8Buf& p : paths) {
      set.matching(p.as_view(), out);
      hits += out.empty() ? 0 : 1;
    }
    benchmark::DoNotOptimize(hits);
  }
  state.counters["patterns"] = static_cast<double>(globs.size());
  state.counters["matched"] = static_cast<double>(hits);
  set_paths(state, paths.size());
}

const std::string& adversarial_text() {
  static const auto* text = new std::string(std::size_t{1} << 20, 'a');
  return *text;
}

void adversarial_wtf8(State& state, bool match) {
  auto g = wtf8::Glob::compile(wtf8::Wtf8View::from_utf8("*a*a*a*a*a*a*a*a*a*b").value(),
                               wtf8::GlobOptions::git());
  if (!g.ok()) {
    state.SkipWithError(std::string(g.status().message()).c_str());
    return;
  }
  static const auto* matching = new std::string(adversarial_text() + "b");
  const std::string& text = match ? *matching : adversarial_text();
  const wtf8::Wtf8View view = wtf8::Wtf8View::from_wtf8_unchecked(text);
  bool matched = false;
  for (auto _ : state) {
    matched = g->matches(view);
    benchmark::DoNotOptimize(matched);
  }
  if (matched != match) state.SkipWithError("wrong answer");
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) *
                          static_cast<int64_t>(text.size()));
}

void adversarial_memchr(State& state) {
  const std::string& text = adversarial_text();
  for (auto _ : state) benchmark::DoNotOptimize(std::memchr(text.data(), 'b', text.size()));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) *
                          static_cast<int64_t>(text.size()));
}

void add(const std::string& name, std::function<void(State&)> fn) {
  benchmark::RegisterBenchmark(name.c_str(), [fn](State& st) {
    fn(st);
  })->Unit(benchmark::kMillisecond);
}

// Each row's pattern in globset, and fnmatch patterns (flags 0) with the same meaning: globset's
// `*` crosses `/` unless literal_separator is set, as fnmatch's does without FNM_PATHNAME.
const struct {
  const char* row;
  const char* globset;
  std::vector<std::string> fnmatch;
} kRows[] = {
    {"star_c", "*.c", {"*.c"}},
    {"star_brace_ch", "*.{c,h}", {"*.[ch]"}},
    {"documentation_all", "Documentation/**", {"Documentation/*"}},
    {"any_kconfig", "**/Kconfig*", {"Kconfig*", "*/Kconfig*"}},
    {"drivers_star_c", "drivers/*/*.c", {"drivers/*/*.c"}},
    {"any_test_c", "**/*_test.c", {"*_test.c"}},
};

int register_rows() {
  for (const auto& r : kRows) {
    const std::string pattern = r.globset;
    const std::vector<std::string> fn = r.fnmatch;
    add(std::string("glob/") + r.row + "/kernel_paths/wtf8",
        [pattern](State& st) { glob_wtf8(st, pattern); });
    add(std::string("glob/") + r.row + "/kernel_paths/fnmatch",
        [fn](State& st) { glob_fnmatch(st, fn); });
  }
  add("globset/kernel_gitignore/kernel_paths/wtf8", globset_wtf8);
  add("glob/adversarial/wtf8", [](State& st) { adversarial_wtf8(st, false); });
  add("glob/adversarial_match/wtf8", [](State& st) { adversarial_wtf8(st, true); });
  add("glob/adversarial/memchr", adversarial_memchr);
  return 0;
}

const int registered = register_rows();

}  // namespace
}  // namespace wtf8_bench
