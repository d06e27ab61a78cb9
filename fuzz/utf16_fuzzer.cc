// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Fuzz target: UTF-16 <-> WTF-8 (WTF-8 §6.3) and what is computed from the code points. The fuzz
// bytes are read as UTF-16 code units (first byte: where to cut them in two); then
//   - `from_utf16` gives well-formed WTF-8 and `to_utf16` gives the units back (lossless);
//   - converting the halves and concatenating (`+`, `append`, `+=`) == converting the whole;
//   - `utf16_len`, `code_point_count`, forward and backward iteration, `code_point_indices`,
//     `front`/`back`, `to_utf8`/`to_utf8_lossy`, `from_wide`/`to_wide`, and `push`-ing the code
//     points one by one all agree with a plain decoding of the units written here.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "fuzz/fuzz_util.h"
#include "wtf8/code_point.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace {

using wtf8::CodePoint;
using wtf8::Wtf8Buf;
using wtf8::Wtf8View;

bool is_lead(char16_t u) { return u >= 0xD800 && u <= 0xDBFF; }
bool is_trail(char16_t u) { return u >= 0xDC00 && u <= 0xDFFF; }

// The code points of potentially ill-formed UTF-16: a lead followed by a trail is one
// supplementary code point, every other unit is itself.
std::vector<uint32_t> decode(const std::u16string& u) {
  std::vector<uint32_t> out;
  for (std::size_t i = 0; i < u.size(); ++i) {
    if (is_lead(u[i]) && i + 1 < u.size() && is_trail(u[i + 1])) {
      out.push_back(0x10000 + ((u[i] - 0xD800u) << 10) + (u[i + 1] - 0xDC00u));
      ++i;
    } else {
      out.push_back(u[i]);
    }
  }
  return out;
}

// UTF-8 of the code points, surrogates as U+FFFD (WTF-8 §6.4 lossy conversion).
std::string lossy_utf8(const std::vector<uint32_t>& cps) {
  std::string out;
  for (uint32_t c : cps) {
    if (c >= 0xD800 && c <= 0xDFFF) c = 0xFFFD;
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else if (c < 0x800) {
      out += static_cast<char>(0xC0 | (c >> 6));
      out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
      out += static_cast<char>(0xE0 | (c >> 12));
      out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (c >> 18));
      out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (c & 0x3F));
    }
  }
  return out;
}

