// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Every code point U+0000..U+10FFFF through push, encode, decode, UTF-16 and back.

#include <string>

#include "gtest/gtest.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

TEST(ExhaustiveTest, EveryCodePointRoundTrips) {
  for (uint32_t v = 0; v <= 0x10FFFF; ++v) {
    const CodePoint c = *CodePoint::from_u32(v);
    Wtf8Buf b;
    b.push(c);
    ASSERT_EQ(b.size(), c.wtf8_len()) << v;
    ASSERT_TRUE(is_well_formed_wtf8(b.as_bytes())) << v;
    ASSERT_EQ(is_well_formed_utf8(b.as_bytes()), !c.is_surrogate()) << v;
    ASSERT_EQ(b.code_point_count(), 1u);
    ASSERT_EQ(b.front(), c) << v;
    ASSERT_EQ(b.back(), c) << v;
    const std::u16string u = b.to_utf16();
    ASSERT_EQ(u.size(), c.utf16_len()) << v;
    ASSERT_EQ(b.utf16_len(), u.size());
    const Wtf8Buf again = Wtf8Buf::from_utf16(u);
    ASSERT_EQ(again.as_bytes(), b.as_bytes()) << v;
    if (v >= 0x10000) {
      // The two halves, by slicing in the middle, are the two surrogates.
      ASSERT_EQ(b.slice(0, 2).front()->value(), 0xD800 + ((v - 0x10000) >> 10)) << v;
      ASSERT_EQ(b.slice(2, 4).front()->value(), 0xDC00 + ((v - 0x10000) & 0x3FF)) << v;
      ASSERT_EQ(b.slice(0, 2).to_buf() + b.slice(2, 4), b) << v;
    }
    ASSERT_EQ(b.pop(), c);
  }
}

}  // namespace
}  // namespace wtf8
