// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// C++20 `char8_t` text at the UTF-8 entry points (WTF8_HAVE_CHAR8_T): `u8"..."` literals,
// `std::u8string` and `std::u8string_view` are read as the same bytes (no transcoding, no copy
// for views) and `to_u8string`/`to_u8string_lossy` copy once. Built as C++17 by default (where
// only the first test runs: nothing changes) and as C++20 by CI's cxx20 stage.

#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "gtest/gtest.h"
#include "wtf8/error.h"
#include "wtf8/literals.h"
#include "wtf8/valid_prefix.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

TEST(Char8Test, AvailableExactlyWithCharEightT) {
#if defined(__cpp_char8_t)
  EXPECT_EQ(WTF8_HAVE_CHAR8_T, 1);
#else
  EXPECT_EQ(WTF8_HAVE_CHAR8_T, 0);  // a C++17 build: no char8_t overloads at all
#endif
}

#if WTF8_HAVE_CHAR8_T

template <typename T, typename = void>
struct CanViewUtf8 : std::false_type {};
template <typename T>
struct CanViewUtf8<T, std::void_t<decltype(Wtf8View::from_utf8(std::declval<T>()))>>
    : std::true_type {};

// A view of a temporary std::u8string would dangle, as one of a temporary std::string would.
static_assert(!CanViewUtf8<std::u8string>::value);
static_assert(CanViewUtf8<std::u8string&>::value);
static_assert(CanViewUtf8<const std::u8string&>::value);
static_assert(CanViewUtf8<std::u8string_view>::value);
static_assert(CanViewUtf8<const char8_t (&)[3]>::value);

TEST(Char8Test, ViewsTheSameBytes) {
  static constexpr char8_t kCafe[] = u8"caf\u00e9";
  const absl::StatusOr<Wtf8View> v = Wtf8View::from_utf8(kCafe);
  ASSERT_TRUE(v.ok());
  EXPECT_EQ(static_cast<const void*>(v->data()), static_cast<const void*>(kCafe));  // no copy
  EXPECT_EQ(v->as_bytes(), "caf\xC3\xA9");
  EXPECT_EQ(v->code_point_count(), 4u);

  const std::u8string owned = u8"\U0001F600!";
  const absl::StatusOr<Wtf8View> w = Wtf8View::from_utf8(owned);
  ASSERT_TRUE(w.ok());
  EXPECT_EQ(static_cast<const void*>(w->data()), static_cast<const void*>(owned.data()));
  EXPECT_EQ(w->to_utf16(), u"\U0001F600!");
}

TEST(Char8Test, RejectsWhatTheCharFormRejects) {
  // u8 literals can still carry arbitrary code units through \x escapes.
  const std::u8string_view surrogate = u8"ab\xED\xA0\x80";
  EXPECT_EQ(error_offset(Wtf8View::from_utf8(surrogate).status()), 2u);
  EXPECT_EQ(error_offset(Wtf8Buf::from_utf8(u8"x\xC3").status()), 1u);
  EXPECT_EQ(Wtf8View::from_utf8(surrogate).status(),
            Wtf8View::from_utf8("ab\xED\xA0\x80").status());
  EXPECT_FALSE(is_well_formed_utf8(surrogate));
  EXPECT_TRUE(is_well_formed_utf8(u8"caf\u00e9"));
  EXPECT_EQ(valid_utf8_up_to(surrogate), 2u);
  EXPECT_EQ(valid_utf8_up_to(u8"ab"), 2u);
}

