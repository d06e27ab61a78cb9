// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Windows file names in a JSON file, losslessly. NTFS allows names holding an unpaired surrogate,
// and UTF-8 cannot hold one, so most JSON writers replace it with U+FFFD and the file can no
// longer be opened by the name read back. A JSON escape can hold it: `wtf8::json_quote` writes it
// as `\ud83d` (what JavaScript's JSON.stringify writes, and what Python's json.dumps writes for
// such a name), and `wtf8::json_unquote` reads it back into the same UTF-16. node's JSON.parse
// and Python's json.load read this file to the same strings.
//
// Run: ./bazelw run //examples:json_names

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <system_error>
#include <vector>

#include "wtf8/wtf8.h"

int main() {
  // Names as FindFirstFileW might return them, as UTF-16 code units.
  const std::vector<std::u16string> names = {
      u"report.txt",
      u"draft-\xD83D.docx",         // a lone lead surrogate
      u"\xDC00old.log",             // a lone trail surrogate first
      u"caf\u00E9 \U0001F600.jpg",  // ordinary non-ASCII text, a supplementary character
  };

  // Write a JSON array, one name a line.
  std::string doc = "[\n";
  for (std::size_t i = 0; i < names.size(); ++i) {
    doc += "  ";
    wtf8::append_json_quoted(wtf8::Wtf8Buf::from_utf16(names[i]), wtf8::JsonStyle::kJs, doc);
    doc += i + 1 < names.size() ? ",\n" : "\n";
  }
  doc += "]\n";
  const char* tmp = std::getenv("TEST_TMPDIR");
  const std::filesystem::path path =
      (tmp != nullptr ? std::filesystem::path(tmp) : std::filesystem::temp_directory_path()) /
      "json_names.json";
  std::ofstream(path, std::ios::binary) << doc;
  std::cout << "wrote json_names.json (" << doc.size() << " bytes, valid UTF-8: " << std::boolalpha
            << wtf8::is_well_formed_utf8(doc) << "):\n"
            << doc;

  // Read it back: each line between the brackets holds one literal (and perhaps a comma).
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  in.close();  // Windows cannot remove a file that is still open
  std::vector<std::u16string> restored;
  std::string line;
  while (std::getline(text, line)) {
    const std::size_t begin = line.find('"');
    if (begin == std::string::npos) continue;  // "[" and "]"
    std::size_t end = line.size();
    if (line.back() == ',') --end;
    const auto name = wtf8::json_unquote(std::string_view(line).substr(begin, end - begin));
    if (!name.ok()) {
      std::cout << "bad line '" << line << "': " << name.status().message() << "\n";
      return 1;
    }
    std::cout << "read " << name->debug_string() << "\n";
    restored.push_back(name->to_utf16());
  }
  std::cout << "UTF-16 identical to the originals: " << (restored == names) << "\n";

  // Python's json.dumps escapes everything outside ASCII; the same reader takes that form too.
  const wtf8::Wtf8Buf photo = wtf8::Wtf8Buf::from_utf16(names[3]);
  const std::string ascii = wtf8::json_quote(photo, wtf8::JsonStyle::kAscii);
  std::cout << "as json.dumps writes it: " << ascii
            << ", reads back identical: " << (wtf8::json_unquote(ascii)->to_utf16() == names[3])
            << "\n";

  // A damaged file is refused with the offset of the problem, as a value.
  const auto damaged = wtf8::json_unquote("\"draft-\\ud83\".docx\"");
  std::cout << "a short escape is refused at byte " << *wtf8::error_offset(damaged.status()) << ": "
            << damaged.status().message() << "\n";
  std::error_code ignored;  // a leftover temporary file is not the example's failure
  std::filesystem::remove(path, ignored);
  return 0;
}
