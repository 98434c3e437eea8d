//! An exact solver: is this position still solvable, and how?
//!
//! The search branches on *pairings*, not on move orders. Once it is settled which tile leaves
//! with which, removing a promised pair as soon as both its tiles are free never hurts (freedom
//! only grows as tiles go), so only the pairing needs searching. The solver therefore:
//! - removes every promised pair whose tiles are both free, and every group whose unpromised
//!   remaining tiles are all free (any pairing of them works), without branching;
//! - promises the last two unpromised tiles of a group to each other;
//! - otherwise branches on the partner of one tile: first in a group with a refuted pairing
//!   (two choices left: fail first), else a free unpromised tile in a group with two or more
//!   such free tiles (three choices at most in a standard group);
//! - proves positions dead by playing out a relaxed game in which promised and forced pairs
//!   leave together and every other tile leaves alone once it and a possible mate are free
//!   (see [`super::deadlock`]); whatever that game cannot remove, the real one cannot either;
//! - once the quick early rounds have failed, *probes* each group of four loose tiles: each of
//!   its three pairings is tried in the relaxed game, refuted pairings are never branched on
//!   (and stay refuted below), and a group left with one pairing has it promised at once;
//! - at that point also probes the position asked about one level deeper: a pairing is
//!   refuted too when, with it promised, some other group has every pairing refuted; later
//!   rounds do the same for positions near the root of the search;
//! - remembers every failed position (removed tiles and promises) so it is explored once, and
//!   counts a position with more promises than a failed one as failed too;
//! - restarts with a growing budget and a different tie-break, keeping what it proved.
//!
//! Stacking is taken through the tiles still on the board, so any removed set is answered
//! exactly, even one no legal play could reach.
//!
//! The caller stops a search with an [`AtomicBool`] (and may set a node limit); the solver
//! itself reads no clock. A [`Solver`] is `Send`, so the UI can run it on a worker thread.

use std::hash::BuildHasherDefault;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::deadlock::{Board, Cover, Deadlock};
use super::geometry::{Blocking, Geometry, Side};
use super::rules::SolitaireState;
use crate::engine::tile::Face;
use memo::{Key, MEMO_RESERVE, Memo, is_subset};
use pairing::Probe;

mod hints;
mod memo;
mod pairing;

/// A solver's answer about a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The position can be cleared, for example by removing these pairs in this order.
    Solvable(Vec<(usize, usize)>),
    /// No order of removals clears the position.
    Unsolvable,
    /// The search was stopped before it could decide.
    Unknown,
}

impl Verdict {
    /// `Some(true)`, `Some(false)`, or `None` when unknown.
    pub fn as_option(&self) -> Option<bool> {
        match self {
            Verdict::Solvable(_) => Some(true),
            Verdict::Unsolvable => Some(false),
            Verdict::Unknown => None,
        }
    }
}

/// Pairs that keep a position solvable, for the hint button to cycle through.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hints {
    /// Whether the position itself is solvable (`Unknown` if the search was stopped first).
    pub verdict: Verdict,
    /// Free matching pairs after whose removal the position stays solvable, best first.
    pub pairs: Vec<(usize, usize)>,
    /// Whether every available pair was examined (false when the search was stopped).
    pub complete: bool,
}

/// Why a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Cleared,
    Failed,
    Stopped,
}

