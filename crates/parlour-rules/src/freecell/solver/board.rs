//! The solver's own board: cards as bytes, moves applied and taken back in place, and safe
//! cards played to the foundations after every move.
//!
//! A card is `(rank - 1) * 4 + suit` (suits in `CardSuit::ALL` order), the order of
//! Microsoft's deck. Each column remembers how many of its bottom cards are still the cards the
//! search started with (`prefix`, for the key) and how long the run on its top is (`run`):
//! both are functions of the column's cards, kept up to date card by card, as is where each
//! card lies (`loc`).

use crate::engine::card::Card;
use crate::freecell::rules::{Build, COLUMNS, FreeCell, MAX_CELLS};

/// The most cards a column can hold (all of them).
pub const CAP: usize = 52;
/// An empty cell.
pub const NONE: u8 = 0xff;
/// The first cell's place number: places 0-7 are columns, 8-11 cells, 12 the foundations.
pub const CELL0: u8 = 8;
/// The foundations' place number.
pub const FOUNDATION: u8 = 12;

/// One move on the board: `from` and `to` are place numbers (see [`CELL0`], [`FOUNDATION`]),
/// `count` the cards moved between columns. A move to a foundation carries its card in
/// `count` instead, so that it can be taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SMove {
    /// The place the cards leave.
    pub from: u8,
    /// The place they go to.
    pub to: u8,
    /// How many cards move (the card, for a move to a foundation).
    pub count: u8,
}

/// A card's rank from 0 (ace) to 12 (king).
pub fn rank(card: u8) -> u8 {
    card >> 2
}

/// A card's suit index, in `CardSuit::ALL` order.
pub fn suit(card: u8) -> u8 {
    card & 3
}

/// Whether a card is red (diamonds and hearts).
pub fn is_red(card: u8) -> bool {
    matches!(card & 3, 1 | 2)
}

/// The byte of a card.
pub fn code(card: Card) -> u8 {
    (card.rank - 1) * 4 + card.suit.index() as u8
}

/// `fits[t]` of FreeCell (alternate colours) or Baker's Game (same suit): bit `c` set when card
/// `c` may go on card `t`.
const fn fits_table(by_suit: bool) -> [u64; 52] {
    let mut fits = [0u64; 52];
    let mut t = 0;
    while t < 52 {
        let mut c = 0;
        while c < 52 {
            let build = if by_suit {
                c & 3 == t & 3
            } else {
                matches!(c & 3, 1 | 2) != matches!(t & 3, 1 | 2)
            };
            if t >= 4 && c >> 2 == (t >> 2) - 1 && build {
                fits[t] |= 1 << c;
            }
            c += 1;
        }
        t += 1;
    }
    fits
}

const FITS_ALTERNATE: [u64; 52] = fits_table(false);
const FITS_BY_SUIT: [u64; 52] = fits_table(true);

/// The search's position.
#[derive(Clone)]
pub struct Board {
    pub cols: [[u8; CAP]; COLUMNS],
    pub len: [u8; COLUMNS],
    /// How many bottom cards of each column are still those of root column `origin`.
    pub prefix: [u8; COLUMNS],
    /// The root column whose cards each column's prefix counts.
    pub origin: [u8; COLUMNS],
    /// The length of the run on top of each column.
    pub run: [u8; COLUMNS],
    pub cells: [u8; MAX_CELLS as usize],
    pub ncells: u8,
    /// Cards on each foundation.
    pub found: [u8; 4],
    /// Cards on all foundations.
    pub home: u8,
    /// Where each card lies: a place number (only kept for cards in play).
    pub loc: [u8; 52],
    /// Baker's Game: build by suit.
    pub by_suit: bool,
    /// The columns of the root position.
    pub root: [[u8; CAP]; COLUMNS],
    pub root_len: [u8; COLUMNS],
    /// `fits[t]` has bit `c` set when card `c` may go on card `t`.
    fits: [u64; 52],
    /// Columns changed since their key code (bit per column) and their features were made.
    pub dirty: u8,
    pub dirty_features: u8,
}

