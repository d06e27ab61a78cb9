// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// PathView: the one implementation of the path grammar (Python 3.11's pathlib `splitroot` and
// `parse_parts`), read in place from the text. Everything the grammar looks at (separators, `.`,
// `:`, `?`, drive letters, `UNC`) is ASCII, and an ASCII byte never occurs inside a multi-byte
// WTF-8 sequence or a split surrogate, so the code works on the bytes: a position found by
// looking for an ASCII byte, and the position after it, is always a code point boundary.

#include "wtf8/path_view.h"

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <ostream>
#include <string>
#include <string_view>

#include "absl/hash/hash.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "src/internal/ascii.h"
#include "src/internal/errors.h"
#include "src/internal/windows_names.h"
#include "wtf8/display.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/internal/path/separators.h"
#include "wtf8/literals.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using internal::PathRoot;

bool is_sep(PathStyle style, char c) {
  return c == '/' || (c == '\\' && style == PathStyle::kWindows);
}

// The constant views a path returns (the roots, "."), checked at compile time.
constexpr Wtf8View kDot = "."_wtf8;
constexpr Wtf8View kSlash = "/"_wtf8;
constexpr Wtf8View kTwoSlashes = "//"_wtf8;
constexpr Wtf8View kBackslash = "\\"_wtf8;

constexpr std::size_t kNone = std::string_view::npos;

// Python 3.11 `_WindowsFlavour.splitroot`, on the text as written: `/` and `\` are both `sep`
// (Python replaces `/` by `\` first), and the positions it finds are positions in `text`.
internal::PathFields split_windows_root(std::string_view s) {
  const std::size_t n = s.size();
  auto sep = [&](std::size_t i) { return i < n && (s[i] == '\\' || s[i] == '/'); };
  auto find_sep = [&](std::size_t from) {
    for (std::size_t i = from; i < n; ++i) {
      if (s[i] == '\\' || s[i] == '/') return i;
    }
    return kNone;
  };
  // `_split_extended_path`: the verbatim prefix `\\?\`, then optionally `UNC\`. Python goes on
  // with `part`, the text after the prefix; after `UNC` it is `\` followed by the text from byte
  // 7 (the separator after `UNC`). `base` maps part[i] to s[base + i] (for i >= 1 after `UNC`,
  // where part[0] is that added `\`).
  std::size_t prefix = 0, base = 0;
  bool after_unc = false;
  if (sep(0) && sep(1) && n >= 4 && s[2] == '?' && sep(3)) {
    prefix = base = 4;
    if (n >= 8 && s[4] == 'U' && s[5] == 'N' && s[6] == 'C' && sep(7)) {
      prefix = 7;
      base = 6;
      after_unc = true;
    }
  }
  auto part_sep = [&](std::size_t i) { return (after_unc && i == 0) || sep(base + i); };
  // UNC: `\\server\share`, the share not empty unless the text ends right after `\\server\`.
  if (part_sep(0) && part_sep(1) && !part_sep(2)) {
    const std::size_t index = find_sep(base + 2);
    if (index != kNone) {
      std::size_t index2 = find_sep(index + 1);
      if (index2 != index + 1) {
        if (index2 == kNone) index2 = n;
        // Python's drive is prefix + part[1:index2] (part[:index2] without a prefix): the text up
        // to index2, except that after a plain `\\?\` it leaves out part[0], byte 4.
        return {index2, std::min(index2 + 1, n), PathRoot::kBackslash, base == 4 && !after_unc};
      }
    }
  }
  std::size_t drive_end = prefix, pos = base;
  if (!after_unc && base + 1 < n && s[base + 1] == ':' && internal::is_ascii_alpha(s[base])) {
    drive_end = pos = base + 2;
  }
  if (after_unc) return {7, 8, PathRoot::kBackslash, false};  // part[0] is the added `\`
  if (sep(pos)) return {drive_end, pos + 1, PathRoot::kBackslash, false};
  return {drive_end, drive_end, PathRoot::kNone, false};
}

// The bytes a part of a path stands for when paths are compared and hashed: its runs of text
// with a split surrogate at either end in its canonical 3-byte form, then (for the anchor) the
// root; read through `read`, which for Windows also reads `/` as `\` and folds ASCII letters.
class PartKey {
 public:
  explicit PartKey(PathStyle style) : windows_(style == PathStyle::kWindows) {}
  PartKey(const PartKey&) = delete;
  PartKey& operator=(const PartKey&) = delete;

