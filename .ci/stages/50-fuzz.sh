# Every fuzz target (fuzz/*_fuzzer.cc) built with clang 14 + libFuzzer under ASan+UBSan and run for
# WTF8_FUZZ_SECONDS (default 20) from its committed seeds; any finding fails the stage, and the
# stage then prints first the target, the check that failed and the input in hex (enough to
# reproduce it from this log alone: `xxd -r -p` into a file, then `.fuzz-out/TARGET_fuzzer FILE`),
# then the end of the fuzzer's log. Longer runs: fuzz/run.sh TARGET SECONDS (see fuzz/README.md).
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
need_packages clang libclang-rt-14-dev libabsl-dev pkg-config xxd
seconds=${WTF8_FUZZ_SECONDS:-20}
passed=0 failed=0
for target in $(fuzz/run.sh --list); do
  log=$(mktemp)
  rm -f .fuzz-out/artifacts/"$target"-*
  if fuzz/run.sh "$target" "$seconds" >"$log" 2>&1; then
    passed=$((passed + 1))
    echo "fuzz $target: $(grep -E '^Done [0-9]+ runs' "$log" || echo 'done'), no finding"
  else
    failed=$((failed + 1))
    echo "fuzz $target: FAILED"
    # The check: a FUZZ_CHECK line, else the sanitizer's or libFuzzer's first error line.
    check=$(grep -m1 -A1 'FUZZ_CHECK failed' "$log" ||
      grep -m1 -E 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error:' "$log" ||
      echo '(no check line: see the log below)')
    echo "fuzz $target: check: $check"
    artifact=$(ls .fuzz-out/artifacts/"$target"-* 2>/dev/null | head -1 || true)
    if [[ -n "$artifact" ]]; then
      echo "fuzz $target: input ($(stat -c %s "$artifact") bytes, hex): $(xxd -p "$artifact" | tr -d '\n')"
    else
      echo "fuzz $target: no input was written (a build or start-up failure)"
    fi
    tail -n 60 "$log"
  fi
  rm -f "$log"
done
report "$passed" "$failed"
((failed == 0))
