// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The plain reference for the glob automaton (src/glob/automaton.h): the AST evaluated directly
// on a unit sequence, as the set of positions each node can end at from a set of start positions
// (a unit node steps each position whose unit it accepts, a concatenation chains its parts, an
// alternation unites them, a star iterates to a fixed point, an assertion filters). No NFA, no
// DFA, no shared code with the automaton beyond the AST itself: what the automaton accepts must
// be exactly the sequences whose end position this reaches from 0. Polynomial, for short inputs
// (tests and the glob fuzzer).

#ifndef WTF8_TESTS_REFERENCE_GLOB_POSITIONS_H_
#define WTF8_TESTS_REFERENCE_GLOB_POSITIONS_H_

#include <cstddef>
#include <vector>

#include "src/glob/ast.h"

namespace wtf8::reference {

class GlobPositions {
 public:
  using Positions = std::vector<bool>;  // index p: the node can end at p

  GlobPositions(const internal::glob::Ast& ast, const std::vector<internal::glob::Unit>& text)
      : ast_(ast), text_(text) {}

  bool matches() const {
    Positions start(text_.size() + 1, false);
    start[0] = true;
    return ends(ast_.root(), start)[text_.size()];
  }

 private:
  Positions ends(internal::glob::NodeId id, const Positions& from) const {
    using internal::glob::NodeKind;
    const internal::glob::Node& n = ast_.node(id);
    const std::size_t size = text_.size();
    Positions out(size + 1, false);
    switch (n.kind) {
      case NodeKind::kEmpty:
        return from;
      case NodeKind::kNothing:
        return out;
      case NodeKind::kUnit: {
        const auto& set = ast_.sets()[static_cast<std::size_t>(n.set)];
        for (std::size_t p = 0; p < size; ++p) {
          if (from[p] && set.contains(text_[p])) out[p + 1] = true;
        }
        return out;
      }
      case NodeKind::kNotBefore: {
        const auto& set = ast_.sets()[static_cast<std::size_t>(n.set)];
        for (std::size_t p = 0; p <= size; ++p) {
          out[p] = from[p] && (p == size || !set.contains(text_[p]));
        }
        return out;
      }
      case NodeKind::kConcat: {
        Positions at = from;
        for (internal::glob::NodeId c : n.children) at = ends(c, at);
        return at;
      }
      case NodeKind::kAlt: {
        for (internal::glob::NodeId c : n.children) {
          const Positions e = ends(c, from);
          for (std::size_t p = 0; p <= size; ++p) out[p] = out[p] || e[p];
        }
        return out;
      }
      case NodeKind::kStar: {
        out = from;
        Positions frontier = from;
        while (true) {
          const Positions e = ends(n.children[0], frontier);
          bool grew = false;
          for (std::size_t p = 0; p <= size; ++p) {
            frontier[p] = e[p] && !out[p];
            if (frontier[p]) {
              out[p] = true;
              grew = true;
            }
          }
          if (!grew) return out;
        }
      }
    }
    return out;
  }

  const internal::glob::Ast& ast_;
  const std::vector<internal::glob::Unit>& text_;
};

}  // namespace wtf8::reference

#endif  // WTF8_TESTS_REFERENCE_GLOB_POSITIONS_H_
