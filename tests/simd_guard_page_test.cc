// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Every kernel table this CPU supports (src/simd/kernels.h; the scalar table too, which must stay
// in bounds like the others), each operation called directly, not through the public API, on
// inputs and into outputs placed against PROT_NONE pages (tests/guard_page.h): any read before
// p[0] or at p[n], and any write outside the output range, faults; the fault handler prints the
// table, operation, length, placement and input. Every result must equal the scalar table's, and
// every output byte too (the bytes a call must not write are canaries, checked after each call).
// find_prefiltered is the exception: its give-up point may differ between tables by contract, so
// it is checked against its contract (the first match, or none before `resume`).
//
// Lengths and alignments. Every input length 0..300 runs with four placements: the input's last
// byte right before the trailing guard page, its first byte right after the leading guard page
// (outputs flush against a guard page the same way, with exactly the capacity under test), and
// two away from the guard (start address 1 and 33 modulo 64, outputs 64 bytes or more from any
// guard, inside canaries). Then every start alignment 0..63 runs with 27 lengths (0..3, 5, 8, the
// lengths around 16, 32, 48, 64, 128, 192, 256, and 100, 200, 300), once as close to the trailing
// guard as that alignment allows (flush when length + alignment is a multiple of 64) and once
// that many bytes after the leading guard; there the larger input families are thinned (a
// different part of them for each alignment) to keep the time down. The guard pages are
// page-aligned, so a flush input's alignment follows from its length: across lengths 0..300 the
// flush-at-the-end inputs start at every alignment. For UTF-16 arrays the alignment counts units.
// Under AddressSanitizer (--config=asan) the bytes between a block and its guard are poisoned as
// well. About 8 to 12 s per table under -c fastbuild on 2 cores.
//
// Inputs, at each length: ASCII; random well-formed WTF-8 with and without lone surrogates; OMG
// views starting with a split trail, ending with a split lead, or both; views whose ends are
// split or canonical surrogates around each fill; lone surrogates (ED A0..AF and ED B0..BF forms),
// a trail-then-lead pair and 4-byte sequences ending at, straddling and starting at each 16-byte
// block edge (every edge for the longest length, the ones within 64 bytes of either end for the
// others), in ASCII, 2-, 3- and 4-byte fills; arbitrary bytes (validated and compared; the other
// operations only checked for bounds, as their results are unspecified there). For `validate`,
// in all three Flavors: error patterns for every ValidationError kind at every position of
// inputs of 22 lengths (1..5, around 16, 32, 64, 128, 192 and 256, and 300), each in an ASCII and
// a multi-byte background, and two of the patterns (a different two each time) at every position
// of every other length; the test checks that the scalar table reported every kind in every
// flavor where it can occur. UTF-16 inputs: ASCII, random units with pairs and lone halves, pairs
// and lone halves at each 8-unit block edge and at both ends. The capacity contract of
// utf16_to_wtf8 / wtf8_to_utf16 runs every capacity from 0 to the full output, with the output
// flush against a guard page. find_json_stop runs with each kind of stops on every input above,
// and on text with a byte of each kind that stops some kind at each position (for_each_json_stop).
// Some results are also checked by hand against the specs (HandCheckedValues).
//
// POSIX only: on Windows the file is one skipped test.

#include "gtest/gtest.h"

#if defined(_WIN32)

TEST(SimdGuardPageTest, NeedsPosix) {
  GTEST_SKIP() << "guard pages need mmap/mprotect (tests/guard_page.h); the kernels are compared "
                  "on Windows by simd_kernels_test";
}

#else  // POSIX

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "src/simd/kernels.h"
#include "tests/guard_page.h"
#include "tests/test_util.h"
#include "wtf8/internal/bytes/utf8_bits.h"

