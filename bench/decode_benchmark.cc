// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Decoding WTF-8 to code points: the bulk decode and the block-decoded iterator, beside the plain
// loop (wtf8_benchmark.cc has the whole-mix `iterate/<mix>/{wtf8,naive,icu}` rows on the same
// inputs). Rows, bytes of input per CPU second:
//   decode_utf32/<mix>/wtf8             utf32_encode_into of the whole mix into a buffer sized by
//                                       code_point_count() (outside the timing); the decode alone,
//                                       as the other conversion rows time theirs
//   iterate/paths_per_line/{wtf8,naive} the sum of the code points of each line of the paths
//                                       corpus, one range-for (or plain loop) per line
//   iterate/paths_per_name/{wtf8,naive} the same per path component (a name between separators)
//   iterate_indices/<mix>/wtf8          the same sum over code_point_indices(), which decodes one
//                                       sequence per step as code_points() did before it decoded
//                                       in blocks: the "not slower than before" reference
// The per-line and per-name rows also report ns per call (`ns_per_call`), the cost a short
// string pays: begin() decodes its first block.

#include <string>
#include <vector>

#include "absl/types/span.h"
#include "bench/inputs.h"
#include "benchmark/benchmark.h"
#include "wtf8/wtf8.h"

namespace wtf8_bench {
namespace {

using benchmark::State;

void set_bytes(State& state, std::size_t bytes) {
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(bytes));
}

void add(const std::string& name, void (*fn)(State&, const std::string&), const std::string& arg) {
  benchmark::RegisterBenchmark(name.c_str(), [fn, arg](State& st) {
    fn(st, arg);
  })->Unit(benchmark::kMillisecond);
}

void decode_utf32(State& st, const std::string& mix) {
  const std::string& in = wtf8_of(mix);
  const wtf8::Wtf8View v = wtf8::Wtf8View::from_wtf8_unchecked(in);
  std::u32string out(v.code_point_count(), U'\0');
  for (auto _ : st) {
    benchmark::DoNotOptimize(wtf8::utf32_encode_into(v, absl::MakeSpan(out)));
    benchmark::ClobberMemory();
  }
  set_bytes(st, in.size());
}

// The paths corpus one line or one path component a call (bench/inputs.h).
const std::vector<std::string>& pieces(const std::string& which) {
  return which == "names" ? paths_per_name_wtf8() : paths_per_line_wtf8();
}

std::size_t total_bytes(const std::vector<std::string>& strings) {
  std::size_t n = 0;
  for (const std::string& s : strings) n += s.size();
  return n;
}

void per_call_counters(State& st, std::size_t calls) {
  st.counters["ns_per_call"] =
      benchmark::Counter(static_cast<double>(st.iterations()) * static_cast<double>(calls),
                         benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

void iterate_pieces(State& st, const std::string& which) {
  const std::vector<std::string>& strings = pieces(which);
  for (auto _ : st) {
    uint64_t sum = 0;
    for (const std::string& s : strings) {
      for (const wtf8::CodePoint cp : wtf8::Wtf8View::from_wtf8_unchecked(s).code_points()) {
        sum += cp.value();
      }
    }
    benchmark::DoNotOptimize(sum);
  }
  set_bytes(st, total_bytes(strings));
  per_call_counters(st, strings.size());
}

// The sum of the code points of `s` through code_point_indices().
uint64_t sum_by_indices(const std::string& s) {
  uint64_t sum = 0;
  for (const auto [offset, cp] : wtf8::Wtf8View::from_wtf8_unchecked(s).code_point_indices()) {
    sum += cp.value();
  }
  return sum;
}

void iterate_indices(State& st, const std::string& mix) {
  if (mix == "lines" || mix == "names") {
    const std::vector<std::string>& strings = pieces(mix);
    for (auto _ : st) {
      uint64_t sum = 0;
      for (const std::string& s : strings) sum += sum_by_indices(s);
      benchmark::DoNotOptimize(sum);
    }
    set_bytes(st, total_bytes(strings));
    per_call_counters(st, strings.size());
    return;
  }
  const std::string& in = wtf8_of(mix);
  for (auto _ : st) benchmark::DoNotOptimize(sum_by_indices(in));
  set_bytes(st, in.size());
}

void iterate_pieces_naive(State& st, const std::string& which) {
  const std::vector<std::string>& strings = pieces(which);
  for (auto _ : st) {
    uint64_t sum = 0;
    for (const std::string& s : strings) {
      for (std::size_t i = 0; i < s.size();) sum += naive_decode(s, &i);
    }
    benchmark::DoNotOptimize(sum);
  }
  set_bytes(st, total_bytes(strings));
  per_call_counters(st, strings.size());
}

bool register_decode() {
  for (const std::string& mix : mix_names())
    add("decode_utf32/" + mix + "/wtf8", decode_utf32, mix);
  add("iterate/paths_per_line/wtf8", iterate_pieces, "lines");
  add("iterate/paths_per_line/naive", iterate_pieces_naive, "lines");
  add("iterate/paths_per_name/wtf8", iterate_pieces, "names");
  add("iterate/paths_per_name/naive", iterate_pieces_naive, "names");
  for (const char* mix : {"ascii", "latin1", "cjk", "emoji", "paths"}) {
    add(std::string("iterate_indices/") + mix + "/wtf8", iterate_indices, mix);
  }
  add("iterate_indices/paths_per_line/wtf8", iterate_indices, "lines");
  add("iterate_indices/paths_per_name/wtf8", iterate_indices, "names");
  return true;
}

// Registered before main() runs (wtf8_benchmark.cc's main registers its own rows, then runs all).
const bool kRegistered = register_decode();

}  // namespace
}  // namespace wtf8_bench
