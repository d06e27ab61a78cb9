// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Wtf8View search: find/rfind, the split family, matches, replace and trim, for every pattern
// kind, checked against the UTF-16 reference model (tests/reference/utf16_search_model.h) on
// thousands of random haystacks and needles drawn from an alphabet rich in lone surrogates and
// supplementary characters, both taken as random OMG slices (so they carry split surrogates at
// their ends). Plus the spec's examples, the header examples, lifetimes and adversarial inputs.

#include "wtf8/search.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iterator>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "tests/reference/utf16_search_model.h"
#include "tests/test_util.h"
#include "wtf8/code_point.h"
#include "wtf8/pattern.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using test_util::cp;
using test_util::hex;
using wtf8_model::Model;
using wtf8_model::Range;
using OptRange = std::optional<std::pair<std::size_t, std::size_t>>;
constexpr std::size_t npos = Wtf8View::npos;

Wtf8Buf u16(std::u16string_view s) { return Wtf8Buf::from_utf16(s); }

// "debug string [bytes]": the bytes tell a split surrogate from its canonical form.
std::string describe(Wtf8View v) { return v.debug_string() + " [" + hex(v.as_bytes()) + "]"; }

template <typename RangeT>
auto collect(const RangeT& r) {
  using T = std::decay_t<decltype(*r.begin())>;
  return std::vector<T>(r.begin(), r.end());
}

bool same_view(Wtf8View a, Wtf8View b) { return a.data() == b.data() && a.size() == b.size(); }

// Checks that `got` are exactly the views hay.slice(want[i]) (same bytes in the same place).
template <typename H>
void expect_pieces(const H& hay, const std::vector<Wtf8View>& got, const std::vector<Range>& want,
                   const char* what) {
  ASSERT_EQ(got.size(), want.size()) << what;
  for (std::size_t i = 0; i < got.size(); ++i) {
    const Wtf8View expected = hay.slice(want[i].first, want[i].second);
    EXPECT_TRUE(same_view(got[i], expected))
        << what << " piece " << i << ": got " << describe(got[i]) << ", want [" << want[i].first
        << ", " << want[i].second << ") " << describe(expected);
  }
}

void expect_same_opt(std::optional<Wtf8View> got, std::optional<Wtf8View> want, const char* what) {
  ASSERT_EQ(got.has_value(), want.has_value()) << what;
  if (got) {
    EXPECT_TRUE(same_view(*got, *want))
        << what << ": got " << describe(*got) << ", want " << describe(*want);
  }
}

// Runs every search operation on `hay` with the pattern `make()` returns (a fresh one per call, so
// temporaries go through the owning paths when `make` returns by value) and compares it with the
// model; `model_for` builds the model of any view for this pattern (trim_matches needs the model
// of what trim_start_matches left). `replacements` are the `to` strings tried for replace.
template <typename H, typename Make>
void check_ops(const H& hay, const Make& make, const std::function<Model(Wtf8View)>& model_for,
               const std::vector<Wtf8Buf>& replacements) {
  const Wtf8View view = hay;
  const Model model = model_for(view);
  const std::size_t n = hay.size();

  for (std::size_t from = 0; from <= n + 1; ++from) {
    const std::optional<Range> f = model.find(from);
    ASSERT_EQ(hay.find(make(), from), f ? f->first : npos) << "find from " << from;
    ASSERT_EQ(hay.find_range(make(), from), OptRange(f)) << "find_range from " << from;
    const std::optional<Range> r = model.rfind(from);
    ASSERT_EQ(hay.rfind(make(), from), r ? r->first : npos) << "rfind from " << from;
    ASSERT_EQ(hay.rfind_range(make(), from), OptRange(r)) << "rfind_range from " << from;
  }
  const std::optional<Range> last = model.rfind(npos);
  ASSERT_EQ(hay.rfind(make()), last ? last->first : npos) << "rfind";
  ASSERT_EQ(hay.rfind_range(make()), OptRange(last)) << "rfind_range";
  EXPECT_EQ(hay.contains(make()), model.find(0).has_value()) << "contains";

  const std::optional<Range> prefix = model.prefix();
  const std::optional<Range> suffix = model.suffix();
  EXPECT_EQ(hay.starts_with(make()), prefix.has_value()) << "starts_with";
  EXPECT_EQ(hay.ends_with(make()), suffix.has_value()) << "ends_with";
  expect_same_opt(hay.strip_prefix(make()),
                  prefix ? std::optional<Wtf8View>(hay.slice_from(prefix->second)) : std::nullopt,
                  "strip_prefix");
  expect_same_opt(hay.strip_suffix(make()),
                  suffix ? std::optional<Wtf8View>(hay.slice_to(suffix->first)) : std::nullopt,
                  "strip_suffix");

  expect_pieces(hay, collect(hay.split(make())), model.split(), "split");
  expect_pieces(hay, collect(hay.rsplit(make())), model.rsplit(), "rsplit");
  for (std::size_t k = 0; k <= 4; ++k) {
    SCOPED_TRACE(testing::Message() << "n = " << k);
    expect_pieces(hay, collect(hay.splitn(k, make())), model.split(k), "splitn");
    expect_pieces(hay, collect(hay.rsplitn(k, make())), model.rsplit(k), "rsplitn");
  }
  expect_pieces(hay, collect(hay.split_terminator(make())), model.split_terminator(),
                "split_terminator");
  expect_pieces(hay, collect(hay.split_inclusive(make())), model.split_inclusive(),
                "split_inclusive");

  const std::vector<Range> fwd = model.forward();
  const std::vector<Range> bwd = model.backward();
  {
    const auto once = hay.split_once(make());
    ASSERT_EQ(once.has_value(), !fwd.empty()) << "split_once";
    if (once) {
      EXPECT_TRUE(same_view(once->first, hay.slice_to(fwd[0].first))) << "split_once first";
      EXPECT_TRUE(same_view(once->second, hay.slice_from(fwd[0].second))) << "split_once second";
    }
    const auto ronce = hay.rsplit_once(make());
    ASSERT_EQ(ronce.has_value(), !bwd.empty()) << "rsplit_once";
    if (ronce) {
      EXPECT_TRUE(same_view(ronce->first, hay.slice_to(bwd[0].first))) << "rsplit_once first";
      EXPECT_TRUE(same_view(ronce->second, hay.slice_from(bwd[0].second))) << "rsplit_once 2nd";
    }
  }

  expect_pieces(hay, collect(hay.matches(make())), fwd, "matches");
  {
    const auto indices = collect(hay.match_indices(make()));
    ASSERT_EQ(indices.size(), fwd.size()) << "match_indices";
    for (std::size_t i = 0; i < fwd.size(); ++i) {
      EXPECT_EQ(indices[i].first, fwd[i].first) << "match_indices " << i;
      EXPECT_TRUE(same_view(indices[i].second, hay.slice(fwd[i].first, fwd[i].second)))
          << "match_indices " << i;
    }
    const auto rindices = collect(hay.rmatch_indices(make()));
    ASSERT_EQ(rindices.size(), bwd.size()) << "rmatch_indices";
    for (std::size_t i = 0; i < bwd.size(); ++i) {
      EXPECT_EQ(rindices[i].first, bwd[i].first) << "rmatch_indices " << i;
      EXPECT_TRUE(same_view(rindices[i].second, hay.slice(bwd[i].first, bwd[i].second)))
          << "rmatch_indices " << i;
    }
    const auto ranges = collect(hay.match_ranges(make()));
    EXPECT_EQ(ranges, fwd) << "match_ranges";
  }

  for (const Wtf8Buf& to : replacements) {
    SCOPED_TRACE(testing::Message() << "to " << describe(to));
    const std::u16string to16 = to.to_utf16();
    EXPECT_EQ(hay.replace(make(), to).as_bytes(), model.replace(to16).as_bytes()) << "replace";
    for (std::size_t k = 0; k <= 3; ++k) {
      EXPECT_EQ(hay.replacen(make(), to.as_view(), k).as_bytes(), model.replace(to16, k).as_bytes())
          << "replacen " << k;
    }
  }

  const std::size_t start = model.trim_start();
  const std::size_t end = model.trim_end();
  EXPECT_TRUE(same_view(hay.trim_start_matches(make()), hay.slice_from(start)))
      << "trim_start_matches: got " << describe(hay.trim_start_matches(make()));
  EXPECT_TRUE(same_view(hay.trim_end_matches(make()), hay.slice_to(end)))
      << "trim_end_matches: got " << describe(hay.trim_end_matches(make()));
  const Wtf8View rest = hay.slice_from(start);
  const Wtf8View trimmed = rest.slice_to(model_for(rest).trim_end());
  EXPECT_TRUE(same_view(hay.trim_matches(make()), trimmed))
      << "trim_matches: got " << describe(hay.trim_matches(make())) << ", want "
      << describe(trimmed);
}

