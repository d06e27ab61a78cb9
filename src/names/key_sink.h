// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The two sinks the key writers of src/names/ write a key's bytes to. Internal to src/names/.
//
// KeySink: a growable byte buffer that lives on the stack for keys up to kInline bytes (names are
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

// The same interface over a std::string that becomes the key itself (`name_key`), so the key is
// written once, into the buffer the returned `Wtf8Buf` keeps. `expected` is the first size
// allocated (keys of ASCII names have exactly their name's size; a name of up to 15 bytes then
// stays in the string's own small buffer).
class StringSink {
 public:
  explicit StringSink(std::size_t expected) { bytes_.resize(expected); }
  StringSink(const StringSink&) = delete;
  StringSink& operator=(const StringSink&) = delete;

  char* data() noexcept { return &bytes_[0]; }
  const char* data() const noexcept { return bytes_.data(); }
  std::size_t size() const noexcept { return size_; }
  std::string_view view() const noexcept { return std::string_view(bytes_.data(), size_); }
  void truncate(std::size_t n) noexcept { size_ = n; }

  char* extend(std::size_t n) {
    if (bytes_.size() - size_ < n) bytes_.resize(std::max(bytes_.size() * 2, size_ + n));
    char* out = &bytes_[size_];
    size_ += n;
    return out;
  }
  void push(char c) { *extend(1) = c; }
  void append(const char* p, std::size_t n) {
    if (n != 0) std::memcpy(extend(n), p, n);
  }
  void append(std::string_view s) { append(s.data(), s.size()); }

  // The bytes written (the sink is left empty).
  std::string take() && {
    bytes_.resize(size_);
    size_ = 0;
    return std::move(bytes_);
  }

 private:
  std::string bytes_;  // bytes_[0, size_) written; the rest is room
  std::size_t size_ = 0;
};

}  // namespace names
}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_NAMES_KEY_SINK_H_
