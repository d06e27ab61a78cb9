// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The fnmatch dialect (GlobDialect::kFnmatch): POSIX `fnmatch(3)` as glibc 2.36 runs it in the C
// locale, with FNM_PATHNAME (`pathname`), FNM_PERIOD (`period`), FNM_NOESCAPE (`noescape`),
// FNM_CASEFOLD (`case_mode == kInsensitive`) and FNM_LEADING_DIR (`leading_dir`). Written from
// what glibc's posix/fnmatch_loop.c does (read, not copied) and checked against the real function
// in tests/glob_fnmatch_differential_test.cc. The rules as implemented, "a char" being one unit:
//
// Outside brackets, each pattern element consumes exactly one char:
//   - `?` any char; `*` any run of chars; a run of `*` and `?` is its `?`s then one `*`, so `**`
//     is `*`. With `pathname` neither matches `/`.
//   - `\x` is `x` (unless `noescape`); a trailing `\` matches nothing, so the pattern never
//     matches. Every other char is itself (`/` too). With `pathname`, `*\/` (the `*` followed,
//     after any `?`s, by an escaped `/`) never matches: glibc seeks the `/` before the next `/`.
//   - `casefold` compares ASCII letters through `tolower`, in the pattern and the path.
// Leading periods (`period`): at the start of the path, and with `pathname` right after a `/`
// that the pattern wrote unescaped, a `.` is not matched by `?`, `*` or a bracket (not even
// `[.]`). glibc's quirks kept: an escaped `\/` does not start a new leading-period position; and
// in `*?...?[...]` at such a position, when the `*` takes nothing, the bracket (which then sits
// after the `?`s) still refuses a `.` (glibc hands it the flag the `*` had).
// `leading_dir`: the pattern may match a leading part of the path that is followed by `/` and
// anything; with `pathname`, a trailing `*` then takes the rest of the path whatever it holds.
//
// Brackets. glibc interprets a bracket lazily, for the one char it is matching, and several of its
// outcomes depend on that char; this file runs the same procedure once per set of chars:
//   - After `[`, a `!` or `^` negates (POSIXLY_CORRECT unset). The first member may be `]`; later
//     a `]` closes. Members: a char (`\x` is `x` unless `noescape`); `[:name:]` for the 12 C-locale
//     classes, tested on the unfolded char (ASCII only; a name of letters a..y that is not a class
//     makes the whole match fail); `[=x=]` and `[.x.]` (one char, compared unfolded; a collating
//     symbol of more than one char fails the match); ranges `a-b` by char value, ends folded
//     with `casefold` (a `[.x.]` end is not), and `[z-a]` is empty; `-` first or last is itself.
//   - Malformed text is taken literally where glibc does so: `[:` or `[=` not forming a class
//     makes the `[` an ordinary member; a bracket with no closing `]` is a literal `[` (so `[]`
//     matches "[]", `[ab` matches "[ab"), but a `\` or `X-` at the very end, an unclosed `[.`, or,
//     once a member matched, a malformed `[=` later in the bracket makes the match fail instead.
//   - Once a member matches, glibc skips to the closing `]` with a simpler scanner than the one
//     that reads members; where the two disagree (a range ending in `[` followed by `:` or `=`),
//     the pattern resumes at different places for different chars. Each is followed.
//   - With `pathname` a bracket never matches `/`.
//
// One known difference: glibc's `*` commits to the first place where the text up to the next `*`
// matches. That is the same as trying every place, except when a bracket of the kind above
// resumes at two places on either side of a later `*` (e.g. `*[ba-[:c:]*]x` on "cbx": glibc says
// no, this dialect yes). Every such pattern has a range ending in `[` followed by `:` or `=`.
//
// In kCodePoint and kUtf16 units the same rules apply to code points or UTF-16 units: classes,
// case and ranges are ASCII as in the C locale, any other unit is only itself or in a range.

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "src/glob/dialects.h"
#include "src/glob/units.h"

