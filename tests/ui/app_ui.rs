//! The window, driven by accessible labels the way a player (or a screen reader) finds things.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use parlour::app::{Launch, ParlourApp};
use parlour::game_id::GameId;
use parlour::panel::{Counter, GamePanel, Handoff, PanelContext};
use parlour_rules::engine::history::{History, Rules};

/// A toy game standing in for a real one: a button pushes a number on a stack.
#[derive(Clone, Debug, Default, PartialEq)]
struct Stack(Vec<u32>);

impl Rules for Stack {
    type Move = u32;
    type Error = ();
    fn apply(&mut self, mv: &u32) -> Result<(), ()> {
        self.0.push(*mv);
        Ok(())
    }
}

struct Toy {
    history: History<Stack>,
    received: usize,
}

impl GamePanel for Toy {
    fn id(&self) -> GameId {
        GameId::Solitaire
    }
    fn ui(&mut self, ui: &mut egui::Ui, _cx: &mut PanelContext<'_>) {
        if ui.button("Push").clicked() {
            let next = self.history.state().0.len() as u32;
            let _ = self.history.apply(next);
        }
        ui.label(format!("Stack height {}", self.history.state().0.len()));
    }
    fn new_game(&mut self, _deal_no: u64, cx: &mut PanelContext<'_>) {
        self.history.reset(Stack::default());
        cx.say("The toy dealt a game");
    }
    fn restart(&mut self, _cx: &mut PanelContext<'_>) {
        self.history.undo_all();
    }
    fn receive(&mut self, _handoff: Handoff, _cx: &mut PanelContext<'_>) {
        self.received += 1;
    }
    fn undo(&mut self, _cx: &mut PanelContext<'_>) -> bool {
        self.history.undo()
    }
    fn redo(&mut self, _cx: &mut PanelContext<'_>) -> bool {
        self.history.redo()
    }
    fn can_undo(&self) -> bool {
        self.history.can_undo()
    }
    fn can_redo(&self) -> bool {
        self.history.can_redo()
    }
    fn is_in_play(&self) -> bool {
        true
    }
    fn deal_no(&self) -> Option<u64> {
        Some(1)
    }
    fn counters(&self) -> Vec<Counter> {
        vec![
            Counter::new("Height", self.history.state().0.len()),
            Counter::new("Received", self.received),
        ]
    }
}

/// A panel that hands something to the toy game, as the editor's test-play does.
struct Sender;

impl GamePanel for Sender {
    fn id(&self) -> GameId {
        GameId::Editor
    }
    fn ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        if ui.button("Send to the toy").clicked() {
            cx.hand_off(GameId::Solitaire, Handoff::Show);
        }
    }
    fn new_game(&mut self, _deal_no: u64, _cx: &mut PanelContext<'_>) {}
    fn restart(&mut self, _cx: &mut PanelContext<'_>) {}
    fn undo(&mut self, _cx: &mut PanelContext<'_>) -> bool {
        false
    }
    fn redo(&mut self, _cx: &mut PanelContext<'_>) -> bool {
        false
    }
    fn can_undo(&self) -> bool {
        false
    }
    fn can_redo(&self) -> bool {
        false
    }
}

fn toy_app(dir: &std::path::Path) -> ParlourApp {
    let mut panels = parlour::app::panels();
    panels[0] = Box::new(Toy {
        history: History::new(Stack::default()),
        received: 0,
    });
    panels[1] = Box::new(Sender);
    let launch = Launch {
        game: Some(GameId::Solitaire),
        deal: None,
        config_dir: Some(dir.to_owned()),
        ..Default::default()
    };
    ParlourApp::with_panels(launch, panels)
}

fn height(harness: &Harness<'_, ParlourApp>) -> String {
    let counters = harness.state().active_panel().unwrap().counters();
    counters[0].value.clone()
}

#[test]
fn every_panel_is_reachable_by_its_label() {
    let dir = tempfile::tempdir().unwrap();
    // A real game panel lays out new buttons over a few frames before it settles.
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .with_max_steps(8)
        .build_eframe(|_cc| {
            ParlourApp::new(Launch {
                config_dir: Some(dir.path().to_owned()),
                ..Launch::default()
            })
        });
    harness.run();
    for game in GameId::ALL {
        harness
            .get_by_role_and_label(Role::Button, game.title())
            .click();
        harness.run();
        assert_eq!(harness.state().active_game(), game);
    }
}

#[test]
fn on_a_phone_the_games_are_a_menu_named_after_the_game_shown() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = Harness::builder()
        .with_size([390.0, 844.0])
        .with_max_steps(8)
        .build_eframe(|_cc| {
            ParlourApp::new(Launch {
                game: Some(GameId::Klondike),
                config_dir: Some(dir.path().to_owned()),
                ..Launch::default()
            })
        });
    harness.run();
    // No games column: its heading is not there, the game's name heads a menu instead.
    assert!(harness.query_by_label("Games").is_none());
    for game in [GameId::Shisen, GameId::Mahjong, GameId::Klondike] {
        let shown = harness.state().active_game();
        harness.get_by_label(shown.title()).click();
        harness.run();
        harness.get_by_label(game.title()).click();
        harness.run();
        assert_eq!(harness.state().active_game(), game);
    }
}

