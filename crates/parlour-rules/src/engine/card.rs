//! Playing cards and their notation (`A 2-9 10 J Q K` + `C D H S`, e.g. `10H`, `QS`), and the
//! two-character notation of FreeCell players and tools (`TH` for the ten, see [`Card::short`]).

// A parser of untrusted bytes: no indexing that could panic (tests may).
#![cfg_attr(not(test), warn(clippy::indexing_slicing))]

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A card suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum CardSuit {
    /// Clubs, black.
    Clubs,
    /// Diamonds, red.
    Diamonds,
    /// Hearts, red.
    Hearts,
    /// Spades, black.
    Spades,
}

impl CardSuit {
    /// The four suits in notation order C D H S.
    pub const ALL: [CardSuit; 4] = [
        CardSuit::Clubs,
        CardSuit::Diamonds,
        CardSuit::Hearts,
        CardSuit::Spades,
    ];

    /// Whether the suit is red (diamonds and hearts).
    pub fn is_red(self) -> bool {
        matches!(self, CardSuit::Diamonds | CardSuit::Hearts)
    }

    /// The notation letter, upper case.
    pub fn letter(self) -> char {
        match self {
            CardSuit::Clubs => 'C',
            CardSuit::Diamonds => 'D',
            CardSuit::Hearts => 'H',
            CardSuit::Spades => 'S',
        }
    }

    /// The English name, plural ("hearts").
    pub fn name(self) -> &'static str {
        match self {
            CardSuit::Clubs => "clubs",
            CardSuit::Diamonds => "diamonds",
            CardSuit::Hearts => "hearts",
            CardSuit::Spades => "spades",
        }
    }

    /// Index 0..4 in notation order.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A playing card: rank 1 (ace) to 13 (king) and a suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Card {
    /// 1 = ace, 11 = jack, 12 = queen, 13 = king.
    pub rank: u8,
    /// The suit.
    pub suit: CardSuit,
}

/// Why a card could not be read from its notation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a card: write a rank (A, 2-10, J, Q, K) and a suit (C, D, H, S), like 10H")]
pub struct BadCard(pub String);

impl Card {
    /// The card of `rank` (1..=13) and `suit`, if the rank is valid.
    pub fn new(rank: u8, suit: CardSuit) -> Option<Card> {
        (1..=13).contains(&rank).then_some(Card { rank, suit })
    }

    /// The 52 cards of a full deck, suit by suit.
    pub fn deck() -> impl Iterator<Item = Card> {
        CardSuit::ALL
            .into_iter()
            .flat_map(|suit| (1..=13).map(move |rank| Card { rank, suit }))
    }

    /// Index 0..52 (suit-major).
    pub fn index(self) -> usize {
        self.suit.index() * 13 + self.rank as usize - 1
    }

    /// Whether the card is red.
    pub fn is_red(self) -> bool {
        self.suit.is_red()
    }

    /// The rank as written: A, 2-10, J, Q, K.
    pub fn rank_text(self) -> &'static str {
        const RANKS: [&str; 13] = [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ];
        // Ranks are 1-13 by construction (`Card::new`); anything else reads as "?".
        RANKS
            .get((self.rank as usize).wrapping_sub(1))
            .copied()
            .unwrap_or("?")
    }

    /// The card in two characters, the ten written `T`: `AH`, `TD`, `KS` (the notation of
    /// FreeCell players and of tools such as fc-solve).
    pub fn short(self) -> String {
        const RANKS: [char; 13] = [
            'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K',
        ];
        let rank = RANKS
            .get((self.rank as usize).wrapping_sub(1))
            .copied()
            .unwrap_or('?');
        format!("{rank}{}", self.suit.letter())
    }

    /// Reads a card in either notation: `TD` (see [`Card::short`]) or `10D`, any case.
    pub fn parse_short(text: &str) -> Result<Card, BadCard> {
        match text.strip_prefix(['T', 't']) {
            Some(suit) if suit.len() == 1 => format!("10{suit}")
                .parse()
                .map_err(|_| BadCard(text.to_owned())),
            _ => text.parse(),
        }
    }

    /// An English name for screen readers: "Queen of spades".
    pub fn name(self) -> String {
        let rank = match self.rank {
            1 => "Ace".to_owned(),
            11 => "Jack".to_owned(),
            12 => "Queen".to_owned(),
            13 => "King".to_owned(),
            n => n.to_string(),
        };
        format!("{rank} of {}", self.suit.name())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank_text(), self.suit.letter())
    }
}

impl FromStr for Card {
    type Err = BadCard;

    /// Reads `10H`, `QS`, `AC`; the suit letter may be lower case (Solitaire JSON uses that for
    /// face-down cards; the caller decides what the case means).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || BadCard(s.to_owned());
        let Some(letter) = s.chars().last() else {
            return Err(bad());
        };
        let suit = match letter.to_ascii_uppercase() {
            'C' => CardSuit::Clubs,
            'D' => CardSuit::Diamonds,
            'H' => CardSuit::Hearts,
            'S' => CardSuit::Spades,
            _ => return Err(bad()),
        };
        let rank_text = &s[..s.len() - letter.len_utf8()];
        let rank = match rank_text.to_ascii_uppercase().as_str() {
            "A" => 1,
            "J" => 11,
            "Q" => 12,
            "K" => 13,
            n => n
                .parse::<u8>()
                .ok()
                .filter(|r| (2..=10).contains(r))
                .ok_or_else(bad)?,
        };
        Card::new(rank, suit).ok_or_else(bad)
    }
}

impl TryFrom<String> for Card {
    type Error = BadCard;

    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<Card> for String {
    fn from(card: Card) -> String {
        card.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_round_trips_through_notation() {
        for card in Card::deck() {
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        }
        assert_eq!(Card::deck().count(), 52);
    }

    #[test]
    fn the_short_notation_writes_t_for_ten_and_round_trips() {
        for card in Card::deck() {
            let short = card.short();
            assert_eq!(short.len(), 2, "{short}");
            assert_eq!(Card::parse_short(&short), Ok(card));
            assert_eq!(Card::parse_short(&card.to_string()), Ok(card));
        }
        assert_eq!(
            Card::new(10, CardSuit::Diamonds).map(Card::short),
            Some("TD".to_owned())
        );
        for text in ["T", "TX", "T10", "1H", "ZZ"] {
            assert!(Card::parse_short(text).is_err(), "{text}");
        }
    }

    #[test]
    fn lower_case_suits_parse() {
        assert_eq!(
            "10d".parse::<Card>().map(|c| c.to_string()),
            Ok("10D".to_owned())
        );
        for text in ["", "1H", "14S", "KX", "H", "é"] {
            assert!(text.parse::<Card>().is_err(), "{text}");
        }
    }
}
