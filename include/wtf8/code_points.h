// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/code_points.h
// -----------------------------------------------------------------------------
//
// The lazy ranges `Wtf8View::code_points()` and `Wtf8View::code_point_indices()` return. Their
// iterators are bidirectional: walk forwards with range-for, or backwards from `end()`. A split
// surrogate at either end of a view is yielded as the lone surrogate it stands for.
//
// `code_points()` decodes in blocks: over a view longer than 64 bytes its iterator holds the code
// points of one 64-byte window, decoded at once by the SIMD decoder behind `utf32_encode_into`
// (or widened inline when the window is ASCII), so stepping is an index increment and a refill
// every window; a shorter view is walked one sequence at a time. That makes it a large iterator
// (304 bytes on x86-64: copy it as little as you would a small array), whose position and limit
// stay in registers in a range-for loop. `code_point_indices()`
// yields each code point's byte offset beside it, from the same block-decoded iterator.
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
#include "wtf8/internal/config.h"

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

// Code points one sequence at a time, header-only: for code that must not call the library's
// compiled code (the `display` formatters, which libc++ builds use without linking it).
using ScalarCodePoints = CodePointRange<CodePointIteratorBase<ProjectCodePoint, CodePoint>>;

// ---- block decoding (code_points()) ------------------------------------------------------------

// A view is cut into windows of kBlockBytes bytes (window w: offsets [64w, 64w + 64)); each code
// point belongs to the window its first byte is in (a split trail surrogate: window 0). A window
// always holds at least one code point, except possibly the last, when it is the ends of a
// sequence begun before it. Windows are fixed by the view, not by the direction of travel, so
// (window, index in window) names a position the same way whichever way an iterator got there.
inline constexpr std::size_t kBlockBytes = 64;

// The code points of one window, as the compiled decoder returns them.
struct CodePointBlock {
  // Only the first `count` are written. A struct, so that copying it is one assignment (256
  // bytes, which compilers copy with vector moves; a few more and GCC called `rep movs`, which
  // cost a fifth of the time on ASCII).
  struct alignas(16) Units {
    char32_t unit[kBlockBytes];
  } units;
  std::size_t window;   // the window decoded; the window count when there is none left
  std::uint32_t count;  // its code points, 0 when there is none left
};

// The first window at or after `window` (forward) or at or before it (backward) that holds a
// code point, decoded by the SIMD decoder (src/core/code_points.cc). `data`/`size` are the whole
// view. Never fails; {window count, 0} when no window is left going forward.
CodePointBlock decode_block_forward(const char* data, std::size_t size,
                                    std::size_t window) noexcept;
CodePointBlock decode_block_backward(const char* data, std::size_t size,
                                     std::size_t window) noexcept;

}  // namespace internal

// Iterator over a view's code points; yields `CodePoint`. Bidirectional. In a view longer than
// 64 bytes it holds the decoded code points of the 64-byte window it is in (see `CodePoints`): a
// step is an index increment, a window of ASCII is widened inline and any other window costs one
// call into the SIMD decoder. In a view of at most 64 bytes, where a call would cost more than it
// saves, it decodes one code point per step, as `code_point_indices()` does. Its position is
// (window, index) in a long view and the byte offset in a short one, the same whichever way it got
// there, so iterators compare in O(1). Trivially copyable; 304 bytes on x86-64, of which the
// scalars (position, limit, view) stay in registers in a range-for loop and the window is read
// from the stack.
class CodePointIterator {
 public:
  using iterator_category = std::bidirectional_iterator_tag;
  using value_type = CodePoint;
  using difference_type = std::ptrdiff_t;
  using reference = CodePoint;  // yielded by value

  struct pointer {
    CodePoint value;
    constexpr const CodePoint* operator->() const { return &value; }
  };

  // A singular iterator (equal only to others like it, and to `end()` of any view).
  CodePointIterator() = default;

  CodePoint operator*() const { return CodePoint::from_u32_unchecked(units_.unit[index_]); }
  pointer operator->() const { return pointer{**this}; }
  // The fast path is one compare: `index_ + 1 < limit_` also tells the compiler that the new
  // index is not kEnd, so a range-for's `it != end()` folds away inside a window.
  WTF8_ALWAYS_INLINE CodePointIterator& operator++() {
    if (WTF8_PREDICT_TRUE(index_ + 1 < limit_)) {
      ++index_;
    } else {
      step_forward();
    }
    return *this;
  }
  CodePointIterator operator++(int) {
    CodePointIterator old = *this;
    ++*this;
    return old;
  }
  // index_ - 1 wraps to SIZE_MAX at 0, and kEnd - 1 is not below any limit.
  WTF8_ALWAYS_INLINE CodePointIterator& operator--() {
    if (WTF8_PREDICT_TRUE(index_ - 1 < limit_)) {
      --index_;
    } else {
      step_backward();
    }
    return *this;
  }
  CodePointIterator operator--(int) {
    CodePointIterator old = *this;
    --*this;
    return old;
  }

