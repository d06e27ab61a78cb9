// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8/json.h: hand-written cases from RFC 8259 §7, ECMA-262's QuoteJSONString and Python's
// json.dumps (every escape, lone surrogates of both kinds, pairs, split halves at a view's ends,
// every error with its offset), then round trips and a byte-by-byte model of RFC 8259 §7 on random
// literals that cross the implementation's 16 KiB windows, and the same literals and quotes with
// every kernel table (the scan for bytes to escape is the table's find_json_stop; the tables
// themselves are compared at guard pages in simd_guard_page_test.cc). The comparison with node and
// Python themselves is json_clients_test.cc.

#include "wtf8/json.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "gtest/gtest.h"
#include "tests/kernel_tables.h"
#include "tests/test_util.h"
#include "wtf8/valid_prefix.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using test_util::error_offset;

std::string js(std::u16string_view units) {
  return json_quote(Wtf8Buf::from_utf16(units), JsonStyle::kJs);
}
std::string ascii(std::u16string_view units) {
  return json_quote(Wtf8Buf::from_utf16(units), JsonStyle::kAscii);
}

// The UTF-16 units a literal stands for, or the offset of its error.
std::u16string units_of(std::string_view literal) {
  absl::StatusOr<Wtf8Buf> r = json_unquote(literal);
  EXPECT_TRUE(r.ok()) << r.status();
  return r.ok() ? r->to_utf16() : u"<error>";
}
std::optional<std::size_t> fails_at(std::string_view literal) {
  absl::StatusOr<Wtf8Buf> r = json_unquote(literal);
  if (r.ok()) return std::nullopt;
  EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument) << r.status();
  return error_offset(r.status());
}

// ---- quoting -----------------------------------------------------------------------------------

TEST(JsonHeaderTest, ExamplesInWtf8JsonH) {
  const Wtf8Buf name = Wtf8Buf::from_utf16(u"caf\u00E9 \xD800.txt");
  EXPECT_EQ(json_quote(name), "\"caf\xC3\xA9 \\ud800.txt\"");
  EXPECT_EQ(json_quote(name, JsonStyle::kAscii), R"("caf\u00e9 \ud800.txt")");
  EXPECT_EQ(json_unquote(R"("caf\u00e9 \ud800.txt")")->to_utf16(), u"caf\u00E9 \xD800.txt");
  EXPECT_EQ(json_unquote(R"("\ud83d\ude00")")->as_bytes(), "\xF0\x9F\x98\x80");
  EXPECT_EQ(fails_at("\"a\nb\""), 2u);
  EXPECT_EQ(json_quote(Wtf8Buf::from_utf16(u"a\"\n\xDC00")), R"("a\"\n\udc00")");
  const Wtf8Buf s = Wtf8Buf::from_utf16(u"\U0001F600");
  EXPECT_EQ(json_quote(s, JsonStyle::kAscii), R"("\ud83d\ude00")");
  EXPECT_EQ(json_quote(s.slice(0, 2)), R"("\ud83d")");
  EXPECT_EQ(json_unquote(R"("\ud800\u0041")")->to_utf16(),
            u"\xD800"
            u"A");
  EXPECT_EQ(fails_at(R"("a\x")"), 2u);
  EXPECT_EQ(fails_at("\"a"), 2u);
  EXPECT_EQ(fails_at(R"("a" )"), 3u);
  Wtf8Buf b;
  ASSERT_TRUE(append_json_unquoted(R"("\ud83d")", b).ok());
  ASSERT_TRUE(append_json_unquoted(R"("\ude00")", b).ok());
  EXPECT_EQ(b.to_utf16(), u"\U0001F600");
}

TEST(JsonQuoteTest, PlainTextIsCopied) {
  EXPECT_EQ(js(u""), R"("")");
  EXPECT_EQ(js(u"abc xyz/~"), R"("abc xyz/~")");  // '/' is not escaped (node, Python)
  EXPECT_EQ(ascii(u"abc xyz/~"), R"("abc xyz/~")");
}

