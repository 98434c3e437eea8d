//! The danger model on constructed tables.

use super::*;
use crate::mahjong::hand::{Meld, MeldKind};
use crate::mahjong::table::{DiscardEvent, Table, TableSettings};

fn face(text: &str) -> Face {
    text.parse().unwrap()
}

fn pong(text: &str) -> Meld {
    Meld {
        kind: MeldKind::Pong,
        face: face(text),
        concealed: false,
    }
}

/// Filler discards of the seats other than the threat: tiles far from the ones the tests ask
/// about.
const FILLER: [&str; 4] = ["9m", "9p", "9s", "1m"];

/// Seat 0's view of a table where seat 2 has shown `pongs` and thrown `thrown`, one tile a
/// turn, while seats 1, 3 and 0 threw filler. Nothing else is visible.
fn table_with_threat(pongs: &[&str], thrown: &[&str]) -> SeatView {
    let mut view = Table::new(11, TableSettings::default()).view_for(0);
    view.hand.clear();
    view.drawn = None;
    for seat in &mut view.seats {
        seat.melds.clear();
        seat.discards.clear();
    }
    view.discard_log.clear();
    view.seats[2].melds = pongs.iter().map(|p| pong(p)).collect();
    for (turn, &tile) in thrown.iter().enumerate() {
        for seat in [1u8, 2, 3, 0] {
            let face = if seat == 2 {
                face(tile)
            } else {
                face(FILLER[turn % 4])
            };
            view.seats[usize::from(seat)].discards.push(face);
            view.discard_log.push(DiscardEvent {
                seat,
                face,
                drawn: false,
            });
        }
    }
    view.wall_left = 120 - 4 * thrown.len();
    view
}

fn threat_of(view: &SeatView, seat: u8) -> Threat {
    threats(view).into_iter().find(|t| t.seat == seat).unwrap()
}

/// A long pond for the threat: honours and ends early, then middle tiles.
const LONG_POND: [&str; 10] = ["1z", "2z", "9m", "1p", "3z", "9s", "4m", "5p", "6m", "2s"];

/// A pond of twos and eights: neither the ends a hand sheds first nor the middle tiles it
/// builds on, so only the number of turns says anything.
const PLAIN_POND: [&str; 12] = [
    "2m", "8p", "2s", "8m", "2p", "8s", "2m", "8p", "2s", "8m", "2p", "8s",
];

#[test]
fn three_pongs_and_a_long_pond_read_as_ready_and_an_early_closed_hand_does_not() {
    let view = table_with_threat(&["1z", "5p", "7s"], &LONG_POND);
    let found = threats(&view);
    assert_eq!(
        found[0].seat, 2,
        "the seat with three pongs is the first threat"
    );
    assert!(found[0].ready >= 0.6, "{found:?}");
    let early = table_with_threat(&[], &LONG_POND[..3]);
    assert!(threat_of(&early, 2).ready < 0.1, "{:?}", threats(&early));
}

#[test]
fn a_seat_grows_more_likely_ready_turn_by_turn_and_meld_by_meld() {
    let mut last = 0.0;
    for turns in 3..=PLAIN_POND.len() {
        let ready = threat_of(&table_with_threat(&[], &PLAIN_POND[..turns]), 2).ready;
        assert!(ready > last, "{turns} discards: {ready} after {last}");
        last = ready;
    }
    let mut last = 0.0;
    for melds in 0..=3 {
        let pongs = &["1z", "5p", "7s"][..melds];
        let ready = threat_of(&table_with_threat(pongs, &LONG_POND[..6]), 2).ready;
        assert!(ready > last, "{melds} melds: {ready} after {last}");
        last = ready;
    }
}

#[test]
fn a_tile_the_threatening_seat_discarded_is_rated_safe_against_it() {
    let view = table_with_threat(&["1z", "5p", "7s"], &["4m", "3z", "8p", "2s", "6m", "7p"]);
    let threat = threat_of(&view, 2);
    let seen = view.seen_counts();
    let thrown = tile_risk(&view, face("4m"), &threat, &seen);
    let live = tile_risk(&view, face("4s"), &threat, &seen);
    assert!(thrown < 0.02, "{thrown}");
    assert!(live > 5.0 * thrown, "{live} against {thrown}");
    let (total, seat) = danger(&view, face("4s"), &threats(&view), &seen);
    assert_eq!(seat, 2);
    assert!(total > danger(&view, face("4m"), &threats(&view), &seen).0);
}

