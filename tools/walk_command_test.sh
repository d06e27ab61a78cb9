#!/usr/bin/env bash
# Tests of `wtf8 walk` (and `wtf8 ls -r`) on generated trees (a fixed seed) with names of any
# bytes (newlines, control characters, bytes that are not UTF-8, 255-byte names), links to
# files, to directories and dangling, a link loop and a FIFO:
#   - `walk -0` lists what `find -print0` lists, in the same depth-first shape (each directory
#     before what is in it), with --min-depth/--max-depth as -mindepth/-maxdepth, --follow as
#     `find -L` (which reports the loop as an error too), --type f/d/l as -type;
#   - `--sort bytes` gives exactly the order of a depth-first walk whose directories are sorted
#     with `LC_ALL=C sort`;
#   - `--gitignore` lists what `git ls-files --cached --others --exclude-standard` lists (its
#     files, links and nested repositories; git lists no other directory), in a git working
#     tree with .gitignore files, info/exclude and a nested repository;
#   - the line form: UTF-8 paths as they are, others in the debug form; errors on stderr, exit 1;
#   - `ls -r` prints what `walk` prints.
set -uo pipefail
W="${TEST_SRCDIR:-$PWD}/${TEST_WORKSPACE:-wtf8}/tools/wtf8"
[[ -x "$W" ]] || W="$PWD/tools/wtf8"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
failures=0
checks=0
export LC_ALL=C HOME="$T/home" GIT_CONFIG_NOSYSTEM=1
unset GIT_DIR GIT_WORK_TREE XDG_CONFIG_HOME
mkdir -p "$HOME"

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# same NAME FILE_A FILE_B: the two files must be equal byte for byte.
same() {
  checks=$((checks + 1))
  cmp -s "$2" "$3" || fail "$1: differs: $(diff <(tr '\0' '\n' <"$2") <(tr '\0' '\n' <"$3") | head -8)"
}

RANDOM=35
names=(a b c.txt .hidden 'with space' $'new\nline' $'tab\there' $'ctl\x01' "$(printf 'caf\xc3\xa9')"
  "$(printf 'caf\xe9')" "$(printf '\xff\xfe')" "$(printf '\xed\xa0\x80')" '"quoted' 'back\slash'
  "$(printf 'x%.0s' {1..255})" Z y_ "$(printf '\xf0\x9f\x98\x80')" '-dash')
