// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Fuzz target: command lines (wtf8/command_line.h). The input is cut into an argument list (a
// byte 0xFF ends an argument; pairs of bytes after a 0xFE are UTF-16 units, so lone surrogates
// appear), then:
//   - Windows: `to_windows_command_line` then `from_windows_command_line(kCrt)` gives the program
//     and the arguments back (unless an argument holds U+0000, which must be refused); the batch
//     line holds no CR or LF and every `%` of an argument is defused;
//   - POSIX: `sh_split(sh_join(args)) == args`; `sh_split` of the raw input never crashes and
//     fails only with InvalidArgument;
//   - response files: both syntaxes give the arguments back;
//   - any line: both Windows parsers return at least the program name.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "fuzz/fuzz_util.h"
#include "wtf8/command_line.h"
#include "wtf8/os.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace {

std::vector<wtf8::Wtf8Buf> arguments_of(std::string_view bytes) {
  std::vector<wtf8::Wtf8Buf> args;
  std::string current;
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(bytes[i]);
    if (c == 0xFF) {
      args.push_back(wtf8::os::from_posix_bytes(current));
      current.clear();
    } else if (c == 0xFE && i + 2 < bytes.size()) {
      wtf8::Wtf8Buf text = wtf8::os::from_posix_bytes(current);
      const char16_t unit = static_cast<char16_t>(static_cast<unsigned char>(bytes[i + 1]) << 8 |
                                                  static_cast<unsigned char>(bytes[i + 2]));
      text.append_utf16(std::u16string_view(&unit, 1));
      args.push_back(std::move(text));
      current.clear();
      i += 2;
    } else {
      current.push_back(static_cast<char>(c));
    }
  }
  args.push_back(wtf8::os::from_posix_bytes(current));
  return args;
}

bool holds_nul(const std::vector<wtf8::Wtf8Buf>& args) {
  for (const wtf8::Wtf8Buf& a : args) {
    if (a.as_bytes().find('\0') != std::string_view::npos) return true;
  }
  return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const std::string ctx = wtf8_fuzz::hex(bytes);
  const std::vector<wtf8::Wtf8Buf> args = arguments_of(bytes);
  const std::vector<wtf8::Wtf8View> views(args.begin(), args.end());
  const std::vector<wtf8::WindowsArg> windows_args(args.begin(), args.end());
  const bool nul = holds_nul(args);

  // Windows: build, then split with the C runtime's rules.
  const wtf8::Wtf8View program = wtf8::Wtf8View::from_utf8("C:\\Program Files\\x.exe").value();
  const absl::StatusOr<std::u16string> line = wtf8::to_windows_command_line(program, windows_args);
  if (nul) {
    FUZZ_CHECK(line.status().code() == absl::StatusCode::kInvalidArgument, "NUL accepted " + ctx);
  } else if (line.ok()) {
    const std::vector<wtf8::Wtf8Buf> back =
        wtf8::from_windows_command_line(*line, wtf8::WindowsArgRules::kCrt);
    FUZZ_CHECK(back.size() == args.size() + 1, "kCrt count " + ctx);
    FUZZ_CHECK(back.size() == args.size() + 1 && back[0] == program, "kCrt program " + ctx);
    for (std::size_t i = 0; i + 1 < back.size() && i < args.size(); ++i) {
      FUZZ_CHECK(back[i + 1] == args[i], "kCrt round trip " + ctx);
    }
  } else {
    FUZZ_CHECK(line.status().code() == absl::StatusCode::kInvalidArgument, "limit " + ctx);
  }

  // Batch files: either refused, or a line with no line break outside what the caller gave raw.
  const absl::StatusOr<std::u16string> bat =
      wtf8::to_windows_batch_command_line(wtf8::Wtf8View::from_utf8("x.bat").value(), windows_args);
  if (bat.ok()) {
    FUZZ_CHECK(bat->find_first_of(u"\r\n") == std::u16string::npos, "line break in bat " + ctx);
    FUZZ_CHECK(bat->find(u'\0') == std::u16string::npos, "NUL in bat " + ctx);
  } else {
    FUZZ_CHECK(bat.status().code() == absl::StatusCode::kInvalidArgument, "bat status " + ctx);
  }

  // POSIX shell words.
  const wtf8::Wtf8Buf joined = wtf8::sh_join(views);
  const absl::StatusOr<std::vector<wtf8::Wtf8Buf>> words = wtf8::sh_split(joined);
  FUZZ_CHECK(words.ok() && *words == args, "sh round trip " + ctx);
  const wtf8::Wtf8Buf raw = wtf8::os::from_posix_bytes(bytes);
  const absl::StatusOr<std::vector<wtf8::Wtf8Buf>> raw_words = wtf8::sh_split(raw);
  FUZZ_CHECK(raw_words.ok() || raw_words.status().code() == absl::StatusCode::kInvalidArgument,
             "sh_split status " + ctx);

  // Response files.
  for (const wtf8::ResponseFileSyntax syntax :
       {wtf8::ResponseFileSyntax::kGnu, wtf8::ResponseFileSyntax::kWindows}) {
    const absl::StatusOr<wtf8::Wtf8Buf> text = wtf8::to_response_file(views, syntax);
    if (nul) {
      FUZZ_CHECK(!text.ok(), "NUL in response file " + ctx);
    } else {
      FUZZ_CHECK(text.ok() && wtf8::from_response_file(*text, syntax) == args,
                 "response file round trip " + ctx);
    }
    FUZZ_CHECK(wtf8::from_response_file(raw, syntax).size() <= raw.size(), "rsp count " + ctx);
  }

  // Any line: both Windows parsers give at least the program name.
  const std::u16string units = raw.to_utf16();
  FUZZ_CHECK(!wtf8::from_windows_command_line(units, wtf8::WindowsArgRules::kCrt).empty(),
             "kCrt empty " + ctx);
  FUZZ_CHECK(!wtf8::from_windows_command_line(units, wtf8::WindowsArgRules::kShell32).empty(),
             "kShell32 empty " + ctx);
  return 0;
}
