// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "src/glob/shape.h"

namespace wtf8::internal::glob {

namespace {

void flatten(const Ast& ast, NodeId id, std::vector<NodeId>& out) {
  const Node& n = ast.node(id);
  if (n.kind == NodeKind::kConcat) {
    for (NodeId c : n.children) flatten(ast, c, out);
  } else if (n.kind != NodeKind::kEmpty) {
    out.push_back(id);
  }
}

// The ASCII unit `id` stands for alone, or -1.
int literal_unit(const Ast& ast, NodeId id) {
  const Node& n = ast.node(id);
  if (n.kind != NodeKind::kUnit) return -1;
  const auto& ranges = ast.sets()[static_cast<std::size_t>(n.set)].ranges();
  if (ranges.size() != 1 || ranges[0].first != ranges[0].second || ranges[0].first >= 0x80) {
    return -1;
  }
  return static_cast<int>(ranges[0].first);
}

// 0: not a star of every unit; 1: every unit; 2: every unit but '/'.
int star_kind(const Ast& ast, NodeId id, UnitKind kind) {
  const Node& n = ast.node(id);
  if (n.kind != NodeKind::kStar) return 0;
  const Node& body = ast.node(n.children[0]);
  if (body.kind != NodeKind::kUnit) return 0;
  const UnitSet& s = ast.sets()[static_cast<std::size_t>(body.set)];
  const UnitSet all = UnitSet::all(max_unit(kind));
  if (s == all) return 1;
  UnitSet no_slash = all;
  no_slash.remove('/');
  return s == no_slash ? 2 : 0;
}

// The strings a node made only of ASCII literal units, concatenations and alternatives can
// match, appended to each of `prefixes` (false when it is anything else, or would give more
// than kMaxTexts strings).
constexpr std::size_t kMaxTexts = 32;
bool expand(const Ast& ast, NodeId id, std::vector<std::string>& prefixes) {
  const Node& n = ast.node(id);
  switch (n.kind) {
    case NodeKind::kEmpty:
      return true;
    case NodeKind::kUnit: {
      const int u = literal_unit(ast, id);
      if (u < 0) return false;
      for (std::string& p : prefixes) p.push_back(static_cast<char>(u));
      return true;
    }
    case NodeKind::kConcat:
      for (NodeId c : n.children) {
        if (!expand(ast, c, prefixes)) return false;
      }
      return true;
    case NodeKind::kAlt: {
      std::vector<std::string> all;
      for (NodeId c : n.children) {
        std::vector<std::string> branch = prefixes;
        if (!expand(ast, c, branch)) return false;
        all.insert(all.end(), branch.begin(), branch.end());
        if (all.size() > kMaxTexts) return false;
      }
      prefixes = std::move(all);
      return true;
    }
    default:
      return false;
  }
}

}  // namespace

Classified classify(const Ast& ast, UnitKind kind) {
  std::vector<NodeId> atoms;
  flatten(ast, ast.root(), atoms);
  Classified out;
  auto literal_of = [&](std::size_t from, std::size_t to, std::string& text) {
    for (std::size_t i = from; i < to; ++i) {
      const int u = literal_unit(ast, atoms[i]);
      if (u < 0) return false;
      text.push_back(static_cast<char>(u));
    }
    return true;
  };
  if (literal_of(0, atoms.size(), out.text)) {
    out.shape = Shape::kLiteral;
    return out;
  }
  out.text.clear();
  if (!atoms.empty()) {
    const int front = star_kind(ast, atoms.front(), kind);
    std::vector<std::string> texts = {""};
    bool ok = front != 0;
    for (std::size_t i = 1; ok && i < atoms.size(); ++i) ok = expand(ast, atoms[i], texts);
    for (std::size_t i = 0; ok && i < texts.size(); ++i) {
      ok = front == 1 || texts[i].find('/') == std::string::npos;
    }
    if (ok) {
      out.shape = front == 1 ? Shape::kSuffix : Shape::kSuffixNoSlash;
      out.text = texts.front();
      out.texts = std::move(texts);
      return out;
    }
    out.text.clear();
    const int back = star_kind(ast, atoms.back(), kind);
    if (back != 0 && literal_of(0, atoms.size() - 1, out.text)) {
      out.shape = back == 1 ? Shape::kPrefix : Shape::kPrefixNoSlash;
      return out;
    }
  }
  out.shape = Shape::kOther;
  out.text.clear();
  std::string run;
  for (std::size_t i = atoms.size(); i-- > 0 && run.size() < kKeyUnits;) {
    const int u = literal_unit(ast, atoms[i]);
    if (u < 0) break;
    run.insert(run.begin(), static_cast<char>(u));
  }
  if (!run.empty()) {
    out.tail = std::move(run);
    return out;
  }
  for (std::size_t i = 0; i < atoms.size() && run.size() < kKeyUnits; ++i) {
    const int u = literal_unit(ast, atoms[i]);
    if (u < 0) break;
    run.push_back(static_cast<char>(u));
  }
  out.head = std::move(run);
  return out;
}

}  // namespace wtf8::internal::glob