TEST(Char8Test, OwnedStringsCopyOnce) {
  const absl::StatusOr<Wtf8Buf> b = Wtf8Buf::from_utf8(std::u8string(u8"x\u00e9"));
  ASSERT_TRUE(b.ok());
  EXPECT_EQ(b->to_utf16(), u"x\xE9");
  EXPECT_EQ(Wtf8Buf::from_utf8_lossy(u8"a\xF0\x80").to_utf16(), u"a\xFFFD\xFFFD");

  EXPECT_EQ(b->to_u8string().value(), u8"x\u00e9");
  EXPECT_EQ(b->as_view().to_u8string().value(), u8"x\u00e9");
  const Wtf8Buf lone = Wtf8Buf::from_utf16(
      u"a\xD800"
      u"b");
  EXPECT_EQ(error_offset(lone.to_u8string().status()), 1u);
  EXPECT_EQ(lone.to_u8string().status(), lone.to_utf8().status());
  EXPECT_EQ(lone.to_u8string_lossy(), u8"a\uFFFDb");
  // Split surrogates at both ends of a view are replaced too (the halves of U+10000 twice).
  const Wtf8Buf pair = Wtf8Buf::from_utf16(u"\U00010000x\U00010000");
  const Wtf8View split = pair.slice(2, 7);
  EXPECT_EQ(split.to_u8string_lossy(), u8"\uFFFDx\uFFFD");
  const std::string lossy = split.to_utf8_lossy();
  EXPECT_EQ(split.to_u8string_lossy(), std::u8string(lossy.begin(), lossy.end()));
}

TEST(Char8Test, Char8PatternsMatchLikeTheirCharTwins) {
  const Wtf8Buf s = Wtf8Buf::from_utf16(u"caf\xE9/\xD800/x");
  EXPECT_EQ(s.find(u8"/"), s.find("/"));
  EXPECT_EQ(s.find(u8"\u00e9/"), 3u);
  EXPECT_EQ(s.rfind(u8'/'), s.rfind('/'));
  EXPECT_TRUE(s.ends_with(u8"/x"));
  std::size_t pieces = 0;
  for (Wtf8View piece : s.split(u8'/')) {
    (void)piece;
    ++pieces;
  }
  EXPECT_EQ(pieces, 3u);
  EXPECT_EQ(s.find(static_cast<char8_t>(0xC3)), Wtf8View::npos);  // not ASCII: no code point
}

#if WTF8_HAVE_U8_LITERAL
TEST(Char8Test, U8LiteralIsCheckedAtCompileTime) {
  using namespace wtf8::literals;
  constexpr Wtf8View cafe = u8"caf\u00e9"_wtf8;
  static_assert(cafe.size() == 5);
  EXPECT_EQ(cafe, "caf\xC3\xA9"_wtf8);
  EXPECT_EQ(cafe.as_bytes(), "caf\xC3\xA9");
  // Lone surrogates, as in the char form (written as bytes).
  constexpr Wtf8View lone = u8"a\xED\xA0\x80"_wtf8;
  EXPECT_FALSE(lone.is_utf8());
  EXPECT_EQ(lone.to_utf16(), u"a\xD800");
  // The bytes live in a constant of the program: the same literal gives the same address.
  EXPECT_EQ((u8"caf\u00e9"_wtf8).data(), cafe.data());
}
#endif  // WTF8_HAVE_U8_LITERAL

#if WTF8_HAVE_U8_LITERAL
// Twin of the char8_t block of docs/cxx20-and-logging.md (//tests:docs_test checks the pairing).
TEST(Char8Test, GuideSnippet) {
  using namespace wtf8::literals;
  auto cafe = wtf8::Wtf8View::from_utf8(u8"caf\u00e9");
  std::u8string stored = u8"r\u00e9sum\u00e9.txt";
  auto owned = wtf8::Wtf8Buf::from_utf8(stored);
  ASSERT_TRUE(cafe.ok());
  ASSERT_TRUE(owned.ok());
  EXPECT_EQ(owned->to_utf16(), u"r\xE9sum\xE9.txt");
  EXPECT_EQ(cafe->find(u8"\u00e9"), 3u);
  EXPECT_EQ(u8"caf\u00e9"_wtf8.code_point_count(), 4u);
  EXPECT_EQ(wtf8::Wtf8Buf::from_utf16(u"a\xD800").to_u8string_lossy(), u8"a\uFFFD");
}
#endif  // WTF8_HAVE_U8_LITERAL

#endif  // WTF8_HAVE_CHAR8_T

}  // namespace
}  // namespace wtf8
