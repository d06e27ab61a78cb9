// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Tests of wtf8/encoding.h: the label table, every decoder case derivable from the WHATWG text
// (WHATWG Encoding §8.1.1, §14.2, §6), BOM handling, chunked == one-shot at every cut point, the
// UTF-8 fast path against its byte-at-a-time twin and against an independent model of Unicode's
// Table 3-7, the encoders, and Markus Kuhn's UTF-8 decoder stress test (tests/testdata/).

#include "wtf8/encoding.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <initializer_list>
#include <iterator>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/test_util.h"
#include "wtf8/code_point.h"
#include "wtf8/error.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace encoding {
namespace {

using namespace std::string_view_literals;  // NOLINT: "..."sv keeps embedded NULs
using ::testing::HasSubstr;
using ::wtf8::error_offset;
using ::wtf8::test_util::hex;

// ---- helpers -----------------------------------------------------------------------------------

Wtf8Buf U16(std::u16string_view units) { return Wtf8Buf::from_utf16(units); }

std::u32string CodePointsOf(const Wtf8Buf& s) {
  std::u32string out;
  for (const CodePoint cp : s.code_points()) out.push_back(cp.value());
  return out;
}

std::size_t CountReplacements(const Wtf8Buf& s) {
  std::size_t n = 0;
  for (const CodePoint cp : s.code_points()) n += cp.value() == 0xFFFD;
  return n;
}

constexpr Encoding kImplemented[] = {Encoding::kUtf8, Encoding::kUtf16Le, Encoding::kUtf16Be,
                                     Encoding::kReplacement, Encoding::kXUserDefined};
constexpr ErrorMode kModes[] = {ErrorMode::kReplacement, ErrorMode::kFatal, ErrorMode::kLossless};
constexpr Bom kBoms[] = {Bom::kSniff, Bom::kStrip, Bom::kKeep};

std::string ConfigName(Encoding e, ErrorMode m, Bom b) {
  std::ostringstream os;
  os << name(e) << " mode=" << static_cast<int>(m) << " bom=" << static_cast<int>(b);
  return os.str();
}

// Everything a decode produces: the status and the output (also on failure).
struct Outcome {
  absl::Status status;
  Wtf8Buf out;
  bool had_errors = false;
  friend bool operator==(const Outcome& a, const Outcome& b) {
    return a.status == b.status && a.out == b.out && a.had_errors == b.had_errors;
  }
  friend void PrintTo(const Outcome& o, std::ostream* os) {
    *os << o.status << " out=" << o.out.debug_string() << " had_errors=" << o.had_errors;
  }
};

// Feeds `chunks` to one decoder, the last with last = true; stops at the first failure.
Outcome DecodeChunks(Encoding e, ErrorMode m, Bom b, const std::vector<std::string_view>& chunks) {
  Decoder d(e, m, b);
  Outcome o;
  for (std::size_t i = 0; i < chunks.size(); ++i) {
    o.status = d.decode(chunks[i], i + 1 == chunks.size(), o.out);
    if (!o.status.ok()) break;
  }
  o.had_errors = d.had_errors();
  return o;
}

Outcome DecodeOnce(Encoding e, ErrorMode m, Bom b, std::string_view bytes) {
  return DecodeChunks(e, m, b, {bytes});
}

// The result of the one-shot functions as code points, or the status.
Wtf8Buf Ok(const absl::StatusOr<Wtf8Buf>& r) {
  EXPECT_TRUE(r.ok()) << r.status();
  return r.ok() ? *r : Wtf8Buf();
}

// ---- an independent model of UTF-8 decoding ---------------------------------------------------
//
// Unicode Table 3-7 (well-formed UTF-8 byte sequences) and the "U+FFFD substitution of maximal
// subparts" practice of Unicode §3.9 / §5.22, written from the table rather than from the WHATWG
// state machine: a maximal subpart is the longest prefix of a well-formed sequence starting at
// the current byte (at least one byte), and each one becomes one U+FFFD.
struct LeadRow {
  uint8_t first_lo, first_hi;  // lead byte range
  int length;
  uint8_t second_lo, second_hi;  // range of the second byte; later bytes are 80..BF
};
constexpr LeadRow kTable3_7[] = {
    {0xC2, 0xDF, 2, 0x80, 0xBF}, {0xE0, 0xE0, 3, 0xA0, 0xBF}, {0xE1, 0xEC, 3, 0x80, 0xBF},
    {0xED, 0xED, 3, 0x80, 0x9F}, {0xEE, 0xEF, 3, 0x80, 0xBF}, {0xF0, 0xF0, 4, 0x90, 0xBF},
    {0xF1, 0xF3, 4, 0x80, 0xBF}, {0xF4, 0xF4, 4, 0x80, 0x8F},
};

struct ModelResult {
  std::u32string code_points;
  std::optional<std::size_t> first_error;  // offset of the first maximal subpart
};

ModelResult ModelDecodeUtf8(std::string_view bytes) {
  ModelResult r;
  std::size_t i = 0;
  while (i < bytes.size()) {
    const auto b0 = static_cast<uint8_t>(bytes[i]);
    if (b0 < 0x80) {
      r.code_points.push_back(b0);
      ++i;
      continue;
    }
    const LeadRow* row = nullptr;
    for (const LeadRow& candidate : kTable3_7) {
      if (b0 >= candidate.first_lo && b0 <= candidate.first_hi) row = &candidate;
    }
    std::size_t matched = 1;
    if (row != nullptr) {
      while (matched < static_cast<std::size_t>(row->length) && i + matched < bytes.size()) {
        const auto b = static_cast<uint8_t>(bytes[i + matched]);
        const uint8_t lo = matched == 1 ? row->second_lo : 0x80;
        const uint8_t hi = matched == 1 ? row->second_hi : 0xBF;
        if (b < lo || b > hi) break;
        ++matched;
      }
    }
    if (row != nullptr && matched == static_cast<std::size_t>(row->length)) {
      uint32_t cp = b0 & (0xFF >> (row->length + 1));
      for (std::size_t k = 1; k < matched; ++k) cp = (cp << 6) | (bytes[i + k] & 0x3F);
      r.code_points.push_back(cp);
    } else {
      r.code_points.push_back(0xFFFD);
      if (!r.first_error) r.first_error = i;
    }
    i += matched;
  }
  return r;
}

TEST(EncodingModelTest, ModelAgreesWithTheIssuesExamples) {
  EXPECT_EQ(ModelDecodeUtf8("\xF0\x80\x80").code_points, U"\uFFFD\uFFFD\uFFFD");
  EXPECT_EQ(ModelDecodeUtf8("\xE1\x80").code_points, U"\uFFFD");
  EXPECT_EQ(ModelDecodeUtf8("\xED\xA0\x80").code_points, U"\uFFFD\uFFFD\uFFFD");
  EXPECT_EQ(ModelDecodeUtf8("\xF4\x90\x80\x80").code_points, U"\uFFFD\uFFFD\uFFFD\uFFFD");
  EXPECT_EQ(ModelDecodeUtf8("\xC0\xAF").code_points, U"\uFFFD\uFFFD");
  EXPECT_EQ(ModelDecodeUtf8("a\xF0\x9F\x98\x80").code_points, U"a\U0001F600");
}

// ---- labels (§4.2)
// -------------------------------------------------------------------------------

struct TableRow {
  Encoding encoding;
  std::string_view name;
  std::vector<std::string_view> labels;
};

// The standard's table, transcribed from WHATWG Encoding §4.2 "Names and labels" for this test.
const std::vector<TableRow>& Table() {
  static const auto* const table = new std::vector<TableRow>{
      {Encoding::kUtf8,
       "UTF-8",
       {"unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8"}},
      {Encoding::kIbm866, "IBM866", {"866", "cp866", "csibm866", "ibm866"}},
      {Encoding::kIso8859_2,
       "ISO-8859-2",
       {"csisolatin2", "iso-8859-2", "iso-ir-101", "iso8859-2", "iso88592", "iso_8859-2",
        "iso_8859-2:1987", "l2", "latin2"}},
      {Encoding::kIso8859_3,
       "ISO-8859-3",
       {"csisolatin3", "iso-8859-3", "iso-ir-109", "iso8859-3", "iso88593", "iso_8859-3",
        "iso_8859-3:1988", "l3", "latin3"}},
      {Encoding::kIso8859_4,
       "ISO-8859-4",
       {"csisolatin4", "iso-8859-4", "iso-ir-110", "iso8859-4", "iso88594", "iso_8859-4",
        "iso_8859-4:1988", "l4", "latin4"}},
      {Encoding::kIso8859_5,
       "ISO-8859-5",
       {"csisolatincyrillic", "cyrillic", "iso-8859-5", "iso-ir-144", "iso8859-5", "iso88595",
        "iso_8859-5", "iso_8859-5:1988"}},
      {Encoding::kIso8859_6,
       "ISO-8859-6",
       {"arabic", "asmo-708", "csiso88596e", "csiso88596i", "csisolatinarabic", "ecma-114",
        "iso-8859-6", "iso-8859-6-e", "iso-8859-6-i", "iso-ir-127", "iso8859-6", "iso88596",
        "iso_8859-6", "iso_8859-6:1987"}},
      {Encoding::kIso8859_7,
       "ISO-8859-7",
       {"csisolatingreek", "ecma-118", "elot_928", "greek", "greek8", "iso-8859-7", "iso-ir-126",
        "iso8859-7", "iso88597", "iso_8859-7", "iso_8859-7:1987", "sun_eu_greek"}},
      {Encoding::kIso8859_8,
       "ISO-8859-8",
       {"csiso88598e", "csisolatinhebrew", "hebrew", "iso-8859-8", "iso-8859-8-e", "iso-ir-138",
        "iso8859-8", "iso88598", "iso_8859-8", "iso_8859-8:1988", "visual"}},
      {Encoding::kIso8859_8I, "ISO-8859-8-I", {"csiso88598i", "iso-8859-8-i", "logical"}},
      {Encoding::kIso8859_10,
       "ISO-8859-10",
       {"csisolatin6", "iso-8859-10", "iso-ir-157", "iso8859-10", "iso885910", "l6", "latin6"}},
      {Encoding::kIso8859_13, "ISO-8859-13", {"iso-8859-13", "iso8859-13", "iso885913"}},
      {Encoding::kIso8859_14, "ISO-8859-14", {"iso-8859-14", "iso8859-14", "iso885914"}},
      {Encoding::kIso8859_15,
       "ISO-8859-15",
       {"csisolatin9", "iso-8859-15", "iso8859-15", "iso885915", "iso_8859-15", "l9"}},
      {Encoding::kIso8859_16, "ISO-8859-16", {"iso-8859-16"}},
      {Encoding::kKoi8R, "KOI8-R", {"cskoi8r", "koi", "koi8", "koi8-r", "koi8_r"}},
      {Encoding::kKoi8U, "KOI8-U", {"koi8-ru", "koi8-u"}},
      {Encoding::kMacintosh, "macintosh", {"csmacintosh", "mac", "macintosh", "x-mac-roman"}},
      {Encoding::kWindows874,
       "windows-874",
       {"dos-874", "iso-8859-11", "iso8859-11", "iso885911", "tis-620", "windows-874"}},
      {Encoding::kWindows1250, "windows-1250", {"cp1250", "windows-1250", "x-cp1250"}},
      {Encoding::kWindows1251, "windows-1251", {"cp1251", "windows-1251", "x-cp1251"}},
      {Encoding::kWindows1252,
       "windows-1252",
       {"ansi_x3.4-1968", "ascii", "cp1252", "cp819", "csisolatin1", "ibm819", "iso-8859-1",
        "iso-ir-100", "iso8859-1", "iso88591", "iso_8859-1", "iso_8859-1:1987", "l1", "latin1",
        "us-ascii", "windows-1252", "x-cp1252"}},
      {Encoding::kWindows1253, "windows-1253", {"cp1253", "windows-1253", "x-cp1253"}},
      {Encoding::kWindows1254,
       "windows-1254",
       {"cp1254", "csisolatin5", "iso-8859-9", "iso-ir-148", "iso8859-9", "iso88599", "iso_8859-9",
        "iso_8859-9:1989", "l5", "latin5", "windows-1254", "x-cp1254"}},
      {Encoding::kWindows1255, "windows-1255", {"cp1255", "windows-1255", "x-cp1255"}},
      {Encoding::kWindows1256, "windows-1256", {"cp1256", "windows-1256", "x-cp1256"}},
      {Encoding::kWindows1257, "windows-1257", {"cp1257", "windows-1257", "x-cp1257"}},
      {Encoding::kWindows1258, "windows-1258", {"cp1258", "windows-1258", "x-cp1258"}},
      {Encoding::kXMacCyrillic, "x-mac-cyrillic", {"x-mac-cyrillic", "x-mac-ukrainian"}},
      {Encoding::kGbk,
       "GBK",
       {"chinese", "csgb2312", "csiso58gb231280", "gb2312", "gb_2312", "gb_2312-80", "gbk",
        "iso-ir-58", "x-gbk"}},
      {Encoding::kGb18030, "gb18030", {"gb18030"}},
      {Encoding::kBig5, "Big5", {"big5", "big5-hkscs", "cn-big5", "csbig5", "x-x-big5"}},
      {Encoding::kEucJp, "EUC-JP", {"cseucpkdfmtjapanese", "euc-jp", "x-euc-jp"}},
      {Encoding::kIso2022Jp, "ISO-2022-JP", {"csiso2022jp", "iso-2022-jp"}},
      {Encoding::kShiftJis,
       "Shift_JIS",
       {"csshiftjis", "ms932", "ms_kanji", "shift-jis", "shift_jis", "sjis", "windows-31j",
        "x-sjis"}},
      {Encoding::kEucKr,
       "EUC-KR",
       {"cseuckr", "csksc56011987", "euc-kr", "iso-ir-149", "korean", "ks_c_5601-1987",
        "ks_c_5601-1989", "ksc5601", "ksc_5601", "windows-949"}},
      {Encoding::kReplacement,
       "replacement",
       {"csiso2022kr", "hz-gb-2312", "iso-2022-cn", "iso-2022-cn-ext", "iso-2022-kr",
        "replacement"}},
      {Encoding::kUtf16Be, "UTF-16BE", {"unicodefffe", "utf-16be"}},
      {Encoding::kUtf16Le,
       "UTF-16LE",
       {"csunicode", "iso-10646-ucs-2", "ucs-2", "unicode", "unicodefeff", "utf-16", "utf-16le"}},
      {Encoding::kXUserDefined, "x-user-defined", {"x-user-defined"}},
  };
  return *table;
}

TEST(EncodingLabelTest, TableHasFortyEncodingsAndTheirLabels) {
  ASSERT_EQ(Table().size(), kEncodingCount);
  std::size_t labels = 0;
  for (std::size_t i = 0; i < Table().size(); ++i) {
    EXPECT_EQ(static_cast<std::size_t>(Table()[i].encoding), i) << "enum order follows the table";
    labels += Table()[i].labels.size();
  }
  EXPECT_EQ(labels, 228u);
}

TEST(EncodingLabelTest, NamesAreSpelledAsInTheTable) {
  for (const TableRow& row : Table()) EXPECT_EQ(name(row.encoding), row.name);
  EXPECT_EQ(name(Encoding::kUtf8), "UTF-8");
  EXPECT_EQ(name(Encoding::kShiftJis), "Shift_JIS");
  EXPECT_EQ(name(Encoding::kIso8859_8I), "ISO-8859-8-I");
  EXPECT_EQ(name(Encoding::kXUserDefined), "x-user-defined");
  EXPECT_EQ(name(Encoding::kGb18030), "gb18030");
}

TEST(EncodingLabelTest, EveryLabelMapsAsTheTableSays) {
  for (const TableRow& row : Table()) {
    for (std::string_view label : row.labels) {
      EXPECT_EQ(encoding_for_label(label), row.encoding) << label;
      std::string upper(label);
      for (char& c : upper) c = (c >= 'a' && c <= 'z') ? static_cast<char>(c - 32) : c;
      EXPECT_EQ(encoding_for_label(upper), row.encoding) << upper;
      EXPECT_EQ(encoding_for_label(" \t\n\f\r" + upper + "\r\f\n\t "), row.encoding) << upper;
    }
  }
}

TEST(EncodingLabelTest, EveryNameLowercasedIsALabelOfItsEncoding) {
  // §4.2: "For each encoding, ASCII-lowercasing its name yields one of its labels."
  for (const TableRow& row : Table()) {
    EXPECT_EQ(encoding_for_label(row.name), row.encoding) << row.name;
  }
}

TEST(EncodingLabelTest, LatinAndAsciiAreWindows1252) {
  EXPECT_EQ(encoding_for_label("latin1"), Encoding::kWindows1252);
  EXPECT_EQ(encoding_for_label("ASCII"), Encoding::kWindows1252);
  EXPECT_EQ(encoding_for_label("iso-8859-1"), Encoding::kWindows1252);
  EXPECT_EQ(encoding_for_label("utf-16"), Encoding::kUtf16Le);
  EXPECT_EQ(encoding_for_label("unicodefffe"), Encoding::kUtf16Be);
  EXPECT_EQ(encoding_for_label("iso-2022-kr"), Encoding::kReplacement);
}

TEST(EncodingLabelTest, StripsOnlyAsciiWhitespace) {
  EXPECT_EQ(encoding_for_label("\t\n\f\r utf-8 \r\f\n\t"), Encoding::kUtf8);
  EXPECT_EQ(encoding_for_label("\vutf-8"), std::nullopt) << "VT is not ASCII whitespace";
  EXPECT_EQ(encoding_for_label("utf-8\v"), std::nullopt);
  EXPECT_EQ(encoding_for_label("\xC2\xA0utf-8"), std::nullopt) << "NBSP is not ASCII whitespace";
  EXPECT_EQ(encoding_for_label("utf-8\0"sv), std::nullopt);
  EXPECT_EQ(encoding_for_label("utf -8"), std::nullopt) << "inner whitespace stays";
  EXPECT_EQ(encoding_for_label("  "), std::nullopt);
  EXPECT_EQ(encoding_for_label(""), std::nullopt);
}

TEST(EncodingLabelTest, MatchesAsciiCaseInsensitivelyOnly) {
  EXPECT_EQ(encoding_for_label("uTf-8"), Encoding::kUtf8);
  EXPECT_EQ(encoding_for_label("SHIFT_JIS"), Encoding::kShiftJis);
  // U+212A KELVIN SIGN lowercases to 'k' under Unicode rules, but not ASCII ones.
  EXPECT_EQ(encoding_for_label("\xE2\x84\xAAoi8-r"), std::nullopt);
  // U+0130 (capital I with dot) and U+0131 (dotless i) are not 'i'.
  EXPECT_EQ(encoding_for_label("\xC4\xB0so-8859-2"), std::nullopt);
  EXPECT_EQ(encoding_for_label("\xC4\xB1so-8859-2"), std::nullopt);
}

TEST(EncodingLabelTest, RejectsUnknownLabels) {
  for (std::string_view label :
       {"utf-7", "utf-32", "utf-16x", "x-user-defined2", "cseucpkdfmtjapanesex",
        "cseucpkdfmtjapanes", "iso-8859-1:1987", "latin-1", "big5-hkscs2", "8", "windows-1259",
        "replacement-encoding", "-utf-8", "utf_8"}) {
    EXPECT_EQ(encoding_for_label(label), std::nullopt) << label;
  }
  EXPECT_EQ(encoding_for_label(std::string(1000, 'a')), std::nullopt);
  EXPECT_EQ(encoding_for_label(std::string(1000, ' ') + "utf-8"), Encoding::kUtf8);
}

TEST(EncodingLabelTest, OutputEncoding) {
  for (std::size_t i = 0; i < kEncodingCount; ++i) {
    const auto e = static_cast<Encoding>(i);
    const bool to_utf8 =
        e == Encoding::kReplacement || e == Encoding::kUtf16Be || e == Encoding::kUtf16Le;
    EXPECT_EQ(output_encoding(e), to_utf8 ? Encoding::kUtf8 : e) << name(e);
  }
}

TEST(EncodingLabelTest, DecodingIsImplementedForFiveEncodings) {
  std::size_t implemented = 0;
  for (std::size_t i = 0; i < kEncodingCount; ++i) {
    implemented += is_decoding_implemented(static_cast<Encoding>(i));
  }
  EXPECT_EQ(implemented, 5u);
  for (Encoding e : kImplemented) EXPECT_TRUE(is_decoding_implemented(e)) << name(e);
}

// ---- UTF-8 decoder (§8.1.1) --------------------------------------------------------------------

struct Utf8Case {
  std::string_view bytes;
  std::u32string_view replaced;         // kReplacement output
  std::optional<std::size_t> fatal_at;  // kFatal: offset of the error, nullopt if well-formed
};

// Cases derived from §8.1.1 step by step, and the Unicode "maximal subpart" examples.
const Utf8Case kUtf8Cases[] = {
    {"", U"", std::nullopt},
    {"abc", U"abc", std::nullopt},
    {"\0"sv, U"\0"sv, std::nullopt},
    {"\x7F", U"\x7F", std::nullopt},
    // Step 2: first and last sequences of each length, boundary values.
    {"\xC2\x80", U"\u0080", std::nullopt},
    {"\xDF\xBF", U"\u07FF", std::nullopt},
    {"\xE0\xA0\x80", U"\u0800", std::nullopt},
    {"\xEF\xBF\xBF", U"\uFFFF", std::nullopt},
    {"\xED\x9F\xBF", U"\uD7FF", std::nullopt},
    {"\xEE\x80\x80", U"\uE000", std::nullopt},
    {"\xEF\xBB\xBF", U"\uFEFF", std::nullopt},  // a BOM is U+FEFF without BOM handling
    {"\xF0\x90\x80\x80", U"\U00010000", std::nullopt},
    {"\xF4\x8F\xBF\xBF", U"\U0010FFFF", std::nullopt},
    {"\xE2\x82\xAC\xF0\x9F\x98\x80", U"\u20AC\U0001F600", std::nullopt},
    // Step 2, "anything else": bytes that cannot start a sequence, one error each.
    {"\x80", U"\uFFFD", 0},
    {"\xBF", U"\uFFFD", 0},
    {"a\xC0", U"a\uFFFD", 1},
    {"\xC1\xBF", U"\uFFFD\uFFFD", 0},
    {"\xF5\x80\x80\x80", U"\uFFFD\uFFFD\uFFFD\uFFFD", 0},
    {"\xF8\x88\x80\x80\x80", U"\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD", 0},
    {"\xFE\xFF", U"\uFFFD\uFFFD", 0},
    {"ab\xFF", U"ab\uFFFD", 2},
    // The issue's maximal subpart examples.
    {"\xF0\x80\x80", U"\uFFFD\uFFFD\uFFFD", 0},
    {"\xE1\x80", U"\uFFFD", 0},
    {"\xED\xA0\x80", U"\uFFFD\uFFFD\uFFFD", 0},
    {"\xF4\x90\x80\x80", U"\uFFFD\uFFFD\uFFFD\uFFFD", 0},
    {"\xC0\xAF", U"\uFFFD\uFFFD", 0},
    {"\xE0\x80", U"\uFFFD\uFFFD", 0},
    // Step 3: the lower/upper boundaries of the second byte; the byte is read again.
    {"\xE0\x9F\xBF", U"\uFFFD\uFFFD\uFFFD", 0},
    {"\xED\xBF\xBF", U"\uFFFD\uFFFD\uFFFD", 0},
    {"\xF0\x8F\xBF\xBF", U"\uFFFD\uFFFD\uFFFD\uFFFD", 0},
    {"\xF4\x90", U"\uFFFD\uFFFD", 0},
    {"\xED\xA0\x80\xED\xB0\x80", U"\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD", 0},
    // Step 3: an interrupted sequence is one error, and the interrupting byte is not masked
    // (§2: an ASCII byte after an illegal lead is never swallowed).
    {"\xC2\x41", U"\uFFFDA", 0},
    {"\xE2\x82\x22", U"\uFFFD\"", 0},
    {"\xF0\x9F\x98\x41", U"\uFFFDA", 0},
    {"\xC2\xC2\x80", U"\uFFFD\u0080", 0},
    {"\xE1\x80\xE1\x80\x80", U"\uFFFD\u1000", 0},
    {"x\xF1\x80\x80\xF1\x80\x80\x80", U"x\uFFFD\U00040000", 1},
    {"\xE0\xA0\xC0", U"\uFFFD\uFFFD", 0},
    // Step 1: end-of-queue inside a sequence is one error, where the sequence began.
    {"\xC2", U"\uFFFD", 0},
    {"ab\xF0\x9F\x98", U"ab\uFFFD", 2},
    {"abc\xE1\x80", U"abc\uFFFD", 3},
    {"\xF1\x80\x80", U"\uFFFD", 0},
    {"\xEF\xBB", U"\uFFFD", 0},
    // Step 4: continuation bytes after a complete sequence are unexpected.
    {"\xC2\x80\x80", U"\u0080\uFFFD", 2},
    {"\xF0\x9F\x98\x80\x80", U"\U0001F600\uFFFD", 4},
    // A long ASCII run (the fast path's word loop) before an error.
    {"0123456789abcdefghijklmnopqrstuvwxyz\xC3", U"0123456789abcdefghijklmnopqrstuvwxyz\uFFFD", 36},
    {"0123456789abcdef\xC3\xA9"
     "0123456789abcdef\xFF",
     U"0123456789abcdef\u00E90123456789abcdef\uFFFD", 34},
};

TEST(EncodingUtf8DecoderTest, ReplacementModeCases) {
  for (const Utf8Case& c : kUtf8Cases) {
    const Wtf8Buf out = utf8_decode_without_bom(c.bytes);
    EXPECT_EQ(CodePointsOf(out), c.replaced) << hex(c.bytes);
    EXPECT_EQ(CodePointsOf(out), ModelDecodeUtf8(c.bytes).code_points) << hex(c.bytes);
  }
}

TEST(EncodingUtf8DecoderTest, FatalModeFailsAtTheFirstIllFormedSequence) {
  for (const Utf8Case& c : kUtf8Cases) {
    const absl::StatusOr<Wtf8Buf> r = utf8_decode_without_bom_or_fail(c.bytes);
    if (!c.fatal_at) {
      ASSERT_TRUE(r.ok()) << hex(c.bytes) << " " << r.status();
      EXPECT_EQ(CodePointsOf(*r), c.replaced) << hex(c.bytes);
      continue;
    }
    ASSERT_FALSE(r.ok()) << hex(c.bytes);
    EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_THAT(std::string(r.status().message()), HasSubstr("invalid UTF-8: "));
    EXPECT_EQ(error_offset(r.status()), c.fatal_at) << hex(c.bytes) << " " << r.status();
    EXPECT_EQ(c.fatal_at, ModelDecodeUtf8(c.bytes).first_error) << hex(c.bytes);
  }
}

TEST(EncodingUtf8DecoderTest, FatalMessagesNameTheProblem) {
  auto message = [](std::string_view bytes) {
    return std::string(utf8_decode_without_bom_or_fail(bytes).status().message());
  };
  EXPECT_EQ(message("ab\x80"), "invalid UTF-8: unexpected continuation byte at byte offset 2");
  EXPECT_THAT(message("\xFF"), HasSubstr("never appears"));
  EXPECT_THAT(message("\xE0\x80"), HasSubstr("overlong"));
  EXPECT_THAT(message("\xE2\x82!"), HasSubstr("incomplete"));
  EXPECT_THAT(message("\xE2\x82"), HasSubstr("truncated"));
}

TEST(EncodingUtf8DecoderTest, LosslessModeIsFatalForUtf8) {
  // UTF-8 has nothing to keep that replacement would lose except by an error.
  for (const Utf8Case& c : kUtf8Cases) {
    const absl::StatusOr<Wtf8Buf> lossless =
        decode(c.bytes, Encoding::kUtf8, ErrorMode::kLossless, Bom::kKeep);
    const absl::StatusOr<Wtf8Buf> fatal = utf8_decode_without_bom_or_fail(c.bytes);
    EXPECT_EQ(lossless.status(), fatal.status()) << hex(c.bytes);
  }
}

TEST(EncodingUtf8DecoderTest, AgreesWithFromUtf8Lossy) {
  // Both sit on wtf8::internal::Utf8DecoderState; this checks that the wrappers agree too.
  for (const Utf8Case& c : kUtf8Cases) {
    EXPECT_EQ(utf8_decode_without_bom(c.bytes), Wtf8Buf::from_utf8_lossy(c.bytes)) << hex(c.bytes);
  }
}

TEST(EncodingUtf8DecoderTest, Utf8DecodeDropsOneLeadingBom) {
  EXPECT_EQ(utf8_decode("\xEF\xBB\xBF"), Wtf8Buf());
  EXPECT_EQ(utf8_decode("\xEF\xBB\xBFx"), U16(u"x"));
  EXPECT_EQ(utf8_decode("\xEF\xBB\xBF\xEF\xBB\xBFx"), U16(u"\uFEFFx"));
  EXPECT_EQ(utf8_decode("x\xEF\xBB\xBF"), U16(u"x\uFEFF"));
  // Only the first U+FEFF is dropped as a BOM: FF is an error, then a U+FEFF.
  EXPECT_EQ(utf8_decode("\xFF\xEF\xBB\xBF"), U16(u"\uFFFD\uFEFF"));
  EXPECT_EQ(utf8_decode("\xEF\xBB"), U16(u"\uFFFD"));
  EXPECT_EQ(utf8_decode("\xEF\xBB\xBE"), U16(u"\uFEFE"));
  // UTF-8 decode does not sniff UTF-16 BOMs.
  EXPECT_EQ(utf8_decode("\xFF\xFE"), U16(u"\uFFFD\uFFFD"));
}

TEST(EncodingUtf8DecoderTest, WithoutBomKeepsIt) {
  EXPECT_EQ(utf8_decode_without_bom("\xEF\xBB\xBFx"), U16(u"\uFEFFx"));
  EXPECT_EQ(Ok(utf8_decode_without_bom_or_fail("\xEF\xBB\xBFx")), U16(u"\uFEFFx"));
}

// ---- the fast path against the byte-at-a-time path -------------------------------------------

struct MachineOutcome {
  internal::DecodeResult result;
  Wtf8Buf out;
};

void ExpectSameOutcome(const MachineOutcome& fast, const MachineOutcome& slow,
                       std::string_view bytes, std::size_t cut) {
  EXPECT_EQ(fast.out, slow.out) << hex(bytes) << " cut " << cut;
  EXPECT_EQ(fast.result.ok, slow.result.ok) << hex(bytes) << " cut " << cut;
  EXPECT_EQ(fast.result.replaced, slow.result.replaced) << hex(bytes) << " cut " << cut;
  EXPECT_EQ(fast.result.offset, slow.result.offset) << hex(bytes) << " cut " << cut;
  EXPECT_STREQ(fast.result.reason, slow.result.reason) << hex(bytes) << " cut " << cut;
}

// Decodes bytes[0, cut) then bytes[cut, n) (last) with one Utf8Decoder, fast or byte at a time.
MachineOutcome RunUtf8(bool fast, std::string_view bytes, std::size_t cut, ErrorMode mode) {
  internal::Utf8Decoder d;
  MachineOutcome o;
  const std::string_view parts[] = {bytes.substr(0, cut), bytes.substr(cut)};
  for (int i = 0; i < 2; ++i) {
    const uint64_t offset = i == 0 ? 0 : cut;
    const bool last = i == 1;
    const bool replaced_before = o.result.replaced;
    o.result = fast ? d.decode(parts[i], offset, last, mode, o.out)
                    : d.decode_byte_at_a_time(parts[i], offset, last, mode, o.out);
    o.result.replaced = o.result.replaced || replaced_before;
    if (!o.result.ok) break;
  }
  return o;
}

// Interesting bytes: every boundary of §8.1.1 plus ASCII.
constexpr uint8_t kAlphabet[] = {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1,
                                 0xC2, 0xDF, 0xE0, 0xE1, 0xED, 0xEF, 0xF0, 0xF1, 0xF4, 0xF5, 0xFF};

void CheckUtf8Input(std::string_view bytes, bool all_cuts) {
  const ModelResult model = ModelDecodeUtf8(bytes);
  for (ErrorMode mode : {ErrorMode::kReplacement, ErrorMode::kFatal}) {
    const MachineOutcome slow = RunUtf8(false, bytes, bytes.size(), mode);
    if (mode == ErrorMode::kReplacement) {
      EXPECT_EQ(CodePointsOf(slow.out), model.code_points) << hex(bytes);
    } else {
      EXPECT_EQ(slow.result.ok, !model.first_error.has_value()) << hex(bytes);
      if (model.first_error) {
        EXPECT_EQ(slow.result.offset, *model.first_error) << hex(bytes);
      }
    }
    for (std::size_t cut = all_cuts ? 0 : bytes.size(); cut <= bytes.size(); ++cut) {
      ExpectSameOutcome(RunUtf8(true, bytes, cut, mode), slow, bytes, cut);
      if (cut != bytes.size())
        ExpectSameOutcome(RunUtf8(false, bytes, cut, mode), slow, bytes, cut);
    }
  }
}

TEST(EncodingUtf8FastPathTest, MatchesByteAtATimeOnAllShortInputs) {
  std::string bytes;
  for (int b = 0; b < 256; ++b) CheckUtf8Input(std::string(1, static_cast<char>(b)), true);
  for (int b0 = 0; b0 < 256; ++b0) {
    for (int b1 = 0; b1 < 256; ++b1) {
      const char two[] = {static_cast<char>(b0), static_cast<char>(b1)};
      CheckUtf8Input(std::string_view(two, 2), false);
    }
  }
  for (uint8_t b0 : kAlphabet) {
    for (uint8_t b1 : kAlphabet) {
      for (uint8_t b2 : kAlphabet) {
        const char three[] = {static_cast<char>(b0), static_cast<char>(b1), static_cast<char>(b2)};
        CheckUtf8Input(std::string_view(three, 3), true);
        for (uint8_t b3 : kAlphabet) {
          const char four[] = {static_cast<char>(b0), static_cast<char>(b1), static_cast<char>(b2),
                               static_cast<char>(b3)};
          CheckUtf8Input(std::string_view(four, 4), false);
        }
      }
    }
  }
}

TEST(EncodingUtf8FastPathTest, MatchesByteAtATimeOnRandomLongInputs) {
  constexpr uint32_t kSeed = 20260101;
  std::mt19937 rng(kSeed);
  const char* const kPieces[] = {"a",
                                 "0123456789abcdef",
                                 "\xC3\xA9",
                                 "\xE2\x82\xAC",
                                 "\xF0\x9F\x98\x80",
                                 "\xED\xA0\x80",
                                 "\xC0",
                                 "\x80",
                                 "\xE1\x80",
                                 "\xF4\x90",
                                 "\xFF",
                                 "\n"};
  for (int round = 0; round < 300; ++round) {
    std::string bytes;
    const int pieces = static_cast<int>(rng() % 40);
    for (int i = 0; i < pieces; ++i) {
      if (rng() % 4 == 0) {
        bytes += static_cast<char>(rng() & 0xFF);
      } else {
        bytes += kPieces[rng() % std::size(kPieces)];
      }
    }
    SCOPED_TRACE(testing::Message() << "seed " << kSeed << " round " << round);
    CheckUtf8Input(bytes, true);
  }
}

// ---- UTF-16 decoders (§14.2) -------------------------------------------------------------------

struct Utf16Case {
  std::string_view le;                  // UTF-16LE bytes (the BE input swaps each byte pair)
  std::u16string_view replaced;         // kReplacement output
  std::optional<std::size_t> fatal_at;  // kFatal: offset of the error
  std::u16string_view lossless;         // kLossless output (when it succeeds)
  std::optional<std::size_t> lossless_fails_at;
};

const Utf16Case kUtf16Cases[] = {
    {"", u"", std::nullopt, u"", std::nullopt},
    {"a\0b\0"sv, u"ab", std::nullopt, u"ab", std::nullopt},
    {"\xAC\x20"sv, u"\u20AC", std::nullopt, u"\u20AC", std::nullopt},
    {"\xFF\xFE"sv, u"\uFEFF", std::nullopt, u"\uFEFF", std::nullopt},  // no BOM handling here
    {"\xFE\xFF"sv, u"\uFFFE", std::nullopt, u"\uFFFE", std::nullopt},
    // Step 4: a lead surrogate followed by a trail surrogate is one supplementary code point.
    {"\x3D\xD8\x00\xDE"sv, u"\U0001F600", std::nullopt, u"\U0001F600", std::nullopt},
    {"\xFF\xDB\xFF\xDF"sv, u"\U0010FFFF", std::nullopt, u"\U0010FFFF", std::nullopt},
    // Step 6: a lone trail surrogate is an error.
    {"\x00\xDC"sv, u"\uFFFD", 0, u"\xDC00", std::nullopt},
    {"a\0\xFF\xDF"
     "b\0"sv,
     u"a\uFFFD"
     u"b",
     2,
     u"a\xDFFF"
     u"b",
     std::nullopt},
    // Step 4: a lead surrogate followed by anything else is an error; the unit is read again.
    {"\x00\xD8"
     "A\0"sv,
     u"\uFFFD"
     u"A",
     0,
     u"\xD800"
     u"A",
     std::nullopt},
    {"\x00\xD8\x00\xD8\x00\xDC"sv, u"\uFFFD\U00010000", 0, u"\xD800\xD800\xDC00", std::nullopt},
    {"\x00\xDC\x00\xD8"sv, u"\uFFFD\uFFFD", 0, u"\xDC00\xD800", std::nullopt},
    // Step 1: end of input with a pending lead surrogate and/or byte is one error.
    {"\x00\xD8"sv, u"\uFFFD", 0, u"\xD800", std::nullopt},
    {"a"sv, u"\uFFFD", 0, u"", 0},
    {"a\0b"sv, u"a\uFFFD", 2, u"a", 2},
    {"\x3D\xD8\x41"sv, u"\uFFFD", 0, u"\xD83D", 2},  // one U+FFFD, not two
    {"x\0\x3D\xD8\x41"sv, u"x\uFFFD", 2, u"x\xD83D", 4},
};

std::string SwapPairs(std::string_view le) {
  std::string be(le);
  for (std::size_t i = 0; i + 1 < be.size(); i += 2) std::swap(be[i], be[i + 1]);
  return be;
}

TEST(EncodingUtf16DecoderTest, CasesInBothByteOrdersAndAllModes) {
  for (const Utf16Case& c : kUtf16Cases) {
    for (const Encoding e : {Encoding::kUtf16Le, Encoding::kUtf16Be}) {
      const std::string bytes = e == Encoding::kUtf16Le ? std::string(c.le) : SwapPairs(c.le);
      SCOPED_TRACE(testing::Message() << name(e) << " " << hex(bytes));

      EXPECT_EQ(Ok(decode(bytes, e, ErrorMode::kReplacement, Bom::kKeep)), U16(c.replaced));

      const absl::StatusOr<Wtf8Buf> fatal = decode(bytes, e, ErrorMode::kFatal, Bom::kKeep);
      if (c.fatal_at) {
        ASSERT_FALSE(fatal.ok());
        EXPECT_EQ(fatal.status().code(), absl::StatusCode::kInvalidArgument);
        EXPECT_THAT(std::string(fatal.status().message()),
                    HasSubstr(std::string("invalid ") + std::string(name(e)) + ": "));
        EXPECT_EQ(error_offset(fatal.status()), c.fatal_at) << fatal.status();
      } else {
        EXPECT_EQ(Ok(fatal), U16(c.replaced));
      }

      const absl::StatusOr<Wtf8Buf> lossless = decode(bytes, e, ErrorMode::kLossless, Bom::kKeep);
      if (c.lossless_fails_at) {
        ASSERT_FALSE(lossless.ok());
        EXPECT_EQ(lossless.status().code(), absl::StatusCode::kInvalidArgument);
        EXPECT_THAT(std::string(lossless.status().message()), HasSubstr("odd byte"));
        EXPECT_EQ(error_offset(lossless.status()), c.lossless_fails_at) << lossless.status();
      } else {
        EXPECT_EQ(Ok(lossless), U16(c.lossless));
      }
    }
  }
}

TEST(EncodingUtf16DecoderTest, LosslessFailureKeepsWhatCameBefore) {
  Decoder d(Encoding::kUtf16Le, ErrorMode::kLossless, Bom::kKeep);
  Wtf8Buf out;
  const absl::Status s = d.decode("x\0\x3D\xD8\x41"sv, true, out);
  EXPECT_EQ(error_offset(s), 4u);
  EXPECT_EQ(out, U16(u"x\xD83D"));
}

// Random code unit sequences, surrogate-heavy, as UTF-16LE bytes.
std::vector<std::u16string> RandomUnitStrings(uint32_t seed, int count) {
  std::mt19937 rng(seed);
  const char16_t kUnits[] = {u'a',   0x00E9, 0x20AC, 0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0xD83D,
                             0xDE00, 0xFEFF, 0xFFFE, 0xFFFD, 0x0000, 0xD7FF, 0xE000};
  std::vector<std::u16string> out;
  for (int i = 0; i < count; ++i) {
    std::u16string s;
    const int n = static_cast<int>(rng() % 12);
    for (int k = 0; k < n; ++k) {
      s += rng() % 3 == 0 ? static_cast<char16_t>(rng() & 0xFFFF)
                          : kUnits[rng() % std::size(kUnits)];
    }
    out.push_back(s);
  }
  return out;
}

std::string UnitsToBytes(std::u16string_view units, bool big_endian) {
  std::string out;
  for (char16_t u : units) {
    const char hi = static_cast<char>(u >> 8), lo = static_cast<char>(u & 0xFF);
    out += big_endian ? hi : lo;
    out += big_endian ? lo : hi;
  }
  return out;
}

TEST(EncodingUtf16DecoderTest, LosslessEqualsFromUtf16AndReplacementEqualsItsLossyForm) {
  constexpr uint32_t kSeed = 7;
  for (const std::u16string& units : RandomUnitStrings(kSeed, 2000)) {
    const Wtf8Buf expected = Wtf8Buf::from_utf16(units);
    for (const bool be : {false, true}) {
      const Encoding e = be ? Encoding::kUtf16Be : Encoding::kUtf16Le;
      const std::string bytes = UnitsToBytes(units, be);
      SCOPED_TRACE(testing::Message() << "seed " << kSeed << " " << name(e) << " " << hex(bytes));
      EXPECT_EQ(Ok(decode(bytes, e, ErrorMode::kLossless, Bom::kKeep)), expected);
      // The standard's decoder replaces each unpaired surrogate: the lossy form of the same text.
      const Wtf8Buf replaced = Ok(decode(bytes, e, ErrorMode::kReplacement, Bom::kKeep));
      EXPECT_EQ(replaced.as_bytes(), expected.to_utf8_lossy());
      // Round trip through the lossless encoder.
      const std::string again = be ? utf16be_encode(expected, LoneSurrogates::kKeep)
                                   : utf16le_encode(expected, LoneSurrogates::kKeep);
      EXPECT_EQ(hex(again), hex(bytes));
    }
  }
}

// ---- replacement and x-user-defined ------------------------------------------------------------

TEST(EncodingReplacementDecoderTest, NonEmptyInputIsOneError) {
  const Encoding r = Encoding::kReplacement;
  EXPECT_EQ(Ok(decode("", r, ErrorMode::kReplacement, Bom::kKeep)), Wtf8Buf());
  EXPECT_EQ(Ok(decode("a", r, ErrorMode::kReplacement, Bom::kKeep)), U16(u"\uFFFD"));
  EXPECT_EQ(Ok(decode("hello\xFF", r, ErrorMode::kReplacement, Bom::kKeep)), U16(u"\uFFFD"));
  EXPECT_EQ(DecodeChunks(r, ErrorMode::kReplacement, Bom::kKeep, {"", "a", "", "bc"}).out,
            U16(u"\uFFFD"));
  // Labels of dangerous encodings map to it, so their content cannot be misread.
  EXPECT_EQ(Ok(decode("~{", *encoding_for_label("hz-gb-2312"))), U16(u"\uFFFD"));
  for (const ErrorMode m : {ErrorMode::kFatal, ErrorMode::kLossless}) {
    EXPECT_TRUE(decode("", r, m, Bom::kKeep).ok());
    const absl::Status s = decode("abc", r, m, Bom::kKeep).status();
    EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument);
    EXPECT_THAT(std::string(s.message()), HasSubstr("replacement"));
    EXPECT_EQ(error_offset(s), 0u);
  }
  // The error is at the first byte the replacement decoder sees, counted in the whole stream.
  EXPECT_EQ(error_offset(DecodeChunks(r, ErrorMode::kFatal, Bom::kKeep, {"", "", "xy"}).status),
            0u);
  // A UTF-8 BOM is not the replacement encoding's own, so kStrip keeps it (one error)...
  EXPECT_EQ(Ok(decode("\xEF\xBB\xBF", r, ErrorMode::kReplacement, Bom::kStrip)), U16(u"\uFFFD"));
  // ...but sniffing selects UTF-8.
  EXPECT_EQ(Ok(decode("\xEF\xBB\xBFok", r)), U16(u"ok"));
}

