// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Bad input at every public entry point: truncated sequences, every byte that cannot start a
// sequence, surrogate pair byte sequences, split surrogates in the middle of a view, offsets past
// the end and near SIZE_MAX, and empty input. Nothing may crash, read out of bounds (run under
// --config=clang-asan in CI), or lose data silently: each call either fails with "at byte offset
// N", or returns the documented replacement, nullopt or npos. (Multi-hundred-MB inputs are in
// huge_test.cc, which runs with -c opt.)

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "gtest/gtest.h"
#include "tests/test_util.h"
#include "wtf8/encoding.h"
#include "wtf8/utf58.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

namespace enc = encoding;
using test_util::error_offset;
using test_util::hex;
constexpr std::size_t kMax = std::numeric_limits<std::size_t>::max();
constexpr std::size_t npos = Wtf8View::npos;

// Every strict entry point that takes bytes, as (name, status of the call).
std::vector<std::pair<std::string, absl::Status>> strict_calls(std::string_view s) {
  return {
      {"Wtf8View::from_utf8", Wtf8View::from_utf8(s).status()},
      {"Wtf8View::from_wtf8", Wtf8View::from_wtf8(s).status()},
      {"Wtf8View::from_omg_wtf8", Wtf8View::from_omg_wtf8(s).status()},
      {"Wtf8Buf::from_utf8", Wtf8Buf::from_utf8(s).status()},
      {"Wtf8Buf::from_wtf8", Wtf8Buf::from_wtf8(s).status()},
      {"utf8_decode_without_bom_or_fail", enc::utf8_decode_without_bom_or_fail(s).status()},
      {"decode kFatal",
       enc::decode(s, enc::Encoding::kUtf8, enc::ErrorMode::kFatal, enc::Bom::kKeep).status()},
      {"decode kLossless",
       enc::decode(s, enc::Encoding::kUtf8, enc::ErrorMode::kLossless, enc::Bom::kKeep).status()},
  };
}

// All strict entry points reject `s` at `offset`; the lossy ones give `lossy`.
// `split_lead_last`: `s` ends with the first 3 bytes of a 4-byte sequence, which OMG-WTF-8 allows
// (a split lead surrogate), so only from_omg_wtf8 accepts it.
void expect_rejected_everywhere(std::string_view s, std::size_t offset, std::string_view lossy,
                                bool split_lead_last = false) {
  SCOPED_TRACE(hex(s));
  for (const auto& [name, status] : strict_calls(s)) {
    if (split_lead_last && name == "Wtf8View::from_omg_wtf8") {
      EXPECT_TRUE(status.ok()) << status;
      continue;
    }
    ASSERT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << name;
    EXPECT_EQ(error_offset(status), offset) << name << ": " << status;
  }
  EXPECT_FALSE(is_well_formed_utf8(s));
  EXPECT_FALSE(is_well_formed_wtf8(s));
  EXPECT_EQ(is_well_formed_omg_wtf8(s), split_lead_last);
  EXPECT_EQ(Wtf8Buf::from_utf8_lossy(s).as_bytes(), lossy);
  EXPECT_EQ(enc::utf8_decode_without_bom(s).as_bytes(), lossy);
  enc::Decoder d(enc::Encoding::kUtf8, enc::ErrorMode::kReplacement, enc::Bom::kKeep);
  Wtf8Buf out;
  ASSERT_TRUE(d.decode(s, true, out).ok());
  EXPECT_EQ(out.as_bytes(), lossy);
  EXPECT_TRUE(d.had_errors());
}

const std::string kFffd = "\xEF\xBF\xBD";

TEST(BadInputTest, EveryTruncatedSequence) {
  // Each well-formed sequence cut after 1..len-1 bytes, between "ab" and the end / "cd".
  for (const std::string full :
       {"\xC2\x80", "\xDF\xBF", "\xE0\xA0\x80", "\xE2\x82\xAC", "\xEF\xBF\xBF", "\xF0\x90\x80\x80",
        "\xF3\xBF\xBF\xBF", "\xF4\x8F\xBF\xBF"}) {
    for (std::size_t cut = 1; cut < full.size(); ++cut) {
      const std::string part = full.substr(0, cut);
      // At the end: one U+FFFD for the whole truncated sequence (a maximal subpart).
      expect_rejected_everywhere("ab" + part, 2, "ab" + kFffd, full.size() == 4 && cut == 3);
      // Interrupted by ASCII.
      expect_rejected_everywhere("ab" + part + "cd", 2, "ab" + kFffd + "cd");
    }
  }
}

