//! A thoughtful Spider solver: it sees the face-down cards and the order of the stock (as
//! Klondike's solver does), and searches depth first for a win.
//!
//! Verdicts are solvable (with moves that replay to a win under the rules), unsolvable (only
//! after a search that left out no move that could matter ran out of moves) or unknown (stopped
//! by the caller, the position budget or the memory cap; or a search that left moves out ran
//! dry). A whole deal is almost never proven lost: the complete search is far too large. What
//! makes it quick where it wins:
//! - moves are made and unmade on one compact board (`solver/board.rs`);
//! - a transposition table of 128-bit keys; twin cards are one card, and once the stock is empty
//!   the order of the columns is ignored, so one search covers every arrangement;
//! - moves are tried best first (`solver/movegen.rs`): a run finished, a card turned (from the
//!   column with the fewest face-down cards), a column emptied, a run joined to its own suit;
//!   moves into an empty column late; dealing a row last, when nothing else is left to try;
//! - a first, pruned search leaves out moves that rarely help and tries only the best few from
//!   each position (and then proves nothing by running dry); runs of doubling budgets, each
//!   with its own noise among near-equal moves, take turns between its orders; the complete
//!   search follows only when every pruned order ran dry.

use crate::engine::history::Rules;
use crate::spider::deal::deal;
use crate::spider::rules::{Move, Spider, Suits};
use board::{Board, Step};
use dfs::{Flow, Order, Search};
use movegen::Mode;
use std::sync::atomic::{AtomicBool, Ordering};

mod board;
mod dfs;
mod movegen;

/// What the solver concluded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// A win was found; the moves are in [`Solution::moves`].
    Solvable,
    /// A search that left out nothing that could matter found no win: the game is lost.
    Unsolvable,
    /// The search stopped before deciding.
    Unknown,
}

/// The solver's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The verdict.
    pub verdict: Verdict,
    /// For a solvable game, the moves from the given state to a win (finished runs leave by
    /// themselves, so there is no move for them).
    pub moves: Vec<Move>,
    /// Positions searched (moves made), for budgets and benchmarks.
    pub nodes: u64,
}

/// Budgets of one solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Stop with `Unknown` after this many positions (moves made): the same answer on every
    /// machine.
    pub max_nodes: u64,
    /// Stop with `Unknown` when the transposition table holds this many positions. The default
    /// keeps the search under [`MEMORY_CAP`].
    pub max_states: usize,
}

/// The memory one search with [`Limits::default`] stays under.
///
/// The table is a `HashSet<u128>`: 17 bytes a bucket (the key and a control byte), a
/// power-of-two bucket count at most 7/8 full. [`DEFAULT_STATES`] positions fit in 2^23
/// buckets (143 MB); while it grows to that size the old half-size array is alive too (71 MB).
/// The stack is at most [`dfs::MAX_DEPTH`] frames of under 500 bytes with their moves (10 MB);
/// the board and the rest are small.
pub const MEMORY_CAP: usize = 256 * 1024 * 1024;

/// The table's default cap: below 7/8 of 2^23, so it never grows past 2^23 buckets.
pub const DEFAULT_STATES: usize = 7_000_000;

const _: () = assert!(DEFAULT_STATES <= (1 << 23) / 8 * 7);
const _: () = assert!((1 << 23) * 17 * 3 / 2 + dfs::MAX_DEPTH * 500 <= MEMORY_CAP);

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_nodes: u64::MAX,
            max_states: DEFAULT_STATES,
        }
    }
}

/// What a solve did, for benchmarks and profiles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Searches run (each with its own order and table; see the module's notes).
    pub runs: u32,
    /// The most positions one search entered in its transposition table.
    pub stored: u64,
    /// The deepest any search's stack went.
    pub deepest: usize,
    /// The most rows dealt on any line searched.
    pub rows_dealt: u8,
    /// The most runs finished on a line with that many rows dealt.
    pub runs_finished: u8,
}

impl Stats {
    fn add(&mut self, search: &Search, run: u32) {
        self.runs = run + 1;
        self.stored = self.stored.max(search.seen.len() as u64);
        self.deepest = self.deepest.max(search.deepest);
        (self.rows_dealt, self.runs_finished) =
            (self.rows_dealt, self.runs_finished).max(search.furthest);
    }
}

/// The pruned search's orders: the most moves in a row without progress each allows, and the
/// most moves it tries from a position, best first, besides dealing (see `solver/movegen.rs`);
/// runs take turns between them. Four moves a position won 39 of four-suit deals 1-60 within
/// two million positions where trying all won 29, and kept every one- and two-suit deal tried
/// (BENCHMARKS.md).
const PRUNED_ORDERS: [(u8, usize); 2] = [(1, 4), (2, 4)];

/// Positions the first run may search; each round of runs (one per order) doubles it.
const FIRST_RUN_NODES: u64 = 20_000;

