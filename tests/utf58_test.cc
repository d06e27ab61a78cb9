// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Tests of wtf8/utf58.h against the UTF-58 specification. The expected quibbles are written here
// independently of src/utf58/quibble_tables.h: the ASCII-compatible dialect from the spec's goal
// (a letter's quibble is its ASCII code & 0x1F), the spec-table dialect row by row from the table
// as printed.

#include "wtf8/utf58.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "gtest/gtest.h"
#include "tests/test_util.h"
#include "wtf8/code_point.h"
#include "wtf8/error.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using test_util::hex;
using utf58::decode;
using utf58::Dialect;
using utf58::encode;
using utf58::SpareBits;
using ::wtf8::error_offset;

constexpr char32_t kRainbow = 0x1F308;
constexpr Dialect kBothDialects[] = {Dialect::kAsciiCompatible, Dialect::kSpecTable};

const char* dialect_name(Dialect d) {
  return d == Dialect::kSpecTable ? "kSpecTable" : "kAsciiCompatible";
}

// Builds a byte string from a list of byte values (so embedded zeros are easy to write).
std::string bytes_of(std::initializer_list<int> values) {
  std::string s;
  for (int v : values) s.push_back(static_cast<char>(v));
  return s;
}

Wtf8Buf text_of(std::initializer_list<char32_t> scalars) {
  Wtf8Buf out;
  for (char32_t c : scalars) out.push(*CodePoint::from_scalar(c));
  return out;
}

std::string message_of(const absl::Status& status) { return std::string(status.message()); }

// The bytes `encode` returns, or "<error: ...>".
std::string encoded(Wtf8View text, Dialect dialect = Dialect::kAsciiCompatible) {
  absl::StatusOr<std::string> r = encode(text, dialect);
  if (!r.ok()) return "<error: " + r.status().ToString() + ">";
  return *std::move(r);
}
std::string encoded(const Wtf8Buf& text, Dialect dialect = Dialect::kAsciiCompatible) {
  return encoded(text.as_view(), dialect);
}

// The UTF-8 bytes `decode` returns, or "<error: ...>".
std::string decoded(std::string_view bytes, Dialect dialect = Dialect::kAsciiCompatible,
                    SpareBits spare = SpareBits::kIgnore) {
  const absl::StatusOr<Wtf8Buf> r = decode(bytes, dialect, spare);
  if (!r.ok()) return "<error: " + r.status().ToString() + ">";
  return std::string(r->as_bytes());
}

// Expects `decode(bytes, dialect, spare)` to fail with InvalidArgument at `offset`.
void expect_decode_error(std::string_view bytes, std::size_t offset,
                         Dialect dialect = Dialect::kAsciiCompatible,
                         SpareBits spare = SpareBits::kIgnore) {
  SCOPED_TRACE("decoding [" + hex(bytes) + "] in " + dialect_name(dialect));
  const absl::StatusOr<Wtf8Buf> r = decode(bytes, dialect, spare);
  ASSERT_FALSE(r.ok()) << "decoded as " << r->debug_string();
  EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(error_offset(r.status()), offset) << r.status();
  EXPECT_EQ(message_of(r.status()).substr(0, 15), "invalid UTF-58:") << r.status();
}

// ---- the independent model of the two dialects ------------------------------------------------

// UTF-58 §Encoding, the table as printed, one row per code-point entry.
struct PrintedRow {
  uint8_t code;
  char32_t meaning;
};
constexpr PrintedRow kPrintedTable[] = {
    {0b00000, kRainbow}, {0b00001, U'a'}, {0b00010, U'b'}, {0b00011, U'c'}, {0b00100, U'd'},
    {0b00101, U'e'},     {0b00110, U'f'}, {0b01000, U'g'}, {0b01001, U'h'}, {0b01010, U'i'},
    {0b01011, U'j'},     {0b01100, U'k'}, {0b01101, U'l'}, {0b01110, U'm'}, {0b01111, U'n'},
    {0b10000, U'o'},     {0b10001, U'p'}, {0b10010, U'q'}, {0b10011, U'r'}, {0b10100, U's'},
    {0b10101, U't'},     {0b10110, U'u'}, {0b11000, U'v'}, {0b11001, U'w'}, {0b11010, U'x'},
    {0b11011, U'y'},     {0b11100, U'z'},
};

