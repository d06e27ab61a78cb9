// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// A view's code points as 32-bit units (`Wtf8View::to_utf32`; 32-bit `to_wide`): WTF-8 §6.2
// decoding, one unit per code point, lone surrogates as their values, by the kernels' complete
// wtf8_to_utf32 operation (split surrogates at the ends included).

#include <string>

#include "src/core/view_impl.h"
#include "src/simd/kernels.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace internal {
namespace {

// Appends the code points of v[i, size) to `out` through a stack buffer, so nothing is
// zero-filled and then overwritten (the caller reserved the room). wchar_t strings (32 bits) get
// them unit by unit, never through an alias.
template <typename String>
void append_code_points(Wtf8View v, std::size_t i, String* out) {
  const simd::Kernels& k = simd::active_kernels();
  char32_t buf[4096];
  // Invariant: each call stops at a sequence boundary, so v[i] starts a sequence (never the
  // split trail, which only a view's first bytes can hold) and the view's split lead, if any, is
  // still the suffix's last three bytes.
  while (i < v.size()) {
    const simd::Conversion c = k.wtf8_to_utf32(v.data() + i, v.size() - i, buf,
                                               sizeof buf / sizeof buf[0], /*scratch=*/true);
    out->append(buf, buf + c.written);
    i += c.read;
  }
}

}  // namespace

std::u32string view_to_utf32(Wtf8View v) {
  std::u32string out;
  out.reserve(simd::active_kernels().code_point_count(v.data(), v.size()));
  append_code_points(v, 0, &out);
  return out;
}

void view_to_utf32_into(Wtf8View v, std::u32string* out) {
  // The exact length first (a count of the sequence starts, much cheaper than the decode): a
  // reused string that already holds that many units is converted into directly, a shorter one
  // is cleared (its capacity stays) and appended to.
  const simd::Kernels& k = simd::active_kernels();
  const std::size_t count = k.code_point_count(v.data(), v.size());
  if (out->size() >= count && count != 0) {
    // Exactly `count` units of room: everything the conversion may write is its output.
    const simd::Conversion c =
        k.wtf8_to_utf32(v.data(), v.size(), &(*out)[0], count, /*scratch=*/true);
    out->resize(c.written);
    return;
  }
  out->clear();
  out->reserve(count);
  append_code_points(v, 0, out);
}

std::wstring view_to_wide32(Wtf8View v) {
  std::wstring out;
  out.reserve(simd::active_kernels().code_point_count(v.data(), v.size()));
  append_code_points(v, 0, &out);
  return out;
}

}  // namespace internal
}  // namespace wtf8