impl Board {
    /// The board of a position that passed `FreeCell::check_position`; `None` if it has more
    /// than eight columns or four cells.
    pub fn new(game: &FreeCell) -> Option<Board> {
        let by_suit = game.options.build == Build::SameSuit;
        let fits = if by_suit {
            FITS_BY_SUIT
        } else {
            FITS_ALTERNATE
        };
        if game.cells.len() > usize::from(MAX_CELLS) || game.columns.len() != COLUMNS {
            return None;
        }
        let mut board = Board {
            cols: [[0; CAP]; COLUMNS],
            len: [0; COLUMNS],
            prefix: [0; COLUMNS],
            origin: [0, 1, 2, 3, 4, 5, 6, 7],
            run: [0; COLUMNS],
            cells: [NONE; MAX_CELLS as usize],
            ncells: game.cells.len() as u8,
            found: game.foundations,
            home: game.foundations.iter().sum(),
            loc: [FOUNDATION; 52],
            by_suit,
            root: [[0; CAP]; COLUMNS],
            root_len: [0; COLUMNS],
            fits,
            dirty: 0xff,
            dirty_features: 0xff,
        };
        for (i, cell) in game.cells.iter().enumerate() {
            board.set_cell(i, cell.map_or(NONE, code));
        }
        for (i, column) in game.columns.iter().enumerate() {
            if column.len() > CAP {
                return None;
            }
            board.root_len[i] = column.len() as u8;
            for (j, &card) in column.iter().enumerate() {
                board.root[i][j] = code(card);
                board.push(i, code(card));
            }
        }
        Some(board)
    }

    /// Whether card `c` may go on card `t`.
    pub fn fits(&self, c: u8, t: u8) -> bool {
        self.fits[usize::from(t)] >> c & 1 == 1
    }

    /// The cards that may go on card `t`, as bits.
    pub fn fits_mask(&self, t: u8) -> u64 {
        self.fits[usize::from(t)]
    }

    /// The top card of column `col` (only when it has one).
    pub fn top(&self, col: usize) -> u8 {
        self.cols[col][usize::from(self.len[col]) - 1]
    }

    /// Free cells.
    pub fn free_cells(&self) -> u8 {
        self.cells[..usize::from(self.ncells)]
            .iter()
            .filter(|&&c| c == NONE)
            .count() as u8
    }

    /// Empty columns.
    pub fn empty_cols(&self) -> u8 {
        self.len.iter().filter(|&&l| l == 0).count() as u8
    }

    /// The longest run that may move onto a card, or into an empty column (`to_empty`).
    pub fn max_run(&self, free: u8, empty: u8, to_empty: bool) -> u8 {
        let empty = empty - u8::from(to_empty && empty > 0);
        ((free + 1) << empty.min(5)).min(52)
    }

    pub fn is_won(&self) -> bool {
        self.home == 52
    }

    pub fn set_cell(&mut self, cell: usize, card: u8) {
        self.cells[cell] = card;
        if card != NONE {
            self.loc[usize::from(card)] = CELL0 + cell as u8;
        }
    }

    pub fn push(&mut self, col: usize, card: u8) {
        let len = usize::from(self.len[col]);
        self.run[col] = if len > 0 && self.fits(card, self.cols[col][len - 1]) {
            self.run[col] + 1
        } else {
            1
        };
        let origin = usize::from(self.origin[col]);
        if usize::from(self.prefix[col]) == len
            && len < usize::from(self.root_len[origin])
            && self.root[origin][len] == card
        {
            self.prefix[col] += 1;
        }
        self.cols[col][len] = card;
        self.len[col] += 1;
        self.loc[usize::from(card)] = col as u8;
        self.dirty |= 1 << col;
        self.dirty_features |= 1 << col;
    }

    fn pop(&mut self, col: usize) -> u8 {
        self.len[col] -= 1;
        let len = usize::from(self.len[col]);
        let card = self.cols[col][len];
        self.prefix[col] = self.prefix[col].min(len as u8);
        self.run[col] = if self.run[col] > 1 {
            self.run[col] - 1
        } else {
            self.run_below(col, len)
        };
        self.dirty |= 1 << col;
        self.dirty_features |= 1 << col;
        card
    }

    /// The run on top of the first `len` cards of column `col`.
    fn run_below(&self, col: usize, len: usize) -> u8 {
        if len == 0 {
            return 0;
        }
        let cards = &self.cols[col];
        let mut run = 1;
        while run < len && self.fits(cards[len - run], cards[len - run - 1]) {
            run += 1;
        }
        run as u8
    }

