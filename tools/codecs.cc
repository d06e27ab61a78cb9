// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "tools/codecs.h"

#include <cstdio>
#include <memory>
#include <string>
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "tools/io.h"
#include "tools/json_codec.h"
#include "wtf8/code_point.h"
#include "wtf8/error.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/os.h"
#include "wtf8/utf58.h"

namespace wtf8 {
namespace cli {
namespace {

namespace enc = ::wtf8::encoding;

absl::string_view to_absl(std::string_view s) { return {s.data(), s.size()}; }

bool is_continuation(unsigned char b) { return (b & 0xC0) == 0x80; }

// U+DC80..U+DCFF: a byte of a POSIX name that is not UTF-8 (PEP 383).
bool is_escaped_byte(CodePoint cp) { return cp.value() >= 0xDC80 && cp.value() <= 0xDCFF; }

// ---- sources -----------------------------------------------------------------------------------

// A WHATWG decoder (replacement or fatal mode; the encoding's own BOM is dropped), or the lossless
// UTF-16 one behind wtf-16le/be (kLossless, BOM kept as U+FEFF so nothing is lost).
class DecoderSource : public Source {
 public:
  DecoderSource(enc::Encoding e, enc::ErrorMode mode, enc::Bom bom, bool utf16_lossless)
      : decoder_(e, mode, bom), utf16_lossless_(utf16_lossless) {}
  absl::Status decode(std::string_view chunk, bool last, Wtf8Buf& out) override {
    return decoder_.decode(chunk, last, out);
  }
  std::optional<uint64_t> input_size_of(Wtf8View text) const override {
    if (!utf16_lossless_) return std::nullopt;
    return 2 * static_cast<uint64_t>(text.utf16_len());
  }

 private:
  enc::Decoder decoder_;
  bool utf16_lossless_;
};

// wtf-8: strict WTF-8, validated piece by piece.
class Wtf8Source : public Source {
 public:
  absl::Status decode(std::string_view chunk, bool last, Wtf8Buf& out) override {
    Wtf8View piece;
    const absl::Status status = validator_.feed(chunk, last, &piece);
    out.append(piece);  // the valid prefix even on failure
    return status;
  }
  std::optional<uint64_t> input_size_of(Wtf8View text) const override { return text.size(); }

 private:
  PieceValidator validator_{PieceValidator::Flavor::kWtf8};
};

// UTF-58: cut at sequence starts (a quibble 29/30/31 announces 1/2/3 value bytes), then the
// library's one-shot decoder on each piece.
class Utf58Source : public Source {
 public:
  explicit Utf58Source(utf58::Dialect dialect) : dialect_(dialect) {}
  absl::Status decode(std::string_view chunk, bool last, Wtf8Buf& out) override {
    held_.append(chunk.data(), chunk.size());
    std::size_t cut = held_.size();
    if (!last) {
      std::size_t i = 0;
      while (i < held_.size()) {
        const unsigned q = static_cast<unsigned char>(held_[i]) & 0x1F;
        const std::size_t len = 1 + (q >= 29 ? q - 28 : 0);
        if (i + len > held_.size()) break;
        i += len;
      }
      cut = i;
    }
    const std::string_view piece(held_.data(), cut);
    absl::StatusOr<Wtf8Buf> decoded = utf58::decode(piece, dialect_);
    absl::Status status;
    if (decoded.ok()) {
      out.append(*decoded);
    } else {
      status = shift_offset(decoded.status(), offset_);
      // Everything before the bad sequence decodes (and the tool writes it before failing).
      const std::size_t bad = wtf8::error_offset(decoded.status()).value_or(0);
      if (auto prefix = utf58::decode(piece.substr(0, bad), dialect_); prefix.ok()) {
        out.append(*prefix);
      }
    }
    held_.erase(0, cut);
    offset_ += cut;
    return status;
  }

 private:
  utf58::Dialect dialect_;
  std::string held_;
  uint64_t offset_ = 0;
};

// posix-bytes: PEP 383 (wtf8::os::from_posix_bytes) on pieces cut between UTF-8 sequences.
class PosixBytesSource : public Source {
 public:
  absl::Status decode(std::string_view chunk, bool last, Wtf8Buf& out) override {
    held_.append(chunk.data(), chunk.size());
    const std::size_t cut = last ? held_.size() : complete_sequences_length(held_);
    out.append(os::from_posix_bytes(std::string_view(held_.data(), cut)));
    held_.erase(0, cut);
    return absl::OkStatus();  // never fails
  }
  std::optional<uint64_t> input_size_of(Wtf8View text) const override {
    uint64_t size = 0;
    for (const CodePoint cp : text.code_points()) {
      size += is_escaped_byte(cp) ? 1 : cp.wtf8_len();
    }
    return size;
  }

