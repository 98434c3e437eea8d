//! Shisen-Sho in the window, played through accessible labels, the keyboard and a saved game.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use parlour::app::{Launch, ParlourApp};
use parlour::game_id::GameId;
use parlour::games::shisen::ui::sound::{Effect, SoundOut};
use parlour::games::shisen::ui::{ShisenPanel, tile_label};
use parlour_rules::shisen::{Board, Pos, Size, deal};
use std::cell::RefCell;
use std::rc::Rc;

/// Remembers which sounds the game asked for, instead of playing them.
#[derive(Clone, Default)]
struct Recorder(Rc<RefCell<Vec<Effect>>>);

impl SoundOut for Recorder {
    fn play(&mut self, effect: Effect, _volume: f32) {
        self.0.borrow_mut().push(effect);
    }
}

fn app(dir: &std::path::Path, deal_no: Option<u64>, sounds: &Recorder) -> ParlourApp {
    let mut panels = parlour::app::panels();
    let index = GameId::ALL
        .iter()
        .position(|&g| g == GameId::Shisen)
        .unwrap();
    panels[index] = Box::new(ShisenPanel::with_sound(Box::new(sounds.clone())));
    ParlourApp::with_panels(
        Launch {
            game: Some(GameId::Shisen),
            deal: deal_no,
            config_dir: Some(dir.to_owned()),
            ..Default::default()
        },
        panels,
    )
}

fn harness(app: ParlourApp) -> Harness<'static, ParlourApp> {
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(|_cc| app);
    harness.run();
    harness
}

fn counter(harness: &Harness<'_, ParlourApp>, label: &str) -> String {
    let counters = harness.state().active_panel().unwrap().counters();
    counters
        .into_iter()
        .find(|c| c.label == label)
        .map(|c| c.value)
        .unwrap_or_default()
}

fn label(board: &Board, pos: Pos) -> String {
    tile_label(&board.face_at(pos).unwrap().name(), pos)
}

#[test]
fn clicking_a_pair_by_label_clears_it_and_undo_brings_it_back() {
    let dir = tempfile::tempdir().unwrap();
    let sounds = Recorder::default();
    let mut harness = harness(app(dir.path(), Some(7), &sounds));
    // The same deal number gives the same board, so the test knows where a pair is.
    let board = deal::deal(Size::DEFAULT, false, 7).unwrap().board;
    let (a, b) = board.removable_pairs()[0];
    assert_eq!(counter(&harness, "Tiles left"), "136");

    harness.get_by_label(&label(&board, a)).click();
    harness.run();
    harness.get_by_label(&label(&board, b)).click();
    harness.step();
    assert_eq!(counter(&harness, "Tiles left"), "134");
    assert_eq!(*sounds.0.borrow(), vec![Effect::Match]);
    // The joining line shows for a moment, then goes by itself.
    assert!(harness.state().active_panel().unwrap().is_animating());
    harness.run();
    assert!(!harness.state().active_panel().unwrap().is_animating());
    assert!(harness.query_by_label(&label(&board, a)).is_none());

    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    assert_eq!(counter(&harness, "Tiles left"), "136");
    harness.get_by_label(&label(&board, a));
    harness.get_by_label(&label(&board, b));
}

#[test]
fn a_refused_pair_changes_nothing_and_buzzes() {
    let dir = tempfile::tempdir().unwrap();
    let sounds = Recorder::default();
    let mut harness = harness(app(dir.path(), Some(11), &sounds));
    let board = deal::deal(Size::DEFAULT, false, 11).unwrap().board;
    // Two tiles of different faces.
    let a = Pos::new(0, 0);
    let b = board
        .tiles()
        .find(|&(_, f)| Some(f) != board.face_at(a))
        .unwrap()
        .0;
    harness.get_by_label(&label(&board, a)).click();
    harness.run();
    harness.get_by_label(&label(&board, b)).click();
    harness.run();
    assert_eq!(counter(&harness, "Tiles left"), "136");
    assert_eq!(*sounds.0.borrow(), vec![Effect::Refuse]);
    assert!(
        harness
            .state()
            .messages()
            .iter()
            .any(|m| m.contains("only identical tiles make a pair")),
        "{:?}",
        harness.state().messages()
    );
}

#[test]
fn arrow_keys_and_enter_play_a_pair() {
    let dir = tempfile::tempdir().unwrap();
    let sounds = Recorder::default();
    let mut harness = harness(app(dir.path(), Some(3), &sounds));
    let board = deal::deal(Size::DEFAULT, false, 3).unwrap().board;
    let (a, b) = board.removable_pairs()[0];
    // The first arrow shows the cursor on the top-left tile; the board is full, so each press
    // moves one cell.
    harness.key_press(Key::ArrowRight);
    harness.run();
    let mut at = Pos::new(0, 0);
    for target in [a, b] {
        while at != target {
            let key = if at.row < target.row {
                at.row += 1;
                Key::ArrowDown
            } else if at.row > target.row {
                at.row -= 1;
                Key::ArrowUp
            } else if at.col < target.col {
                at.col += 1;
                Key::ArrowRight
            } else {
                at.col -= 1;
                Key::ArrowLeft
            };
            harness.key_press(key);
            harness.run();
        }
        harness.key_press(Key::Enter);
        harness.run();
    }
    assert_eq!(counter(&harness, "Tiles left"), "134");
}

