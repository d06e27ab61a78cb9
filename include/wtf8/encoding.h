// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/encoding.h
// -----------------------------------------------------------------------------
//
// The WHATWG Encoding Standard (https://encoding.spec.whatwg.org/) on top of the core types: every
// encoding and label of its table, the UTF-8, UTF-16LE, UTF-16BE, replacement and x-user-defined
// decoders (one-shot and streaming, in "replacement" or "fatal" error mode), and the UTF-8 encoder.
// The legacy encodings that need the standard's index tables (windows-1252, Shift_JIS, GBK, ...)
// are recognized by label, but decoding one fails with Unimplemented.
//
// Decoders append to a `Wtf8Buf`, so their output is always well-formed WTF-8. That makes room for
// this library's extension, `ErrorMode::kLossless`: it decodes UTF-16LE/BE keeping unpaired
// surrogates (which the standard replaces with U+FFFD), and the UTF-16 encoders' `kKeep` option
// writes them back, so any Windows string survives a round trip through bytes.
//
// Example:
//   using namespace std::string_view_literals;  // "..."sv keeps embedded NULs
//   namespace enc = wtf8::encoding;
//   enc::encoding_for_label(" Latin1 ");                     // Encoding::kWindows1252
//   enc::name(enc::Encoding::kShiftJis);                     // "Shift_JIS"
//   enc::utf8_decode("\xEF\xBB\xBF" "a\xF0\x80\x80");        // "a\uFFFD\uFFFD\uFFFD" (BOM dropped)
//   enc::utf8_decode_without_bom_or_fail("a\xC0");           // InvalidArgument, "at byte offset 1"
//   enc::decode("\xFF\xFE" "a\0"sv, enc::Encoding::kUtf8);   // "a": the BOM selects UTF-16LE
//
//   enc::Decoder d(enc::Encoding::kUtf16Le, enc::ErrorMode::kLossless, enc::Bom::kKeep);
//   wtf8::Wtf8Buf out;
//   d.decode("\x3D", /*last=*/false, out);                   // OK; out is ""
//   d.decode("\xD8" "A", /*last=*/false, out);               // OK; out is "" (a lead surrogate
//   d.decode("\0"sv, /*last=*/true, out);                    //   waits for its partner)
//   out.to_utf16();                                          // u"\xD83D" u"A": lone lead kept
//   enc::utf16le_encode(out, enc::LoneSurrogates::kKeep);    // "\x3D\xD8" "A\0"sv: the input

