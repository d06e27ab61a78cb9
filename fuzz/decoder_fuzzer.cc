// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Fuzz target: the WHATWG decoders (wtf8/encoding.h). The fuzzer picks an encoding (UTF-8,
// UTF-16LE/BE, replacement, x-user-defined, and a legacy one to exercise Unimplemented and BOM
// sniffing), a BOM handling, chunk cuts and the bytes (its length picks the kernel table: each
// one this CPU runs, in turn), then checks for every error mode
//   - streaming `Decoder` fed the fuzzer-cut chunks == the one-shot `decode` (output, or the
//     exact error), and a finished decoder decodes the same stream again identically;
//   - after every chunk, the `Decoder` (kernels for the bulk of a chunk) and the plain reference
//     decoder (tests/reference/reference_decoder.h) agree exactly: status, output so far,
//     `had_errors()`, `encoding()`;
//   - kFatal fails exactly when kReplacement reports `had_errors()` (it emitted an error U+FFFD),
//     and otherwise gives the same text; kReplacement never fails except Unimplemented;
//   - kLossless UTF-16 (BOM kept) succeeds exactly on an even number of bytes, yields exactly the
//     code units, and `utf16le_encode`/`utf16be_encode(kKeep)` give the bytes back;
//   - UTF-8 errors (BOM kept) are at the offset RFC 3629's grammar says, and replacement output
//     equals `Wtf8Buf::from_utf8_lossy`.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "fuzz/fuzz_util.h"
#include "src/simd/kernels.h"
#include "tests/reference/reference_decoder.h"
#include "tests/reference/rfc3629_abnf.h"
#include "wtf8/encoding.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace {

namespace enc = wtf8::encoding;
using wtf8::Wtf8Buf;
using wtf8_fuzz::hex;

constexpr enc::Encoding kEncodings[] = {enc::Encoding::kUtf8,         enc::Encoding::kUtf16Le,
                                        enc::Encoding::kUtf16Be,      enc::Encoding::kReplacement,
                                        enc::Encoding::kXUserDefined, enc::Encoding::kWindows1252};
constexpr enc::Bom kBoms[] = {enc::Bom::kSniff, enc::Bom::kStrip, enc::Bom::kKeep};
constexpr enc::ErrorMode kModes[] = {enc::ErrorMode::kReplacement, enc::ErrorMode::kFatal,
                                     enc::ErrorMode::kLossless};

struct Streamed {
  absl::Status status;
  Wtf8Buf out;
  bool had_errors = false;
};

Streamed stream(enc::Decoder& d, std::string_view bytes, const std::vector<std::size_t>& cuts) {
  Streamed r;
  std::size_t begin = 0;
  for (std::size_t i = 0; i <= cuts.size(); ++i) {
    const std::size_t end = i < cuts.size() ? cuts[i] : bytes.size();
    r.status = d.decode(bytes.substr(begin, end - begin), i == cuts.size(), r.out);
    if (!r.status.ok()) break;
    begin = end;
  }
  r.had_errors = d.had_errors();
  return r;
}

// Feeds the same chunks to a `Decoder` and to the reference decoder, comparing after each call.
void compare_with_reference(enc::Encoding encoding, enc::ErrorMode mode, enc::Bom bom,
                            std::string_view bytes, const std::vector<std::size_t>& cuts,
                            const std::string& ctx) {
  enc::Decoder fast(encoding, mode, bom);
  enc::testing::ReferenceDecoder slow(encoding, mode, bom);
  Wtf8Buf fast_out, slow_out;
  std::size_t begin = 0;
  for (std::size_t i = 0; i <= cuts.size(); ++i) {
    const std::size_t end = i < cuts.size() ? cuts[i] : bytes.size();
    const std::string_view chunk = bytes.substr(begin, end - begin);
    const bool last = i == cuts.size();
    const absl::Status fs = fast.decode(chunk, last, fast_out);
    const absl::Status ss = slow.decode(chunk, last, slow_out);
    const std::string at = ctx + " call " + std::to_string(i);
    FUZZ_CHECK(fs == ss,
               "kernel vs reference status " + at + ": " + fs.ToString() + " vs " + ss.ToString());
    FUZZ_CHECK(fast_out.as_bytes() == slow_out.as_bytes(), "kernel vs reference output " + at +
                                                               ": " + fast_out.debug_string() +
                                                               " vs " + slow_out.debug_string());
    FUZZ_CHECK(fast.had_errors() == slow.had_errors(), "kernel vs reference had_errors " + at);
    FUZZ_CHECK(fast.encoding() == slow.encoding(), "kernel vs reference encoding " + at);
    if (!fs.ok()) return;
    begin = end;
  }
}

