//! A quick proof that a position can never be cleared, used by the solver to prune.
//!
//! Where a matching group's remaining tiles can be paired in only one way (two tiles left, a
//! promise made by the search, or four stacked so that only one pairing avoids putting a tile
//! with one beneath it), each such pair leaves the board at one moment and acts as a single
//! node. Every other tile is *loose*: it may leave as soon as it is free and some other loose
//! tile of its group that it could pair with (one not stacked with it) is free too, without
//! that tile having to leave with it. That relaxed game allows everything the real one does
//! (and more), so whatever it can never remove, the real game cannot either.
//!
//! The relaxed game is played out to its end in one pass: a tile becomes *ready* once every
//! tile on it has gone and every tile on its left, or every tile on its right, has gone (the
//! free rule, horizontal blocking included). Readiness only grows as tiles go, so the order of
//! leaving does not matter and what is left at the end is exactly what can never leave. If
//! anything is left, the position is dead. This catches stacking cycles (a pair whose one tile
//! lies under the other's cover), rows whose both ends wait for the tile itself, and a tile
//! whose every possible partner waits for it, among others. It only ever proves deadness,
//! never solvability.

use super::geometry::Geometry;

/// Which tiles lie beneath which, through tiles still on the board.
///
/// The layout's own relation ([`Geometry::is_under`]) goes through every tile of the layout;
/// a position given by hand may have taken out a middle tile while the tile over it stays, and
/// then the two ends are no longer stacked. Tiles the search removes later were free, so nothing
/// on the board lay on them: the relation computed once per position stays right for the rest
/// of the search.
#[derive(Clone, Debug, Default)]
pub struct Cover {
    words: usize,
    /// Row `i` (`words` words): the tiles beneath tile `i`.
    under: Vec<u64>,
}

impl Cover {
    /// Computes the relation for the tiles not in `removed` (a bit set); `bottom_up` lists the
    /// layout's tiles from the lowest layer up.
    pub fn compute(&mut self, geometry: &Geometry, removed: &[u64], bottom_up: &[usize]) {
        let n = geometry.len();
        self.words = n.div_ceil(64);
        self.under.clear();
        self.under.resize(n * self.words, 0);
        let w = self.words;
        for &i in bottom_up {
            if removed[i / 64] & (1 << (i % 64)) != 0 {
                continue;
            }
            for &j in geometry.below(i) {
                if removed[j / 64] & (1 << (j % 64)) != 0 {
                    continue;
                }
                self.under[i * w + j / 64] |= 1 << (j % 64);
                for k in 0..w {
                    let bits = self.under[j * w + k];
                    self.under[i * w + k] |= bits;
                }
            }
        }
    }

    /// Whether tile `j` lies beneath tile `i` through tiles on the board.
    pub fn is_under(&self, j: usize, i: usize) -> bool {
        self.under
            .get(i * self.words + j / 64)
            .is_some_and(|w| w & (1 << (j % 64)) != 0)
    }

    /// Whether one of `a` and `b` lies beneath the other: they can never leave together.
    pub fn stacked(&self, a: usize, b: usize) -> bool {
        self.is_under(a, b) || self.is_under(b, a)
    }
}

/// The position to check, in the solver's own terms.
#[derive(Clone, Copy, Debug)]
pub struct Board<'a> {
    /// Bit set of the tiles already gone.
    pub removed: &'a [u64],
    /// The tile each tile has been promised to, or `usize::MAX`.
    pub partner: &'a [usize],
    /// For each tile, how many tiles on the board lie on it.
    pub above: &'a [u16],
    /// For each tile, how many tiles on the board touch its left side.
    pub left: &'a [u16],
    /// For each tile, how many tiles on the board touch its right side.
    pub right: &'a [u16],
    /// Stacking among the tiles on the board.
    pub cover: &'a Cover,
}

/// Reusable buffers for [`Deadlock::is_dead`].
#[derive(Clone, Debug, Default)]
pub struct Deadlock {
    /// The tile each tile must leave with, `LOOSE` for a loose tile, or `NONE` if gone.
    partner: Vec<usize>,
    above: Vec<u16>,
    left: Vec<u16>,
    right: Vec<u16>,
    /// Whether each tile has left the relaxed board (or was never on it).
    gone: Vec<bool>,
    queue: Vec<usize>,
    /// Tiles that had left when each tile was first seen ready, in the last recorded run.
    ready_at: Vec<u32>,
    /// Tiles that had left before each tile left, in the last recorded run.
    left_at: Vec<u32>,
    /// Tiles gone so far in the current run.
    clock: u32,
    /// Whether the current run records `ready_at` and `left_at`.
    record: bool,
}

const NONE: usize = usize::MAX;
const LOOSE: usize = usize::MAX - 1;

impl Deadlock {
    fn join(&mut self, a: usize, b: usize) {
        self.partner[a] = b;
        self.partner[b] = a;
    }

    fn ready(&self, t: usize) -> bool {
        self.above[t] == 0 && (self.left[t] == 0 || self.right[t] == 0)
    }

    fn leave(&mut self, t: usize) {
        self.gone[t] = true;
        self.queue.push(t);
        if self.record {
            self.left_at[t] = self.clock;
        }
        self.clock += 1;
    }

