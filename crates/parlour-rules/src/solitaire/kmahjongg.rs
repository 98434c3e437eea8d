//! KMahjongg's layout files: `.layout` (the tile places) and its `.desktop` companion (name,
//! author and which `.layout` it describes).
//!
//! A `.layout` file starts with `kmahjongg-layout-v1.0` (a fixed 32x16 grid with 5 levels) or
//! `kmahjongg-layout-v1.1` (the size given on lines `w32`, `h16` and `d5`). Lines starting with
//! `#` are comments. The other lines, joined end to end, are the grid: level 0 first, each level
//! `h` rows of `w` half-tile cells. A `1` marks a tile's top-left cell, which is its place;
//! `2`, `3` and `4` are its top-right, bottom-right and bottom-left quarters, and anything else
//! is empty. Importing follows KMahjongg's own loader exactly (only `1` counts; rows are joined
//! before they are cut into the grid), so every layout gets the tile places KMahjongg gives it,
//! and a file KMahjongg would refuse gets a message naming the line to fix.

// A parser of untrusted bytes: no indexing that could panic (tests may).
#![cfg_attr(not(test), warn(clippy::indexing_slicing))]

use thiserror::Error;

use super::layout::{Layout, Size, TilePos, TooLarge};

/// First line of a version 1.0 layout (fixed 32x16x5 grid).
pub const MAGIC_V1_0: &str = "kmahjongg-layout-v1.0";

/// First line of a version 1.1 layout (size given in the file).
pub const MAGIC_V1_1: &str = "kmahjongg-layout-v1.1";

/// The fixed grid of a version 1.0 layout.
pub const V1_0_SIZE: Size = Size {
    width: 32,
    height: 16,
    layers: 5,
};

/// The group every KMahjongg layout `.desktop` file has.
pub const DESKTOP_GROUP: &str = "KMahjonggLayout";

/// Which version of KMahjongg's format a file uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KmahjonggVersion {
    /// `kmahjongg-layout-v1.0`: a 32x16x5 grid.
    V1_0,
    /// `kmahjongg-layout-v1.1`: any size, given by `w`, `h` and `d` lines.
    V1_1,
}

/// A `.layout` file as read: its version, grid size and tile places in reading order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KmahjonggBoard {
    /// The format version of the file.
    pub version: KmahjonggVersion,
    /// The grid size the file declares.
    pub size: Size,
    /// Every cell holding `1`, in reading order (level, row, column).
    pub tiles: Vec<TilePos>,
}

/// What a KMahjongg `.desktop` file says about its layout.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DesktopEntry {
    /// `Name=`: the untranslated layout name.
    pub name: String,
    /// `Author=`.
    pub author: String,
    /// `AuthorEmail=`.
    pub author_email: String,
    /// `Description=`: the untranslated description.
    pub description: String,
    /// `FileName=`: the `.layout` file this entry describes.
    pub file_name: String,
}

/// What is wrong with a KMahjongg file. Every message starts with the line it is about.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum KmahjonggError {
    /// The first line is not a known magic line.
    #[error(
        "line {line}: expected '{MAGIC_V1_0}' or '{MAGIC_V1_1}', found '{found}'; this is not a KMahjongg layout"
    )]
    NotALayout {
        /// Where.
        line: usize,
        /// What was there.
        found: String,
    },
    /// A `w`, `h` or `d` line without a number above 0.
    #[error("line {line}: '{key}' must be followed by a whole number above 0, found '{found}'")]
    BadDimension {
        /// Where.
        line: usize,
        /// `w`, `h` or `d`.
        key: char,
        /// The whole line.
        found: String,
    },
    /// A version 1.1 file that never gives one of its dimensions.
    #[error("line {line}: the file never gives its {what} (a line such as '{example}')")]
    MissingDimension {
        /// The line after the last one.
        line: usize,
        /// "width", "height" or "depth".
        what: &'static str,
        /// An example line.
        example: &'static str,
    },
    /// The grid is larger than Parlour's largest (checked before the cells are read).
    #[error("line {line}: {source}")]
    TooLarge {
        /// The last dimension line.
        line: usize,
        /// Which limit.
        source: super::limits::LimitError,
    },
    /// A grid row of the wrong length (reported when the cells do not add up).
    #[error("line {line}: this row has {found} cells, but the board is {expected} cells wide")]
    RowWidth {
        /// Where.
        line: usize,
        /// Cells on the row.
        found: usize,
        /// The board width.
        expected: usize,
    },
    /// Every row has the right length, but there are too few or too many of them.
    #[error(
        "line {line}: the file has {found} grid rows, but {levels} levels of {height} rows need {expected}"
    )]
    RowCount {
        /// The first extra row, or the line after the last one.
        line: usize,
        /// Rows found.
        found: usize,
        /// Rows needed.
        expected: u64,
        /// Levels in the board.
        levels: i32,
        /// Rows per level.
        height: i32,
    },
    /// A `.desktop` file without the `[KMahjonggLayout]` group.
    #[error("line {line}: no [{DESKTOP_GROUP}] group; this is not a KMahjongg layout description")]
    MissingGroup {
        /// The line after the last one.
        line: usize,
    },
    /// A `.desktop` line in the layout group that is not `Key=Value`.
    #[error("line {line}: expected Key=Value, found '{found}'")]
    BadDesktopLine {
        /// Where.
        line: usize,
        /// What was there.
        found: String,
    },
}

