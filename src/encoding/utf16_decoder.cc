// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The WHATWG UTF-16LE / UTF-16BE decoder (WHATWG Encoding §14.2, "shared UTF-16 decoder") as a
// streaming state machine, plus this library's lossless mode, in which an unpaired surrogate is
// kept as a lone surrogate in the WTF-8 output instead of becoming an error.
//
// The whole code units of a chunk go to one SIMD conversion (src/simd/kernels.h,
// utf16_bytes_to_utf8), which reads them from the bytes in either byte order, joins pairs, and
// replaces every other surrogate (exactly the §14.2 errors) with U+FFFD, stops at it (fatal: the
// error is reported at its unit's offset) or keeps it (lossless), in one pass straight into the
// output. The scalar state machine (`take_byte`) keeps what crosses a chunk boundary: a unit's
// first byte, and a lead surrogate that ends the chunk's units. The plain decoder this replaced
// is kept as the test reference (tests/reference/reference_decoder.h).

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "src/encoding/decoder_facts.h"
#include "src/encoding/error_policy.h"
#include "src/encoding/utf16_append.h"
#include "src/simd/kernels.h"
#include "wtf8/code_point.h"
#include "wtf8/encoding.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/wtf8_buf.h"

namespace wtf8 {
namespace encoding {
namespace internal {
namespace {

CodePoint unit_code_point(uint32_t unit) { return CodePoint::from_u32_unchecked(unit); }

// An unpaired surrogate: kept in lossless mode, an error otherwise. Returns false to stop.
bool unpaired(uint16_t surrogate, uint64_t offset, const char* reason, ErrorMode mode, Wtf8Buf& out,
              DecodeResult& result) {
  if (mode == ErrorMode::kLossless) {
    // Invariant: `push` keeps `out` well-formed WTF-8. The decoder never pushes a lone lead
    // surrogate directly before a trail surrogate (that pair would have been joined in §14.2
    // step 4), so no surrogate pair byte sequence can form within one stream.
    out.push(unit_code_point(surrogate));
    return true;
  }
  return handle_error(mode, reason, offset, out, result);
}

}  // namespace

bool Utf16Decoder::take_byte(uint8_t byte, uint64_t at, ErrorMode mode, Wtf8Buf& out,
                             DecodeResult& result) {
  // §14.2 step 2: the first byte of a code unit waits for the second.
  if (!has_lead_byte_) {
    has_lead_byte_ = true;
    lead_byte_ = byte;
    lead_byte_offset_ = at;
    return true;
  }
  // Step 3.
  has_lead_byte_ = false;
  const uint16_t unit = big_endian_ ? static_cast<uint16_t>((lead_byte_ << 8) | byte)
                                    : static_cast<uint16_t>((byte << 8) | lead_byte_);
  const uint64_t unit_offset = lead_byte_offset_;

  // Step 4: a pending lead surrogate pairs with a trail surrogate or is unpaired.
  if (lead_surrogate_ != 0) {
    const uint16_t lead = lead_surrogate_;
    lead_surrogate_ = 0;
    if (wtf8::internal::is_trail_surrogate(unit)) {
      out.push(unit_code_point(wtf8::internal::join_surrogates(lead, unit)));
      return true;
    }
    // The unit's bytes are "put back": they are processed below as a fresh code unit.
    if (!unpaired(lead, lead_surrogate_offset_, kUnpairedLead, mode, out, result)) return false;
  }
  if (wtf8::internal::is_lead_surrogate(unit)) {  // step 5
    lead_surrogate_ = unit;
    lead_surrogate_offset_ = unit_offset;
  } else if (wtf8::internal::is_trail_surrogate(unit)) {  // step 6
    if (!unpaired(unit, unit_offset, kUnpairedTrail, mode, out, result)) return false;
  } else {  // step 7
    out.push(unit_code_point(unit));
  }
  return true;
}

bool Utf16Decoder::decode_units(const char* p, std::size_t count, uint64_t at, ErrorMode mode,
                                Wtf8Buf& out, DecodeResult& result) {
  namespace simd = wtf8::internal::simd;
  const simd::ByteOrder order = big_endian_ ? simd::ByteOrder::kBig : simd::ByteOrder::kLittle;
  const auto unit_at = [this](const char* q) {
    return big_endian_
               ? static_cast<uint16_t>(static_cast<uint8_t>(q[0]) << 8 | static_cast<uint8_t>(q[1]))
               : static_cast<uint16_t>(static_cast<uint8_t>(q[1]) << 8 |
                                       static_cast<uint8_t>(q[0]));
  };
  // WTF-8 §4.2 then §6.1: a lead surrogate directly followed by a trail surrogate is one code
  // point (§14.2 step 4). Any other surrogate is an error (steps 4 and 6), which the kernel
  // replaces with U+FFFD or stops at as it converts, or keeps (lossless mode), in one pass
  // straight from the bytes into `out`.
  simd::LoneMode policy = simd::LoneMode::kStop;
  if (mode == ErrorMode::kReplacement) policy = simd::LoneMode::kReplace;
  if (mode == ErrorMode::kLossless) {
    policy = simd::LoneMode::kKeep;
    // Only lossless output can start with a lone trail surrogate: `push` joins it with a lone lead
    // that `out` may end with (WTF-8 §6.5), as appending does. The kernel's own output never
    // holds a lead right before a trail.
    const uint16_t first = unit_at(p);
    if (wtf8::internal::is_trail_surrogate(first)) {
      out.push(unit_code_point(first));
      p += 2;
      at += 2;
      --count;
    }
  }
  // Invariant: the kernel writes whole characters of canonical WTF-8 (U+FFFD for each error in
  // replacement mode), so `out` stays canonical.
  const simd::Utf16Conversion c =
      append_utf8_of_utf16(simd::active_kernels(), p, count, order, policy,
                           wtf8::internal::wtf8_buf_bytes_unchecked(out));
  if (!c.lone) return true;
  if (policy == simd::LoneMode::kReplace) {
    result.replaced = true;
    return true;
  }
  // kStop: the unit at c.read is the first error; its offset is that of its first byte.
  const bool lead = wtf8::internal::is_lead_surrogate(unit_at(p + 2 * c.read));
  handle_error(mode, lead ? kUnpairedLead : kUnpairedTrail, at + 2 * c.read, out, result);
  return false;
}

DecodeResult Utf16Decoder::decode(std::string_view chunk, uint64_t offset, bool last,
                                  ErrorMode mode, Wtf8Buf& out) {
  DecodeResult result;
  const char* const p = chunk.data();
  const std::size_t n = chunk.size();
  std::size_t i = 0;
  // What an earlier chunk left (a unit's first byte, a lead surrogate) is finished by the scalar
  // machine, so the bulk starts at a code unit with nothing pending.
  while (i < n && (has_lead_byte_ || lead_surrogate_ != 0)) {
    if (!take_byte(static_cast<uint8_t>(p[i]), offset + i, mode, out, result)) return result;
    ++i;
  }
  // The whole units, except a lead surrogate that ends them (it waits for this chunk's next
  // unit or the next chunk's first one) and an odd byte: the scalar machine takes those.
  std::size_t units = (n - i) / 2;
  if (units > 0) {
    const char* const last_unit = p + i + 2 * (units - 1);
    const uint16_t u = big_endian_ ? static_cast<uint16_t>(static_cast<uint8_t>(last_unit[0]) << 8 |
                                                           static_cast<uint8_t>(last_unit[1]))
                                   : static_cast<uint16_t>(static_cast<uint8_t>(last_unit[1]) << 8 |
                                                           static_cast<uint8_t>(last_unit[0]));
    if (wtf8::internal::is_lead_surrogate(u)) --units;
  }
  if (units > 0) {
    if (!decode_units(p + i, units, offset + i, mode, out, result)) return result;
    i += 2 * units;
  }
  for (; i < n; ++i) {
    if (!take_byte(static_cast<uint8_t>(p[i]), offset + i, mode, out, result)) return result;
  }

  // Step 1: end-of-queue with a pending lead byte and/or lead surrogate.
  if (last && (has_lead_byte_ || lead_surrogate_ != 0)) {
    const bool odd_byte = has_lead_byte_;
    const uint16_t lead = lead_surrogate_;
    has_lead_byte_ = false;
    lead_surrogate_ = 0;
    if (mode == ErrorMode::kLossless) {
      // Lossless: the lead surrogate is kept; an odd byte still cannot be represented.
      if (lead != 0) unpaired(lead, lead_surrogate_offset_, kUnpairedLeadAtEnd, mode, out, result);
      if (odd_byte) handle_error(mode, kOddByte, lead_byte_offset_, out, result);
    } else if (lead != 0) {
      // One error for both (so UTF-16LE "3D D8 41" gives one U+FFFD), where the sequence began.
      handle_error(mode, kUnpairedLeadAtEnd, lead_surrogate_offset_, out, result);
    } else {
      handle_error(mode, kOddByte, lead_byte_offset_, out, result);
    }
  }
  return result;
}

}  // namespace internal
}  // namespace encoding
}  // namespace wtf8
