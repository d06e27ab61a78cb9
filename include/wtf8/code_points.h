// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/code_points.h
// -----------------------------------------------------------------------------
//
// The lazy ranges `Wtf8View::code_points()` and `Wtf8View::code_point_indices()` return. Their
// iterators are bidirectional: walk forwards with range-for, or backwards from `end()`. A split
// surrogate at either end of a view is yielded as the lone surrogate it stands for.
//
// Example:
//   auto s = wtf8::Wtf8Buf::from_utf16(u"a\xD800\U0001F600");
//   for (wtf8::CodePoint cp : s.code_points()) { ... }    // U+0061, U+D800, U+1F600
//   for (auto [offset, cp] : s.code_point_indices()) { ... }  // (0, U+0061), (1, U+D800), ...
//   auto it = s.code_points().end();
//   (--it)->value();                                       // 0x1F600

#ifndef WTF8_CODE_POINTS_H_
#define WTF8_CODE_POINTS_H_

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <utility>

#include "wtf8/code_point.h"
#include "wtf8/internal/bytes/omg.h"

namespace wtf8 {
namespace internal {

// Shared machinery: a position in a view's bytes, always at a boundary.
class CodePointCursor {
 public:
  constexpr CodePointCursor() = default;
  constexpr CodePointCursor(const char* data, std::size_t size, std::size_t pos)
      : data_(data), size_(size), pos_(pos) {}

  constexpr std::size_t pos() const { return pos_; }
  // ASCII and 2- and 3-byte lead bytes never begin a split surrogate (a split trail begins with a
  // continuation byte, a split lead with F0..F4), so they skip code_point_at's end checks.
  constexpr CodePoint get() const {
    const uint8_t b = static_cast<uint8_t>(data_[pos_]);
    if (b < 0x80) return CodePoint::from_u32_unchecked(b);
    if (b >= 0xC0 && b < 0xF0) {
      return CodePoint::from_u32_unchecked(decode_code_point(data_ + pos_).code_point);
    }
    return CodePoint::from_u32_unchecked(code_point_at(data_, size_, pos_).code_point);
  }
  constexpr void next() {
    const uint8_t b = static_cast<uint8_t>(data_[pos_]);
    if (b < 0x80) {
      ++pos_;
    } else if (b >= 0xC0 && b < 0xF0) {
      pos_ += b < 0xE0 ? 2 : 3;
    } else {
      pos_ += code_point_at(data_, size_, pos_).length;
    }
  }
  constexpr void prev() { pos_ -= code_point_before(data_, size_, pos_).length; }
  constexpr bool operator==(const CodePointCursor& o) const { return pos_ == o.pos_; }

 private:
  const char* data_ = nullptr;
  std::size_t size_ = 0;
  std::size_t pos_ = 0;
};

// A bidirectional iterator whose value is `Projection{}(cursor)`.
template <typename Projection, typename Value>
class CodePointIteratorBase {
 public:
  using iterator_category = std::bidirectional_iterator_tag;
  using value_type = Value;
  using difference_type = std::ptrdiff_t;
  using reference = Value;  // yielded by value

  struct pointer {
    Value value;
    constexpr const Value* operator->() const { return &value; }
  };

  constexpr CodePointIteratorBase() = default;
  constexpr explicit CodePointIteratorBase(CodePointCursor c) : cursor_(c) {}

  constexpr Value operator*() const { return Projection{}(cursor_); }
  constexpr pointer operator->() const { return pointer{**this}; }
  constexpr CodePointIteratorBase& operator++() {
    cursor_.next();
    return *this;
  }
  constexpr CodePointIteratorBase operator++(int) {
    auto old = *this;
    cursor_.next();
    return old;
  }
  constexpr CodePointIteratorBase& operator--() {
    cursor_.prev();
    return *this;
  }
  constexpr CodePointIteratorBase operator--(int) {
    auto old = *this;
    cursor_.prev();
    return old;
  }
  // The byte offset of the code point this iterator points at.
  constexpr std::size_t offset() const { return cursor_.pos(); }

  friend constexpr bool operator==(const CodePointIteratorBase& a, const CodePointIteratorBase& b) {
    return a.cursor_ == b.cursor_;
  }
  friend constexpr bool operator!=(const CodePointIteratorBase& a, const CodePointIteratorBase& b) {
    return !(a == b);
  }

 private:
  CodePointCursor cursor_;
};

struct ProjectCodePoint {
  constexpr CodePoint operator()(const CodePointCursor& c) const { return c.get(); }
};
struct ProjectIndexedCodePoint {
  constexpr std::pair<std::size_t, CodePoint> operator()(const CodePointCursor& c) const {
    return {c.pos(), c.get()};
  }
};

template <typename Iterator>
class CodePointRange {
 public:
  using iterator = Iterator;
  using const_iterator = Iterator;

  constexpr CodePointRange(const char* data, std::size_t size) : data_(data), size_(size) {}

  constexpr iterator begin() const { return iterator(CodePointCursor(data_, size_, 0)); }
  constexpr iterator end() const { return iterator(CodePointCursor(data_, size_, size_)); }
  constexpr bool empty() const { return size_ == 0; }

 private:
  const char* data_;
  std::size_t size_;
};

}  // namespace internal

// Iterator over a view's code points; yields `CodePoint`.
using CodePointIterator = internal::CodePointIteratorBase<internal::ProjectCodePoint, CodePoint>;
// Iterator over (byte offset, code point) pairs.
using CodePointIndexIterator = internal::CodePointIteratorBase<internal::ProjectIndexedCodePoint,
                                                               std::pair<std::size_t, CodePoint>>;

// The range `code_points()` returns. Borrows the view's bytes.
using CodePoints = internal::CodePointRange<CodePointIterator>;
// The range `code_point_indices()` returns. Borrows the view's bytes.
using CodePointIndices = internal::CodePointRange<CodePointIndexIterator>;

}  // namespace wtf8

#endif  // WTF8_CODE_POINTS_H_