#[test]
fn a_fourth_visible_copy_is_safer_than_a_live_one() {
    let view = table_with_threat(&["1z", "5p", "7s"], &["2m", "8p", "6s", "3z"]);
    let threat = threat_of(&view, 2);
    let mut seen = view.seen_counts();
    let live_dragon = tile_risk(&view, face("6z"), &threat, &seen);
    let live_middle = tile_risk(&view, face("5m"), &threat, &seen);
    seen[face("6z").index()] = 4;
    seen[face("5m").index()] = 4;
    // No copy out: nobody can hold a pair of the dragon, and no run passes through it.
    assert_eq!(tile_risk(&view, face("6z"), &threat, &seen), 0.0);
    assert!(live_dragon > 0.0);
    // The middle tile can still finish a run, but no pair or pong.
    let last_copy = tile_risk(&view, face("5m"), &threat, &seen);
    assert!(
        0.0 < last_copy && last_copy < live_middle,
        "{last_copy} against {live_middle}"
    );
}

#[test]
fn fewer_copies_out_and_fewer_runs_around_it_make_a_tile_safer() {
    let view = table_with_threat(&["1z", "5p", "7s"], &["2m", "8p", "6s", "3z"]);
    let threat = threat_of(&view, 2);
    let mut seen = view.seen_counts();
    // This seat holds the copy it would throw.
    seen[face("5m").index()] = 1;
    let mut last = tile_risk(&view, face("5m"), &threat, &seen);
    for visible in 2..=3 {
        seen[face("5m").index()] = visible;
        let risk = tile_risk(&view, face("5m"), &threat, &seen);
        assert!(risk < last, "{visible} seen: {risk} after {last}");
        last = risk;
    }
    // The 4 and 6 all seen: runs 3-4-5, 4-5-6 and 5-6-7 cannot be waited on.
    let open = tile_risk(&view, face("5m"), &threat, &seen);
    seen[face("4m").index()] = 4;
    seen[face("6m").index()] = 4;
    assert!(tile_risk(&view, face("5m"), &threat, &seen) < open);
}

#[test]
fn a_tile_that_passed_the_threat_since_its_last_discard_cannot_win_it() {
    let mut view = table_with_threat(&["1z", "5p", "7s"], &["2m", "8p", "3z", "6p"]);
    // After seat 2's last discard, seat 3 threw the 5 of bamboo and seat 2 let it go.
    view.discard_log.push(DiscardEvent {
        seat: 3,
        face: face("5s"),
        drawn: false,
    });
    let threat = threat_of(&view, 2);
    let seen = view.seen_counts();
    assert_eq!(tile_risk(&view, face("5s"), &threat, &seen), 0.0);
    assert!(tile_risk(&view, face("5m"), &threat, &seen) > 0.05);
}

#[test]
fn a_change_of_pace_raises_the_reading_of_a_closed_hand() {
    let steady = table_with_threat(&[], &LONG_POND[..8]);
    let mut paced = steady.clone();
    for event in paced
        .discard_log
        .iter_mut()
        .rev()
        .filter(|e| e.seat == 2)
        .take(3)
    {
        event.drawn = true;
    }
    let before = threat_of(&steady, 2).ready;
    let after = threat_of(&paced, 2).ready;
    assert!(after > before, "{before} -> {after}");
}

#[test]
fn a_seat_collecting_one_suit_is_read_so_and_safer_in_the_others() {
    let view = table_with_threat(&["2p", "6p"], &["1m", "5s", "7m", "2s", "9m"]);
    let threat = threat_of(&view, 2);
    assert_eq!(threat.flush, Some(Suit::Dots));
    let seen = view.seen_counts();
    assert!(
        tile_risk(&view, face("4s"), &threat, &seen) < tile_risk(&view, face("4p"), &threat, &seen)
    );
    // From discards alone: eight or more, none of the dots.
    let by_discards = table_with_threat(&[], &["1m", "5s", "7m", "2s", "9m", "3s", "4m", "8s"]);
    assert_eq!(threat_of(&by_discards, 2).flush, Some(Suit::Dots));
}

#[test]
fn the_combined_danger_is_at_least_the_worst_single_threat() {
    let mut view = table_with_threat(&["1z", "5p", "7s"], &LONG_POND);
    view.seats[1].melds = vec![pong("2z"), pong("3p")];
    let seen = view.seen_counts();
    let found = threats(&view);
    let (total, _) = danger(&view, face("5m"), &found, &seen);
    for threat in &found {
        let part = threat.ready * tile_risk(&view, face("5m"), threat, &seen);
        assert!(total >= part - 1e-6, "{total} < {part}");
    }
    assert!(total <= 1.0);
}
