//! The hard computer player: speed from [`plan::Outlook`], safety from [`danger`].
//!
//! Each discard is worth its chance to win (from the turns the hand would still need against
//! the turns left in the wall, counting the unseen copies of every improving tile) times the
//! points that win should bring, less the danger of the tile to the seats that look ready
//! times what dealing in costs. A hand two or more steps from ready against a seat that likely
//! is ready folds: it throws its safest tiles. A claim is made when the hand after the claim
//! (and its discard) is worth more than the hand that lets the tile go, and only while the
//! opened hand can still reach the minimum faan.

use super::danger::{self, Threat};
use super::faan;
use super::plan::{HOPELESS, Outlook, Prospect};
use super::{is_value, isolation};
use crate::engine::tile::Face;
use crate::mahjong::claims::{self, Claim};
use crate::mahjong::hand::{Meld, MeldKind, Probe};
use crate::mahjong::tiles::{self, Counts, STANDARD_FACES};
use crate::mahjong::view::SeatView;

/// What dealing in costs, in units of a discard's worth, on top of the chance of winning the
/// hand it throws away: the extra payment of the one who dealt in.
const DEAL_IN_COST: f32 = 1.0;
/// How much of that cost a hand that pushes on weighs (self-play: 0 won the most hands, but
/// 0.5 dealt in a sixth less for the same hands won and points within noise).
const PUSH_CAUTION: f32 = 0.5;
/// How likely ready some seat must look for a hand two or more steps from ready to fold.
const FOLD_READY: f32 = 0.5;
/// How much a folding hand still minds its own shape (its offence against a unit of danger):
/// enough to break ties between equally safe tiles.
const FOLD_SHAPE: f32 = 0.02;

/// One discard the hard player weighs.
#[derive(Clone, Copy, Debug)]
pub struct Weighed {
    /// The tile.
    pub face: Face,
    /// Steps from ready after throwing it.
    pub shanten: i8,
    /// Where the hand is headed after throwing it.
    pub prospect: Prospect,
    /// Its danger to the seats that look ready (see [`danger::danger`]).
    pub danger: f32,
    /// The seat the danger comes from most (this seat when none).
    pub threat_seat: u8,
    /// The worth: winning chance times points, less the weighted danger.
    pub worth: f32,
}

/// Every discard weighed, best first.
pub fn weigh_discards(view: &SeatView) -> Vec<Weighed> {
    let counts = view.concealed_counts();
    let melds = &view.me().melds;
    let rules = view.settings.scoring.hand;
    let probe = Probe::new(&counts, melds.len().min(4) as u8, rules);
    let outlook = Outlook::new(view, &counts);
    let threats = danger::threats(view);
    let visible = visible_to(view, &counts);
    let shanten_of = |i: usize| probe.with_one_fewer(i);
    let best = (0..STANDARD_FACES)
        .filter_map(shanten_of)
        .min()
        .unwrap_or(8);
    // Folding gives up the hand: far from ready against a seat that likely is, every tile is
    // weighed by its danger. Otherwise only the tiles that keep the hand as close to ready.
    let fold = folding(best, &threats);
    let mut weighed = Vec::new();
    for index in 0..STANDARD_FACES {
        let (Some(shanten), Some(face)) = (shanten_of(index), tiles::standard_face(index)) else {
            continue;
        };
        if shanten > best && !fold {
            continue;
        }
        let mut rest = counts;
        rest[index] -= 1;
        let mut prospect = outlook.prospect(&rest, melds);
        prospect.turns += keep_bonus(view, &counts, index);
        let (danger, threat_seat) = danger::danger(view, face, &threats, &visible);
        weighed.push(Weighed {
            face,
            shanten,
            prospect,
            danger,
            threat_seat,
            worth: outlook.worth(prospect),
        });
    }
    // Dealing in costs a payment and the chance this hand had: pushing, a tile's offence is
    // lowered by its danger times that cost, so a tile that threatens to end the hand must
    // buy real progress.
    let at_stake = weighed.iter().map(|w| w.worth).fold(0.0, f32::max);
    for w in &mut weighed {
        w.worth = if fold {
            w.worth * FOLD_SHAPE - w.danger
        } else {
            w.worth - PUSH_CAUTION * w.danger * (DEAL_IN_COST + at_stake)
        };
    }
    weighed.sort_by(|a, b| {
        b.worth
            .total_cmp(&a.worth)
            .then(isolation(&counts, b.face.index()).cmp(&isolation(&counts, a.face.index())))
            .then(a.face.cmp(&b.face))
    });
    weighed
}

/// Copies this seat can account for: seen on the table or held.
fn visible_to(view: &SeatView, counts: &Counts) -> Counts {
    let mut visible = view.seen_counts();
    for (slot, &held) in visible.iter_mut().zip(counts) {
        *slot = slot.saturating_add(held);
    }
    visible
}

