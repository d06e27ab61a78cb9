# Windows, verified on every run: cross-compiles the library and the whole GoogleTest suite with
# mingw-w64 (16-bit wchar_t) through the CMake build and runs it under wine.
# Abseil for the target is built from Debian's own source package (the same 20220623 as
# libabsl-dev) as part of the CMake build. Everything lives under build/windows/: a second run
# reuses the sources and the compiled objects; a fresh clone starts from nothing.
# tests/command_line_wine_test.cc checks the command-line rules against wine's CommandLineToArgvW
# and, through about 800 children started by CreateProcessW, wine's C runtime (about a minute).
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
need_packages cmake make dpkg-dev g++-mingw-w64-x86-64-posix wine googletest

root=build/windows
mkdir -p "$root"

# Abseil's sources: `apt-get source abseil` needs a deb-src line for the same archive.
absl_src=$(find "$root/abseil-source" -mindepth 1 -maxdepth 1 -type d -name 'abseil-*' 2>/dev/null | head -1 || true)
if [[ -z "$absl_src" || ! -f "$absl_src/CMakeLists.txt" ]]; then
  if ! apt-get source --print-uris abseil >/dev/null 2>&1; then
    sudo=""
    [[ $(id -u) -ne 0 ]] && sudo="sudo"
    sed -e 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources |
      $sudo tee /etc/apt/sources.list.d/wtf8-deb-src.sources >/dev/null
    $sudo apt-get update -qq >/dev/null
  fi
  rm -rf "$root/abseil-source"
  mkdir -p "$root/abseil-source"
  (cd "$root/abseil-source" && apt-get source -qq abseil >/dev/null 2>&1)
  absl_src=$(find "$root/abseil-source" -mindepth 1 -maxdepth 1 -type d -name 'abseil-*' | head -1)
fi
[[ -f "$absl_src/CMakeLists.txt" ]] || { echo "no Abseil sources" >&2; report 0 1; exit 1; }
echo "abseil: $absl_src"

build="$root/cmake"
toolchain=()  # only on the first configure (CMake ignores it, with a warning, afterwards)
[[ -f "$build/CMakeCache.txt" ]] || toolchain=(-DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64-x86_64.cmake)
# -fstrict-aliasing (already on at -O2 and up; named so it stays on): 16-bit wchar_t and char16_t
# are distinct types, and the library never reads one through a pointer to the other.
cmake -S . -B "$build" "${toolchain[@]}" \
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS="-fstrict-aliasing" \
  -DWTF8_ABSL_SOURCE_DIR="$PWD/$absl_src" >/dev/null
log=$(mktemp)
cmake --build "$build" -j "$(nproc)" >"$log" 2>&1 || { grep -E "error:|Error [0-9]" "$log" | head -40; report 0 1; exit 1; }
# wtf8's own -Wall -Wextra warnings under mingw (Abseil's and GoogleTest's are not ours): listed,
# not fatal here (stages 10 and 20 own "warning-free": -Werror).
warnings=$(grep -E "^$PWD/(src|include|tests|examples|tools)/.*warning:" "$log" | sort -u || true)
echo "compiler warnings in wtf8's sources: $(grep -c . <<<"$warnings" || true)"
[[ -n "$warnings" ]] && echo "$warnings"

# wine: quiet, and a prefix of its own so the run does not depend on ~/.wine's state.
export WINEDEBUG=-all
export WINEPREFIX="$PWD/$root/wineprefix"
# Create the prefix once, before ctest starts two wine processes at the same time: two first
# starts race to set it up, and one can fail ("chdir to /tmp/wine-*/server-*: No such file or
# directory"). wineserver -w waits until that first wine has shut down.
wineboot --init >/dev/null 2>&1 || true
wineserver -w || true
rc=0
(cd "$build" && ctest --output-on-failure -j 2) >"$log" 2>&1 || rc=$?
ctest_report "$log" || exit 1
# Show which tests skipped themselves as POSIX-only (they say so).
grep -hE "^\[  SKIPPED \] [A-Za-z]" "$build"/Testing/Temporary/LastTest.log 2>/dev/null | sort -u || true
((rc == 0)) || { cat "$log"; exit 1; }
rm -f "$log"
