//! Move generation: the moves worth searching in a position, best first. Pile moves and talon
//! moves are generated apart; what they share about the position is worked out once per call.

use super::key::mix;
use super::{FOUNDATION, Node, SMove, UNLIMITED, rank, suit};

/// The other card of `c`'s rank and colour.
fn twin(c: u8) -> u8 {
    (suit(c) ^ 3) * 13 + rank(c) - 1
}

/// What every move of one position is judged by, worked out once per generation.
struct Scan {
    /// The first empty pile (empty piles are interchangeable, so only it is tried).
    first_empty: Option<usize>,
    /// Every card that could move now.
    movable: u64,
    /// A king could move into an empty pile right away.
    king_ready: bool,
    /// Drawing one with unlimited passes: every talon card stays within reach.
    free_talon: bool,
    /// What could land on piles `0..p` (`below[p]`) and `p..n` (`above[p]`).
    below: [u64; 10],
    above: [u64; 10],
}

impl Node {
    /// The moves worth searching here, best first, appended to `out` (`scratch` is working
    /// space). Without `full`, moves that only rearrange face-up cards (part of a run, or a
    /// card back from a foundation) are left out: a quick search for a win, never a proof of
    /// loss.
    pub(crate) fn moves(&self, full: bool, scratch: &mut Vec<(u16, SMove)>, out: &mut Vec<SMove>) {
        scratch.clear();
        let mut reach = [(0u8, false); 64];
        let reach_len = self.reachable_talon(&mut reach);
        let reach = &reach[..reach_len];
        let scan = self.scan(reach);
        for from in 0..usize::from(self.n) {
            self.pile_moves(from, &scan, scratch);
        }
        self.talon_moves(reach, &scan, scratch);
        if full {
            self.descents(scan.movable, scan.first_empty, scratch);
        } else {
            scratch.retain(|(score, _)| *score < 7 * 16);
        }
        if self.shuffle != 0 {
            self.shuffle_ties(scratch);
        }
        scratch.sort_by_key(|(score, _)| *score);
        let twins = self.twin_tops();
        for (i, &(_, mv)) in scratch.iter().enumerate() {
            if twins != 0
                && scratch[..i]
                    .iter()
                    .any(|&(_, e)| self.is_twin_of(e, mv, twins))
            {
                continue;
            }
            out.push(mv);
        }
    }

    /// Piles whose top card's twin (same rank and colour) is the top of another pile, as bits
    /// (none in the pinned order).
    ///
    /// A card put on either twin gives positions of one class (see [`Node::key`]): the face-up
    /// cards are the same, and so are the bases, since each twin keeps its own. Neither twin is
    /// safe to go up (the automatic moves lifted it before), so they do the same after both.
    /// So once one of the two moves was searched, the other meets its class in the table, or,
    /// for a talon card put on a pile drawing one (see `Node::pending_pile`), searches a
    /// position of that class again: [`Node::moves`] leaves out whichever comes second in its
    /// order, which keeps the order, and so the search, as it was but for those repeats.
    fn twin_tops(&self) -> u16 {
        if self.pinned_order {
            return 0;
        }
        let mut tops: u64 = 0;
        for p in 0..usize::from(self.n) {
            if let Some(t) = self.top(p) {
                tops |= 1 << t;
            }
        }
        let mut twins = 0;
        for p in 0..usize::from(self.n) {
            if let Some(t) = self.top(p)
                && tops >> twin(t) & 1 != 0
            {
                twins |= 1 << p;
            }
        }
        twins
    }

    /// Whether `later` is `earlier` with its card put on the other twin top (see
    /// [`Node::twin_tops`], whose bits `twins` are).
    fn is_twin_of(&self, earlier: SMove, later: SMove, twins: u16) -> bool {
        let (a, b) = match (earlier, later) {
            (
                SMove::Talon { j, to: a, recycle },
                SMove::Talon {
                    j: j2,
                    to: b,
                    recycle: r2,
                },
            ) if j == j2 && recycle == r2 => (a, b),
            (
                SMove::PileToPile { from, count, to: a },
                SMove::PileToPile {
                    from: f2,
                    count: c2,
                    to: b,
                },
            ) if from == f2 && count == c2 => (a, b),
            (
                SMove::FoundationToPile { suit, to: a },
                SMove::FoundationToPile { suit: s2, to: b },
            ) if suit == s2 => (a, b),
            _ => return false,
        };
        let (a, b) = (usize::from(a), usize::from(b));
        a != b
            && a < 16
            && b < 16
            && twins >> b & 1 != 0
            && self
                .top(a)
                .zip(self.top(b))
                .is_some_and(|(ta, tb)| ta == twin(tb))
    }

