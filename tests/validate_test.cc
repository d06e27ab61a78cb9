// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The fast validators (behind Wtf8View::from_utf8/_wtf8/_omg_wtf8 and the is_well_formed_*
// predicates) against the plain transcription of the grammars in tests/reference/.

#include <random>
#include <string>

#include "gtest/gtest.h"
#include "tests/reference/wtf8_grammar.h"
#include "tests/test_util.h"
#include "wtf8/error.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using reference::Grammar;
using ::wtf8::error_offset;
using wtf8::test_util::hex;

void check(const std::string& s) {
  struct Case {
    Grammar grammar;
    bool (*predicate)(std::string_view) noexcept;
    absl::StatusOr<Wtf8View> (*factory)(std::string_view);
  };
  const Case cases[] = {
      {Grammar::kUtf8, &is_well_formed_utf8, &Wtf8View::from_utf8},
      {Grammar::kWtf8, &is_well_formed_wtf8, &Wtf8View::from_wtf8},
      {Grammar::kOmgWtf8, &is_well_formed_omg_wtf8, &Wtf8View::from_omg_wtf8},
  };
  for (const Case& c : cases) {
    const std::optional<reference::FirstError> expected =
        reference::first_error_with_kind(s, c.grammar);
    ASSERT_EQ(c.predicate(s), !expected.has_value())
        << hex(s) << " grammar " << static_cast<int>(c.grammar);
    const auto v = c.factory(s);
    ASSERT_EQ(v.ok(), !expected.has_value()) << hex(s);
    if (expected) {
      ASSERT_EQ(error_offset(v.status()), expected->offset) << hex(s) << " " << v.status();
      // The message names a surrogate pair exactly when the grammar's first error is one (it
      // must only describe bytes that were checked).
      const bool says_pair =
          std::string_view(v.status().message().data(), v.status().message().size())
              .find("surrogate pair") != std::string_view::npos;
      ASSERT_EQ(says_pair, expected->surrogate_pair) << hex(s) << " " << v.status();
    }
  }
}

// The bytes at the edges of Table 3's ranges.
constexpr uint8_t kEdgeBytes[] = {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xAF, 0xB0, 0xBF,
                                  0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF};

// Calls f(s) for every string of exactly `len` bytes over kEdgeBytes.
template <typename F>
void for_each_edge_string(size_t len, F f) {
  const size_t n = std::size(kEdgeBytes);
  size_t total = 1;
  for (size_t k = 0; k < len; ++k) total *= n;
  std::string s;
  for (size_t code = 0; code < total; ++code) {
    s.assign(len, '\0');
    size_t c = code;
    for (size_t k = 0; k < len; ++k, c /= n) s[k] = static_cast<char>(kEdgeBytes[c % n]);
    f(s);
  }
}

TEST(ValidateTest, AgreesWithGrammarOnAllShortStringsOfInterestingBytes) {
  // Every string of up to 4 bytes over bytes that sit at the edges of Table 3's ranges.
  for (size_t len = 0; len <= 4; ++len) {
    for_each_edge_string(len, [&](const std::string& s) { check(s); });
    if (HasFatalFailure()) return;
  }
}

// Regression: the pair look-ahead after a lead surrogate read bytes nobody had
// validated and reported an invented pair at the lead's offset.
TEST(ValidateTest, LeadSurrogateFollowedByBrokenSequenceIsNotAPair) {
  struct Case {
    std::string bytes;
    size_t offset;
  };
  const Case cases[] = {
      {"\xED\xA0\x80\xED\xC0\x80", 3},
      {"\xED\xA0\x80\xED\xFF\x80", 3},
      {"a\xED\xA0\x80\xED\xC0\x80"
       "b",
       4},
      {"\xED\xA0\x80\xED\xB0", 3},      // truncated trail
      {"\xED\xA0\x80\xED\xB0\x41", 3},  // trail interrupted
      {"\xED\xAF\xBF\xED\xBF\xC0", 3},
  };
  for (const Case& c : cases) {
    for (const auto& r : {Wtf8View::from_wtf8(c.bytes), Wtf8View::from_omg_wtf8(c.bytes)}) {
      ASSERT_FALSE(r.ok()) << hex(c.bytes);
      EXPECT_EQ(error_offset(r.status()), c.offset) << hex(c.bytes) << " " << r.status();
      EXPECT_EQ(r.status().message().find("surrogate pair"), absl::string_view::npos) << r.status();
    }
    const auto b = Wtf8Buf::from_wtf8(c.bytes);
    ASSERT_FALSE(b.ok());
    EXPECT_EQ(error_offset(b.status()), c.offset) << hex(c.bytes) << " " << b.status();
  }
  // A real pair is still reported as one, at the lead surrogate.
  const auto pair = Wtf8View::from_wtf8("a\xED\xA0\x80\xED\xB0\x80");
  ASSERT_FALSE(pair.ok());
  EXPECT_EQ(error_offset(pair.status()), 1u);
  EXPECT_NE(pair.status().message().find("surrogate pair byte sequence (U+D800 U+DC00)"),
            absl::string_view::npos)
      << pair.status();
}

