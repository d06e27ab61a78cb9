// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Conversions between WTF-8 and potentially ill-formed UTF-16 (WTF-8 §6.3), and wchar_t.

#include <cstring>
#include <cwchar>
#include <string>
#include <string_view>

#include "src/core/view_impl.h"
#include "src/simd/kernels.h"
#include "src/simd/scalar.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

// Writes the WTF-8 of potentially ill-formed UTF-16 (WTF-8 §4.2 then §6.1) to `out` after its
// first `keep` bytes, in chunks never cut between a lead and a trail surrogate. With `in_place`,
// the bytes `out` already holds past `keep` are overwritten: a chunk is converted straight into
// them while they have room for the kernel's worst case (3 bytes a unit), otherwise through a
// small stack buffer; once the output outgrows them, the rest is appended. Without it, every
// chunk is appended from the stack buffer (the caller reserved the exact length), so nothing is
// zero-filled and then overwritten.
void convert_utf16_chunks(const char16_t* units, std::size_t n, std::size_t keep, bool in_place,
                          std::string* out) {
  const internal::simd::Kernels& k = internal::simd::active_kernels();
  constexpr std::size_t kChunk = 4096;  // units; at most 3 bytes each
  char buf[3 * kChunk];
  const std::size_t room = in_place ? out->size() - keep : 0;
  std::size_t written = 0;
  std::size_t i = 0;
  while (i < n) {
    std::size_t end = n - i > kChunk ? i + kChunk : n;
    if (end < n && internal::is_lead_surrogate(units[end - 1])) --end;
    const bool direct = in_place && room - written >= 3 * (end - i);
    char* const target = direct ? &(*out)[keep + written] : buf;
    const internal::simd::Progress fast = k.from_utf16(units + i, end - i, target);
    const internal::simd::Progress tail = internal::simd::scalar::from_utf16(
        units + i + fast.read, end - i - fast.read, target + fast.written);
    // Invariant: the kernels and the scalar code stop only where no pair is cut (kernels.h), so
    // the pieces concatenate to the WTF-8 of units[i, end).
    const std::size_t bytes = fast.written + tail.written;
    if (in_place && !direct) {
      if (room - written >= bytes) {
        std::memcpy(&(*out)[keep + written], buf, bytes);
      } else {
        out->resize(keep + written);  // outgrown: append from here on
        in_place = false;
      }
    }
    if (!in_place) out->append(buf, bytes);
    written += bytes;
    i = end;
  }
  if (in_place) out->resize(keep + written);
}

// Writes the WTF-8 of potentially ill-formed UTF-16 to `out` after its first `keep` bytes; `out`
// must not end (at `keep`) with a lead surrogate when the input starts with a trail surrogate
// (the caller joins those). No 3x buffer is kept: a reused buffer that already holds at least
// one byte per unit past `keep` (every unit gives at least one) is overwritten in place, with no
// length pass; otherwise the output is reserved exactly from a length pass and appended.
void write_wtf8_of_utf16(const char16_t* units, std::size_t n, std::size_t keep,
                         std::string* out) {
  if (out->size() - keep >= n && n != 0) {
    convert_utf16_chunks(units, n, keep, /*in_place=*/true, out);
    return;
  }
  const std::size_t len = internal::simd::active_kernels().wtf8_length_of_utf16(units, n);
  out->resize(keep);
  out->reserve(keep + len);
  convert_utf16_chunks(units, n, keep, /*in_place=*/false, out);
}

void append_wtf8_of_utf16(const char16_t* units, std::size_t n, std::string* out) {
  write_wtf8_of_utf16(units, n, out->size(), out);
}

template <typename Unit>
const char16_t* as_char16(const Unit* p) {
  static_assert(sizeof(Unit) == 2, "16-bit units only");
  return reinterpret_cast<const char16_t*>(p);
}

}  // namespace

Wtf8Buf Wtf8Buf::from_utf16(std::u16string_view utf16) {
  Wtf8Buf out;
  out.assign_from_utf16(utf16);
  return out;
}

void Wtf8Buf::assign_from_utf16(std::u16string_view utf16) {
  write_wtf8_of_utf16(utf16.data(), utf16.size(), 0, &bytes_);
}

void Wtf8Buf::append_utf16(std::u16string_view utf16) {
  if (!utf16.empty() && internal::is_trail_surrogate(utf16[0])) {
    // WTF-8 §6.5: a trailing lead surrogate joins this leading trail surrogate (push does it).
    push(CodePoint::from_u32_unchecked(utf16[0]));
    utf16.remove_prefix(1);
  }
  append_wtf8_of_utf16(utf16.data(), utf16.size(), &bytes_);
}

