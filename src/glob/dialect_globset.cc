// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The globset dialect: Rust's `globset` 0.4.9, `GlobBuilder::new(p).build()?.compile_matcher()`
// then `is_match(path)` on Unix. globset parses the pattern into tokens, turns them into a regex
// for the `regex` crate's `bytes::Regex` with `(?-u)` (byte semantics) and matches that against
// the path's bytes; this file parses the same way and lowers the same tokens to the shared AST.
// The rules, as implemented (and as 0.4.9 does them, quirks included):
//
// Tokens, read one code point at a time:
//   `?`   one unit (`[^/]` with literal_separator)          `*`  any run of units (`[^/]*` with
//                                                              literal_separator)
//   `\c`  the code point c, whatever it is (backslash_escape, on by default); a `\` at the end
//         is an error; with backslash_escape off `\` is an ordinary character.
//   `{a,b,...}` any of the alternatives. A `{` inside braces is an error (no nesting), an
//         unclosed `{` is an error, a `,` outside braces is an ordinary character and a `}`
//         outside braces is an empty group (so `a}b` matches `ab`). Alternatives with no tokens
//         are dropped from the group, and a group left with none matches the empty string: `{}`
//         and `{,}` match "", `{a,}` matches only `a`.
//   `[...]` a class: `!` or `^` first negates; a `]` or `-` first is a member; `x-y` a range
//         (y < x is an error); a `-` last is a member; `\` is an ordinary member (no escapes in
//         classes) and there are no POSIX classes. globset's range rule is kept exactly: after a
//         completed range another `-c` extends that range's end (`[a-b-c]` is `[a-c]`). An
//         unclosed `[` is an error, so are `[]` and `[!]` (the `]` there is a member).
//         literal_separator does not affect classes: `[/]` and `[!a]` match `/`.
//   `**`  recursive only as a whole component, decided from the previous raw code point (the one
//         before the first `*`, escapes and classes not looked through) and the next one:
//         - at the start of the pattern (or of an alternative), followed by `/` or the end:
//           "any leading directories", `(?:/?|.*/)`, the `/` consumed;
//         - after `/` (or, inside braces, after a `{` or `,` that is raw text but not syntax,
//           being escaped: `{a\,**}` is `{a/**}`), followed by the end (or `,`/`}` inside
//           braces): the previous token (the `/`, or whatever it is) becomes "a `/` and
//           anything", `/.*`, so `x/**` matches `x/` and `x/y/z` but not `x`;
//         - after `/`, followed by `/`: the previous token becomes "`/` or `/.../`", `(?:/|/.*/)`;
//         - a recursive token replacing a leading recursive token keeps the leading one
//           (`**/**` is `**`), a pattern that is only the leading one matches everything;
//         - anywhere else `**` is two `*`, and `***` is three: never recursive.
//   anything else, `/` included, is a literal code point.
// Errors (`InvalidArgument`, naming the byte offset): an unclosed class (the `[`), an invalid
// range (its first code point), a nested `{` (that `{`), an unclosed `{` (that `{`), a dangling
// `\` (the `\`). globset reports them in this order of discovery, scanning left to right; an
// unclosed `{` only once the whole pattern has parsed.
//
// Units. globset matches bytes: the regex translates each pattern character to its UTF-8 bytes,
// `?` and each step of `*` are one byte, and a class is a class of bytes built from the text
// `[` + escaped bytes + `]`: a member `é` is the two bytes C3 and A9, a range `à-é` (C3 A0 - C3
// A9) is the byte C3, the bytes A0..C3 and the byte A9. That is what kByte reproduces; the other
// units generalise it: a code point is its units in the chosen unit (one code point, or one or two
// UTF-16 units), a class member stands for each of its units, and a range x-y for x's units but
// the last, the units from x's last to y's first, and y's units but the first (so a range of
// one-unit code points is the plain range; a piece whose ends are reversed as units, which only a
// supplementary range in kUtf16 or one ending at a PEP 383 escape in kByte can produce, adds
// nothing). A PEP 383 escape U+DC80..U+DCFF in the pattern is, in kByte, the one byte it stands
// for (globset cannot take such a pattern: it takes `&str`); ranges are checked on code points.
//
// Case (case_insensitive): globset adds `(?i)` to a `(?-u)` regex, which folds ASCII letters
// only: `É` (C3 89) does not match `é` (C3 A9). Literals and classes fold (a class is folded
// before it is negated, so `(?i)[!a]` matches neither `a` nor `A`); `?`, `*` and `**` are
// unchanged.