// ---- random inputs ------------------------------------------------------------------------------

using Rng = std::mt19937;

// Tokens of UTF-16: ASCII, a 2-byte character, lone surrogates of both kinds (which pair up when
// a lead meets a trail) and supplementary characters (D800 DC00 and D801 DC00 share a trail half;
// D800 DC00 and D800 DC01 a lead half).
const std::vector<std::u16string>& tokens() {
  static const auto* t = new std::vector<std::u16string>{
      u"a",          u"a",          u"a",          u"b",          u"b",         u"\u00E9",
      u"\xD800",     u"\xDBFF",     u"\xD801",     u"\xDC00",     u"\xDFFF",    u"\xDC01",
      u"\U00010000", u"\U0010FFFF", u"\U0001F600", u"\U00010400", u"\U00010001"};
  return *t;
}

std::u16string random_units(Rng& rng, std::size_t max_tokens) {
  std::uniform_int_distribution<std::size_t> count(0, max_tokens);
  std::uniform_int_distribution<std::size_t> pick(0, tokens().size() - 1);
  std::u16string out;
  for (std::size_t i = count(rng); i > 0; --i) out += tokens()[pick(rng)];
  return out;
}

// A random OMG slice of `v`: both ends random boundaries (0, code point starts, k+2 points).
Wtf8View random_slice(Rng& rng, Wtf8View v) {
  std::vector<std::size_t> boundaries;
  for (std::size_t i = 0; i <= v.size(); ++i) {
    if (v.is_boundary(i)) boundaries.push_back(i);
  }
  std::uniform_int_distribution<std::size_t> pick(0, boundaries.size() - 1);
  std::size_t a = boundaries[pick(rng)];
  std::size_t b = boundaries[pick(rng)];
  if (a > b) std::swap(a, b);
  return v.slice(a, b);
}

const std::vector<uint32_t>& code_point_alphabet() {
  static const auto* v =
      new std::vector<uint32_t>{'a',    'b',    0xE9,    0xD800,   0xDBFF,  0xD801,  0xDC00,
                                0xDFFF, 0xDC01, 0x10000, 0x10FFFF, 0x1F600, 0x10400, 0x10001};
  return *v;
}

// A random haystack: a random string, usually sliced. Its storage goes to `keep`.
Wtf8View random_haystack(Rng& rng, Wtf8Buf& keep) {
  keep = u16(random_units(rng, 14));
  if (rng() % 10 < 7) return random_slice(rng, keep);
  return keep;
}

