// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to wtf8 (the :simd target). The one place that knows how each compiler compiles a
// region of a file for an instruction set (the kernel files' only compiler-specific code):
//
//   WTF8_SIMD_TARGET_BEGIN("avx2,bmi,bmi2,popcnt,lzcnt")
//   ... functions that use AVX2 intrinsics ...
//   WTF8_SIMD_TARGET_END
//
// GCC: `#pragma GCC push_options` / `target`. Clang (which ignores those): `#pragma clang
// attribute push` of `target(...)` onto every function declared in the region. The rest of the
// library is compiled for the baseline, so it runs on any x86-64.

#ifndef WTF8_SRC_SIMD_TARGET_REGION_H_
#define WTF8_SRC_SIMD_TARGET_REGION_H_

#define WTF8_SIMD_PRAGMA_(x) _Pragma(#x)

#if defined(__clang__)
#define WTF8_SIMD_TARGET_BEGIN(isa) \
  WTF8_SIMD_PRAGMA_(clang attribute push(__attribute__((target(isa))), apply_to = function))
#define WTF8_SIMD_TARGET_END WTF8_SIMD_PRAGMA_(clang attribute pop)
#elif defined(__GNUC__)
#define WTF8_SIMD_TARGET_BEGIN(isa) \
  WTF8_SIMD_PRAGMA_(GCC push_options) WTF8_SIMD_PRAGMA_(GCC target(isa))
#define WTF8_SIMD_TARGET_END WTF8_SIMD_PRAGMA_(GCC pop_options)
#else
// MSVC compiles any intrinsic anywhere: a region needs no marking.
#define WTF8_SIMD_TARGET_BEGIN(isa)
#define WTF8_SIMD_TARGET_END
#endif

// A small helper that must be inlined into its (region) caller, so that it is compiled with the
// caller's instruction set.
#if defined(__GNUC__) || defined(__clang__)
#define WTF8_SIMD_INLINE __attribute__((always_inline)) inline
#elif defined(_MSC_VER)
#define WTF8_SIMD_INLINE __forceinline
#else
#define WTF8_SIMD_INLINE inline
#endif

#endif  // WTF8_SRC_SIMD_TARGET_REGION_H_
