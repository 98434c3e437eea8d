//! The solver's position: cards as bytes, moves made and unmade in place, and a 128-bit key kept
//! up to date column by column.
//!
//! Every card is a byte `suit << 4 | rank`, so twin cards (same rank and suit) are the same
//! byte and positions that differ only in which twin lies where are one position. Each column
//! keeps two Zobrist hashes of its cards and face-down count; the key mixes them with the
//! column's place while the stock still has rows (a dealt row gives column 0 the first card, so
//! places matter), and without it once the stock is empty (then any order of the columns plays
//! alike, and one search covers them all).

use crate::spider::rules::{COLUMNS, DECK_SIZE, RUN_LEN, Spider};

/// A card as the solver keeps it: `suit << 4 | rank`.
pub(super) type Code = u8;

/// The rank (1 to 13) of a card code.
pub(super) fn rank(code: Code) -> u8 {
    code & 15
}

/// The suit (0 to 3) of a card code.
pub(super) fn suit(code: Code) -> u8 {
    code >> 4
}

/// Whether `upper` lies on `lower` in a run: the same suit and one rank lower.
pub(super) fn in_suit(upper: Code, lower: Code) -> bool {
    upper + 1 == lower
}

/// One move of the solver, as the rules' `Move`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Step {
    /// Deal a row.
    Deal,
    /// The top `count` cards of `from` onto `to`.
    Run {
        /// Source column.
        from: u8,
        /// Destination column.
        to: u8,
        /// Cards moved.
        count: u8,
    },
}

/// What [`Board::make`] changed beyond the step itself, so [`Board::unmake`] restores it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Undo {
    /// The step made.
    pub(super) step: Step,
    /// Columns whose top card was turned face up, one bit each.
    turned: u16,
    /// Columns a finished run left from, one bit each.
    finished: u16,
    /// The suit of the run that left each column in `finished`.
    suits: [u8; COLUMNS],
}

/// The most cards a column can hold (every card of the game).
const HEIGHT: usize = DECK_SIZE;

/// SplitMix64's step: the next state and its output.
const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

/// A fixed, well-spread mix of 64 bits (SplitMix64's output function).
pub(super) fn mix64(x: u64) -> u64 {
    splitmix(x).1
}

/// Zobrist numbers for a card code at each height, and for each face-down count (row 64).
const fn zobrist(seed: u64) -> [[u64; 65]; HEIGHT + 1] {
    let mut table = [[0u64; 65]; HEIGHT + 1];
    let mut state = seed;
    let mut h = 0;
    while h <= HEIGHT {
        let mut c = 0;
        while c < 65 {
            let (next, out) = splitmix(state);
            state = next;
            table[h][c] = out;
            c += 1;
        }
        h += 1;
    }
    table
}

static ZOBRIST_A: [[u64; 65]; HEIGHT + 1] = zobrist(0x5b1d_e75e_ed00_0001);
static ZOBRIST_B: [[u64; 65]; HEIGHT + 1] = zobrist(0x5b1d_e75e_ed00_0002);

/// The face-down count's column in the Zobrist tables.
const DOWN: usize = 64;

/// Mixes a column's hash with its place (or with nothing once places do not matter).
fn mix(z: u64, salt: u64) -> u64 {
    splitmix(z ^ salt).1
}

/// The solver's position. Cards never leave except as finished runs, so its vectors never
/// reallocate after the first deals.
#[derive(Clone, Debug)]
pub(super) struct Board {
    /// Each column's cards, bottom first.
    pub(super) cols: [Vec<Code>; COLUMNS],
    /// Each column's face-down count.
    pub(super) down: [u8; COLUMNS],
    /// The stock in dealing order.
    stock: Vec<Code>,
    /// Rows dealt from `stock` so far.
    pub(super) dealt: u8,
    /// Finished runs removed.
    pub(super) removed: u8,
    /// Each column's two Zobrist hashes.
    hash: [(u64, u64); COLUMNS],
}

impl Board {
    /// The solver's copy of `game`. `None` when the game has more cards than a sound one.
    pub(super) fn from_game(game: &Spider) -> Option<Board> {
        let code = |c: crate::engine::card::Card| (c.suit.index() as u8) << 4 | c.rank;
        let mut board = Board {
            cols: Default::default(),
            down: [0; COLUMNS],
            stock: game.stock.iter().map(|&c| code(c)).collect(),
            dealt: 0,
            removed: u8::try_from(game.removed.len()).ok()?,
            hash: [(0, 0); COLUMNS],
        };
        if game.all_cards().len() > DECK_SIZE || !board.stock.len().is_multiple_of(COLUMNS) {
            return None;
        }
        for (i, column) in game.columns.iter().enumerate() {
            let down = u8::try_from(column.face_down.min(column.cards.len())).ok()?;
            board.down[i] = down;
            board.hash[i] = Self::down_hash(down);
            for &card in &column.cards {
                board.push(i, code(card));
            }
        }
        Some(board)
    }

    fn down_hash(down: u8) -> (u64, u64) {
        let d = usize::from(down);
        (ZOBRIST_A[d][DOWN], ZOBRIST_B[d][DOWN])
    }

    fn push(&mut self, col: usize, card: Code) {
        let h = self.cols[col].len();
        let c = usize::from(card);
        self.hash[col].0 ^= ZOBRIST_A[h][c];
        self.hash[col].1 ^= ZOBRIST_B[h][c];
        self.cols[col].push(card);
    }