namespace wtf8::internal::glob {
namespace {

// Stands for glibc's terminating NUL: no unit has this value.
constexpr Unit kEnd = 0xFFFFFFFFu;
// glibc's CHARCLASS_NAME_MAX: longer class names make the match fail.
constexpr std::size_t kClassNameMax = 2048;

// The C locale's character classes (ASCII only).
std::optional<UnitSet> class_set(std::string_view name) {
  UnitSet s;
  if (name == "alnum") {
    s.add('0', '9');
    s.add('A', 'Z');
    s.add('a', 'z');
  } else if (name == "alpha") {
    s.add('A', 'Z');
    s.add('a', 'z');
  } else if (name == "blank") {
    s.add(' ');
    s.add('\t');
  } else if (name == "cntrl") {
    s.add(0x00, 0x1F);
    s.add(0x7F);
  } else if (name == "digit") {
    s.add('0', '9');
  } else if (name == "graph") {
    s.add(0x21, 0x7E);
  } else if (name == "lower") {
    s.add('a', 'z');
  } else if (name == "print") {
    s.add(0x20, 0x7E);
  } else if (name == "punct") {
    s.add(0x21, 0x7E);
    s.remove('0', '9');
    s.remove('A', 'Z');
    s.remove('a', 'z');
  } else if (name == "space") {
    s.add(0x09, 0x0D);
    s.add(' ');
  } else if (name == "upper") {
    s.add('A', 'Z');
  } else if (name == "xdigit") {
    s.add('0', '9');
    s.add('A', 'F');
    s.add('a', 'f');
  } else {
    return std::nullopt;
  }
  return s;
}

class FnmatchCompiler {
 public:
  FnmatchCompiler(std::vector<Unit> units, const GlobOptions& options, UnitKind kind, Ast& ast)
      : units_(std::move(units)),
        n_(units_.size()),
        pathname_(options.pathname),
        period_(options.period),
        noescape_(options.noescape),
        leading_dir_(options.leading_dir),
        casefold_(case_insensitive(options)),
        all_(UnitSet::all(max_unit(kind))),
        ast_(ast),
        skip_cache_(n_ + 2, kUnknown) {
    step_ = all_;
    if (pathname_) step_.remove('/');
  }

  NodeId compile() { return from(0, period_); }

 private:
  // Where a bracket leaves the pattern for some chars: resume at a position, or fail.
  using Resumes = std::map<std::size_t, UnitSet>;
  // The end of the skipping scanner (glibc's "matched:" loop) started at some position: the
  // position after the closing `]`, or one of these two.
  static constexpr std::size_t kUnknown = static_cast<std::size_t>(-1);
  static constexpr std::size_t kSkipLiteral = static_cast<std::size_t>(-2);
  static constexpr std::size_t kSkipFail = static_cast<std::size_t>(-3);

  Unit at(std::size_t i) const { return i < n_ ? units_[i] : kEnd; }
  Unit fold(Unit u) const { return casefold_ && u >= 'A' && u <= 'Z' ? u + 32 : u; }

  // The chars u with fold(u) == c.
  UnitSet fold_set(Unit c) const {
    UnitSet s;
    if (!(casefold_ && c >= 'A' && c <= 'Z')) s.add(c);
    if (casefold_ && c >= 'a' && c <= 'z') s.add(c - 32);
    return s;
  }

  // The chars u with lo <= fold(u) <= hi (glibc compares collation sequence values, which in
  // the C locale are the chars themselves).
  UnitSet range_set(Unit lo, Unit hi) const {
    UnitSet s;
    if (lo > hi) return s;
    s.add(lo, hi);
    if (casefold_) {
      s.remove('A', 'Z');
      for (Unit u = 'A'; u <= 'Z'; ++u) {
        if (lo <= u + 32 && u + 32 <= hi) s.add(u);
      }
    }
    return s;
  }

