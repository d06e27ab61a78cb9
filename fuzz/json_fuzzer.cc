// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Fuzz target: JSON string literals (wtf8/json.h). The first byte picks the mode, the rest is:
//   - even: a literal. `json_unquote` never crashes; on success the result quotes back to a
//     literal that unquotes to the same string (in both styles); on failure the offset is inside
//     the input and `append_json_unquoted` leaves a non-empty buffer (ending with a lone lead
//     surrogate, which a trail escape at the start would join) exactly as it was. (The scan for
//     bytes to escape is the kernel table's find_json_stop, which the simd target compares
//     between the tables at guard pages.)
//   - odd: UTF-16 units (little-endian pairs) and a fuzzer-chosen OMG slice of their WTF-8, split
//     halves included: for both styles, `json_unquote(json_quote(v)) == v`, the kAscii literal is
//     ASCII and the kJs one UTF-8, and `append_json_quoted` appends exactly `json_quote`.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "fuzz/fuzz_util.h"
#include "wtf8/json.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace {

using wtf8::JsonStyle;
using wtf8::Wtf8Buf;
using wtf8::Wtf8View;

void check_literal(std::string_view literal) {
  const std::string ctx = wtf8_fuzz::hex(literal);
  const absl::StatusOr<Wtf8Buf> got = wtf8::json_unquote(literal);
  Wtf8Buf buf = Wtf8Buf::from_utf16(u"x\xD83D");
  const Wtf8Buf before = buf;
  const absl::Status appended = wtf8::append_json_unquoted(literal, buf);
  FUZZ_CHECK(appended.ok() == got.ok(), "append vs unquote " + ctx);
  if (!got.ok()) {
    FUZZ_CHECK(got.status().code() == absl::StatusCode::kInvalidArgument, "code " + ctx);
    const long long offset = wtf8_fuzz::error_offset(got.status());
    FUZZ_CHECK(offset >= 0 && static_cast<std::size_t>(offset) <= literal.size(), "offset " + ctx);
    FUZZ_CHECK(wtf8_fuzz::error_offset(appended) == offset, "append offset " + ctx);
    FUZZ_CHECK(buf.as_bytes() == before.as_bytes(), "failed append changed the buffer " + ctx);
    return;
  }
  FUZZ_CHECK(wtf8::is_well_formed_wtf8(got->as_bytes()), "result " + ctx);
  FUZZ_CHECK(buf == Wtf8Buf::from_utf16(u"x\xD83D") + *got, "append joins as + does " + ctx);
  for (const JsonStyle style : {JsonStyle::kJs, JsonStyle::kAscii}) {
    const absl::StatusOr<Wtf8Buf> again = wtf8::json_unquote(wtf8::json_quote(*got, style));
    FUZZ_CHECK(again.ok() && *again == *got, "requote " + ctx);
  }
}

void check_text(wtf8_fuzz::FuzzInput& in) {
  std::u16string units;
  const std::string_view raw = in.rest();
  for (std::size_t i = 0; i + 1 < raw.size(); i += 2) {
    units += static_cast<char16_t>(static_cast<unsigned char>(raw[i]) |
                                   (static_cast<unsigned char>(raw[i + 1]) << 8));
  }
  // The slice's ends come from the last unit (so the units above stay the fuzzer's own).
  const Wtf8Buf s = Wtf8Buf::from_utf16(units);
  std::vector<std::size_t> boundaries;
  for (std::size_t i = 0; i <= s.size(); ++i) {
    if (s.is_boundary(i)) boundaries.push_back(i);
  }
  const unsigned pick = units.empty() ? 0 : units.back();
  std::size_t a = (pick & 0xFF) % boundaries.size();
  std::size_t b = (pick >> 8) % boundaries.size();
  if (a > b) std::swap(a, b);
  const Wtf8View v = s.slice(boundaries[a], boundaries[b]);
  const std::string ctx = v.debug_string();
  for (const JsonStyle style : {JsonStyle::kJs, JsonStyle::kAscii}) {
    const std::string q = wtf8::json_quote(v, style);
    std::string doc = "[";
    wtf8::append_json_quoted(v, style, doc);
    FUZZ_CHECK(doc == "[" + q, "append_json_quoted " + ctx);
    FUZZ_CHECK(wtf8::is_well_formed_utf8(q), "quote is UTF-8 " + ctx);
    if (style == JsonStyle::kAscii) {
      for (const char c : q) FUZZ_CHECK(static_cast<unsigned char>(c) < 0x80, "ASCII " + ctx);
    }
    const absl::StatusOr<Wtf8Buf> back = wtf8::json_unquote(q);
    FUZZ_CHECK(back.ok() && *back == v, "round trip " + ctx + " via " + q);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  wtf8_fuzz::FuzzInput in(data, size);
  if ((in.byte() & 1) == 0) {
    check_literal(in.rest());
  } else {
    check_text(in);
  }
  return 0;
}
