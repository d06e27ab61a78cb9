// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8 convert --from ENC --to ENC [--errors replace|fatal] [-i FILE] [-o FILE]: streams the
// input through a Source and a Sink in chunks of chunk_size() bytes, so memory stays bounded.

#include <memory>
#include <string>

#include "absl/strings/str_cat.h"
#include "tools/codecs.h"
#include "tools/commands.h"
#include "tools/io.h"

namespace wtf8 {
namespace cli {

int run_convert(const Args& args) {
  const auto from_name = args.get("--from"), to_name = args.get("--to");
  if (!from_name || !to_name) return usage_error("convert needs --from ENC and --to ENC");
  const std::string errors = args.get("--errors").value_or("fatal");
  if (errors != "fatal" && errors != "replace") {
    return usage_error(absl::StrCat("--errors must be fatal or replace, not '", errors, "'"));
  }
  const bool fatal = errors == "fatal";
  absl::StatusOr<Enc> from = parse_encoding(*from_name);
  if (!from.ok()) return usage_error(message_of(from.status()));
  absl::StatusOr<Enc> to = parse_encoding(*to_name);
  if (!to.ok()) return usage_error(message_of(to.status()));
  absl::StatusOr<std::unique_ptr<Source>> source = Source::make(*from, fatal);
  if (!source.ok()) return usage_error(message_of(source.status()));
  absl::StatusOr<std::unique_ptr<Sink>> sink = Sink::make(*to, fatal);
  if (!sink.ok()) return usage_error(message_of(sink.status()));
  absl::StatusOr<Input> input = Input::open(args.get("--input").value_or(""));
  if (!input.ok()) return usage_error(message_of(input.status()));
  absl::StatusOr<Output> output = Output::open(args.get("--output").value_or(""));
  if (!output.ok()) return usage_error(message_of(output.status()));

  Progress progress(*input);
  Wtf8Buf text;
  std::string bytes;
  uint64_t encoded_input = 0;  // input bytes behind the text already encoded (fatal mode only)
  const auto fail = [&](const absl::Status& status) {
    const absl::Status flushed = output->flush();
    progress.finish();
    print_error(status);
    return flushed.ok() ? kExitDataError : kExitUsage;
  };
  while (true) {
    absl::StatusOr<std::string_view> chunk = input->read();
    if (!chunk.ok()) return usage_error(message_of(chunk.status()));
    const bool last = chunk->empty();
    text.clear();
    bytes.clear();
    const absl::Status decoded = (*source)->decode(*chunk, last, text);
    const std::optional<Sink::Error> refused = (*sink)->encode(text, bytes);
    if (last && !refused && decoded.ok()) (*sink)->finish(bytes);
    if (absl::Status s = output->write(bytes); !s.ok()) return usage_error(message_of(s));
    if (refused) {
      // Only sources that produce surrogates reach here, and they know their input sizes.
      const auto before = (*source)->input_size_of(text.slice_to(refused->offset));
      return fail(absl::InvalidArgumentError(absl::StrCat(
          refused->what, " at byte offset ", encoded_input + before.value_or(refused->offset))));
    }
    if (!decoded.ok()) return fail(decoded);
    if (fatal) encoded_input += (*source)->input_size_of(text).value_or(0);
    progress.update(input->consumed());
    if (last) break;
  }
  progress.finish();
  if (absl::Status s = output->flush(); !s.ok()) return usage_error(message_of(s));
  return kExitOk;
}

}  // namespace cli
}  // namespace wtf8
