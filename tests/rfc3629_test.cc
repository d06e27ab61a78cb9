// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// RFC 3629 conformance:
//   - the library's strict UTF-8 predicate `is_well_formed_utf8` agrees with a direct transcription
//     of the §4 ABNF (tests/reference/rfc3629_abnf.h) on every 1-, 2- and 3-byte input and on
//     every 4-byte input whose first byte is F0..F4 (100,729,088 inputs), split into test
//     instances so Bazel can shard them;
//   - `Wtf8View::from_utf8` agrees too on a sample, and reports the offset where the ABNF stops
//     matching, on hand-written and on random multi-sequence inputs;
//   - the §7 examples round-trip; the §3 and §10 counter-examples are rejected.

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "absl/status/status.h"
#include "gtest/gtest.h"
#include "tests/reference/rfc3629_abnf.h"
#include "tests/test_util.h"
#include "wtf8/code_point.h"
#include "wtf8/error.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using test_util::error_offset;
using test_util::hex;

std::string bytes_of(std::initializer_list<int> values) {
  std::string s;
  for (int v : values) s.push_back(static_cast<char>(v));
  return s;
}

// Collects the first few disagreements of a sweep, so a broken validator prints its failing
// inputs instead of millions of lines.
class Disagreements {
 public:
  void add(std::string_view input, bool expected) {
    if (++count_ <= 16) {
      examples_ += "\n  [" + hex(input) + "] ABNF says " + (expected ? "valid" : "invalid");
    }
  }
  std::size_t count() const { return count_; }
  const std::string& examples() const { return examples_; }

 private:
  std::size_t count_ = 0;
  std::string examples_;
};

// Compares the predicate with the ABNF on `input`.
inline void compare_predicate(std::string_view input, Disagreements& d) {
  const bool expected = rfc3629_abnf::utf8_octets(input);
  if (is_well_formed_utf8(input) != expected) d.add(input, expected);
}

// ---- the reference itself --------------------------------------------------------------------

TEST(Rfc3629AbnfReferenceTest, KnownAnswers) {
  EXPECT_TRUE(rfc3629_abnf::utf8_octets(""));
  EXPECT_TRUE(rfc3629_abnf::utf8_octets(bytes_of({0x00})));
  EXPECT_TRUE(rfc3629_abnf::utf8_octets("\x7F\xC2\x80\xDF\xBF"));
  EXPECT_TRUE(rfc3629_abnf::utf8_octets("\xE0\xA0\x80\xED\x9F\xBF\xEE\x80\x80\xEF\xBF\xBF"));
  EXPECT_TRUE(rfc3629_abnf::utf8_octets("\xF0\x90\x80\x80\xF4\x8F\xBF\xBF"));
  EXPECT_FALSE(rfc3629_abnf::utf8_octets("\x80"));
  EXPECT_FALSE(rfc3629_abnf::utf8_octets("\xC1\xBF"));
  EXPECT_FALSE(rfc3629_abnf::utf8_octets("\xE0\x9F\xBF"));
  EXPECT_FALSE(rfc3629_abnf::utf8_octets("\xED\xA0\x80"));
  EXPECT_FALSE(rfc3629_abnf::utf8_octets("\xF0\x8F\xBF\xBF"));
  EXPECT_FALSE(rfc3629_abnf::utf8_octets("\xF4\x90\x80\x80"));
  EXPECT_FALSE(rfc3629_abnf::utf8_octets("\xF5\x80\x80\x80"));
  EXPECT_EQ(rfc3629_abnf::longest_utf8_prefix("ab\xED\xA0\x80"), 2u);
  EXPECT_EQ(rfc3629_abnf::longest_utf8_prefix("\xC3\xA9\xE2\x82"), 2u);
}

// The ABNF accepts exactly the encodings of the scalar values, one each: the number of valid
// inputs of each length is the number of scalar values of that length (RFC 3629 §3's table).
TEST(Rfc3629AbnfReferenceTest, CountsMatchTheScalarValueRanges) {
  std::size_t valid2 = 0;
  char buf[3];
  for (int a = 0; a < 256; ++a) {
    for (int b = 0; b < 256; ++b) {
      buf[0] = static_cast<char>(a);
      buf[1] = static_cast<char>(b);
      valid2 += rfc3629_abnf::utf8_char(std::string_view(buf, 2));
    }
  }
  EXPECT_EQ(valid2, 0x800u - 0x80u);
}

// ---- exhaustive sweep --------------------------------------------------------------------------

TEST(Rfc3629ExhaustiveTest, EveryOneAndTwoByteInput) {
  Disagreements d;
  char buf[2];
  for (int a = 0; a < 256; ++a) {
    buf[0] = static_cast<char>(a);
    compare_predicate(std::string_view(buf, 1), d);
    for (int b = 0; b < 256; ++b) {
      buf[1] = static_cast<char>(b);
      compare_predicate(std::string_view(buf, 2), d);
    }
  }
  EXPECT_EQ(d.count(), 0u) << "is_well_formed_utf8 disagrees with the ABNF on" << d.examples();
}

