// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Fuzz target: lexical paths (wtf8/path.h). Any bytes, read as POSIX bytes (PEP 383, so every byte
// string is a text) and as lossy UTF-8, parse in both styles; for each path p:
//   - the normalized text re-parses to an equal path with the same text (except a Windows UNC
//     drive whose server or share is empty, `\\server\`: README "Paths"; and, as in Python 3.11, a
//     relative Windows path whose first part reads as a drive: see first_part_reads_as_a_drive);
//   - the text is the anchor followed by the other parts joined by the separator, or "." when
//     there are no parts;
//   - name() is the last part unless that is the anchor, and "" then; parent()'s parts are p's
//     parts without that name (p itself when the name is empty);
//   - with_name(name()) == p when the name is non-empty (always accepted for POSIX);
//   - relative_to(p) is "."; equal paths hash alike, Windows paths also after flipping the case of
//     their ASCII letters (except under the `\\?\` prefix, whose `UNC\` is case-sensitive).

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/hash/hash.h"
#include "absl/status/statusor.h"
#include "fuzz/fuzz_util.h"
#include "wtf8/os.h"
#include "wtf8/path.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace {

using wtf8::PathBuf;
using wtf8::PathStyle;
using wtf8::Wtf8Buf;
using wtf8::Wtf8View;

std::vector<std::string> parts_of(const PathBuf& p) {
  std::vector<std::string> out;
  for (const Wtf8View part : p.parts()) out.emplace_back(part.as_bytes());
  return out;
}

// The documented exception (README "Paths"): a Windows UNC drive with an empty server or share
// (`\\server\`, `\\?\UNC\server\`, ...) whose text does not re-read as the same drive.
bool is_unc_drive_that_does_not_reparse(const PathBuf& p) {
  if (p.style() != PathStyle::kWindows) return false;
  const std::string_view d = p.drive().as_bytes();
  if (d.size() < 2 || d.substr(0, 2) != "\\\\") return false;
  const PathBuf again = PathBuf::windows(p.as_view());
  return again.drive().as_bytes() != d;
}

// Python 3.11's rule, kept on purpose (README "Paths"; found by this target): a relative Windows
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
  for (const PathStyle style : {PathStyle::kPosix, PathStyle::kWindows}) {
    check_path(style, escaped, ctx);
    check_path(style, lossy, ctx);
  }
  return 0;
}
