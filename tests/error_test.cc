// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Errors as values (wtf8/error.h) and the longest-valid-prefix queries (wtf8/valid_prefix.h):
// every InvalidArgument the library returns carries its offset as a payload that agrees with the
// message, and the valid_*_up_to functions agree with the validators' offsets.

#include "wtf8/error.h"

#include <cstddef>
#include <optional>
#include <random>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "absl/strings/cord.h"
#include "gtest/gtest.h"
#include "tests/test_util.h"
#include "wtf8/encoding.h"
#include "wtf8/utf58.h"
#include "wtf8/valid_prefix.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using namespace std::string_view_literals;
using test_util::hex;

// The N of "at byte offset N" at the end of the message. Only this test parses messages: it checks
// that the prose and the payload agree.
std::optional<std::size_t> offset_in_message(const absl::Status& status) {
  const std::string message(status.message());
  const std::string marker = "at byte offset ";
  const std::size_t at = message.rfind(marker);
  if (at == std::string::npos) return std::nullopt;
  const std::string digits = message.substr(at + marker.size());
  if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos) {
    return std::nullopt;
  }
  return static_cast<std::size_t>(std::stoull(digits));
}

void ExpectOffset(const absl::Status& status, std::size_t expected) {
  ASSERT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << status;
  EXPECT_EQ(error_offset(status), expected) << status;
  EXPECT_EQ(offset_in_message(status), expected) << status;
  const auto payload = status.GetPayload(kErrorOffsetTypeUrl);
  ASSERT_TRUE(payload.has_value());
  EXPECT_EQ(std::string(*payload), std::to_string(expected));
}

TEST(ErrorOffsetTest, NoneOnOkOrForeignStatus) {
  EXPECT_EQ(error_offset(absl::OkStatus()), std::nullopt);
  EXPECT_EQ(error_offset(absl::InvalidArgumentError("at byte offset 3")), std::nullopt);
  EXPECT_EQ(error_offset(encoding::decode("a", encoding::Encoding::kShiftJis).status()),
            std::nullopt);
}

TEST(ErrorOffsetTest, MalformedPayloadIsNone) {
  for (const char* bad : {"", "-1", " 3", "3 ", "0x3", "99999999999999999999999"}) {
    absl::Status s = absl::InvalidArgumentError("x");
    s.SetPayload(kErrorOffsetTypeUrl, absl::Cord(bad));
    EXPECT_EQ(error_offset(s), std::nullopt) << "payload \"" << bad << "\"";
  }
  absl::Status s = absl::InvalidArgumentError("x");
  s.SetPayload(kErrorOffsetTypeUrl, absl::Cord("18446744073709551615"));
  EXPECT_EQ(error_offset(s), std::size_t{18446744073709551615u});
}

TEST(ErrorOffsetTest, EveryModuleAttachesThePayload) {
  ExpectOffset(Wtf8View::from_utf8("ab\xC0\x80").status(), 2);
  ExpectOffset(Wtf8View::from_wtf8("\xED\xA0\x80\xED\xB0\x80").status(), 0);
  ExpectOffset(Wtf8View::from_omg_wtf8("a\x90\x80\x80").status(), 1);
  ExpectOffset(Wtf8Buf::from_utf8("abc\xED\xA0\x80").status(), 3);
  ExpectOffset(Wtf8Buf::from_utf16(u"xy\xDC00").to_utf8().status(), 2);
  ExpectOffset(Wtf8Buf::from_utf16(u"xyz\xD800").into_utf8().status(), 3);
  ExpectOffset(encoding::utf8_decode_without_bom_or_fail("ab\xF0\x9F\x98").status(), 2);
  ExpectOffset(encoding::decode("a\0\0\xDC"sv, encoding::Encoding::kUtf16Le,
                                encoding::ErrorMode::kFatal, encoding::Bom::kKeep)
                   .status(),
               2);
  ExpectOffset(utf58::decode("a\x1D\x61").status(), 1);
  ExpectOffset(utf58::encode(Wtf8Buf::from_utf16(u"ab\xD800")).status(), 2);
}

TEST(ErrorOffsetTest, StreamingDecoderCountsTheWholeStream) {
  encoding::Decoder d(encoding::Encoding::kUtf8, encoding::ErrorMode::kFatal);
  Wtf8Buf out;
  ASSERT_TRUE(d.decode("abcd", false, out).ok());
  ExpectOffset(d.decode("e\xFF", true, out), 5);
}

