//! Computer players. A bot decides from a [`SeatView`] only, so it sees no more than a person.
//!
//! Easy and Medium discard by shanten, Medium then by tile acceptance (how many unseen tiles
//! would improve the hand); Hard (`hard.rs`) weighs every discard's chance and value against
//! its danger. Decisions are deterministic: the easy bot's randomness comes from the view
//! itself, so replaying a game replays the bots.

use super::claims::{self, Claim};
use super::hand::{self, HandRules};
use super::table::Move;
use super::tiles::{self, Counts};
use super::view::{PhaseView, SeatView};
use crate::engine::deal::rng_for;
use crate::engine::tile::Face;
use rand::Rng;
use serde::{Deserialize, Serialize};

pub mod danger;
mod faan;
mod hard;
mod plan;

pub use hard::{Warning, Weighed, folds, warning, weigh_discards};

/// How well a computer player plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Difficulty {
    /// Lowers its shanten, breaks ties at random, claims whatever helps.
    Easy,
    /// Adds tile acceptance and claims only melds that keep a faan in reach.
    #[default]
    Medium,
    /// Weighs each discard by the turns its hand should still need and what its win should
    /// pay, claims when the claim pays, reads who looks ready and folds against them when far
    /// from ready.
    Hard,
}

/// The computer players' names by seat, the same at every table (proper names, not translated).
/// At a single-player table seat 0 is the player's, so its name is used only online or on the
/// LAN when a computer player ends up there.
pub const NAMES: [&str; 4] = ["Yan", "Mei", "Kenji", "Lin"];

/// The bot's move for the seat of `view`, or `None` when that seat has nothing to do.
pub fn decide(view: &SeatView, difficulty: Difficulty) -> Option<Move> {
    let seat = view.seat;
    match &view.phase {
        PhaseView::Turn {
            seat: on_turn,
            can_win,
            kongs,
        } if *on_turn == seat => {
            if *can_win {
                return Some(Move::Win { seat });
            }
            if let Some(&face) = kongs
                .iter()
                .find(|&&f| kong_keeps_shape(view, f, difficulty))
            {
                return Some(Move::DeclareKong { seat, face });
            }
            choose_discard(view, difficulty).map(|face| Move::Discard { seat, face })
        }
        PhaseView::Claims {
            options,
            answered: false,
            tile,
            ..
        } if !options.is_empty() => {
            if options.contains(&Claim::Win) {
                return Some(Move::Claim {
                    seat,
                    claim: Claim::Win,
                });
            }
            let claim = if difficulty == Difficulty::Hard {
                hard::choose_claim(view, *tile, options)
            } else {
                choose_claim(view, *tile, options, difficulty)
            };
            Some(claim.map_or(Move::Pass { seat }, |claim| Move::Claim { seat, claim }))
        }
        _ => None,
    }
}

fn rules_of(view: &SeatView) -> HandRules {
    view.settings.scoring.hand
}

fn melds_of(view: &SeatView) -> u8 {
    view.me().melds.len().min(4) as u8
}

/// Whether a kong leaves the hand no further from winning.
fn kong_keeps_shape(view: &SeatView, face: Face, difficulty: Difficulty) -> bool {
    if difficulty == Difficulty::Easy {
        return true;
    }
    let counts = view.concealed_counts();
    let melds = melds_of(view);
    let before = hand::shanten(&counts, melds, rules_of(view));
    let mut after = counts;
    let held = after[face.index()];
    after[face.index()] = 0;
    let melds_after = if held == 4 { melds + 1 } else { melds };
    hand::shanten(&after, melds_after, rules_of(view)) <= before
}

/// A value tile: a dragon, or the seat's or the round's wind. Its pong is worth a faan.
pub(super) fn is_value(view: &SeatView, face: Face) -> bool {
    tiles::is_dragon(face)
        || Some(face) == tiles::wind_face(view.round_wind)
        || Some(face) == tiles::wind_face(view.me().seat_wind)
}

/// Whether the exposed melds already carry a faan (a value pong), so opening more is safe with
/// a minimum faan in force.
fn has_open_faan(view: &SeatView) -> bool {
    view.me()
        .melds
        .iter()
        .any(|m| m.is_pong_or_kong() && is_value(view, m.face))
}

