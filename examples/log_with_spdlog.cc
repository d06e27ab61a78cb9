// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Logging names that may not be Unicode with spdlog (or plain {fmt}). A Windows name can hold a
// lone surrogate, which UTF-8 cannot write; the library never prints one implicitly, so each log
// line says which form it wants:
//   - wtf8::display(name): lossy UTF-8, the surrogate shown as U+FFFD: for people;
//   - wtf8::debug(name):   the lossless debug form, "\u{d800}" escaped: for logs you grep.
// Both take {fmt}'s alignment, width and precision, counted in code points. Needs wtf8/fmt.h
// (Bazel target //:fmt; Debian's libfmt-dev and libspdlog-dev).
//
// Run: ./bazelw run //examples:log_with_spdlog

#include <string>
#include <vector>

#include "spdlog/sinks/stdout_sinks.h"
#include "spdlog/spdlog.h"
#include "wtf8/fmt.h"
#include "wtf8/wtf8.h"

int main() {
  // Plain stdout (no colours, no time stamps): the output is compared with a golden file.
  auto logger = spdlog::stdout_logger_st("names");
  logger->set_pattern("[%l] %v");

  // Names as FindFirstFileW might return them: the second holds a lone lead surrogate.
  const std::vector<std::u16string> names = {u"report.txt", u"draft-\xD83D.docx",
                                             u"photo-\U0001F600.jpg"};
  for (const std::u16string& utf16 : names) {
    const wtf8::Wtf8Buf name = wtf8::Wtf8Buf::from_utf16(utf16);
    logger->info("opened {}", wtf8::display(name));  // lossy: a person reads it
    logger->info("opened {}", wtf8::debug(name));    // lossless: the exact name
    if (!name.is_utf8()) logger->warn("{} is not valid Unicode", wtf8::debug(name));
  }

  // A table: width and precision count code points, so columns line up and no character is cut.
  for (const std::u16string& utf16 : names) {
    const wtf8::Wtf8Buf name = wtf8::Wtf8Buf::from_utf16(utf16);
    logger->info("|{:<18}|{:.>8.5}|", wtf8::display(name), wtf8::display(name));
  }

  // Would not compile: a Wtf8Buf has no formatter, the form must be chosen.
  //   logger->info("opened {}", name);
  return 0;
}
