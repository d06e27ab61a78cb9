// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// KeyTable: the hash table behind `NameSet` and `find_collisions` (wtf8/name_rules.h). Internal
// to src/names/.
//
// Maps keys (byte strings) to a 32-bit value. The keys live back to back in one arena, so a
// million names cost a few allocations rather than one per key; open addressing with linear
// probing over slots holding a hash tag and an entry number keeps a lookup to about one cache
// miss. Keys are never removed (only `clear`).

#ifndef WTF8_SRC_NAMES_KEY_TABLE_H_
#define WTF8_SRC_NAMES_KEY_TABLE_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace wtf8 {
namespace internal {
namespace names {

class KeyTable {
 public:
  static constexpr uint32_t kNotFound = 0xFFFFFFFFu;

  KeyTable() = default;

  // The value stored with `key`, or kNotFound.
  uint32_t find(std::string_view key) const;
  // Stores `value` with `key` unless the key is present; returns {the key's value, inserted}.
  std::pair<uint32_t, bool> insert(std::string_view key, uint32_t value);
  // Prepares for `keys` keys of `bytes` bytes in all (an estimate; the table grows as needed).
  void reserve(std::size_t keys, std::size_t bytes);
  std::size_t size() const noexcept { return values_.size(); }
  void clear();

 private:
  static uint64_t hash(std::string_view key);
  std::string_view key_at(std::size_t entry) const {
    return std::string_view(arena_).substr(ends_[entry] - length(entry), length(entry));
  }
  std::size_t length(std::size_t entry) const {
    return ends_[entry] - (entry == 0 ? 0 : ends_[entry - 1]);
  }
  // The slot holding `key`, or the empty slot where it would go.
  std::size_t probe(std::string_view key, uint64_t h) const;
  void rehash(std::size_t slot_count);

  std::string arena_;              // every key, back to back
  std::vector<std::size_t> ends_;  // entry i's key ends at arena_[ends_[i]]
  std::vector<uint32_t> values_;   // entry i's value
  // Per slot: 0 (empty) or (hash's high 32 bits << 32 | entry + 1). Size: a power of two, at
  // least twice the number of entries.
  std::vector<uint64_t> slots_;
};

}  // namespace names
}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_NAMES_KEY_TABLE_H_