    fn note_ready(&mut self, t: usize) {
        if self.record && self.ready_at[t] == u32::MAX && self.ready(t) {
            self.ready_at[t] = self.clock;
        }
    }

    /// After a recorded run that found the position alive: whether the pair `a`, `b` would
    /// also have left in that run had they been bound to leave together, because whichever
    /// left first found the other free already. If so, binding them keeps the position alive
    /// (the same run, with the later tile leaving early, is valid), and no new run is needed.
    /// `false` says nothing.
    pub fn could_leave_together(&self, a: usize, b: usize) -> bool {
        let (Some(&ra), Some(&rb), Some(&la), Some(&lb)) = (
            self.ready_at.get(a),
            self.ready_at.get(b),
            self.left_at.get(a),
            self.left_at.get(b),
        ) else {
            return false;
        };
        let first = la.min(lb);
        first != u32::MAX && ra <= first && rb <= first
    }

    /// Takes `t` (with its forced partner) off the relaxed board if it can leave now.
    fn try_leave(&mut self, cover: &Cover, members: &[usize], t: usize) {
        self.note_ready(t);
        if self.gone[t] || !self.ready(t) {
            return;
        }
        match self.partner[t] {
            LOOSE => {
                let stacked = |a: usize, b: usize| cover.stacked(a, b);
                let mate = members.iter().any(|&q| {
                    q != t && self.partner[q] == LOOSE && self.ready(q) && !stacked(t, q)
                });
                if mate {
                    self.leave(t);
                    // Loose tiles that were waiting for a free mate may now go.
                    for &q in members {
                        if q != t
                            && self.partner[q] == LOOSE
                            && !self.gone[q]
                            && self.ready(q)
                            && !stacked(t, q)
                        {
                            self.leave(q);
                        }
                    }
                }
            }
            NONE => {}
            p => {
                if self.ready(p) {
                    self.leave(p);
                    self.leave(t);
                }
            }
        }
    }

    /// Whether `board` can be shown never to clear. `group[t]` is tile `t`'s matching group and
    /// `members[g]` the tiles of group `g`. With `record`, the run is kept for
    /// [`Deadlock::could_leave_together`].
    pub fn is_dead(
        &mut self,
        geometry: &Geometry,
        members: &[Vec<usize>],
        group: &[usize],
        board: Board<'_>,
        record: bool,
    ) -> bool {
        let n = geometry.len();
        self.record = record;
        self.clock = 0;
        if record {
            self.ready_at.clear();
            self.ready_at.resize(n, u32::MAX);
            self.left_at.clear();
            self.left_at.resize(n, u32::MAX);
        }
        let present = |t: usize| board.removed[t / 64] & (1 << (t % 64)) == 0;
        self.partner.clear();
        self.partner.resize(n, NONE);
        let stacked = |a: usize, b: usize| board.cover.stacked(a, b);
        let mut loose = [0usize; 4];
        for tiles in members {
            let mut r = 0;
            for &t in tiles {
                if !present(t) {
                    continue;
                }
                match board.partner.get(t) {
                    Some(&p) if p != NONE => self.partner[t] = p,
                    _ => {
                        self.partner[t] = LOOSE;
                        if r < 4 {
                            loose[r] = t;
                        }
                        r += 1;
                    }
                }
            }
            match r {
                2 => {
                    if stacked(loose[0], loose[1]) {
                        return true;
                    }
                    self.join(loose[0], loose[1]);
                }
                4 => {
                    let [a, b, c, d] = loose;
                    let pairings = [((a, b), (c, d)), ((a, c), (b, d)), ((a, d), (b, c))];
                    let mut valid = pairings
                        .iter()
                        .filter(|((p, q), (s, t))| !stacked(*p, *q) && !stacked(*s, *t));
                    match (valid.next(), valid.next()) {
                        (None, _) => return true,
                        (Some(&((p, q), (s, t))), None) => {
                            self.join(p, q);
                            self.join(s, t);
                        }
                        _ => {}
                    }
                }
                _ => {}
            }
        }
        self.above.clear();
        self.above.extend_from_slice(&board.above[..n]);
        self.left.clear();
        self.left.extend_from_slice(&board.left[..n]);
        self.right.clear();
        self.right.extend_from_slice(&board.right[..n]);
        self.gone.clear();
        let mut on_board = 0usize;
        for t in 0..n {
            let here = present(t);
            on_board += usize::from(here);
            self.gone.push(!here);
        }
        self.queue.clear();
        if record {
            for t in 0..n {
                if !self.gone[t] {
                    self.note_ready(t);
                }
            }
        }
        let mut left_board = 0usize;
        for t in 0..n {
            self.try_leave(board.cover, &members[group[t]], t);
            while let Some(u) = self.queue.pop() {
                left_board += 1;
                // `u` lies on the tiles below it, and is the right neighbour of the tiles on
                // its left and the left neighbour of those on its right.
                for &d in geometry.below(u) {
                    self.above[d] -= 1;
                    self.try_leave(board.cover, &members[group[d]], d);
                }
                for &d in geometry.left(u) {
                    self.right[d] -= 1;
                    self.try_leave(board.cover, &members[group[d]], d);
                }
                for &d in geometry.right(u) {
                    self.left[d] -= 1;
                    self.try_leave(board.cover, &members[group[d]], d);
                }
            }
        }
        left_board < on_board
    }
}
