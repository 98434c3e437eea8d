//! The Klondike table driven through the window by accessible labels, as a player finds things.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use parlour::app::{Launch, ParlourApp};
use parlour::game_id::GameId;
use parlour_rules::engine::card::CardSuit;
use parlour_rules::klondike::deal::deal;
use parlour_rules::klondike::rules::{Klondike, Options};

/// The first deal (with the default seven piles) that shows an ace on top of a tableau pile.
fn deal_with_an_ace_on_top() -> (u64, Klondike, CardSuit) {
    for n in 1.. {
        let game = deal(n, Options::default());
        let ace = game
            .tableau
            .iter()
            .filter_map(|pile| pile.top())
            .find(|card| card.rank == 1);
        if let Some(ace) = ace {
            return (n, game, ace.suit);
        }
    }
    unreachable!()
}

fn harness_for(dir: &std::path::Path, deal_no: u64) -> Harness<'static, ParlourApp> {
    harness_stepping(dir, deal_no, 0.25) // kittest's own default
}

/// As [`harness_for`], with `step_dt` seconds between frames.
fn harness_stepping(
    dir: &std::path::Path,
    deal_no: u64,
    step_dt: f32,
) -> Harness<'static, ParlourApp> {
    let dir = dir.to_owned();
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .with_step_dt(step_dt)
        .build_eframe(move |_cc| {
            ParlourApp::new(Launch {
                game: Some(GameId::Klondike),
                deal: Some(deal_no),
                config_dir: Some(dir.clone()),
                ..Default::default()
            })
        });
    harness.run();
    harness
}

fn counter(harness: &Harness<'_, ParlourApp>, label: &str) -> Option<String> {
    harness
        .state()
        .active_panel()?
        .counters()
        .into_iter()
        .find(|c| c.label == label)
        .map(|c| c.value)
}

#[test]
fn dragging_an_ace_to_its_foundation_and_undoing() {
    let dir = tempfile::tempdir().unwrap();
    let (deal_no, _game, suit) = deal_with_an_ace_on_top();
    let mut harness = harness_for(dir.path(), deal_no);
    let ace = format!("Ace of {}", suit.name());
    let foundation = format!("{} foundation, empty", suit.name());

    let from = harness.get_by_label(&ace).rect().center();
    let to = harness.get_by_label(&foundation).rect().center();
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

    assert!(
        harness.query_by_label(&foundation).is_none(),
        "the foundation is no longer empty"
    );
    let landed = harness.get_by_label(&ace).rect();
    assert!(
        landed.contains(to),
        "the ace lies on its foundation: {landed:?}"
    );
    assert!(harness.state().active_panel().unwrap().can_undo());

    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    harness.run();
    assert!(
        harness.query_by_label(&foundation).is_some(),
        "undo empties the foundation again"
    );
    assert!(harness.get_by_label(&ace).rect().center().distance(from) < 2.0);
    assert!(!harness.state().active_panel().unwrap().can_undo());
}

#[test]
fn an_illegal_drop_slides_back_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (deal_no, game, suit) = deal_with_an_ace_on_top();
    let mut harness = harness_for(dir.path(), deal_no);
    let ace = format!("Ace of {}", suit.name());
    let from = harness.get_by_label(&ace).rect().center();
    // Drop the ace on another pile's top card: aces never go on the tableau.
    let other = game
        .tableau
        .iter()
        .filter_map(|p| p.top())
        .find(|c| c.rank != 1)
        .unwrap();
    let to = harness.get_by_label(&other.name()).rect().center();
    harness.drag_at(from);
    harness.run();
    for k in 1..=4 {
        harness.hover_at(from + (to - from) * (k as f32 / 4.0));
        harness.run();
    }
    harness.drop_at(to);
    harness.run();
    harness.run();
    assert!(!harness.state().active_panel().unwrap().can_undo());
    assert!(harness.get_by_label(&ace).rect().center().distance(from) < 2.0);
}

#[test]
fn clicking_the_stock_deals_and_undo_takes_it_back() {
    let dir = tempfile::tempdir().unwrap();
    let (deal_no, game, _) = deal_with_an_ace_on_top();
    let mut harness = harness_for(dir.path(), deal_no);
    let stock = game.stock.len();
    assert_eq!(counter(&harness, "Stock"), Some(stock.to_string()));
    harness
        .get_by_label(&format!("Stock, {stock} cards face down"))
        .click();
    harness.run();
    harness.run();
    assert_eq!(counter(&harness, "Stock"), Some((stock - 1).to_string()));
    let dealt = game.stock.last().unwrap();
    assert!(harness.query_by_label(&dealt.name()).is_some());
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    assert_eq!(counter(&harness, "Stock"), Some(stock.to_string()));
}

