// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// KeySink: where the key writers of src/names/ write a key's bytes. Internal to src/names/.
//
// A growable byte buffer that lives on the stack for keys up to kInline bytes (names are
// at most a few hundred bytes, and a key at most three times its name), so `same_entry`,
// `NameSet` and `find_collisions` build keys without allocating; longer keys move to the heap.

#ifndef WTF8_SRC_NAMES_KEY_SINK_H_
#define WTF8_SRC_NAMES_KEY_SINK_H_

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

namespace wtf8 {
namespace internal {
namespace names {

class KeySink {
 public:
  static constexpr std::size_t kInline = 512;

  KeySink() = default;
  KeySink(const KeySink&) = delete;
  KeySink& operator=(const KeySink&) = delete;

  char* data() noexcept { return data_; }
  const char* data() const noexcept { return data_; }
  std::size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }
  std::string_view view() const noexcept { return std::string_view(data_, size_); }
  void clear() noexcept { size_ = 0; }
  // Drops the bytes from `n` on (n <= size()).
  void truncate(std::size_t n) noexcept { size_ = n; }

  // `n` more bytes at the end, uninitialized, for the caller to fill.
  char* extend(std::size_t n) {
    if (capacity_ - size_ < n) grow(n);
    char* out = data_ + size_;
    size_ += n;
    return out;
  }
  void push(char c) { *extend(1) = c; }
  void append(const char* p, std::size_t n) {
    if (n != 0) std::memcpy(extend(n), p, n);
  }
  void append(std::string_view s) { append(s.data(), s.size()); }
  // Appends the n <= 8 bytes at p, from which 8 bytes may be read (a table padded for it): one
  // fixed-size copy instead of a call to memcpy.
  void append_padded(const char* p, std::size_t n) {
    if (capacity_ - size_ < 8) grow(8);
    std::memcpy(data_ + size_, p, 8);
    size_ += n;
  }

 private:
  void grow(std::size_t n) {
    std::size_t capacity = capacity_ * 2;
    if (capacity - size_ < n) capacity = size_ + n;
    std::unique_ptr<char[]> heap(new char[capacity]);
    std::memcpy(heap.get(), data_, size_);
    heap_ = std::move(heap);
    data_ = heap_.get();
    capacity_ = capacity;
  }

  char inline_[kInline];
  std::unique_ptr<char[]> heap_;
  char* data_ = inline_;
  std::size_t size_ = 0;
  std::size_t capacity_ = kInline;
};

}  // namespace names
}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_NAMES_KEY_SINK_H_
