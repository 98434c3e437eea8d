//! The best-first search: the most promising position found so far is expanded next.
//!
//! Positions are kept as their keys (with the root, a key is the whole position), each with
//! its parent and the line that led to it, written without places (the card moved and what it
//! went onto) so the line can be played again on the real board, whose columns and cells are
//! in another order.

use super::board::{Board, CELL0, NONE, SMove};
use super::dig::{Dest, Goal, Step, dig, play, reach};
use super::key::{Codes, Prefixes};
use super::moves::{onto_cards, parking};
use super::score::{Cache, Scorer, Strategy};
use super::table::Table;
use crate::freecell::rules::COLUMNS;
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::sync::atomic::{AtomicBool, Ordering};

/// How a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// The board is won; the line is [`Best::path`].
    Win,
    /// Every position reachable was searched.
    Fail,
    /// Stopped: the caller's flag, the position budget or the table's cap.
    Abort,
}

/// A position found (its key is the table's of the same number).
struct Node {
    parent: u32,
    /// The line from the parent: `steps[first..first + len]`.
    first: u32,
    len: u8,
    /// How many tiers of moves were tried from it: 0, 1 or 2.
    tiers: u8,
    depth: u16,
}

/// A best-first search in progress, that may pause and be taken up again.
pub struct Best {
    board: Board,
    root: Board,
    prefixes: Prefixes,
    codes: Codes,
    scorer: Scorer,
    cache: Cache,
    weights: Strategy,
    pub table: Table,
    /// Expansions made (a position's two tiers count two).
    pub nodes: u64,
    max_states: usize,
    list: Vec<Node>,
    steps: Vec<Step>,
    heap: BinaryHeap<(Reverse<i32>, u32)>,
    won: Option<u32>,
    /// How it ended, once it did.
    pub end: Option<Flow>,
    started: bool,
    // Buffers kept between expansions.
    moves: Vec<SMove>,
    rest: Vec<SMove>,
    undo: Vec<SMove>,
    line: Vec<Step>,
    targets: Vec<(usize, usize, Goal)>,
}

/// The mark of a heap entry for a position's second tier.
const SECOND: u32 = 1 << 31;

/// Expansions between two looks at the stop flag.
const CHECK_EVERY: u64 = 256;

impl Best {
    /// A search from `board` scoring positions by `weights`, storing at most `max_states`
    /// positions in `table`.
    pub fn new(board: Board, weights: Strategy, table: Table, max_states: usize) -> Self {
        Best {
            prefixes: Prefixes::new(&board),
            codes: Codes::default(),
            scorer: Scorer::default(),
            cache: Cache::default(),
            weights,
            root: board.clone(),
            board,
            table,
            nodes: 0,
            max_states,
            list: Vec::new(),
            steps: Vec::new(),
            heap: BinaryHeap::new(),
            won: None,
            end: None,
            started: false,
            moves: Vec::new(),
            rest: Vec::new(),
            undo: Vec::new(),
            line: Vec::new(),
            targets: Vec::new(),
        }
    }

    /// Searches until it ends or has made `budget` expansions in all, looking at `stop` now
    /// and then. Returns how it ended, or `None` when it paused.
    pub fn run(&mut self, budget: u64, stop: &AtomicBool) -> Option<Flow> {
        if self.end.is_none() {
            self.end = match self.search(budget, stop) {
                Ok(true) => Some(Flow::Fail),
                Ok(false) => None,
                Err(flow) => Some(flow),
            };
        }
        self.end
    }

    /// Records the board's position, reached from `parent` by `line`, unless it was found
    /// before. `Err` ends the search: won, or out of room.
    fn child(&mut self, parent: u32, depth: u16, line: &[Step]) -> Result<(), Flow> {
        let key = self.codes.key(&mut self.board, &self.prefixes);
        let (id, new) = self.table.insert(&key).map_err(|_| Flow::Abort)?;
        if !new {
            return Ok(());
        }
        self.list.push(Node {
            parent,
            first: self.steps.len() as u32,
            len: line.len().min(255) as u8,
            tiers: 0,
            depth,
        });
        self.steps.extend_from_slice(line);
        if self.board.is_won() {
            self.won = Some(id);
            return Err(Flow::Win);
        }
        let score = self.scorer.score(
            &mut self.board,
            &self.weights,
            &self.codes,
            &mut self.cache,
            i32::from(depth),
        );
        self.heap.push((Reverse(score), id));
        Ok(())
    }

    /// Takes back the moves on `undo`; the board is then the expanded position again, whose
    /// codes and features `codes` and `scorer` hold.
    fn take_back(&mut self, codes: &Codes, scorer: &Scorer) {
        while let Some(mv) = self.undo.pop() {
            self.board.undo(mv);
        }
        self.codes.clone_from(codes);
        self.scorer.clone_from(scorer);
        self.board.dirty = 0;
        self.board.dirty_features = 0;
    }

