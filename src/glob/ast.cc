// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "src/glob/ast.h"

#include <utility>

namespace wtf8::internal::glob {

NodeId Ast::add(Node node) {
  nodes_.push_back(std::move(node));
  return static_cast<NodeId>(nodes_.size() - 1);
}

int32_t Ast::add_set(const UnitSet& set) {
  // Patterns repeat the same few sets (`[^/]`, one literal unit): share them.
  for (std::size_t i = 0; i < sets_.size(); ++i) {
    if (sets_[i] == set) return static_cast<int32_t>(i);
  }
  sets_.push_back(set);
  return static_cast<int32_t>(sets_.size() - 1);
}

NodeId Ast::empty() { return add(Node{NodeKind::kEmpty, -1, {}}); }
NodeId Ast::nothing() { return add(Node{NodeKind::kNothing, -1, {}}); }

NodeId Ast::unit(const UnitSet& set) {
  if (set.empty()) return nothing();
  return add(Node{NodeKind::kUnit, add_set(set), {}});
}

NodeId Ast::literal(const std::vector<Unit>& units) {
  std::vector<NodeId> parts;
  parts.reserve(units.size());
  for (Unit u : units) parts.push_back(unit(UnitSet::of(u)));
  return concat(std::move(parts));
}

NodeId Ast::concat(std::vector<NodeId> parts) {
  if (parts.empty()) return empty();
  if (parts.size() == 1) return parts[0];
  return add(Node{NodeKind::kConcat, -1, std::move(parts)});
}

NodeId Ast::alt(std::vector<NodeId> choices) {
  if (choices.empty()) return nothing();
  if (choices.size() == 1) return choices[0];
  return add(Node{NodeKind::kAlt, -1, std::move(choices)});
}

NodeId Ast::star(NodeId repeated) { return add(Node{NodeKind::kStar, -1, {repeated}}); }

NodeId Ast::not_before(const UnitSet& set) {
  return add(Node{NodeKind::kNotBefore, add_set(set), {}});
}

NodeId copy_node(const Ast& from, NodeId id, Ast& to) {
  const Node& n = from.node(id);
  switch (n.kind) {
    case NodeKind::kEmpty:
      return to.empty();
    case NodeKind::kNothing:
      return to.nothing();
    case NodeKind::kUnit:
      return to.unit(from.sets()[static_cast<std::size_t>(n.set)]);
    case NodeKind::kNotBefore:
      return to.not_before(from.sets()[static_cast<std::size_t>(n.set)]);
    case NodeKind::kStar:
      return to.star(copy_node(from, n.children[0], to));
    case NodeKind::kConcat:
    case NodeKind::kAlt: {
      std::vector<NodeId> kids;
      kids.reserve(n.children.size());
      for (NodeId c : n.children) kids.push_back(copy_node(from, c, to));
      return n.kind == NodeKind::kConcat ? to.concat(std::move(kids)) : to.alt(std::move(kids));
    }
  }
  return to.nothing();
}

}  // namespace wtf8::internal::glob
