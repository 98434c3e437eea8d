//! The depth-first search: moves made and unmade on one board, an explicit stack whose moves
//! share one arena, and a transposition table of the positions already entered.

use super::board::{Board, Step, Undo};
use super::movegen::{Candidate, Mode, generate};
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::atomic::{AtomicBool, Ordering};

/// The deepest the search goes: a bound on its stack's memory. Deeper lines are left out (and
/// the search then proves nothing by running out of moves).
pub(super) const MAX_DEPTH: usize = 20_000;

/// How often (in positions) the stop flag is read.
const STOP_EVERY: u64 = 1024;

/// Keys are already well mixed: the hash is their low half.
#[derive(Default)]
pub(super) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u128(&mut self, key: u128) {
        self.0 = key as u64;
    }
}

/// The transposition table: positions entered, by key.
pub(super) type Seen = HashSet<u128, BuildHasherDefault<KeyHasher>>;

/// The order of one run of the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Order {
    /// The most moves in a row without progress the pruned search makes.
    pub(super) max_idle: u8,
    /// 0 for the plain order, another number for noise among near-equal moves (see
    /// `movegen.rs`).
    pub(super) seed: u64,
    /// The most moves tried from each position in the pruned search (0: all).
    pub(super) width: usize,
}

/// How a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Flow {
    /// A win: the moves are in [`Search::path`].
    Win,
    /// Every move was tried.
    Fail,
    /// Stopped by the flag or the position budget.
    Stopped,
    /// Stopped because the transposition table reached its cap.
    Full,
}

/// One position on the stack: its moves in the arena and how it was reached.
struct Frame {
    start: usize,
    /// Moves in a row without progress that led here (see [`Candidate::progress`]).
    idle: u8,
    next: usize,
    end: usize,
    undo: Option<Undo>,
}

/// One depth-first search.
pub(super) struct Search<'a> {
    /// The position searched from; back at the start when the search fails.
    pub(super) board: Board,
    /// Positions entered.
    pub(super) seen: Seen,
    /// Positions visited (moves made).
    pub(super) nodes: u64,
    /// Whether a legal move was left out unsoundly, or a line cut at [`MAX_DEPTH`].
    pub(super) left_out: bool,
    /// The winning line, after [`Flow::Win`].
    pub(super) path: Vec<Step>,
    /// The deepest the stack went.
    pub(super) deepest: usize,
    /// The most rows dealt and runs finished on any line searched.
    pub(super) furthest: (u8, u8),
    moves: Vec<Candidate>,
    scratch: Vec<(i32, Candidate)>,
    frames: Vec<Frame>,
    max_nodes: u64,
    max_states: usize,
    order: Order,
    mode: Mode,
    stop: &'a AtomicBool,
}

impl<'a> Search<'a> {
    /// A search from `board` in `mode` and `order`, within `max_nodes` positions and
    /// `max_states` table entries.
    pub(super) fn new(
        board: Board,
        mode: Mode,
        order: Order,
        max_nodes: u64,
        max_states: usize,
        stop: &'a AtomicBool,
    ) -> Search<'a> {
        Search {
            board,
            seen: Seen::default(),
            nodes: 0,
            left_out: false,
            path: Vec::new(),
            deepest: 0,
            furthest: (0, 0),
            moves: Vec::new(),
            scratch: Vec::new(),
            frames: Vec::new(),
            max_nodes,
            max_states,
            order,
            mode,
            stop,
        }
    }

    fn push_frame(&mut self, undo: Option<Undo>, idle: u8) {
        let start = self.moves.len();
        self.left_out |= generate(
            &self.board,
            self.mode,
            self.order.seed,
            self.order.width,
            &mut self.moves,
            &mut self.scratch,
        );
        self.frames.push(Frame {
            start,
            idle,
            next: start,
            end: self.moves.len(),
            undo,
        });
        self.deepest = self.deepest.max(self.frames.len());
    }

    /// Searches to the end, a win, or a limit.
    pub(super) fn run(&mut self) -> Flow {
        if self.board.is_won() {
            return Flow::Win;
        }
        self.seen.insert(self.board.key());
        self.push_frame(None, 0);
        loop {
            let Some(frame) = self.frames.last_mut() else {
                return Flow::Fail;
            };
            if frame.next == frame.end {
                let (start, undo) = (frame.start, frame.undo);
                self.frames.pop();
                self.moves.truncate(start);
                if let Some(undo) = undo {
                    self.board.unmake(undo);
                }
                continue;
            }
            let Candidate { step, progress } = self.moves[frame.next];
            frame.next += 1;
            let idle = if progress {
                0
            } else {
                frame.idle.saturating_add(1)
            };
            if self.mode == Mode::Pruned && idle > self.order.max_idle {
                self.left_out = true;
                continue;
            }
            self.nodes += 1;
            if self.nodes >= self.max_nodes
                || (self.nodes.is_multiple_of(STOP_EVERY) && self.stop.load(Ordering::Relaxed))
            {
                return Flow::Stopped;
            }
            let undo = self.board.make(step);
            self.furthest = self.furthest.max((self.board.dealt, self.board.removed));
            if self.board.is_won() {
                self.path = self
                    .frames
                    .iter()
                    .filter_map(|f| f.undo)
                    .map(|u| u.step)
                    .collect();
                self.path.push(step);
                return Flow::Win;
            }
            if !self.seen.insert(self.board.key()) {
                self.board.unmake(undo);
                continue;
            }
            if self.seen.len() >= self.max_states {
                return Flow::Full;
            }
            if self.frames.len() >= MAX_DEPTH {
                self.left_out = true;
                self.board.unmake(undo);
                continue;
            }
            self.push_frame(Some(undo), idle);
        }
    }
}
