// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// PathBuf: parsing (Python 3.11's pathlib `splitroot` and `parse_parts`), assembly of the
// normalized text, and the read-only operations. Everything the grammar looks at (separators,
// `.`, `:`, `?`, drive letters, `UNC`) is ASCII, and an ASCII byte never occurs inside a
// multi-byte WTF-8 sequence, so the code works on the bytes of canonical WTF-8: a position found
// by searching for an ASCII byte is always a code point boundary.

#include "wtf8/path.h"

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "src/internal/absl_compat.h"
#include "src/internal/errors.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {

// Builds a PathBuf from its pieces (a friend: it owns the one place that sets the invariant).
class PathAssembler {
 public:
  // `drive`, `root` and every element of `rel` are canonical WTF-8; no element of `rel` is empty,
  // `.`, or holds a separator of `style`.
  static PathBuf make(PathStyle style, std::string_view drive, std::string_view root,
                      const std::vector<std::string_view>& rel) {
    const char sep = style == PathStyle::kWindows ? '\\' : '/';
    std::string text;
    std::size_t total = drive.size() + root.size();
    for (std::string_view r : rel) total += r.size() + 1;
    text.reserve(total);
    text.append(drive);
    text.append(root);
    for (std::size_t i = 0; i < rel.size(); ++i) {
      if (i != 0) text.push_back(sep);
      text.append(rel[i]);
    }
    if (text.empty()) text = ".";
    // Invariant: the pieces are canonical WTF-8 and are glued with ASCII bytes, and no piece that
    // ends with a lead surrogate is followed by one that begins with a trail surrogate (a drive
    // ends with `:`, `\` or a share name followed by the root; components are separated), so the
    // text is canonical WTF-8.
    Wtf8Buf buf = Wtf8View::from_wtf8_unchecked(text).to_buf();
    return PathBuf(style, std::move(buf), drive.size(), drive.size() + root.size());
  }
};

namespace {

constexpr char kWinSep = '\\';

bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + ('a' - 'A')) : c; }
char ascii_upper(char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - ('a' - 'A')) : c; }

bool equal_folded(std::string_view a, std::string_view b, PathStyle style) {
  if (a.size() != b.size()) return false;
  if (style == PathStyle::kPosix) return a == b;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (ascii_lower(a[i]) != ascii_lower(b[i])) return false;
  }
  return true;
}

int compare_folded(std::string_view a, std::string_view b, PathStyle style) {
  const std::size_t n = std::min(a.size(), b.size());
  for (std::size_t i = 0; i < n; ++i) {
    unsigned char x = static_cast<unsigned char>(a[i]);
    unsigned char y = static_cast<unsigned char>(b[i]);
    if (style == PathStyle::kWindows) {
      x = static_cast<unsigned char>(ascii_lower(static_cast<char>(x)));
      y = static_cast<unsigned char>(ascii_lower(static_cast<char>(y)));
    }
    if (x != y) return x < y ? -1 : 1;
  }
  return a.size() < b.size() ? -1 : (a.size() > b.size() ? 1 : 0);
}

// A parsed path before assembly: the drive is built (it is not always a substring of the input:
// `\\?\\\s\sh` has the drive `\\?\\s\sh`), the rest are views into `storage`.
struct Parsed {
  std::string drive;
  std::string_view root;
  std::vector<std::string_view> rel;
  std::string storage;  // the input, separators unified; `rel` points into it
};

// Splits `rest` on `sep`, dropping empty and `.` components (pathlib `parse_parts`).
void split_components(std::string_view rest, char sep, std::vector<std::string_view>* out) {
  std::size_t begin = 0;
  while (begin <= rest.size()) {
    std::size_t end = rest.find(sep, begin);
    if (end == std::string_view::npos) end = rest.size();
    const std::string_view piece = rest.substr(begin, end - begin);
    if (!piece.empty() && piece != ".") out->push_back(piece);
    begin = end + 1;
  }
}

// Python 3.11 `_PosixFlavour.splitroot`: exactly two leading slashes are a root of their own;
// one, or three and more, are `/`.
void parse_posix(Parsed* p) {
  std::string_view s = p->storage;
  if (!s.empty() && s[0] == '/') {
    const std::size_t slashes = std::min(s.find_first_not_of('/'), s.size());
    p->root = slashes == 2 ? "//" : "/";
    s.remove_prefix(slashes);
  }
  split_components(s, '/', &p->rel);
}

