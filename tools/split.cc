// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8 split NEEDLE: the pieces between non-overlapping matches in the debug form, one per line.
// A piece is written as it streams by (its debug form is the concatenation of its parts'), so a
// huge piece needs no memory.

#include <string>

#include "tools/commands.h"
#include "tools/io.h"
#include "tools/search_stream.h"

namespace wtf8 {
namespace cli {

int run_split(const Args& args) {
  absl::StatusOr<Output> out = Output::open("");
  if (!out.ok()) return usage_error(message_of(out.status()));
  bool open = false;  // a piece's opening quote has been written
  const auto end_piece = [&]() {
    const absl::Status s = out->write(open ? "\"\n" : "\"\"\n");
    open = false;
    return s;
  };
  const int code = stream_search(
      args, /*progress=*/false,
      [&](Wtf8View text) {
        const std::string debug = text.debug_string();  // "\"...\"": keep what is inside
        if (!open) {
          open = true;
          if (absl::Status s = out->write("\""); !s.ok()) return s;
        }
        return out->write(std::string_view(debug).substr(1, debug.size() - 2));
      },
      [&](uint64_t, uint64_t) { return end_piece(); });
  if (code == kExitOk) (void)end_piece();  // the last piece
  if (absl::Status s = out->flush(); !s.ok()) return usage_error(message_of(s));
  return code;
}

}  // namespace cli
}  // namespace wtf8
