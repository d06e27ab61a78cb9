// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The failing branches of the always-on precondition checks (wtf8/internal/config.h). Kept out of
// line and cold so the checks cost a predictable branch in hot code.

#include <cstdio>
#include <cstdlib>

#include "wtf8/internal/config.h"

namespace wtf8 {
namespace internal {

[[noreturn]] WTF8_COLD_NOINLINE void check_failed(const char* file, int line, const char* message) {
  std::fprintf(stderr, "wtf8: %s:%d: %s\n", file, line, message);
  std::fflush(stderr);
  std::abort();
}

[[noreturn]] WTF8_COLD_NOINLINE void boundary_check_failed(const char* what, std::size_t begin,
                                                           std::size_t end, std::size_t size) {
  if (begin == end) {
    std::fprintf(stderr, "wtf8: %s: byte offset %zu is not a boundary of a string of %zu bytes\n",
                 what, begin, size);
  } else {
    std::fprintf(stderr,
                 "wtf8: %s: byte range [%zu, %zu) is not a pair of boundaries with begin <= end "
                 "in a string of %zu bytes\n",
                 what, begin, end, size);
  }
  std::fflush(stderr);
  std::abort();
}

}  // namespace internal
}  // namespace wtf8
