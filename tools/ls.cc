// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8 ls [DIR]: needs the OS boundary (wtf8/os.h), not merged yet.

#include "tools/commands.h"

namespace wtf8 {
namespace cli {

int run_ls(const Args&) { return usage_error("ls is not available in this build (it needs wtf8/os.h)"); }

}  // namespace cli
}  // namespace wtf8
