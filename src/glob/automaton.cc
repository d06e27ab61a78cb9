// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "src/glob/automaton.h"

#include <algorithm>
#include <map>
#include <utility>

namespace wtf8::internal::glob {

Automaton Automaton::build(UnitKind kind, const std::vector<const Ast*>& asts, Engine engine) {
  Automaton a;
  a.kind_ = kind;
  a.tag_count_ = static_cast<uint32_t>(asts.size());
  std::vector<int32_t> entries;
  for (std::size_t i = 0; i < asts.size(); ++i) {
    const Ast& ast = *asts[i];
    const auto set_base = static_cast<int32_t>(a.sets_.size());
    for (const UnitSet& s : ast.sets()) a.sets_.push_back(s);
    Inst match;
    match.op = Op::kMatch;
    match.tag = static_cast<uint32_t>(i);
    a.insts_.push_back(match);
    const auto match_pc = static_cast<int32_t>(a.insts_.size() - 1);
    a.compiled_.clear();
    entries.push_back(a.compile(ast, ast.root(), match_pc, set_base));
  }
  a.compiled_.clear();
  if (entries.empty()) {
    Inst fail;
    a.insts_.push_back(fail);
    a.start_ = static_cast<int32_t>(a.insts_.size() - 1);
  } else {
    int32_t start = entries.back();
    for (std::size_t i = entries.size() - 1; i-- > 0;) {
      Inst split;
      split.op = Op::kSplit;
      split.x = entries[i];
      split.y = start;
      a.insts_.push_back(split);
      start = static_cast<int32_t>(a.insts_.size() - 1);
    }
    a.start_ = start;
  }
  a.compute_classes();
  if (engine == Engine::kAuto) a.build_dfa();
  return a;
}

int32_t Automaton::compile(const Ast& ast, NodeId id, int32_t next, int32_t set_base) {
  const auto key = std::make_pair(id, next);
  auto it = compiled_.find(key);
  if (it != compiled_.end()) return it->second;
  const int32_t pc = compile_node(ast, id, next, set_base);
  compiled_.emplace(key, pc);
  return pc;
}

int32_t Automaton::compile_node(const Ast& ast, NodeId id, int32_t next, int32_t set_base) {
  const Node& node = ast.node(id);
  auto push = [&](Inst inst) {
    insts_.push_back(inst);
    return static_cast<int32_t>(insts_.size() - 1);
  };
  switch (node.kind) {
    case NodeKind::kEmpty:
      return next;
    case NodeKind::kNothing:
      return push(Inst{});
    case NodeKind::kUnit: {
      Inst inst;
      inst.op = Op::kUnit;
      inst.x = next;
      inst.set = set_base + node.set;
      return push(inst);
    }
    case NodeKind::kNotBefore: {
      Inst inst;
      inst.op = Op::kAssert;
      inst.x = next;
      inst.set = set_base + node.set;
      return push(inst);
    }
    case NodeKind::kConcat: {
      int32_t pc = next;
      for (auto it = node.children.rbegin(); it != node.children.rend(); ++it) {
        pc = compile(ast, *it, pc, set_base);
      }
      return pc;
    }
    case NodeKind::kAlt: {
      std::vector<int32_t> entries;
      entries.reserve(node.children.size());
      for (NodeId child : node.children) entries.push_back(compile(ast, child, next, set_base));
      int32_t pc = entries.back();
      for (std::size_t i = entries.size() - 1; i-- > 0;) {
        Inst split;
        split.op = Op::kSplit;
        split.x = entries[i];
        split.y = pc;
        pc = push(split);
      }
      return pc;
    }
    case NodeKind::kStar: {
      Inst loop;
      loop.op = Op::kSplit;
      loop.y = next;
      const int32_t loop_pc = push(loop);
      const int32_t body = compile(ast, node.children[0], loop_pc, set_base);
      insts_[static_cast<std::size_t>(loop_pc)].x = body;
      return loop_pc;
    }
  }
  return push(Inst{});
}

void Automaton::compute_classes() {
  const Unit max = max_unit(kind_);
  std::vector<Unit> starts = {0};
  for (const UnitSet& s : sets_) {
    for (const auto& r : s.ranges()) {
      if (r.first <= max) starts.push_back(r.first);
      if (r.second < max) starts.push_back(r.second + 1);
    }
  }
  std::sort(starts.begin(), starts.end());
  starts.erase(std::unique(starts.begin(), starts.end()), starts.end());
  class_starts_ = std::move(starts);
  num_classes_ = static_cast<uint32_t>(class_starts_.size());
  for (Unit u = 0; u < 256; ++u) {
    low_class_[u] = static_cast<uint16_t>(
        u > max ? 0
                : std::upper_bound(class_starts_.begin(), class_starts_.end(), u) -
                      class_starts_.begin() - 1);
  }
  set_classes_.assign(sets_.size(), {});
  for (std::size_t s = 0; s < sets_.size(); ++s) {
    for (const auto& r : sets_[s].ranges()) {
      if (r.first > max) break;
      const uint32_t lo = class_of(r.first);
      const uint32_t hi = class_of(std::min(r.second, max));
      set_classes_[s].push_back({lo, hi});
    }
  }
}

uint32_t Automaton::class_of_high(Unit u) const {
  return static_cast<uint32_t>(std::upper_bound(class_starts_.begin(), class_starts_.end(), u) -
                               class_starts_.begin() - 1);
}

void Automaton::closure(const int32_t* kernel, std::size_t n, uint32_t cls,
                        std::vector<int32_t>& out, std::vector<uint32_t>& mark, uint32_t& stamp,
                        std::vector<int32_t>& stack) const {
  out.clear();
  if (mark.size() < insts_.size()) mark.assign(insts_.size(), 0);
  if (++stamp == 0) {
    std::fill(mark.begin(), mark.end(), 0);
    stamp = 1;
  }
  stack.clear();
  for (std::size_t i = n; i-- > 0;) stack.push_back(kernel[i]);
  while (!stack.empty()) {
    const int32_t pc = stack.back();
    stack.pop_back();
    if (pc < 0 || mark[static_cast<std::size_t>(pc)] == stamp) continue;
    mark[static_cast<std::size_t>(pc)] = stamp;
    const Inst& inst = insts_[static_cast<std::size_t>(pc)];
    switch (inst.op) {
      case Op::kSplit:
        stack.push_back(inst.y);
        stack.push_back(inst.x);
        break;
      case Op::kAssert:
        // At the end of the text (cls == num_classes_) no unit follows: the assertion holds.
        if (cls == num_classes_ || !set_has(inst.set, cls)) stack.push_back(inst.x);
        break;
      case Op::kUnit:
      case Op::kMatch:
        out.push_back(pc);
        break;
      case Op::kFail:
        break;
    }
  }
}

void Automaton::build_dfa() {
  std::map<Kernel, int32_t> ids;
  std::vector<Kernel> kernels;
  auto intern = [&](Kernel k) {
    auto it = ids.find(k);
    if (it != ids.end()) return it->second;
    const auto id = static_cast<int32_t>(kernels.size());
    ids.emplace(k, id);
    kernels.push_back(std::move(k));
    return id;
  };
  intern(Kernel{});        // 0: dead
  intern(Kernel{start_});  // 1: start
  std::vector<int32_t> next;
  std::vector<uint8_t> accepts;
  std::vector<std::vector<uint32_t>> tags;
  std::vector<int32_t> closed;
  std::vector<uint32_t> mark;
  uint32_t stamp = 0;
  std::vector<int32_t> stack;
  // Without assertions a state's closure is the same whatever unit comes next: compute it once.
  const bool has_asserts = std::any_of(insts_.begin(), insts_.end(),
                                       [](const Inst& inst) { return inst.op == Op::kAssert; });
  std::vector<int32_t> units_in_closure;
  Kernel successor, previous;
  int32_t previous_id = -1;
  for (std::size_t state = 0; state < kernels.size(); ++state) {
    if (kernels.size() > kMaxDfaStates || (state + 1) * num_classes_ > kMaxDfaCells) return;
    const Kernel kernel = kernels[state];
    for (uint32_t c = 0; c < num_classes_; ++c) {
      if (c == 0 || has_asserts) {
        closure(kernel.data(), kernel.size(), c, closed, mark, stamp, stack);
        units_in_closure.clear();
        for (int32_t pc : closed) {
          if (insts_[static_cast<std::size_t>(pc)].op == Op::kUnit) units_in_closure.push_back(pc);
        }
      }
      successor.clear();
      for (int32_t pc : units_in_closure) {
        const Inst& inst = insts_[static_cast<std::size_t>(pc)];
        if (set_has(inst.set, c)) successor.push_back(inst.x);
      }
      if (successor.empty()) {  // the dead state, most classes of most states
        next.push_back(0);
        continue;
      }
      std::sort(successor.begin(), successor.end());
      successor.erase(std::unique(successor.begin(), successor.end()), successor.end());
      if (previous_id < 0 || successor != previous) {
        previous = successor;
        previous_id = intern(successor);
      }
      next.push_back(previous_id);
    }
    closure(kernel.data(), kernel.size(), num_classes_, closed, mark, stamp, stack);
    std::vector<uint32_t> accepted;
    for (int32_t pc : closed) {
      const Inst& inst = insts_[static_cast<std::size_t>(pc)];
      if (inst.op == Op::kMatch) accepted.push_back(inst.tag);
    }
    std::sort(accepted.begin(), accepted.end());
    accepted.erase(std::unique(accepted.begin(), accepted.end()), accepted.end());
    accepts.push_back(accepted.empty() ? 0 : 1);
    tags.push_back(std::move(accepted));
  }
  // Each entry is the target state times the row length, so a step is one add and one load (no
  // multiply on the loop's dependency chain).
  // A state that all but one to three bytes leave unchanged is skipped through (byte units): the
  // byte 0xED always stops, since it may start a PEP 383 escape that reads as another unit.
  const std::size_t states = kernels.size();
  std::vector<StopBytes> stops(states);
  if (kind_ == UnitKind::kByte) {
    for (std::size_t st = 1; st < states; ++st) {
      StopBytes sb;
      bool ok = true;
      for (int b = 0; b < 256 && ok; ++b) {
        const bool stays = next[st * num_classes_ + low_class_[b]] == static_cast<int32_t>(st);
        if (stays && b != 0xED) continue;
        if (sb.count == 3) {
          ok = false;
          break;
        }
        sb.b[sb.count++] = static_cast<uint8_t>(b);
      }
      if (!ok || sb.count == 0) continue;
      for (int k = sb.count; k < 3; ++k) sb.b[k] = sb.b[0];
      stops[st] = sb;
    }
  }
  const auto row = [&](int32_t target) {
    const int32_t offset = target * static_cast<int32_t>(num_classes_);
    return stops[static_cast<std::size_t>(target)].count != 0 ? -offset : offset;
  };
  for (int32_t& target : next) target = row(target);
  dfa_start_ = row(1);
  dfa_stops_ = std::move(stops);
  dfa_next_ = std::move(next);
  dfa_accepts_ = std::move(accepts);
  dfa_tags_ = std::move(tags);
}

template <UnitKind kKind>
int32_t Automaton::run_dfa(const char* data, std::size_t size) const {
  // `state` is a row offset (state number times the row length), negative for a state that is
  // skipped through; the result is a state number.
  const auto stride = static_cast<int32_t>(num_classes_);
  const int32_t* next = dfa_next_.data();
  if constexpr (kKind == UnitKind::kByte) {
    // Plain bytes step straight through the table; only 0xED (a surrogate's lead byte, maybe a
    // PEP 383 escape) and split surrogates at the ends go through the general reader.
    const bool plain = !starts_with_split_trail(data, size) && !ends_with_split_lead(data, size);
    if (plain) {
      const auto* p = reinterpret_cast<const uint8_t*>(data);
      int32_t state = dfa_start_;
      std::size_t i = 0;
      while (true) {
        if (state <= 0) {
          if (state == 0) return 0;
          state = -state;
          i += find_stop(p + i, size - i, dfa_stops_[static_cast<std::size_t>(state / stride)]);
        }
        if (i >= size) break;
        const uint8_t b = p[i];
        Unit u = b;
        if (b == 0xED && i + 2 < size && (p[i + 1] == 0xB2 || p[i + 1] == 0xB3)) {
          u = 0x80u + ((p[i + 1] - 0xB2u) << 6) + (p[i + 2] & 0x3Fu);
          i += 3;
        } else {
          ++i;
        }
        state = next[state + low_class_[u]];
      }
      return (state < 0 ? -state : state) / stride;
    }
  }
  int32_t state = dfa_start_ < 0 ? -dfa_start_ : dfa_start_;
  for_each_unit<kKind>(data, size, [&](Unit u, std::size_t) {
    if (state != 0) {
      state = next[state + static_cast<int32_t>(class_of(u))];
      if (state < 0) state = -state;
    }
  });
  return state / stride;
}

namespace {
struct NfaScratch {
  std::vector<int32_t> kernel, successor, closed, stack;
  std::vector<uint32_t> mark;
  uint32_t stamp = 0;
};
NfaScratch& nfa_scratch() {
  thread_local NfaScratch scratch;
  return scratch;
}
}  // namespace

template <typename Accept>
void Automaton::run_nfa(const char* data, std::size_t size, Accept&& accept) const {
  NfaScratch& s = nfa_scratch();
  s.kernel.assign(1, start_);
  bool dead = false;
  for_each_unit(kind_, data, size, [&](Unit u, std::size_t) {
    if (dead) return;
    const uint32_t c = class_of(u);
    closure(s.kernel.data(), s.kernel.size(), c, s.closed, s.mark, s.stamp, s.stack);
    s.successor.clear();
    for (int32_t pc : s.closed) {
      const Inst& inst = insts_[static_cast<std::size_t>(pc)];
      if (inst.op == Op::kUnit && set_has(inst.set, c)) s.successor.push_back(inst.x);
    }
    std::swap(s.kernel, s.successor);
    dead = s.kernel.empty();
  });
  if (dead) return;
  closure(s.kernel.data(), s.kernel.size(), num_classes_, s.closed, s.mark, s.stamp, s.stack);
  for (int32_t pc : s.closed) {
    const Inst& inst = insts_[static_cast<std::size_t>(pc)];
    if (inst.op == Op::kMatch) accept(inst.tag);
  }
}

int32_t Automaton::final_state(const char* data, std::size_t size) const {
  switch (kind_) {
    case UnitKind::kByte:
      return run_dfa<UnitKind::kByte>(data, size);
    case UnitKind::kCodePoint:
      return run_dfa<UnitKind::kCodePoint>(data, size);
    case UnitKind::kUtf16:
      return run_dfa<UnitKind::kUtf16>(data, size);
  }
  return 0;
}

bool Automaton::matches(const char* data, std::size_t size) const {
  if (!has_dfa()) return matches_nfa(data, size);
  const int32_t state = final_state(data, size);
  return dfa_accepts_[static_cast<std::size_t>(state)] != 0;
}

void Automaton::matching(const char* data, std::size_t size, std::vector<uint32_t>& tags) const {
  if (!has_dfa()) {
    matching_nfa(data, size, tags);
    return;
  }
  const int32_t state = final_state(data, size);
  const auto& accepted = dfa_tags_[static_cast<std::size_t>(state)];
  tags.insert(tags.end(), accepted.begin(), accepted.end());
}

bool Automaton::matches_nfa(const char* data, std::size_t size) const {
  bool any = false;
  run_nfa(data, size, [&](uint32_t) { any = true; });
  return any;
}

void Automaton::matching_nfa(const char* data, std::size_t size,
                             std::vector<uint32_t>& tags) const {
  const std::size_t first = tags.size();
  run_nfa(data, size, [&](uint32_t tag) { tags.push_back(tag); });
  std::sort(tags.begin() + static_cast<std::ptrdiff_t>(first), tags.end());
  tags.erase(std::unique(tags.begin() + static_cast<std::ptrdiff_t>(first), tags.end()),
             tags.end());
}

}  // namespace wtf8::internal::glob
