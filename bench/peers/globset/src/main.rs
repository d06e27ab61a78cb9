// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Rust's globset 0.4.9 (Debian's librust-globset-dev) as the peer of wtf8's globset dialect: the
// oracle of tests/glob_globset_differential.sh and the peer of the bench's glob rows. Paths are
// handed to globset as the raw bytes of a Unix `OsStr`, as ripgrep hands it file names, so any
// byte (0x80, 0xff, a lone surrogate's three bytes) reaches it unchanged.
//
// Usage:
//   wtf8-globset-peer oracle [FILE]
//       Records, each ending in a NUL byte, from FILE or standard input:
//         P<flags>\t<pattern>   a pattern (`GlobBuilder::new(pattern)` with the flags, then
//                               `build()?.compile_matcher()`); <flags> is `-` or letters of
//                               i (case_insensitive), s (literal_separator),
//                               n (backslash_escape off; it is on by default on Unix)
//         T<path>               a path (any bytes but NUL)
//       Prints one line per pattern, in order: `error <Kind>` (the `ErrorKind` globset refused it
//       with; `not-utf8` when the pattern is not UTF-8, as globset takes only `&str`), or one
//       character per path, in order (1 for `is_match`, 0 for not), a tab and the pattern's
//       regex (`Glob::regex`) in hexadecimal bytes.
//   wtf8-globset-peer regex <flags> <pattern>
//       Prints the regex globset translates the pattern to (`Glob::regex`).
//   wtf8-globset-peer bench [-0] [--flags F] [--min-time S] PATHS PATTERN...
//       For each pattern: `is_match` of its `GlobMatcher` over every path of PATHS (one a line, or
//       NUL-separated with -0), repeated until S seconds (default 1) have passed. Prints
//       `<pattern>\t<paths per second>\t<matching paths>`.
//   wtf8-globset-peer bench-set [-0] [--flags F] [--min-time S] PATHS PATTERNS
//       All patterns of PATTERNS (one a line, or NUL-separated with -0) as one `GlobSet`;
//       `matches_into` over every path. Prints `set\t<paths per second>\t<paths matched by any>`.

use std::ffi::OsStr;
use std::hint::black_box;
use std::io::{Read, Write};
use std::os::unix::ffi::OsStrExt;
use std::path::Path;
use std::process::exit;
use std::time::Instant;

use globset::{Glob, GlobBuilder, GlobMatcher, GlobSetBuilder};

fn usage() -> ! {
    eprintln!(
        "usage: wtf8-globset-peer oracle [FILE]\n\
         \x20      wtf8-globset-peer regex FLAGS PATTERN\n\
         \x20      wtf8-globset-peer bench [-0] [--flags F] [--min-time S] PATHS PATTERN...\n\
         \x20      wtf8-globset-peer bench-set [-0] [--flags F] [--min-time S] PATHS PATTERNS"
    );
    exit(2);
}

/// globset's builder options, from the letters described in the header (`-` is none).
#[derive(Clone, Copy, Default)]
struct Flags {
    case_insensitive: bool,
    literal_separator: bool,
    no_backslash_escape: bool,
}

fn parse_flags(text: &[u8]) -> Flags {
    let mut f = Flags::default();
    for &b in text {
        match b {
            b'i' => f.case_insensitive = true,
            b's' => f.literal_separator = true,
            b'n' => f.no_backslash_escape = true,
            b'-' => {}
            _ => {
                eprintln!("unknown flag letter {:?}", b as char);
                exit(2);
            }
        }
    }
    f
}

/// `GlobBuilder` with the flags; Err is the name of the error kind.
fn build(pattern: &[u8], flags: Flags) -> Result<Glob, String> {
    let pattern = std::str::from_utf8(pattern).map_err(|_| "not-utf8".to_string())?;
    let mut builder = GlobBuilder::new(pattern);
    builder.case_insensitive(flags.case_insensitive);
    builder.literal_separator(flags.literal_separator);
    if flags.no_backslash_escape {
        builder.backslash_escape(false);
    }
    builder.build().map_err(|e| {
        // `InvalidRange('z', 'a')` -> `InvalidRange`: the kind, without its payload.
        let kind = format!("{:?}", e.kind());
        kind.split('(').next().unwrap_or("").to_string()
    })
}

fn as_path(bytes: &[u8]) -> &Path {
    Path::new(OsStr::from_bytes(bytes))
}

fn read_all(file: Option<&str>) -> Vec<u8> {
    let mut data = Vec::new();
    match file {
        Some(name) => {
            data = std::fs::read(name).unwrap_or_else(|e| {
                eprintln!("{}: {}", name, e);
                exit(2);
            })
        }
        None => {
            std::io::stdin().read_to_end(&mut data).unwrap_or_else(|e| {
                eprintln!("standard input: {}", e);
                exit(2);
            });
        }
    }
    data
}

/// The records of `data`, each terminated by `sep` (a missing final terminator is tolerated).
fn records(data: &[u8], sep: u8) -> Vec<&[u8]> {
    let mut out: Vec<&[u8]> = data.split(|&b| b == sep).collect();
    if out.last().map_or(false, |r| r.is_empty()) {
        out.pop();
    }
    out
}

