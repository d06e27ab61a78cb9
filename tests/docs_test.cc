// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The documentation checked against the code it describes:
//   - every C++ block of README.md and docs/*.md (the guides; docs/api.md is checked by
//     api_doc_test) is preceded by `<!-- test: FILE SUITE.NAME -->` naming its twin test, or by
//     `<!-- snippet: NAME -->` (a block CI copies and builds), and every statement of a block
//     appears in its twin, spaces and comments aside: a block and its twin cannot drift apart;
//   - the layers are drawn once, in the opening comment of the root BUILD.bazel: every
//     cc_library there sits in one row of the drawing, every `deps` entry in a lower row, and
//     CONTRIBUTING.md quotes the comment word for word;
//   - the README's feature index has a row per public header linking to a guide and to the
//     header's section of docs/api.md, and its CMake parts list names every wtf8_part of
//     CMakeLists.txt;
//   - relative links in README.md, CONTRIBUTING.md and docs/*.md resolve, anchors included, and no
//     page points outside the repository.
// Files are read relative to the working directory: the runfiles tree under Bazel
// (tests/BUILD.bazel lists them as data), the source tree under CMake.

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) out.push_back(line);
  return out;
}

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t\r\n") - b + 1);
}

bool starts_with(const std::string& s, const std::string& prefix) {
  return s.compare(0, prefix.size(), prefix) == 0;
}

// The pages whose code blocks need twins and whose links must resolve.
std::vector<std::string> guide_pages() {
  std::vector<std::string> pages;
  for (const auto& entry : std::filesystem::directory_iterator("docs")) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() == ".md" && name != "api.md") pages.push_back("docs/" + name);
  }
  std::sort(pages.begin(), pages.end());
  pages.insert(pages.begin(), "README.md");
  return pages;
}

// C++ text with comments removed and no whitespace left, so that a statement of a doc block is
// found in its twin however either is wrapped. String and character literals are kept whole
// (a "//" inside one is not a comment); raw strings R"d(...)d" too.
std::string squeeze(const std::string& code) {
  std::string out;
  for (std::size_t i = 0; i < code.size(); ++i) {
    const char c = code[i];
    if (code.compare(i, 2, "//") == 0) {
      while (i < code.size() && code[i] != '\n') ++i;
    } else if (code.compare(i, 2, "/*") == 0) {
      const std::size_t end = code.find("*/", i + 2);
      i = end == std::string::npos ? code.size() : end + 1;
    } else if (c == 'R' && i + 1 < code.size() && code[i + 1] == '"' &&
               (i == 0 ||
                !(std::isalnum(static_cast<unsigned char>(code[i - 1])) || code[i - 1] == '_'))) {
      const std::size_t open = code.find('(', i);
      if (open == std::string::npos) break;
      const std::string close = ")" + code.substr(i + 2, open - i - 2) + "\"";
      const std::size_t end = code.find(close, open);
      const std::size_t stop = end == std::string::npos ? code.size() : end + close.size();
      out += code.substr(i, stop - i);
      i = stop - 1;
    } else if (c == '"' || c == '\'') {
      out += c;
      for (++i; i < code.size() && code[i] != c; ++i) {
        if (code[i] == '\\' && i + 1 < code.size()) out += code[i++];
        out += code[i];
      }
      if (i < code.size()) out += c;
    } else if (!std::isspace(static_cast<unsigned char>(c))) {
      out += c;
    }
  }
  return out;
}

// The text of `TEST(Suite, Name)` in `source`: from its line to the closing brace in column 0.
std::string test_body(const std::string& source, const std::string& id) {
  const std::size_t dot = id.find('.');
  if (dot == std::string::npos) return "";
  const std::string head = "TEST(" + id.substr(0, dot) + ", " + id.substr(dot + 1) + ")";
  const std::size_t at = source.find(head);
  if (at == std::string::npos) return "";
  const std::size_t end = source.find("\n}\n", at);
  return source.substr(at, end == std::string::npos ? std::string::npos : end - at + 3);
}

struct Block {
  std::string page;
  int line = 0;          // of the opening fence, 1-based
  std::string language;  // what follows the fence
  std::string marker;    // the `<!-- ... -->` line before it, or ""
  std::vector<std::string> code;
};

