// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "src/names/key_table.h"

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/hash/hash.h"

namespace wtf8 {
namespace internal {
namespace names {

uint64_t KeyTable::hash(std::string_view key) {
  return static_cast<uint64_t>(absl::Hash<std::string_view>{}(key));
}

std::size_t KeyTable::probe(std::string_view key, uint64_t h) const {
  const std::size_t mask = slots_.size() - 1;
  const uint64_t tag = h >> 32;
  for (std::size_t i = static_cast<std::size_t>(h) & mask;; i = (i + 1) & mask) {
    const uint64_t slot = slots_[i];
    if (slot == 0) return i;
    if ((slot >> 32) == tag && key_at((slot & 0xFFFFFFFFu) - 1) == key) return i;
  }
}

uint32_t KeyTable::find(std::string_view key) const {
  if (slots_.empty()) return kNotFound;
  const uint64_t slot = slots_[probe(key, hash(key))];
  return slot == 0 ? kNotFound : values_[(slot & 0xFFFFFFFFu) - 1];
}

std::pair<uint32_t, bool> KeyTable::insert(std::string_view key, uint32_t value) {
  if (2 * (values_.size() + 1) > slots_.size()) rehash(slots_.empty() ? 16 : 2 * slots_.size());
  const uint64_t h = hash(key);
  const std::size_t i = probe(key, h);
  if (slots_[i] != 0) return {values_[(slots_[i] & 0xFFFFFFFFu) - 1], false};
  // Each step either succeeds or (allocation failing) undoes the ones before: the table stays
  // consistent if this throws.
  values_.push_back(value);
  try {
    ends_.push_back(arena_.size() + key.size());
    try {
      arena_.append(key.data(), key.size());
    } catch (...) {
      ends_.pop_back();
      throw;
    }
  } catch (...) {
    values_.pop_back();
    throw;
  }
  slots_[i] = (h >> 32) << 32 | static_cast<uint64_t>(values_.size());
  return {value, true};
}

void KeyTable::rehash(std::size_t slot_count) {
  std::vector<uint64_t> slots(slot_count, 0);  // built aside: a failed allocation changes nothing
  const std::size_t mask = slot_count - 1;
  for (std::size_t entry = 0; entry < values_.size(); ++entry) {
    const uint64_t h = hash(key_at(entry));
    std::size_t i = static_cast<std::size_t>(h) & mask;
    while (slots[i] != 0) i = (i + 1) & mask;
    slots[i] = (h >> 32) << 32 | static_cast<uint64_t>(entry + 1);
  }
  slots_.swap(slots);
}

void KeyTable::reserve(std::size_t keys, std::size_t bytes) {
  arena_.reserve(bytes);
  ends_.reserve(keys);
  values_.reserve(keys);
  std::size_t slot_count = 16;
  while (slot_count < 2 * keys) slot_count *= 2;
  if (slot_count > slots_.size()) rehash(slot_count);
}

void KeyTable::clear() {
  arena_.clear();
  ends_.clear();
  values_.clear();
  slots_.clear();
}

}  // namespace names
}  // namespace internal
}  // namespace wtf8
