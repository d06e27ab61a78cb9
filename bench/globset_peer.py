#!/usr/bin/env python3
"""Runs Rust's globset 0.4.9 (bench/peers/globset, built by bench/run.sh) on the glob rows of
bench/glob_benchmark.cc and writes its numbers as Google Benchmark JSON, so bench/report.py
reads them as the rows glob/<row>/kernel_paths/globset and
globset/kernel_gitignore/kernel_paths/globset (paths per second, the median of REPS runs).

Usage: globset_peer.py PEER_BINARY CORPUS_DIR OUT.json [REPS]
"""
import json
import statistics
import subprocess
import sys

# The rows of bench/glob_benchmark.cc and their globset patterns (default options).
ROWS = [("star_c", "*.c"), ("star_brace_ch", "*.{c,h}"), ("documentation_all", "Documentation/**"),
        ("any_kconfig", "**/Kconfig*"), ("drivers_star_c", "drivers/*/*.c"),
        ("any_test_c", "**/*_test.c")]


def main():
    peer, corpus, out = sys.argv[1], sys.argv[2], sys.argv[3]
    reps = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    paths = corpus + "/kernel_paths.txt"
    rates = {}
    for _ in range(reps):
        lines = subprocess.run([peer, "bench", "--min-time", "0.5", paths] + [p for _, p in ROWS],
                               check=True, capture_output=True, text=True).stdout.splitlines()
        for (row, _), line in zip(ROWS, lines):
            rates.setdefault("glob/%s/kernel_paths/globset" % row, []).append(
                float(line.split("\t")[1]))
        line = subprocess.run([peer, "bench-set", "--min-time", "1", paths,
                               corpus + "/kernel_gitignore.txt"],
                              check=True, capture_output=True, text=True).stdout.strip()
        rates.setdefault("globset/kernel_gitignore/kernel_paths/globset", []).append(
            float(line.split("\t")[1]))
    benchmarks = [{"name": name, "run_name": name, "run_type": "aggregate",
                   "aggregate_name": "median", "items_per_second": statistics.median(v)}
                  for name, v in rates.items()]
    with open(out, "w") as f:
        json.dump({"context": {"executable": peer}, "benchmarks": benchmarks}, f, indent=1)


if __name__ == "__main__":
    main()
