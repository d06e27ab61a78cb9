// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Test-only reference model for Wtf8View search: convert the haystack to UTF-16 code units, search
// naively there, and map unit indices back to the view's index space (a unit boundary inside a
// surrogate pair, i.e. inside a 4-byte sequence at k, maps to k+2). Every operation is then
// written the plain way from its Rust definition, over the list of all candidate matches, so the
// library's lazy ranges, cursors and anchored matching are checked against something that shares
// none of their code.
//
// Written for clarity, not speed: O(haystack * needle) per query.

#ifndef WTF8_TESTS_REFERENCE_UTF16_SEARCH_MODEL_H_
#define WTF8_TESTS_REFERENCE_UTF16_SEARCH_MODEL_H_

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8_model {

// [begin, end) in unit indices or in index space (which one is said where used).
using Range = std::pair<std::size_t, std::size_t>;

inline bool is_lead(char16_t u) { return u >= 0xD800 && u <= 0xDBFF; }
inline bool is_trail(char16_t u) { return u >= 0xDC00 && u <= 0xDFFF; }

// A view as UTF-16 code units, plus the index-space offset of every unit boundary
// (offset.size() == units.size() + 1), computed from the bytes without the library's help.
struct Haystack {
  std::u16string units;
  std::vector<std::size_t> offset;
  std::size_t size = 0;  // bytes
};

inline Haystack make_haystack(wtf8::Wtf8View v) {
  Haystack h;
  h.units = v.to_utf16();
  h.size = v.size();
  const std::string_view b = v.as_bytes();
  const std::size_t n = b.size();
  auto byte = [&](std::size_t i) { return static_cast<unsigned char>(b[i]); };
  std::size_t i = 0;
  if (n >= 3 && (byte(0) & 0xC0) == 0x80) {  // a split trail surrogate: one unit, 3 bytes
    h.offset.push_back(0);
    i = 3;
  }
  while (i < n) {
    const unsigned char c = byte(i);
    if (c >= 0xF0) {
      h.offset.push_back(i);
      if (i + 4 <= n) {  // a supplementary character: two units, the second at k+2
        h.offset.push_back(i + 2);
        i += 4;
      } else {  // a split lead surrogate ending the view
        i += 3;
      }
    } else {
      h.offset.push_back(i);
      i += c < 0x80 ? 1 : c < 0xE0 ? 2 : 3;
    }
  }
  h.offset.push_back(n);
  return h;
}

// Whether unit index i falls between the two units of a surrogate pair.
inline bool inside_pair(const std::u16string& u, std::size_t i) {
  return i > 0 && i < u.size() && is_lead(u[i - 1]) && is_trail(u[i]);
}

// Every occurrence of `needle` in `units`, overlapping ones included, in unit indices. The empty
// needle occurs at every unit index except inside a pair (Rust: at every char boundary).
inline std::vector<Range> needle_candidates(const std::u16string& units,
                                            const std::u16string& needle) {
  std::vector<Range> out;
  for (std::size_t i = 0; i + needle.size() <= units.size(); ++i) {
    if (needle.empty() && inside_pair(units, i)) continue;
    if (units.compare(i, needle.size(), needle) == 0) out.push_back({i, i + needle.size()});
  }
  return out;
}

// Every code point the predicate accepts, in unit indices: a pair is one code point.
inline std::vector<Range> predicate_candidates(const std::u16string& units,
                                               const std::function<bool(uint32_t)>& pred) {
  std::vector<Range> out;
  for (std::size_t i = 0; i < units.size();) {
    uint32_t cp = units[i];
    std::size_t len = 1;
    if (is_lead(units[i]) && i + 1 < units.size() && is_trail(units[i + 1])) {
      cp = 0x10000 + ((cp - 0xD800) << 10) + (units[i + 1] - 0xDC00u);
      len = 2;
    }
    if (pred(cp)) out.push_back({i, i + len});
    i += len;
  }
  return out;
}

// The operations, over the candidates of one pattern in one haystack. Results are in index space
// unless the name says "units".
class Model {
 public:
  Model(Haystack h, std::vector<Range> candidates)
      : h_(std::move(h)), cand_(std::move(candidates)) {}

  const Haystack& haystack() const { return h_; }
  Range to_index(Range u) const { return {h_.offset[u.first], h_.offset[u.second]}; }
  std::size_t units() const { return h_.units.size(); }

  // First match beginning at or after index `from`.
  std::optional<Range> find(std::size_t from) const {
    for (const Range& c : cand_) {
      if (h_.offset[c.first] >= from) return to_index(c);
    }
    return std::nullopt;
  }
  // Last match beginning at or before index `from`.
  std::optional<Range> rfind(std::size_t from) const {
    std::optional<Range> best;
    for (const Range& c : cand_) {
      if (h_.offset[c.first] <= from) best = to_index(c);
    }
    return best;
  }

  // Non-overlapping matches, left to right (Rust's next_match): the leftmost candidate beginning
  // at or after the previous end, or strictly after an empty previous match. In units.
  std::vector<Range> forward_units() const {
    std::vector<Range> out;
    bool have = false;
    Range last{};
    for (const Range& c : cand_) {
      if (have && (last.first == last.second ? c.first <= last.second : c.first < last.second)) {
        continue;
      }
      out.push_back(c);
      last = c;
      have = true;
    }
    return out;
  }
  // Non-overlapping matches right to left (Rust's next_match_back): the rightmost candidate
  // ending at or before the previous begin, or strictly before an empty previous match. In units.
  std::vector<Range> backward_units() const {
    std::vector<Range> out;
    bool have = false;
    Range last{};
    for (auto it = cand_.rbegin(); it != cand_.rend(); ++it) {
      const Range& c = *it;
      if (have && (last.first == last.second ? c.second >= last.first : c.second > last.first)) {
        continue;
      }
      out.push_back(c);
      last = c;
      have = true;
    }
    return out;
  }
  std::vector<Range> forward() const { return map(forward_units()); }
  std::vector<Range> backward() const { return map(backward_units()); }

  // A match beginning at unit 0 / ending at the last unit.
  std::optional<Range> prefix() const {
    for (const Range& c : cand_) {
      if (c.first == 0) return to_index(c);
    }
    return std::nullopt;
  }
  std::optional<Range> suffix() const {
    for (const Range& c : cand_) {
      if (c.second == units()) return to_index(c);
    }
    return std::nullopt;
  }

  // ---- the split family, straight from Rust's definitions (index ranges of the pieces) ----------

  std::vector<Range> split(std::size_t limit = static_cast<std::size_t>(-1)) const {
    std::vector<Range> out;
    if (limit == 0) return out;
    std::size_t start = 0;
    for (const Range& m : forward()) {
      if (out.size() + 1 == limit) break;
      out.push_back({start, m.first});
      start = m.second;
    }
    out.push_back({start, h_.size});
    return out;
  }
  std::vector<Range> split_terminator() const {
    std::vector<Range> out = split();
    if (out.back().first == out.back().second) out.pop_back();
    return out;
  }
  std::vector<Range> split_inclusive() const {
    std::vector<Range> out;
    std::size_t start = 0;
    for (const Range& m : forward()) {
      out.push_back({start, m.second});
      start = m.second;
    }
    if (start != h_.size) out.push_back({start, h_.size});
    return out;
  }
  std::vector<Range> rsplit(std::size_t limit = static_cast<std::size_t>(-1)) const {
    std::vector<Range> out;
    if (limit == 0) return out;
    std::size_t end = h_.size;
    for (const Range& m : backward()) {
      if (out.size() + 1 == limit) break;
      out.push_back({m.second, end});
      end = m.first;
    }
    out.push_back({0, end});
    return out;
  }

  // ---- trimming (index offsets) -----------------------------------------------------------------

  std::size_t trim_start() const {
    std::size_t pos = 0;  // units
    while (true) {
      bool moved = false;
      for (const Range& c : cand_) {
        if (c.first == pos && c.second > pos) {
          pos = c.second;
          moved = true;
          break;
        }
      }
      if (!moved) return h_.offset[pos];
    }
  }
  std::size_t trim_end() const {
    std::size_t pos = units();
    while (true) {
      bool moved = false;
      for (const Range& c : cand_) {
        if (c.second == pos && c.first < pos) {
          pos = c.first;
          moved = true;
          break;
        }
      }
      if (!moved) return h_.offset[pos];
    }
  }

  // ---- replacing: in UTF-16, then converted -----------------------------------------------------

  wtf8::Wtf8Buf replace(const std::u16string& to,
                        std::size_t limit = static_cast<std::size_t>(-1)) const {
    std::u16string out;
    std::size_t last = 0;
    std::size_t done = 0;
    for (const Range& m : forward_units()) {
      if (done++ == limit) break;
      out += h_.units.substr(last, m.first - last);
      out += to;
      last = m.second;
    }
    out += h_.units.substr(last);
    return wtf8::Wtf8Buf::from_utf16(out);
  }

 private:
  std::vector<Range> map(const std::vector<Range>& units) const {
    std::vector<Range> out;
    for (const Range& u : units) out.push_back(to_index(u));
    return out;
  }

  Haystack h_;
  std::vector<Range> cand_;  // sorted by begin (and so by end)
};

inline Model needle_model(wtf8::Wtf8View haystack, const std::u16string& needle) {
  Haystack h = make_haystack(haystack);
  std::vector<Range> c = needle_candidates(h.units, needle);
  return Model(std::move(h), std::move(c));
}

inline Model predicate_model(wtf8::Wtf8View haystack, const std::function<bool(uint32_t)>& pred) {
  Haystack h = make_haystack(haystack);
  std::vector<Range> c = predicate_candidates(h.units, pred);
  return Model(std::move(h), std::move(c));
}

}  // namespace wtf8_model

#endif  // WTF8_TESTS_REFERENCE_UTF16_SEARCH_MODEL_H_