    /// The card a move picks up (the bottom card of a run).
    pub fn moving_card(&self, mv: SMove) -> u8 {
        if mv.to == FOUNDATION {
            mv.count
        } else if mv.from < CELL0 {
            let col = usize::from(mv.from);
            self.cols[col][usize::from(self.len[col] - mv.count)]
        } else {
            self.cells[usize::from(mv.from - CELL0)]
        }
    }

    /// Performs a legal move.
    pub fn apply(&mut self, mv: SMove) {
        if mv.from < CELL0 && mv.to < CELL0 {
            self.shift(usize::from(mv.from), usize::from(mv.to), mv.count);
            return;
        }
        let card = if mv.from < CELL0 {
            self.pop(usize::from(mv.from))
        } else {
            std::mem::replace(&mut self.cells[usize::from(mv.from - CELL0)], NONE)
        };
        if mv.to < CELL0 {
            self.push(usize::from(mv.to), card);
        } else if mv.to == FOUNDATION {
            self.found[usize::from(suit(card))] += 1;
            self.home += 1;
        } else {
            self.set_cell(usize::from(mv.to - CELL0), card);
        }
    }

    /// Moves the top `count` cards of column `from` onto column `to`.
    fn shift(&mut self, from: usize, to: usize, count: u8) {
        let start = usize::from(self.len[from] - count);
        for i in start..usize::from(self.len[from]) {
            let card = self.cols[from][i];
            self.push(to, card);
        }
        for _ in 0..count {
            self.pop(from);
        }
    }

    /// Takes back a move made by [`Board::apply`].
    pub fn undo(&mut self, mv: SMove) {
        if mv.from < CELL0 && mv.to < CELL0 {
            self.shift(usize::from(mv.to), usize::from(mv.from), mv.count);
            return;
        }
        let card = if mv.to < CELL0 {
            self.pop(usize::from(mv.to))
        } else if mv.to == FOUNDATION {
            let card = mv.count;
            self.found[usize::from(suit(card))] -= 1;
            self.home -= 1;
            card
        } else {
            std::mem::replace(&mut self.cells[usize::from(mv.to - CELL0)], NONE)
        };
        if mv.from < CELL0 {
            self.push(usize::from(mv.from), card);
        } else {
            self.set_cell(usize::from(mv.from - CELL0), card);
        }
    }

    /// The move of the card at `from` to its foundation.
    pub fn to_foundation(&self, from: u8) -> SMove {
        let card = if from < CELL0 {
            self.top(usize::from(from))
        } else {
            self.cells[usize::from(from - CELL0)]
        };
        SMove {
            from,
            to: FOUNDATION,
            count: card,
        }
    }

    /// Whether card `c` is next on its foundation.
    pub fn is_next(&self, c: u8) -> bool {
        self.found[usize::from(suit(c))] == rank(c)
    }

    /// Whether card `c`, next on its foundation, can go up without ever being needed: no card
    /// still in play could be put on it. In FreeCell those are the two cards one rank lower of
    /// the other colour; in Baker's Game the one of its suit, which is on the foundation
    /// already. Aces and twos always go (an ace is never better anywhere than on its
    /// foundation). Cards never come back from the foundations, so such a card has no use left.
    fn is_safe_next(&self, c: u8) -> bool {
        if self.by_suit || rank(c) <= 1 {
            return true;
        }
        let r = rank(c);
        let (a, b) = if is_red(c) { (0, 3) } else { (1, 2) };
        self.found[a] >= r && self.found[b] >= r
    }

    /// Plays every safe card to the foundations, pushing the moves on `log`.
    pub fn auto_play(&mut self, log: &mut Vec<SMove>) {
        loop {
            let mut played = false;
            for s in 0..4u8 {
                while self.found[usize::from(s)] < 13 {
                    let c = self.found[usize::from(s)] * 4 + s;
                    let at = self.loc[usize::from(c)];
                    let exposed = at >= CELL0 || self.top(usize::from(at)) == c;
                    if !exposed || !self.is_safe_next(c) {
                        break;
                    }
                    let mv = self.to_foundation(at);
                    self.apply(mv);
                    log.push(mv);
                    played = true;
                }
            }
            if !played {
                return;
            }
        }
    }
}
