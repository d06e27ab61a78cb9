// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Offsets past 4 GiB: one string of 2^32 + 64 bytes (4 GiB of memory, viewed, never copied), with
// everything interesting placed above 2^32, so a 32-bit offset anywhere would show. Tagged
// "manual" and "huge": `//...` skips it; CI stage 70-huge runs it once with -c opt:
//   ./bazelw test -c opt //tests:huge_test
// Peak memory is about 4.1 GiB (one copy of the bytes; decoders run in chunks into a cleared
// buffer).
//
// The first suite, BigInputTest, gives adversarial inputs of a few hundred MB to the linear-time
// entry points: each must finish (a quadratic algorithm would not, within the timeout), and the
// peak memory each adds, measured with Linux's resettable high-water mark, must stay within what
// one output buffer growing by doubling can take: no second copy of the input.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "gtest/gtest.h"
#include "tests/test_util.h"
#include "wtf8/encoding.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using test_util::error_offset;

constexpr std::size_t k4G = std::size_t{1} << 32;
constexpr std::size_t kSize = k4G + 64;
// Above 2^32: U+10000 (F0 90 80 80) at kSupp, a lone U+D800 at kLone, "needle" at kNeedle.
constexpr std::size_t kSupp = k4G + 8;
constexpr std::size_t kLone = k4G + 20;
constexpr std::size_t kNeedle = k4G + 30;

// ---- a few hundred MB ---------------------------------------------------------------------------

constexpr std::size_t kMiB = std::size_t{1} << 20;

// Resident memory now, and the high-water mark since the last `reset_peak()`, in bytes (Linux
// /proc). `reset_peak` returns false where the kernel does not support resetting it.
std::size_t vm_status(const char* key) {
  std::ifstream in("/proc/self/status");
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind(key, 0) == 0) {
      std::istringstream fields(line.substr(std::string(key).size()));
      std::size_t kib = 0;
      fields >> kib;
      return kib * 1024;
    }
  }
  return 0;
}
bool reset_peak() {
  std::FILE* f = std::fopen("/proc/self/clear_refs", "w");
  if (f == nullptr) return false;
  const bool ok = std::fputs("5", f) >= 0;
  return std::fclose(f) == 0 && ok;
}

// Runs `op` and checks that the memory it added at its peak is at most `allowed` bytes (plus 32
// MiB of slack for the allocator and the test itself).
template <typename Op>
void expect_peak_within(std::size_t allowed, const char* what, const Op& op) {
  const bool measured = reset_peak();
  const std::size_t before = vm_status("VmRSS:");
  op();
  if (!measured) {
    std::printf("%s: peak memory not measured (no /proc/self/clear_refs)\n", what);
    return;
  }
  const std::size_t peak = vm_status("VmHWM:");
  const std::size_t added = peak > before ? peak - before : 0;
  std::printf("%s: peak +%zu MiB (allowed %zu MiB)\n", what, added / kMiB, allowed / kMiB);
  EXPECT_LE(added, allowed + 32 * kMiB) << what;
}

TEST(BigInputTest, ValidationAndLossyDecodingOfInvalidBytes) {
  // 256 MiB of bytes that never appear in UTF-8: every one is an error.
  const std::string bad(256 * kMiB, '\xFF');
  expect_peak_within(0, "validators", [&] {
    EXPECT_FALSE(is_well_formed_wtf8(bad));
    EXPECT_EQ(error_offset(Wtf8View::from_omg_wtf8(bad).status()), 0u);
  });
  // One output (3 bytes per input byte), growing by doubling at worst.
  expect_peak_within(2 * 3 * bad.size(), "from_utf8_lossy", [&] {
    const Wtf8Buf lossy = Wtf8Buf::from_utf8_lossy(bad);
    EXPECT_EQ(lossy.size(), 3 * bad.size());
  });
}

