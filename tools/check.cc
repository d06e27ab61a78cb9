// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8 check [--as utf-8|wtf-8|omg-wtf-8] [FILE...]: streaming validation, one line per file.

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "tools/codecs.h"
#include "tools/commands.h"
#include "tools/io.h"

namespace wtf8 {
namespace cli {

int run_check(const Args& args) {
  const std::string as = args.get("--as").value_or("wtf-8");
  PieceValidator::Flavor flavor;
  if (as == "utf-8") {
    flavor = PieceValidator::Flavor::kUtf8;
  } else if (as == "wtf-8") {
    flavor = PieceValidator::Flavor::kWtf8;
  } else if (as == "omg-wtf-8") {
    flavor = PieceValidator::Flavor::kOmgWtf8;
  } else {
    return usage_error(absl::StrCat("--as must be utf-8, wtf-8 or omg-wtf-8, not '", as, "'"));
  }
  std::vector<std::string> files = args.operands;
  if (files.empty()) files.push_back("-");
  absl::StatusOr<Output> out = Output::open("");
  if (!out.ok()) return usage_error(message_of(out.status()));
  int result = kExitOk;
  for (const std::string& file : files) {
    absl::StatusOr<Input> input = Input::open(file);
    if (!input.ok()) {
      print_error(input.status());
      result = kExitUsage;
      continue;
    }
    PieceValidator validator(flavor);
    std::string line;
    bool valid = false;
    while (true) {
      absl::StatusOr<std::string_view> chunk = input->read();
      if (!chunk.ok()) {
        print_error(chunk.status());
        result = kExitUsage;
        break;
      }
      Wtf8View piece;
      const absl::Status status = validator.feed(*chunk, chunk->empty(), &piece);
      if (!status.ok()) {
        line = absl::StrCat(input->name(), ": ", status.message(), "\n");
        break;
      }
      if (chunk->empty()) {
        line = absl::StrCat(input->name(), ": ok\n");
        valid = true;
        break;
      }
    }
    if (line.empty()) continue;  // an I/O error, already reported
    if (!valid && result == kExitOk) result = kExitDataError;
    (void)out->write(line);
  }
  if (absl::Status s = out->flush(); !s.ok()) return usage_error(message_of(s));
  return result;
}

}  // namespace cli
}  // namespace wtf8
