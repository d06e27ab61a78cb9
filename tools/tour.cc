// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8 tour: a short printed tour of the library (`./bazelw run //tools:wtf8 -- tour`). It grows
// with each capability; every line it prints is checked by //tools:tour_test. Text goes out as
// explicit bytes (`to_utf8_lossy()`, `debug_string()`), never through `<<` of a wtf8 string.

#include <iostream>
#include <string>

#include "absl/status/status.h"
#include "tools/commands.h"
#include "wtf8/wtf8.h"

namespace wtf8 {
namespace cli {
namespace {

void section(const char* title) { std::cout << "\n== " << title << "\n"; }

// An error as the library returns it: the message for people, the byte offset as a value.
void print_error(const absl::Status& status) {
  std::cout << absl::StatusCodeToString(status.code()) << ": " << status.message();
  if (const auto offset = wtf8::error_offset(status)) {
    std::cout << " [error_offset() = " << *offset << "]";
  }
  std::cout << "\n";
}

}  // namespace

int run_tour(const Args&) {
  using wtf8::CodePoint;
  using wtf8::Wtf8Buf;
  using wtf8::Wtf8View;
  using namespace wtf8::literals;  // "..."_wtf8

  section("Lossless storage of a Windows name with a lone surrogate");
  // A file name as Windows may hand it out: UTF-16 with an unpaired surrogate in it.
  const std::u16string windows_name = u"report-\xD800-final.txt";
  const Wtf8Buf name = Wtf8Buf::from_utf16(windows_name);
  std::cout << "debug_string:     " << name.debug_string() << "\n";
  std::cout << "WTF-8 bytes:      " << name.size() << " (UTF-16 units: " << name.utf16_len()
            << ")\n";
  std::cout << "round trip exact: " << std::boolalpha << (name.to_utf16() == windows_name) << "\n";
  // Printing is lossy (the surrogate becomes U+FFFD), so it is explicit: `std::cout << name` does
  // not compile.
  std::cout << "lossy UTF-8:      " << wtf8::display(name) << "\n";
  std::cout << "strict UTF-8:     ";
  print_error(name.to_utf8().status());
  std::cout << "UTF-8 prefix:     \"" << wtf8::utf8_prefix(name) << "\"\n";

  section("Concatenation joins surrogate halves (WTF-8 spec 6.5)");
  Wtf8Buf joined = Wtf8Buf::from_utf16(u"hi \xD83D");  // ends with a lead surrogate
  std::cout << "left:   " << joined.debug_string() << "\n";
  joined += Wtf8Buf::from_utf16(u"\xDE00!");  // starts with a trail surrogate
  std::cout << "joined: " << joined.debug_string() << " (" << joined.code_point_count()
            << " code points, is_utf8=" << joined.is_utf8() << ")\n";

  section("Code points, forwards and backwards");
  for (auto [offset, cp] : joined.code_point_indices()) {
    std::cout << "  byte " << offset << ": U+" << std::hex << std::uppercase << cp.value()
              << std::dec << "\n";
  }
  std::cout << "  last code point: U+" << std::hex << std::uppercase << joined.back()->value()
            << std::dec << "\n";

  section("OMG-WTF-8 slicing: cutting a 4-byte sequence between its surrogates");
  const Wtf8Buf emoji = Wtf8Buf::from_utf16(u"\U0001F600");  // F0 9F 98 80
  for (size_t i = 0; i <= emoji.size(); ++i) {
    std::cout << "  is_boundary(" << i << ") = " << emoji.is_boundary(i) << "\n";
  }
  const Wtf8View high = emoji.slice(0, 2), low = emoji.slice(2, 4);
  std::cout << "  slice(0, 2) = " << high.debug_string() << " (" << high.size()
            << " bytes, canonical: " << high.is_canonical() << ")\n";
  std::cout << "  slice(2, 4) = " << low.debug_string() << "\n";
  std::cout << "  slice(0, 2) == from_utf16(u\"\\xD83D\"): "
            << (high == Wtf8Buf::from_utf16(u"\xD83D")) << "\n";
  std::cout << "  rejoined: " << (high + low).debug_string() << "\n";

  section("Search and split on OS strings (OMG-WTF-8 patterns)");
  // A Windows path holding a lone surrogate (valid neither as UTF-16 nor as UTF-8). Every piece
  // is a zero-copy view into `path`; the surrogate stays intact.
  const Wtf8Buf path = Wtf8Buf::from_utf16(u"C:\\Users\\\xD800x\\file.txt");
  std::cout << "  path: " << path.debug_string() << "\n";
  for (Wtf8View piece : path.split('\\')) std::cout << "  piece: " << piece.debug_string() << "\n";
  const auto [stem, ext] = *path.rsplit_once('.');
  std::cout << "  rsplit_once('.'): " << stem.debug_string() << " + " << ext.debug_string() << "\n";
  // A lone surrogate as a pattern also finds half of a supplementary character, and splitting
  // there cuts the 4-byte sequence between its surrogates (Rust's OsStr cannot do this).
  const Wtf8Buf pairs = Wtf8Buf::from_utf16(u"\xD800\xDC00\xD800\xDC01\xD800\xDC02");
  std::cout << "  " << pairs.debug_string() << " split on U+D800:";
  for (Wtf8View piece : pairs.split(CodePoint::from_u32_unchecked(0xD800))) {
    std::cout << " " << piece.debug_string();
  }
  std::cout << "\n  find(U+DE00) in \"\U0001F600\": "
            << emoji.find(CodePoint::from_u32_unchecked(0xDE00)) << "\n";
  std::cout << "  replace U+D800 with '/': "
            << path.replace(CodePoint::from_u32_unchecked(0xD800), "/"_wtf8).debug_string() << "\n";

  std::cout << "  string literal pattern: find(\"file\") = " << path.find("file") << "\n";

  section("Validation errors carry the byte offset as a value");
  std::cout << "  ";
  print_error(Wtf8View::from_wtf8("ok\xED\xA0\x80\xED\xB0\x80").status());
  std::cout << "  ";
  print_error(Wtf8View::from_utf8("caf\xC3").status());
  std::cout << "  valid_utf8_up_to(\"caf\\xC3\"): " << wtf8::valid_utf8_up_to("caf\xC3") << "\n";
  std::cout << "  lossy: " << Wtf8Buf::from_utf8_lossy("caf\xC3 \xF0\x80\x80").debug_string()
            << "\n";

  section("WHATWG Encoding: labels, maximal subparts, BOM sniffing, lossless UTF-16");
  namespace enc = wtf8::encoding;
  std::cout << "  label \" Latin1 \":  " << enc::name(*enc::encoding_for_label(" Latin1 ")) << "\n";
  // The BOM is dropped; F0 80 80 is three maximal subparts, so three U+FFFD.
  std::cout << "  UTF-8 decode:      "
            << enc::utf8_decode(
                   "\xEF\xBB\xBF"
                   "a\xF0\x80\x80"
                   "b")
                   .debug_string()
            << "\n";
  std::cout << "  fatal mode:        ";
  print_error(enc::utf8_decode_without_bom_or_fail("ab\xC0").status());
  const std::string utf16le(
      "\xFF\xFE"
      "A\0\x3D\xD8"
      "B\0",
      8);  // BOM, "A", lone U+D83D, "B"
  std::cout << "  decode (sniffed):  " << enc::decode(utf16le, enc::Encoding::kUtf8)->debug_string()
            << "\n";
  const auto kept =
      enc::decode(utf16le, enc::Encoding::kUtf16Le, enc::ErrorMode::kLossless, enc::Bom::kStrip);
  std::cout << "  lossless UTF-16LE: " << kept->debug_string() << "\n";
  std::cout << "  legacy:            ";
  print_error(enc::decode("abc", enc::Encoding::kShiftJis).status());

  section("UTF-58: a quibble byte per code point, letters fit in 5 bits");
  static constexpr char kHex[] = "0123456789ABCDEF";
  const std::string u58 = *wtf8::utf58::encode(Wtf8Buf::from_utf16(u"hi A\U0001F308"));
  std::cout << "  encode(\"hi A\U0001F308\"):";
  for (unsigned char b : u58) std::cout << ' ' << kHex[b >> 4] << kHex[b & 15];
  std::cout << "\n  decode(\"hello\"): "
            << wtf8::utf58::decode("hello")->to_utf8_lossy()  // spare bits ignored
            << "; with the printed table: "
            << wtf8::utf58::decode("hello", wtf8::utf58::Dialect::kSpecTable)->to_utf8_lossy()
            << "\n  ";
  print_error(wtf8::utf58::decode("\x1D\x61").status());  // 'a' as a continuation
  std::cout.flush();
  return std::cout ? kExitOk : kExitUsage;
}

}  // namespace cli
}  // namespace wtf8
