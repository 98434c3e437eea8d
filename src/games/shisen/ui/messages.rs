//! The rules engine's refusals in the player's language. The rules crate speaks English through
//! `Display` (for the command line); the window says these, whose English is the same text.

use crate::t;
use parlour_rules::shisen::deal::DealError;
use parlour_rules::shisen::size::{self, SizeError};
use parlour_rules::shisen::solver::ShuffleError;
use parlour_rules::shisen::{MoveError, Pos};

/// A cell's row and column as the rules crate counts them (from 0), for the messages.
fn coords(pos: Pos) -> (i64, i64) {
    (i64::from(pos.row), i64::from(pos.col))
}

/// Why a pick was refused, as a sentence: "Pick two different tiles."
pub fn move_error(err: &MoveError) -> String {
    match err {
        MoveError::OffBoard { pos, size } => {
            let (row, col) = coords(*pos);
            t!(
                "shisen-error-off-board",
                row = row,
                col = col,
                size = size.to_string()
            )
        }
        MoveError::NoTile(pos) => {
            let (row, col) = coords(*pos);
            t!("shisen-error-no-tile", row = row, col = col)
        }
        MoveError::SameTile => t!("shisen-error-same-tile"),
        MoveError::DifferentFaces { a, b } => t!(
            "shisen-error-different-faces",
            a = a.to_string(),
            b = b.to_string()
        ),
        MoveError::NoPath { a, b } => {
            let (row_a, col_a) = coords(*a);
            let (row_b, col_b) = coords(*b);
            t!(
                "shisen-error-no-path",
                row_a = row_a,
                col_a = col_a,
                row_b = row_b,
                col_b = col_b
            )
        }
        MoveError::ShuffleCount { expected, got } => t!(
            "shisen-error-shuffle-count",
            expected = *expected as i64,
            got = *got as i64
        ),
        MoveError::ShuffleFaces => t!("shisen-error-shuffle-faces"),
    }
}

/// Why no shuffle was made.
pub fn shuffle_error(err: &ShuffleError) -> String {
    match err {
        ShuffleError::NoTiles => t!("shisen-error-no-tiles-to-shuffle"),
        ShuffleError::NotFound(count) => {
            t!("shisen-error-shuffle-not-found", count = *count as i64)
        }
    }
}

/// Why no deal was made.
pub fn deal_error(err: &DealError) -> String {
    match err {
        DealError::NoSolvableShuffle {
            size,
            deal_no,
            tries,
        } => t!(
            "shisen-error-no-solvable-deal",
            deal = deal_no.to_string(),
            size = size.to_string(),
            tries = i64::from(*tries)
        ),
    }
}

/// Why the width and height chosen make no board.
pub fn size_error(err: &SizeError) -> String {
    match err {
        SizeError::Format(text) => t!("shisen-error-size-format", text = text.as_str()),
        SizeError::Width(width) => t!(
            "shisen-error-width",
            min = i64::from(size::MIN_WIDTH),
            max = i64::from(size::MAX_WIDTH),
            width = i64::from(*width)
        ),
        SizeError::Height(height) => t!(
            "shisen-error-height",
            min = i64::from(size::MIN_HEIGHT),
            max = i64::from(size::MAX_HEIGHT),
            height = i64::from(*height)
        ),
        SizeError::NotGroupsOfFour { width, height } => t!(
            "shisen-error-groups-of-four",
            width = i64::from(*width),
            height = i64::from(*height),
            tiles = i64::from(*width) * i64::from(*height)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_rules::engine::tile::Face;
    use parlour_rules::shisen::Size;

    /// In English the window says what the rules crate says (capitalised, with a full stop
    /// where the window adds one).
    #[test]
    fn english_is_the_rules_crate_s() {
        crate::i18n::set_language(crate::i18n::Language::English);
        let faces: Vec<Face> = Face::all().collect();
        let (p, q) = (Pos::new(2, 3), Pos::new(5, 16));
        let moves = [
            MoveError::OffBoard {
                pos: p,
                size: Size::DEFAULT,
            },
            MoveError::NoTile(p),
            MoveError::SameTile,
            MoveError::DifferentFaces {
                a: faces[0],
                b: faces[9],
            },
            MoveError::NoPath { a: p, b: q },
            MoveError::ShuffleCount {
                expected: 12,
                got: 10,
            },
            MoveError::ShuffleFaces,
        ];
        for err in moves {
            let english = err.to_string();
            let capital = english[..1].to_uppercase() + &english[1..];
            assert_eq!(move_error(&err), format!("{capital}."));
        }
        for err in [ShuffleError::NoTiles, ShuffleError::NotFound(24)] {
            assert_eq!(shuffle_error(&err), err.to_string());
        }
        let err = DealError::NoSolvableShuffle {
            size: Size::DEFAULT,
            deal_no: 12_345_678_901,
            tries: 40,
        };
        assert_eq!(deal_error(&err), err.to_string());
        for err in [
            SizeError::Format("big".to_owned()),
            SizeError::Width(31),
            SizeError::Height(5),
            SizeError::NotGroupsOfFour {
                width: 15,
                height: 7,
            },
        ] {
            assert_eq!(size_error(&err), err.to_string());
        }
    }
}
