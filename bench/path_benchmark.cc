// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Lexical paths against std::filesystem::path, on the POSIX grammar (the host's, for
// std::filesystem): the `paths_per_line` corpus of bench/inputs.h (the lines of the `paths` mix,
// 20 000 paths of about 65 bytes, names in several scripts), with `\` turned into `/` once, so each
// is a POSIX path (`C:/Users/...`, `//server/share/...`). One item is one path (ns per path = 1e9
// divided by items_per_second); rows also report bytes of path text per second.
//
//   path_parse/paths/<impl>  make the path from its text
//   path_ops/paths/<impl>    make it, then visit every part, and take the name, the suffix and
//                            the parent (and touch what they return)
//
// impls: `wtf8` is `PathView` (borrowed: parsing finds the root, the rest is read when asked,
// and nothing allocates); `std_filesystem` is libstdc++'s `std::filesystem::path` (copies the text
// and splits it into a vector of component paths when constructed; filename/extension/
// parent_path return new paths); `pathbuf` is `PathBuf` (owned and normalized: one allocation for
// the text, and `parent()` another).

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "bench/inputs.h"
#include "benchmark/benchmark.h"
#include "wtf8/wtf8.h"

namespace wtf8_bench {
namespace {

using benchmark::State;

// The corpus: each line of paths_per_line_wtf8() with `\` made `/`.
const std::vector<std::string>& posix_paths() {
  static const std::vector<std::string>* paths = [] {
    auto* out = new std::vector<std::string>(paths_per_line_wtf8());
    for (std::string& s : *out) {
      for (char& c : s) c = c == '\\' ? '/' : c;
    }
    return out;
  }();
  return *paths;
}

std::size_t total_bytes() {
  std::size_t n = 0;
  for (const std::string& p : posix_paths()) n += p.size();
  return n;
}

void set_counts(State& st) {
  const auto paths = static_cast<int64_t>(posix_paths().size());
  st.SetItemsProcessed(static_cast<int64_t>(st.iterations()) * paths);
  st.SetBytesProcessed(static_cast<int64_t>(st.iterations()) * static_cast<int64_t>(total_bytes()));
}

// The texts as views, made once (the corpus is valid UTF-8).
const std::vector<wtf8::Wtf8View>& views() {
  static const std::vector<wtf8::Wtf8View>* v = [] {
    auto* out = new std::vector<wtf8::Wtf8View>;
    for (const std::string& p : posix_paths()) out->push_back(wtf8::Wtf8View::from_utf8(p).value());
    return out;
  }();
  return *v;
}

// Parsing alone: `Path` is PathView (the wtf8 row) or PathBuf.
template <typename Path>
void parse_wtf8(State& st) {
  const std::vector<wtf8::Wtf8View>& in = views();
  for (auto _ : st) {
    for (const wtf8::Wtf8View text : in) {
      const Path p = Path::posix(text);
      benchmark::DoNotOptimize(p);
    }
  }
  set_counts(st);
}

void parse_std_filesystem(State& st) {
  const std::vector<std::string>& in = posix_paths();
  for (auto _ : st) {
    for (const std::string& text : in) {
      const std::filesystem::path p(text);
      benchmark::DoNotOptimize(p);
    }
  }
  set_counts(st);
}

// Parse, every part, the name, the suffix, the parent: the sizes summed so nothing is dropped.
template <typename Path>
void ops_wtf8(State& st) {
  const std::vector<wtf8::Wtf8View>& in = views();
  for (auto _ : st) {
    std::size_t n = 0;
    for (const wtf8::Wtf8View text : in) {
      const Path p = Path::posix(text);
      for (const wtf8::Wtf8View part : p.parts()) n += part.size();
      n += p.name().size() + p.suffix().size();
      const Path parent = p.parent();
      n += parent.as_view().size();
    }
    benchmark::DoNotOptimize(n);
  }
  set_counts(st);
}

void ops_std_filesystem(State& st) {
  const std::vector<std::string>& in = posix_paths();
  for (auto _ : st) {
    std::size_t n = 0;
    for (const std::string& text : in) {
      const std::filesystem::path p(text);
      for (const std::filesystem::path& part : p) n += part.native().size();
      n += p.filename().native().size() + p.extension().native().size();
      n += p.parent_path().native().size();
    }
    benchmark::DoNotOptimize(n);
  }
  set_counts(st);
}

bool register_paths() {
  const struct {
    const char* name;
    void (*fn)(State&);
  } rows[] = {
      {"path_parse/paths/wtf8", parse_wtf8<wtf8::PathView>},
      {"path_parse/paths/std_filesystem", parse_std_filesystem},
      {"path_parse/paths/pathbuf", parse_wtf8<wtf8::PathBuf>},
      {"path_ops/paths/wtf8", ops_wtf8<wtf8::PathView>},
      {"path_ops/paths/std_filesystem", ops_std_filesystem},
      {"path_ops/paths/pathbuf", ops_wtf8<wtf8::PathBuf>},
  };
  for (const auto& row : rows) {
    benchmark::RegisterBenchmark(row.name, row.fn)->Unit(benchmark::kMicrosecond);
  }
  return true;
}

const bool registered = register_paths();

}  // namespace
}  // namespace wtf8_bench