Wtf8Buf Wtf8Buf::from_wide(std::wstring_view wide) {
  if constexpr (sizeof(wchar_t) == 2) {
    Wtf8Buf out;
    append_wtf8_of_utf16(as_char16(wide.data()), wide.size(), &out.bytes_);
    return out;
  } else {
    // 32-bit wchar_t holds code points. Surrogate units still pair up, as they would in the
    // UTF-16 the string may have come from; a value past U+10FFFF cannot be stored and becomes
    // U+FFFD (documented in the header).
    Wtf8Buf out;
    out.reserve(wide.size());
    for (wchar_t w : wide) {
      const uint32_t u = static_cast<uint32_t>(w);
      out.push(CodePoint::from_u32(u).value_or(
          CodePoint::from_u32_unchecked(internal::kReplacementCharacter)));
    }
    return out;
  }
}

namespace internal {
namespace {

// WTF-8 §6.2 (decode) then §4.1 (encode to potentially ill-formed UTF-16), fused. Split
// surrogates at the ends decode to their code units; the middle goes through the kernels, in
// chunks. With `in_place`, the units `out` already holds are overwritten (a chunk converted
// straight into them while they have room for the kernel's worst case, a unit per byte); once
// the output outgrows them, the rest is appended. Without it, the output is reserved exactly
// (a length pass) and appended from a stack buffer, so nothing is zero-filled and then
// overwritten.
template <typename String>
void write_utf16_of_view(Wtf8View v, String* out, bool in_place) {
  using Unit = typename String::value_type;
  const char* d = v.data();
  std::size_t n = v.size();
  const std::size_t room = in_place ? out->size() : 0;
  if (!in_place) out->reserve(out->size() + v.utf16_len());
  std::size_t written = 0;
  const auto put = [&](const char16_t* units, std::size_t count) {
    if (in_place && room - written < count) {
      out->resize(written);  // outgrown: append from here on
      in_place = false;
    }
    if (in_place) {
      for (std::size_t k = 0; k < count; ++k) (*out)[written + k] = static_cast<Unit>(units[k]);
    } else if constexpr (sizeof(Unit) == sizeof(char16_t)) {
      out->append(reinterpret_cast<const Unit*>(units), count);
    } else {
      out->append(units, units + count);
    }
    written += count;
  };
  const bool split_head = starts_with_split_trail(d, n);
  const bool split_tail = n >= 3 && ends_with_split_lead(d, n);
  if (split_head) {
    const char16_t unit = static_cast<char16_t>(code_point_at(d, n, 0).code_point);
    put(&unit, 1);
  }
  std::size_t i = split_head ? 3 : 0;
  const std::size_t end = split_tail && n - 3 >= i ? n - 3 : n;
  const simd::Kernels& k = simd::active_kernels();
  constexpr std::size_t kChunk = 8192;  // bytes; at most one unit each
  char16_t buf[kChunk + 4];
  while (i < end) {
    std::size_t stop = end - i > kChunk ? i + kChunk : end;
    // Invariant: the view is well-formed, so backing up to a non-continuation byte finds the
    // start of the sequence that `stop` would cut.
    while (stop < end && is_continuation_byte(static_cast<uint8_t>(d[stop]))) --stop;
    const bool direct =
        sizeof(Unit) == sizeof(char16_t) && in_place && room - written >= stop - i;
    char16_t* const target = direct ? reinterpret_cast<char16_t*>(&(*out)[written]) : buf;
    const simd::Progress fast = k.to_utf16(d + i, stop - i, target);
    const simd::Progress tail =
        simd::scalar::to_utf16(d + i + fast.read, stop - i - fast.read, target + fast.written);
    if (direct) {
      written += fast.written + tail.written;
    } else {
      put(buf, fast.written + tail.written);
    }
    i = stop;
  }
  if (split_tail && n - 3 >= (split_head ? 3u : 0u)) {
    const char16_t unit = static_cast<char16_t>(code_point_at(d, n, n - 3).code_point);
    put(&unit, 1);
  }
  if (in_place) out->resize(written);
}

template <typename String>
void append_utf16_of_view(Wtf8View v, String* out) {
  write_utf16_of_view(v, out, /*in_place=*/false);
}

template <typename String>
String utf16_from_view(Wtf8View v) {
  String out;
  append_utf16_of_view(v, &out);
  return out;
}

}  // namespace

void view_to_utf16_into(Wtf8View v, std::u16string* out) {
  // A reused string that already holds a unit per 3 bytes (the fewest the view can give) is
  // overwritten in place, with no length pass; growing a shorter one would fill the new units
  // with zeros first, so it is rebuilt instead.
  const bool in_place = !v.empty() && out->size() >= v.size() / 3;
  if (!in_place) out->clear();
  write_utf16_of_view(v, out, in_place);
}

std::u16string view_to_utf16(Wtf8View v) { return utf16_from_view<std::u16string>(v); }

std::wstring view_to_wide(Wtf8View v) {
  if constexpr (sizeof(wchar_t) == 2) {
    return utf16_from_view<std::wstring>(v);
  } else {
    std::wstring out;
    out.reserve(v.size());
    for (const CodePoint cp : v.code_points()) out.push_back(static_cast<wchar_t>(cp.value()));
    return out;
  }
}

}  // namespace internal
}  // namespace wtf8
