// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Windows command lines (wtf8/command_line.h): building the UTF-16 line a child's C runtime
// splits back into the same arguments, the batch-file line run through cmd.exe, and the two ways
// a Windows program splits a line (the C runtime's, CommandLineToArgvW's). Everything works on
// UTF-16 units: every character these rules look at is ASCII, and lone surrogates simply pass
// through as units.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
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

constexpr std::size_t kMaxUnits = kWindowsCommandLineMax - 1;  // the NUL takes the last one
constexpr char16_t kQuote = u'"';
constexpr char16_t kBackslash = u'\\';

bool is_blank(char16_t c) { return c == u' ' || c == u'\t'; }

// The byte offset in the WTF-8 form of `units` at which unit `index` starts (a trail surrogate
// that completes a pair counts as the start of its pair).
std::size_t byte_offset_of_unit(std::u16string_view units, std::size_t index) {
  std::size_t bytes = 0;
  for (std::size_t i = 0; i < index && i < units.size(); ++i) {
    const char16_t c = units[i];
    if (c < 0x80) {
      bytes += 1;
    } else if (c < 0x800) {
      bytes += 2;
    } else if (c >= 0xD800 && c <= 0xDBFF && i + 1 < units.size() && units[i + 1] >= 0xDC00 &&
               units[i + 1] <= 0xDFFF) {
      if (i + 1 == index) break;  // `index` is the second half of this pair
      bytes += 4;
      ++i;
    } else {
      bytes += 3;
    }
  }
  return bytes;
}

// Builds a line piece by piece and remembers where it first went over the limit.
class LineWriter {
 public:
  std::u16string& line() { return line_; }

  // Called after the output of source unit `unit` of argument `arg_index` (of `arg`) was
  // appended: records the first place the line went over the limit.
  void check(std::size_t arg_index, std::u16string_view arg, std::size_t unit) {
    if (over_ || line_.size() <= kMaxUnits) return;
    over_ = true;
    over_arg_ = arg_index;
    over_offset_ = byte_offset_of_unit(arg, unit);
  }

  absl::Status status(std::string_view what) const {
    if (!over_) return absl::OkStatus();
    const std::string reason =
        over_arg_ == kProgram
            ? absl::StrCat("the program name makes the line longer than ", kMaxUnits, " units")
            : absl::StrCat("argument ", over_arg_, " (counting from 0) makes the line longer than ",
                           kMaxUnits, " units");
    return internal::invalid_input_at(what, reason, over_offset_);
  }

  static constexpr std::size_t kProgram = static_cast<std::size_t>(-1);

 private:
  std::u16string line_;
  bool over_ = false;
  std::size_t over_arg_ = 0;
  std::size_t over_offset_ = 0;
};

constexpr std::string_view kBuildWhat = "cannot build a Windows command line";
constexpr std::string_view kBatchWhat = "cannot build a batch-file command line";

absl::Status refuse_nul(std::string_view what, Wtf8View s, std::string_view which) {
  const std::size_t nul = s.as_bytes().find('\0');
  if (nul == std::string_view::npos) return absl::OkStatus();
  return internal::invalid_input_at(
      what, std::string(which) + " holds U+0000, where the command line would end", nul);
}

std::string arg_name(std::size_t i) { return absl::StrCat("argument ", i, " (counting from 0)"); }

// Appends the program name in quotes, unescaped (the C runtime reads it without escapes).
void append_program(LineWriter& out, std::u16string_view program) {
  out.line().push_back(kQuote);
  out.check(LineWriter::kProgram, program, 0);
  for (std::size_t i = 0; i < program.size(); ++i) {
    out.line().push_back(program[i]);
    out.check(LineWriter::kProgram, program, i);
  }
  out.line().push_back(kQuote);
  out.check(LineWriter::kProgram, program, program.size());
}

void append_raw(LineWriter& out, std::size_t index, std::u16string_view arg) {
  for (std::size_t i = 0; i < arg.size(); ++i) {
    out.line().push_back(arg[i]);
    out.check(index, arg, i);
  }
}

