// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Every SIMD kernel table against the scalar one, through the public API (so the scalar tail and
// the error messages are part of what is compared): exhaustive short inputs at every position
// around the block edges, random long inputs, lone surrogates, and an error at every position.
// Runs once per kernel this CPU supports; WTF8_TEST_KERNEL=<name> restricts it to one (CI).

#include <algorithm>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "src/simd/kernels.h"
#include "src/simd/short_inputs.h"
#include "tests/test_util.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using internal::simd::Kernels;

std::vector<const Kernels*> kernels_under_test() {
  std::vector<const Kernels*> out;
  const char* only = std::getenv("WTF8_TEST_KERNEL");
  const Kernels* all[internal::simd::kMaxKernels];
  const std::size_t count = internal::simd::supported_kernels(all);
  for (std::size_t i = 0; i < count; ++i) {
    const Kernels* k = all[i];
    if (std::string(k->name) == "scalar") continue;  // the reference itself
    if (only == nullptr || std::string(k->name) == only) out.push_back(k);
  }
  return out;
}

// Runs `f` with `k` active, then restores the previous table.
template <typename F>
auto with_kernels(const Kernels* k, F f) {
  const Kernels* old = internal::simd::set_active_kernels_for_testing(k);
  auto result = f();
  internal::simd::set_active_kernels_for_testing(old);
  return result;
}

std::string status_text(const absl::Status& s) { return s.ok() ? "OK" : s.ToString(); }

// The three validators' verdicts, with messages (which carry the byte offset).
std::string verdicts(std::string_view bytes) {
  return status_text(Wtf8View::from_wtf8(bytes).status()) + " | " +
         status_text(Wtf8View::from_utf8(bytes).status()) + " | " +
         status_text(Wtf8View::from_omg_wtf8(bytes).status()) + " | " +
         (is_well_formed_wtf8(bytes) ? "1" : "0") + (is_well_formed_utf8(bytes) ? "1" : "0");
}

class KernelTest : public ::testing::TestWithParam<const Kernels*> {
 protected:
  void ExpectSameValidation(const std::string& bytes) {
    const std::string want =
        with_kernels(&internal::simd::scalar_kernels(), [&] { return verdicts(bytes); });
    const std::string got = with_kernels(GetParam(), [&] { return verdicts(bytes); });
    ASSERT_EQ(got, want) << "kernel " << GetParam()->name << " on " << test_util::hex(bytes);
  }

  void ExpectSameFromUtf16(const std::u16string& units) {
    const std::string want = with_kernels(&internal::simd::scalar_kernels(),
                                          [&] { return Wtf8Buf::from_utf16(units).into_bytes(); });
    const std::string got =
        with_kernels(GetParam(), [&] { return Wtf8Buf::from_utf16(units).into_bytes(); });
    ASSERT_EQ(test_util::hex(got), test_util::hex(want)) << "kernel " << GetParam()->name;
    // The length pass sizes the output; a wrong answer would not change it, so check it here.
    ASSERT_EQ(GetParam()->wtf8_length_of_utf16(units.data(), units.size()), want.size())
        << "kernel " << GetParam()->name;
    // Round trip, code point count and UTF-16 length through the kernel too.
    const Wtf8View v = Wtf8View::from_wtf8_unchecked(want);
    const std::u16string back = with_kernels(GetParam(), [&] { return v.to_utf16(); });
    ASSERT_TRUE(back == units) << "kernel " << GetParam()->name << " on " << test_util::hex(want);
    const std::size_t count = with_kernels(GetParam(), [&] { return v.code_point_count(); });
    const std::size_t want_count =
        with_kernels(&internal::simd::scalar_kernels(), [&] { return v.code_point_count(); });
    ASSERT_EQ(count, want_count);
    const std::size_t len = with_kernels(GetParam(), [&] { return v.utf16_len(); });
    ASSERT_EQ(len, units.size());
  }
};

// Every byte pair, and every triple of interesting bytes, at each offset around the block edges
// of a 16-, 32- and 64-byte kernel (which validates two vectors per step), in an ASCII and in a
// multi-byte background.
TEST_P(KernelTest, ShortSequencesAtEveryBlockEdge) {
  // Offsets where a sequence straddles a 16-, 32- or 64-byte block edge (or starts the input).
  const std::vector<std::size_t> offsets = {0, 14, 15, 30, 31, 62, 63, 64, 126, 127};
  const std::string ascii(320, 'a');
  std::string mixed;
  while (mixed.size() < 320)
    mixed +=
        "\xC3\xA9\xE4\xB8\x80"
        "b\xF0\x9F\x98\x80";
  mixed.resize(320);
  for (std::size_t at : {31u, 63u}) {
    for (int a = 0; a < 256; ++a) {
      for (int b = 0; b < 256; ++b) {
        std::string s = ascii;
        s[at] = static_cast<char>(a);
        s[at + 1] = static_cast<char>(b);
        ExpectSameValidation(s);
      }
    }
  }
  // One byte from each class the lookup tables tell apart.
  const uint8_t interesting[] = {0x41, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xAF, 0xB0, 0xBF, 0xC1,
                                 0xC2, 0xE0, 0xE1, 0xED, 0xEF, 0xF0, 0xF1, 0xF4, 0xF5, 0xFF};
  for (std::size_t at : offsets) {
    for (uint8_t a : interesting) {
      for (uint8_t b : interesting) {
        for (uint8_t c : interesting) {
          for (const std::string* bg : {&ascii, static_cast<const std::string*>(&mixed)}) {
            std::string s = *bg;
            s[at] = static_cast<char>(a);
            s[at + 1] = static_cast<char>(b);
            s[at + 2] = static_cast<char>(c);
            ExpectSameValidation(s);
          }
        }
      }
    }
  }
}

