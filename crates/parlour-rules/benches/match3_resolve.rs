//! Match-3 engine speed: dealing a board, resolving a turn, choosing a hint.

use criterion::{Criterion, criterion_group, criterion_main};
use parlour_rules::engine::history::Rules;
use parlour_rules::match3::{Match3, Mode, Move, deal, hint};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    c.bench_function("match3 deal", |b| {
        let mut n = 0u64;
        b.iter(|| {
            n += 1;
            black_box(deal::deal(n))
        });
    });
    let game = Match3::new(7, Mode::Endless);
    c.bench_function("match3 best_swap", |b| {
        b.iter(|| black_box(hint::best_swap(game.board())));
    });
    c.bench_function("match3 ten auto-played turns", |b| {
        b.iter(|| {
            let mut state = game.clone();
            for _ in 0..10 {
                let Some(best) = hint::best_swap(state.board()) else {
                    break;
                };
                let _ = state.apply(&Move::Swap {
                    a: best.a,
                    b: best.b,
                });
            }
            black_box(state)
        });
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
