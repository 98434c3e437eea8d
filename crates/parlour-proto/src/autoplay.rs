//! A computer player on the client side: it answers the states a seat receives with the rules
//! crate's bot, once per decision. The headless client, the load generator and the tests play
//! with it.

use parlour_rules::mahjong::bot::{self, Difficulty};
use parlour_rules::mahjong::table::Move;
use parlour_rules::mahjong::view::{PhaseView, SeatView};

/// Plays one seat.
pub struct AutoPlayer {
    level: Difficulty,
    /// The decision last answered: the host sends a state after every move, so the same
    /// decision can arrive twice (another seat answered the same discard); a person answers
    /// once, and so does this player.
    answered: Option<String>,
}

impl AutoPlayer {
    /// A player of this level.
    pub fn new(level: Difficulty) -> Self {
        Self {
            level,
            answered: None,
        }
    }

    /// The move to send for this state, if any: ready for the next hand when a hand is over,
    /// else the bot's move when the table waits for this seat.
    pub fn respond(&mut self, view: &SeatView, waiting_for: &[u8]) -> Option<Move> {
        if matches!(view.phase, PhaseView::HandOver(_) | PhaseView::GameOver) {
            let key = decision_key(view);
            if self.answered.as_deref() == Some(&key) {
                return None;
            }
            self.answered = Some(key);
            return Some(Move::NextHand);
        }
        if !waiting_for.contains(&view.seat) {
            return None;
        }
        let key = decision_key(view);
        if self.answered.as_deref() == Some(&key) {
            return None;
        }
        let mv = bot::decide(view, self.level)?;
        self.answered = Some(key);
        Some(mv)
    }
}

/// What a decision is about: the hand, the phase, every discard and meld, and one's own tiles.
fn decision_key(view: &SeatView) -> String {
    let phase = match &view.phase {
        PhaseView::Claims {
            discarder, tile, ..
        } => format!("claims {discarder} {tile}"),
        other => format!("{other:?}"),
    };
    let table: Vec<(usize, usize)> = view
        .seats
        .iter()
        .map(|s| (s.discards.len(), s.melds.len()))
        .collect();
    format!(
        "{} {phase} {table:?} {:?} {:?}",
        view.hand_no, view.hand, view.drawn
    )
}
