//! An exact FreeCell solver: it finds a win, or proves there is none by searching every
//! position the game can reach, from any position (not only a deal).
//!
//! Verdicts are solvable (with moves that replay to a win through the rules), unsolvable (only
//! after every reachable position was searched) or unknown (stopped by the caller, the
//! position budget or the memory cap). Speed comes from:
//! - safe cards go to the foundations on their own after every move (cards no card in play
//!   could ever be put on), which never loses a win and folds many positions into one; they
//!   are still listed as moves in the solution;
//! - a key per position (`key.rs`, 32 bytes) that ignores the order of the columns and of the
//!   cells, so positions that differ only there are searched once; with the start position it
//!   is the whole position, so the search keeps keys, not boards, and it is exact (compared
//!   whole, never a hash alone);
//! - a best-first search (`best.rs`) by a score of each position (`score.rs`): the cards still
//!   to go up, the cards lying on lower cards, the free cells and columns, the steps taken;
//! - moves in two tiers (`moves.rs`): cards onto cards first, parking a card in a cell or an
//!   empty column only when the search comes back to a position;
//! - digging (`dig.rs`): one step that frees a buried card and sends it home or onto a card,
//!   as a player thinks of it; runs between columns move in one step (written `26x3`) as far
//!   as the free cells and empty columns allow;
//! - two searches with different scores take turns, each for a budget of positions that
//!   doubles every round ([`STRATEGIES`]): a deal that sends one astray is usually quick for
//!   the other, and the first to decide answers.
//!
//! The search is complete because every single-card move is among the moves it tries (digs
//! and runs only add shortcuts), so a search that runs out of positions proves the loss.

use crate::engine::history::Rules;
use crate::freecell::rules::{FreeCell, Move};
use best::{Best, Flow};
use board::{Board, CELL0, FOUNDATION, SMove};
pub use score::Strategy;
use std::sync::atomic::{AtomicBool, Ordering};
use table::{BYTES_PER_STATE, Table};

mod best;
mod board;
mod dig;
mod key;
mod moves;
mod score;
mod table;

/// What the solver concluded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// A win was found; the moves are in [`Solution::moves`].
    Solvable,
    /// Every reachable position was searched: the game cannot be won.
    Unsolvable,
    /// The search stopped before deciding.
    Unknown,
}

/// The solver's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The verdict.
    pub verdict: Verdict,
    /// For a solvable game, the moves from the given position to a win, every move to a
    /// foundation included.
    pub moves: Vec<Move>,
    /// Positions expanded, in all the searches (for benchmarks and budgets).
    pub nodes: u64,
    /// Distinct positions stored, in all the searches.
    pub states: usize,
}

/// Budgets of one solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Stop with `Unknown` after this many positions expanded, in all the searches.
    pub max_nodes: u64,
    /// Stop with `Unknown` when this many distinct positions are stored, in all the
    /// searches. The default keeps the solver under [`MEMORY_CAP`].
    pub max_states: usize,
}

/// The memory one solve with [`Limits::default`] stays under.
///
/// A stored position takes [`BYTES_PER_STATE`] (80) bytes at most: its key (32), its index
/// slot (the index is a power-of-two array of 8-byte slots kept at most 3/4 full, and while it
/// doubles the old array is alive too: 16 at the peak), its node (12), its line (a few
/// 2-byte steps) and its heap entries (8 each, two at most). The searches share
/// [`MAX_STATES`] positions.
pub const MEMORY_CAP: usize = 256 * 1024 * 1024;

/// The most positions the searches of one solve store together by default.
pub const MAX_STATES: usize = MEMORY_CAP / BYTES_PER_STATE;

/// The table's first size: most deals are won within a few thousand positions.
const FIRST_SLOTS: usize = 1 << 12;

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_nodes: u64::MAX,
            max_states: MAX_STATES,
        }
    }
}

/// The searches that take turns, by how each scores positions. Tuned on Microsoft deals 1 to
/// 6,000 for the fewest positions expanded by the pair, and checked on deals 20,001 to 28,000:
/// the first weighs cards in order and the steps taken; the second leans on free cells and
/// columns, and wins most of the deals that send the first astray.
pub const STRATEGIES: [Strategy; 2] = [
    Strategy::from_weights([5, 6, -18, -16, 4, 2, -1, 1, -2, 4, -1, 7, 14]),
    Strategy::from_weights([4, 5, -18, -18, 2, -4, 2, 1, 1, 6, -3, 6, 10]),
];

