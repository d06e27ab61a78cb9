// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "bench/inputs.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <map>
#include <mutex>
#include <random>

#include "wtf8/wtf8_buf.h"

namespace wtf8_bench {

std::string corpus_dir() {
  if (const char* d = std::getenv("WTF8_BENCH_CORPUS")) return d;
  if (const char* w = std::getenv("BUILD_WORKSPACE_DIRECTORY")) {
    return std::string(w) + "/build/corpus";
  }
  return "build/corpus";
}

std::vector<std::string> read_corpus_lines(const std::string& name) {
  std::vector<std::string> lines;
  std::ifstream in(corpus_dir() + "/" + name);
  std::string line;
  while (std::getline(in, line)) lines.push_back(line);
  return lines;
}
namespace {

constexpr uint32_t kSeed = 20260801;
constexpr std::size_t kUnits = kMixBytes / 2;

const char* const kWords[] = {
    "the",     "of",     "and",    "to",        "a",        "in",      "is",      "it",
    "you",     "that",   "he",     "was",       "for",      "on",      "are",     "with",
    "as",      "his",    "they",   "be",        "at",       "one",     "have",    "this",
    "from",    "or",     "had",    "by",        "word",     "but",     "what",    "some",
    "we",      "can",    "out",    "other",     "were",     "all",     "there",   "when",
    "up",      "use",    "your",   "how",       "said",     "an",      "each",    "she",
    "which",   "do",     "their",  "time",      "if",       "will",    "way",     "about",
    "many",    "then",   "them",   "write",     "would",    "like",    "so",      "these",
    "her",     "long",   "make",   "thing",     "see",      "him",     "two",     "has",
    "look",    "more",   "day",    "could",     "go",       "come",    "did",     "number",
    "sound",   "no",     "most",   "people",    "my",       "over",    "know",    "water",
    "than",    "call",   "first",  "who",       "may",      "down",    "side",    "been",
    "now",     "find",   "string", "surrogate", "encoding", "library", "program", "system",
    "network", "report", "file",   "directory", "question", "between", "through", "because"};

void push_cp(std::u16string* out, uint32_t cp) {
  if (cp >= 0x10000) {
    cp -= 0x10000;
    out->push_back(static_cast<char16_t>(0xD800 + (cp >> 10)));
    out->push_back(static_cast<char16_t>(0xDC00 + (cp & 0x3FF)));
  } else {
    out->push_back(static_cast<char16_t>(cp));
  }
}

// English-like prose: Zipf-ish words, punctuation, a newline now and then.
uint32_t english_cp(std::mt19937* rng, std::string* pending) {
  if (pending->empty()) {
    constexpr std::size_t kCount = sizeof(kWords) / sizeof(kWords[0]);
    std::uniform_real_distribution<double> u(0, 1);
    const std::size_t w = static_cast<std::size_t>(kCount * u(*rng) * u(*rng));
    *pending = kWords[w < kCount ? w : 0];
    if (u(*rng) < 0.08) (*pending)[0] = static_cast<char>((*pending)[0] - 'a' + 'A');
    const double p = u(*rng);
    *pending += p < 0.06 ? ". " : p < 0.1 ? ", " : p < 0.11 ? "\n" : " ";
  }
  const uint32_t c = static_cast<unsigned char>(pending->front());
  pending->erase(0, 1);
  return c;
}

std::u16string make_ascii(std::mt19937* rng) {
  std::u16string out;
  std::string pending;
  while (out.size() < kUnits) push_cp(&out, english_cp(rng, &pending));
  return out;
}

std::u16string make_latin1(std::mt19937* rng) {
  std::u16string out;
  std::string pending;
  std::uniform_int_distribution<uint32_t> latin(0xC0, 0xFF);
  std::uniform_int_distribution<int> pct(0, 99);
  while (out.size() < kUnits) {
    uint32_t c = english_cp(rng, &pending);
    if (c > ' ' && pct(*rng) < 20) c = latin(*rng);
    push_cp(&out, c);
  }
  return out;
}

std::u16string make_cjk(std::mt19937* rng) {
  std::u16string out;
  std::uniform_int_distribution<uint32_t> han(0x4E00, 0x9FFF);
  std::uniform_int_distribution<int> pct(0, 99);
  const uint32_t punct[] = {0x3001, 0x3002, 0xFF0C, 0x300C, 0x300D};
  while (out.size() < kUnits) {
    const int p = pct(*rng);
    push_cp(&out, p < 8 ? ' ' : p < 13 ? punct[p - 8] : han(*rng));
  }
  return out;
}

std::u16string make_emoji(std::mt19937* rng) {
  std::u16string out;
  std::string pending;
  std::uniform_int_distribution<uint32_t> emoji(0x1F300, 0x1FAFF), cyr(0x410, 0x44F),
      han(0x4E00, 0x9FFF);
  std::uniform_int_distribution<int> pct(0, 99);
  while (out.size() < kUnits) {
    const int p = pct(*rng);
    push_cp(&out, p < 30   ? emoji(*rng)
                  : p < 70 ? english_cp(rng, &pending)
                  : p < 85 ? cyr(*rng)
                           : han(*rng));
  }
  return out;
}

// Windows paths with names in several scripts, one a line.
std::u16string make_paths(std::mt19937* rng) {
  std::u16string out;
  std::uniform_int_distribution<int> pct(0, 99), len(3, 12), depth(2, 6);
  std::uniform_int_distribution<uint32_t> lower('a', 'z'), latin(0xC0, 0xFF), cyr(0x430, 0x44F),
      han(0x4E00, 0x9FFF), kana(0x3041, 0x3096), greek(0x3B1, 0x3C9), emoji(0x1F300, 0x1FAFF);
  const char* const roots[] = {"C:\\Users\\", "D:\\Projects\\", "\\\\server\\share\\",
                               "C:\\Program Files\\"};
  const char* const exts[] = {".txt", ".docx", ".cc", ".png", ".json", ".pdf"};
  while (out.size() < kUnits) {
    for (const char* r = roots[pct(*rng) % 4]; *r; ++r) push_cp(&out, static_cast<uint8_t>(*r));
    const int d = depth(*rng);
    for (int k = 0; k < d; ++k) {
      const int script = pct(*rng);
      const int l = len(*rng);
      for (int j = 0; j < l; ++j) {
        uint32_t c = script < 50   ? lower(*rng)
                     : script < 60 ? (pct(*rng) < 30 ? latin(*rng) : lower(*rng))
                     : script < 72 ? cyr(*rng)
                     : script < 84 ? han(*rng)
                     : script < 92 ? kana(*rng)
                     : script < 97 ? greek(*rng)
                                   : (pct(*rng) < 20 ? emoji(*rng) : lower(*rng));
        push_cp(&out, c);
      }
      if (k + 1 < d) push_cp(&out, '\\');
    }
    for (const char* e = exts[pct(*rng) % 6]; *e; ++e) push_cp(&out, static_cast<uint8_t>(*e));
    push_cp(&out, '\n');
  }
  return out;
}

bool is_lead(char16_t u) { return u >= 0xD800 && u <= 0xDBFF; }
bool is_trail(char16_t u) { return u >= 0xDC00 && u <= 0xDFFF; }

// A lone surrogate before about one code point in 1000; it never pairs with a neighbour.
std::u16string with_lone_surrogates(const std::u16string& in, std::mt19937* rng) {
  std::u16string out;
  out.reserve(in.size() + in.size() / 500);
  std::uniform_int_distribution<int> per_mille(0, 999);
  std::uniform_int_distribution<uint32_t> lead(0xD800, 0xDBFF), trail(0xDC00, 0xDFFF);
  for (std::size_t i = 0; i < in.size(); ++i) {
    const bool boundary = !is_trail(in[i]);  // in[i] starts a code point
    if (boundary && per_mille(*rng) == 0) {
      // A lead is followed by in[i], which is no trail; a trail is preceded by a code point's end
      // or another lone surrogate that is not a lead.
      const bool prev_is_lead = !out.empty() && is_lead(out.back());
      const bool use_trail = !prev_is_lead && (per_mille(*rng) & 1);
      out.push_back(static_cast<char16_t>(use_trail ? trail(*rng) : lead(*rng)));
    }
    out.push_back(in[i]);
  }
  return out;
}

std::mutex mu;

template <typename T, typename F>
const T& cached(std::map<std::string, T>* cache, const std::string& key, F make) {
  std::lock_guard<std::mutex> lock(mu);
  auto it = cache->find(key);
  if (it == cache->end()) it = cache->emplace(key, make()).first;
  return it->second;
}

std::u16string make_mix(const std::string& mix) {
  std::mt19937 rng(kSeed);
  const bool ls = mix.size() > 3 && mix.compare(mix.size() - 3, 3, "_ls") == 0;
  const std::string base = ls ? mix.substr(0, mix.size() - 3) : mix;
  std::u16string text = base == "ascii"    ? make_ascii(&rng)
                        : base == "latin1" ? make_latin1(&rng)
                        : base == "cjk"    ? make_cjk(&rng)
                        : base == "emoji"  ? make_emoji(&rng)
                                           : make_paths(&rng);
  return ls ? with_lone_surrogates(text, &rng) : text;
}

}  // namespace

const std::vector<std::string>& mix_names() {
  static const std::vector<std::string> names = {"ascii",    "latin1",   "cjk",       "emoji",
                                                 "paths",    "ascii_ls", "latin1_ls", "cjk_ls",
                                                 "emoji_ls", "paths_ls"};
  return names;
}

const std::u16string& utf16_of(const std::string& mix) {
  static auto* cache = new std::map<std::string, std::u16string>;
  // make_mix takes no lock of its own; generate outside `cached` only through it.
  return cached(cache, mix, [&] { return make_mix(mix); });
}

const std::string& wtf8_of(const std::string& mix) {
  const std::u16string& u = utf16_of(mix);
  static auto* cache = new std::map<std::string, std::string>;
  return cached(cache, mix, [&] { return wtf8::Wtf8Buf::from_utf16(u).into_bytes(); });
}

const std::string& utf8_of(const std::string& mix) {
  const std::u16string& u = utf16_of(mix);
  static auto* cache = new std::map<std::string, std::string>;
  return cached(cache, mix, [&] { return wtf8::Wtf8Buf::from_utf16(u).into_utf8_lossy(); });
}

const std::vector<std::u16string>& short_paths_utf16() {
  static const std::vector<std::u16string>* lines = [] {
    auto* v = new std::vector<std::u16string>;
    const std::u16string& all = utf16_of("paths");
    std::size_t start = 0;
    for (std::size_t i = 0; i < all.size() && v->size() < 20000; ++i) {
      if (all[i] == u'\n') {
        v->push_back(all.substr(start, i + 1 - start));
        start = i + 1;
      }
    }
    return v;
  }();
  return *lines;
}

namespace {

// Splits `all` at '\n' (dropped) into at most `limit` lines.
std::vector<std::u16string> lines_of(const std::u16string& all, std::size_t limit) {
  std::vector<std::u16string> v;
  std::size_t start = 0;
  for (std::size_t i = 0; i < all.size() && v.size() < limit; ++i) {
    if (all[i] == u'\n') {
      v.push_back(all.substr(start, i - start));
      start = i + 1;
    }
  }
  return v;
}

std::vector<std::string> to_wtf8(const std::vector<std::u16string>& in) {
  std::vector<std::string> out;
  out.reserve(in.size());
  for (const std::u16string& u : in) out.push_back(wtf8::Wtf8Buf::from_utf16(u).into_bytes());
  return out;
}

}  // namespace

const std::vector<std::u16string>& paths_per_line_utf16() {
  static const auto* v = new std::vector<std::u16string>(lines_of(utf16_of("paths"), 20000));
  return *v;
}

const std::vector<std::string>& paths_per_line_wtf8() {
  static const auto* v = new std::vector<std::string>(to_wtf8(paths_per_line_utf16()));
  return *v;
}

const std::vector<std::u16string>& paths_per_name_utf16() {
  static const std::vector<std::u16string>* names = [] {
    auto* v = new std::vector<std::u16string>;
    for (const std::u16string& line : paths_per_line_utf16()) {
      std::size_t start = 0;
      for (std::size_t i = 0; i <= line.size(); ++i) {
        if (i == line.size() || line[i] == u'\\') {
          if (i > start) v->push_back(line.substr(start, i - start));
          start = i + 1;
        }
      }
    }
    return v;
  }();
  return *names;
}

const std::vector<std::string>& paths_per_name_wtf8() {
  static const auto* v = new std::vector<std::string>(to_wtf8(paths_per_name_utf16()));
  return *v;
}

const std::vector<std::string>& name_corpus_names() {
  static const std::vector<std::string> names = {"names_ascii", "names_latin1", "names_cjk",
                                                 "names_emoji", "names_paths"};
  return names;
}

const std::vector<std::string>& name_corpus(const std::string& corpus) {
  static auto* cache = new std::map<std::string, std::vector<std::string>>;
  if (corpus == "names_paths") return paths_per_name_wtf8();
  const std::string mix = corpus.substr(6);  // "names_<mix>"
  const std::string& text = wtf8_of(mix);
  return cached(cache, corpus, [&] {
    std::vector<std::string> names;
    std::mt19937 rng(kSeed + 7);
    std::uniform_int_distribution<std::size_t> len(4, 32);
    std::size_t at = 0;
    const auto boundary = [&](std::size_t i) {
      return i >= text.size() || (static_cast<uint8_t>(text[i]) & 0xC0) != 0x80;
    };
    while (names.size() < 50000 && at < text.size()) {
      std::size_t end = std::min(text.size(), at + len(rng));
      while (!boundary(end)) --end;  // a cut never splits a sequence
      if (end == at) end = at + 1;
      while (!boundary(end)) ++end;
      std::string name = text.substr(at, end - at);
      for (char& c : name) {
        if (c == '\n') c = ' ';
      }
      names.push_back(std::move(name));
      at = end;
    }
    return names;
  });
}

namespace {

struct SearchData {
  std::string text;
  std::map<std::pair<std::size_t, bool>, std::string> needles;
};

const SearchData& search_data() {
  static const SearchData* data = [] {
    auto* d = new SearchData;
    const std::u16string& u = utf16_of("ascii");
    d->text.assign(u.begin(), u.end());  // ASCII: one byte per unit
    std::mt19937 rng(kSeed + 1);
    std::uniform_int_distribution<int> letter('a', 'z');
    const std::size_t sizes[] = {1, 3, 4, 8, 16, 64};
    for (bool rare : {true, false}) {
      for (std::size_t n : sizes) {
        std::string needle;
        if (n == 1) {
          needle = rare ? "~" : "#";  // every letter occurs; these two bytes do not
        } else {
          // Common letters, absent from the text (rejection), so the first byte alone filters
          // poorly.
          do {
            needle.clear();
            for (std::size_t k = 0; k < n; ++k) needle += static_cast<char>(letter(rng));
          } while (d->text.find(needle) != std::string::npos);
        }
        d->needles[{n, rare}] = needle;
      }
    }
    // Plant: rare needles once near the end, frequent ones about once per KiB (round robin).
    std::size_t at = d->text.size() - 4096;
    for (std::size_t n : sizes) {
      d->text.replace(at, n, d->needles[{n, true}]);
      at += n + 17;
    }
    std::size_t k = 0;
    for (std::size_t pos = 1000; pos + 200 < d->text.size() - 8192; pos += 1024 / 6 + 1, ++k) {
      const std::string& needle = d->needles[{sizes[k % 6], false}];
      d->text.replace(pos, needle.size(), needle);
    }
    return d;
  }();
  return *data;
}

}  // namespace

const std::string& search_text() { return search_data().text; }

const std::string& find_needle(std::size_t n, bool rare) {
  return search_data().needles.at({n, rare});
}

namespace {

// Lone surrogate values that search_text_ls() holds only where find_needle_ls() plants them.
constexpr char16_t kRare3 = 0xDBFF, kFreq3 = 0xDBFE, kRare8 = 0xDBFD, kFreq8 = 0xDBFC;

struct SearchDataLs {
  std::string text;
  std::map<std::pair<std::size_t, bool>, std::string> needles;
};

const SearchDataLs& search_data_ls() {
  static const SearchDataLs* data = [] {
    auto* d = new SearchDataLs;
    const std::string& plain = search_text();  // ASCII, needles planted
    std::mt19937 rng(kSeed + 2);
    std::uniform_int_distribution<int> per_mille(0, 999), letter('a', 'z');
    std::uniform_int_distribution<uint32_t> lead(0xD800, 0xDBFB), trail(0xDC00, 0xDFFF);
    std::u16string planted(plain.begin(), plain.end());
    // Needles: 3 bytes = the lone lead alone; 8 bytes = 5 letters then the lone lead.
    const auto make = [&](std::size_t n, char16_t s) {
      std::u16string m;
      for (std::size_t k = 0; k + 3 < n; ++k) m += static_cast<char16_t>(letter(rng));
      m += s;
      return m;
    };
    const std::u16string rare3 = make(3, kRare3), freq3 = make(3, kFreq3), rare8 = make(8, kRare8),
                         freq8 = make(8, kFreq8);
    // Planted into the ASCII text first, where search_text()'s own needles sit at known places:
    // the rare ones near the end after those, the frequent ones each about once per KiB, 85
    // bytes after a plain frequent needle (those are 171 bytes apart and at most 64 long). The
    // unit after each is a letter, so nothing inserted below can pair with the planted lead.
    const auto plant = [&](std::size_t pos, const std::u16string& m) {
      planted.replace(pos, m.size(), m);
      planted[pos + m.size()] = u'x';
    };
    plant(planted.size() - 2048, rare3);
    plant(planted.size() - 2000, rare8);
    std::size_t k = 0;
    for (std::size_t pos = 1000 + 85; pos + 300 < planted.size() - 8192; pos += 3 * 171, ++k) {
      plant(pos, (k & 1) ? freq8 : freq3);
    }
    // Then the lone surrogates, only before a space (never inside a planted needle): about one
    // code point in 1000, as the `_ls` mixes have.
    std::u16string u;
    u.reserve(planted.size() + planted.size() / 500);
    for (char16_t c : planted) {
      if (c == u' ' && per_mille(rng) < 5) {
        const bool after_lead = !u.empty() && u.back() >= 0xD800 && u.back() <= 0xDBFF;
        const bool use_trail = !after_lead && (per_mille(rng) & 1);
        u.push_back(static_cast<char16_t>(use_trail ? trail(rng) : lead(rng)));
      }
      u.push_back(c);
    }
    d->text = wtf8::Wtf8Buf::from_utf16(u).into_bytes();
    const auto bytes = [](const std::u16string& m) {
      return wtf8::Wtf8Buf::from_utf16(m).into_bytes();
    };
    d->needles[{3, true}] = bytes(rare3);
    d->needles[{3, false}] = bytes(freq3);
    d->needles[{8, true}] = bytes(rare8);
    d->needles[{8, false}] = bytes(freq8);
    return d;
  }();
  return *data;
}

}  // namespace

const std::string& search_text_ls() { return search_data_ls().text; }

const std::string& find_needle_ls(std::size_t n, bool rare) {
  return search_data_ls().needles.at({n, rare});
}

}  // namespace wtf8_bench
