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

use super::dfs::Search;
use super::{Limits, Phase, Phases, TABLE_SLOTS, run_search};
use crate::klondike::search::{Flow, Node, SMove};
use std::sync::atomic::{AtomicBool, Ordering};

/// Positions the quick search may visit before the full search takes over.
const QUICK_NODES: u64 = 50_000;

/// The positions of the full search's first run; each run has twice as many as the one before.
const FIRST_RUN: u64 = 10_000;

/// How many times the full search's run the relaxed game's is.
const RELAXED_SHARE: u64 = 8;

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
    search_in_turns(root, limits, stop, phases, (QUICK_NODES, FIRST_RUN))
}

/// [`search_by_turns`] with a quick search of `quick` positions and a first run of `first_run`
/// (tests make both short, for many restarts).
fn search_in_turns(
    root: &Node,
    limits: Limits,
    stop: &AtomicBool,
    phases: &mut Phases,
    (quick, first_run): (u64, u64),
) -> (Flow, Vec<SMove>, u64) {
    let quick_limits = Limits {
        max_nodes: limits.max_nodes.min(quick),
        ..limits
    };
    let (flow, path, quick_nodes) = if quick > 0 {
        run_search(root, false, quick_limits, stop, &mut phases.quick)
    } else {
        (Flow::Abort, Vec::new(), 0)
    };
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
        if relaxed.is_none() {
            full.search.seen.allow(TABLE_SLOTS);
        }
        if let Some(flow) = full.run(budget, left) {
            break flow;
        }
        if let Some(turns) = &mut relaxed {
            match turns.run(run * RELAXED_SHARE, left.saturating_sub(budget)) {
                None => {}
                // Any line of this game is a line of the relaxed one, so a lost relaxed game
                // is a lost game. Won or out of room, it says nothing.
                Some(Flow::Fail) => break Flow::Fail,
                Some(_) => relaxed_done = retire(&mut relaxed),
            }
        }
        run = run.saturating_mul(2);
    };
    phases.full = Phase::of(&full.search);
    phases.relaxed = relaxed.map_or(relaxed_done, |r| Phase::of(&r.search));
    let nodes = quick_nodes + phases.full.nodes + phases.relaxed.nodes;
    (flow, std::mem::take(&mut full.search.path), nodes)
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
    use super::{Phases, search_in_turns};
    use crate::engine::history::Rules;
    use crate::klondike::deal::deal;
    use crate::klondike::rules::Options;
    use crate::klondike::search::{Flow, Node};
    use crate::klondike::solver::{Limits, expand, search_pinned};
    use std::sync::atomic::AtomicBool;

    /// Runs of a few dozen positions restart the search many times over, in shuffled orders,
    /// each taking the stack's positions out of the table again: the verdicts still agree with
    /// the pinned order's single run wherever both decide, wins found after restarts included.
    #[test]
    fn short_runs_keep_the_verdicts_of_a_single_run() {
        let stop = AtomicBool::new(false);
        let limits = Limits {
            max_nodes: 400_000,
            ..Limits::default()
        };
        let (mut compared, mut won, mut lost, mut restarted) = (0, 0, 0, 0);
        for n in 1..=80u64 {
            let draw = if n % 2 == 0 { 1 } else { 3 };
            let mut game = deal(
                n,
                Options {
                    draw,
                    ..Options::default()
                },
            );
            // A fixed stream of legal moves (a linear congruential sequence) stirs the deal.
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
            let Some(root) = Node::from_game(&game) else {
                continue;
            };
            let mut pinned_root = root.clone();
            pinned_root.pinned_order = true;
            let (single, _, _) = search_pinned(&pinned_root, limits, &stop, &mut Phases::default());
            let mut phases = Phases::default();
            let (turns, line, _) = search_in_turns(&root, limits, &stop, &mut phases, (0, 32));
            if turns == Flow::Win {
                assert!(
                    expand(&game, &root, &line).is_some(),
                    "deal {n} drawing {draw}"
                );
            }
            restarted += u32::from(turns == Flow::Win && phases.full.nodes > 32);
            if single != Flow::Abort && turns != Flow::Abort {
                assert_eq!(single, turns, "deal {n} drawing {draw}");
                compared += 1;
                match turns {
                    Flow::Win => won += 1,
                    _ => lost += 1,
                }
            }
        }
        assert!(
            compared >= 60 && won >= 30 && lost >= 10 && restarted >= 15,
            "compared {compared}, won {won}, lost {lost}, won after restarts {restarted}"
        );
    }
}
