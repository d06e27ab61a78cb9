// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Fuzz target: every kernel table this CPU supports (src/simd/kernels.h), the scalar reference
// included, on the fuzzer's bytes read both as WTF-8-ish bytes and as UTF-16 units.
//   - Kernel level: each operation of each table is called directly, with the input copied flush
//     against a PROT_NONE page (tests/guard_page.h): its last byte right before one, then its
//     first byte right after one, then at a fuzzer-chosen alignment away from both. Outputs sit
//     flush against a guard page the same way (the third time inside canaries), with exactly the
//     capacity under test, so a read or write out of bounds faults. Every result and output byte
//     must equal the scalar table's, and a conversion must write nothing past what it reports:
//     `validate` in all three flavors and `find_json_stop` with all three kinds of stops (any
//     bytes); on OMG views `code_point_count`, `utf16_length`,
//     `find_surrogate`, `wtf8_to_utf16` (with the documented capacity, the exact one and a
//     fuzzer-chosen smaller one), `wtf8_to_utf32` (the same three capacities, exact and with
//     `scratch`), `decode_window` (from five starts, when the view holds kWindowReads bytes
//     from each) and `copy_utf8_lossy` (both store kinds, and in place); on
//     other bytes those only have to stay in bounds (their results are unspecified there). On
//     the units, `utf16_to_wtf8` (same three capacities) and `wtf8_length_of_utf16`; the WTF-8
//     it produces goes through the byte operations too. On the bytes read as UTF-16 units in
//     either byte order (from the byte after the control byte, or one further: both
//     alignments of the units), `utf16_bytes_to_utf8` with each treatment of lone surrogates
//     (kept, replaced, stopped at), exact and with `scratch`, at the same three capacities; and
//     `wtf8_to_utf16_bytes` the same way on the units' WTF-8 (canonical), and on the raw bytes
//     (where it only has to stay in bounds).
//     `find_prefiltered` must report the first match, or none before its `resume` point, with the
//     searcher's filter bytes and with the needle's two ends (the give-up point may differ between
//     tables by contract). `find_candidate` and `rfind_candidate` equal scalar's for a pair filter
//     made of the input's first 16 bytes.
//   - Public API with each table made active: validation results and error messages (with their
//     offsets), `from_utf16`, `to_utf16`, `to_utf32`, `to_utf8_lossy`, `code_point_count`,
//     `utf16_len`, `find`, and the code points `code_points()` yields forwards and backwards (the
//     block-decoded iterator) are identical to the results under the scalar table, and to the
//     code points `code_point_indices()` yields.
// The first byte is a control byte: modulo 9 the needle length for the search checks, divided by
// 9 the smaller capacity (a 28th part of the full output each step), modulo 64 the alignment of
// the third placement. On Windows the guard pages come from VirtualProtect (tests/guard_page.h).

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>

#include "fuzz/fuzz_util.h"
#include "src/simd/kernels.h"
#include "tests/guard_page.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace {

using wtf8::Wtf8Buf;
using wtf8::Wtf8View;
using wtf8_test::Edge;
using wtf8_test::GuardedBuffer;
using wtf8_test::Placement;
namespace simd = wtf8::internal::simd;

// "avx2 validate(kWtf8) (input flush against the trailing guard) on 41 ED A0 80".
std::string where(const char* table, const char* op, const char* placement,
                  std::string_view input) {
  return std::string(table) + " " + op + " (" + placement + ") on " + wtf8_fuzz::hex(input);
}

std::string_view as_bytes(std::u16string_view units) {
  return {reinterpret_cast<const char*>(units.data()), units.size() * sizeof(char16_t)};
}

// ---- kernel level -------------------------------------------------------------------------------

// The guarded buffers, kept for the whole run and replaced by larger ones as inputs grow.
enum Slot { kIn8, kIn16, kOut8, kOut16, kOut32, kNeedle, kWindow, kSlots };
GuardedBuffer& guarded(Slot slot, std::size_t bytes) {
  static std::unique_ptr<GuardedBuffer> buffers[kSlots];
  std::unique_ptr<GuardedBuffer>& b = buffers[slot];
  if (b == nullptr || b->size() < bytes + 128) b = std::make_unique<GuardedBuffer>(bytes + 128);
  return *b;
}

