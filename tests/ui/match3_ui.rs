//! The Match-3 panel driven the way a player drives it: by the accessible names of the cells.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use parlour::app::{Launch, ParlourApp};
use parlour::game_id::GameId;
use parlour::games::match3::ui::{Match3Panel, cell_name};
use parlour::panel::{GamePanel, PanelContext};
use parlour::preferences::Preferences;
use parlour::records::Records;
use parlour_rules::match3::{Board, Match3, Mode, Pos, hint};

const DEAL: u64 = 4242;

fn app(dir: &std::path::Path) -> Harness<'static, ParlourApp> {
    let dir = dir.to_owned();
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| {
            ParlourApp::new(Launch {
                game: Some(GameId::Match3),
                deal: Some(DEAL),
                config_dir: Some(dir.clone()),
                ..Default::default()
            })
        });
    // Animations and the clock keep asking for frames, so step a fixed number of them.
    harness.run_steps(2);
    harness
}

/// The status bar counters of the Match-3 panel, as (label, value).
fn counter(harness: &Harness<'_, ParlourApp>, label: &str) -> String {
    let panel = harness.state().active_panel().expect("a panel");
    panel
        .counters()
        .into_iter()
        .find(|c| c.label == label)
        .map(|c| c.value)
        .unwrap_or_default()
}

/// Switches to Moves mode with the side panel's button (same deal, so the board is known).
fn moves_mode(harness: &mut Harness<'_, ParlourApp>) -> Match3 {
    harness.get_by_label("Moves").click();
    harness.run_steps(2);
    assert_eq!(counter(harness, "Moves left"), "30");
    Match3::new(DEAL, Mode::Moves)
}

/// Checks that every cell of `board` is on screen under its accessible name.
fn shows(harness: &Harness<'_, ParlourApp>, board: &Board) -> bool {
    Pos::all().all(|pos| {
        let gem = board.get(pos).expect("on the board");
        harness.query_by_label(&cell_name(gem, pos)).is_some()
    })
}

fn click_cell(harness: &mut Harness<'_, ParlourApp>, board: &Board, pos: Pos) {
    let gem = board.get(pos).expect("on the board");
    harness.get_by_label(&cell_name(gem, pos)).click();
    harness.run_steps(1);
}

#[test]
fn swap_by_label_scores_and_undo_redo_restore_the_turn() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app(dir.path());
    let start = moves_mode(&mut harness);
    assert!(shows(&harness, start.board()));
    assert_eq!(counter(&harness, "Score"), "0");

    let best = hint::best_swap(start.board()).expect("a swap");
    click_cell(&mut harness, start.board(), best.a);
    click_cell(&mut harness, start.board(), best.b);
    assert_eq!(counter(&harness, "Moves left"), "29", "the swap was played");
    // Let the cascade play out, then the score shows the engine's.
    harness.run_steps(40);
    let mut expected = start.clone();
    parlour_rules::engine::history::Rules::apply(
        &mut expected,
        &parlour_rules::match3::Move::Swap {
            a: best.a,
            b: best.b,
        },
    )
    .unwrap();
    assert!(expected.score() > 0);
    assert_eq!(
        counter(&harness, "Score").replace(',', ""),
        expected.score().to_string()
    );
    assert!(
        shows(&harness, expected.board()),
        "the board shows the settled state"
    );
    assert!(!shows(&harness, start.board()));

    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run_steps(2);
    assert_eq!(counter(&harness, "Score"), "0");
    assert_eq!(counter(&harness, "Moves left"), "30");
    assert!(
        shows(&harness, start.board()),
        "undo brings back the board before the swap"
    );

    harness.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    harness.run_steps(40);
    assert!(
        shows(&harness, expected.board()),
        "redo brings back the same refill"
    );
    assert_eq!(
        counter(&harness, "Score").replace(',', ""),
        expected.score().to_string()
    );
}

#[test]
fn refused_swaps_and_clicks_during_a_cascade_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app(dir.path());
    let start = moves_mode(&mut harness);
    let legal = start.board().valid_swaps();
    let refused = Pos::all()
        .flat_map(|a| [(a, Pos::new(a.x + 1, a.y))])
        .find(|&(a, b)| b.is_on_board() && !legal.contains(&(a, b)))
        .expect("a swap that lines up nothing");
    click_cell(&mut harness, start.board(), refused.0);
    click_cell(&mut harness, start.board(), refused.1);
    assert_eq!(counter(&harness, "Moves left"), "30");
    assert!(
        harness
            .state()
            .messages()
            .iter()
            .any(|m| m.contains("lines up nothing"))
    );
    harness.run_steps(4);
    assert!(shows(&harness, start.board()));

    // A legal swap, then clicks at once while its cascade plays: they are ignored.
    let best = hint::best_swap(start.board()).expect("a swap");
    click_cell(&mut harness, start.board(), best.a);
    click_cell(&mut harness, start.board(), best.b);
    assert_eq!(counter(&harness, "Moves left"), "29");
    let mut after = start.clone();
    parlour_rules::engine::history::Rules::apply(
        &mut after,
        &parlour_rules::match3::Move::Swap {
            a: best.a,
            b: best.b,
        },
    )
    .unwrap();
    let next = hint::best_swap(after.board()).expect("a swap");
    click_cell(&mut harness, after.board(), next.a);
    click_cell(&mut harness, after.board(), next.b);
    assert_eq!(
        counter(&harness, "Moves left"),
        "29",
        "input mid-cascade is ignored"
    );
    harness.run_steps(40);
    assert!(shows(&harness, after.board()));
}

