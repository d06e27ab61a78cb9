// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8 quote --for windows|bat|sh|rsp-gnu|rsp-windows ARG...: the command line (or response
// file) that passes ARG... through (wtf8/command_line.h).
// wtf8 unquote --as windows-crt|shell32|sh|rsp-gnu|rsp-windows LINE: the arguments LINE holds,
// one per line in the debug form.
// Operands are POSIX bytes (PEP 383); with --escaped they are text with the debug form's escapes
// (\u{D800} for a lone surrogate). Whatever the library refuses exits 2 with its reason.

#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "tools/commands.h"
#include "tools/io.h"
#include "wtf8/command_line.h"
#include "wtf8/escape.h"
#include "wtf8/os.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace cli {
namespace {

absl::StatusOr<std::vector<Wtf8Buf>> operands_of(const Args& args) {
  std::vector<Wtf8Buf> out;
  for (const std::string& operand : args.operands) {
    if (args.has("--escaped")) {
      absl::StatusOr<Wtf8Buf> text = parse_escaped(operand);
      if (!text.ok()) return text.status();
      out.push_back(*std::move(text));
    } else {
      out.push_back(os::from_posix_bytes(operand));
    }
  }
  return out;
}

// UTF-16 little-endian bytes, unit for unit.
std::string utf16le_bytes(std::u16string_view units) {
  std::string out;
  out.reserve(units.size() * 2);
  for (char16_t u : units) {
    out.push_back(static_cast<char>(u & 0xFF));
    out.push_back(static_cast<char>(u >> 8));
  }
  return out;
}

// Text for people: POSIX bytes where the text came from them (escaped bytes written back),
// UTF-8 with U+FFFD for any other lone surrogate.
std::string for_people(const Wtf8Buf& text) {
  absl::StatusOr<std::string> bytes = os::to_posix_bytes(text);
  return bytes.ok() ? *std::move(bytes) : text.to_utf8_lossy();
}

int write_all(std::string_view bytes) {
  absl::StatusOr<Output> out = Output::open("");
  if (!out.ok()) return usage_error(message_of(out.status()));
  if (absl::Status s = out->write(bytes); !s.ok()) return usage_error(message_of(s));
  if (absl::Status s = out->flush(); !s.ok()) return usage_error(message_of(s));
  return kExitOk;
}

}  // namespace

int run_quote(const Args& args) {
  const std::string target = args.get("--for").value_or("");
  absl::StatusOr<std::vector<Wtf8Buf>> operands = operands_of(args);
  if (!operands.ok()) return usage_error(message_of(operands.status()));
  const std::vector<Wtf8View> views(operands->begin(), operands->end());
  const bool utf16 = args.has("--utf16le");
  if (target == "windows" || target == "bat") {
    if (views.empty()) return usage_error("'quote --for " + target + "' needs the program name");
    const std::vector<WindowsArg> rest(views.begin() + 1, views.end());
    absl::StatusOr<std::u16string> line = target == "windows"
                                              ? to_windows_command_line(views[0], rest)
                                              : to_windows_batch_command_line(views[0], rest);
    if (!line.ok()) return usage_error(message_of(line.status()));
    if (utf16) return write_all(utf16le_bytes(*line));
    return write_all(for_people(Wtf8Buf::from_utf16(*line)) + "\n");
  }
  if (target == "sh") {
    if (utf16) return usage_error("--utf16le is for the Windows targets");
    return write_all(for_people(sh_join(views)) + "\n");
  }
  if (target == "rsp-gnu" || target == "rsp-windows") {
    const ResponseFileSyntax syntax =
        target == "rsp-gnu" ? ResponseFileSyntax::kGnu : ResponseFileSyntax::kWindows;
    absl::StatusOr<Wtf8Buf> text = to_response_file(views, syntax);
    if (!text.ok()) return usage_error(message_of(text.status()));
    if (utf16) return write_all(utf16le_bytes(text->to_utf16()));
    return write_all(for_people(*text));
  }
  return usage_error("--for takes windows, bat, sh, rsp-gnu or rsp-windows (got '" + target + "')");
}

int run_unquote(const Args& args) {
  const std::string rules = args.get("--as").value_or("");
  absl::StatusOr<std::vector<Wtf8Buf>> operands = operands_of(args);
  if (!operands.ok()) return usage_error(message_of(operands.status()));
  const Wtf8Buf& line = operands->front();
  std::vector<Wtf8Buf> words;
  if (rules == "windows-crt") {
    words = from_windows_command_line(line, WindowsArgRules::kCrt);
  } else if (rules == "shell32") {
    words = from_windows_command_line(line, WindowsArgRules::kShell32);
  } else if (rules == "sh") {
    absl::StatusOr<std::vector<Wtf8Buf>> split = sh_split(line);
    if (!split.ok()) return usage_error(message_of(split.status()));
    words = *std::move(split);
  } else if (rules == "rsp-gnu") {
    words = from_response_file(line, ResponseFileSyntax::kGnu);
  } else if (rules == "rsp-windows") {
    words = from_response_file(line, ResponseFileSyntax::kWindows);
  } else {
    return usage_error("--as takes windows-crt, shell32, sh, rsp-gnu or rsp-windows (got '" +
                       rules + "')");
  }
  std::string out;
  for (const Wtf8Buf& w : words) out.append(w.debug_string()).append("\n");
  return write_all(out);
}

}  // namespace cli
}  // namespace wtf8
