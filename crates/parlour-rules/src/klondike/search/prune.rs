//! Which moves the search may leave out: each rule says why a move it drops can wait until it is
//! of use, so no win is lost (the tests check this against an exhaustive search).

use super::{FITS_ON, Node, SMove, UNLIMITED, is_red, rank, suit};

/// The four kings as card bits.
const KINGS: u64 = (1 << 12) | (1 << 25) | (1 << 38) | (1 << 51);

/// For each rank, its four cards as bits.
static RANK_BITS: [u64; 14] = {
    let mut t = [0; 14];
    let mut r = 1;
    while r <= 13 {
        t[r] = (1 << (r - 1)) | (1 << (12 + r)) | (1 << (25 + r)) | (1 << (38 + r));
        r += 1;
    }
    t
};

impl Node {
    /// The pile on which the move `mv`, played from this position to give `child`, left a
    /// talon card that the very next move must cover, if it did.
    ///
    /// Drawing one card with unlimited passes, every talon card stays within reach whatever is
    /// played, and a talon card C put on a pile is of use there only once a card lands on it:
    /// going up, or moving alone or with the cards under it, it could as well have gone
    /// straight from the talon (to where its pile's top card T is then). So in a winning line
    /// C's move can be put off until just before the first card lands on it: meanwhile nothing
    /// lands on T (C lies on it), C in the talon changes no other move, and T cannot go up by
    /// the automatic moves, since it is safe only once both cards one lower of the other colour
    /// are up, and C is one of them (C is no ace: an ace holds nothing, so it is never put on a
    /// pile, see `can_be_held`). So the search needs only "C onto the pile, then a card onto
    /// C", and the position in between is searched for just those moves (a chain of talon
    /// cards ends, as the talon only shrinks).
    ///
    /// "Lands" is meant class-wise (see [`Node::key`]): part of a run moving onto C from C's
    /// twin Y (same rank and colour) leaves the class as it was, as if nothing had landed,
    /// unless Y then goes up, which C made room for; so that landing is searched only as the
    /// swap-lift "the run onto C, then Y up" (see `runs_onto`; before issue 26 the twin swap
    /// was searched alone, so the position "C on the pile" was searched in full after all,
    /// in its twin's place: half the positions of the longest draw-one proofs).
    ///
    /// (The same holds for a partial run move and the face-up card it uncovers, but searching
    /// those positions without the table's help cost more than it saved.)
    pub(crate) fn pending_pile(&self, mv: SMove, child: &Node) -> Option<usize> {
        let SMove::Talon { j, to, .. } = mv else {
            return None;
        };
        let p = usize::from(to);
        let free_talon = self.draw == 1 && self.recycles_left == UNLIMITED;
        let c = self.talon[usize::from(j)];
        (free_talon && to != super::FOUNDATION && child.top(p) == Some(c)).then_some(p)
    }

    /// This position's key ([`Node::key`]), and where dealing alone links it to others: the
    /// keys of the positions that differ only in the waste pointer and reach this one by
    /// dealing are written to `reached_from`, and the key of the merged pointer position that
    /// this one reaches is returned second (`None` when there are no such positions).
    ///
    /// Drawing more than one card with unlimited passes, pointer p reaches p + draw, p + 2 draw
    /// and so on by dealing, then the merged positions (see [`Node::key`]), but not back. If D
    /// reaches S by dealing alone, every move the search makes from S it makes from D too:
    /// D's reachable talon cards include S's, a talon move leaves the pointer at the card
    /// taken whichever pointer it started from, other moves ignore the pointer, and every
    /// pruning rule keeps more moves when more cards can move. So once D is in the table
    /// (searched, or being searched higher up this line), searching S adds nothing, as if S
    /// had been seen: a winning line from S is one from D. Checking the few D of S's residue
    /// below it, and entering the merged position along with S, catches both directions.
    pub(crate) fn dealing_keys(&self, reached_from: &mut Vec<u128>) -> (u128, Option<u128>) {
        reached_from.clear();
        let code = self.pos_code();
        let group = Self::group_key(self.key_parts(), self.tmask, code >> 8);
        let key = Self::key(group, code & 0xff);
        if self.draw == 1 || self.recycles_left != UNLIMITED || code & 0xff == 0 {
            return (key, None);
        }
        let mut p = self.pos;
        // p is not a multiple of the draw here, so it stays above zero.
        while p > self.draw {
            p -= self.draw;
            reached_from.push(Self::key(group, u64::from(p) + 1));
        }
        (key, Some(Self::key(group, 0)))
    }