namespace wtf8 {
namespace {

using internal::simd::ByteOrder;
using internal::simd::ByteTest;
using internal::simd::Conversion;
using internal::simd::FindResult;
using internal::simd::Flavor;
using internal::simd::JsonStops;
using internal::simd::Kernels;
using internal::simd::LoneMode;
using internal::simd::NeedleBytes;
using internal::simd::PairFilter;
using internal::simd::Utf16Conversion;
using internal::simd::ValidationError;
using internal::simd::ValidationResult;
using wtf8_test::Edge;
using wtf8_test::GuardedBuffer;
using wtf8_test::Placement;

constexpr std::size_t kMaxLength = 300;
// With every alignment 0..63.
constexpr std::size_t kFewLengths[] = {0,   1,   2,   3,   5,   8,   15,  16,  17,
                                       31,  32,  33,  47,  48,  49,  63,  64,  65,
                                       100, 127, 128, 129, 191, 192, 200, 256, 300};

std::vector<const Kernels*> all_tables() {
  const Kernels* tables[internal::simd::kMaxKernels];
  const std::size_t n = internal::simd::supported_kernels(tables);
  return std::vector<const Kernels*>(tables, tables + n);
}

const char* error_name(ValidationError e) {
  switch (e) {
    case ValidationError::kNone:
      return "kNone";
    case ValidationError::kUnexpectedContinuation:
      return "kUnexpectedContinuation";
    case ValidationError::kInvalidByte:
      return "kInvalidByte";
    case ValidationError::kOverlong:
      return "kOverlong";
    case ValidationError::kTooLarge:
      return "kTooLarge";
    case ValidationError::kSurrogate:
      return "kSurrogate";
    case ValidationError::kSurrogatePair:
      return "kSurrogatePair";
    case ValidationError::kExpectedContinuation:
      return "kExpectedContinuation";
    case ValidationError::kTruncated:
      return "kTruncated";
  }
  return "?";
}

std::string text(ValidationResult r) {
  return std::string(error_name(r.error)) + " at " + std::to_string(r.offset);
}
std::string text(Conversion c) {
  return "read " + std::to_string(c.read) + ", written " + std::to_string(c.written);
}
std::string text(Utf16Conversion c) {
  return "read " + std::to_string(c.read) + ", written " + std::to_string(c.written) +
         (c.lone ? ", lone" : "");
}

std::string hex16(std::u16string_view units) {
  std::string out;
  static const char kDigits[] = "0123456789ABCDEF";
  for (char16_t u : units) {
    if (!out.empty()) out += ' ';
    for (int shift = 12; shift >= 0; shift -= 4) out += kDigits[(u >> shift) & 15];
  }
  return out;
}

std::string hex32(std::u32string_view units) {
  std::string out;
  for (char32_t u : units) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%s%04X", out.empty() ? "" : " ", static_cast<unsigned>(u));
    out += buf;
  }
  return out;
}

// An operation's argument that picks what it does, with the operation's name for messages.
template <typename Mode>
struct ModeCase {
  Mode mode;
  const char* op;
};
constexpr ModeCase<Flavor> kFlavors[] = {{Flavor::kUtf8, "validate(kUtf8)"},
                                         {Flavor::kWtf8, "validate(kWtf8)"},
                                         {Flavor::kOmgWtf8, "validate(kOmgWtf8)"}};
// utf16_bytes_to_utf8's byte orders and treatments of lone surrogates, all six.
struct Utf16Case {
  ByteOrder order;
  LoneMode lone;
  const char* op;
};
constexpr Utf16Case kUtf16Cases[] = {
    {ByteOrder::kLittle, LoneMode::kKeep, "utf16_bytes_to_utf8(LE, kKeep)"},
    {ByteOrder::kLittle, LoneMode::kReplace, "utf16_bytes_to_utf8(LE, kReplace)"},
    {ByteOrder::kLittle, LoneMode::kStop, "utf16_bytes_to_utf8(LE, kStop)"},
    {ByteOrder::kBig, LoneMode::kKeep, "utf16_bytes_to_utf8(BE, kKeep)"},
    {ByteOrder::kBig, LoneMode::kReplace, "utf16_bytes_to_utf8(BE, kReplace)"},
    {ByteOrder::kBig, LoneMode::kStop, "utf16_bytes_to_utf8(BE, kStop)"},
};

constexpr const char* kWtf8BytesOps[] = {
    "wtf8_to_utf16_bytes(LE, kKeep)",    "wtf8_to_utf16_bytes(LE, kReplace)",
    "wtf8_to_utf16_bytes(LE, kStop)",    "wtf8_to_utf16_bytes(BE, kKeep)",
    "wtf8_to_utf16_bytes(BE, kReplace)", "wtf8_to_utf16_bytes(BE, kStop)",
};

// The bytes of `units` in `order`.
std::string utf16_bytes(std::u16string_view units, ByteOrder order) {
  std::string out;
  for (char16_t u : units) {
    const char hi = static_cast<char>(u >> 8), lo = static_cast<char>(u & 0xFF);
    out += order == ByteOrder::kBig ? hi : lo;
    out += order == ByteOrder::kBig ? lo : hi;
  }
  return out;
}

constexpr ModeCase<JsonStops> kJsonStops[] = {
    {JsonStops::kQuoteJs, "find_json_stop(kQuoteJs)"},
    {JsonStops::kQuoteAscii, "find_json_stop(kQuoteAscii)"},
    {JsonStops::kUnquote, "find_json_stop(kUnquote)"}};

// ---- placements ---------------------------------------------------------------------------------

// Where a block goes: flush against the guard page on `edge` (align < 0), or at the nearest
// address congruent to `align` modulo 64 (for UTF-16 and UTF-32 arrays: 2 * align and 4 * align,
// an alignment in units), another 64 bytes further away when `away`.
struct Spot {
  Edge edge;
  int align;
  bool away;
};
constexpr Spot kFlushEnd{Edge::kEnd, -1, false};
constexpr Spot kFlushStart{Edge::kStart, -1, false};

struct Plan {
  Spot in;   // the input
  Spot out;  // the output, for operations that write one
};

Placement place(Spot s, std::size_t bytes, std::size_t unit) {
  if (s.align < 0) return {s.edge, 0};
  const std::size_t align = (unit * static_cast<std::size_t>(s.align)) % 64;
  Placement p = wtf8_test::aligned_placement(s.edge, bytes, align);
  if (s.away) p.gap += 64;
  return p;
}

// Every length runs with these.
const std::vector<Plan>& length_plans() {
  static const std::vector<Plan> plans = {
      {kFlushEnd, kFlushEnd},
      {kFlushStart, kFlushStart},
      {{Edge::kEnd, 1, false}, {Edge::kStart, 1, true}},
      {{Edge::kStart, 33, false}, {Edge::kEnd, 33, true}},
  };
  return plans;
}

// The few lengths run with these, for each alignment.
std::vector<Plan> alignment_plans(int align) {
  return {{{Edge::kEnd, align, false}, {Edge::kEnd, align, false}},
          {{Edge::kStart, align, false}, {Edge::kStart, align, true}}};
}

std::string describe(const void* p, Placement at) {
  return std::string(at.edge == Edge::kEnd ? "gap to the trailing guard "
                                           : "gap to the leading guard ") +
         std::to_string(at.gap) +
         ", address mod 64 = " + std::to_string(reinterpret_cast<std::uintptr_t>(p) % 64);
}

// ---- inputs -------------------------------------------------------------------------------------

const std::string_view kFills[] = {"a", "\xC3\xA9", "\xE4\xB8\x80", "\xF0\x9F\x98\x80"};

// Appends `unit` while it fits before `target`, then 'a' up to `target`.
void fill_to(std::string* s, std::size_t target, std::string_view unit) {
  while (s->size() + unit.size() <= target) s->append(unit);
  s->append(target - s->size(), 'a');
}

void append_code_point(std::string* s, uint32_t cp) {
  char buf[4];
  s->append(buf, internal::encode_code_point(cp, buf));
}

// Well-formed WTF-8 of exactly `n` bytes: random 1- to 4-byte sequences and, with `surrogates`,
// lone surrogates in canonical form (never a lead directly followed by a trail).
std::string random_wtf8(std::size_t n, uint32_t seed, bool surrogates) {
  std::mt19937 rng(seed);
  std::string s;
  bool after_lead = false;
  while (s.size() < n) {
    const std::size_t room = n - s.size();
    std::size_t len = 1 + rng() % 4;
    if (len > room) len = room;
    uint32_t cp;
    switch (len) {
      case 1:
        cp = rng() % 0x80;
        break;
      case 2:
        cp = 0x80 + rng() % (0x800 - 0x80);
        break;
      case 3:
        cp = 0x800 + rng() % (0x10000 - 0x800);
        if (surrogates && rng() % 3 == 0) cp = 0xD800 + rng() % 0x800;
        if (!surrogates && internal::is_surrogate(cp)) cp -= 0x800;
        if (after_lead && internal::is_trail_surrogate(cp)) cp -= 0x400;  // a lead again
        break;
      default:
        cp = 0x10000 + rng() % 0x100000;
        break;
    }
    append_code_point(&s, cp);
    after_lead = internal::is_lead_surrogate(cp);
  }
  return s;
}

// A split trail surrogate (the last 3 bytes of a 4-byte sequence) and a split lead surrogate (the
// first 3), of random supplementary code points.
std::string split_trail(std::mt19937* rng) {
  std::string s;
  append_code_point(&s, 0x10000 + (*rng)() % 0x100000);
  return s.substr(1);
}
std::string split_lead(std::mt19937* rng) {
  std::string s;
  append_code_point(&s, 0x10000 + (*rng)() % 0x100000);
  return s.substr(0, 3);
}

// Calls f(family, bytes) for the well-formed inputs (OMG views) of length `n`. `thin` (the
// alignment sweep) keeps only part of the larger families, chosen by `turn`.
template <typename F>
void for_each_view(std::size_t n, bool thin, std::size_t turn, F f) {
  f("ascii", std::string(n, 'a'));
  f("mixed", random_wtf8(n, static_cast<uint32_t>(n), true));
  if (!thin) f("mixed-no-surrogates", random_wtf8(n, static_cast<uint32_t>(n) + 1000, false));
  std::mt19937 rng(static_cast<uint32_t>(n));
  if (n >= 3) {
    f("omg-split-trail", split_trail(&rng) + random_wtf8(n - 3, static_cast<uint32_t>(n), true));
    f("omg-split-lead", random_wtf8(n - 3, static_cast<uint32_t>(n) + 1, true) + split_lead(&rng));
  }
  if (n >= 6) {
    f("omg-split-both", split_trail(&rng) + random_wtf8(n - 6, static_cast<uint32_t>(n) + 2, true) +
                            split_lead(&rng));
  }
  // Both ends a surrogate (split, canonical or none) around a fill.
  const std::string heads[] = {"", "\x90\x80\x80", "\xBF\xBF\xBF", "\xED\xB0\x80"};
  const std::string tails[] = {"", "\xF0\x90\x80", "\xF4\x8F\xBF", "\xED\xAF\xBF"};
  std::size_t k = 0;
  for (const std::string& head : heads) {
    for (const std::string& tail : tails) {
      ++k;
      if (head.size() + tail.size() > n || (thin && k % 4 != turn % 4)) continue;
      std::string s = head;
      fill_to(&s, n - tail.size(), kFills[(n + k) % 4]);
      f("omg-ends", s + tail);
    }
  }
  // Surrogates and 4-byte sequences ending at, straddling and starting at 16-byte block edges.
  static const std::string_view kPieces[] = {
      "\xED\xA0\x80",     "\xED\xAF\xBF",     "\xED\xB0\x80",     "\xED\xBF\xBF",
      "\xF0\x90\x80\x80", "\xF4\x8F\xBF\xBF", "\xF0\x9F\x98\x80", "\xED\xB0\x80\xED\xA0\x80"};
  constexpr std::size_t kPieceCount = sizeof kPieces / sizeof kPieces[0];
  for (std::size_t edge = 16; edge <= n; edge += 16) {
    const bool near_an_end = edge <= 64 || edge + 64 >= n;
    if (!near_an_end && n != kMaxLength) continue;
    for (std::size_t piece = 0; piece < kPieceCount; ++piece) {
      const std::string_view p = kPieces[piece];
      for (std::size_t at = edge >= p.size() ? edge - p.size() : 0; at <= edge; ++at) {
        if (at + p.size() > n) break;
        // All pieces at each position for the longest length; two pieces a position otherwise
        // (a different two at each length), one in the alignment sweep.
        const std::size_t pick = (edge / 16 + at + n + turn) % kPieceCount;
        const bool take = n == kMaxLength && !thin ? true
                          : thin                   ? piece == pick
                                 : piece == pick || piece == (pick + 4) % kPieceCount;
        if (!take) continue;
        std::string s;
        const std::string_view fill = kFills[(at + piece) % 4];
        fill_to(&s, at, fill);
        s.append(p);
        fill_to(&s, n, fill);
        f("block-edge", s);
      }
    }
  }
}

// Arbitrary bytes: uniformly random, mostly the bytes the validators tell apart, and runs of one
// byte (ASCII, then a run of invalid bytes, ...: a vector loop gets far before it meets them).
template <typename F>
void for_each_arbitrary(std::size_t n, F f) {
  static const uint8_t kBytes[] = {0x00, 'a',  0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xAF, 0xB0,
                                   0xBF, 0xC0, 0xC2, 0xC3, 0xDF, 0xE0, 0xE4, 0xED, 0xEF, 0xF0,
                                   0xF1, 0xF4, 0xF5, 0xFF, 0xED, 0xED, 0x80, 0xBF};
  for (uint32_t variant = 0; variant < 10; ++variant) {
    std::mt19937 rng(static_cast<uint32_t>(n) * 8 + variant);
    std::string s(n, '\0');
    if (variant < 2) {
      for (char& c : s) {
        c = static_cast<char>(variant == 0 ? kBytes[rng() % sizeof kBytes] : rng() % 256);
      }
      f(variant == 0 ? "arbitrary-biased" : "arbitrary", s);
      continue;
    }
    for (std::size_t i = 0; i < n;) {
      const std::size_t run = std::min<std::size_t>(n - i, 1 + rng() % (variant < 6 ? 40 : 8));
      const bool random = rng() % 4 == 0;
      const uint8_t b = kBytes[rng() % sizeof kBytes];
      for (std::size_t k = 0; k < run; ++k) {
        s[i + k] = static_cast<char>(random ? rng() % 256 : b);
      }
      i += run;
    }
    f("arbitrary-runs", s);
  }
  // Found by the simd fuzz target: AVX-512 wtf8_to_utf16 read 41 bytes past the end of it.
  static constexpr char kFuzzFinding[] =
      "\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF"
      "\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xE8\xC7\xFF\xFD\x62\xCE\x2D\xF8\xFF"
      "\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x74\x2B\x46\x7E\xFF"
      "\xFF\x6B\xCD\x0F\x7E\xEB\xF9\xE8\xC7\xFF\xFD\x62\xCE\x2D\xF8\xFF";
  if (n == sizeof kFuzzFinding - 1) f("fuzz-finding", std::string(kFuzzFinding, n));
}

// Text for find_json_stop: bytes no kind of stops stops at, and at one position a byte that some
// kind stops at (the scalar table decides which): every position and every such byte for lengths
// up to 40, beyond that every 31st position (prime to the vector sizes, so over the lengths the
// positions fall on every lane of every vector) starting at a different one for each length, one
// byte each time; and a lone surrogate's first two bytes (ED A5) at each position (cut by the
// end at the last). In the alignment sweep (`thin`), every fifth position only.
template <typename F>
void for_each_json_stop(std::size_t n, bool thin, std::size_t turn, F f) {
  static constexpr uint8_t kPlain[] = {'a', 'z', ' ', '~', '/', '!', '0'};
  static constexpr uint8_t kStops[] = {'"',  '\\', 0x00, 0x1F, 0x0A, 0x7F, 0x80, 0xC3, 0xED, 0xA0,
                                       0x9F, 0xBF, 0xFF, 0xF0, 0x20, 0x7E, 0x21, 0x5B, 0x5D};
  std::mt19937 rng(static_cast<uint32_t>(n) + 2026);
  std::string plain(n, 'a');
  for (char& c : plain) c = static_cast<char>(kPlain[rng() % sizeof kPlain]);
  f("json-plain", plain);
  const std::size_t step = thin ? 5 : n <= 40 ? 1 : 31;
  for (std::size_t at = (n + turn) % step; at < n; at += step) {
    for (std::size_t b = 0; b < sizeof kStops; ++b) {
      if (step != 1 && b != (at + turn) % sizeof kStops) continue;
      std::string s = plain;
      s[at] = static_cast<char>(kStops[b]);
      f("json-one-stop", s);
    }
    std::string s = plain;
    s[at] = '\xED';
    if (at + 1 < n) s[at + 1] = '\xA5';
    f("json-ED-A5", s);
  }
}

const std::string_view kErrorPatterns[] = {
    "\x80",                      // unexpected continuation
    "\xBF",                      //
    "\x80\x80\x80",              // a split trail: fine first in OMG-WTF-8, else unexpected
    "\x80\x80\x80\x80",          // one continuation byte too many even there
    "\xF5",                      // invalid byte
    "\xFF",                      //
    "\xC0\x80",                  // overlong
    "\xC1\xBF",                  //
    "\xE0\x9F\xBF",              //
    "\xF0\x8F\xBF\xBF",          //
    "\xF4\x90\x80\x80",          // too large
    "\xED\xA0\x80",              // a surrogate: an error in UTF-8 only
    "\xED\xBF\xBF",              //
    "\xED\xA0\x80\xED\xB0\x80",  // a surrogate pair byte sequence
    "\xED\xAF\xBF\xED\xBF\xBF",  //
    "\xC3\x41",                  // expected continuation
    "\xE4\xB8\x41",              //
    "\xF0\x9F\x98\x41",          //
    "\xE4\xC3\xA9",              //
    "\xF0\x9F\x98",  // truncated when last (a split lead in OMG-WTF-8), else interrupted
    "\xE4\xB8",      // truncated when last
};
constexpr std::size_t kErrorPatternCount = sizeof kErrorPatterns / sizeof kErrorPatterns[0];

// Lengths whose every position gets every error pattern in both backgrounds.
constexpr std::size_t kEveryErrorLengths[] = {1,  2,  3,  4,   5,   15,  16,  17,  31,  32,  33,
                                              63, 64, 65, 127, 128, 129, 191, 192, 255, 256, 300};

// Calls f(family, bytes) for the inputs of length `n` with an error pattern at a position (cut by
// the end of the input where it does not fit), in an ASCII and a multi-byte background: every
// pattern at every position for kEveryErrorLengths; at every position two patterns, a different
// two at each length, for the others; in the alignment sweep (`thin`), one pattern at every
// fifth position.
template <typename F>
void for_each_error(std::size_t n, bool thin, std::size_t turn, F f) {
  const bool every =
      !thin && std::find(std::begin(kEveryErrorLengths), std::end(kEveryErrorLengths), n) !=
                   std::end(kEveryErrorLengths);
  for (std::size_t at = 0; at < n; ++at) {
    if (thin && (at + turn) % 5 != 0) continue;
    for (std::size_t pattern = 0; pattern < kErrorPatternCount; ++pattern) {
      for (std::size_t background = 0; background < 2; ++background) {
        const std::size_t pick = (at + n + 7 * background + turn) % kErrorPatternCount;
        if (!every && pattern != pick) continue;
        if (thin && background != turn % 2) continue;
        const std::string_view fill = background == 0 ? kFills[0] : kFills[1 + (at + pattern) % 3];
        std::string s;
        fill_to(&s, at, fill);
        s.append(kErrorPatterns[pattern].substr(0, n - at));
        fill_to(&s, n, fill);
        f(background == 0 ? "error-in-ascii" : "error-in-multibyte", s);
      }
    }
  }
}

// Calls f(family, units) for the UTF-16 inputs of `n` units.
template <typename F>
void for_each_units(std::size_t n, bool thin, std::size_t turn, F f) {
  f("ascii", std::u16string(n, u'a'));
  std::mt19937 rng(static_cast<uint32_t>(n));
  for (int mix = 0; mix < 3; ++mix) {
    if (thin && mix != static_cast<int>(turn % 3)) continue;
    std::u16string u(n, u'a');
    for (char16_t& c : u) {
      const uint32_t kind = rng() % 10;
      c = static_cast<char16_t>(kind < 3   ? rng() % 0x80
                                : kind < 5 ? 0x80 + rng() % 0x780
                                : kind < 7 ? 0x800 + rng() % 0xD000
                                : mix == 0 ? 0xE000 + rng() % 0x2000
                                           : 0xD800 + rng() % 0x800);
    }
    if (mix == 2) {  // mostly pairs
      for (std::size_t i = 0; i + 1 < n; i += 2) {
        if (rng() % 4 != 0) {
          u[i] = static_cast<char16_t>(0xD800 + rng() % 0x400);
          u[i + 1] = static_cast<char16_t>(0xDC00 + rng() % 0x400);
        }
      }
    }
    f(mix == 0 ? "units-bmp" : mix == 1 ? "units-random" : "units-pairs", u);
  }
  // A pair, a lone lead and a lone trail at each 8-unit block edge, in a fill of 1-, 2- or 3-byte
  // units.
  static const char16_t kUnitFills[] = {u'a', u'\u00E9', u'\u4E00'};
  for (std::size_t edge = 8; edge <= n; edge += 8) {
    if (!(edge <= 32 || edge + 32 >= n || n == kMaxLength)) continue;
    for (std::size_t at = edge - 2; at <= edge; ++at) {
      for (int what = 0; what < 3; ++what) {
        if (thin && (at + what) % 3 != turn % 3) continue;
        std::u16string u(n, kUnitFills[(at + what) % 3]);
        if (what == 0 && at + 2 <= n) {
          u[at] = u'\xD83D';
          u[at + 1] = u'\xDE00';
        } else if (what == 1 && at < n) {
          u[at] = u'\xDBFF';
        } else if (what == 2 && at < n) {
          u[at] = u'\xDC00';
        }
        f("units-block-edge", u);
      }
    }
  }
  if (n >= 1) {
    std::u16string u(n, u'\u00E9');
    u[n - 1] = u'\xD800';  // a lead last: encoded alone
    u[0] = u'\xDFFF';      // a trail first
    f("units-lone-ends", u);
    if (n >= 2) {
      u[n - 2] = u'\xD800';
      u[n - 1] = u'\xDC00';
      f("units-pair-last", u);
    }
  }
}

// Calls f(family, units) for UTF-16 inputs of `n` units with a lone lead, a lone trail, or a pair
// (then two units), at every position, in a fill of ASCII, 2-byte units, 3-byte units or pairs
// (a fill of emoji: every vector block holds surrogates, so the vector pairing code runs; a lone
// half there also leaves its neighbour alone). For every length up to 40, the lengths around 48,
// 64 (two 32-unit steps) and 128, and 300; the alignment sweep (`thin`) takes one fill and kind
// at each position.
template <typename F>
void for_each_lone_units(std::size_t n, bool thin, std::size_t turn, F f) {
  if (!(n <= 40 || (n >= 47 && n <= 49) || (n >= 63 && n <= 66) || (n >= 127 && n <= 129) ||
        n == kMaxLength)) {
    return;
  }
  static const char16_t kUnitFills[] = {u'a', u'\u00E9', u'\u4E00'};
  for (std::size_t at = 0; at < n; ++at) {
    for (int fill = 0; fill < 4; ++fill) {
      for (int what = 0; what < 3; ++what) {
        if (thin &&
            (at + 3 * static_cast<std::size_t>(fill) + static_cast<std::size_t>(what)) % 12 !=
                turn % 12) {
          continue;
        }
        std::u16string u(n, fill < 3 ? kUnitFills[fill] : u'\xD83D');
        if (fill == 3) {
          for (std::size_t i = 1; i < n; i += 2) u[i] = u'\xDE00';
          if (n % 2 == 1) u[n - 1] = u'x';  // no lead last but the ones put there below
        }
        if (what == 0) {
          u[at] = u'\xDBFF';
        } else if (what == 1) {
          u[at] = u'\xDC00';
        } else if (at + 2 <= n) {
          u[at] = u'\xD800';
          u[at + 1] = u'\xDFFF';
        } else {
          continue;
        }
        f("units-lone-at-every-position", u);
      }
    }
  }
}

// The lengths of each sweep, with the plans and thinning to use: every length with
// length_plans(), then every alignment with kFewLengths.
template <typename F>
void sweep(F f) {
  for (std::size_t n = 0; n <= kMaxLength; ++n) f(n, length_plans(), false, n);
  for (int align = 0; align < 64; ++align) {
    const std::vector<Plan> plans = alignment_plans(align);
    for (std::size_t n : kFewLengths) f(n, plans, true, static_cast<std::size_t>(align) + n);
  }
}

// ---- the fixture --------------------------------------------------------------------------------

class GuardPageTest : public ::testing::TestWithParam<const Kernels*> {
 protected:
  static constexpr int kMaxFailures = 20;

