// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/display.h
// -----------------------------------------------------------------------------
//
// Printing a `Wtf8View` or `Wtf8Buf` as text loses its lone surrogates (UTF-8 has no way to write
// them), so the library never does it implicitly: `os << s` and `absl::StrFormat("%s", s)` do not
// compile, and their error message names the explicit forms. Choose one:
//   - `wtf8::display(s)`: an adaptor that streams and formats the lossy UTF-8 (each surrogate
//     becomes U+FFFD), without building a string (Rust's `Path::display`);
//   - `s.to_utf8_lossy()`: the same text as a `std::string`;
//   - `s.debug_string()`: lossless, quoted and escaped, for logs and test failures (Rust's
//     `Debug`); GoogleTest prints values this way. `wtf8::debug(s)` is its adaptor, for the
//     same places `display` goes.
//
// Both adaptors format with `absl::StrFormat("%s")`, with {fmt} (and so spdlog) through
// wtf8/fmt.h, and with C++20's `std::format` where the standard library has it (this header
// then defines their `std::formatter`s): `{:[[fill]align][width][.precision]}`, width and
// precision counted in code points (wtf8/internal/core/text_format.h has the details). A bare
// `Wtf8View` or `Wtf8Buf` has no formatter in any of them, so `std::format("{}", s)` does not
// compile either.
//
// Example:
//   auto name = wtf8::Wtf8Buf::from_utf16(u"report-\xD800.txt");
//   std::cout << wtf8::display(name);                  // prints "report-\uFFFD.txt" (lossy)
//   absl::StrFormat("[%-10s]", wtf8::display(name));  // "[report-\uFFFD.txt]"
//   absl::StrFormat("%.3s", wtf8::display(name));      // "rep": precision counts code points
//   name.debug_string();                               // "\"report-\\u{d800}.txt\""
//   std::cout << wtf8::debug(name);                    // prints "report-\u{d800}.txt", quoted
//   std::format("[{:*^14}]", wtf8::display(name));     // "[*report-\uFFFD.txt*]" (C++20)
//   std::cout << name;                                 // does not compile

#ifndef WTF8_DISPLAY_H_
#define WTF8_DISPLAY_H_

#include <iterator>
#include <ostream>
#include <string>
#include <type_traits>

#include "absl/strings/str_format.h"
#include "absl/strings/string_view.h"
#include "wtf8/internal/config.h"
#include "wtf8/internal/core/text_format.h"
#include "wtf8/pattern.h"
#include "wtf8/wtf8_view.h"

// std::format: C++20 libraries that have it define __cpp_lib_format, except libc++ 15, whose
// working <format> is experimental (-fexperimental-library) and does not define the macro.
#if defined(__cpp_lib_format) ||                                                     \
    (defined(_LIBCPP_VERSION) && defined(_LIBCPP_STD_VER) && _LIBCPP_STD_VER > 17 && \
     !defined(_LIBCPP_HAS_NO_INCOMPLETE_FORMAT))
#if defined(__has_include)
#if __has_include(<format>)
#define WTF8_HAVE_STD_FORMAT 1
#endif
#endif
#endif
#ifndef WTF8_HAVE_STD_FORMAT
#define WTF8_HAVE_STD_FORMAT 0
#endif
#if WTF8_HAVE_STD_FORMAT
#include <format>
#endif

namespace wtf8 {
namespace internal {

// Out of line in src/core/display.cc.
// Writes the lossy UTF-8 form of `v` to `os`, without building a string.
void write_lossy_utf8(std::ostream& os, Wtf8View v);
// Writes the lossy UTF-8 form of `v` to `sink`: at most `precision` code points (all when < 0),
// padded with spaces to `width` code points, on the left unless `left`.
void format_lossy_utf8(Wtf8View v, int width, int precision, bool left, absl::FormatSink* sink);

}  // namespace internal

// The lossy UTF-8 form of a borrowed `Wtf8View`, for output: streams with `<<`, formats with
// `absl::StrFormat("%s")` (width and precision count code points, as Rust's `{:5.3}` does for a
// str, so "%.1s" never cuts a UTF-8 sequence; '-' pads on the right), and with Abseil 20230125 or
// later `absl::StrCat` through `AbslStringify`; with {fmt} (wtf8/fmt.h) and `std::format` as the
// file comment says. Each surrogate (canonical or split) is written as
// U+FFFD; everything else as it is. A view-sized value: the bytes must outlive it.
class Display {
 public:
  explicit Display(Wtf8View text) noexcept : text_(text) {}

  // The text being displayed.
  Wtf8View view() const noexcept { return text_; }
  // The lossy UTF-8 as a string: `view().to_utf8_lossy()`.
  std::string to_string() const { return text_.to_utf8_lossy(); }

  friend std::ostream& operator<<(std::ostream& os, const Display& d) {
    internal::write_lossy_utf8(os, d.text_);
    return os;
  }
  friend absl::FormatConvertResult<absl::FormatConversionCharSet::kString> AbslFormatConvert(
      const Display& d, const absl::FormatConversionSpec& spec, absl::FormatSink* sink) {
    internal::format_lossy_utf8(d.text_, spec.width(), spec.precision(), spec.has_left_flag(),
                                sink);
    return {true};
  }
  template <typename Sink>
  friend void AbslStringify(Sink& sink, const Display& d) {
    const std::string text = d.to_string();
    sink.Append(absl::string_view(text.data(), text.size()));
  }

