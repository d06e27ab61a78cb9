// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Bounded conversions (wtf8/encode_into.h) against a character-by-character model written here
// from the contract ("the longest prefix of whole characters that fits; nothing past `written` is
// touched"), for every destination size around every character, with every kernel table the CPU
// supports. The cases follow what TextEncoder.encodeInto's semantics pin down (WHATWG Encoding):
// pairs and lone surrogates at the destination's edge, destinations of size 0, canary bytes.

#include "wtf8/encode_into.h"

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "absl/types/span.h"
#include "gtest/gtest.h"
#include "src/simd/kernels.h"
#include "tests/kernel_tables.h"
#include "tests/test_util.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using internal::simd::Kernels;
using test_util::all_kernels;
using test_util::KernelScope;
using test_util::random_utf16;
using test_util::utf8_of;

// ---- the model --------------------------------------------------------------------------------

// One character of the source: how many source units it takes and the code point it stands for
// (a surrogate when it is lone).
struct Char {
  std::size_t units;
  uint32_t cp;
};

bool is_surrogate(uint32_t c) { return c >= 0xD800 && c <= 0xDFFF; }

std::vector<Char> chars_of(std::u16string_view s) {
  std::vector<Char> out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const uint32_t u = s[i];
    if (u >= 0xD800 && u <= 0xDBFF && i + 1 < s.size() && s[i + 1] >= 0xDC00 &&
        s[i + 1] <= 0xDFFF) {
      out.push_back({2, 0x10000 + ((u - 0xD800) << 10) + (s[i + 1] - 0xDC00u)});
      ++i;
    } else {
      out.push_back({1, u});
    }
  }
  return out;
}

std::vector<Char> chars_of(Wtf8View v) {
  std::vector<Char> out;
  std::vector<std::size_t> offsets;
  for (const auto [offset, cp] : v.code_point_indices()) {
    offsets.push_back(offset);
    out.push_back({0, cp.value()});
  }
  offsets.push_back(v.size());
  for (std::size_t i = 0; i < out.size(); ++i) out[i].units = offsets[i + 1] - offsets[i];
  return out;
}

template <typename Unit>
std::basic_string<Unit> utf16_of(uint32_t c) {
  if (c < 0x10000) return std::basic_string<Unit>(1, static_cast<Unit>(c));
  return {static_cast<Unit>(0xD800 + ((c - 0x10000) >> 10)),
          static_cast<Unit>(0xDC00 + ((c - 0x10000) & 0x3FF))};
}

// What a bounded conversion must give: the whole characters that fit in `room` units.
template <typename Unit, typename Encode>
std::pair<EncodeIntoResult, std::basic_string<Unit>> model(const std::vector<Char>& chars,
                                                           std::size_t room, Encode encode) {
  EncodeIntoResult r;
  std::basic_string<Unit> out;
  for (const Char& c : chars) {
    const std::basic_string<Unit> piece = encode(c.cp);
    if (out.size() + piece.size() > room) break;
    out += piece;
    r.read += c.units;
  }
  r.written = out.size();
  return {r, out};
}

std::string lossy_utf8(uint32_t c) { return utf8_of(is_surrogate(c) ? 0xFFFD : c); }

// Calls `convert(span)` with a destination of `room` units inside a larger buffer filled with a
// canary, and checks the result, the written units and that nothing else changed.
template <typename Unit, typename Convert>
void check_bounded(const std::vector<Char>& chars, std::size_t room,
                   std::basic_string<Unit> (*encode)(uint32_t), Convert convert,
                   const std::string& what) {
  const auto [want, want_units] = model<Unit>(chars, room, encode);
  constexpr Unit kCanary = static_cast<Unit>(0x5A);
  std::vector<Unit> buffer(room + 16, kCanary);
  const EncodeIntoResult got = convert(absl::Span<Unit>(buffer.data() + 8, room));
  ASSERT_EQ(got.read, want.read) << what << " room " << room;
  ASSERT_EQ(got.written, want.written) << what << " room " << room;
  ASSERT_EQ(std::basic_string<Unit>(buffer.data() + 8, got.written), want_units)
      << what << " room " << room;
  for (std::size_t i = 0; i < buffer.size(); ++i) {
    if (i >= 8 && i < 8 + got.written) continue;
    ASSERT_EQ(buffer[i], kCanary) << what << " room " << room << ": unit " << i
                                  << " outside the written range changed";
  }
}

