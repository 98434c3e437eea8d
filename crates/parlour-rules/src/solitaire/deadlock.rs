//! A quick proof that a position can never be cleared, used by the solver to prune.
//!
//! Where a matching group's remaining tiles can be paired in only one way (two tiles left, a
//! promise made by the search, or four stacked so that only one pairing avoids putting a tile
//! with one beneath it), each such pair leaves the board at one moment and acts as a single
//! node. Every other tile is *loose*: it may leave as soon as it is free and some other loose
//! tile of its group that it could pair with (one not stacked with it, and, in a group of four
//! loose tiles, leaving two that are not stacked either) is free too, without that tile having
//! to leave with it. That relaxed game allows every step of any play that clears the board (in
//! such a play four loose tiles of a group leave as two pairs, neither stacked), and more; so
//! if the relaxed game cannot remove everything, no play clears the board.
//!
//! The relaxed game is played out to its end in one pass: a tile becomes *ready* once every
//! tile on it has gone and every tile on its left, or every tile on its right, has gone (the
//! free rule, horizontal blocking included). Readiness only grows as tiles go, so the order of
//! leaving does not matter and what is left at the end is exactly what can never leave. If
//! anything is left, the position is dead. This catches stacking cycles (a pair whose one tile
//! lies under the other's cover), rows whose both ends wait for the tile itself, and a tile
//! whose every possible partner waits for it, among others. It only ever proves deadness,
//! never solvability.

use super::geometry::{Blocking, Geometry, Side};

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

/// The three ways to split four tiles into two pairs, always in this order (the solver numbers
/// them so in its refuted bits).
pub fn pairings<T: Copy>([a, b, c, d]: [T; 4]) -> [[(T, T); 2]; 3] {
    [[(a, b), (c, d)], [(a, c), (b, d)], [(a, d), (b, c)]]
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

/// Reusable buffers for [`Deadlock::is_dead`], for one board (see [`Deadlock::new`]).
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
    /// Tiles whose leaving ends the run early (see [`Deadlock::is_dead`]), and how many of them
    /// are still on the relaxed board.
    watch: Vec<usize>,
    watching: usize,
    /// For each group whose remaining tiles are four loose ones with two or three valid
    /// pairings, those four tiles.
    quad: Vec<Option<[usize; 4]>>,
    /// The board's blocking relation (the solver reads it here too). Held by value, not
    /// shared, so that the hot loops read its lists' addresses once, not on every step.
    blocking: Blocking,
    /// Matching group of each tile.
    group: Vec<usize>,
    /// Whether `partner`, `quad` and the snapshots below are still those of the last recorded
    /// run (a later full run rebuilds `partner` and `quad` for its own board).
    base: bool,
    /// Snapshots of the last recorded run, one per group, taken just before the group's first
    /// tile left: the counts (`above`, `left`, `right`, `n` each), the gone flags and the
    /// tiles left but not yet processed. See [`Deadlock::probe_dead`].
    snapped: Vec<bool>,
    snap_counts: Vec<u16>,
    snap_gone: Vec<bool>,
    snap_queue: Vec<Vec<usize>>,
}

const NONE: usize = usize::MAX;
const LOOSE: usize = usize::MAX - 1;

impl Deadlock {
    /// Buffers for the board with blocking relation `blocking` and `group[t]` the matching
    /// group of tile `t`.
    pub fn new(blocking: Blocking, group: &[usize]) -> Self {
        Self {
            blocking,
            group: group.to_vec(),
            ..Self::default()
        }
    }

    /// The board's blocking relation.
    pub fn blocking(&self) -> &Blocking {
        &self.blocking
    }

    fn join(&mut self, a: usize, b: usize) {
        self.partner[a] = b;
        self.partner[b] = a;
    }

    fn ready(&self, t: usize) -> bool {
        self.above[t] == 0 && (self.left[t] == 0 || self.right[t] == 0)
    }

    fn leave(&mut self, t: usize) {
        if self.record {
            self.snapshot(self.group[t]);
        }
        self.gone[t] = true;
        if self.watch.contains(&t) {
            self.watching -= 1;
        }
        self.queue.push(t);
        if self.record {
            self.left_at[t] = self.clock;
        }
        self.clock += 1;
    }

