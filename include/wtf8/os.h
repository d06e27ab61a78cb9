// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/os.h
// -----------------------------------------------------------------------------
//
// The operating system boundary (namespace `wtf8::os`): POSIX byte strings,
// `std::filesystem::path`, command-line arguments and environment variables, in and out of WTF-8
// without losing anything (Rust: `OsString`, `std::env::args_os`, `std::env::var_os`).
//
// Windows names are sequences of 16-bit units that may hold unpaired surrogates; WTF-8 holds them
// as they are. POSIX names are byte strings that need not be UTF-8; wtf8 holds them with Python's
// PEP 383 "surrogateescape" rule:
//   - well-formed UTF-8 is kept as is;
//   - each byte of an ill-formed sequence (the WHATWG maximal-subpart rule that
//     `Wtf8Buf::from_utf8_lossy` uses) becomes the lone trail surrogate U+DC80 + (byte - 0x80),
//     i.e. U+DC00 + byte. Only bytes 0x80..0xFF can be ill-formed, so U+DC80..U+DCFF suffice.
// The way back turns each U+DC80..U+DCFF into its byte again, so for every byte string `b`,
// `to_posix_bytes(from_posix_bytes(b)) == b`. The one ambiguity: a string that holds such a
// surrogate for another reason (a Windows name containing U+DCC3 U+DCA9, say) becomes raw bytes on
// POSIX (here C3 A9, which read back as "é"). Any other surrogate cannot be written as POSIX bytes.
//
// A path cannot usefully hold NUL (the OS APIs stop at it), so `to_path` refuses a string holding
// U+0000 instead of truncating it; the byte-string and wide-string functions keep NUL as data.
//
// Example:
//   #include "wtf8/os.h"
//   for (const auto& entry : std::filesystem::directory_iterator(dir)) {
//     wtf8::Wtf8Buf name = wtf8::os::from_path(entry.path().filename());  // never fails
//     name.is_utf8();                                  // false for a Linux name "caf\xE9"
//     name.debug_string();                             // "\"caf\\u{dce9}\""
//     std::filesystem::path back = *wtf8::os::to_path(name);  // the same name, byte for byte
//   }