TEST(BadInputTest, EveryInvalidLeadByte) {
  for (int b = 0x80; b <= 0xFF; ++b) {
    if (b >= 0xC2 && b <= 0xF4) continue;  // these can start a sequence
    const std::string s = std::string("ab") + static_cast<char>(b) + "cd";
    expect_rejected_everywhere(s, 2, "ab" + kFffd + "cd");
    // Alone, and as the whole input.
    expect_rejected_everywhere(std::string(1, static_cast<char>(b)), 0, kFffd);
  }
}

TEST(BadInputTest, SurrogatePairByteSequences) {
  for (int lead = 0xA0; lead <= 0xAF; lead += 5) {
    for (int trail = 0xB0; trail <= 0xBF; trail += 5) {
      const std::string pair = std::string("x\xED") + static_cast<char>(lead) + "\x80\xED" +
                               static_cast<char>(trail) + "\x80";
      SCOPED_TRACE(hex(pair));
      // WTF-8 forbids the pair (it must be one 4-byte sequence); UTF-8 forbids any surrogate.
      for (const auto& [name, status] : strict_calls(pair)) {
        ASSERT_FALSE(status.ok()) << name;
        EXPECT_EQ(error_offset(status), 1u) << name;
      }
      // Lossy UTF-8 decoding: each of the 6 bytes is its own maximal subpart.
      std::string six;
      for (int i = 0; i < 6; ++i) six += kFffd;
      EXPECT_EQ(Wtf8Buf::from_utf8_lossy(pair).as_bytes(), "x" + six);
      // Each half alone is a lone surrogate: fine in WTF-8.
      EXPECT_TRUE(is_well_formed_wtf8(pair.substr(0, 4)));
      EXPECT_TRUE(is_well_formed_wtf8(pair.substr(4)));
    }
  }
}

TEST(BadInputTest, SplitSurrogatesOnlyAtTheEnds) {
  // A split lead surrogate (F0 90 80) is allowed last, a split trail (90 80 80) first, nowhere
  // else; and never in a plain WTF-8 or UTF-8 string.
  EXPECT_TRUE(Wtf8View::from_omg_wtf8("a\xF0\x90\x80").ok());
  EXPECT_TRUE(Wtf8View::from_omg_wtf8("\x90\x80\x80"
                                      "a")
                  .ok());
  for (const auto& [bytes, offset] :
       std::vector<std::pair<std::string, std::size_t>>{{"a\xF0\x90\x80"
                                                         "b",
                                                         1},
                                                        {"a\xF0\x90\x80\xF0\x90\x80", 1},
                                                        {"a\x90\x80\x80", 1},
                                                        {"\x90\x80\x80\x90\x80\x80", 3},
                                                        {"\x90\x80", 0},
                                                        {"\x90", 0}}) {
    SCOPED_TRACE(hex(bytes));
    const absl::Status omg = Wtf8View::from_omg_wtf8(bytes).status();
    ASSERT_FALSE(omg.ok());
    EXPECT_EQ(error_offset(omg), offset) << omg;
    EXPECT_FALSE(Wtf8View::from_wtf8(bytes).ok());
  }
  EXPECT_FALSE(Wtf8View::from_wtf8("a\xF0\x90\x80").ok());
  EXPECT_FALSE(Wtf8View::from_wtf8("\x90\x80\x80"
                                   "a")
                   .ok());

  // A view sliced in the middle of a 4-byte sequence: every operation treats the half as a lone
  // surrogate, and appending it to a buffer canonicalizes it.
  const Wtf8Buf s = Wtf8Buf::from_utf16(u"x\U00010000y");
  const Wtf8View left = s.slice(0, 3), right = s.slice(3, s.size());
  EXPECT_EQ(left.to_utf16(), u"x\xD800");
  EXPECT_EQ(right.to_utf16(), std::u16string(u"\xDC00") + u"y");
  EXPECT_FALSE(left.to_utf8().ok());
  EXPECT_EQ(error_offset(left.to_utf8().status()), 1u);
  EXPECT_EQ(left.to_utf8_lossy(), "x" + kFffd);
  EXPECT_EQ(enc::utf8_encode(right), kFffd + "y");
  EXPECT_EQ(enc::utf16le_encode(right, enc::LoneSurrogates::kKeep), std::string("\x00\xDCy\0", 4));
  EXPECT_FALSE(utf58::encode(right).ok());
  EXPECT_EQ(error_offset(utf58::encode(right).status()), 0u);
  EXPECT_EQ(left.to_buf().as_bytes(), "x\xED\xA0\x80");
  EXPECT_EQ(left + right, s);
  Wtf8Buf joined = left.to_buf();
  joined.append(right);
  EXPECT_EQ(joined.as_bytes(), s.as_bytes());
}

