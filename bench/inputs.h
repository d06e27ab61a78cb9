// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Benchmark inputs, generated in-process from a fixed seed so every run measures the same bytes:
// 16 MiB of UTF-16 per mix (ascii, latin1, cjk, emoji, paths), each also with a lone surrogate
// before about one code point in 1000 (`<mix>_ls`), plus a search text with planted needles.

#ifndef WTF8_BENCH_INPUTS_H_
#define WTF8_BENCH_INPUTS_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace wtf8_bench {

// The corpus folder bench/kernel_corpus.sh writes: $WTF8_BENCH_CORPUS, else build/corpus of
// the workspace (`bazel run`) or of the current directory.
std::string corpus_dir();
// The lines of corpus_dir()/NAME (none when it is missing).
std::vector<std::string> read_corpus_lines(const std::string& name);

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

// The paths corpus one call at a time: `paths_per_line` is one element per line of
// the `paths` mix (without its newline; the first 20000 lines), `paths_per_name` one element per
// component of those lines (split at '\\'; drive and server prefixes are components too). Each
// as UTF-16 and as WTF-8 (the same strings).
const std::vector<std::u16string>& paths_per_line_utf16();
const std::vector<std::string>& paths_per_line_wtf8();
const std::vector<std::u16string>& paths_per_name_utf16();
const std::vector<std::string>& paths_per_name_wtf8();

// File-name corpora, WTF-8, one name per element: `names_ascii`, `names_latin1`,
// `names_cjk`, `names_emoji` cut the mix of that name into names of 4 to 32 bytes at code point
// boundaries (newlines turned into spaces), 50000 names each; `names_paths` is
// paths_per_name_wtf8().
const std::vector<std::string>& name_corpus(const std::string& corpus);
const std::vector<std::string>& name_corpus_names();

// The search text: the ascii mix as bytes with needles planted (see find_needle()).
const std::string& search_text();
// A needle of `n` bytes: `rare` ones occur once, near the end of search_text(); frequent ones
// occur about once per KiB. Both are absent elsewhere.
const std::string& find_needle(std::size_t n, bool rare);

// `text_ls`: search_text() as WTF-8 with a lone surrogate before about one code point
// in 1000 (lead surrogates U+D800..U+DBFF and trail surrogates U+DC00..U+DFFF, never forming a
// pair), the plain needles still planted as in search_text(), and needles that end in a lone
// surrogate planted the same way (find_needle_ls).
const std::string& search_text_ls();
// A needle of `n` bytes (3 or 8) that ends in a lone lead surrogate: the surrogate alone (3), or
// five random letters then the surrogate (8); each uses a surrogate value that occurs nowhere
// else in the text. `rare` ones occur once, near the end of search_text_ls(); frequent ones
// about once per KiB.
const std::string& find_needle_ls(std::size_t n, bool rare);

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

// The `naive` rows' validator (a plain loop written from the spec, shared by wtf8_benchmark.cc
// and short_benchmark.cc): UTF-8, or WTF-8 when `allow_surrogates`.
inline bool naive_validate(std::string_view s, bool allow_surrogates) {
  const std::size_t n = s.size();
  bool prev_lead_surrogate = false;
  for (std::size_t i = 0; i < n;) {
    const uint8_t b0 = static_cast<uint8_t>(s[i]);
    if (b0 < 0x80) {
      ++i;
      prev_lead_surrogate = false;
      continue;
    }
    std::size_t len;
    uint32_t c;
    if (b0 >= 0xC2 && b0 < 0xE0) {
      len = 2, c = b0 & 0x1F;
    } else if (b0 >= 0xE0 && b0 < 0xF0) {
      len = 3, c = b0 & 0x0F;
    } else if (b0 >= 0xF0 && b0 < 0xF5) {
      len = 4, c = b0 & 0x07;
    } else {
      return false;
    }
    if (i + len > n) return false;
    for (std::size_t k = 1; k < len; ++k) {
      const uint8_t b = static_cast<uint8_t>(s[i + k]);
      if ((b & 0xC0) != 0x80) return false;
      c = (c << 6) | (b & 0x3F);
    }
    if ((len == 3 && c < 0x800) || (len == 4 && (c < 0x10000 || c > 0x10FFFF))) return false;
    const bool surrogate = c >= 0xD800 && c <= 0xDFFF;
    if (surrogate && !allow_surrogates) return false;
    if (prev_lead_surrogate && c >= 0xDC00 && c <= 0xDFFF) return false;
    prev_lead_surrogate = c >= 0xD800 && c <= 0xDBFF;
    i += len;
  }
  return true;
}

}  // namespace wtf8_bench

#endif  // WTF8_BENCH_INPUTS_H_
