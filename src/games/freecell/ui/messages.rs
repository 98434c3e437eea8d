//! What the window says when the rules refuse a move: each error of the rules crate (which
//! stays English, for the command line) as a message of the catalogs.

use crate::faces::names::card_name;
use crate::t;
use parlour_rules::freecell::rules::{FreeCellError, PositionError};

/// Why a move was refused, as one sentence for the status bar.
pub fn refusal(error: &FreeCellError) -> String {
    match error {
        FreeCellError::NoSuchColumn(column) => {
            t!("freecell-error-no-such-column", column = i64::from(*column))
        }
        FreeCellError::NoSuchCell(cell) => {
            t!("freecell-error-no-such-cell", cell = cell.to_string())
        }
        FreeCellError::EmptyColumn(column) => {
            t!("freecell-error-empty-column", column = i64::from(*column))
        }
        FreeCellError::EmptyCell(cell) => t!("freecell-error-empty-cell", cell = cell.to_string()),
        FreeCellError::CellTaken(cell) => t!("freecell-error-cell-taken", cell = cell.to_string()),
        FreeCellError::NotARun { column, count } => t!(
            "freecell-error-not-a-run",
            column = i64::from(*column),
            count = i64::from(*count)
        ),
        FreeCellError::TooManyCards { count, max } => t!(
            "freecell-error-too-many",
            count = i64::from(*count),
            max = *max as i64
        ),
        FreeCellError::DoesNotFit { card, target } => t!(
            "freecell-error-does-not-fit",
            card = card_name(*card),
            target = card_name(*target)
        ),
        FreeCellError::NotNextOnFoundation(card) => {
            t!("freecell-error-not-next", card = card_name(*card))
        }
        FreeCellError::SameColumn => t!("freecell-error-same-column"),
    }
}

/// Why a saved game cannot be resumed (shown inside the shell's banner).
pub fn bad_save(error: &PositionError) -> String {
    t!("freecell-save-bad", reason = error.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_rules::engine::card::Card;

    /// Every refusal has a message of its own in English (none falls back to the id).
    #[test]
    fn every_refusal_has_words() {
        crate::i18n::set_language(crate::i18n::Language::English);
        let card = |text: &str| Card::parse_short(text).unwrap_or_else(|_| unreachable!());
        let cases = [
            (FreeCellError::NoSuchColumn(9), "There is no column 9."),
            (FreeCellError::NoSuchCell('e'), "There is no free cell e."),
            (FreeCellError::EmptyColumn(3), "Column 3 is empty."),
            (FreeCellError::EmptyCell('b'), "Free cell b is empty."),
            (
                FreeCellError::CellTaken('a'),
                "Free cell a already holds a card.",
            ),
            (
                FreeCellError::NotARun {
                    column: 2,
                    count: 4,
                },
                "The top 4 cards of column 2 are not a run.",
            ),
            (
                FreeCellError::TooManyCards { count: 5, max: 4 },
                "5 cards cannot move at once: the free cells and empty columns allow 4.",
            ),
            (
                FreeCellError::DoesNotFit {
                    card: card("8D"),
                    target: card("9H"),
                },
                "8 of diamonds does not fit on 9 of hearts.",
            ),
            (
                FreeCellError::NotNextOnFoundation(card("3S")),
                "3 of spades is not next on its foundation.",
            ),
            (
                FreeCellError::SameColumn,
                "A column cannot move onto itself.",
            ),
        ];
        for (error, expected) in cases {
            assert_eq!(refusal(&error), expected);
        }
    }
}
