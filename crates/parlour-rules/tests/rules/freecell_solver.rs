//! FreeCell's solver: every "solvable" answer's moves, written in the notation, replayed by an
//! independent checker (`freecell_oracle`: its own board of text cards and its own reading of
//! the rules, nothing of the engine's); the verdicts fc-solve gives (freecell-solver-bin 5.0.0,
//! `fc-solve --freecells-num K -to 01ABCDE`, atomic moves, so an exhaustive search) for a few
//! deals with fewer cells; 11982 proven unsolvable; any position, not only a deal; the stop flag.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use parlour_rules::engine::history::Rules;
use parlour_rules::freecell::assist::hint;
use parlour_rules::freecell::deal::{deal, winnable_deal_from};
use parlour_rules::freecell::rules::{Build, FreeCell, Options};
use parlour_rules::freecell::solver::{Limits, Verdict, solve};
use std::sync::atomic::AtomicBool;

use crate::freecell_oracle::Checker;

fn columns_text(game: &FreeCell) -> Vec<Vec<String>> {
    game.columns
        .iter()
        .map(|c| c.iter().map(|card| card.short()).collect())
        .collect()
}

/// Solves deal `deal_no` and, when the solver says solvable, replays its moves in the
/// checker to a win. Returns the verdict.
fn solve_and_check(deal_no: u64, options: Options) -> Verdict {
    let game = deal(deal_no, options).unwrap();
    let solution = solve(&game, Limits::default(), &AtomicBool::new(false));
    if solution.verdict == Verdict::Solvable {
        let mut checker = Checker::new(
            &columns_text(&game),
            usize::from(options.cells),
            options.build == Build::SameSuit,
        );
        for (i, m) in solution.moves.iter().enumerate() {
            let text = m.to_string();
            if let Err(why) = checker.play(&text) {
                panic!("deal {deal_no} {options:?}: move {i} {why}");
            }
        }
        assert!(checker.is_won(), "deal {deal_no}: the moves do not win");
    }
    solution.verdict
}

/// FreeCell's deal of the day skips the deals that cannot be won: on 3372-12-22 the first
/// candidate is 11982 (found by running the date-to-deal function over the days), and the
/// deal of the day is the next number, which the solver wins (its moves checked). The days
/// of a week near now are won the same way.
#[test]
fn the_deal_of_the_day_skips_an_unsolvable_deal() {
    use parlour_rules::daily::{DailyGame, deal_of_the_day, first_candidate};
    let date = |y: i32, m: u8, d: u8| {
        time::Date::from_calendar_date(y, time::Month::try_from(m).unwrap(), d).unwrap()
    };
    let day = date(3372, 12, 22);
    assert_eq!(first_candidate(DailyGame::FreeCell, day), 11982);
    assert_eq!(solve_and_check(11982, cells(4)), Verdict::Unsolvable);
    assert_eq!(deal_of_the_day(DailyGame::FreeCell, day), 11983);
    assert_eq!(solve_and_check(11983, cells(4)), Verdict::Solvable);
    for d in 20..27 {
        let deal_no = deal_of_the_day(DailyGame::FreeCell, date(2026, 11, d));
        assert!((1..=1_000_000).contains(&deal_no));
        assert_eq!(
            solve_and_check(deal_no, cells(4)),
            Verdict::Solvable,
            "{deal_no}"
        );
    }
}

fn cells(cells: u8) -> Options {
    Options {
        cells,
        build: Build::AlternateColours,
    }
}

#[test]
fn the_first_deals_are_won_and_every_move_checks_out() {
    for deal_no in (1..=60).chain([164, 617, 1941, 1_000_000]) {
        assert_eq!(
            solve_and_check(deal_no, cells(4)),
            Verdict::Solvable,
            "deal {deal_no}"
        );
    }
}

#[test]
fn deal_11982_is_proven_unsolvable_with_four_cells() {
    assert_eq!(solve_and_check(11982, cells(4)), Verdict::Unsolvable);
}

