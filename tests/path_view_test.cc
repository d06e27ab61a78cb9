// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8::PathView against wtf8::PathBuf (and through it the Python 3.11 oracle table and the code
// point model): the same logical answers for every path, the documented differences of form
// (text as written) exactly, and no others. Inputs: the header's examples, the oracle table,
// random unnormalized paths in both styles with lone surrogates and supplementary characters,
// and views sliced at every boundary, split surrogates included.

#include "wtf8/path_view.h"

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "absl/hash/hash.h"
#include "absl/hash/hash_testing.h"
#include "absl/status/statusor.h"
#include "gtest/gtest.h"
#include "tests/path_cases.h"
#include "tests/reference/path_model.h"
#include "wtf8/error.h"
#include "wtf8/path.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using ::wtf8::path_cases::unescape;

// Texts the views of a test point into; they live until the end of the program.
Wtf8View keep(Wtf8Buf text) {
  static std::deque<Wtf8Buf>* kept = new std::deque<Wtf8Buf>();
  kept->push_back(std::move(text));
  return kept->back();
}
Wtf8View t(std::string_view escaped) { return keep(unescape(escaped)); }
PathView P(std::string_view escaped) { return PathView::posix(t(escaped)); }
PathView W(std::string_view escaped) { return PathView::windows(t(escaped)); }

std::vector<Wtf8Buf> collect(const PathPieces& pieces) {
  std::vector<Wtf8Buf> out;
  for (Wtf8View piece : pieces) out.push_back(piece.to_buf());
  return out;
}

int sign(int x) { return (x > 0) - (x < 0); }

// `written` with `/` read as `\` (Windows), as a view (it may end with a split surrogate).
Wtf8Buf backslashed(Wtf8View written, PathStyle style) {
  std::string bytes(written.as_bytes());
  if (style == PathStyle::kWindows) {
    for (char& c : bytes) c = c == '/' ? '\\' : c;
  }
  return Wtf8View::from_omg_wtf8(bytes).value().to_buf();
}

// Whether `written` (a view's drive or anchor) spells `python` (PathBuf's) in one of the ways
// wtf8/path_view.h documents: `/` for `\`; after `\\?\`, one more separator (byte 4); for an
// anchor, without the root Python adds after a UNC drive that ends the text.
bool spells(Wtf8View written, Wtf8View python, PathStyle style, bool is_anchor) {
  const Wtf8Buf w = backslashed(written, style);
  if (w == python) return true;
  if (style != PathStyle::kWindows) return false;
  const std::string with_root = std::string(w.as_bytes()) + "\\";
  if (is_anchor && Wtf8View::from_wtf8(with_root).value() == python) return true;
  std::string without_byte4(w.as_bytes());
  if (without_byte4.substr(0, 5) == "\\\\?\\\\") {
    without_byte4.erase(4, 1);
    if (Wtf8View::from_wtf8(without_byte4).value() == python) return true;
    const std::string both = without_byte4 + "\\";
    if (is_anchor && Wtf8View::from_wtf8(both).value() == python) return true;
  }
  return false;
}

