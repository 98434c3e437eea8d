//! What one seat may see of the table: its own tiles, everything exposed, and nothing else.
//!
//! The UI paints a [`SeatView`]; the LAN host sends each client only its own view; computer
//! players decide from a view, so they cannot cheat either.

use super::claims::Claim;
use super::hand::Meld;
use super::table::{DiscardEvent, HandResult, Phase, Table, TableSettings};
use super::tiles::{self, Counts};
use crate::engine::tile::Face;
use serde::{Deserialize, Serialize};

/// What everyone sees of one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicSeat {
    /// Exposed melds and concealed kongs.
    pub melds: Vec<Meld>,
    /// Discards in order.
    pub discards: Vec<Face>,
    /// Flowers and seasons set aside.
    pub bonus: Vec<Face>,
    /// How many concealed tiles it holds (including a drawn tile).
    pub concealed_count: usize,
    /// Its seat wind (0 East .. 3 North).
    pub seat_wind: u8,
}

/// The phase as one seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PhaseView {
    /// `seat` is on turn.
    Turn {
        /// Whose turn.
        seat: u8,
        /// This seat may win by self-draw now (only ever true on its own turn).
        can_win: bool,
        /// Faces this seat may declare a kong of (own turn only).
        kongs: Vec<Face>,
    },
    /// A discard waits for claims.
    Claims {
        /// Who discarded.
        discarder: u8,
        /// The discarded face.
        tile: Face,
        /// This seat's options (empty when it has none).
        options: Vec<Claim>,
        /// Whether this seat has answered already.
        answered: bool,
    },
    /// The hand is over: the result is public.
    HandOver(HandResult),
    /// The game is over.
    GameOver,
}

/// One seat's view of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// The seat this view is for.
    pub seat: u8,
    /// Its concealed tiles, sorted, without the drawn tile.
    pub hand: Vec<Face>,
    /// The tile it just drew, shown apart.
    pub drawn: Option<Face>,
    /// Every seat's public side, by seat.
    pub seats: [PublicSeat; 4],
    /// Tiles left in the wall.
    pub wall_left: usize,
    /// The round wind (0 East .. 3 North).
    pub round_wind: u8,
    /// The dealer's seat.
    pub dealer: u8,
    /// Running scores.
    pub scores: [i64; 4],
    /// Hands dealt so far.
    pub hand_no: u32,
    /// Where play stands, from this seat.
    pub phase: PhaseView,
    /// The table settings.
    pub settings: TableSettings,
    /// Every discard of this hand in order, claimed ones included, with whether each was the
    /// tile just drawn.
    #[serde(default)]
    pub discard_log: Vec<DiscardEvent>,
}

impl SeatView {
    /// This seat's concealed tiles including the drawn one, as counts.
    pub fn concealed_counts(&self) -> Counts {
        let mut counts = tiles::counts_of(&self.hand);
        if let Some(face) = self.drawn
            && let Some(slot) = counts.get_mut(face.index())
        {
            *slot += 1;
        }
        counts
    }

    /// This seat's public side.
    pub fn me(&self) -> &PublicSeat {
        &self.seats[self.seat as usize % 4]
    }

    /// Tiles visible outside this seat's concealed hand: every discard, meld and the open
    /// discard. Used for "unseen" counts in tile acceptance and for defence.
    pub fn seen_counts(&self) -> Counts {
        let mut seen = [0u8; 34];
        let mut add = |face: Face| {
            if let Some(slot) = seen.get_mut(face.index()) {
                *slot = slot.saturating_add(1);
            }
        };
        for public in &self.seats {
            public.discards.iter().copied().for_each(&mut add);
            public
                .melds
                .iter()
                .flat_map(|m| m.faces())
                .for_each(&mut add);
        }
        seen
    }
}

impl Table {
    /// What `seat` may see: its own concealed tiles, and of the others only what is exposed.
    /// Never another seat's concealed tiles, never the wall order.
    pub fn view_for(&self, seat: u8) -> SeatView {
        let seat = seat % 4;
        let seats = std::array::from_fn(|i| {
            let player = &self.players[i];
            PublicSeat {
                melds: player.melds.clone(),
                discards: player.discards.clone(),
                bonus: player.bonus.clone(),
                concealed_count: player.concealed.len() + usize::from(player.drawn.is_some()),
                seat_wind: self.seat_wind(i as u8),
            }
        });
        let phase = match &self.phase {
            Phase::Turn { seat: on_turn, .. } => PhaseView::Turn {
                seat: *on_turn,
                can_win: *on_turn == seat && self.can_self_win(seat),
                kongs: self.kong_options(seat),
            },
            Phase::Claims(window) => PhaseView::Claims {
                discarder: window.discarder,
                tile: window.tile,
                options: window.options[seat as usize].clone(),
                answered: window.answers[seat as usize].is_some(),
            },
            Phase::HandOver(result) => PhaseView::HandOver(result.clone()),
            Phase::GameOver => PhaseView::GameOver,
        };
        let me = &self.players[seat as usize];
        SeatView {
            seat,
            hand: me.concealed.clone(),
            drawn: me.drawn,
            seats,
            wall_left: self.wall.len(),
            round_wind: self.round_wind,
            dealer: self.dealer,
            scores: self.scores,
            hand_no: self.hand_no,
            phase,
            settings: self.settings,
            discard_log: self.discard_log.clone(),
        }
    }
}
