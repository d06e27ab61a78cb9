// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// name_problems, is_portable_name, check_name and is_windows_reserved_name (wtf8/name_problems.h).
//
// One scan serves the three: it hands every issue to a sink, which collects them, stops at the
// first, or keeps the least. The character loop reads ASCII through a 128-entry table masked with
// the platforms asked about (src/names/name_chars.h) and decodes only the bytes that can start a
// surrogate; the length limits are looked at only for names over 255 bytes, since no platform's
// count (UTF-16 units, UTF-8 bytes, POSIX bytes) exceeds the size in bytes. The plain model every
// result is compared with is tests/reference/name_problems_model.h.

#include "wtf8/name_problems.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_format.h"
#include "src/internal/errors.h"
#include "src/names/enum_names.h"
#include "src/names/name_chars.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using internal::names::CharVerdict;
using internal::names::check_code_point;
using internal::names::kAsciiRefusals;
using internal::names::kNameLimit;

constexpr std::size_t kNone = static_cast<std::size_t>(-1);

// Hands each issue of `name` on `asked` to `sink` (a callable taking a NameIssue and returning
// whether to go on), in no particular order. Returns false when the sink stopped it.
template <typename Sink>
bool scan(Wtf8View name, Platforms asked, Sink&& sink) {
  if (asked == Platforms::kNone) return true;
  const char* data = name.data();
  const std::size_t size = name.size();
  if (size == 0) return sink(NameIssue{NameProblem::kEmpty, 0, asked});
  const std::string_view bytes = name.as_bytes();
  if (bytes == "." || bytes == "..") return sink(NameIssue{NameProblem::kDotOrDotDot, 0, asked});

  const Platforms windows = asked & Platforms::kWindows;
  if (windows != Platforms::kNone && internal::names::device_word_length(bytes) != 0) {
    if (!sink(NameIssue{NameProblem::kReservedName, 0, windows})) return false;
  }

  // The characters. Surrogates need a look only when macOS or Linux is asked about.
  const uint8_t mask = static_cast<uint8_t>(asked);
  const bool surrogates_matter =
      (asked & (Platforms::kMacOs | Platforms::kLinux)) != Platforms::kNone;
  // The prefilter: when no byte can raise a character problem (internal::names::kPrefilterBytes)
  // and no split surrogate begins or ends the view where surrogates matter, the character loop
  // has nothing to find. One vector test for a file name's few bytes (src/simd/byte_set.h),
  // without the loop's branch per byte, which names that mix scripts mispredict.
  const bool characters_clean =
      !internal::names::may_refuse_a_character(data, size) &&
      !(surrogates_matter && (internal::starts_with_split_trail(data, size) ||
                              internal::ends_with_split_lead(data, size)));
  std::size_t i = characters_clean ? size : 0;
  if (!characters_clean && internal::starts_with_split_trail(data, size)) {
    // Invariant: a view starting with a continuation byte starts with a split trail surrogate,
    // 3 bytes (wtf8/internal/bytes/omg.h).
    const CharVerdict v = check_code_point(internal::split_trail_value(data), asked);
    if (v.platforms != Platforms::kNone && !sink(NameIssue{v.problem, 0, v.platforms})) {
      return false;
    }
    i = 3;
  }
  while (i < size) {
    const uint8_t b = static_cast<uint8_t>(data[i]);
    if (b < 0x80) {
      if ((kAsciiRefusals[b] & mask) != 0) {
        const CharVerdict v = check_code_point(b, asked);
        if (!sink(NameIssue{v.problem, i, v.platforms})) return false;
      }
      ++i;
      continue;
    }
    std::size_t length = internal::sequence_length(b);
    if (surrogates_matter) {
      uint32_t surrogate = 0;
      if (b == internal::kSurrogateLeadByte && internal::is_canonical_surrogate(data + i)) {
        surrogate = internal::decode_code_point(data + i).code_point;
      } else if (b >= 0xF0 && i + 3 == size && internal::ends_with_split_lead(data, size)) {
        surrogate = internal::split_lead_value(data + i);
        length = 3;
      }
      if (surrogate != 0) {
        const CharVerdict v = check_code_point(surrogate, asked);
        if (v.platforms != Platforms::kNone && !sink(NameIssue{v.problem, i, v.platforms})) {
          return false;
        }
      }
    }
    i += length;
  }

  // Trailing dots and spaces (ASCII bytes, never part of a longer sequence).
  if (windows != Platforms::kNone && (bytes.back() == '.' || bytes.back() == ' ')) {
    std::size_t start = size;
    while (start > 0 && (bytes[start - 1] == '.' || bytes[start - 1] == ' ')) --start;
    if (!sink(NameIssue{NameProblem::kTrailingDotOrSpace, start, windows})) return false;
  }

  // Length limits: each platform's count is at most the byte count.
  if (size <= kNameLimit) return true;
  std::size_t units = 0;
  std::size_t posix = 0;
  std::size_t units_at = kNone;  // the offset where each limit is first passed
  std::size_t bytes_at = kNone;
  std::size_t posix_at = kNone;
  for (std::size_t pos = 0; pos < size;) {
    const internal::Decoded d = internal::code_point_at(data, size, pos);
    const internal::names::Lengths l = internal::names::lengths_of(d.code_point, d.length);
    if (units_at == kNone && units + l.utf16_units > kNameLimit) units_at = pos;
    if (bytes_at == kNone && pos + l.utf8_bytes > kNameLimit) bytes_at = pos;
    if (posix_at == kNone && posix + l.posix_bytes > kNameLimit) posix_at = pos;
    units += l.utf16_units;
    posix += l.posix_bytes;
    pos += d.length;
  }
  // One issue per distinct offset, with every platform that passes its limit there.
  const std::array<std::pair<Platforms, std::size_t>, 3> at = {{
      {asked & Platforms::kWindows, units_at},
      {asked & Platforms::kMacOs, bytes_at},
      {asked & Platforms::kLinux, posix_at},
  }};
  for (std::size_t k = 0; k < at.size(); ++k) {
    if (at[k].first == Platforms::kNone || at[k].second == kNone) continue;
    bool seen = false;
    Platforms group = at[k].first;
    for (std::size_t j = 0; j < at.size(); ++j) {
      if (at[j].first == Platforms::kNone || at[j].second != at[k].second) continue;
      if (j < k) seen = true;
      group |= at[j].first;
    }
    if (!seen && !sink(NameIssue{NameProblem::kTooLong, at[k].second, group})) return false;
  }
  return true;
}

