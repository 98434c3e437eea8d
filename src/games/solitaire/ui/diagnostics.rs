//! What is wrong with a layout file, line by line, in the player's language: the parsers of the
//! rules crate report by variant, and this words each one (the English is their Display text).

use crate::t;
use parlour_rules::solitaire::kmahjongg::{DESKTOP_GROUP, KmahjonggError, MAGIC_V1_0, MAGIC_V1_1};
use parlour_rules::solitaire::layout_format_error::LayoutFormatError;
use parlour_rules::solitaire::layout_format_spec::{MAGIC, MAX_HEIGHT, MAX_LAYERS, MAX_WIDTH};
use parlour_rules::solitaire::limits::{LimitError, MAX_TILES};

fn n(value: impl Into<i64>) -> i64 {
    value.into()
}

fn big(value: usize) -> String {
    value.to_string()
}

/// A Parlour layout file's error.
pub fn format_error_text(e: &LayoutFormatError) -> String {
    header_error_text(e)
        .or_else(|| grid_error_text(e))
        .or_else(|| cell_error_text(e))
        .unwrap_or_else(|| e.to_string())
}

/// The errors of a file's first lines and header.
fn header_error_text(e: &LayoutFormatError) -> Option<String> {
    use LayoutFormatError as E;
    Some(match e {
        E::Empty { line } => t!("solitaire-file-empty", line = big(*line), magic = MAGIC),
        E::NotALayout { line, found } => t!(
            "solitaire-file-not-a-layout",
            line = big(*line),
            magic = MAGIC,
            found = found.as_str()
        ),
        E::UnsupportedVersion { line, found } => t!(
            "solitaire-file-unsupported",
            line = big(*line),
            magic = MAGIC,
            found = found.as_str()
        ),
        E::BadHeaderLine { line, found } => {
            t!(
                "solitaire-file-bad-header",
                line = big(*line),
                found = found.as_str()
            )
        }
        E::UnknownHeader { line, key } => {
            t!(
                "solitaire-file-unknown-header",
                line = big(*line),
                key = key.as_str()
            )
        }
        E::RepeatedHeader { line, key } => {
            t!(
                "solitaire-file-repeated-header",
                line = big(*line),
                key = key.as_str()
            )
        }
        E::MissingHeader { line, key } => {
            t!(
                "solitaire-file-missing-header",
                line = big(*line),
                key = *key
            )
        }
        E::BadSize { line, found } => t!(
            "solitaire-file-bad-size",
            line = big(*line),
            width = n(MAX_WIDTH),
            height = n(MAX_HEIGHT),
            layers = n(MAX_LAYERS),
            found = found.as_str()
        ),
        _ => return None,
    })
}

/// The errors of a file's layers and cells.
fn grid_error_text(e: &LayoutFormatError) -> Option<String> {
    use LayoutFormatError as E;
    Some(match e {
        E::ExpectedLayer {
            line,
            expected,
            found,
        } => t!(
            "solitaire-file-expected-layer",
            line = big(*line),
            expected = n(*expected),
            found = found.as_str()
        ),
        E::MissingRows {
            line,
            layer,
            found,
            expected,
        } => t!(
            "solitaire-file-missing-rows",
            line = big(*line),
            layer = n(*layer),
            found = n(*found),
            expected = n(*expected)
        ),
        E::MissingLayers {
            line,
            found,
            expected,
        } => t!(
            "solitaire-file-missing-layers",
            line = big(*line),
            found = n(*found),
            expected = n(*expected)
        ),
        E::TrailingText {
            line,
            found,
            layers,
        } => t!(
            "solitaire-file-trailing",
            line = big(*line),
            found = found.as_str(),
            layers = n(*layers)
        ),
        E::RowTooWide { line, found, width } => t!(
            "solitaire-file-row-too-wide",
            line = big(*line),
            found = big(*found),
            width = n(*width)
        ),
        _ => return None,
    })
}

