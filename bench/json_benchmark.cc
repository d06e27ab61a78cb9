// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// JSON string literals (wtf8/json.h), part of the wtf8_benchmark binary (its rows register
// themselves here; wtf8_benchmark.cc has the one main). Rows, in bench/run.sh's naming:
//
//   json_quote/<mix>/wtf8        json_quote(text, kJs) into a reused std::string
//   json_quote_ascii/<mix>/wtf8  json_quote(text, kAscii) (only `ascii` has nothing to escape)
//   json_unquote/<mix>/wtf8      json_unquote of that kJs literal into a reused Wtf8Buf
//   .../memcpy                   a copy of the same input bytes (the baseline)
//   .../naive                    a byte-at-a-time loop written from RFC 8259 §7, the same job
//
// bytes_per_second counts input bytes. The mixes are bench/inputs.h's with every '\n' turned into
// ' ' and every '\' into '/': ascii, latin1, cjk, emoji and paths then have nothing to escape
// (the case with a target: at least half of memcpy's speed), and the `_ls` twins
// have a lone surrogate before about one code point in 1000, which kJs writes as a 6-byte escape.
//
//   ./bazelw run -c opt //bench:wtf8_benchmark -- --benchmark_filter='json_'

#include <cstring>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "bench/inputs.h"
#include "benchmark/benchmark.h"
#include "wtf8/json.h"
#include "wtf8/wtf8.h"

