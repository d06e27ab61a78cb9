// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to wtf8 (the :simd target). The scalar operations by name: the reference every other
// table is tested against, and the pieces the vector tables share with it: the validator the
// vector loops hand an error block (or the tail) to, the tails of the conversions, and the
// handling of split surrogate halves at a view's ends. See kernels.h for each operation's
// contract.

#ifndef WTF8_SRC_SIMD_SCALAR_H_
#define WTF8_SRC_SIMD_SCALAR_H_

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "src/simd/kernels.h"

namespace wtf8 {
namespace internal {
namespace simd {
namespace scalar {

// The complete operations (kernels.h). The two conversions are inline (scalar-inl.h), so that
// short inputs can run them without a call through the table (short_inputs.h).
ValidationResult validate(const char* p, std::size_t n, Flavor flavor);
inline Conversion utf16_to_wtf8(const char16_t* in, std::size_t n, char* out, std::size_t capacity);
inline Utf16Conversion utf16_bytes_to_utf8(const char* in, std::size_t n, ByteOrder order,
                                           LoneMode lone, char* out, std::size_t capacity,
                                           bool scratch);
std::size_t wtf8_length_of_utf16(const char16_t* in, std::size_t n);
inline Conversion wtf8_to_utf16(const char* in, std::size_t n, char16_t* out, std::size_t capacity);
inline Utf16Conversion wtf8_to_utf16_bytes(const char* in, std::size_t n, ByteOrder order,
                                           LoneMode lone, char* out, std::size_t capacity,
                                           bool scratch);
std::size_t code_point_count(const char* p, std::size_t n);
std::size_t utf16_length(const char* p, std::size_t n);
std::size_t find_surrogate(const char* p, std::size_t n);
void copy_utf8_lossy(const char* in, std::size_t n, char* out, bool stream);
FindResult find_prefiltered(const char* h, std::size_t n, const char* m, std::size_t size,
                            NeedleBytes pick);
std::size_t find_candidate(const char* h, std::size_t n, const PairFilter& f);
std::size_t rfind_candidate(const char* h, std::size_t n, const PairFilter& f);
Conversion wtf8_to_utf32(const char* in, std::size_t n, char32_t* out, std::size_t capacity,
                         bool scratch);
std::size_t find_json_stop(const char* p, std::size_t n, JsonStops stops);
std::size_t decode_window(const char* in, char32_t* out);

// Whether p[0] is a byte `stops` stops at (find_json_stop), given the `avail` >= 1 bytes at p:
// the reference's test of one byte, inline for callers that look at the byte after a stop
// (wtf8/json.h's escapes, which come in runs) without a call through the table.
inline bool json_stop_at(const char* p, std::size_t avail, JsonStops stops);

// ---- pieces the vector tables build on ------------------------------------------------------

// The OMG-WTF-8 head of a validation: {kNone, 3} when `flavor` is kOmgWtf8 and p starts with a
// split trail surrogate, {kNone, 0} when there is nothing to skip, or the error at 0.
ValidationResult validate_head(const char* p, std::size_t n, Flavor flavor);

// Validates p[from, n) as the rest of p[0, n): `from` must be where validate_head left off or a
// sequence start that does not directly follow a lead surrogate sequence (so that a pair
// across `from` is still seen). Returns what validate(p, n, flavor) returns.
ValidationResult validate_from(const char* p, std::size_t n, std::size_t from, Flavor flavor);

// wtf8_to_utf16 for well-formed WTF-8 without split halves (whole sequences only).
inline Conversion wtf8_to_utf16_whole(const char* in, std::size_t n, char16_t* out,
                                      std::size_t capacity);

// wtf8_to_utf32 for well-formed WTF-8 without split halves (whole sequences only).
Conversion wtf8_to_utf32_whole(const char* in, std::size_t n, char32_t* out, std::size_t capacity);

// A conversion of an OMG view to one output unit per split half (UTF-16 or UTF-32: a split half
// is one surrogate either way): its split halves converted here, the whole sequences between
// them by `whole` (a function of the wtf8_to_utf16_whole shape, for `Unit`).
template <typename Unit, typename Whole>
Conversion wtf8_to_units_omg(const char* in, std::size_t n, Unit* out, std::size_t capacity,
                             Whole whole);

// wtf8_to_units_omg for UTF-16.
template <typename Whole>
Conversion wtf8_to_utf16_omg(const char* in, std::size_t n, char16_t* out, std::size_t capacity,
                             Whole whole) {
  return wtf8_to_units_omg(in, n, out, capacity, whole);
}

// copy_utf8_lossy of an OMG view, with the middle copied by `blocks(in, n, out, stream, &carry)`:
// a vector loop that copies a prefix in[0, k) of whole blocks to out (k returned), replacing the
// canonical surrogates that start in it and its first `carry` bytes (the rest of a replacement
// begun before `in`), leaving in `carry` how many bytes of a replacement begun in it lie past k;
// it may work in place (out == in).
template <typename Blocks>
void copy_utf8_lossy_with(const char* in, std::size_t n, char* out, bool stream,
                          std::size_t block_bytes, Blocks blocks);

// out[begin, end) = in[begin, end) with the first `carry` bytes written as the last bytes of
// U+FFFD (a replacement begun before `begin`) and every canonical surrogate that starts in
// [begin + carry, end) as U+FFFD (only its bytes before `end`); returns how many bytes of a
// replacement begun here lie past `end`. In place when out == in.
std::size_t copy_canonical_lossy(const char* in, std::size_t n, char* out, std::size_t begin,
                                 std::size_t end, std::size_t carry);

// p[0, r) (r <= 16) as two little-endian 64-bit words, zero bytes after, reading nothing past
// p[r - 1]: the partial loads of the vector tables without masked loads build a vector from it
// (two overlapping word loads, the second shifted down past the bytes the first already holds).
struct Partial16 {
  uint64_t lo, hi;
};
inline Partial16 partial16(const char* p, std::size_t r) {
  const auto word = [](const char* q, std::size_t bytes) {
    uint64_t w = 0;
    std::memcpy(&w, q, bytes);  // little-endian: q[0] in the low byte
    return w;
  };
  if (r >= 8) return {word(p, 8), r == 8 ? 0 : word(p + r - 8, 8) >> (8 * (16 - r))};
  if (r >= 4) return {word(p, 4) | (word(p + r - 4, 4) >> (8 * (8 - r))) << 32, 0};
  if (r == 0) return {0, 0};
  const uint64_t first = static_cast<uint8_t>(p[0]);
  const uint64_t mid = static_cast<uint8_t>(p[r / 2]);
  const uint64_t last = static_cast<uint8_t>(p[r - 1]);
  return {r == 1 ? first : r == 2 ? first | last << 8 : first | mid << 8 | last << 16, 0};
}

}  // namespace scalar
}  // namespace simd
}  // namespace internal
}  // namespace wtf8

#include "src/simd/scalar-inl.h"  // IWYU pragma: export

#endif  // WTF8_SRC_SIMD_SCALAR_H_