/// fc-solve's verdicts with fewer cells (run by hand, see the module's comment).
#[test]
fn fewer_cells_agree_with_fc_solve() {
    let cases: [(u64, u8, Verdict); 14] = [
        (1, 1, Verdict::Unsolvable),
        (2, 1, Verdict::Solvable),
        (3, 1, Verdict::Unsolvable),
        (4, 1, Verdict::Unsolvable),
        (6, 1, Verdict::Unsolvable),
        (8, 1, Verdict::Solvable),
        (9, 1, Verdict::Unsolvable),
        (10, 1, Verdict::Unsolvable),
        (1, 0, Verdict::Unsolvable),
        (2, 0, Verdict::Unsolvable),
        (3, 0, Verdict::Unsolvable),
        (7, 0, Verdict::Unsolvable),
        (8, 0, Verdict::Unsolvable),
        (10, 0, Verdict::Unsolvable),
    ];
    for (deal_no, k, expected) in cases {
        assert_eq!(
            solve_and_check(deal_no, cells(k)),
            expected,
            "deal {deal_no}, {k} cells"
        );
    }
}

#[test]
fn bakers_game_solutions_check_out_under_building_by_suit() {
    let baker = Options {
        cells: 4,
        build: Build::SameSuit,
    };
    let mut solved = 0;
    for deal_no in 1..=12 {
        let verdict = solve_and_check(deal_no, baker);
        assert_ne!(verdict, Verdict::Unknown, "deal {deal_no}");
        solved += usize::from(verdict == Verdict::Solvable);
    }
    assert!(solved > 0);
}

/// The solver answers for the position on the table, not only a deal: part way through a
/// solution it still finds a win, and from a lost deal part way on it still proves the loss.
#[test]
fn positions_part_way_through_are_solved_too() {
    let mut game = deal(617, cells(4)).unwrap();
    let first = solve(&game, Limits::default(), &AtomicBool::new(false));
    for m in &first.moves[..first.moves.len() / 2] {
        game.apply(m).unwrap();
    }
    let rest = solve(&game, Limits::default(), &AtomicBool::new(false));
    assert_eq!(rest.verdict, Verdict::Solvable);
    for m in &rest.moves {
        game.apply(m).unwrap();
    }
    assert!(game.is_won());

    let mut lost = deal(11982, cells(4)).unwrap();
    let first = lost.legal_moves()[0];
    lost.apply(&first).unwrap();
    let solution = solve(&lost, Limits::default(), &AtomicBool::new(false));
    assert_eq!(solution.verdict, Verdict::Unsolvable);
}

#[test]
fn a_hint_is_the_first_move_of_a_win() {
    let game = deal(1, cells(4)).unwrap();
    let stop = AtomicBool::new(false);
    let first = hint(&game, Limits::default(), &stop).unwrap();
    let mut after = game.clone();
    after.apply(&first).unwrap();
    assert_eq!(
        solve(&after, Limits::default(), &stop).verdict,
        Verdict::Solvable
    );
    assert_eq!(
        hint(&deal(11982, cells(4)).unwrap(), Limits::default(), &stop),
        None
    );
}

#[test]
fn a_raised_stop_flag_or_a_spent_budget_gives_unknown_never_a_wrong_verdict() {
    let game = deal(11982, cells(4)).unwrap();
    let stopped = solve(&game, Limits::default(), &AtomicBool::new(true));
    assert_eq!(stopped.verdict, Verdict::Unknown);
    let small = Limits {
        max_nodes: 1000,
        ..Limits::default()
    };
    assert_eq!(
        solve(&game, small, &AtomicBool::new(false)).verdict,
        Verdict::Unknown
    );
    let tiny_table = Limits {
        max_states: 500,
        ..Limits::default()
    };
    assert_eq!(
        solve(&game, tiny_table, &AtomicBool::new(false)).verdict,
        Verdict::Unknown
    );
}

#[test]
fn winnable_only_skips_the_unsolvable_deals() {
    assert_eq!(winnable_deal_from(11982, cells(4)), Some(11983));
    assert_eq!(winnable_deal_from(617, cells(4)), Some(617));
    // With one cell, deal 1 is lost and deal 2 won (fc-solve agrees, above).
    assert_eq!(winnable_deal_from(1, cells(1)), Some(2));
}
