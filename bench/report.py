#!/usr/bin/env python3
"""Turns Google Benchmark JSON (bench/run.sh) into bench/RESULTS.md.

Usage: report.py [--peer PEER.json ...] FULL.json [AVX2.json], or
report.py [--peer PEER.json ...] --machines DIR --current MACHINE: every machine's run in
DIR/<machine>/ (native.json, avx2.json where native is AVX-512, machine.json) is a column of the
target tables (one per table run: native, and AVX2 forced), the current machine's first; the
per-op tables are the current machine's. report.py --machine-id prints this machine's directory
name (vendor, family, model, microarchitecture where known) and writes nothing; --native-table
the table dispatch picks here. Benchmarks are named
<op>/<mix>/<impl>; the median aggregate's bytes_per_second (input bytes, CPU time) is used. One
table per op (rows = impls, columns = mixes), the ratios of the wtf8 row, and every performance
target (TARGET_GROUPS), met or missed. --peer adds the rows of a peer run outside the benchmark
binary (bench/peers/simdutf8 writes Google Benchmark JSON) to both tables.

report.py --peer-ratios PEER DIR: the rows of DIR's runs (native.<k>.json, avx2.<k>.json and
PEER.<k>.json, one file a repetition, from bench/run.sh --simdutf8) as wtf8 / PEER per row.
"""
import glob
import json
import os
import statistics
import sys

MIXES = ["ascii", "latin1", "cjk", "emoji", "paths",
         "ascii_ls", "latin1_ls", "cjk_ls", "emoji_ls", "paths_ls", "short", "text"]
IMPLS = ["wtf8", "memcpy", "scan", "icu", "iconv", "nowide", "simdutf8", "glibc_memmem", "naive"]
BASELINE = {"from_utf16": "memcpy", "to_utf16": "memcpy", "to_utf8_lossy": "memcpy",
            "json_quote": "memcpy", "json_quote_ascii": "memcpy", "json_unquote": "memcpy"}


# Rows that report items (names, paths, calls) per second instead of bytes: their values in the
# result dict are millions of items per second, and NS_PER_ITEM holds ns per item (per call) for
# every row that counts items, bytes rows included (the per-call rows of short inputs).
ITEM_ROWS = set()
NS_PER_ITEM = {}


def load(path):
    with open(path) as f:
        data = json.load(f)
    out, context = {}, data.get("context", {})
    for b in data["benchmarks"]:
        if b.get("error_occurred"):
            continue
        if b.get("run_type") == "aggregate" and b.get("aggregate_name") != "median":
            continue
        name = b.get("run_name", b["name"])
        parts = name.split("/")
        if len(parts) == 4:  # decoder_stream/<encoding>/<mix>/<impl>: one op per encoding
            parts = [parts[0] + "/" + parts[1]] + parts[2:]
        if len(parts) < 3:
            continue
        key = (parts[0], parts[1], parts[2])
        if "bytes_per_second" in b:
            out[key] = b["bytes_per_second"] / 1e9
        elif "items_per_second" in b:
            out[key] = b["items_per_second"] / 1e6
            ITEM_ROWS.add(key)
        else:
            continue
        if b.get("items_per_second"):
            NS_PER_ITEM[(path,) + key] = 1e9 / b["items_per_second"]
    return out, context


def ops_of(r):
    seen = []
    for (op, _, _) in r:
        if op not in seen:
            seen.append(op)
    return seen


def baseline(op):
    return BASELINE.get(op, "scan")


def peers(r, op, mix):
    vals = [(v, impl) for (o, m, impl), v in r.items()
            if o == op and m == mix and impl not in ("wtf8", "memcpy", "scan")]
    return max(vals) if vals else None


def fmt(x):
    return "—" if x is None else ("%.2f" % x if x < 100 else "%.0f" % x)


def tables(r, lines, path=None):
    for op in ops_of(r):
        mixes = [m for m in MIXES if any(o == op and mm == m for (o, mm, _) in r)]
        mixes += sorted(set(mm for (o, mm, _) in r if o == op and mm not in MIXES))
        impls = [i for i in IMPLS if any(o == op and ii == i for (o, _, ii) in r)]
        impls += sorted(set(ii for (o, _, ii) in r if o == op and ii not in IMPLS))
        items = any((op, m, i) in ITEM_ROWS for m in mixes for i in impls)
        lines.append("### `%s` (%s)\n" % (op, "millions of items per second" if items
                                           else "GB/s of input"))
        lines.append("| impl | " + " | ".join(mixes) + " |")
        lines.append("|---" * (len(mixes) + 1) + "|")
        for impl in impls:
            lines.append("| %s | " % impl + " | ".join(fmt(r.get((op, m, impl))) for m in mixes) + " |")
            ns = [NS_PER_ITEM.get((path, op, m, impl)) for m in mixes]
            if any(x is not None for x in ns):
                lines.append("| %s, ns per call | " % impl + " | ".join(fmt(x) for x in ns) + " |")
        base = baseline(op)
        row_b, row_p = [], []
        for m in mixes:
            w, b = r.get((op, m, "wtf8")), r.get((op, m, base))
            p = peers(r, op, m)
            row_b.append(fmt(w / b) if w and b else "—")
            row_p.append(("%s (%s)" % (fmt(w / p[0]), p[1])) if w and p else "—")
        if any(x != "—" for x in row_b):
            lines.append("| **wtf8 ÷ %s** | " % base + " | ".join(row_b) + " |")
        if any(x != "—" for x in row_p):
            lines.append("| **wtf8 ÷ best peer** | " + " | ".join(row_p) + " |")
        lines.append("")


