// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// `json` for `wtf8 convert`: text as JSON string literals, one per line (wtf8/json.h), lossless.
//
//   --to json    each line of the text (split at '\n', which is not part of the line) becomes one
//                literal in JSON.stringify's form, followed by '\n'. A '\r' is part of the line
//                and written as \r, so CRLF text keeps its CRs. A last line without '\n' becomes a
//                last literal without '\n'; empty text writes nothing.
//   --from json  each line is one JSON text holding a string (RFC 8259 §2: whitespace - space,
//                tab, CR - may surround the literal, so CRLF files read as LF ones); its code
//                points are written followed by '\n'. A last line without '\n' gives its code
//                points without one. A line without a literal (an empty one included) is an
//                error naming its byte offset in the input.
// So `--to json` then `--from json` gives back the same text byte for byte, and the other way a
// file written by `--to json` comes back byte for byte. A line is held in memory until its '\n'.
// `--errors replace` does not apply to reading: a bad literal is always an error (there is no
// agreed replacement for a malformed escape); it does apply to the output encoding.

#ifndef WTF8_TOOLS_JSON_CODEC_H_
#define WTF8_TOOLS_JSON_CODEC_H_

#include <memory>

#include "tools/codecs.h"

namespace wtf8 {
namespace cli {

std::unique_ptr<Source> make_json_source();
std::unique_ptr<Sink> make_json_sink();

}  // namespace cli
}  // namespace wtf8

#endif  // WTF8_TOOLS_JSON_CODEC_H_
