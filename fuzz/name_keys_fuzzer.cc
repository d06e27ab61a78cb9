// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Fuzz target: file-name keys (wtf8/name_rules.h). The first byte picks how the rest becomes two
// names a and b (even: UTF-16 units, little-endian pairs, so lone surrogates anywhere; odd: POSIX
// bytes, so PEP 383 escapes and any UTF-8), the second where the rest is cut between them. For
// every NameRules value:
//   - name_key never fails and gives canonical WTF-8, equal to the plain model's
//     (tests/reference/name_key_model.h), also for an OMG slice of a with split surrogate halves;
//   - same_entry(a, b) == (name_key(a) == name_key(b)) == same_entry(b, a);
//   - APFS and exact keys are their own keys (NFD of the case folding is stable); Linux casefold
//     keys are too whenever no combining mark follows a removed default-ignorable code point
//     (the removal comes after the reordering, so marks on both sides of it keep their order);
//   - is_alias_of never fails, and holds whenever the names are one entry and a has no
//     separator (`/`; for NTFS also `\` and `:`);
//   - NameSet::insert(b) after insert(a) returns a exactly when they are one entry, find_collisions
//     agrees, and unique_name(b) is never the same entry as a.
// Inputs are copied to allocations of exactly their size, so ASan sees any read past a name.

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/fuzz_util.h"
#include "tests/reference/name_key_model.h"
#include "wtf8/name_rules.h"
#include "wtf8/os.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace {

using wtf8::NameRules;
using wtf8::Wtf8Buf;
using wtf8::Wtf8View;

constexpr NameRules kAllRules[] = {NameRules::kExact, NameRules::kNtfs, NameRules::kHfsPlus,
                                   NameRules::kApfs, NameRules::kLinuxCasefold};

Wtf8Buf name_from(std::string_view bytes, bool utf16) {
  if (!utf16) return wtf8::os::from_posix_bytes(bytes);
  std::u16string units;
  for (std::size_t i = 0; i + 1 < bytes.size(); i += 2) {
    units += static_cast<char16_t>(static_cast<uint8_t>(bytes[i]) |
                                   static_cast<uint8_t>(bytes[i + 1]) << 8);
  }
  return Wtf8Buf::from_utf16(units);
}

bool has_separator(const Wtf8Buf& name, NameRules r) {
  return name.as_bytes().find_first_of(r == NameRules::kNtfs ? "/\\:" : "/") !=
         std::string_view::npos;
}

// Whether `name` holds a code point Linux casefold removes (Default_Ignorable_Code_Point of 12.1).
bool has_linux_ignorable(const Wtf8Buf& name) {
  for (const wtf8::CodePoint c : name.code_points()) {
    if (wtf8_test::name_model::fold_info(c.value(), /*linux=*/true).ignorable) return true;
  }
  return false;
}

void check_rules(const Wtf8View a_view, const Wtf8Buf& a, const Wtf8Buf& b,
                 const std::string& ctx) {
  for (const NameRules r : kAllRules) {
    const std::string rc = ctx + " rules " + std::to_string(static_cast<int>(r));
    const Wtf8Buf ka = wtf8::name_key(a, r);
    const Wtf8Buf kb = wtf8::name_key(b, r);
    FUZZ_CHECK(wtf8::is_well_formed_wtf8(ka.as_bytes()) && ka.is_canonical(), "key form " + rc);
    FUZZ_CHECK(ka == wtf8_test::model_name_key(a, r), "key vs model " + rc);
    FUZZ_CHECK(kb == wtf8_test::model_name_key(b, r), "key of b vs model " + rc);
    FUZZ_CHECK(wtf8::name_key(a_view, r) == wtf8::name_key(a_view.to_buf(), r), "slice " + rc);
    const bool same = wtf8::same_entry(a, b, r);
    FUZZ_CHECK(same == (ka == kb), "same_entry vs keys " + rc);
    FUZZ_CHECK(wtf8::same_entry(b, a, r) == same, "symmetry " + rc);
    FUZZ_CHECK(wtf8::same_entry(a_view, a_view.to_buf(), r), "slice same_entry " + rc);
    if (r == NameRules::kApfs || r == NameRules::kExact ||
        (r == NameRules::kLinuxCasefold && !has_linux_ignorable(a))) {
      FUZZ_CHECK(wtf8::name_key(ka, r) == ka, "key of a key " + rc);
    }
    if (r == NameRules::kLinuxCasefold) {
      // A key holds no ignorable, so from the second application on the key is stable.
      const Wtf8Buf kka = wtf8::name_key(ka, r);
      FUZZ_CHECK(wtf8::name_key(kka, r) == kka, "key of a key of a key " + rc);
    }
    const bool alias = wtf8::is_alias_of(a, b, r);
    FUZZ_CHECK(!same || has_separator(a, r) || alias, "alias when one entry " + rc);
    wtf8::NameSet set(r);
    FUZZ_CHECK(!set.insert(a).has_value(), "insert into empty " + rc);
    const std::optional<Wtf8View> earlier = set.insert(b);
    FUZZ_CHECK(earlier.has_value() == same && (!same || *earlier == a), "insert " + rc);
    const std::vector<Wtf8View> both = {a, b};
    FUZZ_CHECK(wtf8::find_collisions(both, r).empty() != same, "find_collisions " + rc);
    wtf8::NameSet one(r);
    one.insert(a);
    const Wtf8Buf unique = one.unique_name(b);
    FUZZ_CHECK(!wtf8::same_entry(unique, a, r), "unique_name " + rc);
    FUZZ_CHECK(same || unique == b, "unique_name of a free name " + rc);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  wtf8_fuzz::FuzzInput in(data, size);
  const bool utf16 = (in.byte() & 1) == 0;
  const std::size_t cut_at = in.byte();
  const std::string_view rest = in.rest();
  const std::size_t cut = rest.empty() ? 0 : cut_at % (rest.size() + 1);
  const std::string ctx =
      wtf8_fuzz::hex(std::string_view(reinterpret_cast<const char*>(data), size));
  const Wtf8Buf a = name_from(rest.substr(0, cut), utf16);
  const Wtf8Buf b = name_from(rest.substr(cut), utf16);
  // a in an allocation of exactly its size, and an OMG slice of it (split halves allowed).
  const std::size_t n = a.size();
  const std::unique_ptr<char[]> exact(new char[n == 0 ? 1 : n]);
  if (n != 0) std::memcpy(exact.get(), a.data(), n);
  const Wtf8View whole = Wtf8View::from_wtf8_unchecked(std::string_view(exact.get(), n));
  std::size_t begin = n == 0 ? 0 : (cut_at * 7) % (n + 1);
  std::size_t end = n == 0 ? 0 : n - (cut_at * 13) % (n + 1 - begin);
  while (begin > 0 && !whole.is_boundary(begin)) --begin;
  while (end < n && !whole.is_boundary(end)) ++end;
  const Wtf8View slice = whole.slice(begin, end < begin ? begin : end);
  check_rules(slice, a, b, ctx);
  return 0;
}
