// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// NameSet and find_collisions (wtf8/name_rules.h): one key per name, in a KeyTable.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/types/span.h"
#include "src/internal/ascii.h"
#include "src/names/key_sink.h"
#include "src/names/key_table.h"
#include "src/names/name_key.h"
#include "wtf8/internal/config.h"
#include "wtf8/name_rules.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using internal::names::append_key;
using internal::names::CanonicalBytes;
using internal::names::KeySink;
using internal::names::KeyTable;

void key_of(Wtf8View name, NameRules rules, KeySink& key) {
  const CanonicalBytes canonical(name);
  append_key(canonical.bytes(), rules, key);
}

// Where `unique_name` puts its counter: the byte offset of the extension (`size` when none).
std::size_t extension_offset(std::string_view name) {
  std::size_t first = 0;  // leading dots belong to the stem
  while (first < name.size() && name[first] == '.') ++first;
  const std::size_t dot = name.rfind('.');
  if (dot == std::string_view::npos || dot < first || dot + 1 == name.size()) return name.size();
  // `.tar` before the last extension goes with it: `archive.tar.gz` -> `archive (2).tar.gz`.
  if (dot >= first + 5 && internal::equal_ignoring_ascii_case(name.substr(dot - 4, 4), ".tar")) {
    return dot - 4;
  }
  return dot;
}

// A counter `unique_name` continues: `stem` ends with ` (N)`, N in 1..10^18-1 written in ASCII
// digits without a leading zero, after at least one byte. Returns N and shortens `stem` to the
// part before ` (`; returns 0 (and leaves `stem`) when there is no such counter.
uint64_t take_counter(std::string_view& stem) {
  if (stem.size() < 5 || stem.back() != ')') return 0;
  const std::size_t open = stem.rfind(" (");
  if (open == std::string_view::npos || open == 0) return 0;
  const std::string_view digits = stem.substr(open + 2, stem.size() - open - 3);
  if (digits.empty() || digits.size() > 18 || digits[0] == '0') return 0;
  uint64_t n = 0;
  for (const char c : digits) {
    if (c < '0' || c > '9') return 0;
    n = n * 10 + static_cast<uint64_t>(c - '0');
  }
  stem = stem.substr(0, open);
  return n;
}

}  // namespace

NameSet::NameSet(NameRules rules) : rules_(rules), keys_(std::make_unique<KeyTable>()) {}
NameSet::~NameSet() = default;
NameSet::NameSet(NameSet&&) noexcept = default;
NameSet& NameSet::operator=(NameSet&&) noexcept = default;

void NameSet::clear() {
  names_.clear();
  keys_->clear();
}

std::optional<Wtf8View> NameSet::insert_view(Wtf8View name) {
  KeySink key;
  key_of(name, rules_, key);
  const uint32_t index = keys_->find(key.view());
  if (index != KeyTable::kNotFound) return names_[index].as_view();
  WTF8_CHECK(names_.size() < 0xFFFFFFFFu, "NameSet::insert: the set holds 2^32 - 1 names");
  // The name first, then its key: if storing the key fails (allocation), the name goes again and
  // the set is as it was.
  names_.push_back(name.to_buf());
  try {
    keys_->insert(key.view(), static_cast<uint32_t>(names_.size() - 1));
  } catch (...) {
    names_.pop_back();
    throw;
  }
  return std::nullopt;
}

std::optional<Wtf8View> NameSet::find_view(Wtf8View name) const {
  KeySink key;
  key_of(name, rules_, key);
  const uint32_t index = keys_->find(key.view());
  if (index == KeyTable::kNotFound) return std::nullopt;
  return names_[index].as_view();
}

Wtf8Buf NameSet::unique_name_view(Wtf8View name) const {
  if (!find_view(name).has_value()) return name.to_buf();
  const std::size_t split = extension_offset(name.as_bytes());
  // Invariant: `split` is at a '.' or at the end, so both halves are whole code points (a split
  // half at either end of `name` stays at that end).
  std::string_view stem_bytes = name.as_bytes().substr(0, split);
  // A counter already there goes on from the next number: `a (2).txt` -> `a (3).txt`.
  const uint64_t counter = take_counter(stem_bytes);
  // Invariant: `stem_bytes` ends before a ' ' or at `split`, so it ends at a code point boundary.
  const Wtf8View stem = name.slice_to(stem_bytes.size());
  const Wtf8View extension = name.slice_from(split);
  for (uint64_t n = counter == 0 ? 2 : counter + 1;; ++n) {
    Wtf8Buf candidate = stem.to_buf();
    const std::string counter = " (" + std::to_string(n) + ")";
    candidate.append(*Wtf8View::from_utf8(counter));
    candidate.append(extension);
    if (!find_view(candidate).has_value()) return candidate;
  }
}

Wtf8View NameSet::insert_unique_view(Wtf8View name) {
  const Wtf8Buf unique = unique_name_view(name);
  const std::optional<Wtf8View> earlier = insert_view(unique);
  // `unique` is not the same entry as any name of the set, so it was added at the end.
  (void)earlier;
  return names_.back().as_view();
}

std::vector<std::vector<std::size_t>> find_collisions(absl::Span<const Wtf8View> names,
                                                      NameRules rules) {
  WTF8_CHECK(names.size() < 0xFFFFFFFFu, "find_collisions: 2^32 - 1 names or more");
  std::size_t bytes = 0;
  for (const Wtf8View name : names) bytes += name.size();
  KeyTable table;
  table.reserve(names.size(), bytes + bytes / 8);
  // group_of[first] for the first name of a key: its group's index in `groups`, or kNone.
  constexpr uint32_t kNone = 0xFFFFFFFFu;
  std::vector<uint32_t> group_of(names.size(), kNone);
  std::vector<std::vector<std::size_t>> groups;
  KeySink key;
  for (std::size_t i = 0; i < names.size(); ++i) {
    key.clear();
    key_of(names[i], rules, key);
    const auto [first, inserted] = table.insert(key.view(), static_cast<uint32_t>(i));
    if (inserted) continue;
    if (group_of[first] == kNone) {
      group_of[first] = static_cast<uint32_t>(groups.size());
      groups.push_back({first});
    }
    groups[group_of[first]].push_back(i);
  }
  // Groups were opened at their second name; order them by their first.
  std::sort(groups.begin(), groups.end(),
            [](const std::vector<std::size_t>& a, const std::vector<std::size_t>& b) {
              return a[0] < b[0];
            });
  return groups;
}

}  // namespace wtf8
