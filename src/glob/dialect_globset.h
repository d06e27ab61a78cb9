// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// What the globset dialect's parser makes of a pattern, as text: the regex globset 0.4.9's
// `Glob::regex()` returns for it (`(?-u)`, `(?i)` when case-insensitive, `^`, the tokens, `$`).
// The tests compare it with the crate's, token for token, beside the matches. Internal to //:glob.

#ifndef WTF8_SRC_GLOB_DIALECT_GLOBSET_H_
#define WTF8_SRC_GLOB_DIALECT_GLOBSET_H_

#include <string>

#include "absl/status/statusor.h"
#include "wtf8/glob.h"
#include "wtf8/wtf8_view.h"

namespace wtf8::internal::glob {

// The regex text, or the error `Glob::compile` gives for the pattern. A code point that is not
// ASCII is written as `\xNN` escapes of its WTF-8 bytes, as globset writes its UTF-8 ones.
absl::StatusOr<std::string> globset_regex(Wtf8View pattern, const GlobOptions& options);

}  // namespace wtf8::internal::glob

#endif  // WTF8_SRC_GLOB_DIALECT_GLOBSET_H_
