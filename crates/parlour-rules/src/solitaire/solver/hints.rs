//! Hints: the free matching pairs whose removal keeps a position solvable.

use std::sync::atomic::AtomicBool;

use super::{Hints, Solver, Verdict};

impl Solver {
    /// Every pair of free matching tiles, heaviest first.
    fn available_pairs(&self) -> Vec<(usize, usize)> {
        let free = self.free_tiles();
        let mut moves: Vec<(u32, usize, usize)> = Vec::new();
        for (k, &a) in free.iter().enumerate() {
            for &b in &free[k + 1..] {
                if self.group[a] == self.group[b] {
                    moves.push((self.weight[a] + self.weight[b], a, b));
                }
            }
        }
        moves.sort_by_key(|m| std::cmp::Reverse(m.0));
        moves.into_iter().map(|(_, a, b)| (a, b)).collect()
    }

    /// Free matching pairs of the position after whose removal it stays solvable.
    pub fn hints(&mut self, removed: &[bool], stop: &AtomicBool) -> Hints {
        let verdict = self.solve(removed, stop);
        let Verdict::Solvable(solution) = &verdict else {
            return Hints {
                verdict,
                pairs: Vec::new(),
                complete: true,
            };
        };
        let mut pairs: Vec<(usize, usize)> = solution.first().copied().into_iter().collect();
        let mut complete = true;
        self.load(removed);
        let mut candidates = self.available_pairs();
        candidates.retain(|p| !pairs.contains(p) && !pairs.contains(&(p.1, p.0)));
        let mut after = removed.to_vec();
        for (a, b) in candidates {
            after[a] = true;
            after[b] = true;
            match self.solve(&after, stop) {
                Verdict::Solvable(_) => pairs.push((a, b)),
                Verdict::Unsolvable => {}
                Verdict::Unknown => {
                    complete = false;
                    break;
                }
            }
            after[a] = false;
            after[b] = false;
        }
        Hints {
            verdict,
            pairs,
            complete,
        }
    }
}
