// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/internal/bytes/utf8_decoder_state.h
// -----------------------------------------------------------------------------
//
// Internal to wtf8; used by Wtf8Buf::from_utf8_lossy, the WHATWG UTF-8 decoder and
// os::from_posix_bytes; do not include directly.
// IWYU pragma: private, include "wtf8/wtf8.h"
//
// The WHATWG Encoding Standard's UTF-8 decoder (WHATWG Encoding §8.1.1 "UTF-8 decoder") as a
// byte-at-a-time state machine: the one place that decides where an ill-formed sequence ends, so
// that "one U+FFFD per maximal subpart" means the same thing everywhere. It keeps no input; a
// caller may feed bytes from as many chunks as it likes.
//
// `walk_utf8` is the one loop over it: it splits bytes into runs of well-formed UTF-8 and maximal
// ill-formed subparts, and each caller only says what replaces a subpart (U+FFFD, PEP 383
// escapes, an error).

#ifndef WTF8_INTERNAL_BYTES_UTF8_DECODER_STATE_H_
#define WTF8_INTERNAL_BYTES_UTF8_DECODER_STATE_H_

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "wtf8/internal/bytes/utf8_bits.h"

namespace wtf8 {
namespace internal {

class Utf8DecoderState {
 public:
  enum class Step : uint8_t {
    kNeedMore,        // byte consumed, sequence incomplete
    kCodePoint,       // byte consumed, a scalar value is complete
    kError,           // byte consumed; it (with any pending bytes) is ill-formed
    kErrorReprocess,  // the pending bytes are ill-formed; the byte was NOT consumed: feed it again
  };

  // Processes one byte (§8.1.1 steps 2 to 4). On kCodePoint, `*code_point` is set.
  constexpr Step feed(uint8_t byte, uint32_t* code_point) {
    if (needed_ == 0) {
      const LeadByteRule rule = lead_byte_rule(byte, /*allow_surrogates=*/false);
      if (rule.length == 1) {
        *code_point = byte;
        return Step::kCodePoint;
      }
      if (rule.length == 0) return Step::kError;
      needed_ = static_cast<uint8_t>(rule.length - 1);
      lower_ = rule.second_lo;
      upper_ = rule.second_hi;
      cp_ = byte & (0x7Fu >> rule.length);  // the lead byte's payload bits
      return Step::kNeedMore;
    }
    if (byte < lower_ || byte > upper_) {
      reset();
      return Step::kErrorReprocess;
    }
    lower_ = 0x80;
    upper_ = 0xBF;
    cp_ = (cp_ << 6) | (byte & 0x3Fu);
    if (++seen_ < needed_) return Step::kNeedMore;
    *code_point = cp_;
    reset();
    return Step::kCodePoint;
  }

  // End of input (§8.1.1 step 1): returns true (an error) when a sequence was incomplete, and
  // resets.
  constexpr bool finish() {
    const bool incomplete = needed_ != 0;
    reset();
    return incomplete;
  }

  // Bytes of the incomplete sequence consumed so far (0 when idle).
  constexpr std::size_t pending() const { return needed_ == 0 ? 0 : seen_ + 1u; }
  constexpr bool idle() const { return needed_ == 0; }

 private:
  constexpr void reset() {
    cp_ = 0;
    needed_ = 0;
    seen_ = 0;
    lower_ = 0x80;
    upper_ = 0xBF;
  }

