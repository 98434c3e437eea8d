//! Klondike moves in the compact notation of the headless commands, written and read back.

use super::Move;
use crate::engine::card::CardSuit;
use std::fmt;
use std::str::FromStr;

impl fmt::Display for Move {
    /// Compact notation used by the headless commands: `deal`, `recycle`, `w>t3`, `w>f`, `t2>f`,
    /// `t1>t4x3` (three cards), `fH>t2`. Piles count from 1 in the notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Deal => write!(f, "deal"),
            Move::Recycle => write!(f, "recycle"),
            Move::WasteToTableau { to } => write!(f, "w>t{}", to + 1),
            Move::WasteToFoundation => write!(f, "w>f"),
            Move::TableauToFoundation { from } => write!(f, "t{}>f", from + 1),
            Move::TableauToTableau { from, count, to } => {
                write!(f, "t{}>t{}x{}", from + 1, to + 1, count)
            }
            Move::FoundationToTableau { suit, to } => {
                write!(f, "f{}>t{}", suit.letter(), to + 1)
            }
        }
    }
}

/// Why a move in notation could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a Klondike move: write deal, recycle, w>t3, w>f, t2>f, t1>t4x3 or fH>t2")]
pub struct BadMove(pub String);

impl FromStr for Move {
    type Err = BadMove;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || BadMove(s.to_owned());
        let pile = |t: &str| -> Result<u8, BadMove> {
            let n: u8 = t
                .strip_prefix('t')
                .ok_or_else(bad)?
                .parse()
                .map_err(|_| bad())?;
            n.checked_sub(1).ok_or_else(bad)
        };
        match s {
            "deal" => return Ok(Move::Deal),
            "recycle" => return Ok(Move::Recycle),
            "w>f" => return Ok(Move::WasteToFoundation),
            _ => {}
        }
        let (from, to) = s.split_once('>').ok_or_else(bad)?;
        if from == "w" {
            return Ok(Move::WasteToTableau { to: pile(to)? });
        }
        if let Some(letter) = from.strip_prefix('f') {
            let suit = CardSuit::ALL
                .into_iter()
                .find(|suit| suit.letter().to_string() == letter.to_ascii_uppercase())
                .ok_or_else(bad)?;
            return Ok(Move::FoundationToTableau {
                suit,
                to: pile(to)?,
            });
        }
        let from = pile(from)?;
        if to == "f" {
            return Ok(Move::TableauToFoundation { from });
        }
        let (to, count) = to.split_once('x').ok_or_else(bad)?;
        let count: u8 = count.parse().map_err(|_| bad())?;
        Ok(Move::TableauToTableau {
            from,
            count,
            to: pile(to)?,
        })
    }
}