std::string wtf8_of(uint32_t c) { return utf8_of(c); }
std::u16string u16_of(uint32_t c) { return utf16_of<char16_t>(c); }
std::u32string u32_of(uint32_t c) { return std::u32string(1, static_cast<char32_t>(c)); }
std::wstring wide_of(uint32_t c) {
  if constexpr (sizeof(wchar_t) == 2) return utf16_of<wchar_t>(c);
  return std::wstring(1, static_cast<wchar_t>(c));
}

// Every bounded conversion of `s` (and of the view `v` = its WTF-8, possibly sliced) at every
// room from 0 to a little past the whole output.
void check_all_rooms(std::u16string_view s, Wtf8View v, std::size_t step = 1) {
  const std::vector<Char> cs = chars_of(s);
  const std::vector<Char> cv = chars_of(v);
  const std::string label = "view " + test_util::hex(v.as_bytes());
  const std::size_t max_bytes = 3 * s.size() + 4;
  for (std::size_t room = 0; room <= max_bytes; room += step) {
    check_bounded<char>(
        cs, room, lossy_utf8, [&](absl::Span<char> d) { return utf8_encode_into(s, d); },
        "utf8<-u16");
    check_bounded<char>(
        cs, room, wtf8_of, [&](absl::Span<char> d) { return wtf8_encode_into(s, d); }, "wtf8<-u16");
    check_bounded<char>(
        cv, room, lossy_utf8, [&](absl::Span<char> d) { return utf8_encode_into(v, d); },
        "utf8<-" + label);
    check_bounded<char>(
        cv, room, wtf8_of, [&](absl::Span<char> d) { return wtf8_encode_into(v, d); },
        "wtf8<-" + label);
  }
  for (std::size_t room = 0; room <= v.size() + 2; room += step) {
    check_bounded<char16_t>(
        cv, room, u16_of, [&](absl::Span<char16_t> d) { return utf16_encode_into(v, d); },
        "u16<-" + label);
    check_bounded<wchar_t>(
        cv, room, wide_of, [&](absl::Span<wchar_t> d) { return wide_encode_into(v, d); },
        "wide<-" + label);
    check_bounded<char32_t>(
        cv, room, u32_of, [&](absl::Span<char32_t> d) { return utf32_encode_into(v, d); },
        "u32<-" + label);
  }
  // The length queries are the whole outputs' sizes.
  EXPECT_EQ(wtf8_len(s), model<char>(cs, SIZE_MAX, wtf8_of).first.written);
  EXPECT_EQ(utf8_lossy_len(s), model<char>(cs, SIZE_MAX, lossy_utf8).first.written);
  EXPECT_EQ(utf8_lossy_len(v), model<char>(cv, SIZE_MAX, lossy_utf8).first.written);
  EXPECT_EQ(wide_len(v), model<wchar_t>(cv, SIZE_MAX, wide_of).first.written);
  EXPECT_EQ(v.code_point_count(), model<char32_t>(cv, SIZE_MAX, u32_of).first.written);
}

// ---- hand-written cases ---------------------------------------------------------------------

