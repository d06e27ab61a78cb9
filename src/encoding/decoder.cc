// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The streaming `Decoder` (BOM handling, dispatch to the state machines, offsets, the absl::Status
// edge) and the one-shot decode functions, which are written on top of it so that decoding in
// chunks equals decoding at once by construction (WHATWG Encoding §6 "Hooks for standards",
// "decode").

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "src/encoding/decoder_facts.h"
#include "src/internal/errors.h"
#include "wtf8/encoding.h"
#include "wtf8/internal/config.h"
#include "wtf8/wtf8_buf.h"

namespace wtf8 {
namespace encoding {

Decoder::Decoder(Encoding encoding, ErrorMode mode, Bom bom) noexcept
    : configured_(encoding),
      active_(encoding),
      mode_(mode),
      bom_(bom),
      utf16_(encoding == Encoding::kUtf16Be) {}

void Decoder::reset() noexcept { *this = Decoder(configured_, mode_, bom_); }

absl::Status Decoder::decode(std::string_view chunk, bool last, Wtf8Buf& out) {
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

absl::Status Decoder::decode_body(std::string_view chunk, bool last, Wtf8Buf& out) {
  if (!bom_decided_) {
    // §6 BOM sniff (kSniff) or TextDecoder's BOM check (kStrip), on the first bytes of the
    // stream, which may arrive one per call: hold them until they are a BOM, or cannot be one,
    // or the input ends.
    bool matched = false;
    while (true) {
      const std::string_view held(bom_bytes_, bom_size_);
      bool may_grow = false;  // `held` is a proper prefix of a BOM looked for
      for (const internal::ByteOrderMark& mark : internal::kByteOrderMarks) {
        if (!internal::looks_for(bom_, configured_, mark.encoding)) continue;
        if (held == mark.bytes) {
          matched = true;
          active_ = mark.encoding;
        } else if (mark.bytes.substr(0, held.size()) == held) {
          may_grow = true;
        }
      }
      if (matched || !may_grow || chunk.empty()) {
        if (!matched && may_grow && !last) return absl::OkStatus();  // wait for more bytes
        break;
      }
      bom_bytes_[bom_size_++] = chunk.front();
      chunk.remove_prefix(1);
    }
    bom_decided_ = true;
    utf16_ = internal::Utf16Decoder(active_ == Encoding::kUtf16Be);
    if (matched) {
      position_ += bom_size_;  // the BOM is dropped but still counts for offsets
    } else if (bom_size_ > 0) {
      // Not a BOM: the held bytes are the start of the input.
      const std::string_view held(bom_bytes_, bom_size_);
      if (absl::Status s = feed(held, /*last=*/false, out); !s.ok()) return s;
    }
    bom_size_ = 0;
  }
  return feed(chunk, last, out);
}

absl::Status Decoder::feed(std::string_view bytes, bool last, Wtf8Buf& out) {
  const uint64_t offset = position_;
  position_ += bytes.size();
  internal::DecodeResult result;
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
      return internal::unimplemented(active_);
  }
  if (result.replaced) had_errors_ = true;
  if (!result.ok) {
    return wtf8::internal::invalid_input_at(internal::what_for(active_), result.reason,
                                            static_cast<std::size_t>(result.offset));
  }
  return absl::OkStatus();
}

// ---- one-shot functions ----------------------------------------------------------------------

absl::StatusOr<Wtf8Buf> decode(std::string_view bytes, Encoding encoding, ErrorMode mode, Bom bom) {
  Decoder decoder(encoding, mode, bom);
  Wtf8Buf out;
  out.reserve(bytes.size());
  if (absl::Status s = decoder.decode(bytes, /*last=*/true, out); !s.ok()) return s;
  return out;
}

absl::StatusOr<Wtf8Buf> decode(std::string_view bytes, Encoding fallback) {
  // §6 "decode": BOM sniff, then the BOM's encoding or the fallback, in replacement mode.
  return decode(bytes, fallback, ErrorMode::kReplacement, Bom::kSniff);
}

namespace {

Wtf8Buf utf8_decode_replacing(std::string_view bytes, Bom bom) {
  Decoder decoder(Encoding::kUtf8, ErrorMode::kReplacement, bom);
  Wtf8Buf out;
  out.reserve(bytes.size());
  const absl::Status s = decoder.decode(bytes, /*last=*/true, out);
  WTF8_CHECK(s.ok(), "UTF-8 decoding in replacement mode cannot fail");
  return out;
}

}  // namespace

Wtf8Buf utf8_decode(std::string_view bytes) {
  // §6 "UTF-8 decode": a leading EF BB BF is dropped, once. That is exactly Bom::kStrip on a
  // UTF-8 decoder (sniffing would also let FE FF / FF FE switch to UTF-16).
  return utf8_decode_replacing(bytes, Bom::kStrip);
}

Wtf8Buf utf8_decode_without_bom(std::string_view bytes) {
  return utf8_decode_replacing(bytes, Bom::kKeep);
}

absl::StatusOr<Wtf8Buf> utf8_decode_without_bom_or_fail(std::string_view bytes) {
  return decode(bytes, Encoding::kUtf8, ErrorMode::kFatal, Bom::kKeep);
}

}  // namespace encoding
}  // namespace wtf8
