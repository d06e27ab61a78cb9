#!/usr/bin/env python3
# Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
"""Differential cases for the kPython glob dialect, decided by CPython 3.13.0 itself.

Generates patterns and paths from a fixed seed and asks `PurePosixPath(path).full_match(pattern,
case_sensitive=...)` / `.match(...)` (and the Windows twins) what they say. Output: one TSV row a
case, the format tests/glob_python_test.cc reads:

    expect  style  method  case  units  pattern  path

expect is 1, 0, or E (Python raised ValueError: `match` with a pattern without parts); style is
posix or windows; method full or match; case default, sensitive or insensitive; units is `cp`
(code points, the anchor's own unit). Strings are escaped: `\\` for a backslash, `\\u{X}` for
any code point that is not printable ASCII (lone surrogates included).

The committed golden file (tests/testdata/glob/python/differential.tsv) is
    ~/.pyenv/versions/3.13.0/bin/python3 tests/glob_python_oracle.py --seed 33 --pairs 1500
and glob_python_test runs this script again with another seed when 3.13.0 is installed.
`--check FILE` instead verifies the code-point rows of a hand-written table (cpython.tsv,
units.tsv) against 3.13.0.

What is generated: every metacharacter (`*`, `**`, `***`, `?`, `[`, `]`, `!`, `^`, `-`) in every
position, separators of both grammars, `.`, `..`, empty segments, doubled leading separators,
drives (`c:`, `é:`, `?:`, a lone surrogate before `:`), UNC and `\\\\?\\UNC\\` prefixes,
non-ASCII, lone surrogates, PEP 383 escapes (U+DC80..U+DCFF), supplementary characters, and the
case pairs `re.IGNORECASE` treats specially (İ ı ſ K-Kelvin ß ẞ σ ς Σ µ μ θ ϑ, Deseret 𐐀 𐐨).
Paths are mostly made from their pattern (each wildcard filled in, letters' case flipped, then
a random edit), so that matches are common.
"""

import argparse
import random
import sys
from pathlib import PurePosixPath, PureWindowsPath

if sys.version_info[:3] != (3, 13, 0):
    sys.exit("glob_python_oracle.py needs CPython 3.13.0, not %s" % sys.version.split()[0])

LETTERS = ["a", "b", "c", "A", "B", "C", "x", "Z", "1", ".", "-", "_", " ",
           "é", "É", "İ", "ı", "i", "I", "ſ", "s", "S", "\u212a", "k", "K", "ß", "ẞ",
           "σ", "ς", "Σ", "µ", "μ", "Μ", "θ", "ϑ", "Θ", "\u0345", "ι", "Ι",
           "\ud800", "\udbff", "\udc80", "\udcc3", "\udca9", "\udcff", "\udfff",
           "\U0001f600", "\U00010400", "\U00010428", "\u00ff", "\u0178", "ǅ", "ǆ", "Ǆ",
           ":", "&", "~", "|", "U", "N", "?"]
META = ["*", "*", "**", "***", "?", "[", "]", "!", "^", "-", "[!", "[^", "[]", "[!]",
        "[a-z]", "[z-a]", "[!a-c]", "[A-Z]", "[.-0]", "[-a]", "[a-]", "[\\]", "[/]",
        "[ß-ſ]", "[ı-ſ]", "[\u0100-\U00010428]", "[\U00010400-\U00010427]", "[k\u212a]",
        "[\U00010400x]", "[\U00010400]", "[!\U00010428]", "[z-a!]", "[z-a-c]", "[]-a]"]
SEPS = ["/", "\\", "//"]
ANCHORS = ["", "", "", "/", "//", "///", "\\", "\\\\", "c:", "C:\\", "c:/", "é:", "?:", "*:",
           "\ud800:", "//srv/share/", "\\\\srv\\share", "//?/UNC/srv/sh/", "\\\\?\\unc\\a\\b",
           "//./dev/", "\\\\?\\c:\\", "//a", "\\\\a\\", "./", "./c:", "//*/*/", "\\\\\\\\"]
SEGMENT_EXTRAS = ["", ".", "..", "**", "*"]


def join_pairs(s):
    """A lead surrogate followed by a trail one is one supplementary character in WTF-8."""
    return s.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")


def random_segment(rng):
    r = rng.random()
    if r < 0.12:
        return rng.choice(SEGMENT_EXTRAS)
    n = rng.randint(1, 4)
    out = []
    for _ in range(n):
        out.append(rng.choice(META) if rng.random() < 0.45 else rng.choice(LETTERS))
    return "".join(out)