bool issue_less(const NameIssue& a, const NameIssue& b) {
  if (a.offset != b.offset) return a.offset < b.offset;
  return static_cast<uint8_t>(a.problem) < static_cast<uint8_t>(b.problem);
}

// "U+00E9" style.
std::string u_plus(uint32_t cp) { return absl::StrFormat("U+%04X", cp); }

// What check_name's message says about `issue` of `name`.
std::string detail_of(Wtf8View name, const NameIssue& issue) {
  const std::string_view bytes = name.as_bytes();
  switch (issue.problem) {
    case NameProblem::kEmpty:
      return "empty name";
    case NameProblem::kDotOrDotDot:
      return "'" + std::string(bytes) + "' names a directory, not an entry";
    case NameProblem::kSeparator:
      return "path separator '" + std::string(bytes.substr(issue.offset, 1)) + "'";
    case NameProblem::kReservedName:
      return "reserved device name '" +
             std::string(bytes.substr(0, internal::names::device_word_length(bytes))) + "'";
    case NameProblem::kForbiddenCharacter:
      return "forbidden character '" + std::string(bytes.substr(issue.offset, 1)) + "'";
    case NameProblem::kControlCharacter:
      return "control character " + u_plus(static_cast<uint8_t>(bytes[issue.offset]));
    case NameProblem::kTrailingDotOrSpace:
      return "trailing dot or space";
    case NameProblem::kTooLong: {
      std::string limits;
      if (includes(issue.platforms, Platforms::kWindows))
        limits = "255 UTF-16 code units on Windows";
      const Platforms byte_counting = issue.platforms & (Platforms::kMacOs | Platforms::kLinux);
      if (byte_counting != Platforms::kNone) {
        if (!limits.empty()) limits += ", ";
        limits += "255 bytes on " + describe(byte_counting);
      }
      return "name too long (limit: " + limits + ")";
    }
    case NameProblem::kNotStorable: {
      const uint32_t cp =
          internal::code_point_at(name.data(), name.size(), issue.offset).code_point;
      if (internal::names::is_escaped_byte(cp)) {
        return absl::StrFormat("byte 0x%02X that is not UTF-8 (escaped as %s) cannot be stored",
                               cp - 0xDC00, u_plus(cp));
      }
      return "lone surrogate " + u_plus(cp) + " cannot be stored";
    }
  }
  return std::string(describe(issue.problem));
}

}  // namespace

