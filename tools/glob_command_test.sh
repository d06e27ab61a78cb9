#!/usr/bin/env bash
# Tests of `wtf8 glob`: golden output (paths as operands and on stdin, newline- and
# NUL-separated, bytes that are not UTF-8, --which, every dialect, exit codes, errors), then the
# command against the real tools on generated names, byte for byte:
#   - `find DIR -path PATTERN` (glibc fnmatch, flags 0) against `--dialect fnmatch`;
#   - `git ls-files -z ':(glob)PATTERN'` against `--dialect git`, for patterns whose pathspec
#     matching is plain wildmatch (no literal prefix, so git's pathspec shortcuts do not apply);
#   - Python 3.13's `PurePosixPath.full_match` against `--dialect python-posix` (skipped, saying
#     so, when no Python 3.13 is installed).
set -uo pipefail
W="${TEST_SRCDIR:-$PWD}/${TEST_WORKSPACE:-wtf8}/tools/wtf8"
[[ -x "$W" ]] || W="$PWD/tools/wtf8"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
failures=0
checks=0

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# expect NAME RC EXPECTED_STDOUT STDIN ARGS...: stdout compared byte for byte (printf %b text).
expect() {
  local name=$1 rc=$2 out=$3 in=$4
  shift 4
  checks=$((checks + 1))
  local actual=0
  printf '%b' "$in" | "$W" glob "$@" >"$T/out" 2>"$T/err" || actual=$?
  [[ $actual == "$rc" ]] || fail "$name: exit $actual, expected $rc (stderr: $(cat "$T/err"))"
  printf '%b' "$out" >"$T/want"
  if ! cmp -s "$T/out" "$T/want"; then
    fail "$name: stdout differs: got $(od -c "$T/out" | head -5), want $(od -c "$T/want" | head -5)"
  fi
}

# ---- golden ----------------------------------------------------------------------------------
expect "operands" 0 'a.c\nsrc/b.c\n' '' --dialect globset '*.c' -- a.c a.h src/b.c
expect "git pathname" 0 'a.c\n' '' '*.c' -- a.c src/b.c
expect "git no-pathname" 0 'a.c\nsrc/b.c\n' '' --no-pathname '*.c' -- a.c src/b.c
expect "stdin lines" 0 'x/y.txt\n' 'x/y.txt\nx/y.md\n' '**/*.txt'
expect "stdin -0" 0 'a\nb\0' 'a\nb\0c\0' -0 'a*'
expect "latin-1 byte" 0 'caf\xe9\n' 'caf\xe9\ncaf\xc3\xa9\n' 'caf?'
expect "codepoint unit" 0 'caf\xe9\ncaf\xc3\xa9\n' 'caf\xe9\ncaf\xc3\xa9\n' --unit codepoint 'caf?'
expect "which" 0 'a.c\t*.c\nb.h\t*.h\n' 'a.c\nb.h\nc.o\n' --which '*.c' '*.h'
expect "none" 1 '' 'a\n' 'b'
expect "ignore case" 0 'A.C\n' 'A.C\n' --ignore-case '*.c'
expect "ntfs" 0 'NOTES.TXT\n' 'NOTES.TXT\n' --case ntfs '*.txt'
expect "python full" 0 'a/b/c.py\n' 'a/b/c.py\n' --dialect python-posix '**/*.py'
expect "python match" 0 'a/b/c.py\n' 'a/b/c.py\n' --dialect python-posix --match '*.py'
expect "python windows" 0 'A\\B.PY\n' 'A\\B.PY\n' --dialect python-windows 'a/*.py'
expect "fnmatch period" 1 '' '.x\n' --dialect fnmatch --period '*x'
expect "pattern after --" 0 '-x\n' '' -- -x -- -x -y
expect "bad pattern" 2 '' '' --dialect globset 'a[' -- a
expect "bad dialect" 2 '' '' --dialect perl 'a' -- a
expect "bad unit" 2 '' '' --unit nibble 'a' -- a
expect "full without python" 2 '' '' --full 'a' -- a
"$W" glob --dialect globset 'a[' -- a 2>"$T/err" >/dev/null
checks=$((checks + 1))
grep -q 'pattern 1 "a\[": .*byte offset' "$T/err" || fail "bad pattern message: $(cat "$T/err")"

