// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Fuzz target: lexical paths (wtf8/path.h). Any bytes, read as POSIX bytes (PEP 383, so every byte
// string is a text) and as lossy UTF-8, parse in both styles; for each path p:
//   - the normalized text re-parses to an equal path with the same text (except a Windows UNC
//     drive whose server or share is empty, `\\server\`: docs/paths.md; and, as in Python 3.11, a
//     relative Windows path whose first part reads as a drive: see first_part_reads_as_a_drive);
//   - the text is the anchor followed by the other parts joined by the separator, or "." when
//     there are no parts;
//   - name() is the last part unless that is the anchor, and "" then; parent()'s parts are p's
//     parts without that name (p itself when the name is empty);
//   - with_name(name()) == p when the name is non-empty (always accepted for POSIX);
//   - relative_to(p) is "."; equal paths hash alike, Windows paths also after flipping the case of
//     their ASCII letters (except under the `\\?\` prefix, whose `UNC\` is case-sensitive);
//   - the `PathView` of the same text (and of its halves, cut at a boundary chosen by the input,
//     split surrogates included) gives every logical answer `PathBuf` gives: to_path_buf() is p
//     with p's text, equality and hash, the parts but the anchor byte for byte (the anchor, drive
//     and root as documented in wtf8/path_view.h), name, stem, suffixes, parent (a prefix of the
//     text or "."), the predicates, relative_to the parent and the other half (the same result,
//     or an error at an offset inside the view's text in both), and join.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/hash/hash.h"
#include "absl/status/statusor.h"
#include "fuzz/fuzz_util.h"
#include "wtf8/error.h"
#include "wtf8/os.h"
#include "wtf8/path.h"
#include "wtf8/path_view.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace {

using wtf8::PathBuf;
using wtf8::PathStyle;
using wtf8::PathView;
using wtf8::Wtf8Buf;
using wtf8::Wtf8View;

std::vector<std::string> parts_of(const PathBuf& p) {
  std::vector<std::string> out;
  for (const Wtf8View part : p.parts()) out.emplace_back(part.as_bytes());
  return out;
}

// The documented exception (docs/paths.md): a Windows UNC drive with an empty server or share
// (`\\server\`, `\\?\UNC\server\`, ...) whose text does not re-read as the same drive.
bool is_unc_drive_that_does_not_reparse(const PathBuf& p) {
  if (p.style() != PathStyle::kWindows) return false;
  const std::string_view d = p.drive().as_bytes();
  if (d.size() < 2 || d.substr(0, 2) != "\\\\") return false;
  const PathBuf again = PathBuf::windows(p.as_view());
  return again.drive().as_bytes() != d;
}

// Python 3.11's rule, kept on purpose (docs/paths.md; found by this target): a relative Windows
// path whose first part reads as a drive (`windows("./c:a")` has the part "c:a") normalizes to
// text ("c:a") that re-parses with a drive. Python 3.12 writes ".\\c:a" instead.
bool first_part_reads_as_a_drive(const PathBuf& p) {
  if (p.style() != PathStyle::kWindows || !p.anchor().empty()) return false;
  const auto first = p.parts().begin();
  if (first == p.parts().end()) return false;
  const Wtf8View part = *first;
  const PathBuf alone = PathBuf::windows(part);
  return !alone.drive().empty();
}

std::vector<std::string> pieces_of(const wtf8::PathPieces& pieces) {
  std::vector<std::string> out;
  for (const Wtf8View piece : pieces) out.emplace_back(piece.to_buf().into_bytes());
  return out;
}

// The canonical bytes of a view (a split surrogate at an end in its 3-byte form).
std::string canonical(Wtf8View v) { return v.to_buf().into_bytes(); }

// `written` (a view's drive or anchor) spells `python` (PathBuf's) as wtf8/path_view.h says: `/`
// for `\`; one more separator after `\\?\`; an anchor without the root after a UNC drive.
bool spells(Wtf8View written, Wtf8View python, PathStyle style, bool is_anchor) {
  std::string w = canonical(written);
  const std::string want(python.as_bytes());
  if (style == PathStyle::kWindows) {
    for (char& c : w) c = c == '/' ? '\\' : c;
  }
  if (w == want) return true;
  if (style != PathStyle::kWindows) return false;
  if (is_anchor && w + "\\" == want) return true;
  if (w.substr(0, 5) == "\\\\?\\\\") {
    w.erase(4, 1);
    return w == want || (is_anchor && w + "\\" == want);
  }
  return false;
}