    /// Breaks the ties among moves of one class (the low four bits of a score) by a hash of
    /// [`Node::shuffle`], the position and the move, or within [`Node::shuffle_kinds`] moves of
    /// a restart's root, orders the moves by the hash alone: a restart tries the same moves in
    /// another order.
    fn shuffle_ties(&self, scratch: &mut [(u16, SMove)]) {
        let salt = mix(u64::from(self.shuffle)
            ^ self.piles_key.0
            ^ self.tmask.rotate_left(23)
            ^ u64::from(self.pos) << 56);
        for (score, mv) in scratch.iter_mut() {
            let id = match *mv {
                SMove::Talon { j, to, .. } => 1 << 24 | u64::from(j) << 8 | u64::from(to),
                SMove::PileToFoundation { from } => 2 << 24 | u64::from(from),
                SMove::PileToPile { from, count, to } => {
                    3 << 24 | u64::from(from) << 16 | u64::from(count) << 8 | u64::from(to)
                }
                SMove::FoundationToPile { suit, to } => {
                    4 << 24 | u64::from(suit) << 8 | u64::from(to)
                }
                SMove::SwapLift { from, count, to } => {
                    5 << 24 | u64::from(from) << 16 | u64::from(count) << 8 | u64::from(to)
                }
            };
            let hash = mix(salt ^ id);
            *score = if self.shuffle_kinds > 0 {
                (hash & 0xff) as u16
            } else {
                (*score & !0xf) | (hash & 0xf) as u16
            };
        }
    }

    /// What the moves of this position are judged by.
    fn scan(&self, reach: &[(u8, bool)]) -> Scan {
        let n = usize::from(self.n);
        let talon_mask = self.talon_mask_of(reach);
        let movable = self.movable_mask(talon_mask);
        // Emptying a pile by moving all its cards onto another pile only helps a king land in
        // it, and can always wait until just before one does: so it is needed only when a king
        // can move in right away.
        let king_ready = (0..4u8).any(|t| {
            let king = t * 13 + 12;
            movable & (1 << king) != 0
                && !(0..n).any(|p| self.lens[p] > 0 && self.piles[p][0] == king)
        });
        // What could land on the piles before and after each one, worked out once rather than
        // for every pile it is not.
        let (mut below, mut above) = ([0u64; 10], [0u64; 10]);
        for p in 0..n {
            below[p + 1] = below[p] | self.lands_on(p);
        }
        for p in (0..n).rev() {
            above[p] = above[p + 1] | self.lands_on(p);
        }
        Scan {
            first_empty: (0..n).find(|&p| self.lens[p] == 0),
            movable,
            king_ready,
            // Drawing one with unlimited passes, every talon card stays within reach whatever
            // happens, so a talon card can stay there until just before it is needed.
            free_talon: self.draw == 1 && self.recycles_left == UNLIMITED,
            below,
            above,
        }
    }

    /// The classes (see [`Node::by_downs`]) of an unsafe card going up from a pile without
    /// turning a card, and of one going up from the talon. Drawing one with unlimited passes the
    /// talon card goes first, as before; drawing three the pile's card does, and talon cards go
    /// onto piles before they go up: the deals that reach a card change with every card taken,
    /// and playing the talon's cards onto piles first is what brings the others within reach
    /// (measured on Solvitaire deals 1-400, with lower talon cards onto piles first: 10% fewer
    /// positions drawing three, 8% more drawing one, hence the split).
    pub(super) fn up_classes(&self) -> (u16, u16) {
        if self.pinned_order || (self.draw == 1 && self.recycles_left == UNLIMITED) {
            (4, 2)
        } else {
            (2, 4)
        }
    }

    /// A move's place in the order: its class, then (ties) the pile with the fewest face-down
    /// cards, which empties piles for kings sooner (measured: as good on most deals, and far
    /// quicker on a few).
    fn by_downs(&self, class: u16, p: usize) -> u16 {
        class * 16 + u16::from(self.downs[p].min(15))
    }

