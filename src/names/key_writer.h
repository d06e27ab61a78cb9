// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The two write policies of the key writers (ntfs_key.cc, hfs_key.cc, fold_key.cc), and what
// those writers read and write a code point with. Internal to src/names/.
//
// Each rule's loop is written once, over a writer `W`, and runs twice:
//   - `InPlaceWriter` first: most names' keys are as long as the names, code point by code point
//     (ASCII folds to ASCII, Cyrillic and Greek letters to letters of the same length, CJK is its
//     own key). It copies the name into the key once and overwrites only the code points that
//     change. At the first code point whose key is not one code point of its own length (a
//     decomposition, an expansion, a mark, an ignorable, a surrogate ...) the loop stops and
//     returns that offset: `W::kInPlace` is true, and `replace` returns false.
//   - `AppendWriter` then, from that offset: it writes any key, and copies code points that are
//     their own key in runs (s[verbatim, i) is the pending run).
// The reference for both is tests/reference/name_key_model.h.

#ifndef WTF8_SRC_NAMES_KEY_WRITER_H_
#define WTF8_SRC_NAMES_KEY_WRITER_H_

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

#include "src/names/ascii_fold.h"
#include "src/names/key_sink.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/internal/config.h"

namespace wtf8 {
namespace internal {
namespace names {

// ---- Reading ------------------------------------------------------------------------------------

inline uint8_t byte_at(std::string_view s, std::size_t i) { return static_cast<uint8_t>(s[i]); }

// The code point of the two-byte sequence at s[i] (lead byte 0xC2..0xDF).
inline uint32_t two_byte_code_point(std::string_view s, std::size_t i) {
  return (static_cast<uint32_t>(byte_at(s, i) & 0x1F) << 6) | (byte_at(s, i + 1) & 0x3F);
}

// The code point of the three-byte sequence at s[i] (lead byte 0xE0..0xEF).
inline uint32_t three_byte_code_point(std::string_view s, std::size_t i) {
  return (static_cast<uint32_t>(byte_at(s, i) & 0x0F) << 12) |
         (static_cast<uint32_t>(byte_at(s, i + 1) & 0x3F) << 6) | (byte_at(s, i + 2) & 0x3F);
}

// A code point of the name and its length in bytes.
struct NameCodePoint {
  uint32_t cp;
  std::size_t length;
};

// The code point at s[i], whose lead byte is not ASCII: the byte dispatch of every rule's loop.
// The two- and three-byte forms are decoded here without a table; a rule that skips every
// four-byte code point leaves `cp` unused, and the compiler drops its decoding.
inline NameCodePoint read_code_point(std::string_view s, std::size_t i) {
  const uint8_t b = byte_at(s, i);
  if (b < 0xE0) return {two_byte_code_point(s, i), 2};
  if (b < 0xF0) return {three_byte_code_point(s, i), 3};
  return {decode_code_point(s.data() + i).code_point, 4};
}

// CJK Unified Ideographs and Extension A, U+3400..U+9FFF: every rule's key of each is itself, a
// starter (the generator checks), so the writers skip the table for the most common 3-byte text.
inline bool is_plain_cjk(uint32_t cp) { return cp >= 0x3400 && cp < 0xA000; }

inline constexpr uint32_t kHangulFirst = 0xAC00;
inline constexpr uint32_t kHangulCount = 11172;

inline bool is_hangul_syllable(uint32_t cp) {
  return cp >= kHangulFirst && cp < kHangulFirst + kHangulCount;
}

// ---- Writing ------------------------------------------------------------------------------------

inline void push_code_point(uint32_t cp, KeySink& out) {
  encode_code_point(cp, out.extend(encoded_length(cp)));
}

// Pushes a code point that may be a trail surrogate: if the key so far ends with a lead surrogate,
// the two join into one supplementary code point (a key is canonical WTF-8, and the units it
// stands for are the same either way).
inline void push_joining(uint32_t cp, KeySink& out) {
  if (is_trail_surrogate(cp) && out.size() >= 3 &&
      is_canonical_lead_surrogate(out.data() + out.size() - 3)) {
    const uint32_t lead = decode_code_point(out.data() + out.size() - 3).code_point;
    out.truncate(out.size() - 3);
    push_code_point(join_surrogates(lead, cp), out);
    return;
  }
  push_code_point(cp, out);
}

// Unicode §3.12: a syllable's conjoining jamo L, V and (when present) T.
inline void push_hangul_jamo(uint32_t cp, KeySink& out) {
  const uint32_t index = cp - kHangulFirst;
  push_code_point(0x1100 + index / 588, out);
  push_code_point(0x1161 + (index % 588) / 28, out);
  if (index % 28 != 0) push_code_point(0x11A7 + index % 28, out);
}

// Copies n bytes with fixed-size moves (short names are the common case; memcpy's size dispatch
// costs more than the copy).
inline void copy_name(char* dst, const char* src, std::size_t n) {
  if (n >= 8) {
    if (n > 64) {
      std::memcpy(dst, src, n);
      return;
    }
    for (std::size_t i = 0; n - i > 8; i += 8) std::memcpy(dst + i, src + i, 8);
    std::memcpy(dst + n - 8, src + n - 8, 8);
  } else if (n >= 4) {
    std::memcpy(dst, src, 4);
    std::memcpy(dst + n - 4, src + n - 4, 4);
  } else if (n > 0) {
    dst[0] = src[0];
    dst[n / 2] = src[n / 2];
    dst[n - 1] = src[n - 1];
  }
}

// "No byte": an ASCII fold without a byte its rule writes itself.
inline constexpr int kNoSpecial = -1;

// ---- The policies -------------------------------------------------------------------------------

// Writes the key over a copy of s[0, n). The loop stops where `replace` or `ascii` says it cannot
// go on, and `finish` keeps the key of what came before.
class InPlaceWriter {
 public:
  static constexpr bool kInPlace = true;