TEST(JsonQuoteTest, QuoteAndBackslash) {
  EXPECT_EQ(js(u"a\"b\\c"), R"("a\"b\\c")");
  EXPECT_EQ(ascii(u"a\"b\\c"), R"("a\"b\\c")");
}

TEST(JsonQuoteTest, ControlsUseShortFormsWhereTheyExist) {
  // RFC 8259 §7's two-character escapes, `\u00xx` (lowercase) for the other controls.
  EXPECT_EQ(js(u"\b\f\n\r\t"), R"("\b\f\n\r\t")");
  EXPECT_EQ(js(std::u16string(u"\0\x01\x0B\x0E\x1B\x1F", 6)),
            R"("\u0000\u0001\u000b\u000e\u001b\u001f")");
  EXPECT_EQ(ascii(std::u16string(u"\0\b\x1F", 3)), R"("\u0000\b\u001f")");
}

TEST(JsonQuoteTest, DelAndLineSeparatorsRawInJsEscapedInAscii) {
  EXPECT_EQ(js(u"\x7F\u2028\u2029"), "\"\x7F\xE2\x80\xA8\xE2\x80\xA9\"");
  EXPECT_EQ(ascii(u"\x7F\u2028\u2029"), R"("\u007f\u2028\u2029")");
}

TEST(JsonQuoteTest, NonAsciiRawInJsEscapedInAscii) {
  EXPECT_EQ(js(u"caf\u00E9 \u4E2D \uFFFF"), "\"caf\xC3\xA9 \xE4\xB8\xAD \xEF\xBF\xBF\"");
  EXPECT_EQ(ascii(u"caf\u00E9 \u4E2D \uFFFF \u0080"), R"("caf\u00e9 \u4e2d \uffff \u0080")");
}

TEST(JsonQuoteTest, SupplementaryRawInJsAsAPairInAscii) {
  EXPECT_EQ(js(u"\U0001F600"), "\"\xF0\x9F\x98\x80\"");
  EXPECT_EQ(ascii(u"\U0001F600"), R"("\ud83d\ude00")");
  EXPECT_EQ(ascii(u"\U00010000\U0010FFFF"), R"("\ud800\udc00\udbff\udfff")");
}

TEST(JsonQuoteTest, LoneSurrogatesAreEscapedInBothStyles) {
  for (const auto style : {JsonStyle::kJs, JsonStyle::kAscii}) {
    const auto q = [&](std::u16string_view u) { return json_quote(Wtf8Buf::from_utf16(u), style); };
    EXPECT_EQ(q(u"\xD800"), R"("\ud800")");
    EXPECT_EQ(q(u"\xDBFF"), R"("\udbff")");
    EXPECT_EQ(q(u"\xDC00"), R"("\udc00")");
    EXPECT_EQ(q(u"\xDFFF"), R"("\udfff")");
    EXPECT_EQ(q(u"a\xD83D"
                u"b"),
              R"("a\ud83db")");                          // lead, then no trail
    EXPECT_EQ(q(u"\xDE00\xD83D"), R"("\ude00\ud83d")");  // trail before lead: two lone ones
  }
  // U+D000..U+D7FF share the lead byte ED with the surrogates and are not escaped by kJs.
  EXPECT_EQ(js(u"\uD000\uD7FF"), "\"\xED\x80\x80\xED\x9F\xBF\"");
  EXPECT_EQ(ascii(u"\uD7FF"), R"("\ud7ff")");
}

TEST(JsonQuoteTest, SplitHalvesAreTheLoneSurrogatesTheyStandFor) {
  // F0 9F 98 80 (U+1F600) x F0 9F 98 81 (U+1F601): offsets 2 and 7 are mid-sequence boundaries.
  const Wtf8Buf s = Wtf8Buf::from_utf16(u"\U0001F600x\U0001F601");
  for (const auto style : {JsonStyle::kJs, JsonStyle::kAscii}) {
    EXPECT_EQ(json_quote(s.slice(0, 2), style), R"("\ud83d")");
    EXPECT_EQ(json_quote(s.slice(2, 4), style), R"("\ude00")");
    EXPECT_EQ(json_quote(s.slice(2, 7), style), R"("\ude00x\ud83d")");
    EXPECT_EQ(json_quote(s.slice(7, 9), style), R"("\ude01")");
    EXPECT_EQ(json_quote(s.slice(2, 2), style), R"("")");
  }
  EXPECT_EQ(json_quote(s.slice(0, 7)), "\"\xF0\x9F\x98\x80x\\ud83d\"");
  EXPECT_EQ(json_quote(s.slice(2, 9)), "\"\\ude00x\xF0\x9F\x98\x81\"");
}