    /// Expands positions until the heap is empty (`Ok(true)`: every position was searched) or
    /// the budget is spent (`Ok(false)`).
    fn search(&mut self, budget: u64, stop: &AtomicBool) -> Result<bool, Flow> {
        if !self.started {
            self.started = true;
            self.board.auto_play(&mut self.undo);
            self.undo.clear();
            self.codes.key(&mut self.board, &self.prefixes);
            self.child(u32::MAX, 0, &[])?;
        }
        while self.nodes < budget {
            let Some((_, entry)) = self.heap.pop() else {
                return Ok(true);
            };
            // An entry is a position's number, its top bit set for its second tier.
            let id = entry & !SECOND;
            let node = &mut self.list[id as usize];
            node.tiers += 1;
            let first_tier = node.tiers == 1;
            let depth = node.depth.saturating_add(1);
            self.nodes += 1;
            if self.nodes.is_multiple_of(CHECK_EVERY) && stop.load(Ordering::Relaxed) {
                return Err(Flow::Abort);
            }
            let key = *self.table.key(id);
            self.codes.load(&mut self.board, &self.prefixes, &key);
            self.scorer
                .refresh(&mut self.board, &self.weights, &self.codes, &mut self.cache);
            // Every child is taken back to this position: its codes and features then hold
            // again, so they are kept rather than worked out anew.
            let (codes, scorer) = (self.codes.clone(), self.scorer.clone());
            let mut moves = std::mem::take(&mut self.moves);
            moves.clear();
            let mut rest = std::mem::take(&mut self.rest);
            rest.clear();
            if first_tier {
                onto_cards(&self.board, &mut moves, &mut rest);
            } else {
                // The runs split off longer runs (the first tier's rest) and the parking moves.
                onto_cards(&self.board, &mut rest, &mut moves);
                parking(&self.board, &mut moves);
            }
            self.rest = rest;
            let mut line = std::mem::take(&mut self.line);
            for &mv in &moves {
                line.clear();
                play(&mut self.board, mv, &mut self.undo, &mut line);
                self.child(id, depth, &line)?;
                self.take_back(&codes, &scorer);
            }
            self.moves = moves;
            if first_tier {
                let mut targets = std::mem::take(&mut self.targets);
                dig_targets(&self.board, &mut targets);
                let mut reached = [usize::MAX; COLUMNS];
                for &(col, index, goal) in &targets {
                    if reached[col] == usize::MAX {
                        reached[col] = reach(&self.board, col);
                    }
                    if index + 1 < reached[col] {
                        continue;
                    }
                    line.clear();
                    if dig(&mut self.board, col, index, goal, &mut self.undo, &mut line) {
                        self.child(id, depth, &line)?;
                    }
                    self.take_back(&codes, &scorer);
                }
                self.targets = targets;
                // The parking moves wait until the search comes back here.
                let score = self.scorer.score(
                    &mut self.board,
                    &self.weights,
                    &self.codes,
                    &mut self.cache,
                    i32::from(depth) - 1,
                );
                self.heap
                    .push((Reverse(score + self.weights.later), id | SECOND));
            }
            self.line = line;
            if self.table.len() >= self.max_states {
                return Err(Flow::Abort);
            }
        }
        Ok(false)
    }

    /// The line from the root to the win, on the real board: every move, the safe ones too.
    pub fn path(&self) -> Vec<SMove> {
        let mut chain = Vec::new();
        let mut id = self.won.unwrap_or(u32::MAX);
        while let Some(node) = self.list.get(id as usize) {
            let first = node.first as usize;
            chain.push(&self.steps[first..first + usize::from(node.len)]);
            id = node.parent;
        }
        let mut board = self.root.clone();
        let mut path = Vec::new();
        board.auto_play(&mut path);
        for &(card, dest) in chain.iter().rev().flat_map(|line| line.iter()) {
            let Some(mv) = locate(&board, card, dest) else {
                return path;
            };
            board.apply(mv);
            path.push(mv);
            board.auto_play(&mut path);
        }
        path
    }
}

/// The digs worth trying: the next card of each suit to its foundation, and each card below
/// the run of its column onto a column's top card it fits.
fn dig_targets(board: &Board, targets: &mut Vec<(usize, usize, Goal)>) {
    targets.clear();
    for col in 0..COLUMNS {
        let len = usize::from(board.len[col]);
        let below_run = len - usize::from(board.run[col]);
        for index in 0..len.saturating_sub(1) {
            let card = board.cols[col][index];
            if board.is_next(card) {
                targets.push((col, index, Goal::Foundation));
            }
            if index < below_run {
                for t in 0..COLUMNS {
                    if t != col && board.len[t] > 0 && board.fits(card, board.top(t)) {
                        targets.push((col, index, Goal::Onto(t)));
                    }
                }
            }
        }
    }
}

/// The move on `board` of `card` (with the cards on it) to `dest`.
fn locate(board: &Board, card: u8, dest: Dest) -> Option<SMove> {
    let from = (0..COLUMNS)
        .find_map(|col| {
            let len = usize::from(board.len[col]);
            board.cols[col][..len]
                .iter()
                .position(|&c| c == card)
                .map(|i| (col as u8, (len - i) as u8))
        })
        .or_else(|| {
            board.cells[..usize::from(board.ncells)]
                .iter()
                .position(|&c| c == card)
                .map(|i| (CELL0 + i as u8, 1))
        })?;
    let (from, count) = from;
    let to = match dest {
        Dest::Foundation => return Some(board.to_foundation(from)),
        Dest::Cell => {
            CELL0
                + board.cells[..usize::from(board.ncells)]
                    .iter()
                    .position(|&c| c == NONE)? as u8
        }
        Dest::EmptyColumn => board.len.iter().position(|&l| l == 0)? as u8,
        Dest::Card(t) => (0..COLUMNS).find(|&col| board.len[col] > 0 && board.top(col) == t)? as u8,
    };
    Some(SMove { from, to, count })
}
