// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/pattern.h
// -----------------------------------------------------------------------------
//
// The patterns `Wtf8View::find`, `split`, `match_indices`, `trim_matches`, ... accept, and the two
// pattern kinds users can name here: `CodePointSet` and the `ScalarPredicate` adaptor.
//
// A pattern, whatever its kind, answers one question (like Abseil's Delimiter): given a haystack
// and a position, where is the next match, as an index range [begin, end) inside the haystack, or
// is there none? It answers from either end (for `rfind`, `rsplit`, `rmatch_indices`) and anchored
// at a position (for `starts_with`, `strip_prefix`, `trim_start_matches`). Indices are byte offsets
// in the haystack's index space (see `Wtf8View::slice`), and a match's extent can differ from the
// pattern's byte length: U+DC00 (3 bytes) matches the trail half of U+10000 as [2, 4).
//
// The pattern kinds:
//   Wtf8View, Wtf8Buf   a string of code points, matched as the naive search over UTF-16 code
//                       units would match it. A surrogate at either end of the needle matches a
//                       lone surrogate in any representation, including half of a supplementary
//                       character: U+DC00 matches in "\U00010000" at [2, 4). The needle may
//                       itself begin with a split trail or end with a split lead surrogate. The
//                       empty string matches at every code point boundary (0, each code point's
//                       start, the size; never between the halves of a supplementary character).
//                       A `Wtf8View` needle must outlive a range made from it; a temporary
//                       `Wtf8Buf` needle is moved into the range.
//   Finder              a needle prepared once (wtf8/finder.h): matches what its needle matches,
//                       without preparing it again. Copied into a range (it is small); its
//                       needle must outlive the range.
//   CodePoint           the one-code-point string: `CodePoint` U+D800 finds exactly what the
//                       `Wtf8View` "\u{D800}" finds, including the lead half of U+10000 ([0, 2)).
//   char                an ASCII character (a non-ASCII `char` is no code point: it matches
//                       nothing; a search never aborts on a runtime byte).
//   "text"              a string literal (any NUL-terminated `const char*`, up to its first NUL)
//                       that is valid UTF-8, matched as the `Wtf8View` of its bytes:
//                       `s.find("GZ")`. Checked when the search runs; one that is not UTF-8 aborts
//                       naming the byte offset (never a silent mismatch). For a compile-time check
//                       or lone surrogates use `"..."_wtf8` (wtf8/literals.h). Borrowed: a range
//                       made from a pointer into a temporary dangles; literals live forever.
//   u8"text", u8'x'     (C++20) the same as "text" and an ASCII char: `char8_t` text is read as
//                       the same bytes, not converted.
//   CodePointSet        any code point in the set (see "Predicates" below). A range borrows an
//                       lvalue set, which must outlive it, and keeps a temporary one.
//   callable            anything invocable as `bool(CodePoint)`: a lambda, a function pointer,
//                       `ScalarPredicate`. It is copied into ranges made from it.
//
// Predicates (sets and callables) see whole code points: a supplementary character such as U+1F600
// is one code point spanning 4 bytes, never two surrogate halves, and a lone surrogate, canonical
// or split at either end of the view, is the surrogate code point. So a predicate that accepts
// `is_surrogate()` finds lone surrogates only, while the `CodePoint` pattern U+DC00 also matches
// the trail half of a supplementary character. A predicate match is always one whole code point.
//
// Example:
//   auto path = wtf8::Wtf8Buf::from_utf16(u"C:\\dir/x\xD800.txt");
//   path.find(wtf8::CodePointSet::from_ascii("/\\"));          // 2
//   path.rfind('.');                                            // 11
//   path.find("dir");                                           // 3
//   path.find([](wtf8::CodePoint c) { return c.is_surrogate(); });  // 8
//   path.find(wtf8::CodePoint::from_u32_unchecked(0xD800));     // 8

#ifndef WTF8_PATTERN_H_
#define WTF8_PATTERN_H_

#include <algorithm>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <iterator>
#include <optional>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "wtf8/code_point.h"
#include "wtf8/internal/config.h"