// What a single quibble (no value bytes) means in `dialect`: a code point, or nullopt when the
// quibble is unassigned or a continuation.
std::optional<char32_t> single_quibble_meaning(uint8_t quibble, Dialect dialect) {
  if (dialect == Dialect::kAsciiCompatible) {
    if (quibble == 0) return kRainbow;
    if (quibble >= 1 && quibble <= 26) return static_cast<char32_t>(0x60 | quibble);
    return std::nullopt;
  }
  for (const PrintedRow& row : kPrintedTable) {
    if (row.code == quibble) return row.meaning;
  }
  return std::nullopt;
}

uint8_t letter_quibble(char32_t letter, Dialect dialect) {
  if (dialect == Dialect::kAsciiCompatible) return static_cast<uint8_t>(letter & 0x1F);
  for (const PrintedRow& row : kPrintedTable) {
    if (row.meaning == letter) return row.code;
  }
  ADD_FAILURE() << "not a letter: " << static_cast<uint32_t>(letter);
  return 0xFF;
}

// The canonical UTF-58 bytes of one scalar value (UTF-58 §Encoding, §Canonical Encodings).
void reference_encode(char32_t c, Dialect dialect, std::string& out) {
  if (c == kRainbow) {
    out += '\0';
  } else if (c >= U'a' && c <= U'z') {
    out += static_cast<char>(letter_quibble(c, dialect));
  } else if (c <= 0xFF) {
    out += '\x1D';
    out += static_cast<char>(c);
  } else if (c <= 0xFFFF) {
    out += '\x1E';
    out += static_cast<char>(c & 0xFF);
    out += static_cast<char>(c >> 8);
  } else {
    out += '\x1F';
    out += static_cast<char>(c & 0xFF);
    out += static_cast<char>((c >> 8) & 0xFF);
    out += static_cast<char>(c >> 16);
  }
}

TEST(Utf58ModelTest, PrintedTableHasEveryLetterOnceAndSkipsSevenAndTwentyThree) {
  std::vector<bool> seen(32, false);
  for (const PrintedRow& row : kPrintedTable) seen[row.code] = true;
  for (uint8_t q = 0; q < 29; ++q) EXPECT_EQ(seen[q], q != 7 && q != 23) << int{q};
  for (char32_t c = U'a'; c <= U'z'; ++c) {
    EXPECT_EQ(single_quibble_meaning(letter_quibble(c, Dialect::kSpecTable), Dialect::kSpecTable),
              c);
  }
}

// ---- the reference implementation's vectors (this project's notes on UTF-58, docs/specs.md)
// -------------------------

struct Vector {
  char32_t scalar;
  std::string bytes;
};

TEST(Utf58ReferenceVectorsTest, EncodeAndDecodeInTheDefaultDialect) {
  const Vector vectors[] = {
      {U'A', bytes_of({0b11101, 0x41})},
      {0x3042, bytes_of({0b11110, 0x42, 0x30})},
      {0x1F62D, bytes_of({0b11111, 0x2D, 0xF6, 0x01})},
      {kRainbow, bytes_of({0b00000})},
      {U'p', bytes_of({0b10000})},
  };
  for (const Vector& v : vectors) {
    SCOPED_TRACE(static_cast<uint32_t>(v.scalar));
    const Wtf8Buf text = text_of({v.scalar});
    EXPECT_EQ(encoded(text), v.bytes);
    EXPECT_EQ(decoded(v.bytes), text.as_bytes());
  }
}

TEST(Utf58ReferenceVectorsTest, HeaderExamples) {
  const std::string abc = bytes_of({0x01, 0x1E, 0x42, 0x30, 0x00});
  EXPECT_EQ(encoded(*Wtf8View::from_utf8("a\u3042\U0001F308")), abc);
  EXPECT_EQ(decoded(abc), "a\u3042\U0001F308");
  EXPECT_EQ(decoded("hello"), "hello");
  EXPECT_EQ(decoded("hello", Dialect::kSpecTable), "gekkn");
  expect_decode_error("\x1D\x61", 0);
  EXPECT_EQ(encoded(*Wtf8View::from_utf8("z")), "\x1A");
  EXPECT_EQ(encoded(*Wtf8View::from_utf8("z"), Dialect::kSpecTable), "\x1C");
  EXPECT_EQ(decoded(bytes_of({0x08, 0x09, 0x1D, 0x21})), "hi!");
  const absl::StatusOr<Wtf8Buf> overlong = decode(bytes_of({0x1E, 0x41, 0x00}));
  ASSERT_FALSE(overlong.ok());
  EXPECT_EQ(error_offset(overlong.status()), 0u);
  EXPECT_NE(message_of(overlong.status()).find("over-long"), std::string::npos);
}

