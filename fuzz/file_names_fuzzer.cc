// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Fuzz target: file names (wtf8/name_problems.h and wtf8/name_rules.h). The first bytes choose the
// platforms and the sanitize options; the rest is read as a name three ways (POSIX bytes with PEP
// 383 escapes, lossy UTF-8, and UTF-16 code unit pairs, which bring lone surrogates), each also
// sliced at a chosen pair of boundaries (a slice may begin and end with split surrogates). For each
// name, copied to an allocation of exactly its size (so AddressSanitizer sees any read past it):
//   - name_problems equals the plain model tests/reference/name_problems_model.h, and so does
//     is_windows_reserved_name; is_portable_name and check_name agree with it, check_name's
//     offset (payload and message) being the first issue's;
//   - sanitize_name's result passes check_name for the same platforms, fits options.max_bytes,
//     is returned unchanged by a second sanitize_name, and equals the name when the name already
//     passed and fitted;
//   - wtf8/name_rules.h, under every NameRules: same_entry(a, b) exactly when the keys are equal
//     (the name against itself, its canonical copy, and protected names such as `.git`);
//     kExact's key is the canonical name; a name that is the same entry as a protected name and
//     holds no `/` (under kNtfs no `:` or `\` either) is an alias of it; the `/`-separated pieces
//     of the name as one directory: find_collisions groups exactly the pieces with equal keys,
//     NameSet::insert returns an earlier piece exactly when one has the same key, and
//     unique_name gives a name the set does not hold.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "fuzz/fuzz_util.h"
#include "tests/reference/name_problems_model.h"
#include "wtf8/file_names.h"
#include "wtf8/os.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace {

using wtf8::NameIssue;
using wtf8::Platforms;
using wtf8::SanitizeOptions;
using wtf8::Wtf8Buf;
using wtf8::Wtf8View;

constexpr std::string_view kReplacements[] = {
    "_", "", "-", ":", " ", ".", "\xFF", "CON", "\xF0\x9F\x98\x80", "__"};

void check_name_of(Wtf8View name, Platforms platforms, const SanitizeOptions& options,
                   const std::string& ctx) {
  // The name in a buffer of exactly its size.
  const std::size_t n = name.size();
  std::unique_ptr<char[]> own(new char[n == 0 ? 1 : n]);
  if (n > 0) std::copy(name.data(), name.data() + n, own.get());
  const Wtf8View v = Wtf8View::from_wtf8_unchecked(std::string_view(own.get(), n));

  const std::vector<NameIssue> issues = wtf8::name_problems(v, platforms);
  const std::vector<NameIssue> model = wtf8::reference::model_name_problems(name, platforms);
  FUZZ_CHECK(issues == model, "name_problems differs from the model: " + ctx);
  FUZZ_CHECK(
      wtf8::is_windows_reserved_name(v) == wtf8::reference::model_is_reserved(name.as_bytes()),
      "is_windows_reserved_name: " + ctx);
  FUZZ_CHECK(wtf8::is_portable_name(v, platforms) == issues.empty(), "is_portable_name: " + ctx);
  const absl::Status status = wtf8::check_name(v, platforms);
  FUZZ_CHECK(status.ok() == issues.empty(), "check_name: " + ctx);
  if (!issues.empty()) {
    FUZZ_CHECK(wtf8_fuzz::error_offset(status) == static_cast<long long>(issues.front().offset),
               "check_name offset: " + ctx);
  }

  const std::size_t max_bytes = options.max_bytes < 1 ? 1 : options.max_bytes;
  const Wtf8Buf once = wtf8::sanitize_name(v, platforms, options);
  FUZZ_CHECK(wtf8::check_name(once, platforms).ok(),
             "sanitized name refused: " + ctx + " -> " + once.debug_string());
  if (platforms != Platforms::kNone) {
    FUZZ_CHECK(once.size() <= max_bytes, "sanitized name over max_bytes: " + ctx);
  }
  FUZZ_CHECK(wtf8::sanitize_name(once, platforms, options) == once,
             "sanitizing twice changed the name: " + ctx + " -> " + once.debug_string());
  if (issues.empty() && (platforms == Platforms::kNone || n <= max_bytes)) {
    FUZZ_CHECK(once == name, "a fine name was changed: " + ctx);
  }
}

constexpr wtf8::NameRules kAllRules[] = {wtf8::NameRules::kExact, wtf8::NameRules::kNtfs,
                                         wtf8::NameRules::kHfsPlus, wtf8::NameRules::kApfs,
                                         wtf8::NameRules::kLinuxCasefold};
constexpr std::string_view kProtected[] = {".git", ".gitmodules", ".hg", ".svn", "node_modules"};

void check_keys(Wtf8View v, const std::string& ctx) {
  const Wtf8Buf canonical = v.to_buf();
  const std::string_view bytes = v.as_bytes();
  for (const wtf8::NameRules rules : kAllRules) {
    const std::string where = ctx + " rules " + std::to_string(static_cast<int>(rules));
    const Wtf8Buf key = wtf8::name_key(v, rules);
    FUZZ_CHECK(wtf8::same_entry(v, v, rules), "same_entry(a, a): " + where);
    FUZZ_CHECK(wtf8::same_entry(v, canonical, rules),
               "same_entry with the canonical copy: " + where);
    FUZZ_CHECK(wtf8::name_key(canonical, rules) == key, "key of the canonical copy: " + where);
    if (rules == wtf8::NameRules::kExact) FUZZ_CHECK(key == canonical, "exact key: " + where);
    bool separated = bytes.find('/') != std::string_view::npos;
    if (rules == wtf8::NameRules::kNtfs) {
      separated = separated || bytes.find(':') != std::string_view::npos ||
                  bytes.find('\\') != std::string_view::npos;
    }
    for (const std::string_view p : kProtected) {
      const Wtf8View prot = Wtf8View::from_wtf8_unchecked(p);
      const bool same = wtf8::same_entry(v, prot, rules);
      FUZZ_CHECK(same == wtf8::same_entry(prot, v, rules), "same_entry symmetric: " + where);
      FUZZ_CHECK(same == (key == wtf8::name_key(prot, rules)), "same_entry vs keys: " + where);
      const bool alias = wtf8::is_alias_of(v, prot, rules);
      if (same && !separated) FUZZ_CHECK(alias, "same entry but not an alias: " + where);
    }
  }
}

