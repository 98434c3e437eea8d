//! The Match-3 board: positions, gems, lines and the swaps that make them.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Columns on the board.
pub const WIDTH: usize = 8;
/// Rows on the board.
pub const HEIGHT: usize = 8;
/// Cells on the board.
pub const CELLS: usize = WIDTH * HEIGHT;
/// Gem kinds (colours); a kind is a number in `0..KINDS`.
pub const KINDS: u8 = 7;
/// The shortest run of one kind that clears.
pub const MIN_LINE: usize = 3;

/// A cell: `x` is the column from the left, `y` the row from the top, both from 0.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
pub struct Pos {
    /// Column, 0 at the left.
    pub x: u8,
    /// Row, 0 at the top.
    pub y: u8,
}

impl Pos {
    /// The cell at column `x`, row `y`.
    pub const fn new(x: u8, y: u8) -> Self {
        Self { x, y }
    }

    /// Whether the cell lies on the 8x8 board.
    pub fn is_on_board(self) -> bool {
        usize::from(self.x) < WIDTH && usize::from(self.y) < HEIGHT
    }

    /// Whether `other` shares a side with this cell.
    pub fn is_neighbour(self, other: Pos) -> bool {
        self.x.abs_diff(other.x) + self.y.abs_diff(other.y) == 1
    }

    /// Row-major index; only meaningful for cells on the board.
    pub(crate) fn index(self) -> usize {
        usize::from(self.y) * WIDTH + usize::from(self.x)
    }

    /// The cell of a row-major index below [`CELLS`].
    pub(crate) fn from_index(index: usize) -> Self {
        // Both quotients are below 8, so the narrowing cannot lose anything.
        Self::new((index % WIDTH) as u8, (index / WIDTH) as u8)
    }

    /// Every cell, row by row from the top.
    pub fn all() -> impl Iterator<Item = Pos> {
        (0..CELLS).map(Pos::from_index)
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}, row {}", self.x, self.y)
    }
}

/// The direction of a line of gems, and of the row or column a line blaster clears.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Dir {
    /// Along a row.
    Horizontal,
    /// Along a column.
    Vertical,
}

/// What sits in a cell.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Gem {
    /// An ordinary gem of a kind in `0..KINDS`.
    Plain(u8),
    /// Made by four in a line; when it clears it clears its whole row (`Horizontal`) or
    /// column (`Vertical`). It still matches as its kind.
    Blaster {
        /// The kind it matches as.
        kind: u8,
        /// Which line it clears.
        dir: Dir,
    },
    /// Made by an L or T shape; when it clears it clears the 3x3 square around it.
    Bomb(u8),
    /// Made by five in a line; it has no kind. Swapped with a gem, it clears every gem of that
    /// gem's kind; set off by a blast, every gem of the most common kind.
    ColourBomb,
}

impl Gem {
    /// The kind it matches as (a colour bomb matches nothing).
    pub fn kind(self) -> Option<u8> {
        match self {
            Gem::Plain(kind) | Gem::Blaster { kind, .. } | Gem::Bomb(kind) => Some(kind),
            Gem::ColourBomb => None,
        }
    }

    /// Whether it does something when it clears.
    pub fn is_special(self) -> bool {
        !matches!(self, Gem::Plain(_))
    }

    /// One-character notation: `0`-`6` plain, `a`-`g` row blaster, `A`-`G` column blaster,
    /// `p`-`v` area bomb (each by kind), `*` colour bomb.
    pub fn to_char(self) -> char {
        let letter = |base: u8, kind: u8| char::from(base + kind.min(KINDS - 1));
        match self {
            Gem::Plain(kind) => letter(b'0', kind),
            Gem::Blaster {
                kind,
                dir: Dir::Horizontal,
            } => letter(b'a', kind),
            Gem::Blaster {
                kind,
                dir: Dir::Vertical,
            } => letter(b'A', kind),
            Gem::Bomb(kind) => letter(b'p', kind),
            Gem::ColourBomb => '*',
        }
    }

    /// Reads the notation of [`Gem::to_char`].
    pub fn from_char(c: char) -> Option<Gem> {
        let offset = |base: char| {
            let k = u32::from(c).checked_sub(u32::from(base))?;
            u8::try_from(k).ok().filter(|&k| k < KINDS)
        };
        if c == '*' {
            return Some(Gem::ColourBomb);
        }
        if let Some(kind) = offset('0') {
            return Some(Gem::Plain(kind));
        }
        if let Some(kind) = offset('a') {
            return Some(Gem::Blaster {
                kind,
                dir: Dir::Horizontal,
            });
        }
        if let Some(kind) = offset('A') {
            return Some(Gem::Blaster {
                kind,
                dir: Dir::Vertical,
            });
        }
        offset('p').map(Gem::Bomb)
    }