// ---- encode ----------------------------------------------------------------------------------

TEST(Utf58EncodeTest, LettersFollowTheDialect) {
  const Wtf8Buf alphabet = *Wtf8Buf::from_utf8("abcdefghijklmnopqrstuvwxyz");
  for (Dialect d : kBothDialects) {
    SCOPED_TRACE(dialect_name(d));
    std::string expected;
    for (char32_t c = U'a'; c <= U'z'; ++c) expected += static_cast<char>(letter_quibble(c, d));
    EXPECT_EQ(encoded(alphabet, d), expected);
  }
  EXPECT_EQ(encoded(alphabet, Dialect::kAsciiCompatible),
            "\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0A\x0B\x0C\x0D\x0E\x0F\x10\x11\x12\x13\x14\x15"
            "\x16\x17\x18\x19\x1A");
  EXPECT_EQ(encoded(alphabet, Dialect::kSpecTable),
            "\x01\x02\x03\x04\x05\x06\x08\x09\x0A\x0B\x0C\x0D\x0E\x0F\x10\x11\x12\x13\x14\x15\x16"
            "\x18\x19\x1A\x1B\x1C");
}

TEST(Utf58EncodeTest, UppercaseAndOtherAsciiUseOneValueByte) {
  EXPECT_EQ(encoded(*Wtf8View::from_utf8("Az{|")),
            bytes_of({0x1D, 'A', 0x1A, 0x1D, '{', 0x1D, '|'}));
  EXPECT_EQ(encoded(text_of({0})), bytes_of({0x1D, 0x00}));
}

TEST(Utf58EncodeTest, EmptyIsEmpty) {
  EXPECT_EQ(encoded(Wtf8View()), "");
  EXPECT_EQ(decode("")->as_bytes(), "");
}

TEST(Utf58EncodeTest, AcceptsATemporaryBuffer) {
  EXPECT_EQ(encode(Wtf8Buf::from_utf16(u"x")).value_or("<error>"), "\x18");
  EXPECT_FALSE(encode(Wtf8Buf::from_utf16(u"\xD800"), Dialect::kSpecTable).ok());
}

TEST(Utf58ErrorMessageTest, MessagesNameWhatWhyAndWhere) {
  EXPECT_EQ(message_of(encode(Wtf8Buf::from_utf16(u"ab\xDC00")).status()),
            "cannot encode as UTF-58: lone surrogate U+DC00 is not a Unicode scalar value at byte "
            "offset 2");
  const std::pair<std::string, std::string> cases[] = {
      {bytes_of({0x1B}), "quibble 27 is unassigned in the ASCII-compatible dialect"},
      {bytes_of({0x1F, 0x00}), "truncated sequence: quibble 31 announces 3 value byte(s), 1 left"},
      {bytes_of({0x1D, 0x67}), "'g' written with quibble 29; its canonical form is quibble 7"},
      {bytes_of({0x1F, 0x08, 0xF3, 0x01}),
       "U+1F308 written with quibble 31; its canonical form is quibble 0"},
      {bytes_of({0x1F, 0x41, 0x00, 0x00}),
       "over-long form: value 0x41 written in 3 value bytes, fits in 1"},
      {bytes_of({0x1E, 0x00, 0xDC}), "surrogate U+DC00 is not a Unicode scalar value"},
      {bytes_of({0x1F, 0x00, 0x00, 0x11}), "value 0x110000 is above U+10FFFF"},
  };
  for (const auto& [bytes, reason] : cases) {
    EXPECT_EQ(message_of(decode("z" + bytes).status()),
              "invalid UTF-58: " + reason + " at byte offset 1");
  }
  EXPECT_EQ(message_of(decode("\x17", Dialect::kSpecTable).status()),
            "invalid UTF-58: quibble 23 is unassigned in the spec-table dialect at byte offset 0");
  EXPECT_EQ(message_of(decode("\x81", Dialect::kAsciiCompatible, SpareBits::kReject).status()),
            "invalid UTF-58: quibble byte 0x81 has non-zero spare bits (SpareBits::kReject) at "
            "byte offset 0");
}

