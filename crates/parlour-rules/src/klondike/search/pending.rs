//! Moves that are of use only together with the next one: the position in between is searched
//! just for the moves that make the first one of use, and kept out of the table, whose entries
//! stand for positions searched in full.
//!
//! Each rule says why a winning line whose first move is followed by something else can have
//! that move put off until just before it is of use; the line it becomes leads through the same
//! positions, but for the one card (or run) the move would have placed, so the search still
//! finds a win (the tests check this against an exhaustive search).

use super::{FOUNDATION, Node, SMove};

/// What the position after a move needs next (see [`Node::pending`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pending {
    /// A talon card was put on this pile: a card must land on it ([`Node::pending_pile`]).
    Onto(usize),
    /// A pile with no face-down cards was emptied: a king must move into an empty pile.
    King,
}

impl Node {
    /// Whether the position `child`, reached from this one by `mv` (and the automatic moves),
    /// is of use only for some moves next, and which.
    ///
    /// **An emptied pile.** A run that is a pile's only cards moves onto a card T of another
    /// pile only to free the place for a king (see `king_ready` in [`Node::moves`]). Until a
    /// king moves into an empty pile, the moves of a winning line can be made with the run
    /// still in its place, the emptying coming just before that king: a card landing on the
    /// run, the run's top going up or part of the run moving away are the same moves from
    /// where it was; a run from T or below moving with the run on top moves without it, the
    /// run following onto T in its new place later; nothing lands on T meanwhile (the run lies
    /// on it) and T cannot go up (it is safe only once the run's base card, one lower of the
    /// other colour, is up); the empty place is of no other use. If the whole run moves on,
    /// it leaves its old pile empty then just the same.
    ///
    /// (A card brought down from a foundation is searched in full after it: "a card lands on it
    /// or the card under it comes down next" lost wins where the card under it needed a place
    /// built first, by two talon cards or by another card brought down; see the tests.)
    pub(crate) fn pending(&self, mv: SMove, child: &Node) -> Option<Pending> {
        match mv {
            SMove::Talon { .. } => self.pending_pile(mv, child).map(Pending::Onto),
            SMove::PileToPile { from, to, .. } => {
                let (f, t) = (usize::from(from), usize::from(to));
                (self.lens[t] > 0 && child.lens[f] == 0 && self.downs[f] == 0)
                    .then_some(Pending::King)
            }
            _ => None,
        }
    }

    /// The moves that searching the position for `pending` needs, appended to `out`.
    pub(crate) fn pending_moves(
        &self,
        pending: Pending,
        full: bool,
        scratch: &mut Vec<(u16, super::SMove)>,
        out: &mut Vec<SMove>,
    ) {
        match pending {
            Pending::Onto(p) => self.moves_onto(p, full, out),
            Pending::King => {
                let start = out.len();
                self.moves(full, scratch, out);
                let mut keep = start;
                for i in start..out.len() {
                    let to = match out[i] {
                        SMove::Talon { to, .. } if to != FOUNDATION => Some(to),
                        SMove::PileToPile { to, .. } | SMove::FoundationToPile { to, .. } => {
                            Some(to)
                        }
                        _ => None,
                    };
                    if to.is_some_and(|t| self.lens[usize::from(t)] == 0) {
                        out[keep] = out[i];
                        keep += 1;
                    }
                }
                out.truncate(keep);
            }
        }
    }
}
