// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/command_line.h
// -----------------------------------------------------------------------------
//
// Argument lists to command lines and back, on every host, losslessly:
//   - Windows: the one UTF-16 string a child process receives (`CreateProcessW`'s
//     `lpCommandLine`), built so that the child's C runtime splits it back into exactly the
//     arguments given, lone surrogates included; batch files (`.bat`, `.cmd`), which `cmd.exe`
//     reads with rules of its own; and the two ways a Windows program splits its line
//     (`WindowsArgRules::kCrt` for `main`'s `argv`, `kShell32` for `CommandLineToArgvW`).
//   - POSIX shells: `sh_quote`, `sh_join` and `sh_split`, byte for byte what Python's
//   `shlex.quote`,
//     `shlex.join` and `shlex.split` give.
//   - Response files (`@file` for compilers and linkers) in the GNU and the Windows syntax.
//
// Arguments are `Wtf8View`s. A Windows argument may hold any UTF-16, unpaired surrogates
// included. A POSIX argument is bytes: hold it with `os::from_posix_bytes` (PEP 383) and write
// the result with `os::to_posix_bytes`; every function here only looks at ASCII characters, so
// quoting before or after that conversion gives the same bytes, and any Linux file name
// round-trips.
//
// Example:
//   using wtf8::WindowsArg;
//   auto file = wtf8::Wtf8Buf::from_utf16(u"dir\\a b\xD800\\");      // a space, a lone
//                                                                      // surrogate, a final "\"
//   std::vector<WindowsArg> args = {file, wtf8::Wtf8View()};
//   auto line = wtf8::to_windows_command_line(u8v("C:\\bin\\tool.exe"), args);
//       // *line == u"\"C:\\bin\\tool.exe\" \"dir\\a b\xD800\\\\\" \"\""
//       // (the "\" doubled before the closing quote; the empty argument as "")
//   wtf8::from_windows_command_line(*line, wtf8::WindowsArgRules::kCrt);
//       // {"C:\bin\tool.exe", "dir\a b" U+D800 "\", ""}: the same arguments
//   wtf8::sh_join({u8v("ls"), u8v("it's")});          // "ls 'it'\"'\"'s'"
//   wtf8::sh_split(u8v("ls 'it'\"'\"'s'"));          // {"ls", "it's"}
// (`u8v(s)` stands for `wtf8::Wtf8View::from_utf8(s).value()`.)
//
// Thread safety: every function here is pure; call them from any thread.

#ifndef WTF8_COMMAND_LINE_H_
#define WTF8_COMMAND_LINE_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {

// ---- Windows: building a command line --------------------------------------------------------

// The longest `lpCommandLine` `CreateProcessW` accepts, in UTF-16 units, the terminating NUL
// included. A line built here is at most `kWindowsCommandLineMax - 1` units long, so a buffer of
// `kWindowsCommandLineMax` units always holds it with its NUL.
inline constexpr std::size_t kWindowsCommandLineMax = 32767;

// One argument of a Windows command line: its text, and whether it is quoted for the C runtime
// (the default) or appended unchanged (`raw`, for a program that parses its command line in a
// way of its own, such as `cmd.exe /c` or `msiexec`). The view must outlive the `WindowsArg`.
// Example: `WindowsArg(u8v("a b"))` is written `"a b"`; `WindowsArg::raw(u8v("/x \"y\""))` is
//          written `/x "y"`.
struct WindowsArg {
  // A quoted argument. Implicit, so a `std::vector<Wtf8View>` converts element by element.
  WindowsArg(Wtf8View text) noexcept : text(text) {}  // NOLINT: implicit by design
  // The same for a `Wtf8Buf`, which must outlive the `WindowsArg` (a temporary cannot).
  WindowsArg(const Wtf8Buf& text) noexcept : text(text) {}  // NOLINT: implicit by design
  WindowsArg(Wtf8Buf&& text) = delete;
  // An argument appended exactly as it is, with no quotes or escapes added.
  [[nodiscard]] static WindowsArg raw(Wtf8View text) noexcept {
    WindowsArg arg(text);
    arg.is_raw = true;
    return arg;
  }
  Wtf8View text;
  bool is_raw = false;
};