TEST(JsonQuoteTest, AppendsToADocument) {
  std::string doc = "[";
  append_json_quoted(Wtf8Buf::from_utf16(u"a\xD800"), JsonStyle::kJs, doc);
  doc += ',';
  append_json_quoted(Wtf8Buf::from_utf16(u"\u00E9"), JsonStyle::kAscii, doc);
  doc += ']';
  EXPECT_EQ(doc, R"(["a\ud800","\u00e9"])");
}

TEST(JsonQuoteTest, EscapesAcrossLongRunsAndWindowEdges) {
  // The implementation scans 16 KiB windows: put every kind of escape and a surrogate's 3 bytes
  // at each position around the edges.
  for (const std::size_t edge : {std::size_t{16384}, std::size_t{32768}}) {
    for (std::size_t at = edge - 6; at <= edge + 2; ++at) {
      for (const std::u16string_view what :
           {std::u16string_view(u"\xD800"), std::u16string_view(u"\n"),
            std::u16string_view(u"\U0001F600"), std::u16string_view(u"\u00E9")}) {
        std::u16string text(at, u'a');
        text += what;
        text += u"zz";
        std::string expected_js(1, '"');
        expected_js.append(at, 'a');
        std::string expected_ascii = expected_js;
        if (what == u"\xD800") {
          expected_js += "\\ud800";
          expected_ascii += "\\ud800";
        } else if (what == u"\n") {
          expected_js += "\\n";
          expected_ascii += "\\n";
        } else if (what == u"\U0001F600") {
          expected_js += "\xF0\x9F\x98\x80";
          expected_ascii += "\\ud83d\\ude00";
        } else {
          expected_js += "\xC3\xA9";
          expected_ascii += "\\u00e9";
        }
        expected_js += "zz\"";
        expected_ascii += "zz\"";
        EXPECT_EQ(js(text), expected_js) << at;
        EXPECT_EQ(ascii(text), expected_ascii) << at;
      }
    }
  }
}

// ---- unquoting ---------------------------------------------------------------------------------

TEST(JsonUnquoteTest, PlainAndEscapedText) {
  EXPECT_EQ(units_of(R"("")"), u"");
  EXPECT_EQ(units_of(R"("abc")"), u"abc");
  EXPECT_EQ(units_of(R"("\"\\\/\b\f\n\r\t")"), u"\"\\/\b\f\n\r\t");
  EXPECT_EQ(units_of(R"("\u0041\u00e9\u00E9\u4e2D")"), u"A\u00E9\u00E9\u4E2D");
  EXPECT_EQ(units_of(R"("\u0000")"), std::u16string(1, u'\0'));
  EXPECT_EQ(units_of("\"caf\xC3\xA9 \xF0\x9F\x98\x80\""), u"caf\u00E9 \U0001F600");
  // DEL, U+2028 and U+2029 may be raw (RFC 8259 §7 requires escapes below U+0020 only).
  EXPECT_EQ(units_of("\"\x7F\xE2\x80\xA8\xE2\x80\xA9\""), u"\x7F\u2028\u2029");
}

TEST(JsonUnquoteTest, EscapedPairsJoin) {
  const absl::StatusOr<Wtf8Buf> r = json_unquote(R"("\uD83D\uDE00")");
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->as_bytes(), "\xF0\x9F\x98\x80");  // one 4-byte sequence, never ED A0 BD ED B8 80
  EXPECT_EQ(units_of(R"("\ud83d\ude00")"), u"\U0001F600");
  EXPECT_EQ(units_of(R"("\uD83d\uDe00")"), u"\U0001F600");
  EXPECT_EQ(units_of(R"("\ud800\udc00\udbff\udfff")"), u"\U00010000\U0010FFFF");
}

