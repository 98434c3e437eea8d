//! The solver's compact position and its macro-moves (see `solver.rs` for the idea).
//!
//! Cards are bytes `suit * 13 + rank - 1` (as `Card::index`). The talon is the waste followed by
//! the stock in dealing order; `pos` cards of it are on the waste.

use crate::engine::card::{Card, CardSuit};
use crate::klondike::rules::{Klondike, Move, Passes};

mod deadend;
mod key;
mod movegen;
mod pending;
mod prune;
#[cfg(test)]
mod tests;

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
    /// The top `count` cards of pile `from` onto pile `to`, whose top card is the twin (same
    /// rank and colour) of the card they lie on, then that card to its foundation. The first
    /// half keeps the position's class (see [`Node::key`]), so it is never a step of its own.
    SwapLift { from: u8, count: u8, to: u8 },
}

/// Rank and suit of every byte, looked up rather than divided: the move generator asks for
/// them millions of times a second, and a profile put dividing by 13 among its costliest lines.
static RANKS: [u8; 256] = {
    let mut t = [0; 256];
    let mut c = 0;
    while c < 256 {
        t[c] = (c % 13 + 1) as u8;
        c += 1;
    }
    t
};

static SUITS: [u8; 256] = {
    let mut t = [0; 256];
    let mut c = 0;
    while c < 256 {
        t[c] = (c / 13) as u8;
        c += 1;
    }
    t
};

/// For each card byte `on`, the cards (bits) that fit on it: one rank lower, other colour.
static FITS_ON: [u64; 256] = {
    let mut t = [0u64; 256];
    let mut on = 0;
    while on < 52 {
        let mut c = 0;
        while c < 52 {
            let red_c = matches!(c / 13, 1 | 2);
            let red_on = matches!(on / 13, 1 | 2);
            if c % 13 + 2 == on % 13 + 1 && red_c != red_on {
                t[on] |= 1 << c;
            }
            c += 1;
        }
        on += 1;
    }
    t
};

fn rank(c: u8) -> u8 {
    RANKS[usize::from(c)]
}

fn suit(c: u8) -> u8 {
    SUITS[usize::from(c)]
}

fn is_red(c: u8) -> bool {
    matches!(suit(c), 1 | 2)
}

fn fits(c: u8, on: u8) -> bool {
    c < 64 && FITS_ON[usize::from(on)] >> c & 1 != 0
}

/// [`is_safe_to_foundation`](crate::klondike::assist::is_safe_to_foundation) on a card
/// byte, without building a `Card`: the automatic moves ask it of every pile's top card after
/// every move. Suits are C D H S, so the suits of the other colour are `s ^ 1` and `s ^ 2`, and
/// the other suit of the same colour is `s ^ 3`.
fn safe_on(found: &[u8; 4], c: u8) -> bool {
    let (s, r) = (usize::from(suit(c)), rank(c));
    found[s] + 1 == r
        && (r <= 2 || (found[s ^ 1] + 1 >= r && found[s ^ 2] + 1 >= r && found[s ^ 3] + 2 >= r))
}

