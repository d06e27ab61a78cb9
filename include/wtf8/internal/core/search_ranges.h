// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/internal/core/search_ranges.h
// -----------------------------------------------------------------------------
//
// Internal to wtf8; included by wtf8/internal/core/wtf8_view_search-inl.h; do not include directly.
// IWYU pragma: private, include "wtf8/wtf8.h"
//
// The machinery behind wtf8/search.h and wtf8/pattern.h:
//   - matchers, one per pattern kind, each answering four questions about a haystack's bytes in
//     its index space: the first match beginning at or after an offset (`find`), the last one
//     beginning at or before one offset and ending at or before another (`rfind`), and the match
//     beginning or ending exactly at an offset (`match_at`, `match_ending_at`). Needles (views,
//     bufs, code points, chars) go to the byte-level engine (wtf8/internal/search/searcher.h);
//     predicates walk whole code points;
//   - the cursors that turn a matcher into Rust's non-overlapping left-to-right or right-to-left
//     match sequence (after an empty match, the next one must begin, resp. end, strictly after,
//     resp. before it: the empty pattern moves on by one code point and never loops);
//   - the lazy ranges and their iterators, which follow Rust's `core::str::pattern` iterators.
// Needs `Wtf8View` and `Wtf8Buf` complete.

#ifndef WTF8_INTERNAL_CORE_SEARCH_RANGES_H_
#define WTF8_INTERNAL_CORE_SEARCH_RANGES_H_

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iterator>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "wtf8/code_point.h"
#include "wtf8/internal/bytes/char8.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/internal/config.h"
#include "wtf8/internal/search/searcher.h"
#include "wtf8/pattern.h"
#include "wtf8/search.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace internal {

// ---- matchers -----------------------------------------------------------------------------------

// A needle whose bytes live elsewhere (a `Wtf8View`, an lvalue `Wtf8Buf`, a literal) or a
// `Finder` given as the pattern: the matcher is that prepared `Finder` (wtf8/finder.h), copied.
// `F` is always `Finder`; a template only so that this header does not need it complete.
template <typename F>
class FinderMatcher {
 public:
  explicit FinderMatcher(Wtf8View needle) noexcept : finder_(needle) {}
  explicit FinderMatcher(const F& finder) noexcept : finder_(finder) {}

  SearchMatch find(std::string_view haystack, std::size_t from) const noexcept {
    return internal::find_first_prepared(finder_.plan_, needle(), haystack, from);
  }
  SearchMatch rfind(std::string_view haystack, std::size_t max_begin,
                    std::size_t max_end) const noexcept {
    return internal::find_last(finder_.plan_, needle(), haystack, max_begin, max_end);
  }
  SearchMatch match_at(std::string_view haystack, std::size_t begin) const noexcept {
    return internal::match_at(finder_.plan_, needle(), haystack, begin);
  }
  SearchMatch match_ending_at(std::string_view haystack, std::size_t end) const noexcept {
    return internal::match_ending_at(finder_.plan_, needle(), haystack, end);
  }

 private:
  std::string_view needle() const noexcept { return finder_.needle_.as_bytes(); }

  F finder_;
};

struct OwnedNeedle {
  std::string bytes;
  std::string_view get() const noexcept { return bytes; }
};
struct InlineNeedle {
  char bytes[4];
  std::size_t size;
  std::string_view get() const noexcept { return {bytes, size}; }
};

// A needle the matcher owns (well-formed OMG-WTF-8 bytes held by `Storage`) and its compiled
// plan, as a `Finder` holds it. The plan holds offsets, not pointers, so the matcher may be
// copied or moved with its storage (a `Finder` would point into the old copy).
template <typename Storage>
class NeedleMatcher {
 public:
  explicit NeedleMatcher(Storage storage)
      : storage_(std::move(storage)), plan_(compile_needle(storage_.get())) {}

