// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// docs/api.md lists every public declaration, and only those. This test reads the public headers
// (include/wtf8/*.h; internal/ is not API), collects the names declared at namespace scope and
// the public members of each class, and checks that each appears in backquotes in the matching
// section of docs/api.md: a namespace-scope name in the section "## wtf8/<header>.h", a member
// in the "### <Class>" subsection. `Wtf8Buf` forwards every `Wtf8View` member, so those may be
// listed once, under "### Wtf8View". The other direction: every name a bullet of docs/api.md
// opens with (`name(...)`, before its ": ") is declared in that header, in that class.
//
// The scanner is deliberately simple: comments and string literals are blanked, then the text
// is cut at ';', '{' and '}'; a '{' opens a namespace, a class (public members counted), an enum
// or a body (skipped). Not checked: constructors, destructors, enumerators, deleted functions,
// static_asserts, macros and anything in an `internal` namespace.
//
// To document a new header, add its section; a header added under include/wtf8/ is picked up by
// the BUILD glob.

// GCC 12 at -O1 (the sanitizer builds) reports std::function members inside libstdc++'s
// <regex> as maybe-uninitialized: a false positive in the standard library, not in this file.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
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

// Replaces comments, string and character literals by spaces (newlines kept).
std::string blank_comments_and_literals(const std::string& src) {
  std::string out = src;
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (out.compare(i, 2, "//") == 0) {
      while (i < out.size() && out[i] != '\n') out[i++] = ' ';
    } else if (out.compare(i, 2, "/*") == 0) {
      const std::size_t end = out.find("*/", i + 2);
      const std::size_t stop = end == std::string::npos ? out.size() : end + 2;
      for (; i < stop; ++i) {
        if (out[i] != '\n') out[i] = ' ';
      }
      --i;
    } else if (out[i] == '"' || out[i] == '\'') {
      const char quote = out[i];
      // An operator""_suffix keeps its quotes, so the name survives.
      if (quote == '"' && i + 1 < out.size() && out[i + 1] == '"') {
        ++i;
        continue;
      }
      for (++i; i < out.size() && out[i] != quote; ++i) {
        if (out[i] == '\\') out[i++] = ' ';
        if (i < out.size() && out[i] != '\n') out[i] = ' ';
      }
    } else if (out[i] == '#') {  // preprocessor line (with continuations)
      while (i < out.size() && out[i] != '\n') {
        if (out[i] == '\\' && i + 1 < out.size() && out[i + 1] == '\n') out[i++] = ' ';
        out[i++] = ' ';
      }
    }
  }
  return out;
}

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t\r\n") - b + 1);
}

// Drops a leading `template <...>` (nested angle brackets included).
std::string drop_template_prefix(std::string s) {
  s = trim(s);
  while (s.rfind("template", 0) == 0) {
    std::size_t i = s.find('<');
    if (i == std::string::npos) break;
    int depth = 0;
    for (; i < s.size(); ++i) {
      if (s[i] == '<') ++depth;
      if (s[i] == '>' && --depth == 0) break;
    }
    s = trim(s.substr(i + 1));
  }
  return s;
}

