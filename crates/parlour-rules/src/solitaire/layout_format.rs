//! Parlour's own layout format: a small text file a person can read and edit by hand.
//!
//! ```text
//! parlour-layout 1
//! # Lines starting with '#' are comments; blank lines are ignored.
//! name: Little pyramid
//! author: Parlour
//! size: 6x4x2
//!
//! layer 0
//! [][][]
//! ------
//! [][][]
//! ------
//!
//! layer 1
//! ......
//! .[][].
//! .----.
//! ......
//! ```
//!
//! - The first line that is not blank or a comment is `parlour-layout 1` (the format's version).
//! - Then a header of `key: value` lines in any order: `name:` (required), `author:` (may be
//!   empty or left out) and `size: WIDTHxHEIGHTxLAYERS` (required), the grid's width and height
//!   in half-tile cells and its number of layers.
//! - Then one block per layer, from the table up: a line `layer N` (N = 0, 1, 2, ...), then
//!   exactly HEIGHT rows with one character per half-tile cell. A tile covers two by two cells:
//!   `[` marks its top-left cell, which is the tile's place (x = column - 1, y = its row in the
//!   block from 0), `]` its top-right cell and `-` its two bottom cells; `.` is an empty cell.
//!   So a tile reads `[]` over `--`, and a tile half a tile lower or to the right simply starts
//!   one cell further down or along.
//! - A row may stop early (the rest is empty) but not be wider than WIDTH, and trailing spaces
//!   are ignored. Rows must keep at least one character, since blank lines are skipped.
//! - Every cell must agree with the tiles its `[` marks imply, so a slip of the keyboard is
//!   reported (with its line and column) instead of silently moving a tile. Where tiles of one
//!   layer overlap (a mistake the editor reports), every `[` is kept and the covered cells show
//!   the last tile in reading order.
//!
//! [`write_layout`] writes exactly this form, and [`parse_layout`] reads it back to the same
//! tiles, name and author.

// A parser of untrusted bytes: no indexing that could panic (tests may).
#![cfg_attr(not(test), warn(clippy::indexing_slicing))]

use super::layout::{Layout, Size, TilePos, TooLarge};
pub use super::layout_format_error::LayoutFormatError;

pub use super::layout_format_spec::{FILE_EXTENSION, MAGIC, MAX_HEIGHT, MAX_LAYERS, MAX_WIDTH};

const EMPTY: u8 = b'.';
const TOP_LEFT: u8 = b'[';
const TOP_RIGHT: u8 = b']';
const BOTTOM: u8 = b'-';

/// Reads a layout in Parlour's format (see the module documentation).
pub fn parse_layout(text: &str) -> Result<Layout, LayoutFormatError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let end_line = text.lines().count() + 1;
    // Blank lines and comments never matter, so the parser only ever sees the others.
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim_end()))
        .filter(|(_, l)| !l.is_empty() && !l.trim_start().starts_with('#'))
        .peekable();
    check_magic(lines.next(), end_line)?;
    let mut header = Header::default();
    while let Some(&(line, text)) = lines.peek() {
        if is_layer_line(text) {
            break;
        }
        lines.next();
        header.read(line, text)?;
    }
    let first_layer_line = lines.peek().map_or(end_line, |&(line, _)| line);
    let Some(name) = header.name else {
        return Err(LayoutFormatError::MissingHeader {
            line: first_layer_line,
            key: "name",
        });
    };
    let Some(size) = header.size else {
        return Err(LayoutFormatError::MissingHeader {
            line: first_layer_line,
            key: "size",
        });
    };
    let mut grid = Grid::new(size);
    for z in 0..size.layers {
        read_layer(&mut lines, &mut grid, z, end_line)?;
    }
    if let Some((line, text)) = lines.next() {
        return Err(LayoutFormatError::TrailingText {
            line,
            found: text.trim().to_owned(),
            layers: size.layers,
        });
    }
    let tiles = grid.tiles()?;
    grid.check_cells(&tiles)?;
    Ok(Layout {
        name,
        author: header.author.unwrap_or_default(),
        tiles,
    })
}

