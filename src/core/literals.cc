// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The run-time failures of checked literals and string-literal patterns: never silent, always
// naming the byte offset.

#include "wtf8/literals.h"

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "wtf8/internal/core/search_ranges.h"
#include "wtf8/valid_prefix.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace internal {
namespace {

[[noreturn]] void fail(const char* what, std::string_view bytes, std::size_t offset) {
  std::fprintf(stderr, "wtf8: %s: the %zu-byte literal \"", what, bytes.size());
  for (const char c : bytes) {
    const auto b = static_cast<unsigned char>(c);
    if (b >= 0x20 && b < 0x7F && b != '"' && b != '\\') {
      std::fputc(b, stderr);
    } else {
      std::fprintf(stderr, "\\x%02X", b);
    }
  }
  std::fprintf(stderr, "\" is ill-formed at byte offset %zu\n", offset);
  std::abort();
}

}  // namespace

void wtf8_literal_is_not_well_formed_wtf8(const char* p, std::size_t n, std::size_t offset) {
  fail("\"...\"_wtf8 needs well-formed WTF-8", std::string_view(p, n), offset);
}

void string_pattern_not_utf8(std::string_view bytes) {
  fail("a string pattern must be valid UTF-8 (for lone surrogates use a CodePoint or \"...\"_wtf8)",
       bytes, valid_utf8_up_to(bytes));
}

}  // namespace internal
}  // namespace wtf8