bool is_ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// The name a declaration statement declares, or "" when it declares nothing to document.
std::string declared_name(std::string stmt, const std::string& enclosing_class) {
  stmt = drop_template_prefix(stmt);
  for (const char* skip : {"static_assert", "friend class", "friend struct", "using namespace",
                           "namespace", "public:", "private:", "protected:", "return"}) {
    if (stmt.rfind(skip, 0) == 0) return "";
  }
  if (stmt.empty() || stmt.find("= delete") != std::string::npos) return "";
  if (stmt.rfind("using ", 0) == 0) {
    const std::size_t eq = stmt.find('=');
    if (eq == std::string::npos) {  // a using-declaration brings in the last name
      const std::size_t last = stmt.rfind("::");
      return last == std::string::npos ? "" : trim(stmt.substr(last + 2));
    }
    return trim(stmt.substr(6, eq - 6));
  }
  std::size_t paren = std::string::npos;
  const std::size_t op = stmt.find("operator");
  if (op != std::string::npos && (op == 0 || !is_ident_char(stmt[op - 1]))) {
    paren = stmt.find('(', op + 8 + (stmt.compare(op + 8, 2, "()") == 0 ? 2 : 0));
    std::string name = stmt.substr(op, paren - op);
    name.erase(std::remove_if(name.begin(), name.end(), ::isspace), name.end());
    // A conversion operator keeps its space: `operator Wtf8View`.
    if (name.size() > 8 && is_ident_char(name[8])) name.insert(8, " ");
    return name;
  }
  paren = stmt.find('(');
  // `std::size_t npos = static_cast<std::size_t>(-1)`: a variable whose initializer has a call.
  const std::size_t eq = stmt.find('=');
  if (eq != std::string::npos && eq < paren) paren = std::string::npos;
  std::size_t end = paren;
  if (paren == std::string::npos) {  // a variable or constant
    end = stmt.find_first_of("=[{");
    if (end == std::string::npos) end = stmt.size();
  }
  std::size_t e = end;
  while (e > 0 && std::isspace(static_cast<unsigned char>(stmt[e - 1]))) --e;
  std::size_t b = e;
  while (b > 0 && is_ident_char(stmt[b - 1])) --b;
  std::string name = stmt.substr(b, e - b);
  if (b > 0 && stmt[b - 1] == '~') return "";           // destructor
  if (name == enclosing_class) return "";               // constructor
  if (paren != std::string::npos && b == 0) return "";  // a call or macro, not a declaration
  return name;
}

struct Declarations {
  std::set<std::string> top;                             // namespace scope
  std::map<std::string, std::set<std::string>> members;  // class -> public members
  std::map<std::string, std::set<std::string>> bases;    // class -> its base classes' last names
};

// The last names of the base classes a class head lists: "struct std::formatter<Display, char> :
// wtf8::internal::StdTextFormatter" gives {"StdTextFormatter"}.
std::set<std::string> base_names(const std::string& head) {
  std::set<std::string> out;
  std::size_t colon = std::string::npos;
  int depth = 0;
  for (std::size_t i = 0; i < head.size(); ++i) {
    if (head[i] == '<') ++depth;
    if (head[i] == '>') --depth;
    if (depth == 0 && head[i] == ':') {
      if (i + 1 < head.size() && head[i + 1] == ':') {
        ++i;
        continue;
      }
      colon = i;
      break;
    }
  }
  if (colon == std::string::npos) return out;
  std::string name;
  depth = 0;
  const auto flush = [&] {
    name = trim(name);
    for (const char* word : {"public ", "protected ", "private ", "virtual "}) {
      if (name.rfind(word, 0) == 0) name = trim(name.substr(std::string(word).size()));
    }
    const std::size_t last = name.rfind("::");
    if (!name.empty()) out.insert(last == std::string::npos ? name : name.substr(last + 2));
    name.clear();
  };
  for (std::size_t i = colon + 1; i < head.size(); ++i) {
    const char c = head[i];
    if (c == '<') ++depth;
    if (c == '>') --depth;
    if (depth == 0 && c == ',') {
      flush();
    } else if (depth == 0 && c != '<' && c != '>') {
      name += c;
    }
  }
  flush();
  return out;
}

