// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// kGit: git 2.39's `wildmatch(pattern, text, flags)` as one regular expression. The rules, as
// read from git's wildmatch.c and ctype.c (this is our own restatement, not their code):
//
//   - The pattern is a C string: it ends at its first NUL. (A NUL in a path, which no file
//     system holds, is an ordinary unit here; git would stop reading the path there.)
//   - `c` matches `c`; `\c` matches `c` (any c, also `*`, `?`, `[`, `\`, `/`); a trailing `\`
//     never matches, so the whole pattern matches nothing.
//   - `?` is one unit; with `pathname` (WM_PATHNAME) not `/`.
//   - A run of stars. Without `pathname`, any run is "any units". With `pathname`, a run of two
//     or more stars that follows the start of the pattern or a `/` (that `/` escaped or not) and
//     comes before the end, `/` or `\/` is "any units, `/` included"; when an unescaped `/`
//     follows, the `/` may also be skipped, so `**/` at the start and `/**/` inside match zero
//     directories as well. Every other run is one `*`: any units but `/`.
//   - `[...]`: after `[`, a `!` or `^` negates. The first member is taken before `]` can close
//     the bracket (so `[]a]` and `[!]a]` hold `]`). Members, left to right: `\c` is `c`;
//     `x-y` is a range when a previous member `x` exists that was not itself a range or a class
//     and the unit after `-` is not `]` (an escaped `\y` is `y`);
//     a reversed range is empty, but its start `x` was already a member, so `[z-a]` matches `z`;
//     `[:name:]` is a class (alnum alpha blank cntrl digit graph lower print punct space upper
//     xdigit, ASCII only as git's own ctype has them: `space` is TAB LF CR SP, no VT or FF);
//     `[:` with no `:]` before the next `]` is the member `[`, and the units after it are read
//     as members again; an unknown class name (`[[:foo:]]`, `[[::]]`), a bracket with no
//     closing `]` (`[`, `[]`, `[!]`, `[a-`) or a `\` at the end inside one make the whole
//     pattern match nothing. With `pathname` no bracket matches `/`, negated or not.
//   - WM_CASEFOLD (`case_mode` kInsensitive), ASCII only: git lowers the text unit, and lowers
//     the pattern unit of a plain literal, but compares the text unit with a bracket member
//     (plain or escaped) and with an escaped literal as written. So `A` matches `a` and `A`,
//     `[a]` and `\a` match both, but `[A]` and `\A` match neither. A range matches a letter
//     when either of its cases is in the range; `[:upper:]` and `[:lower:]` match both cases.
//
// The units are bytes in kByte (git's own), code points in kCodePoint and UTF-16 units in kUtf16:
// `?`, a step of `*` and a bracket member are one unit; ranges compare unit values; classes and
// case folding stay ASCII.
//
// git's early exits. dowild() returns WM_ABORT_ALL when the text runs out before a non-star
// token or a star has tried every position to the end, and WM_ABORT_TO_STARSTAR when a single
// `*` cannot reach past a `/`; the callers then stop trying further positions of their own
// stars (all of them, or those up to the nearest `**`). They prune only choices that must fail,
// so the answer is the plain regular language's:
//   - every token but a star run takes exactly one unit, so the stretch between two stars has a
//     fixed length (a `*/` that jumps to the next `/` moves monotonically with its start): an
//     outer star that moves on only starts the inner stars later, on fewer positions than
//     those already tried (ABORT_ALL). The skipped `/` of `/**/X` is covered too: X at a later
//     start s is "/X" at s - 1, a position the `**` already tried.
//   - a single `*` never crosses `/`, and `?`, brackets and literals other than `/` never match
//     `/` under WM_PATHNAME, so the single stars before an inner `*` up to the last `**` cannot
//     move it into another component; later starts in the same component are a subset of the
//     positions it tried (ABORT_TO_STARSTAR).
//   - a malformed bracket aborts whenever it is reached, and every match reaches every token.
// The differential test against git itself (tests/glob_git_differential_test.cc) checks this.

#include <cstddef>
#include <string_view>
#include <vector>

#include "src/glob/dialects.h"
#include "src/glob/units.h"