fn card_of(c: u8) -> Option<Card> {
    Card::new(rank(c), *CardSuit::ALL.get(usize::from(suit(c)))?)
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
    /// The talon's cards as bits.
    tmask: u64,
    pos: u8,
    found: [u8; 4],
    recycles_left: u8,
    draw: u8,
    /// The piles' part of the class key ([`Node::key_parts`]), kept up to date by every move:
    /// summing it afresh over every face-down card at every visit was a tenth of the search.
    piles_key: (u64, u64, u64),
    /// Each pile's [`Node::run_len`], kept up to date by every move: the move generator asks
    /// for it many times a position, and walking the runs was among its costliest loops.
    runs: [u8; 9],
    /// Order moves as the solver did before issue 26 (see `Limits::pinned_order`).
    pub(crate) pinned_order: bool,
    /// Nonzero in a restart of the search: ties among moves of one kind are then broken by a
    /// hash of this, the position and the move (see `Node::shuffle_ties`), so each restart
    /// takes other paths first.
    pub(crate) shuffle: u32,
    /// For how many more moves of a restart the moves' kinds are shuffled too, not just ties
    /// (counted down by [`Node::play`]).
    pub(crate) shuffle_kinds: u8,
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
            tmask: 0,
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
            piles_key: (0, 0, 0),
            runs: [0; 9],
            pinned_order: false,
            shuffle: 0,
            shuffle_kinds: 0,
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
            node.tmask |= 1 << card.index();
        }
        for p in 0..usize::from(node.n) {
            // A face-up card that is not part of the run on top can only leave once the run is
            // gone, as a face-down card: so it counts as one, and the face-up cards of every pile
            // are one run, which the class key and the move generator rely on (a deal file may
            // lay out anything; play never leaves such a card).
            let run = node.run_len_afresh(p);
            node.downs[p] = (usize::from(node.lens[p]).saturating_sub(run.max(1))) as u8;
            node.runs[p] = run as u8;
        }
        node.piles_key = node.piles_key_afresh();
        Some(node)
    }

    /// The same position drawing one card with unlimited passes, unless it already does: a
    /// relaxation, since every talon card that some deals bring to the top of the waste here
    /// can be brought there drawing one, and taking a card leaves the talon's order alike.
    pub(crate) fn drawing_one_freely(&self) -> Option<Node> {
        if self.draw == 1 && self.recycles_left == UNLIMITED {
            return None;
        }
        let mut relaxed = self.clone();
        relaxed.draw = 1;
        relaxed.recycles_left = UNLIMITED;
        Some(relaxed)
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
        debug_assert_eq!(usize::from(self.runs[p]), self.run_len_afresh(p));
        usize::from(self.runs[p])
    }

    /// [`Node::run_len`] counted on the pile.
    fn run_len_afresh(&self, p: usize) -> usize {
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

    /// The height in pile `p`'s run of its card of rank `r`, if the run has one: a run goes
    /// down one rank a card, so the top card's rank says where.
    fn run_height_of_rank(&self, p: usize, r: u8) -> Option<usize> {
        let above = usize::from(r.checked_sub(rank(self.top(p)?))?);
        (above < self.run_len(p)).then(|| usize::from(self.lens[p]) - 1 - above)
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

    /// Whether card `c` is safe to go to its foundation now (see [`safe_on`]).
    fn is_safe(&self, c: u8) -> bool {
        safe_on(&self.found, c)
    }

    /// Whether foundation top card `c` would be safe to go up again once down: bringing it
    /// down is never needed.
    fn stays_up(&self, c: u8) -> bool {
        let mut lowered = self.found;
        lowered[usize::from(suit(c))] -= 1;
        safe_on(&lowered, c)
    }

    /// Whether nothing is hidden, the talon is empty and every pile is one run, so the game
    /// finishes by playing the lowest card again and again.
    pub(crate) fn is_finishable(&self) -> bool {
        self.tlen == 0
            && (0..usize::from(self.n)).all(|p| self.run_len(p) == usize::from(self.lens[p]))
    }

    /// Talon cards that deals can bring to the top of the waste: `(index, needs a recycle)`,
    /// written to `out`; returns how many.
    pub(super) fn reachable_talon(&self, out: &mut [(u8, bool); 64]) -> usize {
        if self.draw == 1 {
            return self.reachable_talon_drawing_one(out);
        }
        let len = self.tlen;
        let draw = self.draw;
        let mut seen: u64 = 0;
        let mut count = 0;
        let mut add = |j: u8, recycle: bool| {
            if seen & (1 << j) == 0 {
                seen |= 1 << j;
                out[count] = (j, recycle);
                count += 1;
            }
        };
        if self.pos > 0 {
            add(self.pos - 1, false);
        }
        let mut k = self.pos;
        while k < len {
            k = (k + draw).min(len);
            add(k - 1, false);
        }
        if self.recycles_left > 0 && len > 0 {
            let mut k = 0;
            while k < len {
                k = (k + draw).min(len);
                add(k - 1, true);
            }
        }
        count
    }

    /// [`Node::reachable_talon`] drawing one, in the same order without the bookkeeping that
    /// drawing more needs: the waste's top, then every stock card in turn, then with a recycle
    /// the rest of the waste from its bottom.
    fn reachable_talon_drawing_one(&self, out: &mut [(u8, bool); 64]) -> usize {
        let (pos, len) = (self.pos, self.tlen);
        let recycled = if self.recycles_left > 0 {
            0..pos.saturating_sub(1)
        } else {
            0..0
        };
        let waste_top = pos.checked_sub(1).map(|j| (j, false));
        let order = waste_top
            .into_iter()
            .chain((pos..len).map(|j| (j, false)))
            .chain(recycled.map(|j| (j, true)));
        let mut count = 0;
        for (slot, entry) in out.iter_mut().zip(order) {
            *slot = entry;
            count += 1;
        }
        count
    }

    /// The talon cards that deals can bring to the top of the waste, as bits.
    pub(super) fn reachable_talon_mask(&self) -> u64 {
        let mut reach = [(0u8, false); 64];
        let count = self.reachable_talon(&mut reach);
        self.talon_mask_of(&reach[..count])
    }

    /// The cards at the talon indexes `reach`, as bits.
    fn talon_mask_of(&self, reach: &[(u8, bool)]) -> u64 {
        reach
            .iter()
            .fold(0, |mask, &(j, _)| mask | 1 << self.talon[usize::from(j)])
    }

    fn turn_top(&mut self, p: usize) {
        if self.lens[p] > 0 && self.downs[p] >= self.lens[p] {
            self.downs[p] = self.lens[p] - 1;
        }
    }

    fn push(&mut self, p: usize, c: u8) {
        let len = usize::from(self.lens[p]);
        if len < MAX_PILE {
            // The top card is always in the run, so the run grows by `c` or starts anew at it.
            self.runs[p] = if len > 0 && fits(c, self.piles[p][len - 1]) {
                self.runs[p] + 1
            } else {
                1
            };
            self.piles[p][len] = c;
            self.lens[p] += 1;
            self.key_add(len, usize::from(self.downs[p]), c);
        }
    }

    /// Takes the card at height `k` of pile `p` off the pile's array (the caller shortens it).
    fn take(&mut self, p: usize, k: usize) -> u8 {
        let c = self.piles[p][k];
        self.piles[p][k] = 0;
        self.key_remove(k, usize::from(self.downs[p]), c);
        c
    }

    /// Drops the top `count` cards of pile `p` (after [`Node::take`]), turning the card that
    /// shows if it was face down.
    fn shorten(&mut self, p: usize, count: usize) {
        self.lens[p] -= count as u8;
        self.turn_top(p);
        // What stays of the run is still a run; a whole run gone leaves one to count.
        self.runs[p] = match self.runs[p].checked_sub(count as u8) {
            Some(rest) if rest > 0 => rest,
            _ => self.run_len_afresh(p) as u8,
        };
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
                self.tmask &= !(1 << c);
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
                    self.take(p, usize::from(self.lens[p]) - 1);
                    self.shorten(p, 1);
                    self.found[usize::from(suit(c))] += 1;
                }
            }
            SMove::PileToPile { from, count, to } => {
                let (f, t) = (usize::from(from), usize::from(to));
                let len = usize::from(self.lens[f]);
                let count = usize::from(count);
                for k in len - count..len {
                    let c = self.take(f, k);
                    self.push(t, c);
                }
                self.shorten(f, count);
            }
            SMove::SwapLift { from, count, to } => {
                self.apply_one(SMove::PileToPile { from, count, to });
                self.apply_one(SMove::PileToFoundation { from });
            }
            SMove::FoundationToPile { suit: s, to } => {
                let r = self.found[usize::from(s)];
                self.found[usize::from(s)] = r - 1;
                self.push(usize::from(to), s * 13 + r - 1);
            }
        }
    }

    /// Plays safe cards from the piles (and where [`Node::safe_talon_card`] says so, the talon)
    /// to the foundations until none is left, recording them.
    pub(crate) fn auto_play(&mut self, path: &mut Vec<SMove>) {
        loop {
            // At most one card a suit can go up next, so four checks say which cards are safe,
            // rather than one a pile top and one a talon card.
            let safe = self.safe_mask();
            if safe == 0 {
                return;
            }
            let found =
                (0..usize::from(self.n)).find(|&p| self.top(p).is_some_and(|c| safe >> c & 1 != 0));
            let mv = match found {
                Some(p) => SMove::PileToFoundation { from: p as u8 },
                None => match self.safe_talon_card(safe) {
                    Some(j) => SMove::Talon {
                        j,
                        to: FOUNDATION,
                        recycle: false,
                    },
                    None => return,
                },
            };
            self.apply_one(mv);
            path.push(mv);
        }
    }

    /// The cards safe to go to their foundations now (see [`safe_on`]), as bits.
    fn safe_mask(&self) -> u64 {
        let mut mask = 0;
        for s in 0..4u8 {
            let r = self.found[usize::from(s)];
            if r < 13 && safe_on(&self.found, s * 13 + r) {
                mask |= 1 << (s * 13 + r);
            }
        }
        mask
    }

    /// Drawing one with unlimited passes, a talon card that is safe to go up (its index): every
    /// talon card stays within reach whatever is played, so taking one away changes no other
    /// move, and a safe card going up never loses a win (see [`is_safe_to_foundation`]).
    /// Drawing more, taking a card changes which cards the deals reach, so it is a choice, but
    /// for the talon's last card (see [`Node::safe_last_talon_card`]). `safe` is
    /// [`Node::safe_mask`]; the card nearest the talon's start goes first.
    ///
    /// [`is_safe_to_foundation`]: crate::klondike::assist::is_safe_to_foundation
    fn safe_talon_card(&self, safe: u64) -> Option<u8> {
        if self.recycles_left != UNLIMITED || self.tmask & safe == 0 {
            return None;
        }
        if self.draw != 1 {
            return self.safe_last_talon_card(safe);
        }
        let found = self.talon[..usize::from(self.tlen)]
            .iter()
            .position(|&c| safe >> c & 1 != 0)?;
        Some(found as u8)
    }

    /// Drawing more than one with unlimited passes (outside the pinned order), the talon's last
    /// card if it is safe to go up and the waste pointer is where dealing and recycling alone
    /// lead back to (see [`Node::pos_code`]): its index.
    ///
    /// The last card is the end of every pass, so taking it leaves every other card where the
    /// deals find it, and lets the deals reach the card before it as the new end: a position
    /// with more choices, reached from this one by dealing to the end and playing the card up.
    /// Any line from here can first do that (a safe card going up never loses a win), and the
    /// pointer positions of this one are all reached again after it. Elsewhere in the talon,
    /// taking a card changes which cards the deals reach, so it stays a choice.
    fn safe_last_talon_card(&self, safe: u64) -> Option<u8> {
        let last = self.tlen.checked_sub(1)?;
        let pure = self.pos.is_multiple_of(self.draw) || self.pos == self.tlen;
        (!self.pinned_order && pure && safe >> self.talon[usize::from(last)] & 1 != 0)
            .then_some(last)
    }

    /// Performs a move and the automatic moves after it, recording all of them in `path`.
    pub(crate) fn play(&mut self, mv: SMove, path: &mut Vec<SMove>) {
        self.shuffle_kinds = self.shuffle_kinds.saturating_sub(1);
        self.apply_one(mv);
        path.push(mv);
        self.auto_play(path);
    }

    /// The game move that follows [`Node::to_move`]'s for a move made of two.
    pub(crate) fn then_move(mv: SMove) -> Option<Move> {
        match mv {
            SMove::SwapLift { from, .. } => Some(Move::TableauToFoundation { from }),
            _ => None,
        }
    }

    /// The game move for `mv` once its talon card is on top of the waste.
    pub(crate) fn to_move(&self, mv: SMove) -> Option<Move> {
        Some(match mv {
            SMove::Talon { to, .. } if to == FOUNDATION => Move::WasteToFoundation,
            SMove::Talon { to, .. } => Move::WasteToTableau { to },
            SMove::PileToFoundation { from } => Move::TableauToFoundation { from },
            SMove::PileToPile { from, count, to } | SMove::SwapLift { from, count, to } => {
                Move::TableauToTableau { from, count, to }
            }
            SMove::FoundationToPile { suit, to } => Move::FoundationToTableau {
                suit: *CardSuit::ALL.get(usize::from(suit))?,
                to,
            },
        })
    }
}
