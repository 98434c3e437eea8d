//! The search outside the pinned order: a quick search, then the full search in runs that take
//! turns with the relaxed game's (where there is one), each run twice as long as the one before
//! and, but for the first, in an order of its own (see `Node::shuffle`).
//!
//! Why in runs: a depth-first search that takes a wrong turn near the root must search all that
//! lies behind it before it tries another, and where a win is, that is what costs the time. On
//! Solvitaire deal 155 drawing three, the safe ace of hearts from the talon comes first and
//! 25 million positions lie behind it, while the three of hearts onto a pile, a move of a later
//! kind, leads to a win in 1.8 million: no order of ties within a kind helps there, so a
//! restart also shuffles the kinds of its first [`SHUFFLED_KINDS`] moves. A run that gives way
//! keeps the positions it searched to the end (see `dfs::Search::search`), so a proof of loss
//! costs about what it did in one run.
//!
//! Why in turns with the relaxed game, and longer ones: drawing three, most lost deals are
//! proven lost there, far sooner than in the real game (deal 22: 13 million positions drawing
//! one, none of the real game's 56 million before its table filled), while the relaxed game of a
//! deal that can be won may take a million positions to win, for nothing.
//!
//! With more than one thread ([`Limits::threads`]), a search that has counted
//! [`TOGETHER_AFTER`] positions goes on as searches together to its end (see `together.rs`):
//! the relaxed game while it is alive (its proof of loss is the deal's), the full search once
//! the relaxed game is done.

use super::dfs::Search;
use super::together::{Start, search_together};
use super::{Limits, MAX_DEPTH, MEMORY_CAP, Phase, Phases, TABLE_SLOTS, run_search};
use crate::klondike::search::{Flow, Node, SMove};
use crate::klondike::shared_table::{Prepared, SHARED_SLOTS, shared_bytes};
use crate::klondike::table::SLOT_BYTES;
use crate::klondike::table::Table;
use std::sync::atomic::{AtomicBool, Ordering};

/// Positions the quick search may visit before the full search takes over.
const QUICK_NODES: u64 = 50_000;

/// The positions of the full search's first run; each run has twice as many as the one before.
const FIRST_RUN: u64 = 10_000;

/// How many times the full search's run the relaxed game's is.
const RELAXED_SHARE: u64 = 8;

/// Positions the full search counts on the caller's thread before it goes on as several
/// searches (where [`Limits::threads`] allows and the relaxed game is done, see
/// `together.rs`): long enough that the searches a few restarts win stay on one thread as
/// before, short enough that a long proof runs mostly on all.
const TOGETHER_AFTER: u64 = 1_000_000;

// Up to `TOGETHER_AFTER`, alone, the full search's table stays within a quarter of its largest
// size (two entries a position at most: its own and a merged pointer position, see
// `Node::dealing_keys`), so beside the prepared shared table all stays within `MEMORY_CAP`.
const _: () = assert!(2 * (TOGETHER_AFTER + 1024) <= (TABLE_SLOTS / 4 / 4 * 3) as u64);

// A relaxed game going on together: the full search's table (at most half its largest size
// while the relaxed game is alive), the relaxed game's own (freed once taken over), its shared
// one and two stacks stay within `MEMORY_CAP`.
const _: () = assert!(
    TABLE_SLOTS / 2 * SLOT_BYTES
        + RELAXED_SLOTS * SLOT_BYTES
        + shared_bytes(RELAXED_SLOTS)
        + 2 * MAX_DEPTH * 700
        <= MEMORY_CAP
);

/// In a restart, for how many moves from the root the kinds of moves are shuffled too.
const SHUFFLED_KINDS: u8 = 2;

/// The most slots the relaxed game's table may have (a relaxed game that fills it says
/// nothing). While it is alive the full search's table stays at half its largest, so the two
/// stay within the memory cap together.
const RELAXED_SLOTS: usize = TABLE_SLOTS / 4;

/// The search outside the pinned order (see the module's text): how it ended, the winning line
/// and the positions visited.
pub(super) fn search_by_turns(
    root: &Node,
    limits: Limits,
    stop: &AtomicBool,
    phases: &mut Phases,
) -> (Flow, Vec<SMove>, u64) {
    let pace = Pace {
        quick: QUICK_NODES,
        first_run: FIRST_RUN,
        together_after: TOGETHER_AFTER,
    };
    search_in_turns(root, limits, stop, phases, pace)
}