TEST(EncodeInto, WhatwgExamples) {
  char out[8];
  const auto span = [&](std::size_t n) { return absl::Span<char>(out, n); };
  EXPECT_EQ(utf8_encode_into(u"Hi", span(0)), (EncodeIntoResult{0, 0}));
  EXPECT_EQ(utf8_encode_into(u"Hi", span(1)), (EncodeIntoResult{1, 1}));
  EXPECT_EQ(utf8_encode_into(u"Hi", span(8)), (EncodeIntoResult{2, 2}));
  // U+0300 is two bytes: nothing of it in one byte.
  EXPECT_EQ(utf8_encode_into(u"\u0300", span(1)), (EncodeIntoResult{0, 0}));
  EXPECT_EQ(utf8_encode_into(u"\u0300", span(2)), (EncodeIntoResult{1, 2}));
  // A pair is written whole (2 units read, 4 bytes) or not at all.
  EXPECT_EQ(utf8_encode_into(u"\xD834\xDD1E", span(3)), (EncodeIntoResult{0, 0}));
  EXPECT_EQ(utf8_encode_into(u"\xD834\xDD1E", span(4)), (EncodeIntoResult{2, 4}));
  EXPECT_EQ(std::string(out, 4), "\xF0\x9D\x84\x9E");
  // A lone surrogate of either kind is U+FFFD: one unit, three bytes.
  EXPECT_EQ(utf8_encode_into(u"\xD834", span(2)), (EncodeIntoResult{0, 0}));
  EXPECT_EQ(utf8_encode_into(u"\xD834", span(3)), (EncodeIntoResult{1, 3}));
  EXPECT_EQ(std::string(out, 3), "\xEF\xBF\xBD");
  EXPECT_EQ(utf8_encode_into(u"\xDD1E"
                             u"A",
                             span(8)),
            (EncodeIntoResult{2, 4}));
  EXPECT_EQ(std::string(out, 4),
            "\xEF\xBF\xBD"
            "A");
  // A lead then a non-trail, and a trail then a lead, are two lone surrogates.
  EXPECT_EQ(utf8_encode_into(u"\xD834"
                             u"A",
                             span(3)),
            (EncodeIntoResult{1, 3}));
  EXPECT_EQ(utf8_encode_into(u"\xDD1E\xD834", span(6)), (EncodeIntoResult{2, 6}));
  EXPECT_EQ(std::string(out, 6), "\xEF\xBF\xBD\xEF\xBF\xBD");
  // The lossless twin keeps them.
  EXPECT_EQ(wtf8_encode_into(u"a\xD800", span(4)), (EncodeIntoResult{2, 4}));
  EXPECT_EQ(std::string(out, 4), "a\xED\xA0\x80");
}

TEST(EncodeInto, EmptyAndNullDestinations) {
  const Wtf8Buf s = Wtf8Buf::from_utf16(u"abc\xD800");
  EXPECT_EQ(utf8_encode_into(u"abc", absl::Span<char>()), (EncodeIntoResult{0, 0}));
  EXPECT_EQ(wtf8_encode_into(u"abc", absl::Span<char>(nullptr, 0)), (EncodeIntoResult{0, 0}));
  EXPECT_EQ(wtf8_encode_into(L"abc", absl::Span<char>(nullptr, 0)), (EncodeIntoResult{0, 0}));
  EXPECT_EQ(utf8_encode_into(s, absl::Span<char>()), (EncodeIntoResult{0, 0}));
  EXPECT_EQ(wtf8_encode_into(s, absl::Span<char>()), (EncodeIntoResult{0, 0}));
  EXPECT_EQ(utf16_encode_into(s, absl::Span<char16_t>()), (EncodeIntoResult{0, 0}));
  EXPECT_EQ(wide_encode_into(s, absl::Span<wchar_t>()), (EncodeIntoResult{0, 0}));
  EXPECT_EQ(utf32_encode_into(s, absl::Span<char32_t>()), (EncodeIntoResult{0, 0}));
  char32_t c32 = U'x';
  EXPECT_EQ(utf32_encode_into(Wtf8View(), absl::Span<char32_t>(&c32, 1)), (EncodeIntoResult{0, 0}));
  EXPECT_EQ(c32, U'x');
  char c = 'x';
  EXPECT_EQ(utf8_encode_into(std::u16string_view(), absl::Span<char>(&c, 1)),
            (EncodeIntoResult{0, 0}));
  EXPECT_EQ(utf8_encode_into(Wtf8View(), absl::Span<char>(&c, 1)), (EncodeIntoResult{0, 0}));
  EXPECT_EQ(c, 'x');
  EXPECT_EQ(wtf8_len(std::u16string_view()), 0u);
  EXPECT_EQ(wide_len(Wtf8View()), 0u);
}

