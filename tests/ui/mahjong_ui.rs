//! The Mahjong panel driven by accessible labels: discarding from the hand, claiming a pong,
//! the claim countdown running out, and taking a discard back.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use parlour::games::mahjong::ui::MahjongPanel;
use parlour::panel::GamePanel;
use parlour_rules::engine::history::Rules;
use parlour_rules::engine::tile::{Face, parse_hand};
use parlour_rules::mahjong::hand::MeldKind;
use parlour_rules::mahjong::table::{Move, Phase, Table, TableSettings};

use crate::panel_shell;

type Shell = panel_shell::Shell<MahjongPanel>;

fn harness(table: Table) -> Harness<'static, Shell> {
    panel_shell::harness(MahjongPanel::with_table(table), [1280.0, 720.0])
}

fn face(text: &str) -> Face {
    text.parse().unwrap()
}

/// A table with each seat's concealed tiles set and `on_turn` to play with `drawn` in hand.
fn scripted(hands: [&str; 4], on_turn: u8, drawn: &str) -> Table {
    let mut table = Table::new(1, TableSettings::default());
    for (seat, text) in hands.iter().enumerate() {
        let player = &mut table.players[seat];
        player.concealed = parse_hand(text).unwrap();
        player.concealed.sort();
        player.drawn = None;
        player.bonus.clear();
    }
    table.players[on_turn as usize].drawn = Some(face(drawn));
    table.phase = Phase::Turn {
        seat: on_turn,
        drawn: true,
        after_kong: false,
    };
    table
}

/// Left (seat 3) has just discarded a Red dragon; the human holds two of them.
fn red_dragon_discarded() -> Table {
    let mut table = scripted(
        [
            "112m345p1678s477z",
            "123456789m1234p",
            "123456789s1234p",
            "123456789p1122z",
        ],
        3,
        "7z",
    );
    table
        .apply(&Move::Discard {
            seat: 3,
            face: face("7z"),
        })
        .unwrap();
    table
}

#[test]
fn a_tile_in_the_hand_is_discarded_by_its_label() {
    let table = Table::new(5, TableSettings::default());
    let first = table.players[0].concealed[0];
    let held = table.players[0].tile_count();
    let mut harness = harness(table);
    harness.step();
    let label = format!("Your hand: {}", first.name());
    harness
        .get_all_by_label(&label)
        .next()
        .expect("the tile is in the hand")
        .click();
    harness.step();
    let table = harness.state().panel.table();
    assert_eq!(table.players[0].discards.first(), Some(&first));
    assert_eq!(table.players[0].tile_count(), held, "moved, not lost");
    assert!(
        table.players[0].drawn.is_none(),
        "the drawn tile joined the hand"
    );
    // The click is handled after the frame painted; the next frame shows the discard.
    harness.step();
    let shown = harness
        .query_all_by_label(&format!("Your discard, the last: {}", first.name()))
        .count()
        + harness
            .query_all_by_label(&format!("Your discard: {}", first.name()))
            .count();
    assert_eq!(shown, 1, "the discard shows in the human's pile");
}

#[test]
fn a_pong_is_claimed_from_a_scripted_discard() {
    let mut harness = harness(red_dragon_discarded());
    harness.step();
    assert!(
        harness
            .query_by_label("Discard of Left, the last: Red dragon")
            .is_some()
    );
    assert!(harness.query_by_label("Chow").is_none());
    harness.get_by_role_and_label(Role::Button, "Pong").click();
    harness.step();
    let table = harness.state().panel.table();
    let melds = &table.players[0].melds;
    assert_eq!(melds.len(), 1);
    assert_eq!((melds[0].kind, melds[0].face), (MeldKind::Pong, face("7z")));
    assert_eq!(
        table.phase,
        Phase::Turn {
            seat: 0,
            drawn: false,
            after_kong: false
        }
    );
    assert!(
        table.players[3].discards.is_empty(),
        "the discard was taken"
    );
    harness.step();
    assert_eq!(harness.get_all_by_label("Your meld: Red dragon").count(), 3);
}

#[test]
fn the_countdown_passes_for_the_human() {
    let mut harness = harness(red_dragon_discarded());
    harness.step();
    assert!(harness.state().panel.is_animating(), "the countdown runs");
    // 0.25 s a frame: 5 s is 20 frames; a few more let it settle.
    harness.run_steps(24);
    let table = harness.state().panel.table();
    assert!(table.players[0].melds.is_empty(), "no pong without a click");
    assert_eq!(table.players[3].discards, [face("7z")]);
    assert!(!matches!(table.phase, Phase::Claims(_)));
}