// Makes `k` the active kernel table for its lifetime.
class KernelScope {
 public:
  explicit KernelScope(const wtf8::internal::simd::Kernels* k)
      : old_(wtf8::internal::simd::set_active_kernels_for_testing(k)) {}
  ~KernelScope() { wtf8::internal::simd::set_active_kernels_for_testing(old_); }
  KernelScope(const KernelScope&) = delete;
  KernelScope& operator=(const KernelScope&) = delete;

 private:
  const wtf8::internal::simd::Kernels* old_;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  wtf8_fuzz::FuzzInput in(data, size);
  // Every kernel table in turn, picked by the input's length (the input format stays as it was):
  // the streaming UTF-16 paths convert in one kernel pass (utf16_bytes_to_utf8).
  const wtf8::internal::simd::Kernels* tables[wtf8::internal::simd::kMaxKernels];
  const std::size_t table_count = wtf8::internal::simd::supported_kernels(tables);
  const KernelScope kernels(tables[size % table_count]);
  const enc::Encoding encoding = kEncodings[in.below(sizeof kEncodings / sizeof kEncodings[0])];
  const enc::Bom bom = kBoms[in.below(3)];
  std::vector<std::size_t> raw_cuts(in.below(6));
  for (std::size_t& c : raw_cuts) c = in.byte();
  const std::string_view bytes = in.rest();
  std::vector<std::size_t> cuts;
  for (std::size_t c : raw_cuts) cuts.push_back(c % (bytes.size() + 1));
  std::sort(cuts.begin(), cuts.end());
  const std::string ctx = std::string(enc::name(encoding)) + " bom " +
                          std::to_string(static_cast<int>(bom)) + " bytes " + hex(bytes);

  Streamed by_mode[3];
  for (int m = 0; m < 3; ++m) {
    const enc::ErrorMode mode = kModes[m];
    const std::string mctx = ctx + " mode " + std::to_string(m);
    compare_with_reference(encoding, mode, bom, bytes, cuts, mctx);
    const absl::StatusOr<Wtf8Buf> once = enc::decode(bytes, encoding, mode, bom);
    enc::Decoder d(encoding, mode, bom);
    const Streamed s = stream(d, bytes, cuts);
    FUZZ_CHECK(once.ok() == s.status.ok(), "one-shot vs streaming status " + mctx);
    if (once.ok()) {
      FUZZ_CHECK(*once == s.out && once->as_bytes() == s.out.as_bytes(),
                 "one-shot vs streaming output " + mctx + ": " + once->debug_string() + " vs " +
                     s.out.debug_string());
      // A finished stream restarts: the same input decodes the same way again.
      const Streamed again = stream(d, bytes, cuts);
      FUZZ_CHECK(again.status.ok() && again.out.as_bytes() == s.out.as_bytes(),
                 "second stream differs " + mctx);
      FUZZ_CHECK(mode == enc::ErrorMode::kLossless || once->is_utf8(),
                 "surrogate in non-lossless output " + mctx);
    } else {
      FUZZ_CHECK(once.status() == s.status, "one-shot vs streaming error " + mctx + ": " +
                                                once.status().ToString() + " vs " +
                                                s.status.ToString());
      FUZZ_CHECK(once.status().code() == absl::StatusCode::kInvalidArgument ||
                     once.status().code() == absl::StatusCode::kUnimplemented,
                 "unexpected code " + once.status().ToString());
      if (once.status().code() == absl::StatusCode::kInvalidArgument) {
        const long long at = wtf8_fuzz::error_offset(once.status());
        FUZZ_CHECK(at >= 0 && static_cast<std::size_t>(at) <= bytes.size(),
                   "error offset " + once.status().ToString() + " " + mctx);
      }
    }
    by_mode[m] = s;
  }

