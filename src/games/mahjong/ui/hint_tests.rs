//! The discard advice explains itself: the tiles it counts as improving the hand are exactly
//! those that lower the shanten when drawn (checked face by face with `hand::shanten`), and the
//! count is of the copies this seat has not seen.

use super::hint_for;
use parlour_rules::mahjong::hand;
use parlour_rules::mahjong::table::{Move, Table, TableSettings};

#[test]
fn the_hint_counts_the_unseen_tiles_that_bring_the_hand_nearer() {
    let mut checked = 0;
    for game in 1..=30 {
        let table = Table::new(game, TableSettings::default());
        // East deals first: on turn with a full hand before any discard.
        let view = table.view_for(0);
        let hint = hint_for(&view);
        let Some(Move::Discard { face, .. }) = hint.suggestion else {
            continue;
        };
        let rules = view.settings.scoring.hand;
        let melds = view.me().melds.len() as u8;
        let mut counts = view.concealed_counts();
        counts[face.index()] -= 1;
        let base = hand::shanten(&counts, melds, rules);
        assert_eq!(hint.shanten, base, "game {game}");
        if base < 0 {
            continue;
        }
        let seen = view.seen_counts();
        let mut faces = Vec::new();
        let mut tiles = 0u32;
        for index in 0..34 {
            if counts[index] >= 4 {
                continue;
            }
            let mut drawn = counts;
            drawn[index] += 1;
            if hand::shanten(&drawn, melds, rules) < base {
                faces.push(index);
                tiles += u32::from(
                    4u8.saturating_sub(counts[index])
                        .saturating_sub(seen[index]),
                );
            }
        }
        let claimed: Vec<usize> = hint.improving.faces.iter().map(|f| f.index()).collect();
        assert_eq!(claimed, faces, "game {game}");
        assert_eq!(hint.improving.tiles, tiles, "game {game}");
        assert!(
            tiles > 0,
            "game {game}: nothing improves a hand {base} from ready"
        );
        checked += 1;
    }
    assert!(
        checked >= 20,
        "only {checked} deals had a discard to advise"
    );
}

/// Seat 0's views on its own turn through bot-played games 1 to 40, with the table behind each.
fn own_turns() -> Vec<parlour_rules::mahjong::view::SeatView> {
    use parlour_rules::engine::history::Rules;
    use parlour_rules::mahjong::bot::{self, Difficulty};
    use parlour_rules::mahjong::table::Phase;
    use parlour_rules::mahjong::view::PhaseView;
    let mut views = Vec::new();
    for game in 1..=40 {
        let mut table = Table::new(game, TableSettings::default());
        // The first hand is enough: it reaches late turns with seats ready.
        while !matches!(table.phase, Phase::HandOver(_) | Phase::GameOver) {
            let Some(&seat) = table.waiting_for().first() else {
                break;
            };
            let view = table.view_for(seat);
            if seat == 0 && matches!(view.phase, PhaseView::Turn { seat: 0, .. }) {
                views.push(view.clone());
            }
            let mv = bot::decide(&view, Difficulty::Medium).unwrap_or(Move::Pass { seat });
            if table.apply(&mv).is_err() {
                break;
            }
        }
    }
    views
}

#[test]
fn the_hint_warns_of_a_seat_that_looks_ready_and_says_when_it_plays_safe() {
    use parlour_rules::mahjong::bot::danger;
    let (mut warned, mut quiet, mut folding) = (0, 0, 0);
    for view in own_turns() {
        let hint = hint_for(&view);
        let Some(Move::Discard { face, .. }) = hint.suggestion else {
            assert!(hint.warning.is_none() && !hint.folding);
            continue;
        };
        let likely: Vec<u8> = danger::threats(&view)
            .iter()
            .filter(|t| t.ready >= 0.4)
            .map(|t| t.seat)
            .collect();
        let text = super::overlay::hint_text(&hint, &view, None);
        match hint.warning {
            Some(warning) => {
                warned += 1;
                assert!(likely.contains(&warning.seat), "{warning:?} {likely:?}");
                assert!((0.0..=1.0).contains(&warning.deal_in), "{warning:?}");
                let ready = (warning.ready * 100.0).round();
                assert!(
                    text.contains(&format!("may be ready (about {ready} %), and this tile")),
                    "{text}"
                );
                let seat = super::pieces::seat_label(&view, None, warning.seat);
                assert!(text.contains(&seat), "{text}");
            }
            None => {
                quiet += 1;
                assert!(likely.is_empty(), "no warning with {likely:?} ready");
                assert!(!text.contains("may be ready"), "{text}");
            }
        }
        assert!(
            hint.warning.is_some() || !hint.folding,
            "folds only when warned"
        );
        if hint.folding {
            folding += 1;
            assert!(text.contains("too far from ready"), "{text}");
            assert!(hint.shanten >= 2, "{face} {text}");
        }
    }
    assert!(
        warned >= 10 && quiet >= 10 && folding >= 1,
        "{warned} {quiet} {folding}"
    );
}
