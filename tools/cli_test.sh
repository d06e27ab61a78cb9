#!/usr/bin/env bash
# End-to-end tests of the wtf8 tool: bytes in on stdin or files, exact bytes expected on stdout,
# exact stderr lines and exit codes, for every subcommand and error path. Streaming is checked by
# rerunning with tiny read chunks (WTF8_CLI_CHUNK_SIZE) and expecting the same bytes.
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

# t NAME INPUT EXPECTED_RC EXPECTED_STDOUT EXPECTED_STDERR ARGS...
# INPUT, EXPECTED_STDOUT: printf %b strings (\xHH escapes); EXPECTED_STDERR: exact text, or
# ~GLOB for a library message whose reason wording is not the tool's to fix.
t() {
  local name=$1 input=$2 rc=$3 out=$4 err=$5
  shift 5
  checks=$((checks + 1))
  printf '%b' "$input" >"$T/in"
  printf '%b' "$out" >"$T/expected"
  local actual=0
  "$W" "$@" <"$T/in" >"$T/out" 2>"$T/err" || actual=$?
  if [[ $actual != "$rc" ]]; then
    fail "$name: exit $actual, expected $rc (stderr: $(cat "$T/err"))"
  fi
  if ! cmp -s "$T/out" "$T/expected"; then
    fail "$name: stdout $(od -An -tx1 "$T/out" | tr -s ' \n' ' ') expected $(od -An -tx1 "$T/expected" | tr -s ' \n' ' ')"
  fi
  if [[ $err == '~'* ]]; then
    # A library message whose reason may be reworded: a glob, on one line.
    # shellcheck disable=SC2053
    if [[ "$(cat "$T/err")" != ${err:1} || $(wc -l <"$T/err") != 1 ]]; then
      fail "$name: stderr '$(cat "$T/err")', expected the pattern '${err:1}'"
    fi
  elif [[ "$(cat "$T/err")" != "$err" ]]; then
    fail "$name: stderr '$(cat "$T/err")', expected '$err'"
  fi
}

# same_in_chunks NAME INPUT ARGS...: the output (and exit code, stderr) with every read size from
# 1, 2, 3 and 7 bytes equals the output with the default 256 KiB reads.
same_in_chunks() {
  local name=$1 input=$2
  shift 2
  printf '%b' "$input" >"$T/cin"
  local rc0=0 rc
  "$W" "$@" <"$T/cin" >"$T/c0" 2>"$T/e0" || rc0=$?
  for size in 1 2 3 7; do
    checks=$((checks + 1))
    rc=0
    WTF8_CLI_CHUNK_SIZE=$size "$W" "$@" <"$T/cin" >"$T/c1" 2>"$T/e1" || rc=$?
    [[ $rc == "$rc0" ]] || fail "$name: chunk size $size: exit $rc, not $rc0"
    cmp -s "$T/c0" "$T/c1" || fail "$name: chunk size $size: stdout differs: $(od -An -tx1 "$T/c1" | head -3)"
    cmp -s "$T/e0" "$T/e1" || fail "$name: chunk size $size: stderr '$(cat "$T/e1")' not '$(cat "$T/e0")'"
  done
}

# ---- help, version, usage errors ---------------------------------------------------------------
checks=$((checks + 1))
"$W" --help >"$T/out" 2>&1 && grep -q '^  convert ' "$T/out" || fail "--help"
for cmd in convert check inspect find count split replace ls names tour quote unquote; do
  checks=$((checks + 1))
  "$W" "$cmd" --help >"$T/out" 2>"$T/err" || fail "$cmd --help: exit code"
  grep -q "^Usage: wtf8 $cmd" "$T/out" || fail "$cmd --help: no usage line"
  grep -q -- "--help" "$T/out" || fail "$cmd --help: no options"
  [[ -s "$T/err" ]] && fail "$cmd --help: stderr"
