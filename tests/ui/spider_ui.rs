//! The Spider table driven by accessible labels and keys, as a player finds things: a run
//! finished by dragging leaves the table and scores, a row is refused while a column is empty,
//! and the digits play the notation's moves.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use crate::panel_shell::{Shell, harness};
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use parlour::game_id::GameId;
use parlour::games::spider::ui::SpiderPanel;
use parlour::panel::GamePanel;
use parlour_rules::engine::history::Rules;
use parlour_rules::spider::assist::run_to;
use parlour_rules::spider::deal::deal;
use parlour_rules::spider::rules::{Move, Spider, Suits};
use parlour_rules::spider::solver::{Limits, Verdict, solve};
use std::sync::atomic::AtomicBool;

type SpiderHarness = Harness<'static, Shell<SpiderPanel>>;

/// A one-suit deal's winning line from the solver, as the positions before each move.
fn won_line(deal_no: u64) -> Vec<(Spider, Move)> {
    let start = deal(deal_no, Suits::One);
    let limits = Limits {
        max_nodes: 2_000_000,
        ..Limits::default()
    };
    let solution = solve(&start, limits, &AtomicBool::new(false));
    assert_eq!(solution.verdict, Verdict::Solvable, "deal {deal_no}");
    let mut game = start;
    let mut line = Vec::new();
    for mv in solution.moves {
        line.push((game.clone(), mv));
        game.apply(&mv).unwrap();
    }
    line
}

/// A harness showing `state` as deal `deal_no`.
fn table_with(state: Spider, deal_no: u64) -> SpiderHarness {
    let mut harness = harness(SpiderPanel::new(), [1280.0, 760.0]);
    {
        let shell = harness.state_mut();
        let (panel, mut cx) = shell.context(0.0);
        panel.start(state, deal_no, &mut cx);
    }
    harness.run();
    harness.run();
    harness
}

/// The centre of the lowest card on screen called `label` (the top of its column's pile when
/// one suit has the same card twice in a column).
fn lowest(harness: &SpiderHarness, label: &str) -> egui::Pos2 {
    harness
        .query_all_by_label(label)
        .map(|node| node.rect())
        .max_by(|a, b| a.top().total_cmp(&b.top()))
        .unwrap_or_else(|| panic!("no card called {label}"))
        .center()
}

fn card_label(game: &Spider, column: u8, index: usize) -> String {
    let card = game.columns[usize::from(column)].cards[index];
    format!("{}, column {column}", card.name())
}

