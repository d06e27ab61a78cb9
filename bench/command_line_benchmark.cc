// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Command lines (wtf8/command_line.h): not a hot path; the goal is that a line of 1,000
// arguments is built and split in microseconds. The arguments are file-name-like strings of 5 to
// 30 units, one in ten with a space, one in twenty with a quote or a trailing backslash, one in
// fifty with a lone surrogate. One item is one argument.
//
//   command_line_windows_build/args1000/wtf8   to_windows_command_line
//   command_line_windows_parse/args1000/wtf8   from_windows_command_line(kCrt) of that line
//   command_line_sh_join/args1000/wtf8         sh_join
//   command_line_sh_split/args1000/wtf8        sh_split of that line
// bench/report.py turns the rows into millions of arguments per CPU second; the target is 1
// (1,000 arguments in a millisecond at most).

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "benchmark/benchmark.h"
#include "wtf8/wtf8.h"

namespace {

constexpr std::size_t kArgs = 1000;

std::vector<wtf8::Wtf8Buf> make_args(std::size_t n) {
  std::mt19937 rng(1000);
  std::vector<wtf8::Wtf8Buf> args;
  for (std::size_t i = 0; i < n; ++i) {
    std::u16string s;
    const std::size_t len = 5 + rng() % 26;
    for (std::size_t k = 0; k < len; ++k) s.push_back(static_cast<char16_t>(u'a' + rng() % 26));
    if (i % 10 == 3) s[len / 2] = u' ';
    if (i % 20 == 7) s[1] = u'"';
    if (i % 20 == 11) s.push_back(u'\\');
    if (i % 50 == 13) s[2] = 0xD800;
    args.push_back(wtf8::Wtf8Buf::from_utf16(s));
  }
  return args;
}

void BM_WindowsBuild(benchmark::State& state) {
  const std::vector<wtf8::Wtf8Buf> args = make_args(kArgs);
  const std::vector<wtf8::WindowsArg> wargs(args.begin(), args.end());
  const wtf8::Wtf8View program = wtf8::Wtf8View::from_utf8("C:\\bin\\tool.exe").value();
  for (auto _ : state) {
    auto line = wtf8::to_windows_command_line(program, wargs);
    benchmark::DoNotOptimize(line);
  }
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(kArgs));
}

void BM_WindowsParse(benchmark::State& state) {
  const std::vector<wtf8::Wtf8Buf> args = make_args(kArgs);
  const std::vector<wtf8::WindowsArg> wargs(args.begin(), args.end());
  const std::u16string line =
      wtf8::to_windows_command_line(wtf8::Wtf8View::from_utf8("tool").value(), wargs).value();
  for (auto _ : state) {
    auto back = wtf8::from_windows_command_line(line, wtf8::WindowsArgRules::kCrt);
    benchmark::DoNotOptimize(back);
  }
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(kArgs));
}

void BM_ShJoin(benchmark::State& state) {
  const std::vector<wtf8::Wtf8Buf> args = make_args(kArgs);
  const std::vector<wtf8::Wtf8View> views(args.begin(), args.end());
  for (auto _ : state) {
    auto line = wtf8::sh_join(views);
    benchmark::DoNotOptimize(line);
  }
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(kArgs));
}

void BM_ShSplit(benchmark::State& state) {
  const std::vector<wtf8::Wtf8Buf> args = make_args(kArgs);
  const std::vector<wtf8::Wtf8View> views(args.begin(), args.end());
  const wtf8::Wtf8Buf line = wtf8::sh_join(views);
  for (auto _ : state) {
    auto back = wtf8::sh_split(line);
    benchmark::DoNotOptimize(back);
  }
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(kArgs));
}

BENCHMARK(BM_WindowsBuild)->Name("command_line_windows_build/args1000/wtf8");
BENCHMARK(BM_WindowsParse)->Name("command_line_windows_parse/args1000/wtf8");
BENCHMARK(BM_ShJoin)->Name("command_line_sh_join/args1000/wtf8");
BENCHMARK(BM_ShSplit)->Name("command_line_sh_split/args1000/wtf8");

}  // namespace
