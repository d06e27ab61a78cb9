// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Storing and restoring Windows names. A name from the Windows API is UTF-16 that may hold an
// unpaired surrogate (NTFS allows it). Convert it once to WTF-8, store the bytes anywhere bytes
// go (a database column, a manifest, a network message), and restore exactly the same UTF-16 when
// the name goes back to Windows. UTF-8 would have to replace the surrogate and the file could no
// longer be opened.
//
// Run: ./bazelw run //examples:windows_names

#include <iostream>
#include <string>
#include <vector>

#include "wtf8/wtf8.h"

int main() {
  // Names as FindFirstFileW might return them: the second holds a lone lead surrogate.
  const std::vector<std::u16string> names = {u"report.txt", u"draft-\xD83D.docx",
                                             u"photo-\U0001F600.jpg"};

  // Store: one WTF-8 string per line. The bytes are UTF-8 wherever the name is valid Unicode.
  std::string manifest;
  for (const std::u16string& name : names) {
    const wtf8::Wtf8Buf stored = wtf8::Wtf8Buf::from_utf16(name);
    std::cout << "store " << stored.debug_string() << " as " << stored.size() << " bytes"
              << (stored.is_utf8() ? " (also valid UTF-8)" : " (WTF-8: a lone surrogate)") << "\n";
    manifest += stored.as_bytes();
    manifest += '\n';
  }

  // Restore: validate the bytes as WTF-8 (they came from outside), then convert back.
  std::size_t line_start = 0;
  for (const std::u16string& original : names) {
    const std::size_t line_end = manifest.find('\n', line_start);
    const std::string_view line(manifest.data() + line_start, line_end - line_start);
    line_start = line_end + 1;
    const auto restored = wtf8::Wtf8View::from_wtf8(line);
    if (!restored.ok()) {
      std::cout << "corrupt manifest line: " << restored.status().message() << "\n";
      return 1;
    }
    std::cout << "restore " << restored->debug_string() << ": UTF-16 identical = " << std::boolalpha
              << (restored->to_utf16() == original) << ", for display: " << wtf8::display(*restored)
              << "\n";
  }

  // Bytes that are not WTF-8 are refused, and the error says where, as a value.
  const auto corrupt = wtf8::Wtf8View::from_wtf8("draft-\xED\xA0\xBD\xED\xB8\x80.docx");
  std::cout << "a surrogate pair written as two 3-byte sequences is refused at byte "
            << *wtf8::error_offset(corrupt.status()) << "\n";

  // For a UTF-16LE interface (a .NET or Windows service), keep the surrogate in the bytes too.
  namespace enc = wtf8::encoding;
  const wtf8::Wtf8Buf draft = wtf8::Wtf8Buf::from_utf16(names[1]);
  const std::string utf16le = enc::utf16le_encode(draft, enc::LoneSurrogates::kKeep);
  const auto back =
      enc::decode(utf16le, enc::Encoding::kUtf16Le, enc::ErrorMode::kLossless, enc::Bom::kKeep);
  std::cout << "UTF-16LE round trip: " << utf16le.size()
            << " bytes, identical = " << (back.ok() && *back == draft) << "\n";
  return 0;
}