  uint32_t cp_ = 0;
  uint8_t needed_ = 0;
  uint8_t seen_ = 0;
  uint8_t lower_ = 0x80;
  uint8_t upper_ = 0xBF;
};

// Why `walk_utf8` ended an ill-formed subpart [begin, end).
enum class Utf8Fault : uint8_t {
  kInvalidByte,     // the subpart is one byte that cannot start a sequence (Step::kError)
  kUnexpectedByte,  // the byte at `end` cannot continue the sequence (Step::kErrorReprocess)
  kTruncated,       // the input ended inside the sequence (`end` is the size)
};

// The length of the complete, well-formed UTF-8 sequence of 2 to 4 bytes at `p` (`n` bytes
// readable), or 0 when there is none (an ASCII byte, an ill-formed or a cut sequence). Reads the
// same table as `Utf8DecoderState`, so a sequence it accepts is one the state machine accepts.
// Example: for "\xC3\xA9x" it is 2; for "\xE0\x80\x80" and for "\xE2\x82" it is 0.
constexpr std::size_t well_formed_sequence_length(const char* p, std::size_t n) {
  const LeadByteRule rule = lead_byte_rule(static_cast<uint8_t>(p[0]), /*allow_surrogates=*/false);
  if (rule.length < 2 || rule.length > n) return 0;
  const uint8_t b1 = static_cast<uint8_t>(p[1]);
  if (b1 < rule.second_lo || b1 > rule.second_hi) return 0;
  for (std::size_t k = 2; k < rule.length; ++k) {
    if (!is_continuation_byte(static_cast<uint8_t>(p[k]))) return 0;
  }
  return rule.length;
}

// Walks `bytes` as the WHATWG UTF-8 decoder reads it (§8.1.1, the maximal-subpart rule), calling
//   `on_well_formed(begin, end)` for each maximal run [begin, end) of well-formed UTF-8 (never
//       empty; ASCII and longer sequences alike, so a caller copies a run in one go), and
//   `on_ill_formed(begin, end, fault)` for each maximal ill-formed subpart [begin, end) (1 to 3
//       bytes; a `Utf8Fault` says why it ended), which returns false to stop the walk,
// in input order, offsets relative to `bytes`. `machine` must be idle. When `last` is false and
// `bytes` ends inside a sequence that may still complete, that sequence's bytes (the last
// `machine.pending()` of `bytes`) stay in `machine` for the next chunk and reach neither callback;
// when `last` is true they are a kTruncated subpart and `machine` ends idle.
// Returns false when `on_ill_formed` stopped the walk, true otherwise.
// Example: "a\xC3\xA9\xE2\x82x\xFF" gives well-formed [0, 3), ill-formed [3, 5) kUnexpectedByte,
//          well-formed [5, 6), ill-formed [6, 7) kInvalidByte.
template <typename OnWellFormed, typename OnIllFormed>
bool walk_utf8(std::string_view bytes, bool last, Utf8DecoderState& machine,
               OnWellFormed&& on_well_formed, OnIllFormed&& on_ill_formed) {
  using Step = Utf8DecoderState::Step;
  const char* const p = bytes.data();
  const std::size_t n = bytes.size();
  std::size_t run = 0;  // where the well-formed bytes not yet reported begin
  std::size_t i = 0;    // where the next sequence begins
  while (true) {
    // Fast path: ASCII runs and complete well-formed sequences extend the run.
    i += ascii_prefix_length(p + i, n - i);
    if (i == n) break;
    const std::size_t len = well_formed_sequence_length(p + i, n - i);
    if (len != 0) {
      i += len;
      continue;
    }
    // Otherwise the state machine decides where the sequence at `i` ends.
    std::size_t j = i;
    Step step;
    uint32_t cp;
    do {
      step = machine.feed(static_cast<uint8_t>(p[j]), &cp);
      if (step != Step::kErrorReprocess) ++j;
    } while (step == Step::kNeedMore && j < n);
    if (step == Step::kCodePoint) {  // well-formed after all: the run goes on
      i = j;
      continue;
    }
    if (run < i) on_well_formed(run, i);
    if (step == Step::kNeedMore) {  // `bytes` ended inside the sequence
      if (!last) return true;
      machine.finish();
      return on_ill_formed(i, n, Utf8Fault::kTruncated);
    }
    if (!on_ill_formed(
            i, j, step == Step::kError ? Utf8Fault::kInvalidByte : Utf8Fault::kUnexpectedByte)) {
      return false;
    }
    i = j;
    run = j;
  }
  if (run < n) on_well_formed(run, n);
  return true;
}

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_INTERNAL_BYTES_UTF8_DECODER_STATE_H_