TEST(ValidPrefixTest, Examples) {
  EXPECT_EQ(valid_utf8_up_to(""), 0u);
  EXPECT_EQ(valid_utf8_up_to("ab"), 2u);
  EXPECT_EQ(valid_utf8_up_to("a\xF0\x9F"), 1u);
  EXPECT_EQ(valid_utf8_up_to("ab\xED\xA0\x80"), 2u);
  EXPECT_EQ(valid_wtf8_up_to("ab\xED\xA0\x80"), 5u);
  EXPECT_EQ(valid_wtf8_up_to("a\xED\xA0\x80\xED\xB0\x80"), 1u);
  EXPECT_EQ(valid_omg_wtf8_up_to("\x90\x80\x80"
                                 "a"),
            4u);
  EXPECT_EQ(valid_wtf8_up_to("\x90\x80\x80"
                             "a"),
            0u);
  EXPECT_EQ(valid_omg_wtf8_up_to("a\xF0\x90\x80"), 4u);
  EXPECT_EQ(valid_wtf8_up_to("a\xF0\x90\x80"), 1u);
  EXPECT_EQ(valid_utf8_up_to("\xF0\x9F\x98\x80"
                             "\xF5"),
            4u);
}

// On random byte strings built from interesting pieces, valid_*_up_to is the size exactly when
// the matching from_* succeeds, and otherwise the offset its error carries.
TEST(ValidPrefixTest, AgreesWithTheValidators) {
  const std::string_view pieces[] = {"a",
                                     "\xC3\xA9",
                                     "\xE2\x82\xAC",
                                     "\xF0\x9F\x98\x80",
                                     "\xED\xA0\x80",
                                     "\xED\xB0\x80",
                                     "\xF0\x90\x80",
                                     "\x90\x80\x80",
                                     "\x80",
                                     "\xC0",
                                     "\xFF",
                                     "\xF4\x90\x80\x80",
                                     "\xE0\x80"};
  std::mt19937 rng(20261123);
  for (int round = 0; round < 20000; ++round) {
    std::string bytes;
    const int n = static_cast<int>(rng() % 5);
    for (int i = 0; i < n; ++i) bytes += pieces[rng() % std::size(pieces)];
    SCOPED_TRACE(hex(bytes));
    const auto check = [&](std::size_t up_to, const absl::Status& status) {
      if (status.ok()) {
        EXPECT_EQ(up_to, bytes.size());
      } else {
        EXPECT_EQ(error_offset(status), up_to);
      }
    };
    check(valid_utf8_up_to(bytes), Wtf8View::from_utf8(bytes).status());
    check(valid_wtf8_up_to(bytes), Wtf8View::from_wtf8(bytes).status());
    check(valid_omg_wtf8_up_to(bytes), Wtf8View::from_omg_wtf8(bytes).status());
  }
}

TEST(Utf8PrefixTest, StopsAtTheFirstSurrogateInAnyForm) {
  const Wtf8Buf name = Wtf8Buf::from_utf16(u"ok\xD800!");
  EXPECT_EQ(utf8_prefix(name), "ok");
  const Wtf8Buf plain = Wtf8Buf::from_utf16(u"ok");
  EXPECT_EQ(utf8_prefix(plain), "ok");
  EXPECT_EQ(utf8_prefix(Wtf8View()), "");
  const Wtf8Buf pair = Wtf8Buf::from_utf16(u"x\U00010000y");  // 78 F0 90 80 80 79
  EXPECT_EQ(utf8_prefix(pair), "x\xF0\x90\x80\x80y");
  EXPECT_EQ(utf8_prefix(pair.slice(0, 3)), "x");  // ends with the split lead surrogate
  EXPECT_EQ(utf8_prefix(pair.slice(3, 6)), "");   // begins with the split trail surrogate
  EXPECT_EQ(utf8_prefix(pair.slice(1, 1)), "");
  // The prefix's size is where to_utf8 fails.
  for (const Wtf8View v : {name.as_view(), pair.slice(0, 3), pair.slice(3, 6)}) {
    EXPECT_EQ(error_offset(v.to_utf8().status()), utf8_prefix(v).size()) << v.debug_string();
  }
}

}  // namespace
}  // namespace wtf8
