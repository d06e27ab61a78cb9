#!/usr/bin/env bash
# Tests of `wtf8 ignore`: golden output for `check` and `list`, then `wtf8 ignore check` against
# `git check-ignore --no-index` on generated trees (a fixed seed): `.gitignore` files at several
# depths, $GIT_DIR/info/exclude and an excludes file, rules from a pool with git's
# metacharacters, `!`, trailing `/`, escapes and anchoring; names with non-ASCII UTF-8 and the
# bytes 0x80 and 0xFF. Each tree is asked from the root and from a subdirectory (paths with `..`
# and `./` too), with -v, -n, -z, --stdin, --ignorecase (core.ignorecase) and --excludes-file
# (core.excludesFile); stdout and the exit status must be the same byte for byte. Skips the
# comparison, saying so, when git is not installed.
set -uo pipefail
W="${TEST_SRCDIR:-$PWD}/${TEST_WORKSPACE:-wtf8}/tools/wtf8"
[[ -x "$W" ]] || W="$PWD/tools/wtf8"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
failures=0
checks=0
# git and wtf8 read the same default excludes file; no user or system config.
export HOME="$T/home" GIT_CONFIG_NOSYSTEM=1 GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@t
unset XDG_CONFIG_HOME GIT_DIR GIT_WORK_TREE
mkdir -p "$HOME"

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# expect NAME RC EXPECTED_STDOUT STDIN ARGS...: in the current directory, stdout compared byte
# for byte (printf %b text).
expect() {
  local name=$1 rc=$2 out=$3 in=$4
  shift 4
  checks=$((checks + 1))
  local actual=0
  printf '%b' "$in" | "$W" ignore "$@" >"$T/out" 2>"$T/err" || actual=$?
  [[ $actual == "$rc" ]] || fail "$name: exit $actual, expected $rc (stderr: $(cat "$T/err"))"
  printf '%b' "$out" >"$T/want"
  if ! cmp -s "$T/out" "$T/want"; then
    fail "$name: stdout differs: got $(od -c "$T/out" | head -5), want $(od -c "$T/want" | head -5)"
  fi
}

# ---- golden ----------------------------------------------------------------------------------
G="$T/golden"
mkdir -p "$G/.git/info" "$G/src/gen" "$G/build/x"
printf '*.o\n!keep.o\nbuild/\n# comment\n' >"$G/.gitignore"
printf '/gen\n' >"$G/src/.gitignore"
printf 'secret\n' >"$G/.git/info/exclude"
printf 'never read\n' >"$G/build/.gitignore"
cd "$G" || exit 1
expect "ignored" 0 'a.o\n' '' check a.o b.c
expect "none" 1 '' '' check b.c keep.o
expect "verbose" 0 '.gitignore:1:*.o\ta.o\n.gitignore:2:!keep.o\tkeep.o\n' '' check --no-index -v a.o keep.o b.c
expect "non-matching" 0 '.gitignore:1:*.o\ta.o\n::\tb.c\n' '' check -v -n a.o b.c
expect "below an excluded dir" 0 '.gitignore:3:build/\tbuild/x/never\n' '' check -v build/x/never
expect "info/exclude" 0 '.git/info/exclude:1:secret\tsecret\n' '' check -v secret
expect "stdin" 0 'src/gen\n' 'src/gen\nsrc/x\n' check --stdin
# (-z -v: source, line, pattern and path each end with NUL; \0000 is one NUL for printf %b.)
expect "stdin -z" 0 'src/.gitignore\00001\0000/gen\0000src/gen\0000' 'src/gen\0000' check --stdin -z -v
expect "stdin quoted" 0 '.gitignore:1:*.o\t"\\303\\251.o"\n' '"\\303\\251.o"\n' check -v --stdin
expect "ignorecase" 0 'A.O\n' '' check --ignorecase A.O
# --case (beyond git): rules match as NTFS compares names.
expect "case ntfs" 0 '.gitignore:3:build/\tBUILD/x\n' '' check -v --case ntfs BUILD/x
expect "no case" 1 '' '' check -v BUILD/x
expect "case and ignorecase" 2 '' '' check --case ntfs --ignorecase a.o
expect "case exact" 2 '' '' check --case exact a.o
expect "no path" 128 '' '' check
expect "-n without -v" 128 '' '' check -n a.o
expect "-z without --stdin" 128 '' '' check -z a.o
expect "paths with --stdin" 128 '' '' check --stdin a.o
expect "outside" 128 '' '' check ../x
expect "outside, after others" 128 '' '' check a.o ../x
expect "empty" 128 '' '' check a.o ''
expect "empty line" 128 'a.o\n' 'a.o\n\nb.o\n' check --stdin
expect "no sub-subcommand" 2 '' '' frob
expect "list" 0 '.git/info/exclude:1:secret\n.gitignore:1:*.o\n.gitignore:2:!keep.o\n.gitignore:3:build/\nsrc/.gitignore:1:/gen\n' '' list
ln -s src "$G/link"
expect "a symbolic link" 1 '' '' check link
expect "beyond a symbolic link" 128 '' '' check link/
expect "beyond a symbolic link, below" 128 '' '' check link/gen
cd "$G/.git/info" || exit 1
expect "inside .git" 128 '' '' check x
cd "$G/src" || exit 1
expect "from a subdirectory" 0 'src/.gitignore:1:/gen\tgen\n.gitignore:1:*.o\t../a.o\n' '' check -v gen ../a.o
expect "list of a subdirectory" 0 '.git/info/exclude:1:secret\n.gitignore:1:*.o\n.gitignore:2:!keep.o\n.gitignore:3:build/\nsrc/.gitignore:1:/gen\n' '' list .
cd "$T" || exit 1