# make_tree DIR DEPTH: directories and files with names from the pool.
make_tree() {
  local dir=$1 depth=$2 i n name
  n=$((2 + RANDOM % 5))
  for ((i = 0; i < n; i++)); do
    name=${names[$((RANDOM % ${#names[@]}))]}
    [[ -e "$dir/$name" ]] && continue
    if ((depth < 4 && RANDOM % 3 == 0)); then
      mkdir "$dir/$name" && make_tree "$dir/$name" $((depth + 1))
    else
      printf 'x' >"$dir/$name"
    fi
  done
}

for tree in 1 2 3; do
  R="$T/tree$tree"
  mkdir -p "$R"
  make_tree "$R" 0
  mkdir -p "$R/d1/d2/d3"
  ln -s ../.. "$R/d1/d2/up"   # a loop when followed
  ln -s nowhere "$R/dangling"
  ln -s d1 "$R/to-dir"
  ln -s ../a "$R/d1/to-file" 2>/dev/null
  mkfifo "$R/fifo"
  cd "$R" || exit 2

  # Every entry, as find lists them (compared as sets: find's order is the OS's, as ours is).
  "$W" walk -0 . | sort -z >"$T/w" || fail "tree $tree: walk exited $?"
  find . -print0 | sort -z >"$T/f"
  same "tree $tree: walk -0 vs find -print0" "$T/w" "$T/f"
  # The depth-first shape: each entry comes after its directory.
  "$W" walk -0 . | python3 -c '
import sys
seen = set()
for p in sys.stdin.buffer.read().split(b"\0")[:-1]:
    parent = p.rsplit(b"/", 1)[0] if b"/" in p else None
    if parent is not None and parent not in seen:
        sys.exit("entry before its directory: %r" % p)
    seen.add(p)' || fail "tree $tree: an entry came before its directory"
  checks=$((checks + 1))
  for depths in "0 0" "1 1" "1 2" "2 9" "0 3"; do
    set -- $depths
    "$W" walk -0 --min-depth "$1" --max-depth "$2" . | sort -z >"$T/w"
    find . -mindepth "$1" -maxdepth "$2" -print0 | sort -z >"$T/f"
    same "tree $tree: depths $1..$2" "$T/w" "$T/f"
  done
  for type in f d l; do
    "$W" walk -0 --type "$type" . | sort -z >"$T/w"
    find . -type "$type" -print0 | sort -z >"$T/f"
    same "tree $tree: --type $type" "$T/w" "$T/f"
  done
  # Following links: find -L reports the loop (and the dangling link stays a link).
  "$W" walk -0 --follow . 2>"$T/werr" | sort -z >"$T/w"
  wrc=${PIPESTATUS[0]}
  find -L . -print0 2>"$T/ferr" | sort -z >"$T/f"
  same "tree $tree: --follow vs find -L" "$T/w" "$T/f"
  checks=$((checks + 1))
  [[ $wrc == 1 ]] || fail "tree $tree: --follow with a loop exited $wrc, expected 1"
  grep -q 'd1/d2/up' "$T/werr" || fail "tree $tree: the loop was not reported: $(cat "$T/werr")"

  # Byte order: a depth-first walk with each directory's names sorted as `LC_ALL=C sort` does.
  "$W" walk -0 --sort bytes . >"$T/w"
  python3 -c '
import os, sys
out = []
def walk(path):
    out.append(path)
    if os.path.isdir(path) and not os.path.islink(path):
        for name in sorted(os.listdir(path)):
            walk(path + b"/" + name)
walk(b".")
sys.stdout.buffer.write(b"".join(p + b"\0" for p in out))' >"$T/f"
  same "tree $tree: --sort bytes" "$T/w" "$T/f"
  "$W" ls -r -0 --sort bytes . >"$T/l"
  same "tree $tree: ls -r" "$T/w" "$T/l"

  # Hidden names: --no-hidden skips them and what is below them.
  "$W" walk -0 --no-hidden . | sort -z >"$T/w"
  find . -name '.?*' -prune -o -print0 | sort -z >"$T/f"
  same "tree $tree: --no-hidden" "$T/w" "$T/f"
  cd "$T" || exit 2
done

# The line form: one path per line; the debug form where a path is not plain UTF-8 text.
R="$T/lines"
mkdir -p "$R"
touch "$R/plain" "$R/$(printf 'caf\xe9')" "$R/$(printf 'new\nline')" "$R/$(printf 'caf\xc3\xa9')"
"$W" walk --sort bytes "$R" >"$T/w"
printf '%s\n' "$R" "$R/plain" "$(printf '%s/caf\xc3\xa9' "$R")" "\"$R/caf\\u{dce9}\"" \
  "\"$R/new\\nline\"" | LC_ALL=C sort >"$T/want"
LC_ALL=C sort "$T/w" >"$T/got"
same "line form" "$T/got" "$T/want"

# Errors in place: a missing root is an error on stderr, exit 1, and the next root is walked.
checks=$((checks + 1))
"$W" walk "$T/missing" "$R/plain" >"$T/w" 2>"$T/err"
rc=$?
[[ $rc == 1 ]] || fail "missing root: exit $rc, expected 1"
grep -q "missing" "$T/err" || fail "missing root: no error on stderr"
[[ "$(cat "$T/w")" == "$R/plain" ]] || fail "missing root: the second root was not walked"
checks=$((checks + 1))
"$W" walk --sort nope . >/dev/null 2>&1
[[ $? == 2 ]] || fail "an unknown --sort is not a usage error"

# Ignore-aware: what git lists, and the directories on the way.
if command -v git >/dev/null; then
  for tree in 1 2; do
    R="$T/repo$tree"
    mkdir -p "$R"
    cd "$R" || exit 2
    git init -q .
    make_tree "$R" 0
    mkdir -p sub/build deep/er/est nested
    touch sub/build/x.o sub/keep.o sub/y.c deep/er/est/z.log deep/er/est/z.txt
    printf '*.o\n!keep.o\nbuild/\n' >.gitignore
    printf '*.log\n/est/\n' >deep/er/.gitignore
    printf 'c.txt\n' >.git/info/exclude
    (cd nested && git init -q . && touch inner)
    git add sub/y.c
    # git lists files, links and nested repositories (as `nested/`), not other directories.
    git ls-files --cached --others --exclude-standard -z |
      python3 -c '
import sys
paths = [b"./" + p.rstrip(b"/") for p in sys.stdin.buffer.read().split(b"\0")[:-1]]
sys.stdout.buffer.write(b"".join(p + b"\0" for p in sorted(paths)))' >"$T/f"
    "$W" walk -0 --gitignore . | python3 -c '
import os, sys
keep = []
for p in sys.stdin.buffer.read().split(b"\0")[:-1]:
    if p == b".":
        continue
    is_dir = os.path.isdir(p) and not os.path.islink(p)
    if not is_dir or os.path.lexists(p + b"/.git"):
        keep.append(p)
sys.stdout.buffer.write(b"".join(p + b"\0" for p in sorted(keep)))' >"$T/w"
    same "repo $tree: --gitignore vs git ls-files" "$T/w" "$T/f"
    cd "$T" || exit 2
  done
else
  echo "SKIP: git is not installed: --gitignore not compared with git ls-files"
fi

echo "$checks checks, $failures failed"
[[ $failures == 0 ]]
