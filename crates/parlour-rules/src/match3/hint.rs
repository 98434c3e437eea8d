//! Hints and auto-play: every swap that makes a line, and a deterministic choice of a good one.

use super::board::{Board, Pos};
use super::cascade::{clear_step, swap_fires, to_grid};

/// A legal swap and what its first clearing would bring (cascades, which depend on gems not
/// yet drawn, are not counted: a hint must not peek at the future).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RatedSwap {
    /// The cell to pick first.
    pub a: Pos,
    /// The neighbour to swap it with.
    pub b: Pos,
    /// Points of the first clearing.
    pub points: u32,
    /// Special gems the first clearing makes.
    pub specials: usize,
    /// Gems the first clearing removes.
    pub cleared: usize,
}

/// Every legal swap on `board`, upper or left cell first, row by row from the top.
pub fn valid_swaps(board: &Board) -> Vec<(Pos, Pos)> {
    board.valid_swaps()
}

/// Every legal swap with its immediate value, in the order of [`valid_swaps`].
pub fn rate_swaps(board: &Board) -> Vec<RatedSwap> {
    valid_swaps(board)
        .into_iter()
        .map(|(a, b)| rate(board, a, b))
        .collect()
}

/// What the swap of `a` and `b` would clear at once (the swap must be legal).
fn rate(board: &Board, a: Pos, b: Pos) -> RatedSwap {
    let mut grid = to_grid(&board.swapped(a, b));
    let fires = swap_fires(&grid, a, b);
    let step = clear_step(&mut grid, &[b, a], &fires, 1);
    RatedSwap {
        a,
        b,
        points: step.as_ref().map_or(0, |s| s.points),
        specials: step.as_ref().map_or(0, |s| s.created.len()),
        cleared: step.as_ref().map_or(0, |s| s.cleared.len()),
    }
}

/// The swap auto-play makes and a hint shows: the most points at once, then the most specials
/// made, then the most gems cleared; among equals the lowest on the board (a clearing low down
/// moves more gems, so cascades are likelier). `None` only if no swap exists, which never
/// happens between turns.
pub fn best_swap(board: &Board) -> Option<RatedSwap> {
    rate_swaps(board)
        .into_iter()
        .max_by_key(|r| (r.points, r.specials, r.cleared, r.a.y.max(r.b.y), r.a.x))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::match3::board::tests::board;

    #[test]
    fn lists_exactly_the_swaps_that_make_a_line() {
        let b = board([
            "00102345", "23456012", "45601234", "60123456", "12345601", "34560123", "56012345",
            "01234560",
        ]);
        // Brute force: try every neighbour pair by swapping and looking for a line.
        let mut expected = Vec::new();
        for a in Pos::all() {
            for b2 in [Pos::new(a.x + 1, a.y), Pos::new(a.x, a.y + 1)] {
                if b2.is_on_board() && b.swapped(a, b2).has_line() {
                    expected.push((a, b2));
                }
            }
        }
        assert_eq!(valid_swaps(&b), expected);
        assert_eq!(expected, vec![(Pos::new(2, 0), Pos::new(3, 0))]);
    }

    #[test]
    fn prefers_the_swap_that_makes_a_special() {
        // (2, 0)<->(2, 1) makes four 1s in row 0; (2, 0)<->(3, 0) only three of them;
        // (2, 6)<->(2, 7) makes three 0s in row 7.
        let b = board([
            "11012345", "23156012", "45601234", "60123456", "12345601", "34560123", "56012345",
            "00134560",
        ]);
        let rated = rate_swaps(&b);
        let points: Vec<u32> = rated.iter().map(|r| r.points).collect();
        assert_eq!(points, vec![30, 90, 30]);
        let best = best_swap(&b);
        assert_eq!(
            best.map(|r| (r.a, r.b)),
            Some((Pos::new(2, 0), Pos::new(2, 1)))
        );
        assert_eq!(best.map(|r| r.specials), Some(1));
        assert_eq!(best.map(|r| r.points), Some(4 * 10 + 50));
    }
}