// Every logical answer of the view of `text` is `p`'s; its forms are the documented ones.
void check_view(PathStyle style, Wtf8View text, const PathBuf& p, const std::string& where) {
  const PathView v = PathView::parse(style, text);
  const PathBuf normalized = v.to_path_buf();
  FUZZ_CHECK(normalized.as_view().as_bytes() == p.as_view().as_bytes(), "view text " + where);
  FUZZ_CHECK(normalized.drive().as_bytes() == p.drive().as_bytes(), "view drive " + where);
  FUZZ_CHECK(v == p && PathView::compare(v, p) == 0, "view == PathBuf " + where);
  FUZZ_CHECK(absl::HashOf(v) == absl::HashOf(p), "view hash " + where);
  FUZZ_CHECK(spells(v.drive(), p.drive(), style, false), "view drive spelling " + where);
  FUZZ_CHECK(spells(v.anchor(), p.anchor(), style, true), "view anchor spelling " + where);
  FUZZ_CHECK(v.root().as_bytes() == p.root().as_bytes(), "view root " + where);
  std::vector<std::string> vp = pieces_of(v.parts());
  const std::vector<std::string> bp = parts_of(p);
  FUZZ_CHECK(vp.size() == bp.size(), "view part count " + where);
  if (!p.anchor().empty() && !vp.empty()) {
    FUZZ_CHECK(vp[0] == canonical(v.anchor()), "view first part is the anchor " + where);
    vp[0] = bp[0];
  }
  FUZZ_CHECK(vp == bp, "view parts " + where);
  FUZZ_CHECK(canonical(v.name()) == canonical(p.name()), "view name " + where);
  FUZZ_CHECK(canonical(v.stem()) == canonical(p.stem()), "view stem " + where);
  FUZZ_CHECK(canonical(v.suffix()) == canonical(p.suffix()), "view suffix " + where);
  FUZZ_CHECK(pieces_of(v.suffixes()) == pieces_of(p.suffixes()), "view suffixes " + where);
  const PathView vparent = v.parent();
  const PathBuf parent = p.parent();
  FUZZ_CHECK(vparent == parent, "view parent " + where);
  FUZZ_CHECK(vparent.to_path_buf().to_buf() == parent.as_view(), "view parent text " + where);
  const std::string_view ptext = vparent.as_view().as_bytes();
  FUZZ_CHECK(ptext == "." || (ptext.data() == text.data() && ptext.size() <= text.size()),
             "view parent is a prefix " + where);
  FUZZ_CHECK(v.is_absolute() == p.is_absolute() && v.is_reserved() == p.is_reserved() &&
                 v.has_trailing_dot_or_space() == p.has_trailing_dot_or_space() &&
                 v.has_invalid_windows_char() == p.has_invalid_windows_char(),
             "view predicates " + where);
  const absl::StatusOr<PathView> r = v.relative_to(vparent);
  const absl::StatusOr<PathBuf> rb = p.relative_to(parent);
  FUZZ_CHECK(r.ok() && rb.ok() && r->to_path_buf().to_buf() == rb->as_view(),
             "view relative_to parent " + where);
}

// Two paths: the views answer what the PathBufs answer.
void check_pair(PathStyle style, Wtf8View a, Wtf8View b, const std::string& where) {
  const PathView va = PathView::parse(style, a), vb = PathView::parse(style, b);
  const PathBuf pa = PathBuf::parse(style, a), pb = PathBuf::parse(style, b);
  const int want = PathBuf::compare(pa, pb);
  const int got = PathView::compare(va, vb);
  FUZZ_CHECK((want > 0) - (want < 0) == (got > 0) - (got < 0), "view compare " + where);
  const absl::StatusOr<PathView> r = va.relative_to(vb);
  const absl::StatusOr<PathBuf> rb = pa.relative_to(pb);
  FUZZ_CHECK(r.ok() == rb.ok(), "view relative_to ok " + where);
  FUZZ_CHECK(va.is_relative_to(vb) == rb.ok(), "view is_relative_to " + where);
  if (r.ok()) {
    FUZZ_CHECK(r->to_path_buf().to_buf() == rb->as_view(), "view relative_to " + where);
  } else {
    const std::optional<std::size_t> at = wtf8::error_offset(r.status());
    FUZZ_CHECK(at.has_value() && *at <= a.size(), "view relative_to offset " + where);
  }
  FUZZ_CHECK((pa / vb).to_buf() == (pa / pb).to_buf(), "join a view " + where);
}