# ---- against git -----------------------------------------------------------------------------
if ! command -v git >/dev/null; then
  echo "SKIPPED: git is not installed: the comparison with git check-ignore did not run"
else
  RANDOM=34  # a fixed seed
  e=$(printf '\xc3\xa9')
  b80=$(printf '\x80')
  bff=$(printf '\xff')
  names=(a b c "d$e" "x$b80" "y$bff" "sp ace" "br[k]" "st*r" "q?" "A" "B.o" "c.o" "keep.o"
    ".hid" "n\\b")
  rules=('*.o' '!keep.o' 'a' '/a' 'a/' 'b/' '!b' '*' '!*/' '**/c' 'a/**' '/b/*' "d$e" "*$b80"
    "y$bff" 'sp\ ace' 'br\[k]' 'st\*r' 'q?' '[ab]' '[!a-c]' '!A' '#x' '\#x' '\!keep.o' 'x*/'
    '**' '*/c' 'a/**/c' 'c.o  ' 'c.o\ ' '/' '!' "[[:upper:]]" '*.O' 'n\\b' '.hid' 'b/c/')
  # A name in git's C quoting (every byte above 0x7F as an octal escape), as a --stdin line.
  cquote() {
    local LC_ALL=C s=$1 out='' i c o q
    for ((i = 0; i < ${#s}; i++)); do
      c=${s:i:1}
      case $c in
        '"' | '\') out+="\\$c" ;;
        *)
          printf -v o '%d' "'$c"
          if ((o < 0 || o > 127)); then
            printf -v q '\\%03o' $(((o + 256) % 256))
            out+=$q
          else
            out+=$c
          fi
          ;;
      esac
    done
    printf '"%s"' "$out"
  }
  rule() { printf '%s' "${rules[$((RANDOM % ${#rules[@]}))]}"; }
  name() { printf '%s' "${names[$((RANDOM % ${#names[@]}))]}"; }

  # compare NAME DIR ARGS... [< stdin file given as $STDIN]: git check-ignore --no-index and
  # wtf8 ignore check from DIR, with the same arguments; git config given as $GITC.
  compare() {
    local label=$1 dir=$2
    shift 2
    checks=$((checks + 1))
    local grc=0 wrc=0
    (cd "$dir" && git ${GITC:-} check-ignore --no-index "$@" <"${STDIN:-/dev/null}" \
      >"$T/git.out" 2>"$T/git.err") || grc=$?
    (cd "$dir" && "$W" ignore check "$@" ${WEXTRA:-} <"${STDIN:-/dev/null}" >"$T/w.out" 2>"$T/w.err") ||
      wrc=$?
    if [[ $grc != "$wrc" ]] || ! cmp -s "$T/git.out" "$T/w.out"; then
      fail "$label: git exit $grc, wtf8 exit $wrc; git: $(od -c "$T/git.out" | head -8)" \
        "(git stderr: $(cat "$T/git.err"))" \
        "wtf8: $(od -c "$T/w.out" | head -8) (stderr: $(cat "$T/w.err"))"
    fi
  }

  for tree in $(seq 1 24); do
    R="$T/tree$tree"
    mkdir -p "$R"
    git init -q "$R"
    dirs=("")
    for _ in 1 2 3 4 5 6; do
      parent=${dirs[$((RANDOM % ${#dirs[@]}))]}
      d="${parent:+$parent/}$(name)"
      mkdir -p "$R/$d" && dirs+=("$d")
    done
    paths=()
    for d in "${dirs[@]}"; do
      if ((RANDOM % 3 > 0)); then
        {
          for _ in $(seq 1 $((RANDOM % 5 + 1))); do
            rule
            printf '\n'
          done
        } >"$R/${d:+$d/}.gitignore"
      fi
      for _ in 1 2 3; do
        f="${d:+$d/}$(name)"
        [[ -d "$R/$f" ]] || : >"$R/$f"
        paths+=("$f")
      done
      [[ -n $d ]] && paths+=("$d" "$d/" "$d/not-there")
    done
    ((RANDOM % 2)) && { rule; printf '\n'; rule; printf '\n'; } >"$R/.git/info/exclude"
    mkdir -p "$HOME/.config/git"
    if ((RANDOM % 2)); then { rule; printf '\n'; } >"$HOME/.config/git/ignore"; else
      rm -f "$HOME/.config/git/ignore"; fi
    { rule; printf '\n'; rule; printf '\n'; } >"$T/excl"

    printf '%s\n' "${paths[@]}" >"$T/stdin.nl"
    for p in "${paths[@]}"; do cquote "$p"; printf '\n'; done >"$T/stdin.quoted"
    STDIN="$T/stdin.quoted" compare "tree $tree quoted --stdin" "$R" -v -n --stdin
    printf '%s\0' "${paths[@]}" >"$T/stdin.z"
    STDIN="$T/stdin.nl" compare "tree $tree -v -n --stdin" "$R" -v -n --stdin
    STDIN="$T/stdin.z" compare "tree $tree -v -n -z --stdin" "$R" -v -n -z --stdin
    STDIN="$T/stdin.nl" compare "tree $tree --stdin" "$R" --stdin
    STDIN="$T/stdin.z" compare "tree $tree -v -z --stdin" "$R" -v -z --stdin
    compare "tree $tree operands" "$R" "${paths[@]}"
    compare "tree $tree -v operands" "$R" -v "${paths[@]}"
    physical=$(cd "$R" && pwd -P)
    compare "tree $tree absolute paths" "$R" -v -n "${paths[@]/#/$physical/}" "$physical/a/../b"
    STDIN="$T/stdin.nl" GITC="-c core.ignorecase=true" WEXTRA=--ignorecase compare \
      "tree $tree --ignorecase" "$R" -v -n --stdin
    STDIN="$T/stdin.nl" GITC="-c core.excludesFile=$T/excl" WEXTRA="--excludes-file $T/excl" \
      compare "tree $tree --excludes-file" "$R" -v -n --stdin
    # From a subdirectory: the same paths relative to it (`../` for those outside it), plus
    # `./` and `//` spellings.
    sub=${dirs[$((1 + RANDOM % (${#dirs[@]} - 1)))]}
    up=$(printf '%s' "$sub" | sed 's|[^/]*|..|g')
    rel=()
    for p in "${paths[@]}"; do
      case $p in
        "$sub/") rel+=(. ./) ;;
        "$sub"/*) rel+=("${p#"$sub"/}" "./${p#"$sub"/}") ;;
        *) rel+=("$up/$p" "$up//$p") ;;
      esac
    done
    printf '%s\n' "${rel[@]}" >"$T/stdin.rel"
    STDIN="$T/stdin.rel" compare "tree $tree from $sub" "$R/$sub" -v -n --stdin
    compare "tree $tree from $sub, operands" "$R/$sub" -v "${rel[@]}"
  done
fi

echo "$checks checks, $failures failures"
((failures == 0))