/// Runs frames until the human is on turn again (or the hand ends).
fn until_my_turn(harness: &mut Harness<'static, Shell>) {
    for _ in 0..400 {
        harness.step();
        match harness.state().panel.table().phase {
            Phase::Turn { seat: 0, .. } | Phase::HandOver(_) | Phase::GameOver => return,
            _ => {}
        }
    }
    panic!("the computer players never gave the turn back");
}

#[test]
fn a_discard_is_taken_back_and_the_same_tile_is_drawn_again() {
    let table = Table::new(9, TableSettings::default());
    let hand = table.players[0].clone();
    let tile = hand.concealed[3];
    let label = format!("Your hand: {}", tile.name());
    let mut harness = harness(table);
    harness.step();
    harness.get_all_by_label(&label).next().unwrap().click();
    until_my_turn(&mut harness);
    let first_time = harness.state().panel.table().clone();
    assert!(first_time.players[0].discards.contains(&tile));

    let shell = harness.state_mut();
    let (panel, mut cx) = shell.context(1_000.0);
    assert!(panel.undo(&mut cx));
    assert_eq!(panel.table().players[0], hand, "back to before the discard");

    harness.step();
    harness.get_all_by_label(&label).next().unwrap().click();
    until_my_turn(&mut harness);
    let second_time = harness.state().panel.table();
    assert_eq!(second_time.players, first_time.players, "the same draws");
    assert_eq!(second_time.wall, first_time.wall);
}

#[test]
fn a_game_in_progress_is_saved_and_restored() {
    let table = Table::new(21, TableSettings::default());
    let tile = table.players[0].concealed[0];
    let mut harness = harness(table);
    harness.step();
    harness
        .get_all_by_label(&format!("Your hand: {}", tile.name()))
        .next()
        .unwrap()
        .click();
    until_my_turn(&mut harness);
    let saved = harness.state().panel.save(0.0).expect("a game in progress");
    let before = harness.state().panel.table().clone();

    let mut shell = Shell::new(MahjongPanel::new());
    let (panel, mut cx) = shell.context(0.0);
    panel.restore(saved, &mut cx).unwrap();
    assert_eq!(panel.table(), &before);
    assert!(panel.can_undo(), "the hand's history came back too");
    assert!(
        panel
            .restore(serde_json::json!({"history": 3}), &mut cx)
            .is_err(),
        "a damaged save is refused"
    );
    assert_eq!(panel.table(), &before, "and changes nothing");
}

/// The human on turn while Left has shown three pongs and thrown six tiles: Left looks ready.
fn left_looks_ready() -> Table {
    use parlour_rules::mahjong::hand::Meld;
    use parlour_rules::mahjong::table::DiscardEvent;
    let mut table = scripted(
        [
            "112m345p1678s477z",
            "123456789m1234p",
            "123456789s1234p",
            "6799p",
        ],
        0,
        "9s",
    );
    table.players[3].melds = ["2s", "5m", "8p"]
        .iter()
        .map(|f| Meld {
            kind: MeldKind::Pong,
            face: face(f),
            concealed: false,
        })
        .collect();
    for turn in ["1z", "9m", "2z", "1p", "3z", "4m"] {
        for seat in [1u8, 2, 3, 0] {
            let thrown = if seat == 3 { face(turn) } else { face("9m") };
            table.players[usize::from(seat)].discards.push(thrown);
            table.discard_log.push(DiscardEvent {
                seat,
                face: thrown,
                drawn: false,
            });
        }
    }
    table
}

#[test]
fn the_hint_says_who_looks_ready_and_how_likely_its_tile_deals_in() {
    let mut harness = harness(left_looks_ready());
    harness.step();
    harness.get_by_label("💡 Hint").click();
    // A frame to take the click, one to measure the new box, one to show it.
    harness.run_steps(3);
    let hint = harness.get_by_label_contains("Suggestion: discard the");
    let node = hint.accesskit_node();
    let text = node.value().or_else(|| node.label()).unwrap_or_default();
    assert!(text.contains("improve") || text.contains("Ready"), "{text}");
    assert!(text.contains("Lin (Medium) may be ready (about "), "{text}");
    assert!(
        text.contains("this tile is almost surely safe") || text.contains("would deal in about "),
        "{text}"
    );
}
