// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The one matcher every dialect shares: the ASTs of one or more patterns (src/glob/ast.h), over
// one kind of unit, compiled into a Thompson NFA and, when it stays small, the DFA of that NFA,
// built whole at compile time. Matching runs the DFA (one table look-up per unit) or, for a
// pattern whose DFA would be too big, simulates the NFA state set; both are linear in the path
// and neither allocates (the NFA's scratch space is thread-local and reused). `matches_nfa` is
// the simple reference the DFA is tested against. Immutable after `build`: safe to share between
// threads. Internal to //:glob.

#ifndef WTF8_SRC_GLOB_AUTOMATON_H_
#define WTF8_SRC_GLOB_AUTOMATON_H_

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <utility>
#include <vector>

#include "src/glob/ast.h"
#include "src/glob/skip.h"
#include "src/glob/units.h"

namespace wtf8::internal::glob {

class Automaton {
 public:
  // Limits on the DFA built at compile time; past them the NFA is simulated instead.
  static constexpr std::size_t kMaxDfaStates = 4096;
  static constexpr std::size_t kMaxDfaCells = std::size_t{1} << 20;

  enum class Engine : uint8_t { kAuto, kNfaOnly };

  Automaton() = default;

  // The automaton accepting, with tag i, what `asts[i]` accepts. Each AST's root must be set.
  static Automaton build(UnitKind kind, const std::vector<const Ast*>& asts,
                         Engine engine = Engine::kAuto);

  [[nodiscard]] UnitKind unit_kind() const { return kind_; }
  [[nodiscard]] bool has_dfa() const { return !dfa_next_.empty(); }
  [[nodiscard]] std::size_t dfa_states() const { return dfa_accepts_.size(); }

  // Whether any pattern accepts the whole text [data, data + size) (OMG-WTF-8).
  [[nodiscard]] bool matches(const char* data, std::size_t size) const;
  // The tags of every pattern accepting the text, increasing, appended to `tags`.
  void matching(const char* data, std::size_t size, std::vector<uint32_t>& tags) const;
  // The reference: the NFA simulated directly, whatever `has_dfa()` says.
  [[nodiscard]] bool matches_nfa(const char* data, std::size_t size) const;
  void matching_nfa(const char* data, std::size_t size, std::vector<uint32_t>& tags) const;

 private:
  enum class Op : uint8_t { kUnit, kSplit, kAssert, kMatch, kFail };
  struct Inst {
    Op op = Op::kFail;
    int32_t x = -1;    // next (kUnit, kAssert), first choice (kSplit)
    int32_t y = -1;    // second choice (kSplit)
    int32_t set = -1;  // kUnit: the set to consume; kAssert: the set the next unit must avoid
    uint32_t tag = 0;  // kMatch
  };
  using Kernel = std::vector<int32_t>;  // sorted instruction indices awaiting a unit

  int32_t compile(const Ast& ast, NodeId node, int32_t next, int32_t set_base);
  int32_t compile_node(const Ast& ast, NodeId node, int32_t next, int32_t set_base);
  void compute_classes();
  uint32_t class_of(Unit u) const {
    if (u < 256) return low_class_[u];
    return class_of_high(u);
  }
  uint32_t class_of_high(Unit u) const;
  // Whether set `set` holds class `cls` (never the end-of-text class).
  bool set_has(int32_t set, uint32_t cls) const {
    const auto& spans = set_classes_[static_cast<std::size_t>(set)];
    auto it = std::upper_bound(spans.begin(), spans.end(), cls,
                               [](uint32_t c, const ClassSpan& s) { return c < s.first; });
    return it != spans.begin() && cls <= (--it)->second;
  }
  // The closure of `kernel` when the next unit is of class `cls` (num_classes_ for the end),
  // written to `out` (instruction indices); `mark` and `stamp` make it allocation-free.
  void closure(const int32_t* kernel, std::size_t n, uint32_t cls, std::vector<int32_t>& out,
               std::vector<uint32_t>& mark, uint32_t& stamp, std::vector<int32_t>& stack) const;
  void build_dfa();
  template <UnitKind kKind>
  int32_t run_dfa(const char* data, std::size_t size) const;
  // The DFA state the text ends in (run_dfa for this automaton's unit kind).
  int32_t final_state(const char* data, std::size_t size) const;
  template <typename Accept>
  void run_nfa(const char* data, std::size_t size, Accept&& accept) const;

  UnitKind kind_ = UnitKind::kByte;
  std::vector<Inst> insts_;
  // During `build`: the entry of each (node, next) already compiled, so that an AST node shared
  // by several parents (a DAG: a suffix two choices lead to) is compiled once, not once per path.
  std::map<std::pair<NodeId, int32_t>, int32_t> compiled_;
  std::vector<UnitSet> sets_;
  int32_t start_ = -1;
  uint32_t tag_count_ = 0;

  // Unit classes: the coarsest partition of the units that every set is a union of.
  std::array<uint16_t, 256> low_class_{};
  std::vector<Unit> class_starts_;  // class k begins at class_starts_[k]
  uint32_t num_classes_ = 0;        // class num_classes_ stands for "the end of the text"
  // Per set, the classes it holds as sorted inclusive spans: each range of a set covers a run of
  // consecutive classes, so this is as small as the set (a bitmap would be sets x classes).
  using ClassSpan = std::pair<uint32_t, uint32_t>;
  std::vector<std::vector<ClassSpan>> set_classes_;

  // The DFA: state 0 is dead (no thread left), state 1 the start. An entry of `dfa_next_` is the
  // target's row offset (state * num_classes_), negated when the target state is skipped through
  // with `find_stop` (byte units only; `dfa_stops_` per state).
  std::vector<int32_t> dfa_next_;  // row offset + class -> row offset
  int32_t dfa_start_ = 0;          // the start's row offset, negated when skipped
  std::vector<StopBytes> dfa_stops_;
  std::vector<uint8_t> dfa_accepts_;             // state -> accepts at the end of the text
  std::vector<std::vector<uint32_t>> dfa_tags_;  // state -> tags accepted at the end
};

}  // namespace wtf8::internal::glob

#endif  // WTF8_SRC_GLOB_AUTOMATON_H_
