//! The turns estimate on constructed hands.

use super::*;
use crate::engine::tile::parse_hand;
use crate::mahjong::table::{Table, TableSettings};

fn counts(text: &str) -> Counts {
    tiles::counts_of(&parse_hand(text).unwrap())
}

fn quiet_view() -> SeatView {
    let mut view = Table::new(3, TableSettings::default()).view_for(0);
    for seat in &mut view.seats {
        seat.melds.clear();
        seat.discards.clear();
    }
    view.discard_log.clear();
    view
}

#[test]
fn a_wide_wait_needs_fewer_turns_than_a_single_one() {
    let view = quiet_view();
    let wide = counts("123m456p789s2345m");
    let single = counts("123m456p789s1z2345m");
    let outlook = Outlook::new(&view, &wide);
    let wide_turns = outlook.prospect(&counts("123m456p789s3456m"), &[]).turns;
    let outlook = Outlook::new(&view, &single);
    let single_turns = outlook.prospect(&counts("123m456p789s1z111m"), &[]).turns;
    assert!(wide_turns < single_turns, "{wide_turns} vs {single_turns}");
}

#[test]
fn closer_to_ready_needs_fewer_turns() {
    let view = quiet_view();
    let ready = counts("123m456p789s3456m");
    let one_away = counts("123m456p789s3469m");
    let two_away = counts("123m456p79s13469m");
    let turns = |hand: &Counts| Outlook::new(&view, hand).prospect(hand, &[]).turns;
    assert!(turns(&ready) < turns(&one_away));
    assert!(turns(&one_away) < turns(&two_away));
}

#[test]
fn a_wait_whose_copies_are_all_seen_is_hopeless() {
    let mut view = quiet_view();
    // Waiting on the east wind alone.
    let hand = counts("123m456p789s234m1z");
    let live = Outlook::new(&view, &hand).prospect(&hand, &[]).turns;
    assert!(live < HOPELESS);
    // The three other copies in a discard pile.
    view.seats[1].discards = parse_hand("111z").unwrap();
    let dead = Outlook::new(&view, &hand).prospect(&hand, &[]).turns;
    assert_eq!(dead, HOPELESS, "{live}");
}

#[test]
fn an_open_hand_without_faan_waits_on_its_own_draw_only() {
    let view = quiet_view();
    let pong = Meld {
        kind: crate::mahjong::hand::MeldKind::Pong,
        face: "5p".parse().unwrap(),
        concealed: false,
    };
    let chow = Meld {
        kind: crate::mahjong::hand::MeldKind::Chow,
        face: "1s".parse().unwrap(),
        concealed: false,
    };
    // 5p pong + 123s chow + 456m + 78m + 99p: waits 6m/9m, no faan on a discard.
    let plain = counts("45678m99p");
    // The same with a pong of red dragons instead of the 5p: a faan shown.
    let red = Meld {
        kind: crate::mahjong::hand::MeldKind::Pong,
        face: "5z".parse().unwrap(),
        concealed: false,
    };
    let outlook = Outlook::new(&view, &plain);
    let without = outlook.prospect(&plain, &[pong, chow]).turns;
    let with = outlook.prospect(&plain, &[red, chow]).turns;
    assert!(with < without, "{with} vs {without}");
    assert!(!super::super::faan::has_route(
        &view,
        &counts("45678m99p"),
        &[pong, chow]
    ));
    assert!(super::super::faan::has_route(
        &view,
        &counts("45678m99p"),
        &[red, chow]
    ));
}