std::vector<Wtf8Buf> random_replacements(Rng& rng) {
  std::vector<Wtf8Buf> out;
  out.push_back(Wtf8Buf());
  out.push_back(u16(random_units(rng, 2)));
  out.push_back(u16(u"\xDC00"));  // may join with a lead surrogate left before it
  return out;
}

#define WTF8_TRACE(seed, iter, hay, what)                                                         \
  SCOPED_TRACE(testing::Message() << "seed " << (seed) << " iteration " << (iter) << " haystack " \
                                  << describe(hay) << " pattern " << what)

// ---- differential tests -------------------------------------------------------------------------

TEST(SearchDifferentialTest, ViewNeedles) {
  const uint32_t seed = 0x5EA2C4;
  Rng rng(seed);
  for (int iter = 0; iter < 6000; ++iter) {
    Wtf8Buf hay_buf, needle_buf;
    const Wtf8View hay = random_haystack(rng, hay_buf);
    Wtf8View needle;
    const int kind = static_cast<int>(rng() % 10);
    if (kind < 4) {
      needle = random_slice(rng, hay);  // occurs at least once
    } else if (kind < 9) {
      needle_buf = u16(random_units(rng, 3));
      needle = random_slice(rng, needle_buf);
    }  // else the empty needle
    WTF8_TRACE(seed, iter, hay, describe(needle));
    const std::u16string needle16 = needle.to_utf16();
    check_ops(
        hay, [&] { return needle; },
        [&](Wtf8View v) { return wtf8_model::needle_model(v, needle16); },
        random_replacements(rng));
    if (HasFatalFailure()) return;
    if (hay.is_canonical()) {  // the same on a Wtf8Buf haystack (same bytes, same index space)
      const Wtf8Buf owned = hay.to_buf();
      check_ops(
          owned, [&] { return needle; },
          [&](Wtf8View v) { return wtf8_model::needle_model(v, needle16); }, {});
      if (HasFatalFailure()) return;
    }
  }
}

TEST(SearchDifferentialTest, BufNeedlesOwnedAndBorrowed) {
  const uint32_t seed = 4242;
  Rng rng(seed);
  for (int iter = 0; iter < 1000; ++iter) {
    Wtf8Buf hay_buf;
    const Wtf8View hay = random_haystack(rng, hay_buf);
    const Wtf8Buf needle = rng() % 2 ? random_slice(rng, hay).to_buf() : u16(random_units(rng, 3));
    WTF8_TRACE(seed, iter, hay, describe(needle));
    const std::u16string needle16 = needle.to_utf16();
    auto model_for = [&](Wtf8View v) { return wtf8_model::needle_model(v, needle16); };
    check_ops(hay, [&] { return needle; }, model_for, {});  // a temporary copy: owned
    if (HasFatalFailure()) return;
    check_ops(hay, [&]() -> const Wtf8Buf& { return needle; }, model_for, {});  // borrowed
    if (HasFatalFailure()) return;
  }
}

TEST(SearchDifferentialTest, CodePointPatternsAgreeWithOneCodePointNeedles) {
  const uint32_t seed = 99;
  Rng rng(seed);
  const auto& alphabet = code_point_alphabet();
  for (int iter = 0; iter < 3000; ++iter) {
    Wtf8Buf hay_buf;
    const Wtf8View hay = random_haystack(rng, hay_buf);
    const CodePoint c = cp(alphabet[rng() % alphabet.size()]);
    const Wtf8Buf as_string = Wtf8Buf::from_code_points({c});
    WTF8_TRACE(seed, iter, hay, "U+" << std::hex << c.value());
    const std::u16string needle16 = as_string.to_utf16();
    ASSERT_EQ(needle16.size(), c.utf16_len());
    check_ops(
        hay, [&] { return c; }, [&](Wtf8View v) { return wtf8_model::needle_model(v, needle16); },
        random_replacements(rng));
    if (HasFatalFailure()) return;
    EXPECT_EQ(collect(hay.match_ranges(c)), collect(hay.match_ranges(as_string)));
    EXPECT_EQ(collect(hay.rmatch_indices(c)).size(), collect(hay.rmatch_indices(as_string)).size());
  }
}

TEST(SearchDifferentialTest, AsciiCharPatterns) {
  const uint32_t seed = 7;
  Rng rng(seed);
  for (int iter = 0; iter < 1000; ++iter) {
    Wtf8Buf hay_buf;
    const Wtf8View hay = random_haystack(rng, hay_buf);
    const char c = rng() % 2 ? 'a' : 'b';
    WTF8_TRACE(seed, iter, hay, c);
    const std::u16string needle16(1, static_cast<char16_t>(c));
    check_ops(
        hay, [&] { return c; }, [&](Wtf8View v) { return wtf8_model::needle_model(v, needle16); },
        random_replacements(rng));
    if (HasFatalFailure()) return;
  }
}

TEST(SearchDifferentialTest, CodePointSetsSeeWholeCodePoints) {
  const uint32_t seed = 31337;
  Rng rng(seed);
  const auto& alphabet = code_point_alphabet();
  for (int iter = 0; iter < 2000; ++iter) {
    Wtf8Buf hay_buf;
    const Wtf8View hay = random_haystack(rng, hay_buf);
    std::vector<CodePoint> members;
    std::string names;
    for (uint32_t v : alphabet) {
      if (rng() % 4 == 0) {
        members.push_back(cp(v));
        names += " U+" + std::to_string(v);
      }
    }
    const CodePointSet set(members);
    WTF8_TRACE(seed, iter, hay, "set" << names);
    auto model_for = [&](Wtf8View v) {
      return wtf8_model::predicate_model(v, [&](uint32_t x) { return set.contains(cp(x)); });
    };
    check_ops(hay, [&]() -> const CodePointSet& { return set; }, model_for, {});  // borrowed
    if (HasFatalFailure()) return;
    if (iter % 4 == 0) {
      check_ops(
          hay, [&] { return set; }, model_for, random_replacements(rng));  // moved in
      if (HasFatalFailure()) return;
    }
  }
}

