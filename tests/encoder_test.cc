// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The streaming Encoder (wtf8/encoding.h) against a code point by code point model written here,
// for every output encoding and error mode, with the input cut into chunks everywhere: between the
// two units of every pair, and for WTF-8 chunks in the middle of every supplementary character
// (OMG-WTF-8 slices). Any chunking must give the one-shot result, error offsets included.

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "gtest/gtest.h"
#include "src/simd/kernels.h"
#include "tests/test_util.h"
#include "wtf8/encoding.h"
#include "wtf8/error.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace encoding {
namespace {

using namespace std::string_view_literals;  // NOLINT
using test_util::random_utf16;

// ---- the model ------------------------------------------------------------------------------

struct Expected {
  std::string bytes;      // what a successful encode appends, or the prefix before an error
  int64_t error_at = -1;  // offset of the first lone surrogate refused in kFatal mode
  bool replaced = false;  // had_errors()
};

void put_unit(uint32_t u, bool big_endian, std::string& s) {
  const char hi = static_cast<char>(u >> 8), lo = static_cast<char>(u & 0xFF);
  s += big_endian ? hi : lo;
  s += big_endian ? lo : hi;
}

// The one-shot encoding of code points given with their offsets (`lone` marks a lone surrogate).
struct Item {
  uint32_t cp;
  uint64_t offset;
};

Expected model(const std::vector<Item>& items, Encoding e, ErrorMode mode) {
  Expected x;
  for (const Item& it : items) {
    uint32_t c = it.cp;
    if (c >= 0xD800 && c <= 0xDFFF) {
      if (mode == ErrorMode::kFatal) {
        x.error_at = static_cast<int64_t>(it.offset);
        return x;
      }
      if (mode == ErrorMode::kReplacement) {
        c = 0xFFFD;
        x.replaced = true;
      }
    }
    if (e == Encoding::kUtf8) {
      x.bytes += test_util::utf8_of(c);
    } else if (c >= 0x10000) {
      put_unit(0xD800 + ((c - 0x10000) >> 10), e == Encoding::kUtf16Be, x.bytes);
      put_unit(0xDC00 + ((c - 0x10000) & 0x3FF), e == Encoding::kUtf16Be, x.bytes);
    } else {
      put_unit(c, e == Encoding::kUtf16Be, x.bytes);
    }
  }
  return x;
}

std::vector<Item> items_of(std::u16string_view s) {
  std::vector<Item> out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const uint32_t u = s[i];
    if (u >= 0xD800 && u <= 0xDBFF && i + 1 < s.size() && s[i + 1] >= 0xDC00 &&
        s[i + 1] <= 0xDFFF) {
      out.push_back({0x10000 + ((u - 0xD800) << 10) + (s[i + 1] - 0xDC00u), i});
      ++i;
    } else {
      out.push_back({u, i});
    }
  }
  return out;
}

// The code points of the concatenation of WTF-8 pieces (pairs joined across pieces), each with
// the byte offset (in the concatenated pieces) where it starts.
std::vector<Item> items_of(const std::vector<Wtf8View>& pieces) {
  std::vector<Item> out;
  uint64_t base = 0;
  for (const Wtf8View& v : pieces) {
    // A lead at the end of the text so far and a trail starting this piece are one 4-byte
    // sequence of the concatenation: the piece's offsets start 2 bytes earlier.
    const auto front = v.front();
    if (front && front->value() >= 0xDC00 && front->value() <= 0xDFFF && !out.empty() &&
        out.back().cp >= 0xD800 && out.back().cp <= 0xDBFF && out.back().offset + 3 == base) {
      base -= 2;
    }
    for (const auto [offset, cp] : v.code_point_indices()) {
      const uint32_t c = cp.value();
      if (c >= 0xDC00 && c <= 0xDFFF && offset == 0 && !out.empty() && out.back().cp >= 0xD800 &&
          out.back().cp <= 0xDBFF && out.back().offset + 1 == base) {
        out.back().cp = 0x10000 + ((out.back().cp - 0xD800) << 10) + (c - 0xDC00);
        continue;
      }
      out.push_back({c, base + offset});
    }
    base += v.size();
  }
  return out;
}

const Encoding kEncodings[] = {Encoding::kUtf8, Encoding::kUtf16Le, Encoding::kUtf16Be};
const ErrorMode kModes[] = {ErrorMode::kReplacement, ErrorMode::kFatal, ErrorMode::kLossless};

