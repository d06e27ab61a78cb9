// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8::PathBuf: Python's documented pathlib examples in both styles, the Python 3.11 oracle
// table (tests/testdata/path_cases.txt, written by gen_path_cases.py), every Windows prefix form
// with lone surrogates and supplementary characters, hashing, and a differential test against
// the code point model in tests/reference/path_model.h.

#include "wtf8/path.h"

#include <cstdint>
#include <deque>
#include <iterator>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "absl/hash/hash_testing.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "gtest/gtest.h"
#include "tests/path_cases.h"
#include "tests/reference/path_model.h"
#include "tests/test_util.h"
#include "wtf8/error.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using ::wtf8::error_offset;
using ::wtf8::path_cases::unescape;

// The WTF-8 of a UTF-8 literal (for readable expectations).
Wtf8Buf u(std::string_view utf8) { return Wtf8Buf::from_utf8(utf8).value(); }
Wtf8View v(std::string_view utf8) { return Wtf8View::from_utf8(utf8).value(); }
// Parses escaped text. The result lives until the end of the test program, so the tests can call
// the view accessors (deleted on temporaries) directly on it.
const PathBuf& parsed(PathStyle style, std::string_view s) {
  static std::deque<PathBuf>* keep = new std::deque<PathBuf>();
  const Wtf8Buf text = unescape(s);
  keep->push_back(PathBuf::parse(style, text));
  return keep->back();
}
const PathBuf& P(std::string_view s) { return parsed(PathStyle::kPosix, s); }
const PathBuf& W(std::string_view s) { return parsed(PathStyle::kWindows, s); }

std::vector<Wtf8Buf> collect(const PathPieces& pieces) {
  std::vector<Wtf8Buf> out;
  for (Wtf8View piece : pieces) out.push_back(piece.to_buf());
  return out;
}
std::vector<Wtf8Buf> bufs(const std::vector<std::string_view>& items) {
  std::vector<Wtf8Buf> out;
  for (std::string_view s : items) out.push_back(unescape(s));
  return out;
}
Wtf8Buf text(const absl::StatusOr<PathBuf>& p) {
  return p.ok() ? p->to_buf() : u("<error: " + std::string(p.status().message()) + ">");
}

// ---- Python's documented examples (pathlib, 3.11), both styles -------------------------------

TEST(PathDocExamplesTest, Normalization) {
  EXPECT_EQ(P("foo//bar").to_buf(), v("foo/bar"));
  EXPECT_EQ(P("//foo/bar").to_buf(), v("//foo/bar"));
  EXPECT_EQ(P("foo/./bar").to_buf(), v("foo/bar"));
  EXPECT_EQ(P("foo/../bar").to_buf(), v("foo/../bar"));
  EXPECT_EQ(P("").to_buf(), v("."));
  EXPECT_EQ(P("/etc").to_buf(), v("/etc"));
  EXPECT_EQ(W("c:/Program Files/").to_buf(), v("c:\\Program Files"));
  EXPECT_EQ(W("//host/share").to_buf(), v("\\\\host\\share\\"));
  EXPECT_EQ(W("").to_buf(), v("."));
}

TEST(PathDocExamplesTest, Joining) {
  EXPECT_EQ((P("/etc") / v("usr") / v("lib64")).to_buf(), v("/etc/usr/lib64"));
  EXPECT_EQ((P("/etc") / v("/usr") / v("lib64")).to_buf(), v("/usr/lib64"));
  EXPECT_EQ((P("/etc") / v("init.d") / v("apache2")).to_buf(), v("/etc/init.d/apache2"));
  EXPECT_EQ((P("/usr") / P("bin")).to_buf(), v("/usr/bin"));
  EXPECT_EQ((P("/etc") / v("/an_absolute_path")).to_buf(), v("/an_absolute_path"));
  EXPECT_EQ((P("/etc") / P("passwd")).to_buf(), v("/etc/passwd"));
  EXPECT_EQ((W("c:/Windows") / v("d:bar")).to_buf(), v("d:bar"));
  EXPECT_EQ((W("c:/Windows") / v("/Program Files")).to_buf(), v("c:\\Program Files"));
  EXPECT_EQ((W("c:") / v("/Program Files")).to_buf(), v("c:\\Program Files"));
  // The rules.
  EXPECT_EQ((W("C:\\a") / v("\\b")).to_buf(), v("C:\\b"));
  EXPECT_EQ((W("C:\\a") / v("C:b")).to_buf(), v("C:\\a\\b"));
  EXPECT_EQ((W("C:\\a") / v("c:b")).to_buf(), v("C:\\a\\b"));
  EXPECT_EQ((W("C:\\a") / W("D:\\b")).to_buf(), v("D:\\b"));
  PathBuf p = P("a");
  p /= v("b");
  p /= P("c");
  EXPECT_EQ(p.to_buf(), v("a/b/c"));
}

