// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// Rust's walkdir 2.3.2 (Debian's librust-walkdir-dev) as the peer of the names-only walk rows.
//
// Usage:
//   wtf8-walkdir-peer walk [--min-time S] DIR
//       `WalkDir::new(DIR)` with its defaults (links not followed, the OS's order, the root
//       yielded first), every entry counted (an error entry too), its name read; repeated until
//       S seconds of CPU time (default 1) have passed, after one untimed walk that warms the
//       cache. Prints `walk\t<CPU seconds per walk>\t<entries yielded>`: the process's CPU time
//       (user and system, as Google Benchmark's rows count it), not the wall clock.

use std::hint::black_box;
use std::path::Path;
use std::process::exit;

use walkdir::WalkDir;

/// This process's CPU time (user + system) in seconds.
fn cpu_seconds() -> f64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: a valid pointer to a timespec, a clock every Linux has.
    unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

fn walk_once(dir: &Path) -> u64 {
    let mut n: u64 = 0;
    for entry in WalkDir::new(dir) {
        if let Ok(e) = &entry {
            black_box(e.file_name());
        }
        n += 1;
    }
    n
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (min_time, dir) = match args.as_slice() {
        [w, d] if w == "walk" => (1.0, d),
        [w, m, t, d] if w == "walk" && m == "--min-time" => (
            t.parse().unwrap_or_else(|_| {
                eprintln!("usage: wtf8-walkdir-peer walk [--min-time S] DIR");
                exit(2)
            }),
            d,
        ),
        _ => {
            eprintln!("usage: wtf8-walkdir-peer walk [--min-time S] DIR");
            exit(2);
        }
    };
    let dir = Path::new(dir);
    let entries = walk_once(dir);
    let start = cpu_seconds();
    let mut passes: u64 = 0;
    loop {
        black_box(walk_once(dir));
        passes += 1;
        let elapsed = cpu_seconds() - start;
        if elapsed >= min_time {
            println!("walk\t{:.6}\t{}", elapsed / passes as f64, entries);
            return;
        }
    }
}
