// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/internal/core/wtf8_view_search-inl.h
// -----------------------------------------------------------------------------
//
// Internal to wtf8; included by wtf8/wtf8_view.h; do not include directly.
// IWYU pragma: private, include "wtf8/wtf8.h"
//
// Definitions of the search members of `Wtf8View` (declared and documented in wtf8/wtf8_view.h,
// "search"): thin
// wrappers that turn the pattern into a matcher and either ask it one question or hand it to a
// lazy range (wtf8/internal/core/search_ranges.h). Single-shot members borrow the pattern; ranges
// keep a temporary needle or set alive by moving it in.

#ifndef WTF8_INTERNAL_CORE_WTF8_VIEW_SEARCH_INL_H_
#define WTF8_INTERNAL_CORE_WTF8_VIEW_SEARCH_INL_H_

#include <cstddef>
#include <optional>
#include <utility>

#include "wtf8/internal/core/search_ranges.h"
#include "wtf8/internal/search/searcher.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {

static_assert(internal::kNoMatch == Wtf8View::npos, "npos doubles as the engine's 'no match'");

// ---- finding ------------------------------------------------------------------------------------

template <typename P>
std::size_t Wtf8View::find(P&& pattern, std::size_t from) const {
  return internal::make_matcher(pattern).find(as_bytes(), from).begin;
}

template <typename P>
std::size_t Wtf8View::rfind(P&& pattern, std::size_t from) const {
  return internal::make_matcher(pattern).rfind(as_bytes(), from, internal::kNoMatch).begin;
}

template <typename P>
std::optional<std::pair<std::size_t, std::size_t>> Wtf8View::find_range(P&& pattern,
                                                                        std::size_t from) const {
  const internal::SearchMatch m = internal::make_matcher(pattern).find(as_bytes(), from);
  if (!m.found()) return std::nullopt;
  return std::pair{m.begin, m.end};
}

template <typename P>
std::optional<std::pair<std::size_t, std::size_t>> Wtf8View::rfind_range(P&& pattern,
                                                                         std::size_t from) const {
  const internal::SearchMatch m =
      internal::make_matcher(pattern).rfind(as_bytes(), from, internal::kNoMatch);
  if (!m.found()) return std::nullopt;
  return std::pair{m.begin, m.end};
}

template <typename P>
bool Wtf8View::contains(P&& pattern) const {
  return internal::make_matcher(pattern).find(as_bytes(), 0).found();
}

template <typename P>
bool Wtf8View::starts_with(P&& pattern) const {
  return internal::make_matcher(pattern).match_at(as_bytes(), 0).found();
}

template <typename P>
bool Wtf8View::ends_with(P&& pattern) const {
  return internal::make_matcher(pattern).match_ending_at(as_bytes(), size()).found();
}

template <typename P>
std::optional<Wtf8View> Wtf8View::strip_prefix(P&& pattern) const {
  const internal::SearchMatch m = internal::make_matcher(pattern).match_at(as_bytes(), 0);
  if (!m.found()) return std::nullopt;
  return slice_from(m.end);
}

template <typename P>
std::optional<Wtf8View> Wtf8View::strip_suffix(P&& pattern) const {
  const internal::SearchMatch m =
      internal::make_matcher(pattern).match_ending_at(as_bytes(), size());
  if (!m.found()) return std::nullopt;
  return slice_to(m.begin);
}

// ---- splitting ----------------------------------------------------------------------------------

template <typename P>
Split<internal::MatcherFor<P&&>> Wtf8View::split(P&& pattern) const {
  return Split<internal::MatcherFor<P&&>>(*this, internal::make_matcher(std::forward<P>(pattern)));
}

template <typename P>
RSplit<internal::MatcherFor<P&&>> Wtf8View::rsplit(P&& pattern) const {
  return RSplit<internal::MatcherFor<P&&>>(*this, internal::make_matcher(std::forward<P>(pattern)));
}

template <typename P>
SplitN<internal::MatcherFor<P&&>> Wtf8View::splitn(std::size_t n, P&& pattern) const {
  return SplitN<internal::MatcherFor<P&&>>(*this, internal::make_matcher(std::forward<P>(pattern)),
                                           n);
}

template <typename P>
RSplitN<internal::MatcherFor<P&&>> Wtf8View::rsplitn(std::size_t n, P&& pattern) const {
  return RSplitN<internal::MatcherFor<P&&>>(*this, internal::make_matcher(std::forward<P>(pattern)),
                                            n);
}

