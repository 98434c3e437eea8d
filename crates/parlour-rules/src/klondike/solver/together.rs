//! The full search's long stretch on several threads, sharing one table (`shared_table.rs`).
//!
//! A proof of loss is memory-bound: nearly every visit waits for one table slot. Two searches
//! on two cores wait side by side, so when the full search or the relaxed game has run long
//! without deciding (see `turns.rs`), it goes on as [`Limits::threads`] searches from the same
//! root, each in an order of its own, over one table. Each search skips what the others have searched or are searching
//! (putting off the second, see `dfs::Search::descend`), so between them they cover the space
//! about once.
//!
//! Why the verdict stays exact: each search runs to its end, never giving way, so once all have
//! ended without a win, every position any of them entered was searched in full by the one that
//! entered it. The table then holds the root and, for every position in it, every move's
//! position (or one that covers it), as one search's table does at its end, and the argument of
//! `dfs::Search::search` goes through unchanged: a winning line meeting no entry of the table
//! from before would have been followed to its end. Which search finds a win, and so the line
//! given, depends on timing; that it is found does not.

use super::dfs::Search;
use super::{Limits, Phase};
use crate::klondike::search::{Flow, Node, SMove};
use crate::klondike::shared_table::{MAX_SEARCHES, Prepared, Shared};
use crate::klondike::table::Table;
use std::sync::atomic::{AtomicBool, Ordering};

/// Where the searches start: the root after its automatic moves, and those moves.
pub(super) struct Start<'r> {
    pub(super) node: &'r Node,
    pub(super) base: &'r [SMove],
    /// The first search's order (see `Node::shuffle`); each further search takes the next.
    pub(super) order: u32,
    /// For how many moves from the root a shuffled order shuffles the kinds of moves too (see
    /// `Node::shuffle_kinds`).
    pub(super) shuffled_kinds: u8,
}

/// Searches from `start` on `threads` threads (at most [`MAX_SEARCHES`]) over `shared` (an
/// empty table as large as `table` may grow), which first takes over `table`'s entries, until
/// won, lost, stopped, or `max_nodes` positions were counted between them: how it ended, the
/// winning line (from the root) and what was done.
pub(super) fn search_together(
    start: &Start,
    (table, shared): (Table, Prepared),
    threads: usize,
    max_nodes: u64,
    limits: Limits,
    stop: &AtomicBool,
) -> (Flow, Vec<SMove>, Phase) {
    let shared = shared.finish();
    // One thread takes the table over, a cache miss an entry. (Two side by side took four
    // times as long on a 2-core virtual machine, page faults and all.) The searches' own table
    // is then freed, before their stacks grow (see `MEMORY_CAP`).
    if shared.take_over(&table).is_none() {
        return (Flow::Abort, Vec::new(), Phase::default());
    }
    drop(table);
    let threads = threads.clamp(1, MAX_SEARCHES);
    let share = Limits {
        max_nodes: (max_nodes / threads as u64).max(1),
        ..limits
    };
    let quit = AtomicBool::new(false);
    let run = |index: usize| {
        let view = Shared::new(&shared, index);
        let mut search = Search::with_table(true, view, share, stop, Some(&quit));
        search.path.extend_from_slice(start.base);
        let mut root = start.node.clone();
        root.shuffle = start.order.saturating_add(index as u32);
        root.shuffle_kinds = if root.shuffle > 0 {
            start.shuffled_kinds
        } else {
            0
        };
        // No budget of its own: it never gives way, so its end is a verdict (see above).
        let flow = search
            .search(&root, start.base.len(), u64::MAX)
            .unwrap_or(Flow::Abort);
        if flow != Flow::Fail {
            // Won, or out of room or time: either way the others' work is done.
            quit.store(true, Ordering::Relaxed);
        }
        let phase = Phase::of(&search);
        (flow, search.path, phase)
    };
    let run = &run;
    let ended: Vec<(Flow, Vec<SMove>, Phase)> = std::thread::scope(|scope| {
        // A thread that cannot be started only leaves the others more to do.
        let helpers: Vec<_> = (1..threads)
            .filter_map(|index| {
                std::thread::Builder::new()
                    .name(format!("klondike-solver-{index}"))
                    .spawn_scoped(scope, move || run(index))
                    .ok()
            })
            .collect();
        let mut ended = vec![run(0)];
        for helper in helpers {
            // A search that panicked decided nothing.
            ended.push(
                helper
                    .join()
                    .unwrap_or((Flow::Abort, Vec::new(), Phase::default())),
            );
        }
        ended
    });
    combine(ended, shared.len())
}

/// One verdict from the searches' ends: a win if any won, lost only if all ended lost.
fn combine(ended: Vec<(Flow, Vec<SMove>, Phase)>, stored: usize) -> (Flow, Vec<SMove>, Phase) {
    let phase = Phase {
        nodes: ended.iter().map(|(_, _, p)| p.nodes).sum(),
        stored: stored as u64,
        deepest: ended.iter().map(|(_, _, p)| p.deepest).max().unwrap_or(0),
    };
    let mut flow = Flow::Fail;
    for (ended_as, path, _) in ended {
        match ended_as {
            Flow::Win => return (Flow::Win, path, phase),
            Flow::Abort => flow = Flow::Abort,
            Flow::Fail => {}
        }
    }
    (flow, Vec::new(), phase)
}