namespace wtf8_bench {
namespace {

using benchmark::State;

void set_bytes(State& state, std::size_t bytes) {
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(bytes));
}

void copy(State& state, const std::string& in) {
  std::vector<char> out(in.size());
  for (auto _ : state) {
    std::memcpy(out.data(), in.data(), in.size());
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  set_bytes(state, in.size());
}

std::mutex mu;

// The mix as WTF-8 with nothing JSON must escape but its lone surrogates.
const std::string& plain_of(const std::string& mix) {
  static auto* cache = new std::map<std::string, std::string>;
  std::lock_guard<std::mutex> lock(mu);
  auto it = cache->find(mix);
  if (it == cache->end()) {
    std::string s = wtf8_of(mix);
    for (char& c : s) {
      if (c == '\n') c = ' ';
      if (c == '\\') c = '/';
    }
    it = cache->emplace(mix, std::move(s)).first;
  }
  return it->second;
}

const std::string& literal_of(const std::string& mix) {
  static auto* cache = new std::map<std::string, std::string>;
  const std::string& text = plain_of(mix);
  std::lock_guard<std::mutex> lock(mu);
  auto it = cache->find(mix);
  if (it == cache->end()) {
    it = cache->emplace(mix, wtf8::json_quote(wtf8::Wtf8View::from_wtf8_unchecked(text))).first;
  }
  return it->second;
}

// ---- naive loops (one byte at a time, straight from RFC 8259 §7 and ECMA-262) ----------------

void naive_quote(const std::string& s, std::string& out) {
  static const char kHex[] = "0123456789abcdef";
  out.clear();
  out.push_back('"');
  for (std::size_t i = 0; i < s.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c == '"' || c == '\\') {
      out.push_back('\\');
      out.push_back(static_cast<char>(c));
    } else if (c < 0x20) {
      out += "\\u00";
      out.push_back(kHex[c >> 4]);
      out.push_back(kHex[c & 15]);
    } else if (c == 0xED && static_cast<unsigned char>(s[i + 1]) >= 0xA0) {
      const unsigned u = 0xD000 | ((s[i + 1] & 0x3Fu) << 6) | (s[i + 2] & 0x3Fu);
      out += "\\u";
      for (int k = 12; k >= 0; k -= 4) out.push_back(kHex[(u >> k) & 15]);
      i += 2;
    } else {
      out.push_back(static_cast<char>(c));
    }
  }
  out.push_back('"');
}

// Unquotes a literal known to be valid (the benchmark's own), with no checks: a lower bound on
// what a byte loop costs, not a validating parser.
void naive_unquote(const std::string& lit, std::string& out) {
  out.clear();
  for (std::size_t i = 1; i + 1 < lit.size(); ++i) {
    if (lit[i] != '\\') {
      out.push_back(lit[i]);
      continue;
    }
    const char e = lit[++i];
    if (e != 'u') {
      out.push_back(e == 'n' ? '\n' : e == 't' ? '\t' : e);
      continue;
    }
    unsigned u = 0;
    for (std::size_t k = i + 1; k < i + 5; ++k) {
      const char h = lit[k];
      u = u * 16 + static_cast<unsigned>(h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10);
    }
    out.push_back(static_cast<char>(0xE0 | (u >> 12)));
    out.push_back(static_cast<char>(0x80 | ((u >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (u & 0x3F)));
    i += 4;
  }
}

void add(const std::string& name, std::function<void(State&)> fn) {
  benchmark::RegisterBenchmark(name.c_str(), [fn](State& st) {
    fn(st);
  })->Unit(benchmark::kMillisecond);
}

void register_json() {
  for (const std::string& mix : mix_names()) {
    const std::string pre = "/" + mix + "/";
    add("json_quote" + pre + "wtf8", [mix](State& st) {
      const std::string& in = plain_of(mix);
      const wtf8::Wtf8View v = wtf8::Wtf8View::from_wtf8_unchecked(in);
      std::string out;
      wtf8::append_json_quoted(v, wtf8::JsonStyle::kJs, out);  // warm-up: the output's pages
      for (auto _ : st) {
        out.clear();
        wtf8::append_json_quoted(v, wtf8::JsonStyle::kJs, out);
        benchmark::DoNotOptimize(out.data());
      }
      set_bytes(st, in.size());
    });
    add("json_quote" + pre + "memcpy", [mix](State& st) { copy(st, plain_of(mix)); });
    add("json_quote" + pre + "naive", [mix](State& st) {
      const std::string& in = plain_of(mix);
      std::string out;
      naive_quote(in, out);
      for (auto _ : st) {
        naive_quote(in, out);
        benchmark::DoNotOptimize(out.data());
      }
      set_bytes(st, in.size());
    });

    add("json_unquote" + pre + "wtf8", [mix](State& st) {
      const std::string& in = literal_of(mix);
      wtf8::Wtf8Buf out;
      if (!wtf8::append_json_unquoted(in, out).ok()) st.SkipWithError("invalid literal");
      for (auto _ : st) {
        out.clear();
        const absl::Status s = wtf8::append_json_unquoted(in, out);
        benchmark::DoNotOptimize(s.ok());
        benchmark::DoNotOptimize(out.data());
      }
      set_bytes(st, in.size());
    });
    add("json_unquote" + pre + "memcpy", [mix](State& st) { copy(st, literal_of(mix)); });
    add("json_unquote" + pre + "naive", [mix](State& st) {
      const std::string& in = literal_of(mix);
      std::string out;
      naive_unquote(in, out);
      for (auto _ : st) {
        naive_unquote(in, out);
        benchmark::DoNotOptimize(out.data());
      }
      set_bytes(st, in.size());
    });
  }
  // kAscii escapes every non-ASCII code point: only `ascii` has nothing to escape.
  add("json_quote_ascii/ascii/wtf8", [](State& st) {
    const std::string& in = plain_of("ascii");
    const wtf8::Wtf8View v = wtf8::Wtf8View::from_wtf8_unchecked(in);
    std::string out;
    wtf8::append_json_quoted(v, wtf8::JsonStyle::kAscii, out);
    for (auto _ : st) {
      out.clear();
      wtf8::append_json_quoted(v, wtf8::JsonStyle::kAscii, out);
      benchmark::DoNotOptimize(out.data());
    }
    set_bytes(st, in.size());
  });
  add("json_quote_ascii/ascii/memcpy", [](State& st) { copy(st, plain_of("ascii")); });
}

// The rows register themselves before main() runs (wtf8_benchmark.cc owns main).
const bool registered = (register_json(), true);

}  // namespace
}  // namespace wtf8_bench
