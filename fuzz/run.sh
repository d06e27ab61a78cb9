#!/usr/bin/env bash
# Builds one fuzz target with clang + libFuzzer under ASan+UBSan (outside Bazel) and runs it.
#
#   fuzz/run.sh TARGET SECONDS [LIBFUZZER_ARGS...]   e.g. fuzz/run.sh validation 600 -jobs=2
#   fuzz/run.sh --list                               the targets (fuzz/*_fuzzer.cc)
#   fuzz/run.sh --build-only TARGET                  just build .fuzz-out/TARGET_fuzzer
#
# The library is compiled once into .fuzz-out/ (rebuilt when a source or header is newer). The
# committed seeds in fuzz/corpus/TARGET/ are copied into .fuzz-out/corpus/TARGET/, which collects
# what the fuzzer finds interesting across runs; the committed seeds are never modified. A finding
# is written to .fuzz-out/artifacts/ and the script exits non-zero. Needs Debian's `clang` and
# `libclang-rt-14-dev` (CI installs them) and `libabsl-dev`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

CXX=${CXX_FUZZ:-clang++}
OUT=.fuzz-out
SAN=(-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
CXXFLAGS=(-std=c++17 -O1 -g -Wall -Wextra -Werror -I include -I . "${SAN[@]}")
ABSL_LIBS=$(pkg-config --libs absl_status absl_statusor absl_strings absl_str_format absl_hash)

targets() { for f in fuzz/*_fuzzer.cc; do basename "$f" _fuzzer.cc; done; }

build_library() {
  mkdir -p "$OUT/obj"
  local lib="$OUT/libwtf8_fuzz.a" sources newest
  # The library and the test-only references some targets compare it with (tests/reference/).
  mapfile -t sources < <(find src tests/reference -name '*.cc' | sort)
  newest=$(find src include tests/reference -newer "$lib" -type f 2>/dev/null | head -1 || true)
  if [[ -f "$lib" && -z "$newest" ]]; then return 0; fi
  echo "fuzz: compiling the library (${#sources[@]} files) with $CXX" >&2
  rm -f "$OUT"/obj/*.o
  printf '%s\n' "${sources[@]}" | xargs -P "$(nproc)" -I{} bash -c \
    'o="$0/obj/$(echo "$1" | tr / _).o"; exec "$2" "${@:3}" -fsanitize=fuzzer-no-link -c "$1" -o "$o"' \
    "$OUT" {} "$CXX" "${CXXFLAGS[@]}"
  rm -f "$lib"
  ar rcs "$lib" "$OUT"/obj/*.o
}

build_target() {
  local t=$1
  [[ -f fuzz/${t}_fuzzer.cc ]] || { echo "fuzz: no target '$t' (try --list)" >&2; exit 2; }
  build_library
  echo "fuzz: building $t" >&2
  # shellcheck disable=SC2086  # ABSL_LIBS is a list of flags
  "$CXX" "${CXXFLAGS[@]}" -fsanitize=fuzzer "fuzz/${t}_fuzzer.cc" "$OUT/libwtf8_fuzz.a" \
    $ABSL_LIBS -o "$OUT/${t}_fuzzer"
}

case "${1:-}" in
  --list) targets; exit 0 ;;
  --build-only) build_target "${2:?target}"; exit 0 ;;
  ""|-h|--help) sed -n '2,12p' "$0"; exit 2 ;;
esac

target=${1%_fuzzer}
seconds=${2:?usage: fuzz/run.sh TARGET SECONDS}
shift 2
build_target "$target"
mkdir -p "$OUT/corpus/$target" "$OUT/artifacts"
cp -n fuzz/corpus/"$target"/* "$OUT/corpus/$target/" 2>/dev/null || true
echo "fuzz: running $target for ${seconds}s" >&2
exec "$OUT/${target}_fuzzer" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 \
  -max_len=4096 -print_final_stats=1 -artifact_prefix="$OUT/artifacts/${target}-" "$@" \
  "$OUT/corpus/$target"
