// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The shapes of pattern that need no automaton: an AST that is all ASCII literal units, or a star
// of every unit (or of every unit but `/`) before or after ASCII literal text, is answered by
// comparing bytes (`*.c` is "ends with .c"). `classify` finds the shape; `Glob` uses it to skip
// the automaton, `GlobSet` to index patterns by hash. For the other patterns it gives the
// literal tail or head a set indexes candidates by. Internal to //:glob.

#ifndef WTF8_SRC_GLOB_SHAPE_H_
#define WTF8_SRC_GLOB_SHAPE_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "src/glob/ast.h"
#include "src/glob/units.h"

namespace wtf8::internal::glob {

enum class Shape : uint8_t {
  kOther,          // needs the automaton
  kLiteral,        // the whole path is `text`
  kSuffix,         // `*` (crossing `/`) then `text`: the path ends with it
  kSuffixNoSlash,  // `*` (not crossing `/`) then `text` (no `/` in it): ends with it, no `/`
  kPrefix,         // `text` then `*` (crossing `/`)
  kPrefixNoSlash,  // `text` then `*` (not crossing `/`): no `/` after the prefix
};

// The length of the keys GlobSet's tail and head tables index by.
inline constexpr std::size_t kKeyUnits = 4;

struct Classified {
  Shape shape = Shape::kOther;
  std::string text;  // the ASCII literal of the shape
  // kSuffix and kSuffixNoSlash only: when the text after the star is a choice of several
  // literals (`*.{c,h}`), all of them (`text` is then the first).
  std::vector<std::string> texts;
  // For kOther: the last (or else first) kKeyUnits units when the pattern ends (starts) with
  // ASCII literal text: a path can only match if it ends (starts) with them.
  std::string tail, head;
};

Classified classify(const Ast& ast, UnitKind kind);

// Whether `bytes` (the path as the automaton would read it) matches a pattern of shape
// `c.shape` other than kOther. ASCII literal units are the same bytes in every unit kind, and a
// star of every unit takes any bytes, so this is the automaton's answer.
inline bool shape_matches(const Classified& c, std::string_view bytes) {
  const std::string_view t = c.text;
  switch (c.shape) {
    case Shape::kLiteral:
      return bytes == t;
    case Shape::kSuffix:
    case Shape::kSuffixNoSlash: {
      bool any = false;
      for (const std::string& x : c.texts) {
        if (bytes.size() >= x.size() && bytes.substr(bytes.size() - x.size()) == x) {
          any = true;
          break;
        }
      }
      return any && (c.shape == Shape::kSuffix || bytes.find('/') == std::string_view::npos);
    }
    case Shape::kPrefix:
      return bytes.substr(0, t.size()) == t;
    case Shape::kPrefixNoSlash:
      return bytes.substr(0, t.size()) == t && bytes.find('/', t.size()) == std::string_view::npos;
    case Shape::kOther:
      break;
  }
  return false;
}

}  // namespace wtf8::internal::glob

#endif  // WTF8_SRC_GLOB_SHAPE_H_