    /// Whether its kind (if any) is in `0..KINDS`.
    fn is_valid(self) -> bool {
        self.kind().is_none_or(|kind| kind < KINDS)
    }
}

/// Why a board could not be built from the given cells.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// Wrong number of cells.
    #[error("a board has {CELLS} cells ({WIDTH} by {HEIGHT}), this one has {0}")]
    WrongSize(usize),
    /// A gem of a kind that does not exist.
    #[error("the gem at {0} has a kind outside 0..{KINDS}")]
    BadKind(Pos),
    /// Unreadable notation.
    #[error("row {row}: {message}")]
    BadRow {
        /// The row, from 0.
        row: usize,
        /// What is wrong with it.
        message: String,
    },
}

/// A full 8x8 board of gems, row by row from the top.
///
/// Architecture invariant: a `Board` always holds exactly [`CELLS`] valid gems (the constructor
/// and deserialisation check it), so positions on the board index it safely.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(try_from = "BoardData", into = "BoardData")]
pub struct Board {
    cells: Vec<Gem>,
}

/// The serialised form of a [`Board`], checked on the way in.
#[derive(Serialize, Deserialize)]
struct BoardData {
    cells: Vec<Gem>,
}

impl TryFrom<BoardData> for Board {
    type Error = BoardError;
    fn try_from(data: BoardData) -> Result<Self, BoardError> {
        Board::from_cells(data.cells)
    }
}

impl From<Board> for BoardData {
    fn from(board: Board) -> Self {
        BoardData { cells: board.cells }
    }
}

impl Board {
    /// A board from [`CELLS`] gems, row by row from the top.
    pub fn from_cells(cells: Vec<Gem>) -> Result<Self, BoardError> {
        if cells.len() != CELLS {
            return Err(BoardError::WrongSize(cells.len()));
        }
        if let Some(i) = cells.iter().position(|gem| !gem.is_valid()) {
            return Err(BoardError::BadKind(Pos::from_index(i)));
        }
        Ok(Self { cells })
    }

    /// A board from eight rows of eight characters in [`Gem::to_char`] notation.
    pub fn parse(rows: &[&str]) -> Result<Self, BoardError> {
        if rows.len() != HEIGHT {
            return Err(BoardError::WrongSize(rows.len() * WIDTH));
        }
        let mut cells = Vec::with_capacity(CELLS);
        for (row, text) in rows.iter().enumerate() {
            let before = cells.len();
            for c in text.chars().filter(|c| !c.is_whitespace()) {
                let gem = Gem::from_char(c).ok_or_else(|| BoardError::BadRow {
                    row,
                    message: format!("'{c}' is not a gem"),
                })?;
                cells.push(gem);
            }
            if cells.len() - before != WIDTH {
                return Err(BoardError::BadRow {
                    row,
                    message: format!("has {} gems, not {WIDTH}", cells.len() - before),
                });
            }
        }
        Self::from_cells(cells)
    }

    /// A board from a full array of gems made by the engine itself (kinds already in range).
    pub(crate) fn from_array(cells: [Gem; CELLS]) -> Self {
        Self {
            cells: cells.to_vec(),
        }
    }

    /// The gem at `pos`, or `None` off the board.
    pub fn get(&self, pos: Pos) -> Option<Gem> {
        if pos.is_on_board() {
            self.cells.get(pos.index()).copied()
        } else {
            None
        }
    }

    /// Every gem, row by row from the top.
    pub fn gems(&self) -> &[Gem] {
        &self.cells
    }

    /// The rows from the top, each from the left.
    pub fn rows(&self) -> impl Iterator<Item = &[Gem]> {
        self.cells.chunks(WIDTH)
    }

    /// The kind of every cell (`None` for colour bombs), row by row.
    pub(crate) fn kinds(&self) -> [Option<u8>; CELLS] {
        let mut kinds = [None; CELLS];
        for (slot, gem) in kinds.iter_mut().zip(&self.cells) {
            *slot = gem.kind();
        }
        kinds
    }

    /// Whether three or more gems of one kind stand in a row or column.
    pub fn has_line(&self) -> bool {
        let kinds = self.kinds();
        Pos::all().any(|pos| is_in_line(&kinds, pos))
    }

