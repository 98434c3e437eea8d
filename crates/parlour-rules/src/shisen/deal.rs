//! Numbered deals that are always solvable.
//!
//! A deal number gives the same deal everywhere: the RNG is `rng_for("shisen/<w>x<h>", n)`, or
//! `rng_for("shisen/<w>x<h>/gravity", n)` with gravity on. The tiles are shuffled at random and
//! the exact solver (no greedy shortcut) decides the result within a fixed node budget; a deal
//! that is unsolvable, or undecided within the budget, is thrown away and the next shuffle from
//! the same RNG is tried. The budget counts nodes, not time, so the outcome is the same on every
//! machine. Only boards the solver has cleared are dealt, and the clearing order comes with them.
//!
//! Which faces: a board of N tiles holds N / 4 complete groups of four identical tiles (every
//! allowed size holds a multiple of four). The groups run through the 34 standard faces (`1m` to
//! `7z`, no flowers or seasons) as many full times as fit, so 17x8 is exactly one set; the groups
//! left over after the full sets (for example 21 groups on 14x6, or 18 after three sets on
//! 30x16) take distinct faces drawn at random from the 34 by the deal's RNG.

use super::rules::{Board, Pos};
use super::size::Size;
use super::solver::{self, Limits, Verdict};
use crate::engine::deal::{DealRng, rng_for};
use crate::engine::tile::Face;
use rand::seq::SliceRandom;

/// Positions the solver may visit on one shuffle before it is thrown away, per pair on the board.
///
/// Most solvable shuffles are cleared almost without backtracking (about one node per pair), so
/// a small budget throws away few of them and keeps the slow tail short: it is cheaper to try the
/// next shuffle than to search a hard one for long.
pub const NODES_PER_PAIR: u64 = 4;
/// Shuffles tried before giving up on a deal number (never reached in practice: see the tests).
pub const MAX_TRIES: u32 = 500;

/// A dealt board with a proof that it can be cleared.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    /// The board as dealt.
    pub board: Board,
    /// Pairs to remove in order to clear it (positions at the time of each removal).
    pub solution: Vec<(Pos, Pos)>,
    /// How many shuffles were tried, this one included.
    pub tries: u32,
}

/// Why no deal was made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    /// Every shuffle tried was unsolvable or undecided.
    #[error(
        "deal {deal_no} on {size}: no solvable arrangement found in {tries} tries; pick another deal number"
    )]
    NoSolvableShuffle {
        /// The board size.
        size: Size,
        /// The deal number.
        deal_no: u64,
        /// Shuffles tried.
        tries: u32,
    },
}

/// The name the deal RNG is seeded with: `shisen/<w>x<h>`, plus `/gravity` with gravity on.
pub fn game_name(size: Size, gravity: bool) -> String {
    if gravity {
        format!("shisen/{size}/gravity")
    } else {
        format!("shisen/{size}")
    }
}

/// The RNG for the `nth` shuffle (0, 1, ...) a player asks for in deal `deal_no`, so shuffles
/// are reproducible too.
pub fn shuffle_rng(size: Size, gravity: bool, deal_no: u64, nth: u32) -> DealRng {
    rng_for(
        &format!("{}/shuffle/{nth}", game_name(size, gravity)),
        deal_no,
    )
}

/// The tiles of a `size` board, in complete groups of four (see the module docs).
pub fn tile_set(size: Size, rng: &mut DealRng) -> Vec<Face> {
    let standard: Vec<Face> = Face::all().take(Face::STANDARD).collect();
    let groups = size.tiles() / 4;
    let mut faces = Vec::with_capacity(size.tiles());
    for _ in 0..groups / Face::STANDARD {
        faces.extend(standard.iter().flat_map(|&f| [f; 4]));
    }
    let mut extra = standard;
    extra.shuffle(rng);
    extra.truncate(groups % Face::STANDARD);
    extra.sort();
    faces.extend(extra.iter().flat_map(|&f| [f; 4]));
    faces
}

/// Deal number `deal_no` on a `size` board: a solvable board and its solution.
pub fn deal(size: Size, gravity: bool, deal_no: u64) -> Result<Deal, DealError> {
    deal_with_budget(size, gravity, deal_no, nodes_per_try(size), MAX_TRIES)
}

/// The node budget [`deal`] gives each shuffle on a `size` board.
pub fn nodes_per_try(size: Size) -> u64 {
    NODES_PER_PAIR * (size.tiles() as u64 / 2)
}

/// [`deal`] with another node budget per shuffle and number of shuffles. Other budgets give
/// other deals for the same number: the game always uses [`deal`].
pub fn deal_with_budget(
    size: Size,
    gravity: bool,
    deal_no: u64,
    nodes_per_try: u64,
    max_tries: u32,
) -> Result<Deal, DealError> {
    let mut rng = rng_for(&game_name(size, gravity), deal_no);
    let mut tiles = tile_set(size, &mut rng);
    for tries in 1..=max_tries {
        tiles.shuffle(&mut rng);
        let cells: Vec<Option<Face>> = tiles.iter().copied().map(Some).collect();
        // A full board of complete groups always passes the board checks.
        let Ok(board) = Board::new(size, gravity, cells) else {
            break;
        };
        if let Verdict::Solved(solution) = solver::solve(&board, &Limits::nodes(nodes_per_try)) {
            return Ok(Deal {
                board,
                solution,
                tries,
            });
        }
    }
    Err(DealError::NoSolvableShuffle {
        size,
        deal_no,
        tries: max_tries,
    })
}

/// Deal number `deal_no` without the solvability check, for players who turned "solvable deals
/// only" off: the first shuffle of the same RNG, which may or may not be clearable.
pub fn deal_unchecked(size: Size, gravity: bool, deal_no: u64) -> Option<Board> {
    let mut rng = rng_for(&format!("{}/unchecked", game_name(size, gravity)), deal_no);
    let mut tiles = tile_set(size, &mut rng);
    tiles.shuffle(&mut rng);
    Board::new(size, gravity, tiles.into_iter().map(Some).collect()).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tile_sets_are_complete_groups_of_four() {
        for (w, h) in [(14, 6), (17, 8), (18, 8), (30, 16)] {
            let size = Size::new(w, h).unwrap();
            let tiles = tile_set(size, &mut rng_for("test", 1));
            assert_eq!(tiles.len(), size.tiles());
            let mut counts = [0usize; Face::COUNT];
            for f in &tiles {
                counts[f.index()] += 1;
            }
            assert!(counts.iter().all(|&n| n % 4 == 0), "{size}");
            assert!(
                counts[Face::STANDARD..].iter().all(|&n| n == 0),
                "no flowers"
            );
            let spread = counts[..Face::STANDARD].iter().max().unwrap()
                - counts[..Face::STANDARD].iter().min().unwrap();
            assert!(spread <= 4, "{size}: faces repeat evenly");
        }
    }

    #[test]
    fn deal_numbers_reproduce_deals() {
        let a = deal(Size::DEFAULT, false, 42).unwrap();
        let b = deal(Size::DEFAULT, false, 42).unwrap();
        let c = deal(Size::DEFAULT, true, 42).unwrap();
        assert_eq!(a, b);
        assert_ne!(a.board.cells(), c.board.cells());
        let loose = deal_unchecked(Size::DEFAULT, false, 42).unwrap();
        assert_eq!(
            Some(&loose),
            deal_unchecked(Size::DEFAULT, false, 42).as_ref()
        );
        assert_eq!(loose.tiles_left(), 136);
    }
}
