//! The FreeCell table driven through the window by accessible labels and typed notation, as a
//! player finds things.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use parlour::app::{Launch, ParlourApp};
use parlour::game_id::GameId;
use parlour_rules::freecell::deal::deal;
use parlour_rules::freecell::rules::{FreeCell, Move, Options};

fn harness_for(dir: &std::path::Path, deal_no: u64) -> Harness<'static, ParlourApp> {
    let dir = dir.to_owned();
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| {
            ParlourApp::new(Launch {
                game: Some(GameId::FreeCell),
                deal: Some(deal_no),
                config_dir: Some(dir.clone()),
                language: Some(parlour::i18n::Language::English),
                ..Default::default()
            })
        });
    harness.run();
    harness
}

/// The first deal whose start offers a run of `min` cards or more onto another column's card.
fn deal_with_a_run_to_move(min: u8) -> (u64, FreeCell, u8, u8, u8) {
    for n in 1..2000 {
        let game = deal(n, Options::default()).unwrap();
        let found = game.legal_moves().into_iter().find_map(|mv| match mv {
            Move::ColumnToColumn { from, to, count }
                if count >= min && !game.columns[usize::from(to)].is_empty() =>
            {
                Some((from, to, count))
            }
            _ => None,
        });
        if let Some((from, to, count)) = found {
            return (n, game, from, to, count);
        }
    }
    unreachable!("no deal from 1 to 2000 starts with such a run")
}

fn drag(harness: &mut Harness<'_, ParlourApp>, from: egui::Pos2, to: egui::Pos2) {
    harness.drag_at(from);
    harness.run();
    // Move in steps so egui sees a drag, not a click.
    for k in 1..=4 {
        harness.hover_at(from + (to - from) * (k as f32 / 4.0));
        harness.run();
    }
    harness.drop_at(to);
    harness.run();
    harness.run();
}

#[test]
fn dragging_a_run_by_its_labels_moves_it_and_undo_puts_it_back() {
    let dir = tempfile::tempdir().unwrap();
    let (deal_no, game, from, to, count) = deal_with_a_run_to_move(2);
    let mut harness = harness_for(dir.path(), deal_no);
    let column = &game.columns[usize::from(from)];
    let bottom = column[column.len() - usize::from(count)];
    let top = *column.last().unwrap();
    let target = *game.columns[usize::from(to)].last().unwrap();

    let bottom_at = harness.get_by_label(&bottom.name()).rect();
    let top_at = harness.get_by_label(&top.name()).rect();
    let target_at = harness.get_by_label(&target.name()).rect();
    // Grab the run by its first card's uncovered strip; let go over the target card.
    drag(&mut harness, bottom_at.center(), target_at.center());

    assert!(harness.state().active_panel().unwrap().can_undo());
    let moved = harness.get_by_label(&bottom.name()).rect();
    assert!(
        (moved.left() - target_at.left()).abs() < 2.0 && moved.top() > target_at.top(),
        "the run's first card lies on the target: {moved:?} vs {target_at:?}"
    );
    let moved_top = harness.get_by_label(&top.name()).rect();
    assert!(moved_top.top() > moved.top(), "the whole run came along");

    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::Z);
    harness.run();
    harness.run();
    assert!(!harness.state().active_panel().unwrap().can_undo());
    let back = harness.get_by_label(&bottom.name()).rect();
    assert!(back.center().distance(bottom_at.center()) < 2.0, "{back:?}");
    let back_top = harness.get_by_label(&top.name()).rect();
    assert!(back_top.center().distance(top_at.center()) < 2.0);
}

/// The key of a column's digit (columns 1 to 8 in the notation).
fn digit(column: u8) -> Key {
    crate::digit_key(column + 1)
}

#[test]
fn typing_a_column_then_a_cell_moves_its_top_card_there() {
    let dir = tempfile::tempdir().unwrap();
    let game = deal(1, Options::default()).unwrap();
    let mut harness = harness_for(dir.path(), 1);
    let top = *game.columns[2].last().unwrap();
    let cell = harness.get_by_label("Free cell a, empty").rect();
    harness.key_press(Key::Num3);
    harness.run();
    harness.key_press(Key::A);
    harness.run();
    harness.run();
    assert!(harness.query_by_label("Free cell a, empty").is_none());
    let moved = harness.get_by_label(&top.name()).rect();
    assert!(moved.center().distance(cell.center()) < 2.0, "{moved:?}");
    assert!(harness.state().active_panel().unwrap().can_undo());
}

#[test]
fn h_after_a_column_sends_its_card_home_instead_of_showing_a_hint() {
    let dir = tempfile::tempdir().unwrap();
    // The first deal with an ace on top of a column.
    let (deal_no, game, column) = (1..500)
        .find_map(|n| {
            let game = deal(n, Options::default()).unwrap();
            let column = game
                .columns
                .iter()
                .position(|c| c.last().is_some_and(|card| card.rank == 1))?;
            Some((n, game, column as u8))
        })
        .unwrap();
    let ace = *game.columns[usize::from(column)].last().unwrap();
    let mut harness = harness_for(dir.path(), deal_no);
    let foundation = format!("{} foundation, empty", ace.suit.name());
    let home = harness.get_by_label(&foundation).rect();
    harness.key_press(digit(column));
    harness.run();
    harness.key_press(Key::H);
    harness.run();
    harness.run();
    assert!(harness.query_by_label(&foundation).is_none());
    let moved = harness.get_by_label(&ace.name()).rect();
    assert!(moved.center().distance(home.center()) < 2.0, "{moved:?}");
}
