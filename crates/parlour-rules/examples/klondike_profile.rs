//! Per-deal profile of the Klondike solver on Solvitaire JSON deals: verdict, time, and the
//! positions each phase searched and stored (the figures in BENCHMARKS.md's Klondike section).
//!
//! `cargo run --release -p parlour-rules --example klondike_profile -- DIR SEEDS DRAW [LIMIT_MS]
//! [MAX_NODES] [THREADS]` reads `DIR/N.json` for each seed N in SEEDS (`1-400`, `5,9,12` or a mix) and
//! prints one CSV line per deal. The deal files come from `lonecli print solvitaire N` (see
//! scripts/klondike_vs_lonelybot.py); DIR `own` takes Parlour's own numbered deals instead. Peak memory is the process's, so run one deal per process
//! to read it for that deal.
//!
//! A LIMIT_MS of 0 means no wall-clock limit and no second thread: the form
//! `tools/klondike_wasm_bench.sh` runs in the browser's WebAssembly engine (wasm32-wasip1 has no
//! threads), with MAX_NODES bounding each search the same way natively and there. THREADS (1 by
//! default) is the solver's `Limits::threads`.

#![allow(clippy::print_stdout, clippy::print_stderr)]

use parlour_rules::klondike::deal::{deal, from_solvitaire_json};
use parlour_rules::klondike::rules::{Options, Passes};
use parlour_rules::klondike::solver::{Limits, Phases, Verdict, solve_with_phases};
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

/// The process's peak resident size in MB, from /proc (0 where there is none).
fn peak_mb() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .map_or(0, |kb| kb / 1024)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(dir), Some(range), Some(draw)) = (args.get(1), args.get(2), args.get(3)) else {
        eprintln!("usage: klondike_profile DIR SEEDS DRAW [LIMIT_MS] [MAX_NODES] [THREADS]");
        std::process::exit(2);
    };
    let draw: u8 = draw.parse().unwrap_or(3);
    let limit = Duration::from_millis(args.get(4).and_then(|v| v.parse().ok()).unwrap_or(5000));
    let max_nodes = args.get(5).and_then(|v| v.parse().ok()).unwrap_or(u64::MAX);
    let threads = args.get(6).and_then(|v| v.parse().ok()).unwrap_or(1);
    let options = Options {
        draw,
        passes: Passes::Unlimited,
        ..Options::default()
    };
    println!(
        "seed,verdict,ms,nodes,quick_nodes,quick_stored,relaxed_nodes,relaxed_stored,\
         full_nodes,full_stored,together_nodes,relaxed_together_nodes,moves,peak_mb"
    );
    for seed in seeds(range) {
        let path = format!("{dir}/{seed}.json");
        let game = if dir == "own" {
            deal(seed, options)
        } else {
            let Ok(text) = std::fs::read_to_string(&path) else {
                eprintln!("cannot read {path}");
                continue;
            };
            let Ok(game) = from_solvitaire_json(&text, options) else {
                eprintln!("not a deal: {path}");
                continue;
            };
            game
        };
        let limits = Limits {
            max_nodes,
            threads,
            ..Limits::default()
        };
        let stop = AtomicBool::new(false);
        let started = Instant::now();
        let (solution, phases) = if limit.is_zero() {
            solve_with_phases(&game, limits, &stop)
        } else {
            std::thread::scope(|scope| {
                let (tx, rx) = std::sync::mpsc::channel::<()>();
                let (game, stop_ref) = (&game, &stop);
                let worker = scope.spawn(move || {
                    let out = solve_with_phases(game, limits, stop_ref);
                    let _ = tx.send(());
                    out
                });
                if rx.recv_timeout(limit).is_err() {
                    stop.store(true, Ordering::Relaxed);
                }
                worker.join().unwrap_or_else(|_| {
                    eprintln!("solver panicked on {path}");
                    std::process::exit(1)
                })
            })
        };
        let ms = started.elapsed().as_secs_f64() * 1e3;
        let verdict = match solution.verdict {
            Verdict::Solvable => "solvable",
            Verdict::Unsolvable => "unsolvable",
            Verdict::Unknown => "unknown",
        };
        let Phases {
            quick,
            relaxed,
            full,
            together,
            relaxed_together,
        } = phases;
        println!(
            "{seed},{verdict},{ms:.2},{},{},{},{},{},{},{},{},{},{},{}",
            solution.nodes,
            quick.nodes,
            quick.stored,
            relaxed.nodes,
            relaxed.stored,
            full.nodes,
            full.stored,
            together,
            relaxed_together,
            solution.moves.len(),
            peak_mb()
        );
    }
}
