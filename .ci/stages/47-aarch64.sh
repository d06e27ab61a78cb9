# AArch64 (64-bit ARM Linux; char is unsigned there): cross-compiles the library, the whole
# GoogleTest suite, the examples' and the tool's golden tests and the fuzz targets' corpus replays
# with Debian's aarch64 cross compiler through the CMake build (cmake/aarch64-linux-gnu.cmake;
# Abseil is Debian's arm64 multiarch package) and runs them with ctest under qemu-user, once per
# kernel level: scalar, then neon (src/simd/arm_neon.cc; simd_kernels_test and
# simd_guard_page_test also compare the neon table with the scalar one directly in both passes).
# qemu checks correctness only, never speed.
# Budget: 10 minutes on 2 cores from a fresh machine (packages and a cold build included).
# Everything lives under build/aarch64/: a second run reuses the compiled objects.
#
# Left out of the neon pass: the glob, ignore and walk tests (glob_*, ignore_*, walk_*: that code
# calls no kernel itself, only the library's validation and conversions, tested in that pass; the
# name_key kernels its file-system folding uses are tested by the name tests there; and its
# differential tests compare with host tools, slowly under qemu), and cli_test (the tool's
# end-to-end script: about 450 runs of the tool, each starting qemu). What cli_test checks
# (options, messages, exit codes, reads cut into 1..7-byte chunks) does not depend on the kernel
# table, and the library's own tests cover the kernels in that pass. Everything else runs in
# both passes, nothing is sampled; the slowest under qemu are rfc3629_test (the exhaustive sweep
# of every input up to 4 bytes), validate_test and search_test.
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
sudo=""
[[ $(id -u) -ne 0 ]] && sudo="sudo"
# arm64 libraries come from Debian's multiarch archive: the architecture is added once (then
# need_packages sees libabsl-dev:arm64 missing and runs apt-get update before installing).
if ! dpkg --print-foreign-architectures | grep -qx arm64; then
  echo "ci: dpkg --add-architecture arm64"
  $sudo dpkg --add-architecture arm64
fi
need_packages cmake make googletest g++-aarch64-linux-gnu qemu-user libabsl-dev:arm64

build=build/aarch64
toolchain=()  # only on the first configure (CMake ignores it, with a warning, afterwards)
[[ -f "$build/CMakeCache.txt" ]] || toolchain=(-DCMAKE_TOOLCHAIN_FILE=cmake/aarch64-linux-gnu.cmake)
# -O2 (Bazel's -c opt) rather than CMake's Release -O3: 12% less compile time; stage 40-cmake
# builds -O3.
cmake -S . -B "$build" "${toolchain[@]}" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" >/dev/null
log=$(mktemp)
trap 'rm -f "$log"' EXIT
cmake --build "$build" -j 2 >"$log" 2>&1 || { grep -E "error:|Error [0-9]" "$log" | head -40; report 0 1; exit 1; }
# wtf8's own -Wall -Wextra warnings for aarch64: listed, not fatal here (stages 10 and 20 own
# "warning-free": -Werror).
warnings=$(grep -E "^$PWD/(src|include|tests|examples|tools|fuzz)/.*warning:" "$log" | sort -u || true)
echo "compiler warnings in wtf8's sources: $(grep -c . <<<"$warnings" || true)"
[[ -n "$warnings" ]] && echo "$warnings"

rc=0
for kernels in scalar neon; do
  exclude=()
  [[ $kernels == neon ]] &&
    exclude=(-E '^(cli_test|glob_.*|ignore_.*|walk_.*|fuzz_glob_replay_test|fuzz_ignore_replay_test)$')
  echo "aarch64: WTF8_FORCE_KERNELS=$kernels ${exclude[*]}"
  run_rc=0
  (cd "$build" && WTF8_FORCE_KERNELS=$kernels ctest --output-on-failure -j 2 "${exclude[@]}") \
    >"$log" 2>&1 || run_rc=$?
  ctest_report "$log" || exit 1
  ((run_rc == 0)) || { cat "$log"; rc=1; }
done
exit "$rc"
