// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The Microsoft C runtime's argument rules, shared by Windows command lines and Windows response
// files (src/os/windows_command_line.cc, src/os/response_file.cc). Implementation only.

#ifndef WTF8_SRC_OS_WINDOWS_RULES_H_
#define WTF8_SRC_OS_WINDOWS_RULES_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "wtf8/wtf8_buf.h"

namespace wtf8 {
namespace os_internal {

// Appends `arg` so that the C runtime reads it back as one argument: in quotes when `quote`;
// n backslashes before a quote become 2n+1 and the quote; n backslashes before the closing quote
// become 2n; other backslashes stay. Calls `after(i)` once the output of `arg[i]` is appended,
// and `after(arg.size())` after the closing quote.
template <typename After>
void append_crt_quoted(std::u16string& line, std::u16string_view arg, bool quote, After after) {
  if (quote) line.push_back(u'"');
  std::size_t backslashes = 0;
  for (std::size_t i = 0; i < arg.size(); ++i) {
    const char16_t c = arg[i];
    if (c == u'\\') {
      ++backslashes;
    } else {
      if (c == u'"') line.append(backslashes + 1, u'\\');
      backslashes = 0;
    }
    line.push_back(c);
    after(i);
  }
  if (quote) {
    line.append(backslashes, u'\\');
    line.push_back(u'"');
    after(arg.size());
  }
}

// Splits `line` from position `i` on with the C runtime's rules for arguments (not the program
// name), `blanks` separating arguments outside quotes, and appends the arguments to `out`.
void crt_arguments(std::u16string_view line, std::size_t i, std::u16string_view blanks,
                   std::vector<Wtf8Buf>& out);

}  // namespace os_internal
}  // namespace wtf8

#endif  // WTF8_SRC_OS_WINDOWS_RULES_H_
