#!/usr/bin/env bash
# Runs the tour and compares its output with examples/tour_expected.txt.
# After an intended change: ./bazelw run //examples:tour > examples/tour_expected.txt
set -euo pipefail
actual=$(examples/tour)
expected=$(cat examples/tour_expected.txt)
if [[ "$actual" != "$expected" ]]; then
  diff <(echo "$expected") <(echo "$actual") || true
  echo "tour output differs from examples/tour_expected.txt" >&2
  exit 1
fi
echo "tour output matches"
