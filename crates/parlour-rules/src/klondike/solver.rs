//! A thoughtful Klondike solver: it sees the face-down cards and searches depth first for a win.
//!
//! Verdicts are solvable (with moves that replay to a win), unsolvable (only after the whole
//! reachable state space was searched, or when a card can never be uncovered) or unknown
//! (stopped by the caller, a node budget or the memory cap). Speed comes from:
//! - macro-moves: the stock and waste are one sequence (the talon) with a waste pointer, and each
//!   talon card that some number of deals (and at most one recycle) can bring to the top of the
//!   waste is one move "play that card", so dealing is never a search step;
//! - safe cards (see [`is_safe_to_foundation`](crate::klondike::assist::is_safe_to_foundation))
//!   go to the foundations on their own after every
//!   move, which never loses a win;
//! - moves that can wait are left out until they are of use (each rule in `search.rs` says why
//!   that loses no win): a run between piles that turns nothing and frees nothing, a pile of
//!   face-up cards moved only to empty its place with no king ready, an unsafe card up or down
//!   from a foundation, a talon card to the tableau with nothing to hold; drawing one with
//!   unlimited passes, a talon card goes to a pile only together with a card landing on it
//!   (`Node::pending_pile`);
//! - a transposition table (`table.rs`, 10 bytes a position) keyed by the position's *class*:
//!   pile order, the waste pointer where unlimited passes make pointer positions equivalent, and
//!   which of two twin cards holds which run are ignored (see `Node::key`), so one search covers
//!   a whole class;
//! - a quick proof of loss before searching (`search/deadend.rs`): a card that lies on every card
//!   it could ever move to;
//! - drawing more than one card or with limited passes, a proof of loss in the relaxed game that
//!   draws one with unlimited passes ([`Node::drawing_one_freely`]), searched in turns with the
//!   real game (`solver/turns.rs`);
//! - move ordering that turns face-down cards first, from the piles with the fewest of them, and
//!   the full search in runs of doubling length that restart in shuffled orders and keep what
//!   earlier runs searched to the end (`solver/dfs.rs`, `solver/turns.rs`): a wrong turn near
//!   the root costs a run, not the whole search;
//! - where [`Limits::threads`] allows, a long search (the relaxed game's, or the full search
//!   once that is done) goes on as several searches on as many threads over one shared table
//!   (`solver/together.rs`): a proof of loss waits on memory at nearly every position, and two
//!   cores wait side by side (Solvitaire deal 701 drawing three: 7.4 s on one thread, about
//!   4.5 s on two; deal 22, proven in the relaxed game: 4.6 s and 2.3 s; see BENCHMARKS.md).
//!
//! [`Limits::pinned_order`] keeps the order and phases of before issue 26, one run each.

use crate::engine::history::Rules;
use crate::klondike::assist::auto_finish_moves;
use crate::klondike::rules::{Klondike, Move};
use crate::klondike::search::{Flow, Node, SMove};
use crate::klondike::shared_table::{MAX_SEARCHES, SHARED_SLOTS, shared_bytes};
use crate::klondike::table::{SLOT_BYTES, Seen};
use dfs::Search;
use std::sync::atomic::{AtomicBool, Ordering};
use turns::search_by_turns;

mod dfs;
mod together;
mod turns;

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
    /// For a solvable game, the moves from the given state to a win.
    pub moves: Vec<Move>,
    /// Positions searched (for benchmarks and budgets).
    pub nodes: u64,
}

/// Budgets of one search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Stop with `Unknown` after this many positions.
    pub max_nodes: u64,
    /// Stop with `Unknown` when the transposition table holds this many positions. The default
    /// keeps the table, even while it grows, under 256 MB (see [`MEMORY_CAP`]).
    pub max_states: usize,
    /// Search in the move order and phases of 2026-11-24 (before issue 26's changes for
    /// drawing three). What a bounded search finds depends on its order, and the deal of the
    /// day is defined by one ([`crate::daily`]), as is the deal "winnable only" picks: both must
    /// not move with later speed-ups. Verdicts are exact either way.
    pub pinned_order: bool,
    /// Threads the full search may take once it has run long without deciding (see
    /// `solver/together.rs`); 1 keeps it on the caller's thread. The verdict is the same either
    /// way; which winning line is given may differ from run to run with more than one. The
    /// pinned order always searches on one thread.
    pub threads: usize,
}