// Surrogates, alone and in the forbidden lead-trail byte sequence, at every position.
TEST_P(KernelTest, SurrogateSequencesAtEveryPosition) {
  const std::vector<std::string> pieces = {
      "\xED\xA0\x80",
      "\xED\xAF\xBF",
      "\xED\xB0\x80",
      "\xED\xBF\xBF",
      "\xED\xA0\x80\xED\xB0\x80",
      "\xED\xAF\xBF\xED\xBF\xBF",
      "\xED\xB0\x80\xED\xA0\x80",  // trail then lead: fine in WTF-8
      "\xED\xA0\x80\xED\xA0\x80",
      "\xED\x9F\xBF",
      "\xF0\x90\x80\x80",
      "\xED\xA0\x80"
      "a\xED\xB0\x80",
      "\xED\xA0\x80\xF0\x90\x80\x80",
      "\xED\xA0",
      "\xED\xA0\x80\xED\xB0",
      "\xED\xA0\x80\xED"};
  for (const std::string& piece : pieces) {
    for (std::size_t at = 0; at + piece.size() <= 300; ++at) {
      for (char fill : {'x', '\xC3'}) {
        std::string s(300, 'x');
        if (fill != 'x') {
          for (std::size_t k = 0; k + 1 < s.size(); k += 2) s.replace(k, 2, "\xC3\xA9");
        }
        s.replace(at, piece.size(), piece);
        ExpectSameValidation(s);
      }
    }
  }
}

std::string random_wtf8(std::mt19937* rng, std::size_t code_points) {
  std::u16string u;
  std::uniform_int_distribution<int> kind(0, 99);
  std::uniform_int_distribution<uint32_t> ascii(0, 0x7F), two(0x80, 0x7FF), three(0x800, 0xFFFF),
      four(0x10000, 0x10FFFF), sur(0xD800, 0xDFFF);
  Wtf8Buf b;
  for (std::size_t i = 0; i < code_points; ++i) {
    const int k = kind(*rng);
    const uint32_t c = k < 50   ? ascii(*rng)
                       : k < 65 ? two(*rng)
                       : k < 80 ? three(*rng)
                       : k < 92 ? four(*rng)
                                : sur(*rng);
    b.push(CodePoint::from_u32_unchecked(c));
  }
  return std::move(b).into_bytes();
}

// Random long inputs, valid and with one corrupted byte anywhere (seeded; the input is printed).
TEST_P(KernelTest, RandomLongInputsWithOneCorruptByte) {
  std::mt19937 rng(8);
  for (int round = 0; round < 400; ++round) {
    std::string s = random_wtf8(&rng, std::uniform_int_distribution<std::size_t>(0, 1500)(rng));
    ExpectSameValidation(s);
    if (s.empty()) continue;
    std::uniform_int_distribution<std::size_t> pos(0, s.size() - 1);
    for (int k = 0; k < 8; ++k) {
      std::string t = s;
      t[pos(rng)] = static_cast<char>(std::uniform_int_distribution<int>(0, 255)(rng));
      ExpectSameValidation(t);
    }
    // Truncated anywhere.
    ExpectSameValidation(s.substr(0, pos(rng)));
  }
}

// An error at every position of a mixed 300-byte string, for each kind of bad byte.
TEST_P(KernelTest, ErrorAtEveryPosition) {
  std::mt19937 rng(80);
  const std::string base = random_wtf8(&rng, 140);
  for (std::size_t at = 0; at < base.size(); ++at) {
    for (char bad : {'\x80', '\xBF', '\xC0', '\xE0', '\xED', '\xF4', '\xF8', '\xFF', 'a'}) {
      std::string t = base;
      t[at] = bad;
      ExpectSameValidation(t);
    }
  }
}

std::u16string random_utf16(std::mt19937* rng, std::size_t n, int surrogate_percent) {
  std::u16string u;
  std::uniform_int_distribution<int> kind(0, 99);
  std::uniform_int_distribution<uint32_t> ascii(0, 0x7F), two(0x80, 0x7FF), three(0x800, 0xFFFF),
      sur(0xD800, 0xDFFF);
  while (u.size() < n) {
    const int k = kind(*rng);
    u.push_back(static_cast<char16_t>(k < surrogate_percent ? sur(*rng)
                                      : k < 60              ? ascii(*rng)
                                      : k < 80              ? two(*rng)
                                                            : three(*rng)));
  }
  return u;
}

