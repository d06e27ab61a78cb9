// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The WHATWG UTF-8 decoder (WHATWG Encoding §8.1.1 "UTF-8 decoder") as a streaming decoder. The decisions (where
// a sequence ends, which bytes are ill-formed, which byte is read again) are all made by
// `wtf8::internal::Utf8DecoderState`, the state machine `Wtf8Buf::from_utf8_lossy` uses too; this
// file only adds chunking, error offsets and a fast path that copies runs of accepted bytes at
// once.

#include "wtf8/internal/bytes/utf8_decoder.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "src/encoding/error_policy.h"
#include "wtf8/code_point.h"
#include "wtf8/encoding.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace encoding {
namespace internal {
namespace {

// Index of the first non-ASCII byte in [i, n), or n.
std::size_t skip_ascii(const char* p, std::size_t i, std::size_t n) {
  return i + wtf8::internal::ascii_prefix_length(p + i, n - i);
}

// Appends bytes that the state machine accepted as complete sequences.
void append_accepted(Wtf8Buf& out, const char* p, std::size_t n) {
  if (n == 0) return;
  // Invariant: the bytes are complete sequences the §8.1.1 state machine accepted, i.e. well-formed
  // UTF-8 (no surrogates), hence well-formed WTF-8 that cannot start with a trail surrogate.
  out.append(Wtf8View::from_wtf8_unchecked(std::string_view(p, n)));
}

}  // namespace

DecodeResult Utf8Decoder::decode(std::string_view chunk, uint64_t offset, bool last, ErrorMode mode,
                                 Wtf8Buf& out) {
  DecodeResult result;
  const char* const p = chunk.data();
  const std::size_t n = chunk.size();
  std::size_t i = 0;

  // A sequence that began in an earlier chunk: its first bytes are gone, so finish it byte by byte
  // and push the code point it makes.
  while (!machine_.idle() && i < n) {
    const uint8_t byte = byte_at(chunk, i);
    uint32_t cp = 0;
    const Step step = machine_.feed(byte, &cp);
    if (step == Step::kNeedMore) {
      ++i;
    } else if (step == Step::kCodePoint) {
      out.push(scalar(cp));
      ++i;
    } else {
      // kErrorReprocess (kError needs an idle machine): the byte is read again below.
      if (!handle_error(mode, reason_for(step, byte), sequence_start_, out, result)) {
        return result;
      }
    }
  }

  // From here on the machine is idle at the top of each round. `run` is where the bytes not yet
  // appended begin; they are appended in one go when an error or the end of the chunk comes.
  std::size_t run = i;
  while (i < n) {
    i = skip_ascii(p, i, n);
    if (i == n) break;
    const std::size_t start = i;  // a non-ASCII sequence begins here
    Step step;
    uint32_t cp = 0;
    do {
      step = machine_.feed(byte_at(chunk, i), &cp);
      if (step == Step::kNeedMore || step == Step::kCodePoint) ++i;
    } while (step == Step::kNeedMore && i < n);
    if (step == Step::kCodePoint) continue;  // [start, i) was accepted; the run goes on

    append_accepted(out, p + run, start - run);
    if (step == Step::kNeedMore) {
      // The chunk ends inside the sequence; the machine keeps what it has seen.
      sequence_start_ = offset + start;
      run = n;
      break;
    }
    const char* reason = reason_for(step, byte_at(chunk, i));
    if (step == Step::kError) ++i;  // consumed; for kErrorReprocess byte i is read again
    if (!handle_error(mode, reason, offset + start, out, result)) return result;
    run = i;
  }
  append_accepted(out, p + run, n - run);

  // §8.1.1 step 1: end-of-queue inside a sequence is one error.
  if (last && machine_.finish()) handle_error(mode, kTruncated, sequence_start_, out, result);
  return result;
}

}  // namespace internal
}  // namespace encoding
}  // namespace wtf8