// The name's '/'-separated pieces as the names of one directory.
void check_collisions(Wtf8View v, const std::string& ctx) {
  std::vector<Wtf8View> pieces;
  for (const Wtf8View piece : v.split('/')) pieces.push_back(piece);
  for (const wtf8::NameRules rules : kAllRules) {
    const std::string where = ctx + " rules " + std::to_string(static_cast<int>(rules));
    std::vector<Wtf8Buf> keys;
    for (const Wtf8View piece : pieces) keys.push_back(wtf8::name_key(piece, rules));
    // find_collisions: groups of equal keys, in input order, every such pair grouped.
    std::vector<int> group_of(pieces.size(), -1);
    const auto groups = wtf8::find_collisions(pieces, rules);
    for (std::size_t g = 0; g < groups.size(); ++g) {
      FUZZ_CHECK(groups[g].size() >= 2, "a group of one: " + where);
      for (std::size_t k = 0; k < groups[g].size(); ++k) {
        const std::size_t i = groups[g][k];
        FUZZ_CHECK(i < pieces.size() && group_of[i] == -1, "group index: " + where);
        group_of[i] = static_cast<int>(g);
        FUZZ_CHECK(keys[i] == keys[groups[g][0]], "group with different keys: " + where);
        if (k > 0) FUZZ_CHECK(i > groups[g][k - 1], "group not in input order: " + where);
      }
    }
    for (std::size_t i = 0; i < pieces.size(); ++i) {
      for (std::size_t j = i + 1; j < pieces.size(); ++j) {
        if (keys[i] == keys[j]) {
          FUZZ_CHECK(group_of[i] != -1 && group_of[i] == group_of[j],
                     "equal keys not grouped: " + where);
        }
      }
    }
    // NameSet: an earlier piece comes back exactly when one has the same key.
    wtf8::NameSet set(rules);
    for (std::size_t i = 0; i < pieces.size(); ++i) {
      bool earlier = false;
      for (std::size_t j = 0; j < i; ++j) earlier = earlier || keys[j] == keys[i];
      const std::optional<Wtf8View> hit = set.insert(pieces[i]);
      FUZZ_CHECK(hit.has_value() == earlier, "NameSet::insert: " + where);
      if (hit.has_value()) {
        FUZZ_CHECK(wtf8::name_key(*hit, rules) == keys[i],
                   "NameSet returned another entry: " + where);
        const Wtf8Buf unique = set.unique_name(pieces[i]);
        FUZZ_CHECK(!set.contains(unique), "unique_name is taken: " + where);
      }
    }
  }
}

void check_all(Wtf8View name, wtf8_fuzz::FuzzInput& in, Platforms platforms,
               const SanitizeOptions& options, const std::string& ctx) {
  check_name_of(name, platforms, options, ctx);
  check_keys(name, ctx);
  check_collisions(name, ctx);
  // A slice at two chosen boundaries (either may be mid 4-byte sequence).
  if (name.size() > 0) {
    std::size_t b = in.below(name.size() + 1);
    std::size_t e = in.below(name.size() + 1);
    if (b > e) std::swap(b, e);
    while (!name.is_boundary(b)) --b;
    while (!name.is_boundary(e)) ++e;
    check_name_of(name.slice(b, e), platforms, options, ctx + " slice");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  wtf8_fuzz::FuzzInput in(data, size);
  const Platforms platforms = static_cast<Platforms>(in.byte() & 7);
  const uint8_t choice = in.byte();
  SanitizeOptions options;
  options.replacement = kReplacements[choice % (sizeof(kReplacements) / sizeof(kReplacements[0]))];
  options.keep_extension = (choice & 0x80) == 0;
  const uint8_t max = in.byte();
  if (max < 64) options.max_bytes = max;  // otherwise no extra limit
  const std::size_t slice_bytes = 4;      // reserved for the slice choices, read after the name
  const std::string_view rest =
      in.take(in.remaining() > slice_bytes ? in.remaining() - slice_bytes : 0);
  const std::string ctx =
      wtf8_fuzz::hex(std::string_view(reinterpret_cast<const char*>(data), size));

  const Wtf8Buf posix = wtf8::os::from_posix_bytes(rest);
  check_all(posix, in, platforms, options, ctx + " posix");
  const Wtf8Buf lossy = Wtf8Buf::from_utf8_lossy(rest);
  check_all(lossy, in, platforms, options, ctx + " lossy");
  std::u16string units;
  for (std::size_t i = 0; i + 1 < rest.size(); i += 2) {
    units += static_cast<char16_t>(static_cast<uint8_t>(rest[i]) |
                                   (static_cast<uint8_t>(rest[i + 1]) << 8));
  }
  const Wtf8Buf utf16 = Wtf8Buf::from_utf16(units);
  check_all(utf16, in, platforms, options, ctx + " utf16");
  return 0;
}