TEST(BadInputTest, OffsetsPastTheEndAndNearSizeMax) {
  const Wtf8Buf s = Wtf8Buf::from_utf16(u"a,\U00010000,\xD800");
  const Wtf8View v = s;
  for (const std::size_t bad : {s.size() + 1, s.size() + 4, kMax - 3, kMax - 1, kMax}) {
    SCOPED_TRACE(bad);
    EXPECT_FALSE(v.is_boundary(bad));
    EXPECT_FALSE(v.try_slice(0, bad).has_value());
    EXPECT_FALSE(v.try_slice(bad, bad).has_value());
    EXPECT_FALSE(v.try_slice(bad, 0).has_value());
    EXPECT_EQ(v.find(',', bad), npos);
    EXPECT_EQ(v.find(Wtf8View(), bad), npos);
    EXPECT_FALSE(v.find_range(CodePoint::from_u32_unchecked(0xDC00), bad).has_value());
    // rfind from past the end searches the whole string.
    EXPECT_EQ(v.rfind(',', bad), 6u);
    EXPECT_EQ(v.rfind(Wtf8View(), bad), s.size());
    Wtf8Buf copy = s;
    EXPECT_FALSE(copy.try_truncate(bad));
    EXPECT_EQ(copy, s);
  }
  EXPECT_FALSE(v.try_slice(3, 2).has_value());  // begin after end
  EXPECT_FALSE(v.try_slice(3, 5).has_value());  // 3 is inside U+10000, not at k+2
  EXPECT_EQ(v.rfind(',', 0), npos);
  std::size_t n = 0;
  for (Wtf8View piece : v.splitn(kMax, ',')) n += piece.empty() ? 0 : 1;
  EXPECT_EQ(n, 3u);
  n = 0;
  for (Wtf8View piece : v.rsplitn(kMax, ',')) n += piece.empty() ? 0 : 1;
  EXPECT_EQ(n, 3u);
  EXPECT_EQ(v.replacen(',', Wtf8Buf::from_utf16(u";"), kMax),
            v.replace(',', Wtf8Buf::from_utf16(u";")));
  EXPECT_FALSE(CodePoint::from_u32(0x110000).has_value());
  EXPECT_FALSE(CodePoint::from_u32(0xFFFFFFFF).has_value());
  EXPECT_FALSE(CodePoint::from_scalar(0xD800).has_value());
  Wtf8Buf t = s;
  EXPECT_FALSE(t.try_truncate(4));  // inside U+10000: not a boundary of an owned string
  EXPECT_EQ(t, s);
}

TEST(BadInputTest, EmptyInputEverywhere) {
  const std::string_view e;
  EXPECT_TRUE(is_well_formed_utf8(e) && is_well_formed_wtf8(e) && is_well_formed_omg_wtf8(e));
  for (const auto& [name, status] : strict_calls(e)) EXPECT_TRUE(status.ok()) << name;
  EXPECT_TRUE(Wtf8Buf::from_utf8_lossy(e).empty());
  EXPECT_TRUE(Wtf8Buf::from_utf16(u"").empty());
  EXPECT_TRUE(Wtf8Buf::from_wide(L"").empty());
  const Wtf8View v;
  EXPECT_TRUE(v.is_boundary(0));
  EXPECT_FALSE(v.is_boundary(1));
  EXPECT_TRUE(v.slice(0, 0).empty());
  EXPECT_FALSE(v.front().has_value());
  EXPECT_FALSE(v.back().has_value());
  EXPECT_EQ(v.code_point_count(), 0u);
  EXPECT_EQ(v.utf16_len(), 0u);
  EXPECT_TRUE(v.code_points().begin() == v.code_points().end());
  EXPECT_EQ(v.debug_string(), "\"\"");
  EXPECT_EQ(v.find(','), npos);
  EXPECT_EQ(v.find(Wtf8View()), 0u);
  EXPECT_EQ(v.rfind(Wtf8View()), 0u);
  std::size_t pieces = 0;
  for (Wtf8View p : v.split(',')) pieces += p.empty() ? 1 : 100;
  EXPECT_EQ(pieces, 1u);  // Rust: "".split(',') yields one empty piece
  EXPECT_TRUE(v.replace(',', Wtf8Buf::from_utf16(u"x")).empty());
  EXPECT_TRUE(v.trim_matches(',').empty());
  Wtf8Buf b;
  EXPECT_FALSE(b.pop().has_value());
  EXPECT_TRUE(b.try_truncate(0));
  b.append(v);
  EXPECT_TRUE(b.empty());
  for (const enc::Encoding e8 : {enc::Encoding::kUtf8, enc::Encoding::kUtf16Le,
                                 enc::Encoding::kUtf16Be, enc::Encoding::kXUserDefined}) {
    for (const enc::ErrorMode mode :
         {enc::ErrorMode::kReplacement, enc::ErrorMode::kFatal, enc::ErrorMode::kLossless}) {
      const auto r = enc::decode(e, e8, mode, enc::Bom::kSniff);
      ASSERT_TRUE(r.ok()) << enc::name(e8);
      EXPECT_TRUE(r->empty());
    }
  }
  // The replacement encoding: empty input is not an error (WHATWG §14.1).
  EXPECT_TRUE(
      enc::decode(e, enc::Encoding::kReplacement, enc::ErrorMode::kFatal, enc::Bom::kKeep).ok());
  EXPECT_FALSE(enc::encoding_for_label("").has_value());
  EXPECT_FALSE(enc::encoding_for_label(std::string(1000, ' ')).has_value());
  EXPECT_FALSE(enc::encoding_for_label(std::string("utf-8\0", 6)).has_value());
  EXPECT_TRUE(utf58::decode(e).ok());
  EXPECT_TRUE(utf58::encode(v).ok());
  EXPECT_TRUE(enc::utf16le_encode(v).empty());
}

