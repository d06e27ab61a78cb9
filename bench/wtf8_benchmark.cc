// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8 against real peers on the same inputs (bench/inputs.h). Every benchmark is named
// `<op>/<mix>/<impl>` and reports bytes_per_second of *input* bytes, so bench/run.sh can tabulate
// them mechanically. Peers: `memcpy` (a copy of the input), `scan` (memchr for an absent byte),
// `icu` (libicu; its converters replace lone surrogates by U+FFFD, so on `_ls` mixes they do less
// than we do: they are lossy), `iconv` (glibc; stops at a lone surrogate, so skipped on `_ls`),
// `glibc_memmem`, and `naive` (a plain loop written from the spec). Force a kernel with
// WTF8_FORCE_KERNELS=scalar|sse4|avx2.
//
//   ./bazelw run -c opt //bench:wtf8_benchmark -- --benchmark_filter='validate_wtf8/.*'
//
// `--dump_validation_inputs=DIR` writes the validation rows' inputs to DIR and exits, for peers
// outside this binary (bench/peers/simdutf8; bench/run.sh --simdutf8 runs it).

#include <iconv.h>
#include <unicode/ustring.h>
#include <unicode/utf8.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "bench/inputs.h"
#include "benchmark/benchmark.h"
#include "wtf8/wtf8.h"