  SearchMatch find(std::string_view haystack, std::size_t from) const noexcept {
    return internal::find_first_prepared(plan_, storage_.get(), haystack, from);
  }
  SearchMatch rfind(std::string_view haystack, std::size_t max_begin,
                    std::size_t max_end) const noexcept {
    return internal::find_last(plan_, storage_.get(), haystack, max_begin, max_end);
  }
  SearchMatch match_at(std::string_view haystack, std::size_t begin) const noexcept {
    return internal::match_at(plan_, storage_.get(), haystack, begin);
  }
  SearchMatch match_ending_at(std::string_view haystack, std::size_t end) const noexcept {
    return internal::match_ending_at(plan_, storage_.get(), haystack, end);
  }

 private:
  Storage storage_;
  NeedlePlan plan_;
};

// A `char` pattern: an ASCII char is a one-byte needle. A byte 0x80..0xFF is never a whole code
// point, so it matches nothing (a search never aborts on runtime data).
class CharMatcher {
 public:
  explicit CharMatcher(char c)
      : ascii_(static_cast<unsigned char>(c) < 0x80), needle_(InlineNeedle{{c, 0, 0, 0}, 1}) {}

  SearchMatch find(std::string_view haystack, std::size_t from) const noexcept {
    return ascii_ ? needle_.find(haystack, from) : SearchMatch{};
  }
  SearchMatch rfind(std::string_view haystack, std::size_t max_begin,
                    std::size_t max_end) const noexcept {
    return ascii_ ? needle_.rfind(haystack, max_begin, max_end) : SearchMatch{};
  }
  SearchMatch match_at(std::string_view haystack, std::size_t begin) const noexcept {
    return ascii_ ? needle_.match_at(haystack, begin) : SearchMatch{};
  }
  SearchMatch match_ending_at(std::string_view haystack, std::size_t end) const noexcept {
    return ascii_ ? needle_.match_ending_at(haystack, end) : SearchMatch{};
  }

 private:
  bool ascii_;
  NeedleMatcher<InlineNeedle> needle_;
};

// A predicate on whole code points (wtf8/pattern.h, "Predicates"): each match is one code point,
// a supplementary character being one code point of 4 bytes and a split surrogate at either end
// of the haystack the lone surrogate it stands for.
template <typename Predicate>
class PredicateMatcher {
 public:
  explicit PredicateMatcher(Predicate predicate) : predicate_(std::move(predicate)) {}

  SearchMatch find(std::string_view haystack, std::size_t from) const {
    const char* h = haystack.data();
    const std::size_t n = haystack.size();
    std::size_t i = code_point_boundary_at_or_after(haystack, from);
    if (i == kNoMatch) return {};
    while (i < n) {
      const Decoded d = code_point_at(h, n, i);
      if (test(d.code_point)) return {i, i + d.length};
      i += d.length;
    }
    return {};
  }
  SearchMatch rfind(std::string_view haystack, std::size_t max_begin, std::size_t max_end) const {
    const char* h = haystack.data();
    const std::size_t n = haystack.size();
    // A code point beginning at or before max_begin ends at or before max_begin + 4.
    std::size_t e =
        code_point_boundary_at_or_before(haystack, std::min(max_end, add_saturating(max_begin, 4)));
    while (e > 0) {
      const Decoded d = code_point_before(h, n, e);
      const std::size_t b = e - d.length;
      if (b <= max_begin && test(d.code_point)) return {b, e};
      e = b;
    }
    return {};
  }
  SearchMatch match_at(std::string_view haystack, std::size_t begin) const {
    const char* h = haystack.data();
    const std::size_t n = haystack.size();
    if (begin >= n || classify_offset(h, n, begin) != OffsetKind::kCodePointBoundary) return {};
    const Decoded d = code_point_at(h, n, begin);
    if (!test(d.code_point)) return {};
    return {begin, begin + d.length};
  }
  SearchMatch match_ending_at(std::string_view haystack, std::size_t end) const {
    const char* h = haystack.data();
    const std::size_t n = haystack.size();
    if (end == 0 || classify_offset(h, n, end) != OffsetKind::kCodePointBoundary) return {};
    const Decoded d = code_point_before(h, n, end);
    if (!test(d.code_point)) return {};
    return {end - d.length, end};
  }

