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
    const std::optional<size_t> expected = reference::first_error(s, c.grammar);
    ASSERT_EQ(c.predicate(s), !expected.has_value())
        << hex(s) << " grammar " << static_cast<int>(c.grammar);
    const auto v = c.factory(s);
    ASSERT_EQ(v.ok(), !expected.has_value()) << hex(s);
    if (expected) {
      ASSERT_EQ(error_offset(v.status()), expected) << hex(s) << " " << v.status();
    }
  }
}

TEST(ValidateTest, AgreesWithGrammarOnAllShortStringsOfInterestingBytes) {
  // Every string of up to 4 bytes over bytes that sit at the edges of Table 3's ranges.
  const uint8_t bytes[] = {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xAF, 0xB0, 0xBF,
                           0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF};
  const size_t n = sizeof bytes;
  std::string s;
  for (size_t len = 0; len <= 4; ++len) {
    size_t total = 1;
    for (size_t k = 0; k < len; ++k) total *= n;
    for (size_t code = 0; code < total; ++code) {
      s.assign(len, '\0');
      size_t c = code;
      for (size_t k = 0; k < len; ++k, c /= n) s[k] = static_cast<char>(bytes[c % n]);
      check(s);
    }
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
