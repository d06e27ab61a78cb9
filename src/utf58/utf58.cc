// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// UTF-58 encoder and decoder (the UTF-58 specification; docs/specs.md). The byte loops return a
// plain {error, offset, detail} result; only the two public functions turn it into an absl::Status.

#include "wtf8/utf58.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "absl/strings/str_format.h"
#include "src/internal/errors.h"
#include "src/utf58/quibble_tables.h"
#include "wtf8/code_point.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/internal/config.h"

namespace wtf8 {
namespace utf58 {
namespace internal {
namespace {

// ---- encoding -----------------------------------------------------------------------------

struct EncodeResult {
  bool ok;
  std::size_t offset;  // of the lone surrogate, in the view's bytes
  uint32_t surrogate;
};

// Appends the canonical UTF-58 form of scalar value `c` (UTF-58 §Encoding and §Canonical
// Encodings): the rainbow and the letters as a single quibble, anything else as a continuation
// quibble and the fewest value bytes, least significant first. Spare bits are written as 0.
void append_scalar(char32_t c, const DialectTables& tables, std::string& out) {
  if (c == kRainbow) {
    out.push_back(static_cast<char>(kRainbowQuibble));
    return;
  }
  if (c >= U'a' && c <= U'z') {
    out.push_back(static_cast<char>(tables.letter_quibble[c - U'a']));
    return;
  }
  const std::size_t n = min_value_bytes(c);
  out.push_back(static_cast<char>(kFirstContinuation + (n - 1)));
  for (std::size_t k = 0; k < n; ++k) out.push_back(static_cast<char>((c >> (8 * k)) & 0xFF));
}

EncodeResult encode_into(Wtf8View text, const DialectTables& tables, std::string& out) {
  // code_point_indices() yields a split surrogate at either end as the lone surrogate it stands
  // for, at its offset in the view's bytes.
  for (const auto& [offset, cp] : text.code_point_indices()) {
    if (WTF8_PREDICT_FALSE(cp.is_surrogate())) return {false, offset, cp.value()};
    append_scalar(cp.value(), tables, out);
  }
  return {true, text.size(), 0};
}

// ---- decoding -----------------------------------------------------------------------------

enum class DecodeError : uint8_t {
  kNone,
  kSpareBits,     // SpareBits::kReject and a quibble byte with any of its high 3 bits set
  kUnassigned,    // a quibble the dialect gives no meaning
  kTruncated,     // fewer value bytes left than the continuation quibble announces
  kOverLong,      // a value in more value bytes than it needs
  kNonCanonical,  // a letter or the rainbow in a continuation form
  kSurrogate,     // U+D800..U+DFFF: not a scalar value
  kTooLarge,      // above U+10FFFF
};

struct DecodeResult {
  DecodeError error;
  std::size_t offset;  // of the quibble byte starting the bad sequence; the size when kNone
  uint32_t value;      // the decoded value, where the error has one
  bool ok() const { return error == DecodeError::kNone; }
};

// Checks the value of a continuation sequence: kNone when it is the canonical form of a scalar.
DecodeError check_value(uint32_t value, std::size_t value_bytes) {
  if (value_bytes > min_value_bytes(value)) return DecodeError::kOverLong;
  // UTF-58 §Canonical Encodings: these MUST use their single-quibble form. Whether a code point
  // is a "letter" does not depend on the dialect (a..z in both); only its quibble does.
  if (value == kRainbow || (value >= U'a' && value <= U'z')) return DecodeError::kNonCanonical;
  if (wtf8::internal::is_surrogate(value)) return DecodeError::kSurrogate;
  if (value > wtf8::internal::kMaxCodePoint) return DecodeError::kTooLarge;
  return DecodeError::kNone;
}

DecodeResult decode_into(std::string_view bytes, const DialectTables& tables,
                         utf58::SpareBits spare_bits, Wtf8Buf& out) {
  const std::size_t n = bytes.size();
  std::size_t i = 0;
  while (i < n) {
    const uint8_t byte = static_cast<uint8_t>(bytes[i]);
    if (spare_bits == utf58::SpareBits::kReject && (byte & kSpareBitsMask) != 0) {
      return {DecodeError::kSpareBits, i, byte};
    }
    const uint8_t q = byte & kQuibbleMask;
    const char32_t meaning = (*tables.meanings)[q];
    if (meaning == kUnassigned) return {DecodeError::kUnassigned, i, q};
    if (meaning != kContinuation) {
      // Invariant: `meaning` is the rainbow or a letter, a scalar value.
      out.push(CodePoint::from_u32_unchecked(meaning));
      ++i;
      continue;
    }
    const std::size_t count = value_byte_count(q);
    if (n - i - 1 < count) return {DecodeError::kTruncated, i, q};
    uint32_t value = 0;
    for (std::size_t k = 0; k < count; ++k) {
      value |= static_cast<uint32_t>(static_cast<uint8_t>(bytes[i + 1 + k])) << (8 * k);
    }
    const DecodeError e = check_value(value, count);
    if (e != DecodeError::kNone) return {e, i, value};
    // Invariant: check_value accepted `value`, so it is a scalar value (no surrogate, at most
    // U+10FFFF) and pushing it never joins surrogates: `out` stays valid UTF-8.
    out.push(CodePoint::from_u32_unchecked(value));
    i += 1 + count;
  }
  return {DecodeError::kNone, n, 0};
}

std::string describe(const DecodeResult& r, std::string_view bytes, const DialectTables& tables) {
  const uint8_t q = static_cast<uint8_t>(bytes[r.offset]) & kQuibbleMask;
  switch (r.error) {
    case DecodeError::kNone:
      return "valid";
    case DecodeError::kSpareBits:
      return absl::StrFormat("quibble byte 0x%02X has non-zero spare bits (SpareBits::kReject)",
                             r.value);
    case DecodeError::kUnassigned:
      return absl::StrFormat("quibble %u is unassigned in the %s dialect", r.value, tables.name);
    case DecodeError::kTruncated:
      return absl::StrFormat("truncated sequence: quibble %u announces %u value byte(s), %u left",
                             q, value_byte_count(q), bytes.size() - r.offset - 1);
    case DecodeError::kOverLong:
      return absl::StrFormat("over-long form: value 0x%X written in %u value bytes, fits in %u",
                             r.value, value_byte_count(q), min_value_bytes(r.value));
    case DecodeError::kNonCanonical:
      if (r.value == kRainbow) {
        return absl::StrFormat("U+1F308 written with quibble %u; its canonical form is quibble 0",
                               q);
      }
      return absl::StrFormat("'%c' written with quibble %u; its canonical form is quibble %u",
                             static_cast<char>(r.value), q, tables.letter_quibble[r.value - U'a']);
    case DecodeError::kSurrogate:
      return absl::StrFormat("surrogate U+%04X is not a Unicode scalar value", r.value);
    case DecodeError::kTooLarge:
      return absl::StrFormat("value 0x%X is above U+10FFFF", r.value);
  }
  return "invalid";
}

}  // namespace
}  // namespace internal
}  // namespace utf58

namespace utf58 {
namespace internal {

absl::StatusOr<std::string> encode(Wtf8View text, Dialect dialect) {
  std::string out;
  out.reserve(text.size());
  const internal::EncodeResult r = internal::encode_into(text, internal::tables_for(dialect), out);
  if (!r.ok) {
    return wtf8::internal::invalid_input_at(
        "cannot encode as UTF-58",
        absl::StrFormat("lone surrogate U+%04X is not a Unicode scalar value", r.surrogate),
        r.offset);
  }
  return out;
}

}  // namespace internal

absl::StatusOr<Wtf8Buf> decode(std::string_view bytes, Dialect dialect, SpareBits spare_bits) {
  const internal::DialectTables& tables = internal::tables_for(dialect);
  Wtf8Buf out;
  out.reserve(bytes.size());
  const internal::DecodeResult r = internal::decode_into(bytes, tables, spare_bits, out);
  if (!r.ok()) {
    return wtf8::internal::invalid_input_at("invalid UTF-58", internal::describe(r, bytes, tables),
                                            r.offset);
  }
  return out;
}

}  // namespace utf58
}  // namespace wtf8