TEST(ValidateTest, SurrogateMessageNamesOnlyCheckedBytes) {
  // UTF-8 rejects ED A0 after two bytes; the third was never checked, so no code point is named.
  const auto broken = Wtf8View::from_utf8("\xED\xA0\x41");
  ASSERT_FALSE(broken.ok());
  EXPECT_EQ(error_offset(broken.status()), 0u);
  EXPECT_NE(broken.status().message().find("surrogate byte sequence 0xED 0xA0"),
            absl::string_view::npos)
      << broken.status();
  const auto whole = Wtf8View::from_utf8("\xED\xA0\x80");
  ASSERT_FALSE(whole.ok());
  EXPECT_NE(whole.status().message().find("surrogate U+D800"), absl::string_view::npos)
      << whole.status();
}

TEST(ValidateTest, AgreesWithGrammarAfterEveryLeadSurrogate) {
  // Every lead surrogate sequence at the edges of its range (and the same after an ASCII byte and
  // after a complete 4-byte sequence), followed by every 1- to 3-byte string over the edge bytes.
  const std::string leads[] = {"\xED\xA0\x80", "\xED\xA0\xBF", "\xED\xAF\x80", "\xED\xAF\xBF"};
  const std::string prefixes[] = {"", "a", "\xF0\x9F\x98\x80"};
  for (const std::string& prefix : prefixes) {
    for (const std::string& lead : leads) {
      for (size_t len = 1; len <= 3; ++len) {
        for_each_edge_string(len, [&](const std::string& tail) { check(prefix + lead + tail); });
        if (HasFatalFailure()) return;
      }
    }
  }
}

TEST(ValidateTest, AgreesWithGrammarOnWholeAndBrokenThreeByteSequences) {
  // Random strings of 3-byte sequences, each whole or broken in one byte, with surrogates
  // overrepresented; errors and pairs land anywhere, including at the end.
  std::mt19937 rng(12);
  const uint8_t firsts[] = {0xE0, 0xE1, 0xEC, 0xED, 0xED, 0xED, 0xEE, 0xEF};
  for (int iter = 0; iter < 100000; ++iter) {
    std::string s;
    const int count = 1 + rng() % 5;
    for (int k = 0; k < count; ++k) {
      char seq[3] = {static_cast<char>(firsts[rng() % std::size(firsts)]),
                     static_cast<char>(0x80 + rng() % 0x40),
                     static_cast<char>(0x80 + rng() % 0x40)};
      if (rng() % 4 == 0)
        seq[rng() % 3] = static_cast<char>(kEdgeBytes[rng() % std::size(kEdgeBytes)]);
      s.append(seq, 1 + (rng() % 8 == 0 ? rng() % 2 : 2));  // sometimes truncated
    }
    check(s);
    if (HasFatalFailure()) return;
  }
}

TEST(ValidateTest, AgreesWithGrammarOnRandomMixes) {
  // Random concatenations of well-formed pieces, surrogates and broken pieces; long enough to
  // exercise the 8-bytes-at-a-time ASCII path.
  const std::string pieces[] = {"a",
                                "bcdefghij",
                                "\xC3\xA9",
                                "\xE2\x82\xAC",
                                "\xF0\x9F\x98\x80",
                                "\xED\xA0\x80",
                                "\xED\xAF\xBF",
                                "\xED\xB0\x80",
                                "\xED\xBF\xBF",
                                "\x80",
                                "\xBF\xBF\xBF",
                                "\xF0\x90\x80",
                                "\xE0\x80",
                                "\xC0\xAF",
                                "\xF4\x90\x80\x80",
                                "\xFF",
                                std::string("\0", 1)};
  std::mt19937 rng(3629);
  for (int iter = 0; iter < 100000; ++iter) {
    std::string s;
    const int count = rng() % 8;
    for (int k = 0; k < count; ++k) {
      // Mostly valid pieces, so that errors come late.
      const size_t idx = (rng() % 4 == 0) ? rng() % std::size(pieces) : rng() % 9;
      s += pieces[idx];
    }
    check(s);
    if (HasFatalFailure()) return;
  }
}

}  // namespace
}  // namespace wtf8