  // The byte offset of the code point this iterator points at (the view's size at `end()`).
  // O(64) in a long view: the window's first sequence plus the encoded lengths before this code
  // point (a split half is 3 bytes, like the surrogate it stands for).
  std::size_t offset() const {
    if (index_ == kEnd) return size_;
    if (short_view()) return where_ - internal::encoded_length(units_.unit[0]);
    std::size_t at = where_ * internal::kBlockBytes;
    if (at > 0) {
      while (at < size_ && internal::is_continuation_byte(internal::byte_at(data_, at))) ++at;
    }
    for (std::size_t k = 0; k < index_; ++k) at += internal::encoded_length(units_.unit[k]);
    return at;
  }

  // end() of every view is one position (index kEnd), so comparing with end() is one compare.
  friend bool operator==(const CodePointIterator& a, const CodePointIterator& b) {
    return a.index_ == b.index_ && (a.index_ == kEnd || a.where_ == b.where_);
  }
  friend bool operator!=(const CodePointIterator& a, const CodePointIterator& b) {
    return !(a == b);
  }

 private:
  friend class CodePoints;
  friend class CodePointIndexIterator;

  static constexpr std::size_t kEnd = ~std::size_t{0};

  // At the first code point of a view that is not empty.
  WTF8_ALWAYS_INLINE CodePointIterator(const char* data, std::size_t size)
      : data_(data), size_(size) {
    if (short_view()) {
      take_code_point_at(0);
    } else if (!take_ascii_window(0, 0)) {
      load(internal::decode_block_forward(data, size, 0), 0);
    }
  }
  // At the end.
  struct AtEnd {};
  CodePointIterator(const char* data, std::size_t size, AtEnd) : data_(data), size_(size) {}

  // A view of at most one window walks one code point at a time, as the cursor of
  // code_point_indices() does: the window holds that one code point (limit_ 1, so every step
  // takes the slow path) and where_ is the byte offset just past it (a step reads one sequence;
  // the offset of the current one is where_ less its encoded length: a split half is 3 bytes,
  // like the surrogate it stands for). The mode is the view's, so every iterator of a view names
  // positions the same way.
  bool short_view() const { return size_ <= internal::kBlockBytes; }

  std::size_t window_count() const {
    return size_ / internal::kBlockBytes + (size_ % internal::kBlockBytes != 0);
  }

  WTF8_ALWAYS_INLINE void take_code_point_at(std::size_t offset) {
    const std::uint8_t b = internal::byte_at(data_, offset);
    if (b < 0x80) {
      units_.unit[0] = b;
      where_ = offset + 1;
    } else {
      // 2- and 3-byte leads never begin a split half; the rest may (code_point_at checks).
      const internal::Decoded d = b >= 0xC0 && b < 0xF0
                                      ? internal::decode_code_point(data_ + offset)
                                      : internal::code_point_at(data_, size_, offset);
      units_.unit[0] = d.code_point;
      where_ = offset + d.length;
    }
    index_ = 0;
    limit_ = 1;
  }

  void set_end() {
    where_ = 0;
    index_ = kEnd;
    limit_ = 0;
  }

  // ++ past the last code point of the window.
  WTF8_ALWAYS_INLINE void step_forward() {
    if (short_view()) {
      if (where_ == size_) {
        set_end();
      } else {
        take_code_point_at(where_);
      }
      return;
    }
    const std::size_t w = where_ + 1;
    if (w >= window_count()) {
      set_end();
    } else if (!take_ascii_window(w, 0)) {
      const internal::CodePointBlock b = internal::decode_block_forward(data_, size_, w);
      if (b.count == 0) {
        set_end();
      } else {
        load(b, 0);
      }
    }
  }
  // -- from the first code point of the window, or from end(). Invariant: not at begin().
  void step_backward() {
    if (short_view()) {
      const std::size_t at = index_ == kEnd ? size_ : offset();
      take_code_point_at(at - internal::code_point_before(data_, size_, at).length);
      return;
    }
    const std::size_t w = index_ == kEnd ? window_count() - 1 : where_ - 1;
    if (!take_ascii_window(w, internal::kBlockBytes - 1)) {
      // A window before this one holds a code point.
      const internal::CodePointBlock b = internal::decode_block_backward(data_, size_, w);
      load(b, b.count - 1);
    }
  }

  // Window w, at `index`, when all of its 64 bytes are inside the view and ASCII: each byte is a
  // code point, widened here (no call into the decoder). Otherwise false.
  WTF8_ALWAYS_INLINE bool take_ascii_window(std::size_t w, std::size_t index) {
    if (size_ / internal::kBlockBytes <= w) return false;  // not a whole window
    const unsigned char* p =
        reinterpret_cast<const unsigned char*>(data_) + w * internal::kBlockBytes;
    unsigned char high = 0;
    for (std::size_t k = 0; k < internal::kBlockBytes; ++k) high |= p[k];
    if (high >= 0x80) return false;
    for (std::size_t k = 0; k < internal::kBlockBytes; ++k) units_.unit[k] = p[k];
    where_ = w;
    index_ = index;
    limit_ = internal::kBlockBytes;
    return true;
  }

