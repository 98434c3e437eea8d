//! Solver speed: a sweep over seeded deals per suit count (the win rate within a time limit per
//! deal, the median and 99th percentile time, the positions searched, printed), then criterion
//! timings of a few quick solves.
//!
//! Settings from the environment: `SPIDER_BENCH_DEALS=N` deals per suit count (default 300; 0
//! skips the sweep), `SPIDER_BENCH_FIRST=N` the first deal number (1), `SPIDER_BENCH_SUITS=1,2,4`
//! the suit counts swept (`1,2,4`), `SPIDER_BENCH_LIMIT_MS=T` the limit per deal (10,000),
//! `SPIDER_BENCH_VERBOSE=1` one line per deal.

#![allow(clippy::print_stdout)]

use criterion::Criterion;
use parlour_rules::spider::deal::deal;
use parlour_rules::spider::rules::{Spider, Suits};
use parlour_rules::spider::solver::{Limits, Solution, Verdict, solve, winnable_deal};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Solves with a wall-clock limit, the way the CLI does.
fn solve_within(game: &Spider, limit: Duration) -> Solution {
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

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn sweep(first: u64, deals: u64, suits: Suits, limit: Duration, verbose: bool) {
    let mut times = Vec::new();
    let mut nodes = Vec::new();
    let (mut won, mut lost, mut unknown) = (0, 0, 0);
    let mut undecided = Vec::new();
    for n in first..first + deals {
        let game = deal(n, suits);
        let started = Instant::now();
        let solution = solve_within(&game, limit);
        let took = started.elapsed();
        times.push(took);
        nodes.push(solution.nodes);
        match solution.verdict {
            Verdict::Solvable => won += 1,
            Verdict::Unsolvable => lost += 1,
            Verdict::Unknown => {
                unknown += 1;
                undecided.push(n);
            }
        }
        if verbose {
            println!(
                "deal {n}: {:?} in {:.0} ms, {} positions, {} moves",
                solution.verdict,
                took.as_secs_f64() * 1e3,
                solution.nodes,
                solution.moves.len()
            );
        }
    }
    times.sort();
    nodes.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    let nodes_at = |q: f64| nodes[((nodes.len() - 1) as f64 * q).round() as usize];
    println!(
        "spider {} suit(s), deals {first}-{}: solvable {won} ({:.1} %), unsolvable {lost}, \
         unknown at {} ms {unknown}; time median {:.1} ms, p90 {:.0} ms, p99 {:.0} ms, max {:.0} ms; \
         positions median {}, p90 {}",
        suits.count(),
        first + deals - 1,
        100.0 * won as f64 / deals as f64,
        limit.as_millis(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.9).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        at(1.0).as_secs_f64() * 1e3,
        nodes_at(0.5),
        nodes_at(0.9),
    );
    if !undecided.is_empty() {
        println!("  undecided: {undecided:?}");
    }
}

fn main() {
    let deals = env("SPIDER_BENCH_DEALS", 300);
    let first = env("SPIDER_BENCH_FIRST", 1);
    let limit = Duration::from_millis(env("SPIDER_BENCH_LIMIT_MS", 10_000));
    let verbose = env("SPIDER_BENCH_VERBOSE", 0) == 1;
    let suits: Vec<Suits> = std::env::var("SPIDER_BENCH_SUITS")
        .unwrap_or_else(|_| "1,2,4".to_owned())
        .split(',')
        .filter_map(|s| s.trim().parse().ok().and_then(Suits::from_count))
        .collect();
    if deals > 0 {
        for &s in &suits {
            sweep(first, deals, s, limit, verbose);
        }
    }
    let mut c = Criterion::default().configure_from_args();
    let stop = AtomicBool::new(false);
    let game = deal(1, Suits::One);
    c.bench_function("spider solve deal 1, one suit", |b| {
        b.iter(|| solve(&game, Limits::default(), &stop))
    });
    c.bench_function("spider winnable deal from 1, one suit", |b| {
        b.iter(|| winnable_deal(1, Suits::One, &stop))
    });
    c.final_summary();
}
