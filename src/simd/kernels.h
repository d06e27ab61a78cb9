// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to wtf8 (the :simd target); do not include outside src/.
//
// The hot operations as a table of function pointers, one table per instruction set (scalar,
// SSE4.2, AVX2, AVX-512, NEON), chosen once at run time (dispatch.cc). Every operation is
// complete in every table: it takes the whole input (any length, any alignment, split surrogate
// halves at either end where the contract says so) and returns its whole answer, so callers in
// src/core make one call per job and keep no preconditions of their own. The scalar table is the
// reference the others are tested against (tests/simd_guard_page_test.cc calls every table
// directly), and the only code that decides where and why validation fails: a vector loop that
// meets a block with an error hands the rest to the scalar code from that block on, so results
// are identical whichever table runs.
//
// Example:
//   const Kernels& k = active_kernels();
//   ValidationResult r = k.validate(p, n, Flavor::kWtf8);  // r.offset: the first bad sequence
//   Conversion c = k.utf16_to_wtf8(units, count, buf, sizeof buf);  // c.read < count: buf full
//   Conversion d = k.wtf8_to_utf32(p, n, code_points, 64, false);  // 64 code points at most
//   Utf16Conversion e = k.utf16_bytes_to_utf8(bytes, units, ByteOrder::kBig, LoneMode::kReplace,
//                                             buf, sizeof buf, true);  // e.lone: U+FFFD written

#ifndef WTF8_SRC_SIMD_KERNELS_H_
#define WTF8_SRC_SIMD_KERNELS_H_

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <type_traits>  // std::integral_constant, for vector_ops-inl.h

#include "src/simd/needle_bytes.h"
#include "wtf8/internal/config.h"

