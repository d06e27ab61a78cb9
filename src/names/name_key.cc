// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// name_key and same_entry (wtf8/name_rules.h): short ASCII names in two words, then one key
// writer per NameRules value over canonical WTF-8, each in a file of its own (ntfs_key.cc,
// hfs_key.cc, fold_key.cc for APFS and Linux casefold). The reference they are tested against is
// tests/reference/name_key_model.h (code point by code point, from the same tables, with a plain
// stable sort for the canonical order).

#include "src/names/name_key.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

#include "src/names/ascii_fold.h"
#include "src/names/key_sink.h"
#include "wtf8/name_rules.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace internal {
namespace names {
namespace {

// ---- Short ASCII names, in two words -----------------------------------------------------------
// Most names are short and ASCII (a path's directories, a source tree's files). One with at most
// kShortAscii bytes is read in two words, checked, folded and written back without a loop. The
// reference is the general writers above (name_rules_test compares the two on every byte value at
// every position of every length 1..kShortAscii).

constexpr std::size_t kShortAscii = 16;

// A byte that is ASCII, folds to itself under every rule and is none of the bytes the checks below
// look for: it fills the bytes of a word that hold no byte of the name.
constexpr uint64_t kFiller = kOnes * '_';

// The bytes of a name of n bytes (1 <= n <= 16), in two words. For n >= 4, four 4-byte pieces
// at offsets 0, min(4, n - 4), min(8, n - 4) and n - 4 (each inside the name, together covering
// it; the offsets come without a branch, since the length of a name is not predictable): `lo`
// holds the first two, `hi` the last two. For n < 4, both hold the bytes 0, n / 2 and n - 1, and
// the filler above them.
struct ShortWords {
  uint64_t lo;
  uint64_t hi;
};

inline uint64_t load4(const char* p) {
  uint32_t v;
  std::memcpy(&v, p, 4);
  return v;
}

inline void store4(char* p, uint64_t v) {
  const uint32_t u = static_cast<uint32_t>(v);
  std::memcpy(p, &u, 4);
}

struct ShortOffsets {
  std::size_t second;
  std::size_t third;
};

inline ShortOffsets short_offsets(std::size_t n) {
  return {std::min<std::size_t>(4, n - 4), std::min<std::size_t>(8, n - 4)};
}

inline ShortWords load_short(const char* p, std::size_t n) {
  ShortWords w;
  if (n >= 4) {
    const ShortOffsets o = short_offsets(n);
    w.lo = load4(p) | load4(p + o.second) << 32;
    w.hi = load4(p + o.third) | load4(p + n - 4) << 32;
  } else {
    const uint64_t bytes = uint64_t{static_cast<uint8_t>(p[0])} |
                           uint64_t{static_cast<uint8_t>(p[n / 2])} << 8 |
                           uint64_t{static_cast<uint8_t>(p[n - 1])} << 16;
    w.lo = w.hi = (kFiller << 24) | bytes;
  }
  return w;
}

// Writes back the n bytes `w` stands for (as load_short read them) to out[0, n).
inline void store_short(ShortWords w, char* out, std::size_t n) {
  if (n >= 4) {
    const ShortOffsets o = short_offsets(n);
    store4(out, w.lo);
    store4(out + o.second, w.lo >> 32);
    store4(out + o.third, w.hi);
    store4(out + n - 4, w.hi >> 32);
  } else {
    out[0] = static_cast<char>(w.lo);
    out[n / 2] = static_cast<char>(w.lo >> 8);
    out[n - 1] = static_cast<char>(w.lo >> 16);
  }
}

// The key of a name of 1..kShortAscii bytes when it is ASCII and its key is the name folded byte
// by byte (written to out[0, n)); false otherwise: a byte >= 0x80, and also under kNtfs a ':' or a
// trailing '.' or ' ' (a stream or stripped characters), under kHfsPlus a U+0000 (key U+FFFF).
[[gnu::always_inline]] inline bool short_ascii_key(const char* p, std::size_t n, NameRules rules,
                                                   char* out) {
  ShortWords w = load_short(p, n);
  if (((w.lo | w.hi) & kHighBits) != 0) return false;
  AsciiFold fold = AsciiFold::kLower;
  if (rules == NameRules::kNtfs) {
    const char last = p[n - 1];
    if ((bytes_equal(w.lo, ':') | bytes_equal(w.hi, ':')) != 0 || last == '.' || last == ' ') {
      return false;
    }
    fold = AsciiFold::kUpper;
  } else if (rules == NameRules::kHfsPlus) {
    if ((bytes_equal(w.lo, 0) | bytes_equal(w.hi, 0)) != 0) return false;
    fold = AsciiFold::kHfs;
  }
  w.lo = fold_word(w.lo, fold);
  w.hi = fold_word(w.hi, fold);
  store_short(w, out, n);
  return true;
}

}  // namespace

bool short_ascii_key_for_test(std::string_view name, NameRules rules, char* out) {
  return !name.empty() && name.size() <= kShortAscii &&
         short_ascii_key(name.data(), name.size(), rules, out);
}

void append_key(std::string_view name, NameRules rules, KeySink& out) {
  switch (rules) {
    case NameRules::kExact:
      break;
    case NameRules::kNtfs:
      return append_ntfs_key(name, out);
    case NameRules::kHfsPlus:
      return append_hfs_key(name, out);
    case NameRules::kApfs:
      return append_apfs_key(name, out);
    case NameRules::kLinuxCasefold:
      return append_casefold_key(name, out);
  }
  out.append(name);  // kExact, or not a NameRules value: byte equality
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

CanonicalBytes::CanonicalBytes(Wtf8View name) {
  if (name.is_canonical()) {
    bytes_ = name.as_bytes();
  } else {
    copy_ = name.to_buf();  // joins nothing: it only writes split halves in their 3-byte form
    bytes_ = copy_.as_bytes();
  }
}

}  // namespace names

namespace names {
namespace {

// name_key for every name the fast path in `name_key` does not take.
[[gnu::noinline]] Wtf8Buf general_name_key(Wtf8View name, NameRules rules) {
  if (rules == NameRules::kExact) return name.to_buf();
  if (!name.is_canonical()) {
    const Wtf8Buf canonical = name.to_buf();  // split halves in their 3-byte form
    return general_name_key(canonical.as_view(), rules);
  }
  KeySink key;
  append_key(name.as_bytes(), rules, key);
  // Invariant: the key writers write canonical WTF-8 (code points encoded one by one, a trail
  // surrogate after a lead surrogate joined).
  return wtf8_buf_from_canonical_unchecked(key.data(), key.size());
}

}  // namespace
}  // namespace names

Wtf8Buf name_key(Wtf8View name, NameRules rules) {
  const std::size_t n = name.size();
  if (n - 1 < names::kShortAscii && rules != NameRules::kExact) {
    char key[names::kShortAscii];
    // Invariant: ASCII bytes are canonical WTF-8.
    if (names::short_ascii_key(name.data(), n, rules, key)) {
      return wtf8_buf_from_canonical_unchecked(key, n);
    }
  }
  return names::general_name_key(name, rules);
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