namespace wtf8::internal::glob {

namespace {

bool is_upper(Unit u) { return u >= 'A' && u <= 'Z'; }

// git's POSIX classes (its own locale-free ctype, ASCII only). False for an unknown name.
bool add_class(std::basic_string_view<Unit> name, bool casefold, UnitSet& set) {
  auto is = [&](const char* want) {
    std::size_t i = 0;
    for (; want[i] != '\0'; ++i) {
      if (i >= name.size() || name[i] != static_cast<Unit>(want[i])) return false;
    }
    return i == name.size();
  };
  if (is("alnum")) {
    set.add('0', '9');
    set.add('A', 'Z');
    set.add('a', 'z');
  } else if (is("alpha")) {
    set.add('A', 'Z');
    set.add('a', 'z');
  } else if (is("blank")) {
    set.add(' ');
    set.add('\t');
  } else if (is("cntrl")) {
    set.add(0x00, 0x1F);
    set.add(0x7F);
  } else if (is("digit")) {
    set.add('0', '9');
  } else if (is("graph")) {
    set.add(0x21, 0x7E);
  } else if (is("lower")) {
    set.add('a', 'z');
  } else if (is("print")) {
    set.add(0x20, 0x7E);
  } else if (is("punct")) {
    set.add(0x21, 0x2F);
    set.add(0x3A, 0x40);
    set.add(0x5B, 0x60);
    set.add(0x7B, 0x7E);
  } else if (is("space")) {
    // git's ctype: TAB, LF, CR and space; not VT (0x0B) or FF (0x0C).
    set.add('\t', '\n');
    set.add('\r');
    set.add(' ');
  } else if (is("upper")) {
    set.add('A', 'Z');
    // Under WM_CASEFOLD the text unit was lowered first, and git lets a lower-case letter
    // through explicitly.
    if (casefold) set.add('a', 'z');
  } else if (is("xdigit")) {
    set.add('0', '9');
    set.add('A', 'F');
    set.add('a', 'f');
  } else {
    return false;
  }
  return true;
}

// Under WM_CASEFOLD git tests the lowered text unit against `tested`; the units that pass are
// those whose ASCII lower case is in it.
UnitSet text_lowered_into(const UnitSet& tested) {
  UnitSet out = tested;
  out.remove('A', 'Z');
  for (Unit u = 'a'; u <= 'z'; ++u) {
    if (tested.contains(u)) out.add(u - 32);
  }
  return out;
}

class GitParser {
 public:
  GitParser(const std::vector<Unit>& p, UnitKind kind, bool pathname, bool casefold, Ast& ast)
      : p_(p),
        n_(p.size()),
        max_(max_unit(kind)),
        pathname_(pathname),
        casefold_(casefold),
        ast_(ast) {
    everything_ = UnitSet::all(max_);
    step_ = everything_;
    if (pathname_) step_.remove('/');
  }

  // The whole pattern; `nothing()` when git would never match it.
  NodeId parse() {
    std::vector<NodeId> seq;
    std::size_t i = 0;
    while (i < n_) {
      const Unit c = p_[i];
      if (c == '*') {
        seq.push_back(star_run(i));
      } else if (c == '?') {
        seq.push_back(ast_.unit(step_));
        ++i;
      } else if (c == '[') {
        UnitSet set;
        if (!bracket(i, set)) return ast_.nothing();
        seq.push_back(ast_.unit(set));
      } else if (c == '\\') {
        if (i + 1 >= n_) return ast_.nothing();  // a trailing `\` compares against the NUL
        seq.push_back(literal(p_[i + 1], /*escaped=*/true));
        i += 2;
      } else {
        seq.push_back(literal(c, /*escaped=*/false));
        ++i;
      }
    }
    return ast_.concat(std::move(seq));
  }

 private:
  NodeId literal(Unit c, bool escaped) {
    if (!casefold_) return ast_.unit(UnitSet::of(c));
    // A plain literal is lowered like the text; an escaped one is compared as written, so an
    // escaped capital never equals a lowered text unit.
    const Unit tested = (!escaped && is_upper(c)) ? c + 32 : c;
    return ast_.unit(text_lowered_into(UnitSet::of(tested)));
  }

