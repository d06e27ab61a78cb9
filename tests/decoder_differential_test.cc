// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The streaming `Decoder` (whose UTF-8 and UTF-16 paths hand the bulk of each chunk to the SIMD
// kernels) against the plain reference decoder (tests/reference/reference_decoder.h) on
// random inputs cut into random chunks, for every kernel table this CPU has, every encoding the
// decoders implement (plus a legacy one, for BOM sniffing into it), every error mode and every
// BOM handling. After every call both must agree on the status (message and offset payload
// included), the bytes appended so far, `had_errors()` and `encoding()`. Chunks are copied flush
// against a guard page, so reading past a chunk's end faults at once. Fixed seeds; a failure
// prints the seed, the chunking and the input in hex.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "gtest/gtest.h"
#include "src/simd/kernels.h"
#include "tests/guard_page.h"
#include "tests/reference/reference_decoder.h"
#include "tests/test_util.h"
#include "wtf8/encoding.h"
#include "wtf8/wtf8_buf.h"

namespace wtf8 {
namespace {

namespace enc = wtf8::encoding;
namespace simd = wtf8::internal::simd;
using enc::Bom;
using enc::Encoding;
using enc::ErrorMode;
using test_util::hex;

constexpr Encoding kEncodings[] = {Encoding::kUtf8,         Encoding::kUtf16Le,
                                   Encoding::kUtf16Be,      Encoding::kReplacement,
                                   Encoding::kXUserDefined, Encoding::kWindows1252};
constexpr ErrorMode kModes[] = {ErrorMode::kReplacement, ErrorMode::kFatal, ErrorMode::kLossless};
constexpr Bom kBoms[] = {Bom::kSniff, Bom::kStrip, Bom::kKeep};

// ---- inputs ------------------------------------------------------------------------------------

// UTF-16 code units of mixed text: runs of ASCII, Latin, CJK, pairs, and now and then a lone
// lead or trail surrogate, U+FEFF or U+FFFE (a BOM's units).
std::u16string random_units(std::mt19937& rng, std::size_t count) {
  std::u16string u;
  while (u.size() < count) {
    const uint32_t kind = rng() % 16;
    const std::size_t run = 1 + rng() % (rng() % 4 == 0 ? 200 : 8);
    for (std::size_t k = 0; k < run && u.size() < count; ++k) {
      switch (kind) {
        case 0:
          u += static_cast<char16_t>(0xD800 +
                                     rng() % 0x400);  // a lone lead (unless a trail follows)
          k = run;
          break;
        case 1:
          u += static_cast<char16_t>(0xDC00 + rng() % 0x400);  // a lone trail
          k = run;
          break;
        case 2:
          u += rng() % 2 ? u'\xFEFF' : u'\xFFFE';
          break;
        case 3:
        case 4:
          u += static_cast<char16_t>(0xD800 + rng() % 0x400);
          u += static_cast<char16_t>(0xDC00 + rng() % 0x400);
          break;
        case 5:
        case 6:
          u += static_cast<char16_t>(0x80 + rng() % 0x780);
          break;
        case 7:
        case 8:
          u += static_cast<char16_t>(0x4E00 + rng() % 0x5000);
          break;
        case 9:
          u += static_cast<char16_t>(rng() & 0xFFFF);  // anything, surrogates included
          break;
        default:
          u += static_cast<char16_t>(0x20 + rng() % 0x5F);
          break;
      }
    }
  }
  u.resize(count);
  return u;
}

std::string utf16_bytes(std::u16string_view units, bool big_endian) {
  std::string b;
  for (char16_t c : units) {
    const char lo = static_cast<char>(c & 0xFF), hi = static_cast<char>(c >> 8);
    b += big_endian ? hi : lo;
    b += big_endian ? lo : hi;
  }
  return b;
}

// UTF-8 text with ill-formed pieces: truncated sequences, surrogates, overlongs, out-of-range,
// stray continuation and never-used bytes, now and then.
std::string random_utf8(std::mt19937& rng, std::size_t bytes) {
  static const char* const kBad[] = {"\xC0",
                                     "\xC1\xBF",
                                     "\x80",
                                     "\xBF",
                                     "\xE1\x80",
                                     "\xE0\x80",
                                     "\xED\xA0\x80",
                                     "\xF4\x90\x80\x80",
                                     "\xF0\x9F",
                                     "\xF5",
                                     "\xFF",
                                     "\xEF\xBB\xBF",
                                     "\xF0\x80\x80\x80",
                                     "\xE2\x82"};
  std::string s;
  while (s.size() < bytes) {
    if (rng() % 24 == 0) {
      s += kBad[rng() % std::size(kBad)];
    } else if (rng() % 64 == 0) {
      s += static_cast<char>(rng() & 0xFF);
    } else {
      const std::u16string u = random_units(rng, 1 + rng() % 64);
      s += Wtf8Buf::from_utf16(u).to_utf8_lossy();
    }
  }
  return s;
}

std::string random_bytes(std::mt19937& rng, std::size_t n) {
  std::string s(n, '\0');
  for (char& c : s) c = static_cast<char>(rng() & 0xFF);
  return s;
}

// One input of a random kind and size: mostly short, sometimes long enough to cross the
// decoder's internal blocks and many vector blocks; maybe a BOM first, maybe an odd byte last.
std::string random_input(std::mt19937& rng) {
  const uint32_t size_kind = rng() % 8;
  const std::size_t size = size_kind < 4   ? rng() % 40
                           : size_kind < 7 ? rng() % 600
                                           : 8000 + rng() % 12000;
  std::string s;
  switch (rng() % 6) {
    case 0:
      s = random_utf8(rng, size);
      break;
    case 1: {
      // Well-formed UTF-8, maybe cut anywhere (inside a sequence too), maybe with one error:
      // what fatal mode and error offsets are about.
      s = Wtf8Buf::from_utf16(random_units(rng, size)).to_utf8_lossy();
      if (rng() % 2 == 0) s.resize(rng() % (s.size() + 1));
      if (rng() % 2 == 0) s.insert(rng() % (s.size() + 1), 1, static_cast<char>(rng() & 0xFF));
      break;
    }
    case 2: {
      // Well-formed UTF-16 with at most one lone surrogate or odd byte.
      std::u16string u = Wtf8Buf::from_utf16(random_units(rng, size / 2)).to_utf16();
      for (char16_t& c : u) {
        if (c >= 0xD800 && c <= 0xDFFF) c = u'x';
      }
      if (!u.empty() && rng() % 2 == 0) {
        u[rng() % u.size()] = static_cast<char16_t>(0xD800 + rng() % 0x800);
      }
      s = utf16_bytes(u, rng() % 2 == 1);
      if (rng() % 4 == 0) s += static_cast<char>(rng() & 0xFF);
      break;
    }
    case 3:
    case 4:
      s = utf16_bytes(random_units(rng, size / 2), rng() % 2 == 1);
      if (rng() % 4 == 0) s += static_cast<char>(rng() & 0xFF);
      break;
    default:
      s = random_bytes(rng, size);
      break;
  }
  static const char* const kBoms[] = {"\xEF\xBB\xBF", "\xFF\xFE", "\xFE\xFF", "\xEF\xBB", "\xFF"};
  if (rng() % 4 == 0) s = kBoms[rng() % std::size(kBoms)] + s;
  return s;
}

// Cut points: none, a few random ones, every byte, or many near the start and the end.
std::vector<std::size_t> random_cuts(std::mt19937& rng, std::size_t n) {
  std::vector<std::size_t> cuts;
  switch (rng() % 6) {
    case 0:
      break;
    case 1:
      if (n <= 64) {
        for (std::size_t i = 0; i <= n; ++i) cuts.push_back(i);
        break;
      }
      [[fallthrough]];
    case 2:
      for (std::size_t i = 0; i < 8 && i <= n; ++i) cuts.push_back(i), cuts.push_back(n - i);
      break;
    default:
      for (uint32_t k = rng() % 8; k > 0; --k) cuts.push_back(rng() % (n + 1));
      break;
  }
  std::sort(cuts.begin(), cuts.end());  // repeated cuts give empty chunks
  return cuts;
}

std::string describe(std::string_view input, const std::vector<std::size_t>& cuts) {
  std::string s = "cuts";
  for (std::size_t c : cuts) s += " " + std::to_string(c);
  s += "; input (" + std::to_string(input.size()) + " bytes) ";
  s += input.size() <= 256 ? hex(input) : hex(input.substr(0, 256)) + " ...";
  return s;
}

// ---- the comparison ----------------------------------------------------------------------------

class DecoderDifferentialTest : public testing::Test {
 protected:
  // Feeds `input` cut at `cuts` (the last chunk with last = true; then a second stream, the same
  // again, to check the restart) to both decoders, comparing after every call.
  void Compare(Encoding e, ErrorMode m, Bom b, std::string_view input,
               const std::vector<std::size_t>& cuts, std::string_view out_prefix,
               const std::string& ctx) {
    enc::Decoder fast(e, m, b);
    enc::testing::ReferenceDecoder slow(e, m, b);
    Wtf8Buf fast_out = Wtf8Buf::from_wtf8(out_prefix).value();
    Wtf8Buf slow_out = fast_out;
    for (int stream = 0; stream < 2; ++stream) {
      std::size_t begin = 0;
      for (std::size_t i = 0; i <= cuts.size(); ++i) {
        const std::size_t end = i < cuts.size() ? cuts[i] : input.size();
        const bool last = i == cuts.size();
        const char* chunk =
            guarded_.put(input.data() + begin, end - begin, {wtf8_test::Edge::kEnd, 0});
        const std::string_view piece(chunk, end - begin);
        const absl::Status fs = fast.decode(piece, last, fast_out);
        const absl::Status ss = slow.decode(piece, last, slow_out);
        ASSERT_EQ(fs, ss) << ctx << " stream " << stream << " call " << i;
        ASSERT_EQ(fast_out.as_bytes(), slow_out.as_bytes())
            << ctx << " stream " << stream << " call " << i << ": " << fast_out.debug_string()
            << " vs " << slow_out.debug_string();
        ASSERT_EQ(fast.had_errors(), slow.had_errors()) << ctx << " call " << i;
        ASSERT_EQ(fast.encoding(), slow.encoding()) << ctx << " call " << i;
        if (!fs.ok()) return;
        begin = end;
      }
    }
  }