TEST(SearchDifferentialTest, PredicatesSeeWholeCodePoints) {
  const uint32_t seed = 2718;
  Rng rng(seed);
  const std::vector<std::pair<const char*, std::function<bool(uint32_t)>>> predicates = {
      {"is_surrogate", [](uint32_t v) { return v >= 0xD800 && v <= 0xDFFF; }},
      {"is_trail or a", [](uint32_t v) { return v == 'a' || (v >= 0xDC00 && v <= 0xDFFF); }},
      {"supplementary", [](uint32_t v) { return v >= 0x10000; }},
      {"odd", [](uint32_t v) { return v % 2 == 1; }},
      {"never", [](uint32_t) { return false; }},
      {"always", [](uint32_t) { return true; }},
  };
  for (int iter = 0; iter < 2400; ++iter) {
    Wtf8Buf hay_buf;
    const Wtf8View hay = random_haystack(rng, hay_buf);
    // Not a structured binding: clang 14 (C++17) cannot capture one in a lambda.
    const char* name = predicates[iter % predicates.size()].first;
    const std::function<bool(uint32_t)>& pred = predicates[iter % predicates.size()].second;
    WTF8_TRACE(seed, iter, hay, name);
    auto lambda = [&pred](CodePoint c) { return pred(c.value()); };
    check_ops(
        hay, [&] { return lambda; },
        [&](Wtf8View v) { return wtf8_model::predicate_model(v, pred); },
        iter % 3 == 0 ? random_replacements(rng) : std::vector<Wtf8Buf>{});
    if (HasFatalFailure()) return;
  }
}

// ---- the spec's examples ------------------------------------------------------------------------

TEST(SearchSpecTest, TrailLeadNeedleInThreeSupplementaryCharacters) {
  const Wtf8Buf hay = u16(u"\U00010000\U00010000\U00010000");
  const Wtf8Buf needle = u16(u"\xDC00\xD800");
  EXPECT_EQ(collect(hay.match_ranges(needle)), (std::vector<Range>{{2, 6}, {6, 10}}));
  EXPECT_EQ(hay.find(needle), 2u);
  EXPECT_EQ(hay.find(needle, 3), 6u);
  EXPECT_EQ(hay.rfind(needle), 6u);
  const auto pieces = collect(hay.split(needle));
  ASSERT_EQ(pieces.size(), 3u);
  EXPECT_EQ(pieces[0].as_bytes(), "\xF0\x90\x80");  // split lead surrogate: [0, 2)
  EXPECT_TRUE(pieces[1].empty());                   // between the matches: [6, 6)
  EXPECT_EQ(pieces[2].as_bytes(), "\x90\x80\x80");  // split trail surrogate: [10, 12)
}

TEST(SearchSpecTest, OsStringSplitOnLeadSurrogate) {
  // OsString::from_wide(&[0xd800, 0xdc00, 0xd800, 0xdc01, 0xd800, 0xdc02]).split(U+D800)
  const Wtf8Buf hay = u16(u"\xD800\xDC00\xD800\xDC01\xD800\xDC02");
  const Wtf8Buf needle = u16(u"\xD800");
  std::vector<std::string> got;
  for (Wtf8View part : hay.split(needle)) got.push_back(part.debug_string());
  EXPECT_EQ(got,
            (std::vector<std::string>{R"("")", R"("\u{dc00}")", R"("\u{dc01}")", R"("\u{dc02}")"}));
  // The same with a CodePoint pattern, and from the right.
  std::vector<std::string> by_cp;
  for (Wtf8View part : hay.split(cp(0xD800))) by_cp.push_back(part.debug_string());
  EXPECT_EQ(by_cp, got);
  std::vector<std::string> reversed;
  for (Wtf8View part : hay.rsplit(needle)) reversed.push_back(part.debug_string());
  EXPECT_EQ(reversed,
            (std::vector<std::string>{R"("\u{dc02}")", R"("\u{dc01}")", R"("\u{dc00}")", R"("")"}));
}

TEST(SearchSpecTest, SlicesAtTheMiddleOfASupplementaryCharacter) {
  const Wtf8Buf s = u16(u"\U00010000");
  EXPECT_EQ(s.slice(0, 2).as_bytes(), "\xF0\x90\x80");
  EXPECT_EQ(s.slice(2, 4).as_bytes(), "\x90\x80\x80");
  // Needles in either form find each half; the empty needle does not match at 2.
  EXPECT_EQ(s.find_range(s.slice(2, 4)), OptRange({2, 4}));
  EXPECT_EQ(s.find_range(u16(u"\xDC00")), OptRange({2, 4}));
  EXPECT_EQ(s.find_range(s.slice(0, 2)), OptRange({0, 2}));
  EXPECT_EQ(collect(s.match_ranges(Wtf8View())), (std::vector<Range>{{0, 0}, {4, 4}}));
  EXPECT_EQ(s.find(Wtf8View(), 1), 4u);
}

// ---- Rust's str semantics on small cases --------------------------------------------------------

std::vector<std::string> debug_all(const std::vector<Wtf8View>& v) {
  std::vector<std::string> out;
  for (Wtf8View x : v) out.push_back(x.debug_string());
  return out;
}