TEST(Utf58EncodeTest, SizeBoundaries) {
  EXPECT_EQ(encoded(text_of({0xFF})), bytes_of({0x1D, 0xFF}));
  EXPECT_EQ(encoded(text_of({0x100})), bytes_of({0x1E, 0x00, 0x01}));
  EXPECT_EQ(encoded(text_of({0xFFFF})), bytes_of({0x1E, 0xFF, 0xFF}));
  EXPECT_EQ(encoded(text_of({0x10000})), bytes_of({0x1F, 0x00, 0x00, 0x01}));
  EXPECT_EQ(encoded(text_of({0x10FFFF})), bytes_of({0x1F, 0xFF, 0xFF, 0x10}));
  EXPECT_EQ(encoded(text_of({0x1F307, kRainbow, 0x1F309})),
            bytes_of({0x1F, 0x07, 0xF3, 0x01, 0x00, 0x1F, 0x09, 0xF3, 0x01}));
}

// Expects `encode(text)` to fail with InvalidArgument naming the surrogate at `offset`.
void expect_encode_error(Wtf8View text, std::size_t offset, std::string_view surrogate) {
  SCOPED_TRACE(text.debug_string());
  for (Dialect d : kBothDialects) {
    const absl::StatusOr<std::string> r = encode(text, d);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_EQ(error_offset(r.status()), offset) << r.status();
    EXPECT_NE(message_of(r.status()).find(surrogate), std::string::npos) << r.status();
  }
}

TEST(Utf58EncodeTest, LoneSurrogateFailsNamingItsOffset) {
  const Wtf8Buf lead = Wtf8Buf::from_utf16(u"ab\xD800");
  expect_encode_error(lead, 2, "U+D800");
  const Wtf8Buf trail = Wtf8Buf::from_utf16(u"\xDFFFz");
  expect_encode_error(trail, 0, "U+DFFF");
  const Wtf8Buf after_supplementary = Wtf8Buf::from_utf16(u"\U0001F600\xDC00\xD800");
  expect_encode_error(after_supplementary, 4, "U+DC00");
}

TEST(Utf58EncodeTest, SplitSurrogatesAtTheEndsOfAViewFail) {
  // U+10000 = F0 90 80 80; slicing at its middle leaves split surrogates (OMG-WTF-8).
  const Wtf8Buf s = *Wtf8Buf::from_utf8("a\U00010000b");
  const Wtf8View head = s.slice(0, 3);  // "a" + split lead U+D800 (F0 90 80)
  ASSERT_EQ(head.size(), 4u);
  expect_encode_error(head, 1, "U+D800");
  const Wtf8View tail = s.slice(3, s.size());  // split trail U+DC00 (90 80 80) + "b"
  ASSERT_EQ(tail.size(), 4u);
  expect_encode_error(tail, 0, "U+DC00");
  // The whole string encodes fine.
  EXPECT_EQ(encoded(s), bytes_of({0x01, 0x1F, 0x00, 0x00, 0x01, 0x02}));
}

TEST(Utf58EncodeTest, SpareBitsAreWrittenAsZero) {
  Wtf8Buf text;
  for (uint32_t v = 0; v < 0x800; ++v) {
    if (auto cp = CodePoint::from_scalar(v)) text.push(*cp);
  }
  text.push(*CodePoint::from_scalar(kRainbow));
  for (Dialect d : kBothDialects) {
    const std::string bytes = encoded(text, d);
    // Every sequence starts with a quibble byte < 0x20; decode with kReject proves it.
    EXPECT_EQ(decoded(bytes, d, SpareBits::kReject), text.as_bytes());
  }
}

// ---- every scalar value round-trips ------------------------------------------------------------