fn choose_claim(
    view: &SeatView,
    tile: Face,
    options: &[Claim],
    difficulty: Difficulty,
) -> Option<Claim> {
    let counts = view.concealed_counts();
    let melds = melds_of(view);
    let rules = rules_of(view);
    let now = hand::shanten(&counts, melds, rules);
    let faan_ok = view.settings.scoring.min_faan == 0 || has_open_faan(view);
    let mut best: Option<(i8, Claim)> = None;
    for &claim in options {
        let allowed = difficulty == Difficulty::Easy
            || faan_ok
            || (claim.priority() == 2 && is_value(view, tile));
        if !allowed {
            continue;
        }
        let mut after = counts;
        for face in claims::tiles_used(claim, tile) {
            let slot = &mut after[face.index()];
            *slot = slot.saturating_sub(1);
        }
        let shanten = hand::shanten(&after, melds + 1, rules);
        let better = match claim {
            Claim::Kong => shanten <= now,
            _ => shanten < now,
        };
        if better && best.is_none_or(|(s, _)| shanten < s) {
            best = Some((shanten, claim));
        }
    }
    best.map(|(_, claim)| claim)
}

/// A candidate discard and what keeping the rest is worth.
struct Candidate {
    face: Face,
    shanten: i8,
    acceptance: u32,
    isolation: u32,
}

fn choose_discard(view: &SeatView, difficulty: Difficulty) -> Option<Face> {
    if difficulty == Difficulty::Hard {
        return hard::choose_discard(view);
    }
    let counts = view.concealed_counts();
    let melds = melds_of(view);
    let rules = rules_of(view);
    let seen = view.seen_counts();
    let probe = hand::Probe::new(&counts, melds, rules);
    let mut candidates = Vec::new();
    for index in 0..tiles::STANDARD_FACES {
        let Some(shanten) = probe.with_one_fewer(index) else {
            continue;
        };
        let Some(face) = tiles::standard_face(index) else {
            continue;
        };
        candidates.push(Candidate {
            face,
            shanten,
            acceptance: 0,
            isolation: isolation(&counts, index),
        });
    }
    let best_shanten = candidates.iter().map(|c| c.shanten).min()?;
    if difficulty == Difficulty::Easy {
        let keep: Vec<&Candidate> = candidates
            .iter()
            .filter(|c| c.shanten == best_shanten)
            .collect();
        let mut rng = rng_for(
            "mahjong-bot",
            u64::from(view.hand_no) << 16 | (view.wall_left as u64) << 2 | u64::from(view.seat),
        );
        let pick = rng.random_range(0..keep.len().max(1));
        return keep.get(pick).map(|c| c.face);
    }
    // Acceptance is the costly part: only the discards that keep the best shanten need it.
    for candidate in candidates.iter_mut().filter(|c| c.shanten == best_shanten) {
        let mut rest = counts;
        rest[candidate.face.index()] -= 1;
        candidate.acceptance = hand::acceptance(&rest, melds, rules, &seen).tiles;
    }
    let key = |c: &Candidate| (-i32::from(c.shanten), c.acceptance, c.isolation);
    candidates.iter().max_by_key(|c| key(c)).map(|c| c.face)
}

/// How alone a tile is in the hand (higher is more alone, so better to throw).
pub(super) fn isolation(counts: &Counts, index: usize) -> u32 {
    if counts[index] >= 2 {
        return 0;
    }
    if index >= 27 {
        return 3;
    }
    let rank = index % 9;
    let near = |d: isize| -> bool {
        let r = rank as isize + d;
        (0..9).contains(&r) && counts[(index as isize + d) as usize] > 0
    };
    let neighbours = [-2, -1, 1, 2].iter().filter(|&&d| near(d)).count() as u32;
    let edge = u32::from(rank == 0 || rank == 8);
    (3u32.saturating_sub(neighbours)) + edge
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::history::Rules;
    use crate::mahjong::table::{Table, TableSettings};

    #[test]
    fn bots_only_make_legal_moves_through_a_hand() {
        for difficulty in [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard] {
            let mut table = Table::new(7, TableSettings::default());
            let start = table.hand_no;
            let mut steps = 0;
            while table.hand_no == start && steps < 2_000 {
                steps += 1;
                let Some(&seat) = table.waiting_for().first() else {
                    break;
                };
                let mv = decide(&table.view_for(seat), difficulty).unwrap_or(Move::Pass { seat });
                assert!(table.legal_moves(seat).contains(&mv), "{mv:?}");
                table.apply(&mv).unwrap();
            }
            assert!(table.waiting_for().is_empty(), "hand ended");
        }
    }
}