def targets(r):
    """Yields (description, measured, goal) for the conversions, validation, iteration and search
    against their peers, and the JSON literals."""
    def ratio(op, mix, impl):
        w, b = r.get((op, mix, "wtf8")), r.get((op, mix, impl))
        return w / b if w and b else None

    def twin(op, mix):
        w, c = r.get((op, mix + "_ls", "wtf8")), r.get((op, mix, "wtf8"))
        return w / c if w and c else None

    for mix, goal in [("ascii", .9), ("latin1", .7), ("cjk", .3), ("emoji", .25), ("paths", .2)]:
        yield ("from_utf16/%s ÷ memcpy" % mix, ratio("from_utf16", mix, "memcpy"), goal)
        yield ("from_utf16/%s_ls ÷ from_utf16/%s" % (mix, mix), twin("from_utf16", mix), .8)
    yield ("from_utf16/short ÷ icu", ratio("from_utf16", "short", "icu"), 2)
    for mix, goal in [("ascii", .4), ("cjk", .35), ("latin1", .14), ("emoji", .14), ("paths", .1)]:
        yield ("to_utf16/%s ÷ memcpy" % mix, ratio("to_utf16", mix, "memcpy"), goal)
    for mix in MIXES[:10]:
        yield ("to_utf16/%s ÷ icu" % mix, ratio("to_utf16", mix, "icu"), 5)
    for op in ("validate_wtf8", "validate_utf8"):
        for mix in MIXES[:5]:
            yield ("%s/%s ÷ scan" % (op, mix), ratio(op, mix, "scan"), .85 if mix == "ascii" else .15)
            yield ("%s/%s_ls ÷ %s/%s" % (op, mix, op, mix), twin(op, mix), .8)
    for mix in MIXES[:10]:
        yield ("to_utf8_lossy/%s ÷ memcpy" % mix, ratio("to_utf8_lossy", mix, "memcpy"), .7)
    for mix in MIXES[:10]:
        yield ("iterate/%s ÷ icu" % mix, ratio("iterate", mix, "icu"), 1.5)
        yield ("code_point_count/%s ÷ scan" % mix, ratio("code_point_count", mix, "scan"), .3)
    for n in (3, 4, 8, 16, 64):
        yield ("find_rare_%d ÷ scan" % n, ratio("find_rare_%d" % n, "text", "scan"), .5)
        yield ("find_rare_%d ÷ glibc_memmem" % n, ratio("find_rare_%d" % n, "text", "glibc_memmem"), 4)
    for n in (1, 3, 4, 8, 16, 64):
        yield ("find_freq_%d ÷ scan" % n, ratio("find_freq_%d" % n, "text", "scan"), .3)
    # JSON literals of text with nothing to escape (bench/json_benchmark.cc's mixes).
    for op in ("json_quote", "json_unquote"):
        for mix in MIXES[:5]:
            yield ("%s/%s ÷ memcpy" % (op, mix), ratio(op, mix, "memcpy"), .5)
    yield ("json_quote_ascii/ascii ÷ memcpy", ratio("json_quote_ascii", "ascii", "memcpy"), .5)


def simdutf8_targets(r):
    """Yields (description, measured, goal) for validation beside Rust's simdutf8 crate on the
    same bytes, where it was run (bench/run.sh --with-simdutf8): at least 0.95 of it."""
    for op in ("validate_utf8", "validate_wtf8"):
        for mix in MIXES[:10]:
            w, p = r.get((op, mix, "wtf8")), r.get((op, mix, "simdutf8"))
            if p is not None:
                yield ("%s/%s ÷ simdutf8" % (op, mix), w / p if w else None, .95)


def encoder_targets(r):
    """Yields (description, measured, goal) for each bounded and streaming conversion
    beside the allocating one it mirrors, on the same input, "within noise" taken as >= 0.9."""
    pairs = [("wtf8_encode_into", "from_utf16"), ("utf8_encode_into", "from_utf16"),
             ("utf16_encode_into", "to_utf16"), ("utf8_lossy_into", "to_utf8_lossy"),
             ("encoder_utf8", "from_utf16"), ("encoder_wtf8", "from_utf16"),
             ("encoder_utf16le", "to_utf16")]
    for op, base in pairs:
        for mix in MIXES[:10]:
            w, b = r.get((op, mix, "wtf8")), r.get((base, mix, "wtf8"))
            yield ("%s/%s ÷ %s/%s" % (op, mix, base, mix), w / b if w and b else None, .9)


def names_check_targets(r):
    """Yields (description, measured, goal) for the name_problems target: names per second
    of `name_problems(name, kAll)` beside `is_well_formed_wtf8(name)` on the same names, one call
    per name (bench/names_check_benchmark.cc)."""
    w = r.get(("name_problems/all", "names_paths", "wtf8"))
    b = r.get(("validate_wtf8_per_name", "names_paths", "wtf8"))
    yield ("name_problems/all/names_paths ÷ validate_wtf8_per_name/names_paths",
           w / b if w and b else None, .5)


# ---- machines ----------------------------------------------------------------------------------

# Known x86-64 microarchitectures by (vendor, family, model range): the names RESULTS.md gives.
UARCHES = [("AuthenticAMD", 25, range(0x00, 0x10), "Zen 3"), ("AuthenticAMD", 25, range(0x20, 0x60), "Zen 3"),
           ("AuthenticAMD", 25, range(0x10, 0x20), "Zen 4"), ("AuthenticAMD", 25, range(0x60, 0x80), "Zen 4"),
           ("AuthenticAMD", 25, range(0xA0, 0xB0), "Zen 4"), ("AuthenticAMD", 26, range(0, 0x100), "Zen 5"),
           ("GenuineIntel", 6, [0x6A, 0x6C], "Ice Lake-SP"), ("GenuineIntel", 6, [0x8F], "Sapphire Rapids"),
           ("GenuineIntel", 6, [0xCF], "Emerald Rapids"), ("GenuineIntel", 6, [0x55], "Skylake-SP/Cascade Lake")]


def cpuinfo():
    info = {}
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if not line.strip():
                    break
                k, _, v = line.partition(":")
                info[k.strip()] = v.strip()
    except OSError:
        pass
    return info


def native_table(info=None):
    """The table dispatch picks on this CPU (src/simd/dispatch.cc's order)."""
    flags = set((info or cpuinfo()).get("flags", "").split())
    if {"avx512bw", "avx512vl", "avx512_vbmi", "avx512_vbmi2"} <= flags:
        return "avx512"
    if "avx2" in flags:
        return "avx2"
    if "sse4_2" in flags:
        return "sse4"
    return "neon" if os.uname().machine == "aarch64" else "scalar"


def machine_of(info=None):
    """(directory name, description) of this machine."""
    info = info or cpuinfo()
    vendor = info.get("vendor_id", "unknown")
    family, model = int(info.get("cpu family", "0")), int(info.get("model", "0"))
    uarch = next((u for v, f, models, u in UARCHES if v == vendor and f == family and model in models), "")
    short = {"AuthenticAMD": "amd", "GenuineIntel": "intel"}.get(vendor, vendor.lower())
    name = "%s-%d-%d%s" % (short, family, model, "-" + uarch.lower().replace(" ", "") if uarch else "")
    desc = "%s (family %d model %d%s)" % (info.get("model name", vendor), family, model,
                                          ", " + uarch if uarch else "")
    return name, desc


# Runs of parts of the benchmarks made on their own (bench/run.sh --glob, --ignore, --walk),
# kept beside a machine's native.json: their rows go over it.
PART_RUNS = ["glob.json", "ignore.json", "walk.json"]
# The peers' runs outside the benchmark binaries, kept beside them (bench/run.sh --glob,
# --ignore, --walk): their rows are added to the current machine's column and tables.
KEPT_PEER_RUNS = ["globset.json", "ignore_peers.json", "walk_peers.json"]


