#!/usr/bin/env python3
"""Runs the walk rows' peers outside C++ on the same trees and writes their numbers as Google
Benchmark JSON, so bench/report.py reads them beside bench/walk_benchmark.cc's rows:

  walk/names_only/find          `find TREE -printf ''` (GNU find: every entry, nothing printed)
  walk/names_only/walkdir       Rust's walkdir 2.3.2 (bench/peers/walkdir)
  walk/gitignore/rg             `rg --files -j1 KERNEL` (Debian's ripgrep 13), output to /dev/null
  walk/gitignore/ignore_crate   the ignore crate 0.4.18's single-threaded WalkBuilder walk
                                (bench/peers/ignore, mode walk)

TREE is the generated tree (bench/make_walk_tree.py), KERNEL the kernel tree with its .gitignore
files (bench/kernel_tree.sh). As in the C++ rows, items are the entries of the tree as `find`
lists them, so items per second is the tree over one walk's CPU time (user + system). find and
rg are whole processes: their CPU time (wait4) less the median of the same command on an empty
directory (the start of the process, kept as `startup_cpu_s`); the Rust peers time their walks
inside the process. Every peer walks once untimed first (a warm cache), then REPS times,
interleaved; the median is kept, and each repetition's CPU ms per walk (`cpu_ms_reps`).

Like with like (the options each side runs with):
  names_only   every entry, dot names included, links not followed, the OS's order, nothing
               printed: `find TREE -printf ''`, walkdir's defaults, std::filesystem's
               recursive_directory_iterator (directory_options::none) and wtf8::os::Walk's
               defaults, each entry's name (or path) read.
  gitignore    rg and the crate use their defaults: hidden names skipped, .gitignore, .ignore and
               .git/info/exclude read, .git never entered. wtf8's row is WalkOptions::gitignore
               (hidden names not skipped; .git skipped). On the kernel tree that is the same
               walk: its top .gitignore excludes `.*` and brings back `.gitignore`, `.mailmap`
               and the like with `!` rules, which the crate's whitelist lets through its hidden
               filter, so rg, the crate and wtf8 list the same 78,255 files (83,406 entries with
               the directories and the root for the crate and wtf8; checked with `wtf8 walk
               --gitignore --type f -0` against `rg --files -0`). rg also writes each path (to
               /dev/null); the crate and wtf8 only yield them.

With --ours BIN OURS.json, each repetition first runs the C++ rows (bench/walk_benchmark.cc and
bench/walk_wtf8_rows.cc: BIN, once, --benchmark_min_time=1), so ours and the peers take turns
on the machine (a shared one's load moves both alike); OURS.json gets each row's median over
the repetitions as Google Benchmark's median aggregate (`cpu_ms_reps` beside it).

Usage: walk_peers.py [--ours BIN OURS.json] WALKDIR_PEER IGNORE_PEER TREE KERNEL OUT.json [REPS]
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile


def cpu_seconds(argv):
    """The user + system CPU seconds of argv run with its output discarded."""
    proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("walk_peers.py: %s failed" % " ".join(argv))
    return usage.ru_utime + usage.ru_stime


def entries(tree):
    """The entries of tree as find lists them (names may hold newlines: one byte each)."""
    return len(subprocess.run(["find", tree, "-printf", "x"], check=True,
                              capture_output=True).stdout)


def peer_walk(argv):
    """(CPU seconds per walk, entries yielded) from a Rust peer's `walk` line."""
    out = subprocess.run(argv, check=True, capture_output=True, text=True).stdout.split("\t")
    return float(out[1]), int(out[2])


def run_ours(binary):
    """One run of the C++ walk rows: {row name: benchmark record}, and the run's context."""
    with tempfile.NamedTemporaryFile(suffix=".json") as f:
        subprocess.run([binary, "--benchmark_min_time=1", "--benchmark_out=" + f.name,
                        "--benchmark_out_format=json"], check=True, stdout=subprocess.DEVNULL)
        data = json.load(open(f.name))
    return {b["name"]: b for b in data["benchmarks"] if not b.get("error_occurred")}, data["context"]


def write_ours(runs, context, out):
    """The median over the repetitions of each C++ row, as Google Benchmark writes an aggregate."""
    benchmarks = []
    for name in runs[0]:
        reps = [r[name] for r in runs if name in r]
        middle = sorted(reps, key=lambda b: b["cpu_time"])[len(reps) // 2]
        b = dict(middle, name=name + "_median", run_name=name, run_type="aggregate",
                 aggregate_name="median", repetitions=len(reps),
                 cpu_ms_reps=[round(r["cpu_time"], 3) for r in reps])
        benchmarks.append(b)
    context = dict(context, interleaved_with_peers=True, repetitions=len(runs))
    with open(out, "w") as f:
        json.dump({"context": context, "benchmarks": benchmarks}, f, indent=1)


def main():
    args = sys.argv[1:]
    ours = None
    if args[:1] == ["--ours"]:
        ours, args = (args[1], args[2]), args[3:]
    walkdir, ignore_peer, tree, kernel, out = args[:5]
    reps = int(args[5]) if len(args) > 5 else 3
    our_runs, our_context = [], {}
    sizes = {"names_only": entries(tree), "gitignore": entries(kernel)}
    with tempfile.TemporaryDirectory() as empty:
        commands = {
            "walk/names_only/find": (["find", tree, "-printf", ""], ["find", empty, "-printf", ""]),
            "walk/gitignore/rg": (["rg", "--files", "-j1", kernel], ["rg", "--files", "-j1", empty]),
        }
        # rg exits 1 when it lists no file: give the empty directory one.
        open(os.path.join(empty, "f"), "w").close()
        startup = {k: statistics.median(cpu_seconds(c[1]) for _ in range(5))
                   for k, c in commands.items()}
        for _, (argv, _) in commands.items():
            cpu_seconds(argv)  # warm the cache
        seconds, yielded = {}, {}
        for _ in range(reps):
            if ours:
                run, our_context = run_ours(ours[0])
                our_runs.append(run)
            for name, (argv, _) in commands.items():
                seconds.setdefault(name, []).append(max(cpu_seconds(argv) - startup[name], 1e-6))
            for name, argv in [
                    ("walk/names_only/walkdir", [walkdir, "walk", "--min-time", "1", tree]),
                    ("walk/gitignore/ignore_crate",
                     [ignore_peer, "walk", "--min-time", "1", kernel])]:
                s, n = peer_walk(argv)
                seconds.setdefault(name, []).append(s)
                yielded[name] = n
    yielded["walk/names_only/find"] = sizes["names_only"]
    yielded["walk/gitignore/rg"] = subprocess.run(["rg", "--files", "-j1", "-0", kernel],
                                                  check=True, capture_output=True).stdout.count(b"\0")
    benchmarks = []
    for name, v in seconds.items():
        size = sizes[name.split("/")[1]]
        benchmarks.append({"name": name, "run_name": name, "run_type": "aggregate",
                           "aggregate_name": "median", "items_per_second": size / statistics.median(v),
                           "cpu_ms_per_walk": 1e3 * statistics.median(v), "entries": yielded[name],
                           "cpu_ms_reps": [round(1e3 * x, 3) for x in v],
                           "startup_cpu_s": startup.get(name, 0.0)})
    context = {"tree": tree, "tree_entries": sizes["names_only"], "kernel": kernel,
               "kernel_entries": sizes["gitignore"], "repetitions": reps}
    with open(out, "w") as f:
        json.dump({"context": context, "benchmarks": benchmarks}, f, indent=1)
    if ours:
        write_ours(our_runs, our_context, ours[1])


if __name__ == "__main__":
    main()
