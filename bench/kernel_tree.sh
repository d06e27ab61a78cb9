#!/usr/bin/env bash
# Writes the realistic-gitignore tree of the walk and ignore benchmarks: the whole Linux kernel
# tree of Debian's linux-source-6.1 tarball (apt-get install linux-source-6.1), its .gitignore
# files in place, in DIR (default build/walk-kernel), made a git repository (`git init`, nothing
# committed: ripgrep and the ignore crate read .gitignore files only inside a repository, and
# `git check-ignore --no-index` needs one). The top .gitignore loses the block Debian's packaging
# appends (see bench/kernel_corpus.sh), so the rules are the kernel's own. A stamp file DIR.stamp
# makes a second run with the tree in place do nothing.
set -euo pipefail
dir=${1:-build/walk-kernel}
tarball=/usr/src/linux-source-6.1.tar.xz
[[ -f $tarball ]] || { echo "kernel_tree.sh: $tarball missing (apt-get install linux-source-6.1)" >&2; exit 2; }
stamp="$(stat -c '%s %Y' "$tarball") $(sha256sum < "${BASH_SOURCE[0]}" | cut -c1-16)"
if [[ -d $dir/.git && -f $dir.stamp && "$(cat "$dir.stamp")" == "$stamp" ]]; then
  exit 0
fi
rm -rf "$dir" "$dir.stamp"
mkdir -p "$dir"
tar -xJf "$tarball" -C "$dir" --strip-components=1
bash "$(dirname "${BASH_SOURCE[0]}")/kernel_corpus.sh" --drop-debian-block "$dir/.gitignore"
git -C "$dir" init -q
echo "$stamp" > "$dir.stamp"
echo "kernel_tree.sh: $(find "$dir" -printf x | wc -c) entries in $dir"
