//! What the window says when Spider's rules refuse something: each error of the rules crate
//! (which stays English, for the command line) mapped to a message of the catalogs.

use crate::t;
use parlour_rules::spider::deal::StateError;
use parlour_rules::spider::rules::{SpiderError, card_text};

/// Why a move was refused, as one sentence with its full stop. Columns are named by the digits
/// the keyboard and the notation use (0 to 9).
pub fn refusal(error: &SpiderError) -> String {
    match error {
        SpiderError::StockEmpty => t!("spider-error-stock-empty"),
        SpiderError::EmptyColumnBlocksDeal { column } => {
            t!(
                "spider-error-empty-column-blocks-deal",
                column = i64::from(*column)
            )
        }
        SpiderError::NoSuchColumn(column) => {
            t!("spider-error-no-such-column", column = i64::from(*column))
        }
        SpiderError::EmptyColumn(column) => {
            t!("spider-error-empty-column", column = i64::from(*column))
        }
        SpiderError::SameColumn => t!("spider-error-same-column"),
        SpiderError::NotARun { column, count } => t!(
            "spider-error-not-a-run",
            column = i64::from(*column),
            count = i64::from(*count)
        ),
        SpiderError::DoesNotFit { card, target } => t!(
            "spider-error-does-not-fit",
            card = card_text(*card),
            target = card_text(*target)
        ),
    }
}

/// Why a saved game cannot be resumed (shown inside the shell's banner).
pub fn bad_save(error: &StateError) -> String {
    t!("spider-save-bad", reason = error.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_rules::spider::rules::parse_card;

    /// In English the window says what the rules crate says, as a sentence.
    #[test]
    fn english_refusals_are_the_rules_crate_s() {
        crate::i18n::set_language(crate::i18n::Language::English);
        let card = |text| parse_card(text).unwrap_or_else(|_| unreachable!());
        let errors = [
            SpiderError::StockEmpty,
            SpiderError::EmptyColumnBlocksDeal { column: 4 },
            SpiderError::NoSuchColumn(12),
            SpiderError::EmptyColumn(3),
            SpiderError::SameColumn,
            SpiderError::NotARun {
                column: 2,
                count: 4,
            },
            SpiderError::DoesNotFit {
                card: card("8D"),
                target: card("TH"),
            },
        ];
        for error in errors {
            let english = error.to_string();
            let mut chars = english.chars();
            let first = chars.next().map(|c| c.to_uppercase().to_string());
            let expected = format!("{}{}.", first.unwrap_or_default(), chars.as_str());
            assert_eq!(refusal(&error), expected);
        }
    }
}
