// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/internal/config.h
// -----------------------------------------------------------------------------
//
// Internal to wtf8; included by the public wtf8 headers; do not include directly.
// IWYU pragma: private, include "wtf8/wtf8.h"
//
// Project-wide macros and the always-on precondition check. Documented aborts (slicing at a
// non-boundary, truncating mid-sequence) go through `WTF8_CHECK`, which stays on in every build
// mode: neither `assert` (gone under NDEBUG) nor Abseil's hardening asserts (on or off depending on
// how Abseil was built) fit that contract. The failing branch calls a cold, non-inlined function so
// the check costs one predictable branch in hot code.

#ifndef WTF8_INTERNAL_CONFIG_H_
#define WTF8_INTERNAL_CONFIG_H_

#include <cstddef>
#include <cstdint>
#if defined(__has_include)
#if __has_include(<version>)
#include <version>  // the library feature macros (__cpp_lib_char8_t) tested below
#endif
#endif

// This is the one place for compiler-specific builtins and attributes: everything else uses the
// macros and functions below, which have portable fallbacks (MSVC, or any C++17 compiler).

// Branch hints.
#if defined(__GNUC__) || defined(__clang__)
#define WTF8_PREDICT_FALSE(x) (__builtin_expect(false || (x), false))
#define WTF8_PREDICT_TRUE(x) (__builtin_expect(false || (x), true))
#else
#define WTF8_PREDICT_FALSE(x) (x)
#define WTF8_PREDICT_TRUE(x) (x)
#endif

// A function only called on a failure path: kept out of line and out of the hot code's cache.
#if defined(__GNUC__) || defined(__clang__)
#define WTF8_COLD_NOINLINE __attribute__((cold, noinline))
#elif defined(_MSC_VER)
#define WTF8_COLD_NOINLINE __declspec(noinline)
#else
#define WTF8_COLD_NOINLINE
#endif

// A small member that must be inlined into its caller even where the compiler judges it too big:
// an object whose member function is called out of line has its address taken, so it lives in
// memory (the block-decoded code point iterator relies on staying in registers in a loop).
#if defined(__GNUC__) || defined(__clang__)
#define WTF8_ALWAYS_INLINE __attribute__((always_inline)) inline
#elif defined(_MSC_VER)
#define WTF8_ALWAYS_INLINE __forceinline
#else
#define WTF8_ALWAYS_INLINE inline
#endif

// WTF8_LITTLE_ENDIAN: 1 where the host is known to be little-endian (GCC and Clang say so;
// every MSVC target is), so bytes in little-endian order can be copied into integers as they are;
// 0 elsewhere, where code assembles integers byte by byte.
#if (defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__) || defined(_MSC_VER)
#define WTF8_LITTLE_ENDIAN 1
#else
#define WTF8_LITTLE_ENDIAN 0
#endif

// 1 where the C library has `memmem`/`memrchr` (glibc), which the search engine then uses; 0
// elsewhere, where it uses its own two-way scanner and a byte loop. Define WTF8_NO_MEMMEM to force
// the portable path (`bazel test --config=portable`, CI stage 32-portable), so it is tested here.
#if defined(__GLIBC__) && !defined(WTF8_NO_MEMMEM)
#define WTF8_HAVE_MEMMEM 1
#else
#define WTF8_HAVE_MEMMEM 0
#endif

// 1 where `char8_t` and the standard library's `std::u8string(_view)` exist (C++20, or
// `-fchar8_t`): the public headers then add `char8_t` forms of their UTF-8 entry points
// (`Wtf8View::from_utf8(u8"...")`, `to_u8string()`, ...). 0 under plain C++17, where nothing
// changes.
#if defined(__cpp_char8_t) && defined(__cpp_lib_char8_t)
#define WTF8_HAVE_CHAR8_T 1
#else
#define WTF8_HAVE_CHAR8_T 0
#endif

// Aborts with `message` (a string literal) and the source location when `condition` is false.
#define WTF8_CHECK(condition, message)                               \
  do {                                                               \
    if (WTF8_PREDICT_FALSE(!(condition))) {                          \
      ::wtf8::internal::check_failed(__FILE__, __LINE__, (message)); \
    }                                                                \
  } while (false)

namespace wtf8 {
namespace internal {

// Number of set bits in `x`.
constexpr int popcount64(uint64_t x) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_popcountll(x);
#else
  int n = 0;
  for (; x != 0; x &= x - 1) ++n;
  return n;
#endif
}

// Number of trailing zero bits in `x`, which must not be 0.
constexpr int countr_zero64(uint64_t x) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_ctzll(x);
#else
  int n = 0;
  for (; (x & 1) == 0; x >>= 1) ++n;
  return n;
#endif
}

// Number of leading zero bits in `x`, which must not be 0.
constexpr int countl_zero64(uint64_t x) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_clzll(x);
#else
  int n = 0;
  for (; (x & (uint64_t{1} << 63)) == 0; x <<= 1) ++n;
  return n;
#endif
}

// Prints "wtf8: <file>:<line>: <message>" to stderr and aborts.
[[noreturn]] void check_failed(const char* file, int line, const char* message);

// Prints a message naming the offending offsets and the string's size, then aborts.
// `what` names the operation ("slice", "truncate").
[[noreturn]] void boundary_check_failed(const char* what, std::size_t begin, std::size_t end,
                                        std::size_t size);

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_INTERNAL_CONFIG_H_