/// The errors of single cells of a layer.
fn cell_error_text(e: &LayoutFormatError) -> Option<String> {
    use LayoutFormatError as E;
    Some(match e {
        E::BadCell {
            line,
            column,
            found,
        } => t!(
            "solitaire-file-bad-cell",
            line = big(*line),
            column = big(*column),
            found = found.to_string()
        ),
        E::TileOutside {
            line,
            column,
            width,
            height,
        } => t!(
            "solitaire-file-tile-outside",
            line = big(*line),
            column = big(*column),
            width = n(*width),
            height = n(*height)
        ),
        E::BrokenTile {
            line,
            column,
            expected,
            found,
            tile_line,
            tile_column,
        } => t!(
            "solitaire-file-broken-tile",
            line = big(*line),
            column = big(*column),
            expected = expected.to_string(),
            found = found.to_string(),
            tile_line = big(*tile_line),
            tile_column = big(*tile_column)
        ),
        E::StrayCell {
            line,
            column,
            found,
        } => t!(
            "solitaire-file-stray-cell",
            line = big(*line),
            column = big(*column),
            found = found.to_string()
        ),
        _ => return None,
    })
}

/// A KMahjongg layout or description file's error.
pub fn kmahjongg_error_text(e: &KmahjonggError) -> String {
    use KmahjonggError as E;
    match e {
        E::NotALayout { line, found } => t!(
            "solitaire-kmj-not-a-layout",
            line = big(*line),
            magic_old = MAGIC_V1_0,
            magic_new = MAGIC_V1_1,
            found = found.as_str()
        ),
        E::BadDimension { line, key, found } => t!(
            "solitaire-kmj-bad-dimension",
            line = big(*line),
            key = key.to_string(),
            found = found.as_str()
        ),
        E::MissingDimension {
            line,
            what,
            example,
        } => t!(
            "solitaire-kmj-missing-dimension",
            line = big(*line),
            what = *what,
            example = *example
        ),
        E::TooLarge { line, source } => {
            t!(
                "solitaire-kmj-too-large",
                line = big(*line),
                reason = limit_error_text(source)
            )
        }
        E::RowWidth {
            line,
            found,
            expected,
        } => t!(
            "solitaire-kmj-row-width",
            line = big(*line),
            found = big(*found),
            expected = big(*expected)
        ),
        E::RowCount {
            line,
            found,
            expected,
            levels,
            height,
        } => t!(
            "solitaire-kmj-row-count",
            line = big(*line),
            found = big(*found),
            expected = expected.to_string(),
            levels = n(*levels),
            height = n(*height)
        ),
        E::MissingGroup { line } => {
            t!(
                "solitaire-kmj-missing-group",
                line = big(*line),
                group = DESKTOP_GROUP
            )
        }
        E::BadDesktopLine { line, found } => {
            t!(
                "solitaire-kmj-bad-desktop-line",
                line = big(*line),
                found = found.as_str()
            )
        }
    }
}