TEST(PathDocExamplesTest, Parts) {
  EXPECT_EQ(collect(P("/usr/bin/python3").parts()), bufs({"/", "usr", "bin", "python3"}));
  EXPECT_EQ(collect(W("c:/Program Files/PSF").parts()), bufs({"c:\\", "Program Files", "PSF"}));
  EXPECT_TRUE(P(".").parts().empty());
  EXPECT_EQ(P("a/b").parts().size(), 2u);
}

TEST(PathDocExamplesTest, DriveRootAnchor) {
  EXPECT_EQ(W("c:/Program Files/").drive(), v("c:"));
  EXPECT_EQ(W("/Program Files/").drive(), v(""));
  EXPECT_EQ(P("/etc").drive(), v(""));
  EXPECT_EQ(W("//host/share/foo.txt").drive(), v("\\\\host\\share"));
  EXPECT_EQ(W("c:/Program Files/").root(), v("\\"));
  EXPECT_EQ(W("c:Program Files/").root(), v(""));
  EXPECT_EQ(P("/etc").root(), v("/"));
  EXPECT_EQ(W("//host/share").root(), v("\\"));
  EXPECT_EQ(P("//etc").root(), v("//"));
  EXPECT_EQ(P("///etc").root(), v("/"));
  EXPECT_EQ(P("////etc").root(), v("/"));
  EXPECT_EQ(W("c:/Program Files/").anchor(), v("c:\\"));
  EXPECT_EQ(W("c:Program Files/").anchor(), v("c:"));
  EXPECT_EQ(P("/etc").anchor(), v("/"));
  EXPECT_EQ(W("//host/share").anchor(), v("\\\\host\\share\\"));
}

TEST(PathDocExamplesTest, ParentAndParents) {
  const PathBuf p = W("c:/foo/bar/setup.py");
  EXPECT_EQ(p.parent().to_buf(), v("c:\\foo\\bar"));
  EXPECT_EQ(p.parent().parent().to_buf(), v("c:\\foo"));
  EXPECT_EQ(p.parent().parent().parent().to_buf(), v("c:\\"));
  EXPECT_EQ(p.parent().parent().parent().parent().to_buf(), v("c:\\"));
  EXPECT_EQ(P("/a/b/c/d").parent().to_buf(), v("/a/b/c"));
  EXPECT_EQ(P("/").parent().to_buf(), v("/"));
  EXPECT_EQ(P(".").parent().to_buf(), v("."));
  EXPECT_EQ(P("a").parent().to_buf(), v("."));
  EXPECT_EQ(P("foo/..").parent().to_buf(), v("foo"));
  EXPECT_EQ(W("c:").parent().to_buf(), v("c:"));
}

TEST(PathDocExamplesTest, NameSuffixStem) {
  EXPECT_EQ(P("my/library/setup.py").name(), v("setup.py"));
  EXPECT_EQ(W("//some/share/setup.py").name(), v("setup.py"));
  EXPECT_EQ(W("//some/share").name(), v(""));
  EXPECT_EQ(P("my/library/setup.py").suffix(), v(".py"));
  EXPECT_EQ(P("my/library.tar.gz").suffix(), v(".gz"));
  EXPECT_EQ(P("my/library").suffix(), v(""));
  EXPECT_EQ(collect(P("my/library.tar.gar").suffixes()), bufs({".tar", ".gar"}));
  EXPECT_EQ(collect(P("my/library.tar.gz").suffixes()), bufs({".tar", ".gz"}));
  EXPECT_TRUE(collect(P("my/library").suffixes()).empty());
  EXPECT_EQ(P("my/library.tar.gz").stem(), v("library.tar"));
  EXPECT_EQ(P("my/library.tar").stem(), v("library"));
  EXPECT_EQ(P("my/library").stem(), v("library"));
  EXPECT_EQ(W("C:\\a\\b.tar.gz").stem(), v("b.tar"));
  EXPECT_EQ(collect(W("C:\\a\\b.tar.gz").suffixes()), bufs({".tar", ".gz"}));
  EXPECT_EQ(collect(P("a..b").suffixes()), bufs({".", ".b"}));
  EXPECT_EQ(P(".bashrc").suffix(), v(""));
  EXPECT_EQ(P("a.").suffix(), v(""));
}

