#!/usr/bin/env python3
# Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
"""Writes tests/testdata/names/*_golden.txt: what the real implementations say a name's key is.

Run from the repository root (Python 3 standard library, a C compiler, Debian 12 packages):
    python3 tests/testdata/names/gen_name_goldens.py           # writes the golden files
    python3 tests/testdata/names/gen_name_goldens.py --check   # exit 1 if a committed one differs
tests/name_goldens_test.cc replays the files, so the unit tests need none of this.

The oracles are the file systems' own code, built here in a temporary directory and never copied
into the repository: the harness files written below only supply the few kernel declarations the
code needs (types, byte order, an NLS table) and a main() that prints keys.
  - Linux casefold: fs/unicode (utf8-norm.c and the shipped utf8data for Unicode 12.1) from
    Debian's linux-source-6.1; a key is what utf8_casefold() writes (the NFDICF cursor).
  - HFS+: fs/hfsplus/unicode.c and tables.c from the same tarball; a key is hfsplus_asc2uni()
    (the driver's character mappings and decomposition, as it stores a name) with every unit
    folded by the driver's case_fold() and the units that fold to 0 skipped, which is how
    hfsplus_strcasecmp() compares catalog keys. The driver's NLS layer is UTF-8 restricted to the
    BMP, so HFS+ names here are BMP only.
  - APFS: unicode.c of linux-apfs-rw as Debian 12's apfs-dkms 0.3.0-1 ships it (fetched with
    `apt-get download`, unpacked with dpkg-deb -x); a key is the code points
    apfs_normalize_next(cursor, case_fold = true) returns. Its tries are indexed by 20 bits,
    so plane 16 (private use) aliases planes 0 and 1 there: APFS code points are tested below
    U+100000.
  - NTFS: libntfs-3g's ntfs_upcase_table_build() (ntfs-3g-dev): the upper case of every unit.
Inputs: every code point as a one-character name (U+0000 and surrogates left out: the kernels
stop at NUL and none of them takes a surrogate), and 1500 random names per file system (fixed
seed) mixing ASCII, letters with and without case, combining marks of many classes (to exercise
canonical reordering), Hangul, ignorable code points and characters newer than the oracle's
Unicode version.

Golden format: `#` comments; `digest AC00..D7A3 H` stands for the cp lines of the Hangul
syllables (H: FNV-1a, 64 bits, over the text "cp XXXX KEY\n" of each syllable, all of which
decompose); `cp FIRST[..LAST] KEY` gives the key of each one-character name
whose key is not the character itself (a range only when all its keys are empty); `name NAME KEY`
a random name and its key. NAME and KEY are code points (HFS+: UTF-16 units) in hex joined by
`.`, `-` is the empty key and `!` a name the oracle cannot answer (APFS only: see
APFS_HARNESS). NTFS: `unit U UPPER` for every unit whose upper case differs.
"""

import argparse
import glob
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

OUT = "tests/testdata/names"
RANDOM_NAMES = 1500
SEED = 20261126

# ---- harnesses (declarations the kernel code expects, and a main that prints keys) ----------

COMMON = r"""
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
typedef uint8_t u8; typedef uint16_t u16; typedef uint32_t u32; typedef uint64_t u64;
typedef int8_t s8; typedef int16_t s16; typedef int32_t s32;
typedef u16 __be16; typedef u32 __be32; typedef u32 unicode_t; typedef u16 wchar_t_k;
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define EXPORT_SYMBOL(x)
#define EXPORT_SYMBOL_GPL(x)
#define MODULE_LICENSE(x)
#define likely(x) (x)
#define unlikely(x) (x)
#define min(a, b) ((a) < (b) ? (a) : (b))
#define __packed __attribute__((packed))
"""

# Reads names (hex UTF-8, one per line) from stdin, prints each key: hex values joined by '.',
# '-' when empty, '!' when the oracle fails.
MAIN_LOOP = r"""
static int unhex(const char* line, unsigned char* out) {
  int n = 0;
  for (; line[0] && line[1] && line[0] != '\n'; line += 2) {
    unsigned v; sscanf(line, "%2x", &v); out[n++] = (unsigned char)v;
  }
  out[n] = 0;
  return n;
}
static void print_key(const unsigned* k, int n) {
  if (n < 0) { puts("!"); return; }
  if (n == 0) { puts("-"); return; }
  for (int i = 0; i < n; ++i) printf(i ? ".%04X" : "%04X", k[i]);
  putchar('\n');
}
int main(void) {
  static char line[8192]; static unsigned char name[4096]; static unsigned key[8192];
  setup();
  while (fgets(line, sizeof line, stdin)) {
    int n = unhex(line, name);
    print_key(key, oracle_key(name, n, key));
  }
  return 0;
}
"""

