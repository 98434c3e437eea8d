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
    /// A foundation card came down onto this pile: a card must land on it, or the card under
    /// it in its foundation must come down too.
    Descent(usize),
    /// A pile with no face-down cards was emptied: a king must move into an empty pile.
    King,
}

impl Node {
    /// Whether the position `child`, reached from this one by `mv` (and the automatic moves),
    /// is of use only for some moves next, and which.
    ///
    /// **A descent.** The search brings a foundation card C down onto a pile (whose top card is
    /// T, or which is empty) only to hold a card one lower of the other colour, or to let the
    /// card under it in its foundation come down for that (see `descents`). Take a winning line
    /// whose moves after the descent neither land a card on C nor bring that card down, up to
    /// the first that does. Those moves can be made with C still up, the descent coming just
    /// before that first one: nothing lands on T meanwhile (C lies on it, and T cannot go up);
    /// C moving alone to another card could as well come down there straight; C going back up
    /// undoes the descent; a run from T or below moving with C on top moves without it, C
    /// coming down onto T in its new place later; C's successor cannot go up while C is down,
    /// and C's foundation changes no other move. The automatic moves could differ, as C up may
    /// make a card safe: its successor, a card one higher of the other colour or two higher of
    /// its own colour. But any of those being safe means both cards that C could hold are up,
    /// and the other card of C's rank and colour is up to two below: then C is safe itself, and
    /// the line with C down lifts it at that point too, which ends the difference. An empty
    /// pile that C occupied stays empty meanwhile, as no move of the line used it.
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
    pub(crate) fn pending(&self, mv: SMove, child: &Node) -> Option<Pending> {
        match mv {
            SMove::Talon { .. } => self.pending_pile(mv, child).map(Pending::Onto),
            SMove::FoundationToPile { to, .. } => {
                let p = usize::from(to);
                // The descended card is not safe (else it would not come down), so it is
                // still on top.
                (usize::from(child.lens[p]) == usize::from(self.lens[p]) + 1)
                    .then_some(Pending::Descent(p))
            }
            SMove::PileToPile { from, to, .. } => {
                let (f, t) = (usize::from(from), usize::from(to));
                (self.lens[t] > 0 && child.lens[f] == 0 && self.downs[f] == 0)
                    .then_some(Pending::King)
            }
            _ => None,
        }
    }

    /// Whether foundation top card `c` would be safe to go up again once down (see
    /// `descents`): bringing it down is never needed.
    pub(super) fn stays_up(&self, c: u8) -> bool {
        let mut lowered = self.found;
        lowered[usize::from(super::suit(c))] -= 1;
        super::card_of(c).is_some_and(|card| crate::games::klondike::solver::safe(&lowered, card))
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
            Pending::Descent(p) => {
                self.moves_onto(p, full, out);
                let Some(c) = self.top(p) else {
                    return;
                };
                let s = super::suit(c);
                if self.found[usize::from(s)] == 0 {
                    return;
                }
                // The card under C in its foundation, where it could go (an empty pile only
                // for a king, which is never under another card).
                let lower = c - 1;
                if self.stays_up(lower) {
                    return;
                }
                for to in 0..usize::from(self.n) {
                    if self.lens[to] > 0 && self.accepts(to, lower) {
                        out.push(SMove::FoundationToPile {
                            suit: s,
                            to: to as u8,
                        });
                    }
                }
                // Drawing one with unlimited passes, the card under C may need a talon card
                // to land on. That talon card's move waits until just before a card lands on
                // it ([`Node::pending_pile`]), and this descent until just before the card
                // under C comes down: both just before the same move, so it comes between them.
                if self.draw == 1 && self.recycles_left == super::UNLIMITED {
                    let mut reach = [(0u8, false); 64];
                    let count = self.reachable_talon(&mut reach);
                    for &(j, recycle) in &reach[..count] {
                        let x = self.talon[usize::from(j)];
                        if !super::fits(lower, x) {
                            continue;
                        }
                        let first_empty = (0..usize::from(self.n)).find(|&q| self.lens[q] == 0);
                        for to in 0..usize::from(self.n) {
                            let room = self.lens[to] > 0 || Some(to) == first_empty;
                            if room && self.accepts(to, x) {
                                out.push(SMove::Talon {
                                    j,
                                    to: to as u8,
                                    recycle,
                                });
                            }
                        }
                    }
                }
            }
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
