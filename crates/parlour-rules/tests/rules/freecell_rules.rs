//! FreeCell's rules: Microsoft's deals against the columns `make-microsoft-freecell-board -t N`
//! (fc-solve's tool) prints, the notation, the run limit, refused moves, and property tests:
//! random legal moves keep the 52 cards, undo-all then redo-all through `History` walks the same
//! states, and the safe automatic moves only ever play safe cards.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use parlour_rules::engine::card::Card;
use parlour_rules::engine::history::{History, Rules};
use parlour_rules::freecell::assist::{
    Source, auto_finish_moves, best_destination, safe_foundation_moves,
};
use parlour_rules::freecell::deal::{DealOutOfRange, deal, ms_columns, next_deal_no};
use parlour_rules::freecell::rules::{Build, FreeCell, FreeCellError, Move, Options};
use proptest::prelude::*;

use crate::freecell_oracle::FIXTURES;

fn text_of(columns: &[Vec<Card>]) -> String {
    columns
        .iter()
        .map(|c| {
            c.iter()
                .map(|card| card.short())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn microsoft_deals_match_the_reference_tool() {
    for (deal_no, expected) in FIXTURES {
        let expected: Vec<&str> = expected.lines().map(str::trim).collect();
        let got = text_of(&ms_columns(deal_no).unwrap());
        assert_eq!(got.lines().collect::<Vec<_>>(), expected, "deal {deal_no}");
    }
}

#[test]
fn deals_are_numbered_one_to_a_million() {
    for deal_no in [0, 1_000_001, u64::MAX] {
        assert_eq!(ms_columns(deal_no), Err(DealOutOfRange(deal_no)));
    }
    assert_eq!(next_deal_no(1), 2);
    assert_eq!(next_deal_no(1_000_000), 1);
    assert_eq!(next_deal_no(0), 1);
    let game = deal(5, Options::default()).unwrap();
    assert_eq!(game.check_position(), Ok(()));
    assert_eq!(game.cells, vec![None; 4]);
    let lengths: Vec<usize> = game.columns.iter().map(Vec::len).collect();
    assert_eq!(lengths, [7, 7, 7, 7, 6, 6, 6, 6]);
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

#[test]
fn the_notation_reads_and_writes_every_kind_of_move() {
    let cases = [
        (
            "26",
            Move::ColumnToColumn {
                from: 1,
                to: 5,
                count: 1,
            },
        ),
        (
            "26x3",
            Move::ColumnToColumn {
                from: 1,
                to: 5,
                count: 3,
            },
        ),
        (
            "81x12",
            Move::ColumnToColumn {
                from: 7,
                to: 0,
                count: 12,
            },
        ),
        ("3a", Move::ColumnToCell { from: 2, cell: 0 }),
        ("8d", Move::ColumnToCell { from: 7, cell: 3 }),
        ("a5", Move::CellToColumn { cell: 0, to: 4 }),
        ("c1", Move::CellToColumn { cell: 2, to: 0 }),
        ("2h", Move::ColumnToFoundation { from: 1 }),
        ("bh", Move::CellToFoundation { cell: 1 }),
    ];
    for (text, expected) in cases {
        assert_eq!(mv(text), expected, "{text}");
        assert_eq!(expected.to_string(), text);
    }
    assert_eq!(mv("26x1").to_string(), "26");
    for bad in [
        "", "2", "9a", "2e", "h2", "ab", "ah5", "2ax2", "26x", "26x-1", "26x+1", "26x256", "é6",
    ] {
        assert!(bad.parse::<Move>().is_err(), "{bad:?}");
    }
}

/// A position from column texts and cells (`-` for an empty cell), foundations given.
fn position(columns: &[&str], cells: &str, foundations: [u8; 4], build: Build) -> FreeCell {
    let cards = |text: &str| -> Vec<Card> {
        text.split_whitespace()
            .map(|c| Card::parse_short(c).unwrap())
            .collect()
    };
    let cells: Vec<Option<Card>> = cells
        .split_whitespace()
        .map(|c| (c != "-").then(|| Card::parse_short(c).unwrap()))
        .collect();
    FreeCell {
        options: Options {
            cells: cells.len() as u8,
            build,
        },
        columns: columns.iter().map(|c| cards(c)).collect(),
        cells,
        foundations,
    }
}

#[test]
fn runs_move_as_far_as_free_cells_and_empty_columns_allow() {
    // (free cells, empty columns, into an empty column) -> the longest run.
    let cases = [
        ((4, 0, false), 5),
        ((0, 0, false), 1),
        ((2, 1, false), 6),
        ((2, 1, true), 3),
        ((1, 2, false), 8),
        ((1, 2, true), 4),
        ((0, 3, true), 4),
    ];
    for ((free, empty, to_empty), expected) in cases {
        let filled = 4 - free;
        let cells: Vec<&str> = (0..4)
            .map(|i| if i < filled { "KC" } else { "-" })
            .collect();
        let mut columns = vec!["AS"; 8 - empty];
        columns.extend(vec![""; empty]);
        let game = position(&columns, &cells.join(" "), [0; 4], Build::AlternateColours);
        assert_eq!(
            game.max_run(to_empty),
            expected,
            "{free} free, {empty} empty"
        );
    }
}

#[test]
fn refused_moves_say_why_and_change_nothing() {
    // Column 1 holds a run 9S 8H 7C; column 2 ends with 9D; column 3 ends with TH; 4 empty.
    let game = position(
        &["KD 9S 8H 7C", "QC 9D", "TH", "", "2C", "3D", "4S", "5H"],
        "QS - - -",
        [0, 1, 1, 1],
        Build::AlternateColours,
    );
    let cases: [(&str, FreeCellError); 9] = [
        (
            "12",
            FreeCellError::DoesNotFit {
                card: card("7C"),
                target: card("9D"),
            },
        ),
        (
            "13x4",
            FreeCellError::NotARun {
                column: 1,
                count: 4,
            },
        ),
        ("11", FreeCellError::SameColumn),
        ("4a", FreeCellError::EmptyColumn(4)),
        ("1a", FreeCellError::CellTaken('a')),
        ("bh", FreeCellError::EmptyCell('b')),
        ("6h", FreeCellError::NotNextOnFoundation(card("3D"))),
        ("ah", FreeCellError::NotNextOnFoundation(card("QS"))),
        (
            "a2",
            FreeCellError::DoesNotFit {
                card: card("QS"),
                target: card("9D"),
            },
        ),
    ];
    for (text, expected) in cases {
        let mut after = game.clone();
        assert_eq!(after.apply(&mv(text)), Err(expected), "{text}");
        assert_eq!(after, game, "{text} changed the game");
    }
    // Onto TH goes the run from 9S, three cards; three free cells and one empty column allow
    // eight.
    let mut after = game.clone();
    assert_eq!(after.apply(&mv("13x3")), Ok(()));
    assert_eq!(after.columns[2].len(), 4);
    // With every cell full and no empty column, only one card moves at a time.
    let full = position(
        &["KD 9S 8H 7C", "QC 9D", "TH", "6C", "2C", "3D", "4S", "5H"],
        "AC AD AH AS",
        [0; 4],
        Build::AlternateColours,
    );
    assert_eq!(
        full.clone().apply(&mv("13x3")),
        Err(FreeCellError::TooManyCards { count: 3, max: 1 })
    );
    // Baker's Game builds by suit: 8H does not go on 9S there.
    let baker = position(
        &["9S", "8H", "8S", "", "", "", "", ""],
        "- - - -",
        [13, 13, 0, 0],
        Build::SameSuit,
    );
    assert!(baker.clone().apply(&mv("21")).is_err());
    assert_eq!(baker.clone().apply(&mv("31")), Ok(()));
}

fn card(text: &str) -> Card {
    Card::parse_short(text).unwrap()
}

#[test]
fn a_click_sends_a_card_home_else_onto_a_card_else_to_an_empty_column() {
    let game = position(
        &["KD 9S 8H 7C", "QC 9D", "TH", "", "2C", "3D", "4S", "5H"],
        "QS - - -",
        [0, 1, 1, 1],
        Build::AlternateColours,
    );
    let cases = [
        (Source::Cell(0), Some("a4")),
        (
            Source::Column {
                column: 4,
                index: 0,
            },
            Some("56"),
        ),
        (
            Source::Column {
                column: 0,
                index: 1,
            },
            Some("13x3"),
        ),
        (
            Source::Column {
                column: 1,
                index: 1,
            },
            Some("24"),
        ),
        (
            Source::Column {
                column: 0,
                index: 0,
            },
            None,
        ),
        (
            Source::Column {
                column: 3,
                index: 0,
            },
            None,
        ),
    ];
    for (source, expected) in cases {
        let got = best_destination(&game, source).map(|m| m.to_string());
        assert_eq!(got.as_deref(), expected, "{source:?}");
    }
    // A card next on its foundation goes home before onto a card.
    let home = position(
        &["3H", "2C", "", "", "", "", "", ""],
        "2S",
        [1, 0, 0, 0],
        Build::AlternateColours,
    );
    let got = best_destination(
        &home,
        Source::Column {
            column: 1,
            index: 0,
        },
    );
    assert_eq!(got.map(|m| m.to_string()).as_deref(), Some("2h"));
    let got = best_destination(&home, Source::Cell(0));
    assert_eq!(got.map(|m| m.to_string()).as_deref(), Some("a1"));
}

/// Once every column runs down in rank from its bottom card, the game finishes by itself,
/// whatever the colours; one card out of order and it does not.
#[test]
fn a_game_finishes_by_itself_once_every_column_runs_down() {
    let settled = |columns: &[&str]| {
        let mut all = columns.to_vec();
        all.resize(8, "");
        position(&all, "KS - - -", [10, 10, 10, 10], Build::AlternateColours)
    };
    let game = settled(&["KC QH JS", "KD QC JD", "KH QS JC", "QD JH"]);
    let moves = auto_finish_moves(&game).unwrap();
    assert_eq!(moves.len(), 12);
    let mut played = game.clone();
    for mv in &moves {
        played.apply(mv).unwrap();
    }
    assert!(played.is_won());
    assert_eq!(
        auto_finish_moves(&settled(&["KC QH JS", "KD QC JD", "KH QS JC", "JH QD"])),
        None
    );
    assert_eq!(auto_finish_moves(&played), None);
}

fn sorted_cards(game: &FreeCell) -> Vec<Card> {
    let mut cards = game.all_cards();
    cards.sort();
    cards
}

fn options() -> impl Strategy<Value = Options> {
    (0u8..=4, any::<bool>()).prop_map(|(cells, baker)| Options {
        cells,
        build: if baker {
            Build::SameSuit
        } else {
            Build::AlternateColours
        },
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Random legal moves keep the 52 cards and every column's runs legal; undo-all then
    /// redo-all walks the same states. Every legal move also reads back from its notation.
    #[test]
    fn move_storms_conserve_cards_and_undo_redo_exactly(
        deal_no in 1u64..=1_000_000,
        options in options(),
        picks in proptest::collection::vec(any::<u16>(), 1..200),
    ) {
        let start = deal(deal_no, options).unwrap();
        let deck = sorted_cards(&start);
        prop_assert_eq!(deck.len(), 52);
        let mut history = History::new(start.clone());
        let mut states = vec![start.clone()];
        for pick in picks {
            let moves = history.state().legal_moves();
            if moves.is_empty() {
                break;
            }
            let chosen = moves[usize::from(pick) % moves.len()];
            prop_assert_eq!(chosen.to_string().parse::<Move>(), Ok(chosen));
            prop_assert!(history.apply(chosen).is_ok());
            let state = history.state();
            prop_assert_eq!(sorted_cards(state), deck.clone());
            prop_assert_eq!(state.check_position(), Ok(()));
            states.push(state.clone());
        }
        let end = history.state().clone();
        history.undo_all();
        prop_assert_eq!(history.state(), &start);
        let mut i = 0;
        while history.redo() {
            i += 1;
            prop_assert_eq!(history.state(), &states[i]);
        }
        prop_assert_eq!(history.state(), &end);
    }

    /// As the panel plays: a move and the safe moves after it as one undo step. The safe moves
    /// only send cards no card in play could go on, and leave none such behind.
    #[test]
    fn grouped_storms_with_safe_moves_undo_and_redo_exactly(
        deal_no in 1u64..=1_000_000,
        options in options(),
        picks in proptest::collection::vec(any::<u16>(), 1..120),
    ) {
        let start = deal(deal_no, options).unwrap();
        let mut history = History::new(start.clone());
        let mut states = vec![start.clone()];
        for pick in picks {
            let moves = history.state().legal_moves();
            if moves.is_empty() {
                break;
            }
            let mut after = history.state().clone();
            let chosen = moves[usize::from(pick) % moves.len()];
            after.apply(&chosen).unwrap();
            let safe = safe_foundation_moves(&after);
            for m in &safe {
                prop_assert!(m.is_to_foundation());
                let card = moving_card(&after, *m);
                prop_assert!(no_card_in_play_fits_on(&after, card), "{} was not safe", card);
                after.apply(m).unwrap();
            }
            prop_assert!(safe_foundation_moves(&after).is_empty());
            let mut group = vec![chosen];
            group.extend(safe);
            prop_assert!(history.apply_group(group).is_ok());
            prop_assert_eq!(history.state(), &after);
            states.push(after);
        }
        history.undo_all();
        prop_assert_eq!(history.state(), &start);
        let mut i = 0;
        while history.redo() {
            i += 1;
            prop_assert_eq!(history.state(), &states[i]);
        }
    }
}

fn moving_card(game: &FreeCell, m: Move) -> Card {
    match m {
        Move::ColumnToFoundation { from } => *game.columns[usize::from(from)].last().unwrap(),
        Move::CellToFoundation { cell } => game.cells[usize::from(cell)].unwrap(),
        other => panic!("{other} is not a move to a foundation"),
    }
}

/// Whether no card still in play (in a column or a cell) could ever be put on `card`: aces and
/// twos always, else every card one rank lower that fits it under the game's rule is home.
fn no_card_in_play_fits_on(game: &FreeCell, card: Card) -> bool {
    card.rank <= 2
        || Card::deck()
            .filter(|c| c.rank + 1 == card.rank && game.options.fits_on(*c, card))
            .all(|c| game.foundations[c.suit.index()] >= c.rank)
}