done
t version "" 0 "wtf8 0.1.0\n" "" --version
t no-command "" 2 "" "wtf8: no command given (try 'wtf8 --help')"
t unknown-command "" 2 "" "wtf8: unknown command 'frob' (try 'wtf8 --help')" frob
t unknown-top-option "" 2 "" "wtf8: unknown option '--frob' (try 'wtf8 --help')" --frob
t unknown-option "" 2 "" "wtf8: unknown option '--frob' for 'convert' (try 'wtf8 convert --help')" convert --frob
t option-of-other-command "" 2 "" "wtf8: unknown option '--to' for 'find' (try 'wtf8 find --help')" find --to utf-8 x
t missing-value "" 2 "" "wtf8: option '--from' needs a value (ENC)" convert --to utf-8 --from
t flag-with-value "" 2 "" "wtf8: option '--help' takes no value" convert --help=yes
t too-many-operands "" 2 "" "wtf8: 'find' takes NEEDLE, got 2 operand(s) (try 'wtf8 find --help')" find a b
t no-operand "" 2 "" "wtf8: 'replace' takes NEEDLE WITH, got 1 operand(s) (try 'wtf8 replace --help')" replace a
t convert-operand "" 2 "" "wtf8: 'convert' takes no operands, got 1 operand(s) (try 'wtf8 convert --help')" convert x
t convert-needs-encodings "" 2 "" "wtf8: convert needs --from ENC and --to ENC" convert --from utf-8
t bad-errors-mode "" 2 "" "wtf8: --errors must be fatal or replace, not 'ignore'" convert --from utf-8 --to utf-8 --errors ignore
t unknown-encoding "" 2 "" "wtf8: unknown encoding 'utf-7' (a WHATWG label, wtf-8, wtf-16le, wtf-16be, posix-bytes, utf-58, utf-58-table or json)" convert --from utf-7 --to utf-8
t legacy-decode "abc" 2 "" "wtf8: decoding Shift_JIS is not supported: wtf8 does not ship the WHATWG index tables of legacy encodings" convert --from sjis --to utf-8
t legacy-encode "abc" 2 "" "wtf8: encoding to windows-1252 is not supported: wtf8 encodes the WHATWG encodings UTF-8, UTF-16LE and UTF-16BE only" convert --from utf-8 --to latin1
t bad-escape "" 2 "" "wtf8: NEEDLE: invalid escaped text: unknown escape at byte offset 1" find 'a\q'
t bad-escape-u "" 2 "" "wtf8: NEEDLE: invalid escaped text: \\u{...} is above 10FFFF at byte offset 0" count '\u{110000}'
t bad-escape-with "" 2 "" "wtf8: WITH: invalid escaped text: \\x needs exactly 2 hex digits at byte offset 0" replace a '\x4'
t missing-file "" 2 "" "wtf8: cannot open '$T/nope': No such file or directory" convert --from utf-8 --to utf-8 -i "$T/nope"

t unwritable-output "" 2 "" "wtf8: cannot open '$T/nodir/out': No such file or directory" convert --from utf-8 --to utf-8 -o "$T/nodir/out"
t directory-input "" 2 "" "wtf8: cannot read '$T': Is a directory" convert --from utf-8 --to utf-8 -i "$T"

