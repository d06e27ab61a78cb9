// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

#include "wtf8/wtf8_buf.h"

#include <functional>
#include <string>
#include <utility>

#include "src/core/validate.h"
#include "src/core/view_impl.h"
#include "src/internal/ascii.h"
#include "src/simd/kernels.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"
#include "wtf8/internal/bytes/utf8_decoder_state.h"
#include "wtf8/internal/config.h"

namespace wtf8 {

absl::StatusOr<Wtf8Buf> Wtf8Buf::from_utf8(std::string_view utf8) {
  return internal::validated(utf8, internal::Flavor::kUtf8, "invalid UTF-8", [utf8] {
    Wtf8Buf out;
    out.bytes_.assign(utf8);  // Invariant: UTF-8 is well-formed WTF-8 (WTF-8 §6.4).
    return out;
  });
}

absl::StatusOr<Wtf8Buf> Wtf8Buf::take_utf8(std::string& utf8) {
  // On failure `utf8` is untouched: the caller keeps it.
  return internal::validated(utf8, internal::Flavor::kUtf8, "invalid UTF-8", [&utf8] {
    Wtf8Buf out;
    out.bytes_ = std::move(utf8);  // Invariant: UTF-8 is well-formed WTF-8 (WTF-8 §6.4).
    return out;
  });
}

absl::StatusOr<Wtf8Buf> Wtf8Buf::from_wtf8(std::string_view wtf8) {
  return internal::validated(wtf8, internal::Flavor::kWtf8, "invalid WTF-8", [wtf8] {
    Wtf8Buf out;
    out.bytes_.assign(wtf8);  // Invariant: just validated.
    return out;
  });
}

Wtf8Buf Wtf8Buf::from_utf8_lossy(std::string_view bytes) {
  Wtf8Buf out;
  out.bytes_.reserve(bytes.size());
  internal::Utf8DecoderState machine;
  internal::walk_utf8(
      bytes, /*last=*/true, machine,
      [&](std::size_t begin, std::size_t end) {
        out.bytes_.append(bytes.data() + begin, end - begin);  // Invariant: well-formed UTF-8.
      },
      [&](std::size_t, std::size_t, internal::Utf8Fault) {
        out.bytes_.append(internal::kReplacementUtf8, 3);  // one U+FFFD per maximal subpart
        return true;
      });
  return out;
}

void Wtf8Buf::push(CodePoint cp) {
  const uint32_t c = cp.value();
  char buf[4];
  const std::size_t n = bytes_.size();
  if (internal::is_trail_surrogate(c) && n >= 3 &&
      internal::is_canonical_lead_surrogate(bytes_.data() + n - 3)) {
    // WTF-8 §6.5: the trailing lead surrogate and this trail surrogate become one code point.
    const uint32_t lead = internal::decode_code_point(bytes_.data() + n - 3).code_point;
    bytes_.resize(n - 3);
    bytes_.append(buf, internal::encode_code_point(internal::join_surrogates(lead, c), buf));
    return;
  }
  // Invariant: no surrogate pair is formed (a trail after a lead was joined above).
  bytes_.append(buf, internal::encode_code_point(c, buf));
}

void Wtf8Buf::append_view(Wtf8View v) {
  const char* d = v.data();
  const std::size_t n = v.size();
  // `v` may view our own bytes (`s += s`, `s.append(s.slice(...))`): the join below rewrites our
  // last bytes and may reallocate before `v` is read again, so append from a copy then.
  const std::less<const char*> before;
  if (n != 0 && !before(d, bytes_.data()) && before(d, bytes_.data() + bytes_.size())) {
    const std::string copy(v.as_bytes());
    append_view(Wtf8View(copy.data(), copy.size()));  // Invariant: same bytes as `v`.
    return;
  }
  std::size_t begin = 0;
  std::size_t end = n;
  if (n >= 3 &&
      (internal::starts_with_split_trail(d, n) || internal::is_canonical_trail_surrogate(d))) {
    // A leading trail surrogate (either form) may join our trailing lead surrogate.
    push(CodePoint::from_u32_unchecked(internal::code_point_at(d, n, 0).code_point));
    begin = 3;
  }
  const bool split_tail = internal::ends_with_split_lead(d, n);
  if (split_tail) end = n - 3;
  // Invariant: the view's interior is well-formed WTF-8 and does not start with a trail
  // surrogate (that was peeled off above), so no surrogate pair forms at the seam.
  if (end > begin) bytes_.append(d + begin, end - begin);
  if (split_tail) {
    // Canonicalize: the split lead surrogate becomes its 3-byte canonical form.
    char buf[4];
    bytes_.append(buf, internal::encode_code_point(internal::split_lead_value(d + n - 3), buf));
  }
}

std::optional<CodePoint> Wtf8Buf::pop() {
  if (bytes_.empty()) return std::nullopt;
  const internal::Decoded last =
      internal::code_point_before(bytes_.data(), bytes_.size(), bytes_.size());
  bytes_.resize(bytes_.size() - last.length);
  return CodePoint::from_u32_unchecked(last.code_point);
}

bool Wtf8Buf::try_truncate(std::size_t new_size) noexcept {
  if (internal::classify_offset(bytes_.data(), bytes_.size(), new_size) !=
      internal::OffsetKind::kCodePointBoundary) {
    return false;
  }
  bytes_.resize(new_size);  // Invariant: cut at a code point boundary.
  return true;
}

void Wtf8Buf::truncate(std::size_t new_size) {
  if (WTF8_PREDICT_FALSE(!try_truncate(new_size))) {
    internal::boundary_check_failed("truncate", new_size, new_size, bytes_.size());
  }
}

void Wtf8Buf::make_ascii_lowercase() noexcept {
  for (char& c : bytes_) c = internal::ascii_to_lower(c);
}

void Wtf8Buf::make_ascii_uppercase() noexcept {
  for (char& c : bytes_) c = internal::ascii_to_upper(c);
}

std::string Wtf8Buf::into_utf8_lossy() && {
  // A Wtf8Buf holds no split halves, so this replaces exactly its canonical surrogates.
  internal::simd::active_kernels().copy_utf8_lossy(bytes_.data(), bytes_.size(), bytes_.data(),
                                                   /*stream=*/false);
  return std::move(bytes_);
}

absl::StatusOr<std::string> Wtf8Buf::into_utf8() && {
  // On failure nothing is moved: the caller keeps its Wtf8Buf (see the header).
  if (absl::Status s = internal::view_check_utf8(as_view()); !s.ok()) return s;
  return std::move(bytes_);
}

}  // namespace wtf8