std::string describe(Encoding e, ErrorMode m) {
  return std::string(name(e)) + "/" +
         (m == ErrorMode::kReplacement ? "replacement"
          : m == ErrorMode::kFatal     ? "fatal"
                                       : "lossless");
}

// Feeds `chunks` (the last call with last = true; then an empty final chunk too when
// `empty_end`), checking the result against `want`.
template <typename Chunk>
void check_stream(Encoder& enc, const std::vector<Chunk>& chunks, bool empty_end,
                  const Expected& want, const std::string& what) {
  std::string out;
  absl::Status status;
  for (std::size_t i = 0; i < chunks.size() && status.ok(); ++i) {
    const bool last = !empty_end && i + 1 == chunks.size();
    status = enc.encode(chunks[i], last, out);
  }
  if (status.ok() && empty_end) status = enc.encode(Chunk(), true, out);
  if (want.error_at < 0) {
    ASSERT_TRUE(status.ok()) << what << ": " << status;
    EXPECT_EQ(enc.had_errors(), want.replaced) << what;
  } else {
    ASSERT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << what;
    EXPECT_EQ(error_offset(status), static_cast<std::size_t>(want.error_at)) << what << status;
  }
  ASSERT_EQ(test_util::hex(out), test_util::hex(want.bytes)) << what;
}

// ---- hand-written cases ---------------------------------------------------------------------

TEST(Encoder, HeaderExample) {
  Encoder e(Encoding::kUtf8);
  std::string out;
  ASSERT_TRUE(e.encode(u"a\xD83D", false, out).ok());
  EXPECT_EQ(out, "a");
  ASSERT_TRUE(e.encode(u"\xDE00"
                       u"b\xD800",
                       false, out)
                  .ok());
  EXPECT_EQ(out,
            "a\xF0\x9F\x98\x80"
            "b");
  ASSERT_TRUE(e.encode(u"", true, out).ok());
  EXPECT_EQ(out,
            "a\xF0\x9F\x98\x80"
            "b\xEF\xBF\xBD");
  EXPECT_TRUE(e.had_errors());
}

TEST(Encoder, FatalNamesTheOffsetInTheWholeStream) {
  Encoder e(Encoding::kUtf8, ErrorMode::kFatal);
  std::string out;
  ASSERT_TRUE(e.encode(u"ab\xD800", false, out).ok());
  EXPECT_EQ(out, "ab");
  const absl::Status s = e.encode(u"c", true, out);
  EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(s.message(), "cannot encode in UTF-8: lone surrogate U+D800 at unit offset 2");
  EXPECT_EQ(error_offset(s), 2u);
  EXPECT_EQ(out, "ab");  // nothing after the error, nothing taken back
  // Sticky until reset.
  EXPECT_EQ(e.encode(u"x", true, out), s);
  e.reset();
  ASSERT_TRUE(e.encode(u"x", true, out).ok());
  EXPECT_EQ(out, "abx");
  // WTF-8 chunks count bytes.
  Encoder f(Encoding::kUtf16Le, ErrorMode::kFatal);
  out.clear();
  const Wtf8Buf text = Wtf8Buf::from_utf16(u"\xE9z\xDC00");
  const absl::Status t = f.encode(text, true, out);
  EXPECT_EQ(t.message(), "cannot encode in UTF-16LE: lone surrogate U+DC00 at byte offset 3");
  EXPECT_EQ(out, "\xE9\0z\0"sv);
}

