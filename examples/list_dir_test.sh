#!/usr/bin/env bash
# Runs list_dir on a directory whose own name and whose files' names are not all UTF-8.
set -euo pipefail
list_dir=${1:-examples/list_dir}
tmp=${TEST_TMPDIR:-$(mktemp -d)}
dir="$tmp/names-$(printf '\xff')"
rm -rf "$dir"
mkdir -p "$dir"
touch "$dir/plain.txt" "$dir/$(printf 'caf\xc3\xa9')" "$dir/$(printf 'caf\xe9')" \
  "$dir/$(printf 'cesu-\xed\xa0\x80')" "$dir/$(printf '\xf0\x9f\x98\x80')"
mkdir "$dir/$(printf 'sub-\x80')"
actual=$("$list_dir" "$dir")
expected=$(printf '%s\n' \
  '"café"' \
  '"caf\u{dce9}"  (not UTF-8)' \
  '"cesu-\u{dced}\u{dca0}\u{dc80}"  (not UTF-8)' \
  '"plain.txt"' \
  '"sub-\u{dc80}"  (not UTF-8)' \
  '"😀"' \
  '6 names, 3 not UTF-8')
if [[ "$actual" != "$expected" ]]; then
  diff <(echo "$expected") <(echo "$actual") || true
  echo "list_dir output differs" >&2
  exit 1
fi
rm -rf "$dir"
echo "list_dir output matches"