TEST(SearchSemanticsTest, EmptyPatternAndEmptyHaystack) {
  const Wtf8Buf ab = u16(u"ab");
  const Wtf8View empty;
  EXPECT_EQ(debug_all(collect(ab.split(empty))),
            (std::vector<std::string>{R"("")", R"("a")", R"("b")", R"("")"}));
  EXPECT_EQ(debug_all(collect(ab.rsplit(empty))),
            (std::vector<std::string>{R"("")", R"("b")", R"("a")", R"("")"}));
  EXPECT_EQ(debug_all(collect(empty.split(','))), (std::vector<std::string>{R"("")"}));
  EXPECT_TRUE(collect(empty.split_terminator(',')).empty());
  EXPECT_TRUE(collect(empty.split_inclusive(',')).empty());
  EXPECT_EQ(collect(empty.match_ranges(empty)), (std::vector<Range>{{0, 0}}));
  EXPECT_EQ(ab.trim_matches(empty), ab);
  EXPECT_EQ(ab.replace(empty, u16(u"-")), u16(u"-a-b-"));
  // A split trail surrogate at the start is one code point, and k+2 is no empty match.
  const Wtf8Buf supp = u16(u"\U00010000x\U00010000");
  const Wtf8View half = supp.slice(2, 7);  // "\u{dc00}x\u{d800}", both halves split
  EXPECT_EQ(
      debug_all(collect(half.split(empty))),
      (std::vector<std::string>{R"("")", R"("\u{dc00}")", R"("x")", R"("\u{d800}")", R"("")"}));
  EXPECT_EQ(collect(supp.match_ranges(empty)),
            (std::vector<Range>{{0, 0}, {4, 4}, {5, 5}, {9, 9}}));
}

TEST(SearchSemanticsTest, AdjacentMatchesAndTerminators) {
  const Wtf8Buf s = u16(u",a,,b,");
  EXPECT_EQ(debug_all(collect(s.split(','))),
            (std::vector<std::string>{R"("")", R"("a")", R"("")", R"("b")", R"("")"}));
  EXPECT_EQ(debug_all(collect(s.split_terminator(','))),
            (std::vector<std::string>{R"("")", R"("a")", R"("")", R"("b")"}));
  EXPECT_EQ(debug_all(collect(s.split_inclusive(','))),
            (std::vector<std::string>{R"(",")", R"("a,")", R"(",")", R"("b,")"}));
  EXPECT_EQ(debug_all(collect(s.splitn(3, ','))),
            (std::vector<std::string>{R"("")", R"("a")", R"(",b,")"}));
  EXPECT_EQ(debug_all(collect(s.rsplitn(3, ','))),
            (std::vector<std::string>{R"("")", R"("b")", R"(",a,")"}));
  EXPECT_TRUE(collect(s.splitn(0, ',')).empty());
  const Wtf8Buf aaa = u16(u"aaa");
  const Wtf8Buf aaab = u16(u"aaab");
  const Wtf8Buf xxaxx = u16(u"xxaxx");
  EXPECT_EQ(collect(aaa.match_ranges(u16(u"aa"))), (std::vector<Range>{{0, 2}}));
  EXPECT_EQ(collect(aaa.rmatch_indices(u16(u"aa"))).at(0).first, 1u);
  EXPECT_EQ(aaab.trim_start_matches(u16(u"aa")), u16(u"ab"));
  EXPECT_EQ(xxaxx.trim_matches('x'), u16(u"a"));
}

TEST(SearchSemanticsTest, ReplaceJoinsSurrogatesAtSeams) {
  const Wtf8Buf s = u16(u"\xD800,\xDC00");
  const Wtf8Buf joined = s.replace(',', Wtf8View());
  EXPECT_EQ(joined.as_bytes(), "\xF0\x90\x80\x80");
  EXPECT_EQ(u16(u"\U00010000").replace(cp(0xDC00), u16(u"\xDC01")), u16(u"\U00010001"));
  EXPECT_EQ(u16(u"\U00010000").replace(cp(0xD800), u16(u"x")), u16(u"x\xDC00"));
  // A temporary Wtf8Buf works as the replacement.
  EXPECT_EQ(u16(u"a,b").replace(',', u16(u"--")), u16(u"a--b"));
  EXPECT_EQ(u16(u"a,b,c").replacen(',', u16(u"/"), 1), u16(u"a/b,c"));
}

// ---- the header examples (view_ops.h, pattern.h, search.h) --------------------------------------

