// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "wtf8/valid_prefix.h"

#include "src/core/validate.h"

namespace wtf8 {

std::size_t valid_utf8_up_to(std::string_view bytes) noexcept {
  return internal::validate(bytes, internal::Flavor::kUtf8).offset;
}

std::size_t valid_wtf8_up_to(std::string_view bytes) noexcept {
  return internal::validate(bytes, internal::Flavor::kWtf8).offset;
}

std::size_t valid_omg_wtf8_up_to(std::string_view bytes) noexcept {
  return internal::validate(bytes, internal::Flavor::kOmgWtf8).offset;
}

std::string_view utf8_prefix(Wtf8View text) noexcept {
  // A view's bytes are well-formed OMG-WTF-8, so the first place UTF-8 validation stops is the
  // first surrogate: a split trail surrogate first is an unexpected continuation at 0, a canonical
  // one is rejected at its first byte, and a split lead surrogate last is a truncated sequence at
  // its first byte.
  return text.as_bytes().substr(0, valid_utf8_up_to(text.as_bytes()));
}

}  // namespace wtf8