/// How long each stage of [`search_in_turns`] lasts, in positions (tests make them short, for
/// many restarts and searches together on small games).
struct Pace {
    /// The quick search.
    quick: u64,
    /// The full search's first run.
    first_run: u64,
    /// The full search on the caller's thread, before it goes on together.
    together_after: u64,
}

/// [`search_by_turns`] at the given pace.
fn search_in_turns(
    root: &Node,
    limits: Limits,
    stop: &AtomicBool,
    phases: &mut Phases,
    Pace {
        quick,
        first_run,
        together_after,
    }: Pace,
) -> (Flow, Vec<SMove>, u64) {
    let (flow, path, quick_nodes) = quick_search(root, quick, limits, stop, &mut phases.quick);
    if flow == Flow::Win || stop.load(Ordering::Relaxed) {
        return (flow, path, quick_nodes);
    }
    // A quick search that ran out of moves, not of nodes, met a small game: its full search is
    // small too, so the relaxed game would only add to it.
    let relaxed = root.drawing_one_freely().filter(|_| flow == Flow::Abort);
    let mut full = Turns::new(root, TABLE_SLOTS / 2, limits, stop);
    let mut relaxed = relaxed.map(|r| Turns::new(&r, RELAXED_SLOTS, limits, stop));
    let mut relaxed_done = Phase::default();
    let mut run = first_run;
    let mut together = None;
    let mut prepared = None;
    let flow = loop {
        let relaxed_nodes = relaxed
            .as_ref()
            .map_or(relaxed_done.nodes, |r| r.search.nodes);
        let spent = quick_nodes + full.search.nodes + relaxed_nodes;
        let left = limits.max_nodes.saturating_sub(spent);
        if left == 0 {
            break Flow::Abort;
        }
        // While the relaxed game's table is alive, a run is cut short where it could fill the
        // full search's (a run enters at most one position a position it counts).
        let mut budget = run;
        if relaxed.is_some() {
            let room = (TABLE_SLOTS / 8 * 3).saturating_sub(full.search.seen.len()) as u64;
            if room < first_run {
                relaxed_done = retire(&mut relaxed);
            } else {
                budget = budget.min(room);
            }
        }
        // Alone (the relaxed game done) and with threads to spare, the full search goes on as
        // searches together once it passes `together_after` positions (see `together.rs`).
        let alone = relaxed.is_none() && limits.threads > 1;
        if alone {
            // Halfway there, another core maps the shared table's memory (see `Prepared`).
            if prepared.is_none() && full.search.nodes >= together_after / 2 {
                prepared = Some(Prepared::start(limits.max_states, SHARED_SLOTS));
            }
            // The full search's table is taken over only while at most half its largest size
            // (see `MEMORY_CAP`): so it is whenever the relaxed game kept it there, and when it
            // was not, runs end at `together_after` (below), well before it grows to that.
            if full.search.nodes >= together_after
                && full.search.seen.slot_count() <= TABLE_SLOTS / 2
            {
                let shared = prepared
                    .take()
                    .unwrap_or_else(|| Prepared::start(limits.max_states, SHARED_SLOTS));
                let (flow, path, phase) = full.go_together(shared, left, limits, stop);
                together = Some((path, phase));
                break flow;
            }
            budget = budget.min(together_after.saturating_sub(full.search.nodes).max(1));
        } else if relaxed.is_none() {
            full.search.seen.allow(TABLE_SLOTS);
        }
        if let Some(flow) = full.run(budget, left) {
            break flow;
        }
        let pace = (
            run * RELAXED_SHARE,
            together_after,
            left.saturating_sub(budget),
        );
        let done = (&mut relaxed_done, &mut phases.relaxed_together);
        match relaxed_turn(&mut relaxed, done, pace, limits, stop) {
            // Any line of this game is a line of the relaxed one, so a lost relaxed game is a
            // lost game. Won or out of room, it says nothing.
            Some(Flow::Fail) => break Flow::Fail,
            Some(_) if stop.load(Ordering::Relaxed) => break Flow::Abort,
            _ => {}
        }
        run = run.saturating_mul(2);
    };
    phases.full = Phase::of(&full.search);
    phases.relaxed = relaxed.map_or(relaxed_done, |r| Phase::of(&r.search));
    let path = match together {
        Some((path, phase)) => {
            phases.together = phase.nodes;
            phases.full = phases.full.then(phase);
            path
        }
        None => std::mem::take(&mut full.search.path),
    };
    let nodes = quick_nodes + phases.full.nodes + phases.relaxed.nodes;
    (flow, path, nodes)
}

