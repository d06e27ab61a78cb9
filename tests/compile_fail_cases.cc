// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Programs that must NOT compile, one per CASE, each next to the explicit form that must
// (compiled with -DFIX). Driven by tests/compile_fail_test.sh, which also checks the message.

#include <sstream>
#include <string>

#include "absl/strings/str_format.h"
#include "wtf8/wtf8.h"
// Only the cases that need them pay for these headers.
#if CASE >= 10 && CASE <= 13
#include "fmt/format.h"
#include "wtf8/fmt.h"
#endif
#if CASE >= 15 && WTF8_HAVE_STD_FORMAT
#include <format>
#endif

using namespace wtf8::literals;

void Case() {
  std::ostringstream os;
  const wtf8::Wtf8Buf buf = wtf8::Wtf8Buf::from_utf16(u"a\xD800");
  const std::string owned = "a";
  (void)os;
  (void)buf;
  (void)owned;
#if CASE == 1  // Printing is lossy, so explicit.
#ifdef FIX
  os << wtf8::display(buf);
#else
  os << buf;
#endif
#elif CASE == 2
#ifdef FIX
  (void)absl::StrFormat("%s", wtf8::display(buf));
#else
  (void)absl::StrFormat("%s", buf);
#endif
#elif CASE == 3  // No comparison with plain strings: which encoding?
#ifdef FIX
  (void)(buf == wtf8::Wtf8Buf::from_utf16(u"a\xD800"));
#else
  (void)(buf == std::u16string(u"a\xD800"));
#endif
#elif CASE == 4
#ifdef FIX
  (void)(buf.as_view() != "a"_wtf8);
#else
  (void)(buf.as_view() != "a");
#endif
#elif CASE == 5
#ifdef FIX
  (void)(owned < buf.as_bytes());
#else
  (void)(owned < buf);
#endif
#elif CASE == 6  // No view of a temporary string.
#ifdef FIX
  (void)wtf8::Wtf8View::from_utf8(owned);
#else
  (void)wtf8::Wtf8View::from_utf8(std::string("a"));
#endif
#elif CASE == 7
#ifdef FIX
  os << wtf8::display(buf);
#else
  os << wtf8::display(wtf8::Wtf8Buf::from_utf16(u"a"));
#endif
#elif CASE == 8  // An ill-formed literal in a constant expression.
#ifdef FIX
  constexpr wtf8::Wtf8View ok = "\xC2\xAF"_wtf8;
#else
  constexpr wtf8::Wtf8View bad = "\xC0\xAF"_wtf8;
#endif
#elif CASE == 9  // A std::string is not a pattern (a literal is).
#ifdef FIX
  (void)buf.find("a");
#else
  (void)buf.find(owned);
#endif
#elif CASE == 10  // No {fmt} formatter for the string types: the form is chosen explicitly.
#ifdef FIX
  (void)fmt::format("{}", wtf8::display(buf));
#else
  (void)fmt::format("{}", buf);
#endif
#elif CASE == 11
#ifdef FIX
  (void)fmt::format("{}", wtf8::debug(buf.as_view()));
#else
  (void)fmt::format("{}", buf.as_view());
#endif
#elif CASE == 12
#ifdef FIX
  os << wtf8::debug(buf);
#else
  os << wtf8::debug(wtf8::Wtf8Buf::from_utf16(u"a"));
#endif
#elif CASE == 13  // C++20: {fmt} checks the spec at compile time (zero padding is for numbers).
#ifdef FIX
  (void)fmt::format("{:*>5}", wtf8::display(buf));
#else
  (void)fmt::format("{:05}", wtf8::display(buf));
#endif
#elif CASE == 14  // C++20: an ill-formed u8 literal.
#ifdef FIX
  constexpr wtf8::Wtf8View ok = u8"\xC2\xAF"_wtf8;
#else
  constexpr wtf8::Wtf8View bad = u8"\xC0\xAF"_wtf8;
#endif
#elif CASE == 15  // std::format (libc++ 15): no formatter for the string types either.
#ifdef FIX
  (void)std::format("{}", wtf8::display(buf));
#else
  (void)std::format("{}", buf);
#endif
#elif CASE == 16
#ifdef FIX
  (void)std::format("{}", wtf8::debug(buf));
#else
  (void)std::format("{}", buf.as_view());
#endif
#elif CASE == 17  // std::format checks the spec at compile time.
#ifdef FIX
  (void)std::format("{:*^5}", wtf8::display(buf));
#else
  (void)std::format("{:05}", wtf8::display(buf));
#endif
#elif CASE == 18  // No path view of a temporary string or path.
#ifdef FIX
  (void)wtf8::PathView::posix(buf);
#else
  (void)wtf8::PathView::posix(wtf8::Wtf8Buf::from_utf16(u"a/b"));
#endif
#elif CASE == 19
#ifdef FIX
  (void)wtf8::PathView::parse(wtf8::PathStyle::kWindows, buf);
#else
  (void)wtf8::PathView::parse(wtf8::PathStyle::kWindows, wtf8::Wtf8Buf::from_utf16(u"a"));
#endif
#elif CASE == 20
#ifdef FIX
  const wtf8::PathBuf path = wtf8::PathBuf::posix(buf);
  const wtf8::PathView view = path;
#else
  const wtf8::PathView view = wtf8::PathBuf::posix(buf);
#endif
  (void)view;
#elif CASE == 21
#ifdef FIX
  const wtf8::PathBuf path = wtf8::PathBuf::windows(buf);
  (void)path.as_path_view();
#else
  (void)wtf8::PathBuf::windows(buf).as_path_view();
#endif
#endif
}