// Scans one header. `only_class`, when set, records just that class's members (under `as`).
void scan(const std::string& text, Declarations& out, const std::string& only_class = "",
          const std::string& as = "") {
  struct Scope {
    enum Kind { kNamespace, kClass, kSkip } kind;
    std::string name;
    bool is_public;
  };
  std::vector<Scope> stack;
  std::string stmt;
  const auto in_internal = [&] {
    for (const Scope& s : stack) {
      if (s.kind == Scope::kNamespace &&
          (s.name == "internal" || s.name.find("_internal") != std::string::npos)) {
        return true;
      }
    }
    return false;
  };
  const auto skipping = [&] {
    for (const Scope& s : stack) {
      if (s.kind == Scope::kSkip) return true;
    }
    return false;
  };
  const auto record = [&](const std::string& raw) {
    // A class named explicitly (the internal CRTP base) is scanned wherever it lives.
    if (skipping() || (only_class.empty() && in_internal())) return;
    std::string s = trim(raw);
    // Access labels end with ':' and may precede a declaration in the same statement.
    for (const char* label : {"public:", "private:", "protected:"}) {
      const std::size_t at = s.find(label);
      if (at != std::string::npos && !stack.empty() && stack.back().kind == Scope::kClass) {
        stack.back().is_public = std::string(label) == "public:";
        s = trim(s.substr(at + std::string(label).size()));
      }
    }
    if (s.empty()) return;
    if (!stack.empty() && stack.back().kind == Scope::kClass) {
      const Scope& c = stack.back();
      if (!c.is_public) return;
      if (!only_class.empty() && c.name != only_class) return;
      const std::string name = declared_name(s, c.name);
      if (!name.empty()) out.members[as.empty() ? c.name : as].insert(name);
    } else if (only_class.empty()) {
      if (s.rfind("class ", 0) == 0 || s.rfind("struct ", 0) == 0) return;  // forward declaration
      const std::string name = declared_name(s, "");
      if (!name.empty()) out.top.insert(name);
    }
  };
  for (const char c : text) {
    if (c == ';') {
      record(stmt);
      stmt.clear();
    } else if (c == '{') {
      // Access labels before the brace belong to the enclosing class.
      std::string head = trim(stmt);
      for (const char* label : {"public:", "private:", "protected:"}) {
        const std::size_t at = head.find(label);
        if (at != std::string::npos && !stack.empty() && stack.back().kind == Scope::kClass) {
          stack.back().is_public = std::string(label) == "public:";
          head = trim(head.substr(at + std::string(label).size()));
        }
      }
      head = drop_template_prefix(head);
      std::smatch m;
      static const std::regex kNamespace(R"(^(inline\s+)?namespace\s*(\w*)\s*$)");
      static const std::regex kClass(R"(^(class|struct)\s+([\w:]+)[^()]*$)");
      static const std::regex kEnum(R"(^enum\s+(class\s+)?(\w+))");
      if (std::regex_search(head, m, kNamespace)) {
        stack.push_back({Scope::kNamespace, m[2].str(), true});
      } else if (std::regex_search(head, m, kClass) && head.find('=') == std::string::npos) {
        const bool is_public_scope =
            stack.empty() || stack.back().kind != Scope::kClass || stack.back().is_public;
        if (is_public_scope && !skipping() && !in_internal()) {
          if (stack.empty() || stack.back().kind != Scope::kClass) {
            if (only_class.empty()) out.top.insert(m[2].str());
          } else if (only_class.empty()) {
            out.members[stack.back().name].insert(m[2].str());
          }
        }
        if (only_class.empty()) {
          for (const std::string& base : base_names(head)) out.bases[m[2].str()].insert(base);
        }
        stack.push_back({Scope::kClass, m[2].str(), m[1].str() == "struct"});
      } else if (std::regex_search(head, m, kEnum)) {
        if (!skipping() && !in_internal() && only_class.empty() &&
            (stack.empty() || stack.back().kind != Scope::kClass)) {
          out.top.insert(m[2].str());
        } else if (!stack.empty() && stack.back().kind == Scope::kClass && stack.back().is_public &&
                   !in_internal()) {
          out.members[stack.back().name].insert(m[2].str());
        }
        stack.push_back({Scope::kSkip, "", false});
      } else {
        // A function body (or an initializer): the declaration is what precedes it.
        record(head);
        stack.push_back({Scope::kSkip, "", false});
      }
      stmt.clear();
    } else if (c == '}') {
      if (!stmt.empty() && !skipping()) record(stmt);
      stmt.clear();
      if (!stack.empty()) stack.pop_back();
    } else {
      stmt += c;
    }
  }
}

