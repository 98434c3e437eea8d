//! Independent oracles for FreeCell, shared by the rules crate's tests and the command line's:
//! Microsoft deals as fc-solve's `make-microsoft-freecell-board -t N` prints them (so the tests
//! need no tool installed), and a move checker with its own board of text cards and its own
//! reading of the rules, nothing of the engine's.

#![allow(dead_code)] // each test binary uses part of it
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

/// Columns as `make-microsoft-freecell-board -t N` printed them (freecell-solver-bin 5.0.0),
/// one line per column from the first card dealt to the top card.
pub const FIXTURES: [(u64, &str); 6] = [
    (
        1,
        "JD KD 2S 4C 3S 6D 6S\n2D KC KS 5C TD 8S 9C\n9H 9S 9D TS 4S 8D 2H\n\
         JC 5S QD QH TH QS 6H\n5D AD JS 4H 8H 6C\n7H QC AS AC 2C 3D\n\
         7C KH AH 4D JH 8C\n5H 3H 3C 7S 7D TC",
    ),
    (
        164,
        "AH AS 5S AD 5H 2S 6S\n5D TD JS 2H TC 6C 6H\nJH KC 7S KH 3C KD 6D\n\
         AC 4H 8H KS 9C 8C QH\nQD TH TS 9S 7C 3H\nQS 8S 4C 9H 4S 3S\n\
         3D 2C 9D QC 7H 7D\n8D 2D JC JD 4D 5C",
    ),
    (
        617,
        "7D TD TH KD 4C 4S JD\nAD 7S QC 5H QS TS KS\n5C QD 3H 9S 9C 2H KC\n\
         3S AC 9D 3C 9H 5D 4H\n5S 6D 6S 8S 7C JC\n8C 8H 8D 7H 6H 6C\n\
         2D AS 3D 4D 2C JH\nAH KH TC JS 2S QH",
    ),
    (
        1941,
        "9D 6S 4D AH 5C 4H KH\nJH JC JS 7S 6D AC 4S\nAD 8D AS 2H KC KD 7H\n\
         KS TS 9S 8H JD QD 3H\nTC 4C 2S 5D 3S 6H\n3C QC 5S QS QH 7D\n\
         9H 5H 7C 6C 3D TD\n2C 8C 8S TH 2D 9C",
    ),
    (
        11982,
        "AH 3D KD JC 6C JD KC\nAS 3H 6H 5D 2C 7D 8D\n4H QS 5S 5C TH 8H 2S\n\
         AC QC 4D 8C QH 9C 3S\n2D 8S 9H 9D 6D 2H\n6S 7H JH TD TC QD\n\
         TS AD 9S KH 4S 4C\nJS KS 3C 7C 7S 5H",
    ),
    (
        1_000_000,
        "2D 9C KD JD 3H TC TS\n6H 3D 5H 7S 4S AS AH\n6S 7D 5D QD 3S 6D 9S\n\
         TH 7C QH 8D KC 8H 4H\nJC QC JH 2H KH 2C\n3C AC 6C AD 9D QS\n\
         4D 2S 9H 5C 7H 5S\nTD 4C KS 8C 8S JS",
    ),
];

/// The independent checker: cards as text (`TD`), columns bottom first.
pub struct Checker {
    columns: Vec<Vec<(u8, char)>>,
    cells: Vec<Option<(u8, char)>>,
    home: [u8; 4],
    by_suit: bool,
}

const SUITS: [char; 4] = ['C', 'D', 'H', 'S'];

/// A card from its text (`TD`): rank 1-13 and suit letter.
pub fn read_card(text: &str) -> (u8, char) {
    let mut chars = text.chars();
    let rank = "A23456789TJQK".find(chars.next().unwrap()).unwrap() as u8 + 1;
    let suit = chars.next().unwrap();
    assert!(SUITS.contains(&suit), "{text}");
    (rank, suit)
}

fn is_red(suit: char) -> bool {
    suit == 'D' || suit == 'H'
}

