//! The table's vocabulary: settings, seats, phases, results, moves and errors.
//!
//! [`super::table::Table`] holds the state and applies the moves; these types are what the UI,
//! the LAN host and the computer players exchange with it.

use super::claims::{Claim, ClaimWindow};
use super::hand::Meld;
use super::scoring::{Score, ScoringRules};
use super::tiles::{self, Counts};
use crate::engine::tile::Face;
use serde::{Deserialize, Serialize};

/// Table settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSettings {
    /// Faan table settings: minimum faan, limit, seven pairs.
    pub scoring: ScoringRules,
    /// Play with flowers and seasons (set aside and replaced when drawn).
    pub bonus_tiles: bool,
    /// When several seats win on one discard, all of them win (else the first in seat order).
    pub all_winners: bool,
    /// How many rounds (prevailing winds) to play: 4 is a full game, 1 an East round only.
    pub rounds: u8,
}

impl Default for TableSettings {
    fn default() -> Self {
        Self {
            scoring: ScoringRules::default(),
            bonus_tiles: false,
            all_winners: false,
            rounds: 4,
        }
    }
}

/// One seat's tiles.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Concealed tiles, sorted, not counting the tile just drawn.
    pub concealed: Vec<Face>,
    /// The tile just drawn, kept apart until the seat discards.
    pub drawn: Option<Face>,
    /// Exposed melds and concealed kongs, in the order made.
    pub melds: Vec<Meld>,
    /// Discards in order (a claimed discard moves into the claimer's meld).
    pub discards: Vec<Face>,
    /// Flowers and seasons set aside.
    pub bonus: Vec<Face>,
}

impl Player {
    /// Concealed tiles including the drawn one, as counts.
    pub fn concealed_counts(&self) -> Counts {
        let mut counts = tiles::counts_of(&self.concealed);
        if let Some(face) = self.drawn
            && let Some(slot) = counts.get_mut(face.index())
        {
            *slot += 1;
        }
        counts
    }

    /// Every tile this seat holds or has shown (for the conservation check).
    pub fn tile_count(&self) -> usize {
        let melds: usize = self.melds.iter().map(|m| m.faces().len()).sum();
        self.concealed.len()
            + usize::from(self.drawn.is_some())
            + melds
            + self.discards.len()
            + self.bonus.len()
    }

    /// Moves the drawn tile into the sorted concealed tiles.
    pub(super) fn settle_drawn(&mut self) {
        if let Some(face) = self.drawn.take() {
            self.concealed.push(face);
            self.concealed.sort();
        }
    }

    /// Removes one `face` from the concealed tiles or the drawn tile.
    pub(super) fn take(&mut self, face: Face) -> bool {
        self.settle_drawn();
        if let Some(at) = self.concealed.iter().position(|&f| f == face) {
            self.concealed.remove(at);
            true
        } else {
            false
        }
    }
}

/// Where the game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// `seat` holds one tile too many and must discard (or declare a kong, or win, when
    /// `drawn` says it drew from the wall).
    Turn {
        /// Whose turn.
        seat: u8,
        /// Whether the seat drew this turn (false after claiming a pong or chow).
        drawn: bool,
        /// Whether the tile drawn was a kong's replacement.
        after_kong: bool,
    },
    /// A discard waits for claims.
    Claims(ClaimWindow),
    /// The hand is over; [`Move::NextHand`] deals the next one.
    HandOver(HandResult),
    /// The game is over.
    GameOver,
}

/// One discard of the hand in play, as everyone at the table saw it. The log keeps the order
/// across seats and claimed tiles too, which the seats' discard piles do not: computer players
/// read a change of pace and the tiles a seat let pass from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiscardEvent {
    /// Who discarded.
    pub seat: u8,
    /// What.
    pub face: Face,
    /// Whether it was the tile just drawn from the wall, thrown straight back.
    pub drawn: bool,
}

/// One winner of a hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WinRecord {
    /// The winning seat.
    pub seat: u8,
    /// The seat whose discard it was (none when self-drawn).
    pub discarder: Option<u8>,
    /// The concealed tiles with the winning tile, sorted.
    pub concealed: Vec<Face>,
    /// The winning tile.
    pub winning_tile: Face,
    /// The melds on the table.
    pub melds: Vec<Meld>,
    /// The faan lines and total.
    pub score: Score,
}

/// How a hand ended, for the result screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandResult {
    /// The winners (empty for an exhaustive draw).
    pub wins: Vec<WinRecord>,
    /// The change in each seat's score.
    pub payments: [i64; 4],
}

/// Every action of every seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    /// Discard a concealed tile (or the drawn tile) on your turn.
    Discard {
        /// The seat acting.
        seat: u8,
        /// The face discarded.
        face: Face,
    },
    /// Declare a concealed kong (four in hand) or an added kong (onto your exposed pong) on a
    /// turn where you drew; a replacement tile is drawn.
    DeclareKong {
        /// The seat acting.
        seat: u8,
        /// The face of the kong.
        face: Face,
    },
    /// Win: by self-draw on your turn, or on the discard during a claim window.
    Win {
        /// The seat acting.
        seat: u8,
    },
    /// Claim the discard during a claim window.
    Claim {
        /// The seat acting.
        seat: u8,
        /// What it claims.
        claim: Claim,
    },
    /// Let the discard go during a claim window.
    Pass {
        /// The seat acting.
        seat: u8,
    },
    /// Deal the next hand after a result (any seat may ask; the host decides who).
    NextHand,
}

/// Why a move was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// Seats are numbered 0 to 3.
    #[error("there is no seat {0}: seats are 0 to 3")]
    NoSuchSeat(u8),
    /// The seat may not act now.
    #[error("seat {0} cannot do that now: {1}")]
    NotNow(u8, &'static str),
    /// The seat does not hold the tile.
    #[error("seat {seat} has no {face} to {action}")]
    NotHeld {
        /// The seat.
        seat: u8,
        /// The face.
        face: Face,
        /// What it tried.
        action: &'static str,
    },
    /// The claim is not among the seat's options.
    #[error("seat {seat} cannot claim {claim} on this discard")]
    ClaimRefused {
        /// The seat.
        seat: u8,
        /// The claim's label.
        claim: String,
    },
    /// The hand is not complete, or worth too little.
    #[error("that is not a winning hand worth at least {min_faan} faan")]
    NotAWin {
        /// The minimum faan in force.
        min_faan: u8,
    },
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
}
