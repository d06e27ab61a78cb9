// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File names (wtf8/name_rules.h), part of the wtf8_benchmark binary (wtf8_benchmark.cc has the
// one main). Rows, in bench/run.sh's naming, over the name corpora of bench/inputs.h
// (names_ascii, names_latin1, names_cjk, names_emoji: 50000 names of 4 to 32 bytes cut from the
// mixes; names_paths: the components of the paths corpus):
//
//   name_key/<rules>/<corpus>/wtf8        wtf8::name_key of each name, rules exact, ntfs,
//                                         hfsplus, apfs, casefold (kLinuxCasefold)
//   name_key/ascii_lower/<corpus>/naive   a plain loop lower-casing ASCII into a std::string
//   name_key/apfs_icu/<corpus>/icu        the APFS key the way a C++ user would make it today
//                                         with ICU 72: UTF-8 to UTF-16, NFD (unorm2), full case
//                                         folding (u_strFoldCase), NFD again, back to UTF-8
//   find_collisions/<rules>/names_paths/wtf8     wtf8::find_collisions over the whole corpus
//   find_collisions/raw_set/names_paths/naive    the raw names inserted into an
//                                                absl::flat_hash_set<std::string> (reserved)
//
// Every row reports names per second (items_per_second, CPU time) and the time per name
// (`per_name`, seconds).
//
//   ./bazelw run -c opt //bench:wtf8_benchmark -- --benchmark_filter='name_key|find_collisions'

#include <unicode/unorm2.h>
#include <unicode/ustring.h>

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "bench/inputs.h"
#include "benchmark/benchmark.h"
#include "wtf8/name_rules.h"
#include "wtf8/wtf8.h"

namespace wtf8_bench {
namespace {

using benchmark::State;
using wtf8::NameRules;
using wtf8::Wtf8View;

const std::vector<Wtf8View>& views_of(const std::string& corpus) {
  static auto* cache = new std::map<std::string, std::vector<Wtf8View>>;
  auto it = cache->find(corpus);
  if (it == cache->end()) {
    std::vector<Wtf8View> views;
    for (const std::string& name : name_corpus(corpus)) {
      views.push_back(*Wtf8View::from_wtf8(name));
    }
    it = cache->emplace(corpus, std::move(views)).first;
  }
  return it->second;
}

void set_names(State& state, std::size_t names_per_iteration) {
  const auto n = static_cast<int64_t>(names_per_iteration);
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()) * n);
  state.counters["per_name"] =
      benchmark::Counter(static_cast<double>(n), benchmark::Counter::kIsIterationInvariantRate |
                                                     benchmark::Counter::kInvert);
}

void name_key_rows(State& state, const std::string& corpus, NameRules rules) {
  const std::vector<Wtf8View>& names = views_of(corpus);
  for (auto _ : state) {
    for (const Wtf8View name : names) {
      wtf8::Wtf8Buf key = wtf8::name_key(name, rules);
      benchmark::DoNotOptimize(key);
    }
  }
  set_names(state, names.size());
}

void ascii_lower_naive(State& state, const std::string& corpus) {
  const std::vector<std::string>& names = name_corpus(corpus);
  for (auto _ : state) {
    for (const std::string& name : names) {
      std::string key;
      for (const char c : name) key.push_back(c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c);
      benchmark::DoNotOptimize(key);
    }
  }
  set_names(state, names.size());
}

// NFD(casefold(NFD(x))) with ICU's C API and stack buffers (names are short).
void apfs_icu(State& state, const std::string& corpus) {
  const std::vector<std::string>& names = name_corpus(corpus);
  UErrorCode status = U_ZERO_ERROR;
  const UNormalizer2* nfd = unorm2_getNFDInstance(&status);
  if (U_FAILURE(status)) {
    state.SkipWithError("no NFD normalizer");
    return;
  }
  for (auto _ : state) {
    for (const std::string& name : names) {
      UChar a[1024], b[1024];
      char out[4096];
      int32_t n = 0;
      status = U_ZERO_ERROR;
      u_strFromUTF8WithSub(a, 1024, &n, name.data(), static_cast<int32_t>(name.size()), 0xFFFD,
                           nullptr, &status);
      n = unorm2_normalize(nfd, a, n, b, 1024, &status);
      n = u_strFoldCase(a, 1024, b, n, U_FOLD_CASE_DEFAULT, &status);
      n = unorm2_normalize(nfd, a, n, b, 1024, &status);
      int32_t bytes = 0;
      u_strToUTF8(out, sizeof out, &bytes, b, n, &status);
      std::string key(out, static_cast<std::size_t>(bytes));
      benchmark::DoNotOptimize(key);
      if (U_FAILURE(status)) {
        state.SkipWithError("ICU failed");
        return;
      }
    }
  }
  set_names(state, names.size());
}

void find_collisions_rows(State& state, const std::string& corpus, NameRules rules) {
  const std::vector<Wtf8View>& names = views_of(corpus);
  for (auto _ : state) {
    auto groups = wtf8::find_collisions(names, rules);
    benchmark::DoNotOptimize(groups);
  }
  set_names(state, names.size());
}

void raw_set(State& state, const std::string& corpus) {
  const std::vector<std::string>& names = name_corpus(corpus);
  for (auto _ : state) {
    absl::flat_hash_set<std::string> set;
    set.reserve(names.size());
    for (const std::string& name : names) set.insert(name);
    benchmark::DoNotOptimize(set);
  }
  set_names(state, names.size());
}

void add(const std::string& name, std::function<void(State&)> fn) {
  benchmark::RegisterBenchmark(name.c_str(), [fn](State& st) {
    fn(st);
  })->Unit(benchmark::kMicrosecond);
}

const struct {
  const char* row;
  NameRules rules;
} kRules[] = {{"exact", NameRules::kExact},
              {"ntfs", NameRules::kNtfs},
              {"hfsplus", NameRules::kHfsPlus},
              {"apfs", NameRules::kApfs},
              {"casefold", NameRules::kLinuxCasefold}};

int register_rows() {
  for (const std::string& corpus : name_corpus_names()) {
    for (const auto& r : kRules) {
      const NameRules rules = r.rules;
      add(std::string("name_key/") + r.row + "/" + corpus + "/wtf8",
          [corpus, rules](State& st) { name_key_rows(st, corpus, rules); });
    }
    add("name_key/ascii_lower/" + corpus + "/naive",
        [corpus](State& st) { ascii_lower_naive(st, corpus); });
    add("name_key/apfs_icu/" + corpus + "/icu", [corpus](State& st) { apfs_icu(st, corpus); });
  }
  for (const auto& r : kRules) {
    const NameRules rules = r.rules;
    add(std::string("find_collisions/") + r.row + "/names_paths/wtf8",
        [rules](State& st) { find_collisions_rows(st, "names_paths", rules); });
  }
  add("find_collisions/raw_set/names_paths/naive", [](State& st) { raw_set(st, "names_paths"); });
  return 0;
}

const int registered = register_rows();

}  // namespace
}  // namespace wtf8_bench