// Where the input and the output go, for one round of calls.
struct Layout {
  const char* name;
  Edge edge;
  bool flush;  // else: the input at `align`, the output 64 bytes further from the guard
};
constexpr Layout kLayouts[] = {
    {"flush against the trailing guard", Edge::kEnd, true},
    {"flush against the leading guard", Edge::kStart, true},
    {"at the chosen alignment", Edge::kStart, false},
};

Placement input_at(const Layout& l, std::size_t align) {
  return l.flush ? Placement{l.edge, 0} : Placement{l.edge, align};
}
Placement output_at(const Layout& l, std::size_t align) {
  return l.flush ? Placement{l.edge, 0} : Placement{l.edge, 64 + align};
}

// The fault handler prints this if a call faults.
void note(const simd::Kernels& k, const char* op, const void* in, std::size_t bytes,
          std::size_t unit, Placement at, const void* out, std::size_t out_bytes) {
  wtf8_test::CallInfo& c = wtf8_test::current_call();
  c.table = k.name;
  c.operation = op;
  c.family = "fuzz input";
  c.input = in;
  c.input_bytes = bytes;
  c.input_unit = unit;
  c.input_at = at;
  c.output = out;
  c.output_bytes = out_bytes;
}

// Aborts unless the canaries around the `bytes` bytes at `out` are intact; `context()` says where.
template <typename Context>
void check_contained(GuardedBuffer& buffer, const void* out, std::size_t bytes,
                     const Context& context) {
  std::ptrdiff_t changed = 0;
  FUZZ_CHECK(buffer.outside_untouched(out, bytes, &changed),
             context() + ": wrote output byte " + std::to_string(changed) + " (only bytes [0, " +
                 std::to_string(bytes) + ") may change)");
}

bool same(simd::ValidationResult a, simd::ValidationResult b) {
  return a.error == b.error && a.offset == b.offset;
}
bool same(simd::Conversion a, simd::Conversion b) {
  return a.read == b.read && a.written == b.written;
}

