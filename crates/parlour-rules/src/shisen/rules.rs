//! Shisen-Sho rules: the board, the moves, and what makes a move legal.
//!
//! A pair of identical tiles is removed when a line with at most two turns joins them through
//! empty cells (see [`super::path`]). With gravity on, the tiles above a removed tile then fall
//! down their column, keeping their order. The game is won when the board is empty and stuck
//! (a dead end) when tiles remain but no pair can be removed.

use super::path::{self, Cells, Path};
use super::size::Size;
use crate::engine::history::Rules;
use crate::engine::tile::Face;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A cell of the tile area: row 0 is the top row, column 0 the left column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    /// Row from the top, 0-based.
    pub row: u8,
    /// Column from the left, 0-based.
    pub col: u8,
}

impl Pos {
    /// The cell at `row`, `col`.
    pub fn new(row: u8, col: u8) -> Pos {
        Pos { row, col }
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "row {}, column {}", self.row, self.col)
    }
}

/// One player action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    /// Removes the identical tiles at `a` and `b`. Legal when [`Board::pair_path`] finds a line;
    /// the UI draws that line.
    RemovePair {
        /// The first tile picked.
        a: Pos,
        /// The second tile picked.
        b: Pos,
    },
    /// Rearranges the remaining tiles on the cells they occupy: `faces` lists the new face of
    /// every occupied cell in reading order (top row first, left to right). Made by
    /// [`super::solver::solvable_shuffle`]; undoable like any move.
    Shuffle {
        /// The new faces, one per occupied cell, in reading order.
        faces: Vec<Face>,
    },
}

/// Why a move was refused. The board is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// A cell outside the tile area.
    #[error("{pos} is off the {size} board")]
    OffBoard {
        /// The cell asked for.
        pos: Pos,
        /// The board's size.
        size: Size,
    },
    /// A cell without a tile.
    #[error("there is no tile at {0}")]
    NoTile(Pos),
    /// Both picks are the same tile.
    #[error("pick two different tiles")]
    SameTile,
    /// The faces differ.
    #[error("{a} and {b} are different tiles: only identical tiles make a pair")]
    DifferentFaces {
        /// The first tile's face.
        a: Face,
        /// The second tile's face.
        b: Face,
    },
    /// No line with at most two turns joins the tiles.
    #[error("no line with at most two turns joins {a} and {b} through empty cells")]
    NoPath {
        /// The first tile.
        a: Pos,
        /// The second tile.
        b: Pos,
    },
    /// A shuffle with a different number of tiles than the board holds.
    #[error("a shuffle must give a face to each of the {expected} tiles left, not {got}")]
    ShuffleCount {
        /// Tiles on the board.
        expected: usize,
        /// Faces in the shuffle.
        got: usize,
    },
    /// A shuffle that changes which tiles there are.
    #[error("a shuffle may only rearrange the tiles left, not change them")]
    ShuffleFaces,
}

/// Why a board could not be built from its parts (a save file edited by hand, for instance).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// The cell list does not match the size.
    #[error("a {size} board has {expected} cells, but {got} were given")]
    CellCount {
        /// The board's size.
        size: Size,
        /// Cells the size needs.
        expected: usize,
        /// Cells given.
        got: usize,
    },
    /// A face appears an odd number of times, so it could never be cleared.
    #[error("{0} appears an odd number of times, so the board could never be cleared")]
    OddFace(Face),
    /// With gravity on, a tile floats above an empty cell.
    #[error("with gravity on, the tile at {0} cannot float above an empty cell")]
    Floating(Pos),
}

/// A Shisen-Sho position: the tile area (without the ring), and whether gravity is on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "BoardRecord", into = "BoardRecord")]
pub struct Board {
    size: Size,
    gravity: bool,
    /// Row-major, `size.height()` rows of `size.width()` cells.
    cells: Vec<Option<Face>>,
}

/// The saved form of a [`Board`], checked when read back.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct BoardRecord {
    size: Size,
    gravity: bool,
    cells: Vec<Option<Face>>,
}

impl TryFrom<BoardRecord> for Board {
    type Error = BoardError;

    fn try_from(record: BoardRecord) -> Result<Self, Self::Error> {
        Board::new(record.size, record.gravity, record.cells)
    }
}

