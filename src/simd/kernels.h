// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to wtf8 (the :simd target); do not include outside src/.
//
// The hot loops as a table of function pointers, one table per instruction set, chosen once at
// run time (dispatch.cc). Every kernel works on whole blocks only and returns how far it got; the
// scalar code in src/core/ finishes the tail and is the only code that computes error offsets and
// reasons, so messages and offsets cannot differ between kernels (HOUSE.md §3.7).
//
// Example:
//   const Kernels& k = active_kernels();
//   std::size_t done = k.valid_prefix(p, n, /*wtf8=*/true);  // p[0, done) is well-formed WTF-8
//   // ... the scalar validator continues at p + done and reports any error.

#ifndef WTF8_SRC_SIMD_KERNELS_H_
#define WTF8_SRC_SIMD_KERNELS_H_

#include <cstddef>
#include <cstdint>
#include <vector>

#include "src/simd/needle_bytes.h"

namespace wtf8 {
namespace internal {
namespace simd {

// Units read and bytes (or units) written by a partial conversion.
struct Progress {
  std::size_t read;
  std::size_t written;
};

// The outcome of a prefiltered search: `match` is the first occurrence, or kNone when there is no
// occurrence starting before `resume` (the caller searches on from there with a linear method).
struct FindResult {
  static constexpr std::size_t kNone = static_cast<std::size_t>(-1);
  std::size_t match;
  std::size_t resume;
};

struct Kernels {
  // "scalar", "sse4", "avx2", "avx512": the WTF8_FORCE_KERNELS spelling.
  const char* name;

  // Returns k <= n such that p[0, k) is well-formed (WTF-8 when `wtf8`, else UTF-8) and the scalar
  // validator may resume at k: k starts a sequence, and when `wtf8` no lead surrogate sequence
  // ends at k. May stop early anywhere (at an error, or before a partial block); 0 is always
  // a correct answer.
  std::size_t (*valid_prefix)(const char* p, std::size_t n, bool wtf8);

  // UTF-16 (any, lone surrogates included) to WTF-8 (WTF-8 §6.3): converts a prefix
  // in[0, read) that never ends between a lead and a trail surrogate, writing `written` bytes to
  // `out` (which must have room for 3 * n bytes; the kernel may scribble anywhere in it). The
  // caller converts in[read, n) with the scalar code.
  Progress (*from_utf16)(const char16_t* in, std::size_t n, char* out);

  // The exact WTF-8 length of in[0, n) (complete, no tail left to the caller).
  std::size_t (*wtf8_length_of_utf16)(const char16_t* in, std::size_t n);

  // Well-formed WTF-8 to UTF-16: converts a prefix in[0, read) that ends at a code point
  // boundary, writing `written` <= `read` units to `out` (which must have room for n units; the
  // kernel may scribble anywhere in out[0, n)). The caller finishes with the scalar code.
  Progress (*to_utf16)(const char* in, std::size_t n, char16_t* out);

  // The number of bytes of p[0, n) that are not continuation bytes (80..BF) (complete).
  std::size_t (*count_non_continuation)(const char* p, std::size_t n);

  // The UTF-16 length of well-formed WTF-8 p[0, n): one unit per sequence, two per 4-byte one
  // (complete).
  std::size_t (*utf16_length_of_wtf8)(const char* p, std::size_t n);

  // Lossy UTF-8 output (WTF-8 §6.4): copies in[0, k) to out[0, k) with every canonical surrogate
  // (ED A0..BF xx) written as U+FFFD (EF BF BD, the same length) and returns k. `in` is the rest
  // of a well-formed WTF-8 view (it ends where the view ends) and may start inside a sequence;
  // bytes there that continue an earlier ED sequence are copied as they are. Whole blocks only;
  // k never falls inside a canonical surrogate; out[k, n) may be scribbled on. With `stream`, the
  // blocks are written with non-temporal stores (for outputs too large to stay in cache).
  // 0 is always a correct answer.
  std::size_t (*copy_utf8_lossy)(const char* in, std::size_t n, char* out, bool stream);

  // Searches m[0, size) (size >= 2) in h[0, n): candidates are the positions where the needle's
  // bytes at `pick` (its least common ones: rarest_needle_bytes) both match, each verified with
  // memcmp. Gives up (returning a `resume` point) once failed verifications cost more than about
  // twice the bytes scanned plus 16 needle lengths, so a caller that continues with a linear
  // search stays linear.
  FindResult (*find_prefiltered)(const char* h, std::size_t n, const char* m, std::size_t size,
                                 NeedleBytes pick);
};

// The scalar table: plain loops, correct on any CPU.
const Kernels& scalar_kernels();

// The table in use: chosen on first call from the CPU, or WTF8_FORCE_KERNELS
// (scalar|sse4|avx2|avx512; an unsupported or unknown name falls back to the best supported).
const Kernels& active_kernels();

// Every table this CPU can run, scalar first (tests and benchmarks pin each one).
std::vector<const Kernels*> supported_kernels();

// Test hook: makes `k` (one of supported_kernels()) the active table; returns the previous one.
const Kernels* set_active_kernels_for_testing(const Kernels* k);

// Per-ISA tables; null when the ISA is not compiled in (non-x86) or the CPU lacks it.
const Kernels* sse4_kernels();
const Kernels* avx2_kernels();
const Kernels* avx512_kernels();

}  // namespace simd
}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_SIMD_KERNELS_H_
