//! The solver's depth-first search: one run from a root over a transposition table, which a
//! later run may take up again (see [`Search::search`]).

use super::{Limits, MAX_DEPTH};
use crate::klondike::search::{Flow, Node, SMove};
use crate::klondike::table::{Found, Seen, Table};
use std::sync::atomic::{AtomicBool, Ordering};

/// A position on the search's stack, with its moves in the shared lists from `start` on.
struct Frame {
    node: Node,
    start: usize,
    next: usize,
    /// The length of the winning line before this position's moves.
    mark: usize,
    /// The position's key in the table (a pending position is not there, see
    /// `Node::pending`), to leave when the position is done (see `Seen::leave`).
    key: Option<u128>,
    /// Where the moves put off for later begin (see [`Search::descend`]).
    first_end: usize,
}

/// What a visit found.
enum Visit {
    /// A position to search, entered in the table under this key.
    New(u128),
    /// A position not to search again.
    Seen,
    /// A position another search sharing the table is searching now (see `Found::Busy`).
    Busy(u128),
}

/// One depth-first search and its table: its own, or one shared with other searches.
pub(super) struct Search<'a, T: Seen = Table> {
    /// Whether every move is searched (the quick search leaves some out).
    pub(super) full: bool,
    pub(super) seen: T,
    /// The moves from the root to the position searched (the winning line once won).
    pub(super) path: Vec<SMove>,
    /// Positions counted.
    pub(super) nodes: u64,
    /// The deepest the stack went.
    pub(super) deepest: usize,
    limits: Limits,
    stop: &'a AtomicBool,
    /// Set when another search sharing the table has decided (or must stop).
    quit: Option<&'a AtomicBool>,
    /// Working space for `Node::dealing_keys`.
    reached_from: Vec<u128>,
    /// `nodes` at which this run gives way (see [`Search::search`]).
    budget_end: u64,
    /// Whether the run stopped at `budget_end`.
    gave_way: bool,
}

impl<'a> Search<'a> {
    /// An empty search; `table_slots` bounds its table (see `Table::new`).
    pub(super) fn new(
        full: bool,
        table_slots: usize,
        limits: Limits,
        stop: &'a AtomicBool,
    ) -> Search<'a> {
        Search::with_table(full, Table::new(table_slots), limits, stop, None)
    }
}