// The byte operations of table `k` on `bytes`, against the scalar table `ref`.
void check_bytes(const simd::Kernels& k, const simd::Kernels& ref, std::string_view bytes,
                 std::size_t pick, std::size_t align) {
  const std::size_t n = bytes.size();
  const simd::Flavor flavors[] = {simd::Flavor::kUtf8, simd::Flavor::kWtf8, simd::Flavor::kOmgWtf8};
  const char* const flavor_names[] = {"validate(kUtf8)", "validate(kWtf8)", "validate(kOmgWtf8)"};
  simd::ValidationResult want[3];
  for (int f = 0; f < 3; ++f) want[f] = ref.validate(bytes.data(), n, flavors[f]);
  const simd::JsonStops stops[] = {simd::JsonStops::kQuoteJs, simd::JsonStops::kQuoteAscii,
                                   simd::JsonStops::kUnquote};
  const char* const stops_names[] = {"find_json_stop(kQuoteJs)", "find_json_stop(kQuoteAscii)",
                                     "find_json_stop(kUnquote)"};
  std::size_t want_stop[3];
  for (int j = 0; j < 3; ++j) want_stop[j] = ref.find_json_stop(bytes.data(), n, stops[j]);
  const bool view = want[2].ok();
  // Scalar's answers on the OMG view: full conversion, and at the chosen smaller capacity.
  std::u16string want16(n, u'\0');
  std::u32string want32(n, U'\0');
  std::string want_lossy(n, '\0');
  simd::Conversion want_full{0, 0};
  simd::Conversion want_full32{0, 0};
  std::size_t want_count = 0, want_len16 = 0, want_surrogate = 0;
  if (view) {
    want_full = ref.wtf8_to_utf16(bytes.data(), n, want16.data(), n);
    want16.resize(want_full.written);
    want_full32 = ref.wtf8_to_utf32(bytes.data(), n, want32.data(), n, false);
    want32.resize(want_full32.written);
    want_count = ref.code_point_count(bytes.data(), n);
    want_len16 = ref.utf16_length(bytes.data(), n);
    want_surrogate = ref.find_surrogate(bytes.data(), n);
    ref.copy_utf8_lossy(bytes.data(), n, want_lossy.data(), false);
  }
  const std::size_t small = want16.size() * pick / 28;
  std::u16string want_small16(small, u'\0');
  const simd::Conversion want_small =
      view ? ref.wtf8_to_utf16(bytes.data(), n, want_small16.data(), small)
           : simd::Conversion{0, 0};
  const std::size_t small32 = want32.size() * pick / 28;
  std::u32string want_small32(small32, U'\0');
  const simd::Conversion want_small_c32 =
      view ? ref.wtf8_to_utf32(bytes.data(), n, want_small32.data(), small32, false)
           : simd::Conversion{0, 0};

  for (const Layout& layout : kLayouts) {
    const Placement at = input_at(layout, align);
    GuardedBuffer& in8 = guarded(kIn8, n + 64);
    const char* p = in8.put(bytes.data(), n, at);
    for (int f = 0; f < 3; ++f) {
      note(k, flavor_names[f], p, n, 1, at, nullptr, 0);
      const simd::ValidationResult got = k.validate(p, n, flavors[f]);
      FUZZ_CHECK(same(got, want[f]), where(k.name, flavor_names[f], layout.name, bytes));
    }
    for (int j = 0; j < 3; ++j) {
      note(k, stops_names[j], p, n, 1, at, nullptr, 0);
      FUZZ_CHECK(k.find_json_stop(p, n, stops[j]) == want_stop[j],
                 where(k.name, stops_names[j], layout.name, bytes));
    }
    note(k, "code_point_count", p, n, 1, at, nullptr, 0);
    const std::size_t count = k.code_point_count(p, n);
    note(k, "utf16_length", p, n, 1, at, nullptr, 0);
    const std::size_t len16 = k.utf16_length(p, n);
    note(k, "find_surrogate", p, n, 1, at, nullptr, 0);
    const std::size_t surrogate = k.find_surrogate(p, n);
    if (view) {
      FUZZ_CHECK(count == want_count, where(k.name, "code_point_count", layout.name, bytes));
      FUZZ_CHECK(len16 == want_len16, where(k.name, "utf16_length", layout.name, bytes));
      FUZZ_CHECK(surrogate == want_surrogate, where(k.name, "find_surrogate", layout.name, bytes));
    }
    // To UTF-16: the documented capacity (n), the exact one, the chosen smaller one.
    const std::size_t capacities[] = {n, want16.size(), small};
    for (int c = 0; c < 3; ++c) {
      if (c > 0 && !view) break;
      const std::size_t capacity = capacities[c];
      GuardedBuffer& out16 = guarded(kOut16, 2 * n + 64);
      char16_t* out = out16.reserve<char16_t>(capacity, output_at(layout, 2 * align % 64));
      note(k, "wtf8_to_utf16", p, n, 1, at, out, 2 * capacity);
      const simd::Conversion got = k.wtf8_to_utf16(p, n, out, capacity);
      const auto context = [&] {
        return where(k.name, "wtf8_to_utf16", layout.name, bytes) + " capacity " +
               std::to_string(capacity);
      };
      if (!view) {
        check_contained(out16, out, 2 * capacity, context);
        continue;
      }
      const simd::Conversion want_c = c == 2 ? want_small : want_full;
      const std::u16string_view want_out =
          c == 2 ? std::u16string_view(want_small16).substr(0, want_small.written)
                 : std::u16string_view(want16);
      FUZZ_CHECK(same(got, want_c) && std::u16string_view(out, got.written) == want_out,
                 context() + ": read " + std::to_string(got.read) + ", written " +
                     std::to_string(got.written) + "; scalar read " + std::to_string(want_c.read) +
                     ", written " + std::to_string(want_c.written));
      check_contained(out16, out, 2 * got.written, context);
    }
    // To code points: the same three capacities, exact (nothing past what is reported may
    // change) and with `scratch` (anything inside the capacity may).
    const std::size_t capacities32[] = {n, want32.size(), small32};
    for (int c = 0; c < 6; ++c) {
      if (c % 3 > 0 && !view) continue;
      const bool scratch = c >= 3;
      const std::size_t capacity = capacities32[c % 3];
      GuardedBuffer& out32 = guarded(kOut32, 4 * n + 64);
      char32_t* out = out32.reserve<char32_t>(capacity, output_at(layout, 4 * align % 64));
      const char* op = scratch ? "wtf8_to_utf32(scratch)" : "wtf8_to_utf32";
      note(k, op, p, n, 1, at, out, 4 * capacity);
      const simd::Conversion got = k.wtf8_to_utf32(p, n, out, capacity, scratch);
      const auto context = [&] {
        return where(k.name, op, layout.name, bytes) + " capacity " + std::to_string(capacity);
      };
      if (!view) {
        check_contained(out32, out, 4 * capacity, context);
        continue;
      }
      const simd::Conversion want_c = c % 3 == 2 ? want_small_c32 : want_full32;
      const std::u32string_view want_out =
          c % 3 == 2 ? std::u32string_view(want_small32).substr(0, want_small_c32.written)
                     : std::u32string_view(want32);
      FUZZ_CHECK(same(got, want_c) && std::u32string_view(out, got.written) == want_out,
                 context() + ": read " + std::to_string(got.read) + ", written " +
                     std::to_string(got.written) + "; scalar read " + std::to_string(want_c.read) +
                     ", written " + std::to_string(want_c.written));
      check_contained(out32, out, 4 * (scratch ? capacity : got.written), context);
    }
    // The code point iterator's windows: kWindowReads bytes of the view from a few starts
    // (inside sequences too), input and output placed like the others; the output is scratch
    // (anything inside its 64 units may change), the count and the units it reports must equal
    // scalar's.
    if (view && n >= simd::kWindowReads) {
      const std::size_t last = n - simd::kWindowReads;
      const std::size_t starts[] = {0, 1 % (last + 1), 3 % (last + 1), align % (last + 1), last};
      for (const std::size_t o : starts) {
        GuardedBuffer& win = guarded(kWindow, simd::kWindowReads + 64);
        const char* w = win.put(bytes.data() + o, simd::kWindowReads, input_at(layout, align));
        char32_t want_units[simd::kWindowBytes];
        const std::size_t want_n = ref.decode_window(bytes.data() + o, want_units);
        GuardedBuffer& out32 = guarded(kOut32, 4 * simd::kWindowBytes + 64);
        char32_t* out =
            out32.reserve<char32_t>(simd::kWindowBytes, output_at(layout, 4 * align % 64));
        note(k, "decode_window", w, simd::kWindowReads, 1, at, out, 4 * simd::kWindowBytes);
        const std::size_t got = k.decode_window(w, out);
        FUZZ_CHECK(got == want_n &&
                       std::u32string_view(out, got) == std::u32string_view(want_units, want_n),
                   where(k.name, "decode_window", layout.name, bytes) + " from " +
                       std::to_string(o) + ": count " + std::to_string(got) + ", scalar " +
                       std::to_string(want_n));
        check_contained(out32, out, 4 * simd::kWindowBytes, [&] {
          return where(k.name, "decode_window", layout.name, bytes) + " from " + std::to_string(o);
        });
      }
    }
    // Lossy copy: to another buffer with each kind of store, then in place.
    for (int mode = 0; mode < 3; ++mode) {
      const bool stream = mode == 1;
      const char* op = mode == 0   ? "copy_utf8_lossy"
                       : mode == 1 ? "copy_utf8_lossy(stream)"
                                   : "copy_utf8_lossy(in place)";
      GuardedBuffer& buffer = mode == 2 ? in8 : guarded(kOut8, n + 64);
      char* out = mode == 2 ? in8.put_with_canaries(bytes.data(), n, at)
                            : buffer.reserve<char>(n, output_at(layout, align));
      const char* in = mode == 2 ? out : p;
      note(k, op, in, n, 1, at, out, n);
      k.copy_utf8_lossy(in, n, out, stream);
      if (view) {
        FUZZ_CHECK(std::string_view(out, n) == want_lossy,
                   where(k.name, op, layout.name, bytes) + " wrote " +
                       wtf8_fuzz::hex(std::string_view(out, n)));
      }
      check_contained(buffer, out, n, [&] { return where(k.name, op, layout.name, bytes); });
    }
  }
}