impl KmahjonggError {
    /// The line (from 1) the error is about.
    pub fn line(&self) -> usize {
        match self {
            Self::NotALayout { line, .. }
            | Self::BadDimension { line, .. }
            | Self::MissingDimension { line, .. }
            | Self::RowWidth { line, .. }
            | Self::RowCount { line, .. }
            | Self::TooLarge { line, .. }
            | Self::MissingGroup { line }
            | Self::BadDesktopLine { line, .. } => *line,
        }
    }
}

/// Reads a `.layout` file with KMahjongg's exact tile places.
pub fn parse_kmahjongg(text: &str) -> Result<KmahjonggBoard, KmahjonggError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
    let end_line = text.lines().count() + 1;
    let (magic_line, magic) = lines.next().unwrap_or((1, ""));
    let version = match magic.trim_end() {
        MAGIC_V1_0 => KmahjonggVersion::V1_0,
        MAGIC_V1_1 => KmahjonggVersion::V1_1,
        other => {
            return Err(KmahjonggError::NotALayout {
                line: magic_line,
                found: other.to_owned(),
            });
        }
    };
    let body = read_body(lines, version);
    let size = match version {
        KmahjonggVersion::V1_0 => V1_0_SIZE,
        KmahjonggVersion::V1_1 => size_of(&body.dims, end_line)?,
    };
    super::limits::check_grid(size).map_err(|source| KmahjonggError::TooLarge {
        line: body.dims.iter().flatten().map(|d| d.0).max().unwrap_or(1),
        source,
    })?;
    let width = u64::try_from(size.width).unwrap_or(0);
    let rows_needed = u64::try_from(size.height)
        .unwrap_or(0)
        .saturating_mul(u64::try_from(size.layers).unwrap_or(0));
    let cells_needed = rows_needed.saturating_mul(width);
    if u64::try_from(body.cells.len()).ok() != Some(cells_needed) {
        return Err(row_error(&body.rows, size, rows_needed, end_line));
    }
    Ok(KmahjonggBoard {
        version,
        size,
        tiles: tiles_of(&body.cells, size),
    })
}

/// A dimension line: its line number, its text, and its value when it is a positive number.
type DimensionLine<'a> = (usize, &'a str, Option<i32>);

/// What follows the first line: the dimension lines (width, height, depth; version 1.1 only)
/// and the cells, row by row.
struct Body<'a> {
    /// KMahjongg keeps the last value of each dimension; a bad one fails the load, so where it
    /// was is kept to say so.
    dims: [Option<DimensionLine<'a>>; 3],
    cells: Vec<char>,
    /// Each row's line and length.
    rows: Vec<(usize, usize)>,
}

fn read_body<'a>(
    lines: impl Iterator<Item = (usize, &'a str)>,
    version: KmahjonggVersion,
) -> Body<'a> {
    let mut body = Body {
        dims: [None, None, None],
        cells: Vec::new(),
        rows: Vec::new(),
    };
    for (line, text) in lines {
        let first = text.chars().next();
        if first == Some('#') {
            continue;
        }
        if version == KmahjonggVersion::V1_1 {
            let slot = match first {
                Some('w') => Some(0),
                Some('h') => Some(1),
                Some('d') => Some(2),
                _ => None,
            };
            if let Some(slot) = slot {
                let value = text.get(1..).and_then(|v| v.trim().parse::<i32>().ok());
                if let Some(dim) = body.dims.get_mut(slot) {
                    *dim = Some((line, text, value.filter(|&v| v > 0)));
                }
                continue;
            }
        }
        // Blank lines add no cells in KMahjongg either, so they are not rows.
        if !text.is_empty() {
            let before = body.cells.len();
            body.cells.extend(text.chars());
            body.rows.push((line, body.cells.len() - before));
        }
    }
    body
}

