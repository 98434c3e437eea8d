//! An independent Spider checker for the tests of the rules crate and of the command line: it
//! reads a deal as the command line prints it (cards as text) and a solution in the move
//! notation, plays the moves on its own plain table, and says whether all eight runs left it.
//! It shares no code with the engine, so a solver bug and an engine bug would have to agree to
//! pass.

// Each test binary that includes this module uses a part of it.
#![allow(dead_code)]

/// A card: rank 1 to 13 and the suit letter.
type Card = (u8, char);

/// A table: each column bottom first with a face-up flag per card, and the stock.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Table {
    columns: Vec<Vec<(Card, bool)>>,
    stock: Vec<Card>,
    /// Finished runs taken off.
    pub removed: usize,
}

fn card(text: &str) -> Result<Card, String> {
    let mut chars = text.chars();
    let (Some(r), Some(s), None) = (chars.next(), chars.next(), chars.next()) else {
        return Err(format!("bad card {text}"));
    };
    let rank = "A23456789TJQK"
        .find(r)
        .ok_or_else(|| format!("bad rank in {text}"))?;
    if !"CDHS".contains(s) {
        return Err(format!("bad suit in {text}"));
    }
    Ok((rank as u8 + 1, s))
}

impl Table {
    /// A fresh deal: every card but the top one of each column face down.
    pub fn from_deal(columns: &[Vec<String>], stock: &[String]) -> Result<Table, String> {
        let mut table = Table {
            columns: Vec::new(),
            stock: stock.iter().map(|t| card(t)).collect::<Result<_, _>>()?,
            removed: 0,
        };
        for texts in columns {
            let mut column = Vec::new();
            for (i, text) in texts.iter().enumerate() {
                column.push((card(text)?, i + 1 == texts.len()));
            }
            table.columns.push(column);
        }
        if table.columns.len() != 10 {
            return Err(format!("{} columns", table.columns.len()));
        }
        Ok(table)
    }

    /// Any position: each column's cards (bottom first) with how many of them are face down,
    /// the stock in dealing order, and the runs already taken off.
    pub fn from_position(
        columns: &[(Vec<String>, usize)],
        stock: &[String],
        removed: usize,
    ) -> Result<Table, String> {
        let mut table = Table {
            columns: Vec::new(),
            stock: stock.iter().map(|t| card(t)).collect::<Result<_, _>>()?,
            removed,
        };
        for (texts, down) in columns {
            let mut column = Vec::new();
            for (i, text) in texts.iter().enumerate() {
                column.push((card(text)?, i >= *down));
            }
            table.columns.push(column);
        }
        Ok(table)
    }

    /// Every move that [`Table::play`] accepts here: `None` for a deal, else (from, to,
    /// count).
    pub fn legal_moves(&self) -> Vec<Option<(usize, usize, usize)>> {
        let mut moves = Vec::new();
        if self.check_deal().is_ok() {
            moves.push(None);
        }
        for from in 0..self.columns.len() {
            for count in 1..=self.columns[from].len() {
                for to in 0..self.columns.len() {
                    if self.check_run(from, to, count).is_ok() {
                        moves.push(Some((from, to, count)));
                    }
                }
            }
        }
        moves
    }

    /// Plays a move from [`Table::legal_moves`].
    pub fn play_move(&mut self, mv: Option<(usize, usize, usize)>) -> Result<(), String> {
        match mv {
            None => self.play("deal"),
            Some((from, to, count)) => self.play(&format!("{from}{to}x{count}")),
        }
    }

    /// Face-down cards on the table.
    pub fn face_down(&self) -> usize {
        self.columns.iter().flatten().filter(|(_, up)| !up).count()
    }

    /// How many cards the move `text` would take, and from where to where; `None` for a deal.
    fn parse(text: &str) -> Result<Option<(usize, usize, usize)>, String> {
        if text == "deal" {
            return Ok(None);
        }
        let (cols, count) = match text.split_once('x') {
            Some((cols, n)) => (
                cols,
                n.parse::<usize>().map_err(|e| format!("{text}: {e}"))?,
            ),
            None => (text, 1),
        };
        let digits: Vec<usize> = cols
            .chars()
            .map(|c| c.to_digit(10).map(|d| d as usize))
            .collect::<Option<_>>()
            .ok_or_else(|| format!("bad move {text}"))?;
        match digits[..] {
            [from, to] => Ok(Some((from, to, count))),
            _ => Err(format!("bad move {text}")),
        }
    }

