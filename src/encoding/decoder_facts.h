// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// What the streaming `Decoder` (decoder.cc, utf16_decoder.cc) and its test reference
// (tests/reference/reference_decoder.h) must agree on to the letter: the byte order marks
// (WHATWG Encoding §6 "BOM sniff") and which of them each `Bom` mode looks for, and the words of
// their errors. Facts and strings only: each side keeps its own decoding, so comparing them still
// tests the decoding.

#ifndef WTF8_SRC_ENCODING_DECODER_FACTS_H_
#define WTF8_SRC_ENCODING_DECODER_FACTS_H_

#include <string_view>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "src/internal/absl_compat.h"
#include "wtf8/encoding.h"

namespace wtf8 {
namespace encoding {
namespace internal {

struct ByteOrderMark {
  std::string_view bytes;
  Encoding encoding;
};

// §6 "BOM sniff". No BOM is a prefix of another, so at most one can match.
inline constexpr ByteOrderMark kByteOrderMarks[] = {
    {"\xEF\xBB\xBF", Encoding::kUtf8},
    {"\xFE\xFF", Encoding::kUtf16Be},
    {"\xFF\xFE", Encoding::kUtf16Le},
};

// Whether `bom` mode looks for the BOM of `candidate` on a decoder for `configured`.
inline bool looks_for(Bom bom, Encoding configured, Encoding candidate) {
  switch (bom) {
    case Bom::kSniff:
      return true;
    case Bom::kStrip:
      return candidate == configured;
    case Bom::kKeep:
      return false;
  }
  return false;
}

// The `what` of InvalidArgument messages: "invalid UTF-8: <reason> at byte offset N".
inline std::string_view what_for(Encoding encoding) {
  switch (encoding) {
    case Encoding::kUtf8:
      return "invalid UTF-8";
    case Encoding::kUtf16Be:
      return "invalid UTF-16BE";
    case Encoding::kUtf16Le:
      return "invalid UTF-16LE";
    case Encoding::kReplacement:
      return "replacement encoding";
    default:
      return "invalid input";
  }
}

// The error for an encoding that has a label but no decoder here.
inline absl::Status unimplemented(Encoding encoding) {
  return absl::UnimplementedError(
      absl::StrCat("decoding ", wtf8::internal::to_absl(name(encoding)),
                   " is not implemented (a legacy encoding: its decoder needs the Encoding "
                   "Standard's index tables, which wtf8 does not include)"));
}

// The reasons of UTF-16 errors (§A.2).
inline constexpr const char* kUnpairedLead = "unpaired lead surrogate";
inline constexpr const char* kUnpairedTrail = "unpaired trail surrogate";
inline constexpr const char* kUnpairedLeadAtEnd =
    "lead surrogate truncated by the end of the input";
inline constexpr const char* kOddByte = "odd byte at the end of the input (half a code unit)";

}  // namespace internal
}  // namespace encoding
}  // namespace wtf8

#endif  // WTF8_SRC_ENCODING_DECODER_FACTS_H_
