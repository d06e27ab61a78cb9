// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "tools/search_stream.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <utility>

#include "absl/strings/str_cat.h"
#include "tools/codecs.h"
#include "tools/io.h"
#include "wtf8/escape.h"

namespace wtf8 {
namespace cli {

MatchStream::MatchStream(Wtf8Buf needle, std::function<absl::Status(Wtf8View)> on_gap,
                         std::function<absl::Status(uint64_t, uint64_t)> on_match)
    : needle_(std::move(needle)),
      // A match covers at most the needle's code points; a surrogate at either end may match a
      // half of a 4-byte sequence (2 bytes in OMG offsets) instead of 3 bytes: the needle's size
      // plus a code point bounds every match.
      margin_(needle_.size() + 4),
      on_gap_(std::move(on_gap)),
      on_match_(std::move(on_match)) {}

absl::Status MatchStream::feed(Wtf8View text, bool last) {
  window_.append(text);
  const std::size_t n = window_.size();
  const std::string_view bytes = window_.as_bytes();
  std::optional<std::size_t> deferred;  // start of a match that more text could still change
  while (search_from_ <= n) {
    const auto r = window_.find_range(needle_, search_from_);
    if (!r) break;
    // Leftmost-first: a match found here is final unless one beginning before it could still end
    // past the window's end.
    if (!last && r->first + margin_ > n) {
      deferred = r->first;
      break;
    }
    if (r->first > gap_from_) {
      if (absl::Status s = on_gap_(window_.slice(gap_from_, r->first)); !s.ok()) return s;
    }
    if (absl::Status s = on_match_(base_ + r->first, base_ + r->second); !s.ok()) return s;
    gap_from_ = r->second;
    search_from_ = r->second;
    if (r->first == r->second) {  // the empty needle: go on from the next code point
      if (search_from_ == n) {
        search_from_ = n + 1;
        break;
      }
      search_from_ += utf8_sequence_length(static_cast<unsigned char>(bytes[search_from_]));
    }
  }
  if (last) {
    if (gap_from_ < n) {
      if (absl::Status s = on_gap_(window_.slice(gap_from_, n)); !s.ok()) return s;
    }
    return absl::OkStatus();
  }
  // No match begins in [search_from_, n - margin_): one beginning there would lie inside the
  // window and have been found first (a deferred match begins after n - margin_). Hand out the
  // text before that point and keep the rest.
  (void)deferred;
  const std::size_t limit = n > margin_ ? n - margin_ : 0;
  if (search_from_ <= n)
    search_from_ = std::max(search_from_, floor_code_point_start(bytes, limit));
  const std::size_t cut = floor_code_point_start(bytes, std::min(search_from_, n));
  if (cut > gap_from_) {
    if (absl::Status s = on_gap_(window_.slice(gap_from_, cut)); !s.ok()) return s;
    gap_from_ = cut;
  }
  const std::size_t keep = floor_code_point_start(bytes, gap_from_);
  if (keep > 0) {
    // Invariant-preserving: `keep` is a code point start, so the rest is canonical WTF-8.
    Wtf8Buf rest = window_.slice_from(keep).to_buf();
    window_ = std::move(rest);
    base_ += keep;
    gap_from_ -= keep;
    search_from_ -= keep;
  }
  return absl::OkStatus();
}

int stream_search(const Args& args, bool progress, std::function<absl::Status(Wtf8View)> on_gap,
                  std::function<absl::Status(uint64_t, uint64_t)> on_match) {
  absl::StatusOr<Wtf8Buf> needle = parse_escaped(args.operands[0]);
  if (!needle.ok()) return usage_error(absl::StrCat("NEEDLE: ", needle.status().message()));
  absl::StatusOr<Enc> from = parse_encoding(args.get("--from").value_or("wtf-8"));
  if (!from.ok()) return usage_error(message_of(from.status()));
  absl::StatusOr<std::unique_ptr<Source>> source = Source::make(*from, /*fatal=*/true);
  if (!source.ok()) return usage_error(message_of(source.status()));
  absl::StatusOr<Input> input = Input::open("");
  if (!input.ok()) return usage_error(message_of(input.status()));

  std::optional<Progress> meter;
  if (progress) meter.emplace(*input);
  MatchStream matches(*std::move(needle), std::move(on_gap), std::move(on_match));
  Wtf8Buf text;
  while (true) {
    absl::StatusOr<std::string_view> chunk = input->read();
    if (!chunk.ok()) return usage_error(message_of(chunk.status()));
    const bool last = chunk->empty();
    text.clear();
    const absl::Status decoded = (*source)->decode(*chunk, last, text);
    // After a decoding error, the text decoded before it is all there is: search it to its end.
    const absl::Status fed = matches.feed(text, last || !decoded.ok());
    if (meter) meter->update(input->consumed());
    if (!fed.ok()) return usage_error(message_of(fed));
    if (!decoded.ok()) {
      if (meter) meter->finish();
      print_error(decoded);
      return kExitDataError;
    }
    if (last) break;
  }
  if (meter) meter->finish();
  return kExitOk;
}

}  // namespace cli
}  // namespace wtf8