/// The grid of a version 1.1 file, from its dimension lines.
fn size_of(dims: &[Option<DimensionLine<'_>>; 3], end_line: usize) -> Result<Size, KmahjonggError> {
    let [width, height, layers] = [
        (0, "width", "w32"),
        (1, "height", "h16"),
        (2, "depth", "d5"),
    ]
    .map(
        |(slot, what, example)| match dims.get(slot).copied().flatten() {
            None => Err(KmahjonggError::MissingDimension {
                line: end_line,
                what,
                example,
            }),
            Some((line, text, None)) => Err(KmahjonggError::BadDimension {
                line,
                key: example.chars().next().unwrap_or('?'),
                found: text.to_owned(),
            }),
            Some((_, _, Some(value))) => Ok(value),
        },
    );
    Ok(Size {
        width: width?,
        height: height?,
        layers: layers?,
    })
}

/// The tile places of the cells: a '1' is the top-left cell of a tile.
fn tiles_of(cells: &[char], size: Size) -> Vec<TilePos> {
    let plane = i64::from(size.width) * i64::from(size.height);
    cells
        .iter()
        .enumerate()
        .filter(|&(_, &c)| c == '1')
        .filter_map(|(i, _)| {
            let i = i64::try_from(i).ok()?;
            let x = i32::try_from(i % i64::from(size.width)).ok()?;
            let y = i32::try_from(i % plane / i64::from(size.width)).ok()?;
            let z = i32::try_from(i / plane).ok()?;
            Some(TilePos::new(x, y, z))
        })
        .collect()
}

/// Says why the cells do not fill the board: the first row of the wrong width, or else the
/// wrong number of rows.
fn row_error(
    rows: &[(usize, usize)],
    size: Size,
    rows_needed: u64,
    end_line: usize,
) -> KmahjonggError {
    let width = usize::try_from(size.width).unwrap_or(0);
    if let Some(&(line, found)) = rows.iter().find(|&&(_, len)| len != width) {
        return KmahjonggError::RowWidth {
            line,
            found,
            expected: width,
        };
    }
    let first_extra = usize::try_from(rows_needed)
        .ok()
        .and_then(|n| rows.get(n))
        .map(|&(line, _)| line);
    KmahjonggError::RowCount {
        line: first_extra.unwrap_or(end_line),
        found: rows.len(),
        expected: rows_needed,
        levels: size.layers,
        height: size.height,
    }
}

/// Reads a `.desktop` companion file. Translated keys (`Name[de]=`) and other groups are
/// skipped; the usual escapes (`\s`, `\n`, `\t`, `\\`) are undone.
pub fn parse_desktop(text: &str) -> Result<DesktopEntry, KmahjonggError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut entry = DesktopEntry::default();
    let mut in_group = false;
    let mut found_group = false;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        // Only spaces and tabs are padding (and a CR ending the line): other white space, such
        // as a vertical tab, belongs to the value (found by fuzzing).
        let trimmed = raw.trim_matches([' ', '\t', '\r']);
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if trimmed.starts_with('[') {
            in_group = trimmed == format!("[{DESKTOP_GROUP}]");
            found_group |= in_group;
            continue;
        }
        if !in_group {
            continue;
        }
        let Some((key, value)) = trimmed.split_once('=') else {
            return Err(KmahjonggError::BadDesktopLine {
                line,
                found: trimmed.to_owned(),
            });
        };
        let value = unescape(value.trim_start_matches([' ', '\t']));
        match key.trim() {
            "Name" => entry.name = value,
            "Author" => entry.author = value,
            "AuthorEmail" => entry.author_email = value,
            "Description" => entry.description = value,
            "FileName" => entry.file_name = value,
            _ => {}
        }
    }
    if !found_group {
        return Err(KmahjonggError::MissingGroup {
            line: text.lines().count() + 1,
        });
    }
    Ok(entry)
}

/// Writes a `.desktop` companion file KMahjongg reads.
pub fn write_desktop(entry: &DesktopEntry) -> String {
    let mut out = format!("[{DESKTOP_GROUP}]\n");
    out.push_str(&format!("Name={}\n", escape(&entry.name)));
    if !entry.description.is_empty() {
        out.push_str(&format!("Description={}\n", escape(&entry.description)));
    }
    out.push_str("VersionFormat=1\n");
    out.push_str(&format!("Author={}\n", escape(&entry.author)));
    if !entry.author_email.is_empty() {
        out.push_str(&format!("AuthorEmail={}\n", escape(&entry.author_email)));
    }
    out.push_str(&format!("FileName={}\n", escape(&entry.file_name)));
    out
}

fn unescape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('s') => out.push(' '),
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

fn escape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let last = value.chars().count().saturating_sub(1);
    for (i, c) in value.chars().enumerate() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            // A leading or trailing space would be lost to the reader's trimming (the trailing
            // one found by fuzzing).
            ' ' if i == 0 || i == last => out.push_str("\\s"),
            c => out.push(c),
        }
    }
    out
}

