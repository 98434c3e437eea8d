//! Offence for the hard computer player: how many turns a hand should still need to win.
//!
//! The estimate walks the hand's next steps with the copies still unseen:
//! - a ready hand wins at a rate set by its live waits; a wait that may win on a discard (the
//!   hand reaches the minimum faan without self-draw) counts for more than one that may only
//!   be drawn;
//! - a hand one step from ready waits for an improving tile, then keeps the best ready hand
//!   that tile allows, so a step towards wide, winnable waits beats one towards a single wait;
//! - two steps away, each improving tile leads to the hand one step away with the most
//!   improving tiles;
//! - further away, the improving tiles alone.
//!
//! Turns are this seat's own draws; discards by the others that could be claimed are folded
//! into the rates. A lower count is better.

use super::faan;
use crate::engine::tile::Face;
use crate::mahjong::hand::{HandRules, Meld, Probe};
use crate::mahjong::scoring::{self, WinContext};
use crate::mahjong::tiles::{self, Counts, STANDARD_FACES};
use crate::mahjong::view::SeatView;

/// How much more often a wait comes from the others' discards than from this seat's draws.
const RON_WEIGHT: f32 = 1.5;
/// Turns a hand just made 0, 1, 2, ... steps from ready is taken to need from there, when that
/// hand itself is not looked at: about what the estimate gives such hands early in a hand.
/// Each step further adds the wait for an improving tile, and a hand has fewer of those the
/// closer it gets, so the steps near ready cost the most.
const TURNS_FROM: [f32; 7] = [9.5, 18.5, 24.5, 29.0, 32.0, 35.0, 38.0];
/// The power points are raised to in a hand's worth, by the minimum faan. Winning at all also
/// spares this seat its share of another's win, so the points of a win count for less than
/// their face value. Self-play put the best balance of hands won and points near 0.3 with a
/// minimum (0.2 won more hands for fewer points, 0.4 and 0.5 fewer hands and no more points),
/// and near 0.15 without one, where every cheap open hand may win and the race is faster.
const POINTS_DAMPING: f32 = 0.3;
/// [`POINTS_DAMPING`] when any hand may win.
const POINTS_DAMPING_NO_MINIMUM: f32 = 0.15;
/// Turns added for each faan a hand far from ready cannot reach as it is shaped: it must
/// change course before it can win (self-play with a minimum of 3: 2 did best of 0, 2 and 5).
const SHORT_OF_FAAN_TURNS: f32 = 2.0;
/// The estimate for a hand that cannot move on (no live tile improves it).
pub const HOPELESS: f32 = 1_000.0;

/// Where a hand is headed: the turns it should still need and what its win should pay.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Prospect {
    /// This seat's own turns until the win (lower is better).
    pub turns: f32,
    /// The points the win should bring in, summed over the payers.
    pub points: f32,
}

impl Prospect {
    const HOPELESS: Self = Self {
        turns: HOPELESS,
        points: 0.0,
    };

    /// The chance-like worth of needing `self.turns` with `left` turns left in the wall: the
    /// share of the race this seat wins, not a probability.
    pub fn chance(self, left: f32) -> f32 {
        if self.turns >= HOPELESS {
            0.0
        } else {
            left / (left + self.turns)
        }
    }
}

/// A complete hand as the faan cache knows it: its concealed tiles and its (at most four)
/// exposed melds.
type ScoredKey = (Counts, [Option<Meld>; 4]);

fn scored_key(counts: &Counts, melds: &[Meld]) -> ScoredKey {
    let mut shown = [None; 4];
    for (slot, meld) in shown.iter_mut().zip(melds) {
        *slot = Some(*meld);
    }
    (*counts, shown)
}

/// What the estimate needs besides the hand: the unseen copies, the rules and the winds.
pub struct Outlook<'a> {
    view: &'a SeatView,
    /// Copies of each face this seat cannot account for.
    unseen: Counts,
    /// Their total, at least one.
    total: f32,
    rules: HandRules,
    min_faan: u8,
    /// This seat's turns left.
    left: f32,
    /// The power points are raised to in a hand's worth.
    damping: f32,
    /// Faan on a discard of the complete hands scored so far (scoring is the costly part), by
    /// concealed tiles and exposed melds.
    scored: std::cell::RefCell<std::collections::HashMap<ScoredKey, Option<u8>>>,
}

