// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Python 3.13's path grammar for kPython globs; the rules are stated in src/glob/python_path.h.
// Every decision the grammar makes looks at ASCII characters (separators, `:`, `.`, `?`, the
// letters of `UNC`) except one, "the first code point" of a drive `X:`, so the work is done on
// the WTF-8 bytes, after a view that begins or ends inside a supplementary character (OMG-WTF-8's
// split halves) has had those halves written out as their three-byte surrogates, so that moving
// bytes around (the `.\` guard) cannot leave a half in the middle. Python upper-cases the first
// eight characters to find `\\?\UNC\`; no character outside ASCII upper-cases to one of
// `\?UNC` (checked over every code point with 3.13), so an ASCII comparison is exact.

#include "src/glob/python_path.h"

#include <cstdint>
#include <string_view>

#include "src/glob/dialects.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"

namespace wtf8::internal::glob {

namespace {

// The text with split halves at its ends written as canonical surrogates (in `scratch` when it
// has any; the text itself otherwise).
std::string_view canonical_bytes(Wtf8View path, std::string& scratch) {
  const char* d = path.data();
  const std::size_t n = path.size();
  const bool head = starts_with_split_trail(d, n);
  const std::size_t begin = head ? 3 : 0;
  const bool tail = n >= 3 && begin + 3 <= n && ends_with_split_lead(d, n);
  if (!head && !tail) return path.as_bytes();
  scratch.clear();
  char buf[4];
  if (head) scratch.append(buf, encode_code_point(split_trail_value(d), buf));
  const std::size_t end = tail ? n - 3 : n;
  scratch.append(d + begin, end - begin);
  if (tail) scratch.append(buf, encode_code_point(split_lead_value(d + end), buf));
  return scratch;
}

bool ascii_iequal(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    char x = a[i];
    if (x >= 'a' && x <= 'z') x = static_cast<char>(x - 32);
    if (x != b[i]) return false;
  }
  return true;
}

// The byte length of the code point starting at p[0] (canonical WTF-8).
std::size_t first_code_point_size(std::string_view p) {
  return p.empty() ? 0 : sequence_length(static_cast<uint8_t>(p[0]));
}

// Whether `segment` (no separators) starts with a Windows drive `X:`.
bool looks_like_drive(std::string_view segment) {
  const std::size_t n = first_code_point_size(segment);
  return n > 0 && segment.size() > n && segment[n] == ':';
}

struct Split {
  std::string_view drive;
  std::string_view root;
  std::string_view rest;
};

Split split_posix(std::string_view p) {
  if (p.empty() || p[0] != '/') return {{}, {}, p};
  if (p.size() >= 2 && p[1] == '/' && !(p.size() >= 3 && p[2] == '/')) {
    return {{}, p.substr(0, 2), p.substr(2)};
  }
  return {{}, p.substr(0, 1), p.substr(1)};
}

// `p` has only `\` as separator already.
Split split_windows(std::string_view p) {
  static constexpr std::string_view kSep = "\\";
  if (p.empty()) return {};
  if (p[0] == '\\') {
    if (p.size() < 2 || p[1] != '\\') return {{}, kSep, p.substr(1)};
    const std::size_t start = p.size() >= 8 && ascii_iequal(p.substr(0, 8), "\\\\?\\UNC\\") ? 8 : 2;
    const std::size_t first = p.find('\\', start);
    if (first == std::string_view::npos) return {p, {}, {}};
    const std::size_t second = p.find('\\', first + 1);
    if (second == std::string_view::npos) return {p, {}, {}};
    Split s{p.substr(0, second), kSep, p.substr(second + 1)};
    return s;
  }
  if (looks_like_drive(p)) {
    const std::size_t n = first_code_point_size(p) + 1;
    if (p.size() > n && p[n] == '\\') return {p.substr(0, n), kSep, p.substr(n + 1)};
    return {p.substr(0, n), {}, p.substr(n)};
  }
  return {{}, {}, p};
}

// `_parse_path`'s second look at a drive without a root: `\\server\share` is given one (its
// fields split at `\` are four, and the third is not one of '', '?', '.', '?.': Python tests
// `part not in '?.'`, a substring test), and so is `\\?\UNC\server\share` (six fields).
bool unc_drive_gets_root(std::string_view drive) {
  if (drive.empty() || drive[0] != '\\' || drive.back() == '\\') return false;
  std::size_t fields = 1;
  for (char c : drive) fields += c == '\\' ? 1 : 0;
  if (fields == 6) return true;
  if (fields != 4) return false;
  // Fields: '' '' third fourth.
  const std::size_t third_begin = 2;
  const std::size_t third_end = drive.find('\\', third_begin);
  const std::string_view third = drive.substr(third_begin, third_end - third_begin);
  return !(third.empty() || third == "?" || third == "." || third == "?.");
}

}  // namespace

std::size_t python_path_format(Wtf8View path, PathStyle style, std::string& out,
                               std::vector<std::pair<std::size_t, std::size_t>>* parts) {
  thread_local std::string canonical_scratch;
  thread_local std::string windows_scratch;
  std::string_view p = canonical_bytes(path, canonical_scratch);
  const bool windows = style == PathStyle::kWindows;
  const char sep = windows ? '\\' : '/';
  Split s;
  if (windows) {
    windows_scratch.assign(p.data(), p.size());
    for (char& c : windows_scratch) {
      if (c == '/') c = '\\';
    }
    p = windows_scratch;
    s = split_windows(p);
    if (s.root.empty() && unc_drive_gets_root(s.drive)) s.root = "\\";
  } else {
    s = split_posix(p);
  }

  out.clear();
  if (parts != nullptr) parts->clear();
  out.append(s.drive);
  out.append(s.root);
  const std::size_t anchor = out.size();
  if (anchor > 0 && parts != nullptr) parts->push_back({0, anchor});
  bool first = true;
  std::size_t i = 0;
  const std::string_view rest = s.rest;
  while (i <= rest.size()) {
    std::size_t j = rest.find(sep, i);
    if (j == std::string_view::npos) j = rest.size();
    const std::string_view segment = rest.substr(i, j - i);
    i = j + 1;
    if (segment.empty() || segment == ".") continue;
    if (first && anchor == 0 && windows && looks_like_drive(segment)) out.append(".\\");
    if (!first) out.push_back(sep);
    first = false;
    if (parts != nullptr) parts->push_back({out.size(), out.size() + segment.size()});
    out.append(segment);
  }
  return anchor;
}

void python_path_string(Wtf8View path, PathStyle style, std::string& out) {
  python_path_format(path, style, out, nullptr);
}

void python_path_parts(Wtf8View path, PathStyle style, std::string& storage,
                       std::vector<std::pair<std::size_t, std::size_t>>& parts) {
  python_path_format(path, style, storage, &parts);
}

}  // namespace wtf8::internal::glob