/// The memory one search with [`Limits::default`] stays under.
///
/// The table stores 10 bytes a slot (see `table.rs`) in a power-of-two array kept at most 3/4
/// full; it grows to at most [`TABLE_SLOTS`] slots, and while it grows to that size the old
/// half-size array is alive too: 2^24 * 10 * 1.5 = 252 MB at the peak. The depth-first stack
/// is capped at [`MAX_DEPTH`] frames of under 700 bytes (the position and its moves): 11 MB.
/// The quick and the full search run one after the other, never together; while the relaxed
/// game's table (at most a quarter of the largest size) is alive beside the full search's,
/// that one stays at half its largest size (see `solver/turns.rs`): 2^23 * 10 * 1.5 +
/// 2^22 * 10 = 168 MB at the peak, and only one search's stack is alive at a time.
///
/// With more than one thread (see [`Limits::threads`]), the searches share one table of 2^24
/// slots of 8 bytes, 134 MB, made while the full search still runs alone, its own table then
/// at most a quarter of its largest size: 134 + 42 * 1.5 + 11 = 208 MB. Where the relaxed game
/// kept that one at half its largest size until it ended, it is taken over at that size between
/// runs (no stack alive): 134 + 84 = 218 MB. It is freed once taken over; then each thread has
/// a stack: 134 + 4 * 11 = 178 MB.
pub const MEMORY_CAP: usize = 256 * 1024 * 1024;

/// The deepest the search goes before it gives up with `Unknown` (a bound on its stack memory).
pub const MAX_DEPTH: usize = 16_000;

/// The most slots the transposition table may have.
const TABLE_SLOTS: usize = 1 << 24;

const _: () = assert!(TABLE_SLOTS * SLOT_BYTES * 3 / 2 + MAX_DEPTH * 700 <= MEMORY_CAP);

// On several threads (see `solver/together.rs`): the shared table, taken over from the full
// search's own table at most half its largest size, then that one freed and a stack a thread.
const _: () = assert!(shared_bytes(SHARED_SLOTS) + TABLE_SLOTS / 2 * SLOT_BYTES <= MEMORY_CAP);
const _: () = assert!(shared_bytes(SHARED_SLOTS) + MAX_SEARCHES * MAX_DEPTH * 700 <= MEMORY_CAP);

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_nodes: u64::MAX,
            max_states: TABLE_SLOTS / 4 * 3,
            pinned_order: false,
            threads: 1,
        }
    }
}

/// What one phase of a solve did (see [`solve_with_phases`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Phase {
    /// Positions counted, as [`Solution::nodes`] counts them.
    pub nodes: u64,
    /// Positions entered in the transposition table.
    pub stored: u64,
    /// The deepest the search's stack went.
    pub deepest: usize,
}

impl Phase {
    fn of<T: Seen>(search: &Search<'_, T>) -> Phase {
        Phase {
            nodes: search.nodes,
            stored: search.seen.len() as u64,
            deepest: search.deepest,
        }
    }
}

impl Phase {
    /// This phase followed by `later`, which took over its table.
    fn then(self, later: Phase) -> Phase {
        Phase {
            nodes: self.nodes + later.nodes,
            stored: later.stored,
            deepest: self.deepest.max(later.deepest),
        }
    }
}

/// The phases of one solve, for benchmarks and profiles (`examples/klondike_profile.rs`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Phases {
    /// The quick search among the moves that make progress.
    pub quick: Phase,
    /// The relaxed game that draws one card with unlimited passes.
    pub relaxed: Phase,
    /// The full search.
    pub full: Phase,
    /// Of the full search's positions, those counted by its searches on several threads
    /// together (see [`Limits::threads`]); 0 when it stayed on one.
    pub together: u64,
    /// The same of the relaxed game's positions.
    pub relaxed_together: u64,
}

/// Searches for a win from `game` under its own rules (draw count and passes left). Set `stop`
/// from another thread to end the search early with [`Verdict::Unknown`].
pub fn solve(game: &Klondike, limits: Limits, stop: &AtomicBool) -> Solution {
    solve_with_phases(game, limits, stop).0
}

/// [`solve`], also saying what each phase of the search did.
pub fn solve_with_phases(game: &Klondike, limits: Limits, stop: &AtomicBool) -> (Solution, Phases) {
    let mut phases = Phases::default();
    let solution = solve_phased(game, limits, stop, &mut phases);
    (solution, phases)
}

