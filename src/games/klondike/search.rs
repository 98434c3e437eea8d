//! The solver's compact position and its macro-moves (see `solver.rs` for the idea).
//!
//! Cards are bytes `suit * 13 + rank - 1` (as `Card::index`). The talon is the waste followed by
//! the stock in dealing order; `pos` cards of it are on the waste.

use crate::engine::card::{Card, CardSuit};
use crate::games::klondike::rules::{Klondike, Move, Passes};
use crate::games::klondike::solver::safe;

const MAX_PILE: usize = 32;
/// `recycles_left` value meaning unlimited passes.
const UNLIMITED: u8 = u8::MAX;
/// `SMove::Talon::to` value meaning the foundation.
const FOUNDATION: u8 = u8::MAX;

/// How a branch of the search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Flow {
    /// A won (or trivially finishable) position was reached.
    Win,
    /// Every continuation was searched without a win.
    Fail,
    /// A budget or the stop flag ended the search.
    Abort,
}

/// One step of the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SMove {
    /// Play talon card `j` (after the deals it needs) to pile `to` or the foundation.
    Talon { j: u8, to: u8, recycle: bool },
    /// A pile's top card to its foundation.
    PileToFoundation { from: u8 },
    /// A run of `count` cards between piles.
    PileToPile { from: u8, count: u8, to: u8 },
    /// A foundation's top card back to a pile.
    FoundationToPile { suit: u8, to: u8 },
}

fn rank(c: u8) -> u8 {
    c % 13 + 1
}

fn suit(c: u8) -> u8 {
    c / 13
}

fn is_red(c: u8) -> bool {
    matches!(suit(c), 1 | 2)
}

fn fits(c: u8, on: u8) -> bool {
    rank(c) + 1 == rank(on) && is_red(c) != is_red(on)
}

fn card_of(c: u8) -> Option<Card> {
    Card::new(rank(c), *CardSuit::ALL.get(usize::from(suit(c)))?)
}

/// 64-bit mixer (splitmix64's finaliser).
fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// A position as the solver sees it.
#[derive(Clone, Debug)]
pub(crate) struct Node {
    piles: [[u8; MAX_PILE]; 9],
    lens: [u8; 9],
    downs: [u8; 9],
    n: u8,
    talon: [u8; 52],
    tlen: u8,
    pos: u8,
    found: [u8; 4],
    recycles_left: u8,
    draw: u8,
}

impl Node {
    /// The solver's view of `game`; `None` for shapes it does not handle (a pile too tall).
    pub(crate) fn from_game(game: &Klondike) -> Option<Node> {
        let mut node = Node {
            piles: [[0; MAX_PILE]; 9],
            lens: [0; 9],
            downs: [0; 9],
            n: u8::try_from(game.tableau.len()).ok().filter(|&n| n <= 9)?,
            talon: [0; 52],
            tlen: 0,
            pos: u8::try_from(game.waste.len()).ok()?,
            found: game.foundations,
            recycles_left: match game.options.passes {
                Passes::Unlimited => UNLIMITED,
                other => {
                    let limit = other.recycle_limit().unwrap_or(0);
                    u8::try_from(limit.saturating_sub(game.recycles)).ok()?
                }
            },
            draw: game.options.draw.clamp(1, 3),
        };
        for (i, pile) in game.tableau.iter().enumerate() {
            // Room for every face-down card plus a full run of thirteen.
            if pile.face_down + 13 > MAX_PILE || pile.cards.len() > MAX_PILE {
                return None;
            }
            for (k, card) in pile.cards.iter().enumerate() {
                node.piles[i][k] = card.index() as u8;
            }
            node.lens[i] = pile.cards.len() as u8;
            node.downs[i] = pile.face_down.min(pile.cards.len().saturating_sub(1)) as u8;
        }
        let talon = game.waste.iter().chain(game.stock.iter().rev());
        for (k, card) in talon.enumerate() {
            *node.talon.get_mut(k)? = card.index() as u8;
            node.tlen += 1;
        }
        Some(node)
    }

    /// The talon card at `j`, as a card.
    pub(crate) fn talon_card(&self, j: u8) -> Option<Card> {
        card_of(*self.talon.get(usize::from(j))?)
    }

    fn top(&self, p: usize) -> Option<u8> {
        let len = usize::from(self.lens[p]);
        len.checked_sub(1).map(|i| self.piles[p][i])
    }

