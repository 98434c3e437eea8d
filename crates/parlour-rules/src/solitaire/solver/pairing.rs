//! The solver's pairing logic: the moves that need no choice, probing, and what to branch on.

use std::sync::atomic::{AtomicBool, Ordering};

use super::super::deadlock::pairings;
use super::{NONE, Solver};

/// A way to pair four tiles of a group: two pairs.
type Pairing = [(usize, usize); 2];

/// What probing the pairings of a position found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Probe {
    /// Some group has no pairing left: the position is dead.
    Dead,
    /// Some group had one pairing left, now promised.
    Forced,
    /// Nothing decided.
    Open,
}

impl Solver {
    /// The remaining tiles of group `g` not yet promised to a partner.
    pub(super) fn unpromised(&self, g: usize) -> Vec<usize> {
        self.members[g]
            .iter()
            .copied()
            .filter(|&t| !self.is_removed(t) && self.partner[t] == NONE)
            .collect()
    }

    /// The tiles of `loose` (unpromised tiles of one group) that `a` may pair with: not
    /// stacked with `a`, and, when four are loose, leaving two that are not stacked either.
    pub(super) fn partners(&self, loose: &[usize], a: usize) -> Vec<usize> {
        loose
            .iter()
            .copied()
            .filter(|&x| x != a && !self.stacked(a, x))
            .filter(|&x| {
                let rest: Vec<usize> = loose
                    .iter()
                    .copied()
                    .filter(|&t| t != a && t != x)
                    .collect();
                !matches!(rest.as_slice(), [p, q] if self.stacked(*p, *q))
            })
            .collect()
    }

    /// Makes every move that cannot hurt. Returns false if a forced promise is impossible.
    pub(super) fn make_safe_moves(&mut self) -> bool {
        loop {
            let mut progress = false;
            for g in 0..self.members.len() {
                if self.free_count[g] < 1 {
                    continue;
                }
                let (first, count) = self.first_loose(g);
                if count == 2 {
                    let [a, b, ..] = first;
                    if !(self.is_free(a) && self.is_free(b)) {
                        if self.stacked(a, b) {
                            return false;
                        }
                        self.promise(a, b);
                    }
                }
                if count == 4 {
                    // Stacking may leave a single way to pair the four: take it now.
                    let mut valid = pairings(first)
                        .into_iter()
                        .filter(|&[(p, q), (r, t)]| !self.stacked(p, q) && !self.stacked(r, t));
                    match (valid.next(), valid.next()) {
                        (None, _) => return false,
                        (Some([(p, q), (r, t)]), None) => {
                            self.promise(p, q);
                            self.promise(r, t);
                            progress = true;
                            continue;
                        }
                        _ => {}
                    }
                }
                if count > 0 && self.first_loose(g).1 > 0 && self.all_loose_free(g) {
                    let loose = self.unpromised(g);
                    for pair in loose.chunks_exact(2) {
                        self.remove_pair(pair[0], pair[1]);
                    }
                    progress = true;
                }
                for &t in &self.members[g] {
                    let p = self.partner[t];
                    if p != NONE
                        && t < p
                        && !self.is_removed(t)
                        && self.is_free(t)
                        && self.is_free(p)
                    {
                        self.remove_pair(t, p);
                        progress = true;
                        break;
                    }
                }
            }
            if !progress {
                return true;
            }
        }
    }

    /// The first four remaining unpromised tiles of group `g` (unused slots repeat the last),
    /// and how many there are in all. Allocation-free, for the per-position loops.
    pub(super) fn first_loose(&self, g: usize) -> ([usize; 4], usize) {
        let mut first = [NONE; 4];
        let mut count = 0;
        for &t in &self.members[g] {
            if !self.is_removed(t) && self.partner[t] == NONE {
                if count < 4 {
                    first[count] = t;
                }
                count += 1;
            }
        }
        (first, count)
    }

    /// Whether every remaining unpromised tile of group `g` is free.
    pub(super) fn all_loose_free(&self, g: usize) -> bool {
        self.members[g]
            .iter()
            .all(|&t| self.is_removed(t) || self.partner[t] != NONE || self.is_free(t))
    }

    /// Whether to probe pairings at this node (see [`Solver::probe`]).
    pub(super) fn probing(&self) -> bool {
        self.round_budget >= self.probe_from
    }

