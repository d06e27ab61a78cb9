// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "wtf8/code_point.h"

#include "absl/hash/hash_testing.h"
#include "gtest/gtest.h"

namespace wtf8 {
namespace {

TEST(CodePointTest, FromU32AcceptsTheWholeCodespaceOnly) {
  EXPECT_EQ(CodePoint::from_u32(0)->value(), 0u);
  EXPECT_EQ(CodePoint::from_u32(0xD800)->value(), 0xD800u);
  EXPECT_EQ(CodePoint::from_u32(0x10FFFF)->value(), 0x10FFFFu);
  EXPECT_FALSE(CodePoint::from_u32(0x110000).has_value());
  EXPECT_FALSE(CodePoint::from_u32(0xFFFFFFFF).has_value());
}

TEST(CodePointTest, FromScalarRejectsSurrogates) {
  EXPECT_FALSE(CodePoint::from_scalar(0xDFFF).has_value());
  EXPECT_FALSE(CodePoint::from_scalar(0x110000).has_value());
  EXPECT_EQ(CodePoint::from_scalar(U'é')->value(), 0xE9u);
  EXPECT_EQ(CodePoint::from_ascii('a')->value(), 0x61u);
  EXPECT_FALSE(CodePoint::from_ascii('\x80').has_value());
}

TEST(CodePointTest, ClassifiesSurrogates) {
  for (uint32_t v : {0xD7FFu, 0xD800u, 0xDBFFu, 0xDC00u, 0xDFFFu, 0xE000u}) {
    const CodePoint cp = *CodePoint::from_u32(v);
    EXPECT_EQ(cp.is_surrogate(), v >= 0xD800 && v <= 0xDFFF) << v;
    EXPECT_EQ(cp.is_lead_surrogate(), v >= 0xD800 && v <= 0xDBFF) << v;
    EXPECT_EQ(cp.is_trail_surrogate(), v >= 0xDC00 && v <= 0xDFFF) << v;
    EXPECT_EQ(cp.is_scalar(), !cp.is_surrogate()) << v;
  }
  EXPECT_TRUE(CodePoint::from_u32(0x7F)->is_ascii());
  EXPECT_FALSE(CodePoint::from_u32(0x80)->is_ascii());
}

TEST(CodePointTest, ToScalarLossyReplacesSurrogates) {
  EXPECT_EQ(CodePoint::from_u32(0xD800)->to_scalar_lossy(), U'\uFFFD');
  EXPECT_EQ(CodePoint::from_u32(0xDFFF)->to_scalar_lossy(), U'\uFFFD');
  EXPECT_EQ(CodePoint::from_u32(0x1F600)->to_scalar_lossy(), U'\U0001F600');
  EXPECT_FALSE(CodePoint::from_u32(0xDC00)->to_scalar().has_value());
  EXPECT_EQ(*CodePoint::from_u32(0x41)->to_scalar(), U'A');
}

TEST(CodePointTest, LengthsInEachEncoding) {
  EXPECT_EQ(CodePoint::from_u32(0x7F)->wtf8_len(), 1u);
  EXPECT_EQ(CodePoint::from_u32(0x80)->wtf8_len(), 2u);
  EXPECT_EQ(CodePoint::from_u32(0x800)->wtf8_len(), 3u);
  EXPECT_EQ(CodePoint::from_u32(0xD800)->wtf8_len(), 3u);
  EXPECT_EQ(CodePoint::from_u32(0x10000)->wtf8_len(), 4u);
  EXPECT_EQ(CodePoint::from_u32(0xFFFF)->utf16_len(), 1u);
  EXPECT_EQ(CodePoint::from_u32(0x10000)->utf16_len(), 2u);
}

TEST(CodePointTest, ComparesByValueAndHashes) {
  const CodePoint a = *CodePoint::from_u32(0x41), b = *CodePoint::from_u32(0xD800);
  EXPECT_TRUE(a < b);
  EXPECT_TRUE(a <= b);
  EXPECT_TRUE(b > a);
  EXPECT_TRUE(b >= a);
  EXPECT_TRUE(a != b);
  EXPECT_TRUE(a == *CodePoint::from_u32(0x41));
  EXPECT_TRUE(absl::VerifyTypeImplementsAbslHashCorrectly(
      {CodePoint(), a, b, *CodePoint::from_u32(0x10FFFF)}));
}

TEST(CodePointTest, IsConstexpr) {
  static_assert(CodePoint::from_u32(0xD800)->is_lead_surrogate());
  static_assert(!CodePoint::from_u32(0x110000).has_value());
  static_assert(CodePoint::from_u32(0x1F600)->to_scalar_lossy() == U'\U0001F600');
}

}  // namespace
}  // namespace wtf8