/// An exact solver for one board (layout and faces). It keeps what it learnt between calls, so
/// asking about several positions of the same game (hints, then the next move) gets faster.
#[derive(Clone, Debug)]
pub struct Solver {
    geometry: Arc<Geometry>,
    /// Matching group of each tile.
    group: Vec<usize>,
    /// Tiles of each group.
    members: Vec<Vec<usize>>,
    /// Static move-order score of each tile: how much it covers.
    weight: Vec<u32>,
    /// The round budget from which positions are probed.
    probe_from: u64,
    /// The layout's tiles from the lowest layer up.
    bottom_up: Vec<usize>,
    failed: Memo,
    /// For each group, bit `k` set when probing ruled out its `k`-th pairing at this node.
    refuted: Vec<u8>,
    deadlock: Deadlock,
    /// Stacking among the tiles of the position being searched.
    cover: Cover,
    node_limit: Option<u64>,
    /// How many branchings lie between the position being searched and the search's root.
    depth: usize,
    /// The round budget from which positions near the root get the deeper probe.
    deep_from: u64,
    nodes: u64,
    round: u64,
    round_nodes: u64,
    round_budget: u64,
    // The position being searched.
    removed: Vec<u64>,
    free: Vec<u64>,
    above_count: Vec<u16>,
    left_count: Vec<u16>,
    right_count: Vec<u16>,
    remaining: Vec<u32>,
    free_count: Vec<u32>,
    /// The tile each tile is promised to, or `NONE`.
    partner: Vec<usize>,
    trail: Vec<Step>,
    path: Vec<(usize, usize)>,
}

const NONE: usize = usize::MAX;

/// Positions the first round may visit before the search restarts with another tie-break.
/// Measured on random Turtle deals: many short rounds (growing by a fifth) beat a few long ones,
/// because a search that goes astray early rarely recovers.
const FIRST_BUDGET: u64 = 32;

/// From this round budget on (the 11th round), every position also has its groups' pairings
/// probed (see [`Solver::probe`]), and the position asked about is probed one level deeper
/// once (see [`Solver::deep_probe`]). Probing cuts the positions visited many times over but
/// costs some hundred relaxed games per position (the deeper probe a few thousand, once), so
/// the quick early rounds, which settle most deals, go without it.
const PROBE_FROM_BUDGET: u64 = 300;

/// From this round budget on (the 18th round), positions within [`DEEP_DEPTH`] branchings of
/// the root get the deeper probe too (see [`Solver::deep_probe`]). Measured on random Turtle
/// deals: earlier, or deeper in the tree, it costs the solvable deals more than it saves on
/// the unsolvable ones.
const DEEP_FROM_BUDGET: u64 = 1000;

/// How many branchings below the root the deeper probe reaches.
const DEEP_DEPTH: usize = 16;

/// One undoable change made by the search.
#[derive(Clone, Copy, Debug)]
enum Step {
    Removed(usize, usize),
    Promised(usize, usize),
}

impl Solver {
    /// A solver for the board of `state` (its layout and its current faces).
    pub fn new(state: &SolitaireState) -> Self {
        Self::for_faces(Arc::clone(state.geometry()), state.faces())
    }

    /// A solver for `geometry` with `faces[i]` on tile `i`.
    pub fn for_faces(geometry: Arc<Geometry>, faces: &[Face]) -> Self {
        let n = geometry.len();
        let group: Vec<usize> = (0..n)
            .map(|i| faces.get(i).map_or(0, |f| usize::from(f.solitaire_group())))
            .collect();
        let groups = group.iter().max().map_or(0, |g| g + 1);
        let mut members = vec![Vec::new(); groups];
        for (i, &g) in group.iter().enumerate() {
            members[g].push(i);
        }
        let deadlock = Deadlock::new(Blocking::new(&geometry), &group);
        let weight = (0..n)
            .map(|i| 4 * geometry.under_count(i) + geometry.dependents(i).len() as u32)
            .collect();
        let words = n.div_ceil(64);
        let mut bottom_up: Vec<usize> = (0..n).collect();
        bottom_up.sort_by_key(|&i| geometry.position(i).map_or(0, |p| p.z));
        Self {
            probe_from: PROBE_FROM_BUDGET,
            bottom_up,
            cover: Cover::default(),
            group,
            members,
            deadlock,
            weight,
            failed: Memo::with_capacity_and_hasher(MEMO_RESERVE, BuildHasherDefault::default()),
            refuted: vec![0; groups],
            node_limit: None,
            depth: 0,
            deep_from: DEEP_FROM_BUDGET,
            nodes: 0,
            round: 0,
            round_nodes: 0,
            round_budget: 0,
            removed: vec![0; words],
            free: vec![0; words],
            above_count: vec![0; n],
            left_count: vec![0; n],
            right_count: vec![0; n],
            remaining: vec![0; groups],
            free_count: vec![0; groups],
            partner: vec![NONE; n],
            trail: Vec::new(),
            path: Vec::new(),
            geometry,
        }
    }

