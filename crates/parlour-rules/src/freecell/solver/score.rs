//! How promising a position looks to the best-first search: a weighted sum of features, lower
//! is better. The features of each column are kept per column and worked out again only for
//! the columns a move changed.

use super::board::{Board, NONE, rank};
use super::key::Codes;
use crate::freecell::rules::COLUMNS;

/// How one search scores positions: the weight of each feature in the score (lower scores are
/// expanded first). The solver's own are [`STRATEGIES`](super::STRATEGIES); other weights can
/// be tried with [`solve_with`](super::solve_with).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Strategy {
    /// Per card still to go up.
    pub left: i32,
    /// Per card lying on a lower card of its column (it must move before that one goes up).
    pub blockers: i32,
    /// Per free cell.
    pub free_cells: i32,
    /// Per empty column.
    pub empty_columns: i32,
    /// Per card below the run on top of its column.
    pub below_run: i32,
    /// Per card lying on a lower card of its own suit.
    pub suit_blockers: i32,
    /// Per card of the longest run that may move.
    pub max_run: i32,
    /// Per card not in a run that goes down to the bottom of its column.
    pub unordered: i32,
    /// Per card above the lowest card of its column.
    pub above_lowest: i32,
    /// Per card in a cell that fits on no column and is not next on its foundation.
    pub stuck: i32,
    /// Per rank between the highest and the lowest foundation.
    pub spread: i32,
    /// Per step from the start (a move or a dig).
    pub depth: i32,
    /// Added to a position's score when its second tier of moves is put off.
    pub later: i32,
}

impl Strategy {
    /// A strategy from its weights in the order of the fields.
    pub const fn from_weights(w: [i32; 13]) -> Strategy {
        Strategy {
            left: w[0],
            blockers: w[1],
            free_cells: w[2],
            empty_columns: w[3],
            below_run: w[4],
            suit_blockers: w[5],
            max_run: w[6],
            unordered: w[7],
            above_lowest: w[8],
            stuck: w[9],
            spread: w[10],
            depth: w[11],
            later: w[12],
        }
    }
}

/// The weighted features of columns met before, by their key code (a column's code is its
/// cards, given the root position): a direct-mapped table of 4,096 entries.
pub struct Cache {
    /// Code + 1 (0: empty slot) and the weighted features.
    slots: Vec<(u32, i32)>,
}

impl Default for Cache {
    fn default() -> Self {
        Cache {
            slots: vec![(0, 0); 1 << 12],
        }
    }
}

/// Each column's weighted features, worked out again for the columns the board marks
/// (`dirty_features`).
#[derive(Clone, Default)]
pub struct Scorer {
    columns: [i32; COLUMNS],
}

/// A column's features: cards lying on a lower card, cards below the top run, cards on a
/// lower card of their suit, cards not in a run from the bottom, cards above the lowest card.
fn column_features(board: &Board, col: usize) -> [i32; 5] {
    let len = usize::from(board.len[col]);
    let cards = &board.cols[col][..len];
    let mut blockers = 0;
    let mut suit_blockers = 0;
    let mut lowest = u8::MAX;
    let mut lowest_suit = [u8::MAX; 4];
    let mut low_at = 0;
    for (i, &c) in cards.iter().enumerate() {
        let r = rank(c);
        if r > lowest {
            blockers += 1;
        } else {
            low_at = i;
            lowest = r;
        }
        let s = usize::from(c & 3);
        if r > lowest_suit[s] {
            suit_blockers += 1;
        } else {
            lowest_suit[s] = r;
        }
    }
    let mut chain = usize::from(len > 0);
    while chain < len && board.fits(cards[chain], cards[chain - 1]) {
        chain += 1;
    }
    let lowest_depth = if len > 0 { len - 1 - low_at } else { 0 };
    [
        blockers,
        (len - usize::from(board.run[col])) as i32,
        suit_blockers,
        (len - chain) as i32,
        lowest_depth as i32,
    ]
}

impl Scorer {
    /// Works out the features of the columns changed since the last time: from `cache` when
    /// a column with the same key code was scored before, else from its cards. The codes of
    /// the changed columns must be current (`Codes::key` or `Codes::load` ran since).
    pub fn refresh(&mut self, board: &mut Board, w: &Strategy, codes: &Codes, cache: &mut Cache) {
        if board.dirty_features == 0 {
            return;
        }
        for col in 0..COLUMNS {
            if board.dirty_features >> col & 1 == 1 {
                let code = codes.code(col);
                let slot = &mut cache.slots[(code.wrapping_mul(0x9e37_79b1) >> 20) as usize];
                self.columns[col] = if slot.0 == code + 1 {
                    slot.1
                } else {
                    let f = column_features(board, col);
                    let sum = f[0] * w.blockers
                        + f[1] * w.below_run
                        + f[2] * w.suit_blockers
                        + f[3] * w.unordered
                        + f[4] * w.above_lowest;
                    *slot = (code + 1, sum);
                    sum
                };
            }
        }
        board.dirty_features = 0;
    }

    /// The score of `board`'s position reached in `depth` steps.
    pub fn score(
        &mut self,
        board: &mut Board,
        w: &Strategy,
        codes: &Codes,
        cache: &mut Cache,
        depth: i32,
    ) -> i32 {
        self.refresh(board, w, codes, cache);
        let free = board.free_cells();
        let empty = board.empty_cols();
        let mut stuck = 0;
        for &c in &board.cells[..usize::from(board.ncells)] {
            if c != NONE
                && !board.is_next(c)
                && !(0..COLUMNS).any(|col| board.len[col] == 0 || board.fits(c, board.top(col)))
            {
                stuck += 1;
            }
        }
        let high = board.found.iter().max().copied().unwrap_or(0);
        let low = board.found.iter().min().copied().unwrap_or(0);
        self.columns.iter().sum::<i32>()
            + (52 - i32::from(board.home)) * w.left
            + i32::from(free) * w.free_cells
            + i32::from(empty) * w.empty_columns
            + i32::from(board.max_run(free, empty, false)) * w.max_run
            + stuck * w.stuck
            + (i32::from(high) - i32::from(low)) * w.spread
            + depth * w.depth
    }
}