# ---- convert -----------------------------------------------------------------------------------
# "a", lone U+D800, "B", U+1F600 in every lossless form.
W16LE='a\x00\x00\xd8B\x00\x3d\xd8\x00\xde'
W16BE='\x00a\xd8\x00\x00B\xd8\x3d\xde\x00'
WTF8='a\xed\xa0\x80B\xf0\x9f\x98\x80'
t wtf16le-wtf8 "$W16LE" 0 "$WTF8" "" convert --from wtf-16le --to wtf-8
t wtf8-wtf16be "$WTF8" 0 "$W16BE" "" convert --from wtf-8 --to wtf-16be
t wtf16be-wtf16le "$W16BE" 0 "$W16LE" "" convert --from wtf-16be --to wtf-16le
t wtf16-keeps-bom '\xff\xfea\x00' 0 '\xef\xbb\xbfa' "" convert --from wtf-16le --to wtf-8
t wtf16-odd-byte 'a\x00b' 1 'a' "~wtf8: invalid UTF-16LE: * at byte offset 2" convert --from wtf-16le --to wtf-8
t wtf8-invalid 'ab\xed\xa0\x80\xed\xb0\x80' 1 'a\x00b\x00' "~wtf8: invalid WTF-8: * at byte offset 2" convert --from wtf-8 --to wtf-16le
# Fatal: what came before the error is written, nothing after; the offset counts input bytes.
t utf8-fatal 'ab\xc0cd' 1 'a\x00b\x00' "~wtf8: invalid UTF-8: * at byte offset 2" convert --from utf-8 --to utf-16le
t utf8-replace 'ab\xc0cd\xf0\x80\x80' 0 'ab\xef\xbf\xbdcd\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd' "" convert --from utf-8 --to utf-8 --errors replace
t utf8-bom-stripped '\xef\xbb\xbfhi' 0 'h\x00i\x00' "" convert --from utf8 --to utf-16le
t utf16le-whatwg-fatal 'a\x00\x00\xd8b\x00' 1 'a' "~wtf8: invalid UTF-16LE: * at byte offset 2" convert --from utf-16le --to utf-8
t utf16le-whatwg-replace 'a\x00\x00\xd8b\x00' 0 'a\xef\xbf\xbdb' "" convert --from utf-16le --to utf-8 --errors replace
# Encoding a lone surrogate into a scalar-only encoding: the offset is the surrogate's input byte.
t encode-surrogate-utf8 "$W16LE" 1 'a' "wtf8: cannot encode the lone surrogate U+D800 in UTF-8 at byte offset 2" convert --from wtf-16le --to utf-8
t encode-surrogate-utf8-wtf8 'xyz\xed\xb0\x80' 1 'xyz' "wtf8: cannot encode the lone surrogate U+DC00 in UTF-8 at byte offset 3" convert --from wtf-8 --to utf-8
t encode-surrogate-replace "$W16LE" 0 'a\xef\xbf\xbdB\xf0\x9f\x98\x80' "" convert --from wtf-16le --to utf-8 --errors replace
t encode-surrogate-utf16be "$W16LE" 0 '\x00a\xff\xfd\x00B\xd8\x3d\xde\x00' "" convert --from wtf-16le --to utf-16be --errors replace
t encode-surrogate-utf58 "$W16LE" 1 '\x01' "wtf8: cannot encode the lone surrogate U+D800 in utf-58 at byte offset 2" convert --from wtf-16le --to utf-58
t utf58-decode 'hello' 0 'hello' "" convert --from utf-58 --to utf-8
t utf58-table-decode 'hello' 0 'gekkn' "" convert --from utf-58-table --to utf-8
t utf58-encode 'a\xe3\x81\x82\xf0\x9f\x8c\x88' 0 '\x01\x1e\x42\x30\x00' "" convert --from utf-8 --to utf-58
t utf58-table-encode 'z' 0 '\x1c' "" convert --from utf-8 --to utf-58-table
t utf58-bad 'ab\x1d\x61c' 1 'ab' "~wtf8: invalid UTF-58: * at byte offset 2" convert --from utf-58 --to utf-8
t x-user-defined 'a\xff' 0 'a\xef\x9f\xbf' "" convert --from x-user-defined --to utf-8
# posix-bytes (PEP 383): bytes that are not UTF-8 become U+DC80..U+DCFF and come back exactly.
t posix-in 'caf\xe9 \xed\xa0\x80 \xf0\x9f\x98\x80' 0 'caf\xed\xb3\xa9 \xed\xb3\xad\xed\xb2\xa0\xed\xb2\x80 \xf0\x9f\x98\x80' "" convert --from posix-bytes --to wtf-8
t posix-out 'caf\xed\xb3\xa9!' 0 'caf\xe9!' "" convert --from wtf-8 --to posix-bytes
t posix-round-trip 'a\xff\xc3\x28\xe2\x82\xac\xf0\x9f' 0 'a\xff\xc3\x28\xe2\x82\xac\xf0\x9f' "" convert --from posix-bytes --to posix-bytes
t posix-to-wtf16 'x\x80' 0 'x\x00\x80\xdc' "" convert --from posix-bytes --to wtf-16le
t posix-out-other-surrogate 'ab\xed\xa0\x80c' 1 'ab' "wtf8: cannot encode the lone surrogate U+D800 in posix-bytes at byte offset 2" convert --from wtf-8 --to posix-bytes
t posix-out-replace 'ab\xed\xa0\x80c' 0 'ab\xef\xbf\xbdc' "" convert --from wtf-8 --to posix-bytes --errors replace
t posix-encode-error-offset 'caf\xe9' 1 'caf' "wtf8: cannot encode the lone surrogate U+DCE9 in UTF-8 at byte offset 3" convert --from posix-bytes --to utf-8
t posix-find 'caf\xe9/\xe9' 0 '3\n7\n' "" find --from posix-bytes '\xe9'
t posix-replace 'caf\xe9/\xe9' 0 'cafe/e' "" replace --from posix-bytes '\xE9' e
same_in_chunks chunks-posix 'a\xff\xc3\x28\xe2\x82\xac\xf0\x9f\x98\x80\xf0\x9f\xe2\x82' convert --from posix-bytes --to wtf-16be
same_in_chunks chunks-posix-back 'a\xff\xc3\x28\xe2\x82\xac\xf0\x9f\x98\x80\xf0\x9f\xe2\x82' convert --from posix-bytes --to posix-bytes
# Files: -i / -o.
printf '%b' "$W16LE" >"$T/file.in"
checks=$((checks + 1))
"$W" convert --from wtf-16le --to wtf-8 -i "$T/file.in" -o "$T/file.out" >"$T/out" 2>&1 || fail "-i/-o exit"
printf '%b' "$WTF8" >"$T/file.expected"
cmp -s "$T/file.out" "$T/file.expected" || fail "-i/-o bytes"
[[ -s "$T/out" ]] && fail "-i/-o printed something"
"$W" convert --from wtf-8 --to wtf-16le --input="$T/file.out" --output="$T/file.back" || fail "--input=/--output="
cmp -s "$T/file.back" "$T/file.in" || fail "round trip through files"
# Streaming: any read size gives the same bytes and errors.
same_in_chunks chunks-wtf16 "$W16LE$W16LE\x00\xdc" convert --from wtf-16le --to wtf-8
same_in_chunks chunks-wtf8 "$WTF8$WTF8\xed\xb0\x80$WTF8" convert --from wtf-8 --to wtf-16be
same_in_chunks chunks-wtf8-pair "ab\xed\xa0\x80\xed\xb0\x80" convert --from wtf-8 --to wtf-16be
same_in_chunks chunks-utf8-fatal 'abc\xe2\x82\xacd\xe2\x82' convert --from utf-8 --to utf-16le
same_in_chunks chunks-utf8-replace 'abc\xe2\x82\xacd\xe2\x82\xf0\x80\x80zz' convert --from utf-8 --to utf-8 --errors replace
same_in_chunks chunks-utf58 '\x01\x1e\x42\x30\x00\x1f\x01\x02\x01hi' convert --from utf-58 --to utf-8
same_in_chunks chunks-utf58-bad '\x01\x1e\x42\x30\x00\x1f\x01\x02' convert --from utf-58 --to utf-8
same_in_chunks chunks-encode-error "$W16LE$W16LE" convert --from wtf-16le --to utf-8
same_in_chunks chunks-bom '\xef\xbb\xbf\xef\xbb\xbfx' convert --from utf-8 --to wtf-16le
# json: one JSON string literal per line (JSON.stringify's escapes), lossless both ways.
t to-json 'a"b\\c\x7f\n\xed\xa0\x80x\t\n' 0 '"a\\"b\\\\c\x7f"\n"\\ud800x\\t"\n' "" convert --from wtf-8 --to json
t to-json-from-wtf16 "$W16LE" 0 '"a\\ud800B\xf0\x9f\x98\x80"' "" convert --from wtf-16le --to json
t to-json-last-line 'a\nb' 0 '"a"\n"b"' "" convert --from utf-8 --to json
t to-json-empty '' 0 '' "" convert --from utf-8 --to json
t to-json-empty-lines '\n\n' 0 '""\n""\n' "" convert --from utf-8 --to json
t to-json-crlf 'a\r\nb\r\n' 0 '"a\\r"\n"b\\r"\n' "" convert --from utf-8 --to json
t from-json '"a\\"b\\/\\u00e9"\n"\\ud800x"\n' 0 'a"b/\xc3\xa9\n\xed\xa0\x80x\n' "" convert --from json --to wtf-8
t from-json-pair '"\\ud83d\\uDE00"\n' 0 '\xf0\x9f\x98\x80\n' "" convert --from json --to utf-8
t from-json-last-line '"a"\n"b"' 0 'a\nb' "" convert --from json --to wtf-8
t from-json-crlf-and-spaces '"a"\r\n\t"b" \r\n' 0 'a\nb\n' "" convert --from json --to wtf-8
t from-json-to-wtf16 '"a\\ud800B\xf0\x9f\x98\x80"' 0 "$W16LE" "" convert --from json --to wtf-16le
t from-json-unclosed '"a"\n"b\n' 1 'a\n' "~wtf8: invalid JSON string literal: * at byte offset 6" convert --from json --to wtf-8
t from-json-blank-line '"a"\n\n"b"\n' 1 'a\n' "~wtf8: invalid JSON string literal: * at byte offset 4" convert --from json --to wtf-8
t from-json-bad-escape '"a"\n  "b\\x"\n' 1 'a\n' "~wtf8: invalid JSON string literal: * at byte offset 8" convert --from json --to wtf-8
t from-json-raw-newline-in-literal '"a\n"' 1 '' "~wtf8: invalid JSON string literal: * at byte offset 2" convert --from json --to wtf-8
t from-json-not-utf8 '"a\xff"\n' 1 '' "~wtf8: invalid JSON string literal: * at byte offset 2" convert --from json --to wtf-8
t from-json-raw-surrogate '"\xed\xa0\x80"\n' 1 '' "~wtf8: invalid JSON string literal: * at byte offset 1" convert --from json --to wtf-8
# A lone surrogate escape the output cannot hold: the offset is its escape's backslash.
t from-json-encode-error '"ab"\n"x\\ud800"\n' 1 'ab\nx' "wtf8: cannot encode the lone surrogate U+D800 in UTF-8 at byte offset 7" convert --from json --to utf-8
t from-json-encode-error-after-pair '"\\ud83d\\ude00\xc3\xa9\\n\\udc00"\n' 1 '\xf0\x9f\x98\x80\xc3\xa9\n' "wtf8: cannot encode the lone surrogate U+DC00 in UTF-8 at byte offset 17" convert --from json --to utf-8
t from-json-encode-replace '"x\\ud800"\n' 0 'x\xef\xbf\xbd\n' "" convert --from json --to utf-8 --errors replace
same_in_chunks chunks-to-json "a\nb\"\\\\\n$WTF8\n\n$WTF8" convert --from wtf-8 --to json
same_in_chunks chunks-to-json-wtf16 "$W16LE\n\x00$W16LE" convert --from wtf-16le --to json
same_in_chunks chunks-from-json '"a\\ud83d\\ude00"\n"\\ud800"\r\n"\xc3\xa9"' convert --from json --to wtf-16le
same_in_chunks chunks-from-json-error '"a"\n"b\\q"\n' convert --from json --to wtf-8
# Round trips through json: text -> json -> text, and a json file -> text -> json.
printf '%b' "a\n$WTF8\r\n\n\\\\\"\x01end" >"$T/text.in"
checks=$((checks + 1))
"$W" convert --from wtf-8 --to json -i "$T/text.in" -o "$T/text.json" || fail "to json"
"$W" convert --from json --to wtf-8 -i "$T/text.json" -o "$T/text.back" || fail "from json"
cmp -s "$T/text.in" "$T/text.back" || fail "text -> json -> text changed the text"
"$W" convert --from json --to json -i "$T/text.json" -o "$T/text.json2" || fail "json -> json"
cmp -s "$T/text.json" "$T/text.json2" || fail "json -> json changed the file"

