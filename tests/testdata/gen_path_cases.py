#!/usr/bin/env python3
# Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
"""Writes tests/testdata/path_cases.txt: Python 3.11's pathlib as the oracle for wtf8::PathBuf.

Run from the repository root with Python 3.11 (the semantics changed in 3.12):
    python3 tests/testdata/gen_path_cases.py > tests/testdata/path_cases.txt
tests/path_test.cc reads the table, so CI needs no Python.

Python str holds lone surrogates, so the inputs carry them (and supplementary characters) inside
components. The oracle is Python 3.11 with the deviations wtf8 documents in wtf8/path.h:
  - Windows case folding is ASCII only (casefold, casefold_parts and is_reserved are patched);
  - with_name rejects a name holding a separator (3.11 accepts `./a` and inserts it verbatim).
A surrogate pair written as two code points is one supplementary character in WTF-8, so no string
the table holds may have a lead surrogate right before a trail surrogate; such cases are skipped.

Format: one record per path, tab-separated fields, `\\u{X}` = code point X (hex); any other
backslash is literal (a backslash followed by `u{` is itself written `\\u{5C}`). Lines:
    case STYLE INPUT / str / drive / root / anchor / parts P... / name / stem / suffix /
    suffixes S... / parent / absolute 0|1 / reserved 0|1 / with_name ARG ok|err [RESULT] /
    with_stem ... / with_suffix ... / join RIGHT RESULT / relative_to BASE ok|err [RESULT] /
    compare OTHER -1|0|1 / end
"""

import pathlib
import random
import re
import sys

assert sys.version_info[:2] == (3, 11), "the table is Python 3.11's pathlib semantics"

_ASCII_LOWER = {c: c + 32 for c in range(ord("A"), ord("Z") + 1)}
_ASCII_UPPER = {c + 32: c for c in range(ord("A"), ord("Z") + 1)}
_W = pathlib._WindowsFlavour
_W.casefold = lambda self, s: s.translate(_ASCII_LOWER)
_W.casefold_parts = lambda self, parts: [p.translate(_ASCII_LOWER) for p in parts]


def _is_reserved_ascii(self, parts):
    # Python 3.11's _WindowsFlavour.is_reserved with str.upper restricted to ASCII.
    if not parts:
        return False
    if parts[0].startswith("\\\\"):
        return False
    name = parts[-1].partition(".")[0].partition(":")[0].rstrip(" ")
    return name.translate(_ASCII_UPPER) in self.reserved_names


_W.is_reserved = _is_reserved_ascii

STYLES = {"posix": pathlib.PurePosixPath, "windows": pathlib.PureWindowsPath}
_PAIR = re.compile("[\ud800-\udbff][\udc00-\udfff]")


def esc(s):
    out = []
    for i, ch in enumerate(s):
        o = ord(ch)
        if o < 0x21 or o > 0x7E:
            out.append("\\u{%X}" % o)
        elif ch == "\\" and s[i + 1 : i + 3] == "u{":
            out.append("\\u{5C}")
        else:
            out.append(ch)
    return "".join(out)


class Skip(Exception):
    pass


def check(s):
    if _PAIR.search(s):
        raise Skip()
    return s


def line(*fields):
    return "\t".join(esc(check(f)) if isinstance(f, str) else f for f in fields)


def derived(style, p, op, arg):
    try:
        if op == "with_name":
            if "/" in arg or (style == "windows" and "\\" in arg):
                if p.name:  # 3.11 might accept it; wtf8 (and 3.12) reject it
                    return line(op, arg, "err")
            r = p.with_name(arg)
        elif op == "with_stem":
            composed = arg + p.suffix
            if p.name and ("/" in composed or (style == "windows" and "\\" in composed)):
                return line(op, arg, "err")
            r = p.with_stem(arg)
        elif op == "with_suffix":
            r = p.with_suffix(arg)
        else:
            r = p.relative_to(arg)
    except ValueError:
        return line(op, arg, "err")
    return line(op, arg, "ok", str(r))


NAMES = ["x.y", "", ".", "..", "a/b", "a\\b", "c:", "c:d", "ab:c", "n\ud800", "\udc00.t",
         "\U0001F600.txt", "a.", " "]
STEMS = ["s", "", "\udc00", "a.b", "\U00010000"]
SUFFIXES = [".gz", "", ".", "gz", ".a/b", ".a\\b", ".\ud800", "..", ".\U0001F600"]


def record(style, s, others, rng):
    cls = STYLES[style]
    p = cls(s)
    out = [line("case", style, s), line("str", str(p)), line("drive", p.drive),
           line("root", p.root), line("anchor", p.anchor), line("parts", *p.parts),
           line("name", p.name), line("stem", p.stem), line("suffix", p.suffix),
           line("suffixes", *p.suffixes), line("parent", str(p.parent)),
           line("absolute", "1" if p.is_absolute() else "0"),
           line("reserved", "1" if p.is_reserved() else "0")]
    for n in NAMES:
        out.append(derived(style, p, "with_name", n))
    for n in STEMS:
        out.append(derived(style, p, "with_stem", n))
    for n in SUFFIXES:
        out.append(derived(style, p, "with_suffix", n))
    swapped = s.translate({**_ASCII_LOWER, **_ASCII_UPPER})
    bases = [str(p.parent), p.anchor, p.drive, swapped, str(p.parent.parent), "",
             rng.choice(others), rng.choice(others)]
    for b in bases:
        out.append(derived(style, p, "relative_to", b))
    for r in [rng.choice(others), rng.choice(others), "", "x", swapped]:
        out.append(line("join", r, str(p / r)))
    for o in [swapped, s, rng.choice(others), rng.choice(others), rng.choice(others)]:
        q = cls(o)
        out.append(line("compare", o, str((p > q) - (p < q))))
    out.append("end")
    return out


