// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Benchmark inputs, generated in-process from a fixed seed so every run measures the same bytes:
// 16 MiB of UTF-16 per mix (issue 8's list), each also with a lone surrogate before about one code
// point in 1000 (`<mix>_ls`), plus a search text with planted needles.

#ifndef WTF8_BENCH_INPUTS_H_
#define WTF8_BENCH_INPUTS_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace wtf8_bench {

// The conversion mixes, in table-column order: ascii, latin1, cjk, emoji, paths, and each `_ls`.
const std::vector<std::string>& mix_names();

// The UTF-16 text of `mix` (a name from mix_names()), about `kMixBytes` bytes, cached.
const std::u16string& utf16_of(const std::string& mix);
// The same text as WTF-8 (lone surrogates kept), cached.
const std::string& wtf8_of(const std::string& mix);
// The same text as UTF-8 (lone surrogates replaced by U+FFFD), cached.
const std::string& utf8_of(const std::string& mix);
// The `paths` mix, one path (about 100 bytes) per element, as UTF-16.
const std::vector<std::u16string>& short_paths_utf16();

inline constexpr std::size_t kMixBytes = 16u << 20;

// The search text: the ascii mix as bytes with needles planted (see find_needle()).
const std::string& search_text();
// A needle of `n` bytes: `rare` ones occur once, near the end of search_text(); frequent ones
// occur about once per KiB. Both are absent elsewhere.
const std::string& find_needle(std::size_t n, bool rare);

// The `naive` rows' decoder (a plain loop written from the spec, shared by wtf8_benchmark.cc and
// decode_benchmark.cc): decodes one sequence of well-formed WTF-8 at s[i]; advances i.
inline uint32_t naive_decode(const std::string& s, std::size_t* i) {
  const uint8_t b0 = static_cast<uint8_t>(s[*i]);
  if (b0 < 0x80) return (*i)++, b0;
  if (b0 < 0xE0) {
    const uint32_t c = ((b0 & 0x1Fu) << 6) | (s[*i + 1] & 0x3F);
    *i += 2;
    return c;
  }
  if (b0 < 0xF0) {
    const uint32_t c = ((b0 & 0x0Fu) << 12) | ((s[*i + 1] & 0x3Fu) << 6) | (s[*i + 2] & 0x3F);
    *i += 3;
    return c;
  }
  const uint32_t c = ((b0 & 0x07u) << 18) | ((s[*i + 1] & 0x3Fu) << 12) |
                     ((s[*i + 2] & 0x3Fu) << 6) | (s[*i + 3] & 0x3F);
  *i += 4;
  return c;
}

}  // namespace wtf8_bench

#endif  // WTF8_BENCH_INPUTS_H_