TEST(Encoder, OutputsAndModes) {
  const std::u16string s = u"A\xD800\U0001F600\xDC00";
  struct Case {
    Encoding e;
    ErrorMode m;
    std::string_view want;
  } cases[] = {
      {Encoding::kUtf8, ErrorMode::kReplacement, "A\xEF\xBF\xBD\xF0\x9F\x98\x80\xEF\xBF\xBD"},
      {Encoding::kUtf8, ErrorMode::kLossless, "A\xED\xA0\x80\xF0\x9F\x98\x80\xED\xB0\x80"},
      {Encoding::kUtf16Le, ErrorMode::kReplacement, "A\0\xFD\xFF\x3D\xD8\x00\xDE\xFD\xFF"sv},
      {Encoding::kUtf16Le, ErrorMode::kLossless, "A\0\x00\xD8\x3D\xD8\x00\xDE\x00\xDC"sv},
      {Encoding::kUtf16Be, ErrorMode::kReplacement, "\0A\xFF\xFD\xD8\x3D\xDE\x00\xFF\xFD"sv},
      {Encoding::kUtf16Be, ErrorMode::kLossless, "\0A\xD8\x00\xD8\x3D\xDE\x00\xDC\x00"sv},
  };
  for (const Case& c : cases) {
    Encoder e(c.e, c.m);
    std::string out;
    ASSERT_TRUE(e.encode(s, true, out).ok()) << describe(c.e, c.m);
    EXPECT_EQ(test_util::hex(out), test_util::hex(c.want)) << describe(c.e, c.m);
    std::string from_view;
    Encoder v(c.e, c.m);
    const Wtf8Buf text = Wtf8Buf::from_utf16(s);
    ASSERT_TRUE(v.encode(text, true, from_view).ok());
    EXPECT_EQ(test_util::hex(from_view), test_util::hex(c.want)) << describe(c.e, c.m);
  }
}

TEST(Encoder, LegacyEncodingsAreUnimplemented) {
  Encoder e(Encoding::kShiftJis);
  std::string out;
  const absl::Status s = e.encode(u"a", true, out);
  EXPECT_EQ(s.code(), absl::StatusCode::kUnimplemented);
  EXPECT_NE(std::string(s.message()).find("Shift_JIS"), std::string::npos);
  EXPECT_TRUE(out.empty());
}

TEST(Encoder, ChunksThatYieldNothingAppendNothing) {
  Encoder e(Encoding::kUtf16Le, ErrorMode::kLossless);
  std::string out = "keep";
  ASSERT_TRUE(e.encode(u"", false, out).ok());
  ASSERT_TRUE(e.encode(u"\xD83D", false, out).ok());
  ASSERT_TRUE(e.encode(u"", false, out).ok());
  EXPECT_EQ(out, "keep");
  ASSERT_TRUE(e.encode(u"\xDE00", false, out).ok());
  EXPECT_EQ(out, "keep\x3D\xD8\x00\xDE"sv);
}

TEST(Encoder, SplitHalvesOfOneCharacterJoinAcrossViewChunks) {
  const Wtf8Buf s = Wtf8Buf::from_utf16(u"x\U0001F600y");
  const Wtf8View front = s.slice(0, 3);        // "x" + split lead
  const Wtf8View back = s.slice(3, s.size());  // split trail + "y"
  for (const ErrorMode m : kModes) {
    Encoder e(Encoding::kUtf8, m);
    std::string out;
    ASSERT_TRUE(e.encode(front, false, out).ok());
    EXPECT_EQ(out, "x");
    ASSERT_TRUE(e.encode(back, true, out).ok());
    EXPECT_EQ(out, "x\xF0\x9F\x98\x80y");
  }
  // A split lead that is the stream's end is a lone surrogate.
  Encoder e(Encoding::kUtf16Be, ErrorMode::kFatal);
  std::string out;
  const absl::Status st = e.encode(front, true, out);
  EXPECT_EQ(error_offset(st), 1u);
  EXPECT_EQ(out, "\0x"sv);
}

TEST(Encoder, FinishedStreamStartsOver) {
  Encoder e(Encoding::kUtf8, ErrorMode::kFatal);
  std::string out;
  ASSERT_TRUE(e.encode(u"abc", true, out).ok());
  const absl::Status s = e.encode(u"\xD800", true, out);
  EXPECT_EQ(error_offset(s), 0u);  // offsets of the new stream
}

TEST(Encoder, OneShotUtf16EncodersAreTheEncoder) {
  const Wtf8Buf s = Wtf8Buf::from_utf16(u"a\xD800\U00010000\xDFFF");
  EXPECT_EQ(utf16le_encode(s, LoneSurrogates::kKeep), "a\0\x00\xD8\x00\xD8\x00\xDC\xFF\xDF"sv);
  EXPECT_EQ(utf16be_encode(s), "\0a\xFF\xFD\xD8\x00\xDC\x00\xFF\xFD"sv);
}

// ---- every chunking
// ------------------------------------------------------------------------------