 private:
  std::string held_;
};

// ---- sinks -------------------------------------------------------------------------------------

class Wtf8Sink : public Sink {
 public:
  std::optional<Error> encode(Wtf8View text, std::string& out) override {
    out.append(text.as_bytes());
    return std::nullopt;
  }
};

// UTF-8, UTF-16LE and UTF-16BE (replacement or fatal) and wtf-16le/be (lossless): the library's
// streaming Encoder. Each text a source hands over holds whole surrogate pairs (the sources hold
// a lead surrogate back until its partner shows), so each call is a stream of its own and an
// error's offset is one in `text`.
class EncoderSink : public Sink {
 public:
  EncoderSink(enc::Encoding e, enc::ErrorMode mode, std::string name)
      : encoder_(e, mode), name_(std::move(name)) {}
  std::optional<Error> encode(Wtf8View text, std::string& out) override {
    const absl::Status status = encoder_.encode(text, /*last=*/true, out);
    if (status.ok()) return std::nullopt;
    encoder_.reset();
    const std::size_t offset = error_offset(status).value_or(0);
    const uint32_t cp = text.slice_from(offset).front().value_or(CodePoint()).value();
    return Error{offset, absl::StrFormat("cannot encode the lone surrogate U+%04X in %s", cp,
                                         to_absl(name_))};
  }

 private:
  enc::Encoder encoder_;
  std::string name_;
};

// UTF-58 (scalar values only) and posix-bytes (scalars plus U+DC80..U+DCFF): a code point they
// cannot hold is an error or U+FFFD.
class ScalarSink : public Sink {
 public:
  enum class Kind { kUtf58, kUtf58Table, kPosixBytes };
  ScalarSink(Kind kind, bool fatal, std::string name)
      : kind_(kind), fatal_(fatal), name_(std::move(name)) {}

  std::optional<Error> encode(Wtf8View text, std::string& out) override {
    if (text.is_utf8()) {
      encode_scalars(text, out);
      return std::nullopt;
    }
    const auto encodable = [&](CodePoint cp) {
      return !cp.is_surrogate() || (kind_ == Kind::kPosixBytes && is_escaped_byte(cp));
    };
    if (fatal_) {
      for (const auto [offset, cp] : text.code_point_indices()) {
        if (encodable(cp)) continue;
        encode_scalars(text.slice(0, offset), out);
        return Error{offset, absl::StrFormat("cannot encode the lone surrogate U+%04X in %s",
                                             cp.value(), to_absl(name_))};
      }
      encode_scalars(text, out);
      return std::nullopt;
    }
    Wtf8Buf replaced;
    replaced.reserve(text.size());
    for (const CodePoint cp : text.code_points()) {
      replaced.push(encodable(cp) ? cp : CodePoint::from_u32_unchecked(0xFFFD));
    }
    encode_scalars(replaced, out);
    return std::nullopt;
  }

 private:
  // `text` holds no code point the encoding cannot (for posix-bytes, U+DC80..U+DCFF only).
  void encode_scalars(Wtf8View text, std::string& out) {
    switch (kind_) {
      case Kind::kPosixBytes:
        out += *os::to_posix_bytes(text);  // cannot fail: only escaped-byte surrogates
        break;
      case Kind::kUtf58:
      case Kind::kUtf58Table: {
        const auto bytes =
            utf58::encode(text, kind_ == Kind::kUtf58 ? utf58::Dialect::kAsciiCompatible
                                                      : utf58::Dialect::kSpecTable);
        out += *bytes;  // cannot fail: no surrogate
        break;
      }
    }
  }