  InPlaceWriter(std::string_view s, KeySink& out)
      : s_(s), out_(out), base_(out.size()), dst_(out.extend(s.size())) {
    copy_name(dst_, s.data(), s.size());
  }

  // Folds the ASCII byte at s[i], or the 8 bytes from s[i] when they are all ASCII and before
  // `end`; returns how many it folded, or 0 when s[i] is `kSpecial` (a byte the rule writes
  // itself). A word holding `kSpecial` further on is folded one byte at a time up to it.
  template <AsciiFold kFold, int kSpecial>
  std::size_t ascii(std::size_t i, std::size_t end) {
    if (end - i >= 8) {
      uint64_t w;
      std::memcpy(&w, s_.data() + i, 8);
      if ((w & kHighBits) == 0 &&
          (kSpecial == kNoSpecial || bytes_equal(w, static_cast<uint8_t>(kSpecial)) == 0)) {
        w = fold_word(w, kFold);
        std::memcpy(dst_ + i, &w, 8);
        return 8;
      }
    }
    const uint8_t c = byte_at(s_, i);
    if (kSpecial != kNoSpecial && c == kSpecial) return 0;
    dst_[i] = fold_byte<kFold>(c);
    return 1;
  }

  // Always true: nothing is ever pending (the copy holds every code point already).
  bool nothing_pending(std::size_t) const { return true; }

  // Writes `cp` (not a surrogate) as the key of the `length` bytes at s[i] when its UTF-8 takes
  // exactly that many; returns false (stop) otherwise.
  bool replace(std::size_t i, std::size_t length, uint32_t cp) {
    if (length == 2) {
      if (cp < 0x80 || cp >= 0x800) return false;
    } else if (length != 3 || cp < 0x800 || cp >= 0x10000 || is_surrogate(cp)) {
      return false;
    }
    // Invariant: a non-surrogate code point written whole over a code point of the same length.
    encode_code_point(cp, dst_ + i);
    return true;
  }

  // Writes the `length` bytes at `bytes` (whole code points, starters, the key of the code point
  // of the same length at s[i]); true.
  bool replace_bytes(std::size_t i, std::size_t length, const uint8_t* bytes) {
    // Invariant: whole code points (starters) written over a code point of the same length.
    if (length == 2) {
      std::memcpy(dst_ + i, bytes, 2);
    } else if (length == 3) {
      std::memcpy(dst_ + i, bytes, 2);
      dst_[i + 2] = static_cast<char>(bytes[2]);
    } else {
      std::memcpy(dst_ + i, bytes, 4);
    }
    return true;
  }

  // The key of s[0, stop) stays; returns `stop`.
  std::size_t finish(std::size_t stop) {
    out_.truncate(base_ + stop);
    return stop;
  }
  // Nothing of the key stays (the caller starts again with an AppendWriter).
  void discard() { out_.truncate(base_); }

  KeySink& out() { return out_; }

 private:
  std::string_view s_;
  KeySink& out_;
  std::size_t base_;
  char* dst_;
};

// Appends the key of s[start, ...) to `out`, which ends with the key of s[0, start).
class AppendWriter {
 public:
  static constexpr bool kInPlace = false;

  AppendWriter(std::string_view s, std::size_t start, KeySink& out)
      : s_(s), out_(out), verbatim_(start) {}

  // Folds the ASCII run at s[i] up to `end`, or up to the first `kSpecial` byte in it; returns
  // its length (0 when s[i] is `kSpecial`).
  // Always inlined: called once per ASCII run of the loop, where a call costs more than the
  // run's usual few bytes.
  template <AsciiFold kFold, int kSpecial>
  WTF8_ALWAYS_INLINE std::size_t ascii(std::size_t i, std::size_t end) {
    std::size_t run = ascii_prefix_length(s_.data() + i, end - i);
    if (kSpecial != kNoSpecial) {
      const void* special = std::memchr(s_.data() + i, kSpecial, run);
      if (special != nullptr) run = static_cast<const char*>(special) - (s_.data() + i);
      if (run == 0) return 0;
    }
    flush(i);
    fold_ascii(s_.data() + i, out_.extend(run), run, kFold);
    verbatim_ = i + run;
    return run;
  }

  // Whether nothing is pending before s[i] (the code point at i starts a run of its own).
  bool nothing_pending(std::size_t i) const { return verbatim_ == i; }

  // Writes `cp` as the key of the `length` bytes at s[i]; true.
  bool replace(std::size_t i, std::size_t length, uint32_t cp) {
    take(i, length);
    push_code_point(cp, out_);
    return true;
  }

  bool replace_bytes(std::size_t i, std::size_t length, const uint8_t* bytes) {
    take(i, length);
    out_.append(reinterpret_cast<const char*>(bytes), length);
    return true;
  }

  // Writes the pending run before s[i] and takes s[i, i + length) out of the text to copy: the
  // caller writes its key.
  KeySink& take(std::size_t i, std::size_t length) {
    flush(i);
    verbatim_ = i + length;
    return out_;
  }

  // Writes the pending run before s[end]; returns `end`.
  std::size_t finish(std::size_t end) {
    flush(end);
    verbatim_ = end;
    return end;
  }

  KeySink& out() { return out_; }

 private:
  void flush(std::size_t i) { out_.append(s_.data() + verbatim_, i - verbatim_); }

  std::string_view s_;
  KeySink& out_;
  std::size_t verbatim_;
};

}  // namespace names
}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_NAMES_KEY_WRITER_H_