impl From<Board> for BoardRecord {
    fn from(board: Board) -> Self {
        BoardRecord {
            size: board.size,
            gravity: board.gravity,
            cells: board.cells,
        }
    }
}

impl Board {
    /// A board from its cells in reading order (top row first). Checks that the count matches the
    /// size, that every face appears an even number of times, and, with gravity, that no tile
    /// floats above an empty cell.
    pub fn new(size: Size, gravity: bool, cells: Vec<Option<Face>>) -> Result<Board, BoardError> {
        if cells.len() != size.tiles() {
            return Err(BoardError::CellCount {
                size,
                expected: size.tiles(),
                got: cells.len(),
            });
        }
        let mut counts = [0usize; Face::COUNT];
        for face in cells.iter().flatten() {
            counts[face.index()] += 1;
        }
        if let Some(face) = Face::all().find(|f| counts[f.index()] % 2 == 1) {
            return Err(BoardError::OddFace(face));
        }
        let board = Board {
            size,
            gravity,
            cells,
        };
        if gravity {
            for row in 0..size.height().saturating_sub(1) {
                for col in 0..size.width() {
                    let pos = Pos::new(row as u8, col as u8);
                    let below = Pos::new(row as u8 + 1, col as u8);
                    if board.face_at(pos).is_some() && board.face_at(below).is_none() {
                        return Err(BoardError::Floating(pos));
                    }
                }
            }
        }
        Ok(board)
    }

    /// The board's size.
    pub fn size(&self) -> Size {
        self.size
    }

    /// Whether tiles fall down their column after a removal.
    pub fn gravity(&self) -> bool {
        self.gravity
    }

    /// Every cell in reading order (top row first, left to right); `None` is empty.
    pub fn cells(&self) -> &[Option<Face>] {
        &self.cells
    }

    /// The rows from the top, each left to right.
    pub fn rows(&self) -> impl Iterator<Item = &[Option<Face>]> {
        self.cells.chunks(self.size.width())
    }

    /// Whether `pos` lies in the tile area.
    pub fn contains(&self, pos: Pos) -> bool {
        usize::from(pos.row) < self.size.height() && usize::from(pos.col) < self.size.width()
    }

    fn index(&self, pos: Pos) -> Option<usize> {
        self.contains(pos)
            .then(|| usize::from(pos.row) * self.size.width() + usize::from(pos.col))
    }

    /// The face of the tile at `pos`, or `None` for an empty cell or a cell off the board.
    pub fn face_at(&self, pos: Pos) -> Option<Face> {
        self.index(pos)
            .and_then(|i| self.cells.get(i).copied().flatten())
    }