TEST(EncodingXUserDefinedDecoderTest, MapsHighBytesToPrivateUse) {
  std::string all;
  std::u16string expected;
  for (int b = 0; b < 256; ++b) {
    all += static_cast<char>(b);
    expected += static_cast<char16_t>(b < 0x80 ? b : 0xF780 + b - 0x80);
  }
  for (const ErrorMode m : kModes) {
    EXPECT_EQ(Ok(decode(all, Encoding::kXUserDefined, m, Bom::kKeep)), U16(expected));
  }
  EXPECT_EQ(Ok(decode("\xEF\xBB\xBF", Encoding::kXUserDefined, ErrorMode::kFatal, Bom::kStrip)),
            U16(u"\uF7EF\uF7BB\uF7BF"));
  EXPECT_EQ(Ok(decode("a\xFF", Encoding::kXUserDefined)), U16(u"a\uF7FF"));
}

// ---- decode (§6) and BOM handling ------------------------------------------------------------

TEST(EncodingDecodeTest, SniffedBomSelectsItsEncodingAndIsDropped) {
  for (std::size_t i = 0; i < kEncodingCount; ++i) {
    const auto fallback = static_cast<Encoding>(i);
    SCOPED_TRACE(name(fallback));
    EXPECT_EQ(Ok(decode("\xEF\xBB\xBF"
                        "a\xC3\xA9",
                        fallback)),
              U16(u"a\u00E9"));
    EXPECT_EQ(Ok(decode("\xFE\xFF\0a\xD8\x3D\xDE\x00"sv, fallback)), U16(u"a\U0001F600"));
    EXPECT_EQ(Ok(decode("\xFF\xFE"
                        "a\0\x3D\xD8\x00\xDE"sv,
                        fallback)),
              U16(u"a\U0001F600"));
    // Only the first BOM is one; the second is U+FEFF of the selected encoding.
    EXPECT_EQ(Ok(decode("\xFF\xFE\xFF\xFE"sv, fallback)), U16(u"\uFEFF"));
    EXPECT_EQ(Ok(decode("\xFE\xFF\xFE\xFF"sv, fallback)), U16(u"\uFEFF"));
    EXPECT_EQ(Ok(decode("\xEF\xBB\xBF\xEF\xBB\xBF", fallback)), U16(u"\uFEFF"));
    EXPECT_EQ(Ok(decode("\xFF\xFE", fallback)), Wtf8Buf());
  }
}