TEST(BigInputTest, LoneSurrogatesEverywhere) {
  // 100 M lone surrogates alternating lead / trail-then-lead would pair up: use leads only
  // (300 MB of well-formed WTF-8 that is not UTF-8).
  std::string leads;
  leads.reserve(300 * 1000 * 1000);
  while (leads.size() + 3 <= 300 * 1000 * 1000) leads += "\xED\xA0\x80";
  const Wtf8View v = *Wtf8View::from_wtf8(leads);
  expect_peak_within(0, "counts and search", [&] {
    EXPECT_EQ(v.code_point_count(), leads.size() / 3);
    EXPECT_EQ(v.utf16_len(), leads.size() / 3);
    EXPECT_EQ(error_offset(Wtf8View::from_utf8(leads).status()), 0u);
    // A surrogate-only needle that never matches, and one that matches at the very end.
    EXPECT_EQ(v.find(CodePoint::from_u32_unchecked(0xDC00)), Wtf8View::npos);
    EXPECT_EQ(v.rfind(CodePoint::from_u32_unchecked(0xD800)), leads.size() - 3);
    std::size_t pieces = 0;
    for (Wtf8View piece : v.split(CodePoint::from_u32_unchecked(0xD800))) pieces += piece.empty();
    EXPECT_EQ(pieces, leads.size() / 3 + 1);
  });
  expect_peak_within(2 * leads.size() / 3 * 2, "to_utf16",
                     [&] { EXPECT_EQ(v.to_utf16().size(), leads.size() / 3); });
  // The encoded bytes (2/3 of the input) plus the decoded output growing by doubling.
  expect_peak_within(3 * leads.size(), "utf16le_encode + lossless decode", [&] {
    std::string bytes = encoding::utf16le_encode(v, encoding::LoneSurrogates::kKeep);
    ASSERT_EQ(bytes.size(), 2 * leads.size() / 3);
    const absl::StatusOr<Wtf8Buf> back = encoding::decode(
        bytes, encoding::Encoding::kUtf16Le, encoding::ErrorMode::kLossless, encoding::Bom::kKeep);
    bytes = std::string();
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(back->as_bytes(), leads);
  });
}

TEST(BigInputTest, AdversarialSearchIsLinear) {
  // 256 MiB of 'a'; needles that almost match everywhere: "a"x1000 + "b", and "a"x1000 followed by
  // a lead surrogate (the needle-with-surrogate-ends scan). Quadratic would be ~2.7e11 steps.
  const std::string hay(256 * kMiB, 'a');
  const Wtf8View v = *Wtf8View::from_utf8(hay);
  const Wtf8Buf plain = *Wtf8Buf::from_utf8(std::string(1000, 'a') + "b");
  const Wtf8Buf with_lead = Wtf8Buf::from_utf16(std::u16string(1000, u'a') + u"\xD800");
  const Wtf8Buf with_trail = Wtf8Buf::from_utf16(u"\xDC00" + std::u16string(1000, u'a'));
  expect_peak_within(0, "adversarial search", [&] {
    EXPECT_EQ(v.find(plain), Wtf8View::npos);
    EXPECT_EQ(v.rfind(plain), Wtf8View::npos);
    EXPECT_EQ(v.find(with_lead), Wtf8View::npos);
    EXPECT_EQ(v.rfind(with_lead), Wtf8View::npos);
    EXPECT_EQ(v.find(with_trail), Wtf8View::npos);
    EXPECT_EQ(v.rfind(with_trail), Wtf8View::npos);
    EXPECT_FALSE(v.contains(CodePoint::from_u32_unchecked(0xD800)));
  });
  expect_peak_within(2 * 3 * hay.size(), "replace", [&] {
    const Wtf8Buf replaced = v.replace('a', Wtf8Buf::from_utf16(u"\xD800"));
    EXPECT_EQ(replaced.size(), 3 * hay.size());
  });
}

