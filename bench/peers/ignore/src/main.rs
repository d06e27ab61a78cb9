// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// ripgrep's ignore crate 0.4.18 (Debian's librust-ignore-dev) as the peer of wtf8's ignore rules
// and of its ignore-aware walk.
//
// Usage:
//   wtf8-ignore-peer check [--min-time S] [--list] CORPUS
//       CORPUS is what bench/kernel_corpus.sh writes: kernel_paths.txt (the paths to ask about),
//       kernel_ignore_files.txt and kernel_ignore/ (the .gitignore files). Each .gitignore gets its
//       own `Gitignore` (a `GitignoreBuilder` rooted at its directory, fed its lines with
//       `add_line`, as `Gitignore::new` does after reading the file), and a path is decided as
//       ripgrep decides it: the matchers of the path's directory and of each ancestor, nearest
//       first, each asked `matched_path_or_any_parents(path, false)` (the path, then each of its
//       directories below the matcher's root as a directory); the first that answers (ignore or
//       whitelist) decides. The paths are under a made-up root `/k` (nothing is read from disk
//       while timing), the directory's matcher found by a hash-map lookup per directory level
//       (a check of one path, as a watcher asks it, has no walk to carry the matchers down).
//       Prints `check\t<paths per second>\t<ignored paths>` and
//       `load\t<pattern lines per second>\t<globs kept>`: the load is building every matcher
//       from the files' bytes already in memory (parse and compile); the pattern lines are the
//       lines neither blank (after trailing spaces and a CR) nor starting with `#`, as
//       bench/ignore_benchmark.cc counts them. With --list, prints the ignored paths instead, one
//       a line (for comparing the answers).
//   wtf8-ignore-peer walk [--min-time S] DIR
//       The crate's single-threaded walker (`WalkBuilder::new(DIR).build()`, the standard
//       filters: hidden names skipped, .gitignore/.ignore/.git/info/exclude read, as
//       `rg --files` does), every entry counted, repeated until S seconds (default 1) have passed.
//       Prints `walk\t<seconds per walk>\t<entries yielded>`.
// Every time is this process's CPU time (user and system, as Google Benchmark's rows count it)
// after one untimed pass (a warm cache), not the wall clock.

use std::collections::HashMap;
use std::ffi::OsStr;
use std::hint::black_box;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::process::exit;

use ignore::gitignore::{Gitignore, GitignoreBuilder};
use ignore::{Match, WalkBuilder};

fn usage() -> ! {
    eprintln!(
        "usage: wtf8-ignore-peer check [--min-time S] [--list] CORPUS\n\
         \x20      wtf8-ignore-peer walk [--min-time S] DIR"
    );
    exit(2);
}

fn read(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|e| {
        eprintln!("{}: {}", path.display(), e);
        exit(2);
    })
}

fn lines(data: &[u8]) -> Vec<&[u8]> {
    let mut out: Vec<&[u8]> = data.split(|&b| b == b'\n').collect();
    if out.last().map_or(false, |r| r.is_empty()) {
        out.pop();
    }
    out
}

const ROOT: &str = "/k";

/// One .gitignore: its directory below the root ("" for the top) and its text.
struct Source {
    dir: Vec<u8>,
    path: PathBuf,
    text: String,
}

fn pattern_lines(text: &str) -> usize {
    text.split('\n')
        .map(|l| l.trim_end_matches(|c| c == ' ' || c == '\r'))
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .count()
}

fn build(sources: &[Source]) -> HashMap<Vec<u8>, Gitignore> {
    let mut out = HashMap::with_capacity(sources.len());
    for s in sources {
        let root = if s.dir.is_empty() {
            PathBuf::from(ROOT)
        } else {
            Path::new(ROOT).join(OsStr::from_bytes(&s.dir))
        };
        let mut builder = GitignoreBuilder::new(&root);
        for line in s.text.lines() {
            // A glob the crate refuses is skipped, as ripgrep skips it (with a warning).
            let _ = builder.add_line(Some(s.path.clone()), line);
        }
        let gi = builder.build().unwrap_or_else(|_| Gitignore::empty());
        out.insert(s.dir.clone(), gi);
    }
    out
}

