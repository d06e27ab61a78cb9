// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/internal/core/wtf8_view_search-inl.h
// -----------------------------------------------------------------------------
//
// Internal to wtf8; included by wtf8/internal/core/view_ops-inl.h; do not include directly.
// IWYU pragma: private, include "wtf8/wtf8.h"
//
// Definitions of the search members of `ViewOps` (declared in view_ops.h, "search"): thin
// wrappers that turn the pattern into a matcher and either ask it one question or hand it to a
// lazy range (wtf8/internal/core/search_ranges.h). Single-shot members borrow the pattern; ranges keep
// a temporary needle or set alive by moving it in.

#ifndef WTF8_INTERNAL_CORE_WTF8_VIEW_SEARCH_INL_H_
#define WTF8_INTERNAL_CORE_WTF8_VIEW_SEARCH_INL_H_

#include <cstddef>
#include <optional>
#include <utility>

#include "wtf8/internal/core/search_ranges.h"
#include "wtf8/internal/search/searcher.h"
#include "wtf8/internal/core/view_ops.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace internal {

static_assert(kNoMatch == ViewOps<Wtf8View>::npos, "npos doubles as the engine's 'no match'");

// ---- finding ------------------------------------------------------------------------------------

template <typename Self>
template <typename P>
std::size_t ViewOps<Self>::find(P&& pattern, std::size_t from) const {
  return make_matcher(pattern).find(as_bytes(), from).begin;
}

template <typename Self>
template <typename P>
std::size_t ViewOps<Self>::rfind(P&& pattern, std::size_t from) const {
  return make_matcher(pattern).rfind(as_bytes(), from, kNoMatch).begin;
}

template <typename Self>
template <typename P>
std::optional<std::pair<std::size_t, std::size_t>> ViewOps<Self>::find_range(
    P&& pattern, std::size_t from) const {
  const SearchMatch m = make_matcher(pattern).find(as_bytes(), from);
  if (!m.found()) return std::nullopt;
  return std::pair{m.begin, m.end};
}

template <typename Self>
template <typename P>
std::optional<std::pair<std::size_t, std::size_t>> ViewOps<Self>::rfind_range(
    P&& pattern, std::size_t from) const {
  const SearchMatch m = make_matcher(pattern).rfind(as_bytes(), from, kNoMatch);
  if (!m.found()) return std::nullopt;
  return std::pair{m.begin, m.end};
}

template <typename Self>
template <typename P>
bool ViewOps<Self>::contains(P&& pattern) const {
  return make_matcher(pattern).find(as_bytes(), 0).found();
}

template <typename Self>
template <typename P>
bool ViewOps<Self>::starts_with(P&& pattern) const {
  return make_matcher(pattern).match_at(as_bytes(), 0).found();
}

template <typename Self>
template <typename P>
bool ViewOps<Self>::ends_with(P&& pattern) const {
  return make_matcher(pattern).match_ending_at(as_bytes(), size()).found();
}

template <typename Self>
template <typename P>
std::optional<Wtf8View> ViewOps<Self>::strip_prefix(P&& pattern) const& {
  const SearchMatch m = make_matcher(pattern).match_at(as_bytes(), 0);
  if (!m.found()) return std::nullopt;
  return slice_from(m.end);
}

template <typename Self>
template <typename P>
std::optional<Wtf8View> ViewOps<Self>::strip_suffix(P&& pattern) const& {
  const SearchMatch m = make_matcher(pattern).match_ending_at(as_bytes(), size());
  if (!m.found()) return std::nullopt;
  return slice_to(m.begin);
}

// ---- splitting ----------------------------------------------------------------------------------

template <typename Self>
template <typename P>
Split<MatcherFor<P&&>> ViewOps<Self>::split(P&& pattern) const& {
  return Split<MatcherFor<P&&>>(view(), make_matcher(std::forward<P>(pattern)));
}

template <typename Self>
template <typename P>
RSplit<MatcherFor<P&&>> ViewOps<Self>::rsplit(P&& pattern) const& {
  return RSplit<MatcherFor<P&&>>(view(), make_matcher(std::forward<P>(pattern)));
}

template <typename Self>
template <typename P>
SplitN<MatcherFor<P&&>> ViewOps<Self>::splitn(std::size_t n, P&& pattern) const& {
  return SplitN<MatcherFor<P&&>>(view(), make_matcher(std::forward<P>(pattern)), n);
}

template <typename Self>
template <typename P>
RSplitN<MatcherFor<P&&>> ViewOps<Self>::rsplitn(std::size_t n, P&& pattern) const& {
  return RSplitN<MatcherFor<P&&>>(view(), make_matcher(std::forward<P>(pattern)), n);
}

