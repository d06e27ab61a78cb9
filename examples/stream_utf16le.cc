// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Streaming a UTF-16LE file with a byte order mark: read it in small chunks (cut anywhere, even
// inside a code unit or a surrogate pair), feed each to an `encoding::Decoder`, and end the
// stream with an EMPTY final chunk and `last = true`. A reader usually learns that the file has
// ended only after its last read, so that call is how the stream ends: it flushes what was held
// back and reports an input cut in the middle of a code unit. `ErrorMode::kLossless` keeps a
// lone surrogate (as Windows files may hold) instead of replacing it with U+FFFD.
//
// Run: ./bazelw run //examples:stream_utf16le [-- FILE]

#include <fstream>
#include <iostream>
#include <string>

#include "absl/status/status.h"
#include "wtf8/wtf8.h"

namespace enc = wtf8::encoding;

// Decodes `bytes` as if read from a file `chunk` bytes at a time; prints the lines.
absl::Status decode_in_chunks(const std::string& bytes, std::size_t chunk) {
  // kSniff: the BOM picks the encoding (UTF-16LE here) and is dropped.
  enc::Decoder decoder(enc::Encoding::kUtf16Le, enc::ErrorMode::kLossless, enc::Bom::kSniff);
  wtf8::Wtf8Buf text;
  std::size_t calls = 0;
  for (std::size_t at = 0; at < bytes.size(); at += chunk) {
    const std::string_view piece = std::string_view(bytes).substr(at, chunk);
    if (absl::Status s = decoder.decode(piece, /*last=*/false, text); !s.ok()) return s;
    ++calls;
  }
  // End of file: the empty final chunk with last = true ends the stream.
  if (absl::Status s = decoder.decode("", /*last=*/true, text); !s.ok()) return s;
  std::cout << "  " << calls << " chunks of " << chunk << " bytes + the empty final chunk; "
            << "encoding " << enc::name(decoder.encoding()) << "\n";
  for (const wtf8::Wtf8View line : text.split_terminator('\n')) {
    std::cout << "  line " << line.debug_string() << "\n";
  }
  return absl::OkStatus();
}

int main(int argc, char** argv) {
  const char* path = argc > 1 ? argv[1] : "examples/testdata/names_utf16le.txt";
  std::ifstream file(path, std::ios::binary);
  if (!file) {
    std::cerr << "cannot open " << path << "\n";
    return 1;
  }
  const std::string bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  std::cout << "file: " << bytes.size() << " bytes, starting with FF FE (a UTF-16LE BOM)\n";

  for (const std::size_t chunk : {5, 4096}) {
    if (const absl::Status s = decode_in_chunks(bytes, chunk); !s.ok()) {
      std::cout << "  error: " << s.message() << "\n";
      return 1;
    }
  }

  // A file cut in the middle of a code unit: every chunk is accepted (more bytes could follow);
  // only the final empty chunk with last = true can tell, and it names the offset.
  std::cout << "the same file without its last byte:\n";
  const absl::Status cut = decode_in_chunks(bytes.substr(0, bytes.size() - 1), 5);
  std::cout << "  error at byte " << wtf8::error_offset(cut).value_or(0) << ": " << cut.message()
            << "\n";
  return 0;
}