#include "src/glob/dialect_globset.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "src/glob/dialects.h"
#include "src/glob/units.h"
#include "src/internal/errors.h"

namespace wtf8::internal::glob {

namespace {

constexpr std::string_view kWhat = "glob pattern (globset)";
constexpr Unit kSlash = '/';

enum class TokenKind : uint8_t {
  kLiteral,
  kAny,
  kZeroOrMore,
  kRecursivePrefix,      // `**/` at the start: `(?:/?|.*/)`
  kRecursiveSuffix,      // `/**` at the end: `/.*`
  kRecursiveZeroOrMore,  // `/**/`: `(?:/|/.*/)`
  kClass,
  kAlternates,
};

struct Token {
  TokenKind kind = TokenKind::kLiteral;
  uint32_t code_point = 0;                            // kLiteral
  bool negated = false;                               // kClass
  std::vector<std::pair<uint32_t, uint32_t>> ranges;  // kClass, in code points
  std::vector<std::vector<Token>> alternatives;       // kAlternates
};

Token simple(TokenKind kind) {
  Token t;
  t.kind = kind;
  return t;
}

// globset's parser, step for step: a stack of token lists (the pattern, then the alternatives
// of the open brace group), the current and previous code point.
class Parser {
 public:
  Parser(const PatternUnits& code_points, bool backslash_escape)
      : cps_(code_points), backslash_escape_(backslash_escape) {
    stack_.emplace_back();
  }

  absl::Status parse() {
    while (bump()) {
      const std::size_t at = cur_offset_;
      absl::Status status;
      switch (*cur_) {
        case '?':
          push(simple(TokenKind::kAny));
          break;
        case '*':
          parse_star();
          break;
        case '[':
          status = parse_class();
          break;
        case '{':
          if (stack_.size() > 1) return error("nested alternate group", at);
          stack_.emplace_back();
          open_brace_offset_ = at;
          break;
        case '}':
          pop_alternates();
          break;
        case ',':
          if (stack_.size() <= 1) {
            push(literal(','));
          } else {
            stack_.emplace_back();
          }
          break;
        case '\\':
          if (!backslash_escape_) {
            push(literal('\\'));
          } else if (!bump()) {
            return error("dangling escape '\\'", at);
          } else {
            push(literal(*cur_));
          }
          break;
        default:
          push(literal(*cur_));
          break;
      }
      if (!status.ok()) return status;
    }
    if (stack_.size() > 1) return error("unclosed alternate group", open_brace_offset_);
    return absl::OkStatus();
  }

  std::vector<Token>& tokens() { return stack_.front(); }

 private:
  static Token literal(uint32_t cp) {
    Token t;
    t.code_point = cp;
    return t;
  }
  static absl::Status error(std::string_view reason, std::size_t offset) {
    return invalid_input_at(kWhat, reason, offset);
  }

  // Moves to the next code point; false at the end (where the current one becomes none).
  bool bump() {
    prev_ = cur_;
    if (pos_ < cps_.size()) {
      cur_ = cps_.units[pos_];
      cur_offset_ = cps_.offsets[pos_];
      ++pos_;
    } else {
      cur_.reset();
    }
    return cur_.has_value();
  }
  std::optional<uint32_t> peek() const {
    if (pos_ < cps_.size()) return cps_.units[pos_];
    return std::nullopt;
  }

  void push(Token t) { stack_.back().push_back(std::move(t)); }