/// The quick search among the moves that make progress, of at most `quick` positions (none
/// when that is 0): how it ended, the winning line and the positions counted.
fn quick_search(
    root: &Node,
    quick: u64,
    limits: Limits,
    stop: &AtomicBool,
    phase: &mut Phase,
) -> (Flow, Vec<SMove>, u64) {
    if quick == 0 {
        return (Flow::Abort, Vec::new(), 0);
    }
    let quick_limits = Limits {
        max_nodes: limits.max_nodes.min(quick),
        ..limits
    };
    run_search(root, false, quick_limits, stop, phase)
}

/// The relaxed game's turn, if it is alive: a run of `budget` positions, or once it has counted
/// `together_after`, with threads to spare, searches together to its end (`left` positions at
/// most). How it ended, if it did; then it is retired, and what it did is in `done` (and what
/// the searches together did, in `together`).
fn relaxed_turn(
    relaxed: &mut Option<Turns>,
    (done, together): (&mut Phase, &mut u64),
    (budget, together_after, left): (u64, u64, u64),
    limits: Limits,
    stop: &AtomicBool,
) -> Option<Flow> {
    let turns = relaxed.as_mut()?;
    if limits.threads > 1 && turns.search.nodes >= together_after {
        let shared = Prepared::start(RELAXED_SLOTS / 4 * 3, RELAXED_SLOTS);
        let (flow, _, phase) = turns.go_together(shared, left, limits, stop);
        *together = phase.nodes;
        *done = Phase::of(&turns.search).then(phase);
        *relaxed = None;
        return Some(flow);
    }
    let flow = turns.run(budget, left)?;
    *done = retire(relaxed);
    Some(flow)
}

/// Ends the relaxed game's turns, freeing its table; what it did.
fn retire(relaxed: &mut Option<Turns>) -> Phase {
    relaxed
        .take()
        .map(|r| Phase::of(&r.search))
        .unwrap_or_default()
}

/// A full search that runs in turns from one root.
struct Turns<'a> {
    search: Search<'a>,
    /// The root after its automatic moves, which begin every run's line.
    start: Node,
    /// The length of those automatic moves.
    base: usize,
    runs: u32,
}

impl<'a> Turns<'a> {
    fn new(root: &Node, table_slots: usize, limits: Limits, stop: &'a AtomicBool) -> Turns<'a> {
        let mut search = Search::new(true, table_slots, limits, stop);
        let mut start = root.clone();
        start.auto_play(&mut search.path);
        let base = search.path.len();
        Turns {
            search,
            start,
            base,
            runs: 0,
        }
    }

    /// Goes on as searches together on [`Limits::threads`] threads from this search's table,
    /// never giving way (see `together.rs`), with `left` positions to count between them:
    /// how it ended, the winning line and what the searches together did.
    fn go_together(
        &mut self,
        shared: Prepared,
        left: u64,
        limits: Limits,
        stop: &AtomicBool,
    ) -> (Flow, Vec<SMove>, Phase) {
        let start = Start {
            node: &self.start,
            base: &self.search.path[..self.base],
            order: self.runs,
            shuffled_kinds: SHUFFLED_KINDS,
        };
        let table = std::mem::replace(&mut self.search.seen, Table::new(0));
        search_together(&start, (table, shared), limits.threads, left, limits, stop)
    }

    /// The next run, of at most `budget` positions (and `left` before the caller's budget is
    /// spent): how it ended, or `None` when it gave way.
    fn run(&mut self, budget: u64, left: u64) -> Option<Flow> {
        self.search
            .cap_nodes(self.search.nodes.saturating_add(left));
        self.start.shuffle = self.runs;
        self.start.shuffle_kinds = if self.runs > 0 { SHUFFLED_KINDS } else { 0 };
        self.runs += 1;
        self.search.search(&self.start, self.base, budget)
    }
}

#[cfg(test)]
mod tests {
    use super::{Pace, Phases, search_in_turns};
    use crate::engine::history::Rules;
    use crate::klondike::deal::deal;
    use crate::klondike::rules::{Klondike, Options};
    use crate::klondike::search::{Flow, Node};
    use crate::klondike::solver::{Limits, expand, search_pinned};
    use std::sync::atomic::AtomicBool;