TEST(BigInputTest, FilterCandidatesThatAllFailStayLinear) {
  // The SIMD pair filter passes almost every position and the verification rejects each: a
  // periodic middle whose lead surrogate end never fits (the search hands over to the two-way
  // scanner), a trail-headed needle over text whose every other byte is a trail's last byte, and
  // a lead surrogate whose filter bytes every 4-byte sequence has. Quadratic would be ~1e11 steps.
  std::u16string unit;
  for (int i = 0; i < 1000; ++i) unit += u"a\xD801";
  const Wtf8Buf periodic = Wtf8Buf::from_utf16(unit);
  std::string hay;
  hay.reserve(256 * kMiB);
  while (hay.size() + periodic.size() <= 256 * kMiB) hay += periodic.as_bytes();
  const Wtf8View v = *Wtf8View::from_wtf8(hay);
  const Wtf8Buf with_lead = periodic + Wtf8Buf::from_utf16(u"a\xD800");
  const Wtf8Buf with_trail = Wtf8Buf::from_utf16(u"\xDC00") + periodic;
  const std::string twos_bytes = Wtf8Buf::from_utf16(std::u16string(128 * kMiB, u'\u00C0'))
                                     .into_bytes();  // C3 80: every 80 a trail's last byte
  const Wtf8View twos = *Wtf8View::from_wtf8(twos_bytes);
  const Wtf8Buf trail_twos = Wtf8Buf::from_utf16(u"\xDC00" + std::u16string(1000, u'\u00C0'));
  std::string halves_bytes;
  halves_bytes.reserve(256 * kMiB);
  while (halves_bytes.size() < 256 * kMiB) halves_bytes += "\xF0\x90\x90\x80";  // U+10400
  const Wtf8View halves = *Wtf8View::from_wtf8(halves_bytes);
  expect_peak_within(0, "adversarial filter candidates", [&] {
    EXPECT_EQ(v.find(with_lead), Wtf8View::npos);
    EXPECT_EQ(v.rfind(with_lead), Wtf8View::npos);
    EXPECT_EQ(v.find(with_trail), Wtf8View::npos);
    EXPECT_EQ(v.rfind(with_trail), Wtf8View::npos);
    EXPECT_EQ(twos.find(trail_twos), Wtf8View::npos);
    EXPECT_EQ(twos.rfind(trail_twos), Wtf8View::npos);
    EXPECT_EQ(halves.find(CodePoint::from_u32_unchecked(0xD800)), Wtf8View::npos);
    EXPECT_EQ(halves.rfind(CodePoint::from_u32_unchecked(0xDC01)), Wtf8View::npos);
    EXPECT_EQ(halves.find(Wtf8Buf::from_utf16(u"\xDC00\xD801")), 2u);  // D801 DC00 D801 DC00
  });
}

// ---- past 4 GiB ---------------------------------------------------------------------------------

class HugeTest : public testing::Test {
 protected:
  static void SetUpTestSuite() {
    bytes_ = new std::string(kSize, 'a');
    std::string& s = *bytes_;
    s.replace(kSupp, 4, "\xF0\x90\x80\x80");
    s.replace(kLone, 3, "\xED\xA0\x80");
    s.replace(kNeedle, 6, "needle");
    s[100] = ',';  // one separator below 2^32, one above
    s[k4G + 40] = ',';
  }
  static void TearDownTestSuite() {
    delete bytes_;
    bytes_ = nullptr;
  }
  static std::string* bytes_;
};
std::string* HugeTest::bytes_ = nullptr;

TEST_F(HugeTest, ValidationReportsOffsetsAbove4G) {
  const std::string_view s = *bytes_;
  ASSERT_TRUE(is_well_formed_wtf8(s));
  absl::StatusOr<Wtf8View> strict = Wtf8View::from_utf8(s);
  ASSERT_FALSE(strict.ok());
  EXPECT_EQ(error_offset(strict.status()), kLone) << strict.status();

  (*bytes_)[k4G + 50] = '\xFF';
  absl::StatusOr<Wtf8View> bad = Wtf8View::from_wtf8(*bytes_);
  (*bytes_)[k4G + 50] = 'a';
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(error_offset(bad.status()), k4G + 50) << bad.status();
}

