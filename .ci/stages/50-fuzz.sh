# Every fuzz target (fuzz/*_fuzzer.cc) built with clang 14 + libFuzzer under ASan+UBSan and run for
# WTF8_FUZZ_SECONDS (default 30) from its committed seeds; any finding fails the stage. Budget:
# about 7 minutes with the build (8 targets x 30 s, plus building the library once).
# Longer runs: fuzz/run.sh TARGET SECONDS (see fuzz/README.md).
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
need_packages clang libclang-rt-14-dev libabsl-dev pkg-config
seconds=${WTF8_FUZZ_SECONDS:-30}
passed=0 failed=0
for target in $(fuzz/run.sh --list); do
  log=$(mktemp)
  if fuzz/run.sh "$target" "$seconds" >"$log" 2>&1; then
    passed=$((passed + 1))
    echo "fuzz $target: $(grep -E '^Done [0-9]+ runs' "$log" || echo 'done'), no finding"
  else
    failed=$((failed + 1))
    echo "fuzz $target: FAILED"
    tail -n 60 "$log"
  fi
  rm -f "$log"
done
report "$passed" "$failed"
((failed == 0))