// The unit operations of table `k` on `units`, against `ref`.
void check_units(const simd::Kernels& k, const simd::Kernels& ref, std::u16string_view units,
                 std::size_t pick, std::size_t align) {
  const std::size_t n = units.size();
  const std::string_view shown = as_bytes(units);
  std::string want(3 * n, '\0');
  const simd::Conversion want_full = ref.utf16_to_wtf8(units.data(), n, want.data(), 3 * n);
  want.resize(want_full.written);
  const std::size_t want_len = ref.wtf8_length_of_utf16(units.data(), n);
  const std::size_t small = want.size() * pick / 28;
  std::string want_small_out(small, '\0');
  const simd::Conversion want_small =
      ref.utf16_to_wtf8(units.data(), n, want_small_out.data(), small);
  for (const Layout& layout : kLayouts) {
    // For units the alignment counts units.
    const Placement at = input_at(layout, 2 * align % 64);
    const char16_t* p = guarded(kIn16, 2 * n + 64).put(units.data(), n, at);
    note(k, "wtf8_length_of_utf16", p, 2 * n, 2, at, nullptr, 0);
    FUZZ_CHECK(k.wtf8_length_of_utf16(p, n) == want_len,
               where(k.name, "wtf8_length_of_utf16", layout.name, shown));
    const std::size_t capacities[] = {3 * n, want.size(), small};
    for (int c = 0; c < 3; ++c) {
      const std::size_t capacity = capacities[c];
      GuardedBuffer& out8 = guarded(kOut8, 3 * n + 64);
      char* out = out8.reserve<char>(capacity, output_at(layout, align));
      note(k, "utf16_to_wtf8", p, 2 * n, 2, at, out, capacity);
      const simd::Conversion got = k.utf16_to_wtf8(p, n, out, capacity);
      const simd::Conversion want_c = c == 2 ? want_small : want_full;
      const std::string_view want_out =
          c == 2 ? std::string_view(want_small_out).substr(0, want_small.written)
                 : std::string_view(want);
      const auto context = [&] {
        return where(k.name, "utf16_to_wtf8", layout.name, shown) + " capacity " +
               std::to_string(capacity);
      };
      FUZZ_CHECK(same(got, want_c) && std::string_view(out, got.written) == want_out,
                 context() + ": read " + std::to_string(got.read) + ", written " +
                     std::to_string(got.written) + "; scalar read " + std::to_string(want_c.read) +
                     ", written " + std::to_string(want_c.written));
      check_contained(out8, out, got.written, context);
    }
  }
}

