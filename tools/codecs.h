// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The encodings the wtf8 tool speaks, as streaming sources (bytes -> WTF-8) and sinks (WTF-8 ->
// bytes), all built on the public API: wtf8::encoding's Decoder and encoders, Wtf8View's
// validators, wtf8::utf58 and the PEP 383 functions of wtf8/os.h.

#ifndef WTF8_TOOLS_CODECS_H_
#define WTF8_TOOLS_CODECS_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "wtf8/encoding.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace cli {

// An encoding named on the command line.
struct Enc {
  enum class Form {
    kWhatwg,      // a WHATWG Encoding label; `whatwg` says which
    kWtf8,        // lossless
    kWtf16Le,     // lossless
    kWtf16Be,     // lossless
    kPosixBytes,  // PEP 383
    kUtf58,       // Dialect::kAsciiCompatible
    kUtf58Table,  // Dialect::kSpecTable
    kJson,        // JSON string literals, one per line (tools/json_codec.h)
  };
  Form form = Form::kWtf8;
  encoding::Encoding whatwg = encoding::Encoding::kUtf8;
  std::string name;  // for messages: "UTF-16LE", "wtf-8"
};

// Parses an ENC argument. Fails with InvalidArgument for an unknown name.
absl::StatusOr<Enc> parse_encoding(std::string_view label);

// Bytes in some encoding to WTF-8, in chunks cut anywhere.
class Source {
 public:
  virtual ~Source() = default;
  // A source for `enc`; `fatal` selects fatal over replacement mode where the encoding has both.
  // Fails with Unimplemented when wtf8 cannot decode `enc`.
  static absl::StatusOr<std::unique_ptr<Source>> make(const Enc& enc, bool fatal);
  // Appends the code points of `chunk` (and of bytes held from earlier chunks) to `out`; `last`
  // ends the stream. Fails with InvalidArgument "... at byte offset N", N counting every input
  // byte; `out` then holds everything decoded before the error.
  virtual absl::Status decode(std::string_view chunk, bool last, Wtf8Buf& out) = 0;
  // The number of input bytes the code points of `text` came from, for a `text` this source
  // produced (in order, from a code point boundary). Known for the sources that can produce
  // surrogates (wtf-8, wtf-16le/be, posix-bytes), the only ones an encoder can fail on.
  virtual std::optional<uint64_t> input_size_of(Wtf8View text) const {
    (void)text;
    return std::nullopt;
  }
};

// WTF-8 to bytes in some encoding.
class Sink {
 public:
  virtual ~Sink() = default;
  // A sink for `enc`; `fatal`: a code point the encoding cannot hold is an error (otherwise it
  // is written as U+FFFD). Fails with Unimplemented when wtf8 has no encoder for `enc`.
  static absl::StatusOr<std::unique_ptr<Sink>> make(const Enc& enc, bool fatal);
  struct Error {
    std::size_t offset;  // in the text given to encode()
    std::string what;    // "cannot encode the lone surrogate U+D800 in UTF-8"
  };
  // Appends the encoding of `text` to `out`. In fatal mode, stops at the first code point it
  // cannot encode: `out` then holds the encoding of everything before it.
  virtual std::optional<Error> encode(Wtf8View text, std::string& out) = 0;
  // Appends what ends the output after the last encode() (json closes an open literal).
  virtual void finish(std::string& out) { (void)out; }
};

// Cuts a byte stream into pieces that end at code point starts and validates each one as
// UTF-8, WTF-8 or OMG-WTF-8, with error offsets in the whole stream. A trailing lead surrogate is
// held back until the next piece, so a surrogate pair split across reads is still rejected.
class PieceValidator {
 public:
  enum class Flavor { kUtf8, kWtf8, kOmgWtf8 };
  explicit PieceValidator(Flavor flavor) : flavor_(flavor) {}
  // Feeds `chunk`; on success `*piece` is the validated run of complete code points (valid until
  // the next call), starting at stream offset `piece_offset()`.
  absl::Status feed(std::string_view chunk, bool last, Wtf8View* piece);
  uint64_t piece_offset() const { return piece_offset_; }

 private:
  Flavor flavor_;
  std::string held_;     // bytes not yet validated
  std::string current_;  // the piece handed out
  uint64_t held_offset_ = 0;
  uint64_t piece_offset_ = 0;
};

// The byte length of the sequence a lead byte announces in generalized UTF-8 (1 for bytes that
// cannot lead).
std::size_t utf8_sequence_length(unsigned char lead);

// The length of the longest prefix of `bytes` that no UTF-8 sequence crosses into the rest: all
// of it, unless it ends with a lead byte whose sequence it cuts short.
std::size_t complete_sequences_length(std::string_view bytes);

// The largest code point start <= `offset` in `bytes` (well-formed OMG-WTF-8).
std::size_t floor_code_point_start(std::string_view bytes, std::size_t offset);

}  // namespace cli
}  // namespace wtf8

#endif  // WTF8_TOOLS_CODECS_H_
