// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The thread-safety promises of the headers, checked under ThreadSanitizer
// (./bazelw test --config=tsan //tests:thread_safety_test; CI stage 35-tsan): concurrent reads of
// one shared `Wtf8View`, `Wtf8Buf`, `CodePointSet` and needle are safe, and so are independent
// `Decoder`s, one `Finder` shared by every thread, and the free functions with static tables
// (labels, UTF-58) used from many threads at once, first use included. Each thread also checks its
// results against a single-threaded run, so the test means something without TSan too.

#include <atomic>
#include <cstddef>
#include <string>
#include <thread>
#include <vector>

#include "absl/hash/hash.h"
#include "gtest/gtest.h"
#include "wtf8/encoding.h"
#include "wtf8/finder.h"
#include "wtf8/utf58.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

constexpr int kThreads = 6;
constexpr int kRounds = 40;

// Runs `body(thread_index)` on kThreads threads released at the same moment.
template <typename Body>
void run_concurrently(const Body& body) {
  std::atomic<int> ready{0};
  std::atomic<bool> go{false};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      ready.fetch_add(1);
      while (!go.load()) std::this_thread::yield();
      body(t);
    });
  }
  while (ready.load() < kThreads) std::this_thread::yield();
  go.store(true);
  for (std::thread& th : threads) th.join();
}

// Everything read-only one can do with a string, folded into one comparable summary.
template <typename S>
std::string summary(const S& s, Wtf8View needle, const CodePointSet& set) {
  std::string out;
  out += s.debug_string();
  out += s.to_utf8_lossy();
  const std::u16string u = s.to_utf16();
  out += std::to_string(u.size()) + "/" + std::to_string(s.utf16_len()) + "/" +
         std::to_string(s.code_point_count()) + "/" + std::to_string(absl::HashOf(s.as_view()));
  for (const auto& [offset, cp] : s.code_point_indices()) {
    out += std::to_string(offset) + ":" + std::to_string(cp.value()) + ",";
  }
  for (std::size_t i = 0; i <= s.size(); ++i) {
    if (s.is_boundary(i)) out += s.slice_from(i).debug_string();
  }
  out += std::to_string(s.find(needle)) + std::to_string(s.rfind(needle));
  for (Wtf8View piece : s.split(needle)) out += piece.debug_string();
  for (Wtf8View piece : s.rsplit(set)) out += piece.debug_string();
  for (const auto& [at, m] : s.match_indices(set)) out += std::to_string(at) + m.debug_string();
  out += s.replace(needle, Wtf8Buf::from_utf16(u"<\xDC00>")).debug_string();
  out += s.trim_matches(set).debug_string();
  out += s.to_ascii_uppercase().debug_string();
  out += std::to_string(s == needle) + std::to_string(s < needle);
  return out;
}

TEST(ThreadSafetyTest, SharedViewsAndBufsAreReadConcurrently) {
  const Wtf8Buf buf = Wtf8Buf::from_utf16(
      u"C:\\dir\xD800\\file,\U0001F600,x\xDC00y\xD83D,\xDE00 tail \xD800\xDC00\xD800");
  const Wtf8View view = buf.slice(2, buf.size() - 5);  // ends inside U+10000 (at k+2)
  const Wtf8Buf needle = Wtf8Buf::from_utf16(u",");
  const Wtf8Buf surrogate_needle = Wtf8Buf::from_utf16(u"\xD800");
  const CodePointSet set = CodePointSet::from_ascii("\\,: ");
  const std::string want_buf = summary(buf, needle, set);
  const std::string want_view = summary(view, surrogate_needle, set);

  std::atomic<int> mismatches{0};
  run_concurrently([&](int) {
    for (int r = 0; r < kRounds; ++r) {
      if (summary(buf, needle, set) != want_buf) mismatches.fetch_add(1);
      if (summary(view, surrogate_needle, set) != want_view) mismatches.fetch_add(1);
    }
  });
  EXPECT_EQ(mismatches.load(), 0);
}