TEST_P(KernelTest, FromUtf16AndBackOnRandomUnits) {
  std::mt19937 rng(16);
  for (int round = 0; round < 300; ++round) {
    const std::size_t n = std::uniform_int_distribution<std::size_t>(0, 3000)(rng);
    ExpectSameFromUtf16(random_utf16(&rng, n, round % 3 == 0 ? 0 : round % 3 == 1 ? 5 : 40));
  }
  // Longer than the conversions' chunks (4096 units, 8192 bytes): several chunks, converted
  // straight into the string, with pairs and lone surrogates at the chunk edges by chance.
  for (int round = 0; round < 12; ++round) {
    ExpectSameFromUtf16(random_utf16(&rng, 9000 + 1000 * round, round % 2 == 0 ? 5 : 40));
  }
  // Long ASCII runs broken by one non-ASCII unit or surrogate at every position.
  for (std::size_t at = 0; at < 130; ++at) {
    for (char16_t c : {u'\u00E9', u'\u4E00', u'\xD800', u'\xDC00'}) {
      std::u16string u(140, u'a');
      u[at] = c;
      ExpectSameFromUtf16(u);
      if (at + 1 < u.size()) {
        u[at] = u'\xD83D';
        u[at + 1] = u'\xDE00';
        ExpectSameFromUtf16(u);
      }
    }
  }
}

// Mixes that keep each block path of the kernels busy: ASCII with two-byte units only (latin1,
// cyrillic), surrogate pairs among BMP units (emoji), pairs cut by every block edge, and lone
// surrogates next to pairs.
TEST_P(KernelTest, FromUtf16PairsAndTwoByteRuns) {
  std::mt19937 rng(48);
  std::uniform_int_distribution<int> kind(0, 99);
  for (int round = 0; round < 400; ++round) {
    const int mix = round % 4;
    std::u16string u;
    const std::size_t n = std::uniform_int_distribution<std::size_t>(0, 700)(rng);
    while (u.size() < n) {
      const int k = kind(rng);
      if (mix == 0) {  // below U+0800 only
        u.push_back(static_cast<char16_t>(
            k < 50 ? 'a' + k % 26 : std::uniform_int_distribution<int>(0x80, 0x7FF)(rng)));
      } else if (k < 35) {  // a pair
        u.push_back(static_cast<char16_t>(std::uniform_int_distribution<int>(0xD800, 0xDBFF)(rng)));
        u.push_back(static_cast<char16_t>(std::uniform_int_distribution<int>(0xDC00, 0xDFFF)(rng)));
      } else if (mix == 3 && k < 45) {  // a lone surrogate
        u.push_back(static_cast<char16_t>(std::uniform_int_distribution<int>(0xD800, 0xDFFF)(rng)));
      } else {
        u.push_back(static_cast<char16_t>(
            k < 70   ? 'a' + k % 26
            : k < 85 ? std::uniform_int_distribution<int>(0x80, 0x7FF)(rng)
                     : std::uniform_int_distribution<int>(0x800, 0xD7FF)(rng)));
      }
    }
    ExpectSameFromUtf16(u);
  }
  // A pair at every position of a run of two-byte units, and of a run of 3-byte units.
  for (char16_t fill : {u'\u00E9', u'\u4E00'}) {
    for (std::size_t at = 0; at + 1 < 80; ++at) {
      std::u16string u(80, fill);
      u[at] = u'\xDBFF';
      u[at + 1] = u'\xDFFF';
      ExpectSameFromUtf16(u);
      u[at + 1] = fill;  // now a lone lead
      ExpectSameFromUtf16(u);
    }
  }
}

// Runs of 3-byte characters (the extremes U+0800 and U+FFFF, CJK, lone surrogates) broken by a
// shorter or longer sequence at every position.
TEST_P(KernelTest, ThreeByteRunsBrokenAtEveryPosition) {
  std::mt19937 rng(24);
  const char16_t threes[] = {u'\u0800', u'\uFFFF', u'\u4E00', u'\u9FFF',
                             u'\xD800', u'\xDFFF', u'\u3002', u'\uE000'};
  for (std::size_t at = 0; at < 100; ++at) {
    for (int kind = 0; kind < 4; ++kind) {
      std::u16string u;
      for (int k = 0; k < 110; ++k) {
        char16_t c = threes[std::uniform_int_distribution<int>(0, 7)(rng)];
        // Never a lead surrogate right before a trail surrogate (that would be a pair).
        if (!u.empty() && u.back() == u'\xD800' && c == u'\xDFFF') c = u'\u4E00';
        u.push_back(c);
      }
      const std::u16string breaker = kind == 0   ? u"a"
                                     : kind == 1 ? u"\u00E9"
                                     : kind == 2 ? u"\xD83D\xDE00"
                                                 : u"\xDC00";
      u.insert(at, breaker);
      if (at > 0 && u[at - 1] == u'\xD800' && (kind == 3)) u[at - 1] = u'\u4E00';
      ExpectSameFromUtf16(u);
    }
  }
}