std::string describe(Platforms platforms) {
  std::vector<std::string> names;
  if (includes(platforms, Platforms::kWindows)) names.push_back("Windows");
  if (includes(platforms, Platforms::kMacOs)) names.push_back("macOS");
  if (includes(platforms, Platforms::kLinux)) names.push_back("Linux");
  switch (names.size()) {
    case 0:
      return "no platform";
    case 1:
      return names[0];
    case 2:
      return names[0] + " and " + names[1];
    default:
      return names[0] + ", " + names[1] + " and " + names[2];
  }
}

std::string_view describe(NameProblem problem) {
  switch (problem) {
    case NameProblem::kEmpty:
      return "empty name";
    case NameProblem::kDotOrDotDot:
      return "'.' or '..'";
    case NameProblem::kSeparator:
      return "path separator";
    case NameProblem::kReservedName:
      return "reserved device name";
    case NameProblem::kForbiddenCharacter:
      return "forbidden character";
    case NameProblem::kControlCharacter:
      return "control character";
    case NameProblem::kTrailingDotOrSpace:
      return "trailing dot or space";
    case NameProblem::kTooLong:
      return "name too long";
    case NameProblem::kNotStorable:
      return "character that cannot be stored";
  }
  return "unknown problem";
}

namespace {

// The ids of the problems, in the order of the enum: `to_string` and `parse_name_problem` read
// the one table.
constexpr std::string_view kProblemIds[] = {"empty",
                                            "dot_or_dot_dot",
                                            "separator",
                                            "reserved_name",
                                            "forbidden_character",
                                            "control_character",
                                            "trailing_dot_or_space",
                                            "too_long",
                                            "not_storable"};
static_assert(std::size(kProblemIds) == static_cast<std::size_t>(NameProblem::kNotStorable) + 1,
              "one id per NameProblem");

}  // namespace

std::string_view to_string(NameProblem problem) noexcept {
  return internal::names::enum_name(kProblemIds, problem);
}

std::optional<NameProblem> parse_name_problem(std::string_view id) noexcept {
  return internal::names::parse_enum_name<NameProblem>(kProblemIds, id);
}

namespace internal {

std::vector<NameIssue> name_problems(Wtf8View name, Platforms platforms) {
  std::vector<NameIssue> issues;
  scan(name, platforms, [&issues](const NameIssue& issue) {
    issues.push_back(issue);
    return true;
  });
  // Each (offset, problem) occurs once, so the order is total.
  if (issues.size() > 1) std::sort(issues.begin(), issues.end(), issue_less);
  return issues;
}

bool is_portable_name(Wtf8View name, Platforms platforms) noexcept {
  return scan(name, platforms, [](const NameIssue&) { return false; });
}

absl::Status check_name(Wtf8View name, Platforms platforms) {
  bool found = false;
  NameIssue first{NameProblem::kEmpty, 0, Platforms::kNone};
  scan(name, platforms, [&](const NameIssue& issue) {
    if (!found || issue_less(issue, first)) first = issue;
    found = true;
    return true;
  });
  if (!found) return absl::OkStatus();
  return internal::invalid_input_at("file name not allowed on " + describe(first.platforms),
                                    detail_of(name, first), first.offset);
}

bool is_windows_reserved_name(Wtf8View name) noexcept {
  return internal::names::device_word_length(name.as_bytes()) != 0;
}

}  // namespace internal

}  // namespace wtf8
