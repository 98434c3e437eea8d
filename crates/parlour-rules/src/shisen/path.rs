//! The Shisen-Sho path rule: two identical tiles may be removed when a line of at most three
//! straight segments (at most two turns) joins them through empty cells.
//!
//! The line may run through the ring of empty cells just outside the tile area, but not further
//! out. Two neighbouring tiles are joined by a line of length 1 with no turn, so "neighbours also
//! go" needs no special case.
//!
//! Coordinates here are *ringed*: row 0 and column 0 are the ring above and to the left of the tile
//! area, tile-area cell (row, col) is ringed cell (row + 1, col + 1), and row `rows + 1`, column
//! `cols + 1` are the ring below and to the right. [`Path`] converts back to tile-area coordinates,
//! where the ring is at -1 and at `height`/`width`.
//!
//! Which path is shown: the shortest legal line (fewest cells walked), and among equally short
//! ones the one with the fewest turns, as the issue asks ("a shortest one with fewest turns").
//! The other order (fewest turns first) would give the same length and turns here: a line with
//! no turn or one turn is always as short as any line can be (the Manhattan distance), so
//! whenever one exists it wins both ways. Among lines equal in both, the first in this order is
//! shown: lines whose middle segment is vertical, by that column from left to right; then lines
//! whose middle segment is horizontal, by that row from top to bottom (so of two L shapes, the
//! one whose vertical leg lies further left).

use serde::{Deserialize, Serialize};

/// Read access to a board with its ring, in ringed coordinates (see the module docs).
///
/// Implementations must report every ring cell (row 0, row `rows() + 1`, column 0, column
/// `cols() + 1`) as empty. Callers only ask about cells with `row <= rows() + 1` and
/// `col <= cols() + 1`.
pub trait Cells {
    /// Rows of the tile area, without the ring.
    fn rows(&self) -> usize;
    /// Columns of the tile area, without the ring.
    fn cols(&self) -> usize;
    /// Whether the ringed cell (`row`, `col`) holds no tile.
    fn is_empty_at(&self, row: usize, col: usize) -> bool;

    /// Whether every cell of column `col` strictly between rows `r1` and `r2` is empty.
    /// Override it when a faster answer is at hand (the solver keeps running counts).
    fn is_column_clear(&self, col: usize, r1: usize, r2: usize) -> bool {
        let (lo, hi) = if r1 < r2 { (r1, r2) } else { (r2, r1) };
        (lo + 1..hi).all(|r| self.is_empty_at(r, col))
    }

    /// Whether every cell of row `row` strictly between columns `c1` and `c2` is empty.
    fn is_row_clear(&self, row: usize, c1: usize, c2: usize) -> bool {
        let (lo, hi) = if c1 < c2 { (c1, c2) } else { (c2, c1) };
        (lo + 1..hi).all(|c| self.is_empty_at(row, c))
    }
}

/// A corner of a drawn path, in tile-area coordinates: row 0 is the top tile row, and the ring
/// around the board is row -1, row `height`, column -1 and column `width`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Point {
    /// Row, -1 to `height`.
    pub row: i16,
    /// Column, -1 to `width`.
    pub col: i16,
}

/// A joining line, as the points to draw: the first tile, each bend, and the second tile
/// (2 to 4 points, consecutive points share a row or a column).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Path {
    /// The corner points from the first tile to the second.
    pub points: Vec<Point>,
}

impl Path {
    /// How many cells the line walks (the sum of its segment lengths).
    pub fn length(&self) -> u32 {
        self.points
            .windows(2)
            .map(|w| {
                (w[0].row - w[1].row).unsigned_abs() as u32
                    + (w[0].col - w[1].col).unsigned_abs() as u32
            })
            .sum()
    }

    /// How many times the line turns (points minus two).
    pub fn turns(&self) -> u32 {
        self.points.len().saturating_sub(2) as u32
    }
}

/// How far a tile sees along its row and column through empty cells (inclusive bounds, ringed
/// coordinates; the tile's own cell is always inside).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Reach {
    left: usize,
    right: usize,
    up: usize,
    down: usize,
}