  void add(Wtf8View run) {
    const internal::Decomposition d = internal::decompose(run.data(), run.size());
    if (d.head_trail != 0) add_surrogate(d.head_trail);
    add_bytes(d.middle);
    if (d.tail_lead != 0) add_surrogate(d.tail_lead);
  }
  void add_bytes(std::string_view bytes) {
    if (!bytes.empty()) runs_[count_++] = bytes;
  }
  // The drive of `p` as Python has it.
  void add_drive(Wtf8View text, std::size_t drive_end, bool drive_skip) {
    if (drive_skip) {
      add(text.slice_to(4));
      add(text.slice(5, drive_end));
    } else {
      add(text.slice_to(drive_end));
    }
  }

  // Copies up to `cap` bytes of the key to `out`; fewer only at its end.
  std::size_t read(char* out, std::size_t cap) {
    std::size_t n = 0;
    while (n < cap && index_ < count_) {
      const std::string_view run = runs_[index_];
      const std::size_t take = std::min(cap - n, run.size() - offset_);
      const char* from = run.data() + offset_;
      if (windows_) {
        for (std::size_t i = 0; i < take; ++i) {
          char c = from[i];
          if (c == '/') c = '\\';
          c = internal::ascii_to_lower(c);
          out[n + i] = c;
        }
      } else {
        std::memcpy(out + n, from, take);
      }
      n += take;
      offset_ += take;
      if (offset_ == run.size()) ++index_, offset_ = 0;
    }
    return n;
  }

 private:
  void add_surrogate(uint32_t cp) {
    char* at = surrogates_[surrogate_count_++];
    internal::encode_code_point(cp, at);
    add_bytes(std::string_view(at, 3));
  }

  bool windows_;
  // At most: a drive's two runs, each with a surrogate at either end, and a root.
  std::string_view runs_[9];
  char surrogates_[4][4];
  int count_ = 0, surrogate_count_ = 0, index_ = 0;
  std::size_t offset_ = 0;
};

// Sets `key` to the part `*it` of `p`: the drive and root for the anchor, else the component.
void key_of_part(const PathView& p, const PathPieces::iterator& it, bool is_anchor, Wtf8View text,
                 const internal::PathFields& fields, PartKey* key) {
  if (is_anchor) {
    key->add_drive(text, fields.drive_end, fields.drive_skip);
    key->add_bytes(p.root().as_bytes());
  } else {
    key->add(*it);
  }
}

// Three-way comparison of two keys' bytes (unsigned), a prefix first.
int compare_keys(PartKey* a, PartKey* b) {
  constexpr std::size_t kChunk = 64;
  char ca[kChunk], cb[kChunk];
  while (true) {
    const std::size_t na = a->read(ca, kChunk), nb = b->read(cb, kChunk);
    const int c = std::memcmp(ca, cb, std::min(na, nb));
    if (c != 0) return c < 0 ? -1 : 1;
    if (na != nb) return na < nb ? -1 : 1;
    if (na < kChunk) return 0;
  }
}

std::string quoted(Wtf8View v) { return v.debug_string(); }

}  // namespace

// ---- parsing -----------------------------------------------------------------------------------

PathView PathView::parse(PathStyle style, Wtf8View text) noexcept {
  const std::string_view s = text.as_bytes();
  if (style == PathStyle::kWindows) {
    return PathView(style, text, split_windows_root(s));
  }
  // Python 3.11 `_PosixFlavour.splitroot`: exactly two leading slashes are a root of their own;
  // one, or three and more, are `/`.
  if (s.empty() || s[0] != '/')
    return PathView(style, text, internal::PathFields{0, 0, PathRoot::kNone, false});
  std::size_t slashes = 1;
  while (slashes < s.size() && s[slashes] == '/') ++slashes;
  if (slashes == 2)
    return PathView(style, text, internal::PathFields{0, 2, PathRoot::kDoubleSlash, false});
  return PathView(style, text, internal::PathFields{0, 1, PathRoot::kSlash, false});
}

// ---- components --------------------------------------------------------------------------------

Wtf8View PathView::root() const noexcept {
  switch (fields_.root) {
    case PathRoot::kSlash:
      return kSlash;
    case PathRoot::kDoubleSlash:
      return kTwoSlashes;
    case PathRoot::kBackslash:
      return kBackslash;
    case PathRoot::kNone:
      break;
  }
  return Wtf8View();
}

