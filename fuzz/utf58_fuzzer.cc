// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Fuzz target: UTF-58 (wtf8/utf58.h), both dialects and both spare-bit policies.
//   - decode: a success is UTF-8 that encodes back to a string decoding to the same text; with
//     SpareBits::kReject a success is canonical, so encoding gives the input bytes back; kReject
//     accepts a subset of what kIgnore accepts, with the same result; an error names an offset
//     inside the input.
//   - encode of arbitrary text (the fuzz bytes read as UTF-16): fails exactly when the text holds
//     a lone surrogate, at the offset of the first one; otherwise decodes back to the text.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "fuzz/fuzz_util.h"
#include "wtf8/utf58.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace {

namespace utf58 = wtf8::utf58;
using wtf8::Wtf8Buf;
using wtf8_fuzz::hex;

constexpr utf58::Dialect kDialects[] = {utf58::Dialect::kAsciiCompatible,
                                        utf58::Dialect::kSpecTable};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  for (const utf58::Dialect dialect : kDialects) {
    const std::string ctx =
        "dialect " + std::to_string(static_cast<int>(dialect)) + " bytes " + hex(bytes);
    const absl::StatusOr<Wtf8Buf> lenient = utf58::decode(bytes, dialect);
    const absl::StatusOr<Wtf8Buf> strict = utf58::decode(bytes, dialect, utf58::SpareBits::kReject);
    for (const auto* r : {&lenient, &strict}) {
      if (r->ok()) continue;
      const long long at = wtf8_fuzz::error_offset(r->status());
      FUZZ_CHECK(r->status().code() == absl::StatusCode::kInvalidArgument && at >= 0 &&
                     static_cast<std::size_t>(at) < bytes.size(),
                 "decode error " + r->status().ToString() + " " + ctx);
    }
    if (strict.ok()) {
      FUZZ_CHECK(lenient.ok() && *lenient == *strict, "kReject accepted, kIgnore differs " + ctx);
      const absl::StatusOr<std::string> back = utf58::encode(*strict, dialect);
      FUZZ_CHECK(back.ok() && *back == bytes, "canonical input does not re-encode " + ctx);
    }
    if (lenient.ok()) {
      FUZZ_CHECK(lenient->is_utf8(), "decoded a surrogate " + ctx);
      const absl::StatusOr<std::string> back = utf58::encode(*lenient, dialect);
      FUZZ_CHECK(back.ok() && back->size() <= bytes.size(), "re-encode " + ctx);
      const absl::StatusOr<Wtf8Buf> again =
          utf58::decode(*back, dialect, utf58::SpareBits::kReject);
      FUZZ_CHECK(again.ok() && *again == *lenient, "re-decode " + ctx);
    }

    // The bytes as UTF-16 text (lone surrogates likely), encoded.
    std::u16string units;
    for (std::size_t i = 0; i + 1 < bytes.size(); i += 2) {
      units += static_cast<char16_t>(static_cast<unsigned char>(bytes[i]) |
                                     (static_cast<unsigned char>(bytes[i + 1]) << 8));
    }
    const Wtf8Buf text = Wtf8Buf::from_utf16(units);
    const absl::StatusOr<std::string> encoded = utf58::encode(text, dialect);
    std::size_t first_surrogate = wtf8::Wtf8View::npos;
    for (const auto& [offset, cp] : text.code_point_indices()) {
      if (cp.is_surrogate()) {
        first_surrogate = offset;
        break;
      }
    }
    FUZZ_CHECK(encoded.ok() == (first_surrogate == wtf8::Wtf8View::npos),
               "encode " + text.debug_string() + " " + ctx);
    if (encoded.ok()) {
      const absl::StatusOr<Wtf8Buf> decoded =
          utf58::decode(*encoded, dialect, utf58::SpareBits::kReject);
      FUZZ_CHECK(decoded.ok() && *decoded == text, "round trip " + text.debug_string());
    } else {
      FUZZ_CHECK(
          wtf8_fuzz::error_offset(encoded.status()) == static_cast<long long>(first_surrogate),
          "encode offset " + encoded.status().ToString() + " " + text.debug_string());
    }
  }
  return 0;
}
