// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// A temporary `Wtf8Buf` is fine wherever the result does not refer to it: each function that
// reads a string once and returns something owned is one template taking `Wtf8View` or `Wtf8Buf`
// (no `const Wtf8Buf&` twin), so `f(make_buf())` compiles and works, while other types (a
// `std::string`, a literal) still do not convert silently. Checked both at compile time
// (detection idioms) and at run time (each call's result).

#include <filesystem>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "gtest/gtest.h"
#include "wtf8/encoding.h"
#include "wtf8/os.h"
#include "wtf8/utf58.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using namespace std::string_view_literals;  // NOLINT: test file

#define WTF8_DETECT(name, expr)          \
  template <typename T, typename = void> \
  struct name : std::false_type {};      \
  template <typename T>                  \
  struct name<T, std::void_t<decltype(expr)>> : std::true_type {};

WTF8_DETECT(CanUtf8Encode, encoding::utf8_encode(std::declval<T>()))
WTF8_DETECT(CanUtf16LeEncode, encoding::utf16le_encode(std::declval<T>()))
WTF8_DETECT(CanUtf16BeEncode, encoding::utf16be_encode(std::declval<T>()))
WTF8_DETECT(CanUtf58Encode, utf58::encode(std::declval<T>()))
WTF8_DETECT(CanToPosixBytes, os::to_posix_bytes(std::declval<T>()))
WTF8_DETECT(CanToPath, os::to_path(std::declval<T>()))
WTF8_DETECT(CanVarOs, os::var_os(std::declval<T>()))
WTF8_DETECT(CanAppend, std::declval<Wtf8Buf&>().append(std::declval<T>()))
WTF8_DETECT(CanPlusAssign, std::declval<Wtf8Buf&>() += std::declval<T>())
WTF8_DETECT(CanPlusLeft, std::declval<T>() + std::declval<Wtf8View>())
WTF8_DETECT(CanPlusRight, std::declval<Wtf8View>() + std::declval<T>())

// Each function takes a view, a named string and a temporary string...
template <template <typename, typename> class Can>
constexpr bool kTakesBothStringTypes = (Can<Wtf8View, void>::value &&
                                        Can<const Wtf8Buf&, void>::value &&
                                        Can<Wtf8Buf&, void>::value && Can<Wtf8Buf, void>::value);
// ...and nothing else: no silent conversion from bytes whose encoding is the caller's decision.
template <template <typename, typename> class Can>
constexpr bool kTakesNoPlainString =
    !Can<std::string, void>::value && !Can<std::string_view, void>::value &&
    !Can<const char (&)[2], void>::value;

static_assert(kTakesBothStringTypes<CanUtf8Encode> && kTakesNoPlainString<CanUtf8Encode>);
static_assert(kTakesBothStringTypes<CanUtf16LeEncode> && kTakesNoPlainString<CanUtf16LeEncode>);
static_assert(kTakesBothStringTypes<CanUtf16BeEncode> && kTakesNoPlainString<CanUtf16BeEncode>);
static_assert(kTakesBothStringTypes<CanUtf58Encode> && kTakesNoPlainString<CanUtf58Encode>);
static_assert(kTakesBothStringTypes<CanToPosixBytes> && kTakesNoPlainString<CanToPosixBytes>);
static_assert(kTakesBothStringTypes<CanToPath> && kTakesNoPlainString<CanToPath>);
static_assert(kTakesBothStringTypes<CanVarOs> && kTakesNoPlainString<CanVarOs>);
static_assert(kTakesBothStringTypes<CanAppend> && kTakesNoPlainString<CanAppend>);
static_assert(kTakesBothStringTypes<CanPlusAssign> && kTakesNoPlainString<CanPlusAssign>);
static_assert(kTakesBothStringTypes<CanPlusLeft> && kTakesNoPlainString<CanPlusLeft>);
static_assert(kTakesBothStringTypes<CanPlusRight> && kTakesNoPlainString<CanPlusRight>);
// Concatenation always gives an owned string.
static_assert(
    std::is_same_v<decltype(std::declval<Wtf8View>() + std::declval<Wtf8View>()), Wtf8Buf>);

// A fresh temporary string each call.
Wtf8Buf make_buf(std::u16string_view units) { return Wtf8Buf::from_utf16(units); }