TEST(EncodeInto, SplitSurrogateHalvesAreLoneSurrogates) {
  const Wtf8Buf whole = Wtf8Buf::from_utf16(u"\U0001F600x\U0001F600");  // F0 9F 98 80 x F0 ...
  const Wtf8View trail = whole.slice(2, 5);  // the split trail 9F 98 80, then "x"
  const Wtf8View lead = whole.slice(4, 7);   // "x", then the split lead F0 9F 98
  char out[16];
  EXPECT_EQ(wtf8_encode_into(trail, absl::MakeSpan(out)), (EncodeIntoResult{4, 4}));
  EXPECT_EQ(std::string(out, 4), "\xED\xB8\x80x");  // U+DE00, then "x"
  EXPECT_EQ(utf8_encode_into(trail, absl::MakeSpan(out)), (EncodeIntoResult{4, 4}));
  EXPECT_EQ(std::string(out, 4), "\xEF\xBF\xBDx");
  EXPECT_EQ(wtf8_encode_into(lead, absl::MakeSpan(out)), (EncodeIntoResult{4, 4}));
  EXPECT_EQ(std::string(out, 4), "x\xED\xA0\xBD");  // "x", then U+D83D
  // A split half does not fit in 2 bytes; "x" alone does.
  EXPECT_EQ(wtf8_encode_into(trail, absl::MakeSpan(out, 2)), (EncodeIntoResult{0, 0}));
  EXPECT_EQ(wtf8_encode_into(lead, absl::MakeSpan(out, 3)), (EncodeIntoResult{1, 1}));
  char16_t units[4];
  EXPECT_EQ(utf16_encode_into(trail, absl::MakeSpan(units)), (EncodeIntoResult{4, 2}));
  EXPECT_EQ(std::u16string(units, 2), u"\xDE00x");
  EXPECT_EQ(utf16_encode_into(lead, absl::MakeSpan(units, 1)), (EncodeIntoResult{1, 1}));
  char32_t code_points[4];
  EXPECT_EQ(utf32_encode_into(trail, absl::MakeSpan(code_points)), (EncodeIntoResult{4, 2}));
  EXPECT_EQ(std::u32string(code_points, 2),
            U"\xDE00"
            U"x");
  EXPECT_EQ(utf32_encode_into(trail, absl::MakeSpan(code_points, 1)), (EncodeIntoResult{3, 1}));
  EXPECT_EQ(utf32_encode_into(lead, absl::MakeSpan(code_points)), (EncodeIntoResult{4, 2}));
  EXPECT_EQ(std::u32string(code_points, 2), U"x\xD83D");
  EXPECT_EQ(trail.to_utf32(),
            U"\xDE00"
            U"x");
  EXPECT_EQ(lead.to_utf32(), U"x\xD83D");
  // The whole output of a view with halves is its own size in bytes.
  EXPECT_EQ(utf8_lossy_len(trail), 4u);
  // The output is canonical WTF-8 that reads back as the same code points.
  const std::size_t n = wtf8_encode_into(lead, absl::MakeSpan(out)).written;
  const auto back = Wtf8View::from_wtf8(std::string_view(out, n));
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(*back, lead);
}