LINUX_SHIMS = {
    "linux/types.h": "",
    "linux/export.h": "",
    "linux/string.h": "",
    "linux/module.h": "",
    "linux/kernel.h": "",
    "linux/unicode.h": r"""
struct utf8data; struct utf8data_table;
#define UNICODE_AGE(MAJ, MIN, REV) (((unsigned)(MAJ) << 16) | ((unsigned)(MIN) << 8) | (unsigned)(REV))
enum utf8_normalization { UTF8_NFDI = 0, UTF8_NFDICF, UTF8_NMAX };
struct unicode_map { unsigned int version; const struct utf8data *ntab[UTF8_NMAX];
                     const struct utf8data_table *tables; };
""",
}

LINUX_HARNESS = r"""
#include "utf8-norm.c"
#include "utf8data.c_shipped"
static struct unicode_map um;
static void setup(void) {
  um.version = UNICODE_AGE(12, 1, 0);
  um.tables = &utf8_data_table;
  for (int i = 0; i < utf8_data_table.utf8nfdicfdata_size; ++i)
    if (utf8_data_table.utf8nfdicfdata[i].maxage == um.version)
      um.ntab[UTF8_NFDICF] = &utf8_data_table.utf8nfdicfdata[i];
  if (!um.ntab[UTF8_NFDICF]) { fprintf(stderr, "no 12.1 table\n"); exit(1); }
}
/* As utf8_casefold() (fs/unicode/utf8-core.c): the bytes of the NFDICF cursor, decoded here. */
static int oracle_key(const unsigned char* s, int n, unsigned* key) {
  struct utf8cursor cur;
  unsigned char bytes[8192]; int len = 0, c;
  if (utf8ncursor(&cur, &um, UTF8_NFDICF, (const char*)s, n) < 0) return -1;
  while ((c = utf8byte(&cur)) > 0) bytes[len++] = (unsigned char)c;
  if (c < 0) return -1;
  int k = 0;
  for (int i = 0; i < len;) {
    unsigned b = bytes[i], cp, extra = b < 0x80 ? 0 : b < 0xE0 ? 1 : b < 0xF0 ? 2 : 3;
    cp = extra == 0 ? b : extra == 1 ? (b & 0x1F) : extra == 2 ? (b & 0x0F) : (b & 0x07);
    for (unsigned e = 1; e <= extra; ++e) cp = cp << 6 | (bytes[i + e] & 0x3F);
    key[k++] = cp; i += 1 + extra;
  }
  return k;
}
"""

HFS_SHIMS = {
    "linux/types.h": "",
    "linux/nls.h": r"""
struct nls_table {
  int (*uni2char)(wchar_t_k uni, unsigned char *out, int boundlen);
  int (*char2uni)(const unsigned char *rawstring, int boundlen, wchar_t_k *uni);
};
""",
    "hfsplus_raw.h": r"""
typedef __be16 hfsplus_unichr;
#define HFSPLUS_MAX_STRLEN 255
#define HFSPLUS_ATTR_MAX_STRLEN 127
struct hfsplus_unistr { __be16 length; hfsplus_unichr unicode[HFSPLUS_MAX_STRLEN]; } __packed;
struct hfsplus_attr_unistr { __be16 length; hfsplus_unichr unicode[HFSPLUS_ATTR_MAX_STRLEN]; } __packed;
""",
    "hfsplus_fs.h": r"""
#include "hfsplus_raw.h"
#include <errno.h>
#define wchar_t wchar_t_k
#define be16_to_cpu(x) (x)
#define cpu_to_be16(x) (x)
#define pr_err(...) fprintf(stderr, __VA_ARGS__)
#define HFSPLUS_SB_NODECOMPOSE 1
#define HFSPLUS_SB_CASEFOLD 4
struct super_block { void *s_fs_info; };
struct qstr { const unsigned char *name; unsigned len; unsigned hash; };
struct dentry { struct super_block *d_sb; };
struct hfsplus_sb_info { struct nls_table *nls; unsigned long flags; };
static inline struct hfsplus_sb_info *HFSPLUS_SB(struct super_block *sb) { return sb->s_fs_info; }
static inline int test_bit(int bit, const unsigned long *flags) { return (*flags >> bit) & 1; }
static inline unsigned long init_name_hash(const void *salt) { (void)salt; return 0; }
static inline unsigned long partial_name_hash(unsigned long c, unsigned long h) { return h * 31 + c; }
static inline unsigned end_name_hash(unsigned long h) { return (unsigned)h; }
extern u16 hfsplus_case_fold_table[];
extern u16 hfsplus_decompose_table[];
extern u16 hfsplus_compose_table[];
""",
}

