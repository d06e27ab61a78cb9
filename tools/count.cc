// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8 count NEEDLE: the number of non-overlapping matches.

#include <cstdint>
#include <cstdio>

#include "tools/commands.h"
#include "tools/search_stream.h"

namespace wtf8 {
namespace cli {

int run_count(const Args& args) {
  uint64_t count = 0;
  const int code = stream_search(
      args, /*progress=*/false, [](Wtf8View) { return absl::OkStatus(); },
      [&](uint64_t, uint64_t) {
        ++count;
        return absl::OkStatus();
      });
  if (code == kExitOk) std::printf("%llu\n", static_cast<unsigned long long>(count));
  return code;
}

}  // namespace cli
}  // namespace wtf8
