// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// A compiled glob: what a dialect's parser made of the pattern (its AST, or one AST per part for
// Python's `match`), how a path is prepared before matching, and the automata. Shared, immutable,
// behind `wtf8::Glob`. Internal to //:glob.

#ifndef WTF8_SRC_GLOB_PROGRAM_H_
#define WTF8_SRC_GLOB_PROGRAM_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "src/glob/ast.h"
#include "src/glob/automaton.h"
#include "src/glob/shape.h"
#include "wtf8/glob.h"
#include "wtf8/wtf8_buf.h"

namespace wtf8::internal {

// How a path is rewritten before the automaton sees it.
enum class GlobPathPrep : uint8_t {
  kNone,
  kPythonPosix,    // as `str(PurePosixPath(path))` prints it (src/glob/python.h)
  kPythonWindows,  // as `str(PureWindowsPath(path))` prints it
};

struct GlobProgram {
  Wtf8Buf pattern;
  GlobOptions options;
  glob::UnitKind kind = glob::UnitKind::kByte;
  GlobPathPrep prep = GlobPathPrep::kNone;

  // The whole path against one AST (every dialect but Python's `match`).
  glob::Ast ast;
  glob::Automaton automaton;
  // Cheap necessary conditions checked before the automaton runs (whole-path programs): the
  // text the path must start and end with (ASCII literal units the AST begins and ends with),
  // and one ASCII unit every match holds somewhere (the rarest such, found with memchr). Each
  // only rejects: a path that passes still goes through the automaton.
  std::string required_head, required_tail;
  // When the pattern has a shape that byte comparisons decide (src/glob/shape.h), the automaton
  // is not run at all.
  glob::Classified shape;
  // The automaton of the AST without its literal head and tail, run on the text between them.
  bool has_middle = false;
  std::size_t middle_tail = 0;  // the units (bytes) of the tail the middle leaves out
  glob::Automaton middle_automaton;
  int required_byte = -1;

  // Python's `match`: the path's parts compared from the right with `part_asts` (index 0 is the
  // pattern's last part); `anchored`: the pattern has an anchor, so the counts must be equal.
  bool by_parts = false;
  bool anchored = false;
  std::vector<glob::Ast> part_asts;
  std::vector<glob::Automaton> part_automata;

  // `options.file_system`: the ASTs are folded (src/glob/file_system.h) by `finish`, and the
  // path's components are keyed before matching.

  // Builds the automata from the ASTs, and the requirements.
  void finish();
  void find_requirements();
  [[nodiscard]] bool passes_requirements(std::string_view text) const;
  // Whether the prepared text (after the path preparation and keying) matches a whole-path
  // program: its shape, or its requirements and then the (middle) automaton.
  [[nodiscard]] bool matches_text(std::string_view text) const;
  [[nodiscard]] bool matches(Wtf8View path) const;
};

}  // namespace wtf8::internal

#endif  // WTF8_SRC_GLOB_PROGRAM_H_