    /// The occupied cells in reading order, with their faces.
    pub fn tiles(&self) -> impl Iterator<Item = (Pos, Face)> + '_ {
        let width = self.size.width();
        self.cells.iter().enumerate().filter_map(move |(i, cell)| {
            cell.map(|face| (Pos::new((i / width) as u8, (i % width) as u8), face))
        })
    }

    /// How many tiles are left.
    pub fn tiles_left(&self) -> usize {
        self.cells.iter().flatten().count()
    }

    /// Whether every tile has been removed.
    pub fn is_won(&self) -> bool {
        self.tiles_left() == 0
    }

    /// Whether tiles remain but no pair can be removed (the player must undo or shuffle).
    pub fn is_dead_end(&self) -> bool {
        !self.is_won() && self.removable_pairs().is_empty()
    }

    /// How many pairs could be removed right now.
    pub fn pairs_available(&self) -> usize {
        self.removable_pairs().len()
    }

    /// Every pair that could be removed right now, each with `a` before `b` in reading order.
    pub fn removable_pairs(&self) -> Vec<(Pos, Pos)> {
        let tiles: Vec<(Pos, Face)> = self.tiles().collect();
        let mut pairs = Vec::new();
        for (i, &(a, face_a)) in tiles.iter().enumerate() {
            for &(b, face_b) in &tiles[i + 1..] {
                if face_a == face_b && path::is_connected(self, ringed(a), ringed(b)) {
                    pairs.push((a, b));
                }
            }
        }
        pairs
    }

    /// Checks that `a` and `b` can be removed together and returns the line joining them (a
    /// shortest one, with the fewest turns among those), for the UI to draw.
    pub fn pair_path(&self, a: Pos, b: Pos) -> Result<Path, MoveError> {
        let face_a = self.tile_at(a)?;
        let face_b = self.tile_at(b)?;
        if a == b {
            return Err(MoveError::SameTile);
        }
        if face_a != face_b {
            return Err(MoveError::DifferentFaces {
                a: face_a,
                b: face_b,
            });
        }
        path::find_path(self, ringed(a), ringed(b)).ok_or(MoveError::NoPath { a, b })
    }

    fn tile_at(&self, pos: Pos) -> Result<Face, MoveError> {
        let Some(index) = self.index(pos) else {
            return Err(MoveError::OffBoard {
                pos,
                size: self.size,
            });
        };
        self.cells
            .get(index)
            .copied()
            .flatten()
            .ok_or(MoveError::NoTile(pos))
    }

    fn remove_pair(&mut self, a: Pos, b: Pos) -> Result<(), MoveError> {
        self.pair_path(a, b)?;
        for pos in [a, b] {
            if let Some(cell) = self.index(pos).and_then(|i| self.cells.get_mut(i)) {
                *cell = None;
            }
        }
        if self.gravity {
            self.settle_column(usize::from(a.col));
            self.settle_column(usize::from(b.col));
        }
        Ok(())
    }

    /// Lets the tiles of column `col` fall to the bottom, keeping their order.
    fn settle_column(&mut self, col: usize) {
        let width = self.size.width();
        let column: Vec<usize> = (0..self.size.height())
            .map(|row| row * width + col)
            .collect();
        let faces: Vec<Face> = column.iter().filter_map(|&i| self.cells[i]).collect();
        let gap = column.len() - faces.len();
        for (k, &i) in column.iter().enumerate() {
            self.cells[i] = k.checked_sub(gap).and_then(|j| faces.get(j).copied());
        }
    }

    fn shuffle(&mut self, faces: &[Face]) -> Result<(), MoveError> {
        let expected = self.tiles_left();
        if faces.len() != expected {
            return Err(MoveError::ShuffleCount {
                expected,
                got: faces.len(),
            });
        }
        let mut counts = [0isize; Face::COUNT];
        for face in self.cells.iter().flatten() {
            counts[face.index()] += 1;
        }
        for face in faces {
            counts[face.index()] -= 1;
        }
        if counts.iter().any(|&n| n != 0) {
            return Err(MoveError::ShuffleFaces);
        }
        let mut new_faces = faces.iter();
        for cell in self.cells.iter_mut().filter(|c| c.is_some()) {
            *cell = new_faces.next().copied();
        }
        Ok(())
    }
}

/// The ringed coordinates (see [`super::path`]) of a tile-area cell.
pub(crate) fn ringed(pos: Pos) -> (usize, usize) {
    (usize::from(pos.row) + 1, usize::from(pos.col) + 1)
}

impl Cells for Board {
    fn rows(&self) -> usize {
        self.size.height()
    }

    fn cols(&self) -> usize {
        self.size.width()
    }

    fn is_empty_at(&self, row: usize, col: usize) -> bool {
        // The ring (row or column 0, or one past the tile area) is always empty.
        match (row.checked_sub(1), col.checked_sub(1)) {
            (Some(r), Some(c)) if r < self.size.height() && c < self.size.width() => self
                .cells
                .get(r * self.size.width() + c)
                .is_none_or(|cell| cell.is_none()),
            _ => true,
        }
    }
}

impl Rules for Board {
    type Move = Move;
    type Error = MoveError;

