// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Test-only: the reference streaming decoder (reference_decoder.h). This is the decoder as it was
// before the kernels took the bulk of each chunk; keep it plain. The BOM table and the error
// messages are the library's own (src/encoding/decoder_facts.h): they are facts the two must
// share to the letter, not decoding.

#include "tests/reference/reference_decoder.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "absl/status/status.h"
#include "src/encoding/decoder_facts.h"
#include "src/encoding/error_policy.h"
#include "src/internal/errors.h"
#include "wtf8/code_point.h"
#include "wtf8/encoding.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/internal/bytes/utf8_decoder_state.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace encoding {
namespace testing {
namespace {

using internal::byte_at;
using internal::ByteOrderMark;
using internal::DecodeResult;
using internal::handle_error;
using internal::kByteOrderMarks;
using internal::kOddByte;
using internal::kTruncated;
using internal::kUnpairedLead;
using internal::kUnpairedLeadAtEnd;
using internal::kUnpairedTrail;
using internal::looks_for;
using internal::reason_for;
using internal::scalar;
using internal::Step;
using internal::unimplemented;
using internal::what_for;

CodePoint unit_code_point(uint32_t unit) { return CodePoint::from_u32_unchecked(unit); }

bool unpaired(uint16_t surrogate, uint64_t offset, const char* reason, ErrorMode mode, Wtf8Buf& out,
              DecodeResult& result) {
  if (mode == ErrorMode::kLossless) {
    // Invariant: `push` keeps `out` well-formed WTF-8 (it joins a pair if one forms).
    out.push(unit_code_point(surrogate));
    return true;
  }
  return handle_error(mode, reason, offset, out, result);
}

}  // namespace

// ---- UTF-8 (§A.1) ------------------------------------------------------------------------------

DecodeResult ReferenceDecoder::Utf8::decode(std::string_view chunk, uint64_t offset, bool last,
                                            ErrorMode mode, Wtf8Buf& out) {
  DecodeResult result;
  const char* const p = chunk.data();
  const std::size_t n = chunk.size();
  std::size_t i = 0;
  // A sequence begun in an earlier chunk is finished byte by byte.
  while (!machine.idle() && i < n) {
    const uint8_t byte = byte_at(chunk, i);
    uint32_t cp = 0;
    const Step step = machine.feed(byte, &cp);
    if (step == Step::kNeedMore) {
      ++i;
    } else if (step == Step::kCodePoint) {
      out.push(scalar(cp));
      ++i;
    } else if (!handle_error(mode, reason_for(step, byte), sequence_start, out, result)) {
      return result;
    }
  }
  if (!machine.idle()) {
    if (last && machine.finish()) handle_error(mode, kTruncated, sequence_start, out, result);
    return result;
  }
  const std::string_view rest = chunk.substr(i);
  const bool finished = wtf8::internal::walk_utf8(
      rest, last, machine,
      [&](std::size_t begin, std::size_t end) {
        // Invariant: bytes the §A.1 machine accepted are UTF-8, hence WTF-8.
        out.append(Wtf8View::from_wtf8_unchecked(std::string_view(p + i + begin, end - begin)));
      },
      [&](std::size_t begin, std::size_t end, wtf8::internal::Utf8Fault fault) {
        const char* reason = kTruncated;
        if (fault == wtf8::internal::Utf8Fault::kInvalidByte) {
          reason = reason_for(Step::kError, byte_at(rest, end - 1));
        } else if (fault == wtf8::internal::Utf8Fault::kUnexpectedByte) {
          reason = reason_for(Step::kErrorReprocess, byte_at(rest, end));
        }
        return handle_error(mode, reason, offset + i + begin, out, result);
      });
  if (finished && !machine.idle()) sequence_start = offset + n - machine.pending();
  return result;
}

// ---- UTF-16LE/BE (§A.2) ------------------------------------------------------------------------

DecodeResult ReferenceDecoder::Utf16::decode(std::string_view chunk, uint64_t offset, bool last,
                                             ErrorMode mode, Wtf8Buf& out) {
  DecodeResult result;
  for (std::size_t i = 0; i < chunk.size(); ++i) {
    const uint8_t byte = static_cast<uint8_t>(chunk[i]);
    if (!has_lead_byte) {  // step 2
      has_lead_byte = true;
      lead_byte = byte;
      lead_byte_offset = offset + i;
      continue;
    }
    has_lead_byte = false;  // step 3
    const uint16_t unit = big_endian ? static_cast<uint16_t>((lead_byte << 8) | byte)
                                     : static_cast<uint16_t>((byte << 8) | lead_byte);
    const uint64_t unit_offset = lead_byte_offset;
    if (lead_surrogate != 0) {  // step 4
      const uint16_t lead = lead_surrogate;
      lead_surrogate = 0;
      if (wtf8::internal::is_trail_surrogate(unit)) {
        out.push(unit_code_point(wtf8::internal::join_surrogates(lead, unit)));
        continue;
      }
      if (!unpaired(lead, lead_surrogate_offset, kUnpairedLead, mode, out, result)) return result;
    }
    if (wtf8::internal::is_lead_surrogate(unit)) {  // step 5
      lead_surrogate = unit;
      lead_surrogate_offset = unit_offset;
    } else if (wtf8::internal::is_trail_surrogate(unit)) {  // step 6
      if (!unpaired(unit, unit_offset, kUnpairedTrail, mode, out, result)) return result;
    } else {  // step 7
      out.push(unit_code_point(unit));
    }
  }
  if (last && (has_lead_byte || lead_surrogate != 0)) {  // step 1
    const bool odd_byte = has_lead_byte;
    const uint16_t lead = lead_surrogate;
    has_lead_byte = false;
    lead_surrogate = 0;
    if (mode == ErrorMode::kLossless) {
      if (lead != 0) unpaired(lead, lead_surrogate_offset, kUnpairedLeadAtEnd, mode, out, result);
      if (odd_byte) handle_error(mode, kOddByte, lead_byte_offset, out, result);
    } else if (lead != 0) {
      handle_error(mode, kUnpairedLeadAtEnd, lead_surrogate_offset, out, result);
    } else {
      handle_error(mode, kOddByte, lead_byte_offset, out, result);
    }
  }
  return result;
}

// ---- the stream: BOM, offsets, sticky errors (§6) ----------------------------------------------

ReferenceDecoder::ReferenceDecoder(Encoding encoding, ErrorMode mode, Bom bom) noexcept
    : configured_(encoding), active_(encoding), mode_(mode), bom_(bom) {
  utf16_.big_endian = encoding == Encoding::kUtf16Be;
}

void ReferenceDecoder::reset() noexcept { *this = ReferenceDecoder(configured_, mode_, bom_); }

absl::Status ReferenceDecoder::decode(std::string_view chunk, bool last, Wtf8Buf& out) {
  if (!error_.ok()) return error_;
  if (finished_) reset();
  absl::Status status = decode_body(chunk, last, out);
  if (!status.ok()) {
    error_ = status;
  } else if (last) {
    finished_ = true;
  }
  return status;
}

absl::Status ReferenceDecoder::decode_body(std::string_view chunk, bool last, Wtf8Buf& out) {
  if (!bom_decided_) {
    bool matched = false;
    while (true) {
      const std::string_view held(bom_bytes_, bom_size_);
      bool may_grow = false;
      for (const ByteOrderMark& mark : kByteOrderMarks) {
        if (!looks_for(bom_, configured_, mark.encoding)) continue;
        if (held == mark.bytes) {
          matched = true;
          active_ = mark.encoding;
        } else if (mark.bytes.substr(0, held.size()) == held) {
          may_grow = true;
        }
      }
      if (matched || !may_grow || chunk.empty()) {
        if (!matched && may_grow && !last) return absl::OkStatus();
        break;
      }
      bom_bytes_[bom_size_++] = chunk.front();
      chunk.remove_prefix(1);
    }
    bom_decided_ = true;
    utf16_ = Utf16();
    utf16_.big_endian = active_ == Encoding::kUtf16Be;
    if (matched) {
      position_ += bom_size_;
    } else if (bom_size_ > 0) {
      const std::string_view held(bom_bytes_, bom_size_);
      if (absl::Status s = feed(held, /*last=*/false, out); !s.ok()) return s;
    }
    bom_size_ = 0;
  }
  return feed(chunk, last, out);
}

absl::Status ReferenceDecoder::feed(std::string_view bytes, bool last, Wtf8Buf& out) {
  const uint64_t offset = position_;
  position_ += bytes.size();
  DecodeResult result;
  switch (active_) {
    case Encoding::kUtf8:
      result = utf8_.decode(bytes, offset, last, mode_, out);
      break;
    case Encoding::kUtf16Be:
    case Encoding::kUtf16Le:
      result = utf16_.decode(bytes, offset, last, mode_, out);
      break;
    case Encoding::kReplacement:
      result = replacement_.decode(bytes, offset, mode_, out);
      break;
    case Encoding::kXUserDefined:
      internal::decode_x_user_defined(bytes, out);
      break;
    default:
      return unimplemented(active_);
  }
  if (result.replaced) had_errors_ = true;
  if (!result.ok) {
    return wtf8::internal::invalid_input_at(what_for(active_), result.reason,
                                            static_cast<std::size_t>(result.offset));
  }
  return absl::OkStatus();
}

}  // namespace testing
}  // namespace encoding
}  // namespace wtf8
