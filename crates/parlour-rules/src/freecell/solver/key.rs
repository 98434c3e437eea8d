//! A position's key: 32 bytes, the same for positions that differ only in the order of their
//! columns or of their cards in the cells, and different for all others. With the root
//! position, a key is the whole position, so the search keeps keys, not boards.
//!
//! Each column is a 28-bit code. Every card put on a column goes on a card it fits (or into an
//! empty column), so a column is some bottom cards of a root column still in place (its
//! prefix) and a run above them. A column that is one run from the bottom up could stand in
//! any place and is written as that run alone; any other column still has its root column's
//! bottom card, so its prefix names it. The code holds which prefix (a number from 1 to 52 for
//! the root columns' cards in order, 0 for none), the run's length, its first card, and for
//! each card after that which of the two suits of its colour it is (in Baker's Game the suit
//! follows, the bit is 0). The foundations hold the cards the key does not name.

use super::board::{Board, NONE, is_red, rank, suit};
use crate::freecell::rules::COLUMNS;

/// A position's key (never all zeros).
pub type Key = [u64; 4];

/// Where each prefix number's cards come from: root column and length.
#[derive(Clone)]
pub struct Prefixes {
    /// The number of the first card of each root column, less one.
    base: [u8; COLUMNS],
    /// For each number, the root column and the prefix length.
    of: [(u8, u8); 53],
}

impl Prefixes {
    /// The numbering of `board`'s root columns.
    pub fn new(board: &Board) -> Prefixes {
        let mut prefixes = Prefixes {
            base: [0; COLUMNS],
            of: [(0, 0); 53],
        };
        let mut next = 0usize;
        for col in 0..COLUMNS {
            prefixes.base[col] = next as u8;
            for m in 1..=usize::from(board.root_len[col]) {
                if let Some(slot) = prefixes.of.get_mut(next + m) {
                    *slot = (col as u8, m as u8);
                }
            }
            next += usize::from(board.root_len[col]);
        }
        prefixes
    }
}

/// The key codes of each column, kept up to date with the board's `dirty` bits.
#[derive(Clone, Default)]
pub struct Codes {
    codes: [u32; COLUMNS],
}

fn column_code(board: &Board, prefixes: &Prefixes, col: usize) -> u32 {
    let len = usize::from(board.len[col]);
    if len == 0 {
        return 0;
    }
    let m = if board.run[col] == board.len[col] {
        0
    } else {
        usize::from(board.prefix[col])
    };
    let mut code = 0u32;
    if m > 0 {
        let number = usize::from(prefixes.base[usize::from(board.origin[col])]) + m;
        code = (number as u32) << 22;
    }
    let run = len - m;
    if run > 0 {
        let cards = &board.cols[col];
        code |= (run as u32) << 18 | u32::from(cards[m]) << 12;
        for (i, &card) in cards[m + 1..len].iter().enumerate() {
            code |= u32::from(suit(card) >> 1) << i;
        }
    }
    code
}

impl Codes {
    /// The code of column `col` (current after [`Codes::key`] or [`Codes::load`]).
    pub fn code(&self, col: usize) -> u32 {
        self.codes[col]
    }

    /// The key of `board`'s position.
    pub fn key(&mut self, board: &mut Board, prefixes: &Prefixes) -> Key {
        if board.dirty != 0 {
            for col in 0..COLUMNS {
                if board.dirty >> col & 1 == 1 {
                    self.codes[col] = column_code(board, prefixes, col);
                }
            }
            board.dirty = 0;
        }
        let mut codes = self.codes;
        codes.sort_unstable();
        let mut cells = [0u64; 4];
        for (slot, &c) in cells.iter_mut().zip(&board.cells) {
            *slot = if c == NONE { 0 } else { u64::from(c) + 1 };
        }
        cells.sort_unstable();
        let cells = cells[0] | cells[1] << 6 | cells[2] << 12 | cells[3] << 18;
        let word = |i: usize| u64::from(codes[2 * i]) | u64::from(codes[2 * i + 1]) << 28;
        [
            word(0) | (cells & 0xff) << 56,
            word(1) | (cells >> 8 & 0xff) << 56,
            word(2) | (cells >> 16 & 0xff) << 56,
            word(3) | 1 << 63,
        ]
    }

