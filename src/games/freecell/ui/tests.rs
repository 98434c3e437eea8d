//! The panel without a window: automatic moves in one undo step, deal numbers, saves,
//! records, winnable deals only.

use super::*;
use crate::panel::GamePanel;
use crate::panel::test_shell::Shell;

fn solver_moves(game: &FreeCell) -> Vec<Move> {
    let stop = AtomicBool::new(false);
    parlour_rules::freecell::solver::solve(game, Limits::default(), &stop).moves
}

#[test]
fn a_move_and_its_safe_cards_going_home_undo_as_one_step() {
    let mut shell = Shell::new();
    let mut panel = FreeCellPanel::new();
    for deal_no in 1..100 {
        panel.new_game(deal_no, &mut shell.cx(0.0));
        let before = panel.game().clone();
        let found = before.legal_moves().into_iter().find(|&mv| {
            let mut after = before.clone();
            !mv.is_to_foundation()
                && after.apply(&mv).is_ok()
                && !safe_foundation_moves(&after).is_empty()
        });
        let Some(mv) = found else {
            continue;
        };
        assert!(panel.play(mv, &mut shell.cx(1.0)).is_ok());
        assert!(panel.game().foundations.iter().any(|&r| r > 0));
        assert!(panel.undo(&mut shell.cx(2.0)));
        assert_eq!(panel.game(), &before);
        assert!(!panel.can_undo());
        return;
    }
    panic!("no deal offered a move after which a safe card goes home");
}

#[test]
fn deals_stay_within_microsoft_s_numbers() {
    let mut shell = Shell::new();
    let mut panel = FreeCellPanel::new();
    for _ in 0..50 {
        let fresh = panel.fresh_deal_no();
        assert!((FIRST_DEAL..=LAST_DEAL).contains(&fresh), "{fresh}");
    }
    assert_eq!(panel.deal_numbers(), Some(FIRST_DEAL..=LAST_DEAL));
    panel.new_game(617, &mut shell.cx(0.0));
    let before = panel.game().clone();
    panel.new_game(LAST_DEAL + 1, &mut shell.cx(0.0));
    assert_eq!(panel.game(), &before, "a number out of range deals nothing");
    assert_eq!(panel.deal_no(), Some(617));
    assert!(
        shell
            .messages
            .iter()
            .any(|m| m.contains("1,000,000") || m.contains("1000000")),
        "{:?}",
        shell.messages
    );
}

#[test]
fn a_saved_game_resumes_with_its_undo_and_redo() {
    let mut shell = Shell::new();
    let mut panel = FreeCellPanel::new();
    panel.new_game(164, &mut shell.cx(0.0));
    for mv in solver_moves(panel.game()).into_iter().take(8) {
        // Safe cards may already have gone home by themselves.
        if panel.game().check(&mv).is_ok() {
            assert!(panel.play(mv, &mut shell.cx(1.0)).is_ok());
        }
    }
    assert!(panel.undo(&mut shell.cx(3.0)));
    let saved = panel.save(10.0).expect("a game to save");
    let mut resumed = FreeCellPanel::new();
    assert_eq!(resumed.restore(saved, &mut shell.cx(0.0)), Ok(()));
    assert_eq!(resumed.game(), panel.game());
    assert_eq!(resumed.deal_no(), Some(164));
    assert!(resumed.can_redo());
    assert!(resumed.redo(&mut shell.cx(0.0)));
    assert!(panel.redo(&mut shell.cx(0.0)));
    assert_eq!(resumed.game(), panel.game());

    // A save with a card twice is refused and changes nothing.
    let mut damaged = panel.save(10.0).expect("a game to save");
    let twice = damaged["history"]["initial"]["columns"][1][0].clone();
    damaged["history"]["initial"]["columns"][0][0] = twice;
    let before = resumed.game().clone();
    assert!(resumed.restore(damaged, &mut shell.cx(0.0)).is_err());
    assert_eq!(resumed.game(), &before);
}

#[test]
fn the_solver_s_moves_win_and_the_win_is_recorded_for_the_variant() {
    let mut shell = Shell::new();
    // Without automatic moves, so that the solver's moves play exactly as they are.
    let settings = FreeCellSettings {
        auto_safe: false,
        auto_finish: false,
        ..FreeCellSettings::default()
    };
    settings.store(&mut shell.cx(0.0));
    let mut panel = FreeCellPanel::new();
    panel.new_game(1, &mut shell.cx(0.0));
    for mv in solver_moves(panel.game()) {
        assert!(panel.play(mv, &mut shell.cx(5.0)).is_ok(), "{mv}");
    }
    assert!(panel.game().is_won());
    let record = shell.records.get("freecell/4cells").expect("a record");
    assert_eq!((record.played, record.won), (1, 1));
}

#[test]
fn winnable_only_skips_deal_11982() {
    let mut shell = Shell::new();
    let settings = FreeCellSettings {
        winnable_only: true,
        ..FreeCellSettings::default()
    };
    settings.store(&mut shell.cx(0.0));
    let mut panel = FreeCellPanel::new();
    panel.new_game(11982, &mut shell.cx(0.0));
    for _ in 0..6000 {
        panel.take_dealt(&mut shell.cx(0.0));
        if !panel.is_dealing() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert!(!panel.is_dealing(), "the deal came within 30 s");
    assert_eq!(panel.deal_no(), Some(11983));
}