impl<'a> Outlook<'a> {
    /// The outlook of the seat whose view this is (`held`: its concealed tiles now).
    pub fn new(view: &'a SeatView, held: &Counts) -> Self {
        let seen = view.seen_counts();
        let mut unseen = [0u8; 34];
        for (i, slot) in unseen.iter_mut().enumerate() {
            *slot = 4u8.saturating_sub(seen[i]).saturating_sub(held[i]);
        }
        let total = unseen.iter().map(|&c| f32::from(c)).sum::<f32>().max(1.0);
        Self {
            view,
            unseen,
            total,
            rules: view.settings.scoring.hand,
            min_faan: view.settings.scoring.min_faan,
            left: (view.wall_left as f32 / 4.0).max(0.5),
            damping: if view.settings.scoring.min_faan == 0 {
                POINTS_DAMPING_NO_MINIMUM
            } else {
                POINTS_DAMPING
            },
            scored: Default::default(),
        }
    }

    /// What a prospect is worth: its chance times its points, the points damped (a fast cheap
    /// hand beats a slow rich one more often than their product says, since a hand not won
    /// also lets another seat win).
    pub fn worth(&self, prospect: Prospect) -> f32 {
        prospect.chance(self.left) * prospect.points.max(1.0).powf(self.damping)
    }

    /// Unseen copies of face `index`.
    pub fn unseen(&self, index: usize) -> u8 {
        self.unseen.get(index).copied().unwrap_or(0)
    }

    /// Where the waiting hand `counts` (13 - 3 x melds tiles) with `melds` exposed is headed.
    pub fn prospect(&self, counts: &Counts, melds: &[Meld]) -> Prospect {
        let probe = Probe::new(counts, probe_melds(melds), self.rules);
        match probe.shanten() {
            s if s < 0 => Prospect {
                turns: 0.0,
                points: self.rough_points(counts, melds),
            },
            0 => self.ready(counts, &probe, melds),
            1 => self.stepped(counts, &probe, melds, 1),
            2 => self.stepped(counts, &probe, melds, 2),
            s => self.far(counts, &probe, melds, s),
        }
    }

    /// A ready hand: one over the rate its live waits come, and their points weighed by it.
    fn ready(&self, counts: &Counts, probe: &Probe, melds: &[Meld]) -> Prospect {
        let (mut rate, mut points) = (0.0, 0.0);
        for index in 0..STANDARD_FACES {
            let live = f32::from(self.unseen(index));
            if live == 0.0 || probe.with_one_more(index).is_none_or(|s| s >= 0) {
                continue;
            }
            let mut complete = *counts;
            complete[index] += 1;
            let (by_draw, by_discard) = self.faan(&complete, melds);
            if let Some(faan) = by_draw {
                rate += live;
                points += live * 6.0 * self.base(faan);
            }
            if let Some(faan) = by_discard {
                rate += live * RON_WEIGHT;
                points += live * RON_WEIGHT * 4.0 * self.base(faan);
            }
        }
        if rate <= 0.0 {
            return Prospect::HOPELESS;
        }
        Prospect {
            turns: self.total / rate,
            points: points / rate,
        }
    }

    fn base(&self, faan: u8) -> f32 {
        self.view.settings.scoring.base_points(faan) as f32
    }

    /// The faan the complete hand `counts` wins with on a drawn tile and on a discard, each
    /// `None` below the minimum.
    fn faan(&self, counts: &Counts, melds: &[Meld]) -> (Option<u8>, Option<u8>) {
        let key = scored_key(counts, melds);
        let cached = self.scored.borrow().get(&key).copied();
        let on_discard = cached.unwrap_or_else(|| {
            let me = self.view.me();
            let ctx = WinContext {
                self_draw: false,
                seat_wind: me.seat_wind,
                round_wind: self.view.round_wind,
                bonus: me.bonus.clone(),
                bonus_in_play: self.view.settings.bonus_tiles,
                ..WinContext::default()
            };
            let faan =
                scoring::score(counts, melds, &ctx, &self.view.settings.scoring).map(|s| s.faan);
            self.scored.borrow_mut().insert(key, faan);
            faan
        });
        let limit = self.view.settings.scoring.limit_faan;
        // Self-draw adds a faan to the same reading.
        let on_draw = on_discard.map(|f| f.saturating_add(1).min(limit));
        let keep = |f: Option<u8>| f.filter(|&f| f >= self.min_faan);
        (keep(on_draw), keep(on_discard))
    }