TEST(PathDocExamplesTest, IsAbsolute) {
  EXPECT_TRUE(P("/a/b").is_absolute());
  EXPECT_FALSE(P("a/b").is_absolute());
  EXPECT_TRUE(W("c:/a/b").is_absolute());
  EXPECT_FALSE(W("/a/b").is_absolute());
  EXPECT_FALSE(W("c:").is_absolute());
  EXPECT_TRUE(W("//some/share").is_absolute());
}

TEST(PathDocExamplesTest, RelativeTo) {
  const PathBuf p = P("/etc/passwd");
  EXPECT_TRUE(p.is_relative_to(v("/etc")));
  EXPECT_FALSE(p.is_relative_to(v("/usr")));
  EXPECT_EQ(text(p.relative_to(v("/"))), v("etc/passwd"));
  EXPECT_EQ(text(p.relative_to(P("/etc"))), v("passwd"));
  const absl::StatusOr<PathBuf> bad = p.relative_to(v("/usr"));
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(error_offset(bad.status()), 1u);  // "etc" does not match "usr"
  EXPECT_EQ(text(W("c:/").relative_to(v("c:"))), v("\\"));
  EXPECT_FALSE(W("c:/").is_relative_to(v("/")));
  EXPECT_EQ(text(W("C:/Users/Me/x").relative_to(v("c:\\users"))), v("Me\\x"));
}

TEST(PathDocExamplesTest, WithNameStemSuffix) {
  const PathBuf p = W("c:/Downloads/pathlib.tar.gz");
  EXPECT_EQ(text(p.with_name(v("setup.py"))), v("c:\\Downloads\\setup.py"));
  EXPECT_FALSE(W("c:/").with_name(v("setup.py")).ok());
  EXPECT_EQ(text(W("c:/Downloads/draft.txt").with_stem(v("final"))), v("c:\\Downloads\\final.txt"));
  EXPECT_EQ(text(p.with_stem(v("lib"))), v("c:\\Downloads\\lib.gz"));
  EXPECT_FALSE(W("c:/").with_stem(v("")).ok());
  EXPECT_EQ(text(p.with_suffix(v(".bz2"))), v("c:\\Downloads\\pathlib.tar.bz2"));
  EXPECT_EQ(text(W("README").with_suffix(v(".txt"))), v("README.txt"));
  EXPECT_EQ(text(W("README.txt").with_suffix(v(""))), v("README"));
  EXPECT_EQ(text(P("/a/b.c").with_name(v("d"))), v("/a/d"));
  // Errors name the offending text and where in it.
  const absl::StatusOr<PathBuf> bad_name = P("a/b").with_name(v("x/y"));
  ASSERT_FALSE(bad_name.ok());
  EXPECT_NE(bad_name.status().message().find("x/y"), absl::string_view::npos);
  EXPECT_EQ(error_offset(bad_name.status()), 1u);
  const absl::StatusOr<PathBuf> bad_suffix = P("a/b").with_suffix(v("gz"));
  ASSERT_FALSE(bad_suffix.ok());
  EXPECT_NE(bad_suffix.status().message().find("gz"), absl::string_view::npos);
  EXPECT_EQ(error_offset(bad_suffix.status()), 0u);
  EXPECT_FALSE(W("a").with_name(v("c:x")).ok());
  EXPECT_TRUE(P("a").with_name(v("c:x")).ok());
  EXPECT_TRUE(P("a").with_name(v("x\\y")).ok());  // a backslash is a name character on POSIX
}

