//! Unit tests of the Klondike rules, deals and helpers.

use crate::engine::card::{Card, CardSuit};
use crate::engine::history::Rules;
use crate::klondike::assist::{
    auto_finish_moves, best_destination, can_auto_finish, hint, is_safe_to_foundation,
    safe_foundation_moves,
};
use crate::klondike::deal::{DealError, deal, from_solvitaire_json, to_solvitaire};
use crate::klondike::rules::{Klondike, KlondikeError, Move, Options, Passes, Pile, Place};
use crate::klondike::scoring::Scoring;

fn c(text: &str) -> Card {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

fn cards(texts: &str) -> Vec<Card> {
    texts.split_whitespace().map(c).collect()
}

fn pile(down: &str, up: &str) -> Pile {
    let mut cards_ = cards(down);
    let face_down = cards_.len();
    cards_.extend(cards(up));
    Pile {
        cards: cards_,
        face_down,
    }
}

/// A small game: the given piles (padded to 7), stock and foundations; other cards are ignored
/// (these tests check rules, not card conservation).
fn game(piles: Vec<Pile>, stock: &str, foundations: [u8; 4], options: Options) -> Klondike {
    let mut tableau = piles;
    tableau.resize(usize::from(options.piles), Pile::default());
    let mut g = Klondike::from_parts(options, tableau, cards(stock));
    g.foundations = foundations;
    g
}

fn check_refused(g: &Klondike, mv: Move, expected: KlondikeError) {
    let mut after = g.clone();
    assert_eq!(after.apply(&mv), Err(expected), "{mv}");
    assert_eq!(&after, g, "a refused move changed the state");
}

#[test]
fn numbered_deals_are_reproducible_and_complete() {
    for piles in 6..=9u8 {
        let options = Options {
            piles,
            ..Options::default()
        };
        let a = deal(42, options);
        assert_eq!(a, deal(42, options));
        assert_ne!(a, deal(43, options));
        assert_eq!(a.tableau.len(), usize::from(piles));
        let n = usize::from(piles);
        assert_eq!(a.stock.len(), 52 - n * (n + 1) / 2);
        for (i, p) in a.tableau.iter().enumerate() {
            assert_eq!(p.cards.len(), i + 1);
            assert_eq!(p.face_down, i);
        }
        let mut all = a.all_cards();
        all.sort();
        assert_eq!(all, Card::deck().collect::<Vec<_>>().tap_sort());
    }
}

trait TapSort {
    fn tap_sort(self) -> Self;
}

impl TapSort for Vec<Card> {
    fn tap_sort(mut self) -> Self {
        self.sort();
        self
    }
}

#[test]
fn dealing_draws_up_to_three_and_recycles_in_order() {
    let options = Options {
        draw: 3,
        ..Options::default()
    };
    let mut g = game(vec![], "AC 2C 3C 4C", [0; 4], options);
    g.apply(&Move::Deal).unwrap_or_else(|e| panic!("{e}"));
    // The stock's last card is dealt first, so the waste ends with the fourth from the end.
    assert_eq!(g.waste, cards("4C 3C 2C"));
    assert_eq!(g.waste_top(), Some(c("2C")));
    g.apply(&Move::Deal).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(g.waste, cards("4C 3C 2C AC"));
    check_refused(&g, Move::Deal, KlondikeError::EmptyStock);
    g.apply(&Move::Recycle).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(g.stock, cards("AC 2C 3C 4C"));
    assert_eq!(g.recycles, 1);
    check_refused(&g, Move::Recycle, KlondikeError::StockNotEmpty);
}

#[test]
fn pass_limits_stop_recycling() {
    for (passes, recycles) in [(Passes::One, 0), (Passes::Three, 2), (Passes::Unlimited, 5)] {
        let options = Options {
            passes,
            ..Options::default()
        };
        let mut g = game(vec![], "AC", [0; 4], options);
        for _ in 0..recycles {
            g.apply(&Move::Deal).unwrap_or_else(|e| panic!("{e}"));
            g.apply(&Move::Recycle).unwrap_or_else(|e| panic!("{e}"));
        }
        g.apply(&Move::Deal).unwrap_or_else(|e| panic!("{e}"));
        if passes == Passes::Unlimited {
            assert!(g.can_recycle());
        } else {
            check_refused(&g, Move::Recycle, KlondikeError::NoPassesLeft);
            assert_eq!(g.stock_click(), None);
        }
    }
}

#[test]
fn tableau_builds_down_in_alternating_colours_and_kings_fill_empty_piles() {
    let g = game(
        vec![
            pile("", "9H"),
            pile("3C", "8S"),
            pile("", "8D"),
            pile("", "KD"),
            Pile::default(),
        ],
        "",
        [0; 4],
        Options::default(),
    );
    let mut ok = g.clone();
    ok.apply(&Move::TableauToTableau {
        from: 1,
        count: 1,
        to: 0,
    })
    .unwrap_or_else(|e| panic!("{e}"));
    // The exposed card turns up as part of the move.
    assert_eq!(ok.tableau[1].face_down, 0);
    assert_eq!(ok.tableau[0].cards, cards("9H 8S"));
    check_refused(
        &g,
        Move::TableauToTableau {
            from: 2,
            count: 1,
            to: 0,
        },
        KlondikeError::DoesNotFit {
            card: c("8D"),
            target: "9H".into(),
        },
    );
    check_refused(
        &g,
        Move::TableauToTableau {
            from: 0,
            count: 1,
            to: 4,
        },
        KlondikeError::KingOnly(c("9H")),
    );
    let mut king = g.clone();
    king.apply(&Move::TableauToTableau {
        from: 3,
        count: 1,
        to: 4,
    })
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(king.tableau[3].cards.is_empty());
    check_refused(
        &g,
        Move::TableauToTableau {
            from: 0,
            count: 1,
            to: 0,
        },
        KlondikeError::SamePile,
    );
    check_refused(
        &g,
        Move::TableauToTableau {
            from: 1,
            count: 2,
            to: 0,
        },
        KlondikeError::NotARun { pile: 2, count: 2 },
    );
    check_refused(
        &g,
        Move::TableauToFoundation { from: 9 },
        KlondikeError::NoSuchPile(10),
    );
}

#[test]
fn runs_move_together_only_when_they_are_runs() {
    let g = game(
        vec![pile("AD", "10S 9H 8C"), pile("", "JH"), pile("", "JD 9C")],
        "",
        [0; 4],
        Options::default(),
    );
    let mut ok = g.clone();
    ok.apply(&Move::TableauToTableau {
        from: 0,
        count: 3,
        to: 1,
    })
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(ok.tableau[1].cards, cards("JH 10S 9H 8C"));
    assert_eq!(ok.tableau[0].face_down, 0);
    // JD 9C is face up but not a run.
    check_refused(
        &g,
        Move::TableauToTableau {
            from: 2,
            count: 2,
            to: 1,
        },
        KlondikeError::NotARun { pile: 3, count: 2 },
    );
}

#[test]
fn foundations_build_by_suit_from_the_ace_and_give_cards_back() {
    let g = game(
        vec![pile("5C", "2H"), pile("", "AH"), pile("", "3S")],
        "",
        [0, 0, 0, 1],
        Options::default(),
    );
    check_refused(
        &g,
        Move::TableauToFoundation { from: 0 },
        KlondikeError::NotNextOnFoundation(c("2H")),
    );
    let mut up = g.clone();
    up.apply(&Move::TableauToFoundation { from: 1 })
        .unwrap_or_else(|e| panic!("{e}"));
    up.apply(&Move::TableauToFoundation { from: 0 })
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(up.foundation_top(CardSuit::Hearts), Some(c("2H")));
    assert_eq!(up.tableau[0].face_down, 0, "the 5C under the 2H turned up");
    up.apply(&Move::FoundationToTableau {
        suit: CardSuit::Hearts,
        to: 2,
    })
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(up.tableau[2].cards, cards("3S 2H"));
    check_refused(
        &up,
        Move::FoundationToTableau {
            suit: CardSuit::Clubs,
            to: 2,
        },
        KlondikeError::EmptyFoundation("clubs"),
    );
}

#[test]
fn waste_moves() {
    let mut g = game(vec![pile("", "2C")], "AS AC", [0; 4], Options::default());
    check_refused(&g, Move::WasteToFoundation, KlondikeError::EmptyWaste);
    g.apply(&Move::Deal).unwrap_or_else(|e| panic!("{e}"));
    g.apply(&Move::WasteToFoundation)
        .unwrap_or_else(|e| panic!("{e}"));
    g.apply(&Move::Deal).unwrap_or_else(|e| panic!("{e}"));
    check_refused(
        &g,
        Move::WasteToTableau { to: 0 },
        KlondikeError::DoesNotFit {
            card: c("AS"),
            target: "2C".into(),
        },
    );
    assert!(g.legal_moves().contains(&Move::WasteToFoundation));
}

#[test]
fn standard_scoring_follows_the_moves() {
    let options = Options {
        scoring: Scoring::Standard,
        ..Options::default()
    };
    let mut g = game(
        vec![pile("9D", "AS"), pile("", "3H")],
        "2S",
        [0; 4],
        options,
    );
    g.apply(&Move::TableauToFoundation { from: 0 })
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(g.score, 15, "+10 to the foundation, +5 for the card turned");
    g.apply(&Move::Deal).unwrap_or_else(|e| panic!("{e}"));
    g.apply(&Move::WasteToTableau { to: 1 })
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(g.score, 20);
    let vegas = deal(
        1,
        Options {
            scoring: Scoring::Vegas,
            ..Options::default()
        },
    );
    assert_eq!(vegas.score, -52);
}

#[test]
fn move_notation_round_trips() {
    let moves = [
        Move::Deal,
        Move::Recycle,
        Move::WasteToTableau { to: 2 },
        Move::WasteToFoundation,
        Move::TableauToFoundation { from: 6 },
        Move::TableauToTableau {
            from: 0,
            count: 3,
            to: 8,
        },
        Move::FoundationToTableau {
            suit: CardSuit::Hearts,
            to: 1,
        },
    ];
    for mv in moves {
        assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
    }
    for bad in ["", "t0>f", "w>t", "x>y", "fX>t1", "t1>t2"] {
        assert!(bad.parse::<Move>().is_err(), "{bad}");
    }
}

const FIRST_DEAL: &str = r#"{"tableau piles":[["9D"],["4c","AS"],["Qd","10d","JC"],["9s","Js","8s","6D"],["6s","8h","5h","8d","JH"],["3d","3c","8c","7h","9h","AH"],["2h","5d","Kd","7s","2c","Kh","JD"]],"stock":["6H","KS","10C","QH","AC","2S","4H","QC","QS","3S","AD","5C","2D","4D","KC","7C","4S","9C","5S","7D","10H","3H","6C","10S"],"waste":[],"foundation":[[],[],[],[]]}"#;

#[test]
fn solvitaire_deals_import_and_export() {
    let g = from_solvitaire_json(FIRST_DEAL, Options::default()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(g.tableau[1].cards, cards("4C AS"));
    assert_eq!(g.tableau[1].face_down, 1);
    assert_eq!(g.tableau[6].face_down, 6);
    // Cards are dealt from the end of the stock array.
    let mut dealt = g.clone();
    dealt.apply(&Move::Deal).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(dealt.waste_top(), Some(c("10S")));
    let back = to_solvitaire(&g);
    assert_eq!(back.tableau_piles[2], vec!["Qd", "10d", "JC"]);
    let again = from_solvitaire_json(
        &serde_json::to_string(&back).unwrap_or_default(),
        Options::default(),
    );
    assert_eq!(again, Ok(g));
}

#[test]
fn bad_solvitaire_deals_are_refused_with_reasons() {
    let dup = FIRST_DEAL.replace("\"10S\"", "\"9D\"");
    assert_eq!(
        from_solvitaire_json(&dup, Options::default()),
        Err(DealError::Duplicate(c("9D")))
    );
    let bad_card = FIRST_DEAL.replace("\"10S\"", "\"ZS\"");
    assert!(matches!(
        from_solvitaire_json(&bad_card, Options::default()),
        Err(DealError::BadCard { .. })
    ));
    let down_on_up = FIRST_DEAL.replace("[\"4c\",\"AS\"]", "[\"4C\",\"as\"]");
    assert_eq!(
        from_solvitaire_json(&down_on_up, Options::default()),
        Err(DealError::FaceDownOnFaceUp(2))
    );
    assert!(matches!(
        from_solvitaire_json("{}", Options::default()),
        Err(DealError::Json(_))
    ));
}

#[test]
fn safe_cards_are_aces_twos_and_cards_nothing_needs() {
    let check = |found: [u8; 4], card: &str, safe: bool| {
        assert_eq!(
            is_safe_to_foundation(&found, c(card)),
            safe,
            "{card} on {found:?}"
        );
    };
    check([0, 0, 0, 0], "AH", true);
    check([1, 0, 0, 0], "2C", true);
    check([2, 1, 1, 0], "3C", false); // the black 3 may hold a red 2
    check([2, 2, 2, 1], "3C", true);
    check([2, 2, 2, 0], "3C", false); // the spade ace is not up yet
    check([2, 2, 2, 1], "4C", false); // not next
}

#[test]
fn safe_foundation_moves_chain() {
    let g = game(
        vec![pile("", "2H AS"), pile("", "AH"), pile("", "3C")],
        "",
        [0; 4],
        Options::default(),
    );
    let moves = safe_foundation_moves(&g);
    // The 2H waits for its ace; the 3C is not safe while the red twos can still need it.
    assert_eq!(
        moves,
        vec![
            Move::TableauToFoundation { from: 0 },
            Move::TableauToFoundation { from: 1 },
            Move::TableauToFoundation { from: 0 },
        ]
    );
}

#[test]
fn best_destination_prefers_foundation_then_piles() {
    let g = game(
        vec![
            pile("", "AS"),
            pile("", "10H 9C"),
            pile("", "10D"),
            Pile::default(),
            pile("4D", "KS"),
        ],
        "",
        [0; 4],
        Options::default(),
    );
    assert_eq!(
        best_destination(&g, Place::Tableau { pile: 0, index: 0 }),
        Some(Move::TableauToFoundation { from: 0 })
    );
    assert_eq!(
        best_destination(&g, Place::Tableau { pile: 1, index: 1 }),
        Some(Move::TableauToTableau {
            from: 1,
            count: 1,
            to: 2
        })
    );
    assert_eq!(
        best_destination(&g, Place::Tableau { pile: 4, index: 1 }),
        Some(Move::TableauToTableau {
            from: 4,
            count: 1,
            to: 3
        })
    );
    assert_eq!(
        best_destination(&g, Place::Tableau { pile: 1, index: 0 }),
        None
    );
    assert_eq!(best_destination(&g, Place::Waste), None);
}

#[test]
fn auto_finish_and_hint() {
    let mut g = game(
        vec![pile("", "2S AH"), pile("", "2H AS")],
        "",
        [13, 13, 0, 0],
        Options::default(),
    );
    g.stock = cards("3H 3S 4H 4S 5H 5S 6H 6S 7H 7S 8H 8S 9H 9S 10H 10S JH JS QH QS KH KS");
    assert!(can_auto_finish(&g));
    let moves = auto_finish_moves(&g).unwrap_or_default();
    let mut won = g.clone();
    for mv in &moves {
        won.apply(mv).unwrap_or_else(|e| panic!("{e}"));
    }
    assert!(won.is_won());
    assert_eq!(hint(&g), Some(Move::TableauToFoundation { from: 0 }));
    let hidden = game(vec![pile("AC", "KD")], "", [0; 4], Options::default());
    assert!(!can_auto_finish(&hidden));
    // The king moves to the empty pile to turn the ace.
    assert_eq!(
        hint(&hidden),
        Some(Move::TableauToTableau {
            from: 0,
            count: 1,
            to: 1
        })
    );
    let stuck = game(vec![pile("", "KD")], "", [0; 4], Options::default());
    assert_eq!(hint(&stuck), None);
}
