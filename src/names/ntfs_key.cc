// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The key of NameRules::kNtfs (wtf8/name_rules.h): the Win32 layer's steps 1 to 3 on the ASCII
// of the name (ntfs_parts), then every UTF-16 unit upper-cased through NTFS's default $UpCase
// table (src/names/tables/), one loop over the two write policies of src/names/key_writer.h.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "src/internal/ascii.h"
#include "src/names/ascii_fold.h"
#include "src/names/key_sink.h"
#include "src/names/key_writer.h"
#include "src/names/name_key.h"
#include "src/names/tables/name_tables.h"

namespace wtf8 {
namespace internal {
namespace names {
namespace {

// Writes s[begin, end) upper-cased unit by unit through `w`; returns where it stopped (`end`
// unless `w` writes in place and met a unit whose upper case has another length, or a ':', since
// the in-place writer takes only names without a stream).
template <typename W>
std::size_t upcase(std::string_view s, std::size_t begin, std::size_t end, W& w) {
  constexpr int kStream = W::kInPlace ? ':' : kNoSpecial;
  std::size_t i = begin;
  while (i < end) {
    const uint8_t b = byte_at(s, i);
    if (b < 0x80) {
      const std::size_t folded = w.template ascii<AsciiFold::kUpper, kStream>(i, end);
      if (folded == 0) return i;
      i += folded;
      continue;
    }
    const auto [cp, length] = read_code_point(s, i);
    uint16_t delta = 0;
    if (length == 2) {
      delta = kNtfsTwoByte[cp - 0x80];
    } else if (length == 3) {
      // Surrogate units are their own upper case (the table says so); other units map to
      // non-surrogates.
      if (!is_plain_cjk(cp)) {
        delta = trie_value<kNtfsMidShift, kNtfsLeafShift>(kNtfsTop, kNtfsMid, kNtfsLeaf, cp);
      }
    }  // else two surrogate units: their own upper case
    if (delta != 0 && !w.replace(i, length, (cp + delta) & 0xFFFF)) return i;
    i += length;
  }
  return i;
}

// Appends s[begin, end) upper-cased.
void append_upcased(std::string_view s, std::size_t begin, std::size_t end, KeySink& out) {
  AppendWriter w(s, begin, out);
  w.finish(upcase(s, begin, end, w));
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
      equal_ignoring_ascii_case(s.substr(end - 4, 4), "DATA")) {
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
        equal_ignoring_ascii_case(s.substr(end - 4, 4), "DATA")) {
      parts.stream_end = end - 6;
    }
  }
  return parts;
}

void append_ntfs_key(std::string_view s, KeySink& out) {
  const std::size_t n = s.size();
  // In place for a name without ':' whose last byte is neither '.' nor ' ' (steps 1 to 3 keep it
  // whole) and each of whose units upper-cases to a unit of the same UTF-8 length.
  if (n == 0 || (s[n - 1] != '.' && s[n - 1] != ' ')) {
    InPlaceWriter in_place(s, out);
    if (upcase(s, 0, n, in_place) == n) return;
    in_place.discard();
  }
  const NtfsParts parts = ntfs_parts(s);
  append_upcased(s, 0, parts.base_end, out);
  if (parts.has_stream) {
    out.push(':');
    append_upcased(s, parts.stream_begin, parts.stream_end, out);
  }
}

}  // namespace names
}  // namespace internal
}  // namespace wtf8