TEST(PathDocExamplesTest, Comparison) {
  EXPECT_NE(P("foo"), P("FOO"));
  EXPECT_EQ(W("foo"), W("FOO"));
  EXPECT_LT(W("C:"), W("d:"));
  EXPECT_NE(W("foo"), P("foo"));
  EXPECT_LT(P("a/b"), P("a-b"));  // by parts: "a" < "a-b"
  // Non-ASCII letters compare exactly in the Windows style.
  EXPECT_NE(W("\\u{C9}"), W("\\u{E9}"));
}

TEST(PathDocExamplesTest, IsReserved) {
  EXPECT_TRUE(W("nul").is_reserved());
  EXPECT_FALSE(P("nul").is_reserved());
  EXPECT_TRUE(W("a/Com1 .txt").is_reserved());
  EXPECT_TRUE(W("con:stream").is_reserved());
  EXPECT_TRUE(W("lpt\\u{B9}").is_reserved());
  EXPECT_FALSE(W("//host/share/nul").is_reserved());
  EXPECT_FALSE(W("nul/a").is_reserved());
  EXPECT_FALSE(W("COM0").is_reserved());
  EXPECT_FALSE(W("con\\u{131}n$").is_reserved());  // Python's full upper() would say true
  EXPECT_TRUE(W("a./b").has_trailing_dot_or_space());
  EXPECT_TRUE(W("a/b ").has_trailing_dot_or_space());
  EXPECT_FALSE(W("../b").has_trailing_dot_or_space());
  EXPECT_FALSE(W("c:/a").has_trailing_dot_or_space());
  EXPECT_TRUE(W("a/b?c").has_invalid_windows_char());
  EXPECT_TRUE(W("a/b:c").has_invalid_windows_char());
  EXPECT_TRUE(P("a\\b").has_invalid_windows_char());
  EXPECT_TRUE(P("a\\u{1F}").has_invalid_windows_char());
  EXPECT_FALSE(W("c:/x").has_invalid_windows_char());
  EXPECT_FALSE(W("\\\\?\\c:\\x").has_invalid_windows_char());
  // Parsing never rejects them.
  EXPECT_EQ(W("a/b?c/CON").to_buf(), v("a\\b?c\\CON"));
}

// ---- every Windows prefix form, with lone surrogates and supplementary characters ---------

struct PrefixCase {
  std::string_view input, text, drive, root;
  std::vector<std::string_view> parts;
};

TEST(PathWindowsPrefixTest, EveryPrefixForm) {
  const PrefixCase cases[] = {
      {"C:\\\\u{D800}\\\\u{1F600}.txt",
       "C:\\\\u{D800}\\\\u{1F600}.txt",
       "C:",
       "\\",
       {"C:\\", "\\u{D800}", "\\u{1F600}.txt"}},
      {"z:\\u{DC00}/x", "z:\\u{DC00}\\x", "z:", "", {"z:", "\\u{DC00}", "x"}},
      {"\\\\\\u{D800}srv\\\\u{10000}\\x",
       "\\\\\\u{D800}srv\\\\u{10000}\\x",
       "\\\\\\u{D800}srv\\\\u{10000}",
       "\\",
       {"\\\\\\u{D800}srv\\\\u{10000}\\", "x"}},
      {"//srv/\\u{DBFF}",
       "\\\\srv\\\\u{DBFF}\\",
       "\\\\srv\\\\u{DBFF}",
       "\\",
       {"\\\\srv\\\\u{DBFF}\\"}},
      {"\\\\?\\C:\\\\u{DFFF}\\\\u{10FFFF}",
       "\\\\?\\C:\\\\u{DFFF}\\\\u{10FFFF}",
       "\\\\?\\C:",
       "\\",
       {"\\\\?\\C:\\", "\\u{DFFF}", "\\u{10FFFF}"}},
      {"\\\\?\\\\u{D800}\\b", "\\\\?\\\\u{D800}\\b", "\\\\?\\", "", {"\\\\?\\", "\\u{D800}", "b"}},
      {"\\\\?\\UNC\\\\u{1F600}\\\\u{DC00}\\a",
       "\\\\?\\UNC\\\\u{1F600}\\\\u{DC00}\\a",
       "\\\\?\\UNC\\\\u{1F600}\\\\u{DC00}",
       "\\",
       {"\\\\?\\UNC\\\\u{1F600}\\\\u{DC00}\\", "a"}},
      {"//?/UNC/s/sh/\\u{D800}",
       "\\\\?\\UNC\\s\\sh\\\\u{D800}",
       "\\\\?\\UNC\\s\\sh",
       "\\",
       {"\\\\?\\UNC\\s\\sh\\", "\\u{D800}"}},
      {"\\\\.\\\\u{DC00}dev\\x",
       "\\\\.\\\\u{DC00}dev\\x",
       "\\\\.\\\\u{DC00}dev",
       "\\",
       {"\\\\.\\\\u{DC00}dev\\", "x"}},
      {"\\\\.\\COM1", "\\\\.\\COM1\\", "\\\\.\\COM1", "\\", {"\\\\.\\COM1\\"}},
      {"\\\\server\\", "\\\\server\\\\", "\\\\server\\", "\\", {"\\\\server\\\\"}},
      {"\\\\?\\\\\\s\\sh\\x",
       "\\\\?\\\\s\\sh\\x",
       "\\\\?\\\\s\\sh",
       "\\",
       {"\\\\?\\\\s\\sh\\", "x"}},
      {"\\\\?\\UNC\\", "\\\\?\\UNC\\", "\\\\?\\UNC", "\\", {"\\\\?\\UNC\\"}},
      {"\\\\\\u{D800}", "\\\\u{D800}", "", "\\", {"\\", "\\u{D800}"}},
  };
  for (const PrefixCase& c : cases) {
    SCOPED_TRACE(c.input);
    const PathBuf p = W(c.input);
    EXPECT_EQ(p.to_buf(), unescape(c.text));
    EXPECT_EQ(p.drive(), unescape(c.drive));
    EXPECT_EQ(p.root(), unescape(c.root));
    EXPECT_EQ(collect(p.parts()), bufs(c.parts));
  }
}

