// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Conversions between WTF-8 and potentially ill-formed UTF-16 (WTF-8 §6.3), and wchar_t.

#include <cwchar>
#include <string>
#include <string_view>

#include "src/core/view_impl.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

// WTF-8 §4.2 (decode potentially ill-formed UTF-16) then §6.1 (encode to WTF-8), fused. `Unit` is
// char16_t, or a 16-bit wchar_t.
template <typename Unit>
std::string wtf8_from_utf16_units(const Unit* units, std::size_t n) {
  std::string out;
  out.resize(n * 3);  // a unit takes at most 3 bytes; a pair takes 4 for 2 units
  char* p = out.data();
  for (std::size_t i = 0; i < n; ++i) {
    uint32_t u = static_cast<uint16_t>(units[i]);
    if (u < 0x80) {
      *p++ = static_cast<char>(u);
      continue;
    }
    if (internal::is_lead_surrogate(u) && i + 1 < n &&
        internal::is_trail_surrogate(static_cast<uint16_t>(units[i + 1]))) {
      u = internal::join_surrogates(u, static_cast<uint16_t>(units[++i]));
    }
    // Invariant: an unpaired surrogate is encoded alone; a lead surrogate is never followed by an
    // encoded trail surrogate (that pair was joined above), so the result is well-formed WTF-8.
    p += internal::encode_code_point(u, p);
  }
  out.resize(static_cast<std::size_t>(p - out.data()));
  return out;
}

}  // namespace

Wtf8Buf Wtf8Buf::from_utf16(std::u16string_view utf16) {
  Wtf8Buf out;
  out.bytes_ = wtf8_from_utf16_units(utf16.data(), utf16.size());
  return out;
}

Wtf8Buf Wtf8Buf::from_wide(std::wstring_view wide) {
  if constexpr (sizeof(wchar_t) == 2) {
    Wtf8Buf out;
    out.bytes_ = wtf8_from_utf16_units(wide.data(), wide.size());
    return out;
  } else {
    // 32-bit wchar_t holds code points. Surrogate units still pair up, as they would in the
    // UTF-16 the string may have come from; a value past U+10FFFF cannot be stored and becomes
    // U+FFFD (documented in the header).
    Wtf8Buf out;
    out.reserve(wide.size());
    for (wchar_t w : wide) {
      const uint32_t u = static_cast<uint32_t>(w);
      out.push(CodePoint::from_u32(u).value_or(
          CodePoint::from_u32_unchecked(internal::kReplacementCharacter)));
    }
    return out;
  }
}

namespace internal {
namespace {

// WTF-8 §6.2 (decode) then §4.1 (encode to potentially ill-formed UTF-16), fused.
template <typename String>
String utf16_from_view(Wtf8View v) {
  String out;
  out.reserve(v.utf16_len());
  for (const CodePoint cp : v.code_points()) {
    const uint32_t c = cp.value();
    if (c >= 0x10000) {
      out.push_back(static_cast<typename String::value_type>(lead_surrogate_of(c)));
      out.push_back(static_cast<typename String::value_type>(trail_surrogate_of(c)));
    } else {
      out.push_back(static_cast<typename String::value_type>(c));
    }
  }
  return out;
}

}  // namespace

std::u16string view_to_utf16(Wtf8View v) { return utf16_from_view<std::u16string>(v); }

std::wstring view_to_wide(Wtf8View v) {
  if constexpr (sizeof(wchar_t) == 2) {
    return utf16_from_view<std::wstring>(v);
  } else {
    std::wstring out;
    out.reserve(v.size());
    for (const CodePoint cp : v.code_points()) out.push_back(static_cast<wchar_t>(cp.value()));
    return out;
  }
}

}  // namespace internal
}  // namespace wtf8