// Every logical answer of `v` equals `b`'s, and every form differs only as documented.
void expect_same_path(PathView v, const PathBuf& b) {
  const PathStyle style = b.style();
  ASSERT_EQ(v.style(), style);
  const PathBuf normalized = v.to_path_buf();
  EXPECT_EQ(normalized.as_view(), b.as_view());
  EXPECT_EQ(normalized.drive(), b.drive());
  EXPECT_EQ(normalized.root(), b.root());
  EXPECT_EQ(normalized, b);

  // Comparison and hashing.
  EXPECT_TRUE(v == b);
  EXPECT_FALSE(v != b);
  EXPECT_EQ(PathView::compare(v, b), 0);
  EXPECT_TRUE(v <= b && v >= b && !(v < b) && !(v > b));
  EXPECT_EQ(absl::HashOf(v), absl::HashOf(b));
  EXPECT_EQ(absl::HashOf(v), absl::HashOf(b.as_path_view()));

  // Drive, root, anchor and parts: the anchor spelled as written, the rest identical.
  EXPECT_TRUE(spells(v.drive(), b.drive(), style, false)) << v.drive().debug_string();
  EXPECT_EQ(v.root(), b.root());
  EXPECT_TRUE(spells(v.anchor(), b.anchor(), style, true)) << v.anchor().debug_string();
  const std::vector<Wtf8Buf> vp = collect(v.parts()), bp = collect(b.parts());
  ASSERT_EQ(vp.size(), bp.size());
  EXPECT_EQ(v.parts().empty(), b.parts().empty());
  EXPECT_EQ(v.parts().size(), bp.size());
  for (std::size_t i = 0; i < vp.size(); ++i) {
    if (i == 0 && !b.anchor().empty()) {
      EXPECT_TRUE(spells(vp[0], bp[0], style, true)) << vp[0].debug_string();
    } else {
      EXPECT_EQ(vp[i], bp[i]) << "part " << i;
    }
  }

  // The name and its pieces.
  EXPECT_EQ(v.name(), b.name());
  EXPECT_EQ(v.stem(), b.stem());
  EXPECT_EQ(v.suffix(), b.suffix());
  EXPECT_EQ(collect(v.suffixes()), collect(b.suffixes()));

  // The parent: a prefix of the text, or ".", or the path itself when it has no name.
  const PathView vparent = v.parent();
  const PathBuf bparent = b.parent();
  EXPECT_EQ(vparent, bparent);
  EXPECT_EQ(vparent.to_path_buf().to_buf(), bparent.as_view());
  const Wtf8View ptext = vparent.as_view();
  if (v.name().empty()) {
    EXPECT_EQ(ptext.data(), v.as_view().data());
    EXPECT_EQ(ptext.size(), v.as_view().size());
  } else if (ptext.as_bytes() != ".") {
    EXPECT_EQ(ptext.data(), v.as_view().data());
    EXPECT_LT(ptext.size(), v.as_view().size());
  }

  // Predicates.
  EXPECT_EQ(v.is_absolute(), b.is_absolute());
  EXPECT_EQ(v.is_reserved(), b.is_reserved());
  EXPECT_EQ(v.has_trailing_dot_or_space(), b.has_trailing_dot_or_space());
  EXPECT_EQ(v.has_invalid_windows_char(), b.has_invalid_windows_char());

  // relative_to its parent and itself.
  const absl::StatusOr<PathView> r = v.relative_to(vparent);
  const absl::StatusOr<PathBuf> rb = b.relative_to(bparent);
  ASSERT_TRUE(r.ok()) << r.status();
  ASSERT_TRUE(rb.ok()) << rb.status();
  EXPECT_EQ(r->to_path_buf().to_buf(), rb->as_view());
  EXPECT_EQ(*r, *rb);
  EXPECT_TRUE(v.is_relative_to(vparent));
  EXPECT_TRUE(v.is_relative_to(b));
  const absl::StatusOr<PathView> self = v.relative_to(v);
  ASSERT_TRUE(self.ok());
  EXPECT_EQ(self->to_path_buf().to_buf(), Wtf8View::from_utf8(".").value());
}

// The answers that involve two paths agree between views and `PathBuf`s.
void expect_same_pair(PathView v1, const PathBuf& b1, PathView v2, const PathBuf& b2) {
  const int want = sign(PathBuf::compare(b1, b2));
  EXPECT_EQ(sign(PathView::compare(v1, v2)), want);
  EXPECT_EQ(v1 == v2, want == 0);
  EXPECT_EQ(v1 < v2, want < 0);
  EXPECT_EQ(v1 == b2, want == 0);
  if (want == 0) {
    EXPECT_EQ(absl::HashOf(v1), absl::HashOf(v2));
  }
  const absl::StatusOr<PathView> r = v1.relative_to(v2);
  const absl::StatusOr<PathBuf> rb = b1.relative_to(b2);
  ASSERT_EQ(r.ok(), rb.ok()) << (r.ok() ? rb.status() : r.status());
  EXPECT_EQ(v1.is_relative_to(v2), rb.ok());
  EXPECT_EQ(v1.is_relative_to(v2.as_view()), b1.is_relative_to(v2.as_view()));
  if (r.ok()) {
    EXPECT_EQ(r->to_path_buf().to_buf(), rb->as_view());
    EXPECT_EQ(r->style(), v1.style());
  } else {
    // The offset is in the view's own text; the same as PathBuf's when that text is normalized.
    const std::optional<std::size_t> at = error_offset(r.status());
    ASSERT_TRUE(at.has_value()) << r.status();
    EXPECT_LE(*at, v1.as_view().size());
    if (v1.as_view().as_bytes() == b1.as_view().as_bytes()) {
      EXPECT_EQ(at, error_offset(rb.status()));
    }
  }
  EXPECT_EQ((b1 / v2).to_buf(), (b1 / b2).to_buf());
}

