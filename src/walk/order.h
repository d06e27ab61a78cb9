// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The order of one directory's entries (WalkOrder): a whole listing sorted in memory.

#ifndef WTF8_SRC_WALK_ORDER_H_
#define WTF8_SRC_WALK_ORDER_H_

#include <vector>

#include "src/walk/dir.h"
#include "wtf8/name_rules.h"
#include "wtf8/walk.h"

namespace wtf8 {
namespace os {
namespace walk_internal {

// Sorts `entries` by `order` (nothing for kOs). Names compare as their native bytes for kBytes
// (POSIX bytes; Windows the names' WTF-8, which orders as code points do), as UTF-16 code units
// for kUtf16 (a PEP 383 escape is its unit U+DC80..U+DCFF), and by `name_key(name, rules)` and
// then bytes for kNameRules. Stable, so equal names (none in one listing) keep their order.
void sort_entries(std::vector<RawEntry>& entries, WalkOrder order, NameRules rules);

}  // namespace walk_internal
}  // namespace os
}  // namespace wtf8

#endif  // WTF8_SRC_WALK_ORDER_H_
