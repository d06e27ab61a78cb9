// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8 inspect [--from ENC]: one line per code point of stdin:
//   OFFSET <TAB> U+XXXX <TAB> BYTES <TAB> KIND
// OFFSET and BYTES are those of the WTF-8 form (with the default --from wtf-8, the input's own
// bytes, read as OMG-WTF-8 so that split surrogates at the ends show up as such).

#include <memory>
#include <string>

#include "absl/strings/str_format.h"
#include "tools/codecs.h"
#include "tools/commands.h"
#include "tools/io.h"
#include "wtf8/code_point.h"
#include "wtf8/internal/bytes/omg.h"

namespace wtf8 {
namespace cli {
namespace {

// Writes the lines for the code points of `text`, whose first byte is at offset `base`.
absl::Status describe(Wtf8View text, uint64_t base, Output& out) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  const std::string_view bytes = text.as_bytes();
  std::string lines;
  for (const auto [offset, cp] : text.code_point_indices()) {
    // A surrogate not in its canonical 3-byte form is half of a 4-byte sequence (OMG-WTF-8).
    const bool split =
        cp.is_surrogate() && !wtf8::internal::is_canonical_surrogate(bytes.data() + offset);
    const std::size_t len = split ? 3 : cp.wtf8_len();
    const char* kind = cp.is_ascii()                     ? "ASCII"
                       : !cp.is_surrogate()              ? "scalar"
                       : split && cp.is_lead_surrogate() ? "split lead surrogate"
                       : split                           ? "split trail surrogate"
                       : cp.is_lead_surrogate()          ? "lone lead surrogate"
                                                         : "lone trail surrogate";
    std::string hex;
    for (std::size_t i = 0; i < len && offset + i < bytes.size(); ++i) {
      if (i > 0) hex += ' ';
      const auto b = static_cast<unsigned char>(bytes[offset + i]);
      hex += kHex[b >> 4];
      hex += kHex[b & 15];
    }
    absl::StrAppendFormat(&lines, "%d\tU+%04X\t%s\t%s\n", base + offset, cp.value(), hex, kind);
  }
  return out.write(lines);
}

}  // namespace

int run_inspect(const Args& args) {
  absl::StatusOr<Enc> from = parse_encoding(args.get("--from").value_or("wtf-8"));
  if (!from.ok()) return usage_error(message_of(from.status()));
  std::unique_ptr<Source> source;
  if (from->form != Enc::Form::kWtf8) {
    absl::StatusOr<std::unique_ptr<Source>> made = Source::make(*from, /*fatal=*/true);
    if (!made.ok()) return usage_error(message_of(made.status()));
    source = *std::move(made);
  }
  absl::StatusOr<Input> input = Input::open("");
  if (!input.ok()) return usage_error(message_of(input.status()));
  absl::StatusOr<Output> out = Output::open("");
  if (!out.ok()) return usage_error(message_of(out.status()));

  PieceValidator validator(PieceValidator::Flavor::kOmgWtf8);
  Wtf8Buf text;
  uint64_t decoded_size = 0;
  while (true) {
    absl::StatusOr<std::string_view> chunk = input->read();
    if (!chunk.ok()) return usage_error(message_of(chunk.status()));
    const bool last = chunk->empty();
    absl::Status status;
    absl::Status written;
    if (source == nullptr) {
      Wtf8View piece;
      status = validator.feed(*chunk, last, &piece);
      written = describe(piece, validator.piece_offset(), *out);
    } else {
      text.clear();
      status = source->decode(*chunk, last, text);
      written = describe(text, decoded_size, *out);
      decoded_size += text.size();
    }
    if (!written.ok()) return usage_error(message_of(written));
    if (!status.ok()) {
      (void)out->flush();
      print_error(status);
      return kExitDataError;
    }
    if (last) break;
  }
  if (absl::Status s = out->flush(); !s.ok()) return usage_error(message_of(s));
  return kExitOk;
}

}  // namespace cli
}  // namespace wtf8