    /// Stops each later search after about `limit` positions (`None`: no limit). The answer is
    /// then [`Verdict::Unknown`].
    pub fn set_node_limit(&mut self, limit: Option<u64>) {
        self.node_limit = limit;
    }

    /// Probes every position's pairings from the first round on (`true`), or only once the
    /// quick early rounds have failed (`false`, the default). The answer is the same either
    /// way; only the time taken differs.
    pub fn set_probing(&mut self, always: bool) {
        self.probe_from = if always { 0 } else { PROBE_FROM_BUDGET };
        self.deep_from = if always { 0 } else { DEEP_FROM_BUDGET };
    }

    /// Positions visited by the last search.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Decides whether the board with the tiles marked in `removed` gone can still be cleared.
    /// Returns [`Verdict::Unknown`] when `stop` becomes true (or the node limit is reached).
    pub fn solve(&mut self, removed: &[bool], stop: &AtomicBool) -> Verdict {
        self.nodes = 0;
        self.load(removed);
        if self.remaining.iter().any(|r| r % 2 == 1) {
            return Verdict::Unsolvable;
        }
        // Restarts with growing budgets and a different tie-break each time: a search that
        // went astray early is abandoned, and what it proved (the memo) is kept, so the
        // sequence still ends with an exact answer.
        self.round = 0;
        self.round_budget = FIRST_BUDGET;
        let mut root_refuted: Option<Vec<u8>> = None;
        loop {
            self.round_nodes = 0;
            self.refuted.fill(0);
            if self.probing() {
                // Pairings refuted at the position asked about stay refuted in every
                // position the search reaches from it (see `Solver::probe`), so the deeper
                // probe runs once, when probing starts, and every later round starts from it.
                let refuted = root_refuted.get_or_insert_with(|| self.deep_probe(stop));
                self.refuted.copy_from_slice(refuted);
            }
            match self.search(stop) {
                Outcome::Cleared => return Verdict::Solvable(self.path.clone()),
                Outcome::Failed => return Verdict::Unsolvable,
                Outcome::Stopped => {
                    let limited = self.node_limit.is_some_and(|limit| self.nodes > limit);
                    if limited || stop.load(Ordering::Relaxed) {
                        return Verdict::Unknown;
                    }
                    self.round += 1;
                    self.round_budget = self.round_budget.saturating_mul(6) / 5;
                }
            }
        }
    }

    fn load(&mut self, removed: &[bool]) {
        let n = self.group.len();
        let gone = |j: usize| removed.get(j).copied().unwrap_or(false);
        self.removed.fill(0);
        self.free.fill(0);
        self.remaining.fill(0);
        self.free_count.fill(0);
        self.partner.fill(NONE);
        self.trail.clear();
        self.path.clear();
        for i in 0..n {
            if gone(i) {
                self.removed[i / 64] |= 1 << (i % 64);
            }
        }
        for i in 0..n {
            let count = |list: &[usize]| list.iter().filter(|&&j| !gone(j)).count() as u16;
            self.above_count[i] = count(self.geometry.above(i));
            self.left_count[i] = count(self.geometry.left(i));
            self.right_count[i] = count(self.geometry.right(i));
            if !gone(i) {
                self.remaining[self.group[i]] += 1;
                if self.computes_free(i) {
                    self.free[i / 64] |= 1 << (i % 64);
                    self.free_count[self.group[i]] += 1;
                }
            }
        }
        self.cover
            .compute(&self.geometry, &self.removed, &self.bottom_up);
    }

    fn computes_free(&self, i: usize) -> bool {
        self.above_count[i] == 0 && (self.left_count[i] == 0 || self.right_count[i] == 0)
    }