TEST(EncodingDecodeTest, WithoutBomUsesTheFallback) {
  EXPECT_EQ(Ok(decode("", Encoding::kUtf8)), Wtf8Buf());
  EXPECT_EQ(Ok(decode("a\xFF", Encoding::kUtf8)), U16(u"a\uFFFD"));
  EXPECT_EQ(Ok(decode("a\0"sv, Encoding::kUtf16Le)), U16(u"a"));
  EXPECT_EQ(Ok(decode("\0a"sv, Encoding::kUtf16Be)), U16(u"a"));
  // Prefixes of a BOM are not a BOM.
  EXPECT_EQ(Ok(decode("\xEF\xBB", Encoding::kUtf8)), U16(u"\uFFFD"));
  EXPECT_EQ(Ok(decode("\xEF\xBB", Encoding::kUtf16Le)), U16(u"\uBBEF"));
  EXPECT_EQ(Ok(decode("\xEF\xBB", Encoding::kXUserDefined)), U16(u"\uF7EF\uF7BB"));
  EXPECT_EQ(Ok(decode("\xFE", Encoding::kUtf8)), U16(u"\uFFFD"));
  EXPECT_EQ(Ok(decode("\xFF", Encoding::kUtf16Be)), U16(u"\uFFFD"));
  EXPECT_EQ(Ok(decode("\xEF\xBB\xBE", Encoding::kUtf8)), U16(u"\uFEFE"));
  EXPECT_EQ(Ok(decode("\xFE\xFE", Encoding::kUtf16Be)), U16(u"\uFEFE"));
  // A BOM not at the start is not sniffed.
  EXPECT_EQ(Ok(decode(" \xFF\xFE", Encoding::kUtf8)), U16(u" \uFFFD\uFFFD"));
}