# Python's documented examples (pathlib docs, 3.11) and every Windows prefix form, with lone
# surrogates and supplementary characters inside components.
CURATED = {
    "posix": [
        "/etc", "/etc/usr/lib64", "foo//bar", "//foo/bar", "foo/./bar", "foo/../bar",
        "/usr/bin/python3", "//etc", "///etc", "////etc", "/a/b/c/d", "/", ".", "foo/..",
        "my/library/setup.py", "my/library.tar.gz", "my/library", "my/library.tar.gar",
        "my/library.tar", "/a/b", "a/b", "/etc/passwd", "nul", "", "a/", "a/.", "./a", "a//b//",
        "//", "///", "a\\b", "c:/x", ".bashrc", "a.", "a..b", "...", "..", "x.tar.gz.",
        "/\ud800/\udc00.\U0001F600", "\U0001F600/\ud800x.tar\udfff.gz", "a/\udbff.\udc00",
        "/home/\U00010000\ud800/f.t", "//\ud800/\U0010FFFF", "FOO", "foo",
    ],
    "windows": [
        "c:/Program Files/", "c:/Program Files/PSF", "/Program Files/", "//host/share/foo.txt",
        "c:Program Files/", "//host/share", "c:/foo/bar/setup.py", "//some/share/setup.py",
        "//some/share", "c:/a/b", "/a/b", "c:", "c:/", "c:/Downloads/pathlib.tar.gz",
        "c:/Downloads/draft.txt", "README", "README.txt", "nul", "c:\\windows", "C:", "d:",
        "FOO", "foo", "C:\\a", "C:\\a\\b.txt", "C:a", "C:a\\b", "c:/Windows", "d:bar",
        "\\\\server\\share", "\\\\server\\share\\", "\\\\server\\share\\dir\\f.txt",
        "\\\\server", "\\\\server\\", "\\\\server\\\\share", "\\\\\\server\\share",
        "\\\\?\\C:\\", "\\\\?\\C:\\a\\b", "\\\\?\\C:", "\\\\?\\c:a", "\\\\?\\", "\\\\?\\a\\b",
        "\\\\?\\UNC\\server\\share", "\\\\?\\UNC\\server\\share\\x\\y.z", "\\\\?\\UNC\\",
        "\\\\?\\UNC\\server", "\\\\?\\unc\\server\\share", "\\\\?\\\\\\server\\share\\x",
        "//?/c:/a", "//?/UNC/s/sh/x", "\\\\.\\COM1", "\\\\.\\pipe\\name", "\\\\.\\C:\\x",
        "\\\\.\\", "a/c:", "a/c:/b", "con", "CON.txt", "con:stream", "a/Com1 .txt", "lpt\u00b9",
        "com\u00b2.x", "COM0", "LPT10", "conin$", "CONOUT$.x", "c:/nul", "//h/s/nul", "aux ",
        "NUL  .txt", "\\nul", "\u0131", "con\u0131n$",
        "C:\\\ud800\\\U0001F600.txt", "\\\\\ud800\\\udc00share\\x\U00010000.y",
        "\\\\?\\C:\\\udbff\\f\udc00.t", "\\\\?\\UNC\\\U0001F600\\\ud800\\a",
        "\\\\.\\\udc00dev\\x", "\ud800:\\a", "\U0001F600:b", "C:\U0001F600\\\ud800.",
        "a./b ", "a/b?c", "<>|\"*", "\u00c9t\u00e9/\u00e9T\u00c9", "\u00c9", "\u00e9",
    ],
}

ALPHABET = ["/", "\\", "\\", ".", "..", "a", "B", "C:", "c:", "z:", "\\\\?\\", "//?/", "UNC",
            "unc", "\\\\.\\", ":", " ", "\ud800", "\udc00", "\udbff", "\U0001F600",
            "\U00010000", "nul", "CON", "com1", "x.tar.gz", ".t", "?", "srv", "sh"]


def random_path(rng):
    return "".join(rng.choice(ALPHABET) for _ in range(rng.randrange(0, 9)))


def main():
    rng = random.Random(20261123)
    print("# Generated by tests/testdata/gen_path_cases.py (Python %d.%d.%d); do not edit." %
          sys.version_info[:3])
    print("# Oracle: pathlib.PurePosixPath / PureWindowsPath; see the generator for the format.")
    skipped = 0
    for style in ("posix", "windows"):
        inputs = list(CURATED[style])
        while len(inputs) < len(CURATED[style]) + 250:
            inputs.append(random_path(rng))
        for s in inputs:
            try:
                print("\n".join(record(style, s, inputs, rng)))
            except Skip:
                skipped += 1
    print("# skipped %d inputs whose strings would hold a surrogate pair" % skipped)


if __name__ == "__main__":
    main()
