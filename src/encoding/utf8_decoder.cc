// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The WHATWG UTF-8 decoder (WHATWG Encoding §8.1.1 "UTF-8 decoder") as a streaming decoder.
//
// The bulk of a chunk goes to the SIMD validator (src/simd/kernels.h): the longest valid prefix
// is appended in one go. Everything that decides what is ill-formed, where a maximal subpart ends,
// which reason and offset an error gets and where U+FFFD goes is the scalar §8.1.1 state machine
// (`wtf8::internal::Utf8DecoderState`, shared with `Wtf8Buf::from_utf8_lossy` and
// `os::from_posix_bytes`): it takes over at the validator's first error and hands back once the
// text has been clean for a while, so the output never depends on the kernel table. It also
// finishes a sequence cut by the end of the previous chunk. The plain decoder this replaced is
// kept as the test reference (tests/reference/reference_decoder.h).

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "src/encoding/error_policy.h"
#include "src/simd/kernels.h"
#include "wtf8/code_point.h"
#include "wtf8/encoding.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/internal/bytes/utf8_decoder_state.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace encoding {
namespace internal {
namespace {

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

  if (!machine_.idle()) {  // the chunk ended inside that sequence (i == n)
    // §8.1.1 step 1: end-of-queue inside a sequence is one error.
    if (last && machine_.finish()) handle_error(mode, kTruncated, sequence_start_, out, result);
    return result;
  }

  // The machine is idle and chunk[i] starts a sequence. The validator finds the longest valid
  // prefix; the scalar machine takes over at its first error.
  const wtf8::internal::simd::Kernels& k = wtf8::internal::simd::active_kernels();
  while (i < n) {
    const wtf8::internal::simd::ValidationResult v =
        k.validate(p + i, n - i, wtf8::internal::simd::Flavor::kUtf8);
    append_accepted(out, p + i, v.offset);
    i += v.offset;
    if (v.ok()) break;
    if (!decode_ill_formed_region(chunk, offset, last, mode, out, result, i)) break;
  }
  return result;
}

bool Utf8Decoder::decode_ill_formed_region(std::string_view chunk, uint64_t offset, bool last,
                                           ErrorMode mode, Wtf8Buf& out, DecodeResult& result,
                                           std::size_t& i) {
  // After an error, errors often come in clusters (binary data, a different encoding): the
  // scalar machine keeps going until it has seen this many well-formed bytes in a row, so such
  // input does not pay a validator call per error.
  constexpr std::size_t kCleanBytesToResume = 64;
  const char* const p = chunk.data();
  const std::size_t n = chunk.size();
  std::size_t run = i;    // the well-formed bytes [run, j) are not appended yet
  std::size_t clean = i;  // where the bytes after the last ill-formed subpart begin
  std::size_t j = i;      // where the next sequence begins
  while (j < n && j - clean < kCleanBytesToResume) {
    if (static_cast<uint8_t>(p[j]) < 0x80) {
      ++j;
      continue;
    }
    const std::size_t len = wtf8::internal::well_formed_sequence_length(p + j, n - j);
    if (len != 0) {
      j += len;
      continue;
    }
    // §8.1.1 steps 2 to 4 decide where the sequence at j ends.
    std::size_t e = j;
    Step step;
    uint32_t cp = 0;
    do {
      step = machine_.feed(byte_at(chunk, e), &cp);
      if (step != Step::kErrorReprocess) ++e;
    } while (step == Step::kNeedMore && e < n);
    if (step == Step::kCodePoint) {  // cannot happen after well_formed_sequence_length said 0
      j = e;
      continue;
    }
    append_accepted(out, p + run, j - run);
    if (step == Step::kNeedMore) {  // the chunk ended inside the sequence
      i = n;
      if (!last) {
        sequence_start_ = offset + j;  // it stays in the machine for the next chunk
        return false;
      }
      machine_.finish();  // §8.1.1 step 1
      handle_error(mode, kTruncated, offset + j, out, result);
      return false;
    }
    const uint8_t byte = byte_at(chunk, step == Step::kError ? e - 1 : e);
    if (!handle_error(mode, reason_for(step, byte), offset + j, out, result)) {
      i = n;
      return false;
    }
    j = e;
    run = e;
    clean = e;
  }
  append_accepted(out, p + run, j - run);
  i = j;
  return true;
}

}  // namespace internal
}  // namespace encoding
}  // namespace wtf8