/// Turns added for throwing face `index`: a lone value honour (a dragon, the seat's or the
/// round's wind) is worth keeping while its pong, a faan, is still possible, and a worthless
/// lone honour is better gone early.
fn keep_bonus(view: &SeatView, counts: &Counts, index: usize) -> f32 {
    let Some(face) = tiles::standard_face(index) else {
        return 0.0;
    };
    if !face.is_honour() || counts[index] != 1 {
        return 0.0;
    }
    let gone = view.seen_counts()[index];
    // Without a minimum faan an open hand needs no value pong: a lone honour is just slow.
    let weight = if view.settings.scoring.min_faan == 0 {
        0.0
    } else {
        1.0
    };
    if is_value(view, face) && gone < 2 {
        1.5 * weight
    } else {
        -0.5 * weight
    }
}

/// The hard player's discard.
pub fn choose_discard(view: &SeatView) -> Option<Face> {
    weigh_discards(view).first().map(|w| w.face)
}

/// The hard player's answer to a claim window: the claim whose hand is worth the most, when
/// it is worth more than the hand that lets the tile go (self-play: asking for a tenth more
/// claimed too little, and both hands won and points fell).
pub fn choose_claim(view: &SeatView, tile: Face, options: &[Claim]) -> Option<Claim> {
    let counts = view.concealed_counts();
    let melds = &view.me().melds;
    let outlook = Outlook::new(view, &counts);
    let now = outlook.worth(outlook.prospect(&counts, melds));
    let mut best: Option<(f32, Claim)> = None;
    for &claim in options {
        let mut after = counts;
        for face in claims::tiles_used(claim, tile) {
            let slot = &mut after[face.index()];
            *slot = slot.saturating_sub(1);
        }
        let mut opened: Vec<Meld> = melds.clone();
        opened.push(claimed_meld(claim, tile));
        if !faan::has_route(view, &after, &opened) {
            continue;
        }
        let worth = outlook.worth(best_discard(&outlook, &after, &opened));
        let wanted = worth > now;
        if wanted && best.is_none_or(|(w, _)| worth > w) {
            best = Some((worth, claim));
        }
    }
    best.map(|(_, claim)| claim)
}

/// The meld a claim makes.
fn claimed_meld(claim: Claim, tile: Face) -> Meld {
    let (kind, face) = match claim {
        Claim::Kong => (MeldKind::Kong, tile),
        Claim::Chow { lowest } => (MeldKind::Chow, lowest),
        _ => (MeldKind::Pong, tile),
    };
    Meld {
        kind,
        face,
        concealed: false,
    }
}

/// The best prospect of the claimed hand `after` once it has thrown a tile (a kong draws a
/// replacement instead: the hand as it is).
fn best_discard(outlook: &Outlook, after: &Counts, opened: &[Meld]) -> Prospect {
    let total: u32 = after.iter().map(|&c| u32::from(c)).sum();
    let waiting = 13 - 3 * opened.len().min(4) as u32;
    if total == waiting {
        return outlook.prospect(after, opened);
    }
    let mut best = Prospect {
        turns: HOPELESS,
        points: 0.0,
    };
    for index in 0..STANDARD_FACES {
        if after[index] == 0 {
            continue;
        }
        let mut rest = *after;
        rest[index] -= 1;
        let next = outlook.prospect(&rest, opened);
        if outlook.worth(next) > outlook.worth(best) {
            best = next;
        }
    }
    best
}

/// How likely ready a seat must look for the hint to warn of it.
const WARN_READY: f32 = 0.4;

/// What the hint says of a discard's danger.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Warning {
    /// The seat that looks ready and most likely wins on the tile.
    pub seat: u8,
    /// How likely that seat is ready (0 to 1).
    pub ready: f32,
    /// The chance the tile wins some seat its hand (0 to 1).
    pub deal_in: f32,
}

/// The warning that goes with throwing `face`, when some seat looks ready.
pub fn warning(view: &SeatView, face: Face) -> Option<Warning> {
    let visible = visible_to(view, &view.concealed_counts());
    let threats = danger::threats(view);
    let (deal_in, _) = danger::danger(view, face, &threats, &visible);
    threats
        .iter()
        .filter(|t| t.ready >= WARN_READY)
        .max_by(|a, b| {
            let part = |t: &Threat| t.ready * danger::tile_risk(view, face, t, &visible);
            part(a)
                .total_cmp(&part(b))
                .then(a.ready.total_cmp(&b.ready))
        })
        .map(|t| Warning {
            seat: t.seat,
            ready: t.ready,
            deal_in,
        })
}

/// Whether the hard player gives up this hand for safety: two or more steps from ready while
/// some seat likely is.
pub fn folds(view: &SeatView) -> bool {
    let counts = view.concealed_counts();
    let probe = Probe::new(
        &counts,
        view.me().melds.len().min(4) as u8,
        view.settings.scoring.hand,
    );
    let best = (0..STANDARD_FACES)
        .filter_map(|i| probe.with_one_fewer(i))
        .min()
        .unwrap_or(8);
    folding(best, &danger::threats(view))
}

fn folding(best: i8, threats: &[Threat]) -> bool {
    best >= 2 && threats.iter().any(|t| t.ready >= FOLD_READY)
}
