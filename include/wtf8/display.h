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
//     `Debug`); GoogleTest prints values this way.
//
// Example:
//   auto name = wtf8::Wtf8Buf::from_utf16(u"report-\xD800.txt");
//   std::cout << wtf8::display(name);                  // prints "report-\uFFFD.txt" (lossy)
//   absl::StrFormat("[%-10s]", wtf8::display(name));  // "[report-\uFFFD.txt]"
//   absl::StrFormat("%.3s", wtf8::display(name));      // "rep": precision counts code points
//   name.debug_string();                               // "\"report-\\u{d800}.txt\""
//   std::cout << name;                                 // does not compile

#ifndef WTF8_DISPLAY_H_
#define WTF8_DISPLAY_H_

#include <ostream>
#include <string>
#include <type_traits>

#include "absl/strings/str_format.h"
#include "absl/strings/string_view.h"
#include "wtf8/pattern.h"
#include "wtf8/wtf8_view.h"

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
// later `absl::StrCat` through `AbslStringify`. Each surrogate (canonical or split) is written as
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

// Returns the lossy-UTF-8 adaptor of `text` (a `Wtf8View`, or a `Wtf8Buf`, which converts).
// Example: `absl::StrFormat("%s!", wtf8::display(wtf8::Wtf8Buf::from_utf16(u"a\xDC00")))` does
// not compile (a temporary), but with `auto s = wtf8::Wtf8Buf::from_utf16(u"a\xDC00");`,
// `absl::StrFormat("%s!", wtf8::display(s)) == "a\uFFFD!"`.
inline Display display(Wtf8View text) noexcept { return Display(text); }

// Not of a temporary `Wtf8Buf`: the adaptor would outlive it. Name the string first, or print
// `to_utf8_lossy()`.
template <typename T, std::enable_if_t<std::is_same_v<T, Wtf8Buf>, int> = 0>
Display display(T&& temporary) {
  static_assert(internal::kDependentFalse<T>,
                "wtf8::display() of a temporary Wtf8Buf would dangle: name the string first, or "
                "use .to_utf8_lossy()");
  return Display(Wtf8View());
}

}  // namespace wtf8

#endif  // WTF8_DISPLAY_H_