 private:
  bool test(uint32_t code_point) const {
    return static_cast<bool>(std::invoke(predicate_, CodePoint::from_u32_unchecked(code_point)));
  }

  Predicate predicate_;
};

// Prints the literal and the byte offset where it stops being UTF-8, then aborts (src/core/).
[[noreturn]] void string_pattern_not_utf8(std::string_view bytes);

// Turns a pattern into its matcher (see `MatcherSelect` in wtf8/pattern.h). Lvalue needles and
// sets are borrowed; temporaries are moved in.
template <typename P>
MatcherFor<P&&> make_matcher(P&& pattern) {
  using D = std::decay_t<P>;
  // The matcher type depends on P, so a `Finder` need only be complete where this is used.
  using M = MatcherFor<P&&>;
  if constexpr (std::is_same_v<D, Wtf8View> || std::is_same_v<D, Finder>) {
    return M(pattern);
  } else if constexpr (std::is_same_v<D, Wtf8Buf>) {
    if constexpr (std::is_lvalue_reference_v<P>) {
      return M(pattern.as_view());
    } else if constexpr (std::is_const_v<std::remove_reference_t<P>>) {
      return NeedleMatcher<OwnedNeedle>(OwnedNeedle{std::string(pattern.as_bytes())});
    } else {
      return NeedleMatcher<OwnedNeedle>(OwnedNeedle{std::move(pattern).into_bytes()});
    }
  } else if constexpr (std::is_same_v<D, CodePoint>) {
    InlineNeedle needle{};
    needle.size = encode_code_point(pattern.value(), needle.bytes);
    return NeedleMatcher<InlineNeedle>(needle);
  } else if constexpr (std::is_same_v<D, char>) {
    return CharMatcher(pattern);
  } else if constexpr (std::is_same_v<D, const char*> || std::is_same_v<D, char*>) {
    const std::string_view bytes(pattern);
    if (WTF8_PREDICT_FALSE(!is_well_formed_utf8(bytes))) string_pattern_not_utf8(bytes);
    // Invariant: UTF-8 is well-formed WTF-8 (and OMG-WTF-8).
    return M(Wtf8View::from_wtf8_unchecked(bytes));
#if WTF8_HAVE_CHAR8_T
  } else if constexpr (std::is_same_v<D, char8_t>) {
    return CharMatcher(static_cast<char>(pattern));
  } else if constexpr (std::is_same_v<D, const char8_t*> || std::is_same_v<D, char8_t*>) {
    const std::string_view bytes = char_bytes(std::u8string_view(pattern));
    if (WTF8_PREDICT_FALSE(!is_well_formed_utf8(bytes))) string_pattern_not_utf8(bytes);
    // Invariant: UTF-8 is well-formed WTF-8 (and OMG-WTF-8).
    return M(Wtf8View::from_wtf8_unchecked(bytes));
#endif
  } else if constexpr (std::is_same_v<D, CodePointSet>) {
    if constexpr (std::is_lvalue_reference_v<P>) {
      return PredicateMatcher<std::reference_wrapper<const CodePointSet>>(std::cref(pattern));
    } else {
      return PredicateMatcher<CodePointSet>(CodePointSet(std::forward<P>(pattern)));
    }
  } else {
    return PredicateMatcher<D>(D(std::forward<P>(pattern)));
  }
}

// ---- views of results ---------------------------------------------------------------------------