# ---- check -------------------------------------------------------------------------------------
printf 'plain' >"$T/ok.txt"
printf 'ab\xed\xa0\x80' >"$T/lone.txt"
printf 'ab\xc0' >"$T/bad.txt"
printf '\x90\x80\x80ab\xf0\x9f\x98' >"$T/omg.txt"
t check-ok "" 0 "$T/ok.txt: ok\n" "" check "$T/ok.txt"
t check-stdin 'x' 0 "-: ok\n" "" check
t check-wtf8 "" 1 "$T/ok.txt: ok\n$T/lone.txt: ok\n$T/bad.txt: invalid WTF-8: overlong encoding (lead byte 0xC0) at byte offset 2\n" "" check "$T/ok.txt" "$T/lone.txt" "$T/bad.txt"
t check-utf8 "" 1 "$T/lone.txt: invalid UTF-8: surrogate U+D800 is not allowed in UTF-8 at byte offset 2\n" "" check --as utf-8 "$T/lone.txt"
t check-omg "" 0 "$T/omg.txt: ok\n" "" check --as omg-wtf-8 "$T/omg.txt"
t check-omg-as-wtf8 "" 1 "$T/omg.txt: invalid WTF-8: unexpected continuation byte 0x90 at byte offset 0\n" "" check "$T/omg.txt"
t check-missing "" 2 "$T/ok.txt: ok\n" "wtf8: cannot open '$T/nope': No such file or directory" check "$T/nope" "$T/ok.txt"
t check-bad-as "" 2 "" "wtf8: --as must be utf-8, wtf-8 or omg-wtf-8, not 'ascii'" check --as ascii
same_in_chunks check-chunks-pair 'abc\xed\xa0\x80\xed\xb0\x80' check
same_in_chunks check-chunks-omg '\x90\x80\x80ab\xed\xa0\x80\xf0\x9f\x98' check --as omg-wtf-8
same_in_chunks check-chunks-omg-mid 'ab\x90\x80\x80' check --as omg-wtf-8
same_in_chunks check-chunks-truncated 'ab\xf0\x9f\x98' check --as utf-8

