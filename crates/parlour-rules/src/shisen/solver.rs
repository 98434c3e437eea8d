//! An exact Shisen-Sho solver, with and without gravity.
//!
//! Depth-first search over removals, remembering every position proved dead. A position is
//! identified by the set of tiles removed: without gravity nothing moves, and with gravity each
//! column keeps its remaining tiles in their original order at the bottom, so the set alone fixes
//! the board either way.
//!
//! Safe moves are played without branching. When every remaining tile of a face can be removed
//! right now (the last two of a face, or all four in two pairs) and removing them moves no other
//! tile, any solution of the position also works after removing them first: the other moves only
//! ever gain empty cells. Such a removal is forced, which keeps most searches nearly linear.
//!
//! The search stops at the caller's node budget or stop flag and then says so ([`Verdict::GaveUp`]);
//! it never guesses. Nothing here reads a clock.

use super::memo::DeadSet;
use super::path::{self, Cells};
use super::rules::{Board, Move, Pos};
use crate::engine::deal::DealRng;
use crate::engine::tile::Face;
use rand::seq::SliceRandom;
use std::sync::atomic::{AtomicBool, Ordering};

/// How long a search may run: a node budget and, optionally, a flag the caller sets to stop it.
#[derive(Clone, Copy, Debug)]
pub struct Limits<'a> {
    /// The most positions to visit before giving up.
    pub max_nodes: u64,
    /// Stops the search soon after the caller sets it (checked every few hundred nodes).
    pub stop: Option<&'a AtomicBool>,
}

impl Limits<'static> {
    /// A budget of `max_nodes` positions and no stop flag.
    pub fn nodes(max_nodes: u64) -> Self {
        Limits {
            max_nodes,
            stop: None,
        }
    }
}

/// What the solver found out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The board can be cleared by removing these pairs in order (positions as they are at the
    /// time of each removal, so with gravity they account for the tiles that have fallen).
    Solved(Vec<(Pos, Pos)>),
    /// No order of removals clears the board.
    Unsolvable,
    /// The budget ran out or the caller stopped the search before a verdict.
    GaveUp,
}

/// A search's verdict with the number of positions it visited.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The verdict.
    pub verdict: Verdict,
    /// Positions visited.
    pub nodes: u64,
}

/// Decides whether `board` can be cleared, within `limits`.
pub fn solve(board: &Board, limits: &Limits) -> Verdict {
    solve_report(board, limits).verdict
}

/// Like [`solve`], also telling how many positions were visited.
pub fn solve_report(board: &Board, limits: &Limits) -> Report {
    let mut search = Search::new(board, limits);
    let verdict = match search.dfs() {
        Step::Solved => Verdict::Solved(search.solution.clone()),
        Step::Dead => Verdict::Unsolvable,
        Step::Stopped => Verdict::GaveUp,
    };
    Report {
        verdict,
        nodes: search.nodes,
    }
}

/// A suggested pair for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// One tile of the pair.
    pub a: Pos,
    /// The other tile.
    pub b: Pos,
    /// Whether the solver proved the board still clearable after this pair (false when the
    /// position is lost or the budget ran out; the pair is then merely removable).
    pub keeps_solvable: bool,
}

/// A removable pair, preferably the first move of a solution. `None` when no pair can be removed.
pub fn hint(board: &Board, limits: &Limits) -> Option<Hint> {
    if let Verdict::Solved(solution) = solve(board, limits)
        && let Some(&(a, b)) = solution.first()
    {
        return Some(Hint {
            a,
            b,
            keeps_solvable: true,
        });
    }
    let (a, b) = board.removable_pairs().into_iter().next()?;
    Some(Hint {
        a,
        b,
        keeps_solvable: false,
    })
}

/// Why no shuffle was made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShuffleError {
    /// The board is already empty.
    #[error("there are no tiles left to shuffle")]
    NoTiles,
    /// Every arrangement tried was unsolvable or undecided within the budget.
    #[error(
        "no solvable arrangement of the {0} tiles left was found; try again or start a new game"
    )]
    NotFound(usize),
}

/// Rearranges the remaining tiles on the cells they occupy into an arrangement the solver proves
/// solvable, trying up to `tries` random arrangements drawn from `rng` with `limits` each.
///
/// Returns the move to apply through the history (so the shuffle can be undone).
pub fn solvable_shuffle(
    board: &Board,
    rng: &mut DealRng,
    limits: &Limits,
    tries: u32,
) -> Result<Move, ShuffleError> {
    let mut faces: Vec<Face> = board.tiles().map(|(_, face)| face).collect();
    if faces.is_empty() {
        return Err(ShuffleError::NoTiles);
    }
    for _ in 0..tries {
        faces.shuffle(rng);
        let mv = Move::Shuffle {
            faces: faces.clone(),
        };
        let mut trial = board.clone();
        if crate::engine::history::Rules::apply(&mut trial, &mv).is_ok()
            && matches!(solve(&trial, limits), Verdict::Solved(_))
        {
            return Ok(mv);
        }
    }
    Err(ShuffleError::NotFound(faces.len()))
}

