//! [`Probe`]: one hand asked many one-face-changed shanten questions (the computer players weigh
//! every discard and draw this way).

use super::{HandRules, ORPHAN_MASK, ORPHANS, shanten_from};
use crate::games::mahjong::suit_tables::{
    GroupCosts, costs_of_group, deficiency_with, group_costs, others_combined,
};
use crate::games::mahjong::tiles::{Counts, STANDARD_FACES};

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
    /// Faces held, and faces held twice or more (for seven pairs).
    kinds: u8,
    pairs: u8,
    /// The same over the thirteen orphans only.
    orphan_kinds: u8,
    orphan_pairs: u8,
}

impl Probe {
    /// Prepares `counts` (at most four of a face) with `melds` exposed melds.
    pub fn new(counts: &Counts, melds: u8, rules: HandRules) -> Self {
        let groups = group_costs(counts);
        let held = |faces: &mut dyn Iterator<Item = usize>, least: u8| {
            faces.filter(|&i| counts[i] >= least).count() as u8
        };
        Self {
            counts: *counts,
            others: others_combined(&groups),
            groups,
            melds,
            rules,
            kinds: held(&mut (0..STANDARD_FACES), 1),
            pairs: held(&mut (0..STANDARD_FACES), 2),
            orphan_kinds: held(&mut ORPHANS.iter().copied(), 1),
            orphan_pairs: held(&mut ORPHANS.iter().copied(), 2),
        }
    }

    /// The shanten of the hand itself, as [`shanten`].
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
            if ORPHAN_MASK >> index & 1 == 1 {
                let kinds = shift(self.orphan_kinds, 1);
                let has_pair = shift(self.orphan_pairs, 2) > 0;
                best = best.min(14 - kinds - u8::from(has_pair));
            } else {
                best = best.min(14 - self.orphan_kinds - u8::from(self.orphan_pairs > 0));
            }
            if self.rules.seven_pairs {
                let kinds = shift(self.kinds, 1);
                let pairs = shift(self.pairs, 2);
                best = best.min(7 - pairs.min(7) + 7u8.saturating_sub(kinds));
            }
        }
        Some(best as i8 - 1)
    }
}
