#!/usr/bin/env bash
# Golden tests of `wtf8 names`: a tree made here with every kind of problem a Linux directory can
# hold (and collisions under each rule), path lists on stdin (newline- and NUL-separated, with the
# problems a tree cannot hold: names over 255 bytes, repeated directories, `..`), option errors,
# and the repository itself (`git ls-files -z | wtf8 names -0 -`: no findings). Expected output is
# compared byte for byte, exit codes exactly.
set -uo pipefail
W="${TEST_SRCDIR:-$PWD}/${TEST_WORKSPACE:-wtf8}/tools/wtf8"
[[ -x "$W" ]] || W="$PWD/tools/wtf8"
T=$(mktemp -d)
trap 'chmod -R u+rwx "$T" 2>/dev/null; rm -rf "$T"' EXIT
failures=0
checks=0

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# golden NAME EXPECTED_RC EXPECTED_STDOUT_FILE EXPECTED_STDERR STDIN_FILE ARGS...: runs the tool
# in $T.
golden() {
  local name=$1 rc=$2 out=$3 err=$4 in=$5
  shift 5
  checks=$((checks + 1))
  local actual=0
  (cd "$T" && "$W" "$@" <"$in" >"$T/out" 2>"$T/err") || actual=$?
  [[ $actual == "$rc" ]] || fail "$name: exit $actual, expected $rc (stderr: $(cat "$T/err"))"
  if ! cmp -s "$T/out" "$out"; then
    fail "$name: stdout differs:"
    diff "$out" "$T/out" >&2
  fi
  [[ "$(cat "$T/err")" == "$err" ]] || fail "$name: stderr '$(cat "$T/err")', expected '$err'"
}

: >"$T/empty"

# ---- a tree with every kind of problem -------------------------------------------------------
X200=$(printf 'x%.0s' {1..200})
mkdir -p "$T/tree/aux" "$T/tree/.git" "$T/tree/sub"
(
  cd "$T/tree" || exit 1
  touch 'a:b' CON.txt 'a.' 'trailing ' $'ctl\x01x' 'back\slash' Makefile makefile report. REPORT \
    ok.txt x.CON aux/x sub/Nul.c
  touch "$(printf 'Caf\xc3\xa9')" "$(printf 'Cafe\xcc\x81')"  # NFC and NFD
  touch "$(printf 'caf\xe9')"                                # not UTF-8
  touch "$X200$(printf '\xe9%.0s' {1..20})"                  # 260 bytes as WTF-8
  touch "$(printf 'COM\xc2\xb9.log')"                        # COM + superscript one
  touch "$(printf '.g\xe2\x80\x8cit')"                       # .g U+200C it
  ln -s .. sub/link                                          # links are entries, not walked
  ln -s . loop
) || fail "cannot make the tree"

E20=$(printf '\\u{dce9}%.0s' {1..20})
F18=$(printf '\xef\xbf\xbd%.0s' {1..18})
{
  printf '%s\n' \
    '"tree/COM¹.log": reserved device name at byte 0 on Windows -> "COM¹_.log"' \
    '"tree/CON.txt": reserved device name at byte 0 on Windows -> "CON_.txt"' \
    "$(printf '"tree/Caf\xc3\xa9" (U+0043 U+0061 U+0066 U+00E9): same entry as "tree/Cafe\xcc\x81" (U+0043 U+0061 U+0066 U+0065 U+0301) under apfs -> "Caf\xc3\xa9 (2)"')" \
    '"tree/a.": trailing dot or space at byte 1 on Windows -> "a"' \
    '"tree/a:b": forbidden character at byte 1 on Windows -> "a_b"' \
    '"tree/aux": reserved device name at byte 0 on Windows -> "aux_"' \
    '"tree/back\\slash": path separator at byte 4 on Windows -> "back_slash"' \
    "$(printf '"tree/caf\\u{dce9}": character that cannot be stored at byte 3 on macOS -> "caf\xef\xbf\xbd"')" \
    '"tree/ctl\u{1}x": control character at byte 3 on Windows -> "ctl_x"' \
    '"tree/makefile": same entry as "tree/Makefile" under ntfs, apfs -> "makefile (2)"' \
    '"tree/report.": trailing dot or space at byte 6 on Windows -> "report"' \
    '"tree/report.": same entry as "tree/REPORT" under ntfs -> "report. (2)"' \
    '"tree/sub/Nul.c": reserved device name at byte 0 on Windows -> "Nul_.c"' \
    '"tree/trailing ": trailing dot or space at byte 8 on Windows -> "trailing"' \
    "\"tree/$X200$E20\": character that cannot be stored at byte 200 (20 times) on macOS -> \"$X200$F18\"" \
    "\"tree/$X200$E20\": name too long at byte 254 on macOS -> \"$X200$F18\"" \
    '16 findings (12 names with problems, 3 collisions) in 25 names on Windows, macOS and Linux'
} >"$T/tree.expected"
golden tree 1 "$T/tree.expected" "" "$T/empty" names tree
golden tree-trailing-slash 1 "$T/tree.expected" "" "$T/empty" names tree/
(cd "$T/tree" && "$W" names >"$T/dot.out")
sed 's|"tree/|"./|g' "$T/tree.expected" | cmp -s - "$T/dot.out" || fail "names without PATH walks ."

