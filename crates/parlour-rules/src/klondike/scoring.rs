//! Klondike scoring: none, standard (the classic Windows rules) or Vegas.
//!
//! Moves change the score held in the state. The time penalty and the time bonus depend on the
//! play time, which engines never read: the caller passes the elapsed seconds.

use serde::{Deserialize, Serialize};

/// The scoring rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Scoring {
    /// No score.
    #[default]
    None,
    /// +10 to a foundation, +5 waste to tableau, +5 per card turned, -15 foundation to tableau,
    /// recycle penalties, -2 per 10 s and a time bonus on winning. Never below zero.
    Standard,
    /// -52 for the deal, +5 per card to a foundation, -5 per card taken back. The running total
    /// across deals, where the player wants it, is the sum the records keep.
    Vegas,
}

/// Something that happened in a move and may change the score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreEvent {
    /// A card went to a foundation (from the waste or the tableau).
    ToFoundation,
    /// The waste's top card went to the tableau.
    WasteToTableau,
    /// A face-down tableau card was turned up.
    TurnCard,
    /// A card came back from a foundation to the tableau.
    FromFoundation,
    /// The waste was turned back into the stock (already counted in `recycles`).
    Recycle,
}

impl Scoring {
    /// The score at the start of a deal.
    pub fn opening_score(self) -> i32 {
        match self {
            Scoring::Vegas => -52,
            Scoring::None | Scoring::Standard => 0,
        }
    }

    /// The score after `event`, given the draw count and the number of recycles so far
    /// (including the one being scored, for [`ScoreEvent::Recycle`]).
    pub fn after(self, score: i32, event: ScoreEvent, draw: u8, recycles: u32) -> i32 {
        match self {
            Scoring::None => score,
            Scoring::Standard => {
                let delta = match event {
                    ScoreEvent::ToFoundation => 10,
                    ScoreEvent::WasteToTableau | ScoreEvent::TurnCard => 5,
                    ScoreEvent::FromFoundation => -15,
                    // Draw one: every recycle costs 100. Drawing more: the first three passes
                    // are free, each later one costs 20.
                    ScoreEvent::Recycle if draw == 1 => -100,
                    ScoreEvent::Recycle if recycles >= 3 => -20,
                    ScoreEvent::Recycle => 0,
                };
                (score + delta).max(0)
            }
            Scoring::Vegas => match event {
                ScoreEvent::ToFoundation => score + 5,
                ScoreEvent::FromFoundation => score - 5,
                _ => score,
            },
        }
    }

    /// The time penalty after `seconds` of play: -2 per full 10 s in standard scoring.
    pub fn time_penalty(self, seconds: u64) -> i32 {
        match self {
            Scoring::Standard => -2 * i32::try_from(seconds / 10).unwrap_or(i32::MAX / 2),
            Scoring::None | Scoring::Vegas => 0,
        }
    }

    /// The bonus for winning after `seconds` of play: 700 000 / seconds in standard scoring,
    /// for games of 30 s or more.
    pub fn time_bonus(self, seconds: u64) -> i32 {
        match self {
            Scoring::Standard if seconds >= 30 => {
                i32::try_from(700_000 / seconds).unwrap_or(i32::MAX)
            }
            _ => 0,
        }
    }

    /// The score to show: the state's score with the time penalty, and the bonus if `won`.
    pub fn displayed(self, move_score: i32, seconds: u64, won: bool) -> i32 {
        let mut score = move_score.saturating_add(self.time_penalty(seconds));
        if self == Scoring::Standard {
            score = score.max(0);
        }
        if won {
            score = score.saturating_add(self.time_bonus(seconds));
        }
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(scoring: Scoring, event: ScoreEvent, draw: u8, recycles: u32, from: i32, to: i32) {
        assert_eq!(
            scoring.after(from, event, draw, recycles),
            to,
            "{scoring:?} {event:?}"
        );
    }

    #[test]
    fn standard_events() {
        use ScoreEvent::*;
        check(Scoring::Standard, ToFoundation, 1, 0, 0, 10);
        check(Scoring::Standard, WasteToTableau, 1, 0, 0, 5);
        check(Scoring::Standard, TurnCard, 1, 0, 5, 10);
        check(Scoring::Standard, FromFoundation, 1, 0, 20, 5);
        check(Scoring::Standard, FromFoundation, 1, 0, 10, 0);
        check(Scoring::Standard, Recycle, 1, 1, 150, 50);
        check(Scoring::Standard, Recycle, 3, 1, 150, 150);
        check(Scoring::Standard, Recycle, 3, 3, 150, 130);
    }

    #[test]
    fn vegas_and_none() {
        use ScoreEvent::*;
        assert_eq!(Scoring::Vegas.opening_score(), -52);
        check(Scoring::Vegas, ToFoundation, 3, 0, -52, -47);
        check(Scoring::Vegas, FromFoundation, 3, 0, -47, -52);
        check(Scoring::Vegas, TurnCard, 3, 0, -47, -47);
        check(Scoring::None, ToFoundation, 3, 0, 0, 0);
    }

    #[test]
    fn time_penalty_and_bonus() {
        assert_eq!(Scoring::Standard.time_penalty(9), 0);
        assert_eq!(Scoring::Standard.time_penalty(25), -4);
        assert_eq!(Scoring::Standard.time_bonus(29), 0);
        assert_eq!(Scoring::Standard.time_bonus(100), 7000);
        assert_eq!(Scoring::Vegas.time_bonus(100), 0);
        assert_eq!(Scoring::Standard.displayed(3, 20, false), 0);
        assert_eq!(Scoring::Standard.displayed(100, 100, true), 80 + 7000);
    }
}
