// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The key writers behind wtf8/name_rules.h, on canonical WTF-8 bytes. Internal to src/names/
// (and the tests, which compare them with the reference in tests/reference/name_key_model.h).

#ifndef WTF8_SRC_NAMES_NAME_KEY_H_
#define WTF8_SRC_NAMES_NAME_KEY_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "src/names/key_sink.h"
#include "wtf8/name_rules.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace internal {
namespace names {

// Appends the key of `name` under `rules` to `out`. `name` must be canonical WTF-8 (no split
// surrogate at either end); the key is canonical WTF-8 too. It calls one of the four below (one
// file each), or appends `name` itself for kExact.
void append_key(std::string_view name, NameRules rules, KeySink& out);

void append_ntfs_key(std::string_view name, KeySink& out);      // ntfs_key.cc
void append_hfs_key(std::string_view name, KeySink& out);       // hfs_key.cc
void append_apfs_key(std::string_view name, KeySink& out);      // fold_key.cc
void append_casefold_key(std::string_view name, KeySink& out);  // fold_key.cc

// `same_entry` for two ASCII names, on the fly (no key is built).
bool ascii_same_entry(std::string_view a, std::string_view b, NameRules rules);

// Folds ASCII bytes eight at a time, as `name_key` does for runs of ASCII: the byte of
// `fold_ascii_word(w, rules)` at each position is that byte's key (kApfs and kLinuxCasefold:
// A-Z lower-cased; kNtfs: a-z upper-cased; kHfsPlus: A-Z lower-cased, ':' to '/'). Exposed for
// the test that compares it with the byte tables.
uint64_t fold_ascii_word(uint64_t w, NameRules rules);

// The fast path of `name_key` for ASCII names of 1 to 16 bytes: writes the key of `name` to
// out[0, name.size()) and returns true, or returns false when the name is not such a name or its
// key is not its bytes folded one by one (kNtfs: a ':' or a trailing '.' or ' '; kHfsPlus: a
// U+0000). Exposed for the test that compares it with `append_key`.
bool short_ascii_key_for_test(std::string_view name, NameRules rules, char* out);

// The parts of a name NTFS's Win32 layer keeps (kNtfs steps 1 to 3): the base is
// [0, base_end); when `has_stream`, the stream is [stream_begin, stream_end). Works on any
// WTF-8 (the characters it looks for are ASCII).
struct NtfsParts {
  std::size_t base_end;
  bool has_stream;
  std::size_t stream_begin;
  std::size_t stream_end;
};
NtfsParts ntfs_parts(std::string_view name);

// The length of `name[0, end)` without its trailing dots and spaces, or `end` when it is made
// only of them (or empty): NTFS keeps `.`, `..` and `. .` whole.
std::size_t ntfs_strip_trailing(std::string_view name, std::size_t end);

// A view of canonical WTF-8 for `name`: its own bytes, or (for a view with a split surrogate
// half at an end) a canonical copy it owns.
class CanonicalBytes {
 public:
  explicit CanonicalBytes(Wtf8View name);
  std::string_view bytes() const noexcept { return bytes_; }

 private:
  Wtf8Buf copy_;
  std::string_view bytes_;
};

}  // namespace names
}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_NAMES_NAME_KEY_H_