#[test]
fn keyboard_play_deals_and_moves_a_card() {
    let dir = tempfile::tempdir().unwrap();
    let (deal_no, game, suit) = deal_with_an_ace_on_top();
    let mut harness = harness_for(dir.path(), deal_no);
    // Tab from the stock to the ace's pile, pick it up, Tab back to its foundation, put it down.
    let pile = game
        .tableau
        .iter()
        .position(|p| p.top().is_some_and(|c| c.rank == 1 && c.suit == suit))
        .unwrap();
    let foundation = format!("{} foundation, empty", suit.name());
    // The cursor appears on the stock at the first key; then 2 + 4 + pile steps reach the pile.
    harness.key_press(Key::Tab);
    harness.run();
    for _ in 0..(6 + pile) {
        harness.key_press(Key::Tab);
        harness.run();
    }
    harness.key_press(Key::Enter);
    harness.run();
    for _ in 0..(4 - suit.index() + pile) {
        harness.key_press_modifiers(Modifiers::SHIFT, Key::Tab);
        harness.run();
    }
    harness.key_press(Key::Enter);
    harness.run();
    harness.run();
    assert!(
        harness.query_by_label(&foundation).is_none(),
        "the ace went up by keyboard: {:?}",
        harness.state().messages()
    );
    let stock = game.stock.len();
    harness.key_press(Key::Space);
    harness.run();
    assert_eq!(counter(&harness, "Stock"), Some((stock - 1).to_string()));
}

#[test]
fn double_clicking_an_ace_sends_it_up_and_nothing_else() {
    let dir = tempfile::tempdir().unwrap();
    let (deal_no, _game, suit) = deal_with_an_ace_on_top();
    let mut harness = harness_for(dir.path(), deal_no);
    let ace = format!("Ace of {}", suit.name());
    let foundation = format!("{} foundation, empty", suit.name());
    let at = harness.get_by_label(&ace).rect().center();
    // Two clicks one frame apart at the same spot: a double-click.
    for _ in 0..2 {
        harness.hover_at(at);
        for pressed in [true, false] {
            harness.event(egui::Event::PointerButton {
                pos: at,
                button: egui::PointerButton::Primary,
                pressed,
                modifiers: Modifiers::default(),
            });
        }
        harness.step();
    }
    harness.run();
    assert!(
        harness.query_by_label(&foundation).is_none(),
        "the ace went up"
    );
    // One undo takes everything back: the second click moved nothing of its own.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    assert!(harness.query_by_label(&foundation).is_some());
    assert!(!harness.state().active_panel().unwrap().can_undo());
}

#[test]
fn the_piles_slider_in_settings_is_named_by_its_row_and_moves_with_the_keys() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_for(dir.path(), 1);
    harness.get_by_label("🔧 Settings").click();
    harness.run();
    // Found by its row's label, as a screen reader announces it.
    let slider = harness.get_by_role_and_label(egui::accesskit::Role::Slider, "Tableau piles");
    assert_eq!(slider.accesskit_node().numeric_value(), Some(7.0));
    slider.focus();
    harness.run();
    harness.key_press(Key::ArrowRight);
    harness.run();
    let slider = harness.get_by_role_and_label(egui::accesskit::Role::Slider, "Tableau piles");
    assert_eq!(slider.accesskit_node().numeric_value(), Some(8.0));
}

#[test]
fn a_move_is_written_in_the_frame_after_it_not_in_the_frame_that_made_it() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("saves").join("klondike.json");
    let (deal_no, game, _) = deal_with_an_ace_on_top();
    // Each frame three seconds apart: the desktop's two-second spacing of writes never holds
    // a write back here, so what is seen is the one-frame wait alone.
    let mut harness = harness_stepping(dir.path(), deal_no, 3.0);
    let stock = game.stock.len();
    // Space deals a card: its press alone, so that one step is one frame (kittest runs a frame
    // per queued event). A click would not do with frames three seconds apart: a long press.
    let space = |pressed| egui::Event::Key {
        key: Key::Space,
        physical_key: None,
        pressed,
        repeat: false,
        modifiers: Modifiers::NONE,
    };
    let deal_a_card = |harness: &mut Harness<'_, ParlourApp>, left: usize| {
        harness.event(space(true));
        // Step frame by frame to the one that deals the card.
        for _ in 0..10 {
            harness.step();
            if counter(harness, "Stock") == Some((left - 1).to_string()) {
                return;
            }
        }
        panic!("Space did not deal a card");
    };
    deal_a_card(&mut harness, stock);
    harness.event(space(false));
    harness.run();
    let before = std::fs::read_to_string(&save).expect("the game in play is saved");
    deal_a_card(&mut harness, stock - 1);
    assert_eq!(
        std::fs::read_to_string(&save).unwrap(),
        before,
        "the frame that dealt the card did not also write the game"
    );
    harness.event(space(false));
    harness.step();
    let after = std::fs::read_to_string(&save).unwrap();
    assert_ne!(after, before, "the next frame wrote it");
    let steps = |text: &str| {
        let saved: serde_json::Value = serde_json::from_str(text).unwrap();
        saved["data"]["history"]["steps"].as_array().unwrap().len()
    };
    assert_eq!(steps(&after), steps(&before) + 1);
}