# ---- inspect -----------------------------------------------------------------------------------
t inspect 'a\xc3\xa9\xed\xb0\x80\xed\xa0\x80\xf0\x9f\x98\x80' 0 \
  '0\tU+0061\t61\tASCII\n1\tU+00E9\tC3 A9\tscalar\n3\tU+DC00\tED B0 80\tlone trail surrogate\n6\tU+D800\tED A0 80\tlone lead surrogate\n9\tU+1F600\tF0 9F 98 80\tscalar\n' "" inspect
t inspect-split '\x90\x80\x80a\xf0\x9f\x98' 0 \
  '0\tU+DC00\t90 80 80\tsplit trail surrogate\n3\tU+0061\t61\tASCII\n4\tU+D83D\tF0 9F 98\tsplit lead surrogate\n' "" inspect
t inspect-from "$W16LE" 0 \
  '0\tU+0061\t61\tASCII\n1\tU+D800\tED A0 80\tlone lead surrogate\n4\tU+0042\t42\tASCII\n5\tU+1F600\tF0 9F 98 80\tscalar\n' "" inspect --from wtf-16le
t inspect-invalid 'ab\xff' 1 '0\tU+0061\t61\tASCII\n1\tU+0062\t62\tASCII\n' "~wtf8: invalid OMG-WTF-8: * at byte offset 2" inspect
same_in_chunks inspect-chunks '\x90\x80\x80a\xc3\xa9\xed\xa0\x80\xf0\x9f\x98\x80\xf0\x9f\x98' inspect
same_in_chunks inspect-chunks-from "$W16LE$W16LE" inspect --from wtf-16be

