// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The out-of-line implementations behind `Wtf8View`'s members (src/core/wtf8_view.cc,
// src/core/utf16.cc, src/core/utf32.cc), shared with `Wtf8Buf`'s consuming conversions
// (src/core/wtf8_buf.cc).

#ifndef WTF8_SRC_CORE_VIEW_IMPL_H_
#define WTF8_SRC_CORE_VIEW_IMPL_H_

#include <cstddef>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "wtf8/wtf8_view.h"

namespace wtf8 {
namespace internal {

std::string view_debug_string(Wtf8View v);
std::string view_to_utf8_lossy(Wtf8View v);
void view_to_utf8_lossy_into(Wtf8View v, std::string* out);
absl::StatusOr<std::string> view_to_utf8(Wtf8View v);
// OK, or InvalidArgument naming the byte offset of the first surrogate.
absl::Status view_check_utf8(Wtf8View v);
std::u16string view_to_utf16(Wtf8View v);
void view_to_utf16_into(Wtf8View v, std::u16string* out);
std::wstring view_to_wide(Wtf8View v);
std::u32string view_to_utf32(Wtf8View v);
void view_to_utf32_into(Wtf8View v, std::u32string* out);
// `view_to_wide` where wchar_t is 32 bits: one unit per code point.
std::wstring view_to_wide32(Wtf8View v);
std::size_t view_utf16_len(Wtf8View v) noexcept;
std::size_t view_code_point_count(Wtf8View v) noexcept;
bool view_is_utf8(Wtf8View v) noexcept;
bool view_is_ascii(Wtf8View v) noexcept;
bool view_eq_ignore_ascii_case(Wtf8View a, Wtf8View b) noexcept;

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_CORE_VIEW_IMPL_H_