  // `rounds` random inputs through every encoding, mode and BOM handling, with the active table.
  void Run(uint32_t seed, int rounds) {
    std::mt19937 rng(seed);
    for (int round = 0; round < rounds; ++round) {
      const std::string input = random_input(rng);
      const std::vector<std::size_t> cuts = random_cuts(rng, input.size());
      // Sometimes the output already ends with a lone lead surrogate (U+D83D), which a leading
      // trail surrogate of lossless output joins.
      const std::string_view prefix = rng() % 8 == 0 ? "x\xED\xA0\xBD" : "";
      const std::string ctx = "kernels " + std::string(simd::active_kernels().name) + " seed " +
                              std::to_string(seed) + " round " + std::to_string(round) + " " +
                              describe(input, cuts);
      for (Encoding e : kEncodings) {
        for (ErrorMode m : kModes) {
          for (Bom b : kBoms) {
            Compare(e, m, b, input, cuts, prefix,
                    ctx + " encoding " + std::string(enc::name(e)) + " mode " +
                        std::to_string(static_cast<int>(m)) + " bom " +
                        std::to_string(static_cast<int>(b)));
            if (HasFatalFailure()) return;
          }
        }
      }
    }
  }

  // Runs `body` once with each kernel table this CPU supports, then restores the active one.
  template <typename Body>
  void ForEachKernelTable(Body body) {
    const simd::Kernels* tables[simd::kMaxKernels];
    const std::size_t count = simd::supported_kernels(tables);
    const simd::Kernels* before = simd::set_active_kernels_for_testing(tables[0]);
    for (std::size_t t = 0; t < count && !HasFatalFailure(); ++t) {
      simd::set_active_kernels_for_testing(tables[t]);
      body();
    }
    simd::set_active_kernels_for_testing(before);
  }

