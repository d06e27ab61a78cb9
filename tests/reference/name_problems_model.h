// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Test-only: the rules of wtf8/name_problems.h written as plainly as possible, code point by code
// point through the public iterator, with no table, no fast path and none of src/names/. The tests
// and fuzz/file_names_fuzzer.cc compare `wtf8::name_problems` and `is_windows_reserved_name` with
// these.

#ifndef WTF8_TESTS_REFERENCE_NAME_PROBLEMS_MODEL_H_
#define WTF8_TESTS_REFERENCE_NAME_PROBLEMS_MODEL_H_

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "wtf8/name_problems.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace reference {

// The DOS device names (Microsoft's "Naming Files, Paths, and Namespaces", plus CONIN$ and
// CONOUT$ as Python 3.13 lists them), in lower case; superscript one, two, three in UTF-8.
inline const std::set<std::string>& device_names() {
  static const std::set<std::string>* names = [] {
    auto* s = new std::set<std::string>{"con", "prn", "aux", "nul", "conin$", "conout$"};
    for (const char* stem : {"com", "lpt"}) {
      for (char d = '1'; d <= '9'; ++d) s->insert(std::string(stem) + d);
      for (const char* sup : {"\xC2\xB9", "\xC2\xB2", "\xC2\xB3"})
        s->insert(std::string(stem) + sup);
    }
    return s;
  }();
  return *names;
}

// The name up to its first '.' or ':', without trailing spaces, lower-cased in ASCII, is a device.
inline bool model_is_reserved(std::string_view bytes) {
  std::string base(bytes.substr(0, std::min(bytes.find('.'), bytes.find(':'))));
  while (!base.empty() && base.back() == ' ') base.pop_back();
  for (char& c : base) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + ('a' - 'A'));
  }
  return device_names().count(base) != 0;
}

inline std::vector<NameIssue> model_name_problems(Wtf8View name, Platforms asked) {
  std::vector<NameIssue> out;
  const Platforms win = asked & Platforms::kWindows;
  const Platforms mac = asked & Platforms::kMacOs;
  const Platforms lin = asked & Platforms::kLinux;
  auto add = [&out](NameProblem p, std::size_t at, Platforms who) {
    if (who != Platforms::kNone) out.push_back(NameIssue{p, at, who});
  };
  if (asked == Platforms::kNone) return out;
  const std::string bytes(name.as_bytes());
  if (bytes.empty()) {
    add(NameProblem::kEmpty, 0, asked);
    return out;
  }
  if (bytes == "." || bytes == "..") {
    add(NameProblem::kDotOrDotDot, 0, asked);
    return out;
  }
  if (model_is_reserved(bytes)) add(NameProblem::kReservedName, 0, win);

  // Every code point with its offset and the bytes it takes in the view.
  std::vector<std::pair<std::size_t, uint32_t>> cps;
  for (const auto& [at, cp] : name.code_point_indices()) cps.emplace_back(at, cp.value());
  std::size_t units = 0, utf8 = 0, posix = 0;
  std::size_t win_at = 0, mac_at = 0, lin_at = 0;
  bool win_over = false, mac_over = false, lin_over = false;
  for (std::size_t k = 0; k < cps.size(); ++k) {
    const auto [at, c] = cps[k];
    const std::size_t len = (k + 1 < cps.size() ? cps[k + 1].first : bytes.size()) - at;
    if (c == '/') add(NameProblem::kSeparator, at, asked);
    if (c == '\\') add(NameProblem::kSeparator, at, win);
    if (c == 0) add(NameProblem::kControlCharacter, at, asked);
    if (c >= 1 && c <= 31) add(NameProblem::kControlCharacter, at, win);
    if (std::string_view("<>:\"|?*").find(static_cast<char>(c)) != std::string_view::npos &&
        c < 128 && c != 0) {
      add(NameProblem::kForbiddenCharacter, at, win);
    }
    const bool escape = c >= 0xDC80 && c <= 0xDCFF;
    if (c >= 0xD800 && c <= 0xDFFF)
      add(NameProblem::kNotStorable, at, mac | (escape ? Platforms::kNone : lin));
    // Lengths: UTF-16 units, the view's bytes (a split surrogate is 3), POSIX bytes.
    units += c >= 0x10000 ? 2 : 1;
    utf8 += len;
    posix += escape ? 1 : len;
    if (!win_over && units > 255) win_over = true, win_at = at;
    if (!mac_over && utf8 > 255) mac_over = true, mac_at = at;
    if (!lin_over && posix > 255) lin_over = true, lin_at = at;
  }
  const std::size_t tail = bytes.find_last_not_of(". ");
  const std::size_t run = tail == std::string::npos ? 0 : tail + 1;
  if (run < bytes.size()) add(NameProblem::kTrailingDotOrSpace, run, win);
  // Too long: platforms passing their limits at the same offset form one issue.
  std::vector<std::pair<std::size_t, Platforms>> over;
  if (win_over && win != Platforms::kNone) over.emplace_back(win_at, win);
  if (mac_over && mac != Platforms::kNone) over.emplace_back(mac_at, mac);
  if (lin_over && lin != Platforms::kNone) over.emplace_back(lin_at, lin);
  for (std::size_t i = 0; i < over.size(); ++i) {
    Platforms group = Platforms::kNone;
    bool first = true;
    for (std::size_t j = 0; j < over.size(); ++j) {
      if (over[j].first != over[i].first) continue;
      if (j < i) first = false;
      group |= over[j].second;
    }
    if (first) add(NameProblem::kTooLong, over[i].first, group);
  }
  std::stable_sort(out.begin(), out.end(), [](const NameIssue& a, const NameIssue& b) {
    return a.offset != b.offset ? a.offset < b.offset : a.problem < b.problem;
  });
  return out;
}

}  // namespace reference
}  // namespace wtf8

#endif  // WTF8_TESTS_REFERENCE_NAME_PROBLEMS_MODEL_H_
