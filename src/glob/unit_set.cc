// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "src/glob/unit_set.h"

#include <algorithm>

namespace wtf8::internal::glob {

void UnitSet::add(Unit lo, Unit hi) {
  if (lo > hi) return;
  // Ranges touching [lo, hi] (overlapping or adjacent) merge into it.
  auto first = std::lower_bound(ranges_.begin(), ranges_.end(), lo, [](const Range& r, Unit v) {
    return r.second != UINT32_MAX && r.second + 1 < v;
  });
  auto last = first;
  while (last != ranges_.end() && (hi == UINT32_MAX || last->first <= hi + 1)) {
    lo = std::min(lo, last->first);
    hi = std::max(hi, last->second);
    ++last;
  }
  first = ranges_.erase(first, last);
  ranges_.insert(first, Range{lo, hi});
}

void UnitSet::add(const UnitSet& other) {
  for (const Range& r : other.ranges_) add(r.first, r.second);
}

void UnitSet::remove(Unit lo, Unit hi) {
  if (lo > hi) return;
  std::vector<Range> kept;
  kept.reserve(ranges_.size() + 1);
  for (const Range& r : ranges_) {
    if (r.second < lo || r.first > hi) {
      kept.push_back(r);
      continue;
    }
    if (r.first < lo) kept.push_back({r.first, lo - 1});
    if (r.second > hi) kept.push_back({hi + 1, r.second});
  }
  ranges_ = std::move(kept);
}

void UnitSet::remove(const UnitSet& other) {
  for (const Range& r : other.ranges_) remove(r.first, r.second);
}

UnitSet UnitSet::complement(Unit max) const {
  UnitSet out;
  Unit next = 0;
  bool done = false;
  for (const Range& r : ranges_) {
    if (r.first > max) break;
    if (r.first > next) out.ranges_.push_back({next, r.first - 1});
    if (r.second >= max) {
      done = true;
      break;
    }
    next = r.second + 1;
  }
  if (!done && next <= max) out.ranges_.push_back({next, max});
  return out;
}

bool UnitSet::contains(Unit u) const {
  auto it = std::upper_bound(ranges_.begin(), ranges_.end(), u,
                             [](Unit v, const Range& r) { return v < r.first; });
  if (it == ranges_.begin()) return false;
  --it;
  return u <= it->second;
}

}  // namespace wtf8::internal::glob