HFS_HARNESS = r"""
#include "unicode.c"
#include "tables.c"
/* The NLS layer: UTF-8, BMP only (as the kernel's nls_utf8 with its 16-bit wchar_t). */
static int char2uni(const unsigned char *s, int n, wchar_t_k *uni) {
  unsigned b = s[0];
  if (b < 0x80) { *uni = b; return 1; }
  if (b >= 0xC2 && b < 0xE0 && n >= 2) { *uni = (b & 0x1F) << 6 | (s[1] & 0x3F); return 2; }
  if (b >= 0xE0 && b < 0xF0 && n >= 3) {
    *uni = (b & 0x0F) << 12 | (s[1] & 0x3F) << 6 | (s[2] & 0x3F); return 3;
  }
  return -EINVAL;
}
static int uni2char(wchar_t_k uni, unsigned char *out, int n) { (void)uni; (void)out; (void)n; return -EINVAL; }
static struct nls_table nls = { uni2char, char2uni };
static struct hfsplus_sb_info info;
static struct super_block sb;
static void setup(void) {
  info.nls = &nls; info.flags = 1ul << HFSPLUS_SB_CASEFOLD; sb.s_fs_info = &info;
}
static int oracle_key(const unsigned char *s, int n, unsigned *key) {
  static struct hfsplus_unistr u;
  if (hfsplus_asc2uni(&sb, &u, HFSPLUS_MAX_STRLEN, (const char *)s, n) != 0) return -1;
  int k = 0;
  for (int i = 0; i < u.length; ++i) {
    u16 c = case_fold(u.unicode[i]);
    if (c) key[k++] = c;
  }
  return k;
}
"""

APFS_SHIMS = {
    "linux/kernel.h": "",
    "linux/slab.h": "",
    "linux/types.h": "",
    "linux/version.h": "",
    "linux/ctype.h": "#include <ctype.h>\n",
    "linux/nls.h": r"""
#include <stdbool.h>
/* fs/nls's utf8_to_utf32: one UTF-8 sequence, surrogates and overlongs refused. */
static int utf8_to_utf32(const u8 *s, int n, unicode_t *pu) {
  unsigned b = s[0], extra, cp, min_cp;
  if (b < 0x80) { *pu = b; return 1; }
  extra = b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : b >= 0xC0 ? 1 : 0;
  if (!extra || b > 0xF4) return -EILSEQ;
  if ((int)extra >= n) return -EOVERFLOW;
  cp = b & (0x3F >> extra);
  for (unsigned i = 1; i <= extra; ++i) {
    if ((s[i] & 0xC0) != 0x80) return -EILSEQ;
    cp = cp << 6 | (s[i] & 0x3F);
  }
  min_cp = extra == 1 ? 0x80 : extra == 2 ? 0x800 : 0x10000;
  if (cp < min_cp || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return -EILSEQ;
  *pu = cp;
  return (int)extra + 1;
}
""",
}

APFS_HARNESS = r"""
#include "unicode.c"
static void setup(void) {}
/* The driver ends a run of marks only between characters: when one character's own case-folded
   decomposition has a starter after a mark (U+1F80: U+03B1 U+0313 U+03B9), its cursor runs past
   the end of the name. Such names are not asked (their keys are "!"); the test checks them
   against the rule instead. Decided with the driver's own tables. */
static int driver_fails(const unsigned char *s, int n) {
  for (int i = 0; i < n;) {
    unicode_t c;
    int len = utf8_to_utf32(s + i, min(n - i, 4), &c), mark = 0;
    if (len < 0) return 1;
    for (int pos = 0;; ++pos) {
      unicode_t x = apfs_normalize_char(c, pos, true);
      u8 ccc;
      if (x == NORM_END) break;
      apfs_trie_find(apfs_ccc_trie, x, &ccc, true);
      if (ccc) mark = 1; else if (mark) return 1;
    }
    i += len;
  }
  return 0;
}
static int oracle_key(const unsigned char *s, int n, unsigned *key) {
  struct apfs_unicursor cur;
  int k = 0;
  unicode_t c;
  if (driver_fails(s, n)) return -1;
  apfs_init_unicursor(&cur, (const char *)s, n);
  while ((c = apfs_normalize_next(&cur, true)) != 0) key[k++] = c;
  return k;
}
"""

