// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The scalar kernels: the reference every SIMD kernel is tested against, and the code that
// finishes whatever a SIMD kernel leaves over. Written straight from the WTF-8 spec.

#include "src/simd/scalar.h"

#include "src/simd/kernels.h"
#include "wtf8/internal/bytes/utf8_bits.h"

namespace wtf8 {
namespace internal {
namespace simd {
namespace scalar {

std::size_t valid_prefix(const char*, std::size_t, bool) { return 0; }  // validate.cc does all

// WTF-8 §4.2 (decode potentially ill-formed UTF-16) then §6.1 (encode to WTF-8), fused.
Progress from_utf16(const char16_t* in, std::size_t n, char* out) {
  char* p = out;
  std::size_t i = 0;
  for (; i < n; ++i) {
    uint32_t u = in[i];
    if (u < 0x80) {
      *p++ = static_cast<char>(u);
      continue;
    }
    if (is_lead_surrogate(u) && i + 1 < n && is_trail_surrogate(in[i + 1])) {
      u = join_surrogates(u, in[++i]);
    }
    // Invariant: an unpaired surrogate is encoded alone; a lead surrogate is never followed by an
    // encoded trail surrogate (that pair was joined above), so the result is well-formed WTF-8.
    p += encode_code_point(u, p);
  }
  return {i, static_cast<std::size_t>(p - out)};
}

std::size_t wtf8_length_of_utf16(const char16_t* in, std::size_t n) {
  std::size_t len = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const uint32_t u = in[i];
    len += 1 + (u >= 0x80) + (u >= 0x800);
    // A lead surrogate followed by a trail surrogate is one 4-byte sequence, not 3 + 3 bytes.
    if (is_lead_surrogate(u) && i + 1 < n && is_trail_surrogate(in[i + 1])) len -= 2;
  }
  return len;
}

// WTF-8 §6.2 (decode) then §4.1 (encode to potentially ill-formed UTF-16), fused. The input is
// well-formed WTF-8, so every sequence is complete.
Progress to_utf16(const char* in, std::size_t n, char16_t* out) {
  char16_t* q = out;
  std::size_t i = 0;
  while (i < n) {
    const Decoded d = decode_code_point(in + i);
    if (d.code_point >= 0x10000) {
      *q++ = static_cast<char16_t>(lead_surrogate_of(d.code_point));
      *q++ = static_cast<char16_t>(trail_surrogate_of(d.code_point));
    } else {
      *q++ = static_cast<char16_t>(d.code_point);
    }
    i += d.length;
  }
  return {i, static_cast<std::size_t>(q - out)};
}

std::size_t count_non_continuation(const char* p, std::size_t n) {
  std::size_t count = 0;
  for (std::size_t i = 0; i < n; ++i) count += !is_continuation_byte(static_cast<uint8_t>(p[i]));
  return count;
}

std::size_t utf16_length_of_wtf8(const char* p, std::size_t n) {
  std::size_t units = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const uint8_t b = static_cast<uint8_t>(p[i]);
    units += !is_continuation_byte(b) + (b >= 0xF0);  // a 4-byte sequence is a surrogate pair
  }
  return units;
}

// No block copy: the caller's copy and surrogate search do everything.
std::size_t copy_utf8_lossy(const char*, std::size_t, char*, bool) { return 0; }

// No prefilter: the caller's linear search does everything.
FindResult find_prefiltered(const char*, std::size_t, const char*, std::size_t, NeedleBytes) {
  return {FindResult::kNone, 0};
}

}  // namespace scalar

const Kernels& scalar_kernels() {
  static constexpr Kernels kScalar = {"scalar",
                                      scalar::valid_prefix,
                                      scalar::from_utf16,
                                      scalar::wtf8_length_of_utf16,
                                      scalar::to_utf16,
                                      scalar::count_non_continuation,
                                      scalar::utf16_length_of_wtf8,
                                      scalar::copy_utf8_lossy,
                                      scalar::find_prefiltered};
  return kScalar;
}

}  // namespace simd
}  // namespace internal
}  // namespace wtf8
