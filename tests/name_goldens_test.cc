// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8::name_key against the file systems' own code: tests/testdata/names/*_golden.txt hold what
// Linux 6.1's fs/unicode (casefold) and fs/hfsplus, linux-apfs-rw's unicode.c and libntfs-3g's
// upcase table answer for every code point and for random names
// (tests/testdata/names/gen_name_goldens.py built and ran them; CI stage 15-name-tables runs it
// again). Every code point of each oracle's range is checked: one listed in a golden file must
// have that key, any other must be its own key.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "wtf8/name_rules.h"
#include "wtf8/wtf8.h"

namespace {

using wtf8::NameRules;
using wtf8::Wtf8Buf;

struct Golden {
  std::map<uint32_t, std::string> cp_keys;  // code point -> key (dotted hex, "-", "!")
  std::vector<std::pair<std::string, std::string>> names;  // name -> key (dotted hex)
  std::string hangul_digest;  // FNV-1a of the Hangul syllables' cp lines
};

Golden read_golden(const std::string& file) {
  std::ifstream in("tests/testdata/names/" + file);
  EXPECT_TRUE(in.good()) << file;
  Golden g;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string kind, what, key;
    fields >> kind >> what >> key;
    if (kind == "cp") {
      const std::size_t dots = what.find("..");
      const uint32_t first = std::stoul(what.substr(0, dots), nullptr, 16);
      const uint32_t last =
          dots == std::string::npos ? first : std::stoul(what.substr(dots + 2), nullptr, 16);
      for (uint32_t cp = first; cp <= last; ++cp) g.cp_keys[cp] = key;
    } else if (kind == "name") {
      g.names.emplace_back(what, key);
    } else if (kind == "digest") {
      g.hangul_digest = key;
    }
  }
  return g;
}

std::vector<uint32_t> parse_dotted(const std::string& text) {
  std::vector<uint32_t> out;
  if (text == "-") return out;
  std::istringstream in(text);
  std::string part;
  while (std::getline(in, part, '.')) out.push_back(std::stoul(part, nullptr, 16));
  return out;
}

std::string dotted(const std::vector<uint32_t>& values) {
  if (values.empty()) return "-";
  std::string out;
  char buf[16];
  for (const uint32_t v : values) {
    std::snprintf(buf, sizeof buf, out.empty() ? "%04X" : ".%04X", v);
    out += buf;
  }
  return out;
}

Wtf8Buf from_code_points(const std::vector<uint32_t>& cps) {
  Wtf8Buf out;
  for (const uint32_t cp : cps) out.push(wtf8::CodePoint::from_u32(cp).value());
  return out;
}

// The key as the golden files write it: code points, or (HFS+) UTF-16 units.
std::string key_text(const Wtf8Buf& key, bool units) {
  std::vector<uint32_t> values;
  if (units) {
    for (const char16_t u : key.to_utf16()) values.push_back(u);
  } else {
    for (const wtf8::CodePoint c : key.code_points()) values.push_back(c.value());
  }
  return dotted(values);
}

uint64_t fnv1a64(const std::string& text) {
  uint64_t h = 0xCBF29CE484222325ull;
  for (const unsigned char c : text) h = (h ^ c) * 0x100000001B3ull;
  return h;
}

struct Counts {
  std::size_t code_points = 0;
  std::size_t changed = 0;
  std::size_t names = 0;
  std::size_t refused = 0;
};

