// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// PathBuf on top of PathView: the grammar is PathView's (src/path/path_view.cc); here a parsed
// view is assembled into the normalized text (Python 3.11's `str()`), and the operations that
// make new paths (`join`, `with_name`, ...) pick the drive, root and components to assemble.

#include "wtf8/path.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "src/internal/ascii.h"
#include "src/internal/errors.h"
#include "wtf8/literals.h"
#include "wtf8/path_view.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

// The ASCII pieces the assembler writes (checked at compile time).
constexpr Wtf8View kDot = "."_wtf8;
constexpr Wtf8View kSlash = "/"_wtf8;
constexpr Wtf8View kBackslash = "\\"_wtf8;

}  // namespace

// Writes a normalized path text piece by piece (a friend of both path types: it is the one
// place that sets PathBuf's invariant).
class PathAssembler {
 public:
  // `capacity`: at least the bytes the text will take (an upper bound is fine).
  PathAssembler(PathStyle style, std::size_t capacity) : style_(style) { text_.reserve(capacity); }

  // The drive of `from` (read in this style), in normalized form, then `root`. First, once.
  void anchor(const PathView& from, internal::PathRoot root) {
    const internal::PathFields& f = from.fields_;
    if (f.drive_skip) {
      drive_run(from.text_.slice_to(4));
      drive_run(from.text_.slice(5, f.drive_end));
    } else {
      drive_run(from.text_.slice_to(f.drive_end));
    }
    drive_len_ = text_.size();
    PathView rooted = from;
    rooted.fields_.root = root;
    text_.append(rooted.root());
    anchor_len_ = text_.size();
  }
  // The drive and root of `from`.
  void anchor(const PathView& from) { anchor(from, from.fields_.root); }

  // A component, after a separator unless it is the first.
  void add(Wtf8View component) {
    if (any_) text_.append(sep());
    text_.append(component);
    any_ = true;
  }
  // More of the last component, with no separator (with_suffix).
  void extend(Wtf8View more) { text_.append(more); }
  // The components of `from`, or all of them but the last.
  void add_components(const PathView& from, bool but_last = false) {
    const PathPieces all = from.components();
    auto it = all.begin();
    const auto end = all.end();
    while (it != end) {
      const Wtf8View c = *it;
      if (++it == end && but_last) break;
      add(c);
    }
  }

  PathBuf finish() && {
    if (text_.empty()) text_.append(kDot);
    // Invariant: drive, root and components went in in that order, each in normalized form, the
    // components separated by one separator; `Wtf8Buf::append` keeps the text well-formed (and
    // never joins two surrogates here: an ASCII byte separates any two pieces).
    return PathBuf(style_, std::move(text_), drive_len_, anchor_len_);
  }

 private:
  Wtf8View sep() const { return style_ == PathStyle::kWindows ? kBackslash : kSlash; }
  // A run of a drive, `/` written as `\` (a POSIX drive is always empty).
  void drive_run(Wtf8View run) {
    const std::string_view b = run.as_bytes();
    std::size_t from = 0;
    for (std::size_t i = 0; i <= b.size(); ++i) {
      if (i == b.size() || b[i] == '/') {
        text_.append(run.slice(from, i));
        if (i < b.size()) text_.append(kBackslash);
        from = i + 1;
      }
    }
  }

  PathStyle style_;
  Wtf8Buf text_;
  std::size_t drive_len_ = 0;
  std::size_t anchor_len_ = 0;
  bool any_ = false;
};

namespace {

std::string quoted(Wtf8View v) { return v.debug_string(); }

}  // namespace

PathBuf::PathBuf(PathStyle style) : style_(style), text_(kDot.to_buf()) {}

PathBuf PathBuf::parse(PathStyle style, Wtf8View text) {
  return PathView::parse(style, text).to_path_buf();
}

bool PathView::is_normalized() const noexcept {
  if (text_.empty() || fields_.drive_skip || !text_.is_canonical()) return false;
  const char* const s = text_.data();
  if (style_ == PathStyle::kWindows) {
    // The drive spelled with `\` only, and the root written, as `\`.
    for (std::size_t i = 0; i < fields_.drive_end; ++i) {
      if (s[i] == '/') return false;
    }
    if (has_root() && (fields_.anchor_end == fields_.drive_end || s[fields_.drive_end] != '\\')) {
      return false;
    }
  }
  // The components one separator (Windows: `\\`) apart, from the anchor to the end.
  std::size_t expected = fields_.anchor_end;
  bool any = false;
  for (const Wtf8View c : components()) {
    const std::size_t at = static_cast<std::size_t>(c.data() - s);
    if (at != expected || (any && style_ == PathStyle::kWindows && s[at - 1] != '\\')) {
      return false;
    }
    expected = at + c.size() + 1;
    any = true;
  }
  return any ? expected == text_.size() + 1 : has_anchor() && fields_.anchor_end == text_.size();
}