TEST(JsonUnquoteTest, LoneEscapesStayLoneSurrogates) {
  EXPECT_EQ(units_of(R"("\ud800")"), u"\xD800");
  EXPECT_EQ(units_of(R"("\udfff")"), u"\xDFFF");
  EXPECT_EQ(units_of(R"("\ude00\ud83d")"), u"\xDE00\xD83D");  // wrong order
  EXPECT_EQ(units_of(R"("\ud83d\u0041")"),
            u"\xD83D"
            u"A");                                                      // lead, then no trail
  EXPECT_EQ(units_of(R"("\ud83dx\ude00")"), u"\xD83Dx\xDE00");          // text between
  EXPECT_EQ(units_of(R"("\ud83d\ud83d\ude00")"), u"\xD83D\U0001F600");  // the second lead pairs
  const absl::StatusOr<Wtf8Buf> r = json_unquote(R"("a\ud800")");
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->as_bytes(), "a\xED\xA0\x80");
}

TEST(JsonUnquoteErrorTest, NoOpeningQuote) {
  EXPECT_EQ(fails_at(""), 0u);
  EXPECT_EQ(fails_at("abc"), 0u);
  EXPECT_EQ(fails_at(R"( "a")"), 0u);  // a literal, not a JSON text: no whitespace
  EXPECT_EQ(fails_at("'a'"), 0u);
  EXPECT_EQ(fails_at("\xEF\xBB\xBF\"a\""), 0u);  // no BOM either
}

TEST(JsonUnquoteErrorTest, NoClosingQuoteAtTheEnd) {
  EXPECT_EQ(fails_at("\""), 1u);
  EXPECT_EQ(fails_at("\"abc"), 4u);
  EXPECT_EQ(fails_at(R"("abc\")"), 6u);  // the escaped quote does not close
  EXPECT_EQ(fails_at("\"\xC3\xA9"), 3u);
}