  GuardPageTest()
      : in8_(4096), in16_(4096), out8_(4096), out16_(4096), out32_(4096), needle_(4096) {
    wtf8_test::install_fault_reporter();
    wtf8_test::current_call().table = k().name;
  }

  const Kernels& k() const { return *GetParam(); }
  static const Kernels& ref() { return internal::simd::scalar_kernels(); }

  // Records a failure; false once there are too many to be useful (the caller stops).
  bool fail(const std::string& what) {
    ADD_FAILURE() << "table " << k().name << ": " << what;
    if (++failures_ == kMaxFailures) ADD_FAILURE() << "too many failures; stopping this test";
    return failures_ < kMaxFailures;
  }
  bool stopped() const { return failures_ >= kMaxFailures; }

  // Tells the fault reporter what runs next.
  void note(const char* op, const char* family, const void* in, std::size_t bytes, std::size_t unit,
            Placement at, const void* out = nullptr, std::size_t out_bytes = 0) {
    wtf8_test::CallInfo& c = wtf8_test::current_call();
    c.operation = op;
    c.family = family;
    c.input = in;
    c.input_bytes = bytes;
    c.input_unit = unit;
    c.input_at = at;
    c.output = out;
    c.output_bytes = out_bytes;
  }

  std::string where(const char* op, const char* family, std::string_view bytes, const void* p,
                    Placement at) const {
    return std::string(op) + ", input " + family + " of length " + std::to_string(bytes.size()) +
           " (" + describe(p, at) + "): " + test_util::hex(bytes);
  }
  std::string where16(const char* op, const char* family, std::u16string_view units, const void* p,
                      Placement at) const {
    return std::string(op) + ", input " + family + " of " + std::to_string(units.size()) +
           " units (" + describe(p, at) + "): " + hex16(units);
  }

  // Canaries around an output of `bytes` bytes at `out` untouched; else a failure described by
  // `context()`.
  template <typename Context>
  bool output_contained(GuardedBuffer* buffer, const void* out, std::size_t bytes,
                        const Context& context) {
    std::ptrdiff_t changed = 0;
    if (buffer->outside_untouched(out, bytes, &changed)) return true;
    return fail(context() + "\n  wrote output byte " + std::to_string(changed) +
                ", but only bytes [0, " + std::to_string(bytes) + ") may change");
  }

  // Validation only, every flavor, against the scalar table.
  void check_validate(const char* family, const std::string& s, const std::vector<Plan>& plans) {
    ValidationResult want[3];
    for (int f = 0; f < 3; ++f) {
      want[f] = ref().validate(s.data(), s.size(), kFlavors[f].mode);
      seen_[f][static_cast<int>(want[f].error)] = true;
    }
    for (const Plan& plan : plans) {
      const Placement at = place(plan.in, s.size(), 1);
      const char* p = in8_.put(s.data(), s.size(), at);
      for (int f = 0; f < 3; ++f) {
        note(kFlavors[f].op, family, p, s.size(), 1, at);
        const ValidationResult got = k().validate(p, s.size(), kFlavors[f].mode);
        if (got.error != want[f].error || got.offset != want[f].offset) {
          if (!fail(where(kFlavors[f].op, family, s, p, at) + "\n  got " + text(got) + ", scalar " +
                    text(want[f]))) {
            return;
          }
        }
      }
    }
  }

  // find_json_stop with every kind of stops, against the scalar table (any bytes).
  void check_json_stops(const char* family, const std::string& s, const std::vector<Plan>& plans) {
    std::size_t want[3];
    for (int j = 0; j < 3; ++j) {
      want[j] = ref().find_json_stop(s.data(), s.size(), kJsonStops[j].mode);
    }
    for (const Plan& plan : plans) {
      const Placement at = place(plan.in, s.size(), 1);
      const char* p = in8_.put(s.data(), s.size(), at);
      for (int j = 0; j < 3; ++j) {
        note(kJsonStops[j].op, family, p, s.size(), 1, at);
        const std::size_t got = k().find_json_stop(p, s.size(), kJsonStops[j].mode);
        if (got != want[j] && !fail(where(kJsonStops[j].op, family, s, p, at) + "\n  got " +
                                    std::to_string(got) + ", scalar " + std::to_string(want[j]))) {
          return;
        }
      }
    }
  }

  // Every operation on bytes: compared with scalar on OMG views, only run (in bounds, writing
  // only its output range) on other bytes.
  void check_bytes(const char* family, const std::string& s, const std::vector<Plan>& plans) {
    check_validate(family, s, plans);
    check_json_stops(family, s, plans);
    const std::size_t n = s.size();
    const bool view = ref().validate(s.data(), n, Flavor::kOmgWtf8).ok();
    std::size_t want_count = 0, want_len16 = 0, want_surrogate = 0;
    std::u16string want16;
    std::u32string want32;
    std::string want_lossy(n, '\0');
    Conversion want_conv{0, 0};
    Conversion want_conv32{0, 0};
    if (view) {
      want_count = ref().code_point_count(s.data(), n);
      want_len16 = ref().utf16_length(s.data(), n);
      want_surrogate = ref().find_surrogate(s.data(), n);
      want16.assign(n, u'\0');
      want_conv = ref().wtf8_to_utf16(s.data(), n, want16.data(), n);
      want16.resize(want_conv.written);
      want32.assign(n, U'\0');
      want_conv32 = ref().wtf8_to_utf32(s.data(), n, want32.data(), n, false);
      want32.resize(want_conv32.written);
      ref().copy_utf8_lossy(s.data(), n, want_lossy.data(), false);
    }
    for (std::size_t plan_index = 0; plan_index < plans.size() && !stopped(); ++plan_index) {
      const Plan& plan = plans[plan_index];
      const Placement at = place(plan.in, n, 1);
      const char* p = in8_.put(s.data(), n, at);
      // Sizes and searches.
      note("code_point_count", family, p, n, 1, at);
      const std::size_t count = k().code_point_count(p, n);
      note("utf16_length", family, p, n, 1, at);
      const std::size_t len16 = k().utf16_length(p, n);
      note("find_surrogate", family, p, n, 1, at);
      const std::size_t surrogate = k().find_surrogate(p, n);
      if (view && (count != want_count || len16 != want_len16 || surrogate != want_surrogate)) {
        if (!fail(where("code_point_count / utf16_length / find_surrogate", family, s, p, at) +
                  "\n  got " + std::to_string(count) + " / " + std::to_string(len16) + " / " +
                  std::to_string(surrogate) + ", scalar " + std::to_string(want_count) + " / " +
                  std::to_string(want_len16) + " / " + std::to_string(want_surrogate))) {
          return;
        }
      }
      // To UTF-16 with the documented capacity n, and (flush at the end) with exactly the
      // capacity the output needs.
      for (int exact = 0; exact < 2; ++exact) {
        if (exact == 1 && !(view && plan_index == 0)) continue;
        const std::size_t capacity = exact == 1 ? want_len16 : n;
        const Placement out_at = place(plan.out, 2 * capacity, 2);
        char16_t* out = out16_.reserve<char16_t>(capacity, out_at);
        note("wtf8_to_utf16", family, p, n, 1, at, out, 2 * capacity);
        const Conversion c = k().wtf8_to_utf16(p, n, out, capacity);
        const auto ctx = [&] {
          return where("wtf8_to_utf16", family, s, p, at) + "\n  capacity " +
                 std::to_string(capacity) + ", output " + describe(out, out_at);
        };
        if (view) {
          if (c.read != want_conv.read || c.written != want_conv.written ||
              std::u16string_view(out, std::min(c.written, capacity)) != want16) {
            if (!fail(ctx() + "\n  got " + text(c) + ": " +
                      hex16(std::u16string_view(out, std::min(c.written, capacity))) +
                      "\n  scalar " + text(want_conv) + ": " + hex16(want16))) {
              return;
            }
          }
          if (!output_contained(&out16_, out, 2 * std::min(c.written, capacity), ctx)) return;
        } else if (!output_contained(&out16_, out, 2 * capacity, ctx)) {
          return;
        }
      }
      // To code points with the documented capacity n, and (flush at the end) with exactly the
      // capacity the output needs; exact, and with `scratch` (which may write anything inside the
      // capacity, nothing outside it) at the exact capacity, where whole vectors reach its end.
      // (Utf32CapacityContract runs every capacity both ways.)
      for (int mode = 0; mode < 3; ++mode) {
        const bool exact_capacity = mode >= 1;
        const bool scratch = mode == 2;
        if (exact_capacity && !(view && plan_index == 0)) continue;
        const std::size_t capacity = exact_capacity ? want_count : n;
        const Placement out_at = place(plan.out, 4 * capacity, 4);
        char32_t* out = out32_.reserve<char32_t>(capacity, out_at);
        const char* op = scratch ? "wtf8_to_utf32(scratch)" : "wtf8_to_utf32";
        note(op, family, p, n, 1, at, out, 4 * capacity);
        const Conversion c = k().wtf8_to_utf32(p, n, out, capacity, scratch);
        const auto ctx = [&] {
          return where(op, family, s, p, at) + "\n  capacity " + std::to_string(capacity) +
                 ", output " + describe(out, out_at);
        };
        if (view) {
          const std::u32string_view got(out, std::min(c.written, capacity));
          if (c.read != want_conv32.read || c.written != want_conv32.written || got != want32) {
            if (!fail(ctx() + "\n  got " + text(c) + ": " + hex32(got) + "\n  scalar " +
                      text(want_conv32) + ": " + hex32(want32))) {
              return;
            }
          }
          if (!output_contained(&out32_, out, 4 * (scratch ? capacity : got.size()), ctx)) return;
        } else if (!output_contained(&out32_, out, 4 * capacity, ctx)) {
          return;
        }
      }
      // Lossy copy into another buffer, with both kinds of stores, and in place.
      for (int mode = 0; mode < 3; ++mode) {
        const bool stream = mode == 1 || (mode == 2 && plan_index % 2 == 1);
        const char* op = mode == 0   ? "copy_utf8_lossy"
                         : mode == 1 ? "copy_utf8_lossy(stream)"
                                     : (stream ? "copy_utf8_lossy(in place, stream)"
                                               : "copy_utf8_lossy(in place)");
        char* out;
        Placement out_at = at;
        const char* in = p;
        if (mode == 2) {
          out = in8_.put_with_canaries(s.data(), n, at);
          in = out;
        } else {
          out_at = place(plan.out, n, 1);
          out = out8_.reserve<char>(n, out_at);
        }
        note(op, family, in, n, 1, at, out, n);
        k().copy_utf8_lossy(in, n, out, stream);
        const auto ctx = [&] {
          return where(op, family, s, in, at) + "\n  output " + describe(out, out_at);
        };
        if (view && std::string_view(out, n) != want_lossy) {
          if (!fail(ctx() + "\n  got " + test_util::hex(std::string_view(out, n)) + "\n  scalar " +
                    test_util::hex(want_lossy))) {
            return;
          }
        }
        if (!output_contained(mode == 2 ? &in8_ : &out8_, out, n, ctx)) return;
      }
    }
  }

