# Sourced by the .ci/stages/*.sh scripts.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export DEBIAN_FRONTEND=noninteractive

# need_packages PKG...: installs the Debian packages that are missing (quietly).
need_packages() {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  ((${#missing[@]} == 0)) && return 0
  echo "ci: installing ${missing[*]}"
  local sudo=""
  [[ $(id -u) -ne 0 ]] && sudo="sudo"
  $sudo apt-get update -qq >/dev/null
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# report PASSED FAILED: adds a stage's counts to the summary line .ci/run prints.
report() {
  [[ -n "${WTF8_CI_TALLY:-}" ]] || return 0
  echo "pass $1" >>"$WTF8_CI_TALLY"
  echo "fail $2" >>"$WTF8_CI_TALLY"
}

# bazel_test ARGS...: runs ./bazelw test ARGS, reports its per-target results, and fails if it did.
bazel_test() {
  local log rc=0
  log=$(mktemp)
  ./bazelw test "$@" 2>&1 | tee "$log" || rc=$?
  report "$(grep -cE '^//[^ ]+ +(\(cached\) )?PASSED' "$log" || true)" \
    "$(grep -cE '^//[^ ]+ +.*(FAILED|TIMEOUT|NO STATUS)' "$log" || true)"
  rm -f "$log"
  return "$rc"
}

# ctest_report LOG: prints the summary lines of a ctest run's output LOG and reports its counts.
# Returns 1 (after printing LOG and reporting one failure) when LOG has no ctest summary line.
ctest_report() {
  local log=$1 total failed
  grep -E "tests passed|Failed|\*\*\*|Not Run" "$log" || true
  # "100% tests passed, 0 tests failed out of 14"
  total=$(sed -nE 's/.*tests failed out of ([0-9]+).*/\1/p' "$log")
  failed=$(sed -nE 's/.* ([0-9]+) tests failed out of.*/\1/p' "$log")
  if [[ -z "$total" ]]; then
    cat "$log"
    report 0 1
    return 1
  fi
  report $((total - failed)) "$failed"
}
