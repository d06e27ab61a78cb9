// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// `GlobSet`: many patterns answered in one pass. Each pattern's AST is sorted, once, into the
// cheapest strategy that decides it exactly:
//   literal        the whole path equals an ASCII text          (one hash look-up)
//   suffix         `*` + ASCII text, `*` crossing separators     (a hash look-up per suffix length)
//   basename sfx   `*` + text, `*` not crossing `/`              (the same, and no `/` before it)
//   prefix         text + `*` (either kind)                      (a hash look-up per prefix length)
// and every other pattern goes into one combined automaton per unit kind and path preparation,
// whose DFA (halved into several when one would be too big) reports every pattern it accepts.
// Python's `match` patterns (compared part by part from the right) get one combined automaton
// per depth. No pattern is ever tried on its own.

#include <algorithm>
#include <deque>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

#include "src/glob/dialects.h"
#include "src/glob/file_system.h"
#include "src/glob/program.h"
#include "src/glob/shape.h"
#include "wtf8/glob.h"

namespace wtf8 {
namespace internal {

namespace {

using glob::Ast;
using glob::Classified;
using glob::kKeyUnits;
using glob::Shape;

// Texts looked up by hash, grouped by length: the patterns each stands for. Keys are views of
// strings in `texts_`, a deque, so they never move.
class TextTable {
 public:
  void add(std::string text, uint32_t index) {
    auto it = map_.find(text);
    if (it == map_.end()) {
      texts_.push_back(std::move(text));
      it = map_.emplace(std::string_view(texts_.back()), std::vector<uint32_t>{}).first;
      lengths_.push_back(texts_.back().size());
    }
    it->second.push_back(index);
  }
  void finish() {
    std::sort(lengths_.begin(), lengths_.end());
    lengths_.erase(std::unique(lengths_.begin(), lengths_.end()), lengths_.end());
  }
  bool empty() const { return map_.empty(); }
  const std::vector<std::size_t>& lengths() const { return lengths_; }
  const std::vector<uint32_t>* find_view(std::string_view text) const {
    auto it = map_.find(text);
    return it == map_.end() ? nullptr : &it->second;
  }

 private:
  std::deque<std::string> texts_;
  std::unordered_map<std::string_view, std::vector<uint32_t>> map_;
  std::vector<std::size_t> lengths_;
};

}  // namespace

struct GlobSetProgram {
  std::vector<Glob> globs;
  TextTable literals, suffixes, basename_suffixes, prefixes, basename_prefixes;
  struct Group {
    glob::UnitKind kind;
    GlobPathPrep prep;
    std::optional<NameRules> file_system;
    glob::Automaton automaton;
    std::vector<uint32_t> index_of_tag;
  };
  // Patterns with a literal tail or head: candidates by hash look-up, each confirmed by its own
  // automaton.
  TextTable tails, heads;
  std::vector<Group> groups;
  // Python's `match` patterns, compared part by part from the right: per path grammar, unit
  // kind and file-system rules, one combined automaton per depth k holds the k-th part (from the
  // right) of every pattern that has one; a pattern matches when its part count fits the path's
  // and each of its parts' automata reports it.
  struct PartsGroup {
    PathStyle style;
    std::optional<NameRules> file_system;
    std::vector<glob::Automaton> depth;             // depth k: the k-th parts from the right
    std::vector<std::vector<uint32_t>> depth_tags;  // depth k: tag -> member index
    std::vector<uint32_t> members;                  // pattern indices
    std::vector<uint32_t> part_count;               // per member
    std::vector<uint8_t> anchored;                  // per member
  };
  std::vector<PartsGroup> parts_groups;