    /// The moves from pile `from`: its top card up, and runs (whole or in part) onto other piles.
    fn pile_moves(&self, from: usize, scan: &Scan, scratch: &mut Vec<(u16, SMove)>) {
        let len = usize::from(self.lens[from]);
        if len == 0 {
            return;
        }
        let down = usize::from(self.downs[from]);
        let run = self.run_len(from);
        let top = self.piles[from][len - 1];
        // As `landing_mask(from)`.
        let others = scan.below[from] | scan.above[from + 1];
        if self.is_next(top) {
            let turns = down > 0 && len - 1 == down;
            // A card that is not safe goes up only when that is of use right away (see
            // `is_lift_useful`); otherwise it can wait on its pile.
            if turns || len == 1 || self.is_lift_useful(from, run, scan.movable, others) {
                let class = if turns { 0 } else { self.up_classes().0 };
                let mv = SMove::PileToFoundation { from: from as u8 };
                scratch.push((self.by_downs(class, from), mv));
            }
        }
        self.swap_lifts(from, run, &|class, p| self.by_downs(class, p), scratch);
        // Part of a run moves only from a card Y onto Y's twin (same rank and colour), which
        // keeps the position's class (see `Node::key`): the search would meet the position it
        // came from in the table, or, where Y then goes up, the swap-lift's position. So only
        // the whole run is tried, but in the pinned order, which tries the parts of use as it
        // did, for the same node counts. (The face-up cards of a pile are one run, see
        // `Node::from_game`, so the whole run is the pile's face-up cards.)
        let least = if self.pinned_order { 1 } else { run };
        for count in least..=run {
            let base = self.piles[from][len - count];
            if others & (1 << base) == 0 {
                continue; // no pile takes it: the checks below would find nowhere to go
            }
            let whole_face_up = len - count == down;
            if !whole_face_up && !self.is_partial_useful(from, count, run, scan.movable, others) {
                continue;
            }
            if rank(base) == 13 && len == count {
                continue; // a king at the bottom already: nothing to gain by moving it
            }
            if whole_face_up && down == 0 && !scan.king_ready {
                continue;
            }
            let class = if whole_face_up && down > 0 {
                1
            } else if whole_face_up {
                6
            } else {
                7
            };
            for to in 0..usize::from(self.n) {
                if to == from || !self.accepts(to, base) {
                    continue;
                }
                if self.lens[to] == 0 && Some(to) != scan.first_empty {
                    continue; // empty piles are interchangeable
                }
                let mv = SMove::PileToPile {
                    from: from as u8,
                    count: count as u8,
                    to: to as u8,
                };
                scratch.push((self.by_downs(class, from), mv));
            }
        }
    }

    /// The moves of the talon cards within reach: up to a foundation, or onto a pile.
    fn talon_moves(&self, reach: &[(u8, bool)], scan: &Scan, scratch: &mut Vec<(u16, SMove)>) {
        let n = usize::from(self.n);
        let all_lands = scan.below[n];
        let coverable = if scan.free_talon {
            self.coverable_talon(scan.movable & !self.tmask)
        } else {
            0
        };
        for &(j, recycle) in reach {
            let c = self.talon[usize::from(j)];
            if self.is_next(c) {
                let safe = self.is_safe(c);
                // With a free talon, an unsafe card goes up only for its successor to follow.
                let successor = rank(c) < 13 && scan.movable & (1 << (c + 1)) != 0;
                if safe || !scan.free_talon || successor {
                    let mv = SMove::Talon {
                        j,
                        to: FOUNDATION,
                        recycle,
                    };
                    let class = if safe { 0 } else { self.up_classes().1 };
                    scratch.push((class * 16, mv));
                }
            }
            if all_lands & (1 << c) == 0 || (scan.free_talon && coverable >> c & 1 == 0) {
                continue;
            }
            // Drawing three, lower cards onto piles first (measured with the classes above).
            let tie = if scan.free_talon || self.pinned_order {
                0
            } else {
                u16::from(rank(c))
            };
            for to in 0..n {
                if self.accepts(to, c) && (self.lens[to] > 0 || Some(to) == scan.first_empty) {
                    let mv = SMove::Talon {
                        j,
                        to: to as u8,
                        recycle,
                    };
                    scratch.push((3 * 16 + tie, mv));
                }
            }
        }
    }
}
