// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Conversions between WTF-8 and potentially ill-formed UTF-16 (WTF-8 §6.3), and wchar_t.

#include <cstring>
#include <cwchar>
#include <string>
#include <string_view>
#include <type_traits>

#include "src/core/view_impl.h"
#include "src/core/wide_units.h"
#include "src/simd/kernels.h"
#include "src/simd/short_inputs.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/wtf8_buf.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

// Appends the WTF-8 of potentially ill-formed UTF-16 (WTF-8 §4.2 then §6.1) to `out` through a
// stack buffer, so nothing is zero-filled and then overwritten (the caller reserved the room).
void append_wtf8_chunks(const char16_t* units, std::size_t n, std::string* out) {
  const internal::simd::Kernels& k = internal::simd::active_kernels();
  char buf[12 * 1024];
  // Invariant: each call converts whole code points and never stops between the units of a pair,
  // so the pieces concatenate to the WTF-8 of the whole input.
  for (std::size_t i = 0; i < n;) {
    const internal::simd::Conversion c = k.utf16_to_wtf8(units + i, n - i, buf, sizeof buf);
    out->append(buf, c.written);
    i += c.read;
  }
}

// Reused outputs of at least this many input units are converted into in place even when they
// may not hold the whole output: the conversion fills them and the rest is appended. Shorter
// ones that may not hold it are appended to instead, since filling one to its end costs about
// as much as the conversion itself.
constexpr std::size_t kDirectFrom = 1024;

// Inputs up to kShortUnits units (file names, paths) are converted straight into the string,
// grown to the most they can need and then cut back: no length pass, no reserve, no chunk loop;
// the same for WTF-8 -> UTF-16 up to kShortBytes input bytes (char16_t strings). src/simd owns
// the policy (short_inputs.h).
using internal::simd::kShortBytes;
using internal::simd::kShortUnits;

// Writes the WTF-8 of potentially ill-formed UTF-16 to `out` after its first `keep` bytes; `out`
// must not end (at `keep`) with a lead surrogate when the input starts with a trail surrogate
// (the caller joins those). Short inputs: see kShortUnits. No 3x buffer is kept: a reused buffer
// that already holds at least a byte a unit (the fewest any unit gives) past `keep` is converted
// into in place (see kDirectFrom) or cut back to `keep` and appended to (its capacity stays, so
// nothing is reallocated unless the output outgrows it), with no length pass; otherwise the
// output is reserved exactly from a length pass and appended.
void write_wtf8_of_utf16(const char16_t* units, std::size_t n, std::size_t keep, std::string* out) {
  const internal::simd::Kernels& k = internal::simd::active_kernels();
  const std::size_t room = out->size() - keep;
  if (n <= kShortUnits) {
    // Converted in place: growing the string zero-fills at most 3 * kShortUnits bytes, which
    // costs less than a length pass or a copy from a buffer.
    out->resize(keep + 3 * n);
    const internal::simd::Conversion c =
        internal::simd::utf16_to_wtf8(units, n, &(*out)[keep], 3 * n);
    out->resize(keep + c.written);
    return;
  }
  if (room >= n && n != 0) {
    if (room >= 3 * n || n >= kDirectFrom) {
      const internal::simd::Conversion c =
          internal::simd::utf16_to_wtf8(units, n, &(*out)[keep], room);
      out->resize(keep + c.written);
      units += c.read;  // what did not fit is appended below
      n -= c.read;
    } else {
      out->resize(keep);
    }
    append_wtf8_chunks(units, n, out);
    return;
  }
  const std::size_t len = k.wtf8_length_of_utf16(units, n);
  out->resize(keep);
  out->reserve(keep + len);
  append_wtf8_chunks(units, n, out);
}

void append_wtf8_of_utf16(const char16_t* units, std::size_t n, std::string* out) {
  write_wtf8_of_utf16(units, n, out->size(), out);
}

