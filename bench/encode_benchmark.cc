// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The bounded conversions (wtf8/encode_into.h) and the streaming Encoder, beside the allocating
// conversions they mirror (wtf8_benchmark.cc's from_utf16, to_utf16 and to_utf8_lossy rows, on the
// same inputs). Rows, all `<op>/<mix>/wtf8` in bytes of input per CPU second:
//   wtf8_encode_into    UTF-16 -> WTF-8 into a caller's buffer          (beside from_utf16)
//   utf8_encode_into    UTF-16 -> UTF-8, TextEncoder.encodeInto         (beside from_utf16)
//   utf16_encode_into   WTF-8 -> UTF-16 into a caller's buffer          (beside to_utf16)
//   utf8_lossy_into     WTF-8 -> UTF-8 into a caller's buffer           (beside to_utf8_lossy)
//   encoder_utf8        Encoder(kUtf8), 64 KiB chunks of UTF-16         (beside from_utf16)
//   encoder_wtf8        Encoder(kUtf8, kLossless), 64 KiB chunks        (beside from_utf16)
//   encoder_utf16le     Encoder(kUtf16Le), 64 KiB chunks of WTF-8       (beside to_utf16)
// The streaming rows append each chunk's output to a string that is cleared per chunk, as a
// writer that passes each block on does.

#include <string>
#include <vector>

#include "absl/types/span.h"
#include "bench/inputs.h"
#include "benchmark/benchmark.h"
#include "wtf8/wtf8.h"

namespace wtf8_bench {
namespace {

using benchmark::State;
namespace enc = wtf8::encoding;

constexpr std::size_t kChunkBytes = 64 * 1024;

void set_bytes(State& state, std::size_t bytes) {
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(bytes));
}

void add(const std::string& name, void (*fn)(State&, const std::string&), const std::string& mix) {
  benchmark::RegisterBenchmark(name.c_str(), [fn, mix](State& st) {
    fn(st, mix);
  })->Unit(benchmark::kMillisecond);
}

void wtf8_into(State& st, const std::string& mix) {
  const std::u16string& in = utf16_of(mix);
  std::vector<char> out(wtf8::wtf8_len(in));
  for (auto _ : st) {
    const wtf8::EncodeIntoResult r = wtf8::wtf8_encode_into(in, absl::MakeSpan(out));
    benchmark::DoNotOptimize(r);
    benchmark::ClobberMemory();
  }
  set_bytes(st, in.size() * 2);
}

void utf8_into(State& st, const std::string& mix) {
  const std::u16string& in = utf16_of(mix);
  std::vector<char> out(wtf8::utf8_lossy_len(in));
  for (auto _ : st) {
    const wtf8::EncodeIntoResult r = wtf8::utf8_encode_into(in, absl::MakeSpan(out));
    benchmark::DoNotOptimize(r);
    benchmark::ClobberMemory();
  }
  set_bytes(st, in.size() * 2);
}

void utf16_into(State& st, const std::string& mix) {
  const std::string& in = wtf8_of(mix);
  const wtf8::Wtf8View v = wtf8::Wtf8View::from_wtf8_unchecked(in);
  std::vector<char16_t> out(v.utf16_len());
  for (auto _ : st) {
    const wtf8::EncodeIntoResult r = wtf8::utf16_encode_into(v, absl::MakeSpan(out));
    benchmark::DoNotOptimize(r);
    benchmark::ClobberMemory();
  }
  set_bytes(st, in.size());
}

void lossy_into(State& st, const std::string& mix) {
  const std::string& in = wtf8_of(mix);
  const wtf8::Wtf8View v = wtf8::Wtf8View::from_wtf8_unchecked(in);
  std::vector<char> out(wtf8::utf8_lossy_len(v));
  for (auto _ : st) {
    const wtf8::EncodeIntoResult r = wtf8::utf8_encode_into(v, absl::MakeSpan(out));
    benchmark::DoNotOptimize(r);
    benchmark::ClobberMemory();
  }
  set_bytes(st, in.size());
}

template <enc::Encoding kEncoding, enc::ErrorMode kMode>
void stream_units(State& st, const std::string& mix) {
  const std::u16string& in = utf16_of(mix);
  enc::Encoder e(kEncoding, kMode);
  std::string out;
  out.reserve(3 * kChunkBytes);
  constexpr std::size_t kUnits = kChunkBytes / 2;
  for (auto _ : st) {
    for (std::size_t at = 0; at < in.size(); at += kUnits) {
      out.clear();
      const std::u16string_view chunk = std::u16string_view(in).substr(at, kUnits);
      if (!e.encode(chunk, at + kUnits >= in.size(), out).ok()) return st.SkipWithError("failed");
      benchmark::DoNotOptimize(out.data());
    }
  }
  set_bytes(st, in.size() * 2);
}

void stream_utf16le(State& st, const std::string& mix) {
  const std::string& in = wtf8_of(mix);
  const wtf8::Wtf8View v = wtf8::Wtf8View::from_wtf8_unchecked(in);
  // Chunks cut at code point boundaries near every 64 KiB (a Wtf8View cannot be cut elsewhere).
  std::vector<wtf8::Wtf8View> chunks;
  for (std::size_t at = 0; at < v.size();) {
    std::size_t end = at + kChunkBytes < v.size() ? at + kChunkBytes : v.size();
    while (!v.is_boundary(end)) --end;
    chunks.push_back(v.slice(at, end));
    at = end;
  }
  enc::Encoder e(enc::Encoding::kUtf16Le);
  std::string out;
  out.reserve(2 * kChunkBytes);
  for (auto _ : st) {
    for (std::size_t i = 0; i < chunks.size(); ++i) {
      out.clear();
      if (!e.encode(chunks[i], i + 1 == chunks.size(), out).ok()) return st.SkipWithError("failed");
      benchmark::DoNotOptimize(out.data());
    }
  }
  set_bytes(st, in.size());
}

bool register_encoders() {
  for (const std::string& mix : mix_names()) {
    const std::string pre = "/" + mix + "/wtf8";
    add("wtf8_encode_into" + pre, wtf8_into, mix);
    add("utf8_encode_into" + pre, utf8_into, mix);
    add("utf16_encode_into" + pre, utf16_into, mix);
    add("utf8_lossy_into" + pre, lossy_into, mix);
    add("encoder_utf8" + pre, stream_units<enc::Encoding::kUtf8, enc::ErrorMode::kReplacement>,
        mix);
    add("encoder_wtf8" + pre, stream_units<enc::Encoding::kUtf8, enc::ErrorMode::kLossless>, mix);
    add("encoder_utf16le" + pre, stream_utf16le, mix);
  }
  return true;
}

// Registered before main() runs (wtf8_benchmark.cc's main registers its own rows, then runs all).
const bool kRegistered = register_encoders();

}  // namespace
}  // namespace wtf8_bench
