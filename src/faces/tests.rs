//! Rasterisation and atlas tests.

use super::atlas::{self, Painter, has_ink};
use super::cards::CardPainter;
use super::gems::GemPainter;
use super::tiles::TilePainter;
use super::*;
use egui::{ColorImage, Rect, pos2, vec2};

/// The face preferences a board is drawn with.
#[derive(Default)]
struct Prefs {
    tiles: TilePreferences,
    cards: CardPreferences,
}

/// Each cell's pixels, cut out of the atlas image.
fn cells(painter: &dyn Painter, px: f32) -> Vec<ColorImage> {
    let (image, uvs, _) = atlas::rasterise(painter, px);
    let size = vec2(image.size[0] as f32, image.size[1] as f32);
    uvs.iter()
        .map(|uv| {
            let area = Rect::from_min_max(
                pos2(uv.min.x * size.x, uv.min.y * size.y),
                pos2(uv.max.x * size.x, uv.max.y * size.y),
            );
            let [w, h] = [area.width() as usize, area.height() as usize];
            let x0 = area.min.x as usize;
            let y0 = area.min.y as usize;
            let pixels = (0..h)
                .flat_map(|y| (0..w).map(move |x| (x, y)))
                .map(|(x, y)| image.pixels[(y0 + y) * image.size[0] + x0 + x])
                .collect();
            ColorImage::new([w, h], pixels)
        })
        .collect()
}

fn whole(image: &ColorImage) -> Rect {
    Rect::from_min_size(
        pos2(0.0, 0.0),
        vec2(image.size[0] as f32, image.size[1] as f32),
    )
}

fn assert_all_drawn_and_distinct(images: &[ColorImage], names: impl Fn(usize) -> String) {
    for (i, image) in images.iter().enumerate() {
        assert!(has_ink(image, whole(image)), "{} is empty", names(i));
        for (j, other) in images.iter().enumerate().skip(i + 1) {
            assert!(
                image.pixels != other.pixels,
                "{} and {} look the same",
                names(i),
                names(j)
            );
        }
    }
}

#[test]
fn every_tile_face_rasterises_and_differs_at_32_and_96_px() {
    for colour_blind in [false, true] {
        for corner_index in [false, true] {
            let painter = TilePainter {
                colour_blind,
                corner_index,
            };
            for px in [32.0, 96.0] {
                let images = cells(&painter, px);
                assert_eq!(images.len(), Face::COUNT + 2);
                assert_all_drawn_and_distinct(&images, |i| {
                    Face::from_index(i).map_or(format!("cell {i}"), |f| f.name())
                });
            }
        }
    }
}

#[test]
fn the_font_subset_has_every_glyph_the_faces_use() {
    for ch in "一二三四五六七八九萬東南西北中發梅蘭菊竹春夏秋冬0123456789AJQKESWNRGh".chars()
    {
        assert!(raster::has_glyph(ch), "missing glyph {ch}");
    }
}

#[test]
fn an_atlas_is_rasterised_once_per_size_and_reused() {
    let ctx = egui::Context::default();
    let prefs = Prefs::default();
    let frame = |width: f32| {
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            let mut batch = FaceBatch::new(ui.ctx(), &prefs.tiles, &prefs.cards);
            for i in 0..144 {
                let x = (i % 12) as f32 * width;
                let rect = Rect::from_min_size(pos2(x, 0.0), vec2(width, width * TILE_ASPECT));
                batch.tile(
                    rect,
                    Face::from_index(i % Face::COUNT).unwrap(),
                    Look::default(),
                );
            }
            batch.paint(ui.painter());
        });
        output.textures_delta.clear();
    };
    frame(40.0);
    let after_first = atlas::built_count(&ctx);
    assert_eq!(after_first, 1, "144 tiles of one size need one atlas");
    frame(40.0);
    frame(40.0);
    assert_eq!(
        atlas::built_count(&ctx),
        after_first,
        "same size reuses the atlas"
    );
    frame(60.0);
    assert_eq!(
        atlas::built_count(&ctx),
        after_first + 1,
        "a new size rasterises once"
    );
}