TEST(Utf58RoundTripTest, EveryScalarValueInBothDialects) {
  Wtf8Buf all;
  all.reserve(4 * 0x110000);
  for (uint32_t v = 0; v <= 0x10FFFF; ++v) {
    if (auto cp = CodePoint::from_scalar(v)) all.push(*cp);
  }
  ASSERT_EQ(all.code_point_count(), 0x110000u - 0x800u);
  for (Dialect d : kBothDialects) {
    SCOPED_TRACE(dialect_name(d));
    std::string expected;
    expected.reserve(4 * 0x110000);
    for (const CodePoint cp : all.code_points()) reference_encode(cp.value(), d, expected);
    const absl::StatusOr<std::string> bytes = encode(all, d);
    ASSERT_TRUE(bytes.ok()) << bytes.status();
    if (*bytes != expected) {
      std::size_t i = 0;
      while (i < bytes->size() && i < expected.size() && (*bytes)[i] == expected[i]) ++i;
      FAIL() << "encodings differ at byte " << i << ": got ["
             << hex(std::string_view(*bytes).substr(i, 8)) << "], expected ["
             << hex(std::string_view(expected).substr(i, 8)) << "]";
    }
    const absl::StatusOr<Wtf8Buf> text = decode(*bytes, d, SpareBits::kReject);
    ASSERT_TRUE(text.ok()) << text.status();
    EXPECT_TRUE(*text == all);
    EXPECT_TRUE(text->is_utf8());
  }
}

// ---- every single-quibble byte -----------------------------------------------------------------

TEST(Utf58SingleQuibbleTest, EveryByteDecodesAsItsDialectSays) {
  for (Dialect d : kBothDialects) {
    for (SpareBits spare : {SpareBits::kIgnore, SpareBits::kReject}) {
      for (int b = 0; b < 256; ++b) {
        const std::string bytes(1, static_cast<char>(b));
        SCOPED_TRACE(::testing::Message() << dialect_name(d) << " byte " << hex(bytes)
                                          << (spare == SpareBits::kReject ? " kReject" : ""));
        const uint8_t quibble = static_cast<uint8_t>(b & 0x1F);
        const bool spare_set = (b & 0xE0) != 0;
        const std::optional<char32_t> meaning = single_quibble_meaning(quibble, d);
        const absl::StatusOr<Wtf8Buf> r = decode(bytes, d, spare);
        if (meaning && !(spare_set && spare == SpareBits::kReject)) {
          ASSERT_TRUE(r.ok()) << r.status();
          EXPECT_EQ(*r, text_of({*meaning}));
        } else {
          // Unassigned, a continuation without its value bytes, or rejected spare bits.
          expect_decode_error(bytes, 0, d, spare);
        }
      }
    }
  }
}

TEST(Utf58SingleQuibbleTest, UnassignedQuibblesPerDialect) {
  for (int q : {27, 28}) {
    expect_decode_error(std::string(1, static_cast<char>(q)), 0, Dialect::kAsciiCompatible);
    EXPECT_TRUE(decode(std::string(1, static_cast<char>(q)), Dialect::kSpecTable).ok());
  }
  for (int q : {7, 23}) {
    expect_decode_error(std::string(1, static_cast<char>(q)), 0, Dialect::kSpecTable);
    EXPECT_TRUE(decode(std::string(1, static_cast<char>(q)), Dialect::kAsciiCompatible).ok());
  }
  // '{' (0x7B) and '|' (0x7C) are quibbles 27 and 28 with spare bits 011: not letters.
  expect_decode_error("{", 0);
  expect_decode_error("a|", 1);
}

TEST(Utf58SingleQuibbleTest, LowercaseAsciiDecodesAsItselfWhenSpareBitsAreIgnored) {
  // ' ' (0x20) and '`' (0x60) are quibble 0 with spare bits: the rainbow.
  EXPECT_EQ(decoded("the quick"), "the\U0001F308quick");
  EXPECT_EQ(decoded("thequickbrownfox"), "thequickbrownfox");
  EXPECT_EQ(decoded("rainbow`"), "rainbow\U0001F308");
  expect_decode_error("thequickbrownfox", 0, Dialect::kAsciiCompatible, SpareBits::kReject);
}

// ---- decode errors -----------------------------------------------------------------------------

TEST(Utf58DecodeTest, TruncatedSequences) {
  for (Dialect d : kBothDialects) {
    expect_decode_error(bytes_of({0x1D}), 0, d);
    expect_decode_error(bytes_of({0x1E, 0x00}), 0, d);
    expect_decode_error(bytes_of({0x1F, 0x00, 0x00}), 0, d);
    expect_decode_error(bytes_of({0x01, 0x02, 0x1F, 0x08}), 2, d);
  }
}