#[test]
fn drag_swaps_a_gem_with_its_neighbour() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app(dir.path());
    let start = moves_mode(&mut harness);
    let best = hint::best_swap(start.board()).expect("a swap");
    let gem = start.board().get(best.a).expect("on the board");
    let from = harness
        .get_by_label(&cell_name(gem, best.a))
        .rect()
        .center();
    let other = start.board().get(best.b).expect("on the board");
    let to = harness
        .get_by_label(&cell_name(other, best.b))
        .rect()
        .center();
    let press = |pressed| egui::Event::PointerButton {
        pos: if pressed { from } else { to },
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: Modifiers::default(),
    };
    harness.event(egui::Event::PointerMoved(from));
    harness.event(press(true));
    harness.run_steps(1);
    for k in 1..=4 {
        harness.event(egui::Event::PointerMoved(
            from + (to - from) * (k as f32 / 4.0),
        ));
        harness.run_steps(1);
    }
    harness.event(press(false));
    harness.run_steps(1);
    assert_eq!(
        counter(&harness, "Moves left"),
        "29",
        "the drag made the swap"
    );
}

#[test]
fn a_game_in_progress_saves_and_restores_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app(dir.path());
    let start = moves_mode(&mut harness);
    let best = hint::best_swap(start.board()).expect("a swap");
    click_cell(&mut harness, start.board(), best.a);
    click_cell(&mut harness, start.board(), best.b);
    harness.run_steps(40);
    let panel = harness.state().active_panel().expect("a panel");
    let saved = panel.save(100.0).expect("a game in progress saves");

    let mut prefs = Preferences::default();
    let mut records = Records::default();
    let mut messages = Vec::new();
    let mut cx = PanelContext::new(0.0, &mut prefs, &mut records, &mut messages);
    let mut restored = Match3Panel::new();
    assert!(restored.restore(saved.clone(), &mut cx).is_ok());
    assert_eq!(restored.counters(), panel.counters());
    assert!(restored.can_undo());
    assert_eq!(restored.save(100.0), Some(saved));

    let mut damaged = Match3Panel::new();
    let err = damaged.restore(serde_json::json!({"history": 3}), &mut cx);
    assert!(err.is_err_and(|e| e.contains("damaged")));
}

/// The app with animations off (written to the preferences before it starts).
fn app_without_animation(dir: &std::path::Path) -> Harness<'static, ParlourApp> {
    std::fs::write(
        dir.join("preferences.json"),
        r#"{"version": 1, "data": {"animation_speed": 0.0}}"#,
    )
    .unwrap();
    app(dir)
}

#[test]
fn a_moves_game_ends_after_thirty_swaps_and_sets_the_best_score() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app_without_animation(dir.path());
    let mut state = moves_mode(&mut harness);
    for made in 1..=30 {
        let best = hint::best_swap(state.board()).expect("a swap");
        click_cell(&mut harness, state.board(), best.a);
        click_cell(&mut harness, state.board(), best.b);
        parlour_rules::engine::history::Rules::apply(
            &mut state,
            &parlour_rules::match3::Move::Swap {
                a: best.a,
                b: best.b,
            },
        )
        .unwrap();
        assert_eq!(counter(&harness, "Moves left"), (30 - made).to_string());
    }
    harness.run_steps(2);
    let messages = harness.state().messages();
    assert!(
        messages.iter().any(|m| m.contains("No moves left")),
        "{messages:?}"
    );
    assert!(
        messages.iter().any(|m| m == "New best score!"),
        "{messages:?}"
    );
    let records = std::fs::read_to_string(dir.path().join("records.json")).unwrap();
    assert!(records.contains("match3/Moves"), "{records}");
    assert!(
        records.contains(&format!("\"best_score\": {}", state.score())),
        "{records}"
    );
    // The game is over: the board refuses swaps and undo is off; "Play again" deals anew.
    assert!(!harness.state().active_panel().unwrap().can_undo());
    harness.get_by_label("Play again").click();
    harness.run_steps(2);
    assert_eq!(counter(&harness, "Moves left"), "30");
    assert_eq!(counter(&harness, "Score"), "0");
}

#[test]
fn auto_play_plays_until_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app(dir.path());
    moves_mode(&mut harness);
    harness.get_by_label("▶ Auto-play").click();
    harness.run_steps(24);
    let left: u32 = counter(&harness, "Moves left").parse().unwrap();
    assert!(left < 28, "auto-play made moves ({left} left)");
    harness.get_by_label("▶ Auto-play").click();
    harness.run_steps(20);
    let stopped: u32 = counter(&harness, "Moves left").parse().unwrap();
    harness.run_steps(20);
    assert_eq!(
        counter(&harness, "Moves left"),
        stopped.to_string(),
        "stopped"
    );
}