bool same(simd::Utf16Conversion a, simd::Utf16Conversion b) {
  return a.read == b.read && a.written == b.written && a.lone == b.lone;
}

// utf16_bytes_to_utf8 of table `k` on the units in `bytes` (an odd last byte left out), in both
// byte orders and every treatment of lone surrogates, against `ref`: exact (nothing written past
// what is reported) on even `pick`s, with `scratch` (anything inside the room) on odd ones.
void check_utf16_bytes(const simd::Kernels& k, const simd::Kernels& ref, std::string_view bytes,
                       std::size_t pick, std::size_t align) {
  const std::size_t n = bytes.size() / 2;
  const bool scratch = pick % 2 == 1;
  static constexpr const char* kOps[2][3] = {
      {"utf16_bytes_to_utf8(LE, kKeep)", "utf16_bytes_to_utf8(LE, kReplace)",
       "utf16_bytes_to_utf8(LE, kStop)"},
      {"utf16_bytes_to_utf8(BE, kKeep)", "utf16_bytes_to_utf8(BE, kReplace)",
       "utf16_bytes_to_utf8(BE, kStop)"}};
  for (int order = 0; order < 2; ++order) {
    for (int mode = 0; mode < 3; ++mode) {
      const auto o = static_cast<simd::ByteOrder>(order);
      const auto lone = static_cast<simd::LoneMode>(mode);
      const char* op = kOps[order][mode];
      std::string full(3 * n, '\0');
      const simd::Utf16Conversion want_full =
          ref.utf16_bytes_to_utf8(bytes.data(), n, o, lone, full.data(), 3 * n, false);
      full.resize(want_full.written);
      const std::size_t small = full.size() * pick / 28;
      std::string small_out(small, '\0');
      const simd::Utf16Conversion want_small =
          ref.utf16_bytes_to_utf8(bytes.data(), n, o, lone, small_out.data(), small, false);
      small_out.resize(want_small.written);
      for (const Layout& layout : kLayouts) {
        const Placement at = input_at(layout, align);
        const char* p = guarded(kIn8, 2 * n + 64).put(bytes.data(), 2 * n, at);
        const std::size_t capacities[] = {3 * n, full.size(), small};
        for (int c = 0; c < 3; ++c) {
          const std::size_t capacity = capacities[c];
          GuardedBuffer& out8 = guarded(kOut8, 3 * n + 64);
          char* out = out8.reserve<char>(capacity, output_at(layout, align));
          note(k, op, p, 2 * n, 1, at, out, capacity);
          const simd::Utf16Conversion got =
              k.utf16_bytes_to_utf8(p, n, o, lone, out, capacity, scratch);
          const simd::Utf16Conversion want_c = c == 2 ? want_small : want_full;
          const std::string_view want_out = c == 2 ? small_out : full;
          const auto context = [&] {
            return where(k.name, op, layout.name, bytes.substr(0, 2 * n)) + " capacity " +
                   std::to_string(capacity) + (scratch ? " (scratch)" : "");
          };
          FUZZ_CHECK(same(got, want_c) && std::string_view(out, got.written) == want_out,
                     context() + ": read " + std::to_string(got.read) + ", written " +
                         std::to_string(got.written) + (got.lone ? ", lone" : "") +
                         "; scalar read " + std::to_string(want_c.read) + ", written " +
                         std::to_string(want_c.written) + (want_c.lone ? ", lone" : ""));
          check_contained(out8, out, scratch ? capacity : got.written, context);
        }
      }
    }
  }
}