  static UnitSet intersect(const UnitSet& a, const UnitSet& b, Unit max) {
    UnitSet out = a;
    out.remove(b.complement(max));
    return out;
  }

  // Scans a `[.x.]` whose `[` is at p - 1 (p at the `.`): returns the position after `.]` and
  // sets `symbol` when it holds exactly one char; nullopt when glibc fails the match.
  std::optional<std::size_t> collating_symbol(std::size_t p, Unit& symbol) const {
    const std::size_t start = p;
    std::size_t count = 0;
    for (;;) {
      const Unit c = at(++p);
      if (c == '.' && at(p + 1) == ']') break;
      if (c == kEnd) return std::nullopt;
      ++count;
    }
    if (count != 1) return std::nullopt;
    symbol = at(start + 1);
    return p + 2;
  }

  // glibc's scan from a matched member to the closing `]` (it does not read members the way
  // the matching scan does), from position p. Cached: scans from later positions share a tail.
  std::size_t skip(std::size_t p) {
    std::vector<std::size_t> visited;
    std::size_t result;
    for (;;) {
      if (p < skip_cache_.size() && skip_cache_[p] != kUnknown) {
        result = skip_cache_[p];
        break;
      }
      visited.push_back(p);
      const Unit c = at(p++);
      if (c == ']') {
        result = p;
        break;
      }
      if (c == kEnd) {
        result = kSkipLiteral;
        break;
      }
      if (!noescape_ && c == '\\') {
        if (at(p) == kEnd) {
          result = kSkipFail;
          break;
        }
        ++p;
      } else if (c == '[' && at(p) == ':') {
        // A class name of letters a..y up to `:]` is skipped; anything else resumes at the `:`.
        const std::size_t start = p;
        std::size_t count = 0;
        bool fail = false;
        for (;;) {
          const Unit d = at(++p);
          if (++count == kClassNameMax) {
            fail = true;
            break;
          }
          if (at(p) == ':' && at(p + 1) == ']') {
            p += 2;
            break;
          }
          if (d < 'a' || d >= 'z') {
            p = start;
            break;
          }
        }
        if (fail) {
          result = kSkipFail;
          break;
        }
      } else if (c == '[' && at(p) == '=') {
        // Here a malformed `[=` fails the match (the matching scan takes it literally).
        if (at(p + 1) == kEnd || at(p + 2) != '=' || at(p + 3) != ']') {
          result = kSkipFail;
          break;
        }
        p += 4;
      } else if (c == '[' && at(p) == '.') {
        bool fail = false;
        for (;;) {
          const Unit d = at(++p);
          if (d == kEnd) {
            fail = true;
            break;
          }
          if (d == '.' && at(p + 1) == ']') break;
        }
        if (fail) {
          result = kSkipFail;
          break;
        }
        p += 2;
      }
    }
    for (std::size_t v : visited) {
      if (v < skip_cache_.size()) skip_cache_[v] = result;
    }
    return result;
  }

