// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/search.h
// -----------------------------------------------------------------------------
//
// The lazy ranges that `Wtf8View::split`, `rsplit`, `splitn`, `rsplitn`, `split_terminator`,
// `split_inclusive`, `matches`, `match_indices`, `rmatch_indices` and `match_ranges` return (the
// members are documented in wtf8/wtf8_view.h; the patterns in wtf8/pattern.h). Each range
// computes its pieces one at a time as it is iterated: no allocation per piece, and every piece
// that is a `Wtf8View` points into the haystack (zero-copy, possibly beginning with a split trail
// or ending with a split lead surrogate when a match took half of a supplementary character).
// Their iterators are forward iterators, so range-for, `std::distance` and
// `std::vector<Wtf8View>(r.begin(), r.end())` work.
//
// wtf8/wtf8_view.h includes this header (its members return these types) and, once `Wtf8View` and
// `Wtf8Buf` are complete, the ranges' definitions (wtf8/internal/core/search_ranges.h); include
// wtf8/wtf8.h or wtf8/wtf8_view.h to use them.
//
// Lifetime: a range borrows the haystack's bytes (and a `Wtf8View` needle's bytes), which must
// outlive it and its iterators; its iterators refer to the range object, so keep the range alive
// while iterating (range-for does). Ranges cannot be made from a temporary `Wtf8Buf` haystack:
// those calls do not compile, so `for (auto p : make_buf().split(','))` cannot dangle.
//
// Example:
//   auto s = wtf8::Wtf8Buf::from_utf16(u"a,b\xD800,\U00010000");
//   for (wtf8::Wtf8View piece : s.split(',')) {
//     piece.debug_string();   // "\"a\"", then "\"b\\u{d800}\"", then "\"𐀀\""
//   }
//   for (auto [offset, m] : s.match_indices(wtf8::CodePoint::from_u32_unchecked(0xD800))) {
//     // (3, "\u{d800}") the lone surrogate, then (7, "\u{d800}") the lead half of U+10000
//   }

#ifndef WTF8_SEARCH_H_
#define WTF8_SEARCH_H_

#include "wtf8/pattern.h"

namespace wtf8 {
namespace internal {

enum class SplitKind {
  kSplit,       // pieces between matches, the last one even when empty
  kTerminator,  // the same, except that an empty last piece is skipped
  kInclusive,   // each piece ends with its match; an empty last piece is skipped
  kReverse,     // pieces between matches found right to left, the last one even when empty
};
template <typename Matcher, SplitKind Kind>
class SplitRange;

struct ProjectMatch;       // yields the matched Wtf8View
struct ProjectMatchIndex;  // yields (begin offset, matched Wtf8View)
struct ProjectMatchRange;  // yields (begin offset, end offset)
class ForwardMatchCursor;
class BackwardMatchCursor;
template <typename Matcher, typename Projection, typename Cursor>
class MatchRange;

}  // namespace internal

// The ranges, named after the Rust iterators of the same behaviour. `Matcher` is what the pattern
// turned into (wtf8/pattern.h); spell these types with `auto`.

// `split(p)` and `splitn(n, p)`: the pieces between non-overlapping matches, left to right.
template <typename Matcher>
using Split = internal::SplitRange<Matcher, internal::SplitKind::kSplit>;
template <typename Matcher>
using SplitN = internal::SplitRange<Matcher, internal::SplitKind::kSplit>;
// `split_terminator(p)`: like `split`, without an empty last piece.
template <typename Matcher>
using SplitTerminator = internal::SplitRange<Matcher, internal::SplitKind::kTerminator>;
// `split_inclusive(p)`: pieces that each end with their match.
template <typename Matcher>
using SplitInclusive = internal::SplitRange<Matcher, internal::SplitKind::kInclusive>;
// `rsplit(p)` and `rsplitn(n, p)`: the pieces between matches found right to left.
template <typename Matcher>
using RSplit = internal::SplitRange<Matcher, internal::SplitKind::kReverse>;
template <typename Matcher>
using RSplitN = internal::SplitRange<Matcher, internal::SplitKind::kReverse>;
// `matches(p)`: the matched views, left to right.
template <typename Matcher>
using Matches = internal::MatchRange<Matcher, internal::ProjectMatch, internal::ForwardMatchCursor>;
// `match_indices(p)`: (begin offset, matched view), left to right.
template <typename Matcher>
using MatchIndices =
    internal::MatchRange<Matcher, internal::ProjectMatchIndex, internal::ForwardMatchCursor>;
// `rmatch_indices(p)`: (begin offset, matched view), right to left.
template <typename Matcher>
using RMatchIndices =
    internal::MatchRange<Matcher, internal::ProjectMatchIndex, internal::BackwardMatchCursor>;
// `match_ranges(p)`: (begin offset, end offset), left to right.
template <typename Matcher>
using MatchRanges =
    internal::MatchRange<Matcher, internal::ProjectMatchRange, internal::ForwardMatchCursor>;

}  // namespace wtf8

#endif  // WTF8_SEARCH_H_