// ---- the header's examples -------------------------------------------------------------------

TEST(PathViewDocExamplesTest, HeaderExample) {
  const PathView p = PathView::windows(t("C:/Users//me/./a.tar.gz"));
  EXPECT_EQ(p.as_view(), t("C:/Users//me/./a.tar.gz"));
  EXPECT_EQ(p.drive(), t("C:"));
  EXPECT_EQ(p.root(), t("\\"));
  EXPECT_EQ(p.name(), t("a.tar.gz"));
  EXPECT_EQ(p.stem(), t("a.tar"));
  EXPECT_EQ(p.suffix(), t(".gz"));
  EXPECT_EQ(p.parent().as_view(), t("C:/Users//me"));
  const Wtf8View text = p.as_view();
  EXPECT_EQ(p.parent(), PathBuf::windows(text).parent());
  EXPECT_EQ(collect(p.parts()), std::vector<Wtf8Buf>({unescape("C:/"), unescape("Users"),
                                                      unescape("me"), unescape("a.tar.gz")}));
  EXPECT_EQ(p, W("c:\\users\\ME\\a.tar.gz"));
  EXPECT_EQ(p.to_path_buf().to_buf(), t("C:\\Users\\me\\a.tar.gz"));
}

TEST(PathViewDocExamplesTest, Members) {
  EXPECT_EQ(collect(P("//a/./b/").parts()),
            std::vector<Wtf8Buf>({unescape("//"), unescape("a"), unescape("b")}));
  EXPECT_TRUE(P("").parts().empty());
  EXPECT_EQ(P(""), PathBuf::posix(t(".")));
  EXPECT_EQ(collect(W("c:/a//b/").parts()),
            std::vector<Wtf8Buf>({unescape("c:/"), unescape("a"), unescape("b")}));
  EXPECT_EQ(W("//host/share").drive(), t("//host/share"));
  EXPECT_EQ(W("//host/share").root(), t("\\"));
  EXPECT_EQ(W("a").style(), PathStyle::kWindows);
  EXPECT_EQ(P("a//b/.").as_view(), t("a//b/."));
  EXPECT_EQ(W("c:/a//b/").to_path_buf().to_buf(), t("c:\\a\\b"));
  EXPECT_EQ(
      collect(P("/usr//bin/./python3").parts()),
      std::vector<Wtf8Buf>({unescape("/"), unescape("usr"), unescape("bin"), unescape("python3")}));
  EXPECT_EQ(collect(W("c:/Program Files/PSF").parts()),
            std::vector<Wtf8Buf>({unescape("c:/"), unescape("Program Files"), unescape("PSF")}));
  EXPECT_EQ(W("//host/share/foo.txt").drive(), t("//host/share"));
  EXPECT_EQ(W("/a").drive(), t(""));
  EXPECT_EQ(P("//etc").root(), t("//"));
  EXPECT_EQ(P("///etc").root(), t("/"));
  EXPECT_EQ(W("c:/Program Files").root(), t("\\"));
  EXPECT_EQ(W("c:Program Files").root(), t(""));
  EXPECT_EQ(W("c:/a").anchor(), t("c:/"));
  EXPECT_EQ(W("//host/share").anchor(), t("//host/share"));
  EXPECT_EQ(P("///a").anchor(), t("/"));
  EXPECT_EQ(P("my/library/setup.py/.").name(), t("setup.py"));
  EXPECT_EQ(W("//some/share").name(), t(""));
  EXPECT_EQ(P("my/library.tar.gz").suffix(), t(".gz"));
  EXPECT_EQ(P(".bashrc").suffix(), t(""));
  EXPECT_EQ(P("a.").suffix(), t(""));
  EXPECT_EQ(P("my/library.tar.gz").stem(), t("library.tar"));
  EXPECT_EQ(collect(P("my/library.tar.gz").suffixes()),
            std::vector<Wtf8Buf>({unescape(".tar"), unescape(".gz")}));
  EXPECT_EQ(collect(P("a..b").suffixes()), std::vector<Wtf8Buf>({unescape("."), unescape(".b")}));
  EXPECT_EQ(P("/a/b//c/./d").parent().as_view(), t("/a/b//c"));
  EXPECT_EQ(P("a").parent().as_view(), t("."));
  EXPECT_EQ(P("foo/..").parent().as_view(), t("foo"));
  EXPECT_EQ(W("c:").parent().as_view(), t("c:"));
  EXPECT_TRUE(W("c:/a").is_absolute());
  EXPECT_FALSE(W("/a").is_absolute());
  EXPECT_FALSE(W("c:a").is_absolute());
  EXPECT_TRUE(W("//some/share").is_absolute());
  EXPECT_EQ(P("/etc//passwd").relative_to(P("/etc"))->as_view(), t("passwd"));
  const absl::StatusOr<PathView> bad = P("/etc//passwd").relative_to(t("/usr"));
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(error_offset(bad.status()), 1u);
  EXPECT_EQ(W("c:/a").relative_to(W("c:"))->as_view(), t("/a"));
  EXPECT_EQ(W("c:/a").relative_to(W("c:"))->to_path_buf().to_buf(), t("\\a"));
  EXPECT_TRUE(P("/etc/passwd").is_relative_to(P("/etc/")));
  EXPECT_TRUE(W("a/Com1 .txt").is_reserved());
  EXPECT_FALSE(W("//host/share/nul").is_reserved());
  EXPECT_TRUE(W("a./b").has_trailing_dot_or_space());
  EXPECT_TRUE(W("a/b?c").has_invalid_windows_char());
  EXPECT_EQ(W("C:/a//b"), W("c:\\A\\b\\."));
  EXPECT_EQ(P("a//b"), P("a/b/"));
  EXPECT_NE(P("foo"), P("FOO"));
  EXPECT_LT(W("C:"), W("d:"));
  EXPECT_NE(W("foo"), P("foo"));
  EXPECT_EQ(W("C:/a\\u{D800}").debug_string(), "\"C:/a\\u{d800}\"");
  EXPECT_EQ(PathView(), PathBuf());
  EXPECT_EQ(PathView().style(), kNativePathStyle);
  EXPECT_EQ(PathView(PathStyle::kWindows), PathBuf(PathStyle::kWindows));
  EXPECT_EQ(PathView::native(t("a")).style(), kNativePathStyle);
}

