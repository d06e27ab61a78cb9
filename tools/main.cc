// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8: the command-line tool. `wtf8 --help` lists the subcommands; tools/options.cc knows them.

#include "tools/options.h"

int main(int argc, char** argv) { return wtf8::cli::run_main(argc, argv); }
