//! The panel without a window: saves, records per suit count, winnable deals, the daily deal.

use super::*;
use crate::panel::GamePanel;
use crate::panel::test_shell::Shell;
use parlour_rules::engine::card::{Card, CardSuit};
use parlour_rules::spider::rules::{COLUMNS, Column, Suits};

fn play_hints(panel: &mut SpiderPanel, shell: &mut Shell, steps: usize) {
    for _ in 0..steps {
        let Some(mv) = hint(panel.game()) else {
            return;
        };
        assert!(panel.play(mv, &mut shell.cx(1.0)).is_ok());
    }
}

/// Seven runs of spades gone, and on the table king to two in column 0 and the ace alone in
/// column 1: one move from a win.
pub(super) fn one_move_from_a_win() -> Spider {
    let spade = |rank| Card::new(rank, CardSuit::Spades).unwrap_or_else(|| unreachable!());
    let mut columns: [Column; COLUMNS] = Default::default();
    columns[0].cards = (2..=13).rev().map(spade).collect();
    columns[1].cards = vec![spade(1)];
    let mut game = Spider::from_parts(Suits::One, columns, Vec::new());
    game.removed = vec![CardSuit::Spades; RUNS - 1];
    game.score = 400;
    game
}

#[test]
fn a_saved_game_resumes_with_its_undo_and_redo() {
    let mut shell = Shell::new();
    let settings = SpiderSettings {
        suits: Suits::Two,
        ..SpiderSettings::default()
    };
    settings.store(&mut shell.cx(0.0));
    let mut panel = SpiderPanel::new();
    panel.new_game(77, &mut shell.cx(0.0));
    assert_eq!(panel.game().suits, Suits::Two);
    play_hints(&mut panel, &mut shell, 6);
    assert!(panel.undo(&mut shell.cx(3.0)));
    let saved = panel.save(10.0).expect("a game to save");

    let mut resumed = SpiderPanel::new();
    assert_eq!(resumed.restore(saved, &mut shell.cx(0.0)), Ok(()));
    assert_eq!(resumed.game(), panel.game());
    assert_eq!(resumed.deal_no(), Some(77));
    assert!(resumed.can_redo());
    assert!(resumed.redo(&mut shell.cx(0.0)));
    assert!(panel.redo(&mut shell.cx(0.0)));
    assert_eq!(resumed.game(), panel.game());
}

#[test]
fn a_damaged_save_is_refused_and_changes_nothing() {
    let mut shell = Shell::new();
    let mut panel = SpiderPanel::new();
    panel.new_game(5, &mut shell.cx(0.0));
    let before = panel.game().clone();
    let mut saved = panel.save(0.0).expect("a game to save");
    // A heart in a one-suit game.
    saved["history"]["initial"]["stock"][0] = serde_json::json!("3H");
    let result = panel.restore(saved, &mut shell.cx(0.0));
    assert!(result.is_err(), "{result:?}");
    assert_eq!(panel.game(), &before);
}

#[test]
fn a_win_is_recorded_under_its_suit_count_with_its_score() {
    let mut shell = Shell::new();
    let mut panel = SpiderPanel::new();
    panel.start(one_move_from_a_win(), 12, &mut shell.cx(0.0));
    let mv = Move::Run {
        from: 1,
        to: 0,
        count: 1,
    };
    assert!(panel.play(mv, &mut shell.cx(30.0)).is_ok());
    assert!(panel.game().is_won());
    assert_eq!(panel.game().score, 499);
    let record = shell.records.get("spider/1suit").expect("a record");
    assert_eq!((record.played, record.won), (1, 1));
    assert_eq!(record.best_score, Some(499));
}

#[test]
fn winnable_only_deals_a_deal_the_solver_wins() {
    let mut shell = Shell::new();
    let settings = SpiderSettings {
        winnable_only: true,
        suits: Suits::One,
        ..SpiderSettings::default()
    };
    settings.store(&mut shell.cx(0.0));
    let mut panel = SpiderPanel::new();
    panel.new_game(40, &mut shell.cx(0.0));
    for _ in 0..12000 {
        panel.take_dealt(&mut shell.cx(0.0));
        if !panel.is_dealing() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert!(!panel.is_dealing(), "the deal came within 60 s");
    let deal_no = panel.deal_no().unwrap_or(0);
    assert!(deal_no >= 40);
    assert_eq!(deal(deal_no, Suits::One), *panel.game());
    // The solver's line for it, replayed by the rules, wins.
    let limits = parlour_rules::spider::solver::Limits {
        max_nodes: parlour_rules::spider::solver::WINNABLE_NODES,
        max_states: 1 << 20,
    };
    let stop = std::sync::atomic::AtomicBool::new(false);
    let solution = parlour_rules::spider::solver::solve(panel.game(), limits, &stop);
    let mut game = panel.game().clone();
    for mv in solution.moves {
        assert!(parlour_rules::engine::history::Rules::apply(&mut game, &mv).is_ok());
    }
    assert!(game.is_won());
}

#[test]
fn the_daily_deal_is_one_suit_whatever_the_settings() {
    let mut shell = Shell::new();
    let settings = SpiderSettings {
        suits: Suits::Four,
        ..SpiderSettings::default()
    };
    settings.store(&mut shell.cx(0.0));
    let mut panel = SpiderPanel::new();
    let date = time::Date::from_calendar_date(2026, time::Month::November, 27)
        .unwrap_or_else(|_| unreachable!());
    assert!(panel.play_daily(DailyGame::SpiderOneSuit, date, 123, &mut shell.cx(0.0)));
    assert_eq!(panel.game(), &deal(123, Suits::One));
    assert_eq!(panel.daily(), Some((DailyGame::SpiderOneSuit, date)));
    assert!(!panel.play_daily(DailyGame::FreeCell, date, 5, &mut shell.cx(0.0)));
}