#[test]
fn sizes_round_up_to_a_ladder() {
    assert_eq!(atlas::bucket(31.2), 32);
    assert_eq!(atlas::bucket(48.000_004), 48);
    assert_eq!(atlas::bucket(47.999_996), 48);
    for px in [50.0, 97.0, 300.0] {
        let b = atlas::bucket(px) as f32;
        assert!(b >= px && b <= px * 1.05, "{px} -> {b}");
    }
}

#[test]
fn every_card_face_and_back_rasterises_and_differs() {
    let painter = CardPainter { custom: None };
    for px in [40.0, 110.0] {
        let images = cells(&painter, px);
        assert_eq!(images.len(), cards::OVERLAY + 1);
        assert_all_drawn_and_distinct(&images, |i| {
            Card::deck()
                .nth(i)
                .map_or(format!("cell {i}"), |c| c.name())
        });
    }
}

#[test]
fn every_gem_rasterises_and_differs() {
    for px in [24.0, 80.0] {
        let images = cells(&GemPainter, px);
        assert_eq!(images.len(), usize::from(GEM_KINDS) + 1);
        assert_all_drawn_and_distinct(&images, |i| {
            GEMS.get(i).map_or(format!("cell {i}"), |g| g.0.to_owned())
        });
    }
}

/// A small PNG of one colour, made with the `image` crate.
fn png(colour: [u8; 3]) -> Vec<u8> {
    let image = image::RgbImage::from_pixel(8, 12, image::Rgb(colour));
    let mut bytes = std::io::Cursor::new(Vec::new());
    image.write_to(&mut bytes, image::ImageFormat::Png).unwrap();
    bytes.into_inner()
}

#[test]
fn a_custom_back_shows_and_a_bad_file_keeps_the_previous_one() {
    let ctx = egui::Context::default();
    assert!(!has_custom_back(&ctx));
    set_custom_back(&ctx, &png([250, 0, 0])).unwrap();
    let first = custom::get(&ctx).unwrap().generation;
    let error = set_custom_back(&ctx, b"this is not a picture").unwrap_err();
    assert!(error.to_string().contains("previous back stays"), "{error}");
    let truncated = &png([0, 0, 250])[..20];
    assert!(set_custom_back(&ctx, truncated).is_err());
    assert_eq!(
        custom::get(&ctx).unwrap().generation,
        first,
        "the previous back stays"
    );

    // The picture really is pasted into the back cell.
    let painter = CardPainter {
        custom: custom::get(&ctx),
    };
    let images = cells(&painter, 60.0);
    let back = &images[cards::back_cell(CardBack::Custom)];
    let centre = back.pixels[back.size[1] / 2 * back.size[0] + back.size[0] / 2];
    assert_eq!(centre, egui::Color32::from_rgb(250, 0, 0));
}

#[test]
fn a_board_of_tiles_paints_as_one_mesh() {
    let ctx = egui::Context::default();
    let prefs = Prefs::default();
    let mut shapes = Vec::new();
    let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
        let mut batch = FaceBatch::new(ui.ctx(), &prefs.tiles, &prefs.cards);
        for i in 0..144 {
            let rect = Rect::from_min_size(
                pos2((i % 12) as f32 * 30.0, (i / 12) as f32 * 40.0),
                vec2(30.0, 39.0),
            );
            let look = Look {
                selected: i == 5,
                dimmed: i % 3 == 0,
                ..Look::default()
            };
            batch.tile(rect, Face::from_index(i % Face::COUNT).unwrap(), look);
        }
        shapes = batch.into_shapes();
    });
    output.textures_delta.clear();
    assert_eq!(shapes.len(), 1);
    let egui::Shape::Mesh(mesh) = &shapes[0] else {
        panic!("not a mesh")
    };
    // 144 tiles and one highlight, four vertices each.
    assert_eq!(mesh.vertices.len(), 145 * 4);
}