TEST(PathViewDocExamplesTest, FromAndToPathBuf) {
  const PathBuf b = PathBuf::windows(t("C:/x//y"));
  const PathView v = b;  // an lvalue converts
  EXPECT_EQ(v.as_view().data(), b.as_view().data());
  EXPECT_EQ(v, b);
  EXPECT_EQ(b.as_path_view().name(), t("y"));
  EXPECT_EQ((b / W("z")).to_buf(), t("C:\\x\\y\\z"));
  EXPECT_EQ((b / W("/z")).to_buf(), t("C:\\z"));
  EXPECT_EQ(b.relative_to(W("c:/X"))->as_view(), t("y"));
  EXPECT_TRUE(b.is_relative_to(W("c:")));
  const Wtf8Buf owned = unescape("a/b");
  EXPECT_EQ(PathView::posix(owned).name(), t("b"));  // an lvalue Wtf8Buf converts
}

// ---- the documented differences of form ------------------------------------------------------

TEST(PathViewFormTest, TextAndAnchorAsWritten) {
  const PathView unc = W("//host/share");
  EXPECT_EQ(unc.anchor(), t("//host/share"));  // the root is not written
  EXPECT_EQ(collect(unc.parts()), std::vector<Wtf8Buf>({unescape("//host/share")}));
  EXPECT_TRUE(unc.is_absolute());
  const PathBuf unc_buf = unc.to_path_buf();
  EXPECT_EQ(unc_buf.anchor(), t("\\\\host\\share\\"));
  // After `\\?\`, a UNC name written with two separators keeps both in the view's drive.
  const PathView verbatim = W("\\\\?\\\\\\s\\sh\\x");
  EXPECT_EQ(verbatim.drive(), t("\\\\?\\\\\\s\\sh"));
  const PathBuf verbatim_buf = verbatim.to_path_buf();
  EXPECT_EQ(verbatim_buf.drive(), t("\\\\?\\\\s\\sh"));
  EXPECT_EQ(verbatim, PathBuf::windows(verbatim.as_view()));
  EXPECT_EQ(verbatim.name(), t("x"));
  // `/` stays `/` in a Windows drive.
  EXPECT_EQ(W("//?/UNC/s/sh/x").drive(), t("//?/UNC/s/sh"));
  EXPECT_EQ(W("//?/UNC/s/sh/x").anchor(), t("//?/UNC/s/sh/"));
  EXPECT_EQ(W("\\\\?\\UNC\\").anchor(), t("\\\\?\\UNC\\"));
  EXPECT_EQ(W("\\\\?\\UNC\\").drive(), t("\\\\?\\UNC"));
}

