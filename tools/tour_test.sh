#!/usr/bin/env bash
# Runs `wtf8 tour` and compares its output with tools/tour_expected.txt, byte for byte.
# After an intended change: ./bazelw run //tools:wtf8 -- tour > tools/tour_expected.txt
set -euo pipefail
actual=$(mktemp)
tools/wtf8 tour >"$actual"
if ! cmp -s tools/tour_expected.txt "$actual"; then
  diff tools/tour_expected.txt "$actual" || true
  echo "tour output differs from tools/tour_expected.txt" >&2
  exit 1
fi
echo "tour output matches"