TEST_F(HugeTest, SearchAndSliceAbove4G) {
  const Wtf8View v = Wtf8View::from_wtf8_unchecked(*bytes_);  // validated above
  const Wtf8View needle = *Wtf8View::from_utf8("needle");
  EXPECT_EQ(v.find(needle), kNeedle);
  EXPECT_EQ(v.rfind(needle), kNeedle);
  EXPECT_EQ(v.find(needle, kNeedle + 1), Wtf8View::npos);
  EXPECT_EQ(v.find(','), 100u);
  EXPECT_EQ(v.find(',', 101), k4G + 40);
  EXPECT_EQ(v.rfind(','), k4G + 40);
  // Surrogate needles find the halves of U+10000, at k and k + 2.
  const CodePoint lead = CodePoint::from_u32_unchecked(0xD800);
  const CodePoint trail = CodePoint::from_u32_unchecked(0xDC00);
  EXPECT_EQ(v.find(lead), kSupp);
  EXPECT_EQ(v.find(trail), kSupp + 2);
  EXPECT_EQ(v.rfind(lead), kLone);
  EXPECT_EQ(v.find_range(trail), (std::pair<std::size_t, std::size_t>{kSupp + 2, kSupp + 4}));

  std::size_t pieces = 0, last_begin = 0;
  for (Wtf8View piece : v.split(',')) {
    last_begin = static_cast<std::size_t>(piece.data() - v.data());
    ++pieces;
  }
  EXPECT_EQ(pieces, 3u);
  EXPECT_EQ(last_begin, k4G + 41);

  EXPECT_TRUE(v.is_boundary(kSupp + 2));
  EXPECT_FALSE(v.is_boundary(kSupp + 1));
  EXPECT_FALSE(v.is_boundary(kSize + 1));
  EXPECT_FALSE(v.try_slice(kSupp + 1, kSize).has_value());
  EXPECT_FALSE(v.try_slice(0, kSize + 1).has_value());
  const Wtf8View tail = v.slice(kSupp + 2, kSize);  // begins with a split trail surrogate
  EXPECT_EQ(tail.size(), kSize - kSupp - 1);
  EXPECT_EQ(tail.front()->value(), 0xDC00u);
  EXPECT_FALSE(tail.is_canonical());
  const Wtf8View head = v.slice(kSupp - 2, kSupp + 2);
  EXPECT_EQ(head.as_bytes(), "aa\xF0\x90\x80");
  EXPECT_EQ(head.to_utf16(), u"aa\xD800");
}

TEST_F(HugeTest, CountsAndCodePointOffsetsAbove4G) {
  const Wtf8View v = Wtf8View::from_wtf8_unchecked(*bytes_);
  // kSize bytes: one 4-byte and one 3-byte sequence, everything else ASCII.
  EXPECT_EQ(v.code_point_count(), kSize - 3 - 2);
  EXPECT_EQ(v.utf16_len(), kSize - 3 + 1 - 2);
  // Walk back from the end to U+10000: offsets are full 64-bit values.
  auto it = v.code_point_indices().end();
  std::size_t steps = 0;
  std::pair<std::size_t, CodePoint> at{0, CodePoint()};
  do {
    --it;
    at = *it;
    ++steps;
  } while (at.second.value() != 0x10000 && steps < 100);
  EXPECT_EQ(at.first, kSupp);
  --it;
  EXPECT_EQ(it->first, kSupp - 1);
  ++it;
  ++it;
  EXPECT_EQ(it->first, kSupp + 4);
  EXPECT_EQ(it.offset(), kSupp + 4);
}

TEST_F(HugeTest, StreamingDecoderOffsetsAbove4G) {
  namespace enc = encoding;
  const std::string_view s = *bytes_;
  const std::size_t chunk = std::size_t{64} << 20;
  // Fatal UTF-8: the lone surrogate's bytes are an error at its offset. The output buffer is
  // cleared after every chunk, so memory stays flat.
  enc::Decoder fatal(enc::Encoding::kUtf8, enc::ErrorMode::kFatal, enc::Bom::kKeep);
  Wtf8Buf out;
  absl::Status status;
  for (std::size_t i = 0; i < s.size() && status.ok(); i += chunk) {
    status = fatal.decode(s.substr(i, chunk), i + chunk >= s.size(), out);
    out.clear();
  }
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(error_offset(status), kLone) << status;

  // Replacement mode: succeeds, reports the error, and decodes every code point.
  enc::Decoder lossy(enc::Encoding::kUtf8);
  std::size_t code_points = 0;
  for (std::size_t i = 0; i < s.size(); i += chunk) {
    ASSERT_TRUE(lossy.decode(s.substr(i, chunk), i + chunk >= s.size(), out).ok());
    code_points += out.code_point_count();
    out.clear();
  }
  EXPECT_TRUE(lossy.had_errors());
  EXPECT_EQ(code_points, kSize - 3 - 3 + 3);  // ED A0 80 gives three U+FFFD (maximal subparts)
}

}  // namespace
}  // namespace wtf8