// Python 3.11 `_WindowsFlavour.splitroot` (after `/` became `\`), step by step.
void parse_windows(Parsed* p) {
  std::replace(p->storage.begin(), p->storage.end(), '/', kWinSep);
  const std::string_view s = p->storage;
  // `part` is the text splitroot works on. After `\\?\UNC\` Python replaces `UNC` by one `\`, so
  // `part` is then `\` followed by the input from byte 7; `virtual_sep` says so.
  std::string_view prefix;
  std::string_view tail = s;  // part, without the virtual `\`
  bool virtual_sep = false;
  auto at = [&](std::size_t i) -> char {  // part[i], or 0 past its end
    if (virtual_sep) {
      if (i == 0) return kWinSep;
      --i;
    }
    return i < tail.size() ? tail[i] : '\0';
  };
  auto part_size = [&] { return tail.size() + (virtual_sep ? 1 : 0); };
  auto part_substr = [&](std::size_t from, std::size_t to) -> std::string {  // part[from:to]
    std::string out;
    for (std::size_t i = from; i < to && i < part_size(); ++i) out.push_back(at(i));
    return out;
  };
  auto part_find_sep = [&](std::size_t from) -> std::size_t {
    for (std::size_t i = from; i < part_size(); ++i) {
      if (at(i) == kWinSep) return i;
    }
    return std::string_view::npos;
  };
  if (at(0) == kWinSep && at(1) == kWinSep) {
    // _split_extended_path: the verbatim prefix `\\?\`, then optionally `UNC\`.
    if (s.substr(0, 4) == "\\\\?\\") {
      prefix = s.substr(0, 4);
      tail = s.substr(4);
      if (tail.substr(0, 4) == "UNC\\") {
        prefix = s.substr(0, 7);
        tail = s.substr(7);  // starts with the `\` that followed UNC
        virtual_sep = true;
      }
    }
  }
  // UNC: `\\server\share`, the share not empty unless the input ends right after `\\server\`.
  if (at(0) == kWinSep && at(1) == kWinSep && at(2) != kWinSep) {
    const std::size_t index = part_find_sep(2);
    if (index != std::string_view::npos) {
      std::size_t index2 = part_find_sep(index + 1);
      if (index2 != index + 1) {
        if (index2 == std::string_view::npos) index2 = part_size();
        p->drive = std::string(prefix);
        p->drive += prefix.empty() ? part_substr(0, index2) : part_substr(1, index2);
        p->root = "\\";
        const std::size_t rest_begin = std::min(index2 + 1, part_size());
        // part[rest_begin:] as a view of the input (rest_begin >= 1 past the virtual `\`).
        const std::size_t offset = rest_begin - (virtual_sep ? 1 : 0);
        split_components(tail.substr(std::min(offset, tail.size())), kWinSep, &p->rel);
        return;
      }
    }
  }
  std::size_t pos = 0;  // index into part
  p->drive = std::string(prefix);
  if (at(1) == ':' && is_ascii_letter(at(0))) {
    p->drive += part_substr(0, 2);
    pos = 2;
  }
  if (at(pos) == kWinSep) {
    p->root = "\\";
    while (at(pos) == kWinSep) ++pos;
  }
  const std::size_t offset = pos - (virtual_sep && pos > 0 ? 1 : 0);
  std::string_view rest = tail.substr(std::min(offset, tail.size()));
  if (virtual_sep && pos == 0) {
    // Unreachable: part starts with the virtual `\`, which the root consumed.
    rest = tail;
  }
  split_components(rest, kWinSep, &p->rel);
}

Parsed parse_text(PathStyle style, Wtf8View text) {
  Parsed p;
  // Canonical form first: a split surrogate at either end of the view becomes its 3-byte form.
  p.storage = text.to_buf().into_bytes();
  if (style == PathStyle::kWindows) {
    parse_windows(&p);
  } else {
    parse_posix(&p);
  }
  return p;
}

// The components after the anchor of `path`'s text.
std::vector<std::string_view> components(Wtf8View rel, char sep) {
  std::vector<std::string_view> out;
  if (!rel.empty()) split_components(rel.as_bytes(), sep, &out);
  return out;
}