    /// Tries each way of pairing the four loose tiles of each group (buried ones too: their
    /// conflicts are the ones the search finds last), and rules out those the relaxed game
    /// shows dead. A group left with one way gets it promised.
    pub(super) fn probe(&mut self) -> Probe {
        let mut forced = false;
        for g in 0..self.members.len() {
            let loose = self.unpromised(g);
            let &[a, b, c, d] = loose.as_slice() else {
                self.refuted[g] = 0;
                continue;
            };
            // What was refuted at an ancestor of this position, while these same four tiles
            // were loose, stays refuted here: a clearing play from here with that pairing,
            // after the moves that led here (none of which touched these tiles), would clear
            // the ancestor with it too.
            let mut refuted = self.refuted[g];
            let mut alive = Vec::new();
            for (k, pairing) in pairings([a, b, c, d]).into_iter().enumerate() {
                if refuted & (1 << k) != 0 {
                    continue;
                }
                if self.pairing_dead(g, pairing) {
                    refuted |= 1 << k;
                } else {
                    alive.push(pairing);
                }
            }
            match alive.as_slice() {
                [] => return Probe::Dead,
                [[(p, q), (r, t)]] => {
                    self.promise(*p, *q);
                    self.promise(*r, *t);
                    self.refuted[g] = 0;
                    forced = true;
                }
                _ => self.refuted[g] = refuted,
            }
        }
        if forced { Probe::Forced } else { Probe::Open }
    }

    /// Probes every pairing of every group of four loose tiles one level deeper than
    /// [`Solver::probe`]: with the pairing promised, the relaxed game must not be dead *and*
    /// every other group of four loose tiles must keep a pairing the relaxed game does not show
    /// dead. A clearing play with the pairing would pair each other group in one of its
    /// pairings, so if each of those is dead, so is the pairing. Returns each group's refuted
    /// pairings (bit `k` for the `k`-th, in the order of [`Solver::probe`]). Stops early, with
    /// what it found so far, when `stop` is set.
    pub(super) fn deep_probe(&mut self, stop: &AtomicBool) -> Vec<u8> {
        let groups = self.members.len();
        let mut refuted = vec![0u8; groups];
        // Groups left with one pairing have it promised while probing the others (every
        // clearing play pairs them so); the promises are taken back at the end.
        let mut bound: Vec<usize> = Vec::new();
        let mut changed = true;
        while changed && !stop.load(Ordering::Relaxed) {
            changed = false;
            for g in 0..groups {
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                let Some(pairings) = self.loose_pairings(g) else {
                    continue;
                };
                for (k, &[(p, q), (r, t)]) in pairings.iter().enumerate() {
                    if refuted[g] & (1 << k) != 0 {
                        continue;
                    }
                    let dead = self.stacked(p, q) || self.stacked(r, t) || {
                        self.bind(p, q, r, t);
                        let dead = self.is_dead(true, &[]) || self.some_group_dead(g, &refuted);
                        for x in [p, q, r, t] {
                            self.partner[x] = NONE;
                        }
                        dead
                    };
                    if dead {
                        refuted[g] |= 1 << k;
                        changed = true;
                    }
                }
                match (0..3)
                    .filter(|k| refuted[g] & (1 << k) == 0)
                    .collect::<Vec<_>>()[..]
                {
                    [] => {
                        changed = false;
                        break;
                    }
                    [k] => {
                        let [(p, q), (r, t)] = pairings[k];
                        self.bind(p, q, r, t);
                        bound.extend([p, q, r, t]);
                    }
                    _ => {}
                }
            }
        }
        for x in bound {
            self.partner[x] = NONE;
        }
        refuted
    }

    /// Runs [`Solver::deep_probe`] at the current position and adds what it refutes to the
    /// position's refuted pairings (they hold below it too). Returns whether it found anything
    /// new.
    pub(super) fn deepen(&mut self, stop: &AtomicBool) -> bool {
        let found = self.deep_probe(stop);
        let mut new = false;
        for (mine, bits) in self.refuted.iter_mut().zip(found) {
            new |= bits & !*mine != 0;
            *mine |= bits;
        }
        new
    }

    /// The three pairings of group `g` when its remaining tiles are four loose ones, in the
    /// order used by the refuted bits.
    fn loose_pairings(&self, g: usize) -> Option<[Pairing; 3]> {
        let (first, count) = self.first_loose(g);
        (count == 4 && self.remaining[g] == 4).then(|| pairings(first))
    }

