//! One line per finished game, kept in the records so the Statistics window can draw them.

use super::{LONGEST_GAME_SECONDS, Outcome, Record};
use parlour_rules::daily::DailyGame;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The most games kept per record key: enough for every chart, small enough that the records
/// file stays far below the store's size cap (a game takes about 200 bytes).
pub const MAX_LOGS_PER_KEY: usize = 200;

/// The most games kept over all keys (about 2 MB of file); beyond it the oldest games of the
/// busiest key go first.
pub const MAX_LOGS: usize = 10_000;

/// A finished game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameLog {
    /// A stable name for this game, the same on every device it is copied to, so merged records
    /// count it once (64 random bits when it ended; games kept before there were ids have none
    /// and go by [`GameLog::identity`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<u64>,
    /// The UTC date it ended, if the shell knew it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<time::Date>,
    /// Its deal number, for numbered games.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<u64>,
    /// Play time in seconds.
    pub seconds: f64,
    /// Moves made.
    #[serde(default)]
    pub moves: u32,
    /// The final score, for games that keep one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<i64>,
    /// Whether it was won.
    pub won: bool,
    /// Whether hints, shuffles or the like helped.
    #[serde(default)]
    pub assisted: bool,
    /// The deal of the day it was (`klondike-draw3`), if it was one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<String>,
}

impl GameLog {
    /// The line for a finished game.
    pub fn of(outcome: &Outcome) -> Self {
        Self {
            id: Some(parlour_proto::entropy::random_u64()),
            date: outcome.date,
            deal: outcome.deal_no,
            seconds: outcome.seconds,
            moves: outcome.moves,
            score: outcome.score,
            won: outcome.won,
            assisted: outcome.assisted,
            daily: outcome.daily.map(|(game, _)| game.key().to_owned()),
        }
    }

    /// The name that tells this game apart when records merge: its id, or for a game kept before
    /// there were ids, a hash of what it records (the same on every device, since the game was
    /// copied whole).
    pub fn identity(&self) -> u64 {
        if let Some(id) = self.id {
            return id;
        }
        // FNV-1a over the fields, written out in a fixed order: stable across versions and OSes
        // (std's hashers promise neither).
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        let mut eat = |bytes: &[u8]| {
            for &b in bytes {
                hash ^= u64::from(b);
                hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
            }
        };
        let date = self.date.map_or(0, |d| d.to_julian_day());
        eat(&date.to_le_bytes());
        eat(&self.deal.unwrap_or(u64::MAX).to_le_bytes());
        eat(&self.seconds.to_bits().to_le_bytes());
        eat(&self.moves.to_le_bytes());
        eat(&self.score.unwrap_or(i64::MIN).to_le_bytes());
        eat(&[u8::from(self.won), u8::from(self.assisted)]);
        eat(self.daily.as_deref().unwrap_or("").as_bytes());
        hash
    }

    /// The daily game this was, if any.
    pub fn daily_game(&self) -> Option<DailyGame> {
        self.daily.as_deref().and_then(DailyGame::from_key)
    }
}

/// Reads the games of a record, dropping any no game could produce (a negative or year-long
/// time) and keeping the newest [`MAX_LOGS_PER_KEY`].
pub(super) fn plausible_logs<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<Vec<GameLog>, D::Error> {
    let mut games = Vec::<GameLog>::deserialize(d)?;
    games.retain(|g| (0.0..=LONGEST_GAME_SECONDS).contains(&g.seconds));
    keep_last(&mut games, MAX_LOGS_PER_KEY);
    Ok(games)
}

/// Drops the oldest games beyond `limit`.
pub(super) fn keep_last(games: &mut Vec<GameLog>, limit: usize) {
    let extra = games.len().saturating_sub(limit);
    games.drain(..extra);
}

/// Drops the oldest games of the key with the most until at most `limit` are kept in all.
pub(super) fn keep_total(entries: &mut BTreeMap<String, Record>, limit: usize) {
    let mut total: usize = entries.values().map(|r| r.games.len()).sum();
    while total > limit {
        let Some(busiest) = entries.values_mut().max_by_key(|r| r.games.len()) else {
            return;
        };
        let drop = (total - limit).min(busiest.games.len());
        if drop == 0 {
            return;
        }
        busiest.games.drain(..drop);
        total -= drop;
    }
}