pub(crate) fn reach<C: Cells + ?Sized>(cells: &C, (r, c): (usize, usize)) -> Reach {
    let (last_row, last_col) = (cells.rows() + 1, cells.cols() + 1);
    let mut left = c;
    while left > 0 && cells.is_empty_at(r, left - 1) {
        left -= 1;
    }
    let mut right = c;
    while right < last_col && cells.is_empty_at(r, right + 1) {
        right += 1;
    }
    let mut up = r;
    while up > 0 && cells.is_empty_at(up - 1, c) {
        up -= 1;
    }
    let mut down = r;
    while down < last_row && cells.is_empty_at(down + 1, c) {
        down += 1;
    }
    Reach {
        left,
        right,
        up,
        down,
    }
}

/// One legal line shape between two tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    /// Same row or column, nothing in between.
    Straight,
    /// Along the first tile's row to this column, along the column, along the second tile's row.
    RowFirst(usize),
    /// Along the first tile's column to this row, along the row, along the second tile's column.
    ColumnFirst(usize),
}

/// Calls `visit` with every legal shape joining `a` and `b` (straight first, then row-first bends
/// left to right, then column-first bends top to bottom) until it returns false.
fn for_each_shape<C: Cells + ?Sized>(
    cells: &C,
    (a, reach_a): ((usize, usize), Reach),
    (b, reach_b): ((usize, usize), Reach),
    mut visit: impl FnMut(Shape) -> bool,
) {
    if a == b {
        return;
    }
    let (ra, ca) = a;
    let (rb, cb) = b;
    let straight = (ra == rb
        && (if ca < cb {
            reach_a.right + 1 >= cb
        } else {
            reach_a.left <= cb + 1
        }))
        || (ca == cb
            && (if ra < rb {
                reach_a.down + 1 >= rb
            } else {
                reach_a.up <= rb + 1
            }));
    if straight && !visit(Shape::Straight) {
        return;
    }
    if ra != rb {
        let lo = reach_a.left.max(reach_b.left);
        let hi = reach_a.right.min(reach_b.right);
        for col in lo..=hi {
            // Same column on both ends is the straight line, already reported.
            if (col != ca || col != cb)
                && cells.is_column_clear(col, ra, rb)
                && !visit(Shape::RowFirst(col))
            {
                return;
            }
        }
    }
    if ca != cb {
        let lo = reach_a.up.max(reach_b.up);
        let hi = reach_a.down.min(reach_b.down);
        for row in lo..=hi {
            if (row != ra || row != rb)
                && cells.is_row_clear(row, ca, cb)
                && !visit(Shape::ColumnFirst(row))
            {
                return;
            }
        }
    }
}

fn length_and_turns(a: (usize, usize), b: (usize, usize), shape: Shape) -> (usize, usize) {
    let (ra, ca) = a;
    let (rb, cb) = b;
    match shape {
        Shape::Straight => (ra.abs_diff(rb) + ca.abs_diff(cb), 0),
        Shape::RowFirst(col) => (
            ca.abs_diff(col) + ra.abs_diff(rb) + col.abs_diff(cb),
            usize::from(col != ca) + usize::from(col != cb),
        ),
        Shape::ColumnFirst(row) => (
            ra.abs_diff(row) + ca.abs_diff(cb) + row.abs_diff(rb),
            usize::from(row != ra) + usize::from(row != rb),
        ),
    }
}

fn point((r, c): (usize, usize)) -> Point {
    // Ringed coordinates are at most 31, so the conversion cannot overflow.
    Point {
        row: r as i16 - 1,
        col: c as i16 - 1,
    }
}

fn to_path(a: (usize, usize), b: (usize, usize), shape: Shape) -> Path {
    let corners = match shape {
        Shape::Straight => vec![a, b],
        Shape::RowFirst(col) => vec![a, (a.0, col), (b.0, col), b],
        Shape::ColumnFirst(row) => vec![a, (row, a.1), (row, b.1), b],
    };
    let mut points: Vec<Point> = Vec::with_capacity(4);
    for corner in corners {
        let p = point(corner);
        if points.last() != Some(&p) {
            points.push(p);
        }
    }
    Path { points }
}

/// Whether some legal line joins the tiles at ringed cells `a` and `b` (their faces are not
/// looked at). Faster than [`find_path`]: it stops at the first line found.
pub fn is_connected<C: Cells + ?Sized>(cells: &C, a: (usize, usize), b: (usize, usize)) -> bool {
    is_connected_with(cells, (a, reach(cells, a)), (b, reach(cells, b)))
}

