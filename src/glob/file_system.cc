// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "src/glob/file_system.h"

#include <optional>
#include <vector>

#include "wtf8/code_point.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/wtf8_buf.h"

namespace wtf8::internal::glob {

namespace {

// The key of one component, with HFS+'s stored `/` turned back into `:`.
void append_key(std::string_view component, NameRules rules, std::string& out) {
  const Wtf8Buf key = wtf8::internal::name_key(Wtf8View::from_wtf8_unchecked(component), rules);
  const std::size_t from = out.size();
  out.append(key.as_bytes());
  if (rules == NameRules::kHfsPlus) {
    for (std::size_t i = from; i < out.size(); ++i) {
      if (out[i] == '/') out[i] = ':';
    }
  }
}

// The key of the one-code-point name `cp`, as code points.
std::vector<uint32_t> fold_code_point(uint32_t cp, NameRules rules) {
  if (cp == ':' || cp == '/') return {cp};
  char buf[4];
  const std::size_t n = encode_code_point(cp, buf);
  std::string key;
  append_key(std::string_view(buf, n), rules, key);
  std::vector<uint32_t> out;
  for_each_unit<UnitKind::kCodePoint>(key.data(), key.size(),
                                      [&](Unit u, std::size_t) { out.push_back(u); });
  return out;
}

void append_units(const std::vector<uint32_t>& code_points, UnitKind kind, std::vector<Unit>& out) {
  for (uint32_t cp : code_points) {
    emit_code_point(kind, cp, 0, [&](Unit u, std::size_t) { out.push_back(u); });
  }
}

// The single unit a node stands for, or nullopt.
std::optional<Unit> single_unit(const Ast& ast, NodeId id) {
  const Node& n = ast.node(id);
  if (n.kind != NodeKind::kUnit) return std::nullopt;
  const auto& r = ast.sets()[static_cast<std::size_t>(n.set)].ranges();
  if (r.size() != 1 || r[0].first != r[0].second) return std::nullopt;
  return r[0].first;
}

// Reads one code point from literal units starting at `units[i]`; returns how many units it
// took (0 when they are no code point: a byte that starts no UTF-8 sequence, a lone half).
std::size_t code_point_of(const std::vector<Unit>& units, std::size_t i, UnitKind kind,
                          uint32_t& cp) {
  switch (kind) {
    case UnitKind::kCodePoint:
      cp = units[i];
      return 1;
    case UnitKind::kUtf16:
      if (is_lead_surrogate(units[i]) && i + 1 < units.size() && is_trail_surrogate(units[i + 1])) {
        cp = join_surrogates(units[i], units[i + 1]);
        return 2;
      }
      cp = units[i];
      return 1;
    case UnitKind::kByte: {
      const Unit b = units[i];
      if (b < 0x80) {
        cp = b;
        return 1;
      }
      const std::size_t len = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC2 ? 2 : 0;
      if (len == 0 || b > 0xF4 || i + len > units.size()) return 0;
      char buf[4];
      for (std::size_t k = 0; k < len; ++k) {
        if (k > 0 && !is_continuation_byte(static_cast<uint8_t>(units[i + k]))) return 0;
        buf[k] = static_cast<char>(units[i + k]);
      }
      // Only a well-formed UTF-8 sequence is a code point here (not an overlong form, a
      // surrogate or a value past U+10FFFF): anything else is bytes, each its PEP 383 escape.
      if (!Wtf8View::from_utf8(std::string_view(buf, len)).ok()) return 0;
      cp = decode_code_point(buf).code_point;
      return len;
    }
  }
  return 0;
}

class Folder {
 public:
  Folder(const Ast& in, UnitKind kind, NameRules rules, Ast& out)
      : in_(in), kind_(kind), rules_(rules), out_(out) {}

