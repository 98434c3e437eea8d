//! A quick proof that a position can never be cleared, used by the solver to prune.
//!
//! A tile lying on another must be removed before it. Where a matching group's remaining tiles
//! can be paired in only one way (two tiles left, or four stacked so that only one pairing
//! avoids putting a tile with one beneath it), each pair leaves the board at one moment, so
//! the pair acts as a single node. If "must go before" then forms a cycle, nothing on the cycle
//! can ever go: the position is dead. Horizontal blocking is ignored (either side may open),
//! so the check only ever proves deadness, never solvability.

use super::geometry::Geometry;

/// Reusable buffers for [`Deadlock::is_dead`].
#[derive(Clone, Debug, Default)]
pub struct Deadlock {
    /// The tile each tile must leave with, or `usize::MAX`.
    partner: Vec<usize>,
    indegree: Vec<u32>,
    queue: Vec<usize>,
}

const NONE: usize = usize::MAX;

impl Deadlock {
    /// The node a tile belongs to: the lower index of a forced pair, or the tile itself.
    fn root(&self, i: usize) -> usize {
        i.min(self.partner[i])
    }

    fn join(&mut self, a: usize, b: usize) {
        self.partner[a] = b;
        self.partner[b] = a;
    }

    /// Whether the tiles for which `present` is true can be shown never to clear, given the
    /// tiles of each matching group in `members`.
    ///
    /// `committed(t)` gives the partner tile `t` has already been promised to, if any.
    pub fn is_dead(
        &mut self,
        geometry: &Geometry,
        members: &[Vec<usize>],
        present: impl Fn(usize) -> bool,
        committed: impl Fn(usize) -> Option<usize>,
    ) -> bool {
        let n = geometry.len();
        self.partner.clear();
        self.partner.resize(n, NONE);
        let mut left = [0usize; 4];
        for tiles in members {
            let mut r = 0;
            for &t in tiles {
                if !present(t) {
                    continue;
                }
                if let Some(p) = committed(t) {
                    self.join(t, p);
                } else {
                    if r < 4 {
                        left[r] = t;
                    }
                    r += 1;
                }
            }
            let stacked = |a: usize, b: usize| geometry.is_under(a, b) || geometry.is_under(b, a);
            match r {
                2 => {
                    if stacked(left[0], left[1]) {
                        return true;
                    }
                    self.join(left[0], left[1]);
                }
                4 => {
                    let [a, b, c, d] = left;
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
        // Kahn's algorithm over the merged nodes: edges go from a tile to the tiles right under it.
        self.indegree.clear();
        self.indegree.resize(n, 0);
        let mut nodes = 0usize;
        for u in 0..n {
            if !present(u) {
                continue;
            }
            let ru = self.root(u);
            if ru == u {
                nodes += 1;
            }
            for &v in geometry.below(u) {
                if present(v) {
                    let rv = self.root(v);
                    if rv == ru {
                        return true;
                    }
                    self.indegree[rv] += 1;
                }
            }
        }
        self.queue.clear();
        for u in 0..n {
            if present(u) && self.root(u) == u && self.indegree[u] == 0 {
                self.queue.push(u);
            }
        }
        let mut done = 0usize;
        while let Some(r) = self.queue.pop() {
            done += 1;
            // Both tiles of a forced pair release the tiles under them.
            let other = self.partner[r];
            for u in [r, other] {
                if u == NONE {
                    continue;
                }
                for &v in geometry.below(u) {
                    if present(v) {
                        let rv = self.root(v);
                        self.indegree[rv] -= 1;
                        if self.indegree[rv] == 0 {
                            self.queue.push(rv);
                        }
                    }
                }
            }
        }
        done < nodes
    }
}