NTFS_PROGRAM = r"""
#include <stdio.h>
#include <stdlib.h>
#include <ntfs-3g/volume.h>  /* before unistr.h */
#include <ntfs-3g/unistr.h>
int main(void) {
  ntfschar *t = malloc(65536 * sizeof(ntfschar));
  if (!t) return 1;
  ntfs_upcase_table_build(t, 65536 * sizeof(ntfschar));
  for (int u = 0; u < 65536; ++u)
    if (le16_to_cpu(t[u]) != u) printf("unit %04X %04X\n", u, le16_to_cpu(t[u]));
  return 0;
}
"""

# ---- inputs ----------------------------------------------------------------------------------

# Pools the random names draw from (ranges of code points, inclusive).
POOLS = [
    [(0x41, 0x5A), (0x61, 0x7A), (0x30, 0x39), (0x2E, 0x2E), (0x20, 0x20), (0x3A, 0x3A)],
    [(0xC0, 0x24F)],                                   # Latin-1 and Latin Extended
    [(0x300, 0x36F), (0x483, 0x489), (0x591, 0x5C7), (0x610, 0x61A), (0x64B, 0x65F),
     (0x93C, 0x94D), (0xE31, 0xE4E), (0x1AB0, 0x1ACE), (0x1DC0, 0x1DFF), (0x20D0, 0x20F0),
     (0x302A, 0x302F), (0x3099, 0x309A), (0xFE20, 0xFE2F), (0x1D165, 0x1D1AD)],  # marks
    [(0x370, 0x3FF), (0x1F00, 0x1FFF), (0x345, 0x345)],  # Greek, with ypogegrammeni
    [(0x400, 0x52F), (0x10A0, 0x10FF), (0x1C80, 0x1CBF), (0x13A0, 0x13FD), (0xAB70, 0xABBF)],
    [(0x1E00, 0x1EFF), (0x2100, 0x214F), (0x2160, 0x2188), (0x24B6, 0x24E9), (0xFB00, 0xFB4F),
     (0xFF21, 0xFF5A), (0x1E9E, 0x1E9E), (0x130, 0x131), (0x17F, 0x17F), (0xDF, 0xDF)],
    [(0xAC00, 0xD7A3), (0x1100, 0x11FF), (0x3131, 0x318E)],  # Hangul
    [(0x4E00, 0x9FFF), (0x3040, 0x30FF), (0xF900, 0xFAFF), (0x2F800, 0x2FA1D)],
    [(0xAD, 0xAD), (0x34F, 0x34F), (0x61C, 0x61C), (0x115F, 0x1160), (0x17B4, 0x17B5),
     (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x206F), (0x3164, 0x3164),
     (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3),
     (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF), (0x2400, 0x2400)],  # ignorables and HFS+ oddities
    [(0x10400, 0x104FF), (0x10C80, 0x10CFF), (0x118A0, 0x118FF), (0x16E40, 0x16E9F),
     (0x1E900, 0x1E95F), (0x1F600, 0x1F64F), (0x2C00, 0x2C5F), (0xA640, 0xA69F),
     (0xA7B0, 0xA7FF), (0x10780, 0x107BA), (0x1E030, 0x1E08F), (0x11930, 0x11946)],
]


def random_names(rng, bmp_only):
    names = []
    while len(names) < RANDOM_NAMES:
        cps = []
        for _ in range(rng.randint(1, 12)):
            pool = rng.choice(POOLS)
            first, last = rng.choice(pool)
            cp = rng.randint(first, last)
            if cp == 0 or 0xD800 <= cp <= 0xDFFF or (bmp_only and cp > 0xFFFF):
                continue
            cps.append(cp)
        if cps:
            names.append(cps)
    return names


HANGUL_FIRST, HANGUL_LAST = 0xAC00, 0xD7A3


def fnv1a64(text):
    h = 0xCBF29CE484222325
    for b in text.encode("ascii"):
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def hexname(cps):
    return "".join(chr(c) for c in cps).encode("utf-8").hex()


def dotted(values):
    return ".".join("%04X" % v for v in values) if values else "-"


# ---- building and running the oracles -------------------------------------------------------