// The command line that starts `program` with `args`, such that the child's C runtime (and
// `from_windows_command_line(line, WindowsArgRules::kCrt)`) gives back `program`, then `args`.
// The program name is always put in quotes and never escaped (the C runtime reads it without
// escapes); each argument is separated by one space and quoted only when it is empty or holds a
// space or a tab; inside, a run of n backslashes before a `"` becomes 2n+1 backslashes and the
// quote, and a run of n backslashes at the end of a quoted argument becomes 2n before the
// closing quote; other backslashes stay as they are. A raw argument is appended unchanged.
// Fails with InvalidArgument naming the byte offset when `program` holds `"` (it cannot be
// written), when `program` or an argument holds U+0000 (the line would end there), or when the
// line would be longer than `kWindowsCommandLineMax - 1` units: then the message names the
// argument that crosses the limit, and the offset is the byte in that argument where it does.
// Example: `to_windows_command_line(u8v("p"), {u8v("a\"b"), u8v("c\\")})` is
//          u"\"p\" a\\\"b c\\"; `... {u8v("say \"hi\"\\")}` gives u"\"p\" \"say \\\"hi\\\"\\\\\"".
[[nodiscard]] absl::StatusOr<std::u16string> to_windows_command_line(
    Wtf8View program, absl::Span<const WindowsArg> args);

// The same line written into `destination` with a terminating NUL, nothing allocated by the
// caller: returns the number of units before the NUL. A destination of `kWindowsCommandLineMax`
// units always suffices. Fails like `to_windows_command_line`, and with InvalidArgument when the
// line and its NUL do not fit (nothing is written then).
// Example: `char16_t buf[wtf8::kWindowsCommandLineMax];
//          to_windows_command_line_into(u8v("p"), {u8v("x")}, absl::MakeSpan(buf))` is 5
//          (`"p" x`, then the NUL).
[[nodiscard]] absl::StatusOr<std::size_t> to_windows_command_line_into(
    Wtf8View program, absl::Span<const WindowsArg> args, absl::Span<char16_t> destination);

#ifdef _WIN32
// Windows only: the line as the `std::wstring` `CreateProcessW` takes (16-bit `wchar_t`).
// Example: `CreateProcessW(exe, line->data(), ...)` with `line = to_windows_command_line_wide(
//          exe_name, args)` (the call needs a writable buffer, which `data()` of a non-const
//          string is).
[[nodiscard]] absl::StatusOr<std::wstring> to_windows_command_line_wide(
    Wtf8View program, absl::Span<const WindowsArg> args);
#endif

// ---- Windows: batch files --------------------------------------------------------------------

// Whether `program` names a batch file, which `CreateProcessW` runs through `cmd.exe`: its name
// ends with ".bat" or ".cmd" in any case once trailing dots and spaces are dropped (Windows drops
// them when it opens the file, so "run.bat. ." is a batch file too).
// Example: `is_windows_batch_file(u8v("C:\\x\\Run.BAT"))`, `(u8v("run.cmd. "))` are true;
//          `(u8v("run.exe"))`, `(u8v("bat"))` are false.
[[nodiscard]] bool is_windows_batch_file(Wtf8View program) noexcept;