void check_path(PathStyle style, Wtf8View text, const std::string& ctx) {
  const PathBuf p = PathBuf::parse(style, text);
  const std::string where = (style == PathStyle::kWindows ? "windows " : "posix ") + ctx;
  const char sep = style == PathStyle::kWindows ? '\\' : '/';
  FUZZ_CHECK(p.style() == style, "style " + where);
  FUZZ_CHECK(wtf8::is_well_formed_wtf8(p.as_view().as_bytes()), "text not WTF-8 " + where);

  // Re-parsing the normalized text.
  const PathBuf again = PathBuf::parse(style, p.as_view());
  if (!is_unc_drive_that_does_not_reparse(p) && !first_part_reads_as_a_drive(p)) {
    FUZZ_CHECK(again == p, "re-parse differs " + where + " -> " + p.debug_string());
    FUZZ_CHECK(again.as_view() == p.as_view(), "re-parse text " + where);
    FUZZ_CHECK(absl::HashOf(again) == absl::HashOf(p), "hash of equal paths " + where);
  }

  // The text from the parts.
  const std::vector<std::string> parts = parts_of(p);
  const std::string anchor(p.anchor().as_bytes());
  FUZZ_CHECK(anchor.size() == p.drive().size() + p.root().size(), "anchor " + where);
  std::string joined;
  std::size_t first = 0;
  if (!anchor.empty()) {
    FUZZ_CHECK(!parts.empty() && parts[0] == anchor, "first part is the anchor " + where);
    joined = anchor;
    first = 1;
  }
  for (std::size_t k = first; k < parts.size(); ++k) {
    FUZZ_CHECK(!parts[k].empty(), "empty part " + where);
    FUZZ_CHECK(parts[k].find(sep) == std::string::npos, "separator in a part " + where);
    if (k > first) joined += sep;  // the first part follows the anchor directly (`c:a`, `/a`)
    joined += parts[k];
  }
  if (parts.empty()) joined = ".";
  FUZZ_CHECK(joined == p.as_view().as_bytes(),
             "parts joined " + where + ": " + p.debug_string() + " vs " + joined);

  // name() and parent().
  const bool has_name = parts.size() > first;
  const std::string name(p.name().as_bytes());
  FUZZ_CHECK(name == (has_name ? parts.back() : std::string()), "name " + where);
  const PathBuf parent = p.parent();
  if (has_name) {
    std::vector<std::string> expected(parts.begin(), parts.end() - 1);
    FUZZ_CHECK(parts_of(parent) == expected, "parent parts " + where);
    const absl::StatusOr<PathBuf> renamed = p.with_name(p.name());
    if (style == PathStyle::kPosix) FUZZ_CHECK(renamed.ok(), "with_name failed " + where);
    if (renamed.ok()) FUZZ_CHECK(*renamed == p, "with_name(name()) " + where);
  } else {
    FUZZ_CHECK(parent == p, "parent of a path without a name " + where);
  }

  check_view(style, text, p, where);

  // relative_to itself.
  const absl::StatusOr<PathBuf> self = p.relative_to(p);
  FUZZ_CHECK(self.ok() && *self == PathBuf(style) && self->as_view().as_bytes() == ".",
             "relative_to(self) " + where);

  // Windows compares ASCII letters case-insensitively: the flipped text is an equal path. (Not
  // for `\\?\` paths: their `UNC\` is matched case-sensitively, as Python 3.11 does.)
  if (style == PathStyle::kWindows && p.drive().as_bytes().substr(0, 4) != "\\\\?\\") {
    std::string flipped(p.as_view().as_bytes());
    for (char& c : flipped) {
      if (c >= 'a' && c <= 'z') {
        c = static_cast<char>(c - 'a' + 'A');
      } else if (c >= 'A' && c <= 'Z') {
        c = static_cast<char>(c - 'A' + 'a');
      }
    }
    const absl::StatusOr<Wtf8View> flipped_text = Wtf8View::from_wtf8(flipped);
    FUZZ_CHECK(flipped_text.ok(), "flipped text " + where);
    const PathBuf q = PathBuf::parse(style, *flipped_text);
    if (!is_unc_drive_that_does_not_reparse(p) && !first_part_reads_as_a_drive(p)) {
      FUZZ_CHECK(q == p, "ASCII case " + where);
      FUZZ_CHECK(absl::HashOf(q) == absl::HashOf(p), "hash after ASCII case " + where);
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const std::string ctx = wtf8_fuzz::hex(bytes);
  const Wtf8Buf escaped = wtf8::os::from_posix_bytes(bytes);
  const Wtf8Buf lossy = Wtf8Buf::from_utf8_lossy(bytes);
  // A boundary to cut the text at (inside a 4-byte sequence too), from the first byte.
  const std::size_t cut_hint = size == 0 ? 0 : data[0];
  std::size_t cut = escaped.size() == 0 ? 0 : cut_hint % (escaped.size() + 1);
  while (!escaped.as_view().is_boundary(cut)) --cut;
  const Wtf8View head = escaped.as_view().slice_to(cut), tail = escaped.as_view().slice_from(cut);
  for (const PathStyle style : {PathStyle::kPosix, PathStyle::kWindows}) {
    check_path(style, escaped, ctx);
    check_path(style, lossy, ctx);
    check_view(style, head, PathBuf::parse(style, head), "head " + ctx);
    check_view(style, tail, PathBuf::parse(style, tail), "tail " + ctx);
    check_pair(style, head, tail, ctx);
    check_pair(style, escaped, head, ctx);
    check_pair(style, escaped, lossy, ctx);
  }
  return 0;
}