TEST(TemporariesTest, EncodingFunctionsTakeATemporary) {
  EXPECT_EQ(encoding::utf8_encode(make_buf(u"a\xD800")), "a\xEF\xBF\xBD");
  EXPECT_EQ(encoding::utf16le_encode(make_buf(u"a\U0001F600")), "a\0\x3D\xD8\x00\xDE"sv);
  EXPECT_EQ(encoding::utf16be_encode(make_buf(u"\xD800"), encoding::LoneSurrogates::kKeep),
            "\xD8\0"sv);
  EXPECT_EQ(encoding::utf16be_encode(make_buf(u"\xD800")), "\xFF\xFD"sv);
}

TEST(TemporariesTest, Utf58EncodeTakesATemporary) {
  EXPECT_EQ(utf58::encode(make_buf(u"z")).value_or("<error>"), "\x1A");
  EXPECT_EQ(utf58::encode(make_buf(u"z"), utf58::Dialect::kSpecTable).value_or("<error>"), "\x1C");
  EXPECT_FALSE(utf58::encode(make_buf(u"x\xD800")).ok());
}

TEST(TemporariesTest, OsFunctionsTakeATemporary) {
  EXPECT_EQ(os::to_posix_bytes(make_buf(u"caf\xDCE9")).value_or("<error>"), "caf\xE9");
  EXPECT_FALSE(os::to_posix_bytes(make_buf(u"a\xD800")).ok());
  const auto path = os::to_path(make_buf(u"dir/x"));
  ASSERT_TRUE(path.ok());
  EXPECT_EQ(os::from_path(*path), make_buf(u"dir/x"));
  EXPECT_FALSE(os::to_path(make_buf(u"a\0b"sv)).ok());
  EXPECT_EQ(os::var_os(make_buf(u"WTF8_TEMPORARIES_TEST_UNSET_VARIABLE")), std::nullopt);
  EXPECT_EQ(os::var_os(make_buf(u"")), std::nullopt);
}

TEST(TemporariesTest, AppendAndPlusAssignTakeATemporary) {
  Wtf8Buf s = make_buf(u"x\xD83D");
  s.append(make_buf(u"\xDE00"));  // the halves join
  EXPECT_EQ(s, make_buf(u"x\U0001F600"));
  s += make_buf(u"\xD800");
  s += make_buf(u"\xDC00");
  EXPECT_EQ(s, make_buf(u"x\U0001F600\U00010000"));
}

TEST(TemporariesTest, ConcatenationTakesAnyMixIncludingTemporaries) {
  const Wtf8Buf lead = make_buf(u"a\xD83D");
  const Wtf8Buf trail = make_buf(u"\xDE00z");
  const Wtf8Buf joined = make_buf(u"a\U0001F600z");
  const Wtf8View lead_view = lead;
  const Wtf8View trail_view = trail;
  EXPECT_EQ(lead_view + trail_view, joined);
  EXPECT_EQ(lead_view + trail, joined);
  EXPECT_EQ(lead + trail_view, joined);
  EXPECT_EQ(lead + trail, joined);
  EXPECT_EQ(make_buf(u"a\xD83D") + trail, joined);
  EXPECT_EQ(make_buf(u"a\xD83D") + trail_view, joined);
  EXPECT_EQ(lead + make_buf(u"\xDE00z"), joined);
  EXPECT_EQ(lead_view + make_buf(u"\xDE00z"), joined);
  EXPECT_EQ(make_buf(u"a\xD83D") + make_buf(u"\xDE00z"), joined);
  // The operands are unchanged (only a temporary left side is reused).
  EXPECT_EQ(lead, make_buf(u"a\xD83D"));
  EXPECT_EQ(trail, make_buf(u"\xDE00z"));
}

TEST(TemporariesTest, ATemporaryLeftSideIsReusedNotCopied) {
  Wtf8Buf left = make_buf(u"abc");
  left.reserve(64);
  const char* const buffer = left.as_view().data();
  const Wtf8Buf sum = std::move(left) + make_buf(u"def");
  EXPECT_EQ(sum, make_buf(u"abcdef"));
  EXPECT_EQ(sum.as_view().data(), buffer);
}

TEST(TemporariesTest, AppendingItselfWorks) {
  Wtf8Buf s = make_buf(u"\xDC00x\xD800");
  s.append(s);
  EXPECT_EQ(s, make_buf(u"\xDC00x\xD800\xDC00x\xD800"));
  s += s.as_view().slice(0, 3);
  EXPECT_EQ(s, make_buf(u"\xDC00x\xD800\xDC00x\U00010000"));
}

}  // namespace
}  // namespace wtf8
