// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The UTF-8 encoder (WHATWG Encoding §6 "Hooks for standards", "UTF-8 encode") and this library's UTF-16LE/BE
// encoders, which the standard does not have (UTF-16 is decode-only there).

#include <cstdint>
#include <string>

#include "wtf8/code_point.h"
#include "wtf8/encoding.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace encoding {
namespace {

template <bool kBigEndian>
void put_unit(std::string& out, uint32_t unit) {
  const char high = static_cast<char>(unit >> 8);
  const char low = static_cast<char>(unit & 0xFF);
  if (kBigEndian) {
    out.push_back(high);
    out.push_back(low);
  } else {
    out.push_back(low);
    out.push_back(high);
  }
}

template <bool kBigEndian>
std::string utf16_encode(Wtf8View text, LoneSurrogates lone) {
  std::string out;
  out.reserve(2 * text.utf16_len());
  // A well-formed WTF-8 view never holds a lead surrogate directly followed by a trail surrogate,
  // so keeping lone surrogates cannot produce a surrogate pair the text did not have.
  for (const CodePoint cp : text.code_points()) {
    uint32_t c = cp.value();
    if (cp.is_surrogate() && lone == LoneSurrogates::kReplace)
      c = wtf8::internal::kReplacementCharacter;
    if (c >= 0x10000) {
      put_unit<kBigEndian>(out, wtf8::internal::lead_surrogate_of(c));
      put_unit<kBigEndian>(out, wtf8::internal::trail_surrogate_of(c));
    } else {
      put_unit<kBigEndian>(out, c);
    }
  }
  return out;
}

}  // namespace

std::string utf8_encode(Wtf8View text) {
  // Converting to scalar values replaces each surrogate (canonical or split) with U+FFFD; the
  // UTF-8 encoder then writes every scalar value's bytes, which `to_utf8_lossy` already holds.
  return text.to_utf8_lossy();
}

std::string utf16le_encode(Wtf8View text, LoneSurrogates lone) {
  return utf16_encode<false>(text, lone);
}

std::string utf16be_encode(Wtf8View text, LoneSurrogates lone) {
  return utf16_encode<true>(text, lone);
}

}  // namespace encoding
}  // namespace wtf8
