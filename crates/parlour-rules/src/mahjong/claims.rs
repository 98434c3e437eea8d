//! Claims on a discard: what each seat may claim, and how the answers resolve.
//!
//! A claim window is plain state: it lists each seat's options and records each answer. How long
//! a seat may think is the caller's business (the UI's countdown, the LAN host's timer).

use super::hand::Meld;
use super::tiles::{self, Counts};
use crate::engine::tile::Face;
use serde::{Deserialize, Serialize};

/// A claim on the tile just discarded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Claim {
    /// Win on the discard.
    Win,
    /// Make an exposed kong with three matching concealed tiles.
    Kong,
    /// Make an exposed pong with two matching concealed tiles.
    Pong,
    /// Make a chow (next seat only); `lowest` is the lowest face of the chow.
    Chow {
        /// The lowest face of the chow.
        lowest: Face,
    },
}

impl Claim {
    /// Priority: a win beats a pong or kong, which beats a chow.
    pub fn priority(self) -> u8 {
        match self {
            Claim::Win => 3,
            Claim::Kong | Claim::Pong => 2,
            Claim::Chow { .. } => 1,
        }
    }

    /// A short label for buttons and logs, such as "Chow 3-4-5p".
    pub fn label(self) -> String {
        match self {
            Claim::Win => "Win".to_owned(),
            Claim::Kong => "Kong".to_owned(),
            Claim::Pong => "Pong".to_owned(),
            Claim::Chow { lowest } => {
                let rank = lowest.rank();
                format!(
                    "Chow {}-{}-{}{}",
                    rank,
                    rank + 1,
                    rank + 2,
                    lowest.suit().letter()
                )
            }
        }
    }
}

/// A seat's answer in a claim window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Answer {
    /// Let the discard go.
    Pass,
    /// Claim it.
    Claim(Claim),
}

/// The open window after a discard: who may claim what, and who has answered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClaimWindow {
    /// The seat that discarded.
    pub discarder: u8,
    /// The discarded face.
    pub tile: Face,
    /// Each seat's options (empty for the discarder and for seats that cannot claim).
    pub options: [Vec<Claim>; 4],
    /// Each seat's answer so far.
    pub answers: [Option<Answer>; 4],
}

impl ClaimWindow {
    /// Whether some seat may claim at all.
    pub fn is_open(&self) -> bool {
        self.options.iter().any(|o| !o.is_empty())
    }

    /// Seats that still have to answer.
    pub fn waiting_for(&self) -> Vec<u8> {
        (0..4u8)
            .filter(|&s| {
                let i = s as usize;
                !self.options[i].is_empty() && self.answers[i].is_none()
            })
            .collect()
    }

    /// Whether every seat with an option has answered.
    pub fn is_complete(&self) -> bool {
        self.waiting_for().is_empty()
    }
}

/// What a completed window comes to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Resolution {
    /// These seats win on the discard, in seat order after the discarder.
    Wins(Vec<u8>),
    /// One seat takes the discard for a meld.
    Meld(u8, Claim),
    /// Nobody claims: play passes on.
    Nobody,
}

/// The seats in turn order after `discarder`.
pub fn seats_after(discarder: u8) -> [u8; 3] {
    [1, 2, 3].map(|d| (discarder + d) % 4)
}

/// Resolves the answers: win before pong or kong before chow; several winners are all kept when
/// `all_winners`, else only the first in seat order after the discarder.
pub fn resolve(window: &ClaimWindow, all_winners: bool) -> Resolution {
    let answer_of = |seat: u8| match window.answers[seat as usize % 4] {
        Some(Answer::Claim(claim)) => Some(claim),
        _ => None,
    };
    let order = seats_after(window.discarder);
    let winners: Vec<u8> = order
        .iter()
        .copied()
        .filter(|&s| answer_of(s) == Some(Claim::Win))
        .collect();
    if !winners.is_empty() {
        let keep = if all_winners { winners.len() } else { 1 };
        return Resolution::Wins(winners.into_iter().take(keep).collect());
    }
    for priority in [2, 1] {
        if let Some(&seat) = order
            .iter()
            .find(|&&s| answer_of(s).is_some_and(|c| c.priority() == priority))
            && let Some(claim) = answer_of(seat)
        {
            return Resolution::Meld(seat, claim);
        }
    }
    Resolution::Nobody
}

