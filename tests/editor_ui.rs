//! The Layout Editor in the window, driven the way a player uses it: clicking the grid, Ctrl+Z,
//! saving to the layouts folder, and the prompt that guards unsaved changes.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use egui::accesskit::Toggled;
use egui::{Event, Key, Modifiers, PointerButton, Pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use parlour::app::{Launch, ParlourApp};
use parlour::games::GameId;
use parlour::games::solitaire::layout::TilePos;
use parlour::games::solitaire::layout_format::parse_layout;

fn editor(dir: &std::path::Path) -> Harness<'static, ParlourApp> {
    let dir = dir.to_owned();
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| {
            ParlourApp::new(Launch {
                game: Some(GameId::Editor),
                deal: None,
                config_dir: Some(dir.clone()),
            })
        });
    harness.run();
    harness
}

fn tiles(harness: &Harness<'_, ParlourApp>) -> String {
    let counters = harness.state().active_panel().unwrap().counters();
    counters
        .iter()
        .find(|c| c.label == "Tiles")
        .unwrap()
        .value
        .clone()
}

/// The screen point of half-tile cell corner `x`, `y` on the grid of layer 0 (32x16 cells).
fn cell(harness: &Harness<'_, ParlourApp>, x: f32, y: f32) -> Pos2 {
    let grid = harness
        .get_by_label("Layout grid, layer 0 of 0 to 4")
        .rect();
    grid.min + egui::vec2(x * grid.width() / 32.0, y * grid.height() / 16.0)
}

/// Clicks the grid so that a tile is centred on the corner shared by cells (x, y) and
/// (x + 1, y + 1): that is, the tile at x, y.
fn click_tile(harness: &mut Harness<'_, ParlourApp>, x: i32, y: i32) {
    let pos = cell(harness, x as f32 + 1.0, y as f32 + 1.0);
    harness.hover_at(pos);
    harness.run();
    for pressed in [true, false] {
        harness.event(Event::PointerButton {
            pos,
            button: PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        });
    }
    harness.run();
}

#[test]
fn place_tiles_by_clicking_undo_and_save() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = editor(dir.path());
    assert_eq!(harness.state().active_game(), GameId::Editor);
    assert_eq!(tiles(&harness), "0");

    click_tile(&mut harness, 4, 4);
    click_tile(&mut harness, 6, 4);
    click_tile(&mut harness, 5, 6);
    assert_eq!(tiles(&harness), "3");
    harness.get_by_label("Tile at 4,4 on layer 0");
    harness.get_by_label("Tile at 6,4 on layer 0");
    harness.get_by_label("Tile at 5,6 on layer 0");

    // A place taken on this layer is refused, and says why.
    click_tile(&mut harness, 5, 4);
    assert_eq!(tiles(&harness), "3");
    assert!(
        harness
            .state()
            .messages()
            .iter()
            .any(|m| m.contains("overlap")),
        "{:?}",
        harness.state().messages()
    );

    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    assert_eq!(tiles(&harness), "2");
    assert!(harness.query_by_label("Tile at 5,6 on layer 0").is_none());
    harness.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    harness.run();
    assert_eq!(tiles(&harness), "3");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    assert_eq!(tiles(&harness), "2");

    harness.get_by_label("💾 Save").click();
    harness.run();
    let saved = std::fs::read_to_string(dir.path().join("layouts/untitled.tiles")).unwrap();
    let layout = parse_layout(&saved).unwrap();
    assert_eq!(
        layout.tiles,
        vec![TilePos::new(4, 4, 0), TilePos::new(6, 4, 0)]
    );
    assert_eq!(layout.name, "Untitled");
}

#[test]
fn unsaved_changes_are_asked_about_before_a_new_layout() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = editor(dir.path());
    click_tile(&mut harness, 0, 0);
    click_tile(&mut harness, 2, 0);
    assert_eq!(tiles(&harness), "2");

    harness.get_by_label("🗋 New").click();
    harness.run();
    harness.get_by_label("Unsaved changes");
    harness.get_by_label("Cancel").click();
    harness.run();
    assert_eq!(tiles(&harness), "2");
    assert!(harness.query_by_label("Unsaved changes").is_none());

    harness.get_by_label("🗋 New").click();
    harness.run();
    harness.get_by_label("Discard changes").click();
    harness.run();
    assert_eq!(tiles(&harness), "0");
}

#[test]
fn a_clicked_problem_selects_its_tiles() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = editor(dir.path());
    click_tile(&mut harness, 0, 0);
    // One tile: the count is odd, and no pair is free. Put one far away: two islands.
    click_tile(&mut harness, 20, 10);
    harness.run();
    let island = harness.get_by_label_contains("sland 1 of 2");
    island.click();
    harness.run();
    let first = harness.get_by_label("Tile at 0,0 on layer 0");
    assert_eq!(first.accesskit_node().toggled(), Some(Toggled::True));
    let other = harness.get_by_label("Tile at 20,10 on layer 0");
    assert_eq!(other.accesskit_node().toggled(), Some(Toggled::False));
}