  // Calls `found(index)` for matching patterns; stops early when it returns true.
  template <typename Found>
  void scan(Wtf8View path, Found&& found) const;
};

template <typename Found>
void GlobSetProgram::scan(Wtf8View path, Found&& found) const {
  const std::string_view bytes = path.as_bytes();
  auto report = [&](const std::vector<uint32_t>* hits) {
    if (hits == nullptr) return false;
    for (uint32_t i : *hits) {
      if (found(i)) return true;
    }
    return false;
  };
  if (report(literals.find_view(bytes))) return;
  for (std::size_t n : suffixes.lengths()) {
    if (n > bytes.size()) break;
    if (report(suffixes.find_view(bytes.substr(bytes.size() - n)))) return;
  }
  if (!basename_suffixes.empty() && bytes.find('/') == std::string_view::npos) {
    for (std::size_t n : basename_suffixes.lengths()) {
      if (n > bytes.size()) break;
      if (report(basename_suffixes.find_view(bytes.substr(bytes.size() - n)))) return;
    }
  }
  for (std::size_t n : prefixes.lengths()) {
    if (n > bytes.size()) break;
    if (report(prefixes.find_view(bytes.substr(0, n)))) return;
  }
  for (std::size_t n : basename_prefixes.lengths()) {
    if (n > bytes.size()) break;
    if (bytes.find('/', n) != std::string_view::npos) continue;
    if (report(basename_prefixes.find_view(bytes.substr(0, n)))) return;
  }
  auto confirm = [&](const std::vector<uint32_t>* hits) {
    if (hits == nullptr) return false;
    for (uint32_t i : *hits) {
      if (globs[i].program_->matches_text(bytes) && found(i)) {
        return true;
      }
    }
    return false;
  };
  for (std::size_t n : tails.lengths()) {
    if (n > bytes.size()) break;
    if (confirm(tails.find_view(bytes.substr(bytes.size() - n)))) return;
  }
  for (std::size_t n : heads.lengths()) {
    if (n > bytes.size()) break;
    if (confirm(heads.find_view(bytes.substr(0, n)))) return;
  }
  thread_local std::vector<uint32_t> tags;
  thread_local std::string prepared;
  thread_local std::string keyed;
  for (const Group& g : groups) {
    tags.clear();
    std::string_view text = bytes;
    if (g.prep != GlobPathPrep::kNone) {
      glob::python_path_string(
          path, g.prep == GlobPathPrep::kPythonWindows ? PathStyle::kWindows : PathStyle::kPosix,
          prepared);
      text = prepared;
    }
    if (g.file_system.has_value()) {
      glob::key_components(text, *g.file_system, keyed);
      text = keyed;
    }
    g.automaton.matching(text.data(), text.size(), tags);
    for (uint32_t t : tags) {
      if (found(g.index_of_tag[t])) return;
    }
  }
  thread_local std::string storage;
  thread_local std::vector<std::pair<std::size_t, std::size_t>> parts;
  thread_local std::vector<uint32_t> hits;  // per member: depths that matched
  for (const PartsGroup& g : parts_groups) {
    glob::python_path_parts(path, g.style, storage, parts);
    const std::size_t n = parts.size();
    hits.assign(g.members.size(), 0);
    for (std::size_t k = 0; k < g.depth.size() && k < n; ++k) {
      const auto& part = parts[n - 1 - k];
      std::string_view piece(storage.data() + part.first, part.second - part.first);
      if (g.file_system.has_value()) {
        glob::key_components(piece, *g.file_system, keyed);
        piece = keyed;
      }
      tags.clear();
      g.depth[k].matching(piece.data(), piece.size(), tags);
      for (uint32_t t : tags) ++hits[g.depth_tags[k][t]];
    }
    for (std::size_t m = 0; m < g.members.size(); ++m) {
      const uint32_t count = g.part_count[m];
      if (count > n || (g.anchored[m] && count != n) || hits[m] != count) continue;
      if (found(g.members[m])) return;
    }
  }
}

}  // namespace internal

GlobSet::GlobSet() : program_(std::make_shared<internal::GlobSetProgram>()) {}

GlobSet GlobSet::build(const std::vector<Glob>& globs) {
  using internal::GlobPathPrep;
  using internal::glob::Shape;
  auto program = std::make_shared<internal::GlobSetProgram>();
  program->globs = globs;
  std::map<std::tuple<int, int, int>, std::vector<uint32_t>> by_parts;
  // Patterns that need the same prepared path share one automaton: by unit kind, path
  // preparation and file-system rules (-1 for none).
  std::map<std::tuple<internal::glob::UnitKind, GlobPathPrep, int>, std::vector<uint32_t>> grouped;
  for (std::size_t i = 0; i < globs.size(); ++i) {
    const internal::GlobProgram& p = *globs[i].program_;
    const auto index = static_cast<uint32_t>(i);
    if (p.by_parts) {
      by_parts[{p.prep == GlobPathPrep::kPythonWindows ? 1 : 0, static_cast<int>(p.kind),
                p.options.file_system.has_value() ? static_cast<int>(*p.options.file_system) : -1}]
          .push_back(index);
      continue;
    }
    const std::optional<NameRules> fs = p.options.file_system;
    if (p.prep == GlobPathPrep::kNone && !fs.has_value()) {
      internal::glob::Classified c = internal::glob::classify(p.ast, p.kind);
      switch (c.shape) {
        case Shape::kLiteral:
          program->literals.add(std::move(c.text), index);
          continue;
        case Shape::kSuffix:
          for (std::string& t : c.texts) program->suffixes.add(std::move(t), index);
          continue;
        case Shape::kSuffixNoSlash:
          for (std::string& t : c.texts) program->basename_suffixes.add(std::move(t), index);
          continue;
        case Shape::kPrefix:
          program->prefixes.add(std::move(c.text), index);
          continue;
        case Shape::kPrefixNoSlash:
          program->basename_prefixes.add(std::move(c.text), index);
          continue;
        case Shape::kOther:
          break;
      }
      if (!c.tail.empty()) {
        program->tails.add(std::move(c.tail), index);
        continue;
      }
      if (!c.head.empty()) {
        program->heads.add(std::move(c.head), index);
        continue;
      }
    }
    grouped[{p.kind, p.prep, fs.has_value() ? static_cast<int>(*fs) : -1}].push_back(index);
  }
  for (auto* t :
       {&program->literals, &program->suffixes, &program->basename_suffixes, &program->prefixes,
        &program->basename_prefixes, &program->tails, &program->heads}) {
    t->finish();
  }
  // One automaton per group; when its DFA would be too big, the group is halved until each
  // part has a DFA (or is one pattern, which then runs its NFA): a few DFAs run much faster than
  // one NFA of every pattern.
  const auto add_group = [&](auto&& self, const auto& key,
                             const std::vector<uint32_t>& indices) -> void {
    std::vector<const internal::glob::Ast*> asts;
    for (uint32_t i : indices) asts.push_back(&globs[i].program_->ast);
    internal::GlobSetProgram::Group g;
    g.kind = std::get<0>(key);
    g.prep = std::get<1>(key);
    if (std::get<2>(key) >= 0) g.file_system = static_cast<NameRules>(std::get<2>(key));
    g.automaton = internal::glob::Automaton::build(g.kind, asts);
    if (!g.automaton.has_dfa() && indices.size() > 1) {
      const auto half = static_cast<std::ptrdiff_t>(indices.size() / 2);
      self(self, key, std::vector<uint32_t>(indices.begin(), indices.begin() + half));
      self(self, key, std::vector<uint32_t>(indices.begin() + half, indices.end()));
      return;
    }
    g.index_of_tag = indices;
    program->groups.push_back(std::move(g));
  };
  for (auto& [key, indices] : grouped) add_group(add_group, key, indices);
  for (auto& [key, indices] : by_parts) {
    internal::GlobSetProgram::PartsGroup g;
    g.style = std::get<0>(key) == 1 ? PathStyle::kWindows : PathStyle::kPosix;
    if (std::get<2>(key) >= 0) g.file_system = static_cast<NameRules>(std::get<2>(key));
    std::size_t max_parts = 0;
    for (uint32_t i : indices) {
      const internal::GlobProgram& p = *globs[i].program_;
      g.members.push_back(i);
      g.part_count.push_back(static_cast<uint32_t>(p.part_asts.size()));
      g.anchored.push_back(p.anchored ? 1 : 0);
      max_parts = std::max(max_parts, p.part_asts.size());
    }
    for (std::size_t k = 0; k < max_parts; ++k) {
      std::vector<const internal::glob::Ast*> asts;
      std::vector<uint32_t> tag_member;
      for (std::size_t m = 0; m < indices.size(); ++m) {
        const internal::GlobProgram& p = *globs[indices[m]].program_;
        if (k < p.part_asts.size()) {
          asts.push_back(&p.part_asts[k]);
          tag_member.push_back(static_cast<uint32_t>(m));
        }
      }
      g.depth.push_back(internal::glob::Automaton::build(
          static_cast<internal::glob::UnitKind>(std::get<1>(key)), asts));
      g.depth_tags.push_back(std::move(tag_member));
    }
    program->parts_groups.push_back(std::move(g));
  }
  GlobSet set;
  set.program_ = std::move(program);
  return set;
}

bool GlobSet::matches(Wtf8View path) const noexcept {
  bool any = false;
  program_->scan(path, [&](uint32_t) {
    any = true;
    return true;
  });
  return any;
}

void GlobSet::matching(Wtf8View path, std::vector<std::size_t>& out) const {
  out.clear();
  program_->scan(path, [&](uint32_t i) {
    out.push_back(i);
    return false;
  });
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
}

std::vector<std::size_t> GlobSet::matching(Wtf8View path) const {
  std::vector<std::size_t> out;
  matching(path, out);
  return out;
}

std::size_t GlobSet::size() const noexcept { return program_->globs.size(); }

}  // namespace wtf8