TEST(PathWindowsPrefixTest, SplitSurrogateViewsParseLikeTheirCanonicalForm) {
  // "a\U0001F600b" sliced mid-character: "a" + split lead, and split trail + "b".
  const Wtf8Buf whole = u("a/\U0001F600/b");
  const Wtf8View head = whole.as_view().slice_to(4);    // "a/" + split U+D83D
  const Wtf8View tail = whole.as_view().slice_from(4);  // split U+DE00 + "/b"
  EXPECT_EQ(PathBuf::windows(head).to_buf(), Wtf8Buf::from_utf16(u"a\\\xD83D"));
  EXPECT_EQ(PathBuf::windows(tail).to_buf(), Wtf8Buf::from_utf16(u"\xDE00\\b"));
  EXPECT_TRUE(PathBuf::windows(head).to_buf().is_canonical());
  const PathBuf posix_tail = PathBuf::posix(tail);
  EXPECT_EQ(collect(posix_tail.parts()),
            std::vector<Wtf8Buf>({Wtf8Buf::from_utf16(u"\xDE00"), u("b")}));
  // A lone surrogate equals only itself, never the character it is half of.
  const Wtf8Buf lead = Wtf8Buf::from_utf16(u"\xD83D"), emoji = u("\U0001F600");
  EXPECT_NE(PathBuf::windows(lead), PathBuf::windows(emoji));
}

TEST(PathBufTest, ViewsPointIntoTheText) {
  const PathBuf p = W("//srv/share/dir/f.tar.gz");
  const char* begin = p.as_view().data();
  const char* end = begin + p.as_view().size();
  for (Wtf8View piece : {p.drive(), p.root(), p.anchor(), p.name(), p.stem(), p.suffix()}) {
    EXPECT_TRUE(piece.data() >= begin && piece.data() + piece.size() <= end);
  }
  for (Wtf8View piece : p.parts()) EXPECT_TRUE(piece.data() >= begin && piece.data() < end);
  EXPECT_EQ(PathBuf().to_buf(), v("."));
  EXPECT_EQ(PathBuf().style(), kNativePathStyle);
  EXPECT_EQ(PathBuf::native(v("a")).style(), kNativePathStyle);
}

