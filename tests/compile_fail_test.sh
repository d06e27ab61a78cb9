#!/usr/bin/env bash
# Each CASE of tests/compile_fail_cases.cc must fail to compile with the expected message in at
# most a few error lines, and compile with -DFIX (the explicit form), so a failure is caused by
# the line under test and not by something else. Uses the host g++ and Debian's Abseil and {fmt}
# headers, as the build does. Each case names its toolchain:
#   c++17   g++ -std=c++17 (the default build)
#   c++20   g++ -std=c++20
#   libc++  clang++-15 -std=c++20 -stdlib=libc++ -fexperimental-library (std::format); skipped,
#           saying so, where clang-15 or libc++-15-dev is missing (CI's cxx20 stage has both)
# WTF8_COMPILE_FAIL_TOOLCHAINS="c++20 libc++" runs only those toolchains' cases (the cxx20 stage).
set -uo pipefail
src=tests/compile_fail_cases.cc
cxx=${CXX:-g++}
libcxx=${WTF8_LIBCXX_CXX:-clang++-15}
only=${WTF8_COMPILE_FAIL_TOOLCHAINS:-}
common=(-fsyntax-only -Wall -Wextra -Iinclude -x c++)
# CASE|regex the error output must match|most "error:" lines allowed|toolchain
cases=(
  "1|printing a Wtf8View/Wtf8Buf would silently turn lone surrogates into U\+FFFD.*wtf8::display|1|c++17"
  "2|printing a Wtf8View/Wtf8Buf would silently turn lone surrogates|1|c++17"
  "3|does not compare with a plain string.*from_utf16|1|c++17"
  "4|does not compare with a plain string.*_wtf8|1|c++17"
  "5|does not compare with a plain string|1|c++17"
  "6|use of deleted function.*from_utf8|1|c++17"
  "7|display\(\) of a temporary Wtf8Buf would dangle|1|c++17"
  "8|wtf8_literal_is_not_well_formed_wtf8|2|c++17"
  "9|not a wtf8 pattern|3|c++17"
  "10|Cannot format an argument.*formatter<T>|1|c++17"
  "11|Cannot format an argument.*formatter<T>|1|c++17"
  "12|debug\(\) of a temporary Wtf8Buf would dangle|1|c++17"
  "10|Cannot format an argument.*formatter<T>|2|c++20"
  "13|FmtTextFormatter::parse|2|c++20"
  "14|wtf8_literal_is_not_well_formed_wtf8|2|c++20"
  "15|formatter<wtf8::Wtf8Buf, char>|20|libc++"
  "16|formatter<wtf8::Wtf8View, char>|20|libc++"
  "17|basic_format_string.*is not a constant expression|1|libc++"
  "18|PathView of a temporary Wtf8Buf would dangle|1|c++17"
  "19|PathView of a temporary Wtf8Buf would dangle|1|c++17"
  "20|use of deleted function.*operator wtf8::PathView|1|c++17"
  "21|use of deleted function.*as_path_view|1|c++17"
)
libcxx_ok=0
if command -v "$libcxx" >/dev/null &&
  echo '#include <format>' | "$libcxx" -std=c++20 -stdlib=libc++ -fexperimental-library \
    -fsyntax-only -x c++ - 2>/dev/null; then
  libcxx_ok=1
fi
failed=0
for c in "${cases[@]}"; do
  IFS='|' read -r n pattern max_errors toolchain <<<"$c"
  [[ -z "$only" || " $only " == *" $toolchain "* ]] || continue
  case "$toolchain" in
    c++17) compiler=("$cxx" -std=c++17) ;;
    c++20) compiler=("$cxx" -std=c++20) ;;
    libc++)
      if ((!libcxx_ok)); then
        echo "skip case $n ($toolchain): no $libcxx with libc++ here"
        continue
      fi
      compiler=("$libcxx" -std=c++20 -stdlib=libc++ -fexperimental-library) ;;
  esac
  if ! fix_out=$("${compiler[@]}" "${common[@]}" -DCASE="$n" -DFIX "$src" 2>&1); then
    echo "FAIL case $n ($toolchain): the explicit form does not compile:"; echo "$fix_out" | head -20
    failed=1; continue
  fi
  if out=$("${compiler[@]}" "${common[@]}" -DCASE="$n" "$src" 2>&1); then
    echo "FAIL case $n ($toolchain): compiled, but must not"; failed=1; continue
  fi
  if ! grep -Eq "$pattern" <<<"$out"; then
    echo "FAIL case $n ($toolchain): message does not match /$pattern/:"; echo "$out" | head -20
    failed=1; continue
  fi
  errors=$(grep -c "error:" <<<"$out")
  if (( errors > max_errors )); then
    echo "FAIL case $n ($toolchain): $errors error lines (at most $max_errors):"
    echo "$out" | grep "error:"
    failed=1; continue
  fi
  echo "ok   case $n ($toolchain): rejected with $errors error line(s), matching /$pattern/"
done
exit $failed