namespace wtf8 {

class Wtf8View;
class Wtf8Buf;
class Finder;  // wtf8/finder.h

// A set of code points, usable as a pattern (any member matches) and as a predicate. Membership
// of an ASCII code point is one bit test; other code points are binary-searched in a sorted
// array. Copyable; immutable once built.
//
// Example:
//   wtf8::CodePointSet seps = wtf8::CodePointSet::from_ascii("/\\");
//   seps.contains(*wtf8::CodePoint::from_ascii('/'));   // true
//   wtf8::CodePointSet odd{wtf8::CodePoint::from_u32_unchecked(0xD800)};
//   odd(wtf8::CodePoint::from_u32_unchecked(0xD800));   // true: a set is also a predicate
class CodePointSet {
 public:
  // The empty set (matches nothing).
  CodePointSet() = default;
  // The listed code points (duplicates are fine).
  CodePointSet(std::initializer_list<CodePoint> code_points) {
    for (const CodePoint cp : code_points) insert(cp);
    finish();
  }
  // Every code point of a range of `CodePoint`, e.g. `CodePointSet(view.code_points())`.
  template <typename Range, typename = std::enable_if_t<std::is_convertible_v<
                                decltype(*std::begin(std::declval<const Range&>())), CodePoint>>>
  explicit CodePointSet(const Range& code_points) {
    for (const CodePoint cp : code_points) insert(cp);
    finish();
  }
  // The ASCII characters of `chars`. A byte 0x80..0xFF is not a code point on its own, so it adds
  // nothing (as a non-ASCII `char` pattern matches nothing); build a set of other characters from
  // `CodePoint`s. Example: `CodePointSet::from_ascii(" \t\r\n").size() == 4`;
  // `CodePointSet::from_ascii("a\xC3").size() == 1`.
  [[nodiscard]] static CodePointSet from_ascii(std::string_view chars) {
    CodePointSet set;
    for (const char c : chars) {
      if (const std::optional<CodePoint> cp = CodePoint::from_ascii(c)) set.insert(*cp);
    }
    return set;
  }

  // Whether `cp` is in the set.
  bool contains(CodePoint cp) const noexcept {
    const uint32_t v = cp.value();
    if (v < 128) return (ascii_[v >> 6] >> (v & 63)) & 1u;
    return std::binary_search(others_.begin(), others_.end(), v);
  }
  // `contains(cp)`: a set is a predicate.
  bool operator()(CodePoint cp) const noexcept { return contains(cp); }

  // Number of distinct code points in the set.
  std::size_t size() const noexcept {
    return static_cast<std::size_t>(internal::popcount64(ascii_[0]) +
                                    internal::popcount64(ascii_[1])) +
           others_.size();
  }
  bool empty() const noexcept { return size() == 0; }

 private:
  void insert(CodePoint cp) {
    const uint32_t v = cp.value();
    if (v < 128) {
      ascii_[v >> 6] |= uint64_t{1} << (v & 63);
    } else {
      others_.push_back(v);
    }
  }
  void finish() {
    std::sort(others_.begin(), others_.end());
    others_.erase(std::unique(others_.begin(), others_.end()), others_.end());
  }

  uint64_t ascii_[2] = {0, 0};
  std::vector<uint32_t> others_;  // sorted, distinct, all >= U+0080
};

// Adapts a predicate on Unicode scalar values (`bool(char32_t)`, e.g. a Unicode property lookup)
// into a code point predicate: it is asked about every code point that is a scalar value; a lone
// surrogate never matches.
//
// Example:
//   auto is_space = wtf8::ScalarPredicate([](char32_t c) { return c == U' ' || c == U'\u3000'; });
//   wtf8::Wtf8Buf::from_utf16(u"a\x3000\xD800").find(is_space);   // 1
template <typename F>
class ScalarPredicate {
 public:
  explicit ScalarPredicate(F f) : f_(std::move(f)) {}
  bool operator()(CodePoint cp) const {
    const std::optional<char32_t> c = cp.to_scalar();
    return c.has_value() && static_cast<bool>(std::invoke(f_, *c));
  }

