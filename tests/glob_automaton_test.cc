// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The shared glob machinery below the dialects: unit sets, the unit readers (bytes with PEP 383
// escapes, code points, UTF-16 units, split surrogates at the ends), and the automaton, whose DFA
// is checked against the simulated NFA (the reference) on every string over a small alphabet.

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "src/glob/ast.h"
#include "src/glob/automaton.h"
#include "src/glob/skip.h"
#include "src/glob/unit_set.h"
#include "src/glob/units.h"

namespace wtf8::internal::glob {
namespace {

TEST(UnitSet, AddMergesAndComplementInverts) {
  UnitSet s;
  s.add('a', 'c');
  s.add('e');
  s.add('d');  // joins [a, c] and [e, e]
  s.add(0x10000, 0x10FFFF);
  ASSERT_EQ(s.ranges().size(), 2u);
  EXPECT_EQ(s.ranges()[0], (UnitSet::Range{'a', 'e'}));
  EXPECT_TRUE(s.contains('d'));
  EXPECT_FALSE(s.contains('f'));
  UnitSet c = s.complement(kMaxCodePointUnit);
  EXPECT_EQ(c.ranges().size(), 2u);
  EXPECT_TRUE(c.contains(0));
  EXPECT_TRUE(c.contains(0xFFFF));
  EXPECT_FALSE(c.contains(0x10FFFF));
  s.remove('b', 'c');
  EXPECT_TRUE(s.contains('a'));
  EXPECT_FALSE(s.contains('b'));
  EXPECT_TRUE(s.contains('d'));
  EXPECT_TRUE(UnitSet::all(0xFF).complement(0xFF).empty());
}

std::vector<Unit> units(UnitKind kind, std::string_view bytes) {
  std::vector<Unit> out;
  for_each_unit(kind, bytes.data(), bytes.size(), [&](Unit u, std::size_t) { out.push_back(u); });
  return out;
}

TEST(Units, BytesCodePointsAndUtf16) {
  // "a", U+00E9, the escape U+DCFF, a lone U+D800, U+10000.
  const std::string s = "a\xC3\xA9\xED\xB3\xBF\xED\xA0\x80\xF0\x90\x80\x80";
  EXPECT_EQ(units(UnitKind::kByte, s),
            (std::vector<Unit>{'a', 0xC3, 0xA9, 0xFF, 0xED, 0xA0, 0x80, 0xF0, 0x90, 0x80, 0x80}));
  EXPECT_EQ(units(UnitKind::kCodePoint, s),
            (std::vector<Unit>{'a', 0xE9, 0xDCFF, 0xD800, 0x10000}));
  EXPECT_EQ(units(UnitKind::kUtf16, s),
            (std::vector<Unit>{'a', 0xE9, 0xDCFF, 0xD800, 0xD800, 0xDC00}));
}

TEST(Units, SplitSurrogatesAtTheEnds) {
  // The trail half of U+10080 (U+DC80, an escape) and the lead half of U+10000.
  const std::string trail = "\x90\x82\x80";
  EXPECT_EQ(units(UnitKind::kCodePoint, trail), (std::vector<Unit>{0xDC80}));
  EXPECT_EQ(units(UnitKind::kByte, trail), (std::vector<Unit>{0x80}));
  const std::string lead = "x\xF0\x90\x80";
  EXPECT_EQ(units(UnitKind::kCodePoint, lead), (std::vector<Unit>{'x', 0xD800}));
  EXPECT_EQ(units(UnitKind::kByte, lead), (std::vector<Unit>{'x', 0xED, 0xA0, 0x80}));
  EXPECT_EQ(units(UnitKind::kUtf16, lead), (std::vector<Unit>{'x', 0xD800}));
}

// Every string over `alphabet` up to `max_len` units long.
void all_strings(const std::vector<std::string>& alphabet, std::size_t max_len,
                 std::vector<std::string>& out, std::string prefix = "") {
  out.push_back(prefix);
  if (max_len == 0) return;
  for (const std::string& a : alphabet) all_strings(alphabet, max_len - 1, out, prefix + a);
}

void expect_dfa_equals_nfa(const Automaton& a, const std::vector<std::string>& inputs) {
  ASSERT_TRUE(a.has_dfa());
  for (const std::string& s : inputs) {
    EXPECT_EQ(a.matches(s.data(), s.size()), a.matches_nfa(s.data(), s.size())) << s;
    std::vector<uint32_t> t1, t2;
    a.matching(s.data(), s.size(), t1);
    a.matching_nfa(s.data(), s.size(), t2);
    EXPECT_EQ(t1, t2) << s;
  }
}

TEST(Automaton, StarSlashAndAssertions) {
  // `*.c` where `*` stops at '/' and may not start with '.' (fnmatch's PATHNAME | PERIOD).
  Ast ast;
  UnitSet not_slash = UnitSet::of('/').complement(kMaxByteUnit);
  ast.set_root(ast.concat(
      {ast.not_before(UnitSet::of('.')), ast.star(ast.unit(not_slash)), ast.literal({'.', 'c'})}));
  Automaton a = Automaton::build(UnitKind::kByte, {&ast});
  auto m = [&](std::string_view s) { return a.matches(s.data(), s.size()); };
  EXPECT_TRUE(m("x.c"));
  EXPECT_TRUE(m("x.y.c"));
  EXPECT_FALSE(m(".c"));
  EXPECT_FALSE(m(".x.c"));
  EXPECT_FALSE(m("a/b.c"));
  EXPECT_FALSE(m("x.cc"));
  std::vector<std::string> inputs;
  all_strings({".", "c", "/", "x"}, 6, inputs);
  expect_dfa_equals_nfa(a, inputs);
}

TEST(Automaton, SeveralPatternsReportTheirTags) {
  Ast any_c, slash_sub, nothing;
  const UnitSet all = UnitSet::all(kMaxCodePointUnit);
  any_c.set_root(any_c.concat({any_c.star(any_c.unit(all)), any_c.literal({'.', 'c'})}));
  slash_sub.set_root(
      slash_sub.concat({slash_sub.literal({'a', '/'}), slash_sub.star(slash_sub.unit(all))}));
  nothing.set_root(nothing.nothing());
  Automaton a = Automaton::build(UnitKind::kCodePoint, {&any_c, &slash_sub, &nothing});
  std::vector<uint32_t> tags;
  a.matching("a/x.c", 5, tags);
  EXPECT_EQ(tags, (std::vector<uint32_t>{0, 1}));
  tags.clear();
  a.matching("b.c", 3, tags);
  EXPECT_EQ(tags, (std::vector<uint32_t>{0}));
  std::vector<std::string> inputs;
  all_strings({"a", "/", ".", "c", "\xC3\xA9"}, 5, inputs);
  expect_dfa_equals_nfa(a, inputs);
}

TEST(Automaton, NfaOnlyAgreesAndIsLinear) {
  // `*a*a*a*a*a*a*a*a*a*b`: many DFA states would be fine here, but the NFA path must also be
  // linear: a megabyte of 'a' (checked for time only by the benchmark).
  Ast ast;
  const UnitSet all = UnitSet::all(kMaxByteUnit);
  std::vector<NodeId> parts;
  for (int i = 0; i < 9; ++i) {
    parts.push_back(ast.star(ast.unit(all)));
    parts.push_back(ast.literal({'a'}));
  }
  parts.push_back(ast.star(ast.unit(all)));
  parts.push_back(ast.literal({'b'}));
  ast.set_root(ast.concat(parts));
  Automaton dfa = Automaton::build(UnitKind::kByte, {&ast});
  Automaton nfa = Automaton::build(UnitKind::kByte, {&ast}, Automaton::Engine::kNfaOnly);
  EXPECT_FALSE(nfa.has_dfa());
  const std::string big(1 << 16, 'a');
  EXPECT_FALSE(dfa.matches(big.data(), big.size()));
  EXPECT_FALSE(nfa.matches(big.data(), big.size()));
  const std::string yes = big + "b";
  EXPECT_TRUE(dfa.matches(yes.data(), yes.size()));
  EXPECT_TRUE(nfa.matches(yes.data(), yes.size()));
}

TEST(Automaton, EmptyAndNothing) {
  Ast e, n;
  e.set_root(e.empty());
  n.set_root(n.nothing());
  Automaton ea = Automaton::build(UnitKind::kByte, {&e});
  Automaton na = Automaton::build(UnitKind::kByte, {&n});
  EXPECT_TRUE(ea.matches("", 0));
  EXPECT_FALSE(ea.matches("a", 1));
  EXPECT_FALSE(na.matches("", 0));
  Automaton none = Automaton::build(UnitKind::kByte, {});
  EXPECT_FALSE(none.matches("", 0));
}

// The DFA's skip (SSE2 where there is SSE2) against its scalar reference, for one to three stop
// bytes at every position of every length up to 70, each text in a buffer of exactly its size
// (a read past the end is an error under ASan, CI stage 20).
TEST(FindStop, EqualsTheScalarReferenceAtEveryLengthAndPosition) {
  const StopBytes sets[] = {{{'.', '.', '.'}, 1}, {{'.', 0xED, '.'}, 2}, {{'/', '.', 0xED}, 3}};
  for (const StopBytes& stops : sets) {
    for (std::size_t n = 0; n <= 70; ++n) {
      for (std::size_t at = 0; at <= n; ++at) {
        for (uint8_t b :
             {static_cast<uint8_t>('.'), static_cast<uint8_t>('/'), static_cast<uint8_t>(0xED)}) {
          std::vector<uint8_t> text(n, 'a');
          if (at < n) text[at] = b;
          const std::size_t want = find_stop_scalar(text.data(), n, stops);
          EXPECT_EQ(find_stop(text.data(), n, stops), want)
              << "n " << n << " at " << at << " byte " << int{b} << " stops " << int{stops.count};
        }
      }
    }
  }
}

}  // namespace
}  // namespace wtf8::internal::glob