  // `}`: every open alternative becomes one group token; outside braces an empty group.
  void pop_alternates() {
    Token group = simple(TokenKind::kAlternates);
    while (stack_.size() >= 2) {
      group.alternatives.push_back(std::move(stack_.back()));
      stack_.pop_back();
    }
    push(std::move(group));
  }

  // Called with the first `*` current.
  void parse_star() {
    const std::optional<uint32_t> prev = prev_;
    if (peek() != std::optional<uint32_t>('*')) {
      push(simple(TokenKind::kZeroOrMore));
      return;
    }
    bump();  // the second `*`
    const auto two_stars = [&] {
      push(simple(TokenKind::kZeroOrMore));
      push(simple(TokenKind::kZeroOrMore));
    };
    if (stack_.back().empty()) {
      // At the start of the pattern or of an alternative.
      const std::optional<uint32_t> next = peek();
      if (next.has_value() && *next != kSlash) {
        two_stars();
      } else {
        push(simple(TokenKind::kRecursivePrefix));
        bump();  // the `/`, if any
      }
      return;
    }
    if (prev != std::optional<uint32_t>(kSlash)) {
      const bool after_group_start = stack_.size() > 1 && (prev == std::optional<uint32_t>(',') ||
                                                           prev == std::optional<uint32_t>('{'));
      if (!after_group_start) {
        two_stars();
        return;
      }
    }
    const std::optional<uint32_t> next = peek();
    bool is_suffix;
    if (!next.has_value()) {
      is_suffix = true;
    } else if ((*next == ',' || *next == '}') && stack_.size() >= 2) {
      is_suffix = true;
    } else if (*next == kSlash) {
      bump();
      is_suffix = false;
    } else {
      two_stars();
      return;
    }
    // The token before (normally the `/`) is replaced; a recursive prefix or suffix there stays.
    const TokenKind before = stack_.back().back().kind;
    stack_.back().pop_back();
    if (before == TokenKind::kRecursivePrefix || before == TokenKind::kRecursiveSuffix) {
      push(simple(before));
    } else {
      push(simple(is_suffix ? TokenKind::kRecursiveSuffix : TokenKind::kRecursiveZeroOrMore));
    }
  }

  // Called with the `[` current.
  absl::Status parse_class() {
    const std::size_t open_at = cur_offset_;
    Token t = simple(TokenKind::kClass);
    if (peek() == std::optional<uint32_t>('!') || peek() == std::optional<uint32_t>('^')) {
      bump();
      t.negated = true;
    }
    std::size_t last_range_at = 0;
    bool first = true;
    bool in_range = false;
    const auto extend_last = [&](uint32_t end) -> absl::Status {
      t.ranges.back().second = end;
      if (end < t.ranges.back().first) return error("invalid character range", last_range_at);
      return absl::OkStatus();
    };
    for (;;) {
      if (!bump()) return error("unclosed character class", open_at);
      const uint32_t c = *cur_;
      if (c == ']' && !first) break;
      if (c == '-' && !first) {
        if (in_range) {
          absl::Status s = extend_last('-');
          if (!s.ok()) return s;
          in_range = false;
        } else {
          in_range = true;
        }
      } else if (in_range) {
        absl::Status s = extend_last(c);
        if (!s.ok()) return s;
        in_range = false;
      } else {
        // A member; a `]` or `-` first lands here too.
        t.ranges.emplace_back(c, c);
        last_range_at = cur_offset_;
      }
      first = false;
    }
    if (in_range) t.ranges.emplace_back('-', '-');
    push(std::move(t));
    return absl::OkStatus();
  }