TEST(Utf58DecodeTest, LettersAndRainbowInContinuationFormAreNotCanonical) {
  for (Dialect d : kBothDialects) {
    for (int c = 'a'; c <= 'z'; ++c) expect_decode_error(bytes_of({0x1D, c}), 0, d);
    expect_decode_error(bytes_of({0x1F, 0x08, 0xF3, 0x01}), 0, d);
    expect_decode_error(bytes_of({0x05, 0x1F, 0x08, 0xF3, 0x01}), 1, d);
    // Their neighbours are fine.
    EXPECT_EQ(decoded(bytes_of({0x1D, '`', 0x1D, '{'}), d), "`{");
    EXPECT_EQ(decoded(bytes_of({0x1F, 0x07, 0xF3, 0x01, 0x1F, 0x09, 0xF3, 0x01}), d),
              "\U0001F307\U0001F309");
  }
  const absl::StatusOr<Wtf8Buf> r = decode(bytes_of({0x1D, 'g'}), Dialect::kSpecTable);
  EXPECT_NE(message_of(r.status()).find("canonical form is quibble 8"), std::string::npos)
      << r.status();
}

TEST(Utf58DecodeTest, OverLongForms) {
  expect_decode_error(bytes_of({0x1E, 0x41, 0x00}), 0);              // 'A' in 2 bytes
  expect_decode_error(bytes_of({0x1E, 0xFF, 0x00}), 0);              // U+00FF in 2 bytes
  expect_decode_error(bytes_of({0x1F, 0x41, 0x00, 0x00}), 0);        // 'A' in 3 bytes
  expect_decode_error(bytes_of({0x1F, 0x42, 0x30, 0x00}), 0);        // U+3042 in 3 bytes
  expect_decode_error(bytes_of({0x1F, 0xFF, 0xFF, 0x00}), 0);        // U+FFFF in 3 bytes
  expect_decode_error(bytes_of({0x1E, 0x61, 0x00}), 0);              // 'a' in 2 bytes
  expect_decode_error(bytes_of({0x1D, 0x41, 0x1E, 0x41, 0x00}), 2);  // after a valid 'A'
}

TEST(Utf58DecodeTest, SurrogatesAndValuesAboveTheMaximum) {
  for (Dialect d : kBothDialects) {
    expect_decode_error(bytes_of({0x1E, 0x00, 0xD8}), 0, d);
    expect_decode_error(bytes_of({0x1E, 0xFF, 0xDB}), 0, d);
    expect_decode_error(bytes_of({0x1E, 0x00, 0xDC}), 0, d);
    expect_decode_error(bytes_of({0x1E, 0xFF, 0xDF}), 0, d);
    expect_decode_error(bytes_of({0x1F, 0x00, 0x00, 0x11}), 0, d);
    expect_decode_error(bytes_of({0x1F, 0xFF, 0xFF, 0xFF}), 0, d);
    expect_decode_error(bytes_of({0x01, 0x1F, 0x00, 0x00, 0x11}), 1, d);
    EXPECT_EQ(decoded(bytes_of({0x1E, 0xFF, 0xD7, 0x1E, 0x00, 0xE0, 0x1F, 0xFF, 0xFF, 0x10}), d),
              text_of({0xD7FF, 0xE000, 0x10FFFF}).as_bytes());
  }
  const absl::StatusOr<Wtf8Buf> r = decode(bytes_of({0x1E, 0x00, 0xD8}));
  EXPECT_NE(message_of(r.status()).find("U+D800"), std::string::npos) << r.status();
}

TEST(Utf58DecodeTest, EveryOneAndTwoValueByteForm) {
  for (Dialect d : kBothDialects) {
    SCOPED_TRACE(dialect_name(d));
    for (uint32_t v = 0; v < 0x100; ++v) {
      const std::string bytes = bytes_of({0x1D, static_cast<int>(v)});
      if (v >= 'a' && v <= 'z') {
        expect_decode_error(bytes, 0, d);
      } else {
        EXPECT_EQ(decoded(bytes, d), text_of({v}).as_bytes()) << v;
      }
    }
    for (uint32_t v = 0; v < 0x10000; ++v) {
      const std::string bytes =
          bytes_of({0x1E, static_cast<int>(v & 0xFF), static_cast<int>(v >> 8)});
      const absl::StatusOr<Wtf8Buf> r = decode(bytes, d);
      if (v < 0x100 || (v >= 0xD800 && v <= 0xDFFF)) {
        ASSERT_FALSE(r.ok()) << v;
        ASSERT_EQ(error_offset(r.status()), 0u) << r.status();
      } else {
        ASSERT_TRUE(r.ok()) << r.status();
        ASSERT_EQ(r->code_point_count(), 1u);
        ASSERT_EQ(r->front()->value(), v);
      }
    }
  }
}

