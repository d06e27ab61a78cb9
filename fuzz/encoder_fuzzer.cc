// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Fuzz target: the streaming Encoder (wtf8/encoding.h) and the bounded conversions
// (wtf8/encode_into.h). The first bytes choose the output encoding, the error mode and up to
// eight cut positions; the rest are UTF-16 code units (the input's length picks the kernel table:
// each one this CPU runs, in turn). Then
//   - the units fed in chunks cut at those positions (between the two units of a pair too), and
//     their WTF-8 fed in chunks cut at the nearest boundaries (the middle of a supplementary
//     character too), give exactly the one-shot result: same bytes, same status, same offset;
//   - the one-shot result is what a plain code point by code point encoding written here gives;
//   - each bounded conversion into a destination of a chosen size writes the longest whole prefix
//     of the full output and nothing past it.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/types/span.h"
#include "fuzz/fuzz_util.h"
#include "src/simd/kernels.h"
#include "tests/reference/utf_model.h"
#include "wtf8/encode_into.h"
#include "wtf8/encoding.h"
#include "wtf8/error.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace {

namespace enc = wtf8::encoding;
using wtf8::Wtf8Buf;
using wtf8::Wtf8View;

struct Result {
  std::string bytes;
  absl::StatusCode code = absl::StatusCode::kOk;
  long long offset = -1;
};

void put_unit(uint32_t u, bool be, std::string& s) {
  const char hi = static_cast<char>(u >> 8), lo = static_cast<char>(u & 0xFF);
  s += be ? hi : lo;
  s += be ? lo : hi;
}

// The plain encoding of the units, with unit offsets (`in_units`) or the WTF-8 byte offsets.
Result model(const std::u16string& u, enc::Encoding e, enc::ErrorMode m, bool in_units) {
  Result r;
  std::size_t byte = 0;
  for (std::size_t i = 0; i < u.size(); ++i) {
    uint32_t c = u[i];
    const std::size_t at = in_units ? i : byte;
    if (c >= 0xD800 && c <= 0xDBFF && i + 1 < u.size() && u[i + 1] >= 0xDC00 &&
        u[i + 1] <= 0xDFFF) {
      c = 0x10000 + ((c - 0xD800) << 10) + (u[i + 1] - 0xDC00u);
      ++i;
    } else if (c >= 0xD800 && c <= 0xDFFF) {
      if (m == enc::ErrorMode::kFatal) {
        r.code = absl::StatusCode::kInvalidArgument;
        r.offset = static_cast<long long>(at);
        return r;
      }
      if (m == enc::ErrorMode::kReplacement) c = 0xFFFD;
    }
    byte += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    if (e == enc::Encoding::kUtf8) {
      r.bytes += wtf8::reference::utf8_of(c);
    } else if (c >= 0x10000) {
      put_unit(0xD800 + ((c - 0x10000) >> 10), e == enc::Encoding::kUtf16Be, r.bytes);
      put_unit(0xDC00 + ((c - 0x10000) & 0x3FF), e == enc::Encoding::kUtf16Be, r.bytes);
    } else {
      put_unit(c, e == enc::Encoding::kUtf16Be, r.bytes);
    }
  }
  return r;
}

// Feeds a new stream (reset first: a failed one stays failed until then).
template <typename Chunk>
Result run(enc::Encoder& e, const std::vector<Chunk>& chunks, bool empty_end) {
  e.reset();
  Result r;
  absl::Status s;
  for (std::size_t i = 0; i < chunks.size() && s.ok(); ++i) {
    s = e.encode(chunks[i], !empty_end && i + 1 == chunks.size(), r.bytes);
  }
  if (s.ok() && empty_end) s = e.encode(Chunk(), true, r.bytes);
  r.code = s.code();
  const auto offset = wtf8::error_offset(s);
  r.offset = offset ? static_cast<long long>(*offset) : -1;
  return r;
}

void check_same(const Result& got, const Result& want, const std::string& what,
                const std::u16string& u) {
  const std::string units(reinterpret_cast<const char*>(u.data()), 2 * u.size());
  FUZZ_CHECK(got.code == want.code && got.offset == want.offset && got.bytes == want.bytes,
             what + ": got " + wtf8_fuzz::hex(got.bytes) + " (offset " +
                 std::to_string(got.offset) + "), want " + wtf8_fuzz::hex(want.bytes) +
                 " (offset " + std::to_string(want.offset) + "); units " + wtf8_fuzz::hex(units));
}

