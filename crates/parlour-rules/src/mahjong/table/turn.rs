//! The moves of the seat on turn: a discard, a kong declared from the hand, a win on its own
//! draw.

use super::{DiscardEvent, Table, TableError};
use crate::engine::tile::Face;
use crate::mahjong::hand::{Meld, MeldKind};
use crate::mahjong::rules::HandResult;

impl Table {
    /// `seat` discards `face`; the other seats may then claim it.
    pub(super) fn discard(&mut self, seat: u8, face: Face) -> Result<(), TableError> {
        let index = usize::from(seat);
        let drawn = self.players[index].drawn == Some(face);
        if !self.players[index].take(face) {
            return Err(TableError::NotHeld {
                seat,
                face,
                action: "discard",
            });
        }
        self.players[index].discards.push(face);
        self.discard_log.push(DiscardEvent { seat, face, drawn });
        self.open_claims(seat, face);
        Ok(())
    }

    /// `seat` declares a kong of `face`: four concealed, or a fourth added to a pong. A
    /// replacement tile is drawn.
    pub(super) fn declare_kong(&mut self, seat: u8, face: Face) -> Result<(), TableError> {
        if !self.kong_options(seat).contains(&face) {
            return Err(TableError::NotHeld {
                seat,
                face,
                action: "make a kong with",
            });
        }
        let player = &mut self.players[usize::from(seat)];
        player.settle_drawn();
        let held = player.concealed.iter().filter(|&&f| f == face).count();
        player.concealed.retain(|&f| f != face);
        if held == 4 {
            player.melds.push(Meld {
                kind: MeldKind::Kong,
                face,
                concealed: true,
            });
        } else if let Some(meld) = player
            .melds
            .iter_mut()
            .find(|m| m.kind == MeldKind::Pong && m.face == face)
        {
            meld.kind = MeldKind::Kong;
            // Put back any copies beyond the one added (none in a legal hand).
            player
                .concealed
                .extend(std::iter::repeat_n(face, held.saturating_sub(1)));
            player.concealed.sort();
        }
        self.start_turn(seat, true);
        Ok(())
    }

    /// `seat` wins on its own draw, if its hand is a win worth the minimum faan.
    pub(super) fn self_win(&mut self, seat: u8) -> Result<(), TableError> {
        let index = usize::from(seat);
        let Some(score) = self.self_win_score(seat) else {
            return Err(TableError::NotAWin {
                min_faan: self.settings.scoring.min_faan,
            });
        };
        let player = &self.players[index];
        let tile = player.drawn.or(player.concealed.last().copied());
        let counts = player.concealed_counts();
        let mut result = HandResult {
            wins: Vec::new(),
            payments: [0; 4],
        };
        if let Some(tile) = tile {
            self.record_win(&mut result, seat, None, tile, counts, score);
        }
        self.players[index].settle_drawn();
        self.end_hand(result);
        Ok(())
    }
}