/// A layout beyond Parlour's limits.
pub fn limit_error_text(e: &LimitError) -> String {
    let largest = |key| match key {
        "w" => n(MAX_WIDTH),
        "h" => n(MAX_HEIGHT),
        _ => n(MAX_LAYERS),
    };
    match e {
        LimitError::Grid(size) => t!(
            "solitaire-limit-grid",
            width = n(size.width),
            height = n(size.height),
            layers = n(size.layers),
            max_width = largest("w"),
            max_height = largest("h"),
            max_layers = largest("l")
        ),
        LimitError::Tiles(tiles) => {
            t!(
                "solitaire-limit-tiles",
                tiles = big(*tiles),
                max = big(MAX_TILES)
            )
        }
        LimitError::Outside(p) => t!(
            "solitaire-limit-outside",
            x = n(p.x),
            y = n(p.y),
            z = n(p.z),
            max_width = largest("w"),
            max_height = largest("h"),
            top = largest("l") - 1
        ),
        LimitError::SamePlace(p) => {
            t!(
                "solitaire-limit-same-place",
                x = n(p.x),
                y = n(p.y),
                z = n(p.z)
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_rules::solitaire::layout::{Size, TilePos};

    /// In English every diagnostic reads as the parser's own Display text.
    #[test]
    #[allow(clippy::too_many_lines)] // a table of every variant, one per line
    fn english_is_the_parsers_own_text() {
        crate::i18n::set_language(crate::i18n::Language::English);
        let s = |text: &str| text.to_owned();
        let formats = [
            LayoutFormatError::Empty { line: 3 },
            LayoutFormatError::NotALayout {
                line: 1,
                found: s("hello"),
            },
            LayoutFormatError::UnsupportedVersion {
                line: 1,
                found: s("parlour-layout 9"),
            },
            LayoutFormatError::BadHeaderLine {
                line: 2,
                found: s("x"),
            },
            LayoutFormatError::UnknownHeader {
                line: 2,
                key: s("colour"),
            },
            LayoutFormatError::RepeatedHeader {
                line: 4,
                key: s("name"),
            },
            LayoutFormatError::MissingHeader {
                line: 5,
                key: "size",
            },
            LayoutFormatError::BadSize {
                line: 4,
                found: s("1x1x1"),
            },
            LayoutFormatError::ExpectedLayer {
                line: 6,
                expected: 2,
                found: s("layer 3"),
            },
            LayoutFormatError::MissingRows {
                line: 9,
                layer: 1,
                found: 3,
                expected: 16,
            },
            LayoutFormatError::MissingLayers {
                line: 40,
                found: 2,
                expected: 5,
            },
            LayoutFormatError::TrailingText {
                line: 41,
                found: s("oops"),
                layers: 5,
            },
            LayoutFormatError::RowTooWide {
                line: 12,
                found: 40,
                width: 32,
            },
            LayoutFormatError::BadCell {
                line: 12,
                column: 7,
                found: 'x',
            },
            LayoutFormatError::TileOutside {
                line: 12,
                column: 32,
                width: 32,
                height: 16,
            },
            LayoutFormatError::BrokenTile {
                line: 13,
                column: 4,
                expected: '-',
                found: '.',
                tile_line: 12,
                tile_column: 3,
            },
            LayoutFormatError::StrayCell {
                line: 12,
                column: 9,
                found: ']',
            },
        ];
        for error in formats {
            assert_eq!(format_error_text(&error), error.to_string());
        }
    }

    #[test]
    fn english_limits_and_kmahjongg_errors_are_the_parsers_own_text() {
        crate::i18n::set_language(crate::i18n::Language::English);
        let s = |text: &str| text.to_owned();
        let limits = [
            LimitError::Grid(Size {
                width: 1000,
                height: 500,
                layers: 1,
            }),
            LimitError::Tiles(125_000),
            LimitError::Outside(TilePos::new(200, 3, 0)),
            LimitError::SamePlace(TilePos::new(2, 4, 1)),
        ];
        for error in &limits {
            assert_eq!(limit_error_text(error), error.to_string());
        }
        let kmahjongg = [
            KmahjonggError::NotALayout {
                line: 1,
                found: s("x"),
            },
            KmahjonggError::BadDimension {
                line: 2,
                key: 'w',
                found: s("w0"),
            },
            KmahjonggError::MissingDimension {
                line: 9,
                what: "depth",
                example: "d5",
            },
            KmahjonggError::TooLarge {
                line: 4,
                source: LimitError::Tiles(125_000),
            },
            KmahjonggError::RowWidth {
                line: 7,
                found: 33,
                expected: 32,
            },
            KmahjonggError::RowCount {
                line: 80,
                found: 79,
                expected: 80,
                levels: 5,
                height: 16,
            },
            KmahjonggError::MissingGroup { line: 3 },
            KmahjonggError::BadDesktopLine {
                line: 2,
                found: s("oops"),
            },
        ];
        for error in kmahjongg {
            assert_eq!(kmahjongg_error_text(&error), error.to_string());
        }
    }
}
