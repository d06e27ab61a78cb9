#!/usr/bin/env bash
# Runs an example and compares its output with a golden file:
#   golden_test.sh BINARY EXPECTED [ARGS...]
# After an intended change: ./bazelw run //examples:NAME > examples/NAME_expected.txt
set -euo pipefail
binary=$1
expected_file=$2
shift 2
actual=$("$binary" "$@")
expected=$(cat "$expected_file")
if [[ "$actual" != "$expected" ]]; then
  diff <(echo "$expected") <(echo "$actual") || true
  echo "$binary output differs from $expected_file" >&2
  exit 1
fi
echo "$binary output matches $expected_file"
