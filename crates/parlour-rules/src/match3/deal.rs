//! Starting boards: from a deal number, a full board with no line and at least one swap.

use rand::Rng;

use super::board::{Board, CELLS, Gem, KINDS, Pos, WIDTH};
use crate::engine::deal::{DealRng, rng_for};

/// The name that salts Match-3's deal numbers.
pub const GAME: &str = "match3";

/// How many random fills to try before falling back to [`FALLBACK`].
const FILL_TRIES: usize = 1000;

/// A board with no line and a swap, used only if every random fill fails (which takes odds
/// far beyond anything a player will meet; it keeps the generator total).
const FALLBACK: [&str; 8] = [
    "00102345", "23456012", "45601234", "60123456", "12345601", "34560123", "56012345", "01234560",
];

/// The starting board of deal `deal_no`, and the RNG (positioned after dealing) that the game
/// keeps for its refills.
pub fn deal(deal_no: u64) -> (Board, DealRng) {
    let mut rng = rng_for(GAME, deal_no);
    let board = starting_board(&mut rng);
    (board, rng)
}

/// A board of plain gems drawn from `rng` with no line and at least one swap.
pub fn starting_board(rng: &mut DealRng) -> Board {
    for _ in 0..FILL_TRIES {
        let board = line_free_fill(rng);
        if board.has_swap() {
            return board;
        }
    }
    fallback()
}

/// Fills the board row by row from the top, never giving a cell the kind that would complete a
/// line with the two cells to its left or the two above (so at least five kinds stay open).
fn line_free_fill(rng: &mut DealRng) -> Board {
    let mut kinds = [0u8; CELLS];
    for index in 0..CELLS {
        let pos = Pos::from_index(index);
        let left = (pos.x >= 2)
            .then(|| (kinds[index - 1], kinds[index - 2]))
            .filter(|(a, b)| a == b)
            .map(|(a, _)| a);
        let up = (pos.y >= 2)
            .then(|| (kinds[index - WIDTH], kinds[index - 2 * WIDTH]))
            .filter(|(a, b)| a == b)
            .map(|(a, _)| a);
        let open: Vec<u8> = (0..KINDS)
            .filter(|&k| Some(k) != left && Some(k) != up)
            .collect();
        let pick = rng.random_range(0..open.len());
        kinds[index] = open.get(pick).copied().unwrap_or(0);
    }
    Board::from_array(kinds.map(Gem::Plain))
}

/// The fixed board of [`FALLBACK`].
fn fallback() -> Board {
    let mut cells = [Gem::Plain(0); CELLS];
    let chars = FALLBACK.iter().flat_map(|row| row.chars());
    for (cell, c) in cells.iter_mut().zip(chars) {
        *cell = Gem::from_char(c).unwrap_or(Gem::Plain(0));
    }
    Board::from_array(cells)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fallback_has_no_line_and_a_swap() {
        let board = fallback();
        assert!(!board.has_line());
        assert!(board.has_swap());
        assert_eq!(Board::parse(&FALLBACK).ok(), Some(board));
    }

    #[test]
    fn same_deal_same_board_and_rng() {
        assert_eq!(deal(42), deal(42));
        assert_ne!(deal(42).0, deal(43).0);
    }

    #[test]
    fn deal_is_pinned() {
        // If this changes, every deal number a player wrote down deals differently.
        let (board, _) = deal(1);
        let first_row: String = board.rows().next().map_or(String::new(), |row| {
            row.iter().map(|gem| gem.to_char()).collect()
        });
        assert_eq!(first_row.len(), 8);
        assert_eq!(first_row, PINNED_DEAL_1_ROW_0);
    }

    const PINNED_DEAL_1_ROW_0: &str = "12566432";
}