// WTF-8 to UTF-16 straight from WTF-8 (1- to 4-byte sequences, lone surrogates, split
// surrogates at the ends of an OMG-WTF-8 view), compared with the scalar kernel.
void ExpectSameToUtf16(const Kernels* k, Wtf8View v) {
  const std::u16string want =
      with_kernels(&internal::simd::scalar_kernels(), [&] { return v.to_utf16(); });
  const std::u16string got = with_kernels(k, [&] { return v.to_utf16(); });
  ASSERT_TRUE(got == want) << "kernel " << k->name << " on " << test_util::hex(v.as_bytes());
  std::u16string reused = u"previous contents";
  with_kernels(k, [&] {
    v.to_utf16(&reused);
    return 0;
  });
  ASSERT_TRUE(reused == want) << "kernel " << k->name << " on " << test_util::hex(v.as_bytes());
}

TEST_P(KernelTest, ToUtf16EveryTripleOfSequencesAtEveryOffset) {
  const std::vector<std::string> pieces = {"a",
                                           "\x7F",
                                           "\xC2\x80",
                                           "\xC3\xA9",
                                           "\xDF\xBF",
                                           "\xE0\xA0\x80",
                                           "\xE4\xB8\x80",
                                           "\xEF\xBF\xBF",
                                           "\xED\xA0\x80",
                                           "\xED\xBF\xBF",
                                           "\xF0\x90\x80\x80",
                                           "\xF0\x9F\x98\x80",
                                           "\xF4\x8F\xBF\xBF"};
  for (const std::string& a : pieces) {
    for (const std::string& b : pieces) {
      for (const std::string& c : pieces) {
        std::string triple = a + b + c;
        // Never a lead surrogate right before a trail surrogate (not WTF-8).
        if (b == "\xED\xBF\xBF" && a == "\xED\xA0\x80") continue;
        if (c == "\xED\xBF\xBF" && b == "\xED\xA0\x80") continue;
        for (std::size_t at = 0; at <= 36; ++at) {
          for (const char* fill : {"x", "\xC3\xA9", "\xF0\x9F\x98\x80"}) {
            std::string s;
            while (s.size() < at) s += fill;
            s += triple;
            for (int k = 0; k < 12; ++k) s += fill;
            ASSERT_TRUE(is_well_formed_wtf8(s)) << test_util::hex(s);
            ExpectSameToUtf16(GetParam(), Wtf8View::from_wtf8_unchecked(s));
            // Every length of the same string, cut at sequence starts (the tail handling).
            if (at == 17) {
              for (std::size_t len = 0; len <= s.size(); ++len) {
                if (len < s.size() && (static_cast<uint8_t>(s[len]) & 0xC0) == 0x80) continue;
                ExpectSameToUtf16(
                    GetParam(), Wtf8View::from_wtf8_unchecked(std::string_view(s).substr(0, len)));
              }
            }
          }
        }
      }
    }
  }
}

TEST_P(KernelTest, ToUtf16RandomLongInputs) {
  std::mt19937 rng(32);
  for (int round = 0; round < 300; ++round) {
    const std::string s =
        random_wtf8(&rng, std::uniform_int_distribution<std::size_t>(0, 3000)(rng));
    ExpectSameToUtf16(GetParam(), Wtf8View::from_wtf8_unchecked(s));
    // Split surrogates at both ends (OMG-WTF-8): the trail of U+1F600, then the lead of U+10000.
    const std::string omg = "\x9F\x98\x80" + s + "\xF0\x90\x80";
    const auto v = Wtf8View::from_omg_wtf8(omg);
    ASSERT_TRUE(v.ok()) << v.status();
    ExpectSameToUtf16(GetParam(), *v);
  }
  // 12 KiB runs of each mix, longer than the conversion's internal chunk.
  for (const char* unit : {"\xC3\xA9", "\xE4\xB8\x80", "\xF0\x9F\x98\x80",
                           "\xED\xB0\x80"
                           "a"}) {
    std::string s;
    while (s.size() < 12345) s += unit;
    ExpectSameToUtf16(GetParam(), Wtf8View::from_wtf8_unchecked(s));
  }
}