std::size_t PathView::last_component(std::size_t end, std::size_t* begin) const noexcept {
  const char* const s = text_.data();
  const std::size_t floor = fields_.anchor_end;
  const bool windows = style_ == PathStyle::kWindows;
  while (true) {
    while (end > floor && internal::is_path_separator(s[end - 1], windows)) --end;
    if (end == floor) return kNone;
    const std::size_t sep = internal::rfind_path_separator(s, floor, end - 1, windows);
    const std::size_t b = sep == internal::kNoSeparator ? floor : sep + 1;
    if (end - b == 1 && s[b] == '.') {  // a `.` component: skipped
      end = b;
      continue;
    }
    *begin = b;
    return end;
  }
}

// The bytes [begin, end) of `text`, both 0, its size, or next to an ASCII byte (a separator or
// a dot), without the boundary checks of `slice`.
Wtf8View PathView::piece(std::size_t begin, std::size_t end) const noexcept {
  // Invariant: such a range is the text's own bytes between boundaries: OMG-WTF-8 (a split
  // surrogate can only be at the text's ends, which are then the range's ends).
  return Wtf8View::from_wtf8_unchecked(text_.as_bytes().substr(begin, end - begin));
}

Wtf8View PathView::name() const noexcept {
  std::size_t begin = 0;
  const std::size_t end = last_component(text_.size(), &begin);
  return end == kNone ? Wtf8View() : piece(begin, end);
}

// Python: i = name.rfind('.'); a suffix when 0 < i < len(name) - 1.
Wtf8View PathView::suffix() const noexcept {
  std::size_t begin = 0;
  const std::size_t end = last_component(text_.size(), &begin);
  if (end == kNone) return Wtf8View();
  const std::size_t i = text_.as_bytes().substr(begin, end - begin).rfind('.');
  if (i == kNone || i == 0 || begin + i + 1 >= end) return Wtf8View();
  return piece(begin + i, end);
}

Wtf8View PathView::stem() const noexcept {
  const Wtf8View n = name();
  return n.slice_to(n.size() - suffix().size());
}

// Python: none when the name ends with '.'; otherwise '.' + each piece after the first of
// name.lstrip('.').split('.').
PathPieces PathView::suffixes() const noexcept {
  const Wtf8View n = name();
  const std::string_view bytes = n.as_bytes();
  if (bytes.empty() || bytes.back() == '.') {
    return PathPieces(Wtf8View(), 0, internal::PathPieceKind::kSuffixes);
  }
  const std::size_t first = bytes.find_first_not_of('.');  // not npos: the last byte is no dot
  const std::size_t dot = bytes.find('.', first);
  if (dot == kNone) return PathPieces(Wtf8View(), 0, internal::PathPieceKind::kSuffixes);
  return PathPieces(n.slice_from(dot), 0, internal::PathPieceKind::kSuffixes);
}

PathView PathView::parent() const noexcept {
  std::size_t begin = 0;
  if (last_component(text_.size(), &begin) == kNone) return *this;  // no name
  std::size_t before = 0;
  std::size_t end = last_component(begin, &before);
  if (end == kNone) end = fields_.anchor_end;
  PathView out = *this;
  // Invariant: `end` is 0, the end of the anchor or the end of a component, so the anchor is
  // unchanged and the parent's components are this path's but the last.
  out.text_ = end == 0 ? kDot : piece(0, end);
  return out;
}

PathPieces PathView::components() const noexcept {
  return PathPieces(text_.slice_from(fields_.anchor_end), 0,
                    style_ == PathStyle::kWindows ? internal::PathPieceKind::kWindowsParts
                                                  : internal::PathPieceKind::kPosixParts);
}

// ---- relative_to ---------------------------------------------------------------------------

namespace {

// Python 3.11's `abs_parts` in `relative_to`: [drive, root] + components when there is a root,
// [drive] + components when there is only a drive, the components otherwise; with the offset of
// each in the text (the root's: the end of the drive).
class Elements {
 public:
  enum Kind { kDrive, kRoot, kComponent };
  Elements(const PathView& p, Wtf8View text, const internal::PathFields& fields,
           PathPieces components)
      : p_(p),
        text_(text),
        drive_end_(fields.drive_end),
        drive_skip_(fields.drive_skip),
        root_done_(fields.root == PathRoot::kNone),
        components_(components),
        it_(components_.begin()),
        stage_(!root_done_ || drive_end_ != 0 ? kDrive : kComponent) {}