impl Checker {
    /// A board of `columns` (bottom card first), `cells` free cells, building by suit or not.
    pub fn new(columns: &[Vec<String>], cells: usize, by_suit: bool) -> Checker {
        Checker {
            columns: columns
                .iter()
                .map(|c| c.iter().map(|t| read_card(t)).collect())
                .collect(),
            cells: vec![None; cells],
            home: [0; 4],
            by_suit,
        }
    }

    fn suit_index(suit: char) -> usize {
        SUITS.iter().position(|&s| s == suit).unwrap()
    }

    /// Whether `upper` may lie on `lower` in a column.
    fn holds(&self, lower: (u8, char), upper: (u8, char)) -> bool {
        upper.0 + 1 == lower.0
            && if self.by_suit {
                upper.1 == lower.1
            } else {
                is_red(upper.1) != is_red(lower.1)
            }
    }

    fn go_home(&mut self, card: (u8, char)) -> Result<(), String> {
        let slot = &mut self.home[Self::suit_index(card.1)];
        if *slot + 1 != card.0 {
            return Err(format!("{card:?} is not next on its foundation"));
        }
        *slot = card.0;
        Ok(())
    }

    /// Plays one move written in the notation, or says why it is illegal.
    pub fn play(&mut self, text: &str) -> Result<(), String> {
        let (ends, count) = match text.split_once('x') {
            Some((ends, n)) => (ends, n.parse::<usize>().map_err(|e| e.to_string())?),
            None => (text, 1),
        };
        let chars: Vec<char> = ends.chars().collect();
        if chars.len() != 2 || count == 0 {
            return Err(format!("{text}: not a move"));
        }
        let column = |c: char| c.to_digit(10).map(|d| d as usize - 1).filter(|&d| d < 8);
        let cell_count = self.cells.len();
        let cell = |c: char| ('a'..='d').position(|l| l == c).filter(|&i| i < cell_count);
        let (from, to) = (chars[0], chars[1]);
        // Take the moving cards off their place.
        let moving: Vec<(u8, char)> = if let Some(c) = column(from) {
            let len = self.columns[c].len();
            if count > len {
                return Err(format!("{text}: column {} has {len} cards", c + 1));
            }
            let run = self.columns[c][len - count..].to_vec();
            if !run.windows(2).all(|w| self.holds(w[0], w[1])) {
                return Err(format!("{text}: not a run"));
            }
            run
        } else if let Some(i) = cell(from) {
            if count != 1 {
                return Err(format!("{text}: one card leaves a cell"));
            }
            vec![self.cells[i].ok_or(format!("{text}: empty cell"))?]
        } else {
            return Err(format!("{text}: bad source"));
        };
        let free = self.cells.iter().filter(|c| c.is_none()).count();
        match (column(to), cell(to), to) {
            (Some(t), _, _) => {
                if column(from) == Some(t) {
                    return Err(format!("{text}: same column"));
                }
                let empty = self
                    .columns
                    .iter()
                    .enumerate()
                    .filter(|(i, c)| c.is_empty() && *i != t)
                    .count();
                let limit = (free + 1) << empty;
                if count > limit {
                    return Err(format!("{text}: {count} cards, room for {limit}"));
                }
                if let Some(&top) = self.columns[t].last()
                    && !self.holds(top, moving[0])
                {
                    return Err(format!("{text}: {:?} does not go on {top:?}", moving[0]));
                }
                self.columns[t].extend(&moving);
            }
            (None, Some(i), _) => {
                if count != 1 || self.cells[i].is_some() {
                    return Err(format!("{text}: cell taken"));
                }
                self.cells[i] = Some(moving[0]);
            }
            (None, None, 'h') => {
                if count != 1 {
                    return Err(format!("{text}: one card goes home"));
                }
                self.go_home(moving[0])?;
            }
            _ => return Err(format!("{text}: bad destination")),
        }
        if let Some(c) = column(from) {
            let len = self.columns[c].len();
            self.columns[c].truncate(len - count);
        } else if let Some(i) = cell(from) {
            self.cells[i] = None;
        }
        Ok(())
    }

    /// Whether every card is on its foundation.
    pub fn is_won(&self) -> bool {
        self.home == [13; 4]
    }
}
