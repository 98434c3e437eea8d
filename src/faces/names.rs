//! The names of tiles and cards in the player's language, for screen readers, tooltips and
//! messages ("Queen of spades", "3 of dots", "Red dragon"). The rules crate keeps English
//! names for the command line; the window says these.

use crate::i18n::Language;
use crate::t;
use parlour_rules::engine::card::{Card, CardSuit};
use parlour_rules::engine::tile::{Face, Suit};

/// A card's name: "Queen of spades".
pub fn card_name(card: Card) -> String {
    remembered(Named::Card(card), || {
        let suit = card_suit_key(card.suit);
        match card.rank {
            1 => t!("card-ace", suit = suit),
            11 => t!("card-jack", suit = suit),
            12 => t!("card-queen", suit = suit),
            13 => t!("card-king", suit = suit),
            n => t!("card-number", rank = i64::from(n), suit = suit),
        }
    })
}

/// What [`remembered`] keeps names of.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Named {
    Card(Card),
    Tile(Face),
}

thread_local! {
    /// Card and tile names already made, by language: every card and tile on the board is named
    /// in every frame (its accessible name), and formatting a Fluent message for each was a
    /// share of a card game's frame in the browser. At most 7 languages x (52 cards + 42 faces).
    static NAMES: std::cell::RefCell<std::collections::HashMap<(Language, Named), String>> =
        std::cell::RefCell::new(std::collections::HashMap::new());
}

/// The name of `what` in this thread's language, made by `make` the first time only.
fn remembered(what: Named, make: impl FnOnce() -> String) -> String {
    let key = (crate::i18n::language(), what);
    if let Some(name) = NAMES.with(|names| names.borrow().get(&key).cloned()) {
        return name;
    }
    let name = make();
    NAMES.with(|names| names.borrow_mut().insert(key, name.clone()));
    name
}

/// The key a card message selects its suit by (`clubs`, ...), the same in every language.
fn card_suit_key(suit: CardSuit) -> &'static str {
    match suit {
        CardSuit::Clubs => "clubs",
        CardSuit::Diamonds => "diamonds",
        CardSuit::Hearts => "hearts",
        CardSuit::Spades => "spades",
    }
}

/// A suit's name on its own, plural ("hearts"), as in "hearts foundation".
pub fn card_suit_name(suit: CardSuit) -> String {
    t!("card-suit", suit = card_suit_key(suit))
}

/// A Mahjong tile's name: "3 of dots", "East wind", "Plum flower".
pub fn tile_name(face: Face) -> String {
    remembered(Named::Tile(face), || {
        let rank = i64::from(face.rank());
        match face.suit() {
            Suit::Characters => t!("tile-characters", rank = rank),
            Suit::Dots => t!("tile-dots", rank = rank),
            Suit::Bamboo => t!("tile-bamboo", rank = rank),
            Suit::Honours => t!("tile-honour", rank = rank),
            Suit::Bonus => t!("tile-bonus", rank = rank),
        }
    })
}

/// A Mahjong suit's name ("dots"), as in "Chow 3-4-5 of dots".
pub fn tile_suit_name(suit: Suit) -> String {
    let key = match suit {
        Suit::Characters => "characters",
        Suit::Dots => "dots",
        Suit::Bamboo => "bamboo",
        Suit::Honours => "honours",
        Suit::Bonus => "bonus",
    };
    t!("tile-suit", suit = key)
}

/// A card back's name ("Lattice", "My picture").
pub fn back_name(back: crate::faces::CardBack) -> String {
    use crate::faces::CardBack;
    match back {
        CardBack::Lattice => t!("back-lattice"),
        CardBack::Rosette => t!("back-rosette"),
        CardBack::Tartan => t!("back-tartan"),
        CardBack::Custom => t!("back-custom"),
    }
}

/// A Match-3 gem's name by kind ("Red ruby"), as [`crate::faces::GEMS`] lists them.
pub fn gem_name(kind: u8) -> String {
    t!("gem-name", kind = i64::from(kind))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// In English the window says what the rules crate says.
    #[test]
    fn english_names_are_the_rules_crate_s() {
        crate::i18n::set_language(crate::i18n::Language::English);
        for card in Card::deck() {
            assert_eq!(card_name(card), card.name());
        }
        for face in Face::all() {
            assert_eq!(tile_name(face), face.name());
        }
        assert_eq!(card_suit_name(CardSuit::Hearts), "hearts");
        for (kind, (name, _)) in crate::faces::GEMS.iter().enumerate() {
            assert_eq!(gem_name(kind as u8), *name);
        }
        for back in crate::faces::CardBack::ALL {
            assert_eq!(back_name(back), back.name());
        }
        assert_eq!(tile_suit_name(Suit::Dots), "dots");
    }
}