// The command line that runs the batch file `script` with `args` through `cmd.exe`: pass it to
// `CreateProcessW` with the full path of `cmd.exe` (the system directory's, not one found on
// the search path) as `lpApplicationName`. The line is
//   cmd.exe /e:ON /v:OFF /d /c ""SCRIPT" ARG..."
// (command extensions on, which the `%` defence needs; delayed expansion `!` off; AutoRun off).
// An argument is put in quotes when it is empty, ends with `\`, or holds a control character or
// any ASCII character other than letters, digits and `#$*+-./:?@\_`; inside, a `"` is doubled
// (with the backslashes before it doubled too), and each `%` is written `%%cd:~,%` (an empty
// substring of the variable `cd`, which stops `cmd.exe` from expanding `%NAME%`). A raw argument
// is appended unchanged: it is then the caller's job to make it safe.
// Fails with InvalidArgument naming the byte offset when `script` holds `"` or ends with `\`, or
// an argument holds CR, LF or U+0000 (`cmd.exe` would end the command there), and on the length
// limit as `to_windows_command_line` does.
// Caveats: the script itself still reads its arguments as `cmd.exe` does (`%1` keeps the quotes,
// `%~1` removes them and can then expose `&` or `|` to a later unquoted use in the script);
// quoting protects the line, not a script that misuses its arguments.
// Example: `to_windows_batch_command_line(u8v("a.bat"), {u8v("x&calc")})` is
//          u"cmd.exe /e:ON /v:OFF /d /c \"\"a.bat\" \"x&calc\"\"";
//          `... {u8v("%PATH%")}` writes the argument as `"%%cd:~,%PATH%%cd:~,%"`;
//          `... {u8v("a\nb")}` fails "at byte offset 1".
[[nodiscard]] absl::StatusOr<std::u16string> to_windows_batch_command_line(
    Wtf8View script, absl::Span<const WindowsArg> args);

// ---- Windows: parsing a command line ---------------------------------------------------------

// How a Windows program splits its command line. Both treat space and tab as separators and read
// 2n backslashes before `"` as n backslashes and a quote that opens or closes, 2n+1 as n and a
// literal `"`; other backslashes are literal. They differ in the program name and in `""`:
enum class WindowsArgRules {
  // The Microsoft C runtime since 2008 (msvcr90 and later, the UCRT), which fills `main`'s and
  // `wmain`'s `argv`. The program name has no escapes: every `"` toggles quoting and is dropped,
  // and a space or tab outside quotes ends it (a line that starts with one gives an empty name).
  // In an argument, `""` inside quotes is one literal `"` and quoting goes on.
  kCrt,
  // `CommandLineToArgvW` (shell32). The program name is everything up to the next `"` if the line
  // starts with one (the next argument starts right after it), else everything up to the first
  // space or tab, quotes included. In an argument, a run of quotes that opens or continues quoting
  // counts in threes: every third quote is a literal `"` and leaves quoting, so `"a"" b"` is
  // `a"` and `b` here but the one argument `a" b` under kCrt.
  kShell32,
};

// The arguments `line` splits into under `rules`, the program name first; never fails. `line`
// ends at its first U+0000, as the operating system would see it. An empty line gives one empty
// program name (`CommandLineToArgvW` itself returns the running program's path then).
// Example: `from_windows_command_line(u"EXE \"a\"\" a\"", WindowsArgRules::kCrt)` is
//          {"EXE", "a\" a"}; with `kShell32` it is {"EXE", "a\"", "a"}.
[[nodiscard]] std::vector<Wtf8Buf> from_windows_command_line(std::u16string_view line,
                                                             WindowsArgRules rules);
// The same for a line held as WTF-8. Example: `from_windows_command_line(u8v("p a\\\\\"b\""),
// WindowsArgRules::kCrt)` is {"p", "a\\b"}.
[[nodiscard]] std::vector<Wtf8Buf> from_windows_command_line(Wtf8View line, WindowsArgRules rules);

// ---- POSIX shells ----------------------------------------------------------------------------

// `arg` quoted for a POSIX shell exactly as Python's `shlex.quote` does: unchanged when it is not
// empty and holds only ASCII letters, digits and `@%+=:,./-_`; otherwise in single quotes, each
// `'` written `'"'"'`. Any other character (a non-ASCII one, a lone surrogate) is quoted.
// Example: `sh_quote(u8v("a.txt"))` is "a.txt"; `sh_quote(u8v(""))` is "''";
//          `sh_quote(u8v("it's"))` is "'it'\"'\"'s'"; `sh_quote(u8v("$HOME"))` is "'$HOME'".
[[nodiscard]] Wtf8Buf sh_quote(Wtf8View arg);