    /// Whether swapping `a` and `b` is a legal move: they are neighbours on the board and the
    /// swap lines up three or more, or one of them is a colour bomb.
    pub fn is_valid_swap(&self, a: Pos, b: Pos) -> bool {
        let (Some(gem_a), Some(gem_b)) = (self.get(a), self.get(b)) else {
            return false;
        };
        if !a.is_neighbour(b) {
            return false;
        }
        if gem_a == Gem::ColourBomb || gem_b == Gem::ColourBomb {
            return true;
        }
        let mut kinds = self.kinds();
        kinds.swap(a.index(), b.index());
        is_in_line(&kinds, a) || is_in_line(&kinds, b)
    }

    /// Every legal swap, each once with the upper or left cell first, row by row.
    pub fn valid_swaps(&self) -> Vec<(Pos, Pos)> {
        neighbour_pairs()
            .filter(|&(a, b)| self.is_valid_swap(a, b))
            .collect()
    }

    /// Whether any legal swap exists.
    pub fn has_swap(&self) -> bool {
        neighbour_pairs().any(|(a, b)| self.is_valid_swap(a, b))
    }

    /// The board with the gems at `a` and `b` exchanged (both must be on the board).
    pub(crate) fn swapped(&self, a: Pos, b: Pos) -> Board {
        let mut next = self.clone();
        next.cells.swap(a.index(), b.index());
        next
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in self.rows() {
            let text: String = row.iter().map(|gem| gem.to_char()).collect();
            writeln!(f, "{text}")?;
        }
        Ok(())
    }
}

/// Every pair of neighbouring cells, the upper or left cell first.
pub(crate) fn neighbour_pairs() -> impl Iterator<Item = (Pos, Pos)> {
    Pos::all().flat_map(|pos| {
        let right = Pos::new(pos.x + 1, pos.y);
        let down = Pos::new(pos.x, pos.y + 1);
        [right, down]
            .into_iter()
            .filter(|other| other.is_on_board())
            .map(move |other| (pos, other))
    })
}

/// How many cells from `pos` (excluded) in the step direction hold `kind`.
fn reach(kinds: &[Option<u8>; CELLS], pos: Pos, kind: u8, dx: i32, dy: i32) -> usize {
    let mut count = 0;
    let (mut x, mut y) = (i32::from(pos.x) + dx, i32::from(pos.y) + dy);
    while (0..WIDTH as i32).contains(&x) && (0..HEIGHT as i32).contains(&y) {
        let index = y as usize * WIDTH + x as usize;
        if kinds[index] != Some(kind) {
            break;
        }
        count += 1;
        x += dx;
        y += dy;
    }
    count
}

/// Whether the gem at `pos` is part of a line of [`MIN_LINE`] or more.
pub(crate) fn is_in_line(kinds: &[Option<u8>; CELLS], pos: Pos) -> bool {
    let Some(kind) = kinds[pos.index()] else {
        return false;
    };
    let across = 1 + reach(kinds, pos, kind, -1, 0) + reach(kinds, pos, kind, 1, 0);
    let down = 1 + reach(kinds, pos, kind, 0, -1) + reach(kinds, pos, kind, 0, 1);
    across >= MIN_LINE || down >= MIN_LINE
}

/// A maximal straight run of one kind, [`MIN_LINE`] or longer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Run {
    /// The upper or left end.
    pub start: Pos,
    /// How many gems.
    pub len: usize,
    /// Along a row or a column.
    pub dir: Dir,
    /// The kind of every gem in it.
    pub kind: u8,
}

impl Run {
    /// The cells of the run, from its start.
    pub fn cells(self) -> impl Iterator<Item = Pos> {
        (0..self.len).map(move |i| {
            // The run lies on the board, so every offset stays below 8.
            let i = i as u8;
            match self.dir {
                Dir::Horizontal => Pos::new(self.start.x + i, self.start.y),
                Dir::Vertical => Pos::new(self.start.x, self.start.y + i),
            }
        })
    }
}

