// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/internal/core/view_ops-inl.h
// -----------------------------------------------------------------------------
//
// Internal to wtf8; included by wtf8/wtf8_buf.h; do not include directly.
// IWYU pragma: private, include "wtf8/wtf8.h"
//
// Definitions of `ViewOps` members that need both `Wtf8View` and `Wtf8Buf` complete.

#ifndef WTF8_INTERNAL_CORE_VIEW_OPS_INL_H_
#define WTF8_INTERNAL_CORE_VIEW_OPS_INL_H_

#include <cstddef>
#include <optional>

#include "wtf8/internal/config.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace internal {

template <typename Self>
Wtf8View ViewOps<Self>::view() const noexcept {
  return self().as_view();
}

template <typename Self>
bool ViewOps<Self>::is_canonical() const noexcept {
  return !starts_with_split_trail(data(), size()) && !ends_with_split_lead(data(), size());
}

template <typename Self>
bool ViewOps<Self>::is_boundary(std::size_t offset) const noexcept {
  return classify_offset(data(), size(), offset) != OffsetKind::kNotBoundary;
}

template <typename Self>
std::optional<Wtf8View> ViewOps<Self>::try_slice(std::size_t begin,
                                                 std::size_t end) const noexcept {
  const OffsetKind bk = classify_offset(data(), size(), begin);
  const OffsetKind ek = classify_offset(data(), size(), end);
  if (bk == OffsetKind::kNotBoundary || ek == OffsetKind::kNotBoundary || begin > end) {
    return std::nullopt;
  }
  const ByteRange r = slice_bytes(begin, end, bk, ek);
  // Invariant: both ends are boundaries, so the bytes are well-formed OMG-WTF-8 (a cut in the
  // middle of a 4-byte sequence leaves a split surrogate only at the ends).
  return Wtf8View(data() + r.begin, r.end - r.begin);
}

template <typename Self>
Wtf8View ViewOps<Self>::slice(std::size_t begin, std::size_t end) const {
  std::optional<Wtf8View> v = try_slice(begin, end);
  if (WTF8_PREDICT_FALSE(!v.has_value())) boundary_check_failed("slice", begin, end, size());
  return *v;
}

template <typename Self>
Wtf8View ViewOps<Self>::slice_from(std::size_t begin) const {
  return slice(begin, size());
}

template <typename Self>
Wtf8View ViewOps<Self>::slice_to(std::size_t end) const {
  return slice(0, end);
}

template <typename Self>
std::optional<CodePoint> ViewOps<Self>::front() const noexcept {
  if (empty()) return std::nullopt;
  return CodePoint::from_u32_unchecked(code_point_at(data(), size(), 0).code_point);
}

template <typename Self>
std::optional<CodePoint> ViewOps<Self>::back() const noexcept {
  if (empty()) return std::nullopt;
  return CodePoint::from_u32_unchecked(code_point_before(data(), size(), size()).code_point);
}

template <typename Self>
Wtf8Buf ViewOps<Self>::to_buf() const {
  Wtf8Buf out;
  out.append(view());
  return out;
}

template <typename Self>
Wtf8Buf ViewOps<Self>::to_ascii_lowercase() const {
  Wtf8Buf out = to_buf();
  out.make_ascii_lowercase();
  return out;
}

template <typename Self>
Wtf8Buf ViewOps<Self>::to_ascii_uppercase() const {
  Wtf8Buf out = to_buf();
  out.make_ascii_uppercase();
  return out;
}

}  // namespace internal
}  // namespace wtf8

#include "wtf8/internal/core/wtf8_view_search-inl.h"  // IWYU pragma: export

#endif  // WTF8_INTERNAL_CORE_VIEW_OPS_INL_H_
