// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The process's command-line arguments and environment as WTF-8 (wtf8/os.h). POSIX reads bytes
// (argv, getenv, environ) through the PEP 383 rule; Windows reads the wide strings
// (GetCommandLineW, GetEnvironmentVariableW, GetEnvironmentStringsW), keeping unpaired surrogates;
// the wide command line is split with the C runtime's own rules (WindowsArgRules::kCrt), so the
// arguments are the ones `main`'s `argv` holds.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "wtf8/command_line.h"
#include "wtf8/os.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

#ifdef _WIN32
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>
#else
#include <cstdlib>
extern char** environ;  // POSIX: declared by no standard C++ header
#endif

namespace wtf8 {
namespace os {
namespace {

// Whether `name` can name an environment variable at all (see var_os).
bool is_possible_variable_name(std::string_view name) {
  if (name.empty() || name.find('\0') != std::string_view::npos) return false;
#ifdef _WIN32
  return name.find('=', 1) == std::string_view::npos;  // "=C:" style names exist on Windows
#else
  return name.find('=') == std::string_view::npos;
#endif
}

// Splits one "NAME=value" entry at its first "=" after the first character.
template <typename Char>
std::optional<std::pair<std::basic_string_view<Char>, std::basic_string_view<Char>>> split_entry(
    std::basic_string_view<Char> entry) {
  if (entry.empty()) return std::nullopt;
  const std::size_t eq = entry.find(Char('='), 1);
  if (eq == std::basic_string_view<Char>::npos) return std::nullopt;
  return std::make_pair(entry.substr(0, eq), entry.substr(eq + 1));
}

}  // namespace

#ifdef _WIN32

std::vector<Wtf8Buf> args_os(int /*argc*/, const char* const* /*argv*/) {
  // Not CommandLineToArgvW: its rules differ from the C runtime's (`EXE "a"" a"` is two
  // arguments there, the one argument `a" a` in argv).
  // Copied unit by unit: the library never reads wchar_t through a char16_t pointer.
  const std::wstring_view wide(::GetCommandLineW());
  const std::u16string line(wide.begin(), wide.end());
  return from_windows_command_line(line, WindowsArgRules::kCrt);
}

std::optional<Wtf8Buf> internal::var_os(Wtf8View name) {
  if (!is_possible_variable_name(name.as_bytes())) return std::nullopt;
  const std::wstring wide_name = name.to_wide();
  std::wstring value(64, L'\0');
  while (true) {
    ::SetLastError(ERROR_SUCCESS);
    const DWORD n = ::GetEnvironmentVariableW(wide_name.c_str(), value.data(),
                                              static_cast<DWORD>(value.size()));
    if (n == 0) {
      // 0 is both "not set" and "set to the empty string"; the last error tells them apart.
      if (::GetLastError() == ERROR_ENVVAR_NOT_FOUND) return std::nullopt;
      return Wtf8Buf();
    }
    if (n < value.size()) {  // n is the length without the terminating NUL
      value.resize(n);
      return Wtf8Buf::from_wide(value);
    }
    value.resize(n);  // n is the size needed, with the NUL
  }
}

std::vector<std::pair<Wtf8Buf, Wtf8Buf>> vars_os() {
  std::vector<std::pair<Wtf8Buf, Wtf8Buf>> vars;
  wchar_t* block = ::GetEnvironmentStringsW();
  if (block == nullptr) return vars;
  // The block is "NAME=value\0NAME=value\0...\0\0".
  for (const wchar_t* p = block; *p != L'\0';) {
    const std::wstring_view entry(p);
    if (auto kv = split_entry(entry)) {
      vars.emplace_back(Wtf8Buf::from_wide(kv->first), Wtf8Buf::from_wide(kv->second));
    }
    p += entry.size() + 1;
  }
  ::FreeEnvironmentStringsW(block);
  return vars;
}

#else  // POSIX

std::vector<Wtf8Buf> args_os(int argc, const char* const* argv) {
  std::vector<Wtf8Buf> args;
  if (argc <= 0 || argv == nullptr) return args;
  args.reserve(static_cast<std::size_t>(argc));
  for (int i = 0; i < argc && argv[i] != nullptr; ++i) args.push_back(from_posix_bytes(argv[i]));
  return args;
}

std::optional<Wtf8Buf> internal::var_os(Wtf8View name) {
  absl::StatusOr<std::string> bytes = internal::to_posix_bytes(name);
  if (!bytes.ok() || !is_possible_variable_name(*bytes)) return std::nullopt;
  const char* value = std::getenv(bytes->c_str());
  if (value == nullptr) return std::nullopt;
  return from_posix_bytes(value);
}

std::vector<std::pair<Wtf8Buf, Wtf8Buf>> vars_os() {
  std::vector<std::pair<Wtf8Buf, Wtf8Buf>> vars;
  if (environ == nullptr) return vars;
  for (char** p = environ; *p != nullptr; ++p) {
    if (auto kv = split_entry(std::string_view(*p))) {
      vars.emplace_back(from_posix_bytes(kv->first), from_posix_bytes(kv->second));
    }
  }
  return vars;
}

#endif

}  // namespace os
}  // namespace wtf8