def load_native(base):
    """A machine's native run: native.json, with the rows of the part runs (PART_RUNS) over it
    where they exist. A machine with part runs only (no native.json) has just those."""
    results, context = {}, {}
    if os.path.exists(os.path.join(base, "native.json")):
        results, context = load(os.path.join(base, "native.json"))
    for part in PART_RUNS:
        if os.path.exists(os.path.join(base, part)):
            results.update(load(os.path.join(base, part))[0])
    return results, context


def machine_columns(results_dir, current):
    """[(label, results, native_is_avx512_level)] per table run per machine, `current` first."""
    names = sorted(os.listdir(results_dir), key=lambda d: (d != current, d))
    columns = []
    for d in names:
        base = os.path.join(results_dir, d)
        try:
            with open(os.path.join(base, "machine.json")) as f:
                meta = json.load(f)
        except OSError:
            continue
        table = meta.get("native_table", "?")
        columns.append(("%s, %s" % (meta.get("uarch") or d, table),
                        load_native(base)[0], table == "avx512"))
        if os.path.exists(os.path.join(base, "avx2.json")):
            columns.append(("%s, AVX2 forced" % (meta.get("uarch") or d),
                            load(os.path.join(base, "avx2.json"))[0], False))
    return columns


def machines_target_table(lines, title, group, columns, factor):
    """One column pair (measured, met) per table run; the goal × factor where the table is not
    AVX-512 (the first group's goals are halved there)."""
    lists = [dict((d, m) for d, m, _ in group(r)) for _, r, _ in columns]
    descs = [(d, g) for d, _, g in group(columns[0][1])]
    if not descs:
        return
    lines.append("## Targets (%s)\n" % title)
    lines.append("| target | goal | " + " | ".join("%s | " % label for label, _, _ in columns) + "|")
    lines.append("|---|---|" + "---|---|" * len(columns))
    met = missed = unmeasured = 0
    for desc, goal in descs:
        cells = []
        for k, (_, _, top) in enumerate(columns):
            got = lists[k].get(desc)
            g = goal if top else goal * factor
            ok = got is not None and got >= g
            if k == 0:
                met += ok
                missed += got is not None and not ok
                unmeasured += got is None
            cells.append("%s | %s" % (fmt(got), "—" if got is None else ("met" if ok else "**missed**")))
        lines.append("| %s | ≥ %s | %s |" % (desc, goal, " | ".join(cells)))
    lines.append("")
    lines.append("%d targets met, %d missed%s on %s (goals × %s where the table is not AVX-512).\n" % (
        met, missed, ", %d not measured (a row missing)" % unmeasured if unmeasured else "",
        columns[0][0], factor))


def target_table(lines, title, full_targets, avx2_targets, avx2_factor=0.5):
    """avx2_factor: the AVX2-forced goal as a share of the goal (the first group's goals are halved there;
    ratios of two rows on the same kernels keep the whole goal)."""
    lines.append("## Targets (%s)\n" % title)
    lines.append("| target | goal | measured | | AVX2 forced (goal × %s) | |" % avx2_factor)
    lines.append("|---|---|---|---|---|---|")
    met = missed = 0
    avx = dict((d, m) for d, m, _ in avx2_targets)
    for desc, got, goal in full_targets:
        ok = got is not None and got >= goal
        met += ok
        missed += not ok
        a = avx.get(desc)
        aok = "met" if a is not None and a >= goal * avx2_factor else ("missed" if a is not None else "—")
        lines.append("| %s | ≥ %s | %s | %s | %s | %s |" % (
            desc, goal, fmt(got), "met" if ok else "**missed**", fmt(a), aok))
    lines.append("")
    lines.append("%d targets met, %d missed.\n" % (met, missed))


# The streaming Decoder (64 KiB chunks) against the one-shot operation on the same
# kernels, in the same run: (encoding row, one-shot op, goal).
STREAM_TARGETS = [("utf-8", "validate_utf8", .5), ("utf-8-fatal", "validate_utf8", .5),
                  ("utf-16le", "from_utf16", .8), ("utf-16be", "from_utf16", .8),
                  ("wtf-16le", "from_utf16", .8)]


def stream_targets(r):
    """Yields (description, measured, goal) for every decoder_stream target."""
    for enc, base, goal in STREAM_TARGETS:
        for mix in MIXES[:10]:
            d, b = r.get(("decoder_stream/" + enc, mix, "wtf8")), r.get((base, mix, "wtf8"))
            yield ("decoder_stream/%s/%s ÷ %s/%s" % (enc, mix, base, mix),
                   d / b if d and b else None, goal)


def stream_target_lines(full, avx2):
    """The streaming decoder's table: the same goal natively and AVX2-forced (both sides run one table)."""
    lines = ["## Targets (streaming decoder)\n",
             "`decoder_stream/<encoding>/<mix>` feeds the mix in 64 KiB chunks to a `Decoder` "
             "(bench/decoder_benchmark.cc) and is compared with the one-shot operation on the same "
             "kernels in the same run; the goal holds natively and AVX2-forced alike.\n",
             "| target | goal | measured | | AVX2 forced | |", "|---|---|---|---|---|---|"]
    avx = dict((d, m) for d, m, _ in stream_targets(avx2)) if avx2 else {}
    met = missed = 0
    for desc, got, goal in stream_targets(full):
        if got is None and avx.get(desc) is None:
            continue
        ok = got is not None and got >= goal
        a = avx.get(desc)
        aok = a is not None and a >= goal
        met += ok + aok
        missed += (not ok) + (a is not None and not aok)
        lines.append("| %s | ≥ %s | %s | %s | %s | %s |" % (
            desc, goal, fmt(got), "met" if ok else "**missed**", fmt(a),
            "—" if a is None else ("met" if aok else "**missed**")))
    lines.append("")
    lines.append("%d met, %d missed (native and AVX2 counted separately).\n" % (met, missed))
    return lines


def simd_round2_targets(r):
    """Yields (description, measured, goal) for AVX2 at the best peer's
    speed, short inputs). Every goal holds natively and AVX2-forced alike (group factor 1)."""
    def ratio(a, b):
        x, y = r.get(a), r.get(b)
        return x / y if x and y else None

    for mix, goal in [("ascii", 1.3), ("latin1", .37), ("cjk", .25), ("paths", .09)]:
        yield ("from_utf16/%s ÷ memcpy" % mix,
               ratio(("from_utf16", mix, "wtf8"), ("from_utf16", mix, "memcpy")), goal)
    for mix in MIXES[:5]:
        yield ("validate_wtf8/%s ÷ validate_utf8/%s" % (mix, mix),
               ratio(("validate_wtf8", mix, "wtf8"), ("validate_utf8", mix, "wtf8")), .95)
    for op in ("code_point_count", "utf16_len"):
        for mix in MIXES[:10]:
            yield ("%s/%s ÷ scan" % (op, mix), ratio((op, mix, "wtf8"), (op, mix, "scan")), .9)
    for op, goal in [("validate_wtf8", .2), ("from_utf16", .6), ("to_utf16", .35)]:
        yield ("%s/paths_per_line ÷ %s/paths" % (op, op),
               ratio((op, "paths_per_line", "wtf8"), (op, "paths", "wtf8")), goal)
    for op in ("validate_wtf8", "from_utf16", "to_utf16"):
        yield ("%s/paths_per_name ÷ naive" % op,
               ratio((op, "paths_per_name", "wtf8"), (op, "paths_per_name", "naive")), 1.0)