// Checks every code point in [1, limit) but the surrogates, and the random names.
Counts check_rule(const std::string& file, NameRules rules, uint32_t limit, bool units) {
  const Golden g = read_golden(file);
  Counts counts;
  std::string hangul;
  int failures = 0;
  for (uint32_t cp = 1; cp < limit; ++cp) {
    if (cp >= 0xD800 && cp <= 0xDFFF) continue;
    const std::string got = key_text(wtf8::name_key(from_code_points({cp}), rules), units);
    ++counts.code_points;
    if (cp >= 0xAC00 && cp <= 0xD7A3) {
      char buf[16];
      std::snprintf(buf, sizeof buf, "cp %04X ", cp);
      hangul += buf + got + "\n";
      continue;
    }
    const auto it = g.cp_keys.find(cp);
    std::string want = it == g.cp_keys.end() ? dotted({cp}) : it->second;
    if (want == "!") {
      ++counts.refused;
      continue;
    }
    if (it != g.cp_keys.end()) ++counts.changed;
    if (got != want && ++failures <= 20) {
      ADD_FAILURE() << file << ": U+" << std::hex << cp << " has key " << got
                    << ", the oracle's is " << want;
    }
  }
  char digest[32];
  std::snprintf(digest, sizeof digest, "%016llx", static_cast<unsigned long long>(fnv1a64(hangul)));
  EXPECT_EQ(digest, g.hangul_digest) << file << ": the Hangul syllables' keys";
  for (const auto& [name, want] : g.names) {
    if (want == "!") {
      ++counts.refused;
      continue;
    }
    ++counts.names;
    const std::string got =
        key_text(wtf8::name_key(from_code_points(parse_dotted(name)), rules), units);
    if (got != want && ++failures <= 40) {
      ADD_FAILURE() << file << ": name " << name << " has key " << got << ", the oracle's is "
                    << want;
    }
  }
  EXPECT_GT(counts.names, 1000u) << file;
  std::cout << file << ": " << counts.code_points << " code points (" << counts.changed
            << " with a key of their own), " << counts.names << " random names, " << counts.refused
            << " the oracle cannot answer\n";
  return counts;
}

TEST(NameGoldensTest, LinuxCasefoldAgreesWithFsUnicode) {
  const Counts c =
      check_rule("linux_casefold_golden.txt", NameRules::kLinuxCasefold, 0x110000, false);
  EXPECT_EQ(c.refused, 0u);
}

TEST(NameGoldensTest, HfsPlusAgreesWithTheHfsplusDriver) {
  const Counts c = check_rule("hfsplus_golden.txt", NameRules::kHfsPlus, 0x10000, true);
  EXPECT_EQ(c.refused, 0u);
}

TEST(NameGoldensTest, ApfsAgreesWithLinuxApfsRw) {
  // The driver's tries index 20 bits (plane 16 would alias planes 0 and 1), and it cannot answer
  // names where one character's folded decomposition puts a starter after a mark (U+1F80 ...):
  // those are left to name_rules_test (Ypogegrammeni).
  const Counts c = check_rule("apfs_golden.txt", NameRules::kApfs, 0x100000, false);
  EXPECT_LT(c.refused, 300u);
}

TEST(NameGoldensTest, NtfsUpcaseTableIsLibntfs3gs) {
  std::ifstream in("tests/testdata/names/ntfs_upcase_golden.txt");
  ASSERT_TRUE(in.good());
  std::map<uint32_t, uint32_t> upper;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string kind, unit, value;
    fields >> kind >> unit >> value;
    upper[std::stoul(unit, nullptr, 16)] = std::stoul(value, nullptr, 16);
  }
  EXPECT_EQ(upper.size(), 973u);
  int failures = 0;
  for (uint32_t u = 0; u < 0x10000; ++u) {
    const Wtf8Buf name = Wtf8Buf::from_utf16(std::u16string(1, static_cast<char16_t>(u)));
    const std::u16string got = wtf8::name_key(name, NameRules::kNtfs).to_utf16();
    const auto it = upper.find(u);
    const char16_t want = static_cast<char16_t>(it == upper.end() ? u : it->second);
    if ((got.size() != 1 || got[0] != want) && ++failures <= 20) {
      ADD_FAILURE() << "unit " << std::hex << u << ": key " << std::hex
                    << (got.empty() ? 0u : static_cast<unsigned>(got[0])) << ", libntfs-3g "
                    << static_cast<unsigned>(want);
    }
  }
}

}  // namespace