TEST_P(KernelTest, AppendUtf16InPiecesEqualsWhole) {
  std::mt19937 rng(17);
  for (int round = 0; round < 200; ++round) {
    const std::u16string u = random_utf16(&rng, 500, 20);
    const std::size_t cut = std::uniform_int_distribution<std::size_t>(0, u.size())(rng);
    const std::string whole = Wtf8Buf::from_utf16(u).into_bytes();
    const std::string pieces = with_kernels(GetParam(), [&] {
      Wtf8Buf b;
      b.assign_from_utf16(std::u16string_view(u).substr(0, cut));
      b.append_utf16(std::u16string_view(u).substr(cut));
      return std::move(b).into_bytes();
    });
    ASSERT_EQ(test_util::hex(pieces), test_util::hex(whole)) << "cut at " << cut;
  }
}

// The search prefilter: small alphabets make candidates (and failed verifications) frequent, so
// both the give-up path and the linear fallback run; ASCII find agrees with string_view::find.
TEST_P(KernelTest, FindAgreesWithStringViewFind) {
  std::mt19937 rng(64);
  for (int round = 0; round < 300; ++round) {
    const int alphabet = 2 + round % 3;
    std::uniform_int_distribution<int> letter(0, alphabet - 1);
    std::string h(std::uniform_int_distribution<std::size_t>(0, 700)(rng), 'a');
    for (char& c : h) c = static_cast<char>('a' + letter(rng));
    if (round % 5 == 0) h = std::string(600, 'a');  // adversarial: every position a candidate
    std::string m(std::uniform_int_distribution<std::size_t>(1, 40)(rng), 'a');
    for (char& c : m) c = static_cast<char>('a' + letter(rng));
    if (round % 5 == 0) m = std::string(20, 'a') + "b" + std::string(20, 'a');
    const Wtf8View hv = Wtf8View::from_wtf8_unchecked(h);
    const Wtf8View mv = Wtf8View::from_wtf8_unchecked(m);
    std::size_t from = std::uniform_int_distribution<std::size_t>(0, h.size())(rng);
    const std::size_t got = with_kernels(GetParam(), [&] { return hv.find(mv, from); });
    ASSERT_EQ(got, std::string_view(h).find(m, from)) << h << " / " << m << " from " << from;
  }
  // A needle with a lone surrogate end, and a planted match far away.
  std::string h(5000, 'x');
  h += "ab\xED\xA0\x80";
  const Wtf8View hv = Wtf8View::from_wtf8_unchecked(h);
  const Wtf8View mv = Wtf8View::from_wtf8_unchecked("ab\xED\xA0\x80");
  EXPECT_EQ(with_kernels(GetParam(), [&] { return hv.find(mv); }), 5000u);
}

// The lossy UTF-8 model: each code point's UTF-8, a surrogate (either form) as U+FFFD.
std::string lossy_model(Wtf8View v) {
  std::string out;
  for (const CodePoint cp : v.code_points()) {
    char buf[4];
    out.append(buf, internal::encode_code_point(cp.to_scalar_lossy(), buf));
  }
  return out;
}

// ED sequences (surrogates, and U+D000..U+D7FF, which share the lead byte) at every position
// around the block edges, each view also cut to start and end with a split surrogate.
TEST_P(KernelTest, ToUtf8LossyAtEveryPosition) {
  const std::vector<std::string> pieces = {"\xED\xA0\x80",
                                           "\xED\xBF\xBF",
                                           "\xED\x9F\xBF",
                                           "\xED\x80\x80",
                                           "\xED\xB0\x80\xED\xA0\x80",
                                           "\xED\x95\x9C\xED\xAF\xBF"};
  for (const std::string& piece : pieces) {
    for (std::size_t at = 0; at <= 140; ++at) {
      for (const char* fill : {"x", "\xC3\xA9", "\xE4\xB8\x80"}) {
        std::string s = "\xF0\x9F\x98\x80";
        while (s.size() < at) s += fill;
        s += piece;
        while (s.size() < 150) s += fill;
        s += "\xF0\x9F\x98\x80";
        ASSERT_TRUE(Wtf8View::from_wtf8(s).ok()) << test_util::hex(s);
        const Wtf8View whole = Wtf8View::from_wtf8_unchecked(s);
        for (const Wtf8View v : {whole, whole.slice(2, whole.size() - 2)}) {
          // A fresh string is copied and searched; one already long enough goes to the kernel.
          const std::string want = lossy_model(v);
          const std::string fresh = with_kernels(GetParam(), [&] { return v.to_utf8_lossy(); });
          ASSERT_EQ(test_util::hex(fresh), test_util::hex(want))
              << "kernel " << GetParam()->name << " on " << test_util::hex(v.as_bytes());
          std::string reused(v.size() + 7, 'z');
          with_kernels(GetParam(), [&] {
            v.to_utf8_lossy(&reused);
            return 0;
          });
          ASSERT_EQ(test_util::hex(reused), test_util::hex(want))
              << "kernel " << GetParam()->name << " on " << test_util::hex(v.as_bytes());
        }
      }
    }
  }
  // Long random text with lone surrogates, into a reused string.
  std::mt19937 rng(58);
  std::string out = "reused";
  for (int round = 0; round < 40; ++round) {
    std::u16string units(std::uniform_int_distribution<std::size_t>(0, 40000)(rng), u'a');
    for (char16_t& u : units) {
      const int kind = std::uniform_int_distribution<int>(0, 9)(rng);
      u = kind < 4   ? u'a'
          : kind < 6 ? static_cast<char16_t>(0xD000 + rng() % 0x800)  // ED 80..BF and surrogates
          : kind < 8 ? static_cast<char16_t>(0xAC00 + rng() % 0x2000)
                     : static_cast<char16_t>(0x80 + rng() % 0x700);
    }
    const Wtf8Buf b = Wtf8Buf::from_utf16(units);
    if (round % 2 == 0) out.assign(b.size() + round, 'r');  // long enough: the kernel's path
    with_kernels(GetParam(), [&] {
      b.to_utf8_lossy(&out);
      return 0;
    });
    ASSERT_EQ(out, lossy_model(b)) << "kernel " << GetParam()->name << " round " << round;
  }
  // Large enough for the streaming stores, with surrogates at every distance from a block edge.
  std::u16string units;
  for (std::size_t k = 0; units.size() < (3u << 20); ++k) {
    units.append(k % 67, u'a');
    units += (k % 3 == 0) ? u'\xD800' : (k % 3 == 1) ? u'\xD7FF' : u'\xDFFF';
  }
  const Wtf8Buf big = Wtf8Buf::from_utf16(units);
  const std::string want = lossy_model(big);
  for (const Wtf8View v : {big.as_view(), big.as_view().slice(4, big.size() - 3)}) {
    std::string reused(v.size(), 'z');  // long enough, so the kernel writes it (streaming)
    with_kernels(GetParam(), [&] {
      v.to_utf8_lossy(&reused);
      return 0;
    });
    ASSERT_TRUE(reused == (v.size() == big.size() ? want : lossy_model(v)))
        << "kernel " << GetParam()->name;
  }
}

