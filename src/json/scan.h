// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to wtf8 (the :json_scan target); do not include outside src/json/ (and tests/).
//
// The loop behind wtf8/json.h's speed: where, in a run of bytes, the next byte is that quoting or
// unquoting cannot copy as it is. Everything before it is copied in bulk. One contract, several
// implementations: the byte-by-byte reference written from the rules below, 8-byte words (any
// architecture), and on x86-64 SSE2 (baseline there), AVX2 and AVX-512BW (target regions). The
// one in use follows the SIMD kernel table the library picked (src/simd/kernels.h), so
// WTF8_FORCE_KERNELS=scalar|sse4|avx2|avx512 pins it too: scalar -> words, sse4 -> SSE2. Every
// implementation is complete (any length, any alignment, reads p[0, n) only) and
// tests/json_scan_test.cc checks each against the reference at guard pages, at every length and
// alignment.
//
// Example:
//   find_stop(Stops::kUnquote, "ab\\n", 4);          // 2: the backslash
//   find_stop(Stops::kQuoteJs, "\xED\x9F\xBF", 3);  // 3: U+D7FF needs no escape
//   find_stop(Stops::kQuoteJs, "\xED\xA0\x80", 3);  // 0: a lone surrogate does

#ifndef WTF8_SRC_JSON_SCAN_H_
#define WTF8_SRC_JSON_SCAN_H_

#include <cstddef>
#include <cstdint>

namespace wtf8 {
namespace internal {
namespace json {

// Which bytes stop a run.
enum class Stops : uint8_t {
  // Quoting as JSON.stringify does (ECMA-262 QuoteJSONString): '"', '\', 00..1F, and the first
  // byte of a lone surrogate in canonical form (ED followed by A0..BF). ED followed by 80..9F is
  // U+D000..U+D7FF, which is copied.
  kQuoteJs,
  // Quoting as Python's json.dumps does by default (ensure_ascii): '"', '\', and every byte
  // outside 20..7E (controls, DEL, and every byte of a non-ASCII code point).
  kQuoteAscii,
  // Unquoting (RFC 8259 §7): '"', '\' and 00..1F. Bytes 80..FF are not stops: the caller
  // validates each run as UTF-8.
  kUnquote,
};

// The implementations.
enum class ScanIsa : uint8_t { kReference, kWords, kSse2, kAvx2, kAvx512 };

// Whether this build and this CPU can run `isa` (kReference and kWords always can).
bool scan_supported(ScanIsa isa) noexcept;

// The offset of the first stop byte in p[0, n), or n when there is none, found by `isa` (which
// must be supported). Reads p[0, n) only: for kQuoteJs, an ED at p[n - 1] is not a stop, its next
// byte is not there. Any bytes, any alignment; `p` may be null when n is 0.
std::size_t find_stop_with(ScanIsa isa, Stops stops, const char* p, std::size_t n) noexcept;

// The same with the implementation in use (chosen once, from the active kernel table).
std::size_t find_stop(Stops stops, const char* p, std::size_t n) noexcept;

// The same, one byte at a time: the reference the others are tested against.
inline std::size_t find_stop_reference(Stops stops, const char* p, std::size_t n) noexcept {
  return find_stop_with(ScanIsa::kReference, stops, p, n);
}

}  // namespace json
}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_JSON_SCAN_H_
