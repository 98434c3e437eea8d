//! Per-deal profile of the Spider solver: verdict, time, positions searched and stored, the
//! deepest line, and how far the search got (rows dealt, runs finished), one CSV line a deal.
//!
//! `cargo run --release -p parlour-rules --example spider_profile -- SEEDS SUITS [LIMIT_MS]
//! [MAX_NODES]`: SEEDS as `1-400`, `5,9,12` or a mix; SUITS 1, 2 or 4; the limit per deal
//! (10,000 ms by default) and a position budget (none by default).

#![allow(clippy::print_stdout, clippy::print_stderr)]

use parlour_rules::spider::deal::deal;
use parlour_rules::spider::rules::Suits;
use parlour_rules::spider::solver::{Limits, Verdict, solve_with_stats};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

fn seeds(text: &str) -> Vec<u64> {
    let mut out = Vec::new();
    for part in text.split(',') {
        match part.split_once('-') {
            Some((lo, hi)) => {
                if let (Ok(lo), Ok(hi)) = (lo.parse::<u64>(), hi.parse::<u64>()) {
                    out.extend(lo..=hi);
                }
            }
            None => out.extend(part.parse::<u64>().ok()),
        }
    }
    out
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(seed_text), Some(suits)) = (
        args.get(1),
        args.get(2)
            .and_then(|s| s.parse().ok())
            .and_then(Suits::from_count),
    ) else {
        eprintln!("usage: spider_profile SEEDS SUITS [LIMIT_MS] [MAX_NODES]");
        std::process::exit(2);
    };
    let limit = Duration::from_millis(args.get(3).and_then(|s| s.parse().ok()).unwrap_or(10_000));
    let max_nodes = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(u64::MAX);
    println!("deal,verdict,ms,positions,stored,deepest,rows_dealt,runs_finished,moves");
    let (mut won, mut total) = (0, 0);
    for n in seeds(seed_text) {
        let game = deal(n, suits);
        let stop = AtomicBool::new(false);
        let (tx, rx) = std::sync::mpsc::channel::<()>();
        let started = Instant::now();
        let limits = Limits {
            max_nodes,
            ..Limits::default()
        };
        let (solution, stats) = std::thread::scope(|scope| {
            let worker = scope.spawn(|| {
                let result = solve_with_stats(&game, limits, &stop);
                let _ = tx.send(());
                result
            });
            if rx.recv_timeout(limit).is_err() {
                stop.store(true, Ordering::Relaxed);
            }
            worker.join()
        })
        .unwrap_or_else(|_| std::process::exit(1));
        total += 1;
        won += usize::from(solution.verdict == Verdict::Solvable);
        println!(
            "{n},{:?},{},{},{},{},{},{},{}",
            solution.verdict,
            started.elapsed().as_millis(),
            solution.nodes,
            stats.stored,
            stats.deepest,
            stats.rows_dealt,
            stats.runs_finished,
            solution.moves.len()
        );
    }
    eprintln!("{won} of {total} solvable");
}