TEST(PathViewFormTest, ParentIsAPrefixOfTheText) {
  EXPECT_EQ(P("a//b/./c//").parent().as_view(), t("a//b"));
  EXPECT_EQ(W("c:/a").parent().as_view(), t("c:/"));
  EXPECT_EQ(W("//host/share/a").parent().as_view(), t("//host/share/"));
  EXPECT_EQ(P("a/.").parent().as_view(), t("."));
  EXPECT_EQ(P("./a").parent().as_view(), t("."));
  EXPECT_EQ(P("/./").parent().as_view(), t("/./"));  // no name: itself
  EXPECT_EQ(P("").parent().as_view(), t(""));
  EXPECT_EQ(P("//a").parent().as_view(), t("//"));
  EXPECT_EQ(P("///a").parent().as_view(), t("/"));
  EXPECT_EQ(P("///a").parent().root(), t("/"));
  // Windows: `./c:a` keeps its `./`, so the part `c:a` still does not read as a drive.
  EXPECT_EQ(W("./c:a/b").parent().as_view(), t("./c:a"));
  EXPECT_TRUE(W("./c:a/b").parent().drive().empty());
}

TEST(PathViewFormTest, RelativeToIsASuffixOfTheText) {
  EXPECT_EQ(P("a/b//c/.").relative_to(P("a"))->as_view(), t("b//c/."));
  EXPECT_EQ(P("a/b").relative_to(P("a/b/"))->as_view(), t("."));
  EXPECT_EQ(P("./a").relative_to(P(""))->as_view(), t("./a"));
  EXPECT_EQ(W("C:/a/b").relative_to(W("c:\\A"))->as_view(), t("b"));
  EXPECT_EQ(W("//h/s").relative_to(W("//h/s"))->as_view(), t("."));
  EXPECT_EQ(W("//h/s").relative_to(W("//h/s/"))->to_path_buf().to_buf(), t("."));
  const absl::StatusOr<PathView> root_only = W("//h/s").relative_to(t("\\\\h\\s"));
  ASSERT_TRUE(root_only.ok());
  EXPECT_EQ(root_only->to_path_buf().to_buf(), t("."));
  // Error offsets are in the view's own text.
  const absl::StatusOr<PathView> bad = P("a//b/./c").relative_to(P("a/b/d"));
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(error_offset(bad.status()), 7u);
  const absl::StatusOr<PathView> short_path = P("a//b").relative_to(P("a/b/c"));
  ASSERT_FALSE(short_path.ok());
  EXPECT_EQ(error_offset(short_path.status()), 4u);
  EXPECT_FALSE(P("/a").is_relative_to(P("")));
  EXPECT_EQ(error_offset(P("/a").relative_to(P("")).status()), 0u);
}

