// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// A plain model of wtf8::name_key (wtf8/name_rules.h), written from the NameRules comments step by
// step, for differential tests. Test-only.
//
// It shares only the generated tables (src/names/tables/name_tables.h) with the library, whose
// contents tests/name_goldens_test.cc checks against the file systems' own code. Everything else
// is written differently on purpose: NTFS and HFS+ work on the UTF-16 code units (and let
// `Wtf8Buf::from_utf16` pair surrogates), APFS and Linux casefold on a vector of code points with
// an explicit stable sort of each run of combining marks. No fast paths.

#ifndef WTF8_TESTS_REFERENCE_NAME_KEY_MODEL_H_
#define WTF8_TESTS_REFERENCE_NAME_KEY_MODEL_H_

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "src/names/tables/name_tables.h"
#include "wtf8/code_point.h"
#include "wtf8/name_rules.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8_test {

namespace name_model {

namespace t = wtf8::internal::names;

inline bool is_ascii_upper(char16_t u) { return u >= u'A' && u <= u'Z'; }

inline bool ends_with_ci(const std::u16string& s, std::size_t end, const std::u16string& upper) {
  if (end < upper.size()) return false;
  for (std::size_t k = 0; k < upper.size(); ++k) {
    char16_t c = s[end - upper.size() + k];
    if (c >= u'a' && c <= u'z') c = static_cast<char16_t>(c - 32);
    if (c != upper[k]) return false;
  }
  return true;
}

inline std::size_t strip_dots_spaces(const std::u16string& s, std::size_t begin, std::size_t end) {
  std::size_t e = end;
  while (e > begin && (s[e - 1] == u'.' || s[e - 1] == u' ')) --e;
  return e == begin ? end : e;
}

inline char16_t ntfs_upper(char16_t u) {
  return static_cast<char16_t>((u + t::trie_value<t::kNtfsMidShift, t::kNtfsLeafShift>(
                                        t::kNtfsTop, t::kNtfsMid, t::kNtfsLeaf, u)) &
                               0xFFFF);
}

inline wtf8::Wtf8Buf ntfs_key(wtf8::Wtf8View name) {
  const std::u16string u = name.to_utf16();
  std::size_t end = u.size();
  if (ends_with_ci(u, end, u"::$DATA")) end -= 7;
  std::size_t colon = u.find(u':');
  if (colon >= end) colon = std::u16string::npos;
  std::u16string key;
  const std::size_t base_end = strip_dots_spaces(u, 0, colon == std::u16string::npos ? end : colon);
  for (std::size_t i = 0; i < base_end; ++i) key += ntfs_upper(u[i]);
  if (colon != std::u16string::npos) {
    std::size_t stream_end = end;
    if (end - colon - 1 >= 6 && ends_with_ci(u, end, u":$DATA") && end - 6 > colon) {
      stream_end = end - 6;
    }
    key += u':';
    for (std::size_t i = colon + 1; i < stream_end; ++i) key += ntfs_upper(u[i]);
  }
  return wtf8::Wtf8Buf::from_utf16(key);
}

// The HFS+ key units of one BMP unit that is neither a surrogate nor a Hangul syllable.
inline void hfs_unit(char16_t u, std::u16string& out) {
  const uint16_t v =
      t::trie_value<t::kHfsMidShift, t::kHfsLeafShift>(t::kHfsTop, t::kHfsMid, t::kHfsLeaf, u);
  if (v == 0) {
    out += u;
    return;
  }
  for (unsigned k = 0; k < (v & 3u); ++k) out += static_cast<char16_t>(t::kHfsPool[(v >> 2) + k]);
}

inline void hangul_jamo(uint32_t cp, std::vector<uint32_t>& out) {
  const uint32_t s = cp - 0xAC00;
  out.push_back(0x1100 + s / (21 * 28));
  out.push_back(0x1161 + (s % (21 * 28)) / 28);
  if (s % 28 != 0) out.push_back(0x11A7 + s % 28);
}

inline bool is_hangul(uint32_t cp) { return cp >= 0xAC00 && cp <= 0xD7A3; }

inline wtf8::Wtf8Buf hfs_key(wtf8::Wtf8View name) {
  std::u16string units;
  for (const wtf8::CodePoint c : name.code_points()) {
    uint32_t cp = c.value();
    if (cp == ':')
      cp = '/';  // asc2unichar
    else if (cp == 0x2400)
      cp = 0;  // asc2unichar
    if (cp >= 0x10000) {
      units += static_cast<char16_t>(0xD800 + ((cp - 0x10000) >> 10));
      units += static_cast<char16_t>(0xDC00 + ((cp - 0x10000) & 0x3FF));
    } else if (cp >= 0xDC80 && cp <= 0xDCFF) {
      static const char kHex[] = "0123456789ABCDEF";  // macOS writes %XX; then TN1150 folds
      const uint32_t byte = cp - 0xDC00;
      for (const char ch : {'%', kHex[byte >> 4], kHex[byte & 15]}) {
        hfs_unit(static_cast<char16_t>(ch), units);
      }
    } else if (cp >= 0xD800 && cp <= 0xDFFF) {
      units += static_cast<char16_t>(cp);
    } else if (is_hangul(cp)) {
      std::vector<uint32_t> jamo;
      hangul_jamo(cp, jamo);
      for (const uint32_t j : jamo) hfs_unit(static_cast<char16_t>(j), units);
    } else {
      hfs_unit(static_cast<char16_t>(cp), units);
    }
  }
  return wtf8::Wtf8Buf::from_utf16(units);  // pairs a lead and a trail an ignorable separated
}

// The fold table's view of one code point under 9.0 (`linux` false) or 12.1.
struct FoldInfo {
  bool ignorable;                 // Linux drops it
  uint8_t ccc;                    // when not mapped
  std::vector<uint32_t> mapping;  // empty: the code point itself
};

inline std::vector<uint32_t> decode_utf8(const uint8_t* p, std::size_t n) {
  std::vector<uint32_t> out;
  const std::string bytes(reinterpret_cast<const char*>(p), n);
  for (const wtf8::CodePoint c : wtf8::Wtf8View::from_wtf8(bytes)->code_points()) {
    out.push_back(c.value());
  }
  return out;
}

inline FoldInfo fold_info(uint32_t cp, bool linux) {
  FoldInfo info{false, 0, {}};
  if (cp >= t::kFoldLimit) {
    info.ignorable = linux && cp >= 0xE0000 && cp <= 0xE0FFF;
    return info;
  }
  const uint16_t v = t::trie_value<t::kFoldMidShift, t::kFoldLeafShift>(t::kFoldTop, t::kFoldMid,
                                                                        t::kFoldLeaf, cp);
  if (v < t::kFoldMapped) {
    if (!linux && (v & t::kFoldNewer) != 0) return info;  // unassigned in 9.0
    info.ignorable = linux && (v & t::kFoldIgnorable) != 0;
    info.ccc = static_cast<uint8_t>(v & 0xFF);
    return info;
  }
  const uint8_t* entry = t::kFoldPool + (v - t::kFoldMapped);
  if (!linux && (entry[0] & t::kFoldMappingNewer) != 0) return info;
  const std::size_t skip = (entry[0] & t::kFoldMappingTail) != 0 ? 3 : 1;  // the tail's 2 bytes
  info.mapping = decode_utf8(entry + skip, entry[0] & t::kFoldLengthMask);
  return info;
}

inline wtf8::Wtf8Buf fold_key(wtf8::Wtf8View name, bool linux) {
  if (linux && !name.is_utf8()) return name.to_buf();  // compared byte for byte
  // 1. Each code point replaced by its folded decomposition; an ignorable (Linux) becomes a
  //    boundary marker (kBoundary), which ends a run of marks and is then dropped.
  constexpr uint32_t kBoundary = 0xFFFFFFFF;
  std::vector<uint32_t> cps;
  for (const wtf8::CodePoint c : name.code_points()) {
    const uint32_t cp = c.value();
    if (cp >= 0xD800 && cp <= 0xDFFF) {
      cps.push_back(cp);
    } else if (is_hangul(cp)) {
      hangul_jamo(cp, cps);
    } else {
      const FoldInfo info = fold_info(cp, linux);
      if (info.ignorable) {
        cps.push_back(kBoundary);
      } else if (info.mapping.empty()) {
        cps.push_back(cp);
      } else {
        cps.insert(cps.end(), info.mapping.begin(), info.mapping.end());
      }
    }
  }
  // 2. Canonical ordering: every maximal run of code points of class > 0, stably sorted.
  auto ccc = [linux](uint32_t cp) -> uint8_t {
    if (cp == kBoundary || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return fold_info(cp, linux).ccc;
  };
  for (std::size_t i = 0; i < cps.size();) {
    std::size_t j = i;
    while (j < cps.size() && ccc(cps[j]) != 0) ++j;
    std::stable_sort(cps.begin() + static_cast<std::ptrdiff_t>(i),
                     cps.begin() + static_cast<std::ptrdiff_t>(j),
                     [&](uint32_t a, uint32_t b) { return ccc(a) < ccc(b); });
    i = j == i ? i + 1 : j;
  }
  wtf8::Wtf8Buf out;
  for (const uint32_t cp : cps) {
    if (cp != kBoundary) out.push(wtf8::CodePoint::from_u32(cp).value());
  }
  return out;
}

}  // namespace name_model

// The key of `owned` under `rules`, computed the slow, plain way (a split half at either end of a
// view is canonical in a Wtf8Buf already).
inline wtf8::Wtf8Buf model_name_key(const wtf8::Wtf8Buf& owned, wtf8::NameRules rules) {
  const wtf8::Wtf8View name = owned.as_view();
  switch (rules) {
    case wtf8::NameRules::kNtfs:
      return name_model::ntfs_key(name);
    case wtf8::NameRules::kHfsPlus:
      return name_model::hfs_key(name);
    case wtf8::NameRules::kApfs:
      return name_model::fold_key(name, false);
    case wtf8::NameRules::kLinuxCasefold:
      return name_model::fold_key(name, true);
    case wtf8::NameRules::kExact:
      break;
  }
  return name.to_buf();
}

}  // namespace wtf8_test

#endif  // WTF8_TESTS_REFERENCE_NAME_KEY_MODEL_H_