TEST(Utf58DecodeTest, SpareBits) {
  // 0xE1 = 111 00001: 'a' with all spare bits set; 0xFD = 111 11101: 1 value byte follows.
  const std::string bytes = bytes_of({0xE1, 0xFD, 0x41, 0x21});
  EXPECT_EQ(decoded(bytes), "aAa");
  EXPECT_EQ(decoded(bytes, Dialect::kAsciiCompatible, SpareBits::kIgnore), "aAa");
  expect_decode_error(bytes, 0, Dialect::kAsciiCompatible, SpareBits::kReject);
  expect_decode_error(bytes_of({0x01, 0xFD, 0x41}), 1, Dialect::kSpecTable, SpareBits::kReject);
  // Value bytes are all 8 bits of value: no spare bits there.
  EXPECT_EQ(decoded(bytes_of({0x1D, 0xE1}), Dialect::kAsciiCompatible, SpareBits::kReject),
            "\u00E1");
  const absl::StatusOr<Wtf8Buf> r =
      decode(bytes_of({0x40}), Dialect::kAsciiCompatible, SpareBits::kReject);
  EXPECT_NE(message_of(r.status()).find("spare bits"), std::string::npos) << r.status();
}

TEST(Utf58DecodeTest, ErrorsReportTheFirstBadSequence) {
  // A valid prefix, then two errors: the first one is reported.
  expect_decode_error(bytes_of({0x08, 0x1E, 0x42, 0x30, 0x1B, 0x1D, 0x61}), 4);
  expect_decode_error(bytes_of({0x08, 0x1E, 0x42, 0x30, 0x1D, 0x61, 0x1B}), 4);
  expect_decode_error(bytes_of({0x08, 0x1E, 0x42, 0x30, 0x07, 0x17}), 4, Dialect::kSpecTable);
  // A value byte that looks like an unassigned quibble is just a value byte.
  EXPECT_EQ(decoded(bytes_of({0x1D, 0x1B})), "\x1B");
}

TEST(Utf58DecodeTest, DialectsDisagreeOnlyOnLettersFromG) {
  // a..f are the same in both; from g on the printed table is one (or two) higher.
  EXPECT_EQ(decoded("abcdef", Dialect::kSpecTable), "abcdef");
  EXPECT_EQ(decoded(bytes_of({8, 22, 24, 26}), Dialect::kSpecTable), "guvx");
  EXPECT_EQ(decoded(bytes_of({8, 22, 24, 26}), Dialect::kAsciiCompatible), "hvxz");
}

// Twin of the UTF-58 section proposed for examples/tour.cc: the same statements, printing to a
// string, and the output the tour's golden file would hold.
TEST(Utf58TourSnippetTest, PrintsTheExpectedLines) {
  std::ostringstream out;
  static constexpr char kHex[] = "0123456789ABCDEF";
  const std::string u58 = *wtf8::utf58::encode(Wtf8Buf::from_utf16(u"hi A\U0001F308"));
  out << "  encode(\"hi A\U0001F308\"):";
  for (unsigned char b : u58) out << ' ' << kHex[b >> 4] << kHex[b & 15];
  out << "\n  decode(\"hello\"): "
      << wtf8::utf58::decode("hello")->to_utf8_lossy()  // spare bits ignored
      << "; with the printed table: "
      << wtf8::utf58::decode("hello", wtf8::utf58::Dialect::kSpecTable)->to_utf8_lossy() << "\n  ";
  const absl::Status error = wtf8::utf58::decode("\x1D\x61").status();  // 'a' as a continuation
  out << absl::StatusCodeToString(error.code()) << ": " << error.message()
      << " [error_offset() = " << *error_offset(error) << "]\n";
  EXPECT_EQ(out.str(),
            "  encode(\"hi A\U0001F308\"): 08 09 1D 20 1D 41 00\n"
            "  decode(\"hello\"): hello; with the printed table: gekkn\n"
            "  INVALID_ARGUMENT: invalid UTF-58: 'a' written with quibble 29; its canonical form "
            "is quibble 1 at byte offset 0 [error_offset() = 0]\n");
}

}  // namespace
}  // namespace wtf8