TEST(SearchHeaderExamplesTest, ViewOps) {
  const Wtf8Buf s = u16(u"a,b\xD800,\U00010000");
  const CodePoint lead = cp(0xD800);
  const CodePoint trail = cp(0xDC00);
  ASSERT_EQ(s.as_bytes(), "a,b\xED\xA0\x80,\xF0\x90\x80\x80");
  EXPECT_EQ(s.find(','), 1u);
  EXPECT_EQ(s.find(',', 2), 6u);
  EXPECT_EQ(s.find(lead, 4), 7u);
  EXPECT_EQ(s.find(trail), 9u);
  EXPECT_EQ(s.find(Wtf8View()), 0u);
  EXPECT_EQ(s.rfind(','), 6u);
  EXPECT_EQ(s.rfind(',', 5), 1u);
  EXPECT_EQ(s.find_range(trail), OptRange({9, 11}));
  EXPECT_EQ(s.find_range(lead, 4), OptRange({7, 9}));
  EXPECT_EQ(s.rfind_range(lead), OptRange({7, 9}));
  EXPECT_TRUE(s.contains(trail));
  EXPECT_TRUE(s.starts_with('a'));
  EXPECT_TRUE(s.ends_with(trail));
  EXPECT_TRUE(same_view(*s.strip_suffix(trail), s.slice(0, 9)));
  EXPECT_EQ(s.strip_suffix(trail)->debug_string(), R"("a,b\u{d800},\u{d800}")");
  EXPECT_FALSE(s.strip_prefix('b').has_value());
  EXPECT_EQ(debug_all(collect(s.split(','))),
            (std::vector<std::string>{R"("a")", R"("b\u{d800}")", "\"\U00010000\""}));
  EXPECT_EQ(debug_all(collect(s.split(lead))),
            (std::vector<std::string>{R"("a,b")", R"(",")", R"("\u{dc00}")"}));
  EXPECT_EQ(debug_all(collect(s.rsplit(','))),
            (std::vector<std::string>{"\"\U00010000\"", R"("b\u{d800}")", R"("a")"}));
  EXPECT_EQ(debug_all(collect(s.splitn(2, ','))),
            (std::vector<std::string>{R"("a")", "\"b\\u{d800},\U00010000\""}));
  EXPECT_EQ(debug_all(collect(s.rsplitn(2, ','))),
            (std::vector<std::string>{"\"\U00010000\"", R"("a,b\u{d800}")"}));
  const Wtf8Buf abc = u16(u"a,b,");
  EXPECT_EQ(debug_all(collect(abc.split_terminator(','))),
            (std::vector<std::string>{R"("a")", R"("b")"}));
  EXPECT_EQ(debug_all(collect(s.split_inclusive(','))),
            (std::vector<std::string>{R"("a,")", R"("b\u{d800},")", "\"\U00010000\""}));
  EXPECT_EQ(s.split_once(',')->first, u16(u"a"));
  EXPECT_EQ(s.split_once(',')->second, u16(u"b\xD800,\U00010000"));
  EXPECT_EQ(s.rsplit_once(',')->first, u16(u"a,b\xD800"));
  EXPECT_EQ(s.rsplit_once(',')->second, u16(u"\U00010000"));
  EXPECT_EQ(debug_all(collect(s.matches(lead))),
            (std::vector<std::string>{R"("\u{d800}")", R"("\u{d800}")"}));
  EXPECT_EQ(collect(s.matches([](CodePoint c) { return c.is_surrogate(); })).size(), 1u);
  const auto indices = collect(s.match_indices(','));
  ASSERT_EQ(indices.size(), 2u);
  EXPECT_EQ(indices[0].first, 1u);
  EXPECT_EQ(indices[1].first, 6u);
  const auto rindices = collect(s.rmatch_indices(','));
  ASSERT_EQ(rindices.size(), 2u);
  EXPECT_EQ(rindices[0].first, 6u);
  EXPECT_EQ(rindices[1].first, 1u);
  EXPECT_EQ(collect(s.match_ranges(lead)), (std::vector<Range>{{3, 6}, {7, 9}}));
  const Wtf8Buf slash = u16(u"/");
  EXPECT_EQ(s.replace(',', slash), u16(u"a/b\xD800/\U00010000"));
  EXPECT_EQ(u16(u"\xD800,\xDC00").replace(',', Wtf8View()), u16(u"\U00010000"));
  EXPECT_EQ(s.replace(trail, u16(u"x")).debug_string(), R"("a,b\u{d800},\u{d800}x")");
  const Wtf8Buf xxaxx = u16(u"xxaxx");
  EXPECT_EQ(xxaxx.trim_matches('x'), u16(u"a"));
  EXPECT_EQ(xxaxx.trim_start_matches('x'), u16(u"axx"));
  const Wtf8Buf supp = u16(u"\U00010000");
  EXPECT_EQ(supp.trim_start_matches(lead).as_bytes(), "\x90\x80\x80");
}

TEST(SearchHeaderExamplesTest, PatternAndSearch) {
  const Wtf8Buf path = u16(u"C:\\dir/x\xD800.txt");
  EXPECT_EQ(path.find(CodePointSet::from_ascii("/\\")), 2u);
  EXPECT_EQ(path.rfind('.'), 11u);
  EXPECT_EQ(path.find([](CodePoint c) { return c.is_surrogate(); }), 8u);
  EXPECT_EQ(path.find(cp(0xD800)), 8u);

  const CodePointSet seps = CodePointSet::from_ascii("/\\");
  EXPECT_TRUE(seps.contains(*CodePoint::from_ascii('/')));
  EXPECT_EQ(seps.size(), 2u);
  const CodePointSet odd{cp(0xD800)};
  EXPECT_TRUE(odd(cp(0xD800)));
  EXPECT_FALSE(odd(cp(0xDC00)));
  // Two literals: u"\xD800a" would be one out-of-range escape, not U+D800 then 'a'.
  const Wtf8Buf chars =
      u16(u"a\xD800"
          u"a");
  ASSERT_EQ(chars.to_utf16(), std::u16string({u'a', char16_t{0xD800}, u'a'}));
  const CodePointSet from_chars(chars.code_points());
  EXPECT_EQ(from_chars.size(), 2u);
  EXPECT_TRUE(from_chars.contains(cp(0xD800)));
  EXPECT_TRUE(from_chars.contains(cp('a')));

  const auto is_space = ScalarPredicate([](char32_t c) { return c == U' ' || c == U'\u3000'; });
  EXPECT_EQ(u16(u"a\x3000\xD800").find(is_space), 1u);
  EXPECT_EQ(u16(u"\xD800").find(ScalarPredicate([](char32_t) { return true; })), npos);

  const Wtf8Buf s = u16(u"a,b\xD800,\U00010000");
  std::vector<std::string> pieces;
  for (Wtf8View piece : s.split(',')) pieces.push_back(piece.debug_string());
  EXPECT_EQ(pieces, (std::vector<std::string>{R"("a")", R"("b\u{d800}")", "\"\U00010000\""}));
  std::vector<std::size_t> offsets;
  for (auto [offset, m] : s.match_indices(cp(0xD800))) {
    offsets.push_back(offset);
    EXPECT_EQ(m.debug_string(), R"("\u{d800}")");
  }
  EXPECT_EQ(offsets, (std::vector<std::size_t>{3, 7}));
}