#ifndef WTF8_OS_H_
#define WTF8_OS_H_

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace os {

// Out of line in src/os/: what the templates below call with a view.
namespace internal {
absl::StatusOr<std::string> to_posix_bytes(Wtf8View s);
absl::StatusOr<std::filesystem::path> to_path(Wtf8View s);
std::optional<Wtf8Buf> var_os(Wtf8View name);
}  // namespace internal

// ---- POSIX byte strings (any platform) ------------------------------------------------------

// Decodes a POSIX byte string (a file name, an argument, an environment value) with the PEP 383
// rule above. Never fails; the result is UTF-8 exactly when `bytes` is.
// Example: `from_posix_bytes("caf\xE9")` is "caf" U+DCE9;
//          `from_posix_bytes("\xF0\x9F\x98\x80")` is U+1F600 (valid UTF-8 is kept);
//          `from_posix_bytes("\xED\xA0\x80")` is U+DCED U+DCA0 U+DC80 (CESU bytes are not UTF-8).
Wtf8Buf from_posix_bytes(std::string_view bytes);

// Encodes `s` as POSIX bytes: the inverse of `from_posix_bytes`. Each U+DC80..U+DCFF (canonical or
// split) becomes the byte it escapes; everything else is copied as UTF-8. Fails with
// InvalidArgument naming the surrogate and its byte offset when `s` holds any other surrogate.
// `S` is `Wtf8View` or `Wtf8Buf`; a temporary `Wtf8Buf` is fine (the result does not refer to it).
// Example: `to_posix_bytes(from_posix_bytes("caf\xE9"))` is "caf\xE9";
//          `to_posix_bytes(Wtf8Buf::from_utf16(u"a\xD800"))` fails:
//          "cannot convert to POSIX bytes: surrogate U+D800 is not an escaped byte
//           (only U+DC80..U+DCFF are) at byte offset 1".
template <typename S, typename = std::enable_if_t<wtf8::internal::kIsWtf8String<S>>>
absl::StatusOr<std::string> to_posix_bytes(const S& s) {
  return internal::to_posix_bytes(s.as_view());
}

// ---- std::filesystem::path ------------------------------------------------------------------

// The path's native name as WTF-8: on POSIX `from_posix_bytes(path.native())`, on Windows
// `Wtf8Buf::from_wide(path.native())` (unpaired surrogates kept). Never fails; a NUL inside the
// path object (possible in memory, never from the OS) is kept.
// Example (POSIX): `from_path("dir/caf\xE9")` is "dir/caf" U+DCE9.
// Example (Windows): `from_path(L"a\xD800")` is "a" U+D800.
Wtf8Buf from_path(const std::filesystem::path& path);

// The path named by `s` (a `Wtf8View` or a `Wtf8Buf`, temporaries included), the inverse of
// `from_path`: on POSIX through `to_posix_bytes`, on Windows through the wide string (lossless,
// unpaired surrogates included). The path's native string is exactly what `from_path` read. Fails
// with InvalidArgument naming the byte offset when `s` holds U+0000 (a path would be cut there),
// or, on POSIX only, a surrogate outside U+DC80..U+DCFF. Example (POSIX):
// `to_path(from_posix_bytes("caf\xE9"))->native() == "caf\xE9"`. Example (Windows):
// `to_path(Wtf8Buf::from_utf16(u"a\xD800"))->native() == L"a\xD800"`. Example:
// `to_path(Wtf8Buf::from_utf8(std::string("a\0b", 3)).value())` fails:
//          "cannot convert to a path: NUL character at byte offset 1".
template <typename S, typename = std::enable_if_t<wtf8::internal::kIsWtf8String<S>>>
absl::StatusOr<std::filesystem::path> to_path(const S& s) {
  return internal::to_path(s.as_view());
}

// ---- the process's arguments and environment -------------------------------------------------

// The program's command-line arguments, first the program name, losslessly (Rust:
// `std::env::args_os`). Pass `main`'s parameters.
// On POSIX: `from_posix_bytes` of each `argv[i]` for i < argc.
// On Windows: `argv` holds the arguments converted to the ANSI code page, which loses characters,
// so `argc` and `argv` are ignored and the arguments are read again from the wide command line
// (`GetCommandLineW`), keeping unpaired surrogates, and split with the C runtime's rules
// (`from_windows_command_line(line, WindowsArgRules::kCrt)`, wtf8/command_line.h), so the result
// has the same arguments as `argv` (not `CommandLineToArgvW`'s, which differ on `""` in quotes).
// Example: `int main(int argc, char** argv) { auto args = wtf8::os::args_os(argc, argv); }`;
//          run as `prog caf$'\xE9'`, `args[1]` is "caf" U+DCE9.
std::vector<Wtf8Buf> args_os(int argc, const char* const* argv);

// The value of the environment variable `name` (a `Wtf8View` or a `Wtf8Buf`, temporaries
// included), losslessly (Rust: `std::env::var_os`), or nullopt when it is not set. An empty
// `name`, or one holding "=" (after its first character on Windows, where names such as "=C:"
// exist) or U+0000 names no variable: nullopt. On POSIX a `name` that `to_posix_bytes` rejects
// names no variable either. Reads the environment when called; like
// `getenv`, not safe against another thread changing the environment at the same time.
// Example: with HOME=/home/zoë, `var_os(Wtf8View::from_utf8("HOME").value())` is "/home/zoë";
//          `var_os(...("WTF8_UNSET"))` is nullopt.
template <typename S, typename = std::enable_if_t<wtf8::internal::kIsWtf8String<S>>>
std::optional<Wtf8Buf> var_os(const S& name) {
  return internal::var_os(name.as_view());
}

// Every environment variable as (name, value) pairs, in the environment's order (Rust:
// `std::env::vars_os`). An entry is split at its first "=" after its first character; an entry
// without one is skipped. Same thread-safety caveat as `var_os`.
// Example: with only HOME=/root set, `vars_os()` is {("HOME", "/root")}.
std::vector<std::pair<Wtf8Buf, Wtf8Buf>> vars_os();

}  // namespace os
}  // namespace wtf8

#endif  // WTF8_OS_H_