# The same tree for Windows alone, under the HFS+, Linux casefold and exact rules, as JSON.
ZW=$(printf '\xe2\x80\x8c')
{
  printf '%s\n' \
    "{\"path\":\"tree/.g${ZW}it\",\"problem\":\"collision\",\"with\":\"tree/.git\",\"rules\":[\"hfs\",\"casefold\"],\"suggestion\":\".g${ZW}it (2)\"}" \
    '{"path":"tree/COM¹.log","problem":"reserved_name","offset":0,"count":1,"platforms":["windows"],"suggestion":"COM¹_.log"}' \
    '{"path":"tree/CON.txt","problem":"reserved_name","offset":0,"count":1,"platforms":["windows"],"suggestion":"CON_.txt"}' \
    "$(printf '{"path":"tree/Caf\xc3\xa9","problem":"collision","with":"tree/Cafe\xcc\x81","rules":["hfs","casefold"],"suggestion":"Caf\xc3\xa9 (2)"}')" \
    '{"path":"tree/a.","problem":"trailing_dot_or_space","offset":1,"count":1,"platforms":["windows"],"suggestion":"a"}' \
    '{"path":"tree/a:b","problem":"forbidden_character","offset":1,"count":1,"platforms":["windows"],"suggestion":"a_b"}' \
    '{"path":"tree/aux","problem":"reserved_name","offset":0,"count":1,"platforms":["windows"],"suggestion":"aux_"}' \
    '{"path":"tree/back\\slash","problem":"separator","offset":4,"count":1,"platforms":["windows"],"suggestion":"back_slash"}' \
    '{"path":"tree/ctl\u0001x","problem":"control_character","offset":3,"count":1,"platforms":["windows"],"suggestion":"ctl_x"}' \
    '{"path":"tree/makefile","problem":"collision","with":"tree/Makefile","rules":["hfs","casefold"],"suggestion":"makefile (2)"}' \
    '{"path":"tree/report.","problem":"trailing_dot_or_space","offset":6,"count":1,"platforms":["windows"],"suggestion":"report"}' \
    '{"path":"tree/sub/Nul.c","problem":"reserved_name","offset":0,"count":1,"platforms":["windows"],"suggestion":"Nul_.c"}' \
    '{"path":"tree/trailing ","problem":"trailing_dot_or_space","offset":8,"count":1,"platforms":["windows"],"suggestion":"trailing"}' \
    '{"summary":{"names":25,"findings":13,"names_with_problems":10,"collisions":3,"errors":0}}'
} >"$T/tree-json.expected"
golden tree-json 1 "$T/tree-json.expected" "" "$T/empty" names --on windows --rules hfs,casefold,exact --json tree

# macOS and Linux only, no collision rules: the Windows-only problems go.
{
  printf '%s\n' \
    "$(printf '"tree/caf\\u{dce9}": character that cannot be stored at byte 3 on macOS -> "caf\xef\xbf\xbd"')" \
    "\"tree/$X200$E20\": character that cannot be stored at byte 200 (20 times) on macOS -> \"$X200$F18\"" \
    "\"tree/$X200$E20\": name too long at byte 254 on macOS -> \"$X200$F18\"" \
    '3 findings (2 names with problems, 0 collisions) in 25 names on macOS and Linux'
} >"$T/tree-unix.expected"
golden tree-unix 1 "$T/tree-unix.expected" "" "$T/empty" names --on macos,linux --rules none tree
# Linux alone takes every name of the tree.
printf '0 findings (0 names with problems, 0 collisions) in 25 names on Linux\n' >"$T/tree-linux.expected"
golden tree-linux 0 "$T/tree-linux.expected" "" "$T/empty" names --on linux --rules exact tree