    /// Deal `n` (drawing one for even `n`, three for odd) stirred by a fixed stream of legal
    /// moves (a linear congruential sequence).
    fn stirred_deal(n: u64) -> Klondike {
        let draw = if n.is_multiple_of(2) { 1 } else { 3 };
        let mut game = deal(
            n,
            Options {
                draw,
                ..Options::default()
            },
        );
        let mut pick = n;
        for _ in 0..(n % 25) {
            let moves = game.legal_moves();
            pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let Some(mv) = moves.get((pick >> 33) as usize % moves.len().max(1)) else {
                break;
            };
            if game.apply(mv).is_err() {
                break;
            }
        }
        game
    }

    /// What [`compare_with_a_single_run`] counted.
    #[derive(Debug, Default)]
    struct Compared {
        both_decided: u32,
        won: u32,
        lost: u32,
        /// Won after the first run of the full search.
        won_after_restarts: u32,
        /// Decided with the full search's searches together on several threads.
        together: u32,
        /// Decided with the relaxed game's searches together.
        relaxed_together: u32,
    }

    /// Searches stirred deals 1-80 at `pace` on `threads` threads and checks each verdict
    /// against the pinned order's single run where both decide; every win must replay.
    fn compare_with_a_single_run(pace: fn() -> Pace, threads: usize) -> Compared {
        let stop = AtomicBool::new(false);
        let limits = Limits {
            max_nodes: 400_000,
            threads,
            ..Limits::default()
        };
        let mut seen = Compared::default();
        for n in 1..=80u64 {
            let game = stirred_deal(n);
            let Some(root) = Node::from_game(&game) else {
                continue;
            };
            let mut pinned_root = root.clone();
            pinned_root.pinned_order = true;
            let (single, _, _) = search_pinned(&pinned_root, limits, &stop, &mut Phases::default());
            let mut phases = Phases::default();
            let (turns, line, _) = search_in_turns(&root, limits, &stop, &mut phases, pace());
            if turns == Flow::Win {
                assert!(expand(&game, &root, &line).is_some(), "deal {n}");
            }
            seen.won_after_restarts += u32::from(turns == Flow::Win && phases.full.nodes > 32);
            if single != Flow::Abort && turns != Flow::Abort {
                assert_eq!(single, turns, "deal {n}");
                seen.both_decided += 1;
                seen.together += u32::from(phases.together > 0);
                seen.relaxed_together += u32::from(phases.relaxed_together > 0);
                match turns {
                    Flow::Win => seen.won += 1,
                    _ => seen.lost += 1,
                }
            }
        }
        seen
    }

    /// Runs of a few dozen positions restart the search many times over, in shuffled orders,
    /// each taking the stack's positions out of the table again: the verdicts still agree with
    /// the pinned order's single run wherever both decide, wins found after restarts included.
    #[test]
    fn short_runs_keep_the_verdicts_of_a_single_run() {
        let pace = || Pace {
            quick: 0,
            first_run: 32,
            together_after: u64::MAX,
        };
        let seen = compare_with_a_single_run(pace, 1);
        assert!(
            seen.both_decided >= 60
                && seen.won >= 30
                && seen.lost >= 10
                && seen.won_after_restarts >= 15,
            "{seen:?}"
        );
    }

    /// Two and three searches sharing one table from the first few dozen positions on,
    /// racing on two cores: each verdict is still the single run's, and every win replays.
    #[test]
    fn searches_together_keep_the_verdicts_of_a_single_run() {
        let pace = || Pace {
            quick: 0,
            first_run: 32,
            together_after: 64,
        };
        for threads in [2, 3] {
            let seen = compare_with_a_single_run(pace, threads);
            assert!(
                seen.both_decided >= 60 && seen.won >= 30 && seen.lost >= 10,
                "{threads} threads: {seen:?}"
            );
            assert!(
                seen.together >= 12 && seen.relaxed_together >= 2,
                "{threads} threads: {seen:?}"
            );
        }
    }
}