def search_targets(r):
    """Yields (description, measured, goal) for the search targets (bench/search_benchmark.cc
    and the first round's find rows): each a ratio of two rows of one run on the same kernels, so
    the whole goal holds AVX2-forced too."""
    def rows(a, b):
        x, y = r.get(a), r.get(b)
        return x / y if x and y else None

    # A needle ending in a lone surrogate beside the plain needle of the same length and frequency.
    for plain in ("find_rare_3", "find_rare_8", "find_freq_3"):
        yield ("%ss/text_ls ÷ %s/text_ls" % (plain, plain),
               rows((plain + "s", "text_ls", "wtf8"), (plain, "text_ls", "wtf8")), .5)
    yield ("find_freq_64/text ÷ glibc_memmem",
           rows(("find_freq_64", "text", "wtf8"), ("find_freq_64", "text", "glibc_memmem")), 1)
    yield ("find_freq_1/text ÷ naive",
           rows(("find_freq_1", "text", "wtf8"), ("find_freq_1", "text", "naive")), 1)
    # One prepared-searcher call per 1 KiB slice beside one call on the whole text.
    yield ("find_rare_8/text_1k ÷ find_rare_8/text",
           rows(("find_rare_8", "text_1k", "wtf8"), ("find_rare_8", "text", "wtf8")), .5)


def path_targets(r):
    """Yields (description, measured, goal) for the paths (bench/path_benchmark.cc):
    `PathView` (the wtf8 row) against std::filesystem::path on the same paths, parse alone and
    parse + parts + name + suffix + parent. Both rows count the same paths and bytes, so the
    ratio of either rate is the ratio of ns per path. The goal is native; the code is the same
    under every kernel table, so the AVX2 column measures the same thing again."""
    for op in ("path_parse", "path_ops"):
        w, b = r.get((op, "paths", "wtf8")), r.get((op, "paths", "std_filesystem"))
        yield ("%s/paths ÷ std_filesystem" % op, w / b if w and b else None, 2)


def decode_targets(r):
    """Yields (description, measured, goal) for the iteration and bulk decode
    (bench/decode_benchmark.cc, wtf8_benchmark.cc's iterate rows): the block-decoded
    `code_points()` range-for against the plain decode loop (`naive`), on every mix, and the bulk
    decode `utf32_encode_into` against that loop on latin1, cjk and emoji (bytes of input per
    second on both sides; the loop sums the code points, the bulk decode writes them). Both rows
    run the same kernel table, so the goal holds AVX2-forced too. The short-string rows
    (`paths_per_line`, `paths_per_name`: a view of one line or one file name) are held to the
    same 1.0."""
    def ratio(op, mix):
        w, b = r.get((op, mix, "wtf8")), r.get(("iterate", mix, "naive"))
        return w / b if w and b else None

    # Issue 37: at least the plain loop on every mix, 1.2x on average; the same for
    # code_point_indices() (iterate_indices rows, the same loop summing the code points).
    got = []
    for op, mixes in (("iterate", MIXES[:10]), ("iterate_indices", MIXES[:5])):
        for mix in mixes:
            x = ratio(op, mix)
            if x is not None:
                got.append(x)
            yield ("%s/%s ÷ iterate/%s/naive" % (op, mix, mix), x, 1.0)
    yield ("iterate and iterate_indices ÷ naive, mean over the mixes",
           statistics.mean(got) if got else None, 1.2)
    for mix in ("latin1", "cjk", "emoji"):
        yield ("decode_utf32/%s ÷ iterate/%s/naive" % (mix, mix), ratio("decode_utf32", mix), 2)
    for op in ("iterate", "iterate_indices"):
        for mix in ("paths_per_line", "paths_per_name"):
            yield ("%s/%s ÷ iterate/%s/naive" % (op, mix, mix), ratio(op, mix), 1.0)


NAME_RULES = ["exact", "ntfs", "hfsplus", "apfs", "casefold"]
NAME_CORPORA = ["names_ascii", "names_latin1", "names_cjk", "names_emoji", "names_paths"]


def name_table_bytes():
    """The static data of the file-name tables, as the generated header states it (or None)."""
    import os
    import re
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src", "names", "tables",
                        "name_tables.h")
    try:
        with open(path) as f:
            m = re.search(r"kNameTablesBytes = (\d+);", f.read())
        return int(m.group(1)) if m else None
    except OSError:
        return None


def name_targets(r):
    """Yields (description, measured, goal) for the file names' "same entry" half (bench/
    names_benchmark.cc): names per second of name_key under each NameRules beside a plain ASCII
    lower-casing loop (naive) and beside ICU's NFD(casefold(NFD)), find_collisions beside inserting
    the raw names into an absl::flat_hash_set, and the tables' size (64 KiB ÷ their bytes, so
    >= 1 means under 64 KiB). The code uses no kernel table, so the AVX2 column measures the
    same thing again."""
    def rate(op, corpus, impl):
        return r.get((op, corpus, impl))

    def ratio(a, b):
        return a / b if a and b else None

    for rules in NAME_RULES:
        for corpus in NAME_CORPORA:
            goal = 1.0 if corpus in ("names_ascii", "names_paths") else 0.3
            yield ("name_key/%s/%s ÷ ascii_lower naive" % (rules, corpus),
                   ratio(rate("name_key/" + rules, corpus, "wtf8"),
                         rate("name_key/ascii_lower", corpus, "naive")), goal)
    for rules in ("apfs", "casefold"):
        for corpus in NAME_CORPORA:
            yield ("name_key/%s/%s ÷ apfs_icu" % (rules, corpus),
                   ratio(rate("name_key/" + rules, corpus, "wtf8"),
                         rate("name_key/apfs_icu", corpus, "icu")), 2)
    for rules in NAME_RULES:
        yield ("find_collisions/%s/names_paths ÷ raw_set naive" % rules,
               ratio(rate("find_collisions/" + rules, "names_paths", "wtf8"),
                     rate("find_collisions/raw_set", "names_paths", "naive")), 0.6)
    size = name_table_bytes()
    yield ("name tables: 64 KiB ÷ static data (%s bytes)" % size,
           65536 / size if size else None, 1)


