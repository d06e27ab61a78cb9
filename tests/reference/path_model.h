// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Test-only model of wtf8::PathBuf, written from the rules in wtf8/path.h on code point strings
// (std::u32string, surrogates included) rather than bytes: find the anchor, split the rest on the
// separator, drop empty and `.` components. No views, no offsets, no cleverness.

#ifndef WTF8_TESTS_REFERENCE_PATH_MODEL_H_
#define WTF8_TESTS_REFERENCE_PATH_MODEL_H_

#include <string>
#include <vector>

#include "wtf8/path.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace path_model {

struct ModelPath {
  bool windows = false;
  std::u32string drive, root;
  std::vector<std::u32string> rel;

  char32_t sep() const { return windows ? U'\\' : U'/'; }
  std::u32string text() const {
    std::u32string t = drive + root;
    for (std::size_t i = 0; i < rel.size(); ++i) {
      if (i) t += sep();
      t += rel[i];
    }
    return t.empty() ? U"." : t;
  }
  std::vector<std::u32string> parts() const {
    std::vector<std::u32string> out;
    if (!(drive + root).empty()) out.push_back(drive + root);
    out.insert(out.end(), rel.begin(), rel.end());
    return out;
  }
  std::u32string name() const { return rel.empty() ? U"" : rel.back(); }
  std::u32string suffix() const {
    const std::u32string n = name();
    const std::size_t i = n.rfind(U'.');
    if (i == std::u32string::npos || i == 0 || i + 1 == n.size()) return U"";
    return n.substr(i);
  }
  std::u32string stem() const {
    const std::u32string n = name();
    return n.substr(0, n.size() - suffix().size());
  }
  ModelPath parent() const {
    ModelPath p = *this;
    if (!p.rel.empty()) p.rel.pop_back();
    return p;
  }
  bool is_absolute() const { return !root.empty() && (!windows || !drive.empty()); }
};

inline std::u32string to_u32(Wtf8View v) {
  std::u32string out;
  for (CodePoint cp : v.code_points()) out.push_back(static_cast<char32_t>(cp.value()));
  return out;
}

inline Wtf8Buf from_u32(const std::u32string& s) {
  Wtf8Buf out;
  for (char32_t c : s) out.push(CodePoint::from_u32(c).value());
  return out;
}

inline bool starts_with(const std::u32string& s, const std::u32string& p) {
  return s.compare(0, p.size(), p) == 0;
}

inline void split_rest(const std::u32string& rest, char32_t sep, std::vector<std::u32string>* out) {
  std::u32string piece;
  for (std::size_t i = 0; i <= rest.size(); ++i) {
    if (i == rest.size() || rest[i] == sep) {
      if (!piece.empty() && piece != U".") out->push_back(piece);
      piece.clear();
    } else {
      piece += rest[i];
    }
  }
}

// `\\server\share` at the start of `t` (server not empty; share not empty unless `t` ends after
// `\\server\`); returns the length of that prefix, or 0.
inline std::size_t unc_length(const std::u32string& t) {
  if (t.size() < 3 || t[0] != U'\\' || t[1] != U'\\' || t[2] == U'\\') return 0;
  const std::size_t server_end = t.find(U'\\', 2);
  if (server_end == std::u32string::npos) return 0;
  std::size_t share_end = t.find(U'\\', server_end + 1);
  if (share_end == server_end + 1) return 0;
  return share_end == std::u32string::npos ? t.size() : share_end;
}

inline ModelPath parse(PathStyle style, Wtf8View text) {
  ModelPath p;
  std::u32string s = to_u32(text);
  if (style == PathStyle::kPosix) {
    std::size_t slashes = 0;
    while (slashes < s.size() && s[slashes] == U'/') ++slashes;
    if (slashes > 0) p.root = slashes == 2 ? U"//" : U"/";
    split_rest(s.substr(slashes), U'/', &p.rel);
    return p;
  }
  p.windows = true;
  for (char32_t& c : s) {
    if (c == U'/') c = U'\\';
  }
  // The verbatim prefix; after `\\?\UNC` the text goes on as if it were `\` + the rest.
  std::u32string prefix, t = s;
  if (starts_with(s, U"\\\\?\\UNC\\")) {
    prefix = U"\\\\?\\UNC";
    t = s.substr(7);  // starts with `\`; UNC below needs it doubled
    const std::size_t unc = unc_length(U"\\" + t);
    if (unc != 0) {
      p.drive = prefix + t.substr(0, unc - 1);
      p.root = U"\\";
      split_rest(t.substr(std::min(unc, t.size())), U'\\', &p.rel);
      return p;
    }
  } else if (starts_with(s, U"\\\\?\\")) {
    prefix = U"\\\\?\\";
    t = s.substr(4);
    const std::size_t unc = unc_length(t);
    if (unc != 0) {
      p.drive = prefix + t.substr(1, unc - 1);
      p.root = U"\\";
      split_rest(t.substr(std::min(unc + 1, t.size())), U'\\', &p.rel);
      return p;
    }
  } else if (const std::size_t unc = unc_length(s)) {
    p.drive = s.substr(0, unc);
    p.root = U"\\";
    split_rest(s.substr(std::min(unc + 1, s.size())), U'\\', &p.rel);
    return p;
  }
  p.drive = prefix;
  std::size_t i = 0;
  if (t.size() >= 2 && t[1] == U':' && t[0] < 128 &&
      ((t[0] | 0x20) >= U'a' && (t[0] | 0x20) <= U'z')) {
    p.drive += t.substr(0, 2);
    i = 2;
  }
  if (i < t.size() && t[i] == U'\\') {
    p.root = U"\\";
    while (i < t.size() && t[i] == U'\\') ++i;
  }
  split_rest(t.substr(i), U'\\', &p.rel);
  return p;
}

inline std::u32string fold(const std::u32string& s) {
  std::u32string out = s;
  for (char32_t& c : out) {
    if (c >= U'A' && c <= U'Z') c += 32;
  }
  return out;
}

// Python's join_parsed_parts.
inline ModelPath join(const ModelPath& a, const ModelPath& b) {
  ModelPath r = a;
  if (!b.root.empty()) {
    if (b.drive.empty() && !a.drive.empty()) {
      r.root = b.root;
      r.rel = b.rel;
      return r;
    }
    return b;
  }
  if (!b.drive.empty()) {
    if (a.windows ? fold(a.drive) == fold(b.drive) : a.drive == b.drive) {
      r.rel.insert(r.rel.end(), b.rel.begin(), b.rel.end());
      return r;
    }
    return b;
  }
  r.rel.insert(r.rel.end(), b.rel.begin(), b.rel.end());
  return r;
}

}  // namespace path_model
}  // namespace wtf8

#endif  // WTF8_TESTS_REFERENCE_PATH_MODEL_H_