  Kind kind_;
  bool fatal_;
  std::string name_;
};

absl::Status unsupported(std::string_view what) { return absl::UnimplementedError(to_absl(what)); }

}  // namespace

// ---- encodings ---------------------------------------------------------------------------------

absl::StatusOr<Enc> parse_encoding(std::string_view label) {
  const std::string lower = absl::AsciiStrToLower(absl::StripAsciiWhitespace(to_absl(label)));
  struct Own {
    const char* name;
    Enc::Form form;
  };
  static constexpr Own kOwn[] = {
      {"wtf-8", Enc::Form::kWtf8},       {"wtf-16le", Enc::Form::kWtf16Le},
      {"wtf-16be", Enc::Form::kWtf16Be}, {"posix-bytes", Enc::Form::kPosixBytes},
      {"utf-58", Enc::Form::kUtf58},     {"utf-58-table", Enc::Form::kUtf58Table},
      {"json", Enc::Form::kJson},
  };
  for (const Own& own : kOwn) {
    if (lower == own.name) {
      Enc e;
      e.form = own.form;
      e.name = own.name;
      return e;
    }
  }
  if (const auto whatwg = enc::encoding_for_label(label)) {
    Enc e;
    e.form = Enc::Form::kWhatwg;
    e.whatwg = *whatwg;
    e.name = std::string(enc::name(*whatwg));
    return e;
  }
  return absl::InvalidArgumentError(absl::StrCat(
      "unknown encoding '", to_absl(label),
      "' (a WHATWG label, wtf-8, wtf-16le, wtf-16be, posix-bytes, utf-58, utf-58-table or json)"));
}

absl::StatusOr<std::unique_ptr<Source>> Source::make(const Enc& e, bool fatal) {
  switch (e.form) {
    case Enc::Form::kWhatwg:
      if (!enc::is_decoding_implemented(e.whatwg)) {
        return unsupported(absl::StrCat(
            "decoding ", e.name,
            " is not supported: wtf8 does not ship the WHATWG index tables of legacy encodings"));
      }
      return std::make_unique<DecoderSource>(
          e.whatwg, fatal ? enc::ErrorMode::kFatal : enc::ErrorMode::kReplacement, enc::Bom::kStrip,
          /*utf16_lossless=*/false);
    case Enc::Form::kWtf8:
      return std::make_unique<Wtf8Source>();
    case Enc::Form::kWtf16Le:
    case Enc::Form::kWtf16Be:
      return std::make_unique<DecoderSource>(
          e.form == Enc::Form::kWtf16Le ? enc::Encoding::kUtf16Le : enc::Encoding::kUtf16Be,
          enc::ErrorMode::kLossless, enc::Bom::kKeep, /*utf16_lossless=*/true);
    case Enc::Form::kPosixBytes:
      return std::make_unique<PosixBytesSource>();
    case Enc::Form::kUtf58:
      return std::make_unique<Utf58Source>(utf58::Dialect::kAsciiCompatible);
    case Enc::Form::kUtf58Table:
      return std::make_unique<Utf58Source>(utf58::Dialect::kSpecTable);
    case Enc::Form::kJson:
      return make_json_source();
  }
  return unsupported("unknown encoding");
}

absl::StatusOr<std::unique_ptr<Sink>> Sink::make(const Enc& e, bool fatal) {
  switch (e.form) {
    case Enc::Form::kWhatwg:
      switch (e.whatwg) {
        case enc::Encoding::kUtf8:
        case enc::Encoding::kUtf16Le:
        case enc::Encoding::kUtf16Be:
          return std::make_unique<EncoderSink>(
              e.whatwg, fatal ? enc::ErrorMode::kFatal : enc::ErrorMode::kReplacement, e.name);
        default:
          return unsupported(absl::StrCat(
              "encoding to ", e.name,
              " is not supported: wtf8 encodes the WHATWG encodings UTF-8, UTF-16LE and "
              "UTF-16BE only"));
      }
    case Enc::Form::kWtf8:
      return std::make_unique<Wtf8Sink>();
    case Enc::Form::kWtf16Le:
    case Enc::Form::kWtf16Be:
      return std::make_unique<EncoderSink>(
          e.form == Enc::Form::kWtf16Be ? enc::Encoding::kUtf16Be : enc::Encoding::kUtf16Le,
          enc::ErrorMode::kLossless, e.name);
    case Enc::Form::kPosixBytes:
      return std::make_unique<ScalarSink>(ScalarSink::Kind::kPosixBytes, fatal, e.name);
    case Enc::Form::kUtf58:
      return std::make_unique<ScalarSink>(ScalarSink::Kind::kUtf58, fatal, e.name);
    case Enc::Form::kUtf58Table:
      return std::make_unique<ScalarSink>(ScalarSink::Kind::kUtf58Table, fatal, e.name);
    case Enc::Form::kJson:
      return make_json_sink();
  }
  return unsupported("unknown encoding");
}

// ---- PieceValidator ----------------------------------------------------------------------------

std::size_t utf8_sequence_length(unsigned char lead) {
  if (lead >= 0xC2 && lead <= 0xDF) return 2;
  if (lead >= 0xE0 && lead <= 0xEF) return 3;
  if (lead >= 0xF0 && lead <= 0xF4) return 4;
  return 1;
}

std::size_t floor_code_point_start(std::string_view bytes, std::size_t offset) {
  while (offset > 0 && offset < bytes.size() &&
         is_continuation(static_cast<unsigned char>(bytes[offset]))) {
    --offset;
  }
  return offset;
}

std::size_t complete_sequences_length(std::string_view bytes) {
  // A sequence that the end of the data cuts short waits for the rest. (No sequence starting
  // earlier can reach past a lead byte, so only the last lead byte matters.)
  const std::size_t n = bytes.size();
  for (std::size_t back = 1; back <= 3 && back <= n; ++back) {
    const auto b = static_cast<unsigned char>(bytes[n - back]);
    if (is_continuation(b)) continue;
    return n - back + utf8_sequence_length(b) > n ? n - back : n;
  }
  return n;
}

absl::Status PieceValidator::feed(std::string_view chunk, bool last, Wtf8View* piece) {
  held_.append(chunk.data(), chunk.size());
  const std::size_t n = held_.size();
  std::size_t cut = n;
  if (!last) {
    cut = complete_sequences_length(held_);
    // A lead surrogate (ED A0..AF xx) waits too: with a trail surrogate after it, it would be
    // a surrogate pair byte sequence, which WTF-8 forbids.
    if (flavor_ != Flavor::kUtf8 && cut >= 3 &&
        wtf8::internal::is_canonical_lead_surrogate(held_.data() + cut - 3)) {
      cut -= 3;
    }
  }
  // OMG-WTF-8 may begin with a split trail surrogate: 3 continuation bytes, seen whole.
  if (!last && flavor_ == Flavor::kOmgWtf8 && held_offset_ == 0 && n < 3 &&
      (n == 0 || is_continuation(static_cast<unsigned char>(held_[0])))) {
    cut = 0;
  }
  current_.assign(held_, 0, cut);
  held_.erase(0, cut);
  piece_offset_ = held_offset_;
  held_offset_ += cut;

  const std::string_view bytes = current_;
  const bool first = piece_offset_ == 0;
  // A split trail surrogate may only begin the stream, a split lead surrogate only end it (one
  // cannot end a piece that is not the last: an incomplete 4-byte sequence was held back).
  const bool omg =
      flavor_ == Flavor::kOmgWtf8 && (first || last) &&
      (first || bytes.empty() || !is_continuation(static_cast<unsigned char>(bytes[0])));
  const auto check = [&](std::string_view b) {
    if (flavor_ == Flavor::kUtf8) return Wtf8View::from_utf8(b);
    return omg ? Wtf8View::from_omg_wtf8(b) : Wtf8View::from_wtf8(b);
  };
  const absl::StatusOr<Wtf8View> checked = check(bytes);
  if (checked.ok()) {
    *piece = *checked;
    return absl::OkStatus();
  }
  // The valid prefix, so callers can write everything before the error.
  const auto prefix = check(bytes.substr(0, wtf8::error_offset(checked.status()).value_or(0)));
  *piece = prefix.ok() ? *prefix : Wtf8View();
  absl::Status status = shift_offset(checked.status(), piece_offset_);
  if (flavor_ == Flavor::kOmgWtf8 && !omg) {
    // A piece inside the stream is checked as WTF-8, but the stream is OMG-WTF-8.
    constexpr std::string_view kWtf8 = "invalid WTF-8: ";
    const std::string_view message = message_of(status);
    if (message.substr(0, kWtf8.size()) == kWtf8) {
      status = absl::Status(status.code(), absl::StrCat("invalid OMG-WTF-8: ",
                                                        to_absl(message.substr(kWtf8.size()))));
    }
  }
  return status;
}

}  // namespace cli
}  // namespace wtf8