  NodeId fold(NodeId id) {
    const Node& n = in_.node(id);
    switch (n.kind) {
      case NodeKind::kEmpty:
        return out_.empty();
      case NodeKind::kNothing:
        return out_.nothing();
      case NodeKind::kNotBefore:
        return out_.not_before(fold_set(in_.sets()[static_cast<std::size_t>(n.set)]));
      case NodeKind::kStar:
        return out_.star(fold(n.children[0]));
      case NodeKind::kAlt: {
        std::vector<NodeId> kids;
        for (NodeId c : n.children) kids.push_back(fold(c));
        return out_.alt(std::move(kids));
      }
      case NodeKind::kUnit:
      case NodeKind::kConcat:
        break;
    }
    // A unit or a concatenation: runs of single units are literal text, folded code point by
    // code point (in bytes and UTF-16, a code point spans several leaves).
    std::vector<NodeId> kids = n.kind == NodeKind::kConcat ? n.children : std::vector<NodeId>{id};
    std::vector<NodeId> parts;
    std::size_t i = 0;
    while (i < kids.size()) {
      std::vector<Unit> run;
      std::size_t j = i;
      while (j < kids.size()) {
        const std::optional<Unit> u = single_unit(in_, kids[j]);
        if (!u.has_value()) break;
        run.push_back(*u);
        ++j;
      }
      if (run.empty()) {
        const Node& k = in_.node(kids[i]);
        parts.push_back(k.kind == NodeKind::kUnit
                            ? out_.unit(fold_set(in_.sets()[static_cast<std::size_t>(k.set)]))
                            : fold(kids[i]));
        ++i;
        continue;
      }
      std::vector<Unit> folded;
      std::size_t at = 0;
      while (at < run.size()) {
        uint32_t cp = 0;
        const std::size_t took = code_point_of(run, at, kind_, cp);
        if (took == 0) {
          folded.push_back(run[at]);
          ++at;
          continue;
        }
        append_units(fold_code_point(cp, rules_), kind_, folded);
        at += took;
      }
      parts.push_back(out_.literal(folded));
      i = j;
    }
    return out_.concat(std::move(parts));
  }

 private:
  // A set of several units: each unit that is a code point on its own (every unit but a byte
  // >= 0x80 or a surrogate half in UTF-16) is replaced by its fold when that is one unit, and
  // dropped when it is not; ranges wider than kWide units are kept as they are (they stand for
  // "almost anything": `?`, `*`, negated brackets).
  UnitSet fold_set(const UnitSet& set) {
    static constexpr Unit kWide = 0x3000;
    UnitSet out;
    for (const auto& [lo, hi] : set.ranges()) {
      if (hi - lo >= kWide) {
        out.add(lo, hi);
        continue;
      }
      for (Unit u = lo;; ++u) {
        const bool whole = kind_ == UnitKind::kCodePoint ||
                           (kind_ == UnitKind::kByte && u < 0x80) ||
                           (kind_ == UnitKind::kUtf16 && !is_surrogate(u));
        if (!whole) {
          out.add(u);
        } else {
          std::vector<Unit> units;
          append_units(fold_code_point(u, rules_), kind_, units);
          if (units.size() == 1) out.add(units[0]);
        }
        if (u == hi) break;
      }
    }
    return out;
  }

  const Ast& in_;
  UnitKind kind_;
  NameRules rules_;
  Ast& out_;
};

}  // namespace

void key_components(std::string_view text, NameRules rules, std::string& out) {
  out.clear();
  std::size_t start = 0;
  while (true) {
    const std::size_t slash = text.find('/', start);
    const std::string_view component = text.substr(
        start, slash == std::string_view::npos ? std::string_view::npos : slash - start);
    if (!component.empty()) append_key(component, rules, out);
    if (slash == std::string_view::npos) break;
    out.push_back('/');
    start = slash + 1;
  }
}

Ast fold_ast(const Ast& in, UnitKind kind, NameRules rules) {
  Ast out;
  // All literal: the key of each component, as `same_entry` compares them.
  bool literal = true;
  std::vector<Unit> units;
  std::vector<NodeId> order;
  auto flatten = [&](auto&& self, NodeId id) -> void {
    const Node& n = in.node(id);
    if (n.kind == NodeKind::kConcat) {
      for (NodeId c : n.children) self(self, c);
    } else if (n.kind != NodeKind::kEmpty) {
      order.push_back(id);
    }
  };
  flatten(flatten, in.root());
  for (NodeId id : order) {
    const std::optional<Unit> u = single_unit(in, id);
    if (!u.has_value()) {
      literal = false;
      break;
    }
    units.push_back(*u);
  }
  if (literal) {
    // Appended through Wtf8Buf, so a lead surrogate followed by a trail one (escaped apart in
    // the pattern: U+D800, `\`, U+DC00) joins into the pair's code point, as WTF-8 requires.
    Wtf8Buf joined;
    std::size_t at = 0;
    while (at < units.size()) {
      uint32_t cp = 0;
      std::size_t took = code_point_of(units, at, kind, cp);
      if (took == 0) {  // a byte that is no UTF-8: its PEP 383 escape
        cp = 0xDC00 + units[at];
        took = 1;
      }
      joined.push(CodePoint::from_u32_unchecked(cp));
      at += took;
    }
    std::string keyed;
    key_components(joined.as_bytes(), rules, keyed);
    std::vector<Unit> key_units;
    for_each_unit(kind, keyed.data(), keyed.size(),
                  [&](Unit u, std::size_t) { key_units.push_back(u); });
    out.set_root(out.literal(key_units));
    return out;
  }
  Folder folder(in, kind, rules, out);
  out.set_root(folder.fold(in.root()));
  return out;
}

}  // namespace wtf8::internal::glob