# ---- find, count, split, replace ---------------------------------------------------------------
S='a,b\xed\xa0\x80,\xf0\x90\x80\x80'  # the search header's example: a , b U+D800 , U+10000
t find-comma "$S" 0 '1\n6\n' "" find ,
t find-lead "$S" 0 '3\n7\n' "" find '\u{D800}'
t find-trail "$S" 0 '9\n' "" find '\u{dc00}'
t find-empty 'ab' 0 '0\n1\n2\n' "" find ''
t count "$S" 0 '2\n' "" count ,
t count-none "$S" 0 '0\n' "" count zz
t split "$S" 0 '"a"\n"b\\u{d800}"\n"\xf0\x90\x80\x80"\n' "" split ,
t split-lead "$S" 0 '"a,b"\n","\n"\\u{dc00}"\n' "" split '\u{d800}'
t split-empty-input "" 0 '""\n' "" split ,
t split-adjacent ',,' 0 '""\n""\n""\n' "" split ,
t replace "$S" 0 'a/b\xed\xa0\x80/\xf0\x90\x80\x80' "" replace , /
t replace-joins 'x\xed\xa0\x80,\xed\xb0\x80y' 0 'x\xf0\x90\x80\x80y' "" replace , ''
t replace-half "$S" 0 'a,b\xed\xa0\x80,\xed\xa0\x80x' "" replace '\u{dc00}' x
t replace-from-wtf16 "$W16LE" 0 'a\x00-\x00B\x00\x3d\xd8\x00\xde' "" replace --from wtf-16le '\u{d800}' -
t replace-from-utf16le 'a\x00b\x00' 0 '\x3d\xd8\x00\xdea\x00\x3d\xd8\x00\xdeb\x00\x3d\xd8\x00\xde' "" replace --from utf-16le '' '\u{1F600}'
t replace-with-unencodable 'ab' 2 '' "wtf8: WITH: cannot encode the lone surrogate U+D800 in UTF-8" replace --from utf-8 a '\u{d800}'
t find-escape-tab 'a\tb\\c"d\x00e' 0 '1\n' "" find '\t' --from utf-8
t find-escape-backslash 'a\tb\\c"d\x00e' 0 '3\n' "" find '\\'
t find-escape-quote 'a\tb\\c"d\x00e' 0 '5\n' "" find '\"'
t find-escape-nul 'a\tb\\c"d\x00e' 0 '7\n' "" find '\0'
t find-escape-quoted-form 'a\tb\\c"d\x00e' 0 '5\n' "" find '"\"d"'
t find-dash '-x-' 0 '0\n2\n' "" find -- -
t find-decode-error 'a,b\xc0,c' 1 '1\n' "~wtf8: invalid UTF-8: * at byte offset 3" find --from utf-8 ,
# Matches that straddle read chunks, and every read size: the same as reading at once.
LONG='xx\xf0\x90\x80\x80abcab\xed\xb0\x80\xed\xa0\x80abc\xf0\x90\x80\x81abcabc,,\xed\xa0\x80'
for needle in abc ab ',' ',,' '\u{d800}' '\u{dc00}' '\u{dc00}abc' 'abc\u{d800}' '\u{dc01}abc' '' 'c\u{d800}\u{dc00}a' '\u{10000}'; do
  same_in_chunks "find $needle" "$LONG" find "$needle"
  same_in_chunks "split $needle" "$LONG" split "$needle"
  same_in_chunks "count $needle" "$LONG" count "$needle"
  same_in_chunks "replace $needle" "$LONG" replace "$needle" '<\u{d800}>'
