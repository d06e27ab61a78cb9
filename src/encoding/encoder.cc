// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The streaming Encoder (UTF-8 as WHATWG Encoding's "UTF-8 encoder", plus this library's WTF-8 and
// UTF-16LE/BE outputs) and the one-shot encoders built on it.
//
// Each chunk is cut into: a code unit or surrogate half that joins the lead surrogate held from
// the previous chunk, the bulk, and a lead surrogate at its end that is held for the next chunk.
// Only the two ends are handled code point by code point; the bulk goes to the SIMD operations
// (src/simd/kernels.h) in runs between lone surrogates, which the kernels find.

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "src/encoding/utf16_append.h"
#include "src/internal/absl_compat.h"
#include "src/internal/errors.h"
#include "src/simd/kernels.h"
#include "wtf8/encoding.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/internal/config.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace encoding {
namespace {

namespace simd = ::wtf8::internal::simd;
using ::wtf8::internal::is_lead_surrogate;
using ::wtf8::internal::is_trail_surrogate;

enum class Output : uint8_t { kUtf8, kUtf16Le, kUtf16Be, kNone };

Output output_of(Encoding e) {
  switch (e) {
    case Encoding::kUtf8:
      return Output::kUtf8;
    case Encoding::kUtf16Le:
      return Output::kUtf16Le;
    case Encoding::kUtf16Be:
      return Output::kUtf16Be;
    default:
      return Output::kNone;
  }
}

// Appends units[0, n) as UTF-16 bytes in the given byte order: one copy of the object
// representation where that is little-endian and so wanted (wtf8/internal/config.h), byte by
// byte through a stack buffer otherwise.
void append_units(const char16_t* units, std::size_t n, bool big_endian, std::string& out) {
  if (WTF8_LITTLE_ENDIAN && !big_endian) {
    out.append(reinterpret_cast<const char*>(units), 2 * n);
    return;
  }
  const unsigned hi = big_endian ? 0 : 1;  // where a unit's high byte goes
  char buf[8192];
  while (n > 0) {
    const std::size_t m = n < sizeof buf / 2 ? n : sizeof buf / 2;
    for (std::size_t i = 0; i < m; ++i) {
      buf[2 * i + hi] = static_cast<char>(units[i] >> 8);
      buf[2 * i + 1 - hi] = static_cast<char>(units[i] & 0xFF);
    }
    out.append(buf, 2 * m);
    units += m;
    n -= m;
  }
}

// The length of the run of non-surrogate units at the start of p[0, n): blocks of 16 units are
// tested at once (a loop compilers vectorize), the block holding a surrogate unit by unit.
std::size_t surrogate_free_prefix(const char16_t* p, std::size_t n) {
  std::size_t i = 0;
  for (; i + 16 <= n; i += 16) {
    unsigned any = 0;
    for (std::size_t j = 0; j < 16; ++j) any |= (p[i + j] & 0xF800) == 0xD800;
    if (any) break;
  }
  while (i < n && (p[i] & 0xF800) != 0xD800) ++i;
  return i;
}

// The code point of a canonical 3-byte surrogate sequence (ED A0..BF 80..BF).
uint32_t surrogate_at(const char* p) { return ::wtf8::internal::decode_code_point(p).code_point; }

}  // namespace

// Writes one chunk's pieces to `out` in the encoder's output encoding and mode.
class Encoder::Writer {
 public:
  Writer(Encoder& encoder, std::string& out)
      : e_(encoder), out_(out), output_(output_of(encoder.encoding_)), k_(simd::active_kernels()) {}

  // A code point that is not a lone surrogate (a joined pair included), or one kept losslessly.
  void code_point(uint32_t cp) {
    if (output_ == Output::kUtf8) {
      char bytes[4];
      out_.append(bytes, ::wtf8::internal::encode_code_point(cp, bytes));
      return;
    }
    char16_t units[2];
    std::size_t n = 1;
    if (cp >= 0x10000) {
      units[0] = static_cast<char16_t>(::wtf8::internal::lead_surrogate_of(cp));
      units[1] = static_cast<char16_t>(::wtf8::internal::trail_surrogate_of(cp));
      n = 2;
    } else {
      units[0] = static_cast<char16_t>(cp);
    }
    append_units(units, n, big_endian(), out_);
  }

  // A lone surrogate at `offset` (units or bytes of the stream): kept, replaced or refused.
  absl::Status lone(uint32_t surrogate, uint64_t offset, bool in_units) {
    switch (e_.mode_) {
      case ErrorMode::kLossless:
        code_point(surrogate);
        return absl::OkStatus();
      case ErrorMode::kReplacement:
        e_.had_errors_ = true;
        code_point(::wtf8::internal::kReplacementCharacter);
        return absl::OkStatus();
      case ErrorMode::kFatal:
        break;
    }
    const std::string what =
        absl::StrCat("cannot encode in ", ::wtf8::internal::to_absl(name(e_.encoding_)));
    const std::string reason = absl::StrFormat("lone surrogate U+%04X", surrogate);
    return in_units ? ::wtf8::internal::invalid_input_at_unit(what, reason, offset)
                    : ::wtf8::internal::invalid_input_at(what, reason, offset);
  }