fn solve_phased(
    game: &Klondike,
    limits: Limits,
    stop: &AtomicBool,
    phases: &mut Phases,
) -> Solution {
    let unknown = |nodes| Solution {
        verdict: Verdict::Unknown,
        moves: Vec::new(),
        nodes,
    };
    if game.is_won() {
        return Solution {
            verdict: Verdict::Solvable,
            moves: Vec::new(),
            nodes: 0,
        };
    }
    let Some(mut root) = Node::from_game(game) else {
        return unknown(0);
    };
    root.pinned_order = limits.pinned_order;
    if root.is_dead_end() {
        return Solution {
            verdict: Verdict::Unsolvable,
            moves: Vec::new(),
            nodes: 1,
        };
    }
    let (flow, path, nodes) = if limits.pinned_order {
        search_pinned(&root, limits, stop, phases)
    } else {
        search_by_turns(&root, limits, stop, phases)
    };
    match flow {
        Flow::Fail => Solution {
            verdict: Verdict::Unsolvable,
            moves: Vec::new(),
            nodes,
        },
        Flow::Abort => unknown(nodes),
        Flow::Win => match expand(game, &root, &path) {
            Some(moves) => Solution {
                verdict: Verdict::Solvable,
                moves,
                nodes,
            },
            // A solution that does not replay would be a solver bug; never claim it.
            None => unknown(nodes),
        },
    }
}

/// The search in the order and phases of before issue 26 (see [`Limits::pinned_order`]): the
/// quick search, then the relaxed game, then the full search, each run once to its end.
fn search_pinned(
    root: &Node,
    limits: Limits,
    stop: &AtomicBool,
    phases: &mut Phases,
) -> (Flow, Vec<SMove>, u64) {
    // A quick search among the moves that make progress finds most wins; the full search that
    // follows is the one that may prove a loss.
    let quick_limits = Limits {
        max_nodes: limits.max_nodes.min(QUICK_NODES),
        ..limits
    };
    let (flow, path, mut nodes) = run_search(root, false, quick_limits, stop, &mut phases.quick);
    if flow == Flow::Win || stop.load(Ordering::Relaxed) {
        return (flow, path, nodes);
    }
    if let Some(relaxed) = root.drawing_one_freely() {
        // Any line of this game is a line of the relaxed one, so a lost relaxed game is a
        // lost game; its proof is usually far shorter (no waste pointer to tell apart, and
        // the free-talon rules apply). A won or undecided relaxed game says nothing.
        let relaxed_limits = Limits {
            max_nodes: limits
                .max_nodes
                .saturating_sub(nodes)
                .min(PINNED_RELAXED_NODES),
            ..limits
        };
        let (relaxed_flow, _, relaxed_nodes) =
            run_search(&relaxed, true, relaxed_limits, stop, &mut phases.relaxed);
        nodes += relaxed_nodes;
        if relaxed_flow == Flow::Fail {
            return (Flow::Fail, Vec::new(), nodes);
        }
    }
    let remaining = Limits {
        max_nodes: limits.max_nodes.saturating_sub(nodes),
        ..limits
    };
    let (flow, path, full_nodes) = run_search(root, true, remaining, stop, &mut phases.full);
    (flow, path, nodes + full_nodes)
}

/// Positions the quick search may visit before the full search takes over, in the pinned
/// order.
const QUICK_NODES: u64 = 300_000;

/// Positions the relaxed game (see [`Node::drawing_one_freely`]) may visit before the full
/// search of the real game takes over, in the pinned order.
const PINNED_RELAXED_NODES: u64 = 10_000_000;

/// One depth-first search from `root` to its end: how it ended, the line found and the
/// positions visited.
fn run_search(
    root: &Node,
    full: bool,
    limits: Limits,
    stop: &AtomicBool,
    phase: &mut Phase,
) -> (Flow, Vec<SMove>, u64) {
    let mut search = Search::new(full, TABLE_SLOTS, limits, stop);
    let mut start = root.clone();
    start.auto_play(&mut search.path);
    let base = search.path.len();
    let flow = search.search(&start, base, u64::MAX).unwrap_or(Flow::Abort);
    *phase = Phase::of(&search);
    (flow, search.path, search.nodes)
}

/// Turns the solver's macro-moves into game moves (deals and recycles included) by replaying
/// them on the game, then appends the moves that finish it. `None` if anything fails to replay.
fn expand(game: &Klondike, root: &Node, path: &[SMove]) -> Option<Vec<Move>> {
    let mut game = game.clone();
    let mut node = root.clone();
    let mut moves = Vec::new();
    for &mv in path {
        if let SMove::Talon { j, .. } = mv {
            let card = node.talon_card(j)?;
            let mut guard = 0;
            while game.waste_top() != Some(card) {
                let click = game.stock_click()?;
                game.apply(&click).ok()?;
                moves.push(click);
                guard += 1;
                if guard > 200 {
                    return None;
                }
            }
        }
        let real = node.to_move(mv)?;
        game.apply(&real).ok()?;
        moves.push(real);
        if let Some(second) = Node::then_move(mv) {
            game.apply(&second).ok()?;
            moves.push(second);
        }
        node.apply_one(mv);
    }
    let finish = auto_finish_moves(&game)?;
    for mv in &finish {
        game.apply(mv).ok()?;
    }
    moves.extend(finish);
    game.is_won().then_some(moves)
}
