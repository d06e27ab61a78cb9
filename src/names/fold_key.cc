// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The keys of NameRules::kApfs and NameRules::kLinuxCasefold (wtf8/name_rules.h): the NFD of the
// full case folding, under Unicode 9.0 (APFS) or 12.1 (Linux, which also drops
// Default_Ignorable code points and compares a name that is not UTF-8 byte for byte). The two
// differ only in which table entries apply, so one loop serves both (`kLinux`), over the two
// write policies of src/names/key_writer.h.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>
#include <vector>

#include "src/names/ascii_fold.h"
#include "src/names/key_sink.h"
#include "src/names/key_writer.h"
#include "src/names/name_key.h"
#include "src/names/tables/name_tables.h"
#include "wtf8/internal/bytes/utf8_bits.h"

namespace wtf8 {
namespace internal {
namespace names {
namespace {

constexpr uint32_t kTagFirst = 0xE0000;  // U+E0000..U+E0FFF: all Default_Ignorable
constexpr uint32_t kTagEnd = 0xE1000;

inline uint16_t fold_value(uint32_t cp) {
  return trie_value<kFoldMidShift, kFoldLeafShift>(kFoldTop, kFoldMid, kFoldLeaf, cp);
}

// The combining class of a code point of a key (never a mapped one) under Unicode 12.1
// (`linux`) or 9.0.
inline uint8_t key_class(uint32_t cp, bool linux) {
  if (cp < 0x300 || cp >= kFoldLimit || is_surrogate(cp)) return 0;
  const uint16_t v = fold_value(cp);
  if (v == 0 || v >= kFoldMapped || ((v & kFoldNewer) != 0 && !linux)) return 0;
  return static_cast<uint8_t>(v & 0xFF);
}

// Canonical ordering (Unicode §3.11) as the key is written: code points of class 0 are written
// as they come; a run of others is written as it comes too, and sorted (stably, by class) in place
// when the run ends, if it is out of order.
class Reorderer {
 public:
  Reorderer(KeySink& out, bool linux) : out_(out), linux_(linux) {}

  // Before writing a starter (or dropping an ignorable, which ends a run in the kernel too).
  void starter() {
    if (unsorted_) sort_run();
    run_begin_ = kNone;
    last_class_ = 0;
    unsorted_ = false;
  }
  // After writing a run of marks that starts at byte `begin` of the key, is sorted and ends
  // with a mark of class `last` (a mapping's tail; a starter came right before it).
  void tail(std::size_t begin, uint8_t last) {
    run_begin_ = begin;
    last_class_ = last;
    unsorted_ = false;
  }
  // Before writing a code point of class `c` > 0.
  void mark(uint8_t c) {
    if (run_begin_ == kNone) {
      run_begin_ = out_.size();
    } else if (c < last_class_) {
      unsorted_ = true;
    }
    last_class_ = c;
  }

 private:
  static constexpr std::size_t kNone = ~std::size_t{0};
  struct Mark {
    uint32_t cp;
    uint8_t klass;
  };

  void sort_run() {
    std::array<Mark, 32> small;
    std::vector<Mark> large;
    Mark* marks = small.data();
    std::size_t n = 0;
    const std::string_view run(out_.data() + run_begin_, out_.size() - run_begin_);
    for (std::size_t i = 0; i < run.size(); ++n) i += decode_code_point(run.data() + i).length;
    if (n > small.size()) {
      large.resize(n);
      marks = large.data();
    }
    n = 0;
    for (std::size_t i = 0; i < run.size(); ++n) {
      const Decoded d = decode_code_point(run.data() + i);
      marks[n] = Mark{d.code_point, key_class(d.code_point, linux_)};
      i += d.length;
    }
    std::stable_sort(marks, marks + n,
                     [](const Mark& a, const Mark& b) { return a.klass < b.klass; });
    // Invariant: the same code points in another order take the same bytes.
    char* dst = out_.data() + run_begin_;
    for (std::size_t k = 0; k < n; ++k) dst += encode_code_point(marks[k].cp, dst);
  }

