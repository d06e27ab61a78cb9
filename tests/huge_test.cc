// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Offsets past 4 GiB: one string of 2^32 + 64 bytes (4 GiB of memory, viewed, never copied), with
// everything interesting placed above 2^32, so a 32-bit offset anywhere would show. Tagged
// "manual" and "huge": `//...` skips it; CI stage 70-huge runs it once with -c opt:
//   ./bazelw test -c opt //tests:huge_test
// Peak memory is about 4.1 GiB (one copy of the bytes; decoders run in chunks into a cleared
// buffer).

#include <cstddef>
#include <cstdint>
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