// The text of the section whose heading line is `heading`, up to the next heading of the same or
// a higher level.
std::string section(const std::string& doc, const std::string& heading) {
  const std::size_t level = heading.find(' ');
  std::istringstream in(doc);
  std::string line, out;
  bool inside = false;
  while (std::getline(in, line)) {
    if (inside && line.rfind("#", 0) == 0 && line.find(' ') <= level) break;
    if (line == heading) inside = true;
    if (inside) out += line + "\n";
  }
  return out;
}

bool mentions(const std::string& text, const std::string& name) {
  // `name`, `name(...)`, `Class::name`, `name` inside a longer backquoted span.
  std::size_t at = 0;
  while ((at = text.find(name, at)) != std::string::npos) {
    const bool left_ok = at == 0 || !is_ident_char(text[at - 1]);
    const std::size_t end = at + name.size();
    const bool right_ok =
        end >= text.size() || !is_ident_char(text[end]) || !is_ident_char(name.back());
    if (left_ok && right_ok) {
      const std::size_t open = text.rfind('`', at);
      const std::size_t line_start = text.rfind('\n', at);
      const std::size_t ticks = static_cast<std::size_t>(std::count(
          text.begin() + static_cast<long>(line_start == std::string::npos ? 0 : line_start),
          text.begin() + static_cast<long>(at), '`'));
      if (open != std::string::npos && ticks % 2 == 1) return true;
    }
    at = end;
  }
  return false;
}

TEST(ApiDocTest, EveryPublicDeclarationIsListed) {
  const std::string doc = read_file("docs/api.md");
  ASSERT_FALSE(doc.empty()) << "docs/api.md not found";
  std::vector<std::string> headers;
  for (const auto& entry : std::filesystem::directory_iterator("include/wtf8")) {
    if (entry.is_regular_file() && entry.path().extension() == ".h") {
      headers.push_back(entry.path().filename().string());
    }
  }
  std::sort(headers.begin(), headers.end());
  ASSERT_GE(headers.size(), 10u);
  int checked = 0;
  for (const std::string& header : headers) {
    Declarations d;
    scan(blank_comments_and_literals(read_file("include/wtf8/" + header)), d);
    const std::string part = section(doc, "## wtf8/" + header);
    EXPECT_FALSE(part.empty()) << "docs/api.md has no section \"## wtf8/" << header << "\"";
    for (const std::string& name : d.top) {
      ++checked;
      EXPECT_TRUE(mentions(part, name))
          << "wtf8/" << header << ": `" << name << "` is not listed in its section of docs/api.md";
    }
    for (const auto& [cls, names] : d.members) {
      const std::string sub = section(part, "### " + cls);
      EXPECT_FALSE(sub.empty()) << "docs/api.md has no subsection \"### " << cls << "\" under wtf8/"
                                << header;
      // `Wtf8Buf` forwards every `Wtf8View` member ("Same as `Wtf8View::x`" in wtf8_buf.h), so
      // the reference lists those once, under ### Wtf8View.
      const std::string also =
          cls == "Wtf8Buf" ? section(section(doc, "## wtf8/wtf8_view.h"), "### Wtf8View") : "";
      for (const std::string& name : names) {
        ++checked;
        EXPECT_TRUE(mentions(sub, name) || (!also.empty() && mentions(also, name)))
            << "wtf8/" << header << ": `" << cls << "::" << name << "` is not listed under ### "
            << cls;
      }
    }
  }
  EXPECT_GT(checked, 100) << "the scanner found suspiciously few declarations";
  std::printf("checked %d public names\n", checked);
}

