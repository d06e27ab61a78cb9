// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// name_key and same_entry (wtf8/name_rules.h): one key writer per NameRules value, over
// canonical WTF-8. Each writer copies runs of ASCII through a 128-byte map and looks every other
// code point up in the generated tables (src/names/tables/name_tables.h). The reference they are
// tested against is tests/reference/name_key_model.h (code point by code point, from the same
// tables, with a plain stable sort for the canonical order).

#include "src/names/name_key.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "src/names/key_sink.h"
#include "src/names/tables/name_tables.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/name_rules.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace internal {
namespace names {
namespace {

constexpr uint32_t kHangulFirst = 0xAC00;
constexpr uint32_t kHangulCount = 11172;
constexpr uint32_t kTagFirst = 0xE0000;  // U+E0000..U+E0FFF: all Default_Ignorable
constexpr uint32_t kTagEnd = 0xE1000;

// ---- ASCII maps ---------------------------------------------------------------------------------

struct AsciiMaps {
  char lower[128];  // APFS, Linux casefold: A-Z to a-z
  char upper[128];  // NTFS: a-z to A-Z
  char hfs[128];    // HFS+: A-Z to a-z and ':' to '/' (U+0000 is handled apart: it is U+FFFF)
};

constexpr AsciiMaps make_ascii_maps() {
  AsciiMaps m{};
  for (int c = 0; c < 128; ++c) {
    const bool is_upper = c >= 'A' && c <= 'Z';
    const bool is_lower = c >= 'a' && c <= 'z';
    m.lower[c] = static_cast<char>(is_upper ? c + 32 : c);
    m.upper[c] = static_cast<char>(is_lower ? c - 32 : c);
    m.hfs[c] = static_cast<char>(c == ':' ? '/' : is_upper ? c + 32 : c);
  }
  return m;
}
constexpr AsciiMaps kAscii = make_ascii_maps();

inline uint8_t byte_at(std::string_view s, std::size_t i) { return static_cast<uint8_t>(s[i]); }

// The length of the ASCII run starting at s[i].
inline std::size_t ascii_run(std::string_view s, std::size_t i) {
  return ascii_prefix_length(s.data() + i, s.size() - i);
}

// ---- ASCII eight bytes at a time (SWAR) ---------------------------------------------------------
// The scalar reference of these is the byte maps above (kAscii); name_rules_test compares the two
// on every byte value at every position of a word.

enum class AsciiFold { kLower, kUpper, kHfs };

constexpr uint64_t kOnes = 0x0101010101010101ull;
constexpr uint64_t kHighBits = 0x8080808080808080ull;

// 0x80 in each byte of `w` (whose bytes are all < 0x80) that lies in [lo, hi], 0 elsewhere: adding
// 0x80 - lo sets a byte's top bit exactly when it is >= lo, and no sum carries out of its byte.
constexpr uint64_t bytes_in_range(uint64_t w, uint8_t lo, uint8_t hi) {
  return (w + kOnes * (0x80u - lo)) & ~(w + kOnes * (0x80u - hi - 1u)) & kHighBits;
}

// 0x80 in each byte of `w` (bytes < 0x80) equal to `c`, 0 elsewhere.
constexpr uint64_t bytes_equal(uint64_t w, uint8_t c) {
  const uint64_t t = w ^ (kOnes * c);
  return ~(((t & ~kHighBits) + ~kHighBits) | t) & kHighBits;
}

constexpr uint64_t fold_word(uint64_t w, AsciiFold fold) {
  switch (fold) {
    case AsciiFold::kLower:
      return w | (bytes_in_range(w, 'A', 'Z') >> 2);  // 0x80 >> 2 is the case bit 0x20
    case AsciiFold::kUpper:
      return w & ~(bytes_in_range(w, 'a', 'z') >> 2);
    case AsciiFold::kHfs:
      return (w | (bytes_in_range(w, 'A', 'Z') >> 2)) ^ ((bytes_equal(w, ':') >> 7) * (':' ^ '/'));
  }
  return w;
}

template <std::size_t kBytes>
inline void fold_bytes(const char* src, char* dst, AsciiFold fold) {
  uint64_t w = 0;  // zero bytes fold to zero bytes
  std::memcpy(&w, src, kBytes);
  w = fold_word(w, fold);
  std::memcpy(dst, &w, kBytes);
}

// Writes the ASCII bytes src[0, n) folded to dst[0, n) (which must not overlap src). Every
// access has a fixed size (no call to memcpy); the last word may overlap the one before it, and
// since each word is read from `src` and only written to `dst`, no load waits for a store.
inline void fold_ascii(const char* src, char* dst, std::size_t n, AsciiFold fold) {
  if (n >= 8) {
    std::size_t i = 0;
    for (; n - i >= 8; i += 8) fold_bytes<8>(src + i, dst + i, fold);
    if (i < n) fold_bytes<8>(src + n - 8, dst + n - 8, fold);
  } else if (n >= 4) {
    fold_bytes<4>(src, dst, fold);
    fold_bytes<4>(src + n - 4, dst + n - 4, fold);
  } else {
    for (std::size_t i = 0; i < n; ++i) fold_bytes<1>(src + i, dst + i, fold);
  }
}

// Writes s[i, i + n) (ASCII bytes) folded.
template <typename Sink>
inline void map_ascii(std::string_view s, std::size_t i, std::size_t n, AsciiFold fold,
                      Sink& out) {
  fold_ascii(s.data() + i, out.extend(n), n, fold);
}

template <typename Sink>
inline void push_code_point(uint32_t cp, Sink& out) {
  encode_code_point(cp, out.extend(encoded_length(cp)));
}

// Pushes a code point that may be a trail surrogate: if the key so far ends with a lead surrogate,
// the two join into one supplementary code point (a key is canonical WTF-8, and the units it
// stands for are the same either way).
template <typename Sink>
inline void push_joining(uint32_t cp, Sink& out) {
  if (is_trail_surrogate(cp) && out.size() >= 3 && is_canonical_lead_surrogate(out.data() +
                                                                                 out.size() - 3)) {
    const uint32_t lead = decode_code_point(out.data() + out.size() - 3).code_point;
    out.truncate(out.size() - 3);
    push_code_point(join_surrogates(lead, cp), out);
    return;
  }
  push_code_point(cp, out);
}

inline bool is_hangul_syllable(uint32_t cp) {
  return cp >= kHangulFirst && cp < kHangulFirst + kHangulCount;
}

// Unicode §3.12: a syllable's conjoining jamo L, V and (when present) T.
template <typename Sink>
inline void push_hangul_jamo(uint32_t cp, Sink& out) {
  const uint32_t index = cp - kHangulFirst;
  push_code_point(0x1100 + index / 588, out);
  push_code_point(0x1161 + (index % 588) / 28, out);
  if (index % 28 != 0) push_code_point(0x11A7 + index % 28, out);
}

// ---- kNtfs ----------------------------------------------------------------------------------------

// The code point of the two-byte sequence at s[i] (lead byte 0xC2..0xDF).
inline uint32_t two_byte_code_point(std::string_view s, std::size_t i) {
  return (static_cast<uint32_t>(byte_at(s, i) & 0x1F) << 6) | (byte_at(s, i + 1) & 0x3F);
}

// CJK Unified Ideographs and Extension A, U+3400..U+9FFF: every rule's key of each is itself, a
// starter (the generator checks), so the writers skip the table for the most common 3-byte text.
inline bool is_plain_cjk(uint32_t cp) { return cp >= 0x3400 && cp < 0xA000; }

// Appends s[begin, end) upper-cased unit by unit. Code points that are their own upper case are
// copied in runs (s[verbatim, i) is the pending run).
template <typename Sink>
void append_ntfs_upcased(std::string_view s, std::size_t begin, std::size_t end, Sink& out) {
  std::size_t i = begin;
  std::size_t verbatim = begin;
  while (i < end) {
    if (byte_at(s, i) < 0x80) {
      const std::size_t run = std::min(ascii_run(s, i), end - i);
      out.append(s.data() + verbatim, i - verbatim);
      map_ascii(s, i, run, AsciiFold::kUpper, out);
      i += run;
      verbatim = i;
      continue;
    }
    uint32_t cp;
    std::size_t length;
    uint16_t delta = 0;
    if (byte_at(s, i) < 0xE0) {  // two bytes: U+0080..U+07FF
      cp = two_byte_code_point(s, i);
      length = 2;
      delta = kNtfsTwoByte[cp - 0x80];
    } else {
      const Decoded d = decode_code_point(s.data() + i);
      cp = d.code_point;
      length = d.length;
      // Surrogate units, so both units of a pair, are their own upper case (the table says so
      // for lone ones); other units map to non-surrogates.
      if (cp < 0x10000 && !is_plain_cjk(cp)) {
        delta = trie_value<kNtfsMidShift, kNtfsLeafShift>(kNtfsTop, kNtfsMid, kNtfsLeaf, cp);
      }
    }
    if (delta != 0) {
      out.append(s.data() + verbatim, i - verbatim);
      push_code_point((cp + delta) & 0xFFFF, out);
      verbatim = i + length;
    }
    i += length;
  }
  out.append(s.data() + verbatim, i - verbatim);
}

// Whether s[at, at + upper_word.size()) is `upper_word` (upper-case ASCII) in any ASCII case.
bool ascii_ci_equal(std::string_view s, std::size_t at, std::string_view upper_word) {
  if (at + upper_word.size() > s.size()) return false;
  for (std::size_t k = 0; k < upper_word.size(); ++k) {
    const uint8_t c = byte_at(s, at + k);
    if (c >= 0x80 || kAscii.upper[c] != upper_word[k]) return false;
  }
  return true;
}

template <typename Sink>
void append_ntfs_key(std::string_view s, Sink& out) {
  const NtfsParts parts = ntfs_parts(s);
  append_ntfs_upcased(s, 0, parts.base_end, out);
  if (parts.has_stream) {
    out.push(':');
    append_ntfs_upcased(s, parts.stream_begin, parts.stream_end, out);
  }
}

// ---- kHfsPlus -----------------------------------------------------------------------------------

template <typename Sink>
void push_hfs_unit(uint32_t unit, Sink& out) {
  if (unit < 0x80) {
    out.push(static_cast<char>(unit));
  } else {
    push_code_point(unit, out);  // BMP, not a surrogate (the generator checks)
  }
}

template <typename Sink>
void append_hfs_key(std::string_view s, Sink& out) {
  static constexpr char kHex[] = "0123456789abcdef";  // folded: TN1150 lower-cases A-F
  std::size_t i = 0;
  std::size_t verbatim = 0;  // s[verbatim, i): code points that are their own key, not written
  while (i < s.size()) {
    if (byte_at(s, i) < 0x80) {
      const std::size_t run = ascii_run(s, i);
      out.append(s.data() + verbatim, i - verbatim);
      if (std::memchr(s.data() + i, 0, run) == nullptr) {
        map_ascii(s, i, run, AsciiFold::kHfs, out);
      } else {
        for (std::size_t k = 0; k < run; ++k) {
          const uint8_t c = byte_at(s, i + k);
          if (c == 0) {
            push_code_point(0xFFFF, out);  // TN1150 folds U+0000 to U+FFFF
          } else {
            out.push(kAscii.hfs[c]);
          }
        }
      }
      i += run;
      verbatim = i;
      continue;
    }
    uint32_t cp;
    std::size_t length;
    uint16_t v = 0;
    if (byte_at(s, i) < 0xE0) {  // two bytes: U+0080..U+07FF
      cp = two_byte_code_point(s, i);
      length = 2;
      v = kHfsTwoByte[cp - 0x80];
      if (v == 0) {
        i += 2;  // its own key
        continue;
      }
    } else {
      const Decoded d = decode_code_point(s.data() + i);
      cp = d.code_point;
      length = d.length;
      // Units above the BMP neither fold nor decompose; nor does CJK.
      if (cp >= 0x10000 || is_plain_cjk(cp)) {
        i += length;
        continue;
      }
      if (!is_surrogate(cp) && cp != 0x2400 && !is_hangul_syllable(cp)) {
        v = trie_value<kHfsMidShift, kHfsLeafShift>(kHfsTop, kHfsMid, kHfsLeaf, cp);
        if (v == 0) {
          i += length;  // its own key
          continue;
        }
      }
    }
    out.append(s.data() + verbatim, i - verbatim);
    i += length;
    verbatim = i;
    if (v != 0) {
      const uint16_t* units = kHfsPool + (v >> 2);
      for (unsigned k = 0; k < (v & 3u); ++k) push_hfs_unit(units[k], out);
    } else if (cp >= 0xDC80 && cp <= 0xDCFF) {
      // A PEP 383 escape: the byte macOS stores as '%' and two hex digits.
      const uint32_t byte = cp - 0xDC00;
      out.push('%');
      out.push(kHex[byte >> 4]);
      out.push(kHex[byte & 15]);
    } else if (is_surrogate(cp)) {
      push_joining(cp, out);  // an ignorable skipped between a lead and a trail joins them
    } else if (cp == 0x2400) {
      push_code_point(0xFFFF, out);  // stored as U+0000, which folds to U+FFFF
    } else {
      push_hangul_jamo(cp, out);  // the jamo fold to themselves
    }
  }
  out.append(s.data() + verbatim, i - verbatim);
}

// ---- kApfs and kLinuxCasefold --------------------------------------------------------------------

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
template <typename Sink>
class Reorderer {
 public:
  Reorderer(Sink& out, bool linux) : out_(out), linux_(linux) {}

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