done
same_in_chunks "find wtf16" "$W16LE$W16LE$W16LE" find --from wtf-16le 'B\u{d83d}'
same_in_chunks "replace wtf16" "$W16LE$W16LE$W16LE" replace --from wtf-16le '\u{de00}a' '\u{dc00}'
t find-straddle "$LONG" 0 '6\n17\n24\n27\n' "" find abc
WTF8_CLI_CHUNK_SIZE=1 t find-straddle-1 "$LONG" 0 '6\n17\n24\n27\n' "" find abc

# ---- quote, unquote ---------------------------------------------------------------------------
t quote-windows "" 0 '"C:\\P Q\\x.exe" "a b" c\\"d e\\ ""\n' "" quote --for windows 'C:\P Q\x.exe' 'a b' 'c"d' 'e\' ''
t quote-windows-utf16 "" 0 '"\x00p\x00"\x00 \x00a\x00\x00\xd8' "" quote --for windows --utf16le --escaped p 'a\u{D800}'
t quote-windows-program-quote "" 2 '' '~wtf8: cannot build a Windows command line: *at byte offset 1' quote --for windows 'a"b'
t quote-bat "" 0 'cmd.exe /e:ON /v:OFF /d /c ""run.bat" "x&calc" "%%cd:~,%PATH%%cd:~,%" ok"\n' "" quote --for bat run.bat 'x&calc' '%PATH%' ok
t quote-bat-newline "" 2 '' '~wtf8: cannot build a batch-file command line: argument 0 *at byte offset 1' quote --for bat run.bat $'a\nb'
t quote-bat-script "" 2 '' '~wtf8: cannot build a batch-file command line: *at byte offset 3' quote --for bat 'dir\'
t quote-sh "" 0 "ls 'it'\"'\"'s' 'caf\\xe9' ''\n" "" quote --for sh ls "it's" $'caf\xe9' ''
t quote-rsp-gnu "" 0 '-o\n"a b.o"\n' "" quote --for rsp-gnu -- -o 'a b.o'
t quote-rsp-windows "" 0 '"C:\\d e\\\\"\n' "" quote --for rsp-windows 'C:\d e\'
t quote-bad-target "" 2 '' "wtf8: --for takes windows, bat, sh, rsp-gnu or rsp-windows (got 'cmd')" quote --for cmd x
t unquote-crt "" 0 '"EXE"\n"a\\" a"\n' "" unquote --as windows-crt 'EXE "a"" a"'
t unquote-shell32 "" 0 '"EXE"\n"a\\""\n"a"\n' "" unquote --as shell32 'EXE "a"" a"'
t unquote-sh "" 0 '"a"\n"b c"\n"\\u{dce9}"\n' "" unquote --as sh $'a "b c" \xe9'
t unquote-sh-unclosed "" 2 '' '~wtf8: cannot split a shell line: *at byte offset 2' unquote --as sh "a 'b"
t unquote-escaped "" 0 '"p"\n"\\u{d800}"\n' "" unquote --escaped --as windows-crt 'p \u{D800}'
t unquote-rsp-gnu "" 0 '"-c"\n"a b"\n' "" unquote --as rsp-gnu -- "-c 'a b'"

