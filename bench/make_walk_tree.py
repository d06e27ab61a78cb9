#!/usr/bin/env python3
"""Writes the walk benchmarks' generated tree: 200,000 entries below DIR (default
build/walk-tree), the same bytes on every run (a fixed seed; nothing depends on the clock or the
file system's order).

Its shape follows a source tree (the Linux kernel's, measured: about 6% of the entries are
directories, 15 files a directory on average but a few directories hold hundreds, most entries
at depth 3 to 6, names 11 bytes long at the median and rarely over 40): directories hang under
earlier directories, preferring depths 2 to 5, down to depth 11; files go to directories with
heavy-tailed weights; names are lowercase words with digits, `_` and `-`, files with the
kernel's common suffixes. About one entry in 400 has an odd name, in every directory kind: bytes
that are not UTF-8 (a Latin-1 é, 0xff, a lone surrogate's WTF-8 bytes), a newline, a tab,
control bytes, a leading `-`, spaces, UTF-8 beyond ASCII, 255-byte names (the longest a name may
be), and dot names (hidden files and directories with content). 40 symbolic links (to a file
beside them, dangling, and to an ancestor directory: a loop for a walker that follows links;
none of the timed walks follows them). Files are empty: the walks read names only.

A stamp file DIR.stamp records what was written (this script's hash and the counts); a second
run with the stamp in place and the tree present does nothing. Prints the number of entries
(the root not counted; `find DIR` lists one more).

Usage: make_walk_tree.py [DIR]
"""
import hashlib
import math
import os
import random
import shutil
import sys

ENTRIES = 200_000
DIRS = 12_000
SYMLINKS = 40
ODD_EVERY = 400
SEED = 35

# Relative preference of a new directory's parent by the parent's depth (0 is the root).
PARENT_DEPTH_WEIGHT = [1, 3, 6, 6, 4, 2, 1, 0.5, 0.3, 0.15, 0.08]
SUFFIXES = [(b".c", 40), (b".h", 25), (b".txt", 4), (b".rst", 4), (b".S", 2), (b".yaml", 3),
            (b".py", 2), (b".sh", 2), (b".json", 1), (b"", 8), (b".dts", 2), (b".dtsi", 2),
            (b".md", 1), (b".mk", 1), (b".rs", 1), (b".cc", 1), (b".o", 1)]
LETTERS = b"abcdefghijklmnopqrstuvwxyz"
ODD_NAMES = [
    b"caf\xe9",                      # Latin-1: not UTF-8
    b"bad\xff\xfebytes",             # bytes no UTF-8 sequence starts with
    b"lone\xed\xa0\x80surrogate",    # a lone surrogate's WTF-8 bytes
    b"new\nline",                    # a newline
    b"tab\there",                    # a tab
    b"ctl\x01\x1b[0m",               # control bytes, an escape sequence
    b"-leading-dash",                # looks like an option
    b"with space ",                  # inner and trailing space
    "caf\u00e9".encode(),            # UTF-8 beyond ASCII
    "\u6587\u4ef6\u540d".encode(),   # CJK
    "\U0001f600emoji".encode(),      # a 4-byte sequence
    b"L" * 255,                      # the longest name
    "\u00e9".encode() * 127 + b"x",  # 255 bytes of 2-byte sequences
    b".hidden",                      # a dot name
]


def name(rng, mean, suffix):
    n = max(1, min(60, int(rng.lognormvariate(math.log(mean), 0.45))))
    stem = bytearray(rng.choice(LETTERS) for _ in range(n))
    for k in range(1, n - 1):  # a few separators and digits inside, as in real names
        r = rng.random()
        if r < 0.06:
            stem[k] = ord("_")
        elif r < 0.08:
            stem[k] = ord("-")
        elif r < 0.12:
            stem[k] = rng.choice(b"0123456789")
    return bytes(stem) + suffix


def odd_name(rng, serial):
    base = ODD_NAMES[serial % len(ODD_NAMES)]
    tag = b"%d" % serial
    return base[: 255 - len(tag)] + tag if len(base) + len(tag) > 255 else base + tag


def plan():
    """(directories as (parent index, name, depth), files as (directory index, name),
    symlinks as (directory index, name, target)); index 0 is the root."""
    rng = random.Random(SEED)
    dirs = [(-1, b"", 0)]
    names = [set()]
    serial = 0
    total = 0

    def unique(d, n):
        k = 2
        out = n
        while out in names[d]:
            out = n + b"_%d" % k
            k += 1
        names[d].add(out)
        return out

    def entry_name(d, regular):
        nonlocal serial, total
        total += 1
        if total % ODD_EVERY == 0:
            serial += 1
            return unique(d, odd_name(rng, serial))
        if regular:
            suffix = rng.choices([s for s, _ in SUFFIXES], [w for _, w in SUFFIXES])[0]
            return unique(d, name(rng, 9, suffix))
        return unique(d, name(rng, 6, b""))

    # Directories: each under an earlier one, by depth preference.
    by_depth = [[0]]
    for _ in range(DIRS):
        depths = [d for d in range(len(by_depth)) if by_depth[d] and d < len(PARENT_DEPTH_WEIGHT)]
        depth = rng.choices(depths, [PARENT_DEPTH_WEIGHT[d] for d in depths])[0]
        parent = rng.choice(by_depth[depth])
        dirs.append((parent, entry_name(parent, False), depth + 1))
        names.append(set())
        while len(by_depth) <= depth + 1:
            by_depth.append([])
        by_depth[depth + 1].append(len(dirs) - 1)
    # Files: heavy-tailed weights per directory (a few hold hundreds).
    weights = [rng.paretovariate(1.3) for _ in dirs]
    files = []
    for d in rng.choices(range(len(dirs)), weights, k=ENTRIES - DIRS - SYMLINKS):
        files.append((d, entry_name(d, True)))
    links = []
    for k in range(SYMLINKS):
        d = rng.randrange(1, len(dirs))
        kind = k % 3
        if kind == 0:  # to a file beside it, or a dangling name where there is none
            beside = [n for dd, n in files if dd == d][:1]
            target = beside[0] if beside else b"missing"
        elif kind == 1:
            target = b"does-not-exist"
        else:  # an ancestor: a loop for a walker that follows links
            target = b"/".join([b".."] * dirs[d][2])
        links.append((d, unique(d, b"link%d" % k), target))
    return dirs, files, links


def main():
    root = os.fsencode(sys.argv[1] if len(sys.argv) > 1 else "build/walk-tree")
    with open(__file__, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    stamp_path = root.rstrip(b"/") + b".stamp"
    stamp = "%s %d\n" % (digest, ENTRIES)
    if os.path.isdir(root) and os.path.exists(stamp_path):
        with open(stamp_path) as f:
            if f.read() == stamp:
                print(ENTRIES)
                return
    if os.path.lexists(root):
        shutil.rmtree(root)
    dirs, files, links = plan()
    os.makedirs(root)
    paths = [root]
    for parent, n, _ in dirs[1:]:
        paths.append(paths[parent] + b"/" + n)
        os.mkdir(paths[-1])
    for d, n in files:
        os.close(os.open(paths[d] + b"/" + n, os.O_CREAT | os.O_WRONLY | os.O_EXCL, 0o644))
    for d, n, target in links:
        os.symlink(target, paths[d] + b"/" + n)
    count = len(dirs) - 1 + len(files) + len(links)
    assert count == ENTRIES, count
    with open(stamp_path, "w") as f:
        f.write(stamp)
    print(count)


if __name__ == "__main__":
    main()