/// No tile in this ringed cell.
const EMPTY: u16 = u16::MAX;
/// Checks the caller's stop flag at the first node and then once per this many nodes.
const STOP_CHECK_EVERY: u64 = 256;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    Solved,
    Dead,
    Stopped,
}

/// A column's cells saved before gravity rearranged them.
struct SavedColumn {
    col: usize,
    cells: [u16; super::size::MAX_HEIGHT as usize],
}

/// The search state: a ringed grid of tile ids that moves are played on and taken back.
struct Search<'a> {
    rows: usize,
    stride: usize,
    gravity: bool,
    /// Ringed grid, row-major, `EMPTY` or a tile id.
    grid: Vec<u16>,
    /// Ringed index of each tile id (kept up to date as tiles fall).
    at: Vec<usize>,
    /// Tile ids of each face present at the start.
    groups: Vec<Vec<u16>>,
    removed: super::memo::Key,
    left: usize,
    dead: DeadSet,
    saved: Vec<SavedColumn>,
    solution: Vec<(Pos, Pos)>,
    nodes: u64,
    limits: Limits<'a>,
}

impl Cells for Search<'_> {
    fn rows(&self) -> usize {
        self.rows
    }

    fn cols(&self) -> usize {
        self.stride - 2
    }

    fn is_empty_at(&self, row: usize, col: usize) -> bool {
        self.grid[row * self.stride + col] == EMPTY
    }
}

impl<'a> Search<'a> {
    fn new(board: &Board, limits: &Limits<'a>) -> Self {
        let (rows, cols) = (board.size().height(), board.size().width());
        let stride = cols + 2;
        let mut grid = vec![EMPTY; stride * (rows + 2)];
        let mut at = Vec::new();
        let mut by_face: Vec<Vec<u16>> = vec![Vec::new(); Face::COUNT];
        for (id, (pos, face)) in board.tiles().enumerate() {
            let (r, c) = super::rules::ringed(pos);
            let index = r * stride + c;
            // At most 480 tiles, so ids fit in u16 and never reach EMPTY.
            grid[index] = id as u16;
            at.push(index);
            by_face[face.index()].push(id as u16);
        }
        let left = at.len();
        Search {
            rows,
            stride,
            gravity: board.gravity(),
            grid,
            at,
            groups: by_face.into_iter().filter(|g| !g.is_empty()).collect(),
            removed: super::memo::Key::default(),
            left,
            dead: DeadSet::default(),
            saved: Vec::new(),
            solution: Vec::new(),
            nodes: 0,
            limits: *limits,
        }
    }

    fn pos_of(&self, id: u16) -> Pos {
        let index = self.at[usize::from(id)];
        let (r, c) = (index / self.stride, index % self.stride);
        // Ringed coordinates of tiles are 1..=30, so these fit.
        Pos::new((r - 1) as u8, (c - 1) as u8)
    }

    fn ringed_of(&self, id: u16) -> (usize, usize) {
        let index = self.at[usize::from(id)];
        (index / self.stride, index % self.stride)
    }

    fn connected(&self, x: u16, y: u16) -> bool {
        path::is_connected(self, self.ringed_of(x), self.ringed_of(y))
    }

    fn is_present(&self, id: u16) -> bool {
        !self.removed.contains(usize::from(id))
    }

    fn remove(&mut self, x: u16, y: u16) {
        self.solution.push((self.pos_of(x), self.pos_of(y)));
        let (ix, iy) = (self.at[usize::from(x)], self.at[usize::from(y)]);
        if self.gravity {
            let (cx, cy) = (ix % self.stride, iy % self.stride);
            self.save_column(cx);
            if cy != cx {
                self.save_column(cy);
            }
            self.grid[ix] = EMPTY;
            self.grid[iy] = EMPTY;
            self.settle(cx);
            if cy != cx {
                self.settle(cy);
            }
        } else {
            self.grid[ix] = EMPTY;
            self.grid[iy] = EMPTY;
        }
        self.removed.insert(usize::from(x));
        self.removed.insert(usize::from(y));
        self.left -= 2;
    }

    /// Takes back the last [`Search::remove`] of `x` and `y`.
    fn restore(&mut self, x: u16, y: u16) {
        self.solution.pop();
        self.removed.remove(usize::from(x));
        self.removed.remove(usize::from(y));
        self.left += 2;
        if self.gravity {
            let (cx, cy) = (
                self.at[usize::from(x)] % self.stride,
                self.at[usize::from(y)] % self.stride,
            );
            let columns = if cx == cy { 1 } else { 2 };
            for _ in 0..columns {
                if let Some(saved) = self.saved.pop() {
                    self.load_column(&saved);
                }
            }
        } else {
            self.grid[self.at[usize::from(x)]] = x;
            self.grid[self.at[usize::from(y)]] = y;
        }
    }