TEST(PathViewFormTest, SplitSurrogatesAtTheEnds) {
  // "a/" + U+1F600 + "/b" sliced inside the emoji: "a/" + split lead, split trail + "/b".
  const Wtf8Buf whole = unescape("a/\\u{1F600}/b");
  const Wtf8View head = whole.as_view().slice_to(4);
  const Wtf8View tail = whole.as_view().slice_from(4);
  const PathView h = PathView::windows(head), tl = PathView::posix(tail);
  EXPECT_EQ(h.name().as_bytes(), "\xF0\x9F\x98");  // split form, as written
  EXPECT_EQ(h.name(), Wtf8Buf::from_utf16(u"\xD83D"));
  EXPECT_EQ(h, PathBuf::windows(head));
  EXPECT_EQ(h.to_path_buf().to_buf(), Wtf8Buf::from_utf16(u"a\\\xD83D"));
  EXPECT_EQ(collect(tl.parts()),
            std::vector<Wtf8Buf>({Wtf8Buf::from_utf16(u"\xDE00"), unescape("b")}));
  EXPECT_EQ(absl::HashOf(tl),
            absl::HashOf(PathView::posix(keep(Wtf8Buf::from_utf16(u"\xDE00/b")))));
  // A lone surrogate equals only itself, never the character it is half of.
  EXPECT_NE(h, W("a/\\u{1F600}"));
}

TEST(PathViewTest, HashAgreesWithEquality) {
  const Wtf8Buf emoji = unescape("x/\\u{1F600}");
  EXPECT_TRUE(absl::VerifyTypeImplementsAbslHashCorrectly({
      W("C:\\a"),
      W("c:/A"),
      W("c:\\a\\"),
      W("c:/a/./"),
      P("C:/a"),
      P("c:/a"),
      P("c://a/."),
      W("\\\\S\\sh"),
      W("//s/SH/"),
      W("//s/SH"),
      W("\\\\?\\\\\\s\\sh\\x"),
      W("\\\\?\\\\s\\sh\\x"),
      W("\\u{D800}"),
      W("\\u{DC00}"),
      W("\\u{1F600}"),
      PathView::windows(emoji.as_view().slice_to(4)),
      W("x/\\u{D83D}"),
      P("."),
      P(""),
      P("./."),
      W("."),
      P("//a"),
      P("/a"),
      P("///a"),
      P("a/b"),
      P("a//b/"),
      P("a-b"),
      W("\\u{C9}"),
      W("\\u{E9}"),
      W(std::string(100, 'A')),
      W(std::string(100, 'a') + "/"),
      P(std::string(100, 'a')),
  }));
}

// ---- the Python 3.11 oracle table ---------------------------------------------------------