// Every 3-byte input whose first byte is in [first, first + 16).
class Rfc3629ThreeByteTest : public ::testing::TestWithParam<int> {};

TEST_P(Rfc3629ThreeByteTest, EveryInput) {
  Disagreements d;
  char buf[3];
  for (int a = GetParam(); a < GetParam() + 16; ++a) {
    buf[0] = static_cast<char>(a);
    for (int b = 0; b < 256; ++b) {
      buf[1] = static_cast<char>(b);
      for (int c = 0; c < 256; ++c) {
        buf[2] = static_cast<char>(c);
        compare_predicate(std::string_view(buf, 3), d);
      }
    }
  }
  EXPECT_EQ(d.count(), 0u) << "is_well_formed_utf8 disagrees with the ABNF on" << d.examples();
}

INSTANTIATE_TEST_SUITE_P(FirstByte, Rfc3629ThreeByteTest, ::testing::Range(0x00, 0x100, 16),
                         [](const ::testing::TestParamInfo<int>& info) {
                           return "From" + hex(std::string(1, static_cast<char>(info.param)));
                         });

// Every 4-byte input whose first byte is `lead` (F0..F4) and whose second byte is in
// [second, second + 16).
class Rfc3629FourByteTest : public ::testing::TestWithParam<std::tuple<int, int>> {};

TEST_P(Rfc3629FourByteTest, EveryInput) {
  const auto [lead, second] = GetParam();
  Disagreements d;
  char buf[4];
  buf[0] = static_cast<char>(lead);
  for (int b = second; b < second + 16; ++b) {
    buf[1] = static_cast<char>(b);
    for (int c = 0; c < 256; ++c) {
      buf[2] = static_cast<char>(c);
      for (int e = 0; e < 256; ++e) {
        buf[3] = static_cast<char>(e);
        compare_predicate(std::string_view(buf, 4), d);
      }
    }
  }
  EXPECT_EQ(d.count(), 0u) << "is_well_formed_utf8 disagrees with the ABNF on" << d.examples();
}

INSTANTIATE_TEST_SUITE_P(LeadAndSecondByte, Rfc3629FourByteTest,
                         ::testing::Combine(::testing::Range(0xF0, 0xF5),
                                            ::testing::Range(0x00, 0x100, 16)),
                         [](const ::testing::TestParamInfo<std::tuple<int, int>>& info) {
                           // (No structured binding: its comma would split the macro argument.)
                           return hex(std::string(1, static_cast<char>(std::get<0>(info.param)))) +
                                  "_" +
                                  hex(std::string(1, static_cast<char>(std::get<1>(info.param))));
                         });

// ---- Wtf8View::from_utf8: validity and error offsets ----------------------------------------

// Checks `from_utf8(input)` against the ABNF: OK exactly when the input matches, and otherwise
// InvalidArgument at the offset where the longest matching prefix ends.
::testing::AssertionResult from_utf8_agrees(std::string_view input) {
  const std::size_t prefix = rfc3629_abnf::longest_utf8_prefix(input);
  const absl::StatusOr<Wtf8View> v = Wtf8View::from_utf8(input);
  if (prefix == input.size()) {
    if (v.ok() && v->as_bytes().data() == input.data() && v->size() == input.size()) {
      return ::testing::AssertionSuccess();
    }
    return ::testing::AssertionFailure()
           << "[" << hex(input) << "] matches the ABNF but from_utf8 says " << v.status();
  }
  if (v.ok()) {
    return ::testing::AssertionFailure()
           << "[" << hex(input) << "] does not match the ABNF (longest valid prefix " << prefix
           << ") but from_utf8 accepts it";
  }
  if (v.status().code() != absl::StatusCode::kInvalidArgument ||
      error_offset(v.status()) != prefix) {
    return ::testing::AssertionFailure() << "[" << hex(input) << "]: expected an error at byte "
                                         << "offset " << prefix << ", got " << v.status();
  }
  return ::testing::AssertionSuccess();
}

TEST(Rfc3629FromUtf8Test, EveryOneAndTwoByteInput) {
  char buf[2];
  for (int a = 0; a < 256; ++a) {
    buf[0] = static_cast<char>(a);
    ASSERT_TRUE(from_utf8_agrees(std::string_view(buf, 1)));
    for (int b = 0; b < 256; ++b) {
      buf[1] = static_cast<char>(b);
      ASSERT_TRUE(from_utf8_agrees(std::string_view(buf, 2)));
    }
  }
}