std::vector<Block> blocks_of(const std::string& page) {
  std::vector<Block> out;
  const std::vector<std::string> lines = lines_of(read_file(page));
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string t = trim(lines[i]);
    if (!starts_with(t, "```")) continue;
    Block b;
    b.page = page;
    b.line = static_cast<int>(i + 1);
    b.language = t.substr(3);
    for (std::size_t j = i; j-- > 0;) {
      if (trim(lines[j]).empty()) continue;
      if (starts_with(trim(lines[j]), "<!--")) b.marker = trim(lines[j]);
      break;
    }
    for (++i; i < lines.size() && !starts_with(trim(lines[i]), "```"); ++i) {
      b.code.push_back(lines[i]);
    }
    out.push_back(b);
  }
  return out;
}

TEST(DocsTest, EveryCodeBlockHasATwinThatRunsItsStatements) {
  int blocks = 0;
  int statements = 0;
  for (const std::string& page : guide_pages()) {
    for (const Block& b : blocks_of(page)) {
      const std::string where = b.page + ":" + std::to_string(b.line);
      if (starts_with(b.marker, "<!-- snippet: ")) continue;  // CI builds it (.ci/snippet.sh)
      if (!starts_with(b.marker, "<!-- test: ")) {
        EXPECT_NE(b.language, "cpp") << where << ": a C++ block without a `<!-- test: FILE "
                                     << "SUITE.NAME -->` line naming its twin";
        continue;
      }
      ++blocks;
      std::istringstream marker(b.marker.substr(11));
      std::string file, id;
      marker >> file >> id;
      if (id == "-->") id.clear();
      const std::string source = read_file(file);
      ASSERT_FALSE(source.empty()) << where << ": its twin " << file << " is not readable";
      const std::string body = id.empty() ? source : test_body(source, id);
      ASSERT_FALSE(body.empty()) << where << ": " << file << " has no TEST(" << id << ")";
      const std::string twin = squeeze(body);
      for (const std::string& line : b.code) {
        std::string s = squeeze(line);
        if (starts_with(trim(line), "#include")) continue;
        while (!s.empty() && (s.back() == ';' || s.back() == '{' || s.back() == '}')) s.pop_back();
        if (s.empty()) continue;
        ++statements;
        EXPECT_NE(twin.find(s), std::string::npos)
            << where << ": `" << trim(line) << "` is not in its twin " << file << " " << id;
      }
    }
  }
  EXPECT_GE(blocks, 10) << "suspiciously few tested blocks";
  std::printf("%d blocks, %d statements found in their twins\n", blocks, statements);
}

// The rows of the layer drawing: each `:name` outside parentheses, a line indented deeper than
// the first row continuing the row above.
std::vector<std::set<std::string>> drawing_rows(const std::vector<std::string>& comment) {
  std::vector<std::set<std::string>> rows;
  std::size_t row_indent = std::string::npos;
  for (const std::string& line : comment) {
    const std::size_t indent = line.find_first_not_of(' ');
    if (indent == std::string::npos || indent == 0) continue;
    std::string names;
    int depth = 0;
    for (const char c : line) {
      if (c == '(') ++depth;
      if (depth == 0) names += c;
      if (c == ')') --depth;
    }
    std::set<std::string> found;
    std::istringstream words(names);
    std::string w;
    while (words >> w) {
      if (w.size() > 1 && w[0] == ':') found.insert(w.substr(1));
    }
    if (found.empty() && line[indent] != ':') continue;
    if (row_indent == std::string::npos) row_indent = indent;
    if (indent > row_indent && !rows.empty()) {
      rows.back().insert(found.begin(), found.end());
    } else {
      rows.push_back(found);
    }
  }
  return rows;
}

// The opening comment of a BUILD file, without its "# " prefixes.
std::vector<std::string> opening_comment(const std::string& build) {
  std::vector<std::string> out;
  for (const std::string& line : lines_of(build)) {
    if (!starts_with(line, "#")) break;
    out.push_back(line.size() > 2 ? line.substr(2) : "");
  }
  return out;
}

