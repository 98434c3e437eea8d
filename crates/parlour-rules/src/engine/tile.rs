//! Mahjong tile faces and their notation, shared by Mahjong Solitaire, Shisen-Sho and Mahjong.
//!
//! Notation (DESIGN.md): `1m`-`9m` characters, `1p`-`9p` dots, `1s`-`9s` bamboo, `1z`-`7z` honours
//! (East, South, West, North, White, Green, Red), `1f`-`4f` flowers, `5f`-`8f` seasons.

// A parser of untrusted bytes: no indexing that could panic (tests may).
#![cfg_attr(not(test), warn(clippy::indexing_slicing))]

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The suit or group a face belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    /// Characters (萬), `m`.
    Characters,
    /// Dots (circles), `p`.
    Dots,
    /// Bamboo, `s`.
    Bamboo,
    /// Winds and dragons, `z`.
    Honours,
    /// Flowers and seasons, `f`.
    Bonus,
}

impl Suit {
    /// The notation letter.
    pub fn letter(self) -> char {
        match self {
            Suit::Characters => 'm',
            Suit::Dots => 'p',
            Suit::Bamboo => 's',
            Suit::Honours => 'z',
            Suit::Bonus => 'f',
        }
    }

    /// How many ranks the suit has.
    pub fn rank_count(self) -> u8 {
        match self {
            Suit::Characters | Suit::Dots | Suit::Bamboo => 9,
            Suit::Honours => 7,
            Suit::Bonus => 8,
        }
    }
}

/// One of the 42 distinct tile faces, stored as an index 0..42 in notation order
/// (`1m`..`9m`, `1p`..`9p`, `1s`..`9s`, `1z`..`7z`, `1f`..`8f`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Face(u8);

/// Why a tile could not be read from its notation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a tile: write a digit and a suit letter, like 5p, 3z or 2f")]
pub struct BadFace(pub String);

impl Face {
    /// How many distinct faces exist.
    pub const COUNT: usize = 42;
    /// The 34 faces of a standard set without flowers and seasons (four of each make 136 tiles).
    pub const STANDARD: usize = 34;

    /// The face with index `index` (0..42), if valid.
    pub fn from_index(index: usize) -> Option<Face> {
        (index < Self::COUNT).then_some(Face(index as u8))
    }

    /// The face of `suit` with the 1-based `rank`, if valid.
    pub fn new(suit: Suit, rank: u8) -> Option<Face> {
        if rank == 0 || rank > suit.rank_count() {
            return None;
        }
        let base = match suit {
            Suit::Characters => 0,
            Suit::Dots => 9,
            Suit::Bamboo => 18,
            Suit::Honours => 27,
            Suit::Bonus => 34,
        };
        Some(Face(base + rank - 1))
    }

    /// All 42 faces in notation order.
    pub fn all() -> impl Iterator<Item = Face> {
        (0..Self::COUNT as u8).map(Face)
    }

    /// Index 0..42 in notation order.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The suit or group.
    pub fn suit(self) -> Suit {
        match self.0 {
            0..=8 => Suit::Characters,
            9..=17 => Suit::Dots,
            18..=26 => Suit::Bamboo,
            27..=33 => Suit::Honours,
            _ => Suit::Bonus,
        }
    }

    /// The 1-based rank within the suit (for honours 1-4 are the winds E S W N, 5-7 the dragons
    /// White, Green, Red; for bonus tiles 1-4 are flowers, 5-8 seasons).
    pub fn rank(self) -> u8 {
        let base = match self.suit() {
            Suit::Characters => 0,
            Suit::Dots => 9,
            Suit::Bamboo => 18,
            Suit::Honours => 27,
            Suit::Bonus => 34,
        };
        self.0 - base + 1
    }

    /// Whether this is a flower (`1f`-`4f`).
    pub fn is_flower(self) -> bool {
        self.suit() == Suit::Bonus && self.rank() <= 4
    }

    /// Whether this is a season (`5f`-`8f`).
    pub fn is_season(self) -> bool {
        self.suit() == Suit::Bonus && self.rank() > 4
    }

    /// Whether this is a wind or a dragon.
    pub fn is_honour(self) -> bool {
        self.suit() == Suit::Honours
    }

    /// Whether this is a 1 or 9 of a suit, or an honour.
    pub fn is_terminal_or_honour(self) -> bool {
        match self.suit() {
            Suit::Honours => true,
            Suit::Bonus => false,
            _ => matches!(self.rank(), 1 | 9),
        }
    }

