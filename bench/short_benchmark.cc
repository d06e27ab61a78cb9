// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// One call per file name or path ("short inputs"), part of the wtf8_benchmark binary
// (its rows register from a static initializer). Mixes: `paths_per_line` (one call per line of
// the paths corpus) and `paths_per_name` (one call per path component), bench/inputs.h. Each op
// has a `wtf8` row (the library) and a `naive` row: a plain loop written from the spec, called
// the same way, into the same reused output. Rows count input bytes (bytes_per_second) and
// calls (items_per_second, from which bench/report.py gives ns per call).
//
//   ./bazelw run -c opt //bench:wtf8_benchmark -- --benchmark_filter='paths_per_'

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "bench/inputs.h"
#include "benchmark/benchmark.h"
#include "wtf8/wtf8.h"

namespace wtf8_bench {
namespace {

using benchmark::State;

template <typename Strings>
void per_call(State& st, const Strings& pieces, std::size_t unit) {
  std::size_t bytes = 0;
  for (const auto& p : pieces) bytes += p.size() * unit;
  st.SetBytesProcessed(static_cast<int64_t>(st.iterations()) * static_cast<int64_t>(bytes));
  st.SetItemsProcessed(static_cast<int64_t>(st.iterations()) * static_cast<int64_t>(pieces.size()));
}

// ---- the plain loops (WTF-8 §4.1, §4.2, §6; RFC 3629 §4), into reused outputs -------------

void naive_from_utf16(std::u16string_view in, std::string* out) {
  out->clear();
  for (std::size_t i = 0; i < in.size(); ++i) {
    uint32_t c = in[i];
    if (c >= 0xD800 && c <= 0xDBFF && i + 1 < in.size() && in[i + 1] >= 0xDC00 &&
        in[i + 1] <= 0xDFFF) {
      c = 0x10000 + ((c - 0xD800) << 10) + (in[++i] - 0xDC00);
    }
    if (c < 0x80) {
      out->push_back(static_cast<char>(c));
    } else if (c < 0x800) {
      out->push_back(static_cast<char>(0xC0 | (c >> 6)));
      out->push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else if (c < 0x10000) {
      out->push_back(static_cast<char>(0xE0 | (c >> 12)));
      out->push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
      out->push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else {
      out->push_back(static_cast<char>(0xF0 | (c >> 18)));
      out->push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
      out->push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
      out->push_back(static_cast<char>(0x80 | (c & 0x3F)));
    }
  }
}

void naive_to_utf16(std::string_view s, std::u16string* out) {
  out->clear();
  for (std::size_t i = 0; i < s.size();) {
    const uint8_t b0 = static_cast<uint8_t>(s[i]);
    uint32_t c;
    if (b0 < 0x80) {
      c = b0, i += 1;
    } else if (b0 < 0xE0) {
      c = ((b0 & 0x1Fu) << 6) | (s[i + 1] & 0x3F), i += 2;
    } else if (b0 < 0xF0) {
      c = ((b0 & 0x0Fu) << 12) | ((s[i + 1] & 0x3Fu) << 6) | (s[i + 2] & 0x3F), i += 3;
    } else {
      c = ((b0 & 0x07u) << 18) | ((s[i + 1] & 0x3Fu) << 12) | ((s[i + 2] & 0x3Fu) << 6) |
          (s[i + 3] & 0x3F);
      i += 4;
    }
    if (c >= 0x10000) {
      out->push_back(static_cast<char16_t>(0xD800 + ((c - 0x10000) >> 10)));
      out->push_back(static_cast<char16_t>(0xDC00 + (c & 0x3FF)));
    } else {
      out->push_back(static_cast<char16_t>(c));
    }
  }
}

// ---- rows ------------------------------------------------------------------------------------

struct Corpus {
  const char* name;
  const std::vector<std::u16string>& (*utf16)();
  const std::vector<std::string>& (*wtf8)();
};

void add(const std::string& name, void (*fn)(State&, const Corpus&), const Corpus& corpus) {
  benchmark::RegisterBenchmark(name.c_str(), [fn, corpus](State& st) {
    fn(st, corpus);
  })->Unit(benchmark::kMicrosecond);
}

bool register_short() {
  for (const Corpus& c : {Corpus{"paths_per_line", paths_per_line_utf16, paths_per_line_wtf8},
                          Corpus{"paths_per_name", paths_per_name_utf16, paths_per_name_wtf8}}) {
    const std::string mix = std::string("/") + c.name + "/";
    add(
        "validate_wtf8" + mix + "wtf8",
        [](State& st, const Corpus& c) {
          const auto& in = c.wtf8();
          for (auto _ : st) {
            for (const std::string& s : in) {
              if (!wtf8::is_well_formed_wtf8(s)) return st.SkipWithError("input rejected");
            }
          }
          per_call(st, in, 1);
        },
        c);
    add(
        "validate_wtf8" + mix + "naive",
        [](State& st, const Corpus& c) {
          const auto& in = c.wtf8();
          for (auto _ : st) {
            for (const std::string& s : in) {
              if (!naive_validate(s, true)) return st.SkipWithError("input rejected");
            }
          }
          per_call(st, in, 1);
        },
        c);
    add(
        "from_utf16" + mix + "wtf8",
        [](State& st, const Corpus& c) {
          const auto& in = c.utf16();
          wtf8::Wtf8Buf out;
          for (auto _ : st) {
            for (const std::u16string& s : in) {
              out.assign_from_utf16(s);
              benchmark::DoNotOptimize(out.data());
            }
          }
          per_call(st, in, 2);
        },
        c);
    add(
        "from_utf16" + mix + "naive",
        [](State& st, const Corpus& c) {
          const auto& in = c.utf16();
          std::string out;
          for (auto _ : st) {
            for (const std::u16string& s : in) {
              naive_from_utf16(s, &out);
              benchmark::DoNotOptimize(out.data());
            }
          }
          per_call(st, in, 2);
        },
        c);
    add(
        "to_utf16" + mix + "wtf8",
        [](State& st, const Corpus& c) {
          const auto& in = c.wtf8();
          std::u16string out;
          for (auto _ : st) {
            for (const std::string& s : in) {
              wtf8::Wtf8View::from_wtf8_unchecked(s).to_utf16(&out);
              benchmark::DoNotOptimize(out.data());
            }
          }
          per_call(st, in, 1);
        },
        c);
    add(
        "to_utf16" + mix + "naive",
        [](State& st, const Corpus& c) {
          const auto& in = c.wtf8();
          std::u16string out;
          for (auto _ : st) {
            for (const std::string& s : in) {
              naive_to_utf16(s, &out);
              benchmark::DoNotOptimize(out.data());
            }
          }
          per_call(st, in, 1);
        },
        c);
  }
  return true;
}

const bool registered = register_short();

}  // namespace
}  // namespace wtf8_bench