  // Moves to the next element; false when there is none.
  bool next() {
    if (started_) advance();
    started_ = true;
    return stage_ != kComponent || it_ != components_.end();
  }
  Kind kind() const { return stage_; }
  std::size_t offset() const {
    if (stage_ == kDrive) return 0;
    if (stage_ == kRoot) return drive_end_;
    return static_cast<std::size_t>((*it_).data() - text_.data());
  }
  void key(PartKey* key) const {
    if (stage_ == kDrive) {
      key->add_drive(text_, drive_end_, drive_skip_);
    } else if (stage_ == kRoot) {
      key->add_bytes(p_.root().as_bytes());
    } else {
      key->add(*it_);
    }
  }

 private:
  void advance() {
    if (stage_ == kDrive) {
      stage_ = root_done_ ? kComponent : kRoot;
    } else if (stage_ == kRoot) {
      stage_ = kComponent;
    } else {
      ++it_;
    }
  }
  const PathView& p_;
  Wtf8View text_;
  std::size_t drive_end_;
  bool drive_skip_;
  bool root_done_;  // no root to visit
  bool started_ = false;
  PathPieces components_;
  PathPieces::iterator it_;
  Kind stage_;
};

}  // namespace

std::size_t PathView::mismatch(const PathView& base, std::size_t* base_elements,
                               std::size_t* rest) const noexcept {
  Elements mine(*this, text_, fields_, components());
  Elements theirs(base, base.text_, base.fields_, base.components());
  std::size_t n = 0, at = kNone;
  bool mine_left = true;
  while (theirs.next()) {
    ++n;
    if (at != kNone) continue;
    if (!(mine_left = mine.next())) {
      at = text_.size();
      continue;
    }
    PartKey a(style_), b(style_);
    mine.key(&a);
    theirs.key(&b);
    if (compare_keys(&a, &b) != 0) at = mine.offset();
  }
  if (n == 0 && has_anchor()) at = 0;
  *base_elements = n;
  // The first of this path's elements past base's, when it is a component.
  *rest = kNone;
  if (at == kNone && mine_left && mine.next() && mine.kind() == Elements::kComponent) {
    *rest = mine.offset();
  }
  return at;
}

absl::StatusOr<PathView> PathView::relative_to(PathView base) const {
  if (base.style_ != style_) base = parse(style_, base.text_);
  std::size_t n = 0, rest = 0;
  const std::size_t at = mismatch(base, &n, &rest);
  if (at != kNone) {
    return internal::invalid_input_at(
        "relative_to",
        absl::StrCat(quoted(text_), " is not within ", quoted(base.text_),
                     ", or one is relative and the other absolute"),
        at);
  }
  if (n == 0) return *this;  // relative to `.`: a path without an anchor, unchanged
  if (n == 1 && has_root()) {
    // Only a drive was removed: the root stays (Python: `c:\a` relative to `c:` is `\a`).
    // Invariant: the root is written right after the drive. The base's one element (a drive
    // alone, or a component such as `z:`) matched this drive, so it is not a UNC drive (a base
    // with one has a root too, and a component holds no separator): it is a drive letter or a
    // `\\?\` form, and the root written after it is what made this path rooted.
    return PathView(
        style_, text_.slice_from(fields_.drive_end),
        internal::PathFields{0, fields_.anchor_end - fields_.drive_end, fields_.root, false});
  }
  if (rest == kNone)
    return PathView(style_, kDot, internal::PathFields{0, 0, PathRoot::kNone, false});
  return PathView(style_, text_.slice_from(rest),
                  internal::PathFields{0, 0, PathRoot::kNone, false});
}

absl::StatusOr<PathView> PathView::relative_to(Wtf8View base) const {
  return relative_to(parse(style_, base));
}

bool PathView::is_relative_to(PathView base) const noexcept {
  if (base.style_ != style_) base = parse(style_, base.text_);
  std::size_t n = 0, rest = 0;
  return mismatch(base, &n, &rest) == kNone;
}

bool PathView::is_relative_to(Wtf8View base) const noexcept {
  return is_relative_to(parse(style_, base));
}

