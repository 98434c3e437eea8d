//! A full 144-tile Mahjong solitaire board (five layers, some highlighted, some dimmed) laid out
//! through `FaceBatch` and tessellated, in a headless egui context: the CPU cost of drawing the
//! board each frame once the atlas exists. The first frame (which rasterises the atlas) is left
//! out; its cost is measured separately as "atlas".

#![allow(clippy::unwrap_used, clippy::expect_used)]

use criterion::{Criterion, criterion_group, criterion_main};
use egui::{Rect, pos2, vec2};
use parlour::faces::{FaceBatch, Look, TILE_ASPECT, tile_depth};
use parlour::preferences::Preferences;
use parlour_rules::engine::tile::Face;
use std::hint::black_box;

/// 144 tile positions: layers of 12x8, 8x6, 6x4, 4x2 and 2x1 tiles, each layer shifted by the
/// tile depth the way a game stacks them.
fn board() -> Vec<(Rect, Face, Look)> {
    let width = 48.0;
    let size = vec2(width, width * TILE_ASPECT);
    let mut tiles = Vec::new();
    let layers: [(usize, usize); 5] = [(12, 8), (8, 5), (5, 4), (4, 2), (2, 1)];
    for (z, (cols, rows)) in layers.iter().enumerate() {
        let shift = tile_depth(width) * -(z as f32);
        for row in 0..*rows {
            for col in 0..*cols {
                let offset = vec2(
                    (12 - cols) as f32 * width / 2.0 + col as f32 * width,
                    (8 - rows) as f32 * size.y / 2.0 + row as f32 * size.y,
                );
                let i = tiles.len();
                let look = Look {
                    selected: i == 40,
                    hinted: i == 70 || i == 71,
                    dimmed: i % 3 == 0,
                    ..Look::default()
                };
                let face = Face::from_index(i % Face::COUNT).unwrap();
                tiles.push((
                    Rect::from_min_size(pos2(40.0, 40.0) + offset + shift, size),
                    face,
                    look,
                ));
            }
        }
    }
    tiles.truncate(144);
    assert_eq!(tiles.len(), 144);
    tiles
}

fn frame(ctx: &egui::Context, prefs: &Preferences, tiles: &[(Rect, Face, Look)]) -> usize {
    let mut shapes = Vec::new();
    let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
        let mut batch = FaceBatch::new(ui.ctx(), &prefs.tiles, &prefs.cards);
        for &(rect, face, look) in tiles {
            batch.tile(rect, face, look);
        }
        shapes = batch.into_shapes();
    });
    output.textures_delta.clear();
    let clipped = shapes
        .into_iter()
        .map(|shape| egui::epaint::ClippedShape::new(Rect::EVERYTHING, shape))
        .collect();
    let primitives = ctx.tessellate(clipped, 1.0);
    primitives.len()
}

fn bench(c: &mut Criterion) {
    let tiles = board();
    let mut prefs = Preferences::default();
    prefs.tiles.dim_blocked = true;
    let ctx = egui::Context::default();
    // Warm up: rasterises the atlas once.
    assert_eq!(frame(&ctx, &prefs, &tiles), 1, "a board is one mesh");
    c.bench_function("faces board 144 tiles: lay out and tessellate", |b| {
        b.iter(|| black_box(frame(&ctx, &prefs, black_box(&tiles))))
    });
    c.bench_function("faces atlas: rasterise 44 tile cells at 48 px", |b| {
        b.iter(|| {
            let ctx = egui::Context::default();
            black_box(frame(&ctx, &prefs, &tiles))
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = bench
}
criterion_main!(benches);