# Every group of targets: (title, function yielding (description, measured, goal), the share of
# the goal that applies to the AVX2-forced column). A new group of targets is one function
# and one line here.
def command_line_targets(r):
    """Yields (description, measured, goal) for the command lines of 1,000 arguments
    (bench/command_line_benchmark.cc): millions of arguments per CPU second, the goal 1 (the
    whole list built or split in a millisecond at most)."""
    for op in ("command_line_windows_build", "command_line_windows_parse",
               "command_line_sh_join", "command_line_sh_split"):
        yield ("%s/args1000 (M arguments/s)" % op, r.get((op, "args1000", "wtf8")), 1)


GLOB_ROWS = ["star_c", "star_brace_ch", "documentation_all", "any_kconfig", "drivers_star_c",
             "any_test_c"]


def glob_targets(r):
    """Yields (description, measured, goal) for glob matching over the kernel's paths (issue
    33): each pattern at least 1.5x globset 0.4.9's is_match (bench/run.sh --glob) and 3x glibc
    fnmatch with the same meaning, the kernel's .gitignore patterns as one set at least globset's
    GlobSet::matches_into, and the adversarial pattern at least 0.1x memchr."""
    for row in GLOB_ROWS:
        op = "glob/" + row
        w = r.get((op, "kernel_paths", "wtf8"))
        g, f = r.get((op, "kernel_paths", "globset")), r.get((op, "kernel_paths", "fnmatch"))
        if g is not None:
            yield ("%s ÷ globset" % op, w / g if w else None, 1.5)
        yield ("%s ÷ fnmatch" % op, w / f if w and f else None, 3)
    w = r.get(("globset/kernel_gitignore", "kernel_paths", "wtf8"))
    g = r.get(("globset/kernel_gitignore", "kernel_paths", "globset"))
    if g is not None:
        yield ("globset/kernel_gitignore ÷ globset", w / g if w else None, 1)
    m = r.get(("glob", "adversarial", "memchr"))
    for mix in ("adversarial", "adversarial_match"):
        w = r.get(("glob", mix, "wtf8"))
        yield ("glob/%s ÷ memchr" % mix, w / m if w and m else None, .1)


def ignore_targets(r):
    """Yields (description, measured, goal) for the .gitignore rules on the kernel tree (issue
    34, bench/run.sh --ignore): IgnoreStack::check over every path at least the ignore crate's
    matched_path_or_any_parents (1.0x) and 20x `git check-ignore --no-index --stdin`; loading
    and compiling every ignore file in at most twice the crate's time (a rate ratio >= 0.5)."""
    w = r.get(("ignore_check", "kernel", "wtf8"))
    for peer, goal in (("ignore_crate", 1), ("git", 20)):
        p = r.get(("ignore_check", "kernel", peer))
        if p is not None or w is not None:
            yield ("ignore_check/kernel ÷ %s" % peer, w / p if w and p else None, goal)
    w, p = r.get(("ignore_load", "kernel", "wtf8")), r.get(("ignore_load", "kernel", "ignore_crate"))
    if p is not None or w is not None:
        yield ("ignore_load/kernel ÷ ignore_crate (time ≤ 2× the crate's)",
               w / p if w and p else None, .5)


def walk_targets(r):
    """Yields (description, measured, goal) for whole walks, warm cache, one thread (issue 35,
    bench/run.sh --walk): the names-only walk of the generated tree at least find (1.0x),
    std::filesystem's recursive_directory_iterator (1.5x) and walkdir (1.0x); the gitignore walk
    of the kernel tree at least `rg --files -j1` and the ignore crate's walker (1.0x). Until the
    wtf8 walker's rows run, the measured cells are empty."""
    if not any(op == "walk" for (op, _, _) in r):
        return
    for mode, peer, goal in (("names_only", "find", 1), ("names_only", "std_filesystem", 1.5),
                             ("names_only", "walkdir", 1), ("gitignore", "rg", 1),
                             ("gitignore", "ignore_crate", 1)):
        w, p = r.get(("walk", mode, "wtf8")), r.get(("walk", mode, peer))
        yield ("walk/%s ÷ %s" % (mode, peer), w / p if w and p else None, goal)


TARGET_GROUPS = [
    ("conversions, validation, iteration and search against peers; JSON literals", targets, 0.5),
    ("bounded and streaming conversions beside the allocating ones", encoder_targets, 1),
    ("AVX2 at the best peer's speed, short inputs", simd_round2_targets, 1),
    ("search with surrogate needles, frequent needles, the prepared searcher",
     search_targets, 1),
    ("paths (PathView against std::filesystem::path)", path_targets, 1),
    ("block-decoded iteration and the bulk decode", decode_targets, 1),
    ("file names, same entry (name_key, find_collisions, the tables)", name_targets, 1),
    ("names a platform refuses, per name", names_check_targets, 1),
    ("command lines, 1,000 arguments built and split", command_line_targets, 1),
    ("validation against Rust's simdutf8 (bench/run.sh --with-simdutf8)", simdutf8_targets, 1),
    ("glob patterns over the kernel's paths (bench/run.sh --glob)", glob_targets, 1),
    (".gitignore rules on the kernel tree (bench/run.sh --ignore)", ignore_targets, 1),
    ("walking a tree, warm cache, one thread (bench/run.sh --walk)", walk_targets, 1),
]


