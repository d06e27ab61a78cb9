// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Fuzz target: validation. The three validators (UTF-8, WTF-8, OMG-WTF-8), every `from_*`
// constructor, the strict WHATWG UTF-8 decoder and `from_utf8_lossy` against two references that
// share no code with src/: the plain transcription of the specs' tables
// (tests/reference/wtf8_grammar.h) and the RFC 3629 ABNF (tests/reference/rfc3629_abnf.h).
// Every error must name the byte offset the reference names.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "fuzz/fuzz_util.h"
#include "tests/reference/rfc3629_abnf.h"
#include "tests/reference/wtf8_grammar.h"
#include "wtf8/encoding.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace {

using wtf8::reference::Grammar;
using wtf8_fuzz::error_offset;
using wtf8_fuzz::hex;

// A StatusOr-returning constructor agrees with the reference: OK exactly when it says so, and
// otherwise InvalidArgument at the reference's offset.
template <typename StatusOrT>
void expect_agrees(const StatusOrT& got, std::optional<std::size_t> want_error, std::string_view s,
                   const char* what) {
  const std::string where = std::string(what) + " of " + hex(s);
  if (!want_error) {
    FUZZ_CHECK(got.ok(), where + ": " + got.status().ToString());
    FUZZ_CHECK(got->as_bytes() == s, where + ": bytes changed");
    return;
  }
  FUZZ_CHECK(!got.ok(), where + ": accepted, reference rejects at " + std::to_string(*want_error));
  FUZZ_CHECK(got.status().code() == absl::StatusCode::kInvalidArgument, where);
  FUZZ_CHECK(
      error_offset(got.status()) == static_cast<long long>(*want_error),
      where + ": " + got.status().ToString() + ", reference offset " + std::to_string(*want_error));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string_view s(reinterpret_cast<const char*>(data), size);

  const std::optional<std::size_t> utf8_error = wtf8::reference::first_error(s, Grammar::kUtf8);
  const std::optional<std::size_t> wtf8_error = wtf8::reference::first_error(s, Grammar::kWtf8);
  const std::optional<std::size_t> omg_error = wtf8::reference::first_error(s, Grammar::kOmgWtf8);

  // The two independent references of UTF-8 agree with each other.
  const std::size_t abnf_prefix = rfc3629_abnf::longest_utf8_prefix(s);
  FUZZ_CHECK(abnf_prefix == utf8_error.value_or(s.size()), "references disagree on " + hex(s));

  // The predicates, and their nesting: UTF-8 is WTF-8 is OMG-WTF-8.
  const bool is_utf8 = wtf8::is_well_formed_utf8(s);
  const bool is_wtf8 = wtf8::is_well_formed_wtf8(s);
  const bool is_omg = wtf8::is_well_formed_omg_wtf8(s);
  FUZZ_CHECK(is_utf8 == !utf8_error, "is_well_formed_utf8 of " + hex(s));
  FUZZ_CHECK(is_wtf8 == !wtf8_error, "is_well_formed_wtf8 of " + hex(s));
  FUZZ_CHECK(is_omg == !omg_error, "is_well_formed_omg_wtf8 of " + hex(s));
  FUZZ_CHECK(!is_utf8 || is_wtf8, "UTF-8 but not WTF-8: " + hex(s));
  FUZZ_CHECK(!is_wtf8 || is_omg, "WTF-8 but not OMG-WTF-8: " + hex(s));

  // The constructors, with their offsets.
  expect_agrees(wtf8::Wtf8View::from_utf8(s), utf8_error, s, "Wtf8View::from_utf8");
  expect_agrees(wtf8::Wtf8View::from_wtf8(s), wtf8_error, s, "Wtf8View::from_wtf8");
  expect_agrees(wtf8::Wtf8View::from_omg_wtf8(s), omg_error, s, "Wtf8View::from_omg_wtf8");
  expect_agrees(wtf8::Wtf8Buf::from_utf8(s), utf8_error, s, "Wtf8Buf::from_utf8");
  expect_agrees(wtf8::Wtf8Buf::from_wtf8(s), wtf8_error, s, "Wtf8Buf::from_wtf8");
  // The WHATWG strict decoder (no BOM handling) names the same offset as RFC 3629.
  expect_agrees(wtf8::encoding::utf8_decode_without_bom_or_fail(s), utf8_error, s,
                "utf8_decode_without_bom_or_fail");

  // The lossy decoders: always UTF-8, the input itself when it was UTF-8, and the same result
  // from Wtf8Buf and the WHATWG decoder (one maximal-subpart rule).
  const wtf8::Wtf8Buf lossy = wtf8::Wtf8Buf::from_utf8_lossy(s);
  FUZZ_CHECK(wtf8::is_well_formed_utf8(lossy.as_bytes()), "from_utf8_lossy of " + hex(s));
  FUZZ_CHECK(!is_utf8 || lossy.as_bytes() == s, "from_utf8_lossy changed UTF-8 " + hex(s));
  FUZZ_CHECK(lossy == wtf8::encoding::utf8_decode_without_bom(s),
             "from_utf8_lossy != utf8_decode_without_bom of " + hex(s));
  // The valid prefix survives unchanged; something follows it when the input was not UTF-8.
  FUZZ_CHECK(lossy.as_bytes().substr(0, abnf_prefix) == s.substr(0, abnf_prefix),
             "from_utf8_lossy lost the valid prefix of " + hex(s));

  // A well-formed view: canonical exactly when it is WTF-8, and its owned copy is WTF-8 and
  // equal to it.
  if (is_omg) {
    const wtf8::Wtf8View v = wtf8::Wtf8View::from_wtf8_unchecked(s);
    FUZZ_CHECK(v.is_canonical() == is_wtf8, "is_canonical of " + hex(s));
    FUZZ_CHECK(v.is_utf8() == is_utf8, "is_utf8 of " + hex(s));
    const wtf8::Wtf8Buf owned = v.to_buf();
    FUZZ_CHECK(wtf8::is_well_formed_wtf8(owned.as_bytes()), "to_buf of " + hex(s));
    FUZZ_CHECK(owned == v, "to_buf != view for " + hex(s));
    FUZZ_CHECK(!is_wtf8 || owned.as_bytes() == s, "to_buf changed WTF-8 " + hex(s));
  }
  return 0;
}