#[test]
fn ctrl_z_and_redo_shortcuts_reach_the_history() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(|_cc| toy_app(dir.path()));
    harness.run();
    harness.get_by_label("Push").click();
    harness.run();
    harness.get_by_label("Push").click();
    harness.run();
    assert_eq!(height(&harness), "2");

    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    assert_eq!(height(&harness), "1", "Ctrl+Z undoes");

    harness.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    harness.run();
    assert_eq!(height(&harness), "2", "Ctrl+Shift+Z redoes");

    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    harness.run();
    assert_eq!(height(&harness), "2", "Ctrl+Y redoes");

    // The tool bar does the same.
    harness.get_by_label("↩ Undo").click();
    harness.run();
    assert_eq!(height(&harness), "1");
}

#[test]
fn shortcuts_are_ignored_while_typing_a_deal_number() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(|_cc| toy_app(dir.path()));
    harness.run();
    harness.get_by_label("Push").click();
    harness.run();
    harness.get_by_label("# Deal…").click();
    harness.run();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.key_press(Key::P);
    harness.run();
    assert_eq!(height(&harness), "1", "the dialog swallowed Ctrl+Z");
    assert!(!harness.state().is_paused());
}

#[test]
fn pause_hides_the_board_and_stops_the_clock() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(|_cc| toy_app(dir.path()));
    harness.run();
    assert!(harness.query_by_label("Push").is_some());
    harness.key_press(Key::P);
    harness.run();
    assert!(harness.state().is_paused());
    assert!(
        harness.query_by_label("Push").is_none(),
        "the board is hidden"
    );
    assert!(harness.query_by_label("Paused").is_some());
    harness.key_press(Key::P);
    harness.run();
    assert!(harness.query_by_label("Push").is_some());
}

#[test]
fn a_corrupt_records_file_is_reported_in_the_window() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("records.json"), "not json").unwrap();
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(|_cc| toy_app(dir.path()));
    harness.run();
    let messages = harness.state().messages();
    assert!(
        messages.iter().any(|m| m.contains("damaged")),
        "{messages:?}"
    );
    assert!(harness.query_by_label("Dismiss").is_some());
}

#[test]
fn a_handoff_shows_the_receiving_panel() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(|_cc| toy_app(dir.path()));
    harness.run();
    harness
        .get_by_role_and_label(Role::Button, GameId::Editor.title())
        .click();
    harness.run();
    assert_eq!(harness.state().active_game(), GameId::Editor);
    harness
        .get_by_role_and_label(Role::Button, "Send to the toy")
        .click();
    harness.run();
    assert_eq!(harness.state().active_game(), GameId::Solitaire);
    let counters = harness.state().active_panel().unwrap().counters();
    assert_eq!(counters[1].value, "1", "the toy received the handoff once");
}

#[test]
fn games_dealt_out_of_sight_keep_the_status_bar_quiet() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(|_cc| {
            let mut app = toy_app(dir.path());
            app.perform(parlour::app::Action::Show(1), 0.0);
            app
        });
    harness.run();
    let messages = harness.state().messages();
    assert!(
        !messages.iter().any(|m| m.contains("toy dealt")),
        "{messages:?}"
    );
}

#[test]
fn a_save_that_cannot_be_resumed_is_kept_aside_not_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    let saves = dir.path().join("saves");
    std::fs::create_dir_all(&saves).unwrap();
    // A Klondike save with no deal in it (and a clock no game could show).
    let save = r#"{"version":1,"data":{"deal_no":3,"seconds":1e308,
        "history":{"initial":null,"steps":[],"done":0}}}"#;
    std::fs::write(saves.join("klondike.json"), save).unwrap();
    let config = dir.path().to_owned();
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| {
            ParlourApp::new(Launch {
                game: Some(GameId::Klondike),
                deal: None,
                config_dir: Some(config.clone()),
                ..Default::default()
            })
        });
    harness.run();
    let messages = harness.state().messages();
    assert!(
        messages
            .iter()
            .any(|m| m.contains("could not be resumed") && m.contains("kept as")),
        "{messages:?}"
    );
    let kept: Vec<_> = std::fs::read_dir(&saves)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("klondike.json.corrupt-")
        })
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(std::fs::read_to_string(kept[0].path()).unwrap(), save);
}