// The names one bullet of docs/api.md documents: the list of backquoted spans it opens with,
// joined by ", ", each cut at its parameter list: "- `front()`, `back()`: ..." documents `front`
// and `back`. A bullet that does not open with a backquote is prose.
std::vector<std::string> documented_names(const std::string& line) {
  std::vector<std::string> names;
  if (line.rfind("- `", 0) != 0) return names;
  bool quoted = false;
  std::string span;
  for (std::size_t i = 2; i < line.size(); ++i) {
    const char c = line[i];
    if (c == '`') {
      if (quoted) {
        // `operator()` and `operator""_wtf8` keep their parentheses and quotes.
        const bool is_operator = span.rfind("operator", 0) == 0;
        const std::size_t paren = is_operator ? span.find('(', 10) : span.find('(');
        names.push_back(trim(span.substr(0, paren)));
        span.clear();
        // The list goes on only through ", `"; anything else ends it.
        if (line.compare(i + 1, 3, ", `") != 0) break;
        i += 2;
        quoted = false;
        continue;
      }
      quoted = true;
    } else if (quoted) {
      span += c;
    } else {
      break;
    }
  }
  return names;
}

// The bullets of a header's section that sit directly under `heading` ("## ..." or "### ...").
std::vector<std::string> bullets(const std::string& part, const std::string& heading) {
  std::vector<std::string> out;
  std::istringstream in(section(part, heading));
  std::string line;
  std::getline(in, line);  // the heading itself
  while (std::getline(in, line)) {
    if (line.rfind("#", 0) == 0) break;  // a subsection begins
    if (line.rfind("- `", 0) == 0) out.push_back(line);
  }
  return out;
}

// The other direction: every name docs/api.md lists is declared where it says, so the catalogue
// cannot keep a member that was renamed or removed.
TEST(ApiDocTest, EveryListedNameIsDeclared) {
  const std::string doc = read_file("docs/api.md");
  ASSERT_FALSE(doc.empty()) << "docs/api.md not found";
  int checked = 0;
  std::istringstream in(doc);
  std::string line;
  std::vector<std::string> headers;
  while (std::getline(in, line)) {
    if (line.rfind("## wtf8/", 0) == 0) headers.push_back(line.substr(8));
  }
  ASSERT_GE(headers.size(), 10u);
  for (const std::string& header : headers) {
    const std::string text = read_file("include/wtf8/" + header);
    EXPECT_FALSE(text.empty()) << "docs/api.md has a section for wtf8/" << header
                               << ", which does not exist";
    if (text.empty()) continue;
    Declarations d;
    const std::string blanked = blank_comments_and_literals(text);
    scan(blanked, d);
    // A member inherited from an (internal) base class, e.g. the formatters' `parse`.
    for (const auto& [cls, bases] : d.bases) {
      for (const std::string& base : bases) scan(blanked, d, base, cls);
    }
    const std::string part = section(doc, "## wtf8/" + header);
    for (const std::string& bullet : bullets(part, "## wtf8/" + header)) {
      for (const std::string& name : documented_names(bullet)) {
        ++checked;
        EXPECT_TRUE(d.top.count(name) == 1)
            << "docs/api.md lists `" << name << "` under wtf8/" << header
            << ", which declares no such name at namespace scope";
      }
    }
    std::istringstream lines(part);
    while (std::getline(lines, line)) {
      if (line.rfind("### ", 0) != 0) continue;
      const std::string cls = line.substr(4);
      const auto members = d.members.find(cls);
      // An enum's subsection (`### WindowsArgRules`) lists enumerators, which are not scanned.
      EXPECT_TRUE(members != d.members.end() || d.top.count(cls) == 1)
          << "docs/api.md has a subsection \"### " << cls << "\" under wtf8/" << header
          << ", which declares no such type";
      if (members == d.members.end()) continue;
      for (const std::string& bullet : bullets(part, line)) {
        for (const std::string& name : documented_names(bullet)) {
          ++checked;
          // `Finder(needle)`: a constructor, which the scanner does not collect.
          EXPECT_TRUE(members->second.count(name) == 1 || name == cls)
              << "docs/api.md lists `" << cls << "::" << name << "` under wtf8/" << header
              << ", which declares no such public member";
        }
      }
    }
  }
  EXPECT_GT(checked, 300) << "the reader found suspiciously few documented names";
  std::printf("checked %d documented names\n", checked);
}

