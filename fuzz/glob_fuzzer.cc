// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Fuzz target: glob patterns (wtf8/glob.h). The input chooses a dialect, its flags and a unit,
// then a pattern and up to eight paths (each any bytes, read as POSIX bytes, PEP 383, so every
// byte string is a text, or, by choice, as a UTF-16 string with lone surrogates). For each:
//   - compiling never crashes; a refusal is InvalidArgument with a byte offset inside the pattern;
//   - `Glob::matches` equals the compiled automaton's NFA simulation and the plain reference
//     (tests/reference/glob_positions.h, the AST evaluated as sets of positions) on the same
//     units, for every path (after the path preparation the dialect asks for);
//   - a `GlobSet` of this pattern and the same pattern under the other two units answers
//     `matching` as the three `Glob`s do one by one;
//   - on ASCII patterns and paths, the three units agree.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/fuzz_util.h"
#include "src/glob/dialects.h"
#include "src/glob/file_system.h"
#include "src/glob/program.h"
#include "src/glob/units.h"
#include "tests/reference/glob_positions.h"
#include "wtf8/glob.h"
#include "wtf8/os.h"
#include "wtf8/wtf8_buf.h"

namespace {

using wtf8::Glob;
using wtf8::GlobOptions;
using wtf8::GlobUnit;
using wtf8::Wtf8Buf;
using wtf8::Wtf8View;
namespace g = wtf8::internal::glob;

bool is_ascii(std::string_view s) {
  for (unsigned char c : s) {
    if (c >= 0x80) return false;
  }
  return true;
}

Wtf8Buf text_of(wtf8_fuzz::FuzzInput& in, bool utf16, std::string_view bytes) {
  if (!utf16) return wtf8::os::from_posix_bytes(bytes);
  std::u16string units;
  for (std::size_t i = 0; i + 1 < bytes.size(); i += 2) {
    units.push_back(static_cast<char16_t>(static_cast<unsigned char>(bytes[i]) |
                                          (static_cast<unsigned char>(bytes[i + 1]) << 8)));
  }
  (void)in;
  return Wtf8Buf::from_utf16(units);
}

// Whether the reference accepts `path` for the compiled program (whole-path programs only).
bool reference_matches(const wtf8::internal::GlobProgram& p, Wtf8View path) {
  std::string text(path.as_bytes());
  if (p.prep != wtf8::internal::GlobPathPrep::kNone) {
    g::python_path_string(path,
                          p.prep == wtf8::internal::GlobPathPrep::kPythonWindows
                              ? wtf8::PathStyle::kWindows
                              : wtf8::PathStyle::kPosix,
                          text);
  }
  if (p.options.file_system.has_value()) {
    std::string keyed;
    g::key_components(text, *p.options.file_system, keyed);
    text = keyed;
  }
  std::vector<g::Unit> units;
  g::for_each_unit(p.kind, text.data(), text.size(),
                   [&](g::Unit u, std::size_t) { units.push_back(u); });
  const bool ref = wtf8::reference::GlobPositions(p.ast, units).matches();
  FUZZ_CHECK(p.automaton.matches_nfa(text.data(), text.size()) == ref,
             "the NFA and the reference disagree");
  return ref;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  wtf8_fuzz::FuzzInput in(data, size);
  GlobOptions o;
  switch (in.below(5)) {
    case 0:
      o = GlobOptions::git();
      o.pathname = in.flag();
      break;
    case 1:
      o = GlobOptions::fnmatch();
      o.pathname = in.flag();
      o.period = in.flag();
      o.noescape = in.flag();
      o.leading_dir = in.flag();
      break;
    case 2:
      o = GlobOptions::globset();
      o.literal_separator = in.flag();
      o.backslash_escape = in.flag();
      break;
    case 3:
      o = GlobOptions::python(wtf8::PathStyle::kPosix, in.flag() ? wtf8::PythonMatch::kMatch
                                                                 : wtf8::PythonMatch::kFullMatch);
      break;
    default:
      o = GlobOptions::python(wtf8::PathStyle::kWindows, in.flag() ? wtf8::PythonMatch::kMatch
                                                                   : wtf8::PythonMatch::kFullMatch);
      break;
  }
  const GlobUnit units[] = {GlobUnit::kByte, GlobUnit::kCodePoint, GlobUnit::kUtf16};
  o.unit = units[in.below(3)];
  const std::size_t case_choice = in.below(8);
  if (case_choice == 1) o.case_mode = wtf8::GlobCase::kInsensitive;
  if (case_choice == 2) o.case_mode = wtf8::GlobCase::kSensitive;
  if (case_choice == 3) o.file_system = wtf8::NameRules::kNtfs;
  if (case_choice == 4) o.file_system = wtf8::NameRules::kApfs;
  const bool utf16 = in.below(4) == 0;
  const std::string_view pattern_bytes = in.take(in.below(40));
  const Wtf8Buf pattern = text_of(in, utf16, pattern_bytes);
  std::vector<Wtf8Buf> paths;
  std::vector<bool> ascii_paths;
  while (!in.empty() && paths.size() < 8) {
    const std::string_view b = in.take(in.below(48));
    paths.push_back(text_of(in, utf16, b));
    ascii_paths.push_back(!utf16 && is_ascii(b));
  }

  absl::StatusOr<Glob> glob = Glob::compile(pattern.as_view(), o);
  if (!glob.ok()) {
    FUZZ_CHECK(glob.status().code() == absl::StatusCode::kInvalidArgument,
               "a refusal that is not InvalidArgument");
    const long long offset = wtf8_fuzz::error_offset(glob.status());
    FUZZ_CHECK(offset <= static_cast<long long>(pattern.size()), "an error offset past the end");
    return 0;
  }
  const wtf8::internal::GlobProgram& program = wtf8::internal::glob_program(*glob);

  // The same pattern in every unit, and a set of the three.
  std::vector<Glob> variants;
  for (GlobUnit u : units) {
    GlobOptions v = o;
    v.unit = u;
    absl::StatusOr<Glob> other = Glob::compile(pattern.as_view(), v);
    FUZZ_CHECK(other.ok(), "a pattern compiles in one unit but not in another");
    variants.push_back(*std::move(other));
  }
  const wtf8::GlobSet set = wtf8::GlobSet::build(variants);
  const bool ascii_pattern = !utf16 && is_ascii(pattern_bytes);

  for (std::size_t i = 0; i < paths.size(); ++i) {
    const Wtf8View path = paths[i].as_view();
    const bool got = glob->matches(path);
    if (!program.by_parts) {
      FUZZ_CHECK(got == reference_matches(program, path),
                 "Glob::matches and the reference disagree");
    }
    std::vector<std::size_t> expected;
    for (std::size_t k = 0; k < variants.size(); ++k) {
      if (variants[k].matches(path)) expected.push_back(k);
    }
    FUZZ_CHECK(set.matching(path) == expected, "GlobSet::matching and the globs disagree");
    FUZZ_CHECK(set.matches(path) == !expected.empty(), "GlobSet::matches and matching disagree");
    if (ascii_pattern && ascii_paths[i] && !o.file_system.has_value()) {
      FUZZ_CHECK(expected.empty() || expected.size() == 3, "the units disagree on ASCII");
    }
  }
  return 0;
}