TEST(EncodingDecodeTest, LegacyEncodingsAreUnimplemented) {
  for (std::size_t i = 0; i < kEncodingCount; ++i) {
    const auto e = static_cast<Encoding>(i);
    if (is_decoding_implemented(e)) continue;
    SCOPED_TRACE(name(e));
    for (std::string_view bytes : {"", "abc", "\xEF\xBB", "\x80"}) {
      const absl::Status s = decode(bytes, e).status();
      EXPECT_EQ(s.code(), absl::StatusCode::kUnimplemented);
      EXPECT_THAT(std::string(s.message()), HasSubstr(std::string(name(e))));
      for (const ErrorMode m : kModes) {
        for (const Bom b : kBoms) EXPECT_EQ(decode(bytes, e, m, b).status().code(), s.code());
      }
    }
    // A BOM overrides the legacy fallback, so that works.
    EXPECT_EQ(Ok(decode("\xEF\xBB\xBFok", e)), U16(u"ok"));
  }
}

TEST(EncodingDecoderTest, StripDropsOnlyTheDecodersOwnBomOnce) {
  auto strip = [](std::string_view bytes, Encoding e) {
    return Ok(decode(bytes, e, ErrorMode::kReplacement, Bom::kStrip));
  };
  EXPECT_EQ(strip("\xEF\xBB\xBFx", Encoding::kUtf8), U16(u"x"));
  EXPECT_EQ(strip("\xEF\xBB\xBF\xEF\xBB\xBF", Encoding::kUtf8), U16(u"\uFEFF"));
  EXPECT_EQ(strip("\xFF\xFEx\0"sv, Encoding::kUtf8), U16(u"\uFFFD\uFFFDx\0"sv));
  EXPECT_EQ(strip("\xFF\xFEx\0"sv, Encoding::kUtf16Le), U16(u"x"));
  EXPECT_EQ(strip("\xFE\xFF\0x"sv, Encoding::kUtf16Le), U16(u"\uFFFE\u7800"));
  EXPECT_EQ(strip("\xFE\xFF\0x"sv, Encoding::kUtf16Be), U16(u"x"));
  EXPECT_EQ(strip("\xFF\xFE", Encoding::kUtf16Be), U16(u"\uFFFE"));
}

