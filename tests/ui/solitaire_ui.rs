//! The Mahjong Solitaire panel, driven through the window by accessible labels.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use parlour::app::{Launch, ParlourApp};
use parlour::game_id::GameId;
use parlour::games::solitaire::ui::SolitairePanel;
use parlour::panel::{GamePanel, Handoff, PanelContext};
use parlour::preferences::Preferences;
use parlour::records::Records;
use parlour_rules::solitaire::layout::{Layout, TilePos};

/// The app on deal `deal` of the default layout (the Turtle), with its files in `dir`.
fn app(dir: &std::path::Path, deal: u64) -> Harness<'static, ParlourApp> {
    let dir = dir.to_owned();
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| {
            ParlourApp::new(Launch {
                game: Some(GameId::Solitaire),
                deal: Some(deal),
                config_dir: Some(dir.clone()),
                ..Default::default()
            })
        });
    crate::until_dealt(&mut harness);
    harness
}

fn counter(harness: &Harness<'_, ParlourApp>, label: &str) -> String {
    let panel = harness.state().active_panel().unwrap();
    panel
        .counters()
        .into_iter()
        .find(|c| c.label == label)
        .map(|c| c.value)
        .unwrap()
}

/// The labels of every free tile on the board.
fn free_tiles(harness: &Harness<'_, ParlourApp>) -> Vec<String> {
    harness
        .query_all_by_label_contains(", free, column")
        .filter_map(|node| node.accesskit_node().label())
        .collect()
}

/// Two free tiles with the same face, found by their labels ("5 of dots, free, column ...").
fn matching_free_pair(harness: &Harness<'_, ParlourApp>) -> (String, String) {
    let free = free_tiles(harness);
    let face = |label: &str| label.split(", ").next().unwrap_or_default().to_owned();
    for (k, a) in free.iter().enumerate() {
        if let Some(b) = free[k + 1..].iter().find(|b| face(b) == face(a)) {
            return (a.clone(), b.clone());
        }
    }
    panic!("no two free tiles share a face: {free:?}");
}

#[test]
fn clicking_a_matching_pair_removes_it_and_ctrl_z_brings_it_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app(dir.path(), 7);
    assert_eq!(counter(&harness, "Tiles left"), "144");
    assert_eq!(harness.state().active_panel().unwrap().deal_no(), Some(7));
    let (a, b) = matching_free_pair(&harness);

    harness.get_by_label(&a).click();
    harness.run();
    let selected = a.replace(", free,", ", selected,");
    assert!(
        harness.query_by_label(&selected).is_some(),
        "{a} is selected"
    );
    harness.get_by_label(&b).click();
    harness.run();
    assert_eq!(counter(&harness, "Tiles left"), "142");
    assert!(harness.query_by_label(&a).is_none(), "{a} is gone");
    assert!(harness.query_by_label(&b).is_none(), "{b} is gone");

    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    assert_eq!(counter(&harness, "Tiles left"), "144");
    assert!(harness.query_by_label(&a).is_some(), "{a} is back");
    assert!(harness.query_by_label(&b).is_some(), "{b} is back");
}

#[test]
fn a_blocked_tile_refuses_the_click_and_esc_drops_the_selection() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app(dir.path(), 11);
    let blocked = harness
        .query_all_by_label_contains(", blocked, column")
        .filter_map(|n| n.accesskit_node().label())
        .next()
        .unwrap();
    // Click a blocked tile whose centre is not covered by a tile above it (layer 1).
    let visible = harness
        .query_all_by_label_contains(", blocked, column")
        .filter_map(|n| n.accesskit_node().label())
        .find(|l| l.ends_with("layer 1") && l.contains("row 0"))
        .unwrap_or(blocked);
    harness.get_by_label(&visible).click();
    harness.step();
    assert!(
        harness
            .state()
            .messages()
            .iter()
            .any(|m| m.contains("not free")),
        "{:?}",
        harness.state().messages()
    );
    harness.run();
    assert_eq!(counter(&harness, "Tiles left"), "144");

    let free = free_tiles(&harness);
    harness.get_by_label(&free[0]).click();
    harness.run();
    assert!(harness.query_by_label_contains(", selected,").is_some());
    harness.key_press(Key::Escape);
    harness.run();
    assert!(harness.query_by_label_contains(", selected,").is_none());
}