namespace wtf8_bench {
namespace {

using benchmark::State;

bool is_ls(const std::string& mix) { return mix.size() > 3 && mix.substr(mix.size() - 3) == "_ls"; }

void set_bytes(State& state, std::size_t bytes) {
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(bytes));
}

// A read-only pass over the bytes: memchr for a byte that is absent.
void scan(State& state, const char* p, std::size_t n) {
  for (auto _ : state) {
    benchmark::DoNotOptimize(std::memchr(p, 0x01, n));
  }
  set_bytes(state, n);
}

void copy(State& state, const char* p, std::size_t n) {
  std::vector<char> out(n);
  for (auto _ : state) {
    std::memcpy(out.data(), p, n);
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  set_bytes(state, n);
}

// ---- naive reference loops (straight from the WTF-8 spec) -----------------------------------

std::string naive_from_utf16(std::u16string_view in) {
  std::string out;
  for (std::size_t i = 0; i < in.size(); ++i) {
    uint32_t c = in[i];
    if (c >= 0xD800 && c <= 0xDBFF && i + 1 < in.size() && in[i + 1] >= 0xDC00 &&
        in[i + 1] <= 0xDFFF) {
      c = 0x10000 + ((c - 0xD800) << 10) + (in[++i] - 0xDC00);
    }
    if (c < 0x80) {
      out.push_back(static_cast<char>(c));
    } else if (c < 0x800) {
      out.push_back(static_cast<char>(0xC0 | (c >> 6)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else if (c < 0x10000) {
      out.push_back(static_cast<char>(0xE0 | (c >> 12)));
      out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else {
      out.push_back(static_cast<char>(0xF0 | (c >> 18)));
      out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    }
  }
  return out;
}

std::u16string naive_to_utf16(const std::string& s) {
  std::u16string out;
  for (std::size_t i = 0; i < s.size();) {
    const uint32_t c = naive_decode(s, &i);
    if (c >= 0x10000) {
      out.push_back(static_cast<char16_t>(0xD800 + ((c - 0x10000) >> 10)));
      out.push_back(static_cast<char16_t>(0xDC00 + (c & 0x3FF)));
    } else {
      out.push_back(static_cast<char16_t>(c));
    }
  }
  return out;
}

std::string naive_to_utf8_lossy(const std::string& s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (static_cast<uint8_t>(s[i]) == 0xED && i + 2 < s.size() &&
        static_cast<uint8_t>(s[i + 1]) >= 0xA0) {
      out += "\xEF\xBF\xBD";
      i += 2;
    } else {
      out.push_back(s[i]);
    }
  }
  return out;
}

// ---- registration --------------------------------------------------------------------------

void add(const std::string& name, std::function<void(State&)> fn) {
  benchmark::RegisterBenchmark(name.c_str(), [fn](State& st) {
    fn(st);
  })->Unit(benchmark::kMillisecond);  // CPU time: steadier than wall time on a shared machine
}

void register_conversions() {
  for (const std::string& mix : mix_names()) {
    const std::string pre = "/" + mix + "/";
    // from_utf16: UTF-16 in, bytes counted are UTF-16 bytes.
    add("from_utf16" + pre + "wtf8", [mix](State& st) {
      const std::u16string& in = utf16_of(mix);
      wtf8::Wtf8Buf out;
      out.assign_from_utf16(in);  // warm-up: the output's pages are touched outside the timing
      for (auto _ : st) {
        out.assign_from_utf16(in);
        benchmark::DoNotOptimize(out.data());
      }
      set_bytes(st, in.size() * 2);
    });
    add("from_utf16" + pre + "memcpy", [mix](State& st) {
      const std::u16string& in = utf16_of(mix);
      copy(st, reinterpret_cast<const char*>(in.data()), in.size() * 2);
    });
    add("from_utf16" + pre + "icu", [mix](State& st) {
      const std::u16string& in = utf16_of(mix);
      std::string out(in.size() * 3, '\0');
      for (auto _ : st) {
        UErrorCode err = U_ZERO_ERROR;
        int32_t len = 0;
        u_strToUTF8WithSub(out.data(), static_cast<int32_t>(out.size()), &len,
                           reinterpret_cast<const UChar*>(in.data()),
                           static_cast<int32_t>(in.size()), 0xFFFD, nullptr, &err);
        benchmark::DoNotOptimize(len);
      }
      set_bytes(st, in.size() * 2);
    });
    add("from_utf16" + pre + "iconv", [mix](State& st) {
      if (is_ls(mix)) return st.SkipWithError("iconv stops at a lone surrogate");
      const std::u16string& in = utf16_of(mix);
      std::string out(in.size() * 3, '\0');
      iconv_t cd = iconv_open("UTF-8", "UTF-16LE");
      for (auto _ : st) {
        char* src = const_cast<char*>(reinterpret_cast<const char*>(in.data()));
        std::size_t src_left = in.size() * 2;
        char* dst = out.data();
        std::size_t dst_left = out.size();
        iconv(cd, nullptr, nullptr, nullptr, nullptr);
        iconv(cd, &src, &src_left, &dst, &dst_left);
        benchmark::DoNotOptimize(dst);
      }
      iconv_close(cd);
      set_bytes(st, in.size() * 2);
    });
    add("from_utf16" + pre + "naive", [mix](State& st) {
      const std::u16string& in = utf16_of(mix);
      for (auto _ : st) benchmark::DoNotOptimize(naive_from_utf16(in));
      set_bytes(st, in.size() * 2);
    });

    // to_utf16: WTF-8 in.
    add("to_utf16" + pre + "wtf8", [mix](State& st) {
      const std::string& in = wtf8_of(mix);
      const wtf8::Wtf8View v = wtf8::Wtf8View::from_wtf8_unchecked(in);
      std::u16string out;
      v.to_utf16(&out);  // warm-up
      for (auto _ : st) {
        v.to_utf16(&out);
        benchmark::DoNotOptimize(out.data());
      }
      set_bytes(st, in.size());
    });
    add("to_utf16" + pre + "memcpy",
        [mix](State& st) { copy(st, wtf8_of(mix).data(), wtf8_of(mix).size()); });
    add("to_utf16" + pre + "icu", [mix](State& st) {
      const std::string& in = wtf8_of(mix);
      std::u16string out(in.size() + 1, u'\0');
      for (auto _ : st) {
        UErrorCode err = U_ZERO_ERROR;
        int32_t len = 0;
        u_strFromUTF8WithSub(reinterpret_cast<UChar*>(out.data()), static_cast<int32_t>(out.size()),
                             &len, in.data(), static_cast<int32_t>(in.size()), 0xFFFD, nullptr,
                             &err);
        benchmark::DoNotOptimize(len);
      }
      set_bytes(st, in.size());
    });
    add("to_utf16" + pre + "iconv", [mix](State& st) {
      if (is_ls(mix)) return st.SkipWithError("iconv stops at a lone surrogate");
      const std::string& in = wtf8_of(mix);
      std::u16string out(in.size() + 1, u'\0');
      iconv_t cd = iconv_open("UTF-16LE", "UTF-8");
      for (auto _ : st) {
        char* src = const_cast<char*>(in.data());
        std::size_t src_left = in.size();
        char* dst = reinterpret_cast<char*>(out.data());
        std::size_t dst_left = out.size() * 2;
        iconv(cd, nullptr, nullptr, nullptr, nullptr);
        iconv(cd, &src, &src_left, &dst, &dst_left);
        benchmark::DoNotOptimize(dst);
      }
      iconv_close(cd);
      set_bytes(st, in.size());
    });
    add("to_utf16" + pre + "naive", [mix](State& st) {
      const std::string& in = wtf8_of(mix);
      for (auto _ : st) benchmark::DoNotOptimize(naive_to_utf16(in));
      set_bytes(st, in.size());
    });

    // Validation. validate_utf8 runs on the UTF-8 twin (lone surrogates as U+FFFD).
    for (bool utf8 : {false, true}) {
      const std::string op = utf8 ? "validate_utf8" : "validate_wtf8";
      auto input = [mix, utf8]() -> const std::string& {
        return utf8 ? utf8_of(mix) : wtf8_of(mix);
      };
      add(op + pre + "wtf8", [input, utf8](State& st) {
        const std::string& in = input();
        for (auto _ : st) {
          const bool ok = utf8 ? wtf8::is_well_formed_utf8(in) : wtf8::is_well_formed_wtf8(in);
          if (!ok) return st.SkipWithError("input rejected");
          benchmark::DoNotOptimize(ok);
        }
        set_bytes(st, in.size());
      });
      add(op + pre + "scan", [input](State& st) { scan(st, input().data(), input().size()); });
      if (utf8) {
        add(op + pre + "icu", [input](State& st) {
          const std::string& in = input();
          const int32_t n = static_cast<int32_t>(in.size());
          for (auto _ : st) {
            int32_t i = 0;
            UChar32 c = 0;
            while (i < n) {
              U8_NEXT(in.data(), i, n, c);
              if (c < 0) break;
            }
            if (i < n || c < 0) return st.SkipWithError("input rejected");
            benchmark::DoNotOptimize(i);
          }
          set_bytes(st, in.size());
        });
      }
      add(op + pre + "naive", [input, utf8](State& st) {
        const std::string& in = input();
        for (auto _ : st) {
          if (!naive_validate(in, !utf8)) return st.SkipWithError("input rejected");
        }
        set_bytes(st, in.size());
      });
    }

    // to_utf8_lossy
    add("to_utf8_lossy" + pre + "wtf8", [mix](State& st) {
      const std::string& in = wtf8_of(mix);
      const wtf8::Wtf8View v = wtf8::Wtf8View::from_wtf8_unchecked(in);
      std::string out;
      v.to_utf8_lossy(&out);  // warm-up
      for (auto _ : st) {
        v.to_utf8_lossy(&out);
        benchmark::DoNotOptimize(out.data());
      }
      set_bytes(st, in.size());
    });
    add("to_utf8_lossy" + pre + "memcpy",
        [mix](State& st) { copy(st, wtf8_of(mix).data(), wtf8_of(mix).size()); });
    add("to_utf8_lossy" + pre + "naive", [mix](State& st) {
      const std::string& in = wtf8_of(mix);
      for (auto _ : st) benchmark::DoNotOptimize(naive_to_utf8_lossy(in));
      set_bytes(st, in.size());
    });

    // iterate: the sum of the code points.
    add("iterate" + pre + "wtf8", [mix](State& st) {
      const std::string& in = wtf8_of(mix);
      const wtf8::Wtf8View v = wtf8::Wtf8View::from_wtf8_unchecked(in);
      for (auto _ : st) {
        uint64_t sum = 0;
        for (const wtf8::CodePoint cp : v.code_points()) sum += cp.value();
        benchmark::DoNotOptimize(sum);
      }
      set_bytes(st, in.size());
    });
    add("iterate" + pre + "icu", [mix](State& st) {
      const std::string& in = wtf8_of(mix);
      const int32_t n = static_cast<int32_t>(in.size());
      for (auto _ : st) {
        uint64_t sum = 0;
        for (int32_t i = 0; i < n;) {
          UChar32 c;
          U8_NEXT(in.data(), i, n, c);
          sum += static_cast<uint32_t>(c < 0 ? 0xFFFD : c);  // ICU cannot see lone surrogates
        }
        benchmark::DoNotOptimize(sum);
      }
      set_bytes(st, in.size());
    });
    add("iterate" + pre + "naive", [mix](State& st) {
      const std::string& in = wtf8_of(mix);
      for (auto _ : st) {
        uint64_t sum = 0;
        for (std::size_t i = 0; i < in.size();) sum += naive_decode(in, &i);
        benchmark::DoNotOptimize(sum);
      }
      set_bytes(st, in.size());
    });

    // code_point_count
    add("code_point_count" + pre + "wtf8", [mix](State& st) {
      const std::string& in = wtf8_of(mix);
      const wtf8::Wtf8View v = wtf8::Wtf8View::from_wtf8_unchecked(in);
      for (auto _ : st) benchmark::DoNotOptimize(v.code_point_count());
      set_bytes(st, in.size());
    });
    add("code_point_count" + pre + "scan",
        [mix](State& st) { scan(st, wtf8_of(mix).data(), wtf8_of(mix).size()); });
    add("code_point_count" + pre + "naive", [mix](State& st) {
      const std::string& in = wtf8_of(mix);
      for (auto _ : st) {
        std::size_t count = 0;
        for (char c : in) count += (static_cast<uint8_t>(c) & 0xC0) != 0x80;
        benchmark::DoNotOptimize(count);
      }
      set_bytes(st, in.size());
    });

    // utf16_len: the UTF-16 length a conversion would produce (a length query before allocating).
    add("utf16_len" + pre + "wtf8", [mix](State& st) {
      const std::string& in = wtf8_of(mix);
      const wtf8::Wtf8View v = wtf8::Wtf8View::from_wtf8_unchecked(in);
      for (auto _ : st) benchmark::DoNotOptimize(v.utf16_len());
      set_bytes(st, in.size());
    });
    add("utf16_len" + pre + "scan",
        [mix](State& st) { scan(st, wtf8_of(mix).data(), wtf8_of(mix).size()); });
  }

  // short: one path (about 100 bytes) per call.
  add("from_utf16/short/wtf8", [](State& st) {
    const auto& lines = short_paths_utf16();
    std::size_t bytes = 0;
    for (const auto& l : lines) bytes += l.size() * 2;
    wtf8::Wtf8Buf out;
    for (auto _ : st) {
      for (const auto& l : lines) {
        out.assign_from_utf16(l);
        benchmark::DoNotOptimize(out.data());
      }
    }
    set_bytes(st, bytes);
  });
  add("from_utf16/short/icu", [](State& st) {
    const auto& lines = short_paths_utf16();
    std::size_t bytes = 0;
    for (const auto& l : lines) bytes += l.size() * 2;
    std::string out;
    for (auto _ : st) {
      for (const auto& l : lines) {
        // The usual two-call ICU idiom into a reused std::string.
        UErrorCode err = U_ZERO_ERROR;
        int32_t len = 0;
        out.resize(l.size() * 3);
        u_strToUTF8WithSub(out.data(), static_cast<int32_t>(out.size()), &len,
                           reinterpret_cast<const UChar*>(l.data()), static_cast<int32_t>(l.size()),
                           0xFFFD, nullptr, &err);
        out.resize(static_cast<std::size_t>(len));
        benchmark::DoNotOptimize(out.data());
      }
    }
    set_bytes(st, bytes);
  });
  add("from_utf16/short/memcpy", [](State& st) {
    const auto& lines = short_paths_utf16();
    std::size_t bytes = 0;
    for (const auto& l : lines) bytes += l.size() * 2;
    char buf[4096];
    for (auto _ : st) {
      for (const auto& l : lines) {
        std::memcpy(buf, l.data(), l.size() * 2);
        benchmark::DoNotOptimize(buf);
        benchmark::ClobberMemory();
      }
    }
    set_bytes(st, bytes);
  });
}

std::size_t count_matches(const std::function<std::size_t(std::size_t)>& find_from) {
  std::size_t count = 0;
  for (std::size_t pos = find_from(0); pos != std::string::npos; pos = find_from(pos + 1)) {
    ++count;
  }
  return count;
}

void register_search() {
  for (bool rare : {true, false}) {
    for (std::size_t n : {1, 3, 4, 8, 16, 64}) {
      const std::string pre =
          std::string(rare ? "find_rare_" : "find_freq_") + std::to_string(n) + "/text/";
      add(pre + "wtf8", [n, rare](State& st) {
        const std::string& text = search_text();
        const wtf8::Wtf8View h = wtf8::Wtf8View::from_wtf8_unchecked(text);
        const wtf8::Wtf8View needle = wtf8::Wtf8View::from_wtf8_unchecked(find_needle(n, rare));
        for (auto _ : st) {
          // All (non-overlapping) matches through one compiled needle, as users count them.
          std::size_t count = 0;
          for (const wtf8::Wtf8View m : h.matches(needle)) count += !m.empty();
          benchmark::DoNotOptimize(count);
        }
        set_bytes(st, text.size());
      });
      add(pre + "scan", [](State& st) { scan(st, search_text().data(), search_text().size()); });
      add(pre + "glibc_memmem", [n, rare](State& st) {
        const std::string& text = search_text();
        const std::string& needle = find_needle(n, rare);
        for (auto _ : st) {
          benchmark::DoNotOptimize(count_matches([&](std::size_t from) -> std::size_t {
            const void* p = memmem(text.data() + from, text.size() - from, needle.data(), n);
            return p ? static_cast<const char*>(p) - text.data() : std::string::npos;
          }));
        }
        set_bytes(st, text.size());
      });
      add(pre + "naive", [n, rare](State& st) {  // std::string_view::find
        const std::string_view text = search_text();
        const std::string& needle = find_needle(n, rare);
        for (auto _ : st) {
          benchmark::DoNotOptimize(
              count_matches([&](std::size_t from) { return text.find(needle, from); }));
        }
        set_bytes(st, text.size());
      });
    }
  }

  add("split_paths/paths/wtf8", [](State& st) {
    const std::string& in = wtf8_of("paths");
    const wtf8::Wtf8View v = wtf8::Wtf8View::from_wtf8_unchecked(in);
    for (auto _ : st) {
      std::size_t pieces = 0;
      for (const wtf8::Wtf8View piece : v.split('\n')) pieces += !piece.empty();
      benchmark::DoNotOptimize(pieces);
    }
    set_bytes(st, in.size());
  });
  add("split_paths/paths/scan",
      [](State& st) { scan(st, wtf8_of("paths").data(), wtf8_of("paths").size()); });
  add("split_paths/paths/naive", [](State& st) {
    const std::string_view in = wtf8_of("paths");
    for (auto _ : st) {
      std::size_t pieces = 0;
      for (std::size_t pos = 0; pos <= in.size();) {
        std::size_t end = in.find('\n', pos);
        if (end == std::string_view::npos) end = in.size();
        pieces += end > pos;
        pos = end + 1;
      }
      benchmark::DoNotOptimize(pieces);
    }
    set_bytes(st, in.size());
  });
}

// --dump_validation_inputs=DIR: the bytes of the validation rows a peer outside this binary can
// run (bench/peers/simdutf8, a UTF-8 validator): DIR/index.txt has one `<op> <mix>` line per row
// and DIR/<op>.<mix> its input, for validate_utf8 on every mix and validate_wtf8 on the mixes
// without lone surrogates (there its input is UTF-8 too). Returns false when a file fails.
bool dump_validation_inputs(const std::string& dir) {
  std::ofstream index(dir + "/index.txt");
  for (const std::string& mix : mix_names()) {
    for (bool utf8 : {true, false}) {
      if (!utf8 && is_ls(mix)) continue;
      const std::string op = utf8 ? "validate_utf8" : "validate_wtf8";
      const std::string& in = utf8 ? utf8_of(mix) : wtf8_of(mix);
      std::ofstream out(dir + "/" + op + "." + mix, std::ios::binary);
      out.write(in.data(), static_cast<std::streamsize>(in.size()));
      if (!out) return false;
      index << op << ' ' << mix << '\n';
    }
  }
  return static_cast<bool>(index.flush());
}

}  // namespace
}  // namespace wtf8_bench

int main(int argc, char** argv) {
  constexpr std::string_view kDump = "--dump_validation_inputs=";
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg.substr(0, kDump.size()) != kDump) continue;
    const std::string dir(arg.substr(kDump.size()));
    if (wtf8_bench::dump_validation_inputs(dir)) return 0;
    std::fprintf(stderr, "could not write the validation inputs to %s\n", dir.c_str());
    return 1;
  }
  wtf8_bench::register_conversions();
  wtf8_bench::register_search();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