namespace wtf8 {
namespace internal {
namespace simd {

// What a validator accepts.
enum class Flavor : uint8_t {
  kUtf8,     // RFC 3629: no surrogates at all
  kWtf8,     // WTF-8 §6: lone surrogates, but no surrogate pair byte sequence
  kOmgWtf8,  // WTF-8, plus a split trail surrogate first and a split lead surrogate last
};

enum class ValidationError : uint8_t {
  kNone,
  kUnexpectedContinuation,  // 80..BF where a sequence must start
  kInvalidByte,             // F5..FF: never appears
  kOverlong,                // C0, C1, E0 80..9F, F0 80..8F
  kTooLarge,                // F4 90..BF: above U+10FFFF
  kSurrogate,               // ED A0..BF in UTF-8
  kSurrogatePair,           // ED A0..AF xx ED B0..BF xx in WTF-8
  kExpectedContinuation,    // a sequence interrupted by a byte that is not 80..BF
  kTruncated,               // a sequence cut off by the end of the input
};

struct ValidationResult {
  ValidationError error;
  std::size_t offset;  // first byte of the offending sequence; the size when error == kNone
  bool ok() const { return error == ValidationError::kNone; }
};

// The code point iterator's windows (wtf8/code_points.h, decode_window): the positions a window
// covers, and the bytes from its start decode_window may read (the widest step's reads).
inline constexpr std::size_t kWindowBytes = 64;
inline constexpr std::size_t kWindowReads = 80;

// How much of the input a conversion consumed (`read`, in input units) and how much it wrote
// (`written`, in output units). read < input size only when the output capacity ran out.
struct Conversion {
  std::size_t read;
  std::size_t written;
};

// The byte order of UTF-16 read from bytes (utf16_bytes_to_utf8).
enum class ByteOrder : uint8_t { kLittle, kBig };
// The byte order of a char16_t in memory on this machine (WTF8_LITTLE_ENDIAN).
inline constexpr ByteOrder kNativeUtf16 = WTF8_LITTLE_ENDIAN ? ByteOrder::kLittle : ByteOrder::kBig;

// What a conversion from UTF-16 does with a lone surrogate (one that is not the lead or the trail
// of a lead-trail pair).
enum class LoneMode : uint8_t {
  kKeep,     // encoded alone, 3 bytes (WTF-8 §4.2 then §6.1): the output is WTF-8
  kReplace,  // U+FFFD, EF BF BD (the same 3 bytes; WHATWG Encoding's UTF-8 encoder): UTF-8
  kStop,     // the conversion stops before it (a fatal error, reported by the caller): UTF-8
};

// A conversion with a treatment of lone surrogates (utf16_bytes_to_utf8, wtf8_to_utf16_bytes):
// `read` input units, `written` output units (bytes for UTF-8, units for UTF-16), and `lone`:
// with kReplace, whether a lone surrogate in what was read was replaced; with kStop, whether a
// lone surrogate starts at in[read] (the conversion stopped before it; false when it stopped for
// room or at the end); with kKeep always false.
struct Utf16Conversion {
  std::size_t read;
  std::size_t written;
  bool lone;
};

// The outcome of a prefiltered search: `match` is the first occurrence, or kNone when there is no
// occurrence starting before `resume` (the caller searches on from there with a linear method).
struct FindResult {
  static constexpr std::size_t kNone = static_cast<std::size_t>(-1);
  std::size_t match;
  std::size_t resume;
};

// One test of the search's pair filter, on the haystack bytes at fixed distances from a
// candidate position i: it passes when (h[i + offset] & mask) == value, or when
// (h[i + alt_offset] & alt_mask) == alt. A test of one byte repeats its first half as the second.
struct ByteTest {
  std::size_t offset;
  uint8_t mask;
  uint8_t value;
  std::size_t alt_offset;
  uint8_t alt_mask;
  uint8_t alt;
};

// The pair filter: a position i of a haystack h[0, n) is a candidate when i + span <= n and both
// tests pass there (span > every offset, so every byte tested lies inside the haystack).
struct PairFilter {
  ByteTest first;
  ByteTest second;
  std::size_t span;
};

// Which bytes stop a run of a JSON string literal's text (find_json_stop): the bytes quoting or
// unquoting cannot copy as they are (RFC 8259 §7 requires '"', '\\' and U+0000..U+001F escaped in
// a literal, and a parser must stop at each of them).
enum class JsonStops : uint8_t {
  // Quoting as JSON.stringify does (ECMA-262 QuoteJSONString): '"', '\\', 00..1F, and the first
  // byte of a lone surrogate in canonical form (ED followed by A0..BF). ED followed by 80..9F is
  // U+D000..U+D7FF, which is copied.
  kQuoteJs,
  // Quoting as Python's json.dumps does by default (ensure_ascii): '"', '\\', and every byte
  // outside 20..7E (controls, DEL, and every byte of a non-ASCII code point).
  kQuoteAscii,
  // Unquoting (RFC 8259 §7): '"', '\\' and 00..1F. Bytes 80..FF are not stops: the caller
  // validates each run as UTF-8.
  kUnquote,
};

// In every operation below, the input may be any bytes or units at any address (no alignment,
// no padding: nothing is read before p[0] or at p[n] or beyond), and nothing is written outside
// the stated output range. An "OMG view" is well-formed WTF-8 that may additionally begin with a
// split trail surrogate (three continuation bytes) and end with a split lead surrogate (the first
// three bytes of a 4-byte sequence), as a Wtf8View may (OMG-WTF-8). Operations documented for an
// OMG view give unspecified results on other bytes, but still stay in bounds.
struct Kernels {
  // "scalar", "sse4", "avx2", "avx512", "neon": the WTF8_FORCE_KERNELS spelling.
  const char* name;

  // Validates p[0, n) as `flavor`: {kNone, n}, or the first error and the offset of the sequence
  // it is in (RFC 3629 §4, WTF-8 §6, OMG-WTF-8).
  ValidationResult (*validate)(const char* p, std::size_t n, Flavor flavor);

  // Potentially ill-formed UTF-16 to WTF-8 (WTF-8 §4.2 then §6.1): a lead surrogate directly
  // followed by a trail surrogate is one 4-byte sequence; any other surrogate is encoded alone
  // (3 bytes), including a lead at in[n - 1]. Converts the longest prefix in[0, read) whose WTF-8
  // fits in out[0, capacity), never ending between the two units of a pair, and writes nothing
  // else. capacity >= 3 * n always suffices.
  Conversion (*utf16_to_wtf8)(const char16_t* in, std::size_t n, char* out, std::size_t capacity);