TEST(BadInputTest, DecodersOnBadInput) {
  // UTF-16: an odd trailing byte, and unpaired surrogates, in each mode.
  const std::string odd("a\0b", 3);
  EXPECT_EQ(enc::decode(odd, enc::Encoding::kUtf16Le, enc::ErrorMode::kReplacement, enc::Bom::kKeep)
                ->as_bytes(),
            "a" + kFffd);
  for (const enc::ErrorMode mode : {enc::ErrorMode::kFatal, enc::ErrorMode::kLossless}) {
    const auto r = enc::decode(odd, enc::Encoding::kUtf16Le, mode, enc::Bom::kKeep);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(error_offset(r.status()), 2u) << r.status();
  }
  const std::string lone(
      "a\0\x00\xD8"
      "b\0",
      6);
  EXPECT_EQ(
      enc::decode(lone, enc::Encoding::kUtf16Le, enc::ErrorMode::kReplacement, enc::Bom::kKeep)
          ->as_bytes(),
      "a" + kFffd + "b");
  const auto fatal =
      enc::decode(lone, enc::Encoding::kUtf16Le, enc::ErrorMode::kFatal, enc::Bom::kKeep);
  ASSERT_FALSE(fatal.ok());
  EXPECT_EQ(error_offset(fatal.status()), 2u);
  EXPECT_EQ(enc::decode(lone, enc::Encoding::kUtf16Le, enc::ErrorMode::kLossless, enc::Bom::kKeep)
                ->to_utf16(),
            std::u16string(u"a\xD800") + u"b");

  // A failed stream stays failed until reset(), then works again.
  enc::Decoder d(enc::Encoding::kUtf8, enc::ErrorMode::kFatal);
  Wtf8Buf out;
  EXPECT_TRUE(d.decode("ok", false, out).ok());
  const absl::Status first = d.decode("\xFF", false, out);
  ASSERT_FALSE(first.ok());
  EXPECT_EQ(error_offset(first), 2u);
  EXPECT_EQ(d.decode("more", true, out), first);
  EXPECT_EQ(out.as_bytes(), "ok");
  d.reset();
  out.clear();
  EXPECT_TRUE(d.decode("fine", true, out).ok());
  EXPECT_EQ(out.as_bytes(), "fine");

  // A BOM cut short at the end of the input is just bytes.
  EXPECT_EQ(enc::utf8_decode("\xEF\xBB").as_bytes(), kFffd);
  EXPECT_EQ(enc::decode("\xFF", enc::Encoding::kUtf8)->as_bytes(), kFffd);

  // Legacy encodings: Unimplemented, never a crash or a guess.
  const auto legacy = enc::decode("abc", enc::Encoding::kShiftJis);
  EXPECT_EQ(legacy.status().code(), absl::StatusCode::kUnimplemented);

  // UTF-58: truncated, unassigned, over-long, surrogate, too large.
  for (const auto& [bytes, offset] :
       std::vector<std::pair<std::string, std::size_t>>{{std::string("a\x1F\x00", 3), 1},
                                                        {std::string("ab\x1E\x41", 4), 2},
                                                        {"\x1B", 0},
                                                        {std::string("\x1E\x41\x00", 3), 0},
                                                        {std::string("\x1E\x00\xD8", 3), 0},
                                                        {std::string("\x1F\x00\x00\x11", 4), 0},
                                                        {"\x1D", 0}}) {
    SCOPED_TRACE(hex(bytes));
    const auto r = utf58::decode(bytes);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(error_offset(r.status()), offset) << r.status();
  }
}

TEST(BadInputTest, WideValuesOutsideUnicode) {
  if (sizeof(wchar_t) != 4) GTEST_SKIP() << "16-bit wchar_t: every unit is UTF-16";
  const std::wstring w = {L'a', static_cast<wchar_t>(0x110000), static_cast<wchar_t>(-1), L'b'};
  EXPECT_EQ(Wtf8Buf::from_wide(w).as_bytes(), "a" + kFffd + kFffd + "b");
}

}  // namespace
}  // namespace wtf8