    /// Length of the movable run on top of pile `p`.
    fn run_len(&self, p: usize) -> usize {
        let len = usize::from(self.lens[p]);
        let down = usize::from(self.downs[p]);
        if len == 0 {
            return 0;
        }
        let mut i = len - 1;
        while i > down && fits(self.piles[p][i], self.piles[p][i - 1]) {
            i -= 1;
        }
        len - i
    }

    fn accepts(&self, p: usize, c: u8) -> bool {
        match self.top(p) {
            Some(top) => fits(c, top),
            None => rank(c) == 13,
        }
    }

    fn is_next(&self, c: u8) -> bool {
        self.found[usize::from(suit(c))] + 1 == rank(c)
    }

    fn is_safe(&self, c: u8) -> bool {
        card_of(c).is_some_and(|card| safe(&self.found, card))
    }

    /// Whether nothing is hidden, the talon is empty and every pile is one run, so the game
    /// finishes by playing the lowest card again and again.
    pub(crate) fn is_finishable(&self) -> bool {
        self.tlen == 0
            && (0..usize::from(self.n)).all(|p| self.run_len(p) == usize::from(self.lens[p]))
    }

    /// A 128-bit hash of everything that decides the future: the piles as a multiset, the
    /// talon's remaining cards and (where it matters) the waste pointer and passes left.
    pub(crate) fn key(&self) -> u128 {
        let mut piles: u128 = 0;
        for p in 0..usize::from(self.n) {
            let len = usize::from(self.lens[p]);
            let mut a = mix(u64::from(self.downs[p]) | 0x100);
            let mut b = mix(a ^ 0x5555);
            for &c in &self.piles[p][..len] {
                a = mix(a ^ u64::from(c));
                b = mix(b.wrapping_add(u64::from(c) * 0x9e37_79b9));
            }
            piles = piles.wrapping_add((u128::from(a) << 64) | u128::from(b));
        }
        let mut mask: u64 = 0;
        for &c in &self.talon[..usize::from(self.tlen)] {
            mask |= 1 << c;
        }
        let pos = if self.recycles_left == UNLIMITED
            && (self.pos.is_multiple_of(self.draw) || self.pos == self.tlen)
        {
            // With unlimited passes these pointer positions reach one another by dealing and
            // recycling alone, so they are the same position.
            0
        } else {
            u64::from(self.pos) + 1
        };
        let extra = mix(mask ^ mix(pos | (u64::from(self.recycles_left) << 8)));
        piles ^ (u128::from(extra) | (u128::from(mix(extra ^ mask)) << 64))
    }

    /// Talon cards that deals can bring to the top of the waste: `(index, needs a recycle)`.
    fn reachable_talon(&self, out: &mut Vec<(u8, bool)>) {
        let len = self.tlen;
        let draw = self.draw;
        let mut seen: u64 = 0;
        let mut add = |j: u8, recycle: bool, out: &mut Vec<(u8, bool)>| {
            if seen & (1 << j) == 0 {
                seen |= 1 << j;
                out.push((j, recycle));
            }
        };
        if self.pos > 0 {
            add(self.pos - 1, false, out);
        }
        let mut k = self.pos;
        while k < len {
            k = (k + draw).min(len);
            add(k - 1, false, out);
        }
        if self.recycles_left > 0 && len > 0 {
            let mut k = 0;
            while k < len {
                k = (k + draw).min(len);
                add(k - 1, true, out);
            }
        }
    }

