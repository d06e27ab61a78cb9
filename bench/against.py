#!/usr/bin/env python3
"""Old against new: the same benchmark rows from two builds of //bench:wtf8_benchmark.

bench/run.sh --against COMMIT builds the library and its bench at COMMIT in a git worktree under
build/against/, runs the two binaries one after the other (old, new, new, old, ...) and calls this
script. Two commands:

  against.py filter OLD_LIST NEW_LIST ROWS
      OLD_LIST and NEW_LIST are the binaries' --benchmark_list_tests outputs; prints a
      --benchmark_filter regex that selects the rows both binaries have whose names match the
      regex ROWS (a benchmark's rows differ between commits: only the shared ones are compared).

  against.py table OUTDIR COMMIT GOAL
      OUTDIR holds <level>.old.<rep>.json and <level>.new.<rep>.json (Google Benchmark JSON, one
      file per run). Prints a Markdown report: per level, each row's median rate in the old and
      the new build, new / old, the range of the per-repetition ratios (new run ÷ the old run
      next to it), and a flag where new / old is below GOAL (0.97: "every row at >= 0.97x").

A row's rate is its bytes_per_second (GB/s) or items_per_second (M/s), else 1 / CPU time; new /
old > 1 is faster. Rows whose impl is a baseline (memcpy, scan: the same code in both builds)
are reported apart as the run's noise: their ratios should be 1.
"""
import glob
import json
import os
import platform
import re
import statistics
import sys

# Rows that run identical code in both builds: their spread is the noise floor of the run.
CONTROL_IMPLS = ("memcpy", "scan")


def ere_escape(name):
    return re.sub(r"([.\[\](){}*+?|^$\\])", r"\\\1", name)


def cmd_filter(old_list, new_list, rows):
    def read(path):
        with open(path) as f:
            return [line.strip() for line in f if line.strip()]
    old = set(read(old_list))
    pattern = re.compile(rows)
    common = [r for r in read(new_list) if r in old and pattern.search(r)]
    if not common:
        sys.exit("against.py: no row of both builds matches %r" % rows)
    print("^(" + "|".join(ere_escape(r) for r in common) + ")$")


def rate(b):
    """(value, unit) of one benchmark entry."""
    if "bytes_per_second" in b:
        return b["bytes_per_second"] / 1e9, "GB/s"
    if "items_per_second" in b:
        return b["items_per_second"] / 1e6, "M/s"
    scale = {"ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9}[b.get("time_unit", "ns")]
    return 1e9 / (b["cpu_time"] * scale), "1/s"


def load_run(path):
    """{row: (rate, unit)} of one JSON file (plain iterations; medians if it has aggregates)."""
    with open(path) as f:
        data = json.load(f)
    out, has_aggregates = {}, any(b.get("run_type") == "aggregate" for b in data["benchmarks"])
    for b in data["benchmarks"]:
        if b.get("error_occurred"):
            continue
        if has_aggregates and b.get("aggregate_name") != "median":
            continue
        out[b.get("run_name", b["name"])] = rate(b)
    return out, data.get("context", {})


def fmt(x):
    return "%.3f" % x if x < 10 else ("%.2f" % x if x < 100 else "%.0f" % x)


def level_report(outdir, level, goal, lines):
    def runs(side):
        files = sorted(glob.glob(os.path.join(outdir, "%s.%s.*.json" % (level, side))),
                       key=lambda p: int(p.rsplit(".", 2)[1]))
        return [load_run(p)[0] for p in files]
    old, new = runs("old"), runs("new")
    reps = min(len(old), len(new))
    if reps == 0:
        return []
    rows = [r for r in new[0] if all(r in run for run in old[:reps] + new[:reps])]
    ours, controls = [], []
    for r in rows:
        o = statistics.median(run[r][0] for run in old[:reps])
        n = statistics.median(run[r][0] for run in new[:reps])
        pair = [new[k][r][0] / old[k][r][0] for k in range(reps)]
        entry = (r, o, n, n / o, min(pair), max(pair), new[0][r][1])
        (controls if r.rsplit("/", 1)[-1] in CONTROL_IMPLS else ours).append(entry)
    lines.append("## %s (%d repetitions of each build)\n" % (level, reps))
    below = [e for e in ours if e[3] < goal]
    if below:
        lines.append("%d of %d rows below %.2f: %s\n" % (
            len(below), len(ours), goal, ", ".join("`%s` %.2f" % (e[0], e[3]) for e in below)))
    else:
        lines.append("All %d rows at or above %.2f.\n" % (len(ours), goal))
    if controls:
        ratios = sorted(e[3] for e in controls)
        lines.append("Noise: the %d baseline rows (%s, the same code in both builds) have "
                     "new / old from %.2f to %.2f (median %.2f).\n" % (
                         len(controls), ", ".join(CONTROL_IMPLS), ratios[0], ratios[-1],
                         statistics.median(ratios)))
    lines.append("| row | old | new | unit | new ÷ old | per-repetition range | |")
    lines.append("|---|---|---|---|---|---|---|")
    for entries, judged in ((ours, True), (controls, False)):
        for r, o, n, q, lo, hi, unit in entries:
            mark = "**below**" if judged and q < goal else ("baseline" if not judged else "")
            lines.append("| %s | %s | %s | %s | %.2f | %.2f–%.2f | %s |" % (
                r, fmt(o), fmt(n), unit, q, lo, hi, mark))
    lines.append("")
    return [(level, e[0], e[3]) for e in below]


def cmd_table(outdir, commit, goal):
    goal = float(goal)
    levels = []
    for p in sorted(glob.glob(os.path.join(outdir, "*.old.*.json"))):
        level = os.path.basename(p).split(".")[0]
        if level not in levels:
            levels.append(level)
    context = {}
    first = sorted(glob.glob(os.path.join(outdir, "*.new.*.json")))
    if first:
        context = load_run(first[0])[1]
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    lines = ["# Old against new: this tree against `%s`\n" % commit,
             "%s, %s CPUs (%s), %s. The old and the new benchmark binary ran one after the other "
             "(old, new, new, old, ...), each run with the same filter and min time; a value is "
             "the median over the repetitions, CPU time. Levels are WTF8_FORCE_KERNELS values "
             "(native: none set). Rows below %.2f are flagged.\n" % (
                 cpu, context.get("num_cpus", "?"), platform.machine(),
                 context.get("date", ""), goal)]
    all_flagged = []
    for level in levels:
        all_flagged += level_report(outdir, level, goal, lines)
    lines.insert(2, "**%d rows below %.2f** over %d level(s)%s\n" % (
        len(all_flagged), goal, len(levels),
        "" if not all_flagged else ": " + ", ".join(
            "%s `%s` %.2f" % f for f in all_flagged)))
    print("\n".join(lines))


def main():
    if len(sys.argv) == 5 and sys.argv[1] == "filter":
        cmd_filter(*sys.argv[2:])
    elif len(sys.argv) == 5 and sys.argv[1] == "table":
        cmd_table(*sys.argv[2:])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