    /// The Mahjong-solitaire matching group: equal faces match, and any flower matches any flower
    /// and any season any season. Two tiles match when their groups are equal.
    pub fn solitaire_group(self) -> u8 {
        if self.is_flower() {
            34
        } else if self.is_season() {
            35
        } else {
            self.0
        }
    }

    /// Whether two tiles may be removed together in Mahjong solitaire.
    pub fn matches(self, other: Face) -> bool {
        self.solitaire_group() == other.solitaire_group()
    }

    /// A short English name for screen readers and tooltips, such as "3 of dots" or "Red dragon".
    pub fn name(self) -> String {
        const HONOURS: [&str; 7] = [
            "East wind",
            "South wind",
            "West wind",
            "North wind",
            "White dragon",
            "Green dragon",
            "Red dragon",
        ];
        const BONUS: [&str; 8] = [
            "Plum flower",
            "Orchid flower",
            "Chrysanthemum flower",
            "Bamboo flower",
            "Spring season",
            "Summer season",
            "Autumn season",
            "Winter season",
        ];
        let rank = self.rank() as usize;
        match self.suit() {
            Suit::Characters => format!("{rank} of characters"),
            Suit::Dots => format!("{rank} of dots"),
            Suit::Bamboo => format!("{rank} of bamboo"),
            Suit::Honours => HONOURS
                .get(rank.wrapping_sub(1))
                .map_or_else(|| format!("honour {rank}"), |name| (*name).to_owned()),
            Suit::Bonus => BONUS
                .get(rank.wrapping_sub(1))
                .map_or_else(|| format!("bonus tile {rank}"), |name| (*name).to_owned()),
        }
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank(), self.suit().letter())
    }
}

impl FromStr for Face {
    type Err = BadFace;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || BadFace(s.to_owned());
        let mut chars = s.chars();
        let (Some(digit), Some(letter), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(bad());
        };
        let rank = digit.to_digit(10).ok_or_else(bad)? as u8;
        let suit = match letter {
            'm' => Suit::Characters,
            'p' => Suit::Dots,
            's' => Suit::Bamboo,
            'z' => Suit::Honours,
            'f' => Suit::Bonus,
            _ => return Err(bad()),
        };
        Face::new(suit, rank).ok_or_else(bad)
    }
}

impl TryFrom<String> for Face {
    type Error = BadFace;

    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<Face> for String {
    fn from(face: Face) -> String {
        face.to_string()
    }
}

/// Parses a compact hand such as `123m456p789s1122z` into faces, in order.
pub fn parse_hand(text: &str) -> Result<Vec<Face>, BadFace> {
    let mut faces = Vec::new();
    let mut digits = Vec::new();
    for c in text.chars().filter(|c| !c.is_whitespace()) {
        if c.is_ascii_digit() {
            digits.push(c);
        } else {
            if digits.is_empty() {
                return Err(BadFace(text.to_owned()));
            }
            for d in digits.drain(..) {
                faces.push(format!("{d}{c}").parse()?);
            }
        }
    }
    if !digits.is_empty() {
        return Err(BadFace(text.to_owned()));
    }
    Ok(faces)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_for_every_face() {
        for face in Face::all() {
            assert_eq!(face.to_string().parse::<Face>(), Ok(face));
        }
        assert_eq!(Face::all().count(), 42);
    }

    #[test]
    fn bad_notation_is_refused() {
        for text in ["", "0m", "8z", "9f", "1x", "12m", "m1", "1"] {
            assert!(text.parse::<Face>().is_err(), "{text}");
        }
    }

    #[test]
    fn flowers_match_flowers_and_seasons_seasons() {
        let f = |s: &str| s.parse::<Face>().unwrap();
        assert!(f("1f").matches(f("4f")));
        assert!(f("5f").matches(f("8f")));
        assert!(!f("4f").matches(f("5f")));
        assert!(f("3p").matches(f("3p")));
        assert!(!f("3p").matches(f("3s")));
    }

    #[test]
    fn hands_parse_in_compact_notation() {
        let hand = parse_hand("123m11z").unwrap();
        let names: Vec<String> = hand.iter().map(|f| f.to_string()).collect();
        assert_eq!(names, ["1m", "2m", "3m", "1z", "1z"]);
        assert!(parse_hand("123").is_err());
        assert!(parse_hand("m").is_err());
    }
}
