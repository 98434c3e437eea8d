//! The rules crate's errors in the player's language. The rules crate speaks English through
//! `Display` (the command line shows that); the window shows these instead, with the same
//! English. Each function gives a clause that starts in lower case, as the `Display` text does.

use crate::faces::names::tile_name;
use crate::layout_files::LayoutFileError;
use crate::t;
use parlour_rules::solitaire::deal::DealError;
use parlour_rules::solitaire::layout::{TilePos, TooLarge};
use parlour_rules::solitaire::limits::{MAX_HEIGHT, MAX_LAYERS, MAX_WIDTH};
use parlour_rules::solitaire::rules::MoveError;

/// How many tiles a deal error lists before it says "and N more".
const LISTED: usize = 6;

/// A move the rules refused.
pub fn move_error_text(e: &MoveError) -> String {
    match e {
        MoveError::NoSuchTile(n) => t!("solitaire-error-no-such-tile", index = *n as i64),
        MoveError::AlreadyRemoved(p) => t!(
            "solitaire-error-already-removed",
            x = i64::from(p.x),
            y = i64::from(p.y),
            z = i64::from(p.z)
        ),
        MoveError::SameTile => t!("solitaire-error-same-tile"),
        MoveError::NotFree(p) => t!(
            "solitaire-error-not-free",
            x = i64::from(p.x),
            y = i64::from(p.y),
            z = i64::from(p.z)
        ),
        MoveError::NoMatch(a, b) => t!(
            "solitaire-error-no-match",
            first = tile_name(*a),
            second = tile_name(*b)
        ),
        MoveError::ShuffleLength { expected, got } => t!(
            "solitaire-error-shuffle-length",
            expected = *expected as i64,
            got = *got as i64
        ),
        MoveError::ShuffleChangesFaces => t!("solitaire-error-shuffle-changes-faces"),
    }
}

/// The tiles a deal got stuck on: at most six places, then how many more.
fn stuck_list(stuck: &[TilePos]) -> String {
    let shown: Vec<String> = stuck
        .iter()
        .take(LISTED)
        .map(|p| {
            t!(
                "solitaire-stuck-tile",
                x = i64::from(p.x),
                y = i64::from(p.y),
                z = i64::from(p.z)
            )
        })
        .collect();
    let more = stuck.len().saturating_sub(shown.len());
    t!(
        "solitaire-stuck-list",
        tiles = shown.join(&t!("solitaire-list-separator")),
        more = more as i64
    )
}

/// Why no deal could be made (or no shuffle found).
pub fn deal_error_text(e: &DealError) -> String {
    match e {
        DealError::Empty => t!("solitaire-deal-empty"),
        DealError::OddTileCount(n) => t!("solitaire-deal-odd-count", count = *n as i64),
        DealError::NoClearingOrder { stuck } => {
            t!("solitaire-deal-never-cleared", tiles = stuck_list(stuck))
        }
        DealError::SearchLimit { stuck } => {
            t!("solitaire-deal-search-limit", tiles = stuck_list(stuck))
        }
        DealError::UnpairedFace => t!("solitaire-deal-unpaired"),
    }
}

/// A layout too large for a file.
pub fn too_large_text(e: &TooLarge) -> String {
    t!(
        "solitaire-layout-too-large",
        width = i64::from(e.size.width),
        height = i64::from(e.size.height),
        layers = i64::from(e.size.layers),
        max_width = i64::from(MAX_WIDTH),
        max_height = i64::from(MAX_HEIGHT),
        max_layers = i64::from(MAX_LAYERS)
    )
}

/// A layout file that could not be read or written: its path, then why. The details of a
/// malformed file are worded line by line (`diagnostics.rs`); the system's own error text stays
/// as the system gives it.
pub fn layout_file_error_text(e: &LayoutFileError) -> String {
    match e {
        LayoutFileError::Io { path, source } => format!("{path}: {source}"),
        LayoutFileError::Format { path, source } => {
            format!("{path}: {}", super::diagnostics::format_error_text(source))
        }
        LayoutFileError::Kmahjongg { path, source } => {
            format!(
                "{path}: {}",
                super::diagnostics::kmahjongg_error_text(source)
            )
        }
        LayoutFileError::TooLarge { path, source } => {
            format!("{path}: {}", too_large_text(source))
        }
        LayoutFileError::NoFileName { path } => {
            t!("solitaire-file-no-file-name", path = path.as_str())
        }
        LayoutFileError::BadName { name } => t!("solitaire-file-bad-name", name = name.as_str()),
    }
}

/// The first letter in upper case and a full stop at the end: a clause made a sentence.
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect::<String>() + "."
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_rules::engine::tile::Face;
    use parlour_rules::solitaire::layout::Size;

    /// In English the window says what the rules crate says.
    #[test]
    fn english_errors_are_the_rules_crate_s() {
        crate::i18n::set_language(crate::i18n::Language::English);
        let p = TilePos::new(3, 4, 1);
        let faces: Vec<Face> = Face::all().take(2).collect();
        let moves = [
            MoveError::NoSuchTile(7),
            MoveError::AlreadyRemoved(p),
            MoveError::SameTile,
            MoveError::NotFree(p),
            MoveError::ShuffleLength {
                expected: 144,
                got: 3,
            },
            MoveError::ShuffleChangesFaces,
        ];
        for e in moves {
            assert_eq!(move_error_text(&e), e.to_string());
        }
        // The rules crate writes faces as codes ("1m"); the window names them.
        assert_eq!(
            move_error_text(&MoveError::NoMatch(faces[0], faces[1])),
            "1 of characters and 2 of characters do not match"
        );
        let few: Vec<TilePos> = (0..3).map(|x| TilePos::new(x * 2, 0, x)).collect();
        let many: Vec<TilePos> = (0..9).map(|x| TilePos::new(x * 2, 1, 0)).collect();
        let deals = [
            DealError::Empty,
            DealError::OddTileCount(13),
            DealError::NoClearingOrder { stuck: few.clone() },
            DealError::NoClearingOrder {
                stuck: many.clone(),
            },
            DealError::SearchLimit { stuck: few },
            DealError::SearchLimit { stuck: many },
            DealError::UnpairedFace,
        ];
        for e in deals {
            assert_eq!(deal_error_text(&e), e.to_string());
        }
        let big = TooLarge {
            size: Size {
                width: 300,
                height: 20,
                layers: 3,
            },
        };
        assert_eq!(too_large_text(&big), big.to_string());
        let files = [
            LayoutFileError::NoFileName {
                path: "/a/b.desktop".into(),
            },
            LayoutFileError::BadName {
                name: "../x".into(),
            },
            LayoutFileError::TooLarge {
                path: "/a/c.tiles".into(),
                source: big,
            },
        ];
        for e in files {
            assert_eq!(layout_file_error_text(&e), e.to_string());
        }
    }
}
