// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Fuzz target: every SIMD kernel table this CPU supports against the scalar reference
// (src/simd/kernels.h), on the fuzzer's bytes read both as WTF-8-ish bytes and as UTF-16 units.
//   - Kernel level: `valid_prefix` returns a prefix the reference accepts and that does not cut a
//     WTF-8 surrogate pair; the complete kernels (lengths and counts) equal scalar's;
//     `from_utf16` / `to_utf16` write exactly what scalar writes for the prefix they report;
//     `copy_utf8_lossy` (cached and streaming stores) writes a prefix of the lossy output;
//     `find_prefiltered` never reports a match that is not the first one before `resume`, with
//     the searcher's filter bytes and with the needle's two ends.
//   - Public API with each table made active: validation results and error messages (with their
//     offsets), `from_utf16`, `to_utf16`, `to_utf8_lossy`, `code_point_count`, `utf16_len` and
//     `find` are identical to the results under the scalar table.
// The first byte picks the needle length for the search checks.

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/fuzz_util.h"
#include "src/simd/kernels.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace {

using wtf8::Wtf8Buf;
using wtf8::Wtf8View;
namespace simd = wtf8::internal::simd;

// "avx2 on 41 ED A0 80": which table failed, on which input.
std::string where(const char* kernels, std::string_view input) {
  return std::string(kernels) + " on " + wtf8_fuzz::hex(input);
}

// Everything the public API computes from `bytes` and `units` that a kernel feeds.
struct Observed {
  bool utf8 = false;
  bool wtf8 = false;
  std::string utf8_error;
  std::string wtf8_error;
  std::string from_utf16;
  std::u16string to_utf16;
  std::size_t code_points = 0;
  std::size_t utf16_len = 0;
  std::size_t find = 0;
  std::string lossy;  // of `bytes` when they are WTF-8, else of from_utf16

  bool operator==(const Observed& o) const {
    return utf8 == o.utf8 && wtf8 == o.wtf8 && utf8_error == o.utf8_error &&
           wtf8_error == o.wtf8_error && from_utf16 == o.from_utf16 && to_utf16 == o.to_utf16 &&
           code_points == o.code_points && utf16_len == o.utf16_len && find == o.find &&
           lossy == o.lossy;
  }
};

Observed observe(std::string_view bytes, std::u16string_view units, std::string_view needle) {
  Observed o;
  o.utf8 = wtf8::is_well_formed_utf8(bytes);
  o.wtf8 = wtf8::is_well_formed_wtf8(bytes);
  const auto as_utf8 = Wtf8View::from_utf8(bytes);
  if (!as_utf8.ok()) o.utf8_error = std::string(as_utf8.status().message());
  const auto as_wtf8 = Wtf8View::from_wtf8(bytes);
  if (!as_wtf8.ok()) o.wtf8_error = std::string(as_wtf8.status().message());
  const Wtf8Buf converted = Wtf8Buf::from_utf16(units);
  o.from_utf16 = std::string(converted.as_bytes());
  o.to_utf16 = converted.to_utf16();
  o.code_points = converted.code_point_count();
  o.utf16_len = converted.utf16_len();
  o.lossy = converted.to_utf8_lossy();
  if (as_wtf8.ok()) {
    const auto n = Wtf8View::from_wtf8(needle);
    if (n.ok()) o.find = as_wtf8->find(*n);
    o.lossy = as_wtf8->to_utf8_lossy();
  }
  return o;
}