  // What the bracket whose `[` is at i does with each char: the chars that match it, grouped by
  // where the pattern resumes. `excluded` are the chars refused before the bracket is read.
  Resumes bracket(std::size_t i, const UnitSet& excluded) {
    const Unit max = all_.ranges().back().second;
    Resumes out;
    UnitSet remaining = all_;
    remaining.remove(excluded);
    const std::size_t p_init = i + 1;
    std::size_t p = p_init;
    const bool negated = at(p) == '!' || at(p) == '^';
    if (negated) ++p;

    // The chars of `remaining` in `item` match at the member ending at `end`.
    auto member = [&](const UnitSet& item, std::size_t end) {
      // Most members are one or two chars already decided: answer those without set algebra.
      bool any = false;
      for (const auto& [lo, hi] : item.ranges()) {
        if (lo != hi) {
          any = true;
          break;
        }
        any = any || remaining.contains(lo);
      }
      if (!any) return;
      UnitSet hit = intersect(item, remaining, max);
      if (hit.empty()) return;
      remaining.remove(hit);
      const std::size_t skipped = skip(end);
      if (skipped == kSkipLiteral) {
        if (hit.contains('[')) out[p_init].add('[');
      } else if (skipped != kSkipFail && !negated) {
        out[skipped].add(hit);
      }
    };
    // The unterminated bracket: a literal `[` for whatever char is still undecided.
    auto literal = [&]() {
      if (remaining.contains('[')) out[p_init].add('[');
      return out;
    };

    Unit c = at(p++);
    for (;;) {
      // Once every char is decided, the rest of the bracket cannot change anything.
      if (remaining.empty()) return out;
      bool plain = false;   // c is an ordinary member (glibc's normal_bracket)
      bool ranged = false;  // c (or a `[.x.]`) may start a range; `cold` is its value
      Unit cold = 0;
      if (!noescape_ && c == '\\') {
        if (at(p) == kEnd) return out;
        c = fold(at(p));
        ++p;
        plain = true;
      } else if (c == '[' && at(p) == ':') {
        const std::size_t start = p;
        std::string name;
        bool is_class = true;
        for (;;) {
          if (name.size() == kClassNameMax) return out;
          c = at(++p);
          if (c == ':' && at(p + 1) == ']') {
            p += 2;
            break;
          }
          if (c < 'a' || c >= 'z') {
            p = start;
            c = '[';
            is_class = false;
            break;
          }
          name.push_back(static_cast<char>(c));
        }
        if (is_class) {
          const std::optional<UnitSet> set = class_set(name);
          if (!set) return out;
          member(*set, p);
          c = at(p++);
        } else {
          plain = true;
        }
      } else if (c == '[' && at(p) == '=') {
        const Unit symbol = at(p + 1);
        if (symbol != kEnd && at(p + 2) == '=' && at(p + 3) == ']') {
          p += 4;
          member(UnitSet::of(symbol), p);
          c = at(p++);
        } else {
          c = '[';
          plain = true;
        }
      } else if (c == kEnd) {
        return literal();
      } else if (c == '[' && at(p) == '.') {
        Unit symbol = 0;
        const std::optional<std::size_t> end = collating_symbol(p, symbol);
        if (!end) return out;
        p = *end;
        const bool is_range = at(p) == '-' && at(p + 1) != kEnd;
        if (!is_range) member(UnitSet::of(symbol), p);
        cold = symbol;
        ranged = true;
        c = at(p++);
      } else {
        c = fold(c);
        plain = true;
      }
      if (plain) {
        const bool is_range = at(p) == '-' && at(p + 1) != kEnd && at(p + 1) != ']';
        if (!is_range && (remaining.contains(c) || (casefold_ && remaining.contains(c ^ 0x20)))) {
          member(fold_set(c), p);
        }
        cold = c;
        ranged = true;
        c = at(p++);
      }
      if (ranged && c == '-' && at(p) != ']') {
        Unit cend = at(p++);
        if (cend == '[' && at(p) == '.') {
          const std::optional<std::size_t> end = collating_symbol(p, cend);
          if (!end) return out;
          p = *end;
        } else {
          if (!noescape_ && cend == '\\') cend = at(p++);
          if (cend == kEnd) return out;
          cend = fold(cend);
        }
        member(range_set(cold, cend), p);
        c = at(p++);
      }
      if (c == ']') {
        if (negated) out[p].add(remaining);
        return out;
      }
    }
  }

  // The end of the pattern: the whole path is used up or, with `leading_dir`, a `/` follows.
  NodeId end_node() {
    if (!leading_dir_) return ast_.empty();
    return ast_.alt(
        {ast_.empty(), ast_.concat({ast_.unit(UnitSet::of('/')), ast_.star(ast_.unit(all_))})});
  }

