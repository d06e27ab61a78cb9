// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The WHATWG UTF-16LE / UTF-16BE decoder (WHATWG Encoding §14.2, "shared UTF-16 decoder") as a
// streaming state machine, plus this library's lossless mode, in which an unpaired surrogate is
// kept as a lone surrogate in the WTF-8 output instead of becoming an error.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "src/encoding/error_policy.h"
#include "wtf8/code_point.h"
#include "wtf8/encoding.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/wtf8_buf.h"

namespace wtf8 {
namespace encoding {
namespace internal {
namespace {

constexpr const char* kUnpairedLead = "unpaired lead surrogate";
constexpr const char* kUnpairedTrail = "unpaired trail surrogate";
constexpr const char* kUnpairedLeadAtEnd = "lead surrogate truncated by the end of the input";
constexpr const char* kOddByte = "odd byte at the end of the input (half a code unit)";

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

DecodeResult Utf16Decoder::decode(std::string_view chunk, uint64_t offset, bool last,
                                  ErrorMode mode, Wtf8Buf& out) {
  DecodeResult result;
  for (std::size_t i = 0; i < chunk.size(); ++i) {
    const uint8_t byte = static_cast<uint8_t>(chunk[i]);
    // §14.2 step 2: the first byte of a code unit waits for the second.
    if (!has_lead_byte_) {
      has_lead_byte_ = true;
      lead_byte_ = byte;
      lead_byte_offset_ = offset + i;
      continue;
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
        continue;
      }
      // The unit's bytes are "put back": they are processed below as a fresh code unit.
      if (!unpaired(lead, lead_surrogate_offset_, kUnpairedLead, mode, out, result)) {
        return result;
      }
    }
    if (wtf8::internal::is_lead_surrogate(unit)) {  // step 5
      lead_surrogate_ = unit;
      lead_surrogate_offset_ = unit_offset;
    } else if (wtf8::internal::is_trail_surrogate(unit)) {  // step 6
      if (!unpaired(unit, unit_offset, kUnpairedTrail, mode, out, result)) return result;
    } else {  // step 7
      out.push(unit_code_point(unit));
    }
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