/// ripgrep's precedence: the nearest directory's matcher first; the first answer decides.
fn ignored(matchers: &HashMap<Vec<u8>, Gitignore>, rel: &[u8], full: &Path) -> bool {
    let mut end = rel.len();
    loop {
        let dir_end = rel[..end].iter().rposition(|&b| b == b'/');
        let dir = match dir_end {
            Some(i) => &rel[..i],
            None => &rel[..0],
        };
        if let Some(m) = matchers.get(dir) {
            match m.matched_path_or_any_parents(full, false) {
                Match::None => {}
                Match::Ignore(_) => return true,
                Match::Whitelist(_) => return false,
            }
        }
        match dir_end {
            Some(i) => end = i,
            None => return false,
        }
    }
}

/// This process's CPU time (user + system) in seconds: what Google Benchmark's rows count.
fn cpu_seconds() -> f64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: a valid pointer to a timespec, a clock every Linux has.
    unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

/// Runs `pass` once untimed (a warm-up), then until `min_time` CPU seconds have passed;
/// returns (CPU seconds, passes).
fn time_until<T>(min_time: f64, mut pass: impl FnMut() -> T) -> (f64, u64) {
    black_box(pass());
    let start = cpu_seconds();
    let mut passes: u64 = 0;
    loop {
        black_box(pass());
        passes += 1;
        let elapsed = cpu_seconds() - start;
        if elapsed >= min_time {
            return (elapsed, passes);
        }
    }
}

fn check(min_time: f64, list: bool, corpus: &Path) {
    let path_data = read(&corpus.join("kernel_paths.txt"));
    let rel: Vec<&[u8]> = lines(&path_data);
    let full: Vec<PathBuf> = rel
        .iter()
        .map(|p| Path::new(ROOT).join(OsStr::from_bytes(p)))
        .collect();
    let file_list = read(&corpus.join("kernel_ignore_files.txt"));
    let mut sources = Vec::new();
    for f in lines(&file_list) {
        let bytes = read(&corpus.join("kernel_ignore").join(OsStr::from_bytes(f)));
        let dir = match f.iter().rposition(|&b| b == b'/') {
            Some(i) => f[..i].to_vec(),
            None => Vec::new(),
        };
        sources.push(Source {
            dir,
            path: PathBuf::from(OsStr::from_bytes(f)),
            text: String::from_utf8_lossy(&bytes).into_owned(),
        });
    }
    let matchers = build(&sources);
    if list {
        use std::io::Write;
        let out = std::io::stdout();
        let mut out = std::io::BufWriter::new(out.lock());
        for (r, f) in rel.iter().zip(&full) {
            if ignored(&matchers, r, f) {
                out.write_all(r).unwrap();
                out.write_all(b"\n").unwrap();
            }
        }
        return;
    }
    let count = || {
        rel.iter()
            .zip(&full)
            .filter(|(r, f)| ignored(&matchers, black_box(r), black_box(f)))
            .count()
    };
    let n_ignored = count();
    let (elapsed, passes) = time_until(min_time, count);
    println!(
        "check\t{:.0}\t{}",
        passes as f64 * rel.len() as f64 / elapsed,
        n_ignored
    );
    let lines_total: usize = sources.iter().map(|s| pattern_lines(&s.text)).sum();
    let globs: usize = matchers.values().map(|m| m.len()).sum();
    let (elapsed, passes) = time_until(min_time, || build(black_box(&sources)));
    println!(
        "load\t{:.0}\t{}",
        passes as f64 * lines_total as f64 / elapsed,
        globs
    );
}

fn walk(min_time: f64, dir: &Path) {
    let one = || {
        let mut n: u64 = 0;
        for entry in WalkBuilder::new(dir).threads(1).build() {
            black_box(&entry);
            n += 1;
        }
        n
    };
    let entries = one();
    let (elapsed, passes) = time_until(min_time, one);
    println!("walk\t{:.6}\t{}", elapsed / passes as f64, entries);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut min_time = 1.0;
    let mut list = false;
    let mut rest = Vec::new();
    let mut k = 1;
    while k < args.len() {
        match args[k].as_str() {
            "--min-time" => {
                k += 1;
                min_time = args
                    .get(k)
                    .and_then(|s| s.parse().ok())
                    .unwrap_or_else(|| usage());
            }
            "--list" => list = true,
            _ => rest.push(args[k].clone()),
        }
        k += 1;
    }
    match (args.first().map(String::as_str), rest.len()) {
        (Some("check"), 1) => check(min_time, list, Path::new(&rest[0])),
        (Some("walk"), 1) if !list => walk(min_time, Path::new(&rest[0])),
        _ => usage(),
    }
}