// wtf8_to_utf16_bytes of table `k` on `bytes`, in both byte orders and every treatment of lone
// surrogates, against `ref` where the bytes are canonical WTF-8 (elsewhere only in bounds), at the
// three capacities (units), exact on even `pick`s and with `scratch` on odd ones.
void check_wtf8_bytes(const simd::Kernels& k, const simd::Kernels& ref, std::string_view bytes,
                      std::size_t pick, std::size_t align) {
  const std::size_t n = bytes.size();
  const bool canonical = ref.validate(bytes.data(), n, simd::Flavor::kWtf8).ok();
  const bool scratch = pick % 2 == 1;
  static constexpr const char* kOps[2][3] = {
      {"wtf8_to_utf16_bytes(LE, kKeep)", "wtf8_to_utf16_bytes(LE, kReplace)",
       "wtf8_to_utf16_bytes(LE, kStop)"},
      {"wtf8_to_utf16_bytes(BE, kKeep)", "wtf8_to_utf16_bytes(BE, kReplace)",
       "wtf8_to_utf16_bytes(BE, kStop)"}};
  for (int order = 0; order < 2; ++order) {
    for (int mode = 0; mode < 3; ++mode) {
      const auto o = static_cast<simd::ByteOrder>(order);
      const auto lone = static_cast<simd::LoneMode>(mode);
      const char* op = kOps[order][mode];
      std::string full(2 * n, '\0');
      const simd::Utf16Conversion want_full =
          ref.wtf8_to_utf16_bytes(bytes.data(), n, o, lone, full.data(), n, false);
      full.resize(2 * want_full.written);
      const std::size_t small = want_full.written * pick / 28;
      std::string small_out(2 * small, '\0');
      const simd::Utf16Conversion want_small =
          ref.wtf8_to_utf16_bytes(bytes.data(), n, o, lone, small_out.data(), small, false);
      small_out.resize(2 * want_small.written);
      for (const Layout& layout : kLayouts) {
        const Placement at = input_at(layout, align);
        const char* p = guarded(kIn8, n + 64).put(bytes.data(), n, at);
        const std::size_t capacities[] = {n, want_full.written, small};
        for (int c = 0; c < 3; ++c) {
          const std::size_t capacity = capacities[c];
          GuardedBuffer& out8 = guarded(kOut8, 2 * n + 64);
          char* out = out8.reserve<char>(2 * capacity, output_at(layout, align));
          note(k, op, p, n, 1, at, out, 2 * capacity);
          const simd::Utf16Conversion got =
              k.wtf8_to_utf16_bytes(p, n, o, lone, out, capacity, scratch);
          const auto context = [&] {
            return where(k.name, op, layout.name, bytes) + " capacity " + std::to_string(capacity) +
                   (scratch ? " (scratch)" : "");
          };
          FUZZ_CHECK(got.written <= capacity, context() + ": wrote past the capacity");
          if (canonical) {
            const simd::Utf16Conversion want_c = c == 2 ? want_small : want_full;
            const std::string_view want_out = c == 2 ? small_out : full;
            FUZZ_CHECK(same(got, want_c) && std::string_view(out, 2 * got.written) == want_out,
                       context() + ": read " + std::to_string(got.read) + ", written " +
                           std::to_string(got.written) + (got.lone ? ", lone" : "") +
                           "; scalar read " + std::to_string(want_c.read) + ", written " +
                           std::to_string(want_c.written) + (want_c.lone ? ", lone" : ""));
          }
          check_contained(out8, out, scratch || !canonical ? 2 * capacity : 2 * got.written,
                          context);
        }
      }
    }
  }
}

