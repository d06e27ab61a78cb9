// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Encoding UTF-16 that arrives in chunks (a pipe from a Windows process, a UTF-16 file read in
// blocks, a JavaScript string in pieces) to UTF-8 with `encoding::Encoder`. The chunks are cut
// anywhere, here between the two units of a surrogate pair: the encoder holds a lead surrogate at
// the end of a chunk until the next chunk shows its trail, so the pair is encoded as the one
// character it is. The stream ends with an empty final chunk and `last = true`; a lead still held
// then is a lone surrogate. Replacement mode writes U+FFFD for lone surrogates (the WHATWG UTF-8
// encoder); fatal mode stops with the unit offset in the whole stream; lossless mode (WTF-8)
// keeps them.
//
// Run: ./bazelw run //examples:stream_encode

#include <cstdio>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "wtf8/wtf8.h"

namespace enc = wtf8::encoding;

namespace {

std::string hex(const std::string& bytes) {
  std::string out;
  for (unsigned char c : bytes) {
    char b[4];
    std::snprintf(b, sizeof b, "%s%02X", out.empty() ? "" : " ", c);
    out += b;
  }
  return out;
}

void run(enc::ErrorMode mode, const char* label, const std::vector<std::u16string>& chunks) {
  enc::Encoder encoder(enc::Encoding::kUtf8, mode);
  std::string out;
  absl::Status status;
  for (std::size_t i = 0; i < chunks.size() && status.ok(); ++i) {
    const std::size_t before = out.size();
    status = encoder.encode(chunks[i], /*last=*/false, out);
    if (status.ok()) std::printf("  %s chunk %zu: +%zu bytes\n", label, i, out.size() - before);
  }
  if (status.ok()) status = encoder.encode(std::u16string_view(), /*last=*/true, out);
  std::printf("  %s: %s\n    %s\n", label,
              status.ok() ? "OK" : std::string(status.message()).c_str(), hex(out).c_str());
}

}  // namespace

int main() {
  // "Hi " U+1F600 " and a lone " U+D800, cut inside the pair and after the lone lead.
  const std::vector<std::u16string> chunks = {u"Hi \xD83D", u"\xDE00 and a lone ", u"\xD800"};
  std::printf("chunks: \"Hi \\uD83D\" | \"\\uDE00 and a lone \" | \"\\uD800\" | end\n");
  run(enc::ErrorMode::kReplacement, "utf-8", chunks);
  run(enc::ErrorMode::kFatal, "utf-8 fatal", chunks);
  run(enc::ErrorMode::kLossless, "wtf-8", chunks);
  return 0;
}