template <typename P>
SplitTerminator<internal::MatcherFor<P&&>> Wtf8View::split_terminator(P&& pattern) const {
  return SplitTerminator<internal::MatcherFor<P&&>>(
      *this, internal::make_matcher(std::forward<P>(pattern)));
}

template <typename P>
SplitInclusive<internal::MatcherFor<P&&>> Wtf8View::split_inclusive(P&& pattern) const {
  return SplitInclusive<internal::MatcherFor<P&&>>(
      *this, internal::make_matcher(std::forward<P>(pattern)));
}

template <typename P>
std::optional<std::pair<Wtf8View, Wtf8View>> Wtf8View::split_once(P&& pattern) const {
  const internal::SearchMatch m = internal::make_matcher(pattern).find(as_bytes(), 0);
  if (!m.found()) return std::nullopt;
  return std::pair{slice_to(m.begin), slice_from(m.end)};
}

template <typename P>
std::optional<std::pair<Wtf8View, Wtf8View>> Wtf8View::rsplit_once(P&& pattern) const {
  const internal::SearchMatch m =
      internal::make_matcher(pattern).rfind(as_bytes(), internal::kNoMatch, internal::kNoMatch);
  if (!m.found()) return std::nullopt;
  return std::pair{slice_to(m.begin), slice_from(m.end)};
}

// ---- matches ------------------------------------------------------------------------------------

template <typename P>
Matches<internal::MatcherFor<P&&>> Wtf8View::matches(P&& pattern) const {
  return Matches<internal::MatcherFor<P&&>>(*this,
                                            internal::make_matcher(std::forward<P>(pattern)));
}

template <typename P>
MatchIndices<internal::MatcherFor<P&&>> Wtf8View::match_indices(P&& pattern) const {
  return MatchIndices<internal::MatcherFor<P&&>>(*this,
                                                 internal::make_matcher(std::forward<P>(pattern)));
}

template <typename P>
RMatchIndices<internal::MatcherFor<P&&>> Wtf8View::rmatch_indices(P&& pattern) const {
  return RMatchIndices<internal::MatcherFor<P&&>>(*this,
                                                  internal::make_matcher(std::forward<P>(pattern)));
}

template <typename P>
MatchRanges<internal::MatcherFor<P&&>> Wtf8View::match_ranges(P&& pattern) const {
  return MatchRanges<internal::MatcherFor<P&&>>(*this,
                                                internal::make_matcher(std::forward<P>(pattern)));
}

// ---- trimming -----------------------------------------------------------------------------------

namespace internal {

// The offset after the matches repeatedly found at the start of `haystack`.
template <typename Matcher>
std::size_t trimmed_start(const Matcher& matcher, std::string_view haystack) {
  std::size_t pos = 0;
  while (true) {
    const SearchMatch m = matcher.match_at(haystack, pos);
    if (!m.found() || m.empty()) return pos;
    pos = m.end;
  }
}

// The offset before the matches repeatedly found at the end of `haystack`.
template <typename Matcher>
std::size_t trimmed_end(const Matcher& matcher, std::string_view haystack) {
  std::size_t pos = haystack.size();
  while (true) {
    const SearchMatch m = matcher.match_ending_at(haystack, pos);
    if (!m.found() || m.empty()) return pos;
    pos = m.begin;
  }
}

}  // namespace internal

template <typename P>
Wtf8View Wtf8View::trim_start_matches(P&& pattern) const {
  return slice_from(internal::trimmed_start(internal::make_matcher(pattern), as_bytes()));
}

template <typename P>
Wtf8View Wtf8View::trim_end_matches(P&& pattern) const {
  return slice_to(internal::trimmed_end(internal::make_matcher(pattern), as_bytes()));
}

template <typename P>
Wtf8View Wtf8View::trim_matches(P&& pattern) const {
  const auto matcher = internal::make_matcher(pattern);
  // The end is trimmed within what the start left, as its own haystack (it may now begin with
  // a split trail surrogate).
  const Wtf8View rest = slice_from(internal::trimmed_start(matcher, as_bytes()));
  return rest.slice_to(internal::trimmed_end(matcher, rest.as_bytes()));
}

}  // namespace wtf8

#endif  // WTF8_INTERNAL_CORE_WTF8_VIEW_SEARCH_INL_H_