// ---- ranges, iterators and lifetimes ------------------------------------------------------------

template <typename T, typename = void>
struct CanSplit : std::false_type {};
template <typename T>
struct CanSplit<T, std::void_t<decltype(std::declval<T>().split(','))>> : std::true_type {};
template <typename T, typename = void>
struct CanTrim : std::false_type {};
template <typename T>
struct CanTrim<T, std::void_t<decltype(std::declval<T>().trim_matches(','))>> : std::true_type {};
template <typename T, typename = void>
struct CanFind : std::false_type {};
template <typename T>
struct CanFind<T, std::void_t<decltype(std::declval<T>().find(','))>> : std::true_type {};

static_assert(CanSplit<const Wtf8Buf&>::value);
static_assert(!CanSplit<Wtf8Buf&&>::value, "splitting a temporary Wtf8Buf would dangle");
static_assert(!CanTrim<Wtf8Buf&&>::value, "trimming a temporary Wtf8Buf would dangle");
static_assert(CanSplit<Wtf8View&&>::value, "a temporary view is fine: it owns nothing");
static_assert(CanFind<Wtf8Buf&&>::value, "find returns an offset: fine on a temporary");

TEST(SearchRangeTest, IteratorsAreForwardAndLazy) {
  const Wtf8Buf s = u16(u"a,b,c");
  const auto r = s.split(',');
  static_assert(std::is_same_v<std::iterator_traits<decltype(r.begin())>::iterator_category,
                               std::forward_iterator_tag>);
  EXPECT_EQ(std::distance(r.begin(), r.end()), 3);
  auto it = r.begin();
  auto copy = it;
  ++it;
  EXPECT_EQ(*copy, u16(u"a"));
  EXPECT_EQ(*it, u16(u"b"));
  EXPECT_NE(it, copy);
  EXPECT_EQ(it->size(), 1u);
  it++;
  ++it;
  EXPECT_EQ(it, r.end());
  // Pieces point into the haystack.
  EXPECT_EQ((*r.begin()).data(), s.data());
}

TEST(SearchRangeTest, TemporaryNeedlesAndSetsLiveInTheRange) {
  const Wtf8Buf s = u16(u"a--b--c");
  auto r = s.split(u16(u"--"));  // the temporary needle is moved into the range
  auto moved = std::move(r);
  EXPECT_EQ(debug_all(collect(moved)), (std::vector<std::string>{R"("a")", R"("b")", R"("c")"}));
  auto by_set = s.split(CodePointSet::from_ascii("-"));
  EXPECT_EQ(collect(by_set).size(), 5u);
  auto counter = [](CodePoint c) { return c.value() == 'b'; };
  EXPECT_EQ(collect(s.split(counter)).size(), 2u);
  bool (*fn)(CodePoint) = [](CodePoint c) { return c.value() == 'c'; };
  EXPECT_EQ(s.find(fn), 6u);
}

// A search never aborts on runtime data: a non-ASCII char (here 0xC3, the first byte of "é")
// is no code point, so it matches nothing, even where the byte occurs.
TEST(SearchContractTest, NonAsciiCharPatternsMatchNothing) {
  const Wtf8Buf s = u16(u"a\u00E9b");
  EXPECT_EQ(s.find('\xC3'), Wtf8View::npos);
  EXPECT_EQ(s.rfind('\xA9'), Wtf8View::npos);
  EXPECT_FALSE(s.contains('\xC3'));
  EXPECT_FALSE(s.starts_with('\xC3'));
  EXPECT_FALSE(s.ends_with('\xA9'));
  EXPECT_EQ(collect(s.split('\xC3')), std::vector<Wtf8View>{s.as_view()});
  EXPECT_EQ(collect(s.rsplit('\xC3')), std::vector<Wtf8View>{s.as_view()});
  EXPECT_EQ(s.trim_matches('\xC3'), s);
  EXPECT_EQ(s.replace('\xC3', u16(u"x")), s);
  EXPECT_EQ(s.find('b'), 3u);  // ASCII chars still match

  // from_ascii keeps the ASCII characters and adds nothing for the others.
  const CodePointSet set = CodePointSet::from_ascii("a\xC3");
  EXPECT_EQ(set.size(), 1u);
  EXPECT_EQ(s.find(set), 0u);
  EXPECT_EQ(s.find(CodePointSet::from_ascii("\xC3\xA9")), Wtf8View::npos);
}

// ---- README and tour snippets (twins) ---------------------------------------------------------

TEST(SearchSnippetTest, SplitWindowsPathWithLoneSurrogate) {
  wtf8::Wtf8Buf path = wtf8::Wtf8Buf::from_utf16(u"C:\\Users\\\xD800x\\file.txt");
  std::vector<std::string> pieces;
  for (wtf8::Wtf8View piece : path.split('\\')) pieces.push_back(piece.debug_string());
  EXPECT_EQ(pieces,
            (std::vector<std::string>{R"("C:")", R"("Users")", R"("\u{d800}x")", R"("file.txt")"}));
  auto [stem, ext] = *path.rsplit_once('.');
  EXPECT_EQ(ext.debug_string(), R"("txt")");
  EXPECT_EQ(stem.to_utf16(), u"C:\\Users\\\xD800x\\file");
  auto emoji = wtf8::Wtf8Buf::from_utf16(u"\U0001F600");  // D83D DE00
  EXPECT_EQ(emoji.find(wtf8::CodePoint::from_u32_unchecked(0xDE00)), 2u);

  const Wtf8Buf two = u16(u"\xD800\xDC00\xD800\xDC01");  // U+10000 U+10001
  EXPECT_EQ(debug_all(collect(two.split(cp(0xD800)))),
            (std::vector<std::string>{R"("")", R"("\u{dc00}")", R"("\u{dc01}")"}));
}