    fn pop(&mut self, col: usize) -> Code {
        let card = self.cols[col].pop().unwrap_or(0);
        let h = self.cols[col].len();
        let c = usize::from(card);
        self.hash[col].0 ^= ZOBRIST_A[h][c];
        self.hash[col].1 ^= ZOBRIST_B[h][c];
        card
    }

    fn set_down(&mut self, col: usize, down: u8) {
        let (a, b) = Self::down_hash(self.down[col]);
        let (c, d) = Self::down_hash(down);
        self.hash[col].0 ^= a ^ c;
        self.hash[col].1 ^= b ^ d;
        self.down[col] = down;
    }

    /// Rows left in the stock.
    pub(super) fn rows_left(&self) -> usize {
        (self.stock.len() / COLUMNS).saturating_sub(usize::from(self.dealt))
    }

    /// Whether every run is finished.
    pub(super) fn is_won(&self) -> bool {
        usize::from(self.removed) >= crate::spider::rules::RUNS
    }

    /// The top card of column `col`.
    pub(super) fn top(&self, col: usize) -> Option<Code> {
        self.cols[col].last().copied()
    }

    /// The length of the movable run at the top of `col`.
    pub(super) fn run_len(&self, col: usize) -> usize {
        let cards = &self.cols[col];
        let up = &cards[usize::from(self.down[col])..];
        let mut len = usize::from(!up.is_empty());
        for pair in up.windows(2).rev() {
            if in_suit(pair[1], pair[0]) {
                len += 1;
            } else {
                break;
            }
        }
        len
    }

    /// The key of the position (see the module's notes).
    pub(super) fn key(&self) -> u128 {
        let placed = self.rows_left() > 0;
        let (mut a, mut b) = (0u64, 0u64);
        for (i, &(ha, hb)) in self.hash.iter().enumerate() {
            let salt = if placed { (i as u64 + 1) << 56 } else { 0 };
            a = a.wrapping_add(mix(ha, salt));
            b = b.wrapping_add(mix(hb, !salt));
        }
        let rows = u64::from(self.dealt);
        (u128::from(a ^ rows) << 64) | u128::from(b.wrapping_add(rows << 40))
    }

    fn turn_top(&mut self, col: usize, undo: &mut Undo) {
        let len = self.cols[col].len();
        if len > 0 && usize::from(self.down[col]) >= len {
            self.set_down(col, (len - 1) as u8);
            undo.turned |= 1 << col;
        }
    }

    fn remove_finished(&mut self, col: usize, undo: &mut Undo) {
        let cards = &self.cols[col];
        if cards.last().map(|&c| rank(c)) != Some(1) || self.run_len(col) != RUN_LEN {
            return;
        }
        let suit = suit(cards[cards.len() - 1]);
        for _ in 0..RUN_LEN {
            self.pop(col);
        }
        self.removed += 1;
        undo.finished |= 1 << col;
        undo.suits[col] = suit;
        self.turn_top(col, undo);
    }

    /// Makes `step`, which must be legal, with its turned cards and finished runs.
    pub(super) fn make(&mut self, step: Step) -> Undo {
        let mut undo = Undo {
            step,
            turned: 0,
            finished: 0,
            suits: [0; COLUMNS],
        };
        match step {
            Step::Deal => {
                let at = usize::from(self.dealt) * COLUMNS;
                for col in 0..COLUMNS {
                    let card = self.stock[at + col];
                    self.push(col, card);
                }
                self.dealt += 1;
                for col in 0..COLUMNS {
                    self.remove_finished(col, &mut undo);
                }
            }
            Step::Run { from, to, count } => {
                let (from, to) = (usize::from(from), usize::from(to));
                let at = self.cols[from].len() - usize::from(count);
                for i in at..self.cols[from].len() {
                    let card = self.cols[from][i];
                    self.push(to, card);
                }
                for _ in 0..count {
                    self.pop(from);
                }
                self.turn_top(from, &mut undo);
                self.remove_finished(to, &mut undo);
            }
        }
        undo
    }

    fn unturn_and_restore(&mut self, col: usize, undo: &Undo) {
        if undo.turned & (1 << col) != 0 {
            self.set_down(col, self.down[col] + 1);
        }
        if undo.finished & (1 << col) != 0 {
            self.removed -= 1;
            for rank in (1..=RUN_LEN as u8).rev() {
                self.push(col, undo.suits[col] << 4 | rank);
            }
        }
    }

    /// Takes back what [`Board::make`] did.
    pub(super) fn unmake(&mut self, undo: Undo) {
        match undo.step {
            Step::Deal => {
                for col in 0..COLUMNS {
                    self.unturn_and_restore(col, &undo);
                    self.pop(col);
                }
                self.dealt -= 1;
            }
            Step::Run { from, to, count } => {
                let (from, to) = (usize::from(from), usize::from(to));
                self.unturn_and_restore(to, &undo);
                self.unturn_and_restore(from, &undo);
                let at = self.cols[to].len() - usize::from(count);
                for i in at..self.cols[to].len() {
                    let card = self.cols[to][i];
                    self.push(from, card);
                }
                for _ in 0..count {
                    self.pop(to);
                }
            }
        }
    }
}