// The views of matches and of the pieces between them, without `slice`'s checks: every offset a
// matcher returns is a boundary of its haystack (a needle's match begins and ends at boundaries,
// a predicate's at code point boundaries), so only the widening of a split half is left to do.
// One range step then costs a search and a few byte tests (the checked `slice` was about a tenth
// of a step that found a one-byte needle 1 KiB further on).
struct MatchAccess {
  static Wtf8View view(Wtf8View haystack, std::size_t begin, std::size_t end) noexcept {
    const char* h = haystack.data_;
    const std::size_t n = haystack.size_;
    const ByteRange r =
        slice_bytes(begin, end, classify_offset(h, n, begin), classify_offset(h, n, end));
    // Invariant: begin <= end are boundaries of the haystack (see above), so the bytes are
    // well-formed OMG-WTF-8, as `Wtf8View::try_slice` makes them.
    return Wtf8View(h + r.begin, r.end - r.begin);
  }
};

// ---- match sequences ----------------------------------------------------------------------------

// Non-overlapping matches left to right: each search resumes at the previous match's end (an
// offset in index space, so U+DC00 U+D800 in U+10000 x3 yields [2, 6) then [6, 10)), or one past
// an empty match.
class ForwardMatchCursor {
 public:
  template <typename Matcher>
  SearchMatch next(const Matcher& matcher, std::string_view haystack) {
    if (next_from_ == kNoMatch) return {};
    const SearchMatch m = matcher.find(haystack, next_from_);
    if (!m.found()) {
      next_from_ = kNoMatch;
      return m;
    }
    next_from_ = m.empty() ? m.end + 1 : m.end;
    return m;
  }

 private:
  std::size_t next_from_ = 0;
};

// Non-overlapping matches right to left: each search looks for the last match ending at or before
// the previous match's begin (strictly before it after an empty match).
class BackwardMatchCursor {
 public:
  template <typename Matcher>
  SearchMatch next(const Matcher& matcher, std::string_view haystack) {
    if (done_) return {};
    const SearchMatch m = matcher.rfind(haystack, kNoMatch, max_end_);
    if (!m.found()) {
      done_ = true;
      return m;
    }
    if (!m.empty()) {
      max_end_ = m.begin;
    } else if (m.begin == 0) {
      done_ = true;
    } else {
      max_end_ = m.begin - 1;
    }
    return m;
  }

 private:
  std::size_t max_end_ = kNoMatch;
  bool done_ = false;
};

// ---- ranges -------------------------------------------------------------------------------------

// Shared iterator skeleton: a forward iterator over values computed by `State::advance`, which
// sets `value` or reports the end. Iterators of one range compare equal when both are at the end
// or have produced the same number of values.
template <typename Range, typename Value, typename State>
class PieceIterator {
 public:
  using iterator_category = std::forward_iterator_tag;
  using value_type = Value;
  using difference_type = std::ptrdiff_t;
  using reference = const Value&;
  using pointer = const Value*;

  PieceIterator() = default;

  reference operator*() const { return value_; }
  pointer operator->() const { return &value_; }
  PieceIterator& operator++() {
    step();
    return *this;
  }
  PieceIterator operator++(int) {
    PieceIterator old = *this;
    step();
    return old;
  }
  friend bool operator==(const PieceIterator& a, const PieceIterator& b) {
    if (a.at_end_ || b.at_end_) return a.at_end_ == b.at_end_;
    return a.produced_ == b.produced_;
  }
  friend bool operator!=(const PieceIterator& a, const PieceIterator& b) { return !(a == b); }

 private:
  friend Range;

  explicit PieceIterator(const Range* range) : range_(range), state_(range->initial_state()) {
    step();
  }
  void step() {
    at_end_ = !state_.advance(*range_, &value_);
    ++produced_;
  }

  const Range* range_ = nullptr;
  State state_{};
  Value value_{};
  std::size_t produced_ = 0;
  bool at_end_ = true;
};

