#!/usr/bin/env bash
# Runs walk_tree on a small git-like tree: ignored entries are skipped with their rule, names
# Windows or macOS refuse are reported, names that are not UTF-8 arrive intact.
set -euo pipefail
walk_tree=${1:-examples/walk_tree}
tmp=${TEST_TMPDIR:-$(mktemp -d)}
dir="$tmp/walk-tree"
rm -rf "$dir"
mkdir -p "$dir/.git/info" "$dir/src/build" "$dir/build" "$dir/docs"
printf '*.o\nbuild/\n!keep.o\n' >"$dir/.gitignore"
printf '/notes.txt\n' >"$dir/docs/.gitignore"
touch "$dir/src/main.c" "$dir/src/main.o" "$dir/src/keep.o" "$dir/src/build/x.c" \
  "$dir/build/out.bin" "$dir/docs/notes.txt" "$dir/docs/aux.md" "$dir/docs/a:b.txt" \
  "$dir/$(printf 'caf\xe9.txt')" "$dir/README"
actual=$("$walk_tree" "$dir")
expected=$(printf '%s\n' \
  'skipped "build" (.gitignore:2: build/)' \
  'refused "caf\u{dce9}.txt": character that cannot be stored at byte 3 on macOS' \
  'refused "docs/a:b.txt": forbidden character at byte 1 on Windows' \
  'refused "docs/aux.md": reserved device name at byte 0 on Windows' \
  'skipped "docs/notes.txt" (docs/.gitignore:1: /notes.txt)' \
  'skipped "src/build" (.gitignore:2: build/)' \
  'skipped "src/main.o" (.gitignore:1: *.o)' \
  '10 entries to upload, 4 skipped by ignore rules, 3 problems on Windows or macOS, 0 unreadable')
if [[ "$actual" != "$expected" ]]; then
  diff <(echo "$expected") <(echo "$actual") || true
  echo "walk_tree output differs" >&2
  exit 1
fi
rm -rf "$dir"
echo "walk_tree output matches"