  const Streamed& rep = by_mode[0];
  const Streamed& fatal = by_mode[1];
  const Streamed& lossless = by_mode[2];
  FUZZ_CHECK(rep.status.ok() || rep.status.code() == absl::StatusCode::kUnimplemented,
             "replacement mode failed " + rep.status.ToString() + " " + ctx);
  if (rep.status.ok()) {
    FUZZ_CHECK(fatal.status.ok() == !rep.had_errors,
               "fatal fails iff replacement had errors " + ctx + " " + fatal.status.ToString());
    if (fatal.status.ok()) {
      FUZZ_CHECK(fatal.out.as_bytes() == rep.out.as_bytes(), "fatal != replacement " + ctx);
      FUZZ_CHECK(lossless.status.ok() && lossless.out.as_bytes() == rep.out.as_bytes(),
                 "lossless != fatal on clean input " + ctx);
    }
  }

  if (bom == enc::Bom::kKeep && encoding == enc::Encoding::kUtf8) {
    const std::size_t prefix = rfc3629_abnf::longest_utf8_prefix(bytes);
    FUZZ_CHECK(fatal.status.ok() == (prefix == bytes.size()), "UTF-8 fatal " + ctx);
    if (!fatal.status.ok()) {
      FUZZ_CHECK(wtf8_fuzz::error_offset(fatal.status) == static_cast<long long>(prefix),
                 "UTF-8 fatal offset " + fatal.status.ToString() + " " + ctx);
    }
    FUZZ_CHECK(rep.out == Wtf8Buf::from_utf8_lossy(bytes), "UTF-8 replacement != lossy " + ctx);
  }

  const bool utf16 = encoding == enc::Encoding::kUtf16Le || encoding == enc::Encoding::kUtf16Be;
  if (utf16 && bom == enc::Bom::kKeep) {
    const bool le = encoding == enc::Encoding::kUtf16Le;
    FUZZ_CHECK(lossless.status.ok() == (bytes.size() % 2 == 0),
               "lossless UTF-16 " + lossless.status.ToString() + " " + ctx);
    if (lossless.status.ok()) {
      std::u16string units;
      for (std::size_t i = 0; i + 1 < bytes.size(); i += 2) {
        const unsigned lo = static_cast<unsigned char>(bytes[i + (le ? 0 : 1)]);
        const unsigned hi = static_cast<unsigned char>(bytes[i + (le ? 1 : 0)]);
        units += static_cast<char16_t>(lo | (hi << 8));
      }
      FUZZ_CHECK(lossless.out.to_utf16() == units, "lossless units " + ctx);
      const std::string back = le ? enc::utf16le_encode(lossless.out, enc::LoneSurrogates::kKeep)
                                  : enc::utf16be_encode(lossless.out, enc::LoneSurrogates::kKeep);
      FUZZ_CHECK(back == bytes, "lossless UTF-16 does not round-trip " + ctx);
      // The replacing encoder writes well-formed UTF-16 that decodes without errors.
      const std::string replaced =
          le ? enc::utf16le_encode(lossless.out) : enc::utf16be_encode(lossless.out);
      const absl::StatusOr<Wtf8Buf> clean =
          enc::decode(replaced, encoding, enc::ErrorMode::kFatal, enc::Bom::kKeep);
      FUZZ_CHECK(clean.ok() && *clean == rep.out, "kReplace encoding " + ctx);
    }
  }
  if (encoding == enc::Encoding::kXUserDefined && bom == enc::Bom::kKeep) {
    FUZZ_CHECK(rep.out.code_point_count() == bytes.size(), "x-user-defined count " + ctx);
  }
  return 0;
}
