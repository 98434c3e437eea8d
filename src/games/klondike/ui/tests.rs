//! The panel without a window: automatic moves in one undo step, saves, records.

use super::*;
use crate::panel::GamePanel;
use crate::panel::test_shell::Shell;

/// Plays the first legal moves the hint suggests, `steps` times.
fn play_hints(panel: &mut KlondikePanel, shell: &mut Shell, steps: usize) {
    for _ in 0..steps {
        let Some(mv) = hint(panel.game()) else {
            return;
        };
        let mut cx = shell.cx(1.0);
        assert!(panel.play(mv, &mut cx).is_ok());
    }
}

#[test]
fn a_move_and_its_automatic_moves_undo_as_one_step() {
    let mut shell = Shell::new();
    let mut panel = KlondikePanel::new();
    for deal_no in 1..200 {
        panel.new_game(deal_no, &mut shell.cx(0.0));
        let before = panel.game().clone();
        // Find a move after which a safe card goes up on its own.
        let found = before.legal_moves().into_iter().find(|&mv| {
            let mut after = before.clone();
            after.apply(&mv).is_ok() && !safe_foundation_moves(&after).is_empty()
        });
        let Some(mv) = found else {
            continue;
        };
        assert!(panel.play(mv, &mut shell.cx(1.0)).is_ok());
        let up: u8 = panel.game().foundations.iter().sum();
        let had: u8 = before.foundations.iter().sum();
        assert!(
            up > had
                + u8::from(matches!(
                    mv,
                    Move::WasteToFoundation | Move::TableauToFoundation { .. }
                ))
        );
        assert!(panel.undo(&mut shell.cx(2.0)));
        assert_eq!(panel.game(), &before);
        assert!(!panel.can_undo());
        return;
    }
    panic!("no deal offered an automatic move");
}

#[test]
fn a_saved_game_resumes_with_its_undo_and_redo() {
    let mut shell = Shell::new();
    let mut panel = KlondikePanel::new();
    panel.new_game(77, &mut shell.cx(0.0));
    play_hints(&mut panel, &mut shell, 6);
    assert!(panel.undo(&mut shell.cx(3.0)));
    let saved = panel.save(10.0).expect("a game to save");

    let mut resumed = KlondikePanel::new();
    assert_eq!(resumed.restore(saved, &mut shell.cx(0.0)), Ok(()));
    assert_eq!(resumed.game(), panel.game());
    assert_eq!(resumed.deal_no(), Some(77));
    assert_eq!(resumed.can_undo(), panel.can_undo());
    assert!(resumed.can_redo());
    assert!(resumed.redo(&mut shell.cx(0.0)));
    assert!(panel.redo(&mut shell.cx(0.0)));
    assert_eq!(resumed.game(), panel.game());
}

#[test]
fn a_damaged_save_is_refused_and_changes_nothing() {
    let mut shell = Shell::new();
    let mut panel = KlondikePanel::new();
    panel.new_game(5, &mut shell.cx(0.0));
    let before = panel.game().clone();
    let mut saved = panel.save(0.0).expect("a game to save");
    // Two aces of clubs and no king of spades.
    saved["history"]["initial"]["stock"][0] = serde_json::json!("AC");
    let result = panel.restore(saved, &mut shell.cx(0.0));
    assert!(result.is_err(), "{result:?}");
    assert_eq!(panel.game(), &before);
    assert!(
        panel
            .restore(serde_json::json!("nonsense"), &mut shell.cx(0.0))
            .is_err()
    );
}

#[test]
fn abandoning_a_started_game_records_a_loss_for_its_variant() {
    let mut shell = Shell::new();
    let mut panel = KlondikePanel::new();
    panel.new_game(9, &mut shell.cx(0.0));
    panel.new_game(10, &mut shell.cx(0.0));
    assert!(
        shell.records.entries.is_empty(),
        "an untouched deal is no game"
    );
    let mv = panel.game().stock_click().expect("a stock to deal");
    assert!(panel.play(mv, &mut shell.cx(1.0)).is_ok());
    let key = record_key(&panel.game().options);
    panel.new_game(11, &mut shell.cx(2.0));
    let record = shell.records.get(&key).expect("a record");
    assert_eq!((record.played, record.won), (1, 0));
}

#[test]
fn winnable_only_deals_a_deal_the_solver_wins() {
    let mut shell = Shell::new();
    let settings = KlondikeSettings {
        winnable_only: true,
        ..KlondikeSettings::default()
    };
    settings.store(&mut shell.cx(0.0));
    let mut panel = KlondikePanel::new();
    // Whatever deal 1 is, the deal chosen from it is one the solver wins. It is worked out
    // away from the window; the panel takes it once it came.
    panel.new_game(1, &mut shell.cx(0.0));
    for _ in 0..6000 {
        panel.take_dealt(&mut shell.cx(0.0));
        if !panel.is_dealing() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert!(!panel.is_dealing(), "the deal came within 30 s");
    let stop = std::sync::atomic::AtomicBool::new(false);
    assert_eq!(
        parlour_rules::klondike::solver::solve(
            panel.game(),
            parlour_rules::klondike::solver::Limits::default(),
            &stop
        )
        .verdict,
        parlour_rules::klondike::solver::Verdict::Solvable
    );
    assert_eq!(
        deal(panel.deal_no().unwrap_or(0), panel.game().options),
        *panel.game()
    );
}