// Appends a regular argument: quoted only when empty or holding a space or a tab.
void append_crt_arg(LineWriter& out, std::size_t index, std::u16string_view arg) {
  const bool quote = arg.empty() || arg.find_first_of(u" \t") != std::u16string_view::npos;
  os_internal::append_crt_quoted(out.line(), arg, quote,
                                 [&](std::size_t i) { out.check(index, arg, i); });
}

// Whether cmd.exe could read a unit of a batch-file argument as anything but text: an ASCII
// character outside letters, digits and #$*+-./:?@\_, or a control character. A surrogate (a
// half of a pair, or a lone one) is not a character on its own and asks for nothing.
bool batch_unit_needs_quotes(char16_t c) {
  if (c < 0x80) {
    const bool alnum =
        (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
    return !(alnum || std::u16string_view(u"#$*+-./:?@\\_").find(c) != std::u16string_view::npos);
  }
  return c <= 0x9F;  // U+0080..U+009F, the C1 controls
}

// Appends a batch-file argument (see to_windows_batch_command_line).
void append_batch_arg(LineWriter& out, std::size_t index, std::u16string_view arg) {
  bool quote = arg.empty() || arg.back() == kBackslash;
  for (char16_t c : arg) quote = quote || batch_unit_needs_quotes(c);
  std::u16string& line = out.line();
  if (quote) line.push_back(kQuote);
  std::size_t backslashes = 0;
  for (std::size_t i = 0; i < arg.size(); ++i) {
    const char16_t c = arg[i];
    if (c == kBackslash) {
      ++backslashes;
    } else {
      if (c == kQuote) {
        line.append(backslashes, kBackslash);  // 2n backslashes in all before the quote
        line.push_back(kQuote);                // and the quote doubled
      } else if (c == u'%') {
        line.append(u"%%cd:~,");  // "%%cd:~,%" once the % itself follows
      }
      backslashes = 0;
    }
    line.push_back(c);
    out.check(index, arg, i);
  }
  if (quote) {
    line.append(backslashes, kBackslash);
    line.push_back(kQuote);
    out.check(index, arg, arg.size());
  }
}

}  // namespace

absl::StatusOr<std::u16string> to_windows_command_line(Wtf8View program,
                                                       absl::Span<const WindowsArg> args) {
  if (absl::Status s = refuse_nul(kBuildWhat, program, "the program name"); !s.ok()) return s;
  if (const std::size_t quote = program.as_bytes().find('"'); quote != std::string_view::npos) {
    return internal::invalid_input_at(
        kBuildWhat, "the program name holds '\"', which its rules cannot escape", quote);
  }
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (absl::Status s = refuse_nul(kBuildWhat, args[i].text, arg_name(i)); !s.ok()) return s;
  }
  LineWriter out;
  append_program(out, program.to_utf16());
  for (std::size_t i = 0; i < args.size(); ++i) {
    out.line().push_back(u' ');
    const std::u16string arg = args[i].text.to_utf16();
    out.check(i, arg, 0);
    if (args[i].is_raw) {
      append_raw(out, i, arg);
    } else {
      append_crt_arg(out, i, arg);
    }
  }
  if (absl::Status s = out.status(kBuildWhat); !s.ok()) return s;
  return std::move(out.line());
}

absl::StatusOr<std::size_t> to_windows_command_line_into(Wtf8View program,
                                                         absl::Span<const WindowsArg> args,
                                                         absl::Span<char16_t> destination) {
  absl::StatusOr<std::u16string> line = to_windows_command_line(program, args);
  if (!line.ok()) return line.status();
  if (line->size() + 1 > destination.size()) {
    return internal::invalid_input_at(
        kBuildWhat,
        absl::StrCat("the line and its NUL take ", line->size() + 1,
                     " units, the destination holds ", destination.size()),
        0);
  }
  line->copy(destination.data(), line->size());
  destination[line->size()] = u'\0';
  return line->size();
}