TEST(ApiDocTest, DocumentedNamesOfABullet) {
  EXPECT_EQ(documented_names("- `front()`, `back()`: the first / last code point, or nullopt."),
            (std::vector<std::string>{"front", "back"}));
  EXPECT_EQ(documented_names("- `operator()`: the hash of a `Wtf8View`."),
            (std::vector<std::string>{"operator()"}));
  EXPECT_EQ(documented_names("- `operator\"\"_wtf8`: `\"text\"_wtf8`, a `Wtf8View`."),
            (std::vector<std::string>{"operator\"\"_wtf8"}));
  EXPECT_EQ(documented_names("- `std::hash`: `std::hash<Wtf8View>`, agreeing with `absl::Hash`."),
            (std::vector<std::string>{"std::hash"}));
  EXPECT_EQ(documented_names("- `Finder(needle)`: prepares `needle`."),
            (std::vector<std::string>{"Finder"}));
  EXPECT_EQ(documented_names("- `operator~` (complement within `kAll`), `operator|=`: ..."),
            (std::vector<std::string>{"operator~"}));
  EXPECT_TRUE(documented_names("- A temporary `std::string` is rejected.").empty());
}

// The scanner itself, on a small header.
TEST(ApiDocTest, ScannerFindsDeclarations) {
  const std::string header = R"(
namespace wtf8 {
namespace internal { int hidden(); }
// int commented_out();
class Thing : public Base<Thing> {
 public:
  static constexpr bool kFlag = true;
  static constexpr std::size_t npos = static_cast<std::size_t>(-1);
  Thing() = default;
  explicit Thing(int x) : x_(x) {}
  [[nodiscard]] int size() const noexcept { return x_; }
  template <typename T, typename = std::enable_if_t<(sizeof(T) > 1)>>
  static Thing from(T&& t);
  void gone() && = delete;
  friend bool operator==(const Thing& a, const Thing& b) { return a.x_ == b.x_; }
  enum class Mode { kA, kB };
 private:
  int secret();
  int x_ = 0;
};
inline constexpr char kUrl[] = "a;b{c}";
std::size_t count(std::string_view s) noexcept;
template <typename F>
using Alias = Thing;
enum class Color : int { kRed };
using ::other::Imported;
namespace internal { struct Parser { int parse(); }; }
template <> struct std::formatter<Thing, char> : wtf8::internal::Parser { int format(); };
inline namespace literals { constexpr Thing operator""_t(const char* p, std::size_t n) { return {}; } }
}  // namespace wtf8
)";
  Declarations d;
  scan(blank_comments_and_literals(header), d);
  EXPECT_EQ(d.top, (std::set<std::string>{"Thing", "kUrl", "count", "Alias", "Color", "Imported",
                                          "std::formatter", "operator\"\"_t"}));
  EXPECT_EQ(d.members["Thing"],
            (std::set<std::string>{"kFlag", "npos", "size", "from", "operator==", "Mode"}));
  EXPECT_EQ(d.bases["Thing"], (std::set<std::string>{"Base"}));
  EXPECT_EQ(d.bases["std::formatter"], (std::set<std::string>{"Parser"}));
  scan(blank_comments_and_literals(header), d, "Parser", "std::formatter");
  EXPECT_EQ(d.members["std::formatter"], (std::set<std::string>{"format", "parse"}));
}

}  // namespace