def write_tree(root, files):
    for rel, text in files.items():
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)


def build(cc, workdir, name, shims, harness, sources):
    """Copies the oracle's `sources` next to its shims and harness, compiles, returns the binary."""
    d = os.path.join(workdir, name)
    os.makedirs(d)
    for src in sources:
        shutil.copy(src, d)
    write_tree(d, {rel: "#pragma once\n" + COMMON + text for rel, text in shims.items()})
    with open(os.path.join(d, "harness.c"), "w") as f:
        f.write("#pragma once\n" + COMMON + harness + MAIN_LOOP)
    binary = os.path.join(d, name + "_oracle")
    subprocess.run([cc, "-O1", "-w", "-std=gnu11", "-I", d, "-o", binary,
                    os.path.join(d, "harness.c")], check=True)
    return binary


def run_oracle(binary, names):
    text = "".join(hexname(n) + "\n" for n in names)
    out = subprocess.run([binary], input=text, stdout=subprocess.PIPE, check=True,
                         universal_newlines=True).stdout.split("\n")
    keys = []
    for line in out[:len(names)]:
        keys.append(None if line == "!" else [] if line == "-" else
                    [int(x, 16) for x in line.split(".")])
    if len(keys) != len(names):
        sys.exit("gen_name_goldens: %s answered %d of %d names" % (binary, len(keys), len(names)))
    return keys


def golden(title, source, cps, cp_keys, names, name_keys):
    lines = ["# %s. Generated by tests/testdata/names/gen_name_goldens.py; do not edit." % title,
             "# Oracle: %s." % source,
             "# One-character names whose key is not the character itself (every other code "
             "point of the range tested is its own key):"]
    # The 11,172 Hangul syllables (decomposed arithmetically by every implementation) are one
    # digest line: FNV-1a (64-bit) over the lines "cp XXXX KEY\n" they would have had.
    hangul = [(cp, key) for cp, key in zip(cps, cp_keys) if HANGUL_FIRST <= cp <= HANGUL_LAST]
    if hangul:
        text = "".join("cp %04X %s\n" % (cp, "!" if key is None else dotted(key))
                       for cp, key in hangul)
        lines.append("digest %04X..%04X %016x" % (HANGUL_FIRST, HANGUL_LAST, fnv1a64(text)))
    i = 0
    entries = [(cp, key) for cp, key in zip(cps, cp_keys)
               if key != [cp] and not HANGUL_FIRST <= cp <= HANGUL_LAST]
    while i < len(entries):
        cp, key = entries[i]
        j = i
        while (not key and j + 1 < len(entries) and entries[j + 1][1] == [] and
               entries[j + 1][0] == entries[j][0] + 1):
            j += 1
        lines.append("cp %04X%s %s" % (cp, "" if j == i else "..%04X" % entries[j][0],
                                       "!" if key is None else dotted(key)))
        i = j + 1
    lines.append("# Random names (seed %d) and their keys:" % SEED)
    for name, key in zip(names, name_keys):
        lines.append("name %s %s" % (dotted(name), "!" if key is None else dotted(key)))
    return "\n".join(lines) + "\n"


def extract(tarball, members, dest):
    subprocess.run(["tar", "-xJf", tarball, "-C", dest, "--wildcards"] +
                   ["*/" + m for m in members], check=True)
    found = {}
    for m in members:
        hits = glob.glob(os.path.join(dest, "*", m))
        if len(hits) != 1:
            sys.exit("gen_name_goldens: %s not found in %s" % (m, tarball))
        found[m] = hits[0]
    return found


