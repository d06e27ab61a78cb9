// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/finder.h
// -----------------------------------------------------------------------------
//
// `Finder`, a needle prepared once for many searches. Preparing looks at the needle once: which
// surrogates it begins or ends with, which two of its bytes the SIMD filter compares, and the
// two-way factorization that keeps adversarial inputs linear. `find` and `rfind` then go straight
// to the search. Prepare a `Finder` when one needle is looked for in many haystacks (the lines of
// a file, the names in a directory) or many times in one; `Wtf8View::find` prepares its needle on
// every call, a range such as `split` once per range.
//
// Matches are exactly those of `Wtf8View::find` with the needle as the pattern: the naive search
// over UTF-16 code units, in the view's index space. A surrogate at either end of the needle also
// matches half of a supplementary character, so a match can begin or end in the middle of a
// 4-byte sequence (offset k+2), and its extent can differ from the needle's byte length.
//
// A `Finder` is also a pattern (wtf8/pattern.h): `s.split(finder)`, `s.match_indices(finder)`,
// `s.contains(finder)` use it as prepared, and iterate all matches the way memchr's `find_iter`
// does.
//
// Lifetime and threads: a `Finder` borrows its needle's bytes, as `std::boyer_moore_searcher`
// borrows its pattern: the needle must outlive it (making one from a temporary `Wtf8Buf` does not
// compile). It is small and trivially copyable, immutable once made, and any number of threads
// may use one at once.
//
// Example:
//   const wtf8::Wtf8Buf lead = wtf8::Wtf8Buf::from_utf16(u"\xD800");    // a lone lead surrogate
//   const wtf8::Finder finder(lead);
//   // a, then ED.A0.80, then -, then F0.90.80.80:
//   const auto name = wtf8::Wtf8Buf::from_utf16(u"a\xD800-\U00010000");
//   finder.find(name);              // 1: the lone surrogate
//   finder.find(name, 2);           // 5: the lead half of U+10000
//   finder.find_range(name, 2);     // {5, 7}: it ends between the halves
//   finder.rfind(name);             // 5
//   name.split(finder);             // "a", "-", "\u{dc00}" (the split trail surrogate)

#ifndef WTF8_FINDER_H_
#define WTF8_FINDER_H_

#include <cstddef>
#include <optional>
#include <string_view>
#include <type_traits>
#include <utility>

#include "wtf8/internal/search/searcher.h"
#include "wtf8/pattern.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {

// A needle prepared for repeated search; see the file comment.
class Finder {
 public:
  static constexpr std::size_t npos = Wtf8View::npos;

  // Prepares `needle` (borrowed: it must outlive the Finder). O(needle size), no allocation.
  // Example: `Finder("GZ"_wtf8)`; `Finder(Wtf8View())` finds the empty needle at every code
  // point boundary, as `Wtf8View::find` does.
  explicit Finder(Wtf8View needle) noexcept
      : needle_(needle), plan_(internal::compile_needle(needle.as_bytes())) {}
  // A temporary `Wtf8Buf` would be gone before the first search: does not compile.
  explicit Finder(const Wtf8Buf&& needle) = delete;

  // The needle, as given.
  [[nodiscard]] Wtf8View needle() const noexcept { return needle_; }

  // The searches below take the haystack as a `Wtf8View` or a `Wtf8Buf` (a temporary one too:
  // only offsets come back).

  // The offset where the first match beginning at or after `from` begins, or `npos`.
  // Example: with the file comment's `finder` and `name`, `finder.find(name, 2) == 5`.
  template <typename H, typename = std::enable_if_t<internal::kIsWtf8String<H>>>
  [[nodiscard]] std::size_t find(const H& haystack, std::size_t from = 0) const noexcept {
    return first(haystack.as_bytes(), from).begin;
  }
  // The offset where the last match beginning at or before `from` begins, or `npos`.
  // Example: `finder.rfind(name) == 5`, `finder.rfind(name, 4) == 1`.
  template <typename H, typename = std::enable_if_t<internal::kIsWtf8String<H>>>
  [[nodiscard]] std::size_t rfind(const H& haystack, std::size_t from = npos) const noexcept {
    return last(haystack.as_bytes(), from).begin;
  }
  // The first match beginning at or after `from` as [begin, end), or nullopt.
  // Example: `finder.find_range(name) == std::pair{1, 4}`.
  template <typename H, typename = std::enable_if_t<internal::kIsWtf8String<H>>>
  [[nodiscard]] std::optional<std::pair<std::size_t, std::size_t>> find_range(
      const H& haystack, std::size_t from = 0) const noexcept {
    return range_of(first(haystack.as_bytes(), from));
  }
  // The last match beginning at or before `from` as [begin, end), or nullopt.
  // Example: `finder.rfind_range(name) == std::pair{5, 7}`.
  template <typename H, typename = std::enable_if_t<internal::kIsWtf8String<H>>>
  [[nodiscard]] std::optional<std::pair<std::size_t, std::size_t>> rfind_range(
      const H& haystack, std::size_t from = npos) const noexcept {
    return range_of(last(haystack.as_bytes(), from));
  }

 private:
  template <typename F>
  friend class internal::FinderMatcher;

  internal::SearchMatch first(std::string_view haystack, std::size_t from) const noexcept {
    return internal::find_first_prepared(plan_, needle_.as_bytes(), haystack, from);
  }
  internal::SearchMatch last(std::string_view haystack, std::size_t from) const noexcept {
    return internal::find_last(plan_, needle_.as_bytes(), haystack, from, internal::kNoMatch);
  }
  static std::optional<std::pair<std::size_t, std::size_t>> range_of(internal::SearchMatch m) {
    if (!m.found()) return std::nullopt;
    return std::pair{m.begin, m.end};
  }

  Wtf8View needle_;
  internal::NeedlePlan plan_;
};

}  // namespace wtf8

#endif  // WTF8_FINDER_H_