// The arguments quoted with `sh_quote` and joined with single spaces (Python's `shlex.join`).
// Example: `sh_join({u8v("echo"), u8v("a b")})` is "echo 'a b'"; `sh_join({})` is "".
[[nodiscard]] Wtf8Buf sh_join(absl::Span<const Wtf8View> args);

// The words of `line` as Python's `shlex.split(line)` gives them (POSIX mode, no comments):
// words are separated by space, tab, CR and LF; `'...'` is literal; inside `"..."` a backslash
// escapes only `"` and `\` (and is kept before anything else); outside quotes a backslash makes
// the next character literal, a newline included. A quoted empty string is a word.
// Fails with InvalidArgument naming the byte offset of the opening quote when a quote is not
// closed ("No closing quotation"), or of the backslash when it is the last character ("No
// escaped character").
// Example: `sh_split(u8v("a 'b c'\\ d \"\\$x\\y\" ''"))` is {"a", "b c d", "\\$x\\y", ""}
//          (the backslash before `$` stays: in double quotes it escapes only `"` and `\`);
//          `sh_split(u8v("a 'b"))` fails "at byte offset 2".
[[nodiscard]] absl::StatusOr<std::vector<Wtf8Buf>> sh_split(Wtf8View line);

// ---- Response files --------------------------------------------------------------------------

// How a tool chain splits the text of a response file (`@file` on its command line).
enum class ResponseFileSyntax {
  // GCC, Clang and the GNU binutils on every host (libiberty's `buildargv`, LLVM's GNU
  // tokenizer): words separated by white space (space, tab, CR, LF, VT, FF); a backslash makes
  // the next character literal, inside quotes too; `'...'` and `"..."` quote.
  kGnu,
  // MSVC's `cl` and `link`, and `clang-cl`: the C runtime's argument rules (`WindowsArgRules::kCrt`
  // without the program name), with CR and LF also separating words.
  kWindows,
};

// The text of a response file holding `args`, one argument a line, each quoted for `syntax` only
// where needed, so that `from_response_file(text, syntax)` gives `args` back.
// kGnu: an argument with white space, `'`, `"` or `\`, or an empty one, is written in double
// quotes with `"` and `\` escaped by a backslash. kWindows: quoted like `to_windows_command_line`
// quotes an argument, with CR, LF, space and tab all calling for quotes.
// Fails with InvalidArgument naming the byte offset when an argument holds U+0000 (the tools read
// the file as C strings).
// Caveat: both tool chains expand an argument that starts with `@` again (a nested response file)
// whatever its quotes; pass such a name as `./@name` instead.
// Example: `to_response_file({u8v("-o"), u8v("a b.o")}, ResponseFileSyntax::kGnu)` is
//          "-o\n\"a b.o\"\n"; with kWindows it is the same; for u8v("C:\\d\\") kWindows writes
//          "C:\\d\\\n" and kGnu "\"C:\\\\d\\\\\"\n".
[[nodiscard]] absl::StatusOr<Wtf8Buf> to_response_file(absl::Span<const Wtf8View> args,
                                                       ResponseFileSyntax syntax);

// The arguments the text of a response file holds under `syntax`. An unclosed quote ends with
// the text, as the tools read it; never fails.
// Example: `from_response_file(u8v("-c 'a b'\n\"x\\\"y\""), ResponseFileSyntax::kGnu)` is
//          {"-c", "a b", "x\"y"}.
[[nodiscard]] std::vector<Wtf8Buf> from_response_file(Wtf8View text, ResponseFileSyntax syntax);

}  // namespace wtf8

#endif  // WTF8_COMMAND_LINE_H_