 private:
  F f_;
};

namespace internal {

// ---- pattern -> matcher -------------------------------------------------------------------------
// Each pattern kind becomes a matcher (defined in wtf8/internal/core/search_ranges.h). Matchers
// made from lvalues borrow the pattern; a temporary `Wtf8Buf` or `CodePointSet` is moved in, and
// callables are copied, so a range never refers to a dead pattern.

template <typename F>
class FinderMatcher;  // a Finder: a Wtf8View's, an lvalue Wtf8Buf's or a literal's bytes, or a
                      // Finder given as the pattern
template <typename Storage>
class NeedleMatcher;
struct OwnedNeedle;   // a temporary Wtf8Buf's bytes, moved in
struct InlineNeedle;  // a CodePoint or char, encoded in place
class CharMatcher;    // an ASCII char; a non-ASCII one matches nothing
template <typename Predicate>
class PredicateMatcher;

template <typename T>
inline constexpr bool kDependentFalse = false;

template <typename P, typename D = std::decay_t<P>, typename = void>
struct MatcherSelect {
  static_assert(kDependentFalse<P>,
                "not a wtf8 pattern: use a Wtf8View, Wtf8Buf, CodePoint, ASCII char, UTF-8 string "
                "literal, \"...\"_wtf8, CodePointSet or a callable bool(CodePoint); for a "
                "std::string, make a view with Wtf8View::from_utf8 or Wtf8View::from_wtf8");
};
template <typename P>
struct MatcherSelect<P, Wtf8View> {
  using type = FinderMatcher<Finder>;
};
template <typename P>
struct MatcherSelect<P, Finder> {
  using type = FinderMatcher<Finder>;
};
template <typename P>
struct MatcherSelect<P, Wtf8Buf> {
  using type = std::conditional_t<std::is_lvalue_reference_v<P>, FinderMatcher<Finder>,
                                  NeedleMatcher<OwnedNeedle>>;
};
template <typename P>
struct MatcherSelect<P, CodePoint> {
  using type = NeedleMatcher<InlineNeedle>;
};
template <typename P>
struct MatcherSelect<P, char> {
  using type = CharMatcher;
};
// A string literal (or any NUL-terminated `const char*`): its bytes up to the first NUL, borrowed.
template <typename P>
struct MatcherSelect<P, const char*> {
  using type = FinderMatcher<Finder>;
};
template <typename P>
struct MatcherSelect<P, char*> {
  using type = FinderMatcher<Finder>;
};
#if WTF8_HAVE_CHAR8_T
// C++20: a `u8"..."` literal and a `u8'x'` character, read as the same bytes.
template <typename P>
struct MatcherSelect<P, const char8_t*> {
  using type = FinderMatcher<Finder>;
};
template <typename P>
struct MatcherSelect<P, char8_t*> {
  using type = FinderMatcher<Finder>;
};
template <typename P>
struct MatcherSelect<P, char8_t> {
  using type = CharMatcher;
};
#endif
template <typename P>
struct MatcherSelect<P, CodePointSet> {
  using type = std::conditional_t<std::is_lvalue_reference_v<P>,
                                  PredicateMatcher<std::reference_wrapper<const CodePointSet>>,
                                  PredicateMatcher<CodePointSet>>;
};
template <typename D>
using IsPredicatePattern = std::conjunction<
    std::negation<std::is_same<D, Wtf8View>>, std::negation<std::is_same<D, Wtf8Buf>>,
    std::negation<std::is_same<D, Finder>>, std::negation<std::is_same<D, CodePoint>>,
    std::negation<std::is_same<D, char>>, std::negation<std::is_same<D, CodePointSet>>,
    std::negation<std::is_same<D, const char*>>, std::negation<std::is_same<D, char*>>,
    std::is_invocable_r<bool, const D&, CodePoint>>;
template <typename P, typename D>
struct MatcherSelect<P, D, std::enable_if_t<IsPredicatePattern<D>::value>> {
  using type = PredicateMatcher<D>;
};

// The matcher a pattern of type P (as deduced by a forwarding reference) turns into.
template <typename P>
using MatcherFor = typename MatcherSelect<P>::type;

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_PATTERN_H_