    /// The moves that put a card onto the top card C of pile `p`, runs that turn a card first.
    /// Part of a run comes only as a swap-lift (see [`Node::pending_pile`]; in the pinned order
    /// as before, when of use as in [`Node::moves`]), and descents not in the quick search
    /// (`full` false); otherwise all are kept (more moves than the pruned [`Node::moves`] would
    /// offer only make the search larger, never wrong), but an ace, which goes up at once
    /// anyway.
    pub(crate) fn moves_onto(&self, p: usize, full: bool, out: &mut Vec<SMove>) {
        let Some(c) = self.top(p) else {
            return;
        };
        if rank(c) <= 2 {
            return;
        }
        let r = rank(c) - 2;
        // The two cards that fit on C.
        let xs = if is_red(c) {
            [r, 39 + r]
        } else {
            [13 + r, 26 + r]
        };
        self.runs_onto(p, rank(c) - 1, xs, out);
        self.talon_onto(p, xs, out);
        if full {
            for x in xs {
                // A card safe to go up again would only be lifted back at once.
                if self.found[usize::from(suit(x))] == rank(x) && !self.stays_up(x) {
                    out.push(SMove::FoundationToPile {
                        suit: suit(x),
                        to: p as u8,
                    });
                }
            }
        }
    }

    /// The runs of other piles whose base, of rank `wanted`, is one of `xs`, onto pile `p`:
    /// those that turn a card first.
    fn runs_onto(&self, p: usize, wanted: u8, xs: [u8; 2], out: &mut Vec<SMove>) {
        // What can move now is needed only for partial runs, and then once.
        let mut movable = None;
        let mut rest = [SMove::PileToFoundation { from: 0 }; 8];
        let mut later = 0;
        for from in 0..usize::from(self.n) {
            let len = usize::from(self.lens[from]);
            if from == p || len == 0 {
                continue;
            }
            let down = usize::from(self.downs[from]);
            // Only the run's card of the rank wanted can be one of them.
            for i in self.run_height_of_rank(from, wanted).into_iter() {
                if !xs.contains(&self.piles[from][i]) {
                    continue;
                }
                let mv = SMove::PileToPile {
                    from: from as u8,
                    count: (len - i) as u8,
                    to: p as u8,
                };
                if i == down && down > 0 {
                    out.push(mv);
                } else if i > down && !self.pinned_order {
                    // Part of a run moving from C's twin Y onto C lands nothing class-wise
                    // (see `Node::pending_pile`), unless Y then goes up: the swap-lift.
                    if self.is_next(self.piles[from][i - 1]) && later < rest.len() {
                        rest[later] = SMove::SwapLift {
                            from: from as u8,
                            count: (len - i) as u8,
                            to: p as u8,
                        };
                        later += 1;
                    }
                } else if i > down
                    && !self.is_partial_useful(
                        from,
                        len - i,
                        self.run_len(from),
                        *movable
                            .get_or_insert_with(|| self.movable_mask(self.reachable_talon_mask())),
                        self.landing_mask(from),
                    )
                {
                    // Left out as in [`Node::moves`].
                } else if later < rest.len() {
                    rest[later] = mv;
                    later += 1;
                }
            }
        }
        out.extend_from_slice(&rest[..later]);
    }

