// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "src/glob/dialects.h"

namespace wtf8::internal::glob {

absl::Status parse_fnmatch(Wtf8View, GlobProgram&) {
  return absl::UnimplementedError("glob dialect fnmatch: not yet written");
}

}  // namespace wtf8::internal::glob
