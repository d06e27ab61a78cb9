// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/internal/core/text_format.h
// -----------------------------------------------------------------------------
//
// Internal to wtf8; included by wtf8/display.h and wtf8/fmt.h; do not include directly.
// IWYU pragma: private, include "wtf8/display.h"
//
// The format spec of `wtf8::display(s)` and `wtf8::debug(s)` in `{fmt}` and `std::format`, parsed
// and applied once for both. Grammar (the standard's std-format-spec for strings, without the
// parts strings cannot use):
//
//   [[fill]align][width][.precision][s]      e.g. "{:*^12.5}"
//
// `fill` is one code point other than '{' and '}' (default ' '), `align` one of '<' (the default
// for text), '>' and '^' (centred; an odd padding puts the extra fill on the right). `width` and
// `precision` are decimal numbers counted in code points, as the `absl::StrFormat` path of
// wtf8/display.h counts them: a precision keeps that many code points (never cutting a UTF-8
// sequence), a width pads to that many. Unlike {fmt}, which counts an East Asian wide character
// as two columns, a code point always counts one. Dynamic width or precision (`{:{}}`) is not
// supported: spell the number.

#ifndef WTF8_INTERNAL_CORE_TEXT_FORMAT_H_
#define WTF8_INTERNAL_CORE_TEXT_FORMAT_H_

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "wtf8/internal/bytes/utf8_bits.h"

