// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Conversions between WTF-8 and potentially ill-formed UTF-16 (WTF-8 §6.3), and wchar_t.

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

// Appends the WTF-8 of potentially ill-formed UTF-16 (WTF-8 §4.2 then §6.1) to `out`, whose
// current end is not a lead surrogate followed by this input's leading trail surrogate (the
// caller joins those). The output is sized exactly from a length pass and written through a small
// stack buffer, so nothing is zero-filled and then overwritten, and no 3x buffer is kept.
void append_wtf8_of_utf16(const char16_t* units, std::size_t n, std::string* out) {
  const internal::simd::Kernels& k = internal::simd::active_kernels();
  out->reserve(out->size() + k.wtf8_length_of_utf16(units, n));
  constexpr std::size_t kChunk = 4096;  // units; at most 3 bytes each
  char buf[3 * kChunk];
  std::size_t i = 0;
  while (i < n) {
    std::size_t end = n - i > kChunk ? i + kChunk : n;
    // Never cut between a lead and a trail surrogate.
    if (end < n && internal::is_lead_surrogate(units[end - 1])) --end;
    const internal::simd::Progress fast = k.from_utf16(units + i, end - i, buf);
    const internal::simd::Progress tail = internal::simd::scalar::from_utf16(
        units + i + fast.read, end - i - fast.read, buf + fast.written);
    // Invariant: the kernels and the scalar code stop only where no pair is cut (kernels.h), so
    // the pieces concatenate to the WTF-8 of units[i, end).
    out->append(buf, fast.written + tail.written);
    i = end;
  }
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
  bytes_.clear();
  append_wtf8_of_utf16(utf16.data(), utf16.size(), &bytes_);
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
// surrogates at the ends decode to their code units; the middle goes through the kernels.
template <typename String>
void append_utf16_of_view(Wtf8View v, String* out) {
  using Unit = typename String::value_type;
  const char* d = v.data();
  std::size_t n = v.size();
  out->reserve(out->size() + v.utf16_len());
  const bool split_head = starts_with_split_trail(d, n);
  const bool split_tail = n >= 3 && ends_with_split_lead(d, n);
  if (split_head) out->push_back(static_cast<Unit>(code_point_at(d, n, 0).code_point));
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
    const simd::Progress fast = k.to_utf16(d + i, stop - i, buf);
    const simd::Progress tail =
        simd::scalar::to_utf16(d + i + fast.read, stop - i - fast.read, buf + fast.written);
    const std::size_t units = fast.written + tail.written;
    if constexpr (sizeof(Unit) == sizeof(char16_t)) {
      out->append(reinterpret_cast<const Unit*>(buf), units);
    } else {
      out->append(buf, buf + units);
    }
    i = stop;
  }
  if (split_tail && n - 3 >= (split_head ? 3u : 0u)) {
    out->push_back(static_cast<Unit>(code_point_at(d, n, n - 3).code_point));
  }
}

template <typename String>
String utf16_from_view(Wtf8View v) {
  String out;
  append_utf16_of_view(v, &out);
  return out;
}

}  // namespace

void view_to_utf16_into(Wtf8View v, std::u16string* out) {
  out->clear();
  append_utf16_of_view(v, out);
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