    /// Sets `board` to the position of `key` (a key of a board with the same root): column `i`
    /// from the key's `i`-th code, the cells in the key's order.
    pub fn load(&mut self, board: &mut Board, prefixes: &Prefixes, key: &Key) {
        let mut in_play = [0u8; 4];
        for col in 0..COLUMNS {
            let code = (key[col / 2] >> (28 * (col % 2)) & 0x0fff_ffff) as u32;
            let (origin, m) = prefixes.of[(code >> 22 & 63) as usize % 53];
            let run = (code >> 18 & 15) as usize;
            board.len[col] = 0;
            board.prefix[col] = 0;
            board.run[col] = 0;
            board.origin[col] = origin;
            for i in 0..usize::from(m) {
                let card = board.root[usize::from(origin)][i];
                board.push(col, card);
                in_play[usize::from(suit(card))] += 1;
            }
            let mut card = (code >> 12 & 63) as u8;
            for i in 0..run {
                if i > 0 {
                    let bit = (code >> (i - 1) & 1) as u8;
                    let next_suit = if board.by_suit {
                        suit(card)
                    } else if is_red(card) {
                        // Black: clubs (0) or spades (3).
                        bit * 3
                    } else {
                        // Red: diamonds (1) or hearts (2).
                        1 + bit
                    };
                    card = (rank(card) - 1) * 4 + next_suit;
                }
                board.push(col, card);
                in_play[usize::from(suit(card))] += 1;
            }
            debug_assert_eq!(column_code(board, prefixes, col), code);
            self.codes[col] = code;
        }
        board.dirty = 0;
        // Empty columns had nothing pushed: their features must be made again too.
        board.dirty_features = 0xff;
        let cells = key[0] >> 56 | (key[1] >> 56) << 8 | (key[2] >> 56 & 0xff) << 16;
        let mut cell = 0;
        for slot in 0..usize::from(board.ncells) {
            board.cells[slot] = NONE;
        }
        for slot in 0..4 {
            let c = (cells >> (6 * slot) & 63) as u8;
            if c != 0 {
                board.set_cell(cell, c - 1);
                cell += 1;
                in_play[usize::from(suit(c - 1))] += 1;
            }
        }
        for (found, in_play) in board.found.iter_mut().zip(in_play) {
            *found = 13 - in_play;
        }
        board.home = board.found.iter().sum();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::freecell::deal::deal;
    use crate::freecell::rules::{Build, Options};
    use crate::freecell::solver::board::SMove;
    use crate::freecell::solver::moves::{onto_cards, parking};
    use rand::{Rng, SeedableRng};

    /// The position as a player sees it: the columns and the cells as sorted lists, and the
    /// foundations.
    fn seen(board: &Board) -> (Vec<Vec<u8>>, Vec<u8>, [u8; 4]) {
        let mut columns: Vec<Vec<u8>> = (0..COLUMNS)
            .map(|c| board.cols[c][..usize::from(board.len[c])].to_vec())
            .collect();
        columns.sort();
        let mut cells: Vec<u8> = board.cells.iter().copied().filter(|&c| c != NONE).collect();
        cells.sort();
        (columns, cells, board.found)
    }

    /// Random walks: each position's key, loaded into another board, gives the same position,
    /// and two positions share a key only when they are the same position.
    #[test]
    fn keys_load_back_to_their_position_and_tell_positions_apart() {
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(7);
        let mut seen_keys = std::collections::HashMap::new();
        for deal_no in 1..=40 {
            let options = Options {
                cells: (deal_no % 5) as u8,
                build: if deal_no % 3 == 0 {
                    Build::SameSuit
                } else {
                    Build::AlternateColours
                },
            };
            let game = deal(deal_no, options).unwrap();
            let mut board = Board::new(&game).unwrap();
            let prefixes = Prefixes::new(&board);
            let mut codes = Codes::default();
            let mut other = board.clone();
            let mut other_codes = Codes::default();
            let mut log = Vec::new();
            for _ in 0..300 {
                let mut moves: Vec<SMove> = Vec::new();
                let mut split = Vec::new();
                onto_cards(&board, &mut moves, &mut split);
                moves.extend(split);
                parking(&board, &mut moves);
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.random_range(0..moves.len())];
                board.apply(mv);
                board.auto_play(&mut log);
                let key = codes.key(&mut board, &prefixes);
                other_codes.load(&mut other, &prefixes, &key);
                assert_eq!(seen(&other), seen(&board), "deal {deal_no}");
                assert_eq!(other_codes.key(&mut other, &prefixes), key);
                let position = seen(&board);
                let earlier = seen_keys.entry((deal_no, key)).or_insert(position.clone());
                assert_eq!(*earlier, position, "deal {deal_no}: one key, two positions");
            }
        }
    }
}