TEST(EncodingDecoderTest, KeepDecodesTheBomAsFeff) {
  auto keep = [](std::string_view bytes, Encoding e) {
    return Ok(decode(bytes, e, ErrorMode::kReplacement, Bom::kKeep));
  };
  EXPECT_EQ(keep("\xEF\xBB\xBFx", Encoding::kUtf8), U16(u"\uFEFFx"));
  EXPECT_EQ(keep("\xFF\xFEx\0"sv, Encoding::kUtf16Le), U16(u"\uFEFFx"));
  EXPECT_EQ(keep("\xFE\xFF\0x"sv, Encoding::kUtf16Be), U16(u"\uFEFFx"));
}

TEST(EncodingDecoderTest, ReportsTheSniffedEncodingAndErrors) {
  Decoder d(Encoding::kWindows1252);
  Wtf8Buf out;
  EXPECT_EQ(d.encoding(), Encoding::kWindows1252);
  EXPECT_TRUE(d.decode("\xFE", false, out).ok());
  EXPECT_EQ(d.encoding(), Encoding::kWindows1252) << "undecided yet";
  EXPECT_TRUE(d.decode("\xFF\xD8\x00"sv, true, out).ok());
  EXPECT_EQ(d.encoding(), Encoding::kUtf16Be);
  EXPECT_TRUE(d.had_errors());
  EXPECT_EQ(out, U16(u"\uFFFD"));
  EXPECT_EQ(d.error_mode(), ErrorMode::kReplacement);
  EXPECT_EQ(d.bom(), Bom::kSniff);
}

TEST(EncodingDecoderTest, OffsetsCountTheWholeStreamIncludingTheBom) {
  Decoder d(Encoding::kUtf8, ErrorMode::kFatal, Bom::kSniff);
  Wtf8Buf out;
  EXPECT_TRUE(d.decode("\xEF\xBB", false, out).ok());
  EXPECT_TRUE(d.decode("\xBF"
                       "abc",
                       false, out)
                  .ok());
  EXPECT_TRUE(d.decode("d\xE2\x82", false, out).ok());
  const absl::Status s = d.decode("!", true, out);
  EXPECT_EQ(error_offset(s), 7u) << s;
  EXPECT_EQ(out, U16(u"abcd")) << "everything before the ill-formed sequence";
}

