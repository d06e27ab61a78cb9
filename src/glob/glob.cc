// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// `Glob`: the options checked, the dialect's parser run, the automaton built; matching prepares
// the path as the dialect needs and runs the automaton.

#include "wtf8/glob.h"

#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "src/glob/dialects.h"
#include "src/glob/file_system.h"
#include "src/glob/program.h"

namespace wtf8 {

using internal::GlobPathPrep;
using internal::GlobProgram;
namespace glob = internal::glob;

GlobUnit default_unit(GlobDialect dialect) noexcept {
  return dialect == GlobDialect::kPython ? GlobUnit::kCodePoint : GlobUnit::kByte;
}

namespace internal::glob {

bool case_insensitive(const GlobOptions& options) {
  if (options.case_mode == GlobCase::kInsensitive) return true;
  return options.case_mode == GlobCase::kDefault && options.dialect == GlobDialect::kPython &&
         options.python_style == PathStyle::kWindows;
}

UnitSet ascii_case_set(Unit u) {
  UnitSet s = UnitSet::of(u);
  if (u >= 'A' && u <= 'Z') s.add(u + 32);
  if (u >= 'a' && u <= 'z') s.add(u - 32);
  return s;
}

UnitSet ascii_case_closure(const UnitSet& set) {
  UnitSet out = set;
  for (Unit u = 'A'; u <= 'Z'; ++u) {
    if (set.contains(u)) out.add(u + 32);
    if (set.contains(u + 32)) out.add(u);
  }
  return out;
}

}  // namespace internal::glob

namespace internal {

namespace {

glob::UnitKind kind_of(GlobUnit unit) {
  switch (unit) {
    case GlobUnit::kCodePoint:
      return glob::UnitKind::kCodePoint;
    case GlobUnit::kUtf16:
      return glob::UnitKind::kUtf16;
    case GlobUnit::kByte:
    case GlobUnit::kDefault:
      break;
  }
  return glob::UnitKind::kByte;
}

struct PathScratch {
  std::string text;
  std::string keyed;
  std::vector<std::pair<std::size_t, std::size_t>> parts;
};
PathScratch& path_scratch() {
  thread_local PathScratch scratch;
  return scratch;
}

}  // namespace

void GlobProgram::finish() {
  if (options.file_system.has_value()) {
    const NameRules rules = *options.file_system;
    if (by_parts) {
      for (glob::Ast& a : part_asts) a = glob::fold_ast(a, kind, rules);
    } else {
      ast = glob::fold_ast(ast, kind, rules);
    }
  }
  if (by_parts) {
    part_automata.clear();
    part_automata.reserve(part_asts.size());
    for (const glob::Ast& a : part_asts) {
      part_automata.push_back(glob::Automaton::build(kind, {&a}));
    }
  } else {
    automaton = glob::Automaton::build(kind, {&ast});
  }
}

bool GlobProgram::matches(Wtf8View path) const {
  const bool keyed = options.file_system.has_value();
  if (prep == GlobPathPrep::kNone && !keyed) {
    return automaton.matches(path.data(), path.size());
  }
  PathScratch& s = path_scratch();
  std::string_view text = path.as_bytes();
  const PathStyle style =
      prep == GlobPathPrep::kPythonWindows ? PathStyle::kWindows : PathStyle::kPosix;
  if (by_parts) {
    glob::python_path_parts(path, style, s.text, s.parts);
    const std::size_t n = part_automata.size();
    if (s.parts.size() < n || (anchored && s.parts.size() != n)) return false;
    for (std::size_t i = 0; i < n; ++i) {
      const auto& part = s.parts[s.parts.size() - 1 - i];
      std::string_view piece(s.text.data() + part.first, part.second - part.first);
      if (keyed) {
        glob::key_components(piece, *options.file_system, s.keyed);
        piece = s.keyed;
      }
      if (!part_automata[i].matches(piece.data(), piece.size())) return false;
    }
    return true;
  }
  if (prep != GlobPathPrep::kNone) {
    glob::python_path_string(path, style, s.text);
    text = s.text;
  }
  if (keyed) {
    glob::key_components(text, *options.file_system, s.keyed);
    text = s.keyed;
  }
  return automaton.matches(text.data(), text.size());
}

}  // namespace internal

absl::StatusOr<Glob> Glob::compile(Wtf8View pattern, const GlobOptions& options) {
  if (options.file_system.has_value() && options.case_mode != GlobCase::kDefault) {
    return absl::InvalidArgumentError(
        "glob options: `file_system` folds case itself; leave `case_mode` at kDefault");
  }
  auto program = std::make_shared<GlobProgram>();
  program->pattern = pattern.to_buf();
  program->options = options;
  const GlobUnit unit =
      options.unit == GlobUnit::kDefault ? default_unit(options.dialect) : options.unit;
  program->kind = internal::kind_of(unit);
  absl::Status status;
  switch (options.dialect) {
    case GlobDialect::kGit:
      status = glob::parse_git(pattern, *program);
      break;
    case GlobDialect::kFnmatch:
      status = glob::parse_fnmatch(pattern, *program);
      break;
    case GlobDialect::kGlobset:
      status = glob::parse_globset(pattern, *program);
      break;
    case GlobDialect::kPython:
      status = glob::parse_python(pattern, *program);
      break;
    default:
      return absl::InvalidArgumentError("glob options: unknown dialect");
  }
  if (!status.ok()) return status;
  program->finish();
  return Glob(std::move(program));
}

const internal::GlobProgram& internal::glob_program(const Glob& glob) { return *glob.program_; }

bool Glob::matches(Wtf8View path) const noexcept { return program_->matches(path); }

bool Glob::matches(PathView path) const noexcept { return program_->matches(path.as_view()); }

Wtf8View Glob::pattern() const noexcept { return program_->pattern.as_view(); }

const GlobOptions& Glob::options() const noexcept { return program_->options; }

}  // namespace wtf8