/// Checks the first line that matters: this format, in the version this Parlour reads.
fn check_magic(first: Option<(usize, &str)>, end_line: usize) -> Result<(), LayoutFormatError> {
    let Some((line, first)) = first else {
        return Err(LayoutFormatError::Empty { line: end_line });
    };
    let first = first.trim();
    if first == MAGIC {
        return Ok(());
    }
    Err(if first.starts_with("parlour-layout") {
        LayoutFormatError::UnsupportedVersion {
            line,
            found: first.to_owned(),
        }
    } else {
        LayoutFormatError::NotALayout {
            line,
            found: first.to_owned(),
        }
    })
}

/// Reads layer `z`: its `layer z` line and its rows.
fn read_layer<'a>(
    lines: &mut std::iter::Peekable<impl Iterator<Item = (usize, &'a str)>>,
    grid: &mut Grid,
    z: i32,
    end_line: usize,
) -> Result<(), LayoutFormatError> {
    let size = grid.size;
    let Some((line, text)) = lines.next() else {
        return Err(LayoutFormatError::MissingLayers {
            line: end_line,
            found: z,
            expected: size.layers,
        });
    };
    if layer_number(text) != Some(z) {
        return Err(LayoutFormatError::ExpectedLayer {
            line,
            expected: z,
            found: text.trim().to_owned(),
        });
    }
    for y in 0..size.height {
        let next = lines.next_if(|&(_, text)| !is_layer_line(text));
        let Some((line, text)) = next else {
            return Err(LayoutFormatError::MissingRows {
                line: lines.peek().map_or(end_line, |&(line, _)| line),
                layer: z,
                found: y,
                expected: size.height,
            });
        };
        grid.read_row(line, text)?;
    }
    Ok(())
}

/// Writes a layout in Parlour's format. The grid is as small as the tiles allow while keeping
/// their places; a layout with negative coordinates (which no file can hold) is first moved just
/// far enough into the grid. Line breaks in the name or author become spaces, and both are trimmed.
/// A layout needing more than [`MAX_WIDTH`], [`MAX_HEIGHT`] or [`MAX_LAYERS`] is refused, so whatever is written
/// can be read back.
pub fn write_layout(layout: &Layout) -> Result<String, TooLarge> {
    let mut tiles = layout.clone();
    tiles.shift_into_grid();
    tiles.normalise();
    let size = tiles.file_size()?;
    let cells = render(&tiles.tiles, size);

    let mut out = String::new();
    out.push_str(MAGIC);
    out.push('\n');
    out.push_str(&format!(
        "# A Mahjong solitaire layout of {} tiles: see docs/layout-format.md.\n",
        tiles.tile_count()
    ));
    out.push_str(&format!("name: {}\n", one_line(&layout.name)));
    out.push_str(&format!("author: {}\n", one_line(&layout.author)));
    out.push_str(&format!(
        "size: {}x{}x{}\n",
        size.width, size.height, size.layers
    ));
    let width = usize::try_from(size.width).unwrap_or(0).max(1);
    for z in 0..size.layers {
        out.push_str(&format!("\nlayer {z}\n"));
        let start = row_start(size, z, 0);
        let end = row_start(size, z + 1, 0);
        if let Some(layer) = cells.glyphs.get(start..end) {
            for row in layer.chunks(width) {
                out.extend(row.iter().map(|&b| char::from(b)));
                out.push('\n');
            }
        }
    }
    Ok(out)
}

/// A header value on one line, as [`write_layout`] stores it and [`parse_layout`] reads it.
fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect::<String>()
        .trim()
        .to_owned()
}

fn is_layer_line(text: &str) -> bool {
    text.split_whitespace().next() == Some("layer")
}