#ifndef WTF8_ENCODING_H_
#define WTF8_ENCODING_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "wtf8/encode_into.h"
#include "wtf8/internal/encoding/decoders.h"  // IWYU pragma: export
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace encoding {

// ---- encodings and labels (WHATWG Encoding §4.2) -----------------------------------------------

// Every encoding of the standard's table, in the table's order. `name()` spells each exactly as
// the table does ("UTF-8", "ISO-8859-8-I", "Shift_JIS", "x-user-defined"); the enumerators are
// those names in kPascalCase, with an underscore where two numbers would touch (kIso8859_2).
// Example: `name(Encoding::kIso8859_8I) == "ISO-8859-8-I"`.
enum class Encoding : uint8_t {
  // The Encoding.
  kUtf8,
  // Legacy single-byte encodings.
  kIbm866,
  kIso8859_2,
  kIso8859_3,
  kIso8859_4,
  kIso8859_5,
  kIso8859_6,
  kIso8859_7,
  kIso8859_8,
  kIso8859_8I,
  kIso8859_10,
  kIso8859_13,
  kIso8859_14,
  kIso8859_15,
  kIso8859_16,
  kKoi8R,
  kKoi8U,
  kMacintosh,
  kWindows874,
  kWindows1250,
  kWindows1251,
  kWindows1252,
  kWindows1253,
  kWindows1254,
  kWindows1255,
  kWindows1256,
  kWindows1257,
  kWindows1258,
  kXMacCyrillic,
  // Legacy multi-byte Chinese (simplified), Chinese (traditional), Japanese, Korean encodings.
  kGbk,
  kGb18030,
  kBig5,
  kEucJp,
  kIso2022Jp,
  kShiftJis,
  kEucKr,
  // Legacy miscellaneous encodings.
  kReplacement,
  kUtf16Be,
  kUtf16Le,
  kXUserDefined,
};

// The number of encodings; `static_cast<Encoding>(i)` for i < kEncodingCount is each one.
// Example: `kEncodingCount == 40`; `static_cast<Encoding>(0) == Encoding::kUtf8`.
inline constexpr std::size_t kEncodingCount = static_cast<std::size_t>(Encoding::kXUserDefined) + 1;

// Returns the encoding a label names ("get an encoding", §4.2): leading and trailing ASCII
// whitespace (TAB, LF, FF, CR, SPACE) is removed, then the label is matched ASCII
// case-insensitively against the table's 228 labels. Returns nullopt when nothing matches.
// Example: `encoding_for_label("\t UTF8\n") == Encoding::kUtf8`;
//          `encoding_for_label("ascii") == Encoding::kWindows1252`;
//          `encoding_for_label("utf-7")` is nullopt.
[[nodiscard]] std::optional<Encoding> encoding_for_label(std::string_view label) noexcept;

// Returns the encoding's name, exactly as the standard's table spells it.
// Example: `name(Encoding::kUtf16Le) == "UTF-16LE"`, `name(Encoding::kGbk) == "GBK"`.
[[nodiscard]] std::string_view name(Encoding encoding) noexcept;

// Returns the encoding to use for output ("get an output encoding"): UTF-8 for replacement,
// UTF-16BE and UTF-16LE, which have no encoder; the encoding itself otherwise.
// Example: `output_encoding(Encoding::kUtf16Le) == Encoding::kUtf8`.
Encoding output_encoding(Encoding encoding) noexcept;

// Whether this library can decode the encoding: UTF-8, UTF-16BE, UTF-16LE, replacement and
// x-user-defined. Decoding any other (legacy) encoding fails with Unimplemented.
// Example: `is_decoding_implemented(Encoding::kWindows1252)` is false.
bool is_decoding_implemented(Encoding encoding) noexcept;

// ---- decoding --------------------------------------------------------------------------------

// What a decoder does with ill-formed input (§4.1 "error mode").
enum class ErrorMode : uint8_t {
  // Each error becomes one U+FFFD and decoding goes on; never fails. For UTF-8 that is one U+FFFD
  // per maximal subpart: "\xF0\x80\x80" gives three, "\xE1\x80" at the end one.
  kReplacement,
  // The first error ends decoding with InvalidArgument "... at byte offset N", N being the offset
  // in the whole input of the first byte of the ill-formed sequence.
  kFatal,
  // This library's extension: never loses information. UTF-16LE/BE keep unpaired surrogates as
  // lone surrogates in the WTF-8 output instead of replacing them; anything that still cannot be
  // represented (an odd trailing byte, ill-formed UTF-8, any input in the replacement encoding)
  // fails as in kFatal. Example: UTF-16LE "\x00\xD8"sv decodes to the lone surrogate U+D800.
  kLossless,
};

// How a streaming decoder treats a byte order mark at the start of the input.
// Example: for the bytes "\xEF\xBB\xBF" "a" and a UTF-16LE decoder, kSniff gives "a" (the BOM
// selects UTF-8); kStrip and kKeep give "\uBBEF\u61BF" (two UTF-16LE code units).
enum class Bom : uint8_t {
  // The standard's "decode": "\xEF\xBB\xBF", "\xFE\xFF" or "\xFF\xFE" at the start selects UTF-8,
  // UTF-16BE or UTF-16LE respectively, whatever the decoder's encoding, and is dropped.
  kSniff,
  // TextDecoder's default: a BOM of the decoder's own encoding (UTF-8, UTF-16BE or UTF-16LE) is
  // dropped, once, at the start; other encodings are unaffected.
  kStrip,
  // TextDecoder's ignoreBOM: nothing is dropped; a BOM decodes to U+FEFF.
  kKeep,
};

// A streaming decoder: feed it the input in chunks cut anywhere (even inside a sequence or a BOM)
// and it appends exactly what decoding the concatenation at once would produce. One-shot `decode`
// and the `utf8_decode*` functions below are this class fed a single chunk.
//
// A stream ends with a call whose `last` is true. A reader usually learns that its input has ended
// only after the last read (a file, a socket), so the usual ending is an empty final chunk,
// `d.decode("", /*last=*/true, out)`: it flushes what was held back and is where an input cut in
// the middle of a sequence (or of a UTF-16 code unit) is reported. Until that call, such bytes
// are not an error, as more may follow (examples/stream_utf16le.cc).
//
// Error offsets count every byte given to `decode` since the start of the stream, BOM included.
// After a successful call with `last == true`, the next call starts a new stream (as after
// `reset()`); until then `encoding()` and `had_errors()` still describe the finished one. After a
// failure, every call returns the same error until `reset()`.
//
// A small value type that allocates nothing itself (only a failure's message); copyable. Not
// synchronized.
//
// Example:
//   wtf8::encoding::Decoder d(wtf8::encoding::Encoding::kUtf8);   // replacement mode, kSniff
//   wtf8::Wtf8Buf out;
//   d.decode("\xEF\xBB", false, out);                 // OK; out is "" (maybe a BOM)
//   d.decode("\xBF" "caf\xC3", false, out);           // OK; out is "caf" (the BOM is dropped)
//   d.decode("\xA9!\xE2\x82", false, out);            // OK; out is "café!" (E2 82 waits)
//   d.decode("", true, out);                          // OK: the end; out is "café!\uFFFD"
class Decoder {
 public:
  // A decoder for `encoding` (the fallback, when `bom` is kSniff) in error mode `mode`.
  // Example: `Decoder(Encoding::kUtf16Le, ErrorMode::kFatal, Bom::kStrip)` is a TextDecoder
  // ("utf-16le", {fatal: true}).
  explicit Decoder(Encoding encoding, ErrorMode mode = ErrorMode::kReplacement,
                   Bom bom = Bom::kSniff) noexcept;

  // Decodes `chunk`, appending the code points to `out`; `last` says that no more input follows,
  // so an incomplete sequence at the end is an error. Bytes that may still combine with later ones
  // (part of a sequence, a possible BOM) are kept until the next call.
  // In kReplacement mode, fails only with Unimplemented, when the input is in a legacy encoding
  // (the fallback, unless `Bom::kSniff` found a BOM). In kFatal and kLossless modes, also fails
  // with InvalidArgument "<what>: <reason> at byte offset N" at the first error; `out` then holds
  // everything decoded before the ill-formed sequence.
  // Example: with `Decoder d(Encoding::kUtf8, ErrorMode::kFatal)`,
  //   `d.decode("ab\xE2\x82", false, out)` is OK (out "ab"), then
  //   `d.decode("!", true, out)` fails "invalid UTF-8: ... at byte offset 2".
  [[nodiscard]] absl::Status decode(std::string_view chunk, bool last, Wtf8Buf& out);

  // Forgets the current stream: the next call to `decode` starts a new one (offset 0, BOM
  // handling again, no error); the encoding, mode and BOM handling given to the constructor stay.
  // Example: after a failed `d.decode("\xFF", true, out)` in kFatal mode, `d.reset()` and then
  // `d.decode("ok", true, out)` succeeds.
  void reset() noexcept;

  // The encoding decoding uses: the constructor's, or after kSniff found a BOM, the BOM's.
  // Example: after `Decoder d(Encoding::kWindows1252)` decodes "\xFE\xFF",
  // `d.encoding() == Encoding::kUtf16Be`.
  Encoding encoding() const noexcept { return active_; }
  // The constructor's error mode and BOM handling.
  // Example: `Decoder(Encoding::kUtf8).bom() == Bom::kSniff`.
  ErrorMode error_mode() const noexcept { return mode_; }
  Bom bom() const noexcept { return bom_; }
  // Whether replacement mode has replaced an error with U+FFFD since the stream began.
  // Example: after decoding UTF-8 "a\xFF" in kReplacement mode, `had_errors()` is true.
  bool had_errors() const noexcept { return had_errors_; }

 private:
  absl::Status decode_body(std::string_view chunk, bool last, Wtf8Buf& out);
  // Passes bytes after the BOM stage to the active encoding's state machine.
  absl::Status feed(std::string_view bytes, bool last, Wtf8Buf& out);

  Encoding configured_;
  Encoding active_;
  ErrorMode mode_;
  Bom bom_;
  bool bom_decided_ = false;
  bool finished_ = false;  // the last call had last == true: the next one starts over
  bool had_errors_ = false;
  uint8_t bom_size_ = 0;  // bytes held in bom_bytes_ while the BOM is undecided
  char bom_bytes_[3] = {};
  uint64_t position_ = 0;  // absolute offset of the next byte
  absl::Status error_;     // sticky failure
  internal::Utf8Decoder utf8_;
  internal::Utf16Decoder utf16_;
  internal::ReplacementDecoder replacement_;
};

// The standard's "decode" (§6): a BOM at the start selects its encoding (and is dropped);
// otherwise `fallback` is used; errors become U+FFFD. Fails only with Unimplemented when the bytes
// are to be decoded with a legacy encoding.
// Example: `decode("\xFE\xFF\0a"sv, Encoding::kUtf8)` is "a" (UTF-16BE by its BOM);
//          `decode("a\xFF", Encoding::kXUserDefined)` is "a\uF7FF";
//          `decode("a", Encoding::kShiftJis)` is Unimplemented "... Shift_JIS ...".
[[nodiscard]] absl::StatusOr<Wtf8Buf> decode(std::string_view bytes, Encoding fallback);

// The one-shot form of `Decoder(encoding, mode, bom)`: the whole input in one chunk.
// Example: `decode("\0\xDC"sv, Encoding::kUtf16Le, ErrorMode::kLossless, Bom::kKeep)` is the
//          lone surrogate U+DC00; with ErrorMode::kFatal it fails "at byte offset 0".
[[nodiscard]] absl::StatusOr<Wtf8Buf> decode(std::string_view bytes, Encoding encoding,
                                             ErrorMode mode, Bom bom);

// The standard's "UTF-8 decode": drops a leading UTF-8 BOM (once), replaces errors. Never fails.
// Example: `utf8_decode("\xEF\xBB\xBF\xEF\xBB\xBFx")` is "\uFEFFx" (only the first BOM goes).
Wtf8Buf utf8_decode(std::string_view bytes);

// The standard's "UTF-8 decode without BOM": keeps a BOM as U+FEFF, replaces errors.
// Example: `utf8_decode_without_bom("\xEF\xBB\xBF" "a\xED\xA0\x80")` is
//          "\uFEFFa\uFFFD\uFFFD\uFFFD".
Wtf8Buf utf8_decode_without_bom(std::string_view bytes);

// The standard's "UTF-8 decode without BOM or fail": strict UTF-8 (BOM kept as U+FEFF). Fails with
// InvalidArgument naming the byte offset where the first ill-formed sequence begins (for a
// sequence truncated by the end of the input, where it began).
// Example: `utf8_decode_without_bom_or_fail("ab\xF0\x9F\x98")` fails "... at byte offset 2".
[[nodiscard]] absl::StatusOr<Wtf8Buf> utf8_decode_without_bom_or_fail(std::string_view bytes);

// ---- encoding --------------------------------------------------------------------------------

// `TextEncoder.encodeInto` and the other bounded conversions into a caller's buffer live in
// wtf8/encode_into.h (they are core conversions, not codecs); the standard's name is also here.
// Example: `char b[8]; wtf8::encoding::utf8_encode_into(u"\xD800", absl::MakeSpan(b))` is {1, 3}.
using ::wtf8::EncodeIntoResult;
using ::wtf8::utf8_encode_into;

// A streaming encoder, the mirror of `Decoder`: feed it text in chunks cut anywhere (between the
// two units of a surrogate pair too) and it appends exactly what encoding the concatenation at
// once would. Like `TextEncoderStream`, a lead surrogate at the end of a chunk is held until the
// next chunk shows whether a trail surrogate completes it, and a chunk that yields nothing appends
// nothing.
//
// Output encodings and error modes:
//   kUtf8    kReplacement  the standard's UTF-8 encoder: each lone surrogate becomes U+FFFD
//            kFatal        the first lone surrogate fails InvalidArgument
//            kLossless     WTF-8: lone surrogates kept (3 bytes each); pairs joined across chunks
//   kUtf16Le, kUtf16Be     UTF-16 bytes, no BOM; kReplacement writes U+FFFD, kFatal fails, and
//                          kLossless writes the lone surrogate's own code unit (WTF-16)
// Any other encoding fails with Unimplemented (the legacy encoders need the standard's index
// tables; `output_encoding` says what the standard would use instead).
//
// Chunks are `std::u16string_view` (potentially ill-formed UTF-16, as from a Windows API or a
// JavaScript string) or `Wtf8View` (a view's split surrogate half at a chunk's end joins the
// other half at the next chunk's start, as slicing a string at the middle of a supplementary
// character and encoding the two slices must give the character). Errors name the offset of the
// lone surrogate in the whole stream: "... at unit offset N" counting the UTF-16 units of the
// stream's `std::u16string_view` chunks, "... at byte offset N" in the WTF-8 of its `Wtf8View`
// chunks concatenated (a lead and a trail surrogate that meet across chunks, such as the two
// halves of a split character, count as their 4-byte sequence); `wtf8::error_offset` reads N. A
// stream is normally fed one kind of chunk.
//
// A stream ends with a call whose `last` is true (an empty final chunk is fine): a held lead
// surrogate is then a lone surrogate. After that call the next one starts a new stream. After a
// failure every call returns the same error until `reset()`; what was appended before the lone
// surrogate stays appended (nothing is taken back).
//
// A small value type that allocates nothing itself (only a failure's message); copyable. Not
// synchronized.
//
// Example:
//   wtf8::encoding::Encoder e(wtf8::encoding::Encoding::kUtf8);
//   std::string out;
//   e.encode(u"a\xD83D", /*last=*/false, out);   // OK; out is "a" (the lead waits)
//   e.encode(u"\xDE00" u"b\xD800", false, out);   // OK; out is "a\U0001F600b" (a new lead waits)
//   e.encode(u"", /*last=*/true, out);            // OK: out is "a\U0001F600b\uFFFD"
class Encoder {
 public:
  // An encoder to `encoding` in error mode `mode` (see the table above).
  // Example: `Encoder(Encoding::kUtf16Le, ErrorMode::kLossless)` writes WTF-16LE.
  explicit Encoder(Encoding encoding, ErrorMode mode = ErrorMode::kReplacement) noexcept
      : encoding_(encoding), mode_(mode) {}

  // Encodes `chunk`, appending the bytes to `out`; `last` says that no more text follows.
  // Fails with Unimplemented for an encoding without an encoder, and in kFatal mode with
  // InvalidArgument at the first lone surrogate, `out` then holding the encoding of everything
  // before it.
  // Example: with `Encoder e(Encoding::kUtf8, ErrorMode::kFatal)`, `e.encode(u"ab\xD800", false,
  //          out)` is OK (out "ab": the lead waits), then `e.encode(u"c", true, out)` fails "...
  //          lone surrogate U+D800 at unit offset 2".
  [[nodiscard]] absl::Status encode(std::u16string_view chunk, bool last, std::string& out);
  [[nodiscard]] absl::Status encode(Wtf8View chunk, bool last, std::string& out);

  // Forgets the current stream (a held lead surrogate, the offsets, a failure); the encoding and
  // mode stay.
  void reset() noexcept;

  // The constructor's encoding and error mode.
  Encoding encoding() const noexcept { return encoding_; }
  ErrorMode error_mode() const noexcept { return mode_; }
  // Whether kReplacement mode has replaced a lone surrogate since the stream began.
  bool had_errors() const noexcept { return had_errors_; }

 private:
  class Writer;

  absl::Status begin_chunk();
  absl::Status end_chunk(bool last, absl::Status status);
  void hold(uint32_t lead, uint64_t offset, bool in_units);

  Encoding encoding_;
  ErrorMode mode_;
  // A lead surrogate held from the end of the last chunk (0: none), where it was in the stream, and
  // whether that offset counts units (a u16string_view chunk) or bytes (a Wtf8View chunk).
  uint32_t held_lead_ = 0;
  uint64_t held_offset_ = 0;
  bool held_in_units_ = false;
  bool finished_ = false;  // the last call had last == true: the next one starts over
  bool had_errors_ = false;
  uint64_t units_ = 0;  // UTF-16 units of the stream's u16string_view chunks so far
  uint64_t bytes_ = 0;  // bytes of its Wtf8View chunks so far
  absl::Status error_;  // sticky failure
};

// What the UTF-16 encoders below (this library's extension) do with a lone surrogate.
// Example: for the lone surrogate U+DC00, `utf16le_encode` writes "\xFD\xFF" with kReplace and
// "\x00\xDC"sv with kKeep.
enum class LoneSurrogates : uint8_t {
  kReplace,  // encode U+FFFD instead: well-formed UTF-16, as from scalar values
  kKeep,     // encode the surrogate as its own code unit: lossless (inverse of kLossless decoding)
};

// Out of line in src/encoding/encoder.cc: what the templates below call with a view.
namespace internal {
std::string utf8_encode(Wtf8View text);
std::string utf16le_encode(Wtf8View text, LoneSurrogates lone);
std::string utf16be_encode(Wtf8View text, LoneSurrogates lone);
}  // namespace internal

// The standard's "UTF-8 encode": each lone surrogate (canonical or split) becomes U+FFFD, as the
// conversion of a string to scalar values does; everything else is copied. Never fails. `S` is
// `Wtf8View` or `Wtf8Buf`; a temporary `Wtf8Buf` is fine (it lives until the call returns, and
// the result does not refer to it).
// Example: `utf8_encode(Wtf8Buf::from_utf16(u"a\xD800"))` is "a\xEF\xBF\xBD".
template <typename S, typename = std::enable_if_t<wtf8::internal::kIsWtf8String<S>>>
std::string utf8_encode(const S& text) {
  return internal::utf8_encode(text.as_view());
}

// Encodes `text` (a `Wtf8View` or a `Wtf8Buf`, temporaries included) as UTF-16LE (resp.
// UTF-16BE) bytes, without a BOM. Never fails.
// Example: `utf16le_encode(Wtf8Buf::from_utf16(u"a\U0001F600"))` is "a\0\x3D\xD8\x00\xDE"sv;
//          `utf16be_encode(Wtf8Buf::from_utf16(u"\xD800"), LoneSurrogates::kKeep)` is "\xD8\0"sv;
//          with the default kReplace it is "\xFF\xFD".
template <typename S, typename = std::enable_if_t<wtf8::internal::kIsWtf8String<S>>>
std::string utf16le_encode(const S& text, LoneSurrogates lone = LoneSurrogates::kReplace) {
  return internal::utf16le_encode(text.as_view(), lone);
}
template <typename S, typename = std::enable_if_t<wtf8::internal::kIsWtf8String<S>>>
std::string utf16be_encode(const S& text, LoneSurrogates lone = LoneSurrogates::kReplace) {
  return internal::utf16be_encode(text.as_view(), lone);
}

}  // namespace encoding
}  // namespace wtf8

#endif  // WTF8_ENCODING_H_