# ---- ls ----------------------------------------------------------------------------------------
mkdir -p "$T/dir"
touch "$T/dir/plain" "$T/dir/$(printf 'caf\xe9')" "$T/dir/$(printf 'tab\there')" "$T/dir/$(printf '\xf0\x9f\x98\x80')"
t ls "" 0 '"caf\\u{dce9}"  [not UTF-8]\n"plain"\n"tab\\there"\n"\xf0\x9f\x98\x80"\n' "" ls "$T/dir"
(cd "$T/dir" && "$W" ls >"$T/ls.out") || fail "ls of the current directory"
cmp -s "$T/ls.out" <("$W" ls "$T/dir") || fail "ls without DIR lists ."
t ls-missing "" 2 "" "wtf8: cannot list '$T/nope': No such file or directory" ls "$T/nope"
# The debug form of a name is a valid needle: parse_escaped inverts debug_string.
t ls-name-as-needle "$(printf 'x caf\xe9 y')" 0 '2\n' "" find --from posix-bytes '"caf\u{dce9}"'

# ---- progress line: only for a file over 64 MiB when stderr is a terminal -----------------------
head -c $((65 * 1024 * 1024)) /dev/zero >"$T/big"
checks=$((checks + 1))
"$W" convert --from utf-8 --to utf-8 -i "$T/big" -o /dev/null 2>"$T/err" || fail "big convert"
[[ -s "$T/err" ]] && fail "progress line when stderr is not a terminal: $(head -c 200 "$T/err")"
"$W" find x <"$T/big" >/dev/null 2>"$T/err" || fail "big find"
[[ -s "$T/err" ]] && fail "find: progress line when stderr is not a terminal"
if command -v script >/dev/null && script -qec true /dev/null >/dev/null 2>&1; then
  checks=$((checks + 1))
  script -qec "'$W' convert --from utf-8 --to utf-8 -i '$T/big' -o /dev/null" /dev/null >"$T/tty" 2>&1 || fail "tty convert"
  grep -q 'wtf8: read 65 of 65 MiB (100%)' "$T/tty" || fail "no progress line on a terminal: $(head -c 300 "$T/tty")"
  script -qec "'$W' find x < '$T/big' > /dev/null" /dev/null >"$T/tty" 2>&1 || fail "tty find"
  grep -q 'wtf8: read 65 of 65 MiB (100%)' "$T/tty" || fail "find: no progress line on a terminal"
  printf 'small' >"$T/small"
  script -qec "'$W' convert --from utf-8 --to utf-8 -i '$T/small' -o /dev/null" /dev/null >"$T/tty" 2>&1 || fail "tty small"
  grep -q 'MiB' "$T/tty" && fail "progress line for a small file"
else
  echo "note: 'script' cannot make a terminal here; the terminal case of the progress line is not tested"
fi

echo "$checks checks, $failures failures"
[[ $failures == 0 ]]