    /// Keeps the state of the run for group `g` if none of its tiles has left yet.
    fn snapshot(&mut self, g: usize) {
        if self.snapped[g] {
            return;
        }
        self.snapped[g] = true;
        let n = self.gone.len();
        let counts = &mut self.snap_counts[g * 3 * n..(g + 1) * 3 * n];
        counts[..n].copy_from_slice(&self.above);
        counts[n..2 * n].copy_from_slice(&self.left);
        counts[2 * n..].copy_from_slice(&self.right);
        self.snap_gone[g * n..(g + 1) * n].copy_from_slice(&self.gone);
        self.snap_queue[g].clear();
        self.snap_queue[g].extend_from_slice(&self.queue);
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

    /// Whether loose tiles `t` and `q` of group `g` may leave as a pair: not stacked, and when
    /// the group is four loose tiles, the other two not stacked either (in a clearing play the
    /// four leave as two pairs, so a pair whose complement can never leave is never played).
    fn mates(&self, cover: &Cover, g: usize, t: usize, q: usize) -> bool {
        if q == t || self.partner[q] != LOOSE || cover.stacked(t, q) {
            return false;
        }
        match self.quad.get(g).copied().flatten() {
            Some(quad) => {
                let mut rest = quad.iter().filter(|&&x| x != t && x != q);
                match (rest.next(), rest.next()) {
                    (Some(&r), Some(&s)) => !cover.stacked(r, s),
                    _ => true,
                }
            }
            None => true,
        }
    }

    /// Takes `t` (with its forced partner) off the relaxed board if it can leave now.
    #[inline]
    fn try_leave(&mut self, cover: &Cover, members: &[usize], g: usize, t: usize) {
        self.note_ready(t);
        if self.gone[t] || !self.ready(t) {
            return;
        }
        match self.partner[t] {
            LOOSE => {
                let mate = members
                    .iter()
                    .any(|&q| self.ready(q) && self.mates(cover, g, t, q));
                if mate {
                    self.leave(t);
                    // Loose tiles that were waiting for a free mate may now go.
                    for &q in members {
                        if !self.gone[q] && self.ready(q) && self.mates(cover, g, t, q) {
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

    /// Whether `board` can be shown never to clear. `members[g]` is the tiles of group `g`.
    /// With `record`, the run is kept for [`Deadlock::could_leave_together`].
    ///
    /// `watch` (empty, or the tiles of one group) is for probing a pairing of that group after a
    /// recorded run without it found the position alive: once every watched tile has left, the
    /// run stops and answers "not shown dead". An answer of "alive" is never used as a proof
    /// (only "dead" is), so stopping early can only make the check weaker, never wrong.
    pub fn is_dead(
        &mut self,
        members: &[Vec<usize>],
        board: Board<'_>,
        record: bool,
        watch: &[usize],
    ) -> bool {
        self.start_run(members.len(), record, watch);
        if self.pair_known_tiles(members, &board) {
            return true;
        }
        self.load_board(&board);
        self.play_out(board.cover, members)
    }

    /// Clears what the last run left, for a run over `groups` groups.
    fn start_run(&mut self, groups: usize, record: bool, watch: &[usize]) {
        let n = self.blocking.len();
        self.base = record;
        if record {
            self.snapped.clear();
            self.snapped.resize(groups, false);
            self.snap_counts.resize(groups * 3 * n, 0);
            self.snap_gone.resize(groups * n, false);
            self.snap_queue.resize(groups, Vec::new());
        }
        self.record = record;
        self.clock = 0;
        self.watch.clear();
        self.watch.extend_from_slice(watch);
        self.watching = watch.len();
        self.quad.clear();
        self.quad.resize(groups, None);
        if record {
            self.ready_at.clear();
            self.ready_at.resize(n, u32::MAX);
            self.left_at.clear();
            self.left_at.resize(n, u32::MAX);
        }
    }

    /// Pairs each group's tiles where the pairing is forced: the board's known partners, a
    /// group's last two loose tiles, or four with only one pairing not stacked. True when a
    /// group has no pairing left (the position is dead).
    fn pair_known_tiles(&mut self, members: &[Vec<usize>], board: &Board<'_>) -> bool {
        let n = self.blocking.len();
        let present = |t: usize| board.removed[t / 64] & (1 << (t % 64)) == 0;
        self.partner.clear();
        self.partner.resize(n, NONE);
        let stacked = |a: usize, b: usize| board.cover.stacked(a, b);
        let mut loose = [0usize; 4];
        for (g, tiles) in members.iter().enumerate() {
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
                    let mut valid = pairings(loose)
                        .into_iter()
                        .filter(|&[(p, q), (s, t)]| !stacked(p, q) && !stacked(s, t));
                    match (valid.next(), valid.next()) {
                        (None, _) => return true,
                        (Some([(p, q), (s, t)]), None) => {
                            self.join(p, q);
                            self.join(s, t);
                        }
                        _ => self.quad[g] = Some(loose),
                    }
                }
                _ => {}
            }
        }
        false
    }

    /// Copies the board's blocking counts and removed tiles into the run.
    fn load_board(&mut self, board: &Board<'_>) {
        let n = self.blocking.len();
        let present = |t: usize| board.removed[t / 64] & (1 << (t % 64)) == 0;
        self.above.clear();
        self.above.extend_from_slice(&board.above[..n]);
        self.left.clear();
        self.left.extend_from_slice(&board.left[..n]);
        self.right.clear();
        self.right.extend_from_slice(&board.right[..n]);
        self.gone.clear();
        self.gone.extend((0..n).map(|t| !present(t)));
        self.queue.clear();
        if self.record {
            for t in 0..n {
                if !self.gone[t] {
                    self.note_ready(t);
                }
            }
        }
    }

    /// Plays the relaxed game out from the current state: whether anything stays.
    fn play_out(&mut self, cover: &Cover, members: &[Vec<usize>]) -> bool {
        let n = self.gone.len();
        for t in 0..n {
            if !self.gone[t] {
                let g = self.group[t];
                self.try_leave(cover, &members[g], g, t);
            }
            while let Some(u) = self.queue.pop() {
                if self.watching == 0 && !self.watch.is_empty() {
                    return false;
                }
                // All of `u`'s counts first, then its dependents: a snapshot taken while a
                // dependent leaves must not hold `u` half processed.
                let entries = self.blocking.entries(u);
                for k in entries.clone() {
                    match self.blocking.entry(k) {
                        (d, Side::Above) => self.above[d] -= 1,
                        (d, Side::RightOf) => self.right[d] -= 1,
                        (d, Side::LeftOf) => self.left[d] -= 1,
                    }
                }
                for k in entries {
                    let (d, _) = self.blocking.entry(k);
                    // Only a tile this made ready can leave now (and a tile that has left
                    // was seen ready before).
                    if !self.gone[d] && self.ready(d) {
                        let g = self.group[d];
                        self.try_leave(cover, &members[g], g, d);
                    }
                }
            }
        }
        self.gone.iter().any(|&gone| !gone)
    }

    /// After a recorded run found the board alive: whether the same board with group `g`'s
    /// four loose tiles bound into `pairs` is shown dead. `None` when the recorded run is not
    /// at hand (the caller then plays a full run).
    ///
    /// Up to the moment the first tile of `g` left, the recorded run never touched `g`, so
    /// each of its steps is also a step of the game with `g` bound: the run resumes from the
    /// snapshot taken then instead of from the start. The relaxed game's outcome does not
    /// depend on the order of leaving (readiness only grows), so this gives the same answer
    /// as a full run, only sooner. Promises made on the board after the recorded run are not
    /// seen: the answer is then that of a less constrained board, so "dead" still proves dead.
    pub fn probe_dead(
        &mut self,
        cover: &Cover,
        members: &[Vec<usize>],
        g: usize,
        pairs: [(usize, usize); 2],
    ) -> Option<bool> {
        if !self.base || !self.snapped.get(g).copied().unwrap_or(false) {
            return None;
        }
        let n = self.gone.len();
        let tiles = [pairs[0].0, pairs[0].1, pairs[1].0, pairs[1].1];
        let saved = tiles.map(|t| self.partner[t]);
        let saved_quad = self.quad[g];
        for (a, b) in pairs {
            self.join(a, b);
        }
        self.quad[g] = None;
        let counts = &self.snap_counts[g * 3 * n..(g + 1) * 3 * n];
        self.above.copy_from_slice(&counts[..n]);
        self.left.copy_from_slice(&counts[n..2 * n]);
        self.right.copy_from_slice(&counts[2 * n..]);
        self.gone
            .copy_from_slice(&self.snap_gone[g * n..(g + 1) * n]);
        self.queue.clear();
        self.queue.extend_from_slice(&self.snap_queue[g]);
        self.record = false;
        self.watch.clear();
        self.watch.extend_from_slice(&tiles);
        self.watching = tiles.iter().filter(|&&t| !self.gone[t]).count();
        let dead = self.play_out(cover, members);
        for (t, p) in tiles.into_iter().zip(saved) {
            self.partner[t] = p;
        }
        self.quad[g] = saved_quad;
        Some(dead)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::history::Rules;
    use crate::solitaire::builtin::builtin_layout;
    use crate::solitaire::deal::random_deal;
    use crate::solitaire::rules::Move;

    /// Resuming the recorded run with one group bound answers exactly as a full run with it
    /// bound, on random Turtle deals at the start and after some legal removals.
    #[test]
    fn resumed_probes_agree_with_full_runs() {
        let layout = builtin_layout("turtle").unwrap();
        let mut compared = 0;
        for deal_no in 1..4 {
            let mut state = random_deal(&layout, deal_no).unwrap();
            for round in 0..3 {
                // Take off the first available pairs between rounds.
                for _ in 0..round * 8 {
                    if let Some(&(a, b)) = state.available_pairs().first() {
                        state.apply(&Move::RemovePair(a, b)).unwrap();
                    }
                }
                compared += compare_probes(&state);
            }
        }
        assert!(compared > 100, "only {compared} probes compared");
    }

    fn compare_probes(state: &crate::solitaire::rules::SolitaireState) -> usize {
        let geometry = state.geometry();
        let n = geometry.len();
        let gone = state.removed();
        let group: Vec<usize> = state
            .faces()
            .iter()
            .map(|f| usize::from(f.solitaire_group()))
            .collect();
        let mut members = vec![Vec::new(); group.iter().max().unwrap() + 1];
        for (t, &g) in group.iter().enumerate() {
            members[g].push(t);
        }
        let mut removed = vec![0u64; n.div_ceil(64)];
        for t in (0..n).filter(|&t| gone[t]) {
            removed[t / 64] |= 1 << (t % 64);
        }
        let count = |list: &[usize]| list.iter().filter(|&&j| !gone[j]).count() as u16;
        let above: Vec<u16> = (0..n).map(|i| count(geometry.above(i))).collect();
        let left: Vec<u16> = (0..n).map(|i| count(geometry.left(i))).collect();
        let right: Vec<u16> = (0..n).map(|i| count(geometry.right(i))).collect();
        let mut bottom_up: Vec<usize> = (0..n).collect();
        bottom_up.sort_by_key(|&i| geometry.position(i).map_or(0, |p| p.z));
        let mut cover = Cover::default();
        cover.compute(geometry, &removed, &bottom_up);
        let mut partner = vec![NONE; n];
        let mut resuming = Deadlock::new(Blocking::new(geometry), &group);
        let mut full = Deadlock::new(Blocking::new(geometry), &group);
        let mut compared = 0;
        for g in 0..members.len() {
            let on: Vec<usize> = members[g].iter().copied().filter(|&t| !gone[t]).collect();
            let [a, b, c, d] = on[..] else { continue };
            for pairs in pairings([a, b, c, d]) {
                if pairs.iter().any(|&(x, y)| cover.stacked(x, y)) {
                    continue;
                }
                let board = Board {
                    removed: &removed,
                    partner: &partner,
                    above: &above,
                    left: &left,
                    right: &right,
                    cover: &cover,
                };
                if resuming.is_dead(&members, board, true, &[]) {
                    continue;
                }
                let resumed = resuming.probe_dead(&cover, &members, g, pairs);
                for (x, y) in pairs {
                    partner[x] = y;
                    partner[y] = x;
                }
                let board = Board {
                    removed: &removed,
                    partner: &partner,
                    above: &above,
                    left: &left,
                    right: &right,
                    cover: &cover,
                };
                let expected = full.is_dead(&members, board, false, &[]);
                partner.fill(NONE);
                assert_eq!(resumed, Some(expected), "group {g}, pairs {pairs:?}");
                compared += 1;
            }
        }
        compared
    }
}