/// Imports a KMahjongg layout: the tiles from the `.layout` text, the name and author from the
/// `.desktop` text when there is one (a missing or empty `Name=` falls back to `fallback_name`,
/// usually the file's stem).
pub fn import_kmahjongg(
    layout_text: &str,
    desktop_text: Option<&str>,
    fallback_name: &str,
) -> Result<Layout, KmahjonggError> {
    let board = parse_kmahjongg(layout_text)?;
    let entry = desktop_text.map(parse_desktop).transpose()?;
    Ok(layout_from(board, entry.as_ref(), fallback_name))
}

/// Names a board read from a `.layout` file after its `.desktop` entry (or `fallback_name` when
/// the entry is missing or has an empty `Name=`).
pub fn layout_from(
    board: KmahjonggBoard,
    entry: Option<&DesktopEntry>,
    fallback_name: &str,
) -> Layout {
    let name = entry
        .map(|e| e.name.trim())
        .filter(|n| !n.is_empty())
        .unwrap_or(fallback_name);
    Layout {
        name: name.to_owned(),
        author: entry.map(|e| e.author.clone()).unwrap_or_default(),
        tiles: board.tiles,
    }
}

/// The version [`write_kmahjongg`] writes for `layout`: 1.0 when it fits the classic 32x16x5
/// grid, else 1.1.
pub fn export_version(layout: &Layout) -> KmahjonggVersion {
    let mut shifted = layout.clone();
    shifted.shift_into_grid();
    let needed = shifted.size();
    let fits = needed.width <= V1_0_SIZE.width
        && needed.height <= V1_0_SIZE.height
        && needed.layers <= V1_0_SIZE.layers;
    if fits {
        KmahjonggVersion::V1_0
    } else {
        KmahjonggVersion::V1_1
    }
}

/// Writes `layout` as a `.layout` file: version 1.0 when it fits KMahjongg's classic 32x16x5
/// grid, else version 1.1 sized to fit. Tiles keep their places; a layout with negative
/// coordinates is first moved just far enough into the grid. A layout larger than Parlour's own
/// files hold is refused.
pub fn write_kmahjongg(layout: &Layout) -> Result<String, TooLarge> {
    let mut layout = layout.clone();
    layout.shift_into_grid();
    layout.normalise();
    let needed = layout.file_size()?;
    let fits_v1_0 = export_version(&layout) == KmahjonggVersion::V1_0;
    let mut out = String::new();
    let size = if fits_v1_0 {
        out.push_str(MAGIC_V1_0);
        out.push('\n');
        V1_0_SIZE
    } else {
        out.push_str(MAGIC_V1_1);
        out.push_str("\n# Board size in half tiles\n");
        out.push_str(&format!("w{}\nh{}\n", needed.width, needed.height));
        out.push_str("# Board depth\n");
        out.push_str(&format!("d{}\n", needed.layers));
        needed
    };

    let width = usize::try_from(size.width).unwrap_or(0);
    let height = usize::try_from(size.height).unwrap_or(0);
    let layers = usize::try_from(size.layers).unwrap_or(0);
    let mut grid = vec![b'.'; width * height * layers];
    let mut put = |x: i32, y: i32, z: i32, glyph: u8| {
        let (Ok(x), Ok(y), Ok(z)) = (usize::try_from(x), usize::try_from(y), usize::try_from(z))
        else {
            return;
        };
        if x < width
            && y < height
            && let Some(cell) = grid.get_mut((z * height + y) * width + x)
        {
            *cell = glyph;
        }
    };
    // Quarters first and every `1` last, so overlapping tiles (which KMahjongg allows in a
    // file) keep all their places.
    for t in &layout.tiles {
        put(t.x + 1, t.y, t.z, b'2');
        put(t.x + 1, t.y + 1, t.z, b'3');
        put(t.x, t.y + 1, t.z, b'4');
    }
    for t in &layout.tiles {
        put(t.x, t.y, t.z, b'1');
    }
    for (row_no, row) in grid.chunks(width.max(1)).enumerate() {
        if !fits_v1_0 && row_no % height.max(1) == 0 {
            out.push_str(&format!("# Level {}\n", row_no / height.max(1)));
        }
        out.extend(row.iter().map(|&b| char::from(b)));
        out.push('\n');
    }
    Ok(out)
}

/// The `.desktop` companion for `layout` exported as `file_name` (such as `turtle.layout`).
pub fn desktop_for(layout: &Layout, file_name: &str) -> DesktopEntry {
    DesktopEntry {
        name: layout.name.clone(),
        author: layout.author.clone(),
        author_email: String::new(),
        description: String::new(),
        file_name: file_name.to_owned(),
    }
}
