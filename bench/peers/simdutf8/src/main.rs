// Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.
//
// wtf8's validation rows (`validate_utf8/<mix>`, `validate_wtf8/<mix>` on mixes without lone
// surrogates) run by Rust's simdutf8 crate on the same bytes, timed the way Google Benchmark
// times a row (iterations grown until one run lasts the min time, CPU time of this thread) and
// written as Google Benchmark JSON, so bench/report.py and bench/run.sh read it beside the C++
// rows. The rows are named `<op>/<mix>/simdutf8` and report bytes_per_second of input.
//
// Usage: wtf8-bench-simdutf8 INPUT_DIR [--min-time SECONDS] [--repetitions N] [--out FILE]
// INPUT_DIR is what `wtf8_benchmark --dump_validation_inputs=INPUT_DIR` wrote: index.txt (one
// `<op> <mix>` line per row) and a file `<op>.<mix>` of input bytes per line. The JSON goes to
// FILE, or to standard output; a line per row goes to standard error.

use std::fmt::Write as _;
use std::hint::black_box;
use std::path::Path;
use std::process::exit;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

#[repr(C)]
struct Timespec {
    tv_sec: i64,
    tv_nsec: i64,
}

extern "C" {
    fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
}

const CLOCK_THREAD_CPUTIME_ID: i32 = 3; // Linux

/// CPU seconds this thread has used.
fn thread_cpu_seconds() -> f64 {
    let mut ts = Timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec; the clock id is Linux's.
    let rc = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID) failed");
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

/// One timed run: `iterations` validations of `bytes`; (wall seconds, CPU seconds), or None when
/// simdutf8 rejects the input.
fn run(bytes: &[u8], iterations: u64) -> Option<(f64, f64)> {
    let wall = Instant::now();
    let cpu = thread_cpu_seconds();
    for _ in 0..iterations {
        if simdutf8::basic::from_utf8(black_box(bytes)).is_err() {
            return None;
        }
    }
    Some((wall.elapsed().as_secs_f64(), thread_cpu_seconds() - cpu))
}

struct Measurement {
    iterations: u64,
    wall: f64,
    cpu: f64,
}

/// Google Benchmark's rule: grow the iteration count until a run lasts `min_time` CPU seconds
/// (at most 10x a step, aiming 40% past the goal), and keep that run.
fn measure(bytes: &[u8], min_time: f64) -> Option<Measurement> {
    let mut iterations: u64 = 1;
    loop {
        let (wall, cpu) = run(bytes, iterations)?;
        if cpu >= min_time || iterations >= 1_000_000_000 {
            return Some(Measurement {
                iterations,
                wall,
                cpu,
            });
        }
        let multiplier = if cpu / min_time > 0.1 {
            min_time * 1.4 / cpu.max(1e-9)
        } else {
            10.0
        };
        iterations = ((iterations as f64 * multiplier.max(1.0)) as u64).max(iterations + 1);
    }
}

fn usage() -> ! {
    eprintln!(
        "usage: wtf8-bench-simdutf8 INPUT_DIR [--min-time SECONDS] [--repetitions N] [--out FILE]"
    );
    exit(2);
}