  // UTF-16 to WTF-8 and its length, against the scalar table.
  void check_units(const char* family, const std::u16string& u, const std::vector<Plan>& plans) {
    const std::size_t n = u.size();
    const std::size_t want_len = ref().wtf8_length_of_utf16(u.data(), n);
    std::string want(3 * n, '\0');
    const Conversion want_conv = ref().utf16_to_wtf8(u.data(), n, want.data(), 3 * n);
    want.resize(want_conv.written);
    for (std::size_t plan_index = 0; plan_index < plans.size() && !stopped(); ++plan_index) {
      const Plan& plan = plans[plan_index];
      const Placement at = place(plan.in, 2 * n, 2);
      const char16_t* p = in16_.put(u.data(), n, at);
      note("wtf8_length_of_utf16", family, p, 2 * n, 2, at);
      const std::size_t len = k().wtf8_length_of_utf16(p, n);
      if (len != want_len) {
        if (!fail(where16("wtf8_length_of_utf16", family, u, p, at) + "\n  got " +
                  std::to_string(len) + ", scalar " + std::to_string(want_len))) {
          return;
        }
      }
      for (int exact = 0; exact < 2; ++exact) {
        if (exact == 1 && plan_index != 0) continue;
        const std::size_t capacity = exact == 1 ? want_len : 3 * n;
        const Placement out_at = place(plan.out, capacity, 1);
        char* out = out8_.reserve<char>(capacity, out_at);
        note("utf16_to_wtf8", family, p, 2 * n, 2, at, out, capacity);
        const Conversion c = k().utf16_to_wtf8(p, n, out, capacity);
        const std::size_t shown = std::min(c.written, capacity);
        const auto ctx = [&] {
          return where16("utf16_to_wtf8", family, u, p, at) + "\n  capacity " +
                 std::to_string(capacity) + ", output " + describe(out, out_at);
        };
        if (c.read != want_conv.read || c.written != want_conv.written ||
            std::string_view(out, shown) != want) {
          if (!fail(ctx() + "\n  got " + text(c) + ": " + test_util::hex({out, shown}) +
                    "\n  scalar " + text(want_conv) + ": " + test_util::hex(want))) {
            return;
          }
        }
        if (!output_contained(&out8_, out, shown, ctx)) return;
      }
    }
  }

  // The scalar utf16_bytes_to_utf8's result `got` (`out` its output) for `u` against the specs:
  // kKeep gives utf16_to_wtf8's WTF-8 (`wtf8`), kReplace its lossy form (copy_utf8_lossy), kStop
  // its prefix before the first lone surrogate. False when the test should stop.
  bool reference_keeps_specs(const char* family, const std::u16string& u, const std::string& wtf8,
                             const Utf16Case& uc, Utf16Conversion got, const std::string& out) {
    std::string spec = wtf8;
    bool spec_lone = false;
    std::size_t spec_read = u.size();
    if (uc.lone != LoneMode::kKeep) {
      std::string lossy(spec.size(), '\0');
      ref().copy_utf8_lossy(spec.data(), spec.size(), lossy.data(), false);
      spec_lone = lossy != spec;
      if (uc.lone == LoneMode::kStop && spec_lone) {
        const std::size_t s = ref().find_surrogate(spec.data(), spec.size());
        spec.resize(s);
        spec_read = ref().utf16_length(spec.data(), s);
      } else {
        spec = lossy;
      }
    }
    if (got.read == spec_read && out == spec && got.lone == spec_lone) return true;
    return fail(std::string("scalar ") + uc.op + " of " + family + " " + hex16(u) + ": " +
                text(got) + " " + test_util::hex(out) + "\n  the specs give read " +
                std::to_string(spec_read) + (spec_lone ? ", lone " : " ") + test_util::hex(spec));
  }

  // utf16_bytes_to_utf8 in both byte orders and every treatment of lone surrogates, against the
  // scalar table; the input's bytes at any byte address (the plans' odd alignments), with room
  // for every unit (3 bytes each) or, on the first plan, exactly the output's length. `scratch`
  // on odd plans: then anything inside the room may be written, and the results must not change.
  // The scalar table's results are checked against the specs as well (reference_keeps_specs).
  // With `one_plan` (the many inputs with a lone surrogate at every position), each of the six
  // runs with one of the plans, in turn from `turn`.
  void check_utf16_bytes(const char* family, const std::u16string& u,
                         const std::vector<Plan>& plans, bool one_plan = false,
                         std::size_t turn = 0) {
    const std::size_t n = u.size();
    std::string wtf8(3 * n, '\0');
    const Conversion keep = ref().utf16_to_wtf8(u.data(), n, wtf8.data(), wtf8.size());
    wtf8.resize(keep.written);
    for (std::size_t case_index = 0; case_index < 6; ++case_index) {
      const Utf16Case& uc = kUtf16Cases[case_index];
      const std::string bytes = utf16_bytes(u, uc.order);
      std::string want(3 * n, '\0');
      const Utf16Conversion want_conv =
          ref().utf16_bytes_to_utf8(bytes.data(), n, uc.order, uc.lone, want.data(), 3 * n, false);
      want.resize(std::min(want_conv.written, want.size()));
      // The reference against the specs (once: with the scalar table's own run).
      if (&k() == &ref() && !reference_keeps_specs(family, u, wtf8, uc, want_conv, want)) return;
      for (std::size_t plan_index = 0; plan_index < plans.size() && !stopped(); ++plan_index) {
        if (one_plan && plan_index != (turn + case_index) % plans.size()) continue;
        const Plan& plan = plans[plan_index];
        const Placement at = place(plan.in, 2 * n, 1);
        const char* p = in8_.put(bytes.data(), 2 * n, at);
        const bool scratch = plan_index % 2 == 1;
        const std::size_t capacity = plan_index == 0 ? want_conv.written : 3 * n;
        const Placement out_at = place(plan.out, capacity, 1);
        char* out = out8_.reserve<char>(capacity, out_at);
        note(uc.op, family, p, 2 * n, 1, at, out, capacity);
        const Utf16Conversion c =
            k().utf16_bytes_to_utf8(p, n, uc.order, uc.lone, out, capacity, scratch);
        const std::size_t shown = std::min(c.written, capacity);
        const auto ctx = [&] {
          return where16(uc.op, family, u, p, at) + (scratch ? " (scratch)" : "") +
                 "\n  capacity " + std::to_string(capacity) + ", output " + describe(out, out_at);
        };
        if (c.read != want_conv.read || c.written != want_conv.written ||
            c.lone != want_conv.lone || std::string_view(out, shown) != want) {
          if (!fail(ctx() + "\n  got " + text(c) + ": " + test_util::hex({out, shown}) +
                    "\n  scalar " + text(want_conv) + ": " + test_util::hex(want))) {
            return;
          }
        }
        if (!output_contained(&out8_, out, scratch ? capacity : shown, ctx)) return;
      }
    }
  }

  // The scalar wtf8_to_utf16_bytes's result `got` (`out` its bytes) for the canonical WTF-8 `s`
  // against the specs: kKeep gives wtf8_to_utf16's units in the byte order, kReplace the same
  // with every unpaired surrogate unit (in canonical WTF-8 exactly the lone surrogates) U+FFFD,
  // kStop the units before the first lone surrogate (find_surrogate). False to stop the test.
  bool reference_keeps_specs16(const char* family, const std::string& s, const Utf16Case& uc,
                               const char* op, Utf16Conversion got, const std::string& out) {
    std::u16string units(s.size(), u'\0');
    units.resize(ref().wtf8_to_utf16(s.data(), s.size(), units.data(), units.size()).written);
    std::size_t spec_read = s.size();
    bool spec_lone = false;
    if (uc.lone == LoneMode::kStop) {
      spec_read = ref().find_surrogate(s.data(), s.size());
      spec_lone = spec_read < s.size();
      units.resize(ref().utf16_length(s.data(), spec_read));
    } else if (uc.lone == LoneMode::kReplace) {
      for (std::size_t i = 0; i < units.size(); ++i) {
        if (internal::is_lead_surrogate(units[i]) && i + 1 < units.size() &&
            internal::is_trail_surrogate(units[i + 1])) {
          ++i;
        } else if (internal::is_surrogate(units[i])) {
          units[i] = u'\xFFFD';
          spec_lone = true;
        }
      }
    }
    const std::string spec = utf16_bytes(units, uc.order);
    if (got.read == spec_read && got.written == units.size() && out == spec &&
        got.lone == spec_lone) {
      return true;
    }
    return fail(std::string("scalar ") + op + " of " + family + " " + test_util::hex(s) + ": " +
                text(got) + " " + test_util::hex(out) + "\n  the specs give read " +
                std::to_string(spec_read) + (spec_lone ? ", lone " : " ") + test_util::hex(spec));
  }

  // wtf8_to_utf16_bytes of the canonical WTF-8 `s` in both byte orders and every treatment of lone
  // surrogates, against the scalar table: room for a unit a byte or, on the first plan, exactly
  // the units of the output; the output at any byte address (the plans' odd alignments);
  // `scratch` on odd plans (then anything inside the room may be written). With `one_plan`, each
  // case runs with one plan, in turn from `turn`. On bytes that are not canonical WTF-8 the results
  // are unspecified: only the bounds are checked.
  void check_wtf8_bytes(const char* family, const std::string& s, const std::vector<Plan>& plans,
                        bool one_plan = false, std::size_t turn = 0) {
    const std::size_t n = s.size();
    const bool canonical = ref().validate(s.data(), n, Flavor::kWtf8).ok();
    for (std::size_t case_index = 0; case_index < 6; ++case_index) {
      const Utf16Case& uc = kUtf16Cases[case_index];
      const char* op = kWtf8BytesOps[case_index];
      std::string want(2 * n, '\0');
      const Utf16Conversion want_conv =
          ref().wtf8_to_utf16_bytes(s.data(), n, uc.order, uc.lone, want.data(), n, false);
      want.resize(std::min(2 * want_conv.written, want.size()));
      if (canonical && &k() == &ref() &&
          !reference_keeps_specs16(family, s, uc, op, want_conv, want)) {
        return;
      }
      for (std::size_t plan_index = 0; plan_index < plans.size() && !stopped(); ++plan_index) {
        if (one_plan && plan_index != (turn + case_index) % plans.size()) continue;
        const Plan& plan = plans[plan_index];
        const Placement at = place(plan.in, n, 1);
        const char* p = in8_.put(s.data(), n, at);
        const bool scratch = plan_index % 2 == 1;
        const std::size_t capacity = plan_index == 0 ? want_conv.written : n;
        const Placement out_at = place(plan.out, 2 * capacity, 1);
        char* out = out8_.reserve<char>(2 * capacity, out_at);
        note(op, family, p, n, 1, at, out, 2 * capacity);
        const Utf16Conversion c =
            k().wtf8_to_utf16_bytes(p, n, uc.order, uc.lone, out, capacity, scratch);
        const std::size_t shown = 2 * std::min(c.written, capacity);
        const auto ctx = [&] {
          return where(op, family, s, p, at) + (scratch ? " (scratch)" : "") + "\n  capacity " +
                 std::to_string(capacity) + " units, output " + describe(out, out_at);
        };
        if (canonical && (c.read != want_conv.read || c.written != want_conv.written ||
                          c.lone != want_conv.lone || std::string_view(out, shown) != want)) {
          if (!fail(ctx() + "\n  got " + text(c) + ": " + test_util::hex({out, shown}) +
                    "\n  scalar " + text(want_conv) + ": " + test_util::hex(want))) {
            return;
          }
        }
        if (!canonical && c.written > capacity) {
          if (!fail(ctx() + "\n  reported " + text(c))) return;
        }
        if (!output_contained(&out8_, out, scratch || !canonical ? 2 * capacity : shown, ctx)) {
          return;
        }
      }
    }
  }