// split, split_terminator, split_inclusive, splitn, and from the right rsplit, rsplitn (Rust's
// `SplitInternal` + `SplitNInternal`, `next` and `next_back`): one state machine, the direction
// and the handling of the last piece chosen by `Kind`.
template <typename Matcher, SplitKind Kind>
class SplitRange {
  static constexpr bool kReverse = Kind == SplitKind::kReverse;
  // Whether an empty remainder is skipped rather than yielded as a last piece.
  static constexpr bool kSkipEmptyRest =
      Kind == SplitKind::kTerminator || Kind == SplitKind::kInclusive;
  using Cursor = std::conditional_t<kReverse, BackwardMatchCursor, ForwardMatchCursor>;

  struct State {
    std::size_t start = 0;  // the unsplit remainder is [start, end)
    std::size_t end = 0;
    std::size_t count = kNoMatch;  // pieces left before the remainder comes whole (splitn)
    Cursor cursor;
    bool finished = false;  // the remainder has been handled

    bool advance(const SplitRange& r, Wtf8View* out) {
      if (finished || count == 0) return false;
      if (count == 1) {
        count = 0;
        return rest(r, out);
      }
      if (count != kNoMatch) --count;
      const SearchMatch m = cursor.next(r.matcher_, r.haystack_.as_bytes());
      if (!m.found()) return rest(r, out);
      if constexpr (kReverse) {
        *out = MatchAccess::view(r.haystack_, m.end, end);
        end = m.begin;
      } else {
        *out =
            MatchAccess::view(r.haystack_, start, Kind == SplitKind::kInclusive ? m.end : m.begin);
        start = m.end;
      }
      return true;
    }
    bool rest(const SplitRange& r, Wtf8View* out) {
      finished = true;
      if (kSkipEmptyRest && start == end) return false;
      *out = MatchAccess::view(r.haystack_, start, end);
      return true;
    }
  };

 public:
  using iterator = PieceIterator<SplitRange, Wtf8View, State>;
  using const_iterator = iterator;
  using value_type = Wtf8View;

  SplitRange(Wtf8View haystack, Matcher matcher, std::size_t limit = kNoMatch)
      : haystack_(haystack), matcher_(std::move(matcher)), limit_(limit) {}

  iterator begin() const { return iterator(this); }
  iterator end() const { return iterator(); }

 private:
  friend iterator;
  State initial_state() const {
    State s;
    s.end = haystack_.size();
    s.count = limit_;
    return s;
  }

  Wtf8View haystack_;
  Matcher matcher_;
  std::size_t limit_;
};

struct ProjectMatch {
  Wtf8View operator()(Wtf8View haystack, SearchMatch m) const {
    return MatchAccess::view(haystack, m.begin, m.end);
  }
};
struct ProjectMatchIndex {
  std::pair<std::size_t, Wtf8View> operator()(Wtf8View haystack, SearchMatch m) const {
    return {m.begin, MatchAccess::view(haystack, m.begin, m.end)};
  }
};
struct ProjectMatchRange {
  std::pair<std::size_t, std::size_t> operator()(Wtf8View, SearchMatch m) const {
    return {m.begin, m.end};
  }
};

// matches, match_indices, rmatch_indices, match_ranges.
template <typename Matcher, typename Projection, typename Cursor>
class MatchRange {
 public:
  using value_type = std::invoke_result_t<Projection, Wtf8View, SearchMatch>;

 private:
  struct State {
    Cursor cursor;
    bool advance(const MatchRange& r, value_type* out) {
      const SearchMatch m = cursor.next(r.matcher_, r.haystack_.as_bytes());
      if (!m.found()) return false;
      *out = Projection{}(r.haystack_, m);
      return true;
    }
  };

 public:
  using iterator = PieceIterator<MatchRange, value_type, State>;
  using const_iterator = iterator;

  MatchRange(Wtf8View haystack, Matcher matcher)
      : haystack_(haystack), matcher_(std::move(matcher)) {}

  iterator begin() const { return iterator(this); }
  iterator end() const { return iterator(); }

 private:
  friend iterator;
  State initial_state() const { return State{}; }

  Wtf8View haystack_;
  Matcher matcher_;
};

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_INTERNAL_CORE_SEARCH_RANGES_H_
