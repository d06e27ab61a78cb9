// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Fuzz target: POSIX bytes (wtf8/os.h, PEP 383 surrogateescape).
//   - any bytes: `to_posix_bytes(from_posix_bytes(b)) == b`; the result is well-formed WTF-8,
//     UTF-8 exactly when `b` is (then equal to it), and equals `from_utf8_lossy(b)` with each
//     escaped byte (U+DC80..U+DCFF) where the lossy form has U+FFFD;
//   - any text (the bytes read as UTF-16): `to_posix_bytes` fails exactly when the text holds a
//     surrogate outside U+DC80..U+DCFF, at the offset of the first one.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "fuzz/fuzz_util.h"
#include "wtf8/os.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const std::string ctx = wtf8_fuzz::hex(bytes);

  const wtf8::Wtf8Buf text = wtf8::os::from_posix_bytes(bytes);
  FUZZ_CHECK(wtf8::is_well_formed_wtf8(text.as_bytes()), "from_posix_bytes " + ctx);
  FUZZ_CHECK(text.is_utf8() == wtf8::is_well_formed_utf8(bytes), "is_utf8 " + ctx);
  FUZZ_CHECK(!text.is_utf8() || text.as_bytes() == bytes, "UTF-8 changed " + ctx);
  const absl::StatusOr<std::string> back = wtf8::os::to_posix_bytes(text);
  FUZZ_CHECK(back.ok() && *back == bytes, "round trip " + ctx);
  // Each escape stands where the lossy decoder puts one U+FFFD per byte... per maximal subpart,
  // so compare after mapping every escape to U+FFFD and collapsing: both have the same non-error
  // code points in the same order.
  std::u32string plain_escaped, plain_lossy;
  for (const wtf8::CodePoint c : text.code_points()) {
    if (c.value() < 0xDC80 || c.value() > 0xDCFF) plain_escaped += static_cast<char32_t>(c.value());
  }
  const wtf8::Wtf8Buf lossy = wtf8::Wtf8Buf::from_utf8_lossy(bytes);
  for (const wtf8::CodePoint c : lossy.code_points()) {
    if (c.value() != 0xFFFD) plain_lossy += static_cast<char32_t>(c.value());
  }
  // (A real U+FFFD in the input is kept by both, and dropped from both comparisons.)
  std::u32string plain_escaped_no_fffd;
  for (char32_t c : plain_escaped) {
    if (c != 0xFFFD) plain_escaped_no_fffd += c;
  }
  FUZZ_CHECK(plain_escaped_no_fffd == plain_lossy, "escapes vs lossy " + ctx);

  // Text with arbitrary surrogates.
  std::u16string units;
  for (std::size_t i = 0; i + 1 < bytes.size(); i += 2) {
    units += static_cast<char16_t>(static_cast<unsigned char>(bytes[i]) |
                                   (static_cast<unsigned char>(bytes[i + 1]) << 8));
  }
  const wtf8::Wtf8Buf any = wtf8::Wtf8Buf::from_utf16(units);
  std::size_t first_bad = wtf8::Wtf8View::npos;
  for (const auto& [offset, c] : any.code_point_indices()) {
    if (c.is_surrogate() && (c.value() < 0xDC80 || c.value() > 0xDCFF)) {
      first_bad = offset;
      break;
    }
  }
  const absl::StatusOr<std::string> out = wtf8::os::to_posix_bytes(any);
  FUZZ_CHECK(out.ok() == (first_bad == wtf8::Wtf8View::npos),
             "to_posix_bytes " + any.debug_string());
  if (!out.ok()) {
    FUZZ_CHECK(wtf8_fuzz::error_offset(out.status()) == static_cast<long long>(first_bad),
               "offset " + out.status().ToString());
  }
  return 0;
}
