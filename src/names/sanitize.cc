// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// sanitize_name (wtf8/name_problems.h): the characters first, then the whole-name repairs (trailing
// dots and spaces, empty, `.`/`..`, device names, length) repeated until nothing changes. Every
// character rule comes from src/names/name_chars.h, the same rules name_problems applies, so what
// this leaves behind passes check_name; the tests and fuzz/file_names_fuzzer.cc check that, and
// that a second pass changes nothing.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>

#include "src/names/name_chars.h"
#include "wtf8/code_point.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/literals.h"
#include "wtf8/name_problems.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using internal::names::check_code_point;
using internal::names::kNameLimit;
using internal::names::Lengths;
using internal::names::lengths_of;

// The replacement to use: the caller's when it is UTF-8 made only of characters every platform
// asked about accepts, "_" otherwise.
Wtf8View usable_replacement(std::string_view wanted, Platforms asked) {
  static constexpr Wtf8View kDefault = "_"_wtf8;
  const absl::StatusOr<Wtf8View> view = Wtf8View::from_utf8(wanted);
  if (!view.ok()) return kDefault;
  for (const CodePoint cp : view->code_points()) {
    if (check_code_point(cp.value(), asked).platforms != Platforms::kNone) {
      return kDefault;
    }
  }
  return *view;
}

// The budget of each length scale; a scale a platform does not use is unlimited.
struct Budget {
  std::size_t utf16_units;
  std::size_t utf8_bytes;
  std::size_t posix_bytes;

  bool admits(const Lengths& used) const {
    return used.utf16_units <= utf16_units && used.utf8_bytes <= utf8_bytes &&
           used.posix_bytes <= posix_bytes;
  }
};

constexpr std::size_t kUnlimited = static_cast<std::size_t>(-1);

// Rounds of repairs before a cycle is assumed (three suffice for every name the tests know).
constexpr int kRounds = 8;

Lengths lengths_of_view(Wtf8View s) {
  Lengths total{0, 0, 0};
  for (std::size_t pos = 0; pos < s.size();) {
    const internal::Decoded d = internal::code_point_at(s.data(), s.size(), pos);
    const Lengths l = lengths_of(d.code_point, d.length);
    total.utf16_units += l.utf16_units;
    total.utf8_bytes += l.utf8_bytes;
    total.posix_bytes += l.posix_bytes;
    pos += d.length;
  }
  return total;
}

// The longest prefix of `s` (ending at a code point boundary, never mid 4-byte sequence) that
// `budget` admits; its size in bytes.
std::size_t fitting_prefix(Wtf8View s, const Budget& budget) {
  Lengths used{0, 0, 0};
  std::size_t pos = 0;
  while (pos < s.size()) {
    const internal::Decoded d = internal::code_point_at(s.data(), s.size(), pos);
    const Lengths l = lengths_of(d.code_point, d.length);
    const Lengths next{used.utf16_units + l.utf16_units, used.utf8_bytes + l.utf8_bytes,
                       used.posix_bytes + l.posix_bytes};
    if (!budget.admits(next)) break;
    used = next;
    pos += d.length;
  }
  return pos;
}

class Sanitizer {
 public:
  Sanitizer(Platforms asked, const SanitizeOptions& options)
      : windows_((asked & Platforms::kWindows) != Platforms::kNone),
        keep_extension_(options.keep_extension) {
    const std::size_t max_bytes = options.max_bytes < 1 ? 1 : options.max_bytes;
    budget_.utf16_units = windows_ ? kNameLimit : kUnlimited;
    const bool byte_limited = (asked & Platforms::kMacOs) != Platforms::kNone;
    budget_.utf8_bytes = byte_limited ? std::min(kNameLimit, max_bytes) : max_bytes;
    budget_.posix_bytes = (asked & Platforms::kLinux) != Platforms::kNone ? kNameLimit : kUnlimited;
  }