    fn is_removed(&self, i: usize) -> bool {
        self.removed[i / 64] & (1 << (i % 64)) != 0
    }

    /// Takes one tile off (it must be present and free) and updates its dependents.
    fn take(&mut self, i: usize) {
        self.removed[i / 64] |= 1 << (i % 64);
        self.free[i / 64] &= !(1 << (i % 64));
        let g = self.group[i];
        self.remaining[g] -= 1;
        self.free_count[g] -= 1;
        for k in self.deadlock.blocking().entries(i) {
            let (d, side) = self.deadlock.blocking().entry(k);
            let was = self.computes_free(d);
            match side {
                Side::Above => self.above_count[d] -= 1,
                Side::LeftOf => self.left_count[d] -= 1,
                Side::RightOf => self.right_count[d] -= 1,
            }
            if !was && self.computes_free(d) && !self.is_removed(d) {
                self.free[d / 64] |= 1 << (d % 64);
                self.free_count[self.group[d]] += 1;
            }
        }
    }

    /// Puts back a tile taken by [`Solver::take`] (in reverse order of taking).
    fn put_back(&mut self, i: usize) {
        for k in self.deadlock.blocking().entries(i) {
            let (d, side) = self.deadlock.blocking().entry(k);
            let was = self.computes_free(d);
            match side {
                Side::Above => self.above_count[d] += 1,
                Side::LeftOf => self.left_count[d] += 1,
                Side::RightOf => self.right_count[d] += 1,
            }
            if was && !self.computes_free(d) && !self.is_removed(d) {
                self.free[d / 64] &= !(1 << (d % 64));
                self.free_count[self.group[d]] -= 1;
            }
        }
        self.removed[i / 64] &= !(1 << (i % 64));
        self.free[i / 64] |= 1 << (i % 64);
        let g = self.group[i];
        self.remaining[g] += 1;
        self.free_count[g] += 1;
    }

    fn remove_pair(&mut self, a: usize, b: usize) {
        self.take(a);
        self.take(b);
        self.path.push((a, b));
        self.trail.push(Step::Removed(a, b));
    }

    fn promise(&mut self, a: usize, b: usize) {
        self.partner[a] = b;
        self.partner[b] = a;
        self.trail.push(Step::Promised(a, b));
    }

    /// Undoes steps until the trail is `len` long.
    fn rewind(&mut self, len: usize) {
        while self.trail.len() > len {
            match self.trail.pop() {
                Some(Step::Removed(a, b)) => {
                    self.path.pop();
                    self.put_back(b);
                    self.put_back(a);
                }
                Some(Step::Promised(a, b)) => {
                    self.partner[a] = NONE;
                    self.partner[b] = NONE;
                }
                None => {}
            }
        }
    }

    fn is_free(&self, i: usize) -> bool {
        self.free[i / 64] & (1 << (i % 64)) != 0
    }

    fn stacked(&self, a: usize, b: usize) -> bool {
        self.cover.stacked(a, b)
    }

    /// The memo key: removed tiles, and the promised pairs still on the board (sorted).
    fn key(&self) -> Key {
        let mut promises = Vec::new();
        for (t, &p) in self.partner.iter().enumerate() {
            if p != NONE && t < p && !self.is_removed(t) {
                promises.push(((t as u64) << 32) | p as u64);
            }
        }
        (
            self.removed.clone().into_boxed_slice(),
            promises.into_boxed_slice(),
        )
    }

    /// Whether the memo shows the position `key` failed.
    fn known_failed(&self, key: &Key) -> bool {
        self.failed
            .get(&key.0)
            .is_some_and(|sets| sets.iter().any(|set| is_subset(set, &key.1)))
    }