#ifdef _WIN32
absl::StatusOr<std::wstring> to_windows_command_line_wide(Wtf8View program,
                                                          absl::Span<const WindowsArg> args) {
  absl::StatusOr<std::u16string> line = to_windows_command_line(program, args);
  if (!line.ok()) return line.status();
  return std::wstring(line->begin(), line->end());  // 16-bit wchar_t: unit for unit
}
#endif

bool is_windows_batch_file(Wtf8View program) noexcept {
  std::string_view name = program.as_bytes();
  while (!name.empty() && (name.back() == '.' || name.back() == ' ')) name.remove_suffix(1);
  if (name.size() < 4 || name[name.size() - 4] != '.') return false;
  auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
  const char ext[3] = {lower(name[name.size() - 3]), lower(name[name.size() - 2]),
                       lower(name[name.size() - 1])};
  const std::string_view e(ext, 3);
  return e == "bat" || e == "cmd";
}

absl::StatusOr<std::u16string> to_windows_batch_command_line(Wtf8View script,
                                                             absl::Span<const WindowsArg> args) {
  if (absl::Status s = refuse_nul(kBatchWhat, script, "the script name"); !s.ok()) return s;
  const std::string_view script_bytes = script.as_bytes();
  if (const std::size_t quote = script_bytes.find('"'); quote != std::string_view::npos) {
    return internal::invalid_input_at(
        kBatchWhat, "the script name holds '\"', which no Windows file name can", quote);
  }
  if (!script_bytes.empty() && script_bytes.back() == '\\') {
    return internal::invalid_input_at(
        kBatchWhat, "the script name ends with '\\', which no Windows file name can",
        script_bytes.size() - 1);
  }
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string_view bytes = args[i].text.as_bytes();
    if (absl::Status s = refuse_nul(kBatchWhat, args[i].text, arg_name(i)); !s.ok()) return s;
    if (args[i].is_raw) continue;
    if (const std::size_t at = bytes.find_first_of("\r\n"); at != std::string_view::npos) {
      return internal::invalid_input_at(
          kBatchWhat,
          absl::StrCat(arg_name(i), " holds a line break, where cmd.exe would end the command"),
          at);
    }
  }
  LineWriter out;
  const std::u16string script16 = script.to_utf16();
  // "cmd.exe /e:ON /v:OFF /d /c " and the quote that wraps the whole command (closed at the end).
  out.line() = u"cmd.exe /e:ON /v:OFF /d /c \"";
  append_program(out, script16);
  std::u16string arg = script16;
  std::size_t index = LineWriter::kProgram;
  for (std::size_t i = 0; i < args.size(); ++i) {
    out.line().push_back(u' ');
    arg = args[i].text.to_utf16();
    index = i;
    out.check(i, arg, 0);
    if (args[i].is_raw) {
      append_raw(out, i, arg);
    } else {
      append_batch_arg(out, i, arg);
    }
  }
  out.line().push_back(kQuote);  // closes the quote that wraps the whole command
  out.check(index, arg, arg.size());
  if (absl::Status s = out.status(kBatchWhat); !s.ok()) return s;
  return std::move(out.line());
}

// ---- parsing ---------------------------------------------------------------------------------