// The capacity-reusing forms write in place when the old contents are long enough: the result
// must not depend on what the string held before (longer, shorter, or the same length).
TEST_P(KernelTest, ReusedOutputsMatchFreshOnes) {
  std::mt19937 rng(16);
  std::u16string reused16 = u"x";
  Wtf8Buf reused8 = Wtf8Buf::from_utf16(u"y");
  for (int round = 0; round < 60; ++round) {
    std::u16string units(std::uniform_int_distribution<std::size_t>(0, 30000)(rng), u'a');
    for (char16_t& u : units) {
      const int kind = std::uniform_int_distribution<int>(0, 9)(rng);
      u = kind < 3   ? static_cast<char16_t>('a' + rng() % 26)
          : kind < 5 ? static_cast<char16_t>(0x4E00 + rng() % 0x5000)
          : kind < 7 ? static_cast<char16_t>(0xD800 + rng() % 0x800)  // pairs and lone halves
                     : static_cast<char16_t>(0x80 + rng() % 0x700);
    }
    if (round % 3 == 0) units.resize(units.size() / 4);  // shorter than the previous output
    const Wtf8Buf fresh8 =
        with_kernels(&internal::simd::scalar_kernels(), [&] { return Wtf8Buf::from_utf16(units); });
    with_kernels(GetParam(), [&] {
      reused8.assign_from_utf16(units);
      return 0;
    });
    ASSERT_EQ(test_util::hex(reused8.as_bytes()), test_util::hex(fresh8.as_bytes()))
        << "kernel " << GetParam()->name << " round " << round;
    // Views that start and end with split surrogates too.
    Wtf8View v = fresh8.as_view();
    if (round % 2 == 1 && v.size() > 10) {
      // A cut inside a supplementary character (a split trail) when there is one near a third.
      std::size_t b = v.size() / 3;
      while (!v.try_slice(b, v.size() - 1).has_value() && !v.try_slice(b, v.size()).has_value()) {
        ++b;
      }
      const auto cut = v.try_slice(b, v.size() - 1);
      v = cut.has_value() ? *cut : *v.try_slice(b, v.size());
    }
    with_kernels(GetParam(), [&] {
      v.to_utf16(&reused16);
      return 0;
    });
    const std::u16string want16 =
        with_kernels(&internal::simd::scalar_kernels(), [&] { return v.to_utf16(); });
    ASSERT_TRUE(reused16 == want16) << "kernel " << GetParam()->name << " round " << round;
  }
}