NOTES = """## What limits the missed targets

Numbers below are from the run these tables come from; ratios near a goal move by about 0.1
between runs on this shared machine (e.g. `validate_utf8/ascii` ran the same code at 0.86 and
0.62, `to_utf16/ascii ÷ icu` at 6.5 and 4.6).

- `from_utf16`: the kernels are SIMD for every block (AVX-512: 32 ASCII units narrowed, 32
  units below U+0800 packed by `vpcompressb`, other blocks 16 units per 32-bit-lane step with
  surrogate pairs split over their two lanes, masked loads for the last partial block; AVX2: the
  same with 256-entry shuffle tables, 8 units per step). `assign_from_utf16` into a reused
  buffer that already holds a byte per unit (the benchmark's `Wtf8Buf`) converts in place with
  no length pass, appending only if the output outgrows it; a fresh or shorter buffer still gets
  the exact length pass and a stack buffer, because C++17's `std::string` cannot grow without
  zero-filling. Missed: `emoji` ÷ memcpy (the 16-units-per-step path for blocks holding 3- and
  4-byte output), and `ascii_ls` ÷ `ascii` (ASCII now runs faster than memcpy, and each block
  holding a lone surrogate leaves the 32-unit narrowing path). AVX2-forced misses
  (cjk/emoji/paths) are the 8-unit 32-bit-lane compaction.
- `decoder_stream`: UTF-8 validates each 64 KiB chunk with the validator and appends
  the valid run in one copy, so it costs a validation plus a copy (0.5-0.65x `validate_utf8` on
  this run's kind of machine, ASCII the closest: there the copy costs as much as the validation).
  UTF-16 (and the `Encoder`, and `utf8_encode_into` from UTF-16) is one kernel pass:
  `utf16_bytes_to_utf8` reads the chunk's bytes in either order at any address and keeps,
  replaces or stops at lone surrogates as it converts, straight into the output string
  (`wtf8_to_utf16_bytes` the other way); the remaining gap is the string's growth.
- `to_utf16`: every block is SIMD (each byte position decoded in a 16-bit lane for all sequence
  lengths at once, then the sequence starts and the lanes after 4-byte leads packed by
  `vpcompressw` or a lane shuffle table). `to_utf16(&out)` into a reused string that already
  holds a unit per 3 bytes writes in place with no length pass. Missed: `cjk` ÷ memcpy (the
  kernel spends the same work per byte on 3-byte text as on any other: 16 lanes per 16 bytes
  give only ~5 units). Tried: picking the formulas per block by its longest sequence;
  mispredicted on `paths` (2x slower).
- `validate_*`: met with AVX-512 (64-byte lookup kernel, two vectors per step) except
  `validate_wtf8/ascii_ls` ÷ `ascii`: clean ASCII runs at memchr speed on the two-vector ASCII
  test, and every 128-byte step holding a lone surrogate takes the full lookup plus the
  surrogate-pair check. Tried: testing four vectors for ASCII per step (no faster on ASCII,
  latin1 26 -> 16 GB/s); a branch-free pair check (slower overall).
- `to_utf8_lossy`: one pass (kernel `copy_utf8_lossy`): each block is copied, and a block holding
  a surrogate is fixed in a register-sized copy before it is written; outputs of 2 MiB and more
  are written with non-temporal stores, as glibc's memcpy does at this size (otherwise every
  output line is first read from memory).
- `iterate`, `iterate_indices`: `code_points()` decodes a 64-byte window at a time into the
  iterator, by the kernel op `decode_window` (the window's UTF-32 steps in place, 80 bytes
  readable: no ends to check; the last windows from a zero-padded copy), so a step is one load,
  one add and one compare (`index + 1 < limit`, which also folds `it != end()` away inside a
  window); an all-ASCII window is widened inline. `code_point_indices()` is that iterator plus a
  running byte offset (the encoded length of each code point), free where the offset is unused.
  The short-string rows (`paths_per_line`, `paths_per_name`) miss: a view of at most 64 bytes is
  walked one sequence a step through the iterator's slow path (a call to the decoder costs more
  than such a view), which costs about 1.3x the plain loop's work a code point; routing short
  views through the window path or reading their bytes in `operator*` were both slower (the
  latter cost the long views' loop a compare a step). Tried and dropped: decoding straight into
  the iterator (its address then reaches the decoder and GCC keeps the index in memory: ASCII
  0.6x), copying only the decoded units (the same), a 32-bit index (a zero-extension a step).
  Loops are 64-byte aligned in the bench binary: on Zen 3 a tight loop across a 64-byte boundary
  measured 0.79x instead of 1.31x, by where the linker put it. Bulk forms (`utf32_encode_into`,
  `to_utf32`, `code_point_count`) remain the fastest.
- `code_point_count`, `utf16_len` ÷ scan: each vector adds its bytes' weights into
  byte counters (one compare, or one nibble lookup, and one add), summed across lanes every few
  hundred vectors; the last partial vector is one overlapping load. That is memchr's work per
  vector plus the add, at 0.8-0.95 of memchr on these 16 KiB inputs: the rows within a few
  hundredths of 0.9 move across it between runs, and a `--quick` run (20 ms a row) moves them
  most.
- Short inputs: a `paths_per_line` call of `from_utf16` (about 50 units) costs about
  46 ns, of which the conversion at the bulk rate is about 22: the rest is the call's fixed cost
  (sizing the string to 3 bytes a unit and cutting it back, the table call, the scalar finish of
  the last partial block); `to_utf16` per path component is at the plain loop's speed (the inline
  scalar path below 16 bytes is that loop) and the reused-string bookkeeping decides 0.9 or 1.0.
  AVX2's per-line rows are lower than AVX-512's: AVX-512 converts a whole line with masked steps
  straight into the output, AVX2 in 16-unit blocks through a local buffer.
- `find_freq_1/text ÷ naive`: both are `memchr`; the ratio is 1.0 within noise (the
  prepared search adds one call).
- `name_key/<rules>/names_paths`: in callgrind instruction counts every rule is at
  0.92-1.03 of the ASCII-lowering loop per name (ntfs 352, hfsplus 347, apfs 312, casefold 317
  against 323); the wall-clock gap is branch mispredictions: about half the components are
  Cyrillic, Han, kana or Greek, and the key writers branch per class of code point where the
  plain loop only lowers bytes. Tried and dropped: writing mappings of up to 8 bytes and their
  marks in the fast loop (more instructions, not fewer).
- `name_problems ÷ validate_wtf8_per_name`: met at 1.1 when the target was set; since
  then the short-input validator made the baseline three times faster (about 8 ns a name). One
  SSE2 test of a name's bytes (src/simd/byte_set.h) now skips the character loop of clean names
  (27 -> 18 ns a name); what remains is the call's fixed checks (empty, `.`/`..`, device names,
  trailing dots, length) and, for components Windows refuses (drive names such as `C:` in this
  corpus), the returned vector's allocation.
- `find_*`: the prefilter compares the needle's two least common bytes (a fixed ranking of byte
  frequency in text, chosen once per needle) in each 64-byte block with two unaligned loads.
  Missed: `find_freq_4`: the benchmark's needle ("aosh") has only common letters and its two
  rarest are the common bigram "sh", so many positions pass the two-byte filter. Tried on
  AVX-512: two blocks per step (37 vs 46 GB/s, dropped); preferring bytes at least two apart
  (noisy, not better). SSE4.2, AVX2 and NEON do take two blocks a step, their compare results
  combined and tested with one any() (on Zen 3, AVX2: find_rare_* 1.6-1.8x and find_freq_3..64
  1.1-1.6x the one-block loop; callgrind: find_rare_64 3.93 -> 1.84 M instructions a pass).
- `json_quote` / `json_unquote` (bench/json_benchmark.cc): the mixes with '\\n' turned into ' '
  and '\\' into '/', so the five plain ones have nothing to escape. Each 4 KiB window is scanned
  for the bytes that need work (AVX-512/AVX2/SSE2 compares, chosen with the kernel table) and
  then copied from L1; unquoting also validates the literal as UTF-8 ahead of the scan in 16 KiB
  blocks (64 KiB left the scan reading from L2: ascii 6.0 -> 10.9 GB/s on Zen 3). Three passes
  (validate, scan, copy) are the gap to memcpy, the validator's speed most of all on latin1 and
  paths: a fused validate-scan-copy kernel is the next step.
"""


