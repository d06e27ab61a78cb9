#!/usr/bin/env bash
# Writes the glob benchmarks' corpus from Debian's linux-source-6.1 tarball (apt-get install
# linux-source-6.1) into DIR (default build/corpus):
#   DIR/kernel_paths.txt      every file path of the tree, relative to its top directory, one
#                             per line (directories left out; about 79,000 paths)
#   DIR/kernel_gitignore.txt  every pattern line of the tree's .gitignore files, as globset
#                             patterns: comments and blank lines dropped, a leading `!` and a
#                             leading or trailing `/` removed, and a pattern without a `/`
#                             prefixed with `**/` (it applies at any depth)
# The glob rows of bench/glob_benchmark.cc read these two files (WTF8_BENCH_CORPUS=DIR).
set -euo pipefail
dir=${1:-build/corpus}
tarball=/usr/src/linux-source-6.1.tar.xz
[[ -f $tarball ]] || { echo "kernel_corpus.sh: $tarball missing (apt-get install linux-source-6.1)" >&2; exit 2; }
mkdir -p "$dir"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tar -tJf "$tarball" > "$tmp/list"
grep -v '/$' "$tmp/list" | sed 's|^linux-source-6.1/||' > "$dir/kernel_paths.txt"
tar -xJf "$tarball" -C "$tmp" --wildcards '*.gitignore'
find "$tmp/linux-source-6.1" -name .gitignore -print0 | sort -z | xargs -0 cat |
  sed -e 's/[[:space:]]*$//' | grep -v -e '^#' -e '^$' |
  sed -e 's/^!//' -e 's|^/||' -e 's|/$||' |
  awk '{ if (index($0, "/") == 0) print "**/" $0; else print $0 }' > "$dir/kernel_gitignore.txt"
echo "kernel_corpus.sh: $(wc -l < "$dir/kernel_paths.txt") paths, $(wc -l < "$dir/kernel_gitignore.txt") patterns in $dir"