// find_prefiltered's contract with the haystack and needle at guard pages.
void check_find(const simd::Kernels& k, std::string_view bytes, std::string_view needle,
                std::size_t align) {
  if (needle.size() < 2) return;
  const std::size_t first = bytes.find(needle);
  const simd::NeedleBytes picks[] = {simd::rarest_needle_bytes(needle.data(), needle.size()),
                                     {0, needle.size() - 1}};
  for (const Layout& layout : kLayouts) {
    const Placement at = input_at(layout, align);
    const char* h = guarded(kIn8, bytes.size() + 64).put(bytes.data(), bytes.size(), at);
    const char* m = guarded(kNeedle, needle.size() + 64)
                        .put(needle.data(), needle.size(), output_at(layout, align));
    for (const simd::NeedleBytes pick : picks) {
      note(k, "find_prefiltered", h, bytes.size(), 1, at, m, needle.size());
      const simd::FindResult r = k.find_prefiltered(h, bytes.size(), m, needle.size(), pick);
      const auto context = [&] {
        return where(k.name, "find_prefiltered", layout.name, bytes) + " needle " +
               wtf8_fuzz::hex(needle);
      };
      if (r.match != simd::FindResult::kNone) {
        FUZZ_CHECK(r.match == first, context());
      } else {
        FUZZ_CHECK(r.resume <= bytes.size(), context());
        FUZZ_CHECK(first == std::string_view::npos || first >= r.resume, context());
      }
    }
  }
}

// find_candidate and rfind_candidate equal scalar's, with the haystack at guard pages, for a
// pair filter made of the fuzzer's bytes `spec` (span, offsets, masks and values).
void check_candidates(const simd::Kernels& k, const simd::Kernels& ref, std::string_view bytes,
                      std::string_view spec, std::size_t align) {
  wtf8_fuzz::FuzzInput f(reinterpret_cast<const uint8_t*>(spec.data()), spec.size());
  simd::PairFilter filter{};
  filter.span = 1 + f.below(9);
  for (simd::ByteTest* t : {&filter.first, &filter.second}) {
    t->offset = f.below(filter.span);
    t->alt_offset = f.flag() ? f.below(filter.span) : t->offset;
    t->mask = f.flag() ? static_cast<uint8_t>(f.byte() | 0x80) : 0xFF;
    t->alt_mask = f.flag() ? static_cast<uint8_t>(f.byte() | 0x80) : t->mask;
    t->value = static_cast<uint8_t>(f.byte() & t->mask);
    t->alt = f.flag() ? static_cast<uint8_t>(f.byte() & t->alt_mask) : t->value;
  }
  const std::size_t want_first = ref.find_candidate(bytes.data(), bytes.size(), filter);
  const std::size_t want_last = ref.rfind_candidate(bytes.data(), bytes.size(), filter);
  for (const Layout& layout : kLayouts) {
    const Placement at = input_at(layout, align);
    const char* h = guarded(kIn8, bytes.size() + 64).put(bytes.data(), bytes.size(), at);
    const auto context = [&] {
      return where(k.name, "find_candidate", layout.name, bytes) + " filter " +
             wtf8_fuzz::hex(spec);
    };
    note(k, "find_candidate", h, bytes.size(), 1, at, nullptr, 0);
    FUZZ_CHECK(k.find_candidate(h, bytes.size(), filter) == want_first, context());
    note(k, "rfind_candidate", h, bytes.size(), 1, at, nullptr, 0);
    FUZZ_CHECK(k.rfind_candidate(h, bytes.size(), filter) == want_last, context());
  }
}

// ---- public API -------------------------------------------------------------------------------

// Everything the public API computes from `bytes` and `units` that a kernel feeds.
struct Observed {
  bool utf8 = false;
  bool wtf8 = false;
  std::string utf8_error;
  std::string wtf8_error;
  std::string from_utf16;
  std::u16string to_utf16;
  std::u32string to_utf32;
  std::u32string forwards;   // code_points(), range-for
  std::u32string backwards;  // code_points() from end(), reversed back
  std::size_t code_points = 0;
  std::size_t utf16_len = 0;
  std::size_t find = 0;
  std::string lossy;  // of `bytes` when they are WTF-8, else of from_utf16

