// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8/code_points.h: the block-decoded `code_points()` and `code_point_indices()` iterators
// against the one-sequence-at-a-time cursor (internal::ScalarCodePoints, whose offsets the model
// takes), forwards, backwards and in
// random walks, on random OMG views of every kind (split halves at either end or both, lone
// surrogates, every sequence length, sequences cut by the 64-byte windows, a last window holding
// only the end of a sequence), with every kernel table this CPU runs. Differential tests print
// the seed and the view on failure.

#include "wtf8/code_points.h"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

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
using test_util::hex;
using test_util::KernelScope;

// The model: each code point and its byte offset, from the sequence-at-a-time cursor.
struct Model {
  std::vector<uint32_t> values;
  std::vector<std::size_t> offsets;  // one more: the size
};

Model model_of(Wtf8View v) {
  Model m;
  const internal::ScalarCodePoints cursor(v.data(), v.size());
  for (auto it = cursor.begin(); it != cursor.end(); ++it) {
    m.values.push_back((*it).value());
    m.offsets.push_back(it.offset());
  }
  m.offsets.push_back(v.size());
  return m;
}

// Random well-formed WTF-8 of about `n` bytes: every sequence length, lone surrogates of both
// kinds (never a lead directly before a trail), runs of one kind (so windows fall in the middle
// of long runs of 2-, 3- and 4-byte sequences).
std::string random_wtf8(std::mt19937* rng, std::size_t n) {
  std::string s;
  bool after_lead = false;
  int run_kind = -1;
  int run = 0;
  while (s.size() < n) {
    if (run == 0) {
      run_kind = static_cast<int>((*rng)() % 7);  // 0..4: one kind, 5..6: mixed
      run = 1 + static_cast<int>((*rng)() % 40);
    }
    --run;
    const int kind = run_kind < 5 ? run_kind : static_cast<int>((*rng)() % 5);
    uint32_t c;
    switch (kind) {
      case 0:
        c = (*rng)() % 0x80;
        break;
      case 1:
        c = 0x80 + (*rng)() % 0x780;
        break;
      case 2:
        c = 0x800 + (*rng)() % 0xF800;
        if (c >= 0xD800 && c <= 0xDFFF) c -= 0x800;  // surrogates are kind 4
        break;
      case 3:
        c = 0x10000 + (*rng)() % 0x100000;
        break;
      default:
        c = 0xD800 + (*rng)() % 0x800;
        if (after_lead && c >= 0xDC00) c -= 0x400;  // a lead again, not a pair
        break;
    }
    s += reference::utf8_of(c);
    after_lead = c >= 0xD800 && c <= 0xDBFF;
  }
  return s;
}

// A slice of `whole` between two boundaries near `b` and `e` (mid-supplementary ones included,
// which give split halves at the ends).
Wtf8View slice_near(Wtf8View whole, std::size_t b, std::size_t e) {
  b = std::min(b, whole.size());
  while (!whole.is_boundary(b)) ++b;
  e = std::max(b, std::min(e, whole.size()));
  while (e > b && !whole.is_boundary(e)) --e;
  return whole.slice(b, e);
}

std::string describe(Wtf8View v, uint32_t seed, const Kernels* k) {
  return std::string("kernel ") + k->name + ", seed " + std::to_string(seed) + ", view of " +
         std::to_string(v.size()) + " bytes: " + v.debug_string() + " = " + hex(v.as_bytes());
}