impl<'a, T: Seen> Search<'a, T> {
    /// A search over `seen`; `quit`, when given, ends it like `stop`.
    pub(super) fn with_table(
        full: bool,
        seen: T,
        limits: Limits,
        stop: &'a AtomicBool,
        quit: Option<&'a AtomicBool>,
    ) -> Search<'a, T> {
        Search {
            full,
            seen,
            path: Vec::new(),
            nodes: 0,
            deepest: 0,
            limits,
            stop,
            quit,
            reached_from: Vec::new(),
            budget_end: u64::MAX,
            gave_way: false,
        }
    }

    /// Lets the search count up to `max_nodes` positions in all.
    pub(super) fn cap_nodes(&mut self, max_nodes: u64) {
        self.limits.max_nodes = max_nodes;
    }

    /// Searches from `root` until won, lost or stopped, or until `budget` more positions were
    /// counted (`None` then), leaving the winning line in `path` after `path`'s first `base`
    /// moves.
    ///
    /// A run that gives way leaves in the table only the positions it searched to the end: the
    /// ones on its stack are taken out. A later run from the same root, in another order (see
    /// `Node::shuffle`), then still finds a win where there is one. Suppose that before a run,
    /// some winning line from the root meets no entry of the table (true of the first run).
    /// Each position the run searches to the end reaches a win, by a line meeting no earlier
    /// entry, only through a position on its stack when it gives way: a depth-first search
    /// leaves no move of a searched position unexplored, and a win ends it. Follow the old
    /// winning line; where it first meets a new entry, its rest passes a stack position s
    /// further on, so go instead from the root along the stack to s (stack positions are no
    /// entries, old or new, once taken out) and on along the old line, and so on for the next
    /// new entry past s. That is a winning line meeting no entry after the run too, and a run
    /// that does not give way, complete for such lines, finds a win. A position skipped because
    /// one that reaches it by dealing is in the table (`Node::dealing_keys`) counts as an entry
    /// along with that one; taking out more than the stack (the merged pointer positions
    /// entered beside stack positions) only leaves a later run more to search.
    pub(super) fn search(&mut self, root: &Node, base: usize, budget: u64) -> Option<Flow> {
        self.path.truncate(base);
        self.budget_end = self.nodes.saturating_add(budget);
        self.gave_way = false;
        let mut stack = Vec::new();
        let flow = self.descend(root.clone(), &mut stack);
        if flow == Flow::Abort && self.gave_way {
            for frame in stack.iter().filter(|f| f.key.is_some()) {
                let (key, merged) = frame.node.dealing_keys(&mut self.reached_from);
                self.seen.remove(key);
                if let Some(merged) = merged {
                    self.seen.remove(merged);
                }
            }
            return None;
        }
        Some(flow)
    }

    /// Whether the stop flag or the node budget ended the search.
    fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
            || self.quit.is_some_and(|quit| quit.load(Ordering::Relaxed))
            || self.nodes >= self.limits.max_nodes
    }

    /// Counts a position; `Err` when the search must stop or give way.
    fn tick(&mut self) -> Result<(), ()> {
        self.nodes += 1;
        if self.nodes.is_multiple_of(1024) {
            if self.stopped() {
                return Err(());
            }
            if self.nodes >= self.budget_end {
                self.gave_way = true;
                return Err(());
            }
        }
        Ok(())
    }

    /// Counts a position and enters it in the table: [`Visit::Seen`] when it was there
    /// already, or a position that reaches it by dealing alone was (see `Node::dealing_keys`);
    /// `Err` when a budget ran out.
    fn visit(&mut self, node: &Node) -> Result<Visit, ()> {
        self.tick()?;
        let (key, merged) = node.dealing_keys(&mut self.reached_from);
        if self.reached_from.iter().any(|&k| self.seen.contains(k)) {
            return Ok(Visit::Seen);
        }
        let found = match self.seen.enter(key) {
            Some(found) if self.seen.len() <= self.limits.max_states => found,
            // Full: undecided, never a false "lost".
            _ => return Err(()),
        };
        match found {
            Found::Seen => return Ok(Visit::Seen),
            Found::Busy => return Ok(Visit::Busy(key)),
            Found::New => {}
        }
        if let Some(merged) = merged {
            // The merged position is covered by this one, which reaches it.
            if self.seen.cover(merged).is_none() || self.seen.len() > self.limits.max_states {
                return Err(());
            }
        }
        Ok(Visit::New(key))
    }

    /// Depth-first search with an explicit stack (a deep search must not overflow the thread's
    /// stack), leaving the winning line in `path`. The frames' moves share one list.
    ///
    /// A position that another search sharing the table is searching now is put off: its move
    /// goes to the end of its parent's moves, and when it comes round again and is still being
    /// searched, this search joins in (its moves that the other has searched are then in the
    /// table). Alone with its table, no position is ever busy.
    fn descend(&mut self, root: Node, stack: &mut Vec<Frame>) -> Flow {
        if root.is_finishable() {
            return Flow::Win;
        }
        let key = match self.visit(&root) {
            Err(()) => return Flow::Abort,
            Ok(Visit::Seen) => return Flow::Fail,
            Ok(Visit::New(key)) => key,
            Ok(Visit::Busy(key)) => {
                self.seen.join(key);
                key
            }
        };
        let mut scratch = Vec::with_capacity(64);
        let mut moves = Vec::with_capacity(4096);
        root.moves(self.full, &mut scratch, &mut moves);
        let mark = self.path.len();
        self.push(stack, root, (0, moves.len()), mark, Some(key));
        loop {
            let depth = stack.len();
            let Some(frame) = stack.last_mut() else {
                return Flow::Fail;
            };
            // A frame's moves run from `start` to the next frame's start (or the list's end).
            let at = frame.start + frame.next;
            if at >= moves.len() {
                let (mark, start, key) = (frame.mark, frame.start, frame.key);
                stack.pop();
                if let Some(key) = key {
                    self.seen.leave(key);
                }
                self.path.truncate(mark);
                moves.truncate(start);
                continue;
            }
            let mv = moves[at];
            let put_off_before = at >= frame.first_end;
            frame.next += 1;
            let mark = self.path.len();
            let mut child = frame.node.clone();
            child.play(mv, &mut self.path);
            if child.is_finishable() {
                return Flow::Win;
            }
            if let Some(p) = frame.node.pending(mv, &child) {
                // A move of use only with the right next one (see `Node::pending`): this
                // position is searched only for those moves, so it stays out of the table,
                // whose entries stand for positions searched in full.
                if self.tick().is_err() || depth >= MAX_DEPTH {
                    return Flow::Abort;
                }
                let start = moves.len();
                child.pending_moves(p, self.full, &mut scratch, &mut moves);
                self.push(stack, child, (start, moves.len()), mark, None);
                continue;
            }
            let key = match self.visit(&child) {
                Err(()) => return Flow::Abort,
                Ok(Visit::Seen) => {
                    self.path.truncate(mark);
                    continue;
                }
                Ok(Visit::Busy(_)) if !put_off_before => {
                    self.path.truncate(mark);
                    moves.push(mv);
                    continue;
                }
                Ok(Visit::Busy(key)) => {
                    self.seen.join(key);
                    key
                }
                Ok(Visit::New(key)) => key,
            };
            // Too deep to keep within the memory cap: undecided, never a false "lost".
            if depth >= MAX_DEPTH {
                return Flow::Abort;
            }
            let start = moves.len();
            child.moves(self.full, &mut scratch, &mut moves);
            self.push(stack, child, (start, moves.len()), mark, Some(key));
        }
    }

    /// Pushes a position whose moves are `moves` (from, to) of the list; `key` is its key in
    /// the table, if it is there.
    fn push(
        &mut self,
        stack: &mut Vec<Frame>,
        node: Node,
        (start, first_end): (usize, usize),
        mark: usize,
        key: Option<u128>,
    ) {
        stack.push(Frame {
            node,
            start,
            next: 0,
            mark,
            key,
            first_end,
        });
        self.deepest = self.deepest.max(stack.len());
    }
}