TEST(Rfc3629FromUtf8Test, SampleOfThreeAndFourByteInputs) {
  constexpr uint32_t kSeed = 3629;
  SCOPED_TRACE(::testing::Message() << "seed " << kSeed);
  std::mt19937 rng(kSeed);
  std::uniform_int_distribution<int> byte(0, 255);
  // Bias the lead byte toward E0..F4 half the time, so valid and near-valid inputs are common.
  std::uniform_int_distribution<int> lead(0xE0, 0xF4);
  std::uniform_int_distribution<int> tail(0x80, 0xBF);
  char buf[4];
  for (int i = 0; i < 200000; ++i) {
    const std::size_t len = 3 + (i & 1);
    buf[0] = static_cast<char>((i & 2) ? lead(rng) : byte(rng));
    for (std::size_t k = 1; k < len; ++k) {
      buf[k] = static_cast<char>((i & 4) ? tail(rng) : byte(rng));
    }
    ASSERT_TRUE(from_utf8_agrees(std::string_view(buf, len))) << "iteration " << i;
  }
}

TEST(Rfc3629FromUtf8Test, CraftedMultiSequenceInputs) {
  struct Case {
    std::string input;
    std::size_t offset;  // where the error is expected; input.size() when valid
  };
  const Case cases[] = {
      {"a\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80", 10},  // a é € 😀: valid
      {"a\xC3\xA9\xE2\x82", 3},                       // truncated at the end
      {"a\xC3\xA9\xE2\x82x", 3},                      // interrupted
      {"\xF0\x9F\x98\x80\xED\xA0\x80", 4},            // a surrogate after a valid 4-byte
      {"abc\xC0\xAF", 3},                             // overlong '/' (§10)
      {"ab\xF4\x90\x80\x80", 2},                      // above U+10FFFF
      {"\xE0\x9F\xBF", 0},                            // overlong 3-byte
      {"x\xF5\x80\x80\x80", 1},                       // F5 never appears
      {"\xC2", 0},                                    // truncated 2-byte
      {"\xC2\x41", 0},                                // 2-byte without its tail
      {"\xC2\x80\x80", 2},                            // a stray tail after a complete sequence
      {"aaaaaaaaa\x80", 9},                           // after the 8-byte ASCII fast path
      {"0123456789abcdef\xFF", 16},                   // after two 8-byte ASCII blocks
      {"0123456\xC3\xA9"
       "89abcdef\xE0\x80\x80",
       17},                                 // a 2-byte across an 8-byte block
      {"\xEF\xBB\xBF\xF0\xA3\x8E\xB4", 7},  // §7: BOM + U+233B4, valid
      {"\xED\xA1\x8C\xED\xBE\xB4", 0},      // §3: surrogate pair bytes of U+233B4
      {bytes_of({0xC0, 0x80}), 0},          // §3: overlong U+0000
      {bytes_of({0x41, 0x00, 0x42}), 3},    // NUL is valid
  };
  for (const Case& c : cases) {
    SCOPED_TRACE("[" + hex(c.input) + "]");
    EXPECT_EQ(rfc3629_abnf::longest_utf8_prefix(c.input), c.offset);
    EXPECT_EQ(is_well_formed_utf8(c.input), c.offset == c.input.size());
    EXPECT_TRUE(from_utf8_agrees(c.input));
  }
}

// Random strings of well-formed sequences (all lengths, edge values, ASCII runs), then one
// corruption (change, insert or delete a byte, or cut the end), checked against the ABNF.
TEST(Rfc3629FromUtf8Test, RandomMultiSequenceInputs) {
  constexpr uint32_t kSeed = 20031101;  // RFC 3629's month
  SCOPED_TRACE(::testing::Message() << "seed " << kSeed);
  std::mt19937 rng(kSeed);
  auto below = [&rng](uint32_t n) {
    return std::uniform_int_distribution<uint32_t>(0, n - 1)(rng);
  };
  const uint32_t kEdges[] = {0x00,   0x7F,   0x80,   0x7FF,   0x800,   0xD7FF,
                             0xE000, 0xFFFD, 0xFFFF, 0x10000, 0x10FFFF};
  for (int iteration = 0; iteration < 20000; ++iteration) {
    Wtf8Buf text;
    const uint32_t pieces = below(12);
    for (uint32_t p = 0; p < pieces; ++p) {
      switch (below(4)) {
        case 0:  // an ASCII run, to exercise block-at-a-time fast paths
          for (uint32_t k = below(20); k > 0; --k)
            text.push(*CodePoint::from_u32(0x20 + below(95)));
          break;
        case 1:
          text.push(*CodePoint::from_scalar(kEdges[below(std::size(kEdges))]));
          break;
        default: {
          uint32_t v;
          do v = below(0x110000);
          while (v >= 0xD800 && v <= 0xDFFF);
          text.push(*CodePoint::from_scalar(v));
        }
      }
    }
    std::string input(text.as_bytes());
    switch (below(5)) {
      case 0:  // untouched
        break;
      case 1:  // change a byte
        if (!input.empty()) input[below(input.size())] = static_cast<char>(below(256));
        break;
      case 2:  // insert a byte
        input.insert(input.begin() + below(input.size() + 1), static_cast<char>(below(256)));
        break;
      case 3:  // delete a byte
        if (!input.empty()) input.erase(input.begin() + below(input.size()));
        break;
      default:  // cut the end
        input.resize(below(input.size() + 1));
    }
    ASSERT_TRUE(from_utf8_agrees(input)) << "iteration " << iteration;
    ASSERT_EQ(is_well_formed_utf8(input), rfc3629_abnf::utf8_octets(input))
        << "iteration " << iteration << " [" << hex(input) << "]";
  }
}

