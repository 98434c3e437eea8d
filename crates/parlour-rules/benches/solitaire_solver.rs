//! Solver speed on plainly random Turtle deals (not generated-solvable), and generation speed.
//!
//! Besides criterion's timings, a survey pass solves `SURVEY_DEALS` random deals one by one with
//! a 1 s stop signal and prints the median, the 99th percentile and the share decided in time.

#![allow(clippy::print_stderr)]

#[path = "../tests/solitaire_layouts/mod.rs"]
mod solitaire_layouts;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use parlour_rules::solitaire::deal::{deal, random_deal};
use parlour_rules::solitaire::solver::{Solver, Verdict};

/// Enough deals for the share decided within 1 s to be stated to a tenth of a percent.
const SURVEY_DEALS: u64 = 1000;

/// Solves with a stop signal raised after `limit`.
fn solve_within(
    state: &parlour_rules::solitaire::rules::SolitaireState,
    limit: Duration,
) -> Verdict {
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let (done, finished) = mpsc::channel::<()>();
        let stop_ref = &stop;
        scope.spawn(move || {
            if finished.recv_timeout(limit) == Err(mpsc::RecvTimeoutError::Timeout) {
                stop_ref.store(true, Ordering::Relaxed);
            }
        });
        let verdict = Solver::new(state).solve(state.removed(), &stop);
        drop(done);
        verdict
    })
}

fn survey() {
    let turtle = solitaire_layouts::turtle();
    let mut times = Vec::new();
    let (mut yes, mut no) = (0, 0);
    let mut undecided = Vec::new();
    for deal_no in 1..=SURVEY_DEALS {
        let Ok(state) = random_deal(&turtle, deal_no) else {
            continue;
        };
        let start = Instant::now();
        let verdict = solve_within(&state, Duration::from_secs(1));
        times.push(start.elapsed());
        match verdict {
            Verdict::Solvable(_) => yes += 1,
            Verdict::Unsolvable => no += 1,
            Verdict::Unknown => undecided.push(deal_no),
        }
    }
    times.sort();
    let at = |q: f64| times[((times.len() as f64 - 1.0) * q).round() as usize];
    let decided = 100.0 * f64::from(yes + no) / times.len() as f64;
    eprintln!(
        "random Turtle deals: {} solved, median {:?}, p99 {:?}, solvable {yes}, unsolvable {no}, \
         unknown after 1 s {} {undecided:?}; decided within 1 s: {decided:.1} %",
        times.len(),
        at(0.5),
        at(0.99),
        undecided.len(),
    );
}

fn benches(c: &mut Criterion) {
    survey();
    let turtle = solitaire_layouts::turtle();
    let easy: Vec<_> = (1..=40u64)
        .filter_map(|d| random_deal(&turtle, d).ok())
        .filter(|s| {
            matches!(
                solve_within(s, Duration::from_millis(50)),
                Verdict::Solvable(_) | Verdict::Unsolvable
            )
        })
        .collect();
    let mut k = 0;
    c.bench_function("solve random Turtle deal (decided within 50 ms)", |b| {
        b.iter(|| {
            k = (k + 1) % easy.len().max(1);
            easy.get(k).map(|s| solve_within(s, Duration::from_secs(1)))
        })
    });
    let mut n = 0u64;
    c.bench_function("generate a Turtle deal", |b| {
        b.iter(|| {
            n += 1;
            deal(&turtle, n)
        })
    });
}

criterion_group!(solver, benches);
criterion_main!(solver);
