// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "wtf8/wtf8_view.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <functional>
#include <ostream>
#include <string>
#include <string_view>

#include "absl/hash/hash.h"
#include "absl/strings/str_format.h"
#include "src/core/validate.h"
#include "src/core/view_impl.h"
#include "src/internal/ascii.h"
#include "src/internal/errors.h"
#include "src/simd/kernels.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/wtf8_buf.h"

namespace wtf8 {

// Invariant (the three checked factories): the view is of bytes just validated, and well-formed
// UTF-8 and WTF-8 are well-formed OMG-WTF-8.
absl::StatusOr<Wtf8View> Wtf8View::from_wtf8(std::string_view bytes) {
  return internal::validated(bytes, internal::Flavor::kWtf8, "invalid WTF-8",
                             [bytes] { return Wtf8View(bytes.data(), bytes.size()); });
}

absl::StatusOr<Wtf8View> Wtf8View::from_utf8(std::string_view bytes) {
  return internal::validated(bytes, internal::Flavor::kUtf8, "invalid UTF-8",
                             [bytes] { return Wtf8View(bytes.data(), bytes.size()); });
}

absl::StatusOr<Wtf8View> Wtf8View::from_omg_wtf8(std::string_view bytes) {
  return internal::validated(bytes, internal::Flavor::kOmgWtf8, "invalid OMG-WTF-8",
                             [bytes] { return Wtf8View(bytes.data(), bytes.size()); });
}

Wtf8View Wtf8View::from_wtf8_unchecked(std::string_view bytes) noexcept {
#ifndef NDEBUG
  WTF8_CHECK(internal::validate(bytes, internal::Flavor::kOmgWtf8).ok(),
             "from_wtf8_unchecked: bytes are not well-formed OMG-WTF-8");
#endif
  return Wtf8View(bytes.data(), bytes.size());
}

bool is_well_formed_utf8(std::string_view bytes) noexcept {
  return internal::validate(bytes, internal::Flavor::kUtf8).ok();
}
bool is_well_formed_wtf8(std::string_view bytes) noexcept {
  return internal::validate(bytes, internal::Flavor::kWtf8).ok();
}
bool is_well_formed_omg_wtf8(std::string_view bytes) noexcept {
  return internal::validate(bytes, internal::Flavor::kOmgWtf8).ok();
}

namespace internal {
namespace {

// The canonical bytes of a view as three pieces: the head trail surrogate (or nothing), the
// middle, the tail lead surrogate (or nothing). Built from the one decomposition that equality
// and hashing use, so the three always agree.
struct CanonicalPieces {
  char head[4];
  char tail[4];
  std::string_view pieces[3];
};

void canonical_pieces(Wtf8View v, CanonicalPieces& out) {
  const Decomposition d = decompose(v.data(), v.size());
  std::size_t head_len = d.head_trail ? encode_code_point(d.head_trail, out.head) : 0;
  std::size_t tail_len = d.tail_lead ? encode_code_point(d.tail_lead, out.tail) : 0;
  out.pieces[0] = std::string_view(out.head, head_len);
  out.pieces[1] = d.middle;
  out.pieces[2] = std::string_view(out.tail, tail_len);
}

}  // namespace

bool view_equal(Wtf8View a, Wtf8View b) noexcept {
  if (a.size() != b.size()) return false;
  const Decomposition da = decompose(a.data(), a.size());
  const Decomposition db = decompose(b.data(), b.size());
  return da.head_trail == db.head_trail && da.tail_lead == db.tail_lead && da.middle == db.middle;
}

int view_compare(Wtf8View a, Wtf8View b) noexcept {
  // Generalized UTF-8 byte order is code point order, so compare the canonical bytes.
  CanonicalPieces pa, pb;
  canonical_pieces(a, pa);
  canonical_pieces(b, pb);
  std::size_t ia = 0, ib = 0;  // piece index
  std::size_t oa = 0, ob = 0;  // offset within the piece
  while (true) {
    while (ia < 3 && oa == pa.pieces[ia].size()) ++ia, oa = 0;
    while (ib < 3 && ob == pb.pieces[ib].size()) ++ib, ob = 0;
    if (ia == 3 || ib == 3) return (ia == 3 ? 0 : 1) - (ib == 3 ? 0 : 1);
    const std::size_t run = std::min(pa.pieces[ia].size() - oa, pb.pieces[ib].size() - ob);
    const int c = std::memcmp(pa.pieces[ia].data() + oa, pb.pieces[ib].data() + ob, run);
    if (c != 0) return c < 0 ? -1 : 1;
    oa += run;
    ob += run;
  }
}

bool view_is_ascii(Wtf8View v) noexcept {
  return std::all_of(v.data(), v.data() + v.size(),
                     [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

namespace {

// Offset of the first surrogate (either form), or npos.
std::size_t first_surrogate(Wtf8View v) {
  if (starts_with_split_trail(v.data(), v.size())) return 0;
  const std::size_t i = simd::active_kernels().find_surrogate(v.data(), v.size());
  if (i < v.size()) return i;
  if (ends_with_split_lead(v.data(), v.size())) return v.size() - 3;
  return Wtf8View::npos;
}

}  // namespace

bool view_is_utf8(Wtf8View v) noexcept { return first_surrogate(v) == Wtf8View::npos; }

absl::Status view_check_utf8(Wtf8View v) {
  const std::size_t i = first_surrogate(v);
  if (i == Wtf8View::npos) return absl::OkStatus();
  const uint32_t cp = code_point_at(v.data(), v.size(), i).code_point;
  return invalid_input_at("not convertible to UTF-8", absl::StrFormat("lone surrogate U+%04X", cp),
                          i);
}

absl::StatusOr<std::string> view_to_utf8(Wtf8View v) {
  if (absl::Status s = view_check_utf8(v); !s.ok()) return s;
  return std::string(v.as_bytes());
}

void replace_surrogates_in_place(char* bytes, std::size_t size) noexcept {
  simd::active_kernels().copy_utf8_lossy(bytes, size, bytes, /*stream=*/false);
}

std::string view_to_utf8_lossy(Wtf8View v) {
  std::string out;
  view_to_utf8_lossy_into(v, &out);
  return out;
}

void view_to_utf8_lossy_into(Wtf8View v, std::string* out_ptr) {
  std::string& out = *out_ptr;
  const char* const in = v.data();
  const std::size_t n = v.size();
  const simd::Kernels& k = simd::active_kernels();
  const std::less_equal<const char*> le;  // a total order, even across unrelated arrays
  const bool views_out = n != 0 && le(out.data(), in) && le(in, out.data() + out.capacity());
  if (views_out || out.size() < n) {
    // `v` views `out` itself (assign handles the overlap), or `out` would have to grow, which
    // zero-fills before the kernel could overwrite: copy, then replace in place.
    out.assign(in, n);
    k.copy_utf8_lossy(out.data(), n, out.data(), /*stream=*/false);
    return;
  }
  // Outputs this large leave the cache anyway: the kernel writes them around it, as memcpy
  // does, so that writing does not first read every output line from memory.
  constexpr std::size_t kStreamFrom = std::size_t{2} << 20;
  out.resize(n);
  k.copy_utf8_lossy(in, n, &out[0], n >= kStreamFrom);
}

std::size_t view_code_point_count(Wtf8View v) noexcept {
  return simd::active_kernels().code_point_count(v.data(), v.size());
}

std::size_t view_utf16_len(Wtf8View v) noexcept {
  return simd::active_kernels().utf16_length(v.data(), v.size());
}

bool view_eq_ignore_ascii_case(Wtf8View a, Wtf8View b) noexcept {
  if (a.size() != b.size()) return false;
  // ASCII bytes never take part in a surrogate's bytes, so the decompositions line up.
  const Decomposition da = decompose(a.data(), a.size());
  const Decomposition db = decompose(b.data(), b.size());
  if (da.head_trail != db.head_trail || da.tail_lead != db.tail_lead) return false;
  if (da.middle.size() != db.middle.size()) return false;
  return equal_ignoring_ascii_case(da.middle, db.middle);
}

std::string view_debug_string(Wtf8View v) {
  std::string out = "\"";
  out.reserve(v.size() + 2);
  for (const CodePoint cp : v.code_points()) {
    const uint32_t c = cp.value();
    switch (c) {
      case '\t':
        out += "\\t";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '"':
        out += "\\\"";
        break;
      case 0:
        out += "\\0";
        break;
      default:
        if (c < 0x20 || c == 0x7F || cp.is_surrogate()) {
          absl::StrAppendFormat(&out, "\\u{%x}", c);
        } else {
          char buf[4];
          out.append(buf, encode_code_point(c, buf));
        }
    }
  }
  out += '"';
  return out;
}

std::size_t view_hash(Wtf8View v) noexcept { return absl::HashOf(v); }

}  // namespace internal

// ---- Wtf8View members defined out of line -------------------------------------------------------

bool Wtf8View::is_ascii() const noexcept { return internal::view_is_ascii(*this); }
bool Wtf8View::is_utf8() const noexcept { return internal::view_is_utf8(*this); }
std::size_t Wtf8View::code_point_count() const noexcept {
  return internal::view_code_point_count(*this);
}
std::size_t Wtf8View::utf16_len() const noexcept { return internal::view_utf16_len(*this); }
std::u16string Wtf8View::to_utf16() const { return internal::view_to_utf16(*this); }
void Wtf8View::to_utf16(std::u16string* out) const { internal::view_to_utf16_into(*this, out); }
std::u32string Wtf8View::to_utf32() const { return internal::view_to_utf32(*this); }
void Wtf8View::to_utf32(std::u32string* out) const { internal::view_to_utf32_into(*this, out); }
std::wstring Wtf8View::to_wide() const { return internal::view_to_wide(*this); }
absl::StatusOr<std::string> Wtf8View::to_utf8() const { return internal::view_to_utf8(*this); }
std::string Wtf8View::to_utf8_lossy() const { return internal::view_to_utf8_lossy(*this); }
void Wtf8View::to_utf8_lossy(std::string* out) const {
  internal::view_to_utf8_lossy_into(*this, out);
}
std::string Wtf8View::debug_string() const { return internal::view_debug_string(*this); }

bool Wtf8View::eq_ignore_ascii_case_view(Wtf8View other) const noexcept {
  return internal::view_eq_ignore_ascii_case(*this, other);
}

Wtf8Buf Wtf8View::to_buf() const {
  Wtf8Buf out;
  out.append(*this);
  return out;
}

Wtf8Buf Wtf8View::to_ascii_lowercase() const {
  Wtf8Buf out = to_buf();
  out.make_ascii_lowercase();
  return out;
}

Wtf8Buf Wtf8View::to_ascii_uppercase() const {
  Wtf8Buf out = to_buf();
  out.make_ascii_uppercase();
  return out;
}

void PrintTo(Wtf8View v, std::ostream* os) { *os << v.debug_string(); }

}  // namespace wtf8
