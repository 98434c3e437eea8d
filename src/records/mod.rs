//! Best times, best scores and statistics per game, variant and layout; every finished game
//! with its date ([`GameLog`]); the days of each deal of the day played and won.

mod daily;
mod log;
mod merge;
pub mod stats;

pub use daily::DailyResults;
pub use log::{GameLog, MAX_LOGS, MAX_LOGS_PER_KEY};

use parlour_rules::daily::DailyGame;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The statistics of one game variant.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Record {
    /// Fastest unassisted win, in seconds. A time no game could take (negative, not a number,
    /// or over a year) reads as none.
    #[serde(deserialize_with = "plausible_time")]
    pub best_time: Option<f64>,
    /// Highest score of a finished game.
    pub best_score: Option<i64>,
    /// Games finished (won or lost).
    pub played: u32,
    /// Games won.
    pub won: u32,
    /// Wins in a row, up to now.
    pub streak: u32,
    /// The longest run of wins.
    pub best_streak: u32,
    /// The last finished games, oldest first (at most [`MAX_LOGS_PER_KEY`]; records written
    /// before version 2 have none).
    #[serde(deserialize_with = "log::plausible_logs")]
    pub games: Vec<GameLog>,
}

/// The longest play time Parlour believes (a year): a saved clock or a best time beyond it was
/// not counted by Parlour, and would not fit the status bar.
pub const LONGEST_GAME_SECONDS: f64 = 366.0 * 24.0 * 3600.0;

/// Reads a best time, keeping it only when a game could have taken it.
fn plausible_time<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<f64>, D::Error> {
    let time = Option::<f64>::deserialize(d)?;
    Ok(time.filter(|t| (0.0..=LONGEST_GAME_SECONDS).contains(t)))
}

/// How a game ended, as the game reports it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outcome {
    /// Whether the player won.
    pub won: bool,
    /// Play time in seconds.
    pub seconds: f64,
    /// The final score, for games that keep one.
    pub score: Option<i64>,
    /// Whether hints or shuffles helped: assisted wins count, but set no best time.
    pub assisted: bool,
    /// The deal number, for numbered games.
    pub deal_no: Option<u64>,
    /// Moves made (the steps of the history that led here).
    pub moves: u32,
    /// The UTC date the game ended, when the shell knows it.
    pub date: Option<time::Date>,
    /// The deal of the day this game was, and the date it belongs to.
    pub daily: Option<(DailyGame, time::Date)>,
}

impl Outcome {
    /// A game that ended `won` after `seconds`, with nothing else known.
    pub fn new(won: bool, seconds: f64) -> Self {
        Self {
            won,
            seconds,
            score: None,
            assisted: false,
            deal_no: None,
            moves: 0,
            date: None,
            daily: None,
        }
    }
}

/// What a finished game changed in its record, for the end-of-game message.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Improvements {
    /// A new best time.
    pub best_time: bool,
    /// A new best score.
    pub best_score: bool,
}

impl Record {
    /// Adds a finished game.
    pub fn add(&mut self, outcome: Outcome) -> Improvements {
        let mut better = Improvements::default();
        self.played += 1;
        if outcome.won {
            self.won += 1;
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
            if !outcome.assisted && self.best_time.is_none_or(|best| outcome.seconds < best) {
                self.best_time = Some(outcome.seconds);
                better.best_time = true;
            }
        } else {
            self.streak = 0;
        }
        if let Some(score) = outcome.score
            && self.best_score.is_none_or(|best| score > best)
        {
            self.best_score = Some(score);
            better.best_score = true;
        }
        self.games.push(GameLog::of(&outcome));
        log::keep_last(&mut self.games, MAX_LOGS_PER_KEY);
        better
    }
}

/// All records, keyed by `game/variant` (for example `solitaire/Turtle` or `klondike/draw3`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Records {
    /// One record per key.
    pub entries: BTreeMap<String, Record>,
    /// The deals of the day played, per game and date.
    pub daily: DailyResults,
}

impl Records {
    /// The file version this code writes. Version 2 added the games and the daily results;
    /// version 1 files load with neither (every field has a default), and are written back as 2.
    pub const VERSION: u32 = 2;
    /// The file name in the config folder.
    pub const FILE: &'static str = "records.json";

    /// The record for `key`, if any game of it was finished.
    pub fn get(&self, key: &str) -> Option<&Record> {
        self.entries.get(key)
    }

    /// Adds a finished game to the record for `key` (and to the daily results when it was a
    /// deal of the day).
    pub fn add(&mut self, key: &str, outcome: Outcome) -> Improvements {
        if let Some((game, date)) = outcome.daily {
            self.daily.add(game, date, outcome.won);
        }
        let better = self.entries.entry(key.to_owned()).or_default().add(outcome);
        log::keep_total(&mut self.entries, MAX_LOGS);
        better
    }

    /// Removes the record of `key`, returning it (the Statistics window keeps it to undo).
    pub fn remove(&mut self, key: &str) -> Option<Record> {
        self.entries.remove(key)
    }

    /// Puts back a record taken by [`Records::remove`].
    pub fn restore(&mut self, key: &str, record: Record) {
        self.entries.insert(key.to_owned(), record);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(won: bool, seconds: f64, assisted: bool) -> Outcome {
        Outcome {
            assisted,
            ..Outcome::new(won, seconds)
        }
    }

    #[test]
    fn wins_losses_and_streaks() {
        let mut records = Records::default();
        records.add("k", outcome(true, 100.0, false));
        records.add("k", outcome(true, 90.0, false));
        records.add("k", outcome(false, 10.0, false));
        records.add("k", outcome(true, 200.0, false));
        let r = records.get("k").unwrap();
        assert_eq!((r.played, r.won, r.streak, r.best_streak), (4, 3, 1, 2));
        assert_eq!(r.best_time, Some(90.0));
    }

    #[test]
    fn assisted_wins_set_no_best_time() {
        let mut record = Record::default();
        assert!(!record.add(outcome(true, 5.0, true)).best_time);
        assert_eq!(record.best_time, None);
        assert!(record.add(outcome(true, 50.0, false)).best_time);
        assert!(!record.add(outcome(true, 60.0, false)).best_time);
    }

    #[test]
    fn best_score_is_the_highest() {
        let mut record = Record::default();
        for score in [10, -52, 30, 20] {
            record.add(Outcome {
                score: Some(score),
                ..Outcome::new(false, 0.0)
            });
        }
        assert_eq!(record.best_score, Some(30));
    }
}