  wtf8_test::GuardedBuffer guarded_{64 * 1024};
};

TEST_F(DecoderDifferentialTest, RandomInputsAndChunkingsMatchTheReference) {
  ForEachKernelTable([&] { Run(20261201, 120); });
}

// Long inputs cut into few chunks: the bulk path's blocks, with errors near block edges.
TEST_F(DecoderDifferentialTest, LongUtf16WithLoneSurrogatesAtEveryBlockEdge) {
  std::mt19937 rng(20261202);
  ForEachKernelTable([&] {
    for (int round = 0; round < 6 && !HasFatalFailure(); ++round) {
      std::u16string units = random_units(rng, 9000);
      for (std::size_t edge = 64; edge + 2 < units.size(); edge += 64) {
        const uint32_t what = rng() % 4;
        if (what == 0) units[edge - 1] = u'\xD800';                           // lead before an edge
        if (what == 1) units[edge] = u'\xDC00';                               // trail after it
        if (what == 2) units[edge - 1] = u'\xD83D', units[edge] = u'\xDE00';  // pair across it
      }
      for (bool be : {false, true}) {
        const std::string input = utf16_bytes(units, be);
        const std::vector<std::size_t> cuts = random_cuts(rng, input.size());
        for (ErrorMode m : kModes) {
          Compare(be ? Encoding::kUtf16Be : Encoding::kUtf16Le, m, Bom::kKeep, input, cuts, "",
                  std::string("kernels ") + simd::active_kernels().name + " round " +
                      std::to_string(round) + " " + describe(input, cuts));
        }
      }
    }
  });
}

TEST_F(DecoderDifferentialTest, LongUtf8WithErrorsAtEveryBlockEdge) {
  std::mt19937 rng(20261203);
  ForEachKernelTable([&] {
    for (int round = 0; round < 6 && !HasFatalFailure(); ++round) {
      std::string text = random_utf8(rng, 12000);
      for (std::size_t edge = 64; edge + 4 < text.size(); edge += 64 + rng() % 3) {
        if (rng() % 3 == 0) text[edge - rng() % 3] = static_cast<char>(0x80 | (rng() & 0x7F));
      }
      const std::vector<std::size_t> cuts = random_cuts(rng, text.size());
      for (ErrorMode m : kModes) {
        Compare(Encoding::kUtf8, m, Bom::kKeep, text, cuts, "",
                std::string("kernels ") + simd::active_kernels().name + " round " +
                    std::to_string(round) + " " + describe(text, cuts));
      }
    }
  });
}

}  // namespace
}  // namespace wtf8
