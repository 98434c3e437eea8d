//! Keyboard play in the notation FreeCell players write: a source, then a destination. Columns
//! are `1`-`8`, free cells `a`-`d`, the foundations `h` (home): `3` then `a` moves column 3's
//! top card to cell a, `a` then `5` that card onto column 5, `2` then `h` sends column 2's top
//! card home, `2` then `6` moves onto column 6 as many cards as fit there. The same source
//! twice (`3` `3`) sends the card home, or else to a free cell, as a double-click does.
//!
//! This is pure: keys in, moves out; the board checks the move with the rules and plays it.

use parlour_rules::freecell::rules::{FreeCell, Move};

/// One end of a typed move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum End {
    /// A column, from 0.
    Column(u8),
    /// A free cell, from 0.
    Cell(u8),
    /// The foundations.
    Home,
}

impl End {
    /// The end a typed character names: `1`-`8`, `a`-`d`, `h` (either case).
    pub fn from_char(c: char) -> Option<End> {
        match c.to_ascii_lowercase() {
            d @ '1'..='8' => Some(End::Column(d as u8 - b'1')),
            l @ 'a'..='d' => Some(End::Cell(l as u8 - b'a')),
            'h' => Some(End::Home),
            _ => None,
        }
    }
}

/// What a typed key did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typed {
    /// The source is picked; the next key names the destination.
    Picked(End),
    /// A whole move was typed (the rules have not checked it yet).
    Play(Move),
    /// The pair names no move (`h` as a source, a cell onto another cell, nowhere to send a
    /// card); the source is dropped.
    NoMove,
}

/// The keys typed so far: a source waiting for its destination, or nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Typing {
    source: Option<End>,
}

impl Typing {
    /// The source typed and waiting for a destination.
    pub fn source(&self) -> Option<End> {
        self.source
    }

    /// Forgets the source typed.
    pub fn clear(&mut self) {
        self.source = None;
    }

    /// Takes one typed end.
    pub fn key(&mut self, end: End, game: &FreeCell) -> Typed {
        let Some(source) = self.source.take() else {
            if end == End::Home {
                return Typed::NoMove;
            }
            self.source = Some(end);
            return Typed::Picked(end);
        };
        match move_between(game, source, end) {
            Some(mv) => Typed::Play(mv),
            None => Typed::NoMove,
        }
    }
}

/// The move from `from` to `to`, as the notation reads it; `None` when the pair names none.
pub fn move_between(game: &FreeCell, from: End, to: End) -> Option<Move> {
    Some(match (from, to) {
        (End::Column(c), End::Column(t)) if c == t => return home_or_cell(game, from),
        (End::Cell(c), End::Cell(t)) if c == t => return home_or_cell(game, from),
        (End::Column(from), End::Column(to)) => Move::ColumnToColumn {
            from,
            to,
            count: run_onto(game, usize::from(from), usize::from(to)),
        },
        (End::Column(from), End::Cell(cell)) => Move::ColumnToCell { from, cell },
        (End::Column(from), End::Home) => Move::ColumnToFoundation { from },
        (End::Cell(cell), End::Column(to)) => Move::CellToColumn { cell, to },
        (End::Cell(cell), End::Home) => Move::CellToFoundation { cell },
        (End::Cell(_), End::Cell(_)) | (End::Home, _) => return None,
    })
}

/// How many cards of column `from` a move onto column `to` takes: onto a card, the part of the
/// top run that fits on it; into an empty column, as many as may move there. One when nothing
/// fits (the rules then say why).
fn run_onto(game: &FreeCell, from: usize, to: usize) -> u8 {
    let run = game.run_len(from);
    let Some(column) = game.columns.get(from) else {
        return 1;
    };
    let count = match game.column_top(to) {
        None => run.min(game.max_run(true)).max(1),
        Some(target) => (1..=run)
            .find(|&k| game.options.fits_on(column[column.len() - k], target))
            .unwrap_or(1),
    };
    u8::try_from(count).unwrap_or(1)
}

/// Where a double-click sends a card: home when it is next there, else a column's top card to
/// the first free cell. `None` when neither is possible.
pub fn home_or_cell(game: &FreeCell, from: End) -> Option<Move> {
    match from {
        End::Column(column) => {
            let card = game.column_top(usize::from(column))?;
            if game.is_next_on_foundation(card) {
                Some(Move::ColumnToFoundation { from: column })
            } else {
                let cell = game.first_free_cell()?;
                Some(Move::ColumnToCell { from: column, cell })
            }
        }
        End::Cell(cell) => {
            let card = (*game.cells.get(usize::from(cell))?)?;
            game.is_next_on_foundation(card)
                .then_some(Move::CellToFoundation { cell })
        }
        End::Home => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_rules::engine::card::Card;
    use parlour_rules::freecell::rules::{Build, Options};

    fn position(columns: [&str; 8], cells: [Option<&str>; 4], foundations: [u8; 4]) -> FreeCell {
        let card = |t: &str| Card::parse_short(t).unwrap_or_else(|_| unreachable!());
        FreeCell {
            options: Options {
                cells: 4,
                build: Build::AlternateColours,
            },
            columns: columns
                .iter()
                .map(|c| c.split_whitespace().map(card).collect())
                .collect(),
            cells: cells.iter().map(|c| c.map(card)).collect(),
            foundations,
        }
    }

    /// Types `keys` one after the other; returns what the last did, in notation.
    fn typed(game: &FreeCell, keys: &str) -> Vec<String> {
        let mut typing = Typing::default();
        keys.chars()
            .map(
                |c| match End::from_char(c).map(|end| typing.key(end, game)) {
                    Some(Typed::Picked(_)) => "…".to_owned(),
                    Some(Typed::Play(mv)) => mv.to_string(),
                    Some(Typed::NoMove) => "none".to_owned(),
                    None => "?".to_owned(),
                },
            )
            .collect()
    }

    #[test]
    fn two_keys_make_a_move_in_the_notation_players_write() {
        let game = position(
            ["KD 9S 8H 7C", "QC 9D", "TH", "", "2C", "3D", "4S", "AH"],
            [Some("QS"), None, None, None],
            [0, 1, 0, 1],
        );
        let cases = [
            ("3a", vec!["…", "3a"]),
            // Onto a card, as much of the run as fits there.
            ("13", vec!["…", "13x3"]),
            ("12", vec!["…", "12"]),
            // Into an empty column, as many as may move: (3 free cells + 1) * 2^0.
            ("14", vec!["…", "14x3"]),
            ("8h", vec!["…", "8h"]),
            ("a4", vec!["…", "a4"]),
            ("ah", vec!["…", "ah"]),
            // h is not a source; a cell onto another cell is no move.
            ("h", vec!["none"]),
            ("ab", vec!["…", "none"]),
            // The same source twice: home when next there, else a free cell.
            ("88", vec!["…", "8h"]),
            ("55", vec!["…", "5b"]),
            ("aa", vec!["…", "none"]),
            // Upper case and unknown keys.
            ("3A", vec!["…", "3a"]),
            ("x", vec!["?"]),
            // After a move, the next key starts again.
            ("3a8h", vec!["…", "3a", "…", "8h"]),
        ];
        for (keys, expected) in cases {
            let expected: Vec<String> = expected.into_iter().map(str::to_owned).collect();
            assert_eq!(typed(&game, keys), expected, "{keys}");
        }
    }
}
