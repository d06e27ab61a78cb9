#!/usr/bin/env bash
# Each CASE of tests/compile_fail_cases.cc must fail to compile with the expected message in at
# most a few error lines, and compile with -DFIX (the explicit form), so a failure is caused by
# the line under test and not by something else. Uses the host g++ and Debian's Abseil headers,
# as the build does.
set -uo pipefail
src=tests/compile_fail_cases.cc
cxx=${CXX:-g++}
flags=(-std=c++17 -fsyntax-only -Wall -Wextra -Iinclude -x c++)
# CASE|regex the error output must match|most "error:" lines allowed
cases=(
  "1|printing a Wtf8View/Wtf8Buf would silently turn lone surrogates into U\+FFFD.*wtf8::display|1"
  "2|printing a Wtf8View/Wtf8Buf would silently turn lone surrogates|1"
  "3|does not compare with a plain string.*from_utf16|1"
  "4|does not compare with a plain string.*_wtf8|1"
  "5|does not compare with a plain string|1"
  "6|use of deleted function.*from_utf8|1"
  "7|display\(\) of a temporary Wtf8Buf would dangle|1"
  "8|wtf8_literal_is_not_well_formed_wtf8|2"
  "9|not a wtf8 pattern|3"
)
failed=0
for c in "${cases[@]}"; do
  IFS='|' read -r n pattern max_errors <<<"$c"
  if ! fix_out=$("$cxx" "${flags[@]}" -DCASE="$n" -DFIX "$src" 2>&1); then
    echo "FAIL case $n: the explicit form does not compile:"; echo "$fix_out" | head -20
    failed=1; continue
  fi
  if out=$("$cxx" "${flags[@]}" -DCASE="$n" "$src" 2>&1); then
    echo "FAIL case $n: compiled, but must not"; failed=1; continue
  fi
  if ! grep -Eq "$pattern" <<<"$out"; then
    echo "FAIL case $n: message does not match /$pattern/:"; echo "$out" | head -20
    failed=1; continue
  fi
  errors=$(grep -c "error:" <<<"$out")
  if (( errors > max_errors )); then
    echo "FAIL case $n: $errors error lines (at most $max_errors):"; echo "$out" | grep "error:"
    failed=1; continue
  fi
  echo "ok   case $n: rejected with $errors error line(s), matching /$pattern/"
done
exit $failed