 private:
  Wtf8View text_;
};

// The lossless debug form of a borrowed `Wtf8View`, for output: `view().debug_string()` (quoted,
// escaped, every lone surrogate kept as `\u{d800}`; see `Wtf8View::debug_string`), streamed with
// `<<` and formatted like `Display` (width and precision count the code points of the debug form).
// A view-sized value: the bytes must outlive it.
class Debug {
 public:
  explicit Debug(Wtf8View text) noexcept : text_(text) {}

  // The text being shown.
  Wtf8View view() const noexcept { return text_; }
  // The debug form as a string: `view().debug_string()`.
  std::string to_string() const { return text_.debug_string(); }

  friend std::ostream& operator<<(std::ostream& os, const Debug& d) { return os << d.to_string(); }
  friend absl::FormatConvertResult<absl::FormatConversionCharSet::kString> AbslFormatConvert(
      const Debug& d, const absl::FormatConversionSpec& spec, absl::FormatSink* sink) {
    internal::TextSpec text_spec;
    text_spec.align = spec.has_left_flag() ? '<' : '>';  // printf: right unless '-'
    text_spec.width = spec.width() > 0 ? static_cast<std::size_t>(spec.width()) : 0;
    text_spec.has_precision = spec.precision() >= 0;
    text_spec.precision = text_spec.has_precision ? static_cast<std::size_t>(spec.precision()) : 0;
    std::string out;
    internal::write_text(std::back_inserter(out), d.to_string(), text_spec);
    sink->Append(absl::string_view(out.data(), out.size()));
    return {true};
  }
  template <typename Sink>
  friend void AbslStringify(Sink& sink, const Debug& d) {
    const std::string text = d.to_string();
    sink.Append(absl::string_view(text.data(), text.size()));
  }

 private:
  Wtf8View text_;
};

// Returns the lossy-UTF-8 adaptor of `text` (a `Wtf8View`, or a `Wtf8Buf`, which converts).
// Example: `absl::StrFormat("%s!", wtf8::display(wtf8::Wtf8Buf::from_utf16(u"a\xDC00")))` does
// not compile (a temporary), but with `auto s = wtf8::Wtf8Buf::from_utf16(u"a\xDC00");`,
// `absl::StrFormat("%s!", wtf8::display(s)) == "a\uFFFD!"`.
inline Display display(Wtf8View text) noexcept { return Display(text); }

// Not of a temporary `Wtf8Buf`: the adaptor would outlive it. Name the string first, or print
// `to_utf8_lossy()`.
template <typename T, std::enable_if_t<std::is_same_v<T, Wtf8Buf>, int> = 0>
Display display(T&& /*temporary*/) {
  static_assert(internal::kDependentFalse<T>,
                "wtf8::display() of a temporary Wtf8Buf would dangle: name the string first, or "
                "use .to_utf8_lossy()");
  return Display(Wtf8View());
}

// Returns the debug-form adaptor of `text` (a `Wtf8View`, or a `Wtf8Buf`, which converts).
// Example: with `auto s = wtf8::Wtf8Buf::from_utf16(u"a\xDC00");`,
// `absl::StrFormat("%s", wtf8::debug(s)) == "\"a\\u{dc00}\""`.
inline Debug debug(Wtf8View text) noexcept { return Debug(text); }

// Not of a temporary `Wtf8Buf`: the adaptor would outlive it. Name the string first, or print
// `debug_string()`.
template <typename T, std::enable_if_t<std::is_same_v<T, Wtf8Buf>, int> = 0>
Debug debug(T&& /*temporary*/) {
  static_assert(internal::kDependentFalse<T>,
                "wtf8::debug() of a temporary Wtf8Buf would dangle: name the string first, or "
                "use .debug_string()");
  return Debug(Wtf8View());
}

#if WTF8_HAVE_STD_FORMAT
namespace internal {

// The parse half of the two std::formatters below (wtf8/internal/core/text_format.h).
class StdTextFormatter {
 public:
  template <typename ParseContext>
  constexpr typename ParseContext::iterator parse(ParseContext& ctx) {
    const char* error = nullptr;
    auto it = parse_text_spec(ctx.begin(), ctx.end(), &spec_, &error);
    if (error != nullptr) throw std::format_error(error);
    return it;
  }

 protected:
  TextSpec spec_;
};

}  // namespace internal
#endif  // WTF8_HAVE_STD_FORMAT

}  // namespace wtf8

#if WTF8_HAVE_STD_FORMAT
// `std::format("{:^9.4}", wtf8::display(s))`: the lossy UTF-8, padded and cut in code points.
template <>
struct std::formatter<wtf8::Display, char> : wtf8::internal::StdTextFormatter {
  template <typename FormatContext>
  typename FormatContext::iterator format(const wtf8::Display& d, FormatContext& ctx) const {
    return wtf8::internal::write_lossy_code_points(
        ctx.out(), wtf8::internal::ScalarCodePoints(d.view().data(), d.view().size()), spec_);
  }
};

// `std::format("{}", wtf8::debug(s))`: the lossless debug form, padded and cut in code points.
template <>
struct std::formatter<wtf8::Debug, char> : wtf8::internal::StdTextFormatter {
  template <typename FormatContext>
  typename FormatContext::iterator format(const wtf8::Debug& d, FormatContext& ctx) const {
    return wtf8::internal::write_text(ctx.out(), d.to_string(), spec_);
  }
};
#endif  // WTF8_HAVE_STD_FORMAT

#endif  // WTF8_DISPLAY_H_
