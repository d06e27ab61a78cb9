// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// std::format with `wtf8::display(s)`, built and run entirely with Clang 15 and libc++ 15
// (`-std=c++20 -stdlib=libc++ -fexperimental-library`: libc++ 15's <format> is experimental and
// does not define __cpp_lib_format, which wtf8/display.h allows for). CI's cxx20 stage builds it
// outside Bazel:
//
//   clang++-15 -std=c++20 -stdlib=libc++ -fexperimental-library -Iinclude \
//       tests/libcxx/std_format_test.cc -o std_format_test && ./std_format_test
//
// Debian's Abseil is built against libstdc++, so nothing here may link the library's compiled
// code (or Abseil's): the views come from "..."_wtf8 literals, and the `Display` formatter is
// header-only (it walks `code_points()`). `wtf8::debug(s)` needs the compiled `debug_string()`,
// so its std::formatter is only compiled with libc++ (tests/compile_fail_test.sh, cases 15-17),
// not run. No GoogleTest either (it would have to be rebuilt against libc++): a few checks and an
// exit status.

#include <cstdio>
#include <format>
#include <iterator>
#include <string>
#include <string_view>

#include "wtf8/display.h"
#include "wtf8/literals.h"

#if !WTF8_HAVE_STD_FORMAT
#error "wtf8/display.h did not detect libc++ 15's std::format"
#endif

namespace {

using namespace wtf8::literals;

int failures = 0;

void check(std::string_view what, const std::string& actual, std::string_view expected) {
  if (actual == expected) return;
  ++failures;
  std::printf("FAIL %.*s: got [%s], want [%.*s]\n", static_cast<int>(what.size()), what.data(),
              actual.c_str(), static_cast<int>(expected.size()), expected.data());
}

}  // namespace

int main() {
  // "report-" U+D800 ".txt": a lone surrogate; 12 code points.
  constexpr wtf8::Wtf8View name = "report-\xED\xA0\x80.txt"_wtf8;
  // U+10000 cut between its surrogates at both ends: split trail, "x", split lead. (`try_slice`,
  // not `slice`: its failure path is compiled code.)
  constexpr wtf8::Wtf8View pairs = "\xF0\x90\x80\x80x\xF0\x90\x80\x80"_wtf8;
  const wtf8::Wtf8View split = pairs.try_slice(2, 7).value_or(wtf8::Wtf8View());
  constexpr wtf8::Wtf8View empty;

  check("plain", std::format("{}", wtf8::display(name)), "report-\uFFFD.txt");
  check("s", std::format("{:s}", wtf8::display(name)), "report-\uFFFD.txt");
  check("split halves", std::format("{}", wtf8::display(split)), "\uFFFDx\uFFFD");
  check("precision", std::format("[{:.3}]", wtf8::display(name)), "[rep]");
  check("precision at U+FFFD", std::format("[{:.8}]", wtf8::display(name)), "[report-\uFFFD]");
  check("width, left by default", std::format("[{:14}]", wtf8::display(name)),
        "[report-\uFFFD.txt  ]");
  check("right", std::format("[{:>14}]", wtf8::display(name)), "[  report-\uFFFD.txt]");
  check("centred", std::format("[{:*^15}]", wtf8::display(name)), "[*report-\uFFFD.txt**]");
  check("UTF-8 fill", std::format("[{:\u00e9>4.2}]", wtf8::display(name)), "[\u00e9\u00e9re]");
  check("empty", std::format("[{:3}]", wtf8::display(empty)), "[   ]");
  check("arguments", std::format("{1}-{0}", wtf8::display(split), wtf8::display(name)),
        "report-\uFFFD.txt-\uFFFDx\uFFFD");

  // Twin of the std::format block of docs/cxx20-and-logging.md (//tests:docs_test checks it).
  check("guide >14", std::format("{:>14}", wtf8::display(name)), "  report-\uFFFD.txt");
  check("guide .3", std::format("{:.3}", wtf8::display(name)), "rep");

  std::string out;
  std::format_to(std::back_inserter(out), "<{:^5}>", wtf8::display(split));
  check("format_to", out, "< \uFFFDx\uFFFD >");
  check("formatted_size", std::to_string(std::formatted_size("{:>6}", wtf8::display(split))),
        std::to_string(3 + 3 + 1 + 3));

  // A spec known only at run time is checked when it is parsed.
  for (const char* spec : {"{:05}", "{:+}", "{:.}", "{:{}}"}) {
    try {
      (void)std::vformat(spec, std::make_format_args(wtf8::display(name)));
      check(spec, "no format_error", "format_error");
    } catch (const std::format_error&) {
    }
  }

  std::printf("%s: std::format with wtf8::display under libc++ 15\n",
              failures == 0 ? "ok" : "FAILED");
  return failures == 0 ? 0 : 1;
}
