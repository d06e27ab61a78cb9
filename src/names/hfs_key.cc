// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The key of NameRules::kHfsPlus (wtf8/name_rules.h): TN1150's case folding and decomposition
// of each UTF-16 unit (src/names/tables/), Hangul decomposed, the ignorable units dropped, a PEP
// 383 escape as macOS stores it; one loop over the two write policies of src/names/key_writer.h.

#include <cstddef>
#include <cstdint>
#include <string_view>

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

// The key TN1150 gives U+0000 (and U+2400, which HFS+ stores as U+0000).
constexpr uint32_t kNulKey = 0xFFFF;

// Writes the key of a code point `cp` that is not one unit of its own length: the units of the
// table's value `v` (0 when the table was not read), a PEP 383 escape, a surrogate, U+2400 or a
// Hangul syllable.
void write_other_key(uint32_t cp, uint16_t v, KeySink& out) {
  static constexpr char kHex[] = "0123456789abcdef";  // folded: TN1150 lower-cases A-F
  if (v != 0) {
    const uint16_t* units = kHfsPool + (v >> 2);
    for (unsigned k = 0; k < (v & 3u); ++k) push_code_point(units[k], out);
  } else if (cp >= 0xDC80 && cp <= 0xDCFF) {
    // A PEP 383 escape: the byte macOS stores as '%' and two hex digits.
    const uint32_t byte = cp - 0xDC00;
    out.push('%');
    out.push(kHex[byte >> 4]);
    out.push(kHex[byte & 15]);
  } else if (is_surrogate(cp)) {
    push_joining(cp, out);  // an ignorable skipped between a lead and a trail joins them
  } else if (cp == 0x2400) {
    push_code_point(kNulKey, out);  // stored as U+0000
  } else {
    push_hangul_jamo(cp, out);  // the jamo fold to themselves
  }
}

// Writes the key of s[start, ...) through `w`; returns where it stopped (s.size() unless `w`
// writes in place and met a code point whose key is not one unit of its own length).
template <typename W>
std::size_t fold_and_decompose(std::string_view s, std::size_t start, W& w) {
  const std::size_t n = s.size();
  std::size_t i = start;
  while (i < n) {
    const uint8_t b = byte_at(s, i);
    if (b < 0x80) {
      std::size_t folded = w.template ascii<AsciiFold::kHfs, 0>(i, n);
      if (folded == 0) {  // U+0000
        if (!w.replace(i, 1, kNulKey)) return i;
        folded = 1;
      }
      i += folded;
      continue;
    }
    const auto [cp, length] = read_code_point(s, i);
    uint16_t v = 0;
    if (length == 2) {
      v = kHfsTwoByte[cp - 0x80];
      if (v == 0) {
        i += 2;  // its own key
        continue;
      }
    } else if (length == 3) {
      if (is_plain_cjk(cp)) {
        i += 3;
        continue;
      }
      if (!is_surrogate(cp) && cp != 0x2400 && !is_hangul_syllable(cp)) {
        v = trie_value<kHfsMidShift, kHfsLeafShift>(kHfsTop, kHfsMid, kHfsLeaf, cp);
        if (v == 0) {
          i += 3;  // its own key
          continue;
        }
      }
    } else {
      i += 4;  // above the BMP: neither folded nor decomposed
      continue;
    }
    // One unit (BMP, not a surrogate: the generator checks), written over the code point when
    // the writer can; anything else stops the in-place writer.
    if (v == 0 || (v & 3u) != 1 || !w.replace(i, length, kHfsPool[v >> 2])) {
      if constexpr (W::kInPlace) return i;
      if constexpr (!W::kInPlace) write_other_key(cp, v, w.take(i, length));
    }
    i += length;
  }
  return i;
}

}  // namespace

void append_hfs_key(std::string_view s, KeySink& out) {
  InPlaceWriter in_place(s, out);
  const std::size_t stop = in_place.finish(fold_and_decompose(s, 0, in_place));
  if (stop == s.size()) return;
  AppendWriter w(s, stop, out);
  w.finish(fold_and_decompose(s, stop, w));
}

}  // namespace names
}  // namespace internal
}  // namespace wtf8