TEST(EncodeInto, WideStrings) {
  char out[16];
  EXPECT_EQ(wtf8_encode_into(L"a\xE9", absl::MakeSpan(out)), (EncodeIntoResult{2, 3}));
  EXPECT_EQ(std::string(out, 3), "a\xC3\xA9");
  const std::wstring pair = {static_cast<wchar_t>(0xD83D), static_cast<wchar_t>(0xDE00)};
  EXPECT_EQ(wtf8_encode_into(pair, absl::MakeSpan(out, 3)), (EncodeIntoResult{0, 0}));
  EXPECT_EQ(wtf8_encode_into(pair, absl::MakeSpan(out)), (EncodeIntoResult{2, 4}));
  EXPECT_EQ(std::string(out, 4), "\xF0\x9F\x98\x80");
  EXPECT_EQ(wtf8_len(pair), 4u);
  const std::wstring lone = {static_cast<wchar_t>(0xDC00)};
  EXPECT_EQ(wtf8_encode_into(lone, absl::MakeSpan(out)), (EncodeIntoResult{1, 3}));
  EXPECT_EQ(std::string(out, 3), "\xED\xB0\x80");
  const Wtf8Buf s = Wtf8Buf::from_utf16(u"\U0001F600\xD800");
  wchar_t w[4];
  const EncodeIntoResult r = wide_encode_into(s, absl::MakeSpan(w));
  EXPECT_EQ(r.read, s.size());
  EXPECT_EQ(std::wstring(w, r.written), s.to_wide());
  EXPECT_EQ(wide_len(s), s.to_wide().size());
  if constexpr (sizeof(wchar_t) == 4) {
    const std::wstring too_large = {static_cast<wchar_t>(0x110000)};
    EXPECT_EQ(wtf8_encode_into(too_large, absl::MakeSpan(out)), (EncodeIntoResult{1, 3}));
    EXPECT_EQ(std::string(out, 3), "\xEF\xBF\xBD");
    EXPECT_EQ(wtf8_len(too_large), 3u);
  }
}

// The wide conversion of a long input: the pieces it copies through never split a pair.
TEST(EncodeInto, LongWideInputAcrossPieces) {
  std::wstring w;
  std::u16string u;
  for (int i = 0; i < 3000; ++i) {
    const char16_t a = i % 7 == 0 ? 0xD83D : static_cast<char16_t>('a' + i % 26);
    u += a;
    w += static_cast<wchar_t>(a);
    if (i % 7 == 0) {
      u += static_cast<char16_t>(0xDE00);
      w += static_cast<wchar_t>(0xDE00);
    }
  }
  const Wtf8Buf want = Wtf8Buf::from_wide(w);
  std::string out(want.size() + 8, '\0');
  const EncodeIntoResult r = wtf8_encode_into(w, absl::MakeSpan(out));
  EXPECT_EQ(r.read, w.size());
  EXPECT_EQ(out.substr(0, r.written), want.as_bytes());
  EXPECT_EQ(wtf8_len(w), want.size());
  // And stopping inside: the prefix is whole characters.
  const EncodeIntoResult half = wtf8_encode_into(w, absl::MakeSpan(out.data(), want.size() / 2));
  EXPECT_LE(half.written, want.size() / 2);
  EXPECT_GE(half.written + 4, want.size() / 2);
  EXPECT_EQ(out.substr(0, half.written), Wtf8Buf::from_wide(w.substr(0, half.read)).as_bytes());
}

// ---- every room, every kernel ----------------------------------------------------------------

TEST(EncodeInto, EveryRoomMatchesTheModelOnEveryKernel) {
  for (const Kernels* k : all_kernels()) {
    SCOPED_TRACE(k->name);
    KernelScope scope(k);
    std::mt19937 rng(20261125);
    for (int round = 0; round < 40; ++round) {
      const std::u16string s = random_utf16(rng, rng() % 24);
      const Wtf8Buf buf = Wtf8Buf::from_utf16(s);
      check_all_rooms(s, buf);
      // Slices at every pair of boundaries, the middle of a supplementary character included.
      for (std::size_t b = 0; b <= buf.size(); ++b) {
        for (std::size_t e = b; e <= buf.size(); e += 1 + rng() % 3) {
          const auto v = buf.as_view().try_slice(b, e);
          if (!v) continue;
          const std::u16string units = v->to_utf16();
          check_all_rooms(units, *v);
        }
      }
    }
  }
}

TEST(EncodeInto, LongInputsAtSampledRoomsOnEveryKernel) {
  for (const Kernels* k : all_kernels()) {
    SCOPED_TRACE(k->name);
    KernelScope scope(k);
    std::mt19937 rng(7);
    for (int round = 0; round < 6; ++round) {
      const std::u16string s = random_utf16(rng, 500 + rng() % 2000);
      const Wtf8Buf buf = Wtf8Buf::from_utf16(s);
      check_all_rooms(s, buf, 37 + round);
    }
  }
}