  // find_prefiltered's contract, for the needle m in h (both at guard pages).
  void check_find(const char* family, const std::string& h, const std::string& m,
                  const Plan& plan) {
    const std::size_t first = h.find(m);
    const Placement at = place(plan.in, h.size(), 1);
    const char* hp = in8_.put(h.data(), h.size(), at);
    const Placement needle_at = place(plan.out, m.size(), 1);
    const char* mp = needle_.put(m.data(), m.size(), needle_at);
    const NeedleBytes picks[] = {internal::simd::rarest_needle_bytes(m.data(), m.size()),
                                 {0, m.size() - 1}};
    for (const NeedleBytes pick : picks) {
      note("find_prefiltered", family, hp, h.size(), 1, at, mp, m.size());
      const FindResult r = k().find_prefiltered(hp, h.size(), mp, m.size(), pick);
      const bool ok =
          r.match != FindResult::kNone
              ? r.match == first
              : r.resume <= h.size() && (first == std::string::npos || first >= r.resume);
      if (!ok) {
        const std::string got = r.match == FindResult::kNone
                                    ? "no match before " + std::to_string(r.resume)
                                    : "match at " + std::to_string(r.match);
        if (!fail(where("find_prefiltered", family, h, hp, at) + "\n  needle " + test_util::hex(m) +
                  " (" + describe(mp, needle_at) + "), pick {" + std::to_string(pick.first) + ", " +
                  std::to_string(pick.second) + "}\n  got " + got + ", first occurrence " +
                  (first == std::string::npos ? std::string("none") : std::to_string(first)))) {
          return;
        }
      }
    }
  }

  // find_candidate and rfind_candidate against the scalar table, for the filter `f` on h.
  void check_candidates(const char* family, const std::string& h, const PairFilter& f,
                        const Plan& plan) {
    const Placement at = place(plan.in, h.size(), 1);
    const char* hp = in8_.put(h.data(), h.size(), at);
    const auto show = [&](const ByteTest& t) {
      const auto byte = [](uint8_t b) {
        return test_util::hex(std::string(1, static_cast<char>(b)));
      };
      return "{at " + std::to_string(t.offset) + " & " + byte(t.mask) + " == " + byte(t.value) +
             " or at " + std::to_string(t.alt_offset) + " & " + byte(t.alt_mask) +
             " == " + byte(t.alt) + "}";
    };
    note("find_candidate", family, hp, h.size(), 1, at);
    const std::size_t first = k().find_candidate(hp, h.size(), f);
    const std::size_t want_first = ref().find_candidate(h.data(), h.size(), f);
    note("rfind_candidate", family, hp, h.size(), 1, at);
    const std::size_t last = k().rfind_candidate(hp, h.size(), f);
    const std::size_t want_last = ref().rfind_candidate(h.data(), h.size(), f);
    if (first != want_first || last != want_last) {
      fail(where("find_candidate", family, h, hp, at) + "\n  filter " + show(f.first) + " " +
           show(f.second) + " span " + std::to_string(f.span) + "\n  got first " +
           std::to_string(first) + ", last " + std::to_string(last) + "; want " +
           std::to_string(want_first) + ", " + std::to_string(want_last));
    }
  }