TEST(JsonUnquoteErrorTest, TextAfterTheClosingQuote) {
  EXPECT_EQ(fails_at(R"("a"b)"), 3u);
  EXPECT_EQ(fails_at(R"("a" )"), 3u);
  EXPECT_EQ(fails_at("\"a\"\n"), 3u);
  EXPECT_EQ(fails_at(R"("a"")"), 3u);
  EXPECT_EQ(fails_at(R"(""")"), 2u);
  EXPECT_EQ(fails_at("\"a\"\xFF"), 3u);
}

TEST(JsonUnquoteErrorTest, RawControlCharacters) {
  EXPECT_EQ(fails_at("\"a\nb\""), 2u);
  EXPECT_EQ(fails_at("\"\t\""), 1u);
  EXPECT_EQ(fails_at(std::string("\"\0\"", 3)), 1u);
  EXPECT_EQ(fails_at("\"ab\x1F\""), 3u);
  const absl::Status s = json_unquote("\"a\nb\"").status();
  EXPECT_EQ(std::string(s.message()),
            "invalid JSON string literal: the control character U+000A must be written as an "
            "escape at byte offset 2");
}

TEST(JsonUnquoteErrorTest, BadEscapesNameTheBackslash) {
  for (const char* bad : {R"("\x41")", R"("\a")", R"("\U0041")", R"("\'")", R"("\0")", R"("\ ")",
                          "\"\\\xC3\xA9\"", "\"\\\n\""}) {
    EXPECT_EQ(fails_at(bad), 1u) << bad;
  }
  EXPECT_EQ(fails_at(R"("ab\q")"), 3u);
}

TEST(JsonUnquoteErrorTest, ShortUnicodeEscapesNameTheBackslash) {
  for (const char* bad : {R"("\u")", R"("\u1")", R"("\u12")", R"("\u123")", R"("\u12g4")",
                          R"("\u 123")", R"("\u+123")", R"("\u-123")", R"("\u1_23")", R"("\u{41}")",
                          R"("\u12)", R"("\u)", R"("\)", "\"\\u00\xC3\xA9\""}) {
    EXPECT_EQ(fails_at(bad), 1u) << bad;
  }
  EXPECT_EQ(fails_at(R"("\ud83d\ude0")"), 7u);  // the second escape is short
}

TEST(JsonUnquoteErrorTest, RawTextMustBeUtf8) {
  EXPECT_EQ(fails_at("\"a\xFF"
                     "b\""),
            2u);
  EXPECT_EQ(fails_at("\"a\x80\""), 2u);
  EXPECT_EQ(fails_at("\"a\xC3\""), 2u);             // a sequence cut by the closing quote
  EXPECT_EQ(fails_at("\"a\xC3"), 2u);               // ... and by the end
  EXPECT_EQ(fails_at("\"\xC0\xAF\""), 1u);          // overlong
  EXPECT_EQ(fails_at("\"\xF4\x90\x80\x80\""), 1u);  // above U+10FFFF
  // A surrogate cannot be raw: its bytes are not UTF-8 (lone, or a CESU-8 style pair).
  EXPECT_EQ(fails_at("\"x\xED\xA0\x80\""), 2u);
  EXPECT_EQ(fails_at("\"\xED\xA0\xBD\xED\xB8\x80\""), 1u);
  const absl::Status s = json_unquote("\"a\xFF\"").status();
  EXPECT_NE(std::string(s.message()).find("not UTF-8"), std::string::npos) << s;
}

TEST(JsonUnquoteErrorTest, TheFirstErrorWins) {
  EXPECT_EQ(fails_at("\"a\xFF\\q\""), 2u);
  EXPECT_EQ(fails_at("\"ab\\q\xFF\""), 3u);
  EXPECT_EQ(fails_at("\"a\n\\q"), 2u);
  EXPECT_EQ(fails_at("\"\\q\n"), 1u);
}

TEST(JsonUnquoteTest, AppendJoinsWithWhatIsThere) {
  Wtf8Buf b = Wtf8Buf::from_utf16(u"x\xD83D");
  ASSERT_TRUE(append_json_unquoted(R"("\ude00y")", b).ok());
  EXPECT_EQ(b.to_utf16(), u"x\U0001F600y");
  // Raw text cannot begin with a trail surrogate, so nothing else joins.
  Wtf8Buf c = Wtf8Buf::from_utf16(u"\xD83D");
  ASSERT_TRUE(append_json_unquoted(R"("a")", c).ok());
  EXPECT_EQ(c.to_utf16(),
            u"\xD83D"
            u"a");
}

TEST(JsonUnquoteTest, FailedAppendLeavesTheStringAsItWas) {
  Wtf8Buf b = Wtf8Buf::from_utf16(u"abc");
  EXPECT_FALSE(append_json_unquoted(R"("de\q")", b).ok());
  EXPECT_EQ(b.to_utf16(), u"abc");
  // Here the literal's first escape joined the lead surrogate `b` ended with before it failed.
  Wtf8Buf joined = Wtf8Buf::from_utf16(u"x\xD83D");
  EXPECT_FALSE(append_json_unquoted(R"("\ude00\x")", joined).ok());
  EXPECT_EQ(joined.to_utf16(), u"x\xD83D");
  EXPECT_EQ(joined.as_bytes(), "x\xED\xA0\xBD");
  Wtf8Buf empty;
  EXPECT_FALSE(append_json_unquoted("\"abc", empty).ok());
  EXPECT_TRUE(empty.empty());
}

// ---- round trips and a model -------------------------------------------------------------------

// Random UTF-16 with every kind of unit the quoting cares about.
std::u16string random_units(std::mt19937& rng, std::size_t n) {
  static constexpr char16_t kPicks[] = {u'a',   u' ',    u'"',    u'\\',  u'/',   u'\n',
                                        u'\0',  u'\x1F', u'\x7F', 0xE9,   0x2028, 0x4E2D,
                                        0xD7FF, 0xFFFF,  0xD83D,  0xDE00, 0xDBFF, 0xDC00};
  std::u16string out;
  for (std::size_t i = 0; i < n; ++i) {
    const uint32_t r = rng() % 40;
    if (r < sizeof kPicks / sizeof kPicks[0]) {
      out += kPicks[r];
    } else if (r < 30) {
      out += static_cast<char16_t>('a' + rng() % 26);
    } else {
      out += static_cast<char16_t>(rng() % 0x10000);
    }
  }
  return out;
}

TEST(JsonRoundTripTest, UnquoteOfQuoteIsTheViewInBothStyles) {
  std::mt19937 rng(8259);
  for (int iter = 0; iter < 3000; ++iter) {
    const Wtf8Buf s = Wtf8Buf::from_utf16(random_units(rng, rng() % 40));
    // Every slice between boundaries, split halves included, from a few start points.
    for (std::size_t b = 0; b <= s.size(); b += 1 + rng() % 5) {
      for (std::size_t e = b; e <= s.size(); e += 1 + rng() % 7) {
        const std::optional<Wtf8View> v = s.try_slice(b, e);
        if (!v) continue;
        for (const auto style : {JsonStyle::kJs, JsonStyle::kAscii}) {
          const std::string q = json_quote(*v, style);
          const absl::StatusOr<Wtf8Buf> back = json_unquote(q);
          ASSERT_TRUE(back.ok()) << back.status() << " for " << v->debug_string();
          EXPECT_EQ(*back, *v) << q;
          EXPECT_TRUE(is_well_formed_utf8(q)) << q;
          if (style == JsonStyle::kAscii) {
            EXPECT_TRUE(Wtf8View::from_utf8(q)->is_ascii()) << q;
          }
        }
      }
    }
  }
}

// RFC 8259 §7 read byte by byte with the UTF-8 check of the whole literal up front: the model the
// windowed implementation must agree with, error offsets included.
struct ModelResult {
  std::optional<std::u16string> units;
  std::size_t error = 0;
};

ModelResult model_unquote(std::string_view lit) {
  const std::size_t bad_utf8 = valid_utf8_up_to(lit);
  std::u16string units;
  const auto fail = [&](std::size_t at) {
    return ModelResult{std::nullopt, std::min(at, bad_utf8)};
  };
  if (lit.empty() || lit[0] != '"') return fail(0);
  std::size_t i = 1;
  std::string raw;
  const auto flush = [&] {
    units += Wtf8Buf::from_utf8(raw)->to_utf16();
    raw.clear();
  };
  while (true) {
    if (i >= bad_utf8) return fail(bad_utf8);
    if (i == lit.size()) return fail(i);
    const unsigned char c = static_cast<unsigned char>(lit[i]);
    if (c == '"') {
      if (i + 1 != lit.size()) return fail(i + 1);
      flush();
      return {units, 0};
    }
    if (c < 0x20) return fail(i);
    if (c != '\\') {
      raw += lit[i++];
      continue;
    }
    flush();
    if (i + 1 == lit.size()) return fail(i);
    const char e = lit[i + 1];
    const std::string_view simple = "\"\\/bfnrt";
    const std::string_view meaning = "\"\\/\b\f\n\r\t";
    if (simple.find(e) != std::string_view::npos) {
      units += static_cast<char16_t>(meaning[simple.find(e)]);
      i += 2;
      continue;
    }
    if (e != 'u' || i + 6 > lit.size()) return fail(i);
    uint32_t v = 0;
    for (std::size_t k = 2; k < 6; ++k) {
      const char h = lit[i + k];
      const int d = h >= '0' && h <= '9'   ? h - '0'
                    : h >= 'a' && h <= 'f' ? h - 'a' + 10
                    : h >= 'A' && h <= 'F' ? h - 'A' + 10
                                           : -1;
      if (d < 0) return fail(i);
      v = v * 16 + static_cast<uint32_t>(d);
    }
    units += static_cast<char16_t>(v);
    i += 6;
  }
}

std::string random_literal(std::mt19937& rng, std::size_t long_run) {
  static const char* const kPieces[] = {
      "a", "b", " ", "\\\"", "\\\\", "\\/", "\\b", "\\n", "\\u0041", "\\u00E9", "\\ud83d",
      "\\uDE00", "\\udbff\\udfff", "\xC3\xA9", "\xE4\xB8\xAD", "\xF0\x9F\x98\x80", "\x7F",
      // mistakes
      "\n", "\\x", "\\u12", "\\u12G4", "\xFF", "\xC3", "\xED\xA0\x80", "\"", "\\"};
  constexpr std::size_t kGood = 17;
  std::string lit = "\"";
  if (long_run != 0) lit.append(long_run, 'x');
  const std::size_t pieces = rng() % 12;
  for (std::size_t k = 0; k < pieces; ++k) {
    const bool mistake = rng() % 25 == 0;
    const std::size_t count = sizeof kPieces / sizeof kPieces[0];
    lit += kPieces[mistake ? kGood + rng() % (count - kGood) : rng() % kGood];
  }
  if (rng() % 20 != 0) lit += '"';
  if (rng() % 30 == 0) lit += " ";
  return lit;
}

TEST(JsonUnquoteModelTest, AgreesWithAByteByByteModel) {
  std::mt19937 rng(7);
  for (int iter = 0; iter < 20000; ++iter) {
    // Some literals cross the 16 KiB windows, with their pieces right at the edge.
    const std::size_t long_run = iter % 50 == 0 ? 16384 - 20 + rng() % 24 : 0;
    const std::string lit = random_literal(rng, long_run);
    const ModelResult want = model_unquote(lit);
    const absl::StatusOr<Wtf8Buf> got = json_unquote(lit);
    const std::string shown = lit.size() > 200 ? "..." + lit.substr(lit.size() - 100) : lit;
    if (want.units) {
      ASSERT_TRUE(got.ok()) << got.status() << " for " << test_util::hex(shown);
      EXPECT_EQ(got->to_utf16(), *want.units) << test_util::hex(shown);
    } else {
      ASSERT_FALSE(got.ok()) << test_util::hex(shown);
      EXPECT_EQ(error_offset(got.status()), want.error)
          << got.status() << " for " << test_util::hex(shown);
    }
  }
}

// Quoting and unquoting go through the active kernel table's scan (find_json_stop): every table
// this CPU runs gives the scalar table's results, on text with each kind of byte to escape at
// each position across the vector sizes.
TEST(JsonKernelTest, EveryKernelTableGivesTheSameResults) {
  const std::vector<std::string_view> kStops = {"\"",           "\\",           "\n",
                                                "\x1F",         "\x7F",         "\xC3\xA9",
                                                "\xED\xA0\x80", "\xED\x9F\xBF", "\xF0\x9F\x98\x80"};
  std::vector<std::string> texts;
  for (std::size_t n = 0; n <= 150; n += n < 20 ? 1 : 7) {
    for (std::size_t at = 0; at <= n; at += n < 20 ? 1 : 5) {
      for (const std::string_view stop : kStops) {
        texts.push_back(std::string(at, 'a') + std::string(stop) + std::string(n - at, 'b'));
      }
    }
  }
  const auto results = [&texts] {
    std::vector<std::string> out;
    for (const std::string& t : texts) {
      const absl::StatusOr<Wtf8View> v = Wtf8View::from_wtf8(t);
      if (!v.ok()) continue;
      out.push_back(json_quote(*v, JsonStyle::kJs));
      out.push_back(json_quote(*v, JsonStyle::kAscii));
      const absl::StatusOr<Wtf8Buf> back = json_unquote("\"" + t + "\"");
      out.push_back(back.ok() ? std::string(back->as_bytes()) : back.status().ToString());
    }
    return out;
  };
  const std::vector<const internal::simd::Kernels*> tables = test_util::all_kernels();
  std::vector<std::string> want;
  {
    const test_util::KernelScope scope(tables.front());  // the scalar reference
    want = results();
  }
  for (const internal::simd::Kernels* k : tables) {
    const test_util::KernelScope scope(k);
    EXPECT_EQ(results(), want) << k->name;
  }
}

}  // namespace
}  // namespace wtf8