/// Every maximal run of [`MIN_LINE`] or more: rows first, then columns.
pub(crate) fn find_runs(kinds: &[Option<u8>; CELLS]) -> Vec<Run> {
    let mut runs = Vec::new();
    for (dir, outer, inner) in [
        (Dir::Horizontal, HEIGHT, WIDTH),
        (Dir::Vertical, WIDTH, HEIGHT),
    ] {
        for line in 0..outer {
            let at = |i: usize| match dir {
                Dir::Horizontal => Pos::from_index(line * WIDTH + i),
                Dir::Vertical => Pos::from_index(i * WIDTH + line),
            };
            let mut i = 0;
            while i < inner {
                let kind = kinds[at(i).index()];
                let mut end = i + 1;
                while end < inner && kind.is_some() && kinds[at(end).index()] == kind {
                    end += 1;
                }
                if let Some(kind) = kind
                    && end - i >= MIN_LINE
                {
                    runs.push(Run {
                        start: at(i),
                        len: end - i,
                        dir,
                        kind,
                    });
                }
                i = end;
            }
        }
    }
    runs
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A board from eight rows of gem notation; the other modules' tests use it too.
    pub(crate) fn board(rows: [&str; 8]) -> Board {
        match Board::parse(&rows) {
            Ok(board) => board,
            Err(e) => panic!("bad test board: {e}"),
        }
    }

    #[test]
    fn notation_round_trips() {
        for c in "0123456abcdefgABCDEFGpqrstuv*".chars() {
            let gem = Gem::from_char(c);
            assert_eq!(gem.map(Gem::to_char), Some(c));
        }
        assert_eq!(Gem::from_char('7'), None);
        assert_eq!(Gem::from_char('h'), None);
        assert_eq!(Gem::from_char('w'), None);
    }

    #[test]
    fn bad_boards_are_refused_with_a_reason() {
        assert_eq!(Board::from_cells(vec![]), Err(BoardError::WrongSize(0)));
        let mut cells = vec![Gem::Plain(0); CELLS];
        cells[9] = Gem::Plain(7);
        assert_eq!(
            Board::from_cells(cells),
            Err(BoardError::BadKind(Pos::new(1, 1)))
        );
        let json = r#"{"cells":[]}"#;
        assert!(serde_json::from_str::<Board>(json).is_err());
    }

    #[test]
    fn runs_are_found_in_rows_and_columns() {
        let b = board([
            "00012345", "12345601", "10234560", "13456012", "24560123", "35601234", "46012345",
            "50123456",
        ]);
        let runs = find_runs(&b.kinds());
        assert_eq!(
            runs,
            vec![
                Run {
                    start: Pos::new(0, 0),
                    len: 3,
                    dir: Dir::Horizontal,
                    kind: 0
                },
                Run {
                    start: Pos::new(0, 1),
                    len: 3,
                    dir: Dir::Vertical,
                    kind: 1
                },
            ]
        );
        assert!(b.has_line());
    }

    #[test]
    fn swaps_are_valid_only_between_neighbours_making_a_line() {
        let b = board([
            "00102345", "23456012", "45601234", "60123456", "12345601", "34560123", "56012345",
            "01234560",
        ]);
        assert!(!b.has_line());
        // Moving the 0 at (3, 0) left makes 0 0 0 at the start of row 0.
        assert!(b.is_valid_swap(Pos::new(2, 0), Pos::new(3, 0)));
        assert!(!b.is_valid_swap(Pos::new(0, 0), Pos::new(0, 1)));
        assert!(!b.is_valid_swap(Pos::new(1, 0), Pos::new(3, 0)));
        assert!(!b.is_valid_swap(Pos::new(7, 0), Pos::new(8, 0)));
        assert!(b.valid_swaps().contains(&(Pos::new(2, 0), Pos::new(3, 0))));
    }

    #[test]
    fn colour_bomb_swaps_with_any_neighbour() {
        let mut cells = board([
            "01234560", "23456012", "45601234", "60123456", "12345601", "34560123", "56012345",
            "01234560",
        ])
        .cells;
        cells[Pos::new(3, 3).index()] = Gem::ColourBomb;
        let Ok(b) = Board::from_cells(cells) else {
            panic!("valid cells")
        };
        assert!(b.is_valid_swap(Pos::new(3, 3), Pos::new(3, 2)));
        assert!(b.is_valid_swap(Pos::new(2, 3), Pos::new(3, 3)));
        assert!(b.has_swap());
    }

    #[test]
    fn board_serde_round_trips() {
        let b = board([
            "0a2A4p*1", "23456012", "45601234", "60123456", "12345601", "34560123", "56012345",
            "01234560",
        ]);
        let json = serde_json::to_string(&b).unwrap_or_default();
        let back: Result<Board, _> = serde_json::from_str(&json);
        assert_eq!(back.ok(), Some(b));
    }
}