// ---- adversarial inputs (correctness only; timing belongs to the benchmarks) --------------------

TEST(SearchAdversarialTest, LongPeriodicNeedles) {
  const Wtf8Buf hay = *Wtf8Buf::from_utf8(std::string(200000, 'a'));
  const Wtf8Buf needle = *Wtf8Buf::from_utf8(std::string(2000, 'a') + "b");
  EXPECT_EQ(hay.find(needle), npos);
  EXPECT_EQ(hay.rfind(needle), npos);
  EXPECT_EQ(collect(hay.split(needle)).size(), 1u);
  // With surrogate ends the engine checks every occurrence of the middle: U+DC00 + "a"x2000 and
  // "a"x2000 + U+D800 occur in the middle at every offset but never match, then once at the end.
  const Wtf8Buf with_trail = u16(u"\xDC00") + *Wtf8Buf::from_utf8(std::string(2000, 'a'));
  const Wtf8Buf with_lead = *Wtf8Buf::from_utf8(std::string(2000, 'a')) + u16(u"\xD800");
  EXPECT_EQ(hay.find(with_trail), npos);
  EXPECT_EQ(hay.rfind(with_lead), npos);
  const Wtf8Buf tail = hay + u16(u"\U00010000") + hay;
  EXPECT_EQ(tail.find_range(with_trail), OptRange({200002, 202004}));
  EXPECT_EQ(tail.rfind_range(with_lead), OptRange({198000, 200002}));
  // Surrogate-only needles over many near misses.
  std::u16string near;
  for (int i = 0; i < 50000; ++i) near += u"\U00010001";
  const Wtf8Buf near_buf = u16(near);
  EXPECT_EQ(near_buf.find(cp(0xDC00)), npos);
  EXPECT_EQ(collect(near_buf.match_ranges(cp(0xD800))).size(), 50000u);
  EXPECT_EQ(collect(near_buf.split(u16(u"\xDC01\xD800"))).size(), 50000u);
}

// The pair filter's candidates all pass and the verification rejects them: a periodic middle
// with a surrogate end that never fits, so the search hands over to the two-way scanner; a
// surrogate-only needle whose filter bytes every 4-byte sequence has.
TEST(SearchAdversarialTest, FilterCandidatesThatAllFail) {
  std::u16string unit_a_d801;
  for (int i = 0; i < 50000; ++i) unit_a_d801 += u"a\xD801";
  const Wtf8Buf periodic = u16(unit_a_d801);  // 61 ED A0 81, 50000 times
  std::u16string middle;
  for (int i = 0; i < 300; ++i) middle += u"a\xD801";
  const Wtf8Buf with_lead = u16(middle + u"a\xD800");  // every candidate fails only at the end
  EXPECT_EQ(periodic.find(with_lead), npos);
  EXPECT_EQ(periodic.rfind(with_lead), npos);
  const Wtf8Buf with_match = periodic + u16(u"a\xD800");
  EXPECT_EQ(with_match.find_range(with_lead), OptRange({4 * 49700, 4 * 50000 + 4}));
  EXPECT_EQ(with_match.rfind_range(with_lead), OptRange({4 * 49700, 4 * 50000 + 4}));

  std::u16string agraves(100000, u'\u00C0');  // C3 80: every 80 is a trail's last byte
  const Wtf8Buf twos = u16(agraves);
  const Wtf8Buf with_trail = u16(u"\xDC00" + std::u16string(500, u'\u00C0'));
  EXPECT_EQ(twos.find(with_trail), npos);
  EXPECT_EQ(twos.rfind(with_trail), npos);
  const Wtf8Buf trail_then = u16(u"\xDC00") + twos;
  EXPECT_EQ(trail_then.find(with_trail), 0u);
  EXPECT_EQ(trail_then.rfind(with_trail), 0u);  // after rejecting every candidate on the way

  std::u16string supp;
  for (int i = 0; i < 50000; ++i) supp += u"\U00010400";  // F0 90 90 80: lead D801, trail DC00
  const Wtf8Buf halves = u16(supp);
  EXPECT_EQ(halves.find(cp(0xD800)), npos);  // its filter bytes F0, 90 pass everywhere
  EXPECT_EQ(halves.rfind(cp(0xD800)), npos);
  EXPECT_EQ(collect(halves.match_ranges(cp(0xDC00))).size(), 50000u);
  EXPECT_EQ(collect(halves.rmatch_indices(cp(0xD801))).size(), 50000u);
}

TEST(SearchAdversarialTest, RightToLeftOverManyLeadSurrogates) {
  // Regression: the backward scan for a lead-surrogate-only needle restarted at the end of the
  // haystack on every step, so rsplit / rmatch_indices were quadratic (seconds at this size).
  const Wtf8Buf leads = u16(std::u16string(200000, u'\xD800'));
  EXPECT_EQ(collect(leads.rsplit(cp(0xD800))).size(), 200001u);
  EXPECT_EQ(collect(leads.rsplitn(3, u16(u"\xD800"))).size(), 3u);
  std::u16string pairs;
  for (int i = 0; i < 100000; ++i) pairs += u"\U00010000";
  const Wtf8Buf halves = u16(pairs);
  const auto found = collect(halves.rmatch_indices(cp(0xD800)));
  ASSERT_EQ(found.size(), 100000u);
  EXPECT_EQ(found.front().first, 4u * 99999);
  EXPECT_EQ(found.back().first, 0u);
  EXPECT_EQ(found.back().second.as_bytes(), "\xF0\x90\x80");
}

}  // namespace
}  // namespace wtf8
