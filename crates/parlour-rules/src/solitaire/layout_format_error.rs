//! The errors of Parlour's layout format, described in the `layout_format` module.

use thiserror::Error;

use super::layout_format_spec::{MAGIC, MAX_HEIGHT, MAX_LAYERS, MAX_WIDTH};

/// What is wrong with a layout file. Every message starts with the line it is about.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LayoutFormatError {
    /// The file has nothing but blank lines and comments.
    #[error("line {line}: the file is empty; a layout starts with '{MAGIC}'")]
    Empty {
        /// The line after the last one.
        line: usize,
    },
    /// The first line is not the format's magic line.
    #[error("line {line}: expected '{MAGIC}', found '{found}'; this is not a Parlour layout")]
    NotALayout {
        /// Where.
        line: usize,
        /// What was there instead.
        found: String,
    },
    /// A later version of the format.
    #[error("line {line}: this layout uses format '{found}', but this Parlour reads '{MAGIC}'")]
    UnsupportedVersion {
        /// Where.
        line: usize,
        /// The version line found.
        found: String,
    },
    /// A header line that is not `key: value`.
    #[error(
        "line {line}: expected a header such as 'name: Turtle' or the line 'layer 0', found '{found}'"
    )]
    BadHeaderLine {
        /// Where.
        line: usize,
        /// What was there.
        found: String,
    },
    /// A header key this version does not know.
    #[error("line {line}: unknown header '{key}'; the headers are name, author and size")]
    UnknownHeader {
        /// Where.
        line: usize,
        /// The key found.
        key: String,
    },
    /// A header key given twice.
    #[error("line {line}: '{key}' is given a second time")]
    RepeatedHeader {
        /// Where.
        line: usize,
        /// The key.
        key: String,
    },
    /// A required header is missing.
    #[error("line {line}: the header has no '{key}:' line before the layers")]
    MissingHeader {
        /// The line where the layers start (or the end of the file).
        line: usize,
        /// The missing key.
        key: &'static str,
    },
    /// The size is not `WIDTHxHEIGHTxLAYERS` within the limits.
    #[error(
        "line {line}: the size must read WIDTHxHEIGHTxLAYERS, such as 32x16x5, with width from \
         2 to {MAX_WIDTH}, height from 2 to {MAX_HEIGHT} and layers from 1 to {MAX_LAYERS} (or \
         0x0x0 for no tiles); found '{found}'"
    )]
    BadSize {
        /// Where.
        line: usize,
        /// What was there.
        found: String,
    },
    /// A layer block does not start with the expected `layer N` line.
    #[error("line {line}: expected 'layer {expected}', found '{found}'")]
    ExpectedLayer {
        /// Where.
        line: usize,
        /// The layer number due.
        expected: i32,
        /// What was there.
        found: String,
    },
    /// A layer block has too few rows.
    #[error("line {line}: layer {layer} has {found} rows, but the size says {expected}")]
    MissingRows {
        /// Where the next layer or the end of the file came too soon.
        line: usize,
        /// The layer.
        layer: i32,
        /// Rows found.
        found: i32,
        /// Rows the size asks for.
        expected: i32,
    },
    /// Fewer layer blocks than the size says.
    #[error("line {line}: the file ends after {found} layers, but the size says {expected}")]
    MissingLayers {
        /// The line after the last one.
        line: usize,
        /// Layers found.
        found: i32,
        /// Layers the size asks for.
        expected: i32,
    },
    /// Text after the last layer.
    #[error("line {line}: '{found}' comes after the last layer the size allows ({layers} layers)")]
    TrailingText {
        /// Where.
        line: usize,
        /// What was there.
        found: String,
        /// The size's layer count.
        layers: i32,
    },
    /// A row wider than the grid.
    #[error("line {line}: this row has {found} cells, but the size's width is {width}")]
    RowTooWide {
        /// Where.
        line: usize,
        /// Cells found.
        found: usize,
        /// The size's width.
        width: i32,
    },
    /// A character that is not part of the grid alphabet.
    #[error(
        "line {line}, column {column}: '{found}' is not a layout cell; use '.', '[', ']' or '-'"
    )]
    BadCell {
        /// Where.
        line: usize,
        /// The column, from 1.
        column: usize,
        /// The character.
        found: char,
    },
    /// A tile whose top-left mark sits on the grid's last column or row.
    #[error(
        "line {line}, column {column}: the tile starting here sticks out of the {width}x{height} grid"
    )]
    TileOutside {
        /// Where.
        line: usize,
        /// The column, from 1.
        column: usize,
        /// The size's width.
        width: i32,
        /// The size's height.
        height: i32,
    },
    /// A tile's other cells are not drawn as they should be.
    #[error(
        "line {line}, column {column}: expected '{expected}' for the tile starting at line \
         {tile_line}, column {tile_column}, found '{found}'"
    )]
    BrokenTile {
        /// Where.
        line: usize,
        /// The column, from 1.
        column: usize,
        /// The character due.
        expected: char,
        /// The character found.
        found: char,
        /// The line of the tile's `[`.
        tile_line: usize,
        /// The column of the tile's `[`.
        tile_column: usize,
    },
    /// A `]` or `-` that belongs to no tile.
    #[error(
        "line {line}, column {column}: '{found}' belongs to no tile (a tile is '[]' with '--' \
         below it); write '.' for an empty cell"
    )]
    StrayCell {
        /// Where.
        line: usize,
        /// The column, from 1.
        column: usize,
        /// The character found.
        found: char,
    },
}

impl LayoutFormatError {
    /// The line (from 1) the error is about.
    pub fn line(&self) -> usize {
        match self {
            Self::Empty { line }
            | Self::NotALayout { line, .. }
            | Self::UnsupportedVersion { line, .. }
            | Self::BadHeaderLine { line, .. }
            | Self::UnknownHeader { line, .. }
            | Self::RepeatedHeader { line, .. }
            | Self::MissingHeader { line, .. }
            | Self::BadSize { line, .. }
            | Self::ExpectedLayer { line, .. }
            | Self::MissingRows { line, .. }
            | Self::MissingLayers { line, .. }
            | Self::TrailingText { line, .. }
            | Self::RowTooWide { line, .. }
            | Self::BadCell { line, .. }
            | Self::TileOutside { line, .. }
            | Self::BrokenTile { line, .. }
            | Self::StrayCell { line, .. } => *line,
        }
    }
}