  GuardedBuffer in8_, in16_, out8_, out16_, out32_, needle_;
  int failures_ = 0;
  // Which (flavor, error) pairs the scalar table reported: the inputs must reach every one.
  bool seen_[3][9] = {};
};

TEST_P(GuardPageTest, ValidateErrorAtEveryPosition) {
  sweep([&](std::size_t n, const std::vector<Plan>& plans, bool thin, std::size_t turn) {
    if (stopped()) return;
    for_each_error(n, thin, turn, [&](const char* family, const std::string& s) {
      if (!stopped()) check_validate(family, s, plans);
    });
  });
  // Every error kind was produced in every flavor where it exists (the test's own check).
  for (int f = 0; f < 3; ++f) {
    for (int e = 1; e < 9; ++e) {
      const auto error = static_cast<ValidationError>(e);
      const bool possible = kFlavors[f].mode == Flavor::kUtf8
                                ? error != ValidationError::kSurrogatePair
                                : error != ValidationError::kSurrogate;
      if (possible) {
        EXPECT_TRUE(seen_[f][e]) << kFlavors[f].op << " never gave " << error_name(error);
      }
    }
  }
}

TEST_P(GuardPageTest, EveryOperationOnViews) {
  sweep([&](std::size_t n, const std::vector<Plan>& plans, bool thin, std::size_t turn) {
    if (stopped()) return;
    for_each_view(n, thin, turn, [&](const char* family, const std::string& s) {
      // The families promise OMG views; check the promise so a broken generator cannot hide
      // behind the "unspecified on other bytes" rule.
      const ValidationResult r = ref().validate(s.data(), s.size(), Flavor::kOmgWtf8);
      ASSERT_TRUE(r.ok()) << family << ": " << text(r) << ": " << test_util::hex(s);
      if (!stopped()) check_bytes(family, s, plans);
    });
  });
}

TEST_P(GuardPageTest, ArbitraryBytesStayInBounds) {
  sweep([&](std::size_t n, const std::vector<Plan>& plans, bool, std::size_t) {
    if (stopped()) return;
    for_each_arbitrary(n, [&](const char* family, const std::string& s) {
      if (!stopped()) check_bytes(family, s, plans);
    });
  });
}

TEST_P(GuardPageTest, JsonStopAtEveryPosition) {
  sweep([&](std::size_t n, const std::vector<Plan>& plans, bool thin, std::size_t turn) {
    if (stopped()) return;
    for_each_json_stop(n, thin, turn, [&](const char* family, const std::string& s) {
      if (!stopped()) check_json_stops(family, s, plans);
    });
  });
}

TEST_P(GuardPageTest, Utf16ToWtf8) {
  sweep([&](std::size_t n, const std::vector<Plan>& plans, bool thin, std::size_t turn) {
    if (stopped()) return;
    for_each_units(n, thin, turn, [&](const char* family, const std::u16string& u) {
      if (!stopped()) check_units(family, u, plans);
    });
  });
}

TEST_P(GuardPageTest, Utf16BytesToUtf8) {
  sweep([&](std::size_t n, const std::vector<Plan>& plans, bool thin, std::size_t turn) {
    if (stopped()) return;
    std::size_t k = turn;
    for_each_units(n, thin, turn, [&](const char* family, const std::u16string& u) {
      // The many block-edge inputs each with one plan a case, like the lone ones below.
      const bool many = std::string_view(family) == "units-block-edge";
      if (!stopped()) check_utf16_bytes(family, u, plans, many, k++);
    });
    for_each_lone_units(n, thin, turn, [&](const char* family, const std::u16string& u) {
      if (!stopped()) check_utf16_bytes(family, u, plans, /*one_plan=*/true, k++);
    });
  });
}

// WTF-8 to UTF-16 bytes on the canonical views (the view families without split halves) and on
// the WTF-8 of the UTF-16 inputs with a lone surrogate at every position; on arbitrary bytes it
// has to stay in bounds.
TEST_P(GuardPageTest, Wtf8ToUtf16Bytes) {
  sweep([&](std::size_t n, const std::vector<Plan>& plans, bool thin, std::size_t turn) {
    if (stopped()) return;
    std::size_t k = turn;
    for_each_view(n, thin, turn, [&](const char* family, const std::string& s) {
      if (stopped() || !ref().validate(s.data(), s.size(), Flavor::kWtf8).ok()) return;
      const bool many = std::string_view(family) == "block-edge";
      check_wtf8_bytes(family, s, plans, many, k++);
    });
    // Any bytes: in bounds.
    for_each_arbitrary(n, [&](const char* family, const std::string& s) {
      if (!stopped()) check_wtf8_bytes(family, s, plans, /*one_plan=*/true, k++);
    });
    for_each_lone_units(n, thin, turn, [&](const char* family, const std::u16string& u) {
      if (stopped()) return;
      std::string s(3 * u.size(), '\0');
      s.resize(ref().utf16_to_wtf8(u.data(), u.size(), s.data(), s.size()).written);
      check_wtf8_bytes(family, s, plans, /*one_plan=*/true, k++);
    });
  });
}

// The inputs the capacity sweep takes from the families (each costs a conversion per capacity):
// the random ones and those with surrogates at the ends at every length, the block-edge ones at
// every eighth length.
bool in_capacity_sweep(std::string_view family, std::size_t n) {
  if (family == "ascii") return false;
  if (family == "block-edge" || family == "units-block-edge" || family == "omg-ends") {
    return n % 8 == 0;
  }
  return true;
}

// Every capacity from 0 to the full output, the output flush against a guard page with exactly
// that capacity (at the end for even capacities, at the start for odd ones): the prefix the
// table converts is scalar's, is the longest whose output fits, never splits a pair, and nothing
// else is written.
TEST_P(GuardPageTest, CapacityContract) {
  for (std::size_t n = 0; n <= kMaxLength && !stopped(); ++n) {
    // UTF-16 to WTF-8.
    for_each_units(n, true, n, [&](const char* family, const std::u16string& u) {
      if (stopped() || !in_capacity_sweep(family, n)) return;
      const Placement at{n % 2 == 0 ? Edge::kEnd : Edge::kStart, 0};
      const char16_t* p = in16_.put(u.data(), n, at);
      std::string full(3 * n, '\0');
      full.resize(ref().utf16_to_wtf8(u.data(), n, full.data(), full.size()).written);
      for (std::size_t capacity = 0; capacity <= full.size() && !stopped(); ++capacity) {
        std::string want_out(capacity, '\0');
        const Conversion want = ref().utf16_to_wtf8(u.data(), n, want_out.data(), capacity);
        const Placement out_at{capacity % 2 == 0 ? Edge::kEnd : Edge::kStart, 0};
        char* out = out8_.reserve<char>(capacity, out_at);
        note("utf16_to_wtf8", family, p, 2 * n, 2, at, out, capacity);
        const Conversion c = k().utf16_to_wtf8(p, n, out, capacity);
        const std::size_t shown = std::min(c.written, capacity);
        const auto ctx = [&] {
          return where16("utf16_to_wtf8", family, u, p, at) + "\n  capacity " +
                 std::to_string(capacity) + ", output " + describe(out, out_at) + "\n  got " +
                 text(c) + ", scalar " + text(want);
        };
        // The contract itself (scalar included), then equality with scalar.
        const bool splits_pair = c.read > 0 && c.read < n &&
                                 internal::is_lead_surrogate(u[c.read - 1]) &&
                                 internal::is_trail_surrogate(u[c.read]);
        std::size_t next = 0;  // the bytes the next code point needs
        if (c.read < n) {
          const bool pair = internal::is_lead_surrogate(u[c.read]) && c.read + 1 < n &&
                            internal::is_trail_surrogate(u[c.read + 1]);
          next = pair ? 4 : internal::encoded_length(u[c.read]);
        }
        const bool contract =
            c.read <= n && c.written <= capacity && !splits_pair &&
            c.written == ref().wtf8_length_of_utf16(u.data(), c.read) &&
            (c.read == n || c.written + next > capacity) &&
            std::string_view(out, shown) == std::string_view(full).substr(0, shown);
        if (!contract || c.read != want.read || c.written != want.written) {
          if (!fail(ctx() + (contract ? "" : " (breaks the contract)") + "\n  output " +
                    test_util::hex({out, shown}))) {
            return;
          }
        }
        if (!output_contained(&out8_, out, shown, ctx)) return;
      }
    });
    // WTF-8 (OMG views) to UTF-16.
    for_each_view(n, true, n, [&](const char* family, const std::string& s) {
      if (stopped() || !in_capacity_sweep(family, n)) return;
      const Placement at{n % 2 == 0 ? Edge::kStart : Edge::kEnd, 0};
      const char* p = in8_.put(s.data(), n, at);
      std::u16string full(n, u'\0');
      full.resize(ref().wtf8_to_utf16(s.data(), n, full.data(), n).written);
      for (std::size_t capacity = 0; capacity <= full.size() && !stopped(); ++capacity) {
        std::u16string want_out(capacity, u'\0');
        const Conversion want = ref().wtf8_to_utf16(s.data(), n, want_out.data(), capacity);
        const Placement out_at{capacity % 2 == 0 ? Edge::kEnd : Edge::kStart, 0};
        char16_t* out = out16_.reserve<char16_t>(capacity, out_at);
        note("wtf8_to_utf16", family, p, n, 1, at, out, 2 * capacity);
        const Conversion c = k().wtf8_to_utf16(p, n, out, capacity);
        const std::size_t shown = std::min(c.written, capacity);
        const auto ctx = [&] {
          return where("wtf8_to_utf16", family, s, p, at) + "\n  capacity " +
                 std::to_string(capacity) + ", output " + describe(out, out_at) + "\n  got " +
                 text(c) + ", scalar " + text(want);
        };
        // The read prefix ends where a sequence (or the view's split lead) starts.
        const bool boundary = c.read == 0 || c.read >= n ||
                              !internal::is_continuation_byte(static_cast<uint8_t>(s[c.read]));
        std::size_t next = 0;  // the units the next sequence needs
        if (c.read < n) {
          const bool supplementary = static_cast<uint8_t>(s[c.read]) >= 0xF0 && c.read + 4 <= n;
          next = supplementary ? 2 : 1;
        }
        const bool contract =
            c.read <= n && c.written <= capacity && boundary &&
            c.written == ref().utf16_length(s.data(), c.read) &&
            (c.read == n || c.written + next > capacity) &&
            std::u16string_view(out, shown) == std::u16string_view(full).substr(0, shown);
        if (!contract || c.read != want.read || c.written != want.written) {
          if (!fail(ctx() + (contract ? "" : " (breaks the contract)") + "\n  output " +
                    hex16({out, shown}))) {
            return;
          }
        }
        if (!output_contained(&out16_, out, 2 * shown, ctx)) return;
      }
    });
  }
}

// The same for utf16_bytes_to_utf8: every capacity from 0 to the full output, each in one of the
// six byte orders and treatments of lone surrogates in turn, exact or `scratch` (then anything
// inside the room may be written), the input's bytes at an odd address on odd lengths. The
// results must equal scalar's, and scalar's must keep the contract: the prefix read is the
// longest whose output fits and holds no lone surrogate with kStop (`lone` then says whether one
// is next), never splits a pair, and its output is the unbounded conversion's prefix.
TEST_P(GuardPageTest, Utf16BytesCapacityContract) {
  for (std::size_t n = 0; n <= kMaxLength && !stopped(); ++n) {
    for_each_units(n, true, n, [&](const char* family, const std::u16string& u) {
      if (stopped() || !in_capacity_sweep(family, n)) return;
      // Each case's input bytes and unbounded output.
      std::string bytes[6], full[6];
      Utf16Conversion all[6];
      for (int i = 0; i < 6; ++i) {
        bytes[i] = utf16_bytes(u, kUtf16Cases[i].order);
        full[i].resize(3 * n);
        all[i] = ref().utf16_bytes_to_utf8(bytes[i].data(), n, kUtf16Cases[i].order,
                                           kUtf16Cases[i].lone, full[i].data(), 3 * n, false);
        full[i].resize(all[i].written);
      }
      // Past the full output (the same length with kKeep and kReplace), nothing changes.
      const std::size_t most = full[0].size() + 3;
      for (std::size_t capacity = 0; capacity <= most && !stopped(); ++capacity) {
        const std::size_t i = (capacity + n) % 6;
        const Utf16Case& uc = kUtf16Cases[i];
        const bool scratch = (capacity / 6 + n) % 2 == 1;
        std::string want_out(capacity, '\0');
        const Utf16Conversion want = ref().utf16_bytes_to_utf8(
            bytes[i].data(), n, uc.order, uc.lone, want_out.data(), capacity, false);
        const Placement at{n % 2 == 0 ? Edge::kEnd : Edge::kStart, n % 2};
        const char* p = in8_.put(bytes[i].data(), 2 * n, at);
        const Placement out_at{capacity % 2 == 0 ? Edge::kEnd : Edge::kStart, 0};
        char* out = out8_.reserve<char>(capacity, out_at);
        note(uc.op, family, p, 2 * n, 1, at, out, capacity);
        const Utf16Conversion c =
            k().utf16_bytes_to_utf8(p, n, uc.order, uc.lone, out, capacity, scratch);
        const std::size_t shown = std::min(c.written, capacity);
        const auto ctx = [&] {
          return where16(uc.op, family, u, p, at) + (scratch ? " (scratch)" : "") +
                 "\n  capacity " + std::to_string(capacity) + ", output " + describe(out, out_at) +
                 "\n  got " + text(c) + ", scalar " + text(want);
        };
        const bool splits_pair = c.read > 0 && c.read < n &&
                                 internal::is_lead_surrogate(u[c.read - 1]) &&
                                 internal::is_trail_surrogate(u[c.read]);
        std::size_t next = 0;  // the bytes the next character needs
        bool next_lone = false;
        if (c.read < n) {
          const bool pair = internal::is_lead_surrogate(u[c.read]) && c.read + 1 < n &&
                            internal::is_trail_surrogate(u[c.read + 1]);
          next_lone = !pair && internal::is_surrogate(u[c.read]);
          next = pair ? 4 : internal::encoded_length(u[c.read]);
        }
        const bool stopped_at_lone = uc.lone == LoneMode::kStop && next_lone;
        const bool contract =
            c.read <= n && c.written <= capacity && !splits_pair &&
            (c.read == n || stopped_at_lone || c.written + next > capacity) &&
            (uc.lone != LoneMode::kStop || c.lone == stopped_at_lone) &&
            std::string_view(out, shown) == std::string_view(full[i]).substr(0, shown) &&
            (c.read < all[i].read || c.written == all[i].written);
        if (!contract || c.read != want.read || c.written != want.written || c.lone != want.lone) {
          if (!fail(ctx() + (contract ? "" : " (breaks the contract)") + "\n  output " +
                    test_util::hex({out, shown}))) {
            return;
          }
        }
        if (!output_contained(&out8_, out, scratch ? capacity : shown, ctx)) return;
      }
    });
  }
}

// The same for wtf8_to_utf16_bytes on the canonical views: every capacity from 0 to the units of
// the output, each in one of the six byte orders and treatments of lone surrogates in turn, exact
// or `scratch`, the output at an odd address on odd capacities. The results must equal scalar's,
// and scalar's must keep the contract: the prefix read is whole sequences, the longest whose
// units fit and, with kStop, holds no lone surrogate (`lone` then says whether one is next), and
// its output is the unbounded conversion's prefix.
TEST_P(GuardPageTest, Wtf8ToUtf16BytesCapacityContract) {
  for (std::size_t n = 0; n <= kMaxLength && !stopped(); ++n) {
    for_each_view(n, true, n, [&](const char* family, const std::string& s) {
      if (stopped() || !in_capacity_sweep(family, n)) return;
      if (!ref().validate(s.data(), n, Flavor::kWtf8).ok()) return;  // canonical views only
      std::string full[6];
      Utf16Conversion all[6];
      for (int i = 0; i < 6; ++i) {
        full[i].resize(2 * n);
        all[i] = ref().wtf8_to_utf16_bytes(s.data(), n, kUtf16Cases[i].order, kUtf16Cases[i].lone,
                                           full[i].data(), n, false);
        full[i].resize(2 * all[i].written);
      }
      const Placement at{n % 2 == 0 ? Edge::kEnd : Edge::kStart, 0};
      const char* p = in8_.put(s.data(), n, at);
      for (std::size_t capacity = 0; capacity <= all[0].written + 1 && !stopped(); ++capacity) {
        const std::size_t i = (capacity + n) % 6;
        const Utf16Case& uc = kUtf16Cases[i];
        const char* op = kWtf8BytesOps[i];
        const bool scratch = (capacity / 6 + n) % 2 == 1;
        std::string want_out(2 * capacity, '\0');
        const Utf16Conversion want = ref().wtf8_to_utf16_bytes(s.data(), n, uc.order, uc.lone,
                                                               want_out.data(), capacity, false);
        const Placement out_at{capacity % 4 < 2 ? Edge::kEnd : Edge::kStart, capacity % 2};
        char* out = out8_.reserve<char>(2 * capacity, out_at);
        note(op, family, p, n, 1, at, out, 2 * capacity);
        const Utf16Conversion c =
            k().wtf8_to_utf16_bytes(p, n, uc.order, uc.lone, out, capacity, scratch);
        const std::size_t shown = 2 * std::min(c.written, capacity);
        const auto ctx = [&] {
          return where(op, family, s, p, at) + (scratch ? " (scratch)" : "") + "\n  capacity " +
                 std::to_string(capacity) + ", output " + describe(out, out_at) + "\n  got " +
                 text(c) + ", scalar " + text(want);
        };
        const bool boundary = c.read == 0 || c.read >= n ||
                              !internal::is_continuation_byte(static_cast<uint8_t>(s[c.read]));
        std::size_t next = 0;  // the units the next sequence needs
        bool next_lone = false;
        if (c.read < n) {
          const uint8_t b0 = static_cast<uint8_t>(s[c.read]);
          next = b0 >= 0xF0 ? 2 : 1;
          next_lone = c.read + 1 < n &&
                      internal::starts_surrogate_sequence(b0, static_cast<uint8_t>(s[c.read + 1]));
        }
        const bool stopped_at_lone = uc.lone == LoneMode::kStop && next_lone;
        const bool contract =
            c.read <= n && c.written <= capacity && boundary &&
            (c.read == n || stopped_at_lone || c.written + next > capacity) &&
            (uc.lone != LoneMode::kStop || c.lone == stopped_at_lone) &&
            std::string_view(out, shown) == std::string_view(full[i]).substr(0, shown) &&
            (c.read < all[i].read || c.written == all[i].written);
        if (!contract || c.read != want.read || c.written != want.written || c.lone != want.lone) {
          if (!fail(ctx() + (contract ? "" : " (breaks the contract)") + "\n  output " +
                    test_util::hex({out, shown}))) {
            return;
          }
        }
        if (!output_contained(&out8_, out, scratch ? 2 * capacity : shown, ctx)) return;
      }
    });
  }
}

// The same for WTF-8 to code points: every capacity from 0 to the code point count, the output
// flush against a guard page with exactly that capacity (at either end, in turn); the read prefix
// is whole sequences (or the view's split halves), the longest that fits, and equals scalar's.
TEST_P(GuardPageTest, Utf32CapacityContract) {
  for (std::size_t n = 0; n <= kMaxLength && !stopped(); ++n) {
    for_each_view(n, true, n, [&](const char* family, const std::string& s) {
      if (stopped() || !in_capacity_sweep(family, n)) return;
      const Placement at{n % 2 == 0 ? Edge::kEnd : Edge::kStart, 0};
      const char* p = in8_.put(s.data(), n, at);
      std::u32string full(n, U'\0');
      full.resize(ref().wtf8_to_utf32(s.data(), n, full.data(), n, false).written);
      for (std::size_t capacity = 0; capacity <= full.size() && !stopped(); ++capacity) {
        std::u32string want_out(capacity, U'\0');
        const Conversion want = ref().wtf8_to_utf32(s.data(), n, want_out.data(), capacity, false);
        // Exact on even capacities, `scratch` on odd ones (then anything inside the capacity
        // may be written).
        const bool scratch = capacity % 2 == 1;
        const char* op = scratch ? "wtf8_to_utf32(scratch)" : "wtf8_to_utf32";
        const Placement out_at{capacity % 4 < 2 ? Edge::kEnd : Edge::kStart, 0};
        char32_t* out = out32_.reserve<char32_t>(capacity, out_at);
        note(op, family, p, n, 1, at, out, 4 * capacity);
        const Conversion c = k().wtf8_to_utf32(p, n, out, capacity, scratch);
        const std::size_t shown = std::min(c.written, capacity);
        const auto ctx = [&] {
          return where(op, family, s, p, at) + "\n  capacity " + std::to_string(capacity) +
                 ", output " + describe(out, out_at) + "\n  got " + text(c) + ", scalar " +
                 text(want);
        };
        // The read prefix ends where a sequence (or the view's split lead) starts, holds exactly
        // `written` code points, and stops only where the room is full.
        const bool boundary = c.read == 0 || c.read >= n ||
                              !internal::is_continuation_byte(static_cast<uint8_t>(s[c.read]));
        const bool contract =
            c.read <= n && c.written <= capacity && boundary &&
            c.written == ref().code_point_count(s.data(), c.read) &&
            (c.read == n || c.written == capacity) &&
            std::u32string_view(out, shown) == std::u32string_view(full).substr(0, shown);
        if (!contract || c.read != want.read || c.written != want.written) {
          if (!fail(ctx() + (contract ? "" : " (breaks the contract)") + "\n  output " +
                    hex32({out, shown}))) {
            return;
          }
        }
        if (!output_contained(&out32_, out, 4 * (scratch ? capacity : shown), ctx)) return;
      }
    });
  }
}

TEST_P(GuardPageTest, FindPrefiltered) {
  sweep([&](std::size_t n, const std::vector<Plan>& plans, bool thin, std::size_t turn) {
    std::mt19937 rng(static_cast<uint32_t>(n + 7 * turn));
    std::vector<std::pair<const char*, std::string> > haystacks = {
        {"mixed", random_wtf8(n, static_cast<uint32_t>(n), true)}, {"ab", std::string(n, 'a')}};
    for (char& c : haystacks[1].second) c = static_cast<char>('a' + rng() % 2);
    if (!thin) haystacks.push_back({"all-a", std::string(n, 'a')});
    for (const auto& [family, h] : haystacks) {
      for (std::size_t size : {2, 3, 5, 17, 40}) {
        if (stopped()) return;
        std::string m;
        if (size <= n) {
          m = h.substr(rng() % (n - size + 1), size);  // present (at least once)
        } else {
          m = std::string(size, 'a');
        }
        if (std::string_view(family) == "all-a") m.back() = 'b';  // a near miss everywhere
        for (const Plan& plan : plans) check_find(family, h, m, plan);
      }
    }
  });
}

// The pair filter with each kind of test first and second, the tested bytes taken from the
// haystack so that candidates exist, and spans up to 9.
TEST_P(GuardPageTest, FindCandidate) {
  sweep([&](std::size_t n, const std::vector<Plan>& plans, bool thin, std::size_t turn) {
    std::mt19937 rng(static_cast<uint32_t>(3 * n + 11 * turn));
    std::vector<std::pair<const char*, std::string> > haystacks = {
        {"mixed", random_wtf8(n, static_cast<uint32_t>(n + 1), true)}};
    if (!thin) {
      std::string emoji;
      fill_to(&emoji, n, kFills[3]);
      haystacks.push_back({"emoji", emoji});
    }
    for (const auto& [family, h] : haystacks) {
      for (int shape = 0; shape < 10; ++shape) {
        if (stopped()) return;
        PairFilter f{};
        f.span = 1 + rng() % 9;
        // A byte of the haystack at `offset` from a random candidate, so that candidates exist.
        const std::size_t from = h.size() >= f.span ? rng() % (h.size() - f.span + 1) : 0;
        const std::string& bytes = h;  // (Clang 14 does not capture structured bindings)
        const auto byte_at = [&](std::size_t offset) {
          return bytes.empty()
                     ? uint8_t{0}
                     : static_cast<uint8_t>(bytes[std::min(from + offset, bytes.size() - 1)]);
        };
        for (ByteTest* t : {&f.first, &f.second}) {
          t->offset = t->alt_offset = rng() % f.span;
          t->mask = t->alt_mask = 0xFF;
          t->value = t->alt = byte_at(t->offset);
        }
        // Every kind of test in either place (one byte, masked, two values at one offset or at
        // two, anything else), as the kernels' shapes split them.
        ByteTest& t = shape % 2 ? f.first : f.second;
        switch (shape / 2) {
          case 0:
            break;
          case 1:  // masked
            t.mask = t.alt_mask = static_cast<uint8_t>(rng() | 0x81);
            t.value = t.alt = t.value & t.mask;
            break;
          case 2:  // two values at one offset
            t.alt = static_cast<uint8_t>(0x80 | rng());
            break;
          case 3:  // two values at two offsets
            t.alt_offset = rng() % f.span;
            t.alt = byte_at(t.alt_offset);
            if (rng() % 2) t.value = static_cast<uint8_t>(rng());
            break;
          default:  // masks that differ, at two offsets
            t.alt_offset = rng() % f.span;
            t.mask = 0xCF;
            t.value &= 0xCF;
            t.alt_mask = 0xF0;
            t.alt = byte_at(t.alt_offset) & 0xF0;
            break;
        }
        for (const Plan& plan : plans) check_candidates(family, h, f, plan);
      }
    }
  });
}

// Values worked out by hand from the specs (WTF-8 §4-§6, OMG-WTF-8), not from the scalar table;
// inputs flush against the trailing guard page.
TEST_P(GuardPageTest, HandCheckedValues) {
  const Placement at{Edge::kEnd, 0};
  const auto validate = [&](std::string_view s, Flavor f) {
    const char* p = in8_.put(s.data(), s.size(), at);
    note("validate", "hand-checked", p, s.size(), 1, at);
    return k().validate(p, s.size(), f);
  };
  const auto expect_validate = [&](std::string_view s, Flavor f, ValidationError e,
                                   std::size_t offset) {
    const ValidationResult r = validate(s, f);
    EXPECT_TRUE(r.error == e && r.offset == offset)
        << kFlavors[static_cast<int>(f)].op << " of " << test_util::hex(s) << ": got " << text(r)
        << ", want " << text(ValidationResult{e, offset});
  };
  using E = ValidationError;
  // A surrogate pair byte sequence is ill-formed WTF-8 (§6) and OMG-WTF-8; UTF-8 already rejects
  // its first surrogate.
  expect_validate("\xED\xA0\x80\xED\xB0\x80", Flavor::kWtf8, E::kSurrogatePair, 0);
  expect_validate("\xED\xA0\x80\xED\xB0\x80", Flavor::kOmgWtf8, E::kSurrogatePair, 0);
  expect_validate("\xED\xA0\x80\xED\xB0\x80", Flavor::kUtf8, E::kSurrogate, 0);
  // Trail then lead is two lone surrogates: fine in WTF-8.
  expect_validate("a\xED\xB0\x80\xED\xA0\x80", Flavor::kWtf8, E::kNone, 7);
  expect_validate("a\xED\xB0\x80\xED\xA0\x80", Flavor::kUtf8, E::kSurrogate, 1);
  // The pair straddling the 64-byte block edge, and after an error-free first block.
  const std::string a62(62, 'a');
  expect_validate(a62 + "\xED\xAF\xBF\xED\xBF\xBF", Flavor::kWtf8, E::kSurrogatePair, 62);
  expect_validate(std::string(64, 'a') + "\xFF", Flavor::kWtf8, E::kInvalidByte, 64);
  // The first error wins.
  expect_validate(std::string(100, 'a') + "\xC0" + std::string(99, 'a') + "\xFF", Flavor::kUtf8,
                  E::kOverlong, 100);
  // Split halves (OMG-WTF-8 "Worked facts": U+10000 is F0 90 80 80).
  expect_validate("\x90\x80\x80", Flavor::kOmgWtf8, E::kNone, 3);
  expect_validate("\x90\x80\x80", Flavor::kWtf8, E::kUnexpectedContinuation, 0);
  expect_validate("\xF0\x90\x80", Flavor::kOmgWtf8, E::kNone, 3);
  expect_validate("\xF0\x90\x80", Flavor::kWtf8, E::kTruncated, 0);
  expect_validate(
      "\x90\x80\x80"
      "a\xF0\x90\x80",
      Flavor::kOmgWtf8, E::kNone, 7);
  expect_validate("a\x90\x80\x80", Flavor::kOmgWtf8, E::kUnexpectedContinuation, 1);
  // The byte rules (RFC 3629 §4, WTF-8 §5 Table 3).
  expect_validate("", Flavor::kUtf8, E::kNone, 0);
  expect_validate("ab\xC0\x80", Flavor::kWtf8, E::kOverlong, 2);
  expect_validate("\xE0\x9F\xBF", Flavor::kWtf8, E::kOverlong, 0);
  expect_validate("\xF0\x8F\xBF\xBF", Flavor::kOmgWtf8, E::kOverlong, 0);
  expect_validate("\xF4\x90\x80\x80", Flavor::kUtf8, E::kTooLarge, 0);
  expect_validate("x\xF5", Flavor::kUtf8, E::kInvalidByte, 1);
  expect_validate("\xE4\x41", Flavor::kWtf8, E::kExpectedContinuation, 0);
  expect_validate("ab\xE4\xB8", Flavor::kWtf8, E::kTruncated, 2);
  expect_validate("a\x80", Flavor::kUtf8, E::kUnexpectedContinuation, 1);
  expect_validate("\xF4\x8F\xBF\xBF\xED\x9F\xBF", Flavor::kUtf8, E::kNone, 7);

  // UTF-16 to WTF-8 (§4.2, §6.1): a pair is one 4-byte sequence, a lone half three bytes.
  const auto from16 = [&](std::u16string_view u, std::size_t capacity, std::string* bytes) {
    const char16_t* p = in16_.put(u.data(), u.size(), at);
    char* out = out8_.reserve<char>(capacity, at);
    note("utf16_to_wtf8", "hand-checked", p, 2 * u.size(), 2, at, out, capacity);
    const Conversion c = k().utf16_to_wtf8(p, u.size(), out, capacity);
    *bytes = std::string(out, std::min(c.written, capacity));
    return c;
  };
  struct FromCase {
    std::u16string_view units;
    std::size_t capacity;
    std::size_t read;
    std::string_view bytes;
  };
  const FromCase from_cases[] = {
      {u"\xD83D\xDE00", 4, 2, "\xF0\x9F\x98\x80"},
      {u"\xD800", 3, 1, "\xED\xA0\x80"},
      {u"\xDC00\xD800", 6, 2, "\xED\xB0\x80\xED\xA0\x80"},
      {u"a\u00E9\u4E00\uFFFF", 9, 4, "a\xC3\xA9\xE4\xB8\x80\xEF\xBF\xBF"},
      {u"a\xD83D\xDE00", 4, 1, "a"},  // the pair needs 4 bytes, 3 are left
      {u"a\xD83D\xDE00", 5, 3, "a\xF0\x9F\x98\x80"},
      {u"\xD800\xDC00", 3, 0, ""},  // never the lead alone when a trail follows
      {u"\xD800\xDC00", 0, 0, ""},
  };
  for (const FromCase& fc : from_cases) {
    std::string bytes;
    const Conversion c = from16(fc.units, fc.capacity, &bytes);
    EXPECT_TRUE(c.read == fc.read && c.written == fc.bytes.size() && bytes == fc.bytes)
        << "utf16_to_wtf8 of " << hex16(fc.units) << " capacity " << fc.capacity << ": got "
        << text(c) << " " << test_util::hex(bytes) << ", want read " << fc.read << " "
        << test_util::hex(fc.bytes);
  }
  // UTF-16 bytes to UTF-8 (kernels.h's examples): a lone surrogate kept, replaced by U+FFFD or
  // stopped at, in either byte order.
  struct BytesCase {
    std::string_view bytes;
    ByteOrder order;
    LoneMode lone;
    std::size_t capacity;
    Utf16Conversion want;
    std::string_view out;
  };
  constexpr ByteOrder kLe = ByteOrder::kLittle, kBe = ByteOrder::kBig;
  const BytesCase bytes_cases[] = {
      {std::string_view("\x3D\xD8"
                        "a\0",
                        4),
       kLe,
       LoneMode::kReplace,
       6,
       {2, 4, true},
       "\xEF\xBF\xBD"
       "a"},
      {std::string_view("\x3D\xD8"
                        "a\0",
                        4),
       kLe,
       LoneMode::kKeep,
       6,
       {2, 4, false},
       "\xED\xA0\xBD"
       "a"},
      {std::string_view("\0a\xD8\x3D", 4), kBe, LoneMode::kStop, 6, {1, 1, true}, "a"},
      {std::string_view("\xD8\x3D\xDE\x00\xDC\x00", 6),
       kBe,
       LoneMode::kReplace,
       7,
       {3, 7, true},
       "\xF0\x9F\x98\x80\xEF\xBF\xBD"},
      {std::string_view("\xD8\x3D\xDE\x00\xDC\x00", 6),
       kBe,
       LoneMode::kStop,
       7,
       {2, 4, true},
       "\xF0\x9F\x98\x80"},
      {std::string_view("\x3D\xD8\x00\xDE", 4), kLe, LoneMode::kStop, 3, {0, 0, false}, ""},
      {std::string_view("\x00\xDC", 2), kLe, LoneMode::kReplace, 2, {0, 0, false}, ""},
  };
  {
    // wtf8_to_utf16_bytes (kernels.h's example): "a" then a lone lead, big-endian, replaced.
    const std::string_view s = "a\xED\xA0\x80";
    const char* p = in8_.put(s.data(), s.size(), at);
    char* out = out8_.reserve<char>(8, at);
    note("wtf8_to_utf16_bytes", "hand-checked", p, s.size(), 1, at, out, 8);
    Utf16Conversion c =
        k().wtf8_to_utf16_bytes(p, s.size(), kBe, LoneMode::kReplace, out, 4, false);
    EXPECT_TRUE(c.read == 4 && c.written == 2 && c.lone &&
                std::string_view(out, 4) == std::string_view("\0a\xFF\xFD", 4))
        << "wtf8_to_utf16_bytes(BE, kReplace): " << text(c);
    c = k().wtf8_to_utf16_bytes(p, s.size(), kLe, LoneMode::kStop, out, 4, false);
    EXPECT_TRUE(c.read == 1 && c.written == 1 && c.lone &&
                std::string_view(out, 2) == std::string_view("a\0", 2))
        << "wtf8_to_utf16_bytes(LE, kStop): " << text(c);
    c = k().wtf8_to_utf16_bytes(p, s.size(), kLe, LoneMode::kKeep, out, 4, false);
    EXPECT_TRUE(c.read == 4 && c.written == 2 && !c.lone &&
                std::string_view(out, 4) == std::string_view("a\0\x00\xD8", 4))
        << "wtf8_to_utf16_bytes(LE, kKeep): " << text(c);
  }
  for (const BytesCase& bc : bytes_cases) {
    const std::size_t n = bc.bytes.size() / 2;
    const char* p = in8_.put(bc.bytes.data(), bc.bytes.size(), at);
    char* out = out8_.reserve<char>(bc.capacity, at);
    note("utf16_bytes_to_utf8", "hand-checked", p, bc.bytes.size(), 1, at, out, bc.capacity);
    const Utf16Conversion c =
        k().utf16_bytes_to_utf8(p, n, bc.order, bc.lone, out, bc.capacity, false);
    const std::string got(out, std::min(c.written, bc.capacity));
    EXPECT_TRUE(c.read == bc.want.read && c.written == bc.want.written && c.lone == bc.want.lone &&
                got == bc.out)
        << "utf16_bytes_to_utf8 of " << test_util::hex(bc.bytes) << ": got " << text(c) << " "
        << test_util::hex(got) << ", want " << text(bc.want) << " " << test_util::hex(bc.out);
  }
  {
    const std::u16string_view u = u"\xD83D\xDE00\xD800";
    const char16_t* p = in16_.put(u.data(), u.size(), at);
    note("wtf8_length_of_utf16", "hand-checked", p, 2 * u.size(), 2, at);
    EXPECT_EQ(k().wtf8_length_of_utf16(p, u.size()), 7u);
  }

  // An OMG view: split trail of U+1F600 (F0 9F 98 80), 'a', U+1F600, split lead of U+10000.
  const std::string_view view =
      "\x9F\x98\x80"
      "a"
      "\xF0\x9F\x98\x80"
      "\xF0\x90\x80";
  const std::u16string_view view16 =
      u"\xDE00"
      u"a"
      u"\xD83D\xDE00"
      u"\xD800";
  const auto to16 = [&](std::string_view s, std::size_t capacity, std::u16string* units) {
    const char* p = in8_.put(s.data(), s.size(), at);
    char16_t* out = out16_.reserve<char16_t>(capacity, at);
    note("wtf8_to_utf16", "hand-checked", p, s.size(), 1, at, out, 2 * capacity);
    const Conversion c = k().wtf8_to_utf16(p, s.size(), out, capacity);
    *units = std::u16string(out, std::min(c.written, capacity));
    return c;
  };
  std::u16string units;
  Conversion c = to16(view, view.size(), &units);
  EXPECT_TRUE(c.read == view.size() && c.written == 5 && units == view16)
      << "wtf8_to_utf16: " << text(c) << " " << hex16(units);
  c = to16(view, 3, &units);  // U+1F600 needs two units, one is left
  EXPECT_TRUE(c.read == 4 && c.written == 2 && units == view16.substr(0, 2))
      << "wtf8_to_utf16 capacity 3: " << text(c) << " " << hex16(units);
  c = to16("\x90\x80\x80", 1, &units);
  EXPECT_TRUE(c.read == 3 && c.written == 1 && units == u"\xDC00")
      << "wtf8_to_utf16 of a split trail: " << text(c) << " " << hex16(units);
  c = to16("\xF0\x90\x80", 0, &units);
  EXPECT_TRUE(c.read == 0 && c.written == 0) << "wtf8_to_utf16 capacity 0: " << text(c);

  // To code points (§6.2): one value per sequence, a lone or split surrogate as its value.
  const auto to32 = [&](std::string_view s, std::size_t capacity, std::u32string* units) {
    const char* p = in8_.put(s.data(), s.size(), at);
    char32_t* out = out32_.reserve<char32_t>(capacity, at);
    note("wtf8_to_utf32", "hand-checked", p, s.size(), 1, at, out, 4 * capacity);
    const Conversion c = k().wtf8_to_utf32(p, s.size(), out, capacity, false);
    *units = std::u32string(out, std::min(c.written, capacity));
    return c;
  };
  std::u32string units32;
  c = to32(view, view.size(), &units32);
  EXPECT_TRUE(c.read == view.size() && c.written == 4 &&
              units32 ==
                  U"\xDE00"
                  U"a\U0001F600\xD800")
      << "wtf8_to_utf32: " << text(c) << " " << hex32(units32);
  c = to32(view, 2, &units32);  // the room ends after "a"
  EXPECT_TRUE(c.read == 4 && c.written == 2 &&
              units32 ==
                  U"\xDE00"
                  U"a")
      << "wtf8_to_utf32 capacity 2: " << text(c) << " " << hex32(units32);
  c = to32("a\xC3\xA9\xE4\xB8\x80\xED\xA0\x80\xED\x9F\xBF\xF4\x8F\xBF\xBF", 6, &units32);
  EXPECT_TRUE(c.read == 16 && c.written == 6 && units32 == U"a\xE9\x4E00\xD800\xD7FF\x10FFFF")
      << "wtf8_to_utf32 of each length: " << text(c) << " " << hex32(units32);
  c = to32(std::string(70, 'a') + "\xF0\x90\x80", 71, &units32);
  EXPECT_TRUE(c.read == 73 && c.written == 71 && units32 == std::u32string(70, U'a') + U"\xD800")
      << "wtf8_to_utf32 of a split lead after a block: " << text(c);
  c = to32("\xF0\x90\x80", 0, &units32);
  EXPECT_TRUE(c.read == 0 && c.written == 0) << "wtf8_to_utf32 capacity 0: " << text(c);

  const auto count = [&](std::string_view s, bool utf16) {
    const char* p = in8_.put(s.data(), s.size(), at);
    note(utf16 ? "utf16_length" : "code_point_count", "hand-checked", p, s.size(), 1, at);
    return utf16 ? k().utf16_length(p, s.size()) : k().code_point_count(p, s.size());
  };
  EXPECT_EQ(count(view, false), 4u) << "code_point_count of " << test_util::hex(view);
  EXPECT_EQ(count(view, true), 5u) << "utf16_length of " << test_util::hex(view);
  EXPECT_EQ(count("\x90\x80\x80", true), 1u) << "utf16_length of a split trail alone";
  EXPECT_EQ(count("\x90\x80\x80"
                  "\xF0\x9F\x98\x80",
                  true),
            3u);
  EXPECT_EQ(count("\xF0\x90\x80", false), 1u);
  EXPECT_EQ(count("", true), 0u);

  const auto find_surrogate = [&](std::string_view s) {
    const char* p = in8_.put(s.data(), s.size(), at);
    note("find_surrogate", "hand-checked", p, s.size(), 1, at);
    return k().find_surrogate(p, s.size());
  };
  EXPECT_EQ(find_surrogate("a\xF0\x9F\x98\x80\xED\xB0\x80"), 5u);
  EXPECT_EQ(find_surrogate("\xED\x9F\xBF\xED\x80\x80"), 6u);  // U+D7FF, U+D000: not surrogates
  EXPECT_EQ(find_surrogate(std::string(70, 'a') + "\xED\xA0\x80"), 70u);
  EXPECT_EQ(find_surrogate(""), 0u);

  // JSON stops (RFC 8259 §7; ECMA-262 QuoteJSONString; Python's ensure_ascii).
  const auto json_stop = [&](std::string_view s, JsonStops stops) {
    const char* p = in8_.put(s.data(), s.size(), at);
    note("find_json_stop", "hand-checked", p, s.size(), 1, at);
    return k().find_json_stop(p, s.size(), stops);
  };
  EXPECT_EQ(json_stop("ab\\n", JsonStops::kUnquote), 2u);
  // Non-ASCII bytes are validated, not stops.
  EXPECT_EQ(json_stop("ab\xFF\x7F\"", JsonStops::kUnquote), 4u);
  EXPECT_EQ(json_stop("\xED\x9F\xBF", JsonStops::kQuoteJs), 3u);   // U+D7FF
  EXPECT_EQ(json_stop("a\xED\xA0\x80", JsonStops::kQuoteJs), 1u);  // U+D800
  EXPECT_EQ(json_stop("a\xED", JsonStops::kQuoteJs), 2u);  // ED last: its next byte is not there
  EXPECT_EQ(json_stop(std::string(70, 'a') + "\xED", JsonStops::kQuoteJs), 71u);
  EXPECT_EQ(json_stop("\x7F\xC3\xA9\x1F", JsonStops::kQuoteJs), 3u);
  EXPECT_EQ(json_stop("ab~\x7F", JsonStops::kQuoteAscii), 3u);
  EXPECT_EQ(json_stop("ab\xC3\xA9", JsonStops::kQuoteAscii), 2u);
  EXPECT_EQ(json_stop(std::string(100, ' ') + "\x1F", JsonStops::kQuoteAscii), 100u);
  EXPECT_EQ(json_stop("", JsonStops::kQuoteJs), 0u);

  // Lossy UTF-8 (§6.4): every surrogate, canonical or split, becomes U+FFFD (EF BF BD).
  const std::string_view lossy_in =
      "\x90\x80\x80"
      "a\xED\xA0\x80"
      "\xED\x9F\xBF"
      "\xF0\x90\x80";
  const std::string_view lossy_want =
      "\xEF\xBF\xBD"
      "a\xEF\xBF\xBD"
      "\xED\x9F\xBF"
      "\xEF\xBF\xBD";
  for (bool stream : {false, true}) {
    const char* p = in8_.put(lossy_in.data(), lossy_in.size(), at);
    char* out = out8_.reserve<char>(lossy_in.size(), at);
    note("copy_utf8_lossy", "hand-checked", p, lossy_in.size(), 1, at, out, lossy_in.size());
    k().copy_utf8_lossy(p, lossy_in.size(), out, stream);
    EXPECT_EQ(test_util::hex({out, lossy_in.size()}), test_util::hex(lossy_want));
    char* same = in8_.put_with_canaries(lossy_in.data(), lossy_in.size(), at);
    note("copy_utf8_lossy(in place)", "hand-checked", same, lossy_in.size(), 1, at, same,
         lossy_in.size());
    k().copy_utf8_lossy(same, lossy_in.size(), same, stream);
    EXPECT_EQ(test_util::hex({same, lossy_in.size()}), test_util::hex(lossy_want));
  }

  {
    const std::string_view h = "xxabcab";
    const char* hp = in8_.put(h.data(), h.size(), at);
    const char* mp = needle_.put("ab", 2, at);
    note("find_prefiltered", "hand-checked", hp, h.size(), 1, at, mp, 2);
    const FindResult r = k().find_prefiltered(hp, h.size(), mp, 2, {0, 1});
    EXPECT_EQ(r.match, 2u);
  }
}

INSTANTIATE_TEST_SUITE_P(EveryTable, GuardPageTest, ::testing::ValuesIn(all_tables()),
                         [](const ::testing::TestParamInfo<const Kernels*>& info) {
                           return std::string(info.param->name);
                         });

// The helper itself: a block flush against a guard page faults one byte past its end (or before
// its start), and the fault report names the call.
TEST(GuardPageSelfTest, AccessPastAFlushBlockFaults) {
  GuardedBuffer buffer(100);
  const std::string s = "abc";
  wtf8_test::install_fault_reporter();
  const char* end_flush = buffer.put(s.data(), s.size(), {Edge::kEnd, 0});
  EXPECT_EQ(reinterpret_cast<const unsigned char*>(end_flush + s.size()), buffer.end());
  wtf8_test::current_call().table = "self-test";
  wtf8_test::current_call().input = end_flush;
  wtf8_test::current_call().input_bytes = s.size();
  wtf8_test::current_call().input_unit = 1;
  wtf8_test::current_call().output = nullptr;
  EXPECT_DEATH(
      {
        volatile const char* p = end_flush;
        (void)p[s.size()];
      },
      "guard_page: SIGSEGV at input offset 3 in table self-test");
  const char* start_flush = buffer.put(s.data(), s.size(), {Edge::kStart, 0});
  EXPECT_DEATH(
      {
        volatile const char* p = start_flush;
        (void)p[-1];
      },
      "");
  // A write just outside an output away from the guards: the canaries see it, and under ASan
  // (where those bytes are poisoned) the write itself is reported.
  char* out = buffer.reserve<char>(10, {Edge::kStart, 64});
  volatile char* scribble = out;
#if defined(WTF8_GUARD_PAGE_ASAN)
  EXPECT_DEATH(scribble[10] = 'x', "use-after-poison");
  EXPECT_DEATH(scribble[-1] = 'x', "use-after-poison");
#else
  std::ptrdiff_t changed = 0;
  scribble[10] = 'x';
  EXPECT_FALSE(buffer.outside_untouched(out, 10, &changed));
  EXPECT_EQ(changed, 10);
  out = buffer.reserve<char>(10, {Edge::kStart, 64});
  scribble = out;
  scribble[-1] = 'x';
  EXPECT_FALSE(buffer.outside_untouched(out, 10, &changed));
  EXPECT_EQ(changed, -1);
#endif
  out = buffer.reserve<char>(10, {Edge::kStart, 64});
  scribble = out;
  scribble[9] = 'x';
  std::ptrdiff_t unchanged = 0;
  EXPECT_TRUE(buffer.outside_untouched(out, 10, &unchanged));
}

TEST(GuardPageSelfTest, ScalarIsFirst) {
  const std::vector<const Kernels*> tables = all_tables();
  ASSERT_FALSE(tables.empty());
  EXPECT_STREQ(tables.front()->name, "scalar");
}

}  // namespace
}  // namespace wtf8

#endif  // POSIX
