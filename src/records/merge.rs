//! Records of two devices (or a backup and this device) made one: every finished game counted
//! once, the caps on kept games held, the figures and streaks worked out again.
//!
//! Games are told apart by [`GameLog::identity`]. Both sides list their games oldest first;
//! the merged list keeps each side's order and interleaves by date, so nothing depends on the two
//! devices' clocks agreeing to the second (a date is a calendar day). What a record counts beyond
//! its kept games (games older than the last 200) cannot be told apart, so the larger of the two
//! is kept, never their sum: a game is never counted twice.

use super::log::{self, GameLog};
use super::{MAX_LOGS, MAX_LOGS_PER_KEY, Record, Records};
use std::collections::HashSet;

impl Records {
    /// Adds `other`'s games and daily results to these.
    pub fn merge(&mut self, other: &Records) {
        for (key, theirs) in &other.entries {
            let merged = match self.entries.get(key) {
                Some(ours) => merge_record(ours, theirs),
                None => theirs.clone(),
            };
            self.entries.insert(key.clone(), merged);
        }
        self.daily.merge(&other.daily);
        log::keep_total(&mut self.entries, MAX_LOGS);
    }
}

/// One record of two.
fn merge_record(ours: &Record, theirs: &Record) -> Record {
    let games = interleave(&ours.games, &theirs.games);
    // What each side counts beyond its kept games; the same history on both, as far as anyone
    // can tell, so the larger one.
    let older = |r: &Record| {
        let won = r.games.iter().filter(|g| g.won).count() as u32;
        (
            r.played.saturating_sub(r.games.len() as u32),
            r.won.saturating_sub(won),
        )
    };
    let (ours_played, ours_won) = older(ours);
    let (theirs_played, theirs_won) = older(theirs);
    let played = ours_played.max(theirs_played) + games.len() as u32;
    let won = ours_won.max(theirs_won) + games.iter().filter(|g| g.won).count() as u32;
    let trailing = games.iter().rev().take_while(|g| g.won).count() as u32;
    let mut streak = trailing;
    if trailing as usize == games.len() {
        // Every kept game a win: the streak may reach back past them on either side.
        streak = streak.max(ours.streak).max(theirs.streak);
    }
    let longest = longest_run(&games);
    let best_time = match (ours.best_time, theirs.best_time) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    };
    let best_score = match (ours.best_score, theirs.best_score) {
        (Some(a), Some(b)) => Some(a.max(b)),
        (a, b) => a.or(b),
    };
    let mut merged = Record {
        best_time,
        best_score,
        played,
        won: won.min(played),
        streak,
        best_streak: longest
            .max(ours.best_streak)
            .max(theirs.best_streak)
            .max(streak),
        games,
    };
    log::keep_last(&mut merged.games, MAX_LOGS_PER_KEY);
    merged
}

/// Both lists in one, each game once: by date, each side's own order kept, ours first on a tie.
fn interleave(ours: &[GameLog], theirs: &[GameLog]) -> Vec<GameLog> {
    let mut seen = HashSet::new();
    let mut out = Vec::with_capacity(ours.len() + theirs.len());
    let (mut a, mut b) = (ours.iter().peekable(), theirs.iter().peekable());
    loop {
        let take_ours = match (a.peek(), b.peek()) {
            (Some(x), Some(y)) => x.date <= y.date,
            (Some(_), None) => true,
            (None, Some(_)) => false,
            (None, None) => break,
        };
        let next = if take_ours { a.next() } else { b.next() };
        if let Some(game) = next
            && seen.insert(game.identity())
        {
            out.push(game.clone());
        }
    }
    out
}

/// The longest run of wins in `games`.
fn longest_run(games: &[GameLog]) -> u32 {
    let (mut best, mut run) = (0, 0);
    for game in games {
        run = if game.won { run + 1 } else { 0 };
        best = best.max(run);
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::Outcome;
    use time::{Date, Month};

    fn day(d: u8) -> Option<Date> {
        Date::from_calendar_date(2026, Month::November, d).ok()
    }

    fn finish(records: &mut Records, won: bool, seconds: f64, d: u8) {
        records.add(
            "klondike/draw1",
            Outcome {
                date: day(d),
                ..Outcome::new(won, seconds)
            },
        );
    }

    #[test]
    fn shared_games_count_once_and_new_ones_add_up() {
        let mut laptop = Records::default();
        finish(&mut laptop, true, 100.0, 1);
        finish(&mut laptop, false, 50.0, 2);
        let mut phone = laptop.clone();
        finish(&mut laptop, true, 80.0, 3);
        finish(&mut phone, true, 70.0, 3);
        finish(&mut phone, true, 60.0, 4);
        let mut merged = laptop.clone();
        merged.merge(&phone);
        let r = merged.get("klondike/draw1").expect("merged");
        assert_eq!((r.played, r.won), (5, 4));
        assert_eq!(r.best_time, Some(60.0));
        assert_eq!((r.streak, r.best_streak), (3, 3));
        // Merging again, or the other way round, changes nothing more.
        let again = {
            let mut m = merged.clone();
            m.merge(&phone);
            m.merge(&laptop);
            m
        };
        assert_eq!(again.get("klondike/draw1").map(|r| r.played), Some(5));
        let mut other_way = phone.clone();
        other_way.merge(&laptop);
        let o = other_way.get("klondike/draw1").expect("merged");
        assert_eq!(
            (o.played, o.won, o.streak, o.best_time),
            (5, 4, 3, Some(60.0))
        );
    }

    #[test]
    fn games_kept_before_ids_are_told_apart_by_what_they_record() {
        let mut old = Records::default();
        finish(&mut old, true, 42.0, 5);
        for record in old.entries.values_mut() {
            for game in &mut record.games {
                game.id = None;
            }
        }
        let mut merged = old.clone();
        merged.merge(&old);
        assert_eq!(merged.get("klondike/draw1").map(|r| r.played), Some(1));
    }

    #[test]
    fn the_caps_still_hold() {
        let mut a = Records::default();
        let mut b = Records::default();
        for k in 0..MAX_LOGS_PER_KEY {
            finish(&mut a, k % 2 == 0, 10.0 + k as f64, 1);
            finish(&mut b, true, 1000.0 + k as f64, 2);
        }
        a.merge(&b);
        let r = a.get("klondike/draw1").expect("merged");
        assert_eq!(r.games.len(), MAX_LOGS_PER_KEY);
        assert_eq!(r.played as usize, 2 * MAX_LOGS_PER_KEY);
        // The newest games are kept: all of the later day's.
        assert!(r.games.iter().all(|g| g.date == day(2)));
    }

    #[test]
    fn daily_results_merge_and_a_win_stays_a_win() {
        use parlour_rules::daily::DailyGame;
        let game = DailyGame::KlondikeDraw1;
        let (d1, d2) = (day(1).expect("date"), day(2).expect("date"));
        let mut a = Records::default();
        a.daily.add(game, d1, false);
        let mut b = Records::default();
        b.daily.add(game, d1, true);
        b.daily.add(game, d2, false);
        a.merge(&b);
        assert_eq!(a.daily.result(game, d1), Some(true));
        assert_eq!(a.daily.result(game, d2), Some(false));
    }
}
