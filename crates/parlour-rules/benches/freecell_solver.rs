//! FreeCell solver speed: a sweep over Microsoft deals (verdicts, positions and time per deal:
//! median, 99th percentile, slowest, printed), then criterion timings of single solves: a quick
//! deal, a slower one, the proof that 11982 is lost, and dealing itself.
//!
//! `FREECELL_BENCH_DEALS=N` changes the sweep's deal count (0 skips it). The whole range
//! 1-32000 is timed through the command line (`parlour freecell solve --deals 1-32000 --json`),
//! side by side with fc-solve: see BENCHMARKS.md.

#![allow(clippy::print_stdout, clippy::unwrap_used)]

use criterion::Criterion;
use parlour_rules::freecell::deal::{deal, ms_columns};
use parlour_rules::freecell::rules::Options;
use parlour_rules::freecell::solver::{Limits, Verdict, solve};
use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

fn sweep(deals: u64) {
    let stop = AtomicBool::new(false);
    let mut times = Vec::new();
    let mut positions = Vec::new();
    let (mut won, mut lost, mut unknown) = (0, 0, 0);
    let started = Instant::now();
    for n in 1..=deals {
        let game = deal(n, Options::default()).unwrap();
        let t = Instant::now();
        let solution = solve(&game, Limits::default(), &stop);
        times.push(t.elapsed());
        positions.push(solution.nodes);
        match solution.verdict {
            Verdict::Solvable => won += 1,
            Verdict::Unsolvable => lost += 1,
            Verdict::Unknown => unknown += 1,
        }
    }
    let total = started.elapsed();
    times.sort();
    positions.sort();
    let at = |q: f64| ((deals - 1) as f64 * q).round() as usize;
    println!(
        "deals 1-{deals}: {won} won, {lost} lost, {unknown} undecided in {:.2} s; \
         per deal median {:?} ({} positions), 99th percentile {:?} ({}), slowest {:?} ({})",
        total.as_secs_f64(),
        times[at(0.5)],
        positions[at(0.5)],
        times[at(0.99)],
        positions[at(0.99)],
        times[at(1.0)],
        positions[at(1.0)],
    );
}

fn main() {
    let deals = std::env::var("FREECELL_BENCH_DEALS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    if deals > 0 {
        sweep(deals);
    }
    let mut c = Criterion::default()
        .configure_from_args()
        .measurement_time(Duration::from_secs(5));
    let stop = AtomicBool::new(false);
    for n in [1u64, 617] {
        let game = deal(n, Options::default()).unwrap();
        c.bench_function(&format!("freecell solve deal {n}"), |b| {
            b.iter(|| solve(black_box(&game), Limits::default(), &stop))
        });
    }
    let lost = deal(11982, Options::default()).unwrap();
    let mut group = c.benchmark_group("freecell");
    group.sample_size(10);
    group.bench_function("prove deal 11982 lost", |b| {
        b.iter(|| solve(black_box(&lost), Limits::default(), &stop))
    });
    group.finish();
    c.bench_function("freecell deal a Microsoft deal", |b| {
        b.iter(|| ms_columns(black_box(11982)))
    });
    c.final_summary();
}