// ---- RFC 3629 §7 examples --------------------------------------------------------------------

struct Example {
  const char* name;
  std::string utf8;
  std::vector<uint32_t> code_points;
  std::u16string utf16;
};

TEST(Rfc3629ExamplesTest, RoundTrip) {
  const Example examples[] = {
      {"A<NOT IDENTICAL TO><ALPHA>.",
       bytes_of({0x41, 0xE2, 0x89, 0xA2, 0xCE, 0x91, 0x2E}),
       {0x0041, 0x2262, 0x0391, 0x002E},
       u"\u0041\u2262\u0391\u002E"},
      {"Korean 'hangugeo'",
       bytes_of({0xED, 0x95, 0x9C, 0xEA, 0xB5, 0xAD, 0xEC, 0x96, 0xB4}),
       {0xD55C, 0xAD6D, 0xC5B4},
       u"\uD55C\uAD6D\uC5B4"},
      {"Japanese 'nihongo'",
       bytes_of({0xE6, 0x97, 0xA5, 0xE6, 0x9C, 0xAC, 0xE8, 0xAA, 0x9E}),
       {0x65E5, 0x672C, 0x8A9E},
       u"\u65E5\u672C\u8A9E"},
      {"U+233B4 preceded by a BOM",
       bytes_of({0xEF, 0xBB, 0xBF, 0xF0, 0xA3, 0x8E, 0xB4}),
       {0xFEFF, 0x233B4},
       u"\uFEFF\U000233B4"},
  };
  for (const Example& e : examples) {
    SCOPED_TRACE(e.name);
    EXPECT_TRUE(rfc3629_abnf::utf8_octets(e.utf8));
    EXPECT_TRUE(is_well_formed_utf8(e.utf8));
    const absl::StatusOr<Wtf8View> view = Wtf8View::from_utf8(e.utf8);
    ASSERT_TRUE(view.ok()) << view.status();
    // Bytes -> code points.
    std::vector<uint32_t> decoded;
    for (const CodePoint cp : view->code_points()) decoded.push_back(cp.value());
    EXPECT_EQ(decoded, e.code_points);
    // Code points -> bytes.
    Wtf8Buf rebuilt;
    for (uint32_t v : e.code_points) rebuilt.push(*CodePoint::from_scalar(v));
    EXPECT_EQ(rebuilt.as_bytes(), e.utf8);
    // Bytes -> UTF-16 -> bytes.
    EXPECT_EQ(view->to_utf16(), e.utf16);
    const Wtf8Buf from_utf16 = Wtf8Buf::from_utf16(e.utf16);
    EXPECT_EQ(from_utf16.as_bytes(), e.utf8);
    EXPECT_EQ(from_utf16.to_utf8().value_or("<error>"), e.utf8);
    EXPECT_TRUE(*view == from_utf16);
    EXPECT_EQ(view->code_point_count(), e.code_points.size());
    EXPECT_EQ(view->utf16_len(), e.utf16.size());
  }
}

TEST(Rfc3629ExamplesTest, CounterExamplesAreRejected) {
  // §3: "the overlong C0 80 must not decode to U+0000"; "ED A1 8C ED BE B4 must not decode to
  // U+233B4"; §10: a "/" hidden as C0 AF.
  for (const std::string& bad :
       {bytes_of({0xC0, 0x80}), bytes_of({0xED, 0xA1, 0x8C, 0xED, 0xBE, 0xB4}),
        bytes_of({0xC0, 0xAF})}) {
    SCOPED_TRACE("[" + hex(bad) + "]");
    EXPECT_FALSE(is_well_formed_utf8(bad));
    const absl::StatusOr<Wtf8View> v = Wtf8View::from_utf8(bad);
    ASSERT_FALSE(v.ok());
    EXPECT_EQ(error_offset(v.status()), 0u) << v.status();
    EXPECT_FALSE(Wtf8Buf::from_utf8(bad).ok());
  }
}

}  // namespace
}  // namespace wtf8
