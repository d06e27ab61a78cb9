// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Passing arguments to another program, from any host, without losing or mangling any: the
// Windows command line for CreateProcessW (a file name with a lone surrogate and a trailing
// backslash), the refusal of what a batch file cannot receive safely, and the same arguments for
// a POSIX shell. On Windows the line goes straight to CreateProcessW (see the comment at the
// end); here it is printed and split again the way the child's C runtime will split it.
//
// Run: ./bazelw run //examples:spawn_args

#include <iostream>
#include <string>
#include <vector>

#include "wtf8/wtf8.h"

int main() {
  // A directory name as FindFirstFileW may return it: a space, a lone lead surrogate, and the
  // trailing backslash of a directory.
  const wtf8::Wtf8Buf dir = wtf8::Wtf8Buf::from_utf16(u"C:\\data\\my \xD83D files\\");
  const wtf8::Wtf8View program = wtf8::Wtf8View::from_utf8("C:\\Tools\\pack.exe").value();
  const wtf8::Wtf8View flag = wtf8::Wtf8View::from_utf8("--into").value();
  const wtf8::Wtf8View quoted = wtf8::Wtf8View::from_utf8("say \"hi\"").value();
  const std::vector<wtf8::WindowsArg> args = {flag, dir, quoted, wtf8::Wtf8View()};

  // 1. The Windows command line, in the UTF-16 the child receives.
  const std::u16string line = wtf8::to_windows_command_line(program, args).value();
  std::cout << "Windows line: " << wtf8::Wtf8Buf::from_utf16(line).debug_string() << "\n";
  std::cout << "  (" << line.size() << " UTF-16 units; the limit is "
            << wtf8::kWindowsCommandLineMax - 1 << ")\n";
  // The child's C runtime gives back exactly the arguments, the lone surrogate included.
  for (const wtf8::Wtf8Buf& arg :
       wtf8::from_windows_command_line(line, wtf8::WindowsArgRules::kCrt)) {
    std::cout << "  argv: " << arg.debug_string() << "\n";
  }
  // CommandLineToArgvW reads "" inside quotes differently from the C runtime that fills argv.
  const std::u16string tricky = u"EXE \"a\"\" a\"";
  std::cout << "C runtime vs CommandLineToArgvW on "
            << wtf8::Wtf8Buf::from_utf16(tricky).debug_string() << ": "
            << wtf8::from_windows_command_line(tricky, wtf8::WindowsArgRules::kCrt).size() - 1
            << " vs "
            << wtf8::from_windows_command_line(tricky, wtf8::WindowsArgRules::kShell32).size() - 1
            << " arguments\n";

  // 2. A batch file: run through cmd.exe, with quotes and the % defence; a line break cannot be
  // passed safely, so it is refused.
  const wtf8::Wtf8View script = wtf8::Wtf8View::from_utf8("C:\\Tools\\build.cmd").value();
  const wtf8::Wtf8View payload = wtf8::Wtf8View::from_utf8("\"&calc.exe %PATH%").value();
  const std::u16string bat = wtf8::to_windows_batch_command_line(script, {payload}).value();
  std::cout << "batch line: " << wtf8::Wtf8Buf::from_utf16(bat).debug_string() << "\n";
  const wtf8::Wtf8View two_lines = wtf8::Wtf8View::from_utf8("a\nb").value();
  std::cout << "refused: "
            << wtf8::to_windows_batch_command_line(script, {two_lines}).status().message() << "\n";

  // 3. The same arguments for a POSIX shell (Python's shlex.join). On Linux the name would be
  // bytes read with os::from_posix_bytes; a lone surrogate is quoted like any non-ASCII text.
  const std::vector<wtf8::Wtf8View> words = {wtf8::Wtf8View::from_utf8("pack").value(), flag, dir,
                                             quoted, wtf8::Wtf8View()};
  const wtf8::Wtf8Buf sh = wtf8::sh_join(words);
  std::cout << "sh: " << sh.debug_string() << "\n";
  std::cout << "sh_split gives " << wtf8::sh_split(sh)->size() << " words back\n";

  // On Windows:
  //   std::wstring wide = wtf8::to_windows_command_line_wide(program, args).value();
  //   CreateProcessW(program.to_wide().c_str(), wide.data(), ...);
  // and for a batch file, lpApplicationName is the system directory's cmd.exe.
  return 0;
}