TEST(PathBufTest, HashAgreesWithEquality) {
  EXPECT_TRUE(absl::VerifyTypeImplementsAbslHashCorrectly({
      W("C:\\a"),
      W("c:/A"),
      W("c:\\a\\"),
      P("C:/a"),
      P("c:/a"),
      W("\\\\S\\sh"),
      W("//s/SH/"),
      W("\\u{D800}"),
      W("\\u{DC00}"),
      W("\\u{1F600}"),
      P("."),
      W("."),
      P("//a"),
      P("/a"),
      P("a/b"),
      P("a-b"),
      W("\\u{C9}"),
      W("\\u{E9}"),
      W(std::string(100, 'A')),
      W(std::string(100, 'a')),
      P(std::string(100, 'a')),
      W("\\u{C9}/x"),
  }));
}

// ---- the Python 3.11 oracle table ---------------------------------------------------------

std::vector<Wtf8Buf> unescape_all(const std::vector<std::string_view>& f, std::size_t from) {
  std::vector<Wtf8Buf> out;
  for (std::size_t i = from; i < f.size(); ++i) out.push_back(unescape(f[i]));
  return out;
}

void check_derived(const absl::StatusOr<PathBuf>& got, const std::vector<std::string_view>& f) {
  if (f[2] == "ok") {
    ASSERT_TRUE(got.ok()) << got.status();
    EXPECT_EQ(got->as_view(), unescape(f[3]));
  } else {
    ASSERT_FALSE(got.ok()) << got->debug_string();
    EXPECT_EQ(got.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_TRUE(error_offset(got.status()).has_value()) << got.status();
  }
}

TEST(PathPythonTableTest, MatchesPython311) {
  const std::string file = path_cases::read_table();
  std::size_t cases = 0, checks = 0;
  PathStyle style = PathStyle::kPosix;
  PathBuf p;
  std::string context;
  path_cases::for_each_line(file, [&](const std::vector<std::string_view>& f) {
    const std::string_view key = f[0];
    if (key == "case") {
      ASSERT_EQ(f.size(), 3u) << f[1];
      style = f[1] == "windows" ? PathStyle::kWindows : PathStyle::kPosix;
      p = parsed(style, f[2]);
      context = std::string(f[1]) + " " + std::string(f[2]);
      ++cases;
      return;
    }
    if (key == "end") return;
    SCOPED_TRACE(context + "  |  " + std::string(key) + " " +
                 std::string(f.size() > 1 ? f[1] : ""));
    ++checks;
    const Wtf8Buf arg = f.size() > 1 ? unescape(f[1]) : Wtf8Buf();
    if (key == "str") {
      EXPECT_EQ(p.to_buf(), unescape(f[1]));
    } else if (key == "drive") {
      EXPECT_EQ(p.drive(), unescape(f[1]));
    } else if (key == "root") {
      EXPECT_EQ(p.root(), unescape(f[1]));
    } else if (key == "anchor") {
      EXPECT_EQ(p.anchor(), unescape(f[1]));
    } else if (key == "parts") {
      EXPECT_EQ(collect(p.parts()), unescape_all(f, 1));
    } else if (key == "name") {
      EXPECT_EQ(p.name(), unescape(f[1]));
    } else if (key == "stem") {
      EXPECT_EQ(p.stem(), unescape(f[1]));
    } else if (key == "suffix") {
      EXPECT_EQ(p.suffix(), unescape(f[1]));
    } else if (key == "suffixes") {
      EXPECT_EQ(collect(p.suffixes()), unescape_all(f, 1));
    } else if (key == "parent") {
      EXPECT_EQ(p.parent().to_buf(), unescape(f[1]));
    } else if (key == "absolute") {
      EXPECT_EQ(p.is_absolute(), f[1] == "1");
    } else if (key == "reserved") {
      EXPECT_EQ(p.is_reserved(), f[1] == "1");
    } else if (key == "with_name") {
      check_derived(p.with_name(arg), f);
    } else if (key == "with_stem") {
      check_derived(p.with_stem(arg), f);
    } else if (key == "with_suffix") {
      check_derived(p.with_suffix(arg), f);
    } else if (key == "relative_to") {
      const Wtf8Buf base = unescape(f[1]);
      check_derived(p.relative_to(base), f);
      check_derived(p.relative_to(PathBuf::parse(style, base)), f);
      EXPECT_EQ(p.is_relative_to(base), f[2] == "ok");
    } else if (key == "join") {
      const Wtf8Buf right = unescape(f[1]);
      EXPECT_EQ((p / right.as_view()).to_buf(), unescape(f[2]));
      EXPECT_EQ((p / PathBuf::parse(style, right)).to_buf(), unescape(f[2]));
    } else if (key == "compare") {
      const PathBuf& q = parsed(style, f[1]);
      const int want = std::stoi(std::string(f[2]));
      const int got = PathBuf::compare(p, q);
      EXPECT_EQ((got > 0) - (got < 0), want);
      EXPECT_EQ(p == q, want == 0);
      EXPECT_EQ(p < q, want < 0);
      if (want == 0) {
        EXPECT_EQ(absl::HashOf(p), absl::HashOf(q));
      }
    } else {
      ADD_FAILURE() << "unknown key";
    }
  });
  EXPECT_GT(cases, 550u);
  EXPECT_GT(checks, 25000u);
}

// ---- differential test against the code point model -----------------------------------------

TEST(PathModelTest, RandomPathsAgreeWithTheModel) {
  const uint32_t seed = 20261123;
  std::mt19937 rng(seed);
  auto random_path = [&] { return path_cases::random_path(&rng); };
  for (int iteration = 0; iteration < 20000; ++iteration) {
    const PathStyle style = iteration % 2 ? PathStyle::kWindows : PathStyle::kPosix;
    const Wtf8Buf in = random_path();
    const Wtf8Buf in2 = random_path();
    SCOPED_TRACE(testing::Message() << "seed " << seed << " iteration " << iteration << " input "
                                    << in.debug_string() << " right " << in2.debug_string());
    const PathBuf p = PathBuf::parse(style, in);
    const path_model::ModelPath m = path_model::parse(style, in);
    ASSERT_EQ(p.to_buf(), path_model::from_u32(m.text()));
    ASSERT_EQ(p.drive(), path_model::from_u32(m.drive));
    ASSERT_EQ(p.root(), path_model::from_u32(m.root));
    std::vector<Wtf8Buf> model_parts;
    for (const std::u32string& part : m.parts()) model_parts.push_back(path_model::from_u32(part));
    ASSERT_EQ(collect(p.parts()), model_parts);
    ASSERT_EQ(p.name(), path_model::from_u32(m.name()));
    ASSERT_EQ(p.stem(), path_model::from_u32(m.stem()));
    ASSERT_EQ(p.suffix(), path_model::from_u32(m.suffix()));
    ASSERT_EQ(p.parent().to_buf(), path_model::from_u32(m.parent().text()));
    ASSERT_EQ(p.is_absolute(), m.is_absolute());
    const path_model::ModelPath joined = path_model::join(m, path_model::parse(style, in2));
    ASSERT_EQ((p / in2.as_view()).to_buf(), path_model::from_u32(joined.text()));
    // Whatever relative_to returns leads back: base / (p relative to base) == p. Except, as in
    // Python 3.11, when base is relative and its first part reads as a drive (`./z:`): that part
    // then matches p's drive `z:`, and joining puts it back as a component.
    for (const PathBuf& base : {p.parent(), PathBuf::parse(style, in2), p}) {
      const absl::StatusOr<PathBuf> r = p.relative_to(base);
      const bool first_part_reads_as_drive =
          style == PathStyle::kWindows && base.anchor().empty() && !base.parts().empty() &&
          !PathView::windows(*base.parts().begin()).drive().empty();
      if (r.ok() && !first_part_reads_as_drive) {
        ASSERT_EQ(base / *r, p) << base.debug_string() << " " << r->debug_string();
      }
    }
    ASSERT_TRUE(p.is_relative_to(p.parent()));
    // The derived paths never fail on a path with a name and a plain argument.
    if (!p.name().empty()) {
      ASSERT_TRUE(p.with_suffix(v(".x")).ok());
    }
    const bool name_reads_as_drive = p.name().size() >= 2 && p.name().as_bytes()[1] == ':';
    if (!p.name().empty() && !(style == PathStyle::kWindows && name_reads_as_drive)) {
      ASSERT_EQ(p.with_name(p.name())->to_buf(), p.to_buf());
    }
    // parent / name gives the path back, unless the name reads as a drive on its own (`a\c:`).
    if (!name_reads_as_drive) {
      ASSERT_EQ(p.parent() / p.name(), p.name().empty() ? p.parent() : p);
    }
  }
}

}  // namespace
}  // namespace wtf8
