//! How long the editor's live checks, the layout parsers and "Can this layout be won?" (a
//! clearing order for deal 1) take, up to the largest layout the limits allow.

use criterion::{Criterion, criterion_group, criterion_main};
use parlour_rules::editor::checks::check_layout;
use parlour_rules::solitaire::builtin::{builtin_files, builtin_layout};
use parlour_rules::solitaire::deal::deal;
use parlour_rules::solitaire::kmahjongg::{parse_kmahjongg, write_kmahjongg};
use parlour_rules::solitaire::layout::{Layout, TilePos};
use parlour_rules::solitaire::layout_format::{parse_layout, write_layout};
use parlour_rules::solitaire::limits::{MAX_HEIGHT, MAX_LAYERS, MAX_WIDTH};

/// The largest grid the limits allow, filled: 48 x 32 tiles on 12 layers, 18,432 tiles.
fn largest_full_grid() -> Layout {
    Layout::new(
        "Largest",
        "",
        (0..MAX_LAYERS)
            .flat_map(|z| {
                (0..MAX_HEIGHT / 2).flat_map(move |y| {
                    (0..MAX_WIDTH / 2).map(move |x| TilePos::new(2 * x, 2 * y, z))
                })
            })
            .collect(),
    )
}

fn benches(c: &mut Criterion) {
    let turtle = builtin_layout("Turtle").unwrap_or_else(|| Layout::new("", "", Vec::new()));
    let turtle_text = builtin_files()
        .iter()
        .find(|(file, _)| *file == "turtle.tiles")
        .map_or("", |(_, text)| *text);
    let kmahjongg_text = write_kmahjongg(&turtle).unwrap_or_default();
    // The editor's largest grid filled: 30x20 tiles on 8 layers, 4800 tiles.
    let full = Layout::new(
        "Full",
        "",
        (0..8)
            .flat_map(|z| {
                (0..20).flat_map(move |y| (0..30).map(move |x| TilePos::new(2 * x, 2 * y, z)))
            })
            .collect(),
    );
    c.bench_function("check_layout turtle", |b| b.iter(|| check_layout(&turtle)));
    c.bench_function("check_layout 4800 tiles", |b| {
        b.iter(|| check_layout(&full))
    });
    let largest = largest_full_grid();
    let largest_text = write_layout(&largest).unwrap_or_default();
    let mut slow = c.benchmark_group("largest layout (18,432 tiles)");
    slow.sample_size(10);
    slow.bench_function("parse_layout", |b| b.iter(|| parse_layout(&largest_text)));
    slow.bench_function("check_layout", |b| b.iter(|| check_layout(&largest)));
    slow.bench_function("can it be won (deal 1)", |b| b.iter(|| deal(&largest, 1)));
    slow.finish();
    c.bench_function("parse_layout turtle", |b| {
        b.iter(|| parse_layout(turtle_text))
    });
    c.bench_function("parse_kmahjongg turtle", |b| {
        b.iter(|| parse_kmahjongg(&kmahjongg_text))
    });
}

criterion_group!(layouts, benches);
criterion_main!(layouts);