# A file operand: its own name is checked.
printf '"tree/CON.txt": reserved device name at byte 0 on Windows -> "CON_.txt"\n1 finding (1 name with problems, 0 collisions) in 1 name on Windows, macOS and Linux\n' \
  >"$T/file.expected"
golden file-operand 1 "$T/file.expected" "" "$T/empty" names tree/CON.txt

# ---- paths on stdin ------------------------------------------------------------------------------
# A tar -tf style list: directories end with '/', repeat as parents, and a path may repeat. Then
# Mercurial's checkwinfilename cases (util.py doctests), one path each.
Y300=$(printf 'y%.0s' {1..300})
Y251=$(printf 'y%.0s' {1..251})
{
  printf '%s\n' dir/ dir/CON.txt dir/con.TXT dir/sub/ dir/sub/a:b dir/sub/a:b "long/$Y300.txt" \
    ../up.txt ./here?.txt foo/con.xml/bar foo/bar/xml.con foo/bar/AUX/bla.txt foo/bar/bla:.txt \
    "$(printf 'foo/bar/b\x07la.txt')" 'foo/bar/bla '
} >"$T/list.txt"
{
  printf '%s\n' \
    '"dir/CON.txt": reserved device name at byte 0 on Windows -> "CON_.txt"' \
    '"dir/con.TXT": reserved device name at byte 0 on Windows -> "con_.TXT"' \
    '"dir/con.TXT": same entry as "dir/CON.txt" under ntfs, apfs -> "con (2).TXT"' \
    '"dir/sub/a:b": forbidden character at byte 1 on Windows -> "a_b"' \
    "\"long/$Y300.txt\": name too long at byte 255 on Windows, macOS and Linux -> \"$Y251.txt\"" \
    '"./here?.txt": forbidden character at byte 4 on Windows -> "here_.txt"' \
    '"foo/con.xml": reserved device name at byte 0 on Windows -> "con_.xml"' \
    '"foo/bar/AUX": reserved device name at byte 0 on Windows -> "AUX_"' \
    '"foo/bar/bla:.txt": forbidden character at byte 3 on Windows -> "bla_.txt"' \
    '"foo/bar/b\u{7}la.txt": control character at byte 1 on Windows -> "b_la.txt"' \
    '"foo/bar/bla ": trailing dot or space at byte 3 on Windows -> "bla"' \
    '11 findings (10 names with problems, 1 collision) in 19 names on Windows, macOS and Linux'
} >"$T/list.expected"
golden list 1 "$T/list.expected" "" "$T/list.txt" names -
# The same paths with --rules none: the problems alone, each name still checked once.
grep -v 'same entry' "$T/list.expected" | sed 's/^11 findings (10 names with problems, 1 collision)/10 findings (10 names with problems, 0 collisions)/' \
  >"$T/list-none.expected"
golden list-none 1 "$T/list-none.expected" "" "$T/list.txt" names --rules none -

# NUL-separated (git ls-files -z): names may hold newlines.
printf 'x/a\nb\0x/ok\0x/A\nB\0' >"$T/list0"
{
  printf '%s\n' \
    '"x/a\nb": control character at byte 1 on Windows -> "a_b"' \
    '"x/A\nB": control character at byte 1 on Windows -> "A_B"' \
    '"x/A\nB": same entry as "x/a\nb" under ntfs, apfs -> "A_B (2)"' \
    '3 findings (2 names with problems, 1 collision) in 4 names on Windows, macOS and Linux'
} >"$T/list0.expected"
golden list-nul 1 "$T/list0.expected" "" "$T/list0" names -0 -
golden list-nul-long 1 "$T/list0.expected" "" "$T/list0" names --null -
# A last path without its separator counts; '-' twice reads stdin once.
printf 'x/a\nb\0x/ok\0x/A\nB' >"$T/list0b"
golden list-nul-unterminated 1 "$T/list0.expected" "" "$T/list0b" names -0 - -