# ---- generated names against the real tools --------------------------------------------------
# Names: ASCII, UTF-8, Latin-1 bytes (not UTF-8), dots, brackets and spaces, two levels deep.
names=(a b ab ba a.c b.h .hidden 'x y' 'caf\xc3\xa9' 'caf\xe9' '\xff' '[a]' 'a-b' 'A.C' 'x.c.o')
mkdir -p "$T/tree"
n=0
for d in d1 'd\xe92' .dot; do
  dd=$(printf '%b' "$d")
  mkdir -p "$T/tree/$dd"
  for nm in "${names[@]}"; do
    f=$(printf '%b' "$nm")
    : >"$T/tree/$f"
    : >"$T/tree/$dd/$f"
    n=$((n + 2))
  done
done
patterns=('*' '*.c' '*/*' 'a*' '*a*b*' '?' '??' '[ab]' '[!a]*' '[a-c]*' '*[.]*' '.*' '*/.*'
  '*\xe9*' '*\xc3\xa9' 'd?2/*' '[[:alpha:]]' '*[[:punct:]]*' '\*' '[]a]*' '*/a?c' 'a\.c' '*.[ch]'
  '[!]' '[z-a]' '*[' 'x y' '**' '*/**/a' '[\xe9]*')
(cd "$T/tree" && find . -mindepth 1 -print0 | sed -z 's|^\./||' | sort -z >"$T/all")

# find -path uses fnmatch(pattern, path, 0): the same as --dialect fnmatch with no flags.
for p in "${patterns[@]}"; do
  pat=$(printf '%b' "$p")
  checks=$((checks + 1))
  (cd "$T/tree" && find . -mindepth 1 -path "./$pat" -print0 | sed -z 's|^\./||' | sort -z) >"$T/find"
  sed -z 's|^|./|' "$T/all" | "$W" glob -0 --dialect fnmatch "./$pat" | sed -z 's|^\./||' |
    sort -z >"$T/ours"
  cmp -s "$T/find" "$T/ours" || fail "fnmatch '$p': find -path and wtf8 glob differ: $(diff <(tr '\0' '\n' <"$T/find") <(tr '\0' '\n' <"$T/ours") | head -5)"
done

# git ls-files ':(glob)PATTERN' is wildmatch(PATTERN, path, WM_PATHNAME) once the pattern has no
# literal prefix (git compares a literal prefix first and treats a pathspec equal to a leading
# directory as a match; patterns starting with a wildcard avoid both).
if command -v git >/dev/null; then
  (cd "$T/tree" && git init -q . && git add -A . && git -c user.email=t@t -c user.name=t commit -qm t) ||
    fail "git repository set-up"
  for p in "${patterns[@]}"; do
    pat=$(printf '%b' "$p")
    case "$pat" in [*?[]*) ;; *) continue ;; esac
    checks=$((checks + 1))
    (cd "$T/tree" && git -c core.quotepath=off ls-files -z ":(glob)$pat" | sort -z) >"$T/git"
    (cd "$T/tree" && git ls-files -z | "$W" glob -0 "$pat" | sort -z) >"$T/ours"
    cmp -s "$T/git" "$T/ours" || fail "git '$p': git ls-files and wtf8 glob differ: $(diff <(tr '\0' '\n' <"$T/git") <(tr '\0' '\n' <"$T/ours") | head -5)"
  done
else
  echo "SKIP: git is not installed: the git comparison did not run"
fi

# Python 3.13: PurePosixPath(path).full_match(pattern), paths as PEP 383 text.
py=""
for c in python3.13 "${HOME:-/root}/.pyenv/versions/3.13.0/bin/python3" /root/.pyenv/versions/3.13.0/bin/python3; do
  if command -v "$c" >/dev/null 2>&1 && "$c" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 13))' 2>/dev/null; then
    py=$c
    break
  fi
done
if [[ -n "$py" ]]; then
  for p in "${patterns[@]}"; do
    pat=$(printf '%b' "$p")
    checks=$((checks + 1))
    "$py" -c '
import os, sys
from pathlib import PurePosixPath
pat = os.fsdecode(sys.argv[1].encode("utf-8", "surrogateescape"))
data = sys.stdin.buffer.read().split(b"\0")[:-1]
out = [p for p in data if PurePosixPath(os.fsdecode(p)).full_match(pat)]
sys.stdout.buffer.write(b"".join(p + b"\0" for p in out))
' "$pat" <"$T/all" >"$T/py"
    "$W" glob -0 --dialect python-posix "$pat" <"$T/all" >"$T/ours"
    cmp -s "$T/py" "$T/ours" || fail "python '$p': full_match and wtf8 glob differ: $(diff <(tr '\0' '\n' <"$T/py") <(tr '\0' '\n' <"$T/ours") | head -5)"
  done
else
  echo "SKIP: no Python 3.13 (python3.13 or pyenv's 3.13.0): the Python comparison did not run"
fi

echo "$checks checks over $n names, $failures failures"
((failures == 0))