    /// A hand `steps` (1 or 2) from ready: the wait for an improving tile, then the best hand
    /// each such tile allows.
    fn stepped(&self, counts: &Counts, probe: &Probe, melds: &[Meld], steps: i8) -> Prospect {
        let (mut improving, mut turns, mut points) = (0.0, 0.0, 0.0);
        for index in 0..STANDARD_FACES {
            let live = f32::from(self.unseen(index));
            if live == 0.0 || probe.with_one_more(index).is_none_or(|s| s >= steps) {
                continue;
            }
            let mut drawn = *counts;
            drawn[index] += 1;
            let next = self.best_after_draw(&drawn, melds, steps - 1);
            improving += live;
            turns += live * next.turns;
            points += live * next.points;
        }
        if improving <= 0.0 {
            return Prospect::HOPELESS;
        }
        Prospect {
            turns: self.total / improving + turns / improving,
            points: points / improving,
        }
    }

    /// The best the 14 - 3 x melds tiles `drawn` can do by keeping `steps` (0 or 1) from ready.
    fn best_after_draw(&self, drawn: &Counts, melds: &[Meld], steps: i8) -> Prospect {
        let probe = Probe::new(drawn, probe_melds(melds), self.rules);
        let mut best = Prospect::HOPELESS;
        for index in 0..STANDARD_FACES {
            if drawn[index] == 0 || probe.with_one_fewer(index) != Some(steps) {
                continue;
            }
            let mut kept = *drawn;
            kept[index] -= 1;
            let inner = Probe::new(&kept, probe_melds(melds), self.rules);
            let next = if steps == 0 {
                self.ready(&kept, &inner, melds)
            } else {
                self.far(&kept, &inner, melds, 1)
            };
            if self.worth(next) > self.worth(best) {
                best = next;
            }
        }
        best
    }

    /// A hand `steps` from ready, judged by its improving tiles alone, its points guessed.
    fn far(&self, counts: &Counts, probe: &Probe, melds: &[Meld], steps: i8) -> Prospect {
        let improving: u32 = (0..STANDARD_FACES)
            .filter(|&i| probe.with_one_more(i).is_some_and(|s| s < steps))
            .map(|i| u32::from(self.unseen(i)))
            .sum();
        if improving == 0 {
            return Prospect::HOPELESS;
        }
        // A hand that cannot reach the minimum faan as it is shaped must change course first.
        let short = self
            .min_faan
            .saturating_sub(faan::reachable(self.view, counts, melds));
        Prospect {
            turns: self.total / improving as f32
                + turns_from(steps - 1)
                + f32::from(short) * SHORT_OF_FAAN_TURNS,
            points: self.rough_points(counts, melds),
        }
    }

    /// A guess at what a hand far from ready will pay: the faan it shows or can count on (a
    /// concealed hand, value pongs shown, value pairs held, a flush in the making), then the
    /// average of a win on a discard and on a draw.
    fn rough_points(&self, counts: &Counts, melds: &[Meld]) -> f32 {
        let is_value = |face: Face| super::is_value(self.view, face);
        let mut faan = 0.4;
        if melds.iter().all(|m| m.concealed) {
            faan += 1.0;
        }
        faan += melds
            .iter()
            .filter(|m| m.is_pong_or_kong() && is_value(m.face))
            .count() as f32;
        for (index, &held) in counts.iter().enumerate().skip(27) {
            if held >= 2 && tiles::standard_face(index).is_some_and(is_value) {
                faan += if held >= 3 { 1.0 } else { 0.5 };
            }
        }
        if faan::one_suit_but(counts, melds) <= 1 {
            faan += 2.5;
        }
        let faan = faan.max(f32::from(self.min_faan));
        4.5 * faan.exp2()
    }
}

fn turns_from(steps: i8) -> f32 {
    let last = TURNS_FROM.len() - 1;
    TURNS_FROM[usize::try_from(steps).unwrap_or(0).min(last)]
}

fn probe_melds(melds: &[Meld]) -> u8 {
    melds.len().min(4) as u8
}

#[cfg(test)]
mod tests;