  // Potentially ill-formed UTF-16 units p[0, n), the first at stream unit offset `base`. A lead
  // surrogate at p[n - 1] is lone (the caller held it back otherwise).
  absl::Status units(const char16_t* p, std::size_t n, uint64_t base) {
    if (output_ == Output::kUtf8) return units_to_utf8(p, n, base);
    std::size_t i = 0;
    while (i < n) {
      const std::size_t run =
          e_.mode_ == ErrorMode::kLossless ? n - i : surrogate_free_prefix(p + i, n - i);
      append_units(p + i, run, big_endian(), out_);
      i += run;
      if (i == n) break;
      if (is_lead_surrogate(p[i]) && i + 1 < n && is_trail_surrogate(p[i + 1])) {
        append_units(p + i, 2, big_endian(), out_);  // a pair: well-formed as it is
        i += 2;
        continue;
      }
      if (absl::Status s = lone(p[i], base + i, /*in_units=*/true); !s.ok()) return s;
      ++i;
    }
    return absl::OkStatus();
  }

  // Canonical WTF-8 bytes (no split halves), the first at stream byte offset `base`.
  absl::Status wtf8(std::string_view bytes, uint64_t base) {
    const char* d = bytes.data();
    const std::size_t n = bytes.size();
    if (output_ != Output::kUtf8) {
      // UTF-16 straight into the output in one pass (utf16_append.h): the kernel keeps each lone
      // surrogate as its unit, replaces it with U+FFFD or stops before it.
      const simd::Utf16Conversion c = internal::append_utf16_of_wtf8(
          k_, d, n, big_endian() ? simd::ByteOrder::kBig : simd::ByteOrder::kLittle, policy(),
          out_);
      return after(c, [&] { return lone(surrogate_at(d + c.read), base + c.read, false); });
    }
    if (e_.mode_ == ErrorMode::kLossless) {
      out_.append(d, n);  // WTF-8 to WTF-8
      return absl::OkStatus();
    }
    std::size_t pos = 0;
    while (pos < n) {
      const std::size_t end = pos + k_.find_surrogate(d + pos, n - pos);
      out_.append(d + pos, end - pos);  // no surrogate: the WTF-8 bytes are UTF-8
      if (end == n) break;
      if (absl::Status s = lone(surrogate_at(d + end), base + end, /*in_units=*/false); !s.ok()) {
        return s;
      }
      pos = end + 3;
    }
    return absl::OkStatus();
  }

 private:
  bool big_endian() const { return output_ == Output::kUtf16Be; }

  // What the kernels do with a lone surrogate in this encoder's mode.
  simd::LoneMode policy() const {
    return e_.mode_ == ErrorMode::kLossless      ? simd::LoneMode::kKeep
           : e_.mode_ == ErrorMode::kReplacement ? simd::LoneMode::kReplace
                                                 : simd::LoneMode::kStop;
  }

  // After a kernel conversion: U+FFFD was written (kReplace), or the error `refuse()` returns
  // (kStop, at the lone surrogate the conversion stopped before).
  template <typename Refuse>
  absl::Status after(const simd::Utf16Conversion& c, Refuse refuse) {
    if (!c.lone) return absl::OkStatus();
    if (e_.mode_ == ErrorMode::kFatal) return refuse();
    e_.had_errors_ = true;
    return absl::OkStatus();
  }

  // UTF-16 to UTF-8 or WTF-8 straight into the output in one pass (utf16_append.h): the kernel
  // keeps each lone surrogate (WTF-8), replaces it with U+FFFD or stops before it.
  absl::Status units_to_utf8(const char16_t* p, std::size_t n, uint64_t base) {
    const simd::Utf16Conversion c = internal::append_utf8_of_utf16(
        k_, reinterpret_cast<const char*>(p), n, simd::kNativeUtf16, policy(), out_);
    return after(c, [&] { return lone(p[c.read], base + c.read, /*in_units=*/true); });
  }

  Encoder& e_;
  std::string& out_;
  Output output_;
  const simd::Kernels& k_;
};

absl::Status Encoder::begin_chunk() {
  if (!error_.ok()) return error_;
  if (output_of(encoding_) == Output::kNone) {
    return absl::UnimplementedError(
        absl::StrCat("encoding to ", ::wtf8::internal::to_absl(name(encoding_)),
                     " is not supported: wtf8 encodes UTF-8, UTF-16LE and UTF-16BE only"));
  }
  if (finished_) reset();
  return absl::OkStatus();
}