    fn search(&mut self, stop: &AtomicBool) -> Outcome {
        let mark = self.trail.len();
        let mut keys: Vec<Key> = Vec::new();
        let mut deepened = false;
        loop {
            if !self.make_safe_moves() {
                return self.fail(mark, keys);
            }
            if self.remaining.iter().all(|&r| r == 0) {
                return Outcome::Cleared;
            }
            let key = self.key();
            if self.known_failed(&key) {
                return self.fail(mark, keys);
            }
            keys.push(key);
            if self.should_stop(stop) {
                self.rewind(mark);
                return Outcome::Stopped;
            }
            let probing = self.probing();
            if self.is_dead(probing, &[]) {
                return self.fail(mark, keys);
            }
            if !probing {
                // What an earlier probe refuted held for its own position only.
                self.refuted.fill(0);
                break;
            }
            match self.probe() {
                Probe::Dead => return self.fail(mark, keys),
                Probe::Forced => continue,
                Probe::Open => {
                    // Near the top of the tree, once the search has run long, the deeper
                    // probe pays for itself: what it refutes holds for the whole subtree.
                    let deep = (1..=DEEP_DEPTH).contains(&self.depth)
                        && self.round_budget >= self.deep_from;
                    if deep && !deepened {
                        deepened = true;
                        if self.deepen(stop) {
                            continue;
                        }
                    }
                    break;
                }
            }
        }
        let Some((a, partners)) = self.choice() else {
            return self.fail(mark, keys);
        };
        // Each child starts from this position's refuted pairings (see `Solver::probe`).
        let refuted = self.refuted.clone();
        for x in partners {
            let here = self.trail.len();
            self.refuted.copy_from_slice(&refuted);
            self.promise(a, x);
            self.depth += 1;
            let outcome = self.search(stop);
            self.depth -= 1;
            match outcome {
                Outcome::Cleared => return Outcome::Cleared,
                Outcome::Stopped => {
                    self.rewind(mark);
                    return Outcome::Stopped;
                }
                Outcome::Failed => self.rewind(here),
            }
        }
        self.fail(mark, keys)
    }

    /// Records the positions `keys` as failed and undoes the search back to `mark`.
    fn fail(&mut self, mark: usize, keys: Vec<Key>) -> Outcome {
        for (removed, promises) in keys {
            self.failed.entry(removed).or_default().push(promises);
        }
        self.rewind(mark);
        Outcome::Failed
    }

    /// Whether the relaxed game of [`super::deadlock`] shows the current position dead (with
    /// `record`, the run is kept for probing).
    fn is_dead(&mut self, record: bool, watch: &[usize]) -> bool {
        let board = Board {
            removed: &self.removed,
            partner: &self.partner,
            above: &self.above_count,
            left: &self.left_count,
            right: &self.right_count,
            cover: &self.cover,
        };
        self.deadlock.is_dead(&self.members, board, record, watch)
    }

    fn free_tiles(&self) -> Vec<usize> {
        let mut tiles = Vec::new();
        for (w, &word) in self.free.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                tiles.push(w * 64 + bits.trailing_zeros() as usize);
                bits &= bits - 1;
            }
        }
        tiles
    }

    /// A tile's move-order score: how much it covers, plus a tie-break that changes with each
    /// restart so that a restart explores differently.
    fn score(&self, t: usize) -> u32 {
        let mut x = (t as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ self.round;
        x ^= x >> 31;
        x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
        x ^= x >> 29;
        let jitter = (x % 4000) as u32;
        self.weight[t] * 4 + jitter
    }

    fn should_stop(&mut self, stop: &AtomicBool) -> bool {
        self.nodes += 1;
        self.round_nodes += 1;
        if self.node_limit.is_some_and(|limit| self.nodes > limit)
            || self.round_nodes > self.round_budget
        {
            return true;
        }
        self.nodes.is_multiple_of(64) && stop.load(Ordering::Relaxed)
    }
}

/// Decides whether `state` can still be cleared (see [`Solver::solve`]).
pub fn solve(state: &SolitaireState, stop: &AtomicBool) -> Verdict {
    Solver::new(state).solve(state.removed(), stop)
}

/// Pairs that keep `state` solvable (see [`Solver::hints`]).
pub fn hints(state: &SolitaireState, stop: &AtomicBool) -> Hints {
    Solver::new(state).hints(state.removed(), stop)
}
