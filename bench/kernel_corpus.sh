#!/usr/bin/env bash
# Writes the glob benchmarks' corpus from Debian's linux-source-6.1 tarball (apt-get install
# linux-source-6.1) into DIR (default build/corpus):
#   DIR/kernel_paths.txt      every file path of the tree, relative to its top directory, one
#                             per line (directories left out; about 79,000 paths)
#   DIR/kernel_gitignore.txt  every pattern line of the tree's .gitignore files, as globset
#                             patterns: comments and blank lines dropped, a leading `!` and a
#                             leading or trailing `/` removed, and a pattern without a `/`
#                             prefixed with `**/` (it applies at any depth)
#   DIR/kernel_ignore/        the tree's .gitignore files themselves, at their paths (nothing
#                             else of the tree): the ignore rows of bench/ignore_benchmark.cc and
#                             the ignore crate's peer (bench/peers/ignore) load them from there.
#                             The top one without the block Debian's packaging appends (`/*` and
#                             `!/debian/`: its repository holds only debian/ at the top), which
#                             would ignore every path of the tree at its first component; the
#                             rest is upstream's file, so the rows measure the kernel's own rules
#   DIR/kernel_ignore_files.txt  their paths relative to the top, sorted, one a line
# The glob rows of bench/glob_benchmark.cc read the first two files (WTF8_BENCH_CORPUS=DIR).
set -euo pipefail

# Cuts a .gitignore before the block Debian's packaging appended (the `#` line before its
# "# Debian packaging" comment, and everything after); a file without it is left as it is.
drop_debian_block() {
  local n
  n=$(grep -n '^# Debian packaging' "$1" | head -1 | cut -d: -f1)
  [[ -n $n ]] || return 0
  head -n $((n - 2)) "$1" > "$1.tmp" && mv "$1.tmp" "$1"
}
[[ ${1:-} == --drop-debian-block ]] && { drop_debian_block "$2"; exit 0; }
dir=${1:-build/corpus}
tarball=/usr/src/linux-source-6.1.tar.xz
[[ -f $tarball ]] || { echo "kernel_corpus.sh: $tarball missing (apt-get install linux-source-6.1)" >&2; exit 2; }
mkdir -p "$dir"
dir_abs=$(cd "$dir" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tar -tJf "$tarball" > "$tmp/list"
grep -v '/$' "$tmp/list" | sed 's|^linux-source-6.1/||' > "$dir/kernel_paths.txt"
tar -xJf "$tarball" -C "$tmp" --wildcards '*.gitignore'
rm -rf "$dir/kernel_ignore"
mkdir -p "$dir/kernel_ignore"
(cd "$tmp/linux-source-6.1" && find . -name .gitignore -type f | sed 's|^\./||' | LC_ALL=C sort) \
  > "$dir/kernel_ignore_files.txt"
(cd "$tmp/linux-source-6.1" && tar -cf - -T "$dir_abs/kernel_ignore_files.txt") |
  tar -xf - -C "$dir/kernel_ignore"
drop_debian_block "$dir/kernel_ignore/.gitignore"
find "$tmp/linux-source-6.1" -name .gitignore -print0 | sort -z | xargs -0 cat |
  sed -e 's/[[:space:]]*$//' | grep -v -e '^#' -e '^$' |
  sed -e 's/^!//' -e 's|^/||' -e 's|/$||' |
  awk '{ if (index($0, "/") == 0) print "**/" $0; else print $0 }' > "$dir/kernel_gitignore.txt"
echo "kernel_corpus.sh: $(wc -l < "$dir/kernel_paths.txt") paths, $(wc -l < "$dir/kernel_gitignore.txt") patterns, $(wc -l < "$dir/kernel_ignore_files.txt") .gitignore files in $dir"