// The bounded conversion of `full` (the whole output, whole characters listed by their ends in
// `ends`) into `room` units: the longest prefix of whole characters, nothing past it touched.
template <typename Unit, typename Convert>
void check_bounded(const std::basic_string<Unit>& full, const std::vector<std::size_t>& ends,
                   std::size_t room, Convert convert, const char* what) {
  std::vector<Unit> buf(room + 4, static_cast<Unit>(0x5A));
  const wtf8::EncodeIntoResult r = convert(absl::Span<Unit>(buf.data(), room));
  std::size_t want = 0;
  for (const std::size_t e : ends) {
    if (e <= room) want = e;
  }
  FUZZ_CHECK(r.written == want, std::string(what) + ": wrote " + std::to_string(r.written) +
                                    ", want " + std::to_string(want));
  FUZZ_CHECK(std::basic_string<Unit>(buf.data(), want) == full.substr(0, want), what);
  for (std::size_t i = want; i < buf.size(); ++i) {
    FUZZ_CHECK(buf[i] == static_cast<Unit>(0x5A), std::string(what) + ": wrote past written");
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
  const uint8_t mode_byte = in.byte();
  const enc::Encoding e = mode_byte % 3 == 0   ? enc::Encoding::kUtf8
                          : mode_byte % 3 == 1 ? enc::Encoding::kUtf16Le
                                               : enc::Encoding::kUtf16Be;
  const enc::ErrorMode m = (mode_byte / 3) % 3 == 0   ? enc::ErrorMode::kReplacement
                           : (mode_byte / 3) % 3 == 1 ? enc::ErrorMode::kFatal
                                                      : enc::ErrorMode::kLossless;
  const bool empty_end = (mode_byte & 0x80) != 0;
  std::vector<std::size_t> cut_bytes;
  for (std::size_t n = in.below(9); n > 0; --n) cut_bytes.push_back(in.byte());
  const std::size_t room = in.below(256);
  const std::string_view rest = in.rest();
  std::u16string u(rest.size() / 2, u'\0');
  for (std::size_t i = 0; i < u.size(); ++i) {
    u[i] = static_cast<char16_t>(static_cast<uint8_t>(rest[2 * i]) |
                                 (static_cast<uint8_t>(rest[2 * i + 1]) << 8));
  }
  const Wtf8Buf text = Wtf8Buf::from_utf16(u);

  // Chunks of units, and of the WTF-8 at the nearest boundary at or before each cut.
  std::vector<std::size_t> unit_cuts, byte_cuts;
  for (const std::size_t c : cut_bytes) {
    unit_cuts.push_back(u.empty() ? 0 : c % (u.size() + 1));
    std::size_t b = text.empty() ? 0 : (c * 7) % (text.size() + 1);
    while (!text.is_boundary(b)) --b;
    byte_cuts.push_back(b);
  }
  std::sort(unit_cuts.begin(), unit_cuts.end());
  std::sort(byte_cuts.begin(), byte_cuts.end());
  std::vector<std::u16string_view> unit_chunks;
  std::vector<Wtf8View> view_chunks;
  std::size_t at = 0;
  for (const std::size_t c : unit_cuts) {
    unit_chunks.push_back(std::u16string_view(u).substr(at, c - at));
    at = c;
  }
  unit_chunks.push_back(std::u16string_view(u).substr(at));
  at = 0;
  for (const std::size_t c : byte_cuts) {
    view_chunks.push_back(text.slice(at, c));
    at = c;
  }
  view_chunks.push_back(text.slice_from(at));

  enc::Encoder encoder(e, m);
  const Result whole_units = run(encoder, std::vector<std::u16string_view>{u}, false);
  check_same(whole_units, model(u, e, m, true), "one-shot units vs model", u);
  check_same(run(encoder, unit_chunks, empty_end), whole_units, "chunked units", u);
  const Result whole_view = run(encoder, std::vector<Wtf8View>{text.as_view()}, false);
  check_same(whole_view, model(u, e, m, false), "one-shot WTF-8 vs model", u);
  check_same(run(encoder, view_chunks, empty_end), whole_view, "chunked WTF-8", u);

  // Bounded conversions at `room`, against the whole outputs cut at character ends.
  std::vector<std::size_t> byte_ends, unit_ends;
  std::size_t bytes = 0, units = 0;
  for (const auto [offset, cp] : text.code_point_indices()) {
    (void)offset;
    bytes += cp.value() < 0x80 ? 1 : cp.value() < 0x800 ? 2 : cp.value() < 0x10000 ? 3 : 4;
    units += cp.value() < 0x10000 ? 1 : 2;
    byte_ends.push_back(bytes);
    unit_ends.push_back(units);
  }
  const std::string lossy = text.to_utf8_lossy();
  const std::string wtf8_bytes(text.as_bytes());
  check_bounded<char>(
      lossy, byte_ends, room, [&](absl::Span<char> d) { return wtf8::utf8_encode_into(u, d); },
      "utf8_encode_into(units)");
  check_bounded<char>(
      lossy, byte_ends, room, [&](absl::Span<char> d) { return wtf8::utf8_encode_into(text, d); },
      "utf8_encode_into(view)");
  check_bounded<char>(
      wtf8_bytes, byte_ends, room, [&](absl::Span<char> d) { return wtf8::wtf8_encode_into(u, d); },
      "wtf8_encode_into(units)");
  check_bounded<char16_t>(
      u, unit_ends, room, [&](absl::Span<char16_t> d) { return wtf8::utf16_encode_into(text, d); },
      "utf16_encode_into");
  FUZZ_CHECK(wtf8::wtf8_len(u) == text.size(), "wtf8_len");
  return 0;
}