namespace wtf8 {
namespace internal {

// A parsed format spec (see the file comment).
struct TextSpec {
  char fill[4] = {' ', 0, 0, 0};
  std::size_t fill_size = 1;
  char align = '<';
  std::size_t width = 0;
  bool has_precision = false;
  std::size_t precision = 0;
};

// The largest width or precision accepted (as std::format, which uses int).
inline constexpr std::size_t kMaxTextSpecNumber = 0x7FFFFFFF;

// The length of the UTF-8 sequence that starts with `lead` (0 when it cannot start one).
constexpr std::size_t utf8_sequence_length(unsigned char lead) {
  if (lead < 0x80) return 1;
  if (lead >= 0xC2 && lead <= 0xDF) return 2;
  if (lead >= 0xE0 && lead <= 0xEF) return 3;
  if (lead >= 0xF0 && lead <= 0xF4) return 4;
  return 0;
}

// Reads a decimal number at `it` into `*value`; returns the position after it. Sets `*error` when
// the number exceeds kMaxTextSpecNumber.
template <typename It>
constexpr It parse_text_spec_number(It it, It end, std::size_t* value, const char** error) {
  std::size_t n = 0;
  for (; it != end && *it >= '0' && *it <= '9'; ++it) {
    n = n * 10 + static_cast<std::size_t>(*it - '0');
    if (n > kMaxTextSpecNumber) {
      *error = "wtf8: width or precision too large";
      return it;
    }
  }
  *value = n;
  return it;
}

// Parses the spec in [it, end) up to the closing '}' (or `end`) into `*spec` and returns the
// position of that '}'. On a malformed spec sets `*error` to a message (the caller reports it the
// way its library does) and returns the position where parsing stopped. Usable in constant
// expressions, as {fmt} and std::format check format strings at compile time.
template <typename It>
constexpr It parse_text_spec(It it, It end, TextSpec* spec, const char** error) {
  *error = nullptr;
  if (it == end || *it == '}') return it;
  // [[fill]align]: the fill is one code point, recognised by the align character after it.
  const std::size_t fill_length = utf8_sequence_length(static_cast<unsigned char>(*it));
  bool has_fill = false;
  if (fill_length != 0 && static_cast<std::size_t>(end - it) > fill_length) {
    const char after = *(it + static_cast<std::ptrdiff_t>(fill_length));
    has_fill = after == '<' || after == '>' || after == '^';
  }
  if (has_fill) {
    if (*it == '{' || *it == '}') {
      *error = "wtf8: '{' and '}' cannot be a fill character";
      return it;
    }
    for (std::size_t i = 0; i < fill_length; ++i, ++it) {
      if (i != 0 && !is_continuation_byte(static_cast<uint8_t>(*it))) {
        *error = "wtf8: the fill character is not UTF-8";
        return it;
      }
      spec->fill[i] = *it;
    }
    spec->fill_size = fill_length;
    spec->align = *it++;
  } else if (*it == '<' || *it == '>' || *it == '^') {
    spec->align = *it++;
  }
  if (it != end && *it == '0') {
    *error = "wtf8: zero padding ('0') is for numbers; use a fill character, e.g. {:0>8}";
    return it;
  }
  if (it != end && *it >= '1' && *it <= '9') {
    it = parse_text_spec_number(it, end, &spec->width, error);
    if (*error != nullptr) return it;
  }
  if (it != end && *it == '.') {
    ++it;
    if (it == end || *it < '0' || *it > '9') {
      *error = it != end && *it == '{'
                   ? "wtf8: dynamic precision is not supported; write the number"
                   : "wtf8: missing precision after '.'";
      return it;
    }
    it = parse_text_spec_number(it, end, &spec->precision, error);
    if (*error != nullptr) return it;
    spec->has_precision = true;
  }
  if (it != end && *it == 's') ++it;
  if (it != end && *it != '}') {
    *error = *it == '{' ? "wtf8: dynamic width is not supported; write the number"
                        : "wtf8: invalid format spec for wtf8::display or wtf8::debug "
                          "(expected [[fill]align][width][.precision][s])";
  }
  return it;
}

// Writes `count` copies of the fill character.
template <typename Out>
Out write_fill(Out out, const TextSpec& spec, std::size_t count) {
  for (std::size_t i = 0; i < count; ++i) {
    out = std::copy(spec.fill, spec.fill + spec.fill_size, out);
  }
  return out;
}

// The fill before and after a text of `code_points` code points.
struct TextPadding {
  std::size_t before;
  std::size_t after;
};
constexpr TextPadding text_padding(const TextSpec& spec, std::size_t code_points) {
  const std::size_t pad = spec.width > code_points ? spec.width - code_points : 0;
  const std::size_t before = spec.align == '>' ? pad : spec.align == '^' ? pad / 2 : 0;
  return {before, pad - before};
}

// Writes the UTF-8 `text` to `out` as `spec` says: at most `precision` code points, padded with
// the fill to `width` code points. Returns the output iterator after the last character.
template <typename Out>
Out write_text(Out out, std::string_view text, const TextSpec& spec) {
  std::size_t code_points = 0;
  std::size_t cut = 0;
  for (; cut < text.size(); ++cut) {
    if (is_continuation_byte(static_cast<uint8_t>(text[cut]))) continue;
    if (spec.has_precision && code_points == spec.precision) break;
    ++code_points;
  }
  const TextPadding padding = text_padding(spec, code_points);
  out = write_fill(out, spec, padding.before);
  out = std::copy(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(cut), out);
  return write_fill(out, spec, padding.after);
}

// The same for the lossy UTF-8 of a range of code points (`ScalarCodePoints`): each
// surrogate is written as U+FFFD (WTF-8 §6.4), everything else as its UTF-8. Header-only and
// allocation-free: two passes over the range, one to count, one to write.
template <typename Out, typename CodePointRange>
Out write_lossy_code_points(Out out, const CodePointRange& code_points, const TextSpec& spec) {
  std::size_t count = 0;
  for (auto it = code_points.begin(); it != code_points.end(); ++it) {
    if (spec.has_precision && count == spec.precision) break;
    ++count;
  }
  const TextPadding padding = text_padding(spec, count);
  out = write_fill(out, spec, padding.before);
  std::size_t written = 0;
  for (auto it = code_points.begin(); written < count; ++it, ++written) {
    const auto cp = *it;
    char bytes[4] = {};
    const std::size_t n =
        encode_code_point(cp.is_surrogate() ? kReplacementCharacter : cp.value(), bytes);
    out = std::copy(bytes, bytes + n, out);
  }
  return write_fill(out, spec, padding.after);
}

}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_INTERNAL_CORE_TEXT_FORMAT_H_