template <typename Self>
template <typename P>
SplitTerminator<MatcherFor<P&&>> ViewOps<Self>::split_terminator(P&& pattern) const& {
  return SplitTerminator<MatcherFor<P&&>>(view(), make_matcher(std::forward<P>(pattern)));
}

template <typename Self>
template <typename P>
SplitInclusive<MatcherFor<P&&>> ViewOps<Self>::split_inclusive(P&& pattern) const& {
  return SplitInclusive<MatcherFor<P&&>>(view(), make_matcher(std::forward<P>(pattern)));
}

template <typename Self>
template <typename P>
std::optional<std::pair<Wtf8View, Wtf8View>> ViewOps<Self>::split_once(P&& pattern) const& {
  const SearchMatch m = make_matcher(pattern).find(as_bytes(), 0);
  if (!m.found()) return std::nullopt;
  return std::pair{slice_to(m.begin), slice_from(m.end)};
}

template <typename Self>
template <typename P>
std::optional<std::pair<Wtf8View, Wtf8View>> ViewOps<Self>::rsplit_once(P&& pattern) const& {
  const SearchMatch m = make_matcher(pattern).rfind(as_bytes(), kNoMatch, kNoMatch);
  if (!m.found()) return std::nullopt;
  return std::pair{slice_to(m.begin), slice_from(m.end)};
}

// ---- matches ------------------------------------------------------------------------------------

template <typename Self>
template <typename P>
Matches<MatcherFor<P&&>> ViewOps<Self>::matches(P&& pattern) const& {
  return Matches<MatcherFor<P&&>>(view(), make_matcher(std::forward<P>(pattern)));
}

template <typename Self>
template <typename P>
MatchIndices<MatcherFor<P&&>> ViewOps<Self>::match_indices(P&& pattern) const& {
  return MatchIndices<MatcherFor<P&&>>(view(), make_matcher(std::forward<P>(pattern)));
}

template <typename Self>
template <typename P>
RMatchIndices<MatcherFor<P&&>> ViewOps<Self>::rmatch_indices(P&& pattern) const& {
  return RMatchIndices<MatcherFor<P&&>>(view(), make_matcher(std::forward<P>(pattern)));
}

template <typename Self>
template <typename P>
MatchRanges<MatcherFor<P&&>> ViewOps<Self>::match_ranges(P&& pattern) const& {
  return MatchRanges<MatcherFor<P&&>>(view(), make_matcher(std::forward<P>(pattern)));
}

// ---- replacing ----------------------------------------------------------------------------------

template <typename Self>
template <typename P, typename To, typename>
Wtf8Buf ViewOps<Self>::replace(P&& pattern, const To& to) const {
  return replacen(pattern, to, npos);
}

template <typename Self>
template <typename P, typename To, typename>
Wtf8Buf ViewOps<Self>::replacen(P&& pattern, const To& to, std::size_t n) const {
  const auto matcher = make_matcher(pattern);
  const Wtf8View haystack = view();
  const Wtf8View replacement = to.as_view();
  Wtf8Buf out;
  out.reserve(haystack.size());
  ForwardMatchCursor cursor;
  std::size_t last = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const SearchMatch m = cursor.next(matcher, haystack.as_bytes());
    if (!m.found()) break;
    // `append` joins a lead surrogate at the end of `out` with a trail surrogate that begins the
    // next piece (WTF-8 §6.5), and canonicalizes split surrogates.
    out.append(haystack.slice(last, m.begin));
    out.append(replacement);
    last = m.end;
  }
  out.append(haystack.slice_from(last));
  return out;
}

// ---- trimming -----------------------------------------------------------------------------------

namespace search_detail {

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

}  // namespace search_detail

template <typename Self>
template <typename P>
Wtf8View ViewOps<Self>::trim_start_matches(P&& pattern) const& {
  return slice_from(search_detail::trimmed_start(make_matcher(pattern), as_bytes()));
}

template <typename Self>
template <typename P>
Wtf8View ViewOps<Self>::trim_end_matches(P&& pattern) const& {
  return slice_to(search_detail::trimmed_end(make_matcher(pattern), as_bytes()));
}

template <typename Self>
template <typename P>
Wtf8View ViewOps<Self>::trim_matches(P&& pattern) const& {
  const auto matcher = make_matcher(pattern);
  // The end is trimmed within what the start left, as its own haystack (it may now begin with
  // a split trail surrogate).
  const Wtf8View rest = slice_from(search_detail::trimmed_start(matcher, as_bytes()));
  return rest.slice_to(search_detail::trimmed_end(matcher, rest.as_bytes()));
}

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_INTERNAL_CORE_WTF8_VIEW_SEARCH_INL_H_