fn layer_number(text: &str) -> Option<i32> {
    let mut words = text.split_whitespace();
    let (Some("layer"), Some(number), None) = (words.next(), words.next(), words.next()) else {
        return None;
    };
    number.parse().ok()
}

/// The header read so far.
#[derive(Default)]
struct Header {
    name: Option<String>,
    author: Option<String>,
    size: Option<Size>,
}

impl Header {
    fn read(&mut self, line: usize, text: &str) -> Result<(), LayoutFormatError> {
        let Some((key, value)) = text.split_once(':') else {
            return Err(LayoutFormatError::BadHeaderLine {
                line,
                found: text.trim().to_owned(),
            });
        };
        let key = key.trim().to_lowercase();
        let value = value.trim();
        let repeated = || LayoutFormatError::RepeatedHeader {
            line,
            key: key.clone(),
        };
        match key.as_str() {
            "name" if self.name.is_some() => return Err(repeated()),
            "author" if self.author.is_some() => return Err(repeated()),
            "size" if self.size.is_some() => return Err(repeated()),
            // Read as they are written: control characters become spaces (found by fuzzing: a
            // name with one did not read back the same).
            "name" => self.name = Some(one_line(value)),
            "author" => self.author = Some(one_line(value)),
            "size" => {
                self.size = Some(parse_size(value).ok_or_else(|| LayoutFormatError::BadSize {
                    line,
                    found: value.to_owned(),
                })?);
            }
            _ => return Err(LayoutFormatError::UnknownHeader { line, key }),
        }
        Ok(())
    }
}

fn parse_size(value: &str) -> Option<Size> {
    let mut parts = value.split(['x', 'X']).map(|p| p.trim().parse::<i32>());
    let (Some(Ok(width)), Some(Ok(height)), Some(Ok(layers)), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return None;
    };
    let size = Size {
        width,
        height,
        layers,
    };
    let empty = size == Size::default();
    let fits = (2..=MAX_WIDTH).contains(&width)
        && (2..=MAX_HEIGHT).contains(&height)
        && (1..=MAX_LAYERS).contains(&layers);
    (empty || fits).then_some(size)
}

/// Index of cell (`x`, `y`) of layer `z` in a grid of `size`, cells stored layer by layer and
/// row by row.
fn row_start(size: Size, z: i32, y: i32) -> usize {
    let cells = (i64::from(z) * i64::from(size.height) + i64::from(y)) * i64::from(size.width);
    usize::try_from(cells).unwrap_or(usize::MAX)
}

/// The grid as read from a file, with the line each row came from.
struct Grid {
    size: Size,
    cells: Vec<u8>,
    row_lines: Vec<usize>,
}

impl Grid {
    fn new(size: Size) -> Self {
        Self {
            size,
            cells: Vec::new(),
            row_lines: Vec::new(),
        }
    }

    fn read_row(&mut self, line: usize, text: &str) -> Result<(), LayoutFormatError> {
        let width = usize::try_from(self.size.width).unwrap_or(0);
        let found = text.chars().count();
        if found > width {
            return Err(LayoutFormatError::RowTooWide {
                line,
                found,
                width: self.size.width,
            });
        }
        for (i, c) in text.chars().enumerate() {
            if !matches!(c, '.' | '[' | ']' | '-') {
                return Err(LayoutFormatError::BadCell {
                    line,
                    column: i + 1,
                    found: c,
                });
            }
        }
        self.cells.extend(text.bytes());
        self.cells
            .extend(std::iter::repeat_n(EMPTY, width.saturating_sub(found)));
        self.row_lines.push(line);
        Ok(())
    }

    /// The line of row `y` of layer `z`.
    fn line_of(&self, z: i32, y: i32) -> usize {
        let row = i64::from(z) * i64::from(self.size.height) + i64::from(y);
        usize::try_from(row)
            .ok()
            .and_then(|row| self.row_lines.get(row))
            .copied()
            .unwrap_or(0)
    }