def apfs_sources(deb, workdir):
    if not deb:
        download = os.path.join(workdir, "download")
        os.makedirs(download)
        os.chmod(workdir, 0o755)
        os.chmod(download, 0o777)  # apt's own user (_apt) writes there
        subprocess.run(["apt-get", "download", "-q", "apfs-dkms"], cwd=download, check=True,
                       stdout=subprocess.DEVNULL)
        deb = glob.glob(os.path.join(download, "apfs-dkms_*.deb"))[0]
    unpacked = os.path.join(workdir, "apfs-deb")
    subprocess.run(["dpkg-deb", "-x", deb, unpacked], check=True)
    version = re.search(r"apfs-dkms_([^_]+)_", os.path.basename(deb)).group(1)
    found = [glob.glob(os.path.join(unpacked, "usr/src/*", f)) for f in ("unicode.c", "unicode.h")]
    if not all(len(f) == 1 for f in found):
        sys.exit("gen_name_goldens: unicode.c/unicode.h not found in " + deb)
    return [f[0] for f in found], version


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--linux-source", default="/usr/src/linux-source-6.1.tar.xz")
    parser.add_argument("--apfs-deb", help="apfs-dkms .deb (default: apt-get download it)")
    parser.add_argument("--cc", default=os.environ.get("CC", "cc"))
    parser.add_argument("--out", default=OUT)
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--keep", help="build the oracles in this (new) directory and keep it")
    args = parser.parse_args()
    files = {}
    with tempfile.TemporaryDirectory() as scratch:
        tmp = args.keep or scratch
        os.makedirs(tmp, exist_ok=True)
        linux = extract(args.linux_source, ["fs/unicode/utf8-norm.c", "fs/unicode/utf8n.h",
                                            "fs/unicode/utf8data.c_shipped",
                                            "fs/hfsplus/unicode.c", "fs/hfsplus/tables.c"], tmp)
        apfs, apfs_version = apfs_sources(args.apfs_deb, tmp)
        linux_bin = build(args.cc, tmp, "linux", LINUX_SHIMS, LINUX_HARNESS,
                          [linux["fs/unicode/" + f] for f in
                           ("utf8-norm.c", "utf8n.h", "utf8data.c_shipped")])
        hfs_bin = build(args.cc, tmp, "hfsplus", HFS_SHIMS, HFS_HARNESS,
                        [linux["fs/hfsplus/unicode.c"], linux["fs/hfsplus/tables.c"]])
        apfs_bin = build(args.cc, tmp, "apfs", APFS_SHIMS, APFS_HARNESS, apfs)
        all_cps = [c for c in range(1, 0x110000) if not 0xD800 <= c <= 0xDFFF]
        bmp_cps = [c for c in all_cps if c <= 0xFFFF]
        rng = random.Random(SEED)
        for rule, binary, cps, bmp, title, source in [
                ("linux_casefold", linux_bin, all_cps, False,
                 "Linux casefold (ext4/f2fs, utf8 12.1) keys",
                 "Linux 6.1 fs/unicode utf8_casefold() (Debian linux-source-6.1)"),
                ("hfsplus", hfs_bin, bmp_cps, True, "HFS+ keys (folded units)",
                 "Linux 6.1 fs/hfsplus hfsplus_asc2uni() + case_fold() (Debian "
                 "linux-source-6.1)"),
                ("apfs", apfs_bin, [c for c in all_cps if c < 0x100000], False, "APFS case-insensitive keys",
                 "linux-apfs-rw unicode.c apfs_normalize_next() (Debian apfs-dkms %s)" %
                 apfs_version)]:
            names = random_names(rng, bmp)
            cp_keys = run_oracle(binary, [[c] for c in cps])
            name_keys = run_oracle(binary, names)
            files[rule + "_golden.txt"] = golden(title, source, cps, cp_keys, names, name_keys)
        ntfs_src = os.path.join(tmp, "ntfs.c")
        with open(ntfs_src, "w") as f:
            f.write(NTFS_PROGRAM)
        subprocess.run([args.cc, "-DHAVE_STDINT_H", "-DHAVE_ENDIAN_H", "-DHAVE_SYS_TYPES_H",
                        "-DHAVE_SYS_STAT_H", ntfs_src, "-lntfs-3g", "-o", ntfs_src + ".bin"],
                       check=True)
        units = subprocess.run([ntfs_src + ".bin"], stdout=subprocess.PIPE, check=True,
                               universal_newlines=True).stdout
        files["ntfs_upcase_golden.txt"] = (
            "# NTFS default $UpCase table: every UTF-16 unit whose upper case differs. Generated "
            "by\n# tests/testdata/names/gen_name_goldens.py; do not edit.\n# Oracle: libntfs-3g "
            "ntfs_upcase_table_build() (Debian ntfs-3g-dev).\n" + units)
    differ = 0
    for name, text in sorted(files.items()):
        path = os.path.join(args.out, name)
        if args.check:
            same = os.path.exists(path) and open(path, encoding="utf-8").read() == text
            print("gen_name_goldens: %s %s" % (path, "matches" if same else "DIFFERS"))
            differ += not same
        else:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            print("gen_name_goldens: wrote %s (%d lines)" % (path, text.count("\n")))
    if differ:
        sys.exit("gen_name_goldens: %d golden file(s) differ; rerun without --check" % differ)


if __name__ == "__main__":
    main()
