// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// POSIX shell words (wtf8/command_line.h): sh_quote, sh_join and sh_split, with the results of
// Python's shlex.quote, shlex.join and shlex.split (POSIX mode, whitespace_split, no comments).
// Every character those rules look at is ASCII, so the code works on the bytes of the canonical
// WTF-8 form and copies runs of other bytes whole.

#include <cstddef>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "src/internal/errors.h"
#include "wtf8/command_line.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

constexpr std::string_view kSplitWhat = "cannot split a shell line";

// Appends bytes of a canonical WTF-8 string cut only next to ASCII bytes.
// Invariant: a cut next to an ASCII byte is a code point boundary of well-formed WTF-8, so the
// piece is well-formed; `append` joins a lead surrogate and a trail surrogate that meet.
void append_piece(Wtf8Buf& out, std::string_view piece) {
  out.append(Wtf8View::from_wtf8_unchecked(piece));
}

// shlex's safe characters: ASCII letters, digits and @%+=:,./-_ (its `\w` is ASCII-only).
bool is_sh_safe(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         std::string_view("@%+=:,./-_").find(c) != std::string_view::npos;
}

bool is_sh_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

void append_quoted(Wtf8Buf& out, Wtf8View arg) {
  Wtf8Buf canonical;
  canonical.append(arg);  // split surrogate halves at the ends become their 3-byte form
  const std::string_view bytes = canonical.as_bytes();
  if (bytes.empty()) {
    append_piece(out, "''");
    return;
  }
  bool safe = true;
  for (char c : bytes) safe = safe && is_sh_safe(c);
  if (safe) {
    append_piece(out, bytes);
    return;
  }
  append_piece(out, "'");
  std::size_t start = 0;
  for (std::size_t q = bytes.find('\''); q != std::string_view::npos; q = bytes.find('\'', start)) {
    append_piece(out, bytes.substr(start, q - start));
    append_piece(out, "'\"'\"'");
    start = q + 1;
  }
  append_piece(out, bytes.substr(start));
  append_piece(out, "'");
}

}  // namespace

Wtf8Buf sh_quote(Wtf8View arg) {
  Wtf8Buf out;
  append_quoted(out, arg);
  return out;
}

Wtf8Buf sh_join(absl::Span<const Wtf8View> args) {
  Wtf8Buf out;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (i > 0) append_piece(out, " ");
    append_quoted(out, args[i]);
  }
  return out;
}

absl::StatusOr<std::vector<Wtf8Buf>> sh_split(Wtf8View line) {
  Wtf8Buf canonical;
  canonical.append(line);
  const std::string_view b = canonical.as_bytes();
  std::vector<Wtf8Buf> words;
  std::size_t i = 0;
  while (true) {
    while (i < b.size() && is_sh_space(b[i])) ++i;
    if (i == b.size()) break;
    Wtf8Buf word;  // never empty at its end unless quoted: a word starts at a non-space
    while (i < b.size() && !is_sh_space(b[i])) {
      const char c = b[i];
      if (c == '\\') {
        if (i + 1 == b.size()) {
          return internal::invalid_input_at(kSplitWhat, "no character after the backslash", i);
        }
        ++i;  // the next character is literal; a non-ASCII one is copied by the run below
        if (static_cast<unsigned char>(b[i]) < 0x80) append_piece(word, b.substr(i++, 1));
      } else if (c == '\'') {
        const std::size_t close = b.find('\'', i + 1);
        if (close == std::string_view::npos) {
          return internal::invalid_input_at(kSplitWhat, "no closing quotation", i);
        }
        append_piece(word, b.substr(i + 1, close - i - 1));
        i = close + 1;
      } else if (c == '"') {
        const std::size_t open = i++;
        while (true) {
          if (i == b.size()) {
            return internal::invalid_input_at(kSplitWhat, "no closing quotation", open);
          }
          const std::size_t stop = b.find_first_of("\"\\", i);
          if (stop == std::string_view::npos) {
            return internal::invalid_input_at(kSplitWhat, "no closing quotation", open);
          }
          append_piece(word, b.substr(i, stop - i));
          i = stop;
          if (b[i] == '"') {
            ++i;
            break;
          }
          // A backslash in double quotes escapes only `"` and `\`; before anything else it stays.
          if (i + 1 == b.size()) {
            return internal::invalid_input_at(kSplitWhat, "no character after the backslash", i);
          }
          if (b[i + 1] == '"' || b[i + 1] == '\\') {
            append_piece(word, b.substr(i + 1, 1));
            i += 2;
          } else {
            append_piece(word, "\\");
            ++i;
            if (static_cast<unsigned char>(b[i]) < 0x80) append_piece(word, b.substr(i++, 1));
          }
        }
      } else {
        std::size_t end = i;
        while (end < b.size() && !is_sh_space(b[end]) && b[end] != '\\' && b[end] != '\'' &&
               b[end] != '"') {
          ++end;
        }
        append_piece(word, b.substr(i, end - i));
        i = end;
      }
    }
    words.push_back(std::move(word));
  }
  return words;
}

}  // namespace wtf8
