// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Test-only reference: a direct transcription of the ABNF of RFC 3629 §4, written to be checked by
// eye against the RFC, not to be fast. It shares nothing with src/ (no tables, no byte helpers), so
// a test comparing the two is a real differential test.
//
// Each ABNF rule is a function of the same name (hyphens as underscores) that says whether a whole
// byte string matches the rule. `UTF8-octets = *( UTF8-char )` is decided by dynamic programming
// over split points, so its correctness does not lean on UTF-8 being prefix-free.
//
// Example:
//   rfc3629_abnf::utf8_octets("\xE2\x89\xA2");     // true
//   rfc3629_abnf::utf8_octets("\xC0\x80");         // false: C0 is no UTF8-char's first octet
//   rfc3629_abnf::longest_utf8_prefix("ab\xED\xA0\x80");   // 2

#ifndef WTF8_TESTS_REFERENCE_RFC3629_ABNF_H_
#define WTF8_TESTS_REFERENCE_RFC3629_ABNF_H_

#include <cstddef>
#include <memory>
#include <string_view>

namespace rfc3629_abnf {

// %xLO-HI: the octet at `s[i]` lies in LO..HI.
constexpr bool octet(std::string_view s, std::size_t i, unsigned lo, unsigned hi) {
  const unsigned value = static_cast<unsigned char>(s[i]);
  return lo <= value && value <= hi;
}

// UTF8-tail = %x80-BF
constexpr bool utf8_tail(std::string_view s, std::size_t i) { return octet(s, i, 0x80, 0xBF); }

// UTF8-1 = %x00-7F
constexpr bool utf8_1(std::string_view s) { return s.size() == 1 && octet(s, 0, 0x00, 0x7F); }

// UTF8-2 = %xC2-DF UTF8-tail
constexpr bool utf8_2(std::string_view s) {
  return s.size() == 2 && octet(s, 0, 0xC2, 0xDF) && utf8_tail(s, 1);
}

// UTF8-3 = %xE0 %xA0-BF UTF8-tail / %xE1-EC 2( UTF8-tail ) /
//          %xED %x80-9F UTF8-tail / %xEE-EF 2( UTF8-tail )
constexpr bool utf8_3(std::string_view s) {
  if (s.size() != 3) return false;
  return (octet(s, 0, 0xE0, 0xE0) && octet(s, 1, 0xA0, 0xBF) && utf8_tail(s, 2)) ||
         (octet(s, 0, 0xE1, 0xEC) && utf8_tail(s, 1) && utf8_tail(s, 2)) ||
         (octet(s, 0, 0xED, 0xED) && octet(s, 1, 0x80, 0x9F) && utf8_tail(s, 2)) ||
         (octet(s, 0, 0xEE, 0xEF) && utf8_tail(s, 1) && utf8_tail(s, 2));
}

// UTF8-4 = %xF0 %x90-BF 2( UTF8-tail ) / %xF1-F3 3( UTF8-tail ) /
//          %xF4 %x80-8F 2( UTF8-tail )
constexpr bool utf8_4(std::string_view s) {
  if (s.size() != 4) return false;
  return (octet(s, 0, 0xF0, 0xF0) && octet(s, 1, 0x90, 0xBF) && utf8_tail(s, 2) &&
          utf8_tail(s, 3)) ||
         (octet(s, 0, 0xF1, 0xF3) && utf8_tail(s, 1) && utf8_tail(s, 2) && utf8_tail(s, 3)) ||
         (octet(s, 0, 0xF4, 0xF4) && octet(s, 1, 0x80, 0x8F) && utf8_tail(s, 2) && utf8_tail(s, 3));
}

// UTF8-char = UTF8-1 / UTF8-2 / UTF8-3 / UTF8-4
constexpr bool utf8_char(std::string_view s) {
  return utf8_1(s) || utf8_2(s) || utf8_3(s) || utf8_4(s);
}

// The length of the longest prefix of `s` that matches UTF8-octets = *( UTF8-char ). A validator
// that reports the offset of the first offending sequence reports exactly this.
inline std::size_t longest_utf8_prefix(std::string_view s) {
  // matches[i]: the first i octets match *( UTF8-char ). The empty string matches (zero
  // repetitions); then the first i + len octets match if the first i do and the next len are one
  // UTF8-char (every UTF8-char is 1 to 4 octets long).
  bool small[17];  // enough for the exhaustive sweeps, which call this 100 million times
  std::unique_ptr<bool[]> large;
  bool* matches = small;
  if (s.size() >= sizeof small) {
    large = std::make_unique<bool[]>(s.size() + 1);
    matches = large.get();
  }
  matches[0] = true;
  for (std::size_t i = 1; i <= s.size(); ++i) matches[i] = false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (!matches[i]) continue;
    for (std::size_t len = 1; len <= 4 && i + len <= s.size(); ++len) {
      if (utf8_char(s.substr(i, len))) matches[i + len] = true;
    }
  }
  std::size_t longest = 0;
  for (std::size_t i = 0; i <= s.size(); ++i) {
    if (matches[i]) longest = i;
  }
  return longest;
}

// UTF8-octets = *( UTF8-char ): the whole of `s` matches.
inline bool utf8_octets(std::string_view s) { return longest_utf8_prefix(s) == s.size(); }

}  // namespace rfc3629_abnf

#endif  // WTF8_TESTS_REFERENCE_RFC3629_ABNF_H_
