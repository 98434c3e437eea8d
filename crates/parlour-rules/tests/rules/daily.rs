//! The deal of the day: the date-to-deal function is pinned for good (players compare the same
//! deal on the same day, across versions), and Klondike's and Spider's daily deals are won by
//! replaying the solver's moves.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use parlour_rules::daily::{CANDIDATES, DailyGame, day_number, deal_of_the_day, first_candidate};
use parlour_rules::engine::history::Rules;
use parlour_rules::klondike::solver::{Limits, Verdict, solve};
use std::sync::atomic::AtomicBool;
use time::{Date, Month};

fn date(year: i32, month: u8, day: u8) -> Date {
    let month = Month::try_from(month).unwrap();
    Date::from_calendar_date(year, month, day).unwrap()
}

/// Dates and their deals: Solitaire, Shisen-Sho, Klondike draw 1, draw 3, Match-3. Never edit
/// this table; a change here means every player's deal of the day changed.
const PINNED: [((i32, u8, u8), [u64; 5]); 6] = [
    (
        (2000, 1, 1),
        [652038855, 661873847, 95928481, 13559036, 288969786],
    ),
    (
        (2026, 11, 25),
        [653963686, 466995190, 106932459, 211530033, 135007406],
    ),
    (
        (2026, 11, 26),
        [731368750, 431174931, 75256647, 638673093, 581895451],
    ),
    (
        (2027, 2, 28),
        [311110018, 149293304, 197351303, 115584645, 284134160],
    ),
    (
        (2028, 2, 29),
        [160282119, 382470270, 377418639, 93749372, 239126466],
    ),
    (
        (2030, 12, 31),
        [903769704, 907841840, 98824001, 108542540, 613997751],
    ),
];

#[test]
fn the_date_to_deal_function_never_changes() {
    for ((y, m, d), deals) in PINNED {
        for (game, expected) in DailyGame::ALL.into_iter().zip(deals) {
            assert_eq!(
                deal_of_the_day(game, date(y, m, d)),
                expected,
                "{} on {y}-{m:02}-{d:02}",
                game.key()
            );
        }
    }
}

/// Spider's deal of the day (one suit) on the dates of [`PINNED`]: its own table, added with
/// the game. Never edit it either.
const SPIDER_PINNED: [((i32, u8, u8), u64); 6] = [
    ((2000, 1, 1), 347963951),
    ((2026, 11, 25), 353749862),
    ((2026, 11, 26), 777428635),
    ((2027, 2, 28), 770697087),
    ((2028, 2, 29), 510070229),
    ((2030, 12, 31), 507660870),
];

#[test]
fn spider_s_date_to_deal_function_never_changes() {
    // All dates at once, so that a failure shows the whole table.
    let got: Vec<u64> = SPIDER_PINNED
        .iter()
        .map(|&((y, m, d), _)| deal_of_the_day(DailyGame::SpiderOneSuit, date(y, m, d)))
        .collect();
    let expected: Vec<u64> = SPIDER_PINNED.iter().map(|&(_, n)| n).collect();
    assert_eq!(got, expected);
}

/// A Spider deal of the day is won by the solver's moves, replayed by the independent checker.
#[test]
fn spider_deals_of_the_day_are_won_by_replaying_a_solution() {
    use parlour_rules::daily::SPIDER_NODES;
    use parlour_rules::spider::deal::{deal, to_json};
    let game = DailyGame::SpiderOneSuit;
    let suits = game.spider_suits().unwrap();
    for day in 0..8 {
        let date = date(2026, 11, 20) + time::Duration::days(day);
        let deal_no = deal_of_the_day(game, date);
        let first = first_candidate(game, date);
        assert!((first..first + CANDIDATES).contains(&deal_no));
        let state = deal(deal_no, suits);
        let limits = parlour_rules::spider::solver::Limits {
            max_nodes: SPIDER_NODES,
            max_states: 1 << 20,
        };
        let solution =
            parlour_rules::spider::solver::solve(&state, limits, &AtomicBool::new(false));
        assert_eq!(
            solution.verdict,
            parlour_rules::spider::solver::Verdict::Solvable
        );
        let json = to_json(deal_no, &state);
        let moves: Vec<String> = solution.moves.iter().map(ToString::to_string).collect();
        assert_eq!(
            crate::spider_checker::wins(&json.columns, &json.stock, &moves),
            Ok(true),
            "spider {deal_no} on {date}"
        );
    }
}

#[test]
fn days_count_from_the_first_of_january_2000() {
    assert_eq!(day_number(date(2000, 1, 1)), 0);
    assert_eq!(day_number(date(2000, 3, 1)), 60); // 2000 was a leap year
    assert_eq!(day_number(date(1999, 12, 31)), -1);
    assert_eq!(day_number(date(2026, 11, 25)), 9825);
}

#[test]
fn every_game_and_day_has_its_own_deal() {
    let mut seen = std::collections::HashSet::new();
    for day in 0..30 {
        let date = date(2026, 1, 1) + time::Duration::days(day);
        for game in [DailyGame::Solitaire, DailyGame::Shisen, DailyGame::Match3] {
            let deal = deal_of_the_day(game, date);
            let first = first_candidate(game, date);
            assert!((first..first + CANDIDATES).contains(&deal));
            assert!(seen.insert((game, deal)), "{} repeats {deal}", game.key());
        }
        assert_eq!(
            deal_of_the_day(DailyGame::Match3, date),
            first_candidate(DailyGame::Match3, date)
        );
        // Dealt by the generators, which only make winnable deals.
        let turtle = parlour_rules::solitaire::builtin::builtin_layout("Turtle").unwrap();
        let solitaire = deal_of_the_day(DailyGame::Solitaire, date);
        assert!(parlour_rules::solitaire::deal::deal(&turtle, solitaire).is_ok());
        let shisen = deal_of_the_day(DailyGame::Shisen, date);
        let size = parlour_rules::shisen::size::Size::DEFAULT;
        assert!(parlour_rules::shisen::deal::deal(size, false, shisen).is_ok());
    }
}

/// A Klondike deal of the day is winnable: the solver's moves, replayed through the rules, win it.
#[test]
fn klondike_deals_of_the_day_are_won_by_replaying_a_solution() {
    for game in [DailyGame::KlondikeDraw1, DailyGame::KlondikeDraw3] {
        let options = game.klondike_options().unwrap();
        assert_eq!(
            options.draw,
            if game == DailyGame::KlondikeDraw1 {
                1
            } else {
                3
            }
        );
        for day in 0..8 {
            let date = date(2026, 11, 20) + time::Duration::days(day);
            let deal_no = deal_of_the_day(game, date);
            let first = first_candidate(game, date);
            assert!((first..first + CANDIDATES).contains(&deal_no));
            let mut state = parlour_rules::klondike::deal::deal(deal_no, options);
            let solution = solve(&state, Limits::default(), &AtomicBool::new(false));
            assert_eq!(
                solution.verdict,
                Verdict::Solvable,
                "{} {deal_no}",
                game.key()
            );
            for mv in solution.moves {
                state.apply(&mv).unwrap();
            }
            assert!(state.is_won(), "{} {deal_no}", game.key());
        }
    }
}

#[test]
fn games_are_named_for_the_command_line() {
    for game in DailyGame::ALL {
        assert_eq!(DailyGame::from_key(game.key()), Some(game));
    }
    assert_eq!(DailyGame::from_key("klondike"), None);
    assert_eq!(
        DailyGame::from_key("spider-one-suit"),
        Some(DailyGame::SpiderOneSuit)
    );
}