  Sink& out_;
  const bool linux_;
  std::size_t run_begin_ = kNone;
  uint8_t last_class_ = 0;
  bool unsorted_ = false;
};

bool has_surrogate(std::string_view s) {
  for (std::size_t i = s.find('\xED'); i != std::string_view::npos; i = s.find('\xED', i + 1)) {
    if (i + 1 < s.size() && byte_at(s, i + 1) >= 0xA0) return true;
  }
  return false;
}

// Writes a mapping whose code points may include marks.
template <typename Sink>
void push_mapping_with_marks(const uint8_t* p, std::size_t n, bool linux, Reorderer<Sink>& order,
                             Sink& out) {
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

template <bool kLinux, typename Sink>
void append_fold_key(std::string_view s, Sink& out) {
  if (kLinux && has_surrogate(s)) {
    out.append(s);  // not UTF-8: the kernel compares the bytes
    return;
  }
  Reorderer<Sink> order(out, kLinux);
  std::size_t i = 0;
  // s[verbatim, i): starters that are their own key, not written yet. The first of a run ends
  // any run of marks before it (order.starter()), so the marks are sorted before it is written.
  std::size_t verbatim = 0;
  while (i < s.size()) {
    if (byte_at(s, i) < 0x80) {
      const std::size_t run = ascii_run(s, i);
      out.append(s.data() + verbatim, i - verbatim);
      order.starter();
      map_ascii(s, i, run, AsciiFold::kLower, out);
      i += run;
      verbatim = i;
      continue;
    }
    uint32_t cp;
    std::size_t length;
    // Classify: its own key as a starter (kept verbatim), or something to write now.
    uint16_t v = 0;
    bool self = true;
    bool table = true;  // v is the table's value for cp
    if (byte_at(s, i) < 0xE0) {  // two bytes: U+0080..U+07FF
      cp = two_byte_code_point(s, i);
      length = 2;
      v = kFoldTwoByte[cp - 0x80];
    } else {
      const Decoded d = decode_code_point(s.data() + i);
      cp = d.code_point;
      length = d.length;
      table = false;
      if (is_plain_cjk(cp)) {
        // self
      } else if (cp >= kFoldLimit || is_surrogate(cp)) {
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
      } else if (v != 0 && (kLinux || (v & kFoldNewer) == 0)) {
        self = (v & 0xFF) == 0 && !(kLinux && (v & kFoldIgnorable) != 0);
      }
    }
    if (self) {
      if (verbatim == i) order.starter();
      i += length;
      continue;
    }
    out.append(s.data() + verbatim, i - verbatim);
    i += length;
    verbatim = i;
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
  out.append(s.data() + verbatim, i - verbatim);
  order.starter();
}

// ---- ASCII on the fly -----------------------------------------------------------------------------

// Whether the ASCII strings `a` and `b` are equal once folded (eight bytes at a time).
bool ascii_folded_equal(std::string_view a, std::string_view b, AsciiFold fold) {
  if (a.size() != b.size()) return false;
  const std::size_t n = a.size();
  std::size_t i = 0;
  for (; n - i >= 8; i += 8) {
    uint64_t wa, wb;
    std::memcpy(&wa, a.data() + i, 8);
    std::memcpy(&wb, b.data() + i, 8);
    if (fold_word(wa, fold) != fold_word(wb, fold)) return false;
  }
  if (i == n) return true;
  uint64_t wa = 0, wb = 0;
  std::memcpy(&wa, a.data() + i, n - i);
  std::memcpy(&wb, b.data() + i, n - i);
  return fold_word(wa, fold) == fold_word(wb, fold);
}

}  // namespace

std::size_t ntfs_strip_trailing(std::string_view name, std::size_t end) {
  std::size_t i = end;
  while (i > 0 && (name[i - 1] == '.' || name[i - 1] == ' ')) --i;
  return i == 0 ? end : i;
}

NtfsParts ntfs_parts(std::string_view s) {
  std::size_t end = s.size();
  // 1. The default data stream: `::$DATA`, its type in any ASCII case.
  if (end >= 7 && s[end - 7] == ':' && s[end - 6] == ':' && s[end - 5] == '$' &&
      ascii_ci_equal(s, end - 4, "DATA")) {
    end -= 7;
  }
  const std::size_t colon = s.substr(0, end).find(':');
  NtfsParts parts{};
  // 2. The base without its trailing dots and spaces.
  parts.base_end = ntfs_strip_trailing(s, colon == std::string_view::npos ? end : colon);
  if (colon != std::string_view::npos) {
    // 3. A named stream, without its own `:$DATA` type.
    parts.has_stream = true;
    parts.stream_begin = colon + 1;
    parts.stream_end = end;
    if (end >= 6 && end - 6 > colon && s[end - 6] == ':' && s[end - 5] == '$' &&
        ascii_ci_equal(s, end - 4, "DATA")) {
      parts.stream_end = end - 6;
    }
  }
  return parts;
}

template <typename Sink>
void write_key(std::string_view name, NameRules rules, Sink& out) {
  switch (rules) {
    case NameRules::kExact:
      out.append(name);
      return;
    case NameRules::kNtfs:
      append_ntfs_key(name, out);
      return;
    case NameRules::kHfsPlus:
      append_hfs_key(name, out);
      return;
    case NameRules::kApfs:
      append_fold_key<false>(name, out);
      return;
    case NameRules::kLinuxCasefold:
      append_fold_key<true>(name, out);
      return;
  }
  out.append(name);  // not a NameRules value: byte equality
}

void append_key(std::string_view name, NameRules rules, KeySink& out) {
  write_key(name, rules, out);
}

bool ascii_same_entry(std::string_view a, std::string_view b, NameRules rules) {
  switch (rules) {
    case NameRules::kNtfs: {
      const NtfsParts pa = ntfs_parts(a);
      const NtfsParts pb = ntfs_parts(b);
      if (pa.has_stream != pb.has_stream) return false;
      if (!ascii_folded_equal(a.substr(0, pa.base_end), b.substr(0, pb.base_end),
                              AsciiFold::kUpper)) {
        return false;
      }
      return !pa.has_stream ||
             ascii_folded_equal(a.substr(pa.stream_begin, pa.stream_end - pa.stream_begin),
                                b.substr(pb.stream_begin, pb.stream_end - pb.stream_begin),
                                AsciiFold::kUpper);
    }
    case NameRules::kHfsPlus:
      // U+0000's key is U+FFFF, and no other ASCII character's: folded, it stays 0 and is the
      // only byte that does, so comparing folded bytes is still exact.
      return ascii_folded_equal(a, b, AsciiFold::kHfs);
    case NameRules::kApfs:
    case NameRules::kLinuxCasefold:
      return ascii_folded_equal(a, b, AsciiFold::kLower);
    case NameRules::kExact:
      break;
  }
  return a == b;
}

uint64_t fold_ascii_word(uint64_t w, NameRules rules) {
  switch (rules) {
    case NameRules::kNtfs:
      return fold_word(w, AsciiFold::kUpper);
    case NameRules::kHfsPlus:
      return fold_word(w, AsciiFold::kHfs);
    case NameRules::kApfs:
    case NameRules::kLinuxCasefold:
      return fold_word(w, AsciiFold::kLower);
    case NameRules::kExact:
      break;
  }
  return w;
}

std::string ascii_key(std::string_view name, NameRules rules) {
  switch (rules) {
    case NameRules::kNtfs: {
      const NtfsParts parts = ntfs_parts(name);
      const std::size_t stream = parts.has_stream ? parts.stream_end - parts.stream_begin : 0;
      std::string key(name.data(), parts.base_end + (parts.has_stream ? 1 + stream : 0));
      fold_ascii(name.data(), &key[0], parts.base_end, AsciiFold::kUpper);
      if (parts.has_stream) {
        key[parts.base_end] = ':';
        fold_ascii(name.data() + parts.stream_begin, &key[parts.base_end + 1], stream,
                   AsciiFold::kUpper);
      }
      return key;
    }
    case NameRules::kHfsPlus:
    case NameRules::kApfs:
    case NameRules::kLinuxCasefold: {
      std::string key(name);  // then overwritten from `name` (no load waits for these stores)
      fold_ascii(name.data(), &key[0], name.size(),
                 rules == NameRules::kHfsPlus ? AsciiFold::kHfs : AsciiFold::kLower);
      return key;
    }
    case NameRules::kExact:
      break;
  }
  return std::string(name);
}

CanonicalBytes::CanonicalBytes(Wtf8View name) {
  if (name.is_canonical()) {
    bytes_ = name.as_bytes();
  } else {
    copy_ = name.to_buf();  // joins nothing: it only writes split halves in their 3-byte form
    bytes_ = copy_.as_bytes();
  }
}

}  // namespace names

Wtf8Buf name_key(Wtf8View name, NameRules rules) {
  if (rules == NameRules::kExact) return name.to_buf();
  if (ascii_prefix_length(name.data(), name.size()) == name.size() &&
      !(rules == NameRules::kHfsPlus && std::memchr(name.data(), 0, name.size()) != nullptr)) {
    // ASCII (and so canonical), and its key ASCII too (not HFS+'s U+0000, whose key is U+FFFF).
    // Invariant: ASCII bytes are canonical WTF-8.
    return wtf8_buf_from_canonical_unchecked(names::ascii_key(name.as_bytes(), rules));
  }
  const names::CanonicalBytes canonical(name);
  names::KeySink key;
  names::write_key(canonical.bytes(), rules, key);
  // Invariant: the key writers write canonical WTF-8 (code points encoded one by one, a trail
  // surrogate after a lead surrogate joined).
  return wtf8_buf_from_canonical_unchecked(std::string(key.data(), key.size()));
}

bool same_entry(Wtf8View a, Wtf8View b, NameRules rules) {
  if (rules == NameRules::kExact) return a == b;
  if (a.is_ascii() && b.is_ascii()) {
    return internal::names::ascii_same_entry(a.as_bytes(), b.as_bytes(), rules);
  }
  const internal::names::CanonicalBytes ca(a);
  const internal::names::CanonicalBytes cb(b);
  internal::names::KeySink ka;
  internal::names::KeySink kb;
  internal::names::append_key(ca.bytes(), rules, ka);
  internal::names::append_key(cb.bytes(), rules, kb);
  return ka.view() == kb.view();
}

}  // namespace internal
}  // namespace wtf8
