// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// File: wtf8/fmt.h
// -----------------------------------------------------------------------------
//
// {fmt} formatters (and so spdlog's, which formats with {fmt}) for the two output adaptors of
// wtf8/display.h, and for nothing else:
//   - `wtf8::display(s)`: the lossy UTF-8 (each lone surrogate becomes U+FFFD);
//   - `wtf8::debug(s)`: the lossless debug form, quoted and escaped (`"a\u{d800}"`), for logs.
// The spec is `{:[[fill]align][width][.precision]}`, with width and precision counted in code
// points (wtf8/internal/core/text_format.h); text is left-aligned by default, as {fmt} aligns
// strings. A bare `Wtf8View` or `Wtf8Buf` has no formatter, so `fmt::format("{}", s)` does not
// compile: say which form you want, as with `<<`.
//
// {fmt} is an optional dependency: only this header needs it (Bazel target `//:fmt`; Debian's
// `libfmt-dev`, 9.1, and the registry's 12.1 that MODULE.bazel names: {fmt} 9 through 12).
// Include it after, or instead of, `fmt/format.h`.
//
// Example:
//   auto name = wtf8::Wtf8Buf::from_utf16(u"report-\xD800.txt");
//   fmt::format("{}", wtf8::display(name));        // "report-\uFFFD.txt"
//   fmt::format("{}", wtf8::debug(name));          // "\"report-\\u{d800}.txt\""
//   fmt::format("[{:*^14}]", wtf8::display(name)); // "[*report-\uFFFD.txt*]"
//   fmt::format("[{:.3}]", wtf8::display(name));   // "[rep]"
//   spdlog::info("opened {}", wtf8::debug(name));  // logs opened "report-\u{d800}.txt"
//   fmt::format("{}", name);                       // does not compile

#ifndef WTF8_FMT_H_
#define WTF8_FMT_H_

#include "fmt/format.h"
#include "wtf8/display.h"
#include "wtf8/internal/core/text_format.h"

namespace wtf8 {
namespace internal {

// The parse half of the two fmt::formatters below (wtf8/internal/core/text_format.h).
class FmtTextFormatter {
 public:
  constexpr fmt::format_parse_context::iterator parse(fmt::format_parse_context& ctx) {
    const char* error = nullptr;
    auto it = parse_text_spec(ctx.begin(), ctx.end(), &spec_, &error);
    // A malformed spec: a compile error where {fmt} checks the format string at compile time,
    // `fmt::format_error` at run time. {fmt} 10 dropped the parse context's `on_error`, and 11
    // made `report_error` the public way to say it.
    if (error != nullptr) {
#if FMT_VERSION >= 110000
      static_cast<void>(ctx);
      fmt::report_error(error);
#elif FMT_VERSION >= 100000
      static_cast<void>(ctx);
      fmt::detail::throw_format_error(error);
#else
      ctx.on_error(error);
#endif
    }
    return it;
  }

 protected:
  TextSpec spec_;
};

}  // namespace internal
}  // namespace wtf8

// `fmt::format("{:^9.4}", wtf8::display(s))`: the lossy UTF-8, padded and cut in code points.
template <>
struct fmt::formatter<wtf8::Display, char> : wtf8::internal::FmtTextFormatter {
  template <typename FormatContext>
  auto format(const wtf8::Display& d, FormatContext& ctx) const -> decltype(ctx.out()) {
    return wtf8::internal::write_lossy_code_points(
        ctx.out(), wtf8::internal::ScalarCodePoints(d.view().data(), d.view().size()), spec_);
  }
};

// `fmt::format("{}", wtf8::debug(s))`: the lossless debug form, padded and cut in code points.
template <>
struct fmt::formatter<wtf8::Debug, char> : wtf8::internal::FmtTextFormatter {
  template <typename FormatContext>
  auto format(const wtf8::Debug& d, FormatContext& ctx) const -> decltype(ctx.out()) {
    return wtf8::internal::write_text(ctx.out(), d.to_string(), spec_);
  }
};

#endif  // WTF8_FMT_H_