// The bounded forms agree with the allocating ones on whole outputs.
TEST(EncodeInto, WholeOutputsEqualTheAllocatingConversions) {
  std::mt19937 rng(99);
  for (int round = 0; round < 200; ++round) {
    const std::u16string s = random_utf16(rng, rng() % 300);
    const Wtf8Buf buf = Wtf8Buf::from_utf16(s);
    std::string out(wtf8_len(s), '\0');
    EXPECT_EQ(wtf8_encode_into(s, absl::MakeSpan(out)).read, s.size());
    EXPECT_EQ(out, buf.as_bytes());
    out.assign(utf8_lossy_len(s), '\0');
    EXPECT_EQ(utf8_encode_into(s, absl::MakeSpan(out)).read, s.size());
    EXPECT_EQ(out, buf.to_utf8_lossy());
    std::u16string units(buf.utf16_len(), u'\0');
    EXPECT_EQ(utf16_encode_into(buf, absl::MakeSpan(units)).read, buf.size());
    EXPECT_EQ(units, s);
    std::u32string code_points(buf.code_point_count(), U'\0');
    EXPECT_EQ(utf32_encode_into(buf, absl::MakeSpan(code_points)).read, buf.size());
    EXPECT_EQ(code_points, buf.to_utf32());
  }
}

// The header's examples.
TEST(EncodeInto, Utf32Examples) {
  const Wtf8Buf s = Wtf8Buf::from_utf16(u"a\xD800\U0001F600");
  char32_t out[2];
  EXPECT_EQ(utf32_encode_into(s, absl::MakeSpan(out)), (EncodeIntoResult{4, 2}));
  EXPECT_EQ(std::u32string(out, 2), U"a\xD800");
  EXPECT_EQ(utf32_encode_into(s.as_view().slice_from(4), absl::MakeSpan(out)),
            (EncodeIntoResult{4, 1}));
  EXPECT_EQ(out[0], U'\U0001F600');
  EXPECT_EQ(s.to_utf32(), U"a\xD800\U0001F600");
  std::u32string reused = U"old contents";
  Wtf8Buf::from_utf16(u"\xDC00").to_utf32(&reused);
  EXPECT_EQ(reused, U"\xDC00");
}

// to_utf32 (allocating and into a reused string of every size around the output's) is the code
// points `code_point_indices()` yields, on every kernel table, across the kernels' internal
// pieces (long inputs), with split halves at both ends.
TEST(EncodeInto, ToUtf32MatchesIterationOnEveryKernel) {
  for (const Kernels* k : all_kernels()) {
    SCOPED_TRACE(k->name);
    KernelScope scope(k);
    std::mt19937 rng(3232);
    for (int round = 0; round < 60; ++round) {
      const std::u16string s = random_utf16(rng, round < 50 ? rng() % 200 : 5000 + rng() % 9000);
      const Wtf8Buf buf = Wtf8Buf::from_utf16(s);
      Wtf8View v = buf;
      if (round % 3 == 1 && v.size() > 8) {  // cut anywhere a slice may start and end
        std::size_t b = rng() % (v.size() / 2);
        std::size_t e = v.size() - rng() % (v.size() / 2);
        while (!v.is_boundary(b)) ++b;
        while (!v.is_boundary(e)) --e;
        v = v.slice(b, e);
      }
      std::u32string want;
      for (const auto [offset, cp] : v.code_point_indices()) want.push_back(cp.value());
      ASSERT_EQ(v.to_utf32(), want) << test_util::hex(v.as_bytes());
      for (std::size_t size : {std::size_t{0}, want.size() / 2, want.size() - (want.size() > 0),
                               want.size(), want.size() + 5}) {
        std::u32string reused(size, U'?');
        v.to_utf32(&reused);
        ASSERT_EQ(reused, want) << "reused size " << size << ": " << test_util::hex(v.as_bytes());
      }
    }
  }
}

}  // namespace
}  // namespace wtf8
