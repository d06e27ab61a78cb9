// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Takes a Windows path apart on any OS and re-roots it under a POSIX directory, as an archiver
// or sync client restoring Windows files on Linux would:
//
//   ./bazelw run //examples:windows_path -- 'C:\Users\me\report.tar.gz' /srv/restore
//
// The argument is read as UTF-8 (an invalid byte becomes U+FFFD); `\u{XXXX}` stands for code
// point XXXX, so a lone surrogate can be passed on a POSIX command line: 'C:\a\u{D800}.txt'.
// Values are printed in debug form ("\\" is one backslash, \u{d800} a lone surrogate).

#include <iostream>
#include <string>
#include <string_view>

#include "wtf8/wtf8.h"

namespace {

// The argument as WTF-8: UTF-8, with `\u{XXXX}` escapes for any code point.
wtf8::Wtf8Buf from_argument(std::string_view arg) {
  wtf8::Wtf8Buf out;
  std::size_t i = 0;
  while (i < arg.size()) {
    const std::size_t esc = arg.find("\\u{", i);
    const std::size_t close = esc == std::string_view::npos ? esc : arg.find('}', esc);
    if (close == std::string_view::npos) {
      out += wtf8::Wtf8Buf::from_utf8_lossy(arg.substr(i));
      break;
    }
    out += wtf8::Wtf8Buf::from_utf8_lossy(arg.substr(i, esc - i));
    const std::string hex(arg.substr(esc + 3, close - esc - 3));
    unsigned long value = 0;
    bool ok = !hex.empty() && hex.size() <= 6;
    for (char c : hex) {
      const int digit = c >= '0' && c <= '9'   ? c - '0'
                        : c >= 'a' && c <= 'f' ? c - 'a' + 10
                        : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                               : -1;
      if (digit < 0) ok = false;
      value = value * 16 + static_cast<unsigned long>(digit < 0 ? 0 : digit);
    }
    const auto cp = ok ? wtf8::CodePoint::from_u32(static_cast<uint32_t>(value)) : std::nullopt;
    if (cp) {
      out += *cp;
    } else {
      out += wtf8::Wtf8Buf::from_utf8_lossy(arg.substr(esc, close + 1 - esc));  // kept as text
    }
    i = close + 1;
  }
  return out;
}

const char* yes_no(bool b) { return b ? "yes" : "no"; }

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || argc > 3) {
    std::cerr << "usage: windows_path WINDOWS_PATH [POSIX_DIR]\n";
    return 2;
  }
  const wtf8::Wtf8Buf text = from_argument(argv[1]);
  const wtf8::Wtf8Buf dir = from_argument(argc == 3 ? argv[2] : "/srv/restore");
  const wtf8::PathBuf path = wtf8::PathBuf::windows(text);

  std::cout << "input:     " << text.debug_string() << "\n";
  std::cout << "path:      " << path.debug_string() << "\n";
  std::cout << "drive:     " << path.drive().debug_string() << "\n";
  std::cout << "root:      " << path.root().debug_string() << "\n";
  std::cout << "parts:    ";
  for (wtf8::Wtf8View part : path.parts()) std::cout << " " << part.debug_string();
  std::cout << "\n";
  std::cout << "name:      " << path.name().debug_string() << "\n";
  std::cout << "stem:      " << path.stem().debug_string() << "\n";
  std::cout << "suffix:    " << path.suffix().debug_string() << "\n";
  std::cout << "absolute:  " << yes_no(path.is_absolute()) << "\n";
  std::cout << "reserved:  " << yes_no(path.is_reserved())
            << " (trailing dot or space: " << yes_no(path.has_trailing_dot_or_space())
            << ", forbidden character: " << yes_no(path.has_invalid_windows_char()) << ")\n";

  // Re-rooting: the components after the anchor, one by one under the POSIX directory. A `..`
  // would climb out of it, so such a path is refused.
  wtf8::PathBuf rerooted = wtf8::PathBuf::posix(dir);
  bool climbs = false;
  bool first = !path.anchor().empty();
  for (wtf8::Wtf8View part : path.parts()) {
    if (first) {  // the anchor (drive and root) is not a directory to recreate
      first = false;
      continue;
    }
    if (part.as_bytes() == "..") climbs = true;
    rerooted /= wtf8::PathBuf::posix(part);  // a Windows component holds no `/`: one POSIX part
  }
  if (climbs) {
    std::cout << "re-rooted: refused: a `..` component would leave " << dir.debug_string() << "\n";
  } else {
    std::cout << "re-rooted: " << rerooted.debug_string() << "\n";
  }
  return 0;
}