// Inputs of file-name and path length (0..140 units and bytes: both sides of every short-input
// threshold, src/simd/short_inputs.h and the tables' short paths) through the public API into
// reused outputs that start shorter, the same size and longer than the result, and views with
// split halves at either end; each result equals the scalar table's.
TEST_P(KernelTest, ShortInputsThroughTheApi) {
  std::mt19937 rng(23);
  for (std::size_t n = 0; n <= 140; ++n) {
    for (int round = 0; round < 12; ++round) {
      std::u16string units = test_util::random_utf16(rng, n);
      units.resize(n);       // random_utf16 may overshoot by the second unit of a pair
      if (round % 4 == 0) {  // ASCII only: the shortcuts
        for (char16_t& u : units) u = static_cast<char16_t>('a' + u % 26);
      }
      const Wtf8Buf fresh = with_kernels(&internal::simd::scalar_kernels(),
                                         [&] { return Wtf8Buf::from_utf16(units); });
      // Reused: empty, a little shorter, the same, much longer.
      for (const std::size_t before :
           {std::size_t{0}, fresh.size() / 2, fresh.size(), 3 * fresh.size() + 7}) {
        Wtf8Buf reused = Wtf8Buf::from_utf16(std::u16string(before, u'q'));
        with_kernels(GetParam(), [&] {
          reused.assign_from_utf16(units);
          return 0;
        });
        ASSERT_EQ(test_util::hex(reused.as_bytes()), test_util::hex(fresh.as_bytes()))
            << "kernel " << GetParam()->name << " n " << n << " before " << before;
      }
      const std::string appended = with_kernels(GetParam(), [&] {
        Wtf8Buf b = Wtf8Buf::from_utf16(u"pre");
        b.append_utf16(units);
        return std::string(b.as_bytes());
      });
      ASSERT_EQ(test_util::hex(appended),
                test_util::hex(with_kernels(&internal::simd::scalar_kernels(), [&] {
                  Wtf8Buf b = Wtf8Buf::from_utf16(u"pre");
                  b.append_utf16(units);
                  return std::string(b.as_bytes());
                })));
      // The other way, from views with and without split halves at the ends.
      Wtf8View v = fresh.as_view();
      if (round % 3 == 1 && v.size() > 4) {
        for (std::size_t b = 1; b < v.size(); ++b) {
          if (const auto cut = v.try_slice(b, v.size())) {
            v = *cut;
            break;
          }
        }
      }
      if (round % 3 == 2 && v.size() > 4) {
        for (std::size_t e = v.size() - 1; e > 0; --e) {
          if (const auto cut = v.try_slice(0, e)) {
            v = *cut;
            break;
          }
        }
      }
      const std::u16string want =
          with_kernels(&internal::simd::scalar_kernels(), [&] { return v.to_utf16(); });
      for (const std::size_t before :
           {std::size_t{0}, want.size() / 2, v.size(), 2 * v.size() + 5}) {
        std::u16string reused(before, u'q');
        with_kernels(GetParam(), [&] {
          v.to_utf16(&reused);
          return 0;
        });
        ASSERT_TRUE(reused == want) << "kernel " << GetParam()->name << " n " << n << " before "
                                    << before << " on " << test_util::hex(v.as_bytes());
      }
      ASSERT_TRUE(with_kernels(GetParam(), [&] { return v.to_utf16(); }) == want);
      ExpectSameValidation(std::string(fresh.as_bytes()));
    }
  }
}

// The inline entry points of src/simd/short_inputs.h (inline scalar code below their thresholds,
// the active table above) give the scalar table's results at every length around the thresholds,
// with every capacity from 0 to the full output.
TEST_P(KernelTest, InlineEntryPointsMatchTheTable) {
  std::mt19937 rng(8);
  for (std::size_t n = 0; n <= 40; ++n) {
    for (int round = 0; round < 8; ++round) {
      std::u16string units = test_util::random_utf16(rng, n);
      units.resize(n);
      const Kernels& scalar = internal::simd::scalar_kernels();
      char want8[3 * 41], got8[3 * 41];
      const std::size_t full8 = scalar.wtf8_length_of_utf16(units.data(), n);
      for (std::size_t cap = 0; cap <= full8; ++cap) {
        const auto want = scalar.utf16_to_wtf8(units.data(), n, want8, cap);
        const auto got = with_kernels(
            GetParam(), [&] { return internal::simd::utf16_to_wtf8(units.data(), n, got8, cap); });
        ASSERT_EQ(got.read, want.read) << "n " << n << " cap " << cap;
        ASSERT_EQ(got.written, want.written) << "n " << n << " cap " << cap;
        ASSERT_EQ(std::string(got8, got.written), std::string(want8, want.written));
      }
      const std::string bytes(want8, scalar.utf16_to_wtf8(units.data(), n, want8, full8).written);
      char16_t want16[3 * 41], got16[3 * 41];
      for (std::size_t cap = 0; cap <= bytes.size(); ++cap) {
        const auto want = scalar.wtf8_to_utf16(bytes.data(), bytes.size(), want16, cap);
        const auto got = with_kernels(GetParam(), [&] {
          return internal::simd::wtf8_to_utf16(bytes.data(), bytes.size(), got16, cap);
        });
        ASSERT_EQ(got.read, want.read) << "bytes " << bytes.size() << " cap " << cap;
        ASSERT_EQ(got.written, want.written) << "bytes " << bytes.size() << " cap " << cap;
        ASSERT_TRUE(std::u16string(got16, got.written) == std::u16string(want16, want.written));
      }
    }
  }
}