  const PatternUnits& cps_;
  const bool backslash_escape_;
  std::size_t pos_ = 0;
  std::optional<uint32_t> cur_;
  std::optional<uint32_t> prev_;
  std::size_t cur_offset_ = 0;
  std::size_t open_brace_offset_ = 0;
  std::vector<std::vector<Token>> stack_;
};

// The units of one code point in `kind` (at most four).
struct CodePointUnits {
  Unit units[4];
  std::size_t size = 0;
};
CodePointUnits units_of(UnitKind kind, uint32_t cp) {
  CodePointUnits out;
  emit_code_point(kind, cp, 0, [&](Unit u, std::size_t) { out.units[out.size++] = u; });
  return out;
}

// Turns tokens into AST nodes, as globset's `tokens_to_regex` turns them into regex text.
class Lowering {
 public:
  Lowering(Ast& ast, UnitKind kind, bool literal_separator, bool fold)
      : ast_(ast), kind_(kind), fold_(fold) {
    any_ = UnitSet::all(max_unit(kind));
    step_ = any_;
    if (literal_separator) step_.remove(kSlash);
  }

  NodeId root(const std::vector<Token>& tokens) {
    // A pattern that is only `**` (or `**/`) matches everything.
    if (tokens.size() == 1 && tokens[0].kind == TokenKind::kRecursivePrefix) {
      return ast_.star(ast_.unit(any_));
    }
    return sequence(tokens);
  }

 private:
  NodeId sequence(const std::vector<Token>& tokens) {
    std::vector<NodeId> parts;
    parts.reserve(tokens.size());
    for (const Token& t : tokens) parts.push_back(token(t));
    return ast_.concat(std::move(parts));
  }

  NodeId slash() { return ast_.unit(UnitSet::of(kSlash)); }
  NodeId anything() { return ast_.star(ast_.unit(any_)); }

  NodeId token(const Token& t) {
    switch (t.kind) {
      case TokenKind::kLiteral: {
        const CodePointUnits u = units_of(kind_, t.code_point);
        std::vector<NodeId> parts;
        for (std::size_t i = 0; i < u.size; ++i) {
          parts.push_back(ast_.unit(fold_ ? ascii_case_set(u.units[i]) : UnitSet::of(u.units[i])));
        }
        return ast_.concat(std::move(parts));
      }
      case TokenKind::kAny:
        return ast_.unit(step_);
      case TokenKind::kZeroOrMore:
        return ast_.star(ast_.unit(step_));
      case TokenKind::kRecursivePrefix:
        // "", "/", or anything ending in "/".
        return ast_.alt({ast_.empty(), slash(), ast_.concat({anything(), slash()})});
      case TokenKind::kRecursiveSuffix:
        return ast_.concat({slash(), anything()});
      case TokenKind::kRecursiveZeroOrMore:
        return ast_.alt({slash(), ast_.concat({slash(), anything(), slash()})});
      case TokenKind::kClass:
        return ast_.unit(class_set(t));
      case TokenKind::kAlternates: {
        std::vector<NodeId> choices;
        for (const std::vector<Token>& a : t.alternatives) {
          if (!a.empty()) choices.push_back(sequence(a));
        }
        if (choices.empty()) return ast_.empty();
        return ast_.alt(std::move(choices));
      }
    }
    return ast_.nothing();
  }

  // The class globset's regex text `[x-y...]` denotes, over units (see the header comment).
  UnitSet class_set(const Token& t) const {
    UnitSet set;
    for (const auto& [lo, hi] : t.ranges) {
      const CodePointUnits a = units_of(kind_, lo);
      if (lo == hi) {
        for (std::size_t i = 0; i < a.size; ++i) set.add(a.units[i]);
        continue;
      }
      const CodePointUnits b = units_of(kind_, hi);
      for (std::size_t i = 0; i + 1 < a.size; ++i) set.add(a.units[i]);
      set.add(a.units[a.size - 1], b.units[0]);  // nothing when reversed
      for (std::size_t i = 1; i < b.size; ++i) set.add(b.units[i]);
    }
    if (fold_) set = ascii_case_closure(set);
    if (t.negated) set = set.complement(max_unit(kind_));
    return set;
  }

  Ast& ast_;
  UnitKind kind_;
  bool fold_;
  UnitSet any_;
  UnitSet step_;
};

// globset's `Tokens::to_regex_with` (the text `Glob::regex` returns), for the tests.
class RegexText {
 public:
  explicit RegexText(bool literal_separator) : literal_separator_(literal_separator) {}

