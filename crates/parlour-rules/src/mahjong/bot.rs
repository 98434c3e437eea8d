//! Computer players. A bot decides from a [`SeatView`] only, so it sees no more than a person.
//!
//! Discards go by shanten, then by tile acceptance (how many unseen tiles would improve the
//! hand); the hard bot also defends against an opponent who looks ready, judging each tile by
//! the waits still possible on it, and keeps lone value honours for their faan. Decisions are deterministic: the easy bot's randomness comes from the
//! view itself, so replaying a game replays the bots.

use super::claims::{self, Claim};
use super::hand::{self, HandRules};
use super::table::Move;
use super::tiles::{self, Counts};
use super::view::{PhaseView, PublicSeat, SeatView};
use crate::engine::deal::rng_for;
use crate::engine::tile::{Face, Suit};
use rand::Rng;
use serde::{Deserialize, Serialize};

/// How well a computer player plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Difficulty {
    /// Lowers its shanten, breaks ties at random, claims whatever helps.
    Easy,
    /// Adds tile acceptance and claims only melds that keep a faan in reach.
    #[default]
    Medium,
    /// Adds defence against a seat that looks ready and keeps lone value honours.
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
            let claim = choose_claim(view, *tile, options, difficulty);
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
fn is_value(view: &SeatView, face: Face) -> bool {
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
    /// How likely the tile wins a ready-looking seat its hand (hard bot only; higher is worse).
    danger: u32,
    isolation: u32,
}

fn choose_discard(view: &SeatView, difficulty: Difficulty) -> Option<Face> {
    let counts = view.concealed_counts();
    let melds = melds_of(view);
    let rules = rules_of(view);
    let seen = view.seen_counts();
    let threats = ready_looking_seats(view);
    let hard = difficulty == Difficulty::Hard;
    // Copies this seat can account for: seen on the table or held. The rest may be anywhere.
    let mut visible = seen;
    for (slot, &held) in visible.iter_mut().zip(&counts) {
        *slot = slot.saturating_add(held);
    }
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
            danger: if hard {
                danger(view, face, &threats, &visible)
            } else {
                0
            },
            isolation: if hard {
                isolation_valued(view, &counts, &seen, index)
            } else {
                isolation(&counts, index)
            },
        });
    }
    let best_shanten = candidates.iter().map(|c| c.shanten).min()?;
    if difficulty != Difficulty::Easy {
        // Acceptance is the costly part: only the discards that keep the best shanten need it.
        for candidate in candidates.iter_mut().filter(|c| c.shanten == best_shanten) {
            let mut rest = counts;
            rest[candidate.face.index()] -= 1;
            candidate.acceptance = hand::acceptance(&rest, melds, rules, &seen).tiles;
        }
    }
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
    if hard {
        return choose_hard(&candidates, best_shanten, !threats.is_empty());
    }
    let key = |c: &Candidate| (-i32::from(c.shanten), c.acceptance, c.isolation);
    candidates.iter().max_by_key(|c| key(c)).map(|c| c.face)
}

/// The hard bot's pick. Against a seat that looks ready it folds (the least dangerous tile
/// first) while its own hand is two or more steps from ready; closer, it pushes, but a
/// dangerous tile must buy real acceptance to be thrown. (Folding one step away as well, late
/// in the hand, did no better in self-play.)
fn choose_hard(candidates: &[Candidate], best_shanten: i8, threatened: bool) -> Option<Face> {
    let fold = threatened && best_shanten >= 2;
    let key = |c: &Candidate| {
        let shanten = -i32::from(c.shanten);
        let danger = c.danger as i32;
        if fold {
            (-danger, shanten, c.acceptance as i32, c.isolation as i32)
        } else {
            let worth = c.acceptance as i32 * 2 - danger * 3;
            (shanten, worth, c.isolation as i32, -danger)
        }
    };
    candidates.iter().max_by_key(|c| key(c)).map(|c| c.face)
}
/// Seats (other than this one) that look ready: three or more melds exposed, or two late in
/// the hand.
pub fn ready_looking_seats(view: &SeatView) -> Vec<u8> {
    (0..4u8)
        .filter(|&s| s != view.seat)
        .filter(|&s| {
            let melds = view.seats[s as usize].melds.len();
            melds >= 3 || (melds >= 2 && view.wall_left < 40)
        })
        .collect()
}

/// How likely throwing `face` completes the hand of one of the `threats` (0 impossible, higher
/// worse), from the copies this seat cannot account for (`visible`: seen on the table or held).
/// A seat waits on a face as a pair (it holds one copy), a pong (two copies) or a chow (the two
/// neighbours), so each shape counts only while the copies it needs may still be out. A seat
/// whose melds all lie in one numbered suit is after a flush and rarely waits in another, and a
/// seat that threw the face itself is not waiting on it (it would have kept it).
fn danger(view: &SeatView, face: Face, threats: &[u8], visible: &Counts) -> u32 {
    let index = face.index();
    let out = |i: usize| 4u8.saturating_sub(visible.get(i).copied().unwrap_or(4));
    // Pair and pong waits on the face itself: the thrown copy is counted in `visible`.
    let same = match out(index) {
        0 => 0,
        1 => 1,
        _ => 3,
    };
    let mut chows = 0;
    if tiles::is_suited(face) {
        let rank = (index % 9) as isize;
        let base = index - index % 9;
        let open = |d: isize| (0..9).contains(&(rank + d)) && out(base + (rank + d) as usize) > 0;
        for (a, b) in [(-2, -1), (-1, 1), (1, 2)] {
            if open(a) && open(b) {
                chows += 2;
            }
        }
    }
    let mut worst = 0;
    for &threat in threats {
        let public = &view.seats[threat as usize % 4];
        let mut risk = same + chows;
        if let Some(suit) = flush_suit(public)
            && tiles::is_suited(face)
            && face.suit() != suit
        {
            risk /= 4;
        }
        if public.discards.contains(&face) {
            risk = risk.min(1);
        }
        worst = worst.max(risk);
    }
    worst
}

/// The numbered suit of a seat's exposed melds when there are at least two and all of them
/// (honours aside) lie in that suit: the look of a flush.
fn flush_suit(public: &PublicSeat) -> Option<Suit> {
    let mut suits = public
        .melds
        .iter()
        .filter(|m| tiles::is_suited(m.face))
        .map(|m| m.face.suit());
    let first = suits.next()?;
    (public.melds.len() >= 2 && suits.all(|s| s == first)).then_some(first)
}

/// [`isolation`] weighed by value, for the hard bot: a lone value honour (a dragon, the seat's
/// or the round's wind) is kept like a pair while its pong, worth a faan, is still possible (at
/// most one copy gone); a lone honour worth nothing goes first, the sooner the more of its
/// copies are gone. In self-play this, more than defence, is what lifts the hard bot.
fn isolation_valued(view: &SeatView, counts: &Counts, seen: &Counts, index: usize) -> u32 {
    let plain = isolation(counts, index);
    match tiles::standard_face(index) {
        Some(face) if face.is_honour() && counts[index] == 1 => {
            let gone = u32::from(seen[index]);
            if is_value(view, face) && gone < 2 {
                0
            } else {
                plain + 1 + gone
            }
        }
        _ => plain,
    }
}

/// How alone a tile is in the hand (higher is more alone, so better to throw).
fn isolation(counts: &Counts, index: usize) -> u32 {
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
