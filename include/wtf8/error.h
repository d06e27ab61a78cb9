// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/error.h
// -----------------------------------------------------------------------------
//
// Errors as values. Every `InvalidArgument` status the library returns for bad input names the
// byte offset of the first offending byte twice: in its message ("... at byte offset N"), for
// people, and as a payload, for programs. `error_offset` reads the payload, so callers never parse
// the message. The payload's type URL is `kErrorOffsetTypeUrl` and its value the offset in decimal
// ASCII digits (what `absl::Status::GetPayload(kErrorOffsetTypeUrl)` returns).
//
// To ask how much of some bytes is valid without building a status, see wtf8/valid_prefix.h.
//
// Example:
//   auto v = wtf8::Wtf8View::from_utf8("ab\xC0");
//   wtf8::error_offset(v.status());                   // 2
//   wtf8::error_offset(absl::OkStatus());             // nullopt
//   v.status().GetPayload(wtf8::kErrorOffsetTypeUrl); // absl::Cord("2")

#ifndef WTF8_ERROR_H_
#define WTF8_ERROR_H_

#include <cstddef>
#include <optional>

#include "absl/status/status.h"

namespace wtf8 {

// The type URL of the payload that carries an error's byte offset, as decimal ASCII digits. A
// character array, so it converts to `absl::string_view` (for `GetPayload`) and `std::string_view`.
inline constexpr char kErrorOffsetTypeUrl[] = "wtf8/ErrorOffset";

// Returns the byte offset `status` carries (the first byte of the ill-formed sequence, counted
// from the start of the input or, for a streaming decoder, of the stream; where the input is
// UTF-16 code units, as for `encoding::Encoder`, the offset of the first offending unit and the
// message says "at unit offset N"), or nullopt when it
// carries none (an OK status, an error with no position such as Unimplemented, a status made
// elsewhere, or a payload that is not a decimal number).
// Example: `error_offset(Wtf8View::from_wtf8("a\xFF").status()) == 1`.
[[nodiscard]] std::optional<std::size_t> error_offset(const absl::Status& status);

}  // namespace wtf8

#endif  // WTF8_ERROR_H_