absl::Status Encoder::end_chunk(bool last, absl::Status status) {
  if (!status.ok()) {
    error_ = status;
    held_lead_ = 0;
    return status;
  }
  if (last) finished_ = true;
  return absl::OkStatus();
}

void Encoder::hold(uint32_t lead, uint64_t offset, bool in_units) {
  held_lead_ = lead;
  held_offset_ = offset;
  held_in_units_ = in_units;
}

void Encoder::reset() noexcept {
  held_lead_ = 0;
  finished_ = false;
  had_errors_ = false;
  units_ = 0;
  bytes_ = 0;
  error_ = absl::OkStatus();
}

absl::Status Encoder::encode(std::u16string_view chunk, bool last, std::string& out) {
  if (absl::Status s = begin_chunk(); !s.ok()) return s;
  Writer w(*this, out);
  const char16_t* p = chunk.data();
  const std::size_t n = chunk.size();
  const uint64_t base = units_;
  units_ += n;
  std::size_t begin = 0;
  absl::Status status;
  if (held_lead_ != 0 && (n > 0 || last)) {
    const uint32_t lead = held_lead_;
    held_lead_ = 0;
    if (n > 0 && is_trail_surrogate(p[0])) {
      w.code_point(::wtf8::internal::join_surrogates(lead, p[0]));
      begin = 1;
    } else {
      status = w.lone(lead, held_offset_, held_in_units_);
    }
  }
  if (status.ok()) {
    std::size_t end = n;
    if (!last && end > begin && is_lead_surrogate(p[end - 1])) {
      hold(p[end - 1], base + end - 1, /*in_units=*/true);
      --end;
    }
    status = w.units(p + begin, end - begin, base + begin);
  }
  return end_chunk(last, status);
}

absl::Status Encoder::encode(Wtf8View chunk, bool last, std::string& out) {
  if (absl::Status s = begin_chunk(); !s.ok()) return s;
  Writer w(*this, out);
  const char* d = chunk.data();
  const std::size_t n = chunk.size();
  // A trail surrogate at the front (canonical or split), the canonical middle, and a lead
  // surrogate at the end (canonical or split): the only places a pair can cross a chunk boundary.
  const ::wtf8::internal::Decomposition parts = ::wtf8::internal::decompose(d, n);
  // Byte offsets are those of the concatenated text, where a lead and a trail surrogate that meet
  // are one 4-byte sequence, not 3 + 3 bytes (two halves of one split character, typically).
  if (held_lead_ != 0 && !held_in_units_ && parts.head_trail != 0) bytes_ -= 2;
  const uint64_t base = bytes_;
  bytes_ += n;
  absl::Status status;
  if (held_lead_ != 0 && (n > 0 || last)) {
    const uint32_t lead = held_lead_;
    held_lead_ = 0;
    if (parts.head_trail != 0) {
      w.code_point(::wtf8::internal::join_surrogates(lead, parts.head_trail));
    } else {
      status = w.lone(lead, held_offset_, held_in_units_);
    }
  } else if (parts.head_trail != 0) {
    status = w.lone(parts.head_trail, base, /*in_units=*/false);
  }
  if (status.ok()) {
    status = w.wtf8(parts.middle, base + static_cast<uint64_t>(parts.middle.data() - d));
  }
  if (status.ok() && parts.tail_lead != 0) {
    if (last) {
      status = w.lone(parts.tail_lead, base + n - 3, /*in_units=*/false);
    } else {
      hold(parts.tail_lead, base + n - 3, /*in_units=*/false);
    }
  }
  return end_chunk(last, status);
}

namespace internal {

std::string utf8_encode(Wtf8View text) {
  // Converting to scalar values replaces each surrogate (canonical or split) with U+FFFD; the
  // UTF-8 encoder then writes every scalar value's bytes, which `to_utf8_lossy` already holds.
  return text.to_utf8_lossy();
}

namespace {

std::string utf16_encode(Wtf8View text, Encoding encoding, LoneSurrogates lone) {
  std::string out;
  out.reserve(2 * text.utf16_len());
  Encoder e(encoding,
            lone == LoneSurrogates::kKeep ? ErrorMode::kLossless : ErrorMode::kReplacement);
  // Neither mode can fail, and the encoding has an encoder.
  e.encode(text, /*last=*/true, out).IgnoreError();
  return out;
}

}  // namespace

std::string utf16le_encode(Wtf8View text, LoneSurrogates lone) {
  return utf16_encode(text, Encoding::kUtf16Le, lone);
}

std::string utf16be_encode(Wtf8View text, LoneSurrogates lone) {
  return utf16_encode(text, Encoding::kUtf16Be, lone);
}

}  // namespace internal

}  // namespace encoding
}  // namespace wtf8