#[test]
fn h_asks_the_solver_thread_for_a_hint() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app(dir.path(), 3);
    harness.key_press(Key::H);
    // The solver answers on its own thread; wait for it without blocking the window.
    for _ in 0..400 {
        harness.step();
        if harness
            .state()
            .messages()
            .iter()
            .any(|m| m.starts_with("Hint:"))
        {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let messages = harness.state().messages();
    assert!(
        messages.iter().any(|m| m.starts_with("Hint:")),
        "{messages:?}"
    );
}

fn little_layout() -> Layout {
    // Two rows of four on the table: always clearable.
    let tiles = (0..4)
        .flat_map(|x| [TilePos::new(2 * x, 0, 0), TilePos::new(2 * x, 2, 0)])
        .collect();
    Layout::new("Little test", "tests", tiles)
}

/// What the shell lends a panel, kept between frames of a panel-only harness.
struct Shell {
    panel: SolitairePanel,
    prefs: Preferences,
    records: Records,
    messages: Vec<String>,
    handoffs: Vec<(GameId, Handoff)>,
}

impl Shell {
    fn new() -> Self {
        Shell {
            panel: SolitairePanel::new(),
            prefs: Preferences::default(),
            records: Records::default(),
            messages: Vec::new(),
            handoffs: Vec::new(),
        }
    }

    /// Deals `deal_no` and waits for it: a deal is built away from the window.
    fn deal(&mut self, deal_no: u64) {
        self.with(|p, cx| p.new_game(deal_no, cx));
        for _ in 0..3000 {
            self.with(|p, cx| p.take_dealt(cx));
            if !self.panel.is_dealing() {
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        panic!("deal {deal_no} did not come within 30 s");
    }

    /// Runs `f` on the panel with a context, keeping the handoffs it asks for.
    fn with<R>(&mut self, f: impl FnOnce(&mut SolitairePanel, &mut PanelContext<'_>) -> R) -> R {
        let mut cx = PanelContext::new(0.0, &mut self.prefs, &mut self.records, &mut self.messages);
        let result = f(&mut self.panel, &mut cx);
        self.handoffs.extend(cx.take_handoffs());
        result
    }
}

fn panel_harness(shell: Shell) -> Harness<'static, Shell> {
    Harness::builder()
        .with_size([1000.0, 700.0])
        .build_ui_state(
            |ui, shell: &mut Shell| {
                crate::panel_shell::use_parlour_fonts(ui.ctx());
                shell.with(|panel, cx| panel.ui(ui, cx))
            },
            shell,
        )
}

#[test]
fn test_play_from_the_editor_and_back() {
    let mut shell = Shell::new();
    shell.deal(5);
    let own = shell.panel.state().unwrap().clone();
    shell.with(|p, cx| {
        p.receive(
            Handoff::PlayLayout {
                layout: Box::new(little_layout()),
                from: GameId::Editor,
            },
            cx,
        )
    });
    assert!(shell.panel.is_test_play());
    assert_eq!(shell.panel.state().unwrap().layout().name, "Little test");
    assert_eq!(shell.panel.state().unwrap().tiles_left(), 8);
    // Meanwhile the player's own game is the one that would be saved.
    let saved = shell.panel.save(0.0).unwrap();
    assert!(saved.to_string().contains(&own.layout().name));

    // Clear the little layout by clicking: a test game leaves the records alone.
    let mut harness = panel_harness(shell);
    harness.run();
    // Follow the deal's own solution (a greedy choice could get stuck).
    let dealt = harness.state().panel.state().unwrap().clone();
    let solution = parlour_rules::solitaire::deal::deal(dealt.layout(), dealt.deal_no())
        .unwrap()
        .solution;
    for pair in solution {
        let labels: Vec<String> = harness
            .query_all_by_label_contains(", free, column")
            .filter_map(|n| n.accesskit_node().label())
            .collect();
        let label_of = |i: usize| {
            let p = dealt.layout().tiles[i];
            labels
                .iter()
                .find(|l| l.ends_with(&format!("column {}, row {}, layer {}", p.x, p.y, p.z + 1)))
                .cloned()
                .unwrap()
        };
        let (a, b) = (label_of(pair.0), label_of(pair.1));
        harness.get_by_label(&a).click();
        harness.run();
        harness.get_by_label(&b).click();
        harness.run();
    }
    assert!(harness.state().panel.state().unwrap().is_won());
    assert!(
        harness.state().records.entries.is_empty(),
        "test games are not recorded"
    );

    harness
        .get_all_by_label("↩ Back to the editor")
        .next()
        .unwrap()
        .click();
    harness.run();
    let shell = harness.state();
    assert!(!shell.panel.is_test_play());
    assert!(matches!(
        shell.handoffs.as_slice(),
        [(GameId::Editor, Handoff::Show)]
    ));
    assert_eq!(
        shell.panel.state(),
        Some(&own),
        "the player's own game is back"
    );
}

#[test]
fn a_game_in_progress_survives_save_and_restore() {
    let mut shell = Shell::new();
    shell.deal(42);
    let pair = shell.panel.state().unwrap().available_pairs()[0];
    // Remove a pair by clicking, then save and restore into a fresh panel.
    let state = shell.panel.state().unwrap().clone();
    let mut history = parlour_rules::engine::history::History::new(state);
    history
        .apply(parlour_rules::solitaire::rules::Move::RemovePair(
            pair.0, pair.1,
        ))
        .unwrap();
    let mut harness = panel_harness(shell);
    harness.run();
    let label = |s: &parlour_rules::solitaire::rules::SolitaireState, i: usize| {
        let p = s.layout().tiles[i];
        format!("column {}, row {}, layer {}", p.x, p.y, p.z + 1)
    };
    let state = harness.state().panel.state().unwrap().clone();
    for i in [pair.0, pair.1] {
        harness
            .get_by_label_contains(&format!(", free, {}", label(&state, i)))
            .click();
        harness.run();
    }
    let played = harness.state().panel.state().unwrap().clone();
    assert_eq!(played.tiles_left(), 142);
    assert_eq!(&played, history.state());

    let saved = harness.state().panel.save(12.0).unwrap();
    let mut restored = Shell::new();
    restored.with(|p, cx| p.restore(saved.clone(), cx)).unwrap();
    assert_eq!(restored.panel.state(), Some(&played));
    assert!(restored.panel.can_undo());
    restored.with(|p, cx| p.undo(cx));
    assert_eq!(restored.panel.state().unwrap().tiles_left(), 144);

    let mut broken = Shell::new();
    let error = broken
        .with(|p, cx| p.restore(serde_json::json!({"history": 3}), cx))
        .unwrap_err();
    assert!(!error.is_empty());
}

#[test]
fn hints_keep_the_position_solvable_cycle_and_mark_the_game_assisted() {
    use parlour_rules::solitaire::solver::{Verdict, solve};
    let mut shell = Shell::new();
    shell.deal(3);
    let mut harness = panel_harness(shell);
    harness.run();
    assert!(!harness.state().panel.is_assisted());
    let mut shown = Vec::new();
    for _ in 0..3 {
        let before = harness.state().messages.len();
        harness.state_mut().with(|p, cx| p.hint(cx));
        // The solver answers on its own thread; the window keeps drawing meanwhile (up to 30 s:
        // a busy CI machine can take seconds).
        let answered = |h: &Harness<'_, Shell>| {
            h.state().messages[before..]
                .iter()
                .any(|m| m.starts_with("Hint:"))
        };
        for _ in 0..3000 {
            harness.step();
            if answered(&harness) {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        assert!(answered(&harness), "the hint came within 30 s");
        let pair = harness
            .state()
            .panel
            .hinted_pair()
            .expect("a hint is shown");
        shown.push(pair);
    }
    let shell = harness.state();
    assert!(shell.panel.is_assisted());
    let state = shell.panel.state().unwrap();
    let stop = std::sync::atomic::AtomicBool::new(false);
    for &(a, b) in &shown {
        assert!(state.is_free(a) && state.is_free(b));
        assert!(state.faces()[a].matches(state.faces()[b]));
        let mut after = state.clone();
        parlour_rules::engine::history::Rules::apply(
            &mut after,
            &parlour_rules::solitaire::rules::Move::RemovePair(a, b),
        )
        .unwrap();
        assert!(
            matches!(solve(&after, &stop), Verdict::Solvable(_)),
            "hint {a},{b} is safe"
        );
    }
    if shown.iter().any(|p| *p != shown[0]) {
        assert_ne!(shown[0], shown[1], "pressing H again shows another pair");
    }
}

#[test]
fn arrow_keys_and_enter_select_a_free_tile() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app(dir.path(), 9);
    assert!(harness.query_by_label_contains(", selected,").is_none());
    harness.key_press(Key::ArrowRight);
    harness.run();
    harness.key_press(Key::ArrowDown);
    harness.run();
    harness.key_press(Key::Enter);
    harness.run();
    assert!(harness.query_by_label_contains(", selected,").is_some());
    assert_eq!(counter(&harness, "Tiles left"), "144");
}

/// A saved game on a row of four tiles whose two free ends do not match: no move is left.
fn stuck_save() -> serde_json::Value {
    use parlour_rules::engine::history::HistoryRecord;
    use parlour_rules::solitaire::rules::{Move, SolitaireState};
    let layout = Layout::new(
        "Row",
        "tests",
        (0..4).map(|x| TilePos::new(2 * x, 0, 0)).collect(),
    );
    let faces = ["1m", "2m", "1m", "2m"]
        .map(|f| f.parse().unwrap())
        .to_vec();
    let record: HistoryRecord<SolitaireState, Move> = HistoryRecord {
        initial: SolitaireState::new(layout, faces, 99),
        steps: Vec::new(),
        done: 0,
    };
    serde_json::json!({"history": record, "seconds": 5.0, "assisted": false, "recorded": false})
}

#[test]
fn with_no_move_left_a_dialog_offers_a_shuffle_that_can_be_cleared() {
    let mut shell = Shell::new();
    shell.with(|p, cx| p.restore(stuck_save(), cx)).unwrap();
    assert!(shell.panel.state().unwrap().is_lost());
    let mut harness = panel_harness(shell);
    harness.run();
    assert!(harness.query_by_label("No moves left").is_some());
    for button in ["↩ Undo", "🔄 Restart", "➕ New game"] {
        assert!(harness.query_by_label(button).is_some(), "{button}");
    }
    harness
        .get_all_by_label("🔀 Shuffle")
        .last()
        .unwrap()
        .click();
    harness.run();
    let shell = harness.state();
    let state = shell.panel.state().unwrap();
    assert_eq!(state.shuffles(), 1);
    assert!(!state.is_lost(), "the shuffle leaves a move");
    assert!(shell.panel.is_assisted());
    assert!(harness.query_by_label("No moves left").is_none());
    let stop = std::sync::atomic::AtomicBool::new(false);
    assert!(matches!(
        parlour_rules::solitaire::solver::solve(state, &stop),
        parlour_rules::solitaire::solver::Verdict::Solvable(_)
    ));
}

#[test]
fn a_win_counts_in_the_layout_record_and_new_game_keeps_the_layout() {
    let mut shell = Shell::new();
    shell.with(|p, cx| p.restore(stuck_save(), cx)).unwrap();
    shell.deal(4);
    assert_eq!(shell.panel.state().unwrap().layout().name, "Row");
    let solution = parlour_rules::solitaire::deal::deal(shell.panel.state().unwrap().layout(), 4)
        .unwrap()
        .solution;
    for (a, b) in solution {
        let mut harness = panel_harness(shell);
        harness.run();
        let state = harness.state().panel.state().unwrap().clone();
        for i in [a, b] {
            let p = state.layout().tiles[i];
            harness
                .get_by_label_contains(&format!(
                    ", free, column {}, row {}, layer {}",
                    p.x,
                    p.y,
                    p.z + 1
                ))
                .click();
            harness.run();
        }
        shell = harness.into_state();
    }
    assert!(shell.panel.state().unwrap().is_won());
    let record = shell.records.get("solitaire/Row").unwrap();
    assert_eq!((record.played, record.won), (1, 1));
    assert!(record.best_time.is_some());
}

#[test]
fn the_game_in_progress_resumes_when_the_app_starts_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app(dir.path(), 21);
    let (a, b) = matching_free_pair(&harness);
    harness.get_by_label(&a).click();
    harness.run();
    harness.get_by_label(&b).click();
    harness.run();
    assert_eq!(counter(&harness, "Tiles left"), "142");
    // The shell writes games in progress every two seconds of (test) time.
    for _ in 0..16 {
        harness.step();
    }
    drop(harness);
    assert!(dir.path().join("saves/solitaire.json").is_file());

    let again_dir = dir.path().to_owned();
    let mut again = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| {
            ParlourApp::new(Launch {
                game: Some(GameId::Solitaire),
                deal: None,
                config_dir: Some(again_dir.clone()),
                ..Default::default()
            })
        });
    again.run();
    assert_eq!(counter(&again, "Tiles left"), "142");
    assert_eq!(again.state().active_panel().unwrap().deal_no(), Some(21));
    assert!(again.query_by_label(&a).is_none());
    again.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    again.run();
    assert_eq!(
        counter(&again, "Tiles left"),
        "144",
        "the history came back too"
    );
}

/// On a phone the strip above the board wraps: the record line never lies over the buttons.
#[test]
fn on_a_phone_the_strip_wraps_instead_of_overlapping() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().to_owned();
    let mut harness = Harness::builder()
        .with_size([390.0, 844.0])
        .build_eframe(move |_cc| {
            ParlourApp::new(Launch {
                game: Some(GameId::Solitaire),
                deal: Some(3),
                config_dir: Some(path.clone()),
                ..Default::default()
            })
        });
    crate::until_dealt(&mut harness);
    let shuffle = harness.get_by_label("🔀 Shuffle").rect();
    let record = harness
        .get_by_label("No games finished on this layout yet")
        .rect();
    assert!(!shuffle.intersects(record), "{shuffle:?} {record:?}");
    assert!(record.max.x <= 390.0, "{record:?}");
}
