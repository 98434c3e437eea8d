//! The Layout Editor in the window, driven the way a player uses it: clicking the grid, Ctrl+Z,
//! saving to the layouts folder, and the prompt that guards unsaved changes.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use egui::accesskit::Toggled;
use egui::{Event, Key, Modifiers, PointerButton, Pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use parlour::app::{Launch, ParlourApp};
use parlour::game_id::GameId;
use parlour_rules::solitaire::layout::TilePos;
use parlour_rules::solitaire::layout_format::parse_layout;

fn editor(dir: &std::path::Path) -> Harness<'static, ParlourApp> {
    let dir = dir.to_owned();
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| {
            ParlourApp::new(Launch {
                game: Some(GameId::Editor),
                deal: None,
                config_dir: Some(dir.clone()),
                ..Default::default()
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

    harness.get_by_label("🆕 New").click();
    harness.run();
    harness.get_by_label("Unsaved changes");
    harness.get_by_label("Cancel").click();
    harness.run();
    assert_eq!(tiles(&harness), "2");
    assert!(harness.query_by_label("Unsaved changes").is_none());

    harness.get_by_label("🆕 New").click();
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

/// Presses in the middle of grid cell `from`, drags through a few points to the middle of cell
/// `to`, and releases there; `during` runs while the button is still down.
fn drag_cells(
    harness: &mut Harness<'_, ParlourApp>,
    from: (i32, i32),
    to: (i32, i32),
    during: impl FnOnce(&mut Harness<'_, ParlourApp>),
) {
    let start = cell(harness, from.0 as f32 + 0.5, from.1 as f32 + 0.5);
    let end = cell(harness, to.0 as f32 + 0.5, to.1 as f32 + 0.5);
    harness.hover_at(start);
    harness.run();
    harness.drag_at(start);
    harness.run();
    for step in 1..=4 {
        harness.hover_at(start + (end - start) * (step as f32 / 4.0));
        harness.run();
    }
    during(harness);
    harness.drop_at(end);
    harness.run();
}

#[test]
fn mirror_fill_and_drag_a_selection_to_another_place_and_layer() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = editor(dir.path());

    // Left-right mirror: one click puts down a tile and its mirror image (grid 32 wide).
    harness.get_by_label("Left-right").click();
    harness.run();
    click_tile(&mut harness, 2, 2);
    assert_eq!(tiles(&harness), "2");
    harness.get_by_label("Tile at 2,2 on layer 0");
    harness.get_by_label("Tile at 28,2 on layer 0");
    harness.get_by_label("Off").click();
    harness.run();

    // Fill: a rectangle dragged from cell 10,6 to cell 15,9 holds six tile places.
    harness.get_by_label("▣ Fill").click();
    harness.run();
    drag_cells(&mut harness, (10, 6), (15, 9), |_| {});
    assert_eq!(tiles(&harness), "8");
    for (x, y) in [(10, 6), (12, 6), (14, 6), (10, 8), (12, 8), (14, 8)] {
        harness.get_by_label(&format!("Tile at {x},{y} on layer 0"));
    }
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    assert_eq!(tiles(&harness), "2");

    // Select and drag: the tile at 2,2 moves four cells right and, with Page Up while
    // dragging, one layer up.
    harness.get_by_label("◻ Select").click();
    harness.run();
    drag_cells(&mut harness, (2, 2), (6, 4), |_| {});
    assert!(harness.query_by_label("Tile at 2,2 on layer 0").is_none());
    harness.get_by_label("Tile at 6,4 on layer 0");
    drag_cells(&mut harness, (6, 4), (6, 6), |h| {
        h.key_press(Key::PageUp);
        h.run();
    });
    assert!(harness.query_by_label("Tile at 6,4 on layer 0").is_none());
    assert_eq!(
        harness.state().active_panel().unwrap().counters()[0].value,
        "2"
    );
    // The moved tile is on layer 1 now, so it shows there.
    harness.get_by_label("Layer 1  (1 tiles)").click();
    harness.run();
    harness.get_by_label("Tile at 6,6 on layer 1");

    // Every step undoes: the second move, the first move, and the placement.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    harness.get_by_label("Layer 0  (2 tiles)").click();
    harness.run();
    harness.get_by_label("Tile at 2,2 on layer 0");
}

/// Opens the Import or Export dialog, types `path` into its path field and presses `button`.
fn type_path_and_press(
    harness: &mut Harness<'_, ParlourApp>,
    open: &str,
    path: &str,
    button: &str,
) {
    harness.get_by_label(open).click();
    harness.run();
    // The dialog's path field is the last text field (the name and author fields come first).
    fn field<'h>(harness: &'h Harness<'_, ParlourApp>) -> egui_kittest::Node<'h> {
        harness
            .query_all_by_role(egui::accesskit::Role::TextInput)
            .last()
            .unwrap()
    }
    field(harness).click();
    harness.run();
    field(harness).type_text(path);
    harness.run();
    harness.get_by_label(button).click();
    harness.run();
}

#[test]
fn export_to_kmahjongg_then_import_gives_back_the_same_tiles() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = editor(dir.path());
    for (x, y) in [(0, 0), (2, 0), (4, 0), (1, 2)] {
        click_tile(&mut harness, x, y);
    }
    let file = dir.path().join("shape.layout");
    type_path_and_press(&mut harness, "📤 Export…", file.to_str().unwrap(), "Export");
    let written = std::fs::read_to_string(&file).unwrap();
    assert!(written.starts_with("kmahjongg-layout-v1.0"), "{written}");
    assert!(dir.path().join("shape.desktop").exists());

    harness.get_by_label("🆕 New").click();
    harness.run();
    harness.get_by_label("Discard changes").click();
    harness.run();
    assert_eq!(tiles(&harness), "0");

    type_path_and_press(&mut harness, "📥 Import…", file.to_str().unwrap(), "Import");
    assert_eq!(tiles(&harness), "4");
    for (x, y) in [(0, 0), (2, 0), (4, 0), (1, 2)] {
        harness.get_by_label(&format!("Tile at {x},{y} on layer 0"));
    }
}

/// Runs frames until a widget whose label contains `text` shows (the background check runs on
/// its own thread, and the panel polls it each frame), then returns its label.
fn wait_for_label(harness: &mut Harness<'_, ParlourApp>, text: &str) -> String {
    for _ in 0..500 {
        // One frame at a time: the spinner keeps asking for repaints while the search runs.
        harness.step();
        if let Some(node) = harness.query_by_label_contains(text) {
            return node.accesskit_node().label().unwrap_or_default();
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("no “{text}” after 5 s");
}

#[test]
fn the_background_check_answers_in_the_editor() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = editor(dir.path());
    for x in [0, 2, 4, 6] {
        click_tile(&mut harness, x, 0);
    }
    harness.get_by_label("🔍 Check now").click();
    wait_for_label(&mut harness, "can be cleared.");

    // Two tiles, one on the other: they can only leave together, which a stack forbids.
    harness.get_by_label("🆕 New").click();
    harness.run();
    harness.get_by_label("Discard changes").click();
    harness.run();
    click_tile(&mut harness, 0, 0);
    harness.get_by_label("Layer 1  (0 tiles)").click();
    harness.run();
    let grid = harness
        .get_by_label("Layout grid, layer 1 of 0 to 4")
        .rect();
    let pos = grid.min + egui::vec2(grid.width() / 32.0, grid.height() / 16.0);
    harness.hover_at(pos);
    harness.run();
    harness.drag_at(pos);
    harness.drop_at(pos);
    harness.run();
    harness.get_by_label("Tile at 0,0 on layer 1");
    assert_eq!(tiles(&harness), "2");
    harness.get_by_label("🔍 Check now").click();
    wait_for_label(&mut harness, "✖ No");
}
