// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// `GlobOptions::file_system`: matching as a file system compares names. The path's components
// are replaced by their keys (`name_key`), the pattern's AST by one whose literals and bracket
// members are folded the same way, so the automaton compares keys. Internal to //:glob.

#ifndef WTF8_SRC_GLOB_FILE_SYSTEM_H_
#define WTF8_SRC_GLOB_FILE_SYSTEM_H_

#include <string>
#include <string_view>

#include "src/glob/ast.h"
#include "src/glob/units.h"
#include "wtf8/name_rules.h"

namespace wtf8::internal::glob {

// Writes to `out` the path `text` (OMG-WTF-8) with each `/`-separated component replaced by its
// key under `rules`. HFS+ keys store `:` as `/`; here it stays `:`, so a key never holds the
// separator (the pattern's `:` is folded to `:` too).
void key_components(std::string_view text, NameRules rules, std::string& out);

// The AST that matches under `rules` what `in` matches exactly: a pattern that is all literal
// becomes the literal of its components' keys; otherwise every literal code point becomes its
// own key's units and bracket members are folded one by one (see wtf8/glob.h).
Ast fold_ast(const Ast& in, UnitKind kind, NameRules rules);

}  // namespace wtf8::internal::glob

#endif  // WTF8_SRC_GLOB_FILE_SYSTEM_H_