TEST(EncodingDecoderTest, FailureIsStickyUntilReset) {
  Decoder d(Encoding::kUtf8, ErrorMode::kFatal, Bom::kKeep);
  Wtf8Buf out;
  const absl::Status first = d.decode("ab\xFF", false, out);
  EXPECT_EQ(error_offset(first), 2u);
  EXPECT_EQ(d.decode("cd", true, out), first);
  EXPECT_EQ(d.decode("", true, out), first);
  EXPECT_EQ(out, U16(u"ab"));
  d.reset();
  out.clear();
  EXPECT_TRUE(d.decode("ok", true, out).ok());
  EXPECT_EQ(out, U16(u"ok"));
  // Unimplemented is sticky too.
  Decoder legacy(Encoding::kBig5, ErrorMode::kReplacement, Bom::kKeep);
  EXPECT_EQ(legacy.decode("", false, out).code(), absl::StatusCode::kUnimplemented);
  EXPECT_EQ(legacy.decode("", true, out).code(), absl::StatusCode::kUnimplemented);
}

TEST(EncodingDecoderTest, LastStartsANewStream) {
  Decoder d(Encoding::kUtf8, ErrorMode::kFatal, Bom::kSniff);
  Wtf8Buf out;
  EXPECT_TRUE(d.decode("\xFF\xFE"
                       "a\0"sv,
                       true, out)
                  .ok());
  EXPECT_EQ(d.encoding(), Encoding::kUtf16Le) << "still describes the finished stream";
  // The next stream sniffs again, and its offsets start at 0.
  const absl::Status s = d.decode("\xEF\xBB\xBFx\x80", true, out);
  EXPECT_EQ(d.encoding(), Encoding::kUtf8);
  EXPECT_EQ(error_offset(s), 4u) << s;
  EXPECT_EQ(out, U16(u"ax"));
  Decoder r(Encoding::kUtf8);
  EXPECT_TRUE(r.decode("\xFF", true, out).ok());
  EXPECT_TRUE(r.had_errors());
  EXPECT_TRUE(r.decode("fine", true, out).ok());
  EXPECT_FALSE(r.had_errors());
}

TEST(EncodingDecoderTest, PendingStateSurvivesEmptyChunks) {
  EXPECT_EQ(DecodeChunks(Encoding::kUtf8, ErrorMode::kFatal, Bom::kSniff,
                         {"", "\xF0", "", "\x9F\x98", "", "\x80", ""})
                .out,
            U16(u"\U0001F600"));
  EXPECT_EQ(DecodeChunks(Encoding::kUtf16Le, ErrorMode::kFatal, Bom::kSniff,
                         {"", "\x3D", "", "\xD8", "", "\x00"sv, "\xDE"})
                .out,
            U16(u"\U0001F600"));
}

// ---- chunked == one-shot ------------------------------------------------------------------------

std::vector<std::string> StreamCorpus() {
  std::vector<std::string> corpus;
  for (const Utf8Case& c : kUtf8Cases) corpus.emplace_back(c.bytes);
  for (const Utf16Case& c : kUtf16Cases) {
    corpus.emplace_back(c.le);
    corpus.push_back(SwapPairs(c.le));
  }
  for (std::string_view s :
       {"\xEF"sv, "\xEF\xBB"sv, "\xEF\xBB\xBF"sv, "\xFE"sv, "\xFF"sv, "\xFE\xFF"sv, "\xFF\xFE"sv,
        "\xEF\xBB\xBF\xEF\xBB\xBF"sv, "\xFF\xEF\xBB\xBF"sv,
        "\xEF\xBB\xBF"
        "a\xC3\xA9\xE2\x82"sv,
        "\xFF\xFE\x3D\xD8\x00\xDE\x00\xDC"
        "a"sv,
        "\xFE\xFF\xD8\x3D\xDE\x00\xD8"sv, "\xEF\xBB\xFF\xFE"sv, "\xFE\xFF\xFF\xFE"sv,
        "\xFE\xEF\xBB\xBF"sv}) {
    corpus.emplace_back(s);
  }
  constexpr uint32_t kSeed = 12345;
  std::mt19937 rng(kSeed);
  const uint8_t kBytes[] = {0x00, 0x41, 0x80, 0xBF, 0xC2, 0xDC, 0xD8, 0xDE, 0xE0,
                            0xED, 0xEF, 0xBB, 0xF0, 0xF4, 0x9F, 0x3D, 0xFE, 0xFF};
  for (int i = 0; i < 200; ++i) {
    std::string s;
    const int n = static_cast<int>(rng() % 14);
    for (int k = 0; k < n; ++k) s += static_cast<char>(kBytes[rng() % std::size(kBytes)]);
    corpus.push_back(s);
  }
  return corpus;
}

TEST(EncodingDecoderTest, ChunkedEqualsOneShotAtEveryCutPoint) {
  std::vector<Encoding> encodings(std::begin(kImplemented), std::end(kImplemented));
  encodings.push_back(Encoding::kWindows1252);
  encodings.push_back(Encoding::kShiftJis);
  for (const std::string& bytes : StreamCorpus()) {
    const std::string_view input(bytes);
    for (const Encoding e : encodings) {
      for (const ErrorMode m : kModes) {
        for (const Bom b : kBoms) {
          SCOPED_TRACE(testing::Message() << ConfigName(e, m, b) << " input " << hex(input));
          const Outcome whole = DecodeOnce(e, m, b, input);
          // The one-shot function is the same thing.
          const absl::StatusOr<Wtf8Buf> one_shot = decode(input, e, m, b);
          EXPECT_EQ(one_shot.status(), whole.status);
          if (one_shot.ok()) {
            EXPECT_EQ(*one_shot, whole.out);
          }
          // Every single cut point.
          for (std::size_t cut = 0; cut <= input.size(); ++cut) {
            EXPECT_EQ(DecodeChunks(e, m, b, {input.substr(0, cut), input.substr(cut)}), whole)
                << "cut " << cut;
          }
          // Every pair of cut points of short inputs.
          if (input.size() <= 8) {
            for (std::size_t i = 0; i <= input.size(); ++i) {
              for (std::size_t j = i; j <= input.size(); ++j) {
                EXPECT_EQ(
                    DecodeChunks(e, m, b,
                                 {input.substr(0, i), input.substr(i, j - i), input.substr(j)}),
                    whole)
                    << "cuts " << i << ", " << j;
              }
            }
          }
          // One byte per chunk, then an empty last chunk.
          std::vector<std::string_view> bytewise;
          for (std::size_t i = 0; i < input.size(); ++i) bytewise.push_back(input.substr(i, 1));
          bytewise.push_back("");
          EXPECT_EQ(DecodeChunks(e, m, b, bytewise), whole) << "1-byte chunks";
        }
      }
    }
  }
}

// ---- encoders ----------------------------------------------------------------------------------

TEST(EncodingEncoderTest, Utf8EncodeReplacesLoneSurrogates) {
  EXPECT_EQ(utf8_encode(U16(u"")), "");
  EXPECT_EQ(utf8_encode(U16(u"a\u00E9\u20AC\U0001F600")), "a\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80");
  EXPECT_EQ(utf8_encode(U16(u"a\xD800")), "a\xEF\xBF\xBD");
  EXPECT_EQ(utf8_encode(U16(u"\xDC00\xD800")), "\xEF\xBF\xBD\xEF\xBF\xBD");
  // Split surrogates (the halves of a 4-byte sequence a slice cut) are lone surrogates too.
  const Wtf8Buf emoji = U16(u"\U0001F600");
  EXPECT_EQ(utf8_encode(emoji.slice(0, 2)), "\xEF\xBF\xBD");
  EXPECT_EQ(utf8_encode(emoji.slice(2, 4)), "\xEF\xBF\xBD");
  // UTF-8 decode inverts it on scalar values.
  EXPECT_EQ(utf8_decode(utf8_encode(U16(u"\uFEFFx"))), U16(u"x")) << "the BOM is dropped";
}

TEST(EncodingEncoderTest, Utf16Encoders) {
  const Wtf8Buf text = U16(u"a\U0001F600\xD800");
  EXPECT_EQ(utf16le_encode(text), "a\0\x3D\xD8\x00\xDE\xFD\xFF"sv);
  EXPECT_EQ(utf16be_encode(text), "\0a\xD8\x3D\xDE\x00\xFF\xFD"sv);
  EXPECT_EQ(utf16le_encode(text, LoneSurrogates::kKeep), "a\0\x3D\xD8\x00\xDE\x00\xD8"sv);
  EXPECT_EQ(utf16be_encode(text, LoneSurrogates::kKeep), "\0a\xD8\x3D\xDE\x00\xD8\x00"sv);
  const Wtf8Buf emoji = U16(u"\U0001F600");
  EXPECT_EQ(utf16le_encode(emoji.slice(0, 2), LoneSurrogates::kKeep), "\x3D\xD8"sv);
  EXPECT_EQ(utf16be_encode(emoji.slice(2, 4), LoneSurrogates::kKeep), "\xDE\x00"sv);
  EXPECT_EQ(utf16le_encode(emoji.slice(2, 4)), "\xFD\xFF"sv);
}

TEST(EncodingEncoderTest, Utf16EncodeThenDecodeRoundTrips) {
  constexpr uint32_t kSeed = 99;
  for (const std::u16string& units : RandomUnitStrings(kSeed, 1000)) {
    const Wtf8Buf text = Wtf8Buf::from_utf16(units);
    SCOPED_TRACE(testing::Message() << "seed " << kSeed << " " << text.debug_string());
    EXPECT_EQ(Ok(decode(utf16le_encode(text, LoneSurrogates::kKeep), Encoding::kUtf16Le,
                        ErrorMode::kLossless, Bom::kKeep)),
              text);
    EXPECT_EQ(Ok(decode(utf16be_encode(text, LoneSurrogates::kKeep), Encoding::kUtf16Be,
                        ErrorMode::kLossless, Bom::kKeep)),
              text);
    // The replacing encoder gives well-formed UTF-16, which even fatal mode accepts.
    const absl::StatusOr<Wtf8Buf> strict =
        decode(utf16le_encode(text), Encoding::kUtf16Le, ErrorMode::kFatal, Bom::kKeep);
    ASSERT_TRUE(strict.ok()) << strict.status();
    EXPECT_EQ(strict->as_bytes(), text.to_utf8_lossy());
    EXPECT_EQ(utf8_encode(text), text.to_utf8_lossy());
  }
}

// ---- Markus Kuhn's UTF-8 decoder stress test ---------------------------------------------------

