// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// `Glob`: the options checked, the dialect's parser run, the automaton built; matching prepares
// the path as the dialect needs and runs the automaton.

#include "wtf8/glob.h"

#include <cstring>
#include <string>
#include <string_view>
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

namespace {

// How often a byte shows up in file paths, roughly (lower is rarer): the byte a prefilter looks
// for with memchr should be the rarest one the pattern requires.
int commonness(int b) {
  static constexpr std::string_view kCommon = "/.eatsrionlcdmpuhgbfy_-0123456789kwvxjzq";
  const std::size_t at = kCommon.find(static_cast<char>(b));
  return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

void flatten(const glob::Ast& ast, glob::NodeId id, std::vector<glob::NodeId>& out) {
  const glob::Node& n = ast.node(id);
  if (n.kind == glob::NodeKind::kConcat) {
    for (glob::NodeId c : n.children) flatten(ast, c, out);
  } else if (n.kind != glob::NodeKind::kEmpty) {
    out.push_back(id);
  }
}

int ascii_literal(const glob::Ast& ast, glob::NodeId id) {
  const glob::Node& n = ast.node(id);
  if (n.kind != glob::NodeKind::kUnit) return -1;
  const auto& r = ast.sets()[static_cast<std::size_t>(n.set)].ranges();
  if (r.size() != 1 || r[0].first != r[0].second || r[0].first >= 0x80) return -1;
  return static_cast<int>(r[0].first);
}

}  // namespace

void GlobProgram::find_requirements() {
  std::vector<glob::NodeId> atoms;
  flatten(ast, ast.root(), atoms);
  std::size_t head = 0;
  while (head < atoms.size() && ascii_literal(ast, atoms[head]) >= 0) {
    required_head.push_back(static_cast<char>(ascii_literal(ast, atoms[head])));
    ++head;
  }
  std::size_t tail = atoms.size();
  while (tail > head && ascii_literal(ast, atoms[tail - 1]) >= 0) --tail;
  for (std::size_t i = tail; i < atoms.size(); ++i) {
    required_tail.push_back(static_cast<char>(ascii_literal(ast, atoms[i])));
  }
  int best = -1;
  for (std::size_t i = head; i < tail; ++i) {
    const int b = ascii_literal(ast, atoms[i]);
    if (b >= 0 && (best < 0 || commonness(b) < commonness(best))) best = b;
  }
  required_byte = best;
  // The automaton only needs to read what lies between the literal head and tail. An assertion
  // looks at the unit after it, which may be in the tail: then the tail stays in the middle.
  bool asserts = false;
  for (std::size_t i = 0; i < ast.node_count(); ++i) {
    asserts = asserts || ast.node(static_cast<glob::NodeId>(i)).kind == glob::NodeKind::kNotBefore;
  }
  if (asserts) tail = atoms.size();
  middle_tail = atoms.size() - tail;
  if (head > 0 || tail < atoms.size()) {
    glob::Ast middle;
    std::vector<glob::NodeId> parts;
    for (std::size_t i = head; i < tail; ++i)
      parts.push_back(glob::copy_node(ast, atoms[i], middle));
    middle.set_root(middle.concat(std::move(parts)));
    middle_automaton = glob::Automaton::build(kind, {&middle});
    has_middle = true;
  }
}

bool GlobProgram::matches_text(std::string_view text) const {
  if (shape.shape != glob::Shape::kOther) return glob::shape_matches(shape, text);
  if (!passes_requirements(text)) return false;
  if (!has_middle) return automaton.matches(text.data(), text.size());
  const std::size_t from = required_head.size();
  return middle_automaton.matches(text.data() + from, text.size() - from - middle_tail);
}

bool GlobProgram::passes_requirements(std::string_view text) const {
  if (text.size() < required_head.size() + required_tail.size()) return false;
  if (text.compare(0, required_head.size(), required_head) != 0) return false;
  if (text.compare(text.size() - required_tail.size(), required_tail.size(), required_tail) != 0) {
    return false;
  }
  return required_byte < 0 ||
         std::memchr(text.data() + required_head.size(), required_byte,
                     text.size() - required_head.size() - required_tail.size()) != nullptr;
}

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
    shape = glob::classify(ast, kind);
    find_requirements();
  }
}

bool GlobProgram::matches(Wtf8View path) const {
  const bool keyed = options.file_system.has_value();
  if (prep == GlobPathPrep::kNone && !keyed) {
    return matches_text(path.as_bytes());
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
  return matches_text(text);
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
