// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The per-character and per-length rules of wtf8/name_problems.h, written once for the checker
// (name_problems.cc) and the sanitizer (sanitize.cc): which platforms refuse a code point, the
// ASCII table the checker's fast loop reads, how long a code point is on each platform, and the
// device name test (over src/internal/windows_names.h). Internal to src/names/.

#ifndef WTF8_SRC_NAMES_NAME_CHARS_H_
#define WTF8_SRC_NAMES_NAME_CHARS_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>

#include "src/internal/windows_names.h"
#include "src/simd/byte_set.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/name_problems.h"

namespace wtf8 {
namespace internal {
namespace names {

// The length limit of every platform: Windows counts UTF-16 code units, macOS UTF-8 bytes as
// given, Linux POSIX bytes (a PEP 383 escape is one byte).
inline constexpr std::size_t kNameLimit = 255;

// Whether `cp` is a PEP 383 escape: the lone trail surrogate standing for one byte 0x80..0xFF of
// a POSIX name that is not UTF-8 (wtf8/os.h).
constexpr bool is_escaped_byte(uint32_t cp) { return cp >= 0xDC80 && cp <= 0xDCFF; }

// What is wrong with one code point, and on which platforms of the set asked about.
struct CharVerdict {
  NameProblem problem;
  Platforms platforms;  // kNone: the code point is fine everywhere asked
};

// The rule for one code point on `asked` (the reference every fast path is compared with).
constexpr CharVerdict check_code_point(uint32_t cp, Platforms asked) {
  const Platforms windows = asked & Platforms::kWindows;
  switch (cp) {
    case '/':
      return {NameProblem::kSeparator, asked};
    case '\\':
      return {NameProblem::kSeparator, windows};
    case 0:
      return {NameProblem::kControlCharacter, asked};
    default:
      break;
  }
  if (cp < 0x80 && is_windows_forbidden_char(static_cast<char>(cp))) {
    return {NameProblem::kForbiddenCharacter, windows};
  }
  if (cp < 0x20) return {NameProblem::kControlCharacter, windows};
  if (is_surrogate(cp)) {
    Platforms refuse = asked & Platforms::kMacOs;
    if (!is_escaped_byte(cp)) refuse |= asked & Platforms::kLinux;
    return {NameProblem::kNotStorable, refuse};
  }
  return {NameProblem::kEmpty, Platforms::kNone};
}

// For each ASCII byte, the platforms that refuse it as a character of a name (bit set of
// `Platforms`): the fast loop of the checker masks it with the platforms asked about.
constexpr std::array<uint8_t, 128> make_ascii_refusals() {
  std::array<uint8_t, 128> table{};
  for (uint32_t b = 0; b < 128; ++b) {
    table[b] = static_cast<uint8_t>(check_code_point(b, Platforms::kAll).platforms);
  }
  return table;
}
inline constexpr std::array<uint8_t, 128> kAsciiRefusals = make_ascii_refusals();

// The checker's prefilter: a name none of whose bytes is below 0x20 or one of these can raise no
// character problem on any platform, a split surrogate at either end aside. They are the ASCII
// characters some platform refuses besides the controls, and ED, the lead byte of every
// surrogate (and of U+D000..U+D7FF, which the character loop then passes).
inline constexpr std::array<uint8_t, 10> kPrefilterBytes = {'"', '*', '/',  ':', '<',
                                                            '>', '?', '\\', '|', 0xED};
constexpr bool prefilter_matches_refusals() {
  for (uint8_t b = 0; b < 128; ++b) {
    bool listed = b < 0x20;
    for (const uint8_t p : kPrefilterBytes) listed = listed || p == b;
    if (listed != (kAsciiRefusals[b] != 0)) return false;
  }
  return true;
}
static_assert(prefilter_matches_refusals(),
              "kPrefilterBytes and the controls must be exactly the ASCII bytes refused");

template <std::size_t... I>
inline bool may_refuse_a_character(const char* p, std::size_t n, std::index_sequence<I...>) {
  return internal::simd::has_byte_below_or_in<kPrefilterBytes[I]...>(p, n, 0x20);
}
// Whether p[0, n) holds a byte below 0x20 or one of kPrefilterBytes.
inline bool may_refuse_a_character(const char* p, std::size_t n) {
  return may_refuse_a_character(p, n, std::make_index_sequence<kPrefilterBytes.size()>());
}

// A code point's length on each platform's scale.
struct Lengths {
  std::size_t utf16_units;  // Windows
  std::size_t utf8_bytes;   // macOS (and the name's own size)
  std::size_t posix_bytes;  // Linux
};

constexpr Lengths lengths_of(uint32_t cp, std::size_t bytes_in_view) {
  // A split surrogate occupies 3 bytes in a view, like a canonical one, and is one code unit.
  const std::size_t units = cp >= 0x10000 ? 2 : 1;
  const std::size_t posix = is_escaped_byte(cp) ? 1 : bytes_in_view;
  return {units, bytes_in_view, posix};
}

// The byte offset of the first '.' or ':' of `bytes` (its size when none): where the base of a
// DOS device name ends. Both are ASCII, so they never occur inside a multi-byte sequence.
constexpr std::size_t device_base_end(std::string_view bytes) {
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    if (bytes[i] == '.' || bytes[i] == ':') return i;
  }
  return bytes.size();
}

// The length of the device word at the start of `bytes` when its base (see device_base_end,
// trailing spaces removed) is a DOS device name; 0 otherwise. The one implementation of
// `is_windows_reserved_name`, also used by the sanitizer to know where "_" goes.
constexpr std::size_t device_word_length(std::string_view bytes) {
  // Every device word begins with C, P, A, N or L (any case): most names stop here, before the
  // scan for the end of the base.
  if (bytes.size() < 3) return 0;
  const char first = static_cast<char>(bytes[0] & ~0x20);
  if (first != 'C' && first != 'P' && first != 'A' && first != 'N' && first != 'L') return 0;
  std::size_t n = device_base_end(bytes);
  while (n > 0 && bytes[n - 1] == ' ') --n;
  return is_windows_device_word(bytes.substr(0, n)) ? n : 0;
}

}  // namespace names
}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_NAMES_NAME_CHARS_H_