    /// The tiles the `[` marks stand for, in reading order.
    fn tiles(&self) -> Result<Vec<TilePos>, LayoutFormatError> {
        let Size {
            width,
            height,
            layers,
        } = self.size;
        let mut tiles = Vec::new();
        let mut cells = self.cells.iter();
        for z in 0..layers {
            for y in 0..height {
                for x in 0..width {
                    if cells.next() != Some(&TOP_LEFT) {
                        continue;
                    }
                    if x + 1 >= width || y + 1 >= height {
                        return Err(LayoutFormatError::TileOutside {
                            line: self.line_of(z, y),
                            column: column_of(x),
                            width,
                            height,
                        });
                    }
                    tiles.push(TilePos::new(x, y, z));
                }
            }
        }
        Ok(tiles)
    }

    /// Compares every cell with what the tiles imply, reporting the first difference.
    fn check_cells(&self, tiles: &[TilePos]) -> Result<(), LayoutFormatError> {
        let expected = render(tiles, self.size);
        let Size { width, height, .. } = self.size;
        let found_cells = self
            .cells
            .iter()
            .zip(&expected.glyphs)
            .zip(&expected.owners);
        for (i, ((&found, &due), &owner)) in found_cells.enumerate() {
            if found == due {
                continue;
            }
            let i = i64::try_from(i).unwrap_or(i64::MAX);
            let (w, h) = (i64::from(width), i64::from(height));
            let x = i32::try_from(i % w).unwrap_or(0);
            let y = i32::try_from(i / w % h).unwrap_or(0);
            let z = i32::try_from(i / (w * h)).unwrap_or(0);
            let (line, column) = (self.line_of(z, y), column_of(x));
            let found = char::from(found);
            return Err(match tiles.get(owner) {
                Some(tile) if due != EMPTY => LayoutFormatError::BrokenTile {
                    line,
                    column,
                    expected: char::from(due),
                    found,
                    tile_line: self.line_of(tile.z, tile.y),
                    tile_column: column_of(tile.x),
                },
                _ => LayoutFormatError::StrayCell {
                    line,
                    column,
                    found,
                },
            });
        }
        Ok(())
    }
}

fn column_of(x: i32) -> usize {
    usize::try_from(x).unwrap_or(0) + 1
}

/// The characters a grid shows for `tiles`, and for each cell the index of the tile that drew it
/// (`usize::MAX` for none).
struct Rendered {
    glyphs: Vec<u8>,
    owners: Vec<usize>,
}

/// Draws `tiles` (in reading order, all inside `size`) as the format's characters. Every `[` is
/// drawn last, so overlapping tiles never hide one another's place.
fn render(tiles: &[TilePos], size: Size) -> Rendered {
    let total = row_start(size, size.layers, 0);
    let mut out = Rendered {
        glyphs: vec![EMPTY; total],
        owners: vec![usize::MAX; total],
    };
    let mut draw = |index: usize, x: i32, y: i32, z: i32, glyph: u8| {
        if !(0..size.width).contains(&x) || !(0..size.height).contains(&y) {
            return;
        }
        let at = row_start(size, z, y).saturating_add(usize::try_from(x).unwrap_or(usize::MAX));
        if let (Some(g), Some(o)) = (out.glyphs.get_mut(at), out.owners.get_mut(at)) {
            *g = glyph;
            *o = index;
        }
    };
    for (i, t) in tiles.iter().enumerate() {
        draw(i, t.x + 1, t.y, t.z, TOP_RIGHT);
        draw(i, t.x, t.y + 1, t.z, BOTTOM);
        draw(i, t.x + 1, t.y + 1, t.z, BOTTOM);
    }
    for (i, t) in tiles.iter().enumerate() {
        draw(i, t.x, t.y, t.z, TOP_LEFT);
    }
    out
}