TEST(PathViewPythonTableTest, MatchesPathBufAndPython311) {
  const std::string file = path_cases::read_table();
  std::size_t cases = 0, checks = 0;
  PathStyle style = PathStyle::kPosix;
  PathView v;
  std::string context;
  path_cases::for_each_line(file, [&](const std::vector<std::string_view>& f) {
    const std::string_view key = f[0];
    if (key == "case") {
      style = f[1] == "windows" ? PathStyle::kWindows : PathStyle::kPosix;
      v = PathView::parse(style, t(f[2]));
      context = std::string(f[1]) + " " + std::string(f[2]);
      ++cases;
      SCOPED_TRACE(context);
      expect_same_path(v, PathBuf::parse(style, v.as_view()));
      return;
    }
    if (key == "end") return;
    SCOPED_TRACE(context + "  |  " + std::string(key) + " " +
                 std::string(f.size() > 1 ? f[1] : ""));
    ++checks;
    std::vector<Wtf8Buf> want;
    for (std::size_t i = 1; i < f.size(); ++i) want.push_back(unescape(f[i]));
    if (key == "str") {
      EXPECT_EQ(v.to_path_buf().to_buf(), want[0]);
    } else if (key == "drive") {
      EXPECT_TRUE(spells(v.drive(), want[0], style, false)) << v.drive().debug_string();
    } else if (key == "root") {
      EXPECT_EQ(v.root(), want[0]);
    } else if (key == "anchor") {
      EXPECT_TRUE(spells(v.anchor(), want[0], style, true)) << v.anchor().debug_string();
    } else if (key == "parts") {
      std::vector<Wtf8Buf> got = collect(v.parts());
      ASSERT_EQ(got.size(), want.size());
      for (std::size_t i = 0; i < got.size(); ++i) {
        if (i == 0 && !v.anchor().empty()) {
          EXPECT_TRUE(spells(got[0], want[0], style, true));
        } else {
          EXPECT_EQ(got[i], want[i]);
        }
      }
    } else if (key == "name") {
      EXPECT_EQ(v.name(), want[0]);
    } else if (key == "stem") {
      EXPECT_EQ(v.stem(), want[0]);
    } else if (key == "suffix") {
      EXPECT_EQ(v.suffix(), want[0]);
    } else if (key == "suffixes") {
      EXPECT_EQ(collect(v.suffixes()), want);
    } else if (key == "parent") {
      EXPECT_EQ(v.parent().to_path_buf().to_buf(), want[0]);
    } else if (key == "absolute") {
      EXPECT_EQ(v.is_absolute(), f[1] == "1");
    } else if (key == "reserved") {
      EXPECT_EQ(v.is_reserved(), f[1] == "1");
    } else if (key == "relative_to") {
      const PathView base = PathView::parse(style, t(f[1]));
      const absl::StatusOr<PathView> r = v.relative_to(base);
      EXPECT_EQ(r.ok(), f[2] == "ok");
      EXPECT_EQ(v.is_relative_to(base), f[2] == "ok");
      EXPECT_EQ(v.is_relative_to(base.as_view()), f[2] == "ok");
      if (r.ok() && f[2] == "ok") {
        EXPECT_EQ(r->to_path_buf().to_buf(), want[2]);
      } else if (!r.ok()) {
        EXPECT_TRUE(error_offset(r.status()).has_value());
      }
    } else if (key == "join") {
      const PathBuf left = v.to_path_buf();
      EXPECT_EQ((left / PathView::parse(style, t(f[1]))).to_buf(), want[1]);
    } else if (key == "compare") {
      const PathView q = PathView::parse(style, t(f[1]));
      const int want_sign = std::stoi(std::string(f[2]));
      EXPECT_EQ(sign(PathView::compare(v, q)), want_sign);
      EXPECT_EQ(v == q, want_sign == 0);
      EXPECT_EQ(v < q, want_sign < 0);
      if (want_sign == 0) {
        EXPECT_EQ(absl::HashOf(v), absl::HashOf(q));
      }
    }
    // with_name, with_stem, with_suffix: PathBuf only (path_test).
  });
  EXPECT_GT(cases, 550u);
  EXPECT_GT(checks, 25000u);
}

// ---- random paths: against PathBuf and the code point model ------------------------------------

TEST(PathViewModelTest, RandomPathsAgreeWithPathBufAndTheModel) {
  const uint32_t seed = 20261201;
  std::mt19937 rng(seed);
  for (int iteration = 0; iteration < 20000; ++iteration) {
    const PathStyle style = iteration % 2 ? PathStyle::kWindows : PathStyle::kPosix;
    const Wtf8Buf in = path_cases::random_path(&rng, 12);
    const Wtf8Buf in2 = path_cases::random_path(&rng, 12);
    SCOPED_TRACE(testing::Message() << "seed " << seed << " iteration " << iteration << " input "
                                    << in.debug_string() << " other " << in2.debug_string());
    const PathView v = PathView::parse(style, in), v2 = PathView::parse(style, in2);
    const PathBuf b = PathBuf::parse(style, in), b2 = PathBuf::parse(style, in2);
    expect_same_path(v, b);
    expect_same_pair(v, b, v2, b2);
    expect_same_pair(v, b, v.parent(), b.parent());
    // The model, directly: the components and the name.
    const path_model::ModelPath m = path_model::parse(style, in);
    std::vector<Wtf8Buf> model_rel;
    for (const std::u32string& c : m.rel) model_rel.push_back(path_model::from_u32(c));
    std::vector<Wtf8Buf> view_rel = collect(v.parts());
    if (!v.anchor().empty()) view_rel.erase(view_rel.begin());
    ASSERT_EQ(view_rel, model_rel);
    ASSERT_EQ(v.name(), path_model::from_u32(m.name()));
    ASSERT_EQ(v.is_absolute(), m.is_absolute());
    if (::testing::Test::HasFailure()) return;
  }
}

