// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to wtf8/ignore.h: a number that no other state of any IgnoreStack has. The stack
// renews it on every change, and a copy or a move takes a new one, so a per-thread memo of the
// last path's ancestor decisions (src/ignore/ignore.cc) knows when it no longer holds.

#ifndef WTF8_INTERNAL_IGNORE_GENERATION_H_
#define WTF8_INTERNAL_IGNORE_GENERATION_H_

#include <cstdint>

namespace wtf8::internal {

class IgnoreGeneration {
 public:
  IgnoreGeneration() noexcept : value_(next()) {}
  IgnoreGeneration(const IgnoreGeneration&) noexcept : value_(next()) {}
  IgnoreGeneration& operator=(const IgnoreGeneration&) noexcept {
    value_ = next();
    return *this;
  }
  void renew() noexcept { value_ = next(); }
  [[nodiscard]] uint64_t value() const noexcept { return value_; }

 private:
  static uint64_t next() noexcept;  // src/ignore/ignore.cc
  uint64_t value_;
};

}  // namespace wtf8::internal

#endif  // WTF8_INTERNAL_IGNORE_GENERATION_H_
