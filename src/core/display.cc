// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// The lossy UTF-8 output behind `wtf8::display` (wtf8/display.h).

#include "wtf8/display.h"

#include <cstddef>
#include <ostream>
#include <string>
#include <string_view>

#include "absl/strings/str_format.h"
#include "src/core/view_impl.h"
#include "src/simd/kernels.h"
#include "wtf8/internal/bytes/omg.h"
#include "wtf8/internal/bytes/utf8_bits.h"

namespace wtf8 {
namespace internal {

void write_lossy_utf8(std::ostream& os, Wtf8View v) {
  std::string_view rest = v.as_bytes();
  if (starts_with_split_trail(rest.data(), rest.size())) {
    os.write(kReplacementUtf8, 3);
    rest.remove_prefix(3);
  }
  const bool split_tail = ends_with_split_lead(rest.data(), rest.size());
  if (split_tail) rest.remove_suffix(3);
  const simd::Kernels& kernels = simd::active_kernels();
  for (std::size_t i = kernels.find_surrogate(rest.data(), rest.size()); i < rest.size();
       i = kernels.find_surrogate(rest.data(), rest.size())) {
    os.write(rest.data(), static_cast<std::streamsize>(i));
    os.write(kReplacementUtf8, 3);
    rest.remove_prefix(i + 3);
  }
  os.write(rest.data(), static_cast<std::streamsize>(rest.size()));
  if (split_tail) os.write(kReplacementUtf8, 3);
}

void format_lossy_utf8(Wtf8View v, int width, int precision, bool left, absl::FormatSink* sink) {
  std::string text = view_to_utf8_lossy(v);
  // Count (and with a precision, cut at) code points: UTF-8 lead bytes.
  std::size_t code_points = 0;
  std::size_t i = 0;
  for (; i < text.size(); ++i) {
    if (is_continuation_byte(static_cast<uint8_t>(text[i]))) continue;
    if (precision >= 0 && code_points == static_cast<std::size_t>(precision)) break;
    ++code_points;
  }
  text.resize(i);
  const std::size_t pad =
      width > 0 && static_cast<std::size_t>(width) > code_points ? width - code_points : 0;
  if (!left) sink->Append(pad, ' ');
  sink->Append(absl::string_view(text.data(), text.size()));
  if (left) sink->Append(pad, ' ');
}

}  // namespace internal
}  // namespace wtf8