    /// The moves worth searching here, best first. Without `full`, moves that only rearrange
    /// face-up cards (part of a run, or a card back from a foundation) are left out: a quick
    /// search for a win, never a proof of loss.
    pub(crate) fn moves(&self, full: bool) -> Vec<SMove> {
        let mut scored: Vec<(u8, SMove)> = Vec::with_capacity(32);
        let n = usize::from(self.n);
        let first_empty = (0..n).find(|&p| self.lens[p] == 0);
        let mut reach = Vec::with_capacity(24);
        self.reachable_talon(&mut reach);
        let mut reach_cards: u64 = 0;
        for &(j, _) in &reach {
            reach_cards |= 1 << self.talon[usize::from(j)];
        }
        // From here on, "reach_cards" is every card that could move now.
        let reach_cards = self.movable_mask(reach_cards);
        // Emptying a pile by moving all its cards onto another pile only helps a king land in
        // it, and can always wait until just before one does: so it is needed only when a king
        // can move in right away.
        let king_ready = (0..4u8).any(|t| {
            let king = t * 13 + 12;
            reach_cards & (1 << king) != 0
                && !(0..n).any(|p| self.lens[p] > 0 && self.piles[p][0] == king)
        });
        // Pile moves.
        for from in 0..n {
            let len = usize::from(self.lens[from]);
            if len == 0 {
                continue;
            }
            let down = usize::from(self.downs[from]);
            let run = self.run_len(from);
            let top = self.piles[from][len - 1];
            if self.is_next(top) {
                let score = if down > 0 && len - 1 == down { 0 } else { 4 };
                scored.push((score, SMove::PileToFoundation { from: from as u8 }));
            }
            for count in 1..=run {
                let base = self.piles[from][len - count];
                let whole_face_up = len - count == down;
                if !whole_face_up && !self.is_partial_useful(from, count, run, reach_cards) {
                    continue;
                }
                if rank(base) == 13 && len == count {
                    continue; // a king at the bottom already: nothing to gain by moving it
                }
                for to in 0..n {
                    if to == from || !self.accepts(to, base) {
                        continue;
                    }
                    if self.lens[to] == 0 && Some(to) != first_empty {
                        continue; // empty piles are interchangeable
                    }
                    if whole_face_up && down == 0 && !king_ready {
                        continue;
                    }
                    let score = if whole_face_up && down > 0 {
                        1
                    } else if whole_face_up {
                        6
                    } else {
                        7
                    };
                    let mv = SMove::PileToPile {
                        from: from as u8,
                        count: count as u8,
                        to: to as u8,
                    };
                    scored.push((score, mv));
                }
            }
        }
        // Talon moves.
        for (j, recycle) in reach {
            let c = self.talon[usize::from(j)];
            if self.is_next(c) {
                let score = if self.is_safe(c) { 0 } else { 2 };
                scored.push((
                    score,
                    SMove::Talon {
                        j,
                        to: FOUNDATION,
                        recycle,
                    },
                ));
            }
            // Drawing one with unlimited passes, every talon card stays within reach, so
            // putting one on the tableau can wait until just before a card lands on it.
            let free_talon = self.draw == 1 && self.recycles_left == UNLIMITED;
            if free_talon && !self.can_be_held(c, reach_cards) {
                continue;
            }
            for to in 0..n {
                if self.accepts(to, c) && (self.lens[to] > 0 || Some(to) == first_empty) {
                    scored.push((
                        3,
                        SMove::Talon {
                            j,
                            to: to as u8,
                            recycle,
                        },
                    ));
                }
            }
        }
        if !full {
            scored.retain(|(score, _)| *score < 7);
            scored.sort_by_key(|(score, _)| *score);
            return scored.into_iter().map(|(_, mv)| mv).collect();
        }
        // Foundation cards back down, unless safe (then they would never be needed).
        for s in 0..4u8 {
            let r = self.found[usize::from(s)];
            if r == 0 {
                continue;
            }
            let c = s * 13 + r - 1;
            let mut lowered = self.found;
            lowered[usize::from(s)] -= 1;
            if card_of(c).is_some_and(|card| safe(&lowered, card)) {
                continue;
            }
            // A card comes down only to hold a card one lower of the other colour, and that
            // descent can always wait until just before the card lands; so a descent is only
            // needed when such a card can move right away.
            if !self.can_be_held(c, reach_cards) {
                continue;
            }
            for to in 0..n {
                if self.accepts(to, c) && (self.lens[to] > 0 || Some(to) == first_empty) {
                    scored.push((
                        8,
                        SMove::FoundationToPile {
                            suit: s,
                            to: to as u8,
                        },
                    ));
                }
            }
        }
        scored.sort_by_key(|(score, _)| *score);
        scored.into_iter().map(|(_, mv)| mv).collect()
    }

    /// Whether moving the top `count` cards of pile `from` (less than its face-up cards) can
    /// be useful now. Such a move only uncovers a face-up card Y, and it can always wait until
    /// Y is used: Y goes to its foundation, the twin of the moved base card lands on Y, or a
    /// run from Y or below in the pile moves away. So it is needed only when one of those can
    /// happen right after it.
    fn is_partial_useful(&self, from: usize, count: usize, run: usize, movable: u64) -> bool {
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
        let n = usize::from(self.n);
        let has_empty = (0..n).any(|p| p != from && self.lens[p] == 0);
        let lowest = len.saturating_sub(run);
        (lowest..len - count).any(|i| {
            let v = self.piles[from][i];
            (i > 0 && rank(v) == 13 && has_empty)
                || (0..n).any(|p| p != from && self.top(p).is_some_and(|t| fits(v, t)))
        })
    }

