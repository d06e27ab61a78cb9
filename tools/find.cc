// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8 find NEEDLE: the OMG-WTF-8 offset of each non-overlapping match, one per line.

#include <string>

#include "absl/strings/str_cat.h"
#include "tools/commands.h"
#include "tools/io.h"
#include "tools/search_stream.h"

namespace wtf8 {
namespace cli {

int run_find(const Args& args) {
  absl::StatusOr<Output> out = Output::open("");
  if (!out.ok()) return usage_error(message_of(out.status()));
  const int code = stream_search(
      args, /*progress=*/true, [](Wtf8View) { return absl::OkStatus(); },
      [&](uint64_t begin, uint64_t) { return out->write(absl::StrCat(begin, "\n")); });
  if (absl::Status s = out->flush(); !s.ok()) return usage_error(message_of(s));
  return code;
}

}  // namespace cli
}  // namespace wtf8
