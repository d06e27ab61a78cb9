# Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
#
# Helper of tests/json_clients_test.cc: what Python's json.dumps (default ensure_ascii=True) and
# json.loads make of the strings and literals in the file named by the first argument. The same
# line format as tests/json_clients.js. A string is made from its UTF-16 units as Python makes one
# from UTF-16 (a lead unit directly followed by a trail unit is one code point, any other
# surrogate unit a lone one), and turned back into units the same way.
import json
import sys


def from_units(hex_units):
    units = [int(h, 16) for h in hex_units.split()]
    data = b"".join(u.to_bytes(2, "little") for u in units)
    return data.decode("utf-16-le", "surrogatepass")


def to_hex(s):
    data = s.encode("utf-16-le", "surrogatepass")
    return " ".join("%x" % int.from_bytes(data[i:i + 2], "little") for i in range(0, len(data), 2))


def main():
    out = []
    with open(sys.argv[1], "r", encoding="latin-1", newline="\n") as f:
        for line in f.read().split("\n"):
            if not line:
                continue
            s = from_units(line[2:])
            if line[0] == "S":
                out.append("Q " + to_hex(json.dumps(s)))
            else:
                try:
                    r = json.loads(s)
                except ValueError:
                    r = None
                out.append("P " + to_hex(r) if isinstance(r, str) else "P ERR")
    sys.stdout.write("\n".join(out) + "\n")


main()
