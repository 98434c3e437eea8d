//! Solves a range of Microsoft deals and prints what the search did: verdicts, positions,
//! solution lengths, and the slowest deals. For profiling (`perf record`) and tuning the
//! solver's move order.
//!
//! `cargo run --release -p parlour-rules --example freecell_profile -- 1 32000 [cells] [baker]`
//!
//! `FC_NODES=N` caps the positions per deal; `FC_W` tries other strategies (see the code);
//! `FC_DUMP=1` prints each deal's positions and verdict.

#![allow(clippy::print_stdout, clippy::unwrap_used, clippy::expect_used)]

use parlour_rules::freecell::deal::deal;
use parlour_rules::freecell::rules::{Build, Options};
use parlour_rules::freecell::solver::{Limits, STRATEGIES, Strategy, Verdict, solve_with};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let first: u64 = args.first().map_or(1, |a| a.parse().unwrap());
    let last: u64 = args.get(1).map_or(1000, |a| a.parse().unwrap());
    let cells: u8 = args.get(2).map_or(4, |a| a.parse().unwrap());
    let build = if args.get(3).is_some_and(|a| a == "baker") {
        Build::SameSuit
    } else {
        Build::AlternateColours
    };
    let options = Options { cells, build };
    // FC_W="w,w,...;w,w,..." tries other strategies (13 weights each, see `Strategy`).
    let strategies: Vec<Strategy> = match std::env::var("FC_W") {
        Ok(w) => w
            .split(';')
            .map(|v| {
                let weights: Vec<i32> = v.split(',').map(|x| x.parse().unwrap()).collect();
                Strategy::from_weights(weights.try_into().unwrap())
            })
            .collect(),
        Err(_) => STRATEGIES.to_vec(),
    };
    let max_nodes: u64 = std::env::var("FC_NODES").map_or(u64::MAX, |v| v.parse().unwrap());
    let stop = AtomicBool::new(false);
    let started = Instant::now();
    let (mut won, mut lost, mut unknown) = (Vec::new(), Vec::new(), Vec::new());
    let mut nodes_all = Vec::new();
    let mut lengths = Vec::new();
    for n in first..=last {
        let game = deal(n, options).unwrap();
        let t = Instant::now();
        let limits = Limits {
            max_nodes,
            ..Limits::default()
        };
        let solution = solve_with(&game, limits, &stop, &strategies);
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        nodes_all.push((solution.nodes, n, ms, solution.states));
        if std::env::var("FC_DUMP").is_ok() {
            println!("D {n} {} {:?}", solution.nodes, solution.verdict);
        }
        match solution.verdict {
            Verdict::Solvable => {
                won.push(n);
                lengths.push(solution.moves.len());
            }
            Verdict::Unsolvable => lost.push(n),
            Verdict::Unknown => unknown.push(n),
        }
    }
    let total = started.elapsed();
    nodes_all.sort_unstable_by_key(|x| std::cmp::Reverse(x.0));
    let sum: u64 = nodes_all.iter().map(|x| x.0).sum();
    lengths.sort_unstable();
    println!(
        "deals {first}-{last} cells {cells} {build:?}: {} solvable, {} unsolvable {:?}, {} unknown {:?}",
        won.len(),
        lost.len(),
        &lost[..lost.len().min(20)],
        unknown.len(),
        &unknown[..unknown.len().min(20)]
    );
    println!(
        "total {:.3} s, positions {sum} ({:.0} a deal), solution length median {} max {}",
        total.as_secs_f64(),
        sum as f64 / nodes_all.len() as f64,
        lengths.get(lengths.len() / 2).copied().unwrap_or(0),
        lengths.last().copied().unwrap_or(0)
    );
    let q = |f: f64| nodes_all[((nodes_all.len() - 1) as f64 * (1.0 - f)) as usize].0;
    println!(
        "positions median {} p90 {} p99 {} max {}",
        q(0.5),
        q(0.9),
        q(0.99),
        q(1.0)
    );
    for (nodes, n, ms, states) in nodes_all.iter().take(8) {
        println!("  deal {n}: {nodes} positions, {states} stored, {ms:.1} ms");
    }
}