  // The rest of the pattern from a position no leading period applies to, shared by the places
  // a bracket resumes at.
  NodeId shared_from(std::size_t i) {
    auto it = memo_.find(i);
    if (it != memo_.end()) return it->second;
    const NodeId node = from(i, false);
    memo_.emplace(i, node);
    return node;
  }

  // The pattern from position i; `nlp` says a leading period rule applies at i.
  NodeId from(std::size_t i, bool nlp) {
    std::vector<NodeId> parts;
    UnitSet no_period;
    no_period.add('.');
    for (;;) {
      if (i >= n_) {
        parts.push_back(end_node());
        break;
      }
      const Unit c = fold(units_[i]);
      bool next_nlp = false;
      if (c == '?') {
        UnitSet s = step_;
        if (nlp) s.remove('.');
        parts.push_back(ast_.unit(s));
        ++i;
      } else if (c == '*') {
        std::size_t j = i;
        std::size_t questions = 0;
        while (j < n_ && (units_[j] == '*' || units_[j] == '?')) {
          if (units_[j] == '?') ++questions;
          ++j;
        }
        if (nlp) parts.push_back(ast_.not_before(no_period));
        for (std::size_t k = 0; k < questions; ++k) parts.push_back(ast_.unit(step_));
        if (j >= n_) {
          // A trailing `*` ends the match itself; with `pathname` and `leading_dir` it accepts
          // whatever follows (its `/` included).
          parts.push_back(ast_.star(ast_.unit(pathname_ && !leading_dir_ ? step_ : all_)));
          return ast_.concat(std::move(parts));
        }
        if (pathname_ && !noescape_ && units_[j] == '\\' && at(j + 1) == '/') {
          // glibc looks for the char after the `*` only before the next `/` of the path, so an
          // escaped `/` there is never found.
          return ast_.nothing();
        }
        if (nlp && questions > 0 && units_[j] == '[') {
          parts.push_back(ast_.alt({ast_.plus(ast_.unit(step_)), ast_.not_before(no_period)}));
        } else {
          parts.push_back(ast_.star(ast_.unit(step_)));
        }
        i = j;
      } else if (c == '[') {
        UnitSet excluded;
        if (pathname_) excluded.add('/');
        if (nlp) excluded.add('.');
        Resumes out = bracket(i, excluded);
        if (out.empty()) return ast_.nothing();
        if (out.size() == 1) {
          parts.push_back(ast_.unit(out.begin()->second));
          i = out.begin()->first;
        } else {
          std::vector<NodeId> choices;
          for (auto& [resume, set] : out) {
            choices.push_back(ast_.concat({ast_.unit(set), shared_from(resume)}));
          }
          parts.push_back(ast_.alt(std::move(choices)));
          break;
        }
      } else if (c == '\\' && !noescape_) {
        if (i + 1 >= n_) return ast_.nothing();  // a trailing `\` never matches
        parts.push_back(ast_.unit(fold_set(fold(units_[i + 1]))));
        i += 2;
      } else {
        parts.push_back(ast_.unit(fold_set(c)));
        next_nlp = c == '/' && pathname_ && period_;
        ++i;
      }
      nlp = next_nlp;
    }
    return ast_.concat(std::move(parts));
  }

  std::vector<Unit> units_;
  std::size_t n_;
  bool pathname_;
  bool period_;
  bool noescape_;
  bool leading_dir_;
  bool casefold_;
  UnitSet all_;
  UnitSet step_;  // what `?` and one step of `*` take
  Ast& ast_;
  std::vector<std::size_t> skip_cache_;
  std::map<std::size_t, NodeId> memo_;
};

}  // namespace

absl::Status parse_fnmatch(Wtf8View pattern, GlobProgram& program) {
  PatternUnits units = pattern_units(program.kind, pattern.data(), pattern.size());
  FnmatchCompiler compiler(std::move(units.units), program.options, program.kind, program.ast);
  program.ast.set_root(compiler.compile());
  program.prep = GlobPathPrep::kNone;
  return absl::OkStatus();
}

}  // namespace wtf8::internal::glob