  void sequence(const std::vector<Token>& tokens, std::string& out) const {
    for (const Token& t : tokens) token(t, out);
  }

 private:
  // A code point as regex text: ASCII escaped as `regex::escape` does, other code points as
  // `\xNN` per byte of their (WTF-8) encoding.
  static void literal(uint32_t cp, std::string& out) {
    if (cp < 0x80) {
      if (std::string_view("\\.+*?()|[]{}^$#&-~").find(static_cast<char>(cp)) !=
          std::string_view::npos) {
        out += '\\';
      }
      out += static_cast<char>(cp);
      return;
    }
    char buf[4];
    const std::size_t n = encode_code_point(cp, buf);
    for (std::size_t i = 0; i < n; ++i) {
      static constexpr char kHex[] = "0123456789abcdef";
      const auto b = static_cast<uint8_t>(buf[i]);
      out += "\\x";
      out += kHex[b >> 4];
      out += kHex[b & 15];
    }
  }

  void token(const Token& t, std::string& out) const {
    switch (t.kind) {
      case TokenKind::kLiteral:
        literal(t.code_point, out);
        return;
      case TokenKind::kAny:
        out += literal_separator_ ? "[^/]" : ".";
        return;
      case TokenKind::kZeroOrMore:
        out += literal_separator_ ? "[^/]*" : ".*";
        return;
      case TokenKind::kRecursivePrefix:
        out += "(?:/?|.*/)";
        return;
      case TokenKind::kRecursiveSuffix:
        out += "/.*";
        return;
      case TokenKind::kRecursiveZeroOrMore:
        out += "(?:/|/.*/)";
        return;
      case TokenKind::kClass:
        out += t.negated ? "[^" : "[";
        for (const auto& [lo, hi] : t.ranges) {
          literal(lo, out);
          if (lo != hi) {
            out += '-';
            literal(hi, out);
          }
        }
        out += ']';
        return;
      case TokenKind::kAlternates: {
        std::string parts;
        bool any = false;
        // The parser keeps them last first, as globset does (it pops them off its stack).
        for (auto a = t.alternatives.begin(); a != t.alternatives.end(); ++a) {
          if (a->empty()) continue;
          if (any) parts += '|';
          sequence(*a, parts);
          any = true;
        }
        if (any) out += "(" + parts + ")";
        return;
      }
    }
  }

  bool literal_separator_;
};

}  // namespace

absl::StatusOr<std::string> globset_regex(Wtf8View pattern, const GlobOptions& options) {
  const PatternUnits code_points =
      pattern_units(UnitKind::kCodePoint, pattern.data(), pattern.size());
  Parser parser(code_points, options.backslash_escape);
  absl::Status status = parser.parse();
  if (!status.ok()) return status;
  const std::vector<Token>& tokens = parser.tokens();
  std::string out = "(?-u)";
  if (options.case_mode == GlobCase::kInsensitive) out += "(?i)";
  out += '^';
  if (tokens.size() == 1 && tokens[0].kind == TokenKind::kRecursivePrefix) {
    out += ".*";
  } else {
    RegexText(options.literal_separator).sequence(tokens, out);
  }
  out += '$';
  return out;
}

absl::Status parse_globset(Wtf8View pattern, GlobProgram& program) {
  const GlobOptions& options = program.options;
  const PatternUnits code_points =
      pattern_units(UnitKind::kCodePoint, pattern.data(), pattern.size());
  Parser parser(code_points, options.backslash_escape);
  absl::Status status = parser.parse();
  if (!status.ok()) return status;
  Lowering lowering(program.ast, program.kind, options.literal_separator,
                    case_insensitive(options));
  program.ast.set_root(lowering.root(parser.tokens()));
  program.prep = GlobPathPrep::kNone;
  return absl::OkStatus();
}

}  // namespace wtf8::internal::glob