// The three Windows device-name spellings of Python 3.11's reserved_names with a digit.
bool is_reserved_device_name(std::string_view name) {
  static constexpr std::string_view kPlain[] = {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"};
  std::string upper(name);
  for (char& c : upper) c = ascii_upper(c);
  for (std::string_view r : kPlain) {
    if (upper == r) return true;
  }
  if (upper.size() < 4) return false;
  const std::string_view head = std::string_view(upper).substr(0, 3);
  if (head != "COM" && head != "LPT") return false;
  const std::string_view digit = std::string_view(upper).substr(3);
  if (digit.size() == 1) return digit[0] >= '1' && digit[0] <= '9';
  // U+00B9 SUPERSCRIPT ONE, U+00B2 SUPERSCRIPT TWO, U+00B3 SUPERSCRIPT THREE.
  return digit == "\xC2\xB9" || digit == "\xC2\xB2" || digit == "\xC2\xB3";
}

std::string quoted(Wtf8View v) { return v.debug_string(); }

}  // namespace

PathBuf::PathBuf(PathStyle style) : style_(style), text_(Wtf8Buf::from_utf8(".").value()) {}

PathBuf PathBuf::parse(PathStyle style, Wtf8View text) {
  const Parsed p = parse_text(style, text);
  return PathAssembler::make(style, p.drive, p.root, p.rel);
}

Wtf8View PathBuf::relative_text() const noexcept {
  if (anchor_len_ == 0 && text_.as_bytes() == ".") return Wtf8View();
  return text_.as_view().slice_from(anchor_len_);
}

PathPieces PathBuf::parts() const& noexcept {
  if (anchor_len_ == 0 && text_.as_bytes() == ".") return PathPieces(Wtf8View(), 0, sep(), false);
  return PathPieces(text_.as_view(), anchor_len_, sep(), false);
}

Wtf8View PathBuf::name() const& noexcept {
  const Wtf8View rel = relative_text();
  const std::size_t at = rel.as_bytes().rfind(sep());
  return at == std::string_view::npos ? rel : rel.slice_from(at + 1);
}

// Python: i = name.rfind('.'); a suffix when 0 < i < len(name) - 1.
Wtf8View PathBuf::suffix() const& noexcept {
  const Wtf8View n = name();
  const std::size_t i = n.as_bytes().rfind('.');
  if (i == std::string_view::npos || i == 0 || i + 1 >= n.size()) return Wtf8View();
  return n.slice_from(i);
}

Wtf8View PathBuf::stem() const& noexcept {
  const Wtf8View n = name();
  return n.slice_to(n.size() - suffix().size());
}

// Python: none when the name ends with '.'; otherwise '.' + each piece after the first of
// name.lstrip('.').split('.').
PathPieces PathBuf::suffixes() const& noexcept {
  const Wtf8View n = name();
  const std::string_view bytes = n.as_bytes();
  if (bytes.empty() || bytes.back() == '.') return PathPieces(Wtf8View(), 0, '.', true);
  const std::size_t first = bytes.find_first_not_of('.');  // not npos: the last byte is no dot
  const std::size_t dot = bytes.find('.', first);
  if (dot == std::string_view::npos) return PathPieces(Wtf8View(), 0, '.', true);
  return PathPieces(n.slice_from(dot), 0, '.', true);
}

PathBuf PathBuf::parent() const {
  std::vector<std::string_view> rel = components(relative_text(), sep());
  if (rel.empty()) return *this;
  rel.pop_back();
  return PathAssembler::make(style_, drive().as_bytes(), root().as_bytes(), rel);
}

bool PathBuf::is_absolute() const noexcept {
  if (root().empty()) return false;
  return style_ == PathStyle::kPosix || !drive().empty();
}

// Python 3.11 `_Flavour.join_parsed_parts`, with drives compared ASCII case-insensitively.
PathBuf PathBuf::join(Wtf8View right) const {
  const Parsed p = parse_text(style_, right);
  std::vector<std::string_view> rel = components(relative_text(), sep());
  const std::string_view drv = drive().as_bytes();
  const std::string_view rt = root().as_bytes();
  if (!p.root.empty()) {
    if (p.drive.empty() && !drv.empty()) return PathAssembler::make(style_, drv, p.root, p.rel);
  } else if (!p.drive.empty()) {
    if (equal_folded(p.drive, drv, style_)) {
      rel.insert(rel.end(), p.rel.begin(), p.rel.end());
      return PathAssembler::make(style_, drv, rt, rel);
    }
  } else {
    rel.insert(rel.end(), p.rel.begin(), p.rel.end());
    return PathAssembler::make(style_, drv, rt, rel);
  }
  return PathAssembler::make(style_, p.drive, p.root, p.rel);
}