namespace {

// The C runtime's program name: quotes toggle and are dropped, no escapes, a blank outside
// quotes ends it. Returns the position after it.
std::size_t crt_program_name(std::u16string_view line, std::u16string& name) {
  bool in_quotes = false;
  std::size_t i = 0;
  for (; i < line.size(); ++i) {
    const char16_t c = line[i];
    if (c == kQuote) {
      in_quotes = !in_quotes;
    } else if (is_blank(c) && !in_quotes) {
      break;
    } else {
      name.push_back(c);
    }
  }
  return i;
}

// CommandLineToArgvW's program name: up to the next quote when the line starts with one (the
// quote is consumed, and whatever follows starts the next argument), else up to a blank.
std::size_t shell32_program_name(std::u16string_view line, std::u16string& name) {
  if (!line.empty() && line[0] == kQuote) {
    const std::size_t close = line.find(kQuote, 1);
    if (close == std::u16string_view::npos) {
      name.assign(line.substr(1));
      return line.size();
    }
    name.assign(line.substr(1, close - 1));
    return close + 1;
  }
  std::size_t i = 0;
  while (i < line.size() && !is_blank(line[i])) ++i;
  name.assign(line.substr(0, i));
  return i;
}

// The arguments after the program name, CommandLineToArgvW's rules: a quote that is not escaped
// opens quoting or adds to the count of a run; in each run every third quote is a literal one
// and ends quoting, and a run that ends on the second closes quoting.
void shell32_arguments(std::u16string_view line, std::size_t i, std::vector<Wtf8Buf>& out) {
  while (true) {
    while (i < line.size() && is_blank(line[i])) ++i;
    if (i == line.size()) return;
    std::u16string arg;
    int quotes = 0;  // 0 outside quotes, 1 inside; 2 and 3 only while counting a run
    std::size_t backslashes = 0;
    while (i < line.size()) {
      const char16_t c = line[i];
      if (is_blank(c) && quotes == 0) break;
      if (c == kBackslash) {
        arg.push_back(c);
        ++backslashes;
        ++i;
      } else if (c == kQuote) {
        if (backslashes % 2 == 0) {
          arg.resize(arg.size() - backslashes / 2);
          ++quotes;
        } else {
          arg.resize(arg.size() - backslashes / 2 - 1);
          arg.push_back(kQuote);
        }
        backslashes = 0;
        ++i;
        while (i < line.size() && line[i] == kQuote) {
          if (++quotes == 3) {
            arg.push_back(kQuote);
            quotes = 0;
          }
          ++i;
        }
        if (quotes == 2) quotes = 0;
      } else {
        arg.push_back(c);
        backslashes = 0;
        ++i;
      }
    }
    out.push_back(Wtf8Buf::from_utf16(arg));
  }
}

}  // namespace

// The arguments after the program name, C runtime rules: in quotes, "" is one literal quote.
void os_internal::crt_arguments(std::u16string_view line, std::size_t i, std::u16string_view blanks,
                                std::vector<Wtf8Buf>& out) {
  auto separates = [&](char16_t c) { return blanks.find(c) != std::u16string_view::npos; };
  while (true) {
    while (i < line.size() && separates(line[i])) ++i;
    if (i == line.size()) return;
    std::u16string arg;
    bool in_quotes = false;
    while (i < line.size()) {
      const char16_t c = line[i];
      if (separates(c) && !in_quotes) break;
      if (c == kBackslash) {
        std::size_t n = 0;
        while (i < line.size() && line[i] == kBackslash) ++n, ++i;
        if (i < line.size() && line[i] == kQuote) {
          arg.append(n / 2, kBackslash);
          if (n % 2 == 1) {  // an escaped, literal quote
            arg.push_back(kQuote);
            ++i;
          }
        } else {
          arg.append(n, kBackslash);  // no quote follows: the backslashes are literal
        }
      } else if (c == kQuote) {
        if (in_quotes && i + 1 < line.size() && line[i + 1] == kQuote) {
          arg.push_back(kQuote);  // "" inside quotes: one literal quote, still quoted
          i += 2;
        } else {
          in_quotes = !in_quotes;
          ++i;
        }
      } else {
        arg.push_back(c);
        ++i;
      }
    }
    out.push_back(Wtf8Buf::from_utf16(arg));
  }
}

std::vector<Wtf8Buf> from_windows_command_line(std::u16string_view line, WindowsArgRules rules) {
  line = line.substr(0, line.find(u'\0'));
  std::vector<Wtf8Buf> args;
  std::u16string program;
  std::size_t i = rules == WindowsArgRules::kCrt ? crt_program_name(line, program)
                                                 : shell32_program_name(line, program);
  args.push_back(Wtf8Buf::from_utf16(program));
  if (rules == WindowsArgRules::kCrt) {
    os_internal::crt_arguments(line, i, u" \t", args);
  } else {
    shell32_arguments(line, i, args);
  }
  return args;
}

std::vector<Wtf8Buf> from_windows_command_line(Wtf8View line, WindowsArgRules rules) {
  return from_windows_command_line(std::u16string_view(line.to_utf16()), rules);
}

}  // namespace wtf8
