//! The atlas made a few cells a frame: the same pixels, stand-ins, and the frame's budget.

use super::*;
use crate::faces::tiles::TilePainter;

fn tiles() -> TilePainter {
    TilePainter {
        colour_blind: false,
        corner_index: false,
    }
}

#[test]
fn an_atlas_made_a_few_cells_at_a_time_is_the_one_made_at_once() {
    let painter = tiles();
    let (at_once, uvs, layout) = rasterise(&painter, 40.0);
    let mut building = Building::at(&painter, 40.0);
    let cell = (layout.cell.x * layout.cell.y) as usize;
    let mut steps = 0;
    while !building.is_done() {
        let spent = building.advance(&painter, 3 * cell, None);
        assert!(spent > 0 && spent <= 3 * cell, "{spent} pixels in one step");
        steps += 1;
    }
    assert_eq!(steps, painter.cells().div_ceil(3));
    let (in_steps, step_uvs, step_layout) = building.into_image(&painter);
    assert_eq!((step_uvs, step_layout), (uvs, layout));
    assert!(
        in_steps.pixels == at_once.pixels,
        "the same pixels either way"
    );
}

#[test]
fn a_new_size_stands_in_with_the_nearest_until_it_is_done() {
    let ctx = Context::default();
    let painter = tiles();
    // Faces a frame can rasterise: about ten of the 48-pixel ones.
    let budget = Budget::pixels(40 * 1024);
    let frame = |width: f32| {
        let mut seen = None;
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            seen = Some(get_within(ui.ctx(), &painter, width, budget));
        });
        // A renderer would take the textures; the test has none.
        output.textures_delta.clear();
        seen.expect("one frame ran")
    };
    let face_width = |width: f32| frame(width).layout.face.x;
    let texture_size = |width: f32| frame(width).texture.size();
    // Nothing made yet: nothing is drawn (one transparent pixel) while a third of the size
    // is made within the frames' budget (one frame's here); then it stands in.
    let mut blank_frames = 0;
    while texture_size(48.0) == [1, 1] {
        blank_frames += 1;
        assert!(blank_frames < 20, "the small one never done");
    }
    let first = face_width(48.0);
    assert!(first < 20.0, "a stand-in {first} px wide");
    let mut frames = 1;
    while face_width(48.0) < 47.0 {
        frames += 1;
        assert!(frames < 20, "48 px never done");
    }
    assert!(frames >= 3, "made over several frames ({frames})");
    // A larger size next: the 48-pixel atlas stands in, not the small one.
    let stand_in = face_width(96.0);
    assert!((47.0..50.0).contains(&stand_in), "{stand_in}");
    assert_eq!(built_count(&ctx), 2, "the stand-in and 48 px");
    // With no limit (the desktop), a size is made in the frame that asks for it.
    let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
        let atlas = get_within(ui.ctx(), &painter, 64.0, Budget::NONE);
        assert!(atlas.layout.face.x >= 64.0);
    });
    output.textures_delta.clear();
}

#[test]
fn out_of_time_a_frame_draws_one_cell_and_the_size_is_still_done() {
    let ctx = Context::default();
    let painter = tiles();
    // Time is up as soon as a frame starts: one cell a frame, whatever the pixels.
    let budget = Budget {
        pixels: None,
        millis: Some(0.0),
    };
    let frame = |width: f32| {
        let mut seen = 0.0;
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            // Two sizes asked in one frame share its budget.
            let atlas = get_within(ui.ctx(), &painter, width, budget);
            // A blank stand-in (one pixel) counts as nothing made.
            if atlas.texture.size() != [1, 1] {
                seen = atlas.layout.face.x;
            }
            get_within(ui.ctx(), &painter, width * 2.0, budget);
        });
        output.textures_delta.clear();
        seen
    };
    frame(30.0);
    // The small stand-in, then the cells of 30 px, one a frame: the frames needed are at
    // least the cells, and not many more.
    let built_before = built_count(&ctx);
    let mut frames = 0;
    while frame(30.0) < 29.0 {
        frames += 1;
        assert!(frames <= 2 * painter.cells(), "30 px never done");
    }
    assert!(
        frames + 1 >= painter.cells() / 2,
        "{frames} frames for {} cells",
        painter.cells()
    );
    assert!(built_count(&ctx) > built_before);
}
