// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Streaming search for find/count/split/replace: decoded text arrives in chunks, a window keeps
// only what a match could still need, and every match is the one Wtf8View::match_ranges would
// find over the whole text (matches straddling chunks included), in the whole text's OMG-WTF-8
// offsets.

#ifndef WTF8_TOOLS_SEARCH_STREAM_H_
#define WTF8_TOOLS_SEARCH_STREAM_H_

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

#include "absl/status/status.h"
#include "tools/options.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace cli {

class MatchStream {
 public:
  // `on_gap` receives the text between matches, in order and in pieces that begin and end at
  // code point starts or at match ends (concatenated, they are exactly the pieces `split` gives);
  // `on_match` receives each match's [begin, end) in the whole text.
  MatchStream(Wtf8Buf needle, std::function<absl::Status(Wtf8View)> on_gap,
              std::function<absl::Status(uint64_t, uint64_t)> on_match);

  // Appends decoded text; `last` ends it.
  absl::Status feed(Wtf8View text, bool last);

 private:
  Wtf8Buf needle_;
  std::size_t margin_;  // a match is at most this many bytes long
  std::function<absl::Status(Wtf8View)> on_gap_;
  std::function<absl::Status(uint64_t, uint64_t)> on_match_;
  Wtf8Buf window_;
  uint64_t base_ = 0;            // offset of window_[0] in the whole text
  std::size_t gap_from_ = 0;     // in window_: text before it was handed out
  std::size_t search_from_ = 0;  // in window_: no match begins in [gap_from_, search_from_)
};

// The driver shared by find, count, split and replace: parses --from (default wtf-8) and the
// NEEDLE operand, decodes stdin chunk by chunk into a MatchStream, and reports errors. With
// `progress`, shows the progress line (see io.h). Returns the exit code; on kExitOk the whole
// input has been fed. A decoding error prints "wtf8: ... at byte offset N" and returns
// kExitDataError after the callbacks have seen every definite result before it.
int stream_search(const Args& args, bool progress, std::function<absl::Status(Wtf8View)> on_gap,
                  std::function<absl::Status(uint64_t, uint64_t)> on_match);

}  // namespace cli
}  // namespace wtf8

#endif  // WTF8_TOOLS_SEARCH_STREAM_H_
