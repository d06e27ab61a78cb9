# C++20: the library, the tests and the examples (with the optional {fmt} target and
# the spdlog example) built as C++20 with -Werror on the project's own code:
#   1. GCC 12, --config=cxx20: built and run (every test of //tests and //examples, but the
#      long-running ones below are only built);
#   2. Clang 14, --config=clang-cxx20: the library, the examples and the tests of what C++20
#      changes (char8_t, literals, formatting, the docs' twins) built, not run: the whole suite
#      already runs under Clang in stage 20 (C++17), and under GCC as C++20 in step 1; building
#      every test twice as C++20 would cost about five more minutes;
#   3. Clang 15 + libc++ 15 (-stdlib=libc++ -fexperimental-library), outside Bazel: every public
#      header compiled in one translation unit (their std::formatters are only compiled there),
#      tests/libcxx/std_format_test.cc built and run (it links only libc++; see
#      docs/cxx20-and-logging.md), and
#      the compile-fail cases for C++20 and libc++ (tests/compile_fail_test.sh; its C++17 cases
#      run in stage 10, so //tests:compile_fail_test is left out of step 1).
# The C++20 outputs go to their own folder (.bazelrc), so later stages still reuse stage 10's.
# Budget: about 8 minutes on a fresh 2-core machine, installs included.
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
need_packages clang clang-15 libc++-15-dev libc++abi-15-dev libfmt-dev libspdlog-dev

targets=(//:all //tests/... //examples/...)
rc=0

# The long-running tests of run-time behaviour that no language mode changes (the kernels at
# guard pages and against scalar, the exhaustive and ABNF sweeps, the decoder
# differential) are built as C++20 but not run again: stage 10 runs them.
built_only=(//tests:simd_guard_page_test //tests:simd_kernels_test //tests:exhaustive_test
  //tests:rfc3629_test //tests:decoder_differential_test)
excluded=(-//tests:compile_fail_test)
for t in "${built_only[@]}"; do excluded+=("-$t"); done

echo "-- GCC 12, C++20: build and test"
bazel_test --config=cxx20 -- "${targets[@]}" "${excluded[@]}" || rc=1
if ./bazelw build --config=cxx20 -- "${built_only[@]}"; then
  echo "gcc c++20 build of the long-running tests: ok"
  report 1 0
else
  echo "gcc c++20 build of the long-running tests: FAILED"
  report 0 1
  rc=1
fi

echo "-- Clang 14, C++20: build"
clang_targets=(//:all //examples/... //tests:char8_test //tests:display_test //tests:fmt_test
  //tests:literals_test //tests:lifetime_test //tests:doc_examples_test)
if ./bazelw build --config=clang-cxx20 -- "${clang_targets[@]}"; then
  echo "clang 14 c++20 build: ok"
  report 1 0
else
  echo "clang 14 c++20 build: FAILED"
  report 0 1
  rc=1
fi

echo "-- Clang 15 + libc++ 15, C++20"
libcxx=(clang++-15 -std=c++20 -stdlib=libc++ -fexperimental-library -Wall -Wextra -Werror -Iinclude)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
{
  for h in include/wtf8/*.h; do echo "#include \"${h#include/}\""; done
  echo '#if !WTF8_HAVE_STD_FORMAT || !WTF8_HAVE_CHAR8_T'
  echo '#error "libc++ 15: std::format or char8_t not detected"'
  echo '#endif'
} >"$work/all_headers.cc"
if "${libcxx[@]}" -fsyntax-only "$work/all_headers.cc"; then
  echo "libc++ 15: every public header compiles"
  report 1 0
else
  echo "libc++ 15: public headers FAILED to compile"
  report 0 1
  rc=1
fi
# Built entirely with libc++: the binary must not need libstdc++ (nor Abseil, built against it).
if "${libcxx[@]}" tests/libcxx/std_format_test.cc -o "$work/std_format_test" &&
  ! ldd "$work/std_format_test" | grep -E 'libstdc\+\+|libabsl' &&
  "$work/std_format_test"; then
  report 1 0
else
  echo "libc++ 15: std_format_test FAILED"
  report 0 1
  rc=1
fi
log="$work/compile_fail.log"
WTF8_COMPILE_FAIL_TOOLCHAINS="c++20 libc++" bash tests/compile_fail_test.sh >"$log" 2>&1 || rc=1
cat "$log"
report "$(grep -c '^ok ' "$log" || true)" "$(grep -cE '^(FAIL|skip) ' "$log" || true)"
exit "$rc"
