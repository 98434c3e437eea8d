//! Solvable deal generation at 17x8, with and without gravity.
//!
//! Criterion measures the mean time per deal over consecutive deal numbers; the summary printed
//! after it times each of 1000 deals one by one and gives the median and 99th percentile, which
//! is what a player waiting for a new game feels.

#![allow(clippy::print_stderr, clippy::unwrap_used, clippy::expect_used)]

use criterion::{Criterion, criterion_group, criterion_main};
use parlour_rules::shisen::deal::deal;
use parlour_rules::shisen::size::Size;
use std::hint::black_box;
use std::time::{Duration, Instant};

fn percentiles(gravity: bool) {
    let mut tries = Vec::new();
    let mut times: Vec<Duration> = (0..1000u64)
        .map(|deal_no| {
            let start = Instant::now();
            let dealt = black_box(deal(Size::DEFAULT, gravity, deal_no).expect("deal"));
            tries.push(dealt.tries);
            start.elapsed()
        })
        .collect();
    times.sort();
    tries.sort();
    // Shuffles tried per deal: the machine-independent part of the time.
    eprintln!(
        "shisen deal 17x8 gravity={gravity}: shuffles tried per deal: median {}, p99 {}, max {}",
        tries[tries.len() / 2],
        tries[(tries.len() - 1) * 99 / 100],
        tries[tries.len() - 1]
    );
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    eprintln!(
        "shisen deal 17x8 gravity={gravity}: 1000 deals, median {:?}, p99 {:?}, max {:?}",
        at(0.5),
        at(0.99),
        at(1.0)
    );
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("shisen_deal");
    for (name, gravity) in [("17x8", false), ("17x8_gravity", true)] {
        let mut deal_no = 0u64;
        group.bench_function(name, |b| {
            b.iter(|| {
                deal_no += 1;
                black_box(deal(Size::DEFAULT, gravity, deal_no).expect("deal"))
            })
        });
    }
    group.finish();
    percentiles(false);
    percentiles(true);
}

criterion_group!(benches, bench);
criterion_main!(benches);