/// [`is_connected`] with each tile's [`reach`] already worked out (the solver reuses them).
pub(crate) fn is_connected_with<C: Cells + ?Sized>(
    cells: &C,
    a: ((usize, usize), Reach),
    b: ((usize, usize), Reach),
) -> bool {
    let mut found = false;
    for_each_shape(cells, a, b, |_| {
        found = true;
        false
    });
    found
}

/// The line to draw between the tiles at ringed cells `a` and `b`: a shortest legal line, with
/// the fewest turns among the shortest (ties broken as the module docs say). `None` when no line
/// with at most two turns joins them.
pub fn find_path<C: Cells + ?Sized>(
    cells: &C,
    a: (usize, usize),
    b: (usize, usize),
) -> Option<Path> {
    let mut best: Option<((usize, usize), Shape)> = None;
    for_each_shape(cells, (a, reach(cells, a)), (b, reach(cells, b)), |shape| {
        let cost = length_and_turns(a, b, shape);
        // Strictly better only: the first shape found wins ties, which gives the documented order.
        if best.is_none_or(|(best_cost, _)| cost < best_cost) {
            best = Some((cost, shape));
        }
        true
    });
    best.map(|(_, shape)| to_path(a, b, shape))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A board drawn as text: `#` a tile, `.` an empty cell; the ring is added around it.
    struct Sketch(Vec<Vec<bool>>);

    impl Sketch {
        fn new(rows: &[&str]) -> Self {
            Sketch(
                rows.iter()
                    .map(|r| r.chars().map(|c| c == '#').collect())
                    .collect(),
            )
        }
    }

    impl Cells for Sketch {
        fn rows(&self) -> usize {
            self.0.len()
        }
        fn cols(&self) -> usize {
            self.0[0].len()
        }
        fn is_empty_at(&self, row: usize, col: usize) -> bool {
            if row == 0 || col == 0 || row > self.rows() || col > self.cols() {
                return true;
            }
            !self.0[row - 1][col - 1]
        }
    }

    fn check(rows: &[&str], a: (usize, usize), b: (usize, usize), expected: Option<&[(i16, i16)]>) {
        let sketch = Sketch::new(rows);
        let ringed = |(r, c): (usize, usize)| (r + 1, c + 1);
        let path = find_path(&sketch, ringed(a), ringed(b));
        let points: Option<Vec<(i16, i16)>> =
            path.map(|p| p.points.iter().map(|p| (p.row, p.col)).collect());
        assert_eq!(points.as_deref(), expected, "{rows:?} {a:?} {b:?}");
        assert_eq!(
            is_connected(&sketch, ringed(a), ringed(b)),
            expected.is_some()
        );
    }

    #[test]
    fn neighbours_join_with_a_straight_line() {
        check(
            &["###", "###", "###"],
            (1, 1),
            (1, 2),
            Some(&[(1, 1), (1, 2)]),
        );
        check(
            &["###", "###", "###"],
            (0, 1),
            (1, 1),
            Some(&[(0, 1), (1, 1)]),
        );
    }

    #[test]
    fn the_ring_counts_but_nothing_beyond_it() {
        // Top row tiles with a blocker between: the line goes up into the ring.
        check(
            &["###", "###"],
            (0, 0),
            (0, 2),
            Some(&[(0, 0), (-1, 0), (-1, 2), (0, 2)]),
        );
        // Middle-row tiles fully enclosed cannot be joined.
        check(&["#####", "#####", "#####"], (1, 1), (1, 3), None);
    }

    #[test]
    fn three_turns_are_refused() {
        // A straight line through an empty cell is fine; a staircase needing three turns is not.
        check(
            &["#.#", "#.#", "#.#"],
            (1, 0),
            (1, 2),
            Some(&[(1, 0), (1, 2)]),
        );
        check(&["##.#", "#..#", "####"], (2, 1), (0, 3), None);
    }

    #[test]
    fn an_l_beats_a_z_of_equal_length() {
        // Both L shapes and the Z shapes are 4 long: an L (one turn) wins, vertical leg leftmost.
        check(
            &["#...", "...#"],
            (0, 0),
            (1, 3),
            Some(&[(0, 0), (1, 0), (1, 3)]),
        );
        // The same on a smaller board.
        check(
            &["#..", "..#"],
            (0, 0),
            (1, 2),
            Some(&[(0, 0), (1, 0), (1, 2)]),
        );
    }
}