    /// Why `count` cards cannot go from `from` to `to`, if they cannot.
    fn check_run(&self, from: usize, to: usize, count: usize) -> Result<(), String> {
        if from == to || from >= self.columns.len() || to >= self.columns.len() || count == 0 {
            return Err("bad columns or count".into());
        }
        let source = &self.columns[from];
        if count > source.len() {
            return Err("not that many cards".into());
        }
        let moved = &source[source.len() - count..];
        for pair in moved.windows(2) {
            let ((r0, s0), _) = pair[0];
            let ((r1, s1), _) = pair[1];
            if s0 != s1 || r0 != r1 + 1 {
                return Err("not a run of one suit".into());
            }
        }
        if moved.iter().any(|&(_, up)| !up) {
            return Err("moves a face-down card".into());
        }
        let bottom = moved[0].0;
        match self.columns[to].last() {
            Some(&((top_rank, _), _)) if top_rank != bottom.0 + 1 => Err("does not fit".into()),
            _ => Ok(()),
        }
    }

    /// Why a row cannot be dealt, if it cannot.
    fn check_deal(&self) -> Result<(), String> {
        if self.stock.len() < 10 {
            return Err("deal with an empty stock".into());
        }
        if self.columns.iter().any(Vec::is_empty) {
            return Err("deal with an empty column".into());
        }
        Ok(())
    }

    /// Plays one move in notation, or says why it is illegal.
    pub fn play(&mut self, text: &str) -> Result<(), String> {
        match Self::parse(text)? {
            None => {
                self.check_deal()?;
                let row: Vec<Card> = self.stock.drain(..10).collect();
                for (column, c) in self.columns.iter_mut().zip(row) {
                    column.push((c, true));
                }
            }
            Some((from, to, count)) => {
                self.check_run(from, to, count)
                    .map_err(|e| format!("{text}: {e}"))?;
                let at = self.columns[from].len() - count;
                let run: Vec<(Card, bool)> = self.columns[from].drain(at..).collect();
                self.columns[to].extend(run);
            }
        }
        self.settle();
        Ok(())
    }

    /// Takes off finished runs and turns every uncovered card, until nothing changes.
    fn settle(&mut self) {
        loop {
            let mut changed = false;
            for column in &mut self.columns {
                if let Some(last) = column.last_mut()
                    && !last.1
                {
                    last.1 = true;
                    changed = true;
                }
                if column.len() >= 13 {
                    let top = &column[column.len() - 13..];
                    let suit = top[0].0.1;
                    let finished = top.iter().enumerate().all(|(i, &((rank, s), up))| {
                        up && s == suit && usize::from(rank) == 13 - i
                    });
                    if finished {
                        column.truncate(column.len() - 13);
                        self.removed += 1;
                        changed = true;
                    }
                }
            }
            if !changed {
                return;
            }
        }
    }

    /// The position with the columns in a fixed order when no row is left to deal: then the
    /// rules treat every column alike, so positions that differ only in their order are one.
    pub fn canonical(&self) -> Table {
        let mut table = self.clone();
        if table.stock.is_empty() {
            table.columns.sort();
        }
        table
    }

    /// Whether the game is won: eight runs off, nothing left anywhere.
    pub fn is_won(&self) -> bool {
        self.removed == 8 && self.stock.is_empty() && self.columns.iter().all(Vec::is_empty)
    }
}

/// Plays `moves` on the deal and says whether they win it (or which move is illegal).
pub fn wins(columns: &[Vec<String>], stock: &[String], moves: &[String]) -> Result<bool, String> {
    let mut table = Table::from_deal(columns, stock)?;
    for (i, mv) in moves.iter().enumerate() {
        table.play(mv).map_err(|e| format!("move {}: {e}", i + 1))?;
    }
    Ok(table.is_won())
}
