// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// A set of units (bytes, code points or UTF-16 units: whatever one glob step consumes) as sorted,
// disjoint, non-adjacent inclusive ranges. The dialect parsers build them; the automaton turns
// them into unit classes. Internal to //:glob.

#ifndef WTF8_SRC_GLOB_UNIT_SET_H_
#define WTF8_SRC_GLOB_UNIT_SET_H_

#include <cstdint>
#include <utility>
#include <vector>

namespace wtf8::internal::glob {

using Unit = uint32_t;

// The largest unit of each kind (a unit kind is a `GlobUnit` other than kDefault).
inline constexpr Unit kMaxByteUnit = 0xFF;
inline constexpr Unit kMaxUtf16Unit = 0xFFFF;
inline constexpr Unit kMaxCodePointUnit = 0x10FFFF;

class UnitSet {
 public:
  using Range = std::pair<Unit, Unit>;  // inclusive

  UnitSet() = default;
  static UnitSet of(Unit u) { return range(u, u); }
  static UnitSet range(Unit lo, Unit hi) {
    UnitSet s;
    s.add(lo, hi);
    return s;
  }
  // Every unit from 0 to `max`.
  static UnitSet all(Unit max) { return range(0, max); }

  // Adds [lo, hi]; nothing when lo > hi.
  void add(Unit lo, Unit hi);
  void add(Unit u) { add(u, u); }
  void add(const UnitSet& other);
  // Removes [lo, hi].
  void remove(Unit lo, Unit hi);
  void remove(Unit u) { remove(u, u); }
  void remove(const UnitSet& other);
  // The units of [0, max] not in this set.
  [[nodiscard]] UnitSet complement(Unit max) const;

  [[nodiscard]] bool contains(Unit u) const;
  [[nodiscard]] bool empty() const { return ranges_.empty(); }
  [[nodiscard]] const std::vector<Range>& ranges() const { return ranges_; }

  friend bool operator==(const UnitSet& a, const UnitSet& b) { return a.ranges_ == b.ranges_; }
  friend bool operator!=(const UnitSet& a, const UnitSet& b) { return !(a == b); }

 private:
  std::vector<Range> ranges_;
};

}  // namespace wtf8::internal::glob

#endif  // WTF8_SRC_GLOB_UNIT_SET_H_
