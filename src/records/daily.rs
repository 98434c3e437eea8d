//! The deals of the day a player finished: per game, the dates played and whether each was won.

use parlour_rules::daily::DailyGame;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Per daily game (by [`DailyGame::key`]), each date played and whether it was won.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct DailyResults(BTreeMap<String, BTreeMap<time::Date, bool>>);

impl DailyResults {
    /// Records that `game`'s deal of `date` was finished; a win on that date stays a win.
    pub fn add(&mut self, game: DailyGame, date: time::Date, won: bool) {
        let day = self
            .0
            .entry(game.key().to_owned())
            .or_default()
            .entry(date)
            .or_default();
        *day |= won;
    }

    /// Adds `other`'s days; a day won on either side is won.
    pub fn merge(&mut self, other: &DailyResults) {
        for (game, days) in &other.0 {
            let ours = self.0.entry(game.clone()).or_default();
            for (&date, &won) in days {
                *ours.entry(date).or_default() |= won;
            }
        }
    }

    /// `None` when `game`'s deal of `date` was not finished, else whether it was won.
    pub fn result(&self, game: DailyGame, date: time::Date) -> Option<bool> {
        self.0.get(game.key())?.get(&date).copied()
    }

    /// Days in a row up to `today` whose deal of `game` was won. Today not won yet does not
    /// break the streak: it still counts from yesterday.
    pub fn streak(&self, game: DailyGame, today: time::Date) -> u32 {
        let won = |date| self.result(game, date) == Some(true);
        let mut day = if won(today) {
            Some(today)
        } else {
            today.previous_day()
        };
        let mut streak = 0;
        while let Some(date) = day.filter(|&d| won(d)) {
            streak += 1;
            day = date.previous_day();
        }
        streak
    }

    /// The longest run of won days of `game`.
    pub fn best_streak(&self, game: DailyGame) -> u32 {
        let Some(days) = self.0.get(game.key()) else {
            return 0;
        };
        let (mut best, mut run, mut last) = (0, 0, None::<time::Date>);
        for (&date, &won) in days {
            if !won {
                run = 0;
            } else if last.and_then(|d| d.next_day()) == Some(date) && run > 0 {
                run += 1;
            } else {
                run = 1;
            }
            last = Some(date);
            best = best.max(run);
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::{Date, Month};

    fn day(d: u8) -> Date {
        Date::from_calendar_date(2026, Month::November, d).unwrap()
    }

    #[test]
    fn streaks_count_won_days_in_a_row() {
        let game = DailyGame::KlondikeDraw3;
        let mut results = DailyResults::default();
        for d in [1, 2, 3, 5, 6] {
            results.add(game, day(d), true);
        }
        results.add(game, day(7), false);
        results.add(game, day(8), true);
        results.add(game, day(9), true);
        assert_eq!(results.best_streak(game), 3);
        // Today (the 10th) not played yet: the streak still counts the 8th and 9th.
        assert_eq!(results.streak(game, day(10)), 2);
        assert_eq!(results.streak(game, day(9)), 2);
        assert_eq!(results.streak(game, day(11)), 0);
        assert_eq!(results.streak(DailyGame::Shisen, day(9)), 0);
    }

    #[test]
    fn a_win_stays_a_win_when_the_deal_is_lost_later() {
        let mut results = DailyResults::default();
        results.add(DailyGame::Match3, day(4), true);
        results.add(DailyGame::Match3, day(4), false);
        assert_eq!(results.result(DailyGame::Match3, day(4)), Some(true));
        assert_eq!(results.result(DailyGame::Match3, day(5)), None);
    }
}
