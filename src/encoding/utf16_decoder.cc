// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The WHATWG UTF-16LE / UTF-16BE decoder (WHATWG Encoding §14.2, "shared UTF-16 decoder") as a
// streaming state machine, plus this library's lossless mode, in which an unpaired surrogate is
// kept as a lone surrogate in the WTF-8 output instead of becoming an error.
//
// The whole code units of a chunk go to the SIMD conversion (src/simd/kernels.h), which joins
// pairs and encodes every other surrogate alone, a block at a time; the lone surrogates in its
// output are then exactly the §14.2 errors, replaced by U+FFFD in place (the same length), or
// reported at their unit's offset. The scalar state machine (`take_byte`) keeps what crosses a
// chunk boundary: a unit's first byte, and a lead surrogate that ends the chunk's units. The plain
// decoder this replaced is kept as the test reference (tests/reference/reference_decoder.h).

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

#include "src/encoding/decoder_facts.h"
#include "src/encoding/error_policy.h"
#include "src/simd/kernels.h"
#include "wtf8/code_point.h"
#include "wtf8/encoding.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/internal/config.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

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

// Units a block of the bulk path holds: its units (8 KiB) and their WTF-8 (at most 12 KiB) stay
// in L1 together.
constexpr std::size_t kBlockUnits = 4096;

// Reads `count` code units of byte order `kBigEndian` from bytes at `p` (any alignment) into
// `units`, 32 units at a time with fixed-size copies and fixed-count loops, which compilers turn
// into vector moves and shifts (one copy of a variable size, up to 8 KiB, became a slow
// `rep movsq` with GCC; a swap loop of a variable count stayed scalar at -O2).
constexpr std::size_t kLoadStep = 32;

// Swaps the bytes of each of kLoadStep units.
void swap_step(char16_t* units) {
  for (std::size_t j = 0; j < kLoadStep; ++j) {
    units[j] = static_cast<char16_t>((units[j] >> 8) | (units[j] << 8));
  }
}

template <bool kBigEndian>
void load_units(const char* p, std::size_t count, char16_t* units) {
  std::size_t k = 0;
#if WTF8_LITTLE_ENDIAN
  for (; count - k >= kLoadStep; k += kLoadStep) {
    std::memcpy(units + k, p + 2 * k, 2 * kLoadStep);
    if (kBigEndian) swap_step(units + k);
  }
#endif
  constexpr unsigned kHi = kBigEndian ? 0 : 1;  // which byte of a unit is its high byte
  for (; k < count; ++k) {
    units[k] = static_cast<char16_t>(static_cast<uint8_t>(p[2 * k + 1 - kHi]) |
                                     static_cast<uint8_t>(p[2 * k + kHi]) << 8);
  }
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
  const simd::Kernels& k = simd::active_kernels();
  char16_t units[kBlockUnits];
  char bytes[3 * kBlockUnits];
  while (count > 0) {
    std::size_t m = count < kBlockUnits ? count : kBlockUnits;
    if (big_endian_) {
      load_units<true>(p, m, units);
    } else {
      load_units<false>(p, m, units);
    }
    // A lead surrogate that ends a block (not the run) is the next block's first unit, so every
    // pair is converted whole (the conversion would encode a lead it sees last on its own).
    if (m < count && wtf8::internal::is_lead_surrogate(units[m - 1])) --m;
    // WTF-8 §4.2 then §6.1: a lead surrogate directly followed by a trail surrogate is one code
    // point (§14.2 step 4), any other surrogate stays alone. 3 bytes a unit always fit.
    const simd::Conversion c = k.utf16_to_wtf8(units, m, bytes, sizeof bytes);
    std::size_t written = c.written;
    if (mode != ErrorMode::kLossless) {
      // The lone surrogates are exactly the §14.2 errors (steps 4 and 6), in input order.
      std::size_t s = k.find_surrogate(bytes, written);
      if (mode == ErrorMode::kFatal && s < written) {
        // The unit's offset: the UTF-16 length of what precedes it, two bytes a unit.
        const uint64_t unit_offset = at + 2 * k.utf16_length(bytes, s);
        // Invariant: bytes[0, s) is complete sequences of the conversion's WTF-8.
        out.append(Wtf8View::from_wtf8_unchecked(std::string_view(bytes, s)));
        handle_error(
            mode,
            wtf8::internal::is_canonical_lead_surrogate(bytes + s) ? kUnpairedLead : kUnpairedTrail,
            unit_offset, out, result);
        return false;
      }
      if (s < written) {
        // Each lone surrogate becomes U+FFFD in place (the same 3 bytes), by the kernels' own
        // lossy copy, as the Encoder and to_utf8_lossy do.
        k.copy_utf8_lossy(bytes, written, bytes, /*stream=*/false);
        result.replaced = true;
      }
    }
    // Invariant: the conversion writes well-formed WTF-8 and U+FFFD replaced whole surrogates.
    // Only lossless output can start with a lone trail surrogate; `append` joins it with a lone
    // lead that `out` may end with (WTF-8 §6.5), exactly as `push` does on the scalar path.
    out.append(Wtf8View::from_wtf8_unchecked(std::string_view(bytes, written)));
    p += 2 * m;
    at += 2 * m;
    count -= m;
  }
  return true;
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
