// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8 replace NEEDLE WITH: stdin with every non-overlapping match replaced, written in the
// input's encoding (--from). The result is built as Wtf8View::replace builds it (pieces joined by
// Wtf8Buf::append, so surrogates meeting at a seam join) and encoded in bounded pieces; a trailing
// lead surrogate waits for what follows it.

#include <memory>
#include <string>

#include "absl/strings/str_cat.h"
#include "tools/codecs.h"
#include "tools/commands.h"
#include "tools/io.h"
#include "tools/search_stream.h"
#include "wtf8/escape.h"

namespace wtf8 {
namespace cli {

int run_replace(const Args& args) {
  absl::StatusOr<Wtf8Buf> with = parse_escaped(args.operands[1]);
  if (!with.ok()) return usage_error(absl::StrCat("WITH: ", with.status().message()));
  absl::StatusOr<Enc> from = parse_encoding(args.get("--from").value_or("wtf-8"));
  if (!from.ok()) return usage_error(message_of(from.status()));
  absl::StatusOr<std::unique_ptr<Sink>> sink = Sink::make(*from, /*fatal=*/true);
  if (!sink.ok()) return usage_error(message_of(sink.status()));
  std::string bytes;
  if (const auto error = (*sink)->encode(*with, bytes)) {
    // The input cannot hold such a code point either, so only WITH could bring it.
    return usage_error(absl::StrCat("WITH: ", error->what));
  }
  absl::StatusOr<Output> out = Output::open("");
  if (!out.ok()) return usage_error(message_of(out.status()));

  Wtf8Buf result;  // replaced text not yet encoded
  // Encodes `result`, except a trailing lead surrogate unless `all`.
  const auto drain = [&](bool all) -> absl::Status {
    std::size_t n = result.size();
    if (!all) {
      const auto back = result.back();
      if (back && back->is_lead_surrogate()) n -= 3;
    }
    bytes.clear();
    if (const auto error = (*sink)->encode(result.slice_to(n), bytes)) {
      // Unreachable: the decoded input and WITH both encode, and joining surrogates at a seam
      // only makes supplementary characters.
      (void)out->write(bytes);
      return absl::InternalError(error->what);
    }
    Wtf8Buf rest = result.slice_from(n).to_buf();
    result = std::move(rest);
    return out->write(bytes);
  };
  const int code = stream_search(
      args, /*progress=*/false,
      [&](Wtf8View text) {
        result.append(text);
        return result.size() >= 64 * 1024 ? drain(false) : absl::OkStatus();
      },
      [&](uint64_t, uint64_t) {
        result.append(*with);
        return result.size() >= 64 * 1024 ? drain(false) : absl::OkStatus();
      });
  if (code == kExitOk) {
    if (absl::Status s = drain(true); !s.ok()) {
      (void)out->flush();
      print_error(s);
      return kExitUsage;
    }
  } else {
    (void)drain(true);  // what was replaced before a decoding error
  }
  if (absl::Status s = out->flush(); !s.ok()) return usage_error(message_of(s));
  return code;
}

}  // namespace cli
}  // namespace wtf8