# find(1) order without collision rules: a directory listed, then what is in it, checked once.
printf 'd\nd/CON\nd/e\nd/e/f:g\nd/e/h\n' >"$T/find.txt"
{
  printf '%s\n' \
    '"d/CON": reserved device name at byte 0 on Windows -> "CON_"' \
    '"d/e/f:g": forbidden character at byte 1 on Windows -> "f_g"' \
    '2 findings (2 names with problems, 0 collisions) in 5 names on Windows, macOS and Linux'
} >"$T/find.expected"
golden find-order 1 "$T/find.expected" "" "$T/find.txt" names --rules none -

# Nothing to report: exit 0.
printf 'src/a.c\nsrc/b.c\nREADME.md\n' >"$T/fine.txt"
printf '0 findings (0 names with problems, 0 collisions) in 4 names on Windows, macOS and Linux\n' >"$T/fine.expected"
golden fine 0 "$T/fine.expected" "" "$T/fine.txt" names -

# ---- --gitignore: only what git would keep is checked ---------------------------------------------
mkdir -p "$T/ign/.git" "$T/ign/build"
printf 'CON.txt\nbuild/\n' >"$T/ign/.gitignore"
touch "$T/ign/CON.txt" "$T/ign/aux.c" "$T/ign/build/NUL"
printf '%s\n' '"ign/aux.c": reserved device name at byte 0 on Windows -> "aux_.c"' \
  '1 finding (1 name with problems, 0 collisions) in 2 names on Windows, macOS and Linux' \
  >"$T/ign.expected"
golden gitignore 1 "$T/ign.expected" "" "$T/empty" names --gitignore ign

# ---- errors --------------------------------------------------------------------------------------
golden bad-on 2 "$T/empty" "wtf8: --on takes windows, macos, linux or all, comma-separated, not 'bsd'" "$T/empty" names --on windows,bsd
golden bad-rules 2 "$T/empty" "wtf8: --rules takes ntfs, apfs, hfs, casefold or exact, comma-separated, or none, not 'fat'" "$T/empty" names --rules fat
printf '0 findings (0 names with problems, 0 collisions) in 0 names on Windows, macOS and Linux; 1 error\n' >"$T/missing.expected"
golden missing-path 2 "$T/missing.expected" 'wtf8: lstat "nope": No such file or directory' "$T/empty" names nope
# An error does not stop the others; findings still print, the exit status is 2.
{
  printf '%s\n' '"tree/CON.txt": reserved device name at byte 0 on Windows -> "CON_.txt"' \
    '1 finding (1 name with problems, 0 collisions) in 1 name on Windows, macOS and Linux; 1 error'
} >"$T/mixed.expected"
golden missing-and-found 2 "$T/mixed.expected" 'wtf8: lstat "nope": No such file or directory' "$T/empty" names nope tree/CON.txt
checks=$((checks + 1))
"$W" names --help >"$T/out" 2>&1 && grep -q '^Usage: wtf8 names' "$T/out" || fail "names --help"

# ---- the repository itself -------------------------------------------------------------------------
# The test's own source, through the runfiles link, leads to the checkout; where git and the
# checkout are there, every tracked path must pass on all three platforms under every rule.
self=$(readlink -f "${BASH_SOURCE[0]}" 2>/dev/null || true)
repo=$(dirname "$(dirname "$self")")
if command -v git >/dev/null && git -C "$repo" rev-parse --show-toplevel >/dev/null 2>&1 &&
  [[ -f "$repo/tools/names_test.sh" ]]; then
  checks=$((checks + 1))
  rc=0
  git -C "$repo" ls-files -z | "$W" names -0 --rules ntfs,apfs,hfs,casefold - >"$T/repo.out" || rc=$?
  [[ $rc == 0 ]] || fail "the repository has findings: $(cat "$T/repo.out")"
  grep -q '^0 findings (0 names with problems, 0 collisions) in [0-9]* names' "$T/repo.out" ||
    fail "repository summary: $(cat "$T/repo.out")"
  echo "repository: $(tail -1 "$T/repo.out")"
else
  echo "note: the checkout is not reachable from here; 'git ls-files -z | wtf8 names -0 -' not run"
fi

echo "$checks checks, $failures failures"
[[ $failures == 0 ]]