  // Takes a window decoded by the compiled decoder. Copied (one assignment) rather than decoded
  // in place: nothing here takes the iterator's address, which would keep its scalars in memory
  // in a loop, stored at every step.
  WTF8_ALWAYS_INLINE void load(const internal::CodePointBlock& b, std::size_t index) {
    units_ = b.units;
    where_ = b.window;
    index_ = index;
    limit_ = b.count;
  }

  const char* data_ = nullptr;
  std::size_t size_ = 0;
  std::size_t where_ = 0;     // the window (long view) or the byte offset (short view)
  std::size_t index_ = kEnd;  // in units_; kEnd at end()
  std::size_t limit_ = 0;     // code points in units_
  internal::CodePointBlock::Units units_;
};

// The range `code_points()` returns. Borrows the view's bytes. `begin()` decodes the first
// window of a view longer than 64 bytes (a call into the SIMD decoder unless it is all ASCII);
// `end()` decodes nothing.
class CodePoints {
 public:
  using iterator = CodePointIterator;
  using const_iterator = CodePointIterator;

  constexpr CodePoints(const char* data, std::size_t size) : data_(data), size_(size) {}

  WTF8_ALWAYS_INLINE iterator begin() const {
    if (size_ == 0) return end();
    return iterator(data_, size_);
  }
  iterator end() const { return iterator(data_, size_, iterator::AtEnd{}); }
  constexpr bool empty() const { return size_ == 0; }

 private:
  const char* data_;
  std::size_t size_;
};

// Iterator over (byte offset, code point) pairs. Bidirectional. The code points come from a
// `CodePointIterator` (block-decoded the same way), the offsets from a running sum of their
// encoded lengths (a split half counts 3 bytes, as it is), so both are exact at every step and a
// loop that does not use the offset pays nothing for it. Trivially copyable; 320 bytes on x86-64.
class CodePointIndexIterator {
 public:
  using iterator_category = std::bidirectional_iterator_tag;
  using value_type = std::pair<std::size_t, CodePoint>;
  using difference_type = std::ptrdiff_t;
  using reference = value_type;  // yielded by value

  struct pointer {
    value_type value;
    constexpr const value_type* operator->() const { return &value; }
  };

  // A singular iterator (equal only to others like it, and to `end()` of any view).
  CodePointIndexIterator() = default;

  value_type operator*() const { return {offset_, *it_}; }
  pointer operator->() const { return pointer{**this}; }
  WTF8_ALWAYS_INLINE CodePointIndexIterator& operator++() {
    offset_ += internal::encoded_length((*it_).value());
    ++it_;
    return *this;
  }
  CodePointIndexIterator operator++(int) {
    CodePointIndexIterator old = *this;
    ++*this;
    return old;
  }
  WTF8_ALWAYS_INLINE CodePointIndexIterator& operator--() {
    --it_;
    offset_ -= internal::encoded_length((*it_).value());
    return *this;
  }
  CodePointIndexIterator operator--(int) {
    CodePointIndexIterator old = *this;
    --*this;
    return old;
  }
  // The byte offset of the code point this iterator points at (the view's size at `end()`).
  std::size_t offset() const { return offset_; }

  friend bool operator==(const CodePointIndexIterator& a, const CodePointIndexIterator& b) {
    return a.it_ == b.it_;
  }
  friend bool operator!=(const CodePointIndexIterator& a, const CodePointIndexIterator& b) {
    return !(a == b);
  }

 private:
  friend class CodePointIndices;
  // Built in place (a copy of a CodePointIterator is a copy of its whole window).
  WTF8_ALWAYS_INLINE CodePointIndexIterator(const char* data, std::size_t size)
      : it_(data, size), offset_(0) {}
  struct AtEnd {};
  CodePointIndexIterator(const char* data, std::size_t size, AtEnd)
      : it_(data, size, CodePointIterator::AtEnd{}), offset_(size) {}

  CodePointIterator it_;
  std::size_t offset_ = 0;
};

// The range `code_point_indices()` returns. Borrows the view's bytes.
class CodePointIndices {
 public:
  using iterator = CodePointIndexIterator;
  using const_iterator = CodePointIndexIterator;

  constexpr CodePointIndices(const char* data, std::size_t size) : data_(data), size_(size) {}

  WTF8_ALWAYS_INLINE iterator begin() const {
    if (size_ == 0) return end();
    return iterator(data_, size_);
  }
  iterator end() const { return iterator(data_, size_, iterator::AtEnd{}); }
  constexpr bool empty() const { return size_ == 0; }

 private:
  const char* data_;
  std::size_t size_;
};

}  // namespace wtf8

#endif  // WTF8_CODE_POINTS_H_