// Cuts at the sorted offsets `cuts` (each in [0, size]).
std::vector<std::u16string_view> cut_units(std::u16string_view s, std::vector<std::size_t> cuts) {
  std::sort(cuts.begin(), cuts.end());
  std::vector<std::u16string_view> out;
  std::size_t at = 0;
  for (std::size_t c : cuts) {
    out.push_back(s.substr(at, c - at));
    at = c;
  }
  out.push_back(s.substr(at));
  return out;
}

std::vector<Wtf8View> cut_view(Wtf8View v, std::vector<std::size_t> cuts) {
  std::sort(cuts.begin(), cuts.end());
  std::vector<Wtf8View> out;
  std::size_t at = 0;
  for (std::size_t c : cuts) {
    out.push_back(v.slice(at, c));
    at = c;
  }
  out.push_back(v.slice_from(at));
  return out;
}

void check_all(std::u16string_view s, const std::vector<std::size_t>& unit_cuts,
               const std::vector<std::size_t>& byte_cuts, Wtf8View v, bool empty_end) {
  const std::vector<std::u16string_view> uc = cut_units(s, unit_cuts);
  const std::vector<Wtf8View> vc = cut_view(v, byte_cuts);
  const std::vector<Item> u_items = items_of(s);
  const std::vector<Item> v_items = items_of(vc);
  for (const Encoding e : kEncodings) {
    for (const ErrorMode m : kModes) {
      Encoder enc(e, m);
      check_stream(enc, uc, empty_end, model(u_items, e, m), describe(e, m) + " units");
      enc.reset();
      check_stream(enc, vc, empty_end, model(v_items, e, m), describe(e, m) + " wtf-8");
    }
  }
}

TEST(Encoder, EveryTwoAndThreeWayCutOfShortStrings) {
  std::mt19937 rng(2026);
  for (int round = 0; round < 60; ++round) {
    const std::u16string s = random_utf16(rng, 1 + rng() % 9);
    const Wtf8Buf buf = Wtf8Buf::from_utf16(s);
    std::vector<std::size_t> boundaries;
    for (std::size_t i = 0; i <= buf.size(); ++i) {
      if (buf.is_boundary(i)) boundaries.push_back(i);
    }
    for (std::size_t a = 0; a <= s.size(); ++a) {
      for (std::size_t b = a; b <= s.size(); ++b) {
        const std::size_t ba = boundaries[a * boundaries.size() / (s.size() + 1)];
        const std::size_t bb = boundaries[b * boundaries.size() / (s.size() + 1)];
        check_all(s, {a, b}, {ba, bb}, buf, (a + b) % 2 == 0);
      }
    }
    // Every single cut at every WTF-8 boundary, the middle of each supplementary included.
    for (const std::size_t c : boundaries) check_all(s, {}, {c}, buf, false);
  }
}

TEST(Encoder, RandomChunkingsOfLongInputsOnEveryKernel) {
  const ::wtf8::internal::simd::Kernels* all[::wtf8::internal::simd::kMaxKernels];
  const std::size_t count = ::wtf8::internal::simd::supported_kernels(all);
  for (std::size_t t = 0; t < count; ++t) {
    SCOPED_TRACE(all[t]->name);
    const ::wtf8::internal::simd::Kernels* old =
        ::wtf8::internal::simd::set_active_kernels_for_testing(all[t]);
    std::mt19937 rng(11 + t);
    for (int round = 0; round < 12; ++round) {
      std::u16string s = random_utf16(rng, 100 + rng() % 40000);
      if (round % 3 == 0) {
        // Mostly clean text with rare lone surrogates: the kernels' runs are long.
        for (char16_t& u : s) {
          if ((u & 0xF800) == 0xD800 && rng() % 50 != 0) u = u'x';
        }
      }
      const Wtf8Buf buf = Wtf8Buf::from_utf16(s);
      std::vector<std::size_t> unit_cuts, byte_cuts;
      for (int i = rng() % 20; i > 0; --i) unit_cuts.push_back(rng() % (s.size() + 1));
      for (int i = rng() % 20; i > 0; --i) {
        std::size_t c = rng() % (buf.size() + 1);
        while (!buf.is_boundary(c)) --c;
        byte_cuts.push_back(c);
      }
      check_all(s, unit_cuts, byte_cuts, buf, round % 2 == 0);
    }
    ::wtf8::internal::simd::set_active_kernels_for_testing(old);
  }
}

}  // namespace
}  // namespace encoding
}  // namespace wtf8