std::string ReadTestData(const std::string& name) {
  std::vector<std::string> candidates = {"tests/testdata/" + name};
  if (const char* srcdir = std::getenv("TEST_SRCDIR")) {
    candidates.push_back(std::string(srcdir) + "/wtf8/tests/testdata/" + name);
  }
  for (const std::string& path : candidates) {
    std::ifstream in(path, std::ios::binary);
    if (in) return std::string(std::istreambuf_iterator<char>(in), {});
  }
  ADD_FAILURE() << "cannot read " << name;
  return "";
}

std::vector<std::string_view> SplitLines(std::string_view text) {
  std::vector<std::string_view> lines;
  std::size_t begin = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n') {
      lines.push_back(text.substr(begin, i - begin));
      begin = i + 1;
    }
  }
  if (begin < text.size()) lines.push_back(text.substr(begin));
  return lines;
}

std::vector<Wtf8Buf> SplitDecodedLines(const Wtf8Buf& text) {
  std::vector<Wtf8Buf> lines(1);
  for (const CodePoint cp : text.code_points()) {
    if (cp.value() == '\n') {
      lines.emplace_back();
    } else {
      lines.back().push(cp);
    }
  }
  if (lines.back().empty()) lines.pop_back();
  return lines;
}

// The section a line opens ("3", "3.1", "5.2"), if it is a section heading: one or two numbers,
// then spaces, then a capital letter. Test lines ("3.1.1  ...") have three numbers.
std::optional<std::string> SectionHeading(std::string_view line) {
  std::size_t i = 0;
  int numbers = 0;
  while (true) {
    const std::size_t start = i;
    while (i < line.size() && line[i] >= '0' && line[i] <= '9') ++i;
    if (i == start) return std::nullopt;
    ++numbers;
    if (i < line.size() && line[i] == '.') {
      ++i;
      continue;
    }
    break;
  }
  if (numbers > 2 || i >= line.size() || line[i] != ' ') return std::nullopt;
  while (i < line.size() && line[i] == ' ') ++i;
  if (i >= line.size() || line[i] < 'A' || line[i] > 'Z') return std::nullopt;
  return std::string(line.substr(0, line.find(' ')));
}

// Whether a section-2 line names, in its own annotation ("(U-00200000)", "U-00110000 = ..."), a
// value above U+10FFFF: the file calls those boundary cases; for Unicode they are malformed.
bool NamesValueBeyondUnicode(std::string_view line) {
  const std::size_t at = line.find("U-");
  if (at == std::string_view::npos || at + 10 > line.size()) return false;
  return std::stoul(std::string(line.substr(at + 2, 8)), nullptr, 16) > 0x10FFFF;
}

// Whether the file marks `line`, in `section`, as holding malformed or illegal sequences:
// section 3 (malformed sequences), 4 (overlong sequences: "should be rejected like malformed"),
// 5.1 and 5.2 (surrogates: "should be rejected like malformed sequences"), and the section-2
// lines beyond U+10FFFF. Section 5.3 (noncharacters) is well-formed.
bool MarkedMalformed(const std::string& section, std::string_view line) {
  if (section == "3" || section.rfind("3.", 0) == 0) return true;
  if (section == "4" || section.rfind("4.", 0) == 0) return true;
  if (section == "5.1" || section == "5.2") return true;
  if (section.rfind("2.", 0) == 0) return NamesValueBeyondUnicode(line);
  return false;
}

std::size_t CountOf(std::string_view haystack, std::string_view needle) {
  std::size_t n = 0;
  for (std::size_t at = haystack.find(needle); at != std::string_view::npos;
       at = haystack.find(needle, at + 1)) {
    ++n;
  }
  return n;
}

// Errors per line under the WHATWG rule (one U+FFFD per maximal subpart), worked out by hand
// from the bytes the file lists, for every line that has any. Lines are numbered from 1.
struct KuhnLine {
  int line;
  std::string_view id;  // the test's number, or "" for a continuation line of a list
  std::size_t errors;
};
constexpr KuhnLine kKuhnErrors[] = {
    {75, "2.1.5", 5},  {76, "2.1.6", 6},  {83, "2.2.4", 4},  {84, "2.2.5", 5},   {85, "2.2.6", 6},
    {93, "2.3.5", 4},  {102, "3.1.1", 1}, {103, "3.1.2", 1}, {105, "3.1.3", 2},  {106, "3.1.4", 3},
    {107, "3.1.5", 4}, {108, "3.1.6", 5}, {109, "3.1.7", 6}, {110, "3.1.8", 7},  {114, "", 16},
    {115, "", 16},     {116, "", 16},     {117, "", 16},     {124, "", 16},      {125, "", 16},
    {130, "", 16},     {135, "", 8},      {140, "", 4},      {145, "", 2},       {153, "3.3.1", 1},
    {154, "3.3.2", 2}, {155, "3.3.3", 3}, {156, "3.3.4", 4}, {157, "3.3.5", 5},  {158, "3.3.6", 1},
    {159, "3.3.7", 1}, {160, "3.3.8", 3}, {161, "3.3.9", 4}, {162, "3.3.10", 5}, {169, "", 29},
    {175, "3.5.1", 1}, {176, "3.5.2", 1}, {177, "3.5.3", 4}, {207, "4.1.1", 2},  {208, "4.1.2", 3},
    {209, "4.1.3", 4}, {210, "4.1.4", 5}, {211, "4.1.5", 6}, {220, "4.2.1", 2},  {221, "4.2.2", 3},
    {222, "4.2.3", 4}, {223, "4.2.4", 5}, {224, "4.2.5", 6}, {232, "4.3.1", 2},  {233, "4.3.2", 3},
    {234, "4.3.3", 4}, {235, "4.3.4", 5}, {236, "4.3.5", 6}, {247, "5.1.1", 3},  {248, "5.1.2", 3},
    {249, "5.1.3", 3}, {250, "5.1.4", 3}, {251, "5.1.5", 3}, {252, "5.1.6", 3},  {253, "5.1.7", 3},
    {257, "5.2.1", 6}, {258, "5.2.2", 6}, {259, "5.2.3", 6}, {260, "5.2.4", 6},  {261, "5.2.5", 6},
    {262, "5.2.6", 6}, {263, "5.2.7", 6}, {264, "5.2.8", 6},
};

class KuhnStressTest : public testing::Test {
 protected:
  void SetUp() override {
    file_ = ReadTestData("UTF-8-test.txt");
    ASSERT_EQ(file_.size(), 22835u) << "tests/testdata/UTF-8-test.txt must be the verbatim copy";
  }
  std::string file_;
};

TEST_F(KuhnStressTest, ReplacementModeNeverFailsAndCountsMaximalSubparts) {
  const std::vector<std::string_view> raw = SplitLines(file_);
  ASSERT_EQ(raw.size(), 300u);
  // Decoding never fails in replacement mode (neither the standard's decode nor UTF-8 decode).
  const absl::StatusOr<Wtf8Buf> decoded = decode(file_, Encoding::kUtf8);
  ASSERT_TRUE(decoded.ok()) << decoded.status();
  EXPECT_EQ(*decoded, utf8_decode(file_));
  EXPECT_EQ(CodePointsOf(*decoded), ModelDecodeUtf8(file_).code_points);
  // The WHATWG rule never swallows an ASCII byte, so the line structure survives.
  const std::vector<Wtf8Buf> lines = SplitDecodedLines(*decoded);
  ASSERT_EQ(lines.size(), raw.size());
  EXPECT_EQ(lines.back(), U16(u"THE END                                                       "
                              u"                |"));

  std::vector<std::size_t> expected(raw.size() + 1, 0);
  for (const KuhnLine& k : kKuhnErrors) {
    expected[k.line] = k.errors;
    EXPECT_EQ(raw[k.line - 1].substr(0, k.id.size()), k.id) << "line " << k.line;
  }

  std::string section;
  std::size_t total = 0;
  for (std::size_t n = 1; n <= raw.size(); ++n) {
    const std::string_view bytes = raw[n - 1];
    if (std::optional<std::string> heading = SectionHeading(bytes)) section = *heading;
    // U+FFFD that the line itself spells (EF BF BD, in test 2.3.3) is text, not an error.
    const std::size_t errors = CountReplacements(lines[n - 1]) - CountOf(bytes, "\xEF\xBF\xBD");
    SCOPED_TRACE(testing::Message() << "line " << n << " (section " << section << "): " << bytes);
    EXPECT_EQ(errors, expected[n]);
    if (errors > 0) {
      EXPECT_TRUE(MarkedMalformed(section, bytes)) << "U+FFFD on an unmarked line";
    }
    // Line by line equals the whole file, and the independent model.
    EXPECT_EQ(utf8_decode_without_bom(bytes), lines[n - 1]);
    EXPECT_EQ(CodePointsOf(lines[n - 1]), ModelDecodeUtf8(bytes).code_points);
    total += errors;
  }
  EXPECT_EQ(total, 378u);
}

TEST_F(KuhnStressTest, SpotChecksOfTheWhatwgCounts) {
  const std::vector<std::string_view> raw = SplitLines(file_);
  auto errors_on = [&](std::string_view id) {
    for (std::string_view line : raw) {
      if (line.substr(0, id.size()) == id && line.size() > id.size() && line[id.size()] == ' ') {
        return CountReplacements(utf8_decode(line));
      }
    }
    ADD_FAILURE() << "no test " << id;
    return std::size_t{0};
  };
  EXPECT_EQ(errors_on("3.3.2"), 2u) << "E0 80: two maximal subparts, not one sequence";
  EXPECT_EQ(errors_on("5.1.1"), 3u) << "ED A0 80";
  EXPECT_EQ(errors_on("4.1.1"), 2u) << "C0 AF";
  EXPECT_EQ(errors_on("2.3.5"), 4u) << "F4 90 80 80";
  EXPECT_EQ(errors_on("3.3.7"), 1u) << "EF BF: one truncated sequence";
  EXPECT_EQ(errors_on("5.3.1"), 0u) << "U+FFFE is a noncharacter, not an error";
  EXPECT_EQ(errors_on("2.3.4"), 0u) << "U+10FFFF";
  EXPECT_EQ(errors_on("2.3.3"), 1u) << "a genuine U+FFFD in the text";
}

TEST_F(KuhnStressTest, FatalModeStopsAtTheFirstMalformedByte) {
  const absl::StatusOr<Wtf8Buf> r = utf8_decode_without_bom_or_fail(file_);
  ASSERT_FALSE(r.ok());
  // The first malformed sequence is test 2.1.5's F8.
  EXPECT_EQ(error_offset(r.status()), file_.find('\xF8'));
  EXPECT_EQ(error_offset(r.status()), ModelDecodeUtf8(file_).first_error);
}

