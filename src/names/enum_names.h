// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Printing and parsing an enum of src/names/ through one table of names in the enum's order
// (NameRules in name_rules.cc, NameProblem in name_problems.cc). Internal to src/names/.

#ifndef WTF8_SRC_NAMES_ENUM_NAMES_H_
#define WTF8_SRC_NAMES_ENUM_NAMES_H_

#include <cstddef>
#include <optional>
#include <string_view>

namespace wtf8 {
namespace internal {
namespace names {

// names[value], or "unknown" for a value past the table.
template <typename Enum, std::size_t N>
constexpr std::string_view enum_name(const std::string_view (&names)[N], Enum value) noexcept {
  const auto i = static_cast<std::size_t>(value);
  return i < N ? names[i] : "unknown";
}

// The value whose name is `text` (exactly), or nullopt.
template <typename Enum, std::size_t N>
constexpr std::optional<Enum> parse_enum_name(const std::string_view (&names)[N],
                                              std::string_view text) noexcept {
  for (std::size_t i = 0; i < N; ++i) {
    if (names[i] == text) return static_cast<Enum>(i);
  }
  return std::nullopt;
}

}  // namespace names
}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_NAMES_ENUM_NAMES_H_
