// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The one language every dialect compiles to: a small regular expression over units, built by
// each dialect's parser (src/glob/dialect_*.cc) and turned into one automaton by
// src/glob/program.cc. A pattern always matches the whole unit sequence (it is anchored at both
// ends); the parsers express everything else (`**`, leading directories, hidden-name rules) with
// these nodes. Internal to //:glob.
//
//   unit(S)             one unit in S
//   empty()             the empty sequence;  nothing(): no sequence at all
//   concat(a, b, ...)   a then b ...;        alt(a, b, ...): any of them
//   star(a)             zero or more a;      plus(a), opt(a): one or more, zero or one
//   not_before(S)       an assertion, no unit consumed: the next unit is not in S (true at the end)
//
// Example (git's `*.c` with WM_PATHNAME, byte units):
//   Ast ast;
//   NodeId any_but_slash = ast.unit(UnitSet::all(0xFF).complement... );
//   ast.set_root(ast.concat({ast.star(any_but_slash), ast.literal({'.', 'c'})}));

#ifndef WTF8_SRC_GLOB_AST_H_
#define WTF8_SRC_GLOB_AST_H_

#include <cstdint>
#include <initializer_list>
#include <vector>

#include "src/glob/unit_set.h"

namespace wtf8::internal::glob {

using NodeId = int32_t;

enum class NodeKind : uint8_t { kEmpty, kNothing, kUnit, kConcat, kAlt, kStar, kNotBefore };

struct Node {
  NodeKind kind = NodeKind::kEmpty;
  int32_t set = -1;              // kUnit, kNotBefore: index into Ast::sets()
  std::vector<NodeId> children;  // kConcat, kAlt: the parts; kStar: the one repeated
};

class Ast {
 public:
  Ast() = default;

  NodeId empty();
  NodeId nothing();
  NodeId unit(const UnitSet& set);
  // The exact sequence of units.
  NodeId literal(const std::vector<Unit>& units);
  NodeId concat(std::vector<NodeId> parts);
  NodeId alt(std::vector<NodeId> choices);
  NodeId star(NodeId repeated);
  NodeId plus(NodeId repeated) { return concat({repeated, star(repeated)}); }
  NodeId opt(NodeId optional) { return alt({optional, empty()}); }
  NodeId not_before(const UnitSet& set);

  void set_root(NodeId root) { root_ = root; }
  [[nodiscard]] NodeId root() const { return root_; }
  [[nodiscard]] const Node& node(NodeId id) const { return nodes_[id]; }
  [[nodiscard]] const std::vector<UnitSet>& sets() const { return sets_; }
  [[nodiscard]] std::size_t node_count() const { return nodes_.size(); }

 private:
  NodeId add(Node node);
  int32_t add_set(const UnitSet& set);

  std::vector<Node> nodes_;
  std::vector<UnitSet> sets_;
  NodeId root_ = -1;
};

// Copies the subtree `id` of `from` into `to`; returns its id there.
NodeId copy_node(const Ast& from, NodeId id, Ast& to);

}  // namespace wtf8::internal::glob

#endif  // WTF8_SRC_GLOB_AST_H_
