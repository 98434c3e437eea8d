//! Spider's notation for the headless commands: cards as `AH`, `TD`, `KS` (rank one of
//! `A23456789TJQK`, suit one of `CDHS`), moves as `37x4` (a run of four from column 3 to column
//! 7), `37` (one card) and `deal`.
//!
//! Spider writes a ten as `T`, so every card is two characters; `engine::card` writes `10D` for
//! Klondike, which stays as it is.

// A parser of untrusted text: no indexing that could panic (tests may).
#![cfg_attr(not(test), warn(clippy::indexing_slicing))]

use super::Move;
use crate::engine::card::{Card, CardSuit};
use std::fmt;
use std::str::FromStr;

/// The rank letters, ace first.
const RANKS: &[u8; 13] = b"A23456789TJQK";

/// A card in Spider's notation: `TD`, `AS`.
pub fn card_text(card: Card) -> String {
    let rank = RANKS
        .get(usize::from(card.rank).wrapping_sub(1))
        .map_or('?', |&b| char::from(b));
    format!("{rank}{}", card.suit.letter())
}

/// Why a card could not be read from Spider's notation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a card: write a rank (A, 2-9, T, J, Q, K) and a suit (C, D, H, S), like TD")]
pub struct BadSpiderCard(pub String);

/// Reads a card in Spider's notation (`TD`, `as`: either case).
pub fn parse_card(text: &str) -> Result<Card, BadSpiderCard> {
    let bad = || BadSpiderCard(text.to_owned());
    let &[rank, suit] = text.as_bytes() else {
        return Err(bad());
    };
    let rank = RANKS
        .iter()
        .position(|&r| r == rank.to_ascii_uppercase())
        .ok_or_else(bad)?;
    let suit = CardSuit::ALL
        .into_iter()
        .find(|s| s.letter() as u32 == u32::from(suit.to_ascii_uppercase()))
        .ok_or_else(bad)?;
    Card::new(rank as u8 + 1, suit).ok_or_else(bad)
}

impl fmt::Display for Move {
    /// `deal`, `37` (one card from column 3 to 7) or `37x4` (four cards).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Deal => write!(f, "deal"),
            Move::Run { from, to, count: 1 } => write!(f, "{from}{to}"),
            Move::Run { from, to, count } => write!(f, "{from}{to}x{count}"),
        }
    }
}

/// Why a move in notation could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "'{0}' is not a Spider move: write deal, 37 (one card from column 3 to 7) or 37x4 (four cards)"
)]
pub struct BadMove(pub String);

impl FromStr for Move {
    type Err = BadMove;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || BadMove(s.to_owned());
        if s == "deal" {
            return Ok(Move::Deal);
        }
        let (columns, count) = match s.split_once('x') {
            Some((columns, count)) => (columns, Some(count)),
            None => (s, None),
        };
        let &[from, to] = columns.as_bytes() else {
            return Err(bad());
        };
        if !from.is_ascii_digit() || !to.is_ascii_digit() {
            return Err(bad());
        }
        let count = match count {
            None => 1,
            // Digits only (no sign), at most two: no run is longer than 13 cards.
            Some(text)
                if (1..=2).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_digit()) =>
            {
                text.parse::<u8>().ok().filter(|&n| n > 0).ok_or_else(bad)?
            }
            Some(_) => return Err(bad()),
        };
        Ok(Move::Run {
            from: from - b'0',
            to: to - b'0',
            count,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_round_trip_in_two_characters() {
        for card in Card::deck() {
            let text = card_text(card);
            assert_eq!(text.len(), 2, "{text}");
            assert_eq!(parse_card(&text), Ok(card));
        }
        assert_eq!(parse_card("td").map(card_text), Ok("TD".to_owned()));
        for text in ["", "10D", "1H", "KX", "T", "ÉS", "TDD"] {
            assert!(parse_card(text).is_err(), "{text}");
        }
    }

    #[test]
    fn moves_round_trip_and_nonsense_is_refused() {
        for (text, mv) in [
            ("deal", Move::Deal),
            (
                "37",
                Move::Run {
                    from: 3,
                    to: 7,
                    count: 1,
                },
            ),
            (
                "37x4",
                Move::Run {
                    from: 3,
                    to: 7,
                    count: 4,
                },
            ),
            (
                "90x12",
                Move::Run {
                    from: 9,
                    to: 0,
                    count: 12,
                },
            ),
        ] {
            assert_eq!(text.parse::<Move>(), Ok(mv), "{text}");
            assert_eq!(mv.to_string(), text);
        }
        assert_eq!(
            "37x1".parse::<Move>().map(|m| m.to_string()),
            Ok("37".to_owned())
        );
        for text in [
            "", "3", "377", "37x0", "37x", "37x+4", "37x123", "a7", "3 7", "Deal", "37y4",
        ] {
            assert!(text.parse::<Move>().is_err(), "{text}");
        }
    }
}
