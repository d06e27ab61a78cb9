// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The subcommands of the wtf8 tool, one file each (convert.cc, check.cc, ...).

#ifndef WTF8_TOOLS_COMMANDS_H_
#define WTF8_TOOLS_COMMANDS_H_

#include "tools/options.h"

namespace wtf8 {
namespace cli {

int run_convert(const Args& args);
int run_check(const Args& args);
int run_inspect(const Args& args);
int run_find(const Args& args);
int run_count(const Args& args);
int run_split(const Args& args);
int run_replace(const Args& args);
int run_ls(const Args& args);
int run_names(const Args& args);
int run_glob(const Args& args);
int run_ignore(const Args& args);
int run_walk(const Args& args);
int run_tour(const Args& args);
int run_quote(const Args& args);
int run_unquote(const Args& args);

}  // namespace cli
}  // namespace wtf8

#endif  // WTF8_TOOLS_COMMANDS_H_