IGNORE_WALK_NOTES = """## The .gitignore and walk rows (bench/run.sh --ignore, --walk)

Both were run niced on a shared 2-core machine (other jobs kept the load average at 2 to 3): the
rows count CPU time (the peers' too: the Rust peers time themselves with the process's CPU clock,
find, rg and git are timed by their CPU time as processes), and ratios near a goal move by about
0.1 between runs (the crate's `ignore_check` rate measured 0.18 to 0.22 M paths/s).

- Corpus: Debian's linux-source-6.1, 78,635 file paths and 306 `.gitignore` files
  (bench/kernel_corpus.sh). Debian's packaging appends `/*` and `!/debian/` to the top
  `.gitignore`, which would ignore every path at its first component; the corpus and the kernel
  tree (bench/kernel_tree.sh) drop that block, so the rows run the kernel's own rules. With them
  git ignores 324 of the paths; `IgnoreStack::check` answers the same 324 (and
  `wtf8 ignore check --no-index --stdin` prints byte for byte what git prints).
- `ignore_crate` (ripgrep's ignore crate 0.4.18, bench/peers/ignore): one `Gitignore` per
  directory (a `GitignoreBuilder` rooted there, fed the file's lines), a path decided by the
  matchers of its directory and its ancestors, nearest first, each asked
  `matched_path_or_any_parents(path, false)`; the first answer decides (ripgrep's precedence).
  It ignores 326 paths: the two more are `usr/include/Makefile` and
  `usr/include/headers_check.pl`, which `usr/include/.gitignore`'s `/*/` catches because
  `matched_path_or_any_parents` also tests the matcher's own directory (the empty path left
  after stripping its root) as a directory, and `*` matches the empty name. git does not ignore
  them (nor does ripgrep's walker, which asks `matched`, not the parents form).
- `git`: `git check-ignore --no-index --stdin` in the kernel tree made a git repository, every
  path on its standard input; its CPU time as a process includes its start and its reading of
  the ignore files on the way (about 2 ms of some 330).
- `ignore_load` counts pattern lines (neither blank nor `#`), 1,436 on both sides, parsed and
  compiled from bytes already in memory.
- `ignore_check`: each ignore file indexes its rules when it is read (literal names and
  anchored literal paths in hash tables, `*literal` rules by their last byte, the other
  unanchored wildcards in one `GlobSet`), and `check` keeps the last path's ancestor decisions
  per thread, so a run of paths from one directory tests its ancestors once. Before that the
  row was 0.13 M paths/s (0.86x the crate, 0.76x git). What is left of the 20x git goal (some
  2x) is spread over hashing each name per file, the `GlobSet` pass of the top `.gitignore`'s
  wildcards and the ancestor tests at each change of directory: no single cost dominates.
- Walks: the generated tree (bench/make_walk_tree.py: 200,000 entries, 12,000 directories, odd
  names) for `names_only`, the kernel tree (83,758 entries with `.git`) for `gitignore`. Items
  are the tree's entries as `find` lists them whatever a walker yields, so the rates compare as
  inverse times. The C++ rows (`//bench:walk_benchmark_wtf8`) and the peers take turns, three
  times (bench/walk_peers.py --ours); each row is the median, and each turn's CPU ms are kept in
  walk.json and walk_peers.json (`cpu_ms_reps`). `find`'s and `rg`'s process start (measured on
  an empty directory, 1-3 ms) is taken off. Like with like: `names_only` is every entry, dot
  names included, links not followed, the OS's order, on every side. `rg --files -j1` and the
  ignore crate's walker skip hidden names (their default) and wtf8's `gitignore` walk does not,
  but on the kernel tree the walks are the same: its top `.gitignore` excludes `.*` and brings
  back `.gitignore`, `.mailmap` and the like with `!` rules, which pass the crate's hidden filter
  as whitelisted; all three list the same 78,255 files (wtf8 and the crate 83,406 entries with
  the directories). A walk is system calls: per directory wtf8 makes four on Linux (`openat`,
  two `getdents64`, `close`; no `fdopendir`, no `fstat` unless loops or mount points are
  checked), and in a profile about 88% of `names_only`'s time is the kernel's (ext4's readdir
  and path lookup). `gitignore` decides each entry with `IgnoreStack::check_entry`: the walk
  never enters an excluded directory, so only the entry's own directory's rules and those
  above it are asked, never the ancestors again.
"""


def peer_ratios(peer, outdir):
    """Markdown: wtf8 / PEER per row of the runs in outdir, natively and AVX2 forced."""
    def runs(side):
        files = sorted(glob.glob(os.path.join(outdir, "%s.*.json" % side)),
                       key=lambda p: int(p.rsplit(".", 2)[1]))
        return [load(p)[0] for p in files]
    levels = [("native", runs("native")), ("AVX2 forced", runs("avx2"))]
    theirs = runs(peer)
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next((l.split(":", 1)[1].strip() for l in f if l.startswith("model name")), cpu)
    except OSError:
        pass
    lines = ["# wtf8 against %s\n" % peer,
             "%s. Validation of the same bytes: ours (`is_well_formed_utf8` / "
             "`is_well_formed_wtf8`) natively and with WTF8_FORCE_KERNELS=avx2, and %s, run one "
             "after the other %d times; GB/s of input per CPU second, medians of the runs. The "
             "range is that of the per-run ratios. Ratios below 0.95 (the issue's target) are "
             "flagged.\n" % (cpu, peer, len(theirs)), ""]
    header = "| row | %s GB/s |" % peer
    rule = "|---|---|"
    for name, level in levels:
        if level:
            header += " wtf8 %s GB/s | ÷ %s | range | |" % (name, peer)
            rule += "---|---|---|---|"
    lines += [header, rule]
    keys = [k for k in theirs[0] if k[2] == peer] if theirs else []
    below = []
    for key in keys:
        ours_key = (key[0], key[1], "wtf8")
        p = [run[key] for run in theirs if key in run]
        row = "| %s/%s | %s |" % (key[0], key[1], fmt(statistics.median(p)))
        for name, level in levels:
            if not level:
                continue
            w = [run[ours_key] for run in level if ours_key in run]
            if not w:
                row += " — | — | — | |"
                continue
            q = statistics.median(w) / statistics.median(p)
            per = [a[ours_key] / b[key] for a, b in zip(level, theirs)
                   if ours_key in a and key in b]
            flag = "**below**" if q < 0.95 else ""
            if q < 0.95:
                below.append("%s/%s (%s) %.2f" % (key[0], key[1], name, q))
            row += " %s | %.2f | %.2f–%.2f | %s |" % (
                fmt(statistics.median(w)), q, min(per), max(per), flag)
        lines.append(row)
    lines.insert(2, ("Below 0.95: " + ", ".join(below)) if below else "No row below 0.95.")
    lines.insert(3, "")
    return "\n".join(lines)


