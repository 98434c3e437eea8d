//! Tile helpers for four-player Mahjong over the shared [`Face`] type.
//!
//! Hand analysis works on a 34-count array (one slot per standard face, in notation order);
//! flowers and seasons never enter a hand, they are set aside as bonus tiles.

use crate::engine::tile::{Face, Suit};

/// How many of each of the 34 standard faces a hand holds, in notation order (`1m`..`7z`).
pub type Counts = [u8; 34];

/// The number of standard faces.
pub const STANDARD_FACES: usize = Face::STANDARD;

/// The standard face with index `index` (0..34), if valid.
pub fn standard_face(index: usize) -> Option<Face> {
    if index < STANDARD_FACES {
        Face::from_index(index)
    } else {
        None
    }
}

/// Whether `face` is one of the 34 standard faces (not a flower or season).
pub fn is_standard(face: Face) -> bool {
    face.index() < STANDARD_FACES
}

/// Whether `face` is a dragon (`5z`-`7z`).
pub fn is_dragon(face: Face) -> bool {
    face.is_honour() && face.rank() >= 5
}

/// Whether `face` is a wind (`1z`-`4z`).
pub fn is_wind(face: Face) -> bool {
    face.is_honour() && face.rank() <= 4
}

/// Whether `face` is a 1 or 9 of a suit.
pub fn is_terminal(face: Face) -> bool {
    matches!(face.suit(), Suit::Characters | Suit::Dots | Suit::Bamboo)
        && matches!(face.rank(), 1 | 9)
}

/// Whether `face` belongs to one of the three numbered suits.
pub fn is_suited(face: Face) -> bool {
    matches!(face.suit(), Suit::Characters | Suit::Dots | Suit::Bamboo)
}

/// The wind face of seat wind `wind` (0 East, 1 South, 2 West, 3 North).
pub fn wind_face(wind: u8) -> Option<Face> {
    Face::new(Suit::Honours, (wind % 4) + 1)
}

/// The face one rank above `face` in the same numbered suit, if any.
pub fn next_in_suit(face: Face) -> Option<Face> {
    if is_suited(face) && face.rank() < 9 {
        Face::new(face.suit(), face.rank() + 1)
    } else {
        None
    }
}

/// Counts the standard faces in `faces`; bonus tiles are ignored.
pub fn counts_of(faces: &[Face]) -> Counts {
    let mut counts = [0u8; 34];
    for face in faces {
        if let Some(slot) = counts.get_mut(face.index()) {
            *slot = slot.saturating_add(1);
        }
    }
    counts
}

/// The faces a count array holds, sorted in notation order.
pub fn faces_of(counts: &Counts) -> Vec<Face> {
    let mut faces = Vec::new();
    for (index, &count) in counts.iter().enumerate() {
        if let Some(face) = standard_face(index) {
            faces.extend(std::iter::repeat_n(face, count as usize));
        }
    }
    faces
}

/// Every tile of a full set in notation order: four of each standard face (136), plus one of each
/// flower and season when `with_bonus` (144).
pub fn full_set(with_bonus: bool) -> Vec<Face> {
    let mut tiles = Vec::with_capacity(144);
    for face in Face::all() {
        if is_standard(face) {
            tiles.extend(std::iter::repeat_n(face, 4));
        } else if with_bonus {
            tiles.push(face);
        }
    }
    tiles
}

/// Writes faces in compact notation (`123m45p11z`), grouping runs of the same suit.
pub fn compact(faces: &[Face]) -> String {
    let mut text = String::new();
    let mut pending: Option<char> = None;
    for face in faces {
        let letter = face.suit().letter();
        if let Some(previous) = pending
            && previous != letter
        {
            text.push(previous);
        }
        text.push(char::from(b'0' + face.rank()));
        pending = Some(letter);
    }
    if let Some(letter) = pending {
        text.push(letter);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tile::parse_hand;

    #[test]
    fn full_set_has_136_or_144_tiles() {
        assert_eq!(full_set(false).len(), 136);
        assert_eq!(full_set(true).len(), 144);
        assert!(counts_of(&full_set(true)).iter().all(|&c| c == 4));
    }

    #[test]
    fn compact_round_trips() {
        for text in ["123m456p789s1122z", "1m", "19m19p19s1234567z", ""] {
            let faces = parse_hand(text).unwrap_or_default();
            assert_eq!(compact(&faces), text);
            assert_eq!(faces_of(&counts_of(&faces)), faces);
        }
    }

    #[test]
    fn face_kinds() {
        let f = |s: &str| s.parse::<Face>().unwrap();
        assert!(is_dragon(f("7z")) && !is_dragon(f("4z")));
        assert!(is_wind(f("4z")) && !is_wind(f("5z")));
        assert!(is_terminal(f("9s")) && !is_terminal(f("1z")));
        assert_eq!(next_in_suit(f("8p")), Some(f("9p")));
        assert_eq!(next_in_suit(f("9p")), None);
        assert_eq!(wind_face(2), Some(f("3z")));
    }
}
