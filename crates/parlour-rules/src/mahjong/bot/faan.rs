//! What a hand still far from complete can hope to score: the faan within its reach, so the
//! hard player neither opens a hand that can never reach the minimum nor breaks up the tiles
//! that would get it there.

use crate::engine::tile::Face;
use crate::mahjong::hand::{Meld, MeldKind};
use crate::mahjong::tiles::{self, Counts};
use crate::mahjong::view::SeatView;

/// The most faan the hand (concealed `counts`, exposed `melds`) can plausibly reach on a win
/// from a discard, from the patterns it shows or holds the makings of: a concealed hand, value
/// pongs shown or a pair of them held, a flush in the making, all pongs or all chows so far,
/// seven pairs. A guess with the hand's present shape, not a promise: it never counts self-draw.
pub fn reachable(view: &SeatView, counts: &Counts, melds: &[Meld]) -> u8 {
    let concealed = melds.iter().all(|m| m.concealed);
    let value_faan = |face: Face| value_faan(view, face);
    let mut faan = u8::from(concealed);
    for meld in melds.iter().filter(|m| m.is_pong_or_kong()) {
        faan += value_faan(meld.face);
    }
    for (index, &held) in counts.iter().enumerate().skip(27) {
        if held >= 2 {
            faan += tiles::standard_face(index).map_or(0, value_faan);
        }
    }
    let off_suit = one_suit_but(counts, melds);
    let honours = counts[27..].iter().any(|&c| c > 0) || melds.iter().any(|m| m.face.is_honour());
    faan += match (off_suit, honours) {
        (0, false) => 7,
        (0 | 1, _) => 3,
        _ => 0,
    };
    let shape = if melds.iter().all(|m| m.is_pong_or_kong()) && pongs_in_reach(counts, melds) {
        3
    } else if melds.iter().all(|m| m.kind == MeldKind::Chow) {
        1
    } else {
        0
    };
    let pairs = counts.iter().filter(|&&c| c >= 2).count();
    let seven_pairs = if concealed && melds.is_empty() && pairs >= 5 {
        4 + u8::from(off_suit <= 1) * 3
    } else {
        0
    };
    (faan + shape).max(seven_pairs)
}

/// The faan a pong of `face` is worth to this seat: a dragon one, the seat's wind one, the
/// round's wind one (both, when they are the same wind).
fn value_faan(view: &SeatView, face: Face) -> u8 {
    if tiles::is_dragon(face) {
        return 1;
    }
    u8::from(Some(face) == tiles::wind_face(view.round_wind))
        + u8::from(Some(face) == tiles::wind_face(view.me().seat_wind))
}

/// Whether the concealed tiles hold enough pairs and pongs to finish as pongs: every set still
/// needed and the pair, one face each, from faces held two or three times (one short allowed).
fn pongs_in_reach(counts: &Counts, melds: &[Meld]) -> bool {
    let needed = 5usize.saturating_sub(melds.len().min(4));
    let doubled = counts.iter().filter(|&&c| c >= 2).count();
    doubled + 1 >= needed
}

/// Suited tiles outside the hand's main suit, exposed melds included.
pub fn one_suit_but(counts: &Counts, melds: &[Meld]) -> u32 {
    let mut per_suit = [0u32; 3];
    for meld in melds {
        if tiles::is_suited(meld.face) {
            per_suit[meld.face.index() / 9] += 3;
        }
    }
    for (i, &c) in counts.iter().enumerate().take(27) {
        per_suit[i / 9] += u32::from(c);
    }
    let total: u32 = per_suit.iter().sum();
    total - per_suit.iter().copied().max().unwrap_or(0)
}

/// Whether the open hand can still reach the minimum faan (at least one) without self-draw.
pub fn has_route(view: &SeatView, counts: &Counts, melds: &[Meld]) -> bool {
    let min = view.settings.scoring.min_faan;
    min == 0 || reachable(view, counts, melds) >= min
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tile::parse_hand;
    use crate::mahjong::table::{Table, TableSettings};

    fn counts(text: &str) -> Counts {
        tiles::counts_of(&parse_hand(text).unwrap())
    }

    fn meld(kind: MeldKind, face: &str) -> Meld {
        Meld {
            kind,
            face: face.parse().unwrap(),
            concealed: false,
        }
    }

    /// Seat 1's view (South seat wind) in the East round.
    fn view() -> SeatView {
        Table::new(3, TableSettings::default()).view_for(1)
    }

    #[test]
    fn a_concealed_hand_is_worth_a_faan_and_an_open_plain_one_nothing() {
        let view = view();
        // Concealed, and all chows so far.
        assert_eq!(reachable(&view, &counts("123m456p789s1268m"), &[]), 2);
        let open = [meld(MeldKind::Pong, "5p")];
        let rest = counts("123m789s12468m");
        assert_eq!(reachable(&view, &rest, &open), 0);
        assert!(!has_route(&view, &rest, &open));
    }

    #[test]
    fn value_pongs_and_pairs_count_and_a_double_wind_twice() {
        let view = view();
        let dragons = [meld(MeldKind::Pong, "5z")];
        assert_eq!(reachable(&view, &counts("123m789s12466z"), &dragons), 2);
        // East is the round's wind, South the seat's.
        let south = [meld(MeldKind::Pong, "2z")];
        assert_eq!(reachable(&view, &counts("123m789s12468m"), &south), 1);
        let east = [meld(MeldKind::Pong, "1z")];
        assert_eq!(reachable(&view, &counts("123m789s12468m"), &east), 1);
    }

    #[test]
    fn flushes_and_all_pongs_are_within_reach_of_the_right_shapes() {
        let view = view();
        let chow = [meld(MeldKind::Chow, "1m")];
        // One suit and honours: a half flush, a pair of red dragons, all chows so far.
        assert_eq!(reachable(&view, &counts("456789m2344m77z"), &chow), 5);
        // One suit only: a full flush.
        assert_eq!(reachable(&view, &counts("4567899m23445m"), &chow), 8);
        let pongs = [meld(MeldKind::Pong, "3p"), meld(MeldKind::Pong, "8s")];
        assert_eq!(reachable(&view, &counts("11m22p55s"), &pongs), 3);
        let min_three = TableSettings {
            scoring: crate::mahjong::scoring::ScoringRules {
                min_faan: 3,
                ..Default::default()
            },
            ..Default::default()
        };
        let mut strict = view.clone();
        strict.settings = min_three;
        assert!(has_route(&strict, &counts("11m22p55s"), &pongs));
        assert!(!has_route(
            &strict,
            &counts("123m789s12466z"),
            &[meld(MeldKind::Pong, "5z")]
        ));
    }
}
