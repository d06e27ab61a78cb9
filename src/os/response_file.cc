// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Response files (wtf8/command_line.h): the text a compiler or linker reads after `@file`, in
// the GNU syntax (libiberty's buildargv, LLVM's GNU tokenizer) and the Windows one (MSVC,
// clang-cl: the C runtime's argument rules with line breaks as separators).

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/types/span.h"
#include "src/internal/errors.h"
#include "src/os/windows_rules.h"
#include "wtf8/command_line.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

constexpr std::string_view kGnuSpace = " \t\n\r\v\f";

// Invariant: `piece` is cut from canonical WTF-8 only next to ASCII bytes, so it is well-formed;
// `append` joins surrogates that meet.
void append_piece(Wtf8Buf& out, std::string_view piece) {
  out.append(Wtf8View::from_wtf8_unchecked(piece));
}

void append_gnu(Wtf8Buf& out, Wtf8View arg) {
  Wtf8Buf canonical;
  canonical.append(arg);
  const std::string_view b = canonical.as_bytes();
  const bool quote = b.empty() || b.find_first_of(" \t\n\r\v\f'\"\\") != std::string_view::npos;
  if (!quote) {
    append_piece(out, b);
    return;
  }
  append_piece(out, "\"");
  std::size_t start = 0;
  for (std::size_t at = b.find_first_of("\"\\"); at != std::string_view::npos;
       at = b.find_first_of("\"\\", start)) {
    append_piece(out, b.substr(start, at - start));
    append_piece(out, "\\");
    append_piece(out, b.substr(at, 1));
    start = at + 1;
  }
  append_piece(out, b.substr(start));
  append_piece(out, "\"");
}

void append_windows(Wtf8Buf& out, Wtf8View arg) {
  const std::u16string units = arg.to_utf16();
  const bool quote = units.empty() || units.find_first_of(u" \t\r\n") != std::u16string::npos;
  std::u16string quoted;
  os_internal::append_crt_quoted(quoted, units, quote, [](std::size_t) {});
  out.append_utf16(quoted);
}

std::vector<Wtf8Buf> split_gnu(Wtf8View text) {
  Wtf8Buf canonical;
  canonical.append(text);
  const std::string_view b = canonical.as_bytes();
  auto is_space = [](char c) { return kGnuSpace.find(c) != std::string_view::npos; };
  std::vector<Wtf8Buf> words;
  std::size_t i = 0;
  while (true) {
    while (i < b.size() && is_space(b[i])) ++i;
    if (i == b.size()) break;
    Wtf8Buf word;
    char quote = 0;  // the open quote, or 0
    while (i < b.size() && (quote != 0 || !is_space(b[i]))) {
      const char c = b[i];
      if (c == '\\' && i + 1 < b.size()) {
        ++i;  // the next character is literal (a non-ASCII one is copied below)
        if (static_cast<unsigned char>(b[i]) < 0x80) append_piece(word, b.substr(i++, 1));
      } else if (quote == 0 && (c == '\'' || c == '"')) {
        quote = c;
        ++i;
      } else if (quote != 0 && c == quote) {
        quote = 0;
        ++i;
      } else {
        std::size_t end = i + 1;
        while (end < b.size() && static_cast<unsigned char>(b[end]) >= 0x80) ++end;
        append_piece(word, b.substr(i, end - i));
        i = end;
      }
    }
    words.push_back(std::move(word));
  }
  return words;
}

}  // namespace

absl::StatusOr<Wtf8Buf> to_response_file(absl::Span<const Wtf8View> args,
                                         ResponseFileSyntax syntax) {
  Wtf8Buf out;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::size_t nul = args[i].as_bytes().find('\0');
    if (nul != std::string_view::npos) {
      return internal::invalid_input_at(
          "cannot write a response file",
          absl::StrCat("argument ", i, " (counting from 0) holds U+0000"), nul);
    }
    if (syntax == ResponseFileSyntax::kGnu) {
      append_gnu(out, args[i]);
    } else {
      append_windows(out, args[i]);
    }
    append_piece(out, "\n");
  }
  return out;
}

std::vector<Wtf8Buf> from_response_file(Wtf8View text, ResponseFileSyntax syntax) {
  if (syntax == ResponseFileSyntax::kGnu) return split_gnu(text);
  std::vector<Wtf8Buf> args;
  const std::u16string units = text.to_utf16();
  os_internal::crt_arguments(units, 0, u" \t\r\n", args);
  return args;
}

}  // namespace wtf8