def machines_main(peer_files, results_dir, current):
    """RESULTS.md with a target column per machine and table run (bench/results)."""
    name, desc = machine_of()
    if current == name:  # this machine's description, kept beside its run
        with open(os.path.join(results_dir, name, "machine.json"), "w") as f:
            json.dump({"description": desc, "uarch": desc.split(", ")[-1].rstrip(")")
                       if "," in desc else name, "native_table": native_table()}, f, indent=1)
            f.write("\n")
    columns = machine_columns(results_dir, current)
    # The peers' last runs on this machine (bench/run.sh --glob, --ignore, --walk) are kept
    # beside it.
    for kept in KEPT_PEER_RUNS:
        kept_peer = os.path.join(results_dir, current, kept)
        if os.path.exists(kept_peer) and kept_peer not in peer_files:
            peer_files = list(peer_files) + [kept_peer]
    for path in peer_files:
        extra = load(path)[0]
        for key, value in extra.items():
            columns[0][1].setdefault(key, value)
    full_path = os.path.join(results_dir, current, "native.json")
    full, context = load_native(os.path.join(results_dir, current))
    full.update(columns[0][1])
    with open(os.path.join(results_dir, current, "machine.json")) as f:
        meta = json.load(f)
    lines = ["# Benchmark results", "",
             "Written by `bench/run.sh` (do not edit by hand). Medians of 3 repetitions, GB/s of "
             "input bytes per CPU second (CPU time: steadier than wall time while other jobs share "
             "the machine). Each machine's run is kept in `bench/results/<machine>/`; every target "
             "below has a column per machine and per table run there (native, and AVX2 forced "
             "where native is AVX-512). Compare ratios, not absolute figures across machines.", "",
             "This run (the first column and the tables): %s, %s CPUs at %s MHz, load average %s "
             "at the start; dispatch picks the `%s` table here. wtf8 is built with `-c opt`." % (
                 meta.get("description", current), context.get("num_cpus"),
                 context.get("mhz_per_cpu"), ", ".join("%.1f" % x for x in context.get("load_avg", [])),
                 meta.get("native_table")), "",
             "Machines: " + "; ".join("%s (`bench/results/%s`)" % (
                 json.load(open(os.path.join(results_dir, d, "machine.json"))).get("description", d), d)
                 for d in sorted(os.listdir(results_dir))
                 if os.path.exists(os.path.join(results_dir, d, "machine.json"))) + ".", "",
             "Peers: `memcpy` copies the input bytes; `scan` is `memchr` for an absent byte; `icu` "
             "(ICU 72) converts with U+FFFD substitution, so on `_ls` mixes it is lossy where wtf8 is "
             "not; `iconv` (glibc) stops at a lone surrogate, so it has no `_ls` numbers; `naive` is a "
             "plain loop written from the spec (for search: `std::string_view::find`).", "",
             "What runs where (`src/simd/README.md`): x86-64 CPUs with AVX-512 BW/VL/VBMI/VBMI2 run "
             "the `avx512` table, AVX2-only CPUs the `avx2` table, older x86-64 CPUs with SSE4.2 the "
             "`sse4` table, AArch64 the `neon` table, and everything else the `scalar` table. NEON is "
             "tested for correctness under qemu in CI and not yet timed.", ""]
    for title, group, factor in TARGET_GROUPS:
        machines_target_table(lines, title, group, columns, factor)
    lines.extend(stream_target_lines(full, {}))
    lines.append(NOTES)
    if any(op in ("ignore_check", "walk") for (op, _, _) in full):
        lines.append(IGNORE_WALK_NOTES)
    lines.append("## Tables (%s)\n" % meta.get("description", current))
    tables(full, lines, full_path)
    print("\n".join(lines))


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--peer-ratios":
        print(peer_ratios(sys.argv[2], sys.argv[3]))
        return
    if sys.argv[1:] == ["--machine-id"]:
        print(machine_of()[0])
        return
    if sys.argv[1:] == ["--native-table"]:
        print(native_table())
        return
    args, peer_files = sys.argv[1:], []
    while len(args) >= 2 and args[0] == "--peer":
        peer_files.append(args[1])
        args = args[2:]
    if len(args) == 4 and args[0] == "--machines" and args[2] == "--current":
        machines_main(peer_files, args[1], args[3])
        return
    if not args:
        sys.exit(__doc__)
    full, context = load(args[0])
    avx2 = load(args[1])[0] if len(args) > 1 else {}
    for path in peer_files:
        extra = load(path)[0]
        for key, value in extra.items():
            full.setdefault(key, value)
            if avx2:
                avx2.setdefault(key, value)
    lines = ["# Benchmark results", "",
             "Written by `bench/run.sh` (do not edit by hand). Medians of 3 repetitions, GB/s of",
             "input bytes per CPU second (CPU time: steadier than wall time while other jobs share",
             "the machine), all numbers from one run on one machine; compare ratios, not absolute",
             "figures across runs. Machine: %s CPUs at %s MHz, load average %s at the start (other "
             "jobs were running: expect a few percent of noise, more on ratios near 1). wtf8 is "
             "built with `-c opt`; dispatch picks the AVX-512 kernels here (BW/VL/VBMI/VBMI2), and "
             "the forced-AVX2 column measures what an AVX2-only machine runs." % (
                 context.get("num_cpus"), context.get("mhz_per_cpu"),
                 ", ".join("%.1f" % x for x in context.get("load_avg", []))),
             "",
             "Peers: `memcpy` copies the input bytes; `scan` is `memchr` for an absent byte; `icu` "
             "(ICU 72) converts with U+FFFD substitution, so on `_ls` mixes it is lossy where wtf8 is "
             "not; `iconv` (glibc) stops at a lone surrogate, so it has no `_ls` numbers; `naive` is a "
             "plain loop written from the spec (for search: `std::string_view::find`). Boost.Nowide is "
             "not measured (its headers need the whole libboost-dev).", "",
             "What runs where (`src/simd/README.md`): x86-64 CPUs with AVX-512 BW/VL/VBMI/VBMI2 run "
             "the `avx512` table (the first column), AVX2-only CPUs the `avx2` table (the forced "
             "column), older x86-64 CPUs with SSE4.2 the `sse4` table, AArch64 the `neon` table, and "
             "everything else the `scalar` table. NEON is tested for correctness under qemu in CI "
             "and not yet timed: no ARM machine is at hand, and qemu's timings say nothing about ARM "
             "hardware.", ""]
    for title, group, factor in TARGET_GROUPS:
        rows = list(group(full))
        if rows:  # a group of peer rows not run (simdutf8) has none
            target_table(lines, title, rows, group(avx2) if avx2 else [], avx2_factor=factor)
    lines.extend(stream_target_lines(full, avx2))
    lines.append(NOTES)
    lines.append("## Tables\n")
    tables(full, lines, args[0])
    if avx2:
        lines.append("## Tables, AVX2 forced\n")
        tables(avx2, lines, args[1])
    print("\n".join(lines))


if __name__ == "__main__":
    main()