    /// The talon cards within reach that are one of `xs`, onto pile `p`.
    fn talon_onto(&self, p: usize, xs: [u8; 2], out: &mut Vec<SMove>) {
        // Most positions have neither card in the talon: then its reach is not needed.
        if self.tmask & (1 << xs[0] | 1 << xs[1]) == 0 {
            return;
        }
        let mut reach = [(0u8, false); 64];
        let count = self.reachable_talon(&mut reach);
        // Drawing one with unlimited passes, a talon card put on C must be coverable in turn
        // (see `coverable_talon`).
        let free_talon = self.draw == 1 && self.recycles_left == UNLIMITED;
        let allowed = if free_talon && count > 0 {
            self.coverable_talon(self.movable_mask(0))
        } else {
            u64::MAX
        };
        for &(j, recycle) in &reach[..count] {
            let x = self.talon[usize::from(j)];
            // A safe card would go straight on up: it cannot stay to cover the card.
            if xs.contains(&x) && !self.is_safe(x) && allowed >> x & 1 != 0 {
                out.push(SMove::Talon {
                    j,
                    to: p as u8,
                    recycle,
                });
            }
        }
    }

    /// Cards of pile `from`'s run that could go up if the cards on them moved to their twin: in
    /// the class of this position (see [`Node::key`]) there is one where they are on top.
    pub(super) fn swap_lifts(
        &self,
        from: usize,
        run: usize,
        by_downs: &dyn Fn(u16, usize) -> u16,
        scratch: &mut Vec<(u16, SMove)>,
    ) {
        let len = usize::from(self.lens[from]);
        let down = usize::from(self.downs[from]);
        for i in len - run..len - 1 {
            let q = self.piles[from][i];
            if !self.is_next(q) {
                continue;
            }
            let twin = (suit(q) ^ 3) * 13 + rank(q) - 1;
            let Some(to) = (0..usize::from(self.n)).find(|&p| self.top(p) == Some(twin)) else {
                continue;
            };
            let class = if i == down && down > 0 {
                0
            } else {
                self.up_classes().0
            };
            let mv = SMove::SwapLift {
                from: from as u8,
                count: (len - 1 - i) as u8,
                to: to as u8,
            };
            scratch.push((by_downs(class, from), mv));
        }
    }

    /// Foundation cards back down, unless safe (then they would never be needed).
    pub(super) fn descents(
        &self,
        movable: u64,
        first_empty: Option<usize>,
        scratch: &mut Vec<(u16, SMove)>,
    ) {
        let n = usize::from(self.n);
        for s in 0..4u8 {
            let r = self.found[usize::from(s)];
            if r == 0 {
                continue;
            }
            let c = s * 13 + r - 1;
            if self.stays_up(c) {
                continue;
            }
            // A card comes down only to hold a card one lower of the other colour, or to let a
            // card under it in its foundation come down for that, and the descent can always
            // wait until just before such a card lands (or the lower card comes down); so it is
            // only needed when a card that it or a card under it could hold can move right
            // away. (Checking only the top card lost wins: a ten whose black nines are buried
            // must still come down to let the nine under it hold a free black eight.)
            if !(1..=rank(c)).any(|k| self.can_be_held(s * 13 + k - 1, movable)) {
                continue;
            }
            for to in 0..n {
                if self.accepts(to, c) && (self.lens[to] > 0 || Some(to) == first_empty) {
                    let mv = SMove::FoundationToPile {
                        suit: s,
                        to: to as u8,
                    };
                    scratch.push((8 * 16, mv));
                }
            }
        }
    }

    /// Whether lifting the (unsafe) top card C of pile `from` to its foundation is of use now,
    /// when it neither turns a card nor empties the pile. The lift can wait on its pile as long
    /// as nothing needs C gone: its successor going up, or the face-up card under it being used
    /// (as for a partial run move, see [`Node::is_partial_useful`]).
    pub(super) fn is_lift_useful(
        &self,
        from: usize,
        run: usize,
        movable: u64,
        others: u64,
    ) -> bool {
        let len = usize::from(self.lens[from]);
        let c = self.piles[from][len - 1];
        (rank(c) < 13 && movable & (1 << (c + 1)) != 0)
            || self.is_partial_useful(from, 1, run, movable, others)
    }

    /// The cards that could land on some pile other than `from` now, as bits: one lower and of
    /// the other colour than its top card, or a king for an empty pile.
    pub(super) fn landing_mask(&self, from: usize) -> u64 {
        (0..usize::from(self.n))
            .filter(|&p| p != from)
            .fold(0, |mask, p| mask | self.lands_on(p))
    }

