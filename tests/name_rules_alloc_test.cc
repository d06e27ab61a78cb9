// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// same_entry allocates nothing for ASCII names (it compares them on the fly), nor for other names
// whose keys fit its stack buffers, and is_alias_of and NameSet::find none for ASCII names
// either. A counting global operator new (this test binary's own) checks it.

#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <new>
#include <string>

#include "gtest/gtest.h"
#include "wtf8/name_rules.h"
#include "wtf8/wtf8.h"

namespace {
std::atomic<long> g_allocations{0};
}  // namespace

void* operator new(std::size_t n) {
  g_allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(n == 0 ? 1 : n)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace {

using wtf8::NameRules;
using wtf8::Wtf8View;

constexpr NameRules kAllRules[] = {NameRules::kExact, NameRules::kNtfs, NameRules::kHfsPlus,
                                   NameRules::kApfs, NameRules::kLinuxCasefold};

// Runs `f` and returns how many allocations it made.
template <typename F>
long allocations_of(F&& f) {
  const long before = g_allocations.load();
  f();
  return g_allocations.load() - before;
}

TEST(NameRulesAllocTest, SameEntryOfAsciiNamesAllocatesNothing) {
  // Long enough that any std::string copy would allocate.
  const std::string a = "Some Long Directory Name.tar.gz::$DATA";
  const std::string b = "SOME long directory name.TAR.GZ. . ";
  const Wtf8View va = *Wtf8View::from_utf8(a);
  const Wtf8View vb = *Wtf8View::from_utf8(b);
  for (const NameRules r : kAllRules) {
    bool same = false;
    EXPECT_EQ(allocations_of([&] { same = wtf8::same_entry(va, vb, r); }), 0) << int(r);
    EXPECT_EQ(same, r == NameRules::kNtfs) << int(r);
    EXPECT_EQ(allocations_of([&] { same = wtf8::same_entry(vb, vb, r); }), 0) << int(r);
    EXPECT_TRUE(same);
  }
}

TEST(NameRulesAllocTest, SameEntryOfShortOtherNamesAllocatesNothing) {
  const std::string a =
      "Stra\xC3\x9F"
      "e \xE6\x97\xA5\xE6\x9C\xAC \xF0\x9F\x98\x80 Caf\xC3\xA9";
  const std::string b = "STRASSE \xE6\x97\xA5\xE6\x9C\xAC \xF0\x9F\x98\x80 cafe\xCC\x81";
  const Wtf8View va = *Wtf8View::from_utf8(a);
  const Wtf8View vb = *Wtf8View::from_utf8(b);
  for (const NameRules r : kAllRules) {
    bool same = false;
    EXPECT_EQ(allocations_of([&] { same = wtf8::same_entry(va, vb, r); }), 0) << int(r);
    EXPECT_EQ(same, r == NameRules::kApfs || r == NameRules::kLinuxCasefold) << int(r);
  }
}

TEST(NameRulesAllocTest, IsAliasOfAndFindOfAsciiNamesAllocateNothing) {
  const Wtf8View name = *Wtf8View::from_utf8("GITMOD~1");
  const Wtf8View dotfile = *Wtf8View::from_utf8(".gitmodules");
  bool alias = false;
  EXPECT_EQ(allocations_of([&] { alias = wtf8::is_alias_of(name, dotfile, NameRules::kNtfs); }), 0);
  EXPECT_TRUE(alias);
  EXPECT_EQ(allocations_of([&] {
              alias = wtf8::is_alias_of(*Wtf8View::from_utf8("GI7E~100 . :x"), dotfile,
                                        NameRules::kNtfs);
            }),
            0);
  EXPECT_TRUE(alias);
  EXPECT_EQ(allocations_of([&] {
              alias = wtf8::is_alias_of(*Wtf8View::from_utf8(".G\xE2\x80\x8CIT"),
                                        *Wtf8View::from_utf8(".git"), NameRules::kHfsPlus);
            }),
            0);
  EXPECT_TRUE(alias);
  wtf8::NameSet set(NameRules::kNtfs);
  set.insert(*Wtf8View::from_utf8("A rather long file name.txt"));
  std::optional<Wtf8View> found;
  EXPECT_EQ(allocations_of(
                [&] { found = set.find(*Wtf8View::from_utf8("A RATHER LONG FILE NAME.TXT.")); }),
            0);
  EXPECT_TRUE(found.has_value());
}

TEST(NameRulesAllocTest, NameKeyAllocatesOnlyItsResult) {
  const Wtf8View name = *Wtf8View::from_utf8("A name longer than the small-string buffer");
  for (const NameRules r : kAllRules) {
    EXPECT_LE(allocations_of([&] {
                const wtf8::Wtf8Buf key = wtf8::name_key(name, r);
                EXPECT_EQ(key.size(), name.size());
              }),
              1)
        << int(r);
  }
}

}  // namespace
