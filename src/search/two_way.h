// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The two-way string matching algorithm (Crochemore and Perrin, "Two-way string-matching", JACM
// 38(3), 1991), as a scanner that enumerates every occurrence of a needle, overlapping ones
// included, in time linear in the text plus the needle, with O(1) extra space. One
// implementation serves both directions: a `Reader` presents the needle and the text either as
// they are or reversed, and a backward scan is the forward algorithm on the reversed strings.
//
// The scanner is used where an occurrence of the middle bytes can be rejected by the surrogate
// checks around it: restarting `memmem` one byte further after each rejection could cost
// O(text * needle) on periodic needles, while the scanner's memory of the last period keeps the
// enumeration linear.

#ifndef WTF8_SRC_SEARCH_TWO_WAY_H_
#define WTF8_SRC_SEARCH_TWO_WAY_H_

#include <algorithm>
#include <cstddef>
#include <cstring>

#include "wtf8/internal/config.h"
#include "wtf8/internal/search/searcher.h"

namespace wtf8 {
namespace internal {

enum class Direction { kForward, kBackward };

// The bytes data[0, size), read left to right or right to left.
template <Direction D>
class Reader {
 public:
  Reader(const char* data, std::size_t size)
      : data_(reinterpret_cast<const unsigned char*>(data)), size_(size) {}
  unsigned char operator[](std::size_t i) const {
    return D == Direction::kForward ? data_[i] : data_[size_ - 1 - i];
  }

 private:
  const unsigned char* data_;
  std::size_t size_;
};

// memrchr is a GNU extension; this is its portable meaning.
inline const void* find_byte_backward(const void* data, unsigned char byte, std::size_t n) {
#if WTF8_HAVE_MEMMEM
  return memrchr(data, byte, n);
#else
  const unsigned char* p = static_cast<const unsigned char*>(data);
  while (n > 0) {
    if (p[--n] == byte) return p + n;
  }
  return nullptr;
#endif
}

// The maximal suffix of x[0, m) (m >= 1) under byte order, or under its reverse when
// `reverse_order`: where it starts and its period.
template <Direction D>
void maximal_suffix(const Reader<D>& x, std::size_t m, bool reverse_order, std::size_t* start,
                    std::size_t* period) {
  std::size_t best = 0;        // start of the maximal suffix found so far
  std::size_t challenger = 1;  // start of the suffix compared against it
  std::size_t offset = 0;      // position being compared within both
  std::size_t p = 1;           // period of the best suffix
  while (challenger + offset < m) {
    unsigned char a = x[challenger + offset];
    unsigned char b = x[best + offset];
    if (reverse_order) std::swap(a, b);
    if (a < b) {
      // The challenger is smaller: everything up to here is one period of the best suffix.
      challenger += offset + 1;
      offset = 0;
      p = challenger - best;
    } else if (a == b) {
      if (offset + 1 == p) {
        challenger += p;
        offset = 0;
      } else {
        ++offset;
      }
    } else {
      // The challenger is larger: it becomes the best suffix.
      best = challenger;
      challenger = best + 1;
      offset = 0;
      p = 1;
    }
  }
  *start = best;
  *period = p;
}

// The critical factorization of needle[0, m) (m >= 1) read in direction D.
template <Direction D>
TwoWayPlan plan_two_way(const char* needle, std::size_t m) {
  const Reader<D> x(needle, m);
  std::size_t start1, period1, start2, period2;
  maximal_suffix(x, m, false, &start1, &period1);
  maximal_suffix(x, m, true, &start2, &period2);
  TwoWayPlan plan;
  plan.critical = std::max(start1, start2);
  plan.period = start1 >= start2 ? period1 : period2;
  // Periodic when the left part x[0, critical) reappears `period` bytes later (critical + period
  // <= m holds: the period of the maximal suffix is at most its length).
  bool left_repeats = true;
  for (std::size_t i = 0; i < plan.critical; ++i) {
    if (x[i] != x[i + plan.period]) {
      left_repeats = false;
      break;
    }
  }
  plan.periodic = left_repeats;
  if (!plan.periodic) plan.period = std::max(plan.critical, m - plan.critical) + 1;
  return plan;
}

// Enumerates the occurrences of needle[0, m) (m >= 1) inside text[lo, hi), nearest to the starting
// end first: leftmost first for kForward, rightmost first for kBackward. `plan` must be
// `plan_two_way<D>(needle, m)`. Each call to `next` continues where the previous one stopped.
template <Direction D>
class TwoWayScanner {
 public:
  TwoWayScanner(const char* needle, std::size_t m, const TwoWayPlan& plan, const char* text,
                std::size_t lo, std::size_t hi)
      : x_(needle, m),
        y_(text + lo, hi > lo ? hi - lo : 0),
        text_(text + lo),
        m_(m),
        n_(hi > lo ? hi - lo : 0),
        lo_(lo),
        plan_(plan),
        critical_byte_(x_[plan.critical]) {}

  // The offset in `text` of the next occurrence's first byte, or kNoMatch.
  std::size_t next() {
    const std::size_t m = m_;
    const std::size_t c = plan_.critical;
    while (j_ + m <= n_) {
      if (memory_ == 0) {
        // The first comparison is x[c] against y[j + c]; every shift whose comparison would fail
        // moves by exactly one, so jump straight to the next place where it succeeds.
        if (!skip_to_critical_byte()) break;
      }
      std::size_t i = std::max(c, memory_);
      while (i < m && x_[i] == y_[j_ + i]) ++i;
      if (i < m) {
        j_ += i - c + 1;
        memory_ = 0;
        continue;
      }
      std::size_t k = c;
      while (k > memory_ && x_[k - 1] == y_[j_ + k - 1]) --k;
      const bool hit = k <= memory_;
      const std::size_t at = j_;
      j_ += plan_.period;
      // In the periodic case the needle's first m - period bytes already match at the new shift.
      memory_ = plan_.periodic ? m - plan_.period : 0;
      if (hit) return D == Direction::kForward ? lo_ + at : lo_ + n_ - at - m;
    }
    j_ = n_;  // exhausted
    return kNoMatch;
  }

 private:
  // Moves j_ to the smallest shift >= j_ at which y[j + c] equals x[c]; false when none fits.
  bool skip_to_critical_byte() {
    const std::size_t c = plan_.critical;
    const std::size_t count = n_ - m_ - j_ + 1;  // shifts j_ .. n_ - m_
    if (D == Direction::kForward) {
      const void* hit = std::memchr(text_ + j_ + c, critical_byte_, count);
      if (hit == nullptr) return false;
      j_ = static_cast<std::size_t>(static_cast<const char*>(hit) - text_) - c;
    } else {
      // y[t] is text_[n_ - 1 - t]; shifts j_ .. n_ - m_ read text_[m_ - 1 - c .. n_ - 1 - j_ - c].
      const void* hit = find_byte_backward(text_ + (m_ - 1 - c), critical_byte_, count);
      if (hit == nullptr) return false;
      const std::size_t index = static_cast<std::size_t>(static_cast<const char*>(hit) - text_);
      j_ = n_ - 1 - index - c;
    }
    return true;
  }

  Reader<D> x_;
  Reader<D> y_;
  const char* text_;
  std::size_t m_;
  std::size_t n_;
  std::size_t lo_;
  TwoWayPlan plan_;
  unsigned char critical_byte_;
  std::size_t j_ = 0;       // current shift, counted from the starting end
  std::size_t memory_ = 0;  // needle bytes known to match at this shift (periodic case)
};

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_SEARCH_TWO_WAY_H_
