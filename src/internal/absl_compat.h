// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Bridges std::string_view to absl::string_view. Debian's Abseil 20220623 is built with
// ABSL_OPTION_USE_STD_STRING_VIEW 0, so the two are distinct types and Abseil calls need an
// explicit conversion. Public headers never mention absl::string_view; .cc files convert here.

#ifndef WTF8_SRC_INTERNAL_ABSL_COMPAT_H_
#define WTF8_SRC_INTERNAL_ABSL_COMPAT_H_

#include <string_view>

#include "absl/strings/string_view.h"

namespace wtf8 {
namespace internal {

inline absl::string_view to_absl(std::string_view s) { return {s.data(), s.size()}; }

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_INTERNAL_ABSL_COMPAT_H_
