//! Solver speed: a sweep over 300 seeded deals per draw mode (median, 99th percentile and the
//! undecided count at 5 s each, printed), then criterion timings of a few quick solves.
//!
//! `KLONDIKE_BENCH_DEALS=N` changes the sweep's deal count (0 skips it).

#![allow(clippy::print_stdout)]

use criterion::Criterion;
use parlour_rules::klondike::deal::deal;
use parlour_rules::klondike::rules::Options;
use parlour_rules::klondike::solver::{Limits, Solution, Verdict, solve};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

fn options(draw: u8) -> Options {
    Options {
        draw,
        ..Options::default()
    }
}

/// Solves with a wall-clock limit, the way the CLI does.
fn solve_within(game: &parlour_rules::klondike::rules::Klondike, limit: Duration) -> Solution {
    let stop = AtomicBool::new(false);
    let (tx, rx) = std::sync::mpsc::channel::<()>();
    std::thread::scope(|scope| {
        let worker = scope.spawn(|| {
            let solution = solve(game, Limits::default(), &stop);
            let _ = tx.send(());
            solution
        });
        if rx.recv_timeout(limit).is_err() {
            stop.store(true, Ordering::Relaxed);
        }
        worker.join().unwrap_or(Solution {
            verdict: Verdict::Unknown,
            moves: Vec::new(),
            nodes: 0,
        })
    })
}

fn sweep(deals: u64) {
    for draw in [1u8, 3] {
        let mut times = Vec::new();
        let (mut won, mut lost, mut unknown) = (0, 0, 0);
        for n in 1..=deals {
            let game = deal(n, options(draw));
            let started = Instant::now();
            let solution = solve_within(&game, Duration::from_secs(5));
            times.push(started.elapsed());
            match solution.verdict {
                Verdict::Solvable => won += 1,
                Verdict::Unsolvable => lost += 1,
                Verdict::Unknown => unknown += 1,
            }
        }
        times.sort();
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        println!(
            "klondike draw {draw}: {deals} deals, median {:.1} ms, p99 {:.0} ms, max {:.0} ms; \
             solvable {won}, unsolvable {lost}, undecided at 5 s {unknown}",
            at(0.5).as_secs_f64() * 1e3,
            at(0.99).as_secs_f64() * 1e3,
            at(1.0).as_secs_f64() * 1e3,
        );
    }
}

fn main() {
    let deals = std::env::var("KLONDIKE_BENCH_DEALS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300);
    if deals > 0 {
        sweep(deals);
    }
    let mut c = Criterion::default().configure_from_args();
    let stop = AtomicBool::new(false);
    for (n, draw) in [(2u64, 1u8), (3, 3)] {
        let game = deal(n, options(draw));
        c.bench_function(&format!("klondike solve deal {n} draw {draw}"), |b| {
            b.iter(|| solve(&game, Limits::default(), &stop))
        });
    }
    c.final_summary();
}
