#!/usr/bin/env bash
# Runs //examples:windows_path on several Windows paths and compares the output with
# examples/windows_path_expected.txt.
# After an intended change: bash examples/windows_path_test.sh --update (from the workspace root,
# after ./bazelw build //examples:windows_path).
set -euo pipefail
bin=examples/windows_path
[[ -x $bin ]] || bin=bazel-bin/examples/windows_path
run_all() {
  local input
  for input in 'C:\Users\me\report.tar.gz' '//server/share/dir/notes.txt' \
    '\\?\C:\very\long\pa\u{D800}th.txt' '\\?\UNC\srv\share\x' '\\.\COM1' 'D:relative\..\x.y' \
    'c:/a//b/./\u{1F600} .txt' 'data\nul.txt' 'C:\x\u{DC00}\file.'; do
    echo "\$ windows_path '$input'"
    "$bin" "$input" /srv/restore
    echo
  done
}
if [[ ${1:-} == --update ]]; then
  run_all >examples/windows_path_expected.txt
  exit 0
fi
actual=$(run_all)
expected=$(cat examples/windows_path_expected.txt)
if [[ "$actual" != "$expected" ]]; then
  diff <(echo "$expected") <(echo "$actual") || true
  echo "windows_path output differs from examples/windows_path_expected.txt" >&2
  exit 1
fi
echo "windows_path output matches"
