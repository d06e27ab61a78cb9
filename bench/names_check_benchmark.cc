// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Names a platform refuses (wtf8/name_problems.h), part of the wtf8_benchmark binary (its rows
// register themselves here; wtf8_benchmark.cc has the one main). One call per name over a name
// corpus of bench/inputs.h (names_ascii, names_latin1, names_cjk, names_emoji: 4 to 32 bytes cut
// from the mixes; names_paths: the components of the paths corpus). Rows report names per second
// (items_per_second) and, through bench/report.py, ns per name:
//
//   name_problems/all/<corpus>/wtf8      name_problems(name, Platforms::kAll)
//   validate_wtf8_per_name/<corpus>/wtf8 is_well_formed_wtf8(name): the baseline of the
//                                        target (name_problems >= 0.5x of it on names_paths)
//   sanitize_name/all/<corpus>/wtf8      sanitize_name(name, Platforms::kAll), for information
//
//   ./bazelw run -c opt //bench:wtf8_benchmark --
//   --benchmark_filter='per_name|name_problems|sanitize_name'

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "bench/inputs.h"
#include "benchmark/benchmark.h"
#include "wtf8/name_problems.h"
#include "wtf8/wtf8.h"

namespace wtf8_bench {
namespace {

using benchmark::State;

void add(const std::string& name, std::function<void(State&)> fn) {
  benchmark::RegisterBenchmark(name.c_str(), [fn](State& st) {
    fn(st);
  })->Unit(benchmark::kMicrosecond);
}

std::vector<wtf8::Wtf8View> views_of(const std::string& corpus) {
  std::vector<wtf8::Wtf8View> out;
  for (const std::string& name : name_corpus(corpus)) {
    out.push_back(wtf8::Wtf8View::from_wtf8_unchecked(name));
  }
  return out;
}

void set_names(State& st, std::size_t names) {
  st.SetItemsProcessed(static_cast<int64_t>(st.iterations()) * static_cast<int64_t>(names));
}

void register_names_check() {
  for (const std::string& corpus : name_corpus_names()) {
    add("validate_wtf8_per_name/" + corpus + "/wtf8", [corpus](State& st) {
      const std::vector<std::string>& names = name_corpus(corpus);
      for (auto _ : st) {
        std::size_t valid = 0;
        for (const std::string& n : names) valid += wtf8::is_well_formed_wtf8(n);
        benchmark::DoNotOptimize(valid);
      }
      set_names(st, names.size());
    });
    add("name_problems/all/" + corpus + "/wtf8", [corpus](State& st) {
      const std::vector<wtf8::Wtf8View> names = views_of(corpus);
      for (auto _ : st) {
        std::size_t issues = 0;
        for (const wtf8::Wtf8View n : names) {
          issues += wtf8::name_problems(n, wtf8::Platforms::kAll).size();
        }
        benchmark::DoNotOptimize(issues);
      }
      set_names(st, names.size());
    });
    add("sanitize_name/all/" + corpus + "/wtf8", [corpus](State& st) {
      const std::vector<wtf8::Wtf8View> names = views_of(corpus);
      for (auto _ : st) {
        std::size_t bytes = 0;
        for (const wtf8::Wtf8View n : names) {
          bytes += wtf8::sanitize_name(n, wtf8::Platforms::kAll).size();
        }
        benchmark::DoNotOptimize(bytes);
      }
      set_names(st, names.size());
    });
  }
}

// The rows register themselves before main() runs (wtf8_benchmark.cc owns main).
const bool registered = (register_names_check(), true);

}  // namespace
}  // namespace wtf8_bench