  // The run of stars at `i`; moves `i` past what it consumed.
  NodeId star_run(std::size_t& i) {
    std::size_t j = i;
    while (j < n_ && p_[j] == '*') ++j;
    const bool double_star = j - i >= 2;
    const bool after_slash = i == 0 || p_[i - 1] == '/';
    const bool before_slash =
        j == n_ || p_[j] == '/' || (p_[j] == '\\' && j + 1 < n_ && p_[j + 1] == '/');
    i = j;
    if (!pathname_) return ast_.star(ast_.unit(everything_));
    if (!(double_star && after_slash && before_slash)) return ast_.star(ast_.unit(step_));
    if (j < n_ && p_[j] == '/') {
      // `**/`: any units ending in `/`, or none at all (the `/` skipped).
      i = j + 1;
      return ast_.opt(
          ast_.concat({ast_.star(ast_.unit(everything_)), ast_.unit(UnitSet::of('/'))}));
    }
    return ast_.star(ast_.unit(everything_));
  }

  // The bracket expression at `i` (p_[i] is `[`). On success `set` is what it matches and `i`
  // is past its `]`; false when it is malformed (the pattern then never matches).
  bool bracket(std::size_t& i, UnitSet& set) {
    std::size_t k = i + 1;
    if (k >= n_) return false;
    bool negated = false;
    if (p_[k] == '!' || p_[k] == '^') {
      negated = true;
      ++k;
    }
    // The units git accepts, tested against the (under WM_CASEFOLD: lowered) text unit.
    UnitSet tested;
    Unit prev = 0;  // the previous member a `-` can start a range from; 0: none
    for (;;) {
      if (k >= n_) return false;
      Unit ch = p_[k];
      if (ch == '\\') {
        if (++k >= n_) return false;
        ch = p_[k];
        tested.add(ch);
      } else if (ch == '-' && prev != 0 && k + 1 < n_ && p_[k + 1] != ']') {
        Unit hi = p_[++k];
        if (hi == '\\') {
          if (++k >= n_) return false;
          hi = p_[k];
        }
        if (prev <= hi) tested.add(prev, hi);
        if (casefold_) {
          // git retries a (lowered) letter in upper case.
          for (Unit u = 'a'; u <= 'z'; ++u) {
            if (u - 32 >= prev && u - 32 <= hi) tested.add(u);
          }
        }
        ch = 0;
      } else if (ch == '[' && k + 1 < n_ && p_[k + 1] == ':') {
        const std::size_t name = k + 2;
        std::size_t end = name;
        while (end < n_ && p_[end] != ']') ++end;
        if (end >= n_) return false;
        if (end == name || p_[end - 1] != ':') {
          // No `:]` before the `]`: a plain `[`; the `:` after it is read as the next member.
          tested.add('[');
        } else {
          if (!add_class(std::basic_string_view<Unit>(p_.data() + name, end - 1 - name), casefold_,
                         tested)) {
            return false;
          }
          k = end;
          ch = 0;
        }
      } else {
        tested.add(ch);
      }
      prev = ch;
      if (++k >= n_) return false;
      if (p_[k] == ']') break;
    }
    set = casefold_ ? text_lowered_into(tested) : tested;
    if (negated) set = set.complement(max_);
    if (pathname_) set.remove('/');
    i = k + 1;
    return true;
  }

  const std::vector<Unit>& p_;
  const std::size_t n_;
  const Unit max_;
  const bool pathname_;
  const bool casefold_;
  Ast& ast_;
  UnitSet everything_;
  UnitSet step_;
};

}  // namespace

absl::Status parse_git(Wtf8View pattern, GlobProgram& program) {
  PatternUnits units = pattern_units(program.kind, pattern.data(), pattern.size());
  std::vector<Unit>& p = units.units;
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (p[i] == 0) {
      p.resize(i);  // git reads the pattern as a C string
      break;
    }
  }
  program.prep = GlobPathPrep::kNone;
  GitParser parser(p, program.kind, program.options.pathname, case_insensitive(program.options),
                   program.ast);
  program.ast.set_root(parser.parse());
  return absl::OkStatus();
}

}  // namespace wtf8::internal::glob
