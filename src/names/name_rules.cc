// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The vocabulary of wtf8/name_rules.h: the short names of the rules, printed and parsed from one
// table. (The rules themselves: name_key.cc and one file per rule; aliases: alias.cc; sets and
// collisions: name_set.cc.)

#include "wtf8/name_rules.h"

#include <cstddef>
#include <iterator>
#include <optional>
#include <string_view>

#include "src/names/enum_names.h"

namespace wtf8 {
namespace {

// The short names, in the order of the enum.
constexpr std::string_view kRuleNames[] = {"exact", "ntfs", "hfs", "apfs", "casefold"};
static_assert(std::size(kRuleNames) == static_cast<std::size_t>(NameRules::kLinuxCasefold) + 1,
              "one name per NameRules");

}  // namespace

std::string_view to_string(NameRules rules) noexcept {
  return internal::names::enum_name(kRuleNames, rules);
}

std::optional<NameRules> parse_name_rules(std::string_view name) noexcept {
  return internal::names::parse_enum_name<NameRules>(kRuleNames, name);
}

}  // namespace wtf8