#[test]
fn a_hint_marks_the_game_as_helped() {
    let dir = tempfile::tempdir().unwrap();
    let sounds = Recorder::default();
    let mut harness = harness(app(dir.path(), Some(5), &sounds));
    assert_eq!(counter(&harness, "Help"), "");
    harness.key_press(Key::H);
    harness.run();
    assert_eq!(counter(&harness, "Help"), "used");
}

#[test]
fn a_resumed_dead_end_offers_a_shuffle_that_unsticks_it() {
    let dir = tempfile::tempdir().unwrap();
    // Crossed pairs in a corner: no two-turn line joins equal faces.
    let size = Size::new(14, 6).unwrap();
    let mut cells = vec![None; size.tiles()];
    for (i, face) in [(0, "1p"), (1, "2p"), (14, "2p"), (15, "1p")] {
        cells[i] = Some(face.parse().unwrap());
    }
    let board = Board::new(size, false, cells).unwrap();
    assert!(board.is_dead_end());
    let saved = serde_json::json!({
        "version": 1,
        "data": {
            "deal_no": 9,
            "solvable_only": true,
            "history": {"initial": board, "steps": [], "done": 0},
            "seconds": 42.0,
            "assisted": false,
            "shuffles": 0,
            "recorded": false
        }
    });
    std::fs::create_dir_all(dir.path().join("saves")).unwrap();
    std::fs::write(dir.path().join("saves/shisen.json"), saved.to_string()).unwrap();

    let sounds = Recorder::default();
    let mut harness = harness(app(dir.path(), None, &sounds));
    assert_eq!(counter(&harness, "Tiles left"), "4");
    harness.get_by_label("No more pairs");
    harness.get_by_label("Shuffle").click();
    harness.run();
    assert!(harness.query_by_label("No more pairs").is_none());
    assert_eq!(counter(&harness, "Tiles left"), "4");
    assert_ne!(counter(&harness, "Pairs"), "0");
    assert_eq!(counter(&harness, "Help"), "used");
    // The shuffle is a move like any other: undo brings the dead end back.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    harness.get_by_label("No more pairs");
}

/// Deals 14x6 deal 21 with or without gravity, optionally asks for a hint, replays the solver's
/// solution by clicking tiles by their labels, and returns the record written for the game.
fn play_out(gravity: bool, hint: bool) -> serde_json::Value {
    let dir = tempfile::tempdir().unwrap();
    let prefs = serde_json::json!({
        "version": 1,
        "data": {"games": {"shisen": {"gravity": gravity, "size": "14x6"}}}
    });
    std::fs::write(dir.path().join("preferences.json"), prefs.to_string()).unwrap();
    let sounds = Recorder::default();
    let mut harness = harness(app(dir.path(), Some(21), &sounds));
    let size = Size::new(14, 6).unwrap();
    let dealt = deal::deal(size, gravity, 21).unwrap();
    let board_counter = if gravity { "14x6 gravity" } else { "14x6" };
    assert_eq!(counter(&harness, "Board"), board_counter);
    if hint {
        harness.key_press(Key::H);
        harness.run();
    }
    // With gravity the tiles fall, and the solution names each pair where it stands at its turn.
    let mut board = dealt.board.clone();
    for &(a, b) in &dealt.solution {
        for pos in [a, b] {
            harness.get_by_label(&label(&board, pos)).click();
            harness.run();
        }
        parlour_rules::engine::history::Rules::apply(
            &mut board,
            &parlour_rules::shisen::Move::RemovePair { a, b },
        )
        .unwrap();
        assert_eq!(
            counter(&harness, "Tiles left"),
            board.tiles_left().to_string()
        );
    }
    assert_eq!(counter(&harness, "Tiles left"), "0");
    assert_eq!(sounds.0.borrow().len(), dealt.solution.len());
    let records: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("records.json")).unwrap()).unwrap();
    let key = if gravity {
        "shisen/14x6/gravity"
    } else {
        "shisen/14x6"
    };
    let entries = &records["data"]["entries"];
    assert_eq!(entries.as_object().unwrap().len(), 1, "{records}");
    entries[key].clone()
}

#[test]
fn clearing_a_gravity_board_records_a_best_time_for_its_size_and_gravity() {
    let record = play_out(true, false);
    assert_eq!(record["won"], 1, "{record}");
    assert!(record["best_time"].is_number(), "{record}");
}

#[test]
fn a_win_after_a_hint_counts_but_sets_no_best_time() {
    let record = play_out(false, true);
    assert_eq!(record["won"], 1, "{record}");
    assert!(record["best_time"].is_null(), "{record}");
}
