//! FreeCell moves in the standard notation, written and read back: columns `1`-`8`, cells
//! `a`-`d`, the foundations `h`. `3a` column 3 to cell a, `a5` cell a to column 5, `2h` and
//! `ah` to the foundation, `26` one card from column 2 to column 6, `26x3` a run of three.

use super::Move;
use std::fmt;
use std::str::FromStr;

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let column = |c: u8| u32::from(c) + 1;
        let cell = |c: u8| super::cell_letter(c);
        match *self {
            Move::ColumnToColumn { from, to, count: 1 } => {
                write!(f, "{}{}", column(from), column(to))
            }
            Move::ColumnToColumn { from, to, count } => {
                write!(f, "{}{}x{count}", column(from), column(to))
            }
            Move::ColumnToCell { from, cell: c } => write!(f, "{}{}", column(from), cell(c)),
            Move::CellToColumn { cell: c, to } => write!(f, "{}{}", cell(c), column(to)),
            Move::ColumnToFoundation { from } => write!(f, "{}h", column(from)),
            Move::CellToFoundation { cell: c } => write!(f, "{}h", cell(c)),
        }
    }
}

/// Why a move in notation could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a FreeCell move: write 26, 26x3, 3a, a5, 2h or ah")]
pub struct BadMove(pub String);

/// One end of a move in the notation.
enum End {
    Column(u8),
    Cell(u8),
    Foundation,
}

fn end(c: char) -> Option<End> {
    match c {
        '1'..='8' => Some(End::Column(c as u8 - b'1')),
        'a'..='d' => Some(End::Cell(c as u8 - b'a')),
        'h' => Some(End::Foundation),
        _ => None,
    }
}

impl FromStr for Move {
    type Err = BadMove;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || BadMove(s.to_owned());
        let (ends, count) = match s.split_once('x') {
            Some((ends, count)) => {
                // Digits only: `u8::from_str` would also take a sign.
                if count.is_empty() || !count.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(bad());
                }
                (ends, Some(count.parse::<u8>().map_err(|_| bad())?))
            }
            None => (s, None),
        };
        let mut chars = ends.chars();
        let (Some(from), Some(to), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(bad());
        };
        let mv = match (end(from).ok_or_else(bad)?, end(to).ok_or_else(bad)?) {
            (End::Column(from), End::Column(to)) => Move::ColumnToColumn {
                from,
                to,
                count: count.unwrap_or(1),
            },
            (End::Column(from), End::Cell(cell)) => Move::ColumnToCell { from, cell },
            (End::Cell(cell), End::Column(to)) => Move::CellToColumn { cell, to },
            (End::Column(from), End::Foundation) => Move::ColumnToFoundation { from },
            (End::Cell(cell), End::Foundation) => Move::CellToFoundation { cell },
            _ => return Err(bad()),
        };
        // A count belongs to moves between columns only.
        if count.is_some() && !matches!(mv, Move::ColumnToColumn { .. }) {
            return Err(bad());
        }
        Ok(mv)
    }
}