bool PathView::same_drive(const PathView& a, const PathView& b) noexcept {
  PartKey ka(a.style_), kb(b.style_);
  ka.add_drive(a.text_, a.fields_.drive_end, a.fields_.drive_skip);
  kb.add_drive(b.text_, b.fields_.drive_end, b.fields_.drive_skip);
  return compare_keys(&ka, &kb) == 0;
}

// ---- names Windows refuses -----------------------------------------------------------------

bool PathView::is_reserved() const noexcept {
  if (style_ != PathStyle::kWindows) return false;
  // parts[0] starts with `\\`: a UNC or verbatim drive (only a drive can hold a separator).
  if (fields_.drive_end >= 2 && is_sep(style_, text_.as_bytes()[0]) &&
      is_sep(style_, text_.as_bytes()[1])) {
    return false;
  }
  // parts[-1]: the last component, or the anchor when there is none.
  std::string_view last = name().as_bytes();
  if (last.empty()) {
    if (!has_anchor()) return false;  // no parts
    last = anchor().as_bytes();
  }
  last = last.substr(0, last.find('.'));
  last = last.substr(0, last.find(':'));
  while (!last.empty() && last.back() == ' ') last.remove_suffix(1);
  return internal::is_windows_device_word(last);  // Python 3.11's reserved_names
}

bool PathView::has_trailing_dot_or_space() const noexcept {
  for (const Wtf8View c : components()) {
    const std::string_view b = c.as_bytes();
    if (b == "..") continue;
    if (b.back() == '.' || b.back() == ' ') return true;
  }
  return false;
}

bool PathView::has_invalid_windows_char() const noexcept {
  for (const Wtf8View c : components()) {
    for (const char ch : c.as_bytes()) {
      const unsigned char u = static_cast<unsigned char>(ch);
      if (u < 0x20 || internal::is_windows_forbidden_char(ch) ||
          (style_ == PathStyle::kPosix && ch == '\\')) {
        return true;
      }
    }
  }
  return false;
}

// ---- comparison, hashing, printing ---------------------------------------------------------

namespace internal {

int path_compare(const PathView& a, const PathView& b) noexcept {
  if (a.style_ != b.style_) return a.style_ < b.style_ ? -1 : 1;
  const PathPieces pa = a.parts(), pb = b.parts();
  auto i = pa.begin(), j = pb.begin();
  const auto ie = pa.end(), je = pb.end();
  bool first = true;
  for (; i != ie && j != je; ++i, ++j, first = false) {
    PartKey ka(a.style_), kb(b.style_);
    key_of_part(a, i, first && a.has_anchor(), a.text_, a.fields_, &ka);
    key_of_part(b, j, first && b.has_anchor(), b.text_, b.fields_, &kb);
    const int c = compare_keys(&ka, &kb);
    if (c != 0) return c;
  }
  if (i == ie) return j == je ? 0 : -1;
  return 1;
}

namespace {

// What path_hash hashes: the style, then each part's key bytes (in chunks of 64 from the part's
// start, so equal keys hash alike however they are stored) and length, then the number of parts.
struct HashedPath {
  const PathView& p;
  Wtf8View text;
  const PathFields& fields;

  template <typename H>
  friend H AbslHashValue(H h, const HashedPath& hp) {
    h = H::combine(std::move(h), hp.p.style());
    std::size_t count = 0;
    const PathPieces parts = hp.p.parts();
    for (auto it = parts.begin(); it != parts.end(); ++it, ++count) {
      PartKey key(hp.p.style());
      key_of_part(hp.p, it, count == 0 && hp.fields.anchor_end != 0, hp.text, hp.fields, &key);
      char chunk[64];
      std::size_t n = 0, total = 0;
      while ((n = key.read(chunk, sizeof chunk)) != 0) {
        h = H::combine_contiguous(std::move(h), chunk, n);
        total += n;
        if (n < sizeof chunk) break;
      }
      h = H::combine(std::move(h), total);
    }
    return H::combine(std::move(h), count);
  }
};

}  // namespace

std::size_t path_hash(const PathView& p) noexcept {
  return absl::HashOf(HashedPath{p, p.text_, p.fields_});
}

}  // namespace internal

std::ostream& operator<<(std::ostream& os, const PathView& p) { return os << display(p.text_); }

void PrintTo(const PathView& p, std::ostream* os) { *os << p.debug_string(); }

}  // namespace wtf8