// Forwards, backwards, a random walk, and equality of iterators reached different ways.
void check_view(Wtf8View v, std::mt19937* rng, const std::string& what) {
  const Model m = model_of(v);
  const std::size_t n = m.values.size();
  const CodePoints range = v.code_points();
  // Forwards, with offsets.
  std::size_t k = 0;
  for (auto it = range.begin(); it != range.end(); ++it, ++k) {
    ASSERT_LT(k, n) << what << ": more code points forwards than the model's " << n;
    ASSERT_EQ(it->value(), m.values[k]) << what << ": forwards at " << k;
    ASSERT_EQ(it.offset(), m.offsets[k]) << what << ": offset forwards at " << k;
  }
  ASSERT_EQ(k, n) << what << ": forwards";
  ASSERT_EQ(range.end().offset(), v.size()) << what;
  // Range-for (what most code does).
  std::vector<uint32_t> values;
  for (const CodePoint cp : v.code_points()) values.push_back(cp.value());
  ASSERT_EQ(values, m.values) << what << ": range-for";
  // Backwards from end().
  k = n;
  for (auto it = range.end(); it != range.begin();) {
    --it;
    ASSERT_GT(k, 0u) << what << ": more code points backwards";
    --k;
    ASSERT_EQ((*it).value(), m.values[k]) << what << ": backwards at " << k;
    ASSERT_EQ(it.offset(), m.offsets[k]) << what << ": offset backwards at " << k;
  }
  ASSERT_EQ(k, 0u) << what << ": backwards";
  // A random walk: each step forwards or backwards; the iterator must equal one brought to the
  // same index from begin() (forwards) and from end() (backwards).
  auto it = range.begin();
  std::size_t at = 0;
  const int steps = n == 0 ? 0 : static_cast<int>(3 * n + 10);
  for (int step = 0; step < steps; ++step) {
    const bool forward = at < n && (at == 0 || (*rng)() % 2 == 0);
    if (forward) {
      const auto old = it++;
      ASSERT_EQ(old.offset(), m.offsets[at]) << what << ": post-increment returned a moved copy";
      ++at;
    } else if (at > 0) {
      if ((*rng)() % 2 == 0) {
        --it;
      } else {
        it--;
      }
      --at;
    }
    if (at < n) {
      ASSERT_EQ(it->value(), m.values[at]) << what << ": walk at " << at << ", step " << step;
    }
    ASSERT_EQ(it.offset(), m.offsets[at]) << what << ": walk offset at " << at;
    if (step % 7 == 0) {
      auto from_begin = range.begin();
      std::advance(from_begin, static_cast<std::ptrdiff_t>(at));
      auto from_end = range.end();
      std::advance(from_end, -static_cast<std::ptrdiff_t>(n - at));
      ASSERT_TRUE(it == from_begin) << what << ": walk vs from begin() at " << at;
      ASSERT_TRUE(it == from_end) << what << ": walk vs from end() at " << at;
      ASSERT_EQ(it == range.end(), at == n) << what;
      if (at + 1 <= n) {
        auto next = from_end;
        ++next;
        ASSERT_TRUE(next != it) << what << ": distinct positions compared equal at " << at;
      }
    }
  }
  ASSERT_EQ(static_cast<std::size_t>(std::distance(range.begin(), range.end())), n) << what;
  // code_point_indices(): forwards (range-for), backwards, and a walk like the one above.
  std::vector<std::pair<std::size_t, uint32_t>> pairs, want_pairs;
  for (std::size_t j = 0; j < n; ++j) want_pairs.emplace_back(m.offsets[j], m.values[j]);
  for (const auto [offset, cp] : v.code_point_indices()) pairs.emplace_back(offset, cp.value());
  ASSERT_EQ(pairs, want_pairs) << what << ": code_point_indices() forwards";
  const CodePointIndices indices = v.code_point_indices();
  ASSERT_EQ(indices.end().offset(), v.size()) << what;
  k = n;
  for (auto ix = indices.end(); ix != indices.begin();) {
    --ix;
    ASSERT_GT(k, 0u) << what << ": more indices backwards";
    --k;
    ASSERT_EQ(ix->first, m.offsets[k]) << what << ": index offset backwards at " << k;
    ASSERT_EQ(ix->second.value(), m.values[k]) << what << ": index value backwards at " << k;
  }
  ASSERT_EQ(k, 0u) << what << ": indices backwards";
  auto ix = indices.begin();
  at = 0;
  for (int step = 0; step < steps; ++step) {
    if (at < n && (at == 0 || (*rng)() % 2 == 0)) {
      ++ix;
      ++at;
    } else if (at > 0) {
      ix--;
      --at;
    }
    ASSERT_EQ(ix.offset(), m.offsets[at]) << what << ": index walk at " << at;
    if (at < n) {
      ASSERT_EQ((*ix).second.value(), m.values[at]) << what << ": index walk at " << at;
    }
    ASSERT_EQ(ix == indices.end(), at == n) << what << ": index walk at " << at;
  }
}

TEST(CodePointsTest, IteratorIsBidirectionalAndTriviallyCopyable) {
  using It = CodePointIterator;
  static_assert(
      std::is_same_v<std::iterator_traits<It>::iterator_category, std::bidirectional_iterator_tag>);
  static_assert(std::is_same_v<std::iterator_traits<It>::value_type, CodePoint>);
  static_assert(std::is_trivially_copyable_v<It>);
  static_assert(std::is_same_v<decltype(*std::declval<It>()), CodePoint>);
  using Ix = CodePointIndexIterator;
  static_assert(
      std::is_same_v<std::iterator_traits<Ix>::iterator_category, std::bidirectional_iterator_tag>);
  static_assert(std::is_trivially_copyable_v<Ix>);
  EXPECT_TRUE(Ix() == Wtf8View().code_point_indices().end());
  // The default iterator equals end() of an empty view.
  const Wtf8View empty;
  EXPECT_TRUE(It() == empty.code_points().end());
  EXPECT_TRUE(empty.code_points().begin() == empty.code_points().end());
  EXPECT_EQ(empty.code_points().end().offset(), 0u);
}