PathBuf PathView::to_path_buf() const {
  if (is_normalized()) {
    // Invariant: the text is already Python's `str()` of the path (is_normalized), with the drive
    // and root where the fields say.
    return PathBuf(style_, text_.to_buf(), fields_.drive_end, fields_.anchor_end);
  }
  PathAssembler out(style_, text_.size() + 2);
  out.anchor(*this);
  out.add_components(*this);
  return std::move(out).finish();
}

PathView PathBuf::as_path_view() const& noexcept {
  internal::PathRoot root = internal::PathRoot::kNone;
  if (anchor_len_ != drive_len_) {
    root = style_ == PathStyle::kWindows   ? internal::PathRoot::kBackslash
           : anchor_len_ - drive_len_ == 2 ? internal::PathRoot::kDoubleSlash
                                           : internal::PathRoot::kSlash;
  }
  // Invariant: the text is normalized, so its drive and root are exactly where `drive_len_` and
  // `anchor_len_` say (the text is not re-read: `\\server\` does not re-parse to its drive).
  return PathView(style_, text_.as_view(),
                  internal::PathFields{drive_len_, anchor_len_, root, false});
}

PathBuf PathBuf::parent() const { return as_path_view().parent().to_path_buf(); }

// Python 3.11 `_Flavour.join_parsed_parts`, with drives compared ASCII case-insensitively.
PathBuf PathBuf::join(PathView right) const {
  const PathView left = as_path_view();
  if (right.style_ != style_) right = PathView::parse(style_, right.text_);
  const bool right_drive = right.fields_.drive_end != 0;
  PathAssembler out(style_, left.text_.size() + right.text_.size() + 4);
  if (right.has_root()) {
    if (right_drive || drive_len_ == 0) return right.to_path_buf();
    out.anchor(left, right.fields_.root);  // a root without a drive keeps this drive
    out.add_components(right);
    return std::move(out).finish();
  }
  if (right_drive && !PathView::same_drive(left, right)) return right.to_path_buf();
  out.anchor(left);
  out.add_components(left);
  out.add_components(right);
  return std::move(out).finish();
}

PathBuf PathBuf::join(Wtf8View right) const { return join(PathView::parse(style_, right)); }

PathBuf PathBuf::join(const PathBuf& right) const { return join(right.as_path_view()); }

absl::StatusOr<PathBuf> PathBuf::relative_to(PathView base) const {
  absl::StatusOr<PathView> r = as_path_view().relative_to(base);
  if (!r.ok()) return r.status();
  return r->to_path_buf();
}

absl::StatusOr<PathBuf> PathBuf::relative_to(const PathBuf& base) const {
  return relative_to(base.as_path_view());
}

absl::StatusOr<PathBuf> PathBuf::relative_to(Wtf8View base) const {
  return relative_to(PathView::parse(style_, base));
}

bool PathBuf::is_relative_to(const PathBuf& base) const noexcept {
  return as_path_view().is_relative_to(base.as_path_view());
}
bool PathBuf::is_relative_to(PathView base) const noexcept {
  return as_path_view().is_relative_to(base);
}
bool PathBuf::is_relative_to(Wtf8View base) const noexcept {
  return as_path_view().is_relative_to(base);
}

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
  if (style_ == PathStyle::kWindows && n.size() >= 2 && n[1] == ':' &&
      internal::is_ascii_alpha(n[0])) {
    return internal::invalid_input_at(what, "drive", 0);
  }
  const PathView self = as_path_view();
  PathAssembler out(style_, text_.size() + name_view.size() + 1);
  out.anchor(self);
  out.add_components(self, /*but_last=*/true);
  out.add(name_view);
  return std::move(out).finish();
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
  const PathView self = as_path_view();
  PathAssembler out(style_, text_.size() + suffix_view.size());
  out.anchor(self);
  out.add_components(self, /*but_last=*/true);
  out.add(stem());
  out.extend(suffix_view);
  return std::move(out).finish();
}

}  // namespace wtf8