    fn save_column(&mut self, col: usize) {
        let mut cells = [EMPTY; super::size::MAX_HEIGHT as usize];
        for (r, cell) in cells.iter_mut().enumerate().take(self.rows) {
            *cell = self.grid[(r + 1) * self.stride + col];
        }
        self.saved.push(SavedColumn { col, cells });
    }

    fn load_column(&mut self, saved: &SavedColumn) {
        for r in 0..self.rows {
            let index = (r + 1) * self.stride + saved.col;
            let id = saved.cells[r];
            self.grid[index] = id;
            if id != EMPTY {
                self.at[usize::from(id)] = index;
            }
        }
    }

    /// Lets the tiles of ringed column `col` fall to the bottom row, keeping their order.
    fn settle(&mut self, col: usize) {
        let mut write = self.rows;
        for r in (1..=self.rows).rev() {
            let id = self.grid[r * self.stride + col];
            if id != EMPTY {
                let index = write * self.stride + col;
                self.grid[index] = id;
                self.at[usize::from(id)] = index;
                write -= 1;
            }
        }
        for r in 1..=write {
            self.grid[r * self.stride + col] = EMPTY;
        }
    }

    /// Whether removing all of `group` moves no tile outside it (always so without gravity).
    fn moves_only_itself(&self, group: &[u16]) -> bool {
        if !self.gravity {
            return true;
        }
        group.iter().all(|&id| {
            let (r, c) = self.ringed_of(id);
            (1..r).all(|above| {
                let other = self.grid[above * self.stride + c];
                other == EMPTY || group.contains(&other)
            })
        })
    }

    /// Lists the removable pairs into `moves`, or returns a forced (safe) sequence instead.
    fn generate(&mut self, moves: &mut Vec<(u16, u16)>) -> Option<Vec<(u16, u16)>> {
        moves.clear();
        let mut present: Vec<u16> = Vec::with_capacity(8);
        let mut seen: Vec<((usize, usize), path::Reach)> = Vec::with_capacity(8);
        for g in 0..self.groups.len() {
            present.clear();
            present.extend(
                self.groups[g]
                    .iter()
                    .copied()
                    .filter(|&id| self.is_present(id)),
            );
            seen.clear();
            for &id in &present {
                let cell = self.ringed_of(id);
                seen.push((cell, path::reach(self, cell)));
            }
            let start = moves.len();
            for i in 0..present.len() {
                for j in i + 1..present.len() {
                    if path::is_connected_with(self, seen[i], seen[j]) {
                        moves.push((present[i], present[j]));
                    }
                }
            }
            if moves.len() == start || !self.moves_only_itself(&present) {
                continue;
            }
            if present.len() == 2 {
                return Some(vec![(present[0], present[1])]);
            }
            if present.len() == 4 {
                let [p, q, r, s] = [present[0], present[1], present[2], present[3]];
                for (first, second) in [((p, q), (r, s)), ((p, r), (q, s)), ((p, s), (q, r))] {
                    if moves[start..].contains(&first) {
                        self.remove(first.0, first.1);
                        let ok = self.connected(second.0, second.1);
                        self.restore(first.0, first.1);
                        if ok {
                            return Some(vec![first, second]);
                        }
                    }
                }
            }
        }
        None
    }

    fn dfs(&mut self) -> Step {
        if self.left == 0 {
            return Step::Solved;
        }
        self.nodes += 1;
        if self.nodes > self.limits.max_nodes {
            return Step::Stopped;
        }
        if self.nodes % STOP_CHECK_EVERY == 1
            && self.limits.stop.is_some_and(|s| s.load(Ordering::Relaxed))
        {
            return Step::Stopped;
        }
        if self.dead.contains(&self.removed) {
            return Step::Dead;
        }
        let mut moves = Vec::new();
        if let Some(forced) = self.generate(&mut moves) {
            for &(x, y) in &forced {
                self.remove(x, y);
            }
            let step = self.dfs();
            if step != Step::Solved {
                for &(x, y) in forced.iter().rev() {
                    self.restore(x, y);
                }
                if step == Step::Dead {
                    self.dead.insert(self.removed.clone());
                }
            }
            return step;
        }
        if self.gravity {
            // Higher tiles first: removing them makes fewer tiles fall, so it disturbs less.
            moves.sort_by_key(|&(x, y)| self.ringed_of(x).0 + self.ringed_of(y).0);
        }
        for (x, y) in moves {
            self.remove(x, y);
            let step = self.dfs();
            if step == Step::Solved {
                return step;
            }
            self.restore(x, y);
            if step == Step::Stopped {
                return step;
            }
        }
        self.dead.insert(self.removed.clone());
        Step::Dead
    }
}
