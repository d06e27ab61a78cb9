// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Bounded conversions (wtf8/encode_into.h): each is one call of a complete SIMD operation
// (src/simd/kernels.h), which already stops before a character that does not fit and writes
// nothing past what it reports; what is left here is finding where a view's prefix may end and
// the wchar_t forms.

#include "wtf8/encode_into.h"

#include <cstring>
#include <string_view>

#include "src/core/wide_units.h"
#include "src/simd/kernels.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace {

using internal::simd::active_kernels;
using internal::simd::Conversion;

EncodeIntoResult result_of(Conversion c) { return {c.read, c.written}; }

// The longest prefix of the view, in bytes, that ends at a character boundary and is at most
// `room` bytes: where the character holding byte `room` begins. Characters are whole sequences,
// a 4-byte sequence included (it is one pair, never cut between its surrogates here), plus a
// split half at either end (3 bytes). The view's bytes are well-formed OMG-WTF-8.
std::size_t whole_prefix(const char* p, std::size_t n, std::size_t room) {
  if (room >= n) return n;
  std::size_t end = room;
  // At most three continuation bytes follow a sequence's first byte; a split trail surrogate at
  // the front is three continuation bytes with no first byte, so running into offset 0 means the
  // first character (the split trail) does not fit.
  while (end > 0 && internal::is_continuation_byte(internal::byte_at(p, end))) --end;
  if (end == 0 && internal::starts_with_split_trail(p, n)) return room >= 3 ? 3 : 0;
  return end;
}

// A 3-byte lone surrogate in canonical form (ED A0..BF 80..BF).
void write_surrogate(uint32_t surrogate, char* out) { internal::encode_code_point(surrogate, out); }

}  // namespace

EncodeIntoResult utf8_encode_into(std::u16string_view source,
                                  absl::Span<char> destination) noexcept {
  if (source.empty() || destination.empty()) return {};
  // One pass: the kernel converts and replaces each lone surrogate with U+FFFD as it goes (WTF-8
  // §6.4; the same 3 bytes, so the prefix that fits is the WTF-8 one), stopping before a
  // character that does not fit, and writes nothing past what it reports.
  const internal::simd::Utf16Conversion c = active_kernels().utf16_bytes_to_utf8(
      reinterpret_cast<const char*>(source.data()), source.size(), internal::simd::kNativeUtf16,
      internal::simd::LoneMode::kReplace, destination.data(), destination.size(),
      /*scratch=*/false);
  return {c.read, c.written};
}

EncodeIntoResult utf8_encode_into(Wtf8View source, absl::Span<char> destination) noexcept {
  if (source.empty() || destination.empty()) return {};
  const std::size_t n = whole_prefix(source.data(), source.size(), destination.size());
  // A prefix that stops before the end cannot end with the view's split lead (which is only ever
  // the last three bytes), so it is an OMG view of its own with the same surrogates. Outputs this
  // large leave the cache anyway: written around it (as to_utf8_lossy and memcpy do), no output
  // line is first read from memory.
  constexpr std::size_t kStreamFrom = std::size_t{2} << 20;
  active_kernels().copy_utf8_lossy(source.data(), n, destination.data(), n >= kStreamFrom);
  return {n, n};
}

EncodeIntoResult wtf8_encode_into(std::u16string_view source,
                                  absl::Span<char> destination) noexcept {
  if (source.empty() || destination.empty()) return {};
  return result_of(active_kernels().utf16_to_wtf8(source.data(), source.size(), destination.data(),
                                                  destination.size()));
}

EncodeIntoResult wtf8_encode_into(std::wstring_view source, absl::Span<char> destination) noexcept {
  if (source.empty() || destination.empty()) return {};
  EncodeIntoResult total;
  if constexpr (sizeof(wchar_t) == 2) {
    const auto& k = active_kernels();
    internal::for_each_utf16_piece(
        source.data(), source.size(), [&](const char16_t* units, std::size_t m) {
          const Conversion c = k.utf16_to_wtf8(units, m, destination.data() + total.written,
                                               destination.size() - total.written);
          total.read += c.read;
          total.written += c.written;
          return c.read == m;  // otherwise the destination is full
        });
  } else {
    while (total.read < source.size()) {
      const internal::WideCodePoint w =
          internal::wide32_code_point_at(source.data(), source.size(), total.read);
      const std::size_t len = internal::encoded_length(w.code_point);
      if (destination.size() - total.written < len) break;
      char bytes[4];
      internal::encode_code_point(w.code_point, bytes);
      std::memcpy(destination.data() + total.written, bytes, len);
      total.read += w.units;
      total.written += len;
    }
  }
  return total;
}

