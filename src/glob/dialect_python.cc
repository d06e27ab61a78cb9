// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "src/glob/dialects.h"

namespace wtf8::internal::glob {

absl::Status parse_python(Wtf8View, GlobProgram&) {
  return absl::UnimplementedError("glob dialect python: not yet written");
}

}  // namespace wtf8::internal::glob

namespace wtf8::internal::glob {
void python_path_string(Wtf8View path, PathStyle, std::string& out) { out.assign(path.as_bytes()); }
void python_path_parts(Wtf8View path, PathStyle, std::string& storage,
                       std::vector<std::pair<std::size_t, std::size_t>>& parts) {
  storage.assign(path.as_bytes());
  parts.clear();
  parts.push_back({0, storage.size()});
}
}  // namespace wtf8::internal::glob
