#!/usr/bin/env bash
# Runs the wtf8 benchmarks against their peers and writes bench/RESULTS.md.
#
#   bench/run.sh           every benchmark, median of 3 repetitions, then (where dispatch picks
#                          AVX-512) the wtf8 rows and their baselines again with
#                          WTF8_FORCE_KERNELS=avx2; keeps the run in bench/results/<machine>/
#                          (commit it: each machine measured is a column of RESULTS.md's targets)
#                          and writes bench/RESULTS.md
#   bench/run.sh --quick   every wtf8 row and its baselines (memcpy, scan, icu, glibc_memmem,
#                          naive, std_filesystem) once with a short min time, natively and then
#                          with WTF8_FORCE_KERNELS=avx2 (skipped, saying so, without AVX2); writes
#                          bench/out/quick.json, quick-avx2.json and quick.md (targets, tables)
#   bench/run.sh --against COMMIT [--reps N] [--levels L,...] [--rows REGEX] [--min-time S]
#                          old against new: builds //bench:wtf8_benchmark at COMMIT (the last
#                          release point) in a git worktree under build/against/ (ignored by git
#                          and Bazel; kept, so a second run does not rebuild), then runs the old
#                          and the new binary one after the other, N times each (default 5;
#                          old, new, new, old, ...), on the rows both have whose names match
#                          REGEX (default: ours, /wtf8, and the memcpy and scan baselines, which
#                          run the same code in both and so show the run's noise), min time S
#                          (default 0.1), at each level L: native (WTF8_FORCE_KERNELS unset) or a
#                          table to force (default: native, and avx2 where the CPU has AVX-512 too,
#                          so native is another table); writes
#                          bench/out/against-<commit>-<levels>.md (new / old per row, below 0.97
#                          flagged) from bench/against.py. Run it niced on a shared machine.
#                          `git worktree remove build/against/<commit>` drops the old tree.
#   bench/run.sh --simdutf8 [--reps N]
#                          the validation rows (validate_utf8 on every mix, validate_wtf8 on the
#                          mixes without lone surrogates) against Rust's simdutf8 crate on the
#                          same bytes: installs Debian's librust-simdutf8-dev (and cargo if there
#                          is none), builds bench/peers/simdutf8 offline into build/peers/, then
#                          runs ours natively, the peer, and ours with WTF8_FORCE_KERNELS=avx2
#                          (where AVX2 exists) one after the other, N times (default 5); writes
#                          bench/out/simdutf8.md (wtf8 / simdutf8 per row, below 0.95 flagged)
#   bench/run.sh --glob    the glob rows only (bench/glob_benchmark.cc, 3 repetitions) and Rust's
#                          globset 0.4.9 on the same paths: installs linux-source-6.1 (the corpus,
#                          bench/kernel_corpus.sh), cargo and librust-globset-dev, builds
#                          bench/peers/globset offline into build/peers/, keeps both runs in
#                          this machine's bench/results/<machine>/ (glob.json, over native.json's
#                          glob rows; globset.json, the peer's) and rewrites bench/RESULTS.md
#   bench/run.sh --ignore  the .gitignore rows only (bench/ignore_benchmark.cc, 3 repetitions) and
#                          their peers on the same kernel paths and ignore files: ripgrep's
#                          ignore crate 0.4.18 and `git check-ignore --no-index --stdin`
#                          (bench/ignore_peer.py): installs linux-source-6.1 (the corpus,
#                          bench/kernel_corpus.sh, and the tree git needs, bench/kernel_tree.sh),
#                          cargo and librust-ignore-dev, builds bench/peers/ignore offline into
#                          build/peers/, keeps both runs in bench/results/<machine>/ (ignore.json,
#                          ignore_peers.json) and rewrites bench/RESULTS.md
#   bench/run.sh --walk    whole walks, warm cache, one thread (bench/walk_benchmark.cc) and
#                          their peers, taking turns 3 times (bench/walk_peers.py --ours):
#                          `find DIR -printf ''` and Rust's walkdir on the generated tree
#                          (bench/make_walk_tree.py, build/walk-tree), `rg --files -j1` and the
#                          ignore crate's walker on the kernel tree (bench/kernel_tree.sh,
#                          build/walk-kernel): installs ripgrep, librust-walkdir-dev,
#                          librust-ignore-dev, linux-source-6.1 and cargo, builds the two Rust
#                          peers offline into build/peers/; the wtf8 walker's rows are built
#                          (//bench:walk_benchmark_wtf8) when //:wtf8 provides wtf8/walk.h, else
#                          only the std::filesystem row (//bench:walk_benchmark), saying so;
#                          keeps the runs in bench/results/<machine>/ (walk.json, walk_peers.json)
#                          and rewrites bench/RESULTS.md. Run it niced on a shared machine.
#   bench/run.sh --with-simdutf8 [...]
#                          the full run, with the simdutf8 rows in RESULTS.md's validation
#                          tables and targets (built as for --simdutf8)
#
# Extra arguments go to the benchmark binary (e.g. --benchmark_filter=from_utf16).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Installs the Debian packages named that are missing (the default build needs none of them).
install_packages() {
  local missing=() p sudo=""
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  ((${#missing[@]})) || return 0
  [[ $(id -u) -ne 0 ]] && sudo="sudo"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
}

# The peers' packages.
install_packages libicu-dev python3

./bazelw build -c opt //bench:wtf8_benchmark
# The opt output path itself: the bazel-bin link follows whatever was built last.
bin="$(./bazelw info -c opt bazel-bin 2>/dev/null)/bench/wtf8_benchmark"
mkdir -p bench/out

# Rows whose impl is one of these are ours or the baselines the targets compare with.
rows='/(wtf8|memcpy|scan|icu|glibc_memmem|naive|std_filesystem)$'
has_avx2=0
grep -qw avx2 /proc/cpuinfo 2>/dev/null && has_avx2=1

# Rust's simdutf8 as a validation peer: builds bench/peers/simdutf8 offline from Debian's crate
# (its .cargo/config.toml points crates-io at /usr/share/cargo/registry) and writes the inputs it
# validates, the bytes of our validation rows, to build/peers/inputs. Sets peer_bin.
setup_simdutf8() {
  install_packages librust-simdutf8-dev
  command -v cargo >/dev/null || install_packages cargo
  (cd bench/peers/simdutf8 &&
    cargo build --release --offline --quiet --target-dir ../../../build/peers/simdutf8)
  peer_bin=build/peers/simdutf8/release/wtf8-bench-simdutf8
  mkdir -p build/peers/inputs
  "$bin" --dump_validation_inputs=build/peers/inputs
}
validation_rows='^validate_(utf8|wtf8)/[^/]+/wtf8$'
with_simdutf8=0

# Rust's globset as the glob peer, on the kernel corpus. Sets globset_bin.
setup_globset() {
  install_packages librust-globset-dev linux-source-6.1
  command -v cargo >/dev/null || install_packages cargo
  [[ -s build/corpus/kernel_paths.txt ]] || bash bench/kernel_corpus.sh build/corpus
  (cd bench/peers/globset &&
    cargo build --release --offline --quiet --target-dir ../../../build/peers/globset)
  globset_bin=build/peers/globset/release/wtf8-globset-peer
}

if [[ "${1:-}" == "--glob" ]]; then
  shift
  setup_globset
  export WTF8_BENCH_CORPUS="$PWD/build/corpus"
  "$bin" --benchmark_filter='^glob' --benchmark_repetitions=3 --benchmark_report_aggregates_only=true \
    --benchmark_min_time=0.3 --benchmark_out=bench/out/glob.json --benchmark_out_format=json "$@"
  python3 bench/globset_peer.py "$globset_bin" build/corpus bench/out/globset.json 3
  machine="$(python3 bench/report.py --machine-id)"
  mkdir -p "bench/results/$machine"
  cp bench/out/glob.json "bench/results/$machine/glob.json"
  cp bench/out/globset.json "bench/results/$machine/globset.json"
  python3 bench/report.py --machines bench/results --current "$machine" >bench/RESULTS.md
  echo "wrote bench/RESULTS.md (bench/results/$machine/glob.json and globset.json hold this run)"
  exit 0
fi

# ripgrep's ignore crate as the peer of the ignore rows (and of the gitignore walk), the kernel's
# paths and .gitignore files, and the kernel tree as a git repository. Sets ignore_bin.
setup_ignore() {
  install_packages librust-ignore-dev linux-source-6.1 git
  command -v cargo >/dev/null || install_packages cargo
  [[ -s build/corpus/kernel_ignore_files.txt ]] || bash bench/kernel_corpus.sh build/corpus
  bash bench/kernel_tree.sh build/walk-kernel
  (cd bench/peers/ignore &&
    cargo build --release --offline --quiet --target-dir ../../../build/peers/ignore)
  ignore_bin=build/peers/ignore/release/wtf8-ignore-peer
}

# Keeps this run's files in this machine's bench/results/<machine>/ and rewrites RESULTS.md.
keep_results() {
  local machine f
  machine="$(python3 bench/report.py --machine-id)"
  mkdir -p "bench/results/$machine"
  for f in "$@"; do cp "bench/out/$f" "bench/results/$machine/$f"; done
  python3 bench/report.py --machines bench/results --current "$machine" >bench/RESULTS.md
  echo "wrote bench/RESULTS.md (bench/results/$machine/{$(IFS=,; echo "$*")} hold this run)"
}

if [[ "${1:-}" == "--ignore" ]]; then
  shift
  setup_ignore
  export WTF8_BENCH_CORPUS="$PWD/build/corpus"
  "$bin" --benchmark_filter='^ignore_' --benchmark_repetitions=3 \
    --benchmark_report_aggregates_only=true --benchmark_min_time=0.5 \
    --benchmark_out=bench/out/ignore.json --benchmark_out_format=json "$@"
  python3 bench/ignore_peer.py "$ignore_bin" build/corpus build/walk-kernel \
    bench/out/ignore_peers.json 3
  keep_results ignore.json ignore_peers.json
  exit 0
fi

if [[ "${1:-}" == "--walk" ]]; then
  shift
  setup_ignore
  install_packages librust-walkdir-dev ripgrep findutils
  (cd bench/peers/walkdir &&
    cargo build --release --offline --quiet --target-dir ../../../build/peers/walkdir)
  python3 bench/make_walk_tree.py build/walk-tree >/dev/null
  # The wtf8 walker's rows exist once wtf8/walk.h is a header of //:wtf8 (issue 35).
  walk_target=walk_benchmark
  if ./bazelw query 'labels(hdrs, deps(//:wtf8))' 2>/dev/null | grep -qx '//:include/wtf8/walk.h'
  then
    walk_target=walk_benchmark_wtf8
  else
    echo "run.sh: //:wtf8 has no wtf8/walk.h yet: the walk rows are the peers' only" >&2
  fi
  ./bazelw build -c opt "//bench:$walk_target"
  walk_bin="$(./bazelw info -c opt bazel-bin 2>/dev/null)/bench/$walk_target"
  export WTF8_BENCH_WALK_TREE="$PWD/build/walk-tree" WTF8_BENCH_WALK_KERNEL="$PWD/build/walk-kernel"
  # Ours and the peers take turns, 3 times: the C++ rows once, then each peer (walk_peers.py).
  python3 bench/walk_peers.py --ours "$walk_bin" bench/out/walk.json \
    build/peers/walkdir/release/wtf8-walkdir-peer "$ignore_bin" \
    build/walk-tree build/walk-kernel bench/out/walk_peers.json 3
  keep_results walk.json walk_peers.json
  exit 0
fi

if [[ "${1:-}" == "--simdutf8" ]]; then
  shift
  reps=5
  [[ "${1:-}" == "--reps" ]] && reps="$2" && shift 2
  setup_simdutf8
  out=build/peers/runs
  rm -rf "$out"
  mkdir -p "$out"
  for ((k = 0; k < reps; k++)); do
    echo "simdutf8: repetition $((k + 1)) of $reps" >&2
    "$bin" --benchmark_filter="$validation_rows" --benchmark_min_time=0.1 \
      --benchmark_out="$out/native.$k.json" --benchmark_out_format=json "$@" >/dev/null 2>&1
    "$peer_bin" build/peers/inputs --min-time 0.1 --out "$out/simdutf8.$k.json" 2>/dev/null
    if ((has_avx2)); then
      WTF8_FORCE_KERNELS=avx2 "$bin" --benchmark_filter="$validation_rows" \
        --benchmark_min_time=0.1 --benchmark_out="$out/avx2.$k.json" \
        --benchmark_out_format=json "$@" >/dev/null 2>&1
    fi
  done
  python3 bench/report.py --peer-ratios simdutf8 "$out" >bench/out/simdutf8.md
  echo "wrote bench/out/simdutf8.md"
  exit 0
fi
if [[ "${1:-}" == "--with-simdutf8" ]]; then
  shift
  with_simdutf8=1
  setup_simdutf8
fi

if [[ "${1:-}" == "--against" ]]; then
  (($# >= 2)) || { echo "usage: bench/run.sh --against COMMIT [options]" >&2; exit 2; }
  commit="$2"
  shift 2
  reps=5 levels="" against_rows='/(wtf8|memcpy|scan)$' min_time=0.1
  while (($#)); do
    case "$1" in
      --reps) reps="$2" && shift 2 ;;
      --levels) levels="$2" && shift 2 ;;
      --rows) against_rows="$2" && shift 2 ;;
      --min-time) min_time="$2" && shift 2 ;;
      *) break ;;
    esac
  done
  if [[ -z "$levels" ]]; then
    levels=native
    ((has_avx2)) && grep -qw avx512bw /proc/cpuinfo && levels=native,avx2
  fi
  sha="$(git rev-parse --verify "$commit^{commit}")"
  short="${sha:0:12}"
  wt="build/against/$short"
  if [[ ! -e "$wt/.git" ]]; then
    git worktree prune
    git worktree add --detach "$wt" "$sha"
  fi
  # The old tree is its own Bazel workspace (its own output base); the packages ./bazelw installed
  # above are the ones it needs. A compiler newer than the old code may warn where -Werror is on
  # for the project's files: if the plain build fails, the old code is built without -Werror.
  (
    cd "$wt"
    if ! bazel build -c opt //bench:wtf8_benchmark; then
      echo "run.sh: the build at $short failed; again without -Werror" >&2
      bazel build -c opt --per_file_copt='.*@-Wno-error' //bench:wtf8_benchmark
    fi
    cp -f "$(bazel info -c opt bazel-bin 2>/dev/null)/bench/wtf8_benchmark" ../"$short".bin
    bazel shutdown  # its server would otherwise hold memory for hours
  )
  tag="$short-${levels//,/-}"
  out="build/against/$tag.out"
  rm -rf "$out"
  mkdir -p "$out"
  old_bin="build/against/$short.bin" new_bin="build/against/new.bin"
  cp -f "$bin" "$new_bin"
  "$old_bin" --benchmark_list_tests >"$out/old.list"
  "$new_bin" --benchmark_list_tests >"$out/new.list"
  filter="$(python3 bench/against.py filter "$out/old.list" "$out/new.list" "$against_rows")"
  run_one() {  # level side repetition [benchmark arguments]
    local level="$1" side="$2" rep="$3"
    shift 3
    local env=() b="$new_bin"
    [[ "$level" != native ]] && env=(WTF8_FORCE_KERNELS="$level")
    [[ "$side" == old ]] && b="$old_bin"
    echo "against $short: $level, $side build, repetition $((rep + 1)) of $reps" >&2
    env "${env[@]}" "$b" --benchmark_filter="$filter" --benchmark_min_time="$min_time" \
      --benchmark_out="$out/$level.$side.$rep.json" --benchmark_out_format=json "$@" >/dev/null 2>>"$out/stderr.log"
  }
  for level in ${levels//,/ }; do
    for ((k = 0; k < reps; k++)); do
      if ((k % 2 == 0)); then
        run_one "$level" old "$k" "${@}"
        run_one "$level" new "$k" "${@}"
      else
        run_one "$level" new "$k" "${@}"
        run_one "$level" old "$k" "${@}"
      fi
    done
  done
  python3 bench/against.py table "$out" "$short" 0.97 >"bench/out/against-$tag.md"
  echo "wrote bench/out/against-$tag.md"
  exit 0
fi

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
peers=()
if ((with_simdutf8)); then
  "$peer_bin" build/peers/inputs --repetitions 3 --min-time 0.1 --out bench/out/simdutf8.json
  peers+=(--peer bench/out/simdutf8.json)
fi
# This machine's run is kept in bench/results/<machine>/ (committed): RESULTS.md gives every
# target a column per machine measured there, and the tables of this run.
machine="$(python3 bench/report.py --machine-id)"
table="$(python3 bench/report.py --native-table)"
mkdir -p "bench/results/$machine"
cp bench/out/full.json "bench/results/$machine/native.json"
rm -f "bench/results/$machine/avx2.json"
if [[ "$table" == avx512 ]]; then
  # The forced-AVX2 column: what an AVX2-only machine runs (elsewhere native is that table).
  WTF8_FORCE_KERNELS=avx2 "$bin" --benchmark_filter="$rows" \
    --benchmark_repetitions=3 --benchmark_report_aggregates_only=true --benchmark_min_time=0.1 \
    --benchmark_out=bench/out/avx2.json --benchmark_out_format=json "$@"
  cp bench/out/avx2.json "bench/results/$machine/avx2.json"
fi
python3 bench/report.py "${peers[@]}" --machines bench/results --current "$machine" >bench/RESULTS.md
echo "wrote bench/RESULTS.md (bench/results/$machine holds this run)"
