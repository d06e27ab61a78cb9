// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "wtf8/glob.h"

namespace wtf8 {
namespace internal {
struct GlobSetProgram {
  std::vector<Glob> globs;
};
}  // namespace internal

GlobSet::GlobSet() : program_(std::make_shared<internal::GlobSetProgram>()) {}

GlobSet GlobSet::build(const std::vector<Glob>& globs) {
  GlobSet set;
  auto program = std::make_shared<internal::GlobSetProgram>();
  program->globs = globs;
  set.program_ = std::move(program);
  return set;
}

bool GlobSet::matches(Wtf8View path) const noexcept {
  for (const Glob& g : program_->globs) {
    if (g.matches(path)) return true;
  }
  return false;
}

void GlobSet::matching(Wtf8View path, std::vector<std::size_t>& out) const {
  out.clear();
  for (std::size_t i = 0; i < program_->globs.size(); ++i) {
    if (program_->globs[i].matches(path)) out.push_back(i);
  }
}

std::vector<std::size_t> GlobSet::matching(Wtf8View path) const {
  std::vector<std::size_t> out;
  matching(path, out);
  return out;
}

std::size_t GlobSet::size() const noexcept { return program_->globs.size(); }

}  // namespace wtf8