EncodeIntoResult wtf8_encode_into(Wtf8View source, absl::Span<char> destination) noexcept {
  if (source.empty() || destination.empty()) return {};
  const char* p = source.data();
  const std::size_t size = source.size();
  const std::size_t n = whole_prefix(p, size, destination.size());
  if (n == 0) return {};
  char* out = destination.data();
  std::memcpy(out, p, n);
  // The split halves are the only bytes not already canonical; each is rewritten as the 3-byte
  // lone surrogate it stands for (same length).
  if (internal::starts_with_split_trail(p, size))
    write_surrogate(internal::split_trail_value(p), out);
  if (n == size && internal::ends_with_split_lead(p, size)) {
    write_surrogate(internal::split_lead_value(p + size - 3), out + size - 3);
  }
  return {n, n};
}

EncodeIntoResult utf16_encode_into(Wtf8View source, absl::Span<char16_t> destination) noexcept {
  if (source.empty() || destination.empty()) return {};
  return result_of(active_kernels().wtf8_to_utf16(source.data(), source.size(), destination.data(),
                                                  destination.size()));
}

EncodeIntoResult utf32_encode_into(Wtf8View source, absl::Span<char32_t> destination) noexcept {
  if (source.empty() || destination.empty()) return {};
  // Exact: the caller's units past `written` keep their values.
  return result_of(active_kernels().wtf8_to_utf32(source.data(), source.size(), destination.data(),
                                                  destination.size(), /*scratch=*/false));
}

EncodeIntoResult wide_encode_into(Wtf8View source, absl::Span<wchar_t> destination) noexcept {
  if (source.empty() || destination.empty()) return {};
  if constexpr (sizeof(wchar_t) == 2) {
    // Converted into char16_t pieces and copied out (wchar_t is never written through a char16_t
    // alias). Each call stops at a character boundary, so the rest is again an OMG view whose
    // split lead, if any, is still its last three bytes.
    const auto& k = active_kernels();
    char16_t units[2048];
    EncodeIntoResult total;
    while (total.read < source.size() && total.written < destination.size()) {
      std::size_t room = destination.size() - total.written;
      if (room > sizeof units / sizeof units[0]) room = sizeof units / sizeof units[0];
      const Conversion c =
          k.wtf8_to_utf16(source.data() + total.read, source.size() - total.read, units, room);
      if (c.read == 0) break;  // the next character needs two units and one is left
      std::memcpy(destination.data() + total.written, units, c.written * sizeof(char16_t));
      total.read += c.read;
      total.written += c.written;
    }
    return total;
  } else {
    EncodeIntoResult total;
    const char* p = source.data();
    const std::size_t size = source.size();
    while (total.read < size && total.written < destination.size()) {
      const internal::Decoded d = internal::code_point_at(p, size, total.read);
      destination[total.written++] = static_cast<wchar_t>(d.code_point);
      total.read += d.length;
    }
    return total;
  }
}

std::size_t wtf8_len(std::u16string_view source) noexcept {
  if (source.empty()) return 0;
  return active_kernels().wtf8_length_of_utf16(source.data(), source.size());
}

std::size_t wtf8_len(std::wstring_view source) noexcept {
  std::size_t total = 0;
  if constexpr (sizeof(wchar_t) == 2) {
    const auto& k = active_kernels();
    internal::for_each_utf16_piece(source.data(), source.size(),
                                   [&](const char16_t* units, std::size_t m) {
                                     total += k.wtf8_length_of_utf16(units, m);
                                     return true;
                                   });
  } else {
    for (std::size_t i = 0; i < source.size();) {
      const internal::WideCodePoint w =
          internal::wide32_code_point_at(source.data(), source.size(), i);
      total += internal::encoded_length(w.code_point);
      i += w.units;
    }
  }
  return total;
}

std::size_t utf8_lossy_len(std::u16string_view source) noexcept { return wtf8_len(source); }

std::size_t utf8_lossy_len(Wtf8View source) noexcept { return source.size(); }

std::size_t wide_len(Wtf8View source) noexcept {
  if constexpr (sizeof(wchar_t) == 2) {
    return source.utf16_len();
  } else {
    return source.code_point_count();
  }
}

}  // namespace wtf8
