// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The wtf8 tool's command line: the table of subcommands and the one table of every option
// (options.cc), a parser over them, and the help texts made from the same tables.

#ifndef WTF8_TOOLS_OPTIONS_H_
#define WTF8_TOOLS_OPTIONS_H_

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wtf8 {
namespace cli {

inline constexpr std::string_view kVersion = "0.1.0";

// Exit codes: 0 success, 1 the data is bad (invalid input, fatal conversion error), 2 the command
// is (unknown option, bad escape, unsupported encoding, unreadable file).
inline constexpr int kExitOk = 0;
inline constexpr int kExitDataError = 1;
inline constexpr int kExitUsage = 2;

struct Args;

// One subcommand.
struct CommandSpec {
  std::string_view name;      // "convert"
  uint32_t bit;               // its bit in OptionSpec::commands
  std::string_view operands;  // "NEEDLE WITH" (for the usage line)
  int min_operands;
  int max_operands;          // -1: any number
  std::string_view summary;  // one line for `wtf8 --help`
  std::string_view details;  // paragraphs for `wtf8 CMD --help`
  int (*run)(const Args&);
};

// One option; `commands` is the set of subcommands (CommandSpec::bit) that accept it.
struct OptionSpec {
  std::string_view name;        // "--from"
  std::string_view short_name;  // "-i", or empty
  std::string_view value_name;  // "ENC"; empty for a flag
  uint32_t commands;
  std::string_view help;
};

// A parsed command line.
struct Args {
  const CommandSpec* command = nullptr;
  std::map<std::string, std::string, std::less<>> options;  // by long name; a flag maps to ""
  std::vector<std::string> operands;
  // The number of operands before the `--` that ended the options, when there was one.
  std::optional<std::size_t> dash_dash_at;

  bool has(std::string_view name) const { return options.find(name) != options.end(); }
  std::optional<std::string> get(std::string_view name) const {
    const auto it = options.find(name);
    if (it == options.end()) return std::nullopt;
    return it->second;
  }
};

// Every subcommand, in help order.
const std::vector<CommandSpec>& commands();

// Parses argv and runs the subcommand (or prints help/version); returns the exit code.
int run_main(int argc, char** argv);

// Prints "wtf8: <message>" to stderr and returns kExitUsage: the one shape of every usage error.
int usage_error(std::string_view message);

}  // namespace cli
}  // namespace wtf8

#endif  // WTF8_TOOLS_OPTIONS_H_