TEST(DocsTest, TheLayersAreDrawnOnceAndTheBuildKeepsToThem) {
  const std::string build = read_file("BUILD.bazel");
  ASSERT_FALSE(build.empty());
  const std::vector<std::string> comment = opening_comment(build);
  const std::vector<std::set<std::string>> rows = drawing_rows(comment);
  ASSERT_GE(rows.size(), 5u) << "no layer drawing in the opening comment of BUILD.bazel";
  std::map<std::string, int> row_of;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    for (const std::string& name : rows[r]) {
      EXPECT_EQ(row_of.count(name), 0u) << ":" << name << " is drawn twice";
      row_of[name] = static_cast<int>(r);  // 0 is the top row
    }
  }
  // Every cc_library and its deps on this package's targets.
  std::map<std::string, std::vector<std::string>> deps;
  std::string current;
  bool in_deps = false;
  for (const std::string& line : lines_of(build)) {
    if (line == "cc_library(") current = "?";
    if (line == ")") current.clear(), in_deps = false;
    if (current.empty()) continue;
    const std::string t = trim(line);
    if (starts_with(t, "name = \"") && current == "?") {
      current = t.substr(8, t.find('"', 8) - 8);
      deps[current];
    } else if (starts_with(t, "deps = [")) {
      in_deps = t.find(']') == std::string::npos;
      const std::size_t q = t.find("\":");
      if (q != std::string::npos)
        deps[current].push_back(t.substr(q + 2, t.find('"', q + 2) - q - 2));
    } else if (in_deps) {
      if (starts_with(t, "]")) {
        in_deps = false;
      } else if (starts_with(t, "\":")) {
        deps[current].push_back(t.substr(2, t.find('"', 2) - 2));
      }
    }
  }
  ASSERT_GE(deps.size(), 10u) << "the reader found suspiciously few cc_library targets";
  int edges = 0;
  for (const auto& [name, on] : deps) {
    ASSERT_EQ(row_of.count(name), 1u) << ":" << name << " is a cc_library the drawing lacks";
    for (const std::string& dep : on) {
      ++edges;
      ASSERT_EQ(row_of.count(dep), 1u) << ":" << dep << " is not in the drawing";
      EXPECT_GT(row_of[dep], row_of[name]) << ":" << name << " depends on :" << dep
                                           << ", which the drawing puts in its row or above";
    }
  }
  for (const auto& [name, row] : row_of) {
    EXPECT_EQ(deps.count(name), 1u) << ":" << name << " is drawn but is no cc_library";
  }
  std::printf("%zu targets in %zu rows, %d deps checked\n", deps.size(), rows.size(), edges);

  // CONTRIBUTING.md quotes the comment in the block after `<!-- quote: BUILD.bazel -->`.
  const std::vector<std::string> page = lines_of(read_file("CONTRIBUTING.md"));
  const auto at = std::find(page.begin(), page.end(), "<!-- quote: BUILD.bazel -->");
  ASSERT_NE(at, page.end()) << "CONTRIBUTING.md does not quote the layers";
  ASSERT_TRUE(at + 1 != page.end() && *(at + 1) == "```");
  std::vector<std::string> quoted;
  for (auto it = at + 2; it != page.end() && *it != "```"; ++it) quoted.push_back(*it);
  EXPECT_EQ(quoted, comment) << "CONTRIBUTING.md's quote differs from BUILD.bazel's comment";
}

// GitHub's anchor for a heading: lower case, spaces to hyphens, other punctuation dropped.
std::string anchor_of(const std::string& heading) {
  std::string out;
  for (const char c : heading) {
    const unsigned char u = static_cast<unsigned char>(c);
    if (std::isalnum(u) || c == '_' || c == '-' || u >= 0x80) {
      out += static_cast<char>(std::tolower(u));
    } else if (c == ' ') {
      out += '-';
    }
  }
  return out;
}

std::set<std::string> anchors_of(const std::string& page) {
  std::set<std::string> out;
  bool fenced = false;
  for (const std::string& line : lines_of(read_file(page))) {
    if (starts_with(trim(line), "```")) fenced = !fenced;
    if (fenced || !starts_with(line, "#")) continue;
    const std::size_t text = line.find_first_not_of('#');
    if (text != std::string::npos && line[text] == ' ')
      out.insert(anchor_of(trim(line.substr(text))));
  }
  return out;
}

// Every `](target)` of a page's text outside code blocks.
std::vector<std::string> links_of(const std::string& page) {
  std::vector<std::string> out;
  bool fenced = false;
  for (const std::string& line : lines_of(read_file(page))) {
    if (starts_with(trim(line), "```")) fenced = !fenced;
    if (fenced) continue;
    for (std::size_t at = line.find("]("); at != std::string::npos; at = line.find("](", at + 2)) {
      const std::size_t end = line.find(')', at + 2);
      if (end != std::string::npos) out.push_back(line.substr(at + 2, end - at - 2));
    }
  }
  return out;
}

// Where a link's target is: in the working directory (the runfiles tree lists what the docs
// link to, as data), or else in the checkout the runfiles' README.md links to. The second is
// for files of packages that do not export them (bench/RESULTS.md).
std::string resolve(const std::string& target) {
  if (std::filesystem::exists(target)) return target;
  std::error_code error;
  const std::filesystem::path readme = std::filesystem::canonical("README.md", error);
  if (error) return target;
  return (readme.parent_path() / target).string();
}