  KeySink& out_;
  const bool linux_;
  std::size_t run_begin_ = kNone;
  uint8_t last_class_ = 0;
  bool unsorted_ = false;
};

// The in-place writer writes starters only: there is nothing to order.
struct NoReordering {
  NoReordering(KeySink&, bool) {}
  void starter() {}
  void tail(std::size_t, uint8_t) {}
  void mark(uint8_t) {}
};

bool has_surrogate(std::string_view s) {
  for (std::size_t i = s.find('\xED'); i != std::string_view::npos; i = s.find('\xED', i + 1)) {
    if (i + 1 < s.size() && byte_at(s, i + 1) >= 0xA0) return true;
  }
  return false;
}

// Writes a mapping whose code points may include marks.
void push_mapping_with_marks(const uint8_t* p, std::size_t n, bool linux, Reorderer& order,
                             KeySink& out) {
  const char* bytes = reinterpret_cast<const char*>(p);
  for (std::size_t i = 0; i < n;) {
    const Decoded d = decode_code_point(bytes + i);
    const uint8_t c = key_class(d.code_point, linux);
    if (c == 0) {
      order.starter();
    } else {
      order.mark(c);
    }
    out.append(bytes + i, d.length);
    i += d.length;
  }
}

// Writes the key of a code point that is not its own key nor starters of its own length: a
// Hangul syllable, a mark, an ignorable (dropped), or the mapping at the table's value `v`.
template <bool kLinux>
void write_other_key(uint32_t cp, uint16_t v, Reorderer& order, KeySink& out) {
  if (is_hangul_syllable(cp)) {
    order.starter();
    push_hangul_jamo(cp, out);
  } else if (v < kFoldMapped) {
    if (v == 0 || (v & 0xFF) == 0) {
      order.starter();  // an ignorable (Linux): dropped, but it ends a run of marks
    } else {
      order.mark(static_cast<uint8_t>(v & 0xFF));
      push_code_point(cp, out);
    }
  } else {
    const uint8_t* entry = kFoldPool + (v - kFoldMapped);
    const std::size_t bytes = entry[0] & kFoldLengthMask;
    const char* mapping = reinterpret_cast<const char*>(entry + 1);
    if ((entry[0] & kFoldMappingTail) != 0) {
      // Starters then sorted marks (é: e U+0301): written whole, the marks left open as a run.
      order.starter();
      const std::size_t at = out.size();
      out.append_padded(reinterpret_cast<const char*>(entry + 3), bytes);  // <= 8: checked
      order.tail(at + entry[1], entry[2]);
    } else if ((entry[0] & kFoldMappingMarks) != 0) {
      push_mapping_with_marks(entry + 1, bytes, kLinux, order, out);
    } else {
      order.starter();
      if (bytes <= 8) {
        out.append_padded(mapping, bytes);  // the pool has 8 bytes of padding at its end
      } else {
        out.append(mapping, bytes);
      }
    }
  }
}

// Writes the key of s[start, ...) through `w` (the key of s[0, start) before it holds starters
// only); returns where it stopped: s.size() unless `w` writes in place and met a code point whose
// key is not starters of its own length, or a surrogate.
template <bool kLinux, typename W>
std::size_t fold_and_decompose(std::string_view s, std::size_t start, W& w) {
  std::conditional_t<W::kInPlace, NoReordering, Reorderer> order(w.out(), kLinux);
  const std::size_t n = s.size();
  std::size_t i = start;
  while (i < n) {
    const uint8_t b = byte_at(s, i);
    if (b < 0x80) {
      order.starter();
      i += w.template ascii<AsciiFold::kLower, kNoSpecial>(i, n);
      continue;
    }
    const auto [cp, length] = read_code_point(s, i);
    // Classify: its own key as a starter (`self`), or something to write.
    uint16_t v = 0;
    bool self = true;
    bool table = true;  // v is the table's value for cp
    if (length == 2) {
      v = kFoldTwoByte[cp - 0x80];
    } else {
      table = false;
      if (is_plain_cjk(cp)) {
        // self
      } else if (cp >= kFoldLimit || is_surrogate(cp)) {
        // A surrogate is its own key, but under kLinux it makes the whole name its key (see
        // append_fold_key), so the in-place writer leaves it to the other.
        if (W::kInPlace && is_surrogate(cp)) return i;
        // U+E0000..U+E0FFF are Default_Ignorable (Linux drops them); nothing else up here folds.
        self = !(kLinux && cp >= kTagFirst && cp < kTagEnd);
      } else if (is_hangul_syllable(cp)) {
        self = false;
      } else {
        v = fold_value(cp);
        table = true;
      }
    }
    if (table && v != 0) {
      if (v >= kFoldMapped) {
        // Assigned after 9.0: APFS leaves it as it is.
        self = !kLinux && (kFoldPool[v - kFoldMapped] & kFoldMappingNewer) != 0;
      } else if (kLinux || (v & kFoldNewer) == 0) {
        self = (v & 0xFF) == 0 && !(kLinux && (v & kFoldIgnorable) != 0);
      }
    }
    if (self) {
      if (w.nothing_pending(i)) order.starter();
      i += length;
      continue;
    }
    if (table && v >= kFoldMapped && kFoldPool[v - kFoldMapped] == length) {
      // Starters of the same length (a header that is the length alone: no flag).
      order.starter();
      w.replace_bytes(i, length, kFoldPool + (v - kFoldMapped) + 1);
      i += length;
      continue;
    }
    if constexpr (W::kInPlace) return i;
    if constexpr (!W::kInPlace) write_other_key<kLinux>(cp, v, order, w.take(i, length));
    i += length;
  }
  order.starter();
  return i;
}

template <bool kLinux>
void append_fold_key(std::string_view s, KeySink& out) {
  InPlaceWriter in_place(s, out);
  const std::size_t stop = in_place.finish(fold_and_decompose<kLinux>(s, 0, in_place));
  if (stop == s.size()) return;
  if (kLinux && has_surrogate(s.substr(stop))) {
    // Not UTF-8: the kernel compares the bytes, so the key is the name, s[0, stop) included.
    out.truncate(out.size() - stop);
    out.append(s);
    return;
  }
  AppendWriter w(s, stop, out);
  w.finish(fold_and_decompose<kLinux>(s, stop, w));
}

}  // namespace

void append_apfs_key(std::string_view s, KeySink& out) { append_fold_key<false>(s, out); }

void append_casefold_key(std::string_view s, KeySink& out) { append_fold_key<true>(s, out); }

}  // namespace names
}  // namespace internal
}  // namespace wtf8