// Short ASCII with more room than the output: the inline entry point may store whole vectors of
// units inside the room (zeros past the reported count) and nothing at or past it.
TEST_P(KernelTest, InlineAsciiWithRoomToSpare) {
  for (std::size_t n = 0; n <= 20; ++n) {
    std::string bytes;
    for (std::size_t k = 0; k < n; ++k) bytes += static_cast<char>('!' + (k * 7) % 90);
    for (const std::size_t cap :
         {n, std::size_t{15}, std::size_t{16}, std::size_t{17}, std::size_t{40}}) {
      if (cap < n) continue;
      char16_t got16[48];
      std::fill(std::begin(got16), std::end(got16), u'\xA5A5');
      const auto got = with_kernels(GetParam(), [&] {
        return internal::simd::wtf8_to_utf16(bytes.data(), bytes.size(), got16, cap);
      });
      ASSERT_EQ(got.read, n) << "n " << n << " cap " << cap;
      ASSERT_EQ(got.written, n) << "n " << n << " cap " << cap;
      for (std::size_t k = 0; k < n; ++k) {
        ASSERT_EQ(got16[k], static_cast<char16_t>(bytes[k])) << "n " << n << " at " << k;
      }
      for (std::size_t k = cap; k < 48; ++k) {
        ASSERT_EQ(got16[k], u'\xA5A5') << "n " << n << " cap " << cap << ": wrote at " << k;
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(EverySupportedKernel, KernelTest,
                         ::testing::ValuesIn(kernels_under_test()),
                         [](const ::testing::TestParamInfo<const Kernels*>& info) {
                           return std::string(info.param->name);
                         });
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(KernelTest);

TEST(KernelDispatchTest, ScalarIsAlwaysSupportedAndFirst) {
  const Kernels* all[internal::simd::kMaxKernels];
  ASSERT_GE(internal::simd::supported_kernels(all), 1u);
  EXPECT_STREQ(all[0]->name, "scalar");
}

// Ill-formed input with a short output room once made the piece logic near a full output count
// more bytes read than the input has (and read past it); the operations must stay in bounds on
// any bytes (kernels.h). Every table, every room.
TEST(KernelDispatchTest, ShortRoomOnIllFormedInputStaysInBounds) {
  const std::string in(
      "\xF4\xF0\xED\xA0\xE2\x17\x15\x2A\x41\xF4\x13\xB0\x80\xFF\xFF\xC8\xF0\xAA\xD2\xF5"
      "\x7F\xB0\xC2\xA0\x0A\xA0\xF5\xA0\x1E\x80");
  std::string big;
  while (big.size() < 1000) big += in;
  const Kernels* all[internal::simd::kMaxKernels];
  const std::size_t count = internal::simd::supported_kernels(all);
  const std::string* const inputs[] = {&in, &big};
  for (const std::string* input : inputs) {
    for (std::size_t room = 0; room <= input->size(); ++room) {
      for (std::size_t k = 0; k < count; ++k) {
        std::vector<char16_t> out(room + 1, u'\xFFFF');
        const internal::simd::Conversion c =
            all[k]->wtf8_to_utf16(input->data(), input->size(), out.data(), room);
        ASSERT_LE(c.read, input->size()) << all[k]->name << " room " << room;
        ASSERT_LE(c.written, room) << all[k]->name << " room " << room;
        ASSERT_EQ(out[room], u'\xFFFF') << all[k]->name << " room " << room;
      }
    }
  }
}

// Capacity-reusing forms keep working across calls.
TEST(KernelDispatchTest, ToUtf16IntoReusesTheString) {
  std::u16string out = u"old contents that are longer";
  Wtf8Buf::from_utf16(u"a\xD800").to_utf16(&out);
  EXPECT_TRUE(out == u"a\xD800");
  std::string lossy = "previous";
  Wtf8Buf::from_utf16(u"a\xD800").to_utf8_lossy(&lossy);
  EXPECT_EQ(lossy, "a\xEF\xBF\xBD");
  // A view of the output string itself.
  lossy = std::string(70, 'x') + "\xED\xA0\x80";
  Wtf8View::from_wtf8_unchecked(lossy).to_utf8_lossy(&lossy);
  EXPECT_EQ(lossy, std::string(70, 'x') + "\xEF\xBF\xBD");
  lossy = std::string(70, 'x') + "\xED\xA0\x80";
  Wtf8View::from_wtf8_unchecked(lossy).slice(60, 73).to_utf8_lossy(&lossy);
  EXPECT_EQ(lossy, std::string(10, 'x') + "\xEF\xBF\xBD");
  Wtf8Buf b = Wtf8Buf::from_utf16(u"\xD83D");
  b.append_utf16(u"\xDE00");
  EXPECT_EQ(b.as_bytes(), "\xF0\x9F\x98\x80");
}

}  // namespace
}  // namespace wtf8
