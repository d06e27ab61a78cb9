// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Helper of tests/json_clients_test.cc: what node's JSON.stringify and JSON.parse make of the
// strings and literals in the file named by the first argument. Input lines are
//   S <hex UTF-16 units, space-separated>   a string to quote
//   L <hex UTF-16 units>                    a literal to parse
// and the output has one line per input line, in order:
//   Q <units of JSON.stringify(string)>
//   P <units of JSON.parse(literal)>        or "P ERR" when JSON.parse throws or gives a non-string
'use strict';
const fs = require('fs');

const text = fs.readFileSync(process.argv[2], 'latin1');
const units = (hex) => (hex === '' ? [] : hex.split(' ').map((h) => parseInt(h, 16)));
const fromUnits = (us) => {
  let s = '';
  for (let i = 0; i < us.length; i += 4096) s += String.fromCharCode(...us.slice(i, i + 4096));
  return s;
};
const toHex = (s) => {
  const out = [];
  for (let i = 0; i < s.length; i++) out.push(s.charCodeAt(i).toString(16));
  return out.join(' ');
};

const lines = [];
for (const line of text.split('\n')) {
  if (line === '') continue;
  const kind = line[0];
  const s = fromUnits(units(line.slice(2)));
  if (kind === 'S') {
    lines.push('Q ' + toHex(JSON.stringify(s)));
  } else {
    let r;
    try {
      r = JSON.parse(s);
    } catch (e) {
      r = undefined;
    }
    lines.push(typeof r === 'string' ? 'P ' + toHex(r) : 'P ERR');
  }
}
process.stdout.write(lines.join('\n') + '\n');