    fn apply(&mut self, mv: &Move) -> Result<(), MoveError> {
        // Both branches check everything before changing a cell, so a refusal changes nothing.
        match mv {
            Move::RemovePair { a, b } => self.remove_pair(*a, *b),
            Move::Shuffle { faces } => self.shuffle(faces),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 14x6 board from text rows (faces separated by spaces, `..` empty), padded with empties.
    fn board(rows: &[&str], gravity: bool) -> Board {
        let size = Size::new(14, 6).unwrap();
        let mut cells = vec![None; size.tiles()];
        for (r, row) in rows.iter().enumerate() {
            for (c, cell) in row.split_whitespace().enumerate() {
                cells[r * 14 + c] = cell.parse().ok();
            }
        }
        Board::new(size, gravity, cells).unwrap()
    }

    fn faces(b: &Board, row: usize) -> String {
        b.rows()
            .nth(row)
            .unwrap()
            .iter()
            .take(4)
            .map(|c| c.map_or("..".to_owned(), |f| f.to_string()))
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn refused_moves_name_the_problem_and_change_nothing() {
        let mut b = board(&["1m 2m 1m 2m", "3p 3p .. .."], false);
        let before = b.clone();
        let cases = [
            (Pos::new(0, 0), Pos::new(0, 0), "pick two different tiles"),
            (Pos::new(0, 0), Pos::new(0, 1), "different tiles"),
            (Pos::new(0, 0), Pos::new(1, 2), "no tile at row 1, column 2"),
            (Pos::new(0, 0), Pos::new(9, 0), "off the 14x6 board"),
        ];
        for (a, bb, fragment) in cases {
            let err = b.apply(&Move::RemovePair { a, b: bb }).unwrap_err();
            assert!(err.to_string().contains(fragment), "{err}");
            assert_eq!(b, before);
        }
        // 1m at (0,0) and (0,2) are joined over the top through the ring.
        assert!(
            b.apply(&Move::RemovePair {
                a: Pos::new(0, 0),
                b: Pos::new(0, 2)
            })
            .is_ok()
        );
        assert_eq!(b.tiles_left(), 4);
    }

    #[test]
    fn gravity_lets_tiles_fall_in_order() {
        let mut b = board(
            &[
                ".. .. .. ..",
                "5z .. .. ..",
                "6z .. .. ..",
                "1s .. .. ..",
                "2s .. .. ..",
                "1s 2s 5z 6z",
            ],
            true,
        );
        b.apply(&Move::RemovePair {
            a: Pos::new(3, 0),
            b: Pos::new(5, 0),
        })
        .unwrap();
        assert_eq!(faces(&b, 2), ".. .. .. ..");
        assert_eq!(faces(&b, 3), "5z .. .. ..");
        assert_eq!(faces(&b, 4), "6z .. .. ..");
        assert_eq!(faces(&b, 5), "2s 2s 5z 6z");
        // 2s side by side, 5z and 6z each by an L through the emptied column.
        assert_eq!(b.pairs_available(), 3);
    }

    #[test]
    fn shuffles_must_keep_the_same_tiles() {
        let mut b = board(&["1m 2m 1m 2m"], false);
        let f = |s: &str| s.parse::<Face>().unwrap();
        let bad = Move::Shuffle {
            faces: vec![f("1m"), f("1m"), f("1m"), f("2m")],
        };
        assert_eq!(b.apply(&bad), Err(MoveError::ShuffleFaces));
        let short = Move::Shuffle {
            faces: vec![f("1m"), f("1m")],
        };
        assert!(matches!(
            b.apply(&short),
            Err(MoveError::ShuffleCount {
                expected: 4,
                got: 2
            })
        ));
        let good = Move::Shuffle {
            faces: vec![f("1m"), f("1m"), f("2m"), f("2m")],
        };
        b.apply(&good).unwrap();
        assert_eq!(faces(&b, 0), "1m 1m 2m 2m");
        assert_eq!(b.pairs_available(), 2);
    }

    #[test]
    fn won_and_dead_end_are_told_apart() {
        // Crossed pairs in a corner: each tile sees only the ring on one side and the open board
        // on the other, and no two-turn line joins equal faces.
        let stuck = board(&["1p 2p", "2p 1p"], false);
        assert!(stuck.is_dead_end());
        assert_eq!(stuck.pairs_available(), 0);
        let open = board(&["1p 2p", ".. 1p", "2p .."], false);
        assert!(!open.is_dead_end());
        let empty = board(&[], false);
        assert!(empty.is_won() && !empty.is_dead_end());
    }

    #[test]
    fn saved_boards_are_checked_when_read() {
        let b = board(&["1m 1m"], false);
        let json = serde_json::to_string(&b).unwrap();
        assert_eq!(serde_json::from_str::<Board>(&json).unwrap(), b);
        let odd = json.replacen("\"1m\"", "\"2m\"", 1);
        assert!(serde_json::from_str::<Board>(&odd).is_err());
        assert!(Board::new(Size::DEFAULT, true, vec![None; 5]).is_err());
    }
}