  // UTF-16 as bytes (a byte stream: any address, units in `order`) to UTF-8, with every lone
  // surrogate kept (the output is then WTF-8, as utf16_to_wtf8's), replaced by U+FFFD or
  // stopped at (`lone`), in one pass. In[0, 2n) holds n units; a lead surrogate directly followed
  // by a trail surrogate is one 4-byte sequence, any other surrogate is lone, including a lead at
  // unit n - 1. Converts the longest prefix of in whose output fits in out[0, capacity), never
  // ending between the two units of a pair (and with kStop not past a lone surrogate), and
  // writes nothing else, unless `scratch`: then out[written, capacity) may be overwritten too (a
  // buffer of the caller's own, which the vector loops then fill directly instead of through
  // pieces copied out). capacity >= 3 * n always suffices. The streaming Encoder and Decoder and
  // utf8_encode_into make one call per chunk (no second pass to find or replace surrogates).
  //   utf16_bytes_to_utf8("\x3D\xD8a\0", 2, kLittle, kReplace, out, 6, false)  // {2, 4, true}:
  //                                                            // EF BF BD 61
  //   utf16_bytes_to_utf8("\0a\xD8\x3D", 2, kBig, kStop, out, 6, false)  // {1, 1, true}: 61
  Utf16Conversion (*utf16_bytes_to_utf8)(const char* in, std::size_t n, ByteOrder order,
                                         LoneMode lone, char* out, std::size_t capacity,
                                         bool scratch);

  // The exact number of bytes utf16_to_wtf8 writes for in[0, n) given room.
  std::size_t (*wtf8_length_of_utf16)(const char16_t* in, std::size_t n);

  // An OMG view to potentially ill-formed UTF-16 (WTF-8 §6.2 then §4.1): each sequence to its
  // code unit(s), a split half to the one surrogate unit it stands for. Converts the longest
  // prefix in[0, read) of whole sequences whose units fit in out[0, capacity) (a 4-byte sequence
  // needs two) and writes nothing else. capacity >= n always suffices.
  Conversion (*wtf8_to_utf16)(const char* in, std::size_t n, char16_t* out, std::size_t capacity);

  // Canonical WTF-8 (well-formed whole sequences, no split halves) to UTF-16 as bytes in `order`
  // (WTF-8 §6.2 then §4.1), each lone surrogate (ED A0..BF xx) kept as its unit (potentially
  // ill-formed UTF-16), replaced by U+FFFD or stopped at (`lone`), in one pass: the streaming
  // Encoder's UTF-16 outputs. Converts the longest prefix in[0, read) of whole sequences whose
  // units fit in `capacity` units at out (2 * capacity bytes, any address; a 4-byte sequence
  // needs two units; `written` counts units) and with kStop holds no lone surrogate, and writes
  // nothing else, unless `scratch` (then out[2 * written, 2 * capacity) may be overwritten too).
  // capacity >= n always suffices. Unspecified results on other bytes, but still in bounds.
  //   wtf8_to_utf16_bytes("a\xED\xA0\x80", 4, kBig, kReplace, out, 4, false)  // {4, 2, true}:
  //                                                                      // 00 61 FF FD
  Utf16Conversion (*wtf8_to_utf16_bytes)(const char* in, std::size_t n, ByteOrder order,
                                         LoneMode lone, char* out, std::size_t capacity,
                                         bool scratch);

  // The number of code points of an OMG view (a split half counts as one).
  std::size_t (*code_point_count)(const char* p, std::size_t n);

  // The number of UTF-16 units wtf8_to_utf16 writes for an OMG view given room.
  std::size_t (*utf16_length)(const char* p, std::size_t n);

  // The offset of the first lone surrogate in canonical form (ED A0..BF xx, all three bytes
  // inside p[0, n)) in well-formed WTF-8, or n when there is none. Split halves are not looked
  // for (the caller knows its view's ends).
  std::size_t (*find_surrogate)(const char* p, std::size_t n);

  // Lossy UTF-8 (WTF-8 §6.4): writes out[0, n) = in[0, n) with every surrogate of the OMG view
  // (canonical, or split at an end) replaced by U+FFFD (EF BF BD: the same length). `out` may be
  // `in` itself; otherwise the two must not overlap. With `stream`, aligned output blocks are
  // written with non-temporal stores (for outputs too large to stay in cache).
  void (*copy_utf8_lossy)(const char* in, std::size_t n, char* out, bool stream);

  // Searches m[0, size) (size >= 2) in h[0, n): candidates are the positions where the needle's
  // bytes at `pick` (its least common ones: rarest_needle_bytes) both match, each verified with
  // memcmp. Gives up (returning a `resume` point) once failed verifications cost more than about
  // twice the bytes scanned plus 16 needle lengths, so a caller that continues with a linear
  // search stays linear.
  FindResult (*find_prefiltered)(const char* h, std::size_t n, const char* m, std::size_t size,
                                 NeedleBytes pick);

