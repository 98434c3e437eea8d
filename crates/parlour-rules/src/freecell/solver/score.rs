//! How promising a position looks to the best-first search: a weighted sum of features, lower
//! is better. The features of each column are kept per column and worked out again only for
//! the columns a move changed.

use super::board::{Board, NONE, rank};
use crate::freecell::rules::COLUMNS;
use std::sync::atomic::{AtomicI32, Ordering};

/// The number of weights: the features, then what the parking moves wait.
pub const WEIGHT_COUNT: usize = 14;

/// The weights of a search's score: cards still to go up, cards lying on a lower card (per
/// card), unused, free cells, empty columns, cards below the top run of their column, cards on
/// a lower card of their suit, the longest run that may move, cards not in a run from the
/// bottom of their column, cards above the lowest card of their column, cards in cells that
/// fit nowhere, the spread of the foundations, the steps from the start, and what a
/// position's parking moves wait (added to its score when they are put off).
pub type Weights = [i32; WEIGHT_COUNT];

/// Tuning weights (temporary): the weights of the searches when set.
pub static TUNING: [[AtomicI32; WEIGHT_COUNT]; 3] =
    [const { [const { AtomicI32::new(0) }; WEIGHT_COUNT] }; 3];
/// How many searches take turns (temporary, for tuning; 0 = the built-in ones).
pub static SEARCHES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// The weights set for tuning, if any (temporary).
pub fn tuning() -> Option<Vec<Weights>> {
    let count = SEARCHES.load(Ordering::Relaxed).min(3);
    (count > 0).then(|| {
        TUNING[..count]
            .iter()
            .map(|v| std::array::from_fn(|i| v[i].load(Ordering::Relaxed)))
            .collect()
    })
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
    /// Works out the features of the columns changed since the last time.
    pub fn refresh(&mut self, board: &mut Board, w: &Weights) {
        if board.dirty_features == 0 {
            return;
        }
        for col in 0..COLUMNS {
            if board.dirty_features >> col & 1 == 1 {
                let f = column_features(board, col);
                self.columns[col] =
                    f[0] * w[1] + f[1] * w[5] + f[2] * w[6] + f[3] * w[8] + f[4] * w[9];
            }
        }
        board.dirty_features = 0;
    }

    /// The score of `board`'s position reached in `depth` steps.
    pub fn score(&mut self, board: &mut Board, w: &Weights, depth: i32) -> i32 {
        self.refresh(board, w);
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
            + (52 - i32::from(board.home)) * w[0]
            + i32::from(free) * w[3]
            + i32::from(empty) * w[4]
            + i32::from(board.max_run(free, empty, false)) * w[7]
            + stuck * w[10]
            + (i32::from(high) - i32::from(low)) * w[11]
            + depth * w[12]
    }
}
