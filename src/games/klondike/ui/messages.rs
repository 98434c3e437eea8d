//! What the window says when the rules engine refuses something: each error of the rules crate
//! (which stays English, for the command line) mapped to a message of the catalogs.

use crate::t;
use parlour_rules::engine::card::CardSuit;
use parlour_rules::klondike::deal::DealError;
use parlour_rules::klondike::rules::KlondikeError;

/// The catalogs' key for a suit (`clubs`, ...), which the messages select their words by.
pub fn suit_key(suit: CardSuit) -> &'static str {
    match suit {
        CardSuit::Clubs => "clubs",
        CardSuit::Diamonds => "diamonds",
        CardSuit::Hearts => "hearts",
        CardSuit::Spades => "spades",
    }
}

/// Why a move was refused, as the player is told: one sentence, ending in its full stop. In
/// English it starts in lower case, as the rules crate's text does; see [`sentence`].
pub fn refusal(error: &KlondikeError) -> String {
    match error {
        KlondikeError::EmptyStock => t!("klondike-error-empty-stock"),
        KlondikeError::StockNotEmpty => t!("klondike-error-stock-not-empty"),
        KlondikeError::NoPassesLeft => t!("klondike-error-no-passes-left"),
        KlondikeError::EmptyWaste => t!("klondike-error-empty-waste"),
        KlondikeError::NoSuchPile(pile) => {
            t!("klondike-error-no-such-pile", pile = i64::from(*pile))
        }
        KlondikeError::EmptyPile(pile) => t!("klondike-error-empty-pile", pile = i64::from(*pile)),
        KlondikeError::NotARun { pile, count } => t!(
            "klondike-error-not-a-run",
            pile = i64::from(*pile),
            count = i64::from(*count)
        ),
        KlondikeError::DoesNotFit { card, target } => t!(
            "klondike-error-does-not-fit",
            card = card.to_string(),
            target = target.clone()
        ),
        KlondikeError::KingOnly(card) => t!("klondike-error-king-only", card = card.to_string()),
        KlondikeError::NotNextOnFoundation(card) => {
            t!("klondike-error-not-next", card = card.to_string())
        }
        // The rules crate names the suit in English; that name is also the catalogs' key.
        KlondikeError::EmptyFoundation(suit) => {
            t!("klondike-error-empty-foundation", suit = *suit)
        }
        KlondikeError::SamePile => t!("klondike-error-same-pile"),
    }
}

/// A refusal as a sentence of its own: its first letter in upper case.
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Why a saved deal cannot be resumed (shown inside the shell's banner).
pub fn bad_save(error: &DealError) -> String {
    match error {
        DealError::Duplicate(card) => {
            t!("klondike-save-duplicate-card", card = card.to_string())
        }
        DealError::CardCount(count) => t!("klondike-save-card-count", count = *count as i64),
        // check_cards reports only the two above.
        other => t!("klondike-save-bad-deal", reason = other.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_rules::engine::card::Card;

    /// In English the window says what the rules crate says, with its full stop.
    #[test]
    fn english_refusals_are_the_rules_crate_s() {
        crate::i18n::set_language(crate::i18n::Language::English);
        let card: Card = "8D".parse().unwrap_or_else(|_| unreachable!());
        let errors = [
            KlondikeError::EmptyStock,
            KlondikeError::StockNotEmpty,
            KlondikeError::NoPassesLeft,
            KlondikeError::EmptyWaste,
            KlondikeError::NoSuchPile(9),
            KlondikeError::EmptyPile(3),
            KlondikeError::NotARun { pile: 2, count: 4 },
            KlondikeError::NotARun { pile: 5, count: 1 },
            KlondikeError::DoesNotFit {
                card,
                target: "9H".into(),
            },
            KlondikeError::KingOnly(card),
            KlondikeError::NotNextOnFoundation(card),
            KlondikeError::EmptyFoundation(CardSuit::Hearts.name()),
            KlondikeError::SamePile,
        ];
        for error in errors {
            assert_eq!(refusal(&error), format!("{error}."));
        }
        assert_eq!(
            sentence(&refusal(&KlondikeError::EmptyWaste)),
            "The waste is empty."
        );
        assert_eq!(
            bad_save(&DealError::Duplicate(card)),
            "the saved deal is wrong: 8D appears twice"
        );
        assert_eq!(
            bad_save(&DealError::CardCount(51)),
            "the saved deal is wrong: the deal has 51 cards, not 52"
        );
    }
}