TEST(PathViewModelTest, SlicesAtEveryBoundaryAgreeWithPathBuf) {
  // Views that begin with a split trail surrogate or end with a split lead surrogate: every
  // boundary of texts rich in supplementary characters, including the middle of each.
  const uint32_t seed = 20261202;
  std::mt19937 rng(seed);
  for (int iteration = 0; iteration < 600; ++iteration) {
    const PathStyle style = iteration % 2 ? PathStyle::kWindows : PathStyle::kPosix;
    std::string s;
    const char* const pieces[] = {
        "/", "\\", ".", "a", "C:", "\\u{1F600}", "\\u{10000}", "\\u{D800}", "\\u{DC00}", "//"};
    for (int i = 0; i < 8; ++i) s += pieces[rng() % (sizeof pieces / sizeof *pieces)];
    const Wtf8Buf text = unescape(s);
    for (std::size_t k = 0; k <= text.size(); ++k) {
      const std::optional<Wtf8View> head = text.try_slice(0, k);
      if (!head.has_value()) continue;
      const Wtf8View tail = text.as_view().slice_from(k);
      SCOPED_TRACE(testing::Message()
                   << "seed " << seed << " text " << text.debug_string() << " cut at " << k);
      for (const Wtf8View piece : {*head, tail}) {
        expect_same_path(PathView::parse(style, piece), PathBuf::parse(style, piece));
      }
      expect_same_pair(PathView::parse(style, *head), PathBuf::parse(style, *head),
                       PathView::parse(style, tail), PathBuf::parse(style, tail));
      if (::testing::Test::HasFailure()) return;
    }
  }
}

// ---- the separator search against its byte-at-a-time reference ---------------------------------

TEST(PathSeparatorSearchTest, WordSearchAgreesWithTheByteLoop) {
  // Texts of every length up to 40 over an alphabet heavy in separators and their neighbours
  // ('.' is '/' ^ 1, and '0', '.', ']' sit next to them), searched from every position, both
  // directions, both styles; each text sits at every offset of a buffer, so the words read are
  // unaligned in every way.
  const char alphabet[] = {'/', '\\', '.', '0', ']', 'a', '\x80', '\xFF', '\x2E', '\x5D'};
  const uint32_t seed = 20261203;
  std::mt19937 rng(seed);
  for (int round = 0; round < 60; ++round) {
    const std::size_t n = rng() % 41;
    std::string text;
    for (std::size_t i = 0; i < n; ++i) text += alphabet[rng() % sizeof alphabet];
    for (std::size_t shift = 0; shift < 8; ++shift) {
      const std::string buffer = std::string(shift, 'x') + text;
      const char* s = buffer.data() + shift;
      for (const bool windows : {false, true}) {
        for (std::size_t from = 0; from <= n; ++from) {
          ASSERT_EQ(internal::find_path_separator(s, from, n, windows),
                    internal::find_path_separator_bytewise(s, from, n, windows))
              << "seed " << seed << " text " << testing::PrintToString(text) << " from " << from;
          for (std::size_t end = from; end <= n; ++end) {
            ASSERT_EQ(internal::rfind_path_separator(s, from, end, windows),
                      internal::rfind_path_separator_bytewise(s, from, end, windows))
                << "seed " << seed << " text " << testing::PrintToString(text) << " [" << from
                << ", " << end << ")";
          }
        }
      }
    }
  }
}

}  // namespace
}  // namespace wtf8