TEST_F(KuhnStressTest, ChunkedDecodingMatches) {
  const Wtf8Buf whole = utf8_decode(file_);
  // One byte at a time.
  Decoder d(Encoding::kUtf8, ErrorMode::kReplacement, Bom::kStrip);
  Wtf8Buf out;
  for (std::size_t i = 0; i < file_.size(); ++i) {
    ASSERT_TRUE(d.decode(std::string_view(file_).substr(i, 1), false, out).ok());
  }
  ASSERT_TRUE(d.decode("", true, out).ok());
  EXPECT_EQ(out, whole);
  // Every cut point of every line (each line's decoding is independent of the others).
  for (std::string_view line : SplitLines(file_)) {
    const Wtf8Buf expected = utf8_decode_without_bom(line);
    for (std::size_t cut = 0; cut <= line.size(); ++cut) {
      EXPECT_EQ(DecodeChunks(Encoding::kUtf8, ErrorMode::kReplacement, Bom::kKeep,
                             {line.substr(0, cut), line.substr(cut)})
                    .out,
                expected)
          << line << " cut " << cut;
    }
  }
  // Random chunkings of the whole file, fast path against byte-at-a-time.
  constexpr uint32_t kSeed = 4242;
  std::mt19937 rng(kSeed);
  for (int round = 0; round < 20; ++round) {
    std::vector<std::string_view> chunks;
    for (std::size_t i = 0; i < file_.size();) {
      const std::size_t n = std::min<std::size_t>(1 + rng() % 97, file_.size() - i);
      chunks.push_back(std::string_view(file_).substr(i, n));
      i += n;
    }
    EXPECT_EQ(DecodeChunks(Encoding::kUtf8, ErrorMode::kReplacement, Bom::kSniff, chunks).out,
              whole)
        << "seed " << kSeed << " round " << round;
  }
}

// ---- the header's examples -------------------------------------------------------------------

TEST(EncodingHeaderExamplesTest, BannerExample) {
  namespace enc = wtf8::encoding;
  EXPECT_EQ(enc::encoding_for_label(" Latin1 "), Encoding::kWindows1252);
  EXPECT_EQ(enc::name(enc::Encoding::kShiftJis), "Shift_JIS");
  EXPECT_EQ(enc::utf8_decode("\xEF\xBB\xBF"
                             "a\xF0\x80\x80"),
            U16(u"a\uFFFD\uFFFD\uFFFD"));
  const absl::StatusOr<Wtf8Buf> failed = enc::utf8_decode_without_bom_or_fail("a\xC0");
  EXPECT_EQ(failed.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(std::string(failed.status().message()), HasSubstr("at byte offset 1"));
  EXPECT_EQ(Ok(enc::decode("\xFF\xFE"
                           "a\0"sv,
                           enc::Encoding::kUtf8)),
            U16(u"a"));

  enc::Decoder d(enc::Encoding::kUtf16Le, enc::ErrorMode::kLossless, enc::Bom::kKeep);
  wtf8::Wtf8Buf out;
  EXPECT_TRUE(d.decode("\x3D", /*last=*/false, out).ok());
  EXPECT_EQ(out, Wtf8Buf());
  EXPECT_TRUE(d.decode("\xD8"
                       "A",
                       /*last=*/false, out)
                  .ok());
  EXPECT_EQ(out, Wtf8Buf());
  EXPECT_TRUE(d.decode("\0"sv, /*last=*/true, out).ok());
  EXPECT_EQ(out.to_utf16(),
            u"\xD83D"
            u"A");
  EXPECT_EQ(enc::utf16le_encode(out, enc::LoneSurrogates::kKeep),
            "\x3D\xD8"
            "A\0"sv);
}

TEST(EncodingHeaderExamplesTest, DeclarationExamples) {
  EXPECT_EQ(name(Encoding::kIso8859_8I), "ISO-8859-8-I");
  EXPECT_EQ(encoding_for_label("\t UTF8\n"), Encoding::kUtf8);
  EXPECT_EQ(encoding_for_label("ascii"), Encoding::kWindows1252);
  EXPECT_EQ(encoding_for_label("utf-7"), std::nullopt);
  EXPECT_EQ(name(Encoding::kUtf16Le), "UTF-16LE");
  EXPECT_EQ(name(Encoding::kGbk), "GBK");
  EXPECT_EQ(output_encoding(Encoding::kUtf16Le), Encoding::kUtf8);
  EXPECT_FALSE(is_decoding_implemented(Encoding::kWindows1252));
  EXPECT_EQ(Ok(decode("\x00\xD8"sv, Encoding::kUtf16Le, ErrorMode::kLossless, Bom::kKeep)),
            U16(u"\xD800"));

  {  // Decoder's class comment.
    Decoder d(Encoding::kUtf8);
    Wtf8Buf out;
    EXPECT_TRUE(d.decode("\xEF\xBB", false, out).ok());
    EXPECT_EQ(out, Wtf8Buf());
    EXPECT_TRUE(d.decode("\xBF"
                         "caf\xC3",
                         false, out)
                    .ok());
    EXPECT_EQ(out, U16(u"caf"));
    EXPECT_TRUE(d.decode("\xA9!\xE2\x82", true, out).ok());
    EXPECT_EQ(out, U16(u"caf\u00E9!\uFFFD"));
  }
  {  // Decoder::decode.
    Decoder d(Encoding::kUtf8, ErrorMode::kFatal);
    Wtf8Buf out;
    EXPECT_TRUE(d.decode("ab\xE2\x82", false, out).ok());
    EXPECT_EQ(out, U16(u"ab"));
    const absl::Status s = d.decode("!", true, out);
    EXPECT_THAT(std::string(s.message()), HasSubstr("invalid UTF-8: "));
    EXPECT_THAT(std::string(s.message()), HasSubstr("at byte offset 2"));
  }
  {  // Decoder::encoding.
    Decoder d(Encoding::kWindows1252);
    Wtf8Buf out;
    EXPECT_TRUE(d.decode("\xFE\xFF", true, out).ok());
    EXPECT_EQ(d.encoding(), Encoding::kUtf16Be);
  }
  {  // Decoder::had_errors.
    Decoder d(Encoding::kUtf8, ErrorMode::kReplacement);
    Wtf8Buf out;
    EXPECT_TRUE(d.decode("a\xFF", true, out).ok());
    EXPECT_TRUE(d.had_errors());
  }
  EXPECT_EQ(Ok(decode("\xFE\xFF\0a"sv, Encoding::kUtf8)), U16(u"a"));
  EXPECT_EQ(Ok(decode("a\xFF", Encoding::kXUserDefined)), U16(u"a\uF7FF"));
  const absl::Status sjis = decode("a", Encoding::kShiftJis).status();
  EXPECT_EQ(sjis.code(), absl::StatusCode::kUnimplemented);
  EXPECT_THAT(std::string(sjis.message()), HasSubstr("Shift_JIS"));
  EXPECT_EQ(Ok(decode("\0\xDC"sv, Encoding::kUtf16Le, ErrorMode::kLossless, Bom::kKeep)),
            U16(u"\xDC00"));
  EXPECT_EQ(
      error_offset(decode("\0\xDC"sv, Encoding::kUtf16Le, ErrorMode::kFatal, Bom::kKeep).status()),
      0u);
  EXPECT_EQ(utf8_decode("\xEF\xBB\xBF\xEF\xBB\xBFx"), U16(u"\uFEFFx"));
  EXPECT_EQ(utf8_decode_without_bom("\xEF\xBB\xBF"
                                    "a\xED\xA0\x80"),
            U16(u"\uFEFFa\uFFFD\uFFFD\uFFFD"));
  EXPECT_EQ(error_offset(utf8_decode_without_bom_or_fail("ab\xF0\x9F\x98").status()), 2u);
  EXPECT_EQ(utf8_encode(Wtf8Buf::from_utf16(u"a\xD800")), "a\xEF\xBF\xBD");
  EXPECT_EQ(utf16le_encode(Wtf8Buf::from_utf16(u"a\U0001F600")), "a\0\x3D\xD8\x00\xDE"sv);
  EXPECT_EQ(utf16be_encode(Wtf8Buf::from_utf16(u"\xD800"), LoneSurrogates::kKeep), "\xD8\0"sv);
  EXPECT_EQ(utf16be_encode(Wtf8Buf::from_utf16(u"\xD800")), "\xFF\xFD"sv);
  EXPECT_EQ(kEncodingCount, 40u);
  EXPECT_EQ(static_cast<Encoding>(0), Encoding::kUtf8);
  for (const Bom b : {Bom::kSniff, Bom::kStrip, Bom::kKeep}) {
    EXPECT_EQ(Ok(decode("\xEF\xBB\xBF"
                        "a",
                        Encoding::kUtf16Le, ErrorMode::kReplacement, b)),
              b == Bom::kSniff ? U16(u"a") : U16(u"\uBBEF\u61BF"));
  }
  {  // Decoder::reset.
    Decoder d(Encoding::kUtf8, ErrorMode::kFatal);
    Wtf8Buf out;
    EXPECT_FALSE(d.decode("\xFF", true, out).ok());
    d.reset();
    EXPECT_TRUE(d.decode("ok", true, out).ok());
  }
  EXPECT_EQ(Decoder(Encoding::kUtf8).bom(), Bom::kSniff);
  EXPECT_EQ(utf8_encode(Wtf8Buf::from_utf16(u"\xDC00x")), "\xEF\xBF\xBDx");
  EXPECT_EQ(utf16le_encode(U16(u"\xDC00")), "\xFD\xFF"sv);
  EXPECT_EQ(utf16le_encode(U16(u"\xDC00"), LoneSurrogates::kKeep), "\x00\xDC"sv);
}

}  // namespace
}  // namespace encoding
}  // namespace wtf8

namespace wtf8 {
namespace encoding {
namespace {

// The empty final chunk with last = true is how a stream whose end is learnt late ends
// (encoding.h, Decoder): it flushes held-back bytes and reports a cut sequence or code unit.
TEST(DecoderStreamEndTest, EmptyFinalChunkEndsTheStream) {
  Decoder utf8(Encoding::kUtf8);
  Wtf8Buf out;
  ASSERT_TRUE(utf8.decode("caf\xE2\x82", false, out).ok());
  EXPECT_EQ(out.as_bytes(), "caf");
  ASSERT_TRUE(utf8.decode("", true, out).ok());
  EXPECT_EQ(out.as_bytes(), "caf\xEF\xBF\xBD");

  Decoder utf16(Encoding::kUtf16Le, ErrorMode::kLossless, Bom::kSniff);
  Wtf8Buf text;
  ASSERT_TRUE(utf16
                  .decode("\xFF\xFE"
                          "a",
                          false, text)
                  .ok());  // BOM + half a code unit
  ASSERT_TRUE(utf16.decode(std::string_view("\0\x3D", 2), false, text).ok());
  EXPECT_EQ(text.as_bytes(), "a");
  const absl::Status end = utf16.decode("", true, text);  // a lone byte of U+D83D's unit waits
  EXPECT_EQ(end.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(error_offset(end), 4u);
}

}  // namespace
}  // namespace encoding
}  // namespace wtf8
