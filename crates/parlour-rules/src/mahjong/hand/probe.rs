//! [`Probe`]: one hand asked many one-face-changed shanten questions (the computer players weigh
//! every discard and draw this way).

use super::{HandRules, ORPHAN_MASK, ORPHANS, shanten_from, special_deficiency};
use crate::mahjong::suit_tables::{
    GroupCosts, costs_of_group, deficiency_with, group_costs, others_combined,
};
use crate::mahjong::tiles::Counts;
use crate::mahjong::words::FaceKinds;

/// A hand prepared for many shanten questions that each change one face, as when weighing
/// discards or draws: only the changed face's group is looked up again and met with the other
/// groups combined beforehand, and the seven-pairs and orphans counts are updated, not recounted.
#[derive(Clone, Debug)]
pub struct Probe {
    counts: Counts,
    groups: GroupCosts,
    others: GroupCosts,
    melds: u8,
    rules: HandRules,
    /// Faces held once and twice or more, overall and among the thirteen orphans.
    kinds: FaceKinds,
    /// Orphan faces held twice or more (`kinds` only says whether there is one).
    orphan_pairs: u8,
}

impl Probe {
    /// Prepares `counts` (at most four of a face) with `melds` exposed melds.
    pub fn new(counts: &Counts, melds: u8, rules: HandRules) -> Self {
        let groups = group_costs(counts);
        Self {
            counts: *counts,
            others: others_combined(&groups),
            groups,
            melds,
            rules,
            kinds: FaceKinds::of(counts),
            orphan_pairs: ORPHANS.iter().filter(|&&i| counts[i] >= 2).count() as u8,
        }
    }

    /// The shanten of the hand itself, as [`shanten`](super::shanten).
    pub fn shanten(&self) -> i8 {
        shanten_from(&self.counts, &self.groups, self.melds, self.rules)
    }

    /// The shanten with one more of face `index`, or `None` when the hand holds four of it
    /// already (or `index` is no standard face).
    pub fn with_one_more(&self, index: usize) -> Option<i8> {
        self.changed(index, true)
    }

    /// The shanten with one fewer of face `index`, or `None` when the hand holds none.
    pub fn with_one_fewer(&self, index: usize) -> Option<i8> {
        self.changed(index, false)
    }

    fn changed(&self, index: usize, add: bool) -> Option<i8> {
        let mut hand = self.counts;
        let count = hand.get_mut(index)?;
        let before = *count;
        if add {
            if before >= 4 {
                return None;
            }
            *count += 1;
        } else {
            *count = before.checked_sub(1)?;
        }
        let after = *count;
        let group = (index / 9).min(3);
        let need = 4u8.saturating_sub(self.melds);
        let mut best = deficiency_with(&costs_of_group(&hand, group), &self.others[group], need);
        if self.melds == 0 {
            // A count crossing 1 changes the faces held; crossing 2 the pairs.
            let shift = |n: u8, least: u8| -> u8 {
                match (before >= least, after >= least) {
                    (false, true) => n + 1,
                    (true, false) => n - 1,
                    _ => n,
                }
            };
            let mut kinds = self.kinds;
            kinds.kinds = shift(kinds.kinds, 1);
            kinds.pairs = shift(kinds.pairs, 2);
            if ORPHAN_MASK >> index & 1 == 1 {
                kinds.orphan_kinds = shift(kinds.orphan_kinds, 1);
                kinds.orphan_pair = shift(self.orphan_pairs, 2) > 0;
            }
            best = best.min(special_deficiency(kinds, self.rules));
        }
        Some(best as i8 - 1)
    }
}