  // Steps 2 to 4 of sanitize_name once; whether anything changed.
  bool repair_once(Wtf8Buf& s) const {
    bool changed = false;
    // `.` and `..` first, so that Windows' stripping does not empty them: "_" and "__" everywhere.
    if (s.as_bytes() == "." || s.as_bytes() == "..") {
      const std::size_t n = s.size();
      s.clear();
      for (std::size_t k = 0; k < n; ++k) s.push(CodePoint::from_ascii('_').value());
      changed = true;
    }
    if (windows_) changed |= strip_trailing_dots_and_spaces(s);
    if (s.empty()) {
      s.push(CodePoint::from_ascii('_').value());
      changed = true;
    }
    if (windows_) {
      const std::size_t word = internal::names::device_word_length(s.as_bytes());
      if (word != 0) {
        Wtf8Buf fixed;
        fixed.append(s.slice_to(word));
        fixed.push(CodePoint::from_ascii('_').value());
        fixed.append(s.slice_from(word));
        s = std::move(fixed);
        changed = true;
      }
    }
    changed |= cut_to_budget(s);
    return changed;
  }

 private:
  static bool strip_trailing_dots_and_spaces(Wtf8Buf& s) {
    const std::string_view bytes = s.as_bytes();
    std::size_t end = bytes.size();
    while (end > 0 && (bytes[end - 1] == '.' || bytes[end - 1] == ' ')) --end;
    if (end == bytes.size()) return false;
    s.truncate(end);  // '.' and ' ' are ASCII: `end` is a code point boundary
    return true;
  }

  bool cut_to_budget(Wtf8Buf& s) const {
    if (budget_.admits(lengths_of_view(s))) return false;
    if (keep_extension_) {
      const std::size_t dot = s.as_bytes().rfind('.');
      if (dot != std::string_view::npos && dot > 0) {
        const Wtf8View extension = s.slice_from(dot);
        const Lengths ext = lengths_of_view(extension);
        if (budget_.admits(ext)) {
          const Budget rest{sub(budget_.utf16_units, ext.utf16_units),
                            sub(budget_.utf8_bytes, ext.utf8_bytes),
                            sub(budget_.posix_bytes, ext.posix_bytes)};
          const std::size_t stem = fitting_prefix(s.slice_to(dot), rest);
          if (stem > 0) {
            Wtf8Buf cut;
            cut.append(s.slice_to(stem));
            cut.append(extension);
            s = std::move(cut);
            return true;
          }
        }
      }
    }
    s.truncate(fitting_prefix(s, budget_));
    return true;
  }

  static std::size_t sub(std::size_t budget, std::size_t used) {
    return budget == kUnlimited ? kUnlimited : budget - used;
  }

  bool windows_;
  bool keep_extension_;
  Budget budget_{};
};

}  // namespace

namespace internal {

Wtf8Buf sanitize_name(Wtf8View name, Platforms platforms, const SanitizeOptions& options) {
  if (platforms == Platforms::kNone) return name.to_buf();
  const std::size_t max_bytes = options.max_bytes < 1 ? 1 : options.max_bytes;
  if (name.size() <= max_bytes && is_portable_name(name, platforms)) return name.to_buf();

  // Step 1: the characters.
  const Wtf8View replacement = usable_replacement(options.replacement, platforms);
  Wtf8Buf s;
  s.reserve(name.size());
  for (const CodePoint cp : name.code_points()) {
    const internal::names::CharVerdict v = check_code_point(cp.value(), platforms);
    if (v.platforms == Platforms::kNone) {
      s.push(cp);  // joins a lead surrogate with a trail one that a dropped character separated
    } else if (v.problem == NameProblem::kNotStorable) {
      // Invariant: U+FFFD is a scalar value.
      s.push(CodePoint::from_u32_unchecked(internal::kReplacementCharacter));
    } else {
      s.append(replacement);
    }
  }

  // Steps 2 to 4 until nothing changes. Each round either changes nothing or shortens the name,
  // except that a device name grows by one "_", after which its start is no device name; a cut
  // can only bring one back when a kept extension leaves exactly the device word before it, and
  // then the next round would add the "_" again: that cycle is broken by replacing the first
  // character.
  const Sanitizer sanitizer(platforms, options);
  for (int round = 0; round < kRounds; ++round) {
    if (!sanitizer.repair_once(s)) return s;
  }
  if (!s.empty()) {
    Wtf8Buf broken;
    broken.push(CodePoint::from_ascii('_').value());
    broken.append(s.slice_from(internal::code_point_at(s.data(), s.size(), 0).length));
    s = std::move(broken);
  }
  for (int round = 0; round < kRounds && sanitizer.repair_once(s); ++round) {
  }
  return s;
}

}  // namespace internal
}  // namespace wtf8