// 16-bit wchar_t (Windows) to WTF-8, piece by piece (src/core/wide_units.h).
[[maybe_unused]] void append_wtf8_of_wide16(const wchar_t* wide, std::size_t n, std::string* out) {
  out->reserve(out->size() + n);
  internal::for_each_utf16_piece(wide, n, [out](const char16_t* units, std::size_t m) {
    append_wtf8_chunks(units, m, out);
    return true;
  });
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
    static_assert(sizeof(wchar_t) != 2 || sizeof(char16_t) == 2, "16-bit units");
    append_wtf8_of_wide16(wide.data(), wide.size(), &out.bytes_);
    return out;
  } else {
    // 32-bit wchar_t holds code points (src/core/wide_units.h; documented in the header).
    Wtf8Buf out;
    out.reserve(wide.size());
    for (std::size_t i = 0; i < wide.size();) {
      const internal::WideCodePoint w = internal::wide32_code_point_at(wide.data(), wide.size(), i);
      out.push(CodePoint::from_u32_unchecked(w.code_point));
      i += w.units;
    }
    return out;
  }
}

namespace internal {
namespace {

// WTF-8 §6.2 (decode) then §4.1 (encode to potentially ill-formed UTF-16), fused, by the
// kernels' complete operation (split surrogates at the ends included). With `in_place` (a
// reused char16_t string), the string is converted into directly (see kDirectFrom) or cleared
// and appended to, without a length pass; otherwise the output is reserved exactly (a length
// pass) and appended from a stack buffer, so nothing is zero-filled and then overwritten. Short
// views (kShortBytes) skip the length pass.
template <typename String>
void write_utf16_of_view(Wtf8View v, String* out, bool in_place) {
  using Unit = typename String::value_type;
  const simd::Kernels& k = simd::active_kernels();
  const char* const d = v.data();
  const std::size_t n = v.size();
  const bool direct =
      in_place && std::is_same_v<Unit, char16_t> && (out->size() >= n || n >= kDirectFrom);
  if constexpr (std::is_same_v<Unit, char16_t>) {
    if (n <= kShortBytes) {
      // Short views: converted into a stack buffer (at most a unit a byte) and copied in with
      // one string operation; no length pass. (Growing a char16_t string fills unit by unit, so
      // converting straight into it costs more.)
      char16_t buf[kShortBytes];
      const simd::Conversion c = simd::wtf8_to_utf16(d, n, buf, n);
      if (in_place) out->clear();  // then append: cheaper than assign (which allows overlap)
      out->append(buf, c.written);
      return;
    }
  }
  std::size_t i = 0;
  if constexpr (std::is_same_v<Unit, char16_t>) {
    if (direct) {
      // Converted into directly; what does not fit is appended below.
      const simd::Conversion c = simd::wtf8_to_utf16(d, n, &(*out)[0], out->size());
      out->resize(c.written);
      i = c.read;
    } else if (in_place) {
      out->clear();  // its capacity stays: appending reallocates only if the output outgrows it
    }
  }
  if (!in_place) {
    out->reserve(out->size() + k.utf16_length(d, n));
  }
  char16_t buf[8192];
  // Invariant: each call stops at a sequence boundary, so d[i] starts a sequence (never the
  // split trail, which only a view's first bytes can hold) and the view's split lead, if any, is
  // still the suffix's last three bytes.
  while (i < n) {
    const simd::Conversion c = k.wtf8_to_utf16(d + i, n - i, buf, sizeof buf / sizeof buf[0]);
    if constexpr (std::is_same_v<Unit, char16_t>) {
      out->append(buf, c.written);
    } else {
      out->append(buf, buf + c.written);  // wchar_t: unit by unit, never through an alias
    }
    i += c.read;
  }
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
  const std::size_t n = v.size();
  if (n <= kShortBytes) {
    // Short views: converted straight into the string where it already holds a unit a byte (the
    // most the view can give), else into a stack buffer and copied in; no length pass.
    // The capacities passed are the whole room, so a short ASCII name is widened with whole
    // vector stores (simd::wtf8_to_utf16).
    if (out->size() >= n) {
      const simd::Conversion c = simd::wtf8_to_utf16(v.data(), n, &(*out)[0], out->size());
      out->resize(c.written);
    } else {
      char16_t buf[kShortBytes];
      const simd::Conversion c = simd::wtf8_to_utf16(v.data(), n, buf, kShortBytes);
      out->clear();  // then append: cheaper than assign (which allows overlap)
      out->append(buf, c.written);
    }
    return;
  }
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
    return view_to_wide32(v);
  }
}

}  // namespace internal
}  // namespace wtf8