TEST(ThreadSafetyTest, OneFinderIsSharedByAllThreads) {
  std::u16string text;
  for (int i = 0; i < 300; ++i) text += u"line \xD800 \U00010000 x\xDC00, ";
  const Wtf8Buf hay = Wtf8Buf::from_utf16(text);  // long enough for the vector loops
  const Wtf8Buf lead = Wtf8Buf::from_utf16(u"\xD800");
  const Wtf8Buf trail_comma = Wtf8Buf::from_utf16(u"\xDC00,");
  const Finder finders[] = {Finder(lead), Finder(trail_comma)};
  const auto summary = [&](const Finder& f) {
    std::string out;
    for (std::size_t from = 0; from < hay.size(); from += 97) {
      out += std::to_string(f.find(hay, from)) + "," + std::to_string(f.rfind(hay, from)) + ";";
    }
    for (const auto& [b, e] : hay.match_ranges(f)) {
      out += std::to_string(b) + "-" + std::to_string(e);
    }
    return out;
  };
  const std::string want[] = {summary(finders[0]), summary(finders[1])};
  std::atomic<int> mismatches{0};
  run_concurrently([&](int t) {
    for (int r = 0; r < kRounds / 4; ++r) {
      if (summary(finders[t % 2]) != want[t % 2]) mismatches.fetch_add(1);
    }
  });
  EXPECT_EQ(mismatches.load(), 0);
}

TEST(ThreadSafetyTest, IndependentDecodersRunConcurrently) {
  namespace enc = encoding;
  const std::string utf8 =
      "\xEF\xBB\xBF"
      "caf\xC3\xA9 \xF0\x9F\x98\x80 \xED\xA0\x80 \xC0 end";
  const std::string utf16 =
      enc::utf16le_encode(Wtf8Buf::from_utf16(u"a\xD800 b\U0001F600"), enc::LoneSurrogates::kKeep);
  const Wtf8Buf want_utf8 = enc::utf8_decode(utf8);
  const Wtf8Buf want_utf16 =
      *enc::decode(utf16, enc::Encoding::kUtf16Le, enc::ErrorMode::kLossless, enc::Bom::kKeep);

  std::atomic<int> mismatches{0};
  run_concurrently([&](int t) {
    for (int r = 0; r < kRounds; ++r) {
      // Each thread owns its decoders and feeds them in a thread-specific chunking.
      enc::Decoder d8(enc::Encoding::kUtf8);
      enc::Decoder d16(enc::Encoding::kUtf16Le, enc::ErrorMode::kLossless, enc::Bom::kKeep);
      Wtf8Buf out8, out16;
      const std::size_t step = 1 + static_cast<std::size_t>((t + r) % 5);
      for (std::size_t i = 0; i < utf8.size(); i += step) {
        if (!d8.decode(std::string_view(utf8).substr(i, step), i + step >= utf8.size(), out8)
                 .ok()) {
          mismatches.fetch_add(1);
        }
      }
      for (std::size_t i = 0; i < utf16.size(); i += step) {
        if (!d16.decode(std::string_view(utf16).substr(i, step), i + step >= utf16.size(), out16)
                 .ok()) {
          mismatches.fetch_add(1);
        }
      }
      if (out8 != want_utf8 || out16 != want_utf16) mismatches.fetch_add(1);
      // Free functions with static tables, first use possibly racing with other threads.
      if (enc::encoding_for_label(" Latin1 ") != enc::Encoding::kWindows1252) {
        mismatches.fetch_add(1);
      }
      if (enc::name(enc::Encoding::kShiftJis) != "Shift_JIS") mismatches.fetch_add(1);
      const auto u58 = utf58::encode(want_utf8, utf58::Dialect::kSpecTable);
      if (!u58.ok() || *utf58::decode(*u58, utf58::Dialect::kSpecTable) != want_utf8) {
        mismatches.fetch_add(1);
      }
      if (!is_well_formed_wtf8(want_utf16.as_bytes()) ||
          is_well_formed_utf8(want_utf16.as_bytes())) {
        mismatches.fetch_add(1);
      }
    }
  });
  EXPECT_EQ(mismatches.load(), 0);
}

}  // namespace
}  // namespace wtf8
