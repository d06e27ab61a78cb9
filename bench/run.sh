#!/usr/bin/env bash
# Runs the wtf8 benchmarks against their peers and writes bench/RESULTS.md.
#
#   bench/run.sh           every benchmark, median of 3 repetitions, then the wtf8 rows and their
#                          baselines again with WTF8_FORCE_KERNELS=avx2; writes
#                          bench/out/full.json, bench/out/avx2.json and bench/RESULTS.md
#   bench/run.sh --quick   every wtf8 row and its baselines (memcpy, scan, icu, glibc_memmem,
#                          naive, std_filesystem) once with a short min time, natively and then
#                          with WTF8_FORCE_KERNELS=avx2 (skipped, saying so, without AVX2); writes
#                          bench/out/quick.json, quick-avx2.json and quick.md (targets, tables)
#
# Extra arguments go to the benchmark binary (e.g. --benchmark_filter=from_utf16).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# The peers' packages (the default build does not need them).
missing=()
for p in libicu-dev python3; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo=""
  [[ $(id -u) -ne 0 ]] && sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq >/dev/null
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

./bazelw build -c opt //bench:wtf8_benchmark
# The opt output path itself: the bazel-bin link follows whatever was built last.
bin="$(./bazelw info -c opt bazel-bin 2>/dev/null)/bench/wtf8_benchmark"
mkdir -p bench/out

# Rows whose impl is one of these are ours or the baselines the targets compare with.
rows='/(wtf8|memcpy|scan|icu|glibc_memmem|naive|std_filesystem)$'
has_avx2=0
grep -qw avx2 /proc/cpuinfo 2>/dev/null && has_avx2=1

if [[ "${1:-}" == "--quick" ]]; then
  shift
  "$bin" --benchmark_filter="$rows" --benchmark_min_time=0.02 \
    --benchmark_out=bench/out/quick.json --benchmark_out_format=json "$@"
  echo "wrote bench/out/quick.json"
  if ((has_avx2)); then
    WTF8_FORCE_KERNELS=avx2 "$bin" --benchmark_filter="$rows" --benchmark_min_time=0.02 \
      --benchmark_out=bench/out/quick-avx2.json --benchmark_out_format=json "$@"
    echo "wrote bench/out/quick-avx2.json"
    python3 bench/report.py bench/out/quick.json bench/out/quick-avx2.json >bench/out/quick.md
  else
    echo "no AVX2 on this CPU: bench/out/quick-avx2.json not written"
    python3 bench/report.py bench/out/quick.json >bench/out/quick.md
  fi
  echo "wrote bench/out/quick.md (targets and tables of this run)"
  exit 0
fi

"$bin" --benchmark_repetitions=3 --benchmark_report_aggregates_only=true \
  --benchmark_min_time=0.1 --benchmark_out=bench/out/full.json --benchmark_out_format=json "$@"
if ((!has_avx2)); then
  echo "no AVX2 on this CPU: the AVX2-forced column is left out"
  python3 bench/report.py bench/out/full.json >bench/RESULTS.md
  echo "wrote bench/RESULTS.md"
  exit 0
fi
WTF8_FORCE_KERNELS=avx2 "$bin" --benchmark_filter="$rows" \
  --benchmark_repetitions=3 --benchmark_report_aggregates_only=true --benchmark_min_time=0.1 \
  --benchmark_out=bench/out/avx2.json --benchmark_out_format=json "$@"
python3 bench/report.py bench/out/full.json bench/out/avx2.json >bench/RESULTS.md
echo "wrote bench/RESULTS.md"
