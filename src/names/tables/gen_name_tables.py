#!/usr/bin/env python3
# Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
"""Writes the file-name tables of wtf8/name_rules.h (src/names/tables/) from public data.

Run from the repository root (Python 3 standard library only); it lives beside the tables it
writes:
    python3 src/names/tables/gen_name_tables.py           # writes src/names/tables/
    python3 src/names/tables/gen_name_tables.py --check   # fails (exit 1) if the files differ

Inputs (Debian 12 packages; CI stage 15-name-tables installs them and runs --check):
  - unicode-data (UCD 15.0, /usr/share/unicode): UnicodeData.txt, CaseFolding.txt,
    DerivedAge.txt, DerivedCoreProperties.txt. Case folding and canonical decompositions of
    assigned characters are stable, so restricting them with DerivedAge.txt to the characters of
    Unicode 9.0 (APFS) and 12.1 (Linux casefold) reproduces the older tables.
  - linux-source-6.1 (/usr/src/linux-source-6.1.tar.xz): fs/hfsplus/tables.c, the case-folding
    and decomposition tables of Apple's TN1150 as the Linux hfsplus driver carries them, and
    fs/hfsplus/unicode.c, whose asc2unichar() lists the characters the driver stores differently
    (':' as '/', U+2400 as U+0000). Only the data is read; no code is copied.
  - ntfs-3g-dev (libntfs-3g 2022.10.3): a small C program, compiled and run here, asks
    ntfs_upcase_table_build() for the default $UpCase table (the one Windows 7 and later write).

Outputs (each names its sources in its header):
  name_tables.h     constants and declarations shared by the three data files
  ntfs_upcase.cc    NTFS: the upcased value of every UTF-16 unit, as deltas in a two-level table
  hfsplus.cc        HFS+: for every BMP unit, its TN1150 decomposition with each unit case-folded
                    and the ignorable units dropped (a two-level table into a pool of units)
  unicode_fold.cc   APFS (9.0) and Linux casefold (12.1): for every code point below U+30000, its
                    full case folding (C+F) fully decomposed (NFD), its canonical combining
                    class, whether it is Default_Ignorable (Linux) and whether it is newer than
                    9.0 (so APFS treats it as unassigned); a two-level table into records and a
                    pool of UTF-8 bytes. Hangul syllables (decomposed arithmetically) and
                    U+E0000..U+E0FFF (all Default_Ignorable) are handled in code.
The generator also checks the facts the C++ code relies on and stops if one fails.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

COPYRIGHT = "// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0."
UCD_VERSION = "15.0"
HANGUL_FIRST, HANGUL_COUNT = 0xAC00, 11172
UNICODE_LIMIT = 0x30000  # the table covers code points below this
TAG_FIRST, TAG_END = 0xE0000, 0xE1000  # all Default_Ignorable; handled in code


def fail(message):
    sys.exit("gen_name_tables: " + message)


def check(condition, message):
    if not condition:
        fail("check failed: " + message)


# ---- Unicode ---------------------------------------------------------------------------------


def ucd_lines(path):
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                yield [field.strip() for field in line.split(";")]


def ucd_range(text):
    first, _, last = text.partition("..")
    return range(int(first, 16), int(last or first, 16) + 1)


class Ucd:
    def __init__(self, directory):
        path = lambda name: os.path.join(directory, name)
        self.age = {}
        for fields in ucd_lines(path("DerivedAge.txt")):
            major, minor = fields[1].split(".")
            for cp in ucd_range(fields[0]):
                self.age[cp] = (int(major), int(minor))
        self.ccc, self.decomposition = {}, {}
        for line in open(path("UnicodeData.txt"), encoding="utf-8"):
            fields = line.split(";")
            cp = int(fields[0], 16)
            if int(fields[3]):
                self.ccc[cp] = int(fields[3])
            if fields[5] and not fields[5].startswith("<"):
                self.decomposition[cp] = [int(x, 16) for x in fields[5].split()]
        self.folding = {}
        for fields in ucd_lines(path("CaseFolding.txt")):
            if fields[1] in ("C", "F"):
                self.folding[int(fields[0], 16)] = [int(x, 16) for x in fields[2].split()]
        self.ignorable = set()
        for fields in ucd_lines(path("DerivedCoreProperties.txt")):
            if fields[1] == "Default_Ignorable_Code_Point":
                self.ignorable.update(ucd_range(fields[0]))
        with open(path("ReadMe.txt"), encoding="utf-8") as f:
            match = re.search(r"Version (\d+\.\d+)", f.read())
        check(match and match.group(1).startswith(UCD_VERSION), "UCD version is " + UCD_VERSION)

    def assigned(self, cp, version):
        age = self.age.get(cp)
        return age is not None and age <= version

    def ccc_of(self, cp, version):
        return self.ccc.get(cp, 0) if self.assigned(cp, version) else 0

    def is_hangul(self, cp):
        return HANGUL_FIRST <= cp < HANGUL_FIRST + HANGUL_COUNT

    def hangul_decomposition(self, cp):
        index = cp - HANGUL_FIRST
        out = [0x1100 + index // 588, 0x1161 + (index % 588) // 28]
        if index % 28:
            out.append(0x11A7 + index % 28)
        return out

    def decompose(self, cp, version):
        """Full canonical decomposition of one code point (no reordering)."""
        if self.is_hangul(cp):
            return self.hangul_decomposition(cp)
        if self.assigned(cp, version) and cp in self.decomposition:
            return [x for d in self.decomposition[cp] for x in self.decompose(d, version)]
        return [cp]

    def fold_then_decompose(self, cp, version):
        """Full case folding (C+F) of an assigned code point, then fully decomposed."""
        folded = self.folding[cp] if self.assigned(cp, version) and cp in self.folding else [cp]
        return [x for f in folded for x in self.decompose(f, version)]

    def reorder(self, cps, version):
        """Canonical ordering: each run of non-starters sorted (stably) by combining class."""
        out, run = [], []
        for cp in cps + [None]:
            if cp is not None and self.ccc_of(cp, version):
                run.append(cp)
                continue
            out += sorted(run, key=lambda c: self.ccc_of(c, version))
            run = []
            if cp is not None:
                out.append(cp)
        return out

    def linux_ignorable(self, cp, version):
        # Default_Ignorable as of `version`: assigned by then, or still unassigned (reserved
        # code points such as U+2065 and U+FFF0 are Default_Ignorable by derivation).
        return cp in self.ignorable and (self.assigned(cp, version) or cp not in self.age)


APFS_VERSION = (9, 0)
LINUX_VERSION = (12, 1)

# Record flags; keep in sync with the names the generated header declares.
FLAG_NEWER = 1  # assigned after 9.0 (and by 12.1): APFS treats it as unassigned
FLAG_IGNORABLE = 2  # Default_Ignorable_Code_Point of 12.1: Linux drops it
FLAG_MAPPED = 4  # folds or decomposes: the key holds the pool bytes instead
FLAG_MARKS = 8  # the pool bytes hold a non-starter (the key must be reordered)


def utf8(cps):
    return "".join(chr(c) for c in cps).encode("utf-8")


def build_unicode(ucd):
    """Per code point below UNICODE_LIMIT a record (ccc, flags, mapping bytes)."""
    records = {}
    for cp in range(UNICODE_LIMIT):
        if ucd.is_hangul(cp) or 0xD800 <= cp <= 0xDFFF:
            continue
        linux_assigned = ucd.assigned(cp, LINUX_VERSION)
        ignorable = ucd.linux_ignorable(cp, LINUX_VERSION)
        if not linux_assigned and not ignorable:
            continue  # unassigned in both: itself, combining class 0
        flags = 0
        if linux_assigned and not ucd.assigned(cp, APFS_VERSION):
            flags |= FLAG_NEWER
        if ignorable:
            flags |= FLAG_IGNORABLE
        mapping = ucd.reorder(ucd.fold_then_decompose(cp, LINUX_VERSION), LINUX_VERSION)
        if ucd.assigned(cp, APFS_VERSION):
            # One mapping serves both versions: it must be the same with 9.0's data.
            apfs = ucd.reorder(ucd.fold_then_decompose(cp, APFS_VERSION), APFS_VERSION)
            check(apfs == mapping, "U+%04X folds alike in 9.0 and 12.1" % cp)
        ccc = ucd.ccc_of(cp, LINUX_VERSION)
        if mapping != [cp]:
            check(not ignorable, "U+%04X: no Default_Ignorable folds or decomposes" % cp)
            flags |= FLAG_MAPPED
            for out in mapping:
                check(ucd.assigned(out, LINUX_VERSION) and not ucd.linux_ignorable(
                    out, LINUX_VERSION), "U+%04X maps to assigned, non-ignorable code points" % cp)
                check(ucd.assigned(out, APFS_VERSION) or flags & FLAG_NEWER,
                      "U+%04X of 9.0 maps to code points of 9.0" % cp)
                check(ucd.fold_then_decompose(out, LINUX_VERSION) == [out],
                      "U+%04X maps to code points that are their own key" % cp)
                if ucd.ccc_of(out, LINUX_VERSION):
                    flags |= FLAG_MARKS
        if flags == 0 and ccc == 0:
            continue
        records[cp] = (ccc, flags, utf8(mapping) if flags & FLAG_MAPPED else b"")
    # What the C++ code handles without the table.
    for cp in range(UNICODE_LIMIT, 0x110000):
        in_tags = TAG_FIRST <= cp < TAG_END
        check(ucd.linux_ignorable(cp, LINUX_VERSION) == in_tags,
              "above U+30000 exactly U+E0000..U+E0FFF are Default_Ignorable (U+%04X)" % cp)
        check(cp not in ucd.folding and cp not in ucd.decomposition and cp not in ucd.ccc,
              "nothing above U+30000 folds, decomposes or combines (U+%04X)" % cp)
    for cp in range(0x1100, 0x1200):
        check(cp not in records or (records[cp][0] == 0 and records[cp][1] & FLAG_MAPPED == 0),
              "the conjoining jamo are starters that map to themselves")
    for cp in range(0x80):
        want = cp + 32 if 0x41 <= cp <= 0x5A else cp
        got = records.get(cp)
        check((got is None and want == cp) or (got and got[2] == bytes([want])),
              "ASCII folds by lower-casing A-Z only")
    return records


# ---- HFS+ ------------------------------------------------------------------------------------


def read_linux_sources(tarball, members):
    """The text of `members` (paths below the tree's top folder) from the linux-source tarball,
    extracted in one pass (the tarball is one xz stream)."""
    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["tar", "-xJf", tarball, "-C", tmp, "--wildcards"] +
                       ["*/" + m for m in members], check=True)
        for member in members:
            found = [os.path.join(root, name) for root, _, names in os.walk(tmp) for name in names
                     if os.path.join(root, name).endswith("/" + member)]
            check(len(found) == 1, member + " is in " + tarball)
            with open(found[0], encoding="utf-8") as f:
                out[member] = f.read()
    return out


def c_array(source, name):
    source = re.sub(r"/\*.*?\*/", "", source, flags=re.S)
    source = re.sub(r"//[^\n]*", "", source)
    match = re.search(r"\b" + name + r"\s*\[\]\s*=\s*\{(.*?)\};", source, re.S)
    check(match, "tables.c defines " + name)
    return [int(x, 16) for x in re.findall(r"0x[0-9a-fA-F]+", match.group(1))]


def driver_mappings(unicode_c):
    """asc2unichar's special cases: {from: to}, e.g. {':': '/', 0x2400: 0}."""
    match = re.search(r"asc2unichar\(.*?\n\}", unicode_c, re.S)
    check(match, "unicode.c defines asc2unichar")
    cases = re.findall(r"case\s+(0x[0-9a-fA-F]+|'.')\s*:\s*\*uc\s*=\s*(0x[0-9a-fA-F]+|'.'|\d+)\s*;",
                       match.group(0))
    value = lambda t: ord(t[1]) if t.startswith("'") else int(t, 0)
    mappings = {value(a): value(b) for a, b in cases}
    check(mappings == {0x2400: 0, ord(":"): ord("/")},
          "asc2unichar stores ':' as '/' and U+2400 as U+0000 (found %r)" % mappings)
    return mappings


def build_hfsplus(tables_c, unicode_c):
    fold_table = c_array(tables_c, "hfsplus_case_fold_table")
    decompose_table = c_array(tables_c, "hfsplus_decompose_table")
    driver_mappings(unicode_c)

    def fold(u):  # TN1150 case folding of one unit; 0 means ignorable
        block = fold_table[u >> 8]
        return fold_table[block + (u & 0xFF)] if block else u

    def decompose(u):  # the nibble trie of hfsplus_decompose_table
        off = decompose_table[(u >> 12) & 0xF]
        if off in (0, 0xFFFF):
            return None
        for shift in (8, 4):
            off = decompose_table[off + ((u >> shift) & 0xF)]
            if not off:
                return None
        off = decompose_table[off + (u & 0xF)]
        size = off & 3
        return decompose_table[off // 4: off // 4 + size] if size else None

    ignorables = [u for u in range(0x10000) if fold(u) == 0]
    check(ignorables == list(range(0x200C, 0x2010)) + list(range(0x202A, 0x202F)) +
          list(range(0x206A, 0x2070)) + [0xFEFF], "the 16 HFS+ ignorables")
    check(fold(0) == 0xFFFF and fold(0xFFFF) == 0xFFFF, "U+0000 folds to U+FFFF")
    keys = {}
    for u in range(0x10000):
        if 0xD800 <= u <= 0xDFFF:
            check(fold(u) == u and not decompose(u), "surrogate units are their own key")
            continue
        if HANGUL_FIRST <= u < HANGUL_FIRST + HANGUL_COUNT:
            check(not decompose(u), "Hangul is decomposed in code")
            continue
        parts = decompose(u)
        if parts:
            check(not (0x2000 <= u <= 0x2FFF or 0xF900 <= u <= 0xFAFF),
                  "U+2000..U+2FFF and U+F900..U+FAFF do not decompose")
            check(all(not decompose(p) for p in parts), "decompositions are complete")
        units = [fold(p) for p in (parts or [u])]
        units = [x for x in units if x != 0]
        check(all(not (0xD800 <= x <= 0xDFFF) for x in units), "keys of BMP units are BMP")
        check(u < 0x80 or all(x >= 0x80 for x in units[:1]) or parts,
              "no non-ASCII unit folds to ASCII")
        if units != [u]:
            keys[u] = units
    for u in range(0x1100, 0x1200):
        check(u not in keys, "the conjoining jamo fold to themselves")
    check(keys.get(ord("A")) == [ord("a")] and ord(":") not in keys and ord("/") not in keys,
          "ASCII: A-Z fold to a-z, ':' and '/' stay")
    return keys


# ---- NTFS ------------------------------------------------------------------------------------

NTFS_PROGRAM = r"""
#include <stdio.h>
#include <stdlib.h>
#include <ntfs-3g/volume.h>  /* before unistr.h */
#include <ntfs-3g/unistr.h>
int main(void) {
  ntfschar *table = malloc(65536 * sizeof(ntfschar));
  if (!table) return 1;
  ntfs_upcase_table_build(table, 65536 * sizeof(ntfschar));
  for (int u = 0; u < 65536; ++u) {
    unsigned v = le16_to_cpu(table[u]);
    putchar(v & 0xFF);
    putchar(v >> 8);
  }
  return 0;
}
"""


def build_ntfs(cc):
    with tempfile.TemporaryDirectory() as tmp:
        source, binary = os.path.join(tmp, "upcase.c"), os.path.join(tmp, "upcase")
        with open(source, "w") as f:
            f.write(NTFS_PROGRAM)
        subprocess.run([cc, "-DHAVE_STDINT_H", "-DHAVE_ENDIAN_H", "-DHAVE_SYS_TYPES_H",
                        "-DHAVE_SYS_STAT_H", source, "-lntfs-3g", "-o", binary], check=True)
        raw = subprocess.run([binary], check=True, stdout=subprocess.PIPE).stdout
    check(len(raw) == 131072, "the upcase table has 65,536 units")
    table = [raw[2 * u] | raw[2 * u + 1] << 8 for u in range(65536)]
    changed = [u for u in range(65536) if table[u] != u]
    check(len(changed) == 973, "973 units change (found %d)" % len(changed))
    for u in changed:
        check(not (0xD800 <= u <= 0xDFFF) and not (0xD800 <= table[u] <= 0xDFFF),
              "surrogate units are their own upper case")
        check((u < 0x80) == (table[u] < 0x80), "no unit crosses between ASCII and non-ASCII")
    check([u for u in changed if u < 0x80] == list(range(0x61, 0x7B)), "ASCII: a-z only")
    return table


# ---- table layout ----------------------------------------------------------------------------


def dedupe(values, size):
    """(index, blocks): values cut into blocks of `size`, identical blocks stored once."""
    unique, index = {}, []
    for start in range(0, len(values), size):
        index.append(unique.setdefault(tuple(values[start:start + size]), len(unique)))
    return index, list(unique)


def element_bytes(values):
    return 1 if max(values) < 256 else 2


class Trie:
    """A three-level table: values[i] == leaf[mid[top[i >> (m + l)] << m | (i >> l) & (2^m - 1)]
    << l | i & (2^l - 1)], with the smallest total size over a few block sizes."""

    def __init__(self, values, value_bytes=2):
        best = None
        for leaf_shift in range(3, 8):
            leaf_index, leaf_blocks = dedupe(values, 1 << leaf_shift)
            for mid_shift in range(2, 8):
                top, mid_blocks = dedupe(leaf_index, 1 << mid_shift)
                mid = [v for block in mid_blocks for v in block]
                size = (len(top) * element_bytes(top) + len(mid) * element_bytes(mid) +
                        len(leaf_blocks) * (1 << leaf_shift) * value_bytes)
                if best is None or size < best[0]:
                    best = (size, leaf_shift, mid_shift, top, mid,
                            [v for block in leaf_blocks for v in block])
        self.size, self.leaf_shift, self.mid_shift, self.top, self.mid, self.leaf = best
        for i in range(0, len(values), 97):  # spot check
            check(self.lookup(i) == values[i], "the trie holds the values")
        # The values of U+0080..U+07FF (two-byte UTF-8: Latin, Greek, Cyrillic, Hebrew, Arabic)
        # once more as a flat table, so the writers look them up with one load.
        self.two_byte = values[0x80:0x800]
        self.size += 2 * len(self.two_byte)

    def lookup(self, i):
        m, l = self.mid_shift, self.leaf_shift
        block = self.mid[self.top[i >> (m + l)] << m | (i >> l) & ((1 << m) - 1)]
        return self.leaf[block << l | i & ((1 << l) - 1)]

    def declare(self, prefix):
        return ("inline constexpr int k%(p)sLeafShift = %(l)d;\n"
                "inline constexpr int k%(p)sMidShift = %(m)d;\n"
                "extern const %(tt)s k%(p)sTop[%(nt)d];\n"
                "extern const %(mt)s k%(p)sMid[%(nm)d];\n"
                "extern const uint16_t k%(p)sLeaf[%(nl)d];\n"
                "// value(c) for c in U+0080..U+07FF, at c - 0x80.\n"
                "extern const uint16_t k%(p)sTwoByte[1920];\n" %
                dict(p=prefix, l=self.leaf_shift, m=self.mid_shift, nt=len(self.top),
                     nm=len(self.mid), nl=len(self.leaf), tt=c_type(self.top),
                     mt=c_type(self.mid)))

    def define(self, prefix):
        return (emit_array(c_type(self.top), "k%sTop" % prefix, self.top) +
                emit_array(c_type(self.mid), "k%sMid" % prefix, self.mid) +
                emit_array("uint16_t", "k%sLeaf" % prefix, self.leaf, 4) +
                emit_array("uint16_t", "k%sTwoByte" % prefix, self.two_byte, 4))


def c_type(values):
    return "uint8_t" if element_bytes(values) == 1 else "uint16_t"


def c_list(values, per_line, width):
    lines, line = [], []
    for v in values:
        line.append(("0x%0" + str(width) + "X") % v)
        if len(line) == per_line:
            lines.append("    " + ", ".join(line) + ",")
            line = []
    if line:
        lines.append("    " + ", ".join(line) + ",")
    return "\n".join(lines)


def c_bytes(data):
    """A string literal's body for bytes (octal escapes, 16 bytes a line)."""
    lines = []
    for start in range(0, len(data), 16):
        chunk = data[start:start + 16]
        lines.append('    "' + "".join("\\%03o" % b for b in chunk) + '"')
    return "\n".join(lines) if lines else '    ""'


def emit_array(ctype, name, values, width=None):
    width = width or (2 if ctype == "uint8_t" else 4)
    per_line = 16 if width == 2 else 12
    return "const %s %s[%d] = {\n%s\n};\n" % (ctype, name, len(values), c_list(values, per_line,
                                                                              width))


# ---- output ----------------------------------------------------------------------------------


def header_comment(file_name, sources):
    return "%s\n//\n// File: src/names/tables/%s (generated by gen_name_tables.py here; do not edit).\n" \
           "// Sources:\n%s\n" % (COPYRIGHT, file_name,
                                   "\n".join("//   " + s for s in sources))


UCD_SOURCE = ("Unicode Character Database %s (Debian unicode-data): UnicodeData.txt, "
              "CaseFolding.txt,\n//   DerivedAge.txt, DerivedCoreProperties.txt" % UCD_VERSION)
HFS_SOURCE = ("Linux 6.1 fs/hfsplus/tables.c (Debian linux-source-6.1): the TN1150 case-folding "
              "and\n//   decomposition tables; fs/hfsplus/unicode.c asc2unichar(): ':' is stored as "
              "'/', U+2400 as U+0000")
NTFS_SOURCE = ("libntfs-3g 2022.10.3 (Debian ntfs-3g-dev): ntfs_upcase_table_build(), the "
               "default $UpCase\n//   table of Windows 7 and later")


def generate(ucd, hfs_keys, ntfs_table):
    # NTFS: deltas (mod 2^16).
    deltas = [(ntfs_table[u] - u) & 0xFFFF for u in range(65536)]
    ntfs = Trie(deltas)
    # HFS+: a pool of units; value (offset << 2) | length, offset >= 1 (so 0 means "itself").
    hfs_pool, seen, hfs_values = [0], {}, [0] * 65536
    for u, units in sorted(hfs_keys.items()):
        check(len(units) <= 3, "HFS+ keys of one unit are at most 3 units")
        if tuple(units) not in seen:
            seen[tuple(units)] = len(hfs_pool)
            hfs_pool += units or [0]  # an ignorable's empty key still needs its own offset
        hfs_values[u] = seen[tuple(units)] << 2 | len(units)
    check(len(hfs_pool) < (1 << 14), "the HFS+ pool offsets fit in 14 bits")
    hfs = Trie(hfs_values)
    hfs_size = hfs.size + 2 * len(hfs_pool)
    # APFS / Linux: a value per code point, a pool of headed UTF-8 mappings.
    records = build_unicode(ucd)
    fold_pool, seen, fold_values = bytearray(), {}, [0] * UNICODE_LIMIT
    for cp, (ccc, flags, mapping) in sorted(records.items()):
        if flags & FLAG_MAPPED:
            check(len(mapping) < 32, "a mapping is under 32 bytes")
            header = len(mapping) | (0x40 if flags & FLAG_NEWER else 0) | (
                0x80 if flags & FLAG_MARKS else 0)
            extra = b""
            if flags & FLAG_MARKS:
                # Starters, then a tail of marks (sorted: the mapping is in canonical order):
                # the offset of the tail and the class of its last mark let the writer append the
                # mapping whole and continue the run of marks it ends with.
                version = LINUX_VERSION if flags & FLAG_NEWER else APFS_VERSION
                cps = [ord(c) for c in mapping.decode("utf-8")]
                classes = [ucd.ccc_of(c, version) for c in cps]
                first = next(k for k, c in enumerate(classes) if c)
                if first > 0 and all(classes[first:]) and len(mapping) <= 8:
                    header |= 0x20
                    extra = bytes([len(utf8(cps[:first])), classes[-1]])
            entry = bytes([header]) + extra + mapping
            if entry not in seen:
                seen[entry] = len(fold_pool)
                fold_pool += entry
            fold_values[cp] = 0x8000 | seen[entry]
        else:
            fold_values[cp] = ccc | (0x100 if flags & FLAG_NEWER else 0) | (
                0x200 if flags & FLAG_IGNORABLE else 0)
    check(len(fold_pool) < 0x8000, "the mapping pool offsets fit in 15 bits")
    fold_pool += bytes(8)  # padding: 8 bytes may be read from any mapping
    fold = Trie(fold_values)
    fold_size = fold.size + len(fold_pool)
    # The writers skip the tables for CJK Unified Ideographs (and Extension A): check they may.
    for cp in range(0x3400, 0xA000):
        record = records.get(cp, (0, 0, b""))
        check(record[0] == 0 and record[1] & ~FLAG_NEWER == 0 and cp not in hfs_keys and
              deltas[cp] == 0, "U+3400..U+9FFF are their own keys under every rule (U+%04X)" % cp)
    total = ntfs.size + hfs_size + fold_size
    check(total < 64 * 1024, "all tables together are under 64 KiB (%d bytes)" % total)
    changed = sum(1 for d in deltas if d)

    files = {}
    files["name_tables.h"] = header_comment("name_tables.h", [UCD_SOURCE, HFS_SOURCE,
                                                             NTFS_SOURCE]) + """//
// The file-name tables of wtf8/name_rules.h (src/names/ reads them; do not include elsewhere).
// Static data, all tables together: %(total)d bytes (NTFS %(ntfs)d, HFS+ %(hfs)d, APFS and Linux
// casefold %(fold)d).
//
// Each table is a three-level trie over a code point or UTF-16 unit c (see `trie_value`):
//   leaf[mid[top[c >> (M + L)] << M | (c >> L) & (2^M - 1)] << L | c & (2^L - 1)]
// with M = k<Name>MidShift and L = k<Name>LeafShift, plus the values of U+0080..U+07FF again in a
// flat k<Name>TwoByte (the writers' fast path for two-byte UTF-8).

#ifndef WTF8_SRC_NAMES_TABLES_NAME_TABLES_H_
#define WTF8_SRC_NAMES_TABLES_NAME_TABLES_H_

#include <cstddef>
#include <cstdint>

namespace wtf8 {
namespace internal {
namespace names {

// Total bytes of static data in the tables below.
inline constexpr std::size_t kNameTablesBytes = %(total)d;

template <int kMidShift, int kLeafShift, typename Top, typename Mid>
inline uint16_t trie_value(const Top* top, const Mid* mid, const uint16_t* leaf, uint32_t c) {
  const uint32_t block = mid[static_cast<uint32_t>(top[c >> (kMidShift + kLeafShift)])
                                 << kMidShift |
                             ((c >> kLeafShift) & ((1u << kMidShift) - 1))];
  return leaf[block << kLeafShift | (c & ((1u << kLeafShift) - 1))];
}

// ---- NTFS: the upper case of UTF-16 unit u (%(changed)d units change) is
//      u + value(u) (mod 2^16).
%(ntfs_decl)s
// ---- HFS+: for a BMP unit u other than a surrogate or a Hangul syllable, v = value(u). v == 0:
//      the key of u is u itself; otherwise it is the (v & 3) units at kHfsPool + (v >> 2)
//      (0 units: u is ignorable).
%(hfs_decl)s\
extern const uint16_t kHfsPool[%(hfs_pool)d];

// ---- APFS (Unicode 9.0) and Linux casefold (12.1): for a code point cp < kFoldLimit other than
//      a surrogate or a Hangul syllable, v = value(cp):
//        v == 0            cp is its own key, combining class 0;
//        v < kFoldMapped   cp is its own key, combining class v & 0xFF, plus the flags
//                          kFoldNewer and kFoldIgnorable;
//        v >= kFoldMapped  cp's key is a mapping at kFoldPool + (v - kFoldMapped): a header
//                          byte (length in bytes & kFoldLengthMask, plus the flags below);
//                          with kFoldMappingTail two more bytes, the offset where a tail of
//                          marks begins and the class of the last mark; then the mapping,
//                          that many bytes of UTF-8: cp's full case folding (C+F), fully
//                          decomposed, in canonical order. The pool ends with 8 bytes of
//                          padding, so 8 bytes may be read from any mapping.
inline constexpr uint32_t kFoldLimit = 0x%(fold_limit)X;
%(fold_decl)s\
inline constexpr uint16_t kFoldMapped = 0x8000;
// Assigned after Unicode 9.0: APFS treats cp as unassigned (itself, class 0).
inline constexpr uint16_t kFoldNewer = 0x100;
// Default_Ignorable_Code_Point of Unicode 12.1 (assigned or reserved): Linux drops cp.
inline constexpr uint16_t kFoldIgnorable = 0x200;
inline constexpr uint8_t kFoldLengthMask = 0x1F;
// The mapping is one or more starters, then one or more marks (and nothing after them), in at
// most 8 bytes.
inline constexpr uint8_t kFoldMappingTail = 0x20;
// Assigned after Unicode 9.0: APFS treats cp as unassigned (itself, class 0).
inline constexpr uint8_t kFoldMappingNewer = 0x40;
// The mapping holds a code point of combining class > 0.
inline constexpr uint8_t kFoldMappingMarks = 0x80;
extern const uint8_t kFoldPool[%(fold_pool)d];

}  // namespace names
}  // namespace internal
}  // namespace wtf8

#endif  // WTF8_SRC_NAMES_TABLES_NAME_TABLES_H_
""" % dict(total=total, ntfs=ntfs.size, hfs=hfs_size, fold=fold_size, changed=changed,
           ntfs_decl=ntfs.declare("Ntfs"), hfs_decl=hfs.declare("Hfs"), hfs_pool=len(hfs_pool),
           fold_limit=UNICODE_LIMIT, fold_decl=fold.declare("Fold"), fold_pool=len(fold_pool))

    body = lambda parts: ("\n#include <cstdint>\n\n#include \"src/names/tables/name_tables.h\"\n\n"
                          "namespace wtf8 {\nnamespace internal {\nnamespace names {\n\n" +
                          "\n".join(parts) +
                          "\n}  // namespace names\n}  // namespace internal\n}  // namespace wtf8\n")
    files["ntfs_upcase.cc"] = header_comment("ntfs_upcase.cc", [NTFS_SOURCE]) + (
        "// %d units differ from their upper case; %d bytes of data.\n" % (changed, ntfs.size)) + \
        body([ntfs.define("Ntfs")])
    files["hfsplus.cc"] = header_comment("hfsplus.cc", [HFS_SOURCE]) + (
        "// %d BMP units have a key other than themselves; %d bytes of data.\n" %
        (len(hfs_keys), hfs_size)) + body([hfs.define("Hfs"),
                                           emit_array("uint16_t", "kHfsPool", hfs_pool)])
    files["unicode_fold.cc"] = header_comment("unicode_fold.cc", [UCD_SOURCE]) + (
        "// %d code points are not simply themselves with class 0; %d bytes of data.\n" %
        (len(records), fold_size)) + body([fold.define("Fold"),
                                           emit_array("uint8_t", "kFoldPool", fold_pool)])
    summary = ("%d bytes of static data (NTFS %d, HFS+ %d, APFS/Linux %d); %d NTFS units change, "
               "%d HFS+ units and %d Unicode code points have keys of their own" %
               (total, ntfs.size, hfs_size, fold_size, changed, len(hfs_keys), len(records)))
    return files, summary


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--unicode-dir", default="/usr/share/unicode")
    parser.add_argument("--linux-source", default="/usr/src/linux-source-6.1.tar.xz")
    parser.add_argument("--cc", default=os.environ.get("CC", "cc"))
    parser.add_argument("--out", default="src/names/tables")
    parser.add_argument("--check", action="store_true",
                        help="compare with the files in --out instead of writing them")
    args = parser.parse_args()
    for tool in ("tar", args.cc):
        check(shutil.which(tool), tool + " is installed")
    ucd = Ucd(args.unicode_dir)
    linux = read_linux_sources(args.linux_source, ["fs/hfsplus/tables.c", "fs/hfsplus/unicode.c"])
    hfs_keys = build_hfsplus(linux["fs/hfsplus/tables.c"], linux["fs/hfsplus/unicode.c"])
    ntfs_table = build_ntfs(args.cc)
    files, summary = generate(ucd, hfs_keys, ntfs_table)
    print("gen_name_tables: " + summary)
    differ = []
    for name, text in sorted(files.items()):
        path = os.path.join(args.out, name)
        if args.check:
            try:
                with open(path, encoding="utf-8") as f:
                    same = f.read() == text
            except FileNotFoundError:
                same = False
            print("gen_name_tables: %s %s" % (path, "matches" if same else "DIFFERS"))
            if not same:
                differ.append(path)
        else:
            os.makedirs(args.out, exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            print("gen_name_tables: wrote " + path)
    if differ:
        sys.exit("gen_name_tables: %d generated file(s) differ from the committed ones; run "
                 "python3 src/names/tables/gen_name_tables.py and commit the result" % len(differ))


if __name__ == "__main__":
    main()
