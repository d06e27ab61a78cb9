// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// No view from a temporary: each way to make a view (or an adaptor holding one) of a temporary
// owner is rejected at compile time, while the same call on a named string, a literal or a
// string_view compiles. Checked with detection idioms, so this file compiling is the test.

#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "gtest/gtest.h"
#include "wtf8/display.h"
#include "wtf8/valid_prefix.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

#define WTF8_DETECT(name, expr)          \
  template <typename T, typename = void> \
  struct name : std::false_type {};      \
  template <typename T>                  \
  struct name<T, std::void_t<decltype(expr)>> : std::true_type {};

WTF8_DETECT(CanFromUtf8, Wtf8View::from_utf8(std::declval<T>()))
WTF8_DETECT(CanFromWtf8, Wtf8View::from_wtf8(std::declval<T>()))
WTF8_DETECT(CanFromOmgWtf8, Wtf8View::from_omg_wtf8(std::declval<T>()))
WTF8_DETECT(CanFromWtf8Unchecked, Wtf8View::from_wtf8_unchecked(std::declval<T>()))
WTF8_DETECT(CanUtf8Prefix, utf8_prefix(std::declval<T>()))
WTF8_DETECT(ConvertsToView, static_cast<Wtf8View>(std::declval<T>()))
WTF8_DETECT(CanSplit, std::declval<T>().split(','))
WTF8_DETECT(CanCodePoints, std::declval<T>().code_points())

// A temporary std::string is rejected by every view factory...
static_assert(!CanFromUtf8<std::string>::value);
static_assert(!CanFromWtf8<std::string>::value);
static_assert(!CanFromOmgWtf8<std::string>::value);
static_assert(!CanFromWtf8Unchecked<std::string>::value);
// ...while a named string, a string_view and a literal are fine.
static_assert(CanFromUtf8<std::string&>::value);
static_assert(CanFromUtf8<const std::string&>::value);
static_assert(CanFromUtf8<std::string_view>::value);
static_assert(CanFromUtf8<const char (&)[3]>::value);
static_assert(CanFromWtf8<std::string&>::value);
static_assert(CanFromOmgWtf8<std::string_view>::value);
static_assert(CanFromWtf8Unchecked<const std::string&>::value);

// A temporary Wtf8Buf gives no view, no UTF-8 prefix, no split, no code point range.
static_assert(!ConvertsToView<Wtf8Buf>::value);
static_assert(ConvertsToView<const Wtf8Buf&>::value);
static_assert(!CanUtf8Prefix<Wtf8Buf>::value);
static_assert(CanUtf8Prefix<const Wtf8Buf&>::value);
static_assert(!CanSplit<Wtf8Buf>::value);
static_assert(CanSplit<const Wtf8Buf&>::value);
static_assert(CanSplit<Wtf8View>::value);
static_assert(!CanCodePoints<Wtf8Buf>::value);
static_assert(CanCodePoints<Wtf8Buf&>::value);

TEST(LifetimeTest, NamedStringsWork) {
  const std::string bytes = "abc";
  const auto v = Wtf8View::from_utf8(bytes);
  ASSERT_TRUE(v.ok());
  EXPECT_EQ(v->as_bytes().data(), bytes.data());
}

}  // namespace
}  // namespace wtf8