def random_pattern(rng):
    anchor = rng.choice(ANCHORS)
    segs = [random_segment(rng) for _ in range(rng.randint(0, 4))]
    text = anchor
    for i, s in enumerate(segs):
        if i:
            text += rng.choice(SEPS)
        text += s
    if rng.random() < 0.15:
        text += rng.choice(SEPS)
    return join_pairs(text)


def flip_case(rng, ch):
    options = {"i": "Iİı", "I": "iİı", "İ": "iIı", "ı": "iIİ", "s": "Sſ", "S": "sſ", "ſ": "sS",
               "k": "K\u212a", "K": "k\u212a", "\u212a": "kK", "ß": "ẞ", "ẞ": "ß", "σ": "Σς",
               "ς": "Σσ", "Σ": "σς", "µ": "μΜ", "μ": "µΜ", "θ": "Θϑ", "ϑ": "θΘ",
               "\U00010400": "\U00010428", "\U00010428": "\U00010400", "ǅ": "ǆǄ"}
    if ch in options and rng.random() < 0.7:
        return rng.choice(options[ch])
    if rng.random() < 0.5:
        return ch.swapcase() if len(ch.swapcase()) == 1 else ch
    return ch


def instantiate(rng, pattern):
    """A path the pattern is likely to match: wildcards filled in, case flipped, then an edit."""
    out = []
    i = 0
    while i < len(pattern):
        c = pattern[i]
        if c == "*":
            while i < len(pattern) and pattern[i] == "*":
                i += 1
            out.append("".join(rng.choice(LETTERS + ["/"] * 2) for _ in range(rng.randint(0, 3))))
            continue
        if c == "?":
            out.append(rng.choice(LETTERS))
        elif c == "[":
            j = pattern.find("]", i + 2)
            if j > 0 and rng.random() < 0.7:
                body = pattern[i + 1:j].lstrip("!^")
                out.append(rng.choice(body) if body else "x")
                i = j + 1
                continue
            out.append(c)
        else:
            out.append(flip_case(rng, c))
        i += 1
    path = "".join(out)
    r = rng.random()
    if r < 0.1 and path:
        k = rng.randrange(len(path))
        path = path[:k] + path[k + 1:]
    elif r < 0.2:
        k = rng.randint(0, len(path))
        path = path[:k] + rng.choice(LETTERS + SEPS + ["/./", "//", "/../"]) + path[k:]
    elif r < 0.25:
        path = rng.choice(ANCHORS) + path
    return join_pairs(path)


def escape(s):
    out = []
    for ch in s:
        o = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif 0x20 <= o < 0x7F:
            out.append(ch)
        else:
            out.append("\\u{%X}" % o)
    return "".join(out)


def decide(style, method, case, pattern, path):
    cls = PurePosixPath if style == "posix" else PureWindowsPath
    cs = {"default": None, "sensitive": True, "insensitive": False}[case]
    p = cls(path)
    try:
        if method == "full":
            return "1" if p.full_match(pattern, case_sensitive=cs) else "0"
        return "1" if p.match(pattern, case_sensitive=cs) else "0"
    except ValueError:
        return "E"


def unescape(s):
    out = []
    i = 0
    while i < len(s):
        if s[i] == "\\" and s.startswith("\\u{", i):
            j = s.index("}", i)
            out.append(chr(int(s[i + 3:j], 16)))
            i = j + 1
        elif s[i] == "\\":
            out.append(s[i + 1])
            i += 2
        else:
            out.append(s[i])
            i += 1
    return join_pairs("".join(out))


def check(path):
    """Checks the code-point expectations of a hand-written table against 3.13.0."""
    bad = 0
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            expect, style, method, case, units, pattern, subject = line.split("\t")
            if units != "all" and "cp" not in units.split(","):
                continue
            for st in (("posix", "windows") if style == "both" else (style,)):
                got = decide(st, method, case, unescape(pattern), unescape(subject))
                if got != expect:
                    bad += 1
                    print("%s:%d: %s says %s: %s" % (path, n, st, got, line))
    return bad


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=33)
    ap.add_argument("--pairs", type=int, default=1500)
    ap.add_argument("--check", help="verify a hand-written table's code-point rows instead")
    args = ap.parse_args()
    if args.check:
        sys.exit(1 if check(args.check) else 0)
    rng = random.Random(args.seed)
    rows = []
    for _ in range(args.pairs):
        pattern = random_pattern(rng)
        path = instantiate(rng, pattern) if rng.random() < 0.85 else random_pattern(rng)
        for style in ("posix", "windows"):
            for method in ("full", "match"):
                case = rng.choice(("sensitive", "insensitive", "insensitive", "default"))
                expect = decide(style, method, case, pattern, path)
                rows.append("\t".join((expect, style, method, case, "cp", escape(pattern),
                                       escape(path))))
    sys.stdout.write("\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