  bool operator==(const Observed& o) const {
    return utf8 == o.utf8 && wtf8 == o.wtf8 && utf8_error == o.utf8_error &&
           wtf8_error == o.wtf8_error && from_utf16 == o.from_utf16 && to_utf16 == o.to_utf16 &&
           to_utf32 == o.to_utf32 && forwards == o.forwards && backwards == o.backwards &&
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
  // The code points of a view of the converted bytes cut to start and end at boundaries picked
  // from the input (split halves included), by the block-decoded iterator both ways and in bulk;
  // code_point_indices() (one sequence at a time, no kernel) must agree.
  Wtf8View v = converted;
  if (v.size() > 4) {
    std::size_t b = static_cast<uint8_t>(bytes[0]) % (v.size() / 2);
    std::size_t e = v.size() - static_cast<uint8_t>(bytes[bytes.size() - 1]) % (v.size() / 2);
    while (!v.is_boundary(b)) ++b;
    while (e > b && !v.is_boundary(e)) --e;
    v = v.slice(b, e);
  }
  for (const wtf8::CodePoint cp : v.code_points()) o.forwards.push_back(cp.value());
  const wtf8::CodePoints range = v.code_points();
  for (auto it = range.end(); it != range.begin();) o.backwards.push_back((*--it).value());
  std::reverse(o.backwards.begin(), o.backwards.end());
  o.to_utf32 = v.to_utf32();
  std::u32string model;
  for (const auto [offset, cp] : v.code_point_indices()) model.push_back(cp.value());
  FUZZ_CHECK(
      o.forwards == model && o.backwards == model && o.to_utf32 == model,
      "code points of " + wtf8_fuzz::hex(v.as_bytes()) + " differ from code_point_indices()");
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

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  wtf8_test::install_fault_reporter();
  wtf8_fuzz::FuzzInput in(data, size);
  const uint8_t control = in.byte();
  const std::size_t needle_size = control % 9;
  const std::size_t pick = control / 9;  // 0..28
  const std::size_t align = control % 64;
  const std::string_view bytes = in.rest();
  const std::string_view needle = bytes.substr(bytes.size() / 2, needle_size);
  // The same bytes as UTF-16 code units (little-endian pairs; an odd last byte is dropped).
  std::u16string units(bytes.size() / 2, u'\0');
  for (std::size_t i = 0; i < units.size(); ++i) {
    units[i] = static_cast<char16_t>(static_cast<uint8_t>(bytes[2 * i]) |
                                     (static_cast<uint8_t>(bytes[2 * i + 1]) << 8));
  }

  const simd::Kernels& ref = simd::scalar_kernels();
  const simd::Kernels* tables[simd::kMaxKernels];
  const std::size_t table_count = simd::supported_kernels(tables);
  // The WTF-8 of the units: well-formed bytes for the view operations, whatever the input.
  std::string converted(3 * units.size(), '\0');
  converted.resize(
      ref.utf16_to_wtf8(units.data(), units.size(), converted.data(), converted.size()).written);
  for (std::size_t t = 0; t < table_count; ++t) {
    check_bytes(*tables[t], ref, bytes, pick, align);
    check_bytes(*tables[t], ref, converted, pick, align);
    check_units(*tables[t], ref, units, pick, align);
    check_utf16_bytes(*tables[t], ref, bytes, pick, align);
    check_wtf8_bytes(*tables[t], ref, converted, pick, align);
    check_wtf8_bytes(*tables[t], ref, bytes, pick, align);
    if (!bytes.empty()) check_utf16_bytes(*tables[t], ref, bytes.substr(1), pick, align);
    check_find(*tables[t], bytes, needle, align);
    check_candidates(*tables[t], ref, bytes, bytes.substr(0, 16), align);
  }

  const simd::Kernels* previous = simd::set_active_kernels_for_testing(&ref);
  const Observed want = observe(bytes, units, needle);
  for (std::size_t t = 0; t < table_count; ++t) {
    simd::set_active_kernels_for_testing(tables[t]);
    FUZZ_CHECK(observe(bytes, units, needle) == want,
               where(tables[t]->name, "public API", "heap strings", bytes));
  }
  simd::set_active_kernels_for_testing(previous);
  return 0;
}