PathBuf PathBuf::join(const PathBuf& right) const {
  if (right.style_ != style_) return join(right.as_view());
  std::vector<std::string_view> rel = components(relative_text(), sep());
  const std::vector<std::string_view> rel2 = components(right.relative_text(), sep());
  const std::string_view drv = drive().as_bytes(), rt = root().as_bytes();
  const std::string_view drv2 = right.drive().as_bytes(), rt2 = right.root().as_bytes();
  if (!rt2.empty()) {
    if (drv2.empty() && !drv.empty()) return PathAssembler::make(style_, drv, rt2, rel2);
  } else if (!drv2.empty()) {
    if (equal_folded(drv2, drv, style_)) {
      rel.insert(rel.end(), rel2.begin(), rel2.end());
      return PathAssembler::make(style_, drv, rt, rel);
    }
  } else {
    rel.insert(rel.end(), rel2.begin(), rel2.end());
    return PathAssembler::make(style_, drv, rt, rel);
  }
  return right;
}

// Python 3.11 `PurePath.relative_to`: drive and root count as separate parts.
absl::StatusOr<PathBuf> PathBuf::relative_to(const PathBuf& base) const {
  if (base.style_ != style_) return relative_to(base.as_view());
  struct Element {
    std::string_view text;
    std::size_t offset;  // in this path's text
  };
  auto abs_parts = [](const PathBuf& p) {
    std::vector<Element> out;
    if (!p.root().empty()) {
      out.push_back({p.drive().as_bytes(), 0});
      out.push_back({p.root().as_bytes(), p.drive_len_});
    } else if (!p.drive().empty()) {
      out.push_back({p.drive().as_bytes(), 0});
    }
    const Wtf8View rel = p.relative_text();
    for (std::string_view c : components(rel, p.sep())) {
      out.push_back({c, static_cast<std::size_t>(c.data() - p.text_.data())});
    }
    return out;
  };
  const std::vector<Element> mine = abs_parts(*this);
  const std::vector<Element> theirs = abs_parts(base);
  const std::size_t n = theirs.size();
  const bool anchored = !root().empty() || !drive().empty();
  std::size_t mismatch = std::string_view::npos;  // byte offset in this path's text
  if (n == 0) {
    if (anchored) mismatch = 0;
  } else {
    for (std::size_t i = 0; i < n; ++i) {
      if (i >= mine.size()) {
        mismatch = text_.size();
        break;
      }
      if (!equal_folded(mine[i].text, theirs[i].text, style_)) {
        mismatch = mine[i].offset;
        break;
      }
    }
  }
  if (mismatch != std::string_view::npos) {
    return internal::invalid_input_at(
        "relative_to",
        absl::StrCat(quoted(as_view()), " is not within ", quoted(base.as_view()),
                     ", or one is relative and the other absolute"),
        mismatch);
  }
  std::vector<std::string_view> rel;
  if (n == 1 && !root().empty()) {
    // Only a drive was removed: the root stays (Python: `c:\a` relative to `c:` is `\a`).
    for (std::size_t i = 2; i < mine.size(); ++i) rel.push_back(mine[i].text);
    return PathAssembler::make(style_, "", root().as_bytes(), rel);
  }
  for (std::size_t i = n; i < mine.size(); ++i) rel.push_back(mine[i].text);
  return PathAssembler::make(style_, "", "", rel);
}

absl::StatusOr<PathBuf> PathBuf::relative_to(Wtf8View base) const {
  return relative_to(parse(style_, base));
}

bool PathBuf::is_relative_to(const PathBuf& base) const { return relative_to(base).ok(); }
bool PathBuf::is_relative_to(Wtf8View base) const { return relative_to(base).ok(); }

