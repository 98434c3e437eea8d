//! `parlour daily`: the deal number of a game's deal of the day, the same as the app deals.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use parlour_rules::daily::{DailyGame, deal_of_the_day};
use std::process::Command;

fn daily(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_parlour"))
        .arg("daily")
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn prints_the_deal_of_each_game_on_a_date() {
    let date = time::Date::from_calendar_date(2027, time::Month::March, 14).unwrap();
    for game in DailyGame::ALL {
        let out = daily(&["--game", game.key(), "--date", "2027-03-14"]);
        assert!(out.status.success(), "{out:?}");
        let printed = String::from_utf8(out.stdout).unwrap();
        assert_eq!(printed.trim(), deal_of_the_day(game, date).to_string());
    }
    // Pinned in the rules' table too: the deal of 2026-11-25 drawing three.
    let out = daily(&["--game", "klondike-draw3", "--date", "2026-11-25"]);
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "211530033\n");
}

#[test]
fn without_a_date_it_is_today_s_deal() {
    let out = daily(&["--game", "shisen"]);
    assert!(out.status.success(), "{out:?}");
    let today = time::OffsetDateTime::now_utc().date();
    let printed: u64 = String::from_utf8(out.stdout)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    // Around midnight UTC the command may have run on the other day.
    let near = [today.previous_day(), Some(today), today.next_day()];
    assert!(
        near.into_iter()
            .flatten()
            .any(|d| deal_of_the_day(DailyGame::Shisen, d) == printed)
    );
}

#[test]
fn a_wrong_game_or_date_is_explained() {
    let out = daily(&["--game", "klondike"]);
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("klondike-draw1, klondike-draw3"), "{err}");
    let out = daily(&["--game", "match3", "--date", "25/11/2026"]);
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("YYYY-MM-DD"), "{err}");
}