/// The melds `concealed` could make with `tile`: kong, pong and, for the next seat, chows.
/// `can_kong` is false when no replacement tile is left.
pub fn meld_options(concealed: &Counts, tile: Face, is_next: bool, can_kong: bool) -> Vec<Claim> {
    let mut options = Vec::new();
    let Some(&held) = concealed.get(tile.index()) else {
        return options;
    };
    if held >= 3 && can_kong {
        options.push(Claim::Kong);
    }
    if held >= 2 {
        options.push(Claim::Pong);
    }
    if is_next && tiles::is_suited(tile) {
        let rank = tile.rank();
        for lowest_rank in rank.saturating_sub(2).max(1)..=rank.min(7) {
            let Some(lowest) = crate::engine::tile::Face::new(tile.suit(), lowest_rank) else {
                continue;
            };
            let needs_all = (0..3).all(|d| {
                let index = lowest.index() + d;
                index == tile.index() || concealed.get(index).is_some_and(|&c| c > 0)
            });
            if needs_all {
                options.push(Claim::Chow { lowest });
            }
        }
    }
    options
}

/// The concealed faces a claim uses up (the discard completes the meld).
pub fn tiles_used(claim: Claim, tile: Face) -> Vec<Face> {
    match claim {
        Claim::Win => Vec::new(),
        Claim::Kong => vec![tile; 3],
        Claim::Pong => vec![tile; 2],
        Claim::Chow { lowest } => Meld {
            kind: super::hand::MeldKind::Chow,
            face: lowest,
            concealed: false,
        }
        .faces()
        .into_iter()
        .filter({
            let mut skipped = false;
            move |&f| {
                if f == tile && !skipped {
                    skipped = true;
                    false
                } else {
                    true
                }
            }
        })
        .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tile::parse_hand;

    fn face(text: &str) -> Face {
        text.parse().unwrap()
    }

    #[test]
    fn chow_choices_for_the_next_seat_only() {
        let hand = tiles::counts_of(&parse_hand("2345m").unwrap());
        let options = meld_options(&hand, face("3m"), true, true);
        let labels: Vec<String> = options.iter().map(|c| c.label()).collect();
        assert_eq!(labels, ["Chow 2-3-4m", "Chow 3-4-5m"]);
        assert!(meld_options(&hand, face("3m"), false, true).is_empty());
        assert_eq!(
            tiles_used(Claim::Chow { lowest: face("2m") }, face("3m")),
            [face("2m"), face("4m")]
        );
    }

    #[test]
    fn pong_and_kong_need_copies() {
        let hand = tiles::counts_of(&parse_hand("555p").unwrap());
        assert_eq!(
            meld_options(&hand, face("5p"), false, true),
            [Claim::Kong, Claim::Pong]
        );
        assert_eq!(meld_options(&hand, face("5p"), false, false), [Claim::Pong]);
    }

    #[test]
    fn priority_win_then_pong_then_chow() {
        let mut window = ClaimWindow {
            discarder: 0,
            tile: face("3m"),
            options: Default::default(),
            answers: [None; 4],
        };
        window.answers[1] = Some(Answer::Claim(Claim::Chow { lowest: face("1m") }));
        window.answers[3] = Some(Answer::Claim(Claim::Pong));
        assert_eq!(resolve(&window, false), Resolution::Meld(3, Claim::Pong));
        window.answers[3] = Some(Answer::Claim(Claim::Win));
        window.answers[2] = Some(Answer::Claim(Claim::Win));
        assert_eq!(resolve(&window, false), Resolution::Wins(vec![2]));
        assert_eq!(resolve(&window, true), Resolution::Wins(vec![2, 3]));
        window.answers = [None, Some(Answer::Pass), None, None];
        assert_eq!(resolve(&window, true), Resolution::Nobody);
    }
}
