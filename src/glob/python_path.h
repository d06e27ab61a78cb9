// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Python 3.13's path grammar, as `PurePosixPath` and `PureWindowsPath` parse and print a path
// (`pathlib._local.PurePath._parse_path`, `_format_parsed_parts`, and `posixpath.splitroot` /
// `ntpath.splitroot`), for kPython globs: both the path and the pattern go through it before
// anything is matched. The rules as implemented (src/glob/python_path.cc):
//
//   POSIX    no drive. Root: one `/`, or exactly two (`//x` keeps `//`; three or more are one).
//   Windows  every `/` becomes `\` first. Drive: `\\` followed by two more separated fields
//            (`\\server\share`, either may be empty; after `\\?\UNC\`, compared ASCII
//            case-insensitively, the two fields after that prefix), or the whole text when a
//            field is missing (`\\server` is a drive without root); otherwise any one code point
//            X followed by `:` (`X:`, any X but a separator: `1:`, `é:`, a lone surrogate). Root:
//            `\` after the drive, or a leading `\`; a UNC drive `\\a\b` without a trailing
//            separator still gets a root, unless its third field is empty, `?`, `.` or `?.`
//            (those are device paths), as does a `\\?\UNC\a\b` one.
//   Both     the rest splits at the separator; empty and `.` segments are dropped, `..` kept.
//            The string is drive + root + segments joined by the separator; on Windows a
//            relative path whose first segment looks like a drive (`c:a` after `./`) is printed
//            with `.\` in front. The empty result is `.` to Python; `_pattern_str`, which
//            `full_match` uses, makes it the empty string again, and so does this code.
//   Parts    `PurePath.parts`: drive + root as one part when either is present, then the
//            segments (the `.` printed before a drive-like first segment is not a part).
//
// 3.11's grammar (which `PathBuf` in src/path follows) differs: its drives are ASCII letters
// only, and it does not print the `.\` guard, so `PureWindowsPath('./c:a')` is `c:a` there.

#ifndef WTF8_SRC_GLOB_PYTHON_PATH_H_
#define WTF8_SRC_GLOB_PYTHON_PATH_H_

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "wtf8/path_view.h"
#include "wtf8/wtf8_view.h"

namespace wtf8::internal::glob {

// Writes the path as 3.13 prints it to `out` (empty for `.`), and when `parts` is not null, its
// `parts` as byte ranges of `out`. Returns the size of the anchor (drive + root; 0 when the path
// has neither), which is then the first part.
std::size_t python_path_format(Wtf8View path, PathStyle style, std::string& out,
                               std::vector<std::pair<std::size_t, std::size_t>>* parts);

}  // namespace wtf8::internal::glob

#endif  // WTF8_SRC_GLOB_PYTHON_PATH_H_
