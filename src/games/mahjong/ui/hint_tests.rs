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