/// Positions the first search expands before the second takes a turn; each round doubles it.
const FIRST_TURN: u64 = 200;

/// Searches for a win from `game`. Set `stop` from another thread to end the search early
/// with [`Verdict::Unknown`].
pub fn solve(game: &FreeCell, limits: Limits, stop: &AtomicBool) -> Solution {
    solve_with(game, limits, stop, &STRATEGIES)
}

/// [`solve`] with other searches taking turns (for tuning; at least one).
pub fn solve_with(
    game: &FreeCell,
    limits: Limits,
    stop: &AtomicBool,
    strategies: &[Strategy],
) -> Solution {
    let mut answer = Solution {
        verdict: Verdict::Unknown,
        moves: Vec::new(),
        nodes: 0,
        states: 0,
    };
    if game.check_position().is_err() {
        return answer;
    }
    let Some(board) = Board::new(game) else {
        return answer;
    };
    if strategies.is_empty() {
        return answer;
    }
    let share = (limits.max_states / strategies.len()).max(1);
    // Slots for `share` positions at most 3/4 full.
    let slots = share.saturating_mul(4).div_ceil(3).next_power_of_two();
    let mut searches: Vec<Best> = Vec::new();
    let mut budget = FIRST_TURN;
    let (flow, winner) = 'rounds: loop {
        let mut paused = false;
        for (i, weights) in strategies.iter().enumerate() {
            if searches.len() == i {
                let table = Table::new(FIRST_SLOTS.min(slots), slots);
                searches.push(Best::new(board.clone(), *weights, table, share));
            }
            let others: u64 = searches.iter().map(|s| s.nodes).sum::<u64>() - searches[i].nodes;
            let turn = budget.min(limits.max_nodes.saturating_sub(others));
            let search = &mut searches[i];
            match search.run(turn, stop) {
                None => paused |= search.nodes < limits.max_nodes.saturating_sub(others),
                Some(Flow::Abort) if stop.load(Ordering::Relaxed) => {
                    break 'rounds (Flow::Abort, i);
                }
                // Out of room: the other searches go on.
                Some(Flow::Abort) => {}
                Some(flow) => break 'rounds (flow, i),
            }
        }
        if !paused {
            break (Flow::Abort, 0);
        }
        budget = budget.saturating_mul(2);
    };
    answer.nodes = searches.iter().map(|s| s.nodes).sum();
    answer.states = searches.iter().map(|s| s.table.len()).sum();
    match flow {
        Flow::Fail => answer.verdict = Verdict::Unsolvable,
        Flow::Abort => {}
        Flow::Win => {
            // A solution that does not replay would be a solver bug; never claim it.
            if let Some(moves) = searches.get(winner).and_then(|s| replay(game, &s.path())) {
                answer.verdict = Verdict::Solvable;
                answer.moves = moves;
            }
        }
    }
    answer
}

/// The game move of a solver move.
fn to_move(mv: SMove) -> Move {
    match (mv.from < CELL0, mv.to) {
        (true, FOUNDATION) => Move::ColumnToFoundation { from: mv.from },
        (false, FOUNDATION) => Move::CellToFoundation {
            cell: mv.from - CELL0,
        },
        (true, to) if to < CELL0 => Move::ColumnToColumn {
            from: mv.from,
            to,
            count: mv.count,
        },
        (true, to) => Move::ColumnToCell {
            from: mv.from,
            cell: to - CELL0,
        },
        (false, to) => Move::CellToColumn {
            cell: mv.from - CELL0,
            to,
        },
    }
}

/// The solver's moves as game moves, checked by playing them through the rules to a win.
fn replay(game: &FreeCell, path: &[SMove]) -> Option<Vec<Move>> {
    let mut game = game.clone();
    let mut moves = Vec::with_capacity(path.len());
    for &mv in path {
        let mv = to_move(mv);
        game.apply(&mv).ok()?;
        moves.push(mv);
    }
    game.is_won().then_some(moves)
}