void check_kernel_level(const simd::Kernels& k, const simd::Kernels& ref, std::string_view bytes,
                        std::u16string_view units, std::string_view needle,
                        const std::string& lossy) {
  const char* p = bytes.data();
  const std::size_t n = bytes.size();
  for (bool wtf8 : {false, true}) {
    const std::size_t got = k.valid_prefix(p, n, wtf8);
    FUZZ_CHECK(got <= n, where(k.name, bytes));
    const std::string_view prefix = bytes.substr(0, got);
    FUZZ_CHECK(wtf8 ? wtf8::is_well_formed_wtf8(prefix) : wtf8::is_well_formed_utf8(prefix),
               where(k.name, bytes));
    // The scalar validator resumes at `got`, so with WTF-8 a lead surrogate must not end right
    // before a trail surrogate there (that pair is an error the kernel would have hidden).
    if (wtf8 && got >= 3 && got + 3 <= n) {
      const auto at = [&](std::size_t i) { return static_cast<uint8_t>(p[i]); };
      const bool lead_before = at(got - 3) == 0xED && at(got - 2) >= 0xA0 && at(got - 2) <= 0xAF;
      const bool trail_after = at(got) == 0xED && at(got + 1) >= 0xB0 && at(got + 1) <= 0xBF;
      FUZZ_CHECK(!(lead_before && trail_after), where(k.name, bytes));
    }
  }
  FUZZ_CHECK(k.count_non_continuation(p, n) == ref.count_non_continuation(p, n),
             where(k.name, bytes));
  if (wtf8::is_well_formed_wtf8(bytes)) {
    FUZZ_CHECK(k.utf16_length_of_wtf8(p, n) == ref.utf16_length_of_wtf8(p, n),
               where(k.name, bytes));
    std::u16string got(n, u'\0');
    std::u16string want(n, u'\0');
    const simd::Progress pk = k.to_utf16(p, n, got.data());
    const simd::Progress pr = ref.to_utf16(p, pk.read, want.data());
    FUZZ_CHECK(pk.read <= n && pk.written <= pk.read, where(k.name, bytes));
    FUZZ_CHECK(pr.read == pk.read && pr.written == pk.written, where(k.name, bytes));
    FUZZ_CHECK(got.compare(0, pk.written, want, 0, pk.written) == 0, where(k.name, bytes));
    // The lossy copy's prefix is final: it equals the whole lossy output's (scalar) prefix.
    for (bool stream : {false, true}) {
      std::string copy(n, '\0');
      const std::size_t done = k.copy_utf8_lossy(p, n, copy.data(), stream);
      FUZZ_CHECK(done <= n && copy.compare(0, done, lossy, 0, done) == 0, where(k.name, bytes));
    }
  }
  const std::string_view unit_bytes(reinterpret_cast<const char*>(units.data()),
                                    units.size() * sizeof(char16_t));
  FUZZ_CHECK(k.wtf8_length_of_utf16(units.data(), units.size()) ==
                 ref.wtf8_length_of_utf16(units.data(), units.size()),
             where(k.name, unit_bytes));
  {
    std::string got(3 * units.size(), '\0');
    std::string want(3 * units.size(), '\0');
    const simd::Progress pk = k.from_utf16(units.data(), units.size(), got.data());
    FUZZ_CHECK(pk.read <= units.size(), where(k.name, unit_bytes));
    const simd::Progress pr = ref.from_utf16(units.data(), pk.read, want.data());
    FUZZ_CHECK(pr.read == pk.read && pr.written == pk.written, where(k.name, unit_bytes));
    FUZZ_CHECK(got.compare(0, pk.written, want, 0, pk.written) == 0, where(k.name, unit_bytes));
  }
  if (needle.size() >= 2) {
    // Any two offsets are a correct pick; the searcher's (the rarest bytes) and the two ends.
    const simd::NeedleBytes picks[] = {simd::rarest_needle_bytes(needle.data(), needle.size()),
                                       {0, needle.size() - 1}};
    for (const simd::NeedleBytes pick : picks) {
      const simd::FindResult r = k.find_prefiltered(p, n, needle.data(), needle.size(), pick);
      const std::size_t first = bytes.find(needle);
      if (r.match != simd::FindResult::kNone) {
        FUZZ_CHECK(r.match == first, where(k.name, bytes));
      } else {
        FUZZ_CHECK(r.resume <= n, where(k.name, bytes));
        FUZZ_CHECK(first == std::string_view::npos || first >= r.resume, where(k.name, bytes));
      }
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  wtf8_fuzz::FuzzInput in(data, size);
  const std::size_t needle_size = in.below(9);
  const std::string_view bytes = in.rest();
  const std::string_view needle = bytes.substr(bytes.size() / 2, needle_size);
  // The same bytes as UTF-16 code units (little-endian pairs; an odd last byte is dropped).
  std::u16string units(bytes.size() / 2, u'\0');
  for (std::size_t i = 0; i < units.size(); ++i) {
    units[i] = static_cast<char16_t>(static_cast<uint8_t>(bytes[2 * i]) |
                                     (static_cast<uint8_t>(bytes[2 * i + 1]) << 8));
  }

  const simd::Kernels& ref = simd::scalar_kernels();
  const simd::Kernels* previous = simd::set_active_kernels_for_testing(&ref);
  const Observed want = observe(bytes, units, needle);
  for (const simd::Kernels* k : simd::supported_kernels()) {
    check_kernel_level(*k, ref, bytes, units, needle, want.lossy);
    simd::set_active_kernels_for_testing(k);
    FUZZ_CHECK(observe(bytes, units, needle) == want, where(k->name, bytes));
  }
  simd::set_active_kernels_for_testing(previous);
  return 0;
}
