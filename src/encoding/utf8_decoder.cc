// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The WHATWG UTF-8 decoder (WHATWG Encoding §8.1.1 "UTF-8 decoder") as a streaming decoder. The
// decisions (where a sequence ends, which bytes are ill-formed, which byte is read again) are all
// made by `wtf8::internal::Utf8DecoderState` through `wtf8::internal::walk_utf8`, the walk that
// `Wtf8Buf::from_utf8_lossy` and `os::from_posix_bytes` use too; this file only adds chunking
// (a sequence split across chunks) and error reasons and offsets.

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

  // The machine is idle: the shared walk splits the rest into runs of accepted bytes, appended in
  // one go, and maximal ill-formed subparts, each handled by `mode`.
  const std::string_view rest = chunk.substr(i);
  const bool finished = wtf8::internal::walk_utf8(
      rest, last, machine_,
      [&](std::size_t begin, std::size_t end) { append_accepted(out, p + i + begin, end - begin); },
      [&](std::size_t begin, std::size_t end, wtf8::internal::Utf8Fault fault) {
        const char* reason = kTruncated;
        if (fault == wtf8::internal::Utf8Fault::kInvalidByte) {
          reason = reason_for(Step::kError, byte_at(rest, end - 1));
        } else if (fault == wtf8::internal::Utf8Fault::kUnexpectedByte) {
          reason = reason_for(Step::kErrorReprocess, byte_at(rest, end));
        }
        return handle_error(mode, reason, offset + i + begin, out, result);
      });
  // A sequence cut by the end of a chunk that is not the last stays in the machine.
  if (finished && !machine_.idle()) sequence_start_ = offset + n - machine_.pending();
  return result;
}

}  // namespace internal
}  // namespace encoding
}  // namespace wtf8