fn json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => write!(out, "\\u{:04x}", c as u32).unwrap(),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let n = values.len();
    if n % 2 == 1 {
        values[n / 2]
    } else {
        (values[n / 2 - 1] + values[n / 2]) / 2.0
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut dir = None;
    let mut min_time = 0.1;
    let mut repetitions: usize = 1;
    let mut out_path = None;
    let mut k = 0;
    while k < args.len() {
        let value = |k: usize| args.get(k + 1).cloned().unwrap_or_else(|| usage());
        match args[k].as_str() {
            "--min-time" => min_time = value(k).parse().unwrap_or_else(|_| usage()),
            "--repetitions" => repetitions = value(k).parse().unwrap_or_else(|_| usage()),
            "--out" => out_path = Some(value(k)),
            a if !a.starts_with("--") && dir.is_none() => {
                dir = Some(a.to_string());
                k += 1;
                continue;
            }
            _ => usage(),
        }
        k += 2;
    }
    let dir = dir.unwrap_or_else(|| usage());
    let repetitions = repetitions.max(1);
    let index = std::fs::read_to_string(Path::new(&dir).join("index.txt")).unwrap_or_else(|e| {
        eprintln!("wtf8-bench-simdutf8: {}/index.txt: {}", dir, e);
        exit(1);
    });

    let mut entries: Vec<String> = Vec::new();
    for line in index.lines().filter(|l| !l.trim().is_empty()) {
        let mut parts = line.split_whitespace();
        let (op, mix) = match (parts.next(), parts.next()) {
            (Some(op), Some(mix)) => (op, mix),
            _ => continue,
        };
        let bytes =
            std::fs::read(Path::new(&dir).join(format!("{}.{}", op, mix))).unwrap_or_else(|e| {
                eprintln!("wtf8-bench-simdutf8: {}.{}: {}", op, mix, e);
                exit(1);
            });
        let name = format!("{}/{}/simdutf8", op, mix);
        let mut rates = Vec::new();
        let mut cpu_ns = Vec::new();
        let mut wall_ns = Vec::new();
        for rep in 0..repetitions {
            let m = match measure(&bytes, min_time) {
                Some(m) => m,
                None => {
                    entries.push(format!(
                        "{{\"name\": {0}, \"run_name\": {0}, \"run_type\": \"iteration\", \
                         \"error_occurred\": true, \"error_message\": \"input rejected\"}}",
                        json_string(&name)
                    ));
                    eprintln!("{:<40} input rejected", name);
                    break;
                }
            };
            let per_cpu = m.cpu / m.iterations as f64 * 1e9;
            let per_wall = m.wall / m.iterations as f64 * 1e9;
            let rate = bytes.len() as f64 * m.iterations as f64 / m.cpu;
            eprintln!(
                "{:<40} {:>10.0} ns {:>10.0} ns {:>10} bytes_per_second={:.4}G/s",
                name,
                per_wall,
                per_cpu,
                m.iterations,
                rate / 1e9
            );
            rates.push(rate);
            cpu_ns.push(per_cpu);
            wall_ns.push(per_wall);
            if repetitions == 1 {
                entries.push(format!(
                    "{{\"name\": {0}, \"run_name\": {0}, \"run_type\": \"iteration\", \
                     \"repetitions\": 1, \"repetition_index\": {1}, \"iterations\": {2}, \
                     \"real_time\": {3:.3}, \"cpu_time\": {4:.3}, \"time_unit\": \"ns\", \
                     \"bytes_per_second\": {5:.1}}}",
                    json_string(&name),
                    rep,
                    m.iterations,
                    per_wall,
                    per_cpu,
                    rate
                ));
            }
        }
        if repetitions > 1 && rates.len() == repetitions {
            // As --benchmark_report_aggregates_only=true writes them: the median of each value.
            entries.push(format!(
                "{{\"name\": {0}, \"run_name\": {1}, \"run_type\": \"aggregate\", \
                 \"repetitions\": {2}, \"aggregate_name\": \"median\", \"iterations\": {2}, \
                 \"real_time\": {3:.3}, \"cpu_time\": {4:.3}, \"time_unit\": \"ns\", \
                 \"bytes_per_second\": {5:.1}}}",
                json_string(&format!("{}_median", name)),
                json_string(&name),
                repetitions,
                median(&mut wall_ns),
                median(&mut cpu_ns),
                median(&mut rates)
            ));
        }
    }

    let seconds = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let cpus = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    let json = format!(
        "{{\n  \"context\": {{\"executable\": {}, \"num_cpus\": {}, \"unix_time\": {}, \
         \"peer\": \"Rust simdutf8 (basic::from_utf8)\"}},\n  \"benchmarks\": [\n    {}\n  ]\n}}\n",
        json_string(&std::env::args().next().unwrap_or_default()),
        cpus,
        seconds,
        entries.join(",\n    ")
    );
    match out_path {
        Some(path) => std::fs::write(&path, json).unwrap_or_else(|e| {
            eprintln!("wtf8-bench-simdutf8: {}: {}", path, e);
            exit(1);
        }),
        None => print!("{}", json),
    }
}