/// Searches for a win from `game`. Set `stop` from another thread to end the search early with
/// [`Verdict::Unknown`].
pub fn solve(game: &Spider, limits: Limits, stop: &AtomicBool) -> Solution {
    solve_with_stats(game, limits, stop).0
}

/// [`solve`], also saying what the search did.
pub fn solve_with_stats(game: &Spider, limits: Limits, stop: &AtomicBool) -> (Solution, Stats) {
    let mut stats = Stats::default();
    let solution = solve_counted(game, limits, stop, &mut stats);
    (solution, stats)
}

fn solve_counted(game: &Spider, limits: Limits, stop: &AtomicBool, stats: &mut Stats) -> Solution {
    let verdict = |verdict, nodes| Solution {
        verdict,
        moves: Vec::new(),
        nodes,
    };
    if game.is_won() {
        return verdict(Verdict::Solvable, 0);
    }
    let Some(board) = Board::from_game(game) else {
        return verdict(Verdict::Unknown, 0);
    };
    let mut nodes = 0;
    // Which of the pruned orders ran dry; when all have, the complete search runs.
    let mut dry = [false; PRUNED_ORDERS.len()];
    for run in 0u32.. {
        let remaining = limits.max_nodes.saturating_sub(nodes);
        if remaining == 0 || stop.load(Ordering::Relaxed) {
            break;
        }
        let live: Vec<usize> = (0..PRUNED_ORDERS.len()).filter(|&i| !dry[i]).collect();
        let order = live.get(run as usize % live.len().max(1)).copied();
        let (mode, (max_idle, width), budget) = match order {
            Some(slot) => {
                let round = run / PRUNED_ORDERS.len() as u32;
                let budget = FIRST_RUN_NODES.saturating_mul(1 << round.min(40));
                (Mode::Pruned, PRUNED_ORDERS[slot], budget.min(remaining))
            }
            None => (Mode::Complete, (u8::MAX, 0), remaining),
        };
        let order_of_run = Order {
            max_idle,
            seed: u64::from(run),
            width,
        };
        let mut search = Search::new(
            board.clone(),
            mode,
            order_of_run,
            budget,
            limits.max_states,
            stop,
        );
        let flow = search.run();
        nodes += search.nodes;
        stats.add(&search, run);
        match (flow, order) {
            (Flow::Win, _) => {
                return match replay(game, &search.path) {
                    Some(moves) => Solution {
                        verdict: Verdict::Solvable,
                        moves,
                        nodes,
                    },
                    // A line that does not replay would be a solver bug: never claim it.
                    None => verdict(Verdict::Unknown, nodes),
                };
            }
            (Flow::Fail, _) if !search.left_out => return verdict(Verdict::Unsolvable, nodes),
            (Flow::Fail, Some(slot)) => dry[slot] = true,
            // The complete search ran dry with lines cut at the depth cap, or stopped: no
            // larger run would do better within the caller's bounds.
            (Flow::Fail | Flow::Stopped, None) | (Flow::Full, _) => break,
            (Flow::Stopped, Some(_)) => {}
        }
    }
    verdict(Verdict::Unknown, nodes)
}

/// The solver's line as the rules' moves, checked by replaying it: `None` unless it wins.
fn replay(game: &Spider, path: &[Step]) -> Option<Vec<Move>> {
    let mut game = game.clone();
    let mut moves = Vec::with_capacity(path.len());
    for &step in path {
        let mv = match step {
            Step::Deal => Move::Deal,
            Step::Run { from, to, count } => Move::Run { from, to, count },
        };
        game.apply(&mv).ok()?;
        moves.push(mv);
    }
    game.is_won().then_some(moves)
}

/// Positions the solver may search for each deal "winnable deals only" tries.
pub const WINNABLE_NODES: u64 = 200_000;

/// Deal numbers "winnable deals only" tries before giving up.
pub const WINNABLE_TRIES: u64 = 100;

/// The first deal number from `from` on (`from`, `from + 1`, ...) whose solver run finds a win
/// within [`WINNABLE_NODES`] positions: the deal "winnable deals only" offers for `from`. The
/// budget is in positions, not time, so every machine picks the same deal. `None` when
/// [`WINNABLE_TRIES`] numbers fail or `stop` is raised.
///
/// Offered for one and two suits; it answers for four as well, but there the budget seldom
/// finds a win.
pub fn winnable_deal(from: u64, suits: Suits, stop: &AtomicBool) -> Option<u64> {
    let limits = Limits {
        max_nodes: WINNABLE_NODES,
        // A small table: the budget is small, and the answer must not depend on memory.
        max_states: 1 << 20,
    };
    (0..WINNABLE_TRIES)
        .map(|k| from.wrapping_add(k))
        .take_while(|_| !stop.load(Ordering::Relaxed))
        .find(|&n| solve(&deal(n, suits), limits, stop).verdict == Verdict::Solvable)
        .filter(|_| !stop.load(Ordering::Relaxed))
}
