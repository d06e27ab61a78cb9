// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Sorting a listing (src/walk/order.h). Keys other than the bytes are computed once per entry,
// not once per comparison.

#include "src/walk/order.h"

#include <algorithm>
#include <cstddef>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "src/walk/dir.h"
#include "wtf8/name_rules.h"
#include "wtf8/walk.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace os {
namespace walk_internal {
namespace {

// The name's WTF-8 bytes (append_name writes WTF-8).
std::string wtf8_name(const std::string& native) {
  std::string bytes;
  append_name(bytes, native);
  return bytes;
}

// Sorts by a key computed per entry, then by the native bytes.
template <typename Key, typename MakeKey>
void sort_by_key(std::vector<RawEntry>& entries, MakeKey make_key) {
  std::vector<std::pair<Key, std::size_t>> keys;
  keys.reserve(entries.size());
  for (std::size_t i = 0; i < entries.size(); ++i) keys.emplace_back(make_key(entries[i]), i);
  std::stable_sort(keys.begin(), keys.end(), [&](const auto& a, const auto& b) {
    if (a.first != b.first) return a.first < b.first;
    return entries[a.second].name < entries[b.second].name;
  });
  std::vector<RawEntry> sorted;
  sorted.reserve(entries.size());
  for (const auto& k : keys) sorted.push_back(std::move(entries[k.second]));
  entries = std::move(sorted);
}

}  // namespace

void sort_entries(std::vector<RawEntry>& entries, WalkOrder order, NameRules rules) {
  switch (order) {
    case WalkOrder::kOs:
      return;
    case WalkOrder::kBytes:
      // std::string compares as unsigned bytes (char_traits<char>::lt), as `LC_ALL=C sort`.
      std::stable_sort(entries.begin(), entries.end(),
                       [](const RawEntry& a, const RawEntry& b) { return a.name < b.name; });
      return;
    case WalkOrder::kUtf16:
      sort_by_key<std::u16string>(entries, [](const RawEntry& e) {
        const std::string name = wtf8_name(e.name);
        return Wtf8View::from_wtf8_unchecked(name).to_utf16();
      });
      return;
    case WalkOrder::kNameRules:
      sort_by_key<std::string>(entries, [rules](const RawEntry& e) {
        const std::string name = wtf8_name(e.name);
        return std::string(name_key(Wtf8View::from_wtf8_unchecked(name), rules).as_bytes());
      });
      return;
  }
}

}  // namespace walk_internal
}  // namespace os
}  // namespace wtf8