fn oracle(file: Option<&str>) {
    let data = read_all(file);
    let mut patterns: Vec<(Flags, &[u8])> = Vec::new();
    let mut paths: Vec<&Path> = Vec::new();
    for r in records(&data, 0) {
        match r.first() {
            Some(b'P') => {
                let tab = r
                    .iter()
                    .position(|&b| b == b'\t')
                    .unwrap_or_else(|| usage());
                patterns.push((parse_flags(&r[1..tab]), &r[tab + 1..]));
            }
            Some(b'T') => paths.push(as_path(&r[1..])),
            _ => {
                eprintln!("oracle: a record must start with P or T");
                exit(2);
            }
        }
    }
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    let mut line = Vec::with_capacity(paths.len() + 1);
    for (flags, pattern) in patterns {
        match build(pattern, flags) {
            Err(kind) => writeln!(out, "error {}", kind).unwrap(),
            Ok(glob) => {
                let matcher = glob.compile_matcher();
                line.clear();
                for p in &paths {
                    line.push(if matcher.is_match(p) { b'1' } else { b'0' });
                }
                line.push(b'\t');
                for b in glob.regex().bytes() {
                    write!(line, "{:02x}", b).unwrap();
                }
                line.push(b'\n');
                out.write_all(&line).unwrap();
            }
        }
    }
}

struct BenchArgs {
    nul: bool,
    flags: Flags,
    min_time: f64,
    rest: Vec<String>,
}

fn bench_args(args: &[String]) -> BenchArgs {
    let mut b = BenchArgs {
        nul: false,
        flags: Flags::default(),
        min_time: 1.0,
        rest: vec![],
    };
    let mut k = 0;
    while k < args.len() {
        match args[k].as_str() {
            "-0" => b.nul = true,
            "--flags" => {
                k += 1;
                b.flags = parse_flags(args.get(k).unwrap_or_else(|| usage()).as_bytes());
            }
            "--min-time" => {
                k += 1;
                b.min_time = args
                    .get(k)
                    .and_then(|s| s.parse().ok())
                    .unwrap_or_else(|| usage());
            }
            _ => b.rest.push(args[k].clone()),
        }
        k += 1;
    }
    b
}

/// Runs `pass` (one pass over all `n` paths, returning how many matched) until `min_time` has
/// passed; returns (paths per second, matches in one pass).
fn time_passes(n: usize, min_time: f64, mut pass: impl FnMut() -> usize) -> (f64, usize) {
    let matched = pass(); // warm-up, and the count to report
    let start = Instant::now();
    let mut passes: u64 = 0;
    loop {
        black_box(pass());
        passes += 1;
        let elapsed = start.elapsed().as_secs_f64();
        if elapsed >= min_time {
            return (passes as f64 * n as f64 / elapsed, matched);
        }
    }
}

fn bench(args: &[String]) {
    let b = bench_args(args);
    if b.rest.len() < 2 {
        usage();
    }
    let data = read_all(Some(&b.rest[0]));
    let paths: Vec<&Path> = records(&data, if b.nul { 0 } else { b'\n' })
        .into_iter()
        .map(as_path)
        .collect();
    for pattern in &b.rest[1..] {
        let matcher: GlobMatcher = match build(pattern.as_bytes(), b.flags) {
            Ok(g) => g.compile_matcher(),
            Err(kind) => {
                println!("{}\terror {}", pattern, kind);
                continue;
            }
        };
        let (rate, matched) = time_passes(paths.len(), b.min_time, || {
            paths
                .iter()
                .filter(|p| matcher.is_match(black_box(p)))
                .count()
        });
        println!("{}\t{:.0}\t{}", pattern, rate, matched);
    }
}

fn bench_set(args: &[String]) {
    let b = bench_args(args);
    if b.rest.len() != 2 {
        usage();
    }
    let sep = if b.nul { 0 } else { b'\n' };
    let data = read_all(Some(&b.rest[0]));
    let paths: Vec<&Path> = records(&data, sep).into_iter().map(as_path).collect();
    let pattern_data = read_all(Some(&b.rest[1]));
    let mut builder = GlobSetBuilder::new();
    for p in records(&pattern_data, sep) {
        match build(p, b.flags) {
            Ok(g) => {
                builder.add(g);
            }
            Err(kind) => eprintln!("skipped {:?}: {}", String::from_utf8_lossy(p), kind),
        }
    }
    let set = builder.build().unwrap_or_else(|e| {
        eprintln!("GlobSet: {}", e);
        exit(2);
    });
    let mut into = Vec::new();
    let (rate, matched) = time_passes(paths.len(), b.min_time, || {
        let mut any = 0;
        for p in &paths {
            set.matches_into(black_box(p), &mut into);
            any += usize::from(!into.is_empty());
        }
        any
    });
    println!("set\t{:.0}\t{}", rate, matched);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("oracle") if args.len() <= 2 => oracle(args.get(1).map(String::as_str)),
        Some("regex") if args.len() == 3 => {
            match build(args[2].as_bytes(), parse_flags(args[1].as_bytes())) {
                Ok(g) => println!("{}", g.regex()),
                Err(kind) => println!("error {}", kind),
            }
        }
        Some("bench") => bench(&args[1..]),
        Some("bench-set") => bench_set(&args[1..]),
        _ => usage(),
    }
}
