//! How long the editor's live checks and the layout parsers take on a full-size layout.

use criterion::{Criterion, criterion_group, criterion_main};
use parlour_rules::editor::checks::check_layout;
use parlour_rules::solitaire::builtin::{builtin_files, builtin_layout};
use parlour_rules::solitaire::kmahjongg::{parse_kmahjongg, write_kmahjongg};
use parlour_rules::solitaire::layout::{Layout, TilePos};
use parlour_rules::solitaire::layout_format::parse_layout;

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
    c.bench_function("parse_layout turtle", |b| {
        b.iter(|| parse_layout(turtle_text))
    });
    c.bench_function("parse_kmahjongg turtle", |b| {
        b.iter(|| parse_kmahjongg(&kmahjongg_text))
    });
}

criterion_group!(layouts, benches);
criterion_main!(layouts);
