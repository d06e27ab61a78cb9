#!/usr/bin/env python3
"""Runs the peers of the ignore rows of bench/ignore_benchmark.cc on the same kernel corpus and
writes their numbers as Google Benchmark JSON, so bench/report.py reads them as the rows
ignore_check/kernel/ignore_crate, ignore_load/kernel/ignore_crate (ripgrep's ignore crate 0.4.18,
bench/peers/ignore) and ignore_check/kernel/git (`git check-ignore --no-index --stdin`): paths (or
pattern lines) per second, the median of REPS runs.

git is run as a whole process in GIT_TREE (a git repository holding the kernel tree with its
.gitignore files in place, bench/kernel_tree.sh), every path of the corpus on its standard input,
the answers to /dev/null; its rate is the paths over the process's CPU time (user + system, as
the Google Benchmark rows count CPU time), so it includes git's start and its lazy reading of the
.gitignore files on the paths' way (about 2 ms of the total; see the `git_empty_cpu_s` field: the
same process with no path). The JSON also keeps each peer's count of ignored paths and the paths
where the crate's answer differs from git's.

Usage: ignore_peer.py PEER_BINARY CORPUS_DIR GIT_TREE OUT.json [REPS]
"""
import json
import os
import statistics
import subprocess
import sys


def cpu_seconds(argv, cwd, stdin_path):
    """Runs argv with stdin from stdin_path (None: empty) and stdout discarded; returns the
    child's user + system CPU seconds."""
    with open(stdin_path or os.devnull, "rb") as stdin:
        proc = subprocess.Popen(argv, cwd=cwd, stdin=stdin, stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
    # check-ignore exits 1 when no path is ignored: not an error here.
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        sys.exit("%s failed in %s" % (" ".join(argv), cwd))
    return usage.ru_utime + usage.ru_stime


def main():
    peer, corpus, tree, out = sys.argv[1:5]
    reps = int(sys.argv[5]) if len(sys.argv) > 5 else 3
    paths_file = os.path.join(corpus, "kernel_paths.txt")
    with open(paths_file, "rb") as f:
        n_paths = sum(1 for _ in f)
    git = ["git", "check-ignore", "--no-index", "--stdin"]
    rates, counts = {}, {}
    for _ in range(reps):
        for line in subprocess.run([peer, "check", "--min-time", "1", corpus], check=True,
                                   capture_output=True, text=True).stdout.splitlines():
            what, rate, count = line.split("\t")
            name = "ignore_%s/kernel/ignore_crate" % what
            rates.setdefault(name, []).append(float(rate))
            counts[name] = int(count)
        rates.setdefault("ignore_check/kernel/git", []).append(
            n_paths / cpu_seconds(git, tree, os.path.abspath(paths_file)))
    empty = statistics.median(cpu_seconds(git, tree, None) for _ in range(reps))
    crate = subprocess.run([peer, "check", "--list", corpus], check=True, capture_output=True,
                           text=True).stdout.splitlines()
    with open(paths_file, "rb") as f:
        by_git = subprocess.run(git, cwd=tree, stdin=f, capture_output=True,
                                text=True).stdout.splitlines()
    counts["ignore_check/kernel/git"] = len(by_git)
    disagree = sorted(set(crate) ^ set(by_git))
    benchmarks = []
    for name, v in rates.items():
        row = {"name": name, "run_name": name, "run_type": "aggregate",
               "aggregate_name": "median", "items_per_second": statistics.median(v)}
        if name in counts:
            row["ignored" if name.startswith("ignore_check") else "globs"] = counts[name]
        benchmarks.append(row)
    context = {"executable": peer, "paths": n_paths, "git_empty_cpu_s": empty,
               "crate_differs_from_git": [("crate ignores " if p in crate else "git ignores ") + p
                                          for p in disagree]}
    with open(out, "w") as f:
        json.dump({"context": context, "benchmarks": benchmarks}, f, indent=1)
    for line in context["crate_differs_from_git"]:
        print("ignore_peer.py: %s (the crate and git disagree)" % line, file=sys.stderr)


if __name__ == "__main__":
    main()
