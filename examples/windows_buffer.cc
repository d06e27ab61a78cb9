// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Filling a fixed wide-character buffer the way Windows code does (`wchar_t buf[MAX_PATH]`,
// `GetFullPathNameW(..., buf, n)`): a `Wtf8Buf` holding a Windows name with a lone surrogate goes
// into a caller-owned buffer with the bounded call `utf16_encode_into`, which writes whole
// characters only (a surrogate pair both units or neither) and says how much it read and wrote.
// When the name does not fit, the length query `utf16_len()` sizes a buffer once and the rest
// goes in with a second call. Nothing here allocates except that one grown buffer.
//
// (char16_t is used so the example runs the same everywhere; on Windows, `wchar_t` with
// `wtf8::wide_encode_into` is the same call.)
//
// Run: ./bazelw run //examples:windows_buffer

#include <cstdio>
#include <string>
#include <vector>

#include "absl/types/span.h"
#include "wtf8/wtf8.h"

namespace {

// The buffer a Windows API would take: MAX_PATH units, shortened here to 12 so that the long
// name below does not fit.
constexpr std::size_t kBufferUnits = 12;

void show_units(const char16_t* units, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) std::printf(" %04X", static_cast<unsigned>(units[i]));
  std::printf("\n");
}

void fill(const wtf8::Wtf8Buf& name) {
  std::printf("name %s: %zu WTF-8 bytes, %zu UTF-16 units\n", name.debug_string().c_str(),
              name.size(), name.utf16_len());
  char16_t buffer[kBufferUnits];
  const wtf8::EncodeIntoResult r = wtf8::utf16_encode_into(name, absl::MakeSpan(buffer));
  std::printf("  into %zu units: read %zu of %zu bytes, wrote %zu units:", kBufferUnits, r.read,
              name.size(), r.written);
  show_units(buffer, r.written);
  if (r.read == name.size()) {
    std::printf("  it fits\n");
    return;
  }
  const wtf8::Wtf8View rest = name.slice_from(r.read);
  std::printf("  did not fit: %s (%zu units)\n", rest.debug_string().c_str(), rest.utf16_len());
  // Grow once: the length query gives the exact size of the whole output.
  std::vector<char16_t> grown(name.utf16_len());
  std::copy(buffer, buffer + r.written, grown.begin());
  const wtf8::EncodeIntoResult more =
      wtf8::utf16_encode_into(rest, absl::MakeSpan(grown).subspan(r.written));
  std::printf("  grown to %zu units, the rest wrote %zu; all read: %s\n", grown.size(),
              more.written, more.read == rest.size() ? "yes" : "no");
  std::printf("  same units as to_utf16(): %s\n",
              std::u16string(grown.begin(), grown.end()) == name.to_utf16() ? "yes" : "no");
}

}  // namespace

int main() {
  // A short name with a lone lead surrogate, as NTFS allows: it fits.
  fill(wtf8::Wtf8Buf::from_utf16(u"a\xD800.txt"));
  // A longer one: the buffer ends in the middle of the emoji's surrogate pair, so neither of its
  // units is written; the pair goes into the grown buffer whole.
  fill(wtf8::Wtf8Buf::from_utf16(u"report-2026\U0001F600\xDC01.docx"));

  // The same into UTF-8 bytes, as TextEncoder.encodeInto does: lone surrogates become U+FFFD.
  const wtf8::Wtf8Buf name = wtf8::Wtf8Buf::from_utf16(u"caf\xE9\xD800");
  char bytes[6];
  const wtf8::EncodeIntoResult r = wtf8::utf8_encode_into(name, absl::MakeSpan(bytes));
  std::printf("utf8_encode_into %s into 6 bytes: read %zu, wrote %zu (U+FFFD needs 3 more)\n",
              name.debug_string().c_str(), r.read, r.written);
  return 0;
}