fn drag(harness: &mut SpiderHarness, from: egui::Pos2, to: egui::Pos2) {
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

fn panel(harness: &SpiderHarness) -> &SpiderPanel {
    &harness.state().panel
}

#[test]
fn dragging_the_last_card_of_a_run_home_finishes_it_and_it_leaves_the_table() {
    // The solver's line for deal 2, stopped one move before its first finished run.
    let line = won_line(2);
    let (before, mv) = line
        .into_iter()
        .find(|(game, mv)| {
            let mut after = game.clone();
            after.apply(mv).unwrap();
            after.removed.len() > game.removed.len() && matches!(mv, Move::Run { .. })
        })
        .expect("a move that finishes a run");
    let Move::Run { from, to, count } = mv else {
        unreachable!()
    };
    let mut harness = table_with(before.clone(), 2);
    assert_eq!(
        harness.query_all_by_label("Finished run of spades").count(),
        0
    );

    let source = &before.columns[usize::from(from)].cards;
    let grabbed = lowest(
        &harness,
        &card_label(&before, from, source.len() - usize::from(count)),
    );
    let target = &before.columns[usize::from(to)].cards;
    let onto = lowest(&harness, &card_label(&before, to, target.len() - 1));
    drag(&mut harness, grabbed, onto);

    let game = panel(&harness).game().clone();
    assert_eq!(game.removed.len(), before.removed.len() + 1);
    assert_eq!(game.score, before.score - 1 + 100);
    let moved_in = target.len() + usize::from(count);
    assert_eq!(game.columns[usize::from(to)].cards.len(), moved_in - 13);
    assert_eq!(
        harness.query_all_by_label("Finished run of spades").count(),
        1
    );
    let score = panel(&harness)
        .counters()
        .into_iter()
        .find(|c| c.label == "Score")
        .map(|c| c.value);
    assert_eq!(score, Some(game.score.to_string()));
    // The whole finish is one step: undo brings the run back.
    let shell = harness.state_mut();
    let (panel, mut cx) = shell.context(1.0);
    assert!(panel.undo(&mut cx));
    assert_eq!(panel.game(), &before);
}

#[test]
fn a_row_is_refused_while_a_column_is_empty_and_the_status_bar_says_why() {
    // The first position of deal 2's winning line with an empty column and rows left.
    let (before, _) = won_line(2)
        .into_iter()
        .find(|(game, _)| game.first_empty_column().is_some() && game.rows_left() > 0)
        .expect("an empty column before the stock runs out");
    let empty = before.first_empty_column().unwrap();
    let mut harness = table_with(before.clone(), 2);
    let rows = before.rows_left();
    let stock = format!(
        "Stock, {rows} {} left",
        if rows == 1 { "row" } else { "rows" }
    );
    harness.get_by_label(&stock).click();
    harness.run();
    let said = format!("A row is dealt only when no column is empty: column {empty} is empty.");
    assert_eq!(harness.state().messages.last(), Some(&said));
    assert_eq!(panel(&harness).game(), &before);
    assert!(!panel(&harness).can_undo());
    assert!(
        harness
            .query_by_label(&format!("Column {empty}, empty"))
            .is_some()
    );

    harness.state_mut().messages.clear();
    harness.key_press(Key::D);
    harness.run();
    assert_eq!(harness.state().messages.last(), Some(&said));
    assert_eq!(panel(&harness).game(), &before);
}

#[test]
fn digits_move_the_longest_run_and_d_deals_a_row() {
    let start = deal(11, Suits::Two);
    let mut harness = table_with(start.clone(), 11);
    // The first pair of columns the notation can play on this deal.
    let (from, to, mv) = (0..10u8)
        .flat_map(|from| (0..10u8).map(move |to| (from, to)))
        .find_map(|(from, to)| Some((from, to, run_to(&start, from, to).ok()?)))
        .expect("a move on the deal");
    let digit = crate::digit_key;
    harness.key_press(digit(from));
    harness.run();
    assert_eq!(
        harness.state().messages.last().map(String::as_str),
        Some(format!("Column {from}: type the column to move to.").as_str())
    );
    harness.key_press(digit(to));
    harness.run();
    let mut expected = start.clone();
    expected.apply(&mv).unwrap();
    assert_eq!(panel(&harness).game(), &expected);

    // A refused pair says why and changes nothing.
    let refused = (0..10u8)
        .flat_map(|from| (0..10u8).map(move |to| (from, to)))
        .find(|&(from, to)| {
            from != to && expected.run_len(from) > 0 && run_to(&expected, from, to).is_err()
        })
        .expect("a pair that cannot move");
    harness.key_press(digit(refused.0));
    harness.run();
    harness.key_press(digit(refused.1));
    harness.run();
    assert!(
        harness
            .state()
            .messages
            .last()
            .is_some_and(|m| m.contains("does not fit on")),
        "{:?}",
        harness.state().messages.last()
    );
    assert_eq!(panel(&harness).game(), &expected);

    harness.key_press(Key::D);
    harness.run();
    assert_eq!(panel(&harness).game().rows_left(), expected.rows_left() - 1);
    assert_eq!(panel(&harness).id(), GameId::Spider);
}

#[test]
fn a_won_game_shows_the_card_and_its_new_game_button_deals_again() {
    // The solver's line for deal 2, stopped before its last move.
    let (before, mv) = won_line(2).pop().expect("a winning line");
    let Move::Run { from, to, .. } = mv else {
        panic!("the last move finishes a run: {mv:?}");
    };
    assert_eq!(
        run_to(&before, from, to).ok(),
        Some(mv),
        "the digits play it"
    );
    let mut harness = table_with(before, 2);
    assert!(harness.query_by_label("You won!").is_none());
    for column in [from, to] {
        harness.key_press(crate::digit_key(column));
        harness.run();
    }
    harness.run();
    assert!(panel(&harness).game().is_won());
    harness.get_by_label("You won!");
    harness.get_by_label_contains("Deal 2, in ");
    harness.get_by_label_contains("Play this deal again");
    harness.get_by_label("➕ New game").click();
    for _ in 0..3 {
        harness.run();
    }
    let game = panel(&harness).game();
    assert!(game.removed.is_empty() && !game.is_won(), "a new deal");
    assert!(harness.query_by_label("You won!").is_none());
}

#[test]
fn the_won_card_can_be_put_away_and_comes_back_when_the_game_is_won_again() {
    let (before, mv) = won_line(2).pop().expect("a winning line");
    let Move::Run { from, to, .. } = mv else {
        panic!("the last move finishes a run: {mv:?}");
    };
    let mut harness = table_with(before, 2);
    let win = |harness: &mut SpiderHarness| {
        for column in [from, to] {
            harness.key_press(crate::digit_key(column));
            harness.run();
        }
        harness.run();
    };
    win(&mut harness);
    harness.get_by_label("Close").click();
    harness.run();
    assert!(harness.query_by_label("You won!").is_none(), "put away");
    assert!(
        panel(&harness).game().is_won(),
        "the table stays as it was won"
    );
    {
        let shell = harness.state_mut();
        let (panel, mut cx) = shell.context(0.0);
        assert!(panel.undo(&mut cx), "the winning move undone");
    }
    harness.run();
    assert!(!panel(&harness).game().is_won());
    win(&mut harness);
    harness.get_by_label("You won!");
    // What the app's Escape shortcut does (`app::actions`).
    harness.state_mut().panel.cancel_selection();
    harness.run();
    assert!(
        harness.query_by_label("You won!").is_none(),
        "Escape puts it away too"
    );
}
