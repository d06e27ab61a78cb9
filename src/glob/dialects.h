// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The four dialect parsers, one file each (dialect_git.cc, dialect_fnmatch.cc,
// dialect_globset.cc, dialect_python.cc). Each reads `pattern` (any WTF-8) in `program.kind`'s
// units (src/glob/units.h: `pattern_units`), honours the flags of `program.options` that belong
// to it (case included: `case_insensitive(options)`), and fills `program.ast` (or, for Python's
// `match`, `program.part_asts`, `by_parts`, `anchored`) and `program.prep`. A pattern the anchor
// refuses is an InvalidArgument naming the byte offset; everything else compiles, even to
// `nothing()`. Internal to //:glob.

#ifndef WTF8_SRC_GLOB_DIALECTS_H_
#define WTF8_SRC_GLOB_DIALECTS_H_

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "src/glob/program.h"
#include "wtf8/glob.h"
#include "wtf8/wtf8_view.h"

namespace wtf8::internal::glob {

absl::Status parse_git(Wtf8View pattern, GlobProgram& program);
absl::Status parse_fnmatch(Wtf8View pattern, GlobProgram& program);
absl::Status parse_globset(Wtf8View pattern, GlobProgram& program);
absl::Status parse_python(Wtf8View pattern, GlobProgram& program);

// Python's path grammar, 3.13 (src/glob/python_path.cc): `out` becomes the string
// `str(PurePosixPath(path))` (or the Windows one) prints, and the empty string for `.`, as
// `PurePath.full_match` compares it.
void python_path_string(Wtf8View path, PathStyle style, std::string& out);
// `PurePath(path).parts`, as byte ranges [first, second) of `storage` (which it overwrites).
void python_path_parts(Wtf8View path, PathStyle style, std::string& storage,
                       std::vector<std::pair<std::size_t, std::size_t>>& parts);

// Whether matching ignores case: `case_mode` kInsensitive, or kDefault for Python's Windows
// grammar (`case_sensitive=None` there).
bool case_insensitive(const GlobOptions& options);

// The set of units equal to `u` up to ASCII case (git, fnmatch, globset folding).
UnitSet ascii_case_set(Unit u);
// `set` closed under ASCII case: every unit whose other-case ASCII letter is in `set` is added.
UnitSet ascii_case_closure(const UnitSet& set);

}  // namespace wtf8::internal::glob

#endif  // WTF8_SRC_GLOB_DIALECTS_H_