    /// Whether a card that `c` could hold (one lower, other colour) could move now.
    fn can_be_held(&self, c: u8, movable: u64) -> bool {
        let r = rank(c);
        r >= 2
            && (0..4u8)
                .filter(|&t| (t == 1 || t == 2) != is_red(c))
                .any(|t| self.is_movable(t * 13 + r - 2, movable))
    }

    /// Whether card `c` could move now: from a movable run, the reachable talon (`talon_mask`
    /// of card bits) or the top of its foundation.
    fn is_movable(&self, c: u8, movable: u64) -> bool {
        movable & (1 << c) != 0
    }

    /// The cards that could move now, as bits: the reachable talon cards (`talon_mask`), the
    /// movable runs and the foundation tops.
    fn movable_mask(&self, talon_mask: u64) -> u64 {
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

    fn turn_top(&mut self, p: usize) {
        if self.lens[p] > 0 && self.downs[p] >= self.lens[p] {
            self.downs[p] = self.lens[p] - 1;
        }
    }

    fn push(&mut self, p: usize, c: u8) {
        let len = usize::from(self.lens[p]);
        if len < MAX_PILE {
            self.piles[p][len] = c;
            self.lens[p] += 1;
        }
    }

    /// Performs one move (no automatic moves).
    pub(crate) fn apply_one(&mut self, mv: SMove) {
        match mv {
            SMove::Talon { j, to, recycle } => {
                let j = usize::from(j);
                let len = usize::from(self.tlen);
                let c = self.talon[j];
                self.talon.copy_within(j + 1..len, j);
                self.tlen -= 1;
                self.pos = j as u8;
                if recycle && self.recycles_left != UNLIMITED {
                    self.recycles_left = self.recycles_left.saturating_sub(1);
                }
                if to == FOUNDATION {
                    self.found[usize::from(suit(c))] += 1;
                } else {
                    self.push(usize::from(to), c);
                }
            }
            SMove::PileToFoundation { from } => {
                let p = usize::from(from);
                if let Some(c) = self.top(p) {
                    self.lens[p] -= 1;
                    self.found[usize::from(suit(c))] += 1;
                    self.turn_top(p);
                }
            }
            SMove::PileToPile { from, count, to } => {
                let (f, t) = (usize::from(from), usize::from(to));
                let len = usize::from(self.lens[f]);
                let count = usize::from(count);
                for k in len - count..len {
                    let c = self.piles[f][k];
                    self.push(t, c);
                }
                self.lens[f] -= count as u8;
                self.turn_top(f);
            }
            SMove::FoundationToPile { suit: s, to } => {
                let r = self.found[usize::from(s)];
                self.found[usize::from(s)] = r - 1;
                self.push(usize::from(to), s * 13 + r - 1);
            }
        }
    }

    /// Plays safe cards from the piles to the foundations until none is left, recording them.
    pub(crate) fn auto_play(&mut self, path: &mut Vec<SMove>) {
        loop {
            let found =
                (0..usize::from(self.n)).find(|&p| self.top(p).is_some_and(|c| self.is_safe(c)));
            let Some(p) = found else {
                return;
            };
            let mv = SMove::PileToFoundation { from: p as u8 };
            self.apply_one(mv);
            path.push(mv);
        }
    }

    /// Performs a move and the automatic moves after it, recording all of them in `path`.
    pub(crate) fn play(&mut self, mv: SMove, path: &mut Vec<SMove>) {
        self.apply_one(mv);
        path.push(mv);
        self.auto_play(path);
    }

    /// The game move for `mv` once its talon card is on top of the waste.
    pub(crate) fn to_move(&self, mv: SMove) -> Option<Move> {
        Some(match mv {
            SMove::Talon { to, .. } if to == FOUNDATION => Move::WasteToFoundation,
            SMove::Talon { to, .. } => Move::WasteToTableau { to },
            SMove::PileToFoundation { from } => Move::TableauToFoundation { from },
            SMove::PileToPile { from, count, to } => Move::TableauToTableau { from, count, to },
            SMove::FoundationToPile { suit, to } => Move::FoundationToTableau {
                suit: *CardSuit::ALL.get(usize::from(suit))?,
                to,
            },
        })
    }
}
