// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Search rows beyond the first round's (the first round's find rows on `text` are in
// wtf8_benchmark.cc):
//   - on `text_ls` (search_text_ls(): the search text with a lone surrogate before about one
//     code point in 1000): `find_rare_3`, `find_rare_8`, `find_freq_3` with plain needles, and
//     `find_rare_3s`, `find_rare_8s`, `find_freq_3s`, `find_freq_8s` with needles of the same
//     length and frequency that end in a lone lead surrogate (find_needle_ls()). Each counts all
//     non-overlapping matches through one range, as the `text` rows do. Peers: `scan` (memchr for
//     an absent byte), `glibc_memmem` and `naive` (std::string_view::find) on the needle's bytes,
//     which find only its canonical form (the same count here: text_ls holds no 4-byte sequence);
//   - `find_rare_8/text_1k/wtf8`: search_text() as 1 KiB slices, one call of a prepared
//     `wtf8::Finder` per slice (`glibc_memmem`: one memmem call per slice), against the
//     whole-text `find_rare_8/text/wtf8`.
// Bytes per second are haystack bytes. Registered from a static initializer.
//
//   WTF8_FORCE_KERNELS=avx2 bazel-bin/bench/wtf8_benchmark --benchmark_filter='text_(ls|1k)/'

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "bench/inputs.h"
#include "benchmark/benchmark.h"
#include "wtf8/finder.h"
#include "wtf8/wtf8_view.h"

namespace wtf8_bench {
namespace {

using benchmark::State;

constexpr std::size_t kSlice = 1024;  // the text_1k rows' slices

void set_bytes(State& st, std::size_t bytes) {
  st.SetBytesProcessed(static_cast<int64_t>(st.iterations()) * static_cast<int64_t>(bytes));
}

// All non-overlapping matches of `needle` in `text` through one range (one prepared needle).
void count_wtf8(State& st, const std::string& text, const std::string& needle) {
  const wtf8::Wtf8View h = wtf8::Wtf8View::from_wtf8_unchecked(text);
  const wtf8::Wtf8View m = wtf8::Wtf8View::from_wtf8_unchecked(needle);
  for (auto _ : st) {
    std::size_t count = 0;
    for (const auto& range : h.match_ranges(m)) count += range.second > range.first;
    benchmark::DoNotOptimize(count);
  }
  set_bytes(st, text.size());
}

void count_memmem(State& st, const std::string& text, const std::string& needle) {
  for (auto _ : st) {
    std::size_t count = 0;
    for (std::size_t from = 0; from + needle.size() <= text.size();) {
      const void* p = memmem(text.data() + from, text.size() - from, needle.data(), needle.size());
      if (p == nullptr) break;
      ++count;
      from = static_cast<std::size_t>(static_cast<const char*>(p) - text.data()) + needle.size();
    }
    benchmark::DoNotOptimize(count);
  }
  set_bytes(st, text.size());
}

void count_naive(State& st, const std::string& text, const std::string& needle) {
  const std::string_view t = text;
  for (auto _ : st) {
    std::size_t count = 0;
    for (std::size_t at = t.find(needle); at != std::string_view::npos;
         at = t.find(needle, at + needle.size())) {
      ++count;
    }
    benchmark::DoNotOptimize(count);
  }
  set_bytes(st, text.size());
}

void scan(State& st, const std::string& text) {
  for (auto _ : st) benchmark::DoNotOptimize(std::memchr(text.data(), 0x01, text.size()));
  set_bytes(st, text.size());
}

void add(const std::string& name, std::function<void(State&)> fn) {
  benchmark::RegisterBenchmark(name.c_str(), std::move(fn))->Unit(benchmark::kMillisecond);
}

// The needle of a text_ls row: `s` rows end in a lone surrogate.
const std::string& needle_of(std::size_t n, bool rare, bool surrogate) {
  return surrogate ? find_needle_ls(n, rare) : find_needle(n, rare);
}

bool register_search_rows() {
  struct Row {
    std::size_t n;
    bool rare;
    bool surrogate;
  };
  const Row rows[] = {{3, true, false}, {8, true, false}, {3, false, false}, {8, false, false},
                      {3, true, true},  {8, true, true},  {3, false, true},  {8, false, true}};
  for (const Row& r : rows) {
    const std::string pre = std::string(r.rare ? "find_rare_" : "find_freq_") +
                            std::to_string(r.n) + (r.surrogate ? "s" : "") + "/text_ls/";
    add(pre + "wtf8",
        [r](State& st) { count_wtf8(st, search_text_ls(), needle_of(r.n, r.rare, r.surrogate)); });
    add(pre + "scan", [](State& st) { scan(st, search_text_ls()); });
    add(pre + "glibc_memmem", [r](State& st) {
      count_memmem(st, search_text_ls(), needle_of(r.n, r.rare, r.surrogate));
    });
    add(pre + "naive",
        [r](State& st) { count_naive(st, search_text_ls(), needle_of(r.n, r.rare, r.surrogate)); });
  }

  // One prepared-searcher call per 1 KiB slice.
  add("find_rare_8/text_1k/wtf8", [](State& st) {
    const std::string& text = search_text();  // ASCII: every offset is a boundary
    const wtf8::Wtf8View all = wtf8::Wtf8View::from_wtf8_unchecked(text);
    std::vector<wtf8::Wtf8View> slices;
    for (std::size_t at = 0; at < text.size(); at += kSlice) {
      slices.push_back(all.slice(at, std::min(text.size(), at + kSlice)));
    }
    const wtf8::Wtf8View needle = wtf8::Wtf8View::from_wtf8_unchecked(find_needle(8, true));
    const wtf8::Finder finder(needle);
    for (auto _ : st) {
      std::size_t found = 0;
      for (const wtf8::Wtf8View s : slices) found += finder.find(s) != wtf8::Finder::npos;
      benchmark::DoNotOptimize(found);
    }
    set_bytes(st, text.size());
  });
  add("find_rare_8/text_1k/glibc_memmem", [](State& st) {
    const std::string& text = search_text();
    const std::string& needle = find_needle(8, true);
    for (auto _ : st) {
      std::size_t found = 0;
      for (std::size_t at = 0; at < text.size(); at += kSlice) {
        const std::size_t len = std::min(kSlice, text.size() - at);
        found += memmem(text.data() + at, len, needle.data(), needle.size()) != nullptr;
      }
      benchmark::DoNotOptimize(found);
    }
    set_bytes(st, text.size());
  });
  add("find_rare_8/text_1k/scan", [](State& st) { scan(st, search_text()); });
  return true;
}

const bool registered = register_search_rows();

}  // namespace
}  // namespace wtf8_bench