std::string show(const std::u16string& u) {
  std::string out;
  for (char16_t c : u) {
    static const char kDigits[] = "0123456789ABCDEF";
    if (!out.empty()) out += ' ';
    for (int shift = 12; shift >= 0; shift -= 4) out += kDigits[(c >> shift) & 15];
  }
  return "units [" + out + "]";
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  wtf8_fuzz::FuzzInput in(data, size);
  const std::size_t cut_choice = in.byte();
  const std::string_view raw = in.rest();
  std::u16string u;
  for (std::size_t i = 0; i + 1 < raw.size(); i += 2) {
    u += static_cast<char16_t>(static_cast<unsigned char>(raw[i]) |
                               (static_cast<unsigned char>(raw[i + 1]) << 8));
  }
  const std::string ctx = show(u);
  const std::size_t cut = cut_choice % (u.size() + 1);

  const Wtf8Buf s = Wtf8Buf::from_utf16(u);
  FUZZ_CHECK(wtf8::is_well_formed_wtf8(s.as_bytes()), "from_utf16 not WTF-8 " + ctx);
  FUZZ_CHECK(s.to_utf16() == u, "round trip " + ctx);
  FUZZ_CHECK(s.utf16_len() == u.size(), "utf16_len " + ctx);

  // Concatenation of converted halves == conversion of the whole, in every spelling.
  const Wtf8Buf a = Wtf8Buf::from_utf16(u.substr(0, cut));
  const Wtf8Buf b = Wtf8Buf::from_utf16(u.substr(cut));
  FUZZ_CHECK((a + b).as_bytes() == s.as_bytes(), "a + b at " + std::to_string(cut) + " " + ctx);
  FUZZ_CHECK((a.as_view() + b.as_view()).as_bytes() == s.as_bytes(), "view + view " + ctx);
  Wtf8Buf appended = a;
  appended.append(b);
  FUZZ_CHECK(appended.as_bytes() == s.as_bytes(), "append " + ctx);
  Wtf8Buf self = s;  // appending a string to itself
  self += self;
  FUZZ_CHECK(self.as_bytes() == Wtf8Buf::from_utf16(u + u).as_bytes(), "s += s " + ctx);

  // Code points, forwards and backwards, with offsets.
  const std::vector<uint32_t> cps = decode(u);
  FUZZ_CHECK(s.code_point_count() == cps.size(), "code_point_count " + ctx);
  std::vector<uint32_t> forward;
  std::size_t expected_offset = 0;
  for (const auto& [offset, cp] : s.code_point_indices()) {
    FUZZ_CHECK(offset == expected_offset, "code_point_indices offset " + ctx);
    FUZZ_CHECK(s.is_boundary(offset), "offset is not a boundary " + ctx);
    expected_offset += cp.wtf8_len();
    forward.push_back(cp.value());
  }
  FUZZ_CHECK(expected_offset == s.size(), "code points do not cover the bytes " + ctx);
  FUZZ_CHECK(forward == cps, "forward iteration " + ctx);
  std::vector<uint32_t> backward;
  const auto range = s.code_points();
  for (auto it = range.end(); it != range.begin();) {
    --it;
    backward.push_back(it->value());
  }
  FUZZ_CHECK(std::vector<uint32_t>(backward.rbegin(), backward.rend()) == cps,
             "backward iteration " + ctx);
  FUZZ_CHECK(s.front().has_value() == !cps.empty() && s.back().has_value() == !cps.empty(),
             "front/back presence " + ctx);
  if (!cps.empty()) {
    FUZZ_CHECK(s.front()->value() == cps.front() && s.back()->value() == cps.back(),
               "front/back " + ctx);
  }

  // Building from the code points gives the same string (lead + trail join, as in UTF-16).
  Wtf8Buf pushed;
  for (uint32_t c : cps) pushed.push(CodePoint::from_u32_unchecked(c));
  FUZZ_CHECK(pushed.as_bytes() == s.as_bytes(), "push " + ctx);

  // Conversions out.
  bool has_surrogate = false;
  for (uint32_t c : cps) has_surrogate |= c >= 0xD800 && c <= 0xDFFF;
  FUZZ_CHECK(s.is_utf8() == !has_surrogate, "is_utf8 " + ctx);
  FUZZ_CHECK(s.to_utf8().ok() == !has_surrogate, "to_utf8 " + ctx);
  FUZZ_CHECK(s.to_utf8_lossy() == lossy_utf8(cps), "to_utf8_lossy " + ctx);
  FUZZ_CHECK(!has_surrogate || !s.to_utf8().ok(), "to_utf8 accepted a surrogate " + ctx);
  const std::wstring wide = s.to_wide();
  FUZZ_CHECK(Wtf8Buf::from_wide(wide).as_bytes() == s.as_bytes(), "wide round trip " + ctx);

  // An OMG slice at the unit cut (possibly between the halves of a pair) converts to exactly the
  // units on each side.
  std::size_t at = 0;
  for (std::size_t i = 0; i < cut; ++i) {
    const bool pair_start = is_lead(u[i]) && i + 1 < u.size() && is_trail(u[i + 1]);
    at += pair_start ? 2 : (u[i] < 0x80 ? 1 : u[i] < 0x800 ? 2 : 3);
    if (pair_start && i + 1 < cut) {
      at += 2;
      ++i;
    }
  }
  FUZZ_CHECK(s.is_boundary(at), "unit cut " + std::to_string(at) + " is no boundary " + ctx);
  FUZZ_CHECK(
      s.slice_to(at).to_utf16() == u.substr(0, cut) && s.slice_from(at).to_utf16() == u.substr(cut),
      "slice at the unit cut " + ctx);
  FUZZ_CHECK(s.slice_to(at) + s.slice_from(at) == s, "slices re-join " + ctx);
  return 0;
}