TEST(DocsTest, LinksResolveAndStayInTheRepository) {
  std::vector<std::string> pages = guide_pages();
  pages.push_back("CONTRIBUTING.md");
  int checked = 0;
  for (const std::string& page : pages) {
    const std::string text = read_file(page);
    for (const char* outside : {"../shared", "/work/", ".library/"}) {
      EXPECT_EQ(text.find(outside), std::string::npos)
          << page << " points outside the repository (" << outside << ")";
    }
    const std::filesystem::path dir = std::filesystem::path(page).parent_path();
    for (const std::string& link : links_of(page)) {
      if (starts_with(link, "http://") || starts_with(link, "https://")) continue;
      ++checked;
      const std::size_t hash = link.find('#');
      const std::string file = link.substr(0, hash);
      const std::string target = file.empty() ? page : (dir / file).lexically_normal().string();
      EXPECT_FALSE(starts_with(target, "..")) << page << ": " << link << " leaves the repository";
      const std::string found = resolve(target);
      EXPECT_TRUE(std::filesystem::exists(found)) << page << ": " << link << " does not exist";
      if (hash != std::string::npos && std::filesystem::exists(found)) {
        EXPECT_EQ(anchors_of(found).count(link.substr(hash + 1)), 1u)
            << page << ": " << link << " names no heading of " << target;
      }
    }
  }
  EXPECT_GT(checked, 50);
  std::printf("%d links checked\n", checked);
}

TEST(DocsTest, TheReadmeIndexesEveryHeaderAndEveryCMakePart) {
  const std::vector<std::string> readme = lines_of(read_file("README.md"));
  ASSERT_FALSE(readme.empty());
  std::vector<std::string> headers;
  for (const auto& entry : std::filesystem::directory_iterator("include/wtf8")) {
    if (entry.is_regular_file() && entry.path().extension() == ".h") {
      headers.push_back(entry.path().filename().string());
    }
  }
  ASSERT_GE(headers.size(), 10u);
  for (const std::string& h : headers) {
    const std::string row_start = "| `wtf8/" + h + "` |";
    const auto row = std::find_if(readme.begin(), readme.end(),
                                  [&](const std::string& l) { return starts_with(l, row_start); });
    ASSERT_NE(row, readme.end()) << "README.md's feature index has no row for wtf8/" << h;
    EXPECT_NE(row->find("](docs/api.md#" + anchor_of("wtf8/" + h) + ")"), std::string::npos)
        << "the row of wtf8/" << h << " does not link to its section of docs/api.md";
    const std::size_t guide = row->find("](docs/");
    EXPECT_TRUE(guide != std::string::npos && row->compare(guide, 14, "](docs/api.md#") != 0)
        << "the row of wtf8/" << h << " does not link to a guide";
  }
  const std::string cmake = read_file("CMakeLists.txt");
  const std::string all = read_file("README.md");
  int parts = 0;
  for (std::size_t at = cmake.find("\nwtf8_part("); at != std::string::npos;
       at = cmake.find("\nwtf8_part(", at + 1)) {
    const std::size_t b = at + 11;
    const std::string part = cmake.substr(b, cmake.find_first_of(" )", b) - b);
    ++parts;
    EXPECT_NE(all.find("`wtf8::" + part + "`"), std::string::npos)
        << "README.md's CMake parts list lacks wtf8::" << part;
  }
  EXPECT_GE(parts, 5);
}

TEST(DocsTest, HelpersOnSmallInputs) {
  EXPECT_EQ(squeeze("a  = f( \"x //y\" );  // note"), "a=f(\"x //y\");");
  EXPECT_EQ(squeeze("s == R\"(a // b)\"; /* c */"), "s==R\"(a // b)\";");
  EXPECT_EQ(anchor_of("wtf8/wtf8_view.h"), "wtf8wtf8_viewh");
  EXPECT_EQ(anchor_of("Getting strings out, and the streaming encoder"),
            "getting-strings-out-and-the-streaming-encoder");
  const std::vector<std::set<std::string>> rows = drawing_rows(
      {"", "  :a (on :x)    :b", "      :c (continues the row)", "  :x", "    (note)"});
  EXPECT_EQ(rows, (std::vector<std::set<std::string>>{{"a", "b", "c"}, {"x"}}));
}

}  // namespace
