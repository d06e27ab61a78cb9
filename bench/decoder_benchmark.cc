// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The streaming WHATWG `Decoder`: `decoder_stream/<encoding>/<mix>/wtf8` feeds a
// mix's 16 MiB (bench/inputs.h) in 64 KiB chunks, as a program reading a file or a pipe does,
// taking each chunk's output (here: dropping it) before the next, and ends with an empty last
// chunk. Bytes per second are input bytes. Encodings: `utf-8` (replacement) and `utf-8-fatal` on
// the mix's UTF-8 text, `utf-16le` and `utf-16be` (replacement: a lone surrogate of the `_ls`
// mixes becomes U+FFFD) and `wtf-16le` (ErrorMode::kLossless) on its UTF-16. Compare with
// `validate_utf8/<mix>/wtf8` and `from_utf16/<mix>/wtf8`, the one-shot operations on the same
// kernels (bench/report.py states the targets).
//
// Registered from a static initializer, so this file only has to be in the binary's srcs.
//
//   WTF8_FORCE_KERNELS=avx2 bazel-bin/bench/wtf8_benchmark --benchmark_filter='decoder_stream/'

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "bench/inputs.h"
#include "benchmark/benchmark.h"
#include "wtf8/encoding.h"
#include "wtf8/wtf8_buf.h"

namespace wtf8_bench {
namespace {

namespace enc = wtf8::encoding;

constexpr std::size_t kChunk = 64 * 1024;

struct StreamCase {
  const char* name;
  enc::Encoding encoding;
  enc::ErrorMode mode;
  enum class Input { kUtf8, kUtf16Le, kUtf16Be } input;
};

constexpr StreamCase kCases[] = {
    {"utf-8", enc::Encoding::kUtf8, enc::ErrorMode::kReplacement, StreamCase::Input::kUtf8},
    {"utf-8-fatal", enc::Encoding::kUtf8, enc::ErrorMode::kFatal, StreamCase::Input::kUtf8},
    {"utf-16le", enc::Encoding::kUtf16Le, enc::ErrorMode::kReplacement,
     StreamCase::Input::kUtf16Le},
    {"utf-16be", enc::Encoding::kUtf16Be, enc::ErrorMode::kReplacement,
     StreamCase::Input::kUtf16Be},
    {"wtf-16le", enc::Encoding::kUtf16Le, enc::ErrorMode::kLossless, StreamCase::Input::kUtf16Le},
};

std::string input_of(const StreamCase& c, const std::string& mix) {
  if (c.input == StreamCase::Input::kUtf8) return utf8_of(mix);
  const std::u16string& units = utf16_of(mix);
  std::string bytes;
  bytes.reserve(units.size() * 2);
  const bool be = c.input == StreamCase::Input::kUtf16Be;
  for (char16_t u : units) {
    const char lo = static_cast<char>(u & 0xFF), hi = static_cast<char>(u >> 8);
    bytes += be ? hi : lo;
    bytes += be ? lo : hi;
  }
  return bytes;
}

void decode_stream(benchmark::State& st, const StreamCase& c, const std::string& mix) {
  const std::string in = input_of(c, mix);
  const std::string_view all = in;
  wtf8::Wtf8Buf out;
  out.reserve(3 * kChunk);
  enc::Decoder d(c.encoding, c.mode, enc::Bom::kKeep);
  for (auto _ : st) {
    for (std::size_t i = 0; i < all.size(); i += kChunk) {
      if (!d.decode(all.substr(i, kChunk), /*last=*/false, out).ok()) {
        return st.SkipWithError("decode failed");
      }
      benchmark::DoNotOptimize(out.data());
      out.clear();  // the program takes the output; the buffer's capacity stays
    }
    if (!d.decode("", /*last=*/true, out).ok()) return st.SkipWithError("decode failed");
    out.clear();
  }
  st.SetBytesProcessed(static_cast<int64_t>(st.iterations()) * static_cast<int64_t>(in.size()));
}

bool register_decoder_stream() {
  for (const StreamCase& c : kCases) {
    for (const std::string& mix : mix_names()) {
      benchmark::RegisterBenchmark(
          ("decoder_stream/" + std::string(c.name) + "/" + mix + "/wtf8").c_str(),
          [&c, mix](benchmark::State& st) { decode_stream(st, c, mix); })
          ->Unit(benchmark::kMillisecond);
    }
  }
  return true;
}

const bool registered = register_decoder_stream();

}  // namespace
}  // namespace wtf8_bench