TEST(CodePointsTest, HandCheckedViews) {
  const Wtf8View whole = test_util::omg("a\xED\xA0\x80\xC3\xA9\xF0\x9F\x98\x80\xED\xB0\x80");
  std::mt19937 rng(1);
  check_view(whole, &rng, "small");
  // Split halves at both ends: U+1F600's trail, then U+10000's lead.
  check_view(test_util::omg("\x9F\x98\x80"
                            "a"
                            "\xF0\x90\x80"),
             &rng, "split both");
  check_view(test_util::omg("\x90\x80\x80"), &rng, "split trail alone");
  check_view(test_util::omg("\xF0\x90\x80"), &rng, "split lead alone");
  // 64 bytes then the 3 last bytes of a 4-byte sequence begun in the first window: the second
  // window holds no code point.
  std::string s(61, 'a');
  s += "\xF0\x9F\x98\x80";
  check_view(test_util::omg(s), &rng, "empty last window");
  s = std::string(64, 'b') + s;
  check_view(test_util::omg(s), &rng, "empty last window after two");
  // A split trail at 0 then 61 ASCII bytes: window 0 holds 62 code points; and views of
  // exactly 64 and 128 bytes.
  check_view(test_util::omg("\x90\x80\x80" + std::string(61, 'x') + "\xC3\xA9"), &rng, "trail");
  check_view(test_util::omg(std::string(64, 'y')), &rng, "64");
  check_view(test_util::omg(std::string(128, 'z')), &rng, "128");
}

TEST(CodePointsTest, RandomViewsAgreeWithTheCursorOnEveryKernel) {
  for (const Kernels* k : all_kernels()) {
    KernelScope scope(k);
    for (uint32_t seed = 0; seed < 300; ++seed) {
      std::mt19937 rng(seed);
      const std::size_t n = seed < 200 ? rng() % 200 : rng() % 2000;
      const std::string bytes = random_wtf8(&rng, n);
      const Wtf8View whole = Wtf8View::from_wtf8_unchecked(bytes);
      ASSERT_TRUE(is_well_formed_wtf8(bytes)) << hex(bytes);
      check_view(whole, &rng, describe(whole, seed, k));
      if (HasFatalFailure()) return;
      // Slices of every kind: anywhere, so ends may be split halves or window-cut sequences.
      for (int cut = 0; cut < 4; ++cut) {
        const std::size_t b = whole.empty() ? 0 : rng() % (whole.size() + 1);
        const std::size_t e = b + rng() % (whole.size() + 1);
        const Wtf8View v = slice_near(whole, b, e);
        check_view(v, &rng, describe(v, seed, k));
        if (HasFatalFailure()) return;
      }
    }
  }
}

// Every slice [b, e) of one string whose sequences straddle the window edges at 64 and 128, so
// every way a window can begin and end inside a sequence (and at a split half) is met.
TEST(CodePointsTest, EverySliceAroundWindowEdgesOnEveryKernel) {
  std::string bytes;
  const char* const pieces[] = {"\xF0\x9F\x98\x80", "\xE4\xB8\x80", "\xC3\xA9", "a",
                                "\xED\xA0\x80",     "\xED\xBF\xBF"};
  for (std::size_t k = 0; bytes.size() < 150; ++k) bytes += pieces[(k * 7 + k / 5) % 6];
  const Wtf8View whole = Wtf8View::from_wtf8_unchecked(bytes);
  ASSERT_TRUE(is_well_formed_wtf8(bytes)) << hex(bytes);
  for (const Kernels* k : all_kernels()) {
    KernelScope scope(k);
    std::mt19937 rng(5);
    for (std::size_t b = 0; b <= 70; ++b) {
      for (std::size_t e = b; e <= whole.size(); ++e) {
        if (!whole.is_boundary(b) || !whole.is_boundary(e)) continue;
        if (e > b + 8 && e < 120 && e % 5 != 0) continue;  // the long middle ones sampled
        const Wtf8View v = whole.slice(b, e);
        check_view(v, &rng, describe(v, static_cast<uint32_t>(b * 1000 + e), k));
        if (HasFatalFailure()) return;
      }
    }
  }
}

}  // namespace
}  // namespace wtf8