absl::StatusOr<PathBuf> PathBuf::with_name(Wtf8View name_view) const {
  if (name().empty()) {
    return internal::invalid_input_at("with_name",
                                      absl::StrCat(quoted(as_view()), " has an empty name"), 0);
  }
  const std::string name_bytes = name_view.to_buf().into_bytes();
  const std::string_view n = name_bytes;
  const std::string what = absl::StrCat("invalid name ", quoted(name_view));
  if (n.empty()) return internal::invalid_input_at(what, "empty", 0);
  if (n == ".") return internal::invalid_input_at(what, "`.` is not a name", 0);
  const std::size_t bad = n.find_first_of(style_ == PathStyle::kWindows ? "\\/" : "/");
  if (bad != std::string_view::npos) {
    return internal::invalid_input_at(what, "separator", bad);
  }
  if (style_ == PathStyle::kWindows && n.size() >= 2 && n[1] == ':' && is_ascii_letter(n[0])) {
    return internal::invalid_input_at(what, "drive", 0);
  }
  std::vector<std::string_view> rel = components(relative_text(), sep());
  rel.back() = n;
  return PathAssembler::make(style_, drive().as_bytes(), root().as_bytes(), rel);
}

absl::StatusOr<PathBuf> PathBuf::with_stem(Wtf8View stem_view) const {
  Wtf8Buf composed = stem_view.to_buf();
  composed.append(suffix());
  return with_name(composed);
}

absl::StatusOr<PathBuf> PathBuf::with_suffix(Wtf8View suffix_view) const {
  const std::string suffix_bytes = suffix_view.to_buf().into_bytes();
  const std::string_view s = suffix_bytes;
  const std::string what = absl::StrCat("invalid suffix ", quoted(suffix_view));
  const std::size_t bad = s.find_first_of(style_ == PathStyle::kWindows ? "\\/" : "/");
  if (bad != std::string_view::npos) return internal::invalid_input_at(what, "separator", bad);
  if (!s.empty() && s[0] != '.') {
    return internal::invalid_input_at(what, "does not start with `.`", 0);
  }
  if (s == ".") return internal::invalid_input_at(what, "`.` alone", 0);
  if (name().empty()) {
    return internal::invalid_input_at("with_suffix",
                                      absl::StrCat(quoted(as_view()), " has an empty name"), 0);
  }
  std::string new_name(stem().as_bytes());
  new_name += s;
  std::vector<std::string_view> rel = components(relative_text(), sep());
  rel.back() = new_name;
  return PathAssembler::make(style_, drive().as_bytes(), root().as_bytes(), rel);
}

bool PathBuf::is_reserved() const noexcept {
  if (style_ != PathStyle::kWindows) return false;
  if (anchor_len_ == 0 && relative_text().empty()) return false;  // no parts
  if (text_.as_bytes().substr(0, 2) == "\\\\") return false;      // parts[0] starts with `\\`
  // parts[-1]: the last component, or the anchor when there is none.
  std::string_view last = name().as_bytes();
  if (last.empty()) last = anchor().as_bytes();
  last = last.substr(0, last.find('.'));
  last = last.substr(0, last.find(':'));
  while (!last.empty() && last.back() == ' ') last.remove_suffix(1);
  return is_reserved_device_name(last);
}

bool PathBuf::has_trailing_dot_or_space() const noexcept {
  for (std::string_view c : components(relative_text(), sep())) {
    if (c == "..") continue;
    if (c.back() == '.' || c.back() == ' ') return true;
  }
  return false;
}

bool PathBuf::has_invalid_windows_char() const noexcept {
  for (std::string_view c : components(relative_text(), sep())) {
    for (char ch : c) {
      const unsigned char u = static_cast<unsigned char>(ch);
      if (u < 0x20 || ch == '<' || ch == '>' || ch == ':' || ch == '"' || ch == '|' || ch == '?' ||
          ch == '*' || (style_ == PathStyle::kPosix && ch == '\\')) {
        return true;
      }
    }
  }
  return false;
}

int PathBuf::compare(const PathBuf& a, const PathBuf& b) noexcept {
  if (a.style_ != b.style_) return a.style_ < b.style_ ? -1 : 1;
  const PathPieces pa = a.parts(), pb = b.parts();
  auto i = pa.begin(), j = pb.begin();
  const auto ie = pa.end(), je = pb.end();
  for (; i != ie && j != je; ++i, ++j) {
    const int c = compare_folded((*i).as_bytes(), (*j).as_bytes(), a.style_);
    if (c != 0) return c;
  }
  if (i == ie) return j == je ? 0 : -1;
  return 1;
}

}  // namespace wtf8