  // The first (`find_candidate`) or last (`rfind_candidate`) candidate position of `f` in
  // h[0, n), or FindResult::kNone. The search engine's filter for needles whose bytes are not all
  // fixed (a surrogate at an end has two byte forms); the engine verifies each candidate itself.
  // Each call costs O(bytes scanned), up to the candidate it returns.
  std::size_t (*find_candidate)(const char* h, std::size_t n, const PairFilter& f);
  std::size_t (*rfind_candidate)(const char* h, std::size_t n, const PairFilter& f);

  // An OMG view to its code points, one 32-bit value per sequence (WTF-8 §6.2, decoding): a lone
  // surrogate (canonical, or a split half at either end) to its surrogate value, as iteration
  // yields it. Converts the longest prefix in[0, read) of whole sequences whose code points fit
  // in out[0, capacity) and writes nothing else, unless `scratch`: then out[read, capacity) may
  // be overwritten too (a buffer of the caller's own, which lets the vector loops store whole
  // vectors up to the end; the code point iterator's). capacity >= n always suffices (so does
  // the code point count).
  Conversion (*wtf8_to_utf32)(const char* in, std::size_t n, char32_t* out, std::size_t capacity,
                              bool scratch);

  // The offset of the first byte of p[0, n) that `stops` stops at, or n when there is none: any
  // bytes (not only WTF-8). kQuoteJs's two-byte stop is looked for inside p[0, n) only: an ED at
  // p[n - 1] is not a stop (its next byte is not there). wtf8/json.h copies the run before it
  // in bulk.
  //   find_json_stop("ab\\n", 4, JsonStops::kUnquote);           // 2: the backslash
  //   find_json_stop("\xED\x9F\xBF", 3, JsonStops::kQuoteJs);   // 3: U+D7FF needs no escape
  //   find_json_stop("\xED\xA0\x80", 3, JsonStops::kQuoteJs);   // 0: a lone surrogate does
  std::size_t (*find_json_stop)(const char* p, std::size_t n, JsonStops stops);

  // One window of the code point iterator: the code points of the sequences that start in
  // in[0, kWindowBytes), in order, to out[0, kWindowBytes); returns how many. The bytes before the
  // first start (the end of a sequence begun before the window) start nothing. Each start begins
  // a whole well-formed WTF-8 sequence (one may end up to 3 bytes past kWindowBytes), and
  // in[0, kWindowReads) must be readable: no ends to check, which makes it one or two steps of
  // the vector loop. May write anything inside out[0, kWindowBytes). Split halves are the
  // caller's (wtf8_to_utf32 takes them).
  std::size_t (*decode_window)(const char* in, char32_t* out);
};

// The scalar table: plain loops, correct on any CPU; the reference.
const Kernels& scalar_kernels();

// The table in use: chosen on first call from the CPU, or WTF8_FORCE_KERNELS
// (scalar|sse4|avx2|avx512|neon; an unsupported or unknown name falls back to the best
// supported). Allocates nothing and cannot fail. Inline: after the first call, one load.
const Kernels& active_kernels() noexcept;

namespace dispatch_internal {
// The chosen table, null until the first call (dispatch.cc).
extern std::atomic<const Kernels*> g_active;
const Kernels& choose_active() noexcept;
}  // namespace dispatch_internal

inline const Kernels& active_kernels() noexcept {
  const Kernels* k = dispatch_internal::g_active.load(std::memory_order_acquire);
  return k != nullptr ? *k : dispatch_internal::choose_active();
}

// The tables this CPU can run, scalar first and the best last (tests and benchmarks pin each
// one). Returns how many it wrote to `out` (at most kMaxKernels).
inline constexpr std::size_t kMaxKernels = 5;
std::size_t supported_kernels(const Kernels* out[kMaxKernels]) noexcept;

// Test hook: makes `k` (one of supported_kernels()) the active table; returns the previous one.
const Kernels* set_active_kernels_for_testing(const Kernels* k) noexcept;

// Per-ISA tables; null when the ISA is not compiled in (another architecture) or the CPU lacks it.
const Kernels* sse4_kernels() noexcept;
const Kernels* avx2_kernels() noexcept;
const Kernels* avx512_kernels() noexcept;
const Kernels* neon_kernels() noexcept;

}  // namespace simd
}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_SIMD_KERNELS_H_