    /// The cards that could land on pile `p` now, as bits (see [`Node::landing_mask`]).
    pub(super) fn lands_on(&self, p: usize) -> u64 {
        match self.top(p) {
            None => KINGS,
            Some(t) if rank(t) > 1 => {
                let r = rank(t) - 2;
                if is_red(t) {
                    (1 << r) | (1 << (39 + r))
                } else {
                    (1 << (13 + r)) | (1 << (26 + r))
                }
            }
            Some(_) => 0,
        }
    }

    /// Whether moving the top `count` cards of pile `from` (less than its face-up cards) can
    /// be useful now. Such a move only uncovers a face-up card Y, and it can always wait until
    /// Y is used: Y goes to its foundation, the twin of the moved base card lands on Y, or a
    /// run from Y or below in the pile moves away. So it is needed only when one of those can
    /// happen right after it. `others` is [`Node::landing_mask`] of `from`.
    pub(super) fn is_partial_useful(
        &self,
        from: usize,
        count: usize,
        run: usize,
        movable: u64,
        others: u64,
    ) -> bool {
        let len = usize::from(self.lens[from]);
        let base = self.piles[from][len - count];
        let y = self.piles[from][len - count - 1];
        if self.is_next(y) {
            return true;
        }
        let twin = (suit(base) ^ 3) * 13 + rank(base) - 1;
        if self.is_movable(twin, movable) {
            return true;
        }
        let lowest = len.saturating_sub(run);
        // A king already at the bottom gains nothing from an empty pile.
        (lowest..len - count).any(|i| {
            let v = self.piles[from][i];
            others & (1 << v) != 0 && (i > 0 || rank(v) != 13)
        })
    }

    /// The talon cards that, once on a pile, a chain of talon cards could cover and a card now
    /// off the talon (`landers`: the movable cards of the piles and the foundation tops) then
    /// land on, as bits.
    ///
    /// Drawing one with unlimited passes, a talon card put on a pile is of use only once a card
    /// lands on it, and its move can wait until just before that (see [`Node::pending_pile`]).
    /// If that card is a talon card too, the same holds for it, so in a winning line the talon
    /// cards put on a pile come in unbroken chains, each ending with a card from elsewhere
    /// landing. Putting talon cards on piles changes what else can move in no way that helps:
    /// it only covers a pile's top, whose run can still move with them. So a talon card outside
    /// this set need never be put on a pile.
    pub(super) fn coverable_talon(&self, landers: u64) -> u64 {
        let mut coverable = 0;
        // A chain runs down in rank, so the cards one lower are settled first.
        for rank_bits in &RANK_BITS[2..] {
            let mut cards = self.tmask & rank_bits;
            while cards != 0 {
                let c = cards.trailing_zeros() as u8;
                cards &= cards - 1;
                if FITS_ON[usize::from(c)] & (landers | coverable) != 0 {
                    coverable |= 1 << c;
                }
            }
        }
        coverable
    }

    /// Whether a card that `c` could hold (one lower, other colour) could move now.
    pub(super) fn can_be_held(&self, c: u8, movable: u64) -> bool {
        let r = rank(c);
        r >= 2
            && (0..4u8)
                .filter(|&t| (t == 1 || t == 2) != is_red(c))
                .any(|t| self.is_movable(t * 13 + r - 2, movable))
    }

    /// Whether card `c` could move now, given `movable` from [`Node::movable_mask`].
    pub(super) fn is_movable(&self, c: u8, movable: u64) -> bool {
        movable & (1 << c) != 0
    }

    /// The cards that could move now, as bits: the reachable talon cards (`talon_mask`), the
    /// movable runs and the foundation tops.
    pub(super) fn movable_mask(&self, talon_mask: u64) -> u64 {
        let mut mask = talon_mask;
        for (s, &r) in self.found.iter().enumerate() {
            if r > 0 {
                mask |= 1 << (s as u8 * 13 + r - 1);
            }
        }
        for p in 0..usize::from(self.n) {
            let len = usize::from(self.lens[p]);
            for &c in &self.piles[p][len - self.run_len(p)..len] {
                mask |= 1 << c;
            }
        }
        mask
    }
}