    /// After a recorded relaxed run found the position alive: whether pairing group `g`'s
    /// four loose tiles as `(p, q)` and `(r, t)` is shown dead: a pair is stacked, or the
    /// relaxed game with both pairs bound is dead. Needs no new run when the recorded one
    /// already let each pair leave together (see
    /// [`super::super::deadlock::Deadlock::could_leave_together`]); otherwise resumes the
    /// recorded run where it can (see [`super::super::deadlock::Deadlock::probe_dead`]), else
    /// plays a full run.
    fn pairing_dead(&mut self, g: usize, [(p, q), (r, t)]: Pairing) -> bool {
        if self.stacked(p, q) || self.stacked(r, t) {
            return true;
        }
        if self.deadlock.could_leave_together(p, q) && self.deadlock.could_leave_together(r, t) {
            return false;
        }
        let resumed = self
            .deadlock
            .probe_dead(&self.cover, &self.members, g, [(p, q), (r, t)]);
        if let Some(dead) = resumed {
            return dead;
        }
        self.bind(p, q, r, t);
        let dead = self.is_dead(false, &[p, q, r, t]);
        for x in [p, q, r, t] {
            self.partner[x] = NONE;
        }
        dead
    }

    /// Promises `p` to `q` and `r` to `t` without recording it on the trail.
    fn bind(&mut self, p: usize, q: usize, r: usize, t: usize) {
        for (x, y) in [(p, q), (r, t)] {
            self.partner[x] = y;
            self.partner[y] = x;
        }
    }

    /// After a recorded run found the position alive: whether some group of four loose tiles
    /// other than `except` has every pairing not in `refuted` shown dead.
    fn some_group_dead(&mut self, except: usize, refuted: &[u8]) -> bool {
        for (h, &bits) in refuted.iter().enumerate() {
            if h == except {
                continue;
            }
            let Some(pairings) = self.loose_pairings(h) else {
                continue;
            };
            let alive = (0..3).any(|k| bits & (1 << k) == 0 && !self.pairing_dead(h, pairings[k]));
            if !alive {
                return true;
            }
        }
        false
    }

    /// Whether probing ruled out pairing `a` with `x` (both loose in a group of four loose).
    pub(super) fn refuted_pair(&self, a: usize, x: usize) -> bool {
        let g = self.group[a];
        let bits = self.refuted[g];
        if bits == 0 {
            return false;
        }
        let loose = self.unpromised(g);
        let &[p, q, r, t] = loose.as_slice() else {
            return false;
        };
        let k = pairings([p, q, r, t])
            .iter()
            .position(|pairing| pairing.contains(&(a, x)) || pairing.contains(&(x, a)));
        k.is_some_and(|k| bits & (1 << k) != 0)
    }

    /// The tile to find a partner for, and its possible partners (free ones first). `None`
    /// when no pair can ever be removed from here. Picks the group with the fewest choices.
    pub(super) fn choice(&self) -> Option<(usize, Vec<usize>)> {
        let mut best: Option<(usize, usize, Vec<usize>)> = None;
        for g in 0..self.members.len() {
            // A group with a refuted pairing is critical: branching on it first (fail first)
            // splits two ways at most and meets its conflict early.
            let critical = self.refuted[g] != 0;
            if self.free_count[g] < 2 && !critical {
                continue;
            }
            let loose = self.unpromised(g);
            // The free tile covering the most goes first: its partner matters most.
            let mut free = 0;
            let top = loose
                .iter()
                .copied()
                .filter(|&t| self.is_free(t))
                .inspect(|_| free += 1)
                .max_by_key(|&t| self.score(t));
            if free < 2 && !critical {
                continue;
            }
            let Some(a) = top.or_else(|| loose.first().copied().filter(|_| critical)) else {
                continue;
            };
            let mut partners = self.partners(&loose, a);
            partners.retain(|&x| !self.refuted_pair(a, x));
            partners.sort_by_key(|&x| (!self.is_free(x), std::cmp::Reverse(self.score(x))));
            let free_partners = partners.iter().filter(|&&x| self.is_free(x)).count();
            let score = ((10 - partners.len().min(10)) * 100_000
                + free_partners * 1000
                + self.score(a) as usize) as u64;
            if best.as_ref().is_none_or(|b| score > b.0 as u64) {
                best = Some((score as usize, a, partners));
            }
        }
        best.map(|(_, a, partners)| (a, partners))
    }
}
