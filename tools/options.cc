// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The one place that knows every subcommand and every option of the wtf8 tool.

#include "tools/options.h"

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "tools/commands.h"

namespace wtf8 {
namespace cli {
namespace {

enum : uint32_t {
  kConvert = 1u << 0,
  kCheck = 1u << 1,
  kInspect = 1u << 2,
  kFind = 1u << 3,
  kCount = 1u << 4,
  kSplit = 1u << 5,
  kReplace = 1u << 6,
  kLs = 1u << 7,
  kTour = 1u << 8,
  kNames = 1u << 9,
  kQuote = 1u << 10,
  kUnquote = 1u << 11,
  kGlob = 1u << 12,
  kIgnore = 1u << 13,
  kWalk = 1u << 14,
  kSearch = kFind | kCount | kSplit | kReplace,
  kAll = (1u << 15) - 1,
};

constexpr std::string_view kEncodings =
    "ENC is any WHATWG Encoding label wtf8 decodes (utf-8, utf8, utf-16le, utf-16be, unicode,\n"
    "x-user-defined, ...), or one of: wtf-8, wtf-16le, wtf-16be (lossless: lone surrogates\n"
    "kept), posix-bytes (bytes of a POSIX name: bytes that are not UTF-8 become U+DC80..U+DCFF,\n"
    "Python's PEP 383), utf-58, utf-58-table (UTF-58 with the spec's printed letter table),\n"
    "json (one JSON string literal per line, lossless: lone surrogates as \\udXXX escapes).\n"
    "Legacy encodings (windows-1252, Shift_JIS, ...) are recognized but not supported (exit 2).\n";

constexpr std::string_view kNeedles =
    "NEEDLE and WITH are text with escapes (the inverse of the debug form): \\u{D800} a code\n"
    "point (lone surrogates allowed), \\xNN a raw byte of a POSIX name (NN >= 80 is "
    "U+DC80+NN-80),\n"
    "\\\\ \\n \\t \\r \\0 \\\" \\'. A needle with a lone surrogate also matches half of a\n"
    "supplementary character. Offsets are OMG-WTF-8 offsets: byte offsets into the WTF-8 form\n"
    "of the decoded input, where k+2 is the middle of a 4-byte sequence starting at k.\n"
    "Input is stdin, decoded with --from (default wtf-8); it streams in bounded memory, and\n"
    "matches that straddle read chunks are found. Use -- before a needle beginning with '-'.\n";

const std::vector<OptionSpec>& options() {
  static const auto* kOptions = new std::vector<OptionSpec>{
      {"--help", "-h", "", kAll, "print this help and exit"},
      {"--from", "", "ENC", kConvert | kInspect | kSearch,
       "the input's encoding (required for convert; default wtf-8)"},
      {"--to", "", "ENC", kConvert, "the output's encoding (required)"},
      {"--errors", "", "MODE", kConvert,
       "fatal (default): stop at the first error with its byte offset, exit 1;\n"
       "replace: write U+FFFD for ill-formed input and unencodable code points"},
      {"--input", "-i", "FILE", kConvert, "read FILE instead of stdin"},
      {"--output", "-o", "FILE", kConvert, "write FILE instead of stdout"},
      {"--as", "", "FORM", kCheck, "utf-8, wtf-8 (default) or omg-wtf-8"},
      {"--on", "", "LIST", kNames,
       "the platforms to check for: windows, macos, linux, all (default),\n"
       "comma-separated"},
      {"--rules", "", "LIST", kNames,
       "the rules under which two names of a directory are one entry: ntfs, apfs,\n"
       "hfs, casefold, exact, comma-separated (default ntfs,apfs), or none"},
      {"--null", "-0", "", kNames | kGlob,
       "paths on stdin end with NUL, not newline (git ls-files -z); glob also ends\n"
       "its output records with NUL"},
      {"--dialect", "", "D", kGlob,
       "the pattern language: git (default: wildmatch with WM_PATHNAME), fnmatch (glibc),\n"
       "globset (Rust's, ripgrep's), python-posix, python-windows (Python 3.13 PurePath)"},
      {"--unit", "", "U", kGlob,
       "what ? and one step of * consume: byte, codepoint or utf16 (default: the\n"
       "dialect's own: byte, and codepoint for python)"},
      {"--ignore-case", "", "", kGlob,
       "fold case as the dialect does (ASCII; Python's re.IGNORECASE for python)"},
      {"--case", "", "RULES", kGlob | kIgnore,
       "compare names as a file system does: ntfs, hfs, apfs or casefold\n"
       "(ignore: beyond git, which folds ASCII only with --ignorecase)"},
      {"--full", "", "", kGlob, "python: PurePath.full_match (the default)"},
      {"--match", "", "", kGlob, "python: PurePath.match (parts compared from the right)"},
      {"--which", "", "", kGlob, "print a tab and the first pattern that matched after each path"},
      {"--no-pathname", "", "", kGlob, "git: wildmatch without WM_PATHNAME (* crosses /)"},
      {"--pathname", "", "", kGlob, "fnmatch: FNM_PATHNAME"},
      {"--period", "", "", kGlob, "fnmatch: FNM_PERIOD"},
      {"--noescape", "", "", kGlob, "fnmatch: FNM_NOESCAPE"},
      {"--leading-dir", "", "", kGlob, "fnmatch: FNM_LEADING_DIR"},
      {"--literal-separator", "", "", kGlob, "globset: literal_separator (* and ? stop at /)"},
      {"--no-backslash-escape", "", "", kGlob, "globset: backslash_escape off"},
      {"--no-index", "", "", kIgnore,
       "check: accepted for git's sake; always in effect (no index)"},
      {"--verbose", "-v", "", kIgnore,
       "check: print source:line:pattern and a tab before each path"},
      {"--non-matching", "-n", "", kIgnore, "check: with -v, print paths no rule matched too"},
      {"--nul", "-z", "", kIgnore, "check: --stdin paths and output records end with NUL"},
      {"--stdin", "", "", kIgnore, "check: read the paths from standard input, one per line"},
      {"--ignorecase", "", "", kIgnore, "git's core.ignorecase: ASCII letters match either case"},
      {"--excludes-file", "", "FILE", kIgnore,
       "git's core.excludesFile (relative: to the tree's root); default\n"
       "$XDG_CONFIG_HOME/git/ignore or $HOME/.config/git/ignore, as git"},
      {"--for", "", "TARGET", kQuote,
       "windows (CreateProcessW's line; the first ARG is the program), bat (a\n"
       "batch file run through cmd.exe; the first ARG is the script), sh (POSIX shell,\n"
       "Python's shlex.join), rsp-gnu or rsp-windows (a response file)"},
      {"--as", "", "RULES", kUnquote,
       "windows-crt (the C runtime's argv), shell32 (CommandLineToArgvW), sh\n"
       "(Python's shlex.split), rsp-gnu or rsp-windows (a response file)"},
      {"--utf16le", "", "", kQuote,
       "write the exact UTF-16LE bytes (Windows line, response file), no newline"},
      {"--escaped", "", "", kQuote | kUnquote,
       "operands use the debug form's escapes (\\u{D800}, \\xFF, \\n, ...)"},
      {"--json", "", "", kNames,
       "one JSON object per finding per line, names as lossless JSON strings,\n"
       "then one {\"summary\": ...} object"},
      {"--json", "", "", kWalk | kLs,
       "one JSON object per entry per line: path (a lossless JSON string), type, depth"},
      {"--null", "-0", "", kWalk | kLs,
       "write each path's raw bytes ending with NUL, as find -print0 does"},
      {"--recursive", "-r", "", kLs, "every entry below DIR, as 'wtf8 walk DIR' lists them"},
      {"--follow", "-L", "", kWalk | kLs,
       "follow symbolic links (a link back to a directory on the way is an error)"},
      {"--min-depth", "", "N", kWalk | kLs, "list nothing shallower than N (the root is 0)"},
      {"--max-depth", "", "N", kWalk | kLs, "list and read nothing deeper than N"},
      {"--sort", "", "ORDER", kWalk | kLs,
       "each directory's entries: os (as listed, the default), bytes (LC_ALL=C\n"
       "sort), utf16 (as Windows sorts), ntfs or apfs (by that file system's name key)"},
      {"--gitignore", "", "", kWalk | kLs | kNames,
       "skip what git ignores (.gitignore, .git/info/exclude) and .git, and stop\n"
       "at nested repositories, as git ls-files --others --exclude-standard"},
      {"--hidden", "", "", kWalk | kLs, "list dot names too (the default)"},
      {"--no-hidden", "", "", kWalk | kLs, "skip dot names and everything below them"},
      {"--type", "", "T", kWalk | kLs, "list only files (f), directories (d) or links (l)"},
  };
  return *kOptions;
}

// The subcommands' texts; `run` pointers are filled in by commands().
const std::vector<CommandSpec>& command_table() {
  static const auto* kCommands = new std::vector<CommandSpec>{
      {"convert", kConvert, "", 0, 0, "convert between encodings, streaming",
       "Reads bytes in --from ENC and writes them in --to ENC, in bounded memory.\n"
       "In fatal mode the first error prints 'wtf8: <what> at byte offset N' (N counts input\n"
       "bytes) and exits 1; everything converted before it has been written.\n"
       "A progress line goes to stderr when stderr is a terminal and the input a file over\n"
       "64 MiB.\n",
       run_convert},
      {"check", kCheck, "[FILE...]", 0, -1, "validate files as UTF-8, WTF-8 or OMG-WTF-8",
       "Checks each FILE (stdin when none) and prints one line per file: 'FILE: ok', or\n"
       "'FILE: <reason> at byte offset N' for the first error. Exits 0 when all are valid,\n"
       "1 otherwise.\n",
       run_check},
      {"inspect", kInspect, "", 0, 0, "one line per code point: offset, U+XXXX, bytes, kind",
       "Prints each code point of stdin: its byte offset and bytes in the WTF-8 form (with the\n"
       "default --from wtf-8, the input's own bytes), U+XXXX, and its kind: ASCII, scalar,\n"
       "lone lead/trail surrogate, or split lead/trail surrogate (OMG-WTF-8 input may begin\n"
       "with the last 3 bytes of a 4-byte sequence and end with its first 3).\n",
       run_inspect},
      {"find", kFind, "NEEDLE", 1, 1, "print the offset of each match",
       "Prints the OMG-WTF-8 offset where each non-overlapping match begins, one per line.\n"
       "A progress line goes to stderr when stderr is a terminal and stdin a file over 64 MiB.\n",
       run_find},
      {"count", kCount, "NEEDLE", 1, 1, "print the number of matches",
       "Prints the number of non-overlapping matches.\n", run_count},
      {"split", kSplit, "NEEDLE", 1, 1, "print the pieces between matches",
       "Prints the pieces between non-overlapping matches in the debug form (\"a\\u{d800}\"),\n"
       "one per line; n matches give n + 1 pieces.\n",
       run_split},
      {"replace", kReplace, "NEEDLE WITH", 2, 2, "replace every match, output in --from ENC",
       "Writes stdin with every non-overlapping match replaced by WITH, in the input's\n"
       "encoding. Surrogates left on either side of a replaced match join as in UTF-16.\n",
       run_replace},
      {"ls", kLs, "[DIR]", 0, 1, "list names in their debug form, flag the non-UTF-8 ones",
       "Lists the names in DIR (default .), sorted by bytes, each in the debug form of its\n"
       "PEP 383 decoding; names that are not valid UTF-8 end with '  [not UTF-8]'.\n"
       "With -r, every entry below DIR instead, exactly as 'wtf8 walk DIR' (its options too).\n",
       run_ls},
      {"walk", kWalk, "[PATH...]", 0, -1, "list every entry of a tree, losslessly, errors in place",
       "Lists every entry under each PATH (default .), the PATH first, depth first, dot names\n"
       "included, as find lists them. A path is printed as it is when it is UTF-8 without\n"
       "control characters, else in the debug form (quoted, \\u{...} and \\xNN escapes), so a\n"
       "line is always one path; -0 writes the raw bytes NUL-terminated instead (find -print0).\n"
       "An entry that cannot be read (an unreadable directory, a vanished name, a link loop)\n"
       "is reported on stderr with its path and the walk goes on. Links are not followed\n"
       "unless --follow. On a terminal, a progress line shows for walks over two seconds.\n"
       "Exit status: 0, 1 some entries had errors, 2 a usage error.\n"
       "Example: wtf8 walk --gitignore --sort bytes --type f -0 . | xargs -0 wc -l\n",
       run_walk},
      {"names", kNames, "[PATH|-]...", 0, -1,
       "check file names for what Windows, macOS, Linux refuse, and collisions",
       "Checks every name under each PATH (a directory is walked, symbolic links are not\n"
       "followed; default .), or the paths read from stdin for '-' (one per line, or\n"
       "NUL-separated with -0: 'git ls-files -z | wtf8 names -0 -', 'tar -tf x.tar | wtf8\n"
       "names -'). Every component of a path is a name in its parent directory. POSIX\n"
       "names that are not UTF-8 are read losslessly (PEP 383) and shown in the debug form.\n"
       "Prints one line per finding: the path, what is wrong (a kind of problem, the byte\n"
       "offset in the name where it first occurs, and on which platforms; or the earlier name\n"
       "of the same directory it is the same entry as, and under which rules), and a name\n"
       "that would do (sanitized for the platforms, made unique under the rules); then a\n"
       "summary. Paths are shown in the debug form (\\u{...} escapes).\n"
       "Exit status: 0 nothing found, 1 findings, 2 an error (unreadable directory, bad\n"
       "option). Problem checks run in bounded memory; collision checks keep the names of\n"
       "each directory (from stdin: of every directory seen).\n",
       run_names},
      {"glob", kGlob, "PATTERN... [-- PATH...]", 1, -1,
       "print the paths a glob pattern selects (git, fnmatch, globset, python dialects)",
       "Prints each path that matches any PATTERN, as the bytes it was given, one per line\n"
       "(NUL-terminated with -0). Paths are the operands after '--', or else standard input,\n"
       "one per line (NUL-separated with -0); bytes that are not UTF-8 are kept (PEP 383), in\n"
       "patterns too. Each dialect reproduces its anchor exactly: git's wildmatch, glibc's\n"
       "fnmatch (C locale), Rust's globset 0.4.9, Python 3.13's PurePath.full_match/match.\n"
       "Exit 0 when some path matched, 1 when none did, 2 on an error (a pattern that does\n"
       "not compile is named with the byte offset of the problem).\n"
       "Example: git ls-files -z | wtf8 glob -0 --dialect globset '**/*.{c,h}'\n",
       run_glob},
      {"ignore", kIgnore, "check [PATH...] | list [DIR]", 1, -1,
       "say which paths git ignores, and by which rule (git check-ignore)",
       "'ignore check' prints what 'git check-ignore --no-index' prints for the same paths and\n"
       "flags, byte for byte, with its exit status: 0 some path matched, 1 none did, 128 what\n"
       "git treats as fatal (a path outside the tree, -n without -v, ...). It runs anywhere in\n"
       "a working tree (the root is the nearest directory upwards holding .git); paths are\n"
       "relative to the current directory. Ignore files are read as git 2.39 reads them: each\n"
       ".gitignore on a path's way (none at or below an excluded directory), then\n"
       "$GIT_DIR/info/exclude, then the excludes file. wtf8 reads no git config: --ignorecase\n"
       "and --excludes-file stand for core.ignorecase and core.excludesFile.\n"
       "'ignore list [DIR]' prints every rule of the ignore files that apply at or below DIR\n"
       "(default: the current directory) as source:line:pattern, one per line.\n"
       "Example: git ls-files -o | wtf8 ignore check --stdin -v -n\n",
       run_ignore},
      {"quote", kQuote, "ARG...", 0, -1, "build a command line that passes ARG... through",
       "Prints the command line (or response file) that gives back exactly ARG... to a program\n"
       "started with it, for --for TARGET. Operands are POSIX bytes (PEP 383), or text with\n"
       "escapes with --escaped, so lone surrogates can be given. The line is printed as UTF-8\n"
       "(POSIX bytes where the operands were not UTF-8) with a newline; --utf16le writes the\n"
       "exact UTF-16LE bytes of a Windows line. What cannot be passed safely (a line break for\n"
       "a batch file, a '\"' in a program name, U+0000, a line over 32,767 units) exits 2\n"
       "with the reason and its byte offset.\n",
       run_quote},
      {"unquote", kUnquote, "LINE", 1, 1, "split a command line into its arguments",
       "Prints the arguments LINE holds under --as RULES, one per line in the debug form\n"
       "(\"a\\u{d800}\"), the program name first for the Windows rules. An unclosed quote or a\n"
       "final backslash for sh exits 2 with its byte offset.\n",
       run_unquote},
      {"tour", kTour, "", 0, 0, "a short printed tour of the library",
       "Prints a guided tour of what wtf8 does, with real results.\n", run_tour},
  };
  return *kCommands;
}

void print_option_help(std::string& out, const OptionSpec& o) {
  std::string left = "  ";
  if (!o.short_name.empty()) {
    left.append(o.short_name).append(", ");
  } else {
    left.append("    ");
  }
  left.append(o.name);
  if (!o.value_name.empty()) left.append(" ").append(o.value_name);
  if (left.size() < 22)
    left.resize(22, ' ');
  else
    left.append("\n").append(22, ' ');
  out += left;
  for (char c : o.help) {
    out += c;
    if (c == '\n') out.append(22, ' ');
  }
  out += '\n';
}

std::string tool_help() {
  std::string out =
      "Usage: wtf8 COMMAND [OPTIONS] [ARGS]\n"
      "Convert, check, inspect and search strings that may not be valid Unicode (Windows\n"
      "names with lone surrogates, POSIX names that are not UTF-8), losslessly, as WTF-8.\n\n"
      "Commands:\n";
  for (const CommandSpec& c : command_table()) {
    std::string line = "  ";
    line.append(c.name);
    line.resize(12, ' ');
    line.append(c.summary).append("\n");
    out += line;
  }
  out +=
      "\nRun 'wtf8 COMMAND --help' for a command's options. 'wtf8 --version' prints the\n"
      "version. Exit status: 0 success, 1 invalid data, 2 usage or unsupported.\n";
  return out;
}

std::string command_help(const CommandSpec& c) {
  std::string out = "Usage: wtf8 ";
  out.append(c.name).append(" [OPTIONS]");
  if (!c.operands.empty()) out.append(" ").append(c.operands);
  out.append("\n").append(c.details);
  if (c.bit & (kConvert | kInspect)) out.append("\n").append(kEncodings);
  if (c.bit & kSearch) out.append("\n").append(kNeedles).append("\n").append(kEncodings);
  out += "\nOptions:\n";
  for (const OptionSpec& o : options()) {
    if (o.commands & c.bit) print_option_help(out, o);
  }
  return out;
}

void print_stdout(const std::string& text) {
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fflush(stdout);
}

}  // namespace

const std::vector<CommandSpec>& commands() { return command_table(); }

int usage_error(std::string_view message) {
  std::string line = "wtf8: ";
  line.append(message).append("\n");
  std::fwrite(line.data(), 1, line.size(), stderr);
  return kExitUsage;
}

int run_main(int argc, char** argv) {
  if (argc < 2) {
    return usage_error("no command given (try 'wtf8 --help')");
  }
  const std::string_view first = argv[1];
  if (first == "--help" || first == "-h" || first == "help") {
    print_stdout(tool_help());
    return kExitOk;
  }
  if (first == "--version") {
    print_stdout(std::string("wtf8 ").append(kVersion).append("\n"));
    return kExitOk;
  }
  Args args;
  for (const CommandSpec& c : command_table()) {
    if (c.name == first) args.command = &c;
  }
  if (args.command == nullptr) {
    if (!first.empty() && first[0] == '-') {
      return usage_error(
          std::string("unknown option '").append(first).append("' (try 'wtf8 --help')"));
    }
    return usage_error(
        std::string("unknown command '").append(first).append("' (try 'wtf8 --help')"));
  }
  const CommandSpec& cmd = *args.command;
  const std::string try_help = std::string(" (try 'wtf8 ").append(cmd.name).append(" --help')");
  bool options_done = false;
  for (int i = 2; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (options_done || arg.size() < 2 || arg[0] != '-') {
      args.operands.emplace_back(arg);
      continue;
    }
    if (arg == "--") {
      options_done = true;
      args.dash_dash_at = args.operands.size();
      continue;
    }
    // "--name=value", "--name value", "-i value".
    std::string_view name = arg;
    std::optional<std::string_view> inline_value;
    if (const size_t eq = arg.find('='); arg.substr(0, 2) == "--" && eq != std::string_view::npos) {
      name = arg.substr(0, eq);
      inline_value = arg.substr(eq + 1);
    }
    const OptionSpec* spec = nullptr;
    for (const OptionSpec& o : options()) {
      if ((o.name == name || (!o.short_name.empty() && o.short_name == name)) &&
          (o.commands & cmd.bit)) {
        spec = &o;
      }
    }
    if (spec == nullptr) {
      return usage_error(std::string("unknown option '")
                             .append(name)
                             .append("' for '")
                             .append(cmd.name)
                             .append("'")
                             .append(try_help));
    }
    std::string value;
    if (spec->value_name.empty()) {
      if (inline_value) {
        return usage_error(std::string("option '").append(spec->name).append("' takes no value"));
      }
    } else if (inline_value) {
      value = std::string(*inline_value);
    } else if (i + 1 < argc) {
      value = argv[++i];
    } else {
      return usage_error(std::string("option '")
                             .append(spec->name)
                             .append("' needs a value (")
                             .append(spec->value_name)
                             .append(")"));
    }
    if (spec->name == "--help") {
      print_stdout(command_help(cmd));
      return kExitOk;
    }
    args.options[std::string(spec->name)] = value;
  }
  const int n = static_cast<int>(args.operands.size());
  if (n < cmd.min_operands || (cmd.max_operands >= 0 && n > cmd.max_operands)) {
    std::string msg = std::string("'").append(cmd.name).append("' takes ");
    if (cmd.max_operands == 0) {
      msg.append("no operands");
    } else {
      msg.append(cmd.operands);
    }
    return usage_error(
        msg.append(", got ").append(std::to_string(n)).append(" operand(s)").append(try_help));
  }
  return cmd.run(args);
}

}  // namespace cli
}  // namespace wtf8
